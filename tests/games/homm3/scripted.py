"""Whole HoMM3 games through the offline console, frozen as transcripts (tests/games/homm3/scripts/).

A transcript is what a group would see in a terminal: each typed line (``> ann: /h3 move to:1,0``)
followed by everything the console printed for it, public and private. :func:`record` plays a game with
a deterministic policy (a seeded choice among the options the rules offer, preferring to fight and to
move on) and writes the transcript; :func:`replay` types the same lines again and returns what the
console prints now. The test compares the two line by line, so any rule that changes the course of the
game changes the transcript and fails the test; after an intended change, record again::

    PYTHONPATH=. .venv/bin/python -m tests.games.homm3.scripted            # every mode
    PYTHONPATH=. .venv/bin/python -m tests.games.homm3.scripted clash2     # one

Where a picture is posted the transcript shows its path (normalised to ``<maps>/``); the pictures
themselves are stubbed here to keep a whole game fast (tests/games/homm3/test_pictures.py draws them).
Each player's turn starts with their ``/hand``, so the private texts are checked line by line too.

A game may be played in another language (``solo-cs``, ``solo-pl``: the solo game with every player's
Discord locale and the server's set to Czech or Polish), so the catalogs' Czech and Polish texts are
frozen too; the typed lines are the English game's (the course of a game does not depend on its words).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import random
import shlex
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

from bot.console import CHANNEL, Console
from bot.games.homm3.commands import Homm3Commands
from bot.service import GameService
from bot.store import Store

HERE = Path(__file__).parent / "scripts"
PROMPT = "> "
MAX_LINES = 3000
TURN_ACTIONS = 6  # the policy ends its turn after this many actions


@dataclass(frozen=True)
class Game:
    """A scripted game: the lobby lines, the game's seed, the policy's seed and the language every
    player (and the server) reads."""

    name: str
    lobby: tuple[str, ...]
    seed: str
    policy: int = 0
    lang: str = "en"


GAMES = {
    g.name: g
    for g in (
        Game(
            "clash2",
            (
                "ann: /game new game:homm3 scenario:border_skirmish difficulty:normal faction:castle",
                "ben: /game join faction:dungeon hero:magic",
                "ann: /game start",
            ),
            "clash-two",
        ),
        Game(
            "clash3",
            (
                "ann: /game new game:homm3 scenario:border_skirmish difficulty:easy faction:castle hero:magic",
                "ben: /game join faction:dungeon",
                "cat: /game join faction:necropolis",
                "ann: /game start",
            ),
            "clash-three",
        ),
        Game(
            "coop2",
            (
                "ann: /game new game:homm3 scenario:twin_guardians difficulty:normal faction:necropolis",
                "ben: /game join faction:castle hero:magic",
                "ann: /game start",
            ),
            "coop-two",
        ),
        Game(
            "solo",
            (
                "ann: /game new game:homm3 scenario:lone_pathfinder difficulty:easy faction:dungeon",
                "ann: /game start",
            ),
            "solo-one",
        ),
        *(
            Game(
                f"solo-{lang}",
                (
                    "ann: /game new game:homm3 scenario:lone_pathfinder difficulty:easy faction:dungeon",
                    "ann: /game start",
                ),
                "solo-one",
                lang=lang,
            )
            for lang in ("cs", "pl")
        ),
    )
}


def speaking(lang: str) -> contextlib.AbstractContextManager[Any]:
    """The console speaks ``lang`` itself (``Console(lang=...)``); kept for the callers' ``with``."""
    return contextlib.nullcontext()


def stub_pictures() -> Any:
    """Stand-in pictures (a few bytes) for the whole-game transcripts."""
    return mock.patch.multiple(
        Homm3Commands,
        map_image=lambda self, state, seat, highlight=False, lang="en": b"map",
        pictures=lambda self, state, seat, lang="en": [("battlefield.png", b"b")] if state.fight else [],
    )


async def _console(game: Game, tmp: Path) -> tuple[Store, Console, io.StringIO]:
    store = await Store.open(tmp / "game.sqlite3")
    out = io.StringIO()
    console = Console(GameService(store, seed_factory=lambda: game.seed), tmp / "maps", out, lang=game.lang)
    return store, console, out


