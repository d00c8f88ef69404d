"""Unit cards: level, cost, armor, copies, recruiting sites, resistances, abilities and special rules.

An ability is one line of the card: an effect in the effect vocabulary (a ``choice`` when the line lets the
player pick, e.g. Attack or Block) and the basic mana colour (or black) that must be paid to use it. Using a
unit spends it and uses one of its abilities (Delphana Masters: see ``multi_ability``).

Special rules are fields, not prose:

``recruit_reputation``        ``normal``; ``reversed``: the Reputation modifier of the whole interaction in
                              which you recruit this unit has its sign reversed; ``doubled``: it is doubled.
                              Applies once however many such units are recruited; only when recruiting by
                              interaction (not when gained as a reward, by a spell or a banner).
``recruit_exclusive_with``    units that may not be recruited in the same interaction as this one.
``interaction_only``          gained only by paying its cost where it can be recruited: never as a reward, by
                              Call to Glory or the powered Banner of Command, nor borrowed by Call to Arms.
``action_recruit``            recruiting sites (among ``recruit``) where recruiting takes your action and is
                              not an interaction: pay the cost, no Reputation modifier, no "during
                              interaction" effects.
``recruit_extra``             an effect paid on top of the Influence when recruiting it.
``upkeep``                    an effect paid at the start of every later round, before tactics are chosen;
                              if it is not paid the unit is removed from the game.
``pay_to_assign_damage``      combat damage may be assigned to this unit only after paying this much
                              Influence during that combat (0 = no such rule).
``pay_to_activate_in_assault``  in an assault on a fortified site (Keep, Mage Tower, City) or an attack on
                              another player or Volkare, its abilities may be used only after paying this
                              much Influence during that combat; damage may still be assigned to it.
``multi_ability``             one activation may use several different abilities (each once, each paid
                              separately, against the same or different targets) until the unit is wounded.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.games.mageknight.data.reader import (
    EXPANSIONS,
    MISSING,
    RESISTANCES,
    DataError,
    Meta,
    Reader,
    check_top,
    records,
)
from bot.games.mageknight.data.sites import Site

TIERS = ("regular", "elite")
RECRUIT_REPUTATION = ("normal", "reversed", "doubled")
ABILITY_MANA = ("red", "blue", "green", "white", "black")


@dataclass(frozen=True)
class Ability:
    """One ability line of a unit card: its effect and the mana colour it needs (None: free)."""

    effect: dict[str, Any]
    mana: str | None = None


@dataclass(frozen=True)
class Unit(Meta):
    id: str
    name: str
    tier: str
    level: int
    cost: int
    armor: int
    copies: int
    recruit: tuple[str, ...]
    resistances: tuple[str, ...]
    abilities: tuple[Ability, ...]
    expansion: str
    recruit_reputation: str = "normal"
    recruit_exclusive_with: tuple[str, ...] = ()
    interaction_only: bool = False
    action_recruit: tuple[str, ...] = ()
    recruit_extra: dict[str, Any] = field(default_factory=dict)
    upkeep: dict[str, Any] = field(default_factory=dict)
    pay_to_assign_damage: int = 0
    pay_to_activate_in_assault: int = 0
    multi_ability: bool = False
    note: str = ""


def _abilities(r: Reader) -> tuple[Ability, ...]:
    out = []
    for a in r.items("abilities", empty="list at least one ability"):
        effect = a.effect("effect")
        out.append(Ability(effect, a.text("mana", None, ABILITY_MANA)))
        a.done()
    return tuple(out)


def read_units(doc: dict[str, Any], sites: dict[str, Site]) -> tuple[dict[str, Unit], tuple[str, ...]]:
    f = "units.toml"
    gaps = check_top(f, doc, {"unit"})
    out: dict[str, Unit] = {}
    readers = records(f, doc, "unit", "unit", array=True)
    ids = {r.rid for r in readers}
    for r in readers:
        recruit = r.texts("recruit", tuple(sites), default=MISSING)
        if not recruit:
            raise r.err("recruit", "list at least one site")
        if len(set(recruit)) != len(recruit):
            raise r.err("recruit", "a site is listed twice")
        tier, level = r.text("tier", choices=TIERS), r.integer("level", low=1)
        if level > 4 or (tier == "regular") != (level <= 2):
            raise r.err("level", f"a {tier} unit has level {'I-II' if tier == 'regular' else 'III-IV'}")
        exclusive = r.texts("recruit_exclusive_with", tuple(sorted(ids - {r.rid})))
        action_recruit = r.texts("action_recruit", recruit)
        extra = {
            key: r.checked_effect(key, r.get(key, dict)) if key in r.raw else {}
            for key in ("recruit_extra", "upkeep")
        }
        out[r.rid] = Unit(
            r.rid,
            r.text("name"),
            tier,
            level,
            r.integer("cost", low=0),
            r.integer("armor", low=1),
            r.integer("copies", low=1),
            recruit,
            r.texts("resistances", RESISTANCES),
            _abilities(r),
            r.text("expansion", choices=EXPANSIONS),
            r.text("recruit_reputation", "normal", RECRUIT_REPUTATION),
            exclusive,
            r.flag("interaction_only", False),
            action_recruit,
            extra["recruit_extra"],
            extra["upkeep"],
            r.integer("pay_to_assign_damage", 0, low=0),
            r.integer("pay_to_activate_in_assault", 0, low=0),
            r.flag("multi_ability", False),
            r.text("note", ""),
            **r.meta(),
        )
        r.done()
    for unit in out.values():
        for other in unit.recruit_exclusive_with:
            if unit.id not in out[other].recruit_exclusive_with:
                raise DataError(
                    f"{f}: unit '{unit.id}': recruit_exclusive_with: '{other}' does not list it back"
                )
    return out, gaps
