"""Fonts, colour helpers and the movable pieces: enemy tokens, hero pawns, owner shields."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from PIL import Image, ImageColor, ImageDraw, ImageFont

from bot.render.draw import INK, RGB, shade

Draw = ImageDraw.ImageDraw
Font = ImageFont.FreeTypeFont

WHITE: RGB = (250, 250, 246)
GREY: RGB = (128, 128, 128)
#: The black cube that marks a field as visited.
VISITED_CUBE: RGB = (34, 32, 34)


log = logging.getLogger(__name__)

#: The fonts shipped with the package (DejaVu Sans, open licence: ``fonts/LICENSE-DejaVu.txt``). Pillow's
#: own default font has no Czech or Polish letters (``ř``, ``ł`` would show as boxes).
FONTS = Path(__file__).resolve().parent / "fonts"
FONT_FILES = {False: FONTS / "DejaVuSans.ttf", True: FONTS / "DejaVuSans-Bold.ttf"}


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False) -> Font:
    """The shipped font (DejaVu Sans, or its bold) at ``size`` pixels; Pillow's own scalable font when
    the file is missing (a broken install: pictures still draw, without Czech and Polish letters)."""
    size = max(6, int(size))
    path = _font_file(bold)
    if path is not None:
        try:
            return ImageFont.truetype(path, size)
        except OSError:
            log.warning("font %s unreadable; drawing with Pillow's default font", path)
    return cast(Font, ImageFont.load_default(size=size))


@lru_cache(maxsize=2)
def _font_file(bold: bool) -> str | None:
    """The shipped font file, or None (said once in the log) when the package lacks it."""
    path = FONT_FILES[bold]
    if path.is_file():
        return str(path)
    log.warning("font %s missing; drawing with Pillow's default font (no Czech/Polish letters)", path)
    return None


@lru_cache(maxsize=4096)
def fit_font(text: str, size: int, max_width: float, bold: bool = False) -> Font:
    """The largest font not bigger than ``size`` whose rendering of ``text`` fits ``max_width``."""
    while size > 6 and font(size, bold).getlength(text) > max_width:
        size -= 1
    return font(size, bold)


@lru_cache(maxsize=2048)
def _glyph(ch: str, size: int) -> tuple[Image.Image, int, int, float]:
    """A rendered glyph mask with its offset from the pen position and its advance."""
    f = font(size)
    left, top, right, bottom = (int(v) for v in f.getbbox(ch))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), ch, font=f, fill=255)
    return mask, left, top, f.getlength(ch)


def fast_text(
    img: Image.Image, centre: tuple[float, float], text: str, size: int, fill: RGB, bold: bool = False
) -> None:
    """Draw short ``text`` centred on ``centre`` from cached glyphs (no kerning; for labels like ``3,-1``)."""
    glyphs = [_glyph(ch, size) for ch in text]
    ascent, descent = font(size).getmetrics()
    x = centre[0] - sum(g[3] for g in glyphs) / 2 - (0.5 if bold else 0.0)
    y = centre[1] - (ascent + descent) / 2
    for mask, left, top, advance in glyphs:
        for dx in (0, 1) if bold else (0,):
            img.paste(fill, (round(x + left) + dx, round(y + top)), mask)
        x += advance


def text_width(text: str, size: int) -> float:
    return sum(_glyph(ch, size)[3] for ch in text)


def to_rgb(value: Any, fallback: RGB = GREY) -> RGB:
    """Parse ``"#rrggbb"``/colour names; anything else gives ``fallback``."""
    if isinstance(value, str):
        try:
            c = ImageColor.getrgb(value)
        except ValueError:
            return fallback
        return (c[0], c[1], c[2])
    return fallback


def text_on(c: RGB) -> RGB:
    """Black or white, whichever reads better on ``c``."""
    return INK if 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2] > 150 else WHITE


def short_name(name: str, limit: int = 6) -> str:
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "."


def token_label(token: Mapping[str, Any]) -> list[str]:
    """Text shown on an enemy token. A face-down token shows only ``?``: never its name or stats."""
    if not token.get("face_up"):
        return ["?"]
    lines = [short_name(str(token.get("name") or "?"))]
    armor, attack = token.get("armor"), token.get("attack")
    if armor is not None or attack is not None:
        lines.append(f"{'' if armor is None else armor}/{'' if attack is None else attack}")
    return lines


def token_key(token: Mapping[str, Any]) -> tuple[Any, ...]:
    """Hashable identity of what a token shows (hidden fields are dropped)."""
    return (str(token.get("colour") or ""), *token_label(token))


def draw_token(d: Draw, x: float, y: float, r: float, c: RGB, label: tuple[str, ...]) -> None:
    """A token: a disc in its back colour ``c`` with ``label`` lines on it."""
    lw = max(1, round(r * 0.12))
    d.ellipse((x - r, y - r, x + r, y + r), fill=c, outline=INK, width=lw)
    d.ellipse(
        (x - r * 0.82, y - r * 0.82, x + r * 0.82, y + r * 0.82), outline=text_on(c), width=max(1, lw // 2)
    )
    tc = text_on(c)
    if len(label) == 1:
        d.text((x, y), label[0], font=fit_font(label[0], int(r * 1.3), r * 1.5), fill=tc, anchor="mm")
        return
    d.text((x, y - r * 0.3), label[0], font=fit_font(label[0], int(r * 0.7), r * 1.6), fill=tc, anchor="mm")
    d.text((x, y + r * 0.38), label[1], font=fit_font(label[1], int(r * 0.8), r * 1.3), fill=tc, anchor="mm")


def draw_pawn(d: Draw, x: float, y: float, h: float, colour: RGB, letter: str) -> None:
    """A hero figure of height ``h`` centred on ``(x, y)`` with ``letter`` on its body."""
    lw = max(1, round(h * 0.05))
    d.ellipse(
        (x - h * 0.42, y + h * 0.36, x + h * 0.42, y + h * 0.52),
        fill=shade(colour, 0.6),
        outline=INK,
        width=lw,
    )
    body = [
        (x - h * 0.38, y + h * 0.44),
        (x - h * 0.2, y - h * 0.12),
        (x + h * 0.2, y - h * 0.12),
        (x + h * 0.38, y + h * 0.44),
    ]
    d.polygon(body, fill=colour, outline=INK, width=lw)
    d.ellipse((x - h * 0.2, y - h * 0.5, x + h * 0.2, y - h * 0.1), fill=colour, outline=INK, width=lw)
    d.text((x, y + h * 0.2), letter, font=font(int(h * 0.42)), fill=text_on(colour), anchor="mm")


def draw_shield(d: Draw, x: float, y: float, s: float, colour: RGB) -> None:
    """A small heraldic shield (site owner marker) of half width ``s``."""
    pts = [(x - s, y - s), (x + s, y - s), (x + s, y + s * 0.2), (x, y + s * 1.2), (x - s, y + s * 0.2)]
    d.polygon(pts, fill=colour, outline=WHITE, width=max(1, round(s * 0.25)))
    d.polygon(pts, outline=INK, width=max(1, round(s * 0.1)))


def draw_cube(d: Draw, x: float, y: float, s: float, colour: RGB) -> None:
    """A small cube seen from above at an angle (a marker cube), of half width ``s``."""
    lw = max(1, round(s * 0.14))
    top = [(x - s, y - s * 0.45), (x, y - s), (x + s, y - s * 0.45), (x, y + s * 0.1)]
    left = [(x - s, y - s * 0.45), (x, y + s * 0.1), (x, y + s), (x - s, y + s * 0.45)]
    right = [(x + s, y - s * 0.45), (x, y + s * 0.1), (x, y + s), (x + s, y + s * 0.45)]
    edge = WHITE if sum(colour) < 200 else INK
    d.polygon(left, fill=shade(colour, 0.8), outline=edge, width=lw)
    d.polygon(right, fill=shade(colour, 0.6), outline=edge, width=lw)
    d.polygon(top, fill=shade(colour, 1.6) if sum(colour) < 200 else colour, outline=edge, width=lw)
