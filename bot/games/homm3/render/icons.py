"""The adventure map's terrains and one small icon per location, drawn with Pillow primitives only.

Every icon draws around a centre ``(x, y)``; ``s`` is its half size in pixels. The printed extras of a
field (its difficulty numeral, treasure or resource dice, a mine's resource, a town's faction) come in
the ``info`` mapping; the legend draws icons without them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from bot.render.draw import INK, RGB, Draw, arch, gem, line_width, mix, shade, star
from bot.render.pieces import GREY, WHITE, fit_font, text_on

#: Faction cube colours by the colour names of factions.toml (ruling H-DATA-FACTION-COLOUR).
COLOUR_NAMES: dict[str, RGB] = {
    "blue": (44, 98, 200),
    "grey": (150, 150, 160),
    "purple": (128, 62, 172),
    "red": (190, 48, 40),
    "green": (52, 150, 70),
}
NEUTRAL: RGB = (178, 132, 62)

TERRAIN_COLOURS: dict[str, RGB] = {
    "grass": (120, 172, 84),
    "dirt": (184, 150, 102),
    "subterranean": (112, 100, 120),
    "blocked": (98, 90, 84),
}
UNKNOWN_TERRAIN: RGB = (200, 120, 200)
BLOCKED_BORDER: RGB = (246, 206, 40)
RESOURCE_COLOURS: dict[str, RGB] = {
    "gold": (236, 190, 48),
    "building_materials": (150, 98, 52),
    "valuables": (70, 170, 220),
}
NUMERALS = ("", "I", "II", "III", "IV", "V", "VI", "VII")

#: Location ids in legend order (names come from locations.toml through the view).
SITE_ORDER: tuple[str, ...] = (
    "town",
    "settlement",
    "mine",
    "artifact",
    "treasure",
    "resource",
    "treasure_or_resource",
    "water_wheel",
    "windmill",
    "mystical_garden",
    "learning_stone",
    "tree_of_knowledge",
    "shrine_of_magic_gesture",
    "shrine_of_magic_incantation",
    "witch_hut",
    "redwood_observatory",
    "magic_spring",
    "temple",
    "fountain_of_youth",
    "warriors_tomb",
    "grail",
    "stables",
    "trading_post",
    "sanctuary",
    "dragon_utopia",
    "obelisk",
)

STONE: RGB = (176, 170, 160)
WOOD: RGB = (138, 92, 50)
ROOF: RGB = (170, 60, 44)
WATER: RGB = (70, 140, 220)
LEAF: RGB = (54, 132, 60)
GOLD: RGB = (236, 190, 48)


def draw_terrain(d: Draw, terrain: str, x: float, y: float, R: float) -> None:
    """A light texture per terrain; a blocked field is rock inside the printed solid yellow border."""
    base = TERRAIN_COLOURS.get(terrain, UNKNOWN_TERRAIN)
    dark = shade(base, 0.8)
    w = max(1, round(R * 0.035))
    if terrain == "grass":
        for gx, gy in ((-0.55, 0.1), (0.55, 0.15), (-0.25, 0.62), (0.3, 0.6)):
            bx, by = x + R * gx, y + R * gy
            d.line(
                [(bx - R * 0.07, by - R * 0.1), (bx, by), (bx + R * 0.07, by - R * 0.1)], fill=dark, width=w
            )
    elif terrain == "dirt":
        for gx, gy in ((-0.55, 0.2), (0.5, 0.3), (0.0, 0.66), (-0.3, 0.5)):
            bx, by = x + R * gx, y + R * gy
            d.ellipse((bx - R * 0.05, by - R * 0.03, bx + R * 0.05, by + R * 0.03), fill=dark)
    elif terrain == "subterranean":
        for gx, gy in ((-0.5, 0.3), (0.5, 0.25), (0.1, 0.62)):
            bx, by = x + R * gx, y + R * gy
            d.polygon([(bx - R * 0.08, by), (bx, by - R * 0.18), (bx + R * 0.08, by)], fill=dark)
    elif terrain == "blocked":
        rocks = ((-0.35, 0.1, 0.4), (0.3, 0.05, 0.45), (0.0, 0.42, 0.32), (-0.05, -0.3, 0.3))
        for rx, ry, rs in rocks:
            bx, by, h = x + R * rx, y + R * ry, R * rs
            d.polygon(
                [
                    (bx - h * 0.8, by + h * 0.4),
                    (bx - h * 0.2, by - h * 0.7),
                    (bx + h * 0.3, by - h * 0.5),
                    (bx + h * 0.8, by + h * 0.4),
                ],
                fill=shade(base, 1.25),
                outline=shade(base, 0.6),
                width=w,
            )
        pts = [
            (
                x + R * 0.86 * math.cos(math.radians(60 * i - 30)),
                y + R * 0.86 * math.sin(math.radians(60 * i - 30)),
            )
            for i in range(6)
        ]
        d.polygon(pts, outline=BLOCKED_BORDER, width=max(2, round(R * 0.09)))


def faction_rgb(name: str | None, colours: Mapping[str, str]) -> RGB:
    """The colour of a faction id, through ``colours`` (faction id -> colour name of factions.toml)."""
    if not name:
        return GREY
    return COLOUR_NAMES.get(colours.get(name, ""), GREY)


# ----------------------------------------------------------------------------- the icons


def _flag(d: Draw, x: float, y: float, s: float, colour: RGB, lw: int) -> None:
    d.line([(x, y), (x, y - s)], fill=INK, width=lw)
    d.polygon([(x, y - s), (x + s * 0.7, y - s * 0.8), (x, y - s * 0.6)], fill=colour, outline=INK, width=1)


def _town(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    colour = info.get("rgb") or GREY
    d.rectangle((x - s * 0.8, y - s * 0.2, x + s * 0.8, y + s * 0.8), fill=STONE, outline=INK, width=lw)
    for tx in (-0.8, 0.5):
        d.rectangle(
            (x + s * tx, y - s * 0.55, x + s * (tx + 0.3), y + s * 0.8), fill=STONE, outline=INK, width=lw
        )
    d.rectangle(
        (x - s * 0.22, y - s * 0.75, x + s * 0.22, y + s * 0.8), fill=shade(STONE, 1.1), outline=INK, width=lw
    )
    d.polygon(arch(x - s * 0.16, x + s * 0.16, y + s * 0.35, y + s * 0.8), fill=(50, 36, 28))
    _flag(d, x, y - s * 0.75, s * 0.5, colour, lw)
    d.rectangle((x - s * 0.8, y + s * 0.05, x + s * 0.8, y + s * 0.2), fill=colour)


def _settlement(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    colour = info.get("rgb") or GREY
    for hx, hs in ((-0.42, 0.5), (0.4, 0.6)):
        bx, w = x + s * hx, s * hs * 0.7
        d.rectangle((bx - w, y, bx + w, y + s * 0.8), fill=(224, 204, 164), outline=INK, width=lw)
        d.polygon([(bx - w * 1.2, y), (bx, y - s * hs), (bx + w * 1.2, y)], fill=ROOF, outline=INK, width=lw)
    _flag(d, x + s * 0.4, y - s * 0.6, s * 0.45, colour, lw)
    d.rectangle((x + s * 0.28, y + s * 0.35, x + s * 0.52, y + s * 0.8), fill=colour, outline=INK, width=1)


def _mine(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        [(x - s, y + s * 0.8), (x - s * 0.6, y - s * 0.5), (x + s * 0.6, y - s * 0.5), (x + s, y + s * 0.8)],
        fill=(120, 104, 88),
        outline=INK,
        width=lw,
    )
    d.polygon(arch(x - s * 0.45, x + s * 0.45, y - s * 0.2, y + s * 0.8), fill=(26, 22, 20))
    d.line(
        [
            (x - s * 0.5, y + s * 0.8),
            (x - s * 0.5, y - s * 0.05),
            (x + s * 0.5, y - s * 0.05),
            (x + s * 0.5, y + s * 0.8),
        ],
        fill=WOOD,
        width=lw + 1,
    )
    resource = str(info.get("resource") or "")
    if resource:
        _resource_mark(d, x + s * 0.72, y - s * 0.55, s * 0.38, resource, lw)


def _resource_mark(d: Draw, x: float, y: float, s: float, resource: str, lw: int) -> None:
    c = RESOURCE_COLOURS.get(resource, GREY)
    if resource == "valuables":
        gem(d, x, y, s * 0.8, c, lw)
    elif resource == "building_materials":
        for i, (lx, ly) in enumerate(((-0.45, 0.35), (0.45, 0.35), (0.0, -0.35))):
            d.ellipse(
                (x + s * (lx - 0.5), y + s * (ly - 0.35), x + s * (lx + 0.5), y + s * (ly + 0.35)),
                fill=shade(c, 1.0 + 0.1 * i),
                outline=INK,
                width=lw,
            )
    else:
        d.ellipse((x - s, y - s, x + s, y + s), fill=c, outline=INK, width=lw)
        d.ellipse((x - s * 0.6, y - s * 0.6, x + s * 0.6, y + s * 0.6), outline=shade(c, 0.7), width=lw)


def _artifact(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.ellipse((x - s * 0.3, y - s * 0.95, x + s * 0.3, y - s * 0.35), outline=GOLD, width=lw + 1)
    d.polygon(star(x, y + s * 0.2, s * 0.75, s * 0.35, 6), fill=GOLD, outline=INK, width=lw)
    d.ellipse(
        (x - s * 0.25, y - s * 0.05, x + s * 0.25, y + s * 0.45), fill=(200, 40, 60), outline=INK, width=1
    )


def _chest(d: Draw, x: float, y: float, s: float, lw: int) -> None:
    d.rectangle((x - s * 0.85, y - s * 0.1, x + s * 0.85, y + s * 0.7), fill=WOOD, outline=INK, width=lw)
    d.chord(
        (x - s * 0.85, y - s * 0.6, x + s * 0.85, y + s * 0.4),
        180,
        360,
        fill=shade(WOOD, 1.15),
        outline=INK,
        width=lw,
    )
    d.rectangle((x - s * 0.85, y - s * 0.15, x + s * 0.85, y + s * 0.02), fill=GOLD, outline=INK, width=1)
    d.rectangle((x - s * 0.15, y - s * 0.1, x + s * 0.15, y + s * 0.25), fill=GOLD, outline=INK, width=1)


def _sack(d: Draw, x: float, y: float, s: float, lw: int) -> None:
    d.ellipse(
        (x - s * 0.75, y - s * 0.35, x + s * 0.75, y + s * 0.75), fill=(196, 164, 112), outline=INK, width=lw
    )
    d.polygon(
        [
            (x - s * 0.3, y - s * 0.3),
            (x - s * 0.45, y - s * 0.75),
            (x + s * 0.45, y - s * 0.75),
            (x + s * 0.3, y - s * 0.3),
        ],
        fill=(196, 164, 112),
        outline=INK,
        width=lw,
    )
    d.line([(x - s * 0.35, y - s * 0.35), (x + s * 0.35, y - s * 0.35)], fill=WOOD, width=lw + 1)
    gem(d, x, y + s * 0.22, s * 0.28, RESOURCE_COLOURS["valuables"], 1)


def _treasure(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    _chest(d, x, y, s, line_width(s))


def _resource(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    _sack(d, x, y, s, line_width(s))


def _treasure_or_resource(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    _chest(d, x - s * 0.45, y + s * 0.1, s * 0.6, lw)
    _sack(d, x + s * 0.5, y + s * 0.1, s * 0.55, lw)


def _water_wheel(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.rectangle((x - s * 0.9, y + s * 0.45, x + s * 0.9, y + s * 0.85), fill=WATER)
    d.ellipse(
        (x - s * 0.7, y - s * 0.8, x + s * 0.7, y + s * 0.6), fill=shade(WOOD, 1.2), outline=INK, width=lw
    )
    for i in range(4):
        a = math.pi * i / 4
        dx, dy = math.cos(a) * s * 0.7, math.sin(a) * s * 0.7
        d.line([(x - dx, y - s * 0.1 - dy), (x + dx, y - s * 0.1 + dy)], fill=INK, width=lw)
    d.ellipse((x - s * 0.15, y - s * 0.25, x + s * 0.15, y + s * 0.05), fill=INK)


def _windmill(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        [
            (x - s * 0.4, y + s * 0.85),
            (x - s * 0.22, y - s * 0.2),
            (x + s * 0.22, y - s * 0.2),
            (x + s * 0.4, y + s * 0.85),
        ],
        fill=(232, 222, 200),
        outline=INK,
        width=lw,
    )
    for a in (45, 135, 225, 315):
        r = math.radians(a)
        tip = (x + math.cos(r) * s * 0.9, y - s * 0.25 + math.sin(r) * s * 0.9)
        d.line([(x, y - s * 0.25), tip], fill=WOOD, width=lw + 2)
    d.ellipse((x - s * 0.1, y - s * 0.35, x + s * 0.1, y - s * 0.15), fill=INK)


def _garden(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.ellipse((x - s * 0.9, y - s * 0.1, x + s * 0.9, y + s * 0.8), fill=LEAF, outline=INK, width=lw)
    for fx, fy, c in (
        (-0.45, 0.2, (236, 90, 140)),
        (0.0, -0.25, (250, 220, 60)),
        (0.45, 0.2, (180, 110, 230)),
    ):
        bx, by = x + s * fx, y + s * fy
        for k in range(5):
            a = 2 * math.pi * k / 5
            px, py = bx + math.cos(a) * s * 0.17, by + math.sin(a) * s * 0.17
            d.ellipse((px - s * 0.13, py - s * 0.13, px + s * 0.13, py + s * 0.13), fill=c)
        d.ellipse((bx - s * 0.08, by - s * 0.08, bx + s * 0.08, by + s * 0.08), fill=WHITE)


def _learning_stone(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        [
            (x - s * 0.5, y + s * 0.85),
            (x - s * 0.4, y - s * 0.6),
            (x, y - s * 0.9),
            (x + s * 0.45, y - s * 0.55),
            (x + s * 0.55, y + s * 0.85),
        ],
        fill=STONE,
        outline=INK,
        width=lw,
    )
    d.line([(x, y - s * 0.45), (x, y + s * 0.45)], fill=(60, 120, 220), width=lw + 1)
    d.line([(x - s * 0.22, y - s * 0.15), (x + s * 0.22, y + s * 0.1)], fill=(60, 120, 220), width=lw + 1)


def _tree(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.rectangle((x - s * 0.14, y + s * 0.1, x + s * 0.14, y + s * 0.85), fill=WOOD, outline=INK, width=lw)
    d.ellipse((x - s * 0.8, y - s * 0.9, x + s * 0.8, y + s * 0.35), fill=LEAF, outline=INK, width=lw)
    for fx, fy in ((-0.4, -0.3), (0.35, -0.45), (0.1, 0.0), (-0.1, -0.6)):
        d.ellipse((x + s * (fx - 0.1), y + s * (fy - 0.1), x + s * (fx + 0.1), y + s * (fy + 0.1)), fill=GOLD)


def _shrine(colour: RGB, sign: str) -> Callable[[Draw, float, float, float, Mapping[str, Any]], None]:
    def draw(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
        lw = line_width(s)
        d.polygon(
            [(x - s * 0.85, y - s * 0.2), (x, y - s * 0.85), (x + s * 0.85, y - s * 0.2)],
            fill=colour,
            outline=INK,
            width=lw,
        )
        d.rectangle(
            (x - s * 0.7, y - s * 0.2, x + s * 0.7, y + s * 0.8), fill=(226, 220, 236), outline=INK, width=lw
        )
        if sign == "hand":
            d.ellipse((x - s * 0.3, y + s * 0.05, x + s * 0.3, y + s * 0.65), fill=colour)
            for k in range(4):
                fx = x - s * 0.24 + k * s * 0.16
                d.line([(fx, y + s * 0.2), (fx, y - s * 0.08)], fill=colour, width=lw + 1)
        else:
            d.polygon(star(x, y + s * 0.3, s * 0.38, s * 0.16), fill=colour)

    return draw


def _witch_hut(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    for lx in (-0.35, 0.35):
        d.line([(x + s * lx, y + s * 0.3), (x + s * lx * 1.3, y + s * 0.9)], fill=WOOD, width=lw + 1)
    d.rectangle(
        (x - s * 0.55, y - s * 0.2, x + s * 0.55, y + s * 0.35), fill=(120, 96, 70), outline=INK, width=lw
    )
    d.polygon(
        [(x - s * 0.8, y - s * 0.15), (x + s * 0.1, y - s * 0.95), (x + s * 0.8, y - s * 0.15)],
        fill=(80, 110, 60),
        outline=INK,
        width=lw,
    )
    d.ellipse((x - s * 0.15, y - s * 0.05, x + s * 0.15, y + s * 0.2), fill=(250, 200, 70))


def _observatory(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        [
            (x - s * 0.45, y + s * 0.85),
            (x - s * 0.3, y - s * 0.3),
            (x + s * 0.3, y - s * 0.3),
            (x + s * 0.45, y + s * 0.85),
        ],
        fill=(150, 70, 50),
        outline=INK,
        width=lw,
    )
    d.chord(
        (x - s * 0.42, y - s * 0.7, x + s * 0.42, y + s * 0.1),
        180,
        360,
        fill=(200, 200, 214),
        outline=INK,
        width=lw,
    )
    d.line([(x + s * 0.05, y - s * 0.45), (x + s * 0.7, y - s * 0.85)], fill=INK, width=lw + 2)


def _spring(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.ellipse((x - s * 0.9, y + s * 0.1, x + s * 0.9, y + s * 0.8), fill=STONE, outline=INK, width=lw)
    d.ellipse((x - s * 0.7, y + s * 0.2, x + s * 0.7, y + s * 0.68), fill=(90, 170, 240))
    d.polygon(
        [(x, y - s * 0.9), (x - s * 0.3, y - s * 0.25), (x + s * 0.3, y - s * 0.25)], fill=(90, 170, 240)
    )
    d.ellipse(
        (x - s * 0.3, y - s * 0.5, x + s * 0.3, y + s * 0.05), fill=(90, 170, 240), outline=INK, width=1
    )


def _temple(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    marble = (236, 232, 220)
    d.polygon(
        [(x - s * 0.95, y - s * 0.35), (x, y - s * 0.9), (x + s * 0.95, y - s * 0.35)],
        fill=marble,
        outline=INK,
        width=lw,
    )
    d.rectangle((x - s * 0.95, y + s * 0.65, x + s * 0.95, y + s * 0.85), fill=marble, outline=INK, width=lw)
    for cx in (-0.7, -0.23, 0.23, 0.7):
        d.rectangle(
            (x + s * (cx - 0.1), y - s * 0.35, x + s * (cx + 0.1), y + s * 0.65),
            fill=marble,
            outline=INK,
            width=1,
        )


def _fountain(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.chord((x - s * 0.9, y - s * 0.1, x + s * 0.9, y + s * 0.9), 0, 180, fill=STONE, outline=INK, width=lw)
    d.rectangle((x - s * 0.1, y - s * 0.5, x + s * 0.1, y + s * 0.4), fill=STONE, outline=INK, width=1)
    for dx in (-0.55, 0.55):
        d.arc(
            (x + s * min(0, dx), y - s * 0.8, x + s * max(0, dx), y + s * 0.2),
            180 if dx < 0 else 270,
            270 if dx < 0 else 360,
            fill=(80, 200, 230),
            width=lw + 1,
        )
    d.polygon(star(x, y - s * 0.65, s * 0.25, s * 0.1), fill=(250, 240, 150))


def _tomb(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        arch(x - s * 0.55, x + s * 0.55, y - s * 0.85, y + s * 0.7),
        fill=(130, 130, 138),
        outline=INK,
        width=lw,
    )
    d.line([(x, y - s * 0.5), (x, y + s * 0.35)], fill=INK, width=lw + 1)
    d.line([(x - s * 0.25, y - s * 0.25), (x + s * 0.25, y - s * 0.25)], fill=INK, width=lw + 1)
    d.rectangle((x - s * 0.8, y + s * 0.65, x + s * 0.8, y + s * 0.85), fill=(100, 84, 60))


def _grail(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(star(x, y - s * 0.1, s * 0.95, s * 0.55, 8), fill=(255, 244, 170))
    d.chord((x - s * 0.5, y - s * 0.75, x + s * 0.5, y + s * 0.15), 0, 180, fill=GOLD, outline=INK, width=lw)
    d.rectangle((x - s * 0.08, y - s * 0.3, x + s * 0.08, y + s * 0.55), fill=GOLD, outline=INK, width=1)
    d.rectangle((x - s * 0.4, y + s * 0.5, x + s * 0.4, y + s * 0.7), fill=GOLD, outline=INK, width=lw)


def _stables(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.rectangle(
        (x - s * 0.85, y - s * 0.2, x + s * 0.85, y + s * 0.8), fill=(170, 70, 50), outline=INK, width=lw
    )
    d.polygon(
        [(x - s, y - s * 0.15), (x, y - s * 0.8), (x + s, y - s * 0.15)],
        fill=(120, 60, 40),
        outline=INK,
        width=lw,
    )
    d.arc(
        (x - s * 0.35, y - s * 0.05, x + s * 0.35, y + s * 0.65),
        200,
        340 + 360,
        fill=(220, 220, 220),
        width=lw + 2,
    )


def _trading_post(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.rectangle(
        (x - s * 0.8, y - s * 0.1, x + s * 0.8, y + s * 0.8), fill=(214, 190, 150), outline=INK, width=lw
    )
    for i in range(4):
        x0 = x - s * 0.9 + i * s * 0.45
        d.polygon(
            [
                (x0, y - s * 0.1),
                (x0 + s * 0.2, y - s * 0.7),
                (x0 + s * 0.45, y - s * 0.7),
                (x0 + s * 0.45, y - s * 0.1),
            ],
            fill=(200, 50, 50) if i % 2 == 0 else WHITE,
            outline=INK,
            width=1,
        )
    d.ellipse((x - s * 0.55, y + s * 0.15, x - s * 0.1, y + s * 0.6), fill=GOLD, outline=INK, width=1)
    gem(d, x + s * 0.35, y + s * 0.42, s * 0.22, RESOURCE_COLOURS["valuables"], 1)


def _sanctuary(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.rectangle(
        (x - s * 0.6, y - s * 0.1, x + s * 0.6, y + s * 0.85), fill=(236, 232, 220), outline=INK, width=lw
    )
    d.polygon(
        [(x - s * 0.75, y - s * 0.05), (x, y - s * 0.6), (x + s * 0.75, y - s * 0.05)],
        fill=(70, 90, 160),
        outline=INK,
        width=lw,
    )
    d.line([(x, y - s * 0.6), (x, y - s * 1.0)], fill=GOLD, width=lw + 1)
    d.line([(x - s * 0.15, y - s * 0.85), (x + s * 0.15, y - s * 0.85)], fill=GOLD, width=lw + 1)
    d.polygon(arch(x - s * 0.2, x + s * 0.2, y + s * 0.35, y + s * 0.85), fill=(70, 50, 40))


def _dragon_utopia(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        [
            (x - s * 0.95, y + s * 0.7),
            (x - s * 0.45, y - s * 0.7),
            (x, y + s * 0.2),
            (x + s * 0.45, y - s * 0.7),
            (x + s * 0.95, y + s * 0.7),
        ],
        fill=(180, 40, 40),
        outline=INK,
        width=lw,
    )
    d.ellipse((x - s * 0.25, y + s * 0.1, x + s * 0.25, y + s * 0.6), fill=GOLD, outline=INK, width=1)


def _obelisk(d: Draw, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        [
            (x - s * 0.3, y + s * 0.85),
            (x - s * 0.2, y - s * 0.6),
            (x, y - s * 0.95),
            (x + s * 0.2, y - s * 0.6),
            (x + s * 0.3, y + s * 0.85),
        ],
        fill=(196, 180, 140),
        outline=INK,
        width=lw,
    )
    d.line([(x, y - s * 0.4), (x, y + s * 0.5)], fill=(120, 90, 40), width=1)


ICONS: dict[str, Callable[[Draw, float, float, float, Mapping[str, Any]], None]] = {
    "town": _town,
    "settlement": _settlement,
    "mine": _mine,
    "artifact": _artifact,
    "treasure": _treasure,
    "resource": _resource,
    "treasure_or_resource": _treasure_or_resource,
    "water_wheel": _water_wheel,
    "windmill": _windmill,
    "mystical_garden": _garden,
    "learning_stone": _learning_stone,
    "tree_of_knowledge": _tree,
    "shrine_of_magic_gesture": _shrine((60, 110, 200), "hand"),
    "shrine_of_magic_incantation": _shrine((130, 60, 180), "star"),
    "witch_hut": _witch_hut,
    "redwood_observatory": _observatory,
    "magic_spring": _spring,
    "temple": _temple,
    "fountain_of_youth": _fountain,
    "warriors_tomb": _tomb,
    "grail": _grail,
    "stables": _stables,
    "trading_post": _trading_post,
    "sanctuary": _sanctuary,
    "dragon_utopia": _dragon_utopia,
    "obelisk": _obelisk,
}


def _numeral(d: Draw, x: float, y: float, s: float, level: int) -> None:
    """The field difficulty (a Roman numeral on a dark banner below the icon)."""
    text = NUMERALS[level] if 0 < level < len(NUMERALS) else str(level)
    f = fit_font(text, round(s * 0.7), s * 2.0)
    w = f.getlength(text) / 2 + s * 0.2
    d.rounded_rectangle((x - w, y - s * 0.36, x + w, y + s * 0.36), radius=s * 0.12, fill=(128, 22, 22))
    d.text(
        (x, y), text, font=f, fill=(255, 236, 170), anchor="mm", stroke_width=1, stroke_fill=(255, 236, 170)
    )


def _dice(d: Draw, x: float, y: float, s: float, n: int) -> None:
    """``n`` small dice (the treasure or resource dice printed on a field)."""
    for i in range(n):
        cx = x + (i - (n - 1) / 2) * s * 0.62
        d.rounded_rectangle(
            (cx - s * 0.25, y - s * 0.25, cx + s * 0.25, y + s * 0.25),
            radius=s * 0.07,
            fill=WHITE,
            outline=INK,
            width=max(1, round(s * 0.05)),
        )
        for px, py in ((-0.11, -0.11), (0.11, 0.11), (0.0, 0.0)):
            d.ellipse(
                (cx + s * (px - 0.045), y + s * (py - 0.045), cx + s * (px + 0.045), y + s * (py + 0.045)),
                fill=INK,
            )


def draw_site(d: Draw, site: str, x: float, y: float, s: float, info: Mapping[str, Any]) -> None:
    """The icon of location ``site`` with the field's printed extras from ``info`` (``difficulty``,
    ``dice``, ``resource``, ``faction_rgb`` as ``#rrggbb``)."""
    icon = ICONS.get(site)
    extras = dict(info)
    if info.get("faction_rgb"):
        extras["rgb"] = tuple(int(str(info["faction_rgb"])[i : i + 2], 16) for i in (1, 3, 5))
    if icon is not None:
        icon(d, x, y, s * 0.9, extras)
    elif site not in ("", "empty", "blocked"):
        d.ellipse(
            (x - s * 0.6, y - s * 0.6, x + s * 0.6, y + s * 0.6), fill=mix(GREY, WHITE, 0.4), outline=INK
        )
        d.text((x, y), "?", font=fit_font("?", round(s), s), fill=text_on(GREY), anchor="mm")
    dice = int(info.get("dice") or 0)
    if dice:
        _dice(d, x + s * 1.05, y + s * 0.62, s * 1.1, dice)
    level = int(info.get("difficulty") or 0)
    if level:
        _numeral(d, x, y + s * 1.45, s * 1.1, level)
