"""Snapshot pruning benchmark: a whole long Mage Knight game (random legal playout through the real
service and store, every action persisted with its snapshot), the database size with every snapshot
kept, then after pruning (and VACUUM) as the bot does it; plus the cost of rebuilding a pruned state
(GM rewind, an old control's check) by replaying from the snapshot before it. Prints figures; asserts
nothing.

Run: .venv/bin/python bench/bench_prune.py [scenario] [players] [seed]
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot import service as service_module
from bot.service import GameService
from bot.store import Store

HEROES = ["arythea", "tovak", "goldyx", "norowas"]
T0 = 1_767_268_800.0


def size(path: Path) -> int:
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path.stat().st_size


def snapshot_bytes(path: Path) -> tuple[int, int]:
    with sqlite3.connect(path) as db:
        n, total = db.execute("SELECT COUNT(*), SUM(LENGTH(state)) FROM snapshots").fetchone()
    return int(n), int(total or 0)


async def play(path: Path, scenario: str, players: int, seed: int) -> tuple[int, int, float]:
    """A whole game with pruning switched off: (actions, rounds, seconds)."""
    store = await Store.open(path)
    clock = [T0]
    service = GameService(store, seed_factory=lambda: f"prune-{seed}", clock=lambda: clock[0])

    async def keep_all(*_a: Any, **_k: Any) -> int:
        return 0

    store.prune_snapshots = keep_all  # type: ignore[method-assign]
    ch = 1
    await service.new_game(
        channel_id=ch,
        guild_id=1,
        user_id=100,
        name="P0",
        game="mageknight",
        options={"scenario": scenario},
        seat={"hero": HEROES[0]},
    )
    for i in range(1, players):
        await service.join(channel_id=ch, user_id=100 + i, name=f"P{i}", choices={"hero": HEROES[i]})
    await service.start(channel_id=ch, user_id=100, is_manager=False)
    pick = random.Random(seed)
    started = time.perf_counter()
    actions = 0
    while True:
        loaded = await service.load(ch, any_status=True)
        if loaded.game.status != "active":
            break
        seat = loaded.rules.to_move(loaded.state)[0]
        uid = {p.seat: p.user_id for p in loaded.players()}[seat]
        options = list(loaded.rules.decision(loaded.state, seat).options)
        enders = [o for o in options if o.command in ("end-turn", "rest", "explore", "move")]
        o = pick.choice(enders) if enders and pick.random() < 0.15 else pick.choice(options)
        clock[0] += 600
        await service.act(channel_id=ch, user_id=uid, option_id=o.id)
        actions += 1
    rounds = loaded.state.round
    await store.close()
    return actions, rounds, time.perf_counter() - started


async def main() -> None:
    scenario = sys.argv[1] if len(sys.argv) > 1 else "full_conquest"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.sqlite3"
        actions, rounds, seconds = await play(path, scenario, players, seed)
        before = size(path)
        n_before, snap_before = snapshot_bytes(path)
        print(
            f"{scenario}, {players} players, seed {seed}: {actions} actions, {rounds} rounds, played in {seconds:.1f}s"
        )
        print(
            f"every snapshot kept : {before / 1e6:8.2f} MB file, {n_before:5d} snapshots, {snap_before / 1e6:7.2f} MB of them"
        )
        store = await Store.open(path)
        dropped = await store.prune_snapshots(1, keep_every=service_module.KEEP_EVERY, keep_recent=0)
        await store.close()
        with sqlite3.connect(path) as db:
            db.execute("VACUUM")
        after = size(path)
        n_after, snap_after = snapshot_bytes(path)
        print(
            f"pruned (1 in {service_module.KEEP_EVERY}) + VACUUM: {after / 1e6:8.2f} MB file, {n_after:5d} snapshots, {snap_after / 1e6:7.2f} MB of them ({dropped} dropped)"
        )
        print(f"saved: {(before - after) / 1e6:.2f} MB ({100 * (before - after) / before:.0f}% of the file)")
        store = await Store.open(path)
        service = GameService(store)
        loaded = await service.load(1, any_status=True)
        worst = [
            s for s in range(1, loaded.seq) if s % service_module.KEEP_EVERY == service_module.KEEP_EVERY - 1
        ]
        t0 = time.perf_counter()
        for s in worst[:20]:
            await service.state_at(loaded, s)
        per = (time.perf_counter() - t0) / max(1, len(worst[:20]))
        print(
            f"rebuilding a pruned state (worst case, {service_module.KEEP_EVERY - 1} replayed actions): {per * 1000:.0f} ms"
        )
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
