"""UE rules digest §8.4-§8.5: the set-up numbers, special rules and end conditions of First
Reconnaissance (with its solo variant), Full Conquest, Blitz Conquest and Solo Conquest."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import load
from bot.games.mageknight.exploration import in_shape
from bot.games.mageknight.growth import command_token_coming, level_due, level_up
from bot.games.mageknight.setup import PLAYABLE_SCENARIOS, Seat
from bot.games.mageknight.state import DUMMY_SEAT, GameState, Space

DATA = load()
HEROES = ("tovak", "goldyx", "arythea", "norowas")


def new(scenario: str, n: int, seed: str = "scen") -> GameState:
    return mk.new_game(scenario, [Seat(i + 1, f"P{i}", HEROES[i]) for i in range(n)], seed, DATA).state


def stack(state: GameState) -> tuple[int, int, int]:
    """(countryside, core city, core non-city) tiles in the stack, counting the set-up tiles."""
    placed = [t for t in state.tiles if t.kind == "countryside"]
    country = state.tile_stack_kinds.count("countryside") + len(placed)
    cores = [t for t, k in zip(state.tile_stack, state.tile_stack_kinds, strict=True) if k == "core"]
    city = sum(1 for t in cores if DATA.tiles[t].city)
    return country, city, len(cores) - city


def test_the_playable_scenarios() -> None:
    assert set(PLAYABLE_SCENARIOS) == {
        "first_reconnaissance",
        "full_conquest",
        "blitz_conquest",
        "solo_conquest",
    }


@pytest.mark.parametrize(
    ("scenario", "n", "numbers", "rounds"),
    [
        ("full_conquest", 2, (8, 2, 1), 6),
        ("full_conquest", 3, (9, 3, 2), 6),
        ("blitz_conquest", 2, (6, 2, 1), 4),
        ("blitz_conquest", 3, (7, 3, 2), 4),
        ("full_conquest", 4, (11, 4, 3), 6),
        ("blitz_conquest", 4, (9, 4, 3), 4),
        ("solo_conquest", 1, (7, 2, 2), 6),
        ("first_reconnaissance", 1, (8, 1, 2), 4),
    ],
)
def test_set_up_numbers_by_player_count(
    scenario: str, n: int, numbers: tuple[int, int, int], rounds: int
) -> None:
    state = new(scenario, n)
    assert stack(state) == numbers
    assert DATA.scenarios[scenario].rounds_for(n) == rounds


@pytest.mark.parametrize(("scenario", "columns"), [("full_conquest", (-2, 2)), ("blitz_conquest", (-1, 2))])
def test_four_player_conquests_use_an_open_map_on_side_b(scenario: str, columns: tuple[int, int]) -> None:
    """UE §2.3: Open = side B with three tiles around it, at most 5 columns; Open 4 columns opens more to
    the right (b > 0) than to the left."""
    state = new(scenario, 4)
    assert state.tiles[0].id == "B"
    assert sorted(tuple(t.addr) for t in state.tiles) == [(0, 0), (0, 1), (1, -1), (1, 0)]
    shape = DATA.scenarios[scenario].map_shape[4]
    allowed = [b for b in range(-6, 7) if in_shape(state, shape, (5, b))]
    assert (min(allowed), max(allowed)) == columns
    assert not in_shape(state, shape, (0, -1)) and not in_shape(state, shape, (-1, 1))


def test_blitz_conquest_starts_at_one_fame_reputation_two_and_a_bigger_source() -> None:
    state = new("blitz_conquest", 2)
    assert [p.fame for p in state.players] == [1, 1]
    assert [p.reputation for p in state.players] == [2, 2]
    assert len(state.source) == 2 + 3 and len(state.unit_offer) == 2 + 3


def test_blitz_conquest_gives_one_more_fame_for_each_fame_row_crossed() -> None:
    state = new("blitz_conquest", 2)
    p = state.players[0]
    p.fame = DATA.levels.fame_thresholds[1]  # just reached level 2
    level_up(Ctx(state, DATA), p)
    assert p.level == 2 and p.fame == DATA.levels.fame_thresholds[1] + 1


def test_blitz_conquest_extra_fame_can_cross_one_more_row_and_bring_a_command_token() -> None:
    """UE §8.5.3 with §3.5 steps 5-6: Fame 7 at level 1 crosses into level 2, whose extra Fame (8) crosses
    into level 3; the level foreseen for a postponed unit reward (R-UNIT-LEVEL) is the level reached."""
    state = new("blitz_conquest", 2)
    p = state.players[0]
    p.fame = DATA.levels.fame_thresholds[2] - 1
    ctx = Ctx(state, DATA)
    assert level_due(ctx, p) == 3 and command_token_coming(ctx, p)
    level_up(ctx, p)
    assert p.level == 3 and p.fame == DATA.levels.fame_thresholds[2] + 1


def test_solo_conquest_removes_the_interactive_spells() -> None:
    state = new("solo_conquest", 1)
    spells = state.spell_deck + state.spell_offer
    assert spells and not any(DATA.cards[c].interactive for c in spells)


def _conquer_every_city(state: GameState) -> None:
    total = DATA.scenarios[state.scenario].core_city[len(state.players)]
    for i in range(total):
        state.spaces[f"20,{i}"] = Space(
            terrain="plains", tile="x", site="city", owner=0, shields=[0], city="red"
        )


def _end_turn(state: GameState) -> GameState:
    seat = mk.to_move(state)
    assert seat is not None and state.turn is not None
    p = state.players[seat]
    card = next(c for c in p.hand if c != "wound")
    return mk.apply(state, seat, {"type": "end_turn", "discard": [card]}, DATA).state


def _play_tactics(state: GameState) -> GameState:
    while state.phase == "tactics":
        seat = mk.to_move(state)
        assert seat is not None
        state = mk.apply(
            state, seat, {"type": "tactic", "tactic": state.tactics_available[0], "cards": "none"}, DATA
        ).state
    return state


def test_full_conquest_ends_after_a_final_turn_for_everyone_once_every_city_falls() -> None:
    state = _play_tactics(new("full_conquest", 2))
    first = mk.to_move(state)
    _conquer_every_city(state)
    state = _end_turn(state)
    assert state.phase == "turns" and sorted(state.game_end_turns or []) == [0, 1]
    state = _end_turn(state)
    assert state.phase == "turns"  # the one who triggered it plays one more turn too
    state = _end_turn(state)
    assert state.phase == "game_over" and state.result is not None
    assert state.result["success"] is True and state.result["cities"] == {"conquered": 2, "total": 2}
    assert first is not None


def test_solo_conquest_gives_only_the_player_a_final_turn() -> None:
    state = _play_tactics(new("solo_conquest", 1))
    _conquer_every_city(state)
    if state.turn is None or state.phase != "turns":
        pytest.skip("the Dummy ended the round first")  # pragma: no cover
    state = _end_turn(state)
    assert state.game_end_turns == [0]
    assert DUMMY_SEAT not in state.game_end_turns
    state = _end_turn(state)
    assert state.phase == "game_over" and state.result is not None
    row = state.result["scores"][0]
    assert row["bonuses"]["cities_conquered"] == 20 and row["bonuses"]["all_cities_conquered"] == 15
    assert row["bonuses"]["unused_rounds"] == 30 * 5  # ended in round 1 of 6


def test_first_reconnaissance_solo_final_turn_after_the_city_is_revealed() -> None:
    state = _play_tactics(new("first_reconnaissance", 1))
    state.city_revealed = True
    state = _end_turn(state)
    assert state.game_end_turns == [0]
    state = _end_turn(state)
    assert state.phase == "game_over" and state.result is not None
    assert state.result["scores"][0]["titles"] == {}


def test_scenarios_not_playable_yet_are_refused_with_the_playable_list() -> None:
    with pytest.raises(IllegalActionError, match="not available yet"):
        new("full_cooperation", 2)
    with pytest.raises(IllegalActionError, match="not 1"):
        new("full_conquest", 1)
