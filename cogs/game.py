"""``/game …`` (lobby and housekeeping) and the top-level ``/hand``, ``/map``, ``/undo``, ``/help``."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.present import ThinCog, run

Players = app_commands.Range[int, 1, 4]
Page = app_commands.Range[int, 1, 10_000]


class GameCog(ThinCog, name="Game"):
    """Slash commands of the lobby and the shared table; each one is a dispatch call."""

    game = app_commands.Group(name="game", description="Open, join, start and follow a game", guild_only=True)

    @game.command(name="new")
    async def new(
        self,
        interaction: discord.Interaction,
        hero: str | None = None,
        players: Players | None = None,
        scenario: str | None = None,
        game: str | None = None,
    ) -> None:
        opts = {"hero": hero, "players": players, "scenario": scenario, "game": game}
        await run(interaction, "game new", opts)

    @game.command(name="join")
    async def join(self, interaction: discord.Interaction, hero: str) -> None:
        await run(interaction, "game join", {"hero": hero})

    @game.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        await run(interaction, "game leave")

    @game.command(name="kick")
    async def kick(self, interaction: discord.Interaction, player: str) -> None:
        await run(interaction, "game kick", {"player": player})

    @game.command(name="start")
    async def start(self, interaction: discord.Interaction) -> None:
        await run(interaction, "game start")

    @game.command(name="abandon")
    async def abandon(self, interaction: discord.Interaction) -> None:
        await run(interaction, "game abandon")

    @game.command(name="status")
    async def status(self, interaction: discord.Interaction) -> None:
        await run(interaction, "game status")

    @game.command(name="log")
    async def log(self, interaction: discord.Interaction, page: Page | None = None) -> None:
        await run(interaction, "game log", {"page": page})

    @app_commands.command(name="hand")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        await run(interaction, "hand")

    @app_commands.command(name="map")
    @app_commands.guild_only()
    async def map(self, interaction: discord.Interaction, public: bool = False) -> None:
        await run(interaction, "map", {"public": "yes" if public else None})

    @app_commands.command(name="undo")
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction) -> None:
        await run(interaction, "undo")

    @app_commands.command(name="help")
    @app_commands.guild_only()
    async def help(self, interaction: discord.Interaction) -> None:
        await run(interaction, "help")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))
