"""Ancient Ruins tokens (yellow, hexagonal): altars (pay mana for Fame) and enemy sets with rewards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.reader import ENEMY_COLOURS, EXPANSIONS, Meta, check_top, records

RUINS_KINDS = ("altar", "enemies")


@dataclass(frozen=True)
class RuinsToken(Meta):
    id: str
    name: str
    kind: str
    expansion: str
    count: int
    enemies: tuple[str, ...]
    cost: dict[str, Any]
    reward: dict[str, Any]


def read_ruins(doc: dict[str, Any]) -> tuple[dict[str, RuinsToken], tuple[str, ...]]:
    f = "ruins.toml"
    gaps = check_top(f, doc, {"ruins"})
    out: dict[str, RuinsToken] = {}
    for r in records(f, doc, "ruins", "ruins token", array=True):
        kind = r.text("kind", choices=RUINS_KINDS)
        enemies = r.texts("enemies", ENEMY_COLOURS)
        cost = r.effect("cost", {})
        if kind == "altar" and (enemies or not cost):
            raise r.err("cost", "an altar has a mana cost and no enemies")
        if kind == "enemies" and (cost or not enemies):
            raise r.err("enemies", "an enemy token lists its enemy colours and has no cost")
        out[r.rid] = RuinsToken(
            r.rid,
            r.text("name"),
            kind,
            r.text("expansion", "base", EXPANSIONS),
            r.integer("count", 1, low=1),
            enemies,
            cost,
            r.effect("reward"),
            **r.meta(),
        )
        r.done()
    return out, gaps
