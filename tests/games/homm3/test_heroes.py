"""Rulebook §4.4-§4.7 (levels, experience, the deck): 2 Exp a level, searches and specialty cards by
level, the hand limit, searches of the shared decks."""

from __future__ import annotations

from bot.games.homm3 import cards, progress
from tests.games.homm3.game_helpers import DATA, act, ctx, new


def test_two_exp_make_a_level_and_level_two_searches_the_abilities() -> None:
    state = new()
    seat = state.seat
    c = ctx(state)
    progress.gain_exp(c, seat, 1)
    assert state.players[seat].level == 1 and state.players[seat].exp == 1
    progress.gain_exp(c, seat, 1)
    assert state.players[seat].level == 2 and state.pending[0].kind == "search"


def test_level_four_adds_the_second_specialty_card_to_the_deck() -> None:
    state = new()
    seat = state.seat
    progress.set_level(ctx(state), seat, 4)
    p = state.players[seat]
    assert any(c.startswith("specialty:") and DATA.specialties[cards.id_of(c)].level == 4 for c in p.deck)
    assert cards.hand_limit(DATA, p) == 5


def test_beating_azure_neutrals_sets_level_seven() -> None:
    state = new()
    seat = state.seat
    progress.set_level(ctx(state), seat, 7)
    assert state.players[seat].level == 7 and cards.experts_left(DATA, state.players[seat]) == 3


def test_a_search_looks_at_two_and_takes_one_the_rest_to_the_discard() -> None:
    state = new()
    seat = state.seat
    c = ctx(state)
    cards.search(c, seat, "spell", 2)
    c.finish()
    state = act(state, seat, type="choose", pick="look")
    seen = state.pending[0].context["seen"].split(",")
    state = act(state, seat, type="choose", pick=f"take:{seen[0]}")
    assert seen[0] in state.players[seat].hand and seen[1] in state.spells.discard
