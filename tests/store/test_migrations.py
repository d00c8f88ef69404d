"""Schema migrations: fresh database, re-open, upgrade of older files, atomicity."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import Migration, Store, StoreError, load_migrations
from bot.store.migrate import check_sequence, split_statements

TABLES = {
    "games",
    "log",
    "snapshots",
    "messages",
    "game_ops",
    "waits",
    "waited",
    "user_prefs",
    "seat_owners",
    "votes",
    "inbox",
    "results",
}


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as con:
        rows = con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {r[0] for r in rows} - {"sqlite_sequence"}


def _user_version(path: Path) -> int:
    with sqlite3.connect(path) as con:
        return int(con.execute("PRAGMA user_version").fetchone()[0])


def test_shipped_migrations_are_found_in_order() -> None:
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "initial"
    assert "CREATE TABLE games" in migrations[0].sql


async def test_fresh_database_gets_schema_pragmas_and_version(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "dir" / "games.db"  # parent folders are created
    store = await Store.open(path)
    try:

        async def pragma(name: str) -> object:
            async with store._db.execute(f"PRAGMA {name}") as cur:
                row = await cur.fetchone()
            assert row is not None
            return row[0]

        assert await pragma("journal_mode") == "wal"
        assert await pragma("synchronous") == 2  # FULL
        assert await pragma("foreign_keys") == 1
        busy = await pragma("busy_timeout")
        assert isinstance(busy, int) and busy >= 1000
    finally:
        await store.close()
    assert _tables(path) == TABLES
    assert _user_version(path) == len(load_migrations())


async def test_reopen_is_idempotent_and_keeps_data(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    async with await Store.open(path) as store:
        game = await store.create_game(guild_id=1, channel_id=7, game_type="mk", created_by=3, lobby={"a": 1})
    version = _user_version(path)
    async with await Store.open(path) as store:
        again = await store.get_game(game.id)
    assert again == game
    assert _user_version(path) == version


async def test_empty_version_zero_file_is_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as con:
        con.execute("CREATE TABLE unrelated (x)")  # a real file, user_version 0, none of our tables
    assert _user_version(path) == 0
    async with await Store.open(path) as store:
        assert await store.live_game(1) is None
    assert _tables(path) == TABLES | {"unrelated"}
    assert _user_version(path) == len(load_migrations())


async def test_newer_bot_upgrades_older_database_keeping_rows(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    shipped = load_migrations()
    async with await Store.open(path, migrations=shipped) as store:
        game = await store.create_game(guild_id=None, channel_id=5, game_type="mk", created_by=1, lobby={})
    extra = Migration(
        len(shipped) + 1,
        "notes",
        "ALTER TABLE games ADD COLUMN note TEXT;\nCREATE INDEX g_note ON games (note);",
    )
    async with await Store.open(path, migrations=[*shipped, extra]) as store:
        assert await store.get_game(game.id) == game
    assert _user_version(path) == extra.version
    with sqlite3.connect(path) as con:
        cols = [r[1] for r in con.execute("PRAGMA table_info(games)")]
    assert "note" in cols


async def test_failing_migration_is_rolled_back_entirely(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    shipped = load_migrations()
    async with await Store.open(path, migrations=shipped):
        pass
    bad = Migration(
        len(shipped) + 1, "bad", "CREATE TABLE half_done (x);\nINSERT INTO no_such_table VALUES (1);"
    )
    with pytest.raises(sqlite3.OperationalError):
        await Store.open(path, migrations=[*shipped, bad])
    assert "half_done" not in _tables(path)
    assert _user_version(path) == len(shipped)


async def test_database_newer_than_bot_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    with sqlite3.connect(path) as con:
        con.execute("PRAGMA user_version = 999")
    with pytest.raises(StoreError, match="newer"):
        await Store.open(path)


def test_gap_in_numbering_is_refused() -> None:
    with pytest.raises(StoreError):
        check_sequence([Migration(1, "a", ""), Migration(3, "c", "")])
    with pytest.raises(StoreError):
        check_sequence([Migration(1, "a", ""), Migration(1, "b", "")])


def test_split_statements_keeps_trigger_bodies_and_drops_comments() -> None:
    sql = """-- heading
CREATE TABLE t (a);
CREATE TRIGGER tr AFTER INSERT ON t BEGIN
    UPDATE t SET a = 1;
    UPDATE t SET a = 2;
END;
-- trailing comment
"""
    parts = split_statements(sql)
    assert len(parts) == 2
    assert parts[1].startswith("CREATE TRIGGER") and parts[1].endswith("END;")
    with pytest.raises(StoreError):
        split_statements("CREATE TABLE t (a)")  # no terminating semicolon
