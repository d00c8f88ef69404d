"""Shades of Tezla §7.5 Defend X: the first enemy attacked gets +X armor for the combat; several
Defends go to different enemies (R-DEFEND hands them out smallest first). The digest's three worked
examples, declared with exactly the attack they say is needed."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError
from bot.games.mageknight import enemies as enemy_rules
from bot.games.mageknight.combat import flow
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act


def _fight(*enemies: str) -> GameState:
    """Challenge rampaging ``enemies`` placed around the portal (0,0)."""
    t = Table().calm()
    spaces = ["1,0", "1,-1", "0,-1", "-1,0"]
    for h, e in zip(spaces, enemies, strict=False):
        t = t.token(h, e)
    state = t.build()
    return act(state, {"type": "challenge", "targets": ";".join(spaces[: len(enemies)])})


def _ranged(state: GameState, targets: list[str], amount: int) -> str:
    """Declare a physical Ranged Attack of ``amount`` on ``targets`` (the cards do not matter here)."""
    ctx = Ctx(state, DATA)
    turn = state.turn
    assert turn is not None

    def play(_: dict[str, str]) -> str:
        assert turn.parts is not None
        turn.parts.append([amount, "physical", "ranged", "test"])
        return "test"

    return flow.declare_attack(ctx, state.players[0], turn, targets, [{"card": "test"}], play)


def _uid(state: GameState, enemy: str, nth: int = 0) -> str:
    assert state.turn is not None and state.turn.combat is not None
    return [e.uid for e in state.turn.combat.enemies if e.enemy == enemy][nth]


def test_elven_protectors_alone_defend_themselves() -> None:
    """Example 1: Elven Protectors (armor 4, Defend 2) alone: armor 6."""
    state = _fight("elven_protectors")
    elves = _uid(state, "elven_protectors")
    with pytest.raises(IllegalActionError, match="vs armor 6"):
        _ranged(state, [elves], 5)
    assert "defeated" in _ranged(state, [elves], 6)


def test_shooting_the_centaurs_next_to_protectors_needs_seven() -> None:
    """Example 2: Protectors + Centaur Outriders (armor 5): the centaurs need Ranged Attack 7."""
    state = _fight("elven_protectors", "centaur_outriders")
    centaurs = _uid(state, "centaur_outriders")
    with pytest.raises(IllegalActionError, match="vs armor 7"):
        _ranged(state, [centaurs], 6)
    assert "defeated" in _ranged(state, [centaurs], 7)


def test_two_sprites_and_protectors_fall_to_ranged_eight() -> None:
    """Example 3: 2 Crystal Sprites (armor 2 in this phase: Elusive) + Protectors: one Defend 1 to the
    elves, one to a sprite, Ranged Attack 8 kills both; the other sprite then gets nothing more."""
    state = _fight("crystal_sprites", "crystal_sprites", "elven_protectors")
    elves, sprite = _uid(state, "elven_protectors"), _uid(state, "crystal_sprites", 0)
    text = _ranged(state, [elves, sprite], 8)
    assert "vs armor 8" in text and "defeated" in text
    other = _uid(state, "crystal_sprites", 1)
    combat = state.turn.combat if state.turn else None
    assert combat is not None
    assert enemy_rules.armor(Ctx(state, DATA), combat, enemy_rules.find(combat, other), "ranged") == 2
