"""Load and validate the Mage Knight component data in ``data/mageknight/*.toml``.

Every record carries ``provenance``, ``verified``, ``disputed`` and ``gaps`` (see the data files).
Any malformed value raises :class:`DataError` naming the file, the record and the field.
"""

from __future__ import annotations

import functools
import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games.mageknight.effects import BASIC_COLOURS, ELEMENTS

DEFAULT_DIR = Path(__file__).resolve().parents[3] / "data" / "mageknight"
ENV_VAR = "MK_DATA_DIR"

ENEMY_COLOURS = ("green", "grey", "brown", "violet", "red", "white")
RESISTANCES = ("physical", "fire", "ice")
ENEMY_ABILITIES = (
    "fortified",
    "unfortified",
    "swift",
    "brutal",
    "poison",
    "paralyze",
    "assassination",
    "cumbersome",
    "vampiric",
    "elusive",
    "arcane_immunity",
    "defend",
)
EXPANSIONS = ("base", "lost_legion", "krang", "shades_of_tezla")
TILE_KINDS = ("start", "countryside", "core")
SITE_KINDS = ("inhabited", "fortified", "adventure", "rampaging", "other")
FACES = ("down", "up", "day_up")
MAP_SHAPES = ("wedge", "open", "open_4", "open_3", "predefined")
HEX_ORDER = ("C", "NE", "E", "SE", "SW", "W", "NW")
DECK_SIZE = 16


class DataError(Exception):
    """A data file is malformed; the message names the file, the record and the field."""


@dataclass(frozen=True, kw_only=True)
class Meta:
    """Where a record's facts come from and how sure we are (every record has these)."""

    provenance: str = ""
    verified: bool = False
    disputed: tuple[str, ...] = ()
    gaps: tuple[str, ...] = ()


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


@dataclass(frozen=True)
class Tile(Meta):
    id: str
    kind: str
    city: str | None
    expansion: str
    hexes: tuple[TileHex, ...]


@dataclass(frozen=True)
class Attack:
    value: int = 0
    element: str | None = "physical"
    summon: int = 0


@dataclass(frozen=True)
class Enemy(Meta):
    id: str
    name: str
    colour: str
    count: int
    armor: int
    elusive_armor: int
    attacks: tuple[Attack, ...]
    fame: int
    reputation: int
    resistances: tuple[str, ...]
    abilities: tuple[str, ...]
    expansion: str = "base"


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


@dataclass(frozen=True)
class Tactic(Meta):
    id: str
    name: str
    time: str
    number: int
    summary: str


@dataclass(frozen=True)
class Reveal:
    colour: str
    count: int
    face: str


@dataclass(frozen=True)
class Site(Meta):
    id: str
    name: str
    kind: str
    fortified: bool
    reveal: Reveal | None
    enter: Reveal | None
    summary: str
    reward: str = ""
    no_units: bool = False
    night_rules: bool = False
    expansion: str = "base"


@dataclass(frozen=True)
class Rampaging(Meta):
    id: str
    name: str
    colour: str
    face: str
    reputation: int


@dataclass(frozen=True)
class LevelToken(Meta):
    levels: tuple[int, ...]
    armor: int
    hand_limit: int


@dataclass(frozen=True)
class Levels(Meta):
    fame_thresholds: tuple[int, ...]
    tokens: tuple[LevelToken, ...]
    command_tokens_start: int
    command_token_levels: tuple[int, ...]
    skill_levels: tuple[int, ...]
    rep_min: int
    rep_max: int
    rep_modifiers: dict[int, int]
    rep_x_spaces: tuple[int, ...]
    crystal_cap: int
    fame_track_spaces: int = 120
    rep_meta: Meta = field(default_factory=Meta)

    @property
    def max_level(self) -> int:
        return len(self.fame_thresholds)

    def level_for_fame(self, fame: int) -> int:
        """The level a hero with this much Fame has (negative Fame is still level 1)."""
        return max(1, sum(1 for t in self.fame_thresholds if fame >= t))

    def token(self, level: int) -> LevelToken:
        for tok in self.tokens:
            if level in tok.levels:
                return tok
        raise ValueError(f"no level token covers level {level}")

    def armor(self, level: int) -> int:
        return self.token(level).armor

    def hand_limit(self, level: int) -> int:
        return self.token(level).hand_limit

    def command_tokens(self, level: int) -> int:
        return self.command_tokens_start + sum(1 for lv in self.command_token_levels if level >= lv)

    def influence_modifier(self, reputation: int) -> int | None:
        """Influence bonus at a Reputation position; None on an X space (no interaction)."""
        rep = min(self.rep_max, max(self.rep_min, reputation))
        if rep in self.rep_x_spaces:
            return None
        return self.rep_modifiers[rep]


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


