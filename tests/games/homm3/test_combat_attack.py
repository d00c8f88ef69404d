"""§7.4 and §8.6 steps 2-6: movement by unit type, melee and ranged attacks, the attack die, damage,
flipping Pack to Few, and the rulebook's worked examples."""

from __future__ import annotations

import pytest

from bot.games.homm3.combat.state import CardEffect, CardPlay
from tests.games.homm3.conftest import Hand, battle, do, keys, kinds, put, seed_for


def moves_of(state, unit: str) -> set[str]:  # type: ignore[no-untyped-def]
    return {k.split(":")[2] for k in keys(state) if k.startswith(f"move:{unit}:")}


# ---------------------------------------------------------------- §7.4 movement


@pytest.mark.parametrize(
    ("key", "reached"),
    [
        ("castle.champions", {"a1", "c1", "d1", "d2"}),  # ground: around b2, a2 and c2
        ("castle.griffins", {"a1", "c1", "d1", "d2", "a3", "b3", "c3", "b4"}),  # flying: over them
    ],
)
def test_ground_units_walk_around_other_cards_and_flying_units_fly_over(key: str, reached: set[str]) -> None:
    boxed = {
        "b1": (key, True),
        "a2": "castle.halberdiers",
        "c2": "castle.halberdiers",
        "b2": "castle.halberdiers",
    }
    state = battle(boxed, {"d5": "dungeon.troglodytes"})
    assert state.activation is not None and state.activation.unit == "A1"
    assert moves_of(state, "A1") == reached


def test_ranged_units_step_one_field_and_cannot_shoot_after_moving() -> None:
    state = battle({"b1": ("castle.marksmen", True)}, {"d5": "dungeon.troglodytes"})
    assert moves_of(state, "A1") == {"a1", "c1", "b2"}
    do(state, "move:A1:b2")
    assert not any(k.startswith("attack") for k in keys(state))


def test_a_ranged_unit_may_step_after_shooting() -> None:
    state = battle({"b1": ("castle.zealots", True)}, {"d4": "dungeon.troglodytes", "a5": "dungeon.minotaurs"})
    do(state, "attack:A1:D1")
    assert moves_of(state, "A1") == {"a1", "c1", "b2"} and "end:A1" in keys(state)


def test_ground_units_attack_only_adjacent_units_after_moving() -> None:
    state = battle({"b1": ("castle.champions", True)}, {"b5": "dungeon.troglodytes"})
    assert not any(k.startswith("attack") for k in keys(state))
    do(state, "move:A1:b4")
    assert "attack:A1:D1" in keys(state)


# ---------------------------------------------------------------- ranged penalty


def test_shooter_with_no_adjacent_enemy_may_shoot_anything() -> None:
    state = battle({"b2": ("castle.zealots", True)}, {"a5": "dungeon.troglodytes", "d4": "dungeon.harpies"})
    assert {"attack:A1:D1", "attack:A1:D2"} <= set(keys(state))


def test_an_adjacent_enemy_pins_a_shooter_to_it_with_the_penalty() -> None:
    """§7.4 [interp] H-COMBAT-RANGED-ADJ; penalty: two dice, the worse counts."""
    seed = seed_for([1, -1])
    state = battle(
        {"b2": ("castle.marksmen", True)}, {"b4": "dungeon.troglodytes", "d5": "dungeon.harpies"}, seed=seed
    )
    put(state, "D1", "b3")
    assert [k for k in keys(state) if k.startswith("attack")] == ["attack:A1:D1"]
    hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
    assert hit["penalty"] and hit["faces"] == [1, -1] and hit["die"] == -1


def test_back_line_to_back_line_shot_has_the_penalty() -> None:
    state = battle({"b1": "castle.marksmen"}, {"b5": "dungeon.troglodytes"}, seed=seed_for([1, 0]))
    hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
    assert hit["penalty"] and hit["die"] == 0


def test_front_line_shot_has_no_penalty() -> None:
    state = battle({"b2": "castle.marksmen"}, {"b5": "dungeon.troglodytes"}, seed=seed_for([1]))
    hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
    assert not hit["penalty"] and hit["faces"] == [1]


# ---------------------------------------------------------------- damage and flipping


def test_damage_is_attack_plus_die_minus_defense_never_below_zero() -> None:
    state = battle({"b2": "castle.champions"}, {"b4": "necropolis.dread_knights"}, seed=seed_for([-1]))
    do(state, "move:A1:b3")
    hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
    assert hit["attack"] == 5 - 1 and hit["defense"] == 2 and hit["damage"] == 2
    assert state.unit("D1").damage == 2


