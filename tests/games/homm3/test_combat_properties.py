"""Invariants over random legal play (hypothesis): HP never below zero, a unit acts at most once a
round, the state survives a dump/load round trip, replaying the actions gives the same state, an
illegal action changes nothing, and every offered action applies."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine.errors import RulesError
from bot.engine.serial import from_dict, to_dict
from bot.games.homm3.combat import apply, hero_combat, legal_actions, neutral_combat
from bot.games.homm3.combat.state import (
    HERO,
    OVER,
    Action,
    CardEffect,
    CardPlay,
    CombatEvent,
    CombatState,
    Side,
)
from tests.games.homm3.conftest import ARROW_TOWER, FACTION_UNITS, NEUTRAL_UNITS, Hand

FACTION = sorted(FACTION_UNITS)
NEUTRAL = sorted(NEUTRAL_UNITS)


def host() -> Hand:
    arrow = CardPlay("arrow", "instant", spell=True, target="D1")
    guard = CardPlay("guard", "instant", target="D1")
    return Hand(
        {0: [(arrow, [CardEffect("damage", "D1", 2)])], 1: [(guard, [CardEffect("defense", "D1", 1)])]}
    )


def start(setup: dict) -> tuple[CombatState, Hand]:  # type: ignore[type-arg]
    a = [(FACTION_UNITS[FACTION[i % len(FACTION)]], bool(i % 2)) for i in setup["attacker"]]
    hand = host()
    if setup["neutral"]:
        state, _ = neutral_combat(
            setup["seed"],
            Side(0, HERO, level=2, cards=True, morale=1),
            a,
            [NEUTRAL_UNITS[NEUTRAL[i % len(NEUTRAL)]] for i in setup["defender"]],
            controller=setup["controller"],
            difficulty=2,
            movement_points=2,
        )
    else:
        d = [(FACTION_UNITS[FACTION[i % len(FACTION)]], bool(i % 3)) for i in setup["defender"]]
        state, _ = hero_combat(
            setup["seed"],
            Side(0, HERO, level=2, cards=True),
            a,
            Side(1, HERO, level=3, cards=True, ignores_morale=True),
            d,
            tower=ARROW_TOWER,
            siege=setup["siege"],
        )
    return state, hand


def dumped(state: CombatState) -> str:
    return json.dumps(to_dict(state), sort_keys=True)


setups = st.fixed_dictionaries(
    {
        "seed": st.text("abcdef0123", min_size=1, max_size=6),
        "attacker": st.lists(st.integers(0, 60), min_size=1, max_size=6),
        "defender": st.lists(st.integers(0, 60), min_size=1, max_size=5),
        "neutral": st.booleans(),
        "controller": st.sampled_from([None, 1]),
        "siege": st.booleans(),
    }
)


def playout(setup: dict, picks: list[int]) -> tuple[CombatState, Hand, list[Action]]:  # type: ignore[type-arg]
    state, hand = start(setup)
    log: list[Action] = []
    acted: Counter[tuple[int, str]] = Counter()
    for pick in picks:
        if state.phase == OVER:
            break
        legal = legal_actions(state, hand)
        assert legal, "a live combat always offers an action"
        action = legal[pick % len(legal)]
        before = dumped(state)
        with pytest.raises(RulesError):
            apply(state, Action("attack", unit="A1", target="nowhere"), hand)
        assert dumped(state) == before, "a refused action changed the state"
        round_before = state.round
        events: list[CombatEvent] = apply(state, action, hand)
        log.append(action)
        r = round_before
        for e in events:
            if e.kind in ("activated", "skipped"):
                acted[(r, e.data["unit"])] += 1
            if e.kind == "round_start":
                r = e.data["round"]
        check(state)
    assert all(n == 1 for n in acted.values()), acted
    return state, hand, log


def check(state: CombatState) -> None:
    for u in state.units:
        assert u.damage >= 0
        if u.alive:
            assert u.damage < u.face.hp, u
        else:
            assert u.at is None
    on = [u.at for u in state.units if u.on_board and u.at]
    assert len(on) == len(set(on)), "two units on one field"
    for side in (0, 1):
        assert len([u for u in state.fighting(side) if not u.tower]) <= 5


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups, st.lists(st.integers(0, 1000), min_size=5, max_size=120))
def test_random_play_keeps_the_invariants_and_replays(setup: dict, picks: list[int]) -> None:  # type: ignore[type-arg]
    state, _, log = playout(setup, picks)
    # dump/load round trip
    assert from_dict(CombatState, json.loads(json.dumps(to_dict(state)))) == state
    # replay: same set-up, same seed, same actions -> same state
    again, hand = start(setup)
    for action in log:
        apply(again, action, hand)
    assert dumped(again) == dumped(state)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups, st.lists(st.integers(0, 1000), min_size=1, max_size=40))
def test_every_offered_action_applies(setup: dict, picks: list[int]) -> None:  # type: ignore[type-arg]
    state, hand, _ = playout(setup, picks)
    for action in legal_actions(state, hand):
        trial, trial_hand = copy.deepcopy(state), copy.deepcopy(hand)
        apply(trial, action, trial_hand)
