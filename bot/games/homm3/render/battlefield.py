"""The battlefield picture: a :class:`~bot.games.homm3.combat.state.CombatState` on the 4 x 5 board.

The defender's rows (5, 4) are at the top, the attacker's (1, 2) at the bottom, columns a-d left to
right as the attacker sees them (ruling H-COMBAT-BOARD); every field shows its name (``a1`` .. ``d5``),
which is what players type. Each unit is a card-like token in its side's colour: id and name, Attack,
Defense and Initiative (a card or ability bonus in green, a malus in red), HP left as pips with the
damage crossed out, its Few/Pack side, tier and movement, and its markers (defense token, paralysed,
activated, retaliated). A siege adds the walls and the gate on the middle row and the arrow tower
beside the defender's side. Below the board the initiative order of the round shows whose activation
it is. Only the public combat state is drawn (never a hand): the picture is a pure function of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine import i18n
from bot.games.homm3 import terms
from bot.games.homm3.combat import board
from bot.games.homm3.combat.options import deciding_side
from bot.games.homm3.combat.profiles import FLYING, RANGED
from bot.games.homm3.combat.rules import enemy, pending_units
from bot.games.homm3.combat.state import (
    ACT,
    CHOOSE,
    NEUTRALS,
    OVER,
    PLACE,
    STRIKE,
    CombatState,
    Obstacle,
    Unit,
)
from bot.games.homm3.data import Homm3Data, load
from bot.games.homm3.render.icons import COLOUR_NAMES, NEUTRAL, faction_rgb
from bot.render.draw import INK, RGB, Draw, mix, shade
from bot.render.hexmap import encode
from bot.render.legend import dashed_polyline
from bot.render.pieces import WHITE, draw_cube, fit_font, font, text_on

CELL_W, CELL_H = 168, 112
EDGE = 28  # room for the coordinate labels around the board
TITLE_H = 40
STRIP_H = 92
PANEL_W = 292
PAD = 6
BOARD_X, BOARD_Y = EDGE, TITLE_H + EDGE
WIDTH = BOARD_X + 4 * CELL_W + EDGE + PANEL_W
HEIGHT = BOARD_Y + 5 * CELL_H + EDGE + STRIP_H

BG: RGB = (40, 36, 32)
PAPER: RGB = (247, 241, 226)
FIELD_LIGHT: RGB = (150, 168, 104)
FIELD_DARK: RGB = (136, 156, 94)
LINE_TINT: dict[str, RGB] = {"back": (124, 142, 84), "front": (142, 160, 96)}
ACTIVE: RGB = (255, 214, 40)
STRIKE_RED: RGB = (214, 36, 30)
HP_OK: RGB = (64, 168, 72)
HP_LOST: RGB = (200, 46, 40)
BONUS: RGB = (30, 140, 50)
MALUS: RGB = (200, 40, 30)
TIER_COLOURS: dict[str, RGB] = {
    "bronze": (184, 120, 64),
    "silver": (186, 190, 200),
    "gold": (236, 192, 52),
    "azure": (64, 160, 232),
}
PARALYSED: RGB = (150, 70, 200)
BRICK: RGB = (150, 118, 92)


def _say(lang: str, key: str, **args: object) -> str:
    """The picture's text ``h3-pic-<key>`` in ``lang`` (``locales/<lang>/homm3-pictures.ftl``)."""
    return i18n.render(lang, i18n.t(f"h3-pic-{key}", **args))


@dataclass(frozen=True)
class SideLook:
    colour: RGB
    name: str  # e.g. "Alice · Castle"


