"""Invariants over random legal play (hypothesis): every offered option applies, resources never go
negative, the public view never holds a hand, the hand is only in its owner's view, replay from the
action log gives the same state."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.games.homm3.contract_kit import GAME, SETUPS


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), setup=st.sampled_from([0, 1]))
def test_random_play_keeps_the_invariants(seed: int, setup: int) -> None:
    options, seats = SETUPS[setup]
    rnd = random.Random(seed)
    state = GAME.new(options, seats, f"p{seed}").state
    log = []
    for _ in range(120):
        movers = GAME.to_move(state)
        if not movers:
            assert GAME.result(state) is not None
            break
        seat = movers[0]
        d = GAME.decision(state, seat)
        assert d is not None and d.options
        o = rnd.choice(d.options)
        state = GAME.apply(state, seat, o.action()).state
        log.append((seat, o.action()))
        for p in state.players:
            assert min(p.resources.values()) >= 0, p.resources
        public = json.dumps(GAME.view(state, None))
        assert '"you"' not in public
        for i, p in enumerate(state.players):
            mine = GAME.view(state, i)["you"]["hand"]
            assert [c["card"] for c in mine] == p.hand
    replayed = GAME.replay(options, seats, f"p{seed}", log)
    assert GAME.dump(replayed) == GAME.dump(state)
