"""Questions about a combat state that change nothing: who acts next, where a unit may move, what
it may attack, and the penalties of an attack (§7.4, §8.5, §8.6, §6.4)."""

from __future__ import annotations

from bot.games.homm3.combat import board
from bot.games.homm3.combat.profiles import FLYING, GROUND, RANGED
from bot.games.homm3.combat.state import CombatState, Unit


def enemy(side: int) -> int:
    return 1 - side


def pending_units(state: CombatState) -> list[Unit]:
    return [u for u in state.units if u.on_board and not u.activated]


def next_side_and_candidates(state: CombatState) -> tuple[int, list[Unit]] | None:
    """The side whose turn it is to activate a unit and its units that may be activated (§8.6 1:
    the highest initiative; ties between the sides: the attacker first, then alternately)."""
    pool = pending_units(state)
    if not pool:
        return None
    top = max(u.initiative for u in pool)
    at_top = [u for u in pool if u.initiative == top]
    sides = sorted({u.side for u in at_top})
    side = sides[0]
    if len(sides) == 2 and state.last_initiative == top and state.last_side is not None:
        side = enemy(state.last_side)
    return side, [u for u in at_top if u.side == side]


def occupied(state: CombatState, where: str) -> bool:
    return state.at(where) is not None or state.obstacle(where) is not None


def moves(state: CombatState, unit: Unit) -> list[str]:
    """Empty fields the unit may end a move on (§7.4): ground 3 steps around obstacles, flying 3
    steps over them, ranged 1 step; the defender's units pass an intact gate (H-COMBAT-GATE)."""
    if unit.at is None or unit.tower:
        return []
    steps = 1 if unit.movement == RANGED else 3

    def passable(where: str) -> bool:
        if unit.movement == FLYING:
            return True
        gate = state.obstacle(where)
        if gate is not None and gate.kind == "gate" and unit.side == board.DEFENDER:
            return state.at(where) is None
        return not occupied(state, where)

    found = board.reachable(unit.at, steps, passable)
    return [f for f in board.FIELDS if f in found and not occupied(state, f)]


def neighbours(state: CombatState, unit: Unit, side: int) -> list[Unit]:
    """Units of ``side`` on the fields next to ``unit``."""
    if unit.at is None:
        return []
    found = [state.at(where) for where in board.adjacent(unit.at)]
    return [u for u in found if u is not None and u.side == side]


def adjacent_enemies(state: CombatState, unit: Unit) -> list[Unit]:
    return neighbours(state, unit, enemy(unit.side))


def is_adjacent(a: Unit, b: Unit) -> bool:
    return a.at is not None and b.at is not None and board.distance(a.at, b.at) == 1


def targets(state: CombatState, unit: Unit) -> list[str]:
    """What ``unit`` may attack from where it stands: unit ids, and fields of siege walls/gate."""
    foes = [u for u in state.units if u.on_board and u.side != unit.side]
    if unit.tower:
        return [u.id for u in foes if not u.tower]
    if unit.at is None:
        return []
    if unit.movement == RANGED:
        near = adjacent_enemies(state, unit)
        if near:  # H-COMBAT-RANGED-ADJ: an adjacent enemy pins a shooter to adjacent targets
            return [u.id for u in near]
        return [u.id for u in foes]
    out = [u.id for u in adjacent_enemies(state, unit)]
    if unit.side == board.ATTACKER and unit.movement in (GROUND, FLYING):
        out += [f for f in board.adjacent(unit.at) if state.obstacle(f) is not None]
    return out


def ranged_penalty(state: CombatState, shooter: Unit, target: Unit) -> bool:
    """Roll 2 dice and keep the worse (§7.4): a ranged unit against an adjacent unit, or from its
    back line into the enemy back line."""
    if shooter.movement != RANGED or shooter.tower or shooter.ability("no_penalties"):
        return False
    if is_adjacent(shooter, target):
        return shooter.ability("no_adjacent_penalty") is None
    if shooter.at is None or target.at is None:
        return False
    return (
        board.line_of(shooter.side, shooter.at) == "back" and board.line_of(target.side, target.at) == "back"
    )


def behind_wall(state: CombatState, shooter: Unit, target: Unit) -> bool:
    """-1 Attack for a ranged attack on a unit behind an intact wall or gate (§6.4): the target
    stands on the defender's side with an intact wall or gate in its column (H-COMBAT-SIEGE)."""
    if shooter.movement != RANGED or shooter.side != board.ATTACKER or target.at is None:
        return False
    if shooter.ability("no_penalties") or target.side != board.DEFENDER:
        return False
    column = target.at[0]
    return state.obstacle(f"{column}{board.MIDDLE_ROW}") is not None


def must_attack_moves(state: CombatState, unit: Unit) -> list[str]:
    """For a neutral unit that cannot attack where it stands (§8.3): the fields from which it could
    attack, or else the fields that bring it closest to the hero's units (H-COMBAT-NEUTRAL)."""
    options = moves(state, unit)
    if unit.movement == RANGED:
        return options  # a shooter that cannot shoot just steps (it may not shoot after moving)
    foes = [u for u in state.units if u.on_board and u.side != unit.side and u.at is not None]
    if not foes or unit.at is None:
        return options
    attack_from = [f for f in options if any(board.distance(f, u.at) == 1 for u in foes if u.at)]
    if attack_from:
        return attack_from

    def gap(where: str) -> int:
        return min(board.distance(where, u.at) for u in foes if u.at)

    here = gap(unit.at)
    closer = [f for f in options if gap(f) < here]
    if not closer:
        return []
    best = min(gap(f) for f in closer)
    return [f for f in closer if gap(f) == best]
