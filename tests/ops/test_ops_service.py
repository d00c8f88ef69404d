"""Issue 12 through the service and the console with an injected clock: the heads-up before one's
turn, the holder's name in a substitute's events, a correction's hidden details delivered only to the
player concerned, the end-of-round digest, a skipped Mage Knight turn played step by step, statistics
of finished games, snapshot pruning (rewind, undo and replay still work), and the console's clock."""

from __future__ import annotations

import asyncio
import io
import random
from pathlib import Path

from bot.__main__ import main
from bot.commands import Caller, dispatch
from bot.console import Console, ConsoleClock
from bot.ops.scheduler import HEADS_UP, Scheduler
from bot.service import KEEP_EVERY, GameService
from bot.store import Store
from tests.ops.clock import T0, Clock

CH = 7
ANN, BEN, CAT, DAN = 21, 22, 23, 24
HOUR = 3600.0


def caller(uid: int, name: str) -> Caller:
    return Caller(user_id=uid, name=name, channel_id=CH, guild_id=1)


async def highcard(path: Path, clock: Clock) -> tuple[Store, GameService]:
    store = await Store.open(path)
    service = GameService(store, seed_factory=lambda: "ops2", clock=clock)
    await service.new_game(
        channel_id=CH, guild_id=1, user_id=ANN, name="ann", game="highcard", seat={"colour": "red"}
    )
    await service.join(channel_id=CH, user_id=BEN, name="ben", choices={"colour": "blue"})
    await service.start(channel_id=CH, user_id=ANN, is_manager=False)
    return store, service


async def mageknight(path: Path, clock: Clock) -> tuple[Store, GameService]:
    store = await Store.open(path)
    service = GameService(store, seed_factory=lambda: "ops2-mk", clock=clock)
    await service.new_game(
        channel_id=CH,
        guild_id=1,
        user_id=ANN,
        name="ann",
        game="mageknight",
        options={"scenario": "first_reconnaissance"},
        seat={"hero": "tovak"},
    )
    await service.join(channel_id=CH, user_id=BEN, name="ben", choices={"hero": "arythea"})
    await service.start(channel_id=CH, user_id=ANN, is_manager=False)
    return store, service


async def play_randomly(service: GameService, actions: int, seed: int) -> None:
    """Random legal moves of whoever is asked, through the service."""
    rng = random.Random(seed)
    for _ in range(actions):
        loaded = await service.load(CH)
        seat = loaded.rules.to_move(loaded.state)[0]
        uid = {p.seat: p.user_id for p in loaded.players()}[seat]
        await service.act(channel_id=CH, user_id=uid, option_id=rng.choice(await service.options(CH, uid)).id)


async def pick(service: GameService, uid: int) -> None:
    options = await service.options(CH, uid)
    await service.act(channel_id=CH, user_id=uid, option_id=options[0].id)


