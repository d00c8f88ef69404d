"""Hero skills with a cost (UE digest §4.5: I Feel No Pain, Invocation, Regenerate), Krang's flip-back
skills (LL digest B: Battle Frenzy, Shamanic Ritual, Arcane Disguise), skills changing one enemy
(Curse, Resistance Break; §7.1: Arcane Immunity ignores them) and the sideways-value skills (one card
played sideways gives more than 1), each written from the skill's meaning (``skills.toml``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.mageknight import enemies, mana
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from ..builder import DATA, Table, act, assert_illegal, outcome, play, player, rest
from ..combat.kit import combat, enemy, fight, to_attack, to_phase
from .kit import use


def with_skills(t: Table, *skills: str) -> GameState:
    state = t.build()
    player(state).skills = list(skills)
    return state


def offered(state: GameState) -> list[dict[str, Any]]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return [o.action() for o in decision.options if o.command == "skill"]


def face_down(state: GameState, skill: str) -> bool:
    return player(state).skills_flipped.get(skill) == state.round


# ----------------------------------------------------------------------------- costs
def test_i_feel_no_pain_discards_a_wound_to_draw_a_card() -> None:
    state = with_skills(Table("tovak").hand("wound", "march").deck("rage"), "tovak_i_feel_no_pain")
    assert offered(state) == [{"type": "skill", "skill": "tovak_i_feel_no_pain", "discard": "wound"}]
    state = use(state, "tovak_i_feel_no_pain", discard="wound")
    assert sorted(player(state).hand) == ["march", "rage"]
    assert player(state).discard == ["wound"]  # discarded, not thrown away
    no_wound = with_skills(Table("tovak").hand("march").deck("rage"), "tovak_i_feel_no_pain")
    assert_illegal(
        no_wound, 0, {"type": "skill", "skill": "tovak_i_feel_no_pain", "discard": "march"}, "a Wound"
    )
    assert offered(no_wound) == []


def test_invocation_a_wound_for_red_or_black_a_non_wound_for_white_or_green() -> None:
    state = with_skills(Table("arythea").hand("wound", "march").night(), "arythea_invocation")
    wound = use(
        state, "arythea_invocation", mode="mana-token-discard-cards-1", discard="wound", colour="black"
    )
    assert wound.turn.tokens == ["black"] and player(wound).hand == ["march"]  # type: ignore[union-attr]
    card = use(
        state, "arythea_invocation", mode="mana-token-discard-cards-2", discard="march", colour="white"
    )
    assert card.turn.tokens == ["white"] and player(card).hand == ["wound"]  # type: ignore[union-attr]
    bad = {"type": "skill", "skill": "arythea_invocation", "mode": "mana-token-discard-cards-1"}
    assert_illegal(state, 0, {**bad, "discard": "march", "colour": "red"}, "a Wound")
    assert_illegal(state, 0, {**bad, "discard": "wound", "colour": "white"}, "colour")


@pytest.mark.parametrize(("hero", "own"), [("krang", "red"), ("braevalar", "green")])
def test_regenerate_own_colour_draws_other_colours_only_for_the_alone_lowest_fame(
    hero: str, own: str
) -> None:
    skill = f"{hero}_regenerate"
    t = Table(hero, "tovak").active(0).hand("wound", "march").deck("rage").fame(5, seat=1)
    t.crystals(**{own: 1, "blue" if own != "blue" else "white": 2})
    state = with_skills(t, skill)
    same = use(state, skill, mode="draw-pay-mana", pay=f"crystal:{own}")
    assert sorted(player(same).hand) == ["march", "rage"] and player(same).crystals[own] == 0
    lowest = use(state, skill, mode="if-pay-mana", pay_colour="blue", pay="crystal:blue")
    assert sorted(player(lowest).hand) == ["march", "rage"]  # alone with the least Fame: draws
    player(state, 1).fame = 0  # tied: not alone
    tied = use(state, skill, mode="if-pay-mana", pay_colour="blue", pay="crystal:blue")
    assert player(tied).hand == ["march"] and player(tied).crystals["blue"] == 1  # the Wound is gone anyway
    no_wound = with_skills(t.hand("march"), skill)
    pay = {"pay": f"crystal:{own}"}  # a die could pay as well: the source is named (R-ASK)
    assert_illegal(no_wound, 0, {"type": "skill", "skill": skill, "mode": "draw-pay-mana", **pay}, "Wound")


# ----------------------------------------------------------------------------- flip-back skills (Krang)
def test_shamanic_ritual_flips_for_any_mana_and_flips_back_as_the_turns_action() -> None:
    state = with_skills(Table("krang").hand("march").day(), "krang_shamanic_ritual")
    state = use(state, "krang_shamanic_ritual", colour="gold")
    assert state.turn.tokens == ["gold"] and face_down(state, "krang_shamanic_ritual")  # type: ignore[union-attr]
    assert_illegal(
        state, 0, {"type": "skill", "skill": "krang_shamanic_ritual", "colour": "red"}, "face down"
    )
    assert {"type": "skill", "skill": "krang_shamanic_ritual", "flip": "back"} in offered(state)
    back = use(state, "krang_shamanic_ritual", flip="back")
    assert not face_down(back, "krang_shamanic_ritual") and back.turn.action == "flip_back"  # type: ignore[union-attr]
    rested = rest(state, "march")
    assert_illegal(rested, 0, {"type": "skill", "skill": "krang_shamanic_ritual", "flip": "back"}, "action")


def test_battle_frenzy_attack_two_or_flipped_attack_four_and_flips_back_when_resting() -> None:
    base = to_attack(fight("prowlers", hand=("march",), hero="krang"))  # armor 3
    player(base).skills = ["krang_battle_frenzy"]
    plain = {"type": "attack", "targets": "e1", "cards": "march@sideways/attack"}
    state = act(base, {**plain, "skills": "krang_battle_frenzy@attack"})  # 2 + 1
    assert combat(state).enemies[0].defeated and not face_down(state, "krang_battle_frenzy")
    flipped = to_attack(fight("swordsmen", hand=("march",), hero="krang"))  # armor 5
    player(flipped).skills = ["krang_battle_frenzy"]
    assert_illegal(flipped, 0, {**plain, "skills": "krang_battle_frenzy@attack"}, "Not enough")
    flipped = act(flipped, {**plain, "skills": "krang_battle_frenzy@attack-flip-this-skill"})  # 4 + 1
    assert combat(flipped).enemies[0].defeated and face_down(flipped, "krang_battle_frenzy")
    calm = with_skills(Table("krang").hand("march", "rage"), "krang_battle_frenzy")
    player(calm).skills_flipped["krang_battle_frenzy"] = calm.round
    flip = {"type": "skill", "skill": "krang_battle_frenzy", "flip": "back"}
    assert_illegal(calm, 0, flip, "resting")
    calm = use(rest(calm, "march"), "krang_battle_frenzy", flip="back")
    assert not face_down(calm, "krang_battle_frenzy")
    assert_illegal(calm, 0, flip, "face up")


def test_arcane_disguise_influence_two_and_flips_back_for_green_mana() -> None:
    state = with_skills(Table("krang").hand("march").tokens("green"), "krang_arcane_disguise")
    assert use(state, "krang_arcane_disguise", mode="influence").turn.influence == 2  # type: ignore[union-attr]
    assert sorted(str(o.get("mode")) for o in offered(state)) == [
        "ignore-reputation-flip-this-skill",
        "influence",
    ]
    player(state).skills_flipped["krang_arcane_disguise"] = state.round
    back = use(state, "krang_arcane_disguise", flip="back", pay="token:green")  # or a die (R-ASK)
    assert back.turn.tokens == [] and not face_down(back, "krang_arcane_disguise")  # type: ignore[union-attr]
    assert_illegal(back, 0, {"type": "skill", "skill": "krang_arcane_disguise", "flip": "back"}, "face up")
    state.turn.tokens.clear()  # type: ignore[union-attr]
    state.source = []
    assert_illegal(
        state, 0, {"type": "skill", "skill": "krang_arcane_disguise", "flip": "back"}, "green mana"
    )


def test_krang_arcane_disguise_flipped_ignores_reputation_in_an_interaction() -> None:
    """Flipped: every effect of the Reputation position is ignored this turn — no modifier, and even an
    X space does not stop the interaction; used while interacting, the modifier is taken back."""
    ignore = {"type": "skill", "skill": "krang_arcane_disguise", "mode": "ignore-reputation-flip-this-skill"}
    low = with_skills(
        Table("krang").hand("march").space("1,-1", site="village").at("1,-1").reputation(-3),
        "krang_arcane_disguise",
    )
    plain = act(low, {"type": "interact"})
    assert plain.turn is not None and plain.turn.influence < 0  # the Reputation modifier applies
    disguised = act(act(low, ignore), {"type": "interact"})
    assert disguised.turn is not None and disguised.turn.influence == 0
    assert face_down(disguised, "krang_arcane_disguise")
    late = act(plain, ignore)
    assert late.turn is not None and late.turn.influence == 0
    outcast = with_skills(
        Table("krang").hand("march").space("1,-1", site="village").at("1,-1").reputation(-7),
        "krang_arcane_disguise",
    )
    assert_illegal(outcast, 0, {"type": "interact"}, "X space")
    assert act(act(outcast, ignore), {"type": "interact"}).turn.interaction is not None  # type: ignore[union-attr]


# ----------------------------------------------------------------------------- one enemy changed
def test_curse_lowers_one_attack_or_the_armor_of_one_enemy() -> None:
    state = fight("prowlers", hand=("march",), hero="krang")  # attack 4, armor 3
    player(state).skills = ["krang_curse"]
    armor = use(state, "krang_curse", mode="modify-enemy-2", enemy="e1")
    assert enemies.armor(DATA_CTX(armor), combat(armor), enemy(armor, "e1"), "attack") == 2
    attack = use(state, "krang_curse", mode="modify-enemy-1", enemy="e1")
    assert enemies.attack_value(DATA_CTX(attack), combat(attack), enemy(attack, "e1"), 0) == 3
    assert_illegal(
        state, 0, {"type": "skill", "skill": "krang_curse", "mode": "modify-enemy-1", "enemy": "e9"}, "e1"
    )


def test_curse_skips_fortified_enemies_in_the_ranged_phase_and_arcane_immune_ones() -> None:
    fortified = fight("diggers", hand=("march",), hero="krang")
    player(fortified).skills = ["krang_curse"]
    action = {"type": "skill", "skill": "krang_curse", "mode": "modify-enemy-2", "enemy": "e1"}
    assert_illegal(fortified, 0, action, "fortified")
    assert offered(fortified) == []
    later = use(to_phase(fortified, "block"), "krang_curse", mode="modify-enemy-2", enemy="e1")
    assert enemies.armor(DATA_CTX(later), combat(later), enemy(later, "e1"), "attack") == 2
    immune = fight("shadow", hand=("march",), hero="krang")
    player(immune).skills = ["krang_curse"]
    assert_illegal(immune, 0, action, "Arcane Immune")


def test_resistance_break_armor_minus_one_per_resistance() -> None:
    state = fight("orc_war_beasts", hand=("march",), hero="tovak")  # armor 5, resists fire and ice
    player(state).skills = ["tovak_resistance_break"]
    state = use(state, "tovak_resistance_break", enemy="e1")
    assert enemies.armor(DATA_CTX(state), combat(state), enemy(state, "e1"), "attack") == 3
    plain = fight("prowlers", hand=("march",), hero="tovak")
    player(plain).skills = ["tovak_resistance_break"]
    plain = use(plain, "tovak_resistance_break", enemy="e1")
    assert enemies.armor(DATA_CTX(plain), combat(plain), enemy(plain, "e1"), "attack") == 3


def DATA_CTX(state: GameState) -> Any:  # noqa: N802
    from bot.games.mageknight.context import Ctx

    return Ctx(state, DATA)


# ----------------------------------------------------------------------------- sideways values
def test_i_dont_give_a_damn_two_or_three_for_a_deed_card() -> None:
    state = with_skills(Table("tovak").hand("march", "crushing_bolt", "rage"), "tovak_i_dont_give_a_damn")
    state = use(state, "tovak_i_dont_give_a_damn")
    basic = play(state, "march", "sideways/move")
    assert basic.turn.move == 2  # type: ignore[union-attr]
    assert play(basic, "rage", "sideways/move").turn.move == 3  # used up: the next card gives 1  # type: ignore[union-attr]
    assert play(state, "crushing_bolt", "sideways/move").turn.move == 3  # type: ignore[union-attr]


def test_who_needs_magic_three_without_a_source_die_then_no_die() -> None:
    state = with_skills(
        Table("tovak").hand("march", "rage").source("red", "blue", "green"), "tovak_who_needs_magic"
    )
    state = play(use(state, "tovak_who_needs_magic"), "march", "sideways/move")
    turn = state.turn
    assert turn is not None and turn.move == 3
    assert not [w for w in mana.payment_options(state, player(state), turn, "red") if w.startswith("die")]
    used = with_skills(
        Table("tovak").hand("march", "rage").source("red", "blue", "green").turn(dice_used=1),
        "tovak_who_needs_magic",
    )
    assert play(use(used, "tovak_who_needs_magic"), "march", "sideways/move").turn.move == 2  # type: ignore[union-attr]


def test_universal_power_pays_mana_three_or_four_for_a_card_of_that_colour() -> None:
    state = with_skills(Table("goldyx").hand("march").tokens("green", "red"), "goldyx_universal_power")
    green = use(state, "goldyx_universal_power", pay_colour="green", pay="token:green")
    assert green.turn.tokens == ["red"]  # type: ignore[union-attr]
    assert play(green, "march", "sideways/move").turn.move == 4  # march is green  # type: ignore[union-attr]
    red = use(state, "goldyx_universal_power", pay_colour="red", pay="token:red")
    assert play(red, "march", "sideways/move").turn.move == 3  # type: ignore[union-attr]
    broke = with_skills(Table("goldyx").hand("march"), "goldyx_universal_power")
    broke.source = []
    assert offered(broke) == []


def test_power_of_pain_plays_a_wound_sideways_for_two() -> None:
    state = with_skills(Table("arythea").hand("wound", "march"), "arythea_power_of_pain")
    assert_illegal(
        state, 0, {"type": "play", "card": "wound", "mode": "sideways/move"}, "Wounds cannot be played"
    )
    state = use(state, "arythea_power_of_pain")
    march = play(state, "march", "sideways/move")  # not a Wound: the usual 1, the skill still waits
    assert march.turn.move == 1  # type: ignore[union-attr]
    state = play(march, "wound", "sideways/move")
    assert state.turn.move == 3 and player(state).play_area.count("wound") == 1  # type: ignore[union-attr]


# ----------------------------------------------------------------------------- damage and played-card bonuses
def after_damage(state: GameState) -> tuple[int, str]:
    """The hero's Wounds in hand after taking the (only) attack, and what the log said."""
    out = outcome(to_phase(state, "damage"), {"type": "damage", "enemy": "e1"})
    return player(out.state).hand.count("wound"), " ".join(str(e.text) for e in out.events)


