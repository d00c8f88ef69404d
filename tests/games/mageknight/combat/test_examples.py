"""Every worked combat example of the rulebook digests and seeds that the engine can play, each citing
where it is printed. Searched: "Example" in /work/shared/rules, "Příklad" / "Przykład" in
/work/shared/seeds.

Not encoded (no engine support, or not enemy combat): the PvP block example (UE rulebook cs l. 861,
PL rulebook l. 1020, original digest §7.9: Fire Ranged 4 vs Ice Block 4); the Forked Lightning PvP
example (LL digest §7.8); the Arcane Immunity card examples (LL §2.8: Burning Shield, Exploding
Shield, Shield Bash are spells / advanced effects not implemented yet); the Volkare dial examples
(LL §3.1, data tests cover them).
"""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError

from ..builder import DATA, act, assert_illegal, block, player
from .kit import (
    RICH,
    SITE,
    assault,
    combat,
    declare,
    defeat,
    enemy,
    fight,
    finish,
    site_table,
    to_attack,
    to_phase,
)
from .test_outcome import city


# ----------------------------------------------------------------------------- UE rulebook
def test_determination_block_five_goes_into_one_block() -> None:
    """UE rulebook cs l. 370 and PL rulebook l. 661 (original digest §4, "Example given: the Block 5
    from Determination must go into a single block"): an attack or block of one card is used whole
    on one block; the point it has to spare against Prowlers (4) cannot help against Guardsmen (3)."""
    state = to_phase(fight("prowlers", "guardsmen", hand=("determination", "march"), crystals=RICH), "block")
    state = block(state, "e1", "determination@powered+mana=crystal:blue")
    assert enemy(state, "e1").blocked == [True]
    assert_illegal(
        state,
        0,
        {"type": "block", "enemy": "e2", "cards": "march@sideways/block"},
        "= 1 vs physical attack 3",
    )


def test_resistant_unit_absorbs_up_to_twice_its_armor() -> None:
    """UE digest §7.4 step 5 ("So a resistant unit absorbs up to 2 × Armor and is wounded only if
    the damage is more than its Armor"): Fire Mages unit (Armor 4, Fire Res) vs Fire Mages' Fire 6:
    wounded, all 6 absorbed; vs the Fire Golems' 3: no wound."""
    state = to_phase(fight("fire_mages", units=("fire_mages",)), "damage")
    state = act(state, {"type": "damage", "enemy": "e1", "units": "u1"})
    assert player(state).units[0].wounds == 1 and "wound" not in player(state).hand
    state = to_phase(fight("ice_golems", units=("ice_golems",)), "damage")
    state = act(state, {"type": "damage", "enemy": "e1", "units": "u1"})
    assert player(state).units[0].wounds == 0


# ----------------------------------------------------------------------------- Lost Legion §2.7
def test_blue_city_raises_only_the_fire_attack_of_a_heroes_token() -> None:
    """LL digest §2.7: "a Heroes token with one fire and one physical attack defending a blue city
    has only its fire attack raised" (Fire Heroes: physical 4, Fire 2 -> physical 4, Fire 4)."""
    state = to_phase(city("blue", "fire_heroes"), "block")
    with pytest.raises(IllegalActionError, match="physical attack 4"):
        declare(state, "block", "e1", [(0, "physical", "block")], index=1)
    with pytest.raises(IllegalActionError, match="Fire attack 4"):
        declare(state, "block", "e1", [(0, "physical", "block")], index=2)


def test_red_city_brutal_applies_only_to_the_physical_attack_of_a_heroes_token() -> None:
    """LL digest §2.7: "In a red city, Brutal applies only to its physical attack": Fire Heroes'
    physical 4 deals 8 (4 Wounds), its Fire 2 deals 2 (1 Wound)."""
    state = to_phase(city("red", "fire_heroes"), "damage")
    state = act(state, {"type": "damage", "enemy": "e1", "attack": 1})
    assert player(state).hand.count("wound") == 4
    state = act(state, {"type": "damage", "enemy": "e1", "attack": 2})
    assert player(state).hand.count("wound") == 5


def test_green_city_poison_applies_only_to_the_physical_attack() -> None:
    """LL digest §2.7 (the same per-attack rule for the green city's Poison): Fire Heroes' Fire 2
    is not poisonous."""
    state = to_phase(city("green", "fire_heroes"), "damage")
    state = act(state, {"type": "damage", "enemy": "e1", "attack": 2})
    assert player(state).discard.count("wound") == 0


