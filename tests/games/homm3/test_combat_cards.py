"""§8.7: playing cards in combat through the caller's card host: one spell a combat round, Ongoing
and Activation cards only in your own unit's activation before it attacks, Instant cards in the
window before a roll; spell damage ignores Defense."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError
from bot.games.homm3.combat import apply
from bot.games.homm3.combat.state import UNTIL_COMBAT, Action, CardEffect, CardPlay
from tests.games.homm3.conftest import Hand, battle, do, keys, kinds, seed_for


def spell(name: str, target: str = "D1", amount: int = 1) -> tuple[CardPlay, list[CardEffect]]:
    return CardPlay(name, "instant", spell=True, target=target), [CardEffect("damage", target, amount)]


def test_one_spell_per_combat_round() -> None:
    host = Hand({0: [spell("arrow1"), spell("arrow2")]})
    state = battle({"a1": "castle.halberdiers"}, {"b5": ("necropolis.dread_knights", True)}, host=host)
    do(state, "end:D1", host)
    do(state, "play:A1:arrow1@D1:n", host)
    assert not any(k.startswith("play") for k in keys(state, host))
    with pytest.raises(IllegalActionError):
        apply(state, Action("play", unit="A1", card=host.cards[0][0][0]), host)
    do(state, "end:A1", host)  # next round
    do(state, "end:D1", host)
    assert "play:A1:arrow2@D1:n" in keys(state, host)


def test_spell_damage_ignores_defense() -> None:
    host = Hand({0: [spell("arrow", amount=2)]})
    state = battle({"a1": "castle.halberdiers"}, {"b5": ("necropolis.dread_knights", True)}, host=host)
    do(state, "end:D1", host)
    do(state, "play:A1:arrow@D1:n", host)
    assert state.unit("D1").damage == 2


def test_activation_and_ongoing_cards_only_in_your_own_activation_before_attacking() -> None:
    rage = CardPlay("rage", "ongoing", target="A1")
    host = Hand({0: [(rage, [CardEffect("attack", "A1", 1, until=UNTIL_COMBAT)])]})
    state = battle(
        {"b2": "castle.halberdiers"},
        {"b4": ("necropolis.dread_knights", True)},
        host=host,
        seed=seed_for([0, 0]),
    )
    assert state.activation is not None and state.activation.unit == "D1"
    assert not any(k.startswith("play") for k in keys(state, host))  # not in the enemy's activation
    do(state, "end:D1", host)
    do(state, "play:A1:rage@A1:n", host)
    do(state, "move:A1:b3", host)
    hit = kinds(do(state, "attack:A1:D1", host), "strike")[0]
    assert hit["attack"] == 3  # 2 + 1, lasting the combat
    assert state.unit("A1").bonus("attack") == 1


def test_the_defender_is_asked_before_the_roll_only_when_holding_an_instant() -> None:
    shield = CardPlay("shield", "instant", target="D1")
    host = Hand({1: [(shield, [CardEffect("defense", "D1", 1)])]})
    state = battle(
        {"b2": ("castle.archangels", True)}, {"b4": "necropolis.zombies"}, host=host, seed=seed_for([0])
    )
    do(state, "move:A1:b3", host)
    do(state, "attack:A1:D1", host)
    assert state.phase == "strike" and keys(state, host) == ["play:shield@D1:n", "pass"]
    hit = kinds(do(state, "pass", host), "strike")[0]
    assert hit["defense"] == 1
    empty = Hand({})
    state = battle({"b2": ("castle.archangels", True)}, {"b4": "necropolis.zombies"}, host=empty)
    do(state, "move:A1:b3", empty)
    assert kinds(do(state, "attack:A1:D1", empty), "strike")  # nobody asked


def test_a_spell_does_not_touch_a_spell_immune_unit() -> None:
    stun = CardPlay("stun", "instant", spell=True, target="D1")
    host = Hand({0: [(stun, [CardEffect("paralyse", "D1")])]})
    state = battle({"a1": ("castle.archangels", True)}, {"b5": ("dungeon.black_dragons", True)}, host=host)
    events = do(state, "play:A1:stun@D1:n", host)
    assert kinds(events, "immune") and not state.unit("D1").paralysed


def test_swap_and_morale_effects() -> None:
    tactics = CardPlay("tactics", "activation")
    host = Hand({0: [(tactics, [CardEffect("swap", "A1", other="A2"), CardEffect("morale", amount=1)])]})
    state = battle(
        {"a1": ("castle.archangels", True), "b1": "castle.halberdiers"},
        {"b5": "dungeon.troglodytes"},
        host=host,
    )
    do(state, "play:A1:tactics:n", host)
    assert state.unit("A1").at == "b1" and state.unit("A2").at == "a1" and state.sides[0].morale == 1
