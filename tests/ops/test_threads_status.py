"""Private threads, the pinned status message and the private digest on Discord, through the offline
harness: threads are created with only their player in them, kept up to date, and swap their member
when a substitute takes the seat; the status message is posted, pinned and edited in place at most
once per debounce interval; the "since your last move" digest reaches the player privately even
without threads; /game export and /stats answer with files."""

from __future__ import annotations

import json

from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness
from tests.ops.clock import Clock

HOUR = 3600.0


async def _table(h: DiscordHarness) -> tuple[Clock, object, object]:
    clock = Clock()
    service(h).clock = clock
    ann, ben = h.user("ann"), h.user("ben")
    await h.slash("game new", user=ann, game="highcard", colour="red")
    await h.slash("game join", user=ben, colour="blue")
    await h.slash("game start", user=ann)
    return clock, ann, ben


async def _pick(h: DiscordHarness, user: object, seat: int) -> None:
    loaded = await service(h).load(h.default_channel.id)
    card = loaded.state.players[seat].cards[0]
    done = await h.slash("hc pick", user=user, card=str(card))
    assert "has picked a card" in done.public.text


def _thread_calls(h: DiscordHarness, verb: str) -> list[str]:
    return [c.path for c in h.calls if c.method == verb and "/thread-members/" in c.path]


async def test_private_threads_hold_each_hand_and_follow_a_substitute(h: DiscordHarness) -> None:
    _clock, ann, ben = await _table(h)
    on = await h.slash("game settings", user=ann, threads=True)
    assert "server moderators (Manage Threads) can read private threads" in on.public.text
    await _pick(h, ann, 0)
    created = [c for c in h.calls if c.method == "POST" and c.path.endswith("/threads")]
    assert len(created) == 2 and all(c.json["type"] == 12 for c in created)  # private threads
    assert all(c.json.get("invitable") is False for c in created)
    assert sorted(_thread_calls(h, "PUT")) == sorted(
        f"/channels/{tid}/thread-members/{uid}"
        for tid, uid in zip([int(c) for c in _thread_ids(h)], [ann.id, ben.id], strict=True)
    )
    loaded = await service(h).load(h.default_channel.id)
    ann_thread, ben_thread = _thread_ids(h)
    ann_text = "\n".join(s.content or "" for s in h.sent if s.channel_id == ann_thread)
    ben_text = "\n".join(s.content or "" for s in h.sent if s.channel_id == ben_thread)
    for text, seat in ((ann_text, 0), (ben_text, 1)):
        cards = ", ".join(map(str, loaded.state.players[seat].cards))
        assert "server moderators" in text and f"Your hand: {cards}" in text

    # ben hands his seat to dan: dan joins the thread, ben leaves it, the hand message is edited
    dan = h.user("dan")
    await h.slash("game substitute", user=ben, to=dan)
    await _pick(h, dan, 1)
    assert f"/channels/{ben_thread}/thread-members/{ben.id}" in _thread_calls(h, "DELETE")
    assert f"/channels/{ben_thread}/thread-members/{dan.id}" in _thread_calls(h, "PUT")
    edits = [s for s in h.sent if s.kind == "edit" and s.channel_id == ben_thread]
    assert edits and "Your hand:" in (edits[-1].content or "")
    assert len([c for c in h.calls if c.method == "POST" and c.path.endswith("/threads")]) == 2  # reused


def _thread_ids(h: DiscordHarness) -> list[int]:
    parent = h.default_channel.id
    return [cid for cid, ch in h.backend.channels.items() if getattr(ch, "parent_id", None) == parent]


