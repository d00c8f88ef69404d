"""What combat knows about a unit card: its stats per side and its abilities as keyword ids.

The component data (``data/homm3``) is read elsewhere; whoever starts a combat copies the numbers
into a :class:`UnitProfile`, so a combat never depends on the loader and a stored combat keeps the
stats it began with. Abilities are ids with integer parameters; :data:`ABILITIES` says when each
one acts (rulebook §7.2) and whether combat resolves it itself or hands it to the caller as an event
(a *hook*: the hand, morale outside combat, the map).
"""

from __future__ import annotations

from dataclasses import dataclass, field

GROUND = "ground"
FLYING = "flying"
RANGED = "ranged"
MOVEMENTS = (GROUND, FLYING, RANGED)

BRONZE, SILVER, GOLD, AZURE = "bronze", "silver", "gold", "azure"
TIERS = (BRONZE, SILVER, GOLD, AZURE)

# When an ability acts (§7.2), plus "map" for abilities that never act in combat.
ACTIVATION, ATTACK, SPECIAL, PASSIVE, RETALIATION, MAP = (
    "activation",
    "attack",
    "special",
    "passive",
    "retaliation",
    "map",
)


@dataclass(frozen=True)
class AbilityInfo:
    """``timing`` as in §7.2; ``hook``: combat announces it as an event for the caller to carry out."""

    timing: str
    hook: bool = False


#: Every ability id combat understands. Parameters (all integers) are named in the comment.
ABILITIES: dict[str, AbilityInfo] = {
    # attack die
    "advantage": AbilityInfo(ATTACK),  # roll 2 dice, keep the better
    "two_dice": AbilityInfo(ATTACK),  # roll 2 dice and add both
    "reroll_low": AbilityInfo(ATTACK),  # reroll own -1 results; repeat=1: until none is -1
    "reroll_face": AbilityInfo(ATTACK),  # may reroll own die showing min..max
    "reroll_after_move": AbilityInfo(ATTACK),  # may reroll own die when it moved this activation
    "die_bonus": AbilityInfo(PASSIVE),  # +amount to own die
    "die_bonus_on_face": AbilityInfo(PASSIVE),  # +amount when own die shows min..max
    "no_die": AbilityInfo(PASSIVE),  # its own die always counts 0
    "curse_attackers": AbilityInfo(PASSIVE),  # the die of a unit attacking it counts -1
    "draw_on_face": AbilityInfo(ATTACK, hook=True),  # own die min..max: its player draws a card
    "paralyse_on_face": AbilityInfo(ATTACK),  # own die min..max: the target is paralysed
    "push_on_face": AbilityInfo(ATTACK),  # own die min..max: the target is pushed 1 field away
    # ranged
    "no_adjacent_penalty": AbilityInfo(PASSIVE),  # no ranged penalty against an adjacent unit
    "no_penalties": AbilityInfo(PASSIVE),  # no ranged or wall penalty at all
    "double_shot": AbilityInfo(ATTACK),  # a non-adjacent target is shot twice
    # more hits
    "splash": AbilityInfo(ATTACK),  # also hits a unit next to the target with attack=amount
    "breath": AbilityInfo(ATTACK),  # also hits the field behind the target with attack=amount
    "attack_bonus_vs": AbilityInfo(PASSIVE),  # +amount attack against units whose key ends with tag
    "ignore_defense": AbilityInfo(ATTACK),  # the target's printed Defense does not count
    # defence
    "die_defense": AbilityInfo(PASSIVE),  # +1 Defense when the attacker's die shows min..max
    "retaliation_defense": AbilityInfo(PASSIVE),  # +amount Defense against a retaliation
    "guard_allies": AbilityInfo(PASSIVE),  # adjacent friendly units count as holding a defense token
    "void_die": AbilityInfo(PASSIVE, hook=True),  # when attacked: discard a card to cancel the die
    "prevent_lethal": AbilityInfo(PASSIVE),  # once a combat: a lethal hit on another friend misses
    "retaliation_disadvantage": AbilityInfo(PASSIVE),  # a retaliation against it rolls 2, keeps worse
    "spell_resistance": AbilityInfo(PASSIVE),  # spell damage to it is reduced by amount
    "spell_immunity": AbilityInfo(PASSIVE),  # spells and specialty damage do not affect it
    "immune_paralysis": AbilityInfo(PASSIVE),
    # retaliation
    "unlimited_retaliation": AbilityInfo(PASSIVE),
    "no_retaliation": AbilityInfo(ATTACK),  # its attacks draw no retaliation
    "retaliation_paralyses": AbilityInfo(RETALIATION),  # its retaliation with die min..max paralyses
    # activation and after the attack
    "heal_on_activation": AbilityInfo(ACTIVATION),  # heals itself by amount
    "heal_friend_or_attack": AbilityInfo(ACTIVATION),  # heals a friend by amount, else +1 attack
    "strip_morale": AbilityInfo(ACTIVATION, hook=True),  # the enemy loses positive morale
    "discard_enemy_card": AbilityInfo(ACTIVATION, hook=True),  # the enemy discards a random card
    "heal_after_attack": AbilityInfo(ATTACK),  # after attacking, heals itself by amount
    "return_after_attack": AbilityInfo(ATTACK),  # may fly back to its start; only_if_retaliated=1
    # start and end of combat
    "draw_at_start": AbilityInfo(PASSIVE, hook=True),  # its player draws amount cards
    "reinforce_on_defeat": AbilityInfo(MAP, hook=True),  # beaten: a Necropolis winner reinforces
    # never in combat (carried so a profile can hold the whole card)
    "map": AbilityInfo(MAP, hook=True),
}


@dataclass
class Ability:
    """An ability on a unit card side: its id (a key of :data:`ABILITIES`) and integer parameters."""

    id: str
    params: dict[str, int] = field(default_factory=dict)
    tag: str = ""  # a unit key suffix for abilities aimed at one kind of unit (attack_bonus_vs)

    def get(self, name: str, default: int = 0) -> int:
        return self.params.get(name, default)

    def face_in(self, face: int) -> bool:
        """Whether a die ``face`` is in this ability's ``min``..``max`` (both default to any face)."""
        return self.get("min", -1) <= face <= self.get("max", 1)


@dataclass
class Face:
    """One side of a unit card: Few, Pack, or the single side of a neutral card."""

    attack: int
    defense: int
    hp: int
    initiative: int
    abilities: list[Ability] = field(default_factory=list)


@dataclass
class UnitProfile:
    """A unit card as combat needs it. ``pack`` is None for a single-sided (neutral) card."""

    key: str
    tier: str
    movement: str
    few: Face
    pack: Face | None = None
    faction: str = ""

    def face(self, pack: bool) -> Face:
        if pack and self.pack is not None:
            return self.pack
        return self.few


def unknown_abilities(profile: UnitProfile) -> list[str]:
    """Ability ids on ``profile`` that combat does not know (a data error)."""
    faces = [profile.few] + ([profile.pack] if profile.pack else [])
    return [a.id for f in faces for a in f.abilities if a.id not in ABILITIES]
