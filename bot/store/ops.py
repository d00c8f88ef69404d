"""Play-by-post operations in the store: who is being waited for and since when (the reminder and
deadline clock, persisted so a restart loses nothing), per-game and per-player settings, who holds
each seat, and the table's votes.

Every time here is passed in by the caller (an injected clock), never read from the system, so
tests run without sleeping. The scheduler claims a reminder with a compare-and-set on the wait row
(:meth:`OpsStore.claim`): two ticks, or a tick racing a player's action, can never both send it.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

from .base import Base, _atomic, dump_json
from .models import StoreError

DEFAULT_REMIND_EVERY = 86_400.0  # a day
DEFAULT_REMIND_MAX = 3
VOTE_KINDS = ("skip", "substitute", "remove", "pause", "resume")

_OPS_FIELDS = ("remind_every", "remind_max", "deadline", "paused_at", "gm_user_id", "threads", "language")
_PREF_FIELDS = ("tz", "quiet_from", "quiet_to", "remind_every", "follow", "locale")
_WAIT_COLUMNS = (
    "game_id, seat, user_id, since, active_at, reminders, next_at, deadline_at, overdue, announced, muted"
)


@dataclass(frozen=True)
class GameOps:
    """A game's operating settings (defaults when never set)."""

    game_id: int
    remind_every: float = DEFAULT_REMIND_EVERY
    remind_max: int = DEFAULT_REMIND_MAX
    deadline: float | None = None
    paused_at: float | None = None
    gm_user_id: int | None = None
    threads: bool = False
    language: str | None = None  # the public messages' language set by the creator (None: the server's)


@dataclass(frozen=True)
class Prefs:
    """A player's own settings, for every game they play."""

    user_id: int
    tz: str | None = None
    quiet_from: int | None = None
    quiet_to: int | None = None
    remind_every: float | None = None
    follow: bool = False
    locale: str | None = None  # the Discord locale they last used (texts sent outside an interaction)


@dataclass(frozen=True)
class Wait:
    """A seat being asked now, and where its reminders and deadline stand."""

    game_id: int
    seat: int
    user_id: int
    since: float
    active_at: float
    reminders: int
    next_at: float | None
    deadline_at: float | None
    overdue: bool
    announced: bool
    muted: bool


@dataclass(frozen=True)
class DueWait:
    """A wait the scheduler has something to do for, with its game's and player's settings."""

    wait: Wait
    channel_id: int
    created_by: int
    ops: GameOps
    prefs: Prefs


@dataclass(frozen=True)
class Vote:
    id: int
    game_id: int
    kind: str
    seat: int | None
    new_user: int | None
    new_name: str | None
    opened_by: int
    opened_at: float
    ballots: dict[int, bool] = field(hash=False)
    status: str


def _wait(row: sqlite3.Row) -> Wait:
    return Wait(
        game_id=row["game_id"],
        seat=row["seat"],
        user_id=row["user_id"],
        since=row["since"],
        active_at=row["active_at"],
        reminders=row["reminders"],
        next_at=row["next_at"],
        deadline_at=row["deadline_at"],
        overdue=bool(row["overdue"]),
        announced=bool(row["announced"]),
        muted=bool(row["muted"]),
    )


def _ops(game_id: int, row: sqlite3.Row | None) -> GameOps:
    if row is None:
        return GameOps(game_id)
    return GameOps(
        game_id,
        float(row["remind_every"]),
        int(row["remind_max"]),
        row["deadline"],
        row["paused_at"],
        row["gm_user_id"],
        bool(row["threads"]),
        row["language"],
    )


def _prefs(user_id: int, row: sqlite3.Row | None) -> Prefs:
    if row is None:
        return Prefs(user_id)
    return Prefs(
        user_id,
        row["tz"],
        row["quiet_from"],
        row["quiet_to"],
        row["remind_every"],
        bool(row["follow"]),
        row["locale"],
    )


