"""§7.4 Assign Damage phase: hero wounds by Armor, every unit damage case (plain, resistant absorbing,
resistant wounded, wounded refused, resisted once, Cold Fire needs both resistances), the abilities
of the §7.4 table (Brutal, Poison, Paralyze, Assassination, Vampiric) and knockout (§4.8)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.mageknight.combat_math import damage_to_unit, hero_wounds
from bot.games.mageknight.state import GameState, OwnedUnit

from ..builder import DATA, act, assert_illegal, player
from .kit import combat, enemy, fight, to_phase


def at_damage(*enemies: str, **kw: Any) -> GameState:
    """Nothing blocked: the Assign Damage phase."""
    return to_phase(fight(*enemies, **kw), "damage")


def hit(state: GameState, uid: str = "e1", units: str = "", **extra: Any) -> GameState:
    return act(state, {"type": "damage", "enemy": uid, "units": units, **extra})


def unit(state: GameState, uid: str = "u1") -> OwnedUnit:
    found = [u for u in player(state).units if u.uid == uid]
    assert found, f"no unit {uid}"
    return found[0]


# ----------------------------------------------------------------------------- the hero
@pytest.mark.parametrize(
    ("damage", "armor", "wounds"),
    [(1, 2, 1), (2, 2, 1), (3, 2, 2), (4, 2, 2), (5, 3, 2), (6, 3, 2), (7, 3, 3), (8, 4, 2), (0, 2, 0)],
)
def test_hero_wounds_are_damage_over_armor_rounded_up(damage: int, armor: int, wounds: int) -> None:
    """§7.4 step 6: take a Wound and lower the damage by the Armor until it is 0 or less; even damage
    below the Armor wounds."""
    assert hero_wounds(damage, armor) == wounds


@pytest.mark.parametrize(
    ("foe", "level", "wounds"), [("prowlers", 1, 2), ("swordsmen", 1, 3), ("swordsmen", 3, 2)]
)
def test_unblocked_damage_goes_to_the_hero_by_the_level_armor(foe: str, level: int, wounds: int) -> None:
    """§7.4 step 6 / §4.6: the hero's Armor is the level token's (2 at levels 1-2, 3 at level 3);
    the Wounds go into the hand."""
    assert DATA.levels.armor(level) == (2 if level < 3 else 3)
    state = hit(at_damage(foe, level=level))
    assert player(state).hand.count("wound") == wounds


def test_every_unblocked_attack_must_be_assigned_before_the_attack_phase() -> None:
    """§7.4 steps 3 and 9: all damage must be assigned; the phase ends once every attack is."""
    state = at_damage("prowlers", "guardsmen")
    assert_illegal(state, 0, {"type": "next"}, r"Still to assign: Prowlers \(e1\) 4, Guardsmen \(e2\) 3")
    state = hit(state, "e2")  # any order
    assert_illegal(state, 0, {"type": "next"}, "Prowlers")
    state = act(hit(state, "e1"), {"type": "next"})
    assert combat(state).phase == "attack"


def test_an_attack_deals_its_damage_once() -> None:
    """§7.4 step 1: each unblocked attack is resolved once."""
    state = hit(at_damage("prowlers", "guardsmen"))
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1"}, "deals no damage now")


def test_damage_is_assigned_only_in_its_phase() -> None:
    """§7.4: damage is assigned in the Assign Damage phase."""
    state = to_phase(fight("prowlers"), "block")
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1"}, "Assign Damage phase")


# ----------------------------------------------------------------------------- units
def test_a_unit_is_wounded_by_any_damage_and_absorbs_its_armor() -> None:
    """§7.4 step 4: Peasants (Armor 3) take Prowlers' 4: one Wound on the unit, 1 damage left for the
    hero (1 Wound)."""
    state = hit(at_damage("prowlers", units=("peasants",)), units="u1")
    assert unit(state).wounds == 1
    assert player(state).hand.count("wound") == 1


def test_a_unit_absorbing_everything_leaves_the_hero_untouched() -> None:
    """§7.4 step 4: even 1 damage wounds the unit; nothing is left for the hero."""
    state = hit(at_damage("golems", units=("utem_guardsmen",)), units="u1")  # 2 vs Armor 5
    assert unit(state).wounds == 1 and "wound" not in player(state).hand


def test_damage_goes_to_several_units_in_order_then_the_hero() -> None:
    """§7.4 step 3: assign to one or more unwounded units first (spent ones too), the rest to the hero:
    Swordsmen 6 - Peasants 3 - Herbalists 2 = 1 for the hero."""
    state = at_damage("swordsmen", units=("peasants", "herbalists"))
    player(state).units[1].spent = True
    state = hit(state, units="u1,u2")
    assert [u.wounds for u in player(state).units] == [1, 1]
    assert player(state).units[1].spent  # assigning damage does not ready or spend a unit
    assert player(state).hand.count("wound") == 1


def test_no_unit_is_named_after_the_damage_is_absorbed() -> None:
    """§7.4 step 3: a unit only takes damage that is left."""
    state = at_damage("golems", units=("utem_guardsmen", "peasants"))
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u1,u2"}, "already absorbed")


def test_a_resistant_unit_absorbs_its_armor_without_a_wound() -> None:
    """§7.4 step 5: Guardian Golems (Armor 3, Physical Resistance) take Guardsmen's 3: no Wound, and
    they cannot be assigned damage again this combat."""
    state = at_damage("guardsmen", "prowlers", units=("guardian_golems",))
    state = hit(state, "e1", units="u1")
    assert unit(state).wounds == 0 and "wound" not in player(state).hand
    assert combat(state).resisted_units == ["u1"]
    assert_illegal(state, 0, {"type": "damage", "enemy": "e2", "units": "u1"}, "already absorbed damage")


def test_a_resistant_unit_absorbs_up_to_twice_its_armor_when_wounded() -> None:
    """§7.4 step 5: damage above its Armor wounds it and it absorbs its Armor again: Golems (3) take
    Werewolf's 7: wounded, 6 absorbed, 1 for the hero."""
    state = hit(at_damage("werewolf", units=("guardian_golems",)), units="u1")
    assert unit(state).wounds == 1
    assert player(state).hand.count("wound") == 1


