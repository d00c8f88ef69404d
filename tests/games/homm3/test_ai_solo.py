"""Rulebook §10 (solo against the AI): the AI cards (ours, H-AI-CARDS) validated at load, the AI
opponent on the map (H-AI-OPPONENT), its turn step by step (§10.3, H-AI-MOVE, H-AI-TURN), its combat
(§10.2 with an AI card per activation, H-AI-COMBAT), and whole solo games played to their result."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine.contract import PlayerSeat
from bot.engine.records import DataError
from bot.engine.rng import Rng
from bot.games.homm3 import geography
from bot.games.homm3.ai import movement
from bot.games.homm3.ai.cards import ai_data, parse
from bot.games.homm3.ai.combat import effects
from bot.games.homm3.data.bundle import DEFAULT_DIR
from bot.games.homm3.state import Homm3State
from tests.games.homm3.game_helpers import DATA, GAME, act, ctx

SOLO = [PlayerSeat(1, "Ann", {"faction": "castle"})]


def solo(seed: str = "t", difficulty: str = "impossible") -> Homm3State:
    return GAME.new({"scenario": "lone_pathfinder", "difficulty": difficulty}, SOLO, seed).state


def test_the_ai_deck_is_twenty_cards_of_our_own_each_naming_its_ruling() -> None:
    data = ai_data()
    assert len(data.deck()) == 20
    for card in data.cards.values():
        assert "(ours)" in card.name and not card.verified
        assert all("H-AI-" in o for o in card.ours)
        assert [d for d, _ in card.values] == ["easy", "normal", "hard", "impossible"]


def test_a_bad_ai_card_is_refused_naming_file_card_and_field(tmp_path: Path) -> None:
    text = (DEFAULT_DIR / "ai.toml").read_text().replace('effect = "attack"', 'effect = "fireworks"', 1)
    (tmp_path / "ai.toml").write_text(text)
    with pytest.raises(DataError, match=r"ai.toml: AI card 'battle_fury': effect: unknown value"):
        parse(tmp_path / "ai.toml", DATA)
    text = (DEFAULT_DIR / "ai.toml").read_text().replace("copies = 3", "copies = 4", 1)
    (tmp_path / "ai.toml").write_text(text)
    with pytest.raises(DataError, match="the AI deck has 21 cards"):
        parse(tmp_path / "ai.toml", DATA)


def test_a_solo_game_sets_the_ai_on_its_town_with_its_army_and_decks() -> None:
    state = solo()
    ai = state.ai
    assert ai is not None and ai.faction == "necropolis" and ai.level == 4
    assert ai.at == ai.town and ai.fields == [ai.town]
    assert geography.location(state, DATA, ai.town) == "town"
    assert [u.card for u in ai.units] == ["skeletons", "zombies", "wraiths"] and ai.units[0].pack
    assert len(ai.deck.cards) == 20 and sorted(ai.deck.cards) == sorted(ai_data().deck())
    assert state.fields[ai.town].owner is None  # the AI is no seat (H-AI-FIELDS)


def test_other_modes_have_no_ai() -> None:
    from tests.games.homm3.game_helpers import new

    assert new().ai is None


def test_the_ai_turn_follows_the_player_and_spends_three_mp_toward_the_town() -> None:
    """§10.3 step 3: nothing of the AI's tile to take and no hero near: it heads for the player's
    town, exploring the face-down tiles in its way (1 MP each, H-AI-MOVE); then the round goes on."""
    state = solo()
    ai = state.ai
    assert ai is not None
    c = ctx(state)
    why, where = movement.goal(c, ai) or ("", "")
    assert why in ("take", "town")
    before = ai.at
    state = act(state, 0, type="end_turn")
    ai = state.ai
    assert ai is not None and not ai.moving and ai.mp == 0
    assert ai.at != before or len(state.fields) > 28 or ai.fields != [ai.town]
    assert state.round == 2 and state.seat == 0


def test_each_ai_step_is_one_mp_and_follows_the_step_order() -> None:
    state = solo()
    ai = state.ai
    assert ai is not None
    c = ctx(state)
    movement.start_turn(c)
    seen = []
    while ai.moving:
        mp = ai.mp
        aim = movement.goal(c, ai)
        movement.step(c)
        seen.append((aim, ai.at))
        assert ai.mp in (mp - 1, 0)
    assert len(seen) <= 4


def test_step_one_the_ai_heads_for_the_players_hero_on_its_tile() -> None:
    state = solo()
    ai = state.ai
    assert ai is not None
    near = next(
        k for k in geography.adjacent(state, ai.town) if geography.location(state, DATA, k) != "blocked"
    )
    state.players[0].main.at = near
    assert movement.goal(ctx(state), ai) == ("hero", near)
    state = act(state, 0, type="end_turn")  # the AI walks onto the hero: a combat, the player defends
    assert state.fight is not None and state.fight.kind == "ai"
    assert GAME.to_move(state) == (0,)  # the player sets up (the AI placed first, as the attacker)


def test_step_two_the_ai_takes_a_mine_or_settlement_of_its_tile() -> None:
    state = solo()
    ai = state.ai
    assert ai is not None
    aim = movement.goal(ctx(state), ai)
    assert aim is not None and aim[0] == "take"  # its starting tile has a mine
    assert geography.location(state, DATA, aim[1]) in ("mine", "settlement")
    c = ctx(state)
    movement.start_turn(c)
    while ai.moving and aim[1] not in ai.fields:
        movement.step(c)
    assert aim[1] in ai.fields and state.fields[aim[1]].ever_owned


def test_an_ai_card_is_drawn_for_every_ai_activation_and_acts() -> None:
    state = solo()
    ai = state.ai
    assert ai is not None
    near = next(
        k for k in geography.adjacent(state, ai.town) if geography.location(state, DATA, k) != "blocked"
    )
    state.players[0].main.at = near
    state = act(state, 0, type="end_turn")
    n = 0
    while state.fight is not None and n < 400:
        seat = GAME.to_move(state)[0]
        state = act(state, seat, **GAME.decision(state, seat).options[0].action())  # type: ignore[union-attr]
        n += 1
    ai = state.ai
    assert ai is not None and ai.drawn and len(ai.deck.discard) + len(ai.deck.cards) >= 1
    assert len(ai.deck.discard) >= 1


def test_ai_card_effects_by_difficulty() -> None:
    from bot.games.homm3.combat.state import UNTIL_ACTIVATION
    from tests.games.homm3.conftest import battle

    combat = battle({"b2": "castle.halberdiers"}, {"b4": "necropolis.skeletons"})
    d1 = combat.unit("D1")
    fury = ai_data().cards["battle_fury"]
    assert effects(combat, fury, d1, "easy") == []
    (e,) = effects(combat, fury, d1, "impossible")
    assert (e.kind, e.unit, e.amount, e.until) == ("attack", "D1", 2, UNTIL_ACTIVATION)
    (bolt,) = effects(combat, ai_data().cards["arcane_bolt"], d1, "hard")
    assert (bolt.kind, bolt.unit, bolt.amount, bolt.source) == ("damage", "A1", 2, "spell")


def _policy_game(seed: str, limit: int = 4000) -> Homm3State:
    """A deterministic policy: combat takes the first offered option; on the map the hero walks
    toward the AI's town and fights, ending the turn when out of MP."""
    state = solo(seed, "normal")
    rng = Rng(seed + "/policy")
    for _ in range(limit):
        if state.phase == "over":
            break
        seat = GAME.to_move(state)[0]
        opts = list(GAME.decision(state, seat).options)  # type: ignore[union-attr]
        moves = [o for o in opts if o.command == "move"]
        pick = opts[0]
        if moves and state.fight is None and not state.pending:
            pick = rng.choice(moves)
        elif state.fight is None and not state.pending:
            pick = next(o for o in opts if o.command == "end-turn")
        state = GAME.apply(state, seat, pick.action()).state
    return state


def test_a_solo_game_is_played_to_its_result_by_a_deterministic_policy() -> None:
    a = _policy_game("policy1")
    b = _policy_game("policy1")
    assert a.phase == "over" and a.result is not None
    assert GAME.dump(a) == GAME.dump(b)  # the same seed and policy: the same game


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.text(alphabet="abcdefgh", min_size=1, max_size=6))
def test_the_ai_never_makes_an_illegal_move(seed: str) -> None:
    """Random solo play: every AI decision is one of the offered combat options (fight.act raises
    otherwise), every AI step goes to an adjacent field or explores, and to_move never names the AI."""
    state = solo(seed, "hard")
    rng = Rng(seed)
    for _ in range(300):
        if state.phase == "over":
            break
        assert GAME.to_move(state) == (0,)
        ai = state.ai
        assert ai is not None and ai.at in state.fields
        before = ai.at
        opts = list(GAME.decision(state, 0).options)  # type: ignore[union-attr]
        state = GAME.apply(state, 0, rng.choice(opts).action()).state
        ai = state.ai
        assert ai is not None and ai.at is not None
        assert not ai.moving or state.fight is not None or state.pending
        assert ai.at == before or ai.at in state.fields
