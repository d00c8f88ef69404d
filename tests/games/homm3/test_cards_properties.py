"""Every card play offered (in combat and on the map) applies, for hands drawn from every card."""

from __future__ import annotations

import copy
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.homm3.combat import apply, legal_actions
from tests.games.homm3.cards_helpers import fight, table
from tests.games.homm3.game_helpers import DATA, act, options

ALL = (
    [f"basic:{c}" for c in DATA.basic_cards]
    + [f"ability:{c}" for c in DATA.abilities]
    + [f"artifact:{c}" for c in DATA.artifacts]
    + [f"spell:{c}" for c in DATA.spells]
    + [f"specialty:{c}" for c in DATA.specialties]
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_every_offered_card_play_applies(seed: int) -> None:
    rnd = random.Random(seed)
    hand = rnd.sample(ALL, 6)
    state = table({0: hand, 1: rnd.sample(ALL, 4)}, level=rnd.randint(1, 7))
    state.players[0].resources = {"gold": 20, "building_materials": 5, "valuables": 5}
    for o in options(state, 0):
        if o.command == "card":
            act(state, 0, **o.action())
    combat, host = fight(
        state,
        {"a1": ("castle.archangels", True), "b1": "castle.halberdiers"},
        {"b5": "necropolis.skeletons", "c5": "necropolis.zombies"},
    )
    for _ in range(12):
        plays = [a for a in legal_actions(combat, host) if a.type == "play"]
        if not plays or combat.phase == "over":
            break
        for a in plays:
            trial_state, trial_combat = copy.deepcopy(state), copy.deepcopy(combat)
            trial_host = type(host)(trial_state, DATA)
            apply(trial_combat, a, trial_host)
        apply(combat, rnd.choice(plays), host)
