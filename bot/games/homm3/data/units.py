"""Unit cards: the faction units (Few and Pack sides) and the neutral units by tier deck.

An ability is a keyword of :data:`ABILITIES` (what it does, in our words) with its parameters: ``n`` (an
amount), ``faces`` (the attack-die results it reacts to; none = every result), ``when`` (the ability type
of rulebook §7.2, or ``map``), ``resource`` and ``target``.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.records import Meta, Reader
from bot.games.homm3.data.common import FACTIONS, RESOURCES, TIERS, UNIT_TYPES, Cost, cost

ABILITIES = {
    "adjacent_allies_defend": "friendly units next to it fight as if they held a defense token",
    "attack_bonus_vs": "+n attack against the named target unit",
    "attackers_die_fixed": "the die of any unit attacking it counts as n",
    "best_of_two_dice": "rolls two attack dice and keeps the better",
    "defense_vs_die": "+n defense against an attack whose die shows one of the faces",
    "defense_vs_retaliation": "+n defense when a retaliation hits it",
    "die_bonus": "+n on its own attack die when it shows one of the faces",
    "discard_voids_attack_die": "when it is attacked, its owner may discard a card to cancel the attacker's die",
    "double_shot": "attacks a non-adjacent target twice",
    "draw_at_combat_start": "its owner draws n cards when the combat starts",
    "draw_on_die": "its owner draws n cards when its own die shows one of the faces",
    "enemy_discards_random": "the enemy discards n random cards from hand",
    "guard_lethal_hit": "n times a combat, cancels a hit that would destroy another friendly unit",
    "heal_friend_or_attack": "heals a friendly unit up to n, or else gets +1 attack",
    "heal_self": "heals itself up to n",
    "heal_self_after_attack": "after attacking, heals itself up to n",
    "ignore_defense": "its attack ignores the target's printed defense",
    "ignore_own_die": "its own attack die is not rolled",
    "immune_paralysis": "cannot be paralysed",
    "immune_spells": "spells and specialty damage do not affect it",
    "line_attack": "also hits the space behind its target, with attack n",
    "necropolis_reinforce_on_defeat": "when it is defeated, a Necropolis player reinforces a bronze unit",
    "no_adjacent_penalty": "no ranged penalty against adjacent targets",
    "no_combat_penalty": "no ranged or combat penalties at all",
    "no_retaliation": "its attacks draw no retaliation",
    "paralyse_on_die": "paralyses its target when its die shows one of the faces",
    "peek_deck": "once a turn, looks at the top card of a deck and leaves it on top or puts it at the bottom",
    "push_on_die": "pushes its target one space when its die shows one of the faces",
    "reroll_after_move": "after moving, before attacking, may reroll its attack die",
    "reroll_die_faces": "may reroll its own attack die when it shows one of the faces",
    "resource_income": "n of the resource at every Resource round",
    "retaliation_worst_of_two": "a retaliation against it rolls two dice and keeps the worse",
    "return_to_start": "after attacking, may fly back to the space it started from",
    "roll_two_apply_both": "rolls two attack dice and applies both",
    "spell_damage_reduction": "spell damage to it is n less",
    "splash": "also hits a unit next to its target with attack n",
    "stables_reinforce_discount": "reinforcing it costs n gold less while the hero stands on Stables",
    "step_after_turn": "at the end of the turn the hero may step to an adjacent empty field",
    "strip_positive_morale": "the enemy loses positive morale",
    "unlimited_retaliation": "retaliates against every attack, not once a round",
}
ABILITY_WHEN = ("activation", "attack", "special", "passive", "retaliation", "map")
DIE_FACES = (-1, 0, 1)


@dataclass(frozen=True)
class Ability:
    id: str
    n: int | None = None
    faces: tuple[int, ...] = ()
    when: str = "passive"
    resource: str | None = None
    target: str | None = None


@dataclass(frozen=True)
class Side:
    """One side of a unit card (Few or Pack) or a neutral card."""

    attack: int
    defense: int
    hp: int
    initiative: int
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True)
class Unit(Meta):
    """A faction unit card: Few side, Pack side, recruitment cost and the cost to flip it to Pack."""

    id: str
    name: str
    faction: str
    tier: str
    type: str
    recruit_cost: Cost
    reinforce_cost: Cost
    few: Side
    pack: Side


@dataclass(frozen=True)
class Neutral(Meta):
    """A neutral unit card of a tier deck; ``cost`` is what Diplomacy pays for it."""

    id: str
    name: str
    tier: str
    type: str
    side: Side
    cost: Cost
    copies: int
    counterpart: str | None = None


def _abilities(r: Reader) -> tuple[Ability, ...]:
    out = []
    for a in r.items("abilities"):
        aid = a.text("id", choices=tuple(ABILITIES))
        faces = a.integers("faces", ())
        for i, face in enumerate(faces):
            if face not in DIE_FACES:
                raise a.err(f"faces[{i}]", f"an attack die shows -1, 0 or +1, not {face}")
        out.append(
            Ability(
                id=aid,
                n=a.integer("n", None),
                faces=faces,
                when=a.text("when", "passive", choices=ABILITY_WHEN),
                resource=a.text("resource", None, choices=RESOURCES),
                target=a.text("target", None),
            )
        )
        a.done()
    return tuple(out)


def _side(r: Reader) -> Side:
    """The four numbers and the abilities, read from ``r`` (a side table or a whole neutral record)."""
    return Side(
        attack=r.integer("attack", low=0),
        defense=r.integer("defense", low=0),
        hp=r.integer("hp", low=1),
        initiative=r.integer("initiative", low=0),
        abilities=_abilities(r),
    )


def _card_side(r: Reader, key: str) -> Side:
    s = r.sub(key, r.get(key, dict))
    side = _side(s)
    s.done()
    return side


def read_unit(r: Reader) -> Unit:
    return Unit(
        id=r.rid,
        name=r.text("name"),
        faction=r.text("faction", choices=FACTIONS),
        tier=r.text("tier", choices=TIERS[:3]),
        type=r.text("type", choices=UNIT_TYPES),
        recruit_cost=cost(r, "recruit_cost"),
        reinforce_cost=cost(r, "reinforce_cost"),
        few=_card_side(r, "few"),
        pack=_card_side(r, "pack"),
        **r.meta(),
    )


def read_neutral(r: Reader) -> Neutral:
    return Neutral(
        id=r.rid,
        name=r.text("name"),
        tier=r.text("tier", choices=TIERS),
        type=r.text("type", choices=UNIT_TYPES),
        side=_side(r),
        cost=cost(r, "cost"),
        copies=r.integer("copies", low=1),
        counterpart=r.text("counterpart", None),
        **r.meta(),
    )
