"""Resolvers for travel, time of day, healing and offer effects (see ``resolvers/__init__``):
``travel`` (Underground Travel, Druidic Staff), ``adjacency_range`` and ``repeat_turn`` (Space/Time
Bending), ``as_if`` (Amulet of the Sun/Darkness), ``healing_rewards`` (Cure), ``more_targets_for_move``
(Wings of Night), ``crystals_one_colour`` and ``choose`` (Druidic Staff; its ``discard_by_colour`` is
shared with Magic Talent in ``resolvers/advanced.py``).

Player choices (``play.params``): ``hex`` (where a travel ends), ``colour`` (crystals), ``picks`` (the
effects chosen, by slug, comma separated), ``enemies`` (the enemies a multi-target effect reaches, comma
separated, the first one free).

Travel (R-TRAVEL): a direct move through revealed spaces, one per step whatever the terrain (mountains
and lakes too, sites and rampaging enemies are passed over) except the ``avoid`` terrains; it never
provokes and ignores walls; allowed only before the turn's action (not in combat).
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import Hex, format_hex, neighbours, parse_hex
from bot.engine.i18n import Say, join, t
from bot.engine.notation import merge_params, unique_params
from bot.games.mageknight import effects as fx
from bot.games.mageknight import glossary, interpret, mana, tracks, units
from bot.games.mageknight.combat import flow, unit_use
from bot.games.mageknight.combat.starts import defenders
from bot.games.mageknight.combat.unit_use import assault_fee
from bot.games.mageknight.deck import draw_told
from bot.games.mageknight.exploration import reveal_adjacent_garrisons
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.movement import is_assault, is_safe
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import OwnedUnit
from bot.games.mageknight.units import describe_ability

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Player, Turn

Variants = list[dict[str, str]]
BASIC = ("red", "blue", "green", "white")
_THAT = "_that"  # resolvers/spells.py: the enemy an earlier part of the card targeted


def _name(ctx: Ctx, play: Play) -> str:
    rec = ctx.data.cards.get(play.card)
    return rec.name if rec is not None else play.card


# --------------------------------------------------------------------------- arriving without provoking
def arrive_quietly(ctx: Ctx, player: Player, turn: Turn, dst: Hex, retreat_to: Hex) -> Say:
    """The end of a move that provokes nobody (travel, Space Bending): by Day-rules reveal adjacent
    garrisons; entering an unconquered fortified site (or another's keep) starts its assault."""

    reveal_adjacent_garrisons(ctx, dst)
    space = ctx.state.space(dst)
    assert space is not None
    if not is_assault(ctx, player.seat, space):
        return ""
    key = format_hex(dst)
    site = ctx.data.sites[space.site or ""]
    foes = defenders(ctx, space, key)
    flow.start(
        ctx,
        player,
        turn,
        "assault",
        foes,
        site_hex=key,
        retreat_to=format_hex(retreat_to),
        why=t("mk-res-assaults", site=site.name, hex=key),
    )
    tracks.change_reputation(ctx, player, -1, t("mk-res-assault-reputation"))
    return t("mk-res-assaults", site=site.name, hex=key)


# --------------------------------------------------------------------------- travel
def travel_targets(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> list[str]:
    """The spaces a travel of this effect may end on (sorted)."""

    if player.position is None or turn.combat is not None or turn.action is not None or turn.rested:
        return []
    start = (player.position[0], player.position[1])
    avoid = set(effect.get("avoid", ()))
    reach = int(effect["travel"])
    seen = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if seen[here] == reach:
            continue
        for nxt in neighbours(here):
            sp = ctx.state.space(nxt)
            if nxt in seen or sp is None or sp.terrain in avoid:
                continue
            seen[nxt] = seen[here] + 1
            todo.append(nxt)
    out = []
    for h in seen:
        sp = ctx.state.space(h)
        if h == start or sp is None:
            continue
        if effect.get("end") == "in_assault":
            ok = is_assault(ctx, player.seat, sp) and (
                sp.site != "city" or ctx.data.scenarios[ctx.state.scenario].cities_enterable
            )
        else:
            ok = not (sp.rampaging and sp.tokens) and is_safe(ctx, player.seat, h)
        if ok:
            out.append(format_hex(h))
    return sorted(out)


@resolver("travel")
def _travel(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    if turn.combat is not None or turn.action is not None or turn.rested:
        raise IllegalActionError(t("mk-res-travel-too-late", card=_name(ctx, play)))
    assert player.position is not None
    start = (player.position[0], player.position[1])
    targets = travel_targets(ctx, player, turn, effect)
    dest = play.params.get("hex", "")
    if dest not in targets:
        raise IllegalActionError(
            t(
                "mk-res-travel-choose",
                end=effect.get("end", "safe"),
                n=int(effect["travel"]),
                hexes=", ".join(targets) or t("mk-res-nowhere"),
            )
        )
    h = parse_hex(dest)
    player.position = [h[0], h[1]]
    turn.path.append([h[0], h[1]])
    turn.moved = True
    assault = arrive_quietly(ctx, player, turn, h, start)
    return join(t("mk-res-travels", hex=dest), assault, sep="; ")


# --------------------------------------------------------------------------- Space Bending, Time Bending
@resolver("adjacency_range")
def _adjacency_range(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    turn.add("adjacency_range", play.card, range=int(effect["adjacency_range"]))
    reach = turn.total("adjacency_range")
    turn.add("explore_distance", play.card, distance=reach)  # exploring, as Scouts do
    return t("mk-res-adjacency", n=reach)


@resolver("repeat_turn")
def _repeat_turn(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Time Bending (R-TIME-BENDING): not on a last turn of the round or of the game, and not during a
    turn it gave (the card that played it is set aside for the round)."""
    state = ctx.state
    if state.last_turns is not None or state.game_end_turns is not None:
        raise IllegalActionError(t("mk-res-repeat-last-turn", card=_name(ctx, play)))
    if player.set_aside:
        raise IllegalActionError(t("mk-res-repeat-already", card=_name(ctx, play)))
    if turn.has("repeat_turn"):
        raise IllegalActionError(t("mk-res-repeat-follows", card=_name(ctx, play)))
    turn.add("repeat_turn", play.card)
    turn.add("extra_turn", play.card)
    return t("mk-res-repeat-turn")


def time_bend(ctx: Ctx, player: Player, turn: Turn, played: list[str]) -> list[str]:
    """End of a Time Bending turn (called by ``turn.end_turn`` with the cards played): set the card
    aside, take the others back into hand; returns what still goes to the discard pile (nothing)."""
    bending = turn.mod("repeat_turn")
    card = bending.source if bending is not None else None
    rest = list(played)
    if card is not None and card in rest:
        rest.remove(card)
        player.set_aside.append(card)
    player.hand.extend(rest)
    if card:
        ctx.say(t("mk-res-time-bent", player=player.name, card=ctx.data.cards[card].name, n=len(rest)))
    else:
        ctx.say(t("mk-res-time-bent-no-card", player=player.name, n=len(rest)))
    return []


# --------------------------------------------------------------------------- Amulets
@resolver("as_if")
def _as_if(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    """This turn the other time of day's rules apply (mana, terrain costs, reveals). Day-rules reveal
    the garrisons next to the hero and every face-down ruins token at once (R-AS-IF)."""

    value = str(effect["as_if"])
    turn.drop("as_if")
    turn.add("as_if", play.card, time=value)
    if value == "day":
        if player.position is not None:
            reveal_adjacent_garrisons(ctx, (player.position[0], player.position[1]))
        for key, sp in sorted(ctx.state.spaces.items()):
            if sp.ruins and not sp.ruins_up:
                sp.ruins_up = True
                ctx.checkpoint = True
                ctx.say(t("mk-res-ruins-shown", hex=key, ruins=glossary.ruins_of(ctx.data.ruins[sp.ruins])))
        return t("mk-res-as-if-day")
    return t("mk-res-as-if-night")


# --------------------------------------------------------------------------- Cure
@resolver("healing_rewards")
def _healing_rewards(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Cure (R-CURE): healings earlier this turn count too (drawn now), later ones as they happen
    (``units.note_healing``)."""

    first = not turn.has("healing_rewards")
    turn.add("healing_rewards", play.card)  # a flag: in force once
    if not first:
        return t("mk-res-healing-rewarded")
    extra = units.healing_reward(ctx, player, turn.healed_wounds, list(turn.healed_units), draw_told)
    return join(t("mk-res-healing-rewards"), extra, sep="")


# --------------------------------------------------------------------------- Wings of Night
@resolver("more_targets_for_move")
def _more_targets(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The nested one-enemy effect on each named enemy (``enemies``); the k-th costs k-1 Move."""
    inner = effect["more_targets_for_move"]
    if turn.combat is None:
        raise IllegalActionError(t("mk-res-needs-combat", card=_name(ctx, play)))
    uids = [u for u in play.params.get("enemies", play.params.get("enemy", "")).split(",") if u]
    living = [e.uid for e in turn.combat.enemies if not e.defeated]
    if not uids or len(set(uids)) != len(uids) or any(u not in living for u in uids):
        raise IllegalActionError(
            t("mk-res-more-targets-choose", enemies=", ".join(living) or t("mk-res-none"))
        )
    cost = len(uids) * (len(uids) - 1) // 2
    if cost > turn.move:
        raise IllegalActionError(t("mk-res-more-targets-cost", n=len(uids), cost=cost, have=turn.move))
    turn.move -= cost
    done: list[Say] = []
    for uid in uids:
        sub = dict(play.params)
        sub.pop(_THAT, None)
        sub["enemy"] = uid
        done.append(interpret.resolve(ctx, player, turn, inner, _replay(play, sub), 0))
    if cost:
        return t("mk-res-more-targets-paid", done=join(*done, sep="; "), cost=cost)
    return join(*done, sep="; ")


def _replay(play: Play, params: dict[str, str]) -> Play:
    return Play(play.card, play.mode, params)


# --------------------------------------------------------------------------- Druidic Staff
@resolver("crystals_one_colour")
def _crystals_one_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    colour = play.params.get("colour", "")
    if colour not in BASIC:
        raise IllegalActionError(t("mk-res-crystals-colour", choices="|".join(BASIC)))
    got = [
        mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
        for _ in range(effect[fx.kind_of(effect)])
    ]
    return t("mk-res-gains", what=got)


def _choose_slugs(effect: Mapping[str, Any]) -> list[str]:
    return interpret.mode_slugs(list(effect["from"]))


@resolver("choose")
def _choose(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    n = int(effect["choose"])
    slugs = _choose_slugs(effect)
    picks = [p for p in play.params.get("picks", "").split(",") if p]
    if len(picks) != n or len(set(picks)) != n or any(p not in slugs for p in picks):
        listing = [
            t("mk-res-labelled", id=s, what=fx.text(a)) for s, a in zip(slugs, effect["from"], strict=True)
        ]
        raise IllegalActionError(t("mk-res-choose-effects", n=n, effects=listing))
    return join(
        *(interpret.resolve(ctx, player, turn, effect["from"][slugs.index(p)], play, bonus) for p in picks),
        sep="; ",
    )


# --------------------------------------------------------------------------- Call to Arms
def borrow_choices(ctx: Ctx) -> list[str]:
    """The units of the Units offer whose ability may be borrowed (not interaction-only ones)."""
    return sorted({u for u in ctx.state.unit_offer if not ctx.data.units[u].interaction_only})


def _borrowed_ability(ctx: Ctx, play: Play) -> tuple[str, int]:
    choices = borrow_choices(ctx)
    unit = play.params.get("unit", "")
    if unit not in choices:
        raise IllegalActionError(
            t(
                "mk-res-borrow-choose-unit",
                card=_name(ctx, play),
                units=", ".join(choices) or t("mk-res-none"),
            )
        )
    rec = ctx.data.units[unit]
    raw = play.params.get("ability", "1" if len(rec.abilities) == 1 else "")
    if not raw.isdigit() or not 1 <= int(raw) <= len(rec.abilities):
        listing = join(
            *(
                t("mk-res-numbered", n=i, what=describe_ability(ctx, unit, i))
                for i in range(1, len(rec.abilities) + 1)
            ),
            sep="; ",
        )
        raise IllegalActionError(t("mk-res-borrow-choose-ability", unit=rec.name, abilities=listing))
    return unit, int(raw)


@resolver("borrow_offer_unit")
def _borrow_offer_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Call to Arms (R-CALL-TO-ARMS): one ability of a unit in the offer (``unit``, ``ability``,
    ``mode`` for a choice, ``unit_mana`` for the mana it needs). Move, Influence, Heal, mana and the
    like are used at once; an Attack or Block only inside a declaration (``cards:call_to_arms+unit=...``)."""

    combat = turn.combat
    if combat is not None and combat.site in ("dungeon", "tomb"):
        raise IllegalActionError(t("mk-res-borrow-underground", card=_name(ctx, play)))
    if combat is not None and not combat.units_allowed:
        raise IllegalActionError(t("mk-res-borrow-no-units"))
    unit, index = _borrowed_ability(ctx, play)
    rec = ctx.data.units[unit]
    ability = rec.abilities[index - 1]
    fighting = unit_use._combat_alternatives(ability.effect)
    alts = fighting if fighting else units.usable_alternatives(ability.effect)
    if not alts:
        raise IllegalActionError(
            t("mk-res-borrow-unsupported", unit=rec.name, n=index, effect=fx.text(ability.effect))
        )
    mode = play.params.get("mode")
    chosen = alts[0] if len(alts) == 1 and not mode else next((a for a in alts if fx.slug(a) == mode), None)
    if chosen is None:
        listing = [t("mk-res-labelled", id=f"mode:{fx.slug(a)}", what=fx.text(a)) for a in alts]
        raise IllegalActionError(t("mk-res-borrow-choice", unit=rec.name, n=index, modes=listing))
    if fighting and turn.parts is None:
        typed = f"cards:{play.card}+unit={unit}+ability={index}" + (
            f"+mode={fx.slug(chosen)}" if mode else ""
        )
        raise IllegalActionError(
            t("mk-res-borrow-in-declaration", unit=rec.name, effect=fx.text(chosen), typed=typed)
        )
    if not fighting and combat is not None:
        raise IllegalActionError(t("mk-res-borrow-outside-combat", unit=rec.name, n=index))
    paid: Say = ""
    if ability.mana:
        paid = t(
            "mk-res-paying", paid=mana.pay_text(ctx, player, turn, ability.mana, play.params.get("unit_mana"))
        )
    if fighting:
        assert turn.parts is not None and combat is not None
        kind = fx.kind_of(chosen)

        paid = join(paid, assault_fee(turn, rec, combat.kind), sep="")
        part_type = chosen.get("type", "melee") if kind == "attack" else "block"
        turn.parts.append([int(chosen[kind]), chosen.get("element", "physical"), part_type, rec.name])
        return t("mk-res-borrows", unit=rec.name, what=fx.text(chosen), paid=paid)
    stand_in = OwnedUnit(
        "borrowed", unit
    )  # never in the Unit area: it takes no damage and stays in the offer
    done = units.resolve(ctx, player, turn, chosen, play.params, source=stand_in)
    return t("mk-res-borrows", unit=rec.name, what=done, paid=paid)


# --------------------------------------------------------------------------- options support
MINE = (
    "travel",
    "adjacency_range",
    "repeat_turn",
    "as_if",
    "healing_rewards",
    "more_targets_for_move",
    "crystals_one_colour",
    "choose",
    "borrow_offer_unit",
)


def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], sub: Any
) -> Variants | None:
    """The parameter sets of this module's kinds (None: not one of them); ``sub`` lists a nested
    effect's. Impossible sets may be listed: options are tried before they are offered."""
    kind = fx.kind_of(effect)
    if kind not in MINE:
        return None
    if kind == "travel":
        return [{"hex": h} for h in travel_targets(ctx, player, turn, effect)]
    if kind == "crystals_one_colour":
        return [{"colour": c} for c in BASIC]
    if kind == "more_targets_for_move":
        if turn.combat is None:
            return []
        uids = [e.uid for e in turn.combat.enemies if not e.defeated]
        out: Variants = []
        for k in range(1, len(uids) + 1):
            if k * (k - 1) // 2 > turn.move:
                break
            out += [{"enemies": ",".join(c)} for c in itertools.combinations(uids, k)]
        return out[:20]
    if kind == "borrow_offer_unit":  # outside combat only (in a declaration: typed)
        if turn.combat is not None:
            return []
        out = []
        for unit in borrow_choices(ctx):
            for i, ability in enumerate(ctx.data.units[unit].abilities, 1):
                alts = units.usable_alternatives(ability.effect)
                for a in alts:
                    extra = {
                        "unit": unit,
                        "ability": str(i),
                        **({"mode": fx.slug(a)} if len(alts) > 1 else {}),
                    }
                    out += [{**extra, **v} for v in _unit_variants(ctx, player, a)]
        return out
    if kind == "choose":
        slugs = _choose_slugs(effect)
        out = []
        for combo in itertools.combinations(range(len(slugs)), int(effect["choose"])):
            found: Variants = [{"picks": ",".join(slugs[i] for i in combo)}]
            for i in combo:
                found = [merge_params(a, b) for a in found for b in sub(effect["from"][i])]
            out += found
        return unique_params(out)
    return [{}]


def _unit_variants(ctx: Ctx, player: Player, effect: Mapping[str, Any]) -> Variants:
    out: Variants = [{}]
    for part in effect.get("all", [effect]):
        kind = fx.kind_of(part)
        if kind in ("mana_token", "crystal") and len(part[kind]) > 1:
            out = [{**v, "colour": c} for v in out for c in part[kind]]
        elif kind == "ready_unit":
            out = [{**v, "target": u.uid} for v in out for u in player.units if u.spent]
        elif kind == "heal":  # R-HEAL-CARD: the borrowed Heal names its units with units:
            targets = units.heal_targets(ctx, player, int(part["heal"]))
            out = [{**v, "units": ",".join(t)} for v in out for t in targets] + out
    return out


def usable(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> bool | None:
    """Whether options may offer ``effect`` now, for this module's kinds (None: no opinion)."""
    kinds = fx.kinds_in(effect)
    if "more_targets_for_move" in kinds:
        return turn.combat is not None and turn.combat.phase in ("ranged", "block")
    if "travel" in kinds and fx.kind_of(effect) in ("travel", "all"):
        return turn.combat is None and turn.action is None
    if "adjacency_range" in kinds or "repeat_turn" in kinds:
        return turn.combat is None
    return None
