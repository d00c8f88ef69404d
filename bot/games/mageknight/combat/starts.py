"""The ways a combat begins (rulebook §7.1): an assault (entering an unconquered keep, mage tower or
city, or another player's keep), provoking rampaging enemies by moving, challenging adjacent ones,
entering an adventure site, and burning a monastery. Each builds the list of enemies and calls
:func:`flow.start`.
"""

from __future__ import annotations

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.hexes import Hex, are_adjacent, format_hex, neighbours
from bot.games.mageknight import mana, tracks
from bot.games.mageknight.combat import flow, pursuit
from bot.games.mageknight.combat.flow import Foe
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.exploration import draw_enemy
from bot.games.mageknight.movement import is_assault, provoked, wall_between
from bot.games.mageknight.state import Player, Space, Token, Turn
from bot.games.mageknight.tracks import gain_fame

ADVENTURE_SITES = ("dungeon", "tomb", "monster_den", "spawning_grounds", "ancient_ruins", "maze", "labyrinth")


def _rampaging_foes(ctx: Ctx, hexes: list[Hex], here: Hex | None = None) -> list[Foe]:
    """The tokens on these rampaging spaces; across a wall from ``here`` they count as fortified."""
    foes = []
    for h in hexes:
        key = format_hex(h)
        wall = here is not None and wall_between(ctx.state, here, h)
        for tok in ctx.state.spaces[key].tokens:
            foes.append(Foe(tok.enemy, "rampaging", key, wall=wall))
    return foes


def defenders(ctx: Ctx, space: Space, site_hex: str, *, wall: bool = False) -> list[Foe]:
    """The defenders of an assaulted site: its tokens, or for another player's keep a grey token drawn
    now (half Fame). ``wall``: attacked across a wall (LL §2.1, doubly fortified)."""
    if space.site == "keep" and space.owner is not None:
        drawn = draw_enemy(ctx, "grey")
        if drawn is None:
            raise IllegalActionError("No grey token is left to defend the keep.")
        return [Foe(drawn, "defender", None, site_fortified=True, half_fame=True)]
    if not space.tokens:
        name = ctx.data.sites[space.site or ""].name
        raise IllegalActionError(f"The {name} at {site_hex} has no defenders to fight.")
    return [Foe(t.enemy, "defender", site_hex, site_fortified=True, wall=wall) for t in space.tokens]


def after_move(
    ctx: Ctx, player: Player, turn: Turn, src: Hex, dst: Hex, challenge: list[Hex] | None = None
) -> None:
    """Start the combat the last step of a move forces: an assault and/or provoked enemies, plus any
    adjacent rampaging enemies the player chooses to challenge as well (§7.1)."""
    space = ctx.state.space(dst)
    assert space is not None
    foes: list[Foe] = []
    why = []
    kind = "rampaging"
    site_hex = None
    if is_assault(ctx, player.seat, space):
        kind, site_hex = "assault", format_hex(dst)
        site = ctx.data.sites[space.site or ""]
        wall = wall_between(ctx.state, src, dst)  # LL §2.1: doubly fortified across a wall
        foes += defenders(ctx, space, site_hex, wall=wall)
        why.append(f"assaults the {site.name} at {site_hex}")
    provoking = provoked(ctx, src, dst)
    if provoking:
        foes += _rampaging_foes(ctx, provoking)
        why.append("provokes the rampaging enemies at " + ", ".join(format_hex(h) for h in provoking))
    if not foes:
        if challenge:
            raise IllegalActionError(
                "Challenging along with a move is only possible when the move starts a combat."
            )
        return
    chasing = [h for h in pursuit.attackers(ctx, player, site_hex) if h not in provoking]
    if chasing:  # SoT §7.5: adjacent pursuers join a combat the movement starts
        foes += _rampaging_foes(ctx, chasing, dst)
        why.append("is attacked by its pursuers at " + ", ".join(format_hex(h) for h in chasing))
        turn.pursued = True
    extra = [h for h in (challenge or []) if h not in provoking and h not in chasing]
    foes += _rampaging_foes(ctx, _check_challenge(ctx, dst, extra), dst)
    if extra:
        why.append("challenges " + ", ".join(format_hex(h) for h in extra))
    combat = flow.start(
        ctx, player, turn, kind, foes, site_hex=site_hex, retreat_to=format_hex(src), why=" and ".join(why)
    )
    if kind == "assault":
        tracks.change_reputation(ctx, player, -1, "for assaulting a fortified site")
    del combat


