"""Map locations (field types) and the 20 map tiles with their 7 fields.

A tile's ``fields[0]`` is its centre, ``fields[1:]`` the ring clockwise from the top (H-DATA-TILE-LAYOUT).
Each tile kind holds fields of its own difficulty range (:data:`TILE_DIFFICULTY`, rulebook §6.5).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.records import Meta, Reader
from bot.games.homm3.data.common import FACTIONS, RESOURCES, Cost, cost

CATEGORIES = ("visitable", "flaggable", "revisitable", "none")
TILE_KINDS = ("starting", "far", "near", "centre")
TERRAINS = ("dirt", "grass", "subterranean")
TILE_DIFFICULTY = {"starting": (1, 1), "far": (2, 3), "near": (4, 5), "centre": (6, 7)}
FIELDS_PER_TILE = 7


@dataclass(frozen=True)
class Location(Meta):
    id: str
    name: str
    category: str
    effect: str
    gain: Cost = Cost()
    pay: Cost = Cost()
    exp: int = 0


@dataclass(frozen=True)
class Field:
    location: str
    difficulty: int = 0  # 0: no neutral guard; 1-7: the Roman numeral
    dice: int = 0
    resource: str | None = None
    faction: str | None = None


@dataclass(frozen=True)
class Tile(Meta):
    id: str
    kind: str
    terrain: str
    fields: tuple[Field, ...]


def read_location(r: Reader) -> Location:
    return Location(
        id=r.rid,
        name=r.text("name"),
        category=r.text("category", choices=CATEGORIES),
        effect=r.text("effect"),
        gain=cost(r, "gain", required=False),
        pay=cost(r, "pay", required=False),
        exp=r.integer("exp", 0, low=0),
        **r.meta(),
    )


def _field(f: Reader, kind: str) -> Field:
    low, high = TILE_DIFFICULTY[kind]
    difficulty = f.integer("difficulty", 0)
    if difficulty and not low <= difficulty <= high:
        raise f.err("difficulty", f"a {kind} tile's fields are of difficulty {low}-{high}, not {difficulty}")
    out = Field(
        location=f.text("location"),
        difficulty=difficulty,
        dice=f.integer("dice", 0, low=0),
        resource=f.text("resource", None, choices=RESOURCES),
        faction=f.text("faction", None, choices=FACTIONS),
    )
    f.done()
    return out


def read_tile(r: Reader) -> Tile:
    kind = r.text("kind", choices=TILE_KINDS)
    items = r.items("fields", empty="a tile has 7 fields")
    if len(items) != FIELDS_PER_TILE:
        raise r.err("fields", f"a tile has {FIELDS_PER_TILE} fields, got {len(items)}")
    return Tile(
        id=r.rid,
        kind=kind,
        terrain=r.text("terrain", choices=TERRAINS),
        fields=tuple(_field(f, kind) for f in items),
        **r.meta(),
    )
