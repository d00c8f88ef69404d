"""§2 Setup, for First Reconnaissance (scenario book §8.5.1)."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import tile_hexes
from bot.games.mageknight import game as mk
from bot.games.mageknight.mana import source_is_valid
from bot.games.mageknight.state import BASIC_COLOURS

from .builder import DATA, SCENARIO, fresh, seats, tokens_total

HEROES = ("arythea", "tovak", "goldyx", "norowas", "wolfhawk", "krang", "braevalar")


def test_new_game_is_deterministic_for_a_seed() -> None:
    """The whole set-up comes from the seeded RNG: same seed, same game; another seed differs (§2)."""
    a, b, c = (
        fresh("arythea", "tovak", seed="s1"),
        fresh("arythea", "tovak", seed="s1"),
        fresh("arythea", "tovak", seed="s2"),
    )
    assert a.to_json() == b.to_json()
    assert a.to_json() != c.to_json()


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_main_area(n: int) -> None:
    """§2.1: Fame 0 and Reputation 0; Unit offer = players + 2 Regular units; Source = players + 2 dice
    with at least half basic colours; Day tactics displayed; First Reconnaissance keeps the Spell and
    AA offers hidden until first needed (§8.5.1) and allows no Elite units."""
    state = fresh(*HEROES[:n])
    assert state.round == 1 and not state.night and state.phase == "tactics"
    assert all(p.fame == 0 and p.reputation == 0 and p.level == 1 for p in state.players)
    assert len(state.unit_offer) == n + 2
    assert all(DATA.units[u].tier == "regular" for u in state.unit_offer)
    assert len(state.source) == n + 2 and source_is_valid(state.source)
    assert all(d.taken_by is None for d in state.source)
    assert state.tactics_available == [t.id for t in DATA.tactics_for("day")]
    assert not state.offers_revealed and state.aa_offer == [] and state.spell_offer == []
    assert len(state.artifact_deck) == sum(1 for c in DATA.cards.values() if c.kind == "artifact")


@pytest.mark.parametrize(("n", "countryside"), [(1, 8), (2, 8), (3, 9), (4, 11)])
def test_tile_stack_sorted_countryside_then_core(n: int, countryside: int) -> None:
    """§2.1.13 / §8.5.1: countryside tiles sorted by number (8/9/11, solo 8), then 1 city + 2 non-city
    core tiles shuffled under them; the 2 set-up tiles come off the top; the rest stays in the box."""
    state = fresh(*HEROES[:n])
    assert [t.id for t in state.tiles] == ["A", "1", "2"]
    country = [t for t in state.tile_stack if DATA.tiles[t].kind == "countryside"]
    core = [t for t in state.tile_stack if DATA.tiles[t].kind == "core"]
    assert country == [str(i) for i in range(3, countryside + 1)]
    assert state.tile_stack == country + core
    assert state.tile_stack_kinds == ["countryside"] * len(country) + ["core"] * 3
    assert sum(1 for t in core if DATA.tiles[t].city) == 1
    assert all(DATA.tiles[t].expansion == "base" for t in state.tile_stack)
    assert not set(state.box_tiles) & set(state.tile_stack)


def test_start_tile_and_first_tiles_placement() -> None:
    """§2.1.14 (ruling R-MAP): start tile side A at lattice (0,0), the first two tiles at (1,0) and
    (0,1), same orientation; every hero starts on the portal."""
    state = fresh("arythea", "tovak")
    assert [(t.id, t.addr) for t in state.tiles] == [("A", [0, 0]), ("1", [1, 0]), ("2", [0, 1])]
    assert state.spaces["0,0"].site == "portal"
    for t in state.tiles:
        hexes = tile_hexes((t.addr[0], t.addr[1]))
        assert [state.spaces[f"{q},{r}"].terrain for q, r in hexes] == [
            h.terrain for h in DATA.tiles[t.id].hexes
        ]
    assert len(state.spaces) == 21
    assert all(p.position == [0, 0] for p in state.players)


def test_when_revealed_setup_and_enemy_stacks() -> None:
    """§2.1.2 + §2.1.14: enemy tokens sorted by back colour in face-down stacks; the set-up tiles'
    "when revealed" text runs: rampaging orcs get a green token face up. Tokens are conserved."""
    state = fresh("arythea")
    orcs = [sp for sp in state.spaces.values() if sp.rampaging == "orcs"]
    assert len(orcs) == 2
    assert all(len(sp.tokens) == 1 and sp.tokens[0].face_up and sp.tokens[0].colour == "green" for sp in orcs)
    for colour, stack in state.enemy_stacks.items():
        total = sum(e.count for e in DATA.enemies_of_colour(colour))
        assert len(stack) + tokens_total(state, colour) == total
        assert all(DATA.enemies[e].colour == colour for e in stack)


@pytest.mark.parametrize("hero", HEROES)
def test_player_area(hero: str) -> None:
    """§2.2: 16 Deed cards (the standard deck with the hero's two unique swaps), shuffled, 5 drawn;
    empty Inventory, discard pile and play area."""
    state = fresh(hero, "arythea" if hero != "arythea" else "tovak")
    p = state.players[0]
    assert len(p.hand) == 5 and len(p.deck) == 11
    assert Counter(p.hand + p.deck) == Counter(DATA.deck_for(hero))
    assert p.discard == [] and p.play_area == []
    assert p.crystals == dict.fromkeys(BASIC_COLOURS, 0)
    assert DATA.levels.armor(1) == 2 and DATA.levels.hand_limit(1) == 5
    uniques = DATA.heroes[hero].unique
    for basic, unique in uniques.items():
        assert DATA.cards[unique].colour == DATA.cards[basic].colour
        assert Counter(DATA.deck_for(hero))[basic] == DATA.cards[basic].copies - 1


def test_standard_deck_composition() -> None:
    """§2.2 / facts §5.1: Rage x2, Determination, Swiftness x2, March x2, Stamina x2, Tranquility,
    Promise, Threaten, Crystallize, Mana Draw, Concentration, Improvisation = 16 cards."""
    deck = Counter(c.id for c in DATA.cards.values() if c.kind == "basic" for _ in range(c.copies))
    assert sum(deck.values()) == 16
    assert {k for k, v in deck.items() if v == 2} == {"rage", "swiftness", "march", "stamina"}


def test_bad_setups_are_refused() -> None:
    """§8.4: First Reconnaissance is for 1-4 players; one hero per player; unknown scenarios and heroes
    are refused with a message."""
    with pytest.raises(IllegalActionError, match="not 5"):
        mk.new_game(SCENARIO, seats("arythea", "tovak", "goldyx", "norowas", "krang"), "x", DATA)
    with pytest.raises(IllegalActionError, match="same hero"):
        mk.new_game(SCENARIO, seats("arythea", "arythea"), "x", DATA)
    with pytest.raises(IllegalActionError, match="Unknown hero"):
        mk.new_game(SCENARIO, seats("nobody"), "x", DATA)
    with pytest.raises(IllegalActionError, match="Unknown scenario"):
        mk.new_game("nope", seats("arythea"), "x", DATA)
    with pytest.raises(IllegalActionError, match="not available yet"):
        mk.new_game("full_cooperation", seats("arythea", "tovak"), "x", DATA)


def test_scenario_rounds() -> None:
    """§8.4 / §8.5.1: 3 rounds (Day, Night, Day) for 2-4 players, 4 rounds solo."""
    fr = DATA.scenarios[SCENARIO]
    assert [fr.rounds_for(n) for n in (1, 2, 3, 4)] == [4, 3, 3, 3]


def test_first_reconnaissance_deals_a_village_unit_into_the_first_offer() -> None:
    """UE §8.5.1, first game (R-FIRST-GAME): the Unit offer holds at least one village unit."""
    from bot.games.mageknight import game as mk
    from bot.games.mageknight.data import load
    from bot.games.mageknight.setup import Seat

    data = load()
    for i in range(40):
        state = mk.new_game("first_reconnaissance", [Seat(1, "a", "arythea")], f"village-{i}", data).state
        assert any("village" in data.units[u].recruit for u in state.unit_offer), state.unit_offer
        assert len(state.unit_offer) + len(state.unit_deck) == sum(
            u.copies for u in data.units.values() if u.tier == "regular"
        )