@dataclass(frozen=True)
class Hero(Meta):
    id: str
    name: str
    colour: str
    expansion: str
    dummy_dots: tuple[str, ...]
    unique: dict[str, str]
    skills: tuple[str, ...]


@dataclass(frozen=True)
class Card(Meta):
    id: str
    name: str
    kind: str
    colour: str
    copies: int
    hero: str | None
    replaces: str | None
    basic: dict[str, Any]
    powered: dict[str, Any]
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MageKnightData:
    terrains: dict[str, Terrain]
    city_move_cost: int
    tiles: dict[str, Tile]
    enemies: dict[str, Enemy]
    units: dict[str, Unit]
    tactics: dict[str, Tactic]
    sites: dict[str, Site]
    rampaging: dict[str, Rampaging]
    levels: Levels
    scenarios: dict[str, Scenario]
    heroes: dict[str, Hero]
    cards: dict[str, Card]
    file_gaps: dict[str, tuple[str, ...]] = field(default_factory=dict)
    source_dir: Path = DEFAULT_DIR

    def enemies_of_colour(self, colour: str) -> list[Enemy]:
        return [e for e in self.enemies.values() if e.colour == colour]

    def tactics_for(self, time: str) -> list[Tactic]:
        return sorted((t for t in self.tactics.values() if t.time == time), key=lambda t: t.number)

    def deck_for(self, hero_id: str) -> list[str]:
        """The hero's starting deck: basic cards by copies, one copy of each swapped card replaced."""
        hero = self.heroes[hero_id]
        deck = [
            c.id for c in self.cards.values() if c.kind == "basic" and c.hero is None for _ in range(c.copies)
        ]
        for basic_id, unique_id in hero.unique.items():
            deck[deck.index(basic_id)] = unique_id
        return deck


# ----------------------------------------------------------------------------------- the reader
_MISSING: Any = object()


class _R:
    """A record being read: typed getters whose errors name file, record and field."""

    def __init__(self, file: str, record: str, raw: Any, prefix: str = "") -> None:
        self.file, self.record, self.prefix = file, record, prefix
        if not isinstance(raw, dict):
            raise DataError(f"{file}: {record}: {prefix.rstrip('.') or 'record'}: must be a table")
        self.raw: dict[str, Any] = raw
        self.used: set[str] = set()
        self.rid = ""

    def err(self, key: str, msg: str) -> DataError:
        return DataError(f"{self.file}: {self.record}: {self.prefix}{key}: {msg}")

    def get(self, key: str, kinds: type | tuple[type, ...], default: Any = _MISSING) -> Any:
        self.used.add(key)
        if key not in self.raw:
            if default is _MISSING:
                raise self.err(key, "missing")
            return default
        value = self.raw[key]
        if isinstance(value, bool) and bool not in (kinds if isinstance(kinds, tuple) else (kinds,)):
            raise self.err(key, f"expected {_kind_name(kinds)}, got a boolean")
        if not isinstance(value, kinds):
            raise self.err(key, f"expected {_kind_name(kinds)}, got {type(value).__name__}")
        return value

    def text(self, key: str, default: Any = _MISSING, choices: tuple[str, ...] | None = None) -> Any:
        value = self.get(key, str, default)
        if choices is not None and value is not None and value not in choices:
            raise self.err(key, f"unknown value {value!r} (expected one of {', '.join(choices)})")
        return value

    def integer(self, key: str, default: Any = _MISSING, low: int | None = None) -> Any:
        value = self.get(key, int, default)
        if low is not None and value is not None and value < low:
            raise self.err(key, f"must be at least {low}, got {value}")
        return value

    def flag(self, key: str, default: Any = _MISSING) -> bool:
        return bool(self.get(key, bool, default))

    def texts(self, key: str, choices: tuple[str, ...] | None = None, default: Any = ()) -> tuple[str, ...]:
        items = self.get(key, list, list(default) if default is not _MISSING else _MISSING)
        for i, item in enumerate(items):
            if not isinstance(item, str):
                raise self.err(f"{key}[{i}]", f"expected text, got {type(item).__name__}")
            if choices is not None and item not in choices:
                raise self.err(
                    f"{key}[{i}]", f"unknown value {item!r} (expected one of {', '.join(choices)})"
                )
        return tuple(items)

    def integers(self, key: str, default: Any = _MISSING) -> tuple[int, ...]:
        items = self.get(key, list, default)
        for i, item in enumerate(items):
            if not isinstance(item, int) or isinstance(item, bool):
                raise self.err(f"{key}[{i}]", "expected a whole number")
        return tuple(items)

    def sub(self, key: str, raw: Any) -> _R:
        return _R(self.file, self.record, raw, f"{self.prefix}{key}.")

    def per_players(
        self, key: str, players: tuple[int, ...], kind: type, default: Any = _MISSING
    ) -> dict[int, Any]:
        """A value per player count: a plain value (same for all) or a table keyed by player count."""
        value = self.get(key, (kind, dict), default)
        if not isinstance(value, dict):
            return {p: value for p in players}
        out: dict[int, Any] = {}
        for k, v in value.items():
            if not k.isdigit() or int(k) not in players:
                raise self.err(f"{key}.{k}", f"not a supported player count {list(players)}")
            if not isinstance(v, kind) or isinstance(v, bool):
                raise self.err(f"{key}.{k}", f"expected {_kind_name(kind)}")
            out[int(k)] = v
        missing = [p for p in players if p not in out]
        if default is _MISSING and missing:
            raise self.err(key, f"no value for {missing[0]} player(s)")
        return out

    def meta(self) -> dict[str, Any]:
        return {
            "provenance": self.text("provenance"),
            "verified": self.flag("verified"),
            "disputed": self.texts("disputed"),
            "gaps": self.texts("gaps"),
        }

    def done(self) -> None:
        unknown = sorted(set(self.raw) - self.used)
        if unknown:
            raise self.err(unknown[0], "unknown field")


