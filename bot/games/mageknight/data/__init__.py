"""Load and validate the Mage Knight component data in ``data/mageknight/``.

One module per category (map, enemies, units, tactics, levels, scenarios, heroes, cards); every record
carries ``provenance``, ``verified``, ``disputed`` and ``gaps``, and any malformed value raises
:class:`DataError` naming the file, the record and the field.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.engine.i18n import Name
from bot.games.mageknight.data.cards import Card, read_cards
from bot.games.mageknight.data.cities import City, read_cities
from bot.games.mageknight.data.enemies import (
    ENEMY_ABILITIES,
    ArmyLevel,
    Attack,
    Enemy,
    Volkare,
    read_enemies,
    read_volkare,
)
from bot.games.mageknight.data.factions import Faction, FactionLeader, FactionReward, read_factions
from bot.games.mageknight.data.heroes import DECK_SIZE, Hero, check_heroes, read_heroes
from bot.games.mageknight.data.levels import Levels, LevelToken, read_levels
from bot.games.mageknight.data.map import HEX_ORDER, Terrain, Tile, TileHex, read_terrains, read_tiles
from bot.games.mageknight.data.reader import EXPANSIONS, DataError, Meta, read_toml
from bot.games.mageknight.data.ruins import RuinsToken, read_ruins
from bot.games.mageknight.data.scenarios import Scenario, read_scenarios
from bot.games.mageknight.data.sites import Rampaging, Reveal, Site, read_sites
from bot.games.mageknight.data.skills import Skill, read_skills
from bot.games.mageknight.data.tactics import Tactic, read_tactics
from bot.games.mageknight.data.units import Unit, read_units

__all__ = [
    "DECK_SIZE",
    "DEFAULT_DIR",
    "ENEMY_ABILITIES",
    "EXPANSIONS",
    "HEX_ORDER",
    "Attack",
    "Card",
    "DataError",
    "Enemy",
    "Hero",
    "LevelToken",
    "Levels",
    "MageKnightData",
    "Meta",
    "Rampaging",
    "Reveal",
    "Scenario",
    "Site",
    "Tactic",
    "Terrain",
    "Tile",
    "TileHex",
    "Unit",
    "load",
    "parse_all",
]

DEFAULT_DIR = Path(__file__).resolve().parents[4] / "data" / "mageknight"
ENV_VAR = "MK_DATA_DIR"


@dataclass(frozen=True)
class MageKnightData:
    terrains: dict[str, Terrain]
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
    # New categories go below, each as ``name: dict[str, Record] = field(default_factory=dict)``; the
    # data report lists every dict-of-records field by its name.
    cities: dict[str, City] = field(default_factory=dict)
    ruins: dict[str, RuinsToken] = field(default_factory=dict)
    volkare: dict[str, Volkare] = field(default_factory=dict)
    volkare_army: dict[str, ArmyLevel] = field(default_factory=dict)
    factions: dict[str, Faction] = field(default_factory=dict)
    faction_leaders: dict[str, FactionLeader] = field(default_factory=dict)
    faction_rewards: dict[str, FactionReward] = field(default_factory=dict)
    skills: dict[str, Skill] = field(default_factory=dict)

    def enemies_of_colour(self, colour: str, faction: str | None = None) -> list[Enemy]:
        """An enemy pile: the ordinary tokens of a colour, or a Shades of Tezla faction's tokens of it."""
        return [e for e in self.enemies.values() if e.colour == colour and e.faction == faction]

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


def parse_all(directory: Path) -> MageKnightData:
    """Read and cross-check every file in ``directory`` (one line per category)."""
    f: dict[str, Any] = {"source_dir": directory}
    gaps: dict[str, tuple[str, ...]] = {}
    f["terrains"], gaps["terrain.toml"] = read_terrains(read_toml(directory / "terrain.toml"))
    f["sites"], f["rampaging"], gaps["sites.toml"] = read_sites(read_toml(directory / "sites.toml"))
    f["tiles"], gaps["tiles.toml"] = read_tiles(
        read_toml(directory / "tiles.toml"), f["terrains"], f["sites"], f["rampaging"]
    )
    f["enemies"], gaps["enemies.toml"] = read_enemies(read_toml(directory / "enemies.toml"))
    f["units"], gaps["units.toml"] = read_units(read_toml(directory / "units.toml"), f["sites"])
    f["tactics"], gaps["tactics.toml"] = read_tactics(read_toml(directory / "tactics.toml"))
    f["levels"] = read_levels(read_toml(directory / "levels.toml"))
    f["scenarios"] = read_scenarios(read_toml(directory / "scenarios.toml"), f["tiles"], f["sites"])
    f["heroes"] = read_heroes(read_toml(directory / "heroes.toml"))
    f["cards"] = read_cards(directory / "cards", f["heroes"])
    check_heroes(f["heroes"], f["cards"])
    f["volkare"], f["volkare_army"] = read_volkare(read_toml(directory / "enemies.toml"))
    army = {a.level: a.tokens for a in f["volkare_army"].values()}
    f["cities"], gaps["cities.toml"] = read_cities(read_toml(directory / "cities.toml"), f["sites"], army)
    f["ruins"], gaps["ruins.toml"] = read_ruins(read_toml(directory / "ruins.toml"))
    f["factions"], f["faction_leaders"], f["faction_rewards"], gaps["factions.toml"] = read_factions(
        read_toml(directory / "factions.toml"), f["enemies"]
    )
    f["skills"] = read_skills(read_toml(directory / "skills.toml"), f["heroes"])
    # New categories: add one line above this comment, and a field with a default to MageKnightData.
    for category, kind in NAMED.items():
        for rec in f[category].values():
            _name(rec, "name", f"mk-name-{kind}-{rec.id}")
            _name(rec, "powered_name", f"mk-name-{kind}-{rec.id}-powered")
    return MageKnightData(**f, file_gaps={k: v for k, v in gaps.items() if v})


#: The categories whose records have a name players read, and the kind in its catalog key
#: (``mk-name-<kind>-<id>``, ``locales/<lang>/mageknight-names.ftl``, written by
#: ``tests/names_catalog.py``).
NAMED = {
    "terrains": "terrain",
    "sites": "site",
    "rampaging": "rampaging",
    "enemies": "enemy",
    "units": "unit",
    "tactics": "tactic",
    "scenarios": "scenario",
    "heroes": "hero",
    "cards": "card",
    "cities": "city",
    "ruins": "ruins",
    "volkare": "volkare",
    "factions": "faction",
    "faction_leaders": "leader",
    "faction_rewards": "reward",
    "skills": "skill",
}


def _name(rec: Any, attribute: str, key: str) -> None:
    """The record's ``attribute`` (a plain English string from the TOML) as a :class:`Name` that
    reads in the reader's language; the records are frozen, and are set once here while loading."""
    english = getattr(rec, attribute, None)
    if isinstance(english, str) and not isinstance(english, Name):
        object.__setattr__(rec, attribute, Name(english, key))


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
