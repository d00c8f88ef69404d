"""The interactive spells (UE §1, cards 109-112): Energy Flow, Mana Meltdown, Mana Claim and Mind Read
act on the other players in competitive games, and are not in the Spell deck of solo and co-op games."""

from __future__ import annotations

import pytest

from bot.engine.errors import NotYourTurnError, RulesError
from bot.games.mageknight import game as mk
from bot.games.mageknight import mana
from bot.games.mageknight.resolvers.interactive import CLAIMED
from bot.games.mageknight.setup import Seat
from bot.games.mageknight.state import GameState

from ..builder import DATA, Table, end_turn, play, player

NOW, LATER = "basic/claim-source-die-1", "basic/claim-source-die-2"  # Mana Claim: tokens now / later


def three() -> Table:
    """Seat 0 (Arythea) casts; Tovak and Goldyx are the other players."""
    return Table("arythea", "tovak", "goldyx")


def pass_turn(state: GameState) -> GameState:
    seat = mk.to_move(state)
    assert seat is not None
    hand = [c for c in state.players[seat].hand if c != "wound"]
    return end_turn(state, *hand[:1])


#: The mana of a powered green Spell paid with the tokens in play (several sources could pay: R-ASK).
TOKENS_GB = {"mana": "token:green", "black": "token:black"}


# ----------------------------------------------------------------------------- Energy Flow (112)
def test_energy_flow_basic_readies_a_unit_and_spends_a_rivals_unit_of_level_two_or_less() -> None:
    t = three().hand("energy_flow").tokens("green")
    t.unit("peasants", uid="u1", spent=True)
    t.unit("utem_guardsmen", uid="u2", seat=1).unit("fire_mages", uid="u3", seat=2)
    state = t.build()
    after = play(state, "energy_flow", unit="u1", rival_units="u2", mana="token:green")
    assert not player(after).units[0].spent
    assert after.players[1].units[0].spent and not after.players[2].units[0].spent
    with pytest.raises(RulesError, match="level 2 or lower"):
        play(state, "energy_flow", unit="u1", rival_units="u3", mana="token:green")  # Fire Mages are level 3
    nobody = play(
        state, "energy_flow", unit="u1", mana="token:green"
    )  # "you may": spending nobody is allowed
    assert not any(u.spent for p in nobody.players[1:] for u in p.units)


def test_energy_flow_powered_energy_steal_heals_the_readied_unit_and_reaches_level_three() -> None:
    t = three().hand("energy_flow").tokens("green", "black").night()
    t.unit("fire_golems", uid="u1", spent=True, wounds=1)
    t.unit("fire_mages", uid="u3", seat=2).unit("peasants", uid="u4", seat=2)
    state = t.build()
    after = play(state, "energy_flow", "powered", unit="u1", rival_units="u3", **TOKENS_GB)
    me = player(after).units[0]
    assert not me.spent and me.wounds == 0
    assert [u.spent for u in after.players[2].units] == [True, False]
    with pytest.raises(RulesError, match="one unit per other player"):
        play(state, "energy_flow", "powered", unit="u1", rival_units="u3,u4", **TOKENS_GB)


# ----------------------------------------------------------------------------- Mana Meltdown (109)
def test_mana_meltdown_basic_rivals_lose_a_random_crystal_or_take_a_wound_and_the_caster_keeps_one() -> None:
    t = three().hand("mana_meltdown").tokens("red").crystals(seat=1, blue=1).crystals(seat=2)
    state = t.build()
    wounds = state.players[2].hand.count("wound")
    after = play(state, "mana_meltdown", colour="blue", mana="token:red")
    assert after.players[1].crystals["blue"] == 0  # its only crystal
    assert after.players[2].hand.count("wound") == wounds + 1  # no crystal: a Wound instead
    assert player(after).crystals["blue"] == 1  # the caster keeps the lost crystal


def test_mana_meltdown_powered_mana_radiance_wounds_everyone_per_crystal_then_gives_two() -> None:
    t = three().hand("mana_meltdown").tokens("red", "black").night()
    t.crystals(seat=0, red=1).crystals(seat=1, red=2, blue=1).crystals(seat=2, blue=3)
    state = t.build()
    before = [p.hand.count("wound") for p in state.players]
    after = play(state, "mana_meltdown", "powered", colour="red", mana="token:red", black="token:black")
    assert [p.hand.count("wound") - b for p, b in zip(after.players, before, strict=True)] == [1, 2, 0]
    assert player(after).crystals["red"] == 3  # counted before the gain of 2


