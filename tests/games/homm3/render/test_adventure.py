"""The adventure map picture (bot/games/homm3/render/adventure.py) from a MapView and the tile data."""

from __future__ import annotations

import dataclasses
import io

from PIL import Image, ImageChops, ImageStat

from bot.engine.hexes import tile_hexes, tile_neighbours
from bot.games.homm3.data import load
from bot.games.homm3.render.adventure import canvas_view, field_names, render_map, render_map_image
from bot.games.homm3.render.view import FieldMarks, HeroPiece, HiddenTile, MapView, PlacedTile, field_hexes
from bot.render import hexmap

BUDGET = 1_500_000


def wedge(n: int) -> list[tuple[int, int]]:
    """``n`` lattice addresses growing outwards from the origin, in a fixed order."""
    out = [(0, 0)]
    for addr in out:
        for a in tile_neighbours(addr):
            if a not in out and len(out) < n:
                out.append(a)
    return out


def busy_view(n: int) -> MapView:
    ids = sorted(load().tiles)
    tiles = tuple(PlacedTile(a, ids[i % len(ids)], rotation=i % 6) for i, a in enumerate(wedge(n)))
    fields: dict[tuple[int, int], FieldMarks] = {}
    for i, t in enumerate(tiles):
        hexes = field_hexes(t.at, t.rotation)
        fields[hexes[0]] = FieldMarks(owners=(("castle", "dungeon", "necropolis")[i % 3],))
        fields[hexes[3]] = FieldMarks(visited=True)
    fields[field_hexes(tiles[0].at)[1]] = FieldMarks(owners=("castle", "dungeon", "necropolis"))
    heroes = (
        HeroPiece("catherine", "castle", field_hexes((0, 0))[0], "Alice"),
        HeroPiece("rion", "castle", field_hexes((0, 0))[2], "Alice", secondary=True),
        HeroPiece("mutare", "dungeon", field_hexes((0, 0))[0], "Bob"),
    )
    return MapView(
        tiles=tiles, fields=fields, heroes=heroes, title=f"{n} tiles", highlight=(field_hexes((0, 0))[4],)
    )


def test_maps_of_many_tiles_render_under_budget() -> None:
    for n in (1, 6, 20):
        data = render_map(busy_view(n))
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert len(data) < BUDGET, n


def test_every_tile_of_the_box_renders_in_every_rotation() -> None:
    ids = sorted(load().tiles)
    assert len(ids) == 20
    view = MapView(tiles=tuple(PlacedTile(a, ids[i], rotation=i) for i, a in enumerate(wedge(20))))
    img = Image.open(io.BytesIO(render_map(view)))
    assert img.width <= 1600


def test_an_empty_map_and_a_map_of_face_down_tiles_render() -> None:
    assert render_map(MapView(tiles=()))
    hidden = MapView(tiles=(), hidden=(HiddenTile((0, 0), "centre"), HiddenTile((1, 0), "near")))
    assert len(render_map(hidden)) < BUDGET


def test_output_is_deterministic_cold_or_warm() -> None:
    warm = render_map(busy_view(12))
    hexmap.clear_caches()
    assert render_map(busy_view(12)) == warm


def test_a_face_down_tile_shows_only_its_back() -> None:
    """Two maps whose face-down tile is a different tile underneath draw the same picture: the view has
    no place for the tile's identity, only its kind."""
    assert [f.name for f in dataclasses.fields(HiddenTile)] == ["at", "kind"]
    placed = (PlacedTile((0, 0), "S1"),)
    under_f1 = MapView(tiles=placed, hidden=(HiddenTile((1, 0), load().tiles["N1"].kind),))
    under_n2 = MapView(tiles=placed, hidden=(HiddenTile((1, 0), load().tiles["N2"].kind),))
    assert render_map(under_f1) == render_map(under_n2)
    assert all(h["tile"] == "S1" for h in canvas_view(under_f1, load())["hexes"])


