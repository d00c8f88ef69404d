"""Tactic cards (Day and Night) with their turn-order numbers."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.reader import DataError, Meta, check_top, records

# When a tactic's effect applies: ``taken`` once, when the tactic is chosen; ``once_per_round`` once in
# the round, at a moment the player picks (then the card is flipped face down); ``each_turn`` once in each
# of the player's turns; ``before_each_turn`` just before each of the player's turns; ``end_of_turn`` in
# each end-of-turn draw; ``none``: the card only sets the turn order.
TIMINGS = ("taken", "once_per_round", "each_turn", "before_each_turn", "end_of_turn", "none")


@dataclass(frozen=True)
class Tactic(Meta):
    id: str
    name: str
    time: str
    number: int
    summary: str
    timing: str = "none"
    effect: Mapping[str, Any] | None = None
    off_turn: bool = False  # may be used outside the player's own turn (UE digest §3.2)
    flip: bool = False  # flipped face down when used (no further use this round)


def read_tactics(doc: dict[str, Any]) -> tuple[dict[str, Tactic], tuple[str, ...]]:
    f = "tactics.toml"
    gaps = check_top(f, doc, {"tactic"})
    out: dict[str, Tactic] = {}
    for r in records(f, doc, "tactic", "tactic", array=True):
        out[r.rid] = Tactic(
            r.rid,
            r.text("name"),
            r.text("time", choices=("day", "night")),
            r.integer("number", low=1),
            r.text("summary"),
            r.text("timing", choices=TIMINGS),
            r.effect("effect", None),
            r.flag("off_turn", False),
            r.flag("flip", False),
            **r.meta(),
        )
        r.done()
    for t in out.values():
        if (t.effect is None) != (t.timing == "none"):
            raise DataError(f"{f}: tactic '{t.id}': effect: needed exactly when timing is not 'none'")
    numbers = [(t.time, t.number) for t in out.values()]
    for t in out.values():
        if numbers.count((t.time, t.number)) > 1:
            raise DataError(f"{f}: tactic '{t.id}': number: {t.time} number {t.number} is used twice")
    return out, gaps
