"""From component data to what combat fights with: a unit or neutral record of ``data/homm3`` becomes
a combat :class:`~bot.games.homm3.combat.profiles.UnitProfile`, the data's ability keywords mapped to
combat's own ability ids (:data:`ABILITY_MAP`)."""

from __future__ import annotations

from bot.games.homm3.combat.profiles import Ability, Face, UnitProfile
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.data.units import Ability as DataAbility
from bot.games.homm3.data.units import Side

# data keyword -> combat ability id (None: a map ability combat carries as "map")
ABILITY_MAP: dict[str, str] = {
    "adjacent_allies_defend": "guard_allies",
    "attack_bonus_vs": "attack_bonus_vs",
    "attackers_die_fixed": "curse_attackers",
    "best_of_two_dice": "advantage",
    "defense_vs_die": "die_defense",
    "defense_vs_retaliation": "retaliation_defense",
    "die_bonus": "die_bonus",
    "discard_voids_attack_die": "void_die",
    "double_shot": "double_shot",
    "draw_at_combat_start": "draw_at_start",
    "draw_on_die": "draw_on_face",
    "enemy_discards_random": "discard_enemy_card",
    "guard_lethal_hit": "prevent_lethal",
    "heal_friend_or_attack": "heal_friend_or_attack",
    "heal_self": "heal_on_activation",
    "heal_self_after_attack": "heal_after_attack",
    "ignore_defense": "ignore_defense",
    "ignore_own_die": "no_die",
    "immune_paralysis": "immune_paralysis",
    "immune_spells": "spell_immunity",
    "line_attack": "breath",
    "necropolis_reinforce_on_defeat": "reinforce_on_defeat",
    "no_adjacent_penalty": "no_adjacent_penalty",
    "no_combat_penalty": "no_penalties",
    "no_retaliation": "no_retaliation",
    "paralyse_on_die": "paralyse_on_face",
    "push_on_die": "push_on_face",
    "reroll_after_move": "reroll_after_move",
    "reroll_die_faces": "reroll_face",
    "retaliation_worst_of_two": "retaliation_disadvantage",
    "return_to_start": "return_after_attack",
    "roll_two_apply_both": "two_dice",
    "spell_damage_reduction": "spell_resistance",
    "splash": "splash",
    "strip_positive_morale": "strip_morale",
    "unlimited_retaliation": "unlimited_retaliation",
}
AMOUNT = {
    "attack_bonus_vs",
    "die_bonus",
    "draw_at_start",
    "heal_friend_or_attack",
    "heal_on_activation",
    "heal_after_attack",
    "breath",
    "retaliation_defense",
    "spell_resistance",
    "splash",
    "die_defense",
}


def ability(a: DataAbility) -> Ability:
    cid = ABILITY_MAP.get(a.id)
    if cid is None or a.when == "map":
        return Ability("map")
    params: dict[str, int] = {}
    if a.n is not None and cid in AMOUNT:
        params["amount"] = a.n
    if a.faces:
        params["min"], params["max"] = min(a.faces), max(a.faces)
    if cid == "paralyse_on_face" and a.when == "retaliation":
        cid = "retaliation_paralyses"
    if cid == "reroll_face" and a.faces == (-1,):
        cid, params = "reroll_low", {}
    if cid == "die_defense":
        params.pop("amount", None)
    if cid == "die_bonus" and a.faces:
        cid = "die_bonus_on_face"
    return Ability(cid, params, a.target or "")


def face(side: Side) -> Face:
    return Face(side.attack, side.defense, side.hp, side.initiative, [ability(a) for a in side.abilities])


def unit_profile(data: Homm3Data, card: str, neutral: bool = False) -> UnitProfile:
    """The combat profile of a faction unit card or (``neutral``) a neutral card."""
    if neutral:
        n = data.neutrals[card]
        return UnitProfile(f"neutral.{n.id}", n.tier, n.type, face(n.side))
    u = data.units[card]
    return UnitProfile(f"{u.faction}.{u.id}", u.tier, u.type, face(u.few), face(u.pack), u.faction)


def tower_profile(data: Homm3Data) -> UnitProfile | None:
    for c in data.siege_cards.values():
        if c.kind == "arrow_tower":
            return UnitProfile(
                "siege.arrow_tower",
                "bronze",
                c.type or "ranged",
                Face(c.attack, c.defense, c.hp, c.initiative),
            )
    return None
