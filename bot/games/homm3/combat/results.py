"""How a combat ends (§8.8-§8.11): quick combat, surrender, retreat and withdrawal, defeat, defeat by
another hero, and experience. The result lists what the caller carries out on the map."""

from __future__ import annotations

from bot.games.homm3.combat.profiles import AZURE
from bot.games.homm3.combat.state import (
    ARMY,
    HERO,
    NEUTRAL,
    NEUTRALS,
    SECONDARY,
    CombatResult,
    CombatState,
)

DEFEAT_GOLD = 5  # §8.10
SURRENDER_GOLD = 10  # §8.9
MAX_LEVEL = 7


def quick_combat(level: int, difficulty: int) -> bool:
    """§8.8: neutrals flee from a hero at least one level above the field's difficulty."""
    return level >= difficulty + 1


def quick_result() -> CombatResult:
    """The automatic win of a quick combat: the field counts as visited; no Exp (its difficulty is
    below the hero's level, §8.11 row 1)."""
    return CombatResult("quick", winner=0, field_visited=True)


def experience(own_level: int, other_level: int) -> int:
    """§8.11: Exp (half levels) for beating a field or hero of ``other_level``."""
    if other_level < own_level:
        return 0
    return 1 if other_level == own_level else 2


def build(state: CombatState, reason: str, winner: int | None) -> CombatResult:
    result = CombatResult(reason, winner, movement_spent=state.movement_spent)
    for u in state.units:
        if u.tower:
            continue
        if u.alive:
            result.survivors[u.id] = u.pack
        else:
            result.lost.append(u.id)
    for side in (0, 1):
        mine = [u for u in state.units if u.side == side and not u.tower]
        if mine and not any(u.alive for u in mine) and state.sides[side].kind != NEUTRALS:
            result.lost_all_units.append(side)
        result.morale[side] = state.sides[side].morale
    if reason == "defeat" and winner is not None:
        _defeat(state, result, winner)
    elif reason == "surrender" and winner is not None:
        loser = 1 - winner
        result.gold[loser] = SURRENDER_GOLD
        result.heroes_to_town.append(loser)
    return result


def _defeat(state: CombatState, result: CombatResult, winner: int) -> None:
    loser = 1 - winner
    won, lost = state.sides[winner], state.sides[loser]
    if won.kind == HERO:
        if lost.kind == NEUTRALS:
            if state.azure or any(u.profile.tier == AZURE for u in state.units if u.side == loser):
                result.level_to_seven = won.level < MAX_LEVEL
            else:
                result.experience = experience(won.level, lost.level)
        elif lost.kind == HERO:
            result.experience = experience(won.level, lost.level)
        # a secondary hero or a transported army gives no Exp (§8.11 note)
    if state.kind == NEUTRAL:
        if winner == 0:
            result.field_visited = True
            if won.faction == "necropolis":
                beaten = [u for u in state.units if u.side == 1 and u.ability("reinforce_on_defeat")]
                result.hooks += [f"reinforce_on_defeat:{u.id}" for u in beaten]
        return
    if lost.kind == HERO:
        result.gold[loser] = DEFEAT_GOLD
        result.heroes_to_town.append(loser)
        if not lost.ignores_morale:
            result.negative_morale.append(loser)
    elif lost.kind == SECONDARY:
        result.secondary_removed.append(loser)
        result.faction_cube_to = winner
    elif lost.kind == ARMY:
        pass  # the town is taken by the caller; the army's survivors (none) go back to the hero
