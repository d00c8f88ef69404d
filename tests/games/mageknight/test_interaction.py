"""§6.1 Interaction with the locals (and §4.7 Reputation, §4.4 recruiting, LL §2.4-§2.5): where it is
possible, the Reputation bonus once per turn, the X space, the price list, recruiting by icon, Thugs and
Heroes, the Refugee Camp, plunder."""

from __future__ import annotations

from typing import Any

from bot.engine.errors import IllegalActionError
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, assert_illegal, outcome, play, player

HERE = "1,0"  # plains next to the portal


def at_site(site: str, *, influence: int = 0, rep: int = 0, **space: Any) -> Table:
    t = Table("arythea").space(HERE, "plains", site=site, **space).at(HERE).reputation(rep)
    return t.turn(influence=influence)


def buy(state: GameState, what: str, **params: Any) -> GameState:
    return act(state, {"type": "buy", "what": what, **params})


def recruit(state: GameState, unit: str, **params: Any) -> GameState:
    return act(state, {"type": "recruit", "unit": unit, **params})


# ----------------------------------------------------------------------------- where (§6.1)
def test_interaction_is_possible_only_at_inhabited_sites() -> None:
    """§6.1 Where: villages, monasteries, keeps you own, conquered mage towers and cities."""
    for site, extra, ok in [
        ("village", {}, True),
        ("monastery", {}, True),
        ("monastery", {"burned": True}, False),
        ("keep", {"owner": 0}, True),
        ("keep", {"owner": 1}, False),
        ("mage_tower", {"owner": 1}, True),
        ("mage_tower", {}, False),
        ("crystal_mine", {"mine": ["red"]}, False),
    ]:
        state = Table("arythea", "tovak").space(HERE, "plains", site=site, **extra).at(HERE).build()
        if ok:
            act(state, {"type": "interact"})
        else:
            assert_illegal(state, 0, {"type": "interact"}, None, IllegalActionError)


def test_interaction_is_the_action_move_points_are_lost() -> None:
    """§3.4: once the action starts, unspent Move is lost and there is no more movement."""
    state = at_site("village").moves(3).build()
    state = act(state, {"type": "interact"})
    assert state.turn is not None and state.turn.action == "interact" and state.turn.move == 0
    assert_illegal(state, 0, {"type": "move", "hex": "0,0"}, "no more movement")


def test_no_interaction_after_another_action() -> None:
    state = at_site("village").turn(action="combat").build()
    assert_illegal(state, 0, {"type": "interact"}, "already taken your action")


# ----------------------------------------------------------------------------- Reputation (§4.7)
def test_reputation_bonus_applies_once_at_the_start() -> None:
    """§4.7: Rep +2 -> Influence +1, applied once however much is bought; later changes do not alter
    it."""
    state = at_site("village", rep=2).build()
    state = act(state, {"type": "interact"})
    assert state.turn is not None and state.turn.influence == 1
    state = act(state, {"type": "interact"})  # starting again changes nothing
    assert state.turn is not None and state.turn.influence == 1


def test_reputation_penalty_examples() -> None:
    """§4.7 known points: Rep -2 -> -1, Rep -4 -> -2, Rep +2 -> +1."""
    for rep, bonus in [(-2, -1), (-4, -2), (2, 1), (0, 0)]:
        state = act(at_site("village", rep=rep, influence=5).build(), {"type": "interact"})
        assert state.turn is not None and state.turn.influence == 5 + bonus, rep


def test_x_space_forbids_interaction() -> None:
    """§4.7: on an X space you cannot interact at all."""
    state = at_site("village", rep=-7, influence=9).build()
    assert_illegal(state, 0, {"type": "interact"}, "X space")
    assert_illegal(state, 0, {"type": "buy", "what": "heal"}, "X space")


# ----------------------------------------------------------------------------- healing (§4.8, §6.1)
def test_village_heal_costs_three_influence_a_point() -> None:
    state = at_site("village", influence=6).hand("wound", "wound", "march").build()
    state = buy(state, "heal", points=2)
    assert player(state).hand == ["march"] and state.turn is not None and state.turn.influence == 0


def test_monastery_heal_costs_two_influence_a_point() -> None:
    state = at_site("monastery", influence=2).hand("wound", "march").build()
    state = buy(state, "heal")
    assert player(state).hand == ["march"] and state.turn is not None and state.turn.influence == 0


def test_not_enough_influence_says_by_how_much() -> None:
    state = at_site("village", influence=2).hand("wound").build()
    assert_illegal(state, 0, {"type": "buy", "what": "heal"}, "short by 1")


