"""Running the bot: a refused token or no network ends with one line, the voice-library warnings are
silenced, SIGTERM (``docker stop``) closes Discord and the database cleanly, and the heartbeat behind
Docker's health check."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sqlite3
import time
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest

from bot import __main__ as bot_main
from bot.app import PbpBot, create_bot, run_bot, serve
from bot.config import load_config
from bot.health import Heartbeat, check, heartbeat_path


def config(tmp_path: Path) -> Any:
    return load_config({"DISCORD_TOKEN": "x.y.z", "PBP_DATABASE": str(tmp_path / "pbp.sqlite3")}, None)


@pytest.mark.parametrize(
    ("error", "code", "says"),
    [
        (discord.LoginFailure("Improper token has been passed."), 2, "Discord refused the token"),
        (aiohttp.ClientConnectionError("Name or service not known"), 1, "cannot reach Discord"),
        (OSError(101, "Network is unreachable"), 1, "cannot reach Discord"),
    ],
)
def test_a_bad_token_or_no_network_ends_with_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    error: Exception,
    code: int,
    says: str,
) -> None:
    async def login(self: discord.http.HTTPClient, token: str) -> Any:
        raise error

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", login)
    monkeypatch.setattr(logging.getLogger("discord.client"), "disabled", False)
    with pytest.raises(SystemExit) as exit_:
        run_bot(config(tmp_path))
    assert exit_.value.code == code
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"error: {says}"), err


def test_the_voice_library_warnings_are_silenced(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    for flag in ("warn_nacl", "warn_dave"):  # discord.py warns once per process: make it warn again
        if hasattr(discord.VoiceClient, flag):
            monkeypatch.setattr(discord.VoiceClient, flag, True)
    with caplog.at_level(logging.WARNING):
        create_bot(config(tmp_path))
    assert not [r for r in caplog.records if "voice" in r.getMessage()]


async def test_sigterm_closes_discord_and_the_database_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = create_bot(config(tmp_path))
    started = asyncio.Event()

    async def sync(*args: Any, **kwargs: Any) -> list[Any]:
        return []

    async def start(self: PbpBot, token: str, *, reconnect: bool = True) -> None:
        await self.setup_hook()  # opens the store as a real login does (command sync stubbed)
        assert self.store is not None
        await self.store.create_game(guild_id=1, channel_id=7, game_type="mageknight", created_by=1, lobby={})
        started.set()
        while not self.is_closed():  # connected until close() (discord.py's connect returns then)
            await asyncio.sleep(0.01)

    monkeypatch.setattr(bot.tree, "sync", sync)
    monkeypatch.setattr(PbpBot, "start", start)
    bot.heartbeat.alive = lambda: True
    running = asyncio.create_task(serve(bot, "x.y.z"))
    await asyncio.wait_for(started.wait(), 30)
    bot.heartbeat.beat()
    beat = heartbeat_path(bot.config.database)
    assert beat.is_file() and (tmp_path / "pbp.sqlite3-wal").exists()
    assert signal.getsignal(signal.SIGTERM) not in (signal.SIG_DFL, None)  # else the kill below ends pytest
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(running, 30)
    assert bot.is_closed() and bot.store is None
    assert not (tmp_path / "pbp.sqlite3-wal").exists()  # the last connection closed: WAL checkpointed
    assert not beat.exists()  # a stopped bot is unhealthy at once
    with sqlite3.connect(tmp_path / "pbp.sqlite3") as db:
        assert db.execute("SELECT channel_id FROM games").fetchall() == [(7,)]
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL


async def test_the_heartbeat_beats_only_while_connected(tmp_path: Path) -> None:
    connected = False
    beat = Heartbeat(tmp_path / "db.sqlite3.alive", lambda: connected, every=0.01)
    beat.start()
    await asyncio.sleep(0.05)
    assert not beat.path.exists()
    connected = True
    await asyncio.sleep(0.05)
    assert beat.path.exists()
    await beat.stop()
    assert not beat.path.exists()


def test_health_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "pbp.sqlite3"
    ok, line = check(database)
    assert not ok and "no heartbeat" in line
    heartbeat_path(database).write_text("1\n")
    ok, line = check(database)
    assert not ok and "does not exist" in line
    sqlite3.connect(database).close()
    assert check(database)[0]
    assert not check(database, now=time.time() + 600)[0]  # stale: not connected any more
    database.write_bytes(b"not a database" * 100)
    ok, line = check(database)
    assert not ok and "does not answer" in line

    sqlite3.connect(tmp_path / "good.sqlite3").close()
    heartbeat_path(tmp_path / "good.sqlite3").write_text("1\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PBP_DATABASE", str(tmp_path / "good.sqlite3"))
    assert bot_main.main(["health"]) == 0
    assert capsys.readouterr().out.startswith("ok: ")
    monkeypatch.setenv("PBP_DATABASE", str(database))
    assert bot_main.main(["health"]) == 1
    assert "does not answer" in capsys.readouterr().out
