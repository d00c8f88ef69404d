"""Tactic cards (UE digest §3.1 B, §3.2; effects from ``data/mageknight/tactics.toml``): what each does
when taken, at the end of a turn, or when used during the round, written from the card's meaning."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import Die, GameState
from bot.games.mageknight.turn import start_tactics

from ..builder import DATA, Table, act, assert_illegal, end_turn, move, play, player


def taking(
    tactic: str, *, night: bool = False, heroes: tuple[str, ...] = ("arythea",), **params: str
) -> GameState:
    """Seat 0 takes ``tactic`` (the other seats take what is left, in order)."""
    state = Table(*heroes, tactics=False).build()
    if night:
        state.night = True
        ctx = Ctx(state, DATA)
        start_tactics(ctx)
    while state.phase == "tactics":
        seat = mk.to_move(state)
        assert seat is not None
        if seat == 0:
            state = act(state, {"type": "tactic", "tactic": tactic, **params}, seat)
        else:
            other = next(t for t in state.tactics_available if t != tactic)
            state = act(state, {"type": "tactic", "tactic": other, "cards": "none"}, seat)
    return state


def use(state: GameState, **params: Any) -> GameState:
    return act(state, {"type": "tactic_use", **params})


def tactic_option_ids(state: GameState) -> list[str]:
    d = mk.decision(state, 0, DATA)
    assert d is not None
    return [o.id for o in d.options if o.command == "tactic_use"]


def test_early_bird_and_from_the_dusk_only_set_the_order() -> None:
    day = taking("early_bird")
    assert len(player(day).hand) == DATA.levels.hand_limit(1) and tactic_option_ids(day) == []
    night = taking("from_the_dusk", night=True)
    assert tactic_option_ids(night) == []


# ----------------------------------------------------------------------------- when taken
def test_great_start_draws_two_cards() -> None:
    state = taking("great_start")
    assert len(player(state).hand) == DATA.levels.hand_limit(1) + 2


def test_rethink_discards_up_to_three_draws_as_many_then_reshuffles_the_discards() -> None:
    state = Table("arythea", tactics=False).build()
    p = player(state)
    p.hand = ["wound", "wound", "march", "rage", "stamina"]
    p.deck = ["swiftness", "promise", "threaten", "crystallize", "mana_draw"]
    state = act(state, {"type": "tactic", "tactic": "rethink", "cards": "wound,wound,march"})
    p = player(state)
    assert sorted(p.hand) == sorted(["rage", "stamina", "swiftness", "promise", "threaten"])
    assert p.discard == [] and sorted(p.deck) == sorted(
        ["crystallize", "mana_draw", "wound", "wound", "march"]
    )
    bad = Table("arythea", tactics=False).build()
    assert_illegal(
        bad,
        0,
        {"type": "tactic", "tactic": "rethink", "cards": "wound,wound,wound,wound"},
        "not in your hand",
    )


def test_preparation_takes_any_card_of_the_deck_into_hand() -> None:
    state = Table("arythea", tactics=False).build()
    state.night = True
    start_tactics(Ctx(state, DATA))
    target = player(state).deck[-1]
    assert_illegal(state, 0, {"type": "tactic", "tactic": "preparation"}, "Choose a card of your Deed deck")
    after = act(state, {"type": "tactic", "tactic": "preparation", "card": target})
    assert player(after).hand.count(target) == player(state).hand.count(target) + 1
    assert len(player(after).deck) == len(player(state).deck) - 1


def test_mana_steal_keeps_a_die_then_uses_it_and_returns_it_at_the_end_of_that_turn() -> None:
    state = Table("arythea", tactics=False).source("red", "blue", "gold").build()
    state = act(state, {"type": "tactic", "tactic": "mana_steal", "colour": "blue"})
    blue = next(d for d in state.source if d.colour == "blue")
    assert blue.taken_by is not None and blue.taken_by < 0  # on the tactic card, not free
    state = use(state)
    assert state.turn is not None and state.turn.tokens == ["blue"]
    assert_illegal(state, 0, {"type": "tactic_use"}, "face down")
    state = play(state, "march", "sideways/move") if "march" in player(state).hand else state
    p = player(state)
    state = end_turn(state, *([] if state.turn and state.turn.played_or_discarded else [p.hand[0]]))
    assert all(d.taken_by is None for d in state.source)


def test_mana_steal_may_take_no_die() -> None:
    state = taking("mana_steal")
    assert all(d.taken_by is None for d in state.source) and tactic_option_ids(state) == []


# ----------------------------------------------------------------------------- end of turn
@pytest.mark.parametrize(("tactic", "limit"), [("planning", 6), ("great_start", 5)])
def test_planning_draws_one_card_more_when_two_cards_are_left(tactic: str, limit: int) -> None:
    state = taking(tactic)
    p = player(state)
    p.hand = ["march", "rage", "stamina"]
    p.deck = ["swiftness", "promise", "threaten", "crystallize", "mana_draw", "concentration"]
    state = end_turn(state, "march")
    assert len(player(state).hand) == limit


# ----------------------------------------------------------------------------- used during the round
def test_long_night_puts_three_random_discards_back_as_the_deck_once() -> None:
    state = taking("long_night", night=True)
    p = player(state)
    assert_illegal(state, 0, {"type": "tactic_use"}, "not empty")
    p.discard, p.deck = list(p.deck), []
    n = len(p.discard)
    state = use(state)
    assert len(player(state).deck) == 3 and len(player(state).discard) == n - 3
    player(state).deck = []
    assert_illegal(state, 0, {"type": "tactic_use"}, "face down")


def test_long_night_in_the_middle_of_the_end_of_turn_draw_refills_the_deck() -> None:
    """Long Night works "also in the middle of your end-of-turn draw": the deck runs out, 3 random
    discarded cards become the deck and the draw goes on (end_turn long_night:yes)."""
    state = taking("long_night", night=True)
    p = player(state)
    p.hand = ["march", "rage"]
    p.deck = ["stamina"]
    p.discard = ["swiftness", "promise", "threaten", "tranquility", "determination"]
    plain = end_turn(state, "march")
    assert len(plain.players[0].hand) == 2 and not plain.players[0].tactic_used  # not asked for: no refill
    refilled = act(state, {"type": "end_turn", "discard": ["march"], "long_night": "yes"})
    q = refilled.players[0]
    limit = DATA.levels.hand_limit(1)
    assert q.tactic_used and len(q.hand) == limit  # rage + stamina + 3 from the refilled deck
    assert len(q.deck) == 0 and len(q.discard) == 3  # 5 discards + march, minus the 3 put back


def test_midnight_meditation_shuffles_cards_into_the_deck_and_draws_as_many_before_the_turn() -> None:
    state = taking("midnight_meditation", night=True)
    p = player(state)
    p.hand = ["wound", "wound", "march"]
    p.deck = ["rage", "stamina"]
    state = use(state, cards="wound,wound")
    p = player(state)
    assert len(p.hand) == 3 and len(p.deck) == 2 and "march" in p.hand
    assert sorted(p.hand + p.deck) == ["march", "rage", "stamina", "wound", "wound"]
    late = taking("midnight_meditation", night=True)
    late = play(late, player(late).hand[0], "sideways/move")
    assert_illegal(late, 0, {"type": "tactic_use"}, "before your turn")


def test_sparing_power_stashes_the_top_card_then_takes_them_all() -> None:
    state = taking("sparing_power", night=True)
    top = player(state).deck[0]
    state = use(state, mode="stash")
    assert player(state).tactic_cards == [top]
    assert_illegal(state, 0, {"type": "tactic_use", "mode": "stash"}, "already used this turn")
    state.turn.tactic_done = False  # type: ignore[union-attr]  # as before the next turn
    state = use(state, mode="take")
    assert top in player(state).hand and player(state).tactic_cards == [] and player(state).tactic_used


def test_mana_search_rerolls_up_to_two_dice_gold_and_black_first() -> None:
    state = taking("mana_search", night=True)
    state.source = [Die("red"), Die("gold"), Die("blue"), Die("black")]
    assert_illegal(state, 0, {"type": "tactic_use", "dice": "1"}, "Gold and black")
    after = use(state, dice="2,4")
    assert after.turn is not None and after.turn.tactic_done
    assert_illegal(after, 0, {"type": "tactic_use", "dice": "1"}, "already used")


def test_the_right_moment_gives_another_turn_right_after() -> None:
    state = taking("the_right_moment", heroes=("arythea", "tovak"))  # number 6: seat 1 plays first
    assert state.turn is not None and state.turn.seat == 1
    state = play(state, player(state, 1).hand[0], "sideways/move")
    state = end_turn(state)
    assert state.turn is not None and state.turn.seat == 0
    state = use(state)
    card = player(state).hand[0]
    state = play(state, card, "sideways/move")
    state = end_turn(state)
    assert state.turn is not None and state.turn.seat == 0
    assert_illegal(state, 0, {"type": "tactic_use"}, "face down")


def test_unused_tactics_refuse_honestly() -> None:
    state = taking("great_start")
    assert_illegal(state, 0, {"type": "tactic_use"}, "no effect to use")


def test_move_after_midnight_meditation_still_works() -> None:
    state = taking("midnight_meditation", night=True)
    state = use(state, cards="none")  # the player names the cards, or none (R-ASK)
    assert player(state).tactic_used
    state.turn.move = 5  # type: ignore[union-attr]
    move(state, "1,-1")
