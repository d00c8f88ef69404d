"""Benchmark: random legal combats against every enemy token kind (rulebook §7), each challenged as a
rampaging enemy next to the hero with a generous hand (basic and advanced attack/block cards, three
crystals of each colour, two units). Every action is picked among the options the engine offers
(``game.decision``), so the figures include computing the legal options (each offered declaration is
tried on a copy).

Run: .venv/bin/python bench/bench_combat.py   (prints its figures; asserts nothing)
"""

from __future__ import annotations

import random
import statistics
import time

from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData, load
from bot.games.mageknight.setup import Seat
from bot.games.mageknight.state import GameState, OwnedUnit, Space, Token
from bot.games.mageknight.turn import begin_turn

HERE, THERE = "2,-2", "3,-2"  # the hero's space and the enemy's, next to each other (start tile)
HAND = ["rage", "rage", "determination", "swiftness", "swift_bolt", "crushing_bolt", "ice_shield", "march"]
UNITS = ["peasants", "guardian_golems"]
ROUNDS = 3  # combats per enemy kind


def arena(data: MageKnightData, enemy: str, seed: str) -> GameState:
    """A fresh game whose first player stands next to ``enemy`` (rampaging) with the generous hand."""
    state = mk.new_game("first_reconnaissance", [Seat(1, "Ann", "arythea")], seed, data).state
    while state.phase == "tactics":
        state = mk.apply(state, 0, {"type": "tactic", "tactic": state.tactics_available[0]}, data).state
    for sp in state.spaces.values():
        if sp.rampaging:
            sp.rampaging, sp.tokens = None, []
    kind = "draconum" if data.enemies[enemy].colour == "red" else "orcs"
    state.spaces[THERE] = Space(
        "plains", "bench", rampaging=kind, tokens=[Token(enemy, data.enemies[enemy].colour, True)]
    )
    p = state.players[0]
    p.position = [2, -2]
    p.hand = list(HAND)
    p.crystals = {c: 3 for c in p.crystals}
    p.units = [OwnedUnit(f"u{i}", u) for i, u in enumerate(UNITS, start=1)]
    state.turn = None
    ctx = Ctx(state, data)
    begin_turn(ctx, 0)
    ctx.finish()
    return state


def combat(data: MageKnightData, state: GameState, pick: random.Random) -> tuple[int, bool]:
    """Challenge, then random legal options until the combat ends. Returns (actions, enemy defeated)."""
    state = mk.apply(state, 0, {"type": "challenge", "targets": THERE}, data).state
    actions = 1
    fame = state.players[0].fame
    while state.turn is not None and state.turn.combat is not None:
        decision = mk.decision(state, 0, data)
        assert decision is not None
        opts = [o for o in decision.options if o.command in ("attack", "block", "damage", "next", "play")]
        fights = [o for o in opts if o.command != "play"]
        nexts = [o for o in opts if o.command == "next"]
        roll = pick.random()
        opt = nexts[0] if nexts and roll < 0.25 else pick.choice(fights if fights and roll < 0.9 else opts)
        try:
            state = mk.apply(state, 0, opt.action(), data).state
        except mk.RulesError:  # an offered option that is refused (a bug the tests report); try another
            continue
        actions += 1
    return actions, state.players[0].fame > fame


def main() -> None:
    data = load()
    pick = random.Random(7)
    kinds = sorted(data.enemies)
    per_kind: list[float] = []
    total_actions = total_combats = wins = 0
    t_all = time.perf_counter()
    for enemy in kinds:
        t0 = time.perf_counter()
        for r in range(ROUNDS):
            state = arena(data, enemy, f"bench-{enemy}-{r}")
            n, won = combat(data, state, pick)
            total_actions += n
            total_combats += 1
            wins += won
        per_kind.append((time.perf_counter() - t0) / ROUNDS * 1000)
    elapsed = time.perf_counter() - t_all
    print(
        f"{total_combats} random legal combats ({ROUNDS} against each of {len(kinds)} enemy kinds, "
        f"set-up included): {total_combats / elapsed:.1f} combats/s, {total_actions / elapsed:.0f} actions/s "
        f"({total_actions / total_combats:.1f} actions per combat; {wins} won)"
    )
    slowest = max(zip(per_kind, kinds, strict=True))
    print(
        f"per combat: median {statistics.median(per_kind):.1f} ms, slowest {slowest[0]:.1f} ms ({slowest[1]})"
    )


if __name__ == "__main__":
    main()
