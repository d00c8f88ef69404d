"""§4.8 Wounds and healing: Heal points from any source heal Wounds in hand and wounded units, and no
healing effect is played during combat (§4.8, §7).

Rulebook sentences these tests hold the engine to (UE §4.8, Czech "Zranění a léčení"):

- pool the Heal points, then one point throws away one Wound from the hand, and healing a wounded unit
  costs as many points as the unit's level and removes one Wound card from it;
- a unit with two Wounds (a poisonous attack) has to be healed twice;
- an effect that heals a unit removes one Wound from it;
- players may heal at any time in their turn except during combat (§7: "healing may not be played during
  combat"); Wounds taken in a combat can be healed later in the same turn, once the combat is over.
"""

from __future__ import annotations

from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from .builder import (
    DATA,
    Table,
    act,
    assert_illegal,
    card_plays,
    damage,
    next_phase,
    play,
    play_action,
    player,
)
from .combat.kit import HERE, THERE, rampaging, table
from .skills.kit import use

HEALING_REFUSED = "not allowed during combat"


def _heal_table(*hand: str) -> Table:
    """Peasants (level 1, poisoned: 2 Wounds) and Utem Guardsmen (level 2, 1 Wound); green mana."""
    t = Table().source("green", "red", "red").hand(*hand)
    return t.unit("peasants", uid="u1", wounds=2).unit("utem_guardsmen", uid="u2", wounds=1)


def _wounds(state: GameState) -> list[int]:
    return [u.wounds for u in player(state).units]


def _challenge(*hand: str, units: tuple[str, ...] = ()) -> GameState:
    """A challenge of Prowlers (attack 4) next to the hero: the Ranged & Siege phase."""
    t = rampaging(table(hand=hand, units=units), THERE, "prowlers").at(HERE)
    return act(t.build(), {"type": "challenge", "targets": THERE})


# ----------------------------------------------------------------------------- Heal points on units
def test_card_heal_points_heal_a_named_unit_at_its_level() -> None:
    """§4.8: healing a wounded unit costs Heal points equal to its level and removes one Wound from it;
    Tranquility's Heal 1 heals the level-1 Peasants instead of a Wound in hand when the player names them."""
    state = _heal_table("tranquility", "wound").build()
    healed = play(state, "tranquility", "basic/heal", unit="u1")
    assert _wounds(healed) == [1, 1] and player(healed).hand == ["wound"]
    hand = play(state, "tranquility", "basic/heal")  # no unit named: the Wound in hand, as before
    assert _wounds(hand) == [2, 1] and "wound" not in player(hand).hand


def test_a_unit_costs_its_level_and_the_rest_goes_to_wounds_in_hand() -> None:
    """§4.8: the level-2 Utem Guardsmen cost 2 Heal points: Heal 1 cannot heal them; Tranquility powered
    (Heal 2) can. Points left after the named units go to Wounds in hand, then are lost."""
    state = _heal_table("tranquility", "wound").build()
    assert_illegal(state, 0, play_action("tranquility", "basic/heal", unit="u2"), "costs 2 Heal points")
    two = play(state, "tranquility", "powered/heal", unit="u2", mana="die:green")
    assert _wounds(two) == [2, 0] and player(two).hand == ["wound"]
    split = play(state, "tranquility", "powered/heal", unit="u1", mana="die:green")
    assert _wounds(split) == [1, 1] and "wound" not in player(split).hand


def test_a_poisoned_unit_is_healed_twice() -> None:
    """§4.8: a unit with two Wounds (Poison) must be healed twice: Heal 2 on the level-1 Peasants named
    twice removes both Wounds; a unit without a Wound left cannot be named."""
    state = _heal_table("tranquility").build()
    both = play(state, "tranquility", "powered/heal", unit="u1,u1", mana="die:green")
    assert _wounds(both) == [0, 1]
    clean = Table().source("green", "red", "red").hand("tranquility").unit("peasants", uid="u1").build()
    assert_illegal(clean, 0, play_action("tranquility", "basic/heal", unit="u1"), "no Wound left to heal")


