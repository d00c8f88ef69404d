"""Scenarios (``data/homm3/scenarios.toml``): the format a group can enter its Mission Book scenarios in,
read strictly (errors name the file, the scenario and the field). The file's header documents the format.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from bot.engine.records import DataError, Reader, read_toml
from bot.games.homm3.data import Homm3Data, load
from bot.games.homm3.data.bundle import DEFAULT_DIR
from bot.games.homm3.data.common import FACTIONS, RESOURCES

MODES = ("clash", "cooperative", "solo")
SLOT_KINDS = ("start", "near", "centre", "far")
TILE_KINDS = {"start": "starting", "near": "near", "centre": "centre", "far": "far"}
BUILDING_KINDS = ("city_hall", "citadel", "mage_guild", "dwelling1", "dwelling2", "dwelling3")
VICTORIES = ("conquest", "cubes", "grail", "guardians", "level")
FILE = "scenarios.toml"


@dataclass(frozen=True)
class SlotSpec:
    a: int
    b: int
    kind: str
    seat: int | None = None
    tile: str | None = None


@dataclass(frozen=True)
class Event:
    round: int
    text: str
    gain: dict[str, int]


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    ours: bool
    mode: str
    players: tuple[int, ...]
    rounds: int
    description: str
    resources: dict[str, int]
    income: dict[str, int]
    buildings: tuple[str, ...]
    units: dict[str, tuple[str, ...]]
    far_tiles: int
    victory: tuple[str, ...]
    events: tuple[Event, ...]
    maps: dict[int, tuple[SlotSpec, ...]] = field(default_factory=dict)


def _amounts(r: Reader, key: str) -> dict[str, int]:
    s = r.sub(key, r.get(key, dict))
    out = {res: s.integer(res, 0, low=0) for res in RESOURCES}
    s.done()
    return out


def _slot(s: Reader, players: int, data: Homm3Data) -> SlotSpec:
    kind = s.text("kind", choices=SLOT_KINDS)
    seat = s.integer("seat", None, low=0)
    tile = s.text("tile", None)
    if (kind == "start") != (seat is not None):
        raise s.err("seat", "a start slot names its player's seat, and only a start slot does")
    if seat is not None and seat >= players:
        raise s.err("seat", f"seat {seat} in a game of {players}")
    if tile is not None and (tile not in data.tiles or data.tiles[tile].kind != TILE_KINDS[kind]):
        raise s.err("tile", f"{tile!r} is not a {TILE_KINDS[kind]} tile of tiles.toml")
    out = SlotSpec(s.integer("a"), s.integer("b"), kind, seat, tile)
    s.done()
    return out


def _victory(r: Reader) -> tuple[str, ...]:
    out = r.texts("victory")
    if not out:
        raise r.err("victory", "name at least one victory condition")
    for i, v in enumerate(out):
        head, _, n = v.partition(":")
        if head not in VICTORIES or (head in ("cubes", "level")) != n.isdigit():
            raise r.err(
                f"victory[{i}]", f"unknown condition {v!r} (conquest, cubes:N, grail, guardians, level:N)"
            )
    return out


def read_scenario(r: Reader, data: Homm3Data) -> Scenario:
    players = r.integers("players")
    if not players or any(p not in (1, 2, 3) for p in players):
        raise r.err("players", "player counts are 1-3 with the base box")
    units: dict[str, tuple[str, ...]] = {}
    us = r.sub("units", r.get("units", dict))
    for faction in FACTIONS:
        ids = us.texts(faction, default=())
        for i, u in enumerate(ids):
            unit = data.units.get(u.rstrip("+"))
            if unit is None or unit.faction != faction:
                raise us.err(f"{faction}[{i}]", f"{u!r} is not a {faction} unit of units.toml")
        if not ids:
            raise us.err(faction, "every faction needs starting units")
        units[faction] = ids
    us.done()
    buildings = r.texts("buildings")
    for i, b in enumerate(buildings):
        if b not in BUILDING_KINDS and b not in data.buildings:
            raise r.err(f"buildings[{i}]", f"{b!r} is neither a building kind nor a building id")
    maps: dict[int, tuple[SlotSpec, ...]] = {}
    ms = r.sub("map", r.get("map", dict))
    for p in players:
        slots = tuple(_slot(s, p, data) for s in ms.items(str(p), empty=f"no map for {p} player(s)"))
        starts = sorted(s.seat for s in slots if s.seat is not None)
        if starts != list(range(p)):
            raise ms.err(str(p), f"needs one start slot per seat 0-{p - 1}")
        if len({(s.a, s.b) for s in slots}) != len(slots):
            raise ms.err(str(p), "two slots at one place")
        maps[p] = slots
    ms.done()
    events = []
    for e in r.items("events"):
        gain = {res: e.integer(res, 0, low=0) for res in RESOURCES}
        events.append(Event(e.integer("round", low=1), e.text("text"), gain))
        e.done()
    mode = r.text("mode", choices=MODES)
    if mode == "solo" and players != (1,):
        raise r.err("players", "a solo scenario is for 1 player")
    return Scenario(
        id=r.rid,
        name=r.text("name"),
        ours=r.flag("ours"),
        mode=mode,
        players=players,
        rounds=r.integer("rounds", low=1),
        description=r.text("description"),
        resources=_amounts(r, "resources"),
        income=_amounts(r, "income"),
        buildings=buildings,
        units=units,
        far_tiles=r.integer("far_tiles", low=0),
        victory=_victory(r),
        events=tuple(events),
        maps=maps,
    )


def parse(path: Path, data: Homm3Data) -> dict[str, Scenario]:
    doc = read_toml(path)
    unknown = sorted(set(doc) - {"scenario", "provenance"})
    if unknown:
        raise DataError(f"{FILE}: unknown top-level key {unknown[0]!r}")
    out: dict[str, Scenario] = {}
    for r in Reader.records(FILE, doc, "scenario", "scenario", array=True):
        out[r.rid] = read_scenario(r, data)
        r.done()
    return out


@functools.cache
def scenarios() -> dict[str, Scenario]:
    """The scenarios of ``data/homm3/scenarios.toml`` (read and validated once)."""
    return parse(DEFAULT_DIR / FILE, load())
