"""Applying an action and running the combat on until someone must decide (§8.5, §8.6, §8.9).

:func:`apply` checks the action against :func:`~bot.games.homm3.combat.options.legal_actions`
first, so a refused action changes nothing; then it carries the action out, advances (rolls, damage,
retaliations, the next activation, the end of the round) and lets the engine answer for sides
without a seat, until a seated player must decide or the combat is over.
"""

from __future__ import annotations

from bot.engine.errors import IllegalActionError, NotYourTurnError
from bot.games.homm3.combat import ai, board, cards, effects, results, strike
from bot.games.homm3.combat.cards import CardHost
from bot.games.homm3.combat.options import deciding_side, legal_actions, pending_seat
from bot.games.homm3.combat.rules import next_side_and_candidates
from bot.games.homm3.combat.state import (
    ACT,
    CHOOSE,
    EXTEND,
    NEUTRAL,
    OVER,
    PLACE,
    STRIKE,
    UNTIL_ACTIVATION,
    UNTIL_ROUND,
    Action,
    Activation,
    CombatEvent,
    CombatState,
    Modifier,
    Unit,
)
from bot.games.homm3.combat.texts import error


def apply(
    state: CombatState, action: Action, host: CardHost | None = None, seat: int | None = None
) -> list[CombatEvent]:
    """Apply ``action`` (for ``seat`` when given) and return what happened. An illegal action
    raises a :class:`~bot.engine.errors.RulesError` listing the legal ones and changes nothing."""
    if state.phase == OVER:
        raise IllegalActionError(error("over"))
    legal = legal_actions(state, host)
    if seat is not None and seat != pending_seat(state, host):
        raise NotYourTurnError(error("nothing"))
    if action not in legal:
        raise IllegalActionError(error("not_offered", [a.key for a in legal]))
    events: list[CombatEvent] = []
    _do(state, action, host, events)
    run(state, host, events)
    return events


def run(state: CombatState, host: CardHost | None, events: list[CombatEvent]) -> None:
    """Advance, answering for seatless sides, until a seated player must decide or it is over."""
    while True:
        _advance(state, host, events)
        side = deciding_side(state, host)
        if state.phase == OVER or side is None or state.sides[side].seat is not None:
            return
        _do(state, ai.choose(state), host, events)


# ------------------------------------------------------------------ actions


def _do(state: CombatState, action: Action, host: CardHost | None, events: list[CombatEvent]) -> None:
    kind = action.type
    unit = state.unit(action.unit) if action.unit else None
    act = state.activation
    s = state.strike
    side = deciding_side(state, host)
    if kind == "place" and unit is not None:
        unit.at, unit.placed = action.to, True
        events.append(CombatEvent("placed", {"unit": unit.id, "at": action.to}))
    elif kind == "done":
        if state.placing == 0:
            state.placing = 1
        else:
            _start(state, events)
    elif kind == "activate" and unit is not None:
        _begin(state, unit, events)
    elif kind == "move" and unit is not None and act is not None:
        events.append(CombatEvent("moved", {"unit": unit.id, "from": unit.at, "to": action.to}))
        unit.at = action.to
        act.moved = True
    elif kind == "attack" and unit is not None and act is not None and action.target:
        act.attacked = True
        if board.is_field(action.target):
            _break(state, action.target, events)
        else:
            state.strike = strike.new(state, unit, state.unit(action.target), splash=action.extra)
            state.phase = STRIKE
    elif kind == "defend" and unit is not None and act is not None:
        unit.defending = True
        events.append(CombatEvent("defends", {"unit": unit.id}))
        act.done = True
    elif kind == "end" and act is not None:
        act.done = True
    elif kind == "back" and unit is not None and act is not None:
        events.append(CombatEvent("moved", {"unit": unit.id, "from": unit.at, "to": act.start}))
        unit.at = act.start
        act.done = True
    elif kind == "play" and action.card is not None and host is not None and side is not None:
        cards.play(host, state, side, action.card, events)
    elif kind in ("pass", "keep") and s is not None and side is not None:
        s.asked.append(side)
    elif kind == "reroll" and s is not None:
        strike.reroll(state, s, action.extra == "morale", events)
    elif kind == "void" and s is not None and side is not None:
        s.voided = True
        s.asked.append(side)
        events.append(
            CombatEvent("hook", {"name": "discard_card", "seat": state.sides[side].seat, "count": 1})
        )
    elif kind in ("save", "let") and s is not None:
        if side is not None:
            s.asked.append(side)
        if kind == "save" and side is not None:
            state.sides[side].prevent_used = True
            s.damage = 0
            events.append(CombatEvent("saved", {"unit": s.target}))
        s.stage = "resolve"
    elif kind == "pay":
        state.movement_points -= 1
        state.movement_spent += 1
        _next_round(state, events)
    elif kind in ("withdraw", "retreat"):
        _finish(state, kind, None, events)
    elif kind == "surrender" and side is not None:
        _finish(state, "surrender", 1 - side, events)
    else:  # pragma: no cover - legal_actions offers nothing else
        raise IllegalActionError(error("not_offered"))


def _break(state: CombatState, where: str, events: list[CombatEvent]) -> None:
    """An adjacent ground or flying unit destroys a wall or the gate by attacking it (§6.4); when
    none is left standing the arrow tower goes (facts §1.3)."""
    obstacle = state.obstacle(where)
    assert obstacle is not None
    obstacle.intact = False
    events.append(CombatEvent("destroyed", {"at": where, "what": obstacle.kind}))
    if not any(o.intact for o in state.obstacles):
        for u in state.units:
            if u.tower and u.alive:
                u.alive, u.placed = False, False
                events.append(CombatEvent("tower_removed", {"unit": u.id}))


# ------------------------------------------------------------------ advancing


