"""Configuration parsing and the command line's fail-fast start without a token."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot import __main__ as bot_main
from bot.__main__ import main
from bot.config import Config, ConfigError, load_config, require_token
from bot.games import registry

REPO = Path(__file__).resolve().parents[1]


def test_defaults_without_anything(tmp_path: Path) -> None:
    config = load_config({}, dotenv_path=tmp_path / "missing.env")
    assert config == Config(None, Path("var/pbp.sqlite3"), None, Path("var/maps"), "INFO")


def test_values_from_env_are_parsed() -> None:
    env = {
        "DISCORD_TOKEN": " abc.def ",
        "PBP_DATABASE": "/data/x.sqlite3",
        "PBP_DEV_GUILD": "123456789012345678",
        "PBP_MAP_DIR": "/tmp/maps",
        "PBP_LOG_LEVEL": "debug",
    }
    config = load_config(env, dotenv_path=None)
    assert config.token == "abc.def"
    assert config.database == Path("/data/x.sqlite3")
    assert config.dev_guild_id == 123456789012345678
    assert config.map_dir == Path("/tmp/maps")
    assert config.log_level == "DEBUG"


@pytest.mark.parametrize("bad", ["my-server", "12.5", "-4", "0"])
def test_bad_dev_guild_says_what_to_set(bad: str) -> None:
    with pytest.raises(ConfigError, match="PBP_DEV_GUILD must be a numeric server"):
        load_config({"PBP_DEV_GUILD": bad}, dotenv_path=None)


def test_bad_log_level_is_rejected() -> None:
    with pytest.raises(ConfigError, match="PBP_LOG_LEVEL"):
        load_config({"PBP_LOG_LEVEL": "loud"}, dotenv_path=None)


def test_dotenv_is_read_and_environment_wins(tmp_path: Path) -> None:
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        "# local settings\nDISCORD_TOKEN=from-file\nPBP_DEV_GUILD=42\nPBP_MAP_DIR='maps here'\n"
    )
    config = load_config({"PBP_DEV_GUILD": "7"}, dotenv_path=dotenv)
    assert config.token == "from-file"
    assert config.dev_guild_id == 7
    assert config.map_dir == Path("maps here")


def test_empty_values_count_as_unset(tmp_path: Path) -> None:
    dotenv = tmp_path / ".env"
    dotenv.write_text("DISCORD_TOKEN=\nPBP_DEV_GUILD=\n")
    config = load_config({"PBP_DATABASE": "  "}, dotenv_path=dotenv)
    assert config.token is None and config.dev_guild_id is None
    assert config.database == Path("var/pbp.sqlite3")


def test_require_token() -> None:
    with pytest.raises(ConfigError) as err:
        require_token(load_config({}, dotenv_path=None))
    message = str(err.value)
    assert "DISCORD_TOKEN" in message and ".env" in message and "discord.com/developers" in message
    assert require_token(load_config({"DISCORD_TOKEN": "t"}, dotenv_path=None)) == "t"


@pytest.mark.parametrize("args", [["run"], []])
def test_start_without_token_fails_fast(tmp_path: Path, args: list[str]) -> None:
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: DISCORD_TOKEN is not set")
    assert result.stdout == ""


def test_bad_dev_guild_exits_2(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PBP_DEV_GUILD", "abc")
    monkeypatch.chdir(Path(__file__).parent)  # no .env here
    assert main(["run"]) == 2
    assert "PBP_DEV_GUILD" in capsys.readouterr().err


def test_console_and_data_report_are_dispatched(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[list[str]] = []

    def console_main(argv: list[str]) -> int:
        seen.append(argv)
        return 0

    monkeypatch.setattr(bot_main, "console_main", console_main)
    monkeypatch.setattr(registry.get("mageknight"), "data_report", lambda: "42 cards")
    assert main(["console", "--db", "x.sqlite3", "--map-dir", "out"]) == 0
    assert seen == [["--db", "x.sqlite3", "--map-dir", "out"]]
    assert main(["data-report", "mageknight"]) == 0
    assert capsys.readouterr().out == "42 cards\n"
