"""Sites and rampaging enemies: what a site is, what is drawn when it is revealed or entered, its rewards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.reader import (
    ENEMY_COLOURS,
    EXPANSIONS,
    Meta,
    Reader,
    check_top,
    records,
)

SITE_KINDS = ("inhabited", "fortified", "adventure", "rampaging", "other")
FACES = ("down", "up", "day_up")


@dataclass(frozen=True)
class Reveal:
    colour: str
    count: int
    face: str


@dataclass(frozen=True)
class Site(Meta):
    id: str
    name: str
    kind: str
    fortified: bool
    reveal: Reveal | None
    enter: Reveal | None
    summary: str
    reward: str = ""
    no_units: bool = False
    night_rules: bool = False
    expansion: str = "base"


@dataclass(frozen=True)
class Rampaging(Meta):
    id: str
    name: str
    colour: str
    face: str
    reputation: int


def read_sites(doc: dict[str, Any]) -> tuple[dict[str, Site], dict[str, Rampaging], tuple[str, ...]]:
    f = "sites.toml"
    gaps = check_top(f, doc, {"site", "rampaging"})
    sites: dict[str, Site] = {}
    for r in records(f, doc, "site", "site", array=False):
        reveal, enter = (_reveal(r, key) for key in ("reveal", "enter"))
        sites[r.rid] = Site(
            r.rid,
            r.text("name"),
            r.text("kind", choices=SITE_KINDS),
            r.flag("fortified", False),
            reveal,
            enter,
            r.text("summary"),
            r.text("reward", ""),
            r.flag("no_units", False),
            r.flag("night_rules", False),
            r.text("expansion", "base", EXPANSIONS),
            **r.meta(),
        )
        r.done()
    rampaging: dict[str, Rampaging] = {}
    for r in records(f, doc, "rampaging", "rampaging", array=False):
        rampaging[r.rid] = Rampaging(
            r.rid,
            r.text("name"),
            r.text("colour", choices=ENEMY_COLOURS),
            r.text("face", choices=FACES),
            r.integer("reputation", 0),
            **r.meta(),
        )
        r.done()
    return sites, rampaging, gaps


def _reveal(r: Reader, key: str) -> Reveal | None:
    raw = r.get(key, dict, None)
    if raw is None:
        return None
    s = r.sub(key, raw)
    colours = (*ENEMY_COLOURS, "yellow")
    out = Reveal(s.text("colour", choices=colours), s.integer("count", low=1), s.text("face", "up", FACES))
    s.done()
    return out
