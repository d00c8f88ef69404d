"""Banner artifacts on units (rulebook §4.4): assigning a banner from the hand to a unit at any time in
your turn, and what the unit gains while it carries it (the banner's basic effect, ``banner = ...`` in
cards/artifacts.toml). The old banner goes to the discard pile when another is assigned or the unit
is destroyed or disbanded.

The engine applies the banner effects that change a unit's numbers: ``unit_armor``,
``unit_resistances``, ``unit_boost`` (its Attack and Block abilities) and Fame ``whenever`` the unit
attacks or blocks. Banners whose effect is something else can be carried but their effect is refused
as not available yet (issue 5 brings every artifact effect).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.games.mageknight import effects as fx
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import OwnedUnit, Player, Turn

PASSIVE = {"all", "unit_armor", "unit_resistances", "unit_boost", "whenever", "fame"}


def banner_effect(ctx: Ctx, card: str) -> Mapping[str, Any] | None:
    """The effect a unit gets from this card as a banner (None: the card is not a banner)."""
    rec = ctx.data.cards.get(card)
    if rec is None or rec.kind != "artifact":
        return None
    for part in _parts(rec.basic):
        if fx.kind_of(part) == "banner":
            inner: Mapping[str, Any] = part["banner"]
            return inner
    return None


def _parts(effect: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    if not effect:
        return
    if fx.kind_of(effect) == "all":
        for sub in effect["all"]:
            yield from _parts(sub)
    else:
        yield effect


@dataclass(frozen=True)
class Bonus:
    armor: int = 0
    resistances: frozenset[str] = frozenset()
    boost: dict[str, int] = field(default_factory=dict)  # "attack"/"block" -> +N
    fame_when_used: int = 0


def bonus(ctx: Ctx, unit: OwnedUnit) -> Bonus:
    """What the unit's banner adds to its numbers now."""
    effect = banner_effect(ctx, unit.banner) if unit.banner else None
    if effect is None:
        return Bonus()
    armor, fame = 0, 0
    res: set[str] = set()
    boost: dict[str, int] = {}
    for part in _parts(effect):
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


def assign(ctx: Ctx, player: Player, turn: Turn, card: str, uid: str) -> str:
    """Tuck a banner from the hand under one of your units (§4.4)."""
    from bot.games.mageknight.combat.unit_use import find_unit

    rec = ctx.data.cards.get(card)
    if card not in player.hand or rec is None:
        banners = sorted({c for c in player.hand if banner_effect(ctx, c) is not None})
        raise IllegalActionError(
            f"'{card}' is not in your hand. Banners in hand: {', '.join(banners) or 'none'}."
        )
    effect = banner_effect(ctx, card)
    if effect is None:
        raise IllegalActionError(f"{rec.name} is not a banner: only banners are assigned to units.")
    if not fx.kinds_in(effect) <= PASSIVE:
        raise NotAvailableYetError(
            f"{rec.name}'s effect on a unit is not available yet in this version of the bot (it comes with "
            "the artifact effects)."
        )
    unit = find_unit(player, uid)
    player.hand.remove(card)
    turn.played_or_discarded = True
    old = unit.banner
    if old:
        player.discard.append(old)
    unit.banner = card
    uname = ctx.data.units[unit.unit].name
    return f"{player.name} assigns {rec.name} to {uname} ({unit.uid})" + (
        f"; {ctx.data.cards[old].name} goes to the discard pile" if old else ""
    )
