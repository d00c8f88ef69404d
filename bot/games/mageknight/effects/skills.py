"""Effect kinds first needed by the hero skills.

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).

Skill-specific framing (who may use a token, when, and what happens to it) lives in the skill records
(``data/skills.py``: ``timing``, ``interactive``, ``other_turns``, ``when``); the kinds below describe
what a use does. Interactive skills put their token in the centre of the table: ``centre_lasting``
(competitive: a lasting effect on the other players until the start of the owner's next turn) and
``centre_return`` (cooperative: another player hands the token back face down to get an effect).
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

KINDS: list[Kind] = [
    # ------------------------------------------------------------------ the skill token itself
    Kind(
        "flip_this_skill",
        "true",
        meaning="a cost: turn this skill token face down (it flips up at the next round start, or earlier "
        "when its flip-back condition is met)",
    ),
    Kind(
        "centre_lasting",
        "effect",
        meaning="competitive interactive skills: the effect applies to every other player (team play: not your "
        "teammate) on their turns until the start of the owner's next turn (or round end), when the "
        "owner takes the token back face down",
    ),
    Kind(
        "centre_return",
        "effect",
        params={"trigger": "enum:any_player|first_player_in_combat|first_player_using_colour"},
        required=("trigger",),
        meaning="cooperative interactive skills: until the start of the owner's next turn, another player "
        "(``any_player``: whoever chooses to; ``first_player_in_combat``: the first player to enter a "
        "combat with enemies, who must; ``first_player_using_colour``: the first player, the owner "
        "included, to power a card with mana of the marked colour) returns the token face down to the "
        "owner and gets the effect",
    ),
    Kind(
        "owner_gains",
        "effect",
        meaning="used inside centre_return / centre_lasting: this part goes to the token's owner",
    ),
    Kind(
        "no_other_motivation",
        "true",
        meaning="after using any Motivation token, the same player may not use another Motivation token "
        "until the end of their next turn",
    ),
    # ------------------------------------------------------------------ sideways cards and mana
    Kind(
        "sideways_value",
        "pos",
        params={"card": "enum:wound", "upgrade": "pos", "upgrade_if": "condition", "plus_per": "quantity"},
        optional=("card", "upgrade", "plus_per"),
        meaning="once, this turn: one card played sideways for Move, Influence, Attack or Block gives the value "
        "instead of 1; ``upgrade`` replaces it when ``upgrade_if`` holds for that card or turn; "
        "``plus_per`` adds 1 per unit of the quantity",
    ),
    Kind(
        "use_mana_as",
        "manas",
        params={"from": "manas"},
        required=("from",),
        meaning="one mana of a ``from`` colour is paid as if it were one of the value colours",
    ),
    Kind(
        "powered_card_bonus",
        "pos",
        meaning="the card powered with the marked mana gets +N on one of its Move/Influence/Attack/Block "
        "values (units and indirect effects do not count)",
    ),
    Kind(
        "mana_surcharge",
        "pos",
        meaning="each affected player, at their first use of a basic-colour mana, pays N extra mana of that "
        "colour; a mana token of that colour is put on the skill token",
    ),
    Kind(
        "crystal_from_token",
        "true",
        meaning="at the owner's next turn: a crystal of one colour among the mana tokens on the skill "
        "token, or of any basic colour if it holds none",
    ),
    Kind(
        "crystal_of_that_colour",
        "true",
        meaning="the colour of the basic mana just used (Mana Enhancement) or of the extra Source die taken "
        "(Source Opening)",
    ),
    Kind("token_mana", "true"),
    Kind(
        "no_source_die",
        "true",
        meaning="the player's one normal Source die per turn is not available (extra dice from effects are)",
    ),
    Kind("crystal_from_source", "true"),
    Kind(
        "wound_to_nearest_hero",
        "pos",
        meaning="instead of returning to the Wound pile, that Wound card is put into the hand of the hero "
        "nearest on the map (not a teammate)",
    ),
    # ------------------------------------------------------------------ movement and exploration
    Kind(
        "fly",
        "pos",
        params={"move_cost": "nat"},
        required=("move_cost",),
        meaning="this move ignores terrain costs and impassable terrain, must end on a safe space and "
        "does not provoke rampaging enemies",
    ),
    Kind(
        "terrain_cost_change",
        "int",
        params={"min": "pos", "max": "pos"},
        optional=("min", "max"),
        meaning="added to the Move cost of every terrain for the affected player's turn",
    ),
    Kind("terrain_access", "enum:mountain|lake", params={"move_cost": "pos"}, required=("move_cost",)),
    Kind("explore_discount", "pos"),
    Kind(
        "reveal_garrisons",
        "pos",
        meaning="face-down enemy tokens of keeps, mage towers and cities within the distance are revealed",
    ),
    # ------------------------------------------------------------------ units
    Kind(
        "heal_unit",
        "pos",
        meaning="remove one Wound from one of your units (no Heal points needed); not during combat",
    ),
    Kind("unit_bonus", "pos", params={"to": "enum:block|attack|ranged_attack"}, required=("to",)),
    Kind(
        "unit_values", "int", meaning="applies to every Attack and Block value of the affected players' units"
    ),
    Kind(
        "bonded_command_token",
        "true",
        meaning="Bonds of Loyalty: the skill acts as one more Command token; the unit recruited into it costs 5 "
        "less Influence (not below 0), can be used even where units normally cannot (dungeons, tombs, "
        "mazes…) and may never be disbanded",
    ),
    # ------------------------------------------------------------------ reputation, interaction
    Kind("ignore_reputation", "true"),
    # ------------------------------------------------------------------ combat
    Kind(
        "played_card_bonus",
        "pos",
        params={"to": "enum:attack|block"},
        required=("to",),
        meaning="adds to one Attack (any type, sideways cards included) or Block from a card, a skill or a "
        "unit, played in the current phase",
    ),
    Kind(
        "ignore_damage",
        "pos",
        params={"elements": "elements"},
        required=("elements",),
        meaning="this combat: the next attack of one of the listed elements that deals damage to you deals "
        "N less",
    ),
    Kind(
        "modify_enemy",
        "enum:one|all",
        params={
            "attack_change": "int",
            "armor_change": "int",
            "per_resistance": "true",
            "gains": "ability",
            "loses": "enum:ability|element",
            "not_arcane_immune": "true",
            "not_fortified_in_ranged": "true",
            "not_summoner": "true",
        },
        optional=(
            "attack_change",
            "armor_change",
            "per_resistance",
            "gains",
            "loses",
            "not_arcane_immune",
            "not_fortified_in_ranged",
            "not_summoner",
        ),
        meaning="changes to the chosen enemy for this combat: ``attack_change`` added to one attack (not below 0), "
        "``armor_change`` added to Armor (not below 1; ``per_resistance``: once per resistance it has), "
        "``gains`` an ability this turn, ``loses`` one ability or one element of one attack "
        "(Fire/Ice -> physical, Cold Fire -> Fire or Ice)",
    ),
    Kind(
        "enemy_attacks_bonus",
        "int",
        meaning="applies to each attack of each enemy that the affected players face, in the Block phase only",
    ),
    Kind(
        "attack_per_enemy",
        "pos",
        params={"type": "attack_type", "element": "element", "max": "pos"},
        required=("type", "element", "max"),
        meaning="a separate attack of the value against each chosen enemy (PvP: damage spread over that "
        "many targets)",
    ),
    Kind(
        "duel",
        "pos",
        meaning="Dueling: after a Block in the Block phase, one Attack 1 against the same enemy in the Attack "
        "phase; Fame bonus when that enemy is defeated without any unit involvement. PvP: Block 1 in the "
        "melee phase, Attack 1 in your next attack, Fame 1 if no unit abilities were used",
    ),
    Kind(
        "keep_enemy_token",
        "true",
        meaning="Puppet Master: the token is set aside with the skill instead of being discarded",
    ),
    Kind(
        "use_kept_enemy",
        "enum:attack_or_block",
        meaning="Puppet Master: only base attacks, Armor and elements count; a Fire/Ice attack gives a "
        "Fire/Ice attack; a token resisting Fire (Ice) gives an Ice (Fire) Block; summoners attack with "
        "a random drawn token of the summoned colour and block with their own Armor; multi-attacks may "
        "be split among enemies; Elusive and Arcane Immunity are not copied",
    ),
    Kind(
        "colour_wheel",
        "true",
        params={"blue": "effect", "green": "effect", "black": "effect", "white": "effect", "red": "effect"},
        required=("blue", "green", "black", "white", "red"),
        meaning="Master of Chaos: the shield marker on the token's colour wheel moves one colour clockwise; "
        "the colour reached decides the effect (gold: the player picks any of the five)",
    ),
    Kind("set_colour_wheel", "true"),
    Kind(
        "convert_basic_action",
        "true",
        meaning="Shapeshift: the element of an Attack or Block is kept; bonuses tied to the original use "
        "(e.g. Cold Toughness's per-ability block bonus) do not carry over",
    ),
]

CONDITIONS: tuple[str, ...] = (
    "alone_lowest_fame",
    "no_unit_recruited_this_turn",
    "at_magical_glade",
    "at_fortified_site",
    "ranged_siege_phase",
    "sideways_card_is_deed",
    "no_source_die_this_turn",
    "sideways_card_matches_mana",
    "after_using_basic_mana",
    "that_enemy_attacks",
)

QUANTITIES: tuple[str, ...] = (
    "ready_unwounded_unit",
    "crystal_colour",
    "empty_command_token",
    "other_mana_colour_used",
)
