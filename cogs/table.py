"""Every slash command, generated from the command table (:func:`bot.commands.command_table`).

The shared commands (``/game …``, ``/hand``, ``/map``, ``/undo``, ``/help``) and each registered
game's group (``/mk …``) become discord.py app commands whose parameters are built from the
commands' option specs: adding a game or an option needs no code here. Each callback hands the
typed options to :func:`cogs.views.run`; no rule is checked here.
"""

from __future__ import annotations

import inspect
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import Command, command_table
from bot.engine.commands import FLAG, INTEGER, USER, OptionSpec
from bot.engine.i18n import Text, english, has, t
from bot.games import registry
from cogs.present import ThinCog, fail
from cogs.translate import CatalogTranslator
from cogs.views import run


def _annotation(spec: OptionSpec) -> Any:
    if spec.type == FLAG:
        return bool
    if spec.type == USER:
        return discord.Member
    if spec.type == INTEGER:
        if spec.low is not None or spec.high is not None:
            return app_commands.Range[int, spec.low, spec.high]
        return int
    return str


def _text(value: Any, spec: OptionSpec) -> str | None:
    """A typed Discord value as the command table's text (flags are yes or nothing)."""
    if value is None:
        return None
    if spec.type == FLAG:
        return "yes" if value else None
    if spec.type == USER:
        return f"{value.id}|{getattr(value, 'display_name', value.name)}"
    return str(value)


def slash_command(cmd: Command) -> app_commands.Command[Any, ..., Any]:
    """An app command for ``cmd`` whose parameters are the command's options."""
    specs = {o.name: o for o in cmd.options}

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        await run(interaction, cmd.name, {k: _text(v, specs[k]) for k, v in values.items()})

    interaction = inspect.Parameter(
        "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
    )
    params = [
        inspect.Parameter(
            o.name,
            inspect.Parameter.KEYWORD_ONLY,
            annotation=_annotation(o) if o.required else _annotation(o) | None,
            default=inspect.Parameter.empty if o.required else None,
        )
        for o in cmd.options
    ]
    callback.__signature__ = inspect.Signature([interaction, *params])  # type: ignore[attr-defined]
    # each option's own description, translatable (cogs/translate.py)
    described = app_commands.describe(
        **{o.name: app_commands.locale_str(o.description[:100]) for o in cmd.options}
    )
    callback = described(callback)
    name = cmd.name.rpartition(" ")[2]
    command: app_commands.Command[Any, ..., Any] = app_commands.Command(
        name=name, description=cmd.description[:100], callback=callback
    )
    command.on_error = _answer_error
    return command


async def _answer_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """An unexpected failure is answered politely (and logged by present.fail)."""
    await fail(interaction, getattr(error, "original", error))


class TableCog(ThinCog):
    """The slash commands of the lobby, the table and every registered game, from the command table."""

    def __init__(self, bot: commands.Bot) -> None:
        groups: dict[str, app_commands.Group] = {}
        tops: list[app_commands.Command[Any, ..., Any]] = []
        for name, cmd in command_table().items():
            group_name, _, sub = name.rpartition(" ")
            if not group_name:
                tops.append(app_commands.guild_only(slash_command(cmd)))
                continue
            group = groups.get(group_name)
            if group is None:
                group = groups[group_name] = app_commands.Group(
                    name=group_name,
                    description=_group_help(group_name),
                    guild_only=True,
                )
            group.add_command(slash_command(cmd))
        self.__cog_app_commands__ = [*groups.values(), *tops]
        super().__init__(bot)


def _group_help(group: str) -> str:
    """A command group's description: the catalog's (in English; Discord gets the others from
    cogs/translate.py), else "<game>: your moves"."""
    games = {g.command_group: g for g in registry.games()}
    if group in games:
        games[group].catalog()  # loaded, so that its texts are known
    key = f"cmd-{group}.description"
    if has(key):
        return english(Text(key))
    name = games[group].name if group in games else group
    return english(t("ui-group-help", game=name))[:100]


async def setup(bot: commands.Bot) -> None:
    await bot.tree.set_translator(CatalogTranslator())  # names and descriptions in Czech and Polish
    await bot.add_cog(TableCog(bot))