def _take(out: io.StringIO, maps: Path) -> list[str]:
    text = out.getvalue().replace(str(maps), "<maps>")
    out.seek(0)
    out.truncate()
    return text.splitlines()


def _quote(value: str) -> str:
    return value if value and all(c.isalnum() or c in ",:-_+.@" for c in value) else shlex.quote(value)


def choose(rnd: random.Random, options: list[Any], actions_this_turn: int, in_fight: bool) -> Any:
    """The policy: fight forward in a combat (attack first, never give up), otherwise a seeded choice
    that mostly acts and ends the turn after a few actions."""
    if in_fight:
        attacks = [o for o in options if o.params.get("act", "").startswith("attack")]
        keep = [
            o
            for o in options
            if o.params.get("act", "").partition(":")[0] not in ("surrender", "retreat", "withdraw")
        ]
        return rnd.choice(attacks or keep or options)
    ending = [o for o in options if o.command == "end-turn"]
    acting = [o for o in options if o.command != "end-turn"]
    if ending and (actions_this_turn >= TURN_ACTIONS or not acting or rnd.random() < 0.15):
        return ending[0]
    return rnd.choice(acting or options)


async def _record(game: Game, tmp: Path) -> list[str]:
    with speaking(game.lang):
        return await _recorded(game, tmp)


async def _recorded(game: Game, tmp: Path) -> list[str]:
    store, console, out = await _console(game, tmp)
    maps = tmp / "maps"
    rnd = random.Random(game.policy)
    transcript: list[str] = []
    try:

        async def typed(line: str) -> None:
            reply = await console.run_line(line)
            transcript.append(PROMPT + line)
            transcript.extend(_take(out, maps))
            if reply is not None and reply.error:
                raise AssertionError(
                    f"the policy typed a refused line: {line}\n" + "\n".join(transcript[-5:])
                )

        for line in game.lobby:
            await typed(line)
        last_turn, actions = None, 0
        for _ in range(MAX_LINES):
            loaded = await console.service.load(CHANNEL, any_status=True)
            if loaded.game.status != "active":
                break
            rules, state = loaded.rules, loaded.state
            movers = rules.to_move(state)
            if not movers:
                break
            seat = movers[0]
            decision = rules.decision(state, seat)
            assert decision is not None
            who = rules.players(state)[seat].name
            if (state.seat, state.round) != last_turn and seat == state.seat and state.fight is None:
                last_turn, actions = (state.seat, state.round), 0
                await typed(f"{who}: /hand")
            option = choose(rnd, list(decision.options), actions, state.fight is not None)
            actions += 1
            params = " ".join(f"{k}:{_quote(str(v))}" for k, v in option.params.items())
            await typed(f"{who}: /h3 {option.command} {params}".rstrip())
        else:
            raise AssertionError(f"{game.name}: no result within {MAX_LINES} lines")
        await typed(f"{game.lobby[0].split(':')[0]}: /game status")
    finally:
        await store.close()
    return transcript


async def replay(game: Game, typed: list[str], tmp: Path) -> list[str]:
    """Type ``typed`` into a fresh console for ``game``; the transcript it prints now."""
    store, console, out = await _console(game, tmp)
    maps = tmp / "maps"
    transcript: list[str] = []
    try:
        with speaking(game.lang):
            for line in typed:
                await console.run_line(line)
                transcript.append(PROMPT + line)
                transcript.extend(_take(out, maps))
    finally:
        await store.close()
    return transcript


def path_of(name: str) -> Path:
    return HERE / f"{name}.txt"


def typed_lines(transcript: list[str]) -> list[str]:
    return [line[len(PROMPT) :] for line in transcript if line.startswith(PROMPT)]


def record(name: str) -> Path:
    with tempfile.TemporaryDirectory() as tmp, stub_pictures():
        lines = asyncio.run(_record(GAMES[name], Path(tmp)))
    HERE.mkdir(exist_ok=True)
    path = path_of(name)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    for n in sys.argv[1:] or list(GAMES):
        p = record(n)
        print(p, sum(1 for line in p.read_text().splitlines() if line.startswith(PROMPT)), "typed lines")
