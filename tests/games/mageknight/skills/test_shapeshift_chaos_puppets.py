"""Braevalar's Shapeshift, Krang's Master of Chaos and Puppet Master (LL digest §6, §7.10;
docs/rulings.md R-SHAPESHIFT, R-CHAOS, R-PUPPET)."""

from __future__ import annotations

from bot.games.mageknight.state import GameState

from ..builder import Table, act, assert_illegal, play, player
from ..combat.kit import enemy, fight, to_attack
from .kit import use


# ----------------------------------------------------------------------------- Shapeshift
def test_braevalar_shapeshift_a_move_card_attacks() -> None:
    state = to_attack(fight("prowlers", hand=("march", "rage"), hero="braevalar"))  # armor 3
    state.players[0].skills = ["braevalar_shapeshift"]
    attack = {"type": "attack", "targets": "e1", "cards": "march@basic,rage@sideways/attack"}
    assert_illegal(state, 0, attack, "Not enough")  # March gives Move: 1 Attack
    state = use(state, "braevalar_shapeshift", card="march", to="attack")
    state = act(state, attack)  # 2 + 1
    assert enemy(state, "e1").defeated


def test_braevalar_shapeshift_an_attack_card_moves() -> None:
    state = Table("braevalar").hand("rage", "march").build()
    state.players[0].skills = ["braevalar_shapeshift"]
    assert_illegal(
        state,
        0,
        {"type": "skill", "skill": "braevalar_shapeshift", "card": "march", "to": "move"},
        "card:march to:attack",
    )
    state = use(state, "braevalar_shapeshift", card="rage", to="move")
    state = play(state, "rage", "basic/attack")
    assert state.turn is not None and state.turn.move == 2 and not state.turn.has("shapeshift")
    state = play(state, "march", "basic")
    assert state.turn is not None and state.turn.move == 4
    assert player(state).play_area == ["rage", "march"]


# ----------------------------------------------------------------------------- Master of Chaos
def chaos(wheel: str | None, hand: tuple[str, ...] = ("march",)) -> GameState:
    state = Table("krang").hand(*hand).build()
    state.players[0].skills = ["krang_master_of_chaos"]
    state.players[0].chaos_wheel = wheel
    return state


def test_krang_master_of_chaos_moves_the_wheel_and_gives_that_colours_effect() -> None:
    state = use(chaos("blue"), "krang_master_of_chaos")  # blue -> green: Move 1
    assert player(state).chaos_wheel == "green" and state.turn is not None and state.turn.move == 1
    state = use(chaos("black"), "krang_master_of_chaos")  # black -> white: Influence 2
    assert player(state).chaos_wheel == "white" and state.turn is not None and state.turn.influence == 2


def test_krang_master_of_chaos_gold_lets_the_player_choose() -> None:
    state = chaos("red")
    assert_illegal(state, 0, {"type": "skill", "skill": "krang_master_of_chaos"}, "choose one")
    state = use(state, "krang_master_of_chaos", mode="white")
    assert player(state).chaos_wheel == "gold" and state.turn is not None and state.turn.influence == 2


def test_krang_master_of_chaos_combat_colours_go_into_a_declaration() -> None:
    state = fight("prowlers", hand=("march", "rage"), hero="krang")  # attack 4 / armor 3
    state.players[0].skills = ["krang_master_of_chaos"]
    state.players[0].chaos_wheel = "gold"  # -> blue: Block 3
    assert_illegal(state, 0, {"type": "skill", "skill": "krang_master_of_chaos"}, "declaration")
    from ..combat.kit import to_phase

    state = to_phase(state, "block")
    state = act(
        state,
        {"type": "block", "enemy": "e1", "cards": "march@sideways/block", "skills": "krang_master_of_chaos"},
    )  # 1 + 3
    assert enemy(state, "e1").blocked == [True] and player(state).chaos_wheel == "blue"


def test_krang_master_of_chaos_wheel_is_rolled_at_the_start_of_a_turn() -> None:
    state = chaos(None)
    from bot.games.mageknight import centre
    from bot.games.mageknight.context import Ctx

    from ..builder import DATA

    assert state.turn is not None
    centre.start_of_turn(Ctx(state, DATA), player(state), state.turn)
    assert player(state).chaos_wheel in ("blue", "green", "black", "white", "red", "gold")


# ----------------------------------------------------------------------------- Puppet Master
def test_krang_puppet_master_keeps_a_defeated_enemy_token() -> None:
    state = to_attack(fight("prowlers", hand=("rage", "march"), hero="krang"))  # armor 3
    state.players[0].skills = ["krang_puppet_master"]
    assert_illegal(
        state,
        0,
        {"type": "skill", "skill": "krang_puppet_master", "mode": "keep-enemy-token", "enemy": "e1"},
        "none defeated yet",
    )
    state = act(
        state, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack,march@sideways/attack"}
    )
    state = use(state, "krang_puppet_master", mode="keep-enemy-token", enemy="e1")
    state = act(state, {"type": "next"})  # the combat ends
    assert player(state).kept_enemies == ["prowlers"]
    assert "prowlers" not in state.enemy_discards.get("green", [])


def test_krang_puppet_master_uses_a_kept_token_for_attack_or_block() -> None:
    state = to_attack(fight("prowlers", hand=("march",), hero="krang"))  # armor 3
    state.players[0].skills = ["krang_puppet_master"]
    state.players[0].kept_enemies = ["prowlers", "orc_war_beasts"]  # attack 4 -> 2; armor 5 -> 3
    attack = {"type": "attack", "targets": "e1", "cards": "march@sideways/attack"}
    state2 = act(state, {**attack, "skills": "krang_puppet_master@use-kept-enemy+kept=prowlers"})  # 1 + 2
    assert enemy(state2, "e1").defeated and player(state2).kept_enemies == ["orc_war_beasts"]
    assert "prowlers" in state2.enemy_discards["green"]
    block_state = fight("prowlers", hand=("march",), hero="krang")
    block_state.players[0].skills = ["krang_puppet_master"]
    block_state.players[0].kept_enemies = ["orc_war_beasts"]
    from ..combat.kit import to_phase

    block_state = to_phase(block_state, "block")  # War Beasts resist fire and ice: Cold Fire Block 3
    block_state = act(
        block_state,
        {
            "type": "block",
            "enemy": "e1",
            "cards": "march@sideways/block",
            "skills": "krang_puppet_master@use-kept-enemy",
        },
    )
    assert enemy(block_state, "e1").blocked == [True]
