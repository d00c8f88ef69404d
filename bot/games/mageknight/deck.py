"""A hero's Deed deck: drawing from the top into the hand (state only; the turn, setup, card and unit
effects all draw through here)."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.i18n import t
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import Player


def draw_cards(ctx: Ctx, player: Player, n: int) -> list[str]:
    """Draw up to ``n`` cards from the top of the deck (stop when it runs out)."""
    drawn = []
    for _ in range(n):
        if not player.deck:
            break
        drawn.append(player.deck.pop(0))
    player.hand.extend(drawn)
    if drawn:
        ctx.checkpoint = True
        names = [ctx.data.cards[c].name for c in drawn]
        ctx.say(
            t("mk-misc-draws", player=player.name, n=len(drawn)),
            private={player.seat: t("mk-misc-you-drew", cards=names)},
        )
    return drawn


def draw_told(ctx: Ctx, player: Player, n: int) -> list[str]:
    """Draw as :func:`draw_cards` for an effect whose own public text already says so ("plays
    Tranquility (basic): draws 1 card", a tactic, plundering): the table hears it once, from that text,
    and only the drawer hears which cards (issue 13: each event reported once)."""
    start = len(ctx.events)
    drawn = draw_cards(ctx, player, n)
    ctx.events[start:] = [replace(e, text="") for e in ctx.events[start:]]
    return drawn
