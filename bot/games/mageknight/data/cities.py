"""City cards (and Volkare's Camp card): defender bonuses, interaction options and prices, hand-limit and
Influence benefits, and the garrison (enemy token colours) for every city level."""

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
from bot.games.mageknight.data.sites import (
    Interaction,
    SiteOption,
    read_interactions,
    read_options,
)
from bot.games.mageknight.effects import BASIC_COLOURS, ELEMENTS
from bot.games.mageknight.effects.vocabulary import ENEMY_ABILITY_IDS

CITY_COLOURS = (*BASIC_COLOURS, "volkare")


@dataclass(frozen=True)
class DefenderBonus:
    """A bonus every defender gets (``when_attack`` empty) or only per attack of the listed elements."""

    when_attack: tuple[str, ...] = ()
    armor: int = 0
    attack: int = 0
    ability: str | None = None


@dataclass(frozen=True)
class City(Meta):
    id: str
    name: str
    colour: str
    site: str  # the site record this card belongs to (city / volkare_camp)
    defender_bonus: tuple[DefenderBonus, ...]
    garrison: dict[int, tuple[str, ...]]  # level -> enemy token colours drawn (one per entry)
    summary: str
    recruit: tuple[str, ...] = ()
    interactions: tuple[Interaction, ...] = ()
    options: tuple[SiteOption, ...] = ()
    influence_bonus: Mapping[str, Any] | None = None  # once per interaction, e.g. +1 per own Shield
    expansion: str = "base"

    def garrison_for(self, level: int) -> tuple[str, ...]:
        """The garrison for any level: the dial, or the dial levels that make it up (:func:`dial_levels`)."""
        lo, hi = min(self.garrison), max(self.garrison)
        return tuple(c for part in dial_levels(level, lo, hi) for c in self.garrison[part])


def dial_levels(level: int, lo: int, hi: int) -> list[int]:
    """The dial levels whose garrisons together make a level off the dial (docs/rulings.md R-DIAL):
    on the dial, itself; twice half the level when that half is on the dial (LL digest §3.1, the
    half-and-double rule); otherwise the top of the dial plus the rest, as in the rulebook's example
    36 = 15 + 15 + 6. Below the dial there is no garrison."""
    if lo <= level <= hi:
        return [level]
    if level < lo:
        raise ValueError(f"no garrison below level {lo}")
    if level % 2 == 0 and level // 2 <= hi:
        return dial_levels(level // 2, lo, hi) * 2
    rest = level - hi if level - hi >= lo else level - lo
    return dial_levels(level - rest, lo, hi) + dial_levels(rest, lo, hi)


def read_cities(
    doc: dict[str, Any], sites: Mapping[str, Any], army: Mapping[int, Mapping[str, int]]
) -> tuple[dict[str, City], tuple[str, ...]]:
    """``army``: Volkare's army per dial level (enemies.toml), the one source of his Camp's garrison."""
    f = "cities.toml"
    gaps = check_top(f, doc, {"city"})
    out: dict[str, City] = {}
    for r in records(f, doc, "city", "city", array=False):
        site = r.text("site")
        if site not in sites:
            raise r.err("site", f"unknown site {site!r}")
        recruit = r.texts("recruit", tuple(sites))
        out[r.rid] = City(
            r.rid,
            r.text("name"),
            r.text("colour", choices=CITY_COLOURS),
            site,
            _bonuses(r),
            _army_garrison(army, r) if r.raw.get("colour") == "volkare" else _garrison(r),
            r.text("summary"),
            recruit,
            read_interactions(r),
            read_options(r),
            r.effect("influence_bonus", None),
            r.text("expansion", "base", EXPANSIONS),
            **r.meta(),
        )
        r.done()
    colours = [c.colour for c in out.values()]
    for c in out.values():
        if colours.count(c.colour) > 1:
            raise DataError(f"{f}: city '{c.id}': colour: {c.colour} is used twice")
    return out, gaps


def _bonuses(r: Reader) -> tuple[DefenderBonus, ...]:
    out = []
    for i, raw in enumerate(r.get("defender_bonus", list, [])):
        s: Reader = r.sub(f"defender_bonus[{i}]", raw)
        bonus = DefenderBonus(
            s.texts("when_attack", ELEMENTS),
            s.integer("armor", 0),
            s.integer("attack", 0),
            s.text("ability", None, ENEMY_ABILITY_IDS),
        )
        if not (bonus.armor or bonus.attack or bonus.ability):
            raise s.err("armor", "a defender bonus needs armor, attack or ability")
        s.done()
        out.append(bonus)
    return tuple(out)


def _army_garrison(army: Mapping[int, Mapping[str, int]], r: Reader) -> dict[int, tuple[str, ...]]:
    if "garrison" in r.raw:
        raise r.err("garrison", "Volkare's Camp takes its garrison from volkare_army in enemies.toml")
    if not army:
        raise r.err("colour", "Volkare's Camp needs volkare_army records in enemies.toml")
    order = ("white", "red", "grey", "green")
    return {lv: tuple(c for c in order for _ in range(t.get(c, 0))) for lv, t in sorted(army.items())}


def _garrison(r: Reader) -> dict[int, tuple[str, ...]]:
    raw = r.get("garrison", dict)
    if not raw:
        raise r.err("garrison", "list the garrison of at least one level")
    out: dict[int, tuple[str, ...]] = {}
    for key, colours in raw.items():
        where = f"garrison.{key}"
        if not key.isdigit() or int(key) < 1:
            raise r.err(where, "levels are whole numbers from 1")
        if not isinstance(colours, list) or not colours:
            raise r.err(where, "expected a non-empty array of enemy colours")
        for j, c in enumerate(colours):
            if c not in ENEMY_COLOURS:
                raise r.err(
                    f"{where}[{j}]",
                    f"unknown enemy colour {c!r} (expected one of {', '.join(ENEMY_COLOURS)})",
                )
        out[int(key)] = tuple(colours)
    levels = sorted(out)
    if levels != list(range(levels[0], levels[-1] + 1)):
        raise r.err("garrison", "the levels must be consecutive")
    return dict(sorted(out.items()))
