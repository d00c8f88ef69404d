"""Travel, time of day, healing and offer spells and artifacts: Underground Travel/Attack, Druidic
Staff, Space/Time Bending, Wings of Night, Call to Arms, Cure, Amulet of the Sun and Amulet of Darkness
(resolvers/travel.py; rulings R-TRAVEL, R-TIME-BENDING, R-AS-IF, R-CURE, R-CALL-TO-ARMS)."""

from __future__ import annotations

from bot.games.mageknight import units as unit_rules
from bot.games.mageknight.context import Ctx

from ..builder import (
    DATA,
    Table,
    assert_illegal,
    block,
    end_turn,
    move,
    next_phase,
    play,
    play_action,
    player,
)
from .kit import combat, every_offer_applies, night_fight

START = "0,0"  # the portal (First Reconnaissance start tile)


def _turn(state):  # type: ignore[no-untyped-def]
    assert state.turn is not None
    return state.turn


# --------------------------------------------------------------------------- Underground Travel
def test_underground_travel_basic_goes_three_spaces_under_mountains_without_provoking() -> None:
    """Underground Travel: 3 spaces whatever the terrain (a mountain on the way), no Move points
    spent, rampaging orcs next to the way are not provoked; lakes and spaces 4 away are refused
    (R-TRAVEL)."""
    t = Table().calm().at(START).hand("underground_travel", "march").source("green", "red", "red")
    t.space("1,-1", "mountain").space("2,-2", "mountain").space("3,-2", "plains")
    t.token("2,-1", "prowlers")
    state = play(t.build(), "underground_travel", mana="die:green", hex="3,-2")
    assert player(state).position == [3, -2]
    assert _turn(state).combat is None and _turn(state).move == 0 and _turn(state).moved
    for bad in ("0,1", "4,-2", "2,-1"):  # a lake, 4 spaces away, a rampaging enemy's space
        assert_illegal(
            t.build(), 0, play_action("underground_travel", mana="die:green", hex=bad), "Choose where"
        )


def test_underground_travel_powered_underground_attack_assaults_a_keep() -> None:
    """Underground Attack: the keep 3 spaces away is assaulted directly (Reputation -1), its defender
    loses the site's fortification, and a failed assault withdraws to the starting space."""
    t = Table().calm().at(START).hand("underground_travel").night().source("black", "red", "red")
    t.crystals(green=1).space("3,-2", "plains", "keep")
    t.token("3,-2", "guardsmen", rampaging=None)
    state = play(
        t.build(), "underground_travel", "powered", mana="crystal:green", black="die:black", hex="3,-2"
    )
    fight = combat(state)
    assert player(state).position == [3, -2] and fight.kind == "assault"
    assert fight.retreat_to == START and player(state).reputation == -1
    assert [e.site_fortified for e in fight.enemies] == [False]
    assert_illegal(
        t.build(),
        0,
        play_action("underground_travel", "powered", mana="crystal:green", black="die:black", hex="1,-2"),
        "fortified site",
    )


# --------------------------------------------------------------------------- Druidic Staff
def test_druidic_staff_basic_by_the_discarded_cards_colour() -> None:
    """Druidic Staff: a blue card gives 2 crystals of one colour, a white card a 2-space travel, a
    green card Heal 3, a colourless artifact nothing."""
    t = Table().calm().at(START).hand("druidic_staff", "stamina", "swiftness", "march", "wound", "wound")
    blue = play(t.build(), "druidic_staff", discard="stamina", colour="red")
    assert player(blue).crystals["red"] == 2 and "stamina" in player(blue).discard
    white = play(t.build(), "druidic_staff", discard="swiftness", hex="0,-2")
    assert player(white).position == [0, -2] and _turn(white).move == 0
    green = play(t.build(), "druidic_staff", discard="march")
    assert player(green).hand.count("wound") == 0
    assert_illegal(t.build(), 0, play_action("druidic_staff", discard="swiftness", hex="0,1"), "Choose where")


