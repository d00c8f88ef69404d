"""The banner artifacts played basic (attached to a unit: §4.4, LL §2.6) and powered, and the unit-boosting
Advanced Actions Into the Heat and Force of Nature (rulebook §4.1 Deed cards, §4.4 Units). Self-inflicted
Wounds count as received for the Banner of Protection (R-PROTECTION); Banner of Command powered never
gives a unit gained only by recruiting it (LL §2.5). Prowlers: armor 3, one physical attack of 4, Fame 2;
Peasants: armor 3, level 1; the level-1 hero has armor 2 and one Command token."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, assert_illegal, damage, end_turn, next_phase, play, player

FOE = "1,0"


def fight(*hand: str, **units: dict[str, object]) -> Table:
    """A calm map, Prowlers next to the hero, these cards in hand and a Peasants unit u1."""
    table = Table().calm().token(FOE, "prowlers").hand(*hand).fame(0)
    return table.unit("peasants", uid="u1", **units.get("u1", {}))


def activate(state: GameState, uid: str, **params: str) -> GameState:
    return act(state, {"type": "activate", "unit": uid, "ability": "0", **params})


def challenge(state: GameState) -> GameState:
    return act(state, {"type": "challenge", "targets": FOE})


def options(state: GameState) -> list[str]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return [o.id for o in decision.options]


# ----------------------------------------------------------------------------- playing a banner basic
def test_banner_of_glory_basic_played_attaches_it_to_the_named_unit() -> None:
    state = play(fight("banner_of_glory", "march").build(), "banner_of_glory", unit="u1")
    p = player(state)
    assert p.units[0].banner == "banner_of_glory"
    assert "banner_of_glory" not in p.hand + p.play_area + p.discard
    assert_illegal(
        fight("banner_of_glory").build(),
        0,
        {"type": "play", "card": "banner_of_glory", "mode": "basic"},
        "unit:",
    )


def test_banner_of_glory_basic_unit_fights_harder_for_fame() -> None:
    """Played (not the banner action): Peasants' Attack 2 + 1 beats the Prowlers; Fame 2 + 1."""
    state = play(fight("banner_of_glory").build(), "banner_of_glory", unit="u1")
    state = damage(next_phase(next_phase(challenge(state))), "e1")
    state = act(next_phase(state), {"type": "attack", "targets": "e1", "units": "u1@1/attack"})
    assert player(state).fame == 3


def test_banner_of_protection_basic_played_gives_armor_and_resistances() -> None:
    state = play(fight("banner_of_protection").build(), "banner_of_protection", unit="u1")
    state = damage(next_phase(next_phase(challenge(state))), "e1", "u1")
    p = player(state)
    assert p.units[0].wounds == 1 and "wound" not in p.hand  # armor 3 + 1 absorbed all 4


# ----------------------------------------------------------------------------- Banner of Fear
def test_banner_of_fear_basic_spends_the_unit_to_cancel_an_attack_for_fame() -> None:
    state = act(fight("banner_of_fear").build(), {"type": "banner", "card": "banner_of_fear", "unit": "u1"})
    state = next_phase(challenge(state))  # Block phase
    assert "activate unit:u1 ability:0 mode:e1" in options(state)
    state = activate(state, "u1", mode="e1")
    p = player(state)
    assert p.units[0].spent and p.fame == 1
    state = next_phase(state)  # nothing left to assign: straight to the Attack phase
    assert state.turn is not None and state.turn.combat is not None and state.turn.combat.phase == "attack"
    assert "wound" not in player(state).hand


def test_banner_of_fear_basic_only_in_the_block_phase_and_with_a_ready_unit() -> None:
    state = act(fight("banner_of_fear").build(), {"type": "banner", "card": "banner_of_fear", "unit": "u1"})
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "0", "mode": "e1"}, "Block phase")
    state = challenge(state)
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "0", "mode": "e1"}, "Block phase")
    state = next_phase(state)
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "0", "mode": "e9"}, "e1")
    spent = fight("banner_of_fear", u1={"spent": True}).build()
    spent = next_phase(challenge(act(spent, {"type": "banner", "card": "banner_of_fear", "unit": "u1"})))
    assert_illegal(spent, 0, {"type": "activate", "unit": "u1", "ability": "0", "mode": "e1"}, "ready")


def test_banner_of_fear_powered_stops_enemies_attacking_and_is_thrown_away() -> None:
    state = next_phase(challenge(fight("banner_of_fear").build()))
    state = play(state, "banner_of_fear", "powered", enemies="e1")
    p = player(state)
    assert "banner_of_fear" in p.removed and "banner_of_fear" not in p.play_area
    state = next_phase(state)
    assert state.turn is not None and state.turn.combat is not None and state.turn.combat.phase == "attack"


