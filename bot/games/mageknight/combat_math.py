"""Combat arithmetic (rulebook §7.2-§7.6): attack and block totals with elements, resistances and
halving, armor with Elusive, and damage to units and the hero. Pure functions over small records, so
the same code computes a declaration's preview and its result.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.i18n import Say, join, t

ELEMENTS = ("physical", "fire", "ice", "coldfire")

# §7.3 block efficiency: enemy attack element -> block elements that count in full.
EFFICIENT_BLOCKS = {
    "physical": ("physical", "fire", "ice", "coldfire"),
    "fire": ("ice", "coldfire"),
    "ice": ("fire", "coldfire"),
    "coldfire": ("coldfire",),
}


@dataclass(frozen=True)
class Part:
    """One contribution to an attack or block: ``amount`` points of ``element``; ``type`` is melee,
    ranged or siege for attacks ("block" for blocks); ``source`` names the card/unit for the text."""

    amount: int
    element: str = "physical"
    type: str = "melee"
    source: str = ""


@dataclass(frozen=True)
class Target:
    """What the arithmetic needs to know about an enemy."""

    name: str
    armor: int
    resistances: frozenset[str]


def resists(resistances: frozenset[str], element: str) -> bool:
    """§7.2: physical/fire/ice resistance halves that element; Cold Fire only with Fire *and* Ice."""
    if element == "coldfire":
        return "fire" in resistances and "ice" in resistances
    return element in resistances


@dataclass(frozen=True)
class Total:
    value: int
    efficient: int
    inefficient: int
    text: Say


def attack_total(parts: list[Part], targets: list[Target]) -> Total:
    """Sum of the efficient parts + half (rounded down) of the inefficient ones. A part is
    inefficient if *any* target resists its element."""
    eff = ineff = 0
    words_eff: list[Say] = []
    words_ineff: list[Say] = []
    for p in parts:
        if any(resists(target.resistances, p.element) for target in targets):
            ineff += p.amount
            words_ineff.append(_part(p))
        else:
            eff += p.amount
            words_eff.append(_part(p))
    return Total(eff + ineff // 2, eff, ineff, _sum_text(words_eff, words_ineff, eff + ineff // 2))


def _part(p: Part) -> Say:
    return t("mk-combat-part", element=p.element, amount=p.amount)


def _sum_text(full: list[Say], halved: list[Say], value: int) -> Say:
    """``Fire 3 + (Ice 2) halved = 4``: the parts counted in full, those halved, the total."""
    text = join(*full, sep=" + ")
    if halved:
        half = t("mk-combat-halved", parts=join(*halved, sep=" + "))
        text = join(text, half, sep=" + ") if text else half
    return t("mk-combat-total", parts=text or "0", value=value)


def block_total(parts: list[Part], attack_element: str) -> Total:
    """§7.3: blocks of an efficient element count in full; the rest are halved (rounded down)."""
    good = EFFICIENT_BLOCKS[attack_element]
    eff = sum(p.amount for p in parts if p.element in good)
    ineff = sum(p.amount for p in parts if p.element not in good)
    value = eff + ineff // 2
    words = [_part(p) for p in parts if p.element in good]
    bad = [_part(p) for p in parts if p.element not in good]
    return Total(value, eff, ineff, _sum_text(words, bad, value))


@dataclass(frozen=True)
class UnitHit:
    """The result of assigning damage to one unit."""

    absorbed: int
    wounds: int  # Wound cards the unit gets (0, 1, or 2 with Poison)
    destroyed: bool  # Paralyze
    resisted_only: bool  # absorbed without being wounded (cannot take damage again this combat)


def damage_to_unit(
    damage: int, armor: int, resistant: bool, *, poison: bool = False, paralyze: bool = False
) -> UnitHit:
    """§7.4: a unit is wounded by any damage and absorbs its Armor; a resistant unit first absorbs its
    Armor without a wound, and is wounded (absorbing its Armor again) only if damage remains."""
    if damage <= 0:
        return UnitHit(0, 0, False, False)
    if resistant:
        if damage <= armor:
            return UnitHit(damage, 0, False, True)
        absorbed = min(damage, 2 * armor)
    else:
        absorbed = min(damage, armor)
    wounds = 2 if poison else 1
    return UnitHit(absorbed, 0 if paralyze else wounds, paralyze, False)


def hero_wounds(damage: int, armor: int) -> int:
    """§7.4: ceil(damage / Armor) Wounds (any damage at all causes at least one)."""
    if damage <= 0:
        return 0
    return -(-damage // armor)
