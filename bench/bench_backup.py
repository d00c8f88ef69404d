"""Backup benchmark: a database with 100 finished games, each a random legal playout of Mage Knight's
First Reconnaissance (solo) to its result, stored action by action through the real service and store
with the snapshot pruning the bot does in production (every PRUNE_EVERY entries while playing, to one
in KEEP_EVERY when a game ends, and ``prune_ended`` before a scheduled backup); then an online backup
is timed and the database and backup sizes are printed. Prints figures; asserts nothing.

(A HoMM3 Clash played the same way takes some 600 actions and 7 s a game, too long for 100 games.)

Run: PYTHONPATH=. .venv/bin/python bench/bench_backup.py [games]
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

from bot.service import KEEP_EVERY, GameService
from bot.store import Store
from bot.store.backup import backup

GAMES = 100
T0 = 1_767_268_800.0
ENDERS = ("end-turn", "rest", "explore", "move")  # chosen 15 % of the time, as in bench_prune


def size(path: Path) -> int:
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path.stat().st_size


def counts(path: Path) -> tuple[int, int, int]:
    with sqlite3.connect(path) as db:
        (snaps,) = db.execute("SELECT COUNT(*) FROM snapshots").fetchone()
        (entries,) = db.execute("SELECT COUNT(*) FROM log").fetchone()
        (done,) = db.execute("SELECT COUNT(*) FROM games WHERE status = 'finished'").fetchone()
    return int(snaps), int(entries), int(done)


async def play(service: GameService, channel: int, seed: int, clock: list[float]) -> int:
    """One whole game through the service (each action persisted as the bot does): its actions."""
    user = 1000 + channel
    await service.new_game(
        channel_id=channel,
        guild_id=1,
        user_id=user,
        name="Ann",
        game="mageknight",
        options={"scenario": "first_reconnaissance"},
        seat={"hero": "tovak"},
    )
    await service.start(channel_id=channel, user_id=user, is_manager=False)
    pick = random.Random(seed)
    actions = 0
    while True:
        loaded = await service.load(channel, any_status=True)
        if loaded.game.status != "active":
            return actions
        seat = loaded.rules.to_move(loaded.state)[0]
        options = list(loaded.rules.decision(loaded.state, seat).options)
        enders = [o for o in options if o.command in ENDERS]
        o = pick.choice(enders) if enders and pick.random() < 0.15 else pick.choice(options)
        clock[0] += 60
        await service.act(channel_id=channel, user_id=user, option_id=o.id)
        actions += 1


async def main(games: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite3"
        store = await Store.open(db)
        clock = [T0]
        service = GameService(store, seed_factory=lambda: f"backup-{clock[0]}", clock=lambda: clock[0])
        started = time.perf_counter()
        actions = 0
        for n in range(games):
            actions += await play(service, n + 1, n, clock)
        played = time.perf_counter() - started
        dropped = await store.prune_ended(keep_every=KEEP_EVERY)  # what the scheduled backup does first
        await store.close()
        snaps, entries, done = counts(db)
        print(
            f"{done}/{games} games finished, {actions} actions ({actions / max(1, games):.0f} a game) "
            f"stored in {played:.1f}s; {entries} log entries, {snaps} snapshots kept "
            f"({dropped} more pruned before the backup)"
        )
        live = size(db)
        took = time.perf_counter()
        copy = backup(db, Path(tmp) / "backups")
        took = time.perf_counter() - took
        print(
            f"online backup: {took:.3f}s (integrity {copy.integrity}); database {live / 1024:.0f} KiB, "
            f"backup {copy.size / 1024:.0f} KiB"
        )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES))
