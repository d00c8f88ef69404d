"""Movement (rulebook §5.1-§5.3): terrain costs by Day and Night, impassable terrain, cost
reductions, rampaging enemies, provoking, other heroes, safe spaces and Forced Withdrawal.

The player chooses the path (R-PATH): ``move`` follows a named path step by step, takes a
neighbouring destination in one step, and a farther one by ``default_route``; ``routes`` lists the
ways a move can go and what each one starts."""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import (
    DIRECTION_NAMES,
    DIRECTIONS,
    Hex,
    are_adjacent,
    distance,
    format_hex,
    neighbours,
    parse_hex,
)
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import glossary
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.exploration import reveal_adjacent_garrisons, rules_night
from bot.games.mageknight.state import GameState, Player, Space, Turn

MULTI_HERO_SITES = ("portal",)


def _hex(p: list[int]) -> Hex:
    return (p[0], p[1])


def base_cost(state: GameState, data: MageKnightData, space: Space) -> int | None:
    """The unmodified Move cost to enter ``space``: the site's own fixed cost (a city, the Lost Valley,
    a Necropolis: 2) or the terrain's by Day or Night; None when it is inaccessible."""
    if space.site is not None and data.sites[space.site].move_cost is not None:
        return data.sites[space.site].move_cost
    cost = data.terrains[space.terrain].cost(state.night)
    if rules_night(state) != state.night:  # Amulet of the Sun/Darkness: the other time's cost where lower
        other = data.terrains[space.terrain].cost(not state.night)
        if cost is not None and other is not None:
            cost = min(cost, other)
    return cost


def step_cost(ctx: Ctx, turn: Turn, space: Space) -> int | None:
    terrain = space.terrain
    if turn.has("forbidden_terrain", terrain=terrain):
        return None
    cost = base_cost(ctx.state, ctx.data, space)
    fixed = space.site is not None and ctx.data.sites[space.site].move_cost is not None
    if not fixed:
        set_cost = turn.total("terrain_set_cost", terrain=terrain)
        if set_cost is not None:  # Mist Form (lakes too)
            cost = set_cost
        cap = turn.total("terrain_cap", terrain=terrain)
        if cap is not None:  # Frost Bridge: a lake becomes passable too
            cost = cap if cost is None else min(cost, cap)
    if cost is None:
        return None
    if turn.has("terrain_discount", terrain=terrain) and (
        space.site is None or ctx.data.sites[space.site].move_cost is None
    ):
        cost = max(2, cost - 1) if cost > 2 else cost
    for cut in turn.mods("terrain_cut", terrain=terrain):  # Path Finding, Song of Wind
        amount, floor = cut["amount"], cut["floor"]
        if not fixed and cost > floor:
            cost = max(floor, cost - amount)
    return cost


def wall_between(state: GameState, a: Hex, b: Hex) -> bool:
    """Whether a wall lies on the edge between neighbouring hexes ``a`` and ``b`` (LL §2.1); a wall
    is listed on the hex of either side."""
    step = (b[0] - a[0], b[1] - a[1])
    if step not in DIRECTIONS:
        return False
    back = (-step[0], -step[1])
    sa, sb = state.space(a), state.space(b)
    return bool(
        (sa is not None and DIRECTION_NAMES[DIRECTIONS.index(step)] in sa.walls)
        or (sb is not None and DIRECTION_NAMES[DIRECTIONS.index(back)] in sb.walls)
    )


def rampaging_hexes(state: GameState) -> list[Hex]:
    out = []
    for key, sp in state.spaces.items():
        if sp.rampaging and sp.tokens:
            q, r = key.split(",")
            out.append((int(q), int(r)))
    return out


def entry_problem(ctx: Ctx, seat: int, src: Hex, dst: Hex) -> Say | None:
    """Why the hero of ``seat`` may not step from ``src`` to ``dst`` at all (None if allowed)."""
    state = ctx.state
    space = state.space(dst)
    if space is None:
        return t("mk-move-not-on-map", hex=format_hex(dst))
    if space.rampaging and space.tokens:
        return t(
            "mk-move-rampaging-there", hex=format_hex(dst), rampaging=glossary.rampaging(space.rampaging)
        )
    if space.site == "keep" and space.owner is not None and space.owner != seat:
        owner = state.players[space.owner]
        if owner.position is not None and (owner.position[0], owner.position[1]) == tuple(dst):
            return t("mk-move-no-pvp", player=owner.name, hex=format_hex(dst))
    if space.site == "city" and not ctx.data.scenarios[state.scenario].cities_enterable:
        return t("mk-move-city-closed", hex=format_hex(dst))
    turn = state.turn if state.turn is not None and state.turn.seat == seat else None
    if (step_cost(ctx, turn, space) if turn is not None else base_cost(state, ctx.data, space)) is None:
        forbidden = turn is not None and turn.has("forbidden_terrain", terrain=space.terrain)
        return t(
            "mk-move-impassable",
            hex=format_hex(dst),
            terrain=glossary.terrain(space.terrain, ctx.data.terrains[space.terrain].name),
            when="turn" if forbidden else "always",
        )
    return None


