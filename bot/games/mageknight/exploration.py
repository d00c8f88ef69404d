"""Exploring (rulebook §5.4): tile slots, placement by tile back and map shape, fixed orientation,
and the "when revealed" set-up of every site on a new tile."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import (
    Hex,
    Lattice,
    distance,
    format_hex,
    neighbours,
    parse_hex,
    tile_centre,
    tile_hexes,
    tile_neighbours,
)
from bot.engine.i18n import Say, t
from bot.games.mageknight import glossary
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import GameState, PlacedTile, Player, Space, Token, Turn
from bot.games.mageknight.tracks import gain_fame

EXPLORE_COST = 2


def placed(state: GameState) -> set[Lattice]:
    return {(t.addr[0], t.addr[1]) for t in state.tiles}


#: Open maps (start side B, tiles at (1,0), (0,1), (1,-1)): the 120-degree cone ``a >= 0, a + b >= 0``
#: cut to columns of constant ``b`` (lines of tiles parallel to the advance direction (1,0)); the coast
#: "breaks" after two tiles on each side. ``b > 0`` is the right-hand side (ruling R-MAP-OPEN).
OPEN_COLUMNS = {"open": (-2, 2), "open_4": (-1, 2), "open_3": (-1, 1)}


def in_shape(state: GameState, shape: str, addr: Lattice) -> bool:
    """Slots allowed by the map shape. Wedge: the 60-degree cone ``a >= 0, b >= 0`` (ruling R-MAP)."""
    a, b = addr
    if shape == "wedge":
        return a >= 0 and b >= 0
    if shape in OPEN_COLUMNS:
        lo, hi = OPEN_COLUMNS[shape]
        return a >= 0 and a + b >= 0 and lo <= b <= hi
    raise IllegalActionError(t("mk-move-shape-not-yet", shape=shape))


def on_coast(addr: Lattice) -> bool:
    return addr[0] == 0 or addr[1] == 0


def placement_ok(
    state: GameState, shape: str, addr: Lattice, back: str, *, emergency: bool, core_off_coast: bool
) -> bool:
    tiles = placed(state)
    if addr in tiles or not in_shape(state, shape, addr):
        return False
    n = sum(1 for t in tile_neighbours(addr) if t in tiles)
    if emergency:
        return n >= 3
    if back == "core":
        return n >= 2 and not (core_off_coast and on_coast(addr))
    if n >= 2:
        return True
    return any(
        t in tiles and sum(1 for u in tile_neighbours(t) if u in tiles) >= 2 for t in tile_neighbours(addr)
    )


def next_tile(ctx: Ctx) -> tuple[str | None, str, bool]:
    """(tile id or None when hidden in the box, back kind, emergency?) of the tile to be revealed."""
    state = ctx.state
    if state.tile_stack:
        return state.tile_stack[0], state.tile_stack_kinds[0], False
    kinds = [ctx.data.tiles[t].kind for t in state.box_tiles]
    if "countryside" in kinds:
        return None, "countryside", True
    if "core" in kinds:
        return None, "core", True
    return None, "none", True


def explorable_slots(ctx: Ctx, player: Player) -> list[Lattice]:
    """Empty slots next to the hero where the next tile may legally go."""
    if player.position is None:
        return []
    state = ctx.state
    ctx.data.scenarios[state.scenario]
    _, back, emergency = next_tile(ctx)
    if back == "none":
        return []
    here = (player.position[0], player.position[1])
    turn = state.turn
    reach = turn.total("explore_distance") if turn is not None and turn.seat == player.seat else 1  # Scouts
    out = []
    for addr in _candidate_slots(state):
        if not any(distance(here, h) <= reach for h in tile_hexes(addr)):
            continue
        if placement_ok(
            state, map_shape(ctx), addr, back, emergency=emergency, core_off_coast=core_off_coast(ctx)
        ):
            out.append(addr)
    return sorted(out)


def _candidate_slots(state: GameState) -> set[Lattice]:
    tiles = placed(state)
    return {n for t in tiles for n in tile_neighbours(t) if n not in tiles}


def map_shape(ctx: Ctx) -> str:
    return ctx.data.scenarios[ctx.state.scenario].map_shape[len(ctx.state.players)]


def core_off_coast(ctx: Ctx) -> bool:
    """Wedge maps keep core tiles off the coast, except First Reconnaissance ("no limits", R-MAP)."""
    return map_shape(ctx) == "wedge" and ctx.state.scenario != "first_reconnaissance"


def slot_label(addr: Lattice) -> str:
    """Slots are named by their centre hex, e.g. ``'4,-5'``."""
    return format_hex(tile_centre(addr))


def explore_cost(turn: Turn) -> int:
    """Move paid to explore a tile: 2, less Hawk Eyes' Night discount (modifier ``explore_discount``)."""
    return max(0, EXPLORE_COST - turn.total("explore_discount"))


