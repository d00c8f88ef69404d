"""UE rules digest §8.2 (the Dummy player) and §8.5.4 (Solo Conquest tactics): set-up, turns, tactic
choice, round preparation and the Dummy's skills in the Common offer."""

from __future__ import annotations

from bot.games.mageknight import dummy
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import load
from bot.games.mageknight.setup import Seat
from bot.games.mageknight.state import DUMMY_SEAT, GameState
from bot.games.mageknight.turn import end_round

DATA = load()


def solo(seed: str = "dummy", scenario: str = "solo_conquest") -> GameState:
    return mk.new_game(scenario, [Seat(1, "Ann", "tovak")], seed, DATA).state


def first_tactic(state: GameState) -> GameState:
    return mk.apply(
        state, 0, {"type": "tactic", "tactic": state.tactics_available[0], "cards": "none"}, DATA
    ).state


def test_set_up_a_remaining_hero_its_16_cards_and_three_crystals_of_its_dots() -> None:
    state = solo()
    d = state.dummy
    assert d is not None and d.hero != "tovak"
    assert sorted(d.deck) == sorted(DATA.deck_for(d.hero)) and len(d.deck) == 16
    dots = DATA.heroes[d.hero].dummy_dots
    assert {c: n for c, n in d.crystals.items() if n} == {c: dots.count(c) for c in set(dots)}
    # Its competitive interactive skill is removed (§8.2).
    assert all(DATA.skills[s].interactive != "competitive" for s in d.skill_stack)


def test_a_solo_game_without_a_dummy_scenario_still_gets_one_in_first_reconnaissance() -> None:
    assert solo(scenario="first_reconnaissance").dummy is not None  # §8.5.1 solo variant
    two = mk.new_game(
        "first_reconnaissance", [Seat(1, "A", "tovak"), Seat(2, "B", "goldyx")], "x", DATA
    ).state
    assert two.dummy is None


def test_you_pick_first_then_the_dummy_takes_a_random_tactic_for_its_place_in_the_order() -> None:
    state = solo()
    before = list(state.tactics_available)
    state = first_tactic(state)
    d = state.dummy
    assert d is not None and d.tactic in before and d.tactic != state.players[0].tactic
    assert sorted(state.round_order) == [DUMMY_SEAT, 0]
    numbers = {
        0: DATA.tactics[state.players[0].tactic or ""].number,
        DUMMY_SEAT: DATA.tactics[d.tactic].number,
    }
    assert state.round_order == sorted(numbers, key=lambda s: numbers[s])


def test_a_dummy_turn_flips_three_then_one_more_per_crystal_of_the_last_colour() -> None:
    state = solo()
    ctx = Ctx(state, DATA)
    d = state.dummy
    assert d is not None
    state.round_order = [DUMMY_SEAT, 0]
    state.phase = "turns"
    last = d.deck[2]
    colour = DATA.cards[last].colour
    d.crystals = {c: 0 for c in d.crystals}
    d.crystals[colour] = 2
    dummy.take_turn(ctx)
    assert len(d.discard) == 5 and len(d.deck) == 11
    # With no crystal of the last colour, exactly three.
    d.crystals[colour] = 0
    state.turn = None
    colour2 = DATA.cards[d.deck[2]].colour
    d.crystals[colour2] = 0
    dummy.take_turn(ctx)
    assert len(d.discard) == 8


def test_the_dummy_announces_the_end_of_the_round_when_its_deck_is_empty() -> None:
    state = first_tactic(solo())
    d = state.dummy
    assert d is not None
    d.discard += d.deck
    d.deck = []
    ctx = Ctx(state, DATA)
    dummy.take_turn(ctx)
    assert state.end_of_round_by == DUMMY_SEAT
    assert state.last_turns == [0]


def test_short_deck_flips_what_it_can_and_announces_next_turn() -> None:
    state = first_tactic(solo())
    d = state.dummy
    assert d is not None
    d.discard += d.deck[2:]
    d.deck = d.deck[:2]
    ctx = Ctx(state, DATA)
    dummy.take_turn(ctx)
    assert d.deck == [] and d.announce_next and state.end_of_round_by is None


def test_round_preparation_gives_the_removed_aa_to_its_deck_and_a_crystal_for_the_removed_spell() -> None:
    state = first_tactic(solo())
    d = state.dummy
    assert d is not None
    aa = state.aa_offer[-1]
    spell = state.spell_offer[-1]
    colour = DATA.cards[spell].colour
    crystals = dict(d.crystals)
    ctx = Ctx(state, DATA)
    end_round(ctx)
    assert aa in d.deck and aa not in state.aa_deck
    assert state.spell_deck[-1] == spell
    assert d.crystals[colour] == crystals[colour] + 1
    assert len(d.deck) == 17 and d.discard == []  # reshuffled with the new card


def test_used_tactics_leave_the_game_each_round_in_solo() -> None:
    state = first_tactic(solo())
    d = state.dummy
    assert d is not None
    used = {state.players[0].tactic, d.tactic}
    ctx = Ctx(state, DATA)
    end_round(ctx)  # Night: a different set
    end_round(ctx)  # Day again
    assert state.night is False
    assert not used & set(state.tactics_available)
    assert len(state.tactics_available) == len(DATA.tactics_for("day")) - 2


def test_each_skill_gained_reveals_one_dummy_skill_into_the_common_offer() -> None:
    state = first_tactic(solo())
    d = state.dummy
    assert d is not None
    top = d.skill_stack[0]
    ctx = Ctx(state, DATA)
    dummy.reveal_skill(ctx)
    assert state.common_skills[-1] == top and top not in d.skill_stack
