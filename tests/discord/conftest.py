"""The Discord harness fixture shared by the cog tests: a bot on a fresh SQLite file, fixed seed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.config import Config
from tests.discord.harness import DiscordHarness

SEED = "test-seed"


def make_factory(tmp_path: Path) -> Any:
    from bot.app import create_bot

    config = Config("x", tmp_path / "t.sqlite3", None, tmp_path / "maps", "INFO")
    return lambda: create_bot(config)


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[DiscordHarness]:
    harness = await DiscordHarness.create(bot_factory=make_factory(tmp_path))
    harness.bot.service._seed_factory = lambda: SEED  # type: ignore[attr-defined]
    yield harness
    await harness.close()


def service(h: DiscordHarness) -> Any:
    return h.bot.service  # type: ignore[attr-defined]
