"""Numbered SQL migrations (``NNNN_name.sql``), tracked by ``PRAGMA user_version``."""

from __future__ import annotations

import contextlib
import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources

import aiosqlite

from .models import StoreError

_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations() -> list[Migration]:
    """The migrations shipped in ``bot/store/migrations`` (works from a wheel too)."""
    folder = resources.files(__package__).joinpath("migrations")
    found = []
    for entry in folder.iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), match.group(2), entry.read_text("utf-8")))
    return check_sequence(found)


def check_sequence(migrations: Iterable[Migration]) -> list[Migration]:
    """Sort and insist on versions 1, 2, 3... with no gap or repeat."""
    ordered = sorted(migrations, key=lambda m: m.version)
    for expected, migration in enumerate(ordered, start=1):
        if migration.version != expected:
            raise StoreError(f"migrations must be numbered 1..N without gaps; found {migration.version}")
    return ordered


def split_statements(sql: str) -> list[str]:
    """Split a script into complete statements (triggers' BEGIN...END bodies stay whole)."""
    statements: list[str] = []
    pending = ""
    for line in sql.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            if _has_code(pending):
                statements.append(pending.strip())
            pending = ""
    if _has_code(pending):
        raise StoreError(f"incomplete SQL statement at the end of a migration: {pending.strip()[:60]!r}")
    return statements


def _has_code(sql: str) -> bool:
    without_comments = re.sub(r"--[^\n]*", "", sql)
    return bool(without_comments.strip().strip(";").strip())


async def user_version(db: aiosqlite.Connection) -> int:
    async with db.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def apply_migrations(db: aiosqlite.Connection, migrations: Sequence[Migration]) -> int:
    """Apply every migration newer than the database, each in its own transaction.

    The connection must be in autocommit mode (isolation_level=None). Safe to run from several
    processes at once: the version is re-read after taking the write lock. Returns the final version.
    """
    ordered = check_sequence(migrations)
    latest = ordered[-1].version if ordered else 0
    current = await user_version(db)
    if current > latest:
        raise StoreError(f"database schema version {current} is newer than this bot ({latest})")
    for migration in ordered:
        if migration.version <= current:
            continue
        await db.execute("BEGIN IMMEDIATE")
        try:
            current = await user_version(db)
            if migration.version <= current:  # another process got here first
                await db.execute("COMMIT")
                continue
            # Not executescript: on Python 3.11 it COMMITs the open transaction first.
            for statement in split_statements(migration.sql):
                await db.execute(statement)
            await db.execute(f"PRAGMA user_version = {migration.version:d}")
            await db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    await db.execute("ROLLBACK")
            raise
        current = migration.version
    return current
