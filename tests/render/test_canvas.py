"""The shared hex-map canvas (bot/render) knows no game: a made-up style with two terrains, one site
and one token colour draws tiles, a site, a token and the legend, deterministically."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageStat

from bot.render import hexmap
from bot.render.draw import Draw
from bot.render.style import MapStyle

SEEN: list[str] = []


def _terrain(d: Draw, terrain: str, x: float, y: float, r: float) -> None:
    SEEN.append(terrain)


def _site(d: Draw, site: str, x: float, y: float, s: float, hx: object) -> None:
    d.rectangle((x - s, y - s, x + s, y + s), fill=(10, 10, 200))


TOY = MapStyle(
    terrain_colours={"sand": (230, 210, 150), "sea": (40, 90, 200)},
    unknown_terrain=(255, 0, 255),
    draw_terrain=_terrain,
    draw_site=_site,
    site_order=("fort",),
    token_colours={"black": (0, 0, 0)},
    token_meanings={"black": "pirates"},
)
VIEW = {
    "title": "Toy",
    "hexes": [
        {
            "q": 0,
            "r": 0,
            "terrain": "sand",
            "site": "fort",
            "enemies": [{"colour": "black", "face_up": False}],
        },
        {"q": 1, "r": 0, "terrain": "sea"},
    ],
}


def test_a_made_up_style_draws_a_map_with_its_legend() -> None:
    SEEN.clear()
    data = hexmap.render_map(VIEW, TOY, fmt="PNG")
    img = Image.open(io.BytesIO(data))
    assert img.width > 100 and img.height > 100
    assert SEEN == ["sand", "sea"]  # the game's own terrain decoration was asked for
    spec = hexmap._legend_spec(VIEW, VIEW["hexes"], False, TOY)
    assert [t for t, _ in spec.terrains] == ["sand", "sea"] and spec.enemies == ("black",)
    assert hexmap.render_map(VIEW, TOY, fmt="PNG") == data  # deterministic (cached layers included)


def test_the_site_icon_of_the_style_is_drawn() -> None:
    plain = hexmap.render_map_image({**VIEW, "hexes": [{"q": 0, "r": 0, "terrain": "sand"}]}, TOY)
    fort = hexmap.render_map_image(
        {**VIEW, "hexes": [{"q": 0, "r": 0, "terrain": "sand", "site": "fort"}]}, TOY
    )
    assert plain.tobytes() != fort.tobytes()


def test_the_palette_over_the_cached_base_is_faithful_and_deterministic() -> None:
    """``palette_sample`` encodes only what is drawn over the cached base layer (pieces, title); the
    picture stays within a few levels of the drawing, and cold caches give the same bytes."""
    view = {**VIEW, "heroes": {"h": {"colour": "#c03020", "label": "Hero"}}, "slots": [{"centre": [3, -1]}]}
    view["hexes"] = [*VIEW["hexes"], {"q": 1, "r": -1, "terrain": "sand", "heroes": ["h"], "visited": True}]
    drawn = hexmap.render_map_image(view, TOY)
    sent = hexmap.render_map(view, TOY, palette_sample=3)
    assert sent != hexmap.render_map(view, TOY)  # the other encoder
    diff = ImageChops.difference(drawn, Image.open(io.BytesIO(sent)).convert("RGB")).convert("L")
    assert ImageStat.Stat(diff).mean[0] < 1.5 and sum(diff.histogram()[48:]) == 0
    hexmap.clear_caches()
    assert hexmap.render_map(view, TOY, palette_sample=3) == sent
    assert hexmap.render_map(
        view, TOY, fmt="PNG", max_width=200, palette_sample=3
    )  # downscaled: plain encoder


def test_shelf_packing_keeps_boxes_apart() -> None:
    sizes = [(1500, 36), (86, 95), (86, 94), (40, 20)] + [(86, 95)] * 20
    width, height, spots = hexmap._pack(sizes)
    rects = [(x, y, x + w, y + h) for (x, y), (w, h) in zip(spots, sizes, strict=True)]
    assert all(r[2] <= width and r[3] <= height for r in rects)
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
