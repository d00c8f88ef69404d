"""Liveness for containers: the running bot touches a heartbeat file while it is connected to Discord,
and ``python -m bot health`` (Docker's HEALTHCHECK) checks that file's age and that the database
answers. No network port is opened for this."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from bot.config import ConfigError, load_config

log = logging.getLogger(__name__)

BEAT_SECONDS = 30.0
MAX_AGE_SECONDS = 120.0  # four missed beats: a reconnect of a minute or two stays healthy


def heartbeat_path(database: Path) -> Path:
    """The heartbeat file: next to the database, so it lives in the same volume."""
    return database.with_name(database.name + ".alive")


class Heartbeat:
    """Touches ``path`` every ``every`` seconds while ``alive()`` is true; removes it on stop."""

    def __init__(self, path: Path, alive: Callable[[], bool], every: float = BEAT_SECONDS) -> None:
        self.path = path
        self.alive = alive
        self.every = every
        self._task: asyncio.Task[None] | None = None

    def beat(self) -> None:
        if self.alive():
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(f"{time.time():.0f}\n")

    async def _run(self) -> None:
        while True:
            try:
                self.beat()
            except OSError:
                log.exception("cannot write the heartbeat file %s", self.path)
            await asyncio.sleep(self.every)

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="heartbeat")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        self.path.unlink(missing_ok=True)  # a stopped bot is unhealthy at once


def check(database: Path, max_age: float = MAX_AGE_SECONDS, now: float | None = None) -> tuple[bool, str]:
    """(healthy, one line): the heartbeat is fresh and the database file answers a query."""
    beat = heartbeat_path(database)
    try:
        age = (time.time() if now is None else now) - beat.stat().st_mtime
    except FileNotFoundError:
        return False, f"no heartbeat at {beat}: the bot is not running or not connected to Discord yet"
    if age > max_age:
        return (
            False,
            f"heartbeat {beat} is {age:.0f}s old (more than {max_age:.0f}s): not connected to Discord",
        )
    if not database.is_file():
        return False, f"database {database} does not exist"
    try:
        with contextlib.closing(sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)) as db:
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as exc:
        return False, f"database {database} does not answer: {exc}"
    return True, f"ok: connected {age:.0f}s ago, database {database} answers"


def main() -> int:
    """``python -m bot.health``: what Docker's HEALTHCHECK runs (light: no Discord, no games imported)."""
    try:
        healthy, line = check(load_config().database)
    except ConfigError as exc:
        healthy, line = False, f"error: {exc}"
    print(line)
    return 0 if healthy else 1


if __name__ == "__main__":
    raise SystemExit(main())
