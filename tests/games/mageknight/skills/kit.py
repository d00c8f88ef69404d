"""Helpers shared by the skill tests: use a skill, list the skill options offered."""

from __future__ import annotations

from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from ..builder import DATA, act


def use(state: GameState, skill: str, **params: str) -> GameState:
    """The player on turn uses ``skill`` (a ``skill`` action) with these parameters."""
    return act(state, {"type": "skill", "skill": skill, **params})


def skill_ids(state: GameState, seat: int = 0) -> list[str]:
    """The ids of the ``skill`` options offered to ``seat`` now."""
    decision = mk.decision(state, seat, DATA)
    assert decision is not None
    return [o.id for o in decision.options if o.command == "skill"]
