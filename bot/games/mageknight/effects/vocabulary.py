"""The machinery of the effect vocabulary: what a *kind* of effect is, and how its values are typed.

An effect in the data files is a small table. Exactly one key of it is a registered *kind* (``move``,
``attack``, ``choice``…); the other keys are that kind's parameters. Each kind declares the type of its
value, the types of its parameters, which parameters are required, and an English template used to
describe the effect to players. The kinds themselves live in the sibling modules, one per area of the
game (basic, advanced, spells, artifacts, skills, units, sites); ``effects/__init__`` merges them.

Value and parameter types (strings):

``int``          a whole number (may be negative)
``nat``          a whole number, 0 or more
``pos``          a whole number, 1 or more
``true``         the value ``true`` (a flag kind with nothing more to say)
``bool``         true or false
``text``         free text (use sparingly: names, never effects)
``colour``       one basic mana colour; ``colours``: a non-empty list of them
``mana``         one mana colour including gold and black; ``manas``: a non-empty list of them
``element``      physical | fire | ice | coldfire;  ``elements``: a non-empty list of them
``attack_type``  melee | ranged | siege;  ``attack_types``: a non-empty list of them
``resistance``   physical | fire | ice;  ``resistances``: a non-empty list of them
``ability``      an enemy ability id (see ``data/enemies.py``)
``effect``       one nested effect;  ``effects``: a list of two or more nested effects
``condition``    a registered condition id (``CONDITIONS``)
``quantity``     a registered quantity id (``QUANTITIES``)
``enum:a|b|c``   one of the listed words
``enums:a|b|c``  a non-empty list of the listed words
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

BASIC_COLOURS = ("red", "blue", "green", "white")
MANA_COLOURS = (*BASIC_COLOURS, "gold", "black")
ELEMENTS = ("physical", "fire", "ice", "coldfire")
ATTACK_TYPES = ("melee", "ranged", "siege")
RESISTANCE_TYPES = ("physical", "fire", "ice")
# Kept here (not imported from data/enemies) so the vocabulary never imports the data loader.
ENEMY_ABILITY_IDS = (
    "fortified",
    "unfortified",
    "swift",
    "brutal",
    "poison",
    "paralyze",
    "assassination",
    "cumbersome",
    "vampiric",
    "elusive",
    "arcane_immunity",
    "defend",
    "summon",
    # Shades of Tezla (LL digest §7.5): given to tokens by scenario rules and variants, not printed.
    "ambush",
    "pursuit",
)

_ELEMENT_WORDS = {"physical": "physical", "fire": "Fire", "ice": "Ice", "coldfire": "Cold Fire"}


@dataclass(frozen=True)
class Kind:
    """One kind of effect: its value type, its parameters and how to say it in English.

    ``text`` is a ``str.format`` template: ``{v}`` is the value, ``{name}`` a parameter (an absent
    optional parameter renders as an empty string, so keep optional ones at the end or use ``{name?}``
    sections via ``optional_text``). ``by_value`` replaces ``text`` for particular values (enum kinds,
    plurals). ``join`` joins a list of nested effects (``choice``: " or ").
    """

    name: str
    value: str
    text: str
    params: Mapping[str, str] = field(default_factory=dict)
    required: tuple[str, ...] = ()
    optional_text: Mapping[str, str] = field(default_factory=dict)
    join: str = "; "
    meaning: str = ""
    by_value: Mapping[Any, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Registry:
    """Every kind, condition and quantity, merged from the area modules (no name twice)."""

    kinds: dict[str, Kind]
    conditions: dict[str, str]
    quantities: dict[str, str]


def merge(areas: list[tuple[str, list[Kind], dict[str, str], dict[str, str]]]) -> Registry:
    """Merge the area modules' declarations; a name declared twice is a programming error."""
    kinds: dict[str, Kind] = {}
    conditions: dict[str, str] = {}
    quantities: dict[str, str] = {}
    owner: dict[str, str] = {}
    for area, ks, conds, quants in areas:
        for k in ks:
            if k.name in kinds:
                raise ValueError(f"effect kind {k.name!r} is declared in both {owner[k.name]} and {area}")
            for p, t in k.params.items():
                _check_type_spec(t, f"{area}: {k.name}.{p}")
            _check_type_spec(k.value, f"{area}: {k.name}")
            kinds[k.name], owner[k.name] = k, area
        for table, new, label in ((conditions, conds, "condition"), (quantities, quants, "quantity")):
            for name, text in new.items():
                if name in table:
                    raise ValueError(f"{label} {name!r} is declared twice (again in {area})")
                table[name] = text
    return Registry(kinds, conditions, quantities)


