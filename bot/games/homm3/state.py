"""The state of a game of HoMM3: plain dataclasses that :mod:`bot.engine.serial` dumps and loads.

Hidden information: each player's hand and deck order, every deck's order, the tiles lying face down
and each player's personal far tiles. Everything else is public (views decide what is shown).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.games.homm3.combat.state import CombatState

SCHEMA = 1
RESOURCES = ("gold", "building_materials", "valuables")
MAIN, SECONDARY = "main", "secondary"
TOKENS = ("build", "population", "spell_book")
# phases of the game
BONUS, PLAY, OVER = "bonus", "play", "over"


def zero() -> dict[str, int]:
    return {r: 0 for r in RESOURCES}


@dataclass
class Hero:
    """A hero figure on the map. ``at``: its field (``"q,r"``), None while not on the map."""

    kind: str  # main or secondary
    at: str | None = None
    came_from: str | None = None  # the field it stood on before its last step (withdrawal, retreat)
    mp: int = 0


@dataclass
class OwnedUnit:
    """A unit card of a player's unit deck: a faction unit (Few/Pack) or a neutral won by Diplomacy."""

    card: str
    pack: bool = False
    neutral: bool = False


@dataclass
class Player:
    user_id: int
    name: str
    faction: str
    hero: str  # the main hero's id
    resources: dict[str, int] = field(default_factory=zero)
    income: dict[str, int] = field(default_factory=zero)  # the scenario's starting income (town board)
    level: int = 1
    exp: int = 0  # Exp (half levels) gathered toward the next level
    deck: list[str] = field(default_factory=list)  # card ids "kind:id", top first
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    expert_used: int = 0
    morale: int = 0  # -1, 0, +1
    discard_hand_at_end: bool = False  # negative morale on negative morale (§5.4)
    units: list[OwnedUnit] = field(default_factory=list)
    buildings: list[str] = field(default_factory=list)
    tokens_used: list[str] = field(default_factory=list)  # town tokens flipped this round
    population_open: bool = False  # the population token was flipped to recruit this turn (H-POPULATION)
    guild_built_round: int = 0
    main: Hero = field(default_factory=lambda: Hero(MAIN))
    secondary: Hero | None = None
    far_tiles: list[str] = field(default_factory=list)  # the personal supply, top first (hidden)
    cubes: list[int] = field(default_factory=list)  # other players' faction cubes won (their seats)
    cubes_lost: int = 0
    grail: bool = False
    eliminated: bool = False
    homeless_rounds: int = 0  # full rounds in a row without a town or settlement (§11.3)
    bonus_mp: int = 0  # MP for the main hero's next turn (a City Hall, H-TOWN-CITY-HALL)
    powers_used: list[str] = field(default_factory=list)  # buildings whose turn power was used this turn
    spells_this_turn: int = 0  # spells cast this turn (proclamations on the first spell)
    last_cast: list[str] = field(default_factory=list)  # the last spell cast and the cards that empowered it
    last_cast_at: str = ""  # the combat and combat round it was cast in (Knowledge, Mysticism)
    extra_die_used: bool = False  # Swift Weasel's extra die this turn


@dataclass
class Slot:
    """A place for a map tile on the tile lattice. ``tile`` is known to everyone only when face up."""

    a: int
    b: int
    kind: str  # start, far, near, centre
    tile: str | None = None
    face_up: bool = False
    rotation: int = 0
    owner: int | None = None  # starting tiles: whose


@dataclass
class FieldState:
    """A field of a face-up tile. ``owner``: the seat whose faction cube flags it."""

    tile: str
    index: int  # the field's index in the tile's data (0 = centre)
    visited: bool = False  # a black cube: empty for everyone from now on
    owner: int | None = None
    ever_owned: bool = False
    income: str | None = None  # a settlement's chosen income resource ("" after a reinforcement)
    marked_by: list[int] = field(default_factory=list)  # obelisks: every faction that visited


@dataclass
class Deck:
    cards: list[str] = field(default_factory=list)  # top first
    discard: list[str] = field(default_factory=list)  # top last


@dataclass
class AiOpponent:
    """The solo AI opponent (§10, played by ``bot/games/homm3/ai``): its hero figure (3 MP, §10.3), its
    army, its AI card deck and spell deck, and the fields it has taken (their ``owner`` stays None:
    the AI is no seat of the game; in combat it decides as the seat after the last player)."""

    faction: str
    hero: str  # the hero card leading it (the faction's Might hero)
    level: int
    town: str  # its town's field
    at: str | None = None
    came_from: str | None = None
    mp: int = 0
    units: list[OwnedUnit] = field(default_factory=list)
    deck: Deck = field(default_factory=Deck)  # AI cards (ai.toml), top first
    spells: Deck = field(default_factory=Deck)  # its spell deck (H-AI-SPELLS)
    fields: list[str] = field(default_factory=list)  # towns, settlements and mines it controls
    moving: bool = False  # its map turn is under way (H-AI-TURN)
    drawn: str = ""  # the activation an AI card was last drawn for ("fight/round/unit")
    card: str | None = None  # the AI card resolved last


@dataclass
class Pending:
    """A question to one seat that must be answered before play goes on: ``options`` are
    ``(id, label)`` pairs; ``kind`` says how the answer is resolved; ``context`` carries strings."""

    seat: int
    kind: str
    prompt: str
    options: list[list[str]] = field(default_factory=list)
    context: dict[str, str] = field(default_factory=dict)


@dataclass
class Fight:
    """A combat on the map: the combat engine's state and what the map must do with its result."""

    combat: CombatState
    kind: str  # neutral, hero, army (a town defended without its hero)
    attacker: int
    hero: str  # main or secondary
    at: str  # the field fought over
    came_from: str | None
    defender: int | None = None
    defender_hero: str | None = None
    neutrals: list[str] = field(default_factory=list)
    army_a: list[int] = field(default_factory=list)  # combat unit A1.. = the attacker's units[i]
    army_d: list[int] = field(default_factory=list)
    siege: bool = False
    then: str = ""  # what follows a win: "visit" (the field's effect) or "capture"


@dataclass
class Result:
    reason: str
    winners: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)  # by seat (H-SCORE)


@dataclass
class Homm3State:
    seed: str
    scenario: str
    mode: str  # clash, cooperative, solo
    difficulty: str
    players: list[Player]
    schema: int = SCHEMA
    rng_counter: int = 0
    round: int = 1
    rounds: int = 12  # the round limit
    order: list[int] = field(default_factory=list)  # seats in turn order, first player first
    turn: int = 0  # index into order
    phase: str = BONUS
    slots: list[Slot] = field(default_factory=list)
    fields: dict[str, FieldState] = field(default_factory=dict)
    spells: Deck = field(default_factory=Deck)
    abilities: Deck = field(default_factory=Deck)
    artifacts: Deck = field(default_factory=Deck)
    neutrals: dict[str, Deck] = field(default_factory=dict)
    proclamations: Deck = field(default_factory=Deck)
    proclamation: str | None = None  # the one in force
    proclamation_round: int = 0  # the round it was drawn
    proclaimed: int = 0  # the round its effect was last applied
    pending: list[Pending] = field(default_factory=list)
    fight: Fight | None = None
    ai: AiOpponent | None = None  # the solo AI opponent (§10), None in other games
    fights: int = 0  # combats so far (each combat's dice come from its own seed)
    log: list[str] = field(default_factory=list)  # the last public lines
    result: Result | None = None
    undo_seat: int | None = None  # who may take back the last action
    undo_ok: bool = False

    @property
    def seat(self) -> int:
        """The seat whose turn it is."""
        return self.order[self.turn]