def test_druidic_staff_powered_two_different_effects() -> None:
    """Druidic Staff powered: two different effects of the four, then the staff is thrown away."""
    t = Table().calm().at(START).hand("druidic_staff", "wound").unit("peasants", uid="u1", spent=True)
    state = play(
        t.build(), "druidic_staff", "powered", picks="travel,crystals-one-colour", hex="1,-2", colour="blue"
    )
    p = player(state)
    assert p.position == [1, -2] and p.crystals["blue"] == 2 and "druidic_staff" in p.removed
    state = play(t.build(), "druidic_staff", "powered", picks="ready-unit,heal", unit="u1")
    assert not player(state).units[0].spent and "wound" not in player(state).hand
    assert_illegal(t.build(), 0, play_action("druidic_staff", "powered", picks="heal,heal"), "2 different")


# --------------------------------------------------------------------------- Space Bending
def test_space_bending_basic_moves_two_spaces_at_once_without_provoking() -> None:
    """Space Bending: a plains 2 spaces away costs its 2 Move directly, jumping over the rampaging orcs
    that would otherwise be provoked (and block the way)."""
    t = Table().calm().at(START).hand("space_bending", "march").source("blue", "red", "red")
    t.token("0,-1", "prowlers")
    assert_illegal(play(t.build(), "march"), 0, {"type": "move", "hex": "0,-2"}, "cannot move")
    state = play(play(t.build(), "space_bending", mana="die:blue"), "march")
    state = move(state, "0,-2")
    assert player(state).position == [0, -2] and _turn(state).combat is None and _turn(state).move == 0


def test_space_bending_basic_also_explores_from_two_spaces_away() -> None:
    """Spaces 2 away count as adjacent for exploring too: from 1,-2 no slot is in reach before the
    spell, one is after it."""
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.exploration import explorable_slots

    state = Table().calm().at("1,-2").hand("space_bending").source("blue", "red", "red").build()
    assert explorable_slots(Ctx(state, DATA), player(state)) == []
    bent = play(state, "space_bending", mana="die:blue")
    assert explorable_slots(Ctx(bent, DATA), player(bent)) == [(1, 1)]


def test_space_bending_powered_time_bending_gives_another_turn() -> None:
    """Time Bending: at the end of the turn the spell is set aside for the round, March comes back to
    the hand, nothing is drawn and the same player plays again; the next round the spell is back."""
    t = Table("arythea", "tovak").calm().at(START).night().source("black", "red", "red")
    t.hand("space_bending", "march", "rage").crystals(blue=1).deck("stamina", "stamina")
    state = play(t.build(), "space_bending", "powered", mana="crystal:blue", black="die:black")
    state = play(state, "march")
    state = end_turn(state)
    p = player(state)
    assert state.turn is not None and state.turn.seat == 0
    assert (
        sorted(p.hand) == ["march", "rage"] and p.set_aside == ["space_bending"] and p.deck == ["stamina"] * 2
    )
    assert "space_bending" in p.all_cards() and "space_bending" not in p.discard


# --------------------------------------------------------------------------- Wings of Wind
def test_wings_of_wind_powered_wings_of_night_stops_two_enemies_for_one_move() -> None:
    """Wings of Night: the first enemy does not attack for free, the second for 1 Move point."""
    state = night_fight(
        "prowlers", "prowlers", source=("black",), hand=("wings_of_wind", "march"), crystals={"white": 1}
    )
    state = play(state, "march")
    state = play(state, "wings_of_wind", "powered", mana="crystal:white", black="die:black", enemies="e1,e2")
    fight = combat(state)
    assert all(all(e.blocked) for e in fight.enemies) and _turn(state).move == 1


def test_wings_of_wind_powered_needs_move_for_more_enemies() -> None:
    state = night_fight(
        "prowlers", "prowlers", source=("black",), hand=("wings_of_wind",), crystals={"white": 1}
    )
    action = play_action("wings_of_wind", "powered", mana="crystal:white", black="die:black", enemies="e1,e2")
    assert_illegal(state, 0, action, "cost 1 Move")
    one = play(state, "wings_of_wind", "powered", mana="crystal:white", black="die:black", enemies="e2")
    assert combat(one).enemies[1].blocked and all(combat(one).enemies[1].blocked)
    assert not any(combat(one).enemies[0].blocked)


