"""A Deed card's modes (rulebook §4.1-§4.2): its basic and powered effects, the alternatives a player
chooses between and their names, what playing one costs in mana and which cards it asks for."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import AmbiguousActionError, IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import interpret, mana
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.glossary import noted
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import Player, Turn

SIDEWAYS = ("move", "influence", "attack", "block")
ACTION_KINDS = ("basic", "unique", "advanced")
# Deed cards whose basic/powered effects can be played: Actions, Spells (mana of their colour; powered
# also black mana, usable at Night) and Artifacts (basic free; powered: thrown away, no mana).
PLAYABLE_KINDS = (*ACTION_KINDS, "spell", "artifact")
COMBAT_KINDS = ("attack", "block", "lower_attack", "land_block", "block_bonus_per_trait")


def card_effect(ctx: Ctx, card: str, how: str) -> Mapping[str, Any]:
    record = ctx.data.cards[card]
    effect = record.basic if how == "basic" else record.powered
    if not effect or not interpret.implemented(effect):
        raise NotAvailableYetError(t("mk-misc-effect-not-yet", how=how, card=record.name))
    return effect


def expand(effect: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The alternatives a player chooses between (``discard_for`` offers its four kinds)."""
    kind = fx.kind_of(effect)
    if kind == "discard_for":
        n = effect["discard_for"]
        return [{"move": n}, {"influence": n}, {"attack": n}, {"block": n}]
    if kind == "all":  # one choice nested in "all" (Intimidate): one alternative per option, the rest kept
        parts = list(effect["all"])
        nested = [i for i, p in enumerate(parts) if fx.kind_of(p) == "choice"]
        if len(nested) == 1:
            i = nested[0]
            return [{"all": [*parts[:i], a, *parts[i + 1 :]]} for a in parts[i]["choice"]]
    return fx.alternatives(effect)


def declared_part(effect: Mapping[str, Any]) -> Mapping[str, Any]:
    """The first Attack or Block an alternative gives (looking into ``all`` and a ``cost``'s gain),
    else its first part: what a declaration uses the card for."""
    kind = fx.kind_of(effect)
    if kind == "all":
        for sub in effect["all"]:
            part = declared_part(sub)
            if fx.kind_of(part) in ("attack", "block"):
                return part
        return effect["all"][0]
    if kind == "cost":
        return declared_part(effect["gain"])
    return effect


def needs_discard(effect: Mapping[str, Any]) -> bool:
    return fx.kind_of(effect) == "discard_for"


def pick_alternative(ctx: Ctx, card: str, how: str, alt: str | None) -> Mapping[str, Any]:
    effect = card_effect(ctx, card, how)
    alts = expand(effect)
    name = ctx.data.cards[card].name
    slugs = interpret.mode_slugs(alts)
    if alt is None:
        if len(alts) == 1:
            return alts[0]
        listing = [noted(f"{how}/{s}", fx.text(a)) for s, a in zip(slugs, alts, strict=True)]
        raise AmbiguousActionError(t("mk-misc-choose-mode", card=name, how=how, modes=listing))
    for s, a in zip(slugs, alts, strict=True):
        if s == alt:
            return a
    modes = ", ".join(f"{how}/{s}" for s in slugs)
    raise IllegalActionError(t("mk-misc-no-such-mode", card=name, how=how, mode=f"{how}/{alt}", modes=modes))


def combat_only(effect: Mapping[str, Any]) -> bool:
    kind = fx.kind_of(effect)
    if kind == "all":
        return combat_only(effect["all"][0])
    return kind in COMBAT_KINDS


def pay_for_card(ctx: Ctx, player: Player, turn: Turn, card: str, how: str, params: Mapping[str, str]) -> Say:
    """Pay the mana of a basic or powered play (``mana``: the colour's source; ``black``: the black
    mana's source for a powered Spell). Returns the phrase the log appends to how the card is played
    (`` paying a red crystal``; "" when nothing is paid); raises, changing nothing."""
    record = ctx.data.cards[card]
    if record.kind == "artifact" or (how == "basic" and record.kind != "spell"):
        return ""
    if record.kind == "spell" and how == "powered" and not mana.black_usable(ctx.state):
        raise IllegalActionError(
            t("mk-misc-black-by-day", powered=record.powered_name or record.name, card=record.name)
        )
    paid = mana.pay_text(ctx, player, turn, record.colour, params.get("mana"))
    if record.kind == "spell" and how == "powered":
        black = mana.pay_text(ctx, player, turn, "black", params.get("black"))
        return t("mk-mana-paying-and", paid=paid, black=black)
    return t("mk-mana-paying", paid=paid)


