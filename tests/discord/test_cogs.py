"""The real bot (bot.app.create_bot + cogs) driven offline through the Discord harness."""

from __future__ import annotations

from typing import Any

import pytest

import cogs.present as present
import cogs.views as views
from bot.commands import command_table
from bot.games.mageknight.data import load
from tests.discord.conftest import service
from tests.discord.harness import APP_ID, DiscordHarness, FakeUser, Sent, SentList

DATA = load()


async def lobby(h: DiscordHarness) -> tuple[FakeUser, FakeUser, SentList]:
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash("game new", user=alice, hero="tovak", players=2)
    await h.slash("game join", user=bob, hero="arythea")
    return alice, bob, await h.slash("game start", user=alice)


async def to_turns(h: DiscordHarness) -> tuple[FakeUser, FakeUser]:
    """Start and pick tactics; returns (player on turn, the other)."""
    alice, bob, _ = await lobby(h)
    users = {alice.id: alice, bob.id: bob}
    for _ in range(2):
        loaded = await service(h).load(h.default_channel.id)
        picker = users[loaded.state.players[loaded.state.tactic_pickers[0]].user_id]
        choices = await h.autocomplete("mk tactic", "tactic", "", user=picker)
        tactic = choices[0][1]
        extra = {"cards": "none"} if tactic == "rethink" else {}  # Rethink asks which cards (R-ASK)
        sent = await h.slash("mk tactic", user=picker, tactic=tactic, **extra)
        assert sent.public, sent
    loaded = await service(h).load(h.default_channel.id)
    first = users[loaded.state.players[loaded.state.turn.seat].user_id]
    return first, (bob if first is alice else alice)


def hand_names(h: DiscordHarness, state: Any, user: FakeUser) -> set[str]:
    data = DATA
    player = next(p for p in state.players if p.user_id == user.id)
    return {data.cards[c].name for c in player.hand}


def public_text(h: DiscordHarness) -> str:
    return "\n".join(
        s.content or ""
        for s in h.sent
        if s.kind in ("message", "response", "followup", "edit") and not s.ephemeral
    )


def prompts(h: DiscordHarness) -> list[Sent]:
    return [s for s in h.sent if s.kind == "message" and any(c.startswith("mk:") for c in s.custom_ids())]


