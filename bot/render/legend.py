"""The legend panel: terrains, site icons, enemy colours, heroes and map marks present on a map."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine.hexes import corners
from bot.render.draw import INK, RGB, shade
from bot.render.pieces import VISITED_CUBE, draw_cube, draw_pawn, draw_shield, draw_token, fit_font
from bot.render.style import MapStyle

SS = 2
PAPER: RGB = (247, 241, 226)
HIGHLIGHT: RGB = (255, 222, 52)
RAMPAGE: RGB = (222, 28, 28)
SLOT_LINE: RGB = (120, 140, 170)


@dataclass(frozen=True)
class LegendSpec:
    """What the legend lists; every field holds only what appears on the map."""

    terrains: tuple[tuple[str, str], ...]  # (id, name shown)
    sites: tuple[tuple[str, str], ...]
    enemies: tuple[str, ...]
    heroes: tuple[tuple[str, RGB, str], ...]
    marks: tuple[str, ...]


def legend_width(R: int) -> int:
    return round(R * 5.4)


def _rows(spec: LegendSpec) -> int:
    sections = [spec.terrains, spec.sites, spec.enemies, spec.heroes, spec.marks]
    return sum(len(s) for s in sections) + sum(1 for s in sections if s)


def legend_height(spec: LegendSpec, R: int) -> int:
    return round(R * (0.5 + 0.46 * _rows(spec)))


def dashed_polyline(
    d: ImageDraw.ImageDraw, pts: list[tuple[float, float]], fill: RGB, width: int, dash: float
) -> None:
    """Draw a dashed line through ``pts`` (dash and gap of length ``dash``)."""
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        n = max(1, int(length // (2 * dash)))
        for i in range(n):
            t0, t1 = (2 * i + 0.5) / (2 * n), (2 * i + 1.5) / (2 * n)
            d.line(
                [(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0), (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)],
                fill=fill,
                width=width,
            )


@lru_cache(maxsize=64)
def legend_image(spec: LegendSpec, R: int, style: MapStyle) -> Image.Image:
    """The legend panel (RGB) for ``spec`` at hex radius ``R``; cached, do not modify the result."""
    w, h = legend_width(R), legend_height(spec, R)
    u = R * SS
    img = Image.new("RGB", (w * SS, h * SS), PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, w * SS - 1, h * SS - 1), outline=(120, 100, 70), width=max(2, round(u * 0.04)))
    text_x = u * 0.7
    text_w = w * SS - text_x - u * 0.15
    y = u * 0.25
    row = u * 0.46
    icon_x = u * 0.35

    def header(title: str) -> None:
        nonlocal y
        d.text(
            (u * 0.15, y + row / 2),
            title,
            font=fit_font(title, round(u * 0.26), text_w),
            fill=(90, 50, 20),
            anchor="lm",
            stroke_width=1,
            stroke_fill=(90, 50, 20),
        )
        y += row

    def label(text: str) -> None:
        nonlocal y
        d.text(
            (text_x, y + row / 2), text, font=fit_font(text, round(u * 0.22), text_w), fill=INK, anchor="lm"
        )
        y += row

    if spec.terrains:
        header(style.legend["terrain"])
        for t, name in spec.terrains:
            pts = corners((icon_x, y + row / 2), u * 0.2)
            d.polygon(pts, fill=style.terrain_colours.get(t, style.unknown_terrain), outline=INK, width=SS)
            label(name)
    if spec.sites:
        header(style.legend["sites"])
        for s, name in spec.sites:
            style.draw_site(d, s, icon_x, y + row / 2, u * 0.19, {})
            label(name)
    if spec.enemies:
        header(style.legend["tokens"])
        for c in spec.enemies:
            draw_token(d, icon_x, y + row / 2, u * 0.17, style.token_rgb(c), ("",))
            label(f"{c}: {style.token_meanings.get(c, 'token')}")
    if spec.heroes:
        header(style.legend["figures"])
        for letter, colour, text in spec.heroes:
            draw_pawn(d, icon_x, y + row / 2, u * 0.42, colour, letter)
            label(text)
    if spec.marks:
        header(style.legend["marks"])
        for m in spec.marks:
            at = (icon_x, y + row / 2)
            if m == "highlight":
                d.polygon(
                    corners(at, u * 0.19), fill=shade(PAPER, 0.9), outline=HIGHLIGHT, width=round(u * 0.06)
                )
            elif m == "rampaging":
                d.polygon(corners(at, u * 0.19), outline=RAMPAGE, width=round(u * 0.05))
            elif m == "slot":
                pts = corners(at, u * 0.2)
                dashed_polyline(d, [*pts, pts[0]], SLOT_LINE, SS, u * 0.04)
            elif m == "visited":
                draw_cube(d, at[0], at[1], u * 0.13, VISITED_CUBE)
            else:
                draw_shield(d, at[0], at[1] - u * 0.03, u * 0.13, (150, 150, 150))
            label(style.marks.get(m, m))
    return img.reduce(SS)
