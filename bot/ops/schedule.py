"""Pure reminder arithmetic: quiet hours in a player's own time zone and the escalating wording.

>>> from bot.store.ops import Prefs
>>> p = Prefs(1, "Europe/Prague", 22, 7)
>>> noon = 1_767_268_800.0  # 2026-01-01 12:00 UTC = 13:00 in Prague
>>> quiet_until(noon, p) is None
True
>>> late = noon + 10 * 3600  # 23:00 in Prague
>>> quiet_until(late, p) - late  # until 07:00 local
28800.0
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.engine.i18n import Span, Text, t
from bot.store.ops import Prefs


def zone(name: str | None) -> ZoneInfo:
    """The player's time zone (UTC when unset or unknown)."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def valid_zone(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def quiet_until(now: float, prefs: Prefs) -> float | None:
    """When the player's quiet hours end, if ``now`` falls inside them; None otherwise."""
    start, end = prefs.quiet_from, prefs.quiet_to
    if start is None or end is None or start == end:
        return None
    local = dt.datetime.fromtimestamp(now, zone(prefs.tz))
    h = local.hour
    inside = start <= h < end if start < end else (h >= start or h < end)
    if not inside:
        return None
    wake = local.replace(hour=end, minute=0, second=0, microsecond=0)
    if wake <= local:
        wake += dt.timedelta(days=1)
    return wake.timestamp()


def reminder_text(n: int, last: int, *, who: str, game: str | Text, waited: float) -> Text:
    """Reminder number ``n`` of at most ``last``: gentle, then firmer, then final."""
    if n >= last:
        key = "ops-remind-last"
    else:
        key = {1: "ops-remind-1", 2: "ops-remind-2"}.get(n, "ops-remind-n")
    return t(key, who=who, game=game, n=n, waited=Span(waited))
