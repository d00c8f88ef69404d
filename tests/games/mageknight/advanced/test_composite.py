"""Composite Advanced Actions (UE digest §4.1 "composite effects"): Maximal Effect, Magic Talent, Blood
of Ancients use another card's effect; Crystal Mastery and Mana Storm change the mana rules for the
turn. Written from each card's meaning; R-COMPOSITE decides the open points."""

from __future__ import annotations

from bot.games.mageknight.state import GameState, Turn

from ..builder import (
    Table,
    assert_illegal,
    attack,
    card_plays,
    end_turn,
    every_card_play_applies,
    play,
    play_action,
    player,
)
from ..combat.kit import enemy, fight, to_attack


def _turn(state: GameState) -> Turn:
    assert state.turn is not None
    return state.turn


def _table(*hand: str, source: tuple[str, ...] = ("red", "blue", "green", "white")) -> Table:
    return Table().calm().source(*source).hand(*hand)


# --------------------------------------------------------------------------- Maximal Effect
def test_maximal_effect_basic_uses_thrown_march_three_times() -> None:
    state = _table("maximal_effect", "march", "rage").build()
    after = play(state, "maximal_effect", throw="march")
    assert _turn(after).move == 6
    assert "march" in player(after).removed and "march" not in player(after).hand
    assert "maximal_effect" in player(after).play_area and player(after).hand == ["rage"]


def test_maximal_effect_basic_one_mode_for_every_use() -> None:
    """R-COMPOSITE: Rage's mode is chosen once (card_mode) and used all three times."""
    state = _table("maximal_effect", "rage", "march").build()
    assert_illegal(state, None, play_action("maximal_effect", throw="rage"), "card_mode")
    assert_illegal(state, None, play_action("maximal_effect", throw="wound"), "throw away")
    fought = to_attack(fight("centaur_outriders", hand=("maximal_effect", "rage")))
    won = attack(fought, "e1", "maximal_effect@basic+throw=rage+card_mode=attack")
    assert enemy(won, "e1").defeated  # Attack 2 three times = 6 against armor 5
    assert "rage" in player(won).removed


def test_maximal_effect_powered_doubles_rage_for_free() -> None:
    fought = to_attack(fight("guardsmen", hand=("maximal_effect", "rage"), crystals={"red": 1}))
    too_little = fight("guardsmen", hand=("rage",), crystals={"red": 1})
    assert_illegal(to_attack(too_little), None, {"type": "attack", "targets": "e1", "cards": "rage@powered"})
    won = attack(fought, "e1", "maximal_effect@powered+mana=crystal:red+throw=rage")
    assert enemy(won, "e1").defeated  # Attack 4 twice = 8 against armor 7, one red mana only
    assert player(won).crystals["red"] == 0 and "rage" in player(won).removed


def test_maximal_effect_powered_march_and_options() -> None:
    state = _table("maximal_effect", "march", "promise").tokens("red").build()
    after = play(state, "maximal_effect", "powered", mana="token:red", throw="march")
    assert _turn(after).move == 8 and "red" not in _turn(after).tokens
    offers = card_plays(_table("maximal_effect", "march", "promise").build(), "maximal_effect")
    throws = {o["params"].get("throw") for o in offers}
    assert {"march", "promise"} <= throws
    assert (
        every_card_play_applies(
            _table("maximal_effect", "march", "promise", "rage").build(), "maximal_effect"
        )
        >= 2
    )


# --------------------------------------------------------------------------- Magic Talent
def _with_offer(state: GameState, spells: tuple[str, ...] = (), aas: tuple[str, ...] = ()) -> GameState:
    if spells:
        state.spell_offer = list(spells)
    if aas:
        state.aa_offer = list(aas)
    state.offers_revealed = True
    return state


def test_magic_talent_basic_casts_a_green_spell_from_the_offer() -> None:
    base = _table("magic_talent", "march", "wound", "wound", "wound", "wound").tokens("green").build()
    state = _with_offer(base, spells=("restoration", "fireball", "snowstorm"))
    after = play(state, "magic_talent", discard="march", use="restoration", mana="token:green")
    assert player(after).hand.count("wound") == 1  # Restoration away from a forest: Heal 3
    assert "march" in player(after).discard and "green" not in _turn(after).tokens
    assert after.spell_offer == ["restoration", "fireball", "snowstorm"]  # the Spell stays in the offer
    # the Spell must match the discarded card's colour, and its mana is still paid
    assert_illegal(state, None, play_action("magic_talent", discard="march", use="fireball"), "use=")
    unpaid = _with_offer(
        _table("magic_talent", "march", "wound", source=("red",)).build(), spells=("restoration",)
    )
    assert_illegal(unpaid, None, play_action("magic_talent", discard="march", use="restoration"), "green")


def test_magic_talent_basic_fireball_in_combat_and_options() -> None:
    fought = _with_offer(
        fight("prowlers", hand=("magic_talent", "rage"), crystals={"red": 1}), spells=("fireball",)
    )
    won = attack(fought, "e1", "magic_talent@basic+discard=rage+use=fireball+mana=crystal:red")
    assert enemy(won, "e1").defeated  # a Ranged Fire Attack 5 in the Ranged & Siege phase
    assert "fireball" in won.spell_offer and player(won).crystals["red"] == 0
    state = _with_offer(
        _table("magic_talent", "march", "wound").tokens("green").build(), spells=("restoration", "fireball")
    )
    offers = card_plays(state, "magic_talent")
    assert any(o["params"].get("use") == "restoration" for o in offers)
    assert every_card_play_applies(state, "magic_talent") >= 1


