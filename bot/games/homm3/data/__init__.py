"""Load and validate the HoMM3 component data in ``data/homm3/``.

One module per kind of record (units, heroes, cards, map, towns, tables, components); every record carries
``provenance``, ``verified``, ``disputed``, ``gaps`` and ``ours`` (values that are our choice, each naming
its ruling in ``docs/rulings.md``), and any malformed value raises :class:`DataError` naming the file, the
record and the field. ``checks`` cross-checks the files and counts the components against the rulebook.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.engine.i18n import Name
from bot.engine.records import DataError, Meta, Reader, check_top, data_dir, read_toml
from bot.games.homm3.data.bundle import DEFAULT_DIR, Homm3Data
from bot.games.homm3.data.cards import read_ability, read_artifact, read_basic, read_proclamation, read_spell
from bot.games.homm3.data.checks import check_all, check_counts
from bot.games.homm3.data.common import read_section
from bot.games.homm3.data.components import read_component
from bot.games.homm3.data.heroes import read_hero, read_specialty
from bot.games.homm3.data.map import read_location, read_tile
from bot.games.homm3.data.tables import (
    read_die,
    read_difficulty,
    read_encounter,
    read_fixed,
    read_level,
    read_mine,
    read_optional_rule,
    read_settlement_option,
    read_trade,
)
from bot.games.homm3.data.towns import read_building, read_faction, read_siege_card
from bot.games.homm3.data.units import read_neutral, read_unit

__all__ = ["DEFAULT_DIR", "SECTIONS", "DataError", "Homm3Data", "load", "parse_all"]

ENV_VAR = "HOMM3_DATA_DIR"

# file -> [(section, record label, Homm3Data field, reader)]: the whole layout of data/homm3/.
SECTIONS: dict[str, list[tuple[str, str, str, Callable[[Reader], Meta]]]] = {
    "units.toml": [("unit", "unit", "units", read_unit)],
    "neutrals.toml": [("neutral", "neutral", "neutrals", read_neutral)],
    "heroes.toml": [("hero", "hero", "heroes", read_hero)],
    "specialties.toml": [("specialty", "specialty", "specialties", read_specialty)],
    "spells.toml": [("spell", "spell", "spells", read_spell)],
    "abilities.toml": [("ability", "ability", "abilities", read_ability)],
    "basic_cards.toml": [("basic", "basic", "basic_cards", read_basic)],
    "artifacts.toml": [("artifact", "artifact", "artifacts", read_artifact)],
    "proclamations.toml": [("proclamation", "proclamation", "proclamations", read_proclamation)],
    "locations.toml": [("location", "location", "locations", read_location)],
    "tiles.toml": [("tile", "tile", "tiles", read_tile)],
    "factions.toml": [("faction", "faction", "factions", read_faction)],
    "buildings.toml": [("building", "building", "buildings", read_building)],
    "siege.toml": [("siege_card", "siege card", "siege_cards", read_siege_card)],
    "levels.toml": [("level", "level", "levels", read_level)],
    "dice.toml": [("die", "die", "dice", read_die)],
    "economy.toml": [
        ("mine", "mine", "mines", read_mine),
        ("settlement_option", "settlement option", "settlement_options", read_settlement_option),
        ("trade", "trade", "trades", read_trade),
        ("fixed", "fixed amount", "fixed", read_fixed),
    ],
    "difficulty.toml": [
        ("difficulty", "difficulty", "difficulties", read_difficulty),
        ("encounter", "encounter", "encounters", read_encounter),
    ],
    "optional_rules.toml": [("optional_rule", "optional rule", "optional_rules", read_optional_rule)],
    "components.toml": [("component", "component", "components", read_component)],
}


#: The tables whose records have a name players read, and the kind in its catalog key
#: (``h3-name-<kind>-<id>``, ``locales/<lang>/homm3-names.ftl``, written by ``tests/names_catalog.py``).
NAMED = {
    "units": "unit",
    "neutrals": "neutral",
    "heroes": "hero",
    "specialties": "specialty",
    "spells": "spell",
    "abilities": "ability",
    "basic_cards": "basic",
    "artifacts": "artifact",
    "proclamations": "proclamation",
    "locations": "location",
    "factions": "faction",
    "buildings": "building",
    "siege_cards": "siege",
    "mines": "mine",
}


def parse_all(directory: Path) -> Homm3Data:
    """Read every file of ``directory``, cross-check them and count the components."""
    fields: dict[str, Any] = {"source_dir": directory}
    gaps: dict[str, tuple[str, ...]] = {}
    for file, sections in SECTIONS.items():
        doc = read_toml(directory / file)
        gaps[file] = check_top(file, doc, {key for key, *_ in sections})
        for key, label, name, build in sections:
            fields[name] = read_section(file, doc, key, label, build)
    for table, kind in NAMED.items():
        for rec in fields[table].values():
            if isinstance(rec.name, str) and not isinstance(rec.name, Name):  # frozen: set once, here
                object.__setattr__(rec, "name", Name(rec.name, f"h3-name-{kind}-{rec.id}"))
    data = Homm3Data(**fields, file_gaps={k: v for k, v in gaps.items() if v})
    check_all(data)
    return Homm3Data(**fields, file_gaps=data.file_gaps, counts=check_counts(data))


def load(path: str | Path | None = None) -> Homm3Data:
    """Load and validate everything from ``path``, else ``$HOMM3_DATA_DIR``, else ``data/homm3`` (that
    default load is cached)."""
    directory = data_dir(path, ENV_VAR)
    return _load_default() if directory is None else parse_all(directory)


@functools.cache
def _load_default() -> Homm3Data:
    return parse_all(DEFAULT_DIR)
