"""Benchmark: an action's round trip through the service and SQLite, next to a bare aiosqlite
insert+commit of the same size, and the replay time of a 1,000-action game.

Run: .venv/bin/python bench/bench_service.py   (prints its figures; asserts nothing)
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import tempfile
import time
import zlib
from pathlib import Path

import aiosqlite

from bot.games.mageknight import game as mk
from bot.games.mageknight.data import load
from bot.games.mageknight.setup import Seat
from bot.service import GameService
from bot.store import Store

CH = 1
USERS = [(11, "Ann", "arythea"), (12, "Ben", "tovak"), (13, "Cat", "goldyx"), (14, "Dan", "norowas")]


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


async def start(service: GameService) -> None:
    first = USERS[0]
    await service.new_game(
        channel_id=CH,
        guild_id=None,
        user_id=first[0],
        name=first[1],
        game="mageknight",
        options={"scenario": "first_reconnaissance"},
        seat={"hero": first[2]},
        max_players=4,
    )
    for uid, name, hero in USERS[1:]:
        await service.join(channel_id=CH, user_id=uid, name=name, choices={"hero": hero})
    await service.start(channel_id=CH, user_id=first[0], is_manager=False)


async def service_round_trips(path: Path, n_actions: int) -> tuple[list[float], int, list[tuple[int, dict]]]:
    store = await Store.open(path)
    service = GameService(store, seed_factory=lambda: "bench-seed")
    await start(service)
    pick = random.Random(5)
    times: list[float] = []
    log: list[tuple[int, dict]] = []
    size = 0
    while len(times) < n_actions:
        loaded = await service.load(CH, any_status=True)
        seat = mk.to_move(loaded.state)
        if seat is None:  # game over: start the next one in the same database
            await start(service)
            continue
        user = loaded.state.players[seat].user_id
        options = await service.options(CH, user)
        enders = [o for o in options if o.command in ("end-turn", "move", "explore")]
        opt = pick.choice(enders) if enders and pick.random() < 0.5 else pick.choice(options)
        t0 = time.perf_counter()
        result = await service.act(
            channel_id=CH, user_id=user, action=opt.action(), interaction_id=f"i{len(times)}"
        )
        times.append((time.perf_counter() - t0) * 1000)
        log.append((seat, opt.action()))
        size = len(json.dumps(result.state.to_json()))
    await store.close()
    return times, size, log


async def bare_inserts(path: Path, size: int, n: int) -> list[float]:
    db = await aiosqlite.connect(path, isolation_level=None)
    await db.execute("PRAGMA journal_mode = WAL")
    await db.execute("PRAGMA synchronous = FULL")
    await db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, body BLOB)")
    payload = zlib.compress(json.dumps({"x": "a" * size}).encode())
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        await db.execute("BEGIN IMMEDIATE")
        await db.execute("INSERT INTO t (body) VALUES (?)", (payload,))
        await db.execute("COMMIT")
        times.append((time.perf_counter() - t0) * 1000)
    await db.close()
    return times


def _random_game(
    data, seats: list[Seat], seed: str, pick: random.Random
) -> tuple[object, list[tuple[int, dict]]]:
    """A whole random game; moves are preferred and exploring avoided so that games run long."""
    state = mk.new_game("first_reconnaissance", seats, seed, data).state
    log: list[tuple[int, dict]] = []
    while (seat := mk.to_move(state)) is not None:
        options = mk.decision(state, seat, data).options  # type: ignore[union-attr]
        moves = [o for o in options if o.command == "move"]
        calm = [o for o in options if o.command != "explore"] or list(options)
        opt = pick.choice(moves) if moves and pick.random() < 0.7 else pick.choice(calm)
        state = mk.apply(state, seat, opt.action(), data).state
        log.append((seat, opt.action()))
    return state, log


def replay_bench() -> None:
    """First Reconnaissance games are a few hundred actions long; the longest of several random
    4-player games is replayed and the time is also given per 1,000 actions."""
    data = load()
    seats = [Seat(uid, name, hero) for uid, name, hero in USERS]
    pick = random.Random(9)
    best = max(
        (_random_game(data, seats, f"replay-{i}", pick) + (f"replay-{i}",) for i in range(4)),
        key=lambda g: len(g[1]),
    )
    state, log, seed = best
    setup = {
        "scenario": "first_reconnaissance",
        "seed": seed,
        "seats": [{"user_id": s.user_id, "name": s.name, "hero": s.hero} for s in seats],
    }
    runs = []
    for _ in range(5):
        t0 = time.perf_counter()
        replayed = mk.replay(setup, log, data)
        runs.append(time.perf_counter() - t0)
    assert replayed == state
    med = statistics.median(runs)
    print(
        f"replay of a whole {len(log)}-action 4-player game: median {med * 1000:.0f} ms "
        f"= {med / len(log) * 1_000_000:.0f} ms per 1,000 actions (target < 500 ms); replay equals the live state"
    )


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        times, size, _ = await service_round_trips(Path(tmp) / "svc.sqlite3", 400)
        bare = await bare_inserts(Path(tmp) / "bare.sqlite3", size, 400)
    print(
        f"service.act round trip over {len(times)} actions (state JSON ~{size / 1024:.1f} KiB): "
        f"median {statistics.median(times):.2f} ms, p99 {pct(times, 99):.2f} ms (target p99 < 20 ms)"
    )
    print(
        f"bare aiosqlite insert+commit of the same size (WAL, synchronous=FULL): "
        f"median {statistics.median(bare):.2f} ms, p99 {pct(bare, 99):.2f} ms"
    )
    replay_bench()


if __name__ == "__main__":
    asyncio.run(main())