def _advance(state: CombatState, host: CardHost | None, events: list[CombatEvent]) -> None:
    while True:
        if state.phase in (OVER, PLACE, EXTEND):
            return
        if _over(state, events):
            return
        if state.strike is not None:
            if not _step_strike(state, host, events):
                state.phase = STRIKE
                return
            continue
        if state.queue:
            queued = state.queue.pop(0)
            if state.unit(queued.attacker).on_board and state.unit(queued.target).on_board:
                state.strike = queued
            continue
        act = state.activation
        if act is not None:
            state.phase = ACT
            if act.done or _nothing_after_attack(state):
                _end_activation(state)
                continue
            return
        nxt = next_side_and_candidates(state)
        if nxt is None:
            _end_round(state, events)
            continue
        if len(nxt[1]) == 1:
            _begin(state, nxt[1][0], events)
            continue
        state.phase = CHOOSE
        return


def _step_strike(state: CombatState, host: CardHost | None, events: list[CombatEvent]) -> bool:
    s = state.strike
    assert s is not None
    if s.stage == "before":
        if strike.asker(state, host) is not None:
            return False
        strike.roll(state, s)
        s.stage, s.asked = "after", []
    if s.stage == "after":
        if strike.asker(state, host) is not None:
            return False
        strike.compute(state, s, events)
        s.stage, s.asked = "save", []
    if s.stage == "save":
        if strike.save_side(state, host) is not None:
            return False
        s.stage = "resolve"
    state.strike = None
    state.queue = strike.resolve(state, s, events) + state.queue
    return True


def _nothing_after_attack(state: CombatState) -> bool:
    """After its attack a unit's activation ends, except for a shooter's step and a fly-back."""
    act = state.activation
    assert act is not None
    u = state.unit(act.unit)
    if not u.on_board:
        return True
    if not act.attacked:
        return False
    return [a.type for a in legal_actions(state)] == ["end"]


def _over(state: CombatState, events: list[CombatEvent]) -> bool:
    alive = [bool([u for u in state.fighting(side) if not u.tower]) for side in (0, 1)]
    if all(alive):
        return False
    winner = 0 if alive[0] else 1 if alive[1] else None  # H-COMBAT-BOTH
    _finish(state, "defeat", winner, events)
    return True


def _start(state: CombatState, events: list[CombatEvent]) -> None:
    state.phase = CHOOSE
    events.append(CombatEvent("started", {"round": state.round}))
    for u in state.units:
        draw = u.ability("draw_at_start") if u.on_board else None
        if draw is not None and state.sides[u.side].cards:
            seat = state.sides[u.side].seat
            events.append(
                CombatEvent("hook", {"name": "draw_card", "seat": seat, "count": draw.get("amount", 1)})
            )


def _begin(state: CombatState, u: Unit, events: list[CombatEvent]) -> None:
    """Start an activation: paralysis skips it, an unused defense token is lost, activation
    abilities act (§8.5, §7.2)."""
    state.last_side, state.last_initiative = u.side, u.initiative
    u.activated = True
    if u.paralysed:
        u.paralysed = False
        events.append(CombatEvent("skipped", {"unit": u.id}))
        return
    events.append(CombatEvent("activated", {"unit": u.id}))
    if u.defending:
        u.defending, u.no_defend = False, True
        events.append(CombatEvent("token_lost", {"unit": u.id}))
    enemy = state.sides[1 - u.side]
    heal = u.ability("heal_on_activation")
    if heal is not None:
        effects.heal(u, heal.get("amount", 1), events)
    mender = u.ability("heal_friend_or_attack")
    if mender is not None:
        hurt = [f for f in state.fighting(u.side) if f.id != u.id and f.damage > 0]
        if hurt:  # H-COMBAT-ENCHANTERS: the most damaged friend, first in card order on a tie
            effects.heal(max(hurt, key=lambda f: f.damage), mender.get("amount", 2), events)
        else:
            u.modifiers.append(Modifier("attack", 1, UNTIL_ACTIVATION, "ability"))
    if u.ability("strip_morale") and enemy.morale > 0 and not enemy.ignores_morale:
        enemy.morale = 0
        events.append(CombatEvent("hook", {"name": "lose_positive_morale", "seat": enemy.seat}))
    if u.ability("discard_enemy_card") and enemy.cards:
        events.append(CombatEvent("hook", {"name": "discard_random_card", "seat": enemy.seat}))
    state.activation = Activation(u.id, u.at)
    state.phase = ACT


def _end_activation(state: CombatState) -> None:
    act = state.activation
    assert act is not None
    effects.expire([state.unit(act.unit)], UNTIL_ACTIVATION)
    state.activation = None


def _end_round(state: CombatState, events: list[CombatEvent]) -> None:
    for u in state.units:
        u.activated = u.retaliated = u.no_defend = False
    for s in state.sides:
        s.spells, s.spell_limit = 0, 1
    effects.expire(state.units, UNTIL_ROUND)
    state.last_side = state.last_initiative = None
    events.append(CombatEvent("round_end", {"round": state.round}))
    if state.kind == NEUTRAL and not state.azure:  # §8.1: one round, then pay 1 MP or withdraw
        state.phase = EXTEND
        return
    _next_round(state, events)


def _next_round(state: CombatState, events: list[CombatEvent]) -> None:
    state.round += 1
    state.phase = CHOOSE
    events.append(CombatEvent("round_start", {"round": state.round}))


def _finish(state: CombatState, reason: str, winner: int | None, events: list[CombatEvent]) -> None:
    state.result = results.build(state, reason, winner)
    state.phase = OVER
    state.activation, state.strike, state.queue = None, None, []
    events.append(CombatEvent("ended", {"reason": reason, "winner": winner}))
