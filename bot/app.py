"""Build and run the Discord bot: intents, store, service, cogs, dynamic items, command sync."""

from __future__ import annotations

import importlib
import logging
import sys
from typing import Any

import discord
from discord.ext import commands

from bot.config import Config, ConfigError, require_token
from bot.service import GameService
from bot.store import Store

log = logging.getLogger(__name__)


def bot_intents() -> discord.Intents:
    """Default intents without the privileged ones: slash commands need no message content."""
    intents = discord.Intents.default()
    intents.message_content = False
    intents.members = False
    intents.presences = False
    return intents


def _extensions() -> list[str]:
    cogs = importlib.import_module("cogs")
    return list(getattr(cogs, "EXTENSIONS", []))


def _dynamic_items() -> list[Any]:
    try:
        views = importlib.import_module("cogs.views")
    except ModuleNotFoundError as exc:
        if exc.name in ("cogs.views", "cogs"):
            return []
        raise
    return list(getattr(views, "DYNAMIC_ITEMS", []))


class PbpBot(commands.Bot):
    """The play-by-post bot; ``store`` and ``service`` are ready after :meth:`setup_hook`."""

    def __init__(self, config: Config, *, store: Any | None = None) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=bot_intents(), help_command=None)
        self.config = config
        self.store: Any | None = store
        self._owns_store = store is None
        self.service: Any | None = None

    async def setup_hook(self) -> None:
        if self.store is None:
            self.config.database.parent.mkdir(parents=True, exist_ok=True)
            self.store = await Store.open(self.config.database)
            log.info("opened store %s", self.config.database)
        check = await self.store.integrity_check() if hasattr(self.store, "integrity_check") else "ok"
        if check != "ok":
            log.error(
                "PRAGMA integrity_check of %s says: %s (restore a backup: python -m bot restore)",
                self.config.database,
                check,
            )
        self.service = GameService(self.store)
        for name in _extensions():
            await self.load_extension(name)
            log.info("loaded extension %s", name)
        items = _dynamic_items()
        if items:
            self.add_dynamic_items(*items)
            log.info("registered %d dynamic items", len(items))
        if self.config.dev_guild_id is not None:
            guild = discord.Object(id=self.config.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to dev guild %s", len(synced), self.config.dev_guild_id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (may take up to an hour to appear)", len(synced))

    async def on_ready(self) -> None:
        log.info(
            "logged in as %s (id %s) in %d servers", self.user, self.user and self.user.id, len(self.guilds)
        )

    async def close(self) -> None:
        await super().close()
        if self._owns_store and self.store is not None:
            await self.store.close()
            self.store = None


def create_bot(config: Config, *, store: Any | None = None) -> PbpBot:
    """A configured bot; pass ``store`` to reuse an open store (it is then not closed by the bot)."""
    return PbpBot(config, store=store)


def run_bot(config: Config) -> None:
    """Run until interrupted; exits with code 2 and one line on stderr when no token is configured."""
    try:
        token = require_token(config)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    logging.basicConfig(level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    create_bot(config).run(token, log_handler=None)
