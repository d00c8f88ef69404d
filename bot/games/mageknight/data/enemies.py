"""Enemy tokens (numbers, attacks, resistances, abilities, Shades of Tezla factions) and General Volkare."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.cities import dial_levels
from bot.games.mageknight.data.reader import (
    ENEMY_COLOURS,
    EXPANSIONS,
    RESISTANCES,
    DataError,
    Meta,
    Reader,
    check_top,
    records,
)
from bot.games.mageknight.effects import ELEMENTS, MANA_COLOURS
from bot.games.mageknight.effects.vocabulary import ENEMY_ABILITY_IDS

# The enemy abilities; summoning is written as an attack, not an ability.
ENEMY_ABILITIES = tuple(a for a in ENEMY_ABILITY_IDS if a != "summon")
# Shades of Tezla enemy factions (LL digest §7.1); their tokens are green, brown or red only (§1.3).
FACTIONS = ("elementalists", "dark_crusaders")
FACTION_COLOURS = ("green", "brown", "red")
# Volkare's army is built from these token colours (LL digest §3.1, §9.1); elite vs ordinary for joint fights.
ARMY_COLOURS = ("white", "red", "grey", "green")


@dataclass(frozen=True)
class Attack:
    value: int = 0
    element: str | None = "physical"
    summon: int = 0
    summon_colour: str | None = None


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
    defend: int = 0
    faction: str | None = None


def _attacks(r: Reader) -> tuple[Attack, ...]:
    attacks = []
    for a in r.items("attacks", empty="an enemy has at least one attack"):
        summon = a.integer("summon", 0, low=0)
        if summon:
            attacks.append(Attack(0, None, summon, a.text("colour", "brown", ENEMY_COLOURS)))
        else:
            attacks.append(Attack(a.integer("value", low=0), a.text("element", "physical", ELEMENTS)))
        a.done()
    return tuple(attacks)


def read_enemies(doc: dict[str, Any]) -> tuple[dict[str, Enemy], tuple[str, ...]]:
    f = "enemies.toml"
    gaps = check_top(f, doc, {"enemy", "volkare", "volkare_army"})
    out: dict[str, Enemy] = {}
    for r in records(f, doc, "enemy", "enemy", array=True):
        attacks = _attacks(r)
        abilities = r.texts("abilities", ENEMY_ABILITIES)
        armor, elusive = r.integer("armor", low=1), r.integer("elusive_armor", 0, low=0)
        if ("elusive" in abilities) != (elusive > 0):
            raise r.err("elusive_armor", "set it (and only it) for an enemy with the 'elusive' ability")
        if elusive and elusive <= armor:
            raise r.err("elusive_armor", f"must exceed armor {armor}")
        defend = r.integer("defend", 0, low=0)
        if ("defend" in abilities) != (defend > 0):
            raise r.err("defend", "set it (and only it) for an enemy with the 'defend' ability")
        colour = r.text("colour", choices=ENEMY_COLOURS)
        expansion = r.text("expansion", "base", EXPANSIONS)
        faction = r.text("faction", None, FACTIONS)
        if faction is not None and (expansion != "shades_of_tezla" or colour not in FACTION_COLOURS):
            raise r.err(
                "faction", "faction tokens are Shades of Tezla tokens in the green, brown or red piles"
            )
        out[r.rid] = Enemy(
            r.rid,
            r.text("name"),
            colour,
            r.integer("count", low=1),
            armor,
            elusive,
            attacks,
            r.integer("fame", low=0),
            r.integer("reputation", 0),
            r.texts("resistances", RESISTANCES),
            abilities,
            expansion,
            defend,
            faction,
            **r.meta(),
        )
        r.done()
    return out, gaps


# ----------------------------------------------------------------------------------------- Volkare
@dataclass(frozen=True)
class VolkareAttack:
    value: int
    element: str
    abilities: tuple[str, ...]


@dataclass(frozen=True)
class Volkare(Meta):
    """General Volkare: never targeted; one attack per combat, picked by a mana die roll (LL digest §3)."""

    id: str
    name: str
    expansion: str
    abilities: tuple[str, ...]
    attack_abilities: tuple[str, ...]
    attacks: dict[str, VolkareAttack]
    elite: tuple[str, ...]
    ordinary: tuple[str, ...]


@dataclass(frozen=True)
class ArmyLevel(Meta):
    """How many face-down tokens of each colour form Volkare's army at one dial level."""

    id: str
    level: int
    tokens: dict[str, int]


def read_volkare(doc: dict[str, Any]) -> tuple[dict[str, Volkare], dict[str, ArmyLevel]]:
    f = "enemies.toml"
    volkare: dict[str, Volkare] = {}
    for r in records(f, doc, "volkare", "volkare", array=False):
        raw = r.get("attacks", dict)
        attacks: dict[str, VolkareAttack] = {}
        for colour in MANA_COLOURS:
            if colour not in raw:
                raise r.err(f"attacks.{colour}", "missing (one attack per mana die face)")
        for colour, entry in raw.items():
            if colour not in MANA_COLOURS:
                raise r.err(f"attacks.{colour}", f"not a mana die face ({', '.join(MANA_COLOURS)})")
            a = r.sub(f"attacks.{colour}", entry)
            attacks[colour] = VolkareAttack(
                a.integer("value", low=1),
                a.text("element", choices=ELEMENTS),
                a.texts("abilities", ENEMY_ABILITIES),
            )
            a.done()
        elite, ordinary = r.texts("elite", ARMY_COLOURS), r.texts("ordinary", ARMY_COLOURS)
        if sorted((*elite, *ordinary)) != sorted(ARMY_COLOURS):
            raise r.err(
                "ordinary", f"elite and ordinary must split the army colours {', '.join(ARMY_COLOURS)}"
            )
        volkare[r.rid] = Volkare(
            r.rid,
            r.text("name"),
            r.text("expansion", choices=EXPANSIONS),
            r.texts("abilities", ENEMY_ABILITIES),
            r.texts("attack_abilities", ENEMY_ABILITIES),
            attacks,
            elite,
            ordinary,
            **r.meta(),
        )
        r.done()
    army: dict[str, ArmyLevel] = {}
    for r in records(f, doc, "volkare_army", "volkare_army", array=True):
        level = r.integer("level", low=1)
        if r.rid != str(level):
            raise r.err("level", f"must equal the id {r.rid!r}")
        tokens = {c: r.integer(c, low=0) for c in ARMY_COLOURS}
        army[r.rid] = ArmyLevel(r.rid, level, tokens, **r.meta())
        r.done()
    levels = sorted(a.level for a in army.values())
    if levels and levels != list(range(levels[0], levels[-1] + 1)):
        raise DataError(f"{f}: volkare_army: level: the dial levels must be consecutive, got {levels}")
    return volkare, army


def army_for_level(army: dict[str, ArmyLevel], level: int) -> dict[str, int]:
    """Volkare's army at any level: the dial levels that make it up (:func:`cities.dial_levels`,
    docs/rulings.md R-DIAL), their tokens added. Raises ``ValueError`` below the lowest level."""

    levels = {a.level: a.tokens for a in army.values()}
    out = {c: 0 for c in ARMY_COLOURS}
    for part in dial_levels(level, min(levels), max(levels)):
        for c in ARMY_COLOURS:
            out[c] += levels[part].get(c, 0)
    return out
