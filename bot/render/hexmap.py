"""Render a public map view (a plain dict, see ``render_map``) to an image.

The static part of each tile (terrain, site icons, coordinates) and the pieces on each hex are drawn
supersampled, reduced and cached by content; a render composites the cached layers on a sea background.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from bot.engine.hexes import DIRECTIONS, Hex, Lattice, corners, format_hex, tile_centre, tile_of, to_pixel
from bot.render.draw import RGB, mix
from bot.render.legend import (
    HIGHLIGHT,
    RAMPAGE,
    LegendSpec,
    dashed_polyline,
    legend_height,
    legend_image,
    legend_width,
)
from bot.render.pieces import (
    GREY,
    VISITED_CUBE,
    WHITE,
    draw_cube,
    draw_pawn,
    draw_shield,
    draw_token,
    fast_text,
    fit_font,
    text_width,
    to_rgb,
    token_label,
)
from bot.render.style import MapStyle

SS = 2
#: Allowed hex radii: a few steps only, so the tile cache survives most map growth.
R_STEPS = (64, 58, 52, 46, 40, 35, 30)
PAD_UNITS = 0.35
TITLE_UNITS = 0.75
MARGIN_UNITS = 0.2
SQ3 = math.sqrt(3)
SEA: dict[bool, RGB] = {False: (34, 76, 122), True: (16, 30, 58)}
NIGHT_MULT: RGB = (168, 178, 220)
COORD_BG: RGB = (26, 24, 22)
FORMATS = ("PNG", "JPEG", "WEBP")

#: (q, r, terrain, site, mine colours, city colour, tile id, extra site details as sorted pairs)
HexKey = tuple[int, int, str, str, tuple[str, ...], str, str, tuple[tuple[str, str | int], ...]]
TokenKey = tuple[RGB, tuple[str, ...]]  # the back colour and the label lines
HeroKey = tuple[str, RGB]
#: A cached layer: (RGB image, paste mask, world x, world y of its top-left corner).
Layer = tuple[Image.Image, Image.Image, int, int]


@dataclass(frozen=True)
class Layout:
    R: int
    ox: int
    oy: int
    map_w: int
    map_h: int
    title_h: int


def plan_layout(hexes: Iterable[Hex], max_width: int) -> Layout:
    """Pick the largest radius in ``R_STEPS`` so that map plus legend fit ``max_width``."""
    pts = [to_pixel(h, 1.0) for h in hexes] or [(0.0, 0.0)]
    minx, maxx = min(p[0] for p in pts), max(p[0] for p in pts)
    miny, maxy = min(p[1] for p in pts), max(p[1] for p in pts)
    span_units = maxx - minx + SQ3 + 2 * PAD_UNITS
    fit = max_width / (span_units + legend_width(100) / 100 + MARGIN_UNITS)
    R = next((r for r in R_STEPS if r <= fit), R_STEPS[-1])
    title_h = round(TITLE_UNITS * R)
    return Layout(
        R=R,
        ox=round((-minx + SQ3 / 2 + PAD_UNITS) * R),
        oy=title_h + round((-miny + 1 + PAD_UNITS) * R),
        map_w=math.ceil(span_units * R),
        map_h=title_h + math.ceil((maxy - miny + 2 + 2 * PAD_UNITS) * R),
        title_h=title_h,
    )


def _hex_key(hx: Mapping[str, Any]) -> HexKey:
    return (
        int(hx["q"]),
        int(hx["r"]),
        str(hx.get("terrain") or ""),
        str(hx.get("site") or ""),
        tuple(str(c) for c in hx.get("mine_colours") or ()),
        str(hx.get("city_colour") or ""),
        str(hx.get("tile") or ""),
        tuple(
            sorted(
                (str(k), v if isinstance(v, int) else str(v)) for k, v in (hx.get("site_info") or {}).items()
            )
        ),
    )


def _box(centres: Sequence[tuple[float, float]], R: int) -> tuple[int, int, int, int]:
    x0 = math.floor(min(c[0] for c in centres) - R * 0.9 - 2)
    y0 = math.floor(min(c[1] for c in centres) - R - 2)
    x1 = math.ceil(max(c[0] for c in centres) + R * 0.9 + 2)
    y1 = math.ceil(max(c[1] for c in centres) + R + 2)
    return x0, y0, x1, y1


def _reduce(img: Image.Image) -> tuple[Image.Image, Image.Image]:
    """Downsample a supersampled RGBA drawing into (RGB, mask) ready for ``paste``."""
    return img.convert("RGB").reduce(SS), img.getchannel("A").reduce(SS)


@lru_cache(maxsize=512)
def tile_layer(addr: Lattice, keys: tuple[HexKey, ...], R: int, night: bool, style: MapStyle) -> Layer:
    """The static layer of one tile (terrain, sites, coordinates, tile id). Cached."""
    world = [to_pixel((k[0], k[1]), R) for k in keys]
    x0, y0, x1, y1 = _box(world, R)
    img = Image.new("RGBA", ((x1 - x0) * SS, (y1 - y0) * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    u = R * SS
    local = [((wx - x0) * SS, (wy - y0) * SS) for wx, wy in world]
    present = {(k[0], k[1]) for k in keys}
    for k, c in zip(keys, local, strict=True):
        colour = style.terrain_colours.get(k[2], style.unknown_terrain)
        d.polygon(corners(c, u), fill=colour)
        style.draw_terrain(d, k[2], c[0], c[1], u)
        d.polygon(corners(c, u), outline=(52, 48, 44), width=max(1, round(u * 0.02)))
    for k, c in zip(keys, local, strict=True):
        pts = corners(c, u)
        for i in range(6):
            dq, dr = DIRECTIONS[(i + 1) % 6]
            if (k[0] + dq, k[1] + dr) not in present:
                d.line([pts[i], pts[(i + 1) % 6]], fill=(22, 20, 18), width=max(2, round(u * 0.05)))
    for k, c in zip(keys, local, strict=True):
        if k[3]:
            info = {"mine_colours": k[4], "city_colour": k[5], **dict(k[7])}
            style.draw_site(d, k[3], c[0], c[1] - u * 0.06, u * 0.36, info)
    rgb, mask = _reduce(img)
    if night:
        rgb = ImageChops.multiply(rgb, Image.new("RGB", rgb.size, NIGHT_MULT))
    d = ImageDraw.Draw(rgb)
    centre = tile_centre(addr)
    for k, (wx, wy) in zip(keys, world, strict=True):
        c = (wx - x0, wy - y0)
        text = format_hex((k[0], k[1]))
        size = round(R * 0.3)
        while size > 8 and text_width(text, size) > R * 1.0:
            size -= 1
        tw, ty = text_width(text, size) / 2 + R * 0.07, c[1] - R * 0.62
        d.rounded_rectangle(
            (c[0] - tw, ty - R * 0.17, c[0] + tw, ty + R * 0.17), radius=R * 0.1, fill=COORD_BG
        )
        fast_text(rgb, (c[0], ty), text, size, WHITE, bold=True)
        if (k[0], k[1]) == centre and k[6]:
            f = fit_font(k[6], round(R * 0.17), R * 0.6)
            tw = f.getlength(k[6]) / 2 + R * 0.06
            yy = c[1] + R * 0.84
            d.rounded_rectangle(
                (c[0] - tw, yy - R * 0.1, c[0] + tw, yy + R * 0.1), radius=R * 0.06, fill=(40, 36, 32)
            )
            d.text((c[0], yy), k[6], font=f, fill=(236, 226, 200), anchor="mm")
    return rgb, mask, x0, y0


def _token_spots(n: int) -> list[tuple[float, float, float]]:
    """Token centres and radius (in hex radii) for ``n`` tokens, in the lower half of the hex."""
    if n == 1:
        return [(0.0, 0.48, 0.3)]
    if n == 2:
        return [(-0.3, 0.46, 0.28), (0.3, 0.46, 0.28)]
    if n == 3:
        return [(-0.5, 0.38, 0.25), (0.0, 0.54, 0.25), (0.5, 0.38, 0.25)]
    top = (n + 1) // 2
    spots = []
    for count, y in ((top, 0.3), (n - top, 0.64)):
        span = 0.38 * (count - 1)
        spots += [(-span / 2 + 0.38 * i, y, 0.19) for i in range(count)]
    return spots


def _hero_spots(n: int) -> list[tuple[float, float, float]]:
    """Pawn centres and height (in hex radii) for ``n`` heroes, left and right of the site icon."""
    if n <= 2:
        return [(-0.58, -0.02, 0.52), (0.58, -0.02, 0.52)][:n]
    spots = [(-0.6, -0.2, 0.38), (0.6, -0.2, 0.38), (-0.6, 0.17, 0.38), (0.6, 0.17, 0.38)]
    return (spots * ((n + 3) // 4))[:n]


@lru_cache(maxsize=2048)
def piece_layer(
    h: Hex,
    R: int,
    tokens: tuple[TokenKey, ...],
    heroes: tuple[HeroKey, ...],
    owners: tuple[RGB, ...],
    rampaging: bool,
    highlight: bool,
    visited: bool = False,
) -> Layer:
    """Marks, tokens, pawns, owners' shields and the visited cube on one hex. Cached."""
    wx, wy = to_pixel(h, R)
    x0, y0, x1, y1 = _box([(wx, wy)], R)
    img = Image.new("RGBA", ((x1 - x0) * SS, (y1 - y0) * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    u = R * SS
    cx, cy = (wx - x0) * SS, (wy - y0) * SS
    if highlight:
        d.polygon(corners((cx, cy), u * 0.94), outline=HIGHLIGHT, width=round(u * 0.08))
    if rampaging:
        d.polygon(corners((cx, cy), u * 0.86), outline=RAMPAGE, width=round(u * 0.06))
    for i, owner in enumerate(owners):
        draw_shield(d, cx + u * (0.5 - 0.26 * i), cy - u * 0.36, u * 0.11, owner)
    if visited:
        draw_cube(d, cx - u * 0.5, cy - u * 0.32, u * 0.13, VISITED_CUBE)
    for (colour, label), (tx, ty, tr) in zip(tokens, _token_spots(len(tokens)), strict=True):
        draw_token(d, cx + u * tx, cy + u * ty, u * tr, colour, label)
    for (letter, figure), (px, py, ph) in zip(heroes, _hero_spots(len(heroes)), strict=True):
        draw_pawn(d, cx + u * px, cy + u * py, u * ph, figure, letter)
    return (*_reduce(img), x0, y0)


@lru_cache(maxsize=16)
def sea_layer(w: int, h: int, R: int, night: bool) -> Image.Image:
    """The sea background with a light wave pattern. Cached."""
    sea = SEA[night]
    img = Image.new("RGB", (w, h), sea)
    d = ImageDraw.Draw(img)
    wave = mix(sea, (255, 255, 255), 0.12)
    step = max(12, round(R * 1.1))
    for j, y in enumerate(range(step // 2, h, step)):
        for x in range((j % 2) * step // 2, w, step):
            d.arc(
                (x - R * 0.12, y - R * 0.05, x + R * 0.12, y + R * 0.12),
                200,
                340,
                fill=wave,
                width=max(1, R // 32),
            )
    return img


@lru_cache(maxsize=4096)
def _tile_of(h: Hex) -> Lattice:
    return tile_of(h)


@lru_cache(maxsize=8)
def base_layer(
    width: int,
    height: int,
    layout: Layout,
    night: bool,
    slots: tuple[tuple[Hex, str, bool], ...],
    tiles: tuple[tuple[Lattice, tuple[HexKey, ...]], ...],
    legend: tuple[LegendSpec, int, int],
    style: MapStyle,
) -> Image.Image:
    """The sea, the face-down slots, every tile's static layer and the legend (spec, x, y): what stays the
    same from move to move while the tiles and the kinds of things on them do. Cached; a render copies it
    and draws only the pieces and the title on top (neither overlaps the legend)."""
    R = layout.R
    canvas = sea_layer(width, height, R, night).copy()
    d = ImageDraw.Draw(canvas)

    slot_colour = mix(SEA[night], (225, 235, 250), 0.75)
    faint = mix(SEA[night], (225, 235, 250), 0.35)
    for c, label, explorable in slots:
        col = slot_colour if explorable else faint
        for seg in _slot_outline(c, layout):
            dashed_polyline(d, seg, col, max(2, R // 22), R * 0.09)
        x, y = to_pixel(c, R)
        d.text(
            (x + layout.ox, y + layout.oy),
            label,
            font=fit_font(label, round(R * 0.3), R * 1.2),
            fill=col,
            anchor="mm",
        )
        if explorable:
            d.text(
                (x + layout.ox, y + layout.oy + R * 0.36),
                "unexplored",
                font=fit_font("unexplored", round(R * 0.2), R * 1.4),
                fill=col,
                anchor="mm",
            )

    for addr, keys in tiles:
        rgb, mask, x0, y0 = tile_layer(addr, keys, R, night, style)
        canvas.paste(rgb, (x0 + layout.ox, y0 + layout.oy), mask)
    spec, lx, ly = legend
    canvas.paste(legend_image(spec, R, style), (lx, ly))
    return canvas


@lru_cache(maxsize=64)
def title_strip(title: str, width: int, title_h: int, R: int, night: bool) -> Image.Image:
    """The title bar across the top of the map (rows 0 to ``title_h``). Cached: the title repeats."""
    img = Image.new("RGB", (width, title_h + 1), (20, 22, 40) if night else (36, 30, 26))
    ImageDraw.Draw(img).text(
        (R * 0.3, title_h / 2),
        title,
        font=fit_font(title, round(R * 0.38), width - R * 0.6),
        fill=WHITE,
        anchor="lm",
    )
    return img


def clear_caches() -> None:
    """Forget every cached layer (tests use it to check that a cold render draws the same bytes)."""
    for fn in (tile_layer, piece_layer, sea_layer, base_layer, base_palette, title_strip, legend_image):
        fn.cache_clear()


def _slot_outline(centre: Hex, layout: Layout) -> list[list[tuple[float, float]]]:
    """Boundary edges (pixel segments) of the 7-hex flower around ``centre``."""
    flower = {centre, *[(centre[0] + dq, centre[1] + dr) for dq, dr in DIRECTIONS]}
    segs = []
    for h in sorted(flower):
        x, y = to_pixel(h, layout.R)
        pts = corners((x + layout.ox, y + layout.oy), layout.R)
        for i in range(6):
            dq, dr = DIRECTIONS[(i + 1) % 6]
            if (h[0] + dq, h[1] + dr) not in flower:
                segs.append([pts[i], pts[(i + 1) % 6]])
    return segs


def _slots(view: Mapping[str, Any], revealed: set[Hex]) -> list[tuple[Hex, str, bool]]:
    out = []
    for slot in view.get("slots") or []:
        c = (int(slot["centre"][0]), int(slot["centre"][1]))
        if c not in revealed:
            out.append((c, str(slot.get("label") or format_hex(c)), bool(slot.get("explorable", True))))
    return out


def _legend_spec(
    view: Mapping[str, Any], hexes: Sequence[Mapping[str, Any]], slots: bool, style: MapStyle
) -> LegendSpec:
    terrains = {str(h.get("terrain") or "") for h in hexes}
    sites = {str(h.get("site") or "") for h in hexes}
    colours = {str(t.get("colour") or "") for h in hexes for t in h.get("enemies") or []}
    hero_info: Mapping[str, Mapping[str, Any]] = view.get("heroes") or {}
    marks = []
    if view.get("highlight"):
        marks.append("highlight")
    if any(h.get("rampaging") for h in hexes):
        marks.append("rampaging")
    if slots:
        marks.append("slot")
    if any(h.get("owner") or h.get("owners") for h in hexes):
        marks.append("owner")
    if any(h.get("visited") for h in hexes):
        marks.append("visited")
    names: Mapping[str, Mapping[str, str]] = view.get("names") or {}

    def named(kind: str, ids: Sequence[str]) -> tuple[tuple[str, str], ...]:
        shown = names.get(kind) or {}
        return tuple((i, str(shown.get(i) or i.replace("_", " ").capitalize())) for i in ids)

    return LegendSpec(
        terrains=named(
            "terrains",
            [t for t in style.terrain_colours if t in terrains]
            + sorted(terrains - set(style.terrain_colours) - {""}),
        ),
        sites=named(
            "sites",
            [s for s in style.site_order if s in sites] + sorted(sites - set(style.site_order) - {""}),
        ),
        enemies=tuple(c for c in style.token_colours if c in colours)
        + tuple(sorted(colours - set(style.token_colours) - {""})),
        heroes=tuple(
            (_letter(hid, info), to_rgb(info.get("colour")), str(info.get("label") or hid))
            for hid, info in hero_info.items()
        ),
        marks=tuple(marks),
    )


def _letter(hero_id: str, info: Mapping[str, Any]) -> str:
    """The letter on a hero's pawn: the view's ``letter`` for the hero, else its id's initial."""
    return str(info.get("letter") or (hero_id[:1] or "?").upper())


def _owner_rgb(owner: str, owner_info: Mapping[str, Any], hero_info: Mapping[str, Mapping[str, Any]]) -> RGB:
    """An owner's colour: the view's ``owners`` colour for it, else the hero's colour, else grey."""
    if owner in owner_info:
        return to_rgb(owner_info[owner], GREY)
    return to_rgb((hero_info.get(owner) or {}).get("colour"), GREY)


@dataclass(frozen=True)
class Drawn:
    """A drawn map: the picture, the arguments of its cached :func:`base_layer` and the boxes drawn over
    that layer (pieces, title); everything outside them is the base layer's pixels."""

    image: Image.Image
    base: tuple[Any, ...]
    dirty: tuple[tuple[int, int, int, int], ...]


def render_map_image(view: Mapping[str, Any], style: MapStyle, *, max_width: int = 1600) -> Image.Image:
    """Draw ``view`` (see module docs of ``bot.render``) in a game's ``style`` as an RGB image."""
    return draw_map(view, style, max_width=max_width).image


def draw_map(view: Mapping[str, Any], style: MapStyle, *, max_width: int = 1600) -> Drawn:
    """:func:`render_map_image` with what the encoder needs to reuse the cached base layer."""
    night = bool(view.get("night"))
    hexes = sorted(view.get("hexes") or [], key=lambda h: (int(h["r"]), int(h["q"])))
    revealed = {(int(h["q"]), int(h["r"])) for h in hexes}
    slots = _slots(view, revealed)
    slot_hexes: list[Hex] = []
    for c, _, _ in slots:
        slot_hexes += [c, *[(c[0] + dq, c[1] + dr) for dq, dr in DIRECTIONS]]
    layout = plan_layout([*revealed, *slot_hexes], max_width)
    R = layout.R
    spec = _legend_spec(view, hexes, bool(slots), style)
    lw, lh = legend_width(R), legend_height(spec, R)
    margin = round(R * MARGIN_UNITS)
    width = layout.map_w + lw + margin
    height = max(layout.map_h, layout.title_h + lh + 2 * margin)
    groups: dict[Lattice, list[HexKey]] = {}
    for h in hexes:
        k = _hex_key(h)
        groups.setdefault(_tile_of((k[0], k[1])), []).append(k)
    tiles = tuple((addr, tuple(groups[addr])) for addr in sorted(groups))
    base = (
        width,
        height,
        layout,
        night,
        tuple(slots),
        tiles,
        (spec, layout.map_w, layout.title_h + margin),
        style,
    )
    canvas = base_layer(*base).copy()
    dirty = [(0, 0, width, layout.title_h + 1)]

    hero_info: Mapping[str, Mapping[str, Any]] = view.get("heroes") or {}
    owner_info: Mapping[str, Any] = view.get("owners") or {}
    highlight = {(int(p[0]), int(p[1])) for p in view.get("highlight") or []}
    by_hex = {(int(h["q"]), int(h["r"])): h for h in hexes}
    for pos in sorted(set(by_hex) | highlight, key=lambda p: (p[1], p[0])):
        hx: Mapping[str, Any] = by_hex.get(pos, {})
        tokens = tuple(
            (style.token_rgb(str(t.get("colour") or "")), tuple(token_label(t)))
            for t in hx.get("enemies") or []
        )
        heroes = tuple(
            (
                _letter(str(hid), hero_info.get(str(hid)) or {}),
                to_rgb((hero_info.get(str(hid)) or {}).get("colour")),
            )
            for hid in hx.get("heroes") or []
        )
        owner_ids = [hx["owner"]] if hx.get("owner") else list(hx.get("owners") or [])
        owners = tuple(_owner_rgb(str(o), owner_info, hero_info) for o in owner_ids)
        ramp, visited = bool(hx.get("rampaging")), bool(hx.get("visited"))
        if not (tokens or heroes or owners or ramp or visited or pos in highlight):
            continue
        rgb, mask, x0, y0 = piece_layer(pos, R, tokens, heroes, owners, ramp, pos in highlight, visited)
        canvas.paste(rgb, (x0 + layout.ox, y0 + layout.oy), mask)
        dirty.append(
            (x0 + layout.ox, y0 + layout.oy, x0 + layout.ox + rgb.width, y0 + layout.oy + rgb.height)
        )

    canvas.paste(title_strip(str(view.get("title") or ""), width, layout.title_h, R, night), (0, 0))
    return Drawn(canvas, base, tuple(dirty))


#: Palette entries for the cached base layer; the rest are chosen per render for what is drawn over it.
BASE_COLOURS = 192


def _octree(img: Image.Image, colours: int) -> Image.Image:
    return img.quantize(colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def _probe(img: Image.Image, sample: int) -> Image.Image:
    """Every ``sample``-th pixel each way (nearest neighbour: only colours the picture has)."""
    return img.resize((max(1, img.width // sample), max(1, img.height // sample)), Image.Resampling.NEAREST)


def _palette_of(img: Image.Image, size: int) -> list[int]:
    """The palette of a P image as exactly ``size`` RGB triples (unused entries black)."""
    colours = (img.getpalette() or [])[: 3 * size]
    return colours + [0] * (3 * size - len(colours))


@lru_cache(maxsize=8)
def base_palette(base: tuple[Any, ...], sample: int) -> tuple[Image.Image, tuple[int, ...]]:
    """The :func:`base_layer` of ``base`` in :data:`BASE_COLOURS` colours chosen from every ``sample``-th
    pixel, and that palette. Cached: a warm render maps only what is drawn over the base layer."""
    img = base_layer(*base)
    palette = _octree(_probe(img, sample), BASE_COLOURS)
    return img.quantize(palette=palette, dither=Image.Dither.NONE), tuple(_palette_of(palette, BASE_COLOURS))


def _pack(sizes: Sequence[tuple[int, int]]) -> tuple[int, int, list[tuple[int, int]]]:
    """Shelf-pack boxes of ``sizes`` (tallest first) into one sheet: (width, height, top-left corners)."""
    width = max((w for w, _ in sizes), default=1)
    spots: list[tuple[int, int]] = [(0, 0)] * len(sizes)
    x = y = shelf = 0
    for i in sorted(range(len(sizes)), key=lambda i: -sizes[i][1]):
        w, h = sizes[i]
        if x + w > width:
            x, y, shelf = 0, y + shelf, 0
        spots[i] = (x, y)
        x, shelf = x + w, max(shelf, h)
    return width, max(1, y + shelf), spots


def encode_over_base(drawn: Drawn, *, palette_sample: int = 3) -> bytes:
    """PNG of a :func:`draw_map` picture without quantizing all of it: the base layer's pixels come in
    their cached palette form (:func:`base_palette`); the boxes drawn over it (pieces, title) are packed
    into one sheet and mapped to that palette plus ``256 - BASE_COLOURS`` colours chosen from every
    ``palette_sample``-th pixel of the sheet. A pure function of the picture's inputs, so the same view
    gives the same bytes, cold or warm."""
    base_p, base_colours = base_palette(drawn.base, palette_sample)
    w, h = drawn.image.size
    boxes = [
        (max(0, x0), max(0, y0), min(w, x1), min(h, y1))
        for x0, y0, x1, y1 in drawn.dirty
        if min(w, x1) > max(0, x0) and min(h, y1) > max(0, y0)
    ]
    sizes = [(x1 - x0, y1 - y0) for x0, y0, x1, y1 in boxes]
    sheet_w, sheet_h, spots = _pack(sizes)
    fill = drawn.image.getpixel(boxes[0][:2]) if boxes else (0, 0, 0)  # a colour the boxes have
    sheet = Image.new("RGB", (sheet_w, sheet_h), fill)
    for box, spot in zip(boxes, spots, strict=True):
        sheet.paste(drawn.image.crop(box), spot)
    extra = _octree(_probe(sheet, palette_sample), 256 - BASE_COLOURS)
    palette = Image.new("P", (1, 1))
    palette.putpalette([*base_colours, *_palette_of(extra, 256 - BASE_COLOURS)])
    mapped = sheet.quantize(palette=palette, dither=Image.Dither.NONE)
    out = base_p.copy()
    for (x0, y0, _, _), (sx, sy), (bw, bh) in zip(boxes, spots, sizes, strict=True):
        out.paste(mapped.crop((sx, sy, sx + bw, sy + bh)), (x0, y0))
    out.putpalette(palette.getpalette() or [])
    buf = io.BytesIO()
    out.save(buf, "PNG", optimize=False, compress_level=1)
    return buf.getvalue()


def encode(img: Image.Image, fmt: str) -> bytes:
    """Encode for Discord: PNG (256-colour palette, fast zlib), JPEG q85 or WebP q80."""
    f = fmt.upper()
    buf = io.BytesIO()
    if f == "PNG":
        _octree(img, 256).save(buf, "PNG", optimize=False, compress_level=1)
    elif f in ("JPEG", "JPG"):
        img.save(buf, "JPEG", quality=85, optimize=False)
    elif f == "WEBP":
        img.save(buf, "WEBP", quality=80, method=1)
    else:
        raise ValueError(f"unsupported image format {fmt!r}; use one of {', '.join(FORMATS)}")
    return buf.getvalue()


def render_map(
    view: Mapping[str, Any],
    style: MapStyle,
    *,
    fmt: str = "PNG",
    max_width: int = 1600,
    palette_sample: int = 0,
) -> bytes:
    """Render ``view`` in ``style`` and encode it (see :func:`encode`); at most ``max_width`` pixels wide.
    With ``palette_sample`` a PNG that needs no downscaling is encoded by :func:`encode_over_base`
    (several times faster on a big map; the 256 colours differ slightly from :func:`encode`'s)."""
    if fmt.upper() not in (*FORMATS, "JPG"):
        raise ValueError(f"unsupported image format {fmt!r}; use one of {', '.join(FORMATS)}")
    drawn = draw_map(view, style, max_width=max_width)
    img = drawn.image
    if palette_sample and fmt.upper() == "PNG" and img.width <= max_width:
        return encode_over_base(drawn, palette_sample=palette_sample)
    if img.width > max_width:
        img = img.resize(
            (max_width, max(1, round(img.height * max_width / img.width))),
            Image.Resampling.LANCZOS,
            reducing_gap=2.0,
        )
    return encode(img, fmt)
