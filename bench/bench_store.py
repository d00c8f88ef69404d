"""Benchmark: Store.append_action with a ~20 KB state vs a bare aiosqlite insert+commit.

Run: .venv/bin/python bench/bench_store.py [--n 500] [--dir /some/folder]
Both sides use WAL; figures are printed for synchronous=FULL (what the Store uses) and NORMAL.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiosqlite

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.store import Store, dump_json, pack_state  # noqa: E402


def make_state(rng: random.Random, target_bytes: int = 20_000) -> dict[str, Any]:
    """A game-like state: players, a map of hexes, decks; roughly target_bytes of JSON."""
    state: dict[str, Any] = {"round": 1, "players": [], "map": {}, "log_tail": []}
    cards = [f"card_{i:03d}" for i in range(120)]
    for p in range(4):
        state["players"].append(
            {
                "seat": p,
                "deck": rng.sample(cards, 16),
                "hand": rng.sample(cards, 5),
                "fame": rng.randint(0, 200),
                "units": [{"id": rng.choice(cards), "wounded": rng.random() < 0.3} for _ in range(3)],
            }
        )
    while len(dump_json(state)) < target_bytes:
        q, r = rng.randint(-20, 20), rng.randint(-20, 20)
        state["map"][f"{q},{r}"] = {
            "terrain": rng.choice(["plains", "hills", "forest", "swamp", "desert", "lake"]),
            "token": rng.choice([None, "orc", "keep", "mage_tower", "village"]),
            "seen": rng.random() < 0.5,
        }
    return state


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def line(name: str, samples: list[float]) -> str:
    ms = [s * 1000 for s in samples]
    return (
        f"  {name:<34} median {statistics.median(ms):7.3f} ms   p99 {pct(ms, 99):7.3f} ms   "
        f"max {max(ms):7.3f} ms   ({len(ms)} ops)"
    )


async def bench_store(path: Path, n: int, states: list[dict[str, Any]], sync: str) -> list[float]:
    store = await Store.open(path)
    await store._db.execute(f"PRAGMA synchronous = {sync}")
    game = await store.create_game(guild_id=None, channel_id=1, game_type="bench", created_by=1, lobby={})
    await store.start_game(game.id, expected_version=0, seed="s", state=states[0])
    times = []
    seq = 0
    for i in range(n):
        t0 = time.perf_counter()
        seq = await store.append_action(
            game.id,
            expected_seq=seq,
            actor=1,
            action={"type": "move", "to": [i % 7, i % 5]},
            state=states[i % len(states)],
            summary=f"move {i}",
            interaction_id=f"bench-{i}",
        )
        times.append(time.perf_counter() - t0)
    await store.close()
    return times


async def bench_bare(path: Path, n: int, payloads: list[str], sync: str) -> list[float]:
    db = await aiosqlite.connect(path, isolation_level=None)
    await db.execute("PRAGMA journal_mode = WAL")
    await db.execute(f"PRAGMA synchronous = {sync}")
    await db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    times = []
    for i in range(n):
        t0 = time.perf_counter()
        await db.execute("BEGIN IMMEDIATE")
        await db.execute("INSERT INTO t (body) VALUES (?)", (payloads[i % len(payloads)],))
        await db.execute("COMMIT")
        times.append(time.perf_counter() - t0)
    await db.close()
    return times


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=500)
    parser.add_argument(
        "--dir", type=Path, default=None, help="folder for the db files (default: a temp dir)"
    )
    args = parser.parse_args()
    rng = random.Random(7)
    states = [make_state(rng) for _ in range(8)]
    payloads = [dump_json(s) for s in states]
    raw = statistics.mean(len(p) for p in payloads)
    packed = statistics.mean(len(pack_state(s)) for s in states)
    t0 = time.perf_counter()
    for _ in range(200):
        pack_state(states[0])
    pack_ms = (time.perf_counter() - t0) / 200 * 1000
    print(
        f"state JSON {raw / 1024:.1f} KiB, zlib-6 {packed / 1024:.1f} KiB, encode+compress {pack_ms:.3f} ms"
    )
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        print(f"db folder: {folder}; SQLite {aiosqlite.sqlite_version}; n={args.n}")
        for sync in ("FULL", "NORMAL"):
            print(f"WAL, synchronous={sync}:")
            store_t = await bench_store(Path(folder) / f"store_{sync}.db", args.n, states, sync)
            bare_t = await bench_bare(Path(folder) / f"bare_{sync}.db", args.n, payloads, sync)
            print(line("Store.append_action (20 KB state)", store_t))
            print(line("bare insert+commit (20 KB text)", bare_t))
            sizes = [(Path(folder) / f"{k}_{sync}.db").stat().st_size for k in ("store", "bare")]
            print(
                f"  db file size: store {sizes[0] / 1e6:.2f} MB, bare {sizes[1] / 1e6:.2f} MB (WAL not counted)"
            )


if __name__ == "__main__":
    asyncio.run(main())
