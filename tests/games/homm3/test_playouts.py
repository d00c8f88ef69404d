"""Random legal whole games of every mode to their result (issue 11, "Tests and proof"): Clash for 2 and
3 players, Cooperative for 2, solo against the AI; each result is reached, every offered option
applies, and replaying the log gives the same state."""

from __future__ import annotations

import random

import pytest

from bot.engine.contract import PlayerSeat
from bot.engine.serial import to_dict
from bot.games import registry

GAME = registry.get("homm3")
CAP = 4000
SEATS = [
    PlayerSeat(1, "Ann", {"faction": "castle"}),
    PlayerSeat(2, "Ben", {"faction": "dungeon", "hero": "magic"}),
    PlayerSeat(3, "Cat", {"faction": "necropolis"}),
]
MODES = [
    ("border_skirmish", 2),
    ("border_skirmish", 3),
    ("twin_guardians", 2),
    ("lone_pathfinder", 1),
]


@pytest.mark.parametrize(("scenario", "players"), MODES)
@pytest.mark.parametrize("seed", [0, 1])
def test_a_random_legal_game_of_each_mode_reaches_its_result_and_replays(
    scenario: str, players: int, seed: int
) -> None:
    rnd = random.Random(seed)
    options = {"scenario": scenario, "difficulty": "normal"}
    seats = SEATS[:players]
    state = GAME.new(options, seats, f"playout{seed}").state
    log: list[tuple[int, dict[str, object]]] = []
    for _ in range(CAP):
        movers = GAME.to_move(state)
        if not movers:
            break
        seat = movers[0]
        decision = GAME.decision(state, seat)
        assert decision is not None and decision.options, "someone to move has nothing to choose"
        moves = [o for o in decision.options if o.command != "end-turn"]
        chosen = rnd.choice(moves) if moves and rnd.random() < 0.85 else rnd.choice(decision.options)
        state = GAME.apply(state, seat, chosen.action(), in_place=True).state  # an offered option applies
        log.append((seat, chosen.action()))
    assert GAME.result(state) is not None, f"no result after {CAP} actions (round {state.round})"
    assert to_dict(GAME.replay(options, seats, f"playout{seed}", log)) == to_dict(state)
