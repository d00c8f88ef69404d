"""The operations side of the bot on Discord: the scheduler's periodic wake-up that sends reminders,
deadline notices and heads-ups, the persistent "no more reminders this turn" button, the private
thread per player (hand kept up to date), and the pinned status message edited in place.

No timer lives only in memory: each wake-up asks the store what is due now (see
:mod:`bot.ops.scheduler`), so a restart resumes exactly where the database says.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from typing import Any

import discord
from discord.ext import commands

from bot.commands import Caller, dispatch
from bot.engine.i18n import language, render, t
from bot.ops.scheduler import Notice, Scheduler, keep_private, notice_language
from bot.replies import said
from bot.service import KEEP_EVERY, GameService, ServiceError
from bot.store.backup import backup
from cogs import present

log = logging.getLogger(__name__)

TICK_SECONDS = 60.0
STATUS_DELAY = 5.0  # edits of the pinned status wait this long and coalesce (Discord's rate limits)
STATUS_KEY = "status"
MUTE_TEMPLATE = r"pbpmute:(?P<game>\d+):(?P<user>\d+)"


def _thread_key(seat: int) -> str:
    return f"thread:{seat}"


class MuteButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=MUTE_TEMPLATE):
    """ "No more reminders this turn" under a reminder; keeps working after a restart."""

    def __init__(self, game_id: int, user_id: int, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"pbpmute:{game_id}:{user_id}",
            )
        )
        self.game_id, self.user_id = game_id, user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MuteButton:
        return cls(int(match["game"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if interaction.user.id != self.user_id:
                await present.send_private(interaction, [t("ops-remind-not-yours", who=f"<@{self.user_id}>")])
                return
            service = present.service_of(interaction)
            await service.remember_language(self.user_id, present.lang_of(interaction))
            done = await service.store.mute(self.game_id, self.user_id)
            await present.send_private(interaction, [t("ops-remind-muted" if done else "ops-remind-nothing")])
        except Exception as exc:  # a persistent item has no view to catch it
            await present.fail(interaction, exc)


def mute_view(game_id: int, user_id: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(MuteButton(game_id, user_id, render(lang, t("ops-remind-mute-button"))))
    return view


class Operations:
    """Sends what the scheduler says is due, and keeps threads and the status message current."""

    def __init__(
        self, bot: commands.Bot, service: GameService, *, status_delay: float = STATUS_DELAY
    ) -> None:
        self.bot = bot
        self.service = service
        self.scheduler = Scheduler(service.store, lambda: self.service.clock())
        self.status_delay = status_delay
        self._dirty: dict[int, tuple[Any, int]] = {}  # game -> (channel, channel id) of a stale status
        self._edited: dict[int, float] = {}  # game -> when its status was last edited

    async def tick(self) -> list[Notice]:
        """One wake-up: claim what is due and send it."""
        await self.flush_status(force=True)
        notices = await self.scheduler.tick()
        for notice in notices:
            try:
                await self.deliver(notice)
            except discord.HTTPException:
                log.warning("could not deliver %s for game %s", notice.kind, notice.game_id, exc_info=True)
        return notices

    async def deliver(self, notice: Notice) -> None:
        if notice.private_to is not None:  # only into the player's own private thread, if there is one
            await self._to_thread(notice)
            return
        # in the language of the player it speaks to (a reminder), else the game's (its creator's
        # choice, else its server's)
        lang = await notice_language(self.service, notice, await self._server_lang(notice.game_id))
        channel = self.bot.get_partial_messageable(notice.channel_id)
        kwargs: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions(users=True)}
        if notice.mute_for is not None:
            kwargs["view"] = mute_view(notice.game_id, notice.mute_for, lang)
        await channel.send(render(lang, notice.text)[:2000], **kwargs)

    async def _server_lang(self, game_id: int) -> str | None:
        """The language of the server a game is played on, where Discord has told the bot (None:
        not known; the service then uses the one last seen in a command there)."""
        game = await self.service.store.get_game(game_id)
        guild = self.bot.get_guild(game.guild_id) if game is not None and game.guild_id else None
        return language(guild.preferred_locale.value) if guild is not None else None

    async def _to_thread(self, notice: Notice) -> None:
        """Into the player's private thread when the game has them; otherwise (or without a thread
        yet) it waits for the player's next command, shown only to them."""
        ops = await self.service.store.game_ops(notice.game_id)
        found = None
        if ops.threads:
            owners = await self.service.store.owners(notice.game_id)
            seat = next((s for s, (u, _) in owners.items() if u == notice.private_to), None)
            if seat is not None:
                found = await self.service.store.get_message(notice.game_id, _thread_key(seat))
        if found is None:
            await keep_private(self.service.store, notice, self.service.clock())
            return
        lang = await notice_language(self.service, notice, await self._server_lang(notice.game_id))
        await self.bot.get_partial_messageable(found[0]).send(render(lang, notice.text)[:2000])

    # ------------------------------------------------------------------ after an action
    async def after_action(self, channel: Any, channel_id: int) -> None:
        """Refresh each player's private thread (when the game has them) and schedule a status edit."""
        try:
            loaded = await self.service.load(channel_id)
        except ServiceError:
            return
        if (await self.service.store.game_ops(loaded.game.id)).threads:
            public = await self.service.public_language(
                loaded.game.id, await self._server_lang(loaded.game.id)
            )
            for p in loaded.players():
                try:
                    lang = await self.service.language_of(p.user_id, public)
                    await self._refresh_thread(
                        channel, loaded.game.id, p.seat, p.user_id, p.name, channel_id, lang
                    )
                except discord.HTTPException:
                    log.warning("could not refresh the thread of seat %s", p.seat, exc_info=True)
        self._schedule_status(channel, loaded.game.id, channel_id)
        await self.flush_status()

    async def _refresh_thread(
        self, channel: Any, game_id: int, seat: int, user_id: int, name: str, channel_id: int, lang: str
    ) -> None:
        """The player's private thread shows their hand, in their language (``lang``)."""
        caller = Caller(user_id=user_id, name=name, channel_id=channel_id, lang=lang, server_lang=lang)
        hand = await dispatch(self.service, caller, "hand", {"text_only": "yes"})  # the thread shows text
        game = (await self.service.load(channel_id)).rules.name
        header = render(lang, t("ops-threads-hand-header", game=game))
        text = present.chunk_lines([header, *said(hand.private)])[0]
        found = await self.service.store.get_message(game_id, _thread_key(seat))
        holder = await self.service.store.get_message(game_id, f"{_thread_key(seat)}:holder")
        if found is None:
            thread = await channel.create_thread(
                name=f"{game}: {name}"[:100], type=discord.ChannelType.private_thread, invitable=False
            )
            await thread.add_user(discord.Object(user_id))
            await thread.send(render(lang, t("ops-threads-notice")))
            message = await thread.send(text)
            await self.service.store.set_message(game_id, _thread_key(seat), thread.id, message.id)
            await self.service.store.set_message(game_id, f"{_thread_key(seat)}:holder", thread.id, user_id)
            return
        thread_id, message_id = found
        thread_obj = self.bot.get_partial_messageable(thread_id, type=discord.ChannelType.private_thread)
        if holder is not None and holder[1] != user_id:  # a substitute took the seat: swap the members
            http = self.bot.http
            with contextlib.suppress(discord.HTTPException):
                await http.remove_user_from_thread(thread_id, holder[1])
            await http.add_user_to_thread(thread_id, user_id)
            await self.service.store.set_message(game_id, f"{_thread_key(seat)}:holder", thread_id, user_id)
        await thread_obj.get_partial_message(message_id).edit(content=text)

    def _schedule_status(self, channel: Any, game_id: int, channel_id: int) -> None:
        """Mark the pinned status out of date; :meth:`flush_status` edits it (debounced)."""
        self._dirty[game_id] = (channel, channel_id)

    async def flush_status(self, *, force: bool = False) -> None:
        """Edit every out-of-date status message at most once per ``status_delay`` seconds per game
        (the rest wait for the next action or the scheduler's next wake-up)."""
        now = self.service.clock()
        for game_id, (channel, channel_id) in list(self._dirty.items()):
            if not force and now - self._edited.get(game_id, float("-inf")) < self.status_delay:
                continue
            del self._dirty[game_id]
            self._edited[game_id] = now
            await self._status(channel, game_id, channel_id)

    async def _status(self, channel: Any, game_id: int, channel_id: int) -> None:
        try:
            loaded = await self.service.load(channel_id, any_status=True)
            lang = await self.service.public_language(game_id, await self._server_lang(game_id))
            status = [render(lang, line) for line in loaded.rules.commands().status(loaded.state)]
            text = present.chunk_lines(status)[0]
            found = await self.service.store.get_message(game_id, STATUS_KEY)
            if found is not None:
                await (
                    self.bot.get_partial_messageable(found[0])
                    .get_partial_message(found[1])
                    .edit(content=text)
                )
                return
            message = await channel.send(text)
            with contextlib.suppress(discord.HTTPException):
                await message.pin()
            await self.service.store.set_message(game_id, STATUS_KEY, message.channel.id, message.id)
        except (ServiceError, discord.HTTPException):
            log.warning("could not update the status message of game %s", game_id, exc_info=True)


