"""§8.1 duration, §8.8 quick combat, §8.9 ending combat, §8.10 defeat by another hero, §8.11
experience."""

from __future__ import annotations

import pytest

from bot.games.homm3.combat import results
from bot.games.homm3.combat.state import ARMY, EXTEND, HERO, OVER, SECONDARY, CardEffect, CardPlay, Side
from tests.games.homm3.conftest import Hand, battle, do, keys, put, seed_for


def play_on(state) -> None:  # type: ignore[no-untyped-def]
    """Attack when possible, else end, until the round or the combat is over."""
    while state.phase not in (EXTEND, OVER):
        ks = keys(state)
        do(
            state,
            next(
                (k for k in ks if k.startswith("attack")), next((k for k in ks if k.startswith("end")), ks[0])
            ),
        )


def test_neutrals_bronze_to_gold_last_one_round_then_pay_one_mp_or_withdraw() -> None:
    sides = (Side(0, HERO, level=1), Side(1, "neutrals", level=2))
    state = battle(
        {"a1": "castle.halberdiers"}, {"b4": "neutral.peasants"}, neutral=True, sides=sides, movement_points=1
    )
    do(state, "end:A1")
    assert keys(state) == ["move:D1:b1", "move:D1:a2"]  # §8.3: toward the hero's units, to attack
    do(state, "move:D1:a2")
    assert keys(state) == ["attack:D1:A1"]
    do(state, "attack:D1:A1")
    assert state.phase == EXTEND and keys(state) == ["pay", "withdraw"]
    do(state, "pay")
    assert state.round == 2 and state.movement_spent == 1 and state.movement_points == 0
    play_on(state)
    if state.phase == EXTEND:
        assert keys(state) == ["withdraw"]  # no MP left
        do(state, "withdraw")
        r = state.result
        assert r is not None and r.reason == "withdraw" and not r.field_visited and r.movement_spent == 1


def test_azure_neutrals_fight_on_without_asking() -> None:
    sides = (Side(0, HERO, level=7), Side(1, "neutrals", level=7))
    state = battle(
        {"a1": ("castle.archangels", True)}, {"b5": "neutral.crystal_dragons"}, neutral=True, sides=sides
    )
    assert state.activation is not None and state.activation.unit == "A1"
    assert "retreat" not in keys(state)  # §8.9: no retreat from azure
    do(state, "end:A1")
    while state.round == 1 and state.phase != OVER:
        do(state, keys(state)[-1])
    assert state.phase != EXTEND and state.round == 2


def test_a_neutral_that_can_attack_must() -> None:
    sides = (Side(0, HERO, level=1), Side(1, "neutrals", level=1))
    state = battle({"b2": "castle.halberdiers"}, {"b4": "neutral.boars"}, neutral=True, sides=sides)
    assert state.activation is not None and state.activation.unit == "D1"
    ks = keys(state)
    assert "end:D1" not in ks and "defend:D1" not in ks
    assert set(ks) == {"move:D1:b3", "move:D1:a2", "move:D1:c2"}  # fields from which it can attack


def test_quick_combat() -> None:
    assert results.quick_combat(3, 2) and not results.quick_combat(2, 2)
    assert results.quick_result().field_visited


@pytest.mark.parametrize(("own", "other", "exp"), [(3, 2, 0), (3, 3, 1), (3, 4, 2), (1, 7, 2)])
def test_experience_table(own: int, other: int, exp: int) -> None:
    assert results.experience(own, other) == exp


def test_beating_neutrals_gives_experience_and_visits_the_field() -> None:
    sides = (Side(0, HERO, level=2), Side(1, "neutrals", level=2))
    state = battle(
        {"b2": ("castle.archangels", True)},
        {"b4": "neutral.peasants"},
        neutral=True,
        sides=sides,
        seed=seed_for([0]),
    )
    do(state, "move:A1:b3")
    do(state, "attack:A1:D1")
    assert state.result is not None
    assert (state.result.winner, state.result.experience, state.result.field_visited) == (0, 1, True)


def test_beating_azure_neutrals_raises_the_hero_to_level_seven() -> None:
    sides = (Side(0, HERO, level=5), Side(1, "neutrals", level=7))
    state = battle(
        {"b2": ("castle.archangels", True)}, {"b4": "neutral.crystal_dragons"}, neutral=True, sides=sides
    )
    state.unit("D1").damage = 8
    put(state, "A1", "b3")
    for _ in range(10):
        if state.phase == OVER:
            break
        ks = keys(state)
        do(state, next((k for k in ks if k.startswith("attack")), ks[-1]))
    assert state.result is not None and state.result.winner == 0 and state.result.level_to_seven


