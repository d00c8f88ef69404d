"""Games, lobby optimistic concurrency, status and tracked messages."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import GameExistsError, GameNotFoundError, GameStatusError, StaleError, Store


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(tmp_path / "games.db")
    yield s
    await s.close()


async def _new(store: Store, channel: int = 100, **lobby: object) -> int:
    game = await store.create_game(
        guild_id=9, channel_id=channel, game_type="mk", created_by=1, lobby=dict(lobby)
    )
    return game.id


async def test_create_game_fields(store: Store) -> None:
    game = await store.create_game(
        guild_id=None,
        channel_id=42,
        game_type="mageknight",
        created_by=7,
        lobby={"scenario": "first", "seats": [7]},
    )
    assert (game.guild_id, game.channel_id, game.game_type, game.created_by) == (None, 42, "mageknight", 7)
    assert game.status == "lobby" and game.version == 0 and game.seq == 0 and game.seed is None
    assert game.lobby == {"scenario": "first", "seats": [7]}
    assert game.live
    assert await store.get_game(game.id) == game
    assert await store.live_game(42) == game
    assert await store.get_game(game.id + 1000) is None


async def test_one_live_game_per_channel(store: Store) -> None:
    first = await _new(store, 100)
    with pytest.raises(GameExistsError):
        await _new(store, 100)
    await _new(store, 101)  # another channel is fine
    await store.set_status(first, "abandoned")
    second = await _new(store, 100)  # an ended game frees the channel
    live = await store.live_game(100)
    assert live is not None and live.id == second
    last = await store.last_game(100)
    assert last is not None and last.id == second
    await store.set_status(second, "finished")
    assert await store.live_game(100) is None
    last = await store.last_game(100)
    assert last is not None and last.id == second and last.status == "finished"
    assert await store.last_game(555) is None


async def test_lobby_updates_use_optimistic_versions(store: Store) -> None:
    gid = await _new(store, seats=[1])
    game = await store.update_lobby(gid, {"seats": [1, 2]}, expected_version=0)
    assert game.version == 1 and game.lobby == {"seats": [1, 2]}
    with pytest.raises(StaleError):
        await store.update_lobby(gid, {"seats": [1, 3]}, expected_version=0)
    unchanged = await store.get_game(gid)
    assert unchanged is not None and unchanged.lobby == {"seats": [1, 2]} and unchanged.version == 1
    with pytest.raises(GameNotFoundError):
        await store.update_lobby(gid + 99, {}, expected_version=0)


async def test_start_game(store: Store) -> None:
    gid = await _new(store, seats=[1, 2])
    await store.update_lobby(gid, {"seats": [1, 2, 3]}, expected_version=0)
    with pytest.raises(StaleError):
        await store.start_game(gid, expected_version=0, seed="abc", state={"round": 1})
    game = await store.start_game(gid, expected_version=1, seed="abc", state={"round": 1})
    assert game.status == "active" and game.seed == "abc" and game.seq == 0 and game.version == 2
    assert await store.latest(gid) == (0, {"round": 1})
    assert await store.snapshot_at(gid, 0) == {"round": 1}
    with pytest.raises(GameStatusError):  # cannot start twice
        await store.start_game(gid, expected_version=2, seed="x", state={})
    with pytest.raises(StaleError):  # a late lobby click after the start
        await store.update_lobby(gid, {"seats": [9]}, expected_version=1)


async def test_status_changes(store: Store) -> None:
    a, b = await _new(store, 1), await _new(store, 2)
    await store.start_game(a, expected_version=0, seed="s", state={})
    await store.set_status(a, "finished")
    await store.set_status(b, "abandoned")
    assert [g.id for g in await store.games_by_status("finished")] == [a]
    assert [g.id for g in await store.games_by_status("abandoned")] == [b]
    assert await store.games_by_status("active") == []
    with pytest.raises(ValueError):
        await store.set_status(a, "active")  # a game is never revived
    with pytest.raises(GameNotFoundError):
        await store.set_status(999, "finished")
    with pytest.raises(GameStatusError):
        await store.update_lobby(b, {}, expected_version=0)


async def test_tracked_messages(store: Store) -> None:
    gid = await _new(store)
    assert await store.get_message(gid, "turn_prompt") is None
    await store.set_message(gid, "turn_prompt", 100, 5000)
    assert await store.get_message(gid, "turn_prompt") == (100, 5000)
    await store.set_message(gid, "turn_prompt", 100, 5001)  # replaced, not duplicated
    await store.set_message(gid, "status", 100, 6000)
    assert await store.get_message(gid, "turn_prompt") == (100, 5001)
    assert await store.get_message(gid, "status") == (100, 6000)
    with pytest.raises(GameNotFoundError):
        await store.set_message(gid + 1, "status", 1, 1)
    await store.forget_message(gid, "turn_prompt")  # a live block that is over
    await store.forget_message(gid, "never set")
    assert await store.get_message(gid, "turn_prompt") is None
    assert await store.get_message(gid, "status") == (100, 6000)
