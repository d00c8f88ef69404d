"""Interactive skills (UE digest §4.5 "interactive", LL digest §6, docs/rulings.md R-CENTRE): a
competitive token lies in the centre and affects every other player until its owner's next turn; a
cooperative one may be returned by another player in their own turn for an effect."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight import enemies, movement, observer
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import GameState, Space

from ..builder import DATA, Table, act, assert_illegal, end_turn, play, player
from ..combat.kit import combat, enemy, fight, to_phase
from .kit import skill_ids, use


def two(hero: str, skill: str, *hand: str, other_hand: tuple[str, ...] = ("march", "rage")) -> GameState:
    """Seat 0 (``hero``, owning ``skill``) in its turn; seat 1 (Goldyx) plays next."""
    t = Table(hero, "goldyx").calm().hand(*hand).hand(*other_hand, seat=1).deck("stamina", "rage", seat=0)
    state = t.build()
    state.players[0].skills = [skill]
    return state


def pass_turn(state: GameState, card: str) -> GameState:
    """The active player plays ``card`` sideways for Move and ends the turn."""
    return end_turn(play(state, card, "sideways/move"))


def cost(state: GameState, terrain: str) -> int | None:
    assert state.turn is not None
    return movement.step_cost(Ctx(state, DATA), state.turn, Space(terrain=terrain, tile="test"))


def centre_entry(skill: str, owner: int, kind: str, effect: dict[str, Any]) -> dict[str, Any]:
    return {"skill": skill, "owner": owner, "kind": kind, "effect": effect, "trigger": "any_player"}


# ----------------------------------------------------------------------------- cooperative: returned
def test_arythea_ritual_of_pain_throws_away_wounds_and_another_player_returns_it_for_a_wound_sideways() -> (
    None
):
    state = two("arythea", "arythea_ritual_of_pain", "wound", "wound", "march")
    state = use(state, "arythea_ritual_of_pain", mode="throw-away-wound-2")
    assert player(state).hand == ["march"]
    assert [e["skill"] for e in state.centre] == ["arythea_ritual_of_pain"]
    assert observer.public_view(state, DATA)["centre"][0]["kind"] == "returnable"
    assert player(state).skills_flipped["arythea_ritual_of_pain"] == state.round  # once a round
    # the owner cannot return their own token
    assert_illegal(state, 0, {"type": "skill", "skill": "centre:arythea_ritual_of_pain"}, "your own token")
    state = pass_turn(state, "march")
    assert state.turn is not None and state.turn.seat == 1
    state.players[1].hand.append("wound")
    assert "skill skill:centre:arythea_ritual_of_pain" in skill_ids(state, 1)
    state = use(state, "centre:arythea_ritual_of_pain")
    assert state.centre == []
    state = play(state, "wound", "sideways/move")
    assert state.turn is not None and state.turn.move == 3


def test_arythea_ritual_of_pain_throws_away_one_wound() -> None:
    state = two("arythea", "arythea_ritual_of_pain", "wound", "wound", "march")
    state = use(state, "arythea_ritual_of_pain", mode="throw-away-wound-1")
    assert player(state).hand.count("wound") == 1


def test_norowas_prayer_of_weather_lowers_terrain_and_the_returner_gets_minus_one() -> None:
    state = two("norowas", "norowas_prayer_of_weather", "march")
    state.night = False
    assert cost(state, "forest") == 3
    state = use(state, "norowas_prayer_of_weather")
    assert cost(state, "forest") == 1 and cost(state, "plains") == 1  # -2, not below 1
    state = pass_turn(state, "march")
    assert cost(state, "forest") == 3  # seat 1 until they return it
    state = use(state, "centre:norowas_prayer_of_weather")
    assert cost(state, "forest") == 2 and cost(state, "hills") == 2
    assert state.centre == []


def test_braevalar_natures_vengeance_coop_weakens_an_enemy_and_is_returned_in_combat() -> None:
    state = fight("prowlers", hand=("march",), hero="braevalar")  # attack 4
    state.players[0].skills = ["braevalar_natures_vengeance_coop"]
    state = use(state, "braevalar_natures_vengeance_coop", enemy="e1")
    e1 = enemy(state, "e1")
    assert e1.gained == ["cumbersome"]
    state = to_phase(state, "block")
    assert enemies.attack_value(Ctx(state, DATA), combat(state), e1, 0) == 3
    assert "cumbersome" in enemies.abilities(Ctx(state, DATA), combat(state), e1)
    # another player (here: seat 1 of an entry) returns it in their combat
    state.centre[0]["owner"] = 1
    state = use(state, "centre:braevalar_natures_vengeance_coop", enemy="e1")
    assert enemies.attack_value(Ctx(state, DATA), combat(state), enemy(state, "e1"), 0) == 2
    assert state.centre == []


# ----------------------------------------------------------------------------- competitive: lasting
def test_norowas_prayer_of_weather_competitive_raises_the_others_terrain_until_the_owners_next_turn() -> None:
    state = two("norowas", "norowas_prayer_of_weather_competitive", "march", "rage")
    state.night = False
    state = use(state, "norowas_prayer_of_weather_competitive")
    assert cost(state, "hills") == 1  # the owner: -2
    assert observer.public_view(state, DATA)["centre"][0]["kind"] == "lasting"
    state = pass_turn(state, "march")
    assert cost(state, "hills") == 4 and cost(state, "plains") == 3  # seat 1: +1
    assert cost(state, "swamp") == 5  # not above 5
    state = pass_turn(state, "march")
    assert state.turn is not None and state.turn.seat == 0
    assert state.centre == []  # back to its owner, still face down this round
    assert "norowas_prayer_of_weather_competitive" in player(state).skills_flipped


def test_goldyx_source_freeze_gives_a_crystal_and_the_others_have_no_source_die() -> None:
    t = (
        Table("goldyx", "arythea")
        .calm()
        .hand("march")
        .hand("march", "rage", seat=1)
        .source("blue", "gold", "black")
    )
    state = t.build()
    state.players[0].skills = ["goldyx_source_freeze"]
    assert_illegal(
        state, 0, {"type": "skill", "skill": "goldyx_source_freeze", "colour": "gold"}, "colour:<blue>"
    )
    state = use(state, "goldyx_source_freeze", colour="blue")
    assert player(state).crystals["blue"] == 1
    state = pass_turn(state, "march")
    assert state.turn is not None and state.turn.seat == 1 and state.turn.dice_allowed == 0


def test_arythea_healing_ritual_gives_a_thrown_away_wound_to_the_nearest_hero() -> None:
    state = two("arythea", "arythea_healing_ritual", "wound", "wound", "march")
    before = state.players[1].hand.count("wound")
    state = use(state, "arythea_healing_ritual")
    assert player(state).hand == ["march"]
    assert state.players[1].hand.count("wound") == before + 1


def test_wolfhawk_wolfs_howl_sideways_four_plus_empty_command_and_others_units_weaker() -> None:
    state = two("wolfhawk", "wolfhawk_wolfs_howl", "march")
    state = use(state, "wolfhawk_wolfs_howl")  # level 1: one empty Command token
    state = play(state, "march", "sideways/move")
    assert state.turn is not None and state.turn.move == 5
    assert state.centre[0]["effect"] == {"unit_values": -1}
    # another player's unit gives 1 less in a declaration
    fightst = fight("prowlers", hand=("march",), units=("peasants",))
    fightst.centre.append(centre_entry("wolfhawk_wolfs_howl", 5, "lasting", {"unit_values": -1}))
    fightst = to_phase(fightst, "block")
    assert_illegal(
        fightst,
        0,
        {"type": "block", "enemy": "e1", "units": "u1@1/block"},
        "Not enough: block physical 1 = 1",
    )


def test_braevalar_natures_vengeance_weakens_an_enemy_and_others_face_stronger_attacks() -> None:
    state = fight("prowlers", hand=("march",), hero="braevalar")
    state.players[0].skills = ["braevalar_natures_vengeance"]
    state = use(state, "braevalar_natures_vengeance", enemy="e1")
    assert enemy(state, "e1").gained == ["cumbersome"] and state.centre[0]["kind"] == "lasting"
    other = fight("prowlers", hand=("march",))
    other.centre.append(centre_entry("braevalar_natures_vengeance", 5, "lasting", {"enemy_attacks_bonus": 1}))
    other = to_phase(other, "block")
    assert enemies.attack_value(Ctx(other, DATA), combat(other), enemy(other, "e1"), 0) == 5


def test_wolfhawk_wolf_pack_sideways_value_and_the_token_goes_to_the_centre() -> None:
    state = two("wolfhawk", "wolfhawk_wolf_pack", "march")
    state = use(state, "wolfhawk_wolf_pack")
    state = play(state, "march", "sideways/move")
    assert state.turn is not None and state.turn.move == 5  # 4 + 1 empty Command token
    assert state.centre[0]["kind"] == "return" and state.centre[0]["trigger"] == "first_player_in_combat"


def test_wolfhawk_wolf_pack_returned_in_a_block_lowers_armor_and_attack() -> None:
    effect = {"all": [{"enemy_armor": -1, "target": "one", "min": 1}, {"lower_attack": 1}]}
    state = fight("prowlers", hand=("march", "rage"))  # attack 4 / armor 3
    state.centre.append(centre_entry("wolfhawk_wolf_pack", 5, "return", effect))
    state.centre[0]["trigger"] = "first_player_in_combat"
    state = to_phase(state, "block")
    assert "skill skill:centre:wolfhawk_wolf_pack" not in " ".join(skill_ids(state, 0))  # named in a block
    block = {"type": "block", "enemy": "e1", "cards": "rage@basic/block,march@sideways/block"}
    assert_illegal(state, 0, block, "Not enough")  # 3 vs 4
    state = act(state, {**block, "skills": "centre:wolfhawk_wolf_pack+enemy=e1"})  # vs 3
    assert enemy(state, "e1").blocked == [True] and state.centre == []
    assert enemies.armor(Ctx(state, DATA), combat(state), enemy(state, "e1"), "attack") == 2


# ----------------------------------------------------------------------------- mana tokens in the centre
def mana_table(hero: str, skill: str) -> GameState:
    t = Table(hero, "goldyx").calm().hand("march", "rage").hand("march", "stamina", seat=1)
    state = t.crystals(green=1).crystals(seat=1, green=2).source("blue", "red", "white").build()
    state.players[0].skills = [skill]
    return state


def powered_march(state: GameState, how: str) -> GameState:
    return play(state, "march", "powered", mana=how)


def test_krang_mana_suppression_others_pay_one_more_and_the_owner_gets_that_crystal() -> None:
    state = use(mana_table("krang", "krang_mana_suppression"), "krang_mana_suppression")
    assert state.centre[0]["kind"] == "lasting" and state.centre[0]["effect"] == {"mana_surcharge": 1}
    state = pass_turn(state, "rage")
    state.players[1].crystals["green"] = 1
    assert_illegal(state, 1, play_action_powered("crystal:green"), "no green mana")
    state.players[1].crystals["green"] = 2
    state = powered_march(state, "crystal:green")  # 1 + 1 more
    assert state.players[1].crystals["green"] == 0 and state.centre[0]["tokens"] == ["green"]
    state = end_turn(state)
    assert state.turn is not None and state.turn.seat == 0 and state.centre == []
    assert state.players[0].crystals["green"] == 2  # its own 1 + the one from the token


def play_action_powered(how: str) -> dict[str, Any]:
    return {"type": "play", "card": "march", "mode": "powered", "params": {"mana": how}}


def test_tovak_mana_exploit_others_are_wounded_for_each_other_colour() -> None:
    state = use(mana_table("tovak", "tovak_mana_exploit"), "tovak_mana_exploit", colour="red")
    assert state.turn is not None and "red" in state.turn.tokens
    assert state.centre[0]["colour"] == "red"
    state = pass_turn(state, "rage")
    wounds = state.players[1].hand.count("wound")
    state = powered_march(state, "crystal:green")  # green is not red: a Wound
    assert state.players[1].hand.count("wound") == wounds + 1


def test_tovak_mana_overload_the_first_card_powered_with_that_colour_gets_four() -> None:
    state = use(mana_table("tovak", "tovak_mana_overload"), "tovak_mana_overload", colour="green")
    assert state.centre[0]["trigger"] == "first_player_using_colour"
    assert not any("centre:" in i for i in skill_ids(state, 0))
    state = powered_march(state, "token:green")  # the owner too: Move 4 + 4
    assert state.turn is not None and state.turn.move == 8 and state.centre == []


def test_krang_mana_enhancement_crystal_of_the_mana_used_and_another_player_gets_a_token() -> None:
    state = mana_table("krang", "krang_mana_enhancement")
    assert skill_ids(state, 0) == []  # no basic mana used yet
    state = powered_march(state, "crystal:green")
    assert player(state).crystals["green"] == 0
    state = use(state, "krang_mana_enhancement")
    assert player(state).crystals["green"] == 1 and state.centre[0]["colour"] == "green"
    state = pass_turn(state, "rage")
    state = use(state, "centre:krang_mana_enhancement")
    assert state.turn is not None and state.turn.tokens == ["green"] and state.centre == []


def test_goldyx_source_opening_reroll_and_the_returner_takes_an_extra_die_for_the_owners_crystal() -> None:
    t = Table("goldyx", "arythea").calm().hand("march", "rage").hand("march", "rage", seat=1)
    state = t.source("blue", "red", "gold").build()
    state.players[0].skills = ["goldyx_source_opening"]
    state = use(state, "goldyx_source_opening", die="gold")
    assert [d.colour for d in state.source][:2] == ["blue", "red"]
    state = pass_turn(state, "rage")
    blue = state.players[0].crystals["blue"]
    basic = sorted({d.colour for d in state.source if d.colour in ("red", "blue", "green", "white")})
    state = use(state, "centre:goldyx_source_opening", die=basic[0])
    assert state.turn is not None and state.turn.tokens == [basic[0]]
    assert state.players[0].crystals[basic[0]] == (blue + 1 if basic[0] == "blue" else 1)
    assert state.centre == []
