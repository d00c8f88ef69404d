"""Rulebook §5 (rounds and turns) and §6.5-§6.6 (exploring): MP, moving, exploring and placing tiles,
income at Resource rounds, proclamations at Astrologers rounds (ruled H-ROUNDS, H-MP-RESET,
H-PROCLAMATIONS)."""

from __future__ import annotations

from bot.games.homm3 import geography, progress
from tests.games.homm3.game_helpers import act, ids, new


def test_the_main_hero_has_three_mp_and_each_step_costs_one() -> None:
    state = new()
    seat = state.seat
    assert state.players[seat].main.mp == 3
    move = next(i for i in ids(state, seat) if i.startswith("move main"))
    to = move.split()[-1]
    state = act(state, seat, type="move", hero="main", to=to)
    assert state.players[seat].main.at == to or state.fight is not None or state.pending
    assert state.players[seat].main.mp == 2


def test_exploring_turns_a_face_down_tile_next_to_the_hero_for_one_mp() -> None:
    state = new()
    seat = state.seat
    p = state.players[seat]
    p.main.at = next(k for k in state.fields if geography.hidden_next_to(state, k))
    slot = geography.hidden_next_to(state, p.main.at)[0]
    state = act(state, seat, type="explore", hero="main", tile=geography.slot_name(slot))
    assert len(state.fields) == 21 and state.players[seat].main.mp == 2


def test_a_far_tile_goes_next_to_the_hero_and_two_tiles() -> None:
    state = new()
    seat = state.seat
    state.players[seat].main.at = next(k for k in state.fields if geography.placeable_next_to(state, k))
    places = [i for i in ids(state, seat) if i.startswith("place main")]
    assert places
    _, _, at, turn_ = places[0].split()
    state = act(state, seat, type="place", hero="main", tile=at, turn=turn_)
    assert len(state.players[seat].far_tiles) == 2 and len(state.fields) == 21


def test_rounds_alternate_resource_and_astrologers_and_round_one_pays_nothing() -> None:
    assert [progress.resource_round(r) for r in (1, 2, 3, 4)] == [True, False, True, False]
    state = new()
    gold = [p.resources["gold"] for p in state.players]
    for _ in range(2):
        state = act(state, state.seat, type="end_turn")
    assert state.round == 2 and state.proclamation is not None
    for _ in range(2):
        state = act(state, state.seat, type="end_turn")
    assert state.round == 3
    assert [p.resources["gold"] for p in state.players] == [g + 10 for g in gold]  # the income track


def test_the_turn_passes_in_order_and_the_mp_refill() -> None:
    state = new()
    first, second = state.order
    state = act(state, first, type="end_turn")
    assert state.seat == second and state.players[second].main.mp == 3