def test_fields_follow_the_rotation_and_carry_the_printed_content() -> None:
    assert field_hexes((1, 0))[0] == tile_hexes((1, 0))[0]
    for r in range(6):
        assert sorted(field_hexes((1, 0), r)) == sorted(tile_hexes((1, 0)))
    assert field_hexes((1, 0), 1)[1] == tile_hexes((1, 0))[2]  # one sixth clockwise
    assert field_hexes((1, 0), 6) == field_hexes((1, 0), 0)
    tile = load().tiles["S1"]
    hexes = {
        (h["q"], h["r"]): h
        for h in canvas_view(MapView(tiles=(PlacedTile((0, 0), "S1", 2),)), load())["hexes"]
    }
    for f, h in zip(tile.fields, field_hexes((0, 0), 2), strict=True):
        drawn = hexes[h]
        assert drawn["site"] == ("" if f.location in ("empty", "blocked") else f.location)
        assert drawn["site_info"].get("difficulty", 0) == f.difficulty
        assert (drawn["terrain"] == "blocked") == (f.location == "blocked")


def test_every_field_is_labelled_with_its_typed_coordinates() -> None:
    names = field_names(busy_view(6))
    assert len(names) == 42
    assert names[(0, 0)] == "0,0"


def test_marks_and_heroes_change_the_picture() -> None:
    base = MapView(tiles=(PlacedTile((0, 0), "S3"),))
    marked = dataclasses.replace(
        base,
        fields={(1, 0): FieldMarks(owners=("castle",), visited=True)},
        heroes=(HeroPiece("catherine", "castle", (0, 0), "Alice"),),
    )
    assert render_map(base) != render_map(marked)


def test_the_cached_layers_are_keyed_by_everything_the_picture_shows() -> None:
    """Warm renders reuse the cached base layer (sea, slots, tiles) and piece layers; a changed owner
    cube, visited cube, hero position, tile rotation or face-down slot still changes the picture, and
    the same view gives the same bytes, warm or cold."""
    base = busy_view(6)
    first = render_map(base)
    hits = hexmap.base_layer.cache_info().hits, hexmap.base_palette.cache_info().hits
    assert render_map(base) == first
    # the static layer and its palette form were reused
    assert (hexmap.base_layer.cache_info().hits, hexmap.base_palette.cache_info().hits) == (
        hits[0] + 1,
        hits[1] + 1,
    )
    owned = next(h for h, m in base.fields.items() if m.owners)
    unvisited = next(h for t in base.tiles for h in field_hexes(t.at, t.rotation) if h not in base.fields)
    hero = base.heroes[0]
    moved_to = next(h for h in field_hexes(base.tiles[1].at) if h != hero.at)
    variants = {
        "owner": dataclasses.replace(base, fields={**base.fields, owned: FieldMarks(owners=("necropolis",))}),
        "no owner": dataclasses.replace(base, fields={**base.fields, owned: FieldMarks()}),
        "visited": dataclasses.replace(base, fields={**base.fields, unvisited: FieldMarks(visited=True)}),
        "hero moved": dataclasses.replace(
            base, heroes=(dataclasses.replace(hero, at=moved_to), *base.heroes[1:])
        ),
        "rotation": dataclasses.replace(
            base, tiles=(dataclasses.replace(base.tiles[0], rotation=3), *base.tiles[1:])
        ),
        "slot": dataclasses.replace(base, hidden=(HiddenTile(wedge(7)[6], "far"),)),
    }
    pictures = {name: render_map(view) for name, view in variants.items()}
    for name, picture in pictures.items():
        assert picture != first, name
    assert len(set(pictures.values())) == len(pictures)
    assert render_map(base) == first  # back to the first state: the first picture again
    hexmap.clear_caches()
    assert {name: render_map(view) for name, view in variants.items()} == pictures


def test_the_palette_picture_is_faithful_to_the_drawing() -> None:
    view = busy_view(12)
    drawn = render_map_image(view)
    sent = Image.open(io.BytesIO(render_map(view))).convert("RGB")
    diff = ImageChops.difference(drawn, sent).convert("L")
    assert ImageStat.Stat(diff).mean[0] < 1.5
    assert sum(diff.histogram()[48:]) == 0  # no pixel far off its drawn colour
