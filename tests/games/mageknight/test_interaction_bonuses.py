"""Bonuses tied to an interaction (§6.1): Norowas' Noble Manners and the Heroes units (Fame or
Reputation when used in an interaction), Krang's Ruthless Coercion (Influence off a recruit; Influence
spent to ready level I-II units) — R-INTERACT."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight.state import GameState

from .builder import Table, act, assert_illegal, play, player

HERE = "1,-1"


def village(hero: str = "norowas", influence: int = 0) -> Table:
    t = Table(hero).space(HERE, "plains", site="village").at(HERE).reputation(0)
    return t.turn(influence=influence)


def interact(state: GameState) -> GameState:
    return act(state, {"type": "interact"})


def test_noble_manners_basic_fame_when_used_in_an_interaction() -> None:
    state = interact(village().hand("noble_manners").build())
    after = play(state, "noble_manners")
    assert player(after).fame == 1 and after.turn is not None and after.turn.influence == 2


def test_noble_manners_played_before_the_interaction_pays_when_it_starts_and_not_without_one() -> None:
    state = village().hand("noble_manners").build()
    played = play(state, "noble_manners")
    assert player(played).fame == 0
    assert player(interact(played)).fame == 1
    nowhere = Table("norowas").hand("noble_manners").build()
    assert player(play(nowhere, "noble_manners")).fame == 0  # no interaction this turn: nothing


def test_noble_manners_powered_fame_and_reputation() -> None:
    state = interact(village().hand("noble_manners").tokens("white").build())
    after = play(state, "noble_manners", "powered", mana="token:white")
    p = player(after)
    assert p.fame == 1 and p.reputation == 1 and after.turn is not None and after.turn.influence == 4


def test_heroes_unit_influence_ability_raises_reputation_in_an_interaction() -> None:
    state = interact(village("arythea").unit("heroes_blue", uid="u1").build())
    after = act(state, {"type": "activate", "unit": "u1", "ability": 2})
    assert player(after).reputation == 1 and after.turn is not None and after.turn.influence == 5


def test_ruthless_coercion_basic_takes_two_off_the_next_recruit() -> None:
    t = village("krang", influence=2).hand("ruthless_coercion")
    t.state.unit_offer = ["peasants", "foresters"]
    state = play(t.build(), "ruthless_coercion")  # Influence 2 -> 4, and 2 off the next unit
    state = act(state, {"type": "recruit", "unit": "peasants"})  # costs 4, pays 2
    assert [u.unit for u in player(state).units] == ["peasants"]
    assert state.turn is not None and state.turn.influence == 2 and not state.turn.has("recruit_discount")


def spend(state: GameState, points: int, **params: Any) -> GameState:
    return play(state, "ruthless_coercion", "spend/ready-low-unit", points=str(points), **params)


def test_ruthless_coercion_powered_readies_level_one_and_two_units_for_two_per_level() -> None:
    t = village("krang").hand("ruthless_coercion").tokens("red")
    t.unit("peasants", uid="u1", spent=True).unit("utem_guardsmen", uid="u2", spent=True)
    t.unit("fire_mages", uid="u3", spent=True)
    state = play(t.build(), "ruthless_coercion", "powered", mana="token:red")
    assert player(state).reputation == -1 and state.turn is not None and state.turn.influence == 6
    state = spend(state, 2, unit="u1")
    state = spend(state, 4, unit="u2")
    assert [u.spent for u in player(state).units] == [False, False, True]
    assert state.turn is not None and state.turn.influence == 0
    more = village("krang").hand("ruthless_coercion").tokens("red").unit("fire_mages", uid="u3", spent=True)
    rich = play(more.turn(influence=2).build(), "ruthless_coercion", "powered", mana="token:red")
    assert_illegal(
        rich,
        0,
        {
            "type": "play",
            "card": "ruthless_coercion",
            "mode": "spend/ready-low-unit",
            "params": {"points": "6", "unit": "u3"},
        },
        "level I and II",
    )
