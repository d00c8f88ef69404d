"""§4.10, §8.7: spells: Power thresholds, Power sources, the one-spell limit, tiers, map spells."""

from __future__ import annotations

from tests.games.homm3.cards_helpers import fight, plays, table
from tests.games.homm3.conftest import do
from tests.games.homm3.game_helpers import DATA, act, options


def test_all_21_spells_have_an_effect_per_power_threshold() -> None:
    assert len(DATA.spells) == 21
    for sp in DATA.spells.values():
        assert len(sp.does) == len(sp.power) and sp.school in ("air", "earth", "fire", "water", "any")


def test_magic_arrow_with_a_power_card_and_haste_as_power_deals_3() -> None:
    """§4.10 worked example: Magic Arrow + a Power card + Haste discarded for Power = 3 damage."""
    state = table({0: ["spell:magic_arrow", "basic:power", "spell:haste"], 1: []})
    combat, host = fight(
        state, {"a1": ("castle.archangels", True)}, {"b5": ("necropolis.dread_knights", True)}
    )
    assert "play:A1:spell:magic_arrow@D1:n:p2:p2.0" in plays(combat, host)
    do(combat, "play:A1:spell:magic_arrow@D1:n:p2:p2.0", host)
    assert combat.unit("D1").damage == 3
    assert state.players[0].hand == [] and len(state.players[0].discard) == 3


def test_one_spell_a_combat_round_unless_intelligence() -> None:
    state = table({0: ["spell:magic_arrow", "spell:magic_arrow", "ability:intelligence"], 1: []})
    combat, host = fight(
        state, {"a1": ("castle.archangels", True)}, {"b5": ("necropolis.dread_knights", True)}
    )
    do(combat, "play:A1:spell:magic_arrow@D1:n:p0.0", host)
    assert not any("magic_arrow" in k for k in plays(combat, host))
    do(combat, "play:A1:ability:intelligence:n:n0", host)
    assert any("magic_arrow" in k for k in plays(combat, host))


def test_blind_is_offered_only_at_the_power_its_targets_tier_needs() -> None:
    state = table({0: ["spell:blind", "basic:power", "basic:power"], 1: []})
    combat, host = fight(
        state,
        {"a1": ("castle.archangels", True)},
        {"b5": "necropolis.skeletons", "c5": "necropolis.dread_knights"},
    )
    blind = [k for k in plays(combat, host) if "blind" in k]
    assert blind == ["play:A1:spell:blind@D1:n:p0.0", "play:A1:spell:blind@D2:n:p2:p2.0"]


def test_chain_lightning_hits_the_target_and_the_nearest_others() -> None:
    state = table({0: ["spell:chain_lightning"], 1: []})
    combat, host = fight(
        state,
        {"a1": ("castle.archangels", True)},
        {"a5": "necropolis.skeletons", "b5": "necropolis.zombies", "d5": "necropolis.dread_knights"},
    )
    do(combat, "play:A1:spell:chain_lightning@D1:n:p0.0", host)
    assert [combat.unit(u).damage for u in ("D1", "D2")] == [1, 1]


def test_town_portal_on_the_map_moves_the_hero_home_and_power_adds_mp() -> None:
    state = table({0: ["spell:town_portal", "basic:power", "spell:haste"], 1: []})
    p = state.players[0]
    town = p.main.at
    assert town is not None
    away = next(k for k in state.fields if k != town)
    p.main.at = away
    state.fields[town].owner = 0
    portal = [
        o
        for o in options(state, 0)
        if o.id.startswith("card spell:town_portal") and o.params["mode"] == "p1.0"
    ]
    assert portal
    after = act(state, 0, **portal[0].action())
    hero = after.players[0].main
    assert hero.at == town and hero.mp == p.main.mp + 1


def test_resurrection_cancels_a_lethal_hit() -> None:
    state = table({0: [], 1: ["spell:resurrection"]})
    combat, host = fight(state, {"b2": ("castle.archangels", True)}, {"b4": "necropolis.skeletons"})
    do(combat, "move:A1:b3", host)
    do(combat, "attack:A1:D1", host)
    if combat.strike is not None and combat.strike.stage == "before":
        do(combat, "pass", host)
    assert any("resurrection" in k for k in plays(combat, host))
    do(combat, next(k for k in plays(combat, host) if "resurrection" in k), host)
    assert combat.unit("D1").alive
