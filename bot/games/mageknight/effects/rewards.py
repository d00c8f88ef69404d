"""Effect kinds first needed by the ruins tokens, faction reward tokens and Volkare.

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).
Ruins rewards and altar costs use the common kinds (``gain_card``, ``gain_unit``, ``crystal``, ``fame``,
``pay_mana``); the kinds below are those of the Shades of Tezla faction reward tokens (one use each).
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

KINDS: list[Kind] = [
    Kind(
        "exchange_skill",
        "true",
        meaning="put one of your skill tokens (face up or face down) into the Common Skill offer and take one "
        "from it (your own hero's tokens included); the token you take is face up",
    ),
    Kind(
        "add_element",
        "element",
        params={"to": "enums:attack|block"},
        required=("to",),
        meaning="one attack or block provided by a single Action card gains this element: a physical one "
        "becomes that element, Fire joined with Ice (either way round) becomes Cold Fire; its value "
        "and type are kept",
    ),
    Kind(
        "free_explore",
        "pos",
        meaning="once, during your movement phase, explore a legal tile slot whose nearest space is within this "
        "many spaces of your hero, paying no Move; you need no Move points and need not move",
    ),
    Kind(
        "discard_to_deck_bottom",
        "pos",
        meaning="pick that many cards at random from your discard pile and put them at the bottom of your Deed deck",
    ),
    Kind(
        "one_attack_bonus",
        "pos",
        params={"ranged": "nat", "siege": "nat", "element": "element"},
        required=("ranged", "siege", "element"),
        optional=("ranged",),
        meaning="one attack of the listed element from any single source (card, unit, skill) gets this bonus "
        "if it is a melee attack, ``ranged`` if it is a Ranged Attack, ``siege`` if a Siege Attack; the "
        "bonus is lost if the attack stops being of that element",
    ),
    Kind(
        "convert_card_attack",
        "attack_type",
        meaning="the type of one attack provided by a single Action card changes to this type; value and element are kept",
    ),
    Kind(
        "recolour_source_die",
        "manas",
        params={"to": "mana"},
        required=("to",),
        meaning="set one die in the Source showing one of the listed colours to the ``to`` colour; it is not rerolled",
    ),
    Kind(
        "unprovoking",
        "true",
        meaning="until the end of the turn, moving provokes neither rampaging enemies nor enemies with Ambush",
    ),
    Kind(
        "halt_pursuers",
        "true",
        meaning="until the end of the turn, every enemy with Pursuit that pursues you stays put and does not attack",
    ),
]

CONDITIONS: tuple[str, ...] = ("after_combat",)

QUANTITIES: tuple[str, ...] = ("enemies_defeated_this_turn",)
