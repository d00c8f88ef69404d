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
    Kind("choice", "effects", "{v}", join=" or ", meaning="choose one of the effects"),
    Kind("all", "effects", "{v}", join="; ", meaning="all of the effects, in order"),
    Kind(
        "if",
        "condition",
        "{then} ({v})",
        params={"then": "effect", "else": "effect"},
        required=("then",),
        optional_text={"else": "; otherwise {else}"},
        meaning="an effect that depends on a condition",
    ),
    Kind(
        "per",
        "quantity",
        "{each} per {v}",
        params={"each": "effect", "max": "pos"},
        required=("each",),
        optional_text={"max": " (at most {max} times)"},
        meaning="an effect repeated once per unit of a quantity",
    ),
    Kind(
        "cost",
        "effect",
        "{v} to get {gain}",
        params={"gain": "effect"},
        required=("gain",),
        meaning="pay the cost effect to receive the gain effect",
    ),
    # ------------------------------------------------------------------ the common resources
    Kind("move", "int", "Move {v}"),
    Kind("influence", "int", "Influence {v}"),
    Kind(
        "attack",
        "int",
        "Attack {v}",
        params={"type": "attack_type", "element": "element"},
        meaning="attack points; type melee (default), ranged or siege; element physical (default)",
    ),
    Kind("block", "int", "Block {v}", params={"element": "element"}),
    Kind(
        "heal",
        "int",
        "Heal {v}",
        meaning="Heal points, spent at once: on the named wounded units (their level each), then on Wounds "
        "in hand; not during combat",
    ),
    Kind("draw", "int", "draw {v} cards", by_value={1: "draw 1 card"}),
    Kind("reputation", "int", "Reputation {v:+d}"),
    Kind(
        "mana_token",
        "manas",
        "gain a mana token ({v})",
        by_value={},
        meaning="one mana token of a colour chosen from the list (gold and black only where listed)",
    ),
    Kind("crystal", "colours", "gain a crystal ({v})"),
    Kind("pay_for_crystal", "true", "pay 1 basic mana, gain a crystal of its colour"),
    Kind("fame", "int", "Fame {v:+d}"),
    # ------------------------------------------------------------------ costs (the ``cost`` side of ``cost``)
    Kind(
        "take_wounds",
        "pos",
        "take {v} Wound(s)",
        params={"to": "enum:hand|discard"},
        optional_text={"to": " into your {to}"},
        meaning="Wound cards from the wound pile; into the hand unless ``to`` says discard pile",
    ),
    Kind(
        "pay_mana",
        "manas",
        "pay {amount} {v} mana",
        params={"amount": "pos"},
        required=("amount",),
        meaning="spend mana of one of the listed colours (token, crystal or Source die)",
    ),
    Kind(
        "discard_cards",
        "pos",
        "discard {v} card(s)",
        params={"what": "enum:any|non_wound|wound"},
        optional_text={"what": " ({what})"},
    ),
    # ------------------------------------------------------------------ rewards (sites, ruins, level-ups, cards)
    Kind(
        "gain_card",
        "enum:advanced|spell|artifact",
        "gain a card ({v})",
        params={"source": "enum:offer|deck", "look": "pos", "count": "pos"},
        optional_text={
            "source": " from the {source}",
            "look": ", choosing among {look} drawn",
            "count": " x{count}",
        },
        meaning=(
            "gain Deed card(s) of a type, put on top of your Deed deck: from the offer (default) or "
            "the deck; ``look`` = draw that many and keep one (the rest go to the bottom)"
        ),
    ),
    Kind(
        "gain_unit",
        "enum:regular|elite|any",
        "gain a {v} unit",
        by_value={"any": "gain a unit"},
        params={"source": "enum:offer|deck", "free": "true"},
        optional_text={"source": " from the {source}", "free": " for free"},
        meaning="a unit from the Unit offer (default) without paying Influence; needs a command token",
    ),
    Kind(
        "random_crystals",
        "pos",
        "roll the mana die {v} time(s) for crystals",
        meaning="per roll: a crystal of the basic colour rolled; gold = a crystal of your choice; black = Fame +1",
    ),
    # ------------------------------------------------------------------ the Source
    Kind(
        "extra_die",
        "int",
        "use {v} more Source die this turn",
        params={"black_any": "true"},
        optional_text={"black_any": " (a black die may be taken and used as any basic colour)"},
    ),
    Kind(
        "fix_dice",
        "int",
        "take {v} Source dice, set their colours, gain their mana",
        params={"tokens_each": "pos"},
        optional_text={"tokens_each": " ({tokens_each} tokens per die)"},
        meaning="take dice from the Source, set each to a non-gold colour, gain mana tokens; not rerolled",
    ),
    # ------------------------------------------------------------------ cards
    Kind("copy_powered", "int", "play another Action card's powered effect free, +{v}"),
    Kind("discard_for", "int", "discard another card: Move, Influence, Attack or Block {v}"),
    Kind(
        "return_to_hand", "enum:non_wound|any", "at end of turn you may discard a card to take this one back"
    ),
    # ------------------------------------------------------------------ units and interaction
    Kind("ready_unit", "int", "ready a unit of level {v} or lower"),
    Kind("recruit_discount", "int", "{v} Influence off one unit recruited this turn"),
    Kind("ready_units_for", "int", "ready level I-II units for {v} Influence per level"),
    Kind("interaction_fame", "int", "+{v} Fame if used in an interaction"),
    Kind("interaction_reputation", "int", "+{v} Reputation if used in an interaction"),
    Kind(
        "ready_low_unit",
        "int",
        "ready one Spent unit of level {v} or lower (level II at most)",
        meaning="what Ruthless Coercion's Influence buys: one Spent unit of level I or II becomes ready",
    ),
    # ------------------------------------------------------------------ combat
    Kind("lower_attack", "int", "lower one enemy attack by {v}"),
    Kind("land_block", "true", "Block equal to your space's Move cost (Fire by Day, Ice by Night)"),
    Kind(
        "block_bonus_per_trait",
        "true",
        "+1 Block per ability, attack colour and resistance of the blocked enemy",
    ),
    # ------------------------------------------------------------------ movement
    Kind(
        "next_move_bonus",
        "enum:next|all",
        "",
        by_value={
            "next": "the next Move card this turn gives +1",
            "all": "every further Move card this turn gives +1",
        },
    ),
    Kind(
        "harvest",
        "enum:once|each",
        "",
        by_value={
            "once": "once this turn, on entering a space, discard a card for a crystal of its colour",
            "each": "on every space entered, discard a card for a crystal of its colour",
        },
    ),
    Kind("space_discount", "true", "one space costs 1 less Move this turn (not below 2)"),
    Kind("terrain_discount", "true", "one terrain costs 1 less Move this turn (not below 2)"),
]

CONDITIONS = {
    "day": "by Day",
    "night": "at Night",
    "in_combat": "in combat",
}

QUANTITIES: dict[str, str] = {}
