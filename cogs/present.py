"""Sending to Discord: deferring, private and public messages in chunks, maps as files, polite failures,
and the option help and autocomplete of the generated slash commands (a Reply becomes messages and
controls in :mod:`cogs.views`).

Scheme: every command defers ephemerally ("thinking", or a silent deferred update for components on
an existing message). Then private text, private maps and controls go in an ephemeral followup (which
replaces the thinking message); public lines go to the channel as normal messages; when there is
nothing private the thinking message is deleted. An error sends only the ephemeral text.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterable, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import Caller, autocomplete, command_table
from bot.engine.i18n import Say, language, render, t

log = logging.getLogger(__name__)

MAX_CONTENT = 2000
MAP_NAME = "map.png"
SORRY = t("ui-sorry")


def service_of(interaction: discord.Interaction) -> Any:
    """The bot's GameService (set by the bot's setup_hook)."""
    return interaction.client.service  # type: ignore[attr-defined]


def caller_of(interaction: discord.Interaction, *, expected_seq: int | None = None) -> Caller:
    """Who is asking, where, with the exactly-once interaction id."""
    user = interaction.user
    return Caller(
        user_id=user.id,
        name=user.display_name,
        channel_id=interaction.channel_id or 0,
        guild_id=interaction.guild_id,
        is_manager=bool(interaction.permissions.manage_guild),
        interaction_id=str(interaction.id),
        expected_seq=expected_seq,
        lang=lang_of(interaction),
        server_lang=server_lang_of(interaction),
    )


def lang_of(interaction: discord.Interaction) -> str:
    """The language of the member who clicked or typed (their Discord's)."""
    return language(interaction.locale.value)


def server_lang_of(interaction: discord.Interaction) -> str:
    """The language of the server the interaction came from (English outside one)."""
    return language(interaction.guild_locale.value if interaction.guild_locale else None)


async def public_lang(interaction: discord.Interaction, game_id: int) -> str:
    """The language of a game's public messages: its creator's choice, else the server's."""
    return str(await service_of(interaction).public_language(game_id, server_lang_of(interaction)))


def chunk_lines(lines: Iterable[str], limit: int = MAX_CONTENT) -> list[str]:
    """Join lines into messages of at most ``limit`` characters (long lines are cut)."""
    out: list[str] = []
    current = ""
    for line in lines:
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        if current and len(current) + 1 + len(line) > limit:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def _map_file(
    interaction: discord.Interaction, image: bytes | None, name: str = MAP_NAME
) -> discord.File | None:
    if image is None:
        return None
    limit = getattr(interaction, "filesize_limit", 0) or 8 * 1024 * 1024
    if len(image) > limit:
        log.warning("picture %s of %d bytes exceeds the %d byte limit; not attached", name, len(image), limit)
        return None
    return discord.File(io.BytesIO(image), filename=name)


def picture_files(
    interaction: discord.Interaction, map_image: bytes | None, pictures: list[tuple[str, bytes]]
) -> list[discord.File]:
    """The map (if any) and the game's further pictures (a battlefield) as attachments, map first."""
    files = [_map_file(interaction, map_image)] + [_map_file(interaction, b, n) for n, b in pictures]
    return [f for f in files if f is not None]


def _attach(kwargs: dict[str, Any], file: discord.File | None, files: list[discord.File]) -> None:
    both = ([file] if file is not None else []) + list(files)
    if len(both) == 1:
        kwargs["file"] = both[0]
    elif both:
        kwargs["files"] = both[:10]  # Discord's limit per message


async def begin(interaction: discord.Interaction, *, update: bool = False) -> None:
    """Acknowledge within Discord's 3 s: ephemeral thinking, or a silent update for components."""
    if interaction.response.is_done():
        return
    if update:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)


async def send_private(
    interaction: discord.Interaction,
    lines: Sequence[Say],
    *,
    file: discord.File | None = None,
    view: discord.ui.View | None = None,
    files: list[discord.File] | None = None,
) -> None:
    """Ephemeral text (split at 2,000 chars), in the language of whoever it answers; the file(s) and
    view go with the last part."""
    lang = lang_of(interaction)
    parts = chunk_lines([render(lang, line) for line in lines]) or ["\u200b"]
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        kwargs: dict[str, Any] = {}
        if last:
            _attach(kwargs, file, files or [])
        if last and view is not None:
            kwargs["view"] = view
        if interaction.response.is_done():
            await interaction.followup.send(part, ephemeral=True, wait=True, **kwargs)
        else:
            await interaction.response.send_message(part, ephemeral=True, **kwargs)


async def send_public(
    interaction: discord.Interaction,
    lines: list[str],
    *,
    file: discord.File | None = None,
    files: list[discord.File] | None = None,
    view: discord.ui.View | None = None,
) -> list[discord.Message]:
    """Public messages in the interaction's channel; the file(s) and view go with the last part."""
    parts = chunk_lines(lines) or ([""] if file is not None or files else [])
    channel: Any = interaction.channel
    sent: list[discord.Message] = []
    for i, part in enumerate(parts):
        kwargs: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions(users=True)}
        if i == len(parts) - 1:
            _attach(kwargs, file, files or [])
            if view is not None:
                kwargs["view"] = view
        if channel is None or not hasattr(channel, "send"):
            sent.append(await interaction.followup.send(part, wait=True, **kwargs))
        else:
            sent.append(await channel.send(part or None, **kwargs))
    return sent


async def fail(interaction: discord.Interaction, error: BaseException) -> None:
    """Log an unexpected failure and tell the user politely (ephemeral)."""
    log.error("interaction %s failed", interaction.id, exc_info=error)
    try:
        await send_private(interaction, [SORRY])
    except discord.HTTPException:
        log.warning("could not report the failure of interaction %s", interaction.id)


# ------------------------------------------------------------------------- autocomplete
def _filled(interaction: discord.Interaction, command: str, option: str) -> dict[str, str]:
    ns = interaction.namespace
    out: dict[str, str] = {}
    for spec in command_table()[command].options:
        value = getattr(ns, spec.name, None)
        if spec.name != option and value not in (None, ""):
            out[spec.name] = str(value)
    return out


def make_autocomplete(command: str, option: str) -> Any:
    """An autocomplete callback for ``option`` of ``command`` fed by the engine's options."""

    async def suggest(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            pairs = await autocomplete(
                service_of(interaction),
                caller_of(interaction),
                command,
                option,
                current,
                filled=_filled(interaction, command, option),
            )
        except Exception:  # suggestions are a convenience: Discord would show "Loading options failed"
            log.exception("autocomplete of %s %s failed for %r", command, option, current)
            return []
        return [app_commands.Choice(name=label[:100], value=value[:100]) for label, value in pairs[:25]]

    return suggest


def wire(command: app_commands.Command[Any, ..., Any], name: str) -> None:
    """Give a slash command the descriptions and autocompletes of the command table's ``name``."""
    spec = command_table()[name]
    command.description = spec.description[:100]
    params = command._params  # discord.py keeps parameters here; a locale_str description is translated
    for option in spec.options:
        param = params[option.name]
        param.description = app_commands.locale_str(option.description[:100])  # cogs/translate.py
        if option.choices and param.autocomplete is None:
            command.autocomplete(option.name)(make_autocomplete(name, option.name))


class ThinCog(commands.Cog):
    """Base for the slash-command cogs: wires option help and autocompletes from the command table,
    and answers unexpected errors politely."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        for command in self.walk_app_commands():
            if isinstance(command, app_commands.Command) and command.qualified_name in command_table():
                wire(command, command.qualified_name)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await fail(interaction, getattr(error, "original", error))
