"""§4.4 Units in combat declarations: a ready, unwounded unit uses one ability (paying its mana),
becomes spent, and its Attack or Block joins the declaration; §7.4 damage to units."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.games.mageknight.state import GameState

from .builder import Table, act, assert_illegal, damage, next_phase, player


def _challenge(t: Table, enemy: str = "prowlers") -> GameState:
    """Seat 0 next to a rampaging ``enemy`` at 1,0, challenging it: the combat is in the Ranged phase."""
    state = t.calm().token("1,0", enemy).build()
    return act(state, {"type": "challenge", "targets": "1,0"})


def test_a_unit_blocks_and_becomes_spent() -> None:
    """Peasants' first line is Attack 2 or Block 2: blocking Prowlers' attack 4 needs 4, so Peasants
    alone fail (nothing changes) and Peasants + a sideways card... still 3 < 4; Guardian Golems' Block
    4 does it."""
    state = next_phase(
        _challenge(
            Table().hand("march").unit("peasants", uid="u1").unit("guardian_golems", uid="u2").crystals(red=1)
        )
    )
    assert_illegal(
        state, 0, {"type": "block", "enemy": "e1", "units": "u1@1/block"}, "Not enough: block physical 2"
    )
    after = act(state, {"type": "block", "enemy": "e1", "units": "u2@2+mana=crystal:red"})
    p = player(after)
    assert [u.spent for u in p.units] == [False, True]
    assert p.crystals["red"] == 0
    assert (
        after.turn is not None
        and after.turn.combat is not None
        and after.turn.combat.enemies[0].blocked == [True]
    )


def test_a_unit_attack_in_the_attack_phase_defeats_the_enemy() -> None:
    """Prowlers: armor 3. Peasants' Attack 2 + a sideways Attack 1 = 3: defeated, Fame +2."""
    state = _challenge(Table().hand("march").unit("peasants", uid="u1").fame(0))
    state = next_phase(next_phase(state))  # block phase -> nothing blocked -> damage phase
    state = damage(state, "e1")  # Prowlers' 4 damage to the hero
    state = next_phase(state)
    after = act(
        state, {"type": "attack", "targets": "e1", "cards": "march@sideways/attack", "units": "u1@1/attack"}
    )
    assert player(after).fame == 2 and player(after).units[0].spent


def test_spent_wounded_and_choice_errors_say_what_is_possible() -> None:
    state = next_phase(
        _challenge(
            Table()
            .unit("peasants", uid="u1", spent=True)
            .unit("peasants", uid="u2", wounds=1)
            .unit("peasants", uid="u3")
        )
    )
    assert_illegal(
        state, 0, {"type": "block", "enemy": "e1", "units": "u1@1/block"}, "spent until the next round"
    )
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "units": "u2@1/block"}, "wounded")
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "units": "u3@1"}, "is a choice: u3@1/attack")
    assert_illegal(
        state,
        0,
        {"type": "block", "enemy": "e1", "units": "u3@2"},
        "cannot be used in a declaration",
        NotAvailableYetError,
    )
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "units": "u9"}, "no unit 'u9'")


def test_units_cannot_fight_when_burning_a_monastery() -> None:
    """§6.2 (site card): no units in the fight for a burning monastery."""
    state = (
        Table()
        .calm()
        .space("0,0", "plains", site="monastery")
        .unit("peasants", uid="u1")
        .enemy_stack("violet", "monks")
        .build()
    )
    state = act(state, {"type": "burn"})
    assert player(state).reputation == -3
    state = next_phase(state)
    assert_illegal(
        state,
        0,
        {"type": "block", "enemy": "e1", "units": "u1@1/block"},
        "Units cannot take part",
        IllegalActionError,
    )


def test_damage_to_a_unit_wounds_it_and_the_rest_goes_to_the_hero() -> None:
    """§7.4: Prowlers deal 4; Peasants (armor 3) take a Wound and absorb 3; the hero takes 1 Wound."""
    state = next_phase(next_phase(_challenge(Table().hand("march").unit("peasants", uid="u1"))))
    after = damage(state, "e1", "u1")
    p = player(after)
    assert p.units[0].wounds == 1 and p.hand.count("wound") == 1
