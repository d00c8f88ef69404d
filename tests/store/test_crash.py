"""Crash safety: a writer process killed with SIGKILL loses no acknowledged action."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.store import Store

REPO = Path(__file__).resolve().parents[2]

# The child appends forever and prints each seq only after append_action returned (= committed).
CHILD = """
import asyncio, os, sys
from bot.store import Store

async def main(path: str) -> None:
    store = await Store.open(path)
    game = await store.live_game(1)
    if game is None:
        game = await store.create_game(guild_id=None, channel_id=1, game_type="t", created_by=1, lobby={})
        game = await store.start_game(game.id, expected_version=0, seed="s", state={"n": 0})
    seq, _ = await store.latest(game.id)
    print(f"game {game.id}", flush=True)
    while True:
        pad = os.urandom(3000).hex()  # ~6 KB incompressible: longer transactions, more pages
        seq = await store.append_action(
            game.id, expected_seq=seq, actor=1, action={"n": seq + 1}, state={"n": seq + 1, "pad": pad},
            summary=f"#{seq + 1}", interaction_id=f"{os.getpid()}-{seq + 1}",
        )
        print(seq, flush=True)

asyncio.run(main(sys.argv[1]))
"""


def _run_and_kill(path: Path, acks_before_kill: int, rng: random.Random) -> tuple[int, list[int]]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    acked: list[int] = []
    try:
        header = proc.stdout.readline()
        assert header.startswith("game "), header + (proc.stderr.read() if proc.stderr else "")
        game_id = int(header.split()[1])
        deadline = time.monotonic() + 60
        while len(acked) < acks_before_kill and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            acked.append(int(line))
        time.sleep(rng.random() * 0.01)  # land somewhere inside a later transaction
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        # Lines already in the pipe were printed after a commit: they are acknowledged too.
        acked.extend(int(line) for line in proc.stdout.read().split())
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        if proc.stderr:
            proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    assert len(acked) >= acks_before_kill, "the child did not acknowledge enough actions"
    return game_id, acked


async def test_sigkill_mid_writing_loses_no_acknowledged_action(tmp_path: Path) -> None:
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("needs POSIX signals")
    path = tmp_path / "crash.db"
    rng = random.Random(1234)
    all_acked: list[int] = []
    for _round in range(4):  # each round resumes the same game after the previous kill
        game_id, acked = _run_and_kill(path, rng.randint(20, 60), rng)
        all_acked.extend(acked)
        async with await Store.open(path) as store:
            assert await store.integrity_check() == "ok"
            game = await store.get_game(game_id)
            assert game is not None
            entries = await store.log(game_id, limit=100_000)
            seqs = sorted(e.seq for e in entries)
            assert seqs == list(range(1, len(seqs) + 1))  # no gap, no duplicate
            assert game.seq == seqs[-1]
            assert set(all_acked) <= set(seqs)
            seq, state = await store.latest(game_id)
            assert seq == game.seq and state["n"] == seq
            assert len(await store.effective_actions(game_id)) == seq
    with sqlite3.connect(path) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("PRAGMA foreign_key_check").fetchall() == []
        max_seq = con.execute("SELECT MAX(seq) FROM log").fetchone()[0]
        assert con.execute("SELECT seq FROM games").fetchone()[0] == max_seq
        assert con.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0] == max_seq + 1
    assert len(all_acked) == len(set(all_acked)) >= 80
