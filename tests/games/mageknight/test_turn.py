"""§3.4-3.5 The turn: rest, minimum play, the end-of-turn sequence (dice, Forced Withdrawal, clean-up,
glade, mine, level up, draw)."""

from __future__ import annotations

from collections import Counter

from .builder import (
    DATA,
    Table,
    act,
    assert_illegal,
    end_turn,
    move,
    play,
    player,
    rest,
)

DECK = ("march", "stamina", "rage", "promise", "threaten", "swiftness", "crystallize")


# ----------------------------------------------------------------------------- rest (§3.4)
def test_standard_rest_discards_one_non_wound_and_any_wounds() -> None:
    """§3.4 Standard Rest: discard exactly one non-Wound card plus any number of Wounds; the Wounds go
    to the discard pile (not healing)."""
    state = Table().hand("march", "rage", "wound", "wound").build()
    state = rest(state, "march", "wound", "wound")
    p = player(state)
    assert p.hand == ["rage"] and Counter(p.discard) == Counter({"march": 1, "wound": 2})
    assert state.turn is not None and state.turn.rested


def test_standard_rest_needs_exactly_one_non_wound() -> None:
    """§3.4: a Standard Rest discards one non-Wound card, no more and no fewer."""
    state = Table().hand("march", "rage", "wound").build()
    assert_illegal(state, 0, {"type": "rest", "discard": ["march", "rage"]}, "exactly one non-Wound")
    assert_illegal(state, 0, {"type": "rest", "discard": ["wound"]}, "exactly one non-Wound")


def test_slow_recovery_when_the_hand_is_only_wounds() -> None:
    """§3.4 Slow Recovery: with only Wounds in hand, discard one Wound; which rest applies depends on
    the hand at the moment you rest."""
    state = Table().hand("march", "wound", "wound").build()
    state = play(state, "march")
    state = rest(state)
    assert player(state).hand == ["wound"] and player(state).discard == ["wound"]
    state = end_turn(state)
    assert player(state).discard.count("wound") == 1


def test_no_movement_after_rest_and_no_rest_after_movement() -> None:
    """§3.4 / §5.1: resting means no movement; once you moved (or explored) it is a regular turn."""
    state = Table().hand("march", "rage", "stamina").build()
    rested = rest(play(state, "march"), "rage")
    assert_illegal(rested, 0, {"type": "move", "hex": "1,0"}, "rested")
    assert_illegal(rested, 0, {"type": "rest", "discard": ["stamina"]}, "already rested")
    moved = move(play(state, "march"), "1,0")
    assert_illegal(moved, 0, {"type": "rest", "discard": ["rage"]}, "regular turn")


def test_healing_while_resting() -> None:
    """§4.8: healing is allowed at any time of your turn outside combat, even while resting."""
    state = Table().hand("tranquility", "rage", "wound", "wound").build()
    state = play(rest(state, "rage"), "tranquility", "basic/heal")
    assert player(state).hand == ["wound"]


# ----------------------------------------------------------------------------- minimum play (§3.4)
def test_minimum_play_one_card_played_or_discarded() -> None:
    """§3.4 / §3.5.7: you must play or discard at least one card; discarding at the end counts."""
    state = Table().hand("march", "rage").deck(*DECK).build()
    assert_illegal(state, 0, {"type": "end_turn", "discard": []}, "at least one card")
    after = end_turn(state, "rage")
    assert player(after).discard == ["rage"] and len(player(after).hand) == 5


def test_minimum_play_exception_empty_hand_with_deck() -> None:
    """§3.4: the exception: your hand is empty but your deck had cards at the start of the turn."""
    state = end_turn(Table().hand().deck(*DECK).build())
    assert len(player(state).hand) == 5


def test_only_wounds_and_nothing_played_must_rest() -> None:
    """§3.4 / §4.8: Wounds cannot be played or discarded, so a hand of Wounds must rest instead."""
    state = Table().hand("wound", "wound").deck(*DECK).build()
    assert_illegal(state, 0, {"type": "end_turn", "discard": []}, "Slow Recovery")
    assert_illegal(state, 0, {"type": "end_turn", "discard": ["wound"]}, "Wounds cannot be discarded")
    assert_illegal(state, 0, {"type": "play", "card": "wound", "mode": "sideways/move"}, "cannot be played")


