"""Resolvers for the effect kinds of the Spells (see ``resolvers/__init__``), plus the general kinds
of ``effects/basic.py`` and ``effects/units.py`` the Spells and Artifacts share with other areas
(``up_to``, ``enemy_armor``, ``enemy_skips_attack``...; the combinators ``if``/``per``/``cost`` are
walked by ``interpret``, and ``fame``/``take_wounds``/``pay_mana`` are resolved by ``resolvers/advanced.py``).

Every kind is registered once, here or in another area module, whichever areas use it.

Enemy-targeting effects (rulebook §7.1, the vocabulary's convention): ``one`` = the enemy named by the
``enemy`` parameter, ``that`` = the enemy an earlier part of the same card targeted, ``every`` = every
enemy still in the combat. Arcane Immunity ignores them, and the effects of a red (blue) card do nothing
to a Fire (Ice) resistant enemy; such an enemy cannot be named, and ``every`` skips it. Armor never
drops below 1.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import enemies as enemy_rules
from bot.games.mageknight import interpret, mana, units
from bot.games.mageknight.combat import flow
from bot.games.mageknight.combat.lasting import THAT, affected
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.modes import COMBAT_KINDS
from bot.games.mageknight.resolvers.artifacts import unit_choices
from bot.games.mageknight.state import BASIC_COLOURS

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import CombatEnemy, Player, Turn

#: Kinds that only mean something in a combat (the options do not offer them outside one).
IN_COMBAT_KINDS = frozenset(
    {
        "enemy_armor",
        "fortified_enemy_armor",
        "enemy_skips_attack",
        "destroy_enemy",
        "ignore_site_fortification",
        "enemy_loses",
    }
)
#: Kinds that are typed in a declaration rather than offered (Shield of the Fallen Kings' separate
#: Blocks: ``card@basic/separate-blocks`` then ``card@later``, resolvers/artifacts.py).
NOT_OFFERED_KINDS = frozenset({"separate_blocks"})


# --------------------------------------------------------------------------- combinators
@resolver("up_to")
def _up_to(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    top = int(effect["up_to"])
    if fx_kind(effect["each"]) in ENEMY_KINDS:  # each time a different enemy: enemies:<e1,e2,...>
        uids = [u for u in play.params.get("enemies", "").split(",") if u]
        living = [e.uid for e in enemy_choices(turn)]
        if len(uids) > top or len(set(uids)) != len(uids) or any(u not in living for u in uids):
            raise IllegalActionError(
                t("mk-res-up-to-enemies", n=top, enemies=", ".join(living) or t("mk-res-none"))
            )
        done: list[Say] = []
        for uid in uids:
            play.params["enemy"] = uid
            play.params.pop(THAT, None)
            done.append(interpret.resolve(ctx, player, turn, effect["each"], play, 0))
        return join(*done, sep="; ") or t("mk-res-no-enemy-chosen")
    raw = play.params.get("times", "")
    if not raw.isdigit() or int(raw) > top:
        raise IllegalActionError(t("mk-res-how-many-times", n=top))
    n = int(raw)
    return join(
        t("mk-res-times", n=n),
        *(interpret.resolve(ctx, player, turn, effect["each"], play, 0) for _ in range(n)),
        sep="; ",
    )


ENEMY_KINDS = ("enemy_armor", "enemy_skips_attack", "destroy_enemy")


def fx_kind(effect: Mapping[str, Any]) -> str:
    return fx.kind_of(effect)


def _kinds(effect: Mapping[str, Any]) -> set[str]:
    return fx.kinds_in(effect)


# --------------------------------------------------------------------------- units
@resolver("ready_unit_levels")
def _ready_unit_levels(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:

    top = int(effect["ready_unit_levels"])
    uids = [u for u in play.params.get("units", "").split(",") if u]
    spent = [u for u in player.units if u.spent]
    levels = [
        t("mk-res-unit-level", uid=u.uid, unit=units.name(ctx, u), level=ctx.data.units[u.unit].level)
        for u in spent
    ]
    listing = levels or t("mk-res-none")
    chosen = []
    for uid in uids:
        unit = next((u for u in spent if u.uid == uid), None)
        if unit is None or unit in chosen:
            raise IllegalActionError(t("mk-res-not-spent", uid=uid, spent=listing))
        chosen.append(unit)
    total = sum(ctx.data.units[u.unit].level for u in chosen)
    if total > top:
        raise IllegalActionError(t("mk-res-levels-too-high", total=total, top=top, spent=listing))
    for u in chosen:
        u.spent = False
    if not chosen:
        return t("mk-res-readies-none")
    return t("mk-res-readies", units=", ".join(units.name(ctx, u) for u in chosen))


# --------------------------------------------------------------------------- crystals
@resolver("discard_for_crystal")
def _discard_for_crystal(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Discard a non-Wound card for a crystal of its colour (an Artifact: ``colour`` chooses). With
    ``up_to`` the cards are named in order by ``discards`` (comma-separated)."""

    named = [c for c in (play.params.get("discards") or play.params.get("discard") or "").split(",") if c]
    done = int(play.params.get("_discarded", "0"))
    choices = sorted({c for c in player.hand if c != "wound"})
    if done >= len(named) or named[done] not in player.hand or named[done] == "wound":
        raise IllegalActionError(
            t("mk-res-discard-for-crystals", cards=", ".join(choices) or t("mk-res-nothing"))
        )
    card = named[done]
    play.params["_discarded"] = str(done + 1)
    rec = ctx.data.cards[card]
    colour = rec.colour if rec.colour in BASIC_COLOURS else play.params.get("colour")
    if colour not in BASIC_COLOURS:
        raise IllegalActionError(t("mk-res-no-basic-colour", card=rec.name))
    player.hand.remove(card)
    player.discard.append(card)
    return t(
        "mk-res-discards-for",
        card=rec.name,
        got=mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap),
    )


