"""Modifiers: what an effect changes for the rest of the turn (or less), as typed data on the Turn.

A card, skill, unit or tactic that bends the rules for a while does not get a field of its own on
:class:`~bot.games.mageknight.state.Turn`: it adds a :class:`Modifier` of a declared kind
(``turn.add("terrain_cap", terrain="lake", cap=2, source="frost_bridge")``) and the rules ask for it
by kind (``turn.mods("terrain_cap")``, ``turn.has("black_die_any_colour")``,
``turn.total("adjacency_range")``). Every kind is declared once in :data:`KINDS` with its parameters,
how several of it combine and a line saying what it does; an undeclared kind or parameter is a
programming error (:class:`UndeclaredModifier`).

``until`` says when a modifier lapses (:data:`UNTIL`): at the end of the turn (the Turn is dropped
then), when the next attack/block declaration starts gathering (:meth:`Modified.expire`, called by
combat/flow.py), or when the rule that reads it uses it up (that reader drops it).

This module imports nothing of the game: state.py builds the Turn on it. :func:`migrate_turn`
converts a schema-1 Turn (one field per card) into the modifiers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: When a modifier lapses.
UNTIL: Mapping[str, str] = {
    "turn": "the end of the turn (the Turn itself is dropped then)",
    "declaration": "the next attack or block declaration (combat/flow.py expires them when it starts)",
    "used": "its first use (the rule that applies it drops it)",
}

#: How several modifiers of one kind combine.
COMBINE: Mapping[str, str] = {
    "flag": "present or not; no parameters",
    "one": "at most one at a time (the granting rule refuses or replaces a second)",
    "each": "every one applies on its own, in the order added",
    "sum": "the ``value`` parameters add up (per ``key`` when the kind has one); ``default`` when none",
    "max": "the largest ``value`` applies; ``default`` when none",
    "min": "the lowest ``value`` applies (per ``key``); ``None`` when none",
    "last": "the latest added applies (per ``key``)",
}


class UndeclaredModifier(ValueError):
    """A modifier kind or parameter missing from :data:`KINDS`: a bug, not a rules error."""


@dataclass(frozen=True)
class Kind:
    """A declared modifier kind: its parameters (all stored on every modifier; ``defaults`` fills the
    optional ones), how several combine, and what it does."""

    doc: str
    params: tuple[str, ...] = ()
    combine: str = "each"
    until: str = "turn"  # the usual lapse; a granting rule may give another
    value: str | None = None  # the parameter ``total`` combines (sum/max/min/last)
    key: str | None = None  # the parameter ``total`` groups by
    default: Any = None  # ``total`` with nothing to combine
    defaults: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        assert self.combine in COMBINE and self.until in UNTIL, self
        assert (self.value is not None) == (self.combine in ("sum", "max", "min", "last")), self
        assert self.combine != "flag" or not self.params, self
        assert all(p in self.params for p in (*self.defaults, *(x for x in (self.value, self.key) if x))), (
            self
        )


def _k(doc: str, *params: str, **kw: Any) -> Kind:
    return Kind(doc, tuple(params), **kw)


#: Every modifier kind there is (the granting card or skill in brackets, as examples).
KINDS: Mapping[str, Kind] = {
    # --------------------------------------------------------------- mana
    "black_die_any_colour": _k("a black Source die pays as any basic colour (Mana Pull)", combine="flag"),
    "special_dice_any_colour": _k(
        "gold and black Source dice pay as any basic colour (Mana Storm powered)", combine="flag"
    ),
    "endless_mana": _k("mana of this colour without limit (the rings, powered)", "colour"),
    "polarize": _k(
        "one mana of a ``from`` colour pays as one of the ``as`` colours (Polarization)",
        "from",
        "as",
        combine="one",
        until="used",
    ),
    "as_if": _k(
        "the turn follows the rules of ``time`` (day|night) (Amulet of the Sun/Darkness)",
        "time",
        combine="one",
    ),
    # --------------------------------------------------------------- moving and exploring
    "move_card_bonus": _k(
        "+1 Move on Move cards: the next one (until used) or every one (until the turn ends) (Tirelessness)",
        combine="one",
        until="used",
    ),
    "harvest": _k(
        "a card may be discarded for a crystal while moving: once (until used) or each move (Savage Harvesting)",
        combine="one",
        until="used",
    ),
    "space_discount": _k("one space of a move costs 1 less, not below 2 (Druidic Paths)", until="used"),
    "terrain_discount": _k("this terrain costs 1 less, not below 2 (Druidic Paths powered)", "terrain"),
    "terrain_set_cost": _k(
        "this terrain costs exactly ``cost`` (Mist Form)",
        "terrain",
        "cost",
        combine="last",
        value="cost",
        key="terrain",
    ),
    "terrain_cap": _k(
        "this terrain costs at most ``cap``; a lake becomes passable (Frost Bridge, Path Finding)",
        "terrain",
        "cap",
        combine="min",
        value="cap",
        key="terrain",
    ),
    "terrain_cut": _k(
        "this terrain costs ``amount`` less, not below ``floor`` (Path Finding, Song of Wind)",
        "terrain",
        "amount",
        "floor",
    ),
    "forbidden_terrain": _k("this terrain may not be entered (Mist Form)", "terrain"),
    "safe_terrain": _k("this terrain is a safe space to end on (Mountain Lore powered)", "terrain"),
    "adjacency_range": _k(
        "spaces this far away count as adjacent for moving (Space Bending)",
        "range",
        combine="max",
        value="range",
        default=1,
    ),
    "explore_distance": _k(
        "a tile may be explored from this many spaces away (Scouts, Space Bending)",
        "distance",
        combine="max",
        value="distance",
        default=1,
    ),
    "explore_discount": _k(
        "each tile explored costs this much less Move (Hawk Eyes)",
        "amount",
        combine="sum",
        value="amount",
        default=0,
    ),
    # --------------------------------------------------------------- combat
    "first_card_bonus": _k(
        "the first card played for Attack or Block gets +``attack`` / +``block`` (Ambush)",
        "attack",
        "block",
        combine="one",
        until="used",
    ),
    "swift_double": _k(
        "the declaration's part at index ``part`` counts twice against Swift (Shield Bash)",
        "part",
        until="declaration",
    ),
    "block_trigger": _k(
        "``effect`` once the block being declared succeeds (``when`` success) or per excess Block (excess)"
        " of part ``part`` (Burning Shield, Shield Bash)",
        "when",
        "effect",
        "part",
        until="declaration",
    ),
    "wound_trigger": _k(
        "``effect`` for each Wound put into the hand: ``left`` more times, after skipping ``skip`` (Rush of Adrenaline)",
        "effect",
        "left",
        "skip",
    ),
    "ignore_damage": _k(
        "the next attack of one of ``elements`` deals ``amount`` less damage; ``source`` is the skill's name"
        " (Battle Hardened)",
        "amount",
        "elements",
        combine="one",
        until="used",
    ),
    "ignore_first_wound": _k(
        "the hero's first Wound from enemies is ignored (Mist Form powered)", combine="flag", until="used"
    ),
    "doubled_attacks": _k(
        "attack parts of ``elements`` count twice in ``phase`` (attack|ranged_siege) (Sword of Justice)",
        "elements",
        "phase",
    ),
    "ranged_double_or_siege": _k(
        "a Ranged attack doubles or becomes Siege where needed (Bow of Starsdawn powered)", combine="flag"
    ),
    "peeked": _k(
        "Fame +``fame`` for defeating ``enemy``, looked at on ``target`` (a hex or pile:<colour>) (Scouts)",
        "target",
        "enemy",
        "fame",
        until="used",
    ),
    "duel": _k(
        "the blocked ``enemy`` duelled: Attack 1 in the Attack phase while ``attack``, Fame +``fame`` unless"
        " ``units`` took part (Dueling)",
        "enemy",
        "fame",
        "units",
        "attack",
        combine="one",
        until="used",
    ),
    # --------------------------------------------------------------- units
    "unit_resistance": _k("every unit has this resistance (Mist Form, Banner of Fortitude)", "element"),
    "one_unit_resistance": _k("the unit ``unit`` has this resistance (Force of Nature)", "unit", "element"),
    "unit_bonus": _k(
        "every unit's ``stat`` (armor|attack|block) +``amount`` (Banner of Glory powered)",
        "stat",
        "amount",
        combine="sum",
        value="amount",
        key="stat",
        default=0,
    ),
    "command_banner": _k(
        "the Banner of Command played (``source``) waits for a unit recruited this turn",
        combine="one",
        until="used",
    ),
    "recruit_discount": _k(
        "the next unit recruited costs this much less Influence (Ruthless Coercion, Charm)",
        "amount",
        combine="sum",
        value="amount",
        default=0,
        until="used",
    ),
    # --------------------------------------------------------------- cards and the end of the turn
    "return_to_hand": _k(
        "the card (``source``) may come back to hand at the end of the turn for a card (``which``:"
        " non_wound|any) (Crystal Joy)",
        "which",
    ),
    "to_deck": _k(
        "the card (``source``) goes on the ``where`` (top|bottom) of the deck at the end (Steady Tempo)",
        "where",
    ),
    "conversion": _k(
        "``rate`` points of ``from`` (move|influence) may be spent through the card for ``effect`` (Agility)",
        "from",
        "rate",
        "effect",
    ),
    "later": _k(
        "the card's ``effect`` may be used once later this turn (``when``: attack_phase, box, or any time)"
        " (Learning, Dodge and Weave)",
        "effect",
        "when",
        until="used",
        defaults={"when": ""},
    ),
    "at_end": _k(
        "the card's ``effect`` (played ``mode``) happens at the end of the turn (Mountain Lore)",
        "mode",
        "effect",
    ),
    "box": _k(
        "the Mysterious Box revealed ``artifact`` (to use as its ``how`` effect; ``used`` once used)",
        "artifact",
        "how",
        "used",
        combine="one",
    ),
    "sideways_skill": _k(
        "the next card played sideways gives ``sideways_value`` (``upgrade`` if ``upgrade_if``; a Wound when"
        " ``card`` is wound; ``mana`` paid for it) (Power of Pain, I Feel No Pain...)",
        "sideways_value",
        "card",
        "upgrade_if",
        "upgrade",
        "mana",
        combine="one",
        until="used",
        defaults={"card": None, "upgrade_if": None, "upgrade": None, "mana": ""},
    ),
    "shapeshift": _k(
        "the Basic Action ``card`` gives ``to`` (move|attack|block) when played next (Shapeshift)",
        "card",
        "to",
        combine="one",
        until="used",
    ),
    "interaction_bonus": _k(
        "``what`` (fame|reputation) +``amount`` when the hero interacts (Noble Manners, Heroes)",
        "what",
        "amount",
        until="used",
    ),
    "ignore_reputation": _k(
        "no Reputation modifier nor X space when interacting (Arcane Disguise)", combine="flag"
    ),
    "healing_rewards": _k(
        "every Wound healed from hand draws a card, every unit healed is readied (Cure)", combine="flag"
    ),
    "throw_away_wounds": _k(
        "the Wounds received are thrown away at the end of the turn (Banner of Protection)", combine="flag"
    ),
    "repeat_turn": _k(
        "the card (``source``) is set aside at the end and another turn follows (Time Bending)", combine="one"
    ),
    "extra_turn": _k("another turn follows this one (The Right Moment, Time Bending)", combine="flag"),
    "long_night_refill": _k("Long Night may refill the deck during the end-of-turn draw", combine="flag"),
}


def kind(name: str) -> Kind:
    """The declared kind ``name`` (:class:`UndeclaredModifier` if there is none)."""
    try:
        return KINDS[name]
    except KeyError:
        raise UndeclaredModifier(f"undeclared modifier kind {name!r}") from None


@dataclass
class Modifier:
    """One change an effect made to the rules for a while: ``kind`` (declared in :data:`KINDS`), its
    ``params`` (the kind's parameters, all of them), ``until`` when it lapses (:data:`UNTIL`) and the
    ``source`` that granted it (a card, skill or unit id; see the kind's doc)."""

    kind: str
    params: dict[str, Any] = field(default_factory=dict)
    until: str = "turn"
    source: str = ""

    def __getitem__(self, param: str) -> Any:
        return self.params[param]

    def __setitem__(self, param: str, value: Any) -> None:
        if param not in self.params:
            raise UndeclaredModifier(f"modifier {self.kind!r} has no parameter {param!r}")
        self.params[param] = value


def make(name: str, source: str = "", until: str | None = None, **params: Any) -> Modifier:
    """A checked modifier: a declared kind, exactly its parameters (optional ones defaulted)."""
    k = kind(name)
    full = {**k.defaults, **params}
    if set(full) != set(k.params):
        raise UndeclaredModifier(f"modifier {name!r} takes {k.params}, not {tuple(params)}")
    when = k.until if until is None else until
    if when not in UNTIL:
        raise UndeclaredModifier(f"modifier {name!r}: unknown lapse {when!r}")
    return Modifier(name, {p: full[p] for p in k.params}, when, source)


class Modified:
    """The query helpers of a holder of ``modifiers`` (the Turn): ask by kind, never by card."""

    modifiers: list[Modifier]

    def mods(self, name: str, **match: Any) -> list[Modifier]:
        """The modifiers of kind ``name`` (whose parameters equal ``match``), in the order added."""
        if name not in KINDS:
            kind(name)  # raises
        if not self.modifiers:  # the usual case: nothing in force
            return []
        out = [m for m in self.modifiers if m.kind == name]
        if match:
            out = [m for m in out if all(m.params[p] == v for p, v in match.items())]
        return out

    def mod(self, name: str) -> Modifier | None:
        """The first modifier of kind ``name``, or None (for kinds that come one at a time)."""
        kind(name)
        return next((m for m in self.modifiers if m.kind == name), None)

    def has(self, name: str, **match: Any) -> bool:
        """Whether a modifier of kind ``name`` (with these parameters) is in force."""
        if name not in KINDS:
            kind(name)  # raises
        return bool(self.modifiers) and bool(self.mods(name, **match))

    def add(self, name: str, source: str = "", until: str | None = None, **params: Any) -> Modifier:
        """Put a modifier in force (after any already there) and return it; a flag already in force
        stays as it is."""
        m = make(name, source, until, **params)
        if KINDS[name].combine == "flag":
            held = self.mod(name)
            if held is not None:
                return held

        self.modifiers.append(m)
        return m

    def drop(self, what: str | Modifier) -> None:
        """Lift one modifier, or every modifier of a kind."""
        if isinstance(what, Modifier):
            self.modifiers.remove(what)
        else:
            self.take(what)

    def take(self, name: str) -> list[Modifier]:
        """Lift every modifier of kind ``name`` and return them (their effects are being used now)."""
        out = self.mods(name)
        if out:
            self.modifiers[:] = [m for m in self.modifiers if m.kind != name]
        return out

    def expire(self, until: str) -> None:
        """Lift every modifier lapsing at ``until`` (a key of :data:`UNTIL`)."""
        assert until in UNTIL, until
        self.modifiers[:] = [m for m in self.modifiers if m.until != until]

    def total(self, name: str, **match: Any) -> Any:
        """The combined value of kind ``name`` by its rule (sum, max, min, last), or its default."""
        k = kind(name)
        assert k.value is not None, f"{name!r} has no value to combine"
        if not self.modifiers:
            return k.default
        values = [m.params[k.value] for m in self.mods(name, **match)]
        if not values:
            return k.default
        if k.combine == "sum":
            return sum(values)
        if k.combine == "max":
            return max(k.default, *values) if k.default is not None else max(values)
        if k.combine == "min":
            return min(values)
        return values[-1]


# ----------------------------------------------------------------------------- schema 1 -> 2
#: Schema-1 Turn fields that became modifiers, with their schema-1 defaults.
OLD_FIELDS: Mapping[str, Any] = {
    "black_any": False,
    "move_bonus": None,
    "harvest": None,
    "space_discounts": 0,
    "terrain_discounts": [],
    "return_to_hand": [],
    "sideways_skill": None,
    "ignore_damage": None,
    "extra_turn": False,
    "terrain_set_costs": {},
    "forbidden_terrains": [],
    "ignore_first_wound": False,
    "unit_resistances": [],
    "terrain_caps": {},
    "terrain_cuts": [],
    "to_deck": [],
    "safe_terrains": [],
    "first_bonus": [],
    "conversions": [],
    "later": [],
    "at_end": [],
    "as_if": None,
    "adjacency_range": 1,
    "healing_rewards": False,
    "repeat_turn": None,
    "swift_parts": [],
    "block_triggers": [],
    "wound_triggers": [],
    "explore_distance": 1,
    "peeked": [],
    "unit_bonus": {},
    "endless_mana": [],
    "doubled_attacks": [],
    "ranged_double_or_siege": False,
    "special_dice_any": False,
    "box": [],
    "command_banner": None,
    "unit_resist": {},
    "throw_away_wounds": False,
    "duel": None,
    "shapeshift": None,
    "polarize": None,
    "long_night_draw": False,
    "interaction_bonus": [],
    "recruit_discount": 0,
    "ignore_reputation": False,
    "explore_discount": 0,
}

_FLAGS = {
    "black_any": "black_die_any_colour",
    "special_dice_any": "special_dice_any_colour",
    "ignore_first_wound": "ignore_first_wound",
    "ranged_double_or_siege": "ranged_double_or_siege",
    "ignore_reputation": "ignore_reputation",
    "healing_rewards": "healing_rewards",
    "throw_away_wounds": "throw_away_wounds",
    "extra_turn": "extra_turn",
    "long_night_draw": "long_night_refill",
}


def migrate_turn(turn: dict[str, Any]) -> dict[str, Any]:
    """A schema-1 Turn dict with its card-named fields turned into ``modifiers`` (schema 2)."""
    old = {name: turn.pop(name) for name in list(turn) if name in OLD_FIELDS}
    have = {name: v for name, v in old.items() if v != OLD_FIELDS[name]}
    out: list[Modifier] = []

    def add(name: str, source: str = "", until: str | None = None, **params: Any) -> None:
        out.append(make(name, source, until, **params))

    def g(name: str, default: Any = None) -> Any:
        return have.get(name, default)

    for name, new in _FLAGS.items():
        if g(name):
            add(new)
    for colour in g("endless_mana", []):
        add("endless_mana", colour=colour)
    if g("polarize"):
        add("polarize", **{"from": g("polarize")["from"], "as": g("polarize")["as"]})
    if g("as_if"):
        add("as_if", time=g("as_if"))
    if g("move_bonus"):
        add("move_card_bonus", until="turn" if g("move_bonus") == "all" else "used")
    if g("harvest"):
        add("harvest", until="turn" if g("harvest") == "each" else "used")
    for _ in range(int(g("space_discounts", 0))):
        add("space_discount")
    for t in g("terrain_discounts", []):
        add("terrain_discount", terrain=t)
    for t, cost in g("terrain_set_costs", {}).items():
        add("terrain_set_cost", terrain=t, cost=cost)
    for t, cap in g("terrain_caps", {}).items():
        add("terrain_cap", terrain=t, cap=cap)
    for t, amount, floor in g("terrain_cuts", []):
        add("terrain_cut", terrain=t, amount=amount, floor=floor)
    for t in g("forbidden_terrains", []):
        add("forbidden_terrain", terrain=t)
    for t in g("safe_terrains", []):
        add("safe_terrain", terrain=t)
    if "adjacency_range" in have:
        add("adjacency_range", range=g("adjacency_range"))
    if "explore_distance" in have:
        add("explore_distance", distance=g("explore_distance"))
    if g("explore_discount"):
        add("explore_discount", amount=g("explore_discount"))
    if g("first_bonus"):
        add("first_card_bonus", attack=g("first_bonus")[0], block=g("first_bonus")[1])
    for i in g("swift_parts", []):
        add("swift_double", part=i)
    for when, card, effect, at in g("block_triggers", []):
        add("block_trigger", card, when=when, effect=effect, part=at)
    for card, effect, left, skip in g("wound_triggers", []):
        add("wound_trigger", card, effect=effect, left=left, skip=skip)
    if g("ignore_damage"):
        d = g("ignore_damage")
        add("ignore_damage", str(d["source"]), amount=d["amount"], elements=d["elements"])
    for elements, phase in g("doubled_attacks", []):
        add("doubled_attacks", elements=elements, phase=phase)
    for target, enemy, fame in g("peeked", []):
        add("peeked", target=target, enemy=enemy, fame=fame)
    if g("duel"):
        add("duel", **{p: g("duel")[p] for p in ("enemy", "fame", "units", "attack")})
    for element in g("unit_resistances", []):
        add("unit_resistance", element=element)
    for uid, elements in g("unit_resist", {}).items():
        for element in elements:
            add("one_unit_resistance", unit=uid, element=element)
    for stat, amount in g("unit_bonus", {}).items():
        add("unit_bonus", stat=stat, amount=amount)
    if g("command_banner"):
        add("command_banner", g("command_banner"))
    if g("recruit_discount"):
        add("recruit_discount", amount=g("recruit_discount"))
    for card, which in g("return_to_hand", []):
        add("return_to_hand", card, which=which)
    for card, where in g("to_deck", []):
        add("to_deck", card, where=where)
    for card, source, rate, effect in g("conversions", []):
        add("conversion", card, rate=rate, effect=effect, **{"from": source})
    for entry in g("later", []):
        add("later", entry[0], effect=entry[1], when=entry[2] if len(entry) > 2 else "")
    for card, mode, effect in g("at_end", []):
        add("at_end", card, mode=mode, effect=effect)
    if g("box"):
        artifact, how, used = g("box")
        add("box", artifact=artifact, how=how, used=bool(used))
    if g("sideways_skill"):
        s = dict(g("sideways_skill"))
        params = {p: s[p] for p in KINDS["sideways_skill"].params if p in s}
        add("sideways_skill", str(s.get("skill", "")), **params)
    if g("shapeshift"):
        add("shapeshift", card=g("shapeshift")["card"], to=g("shapeshift")["to"])
    for what, n, card in g("interaction_bonus", []):
        add("interaction_bonus", card, what=what, amount=n)
    if g("repeat_turn"):
        add("repeat_turn", g("repeat_turn"))
    turn["modifiers"] = [
        {"kind": m.kind, "params": m.params, "until": m.until, "source": m.source} for m in out
    ]
    return turn
