"""The box of Heroes of Might and Magic III: The Board Game as ``/card`` shows it: every faction unit,
neutral unit, spell, ability, basic card, artifact, specialty, hero and map location with what it does
(the data's own paraphrases, in our words) and its numbers.

Everything here reads the component data only, never a game state: a description is public knowledge
of the box and cannot tell where a component is in a game (whose hand, which face-down card). Every
English text of this module is in :data:`TEXTS` (one place, for the move into the Fluent catalog).
"""

from __future__ import annotations

import re
from typing import Any

from bot.engine.contract import Component
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.data.units import ABILITIES, Side

#: Every text this module writes (to become ``homm3.ftl`` keys).
TEXTS: dict[str, str] = {
    "kind-unit": "unit",
    "kind-neutral": "neutral unit",
    "kind-spell": "spell",
    "kind-ability": "ability",
    "kind-basic": "basic card",
    "kind-artifact": "artifact",
    "kind-specialty": "specialty",
    "kind-hero": "hero",
    "kind-location": "location",
    "unit-head": "**{name}** — {faction} {tier} {type} unit; recruit for {cost}, reinforce to Pack for {reinforce}",
    "neutral-head": "**{name}** — neutral {tier} {type} unit; recruit for {cost}; {copies} in the box",
    "side": "{which}: attack {attack}, defense {defense}, {hp} HP, initiative {initiative}{abilities}",
    "side-abilities": "; {what}",
    "spell-head": "**{name}** — {level} {school} spell, cast {timing}; {copies} in the box",
    "spell-power": "Power {power}+: {text}",
    "spell-discard": "Any spell card may be discarded instead for +1 Power.",
    "card-head": "**{name}** — {kind}; {copies} in the box{only}",
    "card-only": " (only {faction} may use it)",
    "card-normal": "Normal: {text}",
    "card-expert": "Expert: {text}",
    "artifact-head": "**{name}** — {grade} artifact",
    "artifact-option": "Option {n}: {text}",
    "specialty-head": "**{name}** — specialty of {hero}, level {level}, {timing}",
    "specialty-units": "Specialty units: {what}.",
    "hero-head": "**{name}** — {faction} {hero_class} ({type} hero)",
    "hero-basics": "Starting deck: basic cards {what}; starting ability {ability}; specialty {specialty}.",
    "location-head": "**{name}** — {category} location",
    "location-gain": "Gives {what}.",
    "location-pay": "Costs {what}.",
    "location-exp": "Experience {n}.",
}

KINDS = ("unit", "neutral", "spell", "ability", "basic", "artifact", "specialty", "hero", "location")


def t(key: str, **args: Any) -> str:
    return TEXTS[key].format(**args)


def _words(text: str) -> str:
    return text.replace("_", " ")


def components(data: Homm3Data) -> tuple[Component, ...]:
    """Every component /card can show (ids ``<kind>:<record id>``: a neutral and a faction unit may
    share a record id)."""
    tables: list[tuple[str, dict[str, Any]]] = [
        ("unit", data.units),
        ("neutral", data.neutrals),
        ("spell", data.spells),
        ("ability", data.abilities),
        ("basic", data.basic_cards),
        ("artifact", data.artifacts),
        ("specialty", data.specialties),
        ("hero", data.heroes),
        ("location", data.locations),
    ]
    return tuple(
        Component(f"{k}:{r.id}", r.name, t(f"kind-{k}")) for k, table in tables for r in table.values()
    )


def _ability(a: Any) -> str:
    text = ABILITIES.get(a.id, _words(a.id))
    if a.n is not None:
        text = re.sub(r"\bn\b", str(a.n), text)
    if a.faces:
        text += " (" + ", ".join(f"{f:+d}" if f else "0" for f in a.faces) + ")"
    return text


def _side(which: str, side: Side) -> str:
    abilities = "; ".join(_ability(a) for a in side.abilities)
    return t(
        "side",
        which=which,
        attack=side.attack,
        defense=side.defense,
        hp=side.hp,
        initiative=side.initiative,
        abilities=t("side-abilities", what=abilities) if abilities else "",
    )


def describe(data: Homm3Data, component_id: str) -> list[str]:
    """The lines /card shows for ``component_id`` (``spell:magic_arrow``); empty for an unknown id."""
    kind, _, rid = component_id.partition(":")
    if kind == "unit" and rid in data.units:
        u = data.units[rid]
        head = t(
            "unit-head",
            name=u.name,
            faction=u.faction.title(),
            tier=u.tier,
            type=u.type,
            cost=u.recruit_cost,
            reinforce=u.reinforce_cost,
        )
        return [head, _side("Few", u.few), _side("Pack", u.pack)]
    if kind == "neutral" and rid in data.neutrals:
        n = data.neutrals[rid]
        head = t("neutral-head", name=n.name, tier=n.tier, type=n.type, cost=n.cost, copies=n.copies)
        return [head, _side("Card", n.side)]
    if kind == "spell" and rid in data.spells:
        s = data.spells[rid]
        head = t(
            "spell-head",
            name=s.name,
            level=s.level,
            school=s.school,
            timing=_words(s.timing),
            copies=s.copies,
        )
        powers = [t("spell-power", power=p, text=e) for p, e in zip(s.power, s.effects, strict=False)]
        return [head, *powers, t("spell-discard")]
    if kind in ("ability", "basic") and rid in (data.abilities if kind == "ability" else data.basic_cards):
        c = (data.abilities if kind == "ability" else data.basic_cards)[rid]
        faction = getattr(c, "faction", None)
        only = t("card-only", faction=faction.title()) if faction else ""
        head = t("card-head", name=c.name, kind=t(f"kind-{kind}"), copies=c.copies, only=only)
        return [head, t("card-normal", text=c.normal), t("card-expert", text=c.expert)]
    if kind == "artifact" and rid in data.artifacts:
        a = data.artifacts[rid]
        options = [t("artifact-option", n=i, text=o) for i, o in enumerate(a.options, start=1)]
        return [t("artifact-head", name=a.name, grade=a.grade), *options]
    if kind == "specialty" and rid in data.specialties:
        sp = data.specialties[rid]
        hero = data.heroes[sp.hero].name if sp.hero in data.heroes else sp.hero
        lines = [
            t("specialty-head", name=sp.name, hero=hero, level=sp.level, timing=_words(sp.timing)),
            sp.effect,
        ]
        if sp.units:
            names = ", ".join(data.units[u].name if u in data.units else _words(u) for u in sp.units)
            lines.append(t("specialty-units", what=names))
        return lines
    if kind == "hero" and rid in data.heroes:
        h = data.heroes[rid]
        basics = ", ".join(f"{n} {_words(k).title()}" for k, n in h.basics.items() if n)
        ability = (
            data.abilities[h.starting_ability].name
            if h.starting_ability in data.abilities
            else h.starting_ability
        )
        return [
            t("hero-head", name=h.name, faction=h.faction.title(), hero_class=h.hero_class, type=h.type),
            t("hero-basics", what=basics, ability=ability, specialty=h.specialty),
        ]
    if kind == "location" and rid in data.locations:
        loc = data.locations[rid]
        lines = [t("location-head", name=loc.name, category=_words(loc.category)), loc.effect]
        if str(loc.gain) != "nothing":
            lines.append(t("location-gain", what=loc.gain))
        if str(loc.pay) != "nothing":
            lines.append(t("location-pay", what=loc.pay))
        if loc.exp:
            lines.append(t("location-exp", n=loc.exp))
        return lines
    return []
