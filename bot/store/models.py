"""Records and errors of the store."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LIVE_STATUSES: tuple[str, ...] = ("lobby", "active")
END_STATUSES: tuple[str, ...] = ("finished", "abandoned")


class StoreError(Exception):
    """Base class of every error the store raises on purpose."""


class GameExistsError(StoreError):
    """A live game (lobby or active) already exists in this channel."""


class StaleError(StoreError):
    """expected_version / expected_seq does not match: someone acted first."""


class DuplicateInteractionError(StoreError):
    """This interaction id was already applied."""


class GameNotFoundError(StoreError):
    """No game with this id."""


class GameStatusError(StoreError):
    """The game is not in a status that allows this operation."""


class InvalidUndoError(StoreError):
    """The undo target is not a state on the current line of play."""


class NotStartedError(StoreError):
    """The game has no snapshot (not started, or no such seq)."""


@dataclass(frozen=True)
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int
    game_type: str
    status: str  # 'lobby' | 'active' | 'finished' | 'abandoned'
    created_by: int
    lobby: dict[str, Any] = field(hash=False)
    version: int
    seed: str | None
    seq: int
    created_at: float
    updated_at: float

    @property
    def live(self) -> bool:
        return self.status in LIVE_STATUSES


@dataclass(frozen=True)
class LogEntry:
    game_id: int
    seq: int
    kind: str  # 'action' | 'undo'
    actor: int | None
    action: dict[str, Any] = field(hash=False)
    summary: str
    undone: bool
    created_at: float
    interaction_id: str | None = None
    round: int | None = None  # the game's round when it was played, where the game counts rounds