def _side_looks(
    state: CombatState, data: Homm3Data, players: Mapping[int, str], lang: str = i18n.DEFAULT
) -> list[SideLook]:
    colours = {f.id: f.colour for f in data.factions.values()}
    looks = []
    for i, side in enumerate(state.sides):
        if side.kind == NEUTRALS:
            colour, who = NEUTRAL, _say(lang, "neutral-units")
        else:
            colour = faction_rgb(side.faction, colours) if side.faction else (COLOUR_NAMES["blue"], MALUS)[i]
            if side.seat is None:
                who = _say(lang, "role", role="attacker")
            else:
                who = players.get(side.seat) or _say(lang, "player", n=side.seat + 1)
        faction = i18n.render(lang, terms.faction(side.faction)) if side.faction in data.factions else ""
        looks.append(SideLook(colour, " · ".join(p for p in (who, faction) if p)))
    if looks[0].colour == looks[1].colour:
        looks[1] = SideLook(MALUS, looks[1].name)
    return looks


def unit_name(unit: Unit, names: Mapping[str, str]) -> str:
    """The name shown for a unit: from ``names`` (profile key -> name), else from its key."""
    if unit.profile.key in names:
        return names[unit.profile.key]
    return unit.profile.key.rsplit(".", 1)[-1].replace("_", " ").title()


def initiative_order(state: CombatState) -> list[Unit]:
    """The units still to activate this round in the order they would go: highest initiative first; on a
    tie across the sides the attacker, then alternately (H-COMBAT-TIE); within a side card order (its
    player picks)."""
    pool = pending_units(state)
    out: list[Unit] = []
    last_side, last_ini = state.last_side, state.last_initiative
    for ini in sorted({u.initiative for u in pool}, reverse=True):
        group = {s: [u for u in pool if u.initiative == ini and u.side == s] for s in (0, 1)}
        side = enemy(last_side) if last_ini == ini and last_side is not None else 0
        while group[0] or group[1]:
            if not group[side]:
                side = enemy(side)
            out.append(group[side].pop(0))
            last_side, side = side, enemy(side)
        last_ini = ini
    return out


def _cell(field: str) -> tuple[int, int, int, int]:
    x, y = board.xy(field)
    left = BOARD_X + x * CELL_W
    top = BOARD_Y + (board.ROWS - 1 - y) * CELL_H
    return left, top, left + CELL_W, top + CELL_H


def _centre(field: str) -> tuple[float, float]:
    x0, y0, x1, y1 = _cell(field)
    return (x0 + x1) / 2, (y0 + y1) / 2


# ----------------------------------------------------------------------------- small icons


def _sword(d: Draw, x: float, y: float, s: float) -> None:
    d.polygon(
        [
            (x - s * 0.7, y + s * 0.5),
            (x + s * 0.55, y - s * 0.75),
            (x + s * 0.75, y - s * 0.55),
            (x - s * 0.5, y + s * 0.7),
        ],
        fill=(200, 204, 214),
        outline=INK,
    )
    d.line([(x - s * 0.65, y + s * 0.05), (x - s * 0.05, y + s * 0.65)], fill=INK, width=2)
    d.line([(x - s * 0.55, y + s * 0.55), (x - s * 0.85, y + s * 0.85)], fill=(120, 80, 40), width=3)


def _shield(d: Draw, x: float, y: float, s: float, fill: RGB = (120, 140, 170)) -> None:
    d.polygon(
        [
            (x - s * 0.7, y - s * 0.75),
            (x + s * 0.7, y - s * 0.75),
            (x + s * 0.7, y + s * 0.05),
            (x, y + s * 0.85),
            (x - s * 0.7, y + s * 0.05),
        ],
        fill=fill,
        outline=INK,
    )


def _bolt(d: Draw, x: float, y: float, s: float) -> None:
    d.polygon(
        [
            (x + s * 0.15, y - s * 0.85),
            (x - s * 0.55, y + s * 0.1),
            (x - s * 0.05, y + s * 0.1),
            (x - s * 0.2, y + s * 0.85),
            (x + s * 0.55, y - s * 0.15),
            (x + s * 0.05, y - s * 0.15),
        ],
        fill=(250, 200, 50),
        outline=INK,
    )


