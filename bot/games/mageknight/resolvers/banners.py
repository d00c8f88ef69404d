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
def _banner(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    name = ctx.data.cards[play.card].name
    uid = play.params.get("unit")
    if play.card not in player.play_area:  # pragma: no cover - play_card puts it there
        raise IllegalActionError(f"{name} must be played from your hand to be attached.")
    if not uid and effect.get("to") == "recruited_this_turn":
        turn.drop("command_banner")
        turn.add("command_banner", play.card)
        return f"{name} waits for a unit recruited this turn (it takes the place of a Command token)"
    if not uid:
        listing = ", ".join(f"{u.uid} ({ctx.data.units[u.unit].name})" for u in player.units) or "none"
        raise IllegalActionError(
            f"Name the unit that takes {name} (unit:<unit>; or the banner action "
            f'{{"type":"banner","card":"{play.card}","unit":"<unit>"}}). Your units: {listing}.'
        )

    unit = find_unit(player, uid)
    player.play_area.remove(play.card)
    return banners.attach(ctx, player, turn, unit, play.card)


@resolver("one_unit")
def _one_unit(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    """Force of Nature: one unit gains resistances until the end of the turn (``unit``)."""

    inner = effect["one_unit"]
    if fx.kind_of(inner) != "unit_resistances":
        raise NotAvailableYetError(f"'{fx.describe(inner)}' for one unit is not available yet.")
    uid = play.params.get("unit")
    if not uid:
        listing = ", ".join(units.name(ctx, u) for u in player.units) or "none"
        raise IllegalActionError(f"Name the unit (unit:<unit>). Your units: {listing}.")
    unit = units.find(player, uid)
    for r in inner["unit_resistances"]:
        if not turn.has("one_unit_resistance", unit=unit.uid, element=r):
            turn.add("one_unit_resistance", play.card, unit=unit.uid, element=r)
    words = " and ".join(str(r).title() for r in inner["unit_resistances"])
    return f"{units.name(ctx, unit)} has {words} resistance this turn"


@resolver("no_damage_to_units")
def _no_damage_to_units(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    if turn.combat is None:
        raise IllegalActionError("No damage to units is a combat effect: play it in a combat.")
    turn.combat.no_damage_to_units = True
    return "no damage can be assigned to units this combat"


@resolver("throw_away_received_wounds")
def _throw_away_received(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    turn.add("throw_away_wounds", play.card)
    return "at the end of the turn the Wounds received this turn are thrown away"


def _inside_banner(kind: str) -> Any:
    def fn(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
        raise IllegalActionError(f"'{kind}' is what a banner gives the unit carrying it.")

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
