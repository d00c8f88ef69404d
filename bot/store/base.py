"""The store's plumbing: one connection, a lock serialising every statement, shielded write
transactions, canonical JSON and compressed snapshots (shared by the game store and its operations)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import sqlite3
import zlib
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

import aiosqlite

from .models import GameNotFoundError, StoreError

_GAME_COLUMNS = "id, guild_id, channel_id, game_type, status, created_by, lobby, version, seed, seq, created_at, updated_at"

P = ParamSpec("P")
T = TypeVar("T")
B = TypeVar("B", bound="Base")


def _atomic(
    method: Callable[Concatenate[B, P], Coroutine[Any, Any, T]],
) -> Callable[Concatenate[B, P], Coroutine[Any, Any, T]]:
    """Run a write in its own task, shielded from the caller's cancellation.

    A cancelled caller (e.g. an interaction timing out) must not leave a half-finished transaction
    open on the shared connection: the task always reaches COMMIT or ROLLBACK before the lock is free.
    """

    @functools.wraps(method)
    async def wrapper(self: B, *args: P.args, **kwargs: P.kwargs) -> T:
        task = asyncio.ensure_future(method(self, *args, **kwargs))
        self._pending.add(task)
        task.add_done_callback(self._settled)
        return await asyncio.shield(task)

    return wrapper


def dump_json(value: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, no NaN/Infinity."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)


def pack_state(state: dict[str, Any]) -> bytes:
    return zlib.compress(dump_json(state).encode("utf-8"), 6)


def unpack_state(blob: bytes) -> dict[str, Any]:
    value = json.loads(zlib.decompress(blob).decode("utf-8"))
    if not isinstance(value, dict):
        raise StoreError("snapshot is not a JSON object")
    return value


class Base:
    """A connection and its lock; subclasses add the queries."""

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._pending: set[asyncio.Future[Any]] = set()
        self.path = path

    def _settled(self, task: asyncio.Future[Any]) -> None:
        self._pending.discard(task)
        if not task.cancelled():
            task.exception()  # retrieved here too, in case the caller was cancelled and never looks

    # -- plumbing ---------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self._db

    @contextlib.asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One BEGIN IMMEDIATE transaction; rolled back on any exception (nothing half-written)."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                yield self._db
                await self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        await self._db.execute("ROLLBACK")
                raise

    @staticmethod
    async def _one(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        async with db.execute(sql, params) as cur:
            row = await cur.fetchone()
        return row

    @staticmethod
    async def _all(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with db.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return list(rows)

    async def _game_row(self, db: aiosqlite.Connection, game_id: int) -> sqlite3.Row:
        row = await self._one(db, f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise GameNotFoundError(f"no game with id {game_id}")
        return row