# --------------------------------------------------------------------------- Cure
def test_cure_basic_draws_for_each_wound_healed_this_turn() -> None:
    """Cure: Heal 2 (two Wounds thrown away) draws 2 cards; a Wound healed earlier this turn
    (Tranquility) draws one more, and a unit healed later this turn is readied (R-CURE)."""
    t = Table().calm().at(START).hand("cure", "tranquility", "wound", "wound", "wound")
    t.deck("rage", "march", "stamina", "swiftness").source("green", "green", "red").turn(dice_allowed=2)
    t.unit("peasants", uid="u1", spent=True, wounds=1)
    state = play(t.build(), "tranquility", "basic/heal")
    state = play(state, "cure", mana="die:green")
    p = player(state)
    assert "wound" not in p.hand and sorted(c for c in p.hand) == ["march", "rage", "stamina"]
    ctx = Ctx(state, DATA)
    unit_rules.heal(ctx, p, state.turn, 1, ["u1"])
    assert p.units[0].wounds == 0 and not p.units[0].spent
    plain = play(t.build(), "tranquility", "basic/heal")
    assert player(plain).deck == ["rage", "march", "stamina", "swiftness"]


# --------------------------------------------------------------------------- Amulets
def test_amulet_of_the_sun_basic_day_rules_at_night() -> None:
    """Amulet of the Sun at Night: a gold mana token that is usable (it powers March), a forest costs
    3 Move as by Day, and black mana stays usable (Time Bending is still cast, R-AS-IF)."""
    t = Table().calm().at(START).night().hand("amulet_of_the_sun", "march", "space_bending")
    t.source("black", "red", "blue").crystals(blue=1)
    state = play(t.build(), "amulet_of_the_sun")
    state = play(state, "march", "powered", mana="token:gold")
    assert _turn(state).move == 4 and _turn(state).mods("as_if")[0]["time"] == "day"
    state = move(state, "1,-1")  # forest: 3 by Day-rules (5 at Night)
    assert player(state).position == [1, -1] and _turn(state).move == 1
    state = play(state, "space_bending", "powered", mana="crystal:blue", black="die:black")
    assert [m.source for m in _turn(state).mods("repeat_turn")] == ["space_bending"]
    no_amulet = t.hand("march", "march").build()
    assert_illegal(play(no_amulet, "march"), 0, {"type": "move", "hex": "1,-1"}, "costs 5")


def test_amulet_of_the_sun_powered_three_gold_tokens_and_thrown_away() -> None:
    t = Table().calm().at(START).night().hand("amulet_of_the_sun").source("red", "red", "blue")
    state = play(t.build(), "amulet_of_the_sun", "powered")
    assert _turn(state).tokens == ["gold"] * 3 and "amulet_of_the_sun" in player(state).removed
    by_day = play(t.day().build(), "amulet_of_the_sun")
    assert not _turn(by_day).has("as_if") and _turn(by_day).tokens == ["gold"]


def test_amulet_of_darkness_basic_night_rules_by_day() -> None:
    """Amulet of Darkness by Day: a black token usable to cast a powered spell (Time Bending), and a
    desert costs 3 Move as at Night (5 by Day without it)."""
    t = Table().calm().at(START).hand("amulet_of_darkness", "space_bending", "march")
    t.source("red", "green", "blue").space("1,-1", "desert").space("1,-2", "forest")
    state = play(t.build(), "amulet_of_darkness", colour="black")
    assert _turn(state).mods("as_if")[0]["time"] == "night" and _turn(state).tokens == ["black"]
    state = move(_set_move(state, 3), "1,-1")
    assert player(state).position == [1, -1] and _turn(state).move == 0
    forest = move(_set_move(state, 3), "1,-2")  # forest: still 3 (the lower of Day 3 / Night 5)
    assert player(forest).position == [1, -2]
    state = play(state, "space_bending", "powered", mana="die:blue", black="token:black")
    assert [m.source for m in _turn(state).mods("repeat_turn")] == ["space_bending"]
    assert_illegal(_set_move(t.build(), 3), 0, {"type": "move", "hex": "1,-1"}, "costs 5")
    assert_illegal(t.build(), 0, play_action("space_bending", "powered", mana="die:blue"), "only at Night")


