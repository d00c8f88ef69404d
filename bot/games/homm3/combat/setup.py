"""Starting a combat (§8.3, §8.4, §6.4): the two sides, their units with the stats copied in, the
siege cards, then the set-up of the units (the attacker first) as decisions."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.homm3.combat import flow
from bot.games.homm3.combat.profiles import AZURE, UnitProfile
from bot.games.homm3.combat.state import (
    HEROES,
    NEUTRAL,
    NEUTRALS,
    CombatEvent,
    CombatState,
    Obstacle,
    Side,
    Unit,
)

#: Siege cards on the middle row, as the attacker sees it (H-COMBAT-SIEGE: ours; the page is lost).
SIEGE_LAYOUT = (("a3", "wall"), ("b3", "wall"), ("c3", "gate"), ("d3", "wall"))
TOWER_ID = "DT"


def _units(side: int, army: Sequence[tuple[UnitProfile, bool]]) -> list[Unit]:
    prefix = "AD"[side]
    return [
        Unit(f"{prefix}{i}", side, profile, pack=pack and profile.pack is not None)
        for i, (profile, pack) in enumerate(army, start=1)
    ]


def neutral_combat(
    seed: str,
    hero: Side,
    army: Sequence[tuple[UnitProfile, bool]],
    neutrals: Sequence[UnitProfile],
    *,
    controller: int | None,
    difficulty: int,
    movement_points: int = 0,
) -> tuple[CombatState, list[CombatEvent]]:
    """A hero against neutral units drawn for a field (§8.3). ``controller``: the seat placing and
    playing the neutrals in Clash and Alliance (the player who just finished a turn), or None in the
    solo campaign and the cooperative mode, where the engine places and plays them.
    ``movement_points``: what the hero may still pay for more combat rounds (§8.1)."""
    guards = Side(controller, NEUTRALS, level=difficulty)
    state = CombatState(
        seed,
        NEUTRAL,
        [hero, guards],
        _units(0, army) + _units(1, [(p, False) for p in neutrals]),
        azure=any(p.tier == AZURE for p in neutrals),
        movement_points=movement_points,
    )
    return state, _open(state)


def hero_combat(
    seed: str,
    attacker: Side,
    attacker_army: Sequence[tuple[UnitProfile, bool]],
    defender: Side,
    defender_army: Sequence[tuple[UnitProfile, bool]],
    *,
    tower: UnitProfile | None = None,
    siege: bool = False,
) -> tuple[CombatState, list[CombatEvent]]:
    """Two players (§8.4): the attacker sets up first, then the defender. ``siege``: the defender's
    town has a Citadel, so the walls, the gate and (with ``tower``) the arrow tower join (§6.4)."""
    state = CombatState(
        seed,
        HEROES,
        [attacker, defender],
        _units(0, attacker_army) + _units(1, defender_army),
    )
    if siege:
        state.obstacles = [Obstacle(at, kind) for at, kind in SIEGE_LAYOUT]
        if tower is not None:
            state.units.append(Unit(TOWER_ID, 1, tower, placed=True, tower=True))
    return state, _open(state)


def _open(state: CombatState) -> list[CombatEvent]:
    events: list[CombatEvent] = []
    flow.run(state, None, events)
    return events
