"""HoMM3: random legal whole games (Clash 2p, until the end or a step cap): actions per second and
whole-game time. Measures only; prints its figures."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.contract import PlayerSeat  # noqa: E402
from bot.games.homm3.plugin import Homm3  # noqa: E402
from bot.games.homm3.state import Homm3State  # noqa: E402

GAMES = 5
CAP = 3000


def random_step(game: Homm3, state: Homm3State, rnd: random.Random) -> Homm3State | None:
    """One random legal action (85 % of the time not ending the turn when another move is offered): the
    next state, or None when nobody is to move (the game is over)."""
    movers = game.to_move(state)
    if not movers:
        return None
    d = game.decision(state, movers[0])
    assert d is not None
    moves = [o for o in d.options if o.command != "end-turn"]
    o = rnd.choice(moves) if moves and rnd.random() < 0.85 else rnd.choice(d.options)
    return game.apply(state, movers[0], o.action(), in_place=True).state  # type: ignore[no-any-return]


def main() -> None:
    game = Homm3()
    seats = [PlayerSeat(1, "Ann", {"faction": "castle"}), PlayerSeat(2, "Ben", {"faction": "dungeon"})]
    total_actions, total_time, finished = 0, 0.0, 0
    for n in range(GAMES):
        rnd = random.Random(n)
        start = time.perf_counter()
        state = game.new({"scenario": "border_skirmish", "difficulty": "normal"}, seats, f"bench{n}").state
        actions = 0
        while actions < CAP:
            after = random_step(game, state, rnd)
            if after is None:
                finished += 1
                break
            state = after
            actions += 1
        total_time += time.perf_counter() - start
        total_actions += actions
        print(f"game {n}: {actions} actions, round {state.round}, {time.perf_counter() - start:.2f} s")
    print(
        f"{total_actions / total_time:.0f} actions/s; {finished}/{GAMES} games finished; {total_time / GAMES:.2f} s a game"
    )


if __name__ == "__main__":
    main()
