"""Prove the offline harness with a throw-away cog, and check the real bot wiring in bot/app.py."""

from __future__ import annotations

import io
import json
import sys
import types
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

import cogs
from bot import app as bot_app
from bot.app import create_bot
from bot.config import Config
from tests.discord.harness import APP_ID, GUILD_ID, DiscordHarness, HarnessError

HEXES = ["0,0", "1,0", "1,-1", "3,-1", "3,0", "-2,1"]


class Counter(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tiny:count:(?P<n>[0-9]+)"):
    """A stateless button: the count lives in the custom_id, clicks are logged to the bot's store file."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"count {n}", custom_id=f"tiny:count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        path: Path = interaction.client.store_path  # type: ignore[attr-defined]
        clicks = json.loads(path.read_text()) if path.exists() else []
        clicks.append(self.n)
        path.write_text(json.dumps(clicks))
        view = discord.ui.View(timeout=None).add_item(Counter(self.n + 1))
        await interaction.response.edit_message(
            content=f"count {self.n + 1} ({len(clicks)} clicks)", view=view
        )


class Tiny(commands.Cog):
    tiny = app_commands.Group(name="tiny", description="throw-away commands")
    deep = app_commands.Group(name="deep", description="a subcommand group", parent=tiny)

    @tiny.command(name="hello", description="say hello privately")
    async def hello(self, interaction: discord.Interaction, name: str, times: int = 1) -> None:
        manager = interaction.permissions.manage_guild
        await interaction.response.send_message(f"hi {name} x{times} manager={manager}", ephemeral=True)

    @deep.command(name="map", description="defer, then post a file")
    async def map(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        picture = discord.File(io.BytesIO(b"\x89PNG-fake-map"), filename="map.png")
        await interaction.followup.send("here is the map", file=picture)

    @deep.command(name="secret", description="ephemeral defer, then a followup")
    async def secret(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send("only you see this")
        await interaction.channel.send("and this is public")  # type: ignore[union-attr]

    @tiny.command(name="pick", description="pick a hex")
    async def pick(self, interaction: discord.Interaction, hex: str, mode: str = "walk") -> None:
        view = discord.ui.View(timeout=None).add_item(Counter(0))
        await interaction.response.send_message(f"picked {hex} by {mode}", view=view)

    @pick.autocomplete("hex")
    async def hex_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        prefix = "fly " if interaction.namespace.mode == "fly" else ""
        return [app_commands.Choice(name=prefix + h, value=h) for h in HEXES if h.startswith(current)]

    @tiny.command(name="boom", description="fails")
    async def boom(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("kaboom")


class TinyBot(commands.Bot):
    def __init__(self, store_path: Path) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.default())
        self.store_path = store_path

    async def setup_hook(self) -> None:
        await self.add_cog(Tiny())
        self.add_dynamic_items(Counter)
        await self.tree.sync()


@pytest.fixture
async def harness(tmp_path: Path) -> Any:
    h = await DiscordHarness.create(bot_factory=lambda: TinyBot(tmp_path / "clicks.json"))
    yield h
    await h.close()


async def test_sync_is_recorded_and_nothing_else_at_start(harness: DiscordHarness) -> None:
    puts = [c for c in harness.calls if c.method == "PUT"]
    assert [c.path for c in puts] == [f"/applications/{APP_ID}/commands"]
    assert [cmd["name"] for cmd in puts[0].json] == ["tiny"]
    assert harness.bot.user is not None and harness.bot.user.id == APP_ID


async def test_group_command_replies_ephemerally_with_typed_options(harness: DiscordHarness) -> None:
    alice = harness.user("alice")
    sent = await harness.slash("tiny hello", user=alice, name="Alice", times="3")
    assert [(s.kind, s.ephemeral) for s in sent] == [("response", True)]
    assert sent[0].content == "hi Alice x3 manager=False"
    assert sent.private.text == "hi Alice x3 manager=False" and sent.public == []


async def test_member_permissions_reach_the_interaction(harness: DiscordHarness) -> None:
    boss = harness.user("boss", manager=True)
    sent = await harness.slash("/tiny hello", user=boss, name="B")
    assert sent[0].content == "hi B x1 manager=True"


async def test_defer_then_followup_with_file(harness: DiscordHarness) -> None:
    sent = await harness.slash("tiny deep map", user=harness.user("alice"))
    assert [s.kind for s in sent] == ["defer", "followup"]
    assert sent[1].content == "here is the map" and not sent[1].ephemeral
    assert sent[1].files == [("map.png", b"\x89PNG-fake-map")]
    assert sent.files == [("map.png", b"\x89PNG-fake-map")]
    stored = harness.backend.messages[sent[1].message_id]  # type: ignore[index]
    assert stored["attachments"][0]["filename"] == "map.png"


async def test_followup_after_ephemeral_defer_is_ephemeral_and_channel_send_is_public(
    harness: DiscordHarness,
) -> None:
    sent = await harness.slash("tiny deep secret", user=harness.user("bob"))
    assert [(s.kind, s.ephemeral) for s in sent] == [("defer", True), ("followup", True), ("message", False)]
    assert sent.public.text == "and this is public"
    assert sent.private.text == "only you see this"
    assert sent[2].channel_id == harness.default_channel.id


async def test_autocomplete_sees_typed_text_and_filled_options(harness: DiscordHarness) -> None:
    alice = harness.user("alice")
    assert await harness.autocomplete("tiny pick", "hex", "3", user=alice) == [
        ("3,-1", "3,-1"),
        ("3,0", "3,0"),
    ]
    flying = await harness.autocomplete("tiny pick", "hex", "1", user=alice, mode="fly")
    assert flying == [("fly 1,0", "1,0"), ("fly 1,-1", "1,-1")]


async def test_dynamic_button_works_and_survives_restart(harness: DiscordHarness, tmp_path: Path) -> None:
    alice = harness.user("alice")
    sent = await harness.slash("tiny pick", user=alice, hex="3,-1")
    assert sent[0].content == "picked 3,-1 by walk" and sent[0].custom_ids() == ["tiny:count:0"]
    clicked = await harness.click("tiny:count:0", user=alice)
    assert [(s.kind, s.message_id) for s in clicked] == [("edit", sent[0].message_id)]
    assert clicked[0].content == "count 1 (1 clicks)" and clicked[0].custom_ids() == ["tiny:count:1"]

    old_bot = harness.bot
    new_bot = await harness.simulate_restart()
    assert new_bot is not old_bot and old_bot.is_closed()
    again = await harness.click("tiny:count:1", user=alice)  # the button on the old message still works
    assert again[0].content == "count 2 (2 clicks)"
    assert json.loads((tmp_path / "clicks.json").read_text()) == [0, 1]


async def test_unknown_button_gets_no_answer(harness: DiscordHarness) -> None:
    assert await harness.click("nobody:handles:this", user=harness.user("alice")) == []


async def test_handler_exception_is_raised_by_default_and_recorded_otherwise(harness: DiscordHarness) -> None:
    with pytest.raises(HarnessError, match="kaboom"):
        await harness.slash("tiny boom", user=harness.user("alice"))
    harness.raise_errors = False
    assert await harness.slash("tiny boom", user=harness.user("alice")) == []
    assert any("kaboom" in repr(e) for e in harness.errors)
    assert len(harness.app_errors) == 2


async def test_bad_command_or_option_names_fail_loudly(harness: DiscordHarness) -> None:
    with pytest.raises(HarnessError, match="no slash command"):
        await harness.slash("tiny nope", user=harness.user("alice"))
    with pytest.raises(HarnessError, match="no option 'colour'"):
        await harness.slash("tiny hello", user=harness.user("alice"), colour="red")


class FakeStore:
    def __init__(self) -> None:
        self.closed = False

    async def close(self) -> None:
        self.closed = True


async def test_create_bot_wires_service_dynamic_items_and_dev_guild_sync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    views_module = types.ModuleType("cogs.views")
    views_module.DYNAMIC_ITEMS = [Counter]  # type: ignore[attr-defined]
    monkeypatch.setattr(bot_app, "GameService", lambda store: ("service for", store))
    monkeypatch.setitem(sys.modules, "cogs.views", views_module)
    monkeypatch.setattr(cogs, "EXTENSIONS", [], raising=False)

    config = Config(None, tmp_path / "db.sqlite3", GUILD_ID, tmp_path / "maps", "INFO")
    store = FakeStore()

    def factory() -> commands.Bot:
        bot = create_bot(config, store=store)
        bot.store_path = tmp_path / "clicks.json"  # type: ignore[attr-defined]
        return bot

    harness = await DiscordHarness.create(bot_factory=factory)
    bot: Any = harness.bot
    assert bot.service == ("service for", store)
    assert not bot.intents.message_content and not bot.intents.members and not bot.intents.presences
    assert [c.path for c in harness.calls if c.method == "PUT"] == [
        f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"
    ]
    sent = await harness.click("tiny:count:7", user=harness.user("alice"))
    assert sent[0].content == "count 8 (1 clicks)"
    await harness.close()
    assert not store.closed  # a store passed in belongs to the caller


async def test_create_bot_opens_and_closes_its_own_store_across_restarts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cogs, "EXTENSIONS", [], raising=False)
    monkeypatch.setitem(sys.modules, "cogs.views", types.ModuleType("cogs.views"))
    config = Config(None, tmp_path / "nested" / "db.sqlite3", None, tmp_path / "maps", "INFO")
    harness = await DiscordHarness.create(bot_factory=lambda: create_bot(config))
    first: Any = harness.bot
    assert first.store is not None and first.service is not None
    assert config.database.exists()
    assert [c.path for c in harness.calls if c.method == "PUT"] == [f"/applications/{APP_ID}/commands"]
    await harness.simulate_restart()
    assert first.store is None  # closed with its bot
    assert harness.bot.store is not None and harness.bot is not first  # type: ignore[attr-defined]
    await harness.close()