# ----------------------------------------------------------------------------- Banner of Protection
def test_banner_of_protection_powered_throws_away_the_wounds_received_this_turn() -> None:
    """Prowlers' 4 against the hero's armor 2: 2 Wounds; with the powered banner they are gone at the
    end of the turn, but a Wound already in hand before the turn stays."""
    state = fight("banner_of_protection", "wound").build()
    state = damage(next_phase(next_phase(challenge(state))), "e1")
    assert player(state).hand.count("wound") == 3
    state = next_phase(next_phase(state))  # the combat ends
    state = play(state, "banner_of_protection", "powered")
    assert "banner_of_protection" in player(state).removed
    state = end_turn(state)
    p = player(state, 0)
    assert (p.hand + p.discard + p.deck).count("wound") == 1


def test_banner_of_protection_powered_throws_away_a_self_inflicted_wound() -> None:
    """R-PROTECTION: Explosive Bolt's basic costs a Wound (into the hand): it counts as received this
    turn, so the powered Banner of Protection throws it away; the Wound held before the turn stays."""
    state = Table().calm().hand("explosive_bolt", "banner_of_protection", "wound").build()
    state = play(state, "explosive_bolt")
    p = player(state)
    assert p.hand.count("wound") == 2 and p.crystals["red"] == 1 and p.crystals["white"] == 1
    assert state.turn is not None and state.turn.wounds_received == 1
    state = play(state, "banner_of_protection", "powered")
    state = end_turn(state)
    p = player(state, 0)
    assert (p.hand + p.discard + p.deck).count("wound") == 1


# ----------------------------------------------------------------------------- Banner of Courage
def test_banner_of_courage_basic_readies_the_unit_once_per_round() -> None:
    state = fight("banner_of_courage", u1={"spent": True}).build()
    state = act(state, {"type": "banner", "card": "banner_of_courage", "unit": "u1"})
    assert "activate unit:u1 ability:0" in options(state)
    state = activate(state, "u1")
    u = player(state).units[0]
    assert not u.spent and u.banner_down
    state.players[0].units[0].spent = True
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "0"}, "face down")


def test_banner_of_courage_basic_not_in_combat() -> None:
    state = fight("banner_of_courage", u1={"spent": True}).build()
    state = challenge(act(state, {"type": "banner", "card": "banner_of_courage", "unit": "u1"}))
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "0"}, "outside combat")


def test_banner_of_courage_powered_readies_every_unit() -> None:
    state = fight("banner_of_courage", u1={"spent": True}).unit("herbalists", uid="u2", spent=True).level(3)
    state = play(state.build(), "banner_of_courage", "powered")
    p = player(state)
    assert not any(u.spent for u in p.units) and "banner_of_courage" in p.removed


# ----------------------------------------------------------------------------- Banner of Fortitude
def test_banner_of_fortitude_basic_ignores_the_first_wound_of_the_round() -> None:
    """The Peasants absorb 3 of the 4 damage unwounded; the other 1 goes to the hero."""
    state = fight("banner_of_fortitude").build()
    state = act(state, {"type": "banner", "card": "banner_of_fortitude", "unit": "u1"})
    state = damage(next_phase(next_phase(challenge(state))), "e1", "u1")
    p = player(state)
    assert p.units[0].wounds == 0 and p.units[0].banner_down and p.hand.count("wound") == 1


def test_banner_of_fortitude_basic_used_up_the_unit_is_wounded_again() -> None:
    state = fight("banner_of_fortitude", u1={"banner": "banner_of_fortitude", "banner_down": True}).build()
    state = damage(next_phase(next_phase(challenge(state))), "e1", "u1")
    assert player(state).units[0].wounds == 1


def test_banner_of_fortitude_powered_heals_every_unit() -> None:
    state = fight("banner_of_fortitude", u1={"wounds": 2}).build()
    state = play(state, "banner_of_fortitude", "powered")
    assert player(state).units[0].wounds == 0 and "banner_of_fortitude" in player(state).removed


# ----------------------------------------------------------------------------- Banner of Command
def at_village(*hand: str) -> Table:
    table = Table().space(FOE, "plains", site="village").at(FOE).hand(*hand).unit("herbalists", uid="u1")
    table.state.unit_offer = ["peasants", "herbalists"]
    return table


def test_banner_of_command_basic_influence_then_the_recruit_needs_no_command_token() -> None:
    """Level 1: one Command token, taken by the Herbalists. The banner's Influence 4 recruits Peasants,
    who take the banner in place of a token."""
    state = play(at_village("banner_of_command").build(), "banner_of_command")
    assert state.turn is not None and state.turn.influence == 4 and state.turn.has("command_banner")
    state = act(state, {"type": "recruit", "unit": "peasants"})
    p = player(state)
    assert [(u.unit, u.banner) for u in p.units] == [("herbalists", None), ("peasants", "banner_of_command")]
    assert "banner_of_command" not in p.play_area


def test_banner_of_command_basic_named_unit_must_be_recruited_this_turn() -> None:
    state = at_village("banner_of_command").build()
    assert_illegal(
        state,
        0,
        {"type": "play", "card": "banner_of_command", "mode": "basic", "params": {"unit": "u1"}},
        "recruited this turn",
    )


