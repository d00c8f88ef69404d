"""Bonuses tied to an interaction (rulebook §6.1): Noble Manners (Norowas), the Heroes units
(``interaction_fame``, ``interaction_reputation``), Ruthless Coercion (Krang) and Charm
(``recruit_discount``, ``ready_units_for``).

- ``interaction_fame`` / ``interaction_reputation``: gained at once when the card or unit is used during
  an interaction; used before one, they wait on the turn and come when an interaction starts this turn
  (``interaction.start`` calls :func:`on_interaction`); with no interaction they are lost (R-INTERACT).
- ``recruit_discount``: the next unit recruited this turn costs that much less (modifier ``recruit_discount``,
  applied by ``interaction.recruit``).
- ``ready_units_for``: for the rest of the turn Influence may be spent, N per level, to ready Spent level
  I-II units: the play ``<card>@spend/ready-low-unit+points=<n>+unit=<uid>`` (the conversions of
  ``resolvers/advanced.spend``), resolved by ``ready_low_unit``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, t
from bot.games.mageknight import interpret
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.play import Play

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Player, Turn

LOW_LEVEL = 2  # Ruthless Coercion readies level I and II units only


def _gain(ctx: Ctx, player: Player, turn: Turn, what: str, n: int, play: Play) -> Say:
    return interpret.resolve(ctx, player, turn, {what: n}, play, 0)


@resolver("interaction_fame")
def _interaction_fame(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    return _interaction_bonus(ctx, player, turn, "fame", int(effect["interaction_fame"]), play)


@resolver("interaction_reputation")
def _interaction_reputation(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    return _interaction_bonus(ctx, player, turn, "reputation", int(effect["interaction_reputation"]), play)


def _interaction_bonus(ctx: Ctx, player: Player, turn: Turn, what: str, n: int, play: Play) -> Say:
    if turn.interaction is not None:
        return _gain(ctx, player, turn, what, n, play)
    turn.add("interaction_bonus", play.card, what=what, amount=n)
    return t("mk-combat-interaction-bonus-later", what=what, n=n)


def on_interaction(ctx: Ctx, player: Player, turn: Turn) -> None:
    """An interaction starts: the waiting Fame/Reputation bonuses are gained."""

    for m in turn.take("interaction_bonus"):
        text = _gain(ctx, player, turn, str(m["what"]), int(m["amount"]), Play(m.source, "basic"))
        ctx.say(t("mk-combat-interacts", player=player.name, effect=text))


@resolver("recruit_discount")
def _recruit_discount(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    n = int(effect["recruit_discount"])
    turn.add("recruit_discount", play.card, amount=n)
    return t("mk-combat-recruit-discount", n=turn.total("recruit_discount"))


def take_discount(turn: Turn, cost: int) -> tuple[int, int]:
    """The price of a unit after the turn's recruit discount (used up by that unit), and the discount."""
    off = min(cost, turn.total("recruit_discount"))
    turn.drop("recruit_discount")
    return cost - off, off


@resolver("ready_units_for")
def _ready_units_for(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    rate = int(effect["ready_units_for"])
    turn.add("conversion", play.card, rate=rate, effect={"ready_low_unit": 1}, **{"from": "influence"})
    return t("mk-combat-ready-units-for", rate=rate, card=play.card)


@resolver("ready_low_unit")
def _ready_low_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    level = int(effect["ready_low_unit"])
    if level > LOW_LEVEL:
        raise IllegalActionError(t("mk-combat-ready-low-only", n=LOW_LEVEL))
    spent = [u for u in player.units if u.spent and ctx.data.units[u.unit].level <= level]
    uid = play.params.get("unit", "")
    unit = next((u for u in spent if u.uid == uid), None)
    if unit is None:
        listing = [f"{u.uid} ({ctx.data.units[u.unit].name})" for u in spent] or t("mk-combat-none")
        raise IllegalActionError(t("mk-combat-name-spent-unit", level=level, listing=listing))
    unit.spent = False
    return t("mk-unit-readies", unit=f"{ctx.data.units[unit.unit].name} ({uid})")
