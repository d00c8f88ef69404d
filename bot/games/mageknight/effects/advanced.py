"""Effect kinds first needed by the Advanced Action cards.

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).
The Advanced Actions also reuse kinds declared elsewhere: ``mana_token``, ``pay_influence``,
``hand_limit`` (sites); ``enemy_armor``, ``enemy_skips_attack``, ``terrain_cost``,
``block_counts_double_vs_swift`` (units); ``whenever``, ``up_to``, ``discard_by_colour``,
``all_units``, ``unit_boost``, ``unit_resistances`` (artifacts); ``terrain_access``, ``fly``
(skills).

Resistances: by the rulebook (UE digest, colour vs resistance), a non-attack effect of a red card does
not affect Fire-resistant enemies and one of a blue card does not affect Ice-resistant ones; the engine
applies that from the card's colour(s), so the kinds here do not repeat it.
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

_COLOUR_PARAMS = {"red": "effect", "blue": "effect", "green": "effect", "white": "effect"}
_ATTACK_ABILITIES = "enums:swift|brutal|poison|paralyze|vampiric|assassination|cumbersome"

KINDS: list[Kind] = [
    # ------------------------------------------------------------------ timing
    Kind(
        "at",
        "enum:attack_phase|end_of_combat|end_of_turn",
        params={"then": "effect"},
        required=("then",),
        by_value=("attack_phase", "end_of_combat", "end_of_turn"),
        meaning="a delayed effect: ``then`` is resolved (conditions checked, quantities counted) at that later "
        "moment of the current turn, not when the card is played; nothing happens if the moment never "
        "comes (e.g. no combat)",
    ),
    Kind(
        "once_this_turn",
        "effect",
        meaning="grants an optional use of the nested effect (usually a ``cost``/``gain``) at any one moment of "
        "the rest of this turn; unused, it lapses at the end of the turn",
    ),
    Kind(
        "on_wound_to_hand",
        "pos",
        params={"then": "effect", "skip": "nat"},
        required=("then",),
        optional=("skip",),
        meaning="a trigger from the moment the card is played until the end of the turn: each Wound card put "
        "into your hand (from combat damage, a card cost…; not Wounds drawn from the deck) resolves "
        "``then`` at once, for at most the value many Wounds; ``skip``: the first that many Wounds do not "
        "count (they are left to another trigger of the same card)",
    ),
    # ------------------------------------------------------------------ costs
    Kind(
        "use_turn_action",
        "true",
        meaning="a cost: playing the card is the turn's action (like combat or a site interaction), so no other "
        "action may be taken this turn; not payable once an action has been taken",
    ),
    Kind(
        "throw_away_action",
        "true",
        meaning="a cost: a basic or advanced Action card from your hand (not this card, not a Wound, Spell or "
        "Artifact) is removed from the game; ``use_thrown_card`` refers to it",
    ),
    Kind(
        "throw_away_action_by_colour",
        "true",
        params=_COLOUR_PARAMS,
        required=("red", "blue", "green", "white"),
        meaning="throw away (remove from the game) a basic or advanced Action card from your hand other than "
        "this one, then get the effect listed for its colour (a dual-colour card: either colour)",
    ),
    Kind(
        "use_thrown_card",
        "pos",
        params={"effect": "enum:basic|powered", "free": "true"},
        required=("effect",),
        optional=("free",),
        meaning="resolve the basic / powered effect of the card thrown away by the enclosing cost that many "
        "times, each time making its choices afresh; ``free``: the powered effect needs no mana",
    ),
    # ------------------------------------------------------------------ conversions
    Kind(
        "spend_for",
        "effect",
        params={"from": "enum:move|influence", "rate": "pos"},
        required=("from", "rate"),
        meaning="for the rest of the turn, points of ``from`` (from any source, even outside the phase they "
        "normally belong to, e.g. Move or Influence in combat) may be spent, ``rate`` points at a time, "
        "for the nested effect; any number of times",
    ),
    Kind(
        "discard_to_boost",
        "pos",
        params={"what": "enum:wound|any", "max": "pos", "max_wounds": "nat"},
        required=("what",),
        optional=("max", "max_wounds"),
        meaning="when the card is played, discard cards from hand (``wound``: Wound cards only; ``any``: any "
        "cards) to increase the value of the effect chosen from this card by the value per card",
    ),
    # ------------------------------------------------------------------ mana, crystals, the Source
    Kind(
        "crystal_by_inventory",
        "enum:owned|not_owned",
        by_value=("owned", "not_owned"),
        meaning="one crystal of a basic colour chosen among those you own / do not own a crystal of",
    ),
    Kind(
        "regain_spent_crystals",
        "true",
        meaning="crystals used as mana earlier this turn (not ones converted to tokens) come back",
    ),
    Kind(
        "source_die_crystal",
        "true",
        meaning="the die is rerolled and stays in the Source; it is not taken or used",
    ),
    Kind("reroll_whole_source", "true"),
    Kind(
        "special_dice_any_colour",
        "true",
        meaning="gold and black dice taken this turn pay as any basic colour, whatever the round",
    ),
    Kind(
        "offer_crystals",
        "pos",
        meaning="one crystal per distinct Spell chosen in the Spell offer, of that Spell's colour",
    ),
    # ------------------------------------------------------------------ offers
    Kind(
        "take_offer_card",
        "enum:advanced|spell",
        params={"to": "enum:hand|discard_pile", "colour": "colour"},
        required=("to",),
        optional=("colour",),
        meaning="gain that card from the Advanced Action / Spell offer (the offer is refilled as usual), put "
        "into your hand or discard pile instead of on your Deed deck",
    ),
    Kind(
        "play_from_offer",
        "enum:advanced|spell",
        params={"colour": "colour", "effect": "enum:basic|powered", "free": "true"},
        optional=("colour", "effect", "free"),
        meaning="this turn, play one card of the Advanced Action / Spell offer as if it were in your hand "
        "(paying its mana as usual unless ``free``; only its ``effect`` if given); the card stays in "
        "the offer",
    ),
    # ------------------------------------------------------------------ cards and hand
    Kind(
        "card_to_deck",
        "enum:top|bottom",
        params={"if_deck_not_empty": "true"},
        optional=("if_deck_not_empty",),
    ),
    # ------------------------------------------------------------------ movement
    Kind(
        "terrain_cost_at_most",
        "nat",
        params={"terrains": "enums:plains|hills|forest|wasteland|desert|swamp|lake"},
        required=("terrains",),
        meaning="the Move cost of entering the listed terrains is lowered to the value (never raised) for the "
        "rest of the turn; listing ``lake`` also lets you move through lakes, which stay unsafe spaces "
        "to end your move on (``terrain_access`` makes a terrain enterable and safe)",
    ),
    # ------------------------------------------------------------------ units
    Kind(
        "one_unit",
        "effect",
        meaning="apply a unit effect (unit_resistances, unit_boost, unit_armor…) to one unit you control; "
        "lasting changes last until the end of the turn",
    ),
    Kind(
        "no_damage_to_units",
        "true",
        meaning="all damage from unblocked enemies this combat must be assigned to the hero",
    ),
    # ------------------------------------------------------------------ combat
    Kind(
        "first_attack_or_block_bonus",
        "true",
        params={"on_attack": "pos", "on_block": "pos"},
        required=("on_attack", "on_block"),
        meaning="the first card played this turn for Attack (of any type) or for Block gets the matching bonus; "
        "then the bonus is used up",
    ),
    Kind(
        "enemy_attacks_lose_abilities",
        _ATTACK_ABILITIES,
        params={"ignores_arcane_immunity": "true"},
        optional=("ignores_arcane_immunity",),
        meaning="choose one enemy (for a summoner: the summoned monster); its attacks lose the listed "
        "abilities for this combat",
    ),
]

CONDITIONS: tuple[str, ...] = ("on_hills", "on_mountains", "no_wound_to_hand_this_combat")

QUANTITIES: tuple[str, ...] = (
    "wounds_in_hand_and_on_units",
    "crystal_sets",
    "enemies_blocked_this_turn",
    "units_recruited_this_turn",
    "excess_block",
)