def _movement(d: Draw, x: float, y: float, s: float, movement: str, colour: RGB) -> None:
    """Ranged: an arrow; flying: a wing; ground: a boot-print."""
    if movement == RANGED:
        d.line([(x - s, y + s * 0.6), (x + s * 0.8, y - s * 0.6)], fill=colour, width=2)
        d.polygon(
            [(x + s, y - s * 0.75), (x + s * 0.35, y - s * 0.6), (x + s * 0.75, y - s * 0.15)], fill=colour
        )
    elif movement == FLYING:
        d.polygon(
            [
                (x - s, y - s * 0.4),
                (x + s * 0.9, y - s * 0.1),
                (x + s * 0.2, y + s * 0.2),
                (x + s * 0.6, y + s * 0.5),
                (x - s * 0.3, y + s * 0.5),
            ],
            fill=colour,
        )
    else:
        d.rounded_rectangle(
            (x - s * 0.45, y - s * 0.8, x + s * 0.3, y + s * 0.5), radius=s * 0.3, fill=colour
        )
        d.ellipse((x - s * 0.45, y + s * 0.35, x + s * 0.3, y + s * 0.85), fill=colour)


def _value(d: Draw, x: float, y: float, base: int, bonus: int, size: int) -> None:
    colour = INK if bonus == 0 else (BONUS if bonus > 0 else MALUS)
    d.text(
        (x, y),
        str(base + bonus),
        font=font(size),
        fill=colour,
        anchor="lm",
        stroke_width=1,
        stroke_fill=colour,
    )


def _badge(d: Draw, x: float, y: float, text: str, fill: RGB) -> float:
    """A small rounded label ending at ``x`` (right-aligned); returns its left edge."""
    f = font(11)
    w = f.getlength(text) + 8
    d.rounded_rectangle((x - w, y - 8, x, y + 8), radius=4, fill=fill, outline=INK)
    d.text((x - w / 2, y), text, font=f, fill=text_on(fill), anchor="mm")
    return x - w - 3


# ----------------------------------------------------------------------------- the unit card


