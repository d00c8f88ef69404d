"""Subtle per-terrain textures (grass, hills, trees, cracks, dunes, reeds, waves, peaks)."""

from __future__ import annotations

from bot.games.mageknight.render.icons import TERRAIN_COLOURS, UNKNOWN_TERRAIN
from bot.render.draw import Draw, shade


def draw_terrain(d: Draw, terrain: str, x: float, y: float, R: float) -> None:
    """Subtle terrain texture for a hex centred at ``(x, y)`` with corner radius ``R``."""
    base = TERRAIN_COLOURS.get(terrain, UNKNOWN_TERRAIN)
    dark = shade(base, 0.78)
    light = shade(base, 1.18)
    w = max(1, round(R * 0.035))
    if terrain == "plains":
        for gx, gy in ((-0.55, 0.05), (0.55, 0.1), (-0.3, 0.45), (0.35, 0.5), (0.0, -0.35)):
            bx, by = x + R * gx, y + R * gy
            d.line(
                [(bx - R * 0.08, by - R * 0.1), (bx, by), (bx + R * 0.08, by - R * 0.1)], fill=dark, width=w
            )
    elif terrain == "hills":
        for hx_, hy, hr in ((-0.5, 0.25, 0.26), (0.5, 0.2, 0.3), (0.05, 0.55, 0.22)):
            d.chord(
                (x + R * (hx_ - hr), y + R * (hy - hr), x + R * (hx_ + hr), y + R * (hy + hr)),
                180,
                360,
                fill=dark,
            )
    elif terrain == "forest":
        for tx, ty, ts in (
            (-0.55, 0.15, 0.2),
            (0.55, 0.1, 0.22),
            (-0.3, 0.55, 0.16),
            (0.32, 0.55, 0.17),
            (0.0, -0.3, 0.14),
        ):
            bx, by, hs = x + R * tx, y + R * ty, R * ts
            d.line([(bx, by), (bx, by + hs * 0.5)], fill=(74, 50, 28), width=w + 1)
            d.polygon([(bx - hs * 0.7, by), (bx, by - hs * 1.4), (bx + hs * 0.7, by)], fill=(86, 156, 78))
    elif terrain == "wasteland":
        for cx, cy in ((-0.5, 0.1), (0.45, 0.3), (0.0, 0.55)):
            bx, by = x + R * cx, y + R * cy
            d.line(
                [
                    (bx - R * 0.18, by),
                    (bx - R * 0.05, by + R * 0.07),
                    (bx + R * 0.05, by - R * 0.05),
                    (bx + R * 0.18, by + R * 0.04),
                ],
                fill=dark,
                width=w,
            )
    elif terrain == "desert":
        for dx, dy in ((-0.45, 0.15), (0.45, 0.35), (0.0, 0.6), (-0.1, -0.35)):
            bx, by = x + R * dx, y + R * dy
            d.arc(
                (bx - R * 0.22, by - R * 0.08, bx + R * 0.22, by + R * 0.12),
                200,
                340,
                fill=shade(base, 0.85),
                width=w + 1,
            )
    elif terrain == "swamp":
        for px, py in ((-0.5, 0.35), (0.45, 0.4)):
            bx, by = x + R * px, y + R * py
            d.ellipse((bx - R * 0.2, by - R * 0.07, bx + R * 0.2, by + R * 0.07), fill=(82, 110, 96))
        for rx, ry in ((-0.6, 0.1), (0.55, 0.05), (0.1, 0.55), (-0.15, 0.6)):
            bx, by = x + R * rx, y + R * ry
            d.line([(bx, by), (bx, by - R * 0.2)], fill=dark, width=w)
            d.ellipse((bx - R * 0.03, by - R * 0.24, bx + R * 0.03, by - R * 0.14), fill=(90, 64, 36))
    elif terrain == "lake":
        for wx, wy in ((-0.45, 0.1), (0.45, 0.15), (0.0, 0.5), (-0.2, -0.3), (0.3, -0.3)):
            bx, by = x + R * wx, y + R * wy
            d.arc((bx - R * 0.12, by - R * 0.06, bx, by + R * 0.06), 180, 360, fill=light, width=w)
            d.arc((bx, by - R * 0.06, bx + R * 0.12, by + R * 0.06), 0, 180, fill=light, width=w)
    elif terrain == "mountain":
        peak = [
            (x - R * 0.78, y + R * 0.5),
            (x - R * 0.15, y - R * 0.5),
            (x + R * 0.08, y - R * 0.2),
            (x + R * 0.32, y - R * 0.38),
            (x + R * 0.8, y + R * 0.5),
        ]
        d.polygon(peak, fill=shade(base, 0.72), outline=shade(base, 0.5), width=w)
        d.polygon(
            [
                (x - R * 0.34, y - R * 0.2),
                (x - R * 0.15, y - R * 0.5),
                (x + R * 0.04, y - R * 0.25),
                (x - R * 0.1, y - R * 0.3),
            ],
            fill=(246, 246, 250),
        )
        d.polygon(
            [(x + R * 0.2, y - R * 0.22), (x + R * 0.32, y - R * 0.38), (x + R * 0.44, y - R * 0.2)],
            fill=(246, 246, 250),
        )
