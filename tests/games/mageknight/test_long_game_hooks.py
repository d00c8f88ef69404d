"""Mage Knight's long-game hooks (issue 12): an absent player's skipped turn (R-ABSENT), no leaving
rule (R-LEAVE), the game master's corrections (R-GM-CORRECT), and the round for the log."""

from __future__ import annotations

import random

import pytest

from bot.engine.contract import PlayerSeat
from bot.engine.errors import IllegalActionError
from bot.games import registry

GAME = registry.get("mageknight")
SEATS = [PlayerSeat(1, "Ann", {"hero": "arythea"}), PlayerSeat(2, "Ben", {"hero": "tovak"})]


def started():
    return GAME.new({"scenario": "full_conquest"}, SEATS, "hooks").state


def skip_turn(state, seat: int):
    """Apply the absent default until the seat's turn passes (what a passed skip vote does)."""
    steps = []
    while True:
        action = GAME.absent_action(state, seat)
        assert action is not None
        out = GAME.apply(state, seat, action)
        state = out.state
        steps.append(action)
        if out.turn_passed or seat not in GAME.to_move(state) or GAME.result(state):
            return state, steps
        assert len(steps) < 30


def test_tactics_then_a_rest_then_the_end_of_the_turn() -> None:
    state = started()
    seat = GAME.to_move(state)[0]
    offered = [o.action() for o in GAME.decision(state, seat).options]
    assert GAME.absent_action(state, seat) == offered[-1]  # the highest-numbered tactic left
    assert GAME.absent_action(state, 1 - seat) is None  # not being asked: nothing to skip
    while state.phase == "tactics":
        s = GAME.to_move(state)[0]
        state = GAME.apply(state, s, GAME.absent_action(state, s)).state
    seat = GAME.to_move(state)[0]
    hand = list(state.players[seat].hand)
    state, steps = skip_turn(state, seat)
    assert [a["type"] for a in steps] == ["rest", "end_turn"]
    kept = sorted(c for c in hand if c != "wound")
    assert steps[0]["discard"][0] == kept[0]  # one non-Wound card (and every Wound)
    assert GAME.to_move(state) != (seat,)


def test_a_skipped_turn_always_finishes_in_random_games() -> None:
    pick = random.Random(7)
    state = started()
    for _ in range(400):
        if GAME.result(state) is not None:
            break
        seat = GAME.to_move(state)[0]
        if pick.random() < 0.2:
            state, _steps = skip_turn(state, seat)
            continue
        options = list(GAME.decision(state, seat).options)
        state = GAME.apply(state, seat, pick.choice(options).action()).state
    assert GAME.round_of(state) == state.round >= 1


def test_no_rule_for_leaving_so_only_a_substitute() -> None:
    state = started()
    assert GAME.leave_action(state, 0) is None and GAME.leave_action(state, 1) is None


def test_corrections_change_what_they_say_and_replay() -> None:
    names = {c.name for c in GAME.corrections()}
    assert names == {"fame", "reputation", "crystal", "wound", "card", "move", "unit", "enemy"}
    state = started()
    out = GAME.correct(GAME.copy(state), 1, "card", {"card": "march"})
    assert str(out.events[0].text) == "Ben is given a card." and "March" in out.events[0].private[1]
    assert out.state.players[1].hand.count("march") == state.players[1].hand.count("march") + 1
    s = GAME.correct(out.state, 1, "fame", {"fame": "12"}).state
    s = GAME.correct(s, 1, "reputation", {"reputation": "99"}).state
    s = GAME.correct(s, 0, "crystal", {"colour": "red", "count": "2"}).state
    s = GAME.correct(s, 0, "wound", {"count": "2"}).state
    assert (s.players[1].fame, s.players[1].reputation) == (12, GAME.data.levels.rep_max)
    assert s.players[0].crystals["red"] == 2 and s.players[0].hand.count("wound") == 2
    s = GAME.correct(s, 0, "wound", {"count": "-1"}).state
    assert s.players[0].hand.count("wound") == 1 and "wound" in s.players[0].discard
    where = s.players[0].position
    moved = GAME.correct(s, 0, "move", {"hex": f"{where[0]},{where[1] + 1}"})
    assert moved.state.players[0].position == [where[0], where[1] + 1]
    with pytest.raises(IllegalActionError):
        GAME.correct(s, 0, "move", {"hex": "40,40"})
    with pytest.raises(IllegalActionError):
        GAME.correct(s, 0, "crystal", {"colour": "gold", "count": "1"})
    with pytest.raises(IllegalActionError):
        GAME.correct(
            s,
            0,
            "card",
            {"card": "march", "take": "yes"} if "march" not in s.players[0].hand else {"card": "nope"},
        )
    log = [(1, {"type": "gm:fame", "fame": "12", "by": 9}), (0, {"type": "gm:wound", "count": "2"})]
    replayed = GAME.replay({"scenario": "full_conquest"}, SEATS, "hooks", log)
    assert replayed.players[1].fame == 12 and replayed.players[0].hand.count("wound") == 2


