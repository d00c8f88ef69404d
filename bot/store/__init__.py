"""Persistence: games, an append-only action log with per-action snapshots (SQLite in WAL mode)."""

from .db import Store, dump_json, pack_state, unpack_state
from .migrate import Migration, apply_migrations, load_migrations
from .models import (
    DuplicateInteractionError,
    GameExistsError,
    GameNotFoundError,
    GameRecord,
    GameStatusError,
    InvalidUndoError,
    LogEntry,
    NotStartedError,
    StaleError,
    StoreError,
)

__all__ = [
    "DuplicateInteractionError",
    "GameExistsError",
    "GameNotFoundError",
    "GameRecord",
    "GameStatusError",
    "InvalidUndoError",
    "LogEntry",
    "Migration",
    "NotStartedError",
    "StaleError",
    "Store",
    "StoreError",
    "apply_migrations",
    "dump_json",
    "load_migrations",
    "pack_state",
    "unpack_state",
]
