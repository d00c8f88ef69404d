"""Scenario set-up numbers by player count."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.games.mageknight.data.map import Site, Tile
from bot.games.mageknight.data.reader import EXPANSIONS, Meta, Reader, check_top, records
from bot.games.mageknight.effects import BASIC_COLOURS

MAP_SHAPES = ("wedge", "open", "open_4", "open_3", "predefined")
TYPES = ("slightly_competitive", "competitive", "very_competitive", "solo", "cooperative")
ENDS = (
    "city_revealed",
    "all_cities_conquered",
    "all_mines_liberated",
    "all_dungeons_conquered",
    "rounds",
    "volkare_defeated",
    "leaders_defeated",
    "cemeteries_and_leader",
    "relics_collected",
)
# How tactics are handled (UE digest §8.4-8.5, LL digest §5.1, §7.7): normal; solo_remove_both (you pick
# first, the Dummy a random one, both leave the game each round); coop_dummy_first_remove_one (the Dummy
# takes a random one first; players remove one used by a player each round); coop_dummy_first (same, none
# removed); volkare_solo (you pick, Volkare a random one, only yours is removed); volkare_coop (players
# pick, Volkare a random one, none removed).
TACTIC_RULES = (
    "normal",
    "solo_remove_both",
    "coop_dummy_first_remove_one",
    "coop_dummy_first",
    "volkare_solo",
    "volkare_coop",
)
LEADERS = ("spirit_of_tezla", "dark_tezla")
COMBAT_LEVELS = ("daring", "heroic", "legendary")
PACE_LEVELS = ("fair", "tight", "thrilling")
# Named scoring constants (Fame points) a scenario adds to the standard Achievements.
SCORE_KEYS = (
    "per_city_led",
    "per_city_shield",
    "city_conqueror_title",
    "per_city_conquered",
    "all_cities_conquered",
    "every_player_leads_a_city",
    "per_unused_round",
    "per_dummy_card",
    "end_not_announced",
    "per_countryside_mine",
    "per_core_mine",
    "liberator_title",
    "per_dungeon_or_tomb",
    "dungeon_crawler_title",
    "per_keep_vp",
    "per_tower_vp",
    "city_conquered",
    "volkare_defeated_daring",
    "volkare_defeated_heroic",
    "volkare_defeated_legendary",
    "per_volkare_card_left",
    "per_leader",
    "both_leaders",
    "faction_enemy_title",
    "every_player_shield_on_a_leader",
    "every_player_shields_on_both_leaders",
    "per_cemetery",
    "leader_defeated",
    "all_done",
    "every_player_shield_on_leader",
    "per_relic",
    "every_player_a_relic",
    "all_relics",
    "relic_holder",
    "relic_hunter_title",
)


@dataclass(frozen=True)
class Difficulty:
    """A Volkare scenario's combat level (city and Volkare levels) or pace level (wounds, cowardly units)."""

    city_level: dict[int, int] = field(default_factory=dict)
    volkare_level: dict[int, int] = field(default_factory=dict)
    volkare_wounds: int | None = None
    cowardly_units: dict[int, int] = field(default_factory=dict)
    score_percent: int | None = None  # the pace's scoring multiplier, in percent (x1.5 = 150)


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
    expansion: str = "base"
    summary: str = ""
    tactics_rule: dict[int, str] = field(default_factory=dict)  # per player count
    friendly_colours: tuple[str, ...] = ()
    extra_tiles: tuple[str, ...] = ()  # placed at set-up besides the start tile (e.g. Volkare's Camp)
    city_at_bottom: bool = False  # the city tile(s) go to the bottom of the tile stack
    glades: dict[int, int] = field(default_factory=dict)  # exact number of countryside tiles with a glade
    volkare: bool = False  # Volkare replaces the Dummy and counts as a player (dice and offer + 3)
    leaders: tuple[str, ...] = ()
    leader_level: dict[int, int] = field(default_factory=dict)
    combat_levels: dict[str, Difficulty] = field(default_factory=dict)
    pace_levels: dict[str, Difficulty] = field(default_factory=dict)
    start_level: int = 1
    score: dict[str, int] = field(default_factory=dict)

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
            r.text("type", choices=TYPES),
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
            r.text("end", choices=ENDS),
            r.text("expansion", "base", EXPANSIONS),
            r.text("summary", ""),
            _tactics_rule(r, players),
            r.texts("friendly_colours", BASIC_COLOURS),
            r.texts("extra_tiles", tuple(tiles)),
            r.flag("city_at_bottom", False),
            r.per_players("glades", players, int, {}),
            r.flag("volkare", False),
            r.texts("leaders", LEADERS),
            r.per_players("leader_level", players, int, {}),
            _levels(r, "combat_levels", COMBAT_LEVELS, players),
            _levels(r, "pace_levels", PACE_LEVELS, players),
            r.integer("start_level", 1, low=1),
            _score(r),
            **r.meta(),
        )
        r.done()
    return out


def _levels(r: Reader, key: str, names: tuple[str, ...], players: tuple[int, ...]) -> dict[str, Difficulty]:
    raw = r.get(key, dict, {})
    out: dict[str, Difficulty] = {}
    for name, sub in raw.items():
        if name not in names:
            raise r.err(f"{key}.{name}", f"unknown level (expected one of {', '.join(names)})")
        s = r.sub(f"{key}.{name}", sub)
        out[name] = Difficulty(
            s.per_players("city_level", players, int, {}),
            s.per_players("volkare_level", players, int, {}),
            s.integer("volkare_wounds", None, low=0),
            s.per_players("cowardly_units", players, int, {}),
            s.integer("score_percent", None, low=1),
        )
        s.done()
    if raw and sorted(out) != sorted(names):
        raise r.err(key, f"need all of {', '.join(names)}")
    return out


def _score(r: Reader) -> dict[str, int]:
    raw = r.get("score", dict, {})
    s = r.sub("score", raw)
    out: dict[str, int] = {}
    for k in raw:
        if k not in SCORE_KEYS:
            raise s.err(k, "unknown scoring constant")
        out[k] = s.integer(k)
    s.done()
    return out


def _tactics_rule(r: Reader, players: tuple[int, ...]) -> dict[int, str]:
    out = r.per_players("tactics_rule", players, str, "normal")
    for p, rule in out.items():
        if rule not in TACTIC_RULES:
            raise r.err(
                f"tactics_rule.{p}", f"unknown value {rule!r} (expected one of {', '.join(TACTIC_RULES)})"
            )
    return out
