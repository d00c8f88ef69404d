"""The game store: SQLite (WAL) through one aiosqlite connection per Store."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

import aiosqlite

from .base import _GAME_COLUMNS, _atomic, dump_json, pack_state, unpack_state
from .migrate import Migration, apply_migrations, load_migrations
from .models import (
    END_STATUSES,
    LIVE_STATUSES,
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
from .ops import OpsStore

BUSY_TIMEOUT_MS = 10_000
_LOG_COLUMNS = "game_id, seq, kind, actor, action, summary, undone, created_at, interaction_id, round"
_LIVE_SQL = "('lobby', 'active')"


@dataclass(frozen=True)
class _Tracking:
    """What an append records besides the entry: the seats asked after it, the time, the round."""

    asked: Sequence[tuple[int, int]] | None
    now: float
    round: int | None
    actor_seat: int | None
    turn_passed: bool = False


def _game(row: sqlite3.Row) -> GameRecord:
    return GameRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        game_type=row["game_type"],
        status=row["status"],
        created_by=row["created_by"],
        lobby=json.loads(row["lobby"]),
        version=row["version"],
        seed=row["seed"],
        seq=row["seq"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def _entry(row: sqlite3.Row) -> LogEntry:
    return LogEntry(
        game_id=row["game_id"],
        seq=row["seq"],
        kind=row["kind"],
        actor=row["actor"],
        action=json.loads(row["action"]),
        summary=row["summary"],
        undone=bool(row["undone"]),
        created_at=row["created_at"],
        interaction_id=row["interaction_id"],
        round=row["round"],
    )


class Store(OpsStore):
    """Persistence for games, their action log and snapshots. Create with ``await Store.open(path)``.

    All statements go through one connection, so an asyncio.Lock serialises every operation (reads
    too: a read on the shared connection would otherwise see another coroutine's uncommitted write).
    Across processes, BEGIN IMMEDIATE plus the checks inside the transaction are the guard.
    """

    @classmethod
    async def open(
        cls, path: str | os.PathLike[str], *, migrations: Sequence[Migration] | None = None
    ) -> Store:
        """Open (creating parent folders and the file) and bring the schema up to date."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        old_mask = os.umask(0o077)  # the file and its -wal/-shm hold every hand: owner only
        try:
            db = await aiosqlite.connect(target, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        finally:
            os.umask(old_mask)
        if target.exists():
            os.chmod(target, 0o600)
        try:
            db.row_factory = sqlite3.Row
            async with db.execute("PRAGMA journal_mode = WAL") as cur:
                row = await cur.fetchone()
            if row is None or str(row[0]).lower() != "wal":
                raise StoreError(f"could not switch {target} to WAL mode (got {row and row[0]})")
            # FULL, not NORMAL: in WAL mode NORMAL may lose the last commits on power loss or an OS
            # crash. We tell players "done" only after COMMIT returns, so a commit must be durable,
            # otherwise an acknowledged move could vanish and the log would disagree with Discord.
            await db.execute("PRAGMA synchronous = FULL")
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
            await apply_migrations(db, load_migrations() if migrations is None else migrations)
        except BaseException:
            await db.close()
            raise
        return cls(db, target)

    async def close(self) -> None:
        """Wait for writes in flight, then close the connection."""
        if self._pending:
            await asyncio.gather(*self._pending, return_exceptions=True)
        async with self._lock:
            await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    # -- games and lobby -------------------------------------------------------------------------

    @_atomic
    async def create_game(
        self, *, guild_id: int | None, channel_id: int, game_type: str, created_by: int, lobby: dict[str, Any]
    ) -> GameRecord:
        lobby_json = dump_json(lobby)
        now = time.time()
        async with self._write() as db:
            if await self._one(
                db, f"SELECT 1 FROM games WHERE channel_id = ? AND status IN {_LIVE_SQL}", (channel_id,)
            ):
                raise GameExistsError(f"channel {channel_id} already has a live game")
            try:
                cur = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, game_type, status, created_by, lobby, version,"
                    " seed, seq, created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, ?, 0, NULL, 0, ?, ?)",
                    (guild_id, channel_id, game_type, created_by, lobby_json, now, now),
                )
            except sqlite3.IntegrityError as exc:  # the partial unique index: the final guard
                raise GameExistsError(f"channel {channel_id} already has a live game") from exc
            game_id = cur.lastrowid
            assert game_id is not None
            return _game(await self._game_row(db, game_id))

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self._read() as db:
            row = await self._one(db, f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game(row) if row else None

    async def live_game(self, channel_id: int) -> GameRecord | None:
        async with self._read() as db:
            row = await self._one(
                db,
                f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {_LIVE_SQL}",
                (channel_id,),
            )
        return _game(row) if row else None

    async def last_game(self, channel_id: int) -> GameRecord | None:
        async with self._read() as db:
            row = await self._one(
                db,
                f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
                (channel_id,),
            )
        return _game(row) if row else None

    async def games_by_status(self, status: str) -> list[GameRecord]:
        async with self._read() as db:
            rows = await self._all(
                db, f"SELECT {_GAME_COLUMNS} FROM games WHERE status = ? ORDER BY id", (status,)
            )
        return [_game(r) for r in rows]

    @_atomic
    async def update_lobby(self, game_id: int, lobby: dict[str, Any], *, expected_version: int) -> GameRecord:
        lobby_json = dump_json(lobby)
        async with self._write() as db:
            row = await self._game_row(db, game_id)
            if row["status"] not in LIVE_STATUSES:
                raise GameStatusError(f"game {game_id} is {row['status']}")
            if row["version"] != expected_version:
                raise StaleError(
                    f"game {game_id} lobby is at version {row['version']}, not {expected_version}"
                )
            await db.execute(
                "UPDATE games SET lobby = ?, version = version + 1, updated_at = ? WHERE id = ?",
                (lobby_json, time.time(), game_id),
            )
            return _game(await self._game_row(db, game_id))

    @_atomic
    async def start_game(
        self,
        game_id: int,
        *,
        expected_version: int,
        seed: str,
        state: dict[str, Any],
        owners: Sequence[tuple[int, int, str]] = (),
        asked: Sequence[tuple[int, int]] | None = None,
        now: float | None = None,
    ) -> GameRecord:
        """Lobby -> active: seq 0, snapshot 0 = state. The lobby version is bumped too. ``owners``
        (seat, user, name) records who holds each seat; ``asked`` (seat, user) starts their waits."""
        blob = pack_state(state)
        now = time.time() if now is None else now
        async with self._write() as db:
            row = await self._game_row(db, game_id)
            if row["status"] != "lobby":
                raise GameStatusError(f"game {game_id} is {row['status']}, not in the lobby")
            if row["version"] != expected_version:
                raise StaleError(
                    f"game {game_id} lobby is at version {row['version']}, not {expected_version}"
                )
            await db.execute(
                "UPDATE games SET status = 'active', seed = ?, seq = 0, version = version + 1, updated_at = ?"
                " WHERE id = ?",
                (seed, time.time(), game_id),
            )
            await db.execute("INSERT INTO snapshots (game_id, seq, state) VALUES (?, 0, ?)", (game_id, blob))
            await self._init_owners(db, game_id, owners)
            if asked is not None:
                await self._sync_waits(db, game_id, asked, None, now)
            return _game(await self._game_row(db, game_id))

    @_atomic
    async def set_status(self, game_id: int, status: str) -> None:
        """End a game: 'finished' or 'abandoned' (a finished game is never revived)."""
        if status not in END_STATUSES:
            raise ValueError(f"status must be one of {END_STATUSES}, not {status!r}")
        async with self._write() as db:
            await self._game_row(db, game_id)
            await db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, time.time(), game_id)
            )

    # -- the action log --------------------------------------------------------------------------

    async def _begin_append(
        self, db: aiosqlite.Connection, game_id: int, expected_seq: int, interaction_id: str | None
    ) -> None:
        """Checks shared by append_action and append_undo, inside the write transaction."""
        if interaction_id is not None:
            dup = await self._one(
                db, "SELECT game_id, seq FROM log WHERE interaction_id = ?", (interaction_id,)
            )
            if dup is not None:
                raise DuplicateInteractionError(
                    f"interaction {interaction_id} was already applied (game {dup['game_id']}, seq {dup['seq']})"
                )
        row = await self._game_row(db, game_id)
        if row["status"] != "active":
            raise GameStatusError(f"game {game_id} is {row['status']}, not active")
        if row["seq"] != expected_seq:
            raise StaleError(f"game {game_id} is at seq {row['seq']}, not {expected_seq}")

    async def _finish_append(
        self,
        db: aiosqlite.Connection,
        game_id: int,
        seq: int,
        kind: str,
        actor: int | None,
        action_json: str,
        summary: str,
        interaction_id: str | None,
        blob: bytes,
        tracking: _Tracking,
    ) -> None:
        now = tracking.now
        try:
            await db.execute(
                f"INSERT INTO log ({_LOG_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
                (game_id, seq, kind, actor, action_json, summary, now, interaction_id, tracking.round),
            )
        except sqlite3.IntegrityError as exc:  # UNIQUE interaction_id or PRIMARY KEY (game_id, seq)
            if "interaction_id" in str(exc):
                raise DuplicateInteractionError(f"interaction {interaction_id} was already applied") from exc
            raise StaleError(f"game {game_id} already has a log entry {seq}") from exc
        # An old snapshot at this seq cannot exist (seq only grows), but replace rather than fail.
        await db.execute(
            "INSERT OR REPLACE INTO snapshots (game_id, seq, state) VALUES (?, ?, ?)", (game_id, seq, blob)
        )
        cur = await db.execute(
            "UPDATE games SET seq = ?, updated_at = ? WHERE id = ? AND seq = ?", (seq, now, game_id, seq - 1)
        )
        if cur.rowcount != 1:
            raise StaleError(f"game {game_id} moved on while appending seq {seq}")
        if tracking.asked is not None:
            await self._sync_waits(
                db, game_id, tracking.asked, tracking.actor_seat, now, tracking.turn_passed
            )

    @_atomic
    async def append_action(
        self,
        game_id: int,
        *,
        expected_seq: int,
        actor: int | None,
        action: dict[str, Any],
        state: dict[str, Any],
        summary: str,
        interaction_id: str | None = None,
        asked: Sequence[tuple[int, int]] | None = None,
        now: float | None = None,
        round: int | None = None,
        turn_passed: bool = False,
    ) -> int:
        """Append one action and the state after it, exactly once. Returns the new seq.

        ``asked`` (seat, user) are the seats asked after it: their waits (reminders, deadlines)
        change in the same transaction; the acting seat's reminder clock starts again (with
        ``turn_passed``, a new turn of that seat starts a new wait: new deadline, new notices)."""
        action_json, blob = dump_json(action), pack_state(state)
        seat = action.get("seat")
        tracking = _Tracking(
            asked,
            time.time() if now is None else now,
            round,
            seat if isinstance(seat, int) else None,
            turn_passed,
        )
        seq = expected_seq + 1
        async with self._write() as db:
            await self._begin_append(db, game_id, expected_seq, interaction_id)
            await self._finish_append(
                db, game_id, seq, "action", actor, action_json, summary, interaction_id, blob, tracking
            )
        return seq

    @_atomic
    async def append_undo(
        self,
        game_id: int,
        *,
        expected_seq: int,
        actor: int | None,
        undo_to: int,
        state: dict[str, Any],
        summary: str,
        interaction_id: str | None = None,
        asked: Sequence[tuple[int, int]] | None = None,
        now: float | None = None,
        note: dict[str, Any] | None = None,
    ) -> int:
        """Undo back to the state after entry ``undo_to``; ``state`` is ``snapshot_at(undo_to)``.
        ``note`` adds keys to the logged entry (a GM rewind's reason).

        Marks every live entry after ``undo_to`` as undone and appends an 'undo' entry.
        ``undo_to`` must be 0 or an entry still on the line of play (not an undone action).
        """
        blob = pack_state(state)
        seq = expected_seq + 1
        async with self._write() as db:
            await self._begin_append(db, game_id, expected_seq, interaction_id)
            if not 0 <= undo_to < expected_seq:
                raise InvalidUndoError(f"cannot undo to {undo_to}: the game is at seq {expected_seq}")
            if undo_to > 0:
                target = await self._one(
                    db, "SELECT kind, undone FROM log WHERE game_id = ? AND seq = ?", (game_id, undo_to)
                )
                if target is None or target["undone"]:
                    raise InvalidUndoError(
                        f"entry {undo_to} was itself undone; its state is not on the line of play"
                    )
            # Undo entries in the range are marked too: their snapshots leave the line of play, so a
            # later undo must not target them (effective_actions only looks at actions anyway).
            await db.execute(
                "UPDATE log SET undone = 1 WHERE game_id = ? AND undone = 0 AND seq > ? AND seq <= ?",
                (game_id, undo_to, expected_seq),
            )
            action_json = dump_json({**(note or {}), "undo_to": undo_to})
            tracking = _Tracking(asked, time.time() if now is None else now, None, None)
            await self._finish_append(
                db, game_id, seq, "undo", actor, action_json, summary, interaction_id, blob, tracking
            )
        return seq

    async def find_interaction(self, interaction_id: str) -> LogEntry | None:
        """The log entry an interaction id produced, if it was already applied."""
        async with self._read() as db:
            row = await self._one(
                db, f"SELECT {_LOG_COLUMNS} FROM log WHERE interaction_id = ?", (interaction_id,)
            )
        return _entry(row) if row is not None else None

    async def latest(self, game_id: int) -> tuple[int, dict[str, Any]]:
        """(seq, state) of the current position."""
        async with self._read() as db:
            row = await self._one(
                db,
                "SELECT g.seq AS seq, s.state AS state FROM games g"
                " LEFT JOIN snapshots s ON s.game_id = g.id AND s.seq = g.seq WHERE g.id = ?",
                (game_id,),
            )
        if row is None:
            raise GameNotFoundError(f"no game with id {game_id}")
        if row["state"] is None:
            raise NotStartedError(f"game {game_id} has no snapshot at seq {row['seq']} (not started?)")
        return int(row["seq"]), unpack_state(row["state"])

    async def snapshot_at(self, game_id: int, seq: int) -> dict[str, Any]:
        async with self._read() as db:
            row = await self._one(
                db, "SELECT state FROM snapshots WHERE game_id = ? AND seq = ?", (game_id, seq)
            )
        if row is None:
            raise NotStartedError(f"game {game_id} has no snapshot at seq {seq}")
        return unpack_state(row["state"])

    async def nearest_snapshot(self, game_id: int, seq: int) -> tuple[int, dict[str, Any]]:
        """The newest stored snapshot at or before ``seq`` (snapshot 0 is never pruned)."""
        async with self._read() as db:
            row = await self._one(
                db,
                "SELECT seq, state FROM snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1",
                (game_id, seq),
            )
        if row is None:
            raise NotStartedError(f"game {game_id} has no snapshot at or before seq {seq}")
        return int(row["seq"]), unpack_state(row["state"])

    async def entries_between(self, game_id: int, after: int, upto: int) -> list[LogEntry]:
        """Every log entry with ``after < seq <= upto`` (undone ones too), oldest first."""
        async with self._read() as db:
            rows = await self._all(
                db,
                f"SELECT {_LOG_COLUMNS} FROM log WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq",
                (game_id, after, upto),
            )
        return [_entry(r) for r in rows]

    @_atomic
    async def prune_snapshots(self, game_id: int, *, keep_every: int = 25, keep_recent: int = 50) -> int:
        """Drop snapshots nobody needs stored: kept are snapshot 0, every ``keep_every``-th one (a
        replay from it rebuilds any entry in between: GM rewind, an old control's check), the newest
        ``keep_recent`` (undo within the turn, stale-button checks) and the current one. Returns how
        many were dropped."""
        async with self._write() as db:
            row = await self._game_row(db, game_id)
            current = int(row["seq"])
            cur = await db.execute(
                "DELETE FROM snapshots WHERE game_id = ? AND seq > 0 AND seq % ? != 0 AND seq < ?",
                (game_id, keep_every, current - keep_recent),
            )
            return cur.rowcount

    @_atomic
    async def prune_ended(self, *, keep_every: int = 25) -> int:
        """Prune every finished or abandoned game's snapshots to snapshot 0, every ``keep_every``-th
        and the last (games that ended before pruning existed, or ended by abandoning). Returns how
        many were dropped."""
        async with self._write() as db:
            cur = await db.execute(
                "DELETE FROM snapshots WHERE seq > 0 AND seq % ? != 0 AND game_id IN"
                " (SELECT id FROM games WHERE status IN ('finished', 'abandoned'))"
                " AND seq < (SELECT g.seq FROM games g WHERE g.id = snapshots.game_id)",
                (keep_every,),
            )
            return cur.rowcount

    async def effective_actions(self, game_id: int) -> list[LogEntry]:
        """Actions not undone, in order: replaying them from snapshot 0 gives the latest state."""
        async with self._read() as db:
            rows = await self._all(
                db,
                f"SELECT {_LOG_COLUMNS} FROM log WHERE game_id = ? AND kind = 'action' AND undone = 0 ORDER BY seq",
                (game_id,),
            )
        return [_entry(r) for r in rows]

    @staticmethod
    def _log_filter(seat: int | None, round: int | None) -> tuple[str, list[Any]]:
        sql, args = "", []
        if seat is not None:
            sql += " AND json_extract(action, '$.seat') = ?"
            args.append(seat)
        if round is not None:
            sql += " AND round = ?"
            args.append(round)
        return sql, args

    async def log(
        self,
        game_id: int,
        *,
        limit: int,
        offset: int = 0,
        seat: int | None = None,
        round: int | None = None,
        after: int | None = None,
    ) -> list[LogEntry]:
        """Entries (actions and undos), newest first; optionally only one seat's, one round's, or
        those after entry ``after``."""
        where, args = self._log_filter(seat, round)
        if after is not None:
            where += " AND seq > ?"
            args.append(after)
        async with self._read() as db:
            rows = await self._all(
                db,
                f"SELECT {_LOG_COLUMNS} FROM log WHERE game_id = ?{where} ORDER BY seq DESC LIMIT ? OFFSET ?",
                (game_id, *args, limit, offset),
            )
        return [_entry(r) for r in rows]

    async def count_log(self, game_id: int, *, seat: int | None = None, round: int | None = None) -> int:
        where, args = self._log_filter(seat, round)
        async with self._read() as db:
            row = await self._one(db, f"SELECT COUNT(*) FROM log WHERE game_id = ?{where}", (game_id, *args))
        return int(row[0]) if row else 0

    async def last_action_of(self, game_id: int, seat: int) -> int:
        """The seq of ``seat``'s last action still on the line of play (0: none yet)."""
        async with self._read() as db:
            row = await self._one(
                db,
                "SELECT MAX(seq) FROM log WHERE game_id = ? AND kind = 'action' AND undone = 0"
                " AND json_extract(action, '$.seat') = ?",
                (game_id, seat),
            )
        return int(row[0] or 0) if row else 0

    # -- tracked messages ------------------------------------------------------------------------

    @_atomic
    async def set_message(self, game_id: int, key: str, channel_id: int, message_id: int) -> None:
        async with self._write() as db:
            await self._game_row(db, game_id)
            await db.execute(
                "INSERT INTO messages (game_id, key, channel_id, message_id) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, key) DO UPDATE SET channel_id = excluded.channel_id,"
                " message_id = excluded.message_id",
                (game_id, key, channel_id, message_id),
            )

    async def get_message(self, game_id: int, key: str) -> tuple[int, int] | None:
        async with self._read() as db:
            row = await self._one(
                db,
                "SELECT channel_id, message_id FROM messages WHERE game_id = ? AND key = ?",
                (game_id, key),
            )
        return (int(row["channel_id"]), int(row["message_id"])) if row else None

    @_atomic
    async def forget_message(self, game_id: int, key: str) -> None:
        """Stop tracking the message under ``key`` (a live block that is over); nothing if none."""
        async with self._write() as db:
            await db.execute("DELETE FROM messages WHERE game_id = ? AND key = ?", (game_id, key))

    async def integrity_check(self) -> str:
        """'ok' when SQLite finds the file sound."""
        async with self._read() as db:
            row = await self._one(db, "PRAGMA integrity_check")
        return str(row[0]) if row else "no answer"
