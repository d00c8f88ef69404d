"""The rulebook's tables: the level track, the dice, the economy (mines, settlements, Trading Post rates,
fixed amounts), the game difficulty (starting bonus, neutral encounters) and the optional rules."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.records import Meta, Reader
from bot.games.homm3.data.common import RESOURCES, TIERS

EXP_PER_LEVEL = 2  # one Exp symbol is half a level (rulebook §4.5)
FACE_KINDS = ("modifier", *RESOURCES, "exp", "artifact_search", "resource_dice")
DIFFICULTIES = ("easy", "normal", "hard", "impossible")
IMPACTS = ("easier", "harder", "different")


@dataclass(frozen=True)
class Level(Meta):
    level: int
    hand_limit: int
    expert_per_round: int
    specialty_card: bool
    ability_search: int


@dataclass(frozen=True)
class Face:
    kind: str
    n: int
    rank: int = 0


@dataclass(frozen=True)
class Die(Meta):
    id: str
    name: str
    count: int
    faces: tuple[Face, ...]


@dataclass(frozen=True)
class Mine(Meta):
    id: str
    name: str
    resource: str
    income: int


@dataclass(frozen=True)
class SettlementOption(Meta):
    """A choice on capturing a settlement: an income, or a one-time reinforcement of ``tiers``."""

    id: str
    kind: str
    first_capture: str
    resource: str | None = None
    n: int = 0
    tiers: tuple[str, ...] = ()
    effect: str = ""


@dataclass(frozen=True)
class Trade(Meta):
    """Give ``give_n`` of ``give`` to get ``get_n`` of ``get``."""

    id: str
    give: str
    give_n: int
    get: str
    get_n: int


@dataclass(frozen=True)
class FixedAmount(Meta):
    id: str
    what: str
    gold: int


@dataclass(frozen=True)
class Difficulty(Meta):
    id: str
    name: str
    bonus_options: tuple[str, ...]


@dataclass(frozen=True)
class Encounter(Meta):
    """The neutral cards drawn per tier deck for a field of ``field_difficulty``, by game difficulty."""

    field_difficulty: int
    draws: dict[str, dict[str, int]]


def read_level(r: Reader) -> Level:
    return Level(
        level=r.integer("level", low=1),
        hand_limit=r.integer("hand_limit", low=1),
        expert_per_round=r.integer("expert_per_round", low=0),
        specialty_card=r.flag("specialty_card"),
        ability_search=r.integer("ability_search", low=0),
        **r.meta(),
    )


def read_die(r: Reader) -> Die:
    faces = []
    for f in r.items("faces", empty="a die has faces"):
        faces.append(
            Face(kind=f.text("kind", choices=FACE_KINDS), n=f.integer("n"), rank=f.integer("rank", 0, low=0))
        )
        f.done()
    if len(faces) != 6:
        raise r.err("faces", f"a die has 6 faces, got {len(faces)}")
    return Die(id=r.rid, name=r.text("name"), count=r.integer("count", low=1), faces=tuple(faces), **r.meta())


def read_mine(r: Reader) -> Mine:
    return Mine(
        id=r.rid,
        name=r.text("name"),
        resource=r.text("resource", choices=RESOURCES),
        income=r.integer("income", low=1),
        **r.meta(),
    )


def read_settlement_option(r: Reader) -> SettlementOption:
    return SettlementOption(
        id=r.rid,
        kind=r.text("kind", choices=("income", "reinforce")),
        first_capture=r.text("first_capture"),
        resource=r.text("resource", None, choices=RESOURCES),
        n=r.integer("n", 0, low=0),
        tiers=r.texts("tiers", choices=TIERS),
        effect=r.text("effect", ""),
        **r.meta(),
    )


def read_trade(r: Reader) -> Trade:
    give, get = r.text("give", choices=RESOURCES), r.text("get", choices=RESOURCES)
    if give == get:
        raise r.err("get", "a trade gives one resource for another")
    return Trade(
        id=r.rid,
        give=give,
        give_n=r.integer("give_n", low=1),
        get=get,
        get_n=r.integer("get_n", low=1),
        **r.meta(),
    )


def read_fixed(r: Reader) -> FixedAmount:
    return FixedAmount(id=r.rid, what=r.text("what"), gold=r.integer("gold", low=1), **r.meta())


def read_difficulty(r: Reader) -> Difficulty:
    return Difficulty(id=r.rid, name=r.text("name"), bonus_options=r.texts("bonus_options"), **r.meta())


def read_encounter(r: Reader) -> Encounter:
    draws: dict[str, dict[str, int]] = {}
    for level in DIFFICULTIES:
        s = r.sub(level, r.get(level, dict))
        draws[level] = {t: s.integer(t, low=1) for t in TIERS if t in s.raw}
        s.done()
        if not draws[level] or sum(draws[level].values()) > 5:
            raise r.err(level, "draws 1 to 5 neutral cards (5 units a side at most)")
    return Encounter(field_difficulty=r.integer("field_difficulty", low=1), draws=draws, **r.meta())


@dataclass(frozen=True)
class OptionalRule(Meta):
    id: str
    effect: str
    impact: str


def read_optional_rule(r: Reader) -> OptionalRule:
    return OptionalRule(
        id=r.rid, effect=r.text("effect"), impact=r.text("impact", choices=IMPACTS), **r.meta()
    )