def draw_card(
    d: Draw,
    box: tuple[float, float, float, float],
    u: Unit,
    name: str,
    colour: RGB,
    acting: bool = False,
    lang: str = i18n.DEFAULT,
) -> None:
    """A unit card filling ``box``: header in the side's colour, stats, HP pips, side and markers; a unit
    that has activated this round (and is not acting now) is greyed."""
    x0, y0, x1, y1 = box
    faded = u.activated and not acting
    paper = mix(PAPER, (200, 196, 186), 0.5) if faded else PAPER
    d.rounded_rectangle(box, radius=7, fill=paper, outline=shade(colour, 0.55), width=3)
    head = y0 + 22
    d.rounded_rectangle((x0, y0, x1, head), radius=7, fill=colour, outline=shade(colour, 0.55), width=3)
    d.rectangle((x0 + 3, head - 8, x1 - 3, head), fill=colour)
    tc = text_on(colour)
    d.text((x0 + 8, y0 + 11), u.id, font=font(14), fill=tc, anchor="lm", stroke_width=1, stroke_fill=tc)
    tier = TIER_COLOURS.get(u.profile.tier, WHITE)
    d.ellipse((x1 - 20, y0 + 5, x1 - 8, y0 + 17), fill=tier, outline=INK)
    label_x = x0 + 12 + font(14).getlength(u.id)
    d.text((label_x, y0 + 11), name, font=fit_font(name, 13, x1 - 26 - label_x), fill=tc, anchor="lm")
    face = u.face
    row = head + 17
    step = (x1 - x0 - 8) / 3
    for i, (icon, base, stat) in enumerate(
        (
            (_sword, face.attack, "attack"),
            (_shield, face.defense, "defense"),
            (_bolt, face.initiative, "initiative"),
        )
    ):
        ix = x0 + 14 + i * step
        icon(d, ix, row, 9)
        _value(d, ix + 12, row, base, u.bonus(stat), 19)
    # HP: one pip per hit point, the lost ones crossed out
    hp = face.hp
    pip = min(12.0, (x1 - x0 - 60) / max(hp, 1) - 2)
    py = row + 22
    for k in range(hp):
        px = x0 + 8 + k * (pip + 2)
        lost = k >= hp - u.damage
        d.rectangle((px, py - pip / 2, px + pip, py + pip / 2), fill=HP_LOST if lost else HP_OK, outline=INK)
        if lost:
            d.line([(px + 2, py - pip / 2 + 2), (px + pip - 2, py + pip / 2 - 2)], fill=WHITE, width=2)
    d.text((x1 - 6, py), f"{u.hp_left}/{hp}", font=font(13), fill=INK, anchor="rm")
    # footer: movement, Few/Pack, markers
    fy = y1 - 13
    _movement(d, x0 + 14, fy, 7, u.movement, shade(colour, 0.6))
    side = "tower" if u.tower else ("pack" if u.pack else ("few" if u.profile.pack else "neutral"))
    side_text = _say(lang, "side", side=side)
    sf = font(12)
    d.text(
        (x0 + 26, fy),
        side_text,
        font=sf,
        fill=INK,
        anchor="lm",
        stroke_width=1 if u.pack else 0,
        stroke_fill=INK,
    )
    right = x1 - 5
    if u.paralysed:
        right = _badge(d, right, fy, _say(lang, "paralysed"), PARALYSED)
    if u.defending:
        _shield(d, right - 8, fy, 9, (250, 250, 250))
        d.text((right - 8, fy - 1), _say(lang, "defending"), font=font(10), fill=INK, anchor="mm")
        right -= 20
    if u.retaliated:
        draw_cube(d, right - 7, fy, 6, (30, 30, 30))
        right -= 16
    if u.activated:
        draw_cube(d, right - 7, fy, 6, colour)
    if faded:
        d.text(((x0 + x1) / 2, fy), _say(lang, "done"), font=font(11), fill=(110, 104, 96), anchor="mm")


def _obstacle(d: Draw, o: Obstacle, lang: str = i18n.DEFAULT) -> None:
    x0, y0, x1, y1 = _cell(o.at)
    if not o.intact:
        for k in range(7):
            rx, ry = x0 + 14 + (k * 37) % (CELL_W - 30), y0 + 20 + (k * 53) % (CELL_H - 40)
            d.polygon(
                [(rx, ry + 10), (rx + 7, ry), (rx + 16, ry + 4), (rx + 14, ry + 12)], fill=(128, 118, 104)
            )
        d.text((x1 - 6, y1 - 6), _say(lang, "broken", what=o.kind), font=font(11), fill=INK, anchor="rd")
        return
    if o.kind == "gate":
        d.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), fill=BRICK)
        d.pieslice((x0 + 34, y0 + 14, x1 - 34, y0 + 14 + (CELL_W - 68)), 180, 360, fill=(112, 70, 36))
        d.rectangle((x0 + 34, y0 + 14 + (CELL_W - 68) / 2, x1 - 34, y1 - 4), fill=(112, 70, 36))
        for k in range(1, 5):
            xx = x0 + 34 + k * (CELL_W - 68) / 5
            d.line([(xx, y0 + 22), (xx, y1 - 4)], fill=(70, 40, 20), width=2)
        _outlined(d, ((x0 + x1) / 2, y1 - 16), _say(lang, "obstacle", what="gate"), 14)
        return
    d.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), fill=BRICK)
    for j, yy in enumerate(range(y0 + 2, y1 - 2, 16)):
        d.line([(x0 + 2, yy), (x1 - 2, yy)], fill=(96, 74, 58), width=2)
        for xx in range(x0 + 2 + (j % 2) * 16, x1 - 2, 32):
            d.line([(xx, yy), (xx, min(yy + 16, y1 - 2))], fill=(96, 74, 58), width=2)
    _outlined(d, ((x0 + x1) / 2, (y0 + y1) / 2), _say(lang, "obstacle", what="wall"), 16)


