"""Heroes and their specialty cards.

A hero card shows how many basic cards of each kind start in the deck; with the Magic Arrows of the hero's
type, the starting ability and the level-1 specialty card the starting deck holds exactly
:data:`STARTING_DECK` cards (rulebook §3 steps 11-14, §4.6).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.records import Meta, Reader
from bot.games.homm3.data.common import FACTIONS, TIERS, TIMINGS
from bot.games.homm3.data.effects import Play, read_plays

HERO_TYPES = ("might", "magic")
MAGIC_ARROWS = {"might": 1, "magic": 2}
STARTING_DECK = 9
SPECIALTY_LEVELS = (1, 4, 6)
STATS = ("attack", "defense", "power", "knowledge")


@dataclass(frozen=True)
class Hero(Meta):
    id: str
    name: str
    faction: str
    hero_class: str
    type: str
    basics: dict[str, int]
    starting_ability: str
    specialty: str
    hero_card: int

    @property
    def magic_arrows(self) -> int:
        return MAGIC_ARROWS[self.type]

    def starting_deck_size(self) -> int:
        """Basic cards, Magic Arrows, the starting ability and the level-1 specialty card."""
        return sum(self.basics.values()) + self.magic_arrows + 2


@dataclass(frozen=True)
class Overlay:
    """A card laid over a unit (Sandro's specialty): the unit fights with these numbers."""

    unit: str
    side: str
    name: str
    attack: int
    defense: int
    hp: int
    initiative: int


@dataclass(frozen=True)
class Specialty(Meta):
    id: str
    hero: str
    level: int
    name: str
    timing: str
    effect: str
    units: tuple[str, ...] = ()
    overlay: Overlay | None = None
    power_by_tier: dict[str, int] = field(default_factory=dict)
    plays: tuple[Play, ...] = ()  # alternatives in the effect vocabulary


def read_hero(r: Reader) -> Hero:
    return Hero(
        id=r.rid,
        name=r.text("name"),
        faction=r.text("faction", choices=FACTIONS),
        hero_class=r.text("hero_class"),
        type=r.text("type", choices=HERO_TYPES),
        basics={stat: r.integer(stat, low=0) for stat in STATS},
        starting_ability=r.text("starting_ability"),
        specialty=r.text("specialty"),
        hero_card=r.integer("hero_card", low=1),
        **r.meta(),
    )


def _overlay(r: Reader) -> Overlay | None:
    raw = r.get("overlay", dict, None)
    if raw is None:
        return None
    s = r.sub("overlay", raw)
    out = Overlay(
        unit=s.text("unit"),
        side=s.text("side", choices=("few", "pack", "any")),
        name=s.text("name"),
        attack=s.integer("attack", low=0),
        defense=s.integer("defense", low=0),
        hp=s.integer("hp", low=1),
        initiative=s.integer("initiative", low=0),
    )
    s.done()
    return out


def _power_by_tier(r: Reader) -> dict[str, int]:
    s = r.sub("power_by_tier", r.get("power_by_tier", dict, {}))
    out = {t: s.integer(t, low=0) for t in TIERS[:3] if t in s.raw}
    s.done()
    return out


def read_specialty(r: Reader) -> Specialty:
    level = r.integer("level")
    if level not in SPECIALTY_LEVELS:
        raise r.err("level", f"specialty cards join at levels {SPECIALTY_LEVELS}, not {level}")
    return Specialty(
        id=r.rid,
        hero=r.text("hero"),
        level=level,
        name=r.text("name"),
        timing=r.text("timing", choices=TIMINGS),
        effect=r.text("effect"),
        units=r.texts("units"),
        overlay=_overlay(r),
        power_by_tier=_power_by_tier(r),
        plays=read_plays(r, "plays"),
        **r.meta(),
    )