# ----------------------------------------------------------------------------- end of turn (§3.5)
def test_end_of_turn_returns_dice_and_cleans_up() -> None:
    """§3.5 steps 1 and 3: used Source dice are rerolled and returned; mana tokens vanish; played cards
    go to the discard pile; unplayed cards stay in hand."""
    state = Table().source("green", "red", "blue").hand("march", "rage", "mana_draw").deck(*DECK).build()
    state = play(state, "march", "powered", mana="die:green")
    state = play(state, "mana_draw", "sideways/influence")
    assert [d.taken_by for d in state.source] == [0, None, None]
    state.turn.tokens.append("red")  # type: ignore[union-attr]
    state = end_turn(state)
    p = player(state)
    assert all(d.taken_by is None for d in state.source) and len(state.source) == 3
    assert Counter(p.discard) == Counter({"march": 1, "mana_draw": 1}) and p.play_area == []
    assert "rage" in p.hand and len(p.hand) == 5
    assert state.turn is not None and state.turn.tokens == []


def test_discard_non_wounds_before_drawing() -> None:
    """§3.5.7: before drawing you may discard any number of non-Wound cards, then draw to the limit."""
    state = Table().hand("march", "rage", "promise").deck(*DECK).build()
    state = end_turn(state, "rage", "promise")
    p = player(state)
    assert Counter(p.discard) == Counter({"rage": 1, "promise": 1})
    assert p.hand[0] == "march" and p.hand[1:] == list(DECK[:4])


def test_hand_above_the_limit_draws_nothing() -> None:
    """§3.5.7: holding more cards than the Hand limit, you draw nothing and keep the excess."""
    state = Table().hand("march", *DECK).deck("promise").build()
    state = end_turn(play(state, "march"))
    assert len(player(state).hand) == 7 and player(state).deck == ["promise"]


def test_deck_running_out_stops_the_draw() -> None:
    """§3.5.7: if the deck runs out while drawing, stop; the discard pile is not reshuffled."""
    state = Table().hand("march").deck("rage", "promise").discard("stamina").build()
    state = end_turn(play(state, "march"))
    p = player(state)
    assert sorted(p.hand) == ["promise", "rage"] and p.deck == []
    assert sorted(p.discard) == ["march", "stamina"]


def test_level_up_at_end_of_turn() -> None:
    """§3.5.6 / §4.6: levels apply only at the end of the turn. Fame 24 reaches level 5: odd levels 3
    and 5 raise Armor and Hand limit (6 at level 5) and the draw uses the new limit; even levels 2 and
    4 each ask for a skill and an AA (growth.py) before the draw."""
    state = Table().fame(24).hand("march").deck(*DECK).build()
    state = play(state, "march")
    assert player(state).level == 1
    state = end_turn(state)
    p = player(state)
    assert p.level == 5 and p.pending_level_rewards == [2, 4] and state.turn and state.turn.ending
    state = _choose_level_rewards(state)
    p = player(state)
    assert len(p.hand) == 6 and p.pending_level_rewards == [] and len(p.skills) == 2


def _choose_level_rewards(state):  # type: ignore[no-untyped-def]
    """Answer every pending level-up choice with the first option offered."""
    from bot.games.mageknight import game as mk

    from .builder import act

    while state.turn is not None and state.turn.ending:
        decision = mk.decision(state, state.turn.seat)
        state = act(state, decision.options[0].action())
    return state


def test_level_three_keeps_hand_limit_five() -> None:
    """§4.6 / facts: level 3 (Fame 8) has Armor 3, Hand limit 5 and a second Command token."""
    from .builder import DATA

    state = end_turn(play(Table().fame(8).hand("march").deck(*DECK).build(), "march"))
    state = _choose_level_rewards(state)  # level 2 on the way: a skill and an AA
    assert player(state).level == 3 and len(player(state).hand) == 5
    assert (DATA.levels.armor(3), DATA.levels.hand_limit(3), DATA.levels.command_tokens(3)) == (3, 5, 2)


# ----------------------------------------------------------------------------- space benefits (§3.5.4)
GLADE = "1,-3"  # tile 1 centre
MINE = "2,-1"  # tile 2 south-west, green crystal mine


def test_glade_gives_gold_by_day_black_by_night_at_turn_start() -> None:
    """§6.2: starting your turn in a Magical Glade gives a mana token: gold by Day, black by Night."""
    assert Table().at(GLADE).build().turn.tokens == ["gold"]  # type: ignore[union-attr]
    assert Table().at(GLADE).night().build().turn.tokens == ["black"]  # type: ignore[union-attr]
    assert Table().build().turn.tokens == []  # type: ignore[union-attr]


