"""What happens to a unit: damage with flipping and removal (§8.6), healing, paralysis, the attack
die (§8.5), and the end of short-lived modifiers."""

from __future__ import annotations

from bot.engine.rng import Rng
from bot.games.homm3.combat.state import CombatEvent, CombatState, Unit

#: The red attack die (facts sheet §7.4: two faces each of -1, 0 and +1).
DIE_FACES = (-1, -1, 0, 0, 1, 1)


def roll(state: CombatState) -> int:
    """One roll of the attack die from the combat's seed and draw counter."""
    rng = Rng(state.seed, state.counter)
    face = rng.choice(DIE_FACES)
    state.counter = rng.counter
    return face


def lethal(unit: Unit, amount: int) -> bool:
    """Whether ``amount`` more damage removes the unit (a Pack flips first, the rest goes on)."""
    left = unit.hp_left
    if unit.pack and unit.profile.pack is not None:
        left += unit.profile.few.hp
    return amount >= left


def damage(state: CombatState, unit: Unit, amount: int, events: list[CombatEvent]) -> None:
    """Put ``amount`` damage on the unit: a Pack whose damage reaches its HP flips to Few and keeps
    the excess; a Few (or single-sided card) whose damage reaches its HP is removed (§8.6, ≥)."""
    if amount <= 0 or not unit.alive:
        return
    unit.paralysed = False
    unit.damage += amount
    while unit.alive and unit.damage >= unit.hp:
        if unit.pack and unit.profile.pack is not None:
            unit.damage -= unit.hp
            unit.pack = False
            unit.flipped = True
            events.append(CombatEvent("flipped", {"unit": unit.id, "damage": unit.damage}))
        else:
            unit.alive = False
            unit.damage = 0
            events.append(CombatEvent("killed", {"unit": unit.id, "at": unit.at}))
            unit.at = None
            if unit.tower:
                unit.placed = False


def heal(unit: Unit, amount: int, events: list[CombatEvent]) -> None:
    """Remove up to ``amount`` damage from the side the unit shows (a flipped Pack stays Few,
    H-COMBAT-HEAL)."""
    healed = min(amount, unit.damage)
    if healed > 0 and unit.alive:
        unit.damage -= healed
        events.append(CombatEvent("healed", {"unit": unit.id, "amount": healed}))


def paralyse(unit: Unit, events: list[CombatEvent]) -> None:
    if not unit.alive:
        return
    if unit.ability("immune_paralysis"):
        events.append(CombatEvent("immune", {"unit": unit.id, "to": "paralysis"}))
        return
    unit.paralysed = True
    events.append(CombatEvent("paralysed", {"unit": unit.id}))


def expire(units: list[Unit], until: str) -> None:
    for u in units:
        u.modifiers = [m for m in u.modifiers if m.until != until]
