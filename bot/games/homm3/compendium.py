"""The box of Heroes of Might and Magic III: The Board Game as ``/card`` shows it: every faction unit,
neutral unit, spell, ability, basic card, artifact, specialty, hero and map location with what it does
(the data's own paraphrases, in our words) and its numbers.

Everything here reads the component data only, never a game state: a description is public knowledge
of the box and cannot tell where a component is in a game (whose hand, which face-down card). Its texts
are the catalog's ``h3-box-*`` (``locales/<lang>/homm3-box.ftl``), in the reader's language; what a
component does is the data's own paraphrase, in English.
"""

from __future__ import annotations

import re
from typing import Any

from bot.engine.contract import Component
from bot.engine.i18n import t, words
from bot.games.homm3 import cards, terms
from bot.games.homm3.context import price
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.data.units import ABILITIES, Side

KINDS = ("unit", "neutral", "spell", "ability", "basic", "artifact", "specialty", "hero", "location")
CARD_KINDS = {"spell": "spell", "ability": "ability", "basic": "basic", "artifact": "artifact"}


def say(key: str, **args: Any) -> str:
    """The text ``h3-box-<key>`` in the language of whoever reads /card (the contract wants strings)."""
    return words(t(f"h3-box-{key}", **args))


def _words(text: str) -> str:
    return text.replace("_", " ")


def _name(data: Homm3Data, kind: str, rec: Any) -> str:
    """A component's name as /card shows and reads it: the catalog's where the glossary has one."""
    if kind in CARD_KINDS:
        return words(cards.name(data, f"{CARD_KINDS[kind]}:{rec.id}"))
    if kind == "location":
        return words(terms.location(data, rec.id))
    return rec.name  # a Name: /card reads its printed forms too


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
        Component(f"{k}:{r.id}", _name(data, k, r), say("kind", kind=k))
        for k, table in tables
        for r in table.values()
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
    return say(
        "side",
        which=which,
        attack=side.attack,
        defense=side.defense,
        hp=side.hp,
        initiative=side.initiative,
        abilities="; " + abilities if abilities else "",
    )


def describe(data: Homm3Data, component_id: str) -> list[str]:
    """The lines /card shows for ``component_id`` (``spell:magic_arrow``); empty for an unknown id."""
    kind, _, rid = component_id.partition(":")
    if kind == "unit" and rid in data.units:
        u = data.units[rid]
        head = say(
            "unit-head",
            name=u.name,
            faction=terms.faction(u.faction),
            tier=u.tier,
            type=u.type,
            cost=price(u.recruit_cost),
            reinforce=price(u.reinforce_cost),
        )
        return [head, _side("few", u.few), _side("pack", u.pack)]
    if kind == "neutral" and rid in data.neutrals:
        n = data.neutrals[rid]
        head = say("neutral-head", name=n.name, tier=n.tier, type=n.type, cost=price(n.cost), copies=n.copies)
        return [head, _side("card", n.side)]
    if kind == "spell" and rid in data.spells:
        s = data.spells[rid]
        head = say(
            "spell-head",
            name=_name(data, kind, s),
            level=s.level,
            school=s.school,
            timing=s.timing,
            copies=s.copies,
        )
        powers = [say("spell-power", power=p, text=e) for p, e in zip(s.power, s.effects, strict=False)]
        return [head, *powers, say("spell-discard")]
    if kind in ("ability", "basic") and rid in (data.abilities if kind == "ability" else data.basic_cards):
        c = (data.abilities if kind == "ability" else data.basic_cards)[rid]
        faction = getattr(c, "faction", None)
        head = say("card-head", name=_name(data, kind, c), kind=kind, copies=c.copies, only=faction or "none")
        return [head, say("card-normal", text=c.normal), say("card-expert", text=c.expert)]
    if kind == "artifact" and rid in data.artifacts:
        a = data.artifacts[rid]
        options = [say("artifact-option", n=i, text=o) for i, o in enumerate(a.options, start=1)]
        return [say("artifact-head", name=_name(data, kind, a), grade=a.grade), *options]
    if kind == "specialty" and rid in data.specialties:
        sp = data.specialties[rid]
        hero = data.heroes[sp.hero].name if sp.hero in data.heroes else sp.hero
        lines = [
            say("specialty-head", name=sp.name, hero=hero, level=sp.level, timing=sp.timing),
            sp.effect,
        ]
        if sp.units:
            names = ", ".join(data.units[u].name if u in data.units else _words(u) for u in sp.units)
            lines.append(say("specialty-units", what=names))
        return lines
    if kind == "hero" and rid in data.heroes:
        h = data.heroes[rid]
        basics = ", ".join(
            f"{n} {words(cards.name(data, f'basic:{k}')) if k in data.basic_cards else _words(k).title()}"
            for k, n in h.basics.items()
            if n
        )
        ability = (
            data.abilities[h.starting_ability].name
            if h.starting_ability in data.abilities
            else h.starting_ability
        )
        return [
            say(
                "hero-head",
                name=h.name,
                faction=terms.faction(h.faction),
                hero_class=h.hero_class,
                type=h.type,
            ),
            say("hero-basics", what=basics, ability=ability, specialty=h.specialty),
        ]
    if kind == "location" and rid in data.locations:
        loc = data.locations[rid]
        lines = [say("location-head", name=_name(data, kind, loc), category=loc.category), loc.effect]
        if str(loc.gain) != "nothing":
            lines.append(say("location-gain", what=price(loc.gain)))
        if str(loc.pay) != "nothing":
            lines.append(say("location-pay", what=price(loc.pay)))
        if loc.exp:
            lines.append(say("location-exp", n=loc.exp))
        return lines
    return []