async def test_the_status_message_is_pinned_and_edited_at_most_once_per_interval(h: DiscordHarness) -> None:
    clock, ann, ben = await _table(h)
    await _pick(h, ann, 0)
    posted = [s for s in h.sent if s.kind == "message" and (s.content or "").startswith("High Card: round")]
    assert len(posted) == 1
    status_id = posted[0].message_id
    assert any(c.method == "PUT" and c.path.endswith(f"/pins/{status_id}") for c in h.calls)
    await _pick(h, ben, 1)  # at the same instant: the edit waits (debounced)
    assert not [s for s in h.sent if s.kind == "edit" and s.message_id == status_id]
    clock.now += 10
    await h.bot.operations.tick()  # type: ignore[attr-defined]  # the next wake-up flushes it
    edits = [s for s in h.sent if s.kind == "edit" and s.message_id == status_id]
    assert len(edits) == 1 and "round 2" in (edits[0].content or "")
    await h.bot.operations.tick()  # type: ignore[attr-defined]  # nothing new: no edit
    assert len([s for s in h.sent if s.kind == "edit" and s.message_id == status_id]) == 1


async def test_the_turn_digest_reaches_the_player_privately_without_threads(h: DiscordHarness) -> None:
    clock, ann, ben = await _table(h)
    await _pick(h, ann, 0)
    await _pick(h, ben, 1)  # round 1 revealed: both are asked again
    before = len(h.sent)
    await h.bot.operations.tick()  # type: ignore[attr-defined]
    assert not [s for s in h.sent[before:] if "Since your last move" in (s.content or "")]  # not public
    shown = await h.slash("game status", user=ann)
    assert "Since your last move in High Card:" in shown.private.text and shown.private[0].ephemeral
    assert "Round revealed" in shown.private.text
    again = await h.slash("game status", user=ann)
    assert "Since your last move" not in again.private.text  # shown once


async def test_export_and_stats_send_files(h: DiscordHarness) -> None:
    clock, ann, ben = await _table(h)
    await h.bot.operations.tick()  # type: ignore[attr-defined]
    clock.now += 2 * HOUR
    await _pick(h, ann, 0)
    clock.now += 5 * HOUR
    await _pick(h, ben, 1)
    exported = await h.slash("game export", user=ben)
    (name, data), *_ = exported.private.files
    game = json.loads(data)
    assert name.startswith("game-") and game["game"] == "High Card" and game["seed"] is None  # still live
    summaries = [e["summary"] for e in game["log"]]
    assert summaries[0] == "ann has picked a card." and summaries[1].startswith("ben has picked a card.")
    assert all(e["action"] is None for e in game["log"])  # no hidden card while the game goes on
    stats = await h.slash("stats", user=ann)
    assert "This server: 1 game played" in stats.public.text
    assert "ann: 1 game played, 0 finished, 0 won; 1 turn; time to act: average 2 hours" in stats.public.text
    (chart, png), *_ = stats.private.files
    assert chart == "stats.png" and png.startswith(b"\x89PNG")


async def test_a_substitute_sees_the_hidden_hand_and_nobody_else_does(h: DiscordHarness) -> None:
    _clock, ann, ben = await _table(h)
    cat, dan = h.user("cat"), h.user("dan")
    await h.slash("game settings", user=ann, threads=True)
    await h.slash("game substitute", user=ann, to=dan, player="ben")
    loaded = await service(h).load(h.default_channel.id)
    secret = "Your hand: " + ", ".join(map(str, loaded.state.players[1].cards))
    start = len(h.sent)
    seen: dict[str, list[str]] = {"ben": [], "cat": [], "dan": []}
    for name, user in (("ben", ben), ("cat", cat), ("dan", dan)):
        for command in ("hand", "game status", "game catchup", "game log"):
            got = await h.slash(command, user=user)
            seen[name] += [s.content or "" for s in got.private]
    await _pick(h, dan, 1)  # the threads are refreshed: the seat's thread now shows dan's hand
    public = [
        s.content or "" for s in h.sent[start:] if not s.ephemeral and s.channel_id == h.default_channel.id
    ]
    assert any(secret in x for x in seen["dan"])
    assert not any(secret in x for x in seen["ben"] + seen["cat"] + public)
    ben_thread = _thread_ids(h)[1]
    assert f"/channels/{ben_thread}/thread-members/{dan.id}" in _thread_calls(h, "PUT")
    assert f"/channels/{ben_thread}/thread-members/{ben.id}" not in _thread_calls(h, "PUT")  # never added
