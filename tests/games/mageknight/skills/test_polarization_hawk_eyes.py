"""Arythea's Polarization and Wolfhawk's Hawk Eyes (data/mageknight/skills.toml, LL digest §6;
docs/rulings.md R-POLAR). Hawk Eyes at Night gives an exploring discount (exploration.explore_cost)."""

from __future__ import annotations

from bot.games.mageknight.state import GameState

from ..builder import Table, act, assert_illegal, play, player
from .kit import skill_ids, use


# ----------------------------------------------------------------------------- Polarization
def polar(night: bool = False) -> GameState:
    t = Table("arythea").hand("march", "stamina").crystals(white=1).source("black", "gold", "red")
    state = (t.night() if night else t.day()).build()
    state.players[0].skills = ["arythea_polarization"]
    return state


def test_arythea_polarization_pays_green_with_a_white_crystal() -> None:
    state = polar()
    powered = {"type": "play", "card": "march", "mode": "powered", "params": {"mana": "polar-crystal:white"}}
    assert_illegal(state, 0, powered, "Cannot pay green")
    state = use(state, "arythea_polarization", mode="use-mana-as-4")  # white as green
    state = act(state, powered)
    assert state.turn is not None and state.turn.move == 4 and player(state).crystals["white"] == 0
    assert not state.turn.has("polarize")  # one mana only
    assert_illegal(
        state,
        0,
        {"type": "play", "card": "stamina", "mode": "powered", "params": {"mana": "polar-crystal:white"}},
        "Cannot pay",
    )


def test_arythea_polarization_black_die_by_day_as_any_basic_colour() -> None:
    state = polar()
    assert "skill skill:arythea_polarization mode:if-6" not in skill_ids(state)  # Night only
    state = use(state, "arythea_polarization", mode="if-5")
    state = play(state, "march", "powered", mana="polar-die:black")
    assert state.turn is not None and state.turn.move == 4 and state.turn.dice_used == 1


def test_arythea_polarization_gold_die_at_night_as_black() -> None:
    state = polar(night=True)
    state = use(state, "arythea_polarization", mode="if-6")
    assert state.turn is not None and [m.params for m in state.turn.mods("polarize")] == [
        {"from": ["gold"], "as": ["black"]}
    ]
    from bot.games.mageknight import mana

    assert "polar-die:gold" in mana.payment_options(state, player(state), state.turn, "black")
    assert "polar-die:gold" not in mana.payment_options(state, player(state), state.turn, "red")


# ----------------------------------------------------------------------------- Hawk Eyes
def hawk(night: bool) -> GameState:
    t = Table("wolfhawk").hand("march").at("0,0")
    t.space("2,-1", "plains", "keep").token("2,-1", "guardsmen", rampaging=None, face_up=False)
    t.space("3,0", "plains", "mage_tower").token("3,0", "ice_mages", rampaging=None, face_up=False)
    state = (t.night() if night else t.day()).build()
    state.players[0].skills = ["wolfhawk_hawk_eyes"]
    return state


def test_wolfhawk_hawk_eyes_by_day_move_one_and_garrisons_within_two_are_revealed() -> None:
    state = use(hawk(night=False), "wolfhawk_hawk_eyes")
    assert state.turn is not None and state.turn.move == 1
    assert state.spaces["2,-1"].tokens[0].face_up  # 2 away
    assert not state.spaces["3,0"].tokens[0].face_up  # 3 away


def test_wolfhawk_hawk_eyes_at_night_move_one_and_an_exploring_discount() -> None:
    """At Night no garrison is revealed; exploring costs 1 less this turn (test_exploration.py
    explores with it)."""
    state = hawk(night=True)
    assert skill_ids(state) == ["skill skill:wolfhawk_hawk_eyes"]
    state = use(state, "wolfhawk_hawk_eyes")
    assert state.turn is not None and state.turn.move == 1 and state.turn.total("explore_discount") == 1
    assert not state.spaces["2,-1"].tokens[0].face_up
