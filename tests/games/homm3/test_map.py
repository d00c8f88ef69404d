"""Rulebook §6.7-§6.9 and §9.8 (visiting fields) and §8.1/§8.3/§8.8 (when a neutral combat starts,
who controls the neutrals, quick combat). Ruled H-CLASH-NEUTRALS, H-SANCTUARY."""

from __future__ import annotations

from bot.games.homm3 import fields, fight, geography, progress
from bot.games.homm3.state import Homm3State, OwnedUnit
from tests.games.homm3.game_helpers import DATA, act, ctx, field_with, ids, new


def test_a_guarded_mine_starts_a_combat_whose_neutrals_the_previous_player_controls() -> None:
    state = new()
    seat = state.seat
    mine = field_with(state, "mine")
    state.players[seat].main.at = next(k for k in state.fields if mine in _adjacent(state, k) and k != mine)
    state = act(state, seat, type="move", hero="main", to=mine)
    assert state.fight is not None and state.fight.kind == "neutral"
    assert state.fight.combat.sides[1].seat == state.order[1]  # the other player in a 2-player Clash
    assert state.fight.neutrals and all(DATA.neutrals[n].tier == "bronze" for n in state.fight.neutrals)


def _adjacent(state: Homm3State, k: str) -> list[str]:
    return geography.adjacent(state, k)


def test_in_cooperative_mode_the_engine_plays_the_neutrals() -> None:
    state = new("twin_guardians")
    assert fight.neutral_controller(state) is None


def test_quick_combat_a_hero_a_level_above_the_difficulty_wins_at_once() -> None:
    state = new()
    seat = state.seat
    state.players[seat].level = 2
    mine = field_with(state, "mine")
    c = ctx(state)
    fields.enter(c, seat, "main", mine, None)
    assert state.fight is None and state.fields[mine].owner == seat
    assert state.players[seat].resources["building_materials"] == 3 + 2  # the first owner's income at once


def test_a_one_shot_location_pays_once_and_is_then_empty() -> None:
    state = new()
    seat = state.seat
    c = ctx(state)
    k = field_with(state, "empty")
    state.fields[k].tile, state.fields[k].index = "F3", _index("F3", "water_wheel")
    before = state.players[seat].resources["gold"]
    fields.visit(c, seat, "main", k)
    fields.visit(c, seat, "main", k)
    assert state.players[seat].resources["gold"] == before + 3 and state.fields[k].visited


def _index(tile: str, location: str) -> int:
    return next(i for i, f in enumerate(DATA.tiles[tile].fields) if f.location == location)


def test_a_settlement_captured_for_the_first_time_offers_income_and_pays_it_now() -> None:
    state = new()
    seat = state.seat
    c = ctx(state)
    k = field_with(state, "empty")
    tile = next(t.id for t in DATA.tiles.values() if any(f.location == "settlement" for f in t.fields))
    state.fields[k].tile, state.fields[k].index = tile, _index(tile, "settlement")
    fields.visit(c, seat, "main", k)
    assert state.pending and state.pending[0].kind == "settlement"
    state = act(state, seat, type="choose", pick="gold")
    assert state.fields[k].owner == seat and state.fields[k].income == "gold"
    assert state.players[seat].resources["gold"] == 15 + 5


def test_a_lost_army_comes_back_as_the_scenarios_starting_units() -> None:
    state = new()
    seat = state.seat
    c = ctx(state)
    state.players[seat].units = [OwnedUnit("griffins")]
    progress.restore_units(c, seat)
    assert [u.card for u in state.players[seat].units] == ["halberdiers", "marksmen"]


def test_blocked_fields_cannot_be_entered() -> None:
    state = new()
    seat = state.seat
    blocked = field_with(state, "blocked")
    assert not fields.may_enter(ctx(state), seat, blocked)
    assert not any(i.endswith(blocked) for i in ids(state, seat) if i.startswith("move"))
