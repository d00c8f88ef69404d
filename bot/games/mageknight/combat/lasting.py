"""What the lasting effects of cards and units do inside the combat procedure (combat/flow.py asks):
unit abilities' riders, attacks that change type or element (Altem Mages), Block counting twice against
Swift, the triggers a successful block fires (Burning Shield, Shield Bash), enemies destroyed when all
their attacks are blocked (Delphana Masters), attacks kept for the Attack phase, a unit that must take
damage first (Shocktroops), Wounds into the hand (Rush of Adrenaline), Fame for a token looked at
(Scouts), Dueling's Attack and Fame, and whether a card's effect reaches an enemy (§7.1: Arcane Immunity, resistances)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, join, t, tagged
from bot.games.mageknight import effects as fx
from bot.games.mageknight import enemies, interpret
from bot.games.mageknight.combat_math import Part
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import Combat, CombatEnemy, OwnedUnit, Player, Turn
from bot.games.mageknight.tracks import gain_fame

THAT = "_that"  # params key: the enemy an earlier part of this card targeted
Defeat = Callable[[Ctx, Player, Combat, CombatEnemy], int]


def card_name(ctx: Ctx, card: str) -> str:
    return ctx.data.cards[card].name if card in ctx.data.cards else card


def enemy_label(ctx: Ctx, e: CombatEnemy) -> str:
    return tagged(ctx.data.enemies[e.enemy].name, e.uid)


#: Kinds that ride along an Attack/Block ability of a unit inside a declaration.
UNIT_RIDERS = ("block_counts_double_vs_swift", "wound_this_unit", "units_attack_bonus")


def split_riders(effect: Mapping[str, Any]) -> tuple[Mapping[str, Any], list[Mapping[str, Any]]]:
    """An ability ``all = [<attack/block or a choice of them>, <riders>...]`` -> (points, riders)."""
    if fx.kind_of(effect) != "all":
        return effect, []
    parts = list(effect["all"])
    riders = [p for p in parts if fx.kind_of(p) in UNIT_RIDERS]
    rest = [p for p in parts if fx.kind_of(p) not in UNIT_RIDERS]
    if riders and len(rest) == 1:
        return rest[0], riders
    return effect, []


def unit_attack_bonus(turn: Turn, uid: str) -> int:
    """Shocktroops: the bonus to this unit's attacks from the other units' abilities this combat."""
    if turn.combat is None:
        return 0
    return sum(int(n) for src, n in turn.combat.unit_attack_bonus if src != uid)


def apply_riders(
    ctx: Ctx, player: Player, turn: Turn, unit: OwnedUnit, riders: list[Mapping[str, Any]]
) -> list[Say]:
    """After a unit's Attack/Block went into the declaration: the riders of the same ability."""

    out: list[Say] = []
    for r in riders:
        kind = fx.kind_of(r)
        if kind == "wound_this_unit":
            unit.wounds += 1
            out.append(t("mk-combat-rider-wounded"))
        elif kind == "units_attack_bonus":
            out.append(
                interpret.resolve(ctx, player, turn, r, Play(unit.unit, "basic", {"_unit": unit.uid}), 0)
            )
        elif kind == "block_counts_double_vs_swift":
            assert turn.parts is not None
            if turn.parts[-1][2] == "block":
                turn.add("swift_double", unit.uid, part=len(turn.parts) - 1)
                out.append(t("mk-combat-counts-twice-vs-swift"))
    return out


def attack_parts(combat: Combat, parts: list[Part]) -> list[Part]:
    """Altem Mages: every attack of this combat becomes Cold Fire and/or also counts as Siege."""

    out = []
    for p in parts:
        if p.type in ("melee", "ranged", "siege"):
            if "coldfire" in combat.attacks_become:
                p = replace(p, element="coldfire")
            if "siege" in combat.attacks_become:
                p = replace(p, type="siege")
        out.append(p)
    return out