def _check_challenge(ctx: Ctx, here: Hex, hexes: list[Hex]) -> list[Hex]:
    out = []
    for h in hexes:
        sp = ctx.state.space(h)
        if sp is None or not (sp.rampaging and sp.tokens) or not are_adjacent(here, h):
            near = [
                format_hex(n)
                for n in neighbours(here)
                if (s := ctx.state.space(n)) and s.rampaging and s.tokens
            ]
            raise IllegalActionError(
                f"{format_hex(h)} holds no rampaging enemy next to you. Adjacent rampaging: {', '.join(near) or 'none'}."
            )
        if h not in out:
            out.append(h)
    return out


def pursuers_attack(ctx: Ctx, player: Player, turn: Turn) -> bool:
    """At the end of a turn without a combat, adjacent pursuers attack (SoT §7.5, R-PURSUIT): the
    combat starts instead of the end of the turn. Otherwise they turn up or step closer."""
    if turn.pursued or turn.action == "combat":
        return False
    hexes = pursuit.attackers(ctx, player)
    if not hexes:
        pursuit.advance(ctx, player)
        return False
    turn.pursued = True
    assert player.position is not None
    here = (player.position[0], player.position[1])
    flow.start(
        ctx,
        player,
        turn,
        "rampaging",
        _rampaging_foes(ctx, hexes, here),
        why="is attacked by its pursuers at " + ", ".join(format_hex(h) for h in hexes),
    )
    return True


def challenge(ctx: Ctx, player: Player, turn: Turn, hexes: list[Hex]) -> None:
    """The Challenge action: fight chosen adjacent rampaging enemies."""
    _action_allowed(turn)
    assert player.position is not None
    here = (player.position[0], player.position[1])
    if not hexes:
        near = [n for n in neighbours(here) if (s := ctx.state.space(n)) and s.rampaging and s.tokens]
        if len(near) != 1:
            listing = ", ".join(format_hex(n) for n in near) or "none"
            raise IllegalActionError(
                f"Name the rampaging enemies to challenge (targets). Adjacent: {listing}."
            )
        hexes = near
    chosen = _check_challenge(ctx, here, hexes)
    flow.start(
        ctx,
        player,
        turn,
        "rampaging",
        _rampaging_foes(ctx, chosen, here),
        why="challenges the rampaging enemies at " + ", ".join(format_hex(h) for h in chosen),
    )


def enter(ctx: Ctx, player: Player, turn: Turn, mana_choice: str = "", path: int | None = None) -> None:
    """Explore the adventure site you stand on (§6.2): fight what is there or what it draws."""
    _action_allowed(turn)
    assert player.position is not None
    here = (player.position[0], player.position[1])
    key = format_hex(here)
    space = ctx.state.spaces[key]
    if space.site not in ADVENTURE_SITES:
        raise IllegalActionError(
            "You are not on an adventure site (dungeon, tomb, monster den, spawning grounds, ruins)."
        )
    site = ctx.data.sites[space.site]
    if space.site == "ancient_ruins" and not space.tokens:
        _enter_ruins(ctx, player, turn, key, space, mana_choice)
        return
    if space.site in ("maze", "labyrinth"):
        _enter_maze(ctx, player, turn, key, space, path)
        return
    if site.enter is None and not space.tokens:
        raise NotAvailableYetError(
            f"Entering the {site.name} is not available yet in this version of the bot."
        )
    foes: list[Foe] = []
    keeps_tokens = space.site in ("monster_den", "spawning_grounds", "ancient_ruins")
    if keeps_tokens:
        if space.owner is not None and not space.tokens:
            raise IllegalActionError(f"The {site.name} is already conquered: there is nothing left to fight.")
        if not space.tokens and site.enter is not None:
            for _ in range(site.enter.count):
                drawn = draw_enemy(ctx, site.enter.colour)
                if drawn is not None:
                    space.tokens.append(Token(drawn, site.enter.colour, True))
        foes = [Foe(t.enemy, "defender", key) for t in space.tokens]
    else:
        assert site.enter is not None
        for _ in range(site.enter.count):
            drawn = draw_enemy(ctx, site.enter.colour)
            if drawn is not None:
                foes.append(Foe(drawn, "defender", None))
    if not foes:
        raise IllegalActionError(f"No {site.enter.colour if site.enter else ''} token is left to fight here.")
    combat = flow.start(ctx, player, turn, "adventure", foes, site_hex=key, why=f"enters the {site.name}")
    combat.night_rules = site.night_rules
    if space.owner is not None:
        combat.kind = "adventure_again"  # a conquered dungeon or tomb: Fame only, no reward


def maze_paths(ctx: Ctx, player: Player, space: Space) -> list[tuple[int, bool]]:
    """The Maze/Labyrinth paths (Move cost, still open to this player)."""
    option = next(o for o in ctx.data.sites[space.site or ""].options if o.paths)
    done_here = player.seat in space.shields
    return [(p.move, not done_here and p.move not in space.paths_taken) for p in option.paths]


