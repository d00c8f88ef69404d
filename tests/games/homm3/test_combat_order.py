"""§8.5-§8.6 step 1: activation order by initiative, the tie rules, a combat round, the defense
token and paralysis."""

from __future__ import annotations

from bot.games.homm3.combat import pending_seat
from bot.games.homm3.combat.state import ACT, CHOOSE
from tests.games.homm3.conftest import battle, do, keys, kinds


def test_highest_initiative_acts_first() -> None:
    state = battle({"a1": "castle.halberdiers"}, {"d5": ("castle.archangels", True)})
    assert state.activation is not None and state.activation.unit == "D1"  # 18 before 4
    assert pending_seat(state) == 1


def test_tie_between_sides_goes_to_the_attacker_then_alternates() -> None:
    """§8.6 1 and the note: same initiative on both sides: one attacker unit, then one defender
    unit, and so on."""
    state = battle(
        {"a1": "castle.halberdiers", "b1": "necropolis.skeletons"},  # initiative 4 and 4
        {"a5": "dungeon.troglodytes", "b5": "castle.marksmen"},  # 4 and 4
    )
    assert state.phase == CHOOSE and pending_seat(state) == 0
    assert keys(state) == ["activate:A1", "activate:A2"]  # the attacker picks which
    order = []
    for _ in range(4):
        if state.phase == CHOOSE:
            do(state, keys(state)[-1])
        assert state.activation is not None
        order.append(state.activation.unit)
        do(state, f"end:{state.activation.unit}")
    assert [u[0] for u in order] == ["A", "D", "A", "D"]


def test_each_unit_activates_once_a_round_and_a_new_round_follows() -> None:
    state = battle({"a1": "castle.halberdiers"}, {"d5": "dungeon.troglodytes"})
    seen = []
    for _ in range(4):
        assert state.activation is not None
        seen.append((state.round, state.activation.unit))
        events = do(state, f"end:{state.activation.unit}")
    assert seen == [(1, "A1"), (1, "D1"), (2, "A1"), (2, "D1")]
    assert kinds(events, "round_end") == [{"round": 2}]


def test_one_side_out_of_units_lets_the_other_finish_the_round() -> None:
    state = battle(
        {"a1": ("castle.archangels", True)}, {"a5": "dungeon.troglodytes", "b5": "dungeon.harpies"}
    )
    do(state, "end:A1")
    assert state.activation is not None and state.activation.unit == "D2"  # 6
    do(state, "end:D2")
    assert state.activation is not None and state.activation.unit == "D1"  # then 4


def test_defend_gives_a_token_that_a_plus_one_turns_into_defense() -> None:
    for seed in ("d1", "d2", "d3", "d4", "d5", "d6"):
        state = battle({"a2": "castle.halberdiers"}, {"a4": "castle.halberdiers"}, seed=seed)
        do(state, "defend:A1")
        assert state.unit("A1").defending
        do(state, "move:D1:a3")
        hit = kinds(do(state, "attack:D1:A1"), "strike")[0]
        assert hit["defense_roll"] in (-1, 0, 1)
        assert hit["defense"] == 1 + (hit["defense_roll"] == 1)
        assert not state.unit("A1").defending  # H-COMBAT-DEFEND: used up by the attack


def test_an_unused_token_is_lost_at_the_units_next_activation_and_it_may_not_defend() -> None:
    state = battle({"a1": "castle.halberdiers"}, {"d5": "dungeon.troglodytes"})
    do(state, "defend:A1")
    do(state, "end:D1")
    assert state.activation is not None and state.activation.unit == "A1"
    assert not state.unit("A1").defending and "defend:A1" not in keys(state)
    do(state, "end:A1")
    events = do(state, "end:D1")
    assert "defend:A1" in keys(state) and kinds(events, "round_end")


def test_a_paralysed_unit_skips_its_next_activation() -> None:
    state = battle({"a1": "castle.halberdiers"}, {"d5": "dungeon.troglodytes"})
    state.unit("D1").paralysed = True
    events = do(state, "end:A1")
    assert kinds(events, "skipped") == [{"unit": "D1"}]
    assert not state.unit("D1").paralysed
    assert state.phase == ACT and state.round == 2
