"""Banner artifacts on units (rulebook §4.4, Lost Legion §2.6): attaching a banner to a unit at any time
in your turn (the ``banner`` action, or playing the banner's basic effect), and what the unit gains
while it carries it (the banner's basic effect, ``banner = ...`` in cards/artifacts.toml). The old banner
goes to the discard pile when another is attached or the unit is destroyed or disbanded.

What a banner gives its unit:

- numbers (``unit_armor``, ``unit_resistances``, ``unit_boost``) and Fame ``whenever`` the unit attacks
  or blocks: :func:`bonus`, read by the combat code;
- an ability used with ``activate unit:<uid> ability:0`` (:func:`use`): Banner of Courage readies the
  unit once per round outside combat; Banner of Fear spends the unit in the Block phase to cancel one
  enemy attack (``mode:<enemy>`` or ``mode:<enemy>:<attack number>``) for Fame +1;
- Banner of Fortitude: the first time in a round the unit would be wounded, the wound is ignored
  (:func:`ignores_wound`, automatic: R-FORTITUDE);
- Banner of Command: the unit needs no Command token (``units.units_needing_tokens``); it must go to a
  unit recruited this turn; a unit that loses it is removed from the game (R-COMMAND-BANNER).

Once-per-round abilities flip the banner face down (``OwnedUnit.banner_down``) until round preparation.
This module also keeps the turn's record of Wounds received for the powered Banner of Protection
(:func:`end_of_turn`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import enemies, units
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import OwnedUnit, Player, Turn, find_unit
from bot.games.mageknight.tracks import gain_fame
from bot.games.mageknight.units import banner_effect, banner_has, banner_part, banner_parts

PASSIVE = {"all", "unit_armor", "unit_resistances", "unit_boost", "whenever", "fame"}
# every kind a banner may give its unit that this engine applies
HANDLED = PASSIVE | {
    "spend_unit",
    "cancel_attack",
    "once_per_round",
    "unit_ready",
    "ignore_wound",
    "command_slot",
}


@dataclass(frozen=True)
class Bonus:
    armor: int = 0
    resistances: frozenset[str] = frozenset()
    boost: dict[str, int] = field(default_factory=dict)  # "attack"/"block" -> +N
    fame_when_used: int = 0


def bonus(ctx: Ctx, unit: OwnedUnit) -> Bonus:
    """What the unit's banner (and a one-unit effect of this turn, Force of Nature) adds to its numbers now."""
    turn = ctx.state.turn
    extra = (
        frozenset(m["element"] for m in turn.mods("one_unit_resistance", unit=unit.uid))
        if turn is not None
        else frozenset()
    )
    effect = banner_effect(ctx, unit.banner) if unit.banner else None
    if effect is None:
        return Bonus(resistances=extra)
    armor, fame = 0, 0
    res: set[str] = set(extra)
    boost: dict[str, int] = {}
    for part in banner_parts(effect):
        kind = fx.kind_of(part)
        if kind == "unit_armor":
            armor += int(part["unit_armor"])
        elif kind == "unit_resistances":
            res |= set(part["unit_resistances"])
        elif kind == "unit_boost":
            for what in part.get("what", ["attack", "block"]):
                boost[what] = boost.get(what, 0) + int(part["unit_boost"])
        elif kind == "whenever" and part["whenever"] == "unit_attacks_or_blocks":
            then = part.get("then") or {}
            fame += int(then.get("fame", 0)) if fx.kind_of(then) == "fame" else 0
    return Bonus(armor, frozenset(res), boost, fame)


# ----------------------------------------------------------------------------- attaching
def assign(ctx: Ctx, player: Player, turn: Turn, card: str, uid: str) -> Say:
    """Tuck a banner from the hand under one of your units (§4.4); a Banner of Command played this turn
    (waiting in the play area) goes to a unit recruited this turn."""

    rec = ctx.data.cards.get(card)
    waiting = next((m for m in turn.mods("command_banner") if m.source == card), None)
    if rec is not None and waiting is not None and card in player.play_area:
        unit = find_unit(player, uid)
        player.play_area.remove(card)
        turn.drop(waiting)
        return t("mk-unit-player-does", player=player.name, what=attach(ctx, player, turn, unit, card))
    if card not in player.hand or rec is None:
        banners = sorted({c for c in player.hand if banner_effect(ctx, c) is not None})
        raise IllegalActionError(
            t("mk-unit-banner-not-in-hand", card=card, banners=banners or t("mk-combat-none"))
        )
    part = banner_part(ctx, card)
    if part is None:
        raise IllegalActionError(t("mk-unit-not-a-banner", card=rec.name))
    if fx.kind_of(rec.basic) != "banner":
        action = '{"type":"play","card":"' + card + '","mode":"basic","params":{"unit":"<unit>"}}'
        raise IllegalActionError(t("mk-unit-banner-does-more", banner=rec.name, action=action))
    unit = find_unit(player, uid)
    player.hand.remove(card)
    turn.played_or_discarded = True
    return t("mk-unit-player-does", player=player.name, what=attach(ctx, player, turn, unit, card))


