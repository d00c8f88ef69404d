"""The action lifecycle on real SQLite files: exactly once, concurrent clicks, stale buttons, undo
within the rulebook's limits, a restart, and replay equal to the stored state."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.engine.errors import IllegalActionError, NotYourTurnError, RulesError
from bot.games.mageknight import game as mk
from bot.service import GameService, ServiceError
from bot.store import Store

CH = 42
ALICE, BOB = 1, 2


async def started(path: Path, seed: str = "svc-seed") -> tuple[Store, GameService]:
    store = await Store.open(path)
    service = GameService(store, seed_factory=lambda: seed)
    await service.new_game(
        channel_id=CH,
        guild_id=7,
        user_id=ALICE,
        name="Alice",
        game="mageknight",
        options={"scenario": "first_reconnaissance"},
        seat={"hero": "arythea"},
        max_players=2,
    )
    await service.join(channel_id=CH, user_id=BOB, name="Bob", choices={"hero": "tovak"})
    await service.start(channel_id=CH, user_id=ALICE, is_manager=False)
    return store, service


async def to_first_turn(service: GameService) -> int:
    """Both players pick a tactic; returns the user id of the first player."""
    for _ in range(2):
        loaded = await service.load(CH)
        seat = mk.to_move(loaded.state)
        assert seat is not None
        user = loaded.state.players[seat].user_id
        opt = (await service.options(CH, user))[0]
        await service.act(channel_id=CH, user_id=user, action=opt.action())
    loaded = await service.load(CH)
    seat = mk.to_move(loaded.state)
    assert seat is not None
    return loaded.state.players[seat].user_id


def a_play(options: list[mk.Option]) -> mk.Option:
    return next(o for o in options if o.command == "play" and o.params["mode"] == "sideways/move")


async def test_same_interaction_twice_applies_once(tmp_path: Path) -> None:
    store, service = await started(tmp_path / "g.sqlite3")
    user = await to_first_turn(service)
    opt = a_play(await service.options(CH, user))
    first = await service.act(channel_id=CH, user_id=user, action=opt.action(), interaction_id="i-1")
    again = await service.act(channel_id=CH, user_id=user, action=opt.action(), interaction_id="i-1")
    assert not first.duplicate and again.duplicate
    assert again.seq == first.seq
    assert (await store.latest(first.game.id))[0] == first.seq
    await store.close()


async def test_two_clicks_at_once_apply_one_action(tmp_path: Path) -> None:
    """Two clicks on buttons drawn at the same seq: one applies, the other is stale."""
    store, service = await started(tmp_path / "g.sqlite3")
    user = await to_first_turn(service)
    seq = (await service.load(CH)).seq
    opt = a_play(await service.options(CH, user))
    results = await asyncio.gather(
        service.act(channel_id=CH, user_id=user, action=opt.action(), interaction_id="a", expected_seq=seq),
        service.act(channel_id=CH, user_id=user, action=opt.action(), interaction_id="b", expected_seq=seq),
        return_exceptions=True,
    )
    assert sum(1 for r in results if isinstance(r, ServiceError)) == 1
    assert (await service.load(CH)).seq == seq + 1
    await store.close()


async def test_two_processes_cannot_both_apply(tmp_path: Path) -> None:
    """Two services (as two bot processes) on one file: the store's sequence guard lets one win."""
    path = tmp_path / "g.sqlite3"
    store1, service1 = await started(path)
    user = await to_first_turn(service1)
    store2 = await Store.open(path)
    service2 = GameService(store2)
    await service2.load(CH)  # both now hold the same seq in memory
    opt = a_play(await service1.options(CH, user))
    results = await asyncio.gather(
        service1.act(channel_id=CH, user_id=user, action=opt.action()),
        service2.act(channel_id=CH, user_id=user, action=opt.action()),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, Exception)]
    assert len(errors) <= 1
    applied = [r for r in results if not isinstance(r, Exception)]
    seqs = {r.seq for r in applied}
    entries = await store1.effective_actions(applied[0].game.id)
    assert len(entries) == 2 + len(applied) and len(seqs) == len(applied)
    assert await service1.replay_check(CH)
    await store1.close()
    await store2.close()


async def test_wrong_player_and_no_game_change_nothing(tmp_path: Path) -> None:
    store, service = await started(tmp_path / "g.sqlite3")
    user = await to_first_turn(service)
    other = BOB if user == ALICE else ALICE
    before = (await service.load(CH)).seq
    opt = a_play(await service.options(CH, user))
    with pytest.raises(NotYourTurnError):
        await service.act(channel_id=CH, user_id=other, action=opt.action())
    with pytest.raises(ServiceError, match="not a player"):
        await service.act(channel_id=CH, user_id=999, action=opt.action())
    with pytest.raises(ServiceError, match="no game in this channel"):
        await service.act(channel_id=CH + 1, user_id=user, action=opt.action())
    with pytest.raises(RulesError):
        await service.act(channel_id=CH, user_id=user, action={"type": "move", "hex": "99,99"})
    assert (await service.load(CH)).seq == before
    await store.close()


