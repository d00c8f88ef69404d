"""Reminders, deadlines, votes, pause, substitutes and GM rewind through the service and the
scheduler, on real SQLite files with an injected clock (no sleeping), including a restart in the
middle of a reminder cycle."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.commands import Caller, dispatch
from bot.ops.scheduler import DEADLINE, GAVE_UP, HEADS_UP, REMINDER, TURN_DIGEST, Scheduler
from bot.service import GameService, ServiceError
from bot.store import Store
from tests.ops.clock import Clock

CH = 5
ANN, BEN, CAT, DAN = 11, 12, 13, 14
HOUR = 3600.0


async def table(path: Path, clock: Clock, players: int = 2) -> tuple[Store, GameService]:
    store = await Store.open(path)
    service = GameService(store, seed_factory=lambda: "ops-seed", clock=clock)
    await service.new_game(
        channel_id=CH, guild_id=1, user_id=ANN, name="ann", game="highcard", seat={"colour": "red"}
    )
    await service.join(channel_id=CH, user_id=BEN, name="ben", choices={"colour": "blue"})
    if players == 3:
        await service.join(channel_id=CH, user_id=CAT, name="cat", choices={"colour": "green"})
    await service.start(channel_id=CH, user_id=ANN, is_manager=False)
    return store, service


def caller(uid: int, name: str, manager: bool = False) -> Caller:
    return Caller(user_id=uid, name=name, channel_id=CH, guild_id=1, is_manager=manager)


async def pick(service: GameService, uid: int) -> None:
    options = await service.options(CH, uid)
    await service.act(channel_id=CH, user_id=uid, option_id=options[0].id)


def kinds(notices: list) -> list[tuple[str, tuple[int, ...]]]:
    return [(n.kind, n.mention) for n in notices if n.kind != TURN_DIGEST]


async def test_reminders_escalate_stop_after_the_maximum_and_tell_the_creator(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "r.db", clock)
    try:
        await store.set_game_ops(1, remind_every=HOUR, remind_max=3)
        sched = Scheduler(store, clock)
        first = await sched.tick()  # the turn is announced: the private digests, no reminder yet
        assert {n.kind for n in first} == {TURN_DIGEST}
        assert await sched.tick() == []
        clock.now += HOUR - 1
        assert await sched.tick() == []
        clock.now += 1
        one = await sched.tick()
        assert kinds(one) == [(REMINDER, (ANN,)), (REMINDER, (BEN,))]  # a simultaneous pick: both
        assert "gentle" in one[0].text and one[0].mute_for == ANN
        await pick(service, ANN)  # ann acts: only ben is still missing
        clock.now += HOUR
        two = await sched.tick()
        assert kinds(two) == [(REMINDER, (BEN,))] and "still open" in two[0].text
        clock.now += HOUR
        three = await sched.tick()
        assert kinds(three) == [(REMINDER, (BEN,)), (GAVE_UP, (ANN,))]
        assert "last reminder" in three[0].text and "stopped reminding" in three[1].text
        clock.now += 10 * HOUR
        assert await sched.tick() == []  # it stops
    finally:
        await store.close()


async def test_a_restart_mid_cycle_loses_none_and_sends_none_twice(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "r.db", clock)
    await store.set_game_ops(1, remind_every=HOUR, remind_max=5)
    await Scheduler(store, clock).tick()
    clock.now += HOUR
    assert len(kinds(await Scheduler(store, clock).tick())) == 2
    await store.close()
    # the bot stops for five hours; on restart each player gets one reminder, not five
    clock.now += 5 * HOUR
    store = await Store.open(tmp_path / "r.db")
    try:
        first, second = Scheduler(store, clock), Scheduler(store, clock)
        sent = await first.tick() + await second.tick()  # two wake-ups at the same instant
        assert kinds(sent) == [(REMINDER, (ANN,)), (REMINDER, (BEN,))]
        assert all("reminder 2" in n.text or "still open" in n.text for n in sent)
        clock.now += HOUR - 1
        assert await first.tick() == []  # the next one is an interval after the catch-up, not at once
        clock.now += 1
        assert len(await first.tick()) == 2
    finally:
        await store.close()


async def test_quiet_hours_postpone_and_the_mute_button_stops_this_turn(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "q.db", clock)
    try:
        await store.set_game_ops(1, remind_every=10 * HOUR, remind_max=3)
        await dispatch(
            service, caller(ANN, "ann"), "settings", {"timezone": "Europe/Prague", "quiet": "22-7"}
        )
        mute = await dispatch(service, caller(BEN, "ben"), "game mute", {})
        assert mute.private == ["No more reminders for you this turn."]
        sched = Scheduler(store, clock)
        await sched.tick()
        clock.now += 10 * HOUR  # 22:00 UTC = 23:00 in Prague: quiet
        assert await sched.tick() == []
        clock.now += 7 * HOUR  # 05:00 UTC = 06:00 in Prague: still quiet
        assert await sched.tick() == []
        clock.now += HOUR  # 07:00 in Prague
        assert kinds(await sched.tick()) == [(REMINDER, (ANN,))]  # ben muted himself
    finally:
        await store.close()


async def test_heads_up_for_the_player_after(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "h.db", clock, players=3)
    try:
        await dispatch(service, caller(BEN, "ben"), "settings", {"follow": "yes"})
        # everyone is asked at once in High Card, so the player after is asked too: no heads-up
        assert HEADS_UP not in {n.kind for n in await Scheduler(store, clock).tick()}
        waits = await store.waits(1)
        assert [w.seat for w in waits] == [0, 1, 2]
    finally:
        await store.close()


async def test_deadline_vote_skips_the_absent_player_with_the_safe_default(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "d.db", clock, players=3)
    try:
        await store.set_game_ops(1, deadline=48 * HOUR, remind_every=0)
        await pick(service, ANN)
        await pick(service, BEN)
        early = await dispatch(service, caller(ANN, "ann"), "game vote", {"kind": "skip", "player": "cat"})
        assert early.error and "has not passed yet" in early.private[0]
        clock.now += 48 * HOUR
        notices = await Scheduler(store, clock).tick()
        assert [n.kind for n in notices if n.kind == DEADLINE] == [DEADLINE]
        assert "/game vote kind:skip player:cat" in next(n.text for n in notices if n.kind == DEADLINE)
        opened = await dispatch(service, caller(ANN, "ann"), "game vote", {"kind": "skip", "player": "cat"})
        assert "opens a vote to skip cat's turn" in opened.public[0]
        assert await service.store.count_log(1) == 2  # nothing happens without the vote
        outsider = await dispatch(service, caller(CAT, "cat"), "game vote", {"kind": "skip"})
        assert outsider.error and "no vote" in outsider.private[0]
        passed = await dispatch(service, caller(BEN, "ben"), "game vote", {"kind": "skip", "answer": "yes"})
        text = "\n".join(passed.public)
        assert "passes" in text and "played by its safe default" in text and "Round revealed" in text
        assert await service.replay_check(CH)
    finally:
        await store.close()


async def test_pause_by_vote_stops_reminders_and_resume_moves_the_clock(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "p.db", clock)
    try:
        await store.set_game_ops(1, remind_every=HOUR, deadline=2 * HOUR)
        await Scheduler(store, clock).tick()
        await dispatch(service, caller(ANN, "ann"), "game vote", {"kind": "pause"})
        assert (await store.game_ops(1)).paused_at is None  # 1 of 2: no majority yet
        done = await dispatch(service, caller(BEN, "ben"), "game vote", {"kind": "pause"})
        assert "paused" in done.public[-1]
        clock.now += 100 * HOUR
        assert await Scheduler(store, clock).tick() == []
        await dispatch(service, caller(ANN, "ann"), "game vote", {"kind": "resume"})
        await dispatch(service, caller(BEN, "ben"), "game vote", {"kind": "resume"})
        assert await Scheduler(store, clock).tick() == []  # the clock moved on by the pause
        clock.now += HOUR
        assert {n.kind for n in await Scheduler(store, clock).tick()} == {REMINDER}
    finally:
        await store.close()


async def test_substitute_takes_the_hidden_hand_and_the_old_player_loses_it(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "s.db", clock)
    try:
        ben_hand = await dispatch(service, caller(BEN, "ben"), "hand", {})
        secret = ben_hand.private[0]
        refused = await dispatch(
            service, caller(ANN, "ann"), "game substitute", {"to": f"{DAN}|dan", "player": "ben"}
        )
        assert not refused.error  # ann created the game
        assert f"<@{DAN}> takes over ben's seat" in refused.public[0] and "Your hand" not in refused.public[0]
        assert (await dispatch(service, caller(DAN, "dan"), "hand", {})).private[0] == secret
        old = await dispatch(service, caller(BEN, "ben"), "hand", {})
        assert old.error and secret not in "\n".join(old.private)
        bystander = await dispatch(service, caller(CAT, "cat"), "hand", {})
        assert bystander.error
        assert [w.user_id for w in await store.waits(1)] == [ANN, DAN]  # dan is reminded now
        await pick(service, DAN)
        assert await service.options(CH, BEN) == []
        with pytest.raises(ServiceError, match="not a player"):
            await service.act(channel_id=CH, user_id=BEN, action={"type": "pick", "card": "1"})
    finally:
        await store.close()


async def test_gm_rewind_and_corrections_are_logged_and_replayable(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "g.db", clock)
    try:
        await pick(service, ANN)
        await pick(service, BEN)  # round 1 revealed
        await pick(service, ANN)
        refused = await dispatch(service, caller(BEN, "ben"), "game rewind", {"to": "1", "reason": "x"})
        assert refused.error and "game master" in refused.private[0]
        await dispatch(service, caller(ANN, "ann"), "game settings", {"gm": f"{BEN}|ben"})
        back = await dispatch(service, caller(BEN, "ben"), "game rewind", {"to": "1", "reason": "misclick"})
        assert "ben (game master) rewinds the game to entry #1: misclick" in back.public[0]
        fixed = await dispatch(
            service,
            caller(BEN, "ben"),
            "game correct",
            {"what": "give", "player": "ann", "values": "card=99"},
        )
        assert "ann is given a card." in fixed.public[0] and not any(
            "99" in x for x in fixed.public + fixed.private
        )
        assert "99" in (await dispatch(service, caller(ANN, "ann"), "hand", {})).private[0]
        log = await dispatch(service, caller(CAT, "cat"), "game log", {})  # a spectator reads the log
        assert any("rewinds" in line for line in log.private) and any(
            "Correction by ben" in x for x in log.private
        )
        assert await service.replay_check(CH)
    finally:
        await store.close()
