"""The shared hex-map canvas (bot/render) knows no game: a made-up style with two terrains, one site
and one token colour draws tiles, a site, a token and the legend, deterministically."""

from __future__ import annotations

import io

from PIL import Image

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
