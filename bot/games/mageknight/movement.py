"""Movement (rulebook §5.1-§5.3): terrain costs by Day and Night, impassable terrain, cost
reductions, rampaging enemies, provoking, safe spaces and Forced Withdrawal."""

from __future__ import annotations

import heapq

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import DIRECTION_NAMES, DIRECTIONS, Hex, are_adjacent, format_hex, neighbours
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData
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


def rules_night(state: GameState) -> bool:
    """Night for reveals: the time of day, unless an Amulet of the Sun/Darkness makes this turn follow
    the other one's rules (``Turn.as_if``); terrain costs then take the lower of the two (R-AS-IF)."""
    turn = state.turn
    if turn is not None and turn.as_if is not None:
        return turn.as_if == "night"
    return state.night


def step_cost(ctx: Ctx, turn: Turn, space: Space) -> int | None:
    if space.terrain in turn.forbidden_terrains:
        return None
    cost = base_cost(ctx.state, ctx.data, space)
    fixed = space.site is not None and ctx.data.sites[space.site].move_cost is not None
    if space.terrain in turn.terrain_set_costs and not fixed:  # Mist Form (lakes too)
        cost = turn.terrain_set_costs[space.terrain]
    if not fixed and space.terrain in turn.terrain_caps:  # Frost Bridge: a lake becomes passable too
        cap = turn.terrain_caps[space.terrain]
        cost = cap if cost is None else min(cost, cap)
    if cost is None:
        return None
    if space.terrain in turn.terrain_discounts and (
        space.site is None or ctx.data.sites[space.site].move_cost is None
    ):
        cost = max(2, cost - 1) if cost > 2 else cost
    for terrain, amount, floor in turn.terrain_cuts:  # Path Finding, Song of Wind
        if terrain == space.terrain and not fixed and cost > floor:
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


def entry_problem(ctx: Ctx, seat: int, src: Hex, dst: Hex) -> str | None:
    """Why the hero of ``seat`` may not step from ``src`` to ``dst`` at all (None if allowed)."""
    state = ctx.state
    space = state.space(dst)
    if space is None:
        return f"{format_hex(dst)} is not on the map yet (explore first)."
    if space.rampaging and space.tokens:
        return (
            f"{format_hex(dst)} holds rampaging {space.rampaging}: you cannot enter it until they are "
            "defeated (challenge them from an adjacent space)."
        )
    if space.site == "keep" and space.owner is not None and space.owner != seat:
        owner = state.players[space.owner]
        if owner.position is not None and (owner.position[0], owner.position[1]) == tuple(dst):
            return (
                f"{owner.name} stands in their keep at {format_hex(dst)}: attacking them there would be a "
                "player-versus-player combat, which this version does not play (R-NO-PVP)."
            )
    if space.site == "city" and not ctx.data.scenarios[state.scenario].cities_enterable:
        return f"{format_hex(dst)} is a city; in this scenario cities cannot be entered."
    turn = state.turn if state.turn is not None and state.turn.seat == seat else None
    if (step_cost(ctx, turn, space) if turn is not None else base_cost(state, ctx.data, space)) is None:
        why = " this turn" if turn is not None and space.terrain in turn.forbidden_terrains else ""
        return f"{format_hex(dst)} is {ctx.data.terrains[space.terrain].name}: it cannot be entered{why}."
    return None


def stops_movement(ctx: Ctx, seat: int, src: Hex, dst: Hex, quiet: bool = False) -> str | None:
    """Why this step ends the movement with a combat (§5.2): an assault, or provoking rampaging enemies
    (not when ``quiet``: Space Bending provokes nobody)."""
    from bot.games.mageknight.combat.starts import is_assault, provoked

    space = ctx.state.space(dst)
    assert space is not None
    reasons = []
    if is_assault(ctx, seat, space):
        reasons.append(f"assault on the {ctx.data.sites[space.site or ''].name}")
    for r in [] if quiet else provoked(ctx, src, dst):
        sp = ctx.state.space(r)
        assert sp is not None
        reasons.append(f"provokes the rampaging {sp.rampaging} at {format_hex(r)}")
    return " and ".join(reasons) or None