def test_surrender_pays_ten_gold_and_keeps_the_units() -> None:
    state = battle({"a1": "castle.halberdiers"}, {"b5": "dungeon.troglodytes"})
    do(state, "surrender")
    r = state.result
    assert r is not None and r.reason == "surrender" and r.winner == 1
    assert r.gold == {0: 10} and r.heroes_to_town == [0] and r.survivors == {"A1": False, "D1": False}
    assert r.experience == 0 and r.negative_morale == []


def test_no_surrender_or_retreat_when_defending_your_own_town() -> None:
    sides = (Side(0, HERO, level=1), Side(1, HERO, level=1, defending_town=True))
    state = battle({"a1": "castle.halberdiers"}, {"b5": ("dungeon.troglodytes", True)}, sides=sides)
    assert state.activation is not None and state.activation.unit == "D1"
    assert "surrender" not in keys(state)


def test_retreat_from_neutrals_is_not_a_defeat() -> None:
    sides = (Side(0, HERO, level=1), Side(1, "neutrals", level=1))
    state = battle({"a1": ("castle.archangels", True)}, {"b5": "neutral.boars"}, neutral=True, sides=sides)
    do(state, "retreat")
    r = state.result
    assert r is not None and r.reason == "retreat" and r.winner is None and not r.field_visited


def test_defeat_by_another_hero() -> None:
    """§8.10: 5 gold to the winner, negative morale, back to a town; §8.11 Exp for the winner."""
    sides = (Side(0, HERO, level=2), Side(1, HERO, level=3))
    state = battle(
        {"b2": ("castle.archangels", True)}, {"b4": "dungeon.troglodytes"}, sides=sides, seed=seed_for([0])
    )
    do(state, "move:A1:b3")
    do(state, "attack:A1:D1")
    r = state.result
    assert r is not None and r.winner == 0 and r.experience == 2
    assert r.gold == {1: 5} and r.negative_morale == [1] and r.heroes_to_town == [1]
    assert r.lost_all_units == [1]


def test_necropolis_takes_no_negative_morale() -> None:
    sides = (Side(0, HERO, level=2), Side(1, HERO, level=3, ignores_morale=True))
    state = battle(
        {"b2": ("castle.archangels", True)}, {"b4": "dungeon.troglodytes"}, sides=sides, seed=seed_for([0])
    )
    do(state, "move:A1:b3")
    do(state, "attack:A1:D1")
    assert state.result is not None and state.result.negative_morale == []


def test_secondary_hero_and_transported_army_give_no_experience() -> None:
    for kind in (SECONDARY, ARMY):
        sides = (Side(0, HERO, level=1), Side(1, kind, level=3))
        state = battle(
            {"b2": ("castle.archangels", True)},
            {"b4": "dungeon.troglodytes"},
            sides=sides,
            seed=seed_for([0]),
        )
        do(state, "move:A1:b3")
        do(state, "attack:A1:D1")
        r = state.result
        assert r is not None and r.experience == 0
        if kind == SECONDARY:
            assert r.secondary_removed == [1] and r.faction_cube_to == 0 and r.gold == {}


def test_both_sides_wiped_out_at_once_means_nobody_wins() -> None:
    """H-COMBAT-BOTH."""
    blast = CardPlay("blast", "instant", spell=True)
    host = Hand({0: [(blast, [CardEffect("damage", "A1", 9), CardEffect("damage", "D1", 9)])]})
    state = battle({"a1": "castle.halberdiers"}, {"b5": "dungeon.troglodytes"}, host=host)
    until_unit(state, "A1", host)
    do(state, "play:A1:blast:n", host)
    assert state.result is not None and state.result.winner is None and state.result.lost_all_units == [0, 1]


def test_losing_every_unit_to_neutrals_costs_nothing_else() -> None:
    """H-COMBAT-LOSS-NEUTRAL: no gold, no morale; the field stays unvisited."""
    fire = CardPlay("fire", "instant", spell=True, target="A1")
    host = Hand({0: [(fire, [CardEffect("damage", "A1", 9)])]})
    sides = (Side(0, HERO, level=1, cards=True), Side(1, "neutrals", level=1))
    state = battle(
        {"a1": "castle.halberdiers"}, {"b4": "neutral.peasants"}, neutral=True, sides=sides, host=host
    )
    do(state, "play:A1:fire@A1:n", host)
    r = state.result
    assert (
        r is not None and r.winner == 1 and r.gold == {} and r.negative_morale == [] and not r.field_visited
    )
    assert r.lost_all_units == [0]


def until_unit(state, unit: str, host: object) -> None:  # type: ignore[no-untyped-def]
    while state.activation is not None and state.activation.unit != unit:
        do(state, f"end:{state.activation.unit}", host)