def test_amulet_of_darkness_powered_three_tokens_of_chosen_colours() -> None:
    """Amulet of Darkness powered: three mana tokens (here black) and Night rules; thrown away."""
    t = Table().calm().at(START).hand("amulet_of_darkness").source("red", "green", "blue")
    state = play(t.build(), "amulet_of_darkness", "powered", colour="black")
    assert _turn(state).tokens == ["black"] * 3 and "amulet_of_darkness" in player(state).removed
    assert _turn(state).mods("as_if")[0]["time"] == "night"
    at_night = play(t.night().build(), "amulet_of_darkness", colour="red")
    assert not _turn(at_night).has("as_if") and _turn(at_night).tokens == ["red"]


def _options(state):  # type: ignore[no-untyped-def]
    from bot.games.mageknight import game as mk

    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return decision.options


def _set_move(state, n: int):  # type: ignore[no-untyped-def]
    assert state.turn is not None
    state.turn.move = n
    return state


# --------------------------------------------------------------------------- options
def test_every_offered_option_of_these_cards_applies() -> None:
    hand = (
        "underground_travel",
        "druidic_staff",
        "space_bending",
        "amulet_of_the_sun",
        "amulet_of_darkness",
        "cure",
        "call_to_arms",
    )
    t = Table().calm().at(START).hand(*hand, "stamina", "wound").crystals(blue=1, green=1, white=1)
    t.unit("peasants", uid="u1", spent=True)
    t.state.unit_offer = ["herbalists", "peasants", "illusionists"]
    state = t.build()
    assert every_offer_applies(state) > 10
    offered = {o.params.get("card") for o in _options(state)}
    assert {"underground_travel", "druidic_staff", "space_bending", "call_to_arms", "cure"} <= offered
    assert every_offer_applies(t.night().source("black", "red", "red").build()) > 10
    fight = night_fight(
        "prowlers", "prowlers", source=("black",), hand=("wings_of_wind", "march"), crystals={"white": 1}
    )
    assert every_offer_applies(play(fight, "march")) > 0


# --------------------------------------------------------------------------- Call to Arms
def _offer(t: Table, *units: str) -> Table:
    t.state.unit_offer = list(units)
    return t


def test_call_to_arms_basic_borrows_an_offer_units_ability() -> None:
    """Call to Arms: Peasants' Move 2 from the Units offer, or Herbalists' Heal 2 paying their green
    mana; the unit stays in the offer and never joins the Unit area (R-CALL-TO-ARMS)."""
    t = _offer(Table().calm().at(START), "peasants", "herbalists", "delphana_masters")
    t.hand("call_to_arms", "wound", "wound").source("white", "red", "red").crystals(green=1)
    state = play(t.build(), "call_to_arms", mana="die:white", unit="peasants", ability="3")
    assert _turn(state).move == 2 and player(state).units == [] and "peasants" in state.unit_offer
    healed = play(
        t.build(), "call_to_arms", mana="die:white", unit="herbalists", ability="1", unit_mana="crystal:green"
    )
    assert "wound" not in player(healed).hand and player(healed).crystals["green"] == 0
    action = play_action("call_to_arms", mana="die:white", unit="delphana_masters", ability="1")
    assert_illegal(t.build(), 0, action, "Units offer")


def test_call_to_arms_basic_block_inside_a_declaration() -> None:
    """Call to Arms in combat: the Utem Guardsmen's Block 4 stops the Prowlers' attack of 4."""
    state = night_fight("prowlers", night=False, source=("white",), hand=("call_to_arms",))
    state.unit_offer = ["utem_guardsmen"]
    state = next_phase(state)
    state = block(state, "e1", "call_to_arms@basic+unit=utem_guardsmen+ability=2+mana=die:white")
    assert combat(state).enemies[0].blocked == [True] and player(state).units == []


def test_call_to_arms_powered_call_to_glory_recruits_for_free() -> None:
    t = _offer(Table().calm().at(START).night(), "peasants", "herbalists")
    t.hand("call_to_arms").source("black", "red", "red").crystals(white=1)
    state = play(
        t.build(), "call_to_arms", "powered", mana="crystal:white", black="die:black", unit="herbalists"
    )
    assert [u.unit for u in player(state).units] == ["herbalists"] and "herbalists" not in state.unit_offer
