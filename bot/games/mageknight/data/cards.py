"""Deed cards: basic actions, hero-unique cards, Advanced Actions, Spells, Artifacts and Wounds."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.games.mageknight.data.reader import EXPANSIONS, DataError, Meta, check_top, read_toml, records

CARD_KINDS = ("basic", "unique", "wound", "advanced", "spell", "artifact")
CARD_COLOURS = ("red", "blue", "green", "white", "none")


@dataclass(frozen=True)
class Card(Meta):
    id: str
    name: str
    kind: str
    colour: str
    copies: int
    hero: str | None
    replaces: str | None
    basic: dict[str, Any]
    powered: dict[str, Any]
    number: int | None = None
    powered_name: str | None = None
    colours: tuple[str, ...] = ()
    expansion: str = "base"
    interactive: bool = False


def read_cards(directory: Path, heroes: Collection[str]) -> dict[str, Card]:
    """Every ``*.toml`` in the cards folder; card ids are unique across the files. ``heroes``: the hero
    ids a card may name."""
    out: dict[str, Card] = {}
    paths = sorted(directory.glob("*.toml"))
    if not paths:
        raise DataError(f"cards/: no card files in {directory}")
    for path in paths:
        f = f"cards/{path.name}"
        doc = read_toml(path)
        check_top(f, doc, {"card"})
        for r in records(f, doc, "card", "card", array=True):
            if r.rid in out:
                raise r.err("id", "duplicate id (also in another cards file)")
            hero = r.text("hero", None)
            if hero is not None and hero not in heroes:
                raise r.err("hero", f"unknown hero {hero!r}")
            effects = {key: r.effect(key, {}) for key in ("basic", "powered")}
            colour = r.text("colour", choices=CARD_COLOURS)
            colours = r.texts("colours", CARD_COLOURS[:4])
            if colours and colour not in colours:
                raise r.err("colours", f"a dual-colour card lists its colour {colour!r} among its colours")
            out[r.rid] = Card(
                r.rid,
                r.text("name"),
                r.text("kind", choices=CARD_KINDS),
                colour,
                r.integer("copies", 0, low=0),
                hero,
                r.text("replaces", None),
                effects["basic"],
                effects["powered"],
                r.integer("number", None, low=1),
                r.text("powered_name", None),
                colours,
                r.text("expansion", "base", EXPANSIONS),
                r.flag("interactive", False),
                **r.meta(),
            )
            r.done()
    for card in out.values():
        if card.replaces is not None and card.replaces not in out:
            raise DataError(f"cards: card '{card.id}': replaces: unknown card {card.replaces!r}")
    return out