def test_unit_corrections_give_from_the_offer_or_outside_and_take_back() -> None:
    state = started()
    offered = state.unit_offer[0]
    out = GAME.correct(GAME.copy(state), 0, "unit", {"unit": offered, "offer": "yes"})
    s = out.state
    assert [u.unit for u in s.players[0].units] == [offered] and offered not in s.unit_offer
    assert "from the Unit offer" in out.events[0].text and not out.events[0].private  # units lie face up
    s = GAME.correct(
        s, 0, "unit", {"unit": "peasants"}
    ).state  # from outside the game, no Command token asked
    assert [u.unit for u in s.players[0].units] == [offered, "peasants"]
    assert len({u.uid for u in s.players[0].units}) == 2
    uid = s.players[0].units[0].uid
    back = GAME.correct(s, 0, "unit", {"unit": uid, "take": "yes", "offer": "yes"})
    assert offered in back.state.unit_offer and "returned to the Unit offer" in back.events[0].text
    gone = GAME.correct(back.state, 0, "unit", {"unit": "peasants", "take": "yes"}).state
    assert gone.players[0].units == [] and "peasants" not in gone.unit_offer
    with pytest.raises(IllegalActionError):
        GAME.correct(gone, 0, "unit", {"unit": "peasants", "take": "yes"})
    with pytest.raises(IllegalActionError):
        GAME.correct(gone, 0, "unit", {"unit": "dragons"})
    missing = next(u for u in GAME.data.units if u not in gone.unit_offer)
    with pytest.raises(IllegalActionError):
        GAME.correct(gone, 0, "unit", {"unit": missing, "offer": "yes"})


def test_enemy_corrections_place_and_remove_tokens_hiding_face_down_ones() -> None:
    state = started()
    where = state.players[0].position
    at = f"{where[0]},{where[1]}"
    greens = len(state.enemy_stacks["green"])
    top = state.enemy_stacks["green"][0]
    down = GAME.correct(GAME.copy(state), 0, "enemy", {"hex": at, "enemy": "green", "face": "down"})
    s = down.state
    token = s.space((where[0], where[1])).tokens[-1]
    assert (token.enemy, token.colour, token.face_up) == (top, "green", False)
    assert len(s.enemy_stacks["green"]) == greens - 1
    name = GAME.data.enemies[top].name
    assert str(down.events[0].text) == f"A face-down green token is placed on {at}."
    assert not down.events[0].private and name not in down.events[0].text  # nobody has seen it
    up = GAME.correct(s, 1, "enemy", {"hex": at, "enemy": "prowlers"})
    assert "Prowlers" in up.events[0].text and up.state.space((where[0], where[1])).tokens[-1].face_up
    with pytest.raises(IllegalActionError):  # two different tokens: say which
        GAME.correct(up.state, 0, "enemy", {"hex": at, "remove": "yes"})
    first = GAME.correct(up.state, 0, "enemy", {"hex": at, "enemy": "prowlers", "remove": "yes"})
    assert str(first.events[0].text) == f"Prowlers is removed from {at} to the discard pile."
    off = GAME.correct(first.state, 0, "enemy", {"hex": at, "enemy": "green", "remove": "yes"})
    assert str(off.events[0].text) == f"A face-down green token is removed from {at} to the discard pile."
    assert off.state.space((where[0], where[1])).tokens == []
    assert sorted(off.state.enemy_discards["green"]) == sorted([top, "prowlers"])
    with pytest.raises(IllegalActionError):
        GAME.correct(off.state, 0, "enemy", {"hex": at, "remove": "yes"})
    with pytest.raises(IllegalActionError):
        GAME.correct(off.state, 0, "enemy", {"hex": "40,40", "enemy": "prowlers"})
    with pytest.raises(IllegalActionError):
        GAME.correct(off.state, 0, "enemy", {"hex": at, "enemy": "nobody"})


def test_unit_and_enemy_corrections_replay() -> None:
    state = started()
    where = state.players[0].position
    at = f"{where[0]},{where[1]}"
    log = [
        (0, {"type": "gm:unit", "unit": state.unit_offer[0], "offer": "yes", "by": 9}),
        (1, {"type": "gm:unit", "unit": "peasants", "by": 9}),
        (0, {"type": "gm:enemy", "hex": at, "enemy": "green", "face": "down", "by": 9}),
    ]
    s = GAME.copy(state)
    for seat, action in log:
        params = {k: str(v) for k, v in action.items() if k not in ("type", "by")}
        s = GAME.correct(s, seat, action["type"][3:], params).state
    replayed = GAME.replay({"scenario": "full_conquest"}, SEATS, "hooks", log)
    assert GAME.dump(replayed) == GAME.dump(s)
