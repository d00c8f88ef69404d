"""Shades of Tezla §7.5 Pursuit (R-PURSUIT): a token marked with a hero's Shield steps one space closer
each time that hero's movement ends, attacks instead when adjacent (starting a combat at the end of
a turn without one, or joining the combat the movement started), never on a fortified site the hero
did not assault nor where interaction is possible, and rests face down after surviving a fight."""

from __future__ import annotations

from bot.games.mageknight.state import GameState, Token

from .builder import DATA, Table, act, move, next_phase, player


def _pursued(t: Table, at: str, enemy: str = "prowlers") -> Table:
    t = t.calm()
    sp = t.state.spaces[at]
    sp.tokens.append(Token(enemy, DATA.enemies[enemy].colour, True, pursues=0))
    sp.rampaging = "orcs"
    return t


def _end(state: GameState) -> GameState:
    return act(state, {"type": "end_turn", "discard": [player(state).hand[0]]})


def _where(state: GameState) -> list[str]:
    return [k for k, sp in state.spaces.items() for t in sp.tokens if t.pursues == 0]


def test_a_distant_pursuer_steps_one_space_closer_when_the_turn_ends() -> None:
    t = _pursued(Table().hand("march", "rage"), "2,-2")  # two spaces from the portal
    after = _end(t.build())
    (h,) = _where(after)
    assert h in ("1,-1", "2,-1", "1,0", "2,-2") and h != "2,-2"


def test_an_adjacent_pursuer_attacks_instead_of_the_turn_ending() -> None:
    state = _pursued(Table().hand("march", "rage"), "1,0").build()
    after = _end(state)
    assert after.turn is not None and after.turn.combat is not None and after.turn.pursued
    assert [e.role for e in after.turn.combat.enemies] == ["rampaging"]


def test_it_joins_an_assault_and_rests_face_down_if_it_survives() -> None:
    t = _pursued(Table().hand("march", "rage"), "1,-1")
    t = t.space("1,0", "hills", site="keep").token("1,0", "guardsmen", rampaging=None).moves(3)
    state = move(t.build(), "1,0")  # the keep is next to the pursuer too
    assert state.turn is not None and state.turn.combat is not None
    assert sorted(e.role for e in state.turn.combat.enemies) == ["defender", "rampaging"]
    while state.turn is not None and state.turn.combat is not None:
        c = state.turn.combat
        from bot.games.mageknight import enemies
        from bot.games.mageknight.context import Ctx

        pending = enemies.unblocked(Ctx(state, DATA), c)
        state = (
            act(state, {"type": "damage", "enemy": pending[0][0].uid})
            if c.phase == "damage" and pending
            else next_phase(state)
        )
    (h,) = _where(state)
    tok = next(t for t in state.spaces[h].tokens if t.pursues == 0)
    assert not tok.face_up, "a surviving pursuer rests face down"


def test_no_attack_where_interaction_is_possible() -> None:
    state = _pursued(Table().hand("march", "rage"), "1,0").space("0,0", "plains", site="village").build()
    after = _end(state)
    assert after.turn is None or after.turn.combat is None
    assert _where(after) == ["1,0"], "adjacent and warded off: it neither attacks nor moves"