def _outlined(d: Draw, at: tuple[float, float], text: str, size: int) -> None:
    d.text(at, text, font=font(size), fill=WHITE, anchor="mm", stroke_width=2, stroke_fill=INK)


def _board(d: Draw) -> None:
    for f in board.FIELDS:
        x0, y0, x1, y1 = _cell(f)
        col, rw = board.xy(f)
        line = board.line_of(0, f) or board.line_of(1, f)
        base = LINE_TINT[line] if line else FIELD_LIGHT
        d.rectangle(
            (x0, y0, x1, y1), fill=base if (col + rw) % 2 else shade(base, 0.95), outline=(70, 80, 50)
        )
        d.text((x0 + 4, y1 - 3), f, font=font(13), fill=(40, 48, 28), anchor="ld")
    label = (230, 220, 200)
    for i, c in enumerate(board.COLUMNS):
        cx = BOARD_X + i * CELL_W + CELL_W / 2
        for yy in (BOARD_Y - EDGE / 2, BOARD_Y + 5 * CELL_H + EDGE / 2):
            d.text((cx, yy), c, font=font(18), fill=label, anchor="mm")
    for r in range(1, board.ROWS + 1):
        cy = BOARD_Y + (board.ROWS - r) * CELL_H + CELL_H / 2
        for xx in (BOARD_X - EDGE / 2, BOARD_X + 4 * CELL_W + EDGE / 2):
            d.text((xx, cy), str(r), font=font(18), fill=label, anchor="mm")


@lru_cache(maxsize=16)
def _background(obstacles: tuple[tuple[str, str, bool], ...], lang: str = i18n.DEFAULT) -> Image.Image:
    """The board with its coordinates and the siege cards (cached; copy before drawing on it)."""
    img = Image.new("RGB", (WIDTH, HEIGHT), BG)
    d = ImageDraw.Draw(img)
    _board(d)
    for at, kind, intact in obstacles:
        _obstacle(d, Obstacle(at, kind, intact), lang)
    return img


def _toward(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    """The point ``t`` of the way from ``a`` to ``b`` (at most ``CELL_H`` away from ``a``)."""
    length = max(1.0, ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5)
    k = min(t, CELL_H * t / length)
    return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k


def _arrow(d: Draw, a: tuple[float, float], b: tuple[float, float]) -> None:
    ax, ay = a
    bx, by = b
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * 18, by - uy * 18)
    d.line([(ax, ay), tip], fill=STRIKE_RED, width=5)
    d.polygon(
        [
            (tip[0] + ux * 14, tip[1] + uy * 14),
            (tip[0] - uy * 10, tip[1] + ux * 10),
            (tip[0] + uy * 10, tip[1] - ux * 10),
        ],
        fill=STRIKE_RED,
    )


def _strip(
    d: Draw,
    state: CombatState,
    looks: Sequence[SideLook],
    names: Mapping[str, str],
    lang: str = i18n.DEFAULT,
) -> None:
    """The initiative order: the unit acting now, then the rest of the round, then the units done."""
    top = BOARD_Y + 5 * CELL_H + EDGE
    order = _say(lang, "initiative-order", round=state.round)
    d.text((10, top + 4), order, font=font(14), fill=WHITE, anchor="lt")
    acting = state.unit(state.activation.unit) if state.activation and state.phase in (ACT, STRIKE) else None
    todo = initiative_order(state) if state.phase not in (PLACE, OVER) else []
    done = [u for u in state.units if u.on_board and u.activated and u is not acting]
    chips = ([acting] if acting else []) + todo + done
    x = 10.0
    w = min(84.0, (WIDTH - 20) / max(1, len(chips)) - 4)
    for i, u in enumerate(chips):
        colour = looks[u.side].colour
        y0, y1 = top + 24, top + STRIP_H - 8
        fill = mix(colour, BG, 0.6) if u in done else colour
        now = u is acting or (state.phase == CHOOSE and i == 0)
        d.rounded_rectangle(
            (x, y0, x + w, y1), radius=6, fill=fill, outline=ACTIVE if now else INK, width=4 if now else 1
        )
        tc = text_on(fill)
        d.text(
            (x + w / 2, y0 + 14), u.id, font=font(15), fill=tc, anchor="mm", stroke_width=1, stroke_fill=tc
        )
        nm = unit_name(u, names)
        d.text((x + w / 2, y0 + 32), nm, font=fit_font(nm, 12, w - 6), fill=tc, anchor="mm")
        d.text((x + w / 2, y1 - 10), _say(lang, "ini", n=u.initiative), font=font(12), fill=tc, anchor="mm")
        x += w + 4