def _kind_name(kinds: type | tuple[type, ...]) -> str:
    names = {
        "str": "text",
        "int": "a whole number",
        "bool": "true/false",
        "list": "an array",
        "dict": "a table",
    }
    seq = kinds if isinstance(kinds, tuple) else (kinds,)
    return " or ".join(names.get(k.__name__, k.__name__) for k in seq)


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataError(f"{path.name}: file not found in {path.parent}") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{path.name}: not valid TOML: {exc}") from None


def _records(file: str, doc: dict[str, Any], key: str, label: str, array: bool) -> list[_R]:
    """The records of one section, as readers; duplicate ids are an error."""
    raw = doc.get(key)
    if raw is None:
        raise DataError(f"{file}: section '{key}' is missing")
    items: list[tuple[str, Any]]
    if array:
        if not isinstance(raw, list):
            raise DataError(f"{file}: '{key}' must be an array of tables ([[{key}]])")
        items = []
        for i, item in enumerate(raw):
            rid = item.get("id") if isinstance(item, dict) else None
            if not isinstance(rid, str) or not rid:
                raise DataError(f"{file}: {label} #{i + 1}: id: missing or not text")
            items.append((rid, item))
    else:
        if not isinstance(raw, dict):
            raise DataError(f"{file}: '{key}' must be a table of tables ([{key}.<id>])")
        items = list(raw.items())
    seen: set[str] = set()
    readers = []
    for rid, item in items:
        if rid in seen:
            raise DataError(f"{file}: {label} '{rid}': id: duplicate id")
        seen.add(rid)
        r = _R(file, f"{label} '{rid}'", item)
        r.used.add("id")
        r.rid = rid
        readers.append(r)
    return readers


def _check_top(file: str, doc: dict[str, Any], allowed: set[str]) -> tuple[str, ...]:
    unknown = sorted(set(doc) - allowed - {"gaps"})
    if unknown:
        raise DataError(f"{file}: top level: {unknown[0]}: unknown section")
    gaps = doc.get("gaps", [])
    if not isinstance(gaps, list) or not all(isinstance(g, str) for g in gaps):
        raise DataError(f"{file}: top level: gaps: expected an array of text")
    return tuple(gaps)


