"""``/mk …``: the Mage Knight moves. Each command hands its options to :func:`bot.commands.dispatch`."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.present import ThinCog, run


class MageKnightCog(ThinCog, name="Mage Knight"):
    """Slash commands of a Mage Knight turn; rules live in the engine, not here."""

    mk = app_commands.Group(name="mk", description="Mage Knight: your moves", guild_only=True)

    @mk.command(name="tactic")
    async def tactic(
        self, interaction: discord.Interaction, tactic: str, cards: str | None = None, card: str | None = None
    ) -> None:
        await run(interaction, "mk tactic", {"tactic": tactic, "cards": cards, "card": card})

    @mk.command(name="skill")
    async def skill(
        self,
        interaction: discord.Interaction,
        skill: str,
        mode: str | None = None,
        colour: str | None = None,
        colour2: str | None = None,
        colour3: str | None = None,
        enemy: str | None = None,
        attack: str | None = None,
        unit: str | None = None,
        hex: str | None = None,
        discard: str | None = None,
        pay: str | None = None,
        pay_colour: str | None = None,
        flip: str | None = None,
        more: str | None = None,
    ) -> None:
        opts = {
            "skill": skill,
            "mode": mode,
            "colour": colour,
            "colour2": colour2,
            "colour3": colour3,
            "enemy": enemy,
            "attack": attack,
            "unit": unit,
            "hex": hex,
            "discard": discard,
            "pay": pay,
            "pay_colour": pay_colour,
            "flip": flip,
            "more": more,
        }
        await run(interaction, "mk skill", opts)

    @mk.command(name="tactic-use")
    async def tactic_use(
        self,
        interaction: discord.Interaction,
        mode: str | None = None,
        dice: str | None = None,
        cards: str | None = None,
        colour: str | None = None,
    ) -> None:
        await run(
            interaction, "mk tactic-use", {"mode": mode, "dice": dice, "cards": cards, "colour": colour}
        )

    @mk.command(name="play")
    async def play(
        self,
        interaction: discord.Interaction,
        card: str,
        mode: str | None = None,
        colour: str | None = None,
        colours: str | None = None,
        target: str | None = None,
        target_mode: str | None = None,
        discard: str | None = None,
        terrain: str | None = None,
        mana: str | None = None,
        pay: str | None = None,
        black: str | None = None,
        die: str | None = None,
        enemy: str | None = None,
        unit: str | None = None,
        pick: str | None = None,
        take: str | None = None,
        throw: str | None = None,
        points: str | None = None,
        cards: str | None = None,
        hex: str | None = None,
        where: str | None = None,
        gain: str | None = None,
        each: str | None = None,
        more: str | None = None,
    ) -> None:
        opts = {"card": card, "mode": mode, "colour": colour, "colours": colours, "target": target}
        opts |= {"target_mode": target_mode, "discard": discard, "terrain": terrain, "mana": mana, "pay": pay}
        opts |= {"black": black, "die": die, "enemy": enemy, "unit": unit, "pick": pick, "take": take}
        opts |= {"throw": throw, "points": points, "cards": cards, "hex": hex, "where": where, "gain": gain}
        opts |= {"each": each, "more": more}
        await run(interaction, "mk play", opts)

    @mk.command(name="move")
    async def move(self, interaction: discord.Interaction, hex: str, harvest: str | None = None) -> None:
        await run(interaction, "mk move", {"hex": hex, "harvest": harvest})

    @mk.command(name="explore")
    async def explore(self, interaction: discord.Interaction, slot: str) -> None:
        await run(interaction, "mk explore", {"slot": slot})

    @mk.command(name="rest")
    async def rest(self, interaction: discord.Interaction, discard: str | None = None) -> None:
        await run(interaction, "mk rest", {"discard": discard})

    @mk.command(name="end-turn")
    async def end_turn(
        self,
        interaction: discord.Interaction,
        discard: str | None = None,
        keep: str | None = None,
        mine: str | None = None,
        long_night: bool = False,
    ) -> None:
        opts = {"discard": discard, "keep": keep, "mine": mine, "long_night": _yes(long_night)}
        await run(interaction, "mk end-turn", opts)

    @mk.command(name="announce-end")
    async def announce_end(self, interaction: discord.Interaction) -> None:
        await run(interaction, "mk announce-end")

    @mk.command(name="interact")
    async def interact(self, interaction: discord.Interaction) -> None:
        await run(interaction, "mk interact")

    # ------------------------------------------------------------------ sites, units, growth
    @mk.command(name="recruit")
    async def recruit(
        self,
        interaction: discord.Interaction,
        unit: str,
        disband: str | None = None,
        mana: str | None = None,
        bond: str | None = None,
    ) -> None:
        await run(interaction, "mk recruit", {"unit": unit, "disband": disband, "mana": mana, "bond": bond})

    @mk.command(name="buy")
    async def buy(
        self,
        interaction: discord.Interaction,
        what: str,
        card: str | None = None,
        points: str | None = None,
        units: str | None = None,
        mana: str | None = None,
    ) -> None:
        opts = {"what": what, "card": card, "points": points, "units": units, "mana": mana}
        await run(interaction, "mk buy", opts)

    @mk.command(name="plunder")
    async def plunder(self, interaction: discord.Interaction) -> None:
        await run(interaction, "mk plunder")

    @mk.command(name="respond")
    async def respond(self, interaction: discord.Interaction, card: str) -> None:
        await run(interaction, "mk respond", {"card": card})

    @mk.command(name="activate")
    async def activate(
        self,
        interaction: discord.Interaction,
        unit: str,
        ability: str,
        mode: str | None = None,
        mana: str | None = None,
        colour: str | None = None,
        target: str | None = None,
        units: str | None = None,
        enemy: str | None = None,
        attack: str | None = None,
    ) -> None:
        opts = {"unit": unit, "ability": ability, "mode": mode, "mana": mana, "colour": colour}
        opts |= {"target": target, "units": units, "enemy": enemy, "attack": attack}
        await run(interaction, "mk activate", opts)

    @mk.command(name="choose")
    async def choose(
        self,
        interaction: discord.Interaction,
        pick: str | None = None,
        skill: str | None = None,
        card: str | None = None,
        disband: str | None = None,
    ) -> None:
        await run(interaction, "mk choose", {"pick": pick, "skill": skill, "card": card, "disband": disband})

    @mk.command(name="enter")
    async def enter(
        self,
        interaction: discord.Interaction,
        path: app_commands.Range[int, 2, 6] | None = None,
        mana: str | None = None,
    ) -> None:
        await run(interaction, "mk enter", {"path": path, "mana": mana})

    @mk.command(name="banner")
    async def banner(self, interaction: discord.Interaction, card: str, unit: str) -> None:
        await run(interaction, "mk banner", {"card": card, "unit": unit})

    @mk.command(name="challenge")
    async def challenge(self, interaction: discord.Interaction, targets: str | None = None) -> None:
        await run(interaction, "mk challenge", {"targets": targets})

    # ------------------------------------------------------------------ combat declarations
    @mk.command(name="combat")
    async def combat(self, interaction: discord.Interaction) -> None:
        await run(interaction, "mk combat")

    @mk.command(name="attack")
    async def attack(
        self,
        interaction: discord.Interaction,
        targets: str,
        cards: str | None = None,
        units: str | None = None,
        preview: bool = False,
    ) -> None:
        opts = {"targets": targets, "cards": cards, "units": units, "preview": _yes(preview)}
        await run(interaction, "mk attack", opts)

    @mk.command(name="block")
    async def block(
        self,
        interaction: discord.Interaction,
        enemy: str,
        cards: str | None = None,
        attack: app_commands.Range[int, 1, 9] | None = None,
        move: app_commands.Range[int, 0, 99] | None = None,
        units: str | None = None,
        preview: bool = False,
    ) -> None:
        opts = {
            "enemy": enemy,
            "cards": cards,
            "attack": attack,
            "move": move,
            "units": units,
            "preview": _yes(preview),
        }
        await run(interaction, "mk block", opts)

    @mk.command(name="damage")
    async def damage(
        self,
        interaction: discord.Interaction,
        enemy: str,
        units: str | None = None,
        attack: app_commands.Range[int, 1, 9] | None = None,
        preview: bool = False,
    ) -> None:
        opts = {"enemy": enemy, "units": units, "attack": attack, "preview": _yes(preview)}
        await run(interaction, "mk damage", opts)

    @mk.command(name="next")
    async def next(self, interaction: discord.Interaction, preview: bool = False) -> None:
        await run(interaction, "mk next", {"preview": _yes(preview)})

    @mk.command(name="burn")
    async def burn(self, interaction: discord.Interaction) -> None:
        await run(interaction, "mk burn")


def _yes(flag: bool) -> str | None:
    return "yes" if flag else None


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(MageKnightCog(bot))
