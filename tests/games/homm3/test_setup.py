"""Rulebook §3 (set-up) through our scenarios: factions and heroes, decks of 9, resources, the map,
the first player and the starting bonus (ruled H-SETUP-*)."""

from __future__ import annotations

import pytest

from bot.engine.contract import PlayerSeat
from bot.engine.errors import IllegalActionError
from bot.games.homm3 import geography
from tests.games.homm3.game_helpers import DATA, GAME, TWO, ids, new


def test_each_player_starts_with_nine_cards_the_scenarios_resources_and_a_flagged_town() -> None:
    state = GAME.new({"scenario": "border_skirmish", "difficulty": "normal"}, TWO, "s").state
    for seat, p in enumerate(state.players):
        assert len(p.deck) == 9 and p.hand == []
        assert p.resources == {"gold": 15, "building_materials": 3, "valuables": 1}
        home = geography.town_field(state, seat)
        assert p.main.at == home and state.fields[home].owner == seat
        assert len(p.far_tiles) == 3
    assert state.players[0].hero == "catherine" and state.players[1].hero == "alamar"  # Might / Magic


def test_the_map_for_two_players_has_two_start_tiles_face_up_and_the_rest_face_down() -> None:
    state = GAME.new({"scenario": "border_skirmish", "difficulty": "normal"}, TWO, "s").state
    up = [s.kind for s in state.slots if s.face_up]
    down = sorted(s.kind for s in state.slots if not s.face_up)
    assert up == ["start", "start"] and down == ["centre", "near", "near"]
    assert len(state.fields) == 14


@pytest.mark.parametrize(
    ("difficulty", "bonus"), [("easy", 2), ("normal", 2), ("hard", 2), ("impossible", 0)]
)
def test_the_starting_bonus_is_asked_by_difficulty(difficulty: str, bonus: int) -> None:
    state = GAME.new({"scenario": "border_skirmish", "difficulty": difficulty}, TWO, "s").state
    if bonus:
        seat = GAME.to_move(state)[0]
        assert len(ids(state, seat)) == bonus and state.phase == "bonus"
    else:
        assert state.phase == "play" and not state.pending


def test_after_the_bonus_the_first_player_draws_up_to_four() -> None:
    state = new(difficulty="normal")
    first = state.order[0]
    assert state.phase == "play" and len(state.players[first].hand) == DATA.level(1).hand_limit


def test_two_players_cannot_share_a_faction_and_the_player_count_must_fit() -> None:
    with pytest.raises(IllegalActionError):
        GAME.new(
            {"scenario": "border_skirmish"},
            [PlayerSeat(1, "A", {"faction": "castle"}), PlayerSeat(2, "B", {"faction": "castle"})],
            "s",
        )
    with pytest.raises(IllegalActionError):
        GAME.new({"scenario": "lone_pathfinder"}, TWO, "s")


def test_three_players_and_solo_set_up() -> None:
    three = [*TWO, PlayerSeat(3, "Cat", {"faction": "necropolis"})]
    state = new(seats=three)
    assert len(state.order) == 3 and len(state.slots) == 7
    solo = new("lone_pathfinder", seats=[PlayerSeat(1, "Ann", {"faction": "necropolis", "hero": "magic"})])
    assert solo.mode == "solo" and any(s.tile == "C2" for s in solo.slots)
