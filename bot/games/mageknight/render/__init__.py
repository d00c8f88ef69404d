"""Mage Knight's map picture: its terrains, site icons and token backs, drawn on the shared hex-map
canvas of :mod:`bot.render` (tiles, pieces, slots, legend, caching). All art is our own."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PIL import Image

from bot.engine.i18n import DEFAULT, Joined, Text, render, t
from bot.games.mageknight.render import reach
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


def style(lang: str = DEFAULT) -> MapStyle:
    """Mage Knight's map style with the legend's words in ``lang`` (one style per language: the renderer
    caches its layers by style)."""
    return _style(lang)


@cache
def _style(lang: str) -> MapStyle:

    def said(key: str, **args: str) -> str:
        return render(lang, t(key, **args))

    return MapStyle(
        terrain_colours=TERRAIN_COLOURS,
        unknown_terrain=UNKNOWN_TERRAIN,
        draw_terrain=draw_terrain,
        draw_site=draw_site,
        site_order=SITE_ORDER,
        token_colours=ENEMY_COLOURS,
        # what each token back colour stands for (our own words)
        token_meanings={c: said("mk-map-token", colour=c) for c in ENEMY_COLOURS},
        legend={k: said("mk-map-legend", part=k) for k in ("terrain", "sites", "tokens", "figures", "marks")},
        marks={k: said("mk-map-mark", mark=k) for k in ("highlight", "rampaging", "slot", "owner")},
    )


MAGE_KNIGHT = style()


def _worded(lang: str, value: Any) -> Any:
    """The view with every text in it (title, names) put into words in ``lang``."""
    if isinstance(value, Text | Joined):
        return render(lang, value)
    if isinstance(value, Mapping):
        return {k: _worded(lang, v) for k, v in value.items()}
    if isinstance(value, list):
        return [_worded(lang, v) for v in value]
    return value


def render_map(
    view: Mapping[str, Any], *, fmt: str = "PNG", max_width: int = 1600, lang: str = DEFAULT
) -> bytes:
    """The map of ``view`` (``observer.map_view``) as an encoded picture, its words in ``lang``; with
    ``view["reach"]`` (a private map) each reachable space shows its Move cost."""
    if view.get("reach"):
        return reach.render(_worded(lang, view), style(lang), fmt=fmt, max_width=max_width)
    return hexmap.render_map(_worded(lang, view), style(lang), fmt=fmt, max_width=max_width)


def render_map_image(view: Mapping[str, Any], *, max_width: int = 1600, lang: str = DEFAULT) -> Image.Image:
    return hexmap.render_map_image(_worded(lang, view), style(lang), max_width=max_width)
