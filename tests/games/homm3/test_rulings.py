"""One focused test for each HoMM3 ruling of docs/rulings.md that had none of its own, named after it."""

from __future__ import annotations

from bot.engine.contract import PlayerSeat
from bot.games.homm3 import fields, fight, geography, progress
from bot.games.homm3.ai import battle as ai_battle
from bot.games.homm3.ai.cards import SPELL_EFFECTS, ai_data
from bot.games.homm3.ai.combat import draw_card
from bot.games.homm3.ai.setup import army as ai_army
from bot.games.homm3.combat.state import CombatResult
from bot.games.homm3.state import MAIN, Fight, Hero, Homm3State
from tests.games.homm3.game_helpers import DATA, GAME, act, ctx, field_with, ids, new

SOLO = [PlayerSeat(1, "Ann", {"faction": "castle"})]


def _solo() -> Homm3State:
    return GAME.new({"scenario": "lone_pathfinder", "difficulty": "impossible"}, SOLO, "t").state


def _all_face_up(state: Homm3State) -> Homm3State:
    for s in state.slots:
        if not s.face_up:
            geography.reveal(state, s, DATA)
    return state


def test_H_MP_RESET() -> None:
    state = new()
    first, second = state.order
    p = state.players[first]
    p.secondary = Hero("secondary", at=p.main.at, mp=0)
    p.main.mp = 0
    p.tokens_used = ["build"]
    p.expert_used = 1
    state = act(state, first, type="end_turn")
    assert state.players[first].tokens_used == ["build"]  # tokens wait for the new round
    state = act(state, second, type="end_turn")
    p = state.players[first]
    assert state.round == 2 and state.seat == first
    assert p.main.mp == 3 and p.secondary is not None and p.secondary.mp == 2
    assert p.tokens_used == [] and p.expert_used == 0


def test_H_TRADE() -> None:
    state = _all_face_up(new())
    seat = state.seat
    state.players[seat].main.at = field_with(state, "trading_post")
    state.players[seat].resources = {"gold": 30, "building_materials": 10, "valuables": 10}
    for _ in range(3):
        trade = next(i for i in ids(state, seat) if i.startswith("trade ") and "remove" not in i)
        state = act(state, seat, type="trade", deal=trade.split()[1])
    assert any(i.startswith("trade ") for i in ids(state, seat))  # still open after three trades


def test_H_SCORE() -> None:
    state = new()
    c = ctx(state)
    a, b = state.order
    mine = field_with(state, "mine")
    state.fields[mine].owner = a
    state.players[a].cubes = ["x"]
    assert progress.score(c, a) == 3 + 1 + 2 + state.players[a].level
    assert progress.score(c, b) == 3 + state.players[b].level
    progress.finish_by_limit(c)
    assert state.result is not None and state.result.winners == [a]
    coop = new("twin_guardians")
    progress.finish_by_limit(ctx(coop))
    assert coop.result is not None and coop.result.winners == []  # a Cooperative game is lost


def test_H_COOP_ALLIES() -> None:
    state = new("twin_guardians")
    a, b = state.order
    c = ctx(state)
    assert fields.allies(c, a, b)
    ally_hero = state.players[b].main.at
    assert ally_hero is not None
    fields.enter(c, a, MAIN, ally_hero, None)
    assert state.fight is None  # allies never fight
    mine = field_with(state, "mine")
    state.fields[mine].owner = b
    state.players[a].level = 1
    fields.enter(c, a, MAIN, mine, None)
    assert state.fight is None  # an ally's field is empty: no neutrals, no siege


def test_H_SANCTUARY() -> None:
    state = _all_face_up(new())
    a, b = state.order
    sanctuary = field_with(state, "sanctuary")
    c = ctx(state)
    assert fields.may_enter(c, a, sanctuary)
    state.players[b].main.at = sanctuary
    assert not fields.may_enter(c, a, sanctuary)
    assert fields.may_enter(c, b, sanctuary)  # one's own hero does not bar the way


def test_H_TILE_PLACE() -> None:
    state = new()
    taken = {(s.a, s.b) for s in state.slots}
    for k in state.fields:
        for place in geography.placeable_next_to(state, k):
            assert place not in taken
            assert sum(1 for n in geography.tile_neighbours(place) if n in taken) >= 2
            probe = geography.hexes(type(state.slots[0])(place[0], place[1], "far"))
            assert {geography.key(h) for h in geography.neighbours(geography.parse_hex(k))} & set(probe)


def test_H_FIRST_PLAYER() -> None:
    firsts = {new(seed=f"s{i}").order[0] for i in range(12)}
    assert firsts == {0, 1}  # drawn from the seed
    state = new(seed="s0")
    assert state.order == [(state.order[0] + i) % 2 for i in range(2)]  # then seat order
    assert new(seed="s0").order == state.order  # and the same seed gives the same first player


