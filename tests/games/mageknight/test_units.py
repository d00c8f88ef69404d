"""§4.4 Units (and §4.8 healing them): ready/spent/wounded states, activating an ability (with its mana),
Ready effects, readying every unit at round start, and the reusable ``unit_ability``."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.games.mageknight import game as mk
from bot.games.mageknight import units
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.turn import prepare_round

from .builder import DATA, Table, act, assert_illegal, outcome, player


def activate(state, unit: str, ability: int, **params):  # type: ignore[no-untyped-def]
    return act(state, {"type": "activate", "unit": unit, "ability": ability, **params})


# ----------------------------------------------------------------------------- activating (§4.4)
def test_activating_spends_the_unit_and_gives_its_effect() -> None:
    """§4.4: put the Command token on it (Spent) and use one ability: Peasants' Influence 2."""
    state = Table().unit("peasants").build()
    state = activate(state, "u1", 2)
    assert state.turn is not None and state.turn.influence == 2 and player(state).units[0].spent
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": 3}, "spent")


def test_move_ability_adds_move_points() -> None:
    state = activate(Table().unit("peasants").build(), "u1", 3)
    assert state.turn is not None and state.turn.move == 2


def test_wounded_units_cannot_be_activated() -> None:
    """§4.8: a wounded unit cannot be activated (it keeps its ready state)."""
    state = Table().unit("peasants", wounds=1).build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": 2}, "wounded")


def test_combat_abilities_are_refused_outside_combat() -> None:
    state = Table().unit("peasants").build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": 1}, "used in combat")


def test_unknown_unit_and_ability_numbers() -> None:
    state = Table().unit("peasants").build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u9", "ability": 1}, "no unit 'u9'")
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": 4}, "abilities 1-3")


def test_abilities_with_a_mana_icon_need_that_mana() -> None:
    """§4.4: Herbalists' Heal needs green mana first."""
    state = Table().unit("herbalists").hand("wound", "march").source("red").build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": 1}, "no green mana")
    state = Table().unit("herbalists").hand("wound", "wound", "march").tokens("green").build()
    state = activate(state, "u1", 1, mana="token:green")
    assert player(state).hand == ["march"] and state.turn is not None and state.turn.tokens == []


def test_heal_ability_heals_a_unit_by_level() -> None:
    """§4.8: Heal 2 removes one Wound from a level-2 unit (or a level-1 unit and a Wound in hand)."""
    state = (
        Table().unit("herbalists").unit("peasants", wounds=1).hand("wound", "march").tokens("green").build()
    )
    state = activate(state, "u1", 1, units="u2", mana="token:green")
    p = player(state)
    assert p.units[1].wounds == 0 and p.hand == ["march"]


def test_poisoned_unit_needs_healing_twice() -> None:
    """§4.8: a unit with 2 Wounds is healed twice."""
    state = Table().unit("herbalists").unit("peasants", wounds=2).tokens("green").build()
    state = activate(state, "u1", 1, units="u2,u2", mana="token:green")
    assert player(state).units[1].wounds == 0


def test_ready_ability_readies_a_spent_unit_of_low_level() -> None:
    """§4.4: "Ready a unit" moves the token back above the card."""
    state = Table().unit("herbalists").unit("peasants", spent=True).build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": 2}, "Possible: Peasants")
    state = activate(state, "u1", 2, target="u2")
    assert not player(state).units[1].spent and player(state).units[0].spent


def test_mana_ability_gives_a_token() -> None:
    state = activate(Table().unit("herbalists").build(), "u1", 3)
    assert state.turn is not None and state.turn.tokens == ["green"]


def test_effects_not_resolved_yet_are_refused_honestly() -> None:
    state = Table().unit("foresters").build()
    assert_illegal(
        state, 0, {"type": "activate", "unit": "u1", "ability": 1}, "not available yet", NotAvailableYetError
    )


def test_units_are_readied_at_round_start_wounded_stay_wounded() -> None:
    """§4.4 / §4.8: spent units are not readied at end of turn, all are at round preparation."""
    state = Table().unit("peasants", spent=True).unit("herbalists", spent=True, wounds=1).build()
    ctx = Ctx(state, DATA)
    prepare_round(ctx)
    us = player(state).units
    assert [u.spent for u in us] == [False, False] and us[1].wounds == 1


# ----------------------------------------------------------------------------- the reusable helper
def test_unit_ability_checks_pays_and_spends() -> None:
    """``unit_ability`` (shared with the combat declarations) returns the ability's effect."""
    state = Table().unit("guardian_golems").tokens("red").build()
    assert state.turn is not None
    ctx = Ctx(state, DATA)
    p = player(state)
    effect = units.unit_ability(ctx, p, "u1", 2, mana_choice="token:red")
    assert effect == {"block": 4, "element": "fire"} and p.units[0].spent and state.turn.tokens == []
    with pytest.raises(IllegalActionError, match="spent"):
        units.unit_ability(ctx, p, p.units[0], 1)


def test_command_tokens_grow_with_level() -> None:
    """§4.6: 1 Command token at level 1, one more on each odd level."""
    assert [DATA.levels.command_tokens(lv) for lv in (1, 3, 5, 7, 9)] == [1, 2, 3, 4, 5]


# ----------------------------------------------------------------------------- options
def test_unit_activations_are_offered_and_apply() -> None:
    state = Table().unit("peasants").unit("herbalists", spent=True).build()
    state.players[0].level = 3
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    acts = [o for o in decision.options if o.command == "activate"]
    assert {o.id for o in acts} == {"activate unit:u1 ability:2", "activate unit:u1 ability:3"}
    for o in acts:
        outcome(state, o.action())
