"""What the space you stand on gives at the start and at the end of your turn (§3.3, §3.5 step 4),
read from the site's options in sites.toml: the Magical Glade's mana and Wound, crystal and deep
mines, and the Shades of Tezla Lost Valley, Necropolis and Cemetery (SoT §7.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import format_hex
from bot.engine.i18n import Say, join, t
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
            _apply(ctx, player, turn, space, option.effect, {})


def end_of_turn(ctx: Ctx, player: Player, turn: Turn, mine: str | None) -> None:
    """Step 4. A benefit the player may take (the Magical Glade's Wound) is asked for: ``turn.ending``
    becomes :data:`ASKING` and :func:`answer` resolves it (R-ASK)."""
    space = _space(ctx, player)
    if space is None or space.site is None:
        return
    for option in ctx.data.sites[space.site].options:
        if option.when == "end_of_turn" and option.effect:
            _apply(ctx, player, turn, space, option.effect, {"mine": mine} if mine else {})


def _apply(
    ctx: Ctx, player: Player, turn: Turn, space: Space, effect: Mapping[str, Any], params: dict[str, str]
) -> None:
    """A site's benefit through the effect interpreter, as a source of kind ``site``."""
    play = Play(space.site or "", "basic", params, "site", subject=space)
    interpret.resolve(ctx, player, turn, effect, play, 0)


# ----------------------------------------------------------------------------- the Magical Glade asks
ASKING = "space"  # ``turn.ending`` while the end-of-turn space benefit waits for the player's answer


def _wound_places(player: Player, places: list[str]) -> list[str]:
    """The places among ``places`` (hand, discard) that hold a Wound."""
    return [p for p in places if "wound" in (player.hand if p == "hand" else player.discard)]


def choices(ctx: Ctx, player: Player, turn: Turn) -> tuple[Say, list[tuple[Say, dict[str, str]]]]:
    """The pending Magical Glade question: throw away a Wound from the hand, from the discard pile, or
    none (the site's text says "may")."""
    space = _space(ctx, player)
    if space is None or space.site is None:
        return "", []
    name = ctx.data.sites[space.site].name
    places = [
        p
        for option in ctx.data.sites[space.site].options
        if option.when == "end_of_turn" and "throw_away_wound" in fx.kinds_in(option.effect or {})
        for p in _wound_places(player, list(_glade_effect(option.effect or {}).get("from", [])))
    ]
    answers: list[tuple[Say, dict[str, str]]] = [
        (t("mk-ask-glade-from", place=p), {"pick": p}) for p in dict.fromkeys(places)
    ]
    answers.append((t("mk-ask-glade-keep"), {"pick": "none"}))
    return t("mk-ask-glade-question", site=glossary.site(space.site, name)), answers


def _glade_effect(effect: Mapping[str, Any]) -> Mapping[str, Any]:
    """The ``throw_away_wound`` leaf of a site's end-of-turn effect."""
    if fx.kind_of(effect) == "throw_away_wound":
        return effect
    for value in effect.values():
        for sub in value if isinstance(value, list) else [value]:
            if isinstance(sub, Mapping) and "throw_away_wound" in fx.kinds_in(sub):
                return _glade_effect(sub)
    return {}


def answer(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> None:
    """The player's answer to the Magical Glade (``pick:hand|discard|none``), then step 4 is over."""
    question, answers = choices(ctx, player, turn)
    pick = str(params.get("pick", ""))
    if pick not in [a["pick"] for _, a in answers]:
        listing = ", ".join(f"pick:{a['pick']}" for _, a in answers)
        raise IllegalActionError(join(question, t("mk-turn-possible", answers=listing)))
    space = _space(ctx, player)
    assert space is not None and space.site is not None
    turn.ending = None
    for option in ctx.data.sites[space.site].options:
        if option.when == "end_of_turn" and "throw_away_wound" in fx.kinds_in(option.effect or {}):
            _apply(ctx, player, turn, space, option.effect or {}, {"glade": pick})


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
    elif kind == "throw_away_wound":  # "may": the player says from where, or keeps them (R-ASK)
        pick = play.params.get("glade")
        if pick is None:
            if _wound_places(player, list(effect["from"])):
                turn.ending = ASKING
        elif pick == "none":
            ctx.say(t("mk-ask-glade-kept", player=player.name, site=where))
        elif pick in effect["from"] and pick in _wound_places(player, [pick]):
            (player.hand if pick == "hand" else player.discard).remove("wound")
            ctx.say(t("mk-site-throws-wound", player=player.name, place=pick, site=where))
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