def reachable(ctx: Ctx, player: Player, turn: Turn) -> dict[str, tuple[int, list[Hex]]]:
    """Every hex reachable with the Move points in hand: ``"q,r" -> (cost, path)`` (path excludes
    the start). Uses the cheapest legal path that does not stop on the way; a step that starts a
    combat (assault, provoking) can only be the last one. A pending space discount lowers the
    priciest step."""
    assert player.position is not None
    start = _hex(player.position)
    budget = turn.move + (1 if turn.space_discounts else 0)
    best: dict[Hex, int] = {start: 0}
    prev: dict[Hex, Hex] = {}
    ends: dict[Hex, tuple[int, Hex]] = {}  # hexes reachable only as a combat-starting last step
    heap: list[tuple[int, Hex]] = [(0, start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if cost > best.get(here, 1 << 30):
            continue
        for nxt in _next_spaces(ctx, turn, here):
            space = ctx.state.space(nxt)
            if space is None or entry_problem(ctx, player.seat, here, nxt) is not None:
                continue
            c = step_cost(ctx, turn, space)
            if c is None:
                continue
            wall = wall_between(ctx.state, here, nxt) if turn.adjacency_range == 1 else False
            total = cost + c + wall  # +1 across a wall, never discounted
            if total > budget:
                continue
            if stops_movement(ctx, player.seat, here, nxt, quiet=turn.adjacency_range > 1):
                if total < ends.get(nxt, (1 << 30, here))[0]:
                    ends[nxt] = (total, here)
                continue
            if total < best.get(nxt, 1 << 30):
                best[nxt] = total
                prev[nxt] = here
                heapq.heappush(heap, (total, nxt))

    def path_to(h: Hex) -> list[Hex]:
        path = [h]
        while path[-1] in prev and prev[path[-1]] != start:
            path.append(prev[path[-1]])
        path.reverse()
        return path

    out: dict[str, tuple[int, list[Hex]]] = {}
    for h in best:
        if h == start:
            continue
        path = path_to(h)
        real = path_cost(ctx, turn, path, start)
        if real <= turn.move:
            out[format_hex(h)] = (real, path)
    for h, (_, before) in ends.items():
        if h == start or format_hex(h) in out:
            continue  # a peaceful way in exists; prefer it
        path = ([] if before == start else path_to(before)) + [h]
        real = path_cost(ctx, turn, path, start)
        if real <= turn.move:
            out[format_hex(h)] = (real, path)
    return out


def _next_spaces(ctx: Ctx, turn: Turn, here: Hex) -> list[Hex]:
    """The spaces one step can reach: the neighbours, or with Space Bending every revealed space
    within its range (the spaces leapt over do not matter)."""
    if turn.adjacency_range <= 1:
        return neighbours(here)
    from bot.engine.hexes import distance, parse_hex

    hexes = (parse_hex(k) for k in ctx.state.spaces)
    return [h for h in hexes if 0 < distance(here, h) <= turn.adjacency_range]


def path_cost(ctx: Ctx, turn: Turn, path: list[Hex], start: Hex) -> int:
    """The Move cost of a path (``start`` excluded): terrain costs, the space discount on the
    priciest step, and +1 per wall crossed (LL §2.1: no discount applies to that)."""
    walls = sum(wall_between(ctx.state, a, b) for a, b in zip([start, *path], path, strict=False))
    if turn.adjacency_range > 1:  # Space Bending: no wall surcharge (LL §2.1)
        walls = 0
    costs = []
    for h in path:
        sp = ctx.state.space(h)
        assert sp is not None
        c = step_cost(ctx, turn, sp)
        assert c is not None
        costs.append(c)
    if turn.space_discounts and costs:
        i = max(range(len(costs)), key=lambda k: costs[k])
        if costs[i] > 2:
            costs[i] -= 1
    return sum(costs) + walls


def move(ctx: Ctx, player: Player, turn: Turn, dest: Hex, challenge: list[Hex] | None = None) -> list[Hex]:
    """Move the hero to ``dest`` along the cheapest legal path, paying its cost, and start the combat
    its last step forces (assault, provoking; plus any ``challenge``d neighbours). Raises
    IllegalActionError (nothing changed) with what is reachable instead."""
    assert player.position is not None
    start = _hex(player.position)
    if dest == start:
        raise IllegalActionError(f"You are already on {format_hex(dest)}.")
    options = reachable(ctx, player, turn)
    key = format_hex(dest)
    if key not in options:
        space = ctx.state.space(dest)
        reason = None
        if space is not None and are_adjacent(start, dest):
            reason = entry_problem(ctx, player.seat, start, dest)
            if reason is None:
                cost = step_cost(ctx, turn, space)
                reason = f"entering {key} costs {cost} Move and you have {turn.move}."
        elif space is None:
            reason = f"{key} is not on the map yet."
        else:
            reason = f"{key} is out of reach with {turn.move} Move point{'s' if turn.move != 1 else ''}."
        near = ", ".join(sorted(options, key=lambda k: (options[k][0], k))[:8]) or "none"
        raise IllegalActionError(f"You cannot move to {key}: {reason} Reachable now: {near}.")
    cost, path = options[key]
    if turn.space_discounts and path:
        turn.space_discounts -= 1
    turn.move -= cost
    here = start
    for step in path:
        here = step
        turn.path.append([step[0], step[1]])
        if not rules_night(ctx.state):
            reveal_adjacent_garrisons(ctx, step)
    player.position = [here[0], here[1]]
    turn.moved = True
    if turn.adjacency_range > 1:  # Space Bending: nobody is provoked; an assault still starts
        from bot.games.mageknight.resolvers.travel import arrive_quietly

        if challenge:
            raise IllegalActionError("Space Bending moves provoke nobody: challenge enemies separately.")
        arrive_quietly(ctx, player, turn, here, path[-2] if len(path) > 1 else start)
        return path
    from bot.games.mageknight.combat.starts import after_move

    after_move(ctx, player, turn, path[-2] if len(path) > 1 else start, here, challenge)
    return path


def reveal_adjacent_garrisons(ctx: Ctx, h: Hex) -> None:
    """By Day, face-down defenders of keeps, mage towers and cities next to a hero are revealed."""
    for n in neighbours(h):
        sp = ctx.state.space(n)
        if sp is None or sp.site is None or not ctx.data.sites[sp.site].fortified:
            continue
        for tok in sp.tokens:
            if not tok.face_up:
                tok.face_up = True
                ctx.checkpoint = True
                name = ctx.data.enemies[tok.enemy].name
                ctx.say(
                    f"The defender of the {ctx.data.sites[sp.site].name} at {format_hex(n)} is revealed: {name}."
                )


def is_safe(ctx: Ctx, seat: int, h: Hex) -> bool:
    """§5.2: accessible normally, not an unconquered fortified site or another's keep, no other hero
    (except where several heroes may stand)."""
    state = ctx.state
    space = state.space(h)
    if space is None:
        return False
    turn = state.turn
    made_safe = turn is not None and turn.seat == seat and space.terrain in turn.safe_terrains
    if base_cost(state, ctx.data, space) is None and not made_safe:  # Mountain Lore: mountains
        return False
    from bot.games.mageknight.combat.starts import is_assault

    if is_assault(ctx, seat, space):
        return False
    if space.site in MULTI_HERO_SITES:
        return True
    return all(p.seat == seat or p.position is None or _hex(p.position) != h for p in state.players)


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
    ctx.say(
        f"{player.name} is not on a safe space and withdraws {wounds} space{'s' if wounds != 1 else ''} to "
        f"{format_hex(path[-1])}, taking {wounds} Wound{'s' if wounds != 1 else ''}."
    )
    return wounds
