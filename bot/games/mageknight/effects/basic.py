"""Effect kinds of the basic and hero-unique Action cards, and the combinators every area uses.

Combinators (use these before inventing a kind):

``choice = [e, …]``                       the player picks one
``all = [e, …]``                          every effect, in order
``if = <condition>, then = e[, else = e]``  ``then`` when the condition holds, else ``else`` (if any)
``per = <quantity>, each = e[, max = N]``   ``each`` once per unit of the quantity (at most ``max``)
``cost = e, gain = e``                    pay ``cost`` (an effect that costs, e.g. ``take_wounds``) to get
                                          ``gain``; not payable → not playable
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

KINDS = [
    # ------------------------------------------------------------------ combinators
    Kind("choice", "effects", join="or", meaning="choose one of the effects"),
    Kind("all", "effects", meaning="all of the effects, in order"),
    Kind(
        "if",
        "condition",
        params={"then": "effect", "else": "effect"},
        required=("then",),
        optional=("else",),
        meaning="an effect that depends on a condition",
    ),
    Kind(
        "per",
        "quantity",
        params={"each": "effect", "max": "pos"},
        required=("each",),
        optional=("max",),
        meaning="an effect repeated once per unit of a quantity",
    ),
    Kind(
        "cost",
        "effect",
        params={"gain": "effect"},
        required=("gain",),
        meaning="pay the cost effect to receive the gain effect",
    ),
    # ------------------------------------------------------------------ the common resources
    Kind("move", "int"),
    Kind("influence", "int"),
    Kind(
        "attack",
        "int",
        params={"type": "attack_type", "element": "element"},
        meaning="attack points; type melee (default), ranged or siege; element physical (default)",
    ),
    Kind("block", "int", params={"element": "element"}),
    Kind(
        "heal",
        "int",
        meaning="Heal points, spent at once: on the named wounded units (their level each), then on Wounds "
        "in hand; not during combat",
    ),
    Kind("draw", "int"),
    Kind("reputation", "int"),
    Kind(
        "mana_token",
        "manas",
        meaning="one mana token of a colour chosen from the list (gold and black only where listed)",
    ),
    Kind("crystal", "colours"),
    Kind("pay_for_crystal", "true"),
    Kind("fame", "int"),
    # ------------------------------------------------------------------ costs (the ``cost`` side of ``cost``)
    Kind(
        "take_wounds",
        "pos",
        params={"to": "enum:hand|discard"},
        optional=("to",),
        meaning="Wound cards from the wound pile; into the hand unless ``to`` says discard pile",
    ),
    Kind(
        "pay_mana",
        "manas",
        params={"amount": "pos"},
        required=("amount",),
        meaning="spend mana of one of the listed colours (token, crystal or Source die)",
    ),
    Kind("discard_cards", "pos", params={"what": "enum:any|non_wound|wound"}, optional=("what",)),
    # ------------------------------------------------------------------ rewards (sites, ruins, level-ups, cards)
    Kind(
        "gain_card",
        "enum:advanced|spell|artifact",
        params={"source": "enum:offer|deck", "look": "pos", "count": "pos"},
        optional=("source", "look", "count"),
        meaning="gain Deed card(s) of a type, put on top of your Deed deck: from the offer (default) or "
        "the deck; ``look`` = draw that many and keep one (the rest go to the bottom)",
    ),
    Kind(
        "gain_unit",
        "enum:regular|elite|any",
        by_value=("any",),
        params={"source": "enum:offer|deck", "free": "true"},
        optional=("source", "free"),
        meaning="a unit from the Unit offer (default) without paying Influence; needs a command token",
    ),
    Kind(
        "random_crystals",
        "pos",
        meaning="per roll: a crystal of the basic colour rolled; gold = a crystal of your choice; black = Fame +1",
    ),
    # ------------------------------------------------------------------ the Source
    Kind("extra_die", "int", params={"black_any": "true"}, optional=("black_any",)),
    Kind(
        "fix_dice",
        "int",
        params={"tokens_each": "pos"},
        optional=("tokens_each",),
        meaning="take dice from the Source, set each to a non-gold colour, gain mana tokens; not rerolled",
    ),
    # ------------------------------------------------------------------ cards
    Kind("copy_powered", "int"),
    Kind("discard_for", "int"),
    Kind("return_to_hand", "enum:non_wound|any"),
    # ------------------------------------------------------------------ units and interaction
    Kind("ready_unit", "int"),
    Kind("recruit_discount", "int"),
    Kind("ready_units_for", "int"),
    Kind("interaction_fame", "int"),
    Kind("interaction_reputation", "int"),
    Kind(
        "ready_low_unit",
        "int",
        meaning="what Ruthless Coercion's Influence buys: one Spent unit of level I or II becomes ready",
    ),
    # ------------------------------------------------------------------ combat
    Kind("lower_attack", "int"),
    Kind("land_block", "true"),
    Kind("block_bonus_per_trait", "true"),
    # ------------------------------------------------------------------ movement
    Kind("next_move_bonus", "enum:next|all", by_value=("next", "all")),
    Kind("harvest", "enum:once|each", by_value=("once", "each")),
    Kind("space_discount", "true"),
    Kind("terrain_discount", "true"),
]

CONDITIONS = ("day", "night", "in_combat")

QUANTITIES: tuple[str, ...] = ()
