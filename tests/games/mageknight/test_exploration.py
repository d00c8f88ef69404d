"""§5.4 Exploring: 2 Move, slots next to the hero, placement by tile back and the wedge shape (ruling
R-MAP), the stack running out, each new site's "when revealed" set-up (+1 Fame, §8.5.1), and exploring
for 1 Move less at Night with Wolfhawk's Hawk Eyes (§4.5 skills, Lost Legion digest §6)."""

from __future__ import annotations

from bot.engine.hexes import tile_centre
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.exploration import explorable_slots, placement_ok
from bot.games.mageknight.state import GameState, PlacedTile

from .builder import DATA, Table, act, assert_illegal, explore, move, outcome, play, player, rest

VILLAGE = "2,-3"  # tile 1 east: next to the slot (1,1), whose centre is 4,-5
SLOT_11 = "4,-5"


def _explorer(*tiles: str, moves: int = 2) -> Table:
    return Table().calm().stack(*tiles).at(VILLAGE).moves(moves).hand("march", "rage")


def test_explore_costs_two_move_and_places_the_top_tile() -> None:
    """§5.4: exploring costs 2 Move; the top tile of the stack goes, upright, into the announced slot;
    First Reconnaissance gives +1 Fame per tile revealed (§8.5.1). A reveal closes the undo window."""
    state = _explorer("3", moves=3).build()
    stack = len(state.tile_stack)
    out = outcome(state, {"type": "explore", "slot": SLOT_11})
    after = out.state
    assert out.checkpoint and after.undo_depth == 0
    assert after.tiles[-1].id == "3" and after.tiles[-1].addr == [1, 1]
    assert len(after.tile_stack) == stack - 1 and len(after.tile_stack_kinds) == stack - 1
    assert after.turn is not None and after.turn.move == 1 and after.turn.moved
    assert player(after).fame == 1 and player(after).tiles_revealed == 1
    assert after.spaces[SLOT_11].tile == "3"
    assert [after.spaces[f"{q},{r}"].terrain for q, r in [(4, -5), (5, -6)]] == ["forest", "hills"]


def test_explore_needs_two_move_points() -> None:
    """§5.4: exploring costs 2 Move points."""
    state = _explorer(moves=1).build()
    assert_illegal(state, 0, {"type": "explore", "slot": SLOT_11}, "costs 2 Move")


def test_explore_needs_an_adjacent_slot() -> None:
    """§5.4: you explore an empty slot next to the space you stand on."""
    state = Table().moves(2).build()  # on the portal, surrounded by tile A
    assert_illegal(state, 0, {"type": "explore", "slot": SLOT_11}, "none from where you stand")


def test_explore_refused_after_resting() -> None:
    """§3.4: a resting turn has no movement and no exploring."""
    state = rest(_explorer("3").build(), "march")
    assert_illegal(state, 0, {"type": "explore", "slot": SLOT_11}, "rested")


def test_wedge_keeps_tiles_inside_the_cone() -> None:
    """§2.3 / R-MAP: the wedge map is the cone a >= 0, b >= 0; nothing goes beyond the coast."""
    state = Table().at("0,-1").moves(2).build()
    out_of_cone = tile_centre((1, -1))
    ctx = Ctx(state, DATA)
    assert explorable_slots(ctx, player(state)) == []
    assert_illegal(
        state, 0, {"type": "explore", "slot": f"{out_of_cone[0]},{out_of_cone[1]}"}, "cannot explore"
    )


def test_set_up_map_offers_three_slots() -> None:
    """§5.4 with R-MAP: after set-up, the slots (2,0), (1,1) and (0,2) are legal for a countryside tile."""
    state = Table().build()
    legal = [
        (a, b)
        for a in range(4)
        for b in range(4)
        if placement_ok(state, "wedge", (a, b), "countryside", emergency=False, core_off_coast=False)
    ]
    assert legal == [(0, 2), (1, 1), (2, 0)]


def _with_tiles(*addrs: tuple[int, int]) -> Table:
    t = Table()
    for a in addrs:
        t.state.tiles.append(PlacedTile("x", [a[0], a[1]], "countryside"))
    return t


def test_countryside_placement_rule() -> None:
    """§5.4: a countryside tile must touch 2 placed tiles, or touch a tile that itself touches 2."""
    state = _with_tiles((2, 0)).build()

    def ok(addr: tuple[int, int]) -> bool:
        return placement_ok(state, "wedge", addr, "countryside", emergency=False, core_off_coast=False)

    assert not ok((3, 0)) and not ok((2, 1))  # touch only (2,0), which touches only (1,0)
    assert ok((1, 1))  # touches (1,0), (0,1) and (2,0)
    assert ok((0, 2))  # touches only (0,1), but (0,1) touches (0,0) and (1,0)


def test_core_placement_needs_two_neighbours_and_coast_rule() -> None:
    """§5.4 / §2.3: a core tile must touch 2 placed tiles; on wedge maps not on the coast, except in
    First Reconnaissance (ruling R-MAP: core tiles may sit on the coast there)."""
    state = _with_tiles((1, 1)).build()

    def core(addr: tuple[int, int], coast: bool) -> bool:
        return placement_ok(state, "wedge", addr, "core", emergency=False, core_off_coast=coast)

    assert core((2, 0), False) and not core((2, 0), True)  # on the coast b == 0
    assert core((1, 2), False) is False  # touches only (1,1)
    assert not core((3, 0), False)