def payment_params(ctx: Ctx, player: Player, turn: Turn, card: str, how: str) -> dict[str, str] | None:
    """One way to pay a play (the parameters of :func:`pay_for_card`), or None if it cannot be paid."""
    ways = payment_variants(ctx, player, turn, card, how)
    return ways[0] if ways else None


def payment_variants(ctx: Ctx, player: Player, turn: Turn, card: str, how: str) -> list[dict[str, str]]:
    """Every way to pay a play (the parameters of :func:`pay_for_card`; ``[{}]`` when nothing is paid,
    empty when it cannot be paid): the player picks the source of each mana (R-ASK)."""
    record = ctx.data.cards[card]
    if record.kind == "artifact" or (how == "basic" and record.kind != "spell"):
        return [{}]
    ways = mana.payment_options(ctx.state, player, turn, record.colour)
    if not (record.kind == "spell" and how == "powered"):
        return [{"mana": w} for w in ways]
    if not mana.black_usable(ctx.state):  # at Night, or an Amulet of Darkness
        return []
    blacks = mana.payment_options(ctx.state, player, turn, "black")
    dice_left = turn.dice_allowed - turn.dice_used
    out = []
    for w in ways:
        for b in blacks:
            if w == b and w.startswith("token:") and turn.tokens.count(w[6:]) < 2:
                continue
            if w.startswith("die:") and b.startswith("die:") and dice_left < 2:
                continue
            if w.startswith("die:") and w == b:
                free = [d for d in ctx.state.source if d.taken_by is None and d.colour == w[4:]]
                if len(free) < 2:
                    continue
            out.append({"mana": w, "black": b})
    return out


def discard_for(ctx: Ctx, player: Player, play: Play) -> None:
    choices = sorted({c for c in player.hand if ctx.data.cards[c].kind != "wound"})
    name = ctx.data.cards[play.card].name
    other = chosen_card(
        play.params.get("discard"),
        choices,
        t("mk-misc-discard-needed", card=name),
        t("mk-misc-cannot-discard"),
        t("mk-misc-can-discard"),
    )
    player.hand.remove(other)
    player.discard.append(other)


def chosen_card(value: str | None, choices: list[str], missing: Say, refused: Say, allowed: Say) -> str:
    """The card named by a parameter, or an error saying which cards are possible: ``missing`` when
    none is named, else "``refused`` 'x'."; then "``allowed``: the cards."."""
    listing = t("mk-misc-card-listing", allowed=allowed, cards=", ".join(choices) or t("mk-misc-nothing"))
    if not value:
        raise IllegalActionError(join(missing, listing))
    if value not in choices:
        raise IllegalActionError(join(t("mk-misc-card-refused", refused=refused, card=value), listing))
    return value


def shares_unit_param(ctx: Ctx, play: Play) -> bool:
    """Whether the played mode of the card both heals and readies a unit (Regeneration, Druidic Staff):
    its ``unit`` parameter then names the unit(s) to heal and the unit to ready (R-HEAL-CARD)."""
    if play.card not in ctx.data.cards or play.how not in ("basic", "powered"):
        return False
    chosen = pick_alternative(ctx, play.card, play.how, play.alt)
    return {"heal", "ready_unit"} <= fx.kinds_in(chosen)


def copy_targets(ctx: Ctx, player: Player) -> list[str]:
    out = []
    for c in sorted(set(player.hand)):
        rec = ctx.data.cards[c]
        if (
            rec.kind in ACTION_KINDS
            and rec.powered
            and interpret.implemented(rec.powered)
            and fx.kind_of(rec.powered) != "copy_powered"
        ):
            out.append(c)
    return out
