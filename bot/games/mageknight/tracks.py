"""The hero's tracks: Fame and Reputation, the state floor every rule that gains or
loses them writes through. Reputation stays on its track (``rep_min``..``rep_max`` in levels.toml):
the clamp is written once, here."""

from __future__ import annotations

from bot.engine.i18n import Say, t
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data.levels import Levels
from bot.games.mageknight.state import Player


def gain_fame(ctx: Ctx, player: Player, amount: int, why: Say) -> None:
    player.fame += amount
    if ctx.state.turn is not None and ctx.state.turn.seat == player.seat:
        ctx.state.turn.fame_gained += amount
    ctx.say(t("mk-misc-fame-gained", player=player.name, n=amount, why=why, total=player.fame))


def shift_reputation(levels: Levels, player: Player, amount: int) -> None:
    """Move the Reputation marker by ``amount``, never past either end of the track."""
    player.reputation = max(levels.rep_min, min(levels.rep_max, player.reputation + amount))


def change_reputation(ctx: Ctx, player: Player, amount: int, why: Say) -> None:
    shift_reputation(ctx.data.levels, player, amount)
    ctx.say(
        t(
            "mk-misc-reputation-changed",
            player=player.name,
            change=f"{amount:+d}",
            why=why,
            total=f"{player.reputation:+d}",
        )
    )
