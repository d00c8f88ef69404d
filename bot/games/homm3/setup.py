"""Setting up a game (§3) from a scenario: factions and main heroes, the map for the player count
(starting tiles, face-down near and centre tiles, personal far tiles), the town boards with the
scenario's buildings, income and resources, the starting decks of 9, the shuffled shared decks, the
neutral decks by tier, the starting units, the first player and the difficulty's starting bonus."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import t
from bot.engine.rng import Rng
from bot.games.homm3 import cards, geography
from bot.games.homm3.context import ask
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.scenario import TILE_KINDS, Scenario
from bot.games.homm3.state import (
    BONUS,
    Deck,
    Homm3State,
    OwnedUnit,
    Player,
    Slot,
)

#: The difficulty's starting bonuses (§3 step 16): their labels are ``h3-bonus-<id>``.
BONUSES: dict[str, list[str]] = {
    "easy": ["dice_both", "search_twice"],
    "normal": ["dice_one", "search"],
    "hard": ["die", "minor"],
    "impossible": [],
}


def hero_for(data: Homm3Data, faction: str, kind: str) -> str:
    """The faction's Might or Magic hero (each faction has one of each)."""
    for h in data.heroes.values():
        if h.faction == faction and h.type == kind:
            return h.id
    raise ValueError(f"{faction} has no {kind} hero.")  # the data lacks one


def building_for(data: Homm3Data, faction: str, entry: str) -> str:
    """A scenario's pre-built building (a kind such as ``dwelling1``, or a building id) for a faction."""
    if entry in data.buildings:
        return entry
    for b in data.buildings.values():
        if b.faction != faction:
            continue
        if b.kind == entry or (b.kind == "dwelling" and entry == f"dwelling{b.tier}"):
            return b.id
    raise ValueError(f"{faction} has no building {entry!r}.")  # the scenario names a wrong one


def new_state(
    scenario: Scenario,
    difficulty: str,
    seats: Sequence[tuple[int, str, str, str]],
    seed: str,
    data: Homm3Data,
) -> Homm3State:
    """``seats``: (user id, name, faction, hero kind "might"/"magic") in seat order."""
    n = len(seats)
    if n not in scenario.players:
        counts = ", ".join(map(str, scenario.players))
        raise IllegalActionError(t("h3-refuse-players", scenario=scenario.name, counts=counts, n=n))
    factions = [s[2] for s in seats]
    if len(set(factions)) != n:
        raise IllegalActionError(t("h3-refuse-factions"))
    rng = Rng(seed)
    players = []
    for user_id, name, faction, kind in seats:
        hero = hero_for(data, faction, kind)
        p = Player(user_id, name, faction, hero)
        p.resources = dict(scenario.resources)
        p.income = dict(scenario.income)
        p.buildings = [building_for(data, faction, b) for b in scenario.buildings]
        p.units = [OwnedUnit(u.rstrip("+"), u.endswith("+")) for u in scenario.units[faction]]
        p.deck = rng.shuffled(cards.starting_cards(data, hero))
        players.append(p)
    state = Homm3State(seed, scenario.id, scenario.mode, difficulty, players, rounds=scenario.rounds)
    _decks(state, data, rng)
    _map(state, scenario, data, rng)
    for seat, p in enumerate(players):
        home = geography.town_field(state, seat)
        assert home is not None
        p.main.at = home
        state.fields[home].owner = seat
        state.fields[home].ever_owned = True
    first = int(rng.choice(list(range(n))))  # §3 step 22: a roll decides (H-FIRST-PLAYER)
    state.order = [(first + i) % n for i in range(n)]
    for seat in state.order:
        if BONUSES[difficulty]:
            bonuses = [(b, t(f"h3-bonus-{b}")) for b in BONUSES[difficulty]]
            state.pending.append(ask(seat, "bonus", t("h3-bonus-prompt"), bonuses))
    state.phase = BONUS
    state.rng_counter = rng.counter
    return state


def _decks(state: Homm3State, data: Homm3Data, rng: Rng) -> None:
    """§3 step 15: shuffle the shared decks and turn one card of each face up as its discard pile;
    step 17: the neutral decks by tier; step 20: the proclamations."""
    used = [c for p in state.players for c in p.deck]
    for which, table in (("spell", data.spells), ("ability", data.abilities), ("artifact", data.artifacts)):
        pool = []
        for rec in table.values():
            copies = int(getattr(rec, "copies", 1))
            pool += [f"{which}:{rec.id}"] * copies
        for c in used:
            if c in pool:
                pool.remove(c)
        shuffled = rng.shuffled(pool)
        deck = Deck(shuffled[1:], shuffled[:1])
        setattr(state, {"spell": "spells", "ability": "abilities", "artifact": "artifacts"}[which], deck)
    state.neutrals = {
        t: Deck(rng.shuffled(data.neutral_deck(t))) for t in ("bronze", "silver", "gold", "azure")
    }
    state.proclamations = Deck(rng.shuffled(list(data.proclamations)))


def _map(state: Homm3State, scenario: Scenario, data: Homm3Data, rng: Rng) -> None:
    """§3 step 6 and §6.6: the layout for the player count; face-down tiles dealt at random by kind;
    starting tiles face up (the town in the centre); far tiles dealt evenly as personal supplies."""
    layout = scenario.maps[len(state.players)]
    named = {s.tile for s in layout if s.tile}
    stacks = {
        kind: rng.shuffled([t.id for t in data.tiles_of(TILE_KINDS[kind]) if t.id not in named])
        for kind in ("near", "centre", "far")
    }
    for spec in layout:
        if spec.kind == "start":
            assert spec.seat is not None
            faction = state.players[spec.seat].faction
            tile = next(t.id for t in data.tiles_of("starting") if t.fields[0].faction == faction)
            slot = Slot(spec.a, spec.b, "start", tile, owner=spec.seat)
            state.slots.append(slot)
            geography.reveal(state, slot, data)
        else:
            tile = spec.tile or stacks[spec.kind].pop(0)
            state.slots.append(Slot(spec.a, spec.b, spec.kind, tile))
    for seat, p in enumerate(state.players):
        p.far_tiles = stacks["far"][seat * scenario.far_tiles : (seat + 1) * scenario.far_tiles]