@pytest.mark.parametrize(
    ("skill", "hero", "foe", "mode", "ignored", "wounds"),
    [
        ("krang_battle_hardened", "krang", "prowlers", None, 0, 2),  # 4 physical vs Armor 2
        ("krang_battle_hardened", "krang", "prowlers", "ignore-damage-1", 2, 1),  # 2 physical ignored
        ("krang_battle_hardened", "krang", "prowlers", "ignore-damage-2", 0, 2),  # only fire/ice/cold fire
        ("krang_battle_hardened", "krang", "fire_mages", "ignore-damage-2", 1, 3),  # 6 fire - 1
        ("braevalar_elemental_resistance", "braevalar", "fire_mages", "ignore-damage-1", 2, 2),  # 6 fire - 2
        (
            "braevalar_elemental_resistance",
            "braevalar",
            "prowlers",
            "ignore-damage-2",
            1,
            2,
        ),  # 4 physical - 1
    ],
)
def test_damage_ignoring_skills(
    skill: str, hero: str, foe: str, mode: str | None, ignored: int, wounds: int
) -> None:
    state = fight(foe, hand=("march",), hero=hero)
    player(state).skills = [skill]
    if mode is not None:
        state = use(state, skill, mode=mode)
        assert_illegal(state, 0, {"type": "skill", "skill": skill, "mode": mode}, "already been used")
    taken, text = after_damage(state)
    assert taken == wounds
    assert (f"{ignored} of it ignored" in text) == bool(ignored)


