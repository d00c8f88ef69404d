"""Using hero skills (UE digest §4.5): once per turn (no symbol), once per round (the token is flipped
face down until the next round), within the part of the turn the skill names (``Skill.when``).

A skill is used with ``{"type": "skill", "skill": <id>, ...params}``; a skill giving Attack or Block
points is named inside a combat declaration instead (``attack ... skills:<id>[@mode]``). The effect is
walked here (``all``, ``choice``, ``if``, ``per``) and its leaves are resolved like card effects
(``cards._resolve`` and the registered resolvers). Parameters: ``mode`` picks a ``choice`` alternative
(its slug, as for cards), ``colour``/``colour2``… the colours of the first, second… colour choice,
``unit`` the unit of a unit effect.

Also here: costs (``cost``: discard a card ``discard:<card>``, throw away Wounds, pay mana
``pay_colour``/``pay``), Krang's flip-back skills (flipping is a cost; ``flip:back`` turns the token face
up again once per turn when its condition holds), skills changing one enemy (``enemy``, ``attack``),
sideways-value skills (the next card played sideways this turn gets the value: ``cards.play_card``
asks :func:`sideways_value`), damage-ignoring skills (``turn.ignore_damage``, used by
``combat.flow.assign_damage``), bonuses to an attack/block or a unit in the declaration the skill is
named in (Deadly Aim, Spirit Guides, Leadership), and Flight (``hex``).

Not yet here: skills used in other players' turns (Motivation: only in your own turn), the interactive
tokens in the centre, ``use_mana_as`` (Polarization), abilities gained or lost by an enemy (Know Your
Prey), ignoring Reputation (Arcane Disguise's flipped mode), exploring discounts and garrison reveals
(Hawk Eyes), Forked Lightning, Dueling, Taunt, Puppet Master, Master of Chaos, Shapeshift;
those are refused as "not available yet" and not offered.
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
OWN_LEAVES = (
    "fame",
    "ready_unit",
    "no_other_motivation",
    "discard_cards",
    "throw_away_wound",
    "flip_this_skill",
    "ignore_reputation",
    "modify_enemy",
    "sideways_value",
    "ignore_damage",
    "played_card_bonus",
    "unit_bonus",
    "fly",
    "terrain_access",
    *COMBAT_POINTS,
)
# Leaves known but refused honestly as "not available yet" (never offered).
REFUSED_LEAVES = ("ignore_reputation",)
# modify_enemy: the parts handled here (gaining or losing abilities is not available yet).
MODIFY_PARTS = (
    "armor_change",
    "attack_change",
    "per_resistance",
    "not_arcane_immune",
    "not_fortified_in_ranged",
)
SIDEWAYS_IF = ("sideways_card_is_deed", "no_source_die_this_turn", "sideways_card_matches_mana")
FLIP_BACK_TEXT = {
    "on_rest": "in a turn you spend resting (rest first)",
    "pay_green_mana": "by paying 1 green mana",
    "as_action": "as the action of your turn (not in a turn you rest, nor after another action)",
}
CONDITIONS = (
    "day",
    "night",
    "in_combat",
    "alone_lowest_fame",
    "at_magical_glade",
    "at_fortified_site",
    "no_unit_recruited_this_turn",
    "ranged_siege_phase",
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
    if skill.timing not in ("once_per_turn", "once_per_round", "flip_back") or skill.effect is None:
        return False
    return _supported(skill.effect)


def _supported(effect: Mapping[str, Any]) -> bool:
    from bot.games.mageknight import cards  # loads every resolver
    from bot.games.mageknight.resolvers import RESOLVERS

    kind = fx.kind_of(effect)
    if kind in ("all", "choice"):
        return all(_supported(e) for e in effect[kind])
    if kind == "cost":
        return _supported(effect["cost"]) and _supported(effect["gain"])
    if kind == "modify_enemy":
        return all(k in MODIFY_PARTS for k in effect if k != "modify_enemy") and effect[kind] == "one"
    if kind == "sideways_value":
        return "plus_per" not in effect and effect.get("upgrade_if", SIDEWAYS_IF[0]) in SIDEWAYS_IF
    if kind == "discard_cards":
        return int(effect[kind]) == 1
    if kind == "throw_away_wound":
        return list(effect.get("from", ["hand"])) == ["hand"]
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
    return any(k in COMBAT_POINTS or k == "unit_bonus" for k in fx.kinds_in(effect))


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
    if params.get("flip") == "back":
        return flip_back(ctx, player, turn, sid, params)
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
    if cond == "ranged_siege_phase":
        return turn.combat is not None and turn.combat.phase == "ranged"
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
        slugs = cards.mode_slugs(alts)  # numbered when two alternatives share a name
        mode = params.get("mode")
        listing = ", ".join(f"{s} ({fx.describe(a)})" for s, a in zip(slugs, alts, strict=True))
        if not mode:
            raise AmbiguousActionError(f"{skill.name}: choose one mode (mode:<name>): {listing}.")
        for s, a in zip(slugs, alts, strict=True):
            if s == mode:
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
    if kind == "cost":
        paid = _walk(ctx, player, turn, skill, effect["cost"], params, colours)
        got = _walk(ctx, player, turn, skill, effect["gain"], params, colours)
        return f"{paid}, then {got}"
    if kind in REFUSED_LEAVES:
        raise NotAvailableYetError(
            f"{skill.name}: '{fx.describe(effect)}' is not available yet in this version of the bot."
        )
    if kind == "flip_this_skill":
        player.skills_flipped[skill.id] = ctx.state.round
        return "turns the skill face down"
    if kind == "discard_cards":
        return _discard(ctx, player, skill, effect, params)
    if kind == "throw_away_wound":
        n, have = int(value), player.hand.count("wound")
        if have < n:
            raise IllegalActionError(
                f"{skill.name}: you need {n} Wound{'s' if n != 1 else ''} in hand to throw away (you have {have})."
            )
        for _ in range(n):
            player.hand.remove("wound")
        return f"throws away {n} Wound{'s' if n != 1 else ''}"
    if kind == "modify_enemy":
        return _modify_enemy(ctx, turn, skill, effect, params)
    if kind == "sideways_value":
        if turn.sideways_skill is not None:
            raise IllegalActionError("A sideways-value skill is already waiting for its card this turn.")
        turn.sideways_skill = {**effect, "skill": skill.id, "mana": params.get("pay_colour", "")}
        return fx.describe(effect) + " (the next card you play sideways this turn)"
    if kind == "ignore_damage":
        if turn.combat is None:
            raise IllegalActionError(f"{skill.name} is used in combat.")
        if turn.ignore_damage is not None:
            raise IllegalActionError(f"{turn.ignore_damage['source']} already waits for an attack to soften.")
        elements = list(effect["elements"])
        turn.ignore_damage = {"amount": int(value), "elements": elements, "source": skill.name}
        return fx.describe(effect)
    if kind == "played_card_bonus":
        return _played_card_bonus(turn, skill, effect)
    if kind == "unit_bonus":
        return _unit_bonus(ctx, player, turn, skill, effect)
    if kind == "fly":
        return _fly(ctx, player, turn, skill, effect, params)
    if kind == "terrain_access":  # Secret Ways: lakes cost 2 and are safe spaces this turn
        terrain, cap = str(value), int(effect["move_cost"])
        turn.terrain_caps[terrain] = min(cap, turn.terrain_caps.get(terrain, cap))
        if terrain not in turn.safe_terrains:
            turn.safe_terrains.append(terrain)
        return fx.describe(effect) + " this turn"
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


def _played_card_bonus(turn: Turn, skill: Skill, effect: Mapping[str, Any]) -> str:
    """+N to one Attack (Block) played this phase: added to the attack (block) being declared, with its
    element and type (the skill is named in the declaration, after the cards and units)."""
    to = str(effect["to"])
    parts = [p for p in (turn.parts or []) if (p[2] == "block") == (to == "block")]
    if turn.parts is None or not parts:
        where = (
            "a block declaration with a Block" if to == "block" else "an attack declaration with an Attack"
        )
        if turn.parts is None:
            return f"nothing more (+{effect['played_card_bonus']} {to}: name {skill.id} in {where} to add it)"
        raise IllegalActionError(
            f"{skill.name} adds to a {to.title()} played this phase: name it in {where}."
        )
    last = parts[-1]
    n = int(effect["played_card_bonus"])
    turn.parts.append([n, last[1], last[2], skill.name])
    return f"+{n} to {last[3]}'s {'Block' if to == 'block' else 'Attack'}"


# ----------------------------------------------------------------------------- flight (Goldyx)
def _fly_targets(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> list[str]:
    """Where a flight may end: a safe space on the map within reach, ignoring terrain (§5.2 safe)."""
    from bot.engine.hexes import distance, format_hex, parse_hex
    from bot.games.mageknight.movement import is_safe

    if player.position is None or turn.action is not None or turn.move < int(effect["move_cost"]):
        return []
    start = (player.position[0], player.position[1])
    out = []
    for key, space in ctx.state.spaces.items():
        h = parse_hex(key)
        if not 0 < distance(start, h) <= int(effect["fly"]) or (space.rampaging and space.tokens):
            continue
        if is_safe(ctx, player.seat, h):
            out.append(format_hex(h))
    return sorted(out)


def _fly(
    ctx: Ctx, player: Player, turn: Turn, skill: Skill, effect: Mapping[str, Any], params: Mapping[str, str]
) -> str:
    from bot.engine.hexes import parse_hex
    from bot.games.mageknight.movement import reveal_adjacent_garrisons

    cost = int(effect["move_cost"])
    if turn.action is not None:
        raise IllegalActionError(
            f"{skill.name} is movement: your turn's action ({turn.action}) is already taken."
        )
    if turn.move < cost:
        raise IllegalActionError(f"{skill.name}: this flight costs {cost} Move; you have {turn.move}.")
    targets = _fly_targets(ctx, player, turn, effect)
    dest = params.get("hex", "")
    if dest not in targets:
        raise IllegalActionError(
            f"{skill.name}: name a safe space up to {effect['fly']} away (hex:<q,r>): {', '.join(targets) or 'none'}."
        )
    h = parse_hex(dest)
    turn.move -= cost
    turn.path.append([h[0], h[1]])
    turn.moved = True
    player.position = [h[0], h[1]]
    if not ctx.state.night:
        reveal_adjacent_garrisons(ctx, h)
    return f"flies to {dest} (terrain ignored, no rampaging enemy provoked)" + (
        f" for {cost} Move" if cost else ""
    )


UNIT_BONUS_TYPES = {"block": ("block",), "attack": ("melee",), "ranged_attack": ("ranged",)}


def _unit_bonus(ctx: Ctx, player: Player, turn: Turn, skill: Skill, effect: Mapping[str, Any]) -> str:
    """Leadership: +N to the Block / Attack / Ranged Attack of a unit activated in this declaration (the
    skill is named after the units, so it adds to the last matching unit's points)."""
    to = str(effect["to"])
    words = to.replace("_", " ").title()
    if turn.parts is None:
        raise IllegalActionError(
            f"{skill.name} adds to a unit's {words}: name it in the declaration that activates the unit "
            f"(units:<unit> skills:{skill.id}@<mode>)."
        )
    names = {ctx.data.units[u.unit].name for u in player.units}
    parts = [p for p in turn.parts if p[3] in names and p[2] in UNIT_BONUS_TYPES[to]]
    if not parts:
        raise IllegalActionError(f"{skill.name}: no unit in this declaration gives {words}.")
    last = parts[-1]
    n = int(effect["unit_bonus"])
    turn.parts.append([n, last[1], last[2], f"{skill.name} ({last[3]})"])
    return f"+{n} to {last[3]}'s {words}"


def _ready_unit(ctx: Ctx, player: Player, level: int, params: Mapping[str, str]) -> str:
    spent = [u for u in player.units if u.spent and ctx.data.units[u.unit].level <= level]
    listing = ", ".join(f"{u.uid} ({ctx.data.units[u.unit].name})" for u in spent) or "none"
    uid = params.get("unit")
    chosen = next((u for u in spent if u.uid == uid), None)
    if chosen is None:
        raise IllegalActionError(f"Choose a spent unit of level {level} or lower (unit:<id>): {listing}.")
    chosen.spent = False
    return f"readies {ctx.data.units[chosen.unit].name}"


def _discardable(ctx: Ctx, player: Player, what: str) -> list[str]:
    def fits(card: str) -> bool:
        wound = ctx.data.cards[card].kind == "wound"
        return what == "any" or wound == (what == "wound")

    return sorted({c for c in player.hand if fits(c)})


def _discard(
    ctx: Ctx, player: Player, skill: Skill, effect: Mapping[str, Any], params: Mapping[str, str]
) -> str:
    what = str(effect.get("what", "any"))
    fits = _discardable(ctx, player, what)
    card = params.get("discard")
    if card not in fits:
        kind = {"wound": "a Wound", "non_wound": "a non-Wound card"}.get(what, "a card")
        raise IllegalActionError(
            f"{skill.name}: discard {kind} from your hand (discard:<card>): {', '.join(fits) or 'none in hand'}."
        )
    player.hand.remove(card)
    player.discard.append(card)
    return f"discards {ctx.data.cards[card].name}"


# ----------------------------------------------------------------------------- enemies (modify_enemy)
def _enemy_problem(ctx: Ctx, turn: Turn, effect: Mapping[str, Any], e: Any) -> str | None:
    """Why the effect cannot target enemy ``e`` (§7.1: Arcane Immunity ignores such effects)."""
    from bot.games.mageknight.combat import flow

    combat = turn.combat
    assert combat is not None
    if "arcane_immunity" in flow.abilities(ctx, combat, e):
        return "Arcane Immune"
    if (
        effect.get("not_fortified_in_ranged")
        and combat.phase == "ranged"
        and flow.fortified(ctx, combat, e) > 0
    ):
        return "fortified, in the Ranged and Siege phase"
    return None


def _enemy_targets(ctx: Ctx, turn: Turn, effect: Mapping[str, Any]) -> list[Any]:
    from bot.games.mageknight.combat import flow

    if turn.combat is None:
        return []
    return [e for e in flow.living(turn.combat) if _enemy_problem(ctx, turn, effect, e) is None]


def _modify_enemy(
    ctx: Ctx, turn: Turn, skill: Skill, effect: Mapping[str, Any], params: Mapping[str, str]
) -> str:
    from bot.games.mageknight.combat import flow
    from bot.games.mageknight.resolvers.spells import _lower_armor

    combat = turn.combat
    if combat is None:
        raise IllegalActionError(f"{skill.name} targets an enemy: it is used in combat.")
    ok = _enemy_targets(ctx, turn, effect)
    chosen = next((e for e in ok if e.uid == params.get("enemy")), None)
    if chosen is None:
        listing = ", ".join(f"{e.uid} ({flow.record(ctx, e).name})" for e in ok) or "none"
        others = [
            f"{e.uid} ({_enemy_problem(ctx, turn, effect, e)})" for e in flow.living(combat) if e not in ok
        ]
        raise IllegalActionError(
            f"{skill.name}: name the enemy (enemy:<id>): {listing}."
            + (f" Not possible: {', '.join(others)}." if others else "")
        )
    rec = flow.record(ctx, chosen)
    done = []
    if "armor_change" in effect:
        times = len(ctx.data.enemies[chosen.enemy].resistances) if effect.get("per_resistance") else 1
        by = int(effect["armor_change"]) * times
        if by:
            done.append(f"Armor {by:+d} → {_lower_armor(ctx, turn, chosen, by, 1)}")
        else:
            done.append("no resistance: Armor unchanged")
    if "attack_change" in effect:
        idx = flow.attack_indexes(ctx, chosen)
        i = idx[0] if idx else 0
        if len(idx) > 1:
            pick = params.get("attack", "")
            if pick not in [str(j + 1) for j in idx]:
                raise IllegalActionError(
                    f"{skill.name}: {rec.name} has {len(idx)} attacks: say which "
                    f"(attack:{'|'.join(str(j + 1) for j in idx)})."
                )
            i = int(pick) - 1
        if idx:
            chosen.reduction[i] -= int(effect["attack_change"])
            done.append(
                f"attack {int(effect['attack_change']):+d} → {flow.attack_value(ctx, combat, chosen, i)}"
            )
    return f"{rec.name} ({chosen.uid}): " + ", ".join(done)


# ----------------------------------------------------------------------------- flip-back skills (LL)
def _flip_back_problem(ctx: Ctx, player: Player, turn: Turn, skill: Skill) -> str | None:
    from bot.games.mageknight import mana

    if skill.timing != "flip_back":
        return f"{skill.name} is not a flip-back skill"
    if not face_down(ctx, player, skill.id):
        return f"{skill.name} is face up"
    if skill.id in turn.skills_flipped_back:
        return f"{skill.name} was already turned face up this turn"
    if turn.ending:
        return "your turn is ending"
    cond = str(skill.flip_back)
    met = {
        "on_rest": turn.rested,
        "as_action": turn.action is None and not turn.rested and turn.combat is None,
        "pay_green_mana": bool(mana.payment_options(ctx.state, player, turn, "green")),
    }[cond]
    return None if met else f"{skill.name} is turned face up {FLIP_BACK_TEXT[cond]}"


def flip_back(ctx: Ctx, player: Player, turn: Turn, sid: str, params: Mapping[str, str]) -> str:
    """Turn a face-down flip-back skill face up again, once per turn, when its condition is met."""
    from bot.games.mageknight import mana

    skills = ctx.data.skills
    if sid not in skills or sid not in player.skills:
        raise IllegalActionError(f"You have no skill '{sid}'. Your skills: {_listing(ctx, player)}.")
    skill = skills[sid]
    problem = _flip_back_problem(ctx, player, turn, skill)
    if problem:
        raise IllegalActionError(problem[0].upper() + problem[1:] + ".")
    detail = {"on_rest": "resting", "as_action": "as the action of the turn"}.get(str(skill.flip_back), "")
    if skill.flip_back == "pay_green_mana":
        detail = "pays " + mana.pay(ctx, player, turn, "green", params.get("pay"))
    if skill.flip_back == "as_action":
        turn.action = "flip_back"
    del player.skills_flipped[sid]
    turn.skills_flipped_back.append(sid)
    return f"{player.name} turns {skill.name} face up again ({detail})"


# ----------------------------------------------------------------------------- sideways-value skills
def wound_sideways(turn: Turn) -> bool:
    """Whether a Wound may be played sideways now (a waiting Power of Pain)."""
    return turn.sideways_skill is not None and turn.sideways_skill.get("card") == "wound"


def sideways_value(ctx: Ctx, turn: Turn, card: str) -> tuple[int, str]:
    """The value of ``card`` played sideways now: 1, or a waiting sideways-value skill's (used up)."""
    pending = turn.sideways_skill
    rec = ctx.data.cards[card]
    if pending is None or (pending.get("card") == "wound") != (rec.kind == "wound"):
        return 1, ""
    value = int(pending["sideways_value"])
    upgrade_if = pending.get("upgrade_if")
    if upgrade_if == "sideways_card_is_deed" and rec.kind in ("advanced", "spell", "artifact"):
        value = int(pending["upgrade"])
    if upgrade_if == "no_source_die_this_turn" and turn.dice_used == 0:
        value = int(pending["upgrade"])
        turn.dice_allowed = 0  # you then may not use a Source die this turn
    if upgrade_if == "sideways_card_matches_mana" and rec.kind in ("basic", "unique", "advanced", "spell"):
        if pending.get("mana") in (rec.colours or (rec.colour,)):
            value = int(pending["upgrade"])
    turn.sideways_skill = None
    return value, f" ({ctx.data.skills[str(pending['skill'])].name})"


# ----------------------------------------------------------------------------- options
def skill_options(ctx: Ctx, player: Player, turn: Turn) -> list[Any]:
    """The ``skill`` actions open now (skills giving combat points are named in declarations)."""
    from bot.games.mageknight.options import _opt

    out = []
    for sid in player.skills:
        rec = ctx.data.skills.get(sid)
        if rec is not None and _flip_back_problem(ctx, player, turn, rec) is None:
            out.append(_opt(f"Skill {rec.name} flip:back", "skill", skill=sid, flip="back"))
        try:
            skill = check(ctx, player, turn, sid)
        except (IllegalActionError, NotAvailableYetError):
            continue
        assert skill.effect is not None
        if gives_combat_points(skill.effect) or fx.kinds_in(skill.effect) <= {"if", "played_card_bonus"}:
            continue  # named in declarations
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
        from bot.games.mageknight import cards

        res = []
        for s, a in zip(cards.mode_slugs(list(value)), value, strict=True):
            for v in variants(ctx, player, turn, a, list(colours)):
                res.append({"mode": s, **v})
        colours[0] += max((_colour_count(a) for a in value), default=0)
        return res
    if kind == "cost":
        costs = variants(ctx, player, turn, effect["cost"], colours)
        gains = variants(ctx, player, turn, effect["gain"], colours)
        return [{**a, **b} for a in costs for b in gains]
    if kind in REFUSED_LEAVES:
        return []
    if kind == "discard_cards":
        return [{"discard": c} for c in _discardable(ctx, player, str(effect.get("what", "any")))]
    if kind == "throw_away_wound":
        return [{}] if player.hand.count("wound") >= int(value) else []
    if kind == "modify_enemy":
        return _enemy_variants(ctx, turn, effect)
    if kind == "sideways_value":
        return [{}] if turn.sideways_skill is None else []
    if kind == "fly":
        return [{"hex": h} for h in _fly_targets(ctx, player, turn, effect)]
    if kind == "ignore_damage":
        return [{}] if turn.combat is not None and turn.ignore_damage is None else []
    if kind == "played_card_bonus":  # adds nothing standalone: skill_options skips skills made only of it
        return [{}]
    if kind == "pay_mana":
        from bot.games.mageknight import mana

        pays: list[dict[str, str]] = []
        for c in value:
            ways = mana.payment_options(ctx.state, player, turn, c)
            if ways:
                pays.append({"pay": ways[0], **({"pay_colour": c} if len(value) > 1 else {})})
        return pays
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


def _enemy_variants(ctx: Ctx, turn: Turn, effect: Mapping[str, Any]) -> list[dict[str, str]]:
    from bot.games.mageknight.combat import flow

    out: list[dict[str, str]] = []
    for e in _enemy_targets(ctx, turn, effect):
        idx = flow.attack_indexes(ctx, e)
        if "attack_change" in effect and len(idx) > 1:
            out.extend({"enemy": e.uid, "attack": str(i + 1)} for i in idx)
        else:
            out.append({"enemy": e.uid})
    return out


def _colour_count(effect: Mapping[str, Any]) -> int:
    kind = fx.kind_of(effect)
    if kind in ("all", "choice"):
        return sum(_colour_count(e) for e in effect[kind])
    if kind in ("mana_token", "crystal") and isinstance(effect[kind], list) and len(effect[kind]) > 1:
        return 1
    return 0
