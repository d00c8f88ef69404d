"""The ways a combat begins (rulebook §7.1): an assault (entering an unconquered keep, mage tower or
city, or another player's keep), provoking rampaging enemies by moving, challenging adjacent ones,
entering an adventure site, and burning a monastery. Each builds the list of enemies and calls
:func:`flow.start`.
"""

from __future__ import annotations

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.hexes import Hex, are_adjacent, format_hex, neighbours
from bot.engine.i18n import Say, t
from bot.games.mageknight import glossary, mana, tracks
from bot.games.mageknight.combat import flow, pursuit
from bot.games.mageknight.combat.flow import Foe, site_words
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
            raise IllegalActionError(t("mk-combat-no-grey-for-keep"))
        return [Foe(drawn, "defender", None, site_fortified=True, half_fame=True)]
    if not space.tokens:
        site = site_words(ctx.data.sites[space.site or ""], "nom")
        raise IllegalActionError(t("mk-combat-no-defenders", site=site, hex=site_hex))
    return [Foe(tok.enemy, "defender", site_hex, site_fortified=True, wall=wall) for tok in space.tokens]


def after_move(
    ctx: Ctx, player: Player, turn: Turn, src: Hex, dst: Hex, challenge: list[Hex] | None = None
) -> None:
    """Start the combat the last step of a move forces: an assault and/or provoked enemies, plus any
    adjacent rampaging enemies the player chooses to challenge as well (§7.1)."""
    space = ctx.state.space(dst)
    assert space is not None
    foes: list[Foe] = []
    why: list[Say] = []
    kind = "rampaging"
    site_hex = None
    if is_assault(ctx, player.seat, space):
        kind, site_hex = "assault", format_hex(dst)
        site = ctx.data.sites[space.site or ""]
        wall = wall_between(ctx.state, src, dst)  # LL §2.1: doubly fortified across a wall
        foes += defenders(ctx, space, site_hex, wall=wall)
        why.append(t("mk-combat-why-assaults", site=site_words(site), hex=site_hex))
    provoking = provoked(ctx, src, dst)
    if provoking:
        foes += _rampaging_foes(ctx, provoking)
        why.append(t("mk-combat-why-provokes", hexes=[format_hex(h) for h in provoking]))
    if not foes:
        if challenge:
            raise IllegalActionError(t("mk-combat-challenge-needs-combat"))
        return
    chasing = [h for h in pursuit.attackers(ctx, player, site_hex) if h not in provoking]
    if chasing:  # SoT §7.5: adjacent pursuers join a combat the movement starts
        foes += _rampaging_foes(ctx, chasing, dst)
        why.append(t("mk-combat-why-pursued", hexes=[format_hex(h) for h in chasing]))
        turn.pursued = True
    extra = [h for h in (challenge or []) if h not in provoking and h not in chasing]
    foes += _rampaging_foes(ctx, _check_challenge(ctx, dst, extra), dst)
    if extra:
        why.append(t("mk-combat-why-challenges", hexes=[format_hex(h) for h in extra]))
    combat = flow.start(
        ctx, player, turn, kind, foes, site_hex=site_hex, retreat_to=format_hex(src), why=_and(why)
    )
    if kind == "assault":
        tracks.change_reputation(ctx, player, -1, t("mk-combat-why-assaulting"))
    del combat


def _and(parts: list[Say]) -> Say:
    """``a and b and c``."""
    out = parts[0]
    for part in parts[1:]:
        out = t("mk-combat-and", first=out, second=part)
    return out


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
                t("mk-combat-no-rampaging-there", hex=format_hex(h), near=near or t("mk-combat-none"))
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
        why=t("mk-combat-why-pursued", hexes=[format_hex(h) for h in hexes]),
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
            listing = [format_hex(n) for n in near] or t("mk-combat-none")
            raise IllegalActionError(t("mk-combat-name-challenged", near=listing))
        hexes = near
    chosen = _check_challenge(ctx, here, hexes)
    flow.start(
        ctx,
        player,
        turn,
        "rampaging",
        _rampaging_foes(ctx, chosen, here),
        why=t("mk-combat-why-challenges-rampaging", hexes=[format_hex(h) for h in chosen]),
    )


