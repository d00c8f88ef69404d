"""The flow of a combat (rulebook §7.1-§7.8): starting it, the four phases, the declarations a player
makes in each (attack a group of enemies, block one attack, assign one attack's damage), and the
outcome for the site or the rampaging enemies.

Declarations are atomic: the cards named in a declaration are played, their attack or block points
gathered, and the result computed; if the attack or block would fail, nothing changes and the error
says by how much (the rulebook lets you take such cards back anyway, §7.2 step 5).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import format_hex, parse_hex
from bot.engine.i18n import Say, join, t, tagged
from bot.games.mageknight import banners, centre, triggers
from bot.games.mageknight.combat import lasting, pursuit
from bot.games.mageknight.combat_math import (
    Part,
    attack_total,
    block_total,
    damage_to_unit,
    hero_wounds,
    resists,
)
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import Enemy
from bot.games.mageknight.enemies import (
    abilities,
    attack_element,
    attack_indexes,
    attack_value,
    attackers,
    find,
    fortified,
    living,
    record,
    target,
    unblocked,
)
from bot.games.mageknight.exploration import draw_enemy
from bot.games.mageknight.state import Combat, CombatEnemy, Player, Space, Turn
from bot.games.mageknight.tracks import change_reputation, gain_fame
from bot.games.mageknight.units import usable_anywhere  # Bonds of Loyalty (R-BONDS)

PHASES = ("ranged", "block", "damage", "attack")


def phase_name(phase: str) -> Say:
    """``Block phase`` (mid-sentence: lower case where the language writes it so)."""
    return t("mk-combat-phase", phase=phase)


def _name(ctx: Ctx, e: CombatEnemy) -> str:
    return record(ctx, e).name


def site_words(site: Any, form: str = "acc") -> Say:
    """A site's name inside a sentence (``form``: the grammatical case the sentence needs)."""
    if site is None:
        return t("mk-combat-site-generic")
    return t(f"mk-combat-site-{form}", site=site.id, name=site.name)


def _new_enemy(combat: Combat, enemy: Enemy, role: str, **kw: Any) -> CombatEnemy:
    n = len(enemy.attacks)
    e = CombatEnemy(
        f"e{combat.next_uid}",
        enemy.id,
        enemy.colour,
        role,
        blocked=[False] * n,
        assigned=[False] * n,
        reduction=[0] * n,
        **kw,
    )
    combat.next_uid += 1
    combat.enemies.append(e)
    return e


# --------------------------------------------------------------------------- starting
@dataclass(frozen=True)
class Foe:
    """An enemy to fight: a token on the map (``space``/``index``) or freshly drawn (``space`` None)."""

    enemy: str
    role: str
    space: str | None = None
    site_fortified: bool = False
    half_fame: bool = False
    wall: bool = False


def start(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    kind: str,
    foes: list[Foe],
    *,
    site_hex: str | None = None,
    retreat_to: str | None = None,
    why: Say = "",
) -> Combat:
    """Begin the turn's combat (§7.1): reveal every enemy, then the Ranged & Siege phase."""
    if turn.combat is not None or turn.action is not None:
        raise IllegalActionError(t("mk-combat-one-per-turn"))
    state = ctx.state
    space = state.spaces.get(site_hex) if site_hex else None
    site = space.site if space else None
    site_rec = ctx.data.sites.get(site) if site else None
    combat = Combat(
        kind,
        site_hex=site_hex,
        site=site,
        retreat_to=retreat_to,
        city=space.city if space is not None and site == "city" else None,
        units_allowed=not (site_rec.no_units if site_rec else False) and kind != "burn",
    )
    for foe in foes:
        _new_enemy(
            combat,
            ctx.data.enemies[foe.enemy],
            foe.role,
            origin=foe.space,
            site_fortified=foe.site_fortified,
            half_fame=foe.half_fame,
            wall=foe.wall,
        )
        if foe.space is not None:
            for tok in state.spaces[foe.space].tokens:
                if tok.enemy == foe.enemy and not tok.face_up:
                    tok.face_up = True
                    ctx.checkpoint = True
    turn.combat = combat
    turn.action = "combat"
    turn.move = 0  # §3.4: once the action starts, unspent Move and Influence points are lost
    turn.influence = 0
    names = [tagged(record(ctx, e).name, e.uid) for e in combat.enemies]
    ctx.say(t("mk-combat-starts", player=player.name, why=why or t("mk-combat-why-starts"), enemies=names))
    return combat


