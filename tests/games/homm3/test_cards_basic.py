"""§4.8, §8.7: basic cards in combat, with the rulebook's worked example (Sandro against Griffins)."""

from __future__ import annotations

from tests.games.homm3.cards_helpers import fight, plays, table
from tests.games.homm3.conftest import do, kinds, seed_for


def test_sandro_against_griffins_worked_example() -> None:
    """§8.7: Griffins attack 3 + 1 against Defense 2 + 2 (Expert Defense) = 0 damage; the Dread Knights
    retaliate with Ogre's Club of Havoc (+2, discarding a Defense card): 5 + 2 + 0 = 7 damage."""
    state = table({0: [], 1: ["basic:defense", "basic:defense", "artifact:ogres_club_of_havoc"]}, level=2)
    combat, host = fight(
        state, {"b2": ("castle.griffins", True)}, {"b4": "necropolis.dread_knights"}, seed=seed_for([1, 0, 0])
    )
    do(combat, "move:A1:b3", host)
    do(combat, "attack:A1:D1", host)
    assert "play:basic:defense@D1:x:x0" in plays(combat, host)
    do(combat, "play:basic:defense@D1:x:x0", host)
    hit = kinds(do(combat, "pass", host), "strike")[0]
    assert (hit["attack"], hit["defense"], hit["damage"]) == (4, 4, 0)
    assert combat.unit("D1").bonus("defense") == 0  # the boost lasted that attack only
    do(combat, "play:artifact:ogres_club_of_havoc@D1:n:o0.0", host)
    hit = kinds(do(combat, "pass", host), "strike")[0]
    assert (hit["attack"], hit["damage"]) == (7, 7)
    assert state.players[1].expert_used == 1


def test_expert_effects_need_an_expert_use_of_the_level() -> None:
    state = table({0: [], 1: ["basic:defense"]}, level=1)  # level 1: no Expert effect (§4.4)
    combat, host = fight(state, {"b2": ("castle.griffins", True)}, {"b4": "necropolis.dread_knights"})
    do(combat, "move:A1:b3", host)
    do(combat, "attack:A1:D1", host)
    assert plays(combat, host) == ["play:basic:defense@D1:n:n0"]


def test_knowledge_brings_the_spell_back_after_casting() -> None:
    state = table({0: ["spell:magic_arrow", "basic:knowledge"], 1: []})
    combat, host = fight(
        state, {"a1": ("castle.archangels", True)}, {"b5": ("necropolis.dread_knights", True)}
    )
    do(combat, "play:A1:spell:magic_arrow@D1:n:p0.0", host)
    do(combat, "play:A1:basic:knowledge:n:n0", host)
    assert "spell:magic_arrow" in state.players[0].hand
