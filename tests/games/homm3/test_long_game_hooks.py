"""HoMM3's long-game hooks (issue 12): an absent player's skipped turn (H-ABSENT), a player removed
by a vote (H-LEAVE), the game master's corrections (H-GM-CORRECT), and the round for the log."""

from __future__ import annotations

import random

import pytest

from bot.engine.contract import PlayerSeat
from bot.engine.errors import IllegalActionError
from bot.engine.i18n import english
from bot.games import registry

GAME = registry.get("homm3")
OPTIONS = {"scenario": "border_skirmish", "difficulty": "normal"}
SEATS = [
    PlayerSeat(1, "Ann", {"faction": "castle", "hero": "might"}),
    PlayerSeat(2, "Ben", {"faction": "dungeon", "hero": "might"}),
    PlayerSeat(3, "Cat", {"faction": "necropolis", "hero": "magic"}),
]


def started():
    return GAME.new(OPTIONS, SEATS, "hooks").state


def test_skipped_turns_and_combats_always_finish_and_a_leave_eliminates() -> None:
    pick = random.Random(3)
    state, skipped, left = started(), 0, None
    for step in range(1500):
        if GAME.result(state) is not None:
            break
        seat = GAME.to_move(state)[0]
        if left is None and step > 100 and GAME.leave_action(state, seat) is not None:
            out = GAME.apply(state, seat, GAME.leave_action(state, seat))
            state, left = out.state, seat
            assert state.players[seat].eliminated and out.turn_passed and GAME.to_move(state) != (seat,)
            assert "is eliminated" in " ".join(english(e.text) for e in out.events)
            continue
        if pick.random() < 0.25:
            for _ in range(300):
                out = GAME.apply(state, seat, GAME.absent_action(state, seat))
                state = out.state
                if out.turn_passed or seat not in GAME.to_move(state) or GAME.result(state):
                    break
            else:
                pytest.fail("a skipped turn did not end")
            skipped += 1
            continue
        state = GAME.apply(state, seat, pick.choice(list(GAME.decision(state, seat).options)).action()).state
    assert skipped > 10 and left is not None
    assert left not in (GAME.to_move(state) or (None,))
    assert GAME.round_of(state) == state.round


def test_absent_turn_ends_and_leave_is_refused_out_of_turn() -> None:
    state = started()
    order = state.order
    assert GAME.next_turn(state, order[0]) == order[1] and GAME.next_turn(state, order[-1]) == order[0]
    seat = GAME.to_move(state)[0]
    assert GAME.absent_action(state, (seat + 1) % 3) is None
    assert GAME.leave_action(state, (seat + 1) % 3) is None
    with pytest.raises(IllegalActionError):
        GAME.apply(state, (seat + 1) % 3, {"type": "leave"})


def test_corrections() -> None:
    assert {c.name for c in GAME.corrections()} == {"resource", "morale", "card"}
    state = started()
    out = GAME.correct(GAME.copy(state), 0, "resource", {"resource": "gold", "amount": "17"})
    assert out.state.players[0].resources["gold"] == 17 and "gold is set to 17" in out.events[0].text
    out = GAME.correct(out.state, 1, "card", {"card": "spell:magic_arrow"})
    assert str(out.events[0].text) == "Ben is given a card." and "magic_arrow" in out.events[0].private[1]
    assert "magic_arrow" not in out.events[0].text
    assert GAME.correct(out.state, 2, "morale", {"morale": "5"}).state.players[2].morale == 1
    with pytest.raises(IllegalActionError):
        GAME.correct(state, 0, "resource", {"resource": "mana", "amount": "1"})
    # the resource may be typed as its name, in English, Czech or Polish
    for typed, which in (
        ("building materials", "building_materials"),
        ("Stavební materiály", "building_materials"),
        ("zlaťáky", "gold"),
        ("kosztowności", "valuables"),
    ):
        fixed = GAME.correct(GAME.copy(state), 0, "resource", {"resource": typed, "amount": "4"})
        assert fixed.state.players[0].resources[which] == 4, typed
    log = [(0, {"type": "gm:resource", "resource": "gold", "amount": "17", "by": 9})]
    assert GAME.replay(OPTIONS, SEATS, "hooks", log).players[0].resources["gold"] == 17
