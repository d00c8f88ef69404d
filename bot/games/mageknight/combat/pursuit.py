"""Shades of Tezla §7.5 Pursuit: a rampaging token marked with a hero's Shield (``Token.pursues``)
follows that hero. Each time the hero ends the movement of a turn it steps one space closer, or, if it
is already adjacent, it attacks: it joins the combat that movement started (an assault or provoked
enemies), or, when the turn ends without a combat, it starts one (docs/rulings.md R-PURSUIT). A
pursuer that survives a fight is turned face down and spends the next occasion turning back up.

No printed token has Pursuit: scenario rules and the Pursuit variant mark tokens with it.
"""

from __future__ import annotations

from bot.engine.hexes import Hex, are_adjacent, distance, format_hex, neighbours, parse_hex
from bot.engine.i18n import t
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import Player, Space, Token


def pursuers(ctx: Ctx, seat: int) -> list[tuple[Hex, Token]]:
    out = []
    for key, sp in ctx.state.spaces.items():
        for tok in sp.tokens:
            if tok.pursues == seat:
                out.append((parse_hex(key), tok))
    return out


def protected(ctx: Ctx, player: Player, assaulted: str | None) -> bool:
    """No attack on a fortified site the hero did not assault this turn, or on a site where
    interaction is possible (burned monasteries and glades do not protect)."""
    assert player.position is not None
    space = ctx.state.space((player.position[0], player.position[1]))
    if space is None or space.site is None:
        return False
    site = ctx.data.sites[space.site]
    if site.fortified and format_hex((player.position[0], player.position[1])) != assaulted:
        return True
    if space.site == "monastery" and space.burned:
        return False
    return bool(site.interactions) or site.kind == "inhabited"


def attackers(ctx: Ctx, player: Player, assaulted: str | None = None) -> list[Hex]:
    """The spaces of pursuers of ``player`` that attack now (adjacent, up, not warded off)."""
    assert player.position is not None
    here = (player.position[0], player.position[1])
    if protected(ctx, player, assaulted):
        return []
    return sorted({h for h, tok in pursuers(ctx, player.seat) if tok.face_up and are_adjacent(h, here)})


def advance(ctx: Ctx, player: Player) -> None:
    """The hero ended the movement without being attacked: face-down pursuers turn up; the others
    step one space toward the hero (ties: the first direction in the order NE, E, SE, SW, W, NW)."""
    assert player.position is not None
    here = (player.position[0], player.position[1])
    for h, tok in pursuers(ctx, player.seat):
        name = ctx.data.enemies[tok.enemy].name
        if not tok.face_up:
            tok.face_up = True
            ctx.say(t("mk-combat-pursuer-up", enemy=name, hex=format_hex(h)))
            continue
        if are_adjacent(h, here):
            continue  # it would attack, but the hero is protected here
        best = min(
            (n for n in neighbours(h) if _can_enter(ctx, player, n)),
            key=lambda n: distance(n, here),
            default=None,
        )
        if best is None or distance(best, here) >= distance(h, here):
            continue
        _step(ctx, h, best, tok)
        ctx.say(
            t(
                "mk-combat-pursuer-moves",
                enemy=name,
                player=player.name,
                src=format_hex(h),
                dst=format_hex(best),
            )
        )


def _can_enter(ctx: Ctx, player: Player, h: Hex) -> bool:
    space = ctx.state.space(h)
    if space is None or (space.rampaging and space.tokens):
        return False
    if space.site is not None and ctx.data.sites[space.site].fortified:
        return False
    return all(p.position is None or (p.position[0], p.position[1]) != h for p in ctx.state.players)


def _step(ctx: Ctx, src: Hex, dst: Hex, tok: Token) -> None:
    a, b = ctx.state.space(src), ctx.state.space(dst)
    assert a is not None and b is not None
    a.tokens.remove(tok)
    b.tokens.append(tok)
    b.rampaging = a.rampaging or "orcs"
    if not a.tokens:
        a.rampaging = None


def rest_survivors(space: Space) -> None:
    """After a fight, a surviving pursuer is turned face down."""
    for tok in space.tokens:
        if tok.pursues is not None:
            tok.face_up = False
