"""Resolvers and combat hooks for the unit abilities and cards that change how a combat goes (see
``resolvers/__init__``): Block that counts twice against Swift (Utem Guardsmen, Altem Guardians, Shield
Bash), a unit wounding itself (Utem Swordsmen), bonuses for the other units' attacks and changed enemy
attacks (Shocktroops), every attack becoming Cold Fire or Siege (Altem Mages), an enemy destroyed if
all its attacks are blocked (Delphana Masters), peeking at enemies and exploring from afar (Scouts),
abilities an enemy's attacks lose (Chilling Stare), triggers on Wounds taken into the hand (Rush of
Adrenaline), on a successful block (Burning Shield, Shield Bash powered), a possessed enemy's attack
(Charm powered) and the Armor of fully blocked enemies (Cure powered).

Where the state lives: the turn's modifiers (modifiers.py) ``swift_double`` (declaration parts counting
twice against Swift), ``block_trigger`` (effects waiting for the block being declared to succeed; both
lapse with the declaration), ``wound_trigger``, ``explore_distance``, ``peeked``; ``Combat.attacks_become``,
``Combat.unit_attack_bonus``, ``Combat.blocked_armor``, ``Combat.possessed`` (attacks kept for the
Attack phase: ``[enemy uid they may not target, amount, element, source]``);
``CombatEnemy.destroy_if_blocked``, ``CombatEnemy.damage_first``, ``CombatEnemy.lost``. ``combat.flow``,
``combat.unit_use``, ``units`` and ``exploration`` call the hooks at the end of this module.

Units outside declarations in combat (``activate`` during a combat): :func:`activate_in_combat`
resolves abilities made of the enemy-targeting kinds (``enemy``: the enemy, ``attack``: which attack of
a multi-attack enemy), paid mana colours following the rule that red (blue) effects do nothing to Fire
(Ice) resistant enemies and Arcane Immunity stops them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import enemies, interpret, mana, units
from bot.games.mageknight.asking import paying, payments
from bot.games.mageknight.combat.lasting import (
    THAT,
    card_name,
    enemy_label,
)
from bot.games.mageknight.exploration import peek_targets, peek_text
from bot.games.mageknight.interpret import RESOLVERS, resolver
from bot.games.mageknight.option import applies, offer
from bot.games.mageknight.play import Play
from bot.games.mageknight.resolvers import spells as _spells

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Combat, CombatEnemy, OwnedUnit, Player, Turn

#: Kinds a unit ability may use in combat outside a declaration (:func:`activate_in_combat`).
UNIT_COMBAT_KINDS = frozenset(
    {
        "all",
        "enemy_armor",
        "enemy_attack",
        "enemy_skips_attack",
        "enemy_loses",
        "destroy_if_blocked",
        "damage_to_this_unit_first",
        "attacks_become",
        "units_gain_resistances",
    }
)
#: Kinds of this module only meaningful in combat (the options do not offer them outside one).
IN_COMBAT = frozenset(
    {
        "enemy_attack",
        "destroy_if_blocked",
        "attacks_become",
        "enemy_attacks_lose_abilities",
        "possess_enemy",
        "blocked_enemies_armor",
    }
)


def _combat(ctx: Ctx, turn: Turn, what: Say) -> Combat:
    if turn.combat is None:
        raise IllegalActionError(t("mk-combat-used-in-combat", what=what))
    return turn.combat


def _traits(names: Any) -> list[Say]:
    """Enemy abilities and resistances by their ids (``swift``, ``fire_resistance``...), in words."""
    return [t("mk-combat-trait", trait=str(n)) for n in names]


def _attack_pick(ctx: Ctx, e: CombatEnemy, params: Mapping[str, str]) -> int:
    """The attack of ``e`` an effect changes: the only one, or ``attack:<n>`` (from 1)."""

    idx = enemies.attack_indexes(ctx, e)
    if not idx:
        raise IllegalActionError(t("mk-combat-no-own-attack", enemy=enemy_label(ctx, e)))
    if len(idx) == 1:
        return idx[0]
    raw = params.get("attack", "")
    if not raw.isdigit() or int(raw) - 1 not in idx:
        which = "|".join(str(i + 1) for i in idx)
        raise IllegalActionError(t("mk-combat-several-attacks", enemy=enemy_label(ctx, e), which=which))
    return int(raw) - 1


def _change_attack(ctx: Ctx, combat: Combat, e: CombatEnemy, i: int, by: int) -> Say:
    while len(e.reduction) <= i:
        e.reduction.append(0)
    e.reduction[i] -= by  # attack_value never goes below 0
    now = enemies.attack_value(ctx, combat, e, i)
    return t("mk-combat-attack-changed", enemy=enemy_label(ctx, e), by=f"{by:+d}", now=now)


# --------------------------------------------------------------------------- cards' resolvers
@resolver("block_counts_double_vs_swift")
def _block_counts_double_vs_swift(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The Block part just gathered (the same card's) counts twice against a Swift attack."""
    if turn.parts is None or not turn.parts or turn.parts[-1][2] != "block":
        raise IllegalActionError(t("mk-combat-block-in-declaration", card=card_name(ctx, play.card)))
    turn.add("swift_double", play.card, part=len(turn.parts) - 1)
    return t("mk-combat-counts-twice-vs-swift")


