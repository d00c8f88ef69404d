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
        "pay {v} Influence",
        meaning="spend Influence points (a cost, e.g. inside ``cost``); not payable -> not allowed",
    ),
    # ------------------------------------------------------------------ mana
    Kind(
        "mana_roll",
        "manas",
        "roll a mana die: on {v}, {then}",
        params={"then": "effect", "else": "effect"},
        required=("then",),
        optional_text={"else": "; otherwise {else}"},
        meaning="roll one spare mana die; ``then`` when it shows one of the listed colours, else ``else``",
    ),
    Kind(
        "mine_crystal",
        "true",
        "gain a crystal of one of this mine's colours",
        meaning=(
            "one crystal of a colour printed on the mine space (a crystal mine has one colour, a deep mine "
            "two or four; the player picks); nothing if the Inventory already holds 3 of it"
        ),
    ),
    Kind(
        "night_rules",
        "true",
        "Night rules apply",
        meaning="for this turn (or this combat, when given for a site fight) the mana and Day/Night rules are the Night's",
    ),
    # ------------------------------------------------------------------ wounds and the hand
    Kind(
        "throw_away_wound",
        "pos",
        "throw away {v} Wound(s) from {from}",
        params={"from": "enums:hand|discard"},
        required=("from",),
        meaning="return Wound card(s) from the listed places to the Wound deck; not Healing (no units, no pooling)",
    ),
    Kind(
        "hand_limit",
        "int",
        "hand limit {v:+d} for your next draw",
        meaning="the next time you draw up to your hand limit, draw as if it were this much higher",
    ),
    Kind(
        "cycle_cards",
        "pos",
        "put up to {v} cards from your hand into your {to} pile, then draw as many",
        params={"to": "enum:discard|deck", "reshuffle": "true"},
        required=("to",),
        optional_text={"reshuffle": "; then shuffle your discard pile into your Deed deck"},
        meaning=(
            "choose up to N cards in hand (Wounds allowed); ``to = discard``: discard them, "
            "``to = deck``: shuffle them into the Deed deck; then draw that many cards; ``reshuffle``: "
            "afterwards shuffle the whole discard pile into the Deed deck"
        ),
    ),
    Kind(
        "discard_to_deck",
        "pos",
        "shuffle your discard pile and put {v} random cards of it back as your Deed deck",
        meaning="only when the Deed deck is empty; the other discarded cards stay in the discard pile",
    ),
    Kind(
        "search_deck",
        "pos",
        "take {v} card(s) of your choice from your Deed deck into your hand, then shuffle the deck",
    ),
    Kind(
        "stash_top_card",
        "pos",
        "set the top {v} card(s) of your Deed deck aside face down under this card",
    ),
    Kind(
        "take_stashed",
        "true",
        "put every card set aside under this card into your hand",
    ),
    # ------------------------------------------------------------------ the Source and turn order
    Kind(
        "keep_source_die",
        "enum:basic|any",
        "take a Source die ({v} colour) and keep it on this card",
        meaning=(
            "remove one die of a basic colour (``basic``) or any colour from the Source; its mana may be used "
            "once, on one of your turns this round (in addition to your normal Source die); at the end of that "
            "turn reroll it and return it to the Source"
        ),
    ),
    Kind(
        "reroll_source_dice",
        "pos",
        "reroll up to {v} Source dice",
        params={"depleted_first": "true"},
        optional_text={"depleted_first": " (gold or black dice must be chosen first)"},
        meaning="before you take mana from the Source; depleted (gold or black) dice first when ``depleted_first``",
    ),
    Kind(
        "extra_turn",
        "pos",
        "take {v} more turn(s) right after this one",
        meaning="announced during your turn; not allowed on your last turn of the round",
    ),
    # ------------------------------------------------------------------ offers
    Kind(
        "offer_add",
        "enum:advanced|regular|elite",
        "put the top card of the {v} deck into the Unit offer",
        meaning="``advanced``: an Advanced Action (a monastery card); ``regular``/``elite``: a unit card",
    ),
    Kind(
        "gain_unit_offer_card",
        "enum:advanced",
        "take an {v} card from the Unit offer onto your Deed deck",
        meaning="the Advanced Actions shown in the Unit offer (monastery cards); the offer is not refilled",
    ),
]

CONDITIONS: dict[str, str] = {
    "city_leader": "if you are this city's leader",
    "hand_at_least_two": "if you hold at least 2 cards before drawing",
    "deck_empty": "when your Deed deck is empty",
}

QUANTITIES: dict[str, str] = {
    "keeps_owned": "Keep you own",
    "own_shields_here": "of your Shields on this site's card",
}
