"""Rulebook §6.2 (town buildings) with the town boards' effects from data/homm3/buildings.toml
(facts §5; the readings we chose are H-TOWN-* in docs/rulings.md). One test a building."""

from __future__ import annotations

from bot.games.homm3 import progress
from bot.games.homm3.state import OwnedUnit
from tests.games.homm3.game_helpers import DATA, act, ctx, ids, new


def _owner(faction: str, building: str):  # type: ignore[no-untyped-def]
    state = new()
    seat = next(i for i, p in enumerate(state.players) if p.faction == faction)
    state.players[seat].buildings.append(building)
    return state, seat


def _round(state, seat, building):  # type: ignore[no-untyped-def]
    c = ctx(state)
    progress.building_powers(c, seat, "resource_round")
    return c, [q for q in state.pending if q.context.get("building") == building]


def test_castle_city_hall_gives_5_gold_or_1_mp() -> None:
    """§6.2 "Radnice – during the Resource round gives extra income or a faction ability":
    Castle +5 gold or +1 MP (H-TOWN-CITY-HALL)."""
    state, seat = _owner("castle", "castle_city_hall")
    c, (q,) = _round(state, seat, "castle_city_hall")
    assert [o[0] for o in q.options] == ["0", "1"]
    state.pending.remove(q)
    gold = state.players[seat].resources["gold"]
    progress.answer_building(c, q, "0")
    assert state.players[seat].resources["gold"] == gold + 5
    state.players[seat].bonus_mp = 0
    if seat != state.seat:
        progress.answer_building(c, q, "1")
        assert state.players[seat].bonus_mp == 1
    else:
        mp = state.players[seat].main.mp
        progress.answer_building(c, q, "1")
        assert state.players[seat].main.mp == mp + 1


def test_bonus_mp_is_added_at_the_start_of_the_turn_and_spent() -> None:
    """Player.bonus_mp (the City Hall's MP) is read by start_turn once."""
    state = new()
    seat = state.seat
    state.players[seat].bonus_mp = 1
    progress.start_turn(ctx(state))
    assert state.players[seat].main.mp == progress.MAIN_MP + 1 and state.players[seat].bonus_mp == 0


def test_necropolis_city_hall_gives_4_gold_or_a_free_bronze_reinforcement() -> None:
    """§6.2 City Hall: Necropolis +4 gold or reinforce one bronze unit for free."""
    state, seat = _owner("castle", "necropolis_city_hall")  # the power is the building's, by data
    state.players[seat].units = [OwnedUnit("halberdiers")]
    c, (q,) = _round(state, seat, "necropolis_city_hall")
    state.pending.remove(q)
    progress.answer_building(c, q, "1")
    r = state.pending[-1]
    assert r.kind == "reinforce" and r.options[0][0] == "reinforce:0"


def test_dungeon_city_hall_gives_5_gold_or_1_valuable() -> None:
    """§6.2 City Hall: Dungeon +5 gold or +1 valuable."""
    state, seat = _owner("dungeon", "dungeon_city_hall")
    c, (q,) = _round(state, seat, "dungeon_city_hall")
    state.pending.remove(q)
    v = state.players[seat].resources["valuables"]
    progress.answer_building(c, q, "1")
    assert state.players[seat].resources["valuables"] == v + 1


def test_brotherhood_of_the_sword_gives_positive_morale_each_resource_round() -> None:
    """Faction building (facts §5): positive morale at each Resource round, from the data's power."""
    state, seat = _owner("castle", "castle_brotherhood_of_the_sword")
    state.players[seat].morale = 0
    _round(state, seat, "castle_brotherhood_of_the_sword")
    assert state.players[seat].morale == 1
    assert DATA.buildings["castle_brotherhood_of_the_sword"].powers[0].op == "morale"


def test_blacksmith_sells_an_artifact_for_4_gold_once_a_turn() -> None:
    """Blacksmith: on your turn remove an artifact from hand for +4 gold, or pay 6 gold to Search (2)
    the artifact deck (H-TOWN-ONCE)."""
    state = new()
    seat = state.seat
    p = state.players[seat]
    p.buildings.append("castle_blacksmith")
    art = f"artifact:{next(iter(DATA.artifacts))}"
    p.hand.append(art)
    p.resources["gold"] = 6
    offered = [i for i in ids(state, seat) if i.startswith("town castle_blacksmith")]
    assert f"town castle_blacksmith 0:{art}" in offered and "town castle_blacksmith 1" in offered
    state = act(state, seat, type="town", building="castle_blacksmith", power="0", card=art)
    assert state.players[seat].resources["gold"] == 10 and art not in state.players[seat].hand
    assert not [i for i in ids(state, seat) if i.startswith("town castle_blacksmith")]


