"""Shared helpers for the HoMM3 rules tests: a game past its starting bonus, and direct steps."""

from __future__ import annotations

from typing import Any

from bot.engine.contract import PlayerSeat
from bot.games.homm3 import geography
from bot.games.homm3.context import Ctx
from bot.games.homm3.plugin import Homm3
from bot.games.homm3.state import Homm3State

GAME = Homm3()
DATA = GAME.data
TWO = [
    PlayerSeat(1, "Ann", {"faction": "castle"}),
    PlayerSeat(2, "Ben", {"faction": "dungeon", "hero": "magic"}),
]


def new(
    scenario: str = "border_skirmish",
    difficulty: str = "impossible",
    seats: list[PlayerSeat] | None = None,
    seed: str = "t",
) -> Homm3State:
    state = GAME.new({"scenario": scenario, "difficulty": difficulty}, seats or TWO, seed).state
    while state.pending:  # any starting bonus: take the first option
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.decision(state, seat).options[0].action()).state  # type: ignore[union-attr]
    return state


def act(state: Homm3State, seat: int, **action: Any) -> Homm3State:
    return GAME.apply(state, seat, {k: str(v) for k, v in action.items()}).state


def options(state: Homm3State, seat: int) -> list[Any]:
    d = GAME.decision(state, seat)
    return list(d.options) if d else []


def ids(state: Homm3State, seat: int) -> list[str]:
    return [o.id for o in options(state, seat)]


def ctx(state: Homm3State) -> Ctx:
    return Ctx.of(state, DATA)


def field_with(state: Homm3State, location: str) -> str:
    for k in state.fields:
        if geography.location(state, DATA, k) == location:
            return k
    raise AssertionError(location)
