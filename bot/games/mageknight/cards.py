"""Playing a Deed card from hand (rulebook §4.1-§4.2): basic, powered or sideways. The card's modes and
their payment are in :mod:`modes`; its effect is resolved by the effect interpreter (:mod:`interpret`)
with the resolvers of every area (:mod:`resolvers`, imported here so that all are registered)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, Text, t
from bot.games.mageknight import centre, interpret, triggers
from bot.games.mageknight import effects as fx
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.modes import (
    PLAYABLE_KINDS,
    SIDEWAYS,
    card_effect,
    discard_for,
    expand,
    needs_discard,
    pay_for_card,
    pick_alternative,
)
from bot.games.mageknight.play import Play
from bot.games.mageknight.resolvers import advanced  # the package registers every area's resolvers
from bot.games.mageknight.skills import use as skill_use
from bot.games.mageknight.state import Player, Turn


def play_card(ctx: Ctx, player: Player, turn: Turn, play: Play) -> Say:
    """:func:`played` (the card played, said for the table)."""
    return played(ctx, player, turn, play)


def played(ctx: Ctx, player: Player, turn: Turn, play: Play) -> Say:
    """Play a card from hand. Returns the public description. Raises a RulesError (the caller
    discards the working copy, so nothing changes on error)."""
    data = ctx.data
    if play.card not in data.cards:
        raise IllegalActionError(t("mk-card-play-no-such-card", card=play.card))
    record = data.cards[play.card]
    if play.how in ("spend", "later"):  # Agility, Learning: use a card already played this turn
        return advanced.spend(ctx, player, turn, play)
    if play.card not in player.hand:
        raise IllegalActionError(t("mk-card-play-not-in-hand", card=record.name))
    if record.kind == "wound" and not (play.how == "sideways" and skill_use.wound_sideways(turn)):
        raise IllegalActionError(t("mk-card-play-wound"))
    player.hand.remove(play.card)
    player.play_area.append(play.card)
    turn.played_or_discarded = True
    how = play.how
    if how == "sideways":
        kind = play.alt
        if kind not in SIDEWAYS:
            raise IllegalActionError(
                t("mk-card-play-sideways-kinds", modes=[f"sideways/{s}" for s in SIDEWAYS])
            )
        value, note = skill_use.sideways_value(ctx, turn, play.card)  # 1, or a sideways-value skill's
        interpret.resolve(ctx, player, turn, {kind: value}, play, bonus=0)
        gives = fx.text({kind: value})
        return t("mk-card-played-sideways", player=player.name, card=record.name, gives=gives, note=note)
    if how not in ("basic", "powered"):
        raise IllegalActionError(t("mk-card-play-how"))
    if record.kind not in PLAYABLE_KINDS:
        raise NotAvailableYetError(t("mk-card-play-kind-not-yet", kind=t(f"mk-card-kind-{record.kind}")))
    alt = pick_alternative(ctx, play.card, how, play.alt)
    paid = pay_for_card(ctx, player, turn, play.card, how, play.params)
    effect = card_effect(ctx, play.card, how)
    if needs_discard(effect):
        discard_for(ctx, player, play)
        to_resolve: Mapping[str, Any] = alt
    elif len(expand(effect)) > 1:
        to_resolve = alt
    else:
        to_resolve = effect
    if record.kind == "basic" and turn.has("shapeshift"):  # Shapeshift: Move/Attack/Block swapped
        to_resolve = skill_use.shapeshifted(turn, play.card, to_resolve)
    overload = 0  # Mana Overload in the centre: +N to the first card powered with the marked colour
    if how == "powered" and ctx.state.centre:
        paid_with = [record.colour, *(["black"] if record.kind == "spell" else [])]
        overload = centre.powered_bonus(ctx, player, paid_with)
    detail = interpret.resolve(ctx, player, turn, to_resolve, play, bonus=overload)
    if record.kind == "spell":  # the rings: "whenever you cast a Spell" (triggers.py)
        triggers.fire(ctx, player, turn, "spell_cast", colour=record.colour, card=play.card)
    shown = record.powered_name if how == "powered" and record.powered_name else record.name
    thrown: Text | str = ""
    if record.kind == "artifact" and how == "powered":  # R-ARTIFACT-MANA: thrown away after use
        if play.card in player.play_area:
            player.play_area.remove(play.card)
            player.removed.append(play.card)
        thrown = t("mk-card-played-thrown-away", card=record.name)
    return t(
        "mk-card-played", player=player.name, card=shown, how=how, paid=paid, detail=detail, thrown=thrown
    )
