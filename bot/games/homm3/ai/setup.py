"""Putting the solo AI opponent on the map (§10.3 note: it starts on its faction town's field): its
faction, its starting tile, its hero, army and decks (H-AI-OPPONENT, H-AI-SPELLS)."""

from __future__ import annotations

from bot.engine.hexes import distance as hex_distance
from bot.engine.hexes import tile_centre, tile_neighbours
from bot.engine.i18n import t
from bot.games.homm3 import geography, terms
from bot.games.homm3.ai.cards import ai_data
from bot.games.homm3.context import Ctx
from bot.games.homm3.state import AiOpponent, Deck, OwnedUnit, Slot


def ai_seat(ctx: Ctx) -> int:
    """The seat the AI decides as in combat: the one after the last player (no player holds it)."""
    return len(ctx.state.players)


def army(faction: str, scenario: str) -> list[OwnedUnit]:
    return [OwnedUnit(u.rstrip("+"), u.endswith("+")) for u in ai_data().opponent(scenario).army(faction)]


def _place(ctx: Ctx, wanted: tuple[int, int] | None) -> tuple[int, int]:
    """The opponent record's place, else the free lattice place next to the map farthest from the
    player's starting tile (ties: the smallest address)."""
    state = ctx.state
    taken = {(s.a, s.b) for s in state.slots}
    if wanted is not None and wanted not in taken:
        return wanted
    start = next(s for s in state.slots if s.kind == "start")
    free = {n for s in state.slots for n in tile_neighbours((s.a, s.b)) if n not in taken}
    return max(sorted(free), key=lambda p: hex_distance(tile_centre(p), tile_centre((start.a, start.b))))


def add_opponent(ctx: Ctx) -> None:
    """A solo game gets its AI opponent (H-AI-OPPONENT): the first faction of the record the player
    does not play, that faction's starting tile face up, its Might hero on the town with 3 MP a turn."""
    state, data = ctx.state, ctx.data
    opp = ai_data().opponent(state.scenario)
    played = {p.faction for p in state.players}
    faction = next(f for f in opp.factions if f not in played)
    a, b = _place(ctx, opp.place)
    tile = next(t.id for t in data.tiles_of("starting") if t.fields[0].faction == faction)
    slot = Slot(a, b, "start", tile)
    state.slots.append(slot)
    geography.reveal(state, slot, data)
    town = geography.hexes(slot)[0]
    state.fields[town].ever_owned = True
    hero = next(h.id for h in data.heroes.values() if h.faction == faction and h.type == "might")
    state.ai = AiOpponent(
        faction,
        hero,
        opp.level_at(state.difficulty),
        town,
        at=town,
        units=army(faction, state.scenario),
        deck=Deck(ctx.rng.shuffled(ai_data().deck())),
        spells=Deck(ctx.rng.shuffled(sorted(data.spells))),
        fields=[town],
    )
    ctx.close()
    ctx.say(
        t(
            "h3-ai-opponent",
            hero=data.heroes[hero].name,
            faction=terms.faction(faction),
            at=town,
            level=state.ai.level,
        )
    )