def test_unit_healing_is_offered_as_options() -> None:
    """The options name the units a card's Heal points can pay for (`unit:`), a poisoned unit twice;
    every one of them applies."""
    state = _heal_table("tranquility", "wound").build()
    offered = {(a["mode"], a["params"].get("unit", "")) for a in card_plays(state, "tranquility")}
    assert {("basic/heal", ""), ("basic/heal", "u1")} <= offered
    assert {("powered/heal", "u1,u1"), ("powered/heal", "u2"), ("powered/heal", "u1")} <= offered
    assert ("basic/heal", "u2") not in offered  # 1 point cannot pay for a level-2 unit
    for action in card_plays(state, "tranquility"):
        act(state, action)


def test_skill_heal_points_heal_units_too() -> None:
    """§4.8 for every source of Heal points: Goldyx's Potion Making (Heal 2) heals the named unit."""
    state = _heal_table().build()
    state.players[0].skills = ["goldyx_potion_making"]
    after = use(state, "goldyx_potion_making", unit="u2")
    assert _wounds(after) == [2, 0]
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    assert "skill skill:goldyx_potion_making unit:u1,u1" in {o.id for o in decision.options}


def test_regeneration_heals_one_unit_and_readies_another() -> None:
    """Regeneration: Heal 1 and ready a Spent unit of level II or lower. `unit` names the units for both
    parts (R-HEAL-CARD): wounded ones are healed, the last Spent one is readied."""
    t = Table().hand("regeneration", "wound")
    state = t.unit("peasants", uid="u1", wounds=1).unit("utem_guardsmen", uid="u2", spent=True).build()
    after = play(state, "regeneration", unit="u1,u2")
    assert _wounds(after) == [0, 0] and not player(after).units[1].spent
    assert player(after).hand == ["wound"]
    same = Table().hand("regeneration").unit("peasants", uid="u1", wounds=1, spent=True).build()
    both = play(same, "regeneration", unit="u1")  # one wounded, Spent unit: healed and readied
    assert _wounds(both) == [0] and not player(both).units[0].spent


def test_druidic_staff_heal_and_ready_name_their_units_together() -> None:
    """Druidic Staff powered, Ready and Heal picked: of two Spent units named, the unwounded one is
    readied and the wounded one healed, in either order (R-HEAL-CARD); the offered option does that."""
    t = Table().hand("druidic_staff", "wound")
    state = (
        t.unit("peasants", uid="u1", wounds=1, spent=True)
        .unit("utem_guardsmen", uid="u2", spent=True)
        .build()
    )
    after = play(state, "druidic_staff", "powered", picks="ready-unit,heal", unit="u2,u1")
    assert [(u.spent, u.wounds) for u in player(after).units] == [(True, 0), (False, 0)]
    assert player(after).hand == []  # Heal 3: the Peasants (1) and the Wound in hand (1)
    offered = [a["params"] for a in card_plays(state, "druidic_staff")]
    assert {"picks": "ready-unit,heal", "unit": "u2,u1"} in offered


def test_golden_grail_counts_points_spent_on_units() -> None:
    """Golden Grail basic: Fame +1 for each point of its Healing spent, on a unit as well (the level-2
    Guardsmen use both points); powered: a card is drawn per Wound healed from the hand only."""
    state = _heal_table("golden_grail").fame(0).build()
    after = play(state, "golden_grail", unit="u2")
    assert _wounds(after) == [2, 0] and player(after).fame == 2
    t = _heal_table("golden_grail", "wound").deck("march", "rage", "swiftness")
    powered = play(t.build(), "golden_grail", "powered", unit="u2")  # 2 on the unit, 1 Wound in hand
    assert _wounds(powered) == [2, 0] and player(powered).hand == ["march"]


def test_cure_readies_a_unit_healed_by_a_card() -> None:
    """Cure: Heal 2; each unit healed this turn is also readied (R-CURE), whether Cure's own Heal
    points or a later card healed it."""
    t = Table().source("green", "red", "red").hand("cure", "tranquility")
    t.unit("peasants", uid="u1", wounds=1, spent=True).unit("foresters", uid="u2", wounds=1, spent=True)
    after = play(t.build(), "cure", unit="u1", mana="die:green")
    assert _wounds(after) == [0, 1] and [u.spent for u in player(after).units] == [False, True]
    later = play(after, "tranquility", "basic/heal", unit="u2")
    assert _wounds(later) == [0, 0] and not player(later).units[1].spent