@pytest.mark.parametrize(("phase", "value"), [("ranged", 1), ("attack", 2)])
def test_deadly_aim_adds_to_an_attack_in_the_declaration(phase: str, value: int) -> None:
    state = fight("prowlers", hand=("march", "swift_reflexes"), hero="wolfhawk")  # armor 3
    player(state).skills = ["wolfhawk_deadly_aim"]
    if phase == "attack":
        state = to_attack(state)
        short = {"type": "attack", "targets": "e1", "cards": "march@sideways/attack"}  # 1 + 2
    else:
        short = {"type": "attack", "targets": "e1", "cards": "swift_reflexes@basic/ranged-attack"}  # 1 + 1
    after = act(state, {**short, "skills": "wolfhawk_deadly_aim"}) if value == 2 else None
    if after is not None:
        assert combat(after).enemies[0].defeated
    else:
        assert_illegal(state, 0, {**short, "skills": "wolfhawk_deadly_aim"}, f"Not enough: .*{1 + value}")
    assert {"type": "skill", "skill": "wolfhawk_deadly_aim"} not in offered(state)  # only in declarations


def test_spirit_guides_move_one_and_a_block_bonus_in_a_block() -> None:
    calm = with_skills(Table("krang").hand("march"), "krang_spirit_guides")
    assert use(calm, "krang_spirit_guides").turn.move == 1  # type: ignore[union-attr]
    state = to_phase(fight("prowlers", hand=("march", "rage", "stamina"), hero="krang"), "block")  # attack 4
    player(state).skills = ["krang_spirit_guides"]
    three = "march@sideways/block,rage@sideways/block,stamina@sideways/block"
    state = act(state, {"type": "block", "enemy": "e1", "cards": three, "skills": "krang_spirit_guides"})
    assert combat(state).enemies[0].blocked == [True]