def other_hero(ctx: Ctx, seat: int, h: Hex) -> Player | None:
    """Another hero standing on ``h``, except on spaces where several heroes may stand (the portal:
    a figure ending its turn there leaves the map, §5.3, R-PROVOKE-HERO)."""
    space = ctx.state.space(h)
    if space is not None and space.site in MULTI_HERO_SITES:
        return None
    for p in ctx.state.players:
        if p.seat != seat and p.position is not None and _hex(p.position) == h:
            return p
    return None


def one_step(turn: Turn, src: Hex, dst: Hex) -> bool:
    """Whether ``dst`` is one step from ``src``: adjacent, or within Space Bending's range."""
    reach = turn.total("adjacency_range")
    if reach <= 1:
        return are_adjacent(src, dst)
    return bool(0 < distance(src, dst) <= reach)


# ----------------------------------------------------------------------------- what a step starts
def is_assault(ctx: Ctx, seat: int, space: Space) -> bool:
    """Entering this space is an assault: an unconquered fortified site, or a keep another owns."""
    if space.site is None or not ctx.data.sites[space.site].fortified:
        return False
    if space.site == "keep":
        return space.owner != seat
    return space.owner is None


def provoked(ctx: Ctx, src: Hex, dst: Hex) -> list[Hex]:
    """§5.2: rampaging enemies adjacent to both ends of a step, never across a wall (LL §2.1); an
    enemy with Ambush (SoT §7.5) reaches 2 spaces, through a revealed space that is not a mountain or
    lake and without crossing walls."""
    out = []
    for key, sp in ctx.state.spaces.items():
        if not (sp.rampaging and sp.tokens):
            continue
        q, r = (int(v) for v in key.split(","))
        if _reaches(ctx, sp, src, (q, r)) and _reaches(ctx, sp, dst, (q, r)):
            out.append((q, r))
    return out


def _reaches(ctx: Ctx, sp: Space, h: Hex, enemy: Hex) -> bool:
    """Whether the enemy on ``sp`` at ``enemy`` can attack a hero standing on ``h``."""
    if are_adjacent(h, enemy):
        return not wall_between(ctx.state, h, enemy)
    ambush = any("ambush" in ctx.data.enemies[t.enemy].abilities for t in sp.tokens if t.face_up)
    if not ambush or distance(h, enemy) != 2:
        return False
    for between in neighbours(h):
        if not are_adjacent(between, enemy):
            continue
        mid = ctx.state.space(between)
        if mid is None or mid.terrain in ("mountain", "lake"):
            continue
        if not wall_between(ctx.state, h, between) and not wall_between(ctx.state, between, enemy):
            return True
    return False


def step_outcome(ctx: Ctx, seat: int, turn: Turn, src: Hex, dst: Hex) -> tuple[tuple[Hex, ...], bool]:
    """What the step ``src`` -> ``dst`` starts (§5.2): the rampaging enemies it provokes (nobody with
    Space Bending) and whether it is an assault. Either ends the movement there."""
    space = ctx.state.space(dst)
    assert space is not None
    provokes = () if turn.total("adjacency_range") > 1 else tuple(provoked(ctx, src, dst))
    return provokes, is_assault(ctx, seat, space)


def step_problem(ctx: Ctx, seat: int, turn: Turn, src: Hex, dst: Hex) -> Say | None:
    """Why the hero may not take the step ``src`` -> ``dst`` (None if it may, as far as the space is
    concerned; the Move cost is checked on the whole path): not one step away, a space that cannot be
    entered, or a provoking step onto another hero's space (§5.3, R-PROVOKE-HERO)."""
    if not one_step(turn, src, dst):
        far = turn.total("adjacency_range")
        if far <= 1:
            return t("mk-move-not-adjacent", hex=format_hex(dst), src=format_hex(src))
        return t("mk-move-not-within", hex=format_hex(dst), n=far, src=format_hex(src))
    problem = entry_problem(ctx, seat, src, dst)
    if problem is not None:
        return problem
    provokes, _ = step_outcome(ctx, seat, turn, src, dst)
    hero = other_hero(ctx, seat, dst) if provokes else None
    if hero is not None:
        return t(
            "mk-move-hero-there",
            player=hero.name,
            hex=format_hex(dst),
            provokes=_provoking_text(ctx, provokes),
        )
    return None


