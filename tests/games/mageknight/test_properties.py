"""Invariants over random legal play (seeded, reproducible): every offered option applies, cards are
conserved, replaying the action log reproduces the state, the state survives JSON, and the public
view does not depend on hidden information."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine.errors import RulesError
from bot.games.mageknight import game as mk
from bot.games.mageknight.data import load
from bot.games.mageknight.observer import map_view, public_view
from bot.games.mageknight.setup import Seat
from bot.games.mageknight.state import GameState

DATA = load()
HEROES = ["arythea", "tovak", "goldyx", "norowas", "wolfhawk", "krang", "braevalar"]


def seats(n: int, offset: int = 0) -> list[Seat]:
    return [Seat(100 + i, f"P{i}", HEROES[(i + offset) % len(HEROES)]) for i in range(n)]


def playout(
    seed: str, n: int, steps: int, pick: random.Random, *, try_all: bool = False, offset: int = 0
) -> tuple[GameState, list[tuple[int, dict]]]:
    """Play ``steps`` random legal actions; check invariants after each. Returns the state and the log."""
    state = mk.new_game("first_reconnaissance", seats(n, offset), seed, DATA).state
    log: list[tuple[int, dict]] = []
    for _ in range(steps):
        seat = mk.to_move(state)
        if seat is None:
            break
        decision = mk.decision(state, seat, DATA)
        assert decision is not None and decision.options, f"seat {seat} has no option"
        options = list(decision.options)
        if try_all:
            for opt in options:
                try:
                    mk.apply(state, seat, opt.action(), DATA)
                except RulesError as exc:  # pragma: no cover - a failure names the bad option
                    pytest.fail(f"offered option {opt.id!r} raised: {exc}")
        enders = [o for o in options if o.command in ("end-turn", "rest", "explore", "move")]
        opt = pick.choice(enders) if enders and pick.random() < 0.45 else pick.choice(options)
        before = json.dumps(state.to_json(), sort_keys=True)
        outcome = mk.apply(state, seat, opt.action(), DATA)
        assert json.dumps(state.to_json(), sort_keys=True) == before, "apply changed its input state"
        state = outcome.state
        log.append((seat, opt.action()))
        check_invariants(state)
    return state, log


def check_invariants(state: GameState) -> None:
    for p in state.players:
        non_wounds = sorted(c for c in p.all_cards() if c != "wound")
        assert len(non_wounds) + len([c for c in p.removed if c != "wound"]) == 16, p.name
        assert all(0 <= n <= DATA.levels.crystal_cap for n in p.crystals.values())
        assert p.position is not None and state.space((p.position[0], p.position[1])) is not None
    assert len(state.source) == len(state.players) + 2
    assert sum(1 for d in state.source if d.taken_by is not None) <= (
        state.turn.dice_allowed + 2 if state.turn else 0
    )
    restored = GameState.from_json(json.loads(json.dumps(state.to_json())))
    assert restored == state


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_offered_option_applies(n: int) -> None:
    """No legal option raises: each option offered in a short game is applied on a copy."""
    playout(f"all-options-{n}", n, 60, random.Random(n), try_all=True, offset=n)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4))
def test_random_play_keeps_invariants_and_replays(seed: int, n: int) -> None:
    """Cards are conserved, JSON round-trips, and replaying the log gives the same state."""
    state, log = playout(f"prop-{seed}", n, 250, random.Random(seed), offset=seed)
    setup = {
        "scenario": "first_reconnaissance",
        "seed": f"prop-{seed}",
        "seats": [{"user_id": s.user_id, "name": s.name, "hero": s.hero} for s in seats(n, seed)],
    }
    assert mk.replay(setup, log, DATA) == state


def test_a_long_game_reaches_its_end() -> None:
    """A random game runs through its rounds (or the city's final turns) to game over."""
    state, _ = playout("long-game", 2, 6000, random.Random(7))
    assert state.phase == "game_over"
    assert state.result is not None and set(state.result["fame"]) == {"0", "1"}


def _scramble_hidden(state: GameState, rnd: random.Random) -> GameState:
    """The same public situation with different hidden information: other hands, deck orders,
    face-down tokens and tile-stack order."""
    s = copy.deepcopy(state)
    for p in s.players:
        pool = p.hand + p.deck
        rnd.shuffle(pool)
        p.hand, p.deck = pool[: len(p.hand)], pool[len(p.hand) :]
    for sp in s.spaces.values():
        for tok in sp.tokens:
            if not tok.face_up:
                same = [e.id for e in DATA.enemies_of_colour(tok.colour)]
                tok.enemy = rnd.choice(same)
    order = list(range(len(s.tile_stack)))
    rnd.shuffle(order)
    pairs = sorted(zip(s.tile_stack_kinds, s.tile_stack, strict=True), key=lambda kv: kv[0] != "countryside")
    s.tile_stack = [t for _, t in pairs]
    for colour, stack in s.enemy_stacks.items():
        rnd.shuffle(stack)
        s.enemy_stacks[colour] = stack
    return s


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_public_view_does_not_depend_on_hidden_information(seed: int) -> None:
    """Hidden information (hands, deck order, face-down tokens, the tile stack) never reaches the
    public view or the public map: scrambling it leaves them unchanged."""
    rnd = random.Random(seed)
    state, _ = playout(f"hidden-{seed}", 3, 120, rnd)
    for _ in range(5):
        other = _scramble_hidden(state, rnd)
        assert public_view(other, DATA) == public_view(state, DATA)
        assert map_view(other, DATA) == map_view(state, DATA)
