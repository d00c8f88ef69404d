"""Scenario set-up numbers by player count."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.map import Site, Tile
from bot.games.mageknight.data.reader import Meta, check_top, records
from bot.games.mageknight.effects import BASIC_COLOURS

MAP_SHAPES = ("wedge", "open", "open_4", "open_3", "predefined")


@dataclass(frozen=True)
class Scenario(Meta):
    id: str
    name: str
    type: str
    players: tuple[int, ...]
    rounds: int
    rounds_solo: int | None
    rounds_by_players: dict[int, int]
    start_tile: str
    map_shape: dict[int, str]
    countryside: dict[int, int]
    countryside_sorted: bool
    countryside_prefer: tuple[str, ...]
    core_city: dict[int, int]
    core_noncity: dict[int, int]
    core_prefer: tuple[str, ...]
    required_tiles: tuple[str, ...]
    city_colours: tuple[str, ...]
    city_level: int | None
    city_levels: dict[int, tuple[int, ...]]
    cities_enterable: bool
    friendly_city: bool
    fame_per_tile: int
    elite_units: bool
    no_city_units: bool
    pvp: bool
    dummy: bool
    remove_interactive: bool
    fame_start: int
    extra_fame_per_row: int
    reputation_start: int
    source_dice_extra: int
    unit_offer_extra: int
    end: str

    def rounds_for(self, players: int) -> int:
        if players in self.rounds_by_players:
            return self.rounds_by_players[players]
        if players == 1 and self.rounds_solo is not None:
            return self.rounds_solo
        return self.rounds

    def city_level_for(self, players: int, index: int) -> int | None:
        """Level of the ``index``-th revealed city (0-based) for this player count."""
        levels = self.city_levels.get(players)
        if levels:
            return levels[min(index, len(levels) - 1)]
        return self.city_level


def read_scenarios(
    doc: dict[str, Any], tiles: dict[str, Tile], sites: dict[str, Site]
) -> dict[str, Scenario]:
    f = "scenarios.toml"
    check_top(f, doc, {"scenario"})
    out: dict[str, Scenario] = {}
    for r in records(f, doc, "scenario", "scenario", array=False):
        lo, hi = r.integer("players_min", low=1), r.integer("players_max", low=1)
        allowed = r.integers("players_allowed", ())
        players = allowed or tuple(range(lo, hi + 1))
        if not players or any(not lo <= p <= hi for p in players):
            raise r.err("players_allowed", f"player counts must lie in {lo}..{hi}")
        start = r.text("start_tile")
        if start not in tiles or tiles[start].kind != "start":
            raise r.err("start_tile", f"unknown start tile {start!r}")
        shapes = r.per_players("map_shape", players, str)
        for p, shape in shapes.items():
            if shape not in MAP_SHAPES:
                raise r.err(f"map_shape.{p}", f"unknown map shape {shape!r}")
        required = r.texts("required_tiles", tuple(tiles))
        city_levels: dict[int, tuple[int, ...]] = {}
        for p, levels in r.per_players("city_levels", players, list, {}).items():
            if not levels or not all(isinstance(v, int) and not isinstance(v, bool) for v in levels):
                raise r.err(f"city_levels.{p}", "expected a non-empty array of whole numbers")
            city_levels[p] = tuple(levels)
        core_city = r.per_players("core_city", players, int)
        for p, levels in city_levels.items():
            if len(levels) != core_city[p]:
                raise r.err(f"city_levels.{p}", f"{len(levels)} levels for {core_city[p]} city tiles")
        out[r.rid] = Scenario(
            r.rid,
            r.text("name"),
            r.text("type"),
            players,
            r.integer("rounds", low=1),
            r.integer("rounds_solo", None, low=1),
            r.per_players("rounds_by_players", players, int, {}),
            start,
            shapes,
            r.per_players("countryside", players, int),
            r.flag("countryside_sorted", False),
            r.texts("countryside_prefer", tuple(sites)),
            core_city,
            r.per_players("core_noncity", players, int),
            r.texts("core_prefer", tuple(sites)),
            required,
            r.texts("city_colours", BASIC_COLOURS),
            r.integer("city_level", None, low=0),
            city_levels,
            r.flag("cities_enterable", True),
            r.flag("friendly_city", False),
            r.integer("fame_per_tile", 0),
            r.flag("elite_units", True),
            r.flag("no_city_units", False),
            r.flag("pvp", True),
            r.flag("dummy", False),
            r.flag("remove_interactive", False),
            r.integer("fame_start", 0),
            r.integer("extra_fame_per_row", 0),
            r.integer("reputation_start", 0),
            r.integer("source_dice_extra", 2),
            r.integer("unit_offer_extra", 2),
            r.text("end"),
            **r.meta(),
        )
        r.done()
    return out
