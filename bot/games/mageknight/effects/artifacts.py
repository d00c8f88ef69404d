"""Effect kinds first needed by the Artifact cards (banners included).

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).

Banners. A banner's basic effect is ``banner = <effect>``: the card is tucked under one of your units and,
while it stays there, the *unit* has ``<effect>`` (the rulebook: a unit with a banner gets the banner's
basic effect; the banner's powered effect is then unavailable). The kinds used inside a banner speak of
"the unit" (``unit_armor``, ``unit_boost``, ``unit_resistances``, ``unit_ready``, ``unit_heal``,
``ignore_wound``, ``command_slot``, ``spend_unit``, ``once_per_round``); ``all_units = <effect>`` applies
the same unit kinds to every unit you control (the powered side of some banners).

Triggers. ``whenever = <event>, then = <effect>`` gives ``then`` each time the event happens within the
scope the event names (this turn, this combat phase, this attack); ``max`` caps how often.
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

_BASIC_COLOURS_TEXT = "white: {white}; blue: {blue}; red: {red}; green: {green}"

KINDS: list[Kind] = [
    # ------------------------------------------------------------------ banners and units
    Kind(
        "banner",
        "effect",
        "attach this card to one of your units; while attached, the unit: {v}",
        params={"to": "enum:recruited_this_turn"},
        optional_text={"to": " (only to a unit {to})"},
        meaning=(
            "a banner: at any time in your turn tuck this card under one of your units instead of playing "
            "it; while it stays attached the unit has the nested effect. It goes to your discard pile if "
            "the unit is destroyed or disbanded or another banner is attached to it; at round end you keep "
            "it there or shuffle it into your deck; banners flip face up in round preparation. ``to`` "
            "limits which unit may take it"
        ),
    ),
    Kind(
        "all_units",
        "effect",
        "each of your units: {v}",
        meaning=(
            "apply a unit effect (unit_armor, unit_boost, unit_ready, unit_heal...) to every unit you control; "
            "lasting changes last until the end of the turn (the rulebook's default duration)"
        ),
    ),
    Kind("unit_armor", "int", "Armor {v:+d}", meaning="the unit's Armor is changed by the value"),
    Kind(
        "unit_boost",
        "int",
        "{v:+d} to each {what} it makes",
        params={"what": "enums:attack|block"},
        required=("what",),
        meaning=(
            "each attack / block ability the unit uses gets the bonus (only abilities it has; elements and "
            "attack types are kept)"
        ),
    ),
    Kind("unit_resistances", "resistances", "gains {v} resistance", meaning="the unit has these resistances"),
    Kind(
        "unit_ready",
        "true",
        "ready it",
        meaning="the unit becomes Ready (Command token back above it), whether wounded or not; no healing",
    ),
    Kind(
        "unit_heal",
        "true",
        "heal it completely",
        meaning="all Wounds on the unit are removed (no Heal points needed)",
    ),
    Kind(
        "ignore_wound",
        "true",
        "ignore one wounding of it",
        meaning=(
            "one event that would wound the unit (an enemy attack assigned to it, another player's action, a "
            "unit ability) leaves it unwounded and its extra effects (Poison, Paralyze, Vampiric) do not "
            "happen. Brutal still doubles the damage first. If the unit's Armor did not absorb all of an "
            "enemy attack, the rest must be assigned elsewhere, and the unit may not be assigned more damage "
            "this combat"
        ),
    ),
    Kind(
        "command_slot",
        "true",
        "needs no Command token",
        meaning=(
            "the unit occupies this banner instead of a Command token (one unit above your command limit); "
            "the banner lies face down while the unit is spent. If the unit loses the banner (stolen, "
            "another banner attached, banner removed at round end) the unit is removed from the game: it "
            "cannot take a free Command token then"
        ),
    ),
    Kind(
        "spend_unit",
        "effect",
        "in the {phase} phase, spend it to get: {v}",
        params={"phase": "enum:block"},
        required=("phase",),
        meaning=(
            "if the unit is Ready and unwounded you may spend it (as if activated) to get the nested effect; "
            "``phase`` = the combat phase in which this is allowed. Usable again if the unit is readied"
        ),
    ),
    Kind(
        "once_per_round",
        "effect",
        "once per round ({when}), flip this banner face down to {v}",
        params={"when": "enum:outside_combat|unit_would_be_wounded"},
        required=("when",),
        meaning=(
            "a banner ability usable once per round: flip the banner face down to use it; it flips face up "
            "again in round preparation. ``when`` = outside combat (any time in your turn except combat) or "
            "at the moment the unit would be wounded"
        ),
    ),
    # ------------------------------------------------------------------ triggers
    Kind(
        "whenever",
        "enum:spell_cast|enemy_defeated_this_turn|enemy_defeated_this_phase|enemy_defeated_by_this_attack"
        "|wound_healed_from_hand|heal_point_of_this_card_used|unit_attacks_or_blocks|each_unit_attacking_or_blocking",
        "{then} whenever {v}",
        params={"then": "effect", "colour": "colour", "max": "pos"},
        required=("then",),
        optional_text={"max": " (at most {max})"},
        by_value={
            "spell_cast": "{then} for each {colour} Spell you cast this turn",
            "enemy_defeated_this_turn": "{then} for each enemy you defeat this turn",
            "enemy_defeated_this_phase": "{then} for each enemy you defeat in this combat phase",
            "enemy_defeated_by_this_attack": "{then} for an enemy defeated by this attack",
            "wound_healed_from_hand": "{then} each time you heal a Wound from your hand this turn",
            "heal_point_of_this_card_used": "{then} for each point of this card's Healing you spend this turn",
            "unit_attacks_or_blocks": "{then} each time it attacks or blocks",
            "each_unit_attacking_or_blocking": "{then} for each of your units that attacks or blocks this turn",
        },
        meaning=(
            "a trigger: ``then`` happens each time the event occurs within the event's scope; ``colour`` "
            "narrows spell_cast to Spells of that colour; ``max`` caps the count. "
            "each_unit_attacking_or_blocking counts each unit once; unit_attacks_or_blocks (inside a banner) "
            "counts every use of the attached unit"
        ),
    ),
    Kind(
        "crystal_by_resistance",
        "true",
        "gain a crystal (red if that enemy resists Fire, blue if Ice, green if Physical, or white)",
        meaning=(
            "a crystal at once, for the enemy the trigger names: red if it had Fire resistance, blue if Ice "
            "resistance, green if Physical resistance, or always white; not for summoned monsters"
        ),
    ),
    # ------------------------------------------------------------------ combat
    Kind(
        "cancel_attack",
        "pos",
        "cancel {v} enemy attack(s)",
        meaning=(
            "the chosen attack(s) are cancelled, not blocked (Elusive armor stays; a multi-attack enemy "
            "loses only the chosen attack); not against Arcane Immunity, not against Volkare"
        ),
    ),
    Kind(
        "double_attacks",
        "elements",
        "double every {v} attack you play in the {phase} phase this turn",
        params={"phase": "enum:attack|ranged_siege"},
        required=("phase",),
        meaning=(
            "attacks of the listed elements that you play in that combat phase count twice (any attack "
            "type: in the Attack phase ranged and siege attacks count too)"
        ),
    ),
    Kind(
        "double_or_convert_ranged",
        "true",
        "this turn each Ranged Attack you play is doubled or becomes a Siege Attack; a Siege Attack may be "
        "doubled but then becomes a Ranged Attack",
        meaning=(
            "for each Ranged Attack you play this turn choose: double its value, or make it a Siege Attack "
            "of the same element and value. For each Siege Attack choose: keep it, or double it and make it "
            "a Ranged Attack of the same element. Melee attacks are unchanged"
        ),
    ),
    Kind(
        "separate_blocks",
        "pos",
        "up to {count} separate Block {v}s, each against a different attack",
        params={"count": "pos", "element": "element"},
        required=("count",),
        optional_text={"element": " ({element})"},
        meaning=(
            "``count`` blocks of the value (element: physical unless given), each used against a different "
            "enemy attack; they cannot be combined"
        ),
    ),
    # ------------------------------------------------------------------ cards and hand
    Kind(
        "discard_any_for",
        "effect",
        "discard any number of cards: {v} per card",
        meaning="discard any number of non-Wound cards from your hand; the nested effect once per card discarded",
    ),
    Kind(
        "discard_by_colour",
        "true",
        "discard a card; by its colour: " + _BASIC_COLOURS_TEXT,
        params={"white": "effect", "blue": "effect", "red": "effect", "green": "effect"},
        required=("white", "blue", "red", "green"),
        meaning=(
            "discard one non-Wound card from your hand and get the effect of its colour (a dual-colour card: "
            "either colour); a colourless card (artifact) gives nothing"
        ),
    ),
    Kind(
        "choose",
        "pos",
        "choose {v} different: {from}",
        params={"from": "effects"},
        required=("from",),
        join=" / ",
        meaning="pick that many different effects from the list and get each",
    ),
    Kind(
        "up_to",
        "pos",
        "choose a number from 0 to {v}; that many times: {each}",
        params={"each": "effect"},
        required=("each",),
        meaning="the player chooses how many times (0 to the value) to get ``each``",
    ),
    Kind(
        "cast_from_offer",
        "enum:basic|powered",
        "discard a card; use the {v} effect of a Spell of its colour in the Spell offer, paying no mana",
        params={"by_day": "true"},
        optional_text={"by_day": " (even by Day)"},
        meaning=(
            "discard a coloured non-Wound card from your hand; choose a Spell of the same colour in the Spell "
            "offer and resolve its basic / powered effect without mana; the Spell stays in the offer. "
            "``by_day``: the powered effect is allowed in a Day round too"
        ),
    ),
    Kind(
        "use_common_skill",
        "true",
        "use a non-interactive Skill from the Common Skill offer as your own; a Skill usable every turn is used twice",
        meaning=(
            "choose a non-interactive Skill token in the Common Skill offer and use its effect now as if it "
            "were yours (it stays in the offer); if it is a once-per-turn Skill (one that does not flip), "
            "use its effect twice"
        ),
    ),
    Kind(
        "take_common_skill",
        "true",
        "take a Skill from the Common Skill offer and keep it",
        meaning="move any Skill token from the Common Skill offer to your gained Skills, as on a level-up",
    ),
    Kind(
        "use_as_top_artifact",
        "enum:basic|powered",
        "reveal the top Artifact; use this card as that Artifact's {v} effect this turn (Fame +1 if you do)",
        meaning=(
            "take the top card of the Artifact deck and reveal it; this turn you may use this card as that "
            "Artifact (its basic effect, its powered effect, or as its banner), and if you do, Fame +1. At "
            "end of turn the revealed Artifact goes to the bottom of the Artifact deck; if this card was not "
            "used it returns to your hand; used as a banner it is discarded; used for a powered effect it "
            "is thrown away like any Artifact"
        ),
    ),
    # ------------------------------------------------------------------ mana, movement, wounds
    Kind(
        "endless_mana",
        "manas",
        "unlimited {v} mana this turn",
        meaning="this turn you may use any number of mana of the listed colours; black still only when allowed",
    ),
    Kind(
        "crystals_one_colour",
        "pos",
        "gain {v} crystals of one basic colour",
        meaning="that many crystals, all of one basic colour of your choice",
    ),
    Kind(
        "as_if",
        "enum:day|night",
        "",
        by_value={
            "day": "this turn, as if it were Day: Forests cost 3 Move, gold mana is usable, and garrisons of "
            "nearby fortified sites and ruins tokens are revealed",
            "night": "this turn, as if it were Night: Deserts cost 3 Move and black mana is usable",
        },
        meaning=(
            "for the rest of this turn only the named rules work as in the other time of day: by day-rules, "
            "Forest Move cost 3, gold mana usable, face-down garrisons of fortified sites adjacent to you and "
            "all ruins tokens revealed; by night-rules, Desert Move cost 3 and black mana usable"
        ),
    ),
    Kind(
        "throw_away_received_wounds",
        "true",
        "at the end of this turn you may throw away the Wounds you received this turn",
        meaning=(
            "at end of turn, any Wounds you took this turn into your hand or discard pile may go back to the "
            "Wound deck; not Wounds on units, nor Wounds you merely drew from your deck"
        ),
    ),
]

CONDITIONS: dict[str, str] = {
    "not_in_combat": "outside combat",
}

QUANTITIES: dict[str, str] = {}
