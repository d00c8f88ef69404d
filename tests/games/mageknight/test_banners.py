"""§4.4 banners: assigned from the hand to a unit at any time in your turn; the unit gets the banner's
basic effect (Glory: +1 armor, +1 to its Attack and Block, Fame when it fights; Protection: +1 armor
and Fire and Ice resistance); the old banner goes to the discard pile."""

from __future__ import annotations

from bot.engine.errors import NotAvailableYetError

from .builder import Table, act, assert_illegal, damage, next_phase, player


def test_assigning_a_banner_moves_it_from_the_hand_to_the_unit() -> None:
    state = (
        Table().hand("banner_of_glory", "banner_of_protection", "march").unit("peasants", uid="u1").build()
    )
    state = act(state, {"type": "banner", "card": "banner_of_glory", "unit": "u1"})
    p = player(state)
    assert p.units[0].banner == "banner_of_glory" and "banner_of_glory" not in p.hand
    state = act(state, {"type": "banner", "card": "banner_of_protection", "unit": "u1"})
    p = player(state)
    assert p.units[0].banner == "banner_of_protection" and "banner_of_glory" in p.discard
    assert_illegal(state, 0, {"type": "banner", "card": "march", "unit": "u1"}, "not a banner")


def test_banners_with_effects_not_yet_implemented_are_refused_honestly() -> None:
    state = Table().hand("banner_of_fear").unit("peasants", uid="u1").build()
    assert_illegal(
        state,
        0,
        {"type": "banner", "card": "banner_of_fear", "unit": "u1"},
        "not available yet",
        NotAvailableYetError,
    )


def test_glory_makes_the_unit_stronger_and_gives_fame_when_it_fights() -> None:
    """Peasants' Attack 2 + Glory's +1 = 3 defeats Prowlers (armor 3) on its own, and Glory adds Fame
    +1 on top of the Prowlers' 2."""
    state = (
        Table()
        .calm()
        .token("1,0", "prowlers")
        .hand("banner_of_glory")
        .unit("peasants", uid="u1")
        .fame(0)
        .build()
    )
    state = act(state, {"type": "banner", "card": "banner_of_glory", "unit": "u1"})
    state = act(state, {"type": "challenge", "targets": "1,0"})
    state = next_phase(next_phase(state))
    state = damage(state, "e1")
    state = next_phase(state)
    state = act(state, {"type": "attack", "targets": "e1", "units": "u1@1/attack"})
    assert player(state).fame == 3


def test_protection_adds_armor_and_resistance_when_the_unit_takes_damage() -> None:
    """Prowlers deal 4; Peasants' armor 3 + 1 = 4 absorbs it all: the unit is wounded, the hero is not."""
    state = (
        Table()
        .calm()
        .token("1,0", "prowlers")
        .hand("banner_of_protection")
        .unit("peasants", uid="u1")
        .build()
    )
    state = act(state, {"type": "banner", "card": "banner_of_protection", "unit": "u1"})
    state = next_phase(next_phase(act(state, {"type": "challenge", "targets": "1,0"})))
    state = damage(state, "e1", "u1")
    p = player(state)
    assert p.units[0].wounds == 1 and "wound" not in p.hand