@dataclass(frozen=True)
class Route:
    """One way to move: the spaces entered in order (the start excluded, the destination last), what
    it costs, and the combat its last step starts (the rampaging enemies provoked, an assault)."""

    steps: tuple[Hex, ...]
    cost: int
    provokes: tuple[Hex, ...] = ()
    assault: bool = False

    @property
    def dest(self) -> Hex:
        return self.steps[-1]

    def path_text(self) -> str:
        """The path as the move action's ``path`` parameter takes it."""
        return ";".join(format_hex(h) for h in self.steps)


def _provoking_text(ctx: Ctx, provokes: tuple[Hex, ...]) -> Say:
    names: list[Say] = []
    for h in provokes:
        sp = ctx.state.space(h)
        assert sp is not None
        names.append(t("mk-move-rampaging-at", rampaging=glossary.rampaging(sp.rampaging), hex=format_hex(h)))
    return t("mk-move-provokes", enemies=glossary.and_list(names))


def consequences_text(ctx: Ctx, route: Route) -> Say:
    """What the route's last step starts, in words ("" when nothing)."""
    parts: list[Say] = []
    if route.assault:
        space = ctx.state.space(route.dest)
        assert space is not None
        site = glossary.site(space.site, ctx.data.sites[space.site or ""].name, "acc")
        parts.append(t("mk-move-assaults", site=site, hex=format_hex(route.dest)))
    if route.provokes:
        parts.append(_provoking_text(ctx, route.provokes))
    return glossary.and_list(parts) if parts else ""


def routes(ctx: Ctx, player: Player, turn: Turn) -> dict[Hex, list[Route]]:
    """Every space a move can reach with the Move points in hand, with the cheapest route for each
    different outcome: no combat, or which enemies the last step provokes (an assault depends on the
    destination only). Cheapest first; equal costs by fewer steps, then by the hexes in order.

    Only the last step of a route may start a combat (§5.2: it ends the movement); earlier steps may
    pass adventure sites and other heroes. The pending space discount (Druidic Paths) lowers the
    priciest step, as ``path_cost`` charges it."""
    assert player.position is not None
    start = _hex(player.position)
    discount = turn.has("space_discount")
    bent = turn.total("adjacency_range") > 1  # Space Bending: no wall surcharge (LL §2.1)
    # Dijkstra over (hex, discount still unused), keyed by (cost, steps taken, the steps themselves):
    # the key grows with every step, so the first time a node is settled its key is the least.
    heap: list[tuple[int, int, tuple[Hex, ...], Hex, bool]] = [(0, 0, (), start, discount)]
    settled: set[tuple[Hex, bool]] = set()
    found: dict[tuple[Hex, tuple[Hex, ...]], tuple[tuple[int, int, tuple[Hex, ...]], bool]] = {}

    def keep(
        dest: Hex, provokes: tuple[Hex, ...], key: tuple[int, int, tuple[Hex, ...]], assault: bool
    ) -> None:
        if (dest, provokes) not in found or key < found[(dest, provokes)][0]:
            found[(dest, provokes)] = (key, assault)

    while heap:
        cost, n, steps, here, spare = heapq.heappop(heap)
        if (here, spare) in settled:
            continue
        settled.add((here, spare))
        if steps:
            keep(here, (), (cost, n, steps), False)
        for nxt in _next_spaces(ctx, turn, here):
            space = ctx.state.space(nxt)
            if nxt == start or space is None or entry_problem(ctx, player.seat, here, nxt) is not None:
                continue
            c = step_cost(ctx, turn, space)
            if c is None:
                continue
            wall = wall_between(ctx.state, here, nxt) if not bent else False
            provokes, assault = step_outcome(ctx, player.seat, turn, here, nxt)
            if provokes and other_hero(ctx, player.seat, nxt) is not None:
                continue  # §5.3
            for price, left in [(c, spare)] + ([(c - 1, False)] if spare and c > 2 else []):
                total = cost + price + wall  # +1 across a wall, never discounted
                if total > turn.move:
                    continue
                key = (total, n + 1, (*steps, nxt))
                if provokes or assault:  # the movement ends here
                    keep(nxt, provokes, key, assault)
                elif (nxt, left) not in settled:
                    heapq.heappush(heap, (*key, nxt, left))
    out: dict[Hex, list[Route]] = {}
    for (dest, provokes), ((_, _, steps), assault) in sorted(found.items(), key=lambda kv: kv[1][0]):
        route = Route(steps, path_cost(ctx, turn, list(steps), start), provokes, assault)
        out.setdefault(dest, []).append(route)
    return out


