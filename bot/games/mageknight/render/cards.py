"""Mage Knight's card pictures: a player's hand, and the offers with the Source as one panel.

Every card is a frame drawn by our own code in the card's colour (red, blue, green, white Action cards;
Spells in their colour with a night-sky header; gold Artifacts; dark Wounds; silver and gold Units), with
its name, its kind, its effects in short words and its sideways value. Nothing here reads a game state or
a catalog: the caller hands over :class:`Face` records already put into words (in the reader's language,
see :mod:`bot.games.mageknight.cardview`), so the same faces always give the same picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from bot.render.draw import INK, RGB, gem, mix, shade, star
from bot.render.hexmap import encode
from bot.render.pieces import WHITE, fit_font, font, text_on

Box = tuple[int, int, int, int]

#: A card's size, the gap between cards, the picture's margin and title strip, in pixels.
CARD_W, CARD_H = 210, 300
GAP, MARGIN, TITLE_H, SECTION_H = 14, 16, 44, 30
#: Cards in one row, at most (a bigger hand wraps to a new row).
PER_ROW = 6

CARD_COLOURS: dict[str, RGB] = {
    "red": (176, 40, 34),
    "blue": (34, 90, 172),
    "green": (44, 124, 56),
    "white": (222, 220, 210),
}
MANA_COLOURS: dict[str, RGB] = {**CARD_COLOURS, "gold": (226, 184, 52), "black": (40, 36, 44)}
#: The frames of the kinds that have no colour of their own.
KIND_COLOURS: dict[str, RGB] = {
    "artifact": (198, 156, 48),
    "wound": (104, 26, 30),
    "regular": (150, 156, 168),
    "elite": (182, 132, 40),
    "hidden": (70, 66, 84),
}
PARCHMENT: RGB = (247, 241, 227)
BACKGROUND: RGB = (44, 40, 48)
SPELL_NIGHT: RGB = (46, 38, 86)
MUTED: RGB = (96, 88, 80)
#: Font sizes tried for a card's effects, largest first; below the last the text is cut with "…".
TEXT_SIZES = (13, 12, 11, 10, 9, 8)


@dataclass(frozen=True)
class Section:
    """One block of a card: a label (``Basic``, ``Powered``, ``1.`` for a unit's ability) and its text;
    ``gems`` are the mana colours drawn before the label (what powering it costs)."""

    label: str
    text: str
    gems: tuple[str, ...] = ()


@dataclass(frozen=True)
class Face:
    """What one card frame shows, in words. ``style`` picks the frame: ``action`` (Basic and Advanced
    Actions), ``spell``, ``artifact``, ``wound``, ``regular`` / ``elite`` (Units) or ``hidden`` (a
    face-down offer); ``colours`` are the card's colours (two for a dual-colour card)."""

    title: str
    style: str
    colours: tuple[str, ...] = ()
    subtitle: str = ""
    sections: tuple[Section, ...] = ()
    footer: str = ""  # the sideways value (a second line after "\n": what it gives), resistances
    badge: str = ""  # "×2" on a card held twice, a Unit's cost
    note: str = ""  # one centred line where a card has no sections (a Wound, a face-down card)


@dataclass(frozen=True)
class Die:
    """A Source die: its colour, the colour in words, and whether it is taken (then ``taken`` says so)."""

    colour: str
    label: str
    taken: str = ""


@dataclass(frozen=True)
class Row:
    """A titled row of cards in a panel (``Unit offer``)."""

    title: str
    faces: tuple[Face, ...] = ()


@dataclass(frozen=True)
class Panel:
    """The offers picture: a title, the Source's dice (under ``source_title``) and rows of cards."""

    title: str
    source_title: str
    dice: tuple[Die, ...] = ()
    rows: tuple[Row, ...] = field(default_factory=tuple)


# ====================================================================================== layout
def layout(n: int, top: int = TITLE_H + GAP, per_row: int = PER_ROW) -> list[Box]:
    """The boxes of ``n`` card frames, ``per_row`` to a row, the first row at ``top``."""
    boxes = []
    for i in range(n):
        row, col = divmod(i, per_row)
        x, y = MARGIN + col * (CARD_W + GAP), top + row * (CARD_H + GAP)
        boxes.append((x, y, x + CARD_W, y + CARD_H))
    return boxes


def rows_height(n: int, per_row: int = PER_ROW) -> int:
    rows = max(1, -(-n // per_row))
    return rows * CARD_H + (rows - 1) * GAP


def width_for(n: int, per_row: int = PER_ROW) -> int:
    cols = max(1, min(n, per_row))
    return 2 * MARGIN + cols * CARD_W + (cols - 1) * GAP


# ====================================================================================== text
@lru_cache(maxsize=8192)
def _word_length(word: str, size: int, bold: bool) -> float:
    return float(font(size, bold).getlength(word))


def wrap(text: str, size: int, width: float, bold: bool = False, first: float | None = None) -> list[str]:
    """``text`` broken into lines of at most ``width`` pixels at ``size`` (the first line ``first``
    pixels, when something stands before it); a word longer than a line is cut between letters."""
    space = _word_length(" ", size, bold)
    lines: list[str] = []
    current, used = "", 0.0

    def room() -> float:
        return first if first is not None and not lines else width

    for word in text.split():
        w = _word_length(word, size, bold)
        while w > room() and len(word) > 1:  # a very long word: cut it where the line ends
            if current:
                lines.append(current)
                current, used = "", 0.0
                continue
            cut = len(word) - 1
            while cut > 1 and _word_length(word[:cut], size, bold) > room():
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
            w = _word_length(word, size, bold)
        if current and used + space + w <= room():
            current, used = f"{current} {word}", used + space + w
        else:
            if current:
                lines.append(current)
            current, used = word, w
    if current:
        lines.append(current)
    return lines


def capital(text: str) -> str:
    """``text`` with a capital first letter (effect texts start in lower case)."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class _Block:
    """A section laid out at one size: its label's lines (bold) and its text's lines."""

    label: tuple[str, ...]
    text: tuple[str, ...]


def _gems_width(section: Section, size: int) -> float:
    return len(section.gems) * (2 * _gem_r(size) + 3)


def _gem_r(size: int) -> float:
    return _line_h(size) * 0.42


def _blocks(sections: Sequence[Section], size: int, width: float) -> list[_Block]:
    out = []
    for s in sections:
        gems = _gems_width(s, size)
        if s.label:
            label = tuple(wrap(s.label, size, width, True, first=width - gems))
            out.append(_Block(label, tuple(wrap(capital(s.text), size, width))))
        else:  # the gems stand before the text's first line
            out.append(_Block((), tuple(wrap(capital(s.text), size, width, first=width - gems))))
    return out


@lru_cache(maxsize=512)
def _fitted(sections: tuple[Section, ...], width: float, height: float) -> tuple[int, tuple[_Block, ...]]:
    """The largest text size at which every section fits ``height``, laid out; at the smallest size the
    longest texts are cut and end with "…"."""
    for size in TEXT_SIZES:
        blocks = _blocks(sections, size, width)
        if _height(size, blocks) <= height:
            return size, tuple(blocks)
    size = TEXT_SIZES[-1]
    blocks = _blocks(sections, size, width)
    while _height(size, blocks) > height:
        i = max(range(len(blocks)), key=lambda k: len(blocks[k].text))
        text = blocks[i].text
        if len(text) <= 1:
            break
        blocks[i] = _Block(blocks[i].label, (*text[:-2], text[-2].rstrip(" ,;.") + "…"))
    return size, tuple(blocks)


def _line_h(size: int) -> int:
    return round(size * 1.22)


def _height(size: int, blocks: Sequence[_Block]) -> float:
    lines = sum(len(b.label) + len(b.text) for b in blocks)
    labels = sum(2 for b in blocks if b.label)
    return lines * _line_h(size) + labels + SEPARATOR * max(0, len(blocks) - 1)


#: The room between two sections of a card (a thin line is drawn in it).
SEPARATOR = 7


# ====================================================================================== a card
def _frame_colours(face: Face) -> list[RGB]:
    if face.style in KIND_COLOURS:
        return [KIND_COLOURS[face.style]]
    found = [CARD_COLOURS[c] for c in face.colours if c in CARD_COLOURS]
    return found or [KIND_COLOURS["hidden"]]


def _split(img: Image.Image, box: Box, colour: RGB, radius: int, slant: float) -> None:
    """Paint the right part of the rounded ``box`` in a second colour, cut by a slanted line (``slant``:
    how far the cut leans, as a share of the width): a dual-colour card shows both colours."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0 + 1, y1 - y0 + 1
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=radius, fill=255)
    cut = Image.new("L", (w, h), 0)
    ImageDraw.Draw(cut).polygon([(w * (0.5 + slant), 0), (w, 0), (w, h), (w * (0.5 - slant), h)], fill=255)
    img.paste(colour, (x0, y0), ImageChops.multiply(mask, cut))


def _sideways_icon(d: ImageDraw.ImageDraw, x: float, y: float, colour: RGB) -> None:
    """A small card lying on its side (the sideways play)."""
    d.rounded_rectangle((x - 11, y - 7, x + 11, y + 7), radius=2, fill=WHITE, outline=colour, width=2)
    d.line([(x - 5, y), (x + 5, y)], fill=colour, width=2)


def draw_card(img: Image.Image, box: Box, face: Face) -> None:
    """One card frame of ``face`` with its top left corner at ``box``'s (CARD_W × CARD_H)."""
    img.paste(card_tile(face), (box[0], box[1]))


@lru_cache(maxsize=64)
def card_tile(face: Face) -> Image.Image:
    """The picture of one card on the panels' background (kept for the next picture: a hand changes by a
    card or two between two looks). Treat it as read-only."""
    img = Image.new("RGB", (CARD_W + 1, CARD_H + 1), BACKGROUND)
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = 0, 0, CARD_W, CARD_H
    colours = _frame_colours(face)
    main = colours[0]
    d.rounded_rectangle((x0, y0, x1, y1), radius=12, fill=main, outline=INK, width=2)
    if len(colours) > 1:
        _split(img, (x0 + 2, y0 + 2, x1 - 2, y1 - 2), colours[1], 11, 0.5)
    inner = (x0 + 7, y0 + 7, x1 - 7, y1 - 7)
    paper = {"wound": (222, 204, 198), "hidden": (96, 92, 112)}.get(face.style, mix(PARCHMENT, main, 0.10))
    d.rounded_rectangle(inner, radius=8, fill=paper, outline=shade(main, 0.7), width=1)

    # the header band with the name
    head = (inner[0], inner[1], inner[2], inner[1] + 34)
    head_fill = SPELL_NIGHT if face.style == "spell" else shade(main, 0.92)
    d.rounded_rectangle(head, radius=8, fill=head_fill)
    d.rectangle((head[0], head[3] - 8, head[2], head[3]), fill=head_fill)
    if len(colours) > 1 and face.style != "spell":
        _split(img, head, shade(colours[1], 0.92), 8, 0.08)
    if face.style == "spell":  # a night sky, the card's colour below it
        for sx, sy, r in (
            (head[0] + 12, head[1] + 10, 4.0),
            (head[2] - 14, head[3] - 10, 3.5),
            (head[0] + 24, head[3] - 8, 2.5),
        ):
            d.polygon(star(sx, sy, r, r * 0.45), fill=mix(main, WHITE, 0.5))
        d.line([(head[0], head[3]), (head[2], head[3])], fill=main, width=3)
    elif face.style == "artifact":
        gem(d, head[0] + 13, head[1] + 17, 6, (90, 200, 210), 1)
    badge_room = 30 if face.badge else 0
    icon_room = 16 if face.style in ("spell", "artifact") else 0
    name_w = head[2] - head[0] - 12 - 2 * max(badge_room, icon_room)
    name_colour = WHITE if face.style == "spell" else text_on(head_fill)
    name_font = fit_font(face.title, 17, name_w, True)
    d.text(
        ((head[0] + head[2]) / 2, (head[1] + head[3]) / 2),
        face.title,
        font=name_font,
        fill=name_colour,
        anchor="mm",
    )
    if face.badge:
        bx, by = x1 - 19, y0 + 19
        coin = (112, 70, 150) if face.style in ("regular", "elite") else INK
        d.ellipse((bx - 14, by - 14, bx + 14, by + 14), fill=coin, outline=WHITE, width=2)
        d.text((bx, by), face.badge, font=fit_font(face.badge, 14, 22, True), fill=WHITE, anchor="mm")

    # the kind line
    top = head[3] + 5
    if face.subtitle:
        sub_colour = (226, 222, 236) if face.style == "hidden" else MUTED
        d.text(
            ((inner[0] + inner[2]) / 2, top + 7),
            face.subtitle,
            font=fit_font(face.subtitle, 11, inner[2] - inner[0] - 12),
            fill=sub_colour,
            anchor="mm",
        )
        top += 18
    footer = face.footer.split("\n")[:2]
    foot_h = 16 + 13 * len(footer) if face.footer else 0
    bottom = inner[3] - (foot_h + 4 if face.footer else 6)
    if face.style == "wound":
        for i in range(3):  # scratches across the card
            sx = inner[0] + 30 + i * 40
            d.line([(sx, top + 20), (sx + 70, bottom - 30)], fill=(150, 40, 40), width=4)
    if face.note:
        width = inner[2] - inner[0] - 24
        f = fit_font(face.note, 14, width)
        mid = ((inner[0] + inner[2]) / 2, (top + bottom) / 2)
        if face.style == "wound":  # on a plaque over the scratches
            half = f.getlength(face.note) / 2 + 8
            d.rounded_rectangle(
                (mid[0] - half, mid[1] - 14, mid[0] + half, mid[1] + 14),
                radius=6,
                fill=PARCHMENT,
                outline=INK,
            )
        note_colour = (236, 232, 244) if face.style == "hidden" else INK
        d.text(mid, face.note, font=f, fill=note_colour, anchor="mm")
    if face.sections:
        _sections(d, face.sections, (inner[0] + 6, top + 2, inner[2] - 6, bottom), main)
    if face.footer:
        foot = (inner[0], inner[3] - foot_h, inner[2], inner[3])
        d.rounded_rectangle(foot, radius=6, fill=mix(paper, main, 0.25))
        d.rectangle((foot[0], foot[1], foot[2], foot[1] + 6), fill=mix(paper, main, 0.25))
        icon = face.style not in ("regular", "elite", "hidden", "wound")
        left = foot[0] + (34 if icon else 8)
        if icon:
            _sideways_icon(d, foot[0] + 18, (foot[1] + foot[3]) / 2, shade(main, 0.7))
        y = (foot[1] + foot[3]) / 2 - 6.5 * (len(footer) - 1)
        for i, line in enumerate(footer):  # the first line bold when a second one explains it
            bold = i == 0 and len(footer) > 1
            size = 12 if i == 0 else 10
            f = fit_font(line, size, foot[2] - left - 6, bold)
            d.text((left, y), line, font=f, fill=INK if i == 0 else MUTED, anchor="lm")
            y += 13
    return img


def _sections(d: ImageDraw.ImageDraw, sections: Sequence[Section], area: Box, main: RGB) -> None:
    x0, y0, x1, y1 = area
    size, blocks = _fitted(tuple(sections), x1 - x0, y1 - y0)
    line_h = _line_h(size)
    label_colour = shade(main, 0.55) if sum(main) < 600 else MUTED
    y = float(y0)
    for i, (section, block) in enumerate(zip(sections, blocks, strict=True)):
        if i:
            d.line([(x0 + 10, y + 2), (x1 - 10, y + 2)], fill=mix(PARCHMENT, main, 0.45), width=1)
            y += SEPARATOR
        x = float(x0)
        r = _gem_r(size)
        for colour in section.gems:  # the mana that powers it, before its first line
            rgb = MANA_COLOURS.get(colour, MUTED)
            d.ellipse((x, y + line_h / 2 - r, x + 2 * r, y + line_h / 2 + r), fill=rgb, outline=INK, width=1)
            x += 2 * r + 3
        for j, line in enumerate(block.label):
            d.text((x if j == 0 else x0, y), line, font=font(size, True), fill=label_colour)
            y += line_h
        if block.label:
            y += 2
        for j, line in enumerate(block.text):
            d.text((x if j == 0 and not block.label else x0, y), line, font=font(size), fill=INK)
            y += line_h


# ====================================================================================== pictures
def _title(d: ImageDraw.ImageDraw, width: int, title: str) -> None:
    d.rectangle((0, 0, width, TITLE_H), fill=(24, 20, 28))
    d.text(
        (MARGIN, TITLE_H / 2),
        title,
        font=fit_font(title, 20, width - 2 * MARGIN, True),
        fill=WHITE,
        anchor="lm",
    )


def balanced(n: int) -> int:
    """Cards to a row for ``n`` cards: at most ``PER_ROW``, the rows as even as can be (7 cards: 4 and 3)."""
    rows = max(1, -(-n // PER_ROW))
    return max(1, -(-n // rows))


def hand_image(title: str, faces: Sequence[Face]) -> Image.Image:
    """A hand: the title strip and one frame per face, in rows of :func:`balanced` length."""
    per_row = balanced(len(faces))
    width = width_for(len(faces), per_row)
    height = TITLE_H + GAP + rows_height(len(faces), per_row) + MARGIN
    img = Image.new("RGB", (max(width, 2 * CARD_W), height), BACKGROUND)
    _title(ImageDraw.Draw(img), img.width, title)
    for box, face in zip(layout(len(faces), per_row=per_row), faces, strict=True):
        draw_card(img, box, face)
    return img


def render_hand(title: str, faces: Sequence[Face]) -> bytes:
    """:func:`hand_image` as a PNG."""
    return encode(hand_image(title, faces), "PNG")


DIE = 46  # a Source die's size


def panel_image(panel: Panel) -> Image.Image:
    """The offers panel: the Source's dice, then each row of cards under its title."""
    widest = max([len(r.faces) for r in panel.rows] + [1])
    width = max(width_for(widest), 2 * MARGIN + len(panel.dice) * (DIE + 40))
    height = TITLE_H + GAP + SECTION_H + DIE + 32 + GAP
    for row in panel.rows:
        height += SECTION_H + rows_height(len(row.faces)) + GAP
    img = Image.new("RGB", (width, height + MARGIN - GAP), BACKGROUND)
    d = ImageDraw.Draw(img)
    _title(d, width, panel.title)
    y = TITLE_H + GAP
    _section_title(d, y, width, panel.source_title)
    y += SECTION_H
    for i, die in enumerate(panel.dice):
        _die(d, MARGIN + 20 + i * (DIE + 40) + DIE / 2, y + DIE / 2, die)
    y += DIE + 32 + GAP
    for row in panel.rows:
        _section_title(d, y, width, row.title)
        y += SECTION_H
        for box, face in zip(layout(len(row.faces), top=y), row.faces, strict=True):
            draw_card(img, box, face)
        y += rows_height(len(row.faces)) + GAP
    return img


def render_panel(panel: Panel) -> bytes:
    """:func:`panel_image` as a PNG."""
    return encode(panel_image(panel), "PNG")


def _section_title(d: ImageDraw.ImageDraw, y: int, width: int, title: str) -> None:
    d.text(
        (MARGIN, y + SECTION_H / 2),
        title,
        font=fit_font(title, 17, width - 2 * MARGIN, True),
        fill=(236, 226, 200),
        anchor="lm",
    )
    d.line([(MARGIN, y + SECTION_H - 3), (width - MARGIN, y + SECTION_H - 3)], fill=(90, 84, 100), width=1)


def _die(d: ImageDraw.ImageDraw, x: float, y: float, die: Die) -> None:
    """A mana die in its colour (a taken one faded and struck through), its colour in words below."""
    rgb = MANA_COLOURS.get(die.colour, MUTED)
    if die.taken:
        rgb = mix(rgb, BACKGROUND, 0.55)
    h = DIE / 2
    d.rounded_rectangle(
        (x - h, y - h, x + h, y + h),
        radius=9,
        fill=rgb,
        outline=WHITE if die.colour == "black" else INK,
        width=2,
    )
    face = text_on(rgb)
    d.ellipse((x - 6, y - 6, x + 6, y + 6), fill=face)  # the die's face: a mana drop
    d.polygon([(x - 5, y - 3), (x, y - 13), (x + 5, y - 3)], fill=face)
    if die.taken:
        d.line([(x - h + 4, y + h - 4), (x + h - 4, y - h + 4)], fill=(220, 60, 60), width=3)
    d.text(
        (x, y + h + 10), die.label, font=fit_font(die.label, 12, DIE + 36), fill=(226, 220, 206), anchor="mm"
    )
    if die.taken:
        d.text(
            (x, y + h + 24),
            die.taken,
            font=fit_font(die.taken, 11, DIE + 36),
            fill=(226, 140, 130),
            anchor="mm",
        )