async def test_the_heads_up_goes_to_the_follower_when_the_player_before_starts(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await mageknight(tmp_path / "h.db", clock)
    try:
        uid = {0: ANN, 1: BEN}
        for u, n in ((ANN, "ann"), (BEN, "ben")):
            await dispatch(service, caller(u, n), "settings", {"follow": "yes"})
        loaded = await service.load(CH)
        while loaded.state.phase == "tactics":  # no heads-up: the round's order is not known yet
            assert HEADS_UP not in {n.kind for n in await Scheduler(store, clock).tick()}
            await pick(service, uid[loaded.rules.to_move(loaded.state)[0]])
            loaded = await service.load(CH)
        first, second = loaded.state.round_order  # the order the tactics gave, not the seat order
        heads = [n for n in await Scheduler(store, clock).tick() if n.kind == HEADS_UP]
        assert len(heads) == 1 and heads[0].mention == (uid[second],)
        assert f"<@{uid[second]}>, heads-up:" in heads[0].text and "has started their turn" in heads[0].text
        assert [n for n in await Scheduler(store, clock).tick() if n.kind == HEADS_UP] == []  # once
        assert loaded.rules.next_turn(loaded.state, second) is None  # the last turn of the round
    finally:
        await store.close()


async def test_a_substitute_is_named_in_the_games_events(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await highcard(tmp_path / "s.db", clock)
    try:
        await dispatch(service, caller(ANN, "ann"), "game substitute", {"to": f"{DAN}|dan", "player": "ben"})
        options = await service.options(CH, DAN)
        done = await dispatch(service, caller(DAN, "dan"), "hc pick", {"card": options[0].params["card"]})
        assert "dan has picked a card." in done.public and not any("ben" in x for x in done.public)
        log = await store.log(1, limit=1)
        assert log[0].summary.startswith("dan has picked")
    finally:
        await store.close()


async def test_correction_details_reach_only_the_player_concerned(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await highcard(tmp_path / "c.db", clock)
    try:
        fixed = await dispatch(
            service,
            caller(ANN, "ann"),
            "game correct",
            {"what": "give", "player": "ben", "values": "card=77"},
        )
        assert "ben is given a card." in fixed.public[0]
        assert not any("77" in x for x in fixed.public + fixed.private)  # not even the game master
        ben = await dispatch(service, caller(BEN, "ben"), "game status", {})
        assert "You are given the 77." in ben.private
        again = await dispatch(service, caller(BEN, "ben"), "game status", {})
        assert "You are given the 77." not in again.private  # delivered once
        cat = await dispatch(service, caller(CAT, "cat"), "game status", {})
        assert not any("77" in x for x in cat.private + cat.public)
        mine = await dispatch(  # a game master correcting their own seat sees it at once
            service,
            caller(ANN, "ann"),
            "game correct",
            {"what": "give", "player": "ann", "values": "card=55"},
        )
        assert "You are given the 55." in mine.private
    finally:
        await store.close()


async def test_the_end_of_a_round_posts_its_digest(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await highcard(tmp_path / "r.db", clock)
    try:
        await pick(service, ANN)
        options = await service.options(CH, BEN)
        done = await dispatch(service, caller(BEN, "ben"), "hc pick", {"card": options[0].params["card"]})
        digest = next(x for x in done.public if x.startswith("Round 1 is over. What happened:"))
        assert "- ann has picked a card." in digest
        # ben's own pick, which ended the round, is said once: by its event, not again in the digest
        assert "ben has picked a card." not in digest
        assert sum("ben has picked a card." in x for x in done.public) == 1
    finally:
        await store.close()


async def test_a_skipped_mage_knight_turn_is_played_to_its_end(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await mageknight(tmp_path / "k.db", clock)
    try:
        await store.set_game_ops(1, deadline=24 * HOUR)
        loaded = await service.load(CH)
        names = {p.seat: (p.user_id, p.name) for p in loaded.players()}
        while loaded.state.phase == "tactics":  # both take a tactic
            seat = loaded.rules.to_move(loaded.state)[0]
            await pick(service, names[seat][0])
            loaded = await service.load(CH)
        seat = loaded.rules.to_move(loaded.state)[0]
        other = names[1 - seat]
        clock.now += 25 * HOUR
        await Scheduler(store, clock).tick()
        done = await dispatch(
            service, caller(*other), "game vote", {"kind": "skip", "player": names[seat][1]}
        )
        text = "\n".join(done.public)
        assert "passes" in text and "rests" in text and f"{names[seat][1]} ends the turn." in text
        loaded = await service.load(CH)
        assert loaded.rules.to_move(loaded.state) != (seat,)
        assert await service.replay_check(CH)
    finally:
        await store.close()


async def test_statistics_count_finished_games_and_winners(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await highcard(tmp_path / "w.db", clock)
    try:
        for _ in range(20):
            if (await store.get_game(1)).status != "active":
                break
            clock.now += HOUR
            await pick(service, ANN)
            clock.now += 3 * HOUR
            await pick(service, BEN)
        assert (await store.get_game(1)).status == "finished"
        played, finished, won = await store.game_counts(guild_id=1)
        assert (played, finished, won) == (1, 1, 1)
        a, b = await store.game_counts(user_id=ANN), await store.game_counts(user_id=BEN)
        assert a[:2] == b[:2] == (1, 1) and a[2] + b[2] >= 1
        stats = await dispatch(service, caller(ANN, "ann"), "stats", {"player": f"{BEN}|ben"})
        assert "ben: 1 game played, 1 finished" in stats.public[1] and "average 4 hours" in stats.public[1]
    finally:
        await store.close()


async def test_snapshots_are_pruned_and_rewind_undo_replay_still_work(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await mageknight(tmp_path / "p.db", clock)
    try:
        await play_randomly(service, 130, seed=5)
        seq = (await service.load(CH)).seq
        async with store._read() as db:
            kept = [r[0] for r in await store._all(db, "SELECT seq FROM snapshots WHERE game_id = 1")]
        assert len(kept) < seq / 2 and 0 in kept and seq in kept
        pruned = next(s for s in range(1, seq) if s not in kept and s % KEEP_EVERY)
        rebuilt = await service.state_at(await service.load(CH), pruned)
        assert rebuilt["schema"] and await service.replay_check(CH)
        back = await service.rewind(channel_id=CH, user_id=ANN, name="ann", to_seq=pruned, reason="test")
        assert back.seq == seq + 1
        assert await service.replay_check(CH)
    finally:
        await store.close()


async def test_the_console_clock_moves_on_and_the_scheduler_speaks(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "console.db")
    out = io.StringIO()
    try:
        service = GameService(store, seed_factory=lambda: "console-clock")
        console = Console(service, tmp_path / "maps", out, ConsoleClock(T0))
        for line in (
            "ann: /game new game:highcard colour:red",
            "ben: /game join colour:blue",
            "ann: /game start",
            "ann: /game settings remind_every:2 remind_max:2 deadline:3",
            "wait 1m",
            "wait 2h",
            "wait 1h",
        ):
            await console.run_line(line)
        text = out.getvalue()
        assert "[clock] 2026-01-01 14:01 UTC" in text
        assert "[public] @ann, a gentle reminder: High Card is waiting for your move." in text
        assert "[private to ann] Since your last move in High Card:" in text
        assert "[public] @ben's time to act in High Card has run out (3 hours)." in text
    finally:
        await store.close()


async def test_snapshots_of_ended_games_are_pruned_too(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await mageknight(tmp_path / "e.db", clock)
    try:
        await play_randomly(service, 60, seed=2)
        seq = (await service.load(CH)).seq
        assert await store.prune_ended() == 0  # a live game keeps what undo needs
        await service.abandon(channel_id=CH, user_id=ANN, is_manager=False)
        dropped = await store.prune_ended(keep_every=KEEP_EVERY)
        async with store._read() as db:
            kept = sorted(r[0] for r in await store._all(db, "SELECT seq FROM snapshots WHERE game_id = 1"))
        assert kept == sorted({0, seq, *range(KEEP_EVERY, seq, KEEP_EVERY)}) and dropped > 0
        assert await service.replay_check(CH)
    finally:
        await store.close()


async def test_mage_knight_unit_and_enemy_corrections_are_announced_logged_and_replay(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await mageknight(tmp_path / "g.db", clock)
    try:
        loaded = await service.load(CH)
        where = loaded.state.players[0].position
        at = f"{where[0]},{where[1]}"
        offered = loaded.state.unit_offer[0]
        unit = await dispatch(
            service,
            caller(ANN, "ann"),
            "game correct",
            {"what": "unit", "player": "ben", "values": f"unit={offered} offer=yes"},
        )
        label = loaded.rules.data.units[offered].name
        assert any(f"ben is given {label} from the Unit offer." in x for x in unit.public)
        enemy = await dispatch(
            service,
            caller(ANN, "ann"),
            "game correct",
            {"what": "enemy", "player": "ann", "values": f"hex={at} enemy=green face=down"},
        )
        hidden = (await service.load(CH)).state.space((where[0], where[1])).tokens[-1].enemy
        name = loaded.rules.data.enemies[hidden].name
        assert any(f"A face-down green token is placed on {at}." in x for x in enemy.public)
        assert not any(name in x for x in enemy.public + enemy.private)
        log = await store.log(1, limit=2)
        assert {e.action["type"] for e in log} == {"gm:unit", "gm:enemy"}
        assert await service.replay_check(CH)
    finally:
        await store.close()


def test_the_backup_command_prunes_ended_games_like_the_scheduled_backup(
    tmp_path: Path,
    monkeypatch,
    capsys,  # type: ignore[no-untyped-def]
) -> None:
    db = tmp_path / "cli.db"

    async def ended_game() -> int:
        store, service = await mageknight(db, Clock())
        try:
            await play_randomly(service, 60, seed=2)
            await service.abandon(channel_id=CH, user_id=ANN, is_manager=False)
            async with store._read() as con:
                return len(await store._all(con, "SELECT seq FROM snapshots WHERE game_id = 1"))
        finally:
            await store.close()

    async def snapshots() -> list[int]:
        async with await Store.open(db) as store, store._read() as con:
            return sorted(r[0] for r in await store._all(con, "SELECT seq FROM snapshots WHERE game_id = 1"))

    before = asyncio.run(ended_game())
    monkeypatch.setenv("PBP_DATABASE", str(db))
    monkeypatch.chdir(tmp_path)
    assert main(["backup", "--dir", str(tmp_path / "b")]) == 0
    out = capsys.readouterr().out
    kept = asyncio.run(snapshots())
    assert f"pruned {before - len(kept)} snapshots of ended games" in out and len(kept) < before
    assert main(["backup", "--dir", str(tmp_path / "b")]) == 0
    assert "pruned" not in capsys.readouterr().out  # nothing left to prune


async def test_a_remove_vote_out_of_turn_says_to_wait_where_the_game_has_a_leaving_rule(
    tmp_path: Path,
) -> None:
    store = await Store.open(tmp_path / "h.db")
    service = GameService(store, seed_factory=lambda: "ops3-h3", clock=Clock())
    try:
        await service.new_game(
            channel_id=CH,
            guild_id=1,
            user_id=ANN,
            name="ann",
            game="homm3",
            options={"scenario": "border_skirmish", "difficulty": "normal"},
            seat={"faction": "castle"},
        )
        await service.join(channel_id=CH, user_id=BEN, name="ben", choices={"faction": "dungeon"})
        await service.start(channel_id=CH, user_id=ANN, is_manager=False)
        loaded = await service.load(CH)
        names = {p.seat: (p.user_id, p.name) for p in loaded.players()}
        mover = loaded.rules.to_move(loaded.state)[0]
        waiting = names[1 - mover]
        done = await dispatch(
            service, caller(*names[mover]), "game vote", {"kind": "remove", "player": waiting[1]}
        )
        text = "\n".join(done.public + done.private)
        assert f"wait until it is {waiting[1]}'s turn" in text and "no rule" not in text
    finally:
        await store.close()
    store, service = await mageknight(tmp_path / "k.db", Clock())
    try:
        done = await dispatch(service, caller(ANN, "ann"), "game vote", {"kind": "remove", "player": "ben"})
        assert "has no rule for a player leaving" in "\n".join(done.public + done.private)
    finally:
        await store.close()