def _next_spaces(ctx: Ctx, turn: Turn, here: Hex) -> list[Hex]:
    """The spaces one step can reach: the neighbours, or with Space Bending every revealed space
    within its range (the spaces leapt over do not matter)."""
    reach = turn.total("adjacency_range")
    if reach <= 1:
        return neighbours(here)
    hexes = (parse_hex(k) for k in ctx.state.spaces)
    return [h for h in hexes if 0 < distance(here, h) <= reach]


def path_cost(ctx: Ctx, turn: Turn, path: list[Hex], start: Hex) -> int:
    """The Move cost of a path (``start`` excluded): terrain costs, the space discount on the
    priciest step, and +1 per wall crossed (LL §2.1: no discount applies to that)."""
    walls = sum(wall_between(ctx.state, a, b) for a, b in zip([start, *path], path, strict=False))
    if turn.total("adjacency_range") > 1:  # Space Bending: no wall surcharge (LL §2.1)
        walls = 0
    costs = []
    for h in path:
        sp = ctx.state.space(h)
        assert sp is not None
        c = step_cost(ctx, turn, sp)
        assert c is not None
        costs.append(c)
    if turn.has("space_discount") and costs:
        i = max(range(len(costs)), key=lambda k: costs[k])
        if costs[i] > 2:
            costs[i] -= 1
    return sum(costs) + walls


def _walk(ctx: Ctx, player: Player, turn: Turn, steps: list[Hex]) -> Route | tuple[int, Say]:
    """Follow ``steps`` exactly: the route, or (the index of the first wrong step, why). Every step
    must be one step on from the last, enterable, and only the last may start a combat; an index of
    ``len(steps)`` means the whole path costs more Move than there is."""
    assert player.position is not None
    start = here = _hex(player.position)
    provokes: tuple[Hex, ...] = ()
    assault = False
    for i, nxt in enumerate(steps):
        problem = step_problem(ctx, player.seat, turn, here, nxt)
        if problem is None:
            provokes, assault = step_outcome(ctx, player.seat, turn, here, nxt)
            if (provokes or assault) and i < len(steps) - 1:
                what = consequences_text(ctx, Route((nxt,), 0, provokes, assault))
                problem = t(
                    "mk-move-step-ends-movement",
                    what=what,
                    hex=format_hex(nxt),
                    next=format_hex(steps[i + 1]),
                )
        if problem is not None:
            return i, problem
        here = nxt
    cost = path_cost(ctx, turn, steps, start)
    if cost > turn.move:
        return len(steps), t("mk-move-path-costs", cost=cost, have=turn.move)
    return Route(tuple(steps), cost, provokes, assault)


def default_route(
    ctx: Ctx, player: Player, turn: Turn, dest: Hex, found: dict[Hex, list[Route]] | None = None
) -> Route | Say:
    """The route a move to ``dest`` takes when no path is named (R-PATH), or why there is none: a
    space one step away is entered by that one step; a farther one by its cheapest route, unless
    equally cheap routes end differently (one provokes, another does not, or they provoke different
    enemies): the player must then name the path. ``found``: ``routes(...)`` when already known."""
    assert player.position is not None
    start = _hex(player.position)
    space = ctx.state.space(dest)
    if space is None:
        return t("mk-move-not-on-map", hex=format_hex(dest))
    if one_step(turn, start, dest):
        walked = _walk(ctx, player, turn, [dest])
        if isinstance(walked, Route):
            return walked
        if walked[0] == 0:
            return walked[1]
        wall = turn.total("adjacency_range") == 1 and wall_between(ctx.state, start, dest)
        cost = path_cost(ctx, turn, [dest], start)
        return t(
            "mk-move-entering-costs",
            hex=format_hex(dest),
            cost=cost,
            wall="yes" if wall else "no",
            have=turn.move,
        )
    ways = (routes(ctx, player, turn) if found is None else found).get(dest, [])
    if not ways:
        problem = entry_problem(ctx, player.seat, start, dest)
        if problem is not None:
            return problem
        return t("mk-move-out-of-reach", hex=format_hex(dest), n=turn.move)
    cheapest = [r for r in ways if r.cost == ways[0].cost]
    if len(cheapest) > 1:
        return t("mk-move-paths-differ", n=len(cheapest), cost=ways[0].cost)
    return cheapest[0]


