"""§3.2 Effects usable outside your own turn ("before your turn" = "during another player's turn"): in
play-by-post a waiting player uses them while someone else plays; what they leave carries into their
own next turn (R-OFFTURN)."""

from __future__ import annotations

import pytest

from bot.engine.errors import NotYourTurnError, RulesError
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, end_turn, snapshot

VILLAGE = "1,-1"


def two_players() -> Table:
    """Seat 0 (Arythea) is playing; seat 1 (Tovak) waits."""
    return Table("arythea", "tovak").deck("march", "rage", "stamina", "swiftness", "promise", seat=1)


def pass_turn(state: GameState) -> GameState:
    """The active player ends the turn, discarding one card (minimum play)."""
    seat = mk.to_move(state)
    assert seat is not None
    hand = [c for c in state.players[seat].hand if c != "wound"]
    return end_turn(state, *hand[:1])


def off(state: GameState, seat: int = 1, **action: str) -> mk.Outcome:
    return mk.apply(state, seat, dict(action), DATA)


def test_motivation_during_another_players_turn_draws_and_carries_its_mana_into_the_next_turn() -> None:
    t = two_players().fame(2, seat=0).fame(0, seat=1)
    t.state.players[1].skills = ["tovak_motivation"]
    state = t.build()
    hand = len(state.players[1].hand)
    out = off(state, type="skill", skill="tovak_motivation")
    after = out.state
    assert len(after.players[1].hand) == hand + 2
    assert after.players[1].skills_flipped["tovak_motivation"] == after.round
    assert any("outside P0's turn" in e.text for e in out.events)  # the active player sees it
    assert after.turn is not None and after.turn.seat == 0 and after.turn.tokens == []  # P0 untouched
    assert after.waiting[1].tokens == ["blue"]  # alone with the least Fame: the token waits for P1's turn
    assert out.checkpoint and after.undo_depth == 0  # P0 cannot undo past P1's action
    mine = pass_turn(after)
    assert mine.turn is not None and mine.turn.seat == 1 and mine.turn.tokens == ["blue"]
    assert 1 not in mine.waiting


def test_a_skill_not_meant_for_other_turns_and_ordinary_actions_are_refused_outside_your_turn() -> None:
    t = two_players()
    t.state.players[1].skills = ["tovak_double_time"]
    state = t.build()
    before = snapshot(state)
    with pytest.raises(RulesError, match="only be used in your own turn"):
        off(state, type="skill", skill="tovak_double_time")
    with pytest.raises(NotYourTurnError, match="It is not your turn"):
        off(state, type="move", hex="1,0")
    assert snapshot(state) == before


def test_nothing_is_used_outside_turns_before_every_tactic_is_chosen() -> None:
    state = Table("arythea", "tovak", tactics=False).build()
    state.players[1].skills = ["tovak_motivation"]
    seat = mk.to_move(state)
    other = 1 - (seat or 0)
    with pytest.raises(NotYourTurnError):
        off(state, other, type="skill", skill="tovak_motivation")


def test_plunder_during_another_turn_once_between_your_turns() -> None:
    state = two_players().space(VILLAGE, site="village").at(VILLAGE, seat=1).reputation(0, seat=1).build()
    hand = len(state.players[1].hand)
    state = off(state, type="plunder").state
    assert len(state.players[1].hand) == hand + 2 and state.players[1].reputation == -1
    with pytest.raises(RulesError, match="once between two of your turns"):
        off(state, type="plunder")
    state = pass_turn(state)  # P1's turn begins: the plunder still counts for it
    assert state.turn is not None and state.turn.seat == 1
    with pytest.raises(RulesError, match="once between two of your turns"):
        act(state, {"type": "plunder"})
    state = pass_turn(state)  # after P1's own turn, a new plunder is allowed
    assert state.turn is not None and state.turn.seat == 0
    assert [o.command for o in mk.off_turn_options(state, 1, DATA)] == ["plunder"]
    state = off(state, type="plunder").state
    assert state.players[1].reputation == -2


