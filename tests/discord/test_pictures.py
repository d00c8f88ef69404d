"""The hand's and the offers' pictures through the offline Discord harness: private, next to the text list,
drawn in the reader's language, and drawn again after a click in the hand controls."""

from __future__ import annotations

from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, SentList
from tests.discord.test_cogs import cid, select_options, to_turns

PNG = b"\x89PNG\r\n\x1a\n"


def pictures(sent: SentList) -> list[tuple[str, bytes]]:
    return [f for s in sent for f in s.files]


async def test_hand_attaches_its_picture_privately_next_to_the_text(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    sent = await h.slash("hand", user=first)
    assert sent.public == [] and all(s.ephemeral for s in sent)
    files = sent.private.files
    assert [name for name, _ in files] == ["hand.png"] and files[0][1].startswith(PNG)
    last = sent.private[-1]
    assert last.files == files and cid(last, "hg")  # the picture goes with the controls
    assert "What your cards do" in sent.private.text and "Move 2" in sent.private.text
    text_only = await h.slash("hand", user=first, text_only=True)
    assert text_only.private.files == [] and "What your cards do" in text_only.private.text
    theirs = await h.slash("hand", user=other)
    assert [n for n, _ in theirs.private.files] == ["hand.png"] and theirs.public == []


async def test_a_click_in_the_hand_draws_the_picture_again(h: DiscordHarness) -> None:
    first, _ = await to_turns(h)
    hand = await h.slash("hand", user=first)
    before = hand.private.files[0][1]
    groups = select_options(hand.private[-1], "hg")
    march = next(o["value"] for o in groups if o["label"] == "March")
    shown = await h.select(cid(hand.private[-1], "hg"), [march], user=first)
    assert pictures(shown) == []  # opening a card's menu keeps the message (and its picture)
    picks = select_options(shown[-1], "hp")
    basic = next(o for o in picks if o["label"].startswith("March basic"))
    played = await h.select(cid(shown[-1], "hp"), [basic["value"]], user=first)
    refreshed = [s for s in played if s.kind == "edit" and s.ephemeral]
    assert refreshed and [n for n, _ in refreshed[-1].files] == ["hand.png"]
    assert refreshed[-1].files[0][1] != before  # March has left the hand
    assert not any(s.files for s in played if not s.ephemeral)


async def test_game_status_offers_shows_the_offers_and_the_source_privately(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    state = (await service(h).load(h.default_channel.id)).state
    sent = await h.slash("game status", user=other, offers=True)
    assert sent.public == [] and [n for n, _ in sent.private.files] == ["offers.png"]
    text = sent.private.text
    assert "**Offers and the Source" in text and "**Unit offer**:" in text and "Source: " in text
    assert "(level " in text and "Influence" in text  # what each offered unit does
    plain = await h.slash("game status", user=other)
    assert plain.private.files == [] and "Unit offer" in plain.private.text
    assert state.unit_offer


async def test_pictures_and_lines_in_the_readers_language(h: DiscordHarness) -> None:
    first, _ = await to_turns(h)
    czech = await h.slash("hand", user=first, locale="cs")
    assert "Co dělají tvoje karty" in czech.private.text and "Pohyb 2" in czech.private.text
    english = await h.slash("hand", user=first)
    assert czech.private.files[0][1] != english.private.files[0][1]
    polish = await h.slash("game status", user=first, locale="pl", offers=True)
    assert "**Pula jednostek**:" in polish.private.text and "Źródło:" in polish.private.text
    assert [n for n, _ in polish.private.files] == ["offers.png"]


async def test_a_game_without_offers_says_so(h: DiscordHarness) -> None:
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash("game new", user=alice, game="highcard", colour="red")
    await h.slash("game join", user=bob, colour="blue")
    assert (await h.slash("game start", user=alice)).public
    sent = await h.slash("game status", user=alice, offers=True)
    assert sent.public == [] and "High Card has no offers to show." in sent.private.text
    assert sent.private.files == []
