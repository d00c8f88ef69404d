"""One attack from declaration to damage (§8.6 steps 3-6, §8.5): the card window before the roll,
the roll with its dice rules, the choices after the roll, Defense, damage, and what follows
(retaliation, second shots, extra hits). Abilities of the base box act here (facts §1)."""

from __future__ import annotations

from bot.games.homm3.combat import board, cards, effects
from bot.games.homm3.combat.cards import CardHost
from bot.games.homm3.combat.rules import behind_wall, is_adjacent, neighbours, ranged_penalty
from bot.games.homm3.combat.state import (
    UNTIL_STRIKE,
    Action,
    CombatEvent,
    CombatState,
    Strike,
    Unit,
)

ATTACK, RETALIATION, SECOND, EXTRA = "attack", "retaliation", "second", "extra"
_REROLL_CAP = 50  # "reroll every -1" ends with probability 1; the cap only guards the loop


def new(state: CombatState, attacker: Unit, target: Unit, kind: str = ATTACK, **kw: object) -> Strike:
    strike = Strike(attacker.id, target.id, kind, **kw)  # type: ignore[arg-type]
    strike.penalty = kind != EXTRA and ranged_penalty(state, attacker, target)
    return strike


def first_attack(strike: Strike) -> bool:
    """Attack-action abilities act on a unit's first attack only (§7.2): not on second shots and
    extra hits."""
    return strike.kind in (ATTACK, RETALIATION)


# ------------------------------------------------------------------ who is asked


def window_order(strike: Strike, state: CombatState) -> list[int]:
    """Who may play Instant cards before this roll (H-COMBAT-WINDOW): for an attack the target's
    player (the attacker's had the activation); for a retaliation the retaliating player, then the
    other; none for second shots and extra hits."""
    a = state.unit(strike.attacker).side
    if strike.kind == ATTACK:
        return [1 - a]
    if strike.kind == RETALIATION:
        return [a, 1 - a]
    return []


def after_roll_choices(state: CombatState, side: int, host: CardHost | None) -> list[Action]:
    """What ``side`` may do about the roll just made (empty: nothing to ask)."""
    strike = state.strike
    assert strike is not None
    a, t = state.unit(strike.attacker), state.unit(strike.target)
    out: list[Action] = []
    if side == a.side and not strike.rerolled and strike.faces:
        if first_attack(strike) and _may_reroll(state, strike, a):
            out.append(Action("reroll", unit=a.id))
        s = state.sides[side]
        if s.morale > 0 and not s.ignores_morale:
            out.append(Action("reroll", unit=a.id, extra="morale"))
    if side == t.side and not strike.voided and t.ability("void_die") and strike.faces:
        s = state.sides[side]
        if s.cards and s.seat is not None and host is not None and host.hand_size(s.seat) > 0:
            out.append(Action("void", unit=t.id))
    if out:
        out.append(Action("keep"))
    return out


def _may_reroll(state: CombatState, strike: Strike, unit: Unit) -> bool:
    ability = unit.ability("reroll_face")
    if ability is not None and ability.face_in(strike.face):
        return True
    act = state.activation
    moved = act is not None and act.unit == unit.id and act.moved and strike.kind == ATTACK
    return moved and unit.ability("reroll_after_move") is not None


def save_side(state: CombatState, host: CardHost | None = None) -> int | None:
    """The side that may spend its once-a-combat protection, or play a card (Resurrection), against
    this lethal hit, if any."""
    strike = state.strike
    assert strike is not None
    t = state.unit(strike.target)
    if not effects.lethal(t, strike.damage):
        return None
    if may_prevent(state):
        return t.side
    if t.side not in strike.asked and cards.playable(host, state, t.side, cards.LETHAL):
        return t.side
    return None


def may_prevent(state: CombatState) -> bool:
    """Whether the struck unit's side has an unused lethal-hit protection of a unit's ability."""
    strike = state.strike
    assert strike is not None
    t = state.unit(strike.target)
    if state.sides[t.side].prevent_used:
        return False
    return any(u.id != t.id and u.ability("prevent_lethal") for u in state.fighting(t.side))


