"""§5.1-5.3 Movement: terrain costs by Day and Night, impassable terrain, rampaging enemies, provoking,
fortified sites (combat refused), adventure sites, other heroes and safe spaces."""

from __future__ import annotations

import pytest

from bot.games.mageknight.context import Ctx
from bot.games.mageknight.movement import base_cost, is_safe
from bot.games.mageknight.state import Space, Token

from .builder import DATA, Table, assert_illegal, move, player

#: The Day/Night board (facts, settled): cost to enter, None = inaccessible.
TERRAIN_TABLE = {
    "plains": (2, 2),
    "hills": (3, 3),
    "forest": (3, 5),
    "wasteland": (4, 4),
    "desert": (5, 3),
    "swamp": (5, 5),
    "lake": (None, None),
    "mountain": (None, None),
}


def _mover(terrain: str, night: bool, points: int) -> Table:
    t = Table().calm().space("1,0", terrain).moves(points)
    return t.night() if night else t


@pytest.mark.parametrize("night", [False, True], ids=["day", "night"])
@pytest.mark.parametrize("terrain", sorted(TERRAIN_TABLE))
def test_terrain_cost_table(terrain: str, night: bool) -> None:
    """§5.1: each step costs the terrain cost of the space entered; only desert and forest differ
    between Day and Night; lake and mountains are inaccessible."""
    cost = TERRAIN_TABLE[terrain][1 if night else 0]
    assert DATA.terrains[terrain].cost(night) == cost
    if cost is None:
        state = _mover(terrain, night, 9).build()
        assert_illegal(state, 0, {"type": "move", "hex": "1,0"}, "cannot be entered")
        return
    state = move(_mover(terrain, night, cost).build(), "1,0")
    assert player(state).position == [1, 0] and state.turn is not None and state.turn.move == 0
    short = _mover(terrain, night, cost - 1).build()
    assert_illegal(short, 0, {"type": "move", "hex": "1,0"}, f"costs {cost} Move")


def _example(night: bool, points: int) -> Table:
    """A single corridor from the portal: plains (1,0), desert (2,-1), hills (3,-2)."""
    t = Table().calm().space("1,0", "plains").space("2,-1", "desert").space("3,-2", "hills")
    t = t.space("1,-1", "lake").space("2,-2", "lake").moves(points)
    return t.night() if night else t


def test_worked_example_path_cost_day_and_night() -> None:
    """§5.1 worked example (ours): plains, desert, hills costs 2+5+3 = 10 by Day but 2+3+3 = 8 at Night;
    Move points left over stay for later in the turn."""
    day = move(_example(False, 11).build(), "3,-2")
    assert day.turn is not None and day.turn.move == 1
    assert day.turn.path == [[0, 0], [1, 0], [2, -1], [3, -2]]
    assert_illegal(_example(False, 9).build(), 0, {"type": "move", "hex": "3,-2"}, "out of reach")
    night = move(_example(True, 8).build(), "3,-2")
    assert night.turn is not None and night.turn.move == 0


def test_city_always_costs_two() -> None:
    """§5.1: entering a city costs 2 whatever its terrain."""
    state = Table().build()
    assert base_cost(state, DATA, Space("swamp", "t", site="city")) == 2
    assert base_cost(state, DATA, Space("swamp", "t")) == 5


def test_city_cannot_be_entered_in_first_reconnaissance() -> None:
    """§8.5.1: cities cannot be entered or conquered in First Reconnaissance."""
    state = Table().calm().space("1,0", "plains", site="city").moves(4).build()
    assert_illegal(state, 0, {"type": "move", "hex": "1,0"}, "cannot be entered")


def test_unexplored_hex_is_refused() -> None:
    """§5.1: you move only onto revealed spaces."""
    state = Table().moves(9).build()
    assert_illegal(state, 0, {"type": "move", "hex": "5,5"}, "not on the map")
    assert_illegal(state, 0, {"type": "move", "hex": "0,0"}, "already on")
    assert_illegal(state, 0, {"type": "move", "hex": "north"}, "not a hex")


def test_rampaging_enemy_blocks_its_space() -> None:
    """§5.2: a space with a rampaging enemy cannot be entered until it is defeated."""
    state = Table().calm().token("1,0", "ironclads").moves(5).build()
    assert_illegal(state, 0, {"type": "move", "hex": "1,0"}, "rampaging")


def test_provoking_starts_a_combat_and_ends_the_movement() -> None:
    """§5.2: moving from a space next to a rampaging enemy to another space next to the same enemy
    provokes it: the movement ends there with a combat. Stepping away is fine."""
    state = Table().at("0,-3").moves(4).build()  # the orcs of tile 1 stand on 1,-4
    assert state.spaces["1,-4"].rampaging == "orcs"
    after = move(state, "1,-3")
    assert after.turn is not None and after.turn.combat is not None
    assert [e.role for e in after.turn.combat.enemies] == ["rampaging"]
    assert_illegal(after, 0, {"type": "move", "hex": "1,-2"}, "combat")
    away = move(state, "0,-2")
    assert player(away).position == [0, -2] and away.turn is not None and away.turn.combat is None


def test_fortified_site_entry_is_an_assault() -> None:
    """§5.2: entering an unconquered keep or mage tower ends the movement with an assault."""
    for site, enemy in (("keep", "guardsmen"), ("mage_tower", "ice_mages")):
        state = (
            Table().calm().space("1,0", "hills", site=site).token("1,0", enemy, rampaging=None, face_up=False)
        )
        after = move(state.moves(9).build(), "1,0")
        assert after.turn is not None and after.turn.combat is not None
        assert after.turn.combat.kind == "assault" and after.turn.move == 0


def test_adventure_sites_do_not_stop_movement() -> None:
    """§5.2: adventure sites (dungeon, ruins...) may be passed through."""
    t = Table().calm().space("1,0", "plains", site="dungeon").space("1,-1", "lake").moves(5)
    state = move(t.build(), "2,-1")  # hills after the dungeon
    assert state.turn is not None and state.turn.path == [[0, 0], [1, 0], [2, -1]]


def test_passing_through_another_hero() -> None:
    """§5.3: you may pass freely through a space with another hero."""
    t = Table("arythea", "tovak").calm().space("1,-1", "lake").at("1,0", seat=1).moves(5)
    state = move(t.build(), "2,-1")
    assert player(state).position == [2, -1]


def test_day_reveals_adjacent_garrison_night_does_not() -> None:
    """§5.4 [EXT]: by Day, a face-down keep or mage tower defender is revealed when a hero moves next
    to it; at Night it stays hidden."""
    for night in (False, True):
        t = Table().calm().space("2,-1", "hills", site="keep").moves(3)
        t.state.spaces["2,-1"].tokens.append(Token("guardsmen", "grey", False))
        state = move((t.night() if night else t).build(), "1,0")
        assert state.spaces["2,-1"].tokens[0].face_up is (not night)


def test_safe_spaces() -> None:
    """§5.2: a safe space is accessible normally, not an unconquered fortified site, and holds no other
    hero (except the portal)."""
    t = Table("arythea", "tovak").space("1,0", "hills", site="keep").at("1,-1", seat=1)
    ctx = Ctx(t.build(), DATA)
    assert is_safe(ctx, 0, (0, 0))  # portal, shared
    assert not is_safe(ctx, 0, (1, 0))  # unconquered keep
    assert not is_safe(ctx, 0, (1, -1))  # another hero
    assert is_safe(ctx, 1, (1, -1))  # your own space
    assert not is_safe(ctx, 0, (0, 1))  # lake
    assert not is_safe(ctx, 0, (9, 9))  # off the map
