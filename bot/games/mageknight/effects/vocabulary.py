"""The machinery of the effect vocabulary: what a *kind* of effect is, and how its values are typed.

An effect in the data files is a small table. Exactly one key of it is a registered *kind* (``move``,
``attack``, ``choice``…); the other keys are that kind's parameters. Each kind declares the type of its
value, the types of its parameters, which parameters are required and which have words of their own
(see "Words" below: the words are catalog messages). The kinds themselves live in the sibling modules, one per area of the
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

Words. An effect reads as a :class:`~bot.engine.i18n.Text` of the Mage Knight catalog
(``locales/<lang>/mageknight-effects.ftl``), one message per kind, so that it is said in English, Czech
or Polish. The keys follow from the names:

``mk-fx-<kind>``            the kind (``mk-fx-take-wounds``; underscores become hyphens)
``mk-fx-<kind>-is-<value>`` the kind with a value that has a text of its own (``by_value``)
``mk-fx-<kind>-with-<p>``   what an optional parameter adds when given (``optional``); the kind's message
                            places it as ``{ $with_<p> }``
``mk-fx-cond-<id>``         a condition; ``mk-fx-qty-<id>`` a quantity (what ``per`` counts)
``mk-fx-colour-<c>``, ``mk-fx-element-<e>``, ``mk-fx-resistance-<r>``, ``mk-fx-attack-type-<t>``,
``mk-fx-word-<w>``          one word of a list value (a list reads ``red/blue``: ``mk-fx-join-list``)
``mk-fx-join-<how>``        two nested effects read together: ``and`` (``; ``), ``or``, ``slash`` (`` / ``)

The values a message gets: ``$v`` (the kind's value) and one per parameter, by name. A number stays a
number (so the catalog picks plural forms) and ``$signed`` is the value with its sign (``+2``); one word
of a fixed set (a target ``one``/``that``/``every``, a colour, an element…) is passed as the word itself
for the message to select on; a list of words, a nested effect, a condition and a quantity are texts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import reduce
from typing import Any

from bot.engine.i18n import Text, t

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

#: How a list of nested effects reads (a ``Kind.join``): the catalog key joining two of them.
JOINS = ("and", "or", "slash")


@dataclass(frozen=True)
class Kind:
    """One kind of effect: its value type and its parameters; its words are catalog messages (see the
    module's "Words").

    ``optional`` names the parameters whose words are added only when they are given
    (``mk-fx-<kind>-with-<p>``); ``by_value`` the values that have a message of their own
    (``mk-fx-<kind>-is-<value>``), instead of the kind's; ``join`` how a list of nested effects reads
    (``choice``: "or"). ``meaning`` is the rule for developers (never shown to players).
    """

    name: str
    value: str
    params: Mapping[str, str] = field(default_factory=dict)
    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    join: str = "and"
    meaning: str = ""
    by_value: tuple[Any, ...] = ()

    @property
    def key(self) -> str:
        """The catalog key of this kind's words."""
        return "mk-fx-" + _slug(self.name)


@dataclass(frozen=True)
class Registry:
    """Every kind, condition and quantity, merged from the area modules (no name twice)."""

    kinds: dict[str, Kind]
    conditions: tuple[str, ...]
    quantities: tuple[str, ...]


def merge(areas: list[tuple[str, list[Kind], Iterable[str], Iterable[str]]]) -> Registry:
    """Merge the area modules' declarations; a name declared twice is a programming error."""
    kinds: dict[str, Kind] = {}
    conditions: list[str] = []
    quantities: list[str] = []
    owner: dict[str, str] = {}
    for area, ks, conds, quants in areas:
        for k in ks:
            if k.name in kinds:
                raise ValueError(f"effect kind {k.name!r} is declared in both {owner[k.name]} and {area}")
            for p, spec in k.params.items():
                _check_type_spec(spec, f"{area}: {k.name}.{p}")
            _check_type_spec(k.value, f"{area}: {k.name}")
            if k.join not in JOINS or not set(k.optional) <= set(k.params):
                raise ValueError(f"{area}: {k.name}: join must be one of {JOINS}, optional only parameters")
            kinds[k.name], owner[k.name] = k, area
        for table, new, label in ((conditions, conds, "condition"), (quantities, quants, "quantity")):
            for name in new:
                if name in table:
                    raise ValueError(f"{label} {name!r} is declared twice (again in {area})")
                table.append(name)
    return Registry(kinds, tuple(conditions), tuple(quantities))


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


def _slug(word: Any) -> str:
    return str(word).replace("_", "-")


#: The catalog family of one word of a list value, by the list's type.
_WORD_KEYS = {
    "colours": "colour",
    "manas": "colour",
    "elements": "element",
    "resistances": "resistance",
    "attack_types": "attack-type",
}


def word_key(spec: str, word: str) -> str:
    """The catalog key of one word of a list value of type ``spec`` (``mk-fx-colour-red``)."""
    family = _WORD_KEYS.get(spec, "word")
    return f"mk-fx-{family}-{_slug(word)}"


def words_of(spec: str, value: list[Any]) -> Text:
    """A list value as words: ``red/blue``, or ``any basic colour`` / ``any colour`` for all of them."""
    if spec in ("colours", "manas") and set(value) == set(BASIC_COLOURS):
        return t("mk-fx-colour-any-basic")
    if spec == "manas" and set(value) == set(MANA_COLOURS):
        return t("mk-fx-colour-any")
    return joined("list", [t(word_key(spec, str(w))) for w in value])


def joined(how: str, parts: list[Text]) -> Text:
    """Texts read one after the other, joined two by two with ``mk-fx-join-<how>``."""
    return reduce(lambda a, b: t(f"mk-fx-join-{how}", a=a, b=b), parts)


def effect_text(reg: Registry, kind: str, effect: Mapping[str, Any], nested: Callable[[Any], Text]) -> Text:
    """The words of an effect of kind ``kind``: its catalog message with its values; ``nested`` puts a
    nested effect into words."""
    spec = reg.kinds[kind]
    v = effect[kind]
    if spec.value == "effects" and not spec.params:  # choice, all: the effects themselves, joined
        return joined(spec.join, [nested(e) for e in v])
    if kind in ("attack", "block"):  # one message per element and type: "Fire Ranged Attack 3"
        return t(spec.key, v=v, type=effect.get("type", "melee"), element=effect.get("element", "physical"))
    fields: dict[str, Any] = {}
    if spec.value != "true":
        fields["v"] = value_words(spec.value, v, spec.join, nested)
        if spec.value in ("int", "nat", "pos"):
            fields["signed"] = f"{v:+d}"
    for p, p_spec in spec.params.items():
        fields[p] = value_words(p_spec, effect[p], spec.join, nested) if p in effect else ""
    extras = {
        f"with_{p}": t(f"{spec.key}-with-{_slug(p)}", **fields) if p in effect else "" for p in spec.optional
    }
    key = f"{spec.key}-is-{_slug(v)}" if isinstance(v, str) and v in spec.by_value else spec.key
    return t(key, **fields, **extras)


def value_words(spec: str, value: Any, join: str, nested: Callable[[Any], Text]) -> Any:
    """A value or parameter as a message gets it (see the module's "Words")."""
    if spec == "effect":
        return nested(value)
    if spec == "effects":
        return joined(join, [nested(v) for v in value])
    if spec == "condition":
        return t(f"mk-fx-cond-{_slug(value)}")
    if spec == "quantity":
        return t(f"mk-fx-qty-{_slug(value)}")
    if spec == "true":
        return ""
    if isinstance(value, list):
        return words_of(spec, value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value
