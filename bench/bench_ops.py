"""Operations benchmark: the scheduler's cost per wake-up with 1,000 live games (two seats asked in
each; idle, then with every reminder due), and backup time and size of that database (stub games
without a log; bench_backup.py measures 100 real finished games). Prints figures; asserts nothing."""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from bot.ops.scheduler import Scheduler
from bot.store import Store
from bot.store.backup import backup

GAMES = 1000
T0 = 1_767_268_800.0


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite3"
        store = await Store.open(db)
        for i in range(GAMES):
            g = await store.create_game(
                guild_id=1, channel_id=i + 1, game_type="highcard", created_by=1, lobby={"seats": []}
            )
            await store.start_game(
                g.id,
                expected_version=0,
                seed="s",
                state={"schema": 1},
                owners=[(0, 10 + i, "a"), (1, 20 + i, "b")],
                asked=[(0, 10 + i), (1, 20 + i)],
                now=T0,
            )
        clock = [T0]
        sched = Scheduler(store, lambda: clock[0], batch=5000)
        started = time.perf_counter()
        first = await sched.tick()  # announces every new turn
        print(f"first wake-up (announce {len(first)} turns): {time.perf_counter() - started:.3f}s")
        for label, at in (
            ("idle wake-up, nothing due", T0 + 60),
            ("wake-up with every reminder due", T0 + 86_400),
        ):
            clock[0] = at
            started = time.perf_counter()
            sent = await sched.tick()
            print(
                f"{label}: {(time.perf_counter() - started) * 1000:.1f} ms, {len(sent)} notices, {GAMES} games"
            )
        for i in range(GAMES):
            if i >= 100:
                await store.set_status(i + 1, "abandoned")
        await store.close()
        started = time.perf_counter()
        done = backup(db, Path(tmp) / "b")
        print(
            f"backup of {GAMES} games' database: {time.perf_counter() - started:.3f}s, {done.size / 1024:.0f} KiB"
        )


if __name__ == "__main__":
    asyncio.run(main())