def test_necromancy_amplifier_takes_a_necromancy_card_at_the_turn_start() -> None:
    """Necromancy Amplifier: at the start of the turn take a Necromancy card from the ability deck, or a
    specialty card back from the discard pile (H-TOWN-AMPLIFIER)."""
    state, seat = _owner("dungeon", "necropolis_necromancy_amplifier")
    c = ctx(state)
    d = progress.cards.deck(state, "ability")
    d.discard.append("ability:necromancy")
    progress.building_powers(c, seat, "turn_start")
    q = state.pending[-1]
    assert q.options[0][0] == "0" and q.options[-1][0] == "none"
    state.pending.remove(q)
    progress.answer_building(c, q, "0")
    assert "ability:necromancy" in state.players[seat].hand


def test_cover_of_darkness_cycles_up_to_two_cards() -> None:
    """Cover of Darkness: on your turn discard up to 2 Might & Magic cards and draw as many."""
    state = new()
    seat = state.seat
    state.players[seat].buildings.append("necropolis_cover_of_darkness")
    hand = len(state.players[seat].hand)
    state = act(state, seat, type="town", building="necropolis_cover_of_darkness", power="0", card="")
    first = state.pending[0].options[0][0]
    state = act(state, seat, type="choose", pick=first)
    state = act(state, seat, type="choose", pick="done")
    assert len(state.players[seat].hand) == hand and first in state.players[seat].discard


def test_portal_of_summoning_draws_a_neutral_of_a_built_dwelling_tier() -> None:
    """Portal of Summoning: at the start of the turn draw a neutral from a deck matching a built dwelling;
    it may be recruited at its cost (H-TOWN-SUMMON)."""
    state, seat = _owner("dungeon", "dungeon_portal_of_summoning")
    c = ctx(state)
    progress.building_powers(c, seat, "turn_start")
    q = state.pending.pop()
    progress.answer_building(c, q, "0")
    tiers = state.pending[0]
    assert tiers.kind == "summon" and "bronze" in [o[0] for o in tiers.options]
    state.pending.pop(0)
    state.players[seat].resources = {"gold": 99, "building_materials": 99, "valuables": 99}
    progress.answer_summon(c, tiers, "bronze")
    take = state.pending.pop(0)
    units = len(state.players[seat].units)
    progress.answer_summon_take(c, take, "recruit")
    assert len(state.players[seat].units) == units + 1 and state.players[seat].units[-1].neutral


def test_mana_vortex_discards_reshuffles_and_searches_three() -> None:
    """Mana Vortex: at the start of the turn discard 1, shuffle the discard pile into the deck, then
    Search (3) it (H-TOWN-VORTEX)."""
    state, seat = _owner("dungeon", "dungeon_mana_vortex")
    c = ctx(state)
    p = state.players[seat]
    p.hand.append(p.deck.pop(0))
    progress.building_powers(c, seat, "turn_start")
    q = state.pending.pop()
    progress.answer_building(c, q, "0")
    d = state.pending.pop(0)
    card = d.options[0][0]
    progress.answer_discard(c, d, card)
    assert not p.discard
    take = state.pending.pop(0)
    assert take.kind == "vortex_take" and len(take.options) <= 3
    hand = len(p.hand)
    progress.answer_vortex_take(c, take, take.options[0][0])
    assert len(p.hand) == hand + 1


def test_cover_of_darkness_makes_the_enemy_hero_discard_at_random_in_a_hero_combat() -> None:
    """Cover of Darkness, its other half: at the start of a combat against a hero the enemy discards a
    random card."""
    state, seat = _owner("castle", "necropolis_cover_of_darkness")
    enemy = 1 - seat
    e = state.players[enemy]
    e.hand = e.hand or [e.deck.pop(0)]
    hand = list(e.hand)
    progress.hero_combat_powers(ctx(state), seat, enemy)
    assert len(e.hand) == len(hand) - 1 and e.discard[-1] in hand
