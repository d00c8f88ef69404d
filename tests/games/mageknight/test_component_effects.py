"""Components the engine implements that no other test named (found by test_coverage.py), each tested
from its meaning (data/mageknight/*.toml): both the effect and its other branch or stronger form."""

from __future__ import annotations

from bot.games.mageknight.state import GameState

from .builder import Table, act, assert_illegal, player

HERE = "1,0"  # plains next to the portal


def _wolfhawk_at_a_village(influence: int = 0) -> Table:
    t = Table("wolfhawk").calm().space(HERE, "plains", site="village").at(HERE).hand("march")
    t.state.unit_offer = ["peasants"]
    return t.turn(influence=influence)


def _with_skill(t: Table, skill: str) -> GameState:
    state = t.build()
    state.players[0].skills = [skill]
    return state


def test_wolfhawk_on_her_own_gives_influence_3_when_no_unit_was_recruited() -> None:
    """On Her Own: Influence 3 while no unit has been recruited this turn."""
    state = _with_skill(_wolfhawk_at_a_village(), "wolfhawk_on_her_own")
    after = act(state, {"type": "skill", "skill": "wolfhawk_on_her_own"})
    assert after.turn is not None and after.turn.influence == 3
    assert player(after).units == []
    # once per turn
    assert_illegal(after, 0, {"type": "skill", "skill": "wolfhawk_on_her_own"}, "already been used this turn")


def test_wolfhawk_on_her_own_gives_only_influence_1_after_recruiting() -> None:
    """After a recruit this turn the skill gives Influence 1 (the smaller branch)."""
    state = _with_skill(_wolfhawk_at_a_village(influence=4), "wolfhawk_on_her_own")
    state = act(state, {"type": "recruit", "unit": "peasants"})
    assert [u.unit for u in player(state).units] == ["peasants"]
    assert state.turn is not None and state.turn.influence == 0
    after = act(state, {"type": "skill", "skill": "wolfhawk_on_her_own"})
    assert after.turn is not None and after.turn.influence == 1