def describe(ctx: Ctx, route: Route) -> Say:
    """``path 1,0;2,-1 (5 Move; provokes ...)``: a route as refusals list it."""
    what = consequences_text(ctx, route) or t("mk-move-no-combat")
    return t("mk-move-route", path=route.path_text(), cost=route.cost, what=what)


def destinations(
    ctx: Ctx, player: Player, turn: Turn, found: dict[Hex, list[Route]] | None = None
) -> dict[Hex, Route]:
    """Where a move naming only the destination can go now, with the route it takes (R-PATH).
    ``found``: ``routes(...)`` when already known."""
    found = routes(ctx, player, turn) if found is None else found
    out = {}
    for dest in found:
        route = default_route(ctx, player, turn, dest, found)
        if isinstance(route, Route):
            out[dest] = route
    return out


def _steps_from(ctx: Ctx, player: Player, turn: Turn, here: Hex) -> Say:
    """The steps possible from ``here``, for an error message: ``2,0 (3 Move), 1,1 (2 Move; provokes ...)``."""
    out: list[Say] = []
    for nxt in _next_spaces(ctx, turn, here):
        space = ctx.state.space(nxt)
        if space is None or step_problem(ctx, player.seat, turn, here, nxt) is not None:
            continue
        cost = step_cost(ctx, turn, space)
        assert cost is not None
        cost += wall_between(ctx.state, here, nxt) if turn.total("adjacency_range") == 1 else 0
        provokes, assault = step_outcome(ctx, player.seat, turn, here, nxt)
        what = consequences_text(ctx, Route((nxt,), cost, provokes, assault))
        step = t("mk-move-step", hex=format_hex(nxt), cost=cost, what=what)
        out.append(step if what else t("mk-move-step-plain", hex=format_hex(nxt), cost=cost))
    return join(*out, sep=", ") if out else t("mk-move-nowhere")


def _refusal(ctx: Ctx, player: Player, turn: Turn, dest: Hex, why: Say) -> IllegalActionError:
    """The error of a refused move: why, the ways to ``dest`` that exist, and where a move can go."""
    found = routes(ctx, player, turn)
    key = format_hex(dest)
    text: Say = t("mk-move-cannot-move", hex=key, why=why)
    ways = found.get(dest, [])
    if ways:
        text = join(text, t("mk-move-ways", hex=key, ways=[describe(ctx, r) for r in ways]))
    reach = destinations(ctx, player, turn, found)  # all of them: a list cut short hides choices
    near = ", ".join(format_hex(h) for h in sorted(reach, key=lambda h: (reach[h].cost, h)))
    return IllegalActionError(join(text, t("mk-move-reachable", hexes=near or t("mk-misc-none"))))


def plan(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    dest: Hex | None,
    challenge: list[Hex] | None = None,
    path: list[Hex] | None = None,
) -> Route:
    """The route :func:`move` takes for these parameters, changing nothing (a preview shows exactly
    this route, and the move then walks it). Raises IllegalActionError like :func:`move`."""
    assert player.position is not None
    start = _hex(player.position)
    steps = list(path or [])
    if steps and steps[0] == start:
        steps.pop(0)
    if dest is not None and steps and steps[-1] != dest:
        steps.append(dest)
    if not steps and dest is None:
        raise IllegalActionError(t("mk-move-name-where"))
    if not steps and dest == start:
        raise IllegalActionError(t("mk-move-already-there", hex=format_hex(start)))
    if challenge and turn.total("adjacency_range") > 1:
        raise IllegalActionError(t("mk-move-bending-provokes-nobody"))
    if steps:
        walked = _walk(ctx, player, turn, steps)
        if not isinstance(walked, Route):
            i, why = walked
            if i < len(steps):
                src = start if i == 0 else steps[i - 1]
                why = join(
                    t(
                        "mk-move-step-impossible",
                        n=i + 1,
                        src=format_hex(src),
                        dst=format_hex(steps[i]),
                        why=why,
                    ),
                    t("mk-move-steps-from", hex=format_hex(src), steps=_steps_from(ctx, player, turn, src)),
                )
            else:
                why = t("mk-move-the-path", path=";".join(format_hex(h) for h in steps), why=why)
            raise _refusal(ctx, player, turn, steps[-1], why)
        route = walked
    else:
        assert dest is not None
        chosen = default_route(ctx, player, turn, dest)
        if not isinstance(chosen, Route):
            raise _refusal(ctx, player, turn, dest, chosen)
        route = chosen
    return route