def test_glade_asks_whether_to_throw_away_a_wound_from_hand_or_discard() -> None:
    """§3.5.4: ending the turn in a Magical Glade, the player *may* throw away one Wound from hand or
    discard pile: the engine asks (R-ASK), from the places holding a Wound, or none; the draw waits."""
    from bot.games.mageknight import game as mk

    state = end_turn(play(Table().at(GLADE).hand("march", "wound", "wound").deck(*DECK).build(), "march"))
    assert state.turn is not None and state.turn.seat == 0 and state.turn.ending == "space"
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    assert [o.params for o in decision.options] == [{"pick": "hand"}, {"pick": "none"}]
    assert player(act(state, {"type": "choose", "pick": "hand"})).all_cards().count("wound") == 1
    kept = act(state, {"type": "choose", "pick": "none"})
    assert player(kept).all_cards().count("wound") == 2 and kept.turn is not None and kept.turn.seat == 0
    assert_illegal(state, 0, {"type": "choose", "pick": "discard"}, "Possible: pick:hand, pick:none")
    state = end_turn(play(Table().at(GLADE).hand("march").discard("wound").deck(*DECK).build(), "march"))
    state = act(state, {"type": "choose", "pick": "discard"})
    assert "wound" not in player(state).all_cards()
    nothing = end_turn(play(Table().at(GLADE).hand("march").deck(*DECK).build(), "march"))
    assert nothing.turn is not None and nothing.turn.ending is None, "no Wound: nothing to ask"


def test_crystal_mine_gives_a_crystal_but_not_above_three() -> None:
    """§3.5.4: ending the turn on a crystal mine gives one crystal of its colour; with 3 already, nothing
    (not even a token)."""
    state = end_turn(play(Table().at(MINE).hand("march").deck(*DECK).build(), "march"))
    assert player(state).crystals["green"] == 1
    state = end_turn(play(Table().at(MINE).crystals(green=3).hand("march").deck(*DECK).build(), "march"))
    assert player(state).crystals["green"] == 3


def test_moving_onto_a_mine_then_ending_the_turn() -> None:
    """§3.5.4: the mine benefit is for the space where the turn ends (after moving there: hills 3)."""
    state = Table().at("2,-2").hand("march", "rage").deck(*DECK).build()
    state = move(play(play(state, "march"), "rage", "sideways/move"), MINE)
    assert state.turn is not None and state.turn.move == 0
    state = end_turn(state)
    assert player(state).crystals["green"] == 1


# ----------------------------------------------------------------------------- withdrawal (§3.5.2)
def test_forced_withdrawal_one_wound_per_space() -> None:
    """§3.5.2 / §5.3: ending on another hero's space (no PvP in First Reconnaissance) is not safe: go
    back along your path to a safe space, 1 Wound into hand per space moved back."""
    t = Table("arythea", "tovak", "goldyx").at("1,0", seat=1).at("1,-1", seat=2)
    state = t.hand("march", "stamina", "rage").deck(*DECK).build()
    state = play(play(play(state, "march"), "stamina"), "rage", "sideways/move")
    state = move(move(state, "1,0"), "1,-1")
    assert player(state).position == [1, -1]
    state = end_turn(state)
    p = player(state)
    assert p.position == [0, 0]
    assert p.hand.count("wound") == 2 and len(p.hand) == 5


def test_portal_is_safe_for_several_heroes() -> None:
    """§5.2 / §5.3: the portal may hold several heroes; ending there is safe."""
    state = Table("arythea", "tovak").hand("march").deck(*DECK).build()
    state = end_turn(play(state, "march"))
    assert player(state).position == [0, 0] and "wound" not in player(state).hand


def test_only_wounds_after_moving_may_end_the_turn() -> None:
    """R-MINPLAY: a hero who moved (a unit gave the Move) and holds only Wounds cannot rest any more
    and cannot play or discard anything: the turn may end anyway (found by a random search)."""
    from bot.games.mageknight import game as mk

    state = Table().calm().hand("wound", "wound").turn(move=2, moved=True).build()
    ids = [o.id for o in mk.decision(state, 0, DATA).options]  # type: ignore[union-attr]
    assert "end-turn" in ids
    after = end_turn(state)
    assert player(after).hand.count("wound") == 2, "the Wounds stay in hand"
    assert after.turn is not None and not after.turn.moved, "a new turn has begun"
