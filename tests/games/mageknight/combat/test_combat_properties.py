"""Invariants over random legal combats (seeded, reproducible), driven only by the options the engine
offers (``game.decision``; it offers only declarations that succeed):

* an offered option never raises, and a random legal combat always ends;
* damage is always fully assigned before the Attack phase (§7.4 step 3);
* the Fame gained equals the sum of the defeated enemies' Fame (half, rounded up, for the garrison
  of another player's keep, §6.2);
* replaying the combat's actions from its starting state reproduces the final state, which also
  survives JSON.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.mageknight import enemies as enemy_rules
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import GameState

from ..builder import DATA, Table, act
from .kit import HERE, RICH, SITE, THERE, rampaging, table

ROSTER = sorted(DATA.enemies)
HAND = ("rage", "determination", "swiftness", "swift_bolt", "march")
UNITS = ("peasants", "guardian_golems")


def start(kind: str, foes: list[str], pick: random.Random) -> GameState:
    """A combat of ``kind`` against ``foes``: challenged rampaging enemies, a dungeon, or another
    player's empty keep (garrison worth half Fame)."""
    if kind == "keep":
        t = Table("arythea", "tovak", seed="props").calm().hand(*HAND).crystals(**RICH)
        t.space(SITE, "plains", "keep", owner=1).at("0,0").at("3,-1", seat=1).moves(2)
        t.enemy_stack("grey", foes[0]).unit(UNITS[0], uid="u1")
        return act(t.build(), {"type": "move", "hex": SITE})
    t = table(hand=HAND, crystals=RICH, units=UNITS, seed=f"props-{pick.randint(0, 9)}")
    if kind == "dungeon":
        t.space(HERE, "plains", "dungeon").at(HERE).enemy_stack("brown", foes[0])
        return act(t.build(), {"type": "enter"})
    return act(rampaging(t, THERE, *foes).at(HERE).build(), {"type": "challenge", "targets": THERE})


def expected_fame(state: GameState) -> int:
    c = state.turn.combat if state.turn else None
    assert c is not None
    total = 0
    for e in c.enemies:
        if e.defeated:
            fame = DATA.enemies[e.enemy].fame
            total += -(-fame // 2) if e.half_fame else fame
    return total


def _unit_refused(state: GameState, option: Any) -> bool:
    """A damage option naming units where units cannot take it (Assassination, a no-units site)."""
    action = option.action()
    if action["type"] != "damage" or not action.get("units"):
        return False
    c = state.turn.combat if state.turn else None
    assert c is not None
    abil = enemy_rules.abilities(Ctx(state, DATA), c, enemy_rules.find(c, action["enemy"]))
    return "assassination" in abil or not c.units_allowed


def play_combat(state: GameState, pick: random.Random, max_steps: int = 80) -> tuple[GameState, int]:
    """Random legal options until the combat ends; checks the invariants. Returns the final state and
    the number of actions."""
    start_state = copy.deepcopy(state)
    fame0 = state.players[0].fame
    log: list[dict[str, Any]] = []
    last = state
    for _ in range(max_steps):
        c = state.turn.combat if state.turn else None
        if c is None:
            break
        last = state
        if c.phase == "attack":
            assert enemy_rules.unblocked(Ctx(state, DATA), c) == [], "an attack left unassigned"
        decision = mk.decision(state, 0, DATA)
        assert decision is not None
        options = [o for o in decision.options if o.command in ("attack", "block", "damage", "next", "play")]
        assert options, f"no option in the {c.phase} phase"
        combat_opts = [o for o in options if o.command != "play"]
        nexts = [o for o in options if o.command == "next"]
        roll = pick.random()
        if nexts and roll < 0.25:
            opt = nexts[0]
        elif combat_opts and roll < 0.9:
            opt = pick.choice(combat_opts)
        else:
            opt = pick.choice(options)
        state = mk.apply(state, 0, opt.action(), DATA).state  # an offered option never raises
        log.append(opt.action())
    else:  # pragma: no cover - a combat that does not end is a failure
        raise AssertionError("the combat did not end")
    assert state.players[0].fame - fame0 == expected_fame(last), "Fame differs from the defeated enemies'"
    replayed = copy.deepcopy(start_state)
    for action in log:
        replayed = mk.apply(replayed, 0, action, DATA, in_place=True).state
    assert replayed == state, "replay differs"
    assert GameState.from_json(json.loads(json.dumps(state.to_json()))) == state
    return state, len(log)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_random_legal_challenges_keep_the_invariants(seed: int) -> None:
    pick = random.Random(seed)
    foes = pick.sample(ROSTER, pick.randint(1, 3))
    play_combat(start("challenge", foes, pick), pick)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_random_legal_site_fights_keep_the_invariants(seed: int) -> None:
    """A dungeon (no units, Night rules) or another player's keep (half Fame)."""
    pick = random.Random(seed)
    kind = pick.choice(("dungeon", "keep"))
    colour = "brown" if kind == "dungeon" else "grey"
    foe = pick.choice([e for e in ROSTER if DATA.enemies[e].colour == colour and not DATA.enemies[e].faction])
    play_combat(start(kind, [foe], pick), pick)


def test_every_enemy_token_survives_a_random_legal_combat() -> None:
    """Each enemy kind once, alone (seeded)."""
    pick = random.Random(4)
    for foe in ROSTER:
        play_combat(start("challenge", [foe], pick), pick)


@pytest.mark.parametrize("kind", ["assassination", "no_units"])
def test_damage_options_never_name_units_that_cannot_take_it(kind: str) -> None:
    """§7.4 table (Assassination) / §6.2 [EXT] (no units): the decision offers only what succeeds."""
    pick = random.Random(1)
    state = (
        start("challenge", ["orc_trackers"], pick)
        if kind == "assassination"
        else start("dungeon", ["minotaur"], pick)
    )
    while state.turn is not None and state.turn.combat is not None and state.turn.combat.phase != "damage":
        state = act(state, {"type": "next"})
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    assert not [o for o in decision.options if _unit_refused(state, o)]
