"""Artifacts that use another card or a skill (UE digest §4.1 composite effects): Tome of All Spells
(a Spell of the offer), Circlet of Proficiency (the Common Skill offer), Mysterious Box (the top
Artifact). Written from each card's meaning; R-COMPOSITE, R-CIRCLET and R-BOX decide the open points."""

from __future__ import annotations

from bot.games.mageknight.state import GameState, Turn

from ..builder import (
    Table,
    assert_illegal,
    attack,
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


def _table(*hand: str) -> Table:
    return Table().calm().source("red", "blue", "green", "white").hand(*hand)


def _spells(state: GameState, *spells: str) -> GameState:
    state.spell_offer, state.offers_revealed = list(spells), True
    return state


# --------------------------------------------------------------------------- Tome of All Spells
def test_tome_of_all_spells_basic_casts_an_offered_spell_without_mana() -> None:
    state = _spells(
        _table("tome_of_all_spells", "march", "wound", "wound", "wound").build(), "restoration", "fireball"
    )
    after = play(state, "tome_of_all_spells", discard="march", use="restoration")
    assert player(after).hand.count("wound") == 0  # Heal 3, no green mana paid
    assert "march" in player(after).discard and "tome_of_all_spells" in player(after).play_area
    assert after.spell_offer == ["restoration", "fireball"]
    assert_illegal(state, None, play_action("tome_of_all_spells", discard="march", use="fireball"), "colour")
    assert every_card_play_applies(state, "tome_of_all_spells") >= 1


def test_tome_of_all_spells_powered_snowstorm_by_day_in_combat() -> None:
    fought = _spells(fight("guardsmen", hand=("tome_of_all_spells", "determination")), "snowstorm")
    assert not fought.night
    won = attack(fought, "e1", "tome_of_all_spells@powered+discard=determination+use=snowstorm")
    assert enemy(won, "e1").defeated  # Siege Ice 8 against the fortified armor 7, by Day, no mana
    assert "tome_of_all_spells" in player(won).removed and player(won).hand.count("wound") == 1


# --------------------------------------------------------------------------- Circlet of Proficiency
def test_circlet_of_proficiency_basic_uses_a_common_skill_twice() -> None:
    state = _table("circlet_of_proficiency", "march").build()
    state.common_skills = ["arythea_dark_paths", "norowas_bright_negotiation"]
    after = play(state, "circlet_of_proficiency", skill="arythea_dark_paths")
    assert _turn(after).move == 2  # Dark Paths by Day: Move 1, a once-a-turn Skill used twice
    assert after.common_skills == ["arythea_dark_paths", "norowas_bright_negotiation"]
    assert "arythea_dark_paths" not in player(after).skills
    assert_illegal(state, None, play_action("circlet_of_proficiency", skill="tovak_shield_mastery"), "skill:")
    assert every_card_play_applies(state, "circlet_of_proficiency") >= 2


def test_circlet_of_proficiency_powered_takes_the_skill() -> None:
    state = _table("circlet_of_proficiency").build()
    state.common_skills = ["norowas_bright_negotiation"]
    after = play(state, "circlet_of_proficiency", "powered", skill="norowas_bright_negotiation")
    assert "norowas_bright_negotiation" in player(after).skills
    assert "norowas_bright_negotiation" not in after.common_skills  # (a Dummy skill may take its place)
    assert "circlet_of_proficiency" in player(after).removed


# --------------------------------------------------------------------------- Mysterious Box
def test_mysterious_box_basic_used_as_the_revealed_artifact() -> None:
    state = _table("mysterious_box", "march").build()
    state.artifact_deck = ["endless_bag_of_gold", "ruby_ring"]
    fame = player(state).fame
    revealed = play(state, "mysterious_box")
    assert (
        revealed.artifact_deck == ["ruby_ring"]
        and _turn(revealed).mods("box")[0]["artifact"] == "endless_bag_of_gold"
    )
    used = play(revealed, "mysterious_box", "later")
    assert _turn(used).influence == 4 and player(used).fame == fame + 2 + 1
    ended = end_turn(used)
    assert ended.artifact_deck == ["ruby_ring", "endless_bag_of_gold"]
    assert "mysterious_box" in player(ended).discard + player(ended).deck + player(ended).hand


def test_mysterious_box_unused_returns_to_hand() -> None:
    state = _table("mysterious_box", "march").build()
    state.artifact_deck = ["endless_bag_of_gold"]
    ended = end_turn(play(state, "mysterious_box"))
    assert "mysterious_box" in player(ended).hand and ended.artifact_deck == ["endless_bag_of_gold"]


def test_mysterious_box_powered_thrown_away_after_use() -> None:
    state = _table("mysterious_box").build()
    state.artifact_deck = ["endless_bag_of_gold"]
    revealed = play(state, "mysterious_box", "powered")
    used = play(revealed, "mysterious_box", "later")
    assert _turn(used).influence == 9 and "mysterious_box" in player(used).removed
    assert_illegal(used, None, play_action("mysterious_box", "later"))


def test_circlet_of_proficiency_basic_combat_skill_twice_in_a_declaration() -> None:
    fought = to_attack(fight("wolf_riders", hand=("circlet_of_proficiency",)))
    fought.common_skills = ["arythea_hot_swordsmanship"]
    won = attack(fought, "e1", "circlet_of_proficiency@basic+skill=arythea_hot_swordsmanship+mode=attack")
    assert enemy(won, "e1").defeated  # Attack 2 twice against armor 4


def test_mysterious_box_basic_as_a_combat_artifact() -> None:
    fought = to_attack(fight("centaur_outriders", hand=("mysterious_box",)))
    fought.artifact_deck = ["horn_of_wrath", *fought.artifact_deck]
    revealed = play(fought, "mysterious_box")
    won = attack(revealed, "e1", "mysterious_box@later")
    assert enemy(won, "e1").defeated  # the Horn's Siege Attack 5
    assert _turn(won).mods("box")[0]["used"]


def test_mysterious_box_basic_as_druidic_staff() -> None:
    state = _table("mysterious_box", "march", "wound", "wound").build()
    state.artifact_deck = ["druidic_staff"]
    used = play(play(state, "mysterious_box"), "mysterious_box", "later", discard="march")
    assert player(used).hand.count("wound") == 0 and "march" in player(used).discard
