"""Hero skills (UE digest §4.5): timing (once per turn; once per round, flipped face down until the
next round; the part of the turn a skill names) and the effect of every skill the engine can use,
written from the skill's meaning (``data/mageknight/skills.toml``): both the effect and its other branch
or stronger form where it has one (Wolfhawk's On Her Own: Influence 3, or 1 after recruiting)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import AmbiguousActionError, IllegalActionError
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from ..builder import DATA, Table, act, assert_illegal, player
from ..combat.kit import combat, fight, to_attack, to_phase
from .kit import skill_ids, use


def with_skills(t: Table, *skills: str, seat: int = 0) -> GameState:
    state = t.build()
    state.players[seat].skills = list(skills)
    return state


# ----------------------------------------------------------------------------- timing (§4.5)
def test_a_once_per_round_skill_is_face_down_until_the_next_round() -> None:
    state = with_skills(Table("goldyx").hand("march"), "goldyx_red_crystal_craft")
    state = use(state, "goldyx_red_crystal_craft")
    assert_illegal(state, 0, {"type": "skill", "skill": "goldyx_red_crystal_craft"}, "face down")
    assert skill_ids(state) == []
    state.round += 1  # the next round (a new turn): face up again
    state.turn.skills_used.clear()  # type: ignore[union-attr]
    assert skill_ids(state) == ["skill skill:goldyx_red_crystal_craft"]


def test_a_once_per_turn_skill_is_used_once_each_turn() -> None:
    state = with_skills(Table("tovak").hand("march").day(), "tovak_double_time")
    state = use(state, "tovak_double_time")
    assert_illegal(state, 0, {"type": "skill", "skill": "tovak_double_time"}, "already been used this turn")
    state.turn.skills_used.clear()  # as in a new turn  # type: ignore[union-attr]
    assert use(state, "tovak_double_time").turn.move == 4  # type: ignore[union-attr]


def test_only_your_own_skills_can_be_used() -> None:
    state = with_skills(Table("goldyx").hand("march"))
    assert_illegal(state, 0, {"type": "skill", "skill": "goldyx_potion_making"}, "You do not have")
    assert_illegal(state, 0, {"type": "skill", "skill": "nope"}, "There is no skill")


def test_every_skill_of_every_hero_is_supported() -> None:
    """All 77 skill tokens (7 heroes x 11) are usable: none is refused as not available."""
    from bot.games.mageknight.skills import use as skill_use

    assert len(DATA.skills) == 77
    assert [s for s, rec in DATA.skills.items() if not skill_use.supported(rec)] == []


def test_a_skill_outside_its_part_of_the_turn_is_refused() -> None:
    state = with_skills(Table("goldyx").hand("march"), "goldyx_glittering_fortune")
    assert_illegal(state, 0, {"type": "skill", "skill": "goldyx_glittering_fortune"}, "during an interaction")


def test_every_offered_skill_option_applies() -> None:
    skills = [s for s in DATA.skills if s.startswith(("goldyx", "braevalar", "norowas", "arythea"))]
    state = with_skills(Table("goldyx").hand("march", "wound").deck("rage", "stamina").day(), *skills)
    ids = skill_ids(state)
    assert ids
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    for o in decision.options:
        if o.command == "skill":
            mk.apply(state, 0, o.action(), DATA)


# ----------------------------------------------------------------------------- crystals and mana
@pytest.mark.parametrize(
    ("skill", "crystal", "token"),
    [
        ("goldyx_white_crystal_craft", "blue", "white"),
        ("goldyx_green_crystal_craft", "blue", "green"),
        ("goldyx_red_crystal_craft", "blue", "red"),
        ("norowas_leaves_in_the_wind", "green", "white"),
        ("norowas_whispers_in_the_treetops", "white", "green"),
    ],
)
def test_crystal_crafts_give_a_crystal_and_a_mana_token(skill: str, crystal: str, token: str) -> None:
    state = use(with_skills(Table(skill.split("_")[0]).hand("march"), skill), skill)
    assert player(state).crystals[crystal] == 1
    assert state.turn is not None and state.turn.tokens == [token]
    assert player(state).skills_flipped == {skill: state.round}


def test_dark_fire_magic_red_crystal_and_a_red_or_black_token() -> None:
    state = with_skills(Table("arythea").hand("march"), "arythea_dark_fire_magic")
    with pytest.raises(IllegalActionError, match="colour:<red|black>"):
        mk.apply(state, 0, {"type": "skill", "skill": "arythea_dark_fire_magic"}, DATA)
    state = use(state, "arythea_dark_fire_magic", colour="black")
    assert player(state).crystals["red"] == 1 and state.turn.tokens == ["black"]  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("skill", "first", "second"),
    [("braevalar_thunderstorm", "blue", "white"), ("braevalar_lightning_storm", "green", "red")],
)
def test_storms_give_two_mana_tokens_each_of_its_own_pair(skill: str, first: str, second: str) -> None:
    state = with_skills(Table("braevalar").hand("march"), skill)
    state = use(state, skill, colour=first, colour2=second)
    assert state.turn is not None and state.turn.tokens == [first, second]
    assert_illegal(
        with_skills(Table("braevalar").hand("march"), skill),
        0,
        {"type": "skill", "skill": skill, "colour": second, "colour2": first},
    )


# ----------------------------------------------------------------------------- healing
def test_potion_making_heals_two_wounds_in_hand() -> None:
    state = with_skills(Table("goldyx").hand("march", "wound", "wound", "wound"), "goldyx_potion_making")
    assert player(use(state, "goldyx_potion_making")).hand.count("wound") == 1


@pytest.mark.parametrize(
    ("skill", "crystal"), [("wolfhawk_refreshing_bath", "blue"), ("wolfhawk_refreshing_breeze", "white")]
)
def test_refreshing_bath_and_breeze_heal_one_and_give_a_crystal(skill: str, crystal: str) -> None:
    state = use(with_skills(Table("wolfhawk").hand("march", "wound", "wound"), skill), skill)
    assert player(state).hand.count("wound") == 1 and player(state).crystals[crystal] == 1


def test_potion_making_is_not_used_in_combat() -> None:
    state = fight("prowlers", hand=("march", "wound"))
    player(state).skills = ["goldyx_potion_making"]
    assert_illegal(state, 0, {"type": "skill", "skill": "goldyx_potion_making"}, "outside combat")


# ----------------------------------------------------------------------------- move and influence
@pytest.mark.parametrize(
    ("skill", "night", "move"),
    [
        ("arythea_dark_paths", True, 2),
        ("arythea_dark_paths", False, 1),
        ("tovak_double_time", False, 2),
        ("tovak_double_time", True, 1),
    ],
)
def test_day_and_night_move_skills(skill: str, night: bool, move: int) -> None:
    t = Table(skill.split("_")[0]).hand("march")
    t = t.night() if night else t.day()
    state = use(with_skills(t, skill), skill)
    assert state.turn is not None and state.turn.move == move


@pytest.mark.parametrize(
    ("skill", "night", "influence"),
    [
        ("arythea_dark_negotiation", True, 3),
        ("arythea_dark_negotiation", False, 2),
        ("norowas_bright_negotiation", False, 3),
        ("norowas_bright_negotiation", True, 2),
    ],
)
def test_negotiation_skills_depend_on_day_and_night(skill: str, night: bool, influence: int) -> None:
    t = Table(skill.split("_")[0]).hand("march")
    t = t.night() if night else t.day()
    state = use(with_skills(t, skill), skill)
    assert state.turn is not None and state.turn.influence == influence


@pytest.mark.parametrize(("site", "influence"), [("magical_glade", 4), ("keep", 2), (None, 3)])
def test_beguile_depends_on_the_site(site: str | None, influence: int) -> None:
    t = Table("braevalar").hand("march").space("2,-2", "plains", site).at("2,-2")
    state = use(with_skills(t, "braevalar_beguile"), "braevalar_beguile")
    assert state.turn is not None and state.turn.influence == influence


def test_forward_march_one_move_per_ready_unwounded_unit_at_most_three() -> None:
    t = Table("norowas").hand("march").level(5)
    for i, u in enumerate(("peasants", "peasants", "peasants", "foresters"), start=1):
        t.unit(u, uid=f"u{i}")
    state = with_skills(t, "norowas_forward_march")
    state.players[0].units[0].wounds = 1  # wounded: does not count
    state = use(state, "norowas_forward_march")
    assert state.turn is not None and state.turn.move == 3
    state2 = with_skills(Table("norowas").hand("march"), "norowas_forward_march")
    assert use(state2, "norowas_forward_march").turn.move == 0  # type: ignore[union-attr]


def test_glittering_fortune_one_influence_per_crystal_colour_during_interaction() -> None:
    state = with_skills(Table("goldyx").hand("march").crystals(red=2, blue=1), "goldyx_glittering_fortune")
    assert state.turn is not None
    state.turn.interaction = {"hex": "0,0", "rep": 0, "mode": "normal", "recruited": [], "bought": []}
    state = use(state, "goldyx_glittering_fortune")
    assert state.turn is not None and state.turn.influence == 2


HERE = "1,0"  # plains next to the portal


def _wolfhawk_at_a_village(influence: int = 0) -> Table:
    t = Table("wolfhawk").calm().space(HERE, "plains", site="village").at(HERE).hand("march")
    t.state.unit_offer = ["peasants"]
    return t.turn(influence=influence)


def _with_skill(t: Table, skill: str) -> GameState:
    state = t.build()
    state.players[0].skills = [skill]
    return state


def test_wolfhawk_on_her_own_gives_influence_3_when_no_unit_was_recruited() -> None:
    """On Her Own: Influence 3 while no unit has been recruited this turn."""
    state = _with_skill(_wolfhawk_at_a_village(), "wolfhawk_on_her_own")
    after = act(state, {"type": "skill", "skill": "wolfhawk_on_her_own"})
    assert after.turn is not None and after.turn.influence == 3
    assert player(after).units == []
    # once per turn
    assert_illegal(after, 0, {"type": "skill", "skill": "wolfhawk_on_her_own"}, "already been used this turn")


def test_wolfhawk_on_her_own_gives_only_influence_1_after_recruiting() -> None:
    """After a recruit this turn the skill gives Influence 1 (the smaller branch)."""
    state = _with_skill(_wolfhawk_at_a_village(influence=4), "wolfhawk_on_her_own")
    state = act(state, {"type": "recruit", "unit": "peasants"})
    assert [u.unit for u in player(state).units] == ["peasants"]
    assert state.turn is not None and state.turn.influence == 0
    after = act(state, {"type": "skill", "skill": "wolfhawk_on_her_own"})
    assert after.turn is not None and after.turn.influence == 1


# ----------------------------------------------------------------------------- Motivation
@pytest.mark.parametrize(
    ("skill", "colour"),
    [
        ("arythea_motivation", "red"),
        ("tovak_motivation", "blue"),
        ("goldyx_motivation", "green"),
        ("norowas_motivation", "white"),
    ],
)
def test_motivation_draws_two_and_gives_mana_to_the_alone_lowest_fame(skill: str, colour: str) -> None:
    hero = skill.split("_")[0]
    t = Table(hero, "krang").hand("march").deck("rage", "stamina", "swiftness").fame(5, seat=1)
    state = use(with_skills(t, skill), skill)
    assert sorted(player(state).hand) == ["march", "rage", "stamina"]
    assert state.turn is not None and state.turn.tokens == [colour]
    tied = Table(hero, "krang").hand("march").deck("rage", "stamina")
    assert use(with_skills(tied, skill), skill).turn.tokens == []  # type: ignore[union-attr]


def test_wolfhawk_motivation_gives_fame_and_blocks_another_motivation() -> None:
    t = Table("wolfhawk", "krang").hand("march").deck("rage", "stamina").fame(3, seat=1)
    state = with_skills(t, "wolfhawk_motivation", "tovak_motivation")
    state = use(state, "wolfhawk_motivation")
    assert player(state).fame == 1 and len(player(state).hand) == 3
    assert_illegal(state, 0, {"type": "skill", "skill": "tovak_motivation"}, "Motivation")


# ----------------------------------------------------------------------------- units
def test_inspiration_readies_or_heals_a_unit() -> None:
    t = Table("norowas").hand("march").level(3).unit("peasants", uid="u1", spent=True)
    t.unit("foresters", uid="u2", wounds=1)
    state = with_skills(t, "norowas_inspiration")
    with pytest.raises(AmbiguousActionError):
        mk.apply(state, 0, {"type": "skill", "skill": "norowas_inspiration"}, DATA)
    ready = use(state, "norowas_inspiration", mode="ready-unit", unit="u1")
    assert not player(ready).units[0].spent
    healed = use(state, "norowas_inspiration", mode="heal-unit", unit="u2")
    assert player(healed).units[1].wounds == 0
    assert_illegal(
        state, 0, {"type": "skill", "skill": "norowas_inspiration", "mode": "ready-unit", "unit": "u2"}
    )


# ----------------------------------------------------------------------------- combat skills
def attack_with(state: GameState, targets: str, skills: str, cards: str = "") -> GameState:
    action: dict[str, Any] = {"type": "attack", "targets": targets, "skills": skills}
    if cards:
        action["cards"] = cards
    return act(state, action)


@pytest.mark.parametrize(
    ("skill", "mode", "hero"),
    [
        ("tovak_cold_swordsmanship", "ice-attack", "tovak"),
        ("arythea_hot_swordsmanship", "fire-attack", "arythea"),
    ],
)
def test_swordsmanship_gives_attack_two_in_the_attack_phase(skill: str, mode: str, hero: str) -> None:
    state = to_attack(fight("prowlers", hand=("march",), hero=hero))  # armor 3
    player(state).skills = [skill]
    state = attack_with(state, "e1", f"{skill}@{mode}", "march@sideways/attack")
    assert combat(state).enemies[0].defeated


@pytest.mark.parametrize(
    ("skill", "hero", "mode"),
    [
        ("arythea_burning_power", "arythea", "fire-siege-attack"),
        ("goldyx_freezing_power", "goldyx", "ice-siege-attack"),
    ],
)
def test_siege_one_skills_in_the_ranged_phase(skill: str, hero: str, mode: str) -> None:
    state = fight("prowlers", hand=("rage",), hero=hero)
    player(state).skills = [skill]
    with pytest.raises(IllegalActionError, match="Not enough"):
        attack_with(state, "e1", f"{skill}@{mode}")
    assert skill not in state.turn.skills_used  # type: ignore[union-attr]  # a failed declaration changes nothing


@pytest.mark.parametrize(
    ("skill", "night", "value"),
    [
        ("tovak_night_sharpshooting", True, 2),
        ("norowas_day_sharpshooting", False, 2),
        ("norowas_day_sharpshooting", True, 1),
    ],
)
def test_sharpshooting_ranged_attack_by_day_or_night(skill: str, night: bool, value: int) -> None:
    state = fight("prowlers", hand=("rage",), hero=skill.split("_")[0])
    state.night = night
    player(state).skills = [skill]
    # prowlers have armor 3: Sharpshooting + a second ranged source is needed; alone it must fall short
    with pytest.raises(IllegalActionError, match=f"Not enough: physical {value} = {value} vs"):
        attack_with(state, "e1", skill)


def test_night_sharpshooting_with_a_sideways_card_in_the_attack_phase() -> None:
    state = fight("prowlers", hand=("march",), hero="tovak")  # armor 3
    state.night = True
    state = to_attack(state)
    player(state).skills = ["tovak_night_sharpshooting"]
    state = attack_with(state, "e1", "tovak_night_sharpshooting", "march@sideways/attack")
    assert combat(state).enemies[0].defeated


def test_shield_mastery_blocks_in_the_block_phase_only() -> None:
    state = fight("prowlers", hand=("march",), hero="tovak")  # attack 4
    player(state).skills = ["tovak_shield_mastery"]
    state = to_phase(state, "block")
    state = act(
        state,
        {
            "type": "block",
            "enemy": "e1",
            "cards": "march@sideways/block",
            "skills": "tovak_shield_mastery@block",
        },
    )
    assert combat(state).enemies[0].blocked == [True]


def test_feral_allies_lowers_the_blocked_attack() -> None:
    state = fight("prowlers", hand=("march", "rage", "stamina"), hero="braevalar")  # attack 4
    player(state).skills = ["braevalar_feral_allies"]
    state = to_phase(state, "block")
    state = act(
        state,
        {
            "type": "block",
            "enemy": "e1",
            "cards": "march@sideways/block,rage@sideways/block,stamina@sideways/block",
            "skills": "braevalar_feral_allies@lower-attack",
        },
    )
    assert combat(state).enemies[0].blocked == [True]


def test_combat_point_skills_are_named_in_declarations_not_used_alone() -> None:
    state = to_attack(fight("prowlers", hand=("march",), hero="tovak"))
    player(state).skills = ["tovak_cold_swordsmanship"]
    assert_illegal(state, 0, {"type": "skill", "skill": "tovak_cold_swordsmanship"}, "declaration")
