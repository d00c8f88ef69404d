"""Mage Knight on Discord in the reader's language (issue 13): a player whose Discord client is Czech or
Polish reads the hand, the refusals and the autocomplete of /mk in that language; the others keep
English."""

from __future__ import annotations

from tests.discord.harness import DiscordHarness
from tests.discord.test_cogs import to_turns


async def test_the_hand_refusals_and_autocomplete_follow_the_reader_s_locale(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    czech = await h.slash("hand", user=first, locale="cs")
    assert "Tvoje ruka (" in czech.private.text and "Your hand" not in czech.private.text
    english = await h.slash("hand", user=first)
    assert "Your hand (" in english.private.text
    refused = await h.slash("mk next", user=first, locale="pl")
    assert refused.public == [] and "Nie walczysz." in refused.private.text
    polish = await h.autocomplete("mk rest", "discard", "", user=first, locale="pl")
    assert polish and all(label.startswith("Odpoczynek: odrzuć ") for label, _ in polish)
    plain = await h.autocomplete("mk rest", "discard", "", user=first)
    assert [v for _, v in plain] == [v for _, v in polish]
    assert all(label.startswith("Rest: discard ") for label, _ in plain)
