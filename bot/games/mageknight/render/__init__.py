"""Mage Knight's map picture: its terrains, site icons and token backs, drawn on the shared hex-map
canvas of :mod:`bot.render` (tiles, pieces, slots, legend, caching). All art is our own."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from bot.games.mageknight.render.icons import SITE_ORDER, TERRAIN_COLOURS, UNKNOWN_TERRAIN, draw_site
from bot.games.mageknight.render.terrain import draw_terrain
from bot.render import hexmap
from bot.render.draw import RGB
from bot.render.style import MapStyle

#: Enemy token backs by colour.
ENEMY_COLOURS: dict[str, RGB] = {
    "green": (62, 142, 56),
    "grey": (126, 126, 132),
    "gray": (126, 126, 132),
    "brown": (124, 84, 48),
    "violet": (126, 78, 172),
    "red": (186, 46, 38),
    "white": (238, 238, 232),
    "yellow": (230, 196, 56),
}
#: What each token back colour stands for (legend text, our own words).
ENEMY_MEANINGS: dict[str, str] = {
    "green": "marauding orcs",
    "grey": "keep guards",
    "gray": "keep guards",
    "brown": "dungeon monsters",
    "violet": "mage tower guards",
    "red": "draconum",
    "white": "city garrison",
    "yellow": "ruins token",
}

MAGE_KNIGHT = MapStyle(
    terrain_colours=TERRAIN_COLOURS,
    unknown_terrain=UNKNOWN_TERRAIN,
    draw_terrain=draw_terrain,
    draw_site=draw_site,
    site_order=SITE_ORDER,
    token_colours=ENEMY_COLOURS,
    token_meanings=ENEMY_MEANINGS,
    legend={
        "terrain": "Terrain",
        "sites": "Sites",
        "tokens": "Enemy tokens",
        "figures": "Heroes",
        "marks": "Marks",
    },
    marks={
        "highlight": "highlighted (e.g. reachable)",
        "rampaging": "rampaging enemies",
        "slot": "unexplored tile slot",
        "owner": "site owner's shield",
    },
)


def render_map(view: Mapping[str, Any], *, fmt: str = "PNG", max_width: int = 1600) -> bytes:
    """The map of ``view`` (``observer.map_view``) as an encoded picture."""
    return hexmap.render_map(view, MAGE_KNIGHT, fmt=fmt, max_width=max_width)


def render_map_image(view: Mapping[str, Any], *, max_width: int = 1600) -> Image.Image:
    return hexmap.render_map_image(view, MAGE_KNIGHT, max_width=max_width)
