"""Runtime configuration read from the environment and an optional ``.env`` file."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values

from bot.engine.i18n import language

DEFAULT_DATABASE = "./var/pbp.sqlite3"
DEFAULT_MAP_DIR = "./var/maps"
DEFAULT_LOG_LEVEL = "INFO"
PORTAL_URL = "https://discord.com/developers/applications"


class ConfigError(Exception):
    """The configuration is missing something or holds a bad value."""


@dataclass(frozen=True)
class Config:
    """Everything the bot needs to start."""

    token: str | None
    database: Path
    dev_guild_id: int | None
    map_dir: Path
    log_level: str
    backup_dir: Path = Path("./var/backups")
    backup_every: float = 24.0  # hours between scheduled backups (0: none)
    backup_keep: int = 14
    lang: str = "en"  # the offline console's language (en, cs or pl)


def _merged_env(env: Mapping[str, str] | None, dotenv_path: str | os.PathLike[str] | None) -> dict[str, str]:
    """The ``.env`` values overlaid by the real environment (the environment wins); empty values dropped."""
    merged: dict[str, str] = {}
    if dotenv_path is not None and Path(dotenv_path).is_file():
        for key, value in dotenv_values(dotenv_path).items():
            if value is not None:
                merged[key] = value
    merged.update(os.environ if env is None else env)
    return {key: value.strip() for key, value in merged.items() if value is not None and value.strip()}


def _parse_guild(raw: str | None) -> int | None:
    if raw is None:
        return None
    try:
        guild_id = int(raw)
    except ValueError:
        guild_id = -1
    if guild_id <= 0:
        raise ConfigError(
            f"PBP_DEV_GUILD must be a numeric server (guild) id, got {raw!r}. Set PBP_DEV_GUILD to the id "
            "copied via right-click on the server -> Copy Server ID (Developer Mode on), or unset it."
        )
    return guild_id


def _parse_level(raw: str | None) -> str:
    level = (raw or DEFAULT_LOG_LEVEL).upper()
    if level not in logging.getLevelNamesMapping():
        raise ConfigError(f"PBP_LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL; got {raw!r}.")
    return level


def load_config(
    env: Mapping[str, str] | None = None, dotenv_path: str | os.PathLike[str] | None = ".env"
) -> Config:
    """Read the configuration; ``env`` defaults to ``os.environ`` and wins over the ``.env`` file."""
    values = _merged_env(env, dotenv_path)
    return Config(
        token=values.get("DISCORD_TOKEN"),
        database=Path(values.get("PBP_DATABASE", DEFAULT_DATABASE)).expanduser(),
        dev_guild_id=_parse_guild(values.get("PBP_DEV_GUILD")),
        map_dir=Path(values.get("PBP_MAP_DIR", DEFAULT_MAP_DIR)).expanduser(),
        log_level=_parse_level(values.get("PBP_LOG_LEVEL")),
        backup_dir=Path(values.get("PBP_BACKUP_DIR", "./var/backups")).expanduser(),
        backup_every=_parse_number(values.get("PBP_BACKUP_EVERY"), "PBP_BACKUP_EVERY", 24.0),
        backup_keep=int(_parse_number(values.get("PBP_BACKUP_KEEP"), "PBP_BACKUP_KEEP", 14)),
        lang=language(values.get("PBP_LANG")),
    )


def _parse_number(raw: str | None, name: str, default: float) -> float:
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1
    if value < 0:
        raise ConfigError(f"{name} must be a number of 0 or more, got {raw!r}.")
    return value


def require_token(config: Config) -> str:
    """Return the bot token or raise :class:`ConfigError` saying exactly what to set."""
    if not config.token:
        raise ConfigError(
            "DISCORD_TOKEN is not set. Set DISCORD_TOKEN=<bot token> in the environment or in a .env file "
            f"in the current directory (see .env.example). Get the token at {PORTAL_URL} -> your application "
            "-> Bot -> Reset Token."
        )
    return config.token
