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
    public = " ".join(str(e.text) for e in out.events)
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


def no_disbanding(state: GameState) -> bool:
    """The pending unit question offers the units without disbanding any (and giving the reward up)."""
    opts = answers(state)
    return len(opts) > 1 and not any("disband" in o.params for o in opts)


def test_unit_reward_waits_for_the_command_token_of_the_level_up() -> None:
    """§3.5 step 5, the exception: a hero with no free Command token who also levels up this turn and
    gains a new Command token may choose the unit after the level-up, so no unit has to be disbanded
    (R-UNIT-LEVEL). Level 2 to 3 (Fame 8) brings the second token."""
    state = ending([{"gain_unit": "any"}], unit="peasants", level=2, fame=8)
    assert state.turn is not None and state.turn.ending == "units_after_levels"
    assert player(state).level == 3 and no_disbanding(state)
    pick = sorted(set(state.unit_offer))[0]
    state = choose(state, pick=pick)
    assert [u.unit for u in player(state).units] == ["peasants", pick]
    assert mk.to_move(state) == 1  # then the draw and the next player


def test_unit_reward_after_the_skill_of_an_even_level_on_the_way() -> None:
    """§3.5 steps 5-6: Fame 8 from level 1 gives level 2 (a skill and an AA, chosen first) and level 3
    (a Command token); the postponed unit is chosen after both levels (R-UNIT-LEVEL)."""
    state = ending([{"gain_unit": "any"}], unit="peasants", fame=8)
    assert state.turn is not None and state.turn.ending == "levels"
    assert all("skill" in o.params for o in answers(state))
    state = act(state, answers(state)[0].action())
    assert state.turn is not None and state.turn.ending == "units_after_levels" and no_disbanding(state)
    assert player(state).level == 3 and len(player(state).skills) == 1


def test_fame_of_a_later_reward_can_bring_the_command_token() -> None:
    """§3.5 step 5: the rewards are taken in any order, so a unit reward waiting for a free token comes
    after a later reward whose Fame (here 5: Fame 3 to 8) brings level 3 and its Command token."""
    state = ending([{"gain_unit": "any"}, {"fame": 5}], unit="peasants", level=2, fame=3)
    assert state.turn is not None and state.turn.ending == "units_after_levels"
    assert player(state).fame == 8 and player(state).level == 3 and no_disbanding(state)


def test_a_level_up_without_a_command_token_does_not_postpone_the_unit() -> None:
    """§3.5 step 5: without a new Command token (level 2 gives a skill), a unit reward with every token
    in use still means disbanding a unit or giving the reward up, before the level-up (step 6)."""
    state = ending([{"gain_unit": "any"}], unit="peasants", fame=3)
    assert state.turn is not None and state.turn.ending == "units"
    assert all("disband" in o.params for o in answers(state) if o.params["pick"] != "none")
    state = choose(state, pick="none")
    assert state.turn is not None and state.turn.ending == "levels"
    assert [u.unit for u in player(state).units] == ["peasants"]


def test_one_new_command_token_makes_room_for_one_unit_reward_only() -> None:
    """§3.5 step 5: the level-up's one Command token takes one postponed unit; a second unit reward
    again needs a unit disbanded (or is given up)."""
    state = ending([{"gain_unit": "any"}, {"gain_unit": "any"}], unit="peasants", level=2, fame=8)
    assert no_disbanding(state)
    state = choose(state, pick=sorted(set(state.unit_offer))[0])
    assert state.turn is not None and state.turn.ending == "units_after_levels"
    assert all("disband" in o.params for o in answers(state) if o.params["pick"] != "none")
    state = choose(state, pick="none")
    assert len(player(state).units) == 2 and mk.to_move(state) == 1


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
