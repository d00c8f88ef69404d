"""The effect vocabulary of Mage Knight: every effect written in ``data/mageknight/`` parses into it.

An effect is a small table with exactly one *kind* key (``move``, ``attack``, ``choice``…) and that
kind's parameters. The kinds are declared, with their types, in one module per area:

- ``basic``      combinators (choice/all/if/per/cost) and the basic and hero-unique Action cards
- ``advanced``   Advanced Action cards
- ``spells``     Spell cards
- ``artifacts``  Artifact cards (banners included)
- ``skills``     hero skills
- ``units``      unit abilities
- ``sites``      tactics, sites, cities and scenarios
- ``rewards``    ruins tokens, faction reward tokens, Volkare

The machinery (types, checking, words) is in ``vocabulary``; the words themselves are in the catalog
(``locales/<lang>/mageknight-effects.ftl``). A kind, condition or quantity declared
in two modules is an error at import.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.i18n import Text
from bot.games.mageknight.effects import advanced, artifacts, basic, rewards, sites, skills, spells, units
from bot.games.mageknight.effects.vocabulary import (
    ATTACK_TYPES,
    BASIC_COLOURS,
    ELEMENTS,
    MANA_COLOURS,
    Registry,
    check_value,
    effect_text,
    merge,
)

__all__ = [
    "ATTACK_TYPES",
    "BASIC_COLOURS",
    "ELEMENTS",
    "KINDS",
    "MANA_COLOURS",
    "REGISTRY",
    "alternatives",
    "check_effect",
    "describe",
    "kind_of",
    "kinds_in",
    "slug",
    "text",
]

REGISTRY: Registry = merge(
    [
        (m.__name__.rsplit(".", 1)[1], m.KINDS, m.CONDITIONS, m.QUANTITIES)
        for m in (basic, advanced, spells, artifacts, skills, units, sites, rewards)
    ]
)
KINDS = tuple(REGISTRY.kinds)


def kind_of(effect: Mapping[str, Any]) -> str:
    """The kind key of an effect table."""
    kinds = [k for k in effect if k in REGISTRY.kinds]
    if len(kinds) > 1:
        # A parameter may share its name with a kind (``attack`` as a parameter of a bonus): the kind is
        # the one key whose declared parameters account for every other key.
        fits = [k for k in kinds if set(effect) - {k} <= set(REGISTRY.kinds[k].params)]
        if len(fits) == 1:
            kinds = fits
    if len(kinds) != 1:
        raise ValueError(f"an effect needs exactly one kind key, found {sorted(effect)}")
    return kinds[0]


def check_effect(raw: Any, where: str = "effect") -> None:
    """Raise ValueError naming ``where`` if ``raw`` is not a well-formed effect."""
    if not isinstance(raw, Mapping):
        raise ValueError(f"{where}: an effect must be a table, not {type(raw).__name__}")
    try:
        kind = kind_of(raw)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None
    spec = REGISTRY.kinds[kind]
    extra = set(raw) - {kind} - set(spec.params)
    if extra:
        raise ValueError(f"{where}: unexpected keys {sorted(extra)} for a '{kind}' effect")
    missing = [p for p in spec.required if p not in raw]
    if missing:
        raise ValueError(f"{where}: a '{kind}' effect needs {', '.join(missing)}")
    check_value(REGISTRY, spec.value, raw[kind], f"{where}.{kind}", check_effect)
    for p, t in spec.params.items():
        if p in raw:
            check_value(REGISTRY, t, raw[p], f"{where}.{p}", check_effect)


def kinds_in(effect: Mapping[str, Any]) -> set[str]:
    """Every kind used in an effect, nested ones included."""
    kind = kind_of(effect)
    spec = REGISTRY.kinds[kind]
    out = {kind}
    for key, t in ((kind, spec.value), *spec.params.items()):
        if key not in effect:
            continue
        if t == "effect":
            out |= kinds_in(effect[key])
        elif t == "effects":
            for sub in effect[key]:
                out |= kinds_in(sub)
    return out


def alternatives(effect: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The effects a player may pick from: the options of a ``choice``, else the effect itself."""
    if kind_of(effect) == "choice":
        return list(effect["choice"])
    return [effect]


def slug(effect: Mapping[str, Any]) -> str:
    """A short stable name for an effect alternative, used in mode names (``heal``, ``fire-block``)."""
    kind = kind_of(effect)
    if kind == "attack":
        parts = [effect.get("element", "physical"), effect.get("type", "melee"), "attack"]
        return "-".join(p for p in parts if p not in ("physical", "melee"))
    if kind == "block":
        element = effect.get("element", "physical")
        return "block" if element == "physical" else f"{element}-block"
    if kind == "all":
        return slug(effect["all"][0])
    if kind == "cost":  # told apart by what it gives and what it costs: attack-take-wounds, move-green
        pay = effect["cost"]
        paid = pay["pay_mana"][0] if kind_of(pay) == "pay_mana" and len(pay["pay_mana"]) == 1 else slug(pay)
        return f"{slug(effect['gain'])}-{paid}"
    return kind.replace("_", "-")


def text(effect: Mapping[str, Any]) -> Text:
    """What an effect does, as a catalog text (``Move 2``, ``Fire Block 3``, ``Heal 1 or draw 1 card``
    in English), put into words in the reader's language when shown."""
    return effect_text(REGISTRY, kind_of(effect), effect, text)
