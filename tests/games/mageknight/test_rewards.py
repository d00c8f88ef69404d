"""§3.5 step 5 Combat and site rewards at the end of the turn (§4.2 gaining cards, §6.2 site rewards):
crystals and random crystals, Artifacts as N+1 draws, Spells and AAs from the offers, units, and the
site rewards read from the data."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight import game as mk
from bot.games.mageknight.combat.flow import _site_reward
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, assert_illegal, end_turn, outcome, player


def ending(rewards: list[dict[str, Any]], **kw: Any) -> GameState:
    """End a turn holding these rewards (the hand's March is discarded for the minimum play)."""
    table = Table("arythea", "tovak").hand("march").deck(*["rage"] * 8).turn(rewards=rewards)
    for k, v in kw.items():
        getattr(table, k)(**v) if isinstance(v, dict) else getattr(table, k)(v)
    return end_turn(table.build(), "march")


def choose(state: GameState, **params: str) -> GameState:
    return act(state, {"type": "choose", **params})


def answers(state: GameState) -> list[mk.Option]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return list(decision.options)


def finish(state: GameState) -> GameState:
    """Take the first answer until the turn has passed."""
    while state.turn is not None and state.turn.seat == 0 and state.turn.ending:
        state = act(state, answers(state)[0].action())
    return state


# ----------------------------------------------------------------------------- Spells and AAs (§3.5.5, §4.2)
def test_spell_reward_is_chosen_from_the_offer_which_refills() -> None:
    """§3.5.5: choose from the offer, put it on top of the Deed deck, refill the offer. First
    Reconnaissance reveals the offer now (§8.5.1)."""
    state = ending([{"gain_card": "spell"}])
    assert state.offers_revealed and state.turn is not None and state.turn.ending == "rewards"
    assert all(o.command == "choose" for o in answers(state))
    assert_illegal(state, 0, {"type": "end_turn"}, "answer the pending choice")
    pick = sorted(state.spell_offer)[0]
    state = choose(state, pick=pick)
    p = player(state)  # on top of the Deed deck, so drawn at once in step 7
    assert pick in p.hand and pick not in state.spell_offer and len(state.spell_offer) == 3
    assert mk.to_move(state) == 1  # the turn has passed


def test_a_wrong_answer_lists_the_possible_ones() -> None:
    state = ending([{"gain_card": "advanced"}])
    assert_illegal(state, 0, {"type": "choose", "pick": "nonsense"}, "Possible: pick:")


def test_aa_from_the_deck_needs_no_choice() -> None:
    top = Table("arythea", "tovak").state.aa_deck[0]
    state = ending([{"gain_card": "advanced", "source": "deck"}])
    assert top in player(state).hand and mk.to_move(state) == 1


# ----------------------------------------------------------------------------- Artifacts (§3.5.5)
def test_artifacts_are_drawn_n_plus_one_and_one_goes_back() -> None:
    """§3.5.5: for N artifacts draw N+1, put 1 at the bottom of the Artifact deck, the rest on top of
    the Deed deck. What was drawn is private."""
    before = Table("arythea", "tovak").state.artifact_deck[:3]
    table = Table("arythea", "tovak").hand("march").deck("rage")
    table.turn(rewards=[{"gain_card": "artifact"}, {"gain_card": "artifact", "source": "deck"}])
    out = outcome(table.build(), {"type": "end_turn", "discard": ["march"]})
    state = out.state
    assert state.turn is not None and sorted(state.turn.drawn) == sorted(before)
    public = " ".join(e.text for e in out.events)
    assert not any(DATA.cards[c].name in public for c in before)
    back = before[1]
    state = choose(state, pick=back)
    p = player(state)  # on top of the Deed deck, then drawn in step 7
    assert sorted(p.hand) == sorted([before[0], before[2], "rage"]) and state.artifact_deck[-1] == back


# ----------------------------------------------------------------------------- crystals (§3.5.5)
def test_random_crystals_each_roll_gives_a_crystal_or_fame() -> None:
    """§3.5.5: roll per crystal: a basic colour gives it, gold lets you choose, black gives 1 Fame."""
    state = ending([{"random_crystals": 3}])
    state = finish(state)
    p = player(state)
    assert sum(p.crystals.values()) + p.fame == 3


def test_end_of_turn_crystal_at_the_cap_gives_nothing() -> None:
    """§4.2 note / §3.5.5: at 3 crystals of a colour the reward crystal is lost (no token)."""
    state = ending([{"crystal": ["red"]}], crystals={"red": 3})
    assert player(state).crystals["red"] == 3 and mk.to_move(state) == 1


def test_crystal_of_a_chosen_colour() -> None:
    state = ending([{"crystal": ["red", "blue"]}])
    assert {o.id for o in answers(state)} == {"choose pick:red", "choose pick:blue"}
    state = choose(state, pick="blue")
    assert player(state).crystals["blue"] == 1


# ----------------------------------------------------------------------------- units (§3.5.5)
def test_unit_reward_any_unit_from_the_offer_free() -> None:
    """§3.5.5: any unit of the offer, ignoring type and cost; needs a free Command token."""
    state = ending([{"gain_unit": "any"}])
    offer = sorted(set(state.unit_offer))
    assert {o.params.get("pick") for o in answers(state)} == {*offer, "none"}
    copies = state.unit_offer.count(offer[0])
    state = choose(state, pick=offer[0])
    assert player(state).units[0].unit == offer[0] and state.unit_offer.count(offer[0]) == copies - 1


def test_unit_reward_without_a_free_token_disbands_or_gives_up() -> None:
    state = ending([{"gain_unit": "any"}], unit="peasants")
    opts = answers(state)
    assert all("disband" in o.params for o in opts if o.params["pick"] != "none")
    state = choose(state, pick="none")
    assert [u.unit for u in player(state).units] == ["peasants"]


# ----------------------------------------------------------------------------- site rewards (§6.2)
def test_site_rewards_come_from_the_site_data() -> None:
    """§6.2 [EXT]: monster den 2 random crystals; spawning grounds an artifact and 3 random crystals;
    tomb a spell and an artifact; dungeon a roll for a spell or an artifact."""
    assert _site_reward(DATA.sites["monster_den"]) == [{"random_crystals": 2}]
    assert _site_reward(DATA.sites["tomb"]) == [
        {"all": [{"gain_card": "spell"}, {"gain_card": "artifact", "source": "deck"}]}
    ]
    assert _site_reward(DATA.sites["village"]) == []


def test_dungeon_reward_rolls_for_spell_or_artifact() -> None:
    reward = _site_reward(DATA.sites["dungeon"])
    state = finish(ending(reward))
    kinds = [DATA.cards[c].kind for c in player(state).hand]
    assert kinds.count("spell") + kinds.count("artifact") == 1


def test_compound_reward_is_taken_in_order() -> None:
    state = finish(ending(_site_reward(DATA.sites["tomb"])))
    kinds = sorted(DATA.cards[c].kind for c in player(state).hand if c != "rage")
    assert kinds == ["artifact", "spell"]
