"""Heroes: colours, Dummy dots, unique card swaps and skills; the standard deck check."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.cards import Card
from bot.games.mageknight.data.reader import EXPANSIONS, DataError, Meta, check_top, records
from bot.games.mageknight.effects import BASIC_COLOURS

DECK_SIZE = 16


@dataclass(frozen=True)
class Hero(Meta):
    id: str
    name: str
    colour: str
    expansion: str
    dummy_dots: tuple[str, ...]
    unique: dict[str, str]
    skills: tuple[str, ...]  # the 11 skill token ids (records in skills.toml, checked in data/skills.py)


def read_heroes(doc: dict[str, Any]) -> dict[str, Hero]:
    f = "heroes.toml"
    check_top(f, doc, {"hero"})
    out: dict[str, Hero] = {}
    for r in records(f, doc, "hero", "hero", array=True):
        dots = r.texts("dummy_dots", BASIC_COLOURS)
        if len(dots) != 3:
            raise r.err("dummy_dots", f"a hero card shows 3 dots, got {len(dots)}")
        unique = r.get("unique", dict)
        for k, v in unique.items():
            if not isinstance(v, str):
                raise r.err(f"unique.{k}", "expected a card id")
        out[r.rid] = Hero(
            r.rid,
            r.text("name"),
            r.text("colour"),
            r.text("expansion", choices=EXPANSIONS),
            dots,
            dict(unique),
            r.texts("skills"),
            **r.meta(),
        )
        r.done()
    return out


def check_heroes(heroes: dict[str, Hero], cards: dict[str, Card]) -> None:
    """Hero unique swaps must name existing cards that agree with cards/, giving 16-card decks."""
    if not cards:
        return
    basic_total = sum(c.copies for c in cards.values() if c.kind == "basic" and c.hero is None)
    if basic_total != DECK_SIZE:
        raise DataError(
            f"cards/basic.toml: basic cards: copies: the standard deck has {basic_total} cards, not {DECK_SIZE}"
        )
    for hero in heroes.values():
        where = f"heroes.toml: hero '{hero.id}': unique"
        for basic_id, unique_id in hero.unique.items():
            basic, unique = cards.get(basic_id), cards.get(unique_id)
            if basic is None or basic.kind != "basic" or basic.copies < 1:
                raise DataError(f"{where}.{basic_id}: {basic_id!r} is not a basic card of the standard deck")
            if unique is None:
                raise DataError(f"{where}.{basic_id}: unknown card {unique_id!r}")
            if unique.hero not in (None, hero.id) or unique.replaces not in (None, basic_id):
                raise DataError(
                    f"{where}.{basic_id}: cards/ says {unique_id!r} belongs to "
                    f"{unique.hero!r} and replaces {unique.replaces!r}"
                )