def enter(ctx: Ctx, player: Player, turn: Turn, mana_choice: str = "", path: int | None = None) -> None:
    """Explore the adventure site you stand on (§6.2): fight what is there or what it draws."""
    _action_allowed(turn)
    assert player.position is not None
    here = (player.position[0], player.position[1])
    key = format_hex(here)
    space = ctx.state.spaces[key]
    if space.site not in ADVENTURE_SITES:
        raise IllegalActionError(t("mk-combat-not-adventure-site"))
    site = ctx.data.sites[space.site]
    if space.site == "ancient_ruins" and not space.tokens:
        _enter_ruins(ctx, player, turn, key, space, mana_choice)
        return
    if space.site in ("maze", "labyrinth"):
        _enter_maze(ctx, player, turn, key, space, path)
        return
    if site.enter is None and not space.tokens:
        raise NotAvailableYetError(t("mk-combat-enter-not-yet", site=site_words(site, "nom")))
    foes: list[Foe] = []
    keeps_tokens = space.site in ("monster_den", "spawning_grounds", "ancient_ruins")
    if keeps_tokens:
        if space.owner is not None and not space.tokens:
            raise IllegalActionError(t("mk-combat-site-conquered", site=site_words(site, "nom")))
        if not space.tokens and site.enter is not None:
            for _ in range(site.enter.count):
                drawn = draw_enemy(ctx, site.enter.colour)
                if drawn is not None:
                    space.tokens.append(Token(drawn, site.enter.colour, True))
        foes = [Foe(tok.enemy, "defender", key) for tok in space.tokens]
    else:
        assert site.enter is not None
        for _ in range(site.enter.count):
            drawn = draw_enemy(ctx, site.enter.colour)
            if drawn is not None:
                foes.append(Foe(drawn, "defender", None))
    if not foes:
        colour = site.enter.colour if site.enter else ""
        raise IllegalActionError(t("mk-combat-no-token-here", colour=colour))
    combat = flow.start(
        ctx,
        player,
        turn,
        "adventure",
        foes,
        site_hex=key,
        why=t("mk-combat-why-enters", site=site_words(site)),
    )
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
        raise IllegalActionError(t("mk-combat-maze-done", site=site_words(site, "nom")))
    if path is None or path not in [m for m, _ in paths]:
        raise IllegalActionError(
            t("mk-combat-choose-path", paths="|".join(str(m) for m in open_paths) or "-")
        )
    if path not in open_paths:
        left = [str(m) for m in open_paths] or t("mk-combat-none")
        raise IllegalActionError(t("mk-combat-path-taken", path=path, open=left))
    if turn.move < path:
        raise IllegalActionError(t("mk-combat-path-cost", path=path, have=turn.move))
    turn.move -= path
    assert option.fight is not None
    foes = []
    for _ in range(option.fight.count):
        drawn = draw_enemy(ctx, option.fight.colour)
        if drawn is not None:
            foes.append(Foe(drawn, "defender", None))
    if not foes:
        raise IllegalActionError(
            t("mk-combat-no-guard", colour=option.fight.colour, site=site_words(site, "nom"))
        )
    combat = flow.start(
        ctx,
        player,
        turn,
        "adventure",
        foes,
        site_hex=key,
        why=t("mk-combat-why-maze-path", path=path, site=site_words(site, "nom")),
    )
    combat.max_units = option.max_units
    combat.path = path


def _enter_ruins(ctx: Ctx, player: Player, turn: Turn, key: str, space: Space, mana_choice: str) -> None:
    """§6.2 Ancient Ruins: the token is turned up; an altar is paid (3 mana of its colour) for its
    Fame; an enemy set is drawn (one token per colour shown) and fought for the token's reward."""

    if space.ruins is None:
        raise IllegalActionError(t("mk-combat-ruins-empty"))
    token = ctx.data.ruins[space.ruins]
    if not space.ruins_up:
        space.ruins_up = True
        ctx.checkpoint = True
        ctx.say(t("mk-combat-ruins-revealed", player=player.name, token=glossary.ruins_of(token)))
    if token.kind == "altar":
        colours, amount = list(token.cost["pay_mana"]), int(token.cost["amount"])
        ways: list[str | None] = [w for w in mana_choice.split(",") if w] or [None] * amount
        if len(ways) != amount:
            raise IllegalActionError(t("mk-combat-altar-payments", n=amount, colour=colours[0]))
        paid = [mana.pay_text(ctx, player, turn, colours[0], w) for w in ways]
        turn.action = "adventure"
        turn.move = turn.influence = 0
        space.owner = player.seat
        space.ruins = None
        ctx.state.ruins_discard.append(token.id)
        ctx.say(t("mk-combat-altar-offering", player=player.name, paid=paid))
        fame = int(token.reward.get("fame", 0))
        if fame:
            gain_fame(ctx, player, fame, t("mk-combat-why-altar"))
        return
    foes = []
    for colour in token.enemies:
        drawn = draw_enemy(ctx, colour)
        if drawn is not None:
            space.tokens.append(Token(drawn, colour, True))
            foes.append(Foe(drawn, "defender", key))
    if not foes:
        raise IllegalActionError(t("mk-combat-ruins-no-guard"))
    flow.start(ctx, player, turn, "adventure", foes, site_hex=key, why=t("mk-combat-why-enters-ruins"))


def burn(ctx: Ctx, player: Player, turn: Turn) -> None:
    """Burn the monastery you stand on (§6.2): Reputation -3, fight a random violet enemy, no units."""
    _action_allowed(turn)
    assert player.position is not None
    key = format_hex((player.position[0], player.position[1]))
    space = ctx.state.spaces[key]
    if space.site != "monastery" or space.burned:
        raise IllegalActionError(t("mk-combat-burn-where"))
    drawn = draw_enemy(ctx, "violet")
    if drawn is None:
        raise IllegalActionError(t("mk-combat-no-violet"))
    flow.start(
        ctx,
        player,
        turn,
        "burn",
        [Foe(drawn, "defender", None)],
        site_hex=key,
        why=t("mk-combat-why-burns"),
    )
    tracks.change_reputation(ctx, player, -3, t("mk-combat-why-burning"))


def _action_allowed(turn: Turn) -> None:
    if turn.rested:
        raise IllegalActionError(t("mk-combat-rested"))
    if turn.action is not None:
        raise IllegalActionError(t("mk-combat-action-taken"))