def _vote(row: sqlite3.Row) -> Vote:
    return Vote(
        id=row["id"],
        game_id=row["game_id"],
        kind=row["kind"],
        seat=row["seat"],
        new_user=row["new_user"],
        new_name=row["new_name"],
        opened_by=row["opened_by"],
        opened_at=row["opened_at"],
        ballots={int(k): bool(v) for k, v in json.loads(row["ballots"]).items()},
        status=row["status"],
    )


def interval(ops: GameOps, prefs: Prefs) -> float:
    """Seconds between reminders for this player in this game (0: never)."""
    return float(prefs.remind_every if prefs.remind_every is not None else ops.remind_every)


def next_reminder(active_at: float, reminders: int, every: float, remind_max: int) -> float | None:
    """When reminder number ``reminders + 1`` falls due, or None when none is left."""
    if every <= 0 or reminders >= remind_max:
        return None
    return active_at + (reminders + 1) * every


class OpsStore(Base):
    """The operations half of :class:`~bot.store.Store`."""

    # -- settings ---------------------------------------------------------------------------------
    async def _ops_row(self, db: aiosqlite.Connection, game_id: int) -> GameOps:
        return _ops(game_id, await self._one(db, "SELECT * FROM game_ops WHERE game_id = ?", (game_id,)))

    async def _prefs_row(self, db: aiosqlite.Connection, user_id: int) -> Prefs:
        return _prefs(user_id, await self._one(db, "SELECT * FROM user_prefs WHERE user_id = ?", (user_id,)))

    async def game_ops(self, game_id: int) -> GameOps:
        async with self._read() as db:
            return await self._ops_row(db, game_id)

    async def prefs(self, user_id: int) -> Prefs:
        async with self._read() as db:
            return await self._prefs_row(db, user_id)

    @_atomic
    async def set_game_ops(self, game_id: int, **values: Any) -> GameOps:
        """Change some of a game's settings; live waits take the new interval and deadline at once."""
        bad = sorted(set(values) - set(_OPS_FIELDS))
        if bad:
            raise StoreError(f"unknown game settings {bad}")
        async with self._write() as db:
            await self._game_row(db, game_id)
            await db.execute("INSERT OR IGNORE INTO game_ops (game_id) VALUES (?)", (game_id,))
            for key, value in values.items():
                await db.execute(f"UPDATE game_ops SET {key} = ? WHERE game_id = ?", (value, game_id))
            await self._reschedule(db, game_id=game_id)
            return await self._ops_row(db, game_id)

    @_atomic
    async def set_prefs(self, user_id: int, **values: Any) -> Prefs:
        bad = sorted(set(values) - set(_PREF_FIELDS))
        if bad:
            raise StoreError(f"unknown player settings {bad}")
        async with self._write() as db:
            await db.execute("INSERT OR IGNORE INTO user_prefs (user_id) VALUES (?)", (user_id,))
            for key, value in values.items():
                await db.execute(f"UPDATE user_prefs SET {key} = ? WHERE user_id = ?", (value, user_id))
            await self._reschedule(db, user_id=user_id)
            return await self._prefs_row(db, user_id)

    async def _reschedule(
        self, db: aiosqlite.Connection, *, game_id: int | None = None, user_id: int | None = None
    ) -> None:
        """Recompute the next reminder and the deadline of live waits after a settings change."""
        where, arg = ("game_id = ?", game_id) if game_id is not None else ("user_id = ?", user_id)
        for w in map(_wait, await self._all(db, f"SELECT {_WAIT_COLUMNS} FROM waits WHERE {where}", (arg,))):
            ops = await self._ops_row(db, w.game_id)
            every = interval(ops, await self._prefs_row(db, w.user_id))
            next_at = None if w.muted else next_reminder(w.active_at, w.reminders, every, ops.remind_max)
            deadline_at = w.since + ops.deadline if ops.deadline else None
            await db.execute(
                "UPDATE waits SET next_at = ?, deadline_at = ? WHERE game_id = ? AND seat = ?",
                (next_at, deadline_at, w.game_id, w.seat),
            )

    # -- seats ------------------------------------------------------------------------------------
    async def _init_owners(
        self, db: aiosqlite.Connection, game_id: int, owners: Sequence[tuple[int, int, str]]
    ) -> None:
        for seat, user_id, name in owners:
            await db.execute(
                "INSERT OR REPLACE INTO seat_owners (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                (game_id, seat, user_id, name),
            )

    async def owners(self, game_id: int) -> dict[int, tuple[int, str]]:
        """Who holds each seat: ``{seat: (user_id, name)}`` (empty for games from before substitutes)."""
        async with self._read() as db:
            rows = await self._all(
                db, "SELECT seat, user_id, name FROM seat_owners WHERE game_id = ?", (game_id,)
            )
        return {int(r["seat"]): (int(r["user_id"]), str(r["name"])) for r in rows}

    @_atomic
    async def set_owner(self, game_id: int, seat: int, user_id: int, name: str) -> None:
        """Hand ``seat`` to another person; a wait on the seat now reminds them."""
        async with self._write() as db:
            await self._game_row(db, game_id)
            await self._init_owners(db, game_id, [(seat, user_id, name)])
            await db.execute(
                "UPDATE waits SET user_id = ? WHERE game_id = ? AND seat = ?", (user_id, game_id, seat)
            )

    # -- waits ------------------------------------------------------------------------------------
    async def _sync_waits(
        self,
        db: aiosqlite.Connection,
        game_id: int,
        asked: Sequence[tuple[int, int]],
        actor_seat: int | None,
        now: float,
        turn_passed: bool = False,
    ) -> None:
        """Inside an append's transaction: the seats asked now get a wait (kept if they were already
        asked; the actor's reminders start again, and a new turn of the actor starts a new wait), the
        others' waits end. The actor's first action after being asked is recorded in ``waited``
        (time to act, reminders needed: the statistics)."""
        ops = await self._ops_row(db, game_id)
        rows = await self._all(db, f"SELECT {_WAIT_COLUMNS} FROM waits WHERE game_id = ?", (game_id,))
        current = {w.seat: w for w in map(_wait, rows)}
        wanted = dict(asked)
        acted = current.get(actor_seat) if actor_seat is not None else None
        if acted is not None and acted.active_at == acted.since:  # the first answer to this question
            await db.execute(
                "INSERT INTO waited (game_id, seat, user_id, since, ended, reminders) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, acted.seat, acted.user_id, acted.since, now, acted.reminders),
            )
        for seat in current:
            if seat not in wanted:
                await db.execute("DELETE FROM waits WHERE game_id = ? AND seat = ?", (game_id, seat))
        for seat, user_id in wanted.items():
            every = interval(ops, await self._prefs_row(db, user_id))
            old = current.get(seat)
            if old is not None and seat == actor_seat and turn_passed:  # a new turn of the same seat
                await db.execute("DELETE FROM waits WHERE game_id = ? AND seat = ?", (game_id, seat))
                old = None
            if old is None:
                await db.execute(
                    f"INSERT INTO waits ({_WAIT_COLUMNS}) VALUES (?, ?, ?, ?, ?, 0, ?, ?, 0, 0, 0)",
                    (
                        game_id,
                        seat,
                        user_id,
                        now,
                        now,
                        next_reminder(now, 0, every, ops.remind_max),
                        now + ops.deadline if ops.deadline else None,
                    ),
                )
            elif seat == actor_seat:  # they are playing: the reminder clock starts again
                next_at = None if old.muted else next_reminder(now, 0, every, ops.remind_max)
                await db.execute(
                    "UPDATE waits SET active_at = ?, reminders = 0, next_at = ?, user_id = ?"
                    " WHERE game_id = ? AND seat = ?",
                    (now, next_at, user_id, game_id, seat),
                )

    async def waits(self, game_id: int) -> list[Wait]:
        async with self._read() as db:
            rows = await self._all(
                db, f"SELECT {_WAIT_COLUMNS} FROM waits WHERE game_id = ? ORDER BY seat", (game_id,)
            )
        return [_wait(r) for r in rows]

    async def due(self, now: float, *, limit: int = 500) -> list[DueWait]:
        """Waits with something to do at ``now``: a reminder due, a deadline passed, or a new turn not
        yet announced; paused and ended games are left out."""
        async with self._read() as db:
            rows = await self._all(
                db,
                "SELECT w.*, g.channel_id AS channel_id, g.created_by AS created_by,"
                " o.remind_every AS o_every, o.remind_max AS o_max, o.deadline AS o_deadline,"
                " o.gm_user_id AS o_gm, o.threads AS o_threads, o.language AS o_language,"
                " p.tz AS p_tz, p.quiet_from AS p_from, p.quiet_to AS p_to, p.remind_every AS p_every,"
                " p.follow AS p_follow, p.locale AS p_locale"
                " FROM waits w JOIN games g ON g.id = w.game_id"
                " LEFT JOIN game_ops o ON o.game_id = w.game_id"
                " LEFT JOIN user_prefs p ON p.user_id = w.user_id"
                " WHERE g.status = 'active' AND o.paused_at IS NULL"
                " AND (w.next_at <= ? OR (w.deadline_at <= ? AND w.overdue = 0) OR w.announced = 0)"
                " ORDER BY w.game_id, w.seat LIMIT ?",
                (now, now, limit),
            )
        out = []
        for r in rows:
            ops = GameOps(
                r["game_id"],
                DEFAULT_REMIND_EVERY if r["o_every"] is None else float(r["o_every"]),
                DEFAULT_REMIND_MAX if r["o_max"] is None else int(r["o_max"]),
                r["o_deadline"],
                None,
                r["o_gm"],
                bool(r["o_threads"]),
                r["o_language"],
            )
            prefs = Prefs(
                r["user_id"],
                r["p_tz"],
                r["p_from"],
                r["p_to"],
                r["p_every"],
                bool(r["p_follow"] or 0),
                r["p_locale"],
            )
            out.append(DueWait(_wait(r), int(r["channel_id"]), int(r["created_by"]), ops, prefs))
        return out

    @_atomic
    async def claim(self, w: Wait, **changes: Any) -> bool:
        """Apply ``changes`` (reminders, next_at, overdue, announced) to the wait only if it is
        unchanged since ``w`` was read: whoever claims first sends, nobody sends twice."""
        allowed = {"reminders", "next_at", "overdue", "announced"}
        if not changes or set(changes) - allowed:
            raise StoreError(f"claim changes only {sorted(allowed)}")
        sets = ", ".join(f"{k} = ?" for k in changes)
        async with self._write() as db:
            cur = await db.execute(
                f"UPDATE waits SET {sets} WHERE game_id = ? AND seat = ? AND user_id = ? AND active_at = ?"
                " AND reminders = ? AND overdue = ? AND announced = ? AND muted = ?",
                (
                    *changes.values(),
                    w.game_id,
                    w.seat,
                    w.user_id,
                    w.active_at,
                    w.reminders,
                    int(w.overdue),
                    int(w.announced),
                    int(w.muted),
                ),
            )
            return cur.rowcount == 1

    @_atomic
    async def mute(self, game_id: int, user_id: int) -> bool:
        """No more reminders for ``user_id`` this turn (until they are asked afresh)."""
        async with self._write() as db:
            cur = await db.execute(
                "UPDATE waits SET muted = 1, next_at = NULL WHERE game_id = ? AND user_id = ?",
                (game_id, user_id),
            )
            return cur.rowcount > 0

    @_atomic
    async def pause(self, game_id: int, now: float) -> GameOps:
        async with self._write() as db:
            await self._game_row(db, game_id)
            await db.execute("INSERT OR IGNORE INTO game_ops (game_id) VALUES (?)", (game_id,))
            await db.execute(
                "UPDATE game_ops SET paused_at = ? WHERE game_id = ? AND paused_at IS NULL", (now, game_id)
            )
            return await self._ops_row(db, game_id)

    @_atomic
    async def resume(self, game_id: int, now: float) -> GameOps:
        """End a pause: every wait's clock moves on by the time the game was paused."""
        async with self._write() as db:
            ops = await self._ops_row(db, game_id)
            if ops.paused_at is not None:
                gap = max(0.0, now - ops.paused_at)
                await db.execute(
                    "UPDATE waits SET since = since + ?, active_at = active_at + ?, next_at = next_at + ?,"
                    " deadline_at = deadline_at + ? WHERE game_id = ?",
                    (gap, gap, gap, gap, game_id),
                )
                await db.execute("UPDATE game_ops SET paused_at = NULL WHERE game_id = ?", (game_id,))
            return await self._ops_row(db, game_id)

    async def waited(
        self, *, user_id: int | None = None, guild_id: int | None = None
    ) -> list[tuple[float, int]]:
        """(seconds taken, reminders needed) of every finished wait of a player or a server."""
        sql = "SELECT w.ended - w.since AS took, w.reminders FROM waited w JOIN games g ON g.id = w.game_id"
        args: list[Any] = []
        conds = []
        if user_id is not None:
            conds.append("w.user_id = ?")
            args.append(user_id)
        if guild_id is not None:
            conds.append("g.guild_id = ?")
            args.append(guild_id)
        if conds:
            sql += " WHERE " + " AND ".join(conds)
        async with self._read() as db:
            rows = await self._all(db, sql, args)
        return [(float(r["took"]), int(r["reminders"])) for r in rows]

    # -- votes ------------------------------------------------------------------------------------
    @_atomic
    async def open_vote(
        self,
        game_id: int,
        kind: str,
        *,
        opened_by: int,
        now: float,
        seat: int | None = None,
        new_user: int | None = None,
        new_name: str | None = None,
    ) -> Vote:
        if kind not in VOTE_KINDS:
            raise StoreError(f"unknown vote {kind!r}")
        async with self._write() as db:
            await self._game_row(db, game_id)
            try:
                cur = await db.execute(
                    "INSERT INTO votes (game_id, kind, seat, new_user, new_name, opened_by, opened_at, ballots)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id,
                        kind,
                        seat,
                        new_user,
                        new_name,
                        opened_by,
                        now,
                        dump_json({str(opened_by): True}),
                    ),
                )
            except sqlite3.IntegrityError as exc:
                raise StoreError(f"game {game_id} already has an open {kind} vote") from exc
            row = await self._one(db, "SELECT * FROM votes WHERE id = ?", (cur.lastrowid,))
            assert row is not None
            return _vote(row)

    async def open_vote_of(self, game_id: int, kind: str) -> Vote | None:
        async with self._read() as db:
            row = await self._one(
                db, "SELECT * FROM votes WHERE game_id = ? AND kind = ? AND status = 'open'", (game_id, kind)
            )
        return _vote(row) if row else None

    @_atomic
    async def cast(self, vote_id: int, user_id: int, yes: bool) -> Vote:
        async with self._write() as db:
            row = await self._one(db, "SELECT * FROM votes WHERE id = ?", (vote_id,))
            if row is None or row["status"] != "open":
                raise StoreError(f"vote {vote_id} is not open")
            ballots: Mapping[str, bool] = json.loads(row["ballots"])
            await db.execute(
                "UPDATE votes SET ballots = ? WHERE id = ?",
                (dump_json({**ballots, str(user_id): yes}), vote_id),
            )
            row = await self._one(db, "SELECT * FROM votes WHERE id = ?", (vote_id,))
            assert row is not None
            return _vote(row)

    @_atomic
    async def close_vote(self, vote_id: int, status: str) -> None:
        async with self._write() as db:
            await db.execute(
                "UPDATE votes SET status = ? WHERE id = ? AND status = 'open'", (status, vote_id)
            )

    # -- private notes waiting for a player -------------------------------------------------------
    @_atomic
    async def post_private(self, game_id: int, user_id: int, kind: str, text: str, now: float) -> None:
        """Keep a private line for ``user_id`` until their next command in the game (a digest replaces
        the previous undelivered digest: only the newest "since your last move" matters)."""
        async with self._write() as db:
            await self._game_row(db, game_id)
            if kind == "digest":
                await db.execute(
                    "DELETE FROM inbox WHERE game_id = ? AND user_id = ? AND kind = 'digest'",
                    (game_id, user_id),
                )
            await db.execute(
                "INSERT INTO inbox (game_id, user_id, kind, text, created_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, user_id, kind, text, now),
            )

    @_atomic
    async def take_private(self, game_id: int, user_id: int) -> list[str]:
        """The private lines waiting for ``user_id`` in this game, oldest first; removed as they are
        read (in one transaction, so two commands at once never show them twice)."""
        async with self._write() as db:
            rows = await self._all(
                db,
                "SELECT id, text FROM inbox WHERE game_id = ? AND user_id = ? ORDER BY id",
                (game_id, user_id),
            )
            if rows:
                await db.execute(
                    "DELETE FROM inbox WHERE game_id = ? AND user_id = ? AND id <= ?",
                    (game_id, user_id, rows[-1]["id"]),
                )
        return [str(r["text"]) for r in rows]

    # -- results and statistics -------------------------------------------------------------------
    @_atomic
    async def record_results(self, game_id: int, seats: Sequence[tuple[int, int, bool]]) -> None:
        """Who held each seat of a finished game and whether they won: (seat, user, won)."""
        async with self._write() as db:
            await self._game_row(db, game_id)
            for seat, user_id, won in seats:
                await db.execute(
                    "INSERT OR REPLACE INTO results (game_id, seat, user_id, won) VALUES (?, ?, ?, ?)",
                    (game_id, seat, user_id, int(won)),
                )

    async def game_counts(
        self, *, user_id: int | None = None, guild_id: int | None = None
    ) -> tuple[int, int, int]:
        """(games played, finished, won) of a player (every game they held a seat in) or of a server
        (every started game; "won" counts games with at least one winner)."""
        if user_id is not None:
            sql = (
                "SELECT COUNT(DISTINCT g.id) AS played,"
                " COUNT(DISTINCT CASE WHEN g.status = 'finished' THEN g.id END) AS finished,"
                " (SELECT COUNT(*) FROM results r JOIN games h ON h.id = r.game_id"
                "  WHERE r.user_id = ? AND r.won = 1{guild_r}) AS won"
                " FROM seat_owners s JOIN games g ON g.id = s.game_id WHERE s.user_id = ?{guild_g}"
            )
            g_r = " AND h.guild_id = ?" if guild_id is not None else ""
            g_g = " AND g.guild_id = ?" if guild_id is not None else ""
            args: list[Any] = [user_id, *([guild_id] if guild_id is not None else [])]
            args += [user_id, *([guild_id] if guild_id is not None else [])]
            sql = sql.format(guild_r=g_r, guild_g=g_g)
        else:
            sql = (
                "SELECT COUNT(*) AS played, SUM(g.status = 'finished') AS finished,"
                " (SELECT COUNT(DISTINCT r.game_id) FROM results r JOIN games h ON h.id = r.game_id"
                "  WHERE r.won = 1 AND h.guild_id = ?) AS won"
                " FROM games g WHERE g.status != 'lobby' AND g.guild_id = ?"
            )
            args = [guild_id, guild_id]
        async with self._read() as db:
            row = await self._one(db, sql, args)
        if row is None:
            return (0, 0, 0)
        return (int(row["played"] or 0), int(row["finished"] or 0), int(row["won"] or 0))

    async def waited_by_player(self, guild_id: int) -> dict[int, list[tuple[float, int]]]:
        """Every finished wait in a server's games, per player: (seconds taken, reminders needed)."""
        async with self._read() as db:
            rows = await self._all(
                db,
                "SELECT w.user_id AS user_id, w.ended - w.since AS took, w.reminders AS reminders"
                " FROM waited w JOIN games g ON g.id = w.game_id WHERE g.guild_id = ? ORDER BY w.rowid",
                (guild_id,),
            )
        out: dict[int, list[tuple[float, int]]] = {}
        for r in rows:
            out.setdefault(int(r["user_id"]), []).append((float(r["took"]), int(r["reminders"])))
        return out

    async def names_of(self, user_ids: Sequence[int]) -> dict[int, str]:
        """The latest name each user held a seat under."""
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        async with self._read() as db:
            rows = await self._all(
                db,
                f"SELECT user_id, name FROM seat_owners WHERE user_id IN ({marks}) ORDER BY game_id",
                list(user_ids),
            )
        return {int(r["user_id"]): str(r["name"]) for r in rows}