def test_a_wounded_unit_cannot_be_assigned_damage() -> None:
    """§4.8 / §7.4 step 3: only unwounded units take damage."""
    state = at_damage("prowlers", units=("peasants",))
    player(state).units[0].wounds = 1
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u1"}, "is wounded")


def test_a_unit_wounded_earlier_in_the_combat_takes_no_more_damage() -> None:
    """§7.4 step 3: a unit wounded by the first attack is wounded for the second one."""
    state = hit(at_damage("prowlers", "guardsmen", units=("peasants",)), "e1", units="u1")
    assert_illegal(state, 0, {"type": "damage", "enemy": "e2", "units": "u1"}, "is wounded")


def test_cold_fire_is_resisted_only_with_both_fire_and_ice_resistance() -> None:
    """§7.4 step 5: against Cold Fire a unit is resistant only with Fire *and* Ice Resistance: Sorcerers
    (Fire + Ice, Armor 4) absorb Shadow's Cold Fire 4 unwounded; Fire Mages (Fire only) are wounded."""
    both = hit(at_damage("shadow", units=("sorcerers",)), units="u1")
    assert unit(both).wounds == 0 and combat(both).resisted_units == ["u1"]
    one = hit(at_damage("shadow", units=("fire_mages",)), units="u1")
    assert unit(one).wounds == 1


@pytest.mark.parametrize(
    ("element", "resistances", "resisted"),
    [
        ("physical", ("physical",), True),
        ("fire", ("fire",), True),
        ("ice", ("ice",), True),
        ("fire", ("ice",), False),
        ("coldfire", ("fire",), False),
        ("coldfire", ("ice",), False),
        ("coldfire", ("fire", "ice"), True),
        ("physical", ("fire", "ice"), False),
    ],
)
def test_unit_resistance_matches_the_attack_element(
    element: str, resistances: tuple[str, ...], resisted: bool
) -> None:
    """§7.4 step 5: Physical vs physical, Fire vs Fire, Ice vs Ice, both Fire and Ice vs Cold Fire."""
    from bot.games.mageknight.combat_math import resists

    assert resists(frozenset(resistances), element) is resisted
    assert damage_to_unit(3, 3, resisted).resisted_only is resisted


# ----------------------------------------------------------------------------- abilities (§7.4 table)
def test_brutal_doubles_the_damage() -> None:
    """§7.6 Brutal: Ironclads' 4 deal 8: 4 Wounds at Armor 2."""
    state = hit(at_damage("ironclads"))
    assert player(state).hand.count("wound") == 4


def test_poison_on_the_hero_adds_a_wound_to_the_discard_pile_per_wound() -> None:
    """§7.4 table, Poison: for each Wound into the hand one more goes to the discard pile."""
    state = hit(at_damage("cursed_hags"))  # 3 vs Armor 2
    p = player(state)
    assert p.hand.count("wound") == 2 and p.discard.count("wound") == 2


def test_poison_on_a_unit_gives_two_wounds() -> None:
    """§7.4 table, Poison: a wounded unit gets 2 Wound cards (it needs 2 heals)."""
    state = hit(at_damage("cursed_hags", units=("peasants",)), units="u1")
    assert unit(state).wounds == 2 and "wound" not in player(state).hand


