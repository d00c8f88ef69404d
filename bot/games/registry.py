"""The installed games, looked up by id; shared code never imports a game package.

A game package registers itself with one line in ``pyproject.toml``::

    [project.entry-points."pbp_boardgames.games"]
    mageknight = "bot.games.mageknight.plugin:MageKnight"

Entry points are the packaging standard for plugins (``importlib.metadata``), so a game is found
without any shared module naming it. Tests may :func:`register` a game of their own (the toy game)
and :func:`unregister` it afterwards.
"""

from __future__ import annotations

from importlib.metadata import entry_points
from typing import Any

from bot.engine.contract import Game
from bot.engine.errors import NotationError
from bot.engine.i18n import t

GROUP = "pbp_boardgames.games"

_games: dict[str, Game[Any]] = {}
_discovered = False


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for ep in entry_points(group=GROUP):
        cls = ep.load()
        game = cls() if isinstance(cls, type) else cls
        if not isinstance(game, Game):
            raise TypeError(f"entry point {ep.name} = {ep.value} is not a Game")
        if game.id != ep.name:
            raise TypeError(f"entry point {ep.name} names a game whose id is {game.id}")
        _games.setdefault(game.id, game)


def games() -> list[Game[Any]]:
    """Every installed game, in the order they were registered."""
    _discover()
    return list(_games.values())


def get(game_id: str) -> Game[Any]:
    """The game with this id; a refusal that lists the installed games otherwise."""
    _discover()
    game = _games.get(game_id)
    if game is None:
        names = [f"{g.name} ({g.id})" for g in _games.values()] or t("eng-none")
        raise NotationError(t("eng-unknown-game", game=game_id, names=names))
    return game


def register(game: Game[Any]) -> Game[Any]:
    """Add a game that is not installed through an entry point (tests)."""
    _discover()
    if game.id in _games and _games[game.id] is not game:
        raise ValueError(f"a game with id {game.id} is already registered")
    _games[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _games.pop(game_id, None)
