"""The structured effect vocabulary of HoMM3 cards and proclamations (validated at load).

A *play* is written in one line: ``"<when> <on>: <steps> | <steps>"``. ``when`` is the card's timing
(§4.7: instant, activation, ongoing, map) or ``power`` (only as a Power source while casting) or
``save`` (only when a hit would destroy one of your units); ``on`` is what the card is aimed at;
``|`` separates alternatives the player chooses between; ``,`` separates steps done in order. A step
is an operation and its arguments: ``attack 1``, ``draw 1``, ``paralyse silver``, ``attack X``.

Spells write only the steps of each Power threshold (their ``timing`` and ``target`` are fields of
their own); proclamations write only steps (applied to every player, or read while in force).
The interpreter is :mod:`bot.games.homm3.effects`; this module only knows the words.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.records import Reader
from bot.games.homm3.data.common import TIERS, TIMINGS

WHEN = TIMINGS + ("power", "save")
# what a play is aimed at: nothing, a unit (own, enemy, either; own melee = ground or flying, own
# ranged), two own units (swap), an own unit and an empty field, an enemy and an adjacent unit, a
# town or settlement of yours, a face-down tile next to the hero, a guarded field next to the hero
ON = (
    "none",
    "own",
    "enemy",
    "unit",
    "own_melee",
    "own_ranged",
    "own_two",
    "own_field",
    "enemy_pair",
    "town",
    "tile",
    "guarded",
)
UNIT_TARGETS = ("own", "enemy", "unit", "own_melee", "own_ranged", "own_two", "own_field", "enemy_pair")
DURATIONS = ("strike", "activation", "round", "combat")

# op -> argument kinds: "n" a whole number (or X: the number of cards paid), "tier", "n*" numbers,
# "dur?" an optional duration, "double?" the word double (twice on the card's specialty units)
OPS: dict[str, tuple[str, ...]] = {
    # a unit in combat
    "attack": ("n", "dur?", "double?"),
    "defense": ("n", "dur?", "double?"),
    "initiative": ("n", "dur?", "double?"),
    "hp": ("n", "double?"),
    "damage": ("n",),
    "chain": ("n*",),  # damage to the target, then the next nearest enemies
    "pair": ("n",),  # damage to the target and the chosen adjacent unit
    "heal": ("n",),
    "cure": (),  # spell effects and paralysis end
    "dispel": ("n",),  # enemy spell effects of at most n (0: any) end, and paralysis
    "unparalyse": (),
    "paralyse": ("tier",),
    "retaliate": ("tier",),  # may retaliate once more this round
    "silence": ("tier",),  # loses its abilities this combat
    "antimagic": ("tier",),  # spells do not touch it this combat
    "bless": (),  # its attack die does not go below 0 this round
    "die_times": ("n",),  # its coming attack roll counts n times
    "fire_shield": ("n",),
    "move": ("tier",),  # to the chosen empty field
    "swap": ("n?",),  # n: only in combat rounds up to n
    "overlay": (),  # the specialty's overlay numbers
    "cancel_lethal": ("tier?",),
    # the sides in combat
    "spell_limit": ("n",),
    "morale": ("n",),  # +1 positive morale, -1 negative (on the map too)
    "enemy_morale": ("n",),  # the enemy's positive morale goes (n=-1)
    "enemy_discard": ("n",),  # the enemy discards n random cards
    "no_escape": (),  # the enemy may neither retreat nor surrender
    "void_die": (),  # the attack roll under way counts 0 and triggers nothing
    "morale_on_zero": (),  # roll the attack die: 0 gives positive morale
    # the hand
    "draw": ("n",),
    "discard": ("n",),  # choose and discard n after the effect
    "pay": ("n",),  # discard n as the price (X: any number, chosen when playing)
    "power": ("n",),  # Power for the spell being cast
    "keep": (),  # the card goes back to the hand
    "remove": (),  # the card leaves the game
    "return_spell": (),  # the last spell cast this combat round back to the hand
    "return_cast": (),  # likewise, with the cards that empowered it
    "spell_from_discard": (),  # a spell of your discard pile to the hand, the pile into the deck
    "reshuffle_hand": (),  # artifacts and spells in hand into the deck, draw as many
    # the map
    "gold": ("n",),
    "building_materials": ("n",),
    "valuables": ("n",),
    "mp": ("n",),
    "mp_if_spent": ("n",),  # only for a hero without MP left (the end of the turn)
    "portal": (),
    "reveal": (),
    "reinforce_half": ("tier",),  # one Few unit up to the tier for half its cost
    "reinforce_less": ("n",),  # one Few unit for n gold less
    "guild": ("n", "n"),  # a Mage Guild purchase n gold cheaper, searching n
    "recruit_neutral": (),
    "pass_guard": (),
    "roll": ("die", "n"),
    "clear_visited": (),
    "redraw_if_first": (),  # another proclamation if this is the first Astrologers round
    "plague": (),
    # while a proclamation is in force
    "hand_limit": ("n",),
    "first_spell_returns": (),
    "first_spell_power": ("n",),
    "extra_die": ("n",),
    "neutral_swap": (),
}
DICE = ("treasure", "resource")
UNIT_OPS = frozenset(
    [
        "attack",
        "defense",
        "initiative",
        "hp",
        "damage",
        "chain",
        "pair",
        "heal",
        "cure",
        "dispel",
        "unparalyse",
        "paralyse",
        "retaliate",
        "silence",
        "antimagic",
        "bless",
        "die_times",
        "fire_shield",
        "move",
        "swap",
        "overlay",
        "cancel_lethal",
    ]
)
MAP_OPS = frozenset(
    [
        "gold",
        "building_materials",
        "valuables",
        "mp",
        "mp_if_spent",
        "portal",
        "reveal",
        "reinforce_half",
        "reinforce_less",
        "guild",
        "recruit_neutral",
        "pass_guard",
        "roll",
        "clear_visited",
        "redraw_if_first",
        "plague",
    ]
)
X = -1  # the amount "X": as many as the cards paid


@dataclass(frozen=True)
class Step:
    op: str
    n: tuple[int, ...] = ()
    word: str = ""  # a tier, a duration, a die
    double: bool = False

    @property
    def amount(self) -> int:
        return self.n[0] if self.n else 0


@dataclass(frozen=True)
class Play:
    """One way of playing a card: its timing, its aim and the alternatives (each a list of steps)."""

    when: str
    on: str
    ways: tuple[tuple[Step, ...], ...]

    def ops(self) -> set[str]:
        return {s.op for way in self.ways for s in way}


NO_PLAY = Play("map", "none", ())


def parse_steps(text: str) -> tuple[Step, ...]:
    """``"attack 1, draw 1"`` as steps; a ValueError says what is wrong."""
    out = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            raise ValueError("an empty step")
        op, *args = part.split()
        if op not in OPS:
            raise ValueError(f"unknown operation {op!r}")
        out.append(_step(op, args))
    return tuple(out)


def _step(op: str, args: list[str]) -> Step:
    kinds = OPS[op]
    n: list[int] = []
    word, double = "", False
    rest = list(args)
    for kind in kinds:
        optional = kind.endswith("?")
        kind = kind.rstrip("?")
        if not rest:
            if optional:
                continue
            raise ValueError(f"{op}: missing {kind}")
        value = rest[0]
        if kind == "n":
            if optional and not value.lstrip("-").isdigit():
                continue
            n.append(_number(op, value))
        elif kind == "n*":
            n += [_number(op, v) for v in rest]
            rest = [rest[-1]]
        elif kind == "tier":
            if value not in TIERS:
                if optional:
                    continue
                raise ValueError(f"{op}: expected a tier, got {value!r}")
            word = value
        elif kind == "dur":
            if value not in DURATIONS:
                continue
            word = value
        elif kind == "double":
            if value != "double":
                continue
            double = True
        elif kind == "die":
            if value not in DICE:
                raise ValueError(f"{op}: expected a die ({', '.join(DICE)}), got {value!r}")
            word = value
        rest.pop(0)
    if rest:
        raise ValueError(f"{op}: unexpected {' '.join(rest)!r}")
    return Step(op, tuple(n), word, double)


def _number(op: str, value: str) -> int:
    if value == "X":
        return X
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"{op}: expected a number, got {value!r}") from None


def parse_play(text: str) -> Play:
    head, sep, body = text.partition(":")
    words = head.split()
    if not sep or len(words) != 2:
        raise ValueError("expected '<when> <on>: <steps> | <steps>'")
    when, on = words
    if when not in WHEN:
        raise ValueError(f"unknown timing {when!r} (expected one of {', '.join(WHEN)})")
    if on not in ON:
        raise ValueError(f"unknown aim {on!r} (expected one of {', '.join(ON)})")
    ways = tuple(parse_steps(w) for w in body.split("|"))
    play = Play(when, on, ways)
    needs_unit = bool(play.ops() & UNIT_OPS)
    if needs_unit != (on in UNIT_TARGETS):
        raise ValueError(f"aim {on!r} does not fit the steps (unit steps need a unit aim, and only they)")
    if when == "map" and needs_unit:
        raise ValueError("a map play cannot act on combat units")
    return play


def read_play(r: Reader, key: str, default: str | None = None) -> Play:
    text = r.text(key, default)
    if text is None:
        return NO_PLAY
    try:
        return parse_play(text)
    except ValueError as e:
        raise r.err(key, str(e)) from None


def read_plays(r: Reader, key: str) -> tuple[Play, ...]:
    out = []
    for i, text in enumerate(r.texts(key)):
        try:
            out.append(parse_play(text))
        except ValueError as e:
            raise r.err(f"{key}[{i}]", str(e)) from None
    return tuple(out)


def read_step_lists(r: Reader, key: str, count: int) -> tuple[tuple[tuple[Step, ...], ...], ...]:
    """A spell's alternatives (``|``) of steps per Power threshold (``count`` of them)."""
    texts = r.texts(key)
    if len(texts) != count:
        raise r.err(key, f"one entry per power threshold ({count}), got {len(texts)}")
    out = []
    for i, text in enumerate(texts):
        try:
            out.append(tuple(parse_steps(w) for w in text.split("|")))
        except ValueError as e:
            raise r.err(f"{key}[{i}]", str(e)) from None
    return tuple(out)


def read_steps(r: Reader, key: str) -> tuple[Step, ...]:
    text = r.text(key)
    if text == "nothing":
        return ()
    try:
        return parse_steps(text)
    except ValueError as e:
        raise r.err(key, str(e)) from None


def total(steps: tuple[Step, ...], op: str) -> int:
    """The sum of ``op``'s amounts (1 for an op without a number) in ``steps``."""
    return sum((s.amount if s.n else 1) for s in steps if s.op == op)
