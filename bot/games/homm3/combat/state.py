"""The combat state: plain dataclasses that :mod:`bot.engine.serial` dumps and loads.

Everything a combat needs lives here: the two sides, the units with their damage and tokens, the
round and who is acting, the attack being resolved, the seed and draw counter of the attack die,
and, once over, the result. Nothing here knows English; events are data (:class:`CombatEvent`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.games.homm3.combat.profiles import Ability, Face, UnitProfile

# kinds of combat
NEUTRAL, HEROES = "neutral", "heroes"
# kinds of side
HERO, SECONDARY, ARMY, NEUTRALS = "hero", "secondary", "army", "neutrals"
# phases
PLACE, CHOOSE, ACT, STRIKE, EXTEND, OVER = "place", "choose", "act", "strike", "extend", "over"
# how long a modifier lasts
UNTIL_STRIKE, UNTIL_ACTIVATION, UNTIL_ROUND, UNTIL_COMBAT = "strike", "activation", "round", "combat"


@dataclass
class CardPlay:
    """A card as the caller offers it for play (the catalogue stays outside combat).

    ``timing`` is instant, activation or ongoing (§4.7); ``spell`` counts against the one spell a
    combat round (§8.7); ``target`` is a unit id or None; ``expert`` and ``power`` are passed back to
    the caller's resolver untouched."""

    card: str
    timing: str
    spell: bool = False
    target: str | None = None
    expert: bool = False
    power: int = 0
    mode: str = ""  # which of the card's ways, for the caller's resolver


@dataclass
class CardEffect:
    """One thing a card does to the combat, in combat's own small vocabulary.

    ``kind``: ``attack``/``defense``/``initiative`` (+amount to ``unit`` for ``until``), ``damage``
    (amount, ignores Defense; ``source`` spell or specialty for immunities), ``heal`` (amount),
    ``paralyse``, ``swap`` (``unit`` with ``other``), ``spell_limit`` (+amount spells this round for
    the player), ``morale`` (the player's morale becomes amount)."""

    kind: str
    unit: str | None = None
    amount: int = 0
    until: str = UNTIL_STRIKE
    source: str = "spell"
    other: str | None = None


@dataclass
class Modifier:
    stat: str  # attack, defense, initiative
    amount: int
    until: str
    source: str = ""


@dataclass
class Side:
    """One side of the combat. ``seat`` decides for it (None: the engine plays it, §10.2)."""

    seat: int | None
    kind: str  # hero, secondary, army, neutrals
    level: int = 0  # the hero's level; for neutrals the field difficulty
    faction: str = ""
    cards: bool = False  # may play cards from a hand (only a main hero present, §4.2)
    morale: int = 0  # -1, 0 or +1 (§5.4)
    ignores_morale: bool = False  # Necropolis
    defending_town: bool = False  # no surrender, no retreat (§8.9)
    spells: int = 0  # spells played this combat round
    spell_limit: int = 1
    prevent_used: bool = False


@dataclass
class Unit:
    """A unit card in this combat. ``id`` is A1.. for the attacker, D1.. for the defender."""

    id: str
    side: int
    profile: UnitProfile
    pack: bool = False
    at: str | None = None  # field; None before placement, after death, or for the arrow tower
    placed: bool = False
    alive: bool = True
    damage: int = 0
    flipped: bool = False  # turned from Pack to Few in this combat
    activated: bool = False
    retaliated: bool = False
    defending: bool = False  # holds a defense token
    no_defend: bool = False  # lost an unused token at its activation: may not Defend this round
    paralysed: bool = False
    tower: bool = False  # the siege arrow tower, beside the board
    modifiers: list[Modifier] = field(default_factory=list)

    @property
    def face(self) -> Face:
        return self.profile.face(self.pack)

    @property
    def movement(self) -> str:
        return self.profile.movement

    def ability(self, ability_id: str) -> Ability | None:
        if self.bonus("silence"):  # Disrupting Ray: no ability this combat
            return None
        for a in self.face.abilities:
            if a.id == ability_id:
                return a
        return None

    def bonus(self, stat: str) -> int:
        return sum(m.amount for m in self.modifiers if m.stat == stat)

    @property
    def initiative(self) -> int:
        return self.face.initiative + self.bonus("initiative")

    @property
    def hp(self) -> int:
        """The HP of the side it shows, with card bonuses for this combat."""
        return self.face.hp + self.bonus("hp")

    @property
    def hp_left(self) -> int:
        return self.hp - self.damage

    @property
    def on_board(self) -> bool:
        return self.alive and self.placed


