"""Effect kinds first needed by the Spell cards.

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).

Enemy-targeting kinds follow the convention of ``units``: ``one`` (the player picks one enemy in this
combat), ``that`` (the enemy picked by an earlier part of the same effect), ``every`` (all enemies in this
combat). The general rules still apply to them: Arcane Immunity ignores every non-attack, non-block effect,
and the non-attack effects of a red (blue) card do nothing to a Fire (Ice) resistant enemy. Armor never
drops below 1.

Kinds whose value or meaning mentions *other players* (``rival``/``rivals``/``every_player``) are the
interactive ones: in team play they hit teammates too (magic makes no difference between friend and foe).
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

_TARGET = "enum:one|that|every"
_ALL_TERRAINS = "enums:plains|hills|forest|wasteland|desert|swamp|lake|mountain"

KINDS: list[Kind] = [
    # ------------------------------------------------------------------ enemies in combat
    Kind(
        "fortified_enemy_armor",
        "int",
        params={"target": _TARGET, "min": "pos"},
        required=("target",),
        optional=("min",),
        meaning="an extra Armor change, on top of an ``enemy_armor`` in the same effect, for a targeted enemy "
        "that is fortified (by its site or by the Fortified ability; doubly fortified counts once); "
        "lasts this combat",
    ),
    Kind(
        "blocked_enemies_armor",
        "pos",
        meaning="after the Block phase, each enemy whose every attack was blocked (a multi-attack enemy needs all "
        "of them blocked) has its Armor set to the value for the Attack phase (both values if Elusive)",
    ),
    Kind(
        "destroy_enemy",
        "enum:one|that|blocked",
        by_value=("one", "that", "blocked"),
        meaning="the enemy is defeated without an attack (Fame as for a defeat; none for a summoned monster); "
        "``blocked`` = the enemy whose attack the block of this effect stopped (inside "
        "``on_successful_block``); a multi-attack enemy is destroyed whole",
    ),
    Kind(
        "on_successful_block",
        "effect",
        meaning="a trigger: when a block that this card contributed to succeeds, the nested effect happens; an "
        "attack gained this way is used in this combat's Attack phase, against any enemy",
    ),
    Kind(
        "ignore_site_fortification",
        "true",
        meaning="the site's fortification is ignored for this turn's combat (its defenders are not fortified by "
        "the site; the Fortified ability of an enemy still counts); targets the site, so enemy "
        "resistances do not stop it",
    ),
    Kind(
        "more_targets_for_move",
        "effect",
        meaning="apply the nested single-target effect to one enemy, then optionally to further different "
        "enemies, paying Move points for each extra one: 1 for the second, 2 for the third, 3 for the "
        "fourth…",
    ),
    Kind(
        "possess_enemy",
        "true",
        meaning="pick one enemy (not Arcane Immune): it makes no attacks this combat; in the Attack phase you get "
        "an attack of its printed attack value and element, "
        "ignoring its special abilities, which may only target other enemies",
    ),
    # ------------------------------------------------------------------ movement
    Kind(
        "travel",
        "pos",
        params={"avoid": _ALL_TERRAINS, "end": "enum:on_safe_space|in_assault"},
        required=("end",),
        optional=("avoid", "end"),
        meaning="a direct move, not paid with Move points: step through up to N revealed spaces, each counting "
        "one whatever its terrain (``avoid`` terrains may not be entered or crossed); it never provokes "
        "rampaging enemies and ignores wall surcharges. ``end = on_safe_space``: it must end on a safe "
        "space. ``end = in_assault``: it must end on a fortified site or on a space with another player; "
        "this ends your movement and counts as an assault on the site (or an attack on that player); if "
        "you must withdraw after the combat, go back to the space where the move started",
    ),
    Kind(
        "adjacency_range",
        "pos",
        meaning="for the rest of the turn you may move to (paying the destination's Move cost) or explore from "
        "spaces at that distance as if adjacent; spaces leapt over are ignored; moving does not provoke "
        "rampaging enemies and ignores wall surcharges",
    ),
    Kind(
        "set_terrain_cost",
        "pos",
        params={"terrains": _ALL_TERRAINS},
        required=("terrains",),
        meaning="until the end of the turn the Move cost of the listed terrains is exactly the value (before other "
        "modifiers); an impassable terrain listed here (lake, mountain) may be entered at that cost",
    ),
    Kind(
        "forbid_terrain",
        _ALL_TERRAINS,
        meaning="until the end of the turn the hero may not move into spaces of the listed terrains",
    ),
    # ------------------------------------------------------------------ the hero and turns
    Kind(
        "hero_ignores_first_wound",
        "true",
        meaning="the first Wound an enemy attack would give your hero this turn is not taken, and that wound's "
        "additional effects (Poison's extra Wound, Paralyze's discard) do not happen",
    ),
    Kind(
        "repeat_turn",
        "true",
        meaning="end of turn: this card is set aside until the end of the round (if another card played it, that "
        "card is set aside instead); every other card you played this turn (not those discarded or thrown "
        "away) returns to your hand; you do not draw new cards; then you immediately take another turn",
    ),
    # ------------------------------------------------------------------ cards and units
    Kind(
        "recall_discards",
        "pos",
        params={"pick": "enum:at_random|of_your_choice"},
        required=("pick",),
        meaning="pick N cards from your discard pile (at random, or chosen) and put them together either on top of "
        "or at the bottom of your Deed deck, as you choose",
    ),
    Kind(
        "healing_rewards",
        "true",
        meaning="counts every healing of this turn, before and after this effect: one card drawn per Wound healed "
        "from your hand, and each unit healed this turn becomes ready",
    ),
    Kind(
        "ready_unit_levels",
        "pos",
        meaning="ready any of your spent units as long as the sum of their levels is at most the value",
    ),
    Kind(
        "heal_readied_unit",
        "true",
        meaning="the unit readied by an earlier part of the same effect loses one Wound (no Heal points needed)",
    ),
    Kind(
        "borrow_offer_unit",
        "true",
        meaning="choose a unit card in the Units offer and use one of its abilities this turn as if you had "
        "recruited it (paying any mana it needs); it cannot take damage; units that can only be gained by "
        "interaction (Delphana Masters, Magic Familiars) cannot be chosen; not inside a dungeon or tomb",
    ),
    # ------------------------------------------------------------------ crystals and mana
    Kind(
        "discard_for_crystal",
        "true",
        meaning="discard one non-Wound card from your hand and gain a crystal of its colour; an Artifact gives a crystal of your choice",
    ),
    Kind(
        "crystal_pairs",
        "colours",
        params={"each": "effect", "to_mana": "true"},
        required=("each",),
        optional=("to_mana",),
        meaning="count the pairs made of one crystal of each of the two listed colours in your Inventory; get "
        "``each`` once per pair (the values add up into one effect); ``to_mana``: afterwards every crystal "
        "in those pairs becomes a mana token of its colour (usable this turn)",
    ),
    Kind(
        "claim_source_die",
        "pos",
        params={"when": "enum:this_turn|each_later_turn"},
        required=("when",),
        meaning="take a Source die showing a basic colour (not counting as your Source die) and keep it until the "
        "end of the round, out of everyone's reach; ``this_turn``: gain the tokens now; "
        "``each_later_turn``: gain that many tokens at each of your later turns this round",
    ),
    # ------------------------------------------------------------------ interactive (other players)
    Kind(
        "spend_rival_unit",
        "pos",
        meaning="interactive: for each other player, you may choose one of their ready units of that level or lower; it becomes spent",
    ),
    Kind(
        "rivals_lose_crystal",
        "pos",
        params={"steal": "pos", "wound_if_none": "true"},
        optional=("steal", "wound_if_none"),
        meaning="interactive: every other player loses crystals picked at random from their Inventory; "
        "``steal``: you may put that many of the lost crystals into your Inventory; ``wound_if_none``: a "
        "player who had no crystal when this was played takes a Wound into their hand instead",
    ),
    Kind(
        "wounds_per_crystal",
        "enum:every_player|other_players",
        params={"gain": "pos"},
        optional=("gain",),
        by_value=("every_player", "other_players"),
        meaning="interactive: count each affected player's crystals of the chosen colour (before any gain) and "
        "give them that many Wounds into their hand; ``gain``: then you gain that many crystals of it",
    ),
    Kind(
        "curse_claimed_colour",
        "true",
        meaning="interactive: with ``claim_source_die`` in the same effect; until the end of the round, whenever "
        "another player uses one or more mana of that colour on their turn (from any source) they take a "
        "Wound, at most one per player per turn",
    ),
    Kind(
        "rivals_discard_colour",
        "true",
        params={"steal": "enum:action"},
        optional=("steal",),
        meaning="interactive: every other player must discard one Action or Spell card of the chosen colour from "
        "hand, or reveal their hand if they have none; ``steal = action``: you may take one of the Action "
        "cards discarded this way permanently into your hand (Spells cannot be taken)",
    ),
]

CONDITIONS: tuple[str, ...] = ("in_forest", "attack_phase", "in_interaction", "unit_readied")

QUANTITIES: tuple[str, ...] = ("enemies_faced",)
