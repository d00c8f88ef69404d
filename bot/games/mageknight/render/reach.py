"""The private map's overlay of a move (issue 13): on every space a move reaches now, its Move cost in a
badge at the space's foot. Drawn over the shared hex map's picture, at the positions its layout gave."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from bot.engine.hexes import to_pixel
from bot.render import hexmap
from bot.render.pieces import fit_font
from bot.render.style import MapStyle

BADGE = (250, 236, 160)
INK = (40, 30, 10)


def draw_reach(view: Mapping[str, Any], style: MapStyle, *, max_width: int = 1600) -> Image.Image:
    """The map of ``view`` with a cost badge on each space of ``view["reach"]``
    (``{"hex": [q, r], "cost": n}`` items, see ``preview.reach_marks``)."""
    drawn = hexmap.draw_map(view, style, max_width=max_width)
    layout = drawn.base[2]  # the Layout the map was drawn with
    img = drawn.image.copy()
    badge(img, layout, view.get("reach") or [])
    return img


def badge(img: Image.Image, layout: hexmap.Layout, reach: Sequence[Mapping[str, Any]]) -> None:
    d = ImageDraw.Draw(img)
    R = layout.R
    r = max(6.0, R * 0.2)
    for item in reach:
        q, rr = (int(v) for v in item["hex"])
        x, y = to_pixel((q, rr), R)
        cx, cy = x + layout.ox, y + layout.oy + R * 0.62
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=BADGE, outline=INK, width=max(1, round(R * 0.03)))
        text = str(int(item["cost"]))
        d.text((cx, cy), text, font=fit_font(text, round(r * 1.3), r * 1.7), fill=INK, anchor="mm")


def render(view: Mapping[str, Any], style: MapStyle, *, fmt: str = "PNG", max_width: int = 1600) -> bytes:
    """:func:`draw_reach` encoded like the shared map (scaled down to ``max_width``)."""
    img = draw_reach(view, style, max_width=max_width)
    if img.width > max_width:
        img = img.resize(
            (max_width, max(1, round(img.height * max_width / img.width))),
            Image.Resampling.LANCZOS,
            reducing_gap=2.0,
        )
    return hexmap.encode(img, fmt)