def asker(state: CombatState, host: CardHost | None) -> int | None:
    """The side that must answer now in the strike under way, or None if it may go on."""
    strike = state.strike
    if strike is None:
        return None
    if strike.stage == "before":
        for side in window_order(strike, state):
            if side not in strike.asked and cards.playable(host, state, side, cards.BEFORE_ROLL):
                return side
        return None
    if strike.stage == "after":
        a, t = state.unit(strike.attacker), state.unit(strike.target)
        for side in (a.side, t.side):
            if side not in strike.asked and after_roll_choices(state, side, host):
                return side
        return None
    if strike.stage == "save":
        return save_side(state, host)
    return None


# ------------------------------------------------------------------ the roll


def _one(state: CombatState, unit: Unit, strike: Strike) -> int:
    face = effects.roll(state)
    strike.faces.append(face)
    low = unit.ability("reroll_low") if first_attack(strike) else None
    if low is not None:
        tries = _REROLL_CAP if low.get("repeat") else 1
        while face == -1 and tries > 0:
            face = effects.roll(state)
            strike.faces.append(face)
            tries -= 1
    return face


def roll(state: CombatState, strike: Strike) -> None:
    """Roll the attack die by the rules of this attack (§7.4, §8.5 and the units' die abilities)."""
    a, t = state.unit(strike.attacker), state.unit(strike.target)
    strike.faces = []
    first = first_attack(strike)
    if a.ability("no_die"):
        strike.face = 0
        return
    if t.ability("curse_attackers"):
        strike.face = -1
        return
    if first and a.ability("two_dice"):
        strike.face = _one(state, a, strike) + _one(state, a, strike)
        return
    worse = strike.penalty or (
        strike.kind == RETALIATION and t.ability("retaliation_disadvantage") is not None
    )
    better = first and a.ability("advantage") is not None
    if worse and not better:
        strike.face = min(_one(state, a, strike), _one(state, a, strike))
    elif better and not worse:
        strike.face = max(_one(state, a, strike), _one(state, a, strike))
    else:  # H-COMBAT-DICE: the better and the worse of two dice cancel out to one die
        strike.face = _one(state, a, strike)


def reroll(state: CombatState, strike: Strike, morale: bool, events: list[CombatEvent]) -> None:
    """Roll the whole attack roll again (H-COMBAT-REROLL)."""
    a = state.unit(strike.attacker)
    if morale:
        state.sides[a.side].morale = 0
    strike.rerolled = True
    roll(state, strike)
    events.append(CombatEvent("rerolled", {"unit": a.id, "faces": list(strike.faces), "morale": morale}))


# ------------------------------------------------------------------ damage


def compute(state: CombatState, strike: Strike, events: list[CombatEvent]) -> None:
    """Attack total minus Defense (§8.6 step 5), with every modifier that applies."""
    a, t = state.unit(strike.attacker), state.unit(strike.target)
    first = first_attack(strike)
    die = 0 if strike.voided else strike.face * max(1, a.bonus("die_times"))
    if a.bonus("bless"):
        die = max(0, die)
    if not strike.voided:
        bonus = a.ability("die_bonus")
        if bonus is not None:
            die += bonus.get("amount", 1)
        on_face = a.ability("die_bonus_on_face")
        if on_face is not None and on_face.face_in(strike.face):
            die += on_face.get("amount", 1)
    attack = strike.attack if strike.attack is not None else a.face.attack + a.bonus("attack")
    attack += die
    versus = a.ability("attack_bonus_vs")
    if versus is not None and versus.tag and t.profile.key.endswith(versus.tag):
        attack += versus.get("amount")
    if strike.kind != EXTRA and behind_wall(state, a, t):
        attack -= 1
    printed = 0 if first and a.ability("ignore_defense") else t.face.defense
    defense = printed + t.bonus("defense")
    guard = t.ability("die_defense")
    if guard is not None and not strike.voided and guard.face_in(strike.face):
        defense += guard.get("amount", 1)
    counter = t.ability("retaliation_defense")
    if counter is not None and strike.kind == RETALIATION:
        defense += counter.get("amount", 1)
    if t.defending or _guarded(state, t):
        strike.defense_roll = effects.roll(state)
        if strike.defense_roll == 1:
            defense += 1
        t.defending = False  # H-COMBAT-DEFEND: the token is used up by the attack
    strike.damage = max(0, attack - defense)
    events.append(
        CombatEvent(
            "strike",
            {
                "kind": strike.kind,
                "attacker": a.id,
                "target": t.id,
                "faces": list(strike.faces),
                "die": die,
                "attack": attack,
                "defense": defense,
                "defense_roll": strike.defense_roll,
                "damage": strike.damage,
                "penalty": strike.penalty,
            },
        )
    )


