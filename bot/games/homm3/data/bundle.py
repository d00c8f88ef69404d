"""The loaded HoMM3 component data: one frozen bundle of every record kind, keyed by id."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from bot.games.homm3.data.cards import AbilityCard, Artifact, BasicCard, Proclamation, Spell
from bot.games.homm3.data.components import Component, CountCheck
from bot.games.homm3.data.heroes import Hero, Specialty
from bot.games.homm3.data.map import Location, Tile
from bot.games.homm3.data.tables import (
    Die,
    Difficulty,
    Encounter,
    FixedAmount,
    Level,
    Mine,
    OptionalRule,
    SettlementOption,
    Trade,
)
from bot.games.homm3.data.towns import Building, Faction, SiegeCard
from bot.games.homm3.data.units import Neutral, Unit

DEFAULT_DIR = Path(__file__).resolve().parents[4] / "data" / "homm3"


@dataclass(frozen=True)
class Homm3Data:
    """Every record kind of ``data/homm3/`` (see ``SECTIONS`` in ``__init__`` for file and section)."""

    units: dict[str, Unit]
    neutrals: dict[str, Neutral]
    heroes: dict[str, Hero]
    specialties: dict[str, Specialty]
    spells: dict[str, Spell]
    abilities: dict[str, AbilityCard]
    basic_cards: dict[str, BasicCard]
    artifacts: dict[str, Artifact]
    proclamations: dict[str, Proclamation]
    locations: dict[str, Location]
    tiles: dict[str, Tile]
    factions: dict[str, Faction]
    buildings: dict[str, Building]
    siege_cards: dict[str, SiegeCard]
    levels: dict[str, Level]
    dice: dict[str, Die]
    mines: dict[str, Mine]
    settlement_options: dict[str, SettlementOption]
    trades: dict[str, Trade]
    fixed: dict[str, FixedAmount]
    difficulties: dict[str, Difficulty]
    encounters: dict[str, Encounter]
    optional_rules: dict[str, OptionalRule]
    components: dict[str, Component]
    file_gaps: dict[str, tuple[str, ...]] = field(default_factory=dict)
    counts: tuple[CountCheck, ...] = ()
    source_dir: Path = DEFAULT_DIR

    def level(self, n: int) -> Level:
        return self.levels[str(n)]

    def tiles_of(self, kind: str) -> list[Tile]:
        return [t for t in self.tiles.values() if t.kind == kind]

    def neutral_deck(self, tier: str) -> list[str]:
        """The neutral cards of a tier deck, one id per card."""
        return [n.id for n in self.neutrals.values() if n.tier == tier for _ in range(n.copies)]

    def starting_deck(self, hero_id: str) -> list[str]:
        """The hero's 9 starting cards: basic cards (by kind), Magic Arrows, ability, level-1 specialty."""
        hero = self.heroes[hero_id]
        deck = [kind for kind, n in hero.basics.items() for _ in range(n)]
        deck += ["magic_arrow"] * hero.magic_arrows
        deck.append(hero.starting_ability)
        deck += [s.id for s in self.specialties.values() if s.hero == hero_id and s.level == 1]
        return deck
