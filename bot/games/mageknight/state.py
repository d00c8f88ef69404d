"""The Mage Knight game state: plain dataclasses, serialisable to JSON (``schema`` versioned).

Hidden information lives here too (hands, deck order, face-down tokens, the tile stack); only
:mod:`bot.games.mageknight.observer` decides who may see what.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import Hex, format_hex
from bot.engine.i18n import t
from bot.engine.serial import from_dict, to_dict
from bot.games.mageknight.effects import BASIC_COLOURS
from bot.games.mageknight.modifiers import Modified, Modifier, migrate_turn

SCHEMA = 2  # 2: the Turn's card-named fields became ``modifiers`` (:func:`migrate_1_to_2`)

DIE_FACES = ("red", "blue", "green", "white", "gold", "black")


@dataclass
class Die:
    """A Source die. ``fixed`` dice keep their face when returned (Mana Draw, Mana Pull)."""

    colour: str
    taken_by: int | None = None  # seat that took it this turn
    fixed: bool = False


@dataclass
class Token:
    """An enemy (or ruins) token lying on the map."""

    enemy: str  # enemy id from enemies.toml
    colour: str
    face_up: bool
    pursues: int | None = None  # SoT Pursuit: the seat whose hero this token follows


@dataclass
class Space:
    """One revealed hex of the map."""

    terrain: str
    tile: str
    site: str | None = None
    mine: list[str] = field(default_factory=list)
    city: str | None = None
    rampaging: str | None = None  # "orcs" | "draconum" while its token is there
    tokens: list[Token] = field(default_factory=list)
    owner: int | None = None  # seat whose Shield marks the site
    burned: bool = False
    walls: list[str] = field(default_factory=list)  # edges (NE, E, SE, SW, W, NW) with a wall (Lost Legion)
    shields: list[int] = field(default_factory=list)  # a city's Shields, one per defeated defender, in order
    paths_taken: list[int] = field(default_factory=list)  # Maze/Labyrinth paths conquered (by Move cost)
    ruins: str | None = None  # the yellow Ancient Ruins token lying here (ruins.toml id)
    ruins_up: bool = False


# A city's Shields (state only: scoring, level-ups and interaction read them).
def city_conquered(space: Space) -> bool:
    return space.site in ("city", "volkare_camp") and space.owner is not None and not space.tokens


def shields(space: Space) -> list[int]:
    """The Shields on a city card in the order placed (the owner's only, until shields are tracked)."""
    placed = getattr(space, "shields", None)
    if placed:
        return [int(s) for s in placed]
    return [space.owner] if space.owner is not None else []


def city_leader(space: Space) -> int | None:
    """§7.8: most Shields; a tie goes to the earliest Shield in the row."""
    row = shields(space)
    if not row:
        return None
    return max(dict.fromkeys(row), key=lambda s: (row.count(s), -row.index(s)))


@dataclass
class OwnedUnit:
    """A unit in a player's Unit area (rulebook §4.4)."""

    uid: str  # stable id within the game, e.g. "u3"
    unit: str  # unit id from units.toml
    spent: bool = False
    wounds: int = 0  # Wound cards lying across it (Poison gives 2)
    banner: str | None = None
    banner_down: bool = False  # its banner's once-per-round ability is used (face up next round)


@dataclass
class CombatEnemy:
    """One enemy in the current combat. ``uid`` is stable for the whole combat ("e1", "e2"...)."""

    uid: str
    enemy: str  # enemy id
    colour: str
    role: str  # defender | rampaging | summoned
    origin: str | None = None  # "q,r" of the map space its token lies on (None: drawn for this combat)
    site_fortified: bool = False  # defends a fortified site (keep, mage tower, city)
    defeated: bool = False
    blocked: list[bool] = field(default_factory=list)  # per attack
    assigned: list[bool] = field(default_factory=list)  # per attack: damage assigned
    reduction: list[int] = field(default_factory=list)  # per attack: lowered for the rest of the turn
    armor_bonus: int = 0  # Vampiric and similar, for the rest of the combat
    summoner: str | None = None  # a summoned monster: the uid of its summoner
    half_fame: bool = False  # the stand-in garrison of another player's keep
    wall: bool = False  # fought across a wall: one more level of fortification (LL §2.1)
    defend_used: bool = False  # its Defend X has been given to an attacked enemy (SoT §7.5)
    defended: bool = False  # it received a Defend bonus (each Defend goes to a different enemy)
    lost: list[str] = field(default_factory=list)  # traits lost this combat (Expose, Chill: enemy_loses)
    gained: list[str] = field(default_factory=list)  # abilities gained this combat (Nature's Vengeance)
    destroy_if_blocked: bool = False  # Delphana Masters: defeated after the Block phase if all blocked
    damage_first: list[Any] = field(default_factory=list)  # Shocktroops: [unit uid, attack index]
    kept: bool = False  # Puppet Master: its defeated token is kept by the hero, not discarded


@dataclass
class Combat:
    """The combat of this turn (§7). ``kind``: assault | adventure | burn | rampaging."""

    kind: str
    enemies: list[CombatEnemy] = field(default_factory=list)
    phase: str = "ranged"  # ranged | block | damage | attack
    site_hex: str | None = None  # the site fought for (None: only rampaging enemies)
    site: str | None = None
    retreat_to: str | None = None  # an assault that fails withdraws here
    city: str | None = None  # colour of the city assaulted (defender bonuses)
    units_allowed: bool = True
    night_rules: bool = False  # dungeons and tombs: mana as at Night
    wounds_taken: int = 0  # Wounds taken into the hand during this combat (knockout)
    knocked_out: bool = False
    resisted_units: list[str] = field(default_factory=list)  # absorbed damage unwounded: no more
    next_uid: int = 1
    block_target: str | None = None  # "e2:0" while a block declaration's cards resolve
    max_units: int | None = None  # units that may take part (the Maze: one)
    units_used: list[str] = field(default_factory=list)
    path: int | None = None  # the Maze/Labyrinth path being fought for
    attacks_become: list[str] = field(default_factory=list)  # Altem Mages: "coldfire" | "siege"
    unit_attack_bonus: list[list[Any]] = field(default_factory=list)  # Shocktroops: [unit uid, amount]
    blocked_armor: int | None = None  # Disease: armor of fully blocked enemies after the Block phase
    possessed: list[list[Any]] = field(default_factory=list)  # kept attacks: [not vs uid, n, element, src]
    multi_used: list[str] = field(default_factory=list)  # Delphana Masters: "uid@ability" used this combat
    no_damage_to_units: bool = False  # Into the Heat: all damage this combat goes to the hero
    attack_targets: list[str] = field(default_factory=list)  # uids attacked now (Forked Lightning)


@dataclass
class PlacedTile:
    id: str
    addr: list[int]  # lattice address [a, b]
    kind: str  # start | countryside | core


@dataclass
class Player:
    seat: int
    user_id: int
    name: str
    hero: str
    deck: list[str] = field(default_factory=list)  # top of the deck = index 0
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    play_area: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # thrown away (non-wound cards go to the box)
    crystals: dict[str, int] = field(default_factory=lambda: {c: 0 for c in BASIC_COLOURS})
    fame: int = 0
    reputation: int = 0
    level: int = 1
    position: list[int] | None = None
    tactic: str | None = None
    tiles_revealed: int = 0
    units: list[OwnedUnit] = field(default_factory=list)
    pending_level_rewards: list[int] = field(default_factory=list)  # even levels waiting for skill + AA
    skills: list[str] = field(default_factory=list)  # skill tokens gained (face up)
    skill_stack: list[str] | None = None  # face-down skill tokens left, top first (None: not yet shuffled)
    skills_flipped: dict[str, int] = field(default_factory=dict)  # skill -> round it was flipped face down
    motivation_round: int = 0  # round of the last Motivation use (no other Motivation then)
    tactic_used: bool = False  # the tactic card is flipped face down (used this round)
    tactic_cards: list[str] = field(default_factory=list)  # Sparing Power: cards under the tactic (hidden)
    hand_limit_next: int = 0  # Meditation: added to the hand limit at the next draw, then cleared
    set_aside: list[str] = field(default_factory=list)  # Time Bending: cards out of play until round end
    chaos_wheel: str | None = None  # Master of Chaos: the colour its wheel marker is on (None: not rolled)
    kept_enemies: list[str] = field(default_factory=list)  # Puppet Master: enemy tokens (ids) kept
    bonded_unit: str | None = None  # Bonds of Loyalty: uid of the unit in the skill's Command token

    def all_cards(self) -> list[str]:
        return [*self.deck, *self.hand, *self.discard, *self.play_area, *self.set_aside]


def find_unit(player: Player, uid: str) -> OwnedUnit:
    for u in player.units:
        if u.uid == uid:
            return u
    known = ", ".join(u.uid for u in player.units)
    raise IllegalActionError(t("mk-misc-no-such-unit", unit=uid, units=known or t("mk-misc-none")))


@dataclass
class Turn(Modified):
    """Everything that lasts only until the end of the active player's turn: its own bookkeeping in
    fields, and what effects changed for a while in ``modifiers``, asked for by kind (modifiers.py:
    ``turn.has("extra_turn")``, ``turn.mods("terrain_cap")``)."""

    seat: int
    move: int = 0
    influence: int = 0
    tokens: list[str] = field(default_factory=list)  # pure mana tokens in the play area
    dice_allowed: int = 1
    dice_used: int = 0
    path: list[list[int]] = field(default_factory=list)  # hexes entered this turn, start first
    moved: bool = False  # moved or explored: this is a regular turn
    rested: bool = False
    played_or_discarded: bool = False
    deck_had_cards: bool = True  # at the start of the turn (minimum-play exception)
    fame_gained: int = 0
    action: str | None = None  # the turn's one action once taken: combat | interact
    night_rules: bool = False  # a Day turn started on a Necropolis or Cemetery uses Night rules (SoT §7.6)
    pursued: bool = False  # pursuing enemies attacked this turn (SoT §7.5): they do not move again
    combat: Combat | None = None
    parts: list[list[Any]] | None = None  # attack/block parts gathered while a declaration resolves
    rewards: list[dict[str, Any]] = field(default_factory=list)  # site rewards due at end of turn
    interaction: dict[str, Any] | None = None  # the turn's interaction once started (interaction.py)
    plundered: bool = False  # plundered a village at the start of this turn
    ending: str | None = None  # end-of-turn stage: rewards | units | levels | units_after_levels (rewards.py)
    units_waiting: list[dict[str, Any]] = field(default_factory=list)  # unit rewards without a free token
    drawn: list[str] = field(default_factory=list)  # artifacts drawn for a reward (private)
    revealed_skills: list[str] = field(default_factory=list)  # the two skill tokens of a level-up
    skills_used: list[str] = field(default_factory=list)  # skills used this turn (once per turn)
    skills_flipped_back: list[str] = field(default_factory=list)  # flip-back skills turned up this turn
    tactic_done: bool = False  # a once-per-turn tactic effect was used this turn (Mana Search)
    healed_wounds: int = 0  # Wounds healed from the hand this turn (Cure)
    healed_units: list[str] = field(default_factory=list)  # uids of units healed this turn (Cure)
    triggers: list[dict[str, Any]] = field(
        default_factory=list
    )  # "whenever" triggers this turn (triggers.py)
    heal_points: dict[str, int] = field(default_factory=dict)  # card -> its Heal points used this turn
    hand_heals: dict[str, int] = field(default_factory=dict)  # card -> Wounds its Heal threw from hand
    crystals_spent: list[str] = field(default_factory=list)  # crystals paid as mana (Crystal Mastery)
    units_gained: list[str] = field(default_factory=list)  # units (uids) gained this turn (Banner of Command)
    wounds_received: int = 0  # Wounds taken into hand/discard this turn (Protection)
    last_basic_mana: str | None = None  # colour of the last basic-colour mana paid (Mana Enhancement)
    last_readied: str | None = None  # the unit the latest ready_unit effect readied (Energy Flow)
    curse_wounds: list[int] = field(default_factory=list)  # Mana Curse casters who wounded this turn
    modifiers: list[Modifier] = field(default_factory=list)  # effects in force (modifiers.KINDS)


DUMMY_SEAT = -1  # the Dummy player's place in ``round_order`` (UE §8.2)


@dataclass
class Dummy:
    """The Dummy player of solo and cooperative games (UE §8.2): a hero deck that only flips cards."""

    hero: str
    deck: list[str] = field(default_factory=list)  # top = index 0 (hidden)
    discard: list[str] = field(default_factory=list)
    crystals: dict[str, int] = field(default_factory=lambda: {c: 0 for c in BASIC_COLOURS})
    tactic: str | None = None
    skill_stack: list[str] = field(default_factory=list)  # its face-down skill tokens (hidden)
    announce_next: bool = False  # it flipped its last cards: it announces on its next turn


@dataclass
class GameState:
    seed: str
    scenario: str
    players: list[Player]
    schema: int = SCHEMA
    rng_counter: int = 0
    round: int = 1
    night: bool = False
    phase: str = "tactics"  # tactics | turns | game_over
    tactic_pickers: list[int] = field(default_factory=list)  # seats still to pick, in order
    tactics_available: list[str] = field(default_factory=list)
    round_order: list[int] = field(default_factory=list)  # seats in turn order this round
    turn_index: int = 0
    turn: Turn | None = None
    end_of_round_by: int | None = None  # seat who announced the End of Round
    last_turns: list[int] | None = None  # seats who still get their last turn of the round
    game_end_turns: list[int] | None = None  # seats who still get a final turn (scenario end)
    spaces: dict[str, Space] = field(default_factory=dict)  # "q,r" -> Space
    tiles: list[PlacedTile] = field(default_factory=list)
    tile_stack: list[str] = field(default_factory=list)  # top = index 0 (hidden)
    tile_stack_kinds: list[str] = field(default_factory=list)  # the backs, public
    box_tiles: list[str] = field(default_factory=list)  # not used at set-up; emergency supply
    source: list[Die] = field(default_factory=list)
    enemy_stacks: dict[str, list[str]] = field(default_factory=dict)
    enemy_discards: dict[str, list[str]] = field(default_factory=dict)
    unit_deck: list[str] = field(default_factory=list)
    elite_deck: list[str] = field(default_factory=list)
    unit_offer: list[str] = field(default_factory=list)
    monastery_offer: list[str] = field(default_factory=list)  # AA cards in the Unit offer
    aa_deck: list[str] = field(default_factory=list)
    aa_offer: list[str] = field(default_factory=list)  # index 0 = top (newest)
    spell_deck: list[str] = field(default_factory=list)
    spell_offer: list[str] = field(default_factory=list)
    offers_revealed: bool = True  # First Reconnaissance reveals the AA/spell offers when first needed
    artifact_deck: list[str] = field(default_factory=list)
    city_revealed: bool = False
    ruins_stack: list[str] = field(default_factory=list)  # top = index 0 (hidden)
    ruins_discard: list[str] = field(default_factory=list)
    ruins_shuffled: bool = False  # the stack is shuffled when the first ruins are revealed
    next_unit_uid: int = 1
    common_skills: list[str] = field(default_factory=list)  # the Common Skill offer
    undo_depth: int = 0  # actions of the active player since the last point of no return
    result: dict[str, Any] | None = None
    dummy: Dummy | None = None  # solo/co-op scenarios (dummy.py)
    tactics_removed: list[str] = field(default_factory=list)  # Solo Conquest: used tactics leave the game
    waiting: dict[int, Turn] = field(default_factory=dict)  # seat -> out-of-turn effects (offturn.py)
    responses: list[dict[str, Any]] = field(default_factory=list)  # questions to other players (Mind Read)
    claims: list[dict[str, Any]] = field(default_factory=list)  # Mana Claim dice this round (interactive.py)
    stealable: list[list[Any]] = field(default_factory=list)  # [seat, card] discarded to a Mind Steal
    centre: list[dict[str, Any]] = field(default_factory=list)  # interactive skill tokens (centre.py)

    # ------------------------------------------------------------------ helpers
    def space(self, h: Hex) -> Space | None:
        return self.spaces.get(format_hex(h))

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = to_dict(self)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameState:
        if data.get("schema") != SCHEMA:
            raise ValueError(f"unsupported state schema {data.get('schema')} (this bot reads {SCHEMA})")
        return from_dict(cls, data)


def migrate_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 -> 2: the card-named fields of the turn and of every waiting turn become modifiers."""
    if data.get("turn") is not None:
        data["turn"] = migrate_turn(dict(data["turn"]))
    data["waiting"] = {seat: migrate_turn(dict(t)) for seat, t in (data.get("waiting") or {}).items()}
    return data
