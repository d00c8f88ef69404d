"""Benchmark: random legal playouts of whole games, from set-up to the final score, for every playable
scenario and player count (UE rules digest §8.5). Every action is picked among the options the engine
offers (``game.decision``), so the figures include computing the legal options.

Run: .venv/bin/python bench/bench_game.py [games per scenario]   (prints its figures; asserts nothing)
"""

from __future__ import annotations

import random
import sys
import time

from bot.games.mageknight import game as mk
from bot.games.mageknight.data import load
from bot.games.mageknight.setup import Seat

HEROES = ["arythea", "tovak", "goldyx", "norowas", "wolfhawk", "krang", "braevalar"]
GAMES = [
    ("first_reconnaissance", 1),
    ("first_reconnaissance", 4),
    ("full_conquest", 2),
    ("full_conquest", 3),
    ("full_conquest", 4),
    ("blitz_conquest", 4),
    ("solo_conquest", 1),
]


def playout(scenario: str, n: int, seed: int) -> tuple[int, float, float, int, int]:
    """(actions, seconds in the engine, seconds computing options, rounds, options offered in all) of
    one random game."""
    data = load()
    pick = random.Random(seed)
    seats = [Seat(100 + i, f"P{i}", HEROES[(i + seed) % len(HEROES)]) for i in range(n)]
    t0 = time.perf_counter()
    state = mk.new_game(scenario, seats, f"bench-{scenario}-{seed}", data).state
    engine = time.perf_counter() - t0
    options_time = 0.0
    actions = 0
    offered = 0
    while state.phase != "game_over" and actions < 50_000:
        seat = mk.to_move(state)
        assert seat is not None
        t1 = time.perf_counter()
        decision = mk.decision(state, seat, data)
        t2 = time.perf_counter()
        assert decision is not None
        options = list(decision.options)
        offered += len(options)
        enders = [o for o in options if o.command in ("end-turn", "rest", "explore", "move")]
        opt = pick.choice(enders) if enders and pick.random() < 0.5 else pick.choice(options)
        state = mk.apply(state, seat, opt.action(), data).state
        t3 = time.perf_counter()
        options_time += t2 - t1
        engine += t3 - t1
        actions += 1
    return actions, engine, options_time, state.round, offered


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    load()  # the data is cached: keep its loading out of the figures
    print(
        f"{'scenario':24} {'p':>2} {'games':>5} {'actions':>8} {'engine s':>9} {'options s':>9} {'act/s':>8}"
        f" {'opts/decision':>13}"
    )
    for scenario, n in GAMES:
        total_actions, total_engine, total_options, total_offered = 0, 0.0, 0.0, 0
        for seed in range(games):
            actions, engine, options, _rounds, offered = playout(scenario, n, seed)
            total_actions += actions
            total_engine += engine
            total_options += options
            total_offered += offered
        rate = total_actions / total_engine if total_engine else 0.0
        per = total_offered / total_actions if total_actions else 0.0
        print(
            f"{scenario:24} {n:>2} {games:>5} {total_actions:>8} {total_engine:>9.2f} {total_options:>9.2f} {rate:>8.0f}"
            f" {per:>13.1f}"
        )


if __name__ == "__main__":
    main()
