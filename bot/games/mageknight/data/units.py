"""Unit cards: level, cost, armor, recruiting sites, resistances and abilities."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.map import Site
from bot.games.mageknight.data.reader import EXPANSIONS, MISSING, RESISTANCES, Meta, check_top, records


@dataclass(frozen=True)
class Unit(Meta):
    id: str
    name: str
    tier: str
    level: int
    cost: int
    armor: int
    copies: int
    recruit: tuple[str, ...]
    resistances: tuple[str, ...]
    abilities: tuple[str, ...]
    expansion: str
    note: str = ""


def read_units(doc: dict[str, Any], sites: dict[str, Site]) -> tuple[dict[str, Unit], tuple[str, ...]]:
    f = "units.toml"
    gaps = check_top(f, doc, {"unit"})
    out: dict[str, Unit] = {}
    for r in records(f, doc, "unit", "unit", array=True):
        recruit = r.texts("recruit", tuple(sites), default=MISSING)
        if not recruit:
            raise r.err("recruit", "list at least one site")
        out[r.rid] = Unit(
            r.rid,
            r.text("name"),
            r.text("tier", choices=("regular", "elite")),
            r.integer("level", low=1),
            r.integer("cost", low=0),
            r.integer("armor", low=1),
            r.integer("copies", low=1),
            recruit,
            r.texts("resistances", RESISTANCES),
            r.texts("abilities"),
            r.text("expansion", choices=EXPANSIONS),
            r.text("note", ""),
            **r.meta(),
        )
        r.done()
    return out, gaps