# ----------------------------------------------------------------------------- Mana Claim (110)
def test_mana_claim_basic_takes_a_die_out_of_reach_for_the_round_with_three_tokens_now() -> None:
    state = three().hand("mana_claim").tokens("blue").source("blue", "red", "green", "gold", "white").build()
    after = play(state, "mana_claim", NOW, die="red", mana="token:blue")
    red = next(d for d in after.source if d.colour == "red")
    assert red.taken_by == CLAIMED - 0 and after.turn is not None and after.turn.dice_used == 0
    assert after.turn.tokens.count("red") == 3
    # nobody can use it this round: not the caster's next die, not the next player
    later = pass_turn(after)
    other = later.players[later.turn.seat]
    assert "die:red" not in mana.payment_options(later, other, later.turn, "red")


def test_mana_claim_each_later_turn_gives_one_token_per_turn_until_the_round_ends() -> None:
    t = Table("arythea", "tovak").hand("mana_claim").tokens("blue").source("blue", "red", "green", "white")
    state = play(t.build(), "mana_claim", LATER, die="green", mana="token:blue")
    assert state.turn is not None and "green" not in state.turn.tokens
    state = pass_turn(pass_turn(state))  # Tovak's turn, then Arythea's next turn
    assert state.turn is not None and state.turn.seat == 0 and state.turn.tokens == ["green"]


def test_mana_claim_powered_mana_curse_wounds_a_rival_once_per_turn_for_that_colour() -> None:
    t = Table("arythea", "tovak").hand("mana_claim").tokens("blue", "black").night()
    t.source("blue", "white", "green", "red")
    state = t.build()
    state = play(
        state, "mana_claim", "powered/claim-source-die-1", die="white", mana="token:blue", black="token:black"
    )
    assert state.claims and state.claims[0]["curse"]
    state = pass_turn(state)
    assert state.turn is not None and state.turn.seat == 1
    state.players[1].hand = ["promise", "promise", "march"]
    state.players[1].crystals["white"] = 2
    wounds = state.players[1].hand.count("wound")
    state = play(state, "promise", "powered", mana="crystal:white")
    assert state.players[1].hand.count("wound") == wounds + 1
    state = play(state, "promise", "powered", mana="crystal:white")
    assert state.players[1].hand.count("wound") == wounds + 1  # once per turn


# ----------------------------------------------------------------------------- Mind Read (111)
READ = {"type": "play", "card": "mind_read", "mode": "basic", "params": {"colour": "white"}}


def test_mind_read_basic_rivals_discard_a_card_of_the_colour_or_show_their_hand() -> None:
    t = three().hand("mind_read").tokens("white")
    t.hand("swiftness", "march", seat=1).hand("rage", "march", seat=2)
    state = t.build()
    out = mk.apply(state, 0, READ, DATA)
    after = out.state
    assert player(after).crystals["white"] == 1
    assert after.players[1].hand == ["march"] and after.players[1].discard[-1] == "swiftness"
    assert after.players[2].hand == ["rage", "march"]
    shown = [e for e in out.events if "shows their hand" in e.text]
    assert shown and "Rage" not in shown[0].text and "Rage" in shown[0].private[0]  # only the caster sees it
    assert mk.to_move(after) == 0


def test_mind_read_waits_for_a_rival_with_a_choice_and_mind_steal_keeps_an_action() -> None:
    t = Table("arythea", "tovak").hand("mind_read", "march").tokens("white", "black").night()
    t.hand("swiftness", "promise", "rage", seat=1)
    state = t.build()
    state = play(state, "mind_read", "powered", colour="white", mana="token:white", black="token:black")
    assert mk.to_move(state) == 1  # Tovak chooses which white card to discard
    d = mk.decision(state, 1, DATA)
    assert d is not None and d.topic == "respond"
    assert sorted(o.params["card"] for o in d.options) == ["promise", "swiftness"]
    with pytest.raises(NotYourTurnError, match="Waiting for an answer"):
        mk.apply(state, 0, {"type": "play", "card": "march", "mode": "basic"}, DATA)
    with pytest.raises(RulesError, match="one of"):
        mk.apply(state, 1, {"type": "respond", "card": "rage"}, DATA)
    state = mk.apply(state, 1, {"type": "respond", "card": "promise"}, DATA).state
    assert state.players[1].hand == ["swiftness", "rage"]
    assert mk.to_move(state) == 0  # Mind Steal: the caster may keep the discarded Action
    state = mk.apply(state, 0, {"type": "respond", "card": "promise"}, DATA).state
    assert "promise" in player(state).hand and "promise" in state.players[1].removed
    assert "promise" not in state.players[1].discard and mk.to_move(state) == 0 and not state.responses


def test_interactive_spells_are_only_in_competitive_games() -> None:
    def spells(n: int) -> set[str]:
        seats = [Seat(100 + i, f"P{i}", h) for i, h in enumerate(["arythea", "tovak", "goldyx"][:n])]
        st = mk.new_game("first_reconnaissance", seats, "interactive", DATA).state
        return set(st.spell_deck + st.spell_offer)

    interactive = {"mana_meltdown", "mana_claim", "mind_read", "energy_flow"}
    assert not spells(1) & interactive
    assert spells(2) >= interactive
