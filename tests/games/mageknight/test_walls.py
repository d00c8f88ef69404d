"""The Lost Legion §2.1 walls: +1 Move to cross (never discounted), no provoking across a wall, and a
wall between you and the enemy is one more level of fortification."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError
from bot.games.mageknight.movement import wall_between

from .builder import Table, act, assert_illegal, move, player


def test_a_wall_is_found_from_either_side() -> None:
    state = Table().calm().space("1,0", "plains", walls=["W"]).build()
    assert wall_between(state, (0, 0), (1, 0)) and wall_between(state, (1, 0), (0, 0))
    assert not wall_between(state, (0, 0), (0, 1))


def test_crossing_a_wall_costs_one_more_move() -> None:
    """Plains cost 2; across the wall 3."""
    t = Table().calm().space("1,0", "plains", walls=["W"]).space("0,1", "plains")
    assert_illegal(t.moves(2).build(), 0, {"type": "move", "hex": "1,0"}, "1,0")
    assert player(
        move(Table().calm().space("1,0", "plains", walls=["W"]).moves(3).build(), "1,0")
    ).position == [1, 0]
    assert player(move(t.moves(2).build(), "0,1")).position == [0, 1]


def test_no_provoking_across_a_wall() -> None:
    """Orcs at 1,-1; stepping 0,0 -> 1,0 passes next to them, but a wall separates 1,0 from them."""
    base = Table().calm().space("1,0", "plains").token("1,-1", "prowlers")
    provoked = move(base.moves(5).build(), "1,0")
    assert provoked.turn is not None and provoked.turn.combat is not None
    walled = Table().calm().space("1,0", "plains", walls=["NW"]).token("1,-1", "prowlers").moves(5).build()
    after = move(walled, "1,0")
    assert after.turn is not None and after.turn.combat is None


def test_challenging_across_a_wall_makes_the_enemy_fortified() -> None:
    """A wall between you and a challenged rampaging enemy fortifies it: no Ranged attacks."""
    state = (
        Table()
        .calm()
        .space("0,0", "plains", site="portal", walls=["E"])
        .token("1,0", "prowlers")
        .hand("swiftness")
        .crystals(white=1)
        .build()
    )
    state = act(state, {"type": "challenge", "targets": "1,0"})
    assert_illegal(
        state,
        0,
        {"type": "attack", "targets": "e1", "cards": "swiftness@powered+mana=crystal:white"},
        "fortified: only Siege",
        IllegalActionError,
    )
