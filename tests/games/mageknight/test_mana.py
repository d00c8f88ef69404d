"""§4.3 Mana: the Source (one die a turn, depleted dice, reroll on return), crystals (cap 3), mana
tokens, gold by Day and black by Night; and §4.1 powering an Action card with mana of its colour."""

from __future__ import annotations

from bot.games.mageknight.context import Ctx
from bot.games.mageknight.mana import counts_as, depleted, reroll_until_valid, source_is_valid
from bot.games.mageknight.state import Die

from .builder import DATA, Table, assert_illegal, end_turn, play, play_action, player

MARCH_POWERED = play_action("march", "powered")


def test_power_with_a_die_of_the_cards_colour() -> None:
    """§4.1 / §4.3: a powered Action costs one mana of its colour; a Source die may pay it. The die is
    marked as taken, and is rerolled and returned at the end of the turn."""
    state = Table().source("green", "red", "red").hand("march", "rage").build()
    state = play(state, "march", "powered", mana="die:green")
    assert state.turn is not None and state.turn.move == 4 and state.turn.dice_used == 1
    assert state.source[0].taken_by == 0
    state = end_turn(state)
    assert all(d.taken_by is None for d in state.source)


def test_only_one_die_per_turn() -> None:
    """§4.3: a player may take at most one die from the Source per turn."""
    state = Table().source("green", "green", "blue").hand("march", "march").build()
    state = play(state, "march", "powered", mana="die:green")
    assert_illegal(state, 0, {**MARCH_POWERED, "params": {"mana": "die:green"}}, "Cannot pay|no green mana")
    assert_illegal(state, 0, MARCH_POWERED, "no green mana")


def test_crystal_pays_and_is_spent() -> None:
    """§4.3: a crystal of the right colour can be turned into mana at any time in your turn; a crystal
    of another colour cannot pay."""
    state = Table().source("red", "red", "red").crystals(green=2, blue=1).hand("march", "stamina").build()
    state = play(state, "march", "powered", mana="crystal:green")
    assert player(state).crystals["green"] == 1
    assert_illegal(
        state, 0, {**MARCH_POWERED, "params": {"mana": "crystal:blue"}}, "Cannot pay|not in your hand"
    )
    state = play(state, "stamina", "powered", mana="crystal:blue")
    assert player(state).crystals["blue"] == 0 and state.turn is not None and state.turn.move == 8


def test_mana_token_pays() -> None:
    """§4.2: a mana token in the play area is pure mana for this turn."""
    state = Table().source("red", "red", "red").tokens("green").hand("march").build()
    state = play(state, "march", "powered")
    assert state.turn is not None and state.turn.tokens == [] and state.turn.move == 4


def test_gold_is_any_basic_colour_by_day_only() -> None:
    """§4.3: by Day gold mana counts as any basic colour; at Night gold can never be used (a gold die
    is depleted, a gold token is useless)."""
    state = Table().source("gold", "red", "red").tokens("gold").hand("march", "stamina").build()
    state = play(state, "march", "powered", mana="die:gold")
    state = play(state, "stamina", "powered", mana="token:gold")
    assert state.turn is not None and state.turn.move == 8
    night = Table().night().source("gold", "red", "red").tokens("gold").hand("march").build()
    assert_illegal(night, 0, MARCH_POWERED, "no green mana")
    assert_illegal(night, 0, {**MARCH_POWERED, "params": {"mana": "die:gold"}}, "Cannot pay|no green mana")


def test_black_is_unusable_by_day_and_cannot_pay_basic_at_night() -> None:
    """§4.3: black mana can never be used by Day (a black die is depleted); at Night black powers only
    what asks for black, never a basic-coloured Action."""
    day = Table().source("black", "red", "red").hand("march").build()
    assert_illegal(day, 0, {**MARCH_POWERED, "params": {"mana": "die:black"}}, "Cannot pay|no green mana")
    night = Table().night().source("black", "red", "red").tokens("black").hand("march").build()
    assert_illegal(night, 0, MARCH_POWERED, "no green mana")


def test_depleted_and_counts_as_table() -> None:
    """§4.3: black dice are depleted by Day, gold dice at Night; what pays for what."""
    assert depleted("black", night=False) and not depleted("gold", night=False)
    assert depleted("gold", night=True) and not depleted("black", night=True)
    assert counts_as("gold", "red", night=False) and not counts_as("gold", "red", night=True)
    assert counts_as("black", "black", night=True) and not counts_as("black", "black", night=False)
    assert not counts_as("black", "green", night=True)
    assert counts_as("black", "green", night=False, black_any=True)
    assert not counts_as("blue", "green", night=False)


def test_source_validity_and_reroll() -> None:
    """§2.1.11 / §3.1 A.2: at least half of the Source dice must show a basic colour, else gold and
    black dice are rerolled until this holds (basic dice are kept)."""
    assert source_is_valid([Die("red"), Die("gold")])
    assert not source_is_valid([Die("red"), Die("gold"), Die("black")])
    state = Table().build()
    dice = [Die("red"), Die("gold"), Die("black"), Die("black"), Die("white")]
    out = reroll_until_valid(Ctx(state, DATA), dice)
    assert source_is_valid(out) and out[0].colour == "red" and out[4].colour == "white"


def test_gaining_a_crystal_at_the_cap_gives_a_token() -> None:
    """§4.2: gaining a crystal of a colour you already have 3 of gives a mana token of that colour."""
    state = Table().crystals(red=3).source("blue", "red", "red").hand("crystallize").build()
    state = play(state, "crystallize", "powered", mana="die:blue", colour="red")
    assert player(state).crystals["red"] == 3
    assert state.turn is not None and state.turn.tokens == ["red"]


def test_no_mana_message_names_the_problem() -> None:
    """§4.1: you decide to power a card when you play it and must be able to pay."""
    state = Table().source("red", "red", "red").hand("march").build()
    err = assert_illegal(state, 0, MARCH_POWERED, "no green mana")
    assert "crystal" in str(err)
