"""Base-box unit profiles for the combat tests, typed from the facts sheet
(``shared/data-notes/homm3-facts.md`` §1; numbers only). The game builds its profiles from
``data/homm3``; combat takes whatever it is given, so these stand in for that loader here."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from bot.engine.rng import Rng
from bot.games.homm3.combat import apply, hero_combat, legal_actions, neutral_combat
from bot.games.homm3.combat.effects import DIE_FACES
from bot.games.homm3.combat.profiles import FLYING, GROUND, RANGED, Ability, Face, UnitProfile
from bot.games.homm3.combat.state import (
    PLACE,
    Action,
    CardEffect,
    CardPlay,
    CombatEvent,
    CombatState,
    Side,
)


def face(a: int, d: int, hp: int, ini: int, *abilities: Ability) -> Face:
    return Face(a, d, hp, ini, list(abilities))


def ab(ability_id: str, **params: int) -> Ability:
    return Ability(ability_id, dict(params))


def unit(
    key: str, tier: str, move: str, few: Face, pack: Face | None = None, faction: str = ""
) -> UnitProfile:
    return UnitProfile(key, tier, move, few, pack, faction)


G, F, R = GROUND, FLYING, RANGED
FACTION_UNITS = {
    p.key: p
    for p in [
        unit("castle.halberdiers", "bronze", G, face(2, 1, 2, 4), face(3, 1, 2, 5, ab("void_die")), "castle"),
        unit("castle.marksmen", "bronze", R, face(2, 0, 2, 4), face(2, 0, 2, 6, ab("double_shot")), "castle"),
        unit(
            "castle.griffins",
            "bronze",
            F,
            face(2, 0, 4, 6, ab("unlimited_retaliation")),
            face(3, 0, 4, 9, ab("unlimited_retaliation")),
            "castle",
        ),
        unit(
            "castle.crusaders",
            "silver",
            G,
            face(3, 2, 4, 5),
            face(4, 2, 4, 6, ab("reroll_face", min=0, max=0)),
            "castle",
        ),
        unit(
            "castle.zealots",
            "silver",
            R,
            face(3, 1, 5, 5),
            face(4, 1, 5, 7, ab("no_adjacent_penalty")),
            "castle",
        ),
        unit(
            "castle.champions",
            "gold",
            G,
            face(5, 2, 7, 7, ab("map")),
            face(6, 2, 7, 9, ab("reroll_after_move")),
            "castle",
        ),
        unit(
            "castle.archangels",
            "gold",
            F,
            face(6, 3, 8, 12, ab("draw_at_start", amount=1)),
            face(7, 3, 10, 18, ab("prevent_lethal")),
            "castle",
        ),
        unit("necropolis.skeletons", "bronze", G, face(2, 1, 2, 4), face(3, 1, 2, 5), "necropolis"),
        unit(
            "necropolis.zombies",
            "bronze",
            G,
            face(2, 1, 3, 3, ab("die_defense", min=1, max=1)),
            face(2, 1, 3, 4, ab("die_defense", min=0, max=1)),
            "necropolis",
        ),
        unit(
            "necropolis.wraiths",
            "bronze",
            F,
            face(3, 0, 3, 5, ab("heal_on_activation", amount=1)),
            face(3, 0, 5, 7, ab("heal_on_activation", amount=1), ab("discard_enemy_card")),
            "necropolis",
        ),
        unit(
            "necropolis.vampires",
            "silver",
            F,
            face(4, 1, 4, 6, ab("no_retaliation")),
            face(5, 1, 4, 9, ab("no_retaliation"), ab("heal_after_attack", amount=2)),
            "necropolis",
        ),
        unit(
            "necropolis.liches",
            "silver",
            R,
            face(3, 1, 5, 6),
            face(4, 1, 5, 7, ab("splash", amount=2)),
            "necropolis",
        ),
        unit(
            "necropolis.dread_knights",
            "gold",
            G,
            face(5, 2, 7, 7, ab("retaliation_disadvantage")),
            face(6, 2, 7, 9, ab("die_bonus_on_face", min=0, max=1, amount=1)),
            "necropolis",
        ),
        unit(
            "necropolis.ghost_dragons",
            "gold",
            F,
            face(6, 3, 8, 9, ab("strip_morale")),
            face(7, 3, 9, 14, ab("strip_morale"), ab("die_bonus", amount=1)),
            "necropolis",
        ),
        unit(
            "dungeon.troglodytes",
            "bronze",
            G,
            face(2, 1, 2, 4),
            face(3, 1, 2, 5, ab("immune_paralysis")),
            "dungeon",
        ),
        unit(
            "dungeon.harpies",
            "bronze",
            F,
            face(2, 0, 3, 6, ab("return_after_attack", only_if_retaliated=1)),
            face(3, 0, 3, 9, ab("no_retaliation"), ab("return_after_attack")),
            "dungeon",
        ),
        unit(
            "dungeon.evil_eyes",
            "bronze",
            R,
            face(3, 0, 3, 5),
            face(3, 1, 3, 7, ab("no_adjacent_penalty")),
            "dungeon",
        ),
        unit(
            "dungeon.medusas",
            "silver",
            R,
            face(3, 1, 4, 5, ab("retaliation_paralyses", min=0, max=0)),
            face(4, 1, 4, 6, ab("no_adjacent_penalty"), ab("retaliation_paralyses")),
            "dungeon",
        ),
        unit(
            "dungeon.minotaurs",
            "silver",
            G,
            face(4, 2, 4, 6, ab("draw_on_face", min=-1, max=-1)),
            face(5, 2, 4, 8, ab("draw_on_face", min=-1, max=-1)),
            "dungeon",
        ),
        unit(
            "dungeon.manticores",
            "gold",
            F,
            face(5, 1, 6, 7),
            face(5, 1, 6, 11, ab("ignore_defense")),
            "dungeon",
        ),
        unit(
            "dungeon.black_dragons",
            "gold",
            F,
            face(6, 3, 8, 11, ab("spell_resistance", amount=2)),
            face(8, 3, 8, 15, ab("spell_immunity")),
            "dungeon",
        ),
    ]
}

NEUTRAL_UNITS = {
    p.key: p
    for p in [
        unit("neutral.boars", "bronze", G, face(2, 0, 4, 6)),
        unit("neutral.evil_eyes", "bronze", R, face(2, 1, 3, 6, ab("no_adjacent_penalty"))),
        unit("neutral.griffins", "bronze", F, face(3, 0, 4, 8, ab("unlimited_retaliation"))),
        unit("neutral.halberdiers", "bronze", G, face(2, 0, 4, 4, ab("guard_allies"))),
        unit("neutral.halflings", "bronze", R, face(2, 0, 3, 6, ab("advantage"), ab("no_penalties"))),
        unit(
            "neutral.harpies", "bronze", F, face(2, 0, 4, 8, ab("no_retaliation"), ab("return_after_attack"))
        ),
        unit("neutral.marksmen", "bronze", R, face(2, 0, 3, 5, ab("double_shot"))),
        unit("neutral.peasants", "bronze", G, face(1, 0, 2, 3, ab("map"))),
        unit("neutral.rogues", "bronze", G, face(2, 1, 3, 6, ab("map"))),
        unit("neutral.skeletons", "bronze", G, face(2, 0, 3, 4, ab("reinforce_on_defeat"))),
        unit("neutral.troglodytes", "bronze", G, face(2, 1, 3, 6, ab("immune_paralysis"))),
        unit("neutral.wraiths", "bronze", F, face(2, 0, 4, 7, ab("heal_on_activation", amount=2))),
        unit("neutral.zombies", "bronze", G, face(2, 0, 4, 3, ab("die_defense", min=0, max=1))),
        unit("neutral.crusaders", "silver", G, face(3, 2, 4, 5, ab("advantage"))),
        unit("neutral.liches", "silver", R, face(3, 0, 6, 7, ab("splash", amount=2))),
        unit(
            "neutral.medusas",
            "silver",
            R,
            face(3, 1, 4, 6, ab("no_adjacent_penalty"), ab("retaliation_paralyses")),
        ),
        unit("neutral.minotaurs", "silver", G, face(3, 2, 4, 7, ab("reroll_low"))),
        unit("neutral.mummies", "silver", G, face(3, 1, 4, 5, ab("no_die"), ab("curse_attackers"))),
        unit("neutral.nomads", "silver", G, face(3, 1, 4, 7, ab("map"))),
        unit("neutral.sharpshooters", "silver", R, face(3, 0, 6, 9, ab("no_penalties"))),
        unit(
            "neutral.vampires",
            "silver",
            F,
            face(3, 0, 5, 8, ab("no_retaliation"), ab("heal_after_attack", amount=2)),
        ),
        unit("neutral.zealots", "silver", R, face(3, 0, 5, 5, ab("no_adjacent_penalty"))),
        unit(
            "neutral.archangels",
            "gold",
            F,
            face(5, 2, 7, 10, Ability("attack_bonus_vs", {"amount": 2}, "arch_devils")),
        ),
        unit("neutral.black_dragons", "gold", F, face(5, 2, 7, 9, ab("breath", amount=2))),
        unit("neutral.champions", "gold", G, face(4, 2, 6, 8, ab("two_dice"), ab("reroll_low", repeat=1))),
        unit("neutral.diamond_golems", "gold", G, face(4, 2, 6, 6, ab("spell_resistance", amount=3))),
        unit("neutral.dread_knights", "gold", G, face(5, 1, 7, 7, ab("retaliation_defense", amount=1))),
        unit("neutral.enchanters", "gold", R, face(4, 1, 5, 5, ab("heal_friend_or_attack", amount=2))),
        unit("neutral.ghost_dragons", "gold", F, face(5, 2, 6, 9, ab("push_on_face", min=0, max=0))),
        unit("neutral.gold_golems", "gold", G, face(3, 2, 6, 5, ab("spell_resistance", amount=2))),
        unit("neutral.manticores", "gold", F, face(4, 1, 7, 8, ab("die_defense", min=0, max=1))),
        unit("neutral.trolls", "gold", G, face(4, 0, 7, 7, ab("heal_on_activation", amount=3))),
        unit(
            "neutral.azure_dragons",
            "azure",
            F,
            face(8, 3, 10, 19, ab("paralyse_on_face", min=-1, max=-1), ab("spell_immunity")),
        ),
        unit("neutral.crystal_dragons", "azure", G, face(7, 3, 9, 16, ab("map"))),
    ]
}

ARROW_TOWER = unit("siege.arrow_tower", "bronze", R, face(4, 2, 3, 9))
ALL_UNITS = {**FACTION_UNITS, **NEUTRAL_UNITS, ARROW_TOWER.key: ARROW_TOWER}


@pytest.fixture
def units() -> dict[str, UnitProfile]:
    return ALL_UNITS


# ---------------------------------------------------------------- helpers for the combat tests

Army = Mapping[str, tuple[str, bool] | str]  # field -> unit key (Few) or (key, pack)


def seed_for(faces: list[int], prefix: str = "t") -> str:
    """A seed whose first attack-die rolls are ``faces`` (found by search; deterministic)."""
    for i in range(200_000):
        seed = f"{prefix}{i}"
        if all(Rng(seed, n).choice(DIE_FACES) == f for n, f in enumerate(faces)):
            return seed
    raise AssertionError(faces)


def _entries(army: Army) -> list[tuple[str, str, bool]]:
    out = []
    for where, spec in army.items():
        key, pack = (spec, False) if isinstance(spec, str) else spec
        out.append((where, key, pack))
    return out


def battle(
    attacker: Army,
    defender: Army,
    *,
    seed: str = "t",
    neutral: bool = False,
    controller: int | None = 1,
    sides: tuple[Side, Side] | None = None,
    movement_points: int = 0,
    siege: bool = False,
    host: object = None,
) -> CombatState:
    """A combat with the units set up on the named fields (attacker A1.., defender D1.. in order)."""
    a_side, d_side = sides or (Side(0, "hero", level=1, cards=True), Side(1, "hero", level=1, cards=True))
    att, dfn = _entries(attacker), _entries(defender)
    if neutral:
        state, _ = neutral_combat(
            seed,
            a_side,
            [(ALL_UNITS[k], p) for _, k, p in att],
            [ALL_UNITS[k] for _, k, _ in dfn],
            controller=controller,
            difficulty=d_side.level if sides else 1,
            movement_points=movement_points,
        )
    else:
        state, _ = hero_combat(
            seed,
            a_side,
            [(ALL_UNITS[k], p) for _, k, p in att],
            d_side,
            [(ALL_UNITS[k], p) for _, k, p in dfn],
            tower=ARROW_TOWER if siege else None,
            siege=siege,
        )
    for prefix, entries in (("A", att), ("D", dfn)):
        if state.phase != PLACE:
            break
        for i, (where, _, _) in enumerate(entries, start=1):
            apply(state, Action("place", unit=f"{prefix}{i}", to=where), host)  # type: ignore[arg-type]
        apply(state, Action("done"), host)  # type: ignore[arg-type]
    return state


def do(state: CombatState, key: str, host: object = None) -> list[CombatEvent]:
    """Apply the legal action whose key is ``key``."""
    legal = legal_actions(state, host)  # type: ignore[arg-type]
    for a in legal:
        if a.key == key:
            return apply(state, a, host)  # type: ignore[arg-type]
    raise AssertionError(f"{key!r} not in {[a.key for a in legal]}")


def keys(state: CombatState, host: object = None) -> list[str]:
    return [a.key for a in legal_actions(state, host)]  # type: ignore[arg-type]


def kinds(events: list[CombatEvent], kind: str) -> list[dict]:
    return [e.data for e in events if e.kind == kind]


class Hand:
    """A fake card host: each seat holds cards with fixed effects (the catalogue comes later)."""

    def __init__(self, cards: dict[int, list[tuple[CardPlay, list[CardEffect]]]]) -> None:
        self.cards = cards
        self.discarded: list[str] = []

    def playable(self, state: CombatState, seat: int, timings: tuple[str, ...]) -> list[CardPlay]:
        return [p for p, _ in self.cards.get(seat, []) if p.timing in timings]

    def resolve(self, state: CombatState, seat: int, play: CardPlay) -> list[CardEffect]:
        for i, (p, effects) in enumerate(self.cards[seat]):
            if p == play:
                del self.cards[seat][i]
                self.discarded.append(p.card)
                return effects
        raise AssertionError(play)

    def hand_size(self, seat: int) -> int:
        return len(self.cards.get(seat, []))


def put(state: CombatState, unit: str, where: str) -> None:
    """Stand a unit on any field (a test shortcut past set-up and movement)."""
    state.unit(unit).at = where
