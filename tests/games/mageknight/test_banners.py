"""§4.4 banners: assigned from the hand to a unit at any time in your turn; the unit gets the banner's
basic effect (Glory: +1 armor, +1 to its Attack and Block, Fame when it fights; Protection: +1 armor
and Fire and Ice resistance); the old banner goes to the discard pile."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.turn import prepare_round

from .builder import DATA, Table, act, assert_illegal, damage, next_phase, player


def options(state: Any) -> list[Any]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return list(decision.options)


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


def test_every_banner_can_be_assigned_and_is_offered_for_each_unit() -> None:
    """Fear, Courage and Fortitude work on the unit now (test_banner_cards.py); Banner of Command is
    played basic instead (its Influence comes first), so the banner action refuses it from the hand."""
    cards = ("banner_of_fear", "banner_of_courage", "banner_of_fortitude", "banner_of_command")
    state = Table().hand(*cards).unit("peasants", uid="u1").build()
    offered = {o.params.get("card") for o in options(state) if o.command == "banner"}
    assert offered == {"banner_of_fear", "banner_of_courage", "banner_of_fortitude"}
    for card in cards[:3]:
        state = act(state, {"type": "banner", "card": card, "unit": "u1"})
        assert player(state).units[0].banner == card
    assert_illegal(state, 0, {"type": "banner", "card": "banner_of_command", "unit": "u1"}, "play it basic")


def test_a_banner_ability_needs_a_banner() -> None:
    state = Table().hand("march").unit("peasants", uid="u1", spent=True).build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "0"}, "carries no banner")
    state = Table().hand("march").unit("peasants", uid="u1", banner="banner_of_glory").build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "0"}, "works by itself")


def test_banners_flip_face_up_in_round_preparation() -> None:
    ctx = Ctx(Table().unit("peasants", uid="u1", banner="banner_of_courage", banner_down=True).build(), DATA)
    prepare_round(ctx)
    assert not ctx.state.players[0].units[0].banner_down


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
