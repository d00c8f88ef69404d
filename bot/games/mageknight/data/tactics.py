"""Tactic cards (Day and Night) with their turn-order numbers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.reader import DataError, Meta, check_top, records


@dataclass(frozen=True)
class Tactic(Meta):
    id: str
    name: str
    time: str
    number: int
    summary: str


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
            **r.meta(),
        )
        r.done()
    numbers = [(t.time, t.number) for t in out.values()]
    for t in out.values():
        if numbers.count((t.time, t.number)) > 1:
            raise DataError(f"{f}: tactic '{t.id}': number: {t.time} number {t.number} is used twice")
    return out, gaps