def attach(ctx: Ctx, player: Player, turn: Turn | None, unit: OwnedUnit, card: str) -> Say:
    """Put ``card`` (already out of the hand / play area) under ``unit``; checks the banner's rules.
    Returns the text after the player's name."""
    rec = ctx.data.cards[card]
    part = banner_part(ctx, card)
    assert part is not None
    if not fx.kinds_in(part["banner"]) <= HANDLED:
        raise NotAvailableYetError(t("mk-unit-banner-not-yet", banner=rec.name))
    uname = f"{ctx.data.units[unit.unit].name} ({unit.uid})"
    if part.get("to") == "recruited_this_turn" and (turn is None or unit.uid not in turn.units_gained):
        gained = [u for u in player.units if turn is not None and u.uid in turn.units_gained]
        listing = [f"{ctx.data.units[u.unit].name} ({u.uid})" for u in gained] or t("mk-combat-none")
        raise IllegalActionError(
            t("mk-unit-banner-recruited-only", banner=rec.name, unit=uname, listing=listing)
        )
    old = unit.banner
    if old and banner_has(ctx, unit, "command_slot"):  # R-COMMAND-BANNER: losing it removes the unit
        player.units.remove(unit)
        player.discard.extend([old, card])
        return t("mk-unit-assigns-unit-lost", banner=rec.name, unit=uname, old=ctx.data.cards[old].name)
    if old:
        player.discard.append(old)
    unit.banner = card
    unit.banner_down = False
    if old:
        return t("mk-unit-assigns-replacing", banner=rec.name, unit=uname, old=ctx.data.cards[old].name)
    return t("mk-unit-assigns", banner=rec.name, unit=uname)


# ----------------------------------------------------------------------------- Command tokens
def unit_gained(ctx: Ctx, player: Player, unit: OwnedUnit, slot: bool) -> None:
    """A unit joined the player's Unit area (``units.UNIT_GAINED``); ``slot``: it takes the waiting
    Banner of Command."""
    turn = ctx.state.turn
    if turn is None or turn.seat != player.seat:
        return
    waiting = turn.mod("command_banner")
    if slot and waiting is not None:
        card = waiting.source
        player.play_area.remove(card)
        turn.drop(waiting)
        ctx.say(t("mk-unit-banner-for-token", player=player.name, what=attach(ctx, player, turn, unit, card)))


# ----------------------------------------------------------------------------- banner abilities
def use(ctx: Ctx, player: Player, turn: Turn, uid: str, params: Mapping[str, str]) -> Say:
    """Use the ability of a unit's banner (``activate ... ability:0``)."""
    unit = units.find(player, uid)
    uname = units.name(ctx, unit)
    if turn.ending:
        raise IllegalActionError(t("mk-unit-banner-turn-ending"))
    if not unit.banner:
        raise IllegalActionError(t("mk-unit-no-banner", unit=uname))
    bname = ctx.data.cards[unit.banner].name
    once = banner_has(ctx, unit, "unit_ready")
    spend = banner_has(ctx, unit, "spend_unit")
    if once is not None and fx.kind_of(once) == "once_per_round":
        if turn.combat is not None:
            raise IllegalActionError(t("mk-unit-banner-outside-combat", banner=bname))
        if unit.banner_down:
            raise IllegalActionError(t("mk-unit-banner-face-down", banner=bname))
        unit.banner_down = True
        unit.spent = False
        return t("mk-unit-banner-readies", player=player.name, banner=bname, unit=uname)
    if spend is not None:
        return _fear(ctx, player, turn, unit, spend, params)
    raise IllegalActionError(t("mk-unit-banner-passive", banner=bname))


