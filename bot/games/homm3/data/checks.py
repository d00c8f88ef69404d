"""Cross-reference checks over the whole bundle, and the component counts against the rulebook's list.

Every error names the file, the record and the field, as the record readers' errors do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import product

from bot.engine.records import DataError
from bot.games.homm3.data.bundle import Homm3Data
from bot.games.homm3.data.components import CountCheck
from bot.games.homm3.data.heroes import SPECIALTY_LEVELS, STARTING_DECK, STATS
from bot.games.homm3.data.towns import DWELLING_TIERS

UNITS_PER_FACTION = {"bronze": 3, "silver": 2, "gold": 2}  # rulebook §1
LEVELS = range(1, 8)


def bad(file: str, record: str, field: str, msg: str) -> DataError:
    return DataError(f"{file}: {record}: {field}: {msg}")


def _tile_count(kind: str) -> Callable[[Homm3Data], int]:
    return lambda d: len(d.tiles_of(kind))


def _siege_count(kind: str) -> Callable[[Homm3Data], int]:
    return lambda d: sum(s.copies for s in d.siege_cards.values() if s.kind == kind)


def _dice_count(die: str) -> Callable[[Homm3Data], int]:
    return lambda d: d.dice[die].count if die in d.dice else 0


COUNTERS: dict[str, Callable[[Homm3Data], int]] = {
    "tiles": lambda d: len(d.tiles),
    "starting_tiles": _tile_count("starting"),
    "far_tiles": _tile_count("far"),
    "near_tiles": _tile_count("near"),
    "centre_tiles": _tile_count("centre"),
    "fields_per_tile": lambda d: min((len(t.fields) for t in d.tiles.values()), default=0),
    "factions": lambda d: len(d.factions),
    "buildings": lambda d: len(d.buildings),
    "heroes": lambda d: len(d.heroes),
    "hero_cards": lambda d: len({h.hero_card for h in d.heroes.values()}),
    "units": lambda d: len(d.units),
    "neutral_cards": lambda d: sum(n.copies for n in d.neutrals.values()),
    "artifacts": lambda d: len(d.artifacts),
    "basic_cards": lambda d: sum(b.copies for b in d.basic_cards.values()),
    "spell_cards": lambda d: sum(s.copies for s in d.spells.values()),
    "ability_cards": lambda d: sum(a.copies for a in d.abilities.values()),
    "specialties": lambda d: len(d.specialties),
    "ai_cards": lambda d: 0,  # no AI card is sourced (components.toml records the gap)
    "wall_cards": _siege_count("wall"),
    "gate_cards": _siege_count("gate"),
    "arrow_tower_cards": _siege_count("arrow_tower"),
    "proclamations": lambda d: len(d.proclamations),
    "resource_dice": _dice_count("resource"),
    "treasure_dice": _dice_count("treasure"),
    "attack_dice": _dice_count("attack"),
}


def check_counts(data: Homm3Data) -> tuple[CountCheck, ...]:
    """Each counted component against the rulebook's number; a difference no gap explains is an error."""
    out = []
    for c in data.components.values():
        if c.data is None:
            continue
        if c.data not in COUNTERS:
            raise bad("components.toml", f"component '{c.id}'", "data", f"no counter named {c.data!r}")
        found = COUNTERS[c.data](data)
        if found != c.count and not c.gaps:
            raise bad(
                "components.toml",
                f"component '{c.id}'",
                "count",
                f"the rulebook's {c.count}, our data {found}, and no gap says why",
            )
        out.append(CountCheck(c.id, c.name, c.count, found, c.gaps))
    return tuple(out)


def check_all(data: Homm3Data) -> None:
    """Every cross-reference between the files; raises :class:`DataError` on the first broken one."""
    _check_units(data)
    _check_heroes(data)
    _check_tiles(data)
    _check_towns(data)
    _check_tables(data)
    _check_supply(data)


def _check_units(data: Homm3Data) -> None:
    for faction in data.factions:
        tiers = Counter(u.tier for u in data.units.values() if u.faction == faction)
        if tiers != UNITS_PER_FACTION:
            raise bad(
                "units.toml",
                f"faction '{faction}'",
                "tier",
                f"expected {UNITS_PER_FACTION}, got {dict(tiers)}",
            )
    for u in data.units.values():
        if u.faction not in data.factions:
            raise bad("units.toml", f"unit '{u.id}'", "faction", f"unknown faction {u.faction!r}")
    for n in data.neutrals.values():
        if n.counterpart is not None and n.counterpart not in data.units:
            raise bad("neutrals.toml", f"neutral '{n.id}'", "counterpart", f"unknown unit {n.counterpart!r}")


def _check_heroes(data: Homm3Data) -> None:
    for h in data.heroes.values():
        rec = f"hero '{h.id}'"
        if h.faction not in data.factions:
            raise bad("heroes.toml", rec, "faction", f"unknown faction {h.faction!r}")
        if h.starting_ability not in data.abilities:
            raise bad("heroes.toml", rec, "starting_ability", f"unknown ability card {h.starting_ability!r}")
        levels = sorted(s.level for s in data.specialties.values() if s.hero == h.id)
        if tuple(levels) != SPECIALTY_LEVELS:
            raise bad(
                "specialties.toml",
                rec,
                "level",
                f"expected one card per level {SPECIALTY_LEVELS}, got {levels}",
            )
        if h.starting_deck_size() != STARTING_DECK:
            raise bad(
                "heroes.toml", rec, "attack", f"the starting deck would hold {h.starting_deck_size()}, not 9"
            )
    for faction in data.factions:
        types = sorted(h.type for h in data.heroes.values() if h.faction == faction)
        if types != ["magic", "might"]:
            raise bad(
                "heroes.toml", f"faction '{faction}'", "type", f"one might and one magic hero, got {types}"
            )
    known = set(data.units) | set(data.neutrals)
    for s in data.specialties.values():
        rec = f"specialty '{s.id}'"
        if s.hero not in data.heroes:
            raise bad("specialties.toml", rec, "hero", f"unknown hero {s.hero!r}")
        for i, unit in enumerate(s.units):
            if unit not in known:
                raise bad("specialties.toml", rec, f"units[{i}]", f"unknown unit {unit!r}")
        if s.overlay is not None and s.overlay.unit not in data.units:
            raise bad("specialties.toml", rec, "overlay.unit", f"unknown unit {s.overlay.unit!r}")


