"""Cards in combat (§8.7) as an interface: the caller knows the hand and the card catalogue, combat
knows when a card may be played and what its effects do to the board.

A :class:`CardHost` offers the cards a player could play at a moment and turns a played card into
:class:`~bot.games.homm3.combat.state.CardEffect` items; combat checks the timing and the one-spell
limit, then applies the effects here.
"""

from __future__ import annotations

from typing import Protocol

from bot.games.homm3.combat import effects
from bot.games.homm3.combat.state import CardEffect, CardPlay, CombatEvent, CombatState, Modifier

INSTANT, ACTIVATION, ONGOING = "instant", "activation", "ongoing"
#: What may be played during your own unit's activation before it attacks, and in a window
#: before an attack roll (§8.7).
OWN_ACTIVATION = (INSTANT, ACTIVATION, ONGOING)
BEFORE_ROLL = (INSTANT,)


class CardHost(Protocol):
    """The caller's side of cards in combat (the hand, the catalogue, the discard pile)."""

    def playable(self, state: CombatState, seat: int, timings: tuple[str, ...]) -> list[CardPlay]:
        """Each way ``seat`` could play a card of one of ``timings`` now (one entry per target and
        mode); combat removes spells beyond the limit."""
        ...

    def resolve(self, state: CombatState, seat: int, play: CardPlay) -> list[CardEffect]:
        """Take the card from the hand (to the discard pile or into play) and say what it does."""
        ...

    def hand_size(self, seat: int) -> int:
        """How many cards ``seat`` holds (for abilities that discard one)."""
        ...


def playable(
    host: CardHost | None, state: CombatState, side: int, timings: tuple[str, ...]
) -> list[CardPlay]:
    s = state.sides[side]
    if host is None or s.seat is None or not s.cards:
        return []
    plays = host.playable(state, s.seat, timings)
    if s.spells >= s.spell_limit:
        plays = [p for p in plays if not p.spell]
    return [p for p in plays if p.timing in timings]


def play(host: CardHost, state: CombatState, side: int, card: CardPlay, events: list[CombatEvent]) -> None:
    s = state.sides[side]
    assert s.seat is not None
    if card.spell:
        s.spells += 1
    events.append(CombatEvent("card", {"side": side, "card": card.card, "target": card.target}))
    for effect in host.resolve(state, s.seat, card):
        apply_effect(state, side, effect, events)


def apply_effect(state: CombatState, side: int, effect: CardEffect, events: list[CombatEvent]) -> None:
    """Apply one card effect. Spells do not touch a spell-immune unit; spell damage ignores Defense
    and is reduced by spell resistance (§4.10, facts §1)."""
    unit = state.unit(effect.unit) if effect.unit else None
    if unit is not None and not unit.alive:
        return
    if unit is not None and effect.source in ("spell", "specialty") and unit.ability("spell_immunity"):
        events.append(CombatEvent("immune", {"unit": unit.id, "to": effect.source}))
        return
    kind = effect.kind
    if kind in ("attack", "defense", "initiative") and unit is not None:
        unit.modifiers.append(Modifier(kind, effect.amount, effect.until, effect.source))
        events.append(CombatEvent("modified", {"unit": unit.id, "stat": kind, "amount": effect.amount}))
    elif kind == "damage" and unit is not None:
        resist = unit.ability("spell_resistance")
        amount = effect.amount
        if resist is not None and effect.source == "spell":
            amount = max(0, amount - resist.get("amount"))
        events.append(CombatEvent("hit", {"unit": unit.id, "damage": amount, "source": effect.source}))
        effects.damage(state, unit, amount, events)
    elif kind == "heal" and unit is not None:
        effects.heal(unit, effect.amount, events)
    elif kind == "paralyse" and unit is not None:
        effects.paralyse(unit, events)
    elif kind == "swap" and unit is not None and effect.other:
        other = state.unit(effect.other)
        unit.at, other.at = other.at, unit.at
        events.append(CombatEvent("swapped", {"unit": unit.id, "other": other.id}))
    elif kind == "spell_limit":
        state.sides[side].spell_limit += effect.amount
    elif kind == "morale":
        state.sides[side].morale = effect.amount
        events.append(CombatEvent("morale", {"side": side, "morale": effect.amount}))
    else:
        raise ValueError(f"unknown card effect {kind!r}")
