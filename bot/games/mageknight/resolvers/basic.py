"""Resolvers of the basic and hero-unique Action cards' effect kinds (rulebook §4.1-§4.2): Move,
Influence, Heal, drawing, Reputation, mana and crystals, Source dice, copying a powered Action, the
turn-long movement bonuses (Tirelessness, Savage Harvesting, Druidic Paths), cards coming back to
hand, and the Attack and Block points a card puts into the declaration being resolved."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, t
from bot.engine.notation import items
from bot.games.mageknight import effects as fx
from bot.games.mageknight import interpret, mana, units
from bot.games.mageknight.combat import flow
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.deck import draw_told
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.modes import (
    COMBAT_KINDS,
    card_effect,
    copy_targets,
    discard_for,
    expand,
    needs_discard,
    pick_alternative,
    shares_unit_param,
)
from bot.games.mageknight.movement import base_cost
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import BASIC_COLOURS, Player, Turn
from bot.games.mageknight.tracks import shift_reputation

#: The kinds resolved here: plain card effects, offered without a trial (``options._tried``).
KINDS = frozenset(
    {
        *COMBAT_KINDS,
        "move",
        "influence",
        "heal",
        "draw",
        "reputation",
        "mana_token",
        "crystal",
        "pay_for_crystal",
        "extra_die",
        "fix_dice",
        "copy_powered",
        "discard_for",
        "next_move_bonus",
        "harvest",
        "space_discount",
        "terrain_discount",
        "return_to_hand",
    }
)
FIX_COLOURS = ("red", "blue", "green", "white", "black")
Effect = Mapping[str, Any]


def _amount_bonus(turn: Turn, kind: str, bonus: int) -> int:
    extra = bonus
    bonus_mod = turn.mod("move_card_bonus") if kind == "move" else None
    if bonus_mod is not None:  # Tirelessness: the next Move card (until used) or every one
        extra += 1
        if bonus_mod.until == "used":
            turn.drop(bonus_mod)
    return extra


def _heal_targets(ctx: Ctx, player: Player, play: Play) -> list[str]:
    """The wounded units a Heal effect heals first (R-HEAL-CARD): ``unit`` (comma separated, a unit
    named twice for its second Wound). When the same mode of the card also readies a unit
    (Regeneration, Druidic Staff), ``unit`` names that unit too, so the units without a Wound are left
    to the Ready part."""
    named = items(play.params.get("unit"))
    if not named or not shares_unit_param(ctx, play):
        return named
    return [uid for uid in named if units.find(player, uid).wounds]


def _combat_points(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Attack and Block points go into the declaration being resolved (combat/flow.py)."""
    kind = fx.kind_of(effect)
    if turn.parts is None:
        if turn.combat is None:
            raise IllegalActionError(t("mk-combat-only-in-combat", effect=fx.text(effect)))
        raise IllegalActionError(t("mk-combat-inside-declaration", effect=fx.text(effect)))
    source = ctx.data.cards[play.card].name
    first = turn.mod("first_card_bonus")
    if kind in ("attack", "block") and first is not None and play.card in ctx.data.cards:  # Ambush
        bonus += first[kind]
        turn.drop(first)
    if kind == "attack":
        n = effect["attack"] + bonus
        turn.parts.append([n, effect.get("element", "physical"), effect.get("type", "melee"), source])
        return fx.text({**effect, "attack": n})
    if kind == "block":
        n = effect["block"] + bonus
        turn.parts.append([n, effect.get("element", "physical"), "block", source])
        return fx.text({**effect, "block": n})
    if kind == "lower_attack":
        return flow.lower_attack(ctx, turn, effect["lower_attack"])
    if kind == "land_block":
        assert player.position is not None
        space = ctx.state.space((player.position[0], player.position[1]))
        n = (base_cost(ctx.state, ctx.data, space) or 0) if space is not None else 0
        element = "ice" if ctx.state.night else "fire"
        turn.parts.append([n + bonus, element, "block", source])
        return fx.text({"block": n + bonus, "element": element})
    # block_bonus_per_trait: +1 per ability, attack colour and resistance of the blocked enemy
    target = flow.block_target(turn)
    if target is None:
        raise IllegalActionError(t("mk-combat-bonus-needs-block", source=source))
    rec = ctx.data.enemies[target.enemy]
    traits = len(rec.abilities) + len(rec.resistances)
    traits += len({a.element for a in rec.attacks if a.element and a.element != "physical" and not a.summon})
    element = turn.parts[-1][1] if turn.parts else "physical"
    turn.parts.append([traits, element, "block", source])
    return t("mk-combat-trait-block", n=traits, enemy=rec.name)


def _colour(play: Play, allowed: list[str], param: str) -> str:
    if len(allowed) == 1:
        return allowed[0]
    colour = play.params.get(param)
    if colour not in allowed:
        raise IllegalActionError(t("mk-combat-choose-colour", param=param, colours="|".join(allowed)))
    return colour


def _fix_dice(ctx: Ctx, player: Player, turn: Turn, play: Play, n: int, each: int) -> Say:
    raw = play.params.get("colours") or play.params.get("colour") or ""
    colours = [c.strip() for c in raw.split(",") if c.strip()]
    if len(colours) != n or any(c not in FIX_COLOURS for c in colours):
        raise IllegalActionError(t("mk-combat-name-die-colours", n=n, example=",".join(["green"] * n)))
    free = [d for d in ctx.state.source if d.taken_by is None]
    if len(free) < n:
        raise IllegalActionError(t("mk-combat-source-dice-left", n=len(free)))
    for d, c in zip(free, colours, strict=False):
        d.taken_by = player.seat
        d.colour = c
        d.fixed = True
        turn.tokens.extend([c] * each)
    return t("mk-combat-dice-set", colours=[t("mk-combat-die-colour", colour=c) for c in colours], n=each * n)


