"""Enemy tokens: numbers, attacks, resistances and abilities."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.reader import ENEMY_COLOURS, EXPANSIONS, RESISTANCES, Meta, check_top, records
from bot.games.mageknight.effects import ELEMENTS
from bot.games.mageknight.effects.vocabulary import ENEMY_ABILITY_IDS

# The enemy abilities; summoning is written as an attack, not an ability.
ENEMY_ABILITIES = tuple(a for a in ENEMY_ABILITY_IDS if a != "summon")


@dataclass(frozen=True)
class Attack:
    value: int = 0
    element: str | None = "physical"
    summon: int = 0


@dataclass(frozen=True)
class Enemy(Meta):
    id: str
    name: str
    colour: str
    count: int
    armor: int
    elusive_armor: int
    attacks: tuple[Attack, ...]
    fame: int
    reputation: int
    resistances: tuple[str, ...]
    abilities: tuple[str, ...]
    expansion: str = "base"


def read_enemies(doc: dict[str, Any]) -> tuple[dict[str, Enemy], tuple[str, ...]]:
    f = "enemies.toml"
    gaps = check_top(f, doc, {"enemy"})
    out: dict[str, Enemy] = {}
    for r in records(f, doc, "enemy", "enemy", array=True):
        raw_attacks = r.get("attacks", list)
        if not raw_attacks:
            raise r.err("attacks", "an enemy has at least one attack")
        attacks = []
        for i, raw in enumerate(raw_attacks):
            a = r.sub(f"attacks[{i}]", raw)
            summon = a.integer("summon", 0, low=0)
            if summon:
                attacks.append(Attack(0, None, summon))
            else:
                attacks.append(Attack(a.integer("value", low=0), a.text("element", "physical", ELEMENTS)))
            a.done()
        abilities = r.texts("abilities", ENEMY_ABILITIES)
        armor, elusive = r.integer("armor", low=1), r.integer("elusive_armor", 0, low=0)
        if ("elusive" in abilities) != (elusive > 0):
            raise r.err("elusive_armor", "set it (and only it) for an enemy with the 'elusive' ability")
        if elusive and elusive <= armor:
            raise r.err("elusive_armor", f"must exceed armor {armor}")
        out[r.rid] = Enemy(
            r.rid,
            r.text("name"),
            r.text("colour", choices=ENEMY_COLOURS),
            r.integer("count", low=1),
            armor,
            elusive,
            tuple(attacks),
            r.integer("fame", low=0),
            r.integer("reputation", 0),
            r.texts("resistances", RESISTANCES),
            abilities,
            r.text("expansion", "base", EXPANSIONS),
            **r.meta(),
        )
        r.done()
    return out, gaps
