"""The adventure map picture: a :class:`~bot.games.homm3.render.view.MapView` plus the tile data, drawn on
the shared hex-map canvas of :mod:`bot.render` in HoMM3's style (terrains, location icons, numerals).

``render_map(view) -> bytes`` is a pure function of the view and ``data/homm3``; the static layer of each
tile is cached by the canvas, so a warm render only composites. Call it off the event loop.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PIL import Image

from bot.engine import i18n
from bot.engine.hexes import format_hex, tile_centre
from bot.games.homm3 import terms
from bot.games.homm3.data import Homm3Data, load
from bot.games.homm3.render.icons import (
    SITE_ORDER,
    TERRAIN_COLOURS,
    UNKNOWN_TERRAIN,
    draw_site,
    draw_terrain,
    faction_rgb,
)
from bot.games.homm3.render.view import TILE_BACKS, FieldMarks, MapView, field_hexes
from bot.render import hexmap
from bot.render.style import MapStyle

HOMM3 = MapStyle(
    terrain_colours=TERRAIN_COLOURS,
    unknown_terrain=UNKNOWN_TERRAIN,
    draw_terrain=draw_terrain,
    draw_site=draw_site,
    site_order=SITE_ORDER,
    token_colours={},
    token_meanings={},
    legend={},
    marks={},
)
LEGEND = ("terrain", "sites", "tokens", "figures", "marks")
MARKS = ("highlight", "slot", "owner", "visited")
TERRAINS = ("grass", "dirt", "subterranean", "blocked")
_STYLES: dict[str, MapStyle] = {}


def _say(lang: str, key: str, **args: object) -> str:
    return i18n.render(lang, i18n.t(f"h3-pic-{key}", **args))


def style(lang: str = i18n.DEFAULT) -> MapStyle:
    """The map style with its legend in ``lang`` (one per language, kept: the legend is cached per style)."""
    if lang not in _STYLES:
        _STYLES[lang] = replace(
            HOMM3,
            legend={k: _say(lang, "legend", part=k) for k in LEGEND},
            marks={k: _say(lang, "mark", mark=k) for k in MARKS},
        )
    return _STYLES[lang]


def terrain_names(lang: str = i18n.DEFAULT) -> dict[str, str]:
    return {k: _say(lang, "terrain", terrain=k) for k in TERRAINS}


NO_MARKS = FieldMarks()
#: PNG colours chosen from every 3rd pixel each way, the cached base layer mapped once per tile set
#: (bot.render.hexmap.encode_over_base): the full-picture octree was half of a warm render, and the sampled
#: palette is as faithful on these flat drawings.
PALETTE_SAMPLE = 3


def _hex_colour(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def canvas_view(view: MapView, data: Homm3Data, lang: str = i18n.DEFAULT) -> dict[str, Any]:
    """The shared canvas's map view (see :mod:`bot.render`) for ``view``: one entry per field of every
    face-up tile with its printed content from ``data``, the owners' cubes, visited cubes and heroes;
    the legend's names in ``lang``."""
    colours = {f.id: f.colour for f in data.factions.values()}
    on_hex: dict[tuple[int, int], list[str]] = {}
    for piece in view.heroes:
        on_hex.setdefault(piece.at, []).append(piece.hero)
    hexes: list[dict[str, Any]] = []
    for placed in view.tiles:
        tile = data.tiles[placed.tile]
        for f, (q, r) in zip(tile.fields, field_hexes(placed.at, placed.rotation), strict=True):
            marks = view.fields.get((q, r), NO_MARKS)
            info: dict[str, str | int] = {}
            if f.difficulty:
                info["difficulty"] = f.difficulty
            if f.dice:
                info["dice"] = f.dice
            if f.resource:
                info["resource"] = f.resource
            if f.faction:
                info["faction_rgb"] = _hex_colour(faction_rgb(f.faction, colours))
            hexes.append(
                {
                    "q": q,
                    "r": r,
                    "tile": tile.id,
                    "terrain": "blocked" if f.location == "blocked" else tile.terrain,
                    "site": "" if f.location in ("empty", "blocked") else f.location,
                    "site_info": info,
                    "owners": list(marks.owners),
                    "visited": marks.visited,
                    "heroes": on_hex.get((q, r), []),
                }
            )
    hero_info: dict[str, dict[str, str]] = {}
    for piece in view.heroes:
        hero = data.heroes.get(piece.hero)
        name = hero.name if hero else piece.hero
        role = "secondary" if piece.secondary else "main"
        label = (
            _say(lang, "hero-of", hero=name, who=piece.player, role=role)
            if piece.player
            else _say(lang, "hero", hero=name, role=role)
        )
        hero_info[piece.hero] = {
            "colour": _hex_colour(faction_rgb(piece.faction, colours)),
            "label": label,
            "letter": name[:1].upper() if not piece.secondary else name[:1].lower(),
        }
    return {
        "title": view.title,
        "hexes": hexes,
        "slots": [
            {"centre": list(tile_centre(h.at)), "label": TILE_BACKS.get(h.kind, "?"), "explorable": True}
            for h in view.hidden
        ],
        "heroes": hero_info,
        "owners": {fid: _hex_colour(faction_rgb(fid, colours)) for fid in colours},
        "highlight": [list(h) for h in view.highlight],
        "names": {
            "terrains": terrain_names(lang),
            "sites": {
                loc.id: i18n.render(lang, terms.location(data, loc.id)) for loc in data.locations.values()
            },
        },
    }


def render_map_image(
    view: MapView, data: Homm3Data | None = None, *, max_width: int = 1600, lang: str = i18n.DEFAULT
) -> Image.Image:
    return hexmap.render_map_image(canvas_view(view, data or load(), lang), style(lang), max_width=max_width)


def render_map(
    view: MapView,
    data: Homm3Data | None = None,
    *,
    fmt: str = "PNG",
    max_width: int = 1600,
    lang: str = i18n.DEFAULT,
) -> bytes:
    """The adventure map of ``view`` as an encoded picture (PNG, JPEG or WEBP), at most ``max_width`` wide;
    its legend in ``lang`` (the font must have that language's letters: see bot.render.pieces)."""
    return hexmap.render_map(
        canvas_view(view, data or load(), lang),
        style(lang),
        fmt=fmt,
        max_width=max_width,
        palette_sample=PALETTE_SAMPLE,
    )


def field_names(view: MapView) -> Mapping[tuple[int, int], str]:
    """The coordinate label drawn on every face-up field (what players type), by hex."""
    return {h: format_hex(h) for t in view.tiles for h in field_hexes(t.at, t.rotation)}
