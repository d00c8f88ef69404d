"""Property test: any mix of actions and undos keeps the latest snapshot equal to a replay of
effective_actions, and refuses undo targets that left the line of play."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.store import InvalidUndoError, Store

# ("act", _) appends an action; ("undo", k) undoes to the k-th candidate target (valid or not).
OPS = st.lists(st.tuples(st.sampled_from(["act", "act", "undo"]), st.integers(0, 10_000)), max_size=30)


async def _check(ops: list[tuple[str, int]], path: Path) -> None:
    async with await Store.open(path) as store:
        game = await store.create_game(guild_id=None, channel_id=1, game_type="t", created_by=1, lobby={})
        gid = game.id
        await store.start_game(gid, expected_version=0, seed="s", state={"acts": []})
        # Model: the state after each seq, and which seqs are off the line of play.
        states: dict[int, list[int]] = {0: []}
        off_line: set[int] = set()
        seq, next_id = 0, 1
        for op, pick in ops:
            if op == "act":
                new_state = [*states[seq], next_id]
                seq = await store.append_action(
                    gid,
                    expected_seq=seq,
                    actor=1,
                    action={"id": next_id},
                    state={"acts": new_state},
                    summary="",
                )
                states[seq] = new_state
                next_id += 1
            else:
                target = pick % (seq + 1)
                if target == seq or target in off_line:
                    try:
                        await store.append_undo(
                            gid, expected_seq=seq, actor=1, undo_to=target, state={}, summary=""
                        )
                    except InvalidUndoError:
                        pass
                    else:
                        raise AssertionError(f"undo to {target} at seq {seq} was accepted")
                    continue
                restored = await store.snapshot_at(gid, target)
                new_seq = await store.append_undo(
                    gid, expected_seq=seq, actor=1, undo_to=target, state=restored, summary=""
                )
                off_line.update(range(target + 1, seq + 1))
                seq = new_seq
                states[seq] = restored["acts"]
            latest_seq, latest_state = await store.latest(gid)
            replay = [e.action["id"] for e in await store.effective_actions(gid)]
            assert latest_seq == seq
            assert latest_state == {"acts": states[seq]} == {"acts": replay}
        assert await store.count_log(gid) == seq
        marked = {e.seq for e in await store.log(gid, limit=1000) if e.undone}
        assert marked == off_line


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPS)
def test_snapshots_agree_with_replay_under_undo(ops: list[tuple[str, int]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_check(ops, Path(folder) / "p.db"))
