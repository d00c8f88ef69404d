"""What a game brings to the shared hex-map renderer (:mod:`bot.render.hexmap`): its terrain colours
and decorations, its site icons and their legend order, and the colours and meanings of its token
backs. The renderer draws tiles, pieces, slots and the legend from a view plus a style, so every
hex-tile game draws its map with the same canvas, fonts, caching and legend."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.render.draw import RGB, Draw


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: a style is a cache key
class MapStyle:
    terrain_colours: Mapping[str, RGB]  # in legend order
    unknown_terrain: RGB
    draw_terrain: Callable[[Draw, str, float, float, float], None]  # (draw, terrain, x, y, radius)
    draw_site: Callable[[Draw, str, float, float, float, Mapping[str, Any]], None]  # (.., half size, hex)
    site_order: tuple[str, ...]  # legend order of the site ids
    token_colours: Mapping[str, RGB]  # token back colour name -> RGB, in legend order
    token_meanings: Mapping[str, str]  # token back colour name -> what it stands for (legend)
    unknown_token: RGB = (90, 90, 96)
    #: The legend's section titles (terrain, sites, tokens, figures, marks) and the words for its marks.
    legend: Mapping[str, str] = field(
        default_factory=lambda: {
            "terrain": "Terrain",
            "sites": "Sites",
            "tokens": "Tokens",
            "figures": "Figures",
            "marks": "Marks",
        }
    )
    marks: Mapping[str, str] = field(
        default_factory=lambda: {
            "highlight": "highlighted (e.g. reachable)",
            "slot": "unexplored tile slot",
            "owner": "owner's shield",
        }
    )

    def token_rgb(self, colour: str) -> RGB:
        return self.token_colours.get(colour, self.unknown_token)
