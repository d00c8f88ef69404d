"""§7.8 assaulting a city: defender bonuses, a Shield per defeated defender kept in order, conquest
when no defender is left, and the leader (most Shields; ties: the earliest Shield)."""

from __future__ import annotations

from bot.games.mageknight import enemies
from bot.games.mageknight.combat import flow
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, move, next_phase, player


def _city(*defenders: str, colour: str = "white", shields: list[int] | None = None) -> GameState:
    t = (
        Table("arythea", "tovak")
        .calm()
        .space("1,0", "plains", site="city", city=colour, shields=shields or [])
    )
    for d in defenders:
        t = t.token("1,0", d, rampaging=None, face_up=True)
    state = t.moves(2).build()
    state.scenario = "full_conquest"  # cities can be entered there
    return move(state, "1,0")


def _siege(state: GameState, targets: list[str], amount: int) -> str:
    ctx = Ctx(state, DATA)
    turn = state.turn
    assert turn is not None

    def play(_: dict[str, str]) -> str:
        assert turn.parts is not None
        turn.parts.append([amount, "physical", "siege", "test"])
        return "test"

    return flow.declare_attack(ctx, state.players[0], turn, targets, [{"card": "test"}], play)


def test_white_city_defenders_get_plus_one_armor_and_the_assault_costs_reputation() -> None:
    state = _city("swordsmen")
    assert player(state).reputation == -1
    combat = state.turn.combat if state.turn else None
    assert combat is not None and combat.city == "white"
    assert (
        enemies.armor(Ctx(state, DATA), combat, combat.enemies[0], "ranged")
        == DATA.enemies["swordsmen"].armor + 1
    )


def test_a_partial_assault_leaves_shields_in_order_and_withdraws() -> None:
    state = _city("swordsmen", "swordsmen")
    _siege(state, ["e1"], 6)
    for _ in range(2):
        state = next_phase(state)  # block, then damage (swordsmen e2 attacks)
    state = act(state, {"type": "damage", "enemy": "e2"})
    state = next_phase(next_phase(state))  # attack phase, then end
    space = state.spaces["1,0"]
    assert space.shields == [0] and len(space.tokens) == 1 and space.owner is None
    assert player(state).position == [0, 0]


def test_the_leader_has_the_most_shields_ties_go_to_the_earliest() -> None:
    """Tovak (seat 1) already has one Shield; Arythea defeats the last defender: 1 each, Tovak's is
    earlier, so Tovak leads."""
    state = _city("swordsmen", shields=[1])
    _siege(state, ["e1"], 6)
    state = next_phase(next_phase(state))  # nothing attacks: straight to the Attack phase, then the end
    space = state.spaces["1,0"]
    assert space.shields == [1, 0] and space.owner == 1


def test_a_revealed_city_gets_its_garrison_face_down_by_the_scenario_level() -> None:
    """§5.4: the dial shows the scenario's city level; one face-down token per circle."""
    from bot.engine.hexes import format_hex, tile_centre
    from bot.games.mageknight.exploration import place_tile

    state = Table("arythea", "tovak").build()
    state.scenario = "full_conquest"
    ctx = Ctx(state, DATA)
    place_tile(ctx, "c5", (3, 3), revealed_by=None)
    space = state.spaces[format_hex(tile_centre((3, 3)))]
    level = DATA.scenarios["full_conquest"].city_level_for(2, 0)
    assert level is not None and space.city == "green"
    want = DATA.cities["green"].garrison_for(level)
    assert sorted(t.colour for t in space.tokens) == sorted(want)
    assert not any(t.face_up for t in space.tokens)


def test_defeating_heroes_costs_reputation_on_top_of_the_assault() -> None:
    """LL §2 example 1: a keep defended by Heroes: -1 for the assault and -1 for defeating them."""
    state = (
        Table()
        .calm()
        .space("1,0", "hills", site="keep")
        .token("1,0", "swift_heroes", rampaging=None)
        .moves(3)
        .build()
    )
    state = move(state, "1,0")
    assert player(state).reputation == -1
    _siege(state, ["e1"], 5)
    assert player(state).reputation == -2