def test_paralyze_on_the_hero_discards_every_non_wound_card() -> None:
    """§7.4 table, Paralyze: at least one Wound into the hand discards all non-Wound cards."""
    state = hit(at_damage("medusa", hand=("rage", "march", "wound")))
    p = player(state)
    assert p.hand == ["wound"] * 4 and sorted(p.discard) == ["march", "rage"]


def test_paralyze_destroys_a_unit_it_would_wound() -> None:
    """§7.4 table, Paralyze: a unit that would be wounded is destroyed (its banner goes to the discard
    pile, §4.4)."""
    state = at_damage("ice_golems", units=("peasants",))  # Ice 2 vs Armor 3
    player(state).units[0].banner = "banner_of_glory"
    state = hit(state, units="u1")
    p = player(state)
    assert p.units == [] and "banner_of_glory" in p.discard and "wound" not in p.hand


def test_paralyze_does_not_destroy_a_unit_that_resists_without_a_wound() -> None:
    """§7.4 steps 5 and 8: Paralyze acts on a unit that would be wounded; Ice Golems unit (Ice Res,
    Armor 4) absorbs the Ice Golems' Ice 2 unwounded."""
    state = hit(at_damage("ice_golems", units=("ice_golems",)), units="u1")
    assert unit(state).wounds == 0


def test_assassination_damage_cannot_go_to_units() -> None:
    """§7.4 table, Assassination: all of it goes to the hero."""
    state = at_damage("orc_trackers", units=("peasants",))
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u1"}, "Assassination")
    state = hit(state)
    assert player(state).hand.count("wound") == 2


def test_vampiric_gains_armor_per_wound_to_hand_and_per_wounded_unit() -> None:
    """§7.4 table / SoT §7.5 Vampiric: +1 Armor for the rest of the combat per unit its attack wounds
    and per Wound it puts into the hand (Gibbering Ghouls 4: Peasants absorb 3, 1 Wound: armor 4+2)."""
    state = hit(at_damage("gibbering_ghouls", units=("peasants",), hand=("rage",)), units="u1")
    assert enemy(state, "e1").armor_bonus == 2
    state = act(state, {"type": "next"})
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack"}, "vs armor 6")


def test_vampiric_counts_a_unit_once_however_much_it_absorbs() -> None:
    """SoT §7.5 Vampiric: +1 per unit wounded: Guardian Golems (Armor 3, Physical Resistance) absorb
    all 5 of the Vampire's damage and get one Wound: +1 Armor, not +2."""
    state = hit(at_damage("vampire", units=("guardian_golems",)), units="u1")
    assert enemy(state, "e1").armor_bonus == 1 and unit(state).wounds == 1


# ----------------------------------------------------------------------------- knockout (§4.8)
def test_knockout_when_wounds_taken_this_combat_reach_the_hand_limit() -> None:
    """§4.8 Knockout: Minotaur's Brutal 10 damage = 5 Wounds = the level-1 Hand limit 5: every
    non-Wound card in hand is discarded at once."""
    state = hit(at_damage("minotaur", hand=("rage", "march")))
    p = player(state)
    assert combat(state).knocked_out and p.hand == ["wound"] * 5
    assert sorted(p.discard) == ["march", "rage"]


def test_knockout_counts_wounds_over_several_attacks_but_not_wounds_held_before() -> None:
    """§4.8: only Wounds taken into the hand during this combat count (3 in hand before + 2 + 3 = 5
    this combat: knocked out at the second attack, not the first)."""
    state = at_damage("prowlers", "swordsmen", hand=("rage", "wound", "wound", "wound"))
    state = hit(state, "e1")
    assert not combat(state).knocked_out and "rage" in player(state).hand
    state = hit(state, "e2")
    assert combat(state).knocked_out and "rage" in player(state).discard


def test_knockout_uses_the_unmodified_hand_limit_of_the_level() -> None:
    """§4.8: the right number of the level token (level 5: Armor 3, Hand limit 6): Minotaur's 10 =
    4 Wounds, no knockout."""
    state = hit(at_damage("minotaur", hand=("rage",), level=5))
    assert player(state).hand.count("wound") == 4 and not combat(state).knocked_out
    assert "rage" in player(state).hand


def test_poison_wounds_in_the_discard_pile_do_not_count_for_knockout() -> None:
    """§4.8 counts the Wounds taken into the hand; Poison's extra ones go to the discard pile
    (Cursed Hags 3 = 2 into the hand + 2 discarded)."""
    state = hit(at_damage("cursed_hags"))
    assert combat(state).wounds_taken == 2 and not combat(state).knocked_out


def test_after_a_knockout_units_still_take_damage() -> None:
    """§4.8: after a knockout units can still fight and the hero can take more wounds."""
    state = at_damage("minotaur", "prowlers", units=("peasants",))
    state = hit(state, "e1")
    assert combat(state).knocked_out
    state = hit(state, "e2", units="u1")
    assert unit(state).wounds == 1 and player(state).hand.count("wound") == 6