def _fear(
    ctx: Ctx, player: Player, turn: Turn, unit: OwnedUnit, part: Mapping[str, Any], params: Mapping[str, str]
) -> Say:
    """Banner of Fear: spend the ready, unwounded unit in the Block phase to cancel one enemy attack."""
    uname = units.name(ctx, unit)
    bname = ctx.data.cards[str(unit.banner)].name
    combat = turn.combat
    if combat is None or combat.phase != part["phase"]:
        raise IllegalActionError(
            t("mk-unit-banner-phase", banner=bname, phase=t("mk-combat-phase", phase=str(part["phase"])))
        )
    if unit.wounds or unit.spent:
        raise IllegalActionError(t("mk-unit-must-be-ready-for", unit=uname, banner=bname))
    if not combat.units_allowed and not units.usable_anywhere(player, unit.uid):  # R-BONDS
        raise IllegalActionError(t("mk-combat-no-units"))
    open_ = [
        (e, i)
        for e, i in enemies.unblocked(ctx, combat)
        if "arcane_immunity" not in enemies.abilities(ctx, combat, e, i)
    ]
    choices = [
        f"{e.uid}" if len(enemies.attack_indexes(ctx, e)) == 1 else f"{e.uid}:{i + 1}" for e, i in open_
    ]
    target = str(params.get("mode") or params.get("target") or "")
    enemy_uid, _, number = target.partition(":")
    mine = [(e, i) for e, i in open_ if e.uid == enemy_uid]
    if number:
        mine = [(e, i) for e, i in mine if str(i + 1) == number]
    pick = mine[0] if len(mine) == 1 else None
    if pick is None:
        raise IllegalActionError(
            t("mk-unit-fear-name-attack", banner=bname, choices=choices or t("mk-combat-none"))
        )
    e, i = pick
    e.assigned[i] = True  # cancelled: not blocked, it deals no damage
    unit.spent = True
    fame = 0
    for sub in banner_parts(part["spend_unit"]):
        if fx.kind_of(sub) == "fame":
            fame += int(sub["fame"])
    enemy = f"{enemies.record(ctx, e).name} ({e.uid})"
    if fame:
        gain_fame(ctx, player, fame, t("mk-unit-why-for", banner=bname))
    return t("mk-unit-fear-used", player=player.name, unit=uname, banner=bname, enemy=enemy, fame=fame)


def fear_choices(ctx: Ctx, player: Player, turn: Turn) -> list[tuple[str, str]]:
    """(unit uid, mode) pairs for which a Banner of Fear can be used now."""

    combat = turn.combat
    out: list[tuple[str, str]] = []
    if combat is None:
        return out
    for unit in player.units:
        if not combat.units_allowed and not units.usable_anywhere(player, unit.uid):  # R-BONDS
            continue
        part = banner_has(ctx, unit, "spend_unit")
        if part is None or combat.phase != part["phase"] or unit.spent or unit.wounds:
            continue
        for e, i in enemies.unblocked(ctx, combat):
            if "arcane_immunity" in enemies.abilities(ctx, combat, e, i):
                continue
            many = len(enemies.attack_indexes(ctx, e)) > 1
            out.append((unit.uid, f"{e.uid}:{i + 1}" if many else e.uid))
    return out


def courage_choices(ctx: Ctx, player: Player, turn: Turn) -> list[str]:
    """Units whose Banner of Courage can ready them now (spent ones only: readying a ready unit is moot)."""
    if turn.combat is not None or turn.ending:
        return []
    return [
        u.uid
        for u in player.units
        if u.spent
        and not u.banner_down
        and (p := banner_has(ctx, u, "unit_ready"))
        and fx.kind_of(p) == "once_per_round"
    ]


def ignores_wound(ctx: Ctx, unit: OwnedUnit) -> bool:
    """Banner of Fortitude: the first wounding of the unit in a round is ignored (the banner flips face
    down). Automatic (R-FORTITUDE). Returns whether the wound is ignored."""
    if unit.banner_down or banner_has(ctx, unit, "ignore_wound") is None:
        return False
    unit.banner_down = True
    return True


def round_start(player: Player) -> None:
    """Round preparation: every banner flips face up."""
    for u in player.units:
        u.banner_down = False


# ----------------------------------------------------------------------------- Banner of Protection
def end_of_turn(ctx: Ctx, player: Player, turn: Turn) -> None:
    """The powered Banner of Protection: the Wounds received this turn leave the hand (first) and the
    discard pile for the Wound deck (only as many as were received)."""
    if not turn.has("throw_away_wounds") or not turn.wounds_received:
        return
    left = turn.wounds_received
    gone = 0
    for pile in (player.hand, player.discard):
        while left and "wound" in pile:
            pile.remove("wound")
            left -= 1
            gone += 1
    turn.drop("throw_away_wounds")
    if gone:
        ctx.say(t("mk-unit-protection-throws", player=player.name, n=gone))


units.UNIT_GAINED.append(unit_gained)
