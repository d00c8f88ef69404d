"""Helpers for the Spell and Artifact tests: fights by Day or at Night, and option checks."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import RulesError
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from ..builder import DATA, Table, act
from ..combat.kit import HERE, THERE, combat, rampaging, site_table, table


def night_fight(*enemies: str, night: bool = True, source: tuple[str, ...] = (), **kw: Any) -> GameState:
    """A challenge of ``enemies`` next to the hero (Ranged phase), at Night unless ``night`` is False."""
    t = rampaging(table(**kw), THERE, *enemies).at(HERE)
    if night:
        t.night()
    if source:
        t.source(*source)
    return act(t.build(), {"type": "challenge", "targets": THERE})


def night_assault(site: str, *defenders: str, night: bool = True, **kw: Any) -> GameState:
    t = site_table(site, *defenders, **kw)
    if night:
        t.night()
    from ..combat.kit import SITE

    return act(t.build(), {"type": "move", "hex": SITE})


def phase(state: GameState) -> str:
    return combat(state).phase


def every_offer_applies(state: GameState, commands: tuple[str, ...] = ("play", "attack", "block")) -> int:
    """Apply every offered option of these commands (each on the untouched state); returns how many."""
    seat = mk.to_move(state)
    assert seat is not None
    decision = mk.decision(state, seat, DATA)
    assert decision is not None
    n = 0
    for opt in decision.options:
        if opt.command not in commands:
            continue
        try:
            mk.apply(state, seat, opt.action(), DATA)
        except RulesError as exc:  # pragma: no cover - a failure names the bad option
            pytest.fail(f"offered option {opt.id!r} ({opt.label}) raised: {exc}")
        n += 1
    return n


def offered(state: GameState, card: str) -> list[Any]:
    seat = mk.to_move(state)
    assert seat is not None
    decision = mk.decision(state, seat, DATA)
    assert decision is not None
    return [o for o in decision.options if o.params.get("card") == card or card in o.params.get("cards", "")]


__all__ = [
    "HERE",
    "THERE",
    "Table",
    "combat",
    "every_offer_applies",
    "night_assault",
    "night_fight",
    "offered",
]
