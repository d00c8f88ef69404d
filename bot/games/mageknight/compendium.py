"""The box of Mage Knight as ``/card`` shows it: every Deed card, skill, unit, enemy, site and tactic
with what it does (the effect vocabulary's English, :func:`bot.games.mageknight.effects.describe`) and
its numbers, and the short one-line forms the hand, the offers, the tactic choice and the rewards use.

Everything here reads the component data only, never a game state: a description is public knowledge
of the box and cannot tell where a component is in a game (whose hand, which face-down token).

Every English text of this module is in :data:`TEXTS` (one place, for the move into the Fluent
catalog in ``locales/``); none of it copies printed card text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.contract import Component
from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import Card, Enemy, MageKnightData, Site, Tactic, Unit
from bot.games.mageknight.data.skills import Skill

#: Every text this module writes (to become ``mageknight.ftl`` keys).
TEXTS: dict[str, str] = {
    # what players call each kind of component
    "kind-basic": "Basic Action",
    "kind-unique": "Basic Action",
    "kind-advanced": "Advanced Action",
    "kind-spell": "Spell",
    "kind-artifact": "Artifact",
    "kind-wound": "Wound",
    "kind-skill": "skill",
    "kind-unit": "unit",
    "kind-enemy": "enemy",
    "kind-site": "site",
    "kind-tactic": "tactic",
    # cards
    "card-head": "**{name}** — {kind}{colour}{extra}",
    "card-colour": ", {colour}",
    "card-hero": " ({hero}'s own card, replaces {replaces})",
    "card-copies": "; {n} in the box",
    "card-copies-deck": "; {n} in each starting deck",
    "card-basic": "Basic: {text}",
    "card-powered": "Powered ({how}): {text}",
    "card-powered-named": "Powered, {name} ({how}): {text}",
    "card-sideways": "Sideways: Move 1, Influence 1, Attack 1 or Block 1 instead of its effect.",
    "card-wound": (
        "A Wound does nothing: it cannot be played, not even sideways; it clogs the hand until healed or "
        "thrown away (a rest discards it)."
    ),
    "how-action": "pay 1 {colour} mana",
    "how-spell": "pay 1 {colour} mana and 1 black mana; at Day only its basic effect can be cast",
    "how-artifact": "throw the Artifact away after use",
    "card-interactive": "It affects other players too.",
    "short-card": "{name} [{colour}]: {basic} | powered: {powered}",
    "short-card-basic": "{name} [{colour}]: {basic}",
    # units
    "unit-head": "**{name}** — {tier} unit, level {level}: recruit for {cost} Influence, armor {armor}",
    "unit-resists": "Resists {what}.",
    "unit-recruit": "Recruited at: {sites}.",
    "unit-ability": "{n}. {text}",
    "unit-mana": " (pay 1 {colour} mana)",
    "unit-copies": "{n} in the box.",
    "short-unit": "{name} (level {level}, {cost} Influence, armor {armor}): {abilities}",
    # skills
    "skill-head": "**{name}** — skill of {hero}, {timing}",
    "skill-use": "Use: {text}",
    "skill-passive": "Always: {text}",
    "skill-gain": "When gained: {text}",
    "skill-other-turns": "It may also be used during other players' turns.",
    "timing-once_per_turn": "once a turn",
    "timing-once_per_round": "once a round (flipped face down until the next round)",
    "timing-interactive": "interactive (put in the centre for the others)",
    "timing-passive": "always on",
    "timing-flip_back": "flipped when used, flipped back on a condition",
    "short-skill": "{name}: {text}",
    # enemies
    "enemy-head": "**{name}** — {colour} enemy token: armor {armor}{elusive}, fame {fame}{reputation}",
    "enemy-elusive": " (elusive: {n} unless every attack of it was blocked)",
    "enemy-reputation": ", Reputation {n:+d} when defeated",
    "enemy-attack": "Attack {n}: {value} {element}",
    "enemy-summon": "Attack {n}: summons a {colour} token, which attacks instead",
    "enemy-resists": "Resists {what}.",
    "enemy-abilities": "Abilities: {what}.",
    "enemy-defend": "Defend {n}.",
    "enemy-count": "{n} tokens in the box.",
    "ability-fortified": "fortified (only Siege attacks reach it in the Ranged and Siege phase)",
    "ability-unfortified": "unfortified (never fortified, not even at a site)",
    "ability-swift": "swift (blocking it takes twice the Block)",
    "ability-brutal": "brutal (an unblocked attack deals twice its damage)",
    "ability-poison": "poison (each Wound to a hero's hand brings a second one to the discard pile; a "
    "unit it wounds takes two Wounds)",
    "ability-paralyze": "paralyze (a unit it wounds is destroyed; a wounded hero discards every other "
    "card in hand)",
    "ability-assassination": "assassination (its damage cannot be given to units)",
    "ability-cumbersome": "cumbersome (Move points spent in the Block phase lower its attack one for one)",
    "ability-vampiric": "vampiric (its armor grows by 1 for each Wound it deals, for the rest of the combat)",
    "ability-elusive": "elusive (its higher armor counts unless all its attacks were blocked)",
    "ability-arcane_immunity": "arcane immunity (only attacks and blocks affect it, no other effect)",
    "ability-defend": "defend (adds its Defend value to an attacked enemy's armor)",
    "ability-summon": "summoner (a drawn brown token attacks in its place)",
    "ability-ambush": "ambush (Shades of Tezla: given by scenario rules)",
    "ability-pursuit": "pursuit (Shades of Tezla: given by scenario rules)",
    # sites and tactics
    "site-head": "**{name}** — site{fortified}",
    "site-fortified": ", fortified",
    "site-recruit": "Units recruited here: {what}.",
    "tactic-head": "**{name}** — {time} tactic {number} (lower numbers play first)",
    "short-tactic": "{number} {name}: {text}",
    # /card
    "element-physical": "physical",
    "element-fire": "Fire",
    "element-ice": "Ice",
    "element-coldfire": "Cold Fire",
    "nothing": "nothing",
}

SHORT_EFFECT = 70  # characters of one effect in a one-line form


def t(key: str, **args: Any) -> str:
    return TEXTS[key].format(**args)


def short(text: str, limit: int = SHORT_EFFECT) -> str:
    """``text`` cut to ``limit`` characters, at a word, with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:")
    return cut + "…"