def explore(ctx: Ctx, player: Player, turn: Turn, slot: Hex) -> str:
    """Pay 2 Move (:func:`explore_cost`) and reveal the next tile into the slot centred on ``slot``."""
    options = explorable_slots(ctx, player)
    chosen = [a for a in options if tile_centre(a) == slot]
    names = ", ".join(slot_label(a) for a in options) or t("mk-move-no-slot-here")
    if not chosen:
        raise IllegalActionError(t("mk-move-cannot-explore", slot=format_hex(slot), slots=names))
    cost = explore_cost(turn)
    if turn.move < cost:
        raise IllegalActionError(t("mk-move-explore-costs", cost=cost, have=turn.move))
    turn.move -= cost
    turn.moved = True
    tile_id = draw_tile(ctx)
    place_tile(ctx, tile_id, chosen[0], revealed_by=player)
    return tile_id


def draw_tile(ctx: Ctx) -> str:
    state = ctx.state
    if state.tile_stack:
        state.tile_stack_kinds.pop(0)
        return state.tile_stack.pop(0)
    _, back, _ = next_tile(ctx)
    pool = [t for t in state.box_tiles if ctx.data.tiles[t].kind == back and not ctx.data.tiles[t].city]
    tile = ctx.rng.choice(sorted(pool))
    state.box_tiles.remove(tile)
    return tile


def place_tile(ctx: Ctx, tile_id: str, addr: Lattice, revealed_by: Player | None) -> None:
    """Put a tile on the map (orientation fixed) and resolve its sites' "when revealed" set-up."""
    state = ctx.state
    tile = ctx.data.tiles[tile_id]
    ctx.checkpoint = True
    state.tiles.append(PlacedTile(tile_id, [addr[0], addr[1]], tile.kind))
    for h, th in zip(tile_hexes(addr), tile.hexes, strict=True):
        space = Space(
            terrain=th.terrain,
            tile=tile_id,
            site=th.site,
            mine=list(th.mine),
            city=tile.city if th.site == "city" else None,
            rampaging=th.rampaging,
            walls=list(th.walls),
        )
        state.spaces[format_hex(h)] = space
        _when_revealed(ctx, h, space)
    if revealed_by:
        ctx.say(t("mk-move-explores", player=revealed_by.name, tile=tile_id, slot=slot_label(addr)))
    else:
        ctx.say(t("mk-move-setup-reveals", tile=tile_id, slot=slot_label(addr)))
    if revealed_by is not None:
        scenario = ctx.data.scenarios[state.scenario]
        revealed_by.tiles_revealed += 1
        if scenario.fame_per_tile:
            gain_fame(ctx, revealed_by, scenario.fame_per_tile, t("mk-move-fame-for-tile"))
    if tile.city:
        state.city_revealed = True
    for p in state.players:
        if p.position is not None:
            reveal_adjacent_garrisons(ctx, (p.position[0], p.position[1]))


def rules_night(state: GameState) -> bool:
    """Night for reveals: the time of day, unless an Amulet of the Sun/Darkness makes this turn follow
    the other one's rules (modifier ``as_if``); terrain costs then take the lower of the two (R-AS-IF)."""
    turn = state.turn
    as_if = turn.mod("as_if") if turn is not None else None
    if as_if is not None:
        return bool(as_if["time"] == "night")
    return state.night


def reveal_adjacent_garrisons(ctx: Ctx, h: Hex) -> None:
    """By Day (by the rules of this turn, R-AS-IF), face-down defenders of keeps, mage towers and
    cities next to a hero are revealed. Every move, flight and tile reveal calls this one reading."""
    if rules_night(ctx.state):
        return
    for n in neighbours(h):
        sp = ctx.state.space(n)
        if sp is None or sp.site is None or not ctx.data.sites[sp.site].fortified:
            continue
        for tok in sp.tokens:
            if not tok.face_up:
                tok.face_up = True
                ctx.checkpoint = True
                name = ctx.data.enemies[tok.enemy].name
                site = glossary.site(sp.site, ctx.data.sites[sp.site].name, "gen")
                ctx.say(t("mk-move-defender-revealed", site=site, hex=format_hex(n), enemy=name))


def _when_revealed(ctx: Ctx, h: Hex, space: Space) -> None:
    state = ctx.state
    if space.rampaging:
        info = ctx.data.rampaging[space.rampaging]
        _put_token(ctx, space, info.colour, face_up=info.face == "up", where=h)
        return
    if space.site is None:
        return
    site = ctx.data.sites[space.site]
    if space.site == "monastery":
        if state.aa_deck:
            card = state.aa_deck.pop(0)
            state.monastery_offer.append(card)
            ctx.say(t("mk-move-monastery-adds", card=ctx.data.cards[card].name))
    if space.site == "city" and not ctx.data.scenarios[state.scenario].cities_enterable:
        ctx.say(t("mk-move-city-found-closed", colour=str(space.city), hex=format_hex(h)))
        return
    if space.site == "city" and space.city is not None:
        _city_garrison(ctx, h, space)
        return
    if space.site == "ancient_ruins":
        _place_ruins(ctx, h, space)
        return
    reveal = site.reveal
    if reveal is None:
        return
    if reveal.colour not in state.enemy_stacks:
        return  # e.g. ruins tokens: no token data yet (docs/rulings.md R-RUINS)
    face_up = reveal.face == "up" or (reveal.face == "day_up" and not state.night)
    for _ in range(reveal.count):
        _put_token(ctx, space, reveal.colour, face_up=face_up, where=h)


