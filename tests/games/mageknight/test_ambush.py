"""Shades of Tezla §7.5 Ambush: the enemy attacks from up to 2 spaces away — provoked by a step from a
space within 2 of it to another within 2, when the space between is revealed and not a mountain or
lake, and no wall is crossed. (No printed token has it; the Ambush variant gives it to rampaging
enemies, so the test gives it to Prowlers.)"""

from __future__ import annotations

import dataclasses

from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from .builder import DATA, Table

AMBUSHERS = dataclasses.replace(
    DATA,
    enemies={
        **DATA.enemies,
        "prowlers": dataclasses.replace(DATA.enemies["prowlers"], abilities=("ambush",)),
    },
)


def _step(state: GameState, to: str, data: object = AMBUSHERS) -> GameState:
    return mk.apply(state, 0, {"type": "move", "hex": to}, data).state  # type: ignore[arg-type]


def _table(middle: str = "plains") -> Table:
    # Hero at 0,0 and Prowlers at 2,-1: two spaces apart, with 1,-1 and 1,0 between. The step to 0,-1
    # stays two spaces from them, and 1,-1 is the only space between 0,-1 and the Prowlers.
    return (
        Table()
        .calm()
        .space("1,-1", middle)
        .space("1,0", middle)
        .space("0,-1", "plains")
        .space("2,-1", "plains")
        .token("2,-1", "prowlers")
        .moves(9)
    )


def test_an_ambusher_two_spaces_away_is_provoked() -> None:
    after = _step(_table().build(), "0,-1")  # from distance 2 to distance 2, via the plains at 1,-1
    assert after.turn is not None and after.turn.combat is not None
    plain = mk.apply(_table().build(), 0, {"type": "move", "hex": "0,-1"}, DATA).state
    assert plain.turn is not None and plain.turn.combat is None, "without Ambush nothing happens"


def test_no_ambush_through_a_lake_or_mountain() -> None:
    state = _table("lake").build()
    after = _step(state, "0,-1")
    assert after.turn is not None and after.turn.combat is None
