"""The action log: sequence, exactly-once, concurrency, undo and snapshots."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.store import (
    DuplicateInteractionError,
    GameStatusError,
    InvalidUndoError,
    NotStartedError,
    StaleError,
    Store,
)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


async def _started(store: Store, channel: int = 100, state: dict[str, Any] | None = None) -> int:
    game = await store.create_game(guild_id=1, channel_id=channel, game_type="mk", created_by=1, lobby={})
    await store.start_game(
        game.id, expected_version=0, seed="seed", state=state if state is not None else {"n": 0}
    )
    return game.id


async def _act(store: Store, gid: int, seq: int, interaction: str | None = None) -> int:
    return await store.append_action(
        gid,
        expected_seq=seq,
        actor=1,
        action={"n": seq + 1},
        state={"n": seq + 1},
        summary=f"move {seq + 1}",
        interaction_id=interaction,
    )


async def test_sequence_grows_and_log_reads_back(store: Store) -> None:
    gid = await _started(store)
    for expected in range(5):
        assert await _act(store, gid, expected, f"i{expected}") == expected + 1
    game = await store.get_game(gid)
    assert game is not None and game.seq == 5
    assert await store.latest(gid) == (5, {"n": 5})
    assert await store.count_log(gid) == 5
    newest = await store.log(gid, limit=2)
    assert [e.seq for e in newest] == [5, 4]
    assert newest[0].action == {"n": 5} and newest[0].summary == "move 5" and newest[0].kind == "action"
    assert newest[0].interaction_id == "i4" and newest[0].actor == 1 and not newest[0].undone
    assert [e.seq for e in await store.log(gid, limit=10, offset=3)] == [2, 1]
    assert [e.seq for e in await store.effective_actions(gid)] == [1, 2, 3, 4, 5]


async def test_stale_sequence_raises_and_writes_nothing(store: Store) -> None:
    gid = await _started(store)
    await _act(store, gid, 0)
    for wrong in (0, 2, 7):
        with pytest.raises(StaleError):
            await _act(store, gid, wrong, f"stale-{wrong}")
    assert await store.latest(gid) == (1, {"n": 1})
    assert await store.count_log(gid) == 1
    with pytest.raises(NotStartedError):
        await store.snapshot_at(gid, 2)
    assert await _act(store, gid, 1, "stale-2") == 2  # the refused interaction was not recorded


async def test_duplicate_interaction_raises_and_writes_nothing(store: Store) -> None:
    gid = await _started(store)
    await _act(store, gid, 0, "click-1")
    with pytest.raises(DuplicateInteractionError):
        await _act(store, gid, 1, "click-1")  # right seq, same interaction
    with pytest.raises(DuplicateInteractionError):
        await _act(store, gid, 0, "click-1")  # the retried click: reported as duplicate, not stale
    other = await _started(store, channel=200)
    with pytest.raises(DuplicateInteractionError):  # interaction ids are global
        await _act(store, other, 0, "click-1")
    assert await store.latest(gid) == (1, {"n": 1})
    assert await store.count_log(gid) == 1 and await store.count_log(other) == 0


async def test_append_needs_an_active_game(store: Store) -> None:
    game = await store.create_game(guild_id=1, channel_id=5, game_type="mk", created_by=1, lobby={})
    with pytest.raises(GameStatusError):
        await _act(store, game.id, 0)
    with pytest.raises(NotStartedError):
        await store.latest(game.id)
    gid = await _started(store, channel=6)
    await store.set_status(gid, "finished")
    with pytest.raises(GameStatusError):
        await _act(store, gid, 0)


async def test_concurrent_appends_same_store_exactly_one_wins(store: Store) -> None:
    gid = await _started(store)
    results = await asyncio.gather(*(_act(store, gid, 0, f"c{i}") for i in range(5)), return_exceptions=True)
    assert sorted(r for r in results if isinstance(r, int)) == [1]
    assert all(isinstance(r, StaleError) for r in results if not isinstance(r, int))
    assert await store.count_log(gid) == 1


async def test_concurrent_appends_two_stores_same_file(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    a, b = await Store.open(path), await Store.open(path)
    try:
        gid = await _started(a)
        for seq in range(10):
            results = await asyncio.gather(
                _act(a, gid, seq, f"a{seq}"), _act(b, gid, seq, f"b{seq}"), return_exceptions=True
            )
            wins = [r for r in results if isinstance(r, int)]
            assert wins == [seq + 1], results
            assert sum(isinstance(r, StaleError) for r in results) == 1
        assert await b.latest(gid) == (10, {"n": 10})
        assert await a.count_log(gid) == 10
    finally:
        await a.close()
        await b.close()


async def test_many_writers_retrying_leave_a_gapless_log(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    stores = [await Store.open(path) for _ in range(4)]
    gid = await _started(stores[0])
    per_worker = 15

    async def worker(idx: int, store: Store) -> int:
        done = stale = 0
        while done < per_worker:
            seq, _ = await store.latest(gid)
            try:
                await _act(store, gid, seq, f"w{idx}-{done}")
                done += 1
            except StaleError:
                stale += 1
        return stale

    try:
        await asyncio.gather(*(worker(i, s) for i, s in enumerate(stores)))
        total = per_worker * len(stores)
        entries = await stores[0].log(gid, limit=1000)
        assert sorted(e.seq for e in entries) == list(range(1, total + 1))
        assert len({e.interaction_id for e in entries}) == total
        assert await stores[1].latest(gid) == (total, {"n": total})
    finally:
        for s in stores:
            await s.close()


async def test_undo_marks_entries_and_effective_actions_skip_them(store: Store) -> None:
    gid = await _started(store)
    for seq in range(4):
        await _act(store, gid, seq)
    state_2 = await store.snapshot_at(gid, 2)
    new_seq = await store.append_undo(
        gid, expected_seq=4, actor=1, undo_to=2, state=state_2, summary="undo to 2", interaction_id="u1"
    )
    assert new_seq == 5
    assert await store.latest(gid) == (5, {"n": 2})
    assert [e.seq for e in await store.effective_actions(gid)] == [1, 2]
    entries = {e.seq: e for e in await store.log(gid, limit=10)}
    assert [entries[s].undone for s in (1, 2, 3, 4)] == [False, False, True, True]
    assert entries[5].kind == "undo" and entries[5].action == {"undo_to": 2} and not entries[5].undone
    await store.append_action(gid, expected_seq=5, actor=1, action={"n": 3}, state={"n": 3}, summary="again")
    assert [e.seq for e in await store.effective_actions(gid)] == [1, 2, 6]
    with pytest.raises(InvalidUndoError):  # the state after entry 3 is no longer on the line of play
        await store.append_undo(gid, expected_seq=6, actor=1, undo_to=3, state={}, summary="bad")
    with pytest.raises(InvalidUndoError):
        await store.append_undo(gid, expected_seq=6, actor=1, undo_to=6, state={}, summary="bad")
    with pytest.raises(StaleError):
        await store.append_undo(gid, expected_seq=5, actor=1, undo_to=0, state={}, summary="late")
    assert await store.count_log(gid) == 6
    await store.append_undo(gid, expected_seq=6, actor=1, undo_to=0, state={"n": 0}, summary="all")
    assert await store.effective_actions(gid) == []
    assert await store.latest(gid) == (7, {"n": 0})


async def test_undo_past_an_undo_makes_it_untargetable(store: Store) -> None:
    gid = await _started(store)
    await _act(store, gid, 0)
    await _act(store, gid, 1)
    await store.append_undo(gid, expected_seq=2, actor=1, undo_to=1, state={"n": 1}, summary="u")  # seq 3
    await store.append_undo(gid, expected_seq=3, actor=1, undo_to=0, state={"n": 0}, summary="u")  # seq 4
    with pytest.raises(InvalidUndoError):  # snapshot 3 holds action 1, which is now undone
        await store.append_undo(gid, expected_seq=4, actor=1, undo_to=3, state={"n": 1}, summary="u")


async def test_snapshots_round_trip(store: Store) -> None:
    state = {
        "text": "Žluťoučký kůň — łódź ✓",
        "nested": {"list": [1, 2.5, None, True, {"deep": []}], "big": 2**62},
        "pad": "x" * 50_000,
    }
    gid = await _started(store, state=state)
    assert await store.snapshot_at(gid, 0) == state
    after = {**state, "round": 2}
    await store.append_action(gid, expected_seq=0, actor=None, action={"k": "v"}, state=after, summary="")
    assert await store.latest(gid) == (1, after)
    assert await store.snapshot_at(gid, 0) == state
    with pytest.raises(ValueError):  # NaN is not JSON; refused before anything is written
        await store.append_action(
            gid, expected_seq=1, actor=None, action={}, state={"x": float("nan")}, summary=""
        )
    assert await store.count_log(gid) == 1


async def test_cancelled_appends_leave_no_half_transaction(store: Store) -> None:
    gid = await _started(store)
    for ticks in range(12):  # cancel the caller at different points of the transaction
        seq, _ = await store.latest(gid)
        task = asyncio.create_task(_act(store, gid, seq, f"cancel-{ticks}"))
        for _ in range(ticks):
            await asyncio.sleep(0)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        # The write finishes in the background (committed fully or not at all); the store stays usable.
        seq, state = await store.latest(gid)
        assert state == {"n": seq} and await store.count_log(gid) == seq
        assert await _act(store, gid, seq) == seq + 1
    assert await store.integrity_check() == "ok"
