"""§4.4 Units and §4.5 Skills: Norowas' Bonds of Loyalty (Lost Legion digest §6; docs/rulings.md R-BONDS):
recruiting into the skill's own Command token for 5 Influence less, a bonded unit that cannot be
disbanded and may fight where units may not (a dungeon: blocking, its banner, taking damage), and the
two regular units that join the Unit offer when the skill is gained.

Units used: Peasants (cost 4, armor 3, Attack or Block 2), Utem Crossbowmen (cost 6), Utem Guardsmen
(cost 5, Block 4 as their second ability), all recruited at a village; Mummy: one physical attack of 4;
Gargoyle: one physical attack of 5. A level-1 hero has one Command token and armor 2."""

from __future__ import annotations

from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.growth import skill_gained_text
from bot.games.mageknight.skills.use import supported
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, assert_illegal, player
from .combat.kit import combat, to_phase

BONDS = "norowas_bonds_of_loyalty"
HERE = "2,-3"  # tile 1 east


def options(state: GameState) -> list[str]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return [o.id for o in decision.options]


def village(influence: int, *, bonds: bool = True, units: tuple[str, ...] = ("peasants",)) -> GameState:
    """Norowas on a village with ``influence`` played; his one Command token is taken by Peasants u1."""
    t = Table("norowas").calm().space(HERE, "plains", site="village").at(HERE).hand("march")
    for i, u in enumerate(units, start=1):
        t.unit(u, uid=f"u{i}")
    t.turn(influence=influence)
    state = t.build()
    state.unit_offer = ["utem_crossbowmen", "utem_guardsmen", "peasants"]
    if bonds:
        state.players[0].skills = [BONDS]
    return state


def recruit(state: GameState, unit: str, **extra: str) -> GameState:
    return act(state, {"type": "recruit", "unit": unit, **extra})


# ----------------------------------------------------------------------------- Bonds of Loyalty
def test_norowas_bonds_of_loyalty_is_supported_but_never_used_as_an_action() -> None:
    assert supported(DATA.skills[BONDS])
    state = village(0)
    assert not any(o.startswith("skill ") and BONDS in o for o in options(state))
    assert_illegal(state, 0, {"type": "skill", "skill": BONDS}, "works by itself")


def test_norowas_bonds_of_loyalty_recruit_into_the_token_for_five_less() -> None:
    """The level token is taken by u1; Utem Crossbowmen (6) go into the skill's token for 1."""
    state = village(1)
    assert "recruit unit:utem_crossbowmen bond:yes" in options(state)
    state = recruit(state, "utem_crossbowmen", bond="yes")
    p = player(state)
    assert [u.unit for u in p.units] == ["peasants", "utem_crossbowmen"]
    assert p.bonded_unit == p.units[1].uid
    assert state.turn is not None and state.turn.influence == 0
    assert state.unit_offer == ["utem_guardsmen", "peasants"]


def test_norowas_bonds_of_loyalty_discount_not_below_zero_and_token_holds_one_unit() -> None:
    state = recruit(village(0, units=()), "utem_guardsmen", bond="yes")  # 5 - 5 = 0
    assert player(state).bonded_unit is not None and state.turn is not None and state.turn.influence == 0
    # the level token is still free: Peasants take it normally, for their full cost
    assert_illegal(state, 0, {"type": "recruit", "unit": "peasants", "bond": "yes"}, "already holds")
    state.turn.influence = 4
    state = recruit(state, "peasants")
    assert len(player(state).units) == 2 and state.turn is not None and state.turn.influence == 0


def test_norowas_bonds_of_loyalty_full_tokens_name_the_bond_and_without_the_skill_it_is_refused() -> None:
    assert_illegal(village(6), 0, {"type": "recruit", "unit": "utem_crossbowmen"}, "bond:yes")
    assert_illegal(
        village(6, bonds=False),
        0,
        {"type": "recruit", "unit": "peasants", "bond": "yes"},
        "do not have Bonds",
    )