def test_leadership_adds_to_the_unit_activated_in_the_declaration() -> None:
    state = to_phase(fight("prowlers", hand=("march",), hero="norowas", units=("peasants",)), "block")
    player(state).skills = ["norowas_leadership"]
    block = {"type": "block", "enemy": "e1", "units": "u1@1/block"}  # Peasants: Block 2 vs attack 4
    assert_illegal(state, 0, block, "Not enough")
    assert_illegal(
        state, 0, {**block, "skills": "norowas_leadership@unit-bonus-2"}, "no unit .* gives Attack"
    )
    card = {"type": "block", "enemy": "e1", "cards": "march@sideways/block"}
    assert_illegal(state, 0, {**card, "skills": "norowas_leadership@unit-bonus-1"}, "no unit")  # not a unit
    state = act(state, {**block, "skills": "norowas_leadership@unit-bonus-1"})  # 2 + 3
    assert combat(state).enemies[0].blocked == [True]
    assert_illegal(state, 0, {"type": "skill", "skill": "norowas_leadership", "mode": "unit-bonus-1"})


# ----------------------------------------------------------------------------- flight (Goldyx)
def test_flight_one_space_free_or_two_for_two_move_ending_on_a_safe_space() -> None:
    state = with_skills(Table("goldyx").hand("march"), "goldyx_flight")  # on the portal 0,0
    hops = sorted(a["hex"] for a in offered(state) if a.get("mode") == "fly-1")
    assert hops == ["0,-1", "1,-1", "1,0"]  # the lakes next to the portal are not safe spaces
    forest = use(state, "goldyx_flight", mode="fly-1", hex="1,-1")
    assert player(forest).position == [1, -1] and forest.turn.move == 0  # type: ignore[union-attr]
    assert face_down(forest, "goldyx_flight")  # once a round
    far = {"type": "skill", "skill": "goldyx_flight", "mode": "fly-2", "hex": "2,-1"}
    assert_illegal(state, 0, far, "costs 2 Move")
    assert_illegal(state, 0, {**far, "mode": "fly-1", "hex": "0,1"}, "safe space")  # a lake


