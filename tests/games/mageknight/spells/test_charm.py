"""Charm (Lost Legion spell, basic): Influence 4, and during an interaction also a crystal of any colour
or 3 Influence off a unit recruited this turn (the powered Possess is in combat/test_combat_cards.py)."""

from __future__ import annotations

from bot.games.mageknight import game as mk

from ..builder import DATA, Table, act, play, player


def at_village() -> Table:
    return Table().hand("charm").tokens("white").space("1,-1", site="village").at("1,-1")


def test_charm_basic_outside_an_interaction_is_influence_only() -> None:
    state = at_village().build()
    after = play(state, "charm", "basic", mana="token:white")
    assert after.turn is not None and after.turn.influence == 4
    assert sum(player(after).crystals.values()) == 0


def test_charm_basic_in_an_interaction_adds_a_crystal_or_a_recruit_discount() -> None:
    state = act(at_village().build(), {"type": "interact"})
    offered = {o.id for o in mk.decision(state, 0, DATA).options if o.params.get("card") == "charm"}
    assert "play card:charm mode:basic pick:crystal colour:green mana:token:white" in offered
    assert "play card:charm mode:basic pick:recruit-discount mana:token:white" in offered
    crystal = play(state, "charm", "basic", mana="token:white", pick="crystal", colour="green")
    assert player(crystal).crystals["green"] == 1 and crystal.turn is not None and crystal.turn.influence == 4
    discount = play(state, "charm", "basic", mana="token:white", pick="recruit-discount")
    assert discount.turn is not None and discount.turn.influence == 4
    assert sum(player(discount).crystals.values()) == 0
