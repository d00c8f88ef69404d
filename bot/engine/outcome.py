"""What applying an action produces, and what a player is asked: events, options, decisions,
outcomes and results (the data half of the game contract in :mod:`bot.engine.contract`)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from bot.engine.i18n import Say

S = TypeVar("S")

#: What a :class:`Decision` asks for (the controls that render it follow the kind).
PICK_ONE = "pick_one"  # one option applies at once (a card to play, a hex, a tactic)
PICK_MANY = "pick_many"  # several picks, then a confirmation (a combat declaration)
ANSWER = "answer"  # a question another player's action put to this seat (an interactive spell)


@dataclass
class Event:
    """Something that happened: ``text`` for everyone, ``private`` lines for single seats."""

    text: Say
    private: dict[int, Say] = field(default_factory=dict)


@dataclass(frozen=True)
class Option:
    """One legal choice of a :class:`Decision`. ``command`` and ``params`` are how a player types it
    (``/<group> <command> key:value``); :meth:`action` is what the engine applies. A game whose
    actions are not ``{"type": command, **params}`` overrides :meth:`action`."""

    id: str
    label: Say
    command: str
    params: dict[str, str] = field(default_factory=dict)

    def action(self) -> dict[str, Any]:
        return {"type": self.command.replace("-", "_"), **self.params}


def option_key(option_id: str) -> str:
    """A short stable key for an option id, for controls whose ids hold at most 100 characters."""
    return hashlib.sha1(option_id.encode()).hexdigest()[:12]


@dataclass(frozen=True)
class Decision:
    """What one seat is asked now. ``kind`` is :data:`PICK_ONE`, :data:`PICK_MANY` or
    :data:`ANSWER`; ``topic`` is the game's own name for the question (``tactic``, ``turn``...)."""

    seat: int
    kind: str
    prompt: Say
    options: tuple[Option, ...]
    topic: str = ""


@dataclass(frozen=True)
class GameResult:
    """How a game ended: a reason, the seats that won (empty for a loss against the game), the
    score table as text and per-seat scores where the game keeps them."""

    reason: Say
    winners: tuple[int, ...] = ()
    table: Say = ""
    scores: Mapping[int, int] = field(default_factory=dict)


@dataclass
class Outcome(Generic[S]):
    """The result of ``new`` or ``apply``: the new state and what shared code needs to know about it.

    ``undo_closed``: a reveal, draw, roll or another player's action happened; nothing before it can
    be taken back. ``turn_passed``: the turn went to ``to_move`` (ping them). ``result`` is set
    when the game ended with this action."""

    state: S
    events: list[Event]
    undo_closed: bool = False
    turn_passed: bool = False
    to_move: tuple[int, ...] = ()
    result: GameResult | None = None