def test_core_tile_on_the_coast_in_first_reconnaissance() -> None:
    """R-MAP: in First Reconnaissance a core tile may be explored into a coastal slot."""
    t = Table().calm().at("1,-4").moves(2).tile("3", (1, 1))
    core = next(x for x in t.state.tile_stack if DATA.tiles[x].kind == "core" and not DATA.tiles[x].city)
    state = explore(t.stack(core).build(), "2,-6")
    assert state.tiles[-1].id == core and state.tiles[-1].addr == [2, 0]


def test_countryside_alone_refused_core_needs_two() -> None:
    """§5.4: a core tile cannot go where it touches only one tile (slot (2,0) at set-up)."""
    core = next(
        x for x in Table().state.tile_stack if DATA.tiles[x].kind == "core" and not DATA.tiles[x].city
    )
    state = Table().calm().at("1,-4").moves(2).stack(core).build()
    assert_illegal(state, 0, {"type": "explore", "slot": "2,-6"}, "cannot explore the slot")


def test_empty_stack_uses_box_tiles_touching_three() -> None:
    """§5.4: with the stack empty a random removed countryside tile is used, but only in a slot that
    touches 3 placed tiles; with nothing left in the box, nothing can be explored."""
    t = Table().calm().at(VILLAGE).moves(2).tile("3", (2, 0)).empty_stack(box=("9",))
    state = t.build()
    state = explore(state, SLOT_11)  # (1,1) touches (1,0), (0,1) and (2,0)
    assert state.tiles[-1].id == "9" and state.box_tiles == []
    t2 = Table().calm().at(VILLAGE).moves(2).empty_stack(box=("9",)).build()
    assert_illegal(t2, 0, {"type": "explore", "slot": SLOT_11}, "cannot explore")
    t3 = Table().calm().at(VILLAGE).moves(2).tile("3", (2, 0)).empty_stack(box=()).build()
    assert_illegal(t3, 0, {"type": "explore", "slot": SLOT_11}, "cannot explore")


def test_when_revealed_monastery_and_orcs() -> None:
    """§5.4: a new monastery puts the top Advanced Action into the Unit offer (not the AA offer);
    marauding orcs get a green token face up."""
    state = _explorer("5").build()
    aa_top, aa_count = state.aa_deck[0], len(state.aa_deck)
    state = explore(state, SLOT_11)
    assert state.monastery_offer == [aa_top] and len(state.aa_deck) == aa_count - 1
    assert state.aa_offer == []
    orcs = state.spaces["5,-5"]
    assert orcs.rampaging == "orcs" and orcs.tokens[0].colour == "green" and orcs.tokens[0].face_up


def test_when_revealed_keep_and_mage_tower_face_down() -> None:
    """§5.4 [EXT]: a keep gets a grey token face down; a mage tower a violet token face down."""
    state = explore(_explorer("3").build(), SLOT_11)
    keep = state.spaces["5,-6"]
    assert keep.site == "keep" and [(t.colour, t.face_up) for t in keep.tokens] == [("grey", False)]
    state = explore(_explorer("4").build(), SLOT_11)
    tower = state.spaces[SLOT_11]
    assert tower.site == "mage_tower" and [(t.colour, t.face_up) for t in tower.tokens] == [("violet", False)]


def test_move_onto_a_new_tile_after_exploring() -> None:
    """§5.1 / §5.4: exploring and moving can alternate while Move points last."""
    state = play(_explorer("3", moves=2).build(), "march")
    state = move(explore(state, SLOT_11), "3,-4")  # tile 3 south-west: plains village
    assert player(state).position == [3, -4] and state.turn is not None and state.turn.move == 0


def test_the_map_legend_names_come_from_the_data_files() -> None:
    """The renderer keeps no copy of component names: the map view carries them from the data."""
    from bot.games.mageknight.observer import map_view

    view = map_view(Table().build(), DATA)
    assert str(view["names"]["sites"]["mage_tower"]) == DATA.sites["mage_tower"].name
    assert str(view["names"]["terrains"]["wasteland"]) == DATA.terrains["wasteland"].name


# ----------------------------------------------------------------------------- Hawk Eyes at Night
HERE = VILLAGE
SLOT = SLOT_11


def options(state: GameState) -> list[str]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return [o.id for o in decision.options]


def hawk(night: bool) -> GameState:
    t = Table("wolfhawk").calm().at(HERE).hand("march")
    state = (t.night() if night else t.day()).build()
    state.players[0].skills = ["wolfhawk_hawk_eyes"]
    return state


def test_wolfhawk_hawk_eyes_at_night_move_one_and_exploring_costs_one() -> None:
    state = act(hawk(night=True), {"type": "skill", "skill": "wolfhawk_hawk_eyes"})
    assert state.turn is not None and state.turn.move == 1 and state.turn.total("explore_discount") == 1
    assert f"explore slot:{SLOT}" in options(state)
    tiles = len(state.tiles)
    state = explore(state, SLOT)
    assert len(state.tiles) == tiles + 1 and state.turn is not None and state.turn.move == 0


def test_wolfhawk_hawk_eyes_by_day_gives_no_exploring_discount() -> None:
    state = act(hawk(night=False), {"type": "skill", "skill": "wolfhawk_hawk_eyes"})
    assert state.turn is not None and state.turn.total("explore_discount") == 0
    assert_illegal(state, 0, {"type": "explore", "slot": SLOT}, "costs 2 Move")