def test_magic_talent_powered_takes_a_spell_of_the_paid_colour() -> None:
    state = _with_offer(
        _table("magic_talent").tokens("blue", "red").build(), spells=("fireball", "snowstorm", "restoration")
    )
    state.spell_deck = ["mana_bolt", *state.spell_deck]
    after = play(
        state,
        "magic_talent",
        "powered/take-offer-card-red",
        mana="token:blue",
        pay="token:red",
        take="fireball",
    )
    assert "fireball" in player(after).discard and "fireball" not in after.spell_offer
    assert after.spell_offer[0] == "mana_bolt" and _turn(after).tokens == []


# --------------------------------------------------------------------------- Blood of Ancients
def test_blood_of_ancients_powered_uses_an_offered_action_for_a_wound() -> None:
    state = _with_offer(
        _table("blood_of_ancients", "wound").tokens("red").build(), aas=("refreshing_walk", "ice_bolt")
    )
    after = play(
        state, "blood_of_ancients", "powered", mana="token:red", pick="take-wounds-1", use="refreshing_walk"
    )
    assert _turn(after).move == 4  # Refreshing Walk powered, no green mana paid
    assert player(after).hand.count("wound") == 0  # the Wound taken and the one held, both healed
    assert after.aa_offer == ["refreshing_walk", "ice_bolt"]
    to_discard = play(
        state, "blood_of_ancients", "powered", mana="token:red", pick="take-wounds-2", use="refreshing_walk"
    )
    assert player(to_discard).discard.count("wound") == 1 and player(to_discard).hand.count("wound") == 0
    assert every_card_play_applies(state, "blood_of_ancients") >= 1


def test_blood_of_ancients_basic_buys_an_action_into_hand() -> None:
    state = _with_offer(_table("blood_of_ancients").tokens("red").build(), aas=("blood_rage", "ice_bolt"))
    after = play(state, "blood_of_ancients", gain="1", pay="token:red", take="blood_rage")
    assert "blood_rage" in player(after).hand and player(after).hand.count("wound") == 1


# --------------------------------------------------------------------------- Crystal Mastery, Mana Storm
def test_crystal_mastery_powered_regains_spent_crystals_at_end_of_turn() -> None:
    state = _table("crystal_mastery", "march", "rage").crystals(blue=1, green=2).build()
    powered = play(state, "crystal_mastery", "powered", mana="crystal:blue")
    moved = play(powered, "march", "powered", mana="crystal:green")
    assert player(moved).crystals == {**player(moved).crystals, "blue": 0, "green": 1}
    ended = end_turn(moved)
    assert player(ended).crystals["blue"] == 1 and player(ended).crystals["green"] == 2
    basic = play(state, "crystal_mastery", colour="green")
    assert player(basic).crystals["green"] == 3


def test_mana_storm_powered_gold_and_black_dice_pay_any_colour() -> None:
    state = _table("mana_storm", "march", "stamina").tokens("white").build()
    stormy = play(state, "mana_storm", "powered", mana="token:white")
    assert _turn(stormy).dice_allowed == 4 and _turn(stormy).has("special_dice_any_colour")
    for die, colour in zip(stormy.source, ("black", "gold", "red", "blue", "green"), strict=False):
        die.colour, die.taken_by = colour, None
    by_day = play(stormy, "march", "powered", mana="die:black")  # black by Day, as green
    assert _turn(by_day).move == 4
    both = play(by_day, "stamina", "powered", mana="die:gold")
    assert _turn(both).move == 8
    calm = _table("march").build()
    for die in calm.source:
        die.colour = "black"
    assert_illegal(calm, None, play_action("march", "powered", mana="die:black"))


def test_mana_storm_basic_crystal_from_a_source_die() -> None:
    state = _table("mana_storm", source=("white", "gold", "black")).build()
    after = play(state, "mana_storm", die="white")
    assert player(after).crystals["white"] == 1


def test_magic_talent_basic_time_bending_sets_magic_talent_aside() -> None:
    """§4.1: Time Bending played through Magic Talent sets Magic Talent aside, not the Spell."""
    base = _table("magic_talent", "stamina", "march").night().tokens("blue", "black").build()
    state = _with_offer(base, spells=("space_bending",))
    after = play(
        state,
        "magic_talent",
        discard="stamina",
        use="space_bending",
        use_how="powered",
        mana="token:blue",
        black="token:black",
    )
    assert [m.source for m in _turn(after).mods("repeat_turn")] == ["magic_talent"]
    assert after.spell_offer == ["space_bending"]
    ended = end_turn(after)
    assert player(ended).set_aside == ["magic_talent"]


def test_maximal_effect_basic_improvisation_pays_its_discard_each_time() -> None:
    state = _table("maximal_effect", "improvisation", "march", "promise", "rage").build()
    params = {"throw": "improvisation", "card_mode": "move", "discard": "march", "discard2": "promise"}
    assert_illegal(state, None, play_action("maximal_effect", **params), "discard")
    after = play(state, "maximal_effect", **params, discard3="rage")
    assert _turn(after).move == 9 and sorted(player(after).discard) == ["march", "promise", "rage"]
