"""What every HoMM3 data file shares: the vocabularies (factions, tiers, resources), costs, and reading one
section of records with the "our choice" entries checked against the rulings' id form."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from bot.engine.records import Meta, Reader, records

FACTIONS = ("castle", "necropolis", "dungeon")
TIERS = ("bronze", "silver", "gold", "azure")
UNIT_TYPES = ("ground", "flying", "ranged")
RESOURCES = ("gold", "building_materials", "valuables")
TIMINGS = ("instant", "activation", "map", "ongoing")
# An "ours" entry names a field and the ruling in docs/rulings.md that chose its value.
RULING_ID = re.compile(r"H-[A-Z0-9]+(?:-[A-Z0-9]+)*")

R = TypeVar("R", bound=Meta)


@dataclass(frozen=True)
class Cost:
    """An amount of resources (a price or a gain)."""

    gold: int = 0
    building_materials: int = 0
    valuables: int = 0

    def __str__(self) -> str:
        parts = [(self.gold, "gold"), (self.building_materials, "bm"), (self.valuables, "v")]
        return " + ".join(f"{n} {k}" for n, k in parts if n) or "nothing"


def cost(r: Reader, key: str, required: bool = True) -> Cost:
    """A table of resources (``{ gold = 3, valuables = 1 }``); every amount a whole number ≥ 0; an
    optional one may be left out (nothing)."""
    raw = r.get(key, dict) if required else r.get(key, dict, {})
    s = r.sub(key, raw)
    out = Cost(**{res: s.integer(res, 0, low=0) for res in RESOURCES})
    s.done()
    return out


def ruling_ids(meta: Meta) -> tuple[str, ...]:
    """The ruling ids named by a record's ``ours`` entries."""
    return tuple(entry.partition(":")[2].strip() for entry in meta.ours)


def read_section(
    file: str, doc: dict[str, Any], key: str, label: str, build: Callable[[Reader], R]
) -> dict[str, R]:
    """The records of ``[[key]]`` in ``doc``, built by ``build``; every field must be used and every
    ``ours`` entry must name a ruling (``"field: H-…"``)."""
    out: dict[str, R] = {}
    for r in records(file, doc, key, label, array=True):
        rec = build(r)
        r.done()
        for i, why in enumerate(ruling_ids(rec)):
            if not RULING_ID.fullmatch(why):
                raise r.err(f"ours[{i}]", f"expected '<field>: H-<RULING-ID>', got {rec.ours[i]!r}")
        out[r.rid] = rec
    return out
