"""Resolvers for triggers and the turn-long attack and mana effects of the Artifacts (see
``resolvers/__init__``; the trigger machinery is :mod:`bot.games.mageknight.triggers`).

Player choices (``play.params``): ``discards`` (``discard_any_for``: the cards to discard, comma
or semicolon separated, or ``none``), ``crystal`` (``crystal_by_resistance``: the colour wanted when the enemy
allows it), ``enemy`` (a one-enemy effect of a trigger, e.g. Explosive Bolt: ``e2`` or ``e2;e3``, one
per enemy defeated).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, join, t
from bot.engine.notation import split_list
from bot.games.mageknight import effects as fx
from bot.games.mageknight import enemies, interpret, mana, triggers
from bot.games.mageknight.interpret import resolver

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import Player, Turn


@resolver("whenever")
def _whenever(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    """Record a turn-long trigger (triggers.add); a heal trigger counts its card's Heal at once."""
    text = fx.text(effect)
    trig = triggers.add(ctx, turn, effect, play)
    if trig is None:
        return t("mk-combat-never-here", effect=text)
    done = triggers.catch_up(ctx, player, turn, trig)
    return t("mk-combat-trigger-caught-up", effect=text, done=join(*done, sep="; ")) if done else text


RESISTANCE_CRYSTALS = (("fire", "red"), ("ice", "blue"), ("physical", "green"))


@resolver("crystal_by_resistance")
def _crystal_by_resistance(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """A crystal for the enemy a trigger names (``_enemy``): red / blue / green if it resisted Fire /
    Ice / Physical, or white. ``crystal`` picks among those; by default the first resistance colour
    (R-SOUL). Nothing for a summoned monster."""

    uid = play.params.get("_enemy")
    if turn.combat is None or not uid:
        raise IllegalActionError(t("mk-combat-crystal-for-defeat"))
    e = enemies.find(turn.combat, uid)
    rec = enemies.record(ctx, e)
    if e.role == "summoned":
        return t("mk-combat-no-crystal-summoned", enemy=rec.name)
    res = set(rec.resistances)
    allowed = [c for r, c in RESISTANCE_CRYSTALS if r in res] + ["white"]
    wanted = play.params.get("crystal")
    if wanted is not None and wanted not in ("red", "blue", "green", "white"):
        raise IllegalActionError(t("mk-combat-soul-harvester-crystal"))
    colour = wanted if wanted in allowed else allowed[0]
    got = mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    return t("mk-combat-crystal-for-enemy", enemy=rec.name, got=got)


@resolver("discard_any_for")
def _discard_any_for(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Discard the non-Wound cards named by ``discards`` (comma separated; ``none`` = no card) and get
    the nested effect once per card."""
    raw = play.params.get("discards")
    choices = sorted({c for c in player.hand if c != "wound"})
    each = fx.text(effect["discard_any_for"])
    can = ", ".join(choices) or t("mk-combat-nothing")
    if raw is None:
        raise IllegalActionError(t("mk-combat-name-discards", each=each, choices=can))
    named = [c for c in split_list(raw) if c != "none"]
    hand = list(player.hand)
    for c in named:
        if c == "wound" or c not in hand:
            raise IllegalActionError(t("mk-combat-cannot-discard", card=c, choices=can))
        hand.remove(c)
    texts: list[Say] = []
    for c in named:
        player.hand.remove(c)
        player.discard.append(c)
        texts.append(interpret.resolve(ctx, player, turn, effect["discard_any_for"], play, bonus))
    if not named:
        return t("mk-combat-discards-nothing")
    names = ", ".join(ctx.data.cards[c].name for c in named)
    return t("mk-combat-discards-for", cards=names, effects=join(*texts, sep="; "))


@resolver("double_attacks")
def _double_attacks(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Attacks of the listed elements count twice in the named phase this turn (every attack part of
    a declaration: cards, units, skills — R-BOW); applied by triggers.modify_attack."""
    turn.add(
        "doubled_attacks", play.card, elements=list(effect["double_attacks"]), phase=str(effect["phase"])
    )
    return fx.text(effect)


@resolver("double_or_convert_ranged")
def _double_or_convert_ranged(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Bow of Starsdawn powered: see triggers.modify_attack (the bot makes the helpful choice)."""
    turn.add("ranged_double_or_siege", play.card)
    return fx.text(effect)


@resolver("endless_mana")
def _endless_mana(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Mana of the listed colours without limit this turn (mana.payment_options offers
    ``endless:<colour>`` first; black only when black mana is usable)."""
    for c in effect["endless_mana"]:
        if not turn.has("endless_mana", colour=c):
            turn.add("endless_mana", play.card, colour=c)
    return fx.text(effect)