def _enter_maze(ctx: Ctx, player: Player, turn: Turn, key: str, space: Space, path: int | None) -> None:
    """LL §2.2 Maze / Labyrinth: pay exactly the chosen path's Move, fight its monster (discarded
    whatever happens) with at most one unit; a win marks the path with your Shield and gives its
    reward at the end of the turn. Each path once per game; a player conquers a maze once."""
    site = ctx.data.sites[space.site or ""]
    option = next(o for o in site.options if o.paths)
    paths = maze_paths(ctx, player, space)
    open_paths = [m for m, ok in paths if ok]
    if player.seat in space.shields:
        raise IllegalActionError(f"You have already conquered this {site.name}.")
    if path is None or path not in [m for m, _ in paths]:
        raise IllegalActionError(
            f"Choose a path (path:{'|'.join(str(m) for m in open_paths) or '-'}): its Move cost."
        )
    if path not in open_paths:
        raise IllegalActionError(
            f"The {path}-Move path is already taken. Open: {', '.join(map(str, open_paths)) or 'none'}."
        )
    if turn.move < path:
        raise IllegalActionError(f"The {path}-Move path needs {path} Move points; you have {turn.move}.")
    turn.move -= path
    assert option.fight is not None
    foes = []
    for _ in range(option.fight.count):
        drawn = draw_enemy(ctx, option.fight.colour)
        if drawn is not None:
            foes.append(Foe(drawn, "defender", None))
    if not foes:
        raise IllegalActionError(f"No {option.fight.colour} token is left to guard the {site.name}.")
    combat = flow.start(
        ctx,
        player,
        turn,
        "adventure",
        foes,
        site_hex=key,
        why=f"takes the {path}-Move path of the {site.name}",
    )
    combat.max_units = option.max_units
    combat.path = path


def _enter_ruins(ctx: Ctx, player: Player, turn: Turn, key: str, space: Space, mana_choice: str) -> None:
    """§6.2 Ancient Ruins: the token is turned up; an altar is paid (3 mana of its colour) for its
    Fame; an enemy set is drawn (one token per colour shown) and fought for the token's reward."""

    if space.ruins is None:
        raise IllegalActionError("These Ancient Ruins are empty: there is nothing left here.")
    token = ctx.data.ruins[space.ruins]
    if not space.ruins_up:
        space.ruins_up = True
        ctx.checkpoint = True
        ctx.say(f"{player.name} turns up the ruins token: {token.name}.")
    if token.kind == "altar":
        colours, amount = list(token.cost["pay_mana"]), int(token.cost["amount"])
        ways: list[str | None] = [w for w in mana_choice.split(",") if w] or [None] * amount
        if len(ways) != amount:
            raise IllegalActionError(
                f"The altar takes {amount} mana: name {amount} payments, e.g. mana:crystal:{colours[0]},..."
            )
        paid = [mana.pay(ctx, player, turn, colours[0], w) for w in ways]
        turn.action = "adventure"
        turn.move = turn.influence = 0
        space.owner = player.seat
        space.ruins = None
        ctx.state.ruins_discard.append(token.id)
        ctx.say(f"{player.name} makes an offering at the altar ({', '.join(paid)}).")
        fame = int(token.reward.get("fame", 0))
        if fame:
            gain_fame(ctx, player, fame, "at the altar")
        return
    foes = []
    for colour in token.enemies:
        drawn = draw_enemy(ctx, colour)
        if drawn is not None:
            space.tokens.append(Token(drawn, colour, True))
            foes.append(Foe(drawn, "defender", key))
    if not foes:
        raise IllegalActionError("No enemy token is left to guard these ruins.")
    flow.start(ctx, player, turn, "adventure", foes, site_hex=key, why="enters the Ancient Ruins")


def burn(ctx: Ctx, player: Player, turn: Turn) -> None:
    """Burn the monastery you stand on (§6.2): Reputation -3, fight a random violet enemy, no units."""
    _action_allowed(turn)
    assert player.position is not None
    key = format_hex((player.position[0], player.position[1]))
    space = ctx.state.spaces[key]
    if space.site != "monastery" or space.burned:
        raise IllegalActionError("You can only burn a monastery you stand on (and not a burned one).")
    drawn = draw_enemy(ctx, "violet")
    if drawn is None:
        raise IllegalActionError("No violet token is left to defend the monastery.")
    flow.start(
        ctx,
        player,
        turn,
        "burn",
        [Foe(drawn, "defender", None)],
        site_hex=key,
        why="tries to burn the monastery",
    )
    tracks.change_reputation(ctx, player, -3, "for trying to burn a monastery")


def _action_allowed(turn: Turn) -> None:
    if turn.rested:
        raise IllegalActionError("You rested this turn: no combat.")
    if turn.action is not None:
        raise IllegalActionError("You have already taken your action this turn.")