def _effect(effect: Mapping[str, Any] | None) -> str:
    return fx.describe(effect) if effect else t("nothing")


def _element(e: str | None) -> str:
    return t(f"element-{e or 'physical'}")


# ====================================================================================== the list
def components(data: MageKnightData) -> tuple[Component, ...]:
    """Every component /card can show: Deed cards, skills, units, enemies, sites, tactics."""
    out = [Component(f"card:{c.id}", c.name, t(f"kind-{c.kind}")) for c in data.cards.values()]
    out += [Component(f"skill:{s.id}", s.name, t("kind-skill")) for s in data.skills.values()]
    out += [Component(f"unit:{u.id}", u.name, t("kind-unit")) for u in data.units.values()]
    out += [Component(f"enemy:{e.id}", e.name, t("kind-enemy")) for e in data.enemies.values()]
    out += [Component(f"site:{s.id}", s.name, t("kind-site")) for s in data.sites.values()]
    out += [Component(f"tactic:{x.id}", x.name, t("kind-tactic")) for x in data.tactics.values()]
    return tuple(out)


def describe(data: MageKnightData, component_id: str) -> list[str]:
    """The lines /card shows for ``component_id`` (``card:march``); empty for an unknown id."""
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
def _colour(card: Card) -> str:
    return "/".join(card.colours) if card.colours else card.colour


def card_lines(data: MageKnightData, card: Card) -> list[str]:
    extra = ""
    if card.hero is not None and card.replaces in data.cards:
        extra += t("card-hero", hero=data.heroes[card.hero].name, replaces=data.cards[card.replaces].name)
    if card.copies > 1:
        extra += t("card-copies-deck" if card.kind == "basic" else "card-copies", n=card.copies)
    colour = t("card-colour", colour=_colour(card)) if card.colour != "none" else ""
    lines = [t("card-head", name=card.name, kind=t(f"kind-{card.kind}"), colour=colour, extra=extra)]
    if card.kind == "wound":
        return [*lines, t("card-wound")]
    how = {"spell": "how-spell", "artifact": "how-artifact"}.get(card.kind, "how-action")
    if card.basic:
        lines.append(t("card-basic", text=_effect(card.basic)))
    if card.powered:
        how_text = t(how, colour=_colour(card))
        if card.powered_name:
            lines.append(
                t("card-powered-named", name=card.powered_name, how=how_text, text=_effect(card.powered))
            )
        else:
            lines.append(t("card-powered", how=how_text, text=_effect(card.powered)))
    lines.append(t("card-sideways"))
    if card.interactive:
        lines.append(t("card-interactive"))
    return lines


def card_short(data: MageKnightData, card_id: str, limit: int = SHORT_EFFECT) -> str:
    """One line for a card in a hand or an offer: name, colour, basic and powered effect (cut)."""
    card = data.cards[card_id]
    if card.kind == "wound" or not card.basic:
        return card.name
    basic = short(_effect(card.basic), limit)
    if not card.powered:
        return t("short-card-basic", name=card.name, colour=_colour(card), basic=basic)
    return t(
        "short-card",
        name=card.name,
        colour=_colour(card),
        basic=basic,
        powered=short(_effect(card.powered), limit),
    )


