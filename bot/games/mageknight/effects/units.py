"""Effect kinds first needed by the unit abilities.

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).

Enemy-targeting kinds take a target: ``one`` (the player picks one enemy in this combat), ``that`` (the
enemy picked by an earlier part of the same effect) or ``every`` (all enemies in this combat). The
general combat rules still apply to them: Arcane Immunity ignores them, and the non-attack effects of an
ability paid with red (blue) mana do nothing to a Fire (Ice) resistant enemy.
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

_TARGET = "enum:one|that|every"
_TERRAINS = "enums:plains|hills|forest|wasteland|desert|swamp"

KINDS: list[Kind] = [
    # ------------------------------------------------------------------ enemies in combat
    Kind(
        "enemy_skips_attack",
        _TARGET,
        params={"only": "enum:unfortified"},
        optional=("only",),
        meaning="the targeted enemy makes none of its attacks this combat (all of them, for a multi-attack "
        "enemy); ``only = unfortified``: an enemy that is fortified (site or ability) cannot be targeted",
    ),
    Kind(
        "enemy_armor",
        "int",
        params={"target": _TARGET, "min": "pos"},
        required=("target",),
        optional=("min",),
        meaning="change the Armor of the targeted enemy for this combat (both values of an Elusive enemy)",
    ),
    Kind(
        "enemy_attack",
        "int",
        params={"target": _TARGET},
        required=("target",),
        meaning="change one attack (the player's choice, for a multi-attack enemy) of the targeted enemy; not below 0",
    ),
    Kind(
        "enemy_loses",
        "enums:fortification|resistances|physical_resistance|fire_resistance|ice_resistance|swift",
        params={"target": _TARGET},
        required=("target",),
        meaning="the targeted enemy loses the listed traits for this combat: ``fortification`` = site and "
        "ability fortification both, ``resistances`` = every resistance it has",
    ),
    Kind(
        "destroy_if_blocked",
        _TARGET,
        meaning="after the Block phase, the targeted enemy is defeated (with its Fame) if every one of its attacks was blocked",
    ),
    # ------------------------------------------------------------------ this unit and your other units
    Kind(
        "wound_this_unit",
        "true",
        meaning="after the rest of the ability resolves, a Wound card is laid across the activated unit",
    ),
    Kind(
        "block_counts_double_vs_swift",
        "true",
        meaning="the Block from this same ability is not halved by the blocked enemy's Swift ability",
    ),
    Kind(
        "damage_to_this_unit_first",
        "true",
        meaning="if that attack is not blocked, its damage goes to this unit first (while it is unwounded), "
        "overriding Assassination; the rest follows the normal rules",
    ),
    Kind(
        "units_attack_bonus",
        "int",
        meaning="every attack ability of your other units used later this combat is increased (melee, ranged, siege)",
    ),
    Kind(
        "units_gain_resistances",
        "resistances",
        meaning="every unit you control has the listed resistances until the end of the turn",
    ),
    Kind(
        "attacks_become",
        "enum:coldfire|siege",
        by_value=("coldfire", "siege"),
        meaning="applies to attacks you play after this, from any source (cards, sideways cards, skills, "
        "units) until the end of the combat; ``siege`` keeps each attack's element",
    ),
    # ------------------------------------------------------------------ movement and exploration
    Kind(
        "terrain_cost",
        "int",
        params={"terrains": _TERRAINS, "min": "nat"},
        required=("terrains",),
        optional=("min",),
        meaning="change the Move cost of entering the listed terrains until the end of the turn (not below 0 unless ``min``)",
    ),
    Kind(
        "explore_distance",
        "pos",
        meaning="a tile may be revealed while standing up to this many spaces from its slot (normally 1)",
    ),
    Kind(
        "peek_enemy",
        "pos",
        params={"fame_bonus": "pos"},
        optional=("fame_bonus",),
        meaning="look at it secretly and put it back unchanged; the Fame bonus needs the very token looked at",
    ),
    # ------------------------------------------------------------------ costs
    Kind(
        "pay_crystal",
        "colours",
        params={"amount": "pos"},
        required=("amount",),
        meaning="return crystals of the listed colours from your Inventory (a cost, e.g. unit upkeep)",
    ),
]

CONDITIONS: tuple[str, ...] = (
    "token_on_unit_red",
    "token_on_unit_blue",
    "token_on_unit_green",
    "token_on_unit_white",
)

QUANTITIES: tuple[str, ...] = ()