RUINS_EXPANSIONS = ("base",)  # First Reconnaissance and the base scenarios (R-RUINS)


def _place_ruins(ctx: Ctx, h: Hex, space: Space) -> None:
    """§6.2: a yellow ruins token, face up by Day and face down by Night (turned up at the next Day)."""
    state = ctx.state
    if not state.ruins_shuffled:
        ids = sorted(
            r.id for r in ctx.data.ruins.values() if r.expansion in RUINS_EXPANSIONS for _ in range(r.count)
        )
        state.ruins_stack = ctx.rng.shuffled(ids)
        state.ruins_shuffled = True
    if not state.ruins_stack and state.ruins_discard:
        state.ruins_stack = ctx.rng.shuffled(sorted(state.ruins_discard))
        state.ruins_discard = []
    if not state.ruins_stack:
        ctx.say(t("mk-move-no-ruins-token", hex=format_hex(h)))
        return
    ctx.checkpoint = True
    space.ruins = state.ruins_stack.pop(0)
    space.ruins_up = not state.night
    if space.ruins_up:
        ctx.say(
            t("mk-move-ruins-show", hex=format_hex(h), ruins=glossary.ruins_of(ctx.data.ruins[space.ruins]))
        )


def _city_garrison(ctx: Ctx, h: Hex, space: Space) -> None:
    """§5.4: set the city's dial to the scenario's level and draw its garrison face down."""
    state = ctx.state
    scenario = ctx.data.scenarios[state.scenario]
    index = sum(1 for k, sp in state.spaces.items() if sp.site == "city" and k != format_hex(h))
    level = scenario.city_level_for(len(state.players), index)
    city = ctx.data.cities.get(space.city or "")
    if level is None or city is None:
        ctx.say(t("mk-move-city-found-no-level", colour=str(space.city), hex=format_hex(h)))
        return
    colours = city.garrison_for(level)
    for colour in colours:
        _put_token(ctx, space, colour, face_up=False, where=h)
    ctx.say(
        t(
            "mk-move-city-found",
            city=glossary.city(space.city, city.name),
            level=level,
            hex=format_hex(h),
            n=len(colours),
        )
    )


def _put_token(ctx: Ctx, space: Space, colour: str, *, face_up: bool, where: Hex) -> None:
    enemy = draw_enemy(ctx, colour)
    if enemy is None:
        ctx.say(t("mk-move-no-enemy-token", colour=colour, hex=format_hex(where)))
        return
    space.tokens.append(Token(enemy, colour, face_up))


def draw_enemy(ctx: Ctx, colour: str) -> str | None:
    state = ctx.state
    stack = state.enemy_stacks.setdefault(colour, [])
    if not stack:
        discards = state.enemy_discards.get(colour, [])
        if not discards:
            return None
        stack.extend(ctx.rng.shuffled(sorted(discards)))
        discards.clear()
    ctx.checkpoint = True
    return stack.pop(0)


# --------------------------------------------------------------------------- peeking at hidden enemies (Scouts, cards)
def peek_targets(ctx: Ctx, player: Player, reach: int) -> list[str]:
    """Face-down tokens within ``reach`` spaces (``hex``) and non-empty enemy piles (``pile:<colour>``)."""

    out = []
    if player.position is not None:
        here = (player.position[0], player.position[1])
        for key, space in sorted(ctx.state.spaces.items()):
            if any(not t.face_up for t in space.tokens) and distance(here, parse_hex(key)) <= reach:
                out.append(key)
    out.extend(f"pile:{c}" for c, pile in sorted(ctx.state.enemy_stacks.items()) if pile)
    return out


def peek_text(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], params: Mapping[str, str]
) -> Say:
    """Look secretly at one face-down token within reach (``target:<hex>``) or the top of an enemy pile
    (``target:pile:<colour>``); the Fame bonus needs that very token defeated this turn."""
    reach = int(effect["peek_enemy"])
    choices = peek_targets(ctx, player, reach)
    target = params.get("target", "")
    if target not in choices:
        raise IllegalActionError(t("mk-move-peek-what", targets=", ".join(choices) or t("mk-misc-nothing")))
    if target.startswith("pile:"):
        enemy = ctx.state.enemy_stacks[target[5:]][0]
    else:
        enemy = next(t.enemy for t in ctx.state.spaces[target].tokens if not t.face_up)
    ctx.checkpoint = True
    ctx.say(
        t("mk-move-peeks", player=player.name, target=target),
        private={player.seat: t("mk-move-peeked", target=target, enemy=ctx.data.enemies[enemy].name)},
    )
    if effect.get("fame_bonus"):
        turn.add("peeked", target=target, enemy=enemy, fame=int(effect["fame_bonus"]))
    if effect.get("fame_bonus"):
        return t("mk-move-looks-fame", target=target, fame=int(effect["fame_bonus"]))
    return t("mk-move-looks", target=target)
