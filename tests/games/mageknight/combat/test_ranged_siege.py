"""§7.2 Ranged & Siege Attack phase: only Ranged and Siege attacks, fortification (site, ability,
double), Unfortified, grouping targets, resistances over a group, Fame at once, failure changes
nothing (§7.2 step 5), attack points are not saved (step 7)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError
from bot.games.mageknight.observer import combat_choices

from ..builder import DATA, assert_illegal, attack, player
from .kit import RICH, assault, combat, declare, enemy, fame, fight, to_attack

SWIFTNESS = "swiftness@powered+mana=crystal:white"  # Ranged 3
SWIFT_BOLT = "swift_bolt@powered+mana=crystal:white"  # Ranged 4
CRUSHING_BOLT = "crushing_bolt@powered+mana=crystal:green"  # Siege 3
FIRE_BOLT = "fire_bolt@powered+mana=crystal:red"  # Fire Ranged 3
HAND = ("swiftness", "swift_bolt", "crushing_bolt", "crushing_bolt", "fire_bolt", "rage", "march")


def test_a_ranged_attack_defeats_an_unfortified_enemy_and_gives_fame_at_once() -> None:
    """§7.2 steps 3-4: total ≥ armor defeats the target; its Fame is gained at once."""
    state = fight("prowlers", hand=HAND, crystals=RICH)
    state = attack(state, "e1", SWIFTNESS)
    assert enemy(state, "e1").defeated
    assert fame(state) == 2 and state.turn is not None and state.turn.fame_gained == 2
    assert combat(state).phase == "ranged"


def test_ranged_attacks_cannot_target_a_site_fortified_defender() -> None:
    """§7.2 step 2: a defender of a fortified site is fortified: Ranged attacks do not count; the error
    names the card and says what to do."""
    state = assault("keep", "swordsmen", hand=HAND, crystals=RICH)
    assert_illegal(
        state, 0, {"type": "attack", "targets": "e1", "cards": f"{SWIFT_BOLT},{SWIFTNESS}"}, "only Siege"
    )


def test_siege_attacks_can_target_a_fortified_defender() -> None:
    """§7.2 step 2: Siege attacks count against fortified targets (Swordsmen armor 5, Siege 3 + 3)."""
    state = assault("keep", "swordsmen", hand=HAND, crystals=RICH)
    state = attack(state, "e1", f"{CRUSHING_BOLT},{CRUSHING_BOLT}")
    assert enemy(state, "e1").defeated and fame(state) == 4


def test_the_fortified_ability_works_away_from_sites() -> None:
    """§7.6 Fortified: in the Ranged & Siege phase only Siege attacks can target it (rampaging Diggers)."""
    state = fight("diggers", hand=HAND, crystals=RICH)
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": SWIFT_BOLT}, "fortified")
    state = attack(state, "e1", CRUSHING_BOLT)
    assert enemy(state, "e1").defeated


def test_double_fortified_enemies_cannot_be_targeted_at_all() -> None:
    """§7.2 step 2: Fortified ability + fortified site: not even Siege attacks in this phase."""
    state = assault("keep", "guardsmen", hand=HAND, crystals=RICH)
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": CRUSHING_BOLT}, "double fortified")
    with pytest.raises(IllegalActionError, match="double fortified"):
        declare(state, "attack", "e1", [(50, "physical", "siege")])
    state = to_attack(state)  # in the Attack phase fortification no longer matters (§7.5)
    state, _ = declare(state, "attack", "e1", [(7, "physical", "melee")])
    assert enemy(state, "e1").defeated


def test_unfortified_ignores_the_site_fortification() -> None:
    """§7.6 / LL §2.8 Unfortified: site fortification is ignored, so Ranged attacks count against a
    keep's Shocktroops (Elusive: the higher armor 6 in this phase)."""
    state = assault("keep", "shocktroops", hand=HAND, crystals=RICH)
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": SWIFT_BOLT}, r"vs armor 6")
    state = attack(state, "e1", f"{SWIFT_BOLT},{SWIFTNESS}")
    assert enemy(state, "e1").defeated


def test_melee_and_sideways_attacks_do_not_count_in_this_phase() -> None:
    """§7.2 step 2: only Ranged and Siege attacks; no sideways cards in this phase."""
    state = fight("prowlers", hand=HAND, crystals=RICH)
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack"}, "Only Ranged")
    assert_illegal(
        state, 0, {"type": "attack", "targets": "e1", "cards": "march@sideways/attack"}, "Only Ranged"
    )