def test_heal_points_that_cannot_be_used_are_not_sold() -> None:
    state = at_site("village", influence=9).hand("wound", "march").build()
    assert_illegal(state, 0, {"type": "buy", "what": "heal", "points": 2}, "at most 1 Heal point")


def test_healing_a_unit_costs_its_level() -> None:
    """§4.8: healing a wounded unit costs Heal points equal to its level; one Wound per healing."""
    state = at_site("monastery", influence=4).unit("utem_guardsmen", wounds=1).hand("march").build()
    assert_illegal(state, 0, {"type": "buy", "what": "heal", "points": 1, "units": "u1"}, "costs 2 Heal")
    state = buy(state, "heal", points=2, units="u1")
    assert player(state).units[0].wounds == 0 and state.turn is not None and state.turn.influence == 0


# ----------------------------------------------------------------------------- recruiting (§4.4)
def test_recruit_a_unit_whose_icon_matches() -> None:
    """§4.4: icon must match; the unit arrives ready and unwounded; the offer is not refilled."""
    table = at_site("village", influence=4)
    table.state.unit_offer = ["peasants", "utem_swordsmen"]
    state = recruit(table.build(), "peasants")
    u = player(state).units[0]
    assert (u.unit, u.spent, u.wounds) == ("peasants", False, 0)
    assert state.unit_offer == ["utem_swordsmen"] and state.turn is not None and state.turn.influence == 0
    assert_illegal(
        state, 0, {"type": "recruit", "unit": "utem_swordsmen"}, "cannot be recruited at this Village"
    )


def test_recruit_only_from_the_offer() -> None:
    table = at_site("village", influence=9)
    table.state.unit_offer = ["herbalists"]
    assert_illegal(table.build(), 0, {"type": "recruit", "unit": "peasants"}, "not in the Unit offer")


def test_command_tokens_limit_units_disband_to_make_room() -> None:
    """§4.4: no more units than Command tokens; disband one (removed from the game) to recruit."""
    table = at_site("village", influence=4).unit("herbalists", wounds=1, banner="banner_of_glory")
    table.state.unit_offer = ["peasants"]
    state = table.build()
    assert_illegal(state, 0, {"type": "recruit", "unit": "peasants"}, "Command tokens are in use")
    state = recruit(state, "peasants", disband="u1")
    p = player(state)
    assert [u.unit for u in p.units] == ["peasants"] and "banner_of_glory" in p.discard


def test_thugs_reverse_the_reputation_modifier() -> None:
    """LL §2.5: recruiting Thugs reverses the sign of the Reputation modifier for the interaction."""
    table = at_site("village", influence=4, rep=-2)  # modifier -1
    table.state.unit_offer = ["thugs"]
    state = act(table.build(), {"type": "interact"})
    assert state.turn is not None and state.turn.influence == 3
    state = recruit(state, "thugs")  # reversed: +1, so 5 - cost 5 = 0
    assert state.turn is not None and state.turn.influence == 0


def test_heroes_double_it_and_cannot_join_thugs() -> None:
    """LL §2.5: Heroes double the modifier; Heroes and Thugs not in the same interaction."""
    table = at_site("village", influence=15, rep=3).level(3)  # modifier +1, 2 Command tokens
    table.state.unit_offer = ["heroes_blue", "thugs"]
    state = recruit(table.build(), "heroes_blue")  # 16 + 1 (doubled) - 9
    assert state.turn is not None and state.turn.influence == 8
    assert_illegal(state, 0, {"type": "recruit", "unit": "thugs"}, "same interaction")


def test_refugee_camp_surcharge() -> None:
    """LL §2.4: any unit; village units at cost, keep/tower/monastery units +1, city-only +3."""
    table = at_site("refugee_camp", influence=7)
    table.state.unit_offer = ["utem_swordsmen"]  # keep only: 6 + 1
    state = recruit(table.build(), "utem_swordsmen")
    assert state.turn is not None and state.turn.influence == 0


def test_keep_recruits_keep_units() -> None:
    table = at_site("keep", influence=6, owner=0)
    table.state.unit_offer = ["utem_swordsmen", "peasants"]
    state = recruit(table.build(), "utem_swordsmen")
    assert player(state).units[0].unit == "utem_swordsmen"
    assert_illegal(state, 0, {"type": "recruit", "unit": "peasants"}, "cannot be recruited")


