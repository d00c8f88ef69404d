"""Rulebook §5.3, §6.2, §6.3 and §7.3 (town actions): build once a round, dwellings in order, recruiting
with the dwelling, reinforcing with a Citadel, the Mage Guild's searches, the secondary hero; the unit
deck cap of 6 (H-UNITS-CAP)."""

from __future__ import annotations

from bot.games.homm3.state import OwnedUnit
from tests.games.homm3.game_helpers import act, ids, new


def test_building_flips_the_build_token_for_the_round() -> None:
    state = new()
    seat = state.seat
    state.players[seat].resources = {"gold": 50, "building_materials": 20, "valuables": 10}
    state = act(
        state,
        seat,
        type="build",
        building="castle_citadel" if state.players[seat].faction == "castle" else "dungeon_citadel",
    )
    assert "build" in state.players[seat].tokens_used
    assert not any(i.startswith("build") for i in ids(state, seat))


def test_dwellings_are_built_in_order() -> None:
    state = new()
    seat = state.seat
    state.players[seat].resources = {"gold": 50, "building_materials": 20, "valuables": 10}
    f = state.players[seat].faction
    offered = [i.split()[1] for i in ids(state, seat) if i.startswith("build")]
    tier2 = {"castle": "castle_holy_grounds", "dungeon": "dungeon_inner_labyrinths"}[f]
    tier3 = {"castle": "castle_glory_of_erathia", "dungeon": "dungeon_ancient_lairs"}[f]
    assert tier2 in offered and tier3 not in offered  # the tier-1 dwelling is pre-built


def test_recruiting_needs_the_dwelling_and_reinforcing_a_citadel() -> None:
    state = new()
    seat = state.seat
    p = state.players[seat]
    p.resources = {"gold": 50, "building_materials": 20, "valuables": 10}
    recruits = [i.split()[1] for i in ids(state, seat) if i.startswith("recruit")]
    assert recruits and not any(i.startswith("reinforce") for i in ids(state, seat))
    state = act(state, seat, type="recruit", unit=recruits[0])
    assert state.players[seat].units[-1].card == recruits[0]
    state.players[seat].buildings.append(f"{p.faction}_citadel")
    state = act(state, seat, type="reinforce", unit="0")
    assert state.players[seat].units[0].pack


def test_a_full_unit_deck_recruits_only_in_place_of_a_unit() -> None:
    state = new()
    seat = state.seat
    p = state.players[seat]
    p.resources = {"gold": 50, "building_materials": 20, "valuables": 10}
    p.units = [OwnedUnit(p.units[0].card) for _ in range(6)]
    recruits = [i for i in ids(state, seat) if i.startswith("recruit")]
    assert recruits and all(len(i.split()) == 3 for i in recruits)


def test_the_mage_guild_searches_the_spell_deck_twice_when_built() -> None:
    state = new()
    seat = state.seat
    p = state.players[seat]
    p.resources = {"gold": 50, "building_materials": 20, "valuables": 10}
    state = act(state, seat, type="build", building=f"{p.faction}_mage_guild")
    assert [q.kind for q in state.pending] == ["search", "search"]
    assert "guild" not in ids(state, seat)  # not in the round it was built


def test_the_secondary_hero_costs_ten_gold_and_the_population_token() -> None:
    state = new()
    seat = state.seat
    home = state.players[seat].main.at
    state = act(state, seat, type="secondary", at=home)
    p = state.players[seat]
    assert p.secondary is not None and p.secondary.at == home and p.resources["gold"] == 5
    assert "population" in p.tokens_used


def test_diplomacy_recruits_azure_only_with_the_tier_3_dwelling_at_the_cards_cost() -> None:
    """§7.3: "K tomu potřebujete jak mít postavený příbytek odpovídající stupni dané jednotky (na
    azurové jednotky potřebujete příbytek stupně 3), tak i uhradit náklady na naverbování uvedené
    na kartě neutrální jednotky." Azure units come only this way."""
    from bot.games.homm3 import effects
    from tests.games.homm3.game_helpers import DATA, ctx

    state = new()
    seat = state.seat
    p = state.players[seat]
    p.resources = {"gold": 99, "building_materials": 99, "valuables": 99}
    p.units = p.units[:1]
    azure = next(n for n in DATA.neutrals.values() if n.tier == "azure")
    state.neutrals["azure"].cards = [azure.id] + [c for c in state.neutrals["azure"].cards if c != azure.id]
    effects._recruit_neutral(ctx(state), seat)  # only the tier-1 dwelling: no azure card drawn
    assert azure.id not in state.pending[0].context["drawn"].split(",")
    state.pending.clear()
    f = p.faction
    p.buildings += [b.id for b in DATA.buildings.values() if b.faction == f and b.kind == "dwelling"]
    effects._recruit_neutral(ctx(state), seat)
    q = state.pending[0]
    assert azure.id in q.context["drawn"].split(",")
    state = act(state, seat, type="choose", pick=f"neutral:{azure.id}")
    p = state.players[seat]
    assert p.units[-1].card == azure.id and p.units[-1].neutral
    cost = {"gold": azure.cost.gold, "building_materials": azure.cost.building_materials}
    assert p.resources["gold"] == 99 - cost["gold"]
    assert p.resources["building_materials"] == 99 - cost["building_materials"]
