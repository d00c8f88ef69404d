"""Autocomplete for someone who is not in the game answers an empty list, never an error (Discord
shows "Loading options failed" for an error), whatever the game, its phase or the option."""

from __future__ import annotations

import pytest

import bot.commands as commands
from bot.commands import command_table
from tests.discord.harness import DiscordHarness, FakeUser


def game_options() -> list[tuple[str, str]]:
    return [
        (name, o.name)
        for name, cmd in command_table().items()
        if name.split(" ")[0] in ("mk", "h3") and " " in name
        for o in cmd.options
        if o.choices
    ]


async def sweep(h: DiscordHarness, stranger: FakeUser) -> None:
    for name, option in game_options():
        for typed in ("", "a", ","):
            assert await h.autocomplete(name, option, typed, user=stranger) == [], (name, option, typed)


async def test_a_stranger_gets_empty_lists_in_every_phase(h: DiscordHarness) -> None:
    alice, bob, zed = h.user("alice"), h.user("bob"), h.user("zed")
    await sweep(h, zed)  # no game in the channel
    await h.slash("game new", user=alice, hero="tovak", players=2)
    await h.slash("game join", user=bob, hero="arythea")
    await sweep(h, zed)  # a lobby
    await h.slash("game start", user=alice)
    await sweep(h, zed)  # tactics
    other = h.channel("homm3")
    await h.slash("game new", user=alice, channel=other, game="homm3", scenario="border_skirmish")
    await h.slash("game join", user=bob, channel=other, faction="dungeon")
    await h.slash("game start", user=alice, channel=other)
    for name, option in game_options():
        assert await h.autocomplete(name, option, "", user=zed, channel=other) == [], (name, option)


async def test_a_failing_suggestion_answers_an_empty_list(
    h: DiscordHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice = h.user("alice")
    await h.slash("game new", user=alice, hero="tovak", players=2)

    async def broken(*args: object, **kwargs: object) -> list[tuple[str, str]]:
        raise RuntimeError("kaput")

    monkeypatch.setattr(commands, "autocomplete", broken)
    import cogs.present as present

    monkeypatch.setattr(present, "autocomplete", broken)
    assert await h.autocomplete("game join", "hero", "", user=h.user("bob")) == []