class OperationsCog(commands.Cog):
    """Runs the scheduler's wake-ups in the bot process."""

    def __init__(self, bot: commands.Bot, tick_seconds: float = TICK_SECONDS) -> None:
        self.bot = bot
        self.tick_seconds = tick_seconds
        self.ops = Operations(bot, bot.service)  # type: ignore[attr-defined]
        bot.operations = self.ops  # type: ignore[attr-defined]
        bot.add_dynamic_items(MuteButton)
        self._task: asyncio.Task[None] | None = None

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Start the wake-ups once connected (on_ready repeats after a reconnect: start only once)."""
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._loop())

    async def cog_unload(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _loop(self) -> None:
        while True:
            try:
                await self.ops.tick()
                await self.scheduled_backup()
            except Exception:
                log.exception("scheduler tick failed")
            await asyncio.sleep(self.tick_seconds)

    async def scheduled_backup(self) -> None:
        """Back the database up when the newest backup is older than the configured interval (the
        backup files' own times are the schedule: a restart neither skips nor repeats one)."""
        config = getattr(self.bot, "config", None)
        store = getattr(self.bot, "store", None)
        if config is None or store is None or not config.backup_every:
            return
        folder = config.backup_dir
        newest = max((p.stat().st_mtime for p in folder.glob("pbp-*.sqlite3")), default=0.0)
        if time.time() - newest < config.backup_every * 3600:
            return
        dropped = await store.prune_ended(keep_every=KEEP_EVERY)  # ended games: a smaller backup
        if dropped:
            log.info("pruned %d snapshots of ended games", dropped)
        done = await asyncio.to_thread(backup, store.path, folder, keep=config.backup_keep)
        log.info(
            "backup %s: %d bytes in %.2fs, integrity %s", done.path, done.size, done.seconds, done.integrity
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(OperationsCog(bot))