def _copy_powered(ctx: Ctx, player: Player, turn: Turn, play: Play, bonus: int) -> Say:
    target = play.params.get("target")
    name = ctx.data.cards[play.card].name
    choices = copy_targets(ctx, player)
    listing = ", ".join(choices) or t("mk-combat-nothing")
    if not target:
        raise IllegalActionError(t("mk-combat-copy-needs-target", card=name, choices=listing))
    if target not in choices:
        raise IllegalActionError(t("mk-combat-copy-cannot-target", card=name, target=target, choices=listing))
    player.hand.remove(target)
    player.play_area.append(target)
    effect = card_effect(ctx, target, "powered")
    sub = Play(
        target,
        "powered/" + play.params["target_mode"] if play.params.get("target_mode") else "powered",
        dict(play.params),
    )
    alt = pick_alternative(ctx, target, "powered", sub.alt)
    to_resolve = alt if len(expand(effect)) > 1 or needs_discard(effect) else effect
    if needs_discard(effect):
        discard_for(ctx, player, sub)
    detail = interpret.resolve(ctx, player, turn, to_resolve, sub, bonus=bonus)
    return t("mk-combat-copied", card=ctx.data.cards[target].name, bonus=bonus, effect=detail)


for _kind in COMBAT_KINDS:
    resolver(_kind)(_combat_points)


@resolver("move")
def _move(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    n = effect["move"] + _amount_bonus(turn, "move", bonus)
    turn.move += n
    return t("mk-combat-gain-move", n=n, now=turn.move)


@resolver("influence")
def _influence(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    n = effect["influence"] + bonus
    turn.influence += n
    return t("mk-combat-gain-influence", n=n, now=turn.influence)


@resolver("heal")
def _heal(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    """Copy bonuses (Concentration) add to Move/Influence/Attack/Block only (R-COPY)."""
    return units.heal(ctx, player, turn, effect["heal"], _heal_targets(ctx, player, play), source=play.card)


@resolver("draw")
def _draw(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    drawn = draw_told(ctx, player, effect["draw"])
    return t("mk-combat-draws", n=len(drawn))


@resolver("reputation")
def _reputation(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    value = effect["reputation"]
    shift_reputation(ctx.data.levels, player, value)
    return t("mk-combat-gain-reputation", n=f"{value:+d}", now=f"{player.reputation:+d}")


@resolver("mana_token")
def _mana_token(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    colour = _colour(play, effect["mana_token"], "colour")
    turn.tokens.append(colour)
    return t("mk-combat-gains-token", colour=colour)


@resolver("crystal")
def _crystal(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    colour = _colour(play, effect["crystal"], "colour")
    return t(
        "mk-combat-gains", what=mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    )


@resolver("pay_for_crystal")
def _pay_for_crystal(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    colour = _colour(play, list(BASIC_COLOURS), "colour")
    paid = mana.pay_text(ctx, player, turn, colour, play.params.get("pay"))
    got = mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    return t("mk-combat-pays-and-gains", paid=paid, got=got)


@resolver("extra_die")
def _extra_die(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    value = effect["extra_die"]
    turn.dice_allowed += value
    if effect.get("black_any"):
        turn.add("black_die_any_colour", play.card)
    return t("mk-combat-extra-die", n=value, black=str(bool(effect.get("black_any"))).lower())


@resolver("fix_dice")
def _fix(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    return _fix_dice(ctx, player, turn, play, effect["fix_dice"], int(effect.get("tokens_each", 1)))


@resolver("copy_powered")
def _copy(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    return _copy_powered(ctx, player, turn, play, effect["copy_powered"])


@resolver("next_move_bonus")
def _next_move_bonus(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    value = effect["next_move_bonus"]
    held = turn.mod("move_card_bonus")  # "all" outlasts "next"; a second "next" adds nothing
    if held is None or held.until != "turn":
        turn.drop("move_card_bonus")
        turn.add("move_card_bonus", play.card, until="turn" if value == "all" else "used")
    return t("mk-combat-move-card-bonus", which="all" if value == "all" else "next")


@resolver("harvest")
def _harvest(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    held = turn.mod("harvest")  # "each" outlasts "once"
    if held is None or held.until != "turn":
        turn.drop("harvest")
        turn.add("harvest", play.card, until="turn" if effect["harvest"] == "each" else "used")
    return t("mk-combat-may-harvest")


@resolver("space_discount")
def _space_discount(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    turn.add("space_discount", play.card)
    return t("mk-combat-space-discount")


@resolver("terrain_discount")
def _terrain_discount(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    terrain = play.params.get("terrain")
    allowed = sorted(k for k, rec in ctx.data.terrains.items() if rec.passable)
    if terrain not in allowed:
        raise IllegalActionError(t("mk-combat-choose-terrain", terrains="|".join(allowed)))
    turn.add("terrain_discount", play.card, terrain=terrain)
    return t("mk-combat-terrain-discount", terrain=terrain, name=ctx.data.terrains[terrain].name)


@resolver("return_to_hand")
def _return_to_hand(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    turn.add("return_to_hand", play.card, which=effect["return_to_hand"])
    return t("mk-combat-may-return")


@resolver("discard_for")
def _discard_for(ctx: Ctx, player: Player, turn: Turn, effect: Effect, play: Play, bonus: int) -> Say:
    """Discard-for (Improvisation) is offered as its four alternatives (``modes.expand``) before it is
    resolved; nested anywhere else it has no defined meaning."""
    raise NotAvailableYetError(t("mk-combat-effect-not-here", effect=fx.text(effect)))
