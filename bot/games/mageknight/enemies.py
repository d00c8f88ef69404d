"""What an enemy in a combat is now (rulebook §7): its record, abilities, attacks, armor and
resistances with the city bonuses (§7.8), the changes skills and spells made to it this combat, and
which enemies are still fighting. Read by the combat flow and by every effect that targets an enemy."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import t
from bot.games.mageknight import centre
from bot.games.mageknight.combat_math import Target
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import Enemy
from bot.games.mageknight.state import Combat, CombatEnemy, Turn


# --------------------------------------------------------------------------- what an enemy is now
def record(ctx: Ctx, e: CombatEnemy) -> Enemy:
    return ctx.data.enemies[e.enemy]


def abilities(ctx: Ctx, combat: Combat, e: CombatEnemy, index: int | None = None) -> set[str]:
    """The enemy's abilities, with the city defender bonuses (§7.8: red gives Brutal and green gives
    Poison to defenders with a physical attack). With ``index``, those of that one attack: the city
    bonus goes to its physical attacks only (LL §2.7)."""
    rec = record(ctx, e)
    out = set(rec.abilities)
    physical = [a.element == "physical" for a in rec.attacks]
    if combat.city and e.role == "defender" and (physical[index] if index is not None else any(physical)):
        if combat.city == "red":
            out.add("brutal")
        if combat.city == "green":
            out.add("poison")
    if "fortification" in e.lost:
        out.discard("fortified")
    if "swift" in e.lost:
        out.discard("swift")
    out.update(e.gained)  # Nature's Vengeance: Cumbersome for this combat
    out.difference_update(e.lost)  # Know Your Prey: an ability lost for this combat
    return out


def attack_element(ctx: Ctx, e: CombatEnemy, i: int) -> str:
    """The element of attack ``i`` now: Know Your Prey may have changed it (``lost``: "element<i>:<new>")."""
    for trait in e.lost:
        if trait.startswith(f"element{i}:"):
            return trait.split(":", 1)[1]
    return record(ctx, e).attacks[i].element or "physical"


def resistances(ctx: Ctx, e: CombatEnemy) -> frozenset[str]:
    """The enemy's resistances now: those it lost this combat (``enemy_loses``) no longer count."""
    if "resistances" in e.lost:
        return frozenset()
    return frozenset(r for r in record(ctx, e).resistances if f"{r}_resistance" not in e.lost)


def armor(ctx: Ctx, combat: Combat, e: CombatEnemy, phase: str) -> int:
    """§7.5 Elusive: the lower armor only in the Attack phase and only if every attack was blocked.
    White city defenders +1 (§7.8); Vampiric and similar bonuses add to both values."""
    rec = record(ctx, e)
    if combat.blocked_armor is not None:  # Disease: fully blocked enemies have that Armor
        fixed = blocked_armor(ctx, combat, e, phase)
        if fixed is not None:
            return fixed
    value = rec.armor
    if rec.elusive_armor:
        all_blocked = bool(e.blocked) and all(e.blocked[i] for i in attack_indexes(ctx, e))
        value = rec.armor if phase == "attack" and all_blocked else rec.elusive_armor
    if combat.city == "white" and e.role == "defender":
        value += 1
    return value + e.armor_bonus


def attack_indexes(ctx: Ctx, e: CombatEnemy) -> list[int]:
    """Indexes of the enemy's real attacks (a Summon is not an attack of its own)."""
    return [i for i, a in enumerate(record(ctx, e).attacks) if not a.summon]


def attack_value(ctx: Ctx, combat: Combat, e: CombatEnemy, i: int) -> int:
    """One attack's value now: printed value, blue city bonus (§7.8), minus reductions."""
    a = record(ctx, e).attacks[i]
    value = a.value
    if combat.city == "blue" and e.role == "defender":
        value += {"fire": 2, "ice": 2, "coldfire": 1}.get(a.element or "", 0)
    if combat.phase == "block" and value > 0 and ctx.state.turn is not None:  # Nature's Vengeance token
        value += centre.enemy_attack_bonus(ctx.state, ctx.state.turn.seat)
    return max(0, value - (e.reduction[i] if i < len(e.reduction) else 0))


def fortified(ctx: Ctx, combat: Combat, e: CombatEnemy) -> int:
    """0 = not fortified, 1 = fortified, 2+ = double (or triple) fortified: the ability, the site and a
    wall between you and the enemy each count (§7.2, LL §2.1)."""
    abil = abilities(ctx, combat, e)
    if "fortification" in e.lost:  # Expose: neither the site's nor the ability's fortification
        return 0
    if "unfortified" in abil:  # site fortifications, walls included, are ignored
        return int("fortified" in abil)
    return int("fortified" in abil) + int(e.site_fortified) + int(e.wall)


def target(ctx: Ctx, combat: Combat, e: CombatEnemy, phase: str) -> Target:
    rec = record(ctx, e)
    return Target(rec.name, armor(ctx, combat, e, phase), resistances(ctx, e))


def living(combat: Combat) -> list[CombatEnemy]:
    return [e for e in combat.enemies if not e.defeated]


def attackers(combat: Combat) -> list[CombatEnemy]:
    """The enemies that attack in the Block and Assign Damage phases: summoned monsters stand in for
    their summoners (§7.3)."""
    out = []
    for e in living(combat):
        if e.role == "summoned":
            out.append(e)
            continue
        if any(s.summoner == e.uid for s in combat.enemies if s.role == "summoned"):
            continue
        out.append(e)
    return out


def unblocked(ctx: Ctx, combat: Combat) -> list[tuple[CombatEnemy, int]]:
    """Every attack that still has to deal its damage (§7.4)."""
    out = []
    for e in attackers(combat):
        for i in attack_indexes(ctx, e):
            if not e.blocked[i] and not e.assigned[i] and attack_value(ctx, combat, e, i) > 0:
                out.append((e, i))
    return out


def find(combat: Combat, uid: str) -> CombatEnemy:
    for e in combat.enemies:
        if e.uid == uid:
            return e
    known = [e.uid for e in living(combat)] or t("mk-combat-none")
    raise IllegalActionError(t("mk-combat-no-such-enemy", uid=uid, known=known))


# Disease (resolvers/combat_effects.py sets ``Combat.blocked_armor``)
def all_blocked(ctx: Ctx, e: CombatEnemy) -> bool:
    idx = attack_indexes(ctx, e)
    return bool(idx) and all(i < len(e.blocked) and e.blocked[i] for i in idx)


def blocked_armor(ctx: Ctx, combat: Combat, e: CombatEnemy, phase: str) -> int | None:
    """Disease: the Armor of an enemy whose every attack was blocked, in the Attack phase."""
    if combat.blocked_armor is None or phase != "attack" or not all_blocked(ctx, e):
        return None
    if "arcane_immunity" in set(record(ctx, e).abilities):
        return None
    return combat.blocked_armor


def lower_armor(ctx: Ctx, turn: Turn, e: CombatEnemy, by: int, floor: int) -> int:
    """Change the enemy's armor by ``by`` (negative) for the combat, not below ``floor``."""

    assert turn.combat is not None
    now = armor(ctx, turn.combat, e, "attack")
    e.armor_bonus += min(0, max(floor, now + by) - now) if by < 0 else by
    return armor(ctx, turn.combat, e, "attack")
