"""What the space you stand on gives at the start and at the end of your turn (§3.3, §3.5 step 4),
read from the site's options in sites.toml: the Magical Glade's mana and Wound, crystal and deep
mines, and the Shades of Tezla Lost Valley, Necropolis and Cemetery (SoT §7.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import format_hex
from bot.engine.i18n import Say, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import glossary, interpret
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import Player, Space, Turn

# The effect kinds a space benefit may use; the data tests check that no site needs another.
KINDS = ("if", "mana_token", "night_rules", "throw_away_wound", "mine_crystal")


def _space(ctx: Ctx, player: Player) -> Space | None:
    if player.position is None:
        return None
    return ctx.state.space((player.position[0], player.position[1]))


def start_of_turn(ctx: Ctx, player: Player, turn: Turn) -> None:
    space = _space(ctx, player)
    if space is None or space.site is None:
        return
    for option in ctx.data.sites[space.site].options:
        if option.when == "start_of_turn" and option.effect:
            _apply(ctx, player, turn, space, option.effect, None)


def end_of_turn(ctx: Ctx, player: Player, turn: Turn, mine: str | None) -> None:
    space = _space(ctx, player)
    if space is None or space.site is None:
        return
    for option in ctx.data.sites[space.site].options:
        if option.when == "end_of_turn" and option.effect:
            _apply(ctx, player, turn, space, option.effect, mine)


def _apply(
    ctx: Ctx, player: Player, turn: Turn, space: Space, effect: Mapping[str, Any], mine: str | None
) -> None:
    """A site's benefit through the effect interpreter, as a source of kind ``site``."""
    play = Play(space.site or "", "basic", {"mine": mine} if mine else {}, "site", subject=space)
    interpret.resolve(ctx, player, turn, effect, play, 0)


def _site_leaf(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The leaves a space's benefit may use (:data:`KINDS`); each tells the table what it did."""
    space: Space = play.subject
    kind = fx.kind_of(effect)
    name = ctx.data.sites[space.site or ""].name
    where = glossary.site(space.site, name, "in")
    if kind == "mana_token":
        colour = effect["mana_token"][0]
        turn.tokens.append(colour)
        ctx.say(t("mk-site-starts-with-token", player=player.name, site=where, colour=colour))
    elif kind == "night_rules":
        turn.night_rules = True
        ctx.say(t("mk-site-starts-night-rules", player=player.name, site=where))
    elif kind == "throw_away_wound":
        for place in effect["from"]:
            pile = player.hand if place == "hand" else player.discard
            if "wound" in pile:
                pile.remove("wound")
                ctx.say(t("mk-site-throws-wound", player=player.name, place=place, site=where))
                break
    elif kind == "mine_crystal":
        _mine(ctx, player, space, play.params.get("mine"))
    else:  # pragma: no cover - the data tests keep sites within KINDS
        raise ValueError(f"{name}: a space benefit cannot use '{kind}'")
    return ""


def _mine(ctx: Ctx, player: Player, space: Space, mine: str | None) -> None:
    if not space.mine:
        return
    colour = space.mine[0]
    if len(space.mine) > 1:  # LL §2.3 deep mine: a crystal of a colour you choose among its colours
        if mine not in space.mine:
            raise IllegalActionError(t("mk-site-deep-mine-colour", colours="|".join(space.mine)))
        colour = mine
    cap = ctx.data.levels.crystal_cap
    if player.crystals[colour] >= cap:
        ctx.say(t("mk-site-mine-at-cap", player=player.name, cap=cap, colour=colour))
        return
    player.crystals[colour] += 1
    assert player.position is not None
    where = format_hex((player.position[0], player.position[1]))
    ctx.say(t("mk-site-mine-crystal", player=player.name, colour=colour, hex=where))


interpret.SOURCES["site"] = interpret.Source(leaf=_site_leaf)