# ----------------------------------------------------------------------------------- the files
def _terrains(doc: dict[str, Any]) -> tuple[dict[str, Terrain], int, tuple[str, ...]]:
    f = "terrain.toml"
    gaps = _check_top(f, doc, {"terrain", "city"})
    out: dict[str, Terrain] = {}
    for r in _records(f, doc, "terrain", "terrain", array=False):
        passable = r.flag("passable", True)
        day = r.integer("day", None if not passable else _MISSING, low=0)
        night = r.integer("night", None if not passable else _MISSING, low=0)
        if not passable and (day is not None or night is not None):
            raise r.err("day" if day is not None else "night", "an impassable terrain has no cost")
        out[r.rid] = Terrain(r.rid, r.text("name"), passable, day, night, **r.meta())
        r.done()
    city = _R(f, "city", doc.get("city"))
    move_cost = city.integer("move_cost", low=0)
    city.meta()
    city.done()
    return out, move_cost, gaps


def _sites(doc: dict[str, Any]) -> tuple[dict[str, Site], dict[str, Rampaging], tuple[str, ...]]:
    f = "sites.toml"
    gaps = _check_top(f, doc, {"site", "rampaging"})
    sites: dict[str, Site] = {}
    for r in _records(f, doc, "site", "site", array=False):
        reveal, enter = (_reveal(r, key) for key in ("reveal", "enter"))
        sites[r.rid] = Site(
            r.rid,
            r.text("name"),
            r.text("kind", choices=SITE_KINDS),
            r.flag("fortified", False),
            reveal,
            enter,
            r.text("summary"),
            r.text("reward", ""),
            r.flag("no_units", False),
            r.flag("night_rules", False),
            r.text("expansion", "base", EXPANSIONS),
            **r.meta(),
        )
        r.done()
    rampaging: dict[str, Rampaging] = {}
    for r in _records(f, doc, "rampaging", "rampaging", array=False):
        rampaging[r.rid] = Rampaging(
            r.rid,
            r.text("name"),
            r.text("colour", choices=ENEMY_COLOURS),
            r.text("face", choices=FACES),
            r.integer("reputation", 0),
            **r.meta(),
        )
        r.done()
    return sites, rampaging, gaps


def _reveal(r: _R, key: str) -> Reveal | None:
    raw = r.get(key, dict, None)
    if raw is None:
        return None
    s = r.sub(key, raw)
    colours = (*ENEMY_COLOURS, "yellow")
    out = Reveal(s.text("colour", choices=colours), s.integer("count", low=1), s.text("face", "up", FACES))
    s.done()
    return out


def _tiles(
    doc: dict[str, Any], terrains: dict[str, Terrain], sites: dict[str, Site], rampaging: dict[str, Rampaging]
) -> tuple[dict[str, Tile], tuple[str, ...]]:
    f = "tiles.toml"
    gaps = _check_top(f, doc, {"tile"})
    out: dict[str, Tile] = {}
    for r in _records(f, doc, "tile", "tile", array=True):
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
        out[r.rid] = Tile(r.rid, kind, city, r.text("expansion", choices=EXPANSIONS), hexes, **r.meta())
        r.done()
    return out, gaps