def swift_parts(turn: Turn, parts: list[Part]) -> list[Part]:
    """The parts counted against a Swift attack: those that count twice appear twice (R-SWIFT-DOUBLE)."""
    return parts + [parts[i] for i in (m["part"] for m in turn.mods("swift_double")) if i < len(parts)]


def after_block(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    e: CombatEnemy,
    parts: list[Part],
    total: int,
    need: int,
    defeat: Defeat,
) -> list[Say]:
    """The block succeeded: run the triggers the cards of the declaration left (Burning Shield, Shield
    Bash powered)."""
    combat = turn.combat
    assert combat is not None
    out: list[Say] = []
    for trigger in turn.take("block_trigger"):
        how, card, effect, at = trigger["when"], trigger.source, trigger["effect"], trigger["part"]
        play = Play(card, "powered", {THAT: e.uid})
        kind = fx.kind_of(effect)
        if how == "excess":
            own = parts[at].amount if 0 <= at < len(parts) else 0
            n = max(0, min(own, total - need))
            if n == 0:
                out.append(t("mk-combat-no-excess-block", card=card_name(ctx, card)))
                continue
            done = [interpret.resolve(ctx, player, turn, effect, play, 0) for _ in range(n)]
            out.append(t("mk-combat-excess-block", card=card_name(ctx, card), n=n, effect=done[-1]))
        elif kind == "attack":
            el = str(effect.get("element", "physical"))
            combat.possessed.append(["", int(effect["attack"]), el, card_name(ctx, card)])
            out.append(
                t(
                    "mk-combat-attack-kept",
                    card=card_name(ctx, card),
                    amount=int(effect["attack"]),
                    element=el,
                )
            )
        elif kind == "destroy_enemy" and effect["destroy_enemy"] == "blocked":
            if affected(ctx, turn, card, e):
                fame = defeat(ctx, player, combat, e)
                out.append(
                    t(
                        "mk-combat-card-destroys",
                        card=card_name(ctx, card),
                        enemy=enemy_label(ctx, e),
                        fame=fame,
                    )
                )
            else:
                out.append(
                    t("mk-combat-card-no-effect", card=card_name(ctx, card), enemy=enemy_label(ctx, e))
                )
        else:
            out.append(interpret.resolve(ctx, player, turn, effect, play, 0))
    return out


def end_of_block(ctx: Ctx, player: Player, combat: Combat, defeat: Defeat) -> list[Say]:
    """Leaving the Block phase: Delphana Masters' marked enemies with every attack blocked are defeated."""
    out: list[Say] = []
    for e in enemies.living(combat):
        if e.destroy_if_blocked and enemies.all_blocked(ctx, e):
            fame = defeat(ctx, player, combat, e)
            out.append(t("mk-combat-destroyed-all-blocked", enemy=enemy_label(ctx, e), fame=fame))
    return out


def kept_attacks(combat: Combat, targets: list[str]) -> list[list[Any]]:
    """Attacks kept for the Attack phase that may hit every one of ``targets``."""
    if combat.phase != "attack":
        return []
    return [k for k in combat.possessed if k[0] not in targets]


def use_kept(combat: Combat, used: list[list[Any]]) -> list[Part]:
    for k in used:
        combat.possessed.remove(k)
    return [Part(int(k[1]), str(k[2]), "melee", str(k[3])) for k in used]


def forced_unit(ctx: Ctx, player: Player, combat: Combat, e: CombatEnemy, i: int) -> str | None:
    """Shocktroops: the unit attack ``i`` of ``e`` must damage first (unwounded and able), if any."""
    if not e.damage_first or int(e.damage_first[1]) != i:
        return None
    uid = str(e.damage_first[0])
    unit = next((u for u in player.units if u.uid == uid), None)
    if unit is None or unit.wounds or uid in combat.resisted_units:
        return None
    return uid


