"""The AI cards and the AI opponent of ``data/homm3/ai.toml``, read strictly (errors name the file, the
record and the field). The 20 printed AI cards are not sourced: ours stand in (H-AI-CARDS) and a group
with the box replaces the records in the same format."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from bot.engine.records import DataError, Meta, Reader, read_toml
from bot.games.homm3.data import Homm3Data, load
from bot.games.homm3.data.bundle import DEFAULT_DIR
from bot.games.homm3.data.common import FACTIONS

FILE = "ai.toml"
DIFFICULTIES = ("easy", "normal", "hard", "impossible")
TYPES = ("ability", "artifact", "spell")
EFFECTS = ("attack", "defense", "heal", "damage", "weaken", "nothing")
SPELL_EFFECTS = ("damage", "weaken")  # cast from the AI's spell deck
DECK_SIZE = 20  # §1: 20 AI cards


@dataclass(frozen=True)
class AiCard(Meta):
    id: str = ""
    name: str = ""
    description: str = ""
    type: str = ""
    effect: str = ""
    values: tuple[tuple[str, int], ...] = ()
    copies: int = 1

    def value(self, difficulty: str) -> int:
        return dict(self.values)[difficulty]

    def text(self, difficulty: str) -> str:
        return self.description.replace("{value}", str(self.value(difficulty)))


@dataclass(frozen=True)
class Opponent(Meta):
    id: str = ""
    factions: tuple[str, ...] = ()
    level: tuple[tuple[str, int], ...] = ()
    units: tuple[tuple[str, tuple[str, ...]], ...] = ()
    place: tuple[int, int] | None = None

    def level_at(self, difficulty: str) -> int:
        return dict(self.level)[difficulty]

    def army(self, faction: str) -> tuple[str, ...]:
        return dict(self.units)[faction]


@dataclass(frozen=True)
class AiData:
    cards: dict[str, AiCard]
    opponents: dict[str, Opponent]

    def deck(self) -> list[str]:
        """One id per card (copies repeated), in file order."""
        return [c.id for c in self.cards.values() for _ in range(c.copies)]

    def opponent(self, scenario: str) -> Opponent:
        return self.opponents.get(scenario) or self.opponents["default"]


def _by_difficulty(r: Reader, key: str, low: int) -> tuple[tuple[str, int], ...]:
    s = r.sub(key, r.get(key, dict))
    out = tuple((d, s.integer(d, low=low)) for d in DIFFICULTIES)
    s.done()
    return out


def read_card(r: Reader) -> AiCard:
    effect = r.text("effect", choices=EFFECTS)
    ctype = r.text("type", choices=TYPES)
    if effect in SPELL_EFFECTS and ctype != "spell":
        raise r.err("type", f"a {effect} card casts from the spell deck: its type is spell")
    meta = r.meta()
    if not meta["ours"] and not meta["verified"]:
        raise r.err("ours", "an unverified AI card names its ruling (H-AI-…) in ours")
    for i, entry in enumerate(meta["ours"]):
        if "H-AI-" not in entry:
            raise r.err(f"ours[{i}]", "an AI card's choices name an H-AI-… ruling")
    return AiCard(
        **meta,
        id=r.rid,
        name=r.text("name"),
        description=r.text("description"),
        type=ctype,
        effect=effect,
        values=_by_difficulty(r, "values", 0),
        copies=r.integer("copies", 1, low=1),
    )


def read_opponent(r: Reader, data: Homm3Data) -> Opponent:
    factions = r.texts("factions", choices=FACTIONS)
    if sorted(factions) != sorted(FACTIONS):
        raise r.err("factions", "list every faction once, in the order the AI takes them")
    us = r.sub("units", r.get("units", dict))
    units = []
    for faction in FACTIONS:
        ids = us.texts(faction)
        if not ids:
            raise us.err(faction, "the AI needs an army for every faction")
        for i, u in enumerate(ids):
            unit = data.units.get(u.rstrip("+"))
            if unit is None or unit.faction != faction:
                raise us.err(f"{faction}[{i}]", f"{u!r} is not a {faction} unit of units.toml")
        units.append((faction, ids))
    us.done()
    place = r.integers("place") if "place" in r.raw else None
    if place is not None and len(place) != 2:
        raise r.err("place", "expected [a, b]")
    return Opponent(
        **r.meta(),
        id=r.rid,
        factions=factions,
        level=_by_difficulty(r, "level", 1),
        units=tuple(units),
        place=None if place is None else (place[0], place[1]),
    )


def parse(path: Path, data: Homm3Data) -> AiData:
    doc = read_toml(path)
    unknown = sorted(set(doc) - {"ai_card", "opponent", "provenance"})
    if unknown:
        raise DataError(f"{FILE}: unknown top-level key {unknown[0]!r}")
    cards: dict[str, AiCard] = {}
    for r in Reader.records(FILE, doc, "ai_card", "AI card", array=True):
        cards[r.rid] = read_card(r)
        r.done()
    opponents: dict[str, Opponent] = {}
    for r in Reader.records(FILE, doc, "opponent", "opponent", array=True):
        opponents[r.rid] = read_opponent(r, data)
        r.done()
    total = sum(c.copies for c in cards.values())
    if total != DECK_SIZE:
        raise DataError(f"{FILE}: ai_card: copies: the AI deck has {total} cards, the box has {DECK_SIZE}")
    if "default" not in opponents:
        raise DataError(f"{FILE}: opponent: default: missing (used by a solo scenario without its own)")
    return AiData(cards, opponents)


@functools.cache
def ai_data() -> AiData:
    """The AI cards and opponents of ``data/homm3/ai.toml`` (read and validated once)."""
    return parse(DEFAULT_DIR / FILE, load())