def test_a_pack_flips_and_keeps_the_excess() -> None:
    """§8.6: a Pack with 4 HP taking 7 flips and takes 3 on its Few side."""
    state = battle({"b2": ("castle.archangels", True)}, {"b4": ("castle.griffins", True)}, seed=seed_for([0]))
    do(state, "move:A1:b3")
    events = do(state, "attack:A1:D1")
    assert kinds(events, "strike")[0]["damage"] == 7
    griffins = state.unit("D1")
    assert not griffins.pack and griffins.flipped and griffins.damage == 3 and griffins.hp_left == 1


def test_a_few_reaching_its_hp_is_removed() -> None:
    state = battle({"b2": ("castle.archangels", True)}, {"b4": "dungeon.troglodytes"}, seed=seed_for([0]))
    do(state, "move:A1:b3")
    events = do(state, "attack:A1:D1")
    assert kinds(events, "killed") == [{"unit": "D1", "at": "b4"}]


def test_worked_example_zombies_spell_then_harpies() -> None:
    """§8.6 example (Alamar vs Sandro): Magic Arrow +1 Power deals 2 to the Zombies (3 HP), Defense
    does not count against spells; the Harpies' 3 (+1 on the die) against Defense 2 (the Zombies'
    ability on that die) deals 2: the Pack flips with 1 damage on its Few side."""
    arrow = CardPlay("magic_arrow", "instant", spell=True, target="D1", power=1)
    host = Hand({0: [(arrow, [CardEffect("damage", "D1", 2)])]})
    state = battle(
        {"b2": ("dungeon.harpies", True)}, {"b4": ("necropolis.zombies", True)}, seed=seed_for([1]), host=host
    )
    do(state, "play:A1:magic_arrow@D1:n:p1", host)
    assert state.unit("D1").hp_left == 1
    do(state, "move:A1:b3", host)
    events = do(state, "attack:A1:D1", host)
    hit = kinds(events, "strike")[0]
    assert (hit["attack"], hit["defense"], hit["damage"]) == (4, 2, 2)
    zombies = state.unit("D1")
    assert not zombies.pack and zombies.damage == 1
    assert not kinds(events, "strike")[1:]  # Pack Harpies draw no retaliation


def test_worked_example_sandro_against_griffins() -> None:
    """§8.7 example: the Griffins (3, +1) hit the Dread Knights, whose Defense 2 is raised to 4 by a
    Defense card's Expert effect: no damage. The Knights retaliate with the Ogre's Club (+2) for 7 on
    a 0: the Griffins' Pack (4 HP) flips and keeps 1 HP. The Defense returns to 2."""
    defense = CardPlay("defense", "instant", target="D1", expert=True)
    club = CardPlay("ogres_club", "instant", target="D1")
    host = Hand({1: [(defense, [CardEffect("defense", "D1", 2)]), (club, [CardEffect("attack", "D1", 2)])]})
    state = battle(
        {"b2": ("castle.griffins", True)},
        {"b4": "necropolis.dread_knights"},
        seed=seed_for([1, 0]),
        host=host,
    )
    do(state, "move:A1:b3", host)
    do(state, "attack:A1:D1", host)
    assert state.phase == "strike" and state.sides[1].seat == 1
    assert keys(state, host) == ["play:defense@D1:x", "play:ogres_club@D1:n", "pass"]
    do(state, "play:defense@D1:x", host)
    events = do(state, "pass", host)
    assert kinds(events, "strike")[0] == {
        "kind": "attack",
        "attacker": "A1",
        "target": "D1",
        "faces": [1],
        "die": 1,
        "attack": 4,
        "defense": 4,
        "defense_roll": None,
        "damage": 0,
        "penalty": False,
    }
    assert keys(state, host) == ["play:ogres_club@D1:n", "pass"]  # the retaliation's window
    events = do(state, "play:ogres_club@D1:n", host)  # nothing else to play: the die is rolled
    back = kinds(events, "strike")[0]
    assert back["kind"] == "retaliation" and back["attack"] == 7 and back["damage"] == 7
    griffins = state.unit("A1")
    assert not griffins.pack and griffins.hp_left == 1
    assert state.unit("D1").face.defense + state.unit("D1").bonus("defense") == 2
