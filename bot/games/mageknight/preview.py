"""Previews of a move before it is made (issue 13): the path, what each step costs by terrain and time
of day (and which of this turn's effects changed it), and what the move will provoke or reveal.

Nothing here changes the state: the route shown is :func:`movement.plan`'s, the very route the move
then walks, so a preview never shows one path while the move takes another."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine.errors import RulesError
from bot.engine.hexes import Hex, format_hex, neighbours, tile_centre
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import glossary
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.exploration import explorable_slots, explore_cost, next_tile, rules_night
from bot.games.mageknight.game import _hex, _hexes
from bot.games.mageknight.movement import (
    Route,
    base_cost,
    consequences_text,
    default_route,
    destinations,
    plan,
    routes,
    step_cost,
    wall_between,
)
from bot.games.mageknight.state import GameState, Player, Turn

#: Modifier kinds that change what a terrain costs (their sources are named in a step's line).
TERRAIN_KINDS = ("terrain_set_cost", "terrain_cap", "terrain_discount", "terrain_cut")


@dataclass(frozen=True)
class Step:
    """One step of a route: the space entered, its terrain, the printed cost by Day or Night, what it
    costs this turn, the names of the effects that changed it, and whether it crosses a wall."""

    hex: Hex
    terrain: str
    site: str | None
    printed: int
    cost: int
    fixed: bool
    sources: tuple[str, ...]
    wall: bool


def _source_name(data: MageKnightData, source: str) -> str:
    for table in (data.cards, data.skills, data.units, data.tactics):
        if source in table:
            return str(table[source].name)
    return source


def steps(ctx: Ctx, turn: Turn, start: Hex, route: Route) -> list[Step]:
    """The steps of ``route`` from ``start``, each with its cost as :func:`movement.path_cost` counts it
    (the space discount of Druidic Paths aside: :func:`discount` gives it)."""
    out = []
    bent = turn.total("adjacency_range") > 1
    here = start
    for h in route.steps:
        sp = ctx.state.space(h)
        assert sp is not None
        fixed = sp.site is not None and ctx.data.sites[sp.site].move_cost is not None
        printed = base_cost(ctx.state, ctx.data, sp)
        cost = step_cost(ctx, turn, sp)
        assert cost is not None
        sources: list[str] = []
        if not fixed:
            for kind in TERRAIN_KINDS:
                for m in turn.mods(kind, terrain=sp.terrain):
                    name = _source_name(ctx.data, m.source) if m.source else ""
                    if name and name not in sources:
                        sources.append(name)
        wall = not bent and wall_between(ctx.state, here, h)
        out.append(
            Step(
                h,
                sp.terrain,
                sp.site,
                cost if printed is None else printed,
                cost,
                fixed,
                tuple(sources),
                wall,
            )
        )
        here = h
    return out


def discount(route: Route, walked: list[Step]) -> int:
    """How much less the route costs than its steps add up to (Druidic Paths' one cheaper space)."""
    return sum(s.cost + s.wall for s in walked) - route.cost


def _where(ctx: Ctx, step: Step) -> Say:
    """A step's space in words: the site's name where the site fixes the cost, else the terrain."""
    if step.fixed and step.site is not None:
        return glossary.site(step.site, ctx.data.sites[step.site].name)
    return glossary.terrain(step.terrain, ctx.data.terrains[step.terrain].name)


def short(ctx: Ctx, turn: Turn, start: Hex, route: Route) -> Say:
    """``2,-3 — 5 Move: Hills 3 + Forest 2; provokes ...``: a route in one short line (autocomplete,
    the private move controls)."""
    walked = steps(ctx, turn, start, route)
    parts: list[Say] = [t("mk-prev-part", where=_where(ctx, s), cost=s.cost) for s in walked]
    parts += [t("mk-prev-part-wall") for s in walked if s.wall]
    cut = discount(route, walked)
    if cut:
        parts.append(t("mk-prev-part-discount", n=cut))
    then = consequences_text(ctx, route)
    return t(
        "mk-prev-choice",
        hex=format_hex(route.dest),
        cost=route.cost,
        steps=join(*parts, sep=" + "),
        then=then or "none",
    )


def _reveals(ctx: Ctx, route: Route) -> list[Say]:
    """What walking ``route`` reveals or lets the hero do at its end, in the order it happens."""
    out: list[Say] = []
    seen: set[Hex] = set()
    if not rules_night(ctx.state):  # by Day, defenders of fortified sites next to the path are revealed
        for h in route.steps:
            for n in neighbours(h):
                sp = ctx.state.space(n)
                if n in seen or sp is None or sp.site is None or not ctx.data.sites[sp.site].fortified:
                    continue
                hidden = sum(1 for tok in sp.tokens if not tok.face_up)
                if hidden:
                    seen.add(n)
                    site = glossary.site(sp.site, ctx.data.sites[sp.site].name, "gen")
                    out.append(t("mk-prev-reveals-defenders", n=hidden, site=site, hex=format_hex(n)))
    end = ctx.state.space(route.dest)
    assert end is not None
    if end.site is not None and not route.assault:
        rec = ctx.data.sites[end.site]
        if rec.enter is not None and end.owner is None:
            name = glossary.site(end.site, rec.name, "gen")  # "enter (the inside) of": do + genitive
            out.append(t("mk-prev-may-enter", site=name, hex=format_hex(route.dest)))
        elif rec.interactions:
            out.append(t("mk-prev-may-interact", site=glossary.site(end.site, rec.name)))
    return out


def _explorable_after(ctx: Ctx, player: Player, turn: Turn, route: Route) -> list[str]:
    """The tile slots the hero could explore from the end of ``route`` with the Move left."""
    if turn.move - route.cost < explore_cost(turn) or next_tile(ctx)[1] == "none":
        return []
    assert player.position is not None
    was = list(player.position)
    player.position = [route.dest[0], route.dest[1]]
    try:
        return [format_hex(tile_centre(a)) for a in explorable_slots(ctx, player)]
    finally:
        player.position = was


def full(ctx: Ctx, player: Player, turn: Turn, route: Route) -> Say:
    """The whole preview of ``route``: the path and its total, one line per step, what it provokes,
    assaults, reveals and makes possible, and the Move left."""
    assert player.position is not None
    start = (player.position[0], player.position[1])
    walked = steps(ctx, turn, start, route)
    night = "yes" if rules_night(ctx.state) else "no"
    lines: list[Say] = [
        t(
            "mk-prev-title",
            hex=format_hex(route.dest),
            start=format_hex(start),
            path=" → ".join(format_hex(h) for h in route.steps),
            cost=route.cost,
            have=turn.move,
            left=turn.move - route.cost,
        )
    ]
    for n, s in enumerate(walked, 1):
        lines.append(
            t(
                "mk-prev-step",
                n=n,
                hex=format_hex(s.hex),
                where=_where(ctx, s),
                cost=s.cost,
                night=night,
                fixed="yes" if s.fixed else "no",
                changed="yes" if s.cost != s.printed else "no",
                printed=s.printed,
                sources=list(s.sources) or "none",
                wall="yes" if s.wall else "no",
            )
        )
    cut = discount(route, walked)
    if cut:
        lines.append(t("mk-prev-discount", n=cut))
    then = consequences_text(ctx, route)
    lines.append(t("mk-prev-combat", what=then) if then else t("mk-prev-no-combat"))
    lines += _reveals(ctx, route)
    slots = _explorable_after(ctx, player, turn, route)
    if slots:
        lines.append(t("mk-prev-explore", slots=slots, cost=explore_cost(turn)))
    lines.append(t("mk-prev-nothing-done"))
    return join(*lines, sep="\n")


def move_preview(state: GameState, seat: int, action: dict[str, Any], data: MageKnightData) -> Say | None:
    """The full preview of the move ``action`` (None when the seat has no turn to move in: the
    generic preview then says why). Raises the move's RulesError when it would be refused."""
    turn = state.turn
    if turn is None or turn.seat != seat or turn.combat is not None or state.players[seat].position is None:
        return None
    ctx = Ctx(state, data)
    player = state.players[seat]
    dest = _hex(action["hex"]) if action.get("hex") not in (None, "") else None
    route = plan(ctx, player, turn, dest, _hexes(action.get("challenge")), _hexes(action.get("path")))
    return full(ctx, player, turn, route)


def choices(state: GameState, seat: int, data: MageKnightData) -> list[tuple[Say, str, str]]:
    """Every space a move naming only its destination reaches now, cheapest first: (short label, the
    ``hex:`` value, the route's ``path:`` value). Empty outside the seat's turn to move."""
    turn = state.turn
    player = state.players[seat]
    if turn is None or turn.seat != seat or turn.combat is not None or player.position is None:
        return []
    if turn.rested or turn.action is not None or turn.ending:
        return []
    ctx = Ctx(state, data)
    start = (player.position[0], player.position[1])
    reach = destinations(ctx, player, turn)
    ordered = sorted(reach.items(), key=lambda kv: (kv[1].cost, format_hex(kv[0])))
    return [(short(ctx, turn, start, r), format_hex(h), r.path_text()) for h, r in ordered]


def path_choices(state: GameState, seat: int, data: MageKnightData, dest: str) -> list[tuple[Say, str]]:
    """The different routes to ``dest`` (each with what it starts), as ``path:`` values."""
    turn = state.turn
    player = state.players[seat]
    if turn is None or turn.seat != seat or turn.combat is not None or player.position is None:
        return []
    try:
        target = _hex(dest.strip())
    except RulesError:
        return []
    ctx = Ctx(state, data)
    start = (player.position[0], player.position[1])
    found = routes(ctx, player, turn)
    ways = list(found.get(target, []))
    chosen = default_route(ctx, player, turn, target, found)  # what the move takes with no path named
    if isinstance(chosen, Route):
        ways = [chosen, *(r for r in ways if r.steps != chosen.steps)]
    return [(short(ctx, turn, start, r), r.path_text()) for r in ways]


def reach_marks(state: GameState, seat: int, data: MageKnightData) -> list[dict[str, Any]]:
    """The map overlay of what a move reaches now: each space with its Move cost (cheapest first)."""
    return [
        {"hex": [int(v) for v in value.split(",")], "label": value, "cost": int(cost)}
        for value, cost in _costs(state, seat, data)
    ]


def _costs(state: GameState, seat: int, data: MageKnightData) -> list[tuple[str, int]]:
    turn = state.turn
    player = state.players[seat]
    if turn is None or turn.seat != seat or turn.combat is not None or player.position is None:
        return []
    if turn.rested or turn.action is not None or turn.ending:
        return []
    ctx = Ctx(state, data)
    reach = destinations(ctx, player, turn)
    return [(format_hex(h), r.cost) for h, r in sorted(reach.items(), key=lambda kv: (kv[1].cost, kv[0]))]
