"""Setting up a game (rulebook §2) for a scenario: map tile stack, start tile and first tiles,
decks and offers, the Source, and each player's hero and Deed deck."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import t
from bot.games.mageknight import mana
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.deck import draw_cards
from bot.games.mageknight.dummy import set_up as set_up_dummy
from bot.games.mageknight.dummy import uses_dummy
from bot.games.mageknight.exploration import place_tile
from bot.games.mageknight.state import GameState, Player
from bot.games.mageknight.turn import start_tactics

#: Lattice addresses of the tiles revealed at set-up around the start tile (ruling R-MAP).
#: The scenarios this version can run.
PLAYABLE_SCENARIOS = ("first_reconnaissance", "full_conquest", "blitz_conquest", "solo_conquest")
#: Map shapes this version can lay out (exploration.in_shape).
PLAYABLE_SHAPES = ("wedge", "open", "open_4", "open_3")


@dataclass(frozen=True)
class Seat:
    user_id: int
    name: str
    hero: str


def _per_players(value: dict[int, int] | int, players: int) -> int:
    if isinstance(value, dict):
        return int(value.get(players, 0))
    return int(value)


def new_game(data: MageKnightData, scenario_id: str, seats: list[Seat], seed: str) -> tuple[GameState, Ctx]:
    """A fresh game, ready for the first tactic choice. Raises IllegalActionError on a bad setup."""
    if scenario_id not in data.scenarios:
        raise IllegalActionError(
            t("mk-game-setup-unknown-scenario", scenario=scenario_id, scenarios=list(PLAYABLE_SCENARIOS))
        )
    scenario = data.scenarios[scenario_id]
    title = t("mk-game-scenario-name", id=scenario_id, name=scenario.name)
    if scenario_id not in PLAYABLE_SCENARIOS:
        raise IllegalActionError(t("mk-game-setup-scenario-not-yet", scenario=title))
    n = len(seats)
    if n not in scenario.players:
        counts = ", ".join(str(c) for c in scenario.players)
        raise IllegalActionError(t("mk-game-setup-player-count", scenario=title, counts=counts, n=n))
    shape = scenario.map_shape.get(n, "wedge")
    if shape not in PLAYABLE_SHAPES:
        playable = [str(c) for c in scenario.players if scenario.map_shape.get(c) in PLAYABLE_SHAPES]
        raise IllegalActionError(
            t("mk-game-setup-shape-not-yet", scenario=title, n=n, shape=shape, playable=playable)
        )
    heroes = [s.hero for s in seats]
    if len(set(heroes)) != n:
        raise IllegalActionError(t("mk-game-setup-same-hero"))
    for h in heroes:
        if h not in data.heroes:
            raise IllegalActionError(t("mk-game-setup-unknown-hero", hero=h, heroes=sorted(data.heroes)))
    players = [Player(seat=i, user_id=s.user_id, name=s.name, hero=s.hero) for i, s in enumerate(seats)]
    state = GameState(seed=seed, scenario=scenario_id, players=players)
    ctx = Ctx(state, data)
    rng = ctx.rng

    # Enemy stacks by back colour, shuffled face down.
    for colour in sorted({e.colour for e in data.enemies.values()}):
        tokens = [e.id for e in data.enemies_of_colour(colour) for _ in range(e.count)]
        state.enemy_stacks[colour] = rng.shuffled(sorted(tokens))
        state.enemy_discards[colour] = []

    # Deed decks and offers.
    def deck_of(kind: str) -> list[str]:
        return rng.shuffled(sorted(c.id for c in data.cards.values() if c.kind == kind))

    state.artifact_deck = deck_of("artifact")
    state.spell_deck = deck_of("spell")
    if scenario.remove_interactive or n == 1:  # UE §8.5.4: no interactive spells without opponents
        state.spell_deck = [c for c in state.spell_deck if not data.cards[c].interactive]
    state.aa_deck = deck_of("advanced")
    state.offers_revealed = scenario_id != "first_reconnaissance"
    if state.offers_revealed:
        state.spell_offer = [state.spell_deck.pop(0) for _ in range(3)]
        state.aa_offer = [state.aa_deck.pop(0) for _ in range(3)]
    regular = [u.id for u in data.units.values() if u.tier == "regular" for _ in range(u.copies)]
    elite = [u.id for u in data.units.values() if u.tier == "elite" for _ in range(u.copies)]
    state.unit_deck = rng.shuffled(sorted(regular))
    state.elite_deck = rng.shuffled(sorted(elite))
    state.unit_offer = [state.unit_deck.pop(0) for _ in range(n + scenario.unit_offer_extra)]
    if scenario_id == "first_reconnaissance":  # R-FIRST-GAME: a village unit in the first Unit offer
        for _ in range(50):
            if any("village" in data.units[u].recruit for u in state.unit_offer):
                break
            state.unit_deck = rng.shuffled(state.unit_deck + state.unit_offer)
            state.unit_offer = [state.unit_deck.pop(0) for _ in range(n + scenario.unit_offer_extra)]
    # The Source.
    state.source = mana.roll_source(ctx, n + scenario.source_dice_extra)
    # The map tile stack: countryside (sorted by number here, or random), then the core tiles.
    base_country = sorted(
        (t.id for t in data.tiles.values() if t.kind == "countryside" and t.expansion == "base"), key=int
    )
    count = _per_players(scenario.countryside, n)
    if scenario.countryside_sorted:
        country = base_country[:count]
    else:
        country = rng.shuffled(base_country)[:count]
    core_city = sorted(
        t.id for t in data.tiles.values() if t.kind == "core" and t.city and t.expansion == "base"
    )
    core_plain = sorted(
        t.id for t in data.tiles.values() if t.kind == "core" and not t.city and t.expansion == "base"
    )
    cities = rng.shuffled(core_city)[: _per_players(scenario.core_city, n)]
    others = rng.shuffled(core_plain)[: _per_players(scenario.core_noncity, n)]
    core = rng.shuffled(cities + others)
    state.tile_stack = country + core
    state.tile_stack_kinds = ["countryside"] * len(country) + ["core"] * len(core)
    state.box_tiles = sorted(t for t in base_country + core_plain + core_city if t not in state.tile_stack)
    # The start tile and the first tiles.
    start = scenario.start_tile if shape == "wedge" else "B"  # open maps start on side B (UE §2.3)
    place_tile(ctx, start, (0, 0), revealed_by=None)
    for addr in data.tiles[start].setup_slots:
        tile = state.tile_stack.pop(0)
        state.tile_stack_kinds.pop(0)
        place_tile(ctx, tile, addr, revealed_by=None)
    # Each player's area: hero on the portal, shuffled 16-card deck, draw up to the hand limit.
    for p in players:
        p.fame = scenario.fame_start
        p.reputation = scenario.reputation_start
        p.position = [0, 0]
        p.deck = rng.shuffled(sorted(data.deck_for(p.hero)))
        draw_cards(ctx, p, data.levels.hand_limit(1))
    state.round_order = [p.seat for p in players]
    if uses_dummy(scenario, n):
        set_up_dummy(ctx, heroes)
    start_tactics(ctx)
    ctx.say(t("mk-game-begins", scenario=title, n=n))
    ctx.finish()
    return state, ctx