def _guarded(state: CombatState, unit: Unit) -> bool:
    return any(ally.ability("guard_allies") for ally in neighbours(state, unit, unit.side))


def resolve(state: CombatState, strike: Strike, events: list[CombatEvent]) -> list[Strike]:
    """Put the damage on, apply what the hit triggers, and say what follows (in order)."""
    a, t = state.unit(strike.attacker), state.unit(strike.target)
    first = first_attack(strike)
    adjacent_before = is_adjacent(a, t)
    target_at = t.at
    t.paralysed = False  # attacked: the paralysis token goes (§8.5)
    effects.damage(state, t, strike.damage, events)
    seat = state.sides[a.side].seat
    if first and not strike.voided:
        draw = a.ability("draw_on_face")
        if draw is not None and draw.face_in(strike.face) and state.sides[a.side].cards:
            events.append(CombatEvent("hook", {"name": "draw_card", "seat": seat, "count": 1, "unit": a.id}))
        stun = a.ability("paralyse_on_face")
        if stun is not None and stun.face_in(strike.face) and t.alive:
            effects.paralyse(t, events)
        medusa = a.ability("retaliation_paralyses")
        if medusa is not None and strike.kind == RETALIATION and medusa.face_in(strike.face) and t.alive:
            effects.paralyse(t, events)
        push = a.ability("push_on_face")
        if push is not None and push.face_in(strike.face) and t.alive and a.at and t.at and adjacent_before:
            to = board.behind(a.at, t.at)
            if to is not None and state.at(to) is None and state.obstacle(to) is None:
                events.append(CombatEvent("pushed", {"unit": t.id, "from": t.at, "to": to}))
                t.at = to
    shield = t.bonus("fire_shield")
    if shield and adjacent_before and a.alive and strike.kind in (ATTACK, RETALIATION):
        events.append(CombatEvent("hit", {"unit": a.id, "damage": shield, "source": "fire_shield"}))
        effects.damage(state, a, shield, events)
    if first and a.alive:
        drink = a.ability("heal_after_attack")
        if drink is not None:
            effects.heal(a, drink.get("amount"), events)
    effects.expire([a, t], UNTIL_STRIKE)
    return _follow_ups(state, strike, a, t, adjacent_before, target_at)


def _follow_ups(
    state: CombatState, strike: Strike, a: Unit, t: Unit, adjacent: bool, target_at: str | None
) -> list[Strike]:
    out: list[Strike] = []
    if strike.kind != ATTACK or not a.alive:
        return out
    can_answer = not t.retaliated or t.ability("unlimited_retaliation") is not None
    if t.alive and adjacent and can_answer and a.ability("no_retaliation") is None and not t.tower:
        t.retaliated = True
        if state.activation is not None and state.activation.unit == a.id:
            state.activation.retaliated = True
        out.append(new(state, t, a, RETALIATION))
    if a.ability("double_shot") and not adjacent:
        out.append(new(state, a, t, SECOND))
    splash = a.ability("splash")
    if splash is not None and strike.splash:
        out.append(new(state, a, state.unit(strike.splash), EXTRA, attack=splash.get("amount", 2)))
    breath = a.ability("breath")
    if breath is not None and adjacent and a.at and target_at:
        beyond = board.behind(a.at, target_at)
        victim = state.at(beyond) if beyond else None
        if victim is not None:
            out.append(new(state, a, victim, EXTRA, attack=breath.get("amount", 2)))
    return out


def splash_targets(state: CombatState, target: Unit) -> list[str]:
    """Enemy units next to the target that a splash may also hit (H-COMBAT-EXTRA)."""
    return [u.id for u in neighbours(state, target, target.side)]