def damage_first(
    ctx: Ctx, player: Player, combat: Combat, e: CombatEnemy, i: int, unit_uids: list[str]
) -> int:
    """Shocktroops: 1 if the first unit named is the one the damage must go to first (Assassination
    does not stop it), 0 if there is no such duty; raises if the duty is not followed."""
    uid = forced_unit(ctx, player, combat, e, i)
    if uid is None:
        return 0
    if not unit_uids or unit_uids[0] != uid:
        name = ctx.data.units[next(u for u in player.units if u.uid == uid).unit].name
        raise IllegalActionError(t("mk-combat-damage-first", unit=name, uid=uid))
    return 1


def wounds_to_hand(ctx: Ctx, player: Player, turn: Turn, n: int) -> list[Say]:
    """Rush of Adrenaline: each Wound just put into the hand fires the waiting triggers in order (R-RUSH)."""

    out: list[Say] = []
    for _ in range(n):
        for trig in turn.mods("wound_trigger"):
            card, effect, left, skip = trig.source, trig["effect"], trig["left"], trig["skip"]
            if skip > 0:
                trig["skip"] = skip - 1
                continue
            if left <= 0:
                continue
            trig["left"] = left - 1
            done = interpret.resolve(ctx, player, turn, effect, Play(card, "basic", {}), 0)
            out.append(join(f"{card_name(ctx, card)}:", done))
    return out


def defeat_bonus(ctx: Ctx, player: Player, e: CombatEnemy) -> int:
    """Scouts: Fame for defeating the very token looked at this turn."""
    turn = ctx.state.turn
    if turn is None or turn.seat != player.seat:
        return 0
    for entry in turn.mods("peeked"):
        where, enemy, bonus = entry["target"], entry["enemy"], entry["fame"]
        if enemy != e.enemy:
            continue
        if (e.origin is not None and where == e.origin) or (
            e.origin is None and str(where).startswith("pile:")
        ):
            turn.drop(entry)
            return int(bonus)
    return 0


def affected(ctx: Ctx, turn: Turn, card: str, e: CombatEnemy) -> bool:
    """Whether a non-attack, non-block effect of ``card`` reaches enemy ``e`` (§7.1)."""

    assert turn.combat is not None
    if "arcane_immunity" in enemies.abilities(ctx, turn.combat, e):
        return False
    colour = ctx.data.cards[card].colour if card in ctx.data.cards else None
    return {"red": "fire", "blue": "ice"}.get(colour or "") not in enemies.resistances(ctx, e)


def unit_parts(ctx: Ctx, player: Player, parts: list[Any]) -> bool:
    """Whether a unit of the player gave any of these declaration parts."""
    names = {ctx.data.units[u.unit].name for u in player.units}
    return any((p[3] if isinstance(p, list) else p.source) in names for p in parts)


def duel_parts(ctx: Ctx, player: Player, turn: Turn, chosen: list[Any], parts: list[Any]) -> list[Any]:
    """Dueling's Attack 1 joins the first Attack-phase declaration that targets the duelled enemy."""

    duel = turn.mod("duel")
    if duel is None or not duel["attack"] or turn.combat is None or turn.combat.phase != "attack":
        return []
    if duel["enemy"] not in [e.uid for e in chosen]:
        return []
    duel["attack"] = False
    if unit_parts(ctx, player, parts):
        duel["units"] = True
    return [Part(1, "physical", "melee", _dueling(ctx))]


def duel_fame(ctx: Ctx, player: Player, turn: Turn, chosen: list[Any]) -> int:
    """Fame +N when the duelled enemy is defeated and no unit took part in the block or the attack."""

    duel = turn.mod("duel")
    if duel is None or duel["enemy"] not in [e.uid for e in chosen]:
        return 0
    turn.drop(duel)
    if duel["units"]:
        return 0
    gain_fame(ctx, player, int(duel["fame"]), t("mk-combat-why-duel", skill=_dueling(ctx)))
    return int(duel["fame"])


def _dueling(ctx: Ctx) -> str:
    """The name of Wolfhawk's Dueling skill (the source of its Attack 1)."""
    skill = ctx.data.skills.get("wolfhawk_dueling")
    return skill.name if skill is not None else "wolfhawk_dueling"