def _panel(
    d: Draw,
    state: CombatState,
    looks: Sequence[SideLook],
    names: Mapping[str, str],
    lang: str = i18n.DEFAULT,
) -> tuple[float, float, float, float] | None:
    """The side panel (sides, the arrow tower, units off the board); returns the tower card's box."""
    x0 = BOARD_X + 4 * CELL_W + EDGE
    x1 = WIDTH - 10
    y = BOARD_Y
    tower_box = None
    tower = next((u for u in state.units if u.tower and u.alive), None)
    if tower is not None:  # beside the defender's side of the board
        d.text((x0, y), _say(lang, "arrow-tower"), font=font(14), fill=WHITE, anchor="lt")
        tower_box = (x0, y + 20, x0 + CELL_W - 2 * PAD, y + 20 + CELL_H - 2 * PAD)
        acting = (
            state.activation is not None
            and state.activation.unit == tower.id
            and state.phase in (ACT, STRIKE)
        )
        draw_card(d, tower_box, tower, unit_name(tower, names), looks[tower.side].colour, acting, lang)
        y += CELL_H + 24
    for i in (1, 0):
        side = state.sides[i]
        look = looks[i]
        d.rounded_rectangle((x0, y, x1, y + 24), radius=5, fill=look.colour, outline=INK)
        text = _say(lang, "side-head", role="defender" if i == 1 else "attacker", who=look.name)
        d.text(
            (x0 + 8, y + 12),
            text,
            font=fit_font(text, 14, x1 - x0 - 16),
            fill=text_on(look.colour),
            anchor="lm",
        )
        y += 28
        facts = []
        if side.kind != NEUTRALS:
            facts.append(_say(lang, "morale", morale=f"{side.morale:+d}" if side.morale else "0"))
            facts.append(_say(lang, "spells", n=side.spells, limit=side.spell_limit))
        else:
            facts.append(_say(lang, "difficulty", n=side.level))
        d.text((x0 + 8, y), " · ".join(facts), font=font(13), fill=(220, 214, 200), anchor="lt")
        y += 20
        waiting = [u for u in state.units if u.side == i and u.alive and not u.placed]
        fallen = [u for u in state.units if u.side == i and not u.alive]
        for title, units in (("to-place", waiting), ("fallen", fallen)):
            if units:
                text = _say(lang, title, units=", ".join(f"{u.id} {unit_name(u, names)}" for u in units))
                d.text(
                    (x0 + 8, y),
                    text,
                    font=fit_font(text, 13, x1 - x0 - 12),
                    fill=(220, 214, 200),
                    anchor="lt",
                )
                y += 18
        y += 14
    return tower_box


