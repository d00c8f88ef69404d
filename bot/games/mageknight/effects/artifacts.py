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

KINDS: list[Kind] = [
    # ------------------------------------------------------------------ banners and units
    Kind(
        "banner",
        "effect",
        params={"to": "enum:recruited_this_turn"},
        optional=("to",),
        meaning="a banner: at any time in your turn tuck this card under one of your units instead of playing "
        "it; while it stays attached the unit has the nested effect. It goes to your discard pile if "
        "the unit is destroyed or disbanded or another banner is attached to it; at round end you keep "
        "it there or shuffle it into your deck; banners flip face up in round preparation. ``to`` "
        "limits which unit may take it",
    ),
    Kind(
        "all_units",
        "effect",
        meaning="apply a unit effect (unit_armor, unit_boost, unit_ready, unit_heal...) to every unit you control; "
        "lasting changes last until the end of the turn (the rulebook's default duration)",
    ),
    Kind("unit_armor", "int", meaning="the unit's Armor is changed by the value"),
    Kind(
        "unit_boost",
        "int",
        params={"what": "enums:attack|block"},
        required=("what",),
        meaning="each attack / block ability the unit uses gets the bonus (only abilities it has; elements and "
        "attack types are kept)",
    ),
    Kind("unit_resistances", "resistances", meaning="the unit has these resistances"),
    Kind(
        "unit_ready",
        "true",
        meaning="the unit becomes Ready (Command token back above it), whether wounded or not; no healing",
    ),
    Kind("unit_heal", "true", meaning="all Wounds on the unit are removed (no Heal points needed)"),
    Kind(
        "ignore_wound",
        "true",
        meaning="one event that would wound the unit (an enemy attack assigned to it, another player's action, a "
        "unit ability) leaves it unwounded and its extra effects (Poison, Paralyze, Vampiric) do not "
        "happen. Brutal still doubles the damage first. If the unit's Armor did not absorb all of an "
        "enemy attack, the rest must be assigned elsewhere, and the unit may not be assigned more damage "
        "this combat",
    ),
    Kind(
        "command_slot",
        "true",
        meaning="the unit occupies this banner instead of a Command token (one unit above your command limit); "
        "the banner lies face down while the unit is spent. If the unit loses the banner (stolen, "
        "another banner attached, banner removed at round end) the unit is removed from the game: it "
        "cannot take a free Command token then",
    ),
    Kind(
        "spend_unit",
        "effect",
        params={"phase": "enum:block"},
        required=("phase",),
        meaning="if the unit is Ready and unwounded you may spend it (as if activated) to get the nested effect; "
        "``phase`` = the combat phase in which this is allowed. Usable again if the unit is readied",
    ),
    Kind(
        "once_per_round",
        "effect",
        params={"when": "enum:outside_combat|unit_would_be_wounded"},
        required=("when",),
        meaning="a banner ability usable once per round: flip the banner face down to use it; it flips face up "
        "again in round preparation. ``when`` = outside combat (any time in your turn except combat) or "
        "at the moment the unit would be wounded",
    ),
    # ------------------------------------------------------------------ triggers
    Kind(
        "whenever",
        "enum:spell_cast|enemy_defeated_this_turn|enemy_defeated_this_phase|enemy_defeated_by_this_attack"
        "|wound_healed_from_hand|heal_point_of_this_card_used|unit_attacks_or_blocks|each_unit_attacking_or_blocking",
        params={"then": "effect", "colour": "colour", "max": "pos"},
        required=("then",),
        optional=("max",),
        by_value=(
            "spell_cast",
            "enemy_defeated_this_turn",
            "enemy_defeated_this_phase",
            "enemy_defeated_by_this_attack",
            "wound_healed_from_hand",
            "heal_point_of_this_card_used",
            "unit_attacks_or_blocks",
            "each_unit_attacking_or_blocking",
        ),
        meaning="a trigger: ``then`` happens each time the event occurs within the event's scope; ``colour`` "
        "narrows spell_cast to Spells of that colour; ``max`` caps the count. "
        "each_unit_attacking_or_blocking counts each unit once; unit_attacks_or_blocks (inside a banner) "
        "counts every use of the attached unit",
    ),
    Kind(
        "crystal_by_resistance",
        "true",
        meaning="a crystal at once, for the enemy the trigger names: red if it had Fire resistance, blue if Ice "
        "resistance, green if Physical resistance, or always white; not for summoned monsters",
    ),
    # ------------------------------------------------------------------ combat
    Kind(
        "cancel_attack",
        "pos",
        meaning="the chosen attack(s) are cancelled, not blocked (Elusive armor stays; a multi-attack enemy "
        "loses only the chosen attack); not against Arcane Immunity, not against Volkare",
    ),
    Kind(
        "double_attacks",
        "elements",
        params={"phase": "enum:attack|ranged_siege"},
        required=("phase",),
        meaning="attacks of the listed elements that you play in that combat phase count twice (any attack "
        "type: in the Attack phase ranged and siege attacks count too)",
    ),
    Kind(
        "double_or_convert_ranged",
        "true",
        meaning="for each Ranged Attack you play this turn choose: double its value, or make it a Siege Attack "
        "of the same element and value. For each Siege Attack choose: keep it, or double it and make it "
        "a Ranged Attack of the same element. Melee attacks are unchanged",
    ),
    Kind(
        "separate_blocks",
        "pos",
        params={"count": "pos", "element": "element"},
        required=("count",),
        optional=("element",),
        meaning="``count`` blocks of the value (element: physical unless given), each used against a different "
        "enemy attack; they cannot be combined",
    ),
    # ------------------------------------------------------------------ cards and hand
    Kind(
        "discard_any_for",
        "effect",
        meaning="discard any number of non-Wound cards from your hand; the nested effect once per card discarded",
    ),
    Kind(
        "discard_by_colour",
        "true",
        params={"white": "effect", "blue": "effect", "red": "effect", "green": "effect"},
        required=("white", "blue", "red", "green"),
        meaning="discard one non-Wound card from your hand and get the effect of its colour (a dual-colour card: "
        "either colour); a colourless card (artifact) gives nothing",
    ),
    Kind(
        "choose",
        "pos",
        params={"from": "effects"},
        required=("from",),
        join="slash",
        meaning="pick that many different effects from the list and get each",
    ),
    Kind(
        "up_to",
        "pos",
        params={"each": "effect"},
        required=("each",),
        meaning="the player chooses how many times (0 to the value) to get ``each``",
    ),
    Kind(
        "cast_from_offer",
        "enum:basic|powered",
        params={"by_day": "true"},
        optional=("by_day",),
        meaning="discard a coloured non-Wound card from your hand; choose a Spell of the same colour in the Spell "
        "offer and resolve its basic / powered effect without mana; the Spell stays in the offer. "
        "``by_day``: the powered effect is allowed in a Day round too",
    ),
    Kind(
        "use_common_skill",
        "true",
        meaning="choose a non-interactive Skill token in the Common Skill offer and use its effect now as if it "
        "were yours (it stays in the offer); if it is a once-per-turn Skill (one that does not flip), "
        "use its effect twice",
    ),
    Kind(
        "take_common_skill",
        "true",
        meaning="move any Skill token from the Common Skill offer to your gained Skills, as on a level-up",
    ),
    Kind(
        "use_as_top_artifact",
        "enum:basic|powered",
        meaning="take the top card of the Artifact deck and reveal it; this turn you may use this card as that "
        "Artifact (its basic effect, its powered effect, or as its banner), and if you do, Fame +1. At "
        "end of turn the revealed Artifact goes to the bottom of the Artifact deck; if this card was not "
        "used it returns to your hand; used as a banner it is discarded; used for a powered effect it "
        "is thrown away like any Artifact",
    ),
    # ------------------------------------------------------------------ mana, movement, wounds
    Kind(
        "endless_mana",
        "manas",
        meaning="this turn you may use any number of mana of the listed colours; black still only when allowed",
    ),
    Kind("crystals_one_colour", "pos", meaning="that many crystals, all of one basic colour of your choice"),
    Kind(
        "as_if",
        "enum:day|night",
        by_value=("day", "night"),
        meaning="for the rest of this turn only the named rules work as in the other time of day: by day-rules, "
        "Forest Move cost 3, gold mana usable, face-down garrisons of fortified sites adjacent to you and "
        "all ruins tokens revealed; by night-rules, Desert Move cost 3 and black mana usable",
    ),
    Kind(
        "throw_away_received_wounds",
        "true",
        meaning="at end of turn, any Wounds you took this turn into your hand or discard pile may go back to the "
        "Wound deck; not Wounds on units, nor Wounds you merely drew from your deck",
    ),
]

CONDITIONS: tuple[str, ...] = ("not_in_combat",)

QUANTITIES: tuple[str, ...] = ()