# ----------------------------------------------------------------------------- Lost Legion §2.9
def test_keep_defended_by_heroes_costs_two_reputation_when_won() -> None:
    """LL digest §2.9 Example 1 (LL rulebook cs l. 882): assault and conquer a keep defended by
    Heroes (Rep -1): -1 for assaulting and -1 for defeating the Heroes = -2; if they survive, -1."""
    assert DATA.enemies["swift_heroes"].reputation == -1
    state = finish(defeat(to_attack(assault("keep", "swift_heroes")), "e1"))
    assert player(state).reputation == -2 and state.spaces[SITE].owner == 0
    state = finish(to_attack(assault("keep", "swift_heroes")))
    assert player(state).reputation == -1


def test_keep_defended_by_thugs_nets_zero_and_lifts_you_off_the_bottom() -> None:
    """LL digest §2.9 Example 2: a keep defended by Thugs (Rep +1) nets 0; on the bottom ("X") space
    Reputation goes up, because the assault penalty comes before the Thugs' gain."""
    state = finish(defeat(to_attack(assault("keep", "thugs")), "e1"))
    assert player(state).reputation == 0
    bottom = DATA.levels.rep_min
    t = site_table("keep", "thugs").reputation(bottom)
    state = act(t.build(), {"type": "move", "hex": SITE})
    assert player(state).reputation == bottom
    state = finish(defeat(to_attack(state), "e1"))
    assert player(state).reputation == bottom + 1


# ----------------------------------------------------------------------------- Shades of Tezla §7.5
def test_defend_elven_protectors_alone_defend_themselves() -> None:
    """LL digest §7.5 Defend (SoT rulebook cs l. 3591): "Elven Protectors alone defend themselves, so
    armor becomes 6" (armor 4 + Defend 2)."""
    state = fight("elven_protectors")
    with pytest.raises(IllegalActionError, match="vs armor 6"):
        declare(state, "attack", "e1", [(5, "physical", "ranged")])
    after, _ = declare(state, "attack", "e1", [(6, "physical", "ranged")])
    assert enemy(after, "e1").defeated


def test_defend_protectors_defend_the_centaurs() -> None:
    """LL digest §7.5 (SoT cs l. 3594): Protectors + Centaur Outriders: shooting the centaurs needs
    Ranged Attack 7 (armor 5 + Defend 2)."""
    state = fight("elven_protectors", "centaur_outriders")
    with pytest.raises(IllegalActionError, match="vs armor 7"):
        declare(state, "attack", "e2", [(6, "physical", "ranged")])
    after, _ = declare(state, "attack", "e2", [(7, "physical", "ranged")])
    assert enemy(after, "e2").defeated


def test_defend_two_crystal_sprites_and_protectors() -> None:
    """LL digest §7.5 (SoT cs l. 3598): 2 Crystal Sprites + Protectors: one Defend 1 to the elves, the
    other to a sprite; Ranged 8 kills both (elves 4 + 1, sprite 2 + 1 in the Ranged phase). The
    other sprite gets no Defend 2, because the elves are dead (ruling R-DEFEND: smallest Defend
    first)."""
    state = fight("crystal_sprites", "crystal_sprites", "elven_protectors")
    with pytest.raises(IllegalActionError, match="vs armor 8"):
        declare(state, "attack", ["e3", "e1"], [(7, "physical", "ranged")])
    state, _ = declare(state, "attack", ["e3", "e1"], [(8, "physical", "ranged")])
    assert enemy(state, "e3").defeated and enemy(state, "e1").defeated
    after, text = declare(state, "attack", "e2", [(2, "physical", "ranged")])  # no Defend left
    assert enemy(after, "e2").defeated and "Defend" not in text


def test_defend_raises_an_arcane_immune_enemy() -> None:
    """LL digest §7.8 FAQ: "Defend can raise the armor of an Arcane-Immune enemy": Corrupted Priests
    (Defend 1) defend the Shadow (Arcane Immunity, armor 8 in the Ranged phase): 9."""
    state = fight("corrupted_priests", "shadow")
    with pytest.raises(IllegalActionError, match="vs armor 9"):
        declare(state, "attack", "e2", [(8, "physical", "ranged")])


# ----------------------------------------------------------------------------- Lost Legion §2.8
def test_elusive_attack_reduced_to_zero_counts_as_blocked() -> None:
    """LL digest §2.8 Elusive: "An attack reduced to 0 during the Block phase counts as blocked" (and
    the lower armor applies): Shocktroops (3 / 6) attack 5 lowered to 0 by an effect."""
    state = to_phase(fight("shocktroops"), "block")
    state, text = declare(state, "block", "e1", [(5, "physical", "lower")])
    assert "counts as blocked" in text and enemy(state, "e1").blocked == [True]
    state = act(state, {"type": "next"})
    assert combat(state).phase == "attack"
    after, text = declare(state, "attack", "e1", [(3, "physical", "melee")])
    assert enemy(after, "e1").defeated and "vs armor 3" in text
