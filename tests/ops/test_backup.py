"""Online backup while the store is open, retention, owner-only permissions, and a tested restore."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

from bot.__main__ import main
from bot.store import Store
from bot.store.backup import backup, restore


async def test_backup_of_a_live_database_restores_to_the_same_games(tmp_path: Path) -> None:
    db = tmp_path / "live.sqlite3"
    store = await Store.open(db)
    try:
        game = await store.create_game(
            guild_id=1, channel_id=9, game_type="highcard", created_by=3, lobby={"a": 1}
        )
        folder = tmp_path / "backups"
        made = [backup(db, folder, keep=2, now=1_767_268_800.0 + i) for i in range(3)]  # store still open
        assert all(b.integrity == "ok" for b in made)
        assert sorted(folder.iterdir()) == sorted(b.path for b in made[1:])  # only the newest 2 kept
        assert stat.S_IMODE(made[-1].path.stat().st_mode) == 0o600
        assert stat.S_IMODE(db.stat().st_mode) == 0o600
        await store.create_game(guild_id=1, channel_id=10, game_type="highcard", created_by=3, lobby={})
    finally:
        await store.close()
    assert restore(made[-1].path, db) == "ok"
    async with await Store.open(db) as restored:
        assert (await restored.get_game(game.id)) is not None
        assert await restored.live_game(10) is None  # made after the backup: gone
    assert (tmp_path / "live.sqlite3.before-restore").exists()


def test_backup_and_restore_commands(tmp_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    db = tmp_path / "cli.sqlite3"
    monkeypatch.setenv("PBP_DATABASE", str(db))
    monkeypatch.chdir(tmp_path)
    sqlite3.connect(db).close()
    assert main(["backup", "--dir", str(tmp_path / "b"), "--keep", "3"]) == 0
    out = capsys.readouterr().out
    assert "Backup written:" in out and "integrity ok" in out
    file = next((tmp_path / "b").iterdir())
    assert main(["restore", str(file)]) == 0
