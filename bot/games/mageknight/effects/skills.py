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
        "flip this skill face down",
        meaning="a cost: turn this skill token face down (it flips up at the next round start, or earlier "
        "when its flip-back condition is met)",
    ),
    Kind(
        "centre_lasting",
        "effect",
        "put this token in the centre: until the start of your next turn, every other player: {v}",
        meaning=(
            "competitive interactive skills: the effect applies to every other player (team play: not your "
            "teammate) on their turns until the start of the owner's next turn (or round end), when the "
            "owner takes the token back face down"
        ),
    ),
    Kind(
        "centre_return",
        "effect",
        "put this token in the centre: {trigger} may return it to you face down to get {v}",
        params={"trigger": "enum:any_player|first_player_in_combat|first_player_using_colour"},
        required=("trigger",),
        meaning=(
            "cooperative interactive skills: until the start of the owner's next turn, another player "
            "(``any_player``: whoever chooses to; ``first_player_in_combat``: the first player to enter a "
            "combat with enemies, who must; ``first_player_using_colour``: the first player, the owner "
            "included, to power a card with mana of the marked colour) returns the token face down to the "
            "owner and gets the effect"
        ),
    ),
    Kind(
        "owner_gains",
        "effect",
        "the skill's owner gains {v}",
        meaning="used inside centre_return / centre_lasting: this part goes to the token's owner",
    ),
    Kind(
        "no_other_motivation",
        "true",
        "no other Motivation skill may be used until the end of your next turn",
        meaning="after using any Motivation token, the same player may not use another Motivation token "
        "until the end of their next turn",
    ),
    # ------------------------------------------------------------------ sideways cards and mana
    Kind(
        "sideways_value",
        "pos",
        "one card played sideways gives +{v} instead of +1",
        params={"card": "enum:wound", "upgrade": "pos", "upgrade_if": "condition", "plus_per": "quantity"},
        optional_text={
            "card": " (a {card} card may be played sideways this way as if it were not a Wound; it goes "
            "to the discard pile at the end of the turn)",
            "upgrade": " (+{upgrade} instead {upgrade_if})",
            "plus_per": ", plus 1 per {plus_per}",
        },
        meaning=(
            "once, this turn: one card played sideways for Move, Influence, Attack or Block gives the value "
            "instead of 1; ``upgrade`` replaces it when ``upgrade_if`` holds for that card or turn; "
            "``plus_per`` adds 1 per unit of the quantity"
        ),
    ),
    Kind(
        "use_mana_as",
        "manas",
        "use 1 {from} mana as {v} mana",
        params={"from": "manas"},
        required=("from",),
        meaning="one mana of a ``from`` colour is paid as if it were one of the value colours",
    ),
    Kind(
        "powered_card_bonus",
        "pos",
        "+{v} to the Move, Influence, Attack or Block of that powered card",
        meaning="the card powered with the marked mana gets +N on one of its Move/Influence/Attack/Block "
        "values (units and indirect effects do not count)",
    ),
    Kind(
        "mana_surcharge",
        "pos",
        "the first time they use basic-colour mana, they pay {v} more mana of that colour (put on this token)",
        meaning="each affected player, at their first use of a basic-colour mana, pays N extra mana of that "
        "colour; a mana token of that colour is put on the skill token",
    ),
    Kind(
        "crystal_from_token",
        "true",
        "gain a crystal of a colour on this token (any colour if none)",
        meaning="at the owner's next turn: a crystal of one colour among the mana tokens on the skill "
        "token, or of any basic colour if it holds none",
    ),
    Kind(
        "crystal_of_that_colour",
        "true",
        "a crystal of that colour",
        meaning="the colour of the basic mana just used (Mana Enhancement) or of the extra Source die taken "
        "(Source Opening)",
    ),
    Kind("token_mana", "true", "the mana token lying on this skill token, to use now"),
    Kind(
        "no_source_die",
        "true",
        "may not use the Source die of their turn",
        meaning="the player's one normal Source die per turn is not available (extra dice from effects are)",
    ),
    Kind(
        "crystal_from_source",
        "true",
        "gain a crystal of the colour of a basic-colour Source die (not rerolled)",
    ),
    Kind(
        "wound_to_nearest_hero",
        "pos",
        "{v} of the Wounds thrown away goes into the hand of the closest other hero instead",
        meaning="instead of returning to the Wound pile, that Wound card is put into the hand of the hero "
        "nearest on the map (not a teammate)",
    ),
    # ------------------------------------------------------------------ movement and exploration
    Kind(
        "fly",
        "pos",
        "move up to {v} space(s) ignoring terrain for {move_cost} Move, ending on a safe space",
        params={"move_cost": "nat"},
        required=("move_cost",),
        meaning="this move ignores terrain costs and impassable terrain, must end on a safe space and "
        "does not provoke rampaging enemies",
    ),
    Kind(
        "terrain_cost_change",
        "int",
        "every terrain costs {v:+d} Move this turn",
        params={"min": "pos", "max": "pos"},
        optional_text={"min": " (not below {min})", "max": " (not above {max})"},
        meaning="added to the Move cost of every terrain for the affected player's turn",
    ),
    Kind(
        "terrain_access",
        "enum:mountain|lake",
        "you may enter {v} spaces for {move_cost} Move; they are safe spaces for you",
        params={"move_cost": "pos"},
        required=("move_cost",),
    ),
    Kind("explore_discount", "pos", "exploring a tile costs {v} less Move"),
    Kind(
        "reveal_garrisons",
        "pos",
        "reveal the defenders of fortified sites up to {v} spaces away",
        meaning="face-down enemy tokens of keeps, mage towers and cities within the distance are revealed",
    ),
    # ------------------------------------------------------------------ units
    Kind(
        "heal_unit",
        "pos",
        "heal a wounded unit of level {v} or lower",
        meaning="remove one Wound from one of your units (no Heal points needed); not during combat",
    ),
    Kind(
        "unit_bonus",
        "pos",
        "the next unit you activate this turn gets +{v} {to}",
        params={"to": "enum:block|attack|ranged_attack"},
        required=("to",),
    ),
    Kind(
        "unit_values",
        "int",
        "their units get {v} to every attack and block",
        meaning="applies to every Attack and Block value of the affected players' units",
    ),
    Kind(
        "bonded_command_token",
        "true",
        "this token is an extra Command token; a unit recruited into it costs 5 Influence less, "
        "may always be used, and cannot be disbanded",
        meaning=(
            "Bonds of Loyalty: the skill acts as one more Command token; the unit recruited into it costs 5 "
            "less Influence (not below 0), can be used even where units normally cannot (dungeons, tombs, "
            "mazes…) and may never be disbanded"
        ),
    ),
    # ------------------------------------------------------------------ reputation, interaction
    Kind("ignore_reputation", "true", "ignore every effect of your Reputation position this turn"),
    # ------------------------------------------------------------------ combat
    Kind(
        "played_card_bonus",
        "pos",
        "+{v} to one {to} played this phase",
        params={"to": "enum:attack|block"},
        required=("to",),
        meaning="adds to one Attack (any type, sideways cards included) or Block from a card, a skill or a "
        "unit, played in the current phase",
    ),
    Kind(
        "ignore_damage",
        "pos",
        "ignore {v} damage from one {elements} enemy attack",
        params={"elements": "elements"},
        required=("elements",),
        meaning="this combat: the next attack of one of the listed elements that deals damage to you deals "
        "N less",
    ),
    Kind(
        "modify_enemy",
        "enum:one|all",
        "{v} enemy",
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
        optional_text={
            "attack_change": "; one of its attacks changes by {attack_change}",
            "armor_change": "; Armor changes by {armor_change} (not below 1)",
            "per_resistance": " for each resistance it has",
            "gains": "; gains {gains} this turn",
            "loses": "; it loses one {loses} this combat",
            "not_arcane_immune": " (not Arcane Immune enemies)",
            "not_fortified_in_ranged": " (not a fortified enemy in the Ranged and Siege phase)",
            "not_summoner": " (not a summoner)",
        },
        meaning=(
            "changes to the chosen enemy for this combat: ``attack_change`` added to one attack (not below 0), "
            "``armor_change`` added to Armor (not below 1; ``per_resistance``: once per resistance it has), "
            "``gains`` an ability this turn, ``loses`` one ability or one element of one attack "
            "(Fire/Ice -> physical, Cold Fire -> Fire or Ice)"
        ),
    ),
    Kind(
        "enemy_attacks_bonus",
        "int",
        "every enemy attack in their Block phase gets {v:+d}",
        meaning="applies to each attack of each enemy that the affected players face, in the Block phase only",
    ),
    Kind(
        "attack_per_enemy",
        "pos",
        "{type} {element} Attack {v} against each of up to {max} different enemies",
        params={"type": "attack_type", "element": "element", "max": "pos"},
        required=("type", "element", "max"),
        meaning="a separate attack of the value against each chosen enemy (PvP: damage spread over that "
        "many targets)",
    ),
    Kind(
        "duel",
        "pos",
        "the blocked enemy: Attack 1 against it in the Attack phase; Fame +{v} on defeating it if no unit "
        "blocked, attacked, affected or took damage from it",
        meaning=(
            "Dueling: after a Block in the Block phase, one Attack 1 against the same enemy in the Attack "
            "phase; Fame bonus when that enemy is defeated without any unit involvement. PvP: Block 1 in the "
            "melee phase, Attack 1 in your next attack, Fame 1 if no unit abilities were used"
        ),
    ),
    Kind(
        "keep_enemy_token",
        "true",
        "keep the token of one enemy you defeated this turn",
        meaning="Puppet Master: the token is set aside with the skill instead of being discarded",
    ),
    Kind(
        "use_kept_enemy",
        "enum:attack_or_block",
        "discard a kept enemy token: Attack equal to half its attack or Block equal to half its Armor "
        "(rounded up)",
        meaning=(
            "Puppet Master: only base attacks, Armor and elements count; a Fire/Ice attack gives a "
            "Fire/Ice attack; a token resisting Fire (Ice) gives an Ice (Fire) Block; summoners attack with "
            "a random drawn token of the summoned colour and block with their own Armor; multi-attacks may "
            "be split among enemies; Elusive and Arcane Immunity are not copied"
        ),
    ),
    Kind(
        "colour_wheel",
        "true",
        "move the wheel marker one step clockwise and gain: blue {blue}; green {green}; black {black}; "
        "white {white}; red {red}; gold: one of these",
        params={"blue": "effect", "green": "effect", "black": "effect", "white": "effect", "red": "effect"},
        required=("blue", "green", "black", "white", "red"),
        meaning="Master of Chaos: the shield marker on the token's colour wheel moves one colour clockwise; "
        "the colour reached decides the effect (gold: the player picks any of the five)",
    ),
    Kind(
        "set_colour_wheel",
        "true",
        "roll a mana die and mark the colour rolled on this token's wheel",
    ),
    Kind(
        "convert_basic_action",
        "true",
        "one Basic Action giving a fixed Move, Attack or Block may give the same amount as one of the other two",
        meaning="Shapeshift: the element of an Attack or Block is kept; bonuses tied to the original use "
        "(e.g. Cold Toughness's per-ability block bonus) do not carry over",
    ),
]

CONDITIONS: dict[str, str] = {
    "alone_lowest_fame": "if you alone have the least Fame",
    "no_unit_recruited_this_turn": "if you recruit no unit this turn",
    "at_magical_glade": "on a Magical Glade",
    "at_fortified_site": "on a fortified site",
    "ranged_siege_phase": "in the Ranged and Siege phase",
    "sideways_card_is_deed": "if it is an Advanced Action, Spell or Artifact",
    "no_source_die_this_turn": "if you use no Source die this turn (you then may not use one)",
    "sideways_card_matches_mana": "if it is an Action or Spell card of the mana's colour",
    "after_using_basic_mana": "right after you use basic-colour mana",
    "that_enemy_attacks": "if that enemy is not prevented from attacking",
}

QUANTITIES: dict[str, str] = {
    "ready_unwounded_unit": "ready and unwounded unit you control",
    "crystal_colour": "colour of crystal in your Inventory",
    "empty_command_token": "Command token without a unit",
    "other_mana_colour_used": "mana colour they use other than the marked one",
}
