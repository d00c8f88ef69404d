"""The AI hero's turn on the map (§10.3, H-AI-MOVE): 3 MP; each step it (1) heads for the player's
hero when they share a map tile, else (2) for the nearest settlement or mine of its tile it does not
hold, else (3) for the player's town; it explores a face-down tile in its way for 1 MP like a hero
does, wins against neutral units automatically, takes what it reaches, and starts a combat when it
reaches the player's hero or besieges the player's town or settlement."""

from __future__ import annotations

from collections import deque

from bot.engine.hexes import neighbours, parse_hex, tile_of
from bot.engine.i18n import t
from bot.games.homm3 import geography
from bot.games.homm3.ai.battle import start_ai, take
from bot.games.homm3.ai.setup import ai_seat
from bot.games.homm3.context import Ctx, ask
from bot.games.homm3.fields import defend_options
from bot.games.homm3.state import MAIN, SECONDARY, AiOpponent, Pending

AI_MP = 3  # §10.3
TAKES = ("settlement", "mine")  # §10.3 step 2


def _all_hexes(ctx: Ctx) -> dict[str, bool]:
    """Every hex of the tiles on the table -> whether it may be walked (face-down hexes may: a hero
    explores them first)."""
    out: dict[str, bool] = {}
    for s in ctx.state.slots:
        for k in geography.hexes(s):
            out[k] = not (s.face_up and geography.location(ctx.state, ctx.data, k) == "blocked")
    return out


def distances(ctx: Ctx, goal: str) -> dict[str, int]:
    """Steps from every walkable hex to ``goal`` (breadth first over the tiles on the table)."""
    walk = _all_hexes(ctx)
    dist = {goal: 0}
    todo = deque([goal])
    while todo:
        k = todo.popleft()
        for h in neighbours(parse_hex(k)):
            n = geography.key(h)
            if walk.get(n) and n not in dist:
                dist[n] = dist[k] + 1
                todo.append(n)
    return dist


def next_step(ctx: Ctx, at: str, goal: str) -> str | None:
    """The neighbour of ``at`` on a shortest way to ``goal`` (ties: the smallest field name)."""
    dist = distances(ctx, goal)
    near = [geography.key(h) for h in neighbours(parse_hex(at))]
    steps = sorted((dist[n], n) for n in near if n in dist and dist[n] < dist.get(at, 10**9))
    return steps[0][1] if steps else None


def _same_tile(a: str, b: str) -> bool:
    return tile_of(parse_hex(a)) == tile_of(parse_hex(b))


def player_heroes(ctx: Ctx) -> list[tuple[int, str, str]]:
    out = []
    for seat, p in enumerate(ctx.state.players):
        if p.eliminated:
            continue
        if p.main.at is not None:
            out.append((seat, MAIN, p.main.at))
        if p.secondary is not None and p.secondary.at is not None:
            out.append((seat, SECONDARY, p.secondary.at))
    return out


def goal(ctx: Ctx, ai: AiOpponent) -> tuple[str, str] | None:
    """(why, field) the AI heads for now by §10.3 steps 1-3, or None when it has nowhere to go."""
    assert ai.at is not None
    for _seat, _which, k in player_heroes(ctx):
        if _same_tile(ai.at, k):
            return ("hero", k)
    dist = distances(ctx, ai.at)
    takes = [
        (dist[k], k)
        for k in ctx.state.fields
        if k != ai.at
        and k in dist
        and _same_tile(ai.at, k)
        and k not in ai.fields
        and geography.location(ctx.state, ctx.data, k) in TAKES
    ]
    if takes:
        return ("take", min(takes)[1])
    for seat in range(len(ctx.state.players)):
        town = geography.town_field(ctx.state, seat)
        if town is not None and town not in ai.fields and town != ai.at and not ctx.player(seat).eliminated:
            return ("town", town)
    return None


def start_turn(ctx: Ctx) -> None:
    ai = ctx.state.ai
    assert ai is not None
    ai.mp, ai.moving = AI_MP, True
    ctx.say(t("h3-ai-moves", mp=AI_MP))


def step(ctx: Ctx) -> None:
    """Spend one MP of the AI hero (or end its turn when it has none or nowhere to go)."""
    state = ctx.state
    ai = state.ai
    assert ai is not None and ai.at is not None
    aim = goal(ctx, ai) if ai.mp > 0 else None
    nxt = next_step(ctx, ai.at, aim[1]) if aim else None
    if aim is None or nxt is None:
        ai.mp, ai.moving = 0, False
        return
    ai.mp -= 1
    if nxt not in state.fields:  # a face-down tile: explore it (1 MP, §6.6)
        slot = next(s for s in state.slots if nxt in geography.hexes(s))
        geography.reveal(state, slot, ctx.data)
        ctx.close()
        ctx.say(t("h3-ai-explores", at=geography.slot_name(slot), tile=slot.tile))
        return
    ai.came_from, ai.at = ai.at, nxt
    ctx.say(t("h3-ai-moves-to", to=nxt))
    arrive(ctx, ai, nxt)


def arrive(ctx: Ctx, ai: AiOpponent, k: str) -> None:
    """What the AI hero's step onto ``k`` does (§10.3): a combat with a player's hero there, a siege
    of a player's town or settlement, else it takes a town, settlement or mine (neutral guards lose
    to it automatically)."""
    state = ctx.state
    here = [(s, w) for s, w, at in player_heroes(ctx) if at == k]
    if here:
        seat, which = here[0]
        start_ai(ctx, True, seat, which, k)
        return
    f = state.fields[k]
    loc = geography.location(state, ctx.data, k)
    if f.owner is not None and loc in ("town", "settlement"):
        owner = ctx.player(f.owner)
        cost = ctx.data.fixed["defend_without_hero"].gold
        if owner.units and owner.resources["gold"] >= cost:
            prompt = t("h3-ai-defend-prompt", place=loc, at=k)
            state.pending.append(ask(f.owner, "ai_defend", prompt, defend_options(cost), {"field": k}))
            return
    take(ctx, ai, k)


def answer_defend(ctx: Ctx, q: Pending, pick: str) -> None:
    """The player's answer to an AI siege of a town or settlement without a hero (§6.4)."""
    ai = ctx.state.ai
    assert ai is not None
    k = q.context["field"]
    if pick == "defend":
        ctx.player(q.seat).resources["gold"] -= ctx.data.fixed["defend_without_hero"].gold
        start_ai(ctx, True, q.seat, None, k)
    else:
        ctx.say(t("h3-not-defended", who=ctx.player(q.seat).name, at=k))
        take(ctx, ai, k)


__all__ = ["AI_MP", "ai_seat", "answer_defend", "goal", "next_step", "start_turn", "step", "take"]