def _hex(
    h: _R, terrains: dict[str, Terrain], sites: dict[str, Site], rampaging: dict[str, Rampaging]
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
    h.done()
    return TileHex(terrain, site, mine, ramp)


def _enemies(doc: dict[str, Any]) -> tuple[dict[str, Enemy], tuple[str, ...]]:
    f = "enemies.toml"
    gaps = _check_top(f, doc, {"enemy"})
    out: dict[str, Enemy] = {}
    for r in _records(f, doc, "enemy", "enemy", array=True):
        raw_attacks = r.get("attacks", list)
        if not raw_attacks:
            raise r.err("attacks", "an enemy has at least one attack")
        attacks = []
        for i, raw in enumerate(raw_attacks):
            a = r.sub(f"attacks[{i}]", raw)
            summon = a.integer("summon", 0, low=0)
            if summon:
                attacks.append(Attack(0, None, summon))
            else:
                attacks.append(Attack(a.integer("value", low=0), a.text("element", "physical", ELEMENTS)))
            a.done()
        abilities = r.texts("abilities", ENEMY_ABILITIES)
        armor, elusive = r.integer("armor", low=1), r.integer("elusive_armor", 0, low=0)
        if ("elusive" in abilities) != (elusive > 0):
            raise r.err("elusive_armor", "set it (and only it) for an enemy with the 'elusive' ability")
        if elusive and elusive <= armor:
            raise r.err("elusive_armor", f"must exceed armor {armor}")
        out[r.rid] = Enemy(
            r.rid,
            r.text("name"),
            r.text("colour", choices=ENEMY_COLOURS),
            r.integer("count", low=1),
            armor,
            elusive,
            tuple(attacks),
            r.integer("fame", low=0),
            r.integer("reputation", 0),
            r.texts("resistances", RESISTANCES),
            abilities,
            r.text("expansion", "base", EXPANSIONS),
            **r.meta(),
        )
        r.done()
    return out, gaps


def _units(doc: dict[str, Any], sites: dict[str, Site]) -> tuple[dict[str, Unit], tuple[str, ...]]:
    f = "units.toml"
    gaps = _check_top(f, doc, {"unit"})
    out: dict[str, Unit] = {}
    for r in _records(f, doc, "unit", "unit", array=True):
        recruit = r.texts("recruit", tuple(sites), default=_MISSING)
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


def _tactics(doc: dict[str, Any]) -> tuple[dict[str, Tactic], tuple[str, ...]]:
    f = "tactics.toml"
    gaps = _check_top(f, doc, {"tactic"})
    out: dict[str, Tactic] = {}
    for r in _records(f, doc, "tactic", "tactic", array=True):
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


def _levels(doc: dict[str, Any]) -> Levels:
    f = "levels.toml"
    r = _R(f, "levels", doc)
    thresholds = r.integers("fame_thresholds")
    if not thresholds or thresholds[0] != 0 or list(thresholds) != sorted(set(thresholds)):
        raise r.err("fame_thresholds", "must start at 0 and strictly increase")
    tokens = []
    for i, raw in enumerate(r.get("level_token", list)):
        t = _R(f, f"level_token #{i + 1}", raw)
        tokens.append(
            LevelToken(
                t.integers("levels"), t.integer("armor", low=1), t.integer("hand_limit", low=1), **t.meta()
            )
        )
        t.done()
    covered = sorted(lv for tok in tokens for lv in tok.levels)
    if covered != list(range(1, len(thresholds) + 1)):
        raise r.err("level_token", f"the tokens must cover levels 1..{len(thresholds)} once each")
    rep = r.sub("reputation", r.get("reputation", dict))
    lo, hi = rep.integer("min"), rep.integer("max")
    mods = rep.integers("modifiers")
    if len(mods) != hi - lo + 1:
        raise rep.err("modifiers", f"need {hi - lo + 1} values for positions {lo}..{hi}, got {len(mods)}")
    x_spaces = rep.integers("x_spaces", ())
    if any(not lo <= x <= hi for x in x_spaces):
        raise rep.err("x_spaces", f"positions must lie in {lo}..{hi}")
    rep_meta = Meta(**rep.meta())
    rep.done()
    out = Levels(
        thresholds,
        tuple(tokens),
        r.integer("command_tokens_start", low=0),
        r.integers("command_token_levels"),
        r.integers("skill_levels", ()),
        lo,
        hi,
        {lo + i: m for i, m in enumerate(mods)},
        x_spaces,
        r.integer("crystal_cap", low=1),
        r.integer("fame_track_spaces", 120, low=1),
        **r.meta(),
        rep_meta=rep_meta,
    )
    r.done()
    return out


def _scenarios(doc: dict[str, Any], tiles: dict[str, Tile], sites: dict[str, Site]) -> dict[str, Scenario]:
    f = "scenarios.toml"
    _check_top(f, doc, {"scenario"})
    out: dict[str, Scenario] = {}
    for r in _records(f, doc, "scenario", "scenario", array=False):
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


def _heroes(doc: dict[str, Any]) -> dict[str, Hero]:
    f = "heroes.toml"
    _check_top(f, doc, {"hero"})
    out: dict[str, Hero] = {}
    for r in _records(f, doc, "hero", "hero", array=True):
        dots = r.texts("dummy_dots", BASIC_COLOURS)
        if len(dots) != 3:
            raise r.err("dummy_dots", f"a hero card shows 3 dots, got {len(dots)}")
        unique = r.get("unique", dict)
        for k, v in unique.items():
            if not isinstance(v, str):
                raise r.err(f"unique.{k}", "expected a card id")
        out[r.rid] = Hero(
            r.rid,
            r.text("name"),
            r.text("colour"),
            r.text("expansion", choices=EXPANSIONS),
            dots,
            dict(unique),
            r.texts("skills"),
            **r.meta(),
        )
        r.done()
    return out


def _cards(doc: dict[str, Any], heroes: dict[str, Hero]) -> dict[str, Card]:
    from bot.games.mageknight.effects import check_effect

    f = "cards.toml"
    _check_top(f, doc, {"card"})
    out: dict[str, Card] = {}
    for r in _records(f, doc, "card", "card", array=True):
        hero = r.text("hero", None)
        if hero is not None and hero not in heroes:
            raise r.err("hero", f"unknown hero {hero!r}")
        effects: dict[str, dict[str, Any]] = {}
        for key in ("basic", "powered"):
            raw = r.get(key, dict, {})
            if raw:
                try:
                    check_effect(raw, key)
                except ValueError as exc:
                    raise r.err(key, str(exc)) from None
            effects[key] = raw
        out[r.rid] = Card(
            r.rid,
            r.text("name"),
            r.text("kind"),
            r.text("colour"),
            r.integer("copies", 0, low=0),
            hero,
            r.text("replaces", None),
            effects["basic"],
            effects["powered"],
            {k: v for k, v in r.raw.items() if k not in r.used},
            **r.meta(),
        )
    for card in out.values():
        if card.replaces is not None and card.replaces not in out:
            raise DataError(f"{f}: card '{card.id}': replaces: unknown card {card.replaces!r}")
    return out


def _check_heroes(heroes: dict[str, Hero], cards: dict[str, Card]) -> None:
    """Hero unique swaps must name existing cards that agree with cards.toml, giving 16-card decks."""
    if not cards:
        return
    basic_total = sum(c.copies for c in cards.values() if c.kind == "basic" and c.hero is None)
    if basic_total != DECK_SIZE:
        raise DataError(
            f"cards.toml: basic cards: copies: the standard deck has {basic_total} cards, not {DECK_SIZE}"
        )
    for hero in heroes.values():
        where = f"heroes.toml: hero '{hero.id}': unique"
        for basic_id, unique_id in hero.unique.items():
            basic, unique = cards.get(basic_id), cards.get(unique_id)
            if basic is None or basic.kind != "basic" or basic.copies < 1:
                raise DataError(f"{where}.{basic_id}: {basic_id!r} is not a basic card of the standard deck")
            if unique is None:
                raise DataError(f"{where}.{basic_id}: unknown card {unique_id!r}")
            if unique.hero not in (None, hero.id) or unique.replaces not in (None, basic_id):
                raise DataError(
                    f"{where}.{basic_id}: cards.toml says {unique_id!r} belongs to "
                    f"{unique.hero!r} and replaces {unique.replaces!r}"
                )


def parse_all(directory: Path) -> MageKnightData:
    """Read and cross-check every file in ``directory``."""
    docs = {
        name: _read_toml(directory / f"{name}.toml")
        for name in (
            "terrain",
            "sites",
            "tiles",
            "enemies",
            "units",
            "tactics",
            "levels",
            "scenarios",
            "heroes",
        )
    }
    terrains, city_cost, g_terrain = _terrains(docs["terrain"])
    sites, rampaging, g_sites = _sites(docs["sites"])
    tiles, g_tiles = _tiles(docs["tiles"], terrains, sites, rampaging)
    enemies, g_enemies = _enemies(docs["enemies"])
    units, g_units = _units(docs["units"], sites)
    tactics, g_tactics = _tactics(docs["tactics"])
    heroes = _heroes(docs["heroes"])
    cards_path = directory / "cards.toml"
    cards = _cards(_read_toml(cards_path), heroes) if cards_path.exists() else {}
    _check_heroes(heroes, cards)
    file_gaps = {
        "terrain.toml": g_terrain,
        "sites.toml": g_sites,
        "tiles.toml": g_tiles,
        "enemies.toml": g_enemies,
        "units.toml": g_units,
        "tactics.toml": g_tactics,
    }
    return MageKnightData(
        terrains,
        city_cost,
        tiles,
        enemies,
        units,
        tactics,
        sites,
        rampaging,
        _levels(docs["levels"]),
        _scenarios(docs["scenarios"], tiles, sites),
        heroes,
        cards,
        {k: v for k, v in file_gaps.items() if v},
        directory,
    )


# ----------------------------------------------------------------------------------- entry point
def load(data_dir: str | Path | None = None) -> MageKnightData:
    """Load and validate everything from ``data_dir``, else ``$MK_DATA_DIR``, else ``data/mageknight``
    (that default load is cached)."""
    if data_dir is None:
        env = os.environ.get(ENV_VAR)
        if not env:
            return _load_default()
        data_dir = env
    return parse_all(Path(data_dir))


@functools.cache
def _load_default() -> MageKnightData:
    return parse_all(DEFAULT_DIR)