def _ai_fight(state: Homm3State, ai_attacks: bool) -> Fight:
    n = len(state.players)
    at = state.players[0].main.at
    assert at is not None
    if ai_attacks:
        f = Fight(None, "ai", n, MAIN, at, None, 0, MAIN)  # type: ignore[arg-type]
        f.army_a, f.army_d = list(range(len(state.ai.units))), list(range(len(state.players[0].units)))  # type: ignore[union-attr]
    else:
        f = Fight(None, "ai", 0, MAIN, at, None, n, MAIN)  # type: ignore[arg-type]
        f.army_a, f.army_d = list(range(len(state.players[0].units))), list(range(len(state.ai.units)))  # type: ignore[union-attr]
    state.fight = f
    return f


def test_H_AI_GOLD() -> None:
    state = _solo()
    c = ctx(state)
    gold = state.players[0].resources["gold"]
    _ai_fight(state, ai_attacks=False)
    fight.finish(c, CombatResult("surrender", 1, gold={0: 10}, heroes_to_town=[0]))
    assert state.players[0].resources["gold"] == gold - 10  # paid to the bank
    _ai_fight(state, ai_attacks=False)
    fight.finish(c, CombatResult("surrender", 0, gold={1: 10}, heroes_to_town=[1], negative_morale=[1]))
    assert state.players[0].resources["gold"] == gold - 10  # the AI pays nothing


def test_H_AI_HOME() -> None:
    state = _solo()
    ai = state.ai
    assert ai is not None
    mine = field_with(state, "mine")
    ai.fields = [mine, ai.town]
    ai.at = state.players[0].main.at
    _ai_fight(state, ai_attacks=False)
    fight.finish(ctx(state), CombatResult("defeat", 0, heroes_to_town=[1], lost=["D1", "D2", "D3"]))
    assert ai.at == mine  # the first field it holds


def test_H_AI_ARMY() -> None:
    state = _solo()
    ai = state.ai
    assert ai is not None
    start = [(u.card, u.pack) for u in ai.units]
    ai.units = ai.units[:1]
    _ai_fight(state, ai_attacks=False)
    fight.finish(ctx(state), CombatResult("defeat", 0, heroes_to_town=[1], lost=["D1"]))
    assert [(u.card, u.pack) for u in ai.units] == start
    assert [(u.card, u.pack) for u in ai_army(ai.faction, state.scenario)] == start


def test_H_AI_FIELDS() -> None:
    state = _solo()
    ai = state.ai
    assert ai is not None
    mine = field_with(state, "mine")
    state.fields[mine].owner = 0
    c = ctx(state)
    ai_battle.take(c, ai, mine)
    assert state.fields[mine].owner is None and mine in ai.fields  # the AI is no seat
    assert progress.income_of(c, 0) == state.players[0].income  # nothing for the player
    p = state.players[0]
    p.main.at = next(k for k in state.fields if k != mine and mine in geography.adjacent(state, k))
    p.main.mp = 3
    state = act(state, 0, type="move", hero="main", to=mine)
    assert state.fight is None and state.fields[mine].owner == 0
    assert state.ai is not None and mine not in state.ai.fields


def test_H_AI_SPELLS() -> None:
    state = _solo()
    ai = state.ai
    assert ai is not None
    assert sorted(ai.spells.cards) == sorted(DATA.spells)  # one of each spell
    players_deck = (list(state.spells.cards), list(state.spells.discard))
    spell_card = next(k for k, v in ai_data().cards.items() if v.effect in SPELL_EFFECTS)
    ai.deck.cards = [spell_card] + ai.deck.cards
    p = state.players[0]
    p.main.at = ai.at
    ai_battle.start_ai(ctx(state), True, 0, MAIN, ai.at)
    assert state.fight is not None
    combat = state.fight.combat
    unit = next(u for u in combat.units if u.side == 0)
    draw_card(ctx(state), combat, unit)
    assert len(ai.spells.discard) == 1 and len(ai.spells.cards) == len(DATA.spells) - 1
    assert (state.spells.cards, state.spells.discard) == players_deck


def test_H_ELIM_SIEGE() -> None:
    state = new()
    a, b = state.order
    town = geography.town_field(state, b)
    assert town is not None and not any(
        DATA.buildings[x].kind == "citadel" for x in state.players[b].buildings
    )
    state.players[a].main.at = town
    state.players[b].main.at = town
    f = Fight(None, "hero", a, MAIN, town, None, b, MAIN)  # type: ignore[arg-type]
    state.fight = f
    fight.finish(ctx(state), CombatResult("defeat", 0, heroes_to_town=[1]))
    assert state.players[b].eliminated  # no Citadel, no other town or settlement: out at once
    other = new()
    a, b = other.order
    town = geography.town_field(other, b)
    assert town is not None
    other.fields[field_with(other, "mine")].owner = b  # a mine is not a town or settlement
    other.fight = Fight(None, "hero", a, MAIN, town, None, b, MAIN)  # type: ignore[arg-type]
    fight.finish(ctx(other), CombatResult("defeat", 0, heroes_to_town=[1]))
    assert other.players[b].eliminated
