"""The box of Mage Knight as ``/card`` shows it: every Deed card, skill, unit, enemy, site and tactic
with what it does (the effect vocabulary's words, :func:`bot.games.mageknight.effects.text`) and its
numbers, and the short one-line forms for a hand, an offer, the tactic choice and the rewards.

Everything here reads the component data only, never a game state: a description is public knowledge
of the box and cannot tell where a component is in a game (whose hand, which face-down token).

Every text is a catalog message (``locales/<lang>/mageknight-compendium.ftl``, keys ``mk-card-``), in
our own words; none copies printed card text. The site and tactic summaries of the data files are
there too, by id (``mk-card-site-<id>``, ``mk-card-tactic-<id>``), so that they read in every language.
Component names stay as the data spells them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.engine.contract import Component
from bot.engine.i18n import Say, Text, join, t, words
from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import Card, Enemy, MageKnightData, Site, Tactic, Unit
from bot.games.mageknight.data.skills import Skill
from bot.games.mageknight.effects.vocabulary import joined, words_of


def _key(word: str) -> str:
    return word.replace("_", "-")


def _effect(effect: Mapping[str, Any] | None) -> Text:
    return fx.text(effect) if effect else t("mk-card-nothing")


def _resistances(what: Iterable[str]) -> list[Text]:
    return [t(f"mk-card-resists-{_key(r)}") for r in what]


# ====================================================================================== the list
def components(data: MageKnightData) -> tuple[Component, ...]:
    """Every component /card can show: Deed cards, skills, units, enemies, sites, tactics. What kind
    each is reads in the language of whoever asks (the contract's ``kind`` is words)."""
    kinds = {k: words(t(f"mk-card-kind-{k}")) for k in ("skill", "unit", "enemy", "site", "tactic")}
    out = [Component(f"card:{c.id}", c.name, words(t(f"mk-card-kind-{c.kind}"))) for c in data.cards.values()]
    out += [Component(f"skill:{s.id}", s.name, kinds["skill"]) for s in data.skills.values()]
    out += [Component(f"unit:{u.id}", u.name, kinds["unit"]) for u in data.units.values()]
    out += [Component(f"enemy:{e.id}", e.name, kinds["enemy"]) for e in data.enemies.values()]
    out += [Component(f"site:{s.id}", s.name, kinds["site"]) for s in data.sites.values()]
    out += [Component(f"tactic:{x.id}", x.name, kinds["tactic"]) for x in data.tactics.values()]
    return tuple(out)


def describe(data: MageKnightData, component_id: str) -> list[str]:
    """The lines /card shows for ``component_id`` (``card:march``), in the language of whoever asks
    (/card measures them to fit one message); empty for an unknown id."""
    return [words(line) for line in lines(data, component_id)]


def lines(data: MageKnightData, component_id: str) -> list[Say]:
    """The lines of :func:`describe` as texts, not yet put into words."""
    kind, _, rid = component_id.partition(":")
    if kind == "card" and rid in data.cards:
        return card_lines(data, data.cards[rid])
    if kind == "skill" and rid in data.skills:
        return skill_lines(data, data.skills[rid])
    if kind == "unit" and rid in data.units:
        return unit_lines(data, data.units[rid])
    if kind == "enemy" and rid in data.enemies:
        return enemy_lines(data.enemies[rid])
    if kind == "site" and rid in data.sites:
        return site_lines(data, data.sites[rid])
    if kind == "tactic" and rid in data.tactics:
        return tactic_lines(data.tactics[rid])
    return []


# ====================================================================================== cards
def _colour(card: Card) -> Text:
    """The card's colour in words (``green/blue`` for a dual-colour card); a card without a colour (an
    Artifact) is named by its kind instead."""
    if card.colour == "none" and not card.colours:
        return t(f"mk-card-kind-{card.kind}")
    return words_of("colours", list(card.colours) if card.colours else [card.colour])


def card_lines(data: MageKnightData, card: Card) -> list[Say]:
    extra: list[Say] = []
    if card.hero is not None and card.replaces in data.cards:
        hero, replaces = data.heroes[card.hero].name, data.cards[card.replaces].name
        extra.append(t("mk-card-card-hero", hero=hero, replaces=replaces))
    if card.copies > 1:
        copies = "mk-card-card-copies-deck" if card.kind == "basic" else "mk-card-card-copies"
        extra.append(t(copies, n=card.copies))
    colour = t("mk-card-card-colour", colour=_colour(card)) if card.colour != "none" else ""
    kind = t(f"mk-card-kind-{card.kind}")
    out: list[Say] = [
        t("mk-card-card-head", name=card.name, kind=kind, colour=colour, extra=join(*extra, sep=""))
    ]
    if card.kind == "wound":
        return [*out, t("mk-card-card-wound")]
    how = {"spell": "mk-card-how-spell", "artifact": "mk-card-how-artifact"}.get(
        card.kind, "mk-card-how-action"
    )
    if card.basic:
        out.append(t("mk-card-card-basic", text=_effect(card.basic)))
    if card.powered:
        how_text = t(how, colour=_colour(card)) if card.colour != "none" else t(how)
        if card.powered_name:
            named = t(
                "mk-card-card-powered-named", name=card.powered_name, how=how_text, text=_effect(card.powered)
            )
            out.append(named)
        else:
            out.append(t("mk-card-card-powered", how=how_text, text=_effect(card.powered)))
    out.append(t("mk-card-card-sideways"))
    if card.interactive:
        out.append(t("mk-card-card-interactive"))
    return out


def card_short(data: MageKnightData, card_id: str) -> Say:
    """One line for a card in a hand or an offer: name, colour, basic and powered effect."""
    card = data.cards[card_id]
    if card.kind == "wound" or not card.basic:
        return card.name
    basic = _effect(card.basic)
    if not card.powered:
        return t("mk-card-short-card-basic", name=card.name, colour=_colour(card), basic=basic)
    return t(
        "mk-card-short-card", name=card.name, colour=_colour(card), basic=basic, powered=_effect(card.powered)
    )


# ====================================================================================== units
def _ability(data: MageKnightData, ability: Any) -> Say:
    text = _effect(ability.effect)
    if ability.mana:
        return join(text, t("mk-card-unit-mana", colour=ability.mana), sep="")
    return text


def unit_lines(data: MageKnightData, unit: Unit) -> list[Say]:
    head = t(
        "mk-card-unit-head",
        name=unit.name,
        tier=unit.tier,
        level=unit.level,
        cost=unit.cost,
        armor=unit.armor,
    )
    out: list[Say] = [head]
    if unit.resistances:
        out.append(t("mk-card-resists", what=_resistances(unit.resistances)))
    out += [join(f"{i}.", _ability(data, a)) for i, a in enumerate(unit.abilities, start=1)]
    if unit.recruit:
        sites = [data.sites[s].name if s in data.sites else s for s in unit.recruit]
        out.append(t("mk-card-unit-recruit", sites=sites))
    if unit.note:
        out.append(t(f"mk-card-unit-note-{_key(unit.id)}"))
    out.append(t("mk-card-unit-copies", n=unit.copies))
    return out


def unit_short(data: MageKnightData, unit_id: str) -> Say:
    unit = data.units[unit_id]
    abilities = join(*(_ability(data, a) for a in unit.abilities), sep="; ")
    return t(
        "mk-card-short-unit",
        name=unit.name,
        level=unit.level,
        cost=unit.cost,
        armor=unit.armor,
        abilities=abilities,
    )


# ====================================================================================== skills
def skill_lines(data: MageKnightData, skill: Skill) -> list[Say]:
    hero = data.heroes[skill.hero].name if skill.hero in data.heroes else skill.hero
    timing = t(f"mk-card-timing-{_key(skill.timing)}")
    out: list[Say] = [t("mk-card-skill-head", name=skill.name, hero=hero, timing=timing)]
    if skill.effect:
        out.append(t("mk-card-skill-use", text=_effect(skill.effect)))
    if skill.passive:
        out.append(t("mk-card-skill-passive", text=_effect(skill.passive)))
    if skill.on_gain:
        out.append(t("mk-card-skill-gain", text=_effect(skill.on_gain)))
    if skill.other_turns:
        out.append(t("mk-card-skill-other-turns"))
    return out


def skill_short(data: MageKnightData, skill_id: str) -> Say:
    skill = data.skills[skill_id]
    effect = skill.effect or skill.passive or skill.on_gain
    return join(f"{skill.name}:", _effect(effect))


# ====================================================================================== enemies
def enemy_lines(enemy: Enemy) -> list[Say]:
    elusive = t("mk-card-enemy-elusive", n=enemy.elusive_armor) if enemy.elusive_armor else ""
    reputation = t("mk-card-enemy-reputation", signed=f"{enemy.reputation:+d}") if enemy.reputation else ""
    head = t(
        "mk-card-enemy-head",
        name=enemy.name,
        colour=enemy.colour,
        armor=enemy.armor,
        elusive=elusive,
        fame=enemy.fame,
        reputation=reputation,
    )
    out: list[Say] = [head]
    for i, a in enumerate(enemy.attacks, start=1):
        if a.summon:
            out.append(t("mk-card-enemy-summon", n=i, colour=a.summon_colour or "brown"))
        else:
            out.append(t("mk-card-enemy-attack", n=i, value=a.value, element=a.element or "physical"))
    if enemy.resistances:
        out.append(t("mk-card-resists", what=_resistances(enemy.resistances)))
    if enemy.abilities:
        abilities = joined("and", [t(f"mk-card-ability-{_key(a)}") for a in enemy.abilities])
        out.append(t("mk-card-enemy-abilities", what=abilities))
    if enemy.defend:
        out.append(t("mk-card-enemy-defend", n=enemy.defend))
    out.append(t("mk-card-enemy-count", n=enemy.count))
    return out


# ====================================================================================== sites, tactics
def site_summary(site: Site) -> Text:
    """What a site is and does, in our words (the data's ``summary``, by id)."""
    return t(f"mk-card-site-{_key(site.id)}")


def tactic_summary(tactic: Tactic) -> Text:
    """What a tactic does, in our words (the data's ``summary``, by id)."""
    return t(f"mk-card-tactic-{_key(tactic.id)}")


def site_lines(data: MageKnightData, site: Site) -> list[Say]:
    fortified = t("mk-card-site-fortified") if site.fortified else ""
    out: list[Say] = [t("mk-card-site-head", name=site.name, fortified=fortified), site_summary(site)]
    if site.recruit:
        units = sorted({u.name for u in data.units.values() if set(u.recruit) & set(site.recruit)})
        if units:
            out.append(t("mk-card-site-recruit", what=units))
    return out


def tactic_lines(tactic: Tactic) -> list[Say]:
    head = t("mk-card-tactic-head", name=tactic.name, time=tactic.time, number=tactic.number)
    return [head, tactic_summary(tactic)]


def tactic_short(tactic: Tactic) -> Say:
    return join(f"{tactic.number} {tactic.name}:", tactic_summary(tactic))