_SIMPLE_TYPES = {
    "int",
    "nat",
    "pos",
    "true",
    "bool",
    "text",
    "colour",
    "colours",
    "mana",
    "manas",
    "element",
    "elements",
    "attack_type",
    "attack_types",
    "resistance",
    "resistances",
    "ability",
    "effect",
    "effects",
    "condition",
    "quantity",
}


def _check_type_spec(spec: str, where: str) -> None:
    if spec in _SIMPLE_TYPES:
        return
    if spec.startswith(("enum:", "enums:")) and all(spec.split(":", 1)[1].split("|")):
        return
    raise ValueError(f"{where}: unknown type {spec!r}")


_LISTS = {
    "colour": BASIC_COLOURS,
    "mana": MANA_COLOURS,
    "element": ELEMENTS,
    "attack_type": ATTACK_TYPES,
    "resistance": RESISTANCE_TYPES,
    "ability": ENEMY_ABILITY_IDS,
}


def check_value(reg: Registry, spec: str, value: Any, where: str, check_effect: Any) -> None:
    """Raise ValueError naming ``where`` unless ``value`` has type ``spec``."""
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if spec in ("int", "nat", "pos"):
        if not is_int:
            raise ValueError(f"{where}: must be a whole number")
        low = {"int": None, "nat": 0, "pos": 1}[spec]
        if low is not None and value < low:
            raise ValueError(f"{where}: must be at least {low}")
    elif spec == "true":
        if value is not True:
            raise ValueError(f"{where}: must be true")
    elif spec == "bool":
        if not isinstance(value, bool):
            raise ValueError(f"{where}: must be true or false")
    elif spec == "text":
        if not isinstance(value, str) or not value:
            raise ValueError(f"{where}: must be text")
    elif spec in _LISTS:
        if value not in _LISTS[spec]:
            raise ValueError(f"{where}: must be one of {', '.join(_LISTS[spec])}")
    elif spec.endswith("s") and spec[:-1] in _LISTS:
        allowed = _LISTS[spec[:-1]]
        if not isinstance(value, list) or not value or any(v not in allowed for v in value):
            raise ValueError(f"{where}: must be a non-empty list of {', '.join(allowed)}")
    elif spec == "effect":
        check_effect(value, where)
    elif spec == "effects":
        if not isinstance(value, list) or len(value) < 2:
            raise ValueError(f"{where}: must list at least two effects")
        for i, sub in enumerate(value):
            check_effect(sub, f"{where}[{i}]")
    elif spec == "condition":
        if value not in reg.conditions:
            raise ValueError(f"{where}: unknown condition {value!r}")
    elif spec == "quantity":
        if value not in reg.quantities:
            raise ValueError(f"{where}: unknown quantity {value!r}")
    elif spec.startswith("enum:"):
        words = spec[5:].split("|")
        if value not in words:
            raise ValueError(f"{where}: must be one of {', '.join(words)}")
    elif spec.startswith("enums:"):
        words = spec[6:].split("|")
        if not isinstance(value, list) or not value or any(v not in words for v in value):
            raise ValueError(f"{where}: must be a non-empty list of {', '.join(words)}")
    else:  # pragma: no cover - specs are checked when merging
        raise ValueError(f"{where}: unknown type {spec!r}")


def render_value(reg: Registry, spec: str, value: Any, join: str, describe: Any) -> str:
    """A parameter or value in English, for the description templates."""
    if spec == "effect":
        return str(describe(value))
    if spec == "effects":
        return join.join(describe(v) for v in value)
    if spec == "condition":
        return reg.conditions[value]
    if spec == "quantity":
        return reg.quantities[value]
    if spec in ("element",):
        return _ELEMENT_WORDS[value]
    if isinstance(value, list):
        words = [_ELEMENT_WORDS.get(str(v), str(v)) if spec == "elements" else str(v) for v in value]
        if spec in ("colours", "manas") and set(value) == set(BASIC_COLOURS):
            return "any basic colour"
        if spec == "manas" and set(value) == set(MANA_COLOURS):
            return "any colour"
        return "/".join(words)
    if isinstance(value, str):
        return value.replace("_", " ")
    return str(value)
