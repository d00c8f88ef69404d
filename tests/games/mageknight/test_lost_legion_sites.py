"""The Lost Legion §2.2-§2.3 sites: the Maze and Labyrinth (paths paid in Move, one monster, one
unit at most, a reward per path, each path once) and the deep mine (a crystal of a chosen colour)."""

from __future__ import annotations

from bot.games.mageknight.combat import flow
from bot.games.mageknight.context import Ctx

from .builder import DATA, Table, act, assert_illegal, player


def _maze(site: str = "maze", **kw: object) -> Table:
    return Table().calm().space("0,0", "plains", site=site, **kw)


def test_a_maze_path_costs_its_move_and_draws_one_brown_monster() -> None:
    state = _maze().enemy_stack("brown", "gargoyle").moves(5).build()
    assert_illegal(state, 0, {"type": "enter"}, "Choose a path")
    assert_illegal(state, 0, {"type": "enter", "path": 6}, "needs 6 Move points")
    after = act(state, {"type": "enter", "path": 4})
    assert after.turn is not None and after.turn.combat is not None
    assert [e.enemy for e in after.turn.combat.enemies] == ["gargoyle"]
    assert after.turn.move == 0, "the rest of the Move is lost when the action starts"


def test_winning_a_path_gives_its_reward_and_closes_it() -> None:
    state = _maze().enemy_stack("brown", "gargoyle").moves(4).build()
    state = act(state, {"type": "enter", "path": 4})
    assert state.turn is not None and state.turn.combat is not None
    state.turn.combat.enemies[0].defeated = True
    flow.end(Ctx(state, DATA), state.players[0], state.turn)
    space = state.spaces["0,0"]
    assert space.paths_taken == [4] and space.shields == [0]
    assert state.turn.rewards == [{"gain_card": "spell"}]
    again = Table().calm().space("0,0", "plains", site="maze", paths_taken=[4], shields=[1]).moves(9).build()
    assert_illegal(again, 0, {"type": "enter", "path": 4}, "already taken")


def test_the_labyrinth_draws_a_red_monster_and_only_one_unit_may_fight() -> None:
    state = (
        _maze("labyrinth")
        .enemy_stack("red", "fire_dragon")
        .unit("peasants", uid="u1")
        .unit("peasants", uid="u2")
        .moves(2)
        .build()
    )
    state = act(state, {"type": "enter", "path": 2})
    assert state.turn is not None and state.turn.combat is not None
    assert state.turn.combat.enemies[0].colour == "red" and state.turn.combat.max_units == 1


def test_a_deep_mine_gives_a_crystal_of_a_chosen_colour() -> None:
    state = (
        Table()
        .calm()
        .space("0,0", "forest", site="deep_mine", mine=["green", "blue"])
        .hand("march")
        .crystals()
        .build()
    )
    assert_illegal(state, 0, {"type": "end_turn", "discard": ["march"]}, "mine:<green|blue>")
    after = act(state, {"type": "end_turn", "discard": ["march"], "mine": "blue"})
    assert player(after).crystals["blue"] == 1 and player(after).crystals["green"] == 0