def test_midnight_meditation_before_your_turn_then_it_is_used_up() -> None:
    t = Table("arythea", "tovak", tactics=False)
    t.state.night = True
    st = t.state
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.turn import start_tactics

    ctx = Ctx(st, DATA)
    start_tactics(ctx)
    ctx.finish()
    while st.phase == "tactics":
        seat = mk.to_move(st)
        assert seat is not None
        want = "from_the_dusk" if seat == 0 else "midnight_meditation"
        pick = want if want in st.tactics_available else st.tactics_available[0]
        st = act(st, {"type": "tactic", "tactic": pick, "cards": "none"}, seat)
    assert st.turn is not None and st.turn.seat == 0 and st.players[1].tactic == "midnight_meditation"
    st.players[1].hand = ["wound", "wound", "march"]
    st.players[1].deck = ["rage", "stamina", "swiftness"]
    st = off(st, type="tactic_use", cards="wound,wound").state
    p1 = st.players[1]
    assert len(p1.hand) == 3 and len(p1.deck) == 3  # two shuffled back, two drawn
    assert p1.hand.count("wound") + p1.deck.count("wound") == 2
    assert st.players[1].tactic_used
    with pytest.raises(RulesError):
        off(st, type="tactic_use", cards="march")


def test_nothing_after_your_last_turn_of_the_round() -> None:
    t = two_players().deck(seat=0)
    t.state.players[1].skills = ["tovak_motivation"]
    state = t.build()
    state = act(state, {"type": "announce_end"})  # P0 announces: P1 gets one more turn, P0 none
    assert state.turn is not None and state.turn.seat == 1
    with pytest.raises(NotYourTurnError, match="last turn"):
        off(state, 0, type="plunder")


def test_the_waiting_turn_ends_with_the_round() -> None:
    state = two_players().space(VILLAGE, site="village").at(VILLAGE, seat=1).build()
    state = off(state, type="plunder").state
    assert 1 in state.waiting
    state.players[0].deck = []
    state = act(state, {"type": "announce_end"})
    assert state.turn is not None and state.turn.seat == 1
    state = pass_turn(state)
    assert state.round == 2 and state.waiting == {}


def test_replaying_a_log_with_out_of_turn_actions_reproduces_the_state() -> None:
    from bot.games.mageknight.setup import Seat

    seats = [Seat(100, "P0", "arythea"), Seat(101, "P1", "tovak")]
    state = mk.new_game("first_reconnaissance", seats, "offturn-replay", DATA).state
    log: list[tuple[int, dict[str, object]]] = []

    def step(seat: int, action: dict[str, object]) -> None:
        nonlocal state
        state = mk.apply(state, seat, action, DATA).state
        log.append((seat, action))

    while state.phase == "tactics":
        seat = mk.to_move(state)
        assert seat is not None
        step(seat, {"type": "tactic", "tactic": state.tactics_available[0], "cards": "none"})
    active = mk.to_move(state)
    assert active is not None
    waiting = 1 - active
    state.players[waiting].skills = ["arythea_motivation" if waiting == 0 else "tovak_motivation"]
    log_state = mk.clone(state)
    log.clear()
    step(waiting, {"type": "skill", "skill": state.players[waiting].skills[0]})
    step(active, {"type": "end_turn", "discard": [state.players[active].hand[0]]})
    replayed = log_state
    for seat, action in log:
        replayed = mk.apply(replayed, seat, action, DATA).state
    assert snapshot(replayed) == snapshot(state)


def test_round_trip_through_json_keeps_the_waiting_turn() -> None:
    state = two_players().space(VILLAGE, site="village").at(VILLAGE, seat=1).build()
    state = off(state, type="plunder").state
    back = GameState.from_json(state.to_json())
    assert back.waiting[1].plundered and snapshot(back) == snapshot(state)
