"""The /h3 texts a player reads: the private hand (cards, resources, heroes, units, the town and its
tokens), the public status, refusals that say whose move it is, and autocomplete from legal options."""

from __future__ import annotations

from bot.engine.commands import Table
from bot.engine.errors import IllegalActionError
from bot.engine.i18n import render_all
from tests.games.homm3.game_helpers import DATA, GAME, new


def test_the_hand_shows_cards_heroes_units_and_the_town_privately() -> None:
    state = new()
    seat = state.seat
    p = state.players[seat]
    text = "\n".join(render_all("en", GAME.commands().hand(state, seat).private))
    assert f"Your hand ({len(p.hand)} of 4): " in text
    assert f"Heroes: main at {p.main.at} ({p.main.mp} MP)." in text
    assert "Units: " + ", ".join(DATA.units[u.card].name + " (Few)" for u in p.units) + "." in text
    assert "Your town: " in text and "tokens left this round: build, population, spell book." in text
    status = "\n".join(GAME.commands().status(state))
    assert "Your hand" not in status and "Deck" not in status
    other = state.players[1 - seat]
    assert "Not your move now" in "\n".join(render_all("en", GAME.commands().hand(state, 1 - seat).private))
    assert other.far_tiles[0] not in status  # far tiles are private


def test_a_command_out_of_turn_says_whose_move_it_is() -> None:
    state = new()
    other = 1 - state.seat
    try:
        GAME.commands().parse(Table(state, other), "end-turn", {})
    except IllegalActionError as exc:
        assert f"It is {state.players[state.seat].name}'s move." in str(exc)
    else:
        raise AssertionError("accepted out of turn")


def test_autocomplete_offers_only_legal_fields_and_names_heroes_plainly() -> None:
    state = new()
    seat = state.seat
    legal = {o.params["to"] for o in GAME.decision(state, seat).options if o.command == "move"}  # type: ignore[union-attr]
    got = GAME.commands().suggest(Table(state, seat), "move", "to", "", {})
    assert {v for _, v in got} == legal
    assert GAME.commands().suggest(Table(state, seat), "move", "hero", "", {}) == [("main hero", "main")]
    assert GAME.commands().suggest(Table(state, 1 - seat), "move", "to", "", {}) == []