def test_flight_does_not_provoke_rampaging_enemies() -> None:
    t = Table("goldyx").hand("march").moves(2).token("1,-1", "prowlers")
    state = with_skills(t, "goldyx_flight")
    state = use(state, "goldyx_flight", mode="fly-2", hex="1,0")  # 0,0 and 1,0 both touch 1,-1
    assert state.turn is not None and state.turn.combat is None and state.turn.move == 0
    assert player(state).position == [1, 0]


def test_secret_ways_move_one_or_for_blue_mana_lakes_cost_two_and_are_safe() -> None:
    state = with_skills(Table("braevalar").hand("march").tokens("blue").moves(1), "braevalar_secret_ways")
    plain = use(state, "braevalar_secret_ways", mode="move-1")
    assert plain.turn.move == 2  # type: ignore[union-attr]
    assert_illegal(plain, 0, {"type": "move", "hex": "0,1"}, "Lake")  # lakes stay closed
    lakes = use(state, "braevalar_secret_ways", mode="move-2")
    assert lakes.turn.move == 2 and lakes.turn.tokens == []  # type: ignore[union-attr]
    lakes = act(lakes, {"type": "move", "hex": "0,1"})
    assert player(lakes).position == [0, 1] and lakes.turn.move == 0  # type: ignore[union-attr]


# ----------------------------------------------------------------------------- every offered option applies
def _tables() -> list[GameState]:
    calm = Table("krang").hand("march", "wound", "crushing_bolt").deck("rage", "stamina")
    out = [calm.tokens("green", "blue", "red").moves(2).day().build()]
    out.append(Table("krang").hand("march", "wound").deck("rage").night().build())
    for phase in ("ranged", "block", "damage"):
        f = fight("prowlers", "diggers", hand=("march", "wound"), hero="krang", units=("peasants",))
        out.append(to_phase(f, phase))
    return out


def test_every_offered_skill_option_of_every_hero_applies_in_and_out_of_combat() -> None:
    applied = 0
    for state in _tables():
        player(state).skills = list(DATA.skills)
        player(state).skills_flipped["krang_shamanic_ritual"] = state.round  # to offer flipping back
        decision = mk.decision(state, 0, DATA)
        assert decision is not None
        for o in decision.options:
            if o.command == "skill":
                mk.apply(state, 0, o.action(), DATA)
                applied += 1
    assert applied > 100
