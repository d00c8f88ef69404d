"""Drawing pieces every game's pictures share: colours and shapes drawn with Pillow primitives."""

from __future__ import annotations

import math

from PIL import ImageDraw

RGB = tuple[int, int, int]
Pt = tuple[float, float]
Draw = ImageDraw.ImageDraw

INK: RGB = (30, 28, 26)


def shade(c: RGB, f: float) -> RGB:
    """Scale a colour: ``f < 1`` darkens, ``f > 1`` lightens (clamped)."""
    return (min(255, int(c[0] * f)), min(255, int(c[1] * f)), min(255, int(c[2] * f)))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


def star(x: float, y: float, r_out: float, r_in: float, points: int = 5) -> list[Pt]:
    pts: list[Pt] = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + i * math.pi / points
        pts.append((x + r * math.cos(a), y + r * math.sin(a)))
    return pts


def arch(x0: float, x1: float, top: float, bottom: float, steps: int = 10) -> list[Pt]:
    """Polygon of a round-topped arch spanning ``x0..x1`` from ``top`` down to ``bottom``."""
    rad = (x1 - x0) / 2
    cx, cy = x0 + rad, top + rad
    pts: list[Pt] = [(x0, bottom)]
    for i in range(steps + 1):
        a = math.pi + math.pi * i / steps
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pts.append((x1, bottom))
    return pts


def line_width(s: float) -> int:
    return max(1, round(s * 0.09))


def gem(d: Draw, x: float, y: float, w: float, colour: RGB, lw: int) -> None:
    """A faceted gem with half width ``w`` centred at ``(x, y)``."""
    h = w * 1.15
    pts = [(x - w, y - h * 0.3), (x - w * 0.5, y - h), (x + w * 0.5, y - h), (x + w, y - h * 0.3), (x, y + h)]
    d.polygon(pts, fill=colour, outline=INK, width=lw)
    d.line([(x - w * 0.5, y - h), (x - w * 0.25, y - h * 0.3), (x, y + h)], fill=shade(colour, 0.7), width=1)
    d.line([(x - w, y - h * 0.3), (x + w, y - h * 0.3)], fill=shade(colour, 0.7), width=1)
    d.polygon(
        [(x - w * 0.4, y - h * 0.9), (x - w * 0.1, y - h * 0.9), (x - w * 0.25, y - h * 0.45)],
        fill=mix(colour, (255, 255, 255), 0.6),
    )
