"""Decisions made by the engine for a side without a seat: neutral units in the solo campaign and
the cooperative mode (set-up §8.3, behaviour §10.2, ruling H-COMBAT-AI). Every choice is one of the
legal actions; remaining ties go to the first in board order (the rulebook lets the player decide)."""

from __future__ import annotations

from bot.games.homm3.combat import board
from bot.games.homm3.combat.options import legal_actions
from bot.games.homm3.combat.profiles import RANGED, TIERS
from bot.games.homm3.combat.rules import moves
from bot.games.homm3.combat.state import ACT, PLACE, STRIKE, Action, CombatState, Unit


def placement_plan(state: CombatState, side: int) -> list[tuple[str, str]]:
    """§8.3 automatic set-up: shooters to the back line, the others to the front line, each from
    the controlling side's left in descending initiative (ties: higher tier first, then card order);
    when a line is full the rest go to the other line."""
    units = [u for u in state.units if u.side == side and not u.tower]

    def order(u: Unit) -> tuple[int, int]:
        return (-u.face.initiative, -TIERS.index(u.profile.tier))

    back = board.line_fields(side, "back")
    front = board.line_fields(side, "front")
    plan: list[tuple[str, str]] = []
    used: set[str] = set()
    for group, first, second in (
        ([u for u in units if u.movement == RANGED], back, front),
        ([u for u in units if u.movement != RANGED], front, back),
    ):
        for u in sorted(group, key=order):
            free = [f for f in first + second if f not in used]
            if free and len(plan) < 5:
                plan.append((u.id, free[0]))
                used.add(free[0])
    return plan


def _tier(u: Unit) -> int:
    return TIERS.index(u.profile.tier)


def _preference(attacker: Unit, target: Unit) -> tuple[int, int]:
    """§10.2: the same tier first, then lower tiers (the highest of them first), then higher ones;
    shooters prefer enemy shooters."""
    a, t = _tier(attacker), _tier(target)
    tier_rank = 0 if a == t else (1 + (a - t) if t < a else 10 + (t - a))
    kind_rank = 0 if attacker.movement != RANGED or target.movement == RANGED else 1
    return (kind_rank, tier_rank)


def choose(state: CombatState) -> Action:
    legal = legal_actions(state)
    if state.phase == PLACE:
        for unit_id, where in placement_plan(state, state.placing):
            wanted = Action("place", unit=unit_id, to=where)
            if wanted in legal:
                return wanted
        return Action("done") if Action("done") in legal else legal[0]
    if state.phase == STRIKE:
        s = state.strike
        for a in legal:
            if a.type == "reroll" and a.extra is None and s is not None and s.face < 0:
                return a
        for a in legal:
            if a.type in ("save", "keep", "pass"):
                return a
        return legal[0]
    if state.phase == ACT and state.activation is not None:
        return _act(state, state.unit(state.activation.unit), legal)
    if Action("withdraw") in legal:
        return Action("withdraw")
    return legal[0]


def _act(state: CombatState, unit: Unit, legal: list[Action]) -> Action:
    attacks = [a for a in legal if a.type == "attack" and a.target and not board.is_field(a.target)]
    if attacks:
        return min(
            attacks, key=lambda a: (_preference(unit, state.unit(a.target or "")), _gap(state, unit, a))
        )
    walking = [a for a in legal if a.type == "move"]
    if walking and unit.movement != RANGED:
        best = _best_target_from(state, unit, [a.to for a in walking if a.to])
        if best is not None:
            return Action("move", unit=unit.id, to=best)
        return walking[0]
    for kind in ("end", "pass", "keep"):
        for a in legal:
            if a.type == kind:
                return a
    return legal[0]


def _gap(state: CombatState, unit: Unit, action: Action) -> int:
    target = state.unit(action.target or "")
    if unit.at is None or target.at is None:
        return 0
    return board.distance(unit.at, target.at)


def _best_target_from(state: CombatState, unit: Unit, fields: list[str]) -> str | None:
    """The field to move to for the preferred reachable target (§10.2), if any is reachable."""
    foes = [u for u in state.units if u.on_board and u.side != unit.side and u.at is not None]
    best: tuple[tuple[int, int], int, str] | None = None
    reach = set(moves(state, unit))
    for f in fields:
        if f not in reach:
            continue
        for foe in foes:
            if foe.at is not None and board.distance(f, foe.at) == 1:
                key = (_preference(unit, foe), board.FIELDS.index(f), f)
                if best is None or key < best:
                    best = key
    return best[2] if best else None


def preferred_target(state: CombatState, unit: Unit) -> Unit | None:
    """The enemy unit ``unit`` prefers by §10.2 (tier and kind as for attacks, then the nearest, then
    board order), whether or not it can reach it now: the target of an AI spell (H-AI-CARDS)."""
    foes = [u for u in state.fighting(1 - unit.side) if not u.tower and u.at is not None]
    if not foes:
        return None

    def gap(foe: Unit) -> int:
        return board.distance(unit.at, foe.at) if unit.at and foe.at else 0

    return min(foes, key=lambda f: (_preference(unit, f), gap(f), board.FIELDS.index(f.at or "")))