def test_norowas_bonds_of_loyalty_unit_cannot_be_disbanded() -> None:
    """u2 is bonded; with every token in use a new recruit may disband u1 but never u2."""
    state = recruit(village(1), "utem_crossbowmen", bond="yes")
    bonded = player(state).bonded_unit
    assert state.turn is not None
    state.turn.influence = 5
    assert f"recruit unit:utem_guardsmen disband:{bonded}" not in options(state)
    assert_illegal(
        state, 0, {"type": "recruit", "unit": "utem_guardsmen", "disband": bonded}, "cannot be disbanded"
    )
    state = recruit(state, "utem_guardsmen", disband="u1")
    p = player(state)
    assert sorted(u.unit for u in p.units) == ["utem_crossbowmen", "utem_guardsmen"]
    assert p.bonded_unit == bonded


def dungeon(foe: str, *units: str) -> GameState:
    """Norowas enters a dungeon (no units allowed) owning ``units`` as u1, u2...; u1 is bonded."""
    t = Table("norowas").calm().space(HERE, "plains", "dungeon").at(HERE).enemy_stack("brown", foe)
    for i, u in enumerate(units, start=1):
        t.unit(u, uid=f"u{i}")
    state = t.hand("march").build()
    state.players[0].skills = [BONDS]
    state.players[0].bonded_unit = "u1"
    state = act(state, {"type": "enter"})
    assert not combat(state).units_allowed
    return state


def test_norowas_bonds_of_loyalty_unit_blocks_in_a_dungeon() -> None:
    state = to_phase(dungeon("mummy", "utem_guardsmen", "utem_guardsmen"), "block")
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "units": "u2@2"}, "Units cannot take part")
    state = act(state, {"type": "block", "enemy": "e1", "units": "u1@2"})
    assert combat(state).enemies[0].blocked == [True]
    assert player(state).units[0].spent and not player(state).units[1].spent


def test_norowas_bonds_of_loyalty_unit_uses_its_banner_of_fear_in_a_dungeon() -> None:
    """The bonded unit's banner works where the unit itself may fight: Banner of Fear cancels the
    Mummy's attack; a banner on another unit does not."""
    state = dungeon("mummy", "peasants", "peasants")
    for u in player(state).units:
        u.banner = "banner_of_fear"
    state = to_phase(state, "block")
    assert "activate unit:u1 ability:0 mode:e1" in options(state)
    assert not any(o.startswith("activate unit:u2") for o in options(state))
    assert_illegal(
        state, 0, {"type": "activate", "unit": "u2", "ability": "0", "mode": "e1"}, "cannot take part"
    )
    after = act(state, {"type": "activate", "unit": "u1", "ability": "0", "mode": "e1"})
    assert player(after).units[0].spent and combat(after).enemies[0].assigned == [True]


def test_norowas_bonds_of_loyalty_unit_takes_damage_in_a_dungeon() -> None:
    """Gargoyle's 5: the bonded Peasants absorb 3 and are wounded, the hero takes 1 Wound for the rest."""
    state = to_phase(dungeon("gargoyle", "peasants", "peasants"), "damage")
    offered = [o for o in options(state) if o.startswith("damage ")]
    assert "damage enemy:e1 units:u1" in offered and not any("u2" in o for o in offered)
    from bot.games.mageknight.observer import combat_choices

    panel = combat_choices(state, 0, DATA)  # the private Declare controls offer the bonded unit only
    assert panel is not None and [uid for uid, _ in panel["units"]] == ["u1"]
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u2"}, "Units cannot take part")
    state = act(state, {"type": "damage", "enemy": "e1", "units": "u1"})
    p = player(state)
    assert p.units[0].wounds == 1 and p.units[1].wounds == 0
    assert p.hand.count("wound") == 1


def test_norowas_bonds_of_loyalty_gained_adds_two_regular_units_to_the_offer() -> None:
    state = village(0, bonds=False)
    top = state.unit_deck[:2]
    ctx = Ctx(state, DATA)
    text = skill_gained_text(ctx, BONDS)
    assert state.unit_offer[-2:] == top and "join the Unit offer" in text
    assert skill_gained_text(ctx, "norowas_forward_march") == ""


def test_norowas_bonds_of_loyalty_taken_at_a_level_up_fills_the_offer() -> None:
    state = village(0, bonds=False)
    top = state.unit_deck[:2]
    assert state.turn is not None
    state.turn.ending = "levels"
    state.turn.revealed_skills = [BONDS, "norowas_forward_march"]
    state.players[0].pending_level_rewards = [2]
    extra = {"card": state.aa_offer[0]} if state.aa_offer else {}
    state = act(state, {"type": "choose", "skill": BONDS, **extra})
    assert BONDS in player(state).skills and state.unit_offer[-2:] == top
