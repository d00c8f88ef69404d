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

INSTANT, ACTIVATION, ONGOING, SAVE = "instant", "activation", "ongoing", "save"
#: What may be played during your own unit's activation before it attacks, and in a window
#: before an attack roll (§8.7).
OWN_ACTIVATION = (INSTANT, ACTIVATION, ONGOING)
BEFORE_ROLL = (INSTANT,)
#: When a hit would destroy a unit, before the damage goes on (Resurrection).
LETHAL = (SAVE,)
#: Markers a card leaves on a unit (a modifier of that name; see strike and state).
MARKERS = ("hp", "die_times", "fire_shield", "silence", "antimagic", "bless")


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
    immune = unit is not None and (unit.ability("spell_immunity") or unit.bonus("antimagic"))
    if immune and effect.source in ("spell", "specialty") and effect.kind != "antimagic":
        events.append(CombatEvent("immune", {"unit": unit.id, "to": effect.source}))  # type: ignore[union-attr]
        return
    kind = effect.kind
    mine = state.sides[side]
    if kind in ("attack", "defense", "initiative") + MARKERS and unit is not None:
        unit.modifiers.append(Modifier(kind, effect.amount, effect.until, effect.source))
        events.append(CombatEvent("modified", {"unit": unit.id, "stat": kind, "amount": effect.amount}))
    elif kind in ("cure", "dispel") and unit is not None:
        cap = effect.amount
        enemy_spell = [m for m in unit.modifiers if m.source == "spell" and (kind == "cure" or m.amount < 0)]
        gone = [m for m in enemy_spell if kind == "cure" or not cap or abs(m.amount) <= cap]
        unit.modifiers = [m for m in unit.modifiers if m not in gone]
        unit.paralysed = False
        events.append(CombatEvent("cured", {"unit": unit.id}))
    elif kind == "unparalyse" and unit is not None:
        unit.paralysed = False
        events.append(CombatEvent("cured", {"unit": unit.id}))
    elif kind == "retaliate" and unit is not None:
        unit.retaliated = False
        events.append(CombatEvent("may_retaliate", {"unit": unit.id}))
    elif kind == "cancel_lethal" and state.strike is not None:
        state.strike.damage = 0
        state.strike.stage = "resolve"
        events.append(CombatEvent("saved", {"unit": state.strike.target}))
    elif kind == "move" and unit is not None and effect.other:
        events.append(CombatEvent("moved", {"unit": unit.id, "from": unit.at, "to": effect.other}))
        unit.at = effect.other
    elif kind == "void_die" and state.strike is not None:
        state.strike.voided = True
        events.append(CombatEvent("voided", {"unit": state.strike.attacker}))
    elif kind == "no_escape":
        state.sides[1 - side].defending_town = True  # no retreat, no surrender (as a defended town)
    elif kind == "enemy_morale":
        foe = state.sides[1 - side]
        if foe.morale > 0 and not foe.ignores_morale:
            foe.morale = -1  # H-CARDS-HOURGLASS: positive morale turns negative
            events.append(CombatEvent("morale", {"side": 1 - side, "morale": -1}))
    elif kind == "hook":
        seat = mine.seat if effect.source == "own" else state.sides[1 - side].seat
        events.append(CombatEvent("hook", {"name": effect.other, "seat": seat, "count": effect.amount}))
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
        partner = state.unit(effect.other)
        unit.at, partner.at = partner.at, unit.at
        events.append(CombatEvent("swapped", {"unit": unit.id, "other": partner.id}))
    elif kind == "spell_limit":
        mine.spell_limit += effect.amount
    elif kind == "morale":
        state.sides[side].morale = effect.amount
        events.append(CombatEvent("morale", {"side": side, "morale": effect.amount}))
    else:
        raise ValueError(f"unknown card effect {kind!r}")
