"""The game contract, checked for every registered game (the toy game included): random legal
playouts in which every sampled offered option applies, the input state is never changed, replay
equals the state, the state survives JSON, a refusal changes nothing, and neither the public view
nor the public messages depend on hidden information.

A game's ``tests/games/<id>/contract_kit.py`` says how to set it up (``GAME``, ``SETUPS``,
``STEPS``) and how to scramble its hidden information (``scramble_hidden``)."""

from __future__ import annotations

import importlib
import json
import random
from types import ModuleType
from typing import Any

import pytest

from bot.engine.contract import ANSWER, PICK_MANY, PICK_ONE, Game
from bot.engine.errors import RulesError
from bot.games import registry

IDS = [g.id for g in registry.games()]


def kit(game_id: str) -> ModuleType:
    return importlib.import_module(f"tests.games.{game_id}.contract_kit")


def dumped(game: Game[Any], state: Any) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


def playout(
    game: Game[Any], options: dict[str, str], seats: list[Any], seed: str, steps: int
) -> tuple[Any, list]:
    """Random legal play; checks every step and returns the state and the action log."""
    rnd = random.Random(seed)
    state = game.new(options, seats, seed).state
    log: list[tuple[int, dict[str, Any]]] = []
    for _ in range(steps):
        movers = game.to_move(state)
        if not movers:
            assert game.result(state) is not None, "nobody is asked to move, yet the game has no result"
            break
        seat = rnd.choice(movers)
        d = game.decision(state, seat)
        assert d is not None and d.options, f"seat {seat} is to move but is offered nothing"
        assert d.kind in (PICK_ONE, PICK_MANY, ANSWER)
        assert len({o.id for o in d.options}) == len(d.options), "option ids repeat"
        before = dumped(game, state)
        for o in rnd.sample(list(d.options), min(3, len(d.options))):
            try:
                game.apply(state, seat, o.action())
            except RulesError as exc:  # pragma: no cover - names the bad option
                pytest.fail(f"offered option {o.id!r} raised: {exc}")
        opt = rnd.choice(d.options)
        outcome = game.apply(state, seat, opt.action())
        assert dumped(game, state) == before, "apply changed its input state"
        assert outcome.to_move == game.to_move(outcome.state)
        state = outcome.state
        log.append((seat, opt.action()))
    return state, log


@pytest.mark.parametrize("game_id", IDS)
def test_every_registered_game_has_a_contract_kit_and_a_sound_setup(game_id: str) -> None:
    game = registry.get(game_id)
    k = kit(game_id)
    assert k.GAME.id == game.id
    assert game.command_group and game.name and 1 <= game.min_players <= game.max_players
    choices = game.setup_choices()
    assert len({c.key for c in choices}) == len(choices)
    for c in choices:
        assert len({v for v, _ in c.values}) == len(c.values), c.key
        assert c.default is None or c.default in c.names(), c.key
    table = {c.key: c.resolve(None) for c in choices if not c.per_seat}
    lo, hi = game.player_counts(table)
    assert game.min_players <= lo <= hi <= game.max_players


@pytest.mark.parametrize("game_id", IDS)
@pytest.mark.parametrize("setup", [0, 1])
def test_random_playout_replays_and_round_trips(game_id: str, setup: int) -> None:
    k = kit(game_id)
    game: Game[Any] = k.GAME
    options, seats = k.SETUPS[setup]
    seed = f"contract-{game_id}-{setup}"
    state, log = playout(game, options, seats, seed, k.STEPS)
    assert dumped(game, game.replay(options, seats, seed, log)) == dumped(game, state)
    assert dumped(game, game.load(json.loads(dumped(game, state)))) == dumped(game, state)


@pytest.mark.parametrize("game_id", IDS)
def test_a_refusal_changes_nothing(game_id: str) -> None:
    k = kit(game_id)
    game: Game[Any] = k.GAME
    options, seats = k.SETUPS[1]
    state, _ = playout(game, options, seats, f"refuse-{game_id}", 10)
    before = dumped(game, state)
    with pytest.raises(RulesError):
        game.apply(state, 0, {"type": "no-such-action"})
    movers = game.to_move(state)
    idle = [s.seat for s in game.players(state) if s.seat not in movers]
    mover_options = game.decision(state, movers[0]).options if movers else ()  # type: ignore[union-attr]
    for seat in idle:
        for o in mover_options[:5]:
            try:
                game.apply(state, seat, o.action())
            except RulesError:
                continue
    assert dumped(game, state) == before


@pytest.mark.parametrize("game_id", IDS)
def test_the_public_view_does_not_depend_on_hidden_information(game_id: str) -> None:
    k = kit(game_id)
    game: Game[Any] = k.GAME
    options, seats = k.SETUPS[1]
    rnd = random.Random(game_id)
    state, _ = playout(game, options, seats, f"hidden-{game_id}", k.STEPS // 2)
    for _ in range(4):
        other = k.scramble_hidden(state, rnd)
        assert game.view(other, None) == game.view(state, None)


@pytest.mark.parametrize("game_id", IDS)
def test_public_messages_do_not_depend_on_hidden_information(game_id: str) -> None:
    """What an action tells the table does not change when the other hidden information does (the
    rest of the hands, deck order, face-down tokens), unless the action itself reveals something (it
    closes the undo window). What the action itself names is checked by each game's own tests."""
    k = kit(game_id)
    game: Game[Any] = k.GAME
    options, seats = k.SETUPS[1]
    rnd = random.Random(f"messages-{game_id}")
    state = game.new(options, seats, f"messages-{game_id}").state
    compared = 0
    for _ in range(k.STEPS // 2):
        movers = game.to_move(state)
        if not movers:
            break
        seat = rnd.choice(movers)
        d = game.decision(state, seat)
        assert d is not None
        action = rnd.choice(d.options).action()
        out = game.apply(state, seat, action)
        if not out.undo_closed:
            for _try in range(20):  # scramble until the hidden cards allow the same action
                try:
                    other = game.apply(k.scramble_hidden(state, rnd), seat, action)
                except RulesError:  # the scrambled hand lacks what the action names
                    continue
                if not other.undo_closed:
                    assert [e.text for e in other.events] == [e.text for e in out.events], action
                    compared += 1
                break
        state = out.state
    assert compared > 0
