"""Using hero skills (UE digest §4.5): once per turn (no symbol), once per round (the token is flipped
face down until the next round), within the part of the turn the skill names (``Skill.when``).

A skill is used with ``{"type": "skill", "skill": <id>, ...params}``; a skill giving Attack or Block
points is named inside a combat declaration instead (``attack ... skills:<id>[@mode]``). The effect is
walked here (``all``, ``choice``, ``if``, ``per``) and its leaves are resolved like card effects
(``cards._resolve`` and the registered resolvers). Parameters: ``mode`` picks a ``choice`` alternative
(its slug, as for cards), ``colour``/``colour2``… the colours of the first, second… colour choice,
``unit`` the unit of a unit effect.

Not yet here: skills used in other players' turns (Motivation: only in your own turn), the interactive
tokens in the centre, the flip-back skills, and the kinds no resolver knows; those are refused as "not
available yet" and not offered.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import AmbiguousActionError, IllegalActionError, NotAvailableYetError
from bot.games.mageknight import effects as fx
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data.skills import Skill
from bot.games.mageknight.state import Player, Turn

STRUCTURE = ("all", "choice", "if", "per")
COMBAT_POINTS = ("attack", "block", "lower_attack")
# Leaves resolved by cards._resolve that do not depend on a card being played.
CARD_LEAVES = ("move", "influence", "heal", "draw", "reputation", "mana_token", "crystal")
OWN_LEAVES = ("fame", "ready_unit", "no_other_motivation", *COMBAT_POINTS)
CONDITIONS = (
    "day",
    "night",
    "in_combat",
    "alone_lowest_fame",
    "at_magical_glade",
    "at_fortified_site",
    "no_unit_recruited_this_turn",
)
QUANTITIES = ("ready_unwounded_unit", "crystal_colour", "empty_command_token")
WHEN_TEXT = {
    "combat": "in combat",
    "no_combat": "outside combat",
    "interaction": "during an interaction",
    "not_interaction": "outside an interaction",
    "block_phase": "in the Block phase of a combat",
    "attack_phase": "in the Attack phase of a combat",
    "ranged_or_attack_phase": "in the Ranged & Siege or the Attack phase of a combat",
}


# ----------------------------------------------------------------------------- what is supported
def supported(skill: Skill) -> bool:
    """Whether this engine can use the skill (its timing and every part of its effect)."""
    if skill.timing not in ("once_per_turn", "once_per_round") or skill.effect is None:
        return False
    return _supported(skill.effect)


def _supported(effect: Mapping[str, Any]) -> bool:
    from bot.games.mageknight import cards  # loads every resolver
    from bot.games.mageknight.resolvers import RESOLVERS

    kind = fx.kind_of(effect)
    if kind in ("all", "choice"):
        return all(_supported(e) for e in effect[kind])
    if kind == "if":
        subs = [effect["then"], *([effect["else"]] if "else" in effect else [])]
        return effect["if"] in CONDITIONS and all(_supported(e) for e in subs)
    if kind == "per":
        return effect["per"] in QUANTITIES and _supported(effect["each"])
    if kind in CARD_LEAVES or kind in OWN_LEAVES:
        return True
    # another area's resolver: every kind inside it must be resolvable too
    return kind in RESOLVERS and cards.implemented(effect)


def gives_combat_points(effect: Mapping[str, Any]) -> bool:
    """Attack or Block points go into a declaration: such skills are named in attack/block."""
    return any(k in COMBAT_POINTS for k in fx.kinds_in(effect))


# ----------------------------------------------------------------------------- timing
def face_down(ctx: Ctx, player: Player, skill: str) -> bool:
    return player.skills_flipped.get(skill) == ctx.state.round


def check(ctx: Ctx, player: Player, turn: Turn, sid: str) -> Skill:
    """The skill record if the player may use it now; else a RulesError saying why."""
    skills = ctx.data.skills
    if sid not in skills:
        raise IllegalActionError(f"There is no skill '{sid}'. Your skills: {_listing(ctx, player)}.")
    skill = skills[sid]
    if sid not in player.skills:
        raise IllegalActionError(f"You do not have {skill.name}. Your skills: {_listing(ctx, player)}.")
    if not supported(skill):
        raise NotAvailableYetError(f"Using {skill.name} is not available yet in this version of the bot.")
    if face_down(ctx, player, sid):
        raise IllegalActionError(f"{skill.name} is face down until the next round.")
    if sid in turn.skills_used:
        raise IllegalActionError(f"{skill.name} has already been used this turn.")
    if turn.ending:
        raise IllegalActionError("Your turn is ending: skills can no longer be used.")
    if sid.endswith("motivation") and player.motivation_round == ctx.state.round:
        raise IllegalActionError("You used a Motivation skill this round: no other Motivation until then.")
    problem = _when_problem(turn, skill.when)
    if problem:
        raise IllegalActionError(f"{skill.name} is used {WHEN_TEXT[skill.when]}; {problem}.")
    return skill


def _when_problem(turn: Turn, when: str) -> str | None:
    combat = turn.combat
    if when == "any":
        return None
    if when == "combat":
        return None if combat is not None else "you are not in a combat"
    if when == "no_combat":
        return None if combat is None else "you are in a combat"
    if when == "interaction":
        return None if turn.interaction is not None else "you are not interacting"
    if when == "not_interaction":
        return None if turn.interaction is None else "you are interacting"
    phases = {
        "block_phase": ("block",),
        "attack_phase": ("attack",),
        "ranged_or_attack_phase": ("ranged", "attack"),
    }
    if combat is None:
        return "you are not in a combat"
    return None if combat.phase in phases[when] else f"this is the {combat.phase} phase"


def _listing(ctx: Ctx, player: Player) -> str:
    return ", ".join(f"{ctx.data.skills[s].name} ({s})" for s in player.skills) or "none"


def _mark_used(ctx: Ctx, player: Player, turn: Turn, skill: Skill) -> None:
    turn.skills_used.append(skill.id)
    if skill.timing == "once_per_round":
        player.skills_flipped[skill.id] = ctx.state.round


# ----------------------------------------------------------------------------- using a skill
def use_skill(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> str:
    """The ``skill`` action (outside declarations)."""
    sid = str(params.get("skill", ""))
    skill = check(ctx, player, turn, sid)
    assert skill.effect is not None
    if gives_combat_points(skill.effect):
        raise IllegalActionError(
            f"{skill.name} gives combat points: name it in an attack or block declaration "
            f"(e.g. attack targets:e1 cards:... skills:{sid})."
        )
    _mark_used(ctx, player, turn, skill)
    detail = _walk(ctx, player, turn, skill, skill.effect, dict(params), [0])
    return f"{player.name} uses the skill {skill.name}: {detail}"


def use_in_declaration(ctx: Ctx, player: Player, turn: Turn, item: Mapping[str, Any]) -> str:
    """A skill named in an attack/block declaration: ``{"skill": id, "mode": alt, "params": {...}}``."""
    sid = str(item["skill"])
    skill = check(ctx, player, turn, sid)
    assert skill.effect is not None
    params = {k: str(v) for k, v in dict(item.get("params") or {}).items()}
    if item.get("mode"):
        params["mode"] = str(item["mode"])
    _mark_used(ctx, player, turn, skill)
    return f"{skill.name}: " + _walk(ctx, player, turn, skill, skill.effect, params, [0])


def parse_item(text: str) -> dict[str, Any]:
    """``"tovak_shield_mastery@fire-block"`` -> ``{"skill": ..., "mode": ..., "params": {...}}``."""
    from bot.games.mageknight.notation import with_extras

    head, params = with_extras(text)
    sid, _, mode = head.partition("@")
    return {"skill": sid, "mode": mode, "params": params}


def condition(ctx: Ctx, player: Player, turn: Turn, cond: str) -> bool:
    state = ctx.state
    night = state.night or turn.night_rules or bool(turn.combat and turn.combat.night_rules)
    if cond == "day":
        return not night
    if cond == "night":
        return night
    if cond == "in_combat":
        return turn.combat is not None
    if cond == "alone_lowest_fame":
        others = [p.fame for p in state.players if p.seat != player.seat]
        return bool(others) and player.fame < min(others)
    if cond == "no_unit_recruited_this_turn":  # so far this turn: recruiting comes after the skill
        return not (turn.interaction and turn.interaction.get("recruited"))
    space = state.space((player.position[0], player.position[1])) if player.position else None
    site = space.site if space is not None else None
    if cond == "at_magical_glade":
        return site == "magical_glade"
    if cond == "at_fortified_site":
        return site is not None and ctx.data.sites[site].fortified
    raise NotAvailableYetError(f"The condition '{cond}' is not available yet.")  # pragma: no cover


def quantity(ctx: Ctx, player: Player, what: str) -> int:
    if what == "ready_unwounded_unit":
        return sum(1 for u in player.units if not u.spent and not u.wounds)
    if what == "crystal_colour":
        return sum(1 for n in player.crystals.values() if n > 0)
    if what == "empty_command_token":
        return max(0, ctx.data.levels.command_tokens(player.level) - len(player.units))
    raise NotAvailableYetError(f"The quantity '{what}' is not available yet.")  # pragma: no cover


def _colour_key(index: int) -> str:
    return "colour" if index == 0 else f"colour{index + 1}"


def _walk(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    skill: Skill,
    effect: Mapping[str, Any],
    params: dict[str, str],
    colours: list[int],
) -> str:
    from bot.games.mageknight import cards
    from bot.games.mageknight.resolvers import RESOLVERS

    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind == "all":
        return "; ".join(_walk(ctx, player, turn, skill, e, params, colours) for e in value)
    if kind == "choice":
        alts = list(value)
        mode = params.get("mode")
        listing = ", ".join(f"{fx.slug(a)} ({fx.describe(a)})" for a in alts)
        if not mode:
            raise AmbiguousActionError(f"{skill.name}: choose one mode (mode:<name>): {listing}.")
        for a in alts:
            if fx.slug(a) == mode:
                start = colours[0]
                text = _walk(ctx, player, turn, skill, a, params, colours)
                colours[0] = start + max(_colour_count(x) for x in alts)
                return text
        raise IllegalActionError(f"{skill.name} has no mode '{mode}'. Its modes: {listing}.")
    if kind == "if":
        if condition(ctx, player, turn, value):
            return _walk(ctx, player, turn, skill, effect["then"], params, colours)
        if "else" in effect:
            return _walk(ctx, player, turn, skill, effect["else"], params, colours)
        return "nothing (" + fx.describe({"if": value, "then": effect["then"]}) + ": not met)"
    if kind == "per":
        n = quantity(ctx, player, value)
        if "max" in effect:
            n = min(n, int(effect["max"]))
        if n == 0:
            return "nothing (" + fx.describe(effect) + ": none)"
        return "; ".join(_walk(ctx, player, turn, skill, effect["each"], params, colours) for _ in range(n))
    if kind in COMBAT_POINTS:
        return _combat_points(ctx, turn, skill, effect)
    if kind == "fame":
        player.fame += int(value)
        turn.fame_gained += int(value)
        from bot.games.mageknight.turn import level_up

        level_up(ctx, player)
        return f"Fame +{value}"
    if kind == "no_other_motivation":
        player.motivation_round = ctx.state.round
        return "no other Motivation until the next round"
    if kind == "ready_unit":
        return _ready_unit(ctx, player, int(value), params)
    sub = dict(params)
    if kind in ("mana_token", "crystal") and isinstance(value, list) and len(value) > 1:
        key = _colour_key(colours[0])
        colours[0] += 1
        if params.get(key) not in value:
            raise IllegalActionError(f"{skill.name}: choose a colour: {key}:<{'|'.join(value)}>.")
        sub["colour"] = params[key]
    play = cards.Play(skill.id, "basic", sub)
    if kind in CARD_LEAVES:
        return cards._resolve(ctx, player, turn, effect, play, 0)
    return RESOLVERS[kind](ctx, player, turn, effect, play, 0)


def _combat_points(ctx: Ctx, turn: Turn, skill: Skill, effect: Mapping[str, Any]) -> str:
    from bot.games.mageknight.combat import flow

    kind = fx.kind_of(effect)
    if turn.parts is None:
        raise IllegalActionError(
            f"{skill.name} gives {fx.describe(effect)}: name it in an attack or block declaration "
            f"(skills:{skill.id})."
        )
    if kind == "lower_attack":
        return flow.lower_attack(ctx, turn, int(effect["lower_attack"]))
    if kind == "attack":
        turn.parts.append(
            [
                int(effect["attack"]),
                effect.get("element", "physical"),
                effect.get("type", "melee"),
                skill.name,
            ]
        )
    else:
        turn.parts.append([int(effect["block"]), effect.get("element", "physical"), "block", skill.name])
    return fx.describe(effect)


def _ready_unit(ctx: Ctx, player: Player, level: int, params: Mapping[str, str]) -> str:
    spent = [u for u in player.units if u.spent and ctx.data.units[u.unit].level <= level]
    listing = ", ".join(f"{u.uid} ({ctx.data.units[u.unit].name})" for u in spent) or "none"
    uid = params.get("unit")
    chosen = next((u for u in spent if u.uid == uid), None)
    if chosen is None:
        raise IllegalActionError(f"Choose a spent unit of level {level} or lower (unit:<id>): {listing}.")
    chosen.spent = False
    return f"readies {ctx.data.units[chosen.unit].name}"


# ----------------------------------------------------------------------------- options
def skill_options(ctx: Ctx, player: Player, turn: Turn) -> list[Any]:
    """The ``skill`` actions open now (skills giving combat points are named in declarations)."""
    from bot.games.mageknight.options import _opt

    out = []
    for sid in player.skills:
        try:
            skill = check(ctx, player, turn, sid)
        except (IllegalActionError, NotAvailableYetError):
            continue
        assert skill.effect is not None
        if gives_combat_points(skill.effect):
            continue
        for params in variants(ctx, player, turn, skill.effect, [0]):
            label = f"Skill {skill.name}" + "".join(f" {k}:{v}" for k, v in params.items())
            out.append(_opt(label, "skill", skill=sid, **params))
    return out


def variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], colours: list[int]
) -> list[dict[str, str]]:
    """Every parameter set the effect accepts now (empty when none works)."""
    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind == "all":
        out: list[dict[str, str]] = [{}]
        for sub in value:
            subs = variants(ctx, player, turn, sub, colours)
            out = [{**a, **b} for a in out for b in subs]
        return out
    if kind == "choice":
        res = []
        for a in value:
            for v in variants(ctx, player, turn, a, list(colours)):
                res.append({"mode": fx.slug(a), **v})
        colours[0] += max((_colour_count(a) for a in value), default=0)
        return res
    if kind == "if":
        if condition(ctx, player, turn, value):
            return variants(ctx, player, turn, effect["then"], colours)
        return variants(ctx, player, turn, effect["else"], colours) if "else" in effect else [{}]
    if kind == "per":
        return [{}]
    if kind in ("mana_token", "crystal") and isinstance(value, list) and len(value) > 1:
        key = _colour_key(colours[0])
        colours[0] += 1
        return [{key: c} for c in value]
    if kind == "ready_unit":
        return [
            {"unit": u.uid} for u in player.units if u.spent and ctx.data.units[u.unit].level <= int(value)
        ]
    if kind == "heal_unit":
        return [
            {"unit": u.uid} for u in player.units if u.wounds and ctx.data.units[u.unit].level <= int(value)
        ]
    return [{}]


def _colour_count(effect: Mapping[str, Any]) -> int:
    kind = fx.kind_of(effect)
    if kind in ("all", "choice"):
        return sum(_colour_count(e) for e in effect[kind])
    if kind in ("mana_token", "crystal") and isinstance(effect[kind], list) and len(effect[kind]) > 1:
        return 1
    return 0