async def test_undo_takes_back_own_actions_but_not_past_a_draw(tmp_path: Path) -> None:
    """§4.2: a player may take back their actions this turn, but never past a card draw."""
    store, service = await started(tmp_path / "g.sqlite3")
    user = await to_first_turn(service)
    start = await service.load(CH)
    before_json = start.state.to_json()
    opt = a_play(await service.options(CH, user))
    await service.act(channel_id=CH, user_id=user, action=opt.action())
    other = BOB if user == ALICE else ALICE
    with pytest.raises(IllegalActionError):
        await service.undo(channel_id=CH, user_id=other)
    undone = await service.undo(channel_id=CH, user_id=user)
    assert undone.state.to_json() == before_json
    with pytest.raises(IllegalActionError, match="Nothing to undo"):
        await service.undo(channel_id=CH, user_id=user)
    # A draw closes the window.
    loaded = await service.load(CH)
    seat = mk.to_move(loaded.state)
    assert seat is not None
    p = loaded.state.players[seat]
    assert p.deck
    await service.act(
        channel_id=CH,
        user_id=user,
        action={"type": "end_turn", "discard": [p.hand[0]] if p.hand[0] != "wound" else []},
    )
    with pytest.raises(IllegalActionError):
        await service.undo(channel_id=CH, user_id=user)
    assert await service.replay_check(CH)
    await store.close()


async def test_restart_continues_the_same_game(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    store, service = await started(path)
    user = await to_first_turn(service)
    opt = a_play(await service.options(CH, user))
    done = await service.act(channel_id=CH, user_id=user, action=opt.action())
    await store.close()
    store2 = await Store.open(path)
    service2 = GameService(store2)
    loaded = await service2.load(CH)
    assert loaded.seq == done.seq
    assert loaded.state.to_json() == done.state.to_json()
    assert await service2.replay_check(CH)
    await store2.close()


async def test_lobby_rules(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "g.sqlite3")
    service = GameService(store)
    await service.new_game(
        channel_id=CH,
        guild_id=None,
        user_id=ALICE,
        name="Alice",
        game="mageknight",
        options={"scenario": "first_reconnaissance"},
        seat={"hero": "arythea"},
        max_players=2,
    )
    with pytest.raises(ServiceError, match="already has a game"):
        await service.new_game(
            channel_id=CH,
            guild_id=None,
            user_id=BOB,
            name="Bob",
            game="mageknight",
            options={"scenario": "first_reconnaissance"},
            seat=None,
            max_players=2,
        )
    with pytest.raises(ServiceError, match="already taken"):
        await service.join(channel_id=CH, user_id=BOB, name="Bob", choices={"hero": "arythea"})
    await service.join(channel_id=CH, user_id=BOB, name="Bob", choices={"hero": "krang"})
    with pytest.raises(ServiceError, match="full"):
        await service.join(channel_id=CH, user_id=3, name="Cid", choices={"hero": "goldyx"})
    with pytest.raises(ServiceError, match="creator or someone with Manage Server"):
        await service.leave(channel_id=CH, user_id=BOB, target=ALICE)
    with pytest.raises(ServiceError, match="creator or someone with Manage Server"):
        await service.abandon(channel_id=CH, user_id=BOB, is_manager=False)
    await service.leave(channel_id=CH, user_id=ALICE, target=BOB)  # the creator may remove a player
    await service.abandon(channel_id=CH, user_id=BOB, is_manager=True)  # a manager may abandon
    assert await store.live_game(CH) is None
    await store.close()


async def test_a_whole_game_ends_with_a_kept_score_table(tmp_path: Path) -> None:
    """Issue 5: a game played to its end through the service (random legal options, fixed seed)
    posts the final score table, and /game status and /game log still work afterwards."""
    import random

    from bot.commands import Caller, dispatch

    store, service = await started(tmp_path / "g.sqlite3", seed="svc-end")
    try:
        pick = random.Random(5)
        users = {0: ALICE, 1: BOB}
        texts: list[str] = []
        for _ in range(3000):
            loaded = await service.load(CH, any_status=True)
            state = loaded.state
            seat = mk.to_move(state)
            if seat is None:
                break
            options = list(loaded.rules.decision(state, seat).options)  # type: ignore[union-attr]
            enders = [o for o in options if o.command in ("end-turn", "rest", "explore", "move")]
            opt = pick.choice(enders) if enders and pick.random() < 0.5 else pick.choice(options)
            result = await service.act(channel_id=CH, user_id=users[seat], action=opt.action())
            texts += [e.text for e in result.events]
        assert (await service.load(CH, any_status=True)).state.phase == "game_over"
        assert any("Final scores" in t for t in texts)
        caller = Caller(user_id=ALICE, name="Alice", channel_id=CH, guild_id=7)
        status = await dispatch(service, caller, "game status", {})
        assert not status.error and "Final scores" in "\n".join(status.public + status.private)
        log = await dispatch(service, caller, "game log", {})
        assert not log.error
    finally:
        await store.close()