@resolver("crystal_pairs")
def _crystal_pairs(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Once per pair of crystals of the two colours: ``each`` (the attacks add up); ``to_mana``: the
    crystals of those pairs then become mana tokens of their colours."""
    a, b = effect["crystal_pairs"]
    n = min(player.crystals.get(a, 0), player.crystals.get(b, 0))
    if n == 0:
        raise IllegalActionError(t("mk-res-no-crystal-pair", a=a, b=b))
    done = [interpret.resolve(ctx, player, turn, effect["each"], play, 0) for _ in range(n)]
    text = t("mk-res-crystal-pairs", n=n, a=a, b=b, done=join(*done, sep="; "))
    if effect.get("to_mana"):
        for colour in (a, b):
            player.crystals[colour] -= n
            turn.tokens.extend([colour] * n)
        return join(text, t("mk-res-crystals-to-tokens", n=2 * n), sep="; ")
    return text


# --------------------------------------------------------------------------- enemies in combat
def _living(turn: Turn) -> list[CombatEnemy]:
    assert turn.combat is not None
    return enemy_rules.living(turn.combat)


def enemy_choices(turn: Turn) -> list[CombatEnemy]:
    """The enemies a single-target effect may name: every enemy still in the combat."""
    return _living(turn) if turn.combat is not None else []


def _targets(
    ctx: Ctx, turn: Turn, effect: Mapping[str, Any], kind: str, play: Play
) -> tuple[list[CombatEnemy], Say]:
    """The enemies the effect reaches, and a note on those it does not (immunity, resistance)."""

    name = ctx.data.cards[play.card].name
    if turn.combat is None:
        raise IllegalActionError(t("mk-res-targets-in-combat", card=name))
    how = effect.get("target", effect[kind] if isinstance(effect[kind], str) else "one")
    living = enemy_choices(turn)
    if how == "every":
        chosen = living
    else:
        uid = (play.params.get(THAT) if how == "that" else None) or play.params.get("enemy")
        one = next((e for e in living if e.uid == uid), None)
        if one is None:
            listing = ", ".join(f"{e.uid} ({enemy_rules.record(ctx, e).name})" for e in living) or t(
                "mk-res-none"
            )
            raise IllegalActionError(t("mk-res-name-enemy", card=name, enemies=listing))
        play.params[THAT] = one.uid
        chosen = [one]
    hit = [e for e in chosen if affected(ctx, turn, play.card, e)]
    missed = [f"{enemy_rules.record(ctx, e).name} ({e.uid})" for e in chosen if e not in hit]
    note: Say = t("mk-res-no-effect-on", enemies=", ".join(missed)) if missed else ""
    return hit, note


def _armor_text(ctx: Ctx, turn: Turn, hit: list[CombatEnemy], v: int, floor: int) -> Say:
    if not hit:
        return t("mk-res-no-enemy-affected")
    parts = [
        t(
            "mk-res-enemy-armor",
            enemy=enemy_rules.record(ctx, e).name,
            uid=e.uid,
            by=f"{v:+d}",
            now=enemy_rules.lower_armor(ctx, turn, e, v, floor),
        )
        for e in hit
    ]
    return join(*parts, sep=", ")


@resolver("enemy_armor")
def _enemy_armor(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    hit, note = _targets(ctx, turn, effect, "enemy_armor", play)
    return join(
        _armor_text(ctx, turn, hit, int(effect["enemy_armor"]), int(effect.get("min", 1))), note, sep=""
    )


@resolver("fortified_enemy_armor")
def _fortified_enemy_armor(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:

    hit, _note = _targets(ctx, turn, effect, "fortified_enemy_armor", play)
    assert turn.combat is not None
    combat = turn.combat
    fortified = [e for e in hit if enemy_rules.fortified(ctx, combat, e) > 0]
    if not fortified:
        return t("mk-res-no-fortified-enemy")
    text = _armor_text(ctx, turn, fortified, int(effect["fortified_enemy_armor"]), int(effect.get("min", 1)))
    return t("mk-res-fortified-armor", text=text)


@resolver("enemy_skips_attack")
def _enemy_skips_attack(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The enemy does not attack this combat: its attacks count as dealt with (as if blocked), so it
    deals no damage; played before the Assign Damage phase."""

    combat = turn.combat
    if combat is not None and combat.phase not in ("ranged", "block"):
        raise IllegalActionError(t("mk-res-skip-attack-too-late", card=ctx.data.cards[play.card].name))
    hit, note = _targets(
        ctx, turn, {**effect, "target": effect["enemy_skips_attack"]}, "enemy_skips_attack", play
    )
    names = []
    for e in hit:
        idx = enemy_rules.attack_indexes(ctx, e)
        while len(e.blocked) < len(ctx.data.enemies[e.enemy].attacks):
            e.blocked.append(False)
        for i in idx:
            e.blocked[i] = True
        names.append(f"{enemy_rules.record(ctx, e).name} ({e.uid})")
    return join(t("mk-res-skips-attack", enemies=", ".join(names) or t("mk-res-no-enemy")), note, sep="")


@resolver("destroy_enemy")
def _destroy_enemy(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    how = effect["destroy_enemy"]
    if how == "blocked":
        raise NotAvailableYetError(t("mk-res-destroy-blocked-not-available"))
    hit, note = _targets(ctx, turn, {**effect, "target": how}, "destroy_enemy", play)
    assert turn.combat is not None
    out: list[Say] = []
    for e in hit:
        fame = flow._defeat(ctx, player, turn.combat, e)
        out.append(t("mk-res-destroys", enemy=enemy_rules.record(ctx, e).name, uid=e.uid, fame=fame))
    return join(join(*out, sep="; ") or t("mk-res-destroys-nothing"), note, sep="")


@resolver("enemy_loses")
def _enemy_loses(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The targeted enemies lose the listed traits for the rest of the combat (``CombatEnemy.lost``,
    read by ``combat.flow``: fortification, resistances, Swift)."""

    hit, note = _targets(ctx, turn, effect, "enemy_loses", play)
    traits = [str(x) for x in effect["enemy_loses"]]
    for e in hit:
        e.lost.extend(x for x in traits if x not in e.lost)
    if not hit:
        return join(t("mk-res-no-enemy-affected"), note, sep="")
    words = [t("mk-res-trait", trait=x, words=x.replace("_", " ")) for x in traits]
    names = ", ".join(f"{enemy_rules.record(ctx, e).name} ({e.uid})" for e in hit)
    return join(t("mk-res-enemies-lose", enemies=names, n=len(hit), traits=words), note, sep="")


@resolver("ignore_site_fortification")
def _ignore_site_fortification(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    combat = turn.combat
    if combat is None:
        raise IllegalActionError(t("mk-res-ignore-fortification-where", card=ctx.data.cards[play.card].name))
    for e in combat.enemies:
        e.site_fortified = False
        e.wall = False
    return t("mk-res-fortification-ignored")


# --------------------------------------------------------------------------- movement
@resolver("set_terrain_cost")
def _set_terrain_cost(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Until the end of the turn the listed terrains cost exactly the value (``movement.step_cost``);
    a lake listed here may be entered at that cost."""
    v = int(effect["set_terrain_cost"])
    terrains = [str(x) for x in effect["terrains"]]
    for x in terrains:
        turn.add("terrain_set_cost", play.card, terrain=x, cost=v)
    return t("mk-res-terrains-set-cost", terrains=_terrains(terrains), n=v)


@resolver("forbid_terrain")
def _forbid_terrain(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    terrains = [str(x) for x in effect["forbid_terrain"]]
    for x in terrains:
        if not turn.has("forbidden_terrain", terrain=x):
            turn.add("forbidden_terrain", play.card, terrain=x)
    return t("mk-res-terrains-forbidden", terrains=_terrains(terrains))


def _terrains(ids: list[str]) -> list[Say]:
    """Terrains by id, in the reader's words (the id where the rulebook prints no name)."""
    return [t("mk-res-terrain", terrain=x, name=x) for x in ids]


# --------------------------------------------------------------------------- the hero and units
@resolver("hero_ignores_first_wound")
def _hero_ignores_first_wound(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    turn.add("ignore_first_wound", play.card)  # read by combat.flow.assign_damage
    return t("mk-res-ignore-first-wound")


@resolver("units_gain_resistances")
def _units_gain_resistances(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    gained = [str(r) for r in effect["units_gain_resistances"]]
    for r in gained:
        if not turn.has("unit_resistance", element=r):
            turn.add("unit_resistance", play.card, element=r)
    return t("mk-res-units-resist", resistances=[t("mk-res-resistance", element=r) for r in gained])


# --------------------------------------------------------------------------- cards and the next draw
@resolver("hand_limit")
def _hand_limit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    v = int(effect["hand_limit"])
    player.hand_limit_next += v
    return t("mk-res-hand-limit", by=f"{v:+d}")


def recall_choices(player: Player, n: int) -> list[str]:
    """The distinct sets of ``n`` cards (at most: all of them) a chosen recall may take, as "a,b"."""

    k = min(n, len(player.discard))
    return sorted({",".join(sorted(c)) for c in itertools.combinations(player.discard, k)})


@resolver("recall_discards")
def _recall_discards(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Take N cards from the discard pile (at random, or named by ``recall``) and put them together on
    top of or under the Deed deck (``where``: top | bottom)."""
    n = int(effect["recall_discards"])
    where = play.params.get("where")
    if where not in ("top", "bottom"):
        raise IllegalActionError(t("mk-res-recall-where"))
    k = min(n, len(player.discard))
    if effect["pick"] == "at_random":
        picked = [player.discard[i] for i in sorted(ctx.rng.shuffled(range(len(player.discard)))[:k])]
        ctx.checkpoint = True
    else:
        picked = [c for c in play.params.get("recall", "").split(",") if c]
        pool = list(player.discard)
        ok = len(picked) == k
        for c in picked:
            ok = ok and c in pool
            if c in pool:
                pool.remove(c)
        if not ok:
            raise IllegalActionError(
                t("mk-res-recall-choose", n=k, pile=", ".join(sorted(player.discard)) or t("mk-res-empty"))
            )
    for c in picked:
        player.discard.remove(c)
    if where == "top":
        player.deck[0:0] = picked
    else:
        player.deck.extend(picked)
    return t("mk-res-recalled", n=k, where=where)  # which ones: private (deck order)


interpret.add_quantities({"enemies_faced": lambda ctx, p, t: len(_living(t)) if t.combat is not None else 0})


# --------------------------------------------------------------------------- options support
def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]
) -> list[dict[str, str]] | None:
    """The parameter sets the kinds of this module need (None: not one of them)."""

    kind = fx.kind_of(effect)
    if kind in ("enemy_armor", "enemy_skips_attack", "destroy_enemy", "fortified_enemy_armor", "enemy_loses"):
        target = effect.get("target", effect[kind] if isinstance(effect[kind], str) else "one")
        if target == "one":
            return [{"enemy": e.uid} for e in enemy_choices(turn)]
        return [{}]
    if kind == "up_to" and fx_kind(effect["each"]) in ENEMY_KINDS:
        uids = [e.uid for e in enemy_choices(turn)]
        top = int(effect["up_to"])
        return [{"enemies": ",".join(c)} for n in range(1, top + 1) for c in itertools.combinations(uids, n)]
    if kind == "up_to":
        if _kinds(effect["each"]) == {"discard_for_crystal"}:  # one card at most is offered (any: typed)
            cards = sorted({c for c in player.hand if ctx.data.cards[c].kind not in ("wound", "spell")})
            coloured = [c for c in cards if ctx.data.cards[c].colour in ("red", "blue", "green", "white")]
            return [{"times": "0"}] + [{"times": "1", "discards": c} for c in coloured]
        return [{"times": str(n)} for n in range(int(effect["up_to"]) + 1)]
    if kind == "gain_unit":
        picks = unit_choices(ctx, str(effect["gain_unit"]))
        if units.free_tokens(ctx, player) > 0:
            return [{"unit": u} for u in picks]
        return [{"unit": u, "disband": o.uid} for u in picks for o in player.units]
    if kind == "recall_discards":
        wheres = [{"where": "top"}, {"where": "bottom"}]
        if effect["pick"] == "at_random":
            return wheres
        return [{**w, "recall": c} for w in wheres for c in recall_choices(player, int(effect[kind]))[:6]]
    if kind == "ready_unit_levels":
        spent = [u for u in player.units if u.spent]
        top = int(effect["ready_unit_levels"])
        fits = [u.uid for u in spent if ctx.data.units[u.unit].level <= top]
        return [{"units": ""}] + [{"units": uid} for uid in fits]
    if kind in NOT_OFFERED_KINDS:
        return []
    return None


def usable(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> bool | None:
    """Whether the options may offer ``effect`` now, for the kinds of this module (None: no opinion)."""

    kinds = fx.kinds_in(effect)
    if kinds & NOT_OFFERED_KINDS:
        return False
    if kinds & set(COMBAT_KINDS) and fx.kind_of(effect) not in ("choice", *COMBAT_KINDS):
        return False  # Attack/Block inside a composite: only within a declaration (attack/block)
    if kinds & IN_COMBAT_KINDS or (fx.kind_of(effect) == "per" and effect["per"] == "enemies_faced"):
        if turn.combat is None:
            return False
    if (
        "enemy_skips_attack" in kinds
        and turn.combat is not None
        and turn.combat.phase not in ("ranged", "block")
    ):
        return False
    if "destroy_enemy" in kinds and turn.combat is not None and turn.combat.phase != "attack":
        return False
    return None
