"""Factions with their town boards, the town buildings, and the siege cards a Citadel adds."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.records import Meta, Reader
from bot.games.homm3.data.common import FACTIONS, UNIT_TYPES, Cost, cost

BUILDING_KINDS = ("city_hall", "citadel", "mage_guild", "dwelling", "special")
TOWN_TOKENS = ("build", "population", "spell_book")
SIEGE_KINDS = ("wall", "gate", "arrow_tower")
DWELLING_TIERS = {1: "bronze", 2: "silver", 3: "gold"}
# When a building's power acts: at the Resource round (income time), at the start of its owner's turn,
# on its owner's turn (an action), at the start of a combat against a hero.
POWER_TIMES = ("resource_round", "turn_start", "turn", "hero_combat")
POWER_OPS = (
    "gold",  # gain n gold (likewise the other two resources)
    "building_materials",
    "valuables",
    "mp",  # n MP more for the main hero on its owner's next turn
    "reinforce_free",  # reinforce one Few unit of ``tier`` for free
    "morale",  # positive morale
    "sell_artifact",  # remove an artifact card from the hand for n gold
    "search",  # pay ``cost`` to Search (n) the ``deck``
    "fetch_ability",  # take the ability ``card`` from the ability deck or its discard pile
    "specialty_back",  # take a specialty card from the discard pile into the hand
    "cycle",  # discard up to n cards and draw as many
    "vortex",  # discard a card, shuffle the discard pile into the deck, then Search (n) the deck
    "summon",  # draw a neutral of a tier whose dwelling is built; recruit it at its cost or not
    "enemy_discard",  # the enemy hero discards n random cards
)


@dataclass(frozen=True)
class Faction(Meta):
    id: str
    name: str
    colour: str
    mage_guild_spell_cost: Cost
    building_tiles: int
    tokens: tuple[str, ...]
    cubes: int


@dataclass(frozen=True)
class Power:
    """One thing a building does. A building's powers with the same ``when`` are a choice of one."""

    when: str
    op: str
    n: int = 0
    tier: str = ""
    deck: str = ""
    card: str = ""
    cost: Cost | None = None


@dataclass(frozen=True)
class Building(Meta):
    id: str
    faction: str
    name: str
    kind: str
    cost: Cost
    effect: str
    tier: int = 0  # dwellings: 1-3 (bronze, silver, gold units)
    requires: tuple[str, ...] = ()
    powers: tuple[Power, ...] = ()

    def powers_at(self, when: str) -> tuple[Power, ...]:
        return tuple(pw for pw in self.powers if pw.when == when)


@dataclass(frozen=True)
class SiegeCard(Meta):
    """A wall, the gate or the arrow tower. The tower fights like a ranged unit (its numbers here)."""

    id: str
    name: str
    kind: str
    copies: int
    effect: str
    placement: str
    destroyed_by: str | None = None
    type: str | None = None
    attack: int = 0
    defense: int = 0
    hp: int = 0
    initiative: int = 0


def read_faction(r: Reader) -> Faction:
    return Faction(
        id=r.rid,
        name=r.text("name"),
        colour=r.text("colour"),
        mage_guild_spell_cost=cost(r, "mage_guild_spell_cost"),
        building_tiles=r.integer("building_tiles", low=1),
        tokens=r.texts("tokens", choices=TOWN_TOKENS),
        cubes=r.integer("cubes", low=1),
        **r.meta(),
    )


def read_building(r: Reader) -> Building:
    kind = r.text("kind", choices=BUILDING_KINDS)
    tier = r.integer("tier", 0)
    if (kind == "dwelling") != (tier in DWELLING_TIERS):
        raise r.err("tier", "a dwelling has a tier 1-3 and no other building has one")
    return Building(
        id=r.rid,
        faction=r.text("faction", choices=FACTIONS),
        name=r.text("name"),
        kind=kind,
        cost=cost(r, "cost"),
        effect=r.text("effect"),
        tier=tier,
        requires=r.texts("requires"),
        powers=tuple(read_power(s) for s in r.items("powers")),
        **r.meta(),
    )


def read_power(r: Reader) -> Power:
    op = r.text("op", choices=POWER_OPS)
    out = Power(
        when=r.text("when", choices=POWER_TIMES),
        op=op,
        n=r.integer("n", 0, low=0),
        tier=r.text("tier", "", choices=("", *DWELLING_TIERS.values())),
        deck=r.text("deck", "", choices=("", "spell", "ability", "artifact", "own")),
        card=r.text("card", ""),
        cost=cost(r, "cost") if "cost" in r.raw else None,
    )
    r.done()
    return out


def read_siege_card(r: Reader) -> SiegeCard:
    return SiegeCard(
        id=r.rid,
        name=r.text("name"),
        kind=r.text("kind", choices=SIEGE_KINDS),
        copies=r.integer("copies", low=1),
        effect=r.text("effect"),
        placement=r.text("placement"),
        destroyed_by=r.text("destroyed_by", None, choices=("adjacent_attack",)),
        type=r.text("type", None, choices=UNIT_TYPES),
        attack=r.integer("attack", 0, low=0),
        defense=r.integer("defense", 0, low=0),
        hp=r.integer("hp", 0, low=0),
        initiative=r.integer("initiative", 0, low=0),
        **r.meta(),
    )
