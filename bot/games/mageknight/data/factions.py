"""Shades of Tezla factions: the two factions, their leaders (Tezla's avatars) and reward tokens."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.games.mageknight.data.enemies import ENEMY_ABILITIES, FACTIONS, Attack
from bot.games.mageknight.data.reader import DataError, Meta, check_top, records
from bot.games.mageknight.effects import ELEMENTS, MANA_COLOURS

if TYPE_CHECKING:
    from bot.games.mageknight.data.enemies import Enemy


@dataclass(frozen=True)
class Faction(Meta):
    id: str
    name: str
    leader: str
    die_faces: tuple[str, ...]
    reward_alternative: dict[str, Any]
    unused_reward_fame: int
    fame_only_bonus: int


@dataclass(frozen=True)
class LeaderLevel:
    level: int
    armor: int
    attacks: tuple[Attack, ...]
    fame: int


@dataclass(frozen=True)
class FactionLeader(Meta):
    id: str
    name: str
    aliases: tuple[str, ...]
    faction: str
    abilities: tuple[str, ...]
    levels: tuple[LeaderLevel, ...]


@dataclass(frozen=True)
class FactionReward(Meta):
    id: str
    name: str
    faction: str
    copies: int
    effect: dict[str, Any]


def read_factions(
    doc: dict[str, Any], enemies: dict[str, Enemy]
) -> tuple[dict[str, Faction], dict[str, FactionLeader], dict[str, FactionReward], tuple[str, ...]]:
    f = "factions.toml"
    gaps = check_top(f, doc, {"faction", "leader", "reward"})
    leaders: dict[str, FactionLeader] = {}
    for r in records(f, doc, "leader", "leader", array=False):
        levels = []
        for i, raw in enumerate(r.get("levels", list, [])):
            lv = r.sub(f"levels[{i}]", raw)
            attacks = []
            for j, raw_attack in enumerate(lv.get("attacks", list)):
                a = lv.sub(f"attacks[{j}]", raw_attack)
                attacks.append(Attack(a.integer("value", low=0), a.text("element", "physical", ELEMENTS)))
                a.done()
            levels.append(
                LeaderLevel(
                    lv.integer("level", low=1),
                    lv.integer("armor", low=1),
                    tuple(attacks),
                    lv.integer("fame", low=0),
                )
            )
            lv.done()
        meta = r.meta()
        if not levels and not meta["gaps"]:
            raise r.err("levels", "list the per-level stats, or say in gaps why they are unknown")
        leaders[r.rid] = FactionLeader(
            r.rid,
            r.text("name"),
            r.texts("aliases"),
            r.text("faction", choices=FACTIONS),
            r.texts("abilities", ENEMY_ABILITIES),
            tuple(levels),
            **meta,
        )
        r.done()
    factions: dict[str, Faction] = {}
    for r in records(f, doc, "faction", "faction", array=False):
        if r.rid not in FACTIONS:
            raise r.err("id", f"unknown faction (expected one of {', '.join(FACTIONS)})")
        leader = r.text("leader")
        if leader not in leaders or leaders[leader].faction != r.rid:
            raise r.err("leader", f"no leader {leader!r} of this faction")
        if not any(e.faction == r.rid for e in enemies.values()):
            raise r.err("id", "no enemy token of this faction in enemies.toml")
        factions[r.rid] = Faction(
            r.rid,
            r.text("name"),
            leader,
            r.texts("die_faces", MANA_COLOURS),
            r.effect("reward_alternative"),
            r.integer("unused_reward_fame", low=0),
            r.integer("fame_only_bonus", low=0),
            **r.meta(),
        )
        r.done()
    missing = [x for x in FACTIONS if x not in factions]
    if missing:
        raise DataError(f"{f}: faction: {missing[0]}: missing")
    faces = [c for fac in factions.values() for c in fac.die_faces]
    if sorted(faces) != sorted(MANA_COLOURS):
        raise DataError(f"{f}: faction: die_faces: the factions must share the six mana die faces once each")
    rewards: dict[str, FactionReward] = {}
    for r in records(f, doc, "reward", "reward", array=True):
        rewards[r.rid] = FactionReward(
            r.rid,
            r.text("name"),
            r.text("faction", choices=FACTIONS),
            r.integer("copies", low=1),
            r.effect("effect"),
            **r.meta(),
        )
        r.done()
    return factions, leaders, rewards, gaps