def _walk(comps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [x for c in comps for x in [c, *_walk(c.get("components", []))]]


def cid(sent: Sent, prefix: str) -> str:
    """The custom id of ``sent``'s component whose id starts with ``prefix:`` (hg, hp, hb...)."""
    return next(
        c["custom_id"] for c in _walk(sent.components) if c.get("custom_id", "").startswith(prefix + ":")
    )


def select_options(sent: Sent, prefix: str) -> list[dict[str, Any]]:
    return next(c["options"] for c in _walk(sent.components) if c.get("custom_id") == cid(sent, prefix))


# ----------------------------------------------------------------------------------- wiring
async def test_every_table_command_is_a_guild_only_slash_command_with_its_options(h: DiscordHarness) -> None:
    put = next(c for c in h.calls if c.method == "PUT" and c.path == f"/applications/{APP_ID}/commands")
    found: dict[str, set[str]] = {}
    for top in put.json:
        assert top.get("contexts") == [0] or top.get("dm_permission") is False, top["name"]
        subs = [o for o in top.get("options", []) if o["type"] == 1]
        if subs:
            for sub in subs:
                found[f"{top['name']} {sub['name']}"] = {o["name"] for o in sub.get("options", [])}
        else:
            found[top["name"]] = {o["name"] for o in top.get("options", [])}
    assert found == {name: {o.name for o in cmd.options} for name, cmd in command_table().items()}
    move = next(o for o in put.json if o["name"] == "mk")["options"]
    hex_opt = next(o for s in move if s["name"] == "move" for o in s["options"] if o["name"] == "hex")
    assert hex_opt["autocomplete"] is True and hex_opt["required"] is True


# ----------------------------------------------------------------------------------- lobby
async def test_lobby_start_posts_map_and_turn_prompt_without_hands(h: DiscordHarness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    heroes = await h.autocomplete("game new", "hero", "to", user=alice)
    assert ("Tovak", "tovak") in heroes
    opened = await h.slash("game new", user=alice, hero="tovak", players=2)
    assert opened.private == [] and "alice opens a game" in opened.public.text
    free = await h.autocomplete("game join", "hero", "", user=bob)
    assert "tovak" not in [v for _, v in free] and ("Arythea", "arythea") in free
    joined = await h.slash("game join", user=bob, hero="arythea")
    assert "bob joins" in joined.public.text and "2/2 players" in joined.public.text

    started = await h.slash("game start", user=alice)
    assert [f[0] for s in started.public for f in s.files] == ["map.png"]
    png = started.public.files[0][1]
    assert png.startswith(b"\x89PNG")
    loaded = await service(h).load(h.default_channel.id)
    picker = loaded.state.players[loaded.state.tactic_pickers[0]].user_id
    prompt = prompts(h)[-1]
    assert f"<@{picker}>" in (prompt.content or "")
    assert sorted(prompt.custom_ids()) == sorted(f"mk:{loaded.game.id}:0:{w}" for w in ("hand", "map", "end"))
    assert await service(h).store.get_message(loaded.game.id, "turn_prompt") == (
        h.default_channel.id,
        prompt.message_id,
    )
    text = public_text(h)
    for user in (alice, bob):
        for name in hand_names(h, loaded.state, user):
            assert name not in text, name
    assert "You drew" in started.private.text  # alice's own draw went to her only


async def test_wrong_user_tactic_is_only_an_ephemeral_error(h: DiscordHarness) -> None:
    alice, bob, _ = await lobby(h)
    loaded = await service(h).load(h.default_channel.id)
    picker = loaded.state.players[loaded.state.tactic_pickers[0]].user_id
    wrong = alice if picker == bob.id else bob
    before = len(h.sent)
    sent = await h.slash("mk tactic", user=wrong, tactic="early_bird")
    assert sent.public == [] and "not your turn" in sent.private.text
    assert all(s.ephemeral or s.kind in ("defer",) for s in h.sent[before:])
    assert (await service(h).load(h.default_channel.id)).seq == loaded.seq


async def test_game_new_without_a_game_asks_which_unless_a_set_up_choice_names_it(h: DiscordHarness) -> None:
    """Several games are installed: /game new without game: is refused privately, listing them, unless a
    set-up choice fits only one game (hero:tovak is Mage Knight's)."""
    alice = h.user("alice")
    refused = await h.slash("game new", user=alice, players=2)
    assert refused.public == [] and "Which game?" in refused.private.text
    assert "game:mageknight" in refused.private.text and "game:homm3" in refused.private.text
    assert await service(h).store.live_game(h.default_channel.id) is None
    opened = await h.slash("game new", user=alice, hero="tovak", players=2)
    assert "alice opens a game" in opened.public.text
    live = await service(h).store.live_game(h.default_channel.id)
    assert live is not None and live.game_type == "mageknight"


# ----------------------------------------------------------------------------------- hand
async def test_hand_is_private_and_lists_the_callers_cards(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    loaded = await service(h).load(h.default_channel.id)
    sent = await h.slash("hand", user=first)
    assert sent.public == [] and sent.private
    for name in hand_names(h, loaded.state, first):
        assert name in sent.private.text
    assert cid(sent.private[-1], "hg")
    other_hand = await h.slash("hand", user=other)
    assert other_hand.public == [] and "not your turn" in other_hand.private.text
    assert other_hand.private[-1].custom_ids() == []
    text = public_text(h)
    for user in (first, other):
        for name in hand_names(h, loaded.state, user):
            assert name not in text, name


async def test_hand_select_plays_a_card_then_move_autocomplete_and_unknown_hex(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    hand = await h.slash("hand", user=first)
    groups = select_options(hand.private[-1], "hg")
    march = next(o["value"] for o in groups if o["label"] == "March")
    shown = await h.select(cid(hand.private[-1], "hg"), [march], user=first)
    picks = select_options(shown[-1], "hp")
    basic = next(o for o in picks if o["label"].startswith("March basic"))
    played = await h.select(cid(shown[-1], "hp"), [basic["value"]], user=first)
    assert "March" in played.public.text
    loaded = await service(h).load(h.default_channel.id)
    assert loaded.state.turn.move == 2 and "march" not in loaded.state.players[loaded.state.turn.seat].hand
    refreshed = [s for s in played if s.kind == "edit" and s.ephemeral]
    assert refreshed and "2 Move" in (refreshed[-1].content or "")

    engine = [
        (str(o.label)[:100], o.params["hex"])
        for o in await service(h).options(h.default_channel.id, first.id)
        if o.command == "move"
    ]
    assert engine
    suggested = await h.autocomplete("mk move", "hex", "", user=first)  # the same spaces, with their costs
    assert [v for _, v in suggested] == [v for _, v in engine][:25]
    assert all(label.startswith(f"{v} — ") and " Move: " in label for label, v in suggested)
    assert await h.autocomplete("mk move", "hex", "", user=other) == []

    wrong = await h.slash("mk move", user=first, hex="9,9")
    assert wrong.public == [] and wrong.private
    assert engine[0][1] in wrong.private.text and "Reachable" in wrong.private.text
    assert (await service(h).load(h.default_channel.id)).seq == loaded.seq


async def test_hand_view_refuses_another_user(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    hand = await h.slash("hand", user=first)
    sent = await h.select(
        cid(hand.private[-1], "hg"), ["march"], user=other, message_id=hand.private[-1].message_id
    )
    assert sent.public == [] and "another player" in sent.private.text


# ----------------------------------------------------------------------------------- turn buttons
async def test_turn_buttons_survive_restart_and_refuse_stale_or_foreign_clicks(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    loaded = await service(h).load(h.default_channel.id)
    gid, seq0 = loaded.game.id, loaded.seq
    old_prompt = prompts(h)[-1]
    assert old_prompt.custom_ids()[-1] == f"mk:{gid}:{seq0}:end"

    hand = await h.click(f"mk:{gid}:{seq0}:hand", user=first)
    assert hand.public == [] and "Your hand" in hand.private.text
    shown = await h.click(f"mk:{gid}:{seq0}:map", user=other)
    assert shown.public == [] and [f[0] for f in shown.private.files] == ["map.png"]

    assert (await h.slash("mk play", user=first, card="march")).public  # a card must be played first
    seq = seq0 + 1
    foreign = await h.click(f"mk:{gid}:{seq}:end", user=other)
    assert foreign.public == [] and "not your turn" in foreign.private.text

    await h.simulate_restart()
    ended = await h.click(f"mk:{gid}:{seq}:end", user=first)
    assert ended.public, [(s.kind, s.content) for s in ended]
    after = await h.bot.service.load(h.default_channel.id)  # type: ignore[attr-defined]
    assert after.seq == seq + 1 and after.state.turn.seat != loaded.state.turn.seat
    new_prompt = prompts(h)[-1]
    assert f"<@{other.id}>" in (new_prompt.content or "")
    assert f"mk:{gid}:{seq + 1}:end" in new_prompt.custom_ids()
    # one public message reports the end of the turn and carries the new prompt; the old prompt
    # stays (it may report what happened) without its buttons
    posts = [s for s in ended.public if s.kind == "message"]
    assert len(posts) == 1 and posts[0].message_id == new_prompt.message_id
    assert h.backend.messages[old_prompt.message_id]["components"] == []  # type: ignore[index]

    stale = await h.click(f"mk:{gid}:{seq0}:end", user=other)
    assert stale.public == [] and "moved on" in stale.private.text
    assert f"mk:{gid}:{seq + 1}:end" in stale.private[-1].custom_ids()  # a fresh End turn, privately
    assert (await h.bot.service.load(h.default_channel.id)).seq == seq + 1  # type: ignore[attr-defined]


async def test_action_in_turn_leaves_the_prompt_and_end_turn_is_confirmed_privately(
    h: DiscordHarness,
) -> None:
    """An action writes one public message and does not redraw the prompt (Discord's write limit); the
    prompt's End turn, drawn before that action, asks privately with a button drawn now."""
    first, _ = await to_turns(h)
    loaded = await service(h).load(h.default_channel.id)
    prompt_id = prompts(h)[-1].message_id
    played = await h.slash("mk play", user=first, card="march")
    assert [s.kind for s in played.public] == ["message"]
    stored = h.backend.messages[prompt_id]  # type: ignore[index]
    old_end = f"mk:{loaded.game.id}:{loaded.seq}:end"
    assert old_end in [c["custom_id"] for row in stored["components"] for c in row["components"]]
    asked = await h.click(old_end, user=first, message_id=prompt_id)
    assert asked.public == [] and "moved on" in asked.private.text
    fresh = f"mk:{loaded.game.id}:{loaded.seq + 1}:end"
    assert asked.private[-1].custom_ids() == [fresh]
    ended = await h.click(fresh, user=first, message_id=asked.private[-1].message_id)
    posts = [s for s in ended.public if s.kind == "message"]
    assert len(posts) == 1 and "it is your turn" in (posts[0].content or "")


# ----------------------------------------------------------------------------------- errors
async def test_unexpected_failure_is_a_polite_ephemeral(
    h: DiscordHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def boom(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("kaboom")

    monkeypatch.setattr(views, "dispatch", boom)
    sent = await h.slash("help", user=h.user("alice"))
    assert sent.public == [] and sent.private.text == str(present.SORRY)
    assert any("kaboom" in repr(e) for e in h.app_errors)


def test_chunk_lines_respects_the_limit() -> None:
    lines = ["a" * 1500, "b" * 600, "c" * 4100]
    parts = present.chunk_lines(lines)
    assert all(len(p) <= 2000 for p in parts)
    assert "".join(parts).replace("\n", "") == "".join(lines)
    assert present.chunk_lines(["x", "y"]) == ["x\ny"]
