"""HoMM3 on Discord, offline: one combat against neutrals in a Clash, whose neutrals the other player
plays (§8.3, H-CLASH-NEUTRALS). The controller is pinged publicly, answers with private (ephemeral)
controls that the fighter cannot press, the channel shows only public lines and the battlefield
picture, and the fight runs to its end with both players answering in turn."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, FakeUser, Sent

PNG = b"\x89PNG\r\n\x1a\n"


async def _start(h: DiscordHarness) -> dict[int, FakeUser]:
    ann, ben = h.user("ann"), h.user("ben")
    await h.slash(
        "game new",
        user=ann,
        game="homm3",
        scenario="border_skirmish",
        difficulty="impossible",
        faction="castle",
    )
    await h.slash("game join", user=ben, faction="dungeon", hero="magic")
    sent = await h.slash("game start", user=ann)
    assert any(name == "map.png" and data[:8] == PNG for name, data in sent.files)  # the map is drawn
    return {ann.id: ann, ben.id: ben}


async def _state(h: DiscordHarness) -> Any:
    return (await service(h).load(h.default_channel.id)).state


def _hand_message(sent: list[Sent]) -> Sent:
    return next(s for s in sent if s.ephemeral and s.custom_ids())


async def _answer_with_controls(h: DiscordHarness, user: FakeUser, other: FakeUser) -> list[Sent]:
    """``user`` opens their hand (ephemeral), ``other`` is refused its controls, and ``user`` applies the
    first offered step through the menu (kind, then step) or a button."""
    hand = _hand_message(await h.slash("hand", user=user))
    assert hand.ephemeral
    ids = hand.custom_ids()
    refused = await h.click(ids[0], user=other) if ids[0].startswith("hb:") else None
    if ids[0].startswith("hg:"):
        menu = next(c for c in _components(hand) if c.get("custom_id") == ids[0])
        refused = await h.select(ids[0], [menu["options"][0]["value"]], user=other)
        assert "belong to another player" in refused.text and all(s.ephemeral for s in refused.messages)
        opened = await h.select(ids[0], [menu["options"][0]["value"]], user=user)
        edit = next(s for s in opened if s.custom_ids())
        pick_id = next(c for c in edit.custom_ids() if c.startswith("hp:"))
        pick = next(c for c in _components(edit) if c.get("custom_id") == pick_id)
        return await h.select(pick_id, [pick["options"][0]["value"]], user=user)
    assert refused is not None and "belong to another player" in refused.text
    return await h.click(ids[0], user=user)


def _components(sent: Sent) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    todo = list(sent.components)
    while todo:
        c = todo.pop(0)
        out.append(c)
        todo += c.get("components", [])
    return out


async def test_a_combat_against_neutrals_whose_controller_answers_privately(h: DiscordHarness) -> None:
    users = await _start(h)
    # the starting bonuses, answered by typed commands
    state = await _state(h)
    while state.pending:
        q = state.pending[0]
        await h.slash("h3 choose", user=users[state.players[q.seat].user_id], pick=q.options[0][0])
        state = await _state(h)
    fighter = users[state.players[state.seat].user_id]
    controller = next(u for u in users.values() if u is not fighter)
    hand_cards = {c for p in state.players for c in p.hand}
    choices = await h.autocomplete("h3 move", "to", "", user=fighter)
    guarded = next(v for label, v in choices if "guarded" in label)
    assert await h.autocomplete("h3 move", "to", "", user=controller) == []  # not their move: nothing offered

    # the fighter moves onto a guarded field: the combat starts, the battlefield is posted publicly
    sent = await h.slash("h3 move", user=fighter, to=guarded)
    assert "attacks the neutrals" in sent.public.text
    assert any(name == "battlefield.png" and data[:8] == PNG for name, data in sent.public.files)

    pinged = answered_privately = 0
    for _ in range(80):
        loaded = await service(h).load(h.default_channel.id)
        state = loaded.state
        if state.fight is None:
            break
        mover = state.players[loaded.rules.to_move(state)[0]]
        user = users[mover.user_id]
        other = controller if user is fighter else fighter
        sent = await _answer_with_controls(h, user, other)
        if user is controller:
            answered_privately += 1
        public = "\n".join(s.content or "" for s in h.sent if not s.ephemeral)
        if f"<@{controller.id}>" in public and "neutrals' next step" in public:
            pinged = 1
    else:
        raise AssertionError("the combat did not end")

    assert pinged and answered_privately >= 1
    public = "\n".join(s.content or "" for s in h.sent if not s.ephemeral)
    assert "Combat over" in public
    end = await _state(h)
    played = {c for p in end.players for c in p.discard}
    for card in hand_cards - played:  # a card never played never reached the channel
        assert card not in public
    assert "Your hand" not in public and "You can:" not in public
    files = [name for s in h.sent if not s.ephemeral for name, _ in s.files]
    assert "battlefield.png" in files and files.count("map.png") >= 2  # the map again when the fight is over
