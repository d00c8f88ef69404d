"""§5.1, §11.1: Astrologers proclamations are drawn at an Astrologers round and applied: at once,
at the next Resource round, or while in force until the next Astrologers round."""

from __future__ import annotations

import pytest

from bot.games.homm3 import cards, effects, progress
from bot.games.homm3.state import Homm3State, OwnedUnit
from tests.games.homm3.game_helpers import DATA, ctx, new


def proclaim(card: str, state: Homm3State | None = None) -> Homm3State:
    state = state or new()
    state.round = 2
    state.proclamations.cards = [card] + [c for c in state.proclamations.cards if c != card]
    c = ctx(state)
    progress.proclaim(c)
    effects.settle(c)
    c.finish()
    return state


def test_every_proclamation_has_effect_data() -> None:
    assert len(DATA.proclamations) == 19
    for pr in DATA.proclamations.values():
        assert pr.does or pr.id == "dead_silence", pr.id


def test_gold_dragon_pays_at_the_next_resource_round_not_now() -> None:
    state = new()
    before = [p.resources["gold"] for p in state.players]
    proclaim("gold_dragon", state)
    assert [p.resources["gold"] for p in state.players] == before
    state.round = 3
    effects.settle(ctx(state))
    assert [p.resources["gold"] for p in state.players] == [g + 5 for g in before]


@pytest.mark.parametrize(
    ("card", "amount"), [("wild_debauchery", -5), ("merry_leprechaun", 1), ("greedy_dragon", -1)]
)
def test_resource_round_proclamations(card: str, amount: int) -> None:
    state = new()
    resource = "gold" if card == "wild_debauchery" else "valuables"
    for p in state.players:
        p.resources[resource] = 3
    proclaim(card, state)
    state.round = 3
    effects.settle(ctx(state))
    assert [p.resources[resource] for p in state.players] == [max(0, 3 + amount)] * 2


@pytest.mark.parametrize(("card", "mp"), [("battalions_stallion", 4), ("magic_tortoise", 2)])
def test_movement_proclamations_change_each_turns_mp(card: str, mp: int) -> None:
    state = proclaim(card)
    c = ctx(state)
    progress.start_turn(c)
    assert state.players[state.seat].main.mp == mp


def test_profuse_growth_raises_the_hand_limit() -> None:
    state = proclaim("profuse_growth")
    p = state.players[0]
    assert cards.hand_limit(DATA, p, state) == DATA.level(p.level).hand_limit + 1


def test_fancy_pixie_gives_positive_morale_except_necropolis() -> None:
    state = proclaim("fancy_pixie")
    assert [p.morale for p in state.players] == [1 if p.faction != "necropolis" else 0 for p in state.players]


def test_terrible_plague_turns_a_pack_back_to_few() -> None:
    state = new()
    state.players[0].units = [OwnedUnit("halberdiers", True)]
    proclaim("terrible_plague", state)
    assert not state.players[0].units[0].pack


def test_isras_friends_offers_a_half_price_reinforcement() -> None:
    state = new()
    state.players[0].units = [OwnedUnit("halberdiers", False)]
    state.players[0].resources["gold"] = 20
    proclaim("isras_friends", state)
    assert any(q.kind == "card_reinforce" and q.seat == 0 for q in state.pending)


@pytest.mark.parametrize(("card", "die"), [("fluffy_rabbit", "treasure"), ("white_raven", "resource")])
def test_dice_proclamations_ask_every_player_to_roll(card: str, die: str) -> None:
    state = proclaim(card)
    assert sorted(q.seat for q in state.pending if q.kind == "dice_kind" and q.options[0][0] == die) == [0, 1]


def test_friendly_beaver_clears_visited_markers_and_draws_again_in_the_first_astrologers_round() -> None:
    state = new()
    k = next(iter(state.fields))
    state.fields[k].visited = True
    proclaim("friendly_beaver", state)
    assert not state.fields[k].visited
    assert state.proclamation != "friendly_beaver"


def test_annoying_lizard_reshuffles_artifacts_and_spells_in_hand() -> None:
    state = new()
    p = state.players[0]
    p.hand = ["spell:haste", "artifact:speculum", "basic:attack"]
    p.deck = ["basic:defense"] * 4
    proclaim("annoying_lizard", state)
    assert len(p.hand) == 3 and "basic:attack" in p.hand


@pytest.mark.parametrize(
    "card", ["crazy_wizard", "grim_warlock", "swift_weasel", "groovy_satyr", "dead_silence"]
)
def test_proclamations_in_force_are_read_while_they_last(card: str) -> None:
    state = proclaim(card)
    op = {
        "crazy_wizard": "first_spell_returns",
        "grim_warlock": "first_spell_power",
        "swift_weasel": "extra_die",
        "groovy_satyr": "neutral_swap",
    }
    if card in op:
        assert cards.in_force(state, DATA, op[card]) == 1
    assert state.proclamation == card
