"""Effect kinds first needed by the tactics, site rewards, ruins tokens and other map rewards.

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

KINDS: list[Kind] = [
    # ------------------------------------------------------------------ costs and purchases
    Kind(
        "pay_influence",
        "pos",
        meaning="spend Influence points (a cost, e.g. inside ``cost``); not payable -> not allowed",
    ),
    # ------------------------------------------------------------------ mana
    Kind(
        "mana_roll",
        "manas",
        params={"then": "effect", "else": "effect"},
        required=("then",),
        optional=("else",),
        meaning="roll one spare mana die; ``then`` when it shows one of the listed colours, else ``else``",
    ),
    Kind(
        "mine_crystal",
        "true",
        meaning="one crystal of a colour printed on the mine space (a crystal mine has one colour, a deep mine "
        "two or four; the player picks); nothing if the Inventory already holds 3 of it",
    ),
    Kind(
        "night_rules",
        "true",
        meaning="for this turn (or this combat, when given for a site fight) the mana and Day/Night rules are the Night's",
    ),
    # ------------------------------------------------------------------ wounds and the hand
    Kind(
        "throw_away_wound",
        "pos",
        params={"from": "enums:hand|discard"},
        required=("from",),
        meaning="return Wound card(s) from the listed places to the Wound deck; not Healing (no units, no pooling)",
    ),
    Kind(
        "hand_limit",
        "int",
        meaning="the next time you draw up to your hand limit, draw as if it were this much higher",
    ),
    Kind(
        "cycle_cards",
        "pos",
        params={"to": "enum:discard|deck", "reshuffle": "true"},
        required=("to",),
        optional=("reshuffle",),
        meaning="choose up to N cards in hand (Wounds allowed); ``to = discard``: discard them, "
        "``to = deck``: shuffle them into the Deed deck; then draw that many cards; ``reshuffle``: "
        "afterwards shuffle the whole discard pile into the Deed deck",
    ),
    Kind(
        "discard_to_deck",
        "pos",
        meaning="only when the Deed deck is empty; the other discarded cards stay in the discard pile",
    ),
    Kind("search_deck", "pos"),
    Kind("stash_top_card", "pos"),
    Kind("take_stashed", "true"),
    # ------------------------------------------------------------------ the Source and turn order
    Kind(
        "keep_source_die",
        "enum:basic|any",
        meaning="remove one die of a basic colour (``basic``) or any colour from the Source; its mana may be used "
        "once, on one of your turns this round (in addition to your normal Source die); at the end of that "
        "turn reroll it and return it to the Source",
    ),
    Kind(
        "reroll_source_dice",
        "pos",
        params={"depleted_first": "true"},
        optional=("depleted_first",),
        meaning="before you take mana from the Source; depleted (gold or black) dice first when ``depleted_first``",
    ),
    Kind(
        "extra_turn", "pos", meaning="announced during your turn; not allowed on your last turn of the round"
    ),
    # ------------------------------------------------------------------ offers
    Kind(
        "offer_add",
        "enum:advanced|regular|elite",
        meaning="``advanced``: an Advanced Action (a monastery card); ``regular``/``elite``: a unit card",
    ),
    Kind(
        "gain_unit_offer_card",
        "enum:advanced",
        meaning="the Advanced Actions shown in the Unit offer (monastery cards); the offer is not refilled",
    ),
]

CONDITIONS: tuple[str, ...] = ("city_leader", "hand_at_least_two", "deck_empty")

QUANTITIES: tuple[str, ...] = ("keeps_owned", "own_shields_here")
