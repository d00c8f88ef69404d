"""Units in combat declarations (rulebook §4.4): a ready, unwounded unit is activated for one of its
abilities (paying its mana), becomes spent, and its Attack or Block joins the declaration.

A unit item is ``uid[@ability[/mode]][+mana=<how>]``: ``u2@1/block`` uses the Block half of the first
ability line of unit u2; ``u3@2+mana=crystal:red`` pays the second line's red mana with a crystal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, join, t
from bot.engine.notation import with_extras
from bot.games.mageknight import banners, mana
from bot.games.mageknight import effects as fx
from bot.games.mageknight.asking import payments, way_text
from bot.games.mageknight.combat import lasting
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import Player, Turn, find_unit
from bot.games.mageknight.tracks import gain_fame
from bot.games.mageknight.units import usable_anywhere

COMBAT_KINDS = ("attack", "block")


def parse_item(text: str) -> dict[str, Any]:
    """``u2@1/block+mana=die:red`` -> {"unit": "u2", "ability": 1, "mode": "block", "params": {...}}."""
    head, params = with_extras(text)
    uid, _, rest = head.partition("@")
    index, _, mode = rest.partition("/")
    if index and not index.isdigit():
        raise IllegalActionError(t("mk-unit-ability-number", item=text))
    return {
        "unit": uid.strip(),
        "ability": int(index) if index else None,
        "mode": mode or None,
        "params": params,
    }


def use_unit(ctx: Ctx, player: Player, turn: Turn, item: Mapping[str, Any]) -> Say:
    """Activate a unit inside the declaration now resolving; its points go into ``turn.parts``."""
    combat = turn.combat
    assert combat is not None and turn.parts is not None

    if not combat.units_allowed and not usable_anywhere(player, str(item["unit"])):  # R-BONDS
        raise IllegalActionError(t("mk-combat-no-units"))
    unit = find_unit(player, str(item["unit"]))
    if (
        combat.max_units is not None
        and unit.uid not in combat.units_used
        and len(combat.units_used) >= combat.max_units
    ):
        raise IllegalActionError(t("mk-unit-max-in-combat", n=combat.max_units))
    rec = ctx.data.units[unit.unit]
    if unit.wounds:
        raise IllegalActionError(t("mk-unit-wounded-cannot-act", unit=rec.name, uid=unit.uid))
    if unit.spent:
        raise IllegalActionError(t("mk-unit-spent-until-round", unit=rec.name, uid=unit.uid))
    usable = [i for i, a in enumerate(rec.abilities, 1) if _combat_alternatives(a.effect)]
    index = item.get("ability")
    if index is None:
        if len(usable) != 1:
            example = f"{unit.uid}@{usable[0] if usable else 1}"
            raise IllegalActionError(
                t(
                    "mk-unit-several-abilities",
                    unit=rec.name,
                    example=example,
                    listing=_listing(rec.abilities),
                )
            )
        index = usable[0]
    if not 1 <= int(index) <= len(rec.abilities):
        raise IllegalActionError(
            t("mk-unit-abilities-range", unit=rec.name, n=len(rec.abilities), listing=_listing(rec.abilities))
        )
    ability = rec.abilities[int(index) - 1]
    alts = _combat_alternatives(ability.effect)
    if not alts:
        raise NotAvailableYetError(
            t(
                "mk-unit-not-in-declaration",
                unit=rec.name,
                index=int(index),
                effect=fx.text(ability.effect),
            )
        )
    mode = item.get("mode")
    if len(alts) > 1 and mode is None:
        ways = [t("mk-unit-way", way=f"{unit.uid}@{index}/{fx.slug(a)}", effect=fx.text(a)) for a in alts]
        raise IllegalActionError(t("mk-unit-ability-choice", unit=rec.name, index=int(index), ways=ways))
    chosen = alts[0] if mode is None else next((a for a in alts if fx.slug(a) == mode), None)
    if chosen is None:
        raise IllegalActionError(
            t(
                "mk-unit-no-such-mode",
                unit=rec.name,
                index=int(index),
                mode=mode,
                modes=[fx.slug(a) for a in alts],
            )
        )
    paid: Say = ""
    if ability.mana:
        how = mana.pay_text(ctx, player, turn, ability.mana, dict(item.get("params") or {}).get("mana"))
        paid = t("mk-unit-paying", mana=how)
    paid = join(paid, assault_fee(turn, rec, combat.kind), sep="")
    kind = fx.kind_of(chosen)
    flag = banners.bonus(ctx, unit)
    shock = lasting.unit_attack_bonus(turn, unit.uid) if kind == "attack" else 0  # Shocktroops
    amount = chosen[kind] + flag.boost.get(kind, 0) + shock
    if flag.boost.get(kind):
        chosen = {**chosen, kind: amount}
    element = chosen.get("element", "physical")
    turn.parts.append(
        [amount, element, chosen.get("type", "melee") if kind == "attack" else "block", rec.name]
    )
    unit.spent = True
    riders = lasting.apply_riders(ctx, player, turn, unit, lasting.split_riders(ability.effect)[1])
    if flag.fame_when_used:
        gain_fame(ctx, player, flag.fame_when_used, t("mk-unit-why-banner", unit=rec.name))
    if unit.uid not in combat.units_used:
        combat.units_used.append(unit.uid)
    notes = [t("mk-unit-shock-bonus", n=shock)] * bool(shock) + [join("; ", r, sep="") for r in riders]
    return join(
        t("mk-unit-used", unit=rec.name, uid=unit.uid, effect=fx.text(chosen), paid=paid), *notes, sep=""
    )


def declaration_items(
    ctx: Ctx, player: Player, turn: Turn, kind: str, *, ranged_only: bool = False
) -> list[tuple[str, Say]]:
    """The unit items a declaration of ``kind`` (attack/block) may name now, with labels naming the
    ability and its mana cost: ``u2@1+mana=crystal:red`` "Fire Mages (u2): Ranged Fire Attack 3 — red
    mana (a red crystal)". Each way to pay the mana is its own item (R-ASK). ``ranged_only``: the
    Ranged & Siege phase (Ranged and Siege attacks only)."""
    combat = turn.combat
    if combat is None:
        return []
    out: list[tuple[str, Say]] = []
    for unit in player.units:
        if unit.spent or unit.wounds:
            continue
        if not combat.units_allowed and not usable_anywhere(player, unit.uid):  # R-BONDS
            continue
        full = combat.max_units is not None and len(combat.units_used) >= combat.max_units
        if full and unit.uid not in combat.units_used:
            continue
        rec = ctx.data.units[unit.unit]
        for index, ability in enumerate(rec.abilities, 1):
            alts = _combat_alternatives(ability.effect)
            for alt in alts:
                if fx.kind_of(alt) != kind or (ranged_only and alt.get("type") not in ("ranged", "siege")):
                    continue
                mode = f"/{fx.slug(alt)}" if len(alts) > 1 else ""
                for pay in payments(ctx, player, turn, ability.mana):
                    way = pay.get("mana")
                    label = t(
                        "mk-ask-unit-item",
                        unit=rec.name,
                        uid=unit.uid,
                        effect=fx.text(alt),
                        colour=ability.mana or "none",
                        way=way_text(way) if way else "none",
                    )
                    out.append((f"{unit.uid}@{index}{mode}" + (f"+mana={way}" if way else ""), label))
    return out


def _combat_alternatives(effect: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The attack/block alternatives of an ability (all of them, or none if any is something else);
    riders beside them (Utem Swordsmen's wound...) are applied by :func:`use_unit`."""
    alts = fx.alternatives(lasting.split_riders(effect)[0])
    if all(fx.kind_of(a) in COMBAT_KINDS for a in alts):
        return alts
    return []


def _listing(abilities: Any) -> Say:
    lines = [join(f"{i}:", fx.text(a.effect)) for i, a in enumerate(abilities, 1)]
    return t("mk-unit-abilities", listing=join(*lines, sep="; "))


def assault_fee(turn: Turn, rec: Any, combat_kind: str) -> Say:
    """Heroes and Thugs ask Influence to fight in an assault (LL §2.5): paid now, or an error."""
    need = rec.pay_to_activate_in_assault
    if not need or combat_kind != "assault":
        return ""
    if turn.influence < need:
        raise IllegalActionError(t("mk-unit-assault-fee", unit=rec.name, need=need, have=turn.influence))
    turn.influence -= need
    return t("mk-unit-fee-paid", n=need)
