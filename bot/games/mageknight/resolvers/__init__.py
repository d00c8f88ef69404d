"""Resolvers for effect kinds beyond the basic cards' (which live in ``cards.py``), one module per
area: ``advanced`` (Advanced Actions), ``spells``, ``artifacts``, ``skills``, ``tactics``.

A resolver is ``fn(ctx, player, turn, effect, play, bonus) -> str`` registered for one kind with
:func:`resolver`; ``cards._resolve`` calls it, and a kind with a resolver counts as implemented
(cards using it are offered and playable). ``play.params`` carries the player's choices; a resolver
raises a RulesError (nothing changes) naming what is possible when a choice is missing or wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import Player, Turn

Resolver = Callable[["Ctx", "Player", "Turn", Mapping[str, Any], "Play", int], str]
RESOLVERS: dict[str, Resolver] = {}


def resolver(kind: str) -> Callable[[Resolver], Resolver]:
    """Register the resolver of one effect kind (a kind registered twice is a programming error)."""

    def register(fn: Resolver) -> Resolver:
        if kind in RESOLVERS:
            raise ValueError(f"effect kind {kind!r} has two resolvers")
        RESOLVERS[kind] = fn
        return fn

    return register


def load_all() -> None:
    """Import every area module so that its resolvers are registered."""
    from bot.games.mageknight.resolvers import (  # noqa: F401
        advanced,
        artifacts,
        banners,
        combat_effects,
        influence,
        interactive,
        skills,
        spells,
        tactics,
        travel,
        triggered,
    )
