"""Statistics per server and per player: games played, finished and won, how long each turn waited
for its player (average and median) and how many reminders it needed; and a chart of them drawn with
Pillow (our own drawing, no plotting library).

>>> summary([(3600.0, 0), (7200.0, 1), (36000.0, 2)])
Waits(count=3, average=15600.0, median=7200.0, reminders=1.0)
"""

from __future__ import annotations

import io
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.i18n import DEFAULT, Say, Span, render, t
from bot.render.pieces import font

BACKGROUND = (250, 248, 242)
INK = (40, 40, 48)
FAINT = (200, 196, 188)
BAR = (70, 120, 180)
AVERAGE = (200, 90, 60)
CHART_PLAYERS = 12


@dataclass(frozen=True)
class Waits:
    count: int
    average: float
    median: float
    reminders: float  # reminders needed per wait, on average

    def text(self) -> Say:
        if not self.count:
            return t("ops-stats-no-turns")
        return t(
            "ops-stats-waits",
            count=self.count,
            average=Span(self.average),
            median=Span(self.median),
            reminders=self.reminders,
        )


def summary(waits: Sequence[tuple[float, int]]) -> Waits:
    """(seconds taken, reminders) of finished waits, summed up."""
    if not waits:
        return Waits(0, 0.0, 0.0, 0.0)
    took = [w for w, _ in waits]
    return Waits(
        len(waits), statistics.fmean(took), statistics.median(took), statistics.fmean(r for _, r in waits)
    )


def chart(rows: Sequence[tuple[str, Waits]], title: Say, lang: str = DEFAULT) -> bytes:
    """A horizontal bar chart: each player's median time to act (bar), average (mark) and reminders
    per turn (text), in hours, its words in ``lang``. PNG bytes."""
    rows = [r for r in rows if r[1].count][:CHART_PLAYERS]
    width, left, right, top, row_h = 760, 150, 150, 56, 34
    height = top + max(1, len(rows)) * row_h + 40
    img = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    d.text((16, 14), render(lang, title), fill=INK, font=font(20))
    if not rows:
        d.text((16, top), render(lang, t("ops-stats-chart-empty")), fill=INK, font=font(15))
    scale_max = max(max(w.median, w.average) for _, w in rows) / 3600 if rows else 1.0
    scale_max = max(scale_max, 1.0)
    span = width - left - right

    def x_of(seconds: float) -> float:
        return left + span * (seconds / 3600) / scale_max

    for i in range(5):  # the hour grid
        x = left + span * i / 4
        d.line([(x, top - 6), (x, top + len(rows) * row_h)], fill=FAINT, width=1)
        d.text((x - 10, top + len(rows) * row_h + 6), f"{scale_max * i / 4:.0f}h", fill=INK, font=font(12))
    for n, (name, w) in enumerate(rows):
        y = top + n * row_h
        d.text((16, y + 8), name[:18], fill=INK, font=font(15))
        d.rectangle([left, y + 6, max(left + 2, x_of(w.median)), y + row_h - 6], fill=BAR)
        ax = x_of(w.average)
        d.polygon(
            [(ax, y + 2), (ax - 6, y + row_h / 2), (ax, y + row_h - 2), (ax + 6, y + row_h / 2)], fill=AVERAGE
        )
        row = render(lang, t("ops-stats-chart-row", reminders=w.reminders, count=w.count))
        d.text((width - right + 10, y + 8), row, fill=INK, font=font(13))
    d.text((left, 36), render(lang, t("ops-stats-chart-legend")), fill=INK, font=font(12))
    out = io.BytesIO()
    img.save(out, "PNG", optimize=True)
    return out.getvalue()
