"""§7.3 Block phase: block efficiency for every attack element × block element (step 4), Swift
(step 5), no partial blocks (step 6), Summon (step 2), several attacks of one enemy (step 8, LL §2.7)
and Cumbersome (step 9, LL §2.8)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError
from bot.games.mageknight.combat_math import Part, block_total

from ..builder import act, assert_illegal, block, player
from .kit import RICH, combat, declare, discards, enemy, fame, fight, to_phase

ELEMENTS = ("physical", "fire", "ice", "coldfire")
#: §7.3 step 4, the table as printed: enemy attack -> efficient block elements.
EFFICIENT = {
    "physical": {"physical", "fire", "ice", "coldfire"},
    "fire": {"ice", "coldfire"},
    "ice": {"fire", "coldfire"},
    "coldfire": {"coldfire"},
}
#: An enemy (not Swift) whose single attack has that element, and the attack's value.
ATTACKER = {
    "physical": ("prowlers", 4),
    "fire": ("fire_mages", 6),
    "ice": ("ice_mages", 5),
    "coldfire": ("altem_mages", 4),
}
PAIRS = [(a, b) for a in ELEMENTS for b in ELEMENTS]


@pytest.mark.parametrize(("attack", "blk"), PAIRS)
def test_block_efficiency_arithmetic(attack: str, blk: str) -> None:
    """§7.3 step 4: efficient blocks count in full; the others are summed and halved, rounded down."""
    total = block_total([Part(5, blk, "block")], attack)
    assert total.value == (5 if blk in EFFICIENT[attack] else 2)


@pytest.mark.parametrize(("attack", "blk"), PAIRS)
def test_block_efficiency_in_a_declaration(attack: str, blk: str) -> None:
    """§7.3 steps 4-5: a block of exactly the attack's value succeeds only if its element is
    efficient; an inefficient block needs twice the attack."""
    foe, value = ATTACKER[attack]
    state = to_phase(fight(foe), "block")
    if blk in EFFICIENT[attack]:
        after, text = declare(state, "block", "e1", [(value, blk, "block")])
        assert enemy(after, "e1").blocked == [True] and "blocked" in text
    else:
        with pytest.raises(IllegalActionError, match="halved"):
            declare(state, "block", "e1", [(value, blk, "block")])
        with pytest.raises(IllegalActionError, match="No partial blocks"):
            declare(state, "block", "e1", [(2 * value - 1, blk, "block")])
        after, _ = declare(state, "block", "e1", [(2 * value, blk, "block")])
        assert enemy(after, "e1").blocked == [True]


def test_efficient_and_inefficient_blocks_add_up() -> None:
    """§7.3 step 4: total = efficient + floor(inefficient / 2): vs Fire 6, Ice 3 + physical 3 + Fire 4
    = 3 + floor(7 / 2) = 6."""
    state = to_phase(fight("fire_mages"), "block")
    parts = [(3, "ice", "block"), (3, "physical", "block"), (4, "fire", "block")]
    after, text = declare(state, "block", "e1", parts)
    assert enemy(after, "e1").blocked == [True]
    assert "Ice 3 + (physical 3 + Fire 4) halved = 6" in text


def test_blocking_with_real_cards() -> None:
    """§7.3 step 3: cards played powered or sideways (Block 1) add up into one block: vs Prowlers 4,
    Determination powered (5) is enough; Rage basic (2) + a sideways card (1) is not."""
    hand = ("determination", "rage", "march")
    state = to_phase(fight("prowlers", hand=hand, crystals=RICH), "block")
    err = assert_illegal(
        state, 0, {"type": "block", "enemy": "e1", "cards": "rage@basic/block,march@sideways/block"}
    )
    assert "physical 2 + physical 1 = 3 vs physical attack 4" in str(err)
    state = block(state, "e1", "determination@powered+mana=crystal:blue")
    assert enemy(state, "e1").blocked == [True]
    assert player(state).crystals["blue"] == 2


def test_ice_block_cards_against_a_fire_attack() -> None:
    """§7.3 step 4: Ice blocks are efficient against Fire: Ice Shield (Ice 3) + Cold Toughness
    (Ice 3) block Fire Golems' Fire 3 (needs only 3), while Rage's physical Block 2 + 2 would give 2."""
    state = to_phase(fight("fire_golems", hand=("ice_shield", "rage", "determination")), "block")
    assert_illegal(
        state,
        0,
        {"type": "block", "enemy": "e1", "cards": "rage@basic/block,determination@basic/block"},
        "halved",
    )
    state = block(state, "e1", "ice_shield@basic")
    assert enemy(state, "e1").blocked == [True]


def test_swift_needs_a_block_of_twice_the_attack() -> None:
    """§7.3 step 5 / §7.6 Swift: Wolf Riders (attack 3) need Block 6."""
    state = to_phase(fight("wolf_riders"), "block")
    with pytest.raises(IllegalActionError, match="Swift: needs double"):
        declare(state, "block", "e1", [(5, "physical", "block")])
    after, _ = declare(state, "block", "e1", [(6, "physical", "block")])
    assert enemy(after, "e1").blocked == [True]


def test_no_partial_blocks_the_whole_attack_comes_through() -> None:
    """§7.3 step 6: a block below the attack does nothing; the full attack deals its damage (Prowlers
    4 vs hero Armor 2 = 2 Wounds)."""
    state = to_phase(fight("prowlers", hand=("rage", "march")), "block")
    assert_illegal(
        state, 0, {"type": "block", "enemy": "e1", "cards": "rage@basic/block"}, "No partial blocks"
    )
    state = act(state, {"type": "next"})
    state = act(state, {"type": "damage", "enemy": "e1"})
    assert player(state).hand.count("wound") == 2


def test_only_block_points_block() -> None:
    """§7.3 step 3: blocks only; an attack card does not block."""
    state = to_phase(fight("prowlers", hand=("rage",)), "block")
    assert_illegal(
        state, 0, {"type": "block", "enemy": "e1", "cards": "rage@basic/attack"}, "Only Block points"
    )


def test_a_blocked_enemy_is_not_defeated() -> None:
    """§7.3 step 1: blocking stops the damage but the enemy stays until the Attack phase."""
    state = to_phase(fight("prowlers"), "block")
    state, _ = declare(state, "block", "e1", [(4, "physical", "block")])
    state = act(state, {"type": "next"})
    c = combat(state)
    assert c.phase == "attack" and not enemy(state, "e1").defeated  # no damage phase: nothing unblocked


def test_an_attack_is_blocked_only_once() -> None:
    """§7.3: block points cannot be saved or added to a finished block."""
    state = to_phase(fight("prowlers"), "block")
    state, _ = declare(state, "block", "e1", [(4, "physical", "block")])
    with pytest.raises(IllegalActionError, match="already blocked"):
        declare(state, "block", "e1", [(4, "physical", "block")])


# ----------------------------------------------------------------------------- several attacks
def test_several_attacks_of_one_enemy_are_blocked_separately() -> None:
    """§7.3 step 8 / LL §2.7: each attack is blocked on its own (one big block is not possible);
    the declaration must say which attack."""
    state = to_phase(fight("orc_skirmishers"), "block")  # two attacks of 1
    with pytest.raises(IllegalActionError, match="say which"):
        declare(state, "block", "e1", [(2, "physical", "block")])
    state, _ = declare(state, "block", "e1", [(2, "physical", "block")], index=1)
    assert enemy(state, "e1").blocked == [True, False]
    state = act(state, {"type": "next"})
    assert combat(state).phase == "damage"  # the second attack still comes through
    state = act(state, {"type": "damage", "enemy": "e1"})
    assert player(state).hand.count("wound") == 1
    assert enemy(state, "e1").assigned == [False, True]


def test_each_attack_can_be_blocked_with_another_element() -> None:
    """LL §2.7: the attacks of Fire Heroes (physical 4, Fire 2) are separate: Ice 2 blocks the Fire one
    in full, and only a block of 4 blocks the physical one."""
    state = to_phase(fight("fire_heroes"), "block")
    state, _ = declare(state, "block", "e1", [(2, "ice", "block")], index=2)
    with pytest.raises(IllegalActionError, match="No partial"):
        declare(state, "block", "e1", [(3, "ice", "block")], index=1)
    state, _ = declare(state, "block", "e1", [(4, "ice", "block")], index=1)
    assert enemy(state, "e1").blocked == [True, True]


# ----------------------------------------------------------------------------- Summon
def _summoning(stack: str = "medusa", **kw: object) -> object:
    state = fight("orc_summoners", **kw)  # type: ignore[arg-type]
    state.enemy_stacks["brown"] = [stack, *[e for e in state.enemy_stacks["brown"] if e != stack]]
    return state


def test_summoners_draw_a_brown_monster_that_attacks_in_their_place() -> None:
    """§7.3 step 2: at the start of the Block phase each summoner draws a random brown token; it
    replaces the summoner in the Block and Assign Damage phases (the summoner cannot be blocked)."""
    state = act(_summoning(), {"type": "next"})  # type: ignore[arg-type]
    c = combat(state)
    assert c.phase == "block"
    summoned = enemy(state, "e2")
    assert (summoned.enemy, summoned.role, summoned.summoner) == ("medusa", "summoned", "e1")
    with pytest.raises(IllegalActionError, match="does not attack now"):
        declare(state, "block", "e1", [(9, "physical", "block")])


def test_a_blocked_summoned_monster_is_discarded_without_fame() -> None:
    """§7.3 step 2: blocked, the summoned monster is discarded (no Fame); in the Attack phase the
    summoner is back and targetable."""
    state = act(_summoning(), {"type": "next"})  # type: ignore[arg-type]
    state, _ = declare(state, "block", "e2", [(6, "physical", "block")])
    state = act(state, {"type": "next"})
    c = combat(state)
    assert c.phase == "attack" and [e.uid for e in c.enemies] == ["e1"]
    assert "medusa" in discards(state, "brown") and fame(state) == 0
    state, _ = declare(state, "attack", "e1", [(4, "physical", "melee")])
    assert fame(state) == 4


def test_an_unblocked_summoned_monster_deals_damage_with_its_own_abilities() -> None:
    """§7.3 step 2 / §7.4 table: unblocked, the summoned monster deals its damage with all its
    abilities (Medusa: Paralyze), then is discarded."""
    state = act(_summoning(hand=("rage", "march")), {"type": "next"})  # type: ignore[arg-type]
    state = act(state, {"type": "next"})
    state = act(state, {"type": "damage", "enemy": "e2"})
    p = player(state)
    assert p.hand == ["wound"] * 3 and sorted(p.discard) == ["march", "rage"]  # 6 vs Armor 2; Paralyze
    state = act(state, {"type": "next"})
    assert "medusa" in discards(state, "brown") and [e.uid for e in combat(state).enemies] == ["e1"]


def test_a_summoned_monster_cannot_be_attacked() -> None:
    """§7.3 step 2: no effect may target the summoner in those phases; the summoned monster is never
    an attack target (it is gone by the Attack phase)."""
    state = act(_summoning(), {"type": "next"})  # type: ignore[arg-type]
    c = combat(state)
    c.phase = "attack"  # an attack declaration aimed at it is refused whatever the phase
    with pytest.raises(IllegalActionError, match="summoned monster cannot be attacked"):
        declare(state, "attack", "e2", [(9, "physical", "melee")])


def test_a_summoner_defeated_in_the_ranged_phase_summons_nothing() -> None:
    """§7.3 step 2: only enemies not yet defeated summon."""
    state = _summoning()
    state, _ = declare(state, "attack", "e1", [(4, "physical", "ranged")])  # type: ignore[arg-type]
    state = act(state, {"type": "next"})
    assert combat(state).phase == "attack" and len(combat(state).enemies) == 1


# ----------------------------------------------------------------------------- Cumbersome
def test_cumbersome_spending_move_points_lowers_the_attack() -> None:
    """§7.3 step 9 / LL §2.8 Cumbersome: Move points played in combat lower the attack 1 per point
    for the rest of the turn; Move left over from before the combat cannot be used."""
    t_hand = ("march", "determination")
    state = fight("orc_stonethrowers", hand=t_hand, crystals=RICH)  # attack 7, Cumbersome
    state = to_phase(state, "block")
    assert state.turn is not None and state.turn.move == 0
    with pytest.raises(IllegalActionError, match="Move points"):
        declare(state, "block", "e1", [(5, "physical", "block")], move=2)
    state = act(state, {"type": "play", "card": "march", "mode": "basic"})  # Move 2
    state = block(state, "e1", "determination@powered+mana=crystal:blue", move=2)  # 7 - 2 = 5
    e = enemy(state, "e1")
    assert e.blocked == [True] and e.reduction == [2]
    assert state.turn is not None and state.turn.move == 0


def test_cumbersome_attack_lowered_to_zero_counts_as_blocked() -> None:
    """§7.3 step 9: an attack reduced to 0 counts as successfully blocked."""
    state = to_phase(fight("zombie_horde", hand=("march",)), "block")  # three attacks of 1
    state = act(state, {"type": "play", "card": "march", "mode": "basic"})
    state = block(state, "e1", "", attack=2, move=1)
    assert enemy(state, "e1").blocked == [False, True, False]
    assert state.turn is not None and state.turn.move == 1


def test_move_points_do_not_lower_an_enemy_that_is_not_cumbersome() -> None:
    """§7.3 step 9: only Cumbersome enemies."""
    state = to_phase(fight("prowlers", hand=("march",)), "block")
    state = act(state, {"type": "play", "card": "march", "mode": "basic"})
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "cards": "", "move": 2}, "not Cumbersome")


def test_cumbersome_reduction_without_a_block_lowers_the_damage() -> None:
    """LL §2.8 Cumbersome: the lowered value applies in the Block phase and in Assign Damage if the
    attack is not blocked: spend 3 Move on the Stonethrowers (7) and take 4 damage = 2 Wounds."""
    state = to_phase(fight("orc_stonethrowers", hand=("march", "rage"), crystals=RICH), "block")
    state = act(
        state, {"type": "play", "card": "march", "mode": "powered", "params": {"mana": "crystal:green"}}
    )
    state = block(state, "e1", "", move=3)
    assert enemy(state, "e1").reduction == [3] and enemy(state, "e1").blocked == [False]
    state = act(state, {"type": "next"})
    state = act(state, {"type": "damage", "enemy": "e1"})
    assert player(state).hand.count("wound") == 2