# --------------------------------------------------------------------------- declarations
PlayFn = Callable[[dict[str, Any]], Say]


def _gather(
    turn: Turn,
    plays: list[dict[str, Any]],
    play: PlayFn,
    ctx: Ctx | None = None,
    player: Player | None = None,
) -> tuple[list[Part], list[Say]]:
    """Play every named card with attack/block points routed into the declaration (with ``ctx`` and
    ``player``: unit bonuses and triggers of this turn apply to the units used, triggers.py)."""
    if not plays:
        raise IllegalActionError(t("mk-combat-name-cards"))
    if turn.parts is not None:
        raise IllegalActionError(t("mk-combat-nested"))
    turn.parts = []
    turn.expire("declaration")  # parts counting twice vs Swift, block triggers (combat/lasting.py)
    texts: list[Say] = []
    for p in plays:
        first = len(turn.parts)
        texts.append(play(p))
        if "unit" in p and ctx is not None and player is not None:  # every-unit bonus, unit triggers
            bonus = triggers.unit_used(ctx, player, turn, str(p["unit"]), turn.parts[first:])
            howl = centre.unit_values(ctx, player, turn.parts[first:])  # Wolf's Howl token
            texts[-1] = join(texts[-1], bonus, howl, sep="")
    parts = [Part(int(a), str(el), str(tp), str(src)) for a, el, tp, src in turn.parts]
    turn.parts = None
    if turn.combat is not None and turn.combat.attacks_become:  # Altem Mages: Cold Fire / Siege
        parts = lasting.attack_parts(turn.combat, parts)
    return parts, texts


def declare_attack(
    ctx: Ctx, player: Player, turn: Turn, targets: list[str], plays: list[dict[str, Any]], play: PlayFn
) -> Say:
    """§7.2 / §7.5: one attack on a group of enemies, with the named cards."""
    combat = _combat(turn)
    if combat.phase not in ("ranged", "attack"):
        raise IllegalActionError(t("mk-combat-attack-wrong-phase", phase=phase_name(combat.phase)))
    if not targets:
        raise IllegalActionError(t("mk-combat-choose-targets"))
    chosen = []
    for uid in targets:
        e = find(combat, uid)
        if e.defeated:
            raise IllegalActionError(t("mk-combat-already-defeated", enemy=_name(ctx, e), uid=uid))
        if e.role == "summoned":
            raise IllegalActionError(t("mk-combat-summoned-not-attacked"))
        if combat.phase == "ranged" and fortified(ctx, combat, e) >= 2:
            raise IllegalActionError(t("mk-combat-double-fortified", enemy=_name(ctx, e), uid=uid))
        chosen.append(e)
    kept = lasting.kept_attacks(combat, targets)  # Possess, Burning Shield (R-POSSESS)
    combat.attack_targets = [e.uid for e in chosen]  # Forked Lightning counts them
    parts, texts = _gather(turn, plays, play, ctx, player) if plays or not kept else ([], [])
    combat.attack_targets = []
    if any(p.type == "block" for p in parts):
        raise IllegalActionError(t("mk-combat-block-in-attack"))
    siege_needed = combat.phase == "ranged" and any(fortified(ctx, combat, e) for e in chosen)
    parts = triggers.modify_attack(turn, combat.phase, parts, siege_needed)  # Sword of Justice, Bow
    parts = parts + lasting.duel_parts(ctx, player, turn, chosen, parts)  # Dueling's Attack 1
    if combat.phase == "ranged":
        melee = [p for p in parts if p.type == "melee"]
        if melee:
            raise IllegalActionError(t("mk-combat-melee-in-ranged", source=melee[0].source))
        forts = [e for e in chosen if fortified(ctx, combat, e)]
        ranged = [p for p in parts if p.type == "ranged"]
        if forts and ranged:
            raise IllegalActionError(
                t("mk-combat-fortified-needs-siege", enemy=_name(ctx, forts[0]), source=ranged[0].source)
            )
    defended = _apply_defend(ctx, combat, chosen)
    tgts = [target(ctx, combat, e, combat.phase) for e in chosen]
    total = attack_total(parts, tgts)
    need = sum(x.armor for x in tgts)
    names = " + ".join(f"{x.name} {x.armor}" for x in tgts)
    verdict = t("mk-combat-verdict", total=total.text, need=need, names=names, defend=defended)
    if total.value < need and kept:  # the kept attacks join a declaration that needs them
        total = attack_total(parts + lasting.use_kept(combat, kept), tgts)
        verdict = t("mk-combat-verdict", total=total.text, need=need, names=names, defend=defended)
    if total.value < need:
        raise IllegalActionError(t("mk-combat-attack-not-enough", verdict=verdict))
    fame = 0
    for e in chosen:
        fame += _defeat(ctx, player, combat, e, by_attack=True)
    fame += lasting.duel_fame(ctx, player, turn, chosen)  # Dueling won without units
    triggers.end_attack(turn)  # "whenever an enemy is defeated by this attack" ends with it
    return t(
        "mk-combat-attack-done", player=player.name, verdict=verdict, fame=fame, parts=join(*texts, sep="; ")
    )


