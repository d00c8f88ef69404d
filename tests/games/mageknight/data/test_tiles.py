"""Map tiles (tiles.toml) and terrain costs (terrain.toml): counts, references, mines, cities, walls."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.engine.hexes import DIRECTION_NAMES
from bot.games.mageknight.data import HEX_ORDER, DataError, MageKnightData, load

from .conftest import edit

# ------------------------------------------------------------------------------------ counts
# Start tile: one double-sided tile, A and B (UE digest §1, §2.1 item 14).
# Lost Legion (LL digest §1.1; Czech original "3 zelené dílky venkova (12, 13, 14)", "2 hnědé hlavní
# dílky bez měst (9, 10)", "1 hnědý hlavní dílek – Volkarův tábor"): 3 countryside, 2 core non-city, the
# Camp. Base: 11 countryside, 4 core non-city, 4 city tiles (one per city colour, UE digest §1) — the
# rulebook gives no count, all three public sources agree, and the original box lists 20 map tiles
# (1 + 11 + 8). Krang and Shades of Tezla add no tiles (LL digest §1.2, §1.3).
EXPECTED = {
    ("start", "base"): 2,
    ("countryside", "base"): 11,
    ("core", "base"): 8,
    ("countryside", "lost_legion"): 3,
    ("core", "lost_legion"): 3,
}


def test_tile_counts_per_kind_and_expansion(data: MageKnightData) -> None:
    counts = Counter((t.kind, t.expansion) for t in data.tiles.values())
    assert dict(counts) == EXPECTED
    assert {t.id for t in data.tiles.values() if t.kind == "countryside"} == {str(n) for n in range(1, 15)}
    assert {t.id for t in data.tiles.values() if t.kind == "core"} == {f"c{n}" for n in range(1, 11)} | {
        "volkare"
    }
    assert not [t.id for t in data.tiles.values() if t.expansion in ("krang", "shades_of_tezla")]


def test_city_tiles_one_per_colour_with_the_city_in_the_centre(data: MageKnightData) -> None:
    cities = {t.id: t.city for t in data.tiles.values() if t.city}
    assert cities == {"c5": "green", "c6": "blue", "c7": "white", "c8": "red"}
    for tile in data.tiles.values():
        city_hexes = [HEX_ORDER[i] for i, h in enumerate(tile.hexes) if h.site == "city"]
        assert city_hexes == (["C"] if tile.city else []), tile.id
    assert data.tiles["volkare"].hexes[0].site == "volkare_camp"
    assert [t.id for t in data.tiles.values() if t.hexes[0].site == "portal"] == ["A", "B"]


# ------------------------------------------------------------------------------------ references
def test_every_hex_has_a_known_terrain_and_resolving_ids(data: MageKnightData) -> None:
    for tile in data.tiles.values():
        assert len(tile.hexes) == len(HEX_ORDER) == 7
        for h in tile.hexes:
            assert h.terrain in data.terrains, tile.id
            assert h.site is None or h.site in data.sites, tile.id
            assert h.rampaging is None or h.rampaging in data.rampaging, tile.id
            assert not (h.site and h.rampaging), tile.id


def test_rampaging_enemies_by_tile_back(data: MageKnightData) -> None:
    # Start tiles hold no enemies; Draconum only appear on core tiles (UE digest §5.4, §6.3).
    for tile in data.tiles.values():
        ramp = {h.rampaging for h in tile.hexes if h.rampaging}
        if tile.kind == "start":
            assert not ramp
        if tile.kind == "countryside":
            assert ramp <= {"orcs"}, tile.id
    assert sum(h.rampaging == "draconum" for h in data.tiles["c8"].hexes) == 2


# ------------------------------------------------------------------------------------ mines
def test_mines_have_colours(data: MageKnightData) -> None:
    for tile in data.tiles.values():
        for h in tile.hexes:
            if h.site == "crystal_mine":
                assert len(h.mine) == 1, tile.id
            elif h.site == "deep_mine":
                assert len(h.mine) >= 2 and len(set(h.mine)) == len(h.mine), tile.id
            else:
                assert h.mine == (), tile.id


def test_deep_mine_colours_follow_their_terrain(data: MageKnightData) -> None:
    # LL digest §2.3 / Czech original: desert and forest deep mines offer one of two colours, the
    # swamp deep mine any of the four.
    deep = {(t.id, h.terrain): h.mine for t in data.tiles.values() for h in t.hexes if h.site == "deep_mine"}
    assert deep == {
        ("13", "forest"): ("green", "blue"),
        ("14", "desert"): ("red", "white"),
        ("c10", "swamp"): ("red", "blue", "green", "white"),
    }


def test_scenario_constraints_from_the_rulebook(data: MageKnightData) -> None:
    base = [t for t in data.tiles.values() if t.expansion == "base"]
    core = [t for t in base if t.kind == "core" and not t.city]
    # Mines Liberation: the (one) core non-city tile without a mine is always removed (UE digest §8.4).
    assert [t.id for t in core if not any(h.mine for h in t.hexes)] == ["c1"]
    # Dungeon Lords: always use the desert core tile with a monastery and a tomb (UE digest §8.4) ...
    c1 = {h.site for h in data.tiles["c1"].hexes}
    assert {"monastery", "tomb"} <= c1 and data.tiles["c1"].hexes[0].terrain == "desert"
    # ... and leave out only countryside tiles without a dungeon, so countryside dungeons exist.
    assert {t.id for t in base if any(h.site == "dungeon" for h in t.hexes)} == {"7", "9"}


# ------------------------------------------------------------------------------------ walls
def test_walls_reference_valid_edges_and_are_mirrored(data: MageKnightData) -> None:
    for tile in data.tiles.values():
        for name, h in zip(HEX_ORDER, tile.hexes, strict=True):
            assert set(h.walls) <= set(DIRECTION_NAMES), (tile.id, name)
            for d in h.walls:
                other = _across(name, d)
                if other is not None:
                    assert tile.wall_between(name, other) and tile.wall_between(other, name)


def test_only_lost_legion_tiles_have_walls(data: MageKnightData) -> None:
    walled = {t.id for t in data.tiles.values() if any(h.walls for h in t.hexes)}
    assert walled == {"12", "13", "14", "c9"}
    assert all(data.tiles[t].expansion == "lost_legion" for t in walled)
    # Where no source gives the edges, the record says so instead of inventing them.
    for tid in ("c10", "volkare"):
        assert any(g.startswith("walls:") for g in data.tiles[tid].gaps)
        assert not any(h.walls for h in data.tiles[tid].hexes)


def test_wall_positions(data: MageKnightData) -> None:
    assert data.tiles["12"].wall_edges() == [("C", "E"), ("C", "SW"), ("C", "W")]
    c9 = data.tiles["c9"]
    assert c9.wall_between("C", "W") and c9.wall_between("SE", "E") and c9.wall_between("NW", "W")
    assert not c9.wall_between("C", "NE") and not c9.wall_between("NE", "E")
    assert len(c9.wall_edges()) == 5
    # Tile 13: the NE hex also has a wall on the tile's rim (its E edge), listed only there.
    assert ("NE", "E") in data.tiles["13"].wall_edges()
    with pytest.raises(ValueError, match="not adjacent"):
        c9.wall_between("NE", "SW")


def _across(name: str, direction: str) -> str | None:
    """The hex of the same tile across ``direction`` from hex ``name`` (None on the rim)."""
    local = {
        "C": (0, 0),
        "NE": (1, -1),
        "E": (1, 0),
        "SE": (0, 1),
        "SW": (-1, 1),
        "W": (-1, 0),
        "NW": (0, -1),
    }
    step = local[direction]
    target = (local[name][0] + step[0], local[name][1] + step[1])
    return next((n for n, pos in local.items() if pos == target), None)


# ------------------------------------------------------------------------------------ provenance
def test_verification_status(data: MageKnightData) -> None:
    tiles = data.tiles.values()
    assert all(t.provenance for t in tiles)
    # Single-source tiles (Lost Legion) are never verified; a verified tile carries no dispute.
    assert not [t.id for t in tiles if t.expansion == "lost_legion" and t.verified]
    assert not [t.id for t in tiles if t.verified and t.disputed]
    unverified_base = {t.id for t in tiles if t.expansion == "base" and not t.verified}
    assert unverified_base == {"A", "B", "7", "9", "c2", "c4", "c5", "c8"}
    assert all(data.tiles[t].disputed for t in unverified_base)


# ------------------------------------------------------------------------------------ terrain
def test_terrain_costs_by_day_and_night(data: MageKnightData) -> None:
    # UE digest §5.1 / §10.2 item 1: only desert and forest change between Day and Night.
    costs = {k: (t.cost(night=False), t.cost(night=True)) for k, t in data.terrains.items()}
    assert costs == {
        "plains": (2, 2),
        "hills": (3, 3),
        "forest": (3, 5),
        "wasteland": (4, 4),
        "desert": (5, 3),
        "swamp": (5, 5),
        "lake": (None, None),
        "mountain": (None, None),
    }
    assert {k for k, (day, night) in costs.items() if day != night} == {"forest", "desert"}
    assert data.sites["city"].move_cost == 2
    assert all(t.verified for t in data.terrains.values())


# ------------------------------------------------------------------------------------ malformed
@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            'id = "12"',
            'walls = ["E", "SW", "W"]',
            'walls = ["E", "SW", "WEST"]',
            "tiles.toml: tile '12': hexes[0].walls[2]: unknown value 'WEST'",
        ),
        (
            'id = "12"',
            'walls = ["E", "SW", "W"]',
            'walls = ["E", "SW", "W", "E"]',
            "tiles.toml: tile '12': hexes[0].walls: an edge is listed twice",
        ),
        (
            'id = "14"',
            'site = "keep", walls = ["SW"]',
            'site = "keep"',
            "tiles.toml: tile '14': hexes[0].walls: the wall on the NE edge of C borders NE, "
            "so hexes[1] (NE) must list SW",
        ),
        (
            'id = "2"',
            'mine = ["green"]',
            "mine = []",
            "tiles.toml: tile '2': hexes[4].mine: mine colours go with",
        ),
        (
            'id = "c6"',
            '{ terrain = "plains", site = "city" }',
            '{ terrain = "plains", site = "village" }',
            "tiles.toml: tile 'c6': hexes[0].site: a city tile has the city in its centre",
        ),
        (
            'id = "1"',
            'rampaging = "orcs"',
            'rampaging = "goblins"',
            "tiles.toml: tile '1': hexes[6].rampaging: unknown rampaging enemy 'goblins'",
        ),
        (
            'id = "5"',
            'kind = "countryside"',
            'kind = "countrysid"',
            "tiles.toml: tile '5': kind: unknown value 'countrysid'",
        ),
        (
            'id = "8"',
            '{ terrain = "plains" }',
            '{ terrain = "plains", wall = ["E"] }',
            "tiles.toml: tile '8': hexes[2].wall: unknown field",
        ),
    ],
)
def test_malformed_tile_names_file_record_and_field(
    copy_dir: Path, anchor: str, old: str, new: str, message: str
) -> None:
    edit(copy_dir / "tiles.toml", anchor, old, new)
    with pytest.raises(DataError) as err:
        load(copy_dir)
    assert str(err.value).startswith(message)


def test_malformed_terrain_names_file_record_and_field(copy_dir: Path) -> None:
    edit(copy_dir / "terrain.toml", "[terrain.lake]", "passable = false", "passable = false\nday = 9")
    with pytest.raises(DataError, match=r"^terrain\.toml: terrain 'lake': day: an impassable terrain"):
        load(copy_dir)


def test_start_tiles_list_their_set_up_slots(copy_dir: Path) -> None:
    """R-MAP: side A (wedge) lays two tiles beside the start tile, side B (open) three."""
    from bot.games.mageknight.data import load

    data = load()
    assert data.tiles["A"].setup_slots == ((1, 0), (0, 1))
    assert data.tiles["B"].setup_slots == ((1, 0), (0, 1), (1, -1))
    assert all(not t.setup_slots for t in data.tiles.values() if t.kind != "start")
    edit(copy_dir / "tiles.toml", 'id = "B"', "[1, -1]]", "[1]]")
    with pytest.raises(
        DataError, match=r"tiles\.toml: tile 'B': setup_slots\[2\]: a lattice slot is \[a, b\]"
    ):
        load(copy_dir)