def move(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    dest: Hex | None,
    challenge: list[Hex] | None = None,
    path: list[Hex] | None = None,
) -> Route:
    """Move the hero (§5.1-§5.3, R-PATH). With ``path`` (the spaces entered in order, the destination
    last or given as ``dest``; the start may lead) the hero follows exactly that path; without it a
    ``dest`` one step away is that one step and a farther one takes ``default_route``. Pays the cost
    and walks the steps; the caller then starts the combat the last step forces (game.py: assault,
    provoked enemies, plus any ``challenge``d neighbours, checked here). Raises IllegalActionError
    (nothing changed) saying what is wrong and what is possible instead."""
    route = plan(ctx, player, turn, dest, challenge, path)
    discount = turn.mod("space_discount")
    if discount is not None:
        turn.drop(discount)
    turn.move -= route.cost
    for step in route.steps:
        turn.path.append([step[0], step[1]])
        reveal_adjacent_garrisons(ctx, step)
    here = route.dest
    player.position = [here[0], here[1]]
    turn.moved = True
    return route


def is_safe(ctx: Ctx, seat: int, h: Hex) -> bool:
    """§5.2: accessible normally, not an unconquered fortified site or another's keep, no other hero
    (except where several heroes may stand)."""
    state = ctx.state
    space = state.space(h)
    if space is None:
        return False
    turn = state.turn
    made_safe = turn is not None and turn.seat == seat and turn.has("safe_terrain", terrain=space.terrain)
    if base_cost(state, ctx.data, space) is None and not made_safe:  # Mountain Lore: mountains
        return False
    if is_assault(ctx, seat, space):
        return False
    return other_hero(ctx, seat, h) is None


def forced_withdrawal(ctx: Ctx, player: Player, turn: Turn) -> int:
    """End of turn step 2: walk back along this turn's path to a safe space, 1 Wound per space."""
    if player.position is None or is_safe(ctx, player.seat, _hex(player.position)):
        return 0
    wounds = 0
    path = [_hex(p) for p in turn.path]
    while path and not is_safe(ctx, player.seat, path[-1]):
        path.pop()
        wounds += 1
    if not path:
        return 0  # no safe space on the path: stay (cannot happen from a legal start)
    player.position = [path[-1][0], path[-1][1]]
    for _ in range(wounds):
        player.hand.append("wound")
    ctx.say(t("mk-move-withdraws", player=player.name, n=wounds, hex=format_hex(path[-1])))
    return wounds


# ----------------------------------------------------------------------------- flight
def fly_targets(ctx: Ctx, player: Player, reach: int) -> list[str]:
    """Where a flight may end: a safe space on the map up to ``reach`` away, terrain ignored, not on
    rampaging enemies (Goldyx's flying skill, Temporal Portal)."""
    if player.position is None:
        return []
    start = (player.position[0], player.position[1])
    out = []
    for key, space in ctx.state.spaces.items():
        h = parse_hex(key)
        if 0 < distance(start, h) <= reach and not (space.rampaging and space.tokens):
            if is_safe(ctx, player.seat, h):
                out.append(format_hex(h))
    return sorted(out)


def fly(ctx: Ctx, player: Player, turn: Turn, dest: str, reach: int, cost: int, what: Say) -> Say:
    """Fly to ``dest`` for ``cost`` Move: no terrain cost and no rampaging enemy provoked; it is a
    movement (the turn counts as moved) and by Day the garrisons next to the end are revealed."""
    if turn.move < cost:
        raise IllegalActionError(t("mk-move-flight-costs", what=what, cost=cost, have=turn.move))
    targets = fly_targets(ctx, player, reach)
    if dest not in targets:
        raise IllegalActionError(
            t("mk-move-flight-where", what=what, n=reach, hexes=", ".join(targets) or t("mk-misc-none"))
        )
    h = parse_hex(dest)
    turn.move -= cost
    turn.path.append([h[0], h[1]])
    turn.moved = True
    player.position = [h[0], h[1]]
    reveal_adjacent_garrisons(ctx, h)
    if cost:
        return t("mk-move-flies-for", hex=dest, cost=cost)
    return t("mk-move-flies", hex=dest)
