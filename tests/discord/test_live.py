"""Live public messages on Discord (issue 13, "less noise"): the combat summary is posted once, with
the combat's story above it, and every step edits that one message (one channel write per step, as
posting would be); at the end it keeps the story and loses the summary, and is forgotten. A message
deleted by hand is posted again; one that would outgrow Discord's limit keeps its story and a new one
carries on. And the hand's controls: grouped, paged, with End turn always a button."""

from __future__ import annotations

import pytest

from bot.commands import Control
from cogs import live, present
from cogs.ops import STATUS_KEY
from cogs.views import _groups, _offers, hand_view
from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, Sent, _walk_components
from tests.discord.test_combat import rig_combat
from tests.discord.test_noise import channel_write
from tests.test_less_noise import many_controls

KEY = "live:combat"


def writes(sent: list[Sent]) -> list[tuple[str, int | None]]:
    return [(s.kind, s.message_id) for s in sent if channel_write(s)]


def content(h: DiscordHarness, message_id: int | None) -> str:
    assert message_id is not None
    return str(h.backend.messages[message_id]["content"])


async def tracked(h: DiscordHarness) -> tuple[int, int] | None:
    loaded = await service(h).load(h.default_channel.id)
    found = await service(h).store.get_message(loaded.game.id, KEY)
    return None if found is None else (int(found[0]), int(found[1]))


async def test_the_combat_summary_is_one_message_edited_at_every_step(h: DiscordHarness) -> None:
    first, _other, spots = await rig_combat(h)
    started = await h.slash("mk challenge", user=first, targets=";".join(spots))
    [(kind, mid)] = writes(started)
    assert kind == "message" and mid is not None
    assert await tracked(h) == (h.default_channel.id, mid)
    text = content(h, mid)
    story, _, summary = text.partition("\n>>> ")
    assert "challenges the rampaging enemies" in story and "**Combat**" not in story
    assert (
        summary.startswith("**Combat**: ") and "To defeat (Ranged or Siege attacks): Prowlers (e1)" in summary
    )

    done = await h.slash("mk attack", user=first, targets="e1", cards="Swiftness@powered+mana=die:white")
    assert writes(done) == [("edit", mid)]  # the step's lines and the new summary in one edit
    text = content(h, mid)
    assert text.count("**Combat**") == 1 and text.count("challenges the rampaging enemies") == 1
    assert "defeated, +2 Fame" in text.partition(">>> ")[0]  # the attack joined the story
    assert "Prowlers (green, rampaging): Armor 3; Attack 4 physical; Fame 2 — **defeated**" in text

    await h.simulate_restart()  # the message is found again from the store
    moved = await h.slash("mk next", user=first)
    status = await service(h).store.get_message(
        (await service(h).load(h.default_channel.id)).game.id, STATUS_KEY
    )
    assert [w for w in writes(moved) if status is None or w[1] != status[1]] == [("edit", mid)]
    assert "**Block phase**" in content(h, mid) and content(h, mid).count(">>> ") == 1

    # deleted by hand: the next step posts a new one, which is tracked from then on
    del h.backend.messages[mid]
    moved = await h.slash("mk next", user=first)
    [(kind, again)] = writes(moved)
    assert kind == "message" and again != mid and await tracked(h) == (h.default_channel.id, again)
    assert "**Assign Damage phase**" in content(h, again)

    hurt = await h.slash("mk damage", user=first, enemy="e2")
    assert writes(hurt) == [("edit", again)] and "takes 2 Wounds" in content(h, again)
    moved = await h.slash("mk next", user=first)
    won = await h.slash("mk attack", user=first, targets="e2", cards="rage@basic,determination@basic")
    assert writes(moved) == writes(won) == [("edit", again)]

    over = await h.slash("mk next", user=first)
    assert writes(over) == [("edit", again)]  # a last edit: the story with its end, no summary
    final = content(h, again)
    assert "The combat is over." in final and ">>> " not in final and "**Combat**" not in final
    assert "defeated, +3 Fame" in final
    assert await tracked(h) is None
    played = await h.slash(
        "mk play", user=first, card="march", mode="basic"
    )  # after the combat: a new message
    assert [k for k, _ in writes(played)] == ["message"] and content(h, again) == final