@resolver("wound_this_unit")
def _wound_this_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    raise IllegalActionError(t("mk-combat-own-wound-only"))


@resolver("units_attack_bonus")
def _units_attack_bonus(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    combat = _combat(ctx, turn, card_name(ctx, play.card))
    combat.unit_attack_bonus.append([play.params.get("_unit", ""), int(effect["units_attack_bonus"])])
    return t("mk-combat-units-attack-bonus", bonus=f"{int(effect['units_attack_bonus']):+d}")


@resolver("damage_to_this_unit_first")
def _damage_to_this_unit_first(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    raise IllegalActionError(t("mk-combat-own-damage-only"))


@resolver("enemy_attack")
def _enemy_attack(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    combat = _combat(ctx, turn, card_name(ctx, play.card))
    if combat.phase not in ("ranged", "block"):
        raise IllegalActionError(t("mk-combat-change-attack-when"))
    hit, note = _spells._targets(ctx, turn, effect, "enemy_attack", play)
    out = [
        _change_attack(ctx, combat, e, _attack_pick(ctx, e, play.params), int(effect["enemy_attack"]))
        for e in hit
    ]
    return join(join(*out, sep=", ") if out else t("mk-combat-no-enemy-affected"), note, sep="")


@resolver("destroy_if_blocked")
def _destroy_if_blocked(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    combat = _combat(ctx, turn, card_name(ctx, play.card))
    if combat.phase not in ("ranged", "block"):
        raise IllegalActionError(t("mk-combat-before-block-end"))
    hit, note = _spells._targets(
        ctx, turn, {**effect, "target": effect["destroy_if_blocked"]}, "destroy_if_blocked", play
    )
    for e in hit:
        e.destroy_if_blocked = True
    names = [enemy_label(ctx, e) for e in hit]
    return join(t("mk-combat-will-be-destroyed", enemies=names or t("mk-combat-no-enemy")), note, sep="")


@resolver("attacks_become")
def _attacks_become(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    combat = _combat(ctx, turn, card_name(ctx, play.card))
    what = str(effect["attacks_become"])
    if what not in combat.attacks_become:
        combat.attacks_become.append(what)
    return fx.text(effect)


@resolver("explore_distance")
def _explore_distance(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    turn.add("explore_distance", play.card, distance=int(effect["explore_distance"]))
    return fx.text(effect)


@resolver("peek_enemy")
def _peek_enemy(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    return peek_text(ctx, player, turn, effect, play.params)


@resolver("enemy_attacks_lose_abilities")
def _enemy_attacks_lose_abilities(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The chosen enemy's attacks lose the listed abilities this combat (``CombatEnemy.lost``, read by
    ``enemies.abilities``); a summoner passes it on to its summoned monster (R-CHILL)."""

    combat = _combat(ctx, turn, card_name(ctx, play.card))
    e = _one_enemy(ctx, turn, play, card_name(ctx, play.card))
    colour = ctx.data.cards[play.card].colour if play.card in ctx.data.cards else None
    resisted = {"red": "fire", "blue": "ice"}.get(colour or "")
    if resisted in enemies.resistances(ctx, e):
        return t("mk-combat-no-effect-resistant", enemy=enemy_label(ctx, e))
    if not effect.get("ignores_arcane_immunity") and "arcane_immunity" in enemies.abilities(ctx, combat, e):
        return t("mk-combat-no-effect-arcane", enemy=enemy_label(ctx, e))
    lost = [str(a) for a in effect["enemy_attacks_lose_abilities"]]
    reached = [e] + [s for s in combat.enemies if s.summoner == e.uid]
    for x in reached:
        x.lost.extend(a for a in lost if a not in x.lost)
    labels = [enemy_label(ctx, x) for x in reached]
    return t("mk-combat-attacks-lose", enemies=labels, traits=_traits(lost))


@resolver("on_wound_to_hand")
def _on_wound_to_hand(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    turn.add(
        "wound_trigger",
        play.card,
        effect=dict(effect["then"]),
        left=int(effect["on_wound_to_hand"]),
        skip=int(effect.get("skip", 0)),
    )
    return fx.text(effect)


@resolver("throw_away_wound")
def _throw_away_wound(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Wounds go back to the Wound deck from the listed places, the hand first (none there: no effect)."""
    n = int(effect["throw_away_wound"])
    places = [str(p) for p in effect.get("from", ["hand"])]
    done = 0
    for place in places:
        pile = player.hand if place == "hand" else player.discard
        while done < n and "wound" in pile:
            pile.remove("wound")
            done += 1
    return t("mk-combat-throws-away-wounds", n=done)


@resolver("on_successful_block")
def _on_successful_block(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    if turn.parts is None or turn.combat is None or turn.combat.block_target is None:
        raise IllegalActionError(t("mk-combat-its-block-in-declaration", card=card_name(ctx, play.card)))
    turn.add(
        "block_trigger",
        play.card,
        when="success",
        effect=dict(effect["on_successful_block"]),
        part=len(turn.parts) - 1,
    )
    return t("mk-combat-if-block-succeeds", effect=fx.text(effect["on_successful_block"]))


@resolver("possess_enemy")
def _possess_enemy(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The enemy makes no attacks (they count as blocked) and each of its attacks is kept for the Attack
    phase, with its element, usable only against other enemies (R-POSSESS)."""

    combat = _combat(ctx, turn, card_name(ctx, play.card))
    if combat.phase not in ("ranged", "block"):
        raise IllegalActionError(t("mk-combat-possess-when"))
    e = _one_enemy(ctx, turn, play, card_name(ctx, play.card))
    if "arcane_immunity" in enemies.abilities(ctx, combat, e):
        raise IllegalActionError(t("mk-combat-possess-arcane", enemy=enemy_label(ctx, e)))
    gained: list[Say] = []
    for i in enemies.attack_indexes(ctx, e):
        a = enemies.record(ctx, e).attacks[i]
        e.blocked[i] = True
        combat.possessed.append([e.uid, a.value, a.element or "physical", card_name(ctx, play.card)])
        gained.append(t("mk-combat-value-element", value=a.value, element=a.element or "physical"))
    return t("mk-combat-possessed", enemy=enemy_label(ctx, e), attack=join(*gained, sep=" + ") or "0")


@resolver("blocked_enemies_armor")
def _blocked_enemies_armor(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    combat = _combat(ctx, turn, card_name(ctx, play.card))
    combat.blocked_armor = int(effect["blocked_enemies_armor"])
    return fx.text(effect)


def _one_enemy(ctx: Ctx, turn: Turn, play: Play, who: str) -> CombatEnemy:
    living = _spells.enemy_choices(turn)
    uid = play.params.get("enemy")
    e = next((x for x in living if x.uid == uid), None)
    if e is None:
        listing = [f"{x.uid} ({enemies.record(ctx, x).name})" for x in living] or t("mk-combat-none")
        raise IllegalActionError(t("mk-combat-card-name-enemy", card=who, listing=listing))
    return e


def _excess_per(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """``per = excess_block`` waits for the block declared now: counted once it succeeds (R-EXCESS)."""
    if turn.parts is None or turn.combat is None or turn.combat.block_target is None or not turn.parts:
        raise IllegalActionError(t("mk-combat-its-block-in-declaration", card=card_name(ctx, play.card)))
    turn.add("block_trigger", play.card, when="excess", effect=dict(effect["each"]), part=len(turn.parts) - 1)
    return t("mk-combat-after-block", effect=fx.text(effect))


interpret.DEFERRED_PER["excess_block"] = _excess_per  # known only once the block's total is computed


# --------------------------------------------------------------------------- Scouts
# --------------------------------------------------------------------------- units


def activate_in_combat(
    ctx: Ctx, player: Player, turn: Turn, uid: str, index: int, params: Mapping[str, str]
) -> Say:
    """Use a unit's combat ability that is not an Attack or Block (Shocktroops, Delphana Masters, Altem
    Mages, Altem Guardians): pay, spend the unit, resolve on the named enemy (R-UNIT-COMBAT)."""

    combat = _combat(ctx, turn, t("mk-combat-this"))
    owned = units.find(player, uid)
    rec = ctx.data.units[owned.unit]
    key = f"{owned.uid}@{index}"
    again = (  # Delphana Masters: more of its abilities in the same activation, each once (R-UNIT-COMBAT)
        rec.multi_ability
        and owned.spent
        and not owned.wounds
        and any(k.startswith(f"{owned.uid}@") for k in combat.multi_used)
    )
    if again and key in combat.multi_used:
        raise IllegalActionError(t("mk-combat-ability-used", unit=rec.name, index=index))
    if not again:
        units.check_ready(ctx, owned, index)
    if not combat.units_allowed:
        raise IllegalActionError(t("mk-combat-no-units"))
    if (
        combat.max_units is not None
        and owned.uid not in combat.units_used
        and len(combat.units_used) >= combat.max_units
    ):
        raise IllegalActionError(t("mk-unit-max-in-combat", n=combat.max_units))
    ability = rec.abilities[index - 1]
    if fx.kinds_in(ability.effect) & {"attack", "block"}:
        raise IllegalActionError(
            t(
                "mk-combat-ability-in-declaration",
                unit=rec.name,
                index=index,
                effect=fx.text(ability.effect),
                item=f"{owned.uid}@{index}",
            )
        )
    alts = fx.alternatives(ability.effect)
    chosen = alts[0]
    if len(alts) > 1:
        slugs = ability_slugs(alts)
        mode = params.get("mode")
        if mode not in slugs:
            listing = [
                t("mk-unit-way", way=f"mode:{s}", effect=fx.text(a)) for s, a in zip(slugs, alts, strict=True)
            ]
            raise IllegalActionError(
                t("mk-combat-ability-choose", unit=rec.name, index=index, listing=listing)
            )
        chosen = alts[slugs.index(mode)]
    if "heal" in fx.kinds_in(chosen):  # Herbalists, Magic Familiars: after the combat (R-HEAL-COMBAT)
        units.refuse_in_combat(turn)
    if not fx.kinds_in(chosen) <= UNIT_COMBAT_KINDS:
        raise NotAvailableYetError(
            t("mk-combat-ability-not-yet", unit=rec.name, index=index, effect=fx.text(chosen))
        )
    if again:
        if ability.mana is not None:
            mana.pay_text(ctx, player, turn, ability.mana, params.get("mana"))
    else:
        units.unit_ability(ctx, player, owned, index, turn=turn, mana_choice=params.get("mana"))
    if rec.multi_ability:
        combat.multi_used.append(key)
    if owned.uid not in combat.units_used:
        combat.units_used.append(owned.uid)
    local = dict(params)
    detail = _unit_effect(ctx, player, turn, owned, chosen, local, ability.mana)
    return t("mk-combat-activates", player=player.name, unit=units.name(ctx, owned), effect=detail)


def ability_slugs(alts: list[Mapping[str, Any]]) -> list[str]:
    """Mode names of a unit ability's alternatives (Altem Mages: ``coldfire`` / ``siege``)."""
    out = [str(a["attacks_become"]) if fx.kind_of(a) == "attacks_become" else fx.slug(a) for a in alts]
    return out if len(set(out)) == len(out) else interpret.mode_slugs(alts)


def _unit_targets(
    ctx: Ctx, turn: Turn, owned: OwnedUnit, how: str, params: dict[str, str], paid: str | None
) -> list[CombatEnemy]:

    assert turn.combat is not None
    living = _spells.enemy_choices(turn)
    if how == "every":
        chosen = living
    else:
        uid = (params.get(THAT) if how == "that" else None) or params.get("enemy")
        one = next((x for x in living if x.uid == uid), None)
        if one is None:
            listing = [f"{x.uid} ({enemies.record(ctx, x).name})" for x in living] or t("mk-combat-none")
            raise IllegalActionError(t("mk-combat-name-enemy", listing=listing))
        params[THAT] = one.uid
        chosen = [one]
    resisted = {"red": "fire", "blue": "ice"}.get(paid or "")
    return [
        e
        for e in chosen
        if "arcane_immunity" not in enemies.abilities(ctx, turn.combat, e)
        and resisted not in enemies.resistances(ctx, e)
    ]


def _unit_effect(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    owned: OwnedUnit,
    effect: Mapping[str, Any],
    params: dict[str, str],
    paid: str | None,
) -> Say:
    """A unit's combat ability through the effect interpreter, as a source of kind ``unit_in_combat``
    (``_paid``: the colour of the mana paid for it)."""
    if paid:
        params["_paid"] = paid
    play = Play(owned.unit, "basic", params, "unit_in_combat", subject=owned)
    return interpret.resolve(ctx, player, turn, effect, play, 0)


def _unit_combat_leaf(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The leaves of a unit's combat ability used outside a declaration (R-UNIT-COMBAT)."""
    owned: OwnedUnit = play.subject
    params, paid = play.params, play.params.get("_paid")
    combat = turn.combat
    assert combat is not None
    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind in ("attacks_become", "units_gain_resistances"):
        return RESOLVERS[kind](ctx, player, turn, effect, Play(owned.unit, "basic", {}), 0)
    if kind in ("enemy_attack", "damage_to_this_unit_first", "enemy_skips_attack", "destroy_if_blocked"):
        if combat.phase not in ("ranged", "block"):
            raise IllegalActionError(t("mk-combat-ability-before-damage"))
    how = str(effect.get("target", value if isinstance(value, str) else "one"))
    if kind == "damage_to_this_unit_first":
        uid = params.get(THAT)
        e = next((x for x in combat.enemies if x.uid == uid), None)
        if e is None:
            return t("mk-combat-no-enemy-affected")
        e.damage_first = [owned.uid, int(params.get("_attack", "0"))]
        return t(
            "mk-combat-must-damage-first", enemy=enemy_label(ctx, e), unit=ctx.data.units[owned.unit].name
        )
    hit = _unit_targets(ctx, turn, owned, how, params, paid)
    if not hit:
        return t("mk-combat-unit-no-effect")
    out: list[Say] = []
    for e in hit:
        if kind == "enemy_armor":
            out.append(_spells._armor_text(ctx, turn, [e], int(value), int(effect.get("min", 1))))
        elif kind == "enemy_attack":
            i = _attack_pick(ctx, e, params)
            params["_attack"] = str(i)
            out.append(_change_attack(ctx, combat, e, i, int(value)))
        elif kind == "enemy_skips_attack":
            if effect.get("only") == "unfortified" and enemies.fortified(ctx, combat, e):
                raise IllegalActionError(t("mk-combat-fortified-not-target", enemy=enemy_label(ctx, e)))
            for i in range(len(e.blocked)):
                e.blocked[i] = True
            out.append(t("mk-combat-does-not-attack", enemy=enemy_label(ctx, e)))
        elif kind == "enemy_loses":
            e.lost.extend(str(x) for x in value if str(x) not in e.lost)
            out.append(t("mk-combat-loses", enemy=enemy_label(ctx, e), traits=_traits(value)))
        elif kind == "destroy_if_blocked":
            e.destroy_if_blocked = True
            out.append(t("mk-combat-will-be-destroyed", enemies=[enemy_label(ctx, e)]))
    return join(*out, sep="; ")


interpret.SOURCES["unit_in_combat"] = interpret.Source(leaf=_unit_combat_leaf)

# --------------------------------------------------------------------------- hooks for combat.flow


# --------------------------------------------------------------------------- options support
def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]
) -> list[dict[str, str]] | None:
    kind = fx.kind_of(effect)
    if kind in ("enemy_attacks_lose_abilities", "possess_enemy", "enemy_attack", "destroy_if_blocked"):
        return [
            {"enemy": e.uid}
            for e in _spells.enemy_choices(turn)
            if e.role != "summoned" or kind == "enemy_attack"
        ]
    if kind == "peek_enemy":
        return [{"target": t} for t in peek_targets(ctx, player, int(effect["peek_enemy"]))]
    return None


def usable(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> bool | None:
    kinds = fx.kinds_in(effect)
    if kinds & {
        "block_counts_double_vs_swift",
        "on_successful_block",
        "wound_this_unit",
        "damage_to_this_unit_first",
    }:
        return False  # inside a block declaration only (or a unit's own)
    if kinds & IN_COMBAT:
        if turn.combat is None:
            return False
        if kinds & {"possess_enemy", "enemy_attack", "destroy_if_blocked"} and turn.combat.phase not in (
            "ranged",
            "block",
        ):
            return False
    return None


def unit_options(ctx: Ctx, player: Player, turn: Turn) -> list[Any]:
    """``activate`` options for the in-combat unit abilities that name no enemy (Altem Mages, Altem
    Guardians), kept when they apply; those naming an enemy are typed only for now."""
    combat = turn.combat
    if combat is None or not combat.units_allowed or combat.phase not in ("ranged", "block"):
        return []
    out = []
    for owned in player.units:
        if owned.spent or owned.wounds:
            continue
        rec = ctx.data.units[owned.unit]
        for i, ability in enumerate(rec.abilities, start=1):
            if fx.kinds_in(ability.effect) & {"attack", "block"}:
                continue
            alts = fx.alternatives(ability.effect)
            for alt, slug in zip(alts, ability_slugs(alts), strict=True):
                if not fx.kinds_in(alt) <= UNIT_COMBAT_KINDS:
                    continue
                mode = {"mode": slug} if len(alts) > 1 else {}
                if "one" in (str(v) for sub in alt.get("all", [alt]) for v in sub.values()):
                    continue  # needs enemy:<id>, which /mk activate does not take yet: typed only
                label = t("mk-combat-activate-option", unit=rec.name, uid=owned.uid, effect=fx.text(alt))
                for pay in payments(ctx, player, turn, ability.mana):  # each source its own (R-ASK)
                    out.append(
                        offer(paying(label, pay), "activate", unit=owned.uid, ability=str(i), **mode, **pay)
                    )
    return [o for o in out if applies(ctx, player.seat, o)]
