"""The map components: terrains and their Move costs, sites, rampaging enemies and map tiles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine.hexes import DIRECTION_NAMES, DIRECTIONS
from bot.games.mageknight.data.reader import (
    EXPANSIONS,
    MISSING,
    Meta,
    Reader,
    check_top,
    records,
)
from bot.games.mageknight.data.sites import Rampaging, Site
from bot.games.mageknight.effects import BASIC_COLOURS

TILE_KINDS = ("start", "countryside", "core")
HEX_ORDER = ("C", "NE", "E", "SE", "SW", "W", "NW")
#: Local axial offset of each hex of a tile, in ``HEX_ORDER`` (the centre, then its neighbours).
_LOCAL = ((0, 0), *DIRECTIONS)
_OPPOSITE = {d: DIRECTION_NAMES[(i + 3) % 6] for i, d in enumerate(DIRECTION_NAMES)}


@dataclass(frozen=True)
class Terrain(Meta):
    id: str
    name: str
    passable: bool
    day: int | None
    night: int | None

    def cost(self, night: bool) -> int | None:
        """Move cost to enter, or None when impassable."""
        return self.night if night else self.day


@dataclass(frozen=True)
class TileHex:
    terrain: str
    site: str | None = None
    mine: tuple[str, ...] = ()
    rampaging: str | None = None
    #: Edges of this hex that carry a wall (Lost Legion), as directions NE, E, SE, SW, W, NW. A wall
    #: between two hexes of the same tile is listed on both; one on the tile's rim only on this hex.
    walls: tuple[str, ...] = ()


@dataclass(frozen=True)
class Tile(Meta):
    id: str
    kind: str
    city: str | None
    expansion: str
    hexes: tuple[TileHex, ...]
    # A start tile: the lattice slots of the tiles laid at set-up, in order (docs/rulings.md R-MAP).
    setup_slots: tuple[tuple[int, int], ...] = ()

    def wall_between(self, a: str, b: str) -> bool:
        """Whether a wall separates the hexes ``a`` and ``b`` of this tile (positions from HEX_ORDER)."""
        i, j = HEX_ORDER.index(a), HEX_ORDER.index(b)
        step = (_LOCAL[j][0] - _LOCAL[i][0], _LOCAL[j][1] - _LOCAL[i][1])
        if step not in DIRECTIONS:
            raise ValueError(f"{a} and {b} are not adjacent")
        return DIRECTION_NAMES[DIRECTIONS.index(step)] in self.hexes[i].walls

    def wall_edges(self) -> list[tuple[str, str]]:
        """Every walled edge of the tile once, as (hex, direction) from the first hex in HEX_ORDER."""
        out: list[tuple[str, str]] = []
        for i, h in enumerate(self.hexes):
            for d in h.walls:
                j = _neighbour_index(i, d)
                if j is None or j > i:
                    out.append((HEX_ORDER[i], d))
        return out


def read_terrains(doc: dict[str, Any]) -> tuple[dict[str, Terrain], tuple[str, ...]]:
    """The terrains and their Move costs (a site's own fixed cost, e.g. a city's 2, is in sites.toml)."""
    f = "terrain.toml"
    gaps = check_top(f, doc, {"terrain"})
    out: dict[str, Terrain] = {}
    for r in records(f, doc, "terrain", "terrain", array=False):
        passable = r.flag("passable", True)
        day = r.integer("day", None if not passable else MISSING, low=0)
        night = r.integer("night", None if not passable else MISSING, low=0)
        if not passable and (day is not None or night is not None):
            raise r.err("day" if day is not None else "night", "an impassable terrain has no cost")
        out[r.rid] = Terrain(r.rid, r.text("name"), passable, day, night, **r.meta())
        r.done()
    return out, gaps


def read_tiles(
    doc: dict[str, Any], terrains: dict[str, Terrain], sites: dict[str, Site], rampaging: dict[str, Rampaging]
) -> tuple[dict[str, Tile], tuple[str, ...]]:
    f = "tiles.toml"
    gaps = check_top(f, doc, {"tile"})
    out: dict[str, Tile] = {}
    for r in records(f, doc, "tile", "tile", array=True):
        kind = r.text("kind", choices=TILE_KINDS)
        city = r.text("city", None, BASIC_COLOURS)
        if city is not None and kind != "core":
            raise r.err("city", "only core tiles carry a city")
        raw_hexes = r.get("hexes", list)
        if len(raw_hexes) != len(HEX_ORDER):
            raise r.err(
                "hexes", f"a tile has {len(HEX_ORDER)} hexes ({', '.join(HEX_ORDER)}), got {len(raw_hexes)}"
            )
        hexes = tuple(
            _hex(r.sub(f"hexes[{i}]", h), terrains, sites, rampaging) for i, h in enumerate(raw_hexes)
        )
        if city is not None and hexes[0].site != "city":
            raise r.err("hexes[0].site", "a city tile has the city in its centre")
        _check_walls(r, hexes)
        slots = []
        for i, raw in enumerate(r.get("setup_slots", list, [])):
            if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
                raise r.err(f"setup_slots[{i}]", "a lattice slot is [a, b] (two whole numbers)")
            slots.append((raw[0], raw[1]))
        if (kind == "start") != bool(slots):
            raise r.err("setup_slots", "start tiles (and only they) list the slots of the set-up tiles")
        out[r.rid] = Tile(
            r.rid, kind, city, r.text("expansion", choices=EXPANSIONS), hexes, tuple(slots), **r.meta()
        )
        r.done()
    return out, gaps


def _hex(
    h: Reader, terrains: dict[str, Terrain], sites: dict[str, Site], rampaging: dict[str, Rampaging]
) -> TileHex:
    terrain = h.text("terrain")
    if terrain not in terrains:
        raise h.err("terrain", f"unknown terrain {terrain!r}")
    site = h.text("site", None)
    if site is not None and site not in sites:
        raise h.err("site", f"unknown site {site!r}")
    ramp = h.text("rampaging", None)
    if ramp is not None and ramp not in rampaging:
        raise h.err("rampaging", f"unknown rampaging enemy {ramp!r}")
    if ramp is not None and site is not None:
        raise h.err("rampaging", "a hex with rampaging enemies has no site")
    mine = h.texts("mine", BASIC_COLOURS)
    if bool(mine) != (site in ("crystal_mine", "deep_mine")):
        raise h.err("mine", "mine colours go with (and only with) a crystal_mine or deep_mine site")
    if site == "crystal_mine" and len(mine) != 1:
        raise h.err("mine", "a crystal mine has exactly one colour")
    if len(set(mine)) != len(mine):
        raise h.err("mine", "a colour is listed twice")
    walls = h.texts("walls", DIRECTION_NAMES)
    if len(set(walls)) != len(walls):
        raise h.err("walls", "an edge is listed twice")
    h.done()
    return TileHex(terrain, site, mine, ramp, walls)


def _neighbour_index(i: int, direction: str) -> int | None:
    """The index (in HEX_ORDER) of the hex beside hex ``i`` across edge ``direction``; None off the tile."""
    dq, dr = DIRECTIONS[DIRECTION_NAMES.index(direction)]
    target = (_LOCAL[i][0] + dq, _LOCAL[i][1] + dr)
    return _LOCAL.index(target) if target in _LOCAL else None


def _check_walls(r: Reader, hexes: tuple[TileHex, ...]) -> None:
    """A wall between two hexes of the same tile must be listed on both of them (mirrored edges)."""
    for i, h in enumerate(hexes):
        for d in h.walls:
            j = _neighbour_index(i, d)
            if j is not None and _OPPOSITE[d] not in hexes[j].walls:
                raise r.err(
                    f"hexes[{i}].walls",
                    f"the wall on the {d} edge of {HEX_ORDER[i]} borders {HEX_ORDER[j]}, "
                    f"so hexes[{j}] ({HEX_ORDER[j]}) must list {_OPPOSITE[d]}",
                )
