"""The effect vocabulary of Mage Knight cards, as written in ``data/mageknight/cards.toml``.

An effect is a small table. Exactly one *kind* key says what it does; a few kinds take extra keys:

``move = N``                 gain N Move points
``influence = N``            gain N Influence points
``attack = N``               attack; ``type`` = melee (default) | ranged | siege, ``element`` = physical
                             (default) | fire | ice | coldfire
``block = N``                block; ``element`` as above
``heal = N``                 N Heal points (spent at once on wounds in hand)
``draw = N``                 draw N cards
``reputation = N``           change Reputation by N
``mana_token = [colours]``   gain one mana token of a colour chosen from the list
``crystal = [colours]``      gain one crystal of a colour chosen from the list
``pay_for_crystal = true``   pay one mana of a basic colour, gain a crystal of that colour
``extra_die = N``            you may use N more Source dice this turn; ``black_any = true`` lets a black
                             die be taken (even by Day) and used as any basic colour
``fix_dice = N``             take N Source dice, set each to a non-gold colour you choose, gain one mana
                             token per die (``tokens_each``, default 1); the dice are not rerolled
``copy_powered = N``         play another Action card's powered effect for free, +N to its amount
``discard_for = N``          discard another non-wound card: Move, Influence, Attack or Block N
``ready_unit = N``           ready a unit of level N or lower (units arrive with combat)
``lower_attack = N``         lower one enemy attack by N (Block phase)
``next_move_bonus = "next"|"all"``  the next / every further card giving Move this turn gives +1 Move
``harvest = "once"|"each"``  when you move onto a space you may discard a card for a crystal of its colour
``space_discount = true``    one space's Move cost this turn is 1 lower (not below 2)
``terrain_discount = true``  one terrain type's Move cost this turn is 1 lower (not below 2)
``recruit_discount = N``     N Influence off one unit recruited this turn (Reputation -1 if used)
``ready_units_for = N``      ready level I/II units for N Influence per level
``interaction_fame = N``     +N Fame at end of turn if the card was used in an interaction
``interaction_reputation = N`` likewise for Reputation
``land_block = true``        Block equal to the unmodified Move cost of your space (Fire by Day, Ice by Night)
``block_bonus_per_trait = true``  +1 Block per ability, attack colour and resistance of the blocked enemy
``return_to_hand = "non_wound"|"any"``  at end of turn you may discard such a card to take this one back
``choice = [effect, ...]``   choose one of the effects
``all = [effect, ...]``      all of the effects, in order
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

BASIC_COLOURS = ("red", "blue", "green", "white")
ELEMENTS = ("physical", "fire", "ice", "coldfire")
ATTACK_TYPES = ("melee", "ranged", "siege")

_INT_KINDS = (
    "move",
    "influence",
    "heal",
    "draw",
    "reputation",
    "extra_die",
    "fix_dice",
    "copy_powered",
    "discard_for",
    "ready_unit",
    "lower_attack",
    "recruit_discount",
    "ready_units_for",
    "interaction_fame",
    "interaction_reputation",
)
_EXTRA_KEYS: dict[str, set[str]] = {
    "attack": {"type", "element"},
    "block": {"element"},
    "extra_die": {"black_any"},
    "fix_dice": {"tokens_each"},
}
KINDS = (
    *_INT_KINDS,
    "attack",
    "block",
    "mana_token",
    "crystal",
    "pay_for_crystal",
    "next_move_bonus",
    "harvest",
    "space_discount",
    "terrain_discount",
    "land_block",
    "block_bonus_per_trait",
    "return_to_hand",
    "choice",
    "all",
)


def kind_of(effect: Mapping[str, Any]) -> str:
    """The kind key of an effect table."""
    kinds = [k for k in effect if k in KINDS]
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
    allowed = {kind} | _EXTRA_KEYS.get(kind, set())
    extra = set(raw) - allowed
    if extra:
        raise ValueError(f"{where}: unexpected keys {sorted(extra)} for a '{kind}' effect")
    value = raw[kind]
    if kind in _INT_KINDS or kind in ("attack", "block"):
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{where}.{kind}: must be a whole number")
    if kind == "attack":
        if raw.get("type", "melee") not in ATTACK_TYPES:
            raise ValueError(f"{where}.type: must be one of {ATTACK_TYPES}")
    if kind in ("attack", "block") and raw.get("element", "physical") not in ELEMENTS:
        raise ValueError(f"{where}.element: must be one of {ELEMENTS}")
    if kind in ("mana_token", "crystal"):
        if not isinstance(value, list) or not value or any(c not in BASIC_COLOURS for c in value):
            raise ValueError(f"{where}.{kind}: must be a non-empty list of basic colours")
    if kind in ("choice", "all"):
        if not isinstance(value, list) or len(value) < 2:
            raise ValueError(f"{where}.{kind}: must list at least two effects")
        for i, sub in enumerate(value):
            check_effect(sub, f"{where}.{kind}[{i}]")
    if kind == "next_move_bonus" and value not in ("next", "all"):
        raise ValueError(f"{where}.next_move_bonus: must be 'next' or 'all'")
    if kind == "harvest" and value not in ("once", "each"):
        raise ValueError(f"{where}.harvest: must be 'once' or 'each'")
    if kind == "return_to_hand" and value not in ("non_wound", "any"):
        raise ValueError(f"{where}.return_to_hand: must be 'non_wound' or 'any'")


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
    return kind.replace("_", "-")


def describe(effect: Mapping[str, Any]) -> str:
    """Plain English for an effect, e.g. ``Move 2``, ``Fire Block 3``, ``Heal 1 or draw 1 card``."""
    kind = kind_of(effect)
    v = effect[kind]
    if kind == "attack":
        element = effect.get("element", "physical")
        words = [] if element == "physical" else [{"coldfire": "Cold Fire"}.get(element, element.title())]
        typ = effect.get("type", "melee")
        if typ != "melee":
            words.append(typ.title())
        return " ".join([*words, "Attack", str(v)])
    if kind == "block":
        element = effect.get("element", "physical")
        prefix = (
            "" if element == "physical" else {"coldfire": "Cold Fire "}.get(element, element.title() + " ")
        )
        return f"{prefix}Block {v}"
    simple = {
        "move": "Move {v}",
        "influence": "Influence {v}",
        "heal": "Heal {v}",
        "reputation": "Reputation {v:+d}",
        "extra_die": "use {v} more Source die this turn",
        "copy_powered": "play another Action card's powered effect free, +{v}",
        "discard_for": "discard another card: Move, Influence, Attack or Block {v}",
        "ready_unit": "ready a unit of level {v} or lower",
        "lower_attack": "lower one enemy attack by {v}",
        "recruit_discount": "{v} Influence off one unit recruited this turn",
        "ready_units_for": "ready level I-II units for {v} Influence per level",
        "interaction_fame": "+{v} Fame if used in an interaction",
        "interaction_reputation": "+{v} Reputation if used in an interaction",
        "fix_dice": "take {v} Source dice, set their colours, gain their mana",
    }
    if kind == "draw":
        return f"draw {v} card" + ("s" if v != 1 else "")
    if kind in simple:
        return simple[kind].format(v=v)
    if kind == "mana_token":
        return "gain a " + "/".join(v) + " mana token"
    if kind == "crystal":
        return "gain a crystal (" + ("any basic colour" if len(v) == 4 else "/".join(v)) + ")"
    if kind == "choice":
        return " or ".join(describe(e) for e in v)
    if kind == "all":
        return "; ".join(describe(e) for e in v)
    named = {
        "pay_for_crystal": "pay 1 basic mana, gain a crystal of its colour",
        "next_move_bonus": "the next Move card this turn gives +1"
        if v == "next"
        else "every further Move card this turn gives +1",
        "harvest": "once this turn, on entering a space, discard a card for a crystal of its colour"
        if v == "once"
        else "on every space entered, discard a card for a crystal of its colour",
        "space_discount": "one space costs 1 less Move this turn (not below 2)",
        "terrain_discount": "one terrain costs 1 less Move this turn (not below 2)",
        "land_block": "Block equal to your space's Move cost (Fire by Day, Ice by Night)",
        "block_bonus_per_trait": "+1 Block per ability, attack colour and resistance of the blocked enemy",
        "return_to_hand": "at end of turn you may discard a card to take this one back",
    }
    return named[kind]