def test_an_effect_that_heals_a_unit_removes_one_wound() -> None:
    """§4.8: "an effect that heals a unit removes one Wound from it": Norowas' Inspiration on a poisoned
    unit leaves the second Wound."""
    t = Table("norowas").hand("march").level(3).unit("foresters", uid="u1", wounds=2)
    state = t.build()
    state.players[0].skills = ["norowas_inspiration"]
    after = use(state, "norowas_inspiration", mode="heal-unit", unit="u1")
    assert _wounds(after) == [1]


# ----------------------------------------------------------------------------- no healing in combat
def test_no_heal_points_during_combat() -> None:
    """§4.8, §7: healing may not be played during combat: Tranquility's Heal is refused in the Block
    phase with an error saying to heal after the combat, and it is not offered; its Draw mode is not
    healing and stays playable."""
    state = next_phase(_challenge("tranquility", "wound", "march"))
    assert state.turn is not None and state.turn.combat is not None and state.turn.combat.phase == "block"
    error = assert_illegal(state, 0, play_action("tranquility", "basic/heal"), HEALING_REFUSED)
    assert "after the combat" in str(error)
    modes = {a["mode"] for a in card_plays(state, "tranquility")}
    assert "basic/draw" in modes and not {m for m in modes if m.endswith("/heal")}
    play(state, "tranquility", "basic/draw")


def test_mixed_healing_cards_are_refused_whole_in_combat() -> None:
    """R-HEAL-COMBAT: a mode that gives Heal points is a healing effect as a whole: Regeneration (Heal
    and Ready) and Cure are refused during combat, not offered; Refreshing Walk says itself that in
    combat only its Move is played."""
    state = _challenge("regeneration", "cure", "refreshing_walk", "wound", units=("peasants",))
    state.players[0].crystals["green"] = 1
    assert_illegal(state, 0, play_action("regeneration"), HEALING_REFUSED)
    assert_illegal(state, 0, play_action("cure", mana="crystal:green"), HEALING_REFUSED)
    assert {a["mode"] for a in card_plays(state, "regeneration")} <= {"sideways/move", "sideways/influence"}
    assert not [a for a in card_plays(state, "cure") if a["mode"] == "basic"]
    walk = play(state, "refreshing_walk")
    assert player(walk).hand.count("wound") == 1


def test_no_unit_heal_ability_in_combat() -> None:
    """§4.8: a unit's Heal ability is healing too (Herbalists): refused in combat with the same reason."""
    state = _challenge("march", units=("herbalists",))
    state.players[0].crystals["green"] = 1
    action = {"type": "activate", "unit": "u1", "ability": 1, "mana": "crystal:green"}
    assert_illegal(state, 0, action, HEALING_REFUSED)


def test_energy_steal_heals_only_outside_combat() -> None:
    """R-HEAL-COMBAT: Energy Steal (powered Energy Flow) readies a unit and heals it. In combat it may
    ready an unwounded unit (nothing is healed) but not a wounded one."""
    t = Table("arythea", "tovak").night().hand("energy_flow", "march").tokens("green", "black")
    t.unit("peasants", uid="u1", spent=True).unit("foresters", uid="u2", spent=True, wounds=1)
    state = rampaging(t.calm(), THERE, "prowlers").at(HERE).build()
    state = act(state, {"type": "challenge", "targets": THERE})
    steal = {"mana": "token:green", "black": "token:black"}
    assert_illegal(state, 0, play_action("energy_flow", "powered", unit="u2", **steal), HEALING_REFUSED)
    readied = play(state, "energy_flow", "powered", unit="u1", **steal)
    assert not player(readied).units[0].spent


def test_wounds_taken_in_combat_are_healed_after_it() -> None:
    """§4.8: Wounds taken in combat can be healed later in the same turn, after the combat."""
    state = _challenge("tranquility", "march", "rage")
    state = damage(next_phase(next_phase(state)), "e1")  # Prowlers' 4 damage: 2 Wounds in hand
    assert player(state).hand.count("wound") == 2
    assert_illegal(state, 0, play_action("tranquility", "basic/heal"), HEALING_REFUSED)
    state = next_phase(next_phase(state))  # the Attack phase, then the combat ends
    assert state.turn is not None and state.turn.combat is None
    after = play(state, "tranquility", "basic/heal")
    assert player(after).hand.count("wound") == 1