def _status(
    state: CombatState, looks: Sequence[SideLook], names: Mapping[str, str], lang: str = i18n.DEFAULT
) -> str:
    side = deciding_side(state)
    who = looks[side].name if side is not None else ""
    if state.phase == PLACE:
        return _say(lang, "status-setup", who=who)
    if state.phase == OVER or state.result is not None:
        result = state.result
        if result is None or result.winner is None:
            return _say(lang, "status-over")
        return _say(lang, "status-won", who=looks[result.winner].name)
    if state.phase in (ACT, STRIKE) and state.activation is not None:
        u = state.unit(state.activation.unit)
        text = _say(lang, "status-acting", unit=f"{u.id} {unit_name(u, names)}")
        if side is not None and side != u.side:
            return f"{text} · {_say(lang, 'status-waiting', who=who)}"
        return text
    if state.phase == CHOOSE:
        return _say(lang, "status-choosing", who=who)
    return _say(lang, "status-waiting", who=who)


def battlefield_image(
    state: CombatState,
    *,
    players: Mapping[int, str] | None = None,
    unit_names: Mapping[str, str] | None = None,
    title: str = "",
    data: Homm3Data | None = None,
    lang: str = i18n.DEFAULT,
) -> Image.Image:
    """Draw ``state`` (see the module's docs). ``players``: seat -> player name; ``unit_names``: profile
    key -> the name shown (default: from the key); ``title`` goes before the status line; the picture's
    own words are in ``lang`` (the font must have that language's letters: see bot.render.pieces)."""
    names = unit_names or {}
    looks = _side_looks(state, data or load(), players or {}, lang)
    img = _background(tuple((o.at, o.kind, o.intact) for o in state.obstacles), lang).copy()
    d = ImageDraw.Draw(img)
    acting = state.activation.unit if state.activation and state.phase in (ACT, STRIKE) else None
    choosing = {u.id for u in initiative_order(state)[:1]} if state.phase == CHOOSE else set()
    for u in state.units:
        if not (u.on_board and u.at):
            continue
        x0, y0, x1, y1 = _cell(u.at)
        if u.id == acting:
            d.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=ACTIVE, width=5)
        elif u.id in choosing:
            pts: list[tuple[float, float]] = [
                (x0 + 2, y0 + 2),
                (x1 - 2, y0 + 2),
                (x1 - 2, y1 - 2),
                (x0 + 2, y1 - 2),
                (x0 + 2, y0 + 2),
            ]
            dashed_polyline(d, pts, ACTIVE, 3, 8)
        box = (x0 + PAD, y0 + PAD, x1 - PAD, y1 - PAD)
        draw_card(d, box, u, unit_name(u, names), looks[u.side].colour, u.id == acting, lang)
    tower_box = _panel(d, state, looks, names, lang)
    if state.phase == STRIKE and state.strike is not None:
        a, t = state.unit(state.strike.attacker), state.unit(state.strike.target)
        start = (
            _centre(a.at)
            if a.at
            else ((tower_box[0] + tower_box[2]) / 2, tower_box[3])
            if tower_box
            else None
        )
        if start is not None and t.at is not None:
            x0, y0, x1, y1 = _cell(t.at)
            d.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=STRIKE_RED, width=4)
            end = _centre(t.at)
            _arrow(d, _toward(start, end, 0.3), _toward(end, start, 0.3))
    _strip(d, state, looks, names, lang)
    status = _status(state, looks, names, lang)
    head = " · ".join(p for p in (title, _say(lang, "round", round=state.round), status) if p)
    d.rectangle((0, 0, WIDTH, TITLE_H), fill=(24, 20, 18))
    d.text((12, TITLE_H / 2), head, font=fit_font(head, 20, WIDTH - 24), fill=WHITE, anchor="lm")
    return img


def render_battlefield(
    state: CombatState,
    *,
    players: Mapping[int, str] | None = None,
    unit_names: Mapping[str, str] | None = None,
    title: str = "",
    fmt: str = "PNG",
    data: Homm3Data | None = None,
    lang: str = i18n.DEFAULT,
) -> bytes:
    """The battlefield of ``state`` encoded as PNG (default), JPEG or WEBP, its words in ``lang``."""
    img = battlefield_image(state, players=players, unit_names=unit_names, title=title, data=data, lang=lang)
    return encode(img, fmt)