@dataclass
class Obstacle:
    """A siege wall or gate on a field; destroyed ones no longer block (§6.4)."""

    at: str
    kind: str  # wall or gate
    intact: bool = True


@dataclass
class Strike:
    """An attack being resolved: a normal attack, a retaliation, a second shot or an extra hit."""

    attacker: str
    target: str
    kind: str = "attack"  # attack, retaliation, second, extra
    attack: int | None = None  # fixed attack value (extra hits)
    splash: str | None = None  # the unit a splash hit goes to after this strike
    stage: str = "before"  # before (card windows), after (roll choices), save (prevent lethal)
    asked: list[int] = field(default_factory=list)  # sides already asked in this stage
    faces: list[int] = field(default_factory=list)
    face: int = 0  # the die as rolled and chosen, before bonuses
    penalty: bool = False
    rerolled: bool = False
    voided: bool = False
    defense_roll: int | None = None
    damage: int = 0


@dataclass
class Activation:
    unit: str
    start: str | None
    moved: bool = False
    attacked: bool = False
    retaliated: bool = False  # it drew a retaliation
    done: bool = False


@dataclass
class CombatResult:
    """How the combat ended, and what the caller must carry out on the map and the players."""

    reason: str  # defeat, surrender, retreat, withdraw, quick
    winner: int | None  # 0 attacker, 1 defender, None: nobody (withdrawal, both wiped out)
    experience: int = 0  # Exp (half levels) for the winner's main hero
    level_to_seven: bool = False
    gold: dict[int, int] = field(default_factory=dict)  # side -> gold it pays the other side
    negative_morale: list[int] = field(default_factory=list)  # sides that take negative morale
    heroes_to_town: list[int] = field(default_factory=list)
    secondary_removed: list[int] = field(default_factory=list)
    faction_cube_to: int | None = None
    survivors: dict[str, bool] = field(default_factory=dict)  # unit id -> on its Pack side
    lost: list[str] = field(default_factory=list)
    lost_all_units: list[int] = field(default_factory=list)
    field_visited: bool = False
    movement_spent: int = 0
    morale: dict[int, int] = field(default_factory=dict)  # side -> its morale when combat ended
    hooks: list[str] = field(default_factory=list)  # e.g. reinforce_on_defeat


@dataclass
class CombatState:
    seed: str
    kind: str  # neutral or heroes
    sides: list[Side]
    units: list[Unit]
    counter: int = 0
    round: int = 1
    phase: str = PLACE
    placing: int = 0
    activation: Activation | None = None
    strike: Strike | None = None
    queue: list[Strike] = field(default_factory=list)
    last_side: int | None = None  # the side that activated last, for initiative ties
    last_initiative: int | None = None
    azure: bool = False
    movement_points: int = 0  # MP the attacking hero may still pay for more rounds (§8.1)
    movement_spent: int = 0
    obstacles: list[Obstacle] = field(default_factory=list)
    result: CombatResult | None = None

    def unit(self, unit_id: str) -> Unit:
        for u in self.units:
            if u.id == unit_id:
                return u
        raise KeyError(unit_id)

    def at(self, where: str) -> Unit | None:
        for u in self.units:
            if u.on_board and u.at == where:
                return u
        return None

    def obstacle(self, where: str) -> Obstacle | None:
        for o in self.obstacles:
            if o.intact and o.at == where:
                return o
        return None

    def fighting(self, side: int) -> list[Unit]:
        return [u for u in self.units if u.side == side and u.on_board]


@dataclass(frozen=True)
class Action:
    """One player action. ``type``: place, done, activate, move, attack, defend, end, back, play,
    pass, reroll, keep, void, save, let, pay, withdraw, retreat, surrender."""

    type: str
    unit: str | None = None
    to: str | None = None
    target: str | None = None
    extra: str | None = None
    card: CardPlay | None = None

    @property
    def key(self) -> str:
        """A short stable id (for buttons): the type and its filled fields."""
        parts = [self.type] + [p for p in (self.unit, self.to, self.target, self.extra) if p]
        if self.card is not None:
            parts.append(self.card.card + (f"@{self.card.target}" if self.card.target else ""))
            parts.append("x" if self.card.expert else "n")
            if self.card.power:
                parts.append(f"p{self.card.power}")
            if self.card.mode:
                parts.append(self.card.mode)
        return ":".join(parts)


@dataclass
class CombatEvent:
    """Something that happened, as data: a kind and its fields (texts are made elsewhere)."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