def _check_tiles(data: Homm3Data) -> None:
    towns: Counter[str] = Counter()
    for t in data.tiles.values():
        rec = f"tile '{t.id}'"
        if sum(f.location == "blocked" for f in t.fields) != 1:
            raise bad("tiles.toml", rec, "fields", "every tile has exactly one blocked field")
        for i, f in enumerate(t.fields):
            where = f"fields[{i}]"
            if f.location not in data.locations:
                raise bad("tiles.toml", rec, f"{where}.location", f"unknown location {f.location!r}")
            if (f.location in ("town", "settlement")) != (f.faction is not None):
                raise bad(
                    "tiles.toml", rec, f"{where}.faction", "towns and settlements (only) name a faction"
                )
            if (f.location == "mine") != (f.resource is not None):
                raise bad("tiles.toml", rec, f"{where}.resource", "mines (only) name a resource")
            if (f.location in ("treasure", "resource", "treasure_or_resource")) != (f.dice > 0):
                raise bad("tiles.toml", rec, f"{where}.dice", "dice symbols (only) give a number of dice")
            if f.location == "town" and f.faction is not None:
                towns[f.faction] += 1
    for faction in data.factions:
        if towns[faction] != 1:
            raise bad(
                "tiles.toml", f"faction '{faction}'", "fields", f"one starting town, got {towns[faction]}"
            )


def _check_towns(data: Homm3Data) -> None:
    for b in data.buildings.values():
        rec = f"building '{b.id}'"
        for i, req in enumerate(b.requires):
            if req not in data.buildings or data.buildings[req].faction != b.faction:
                raise bad("buildings.toml", rec, f"requires[{i}]", f"no {b.faction} building {req!r}")
        if b.kind == "dwelling" and b.tier > 1:
            below = [data.buildings[x].tier for x in b.requires if data.buildings[x].kind == "dwelling"]
            if below != [b.tier - 1]:
                raise bad(
                    "buildings.toml",
                    rec,
                    "requires",
                    f"the tier-{b.tier} dwelling needs the tier-{b.tier - 1}",
                )
    for faction in data.factions:
        kinds = Counter(b.kind for b in data.buildings.values() if b.faction == faction)
        for kind, n in (
            ("city_hall", 1),
            ("citadel", 1),
            ("mage_guild", 1),
            ("dwelling", len(DWELLING_TIERS)),
        ):
            if kinds[kind] != n:
                raise bad(
                    "buildings.toml",
                    f"faction '{faction}'",
                    "kind",
                    f"expected {n} {kind}, got {kinds[kind]}",
                )


def _check_tables(data: Homm3Data) -> None:
    if sorted(lv.level for lv in data.levels.values()) != list(LEVELS):
        raise bad("levels.toml", "level table", "level", "expected levels 1 to 7, once each")
    for lv in data.levels.values():
        if str(lv.level) not in data.levels or data.levels[str(lv.level)] is not lv:
            raise bad("levels.toml", f"level '{lv.level}'", "id", "the id must be the level number")
    if sorted(e.field_difficulty for e in data.encounters.values()) != list(LEVELS):
        raise bad("difficulty.toml", "encounter table", "field_difficulty", "expected difficulties 1 to 7")
    for die in ("attack", "resource", "treasure"):
        if die not in data.dice:
            raise bad("dice.toml", f"die '{die}'", "id", "missing")
    ranks = [f.rank for f in data.dice["resource"].faces]
    if sorted(ranks) != list(range(1, 7)):
        raise bad("dice.toml", "die 'resource'", "faces", f"ranks 1-6 once each, got {ranks}")


def _check_supply(data: Homm3Data) -> None:
    """The decks hold enough cards for any game: one hero per faction, each taking its starting cards."""
    by_faction = [[h for h in data.heroes.values() if h.faction == f] for f in data.factions]
    need: Counter[str] = Counter()
    for combo in product(*by_faction):
        wanted: Counter[str] = Counter()
        for h in combo:
            wanted.update({stat: h.basics[stat] for stat in STATS})
            wanted["magic_arrow"] += h.magic_arrows
            wanted[h.starting_ability] += 1
        need |= wanted
    have = {b.id: (b.copies, "basic_cards.toml", "basic") for b in data.basic_cards.values()}
    have.update({a.id: (a.copies, "abilities.toml", "ability") for a in data.abilities.values()})
    if "magic_arrow" in data.spells:
        have["magic_arrow"] = (data.spells["magic_arrow"].copies, "spells.toml", "spell")
    for card, n in need.items():
        copies, file, label = have.get(card, (0, "heroes.toml", "card"))
        if copies < n:
            raise bad(
                file, f"{label} '{card}'", "copies", f"three heroes can need {n} at set-up, only {copies}"
            )
