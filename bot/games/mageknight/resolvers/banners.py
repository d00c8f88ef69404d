"""Resolvers for the banner and unit-boosting kinds (see ``resolvers/__init__``).

- ``banner``: playing a banner's basic effect attaches it to one of your units (``unit``), as the
  ``banner`` action does (``banners.attach``). Banner of Command (``to = recruited_this_turn``) may be
  played before its unit is recruited: without ``unit`` it waits in the play area and the next unit
  recruited this turn takes it in place of a Command token (or attach it with the banner action to a
  unit recruited this turn); unused, it is discarded with the play area (R-COMMAND-BANNER).
- ``one_unit``: an effect on one of your units (``unit``) for the rest of the turn (Force of Nature:
  ``unit_resistances``).
- ``no_damage_to_units``: the rest of this combat no damage may be assigned to units (Into the Heat).
- ``throw_away_received_wounds``: at the end of the turn the Wounds received this turn are thrown away
  (the powered Banner of Protection; ``banners.end_of_turn``).
- the kinds that only live inside a banner (``once_per_round``, ``ignore_wound``, ``command_slot``,
  ``spend_unit``, ``cancel_attack``, ``unit_resistances``) are applied by ``banners.py`` and refused
  when met anywhere else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, t
from bot.games.mageknight import banners, units
from bot.games.mageknight import effects as fx
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.state import find_unit

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import Player, Turn

Variants = list[dict[str, str]]
INSIDE_BANNER = (
    "once_per_round",
    "ignore_wound",
    "command_slot",
    "spend_unit",
    "cancel_attack",
    "unit_resistances",
)


@resolver("banner")
def _banner(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    name = ctx.data.cards[play.card].name
    uid = play.params.get("unit")
    if play.card not in player.play_area:  # pragma: no cover - play_card puts it there
        raise IllegalActionError(t("mk-unit-banner-from-hand", banner=name))
    if not uid and effect.get("to") == "recruited_this_turn":
        turn.drop("command_banner")
        turn.add("command_banner", play.card)
        return t("mk-unit-banner-waits", banner=name)
    if not uid:
        listing = [f"{u.uid} ({ctx.data.units[u.unit].name})" for u in player.units] or t("mk-combat-none")
        action = '{"type":"banner","card":"' + play.card + '","unit":"<unit>"}'
        raise IllegalActionError(t("mk-unit-banner-name-unit", banner=name, action=action, listing=listing))

    unit = find_unit(player, uid)
    player.play_area.remove(play.card)
    return banners.attach(ctx, player, turn, unit, play.card)


@resolver("one_unit")
def _one_unit(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    """Force of Nature: one unit gains resistances until the end of the turn (``unit``)."""

    inner = effect["one_unit"]
    if fx.kind_of(inner) != "unit_resistances":
        raise NotAvailableYetError(t("mk-unit-one-unit-not-yet", effect=fx.text(inner)))
    uid = play.params.get("unit")
    if not uid:
        listing = [units.name(ctx, u) for u in player.units] or t("mk-combat-none")
        raise IllegalActionError(t("mk-unit-name-unit", listing=listing))
    unit = units.find(player, uid)
    for r in inner["unit_resistances"]:
        if not turn.has("one_unit_resistance", unit=unit.uid, element=r):
            turn.add("one_unit_resistance", play.card, unit=unit.uid, element=r)
    words: Say = ""
    for r in inner["unit_resistances"]:
        word = t("mk-unit-resistance-word", element=str(r))
        words = t("mk-combat-and", first=words, second=word) if words else word
    return t("mk-unit-has-resistance", unit=units.name(ctx, unit), resistances=words)


@resolver("no_damage_to_units")
def _no_damage_to_units(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    if turn.combat is None:
        raise IllegalActionError(t("mk-unit-no-damage-combat-only"))
    turn.combat.no_damage_to_units = True
    return t("mk-unit-no-damage-this-combat")


@resolver("throw_away_received_wounds")
def _throw_away_received(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    turn.add("throw_away_wounds", play.card)
    return t("mk-unit-wounds-thrown-at-end")


def _inside_banner(kind: str) -> Any:
    def fn(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
        raise IllegalActionError(t("mk-unit-inside-banner", kind=kind))

    return fn


for _kind in INSIDE_BANNER:
    resolver(_kind)(_inside_banner(_kind))


def param_variants(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> Variants | None:
    """The parameter sets of this module's kinds (None: not one of them); tried before offered."""
    kind = fx.kind_of(effect)
    if kind == "banner":
        uids = [u.uid for u in player.units]
        if effect.get("to") == "recruited_this_turn":
            return [{}] + [{"unit": u} for u in uids if u in turn.units_gained]
        return [{"unit": u} for u in uids]
    if kind == "one_unit":
        return [{"unit": u.uid} for u in player.units]
    return None