# ====================================================================================== units
def _ability(data: MageKnightData, ability: Any) -> str:
    text = _effect(ability.effect)
    if ability.mana:
        text += t("unit-mana", colour=ability.mana)
    return text


def unit_lines(data: MageKnightData, unit: Unit) -> list[str]:
    lines = [
        t("unit-head", name=unit.name, tier=unit.tier, level=unit.level, cost=unit.cost, armor=unit.armor)
    ]
    if unit.resistances:
        lines.append(t("unit-resists", what=", ".join(_element(r) for r in unit.resistances)))
    lines += [t("unit-ability", n=i, text=_ability(data, a)) for i, a in enumerate(unit.abilities, start=1)]
    if unit.recruit:
        sites = ", ".join(data.sites[s].name if s in data.sites else s for s in unit.recruit)
        lines.append(t("unit-recruit", sites=sites))
    if unit.note:
        lines.append(unit.note)
    lines.append(t("unit-copies", n=unit.copies))
    return lines


def unit_short(data: MageKnightData, unit_id: str, limit: int = SHORT_EFFECT) -> str:
    unit = data.units[unit_id]
    abilities = "; ".join(_ability(data, a) for a in unit.abilities)
    return t(
        "short-unit",
        name=unit.name,
        level=unit.level,
        cost=unit.cost,
        armor=unit.armor,
        abilities=short(abilities, limit),
    )


# ====================================================================================== skills
def skill_lines(data: MageKnightData, skill: Skill) -> list[str]:
    hero = data.heroes[skill.hero].name if skill.hero in data.heroes else skill.hero
    timing = TEXTS.get(f"timing-{skill.timing}", skill.timing.replace("_", " "))
    lines = [t("skill-head", name=skill.name, hero=hero, timing=timing)]
    if skill.effect:
        lines.append(t("skill-use", text=_effect(skill.effect)))
    if skill.passive:
        lines.append(t("skill-passive", text=_effect(skill.passive)))
    if skill.on_gain:
        lines.append(t("skill-gain", text=_effect(skill.on_gain)))
    if skill.other_turns:
        lines.append(t("skill-other-turns"))
    return lines


def skill_short(data: MageKnightData, skill_id: str, limit: int = SHORT_EFFECT) -> str:
    skill = data.skills[skill_id]
    effect = skill.effect or skill.passive or skill.on_gain
    return t("short-skill", name=skill.name, text=short(_effect(effect), limit))


# ====================================================================================== enemies
def enemy_lines(enemy: Enemy) -> list[str]:
    lines = [
        t(
            "enemy-head",
            name=enemy.name,
            colour=enemy.colour,
            armor=enemy.armor,
            elusive=t("enemy-elusive", n=enemy.elusive_armor) if enemy.elusive_armor else "",
            fame=enemy.fame,
            reputation=t("enemy-reputation", n=enemy.reputation) if enemy.reputation else "",
        )
    ]
    for i, a in enumerate(enemy.attacks, start=1):
        if a.summon:
            lines.append(t("enemy-summon", n=i, colour=a.summon_colour or "brown"))
        else:
            lines.append(t("enemy-attack", n=i, value=a.value, element=_element(a.element)))
    if enemy.resistances:
        lines.append(t("enemy-resists", what=", ".join(_element(r) for r in enemy.resistances)))
    if enemy.abilities:
        lines.append(t("enemy-abilities", what="; ".join(t(f"ability-{a}") for a in enemy.abilities)))
    if enemy.defend:
        lines.append(t("enemy-defend", n=enemy.defend))
    lines.append(t("enemy-count", n=enemy.count))
    return lines


# ====================================================================================== sites, tactics
def site_lines(data: MageKnightData, site: Site) -> list[str]:
    lines = [t("site-head", name=site.name, fortified=t("site-fortified") if site.fortified else "")]
    lines.append(site.summary)
    if site.recruit:
        units = sorted({u.name for u in data.units.values() if set(u.recruit) & set(site.recruit)})
        if units:
            lines.append(t("site-recruit", what=", ".join(units)))
    return lines


def tactic_lines(tactic: Tactic) -> list[str]:
    return [t("tactic-head", name=tactic.name, time=tactic.time, number=tactic.number), tactic.summary]


def tactic_short(tactic: Tactic, limit: int = 80) -> str:
    return t("short-tactic", number=tactic.number, name=tactic.name, text=short(tactic.summary, limit))
