"""Sites and rampaging enemies: what a site is, what is drawn when it is revealed or entered, its rewards,
its interaction options and prices, and its other options (plunder, burn, re-enter, start/end of turn).

Effects (rewards, gains, triggered benefits) are written in the effect vocabulary (``effects``) and checked
here. The shared pieces (``Reveal``, ``Interaction``, ``SiteOption``) are also used by ``data/cities.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.reader import (
    ENEMY_COLOURS,
    EXPANSIONS,
    DataError,
    Meta,
    Reader,
    check_top,
    records,
)

SITE_KINDS = ("inhabited", "fortified", "adventure", "rampaging", "other", "token")
FACES = ("down", "up", "day_up")
# When an option applies. ``action``: as the turn's action; ``before_turn``: outside your own turn
# (UE digest §3.2); ``start_of_turn``/``end_of_turn``: a hero starting/ending a turn on the space;
# ``end_of_turn_nearby``: ending a turn on or adjacent to it; ``on_reveal``: when its tile is revealed;
# ``round_start``: at every round preparation; ``assault``: entering it attacks its garrison.
WHEN = (
    "action",
    "before_turn",
    "start_of_turn",
    "end_of_turn",
    "end_of_turn_nearby",
    "on_reveal",
    "round_start",
    "assault",
)
# The state of the site an option needs.
STATES = ("any", "unconquered", "conquered", "owned", "owned_by_other", "unburned", "leader_or_shield")
SURVIVORS = ("discard", "stay", "stay_refill")
FAME = ("full", "half_round_up", "none")
LIMITS = ("none", "once_between_turns", "once_per_round", "once_per_player", "once_per_path")
MANA_PRICES = ("card_colour", "basic")
TIMINGS = ("now", "end_of_turn")


@dataclass(frozen=True)
class Reveal:
    colour: str
    count: int
    face: str


@dataclass(frozen=True)
class Interaction:
    """One thing that can be bought while interacting: pay ``price`` Influence (and ``mana``) for ``gain``."""

    id: str
    price: int
    gain: Mapping[str, Any]
    mana: str | None = None  # card_colour: 1 mana of the bought card's colour; basic: 1 basic mana
    timing: str = "now"  # end_of_turn: received like a combat reward
    repeat: bool = True  # may be bought several times in one interaction


@dataclass(frozen=True)
class Path:
    """A Maze/Labyrinth path: pay ``move`` (exactly) to take it; ``reward`` if its monster is defeated."""

    move: int
    reward: Mapping[str, Any]


@dataclass(frozen=True)
class SiteOption:
    """Something other than buying that a site offers or does (plunder, burn, re-enter, a turn benefit)."""

    id: str
    when: str
    state: str = "any"
    effect: Mapping[str, Any] | None = None  # applied when the option is used / triggers
    fight: Reveal | None = None  # enemies drawn for a combat
    no_units: bool = False
    max_units: int | None = None  # units that may come along (Maze: 1)
    night_rules: bool = False
    fame: str = "full"
    shield: bool = True  # a won fight marks the space with the hero's Shield
    survivors: str = "discard"
    reward: Mapping[str, Any] | None = None  # at end of turn, after a won fight
    limit: str = "none"
    paths: tuple[Path, ...] = ()


@dataclass(frozen=True)
class Site(Meta):
    id: str
    name: str
    kind: str
    fortified: bool
    reveal: Reveal | None
    enter: Reveal | None
    summary: str
    reward: Mapping[str, Any] | None = None  # for conquering it (the main fight), at end of turn
    no_units: bool = False
    night_rules: bool = False
    expansion: str = "base"
    survivors: str = "discard"  # undefeated site enemies: discarded, or stay (face up) on the space
    move_cost: int | None = None  # fixed Move cost to enter (city 2), else the terrain's
    assault_reputation: int = 0  # Reputation change for each assault (fortified sites: -1)
    recruit: tuple[str, ...] = ()  # unit recruit icons (site ids) honoured when interacting here
    recruit_surcharge: Mapping[str, int] | None = None  # Refugee Camp: extra cost by cheapest icon
    interactions: tuple[Interaction, ...] = ()
    options: tuple[SiteOption, ...] = ()
    covers: bool = False  # a token laid over a map space (Shades of Tezla), not printed on a tile


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
        reveal, enter = (read_reveal(r, key) for key in ("reveal", "enter"))
        sites[r.rid] = Site(
            r.rid,
            r.text("name"),
            r.text("kind", choices=SITE_KINDS),
            r.flag("fortified", False),
            reveal,
            enter,
            r.text("summary"),
            r.effect("reward", None),
            r.flag("no_units", False),
            r.flag("night_rules", False),
            r.text("expansion", "base", EXPANSIONS),
            r.text("survivors", "discard", SURVIVORS),
            r.integer("move_cost", None, low=0),
            r.integer("assault_reputation", 0),
            r.texts("recruit"),
            _surcharge(r),
            read_interactions(r),
            read_options(r),
            r.flag("covers", False),
            **r.meta(),
        )
        r.done()
    for s in sites.values():  # cross-references: recruit icons are site ids
        fields = [(f"recruit[{i}]", icon) for i, icon in enumerate(s.recruit)]
        fields += [(f"recruit_surcharge.{icon}", icon) for icon in s.recruit_surcharge or {}]
        for where, icon in fields:
            if icon not in sites:
                raise DataError(f"{f}: site '{s.id}': {where}: unknown site {icon!r}")
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


# ----------------------------------------------------------------------------------- shared readers
def read_reveal(r: Reader, key: str) -> Reveal | None:
    raw = r.get(key, dict, None)
    if raw is None:
        return None
    s = r.sub(key, raw)
    colours = (*ENEMY_COLOURS, "yellow")
    out = Reveal(s.text("colour", choices=colours), s.integer("count", low=1), s.text("face", "up", FACES))
    s.done()
    return out


def read_interactions(r: Reader, key: str = "interaction") -> tuple[Interaction, ...]:
    out = []
    for s in r.items(key, ids="interaction"):
        iid = s.rid
        gain = s.effect("gain", None)
        if gain is None:
            raise s.err("gain", "missing")
        out.append(
            Interaction(
                iid,
                s.integer("price", low=0),
                gain,
                s.text("mana", None, MANA_PRICES),
                s.text("timing", "now", TIMINGS),
                s.flag("repeat", True),
            )
        )
        s.done()
    return tuple(out)


def read_options(r: Reader, key: str = "option") -> tuple[SiteOption, ...]:
    out = []
    for s in r.items(key, ids="option"):
        oid = s.rid
        paths = []
        for j, praw in enumerate(s.get("paths", list, [])):
            p = s.sub(f"paths[{j}]", praw)
            reward = p.effect("reward", None)
            if reward is None:
                raise p.err("reward", "missing")
            paths.append(Path(p.integer("move", low=1), reward))
            p.done()
        out.append(
            SiteOption(
                oid,
                s.text("when", choices=WHEN),
                s.text("state", "any", STATES),
                s.effect("effect", None),
                read_reveal(s, "fight"),
                s.flag("no_units", False),
                s.integer("max_units", None, low=0),
                s.flag("night_rules", False),
                s.text("fame", "full", FAME),
                s.flag("shield", True),
                s.text("survivors", "discard", SURVIVORS),
                s.effect("reward", None),
                s.text("limit", "none", LIMITS),
                tuple(paths),
            )
        )
        s.done()
    return tuple(out)


def _surcharge(r: Reader) -> Mapping[str, int] | None:
    raw = r.get("recruit_surcharge", dict, None)
    if raw is None:
        return None
    s = r.sub("recruit_surcharge", raw)
    out = {k: s.integer(k, low=0) for k in raw}
    s.done()
    return out