def _apply_defend(ctx: Ctx, combat: Combat, chosen: list[CombatEnemy]) -> Say:
    """SoT §7.5 Defend X: the first enemy attacked gets +X armor for the combat; several Defends go to
    different enemies. The player's choice of which goes where is made for them, smallest first
    (docs/rulings.md R-DEFEND). A Defend enemy that died unused gives nothing."""
    pool = sorted(
        (record(ctx, e).defend, e.uid)
        for e in living(combat)
        if record(ctx, e).defend and not e.defend_used and e.role != "summoned"
    )
    notes: list[Say] = []
    for e in chosen:
        if e.defended or not pool:
            continue
        x, giver = pool.pop(0)
        find(combat, giver).defend_used = True
        e.defended = True
        e.armor_bonus += x
        notes.append(t("mk-combat-defend-note", enemy=_name(ctx, e), armor=x))
    return t("mk-combat-defend-notes", notes=join(*notes, sep="; ")) if notes else ""


def _defeat(ctx: Ctx, player: Player, combat: Combat, e: CombatEnemy, by_attack: bool = False) -> int:
    e.defeated = True
    rec = record(ctx, e)
    fame = -(-rec.fame // 2) if e.half_fame else rec.fame
    if fame:
        gain_fame(ctx, player, fame, t("mk-combat-why-defeating", enemy=rec.name))
    if ctx.state.turn is not None and ctx.state.turn.has("peeked"):  # Scouts: the token they looked at
        extra = lasting.defeat_bonus(ctx, player, e)
        if extra:
            gain_fame(ctx, player, extra, t("mk-combat-why-defeating-scouted", enemy=rec.name))
            fame += extra
    if rec.reputation:  # LL §2: Heroes cost Reputation, Thugs give some
        change_reputation(ctx, player, rec.reputation, t("mk-combat-why-defeating", enemy=rec.name))
    if ctx.state.turn is not None:  # "whenever an enemy is defeated" (triggers.py)
        triggers.fire(ctx, player, ctx.state.turn, "enemy_defeated", enemy=e, by_attack=by_attack)
    return fame


def declare_block(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    uid: str,
    index: int | None,
    plays: list[dict[str, Any]],
    play: PlayFn,
    move_spent: int = 0,
) -> Say:
    """§7.3: block one attack of one enemy with the named cards (and Move points vs Cumbersome)."""
    combat = _combat(turn)
    if combat.phase != "block":
        raise IllegalActionError(t("mk-combat-block-wrong-phase", phase=phase_name(combat.phase)))
    e = find(combat, uid)
    if e not in attackers(combat):
        raise IllegalActionError(
            t("mk-combat-not-attacking", enemy=_name(ctx, e), uid=uid, listing=_listing(ctx, combat))
        )
    i = _attack_index(ctx, e, index)
    if e.blocked[i]:
        raise IllegalActionError(t("mk-combat-already-blocked", enemy=_name(ctx, e)))
    rec = record(ctx, e)
    abil = abilities(ctx, combat, e)
    text: list[Say] = []
    if move_spent:
        if "cumbersome" not in abil:
            raise IllegalActionError(t("mk-combat-not-cumbersome", enemy=rec.name))
        if move_spent > turn.move:
            raise IllegalActionError(t("mk-combat-move-short", have=turn.move, spent=move_spent))
        turn.move -= move_spent
        e.reduction[i] += move_spent
        text.append(t("mk-combat-cumbersome-spent", move=move_spent))
    played: list[Say] = []
    parts: list[Part] = []
    if plays:
        combat.block_target = f"{e.uid}:{i}"
        parts, played = _gather(turn, plays, play, ctx, player)
        combat.block_target = None
    if any(p.type != "block" for p in parts):
        raise IllegalActionError(t("mk-combat-only-block"))
    value = attack_value(ctx, combat, e, i)
    element = attack_element(ctx, e, i)
    need = value * (2 if "swift" in abil else 1)
    counted = lasting.swift_parts(turn, parts) if "swift" in abil else parts  # Shield Bash
    total = block_total(counted, element)
    words = t("mk-combat-enemy-attack", element=element, value=value, swift=str("swift" in abil).lower())
    if value == 0:
        e.blocked[i] = True
        return t("mk-combat-lowered-to-zero", player=player.name, enemy=rec.name, notes=join(*text, sep="; "))
    if not plays and move_spent:  # §7.3 Cumbersome: the lowered attack stands for the turn, block or not
        return t("mk-combat-lowered", player=player.name, spent=text[0], enemy=rec.name, value=value)
    if total.value < need:
        raise IllegalActionError(t("mk-combat-block-not-enough", total=total.text, attack=words, need=need))
    e.blocked[i] = True
    after = lasting.after_block(ctx, player, turn, e, parts, total.value, need, _defeat)  # Burning Shield
    done = t(
        "mk-combat-blocked",
        player=player.name,
        enemy=rec.name,
        uid=e.uid,
        total=total.text,
        attack=words,
        parts=join(*played, sep="; "),
    )
    return join(done, *(t("mk-combat-sentence", text=x) for x in after))


def block_target(turn: Turn) -> CombatEnemy | None:
    """The enemy whose attack the block declaration now resolving is aimed at (Cold Toughness)."""
    if turn.combat is None or turn.combat.block_target is None:
        return None
    return find(turn.combat, turn.combat.block_target.split(":")[0])


def lower_attack(ctx: Ctx, turn: Turn, amount: int) -> Say:
    """An effect lowering the attack being blocked, for the rest of the turn."""
    if turn.combat is None or turn.combat.block_target is None:
        raise IllegalActionError(t("mk-combat-lower-outside-block"))
    uid, i = turn.combat.block_target.split(":")
    e = find(turn.combat, uid)
    e.reduction[int(i)] += amount
    return t("mk-combat-attack-lowered", enemy=_name(ctx, e), amount=amount)


def _attack_index(ctx: Ctx, e: CombatEnemy, index: int | None) -> int:
    idx = attack_indexes(ctx, e)
    if index is None:
        open_ = [i for i in idx if not e.blocked[i] and not e.assigned[i]]
        if len(open_) > 1:
            which = "|".join(str(i + 1) for i in open_)
            raise IllegalActionError(
                t("mk-combat-say-which-attack", enemy=_name(ctx, e), n=len(idx), which=which)
            )
        return open_[0] if open_ else idx[0]
    if index - 1 not in idx:
        raise IllegalActionError(
            t("mk-combat-has-attacks", enemy=_name(ctx, e), attacks=", ".join(str(i + 1) for i in idx))
        )
    return index - 1


def assign_damage(
    ctx: Ctx, player: Player, turn: Turn, uid: str, index: int | None, unit_uids: list[str]
) -> Say:
    """§7.4: deal one unblocked attack's damage to the named units in order, the rest to the hero."""
    combat = _combat(turn)
    if combat.phase != "damage":
        raise IllegalActionError(t("mk-combat-damage-wrong-phase", phase=phase_name(combat.phase)))
    e = find(combat, uid)
    pending = unblocked(ctx, combat)
    i = _attack_index(ctx, e, index)
    if (e, i) not in pending:
        raise IllegalActionError(t("mk-combat-no-damage-now", pending=_pending_listing(ctx, combat)))
    rec = record(ctx, e)
    abil = abilities(ctx, combat, e, i)
    element = attack_element(ctx, e, i)
    damage = attack_value(ctx, combat, e, i) * (2 if "brutal" in abil else 1)
    brutal = str("brutal" in abil).lower()
    lines: list[Say] = [
        t("mk-combat-deals", enemy=rec.name, uid=e.uid, damage=damage, element=element, brutal=brutal)
    ]
    shield = turn.mod("ignore_damage")  # a skill ignoring some damage of the next matching attack
    if shield is not None and damage > 0 and element in shield["elements"]:
        cut = min(damage, int(shield["amount"]))
        damage -= cut
        turn.drop(shield)
        lines.append(t("mk-combat-damage-ignored", source=shield.source, amount=cut))
    forced = lasting.damage_first(ctx, player, combat, e, i, unit_uids)  # Shocktroops: 1 or 0
    if unit_uids[forced:] and "assassination" in abil:
        raise IllegalActionError(t("mk-combat-assassination", enemy=rec.name))

    if unit_uids and not combat.units_allowed and not all(usable_anywhere(player, u) for u in unit_uids):
        raise IllegalActionError(t("mk-combat-no-units"))
    if unit_uids and combat.no_damage_to_units:
        raise IllegalActionError(t("mk-combat-no-damage-to-units"))
    remaining = damage
    for u_uid in unit_uids:
        unit = next((u for u in player.units if u.uid == u_uid), None)
        if unit is None:
            raise IllegalActionError(t("mk-combat-no-such-unit", uid=u_uid))
        urec = ctx.data.units[unit.unit]
        if unit.wounds:
            raise IllegalActionError(t("mk-combat-unit-wounded", unit=urec.name, uid=u_uid))
        if u_uid in combat.resisted_units:
            raise IllegalActionError(t("mk-combat-unit-absorbed", unit=urec.name, uid=u_uid))
        if remaining <= 0:
            raise IllegalActionError(t("mk-combat-damage-absorbed-before", unit=urec.name, uid=u_uid))
        if urec.pay_to_assign_damage:
            need = urec.pay_to_assign_damage
            if turn.influence < need:
                raise IllegalActionError(
                    t("mk-combat-unit-damage-fee", unit=urec.name, need=need, have=turn.influence)
                )
            turn.influence -= need
        flag = banners.bonus(ctx, unit)  # a banner's armor and resistances (§4.4)
        hit = damage_to_unit(
            remaining,
            urec.armor + flag.armor + turn.total("unit_bonus", stat="armor"),  # + every-unit Armor this turn
            resists(
                frozenset(urec.resistances)
                | flag.resistances
                | frozenset(m["element"] for m in turn.mods("unit_resistance")),
                element,
            ),
            poison="poison" in abil,
            paralyze="paralyze" in abil,
        )
        remaining -= hit.absorbed
        ignored = not hit.resisted_only and banners.ignores_wound(ctx, unit)  # Banner of Fortitude
        if hit.resisted_only:
            combat.resisted_units.append(u_uid)
            lines.append(t("mk-combat-absorbs-resisted", unit=urec.name, amount=hit.absorbed))
        elif ignored:
            combat.resisted_units.append(u_uid)  # no more damage to it this combat
            lines.append(t("mk-combat-absorbs-banner", unit=urec.name, amount=hit.absorbed))
        elif hit.destroyed:
            player.units.remove(unit)
            if unit.banner:
                player.discard.append(unit.banner)
            lines.append(t("mk-combat-absorbs-destroyed", unit=urec.name, amount=hit.absorbed))
        else:
            unit.wounds += hit.wounds
            twice = str(hit.wounds == 2).lower()
            lines.append(t("mk-combat-absorbs-wounded", unit=urec.name, amount=hit.absorbed, twice=twice))
        if "vampiric" in abil and not hit.resisted_only and not ignored:
            e.armor_bonus += 1
    wounds = hero_wounds(remaining, ctx.data.levels.armor(player.level))
    if wounds and turn.has("ignore_first_wound"):  # Mist Form: the first Wound and its extra effects vanish
        turn.drop("ignore_first_wound")
        wounds -= 1
        lines.append(t("mk-combat-mist-form", player=player.name))
    if wounds:
        player.hand.extend(["wound"] * wounds)
        combat.wounds_taken += wounds
        turn.wounds_received += wounds * (2 if "poison" in abil else 1)  # Banner of Protection
        lines.append(t("mk-combat-hero-wounds", player=player.name, n=wounds))
        if "poison" in abil:
            player.discard.extend(["wound"] * wounds)
            lines.append(t("mk-combat-poison-discard", n=wounds))
        lines.extend(lasting.wounds_to_hand(ctx, player, turn, wounds))  # Rush of Adrenaline
        if "vampiric" in abil:
            e.armor_bonus += wounds
        if "paralyze" in abil:
            _discard_non_wounds(player)
            lines.append(t("mk-combat-paralyze-discard"))
        limit = ctx.data.levels.hand_limit(player.level)
        if not combat.knocked_out and combat.wounds_taken >= limit:
            combat.knocked_out = True
            _discard_non_wounds(player)
            lines.append(t("mk-combat-knocked-out", n=combat.wounds_taken, limit=limit))
    e.assigned[i] = True
    return t("mk-combat-sentence", text=join(*lines, sep="; "))


def _discard_non_wounds(player: Player) -> None:
    keep = [c for c in player.hand if c == "wound"]
    player.discard.extend(c for c in player.hand if c != "wound")
    player.hand = keep


# --------------------------------------------------------------------------- phases and outcome
def next_phase(ctx: Ctx, player: Player, turn: Turn) -> Say:
    """Move on to the next phase; after the Attack phase the combat ends."""
    combat = _combat(turn)
    if combat.phase == "ranged":
        combat.phase = "block"
        _summon(ctx, combat)
        if not unblocked(ctx, combat):
            ended = _end_of_block(ctx, player, combat)
            return _to_attack(ctx, combat, join(t("mk-combat-no-enemy-attacks"), ended, sep=""))
        return t("mk-combat-now-block", listing=_listing(ctx, combat))
    if combat.phase == "block":
        ended = _end_of_block(ctx, player, combat)
        if not unblocked(ctx, combat):
            return _to_attack(ctx, combat, join(t("mk-combat-all-blocked"), ended, sep=""))
        combat.phase = "damage"
        return t("mk-combat-now-damage", ended=ended, pending=_pending_listing(ctx, combat))
    if combat.phase == "damage":
        if unblocked(ctx, combat):
            raise IllegalActionError(t("mk-combat-assign-all-first", pending=_pending_listing(ctx, combat)))
        return _to_attack(ctx, combat, t("mk-combat-damage-assigned"))
    return end(ctx, player, turn)


def _end_of_block(ctx: Ctx, player: Player, combat: Combat) -> Say:
    """Delphana Masters: marked enemies whose every attack was blocked are destroyed now."""
    return join(*(join("; ", x, sep="") for x in lasting.end_of_block(ctx, player, combat, _defeat)), sep="")


def _to_attack(ctx: Ctx, combat: Combat, why: Say) -> Say:
    for s in [e for e in combat.enemies if e.role == "summoned"]:
        ctx.state.enemy_discards.setdefault(s.colour, []).append(s.enemy)
        combat.enemies.remove(s)
    combat.phase = "attack"
    if not living(combat):
        return t("mk-combat-all-defeated", why=why)
    return t("mk-combat-now-attack", why=why)


def _summon(ctx: Ctx, combat: Combat) -> None:
    """§7.3: each summoner draws random brown monsters that attack in its place."""
    for e in list(living(combat)):
        for a in record(ctx, e).attacks:
            pile = a.summon_colour or "brown"
            for _ in range(a.summon):
                drawn = draw_enemy(ctx, pile)
                if drawn is None:
                    ctx.say(t("mk-combat-none-to-summon", colour=pile))
                    continue
                s = _new_enemy(combat, ctx.data.enemies[drawn], "summoned", summoner=e.uid)
                ctx.say(
                    t(
                        "mk-combat-summons",
                        enemy=_name(ctx, e),
                        uid=e.uid,
                        summoned=_name(ctx, s),
                        summoned_uid=s.uid,
                    )
                )


def end(ctx: Ctx, player: Player, turn: Turn) -> Say:
    """§7.7: the outcome, then the combat is over (levels wait for the end of the turn)."""
    combat = _combat(turn)
    state = ctx.state
    lines: list[Say] = []
    # tokens of defeated enemies leave the map; undefeated ones stay or are discarded
    for e in combat.enemies:
        rec = record(ctx, e)
        space = state.spaces.get(e.origin) if e.origin else None
        if e.defeated:
            if space is not None:
                _remove_token(space, e.enemy)
            if e.kept:  # Puppet Master: the hero keeps the token
                player.kept_enemies.append(e.enemy)
            else:
                state.enemy_discards.setdefault(e.colour, []).append(e.enemy)
            if e.role == "rampaging" and space is not None and space.rampaging:
                rep = ctx.data.rampaging[space.rampaging].reputation
                change_reputation(ctx, player, rep, t("mk-combat-why-defeating-rampaging", enemy=rec.name))
        elif space is None:
            state.enemy_discards.setdefault(e.colour, []).append(e.enemy)
    for e in combat.enemies:
        space = state.spaces.get(e.origin) if e.origin else None
        if e.role == "rampaging" and space is not None and not space.tokens:
            space.rampaging = None
        elif e.role == "rampaging" and space is not None:
            pursuit.rest_survivors(space)
    defenders = [e for e in combat.enemies if e.role == "defender"]
    won = bool(defenders) and all(e.defeated for e in defenders)
    if combat.site_hex is not None:
        space = state.spaces[combat.site_hex]
        lines.append(_site_outcome(ctx, player, turn, combat, space, won))
    turn.combat = None
    outcome = join(*lines, sep="; ")
    return t("mk-combat-over-outcome", outcome=outcome) if outcome else t("mk-combat-over")


def _site_outcome(ctx: Ctx, player: Player, turn: Turn, combat: Combat, space: Space, won: bool) -> Say:
    site = ctx.data.sites[space.site] if space.site else None
    name = site_words(site)
    if combat.kind == "burn":
        if won:
            space.burned = True
            space.owner = player.seat
            turn.rewards.append({"gain_card": "artifact"})
            return t("mk-combat-monastery-burns", player=player.name)
        return t("mk-combat-monastery-stands")
    if combat.kind == "assault" and space.site == "city":
        return _city_outcome(ctx, player, combat, space)
    if combat.kind == "assault":
        if won:
            space.owner = player.seat
            if site is not None and site.id == "mage_tower":
                turn.rewards.append({"gain_card": "spell"})
                return t("mk-combat-conquers-tower", player=player.name, site=name)
            return t("mk-combat-conquers", player=player.name, site=name, reward="none")
        if combat.retreat_to:
            player.position = list(parse_hex(combat.retreat_to))
            return t("mk-combat-assault-fails-withdraw", player=player.name, hex=combat.retreat_to)
        return t("mk-combat-assault-fails")
    if combat.kind == "adventure_again":
        return t("mk-combat-conquered-before", site=site_words(site, "nom"))
    if combat.kind == "adventure":
        if won:
            space.owner = player.seat
            reward = _site_reward(site)
            if combat.path is not None and site is not None:  # a Maze/Labyrinth path
                option = next(o for o in site.options if o.paths)
                chosen = next(p for p in option.paths if p.move == combat.path)
                reward = [copy.deepcopy(dict(chosen.reward))]
                space.paths_taken.append(combat.path)
                space.shields.append(player.seat)
            if space.ruins is not None:  # the ruins token's reward, and the token leaves the map
                reward = [copy.deepcopy(dict(ctx.data.ruins[space.ruins].reward))]
                ctx.state.ruins_discard.append(space.ruins)
                space.ruins = None
            turn.rewards.extend(reward)
            return t(
                "mk-combat-conquers", player=player.name, site=name, reward="later" if reward else "none"
            )
        return t("mk-combat-not-conquered", site=site_words(site, "nom"))
    return ""


def _city_outcome(ctx: Ctx, player: Player, combat: Combat, space: Space) -> Say:
    """§7.7-§7.8: a Shield per defeated defender, in order; once no defender is left the city is
    conquered and its leader is the player with the most Shields (ties: the earliest Shield)."""
    beaten = sum(1 for e in combat.enemies if e.role == "defender" and e.defeated)
    space.shields.extend([player.seat] * beaten)
    text = t("mk-combat-city-shields", player=player.name, n=beaten)
    if space.tokens:
        if combat.retreat_to:
            player.position = list(parse_hex(combat.retreat_to))
        left = t(
            "mk-combat-city-defenders-left", n=len(space.tokens), player=player.name, hex=combat.retreat_to
        )
        return join(text, left, sep="; ")
    counts: dict[int, int] = {}
    for seat in space.shields:
        counts[seat] = counts.get(seat, 0) + 1
    leader = max(counts, key=lambda s: (counts[s], -space.shields.index(s)))
    space.owner = leader
    return join(text, t("mk-combat-city-conquered", leader=ctx.state.players[leader].name), sep="; ")


def _site_reward(site: Any) -> list[dict[str, Any]]:
    """The site's reward effect (``Site.reward`` in the data), taken at the end of the turn (rewards.py)."""

    reward = getattr(site, "reward", None)
    return [copy.deepcopy(dict(reward))] if reward else []


def _remove_token(space: Space, enemy: str) -> None:
    for tok in space.tokens:
        if tok.enemy == enemy:
            space.tokens.remove(tok)
            return


def _combat(turn: Turn) -> Combat:
    if turn.combat is None:
        raise IllegalActionError(t("mk-combat-not-in-combat"))
    return turn.combat


def _listing(ctx: Ctx, combat: Combat) -> Say:
    out: list[Say] = []
    for e in attackers(combat):
        vals = [
            t(
                "mk-combat-attack-value",
                value=attack_value(ctx, combat, e, i),
                element=record(ctx, e).attacks[i].element or "physical",
            )
            for i in attack_indexes(ctx, e)
        ]
        out.append(t("mk-combat-attacker", enemy=_name(ctx, e), uid=e.uid, values=join(*vals, sep=" + ")))
    return join(*out, sep=", ") if out else t("mk-combat-none")


def _pending_listing(ctx: Ctx, combat: Combat) -> Say:
    out: list[Say] = [
        t(
            "mk-combat-pending",
            enemy=_name(ctx, e),
            uid=e.uid,
            attack=0 if len(attack_indexes(ctx, e)) == 1 else i + 1,
            value=attack_value(ctx, combat, e, i),
        )
        for e, i in unblocked(ctx, combat)
    ]
    return join(*out, sep=", ") if out else t("mk-combat-none")


def hex_key(h: tuple[int, int]) -> str:
    return format_hex(h)
