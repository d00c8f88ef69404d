"""Build and run the Discord bot: intents, store, service, cogs, dynamic items, command sync."""

from __future__ import annotations

import asyncio
import importlib
import logging
import signal
import sys
from typing import Any

import aiohttp
import discord
from discord.ext import commands

from bot.config import Config, ConfigError, require_token
from bot.health import Heartbeat, heartbeat_path
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


def _not_voice_warning(record: logging.LogRecord) -> bool:
    """The bot never joins voice: drop discord.py's "PyNaCl/davey is not installed" warnings."""
    return "voice will NOT be supported" not in record.getMessage()


class PbpBot(commands.Bot):
    """The play-by-post bot; ``store`` and ``service`` are ready after :meth:`setup_hook`."""

    def __init__(self, config: Config, *, store: Any | None = None) -> None:
        logging.getLogger("discord.client").addFilter(_not_voice_warning)
        super().__init__(command_prefix=commands.when_mentioned, intents=bot_intents(), help_command=None)
        self.config = config
        self.store: Any | None = store
        self._owns_store = store is None
        self.service: Any | None = None
        self.heartbeat = Heartbeat(heartbeat_path(config.database), self.connected)

    def connected(self) -> bool:
        """Logged in and the gateway connection is open (what the health check reports)."""
        return self.is_ready() and not self.is_closed() and self.ws is not None and self.ws.open

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
        await self.heartbeat.stop()
        await super().close()
        store, self.store = self.store, None  # a second close (SIGTERM, then the runner's) finds None
        if self._owns_store and store is not None:
            await store.close()


def create_bot(config: Config, *, store: Any | None = None) -> PbpBot:
    """A configured bot; pass ``store`` to reuse an open store (it is then not closed by the bot)."""
    return PbpBot(config, store=store)


async def serve(bot: PbpBot, token: str) -> None:
    """Run ``bot`` until it is closed; SIGTERM (``docker stop``) and SIGINT close it cleanly: the
    connection to Discord, then the database (its WAL checkpointed)."""
    loop = asyncio.get_running_loop()
    stops: list[asyncio.Task[None]] = []

    def stop(sig: signal.Signals) -> None:
        log.info("%s received: closing", sig.name)
        stops.append(loop.create_task(bot.close()))

    installed = []
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop, sig)
            installed.append(sig)
        except (NotImplementedError, RuntimeError, ValueError):  # not the main thread, or Windows
            pass
    bot.heartbeat.start()  # touched only while connected (see PbpBot.connected)
    try:
        async with bot:
            await bot.start(token)
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)
        if stops:
            await asyncio.gather(*stops)


def run_bot(config: Config) -> None:
    """Run until stopped; a missing or refused token or an unreachable Discord ends the process with
    one line on stderr (exit code 2 for the token, 1 for the network), not a traceback."""
    try:
        token = require_token(config)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    logging.basicConfig(level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        asyncio.run(serve(create_bot(config), token))
    except discord.LoginFailure:
        print(
            "error: Discord refused the token in DISCORD_TOKEN. Copy a fresh one from "
            "https://discord.com/developers/applications -> your application -> Bot -> Reset Token.",
            file=sys.stderr,
        )
        raise SystemExit(2) from None
    except (TimeoutError, aiohttp.ClientError, OSError, discord.GatewayNotFound) as exc:
        print(
            f"error: cannot reach Discord ({exc or type(exc).__name__}); check the network.", file=sys.stderr
        )
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        pass
