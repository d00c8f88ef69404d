"""/card through the offline Discord harness: a component of the box, privately, with autocomplete."""

from __future__ import annotations

from bot.games.mageknight.data import load
from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness
from tests.discord.test_cogs import to_turns

DATA = load()


async def test_card_shows_a_component_privately_in_a_game_channel(h: DiscordHarness) -> None:
    first, _ = await to_turns(h)
    sent = await h.slash("card", user=first, name="card:fireball")
    assert sent.public == [] and sent.private
    text = sent.private.text
    assert "Fireball" in text and "Fire Ranged Attack 5" in text and "Firestorm" in text
    assert all(len(s.content or "") <= 2000 for s in sent)
    by_name = await h.slash("card", user=first, name="Orc Summoners")
    assert "armor 4" in by_name.private.text and "fame 4" in by_name.private.text


async def test_card_autocompletes_a_partial_name_from_the_channels_game(h: DiscordHarness) -> None:
    first, _ = await to_turns(h)
    choices = await h.autocomplete("card", "name", "fireb", user=first)
    assert ("Fireball (Spell)", "card:fireball") in choices
    assert len(choices) <= 25 and all(len(label) <= 100 for label, _ in choices)
    assert ("Peasants (unit)", "unit:peasants") in await h.autocomplete("card", "name", "peas", user=first)
    # anyone may look into the box, not only the seated players
    assert await h.autocomplete("card", "name", "peas", user=h.user("carol"))


async def test_card_without_a_game_in_the_channel_takes_the_game_option(h: DiscordHarness) -> None:
    alice = h.user("alice")
    choices = await h.autocomplete("card", "name", "magic arr", user=alice, filled={"game": "homm3"})
    assert ("Magic Arrow (spell)", "spell:magic_arrow") in choices
    sent = await h.slash("card", user=alice, name="spell:magic_arrow", game="homm3")
    assert "Magic Arrow" in sent.private.text and "Power 1+" in sent.private.text
    asked = await h.slash("card", user=alice, name="march")
    assert asked.public == [] and "game:" in asked.private.text


async def test_an_unknown_name_is_a_private_error_with_close_matches(h: DiscordHarness) -> None:
    first, _ = await to_turns(h)
    sent = await h.slash("card", user=first, name="Marhc")
    assert sent.public == [] and sent.private
    assert "is no component" in sent.private.text and "March (Basic Action)" in sent.private.text


async def test_card_reveals_no_hidden_information(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    state = (await service(h).load(h.default_channel.id)).state
    # a face-down token, asked for by its hex: the box knows no hexes, so nothing about the token
    hidden = {
        DATA.enemies[tok.enemy].name
        for space in state.spaces.values()
        for tok in space.tokens
        if not tok.face_up
    }
    for hex_id in list(state.spaces)[:10]:
        sent = await h.slash("card", user=first, name=hex_id)
        assert sent.public == []
        for name in hidden:
            assert name not in sent.private.text
    # a card in another player's hand: described from the box, never whose hand holds it
    theirs = next(p for p in state.players if p.user_id == other.id)
    card = next(c for c in theirs.hand if c != "wound")
    mine = await h.slash("card", user=first, name=f"card:{card}")
    holder = await h.slash("card", user=other, name=f"card:{card}")
    assert DATA.cards[card].name in mine.private.text and theirs.name not in mine.private.text
    assert mine.private.text == holder.private.text  # the same for everyone: the box, not the hand
