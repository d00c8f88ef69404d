"""Who is asked now and every legal action (one source of truth for buttons and for validation)."""

from __future__ import annotations

from bot.games.homm3.combat import board, cards, strike
from bot.games.homm3.combat.cards import CardHost
from bot.games.homm3.combat.profiles import RANGED
from bot.games.homm3.combat.rules import moves, must_attack_moves, next_side_and_candidates, targets
from bot.games.homm3.combat.state import (
    ACT,
    CHOOSE,
    EXTEND,
    HERO,
    HEROES,
    NEUTRAL,
    NEUTRALS,
    PLACE,
    SECONDARY,
    STRIKE,
    Action,
    CombatState,
    Unit,
)

MAX_ON_BOARD = 5  # §7.1


def deciding_side(state: CombatState, host: CardHost | None = None) -> int | None:
    """The side whose player (or, without a seat, the engine) must decide now; None when over."""
    if state.phase == PLACE:
        return state.placing
    if state.phase == CHOOSE:
        nxt = next_side_and_candidates(state)
        return nxt[0] if nxt else None
    if state.phase == ACT and state.activation is not None:
        return state.unit(state.activation.unit).side
    if state.phase == STRIKE:
        return strike.asker(state, host)
    if state.phase == EXTEND:
        return 0
    return None


def pending_seat(state: CombatState, host: CardHost | None = None) -> int | None:
    """The seat that must answer now (None when the combat is over)."""
    side = deciding_side(state, host)
    return None if side is None else state.sides[side].seat


def legal_actions(state: CombatState, host: CardHost | None = None) -> list[Action]:
    if state.phase == PLACE:
        return _placement(state)
    if state.phase == CHOOSE:
        nxt = next_side_and_candidates(state)
        return [Action("activate", unit=u.id) for u in nxt[1]] if nxt else []
    if state.phase == ACT:
        return _activation(state, host)
    if state.phase == STRIKE:
        return _strike(state, host)
    if state.phase == EXTEND:
        out = [Action("pay")] if state.movement_points > 0 else []
        return out + [Action("withdraw")]
    return []


def placement_fields(state: CombatState, unit: Unit) -> list[str]:
    """Where ``unit`` may be set up (§8.3): an empty field of its side's two lines; a neutral shooter
    goes to the back line while a field there is free."""
    free = [f for f in board.home_fields(unit.side) if state.at(f) is None]
    if state.sides[unit.side].kind == NEUTRALS and unit.movement == RANGED:
        back = [f for f in board.line_fields(unit.side, "back") if f in free]
        if back:
            return back
    return free


def _placement(state: CombatState) -> list[Action]:
    side = state.placing
    mine = [u for u in state.units if u.side == side and not u.tower]
    placed = [u for u in mine if u.placed]
    out: list[Action] = []
    if len(placed) < MAX_ON_BOARD:
        for u in mine:
            if not u.placed:
                out += [Action("place", unit=u.id, to=f) for f in placement_fields(state, u)]
    everyone = len(placed) == min(len(mine), MAX_ON_BOARD)
    neutral = state.sides[side].kind == NEUTRALS
    can_finish = everyone if neutral else (bool(placed) or not mine)
    if can_finish or not out:
        out.append(Action("done"))
    return out


def _attacks(state: CombatState, unit: Unit, found: list[str]) -> list[Action]:
    out = []
    for t in found:
        if board.is_field(t):
            out.append(Action("attack", unit=unit.id, target=t))
            continue
        extra = strike.splash_targets(state, state.unit(t)) if unit.ability("splash") else []
        out += [Action("attack", unit=unit.id, target=t, extra=e) for e in extra]
        if not extra:
            out.append(Action("attack", unit=unit.id, target=t))
    return out


def _activation(state: CombatState, host: CardHost | None) -> list[Action]:
    act = state.activation
    assert act is not None
    u = state.unit(act.unit)
    side = state.sides[u.side]
    if u.tower:
        found = [] if act.attacked else targets(state, u)
        return _attacks(state, u, found) + [Action("end", unit=u.id)]
    out: list[Action] = []
    fresh = not act.moved and not act.attacked
    if fresh and state.kind == HEROES and side.kind in (HERO, SECONDARY) and not side.defending_town:
        out.append(Action("surrender"))
    if fresh and state.kind == NEUTRAL and u.side == board.ATTACKER and not state.azure:
        out.append(Action("retreat"))
    if not act.attacked:
        out += [
            Action("play", unit=u.id, card=p)
            for p in cards.playable(host, state, u.side, cards.OWN_ACTIVATION)
        ]
    ranged = u.movement == RANGED
    can_attack = not act.attacked and not (ranged and act.moved)
    found = targets(state, u) if can_attack else []
    can_move = not act.moved and (ranged or not act.attacked)
    fields = moves(state, u) if can_move else []
    back = _may_fly_back(state, u)
    if side.kind == NEUTRALS and not act.attacked:  # §8.3: a neutral that can attack must
        if found:
            if not ranged:
                fields = [f for f in must_attack_moves(state, u) if f in fields]
            return out + _attacks(state, u, found) + [Action("move", unit=u.id, to=f) for f in fields]
        if fields and (not ranged or not act.moved):
            forced = [f for f in must_attack_moves(state, u) if f in fields]
            if forced:
                return out + [Action("move", unit=u.id, to=f) for f in forced]
        return out + [Action("end", unit=u.id)]
    out += _attacks(state, u, found)
    out += [Action("move", unit=u.id, to=f) for f in fields]
    if not act.attacked and not u.no_defend and side.kind != NEUTRALS:
        out.append(Action("defend", unit=u.id))
    if back:
        out.append(Action("back", unit=u.id))
    out.append(Action("end", unit=u.id))
    return out


def _may_fly_back(state: CombatState, u: Unit) -> bool:
    """Harpies (facts §1): after attacking, back to the field the activation started on."""
    act = state.activation
    ability = u.ability("return_after_attack")
    if act is None or ability is None or not act.attacked or not act.moved or act.start is None:
        return False
    if ability.get("only_if_retaliated") and not act.retaliated:
        return False
    return state.at(act.start) is None


def _strike(state: CombatState, host: CardHost | None) -> list[Action]:
    s = state.strike
    side = strike.asker(state, host)
    if s is None or side is None:
        return []
    if s.stage == "before":
        plays = cards.playable(host, state, side, cards.BEFORE_ROLL)
        return [Action("play", card=p) for p in plays] + [Action("pass")]
    if s.stage == "after":
        return strike.after_roll_choices(state, side, host)
    rescues = [Action("play", card=p) for p in cards.playable(host, state, side, cards.LETHAL)]
    saves = [Action("save", unit=s.target)] if strike.may_prevent(state) else []
    return saves + rescues + [Action("let", unit=s.target)]