async def test_a_story_too_long_for_one_message_carries_on_in_a_new_one(
    h: DiscordHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, _other, spots = await rig_combat(h)
    started = await h.slash("mk challenge", user=first, targets=";".join(spots))
    [(_, mid)] = writes(started)
    assert mid is not None
    monkeypatch.setattr(present, "MAX_CONTENT", len(content(h, mid)) + 100)
    done = await h.slash("mk attack", user=first, targets="e1", cards="Swiftness@powered+mana=die:white")
    [(edited, old), (posted, new)] = writes(done)
    assert (edited, old, posted) == ("edit", mid, "message") and new != mid
    assert ">>> " not in content(h, mid) and "challenges" in content(h, mid)  # keeps its story only
    assert "defeated, +2 Fame" in content(h, new) and ">>> **Combat**" in content(h, new)
    assert await tracked(h) == (h.default_channel.id, new)


def test_story_and_summary_are_told_apart() -> None:
    text = live.compose("", ["a", "b"], ["**Combat**", "• e1"])
    assert text == "a\nb\n>>> **Combat**\n• e1"
    assert live.story_of(text) == "a\nb"
    assert live.compose("a\nb", ["c"], []) == "a\nb\nc"
    assert live.story_of(">>> only a summary") == "" and live.story_of("a story") == "a story"


# ------------------------------------------------------------------------------------ the hand's controls
def options(view: object, custom_prefix: str) -> list[dict[str, str]]:
    comps = _walk_components(view.to_components())  # type: ignore[attr-defined]
    select = next(c for c in comps if str(c.get("custom_id", "")).startswith(custom_prefix))
    return list(select["options"])


def labels(view: object) -> list[str]:
    return [str(c.get("label")) for c in _walk_components(view.to_components()) if c.get("type") == 2]  # type: ignore[attr-defined]


async def test_the_hand_view_pages_groups_and_keeps_end_turn_a_button() -> None:
    controls = [
        *many_controls(),
        *(Control(f"Act {n}", f"mk act{n}", {}, f"act{n}", f"Act {n}") for n in range(6)),
        Control("End your turn", "mk end-turn", {}, "end-turn", "End turn"),
    ]
    controls = [c for c in controls if not (c.group == "end-turn" and c.options)]  # a lone End turn
    extra = [Control(f"Card {n}", "mk play", {"card": f"x{n}"}, f"x{n}", f"X{n}") for n in range(20)]
    groups, singles, menu = _groups(controls + extra)
    assert len(singles) == 5 and singles[-1].group == "end-turn"  # more single actions than buttons
    view = hand_view(1, 2, 3, controls + extra)
    assert labels(view)[-1] == "End your turn"
    first = options(view, "hg:")
    assert len(first) == 25 and first[-1]["label"].startswith("More… (2/") and first[-1]["value"] == "@2"
    second = options(hand_view(1, 2, 3, controls + extra, open_group="@2"), "hg:")
    shown = [o["value"] for o in first[:-1] + second[:-1]]
    assert shown == [e.value for e in menu][: len(shown)] and "act5" in shown  # nothing skipped
    # Mana Pull's 17 ways fit one menu; a group with more than 25 ways is split into pages
    big = [Control(f"Way {n}", "mk play", {"card": "big", "n": str(n)}, "big", "Big") for n in range(30)]
    view = hand_view(1, 2, 3, big, open_group="big~2")
    assert [o["label"] for o in options(view, "hg:")] == ["Big (1/2)", "Big (2/2)"]
    assert [o["label"] for o in options(view, "hp:")] == [f"Way {n}" for n in range(25, 30)]
    assert _offers(big, "big~2") and _offers(big, "@2") and not _offers(big, "gone")


async def test_a_combat_that_ended_unseen_is_closed_without_the_next_action(h: DiscordHarness) -> None:
    """A combat ended outside Discord's replies (a turn the scheduler plays, a correction): the next
    action closes its message (the summary goes) but is posted on its own, not told as the combat's."""
    from bot.commands import Caller, dispatch

    first, _other, spots = await rig_combat(h)
    started = await h.slash("mk challenge", user=first, targets=";".join(spots))
    [(_, mid)] = writes(started)
    caller = Caller(user_id=first.id, name=first.name, channel_id=h.default_channel.id)
    steps = [  # the whole combat without Discord
        ("mk attack", {"targets": "e1", "cards": "Swiftness@powered+mana=die:white"}),
        ("mk next", {}),
        ("mk next", {}),
        ("mk damage", {"enemy": "e2"}),
        ("mk next", {}),
        ("mk attack", {"targets": "e2", "cards": "rage@basic,determination@basic"}),
        ("mk next", {}),
    ]
    for name, options in steps:
        assert not (await dispatch(service(h), caller, name, options)).error, name
    assert (await service(h).load(h.default_channel.id)).state.turn.combat is None
    assert ">>> **Combat**" in content(h, mid)
    played = await h.slash("mk play", user=first, card="march", mode="basic")
    [(edited, old), (posted, new)] = writes(played)
    assert (edited, old, posted) == ("edit", mid, "message") and new != mid
    assert ">>> " not in content(h, mid) and "March" not in content(h, mid)
    assert "March" in content(h, new) and await tracked(h) is None
