"""§7.5 Attack phase: every attack type counts, fortification no longer matters, sideways Attack 1,
resistances halving per element (Cold Fire only against Fire + Ice, §7.2 step 3), Elusive (two armor
values, LL §2.8), Fame at once, attack points not saved."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError
from bot.games.mageknight.combat_math import Part, Target, attack_total

from ..builder import act, assert_illegal, attack, player
from .kit import RICH, assault, combat, declare, enemy, fame, fight, to_attack, to_phase

ELEMENTS = ("physical", "fire", "ice", "coldfire")
#: enemy -> (armor in the Attack phase, resistances)
DEFENDERS = {
    "prowlers": (3, ()),
    "golems": (5, ("physical",)),
    "fire_mages": (5, ("fire",)),
    "ice_mages": (6, ("ice",)),
    "orc_war_beasts": (5, ("fire", "ice")),
    "altem_guardsmen": (7, ("fire", "ice", "physical")),
}


def halved(element: str, resistances: tuple[str, ...]) -> bool:
    """§7.2 step 3, written out independently of the engine."""
    if element == "coldfire":
        return "fire" in resistances and "ice" in resistances
    return element in resistances


@pytest.mark.parametrize("element", ELEMENTS)
@pytest.mark.parametrize("foe", sorted(DEFENDERS))
def test_resistances_halve_attacks_of_their_element(foe: str, element: str) -> None:
    """§7.2 step 3 / §7.5: an attack equal to the armor defeats the enemy unless the enemy resists
    its element; a resisted attack needs twice the armor (halved, rounded down)."""
    armor, resistances = DEFENDERS[foe]
    state = to_attack(fight(foe))
    if not halved(element, resistances):
        after, _ = declare(state, "attack", "e1", [(armor, element, "melee")])
        assert enemy(after, "e1").defeated
        return
    with pytest.raises(IllegalActionError, match="halved"):
        declare(state, "attack", "e1", [(2 * armor - 1, element, "melee")])
    after, _ = declare(state, "attack", "e1", [(2 * armor, element, "melee")])
    assert enemy(after, "e1").defeated


def test_halving_sums_the_inefficient_attacks_before_rounding() -> None:
    """§7.2 step 3: floor(sum of all inefficient attacks / 2), not the sum of halves: 3 + 3 halved
    = 3, where 1 + 1 would be 2."""
    total = attack_total([Part(3), Part(3)], [Target("Golems", 5, frozenset({"physical"}))])
    assert total.value == 3 and str(total.text) == "(physical 3 + physical 3) halved = 3"


def test_sideways_attack_one_counts_and_is_halved_by_physical_resistance() -> None:
    """§7.5 sideways Attack 1 (physical); §7.6 Physical Resistance halves sideways cards too."""
    hand = ("rage", "march", "swiftness", "determination")
    state = to_attack(fight("prowlers", hand=hand))
    state = attack(state, "e1", "rage@basic/attack,march@sideways/attack")  # 2 + 1 = 3
    assert enemy(state, "e1").defeated
    golems = to_attack(fight("golems", hand=hand))
    err = assert_illegal(
        golems,
        0,
        {
            "type": "attack",
            "targets": "e1",
            "cards": "rage@basic/attack,march@sideways/attack,swiftness@sideways/attack,determination@basic/attack",
        },
    )
    assert "halved = 3 vs armor 5" in str(err)


def test_every_attack_type_counts_and_fortification_no_longer_matters() -> None:
    """§7.5: melee, Ranged and Siege are all the same here, and any enemy can be targeted: a keep's
    double fortified Guardsmen (armor 7) fall to Ranged 4 + Attack 4 (Swift Bolt + powered Rage)."""
    state = to_attack(assault("keep", "guardsmen", hand=("swift_bolt", "rage"), crystals=RICH))
    state = attack(state, "e1", "swift_bolt@powered+mana=crystal:white,rage@powered+mana=crystal:red")
    assert enemy(state, "e1").defeated and fame(state) == 3


def test_grouped_targets_and_fame_at_once() -> None:
    """§7.5 grouping as in §7.2: one attack on Prowlers + Diggers (3 + 3); both Fames at once."""
    state = to_attack(fight("prowlers", "diggers"))
    state, text = declare(state, "attack", ["e1", "e2"], [(6, "physical", "melee")])
    assert all(e.defeated for e in combat(state).enemies) and fame(state) == 4
    assert "+4 Fame" in text and state.turn is not None and state.turn.fame_gained == 4


def test_attack_points_are_lost_after_the_combat() -> None:
    """§7.2 step 7: nothing carries over: an enemy not defeated stays and the combat ends."""
    state = to_attack(fight("prowlers", hand=("rage",)))
    state = act(state, {"type": "next"})
    assert state.turn is not None and state.turn.combat is None
    assert player(state).hand.count("rage") == 1


def test_arcane_immunity_does_not_stop_attacks() -> None:
    """LL §2.8 Arcane Immunity: attacks and blocks of any element work normally (Sorcerers, armor 6)."""
    state = to_phase(fight("sorcerers"), "block")
    state, _ = declare(state, "block", "e1", [(6, "ice", "block")])
    state = act(state, {"type": "next"})
    state, _ = declare(state, "attack", "e1", [(6, "fire", "melee")])
    assert enemy(state, "e1").defeated


# ----------------------------------------------------------------------------- Elusive
def test_elusive_uses_the_higher_armor_in_the_ranged_phase() -> None:
    """LL §2.8 Elusive: the Ranged & Siege phase always uses the higher value (Shocktroops 6)."""
    state = fight("shocktroops")
    with pytest.raises(IllegalActionError, match="vs armor 6"):
        declare(state, "attack", "e1", [(5, "physical", "ranged")])


def test_elusive_lower_armor_when_every_attack_was_blocked() -> None:
    """§7.5 Elusive: the lower armor (3) only in the Attack phase and only if all its attacks were
    blocked."""
    state = to_phase(fight("shocktroops"), "block")
    state, _ = declare(state, "block", "e1", [(5, "physical", "block")])
    state = act(state, {"type": "next"})
    after, text = declare(state, "attack", "e1", [(3, "physical", "melee")])
    assert enemy(after, "e1").defeated and "vs armor 3" in text


def test_elusive_keeps_the_higher_armor_if_an_attack_came_through() -> None:
    """LL §2.8: if any attack got through, the higher value stays for the rest of the combat."""
    state = to_attack(fight("shocktroops"))
    with pytest.raises(IllegalActionError, match="vs armor 6"):
        declare(state, "attack", "e1", [(5, "physical", "melee")])


def test_elusive_with_several_attacks_needs_all_of_them_blocked() -> None:
    """LL §2.7-2.8: an enemy counts as blocked only if every attack was: Crystal Sprites (1 / 2, two
    Ice attacks) with one attack blocked keep the higher armor."""
    state = to_phase(fight("crystal_sprites"), "block")
    one, _ = declare(state, "block", "e1", [(1, "fire", "block")], index=1)
    one = to_attack(one)
    assert "vs armor 3 (Crystal Sprites 3) [Crystal Sprites +1 armor (Defend)]" in _verdict(
        one
    )  # 2 + Defend 1
    both, _ = declare(state, "block", "e1", [(1, "fire", "block")], index=1)
    both, _ = declare(both, "block", "e1", [(1, "fire", "block")], index=2)
    both = act(both, {"type": "next"})
    assert "vs armor 2 (Crystal Sprites 2)" in _verdict(both)  # 1 + Defend 1


def test_elusive_armor_modifiers_change_both_values() -> None:
    """§7.5 / LL §2.8: armor modifiers change both values: the Vampire (5 / 10) unblocked puts 3
    Wounds into the hand: armor 10 + 3."""
    state = to_phase(fight("vampire"), "damage")
    state = act(state, {"type": "damage", "enemy": "e1"})
    state = act(state, {"type": "next"})
    with pytest.raises(IllegalActionError, match="vs armor 13"):
        declare(state, "attack", "e1", [(12, "physical", "melee")])


def _verdict(state: object) -> str:
    try:
        declare(state, "attack", "e1", [(0, "physical", "melee")])  # type: ignore[arg-type]
    except IllegalActionError as exc:
        return str(exc)
    raise AssertionError("an attack of 0 succeeded")  # pragma: no cover
