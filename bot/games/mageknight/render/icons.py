"""Terrain colours/decorations and one small icon per site type, drawn with Pillow primitives only.

Every function draws around a centre ``(x, y)``; ``s`` is the icon's half size in pixels (the icon
stays roughly inside the box ``x +- s, y +- s``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.render.draw import INK, RGB, Draw, Pt, arch, gem, line_width, shade, star

TERRAIN_COLOURS: dict[str, RGB] = {
    "plains": (168, 210, 108),
    "hills": (206, 168, 108),
    "forest": (48, 112, 54),
    "wasteland": (138, 120, 102),
    "desert": (236, 210, 142),
    "swamp": (112, 124, 62),
    "lake": (72, 132, 204),
    "mountain": (146, 146, 152),
}
UNKNOWN_TERRAIN: RGB = (200, 120, 200)

MANA_COLOURS: dict[str, RGB] = {
    "red": (204, 52, 42),
    "blue": (52, 112, 214),
    "green": (52, 164, 72),
    "white": (242, 242, 236),
}

#: Site ids in legend order (the names shown come from the game data, through the view).
SITE_ORDER: tuple[str, ...] = (
    "portal",
    "village",
    "monastery",
    "burned_monastery",
    "keep",
    "mage_tower",
    "city",
    "dungeon",
    "tomb",
    "monster_den",
    "spawning_grounds",
    "ancient_ruins",
    "maze",
    "labyrinth",
    "deep_mine",
    "refugee_camp",
    "crystal_mine",
    "magical_glade",
    "volkare_camp",
)


def _mine_entrance(d: Draw, x: float, y: float, s: float, lw: int) -> None:
    d.polygon(
        [
            (x - s, y + s * 0.9),
            (x - s * 0.75, y - s * 0.35),
            (x + s * 0.75, y - s * 0.35),
            (x + s, y + s * 0.9),
        ],
        fill=(112, 96, 80),
        outline=INK,
        width=lw,
    )
    d.polygon(arch(x - s * 0.5, x + s * 0.5, y - s * 0.15, y + s * 0.9), fill=(24, 20, 18))
    d.line(
        [
            (x - s * 0.55, y + s * 0.9),
            (x - s * 0.55, y + s * 0.05),
            (x + s * 0.55, y + s * 0.05),
            (x + s * 0.55, y + s * 0.9),
        ],
        fill=(150, 104, 56),
        width=lw + 1,
    )


def _portal(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.ellipse((x - s, y - s * 0.85, x + s, y + s * 0.85), fill=(84, 52, 148), outline=INK, width=lw)
    pts: list[Pt] = []
    for i in range(72):
        t = i / 71
        a = t * 2.5 * 2 * math.pi
        r = s * 0.82 * (1 - t * 0.92)
        pts.append((x + r * math.cos(a), y + r * 0.85 * math.sin(a)))
    d.line(pts, fill=(186, 236, 255), width=lw + 1, joint="curve")


def _house(d: Draw, x: float, y: float, w: float, wall: RGB, roof: RGB, lw: int) -> None:
    """A house whose bottom centre is ``(x, y)`` and width ``w``."""
    h = w * 0.75
    d.rectangle((x - w / 2, y - h, x + w / 2, y), fill=wall, outline=INK, width=lw)
    d.polygon(
        [(x - w * 0.65, y - h), (x, y - h - w * 0.6), (x + w * 0.65, y - h)], fill=roof, outline=INK, width=lw
    )
    d.rectangle((x - w * 0.12, y - h * 0.5, x + w * 0.12, y), fill=INK)


def _village(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    _house(d, x + s * 0.35, y + s * 0.15, s * 0.75, (238, 222, 186), (176, 70, 48), lw)
    _house(d, x - s * 0.45, y + s * 0.55, s * 0.8, (244, 230, 196), (196, 84, 52), lw)
    _house(d, x + s * 0.5, y + s * 0.9, s * 0.6, (232, 214, 176), (160, 64, 44), lw)


def _monastery_shape(d: Draw, x: float, y: float, s: float, wall: RGB, roof: RGB, cross: RGB) -> None:
    lw = line_width(s)
    d.rectangle((x - s * 0.9, y + s * 0.1, x + s * 0.9, y + s * 0.9), fill=wall, outline=INK, width=lw)
    d.polygon(
        [
            (x - s * 0.98, y + s * 0.1),
            (x - s * 0.6, y - s * 0.2),
            (x + s * 0.9, y - s * 0.2),
            (x + s * 0.98, y + s * 0.1),
        ],
        fill=roof,
        outline=INK,
        width=lw,
    )
    d.rectangle((x - s * 0.28, y - s * 0.45, x + s * 0.28, y + s * 0.9), fill=wall, outline=INK, width=lw)
    d.polygon(
        [(x - s * 0.4, y - s * 0.45), (x, y - s * 0.8), (x + s * 0.4, y - s * 0.45)],
        fill=roof,
        outline=INK,
        width=lw,
    )
    d.line([(x, y - s * 0.8), (x, y - s * 1.1)], fill=cross, width=lw + 1)
    d.line([(x - s * 0.14, y - s * 0.98), (x + s * 0.14, y - s * 0.98)], fill=cross, width=lw + 1)
    d.polygon(arch(x - s * 0.13, x + s * 0.13, y + s * 0.45, y + s * 0.9), fill=INK)


def _monastery(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    _monastery_shape(d, x, y, s, (240, 232, 212), (62, 96, 176), (236, 196, 60))


def _burned_monastery(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    _monastery_shape(d, x, y, s, (58, 52, 48), (22, 20, 18), (90, 84, 78))
    for ex, ey, r in ((-0.55, 0.5, 0.14), (0.5, 0.45, 0.12), (0.1, -0.2, 0.1)):
        d.ellipse(
            (x + s * (ex - r), y + s * (ey - r), x + s * (ex + r), y + s * (ey + r)), fill=(236, 112, 30)
        )
    d.ellipse((x + s * 0.45, y - s * 0.95, x + s * 0.85, y - s * 0.6), fill=(120, 116, 112))


def _keep(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    stone = (156, 156, 166)
    d.rectangle((x - s * 0.75, y - s * 0.45, x + s * 0.75, y + s * 0.9), fill=stone, outline=INK, width=lw)
    step = s * 1.5 / 5
    for i in (0, 2, 4):
        x0 = x - s * 0.75 + i * step
        d.rectangle((x0, y - s * 0.8, x0 + step, y - s * 0.45), fill=stone, outline=INK, width=lw)
    d.polygon(arch(x - s * 0.25, x + s * 0.25, y + s * 0.3, y + s * 0.9), fill=INK)
    d.rectangle((x - s * 0.5, y - s * 0.15, x - s * 0.35, y + s * 0.1), fill=INK)
    d.rectangle((x + s * 0.35, y - s * 0.15, x + s * 0.5, y + s * 0.1), fill=INK)


def _mage_tower(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    body = (122, 82, 176)
    d.rectangle((x - s * 0.27, y - s * 0.35, x + s * 0.27, y + s * 0.95), fill=body, outline=INK, width=lw)
    d.polygon(
        [(x - s * 0.42, y - s * 0.35), (x, y - s * 0.78), (x + s * 0.42, y - s * 0.35)],
        fill=(70, 40, 120),
        outline=INK,
        width=lw,
    )
    d.rectangle((x - s * 0.08, y - s * 0.05, x + s * 0.08, y + s * 0.25), fill=(250, 220, 90))
    d.polygon(
        star(x, y - s * 0.88, s * 0.32, s * 0.13), fill=(252, 216, 64), outline=INK, width=max(1, lw - 1)
    )


def _city(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    colour = MANA_COLOURS.get(str(hx.get("city_colour") or ""), (170, 170, 170))
    dark = shade(colour, 0.7)
    d.polygon(arch(x - s * 0.3, x + s * 0.3, y - s * 0.95, y), fill=dark, outline=INK, width=lw)
    d.rectangle((x - s * 0.95, y - s * 0.1, x + s * 0.95, y + s * 0.95), fill=colour, outline=INK, width=lw)
    for tx in (-0.95, 0.6):
        x0 = x + s * tx
        d.rectangle((x0, y - s * 0.5, x0 + s * 0.35, y + s * 0.95), fill=colour, outline=INK, width=lw)
        d.rectangle((x0, y - s * 0.62, x0 + s * 0.12, y - s * 0.5), fill=colour, outline=INK, width=1)
        d.rectangle(
            (x0 + s * 0.23, y - s * 0.62, x0 + s * 0.35, y - s * 0.5), fill=colour, outline=INK, width=1
        )
    d.polygon(arch(x - s * 0.22, x + s * 0.22, y + s * 0.35, y + s * 0.95), fill=INK)


def _dungeon(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        arch(x - s * 0.85, x + s * 0.85, y - s * 0.85, y + s * 0.9),
        fill=(118, 108, 98),
        outline=INK,
        width=lw,
    )
    d.polygon(arch(x - s * 0.5, x + s * 0.5, y - s * 0.5, y + s * 0.9), fill=(14, 12, 12))
    for i in range(3):
        yy = y + s * (0.45 + i * 0.17)
        d.line([(x - s * (0.4 - i * 0.08), yy), (x + s * (0.4 - i * 0.08), yy)], fill=(70, 64, 58), width=lw)


def _tomb(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.ellipse(
        (x - s * 0.95, y + s * 0.55, x + s * 0.95, y + s * 1.0), fill=(104, 84, 58), outline=INK, width=lw
    )
    d.polygon(
        arch(x - s * 0.5, x + s * 0.5, y - s * 0.95, y + s * 0.75),
        fill=(196, 196, 202),
        outline=INK,
        width=lw,
    )
    d.line([(x, y - s * 0.6), (x, y + s * 0.25)], fill=INK, width=lw + 1)
    d.line([(x - s * 0.25, y - s * 0.3), (x + s * 0.25, y - s * 0.3)], fill=INK, width=lw + 1)


def _monster_den(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.chord((x - s, y - s * 0.7, x + s, y + s * 1.9), 180, 360, fill=(126, 92, 60), outline=INK, width=lw)
    d.polygon(arch(x - s * 0.55, x + s * 0.55, y - s * 0.2, y + s * 0.6), fill=(16, 12, 10))
    for tx in (-0.35, 0.0, 0.35):
        d.polygon(
            [
                (x + s * (tx - 0.1), y - s * 0.02),
                (x + s * (tx + 0.1), y - s * 0.02),
                (x + s * tx, y + s * 0.2),
            ],
            fill=(240, 236, 220),
        )
    d.ellipse((x - s * 0.3, y + s * 0.3, x - s * 0.16, y + s * 0.42), fill=(250, 60, 40))
    d.ellipse((x + s * 0.16, y + s * 0.3, x + s * 0.3, y + s * 0.42), fill=(250, 60, 40))


def _spawning_grounds(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    twig = (116, 80, 46)
    d.ellipse((x - s, y - s * 0.05, x + s, y + s * 0.75), fill=(78, 54, 30), outline=INK, width=lw)
    for ex in (-0.45, 0.45, 0.0):
        ey = -0.35 if ex == 0.0 else -0.15
        d.ellipse(
            (x + s * (ex - 0.27), y + s * (ey - 0.4), x + s * (ex + 0.27), y + s * (ey + 0.4)),
            fill=(234, 226, 190),
            outline=INK,
            width=lw,
        )
        d.ellipse(
            (x + s * (ex - 0.08), y + s * (ey - 0.15), x + s * (ex + 0.04), y + s * (ey - 0.03)),
            fill=(120, 150, 60),
        )
    d.chord((x - s, y - s * 0.2, x + s, y + s * 0.95), 0, 180, fill=twig, outline=INK, width=lw)
    for i in range(5):
        tx = -0.7 + i * 0.35
        d.line([(x + s * tx, y + s * 0.45), (x + s * (tx + 0.25), y + s * 0.75)], fill=(70, 46, 24), width=lw)


def _ancient_ruins(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    stone = (218, 208, 182)
    d.rectangle((x - s * 0.95, y + s * 0.65, x + s * 0.95, y + s * 0.92), fill=stone, outline=INK, width=lw)
    for cx, top, broken in ((-0.58, -0.75, False), (0.0, -0.2, True), (0.58, 0.2, True)):
        x0, x1 = x + s * (cx - 0.16), x + s * (cx + 0.16)
        if broken:
            pts = [
                (x0, y + s * 0.65),
                (x0, y + s * top),
                (x0 + s * 0.1, y + s * (top - 0.12)),
                (x0 + s * 0.18, y + s * (top + 0.02)),
                (x1, y + s * (top - 0.1)),
                (x1, y + s * 0.65),
            ]
            d.polygon(pts, fill=stone, outline=INK, width=lw)
        else:
            d.rectangle((x0, y + s * top, x1, y + s * 0.65), fill=stone, outline=INK, width=lw)
            d.rectangle(
                (x0 - s * 0.08, y + s * (top - 0.14), x1 + s * 0.08, y + s * top),
                fill=stone,
                outline=INK,
                width=lw,
            )
    d.polygon(
        [(x + s * 0.25, y + s * 0.65), (x + s * 0.3, y + s * 0.5), (x + s * 0.42, y + s * 0.65)],
        fill=stone,
        outline=INK,
        width=1,
    )


def _maze(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.rectangle(
        (x - s * 0.95, y - s * 0.85, x + s * 0.95, y + s * 0.95), fill=(226, 212, 168), outline=INK, width=lw
    )
    pts: list[Pt] = [(-0.75, -0.65)]
    k = 0.75
    while k > 0.1:
        pts += [(k, -k + 0.1), (k, k), (-k, k), (-k, -k + 0.4)]
        k -= 0.25
        pts.append((-k - 0.0, -k + 0.4 - 0.15))
    d.line([(x + s * px, y + s * py) for px, py in pts], fill=(40, 104, 50), width=lw + 1)


def _labyrinth(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.ellipse((x - s, y - s * 0.95, x + s, y + s * 0.95), fill=(62, 56, 70), outline=INK, width=lw)
    for i, r in enumerate((0.78, 0.56, 0.34)):
        gap = 90 + i * 120
        d.arc(
            (x - s * r, y - s * r, x + s * r, y + s * r),
            gap + 25,
            gap + 335,
            fill=(222, 200, 140),
            width=lw + 1,
        )
    d.ellipse((x - s * 0.1, y - s * 0.1, x + s * 0.1, y + s * 0.1), fill=(236, 96, 60))


def _mine_colours(hx: Mapping[str, Any]) -> list[RGB]:
    names: Sequence[Any] = hx.get("mine_colours") or []
    cols = [MANA_COLOURS[str(n)] for n in names if str(n) in MANA_COLOURS]
    return cols or [MANA_COLOURS["white"]]


def _crystal_mine(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    _mine_entrance(d, x, y - s * 0.15, s * 0.85, lw)
    gem(d, x, y + s * 0.3, s * 0.45, _mine_colours(hx)[0], lw)


def _deep_mine(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    _mine_entrance(d, x, y - s * 0.25, s * 0.9, lw)
    cols = _mine_colours(hx)
    spots = ((-0.45, 0.5), (0.45, 0.5), (0.0, 0.35), (0.0, 0.7))
    for i, (gx, gy) in enumerate(spots[: max(3, len(cols))]):
        gem(d, x + s * gx, y + s * gy, s * 0.3, cols[i % len(cols)], max(1, lw - 1))


def _refugee_camp(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    for tx, w, col in ((-0.35, 0.65, (222, 202, 160)), (0.5, 0.45, (198, 172, 124))):
        cx = x + s * tx
        d.polygon(
            [(cx - s * w, y + s * 0.85), (cx, y - s * (w + 0.1)), (cx + s * w, y + s * 0.85)],
            fill=col,
            outline=INK,
            width=lw,
        )
        d.polygon(
            [(cx - s * w * 0.3, y + s * 0.85), (cx, y + s * 0.2), (cx + s * w * 0.3, y + s * 0.85)],
            fill=(70, 56, 40),
        )
    d.polygon(
        [(x + s * 0.05, y + s * 0.95), (x + s * 0.15, y + s * 0.6), (x + s * 0.25, y + s * 0.95)],
        fill=(244, 140, 30),
    )


def _magical_glade(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.ellipse((x - s, y - s * 0.9, x + s, y + s * 0.9), fill=(196, 236, 170), outline=INK, width=lw)
    petals = (
        (236, 88, 150),
        (250, 240, 120),
        (150, 120, 236),
        (250, 150, 60),
        (120, 200, 250),
        (250, 250, 250),
    )
    for i, col in enumerate(petals):
        a = i * math.pi / 3 - math.pi / 2
        fx, fy = x + s * 0.62 * math.cos(a), y + s * 0.58 * math.sin(a)
        d.ellipse(
            (fx - s * 0.17, fy - s * 0.17, fx + s * 0.17, fy + s * 0.17), fill=col, outline=INK, width=1
        )
        d.ellipse((fx - s * 0.06, fy - s * 0.06, fx + s * 0.06, fy + s * 0.06), fill=(250, 210, 40))
    d.polygon(star(x, y, s * 0.38, s * 0.1, 4), fill=(255, 255, 240), outline=(60, 140, 200), width=1)


def _volkare_camp(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    lw = line_width(s)
    d.polygon(
        [(x - s * 0.95, y + s * 0.9), (x - s * 0.35, y - s * 0.2), (x + s * 0.25, y + s * 0.9)],
        fill=(70, 62, 60),
        outline=INK,
        width=lw,
    )
    d.line([(x + s * 0.45, y + s * 0.95), (x + s * 0.45, y - s * 0.95)], fill=(96, 64, 34), width=lw + 1)
    flag = [
        (x + s * 0.45, y - s * 0.95),
        (x + s * 1.0, y - s * 0.85),
        (x + s * 0.78, y - s * 0.62),
        (x + s * 1.0, y - s * 0.38),
        (x + s * 0.45, y - s * 0.45),
    ]
    d.polygon(flag, fill=(150, 20, 30), outline=INK, width=lw)
    d.ellipse((x + s * 0.55, y - s * 0.8, x + s * 0.72, y - s * 0.6), fill=(236, 200, 60))


def _unknown(d: Draw, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    d.polygon(
        [(x, y - s), (x + s * 0.7, y), (x, y + s), (x - s * 0.7, y)],
        fill=(250, 250, 250),
        outline=INK,
        width=line_width(s),
    )


SiteDrawer = Callable[[Draw, float, float, float, Mapping[str, Any]], None]

SITE_DRAWERS: dict[str, SiteDrawer] = {
    "portal": _portal,
    "village": _village,
    "monastery": _monastery,
    "burned_monastery": _burned_monastery,
    "keep": _keep,
    "mage_tower": _mage_tower,
    "city": _city,
    "dungeon": _dungeon,
    "tomb": _tomb,
    "monster_den": _monster_den,
    "spawning_grounds": _spawning_grounds,
    "ancient_ruins": _ancient_ruins,
    "maze": _maze,
    "labyrinth": _labyrinth,
    "deep_mine": _deep_mine,
    "refugee_camp": _refugee_camp,
    "crystal_mine": _crystal_mine,
    "magical_glade": _magical_glade,
    "volkare_camp": _volkare_camp,
}


def draw_site(d: Draw, site: str, x: float, y: float, s: float, hx: Mapping[str, Any]) -> None:
    """Draw the icon of ``site`` (an unknown id gets a plain diamond)."""
    SITE_DRAWERS.get(site, _unknown)(d, x, y, s, hx)