def test_one_attack_on_a_group_needs_the_sum_of_their_armor() -> None:
    """§7.2 steps 1 and 4: one attack on several targets succeeds if it reaches the sum of their
    armor; all of them are defeated and their Fame summed (Prowlers 3 + Wolf Riders 4 = 7)."""
    state = fight("prowlers", "wolf_riders", hand=HAND, crystals=RICH)
    assert_illegal(
        state, 0, {"type": "attack", "targets": "e1,e2", "cards": f"{SWIFT_BOLT},rage@basic/attack"}
    )
    assert_illegal(state, 0, {"type": "attack", "targets": "e1,e2", "cards": SWIFT_BOLT}, r"vs armor 7")
    state = attack(state, "e1,e2", f"{SWIFT_BOLT},{SWIFTNESS}")
    assert all(e.defeated for e in combat(state).enemies)
    assert fame(state) == 2 + 3


def test_a_failed_attack_changes_nothing_and_says_by_how_much() -> None:
    """§7.2 step 5: a total below the armor does nothing; the cards stay in hand and the mana unpaid."""
    state = fight("wolf_riders", hand=HAND, crystals=RICH)
    err = assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": SWIFTNESS}, "Not enough")
    assert "3 = 3 vs armor 4" in str(err)
    assert player(state).crystals["white"] == 3 and "swiftness" in player(state).hand


def test_a_fortified_target_in_the_group_forbids_ranged_attacks_for_the_whole_group() -> None:
    """§7.2 step 2: if *any* target is fortified only Siege attacks count; split the attack instead
    (step 6)."""
    state = fight("prowlers", "diggers", hand=HAND, crystals=RICH)
    assert_illegal(state, 0, {"type": "attack", "targets": "e1,e2", "cards": f"{SWIFT_BOLT},{SWIFTNESS}"})
    state = attack(state, "e1", SWIFTNESS)
    state = attack(state, "e2", CRUSHING_BOLT)
    assert all(e.defeated for e in combat(state).enemies)


def test_one_resistant_target_halves_that_element_for_the_whole_group() -> None:
    """§7.2 step 3: if any target resists an element, every attack of that element is inefficient;
    splitting keeps the resistant enemy from halving the others' attacks (step 6)."""
    state = fight("prowlers", "fire_mages")  # armor 3 and 5, Fire Mages resist Fire
    assert declare(state, "attack", "e1", [(3, "fire", "ranged")])[0] is not None
    with pytest.raises(IllegalActionError, match=r"physical 4 \+ \(Fire 7\) halved = 7 vs armor 8"):
        declare(state, "attack", ["e1", "e2"], [(7, "fire", "ranged"), (4, "physical", "ranged")])
    after, _ = declare(state, "attack", ["e1", "e2"], [(10, "fire", "ranged"), (3, "physical", "ranged")])
    assert all(e.defeated for e in combat(after).enemies)


def test_attack_points_cannot_be_saved() -> None:
    """§7.2 step 7: the surplus of an attack is lost; attack cards are played only inside a
    declaration, so no pool of attack points is ever kept."""
    state = fight("prowlers", "wolf_riders", hand=HAND, crystals=RICH)
    state = attack(state, "e1", SWIFT_BOLT)  # 4 vs armor 3: 1 point lost
    assert state.turn is not None and state.turn.parts is None
    assert_illegal(
        state,
        0,
        {"type": "play", "card": "swiftness", "mode": "powered", "params": {"mana": "crystal:white"}},
        "declaration",
    )
    assert_illegal(state, 0, {"type": "attack", "targets": "e2", "cards": SWIFTNESS}, "Not enough")


def test_a_defeated_enemy_cannot_be_attacked_again() -> None:
    """§7.2 step 4: defeated enemies leave the combat."""
    state = attack(fight("prowlers", hand=HAND, crystals=RICH), "e1", SWIFTNESS)
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": SWIFT_BOLT}, "already defeated")


def test_blocks_are_not_declared_in_this_phase() -> None:
    """§7.2: this phase has attacks only; blocking comes in the Block phase."""
    state = fight("prowlers", hand=HAND, crystals=RICH)
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "cards": "rage@basic/block"}, "Block phase")


def test_the_declare_controls_offer_ranged_cards_only_against_unfortified_enemies() -> None:
    """§7.2 step 2 in the private Declare controls: against a fortified defender only Siege attacks
    count, so a Ranged way is offered for the enemies it can reach and not for the fortified one
    (the controls offer only what the engine would accept)."""
    state = assault("keep", "swordsmen", hand=HAND, crystals=RICH)
    choices = combat_choices(state, 0, DATA)
    assert choices is not None and choices["fortified"] == ["e1"]
    ranged = [item for item, _ in choices["cards"] if not item.startswith("crushing_bolt")]
    siege = [item for item, _ in choices["cards"] if item.startswith("crushing_bolt")]
    assert ranged and siege
    assert all(choices["card_targets"][item] == [] for item in ranged)
    assert all(item not in choices["card_targets"] for item in siege)