def test_banner_of_command_basic_unit_losing_it_leaves_the_game() -> None:
    state = play(at_village("banner_of_command", "banner_of_glory").build(), "banner_of_command")
    state = act(state, {"type": "recruit", "unit": "peasants"})
    new = player(state).units[1].uid
    state = act(state, {"type": "banner", "card": "banner_of_glory", "unit": new})
    p = player(state)
    assert [u.unit for u in p.units] == ["herbalists"]
    assert {"banner_of_command", "banner_of_glory"} <= set(p.discard)


def test_banner_of_command_basic_waiting_banner_attached_by_the_banner_action() -> None:
    """With a free token (level 3), the recruit takes a token; the banner can then go to it."""
    state = play(at_village("banner_of_command").level(3).build(), "banner_of_command")
    state = act(state, {"type": "recruit", "unit": "peasants"})
    new = player(state).units[1]
    assert new.banner is None
    state = act(state, {"type": "banner", "card": "banner_of_command", "unit": new.uid})
    assert player(state).units[1].banner == "banner_of_command"
    assert_illegal(
        state, 0, {"type": "banner", "card": "banner_of_command", "unit": "u1"}, "not in your hand"
    )


def test_banner_of_command_powered_fame_and_a_free_unit() -> None:
    state = at_village("banner_of_command").level(3).build()
    state = play(state, "banner_of_command", "powered", unit="peasants")
    p = player(state)
    assert p.fame == 2 and [u.unit for u in p.units] == ["herbalists", "peasants"]
    assert "banner_of_command" in p.removed and state.unit_offer == ["herbalists"]


HERE = "2,-3"  # tile 1 east


def test_banner_of_command_powered_never_gives_an_interaction_only_unit() -> None:
    """Delphana Masters and Magic Familiars are gained only by recruiting them (LL §2.5)."""
    t = Table().calm().space(HERE, "plains", site="village").at(HERE).hand("banner_of_command").level(3)
    state = t.build()
    state.unit_offer = ["delphana_masters", "magic_familiars", "peasants"]
    for unit in ("delphana_masters", "magic_familiars"):
        assert_illegal(
            state,
            0,
            {"type": "play", "card": "banner_of_command", "mode": "powered", "params": {"unit": unit}},
            r"offer \(unit:<id>\): peasants \(Peasants\)\.$",
        )
    state = play(state, "banner_of_command", "powered", unit="peasants")
    assert [u.unit for u in player(state).units] == ["peasants"]
    assert state.unit_offer == ["delphana_masters", "magic_familiars"]


# ----------------------------------------------------------------------------- Into the Heat
def test_into_the_heat_basic_units_plus_two_and_no_damage_to_units() -> None:
    state = play(challenge(fight("into_the_heat").build()), "into_the_heat")
    assert state.turn is not None and state.turn.combat is not None
    assert state.turn.combat.no_damage_to_units
    assert [(s, state.turn.total("unit_bonus", stat=s)) for s in ("armor", "attack", "block")] == [
        ("armor", 0),
        ("attack", 2),
        ("block", 2),
    ]
    state = next_phase(next_phase(state))
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u1"}, "Into the Heat")


def test_into_the_heat_basic_only_in_the_ranged_and_siege_phase() -> None:
    state = next_phase(challenge(fight("into_the_heat").build()))
    state = play(state, "into_the_heat")
    assert state.turn is not None and state.turn.combat is not None
    assert not state.turn.combat.no_damage_to_units and not state.turn.has("unit_bonus")


def test_into_the_heat_powered_units_plus_three() -> None:
    state = challenge(fight("into_the_heat").tokens("red").build())
    state = play(state, "into_the_heat", "powered", mana="token:red")
    assert state.turn is not None and [
        state.turn.total("unit_bonus", stat=s) for s in ("armor", "attack", "block")
    ] == [0, 3, 3]
    assert state.turn.combat is not None and state.turn.combat.no_damage_to_units


# ----------------------------------------------------------------------------- Force of Nature
def test_force_of_nature_basic_one_unit_resists_physical_this_turn() -> None:
    """Resistant Peasants (armor 3) take 3 off the 4, are wounded and take 3 more: nothing reaches the
    hero. Without the card 1 damage is left: a Wound for the hero."""
    state = play(fight("force_of_nature", "march").build(), "force_of_nature", unit="u1")
    assert state.turn is not None and [m.params for m in state.turn.mods("one_unit_resistance")] == [
        {"unit": "u1", "element": "physical"}
    ]
    state = damage(next_phase(next_phase(challenge(state))), "e1", "u1")
    p = player(state)
    assert p.units[0].wounds == 1 and "wound" not in p.hand
    plain = damage(next_phase(next_phase(challenge(fight("march").build()))), "e1", "u1")
    assert player(plain).hand.count("wound") == 1


def test_force_of_nature_basic_needs_a_unit() -> None:
    try:
        play(fight("force_of_nature").build(), "force_of_nature")
    except IllegalActionError as exc:
        assert "unit:" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("Force of Nature without a unit was accepted")
