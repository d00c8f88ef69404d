"""§4.8: ability cards, normal and Expert, in combat and on the map; faction-only cards."""

from __future__ import annotations

from tests.games.homm3.cards_helpers import fight, plays, table
from tests.games.homm3.conftest import do, kinds
from tests.games.homm3.game_helpers import DATA, act, options


def test_every_ability_has_a_normal_and_an_expert_play() -> None:
    assert len(DATA.abilities) == 15
    for a in DATA.abilities.values():
        assert a.normal_play.ways and a.expert_play.ways, a.id


def test_offense_adds_attack_and_draws_a_card() -> None:
    state = table({0: ["ability:offense"], 1: []})
    combat, host = fight(
        state, {"a1": ("castle.archangels", True)}, {"b5": ("necropolis.dread_knights", True)}
    )
    events = do(combat, "play:A1:ability:offense@A1:n:n0", host)
    assert combat.unit("A1").bonus("attack") == 1
    assert [e["name"] for e in kinds(events, "hook")] == ["draw_card"]


def test_estates_gives_gold_on_the_map_expert_with_an_expert_use() -> None:
    state = table({0: ["ability:estates"], 1: []}, level=2)
    gold = state.players[0].resources["gold"]
    expert = next(o for o in options(state, 0) if o.id.startswith("card ability:estates x0"))
    after = act(state, 0, **expert.action())
    assert after.players[0].resources["gold"] == gold + 6 and after.players[0].expert_used == 1


def test_necromancy_is_usable_only_by_necropolis() -> None:
    state = table({0: ["ability:necromancy"], 1: []})
    assert state.players[0].faction != "necropolis"
    assert not [o for o in options(state, 0) if "necromancy" in o.id]


def test_tactics_swaps_two_of_your_units() -> None:
    state = table({0: ["ability:tactics"], 1: []})
    combat, host = fight(
        state, {"a1": ("castle.archangels", True), "b1": "castle.halberdiers"}, {"b5": "necropolis.skeletons"}
    )
    key = next(k for k in plays(combat, host) if "tactics" in k)
    do(combat, key, host)
    assert (combat.unit("A1").at, combat.unit("A2").at) == ("b1", "a1")
