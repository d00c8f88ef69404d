"""Combat skills of Wolfhawk and Braevalar: Know Your Prey, Taunt, Forked Lightning, Dueling
(LL digest §6, §7.10; data/mageknight/skills.toml; docs/rulings.md R-FORKED, R-DUEL)."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight import enemies
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import GameState

from ..builder import DATA, act, assert_illegal, player
from ..combat.kit import combat, enemy, fight, to_attack, to_phase
from .kit import use


def with_skill(state: GameState, *skills: str) -> GameState:
    state.players[0].skills = list(skills)
    return state


def value(state: GameState, uid: str) -> int:
    return enemies.attack_value(Ctx(state, DATA), combat(state), enemy(state, uid), 0)


def armor(state: GameState, uid: str) -> int:
    return enemies.armor(Ctx(state, DATA), combat(state), enemy(state, uid), "attack")


# ----------------------------------------------------------------------------- Know Your Prey
def test_wolfhawk_know_your_prey_an_enemy_loses_an_ability() -> None:
    state = fight("wolf_riders", hand=("march", "rage"), hero="wolfhawk")
    state = with_skill(state, "wolfhawk_know_your_prey")
    block = {"type": "block", "enemy": "e1", "cards": "rage@basic/block,march@sideways/block"}
    assert_illegal(to_phase(state, "block"), 0, block, "Swift: needs double")
    state = use(state, "wolfhawk_know_your_prey", mode="modify-enemy-1", enemy="e1", lose="swift")
    assert "swift" not in enemies.abilities(Ctx(state, DATA), combat(state), enemy(state, "e1"))
    state = to_phase(state, "block")  # attack 3, no longer Swift: 3 Block is enough
    state = act(state, block)
    assert enemy(state, "e1").blocked == [True]
    assert player(state).skills_flipped["wolfhawk_know_your_prey"] == state.round


def test_wolfhawk_know_your_prey_a_fire_attack_becomes_physical() -> None:
    state = with_skill(fight("fire_mages", hand=("march",), hero="wolfhawk"), "wolfhawk_know_your_prey")
    assert_illegal(
        state,
        0,
        {
            "type": "skill",
            "skill": "wolfhawk_know_your_prey",
            "mode": "modify-enemy-2",
            "enemy": "e1",
            "lose": "1-ice",
        },
        "more:lose=<1-physical>",
    )
    state = use(state, "wolfhawk_know_your_prey", mode="modify-enemy-2", enemy="e1", lose="1-physical")
    assert enemies.attack_element(Ctx(state, DATA), enemy(state, "e1"), 0) == "physical"


def test_wolfhawk_know_your_prey_a_resistance_is_lost() -> None:
    state = with_skill(fight("fire_mages", hand=("march",), hero="wolfhawk"), "wolfhawk_know_your_prey")
    state = use(state, "wolfhawk_know_your_prey", mode="modify-enemy-1", enemy="e1", lose="fire_resistance")
    assert enemies.resistances(Ctx(state, DATA), enemy(state, "e1")) == frozenset()


# ----------------------------------------------------------------------------- Taunt
def test_wolfhawk_taunt_raises_an_attack_by_two_and_lowers_its_armor_by_two() -> None:
    state = with_skill(fight("prowlers", hand=("march",), hero="wolfhawk"), "wolfhawk_taunt")  # 4 / armor 3
    assert_illegal(
        state,
        0,
        {"type": "skill", "skill": "wolfhawk_taunt", "mode": "enemy-attack", "enemy": "e1"},
        "in the Block phase",
    )
    state = to_phase(state, "block")
    state = use(state, "wolfhawk_taunt", mode="enemy-attack", enemy="e1")
    assert value(state, "e1") == 6 and armor(state, "e1") == 1


def test_wolfhawk_taunt_lowers_the_blocked_attack_by_one_in_a_block() -> None:
    state = with_skill(fight("prowlers", hand=("march", "rage"), hero="wolfhawk"), "wolfhawk_taunt")
    state = to_phase(state, "block")
    block: dict[str, Any] = {"type": "block", "enemy": "e1", "cards": "rage@basic/block,march@sideways/block"}
    assert_illegal(state, 0, block, "Not enough")  # 2 + 1 vs 4
    state = act(state, {**block, "skills": "wolfhawk_taunt@lower-attack"})  # vs 3
    assert enemy(state, "e1").blocked == [True]


# ----------------------------------------------------------------------------- Forked Lightning
def test_braevalar_forked_lightning_one_cold_fire_ranged_point_per_target() -> None:
    state = with_skill(
        fight("prowlers", "prowlers", hand=("march",), hero="braevalar"), "braevalar_forked_lightning"
    )
    for uid in ("e1", "e2"):
        enemy(state, uid).armor_bonus = -2  # armor 1 each
    attack = {"type": "attack", "targets": "e1,e2", "skills": "braevalar_forked_lightning"}
    state = act(state, attack)  # 2 targets: 2 points vs armor 2
    assert all(e.defeated for e in combat(state).enemies)


def test_braevalar_forked_lightning_against_one_enemy_gives_one() -> None:
    state = with_skill(fight("prowlers", hand=("march",), hero="braevalar"), "braevalar_forked_lightning")
    assert_illegal(
        state,
        0,
        {"type": "attack", "targets": "e1", "skills": "braevalar_forked_lightning"},
        "Not enough: .*1",
    )
    enemy(state, "e1").armor_bonus = -2
    state = to_attack(state)
    state = act(state, {"type": "attack", "targets": "e1", "skills": "braevalar_forked_lightning"})
    assert enemy(state, "e1").defeated


# ----------------------------------------------------------------------------- Dueling
def duel_state(units: tuple[str, ...] = ()) -> GameState:
    state = fight("prowlers", hand=("rage", "march", "rage"), hero="wolfhawk", units=units)  # 4 / armor 3
    return to_phase(with_skill(state, "wolfhawk_dueling"), "block")


def test_wolfhawk_dueling_block_one_then_attack_one_and_fame_without_units() -> None:
    state = duel_state()
    block = {"type": "block", "enemy": "e1", "cards": "rage@basic/block,march@sideways/block"}
    assert_illegal(state, 0, block, "Not enough")  # 3 vs 4
    state = act(state, {**block, "skills": "wolfhawk_dueling"})  # + Block 1
    assert enemy(state, "e1").blocked == [True]
    state = to_attack(state)
    fame = player(state).fame
    state = act(state, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack"})  # 2 + Dueling 1
    assert enemy(state, "e1").defeated
    assert player(state).fame == fame + 2 + 1  # Prowlers 2, the duel 1


def test_wolfhawk_dueling_no_fame_bonus_when_a_unit_takes_part() -> None:
    state = duel_state(units=("peasants",))
    state = act(
        state,
        {
            "type": "block",
            "enemy": "e1",
            "cards": "rage@basic/block",
            "units": "u1@1/block",
            "skills": "wolfhawk_dueling",
        },
    )  # 2 + 2 + 1
    state = to_attack(state)
    fame = player(state).fame
    state = act(state, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack"})
    assert enemy(state, "e1").defeated and player(state).fame == fame + 2