# ----------------------------------------------------------------------------- price list (§6.1)
def test_monastery_teaches_its_advanced_actions_for_six() -> None:
    """§6.1: an AA from the Unit offer (the monastery cards), on top of the Deed deck, not refilled."""
    table = at_site("monastery", influence=6)
    table.state.monastery_offer = ["ice_bolt"] if "ice_bolt" in DATA.cards else [_an_aa()]
    card = table.state.monastery_offer[0]
    state = buy(table.build(), "advanced_action", card=card)
    assert player(state).deck[0] == card and state.monastery_offer == []


def _an_aa() -> str:
    return sorted(c.id for c in DATA.cards.values() if c.kind == "advanced")[0]


def test_mage_tower_sells_spells_for_seven_and_a_mana() -> None:
    """§6.1: a conquered mage tower: 7 Influence + 1 mana of the spell's colour; the offer refills at
    once. First Reconnaissance reveals the offer when first needed."""
    state = at_site("mage_tower", influence=7, owner=0).tokens("gold").build()
    state.offers_revealed = True
    state.spell_offer = [state.spell_deck.pop(0)]
    card = state.spell_offer[0]
    colour = DATA.cards[card].colour
    state.turn.tokens = [colour]  # type: ignore[union-attr]
    state = buy(state, "spell", card=card)
    assert player(state).deck[0] == card and card not in state.spell_offer and len(state.spell_offer) == 1
    assert state.turn is not None and state.turn.tokens == [] and state.turn.influence == 0


def test_spell_needs_its_mana() -> None:
    state = at_site("mage_tower", influence=7, owner=1).build()
    state.offers_revealed = True
    state.spell_offer = [state.spell_deck.pop(0)]
    state.source = []
    assert_illegal(state, 0, {"type": "buy", "what": "spell", "card": state.spell_offer[0]}, "no .* mana")


def _city(colour: str, influence: int) -> Table:
    return at_site("city", influence=influence, city=colour, owner=0)


def test_red_city_artifacts_come_at_the_end_of_the_turn() -> None:
    """§6.1: 12 Influence each; received at the end of the turn like a combat reward."""
    state = _city("red", 11).build()
    state = buy(state, "artifact")  # 11 + 1 for the own Shield on the city
    assert state.turn is not None and state.turn.rewards == [{"gain_card": "artifact", "source": "deck"}]


def test_white_city_adds_an_elite_unit_and_recruits_any_icon() -> None:
    table = _city("white", 1 + 4)
    table.state.unit_offer = ["peasants"]
    state = table.build()
    elite = state.elite_deck[0]
    state = buy(state, "elite_to_offer")
    assert elite in state.unit_offer and state.turn is not None and state.turn.influence == 4
    state = recruit(state, "peasants")
    assert player(state).units[0].unit == "peasants"


def test_green_city_advanced_action_from_offer_or_deck() -> None:
    state = _city("green", 5).build()
    state.offers_revealed = True  # (First Reconnaissance would reveal it first)
    top = state.aa_deck[0]
    state = buy(state, "advanced_action", card="deck")
    assert player(state).deck[0] == top


def test_city_gives_one_influence_per_own_shield() -> None:
    state = act(_city("blue", 0).build(), {"type": "interact"})
    assert state.turn is not None and state.turn.influence == 1


# ----------------------------------------------------------------------------- plunder (§6.2 [EXT])
def test_plunder_draws_two_and_costs_reputation() -> None:
    state = at_site("village").hand("march").deck("rage", "swiftness", "stamina").build()
    state = act(state, {"type": "plunder"})
    p = player(state)
    assert p.hand == ["march", "rage", "swiftness"] and p.reputation == -1
    assert_illegal(state, 0, {"type": "plunder"}, "already plundered")


def test_plunder_only_before_anything_else() -> None:
    state = play(at_site("village").hand("march", "rage").build(), "march")
    assert_illegal(state, 0, {"type": "plunder"}, "before anything else")


# ----------------------------------------------------------------------------- options
def test_interaction_options_are_offered_and_apply() -> None:
    """The decision offers recruiting and healing here, and every offered option applies."""
    table = at_site("village", influence=4).hand("wound", "march")
    table.state.unit_offer = ["peasants", "utem_swordsmen"]
    state = table.build()
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    ids = {o.id for o in decision.options}
    assert "recruit unit:peasants" in ids and "buy what:heal" in ids
    assert not any("utem_swordsmen" in i for i in ids)
    for o in decision.options:
        outcome(state, o.action())
