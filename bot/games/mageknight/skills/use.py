"""Using hero skills (UE digest §4.5): once per turn (no symbol), once per round (the token is flipped
face down until the next round), within the part of the turn the skill names (``Skill.when``).

A skill is used with ``{"type": "skill", "skill": <id>, ...params}``; a skill giving Attack or Block
points is named inside a combat declaration instead (``attack ... skills:<id>[@mode]``). The effect is
walked here (``all``, ``choice``, ``if``, ``per``) and its leaves are resolved like card effects
(``interpret.resolve``, with the registered resolvers). Parameters: ``mode`` picks a ``choice`` alternative
(its slug, as for cards), ``colour``/``colour2``… the colours of the first, second… colour choice,
``unit`` the unit of a unit effect.

Also here: costs (``cost``: discard a card ``discard:<card>``, throw away Wounds, pay mana
``pay_colour``/``pay``), Krang's flip-back skills (flipping is a cost; ``flip:back`` turns the token face
up again once per turn when its condition holds), skills changing one enemy (``enemy``, ``attack``),
sideways-value skills (the next card played sideways this turn gets the value: ``cards.play_card``
asks :func:`sideways_value`), damage-ignoring skills (the modifier ``ignore_damage``, used by
``combat.flow.assign_damage``), bonuses to an attack/block or a unit in the declaration the skill is
named in (Deadly Aim, Spirit Guides, Leadership), and Flight (``hex``).

Also: interactive tokens (once a round; the centre of the table is ``centre.py``: competitive tokens
affect the other players until the owner's next turn, cooperative ones are returned by another player
with ``skill:centre:<id>``, R-CENTRE), Polarization (``use_mana_as``: a ``polar-`` payment source,
R-POLAR), Know Your Prey (``lose``), Taunt, Dueling (R-DUEL), Forked Lightning (R-FORKED), Shapeshift
(``card``/``to``, R-SHAPESHIFT), Master of Chaos (R-CHAOS), Puppet Master (``kept``, R-PUPPET), Hawk Eyes
(by Day the garrisons; at Night the modifier ``explore_discount``, read by ``exploration.explore_cost``), Bonds of
Loyalty (passive: nothing to use; its Command token lives in units.py and interaction.py, R-BONDS).

Skills flagged ``other_turns`` (the Motivations, Master of Chaos) are also used outside your turn
(offturn.py, R-OFFTURN). Arcane Disguise's flipped mode adds the modifier ``ignore_reputation`` (the
interaction then has no Reputation modifier, and an X space does not stop it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.engine.errors import AmbiguousActionError, IllegalActionError, NotAvailableYetError
from bot.engine.hexes import distance, parse_hex
from bot.engine.i18n import Say, t
from bot.engine.notation import with_extras
from bot.games.mageknight import centre, enemies, growth, interpret, mana, units
from bot.games.mageknight import effects as fx
from bot.games.mageknight.asking import paying
from bot.games.mageknight.combat import flow, lasting
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data.skills import Skill
from bot.games.mageknight.effects import BASIC_COLOURS
from bot.games.mageknight.interpret import RESOLVERS
from bot.games.mageknight.movement import fly, fly_targets
from bot.games.mageknight.option import offer
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import DIE_FACES, Player, Turn

STRUCTURE = ("all", "choice", "if", "per")
COMBAT_POINTS = ("attack", "block", "lower_attack", "attack_per_enemy", "use_kept_enemy")
# Leaves resolved like a card's (resolvers/basic.py) that do not depend on a card being played.
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
    "terrain_cost_change",
    "wound_to_nearest_hero",
    "crystal_from_source",
    "enemy_attack",
    "duel",
    "convert_basic_action",
    "keep_enemy_token",
    "use_mana_as",
    "crystal_from_token",
    "crystal_of_that_colour",
    "token_mana",
    "reroll_source_dice",
    "extra_die",
    "owner_gains",
    "powered_card_bonus",  # only inside Mana Overload's token: applied by centre.powered_bonus
    "reveal_garrisons",
    "explore_discount",
    *COMBAT_POINTS,
)
# What a competitive token in the centre may do to the other players (centre.py applies them).
LASTING = ("no_source_die", "terrain_cost_change", "unit_values", "enemy_attacks_bonus", "mana_surcharge")
# Leaves known but refused honestly as "not available yet" (never offered).
REFUSED_LEAVES: tuple[str, ...] = ()
# Passive skills applied by the engine (always on while owned; never used as an action).
PASSIVE_KINDS = ("bonded_command_token",)
# modify_enemy: the parts handled here (gaining or losing abilities is not available yet).
MODIFY_PARTS = (
    "armor_change",
    "attack_change",
    "per_resistance",
    "not_arcane_immune",
    "not_fortified_in_ranged",
    "gains",
    "loses",
)
SIDEWAYS_IF = ("sideways_card_is_deed", "no_source_die_this_turn", "sideways_card_matches_mana")
CONDITIONS = (
    "day",
    "night",
    "in_combat",
    "alone_lowest_fame",
    "at_magical_glade",
    "at_fortified_site",
    "no_unit_recruited_this_turn",
    "ranged_siege_phase",
    "that_enemy_attacks",
    "after_using_basic_mana",
)

QUANTITIES = ("ready_unwounded_unit", "crystal_colour", "empty_command_token")


def skill_name(skill: Skill) -> Say:
    """The skill's name as the reader's rulebook prints it (English where it prints none)."""
    return t("mk-skill-name", id=skill.id, name=skill.name)


def _labelled(pairs: Iterable[tuple[str, Say]]) -> list[Say]:
    """``id (what)`` items of a listing (the ids are typed; what they mean is read)."""
    return [t("mk-res-labelled", id=i, what=w) for i, w in pairs]


# ----------------------------------------------------------------------------- what is supported
def supported(skill: Skill) -> bool:
    """Whether this engine can use the skill (its timing and every part of its effect); a passive skill
    when its always-on effect is applied (Bonds of Loyalty: units.py, interaction.py, R-BONDS)."""
    if skill.timing == "passive":
        return any(k in PASSIVE_KINDS for k in skill.passive or {})
    if skill.timing not in ("once_per_turn", "once_per_round", "flip_back", "interactive"):
        return False
    if skill.effect is None:
        return False
    return _supported(skill.effect)


def _supported(effect: Mapping[str, Any]) -> bool:
    kind = fx.kind_of(effect)
    if kind in ("all", "choice"):
        return all(_supported(e) for e in effect[kind])
    if kind == "cost":
        return _supported(effect["cost"]) and _supported(effect["gain"])
    if kind == "modify_enemy":
        return all(k in MODIFY_PARTS for k in effect if k != "modify_enemy") and effect[kind] == "one"
    if kind == "enemy_armor" and effect.get("target") in ("that", "one"):
        return True
    if kind == "colour_wheel":
        return all(_supported(effect[c]) for c in WHEEL[:-1])
    if kind == "centre_lasting":
        inner = effect[kind]
        if fx.kind_of(inner) == "per":  # Mana Exploit: Wounds per other colour used (mana._centre_after_mana)
            return inner["per"] == "other_mana_colour_used" and fx.kind_of(inner["each"]) == "take_wounds"
        return fx.kind_of(inner) in LASTING
    if kind == "centre_return":
        return _supported(effect[kind])
    if kind == "sideways_value":
        return (
            effect.get("plus_per", QUANTITIES[0]) in QUANTITIES
            and effect.get("upgrade_if", SIDEWAYS_IF[0]) in SIDEWAYS_IF
        )
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
    return kind in RESOLVERS and interpret.implemented(effect)


def gives_combat_points(effect: Mapping[str, Any]) -> bool:
    """Attack or Block points go into a declaration: such skills are named in attack/block (what a token
    in the centre gives later does not count)."""
    kind = fx.kind_of(effect)
    if kind in ("centre_lasting", "centre_return"):
        return False
    if kind in ("all", "choice"):
        return any(gives_combat_points(e) for e in effect[kind])
    return any(k in COMBAT_POINTS or k == "unit_bonus" for k in fx.kinds_in(effect))


# ----------------------------------------------------------------------------- timing
def face_down(ctx: Ctx, player: Player, skill: str) -> bool:
    return player.skills_flipped.get(skill) == ctx.state.round


def check(ctx: Ctx, player: Player, turn: Turn, sid: str) -> Skill:
    """The skill record if the player may use it now; else a RulesError saying why."""
    skills = ctx.data.skills
    if sid not in skills:
        raise IllegalActionError(t("mk-skill-no-such", id=sid, skills=_listing(ctx, player)))
    skill = skills[sid]
    name = skill_name(skill)
    if sid not in player.skills:
        raise IllegalActionError(t("mk-skill-not-yours", skill=name, skills=_listing(ctx, player)))
    if not supported(skill):
        raise NotAvailableYetError(t("mk-skill-not-available", skill=name))
    if skill.timing == "passive":
        raise IllegalActionError(t("mk-skill-passive", skill=name, how=_passive_text(skill)))
    if face_down(ctx, player, sid):
        raise IllegalActionError(t("mk-skill-face-down", skill=name))
    if sid in turn.skills_used:
        raise IllegalActionError(t("mk-skill-used-this-turn", skill=name))
    if turn.ending:
        raise IllegalActionError(t("mk-skill-turn-ending"))
    if sid.endswith("motivation") and player.motivation_round == ctx.state.round:
        raise IllegalActionError(t("mk-skill-motivation-used"))
    problem = _when_problem(turn, skill.when)
    if problem:
        raise IllegalActionError(t("mk-skill-wrong-time", skill=name, when=skill.when, why=problem))
    return skill


def _when_problem(turn: Turn, when: str) -> Say | None:
    combat = turn.combat
    if when == "any":
        return None
    if when == "combat":
        return None if combat is not None else t("mk-skill-when-not-in-combat")
    if when == "no_combat":
        return None if combat is None else t("mk-skill-when-in-combat")
    if when == "interaction":
        return None if turn.interaction is not None else t("mk-skill-when-not-interacting")
    if when == "not_interaction":
        return None if turn.interaction is None else t("mk-skill-when-interacting")
    phases = {
        "block_phase": ("block",),
        "attack_phase": ("attack",),
        "ranged_or_attack_phase": ("ranged", "attack"),
    }
    if combat is None:
        return t("mk-skill-when-not-in-combat")
    return None if combat.phase in phases[when] else t("mk-skill-when-phase", phase=combat.phase)


def _passive_text(skill: Skill) -> Say:
    if "bonded_command_token" in (skill.passive or {}):
        return t("mk-skill-passive-bonds")
    return ""  # pragma: no cover


def _listing(ctx: Ctx, player: Player) -> Say:
    return ", ".join(f"{ctx.data.skills[s].name} ({s})" for s in player.skills) or t("mk-res-none")


def _mark_used(ctx: Ctx, player: Player, turn: Turn, skill: Skill) -> None:
    turn.skills_used.append(skill.id)
    if skill.timing in ("once_per_round", "interactive"):  # an interactive token: once a round
        player.skills_flipped[skill.id] = ctx.state.round


# ----------------------------------------------------------------------------- using a skill
def use_skill(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> Say:
    """The ``skill`` action (outside declarations)."""
    sid = str(params.get("skill", ""))
    if sid.startswith(centre.PREFIX):
        return use_centre(ctx, player, turn, sid[len(centre.PREFIX) :], params)
    if params.get("flip") == "back":
        return flip_back(ctx, player, turn, sid, params)
    skill = check(ctx, player, turn, sid)
    assert skill.effect is not None
    if not standalone(ctx, player, skill.effect, params):
        raise IllegalActionError(t("mk-skill-combat-points", skill=skill_name(skill), id=sid))
    _mark_used(ctx, player, turn, skill)
    detail = _walk(ctx, player, turn, skill, skill.effect, dict(params), [0])
    return t("mk-skill-uses", player=player.name, skill=skill_name(skill), detail=detail)


def use_in_declaration(ctx: Ctx, player: Player, turn: Turn, item: Mapping[str, Any]) -> Say:
    """A skill named in an attack/block declaration: ``{"skill": id, "mode": alt, "params": {...}}``."""
    sid = str(item["skill"])
    if sid.startswith(centre.PREFIX):  # a cooperative token returned inside a declaration (Wolf Pack)
        extra = {k: str(v) for k, v in dict(item.get("params") or {}).items()}
        return use_centre(ctx, player, turn, sid[len(centre.PREFIX) :], extra)
    skill = check(ctx, player, turn, sid)
    assert skill.effect is not None
    params = {k: str(v) for k, v in dict(item.get("params") or {}).items()}
    if item.get("mode"):
        params["mode"] = str(item["mode"])
    _mark_used(ctx, player, turn, skill)
    detail = _walk(ctx, player, turn, skill, skill.effect, params, [0])
    return t("mk-skill-in-declaration", skill=skill_name(skill), detail=detail)


def parse_item(text: str) -> dict[str, Any]:
    """``"tovak_shield_mastery@fire-block"`` -> ``{"skill": ..., "mode": ..., "params": {...}}``."""

    head, params = with_extras(text)
    sid, _, mode = head.partition("@")
    return {"skill": sid, "mode": mode, "params": params}


def _site(ctx: Ctx, player: Player) -> str | None:
    space = ctx.state.space((player.position[0], player.position[1])) if player.position else None
    return space.site if space is not None else None


def _alone_lowest_fame(ctx: Ctx, player: Player) -> bool:
    others = [p.fame for p in ctx.state.players if p.seat != player.seat]
    return bool(others) and player.fame < min(others)


def _at_fortified_site(ctx: Ctx, player: Player) -> bool:
    site = _site(ctx, player)
    return site is not None and ctx.data.sites[site].fortified


interpret.add_conditions(
    {
        "after_using_basic_mana": lambda ctx, p, t: (
            t.last_basic_mana is not None
        ),  # earlier this turn (R-CENTRE)
        "alone_lowest_fame": lambda ctx, p, t: _alone_lowest_fame(ctx, p),
        # so far this turn: recruiting comes after the skill
        "no_unit_recruited_this_turn": lambda ctx, p, t: (
            not (t.interaction and t.interaction.get("recruited"))
        ),
        "at_magical_glade": lambda ctx, p, t: _site(ctx, p) == "magical_glade",
        "at_fortified_site": lambda ctx, p, t: _at_fortified_site(ctx, p),
    }
)
interpret.add_quantities(
    {
        "ready_unwounded_unit": lambda ctx, p, t: sum(1 for u in p.units if not u.spent and not u.wounds),
        "crystal_colour": lambda ctx, p, t: sum(1 for n in p.crystals.values() if n > 0),
        "empty_command_token": lambda ctx, p, t: max(
            0, ctx.data.levels.command_tokens(p.level) - len(p.units)
        ),
    }
)


def condition(ctx: Ctx, player: Player, turn: Turn, cond: str) -> bool:
    return interpret.condition(ctx, player, turn, cond)


def quantity(ctx: Ctx, player: Player, turn: Turn, what: str) -> int:
    return interpret.quantity(ctx, player, turn, what)


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
) -> Say:
    """A skill's effect through the effect interpreter, as a source of kind ``skill``."""
    return interpret.resolve(ctx, player, turn, effect, Play(skill.id, "basic", params, "skill", colours), 0)


def _ask_mode(
    ctx: Ctx, play: Play, slugs: list[str], alts: list[Mapping[str, Any]], given: str | None
) -> Exception:
    name = skill_name(ctx.data.skills[play.card])
    listing = _labelled([(s, fx.text(a)) for s, a in zip(slugs, alts, strict=True)])
    if not given:
        return AmbiguousActionError(t("mk-skill-choose-mode", skill=name, modes=listing))
    return IllegalActionError(t("mk-skill-no-mode", skill=name, mode=given, modes=listing))


def _that_enemy_attacks(ctx: Ctx, player: Player, turn: Turn, play: Play) -> bool:
    return _that_condition(ctx, turn, "that_enemy_attacks", play.params)


def _leaf(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    """The leaves a skill resolves its own way (the others are resolved like a card's)."""
    skill = ctx.data.skills[play.card]
    name = skill_name(skill)
    params = play.params
    colours = play.cursor
    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind in REFUSED_LEAVES:
        raise NotAvailableYetError(t("mk-skill-effect-not-available", skill=name, effect=fx.text(effect)))
    if kind == "ignore_reputation":  # Arcane Disguise: no Reputation effects this turn
        turn.add("ignore_reputation", skill.id)
        inter = turn.interaction
        if inter is not None and inter.get("rep"):  # already interacting: the modifier is taken back
            turn.influence -= int(inter["rep"])
            inter["rep"] = 0
        return t("mk-skill-ignore-reputation")
    if kind == "flip_this_skill":
        player.skills_flipped[skill.id] = ctx.state.round
        return t("mk-skill-flipped-down")
    if kind == "discard_cards":
        return _discard(ctx, player, skill, effect, params)
    if kind == "throw_away_wound":
        n, have = int(value), player.hand.count("wound")
        if have < n:
            raise IllegalActionError(t("mk-skill-wounds-needed", skill=name, n=n, have=have))
        for _ in range(n):
            player.hand.remove("wound")
        return t("mk-skill-wounds-thrown", n=n)
    if kind == "modify_enemy":
        return _modify_enemy(ctx, turn, skill, effect, params)
    if kind == "sideways_value":
        if turn.has("sideways_skill"):
            raise IllegalActionError(t("mk-skill-sideways-waiting"))
        given = {p: effect[p] for p in ("sideways_value", "card", "upgrade_if", "upgrade") if p in effect}
        waiting = turn.add("sideways_skill", skill.id, mana=params.get("pay_colour", ""), **given)
        if "plus_per" in effect:  # counted when the skill is used (Wolf's Howl: empty Command tokens)
            waiting["sideways_value"] = int(value) + quantity(ctx, player, turn, effect["plus_per"])
            return t("mk-skill-sideways-value", n=waiting["sideways_value"])
        return t("mk-skill-sideways-next", effect=fx.text(effect))
    if kind == "enemy_attack":
        return _enemy_attack(ctx, turn, skill, effect, params)
    if kind == "duel":
        return _duel(ctx, player, turn, skill, int(value))
    if kind == "convert_basic_action":
        return _shapeshift(ctx, player, turn, skill, params)
    if kind == "colour_wheel":
        return _colour_wheel(ctx, player, turn, skill, effect, params, colours)
    if kind == "keep_enemy_token":
        return _keep_enemy(ctx, turn, skill, params)
    if kind == "use_mana_as":  # Polarization: the next payment may use it (mana.payment_options)
        if turn.has("polarize"):
            raise IllegalActionError(t("mk-skill-polarize-waiting", skill=name))
        polar: dict[str, Any] = {"from": list(effect["from"]), "as": list(value)}
        turn.add("polarize", skill.id, **polar)
        return t("mk-skill-polarize-next", effect=fx.text(effect))
    if kind == "use_kept_enemy":
        return _use_kept_enemy(ctx, player, turn, skill, params)
    if kind == "enemy_armor" and effect.get("target") in ("that", "one"):
        ok = _enemy_targets(ctx, turn, {})
        e = next((x for x in ok if x.uid == params.get("enemy")), None)
        if e is None:
            listing = ", ".join(f"{x.uid} ({enemies.record(ctx, x).name})" for x in ok) or t("mk-res-none")
            raise IllegalActionError(t("mk-skill-name-enemy", skill=name, enemies=listing))
        now = enemies.lower_armor(ctx, turn, e, int(value), int(effect.get("min", 1)))
        return t("mk-skill-enemy-armor", enemy=enemies.record(ctx, e).name, by=f"{int(value):+d}", now=now)
    if kind in ("centre_lasting", "centre_return"):
        colour = params.get("colour") or turn.last_basic_mana
        return centre.place(ctx, player, skill, kind.removeprefix("centre_"), effect, colour)
    if kind in ("crystal_from_token", "crystal_of_that_colour", "token_mana", "reroll_source_dice"):
        return _mana_skill_leaf(ctx, player, turn, skill, kind, params)
    if kind == "reveal_garrisons":
        return _reveal_garrisons(ctx, player, int(value))
    if kind == "explore_discount":  # Hawk Eyes at Night: every tile explored this turn (exploration.py)
        turn.add("explore_discount", skill.id, amount=int(value))
        return t("mk-skill-explore-discount", n=int(value))
    if kind == "extra_die":  # Source Opening returned: one more (basic-colour) Source die, taken now
        return _extra_die(ctx, player, turn, skill, params)
    if kind == "owner_gains":
        owner = ctx.state.players[int(params["_owner"])]
        return t(
            "mk-skill-owner-gains",
            owner=owner.name,
            what=_walk(ctx, owner, turn, skill, value, params, colours),
        )
    if kind == "terrain_cost_change":
        return centre.terrain_change(ctx, turn, int(value), effect)
    if kind == "wound_to_nearest_hero":
        return _wound_to_nearest(ctx, player, int(value), params)
    if kind == "crystal_from_source":
        return _crystal_from_source(ctx, player, turn, skill, params)
    if kind == "ignore_damage":
        if turn.combat is None:
            raise IllegalActionError(t("mk-skill-in-combat-only", skill=name))
        shield = turn.mod("ignore_damage")
        if shield is not None:
            raise IllegalActionError(t("mk-skill-shield-waiting", source=shield.source))
        elements = list(effect["elements"])
        turn.add("ignore_damage", skill.name, amount=int(value), elements=elements)
        return fx.text(effect)
    if kind == "played_card_bonus":
        return _played_card_bonus(turn, skill, effect)
    if kind == "unit_bonus":
        return _unit_bonus(ctx, player, turn, skill, effect)
    if kind == "fly":
        return _fly(ctx, player, turn, skill, effect, params)
    if kind == "terrain_access":  # Secret Ways: lakes cost 2 and are safe spaces this turn
        terrain, cap = str(value), int(effect["move_cost"])
        turn.add("terrain_cap", skill.id, terrain=terrain, cap=cap)
        if not turn.has("safe_terrain", terrain=terrain):
            turn.add("safe_terrain", skill.id, terrain=terrain)
        return t("mk-skill-this-turn", effect=fx.text(effect))
    if kind in COMBAT_POINTS:
        return _combat_points(ctx, turn, skill, effect)
    if kind == "fame":
        player.fame += int(value)
        turn.fame_gained += int(value)
        growth.level_up(ctx, player)
        return t("mk-skill-fame", n=int(value))
    if kind == "no_other_motivation":
        player.motivation_round = ctx.state.round
        return t("mk-skill-no-other-motivation")
    if kind == "ready_unit":
        return _ready_unit(ctx, player, int(value), params)
    sub = dict(params)
    if kind in ("mana_token", "crystal") and isinstance(value, list) and len(value) > 1:
        key = _colour_key(colours[0])
        colours[0] += 1
        if params.get(key) not in value:
            raise IllegalActionError(
                t("mk-skill-choose-colour", skill=name, param=key, choices="|".join(value))
            )
        sub["colour"] = params[key]
    return interpret.resolve(ctx, player, turn, effect, Play(skill.id, "basic", sub), 0)


interpret.PLAY_CONDITIONS["that_enemy_attacks"] = _that_enemy_attacks  # Taunt
interpret.SOURCES["skill"] = interpret.Source(choice_param="mode", ask=_ask_mode, leaf=_leaf)


def _combat_points(ctx: Ctx, turn: Turn, skill: Skill, effect: Mapping[str, Any]) -> Say:

    kind = fx.kind_of(effect)
    if turn.parts is None:
        raise IllegalActionError(
            t(
                "mk-skill-gives-in-declaration",
                skill=skill_name(skill),
                effect=fx.text(effect),
                id=skill.id,
            )
        )
    if kind == "lower_attack":
        return flow.lower_attack(ctx, turn, int(effect["lower_attack"]))
    if kind == "attack_per_enemy":  # Forked Lightning: 1 against each target, up to max (R-FORKED)
        assert turn.combat is not None
        n = min(int(effect["max"]), len(turn.combat.attack_targets))
        if n == 0:
            raise IllegalActionError(t("mk-skill-in-attack-declaration", skill=skill_name(skill)))
        turn.parts.append(
            [int(effect["attack_per_enemy"]) * n, effect["element"], effect["type"], skill.name]
        )
        return t("mk-skill-targets", effect=fx.text(effect), n=n)
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
    return fx.text(effect)


def _reveal_garrisons(ctx: Ctx, player: Player, reach: int) -> Say:
    """Hawk Eyes by Day: face-down defenders of keeps, mage towers and cities within ``reach`` spaces."""

    if player.position is None:
        return t("mk-skill-nothing-revealed")
    here = (player.position[0], player.position[1])
    shown = []
    for key, space in sorted(ctx.state.spaces.items()):
        if space.site is None or not ctx.data.sites[space.site].fortified:
            continue
        if distance(here, parse_hex(key)) > reach:
            continue
        for tok in space.tokens:
            if not tok.face_up:
                tok.face_up = True
                ctx.checkpoint = True  # hidden information revealed: no undo past this
                shown.append(t("mk-skill-enemy-at", enemy=ctx.data.enemies[tok.enemy].name, hex=key))
    return t("mk-skill-revealed", enemies=shown or t("mk-skill-no-hidden-defender"), n=reach)


# ----------------------------------------------------------------------------- returning a centre token
def centre_returnable(ctx: Ctx, player: Player, turn: Turn) -> list[dict[str, Any]]:
    """The cooperative tokens this player may return now (not their own; in the token's part of the turn)."""
    out = []
    for entry in ctx.state.centre:
        if entry["kind"] != "return" or entry["owner"] == player.seat:
            continue
        skill = ctx.data.skills[entry["skill"]]
        if turn.ending or _when_problem(turn, skill.when):
            continue
        if entry.get("trigger") == "first_player_in_combat" and turn.combat is None:
            continue
        if entry.get("trigger") == "first_player_using_colour":  # returned by powering a card
            continue
        out.append(entry)
    return out


def use_centre(ctx: Ctx, player: Player, turn: Turn, sid: str, params: Mapping[str, str]) -> Say:
    """Return another player's cooperative token from the centre and get its effect."""
    entry = next((e for e in ctx.state.centre if e["skill"] == sid), None)
    listing = ", ".join(
        f"{centre.PREFIX}{e['skill']} ({ctx.data.skills[e['skill']].name})"
        for e in centre_returnable(ctx, player, turn)
    )
    if entry is None or entry["kind"] != "return":
        raise IllegalActionError(t("mk-skill-centre-no-token", tokens=listing or t("mk-res-none")))
    skill = ctx.data.skills[sid]
    if entry["owner"] == player.seat:
        raise IllegalActionError(t("mk-skill-centre-own", skill=skill_name(skill)))
    if entry not in centre_returnable(ctx, player, turn):
        raise IllegalActionError(
            t(
                "mk-skill-centre-when",
                skill=skill_name(skill),
                when=skill.when,
                tokens=listing or t("mk-res-none"),
            )
        )
    ctx.state.centre.remove(entry)
    owner = next((p.name for p in ctx.state.players if p.seat == entry["owner"]), None)
    sub = {**params, "_owner": str(entry["owner"]), "_colour": str(entry.get("colour") or "")}
    detail = _walk(ctx, player, turn, skill, entry["effect"], sub, [0])
    if owner is None:
        return t(
            "mk-skill-centre-returned-ownerless", player=player.name, skill=skill_name(skill), detail=detail
        )
    return t(
        "mk-skill-centre-returned", player=player.name, owner=owner, skill=skill_name(skill), detail=detail
    )


def centre_variants(
    ctx: Ctx, player: Player, turn: Turn, *, standalone_only: bool = False
) -> list[dict[str, str]]:
    """The ``skill`` action parameters for returning tokens now (``standalone_only``: not those giving
    Attack or Block points, which are named in a declaration)."""
    out = []
    for entry in centre_returnable(ctx, player, turn):
        if standalone_only and gives_combat_points(entry["effect"]):
            continue
        for params in variants(ctx, player, turn, entry["effect"], [0]):
            out.append({"skill": centre.PREFIX + entry["skill"], **params})
    return out


# ----------------------------------------------------------------------------- mana skills in the centre
def _untaken_basic_dice(ctx: Ctx) -> list[str]:
    return sorted({d.colour for d in ctx.state.source if d.taken_by is None and d.colour in BASIC_COLOURS})


def _mana_skill_leaf(
    ctx: Ctx, player: Player, turn: Turn, skill: Skill, kind: str, params: dict[str, str]
) -> Say:
    if kind == "crystal_from_token":  # Mana Suppression: taken when the token comes back (centre.py)
        entry = next(e for e in reversed(ctx.state.centre) if e["skill"] == skill.id)
        entry["crystal_from_token"] = True
        return t("mk-skill-crystal-from-token")
    if kind == "crystal_of_that_colour":
        colour = params.get("_colour") or turn.last_basic_mana
        if not colour:
            return t("mk-skill-no-crystal-no-colour")
        return mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    if kind == "token_mana":  # Mana Enhancement returned: the mana token lying on it
        colour = params.get("_colour", "")
        if not colour:
            return t("mk-skill-no-token-on-it")
        turn.tokens.append(colour)
        return t("mk-skill-mana-token", colour=colour)
    die = params.get("die")  # reroll_source_dice: up to 1, chosen by colour
    if not die:
        return t("mk-skill-no-die-rerolled")
    choices = sorted({d.colour for d in ctx.state.source if d.taken_by is None})
    if die not in choices:
        raise IllegalActionError(
            t("mk-skill-reroll-choose", skill=skill_name(skill), choices="|".join(choices))
        )

    d = next(x for x in ctx.state.source if x.taken_by is None and x.colour == die)
    d.colour = ctx.rng.choice(list(DIE_FACES))
    return t("mk-skill-rerolled", colour=die, now=d.colour)


def _extra_die(ctx: Ctx, player: Player, turn: Turn, skill: Skill, params: dict[str, str]) -> Say:
    """Source Opening returned: take one more basic-colour die now (its mana as a token for this turn);
    its colour is the owner's crystal (R-CENTRE)."""
    choices = _untaken_basic_dice(ctx)
    colour = params.get("die", choices[0] if len(choices) == 1 else "")
    if colour not in choices:
        raise IllegalActionError(
            t(
                "mk-skill-extra-die-choose",
                skill=skill_name(skill),
                choices="|".join(choices) or t("mk-res-none-left"),
            )
        )
    d = next(x for x in ctx.state.source if x.taken_by is None and x.colour == colour)
    d.taken_by = player.seat
    turn.tokens.append(colour)
    params["_colour"] = colour
    return t("mk-skill-extra-die", colour=colour)


# ----------------------------------------------------------------------------- Polarization (R-POLAR)
# ----------------------------------------------------------------------------- Shapeshift
SHAPES = ("move", "attack", "block")


def _fixed_kind(effect: Mapping[str, Any]) -> str | None:
    """``move``/``attack``/``block`` when the effect is one fixed amount of it (element and type aside)."""
    kind = fx.kind_of(effect)
    if kind in SHAPES and isinstance(effect[kind], int) and set(effect) <= {kind, "element", "type"}:
        return kind
    return None


def _card_shapes(ctx: Ctx, card: str) -> set[str]:
    """The fixed Move/Attack/Block amounts a Basic Action gives, played basic or powered."""
    rec = ctx.data.cards[card]
    out: set[str] = set()
    for effect in (rec.basic, rec.powered):
        if not effect:
            continue
        alts = list(effect["choice"]) if fx.kind_of(effect) == "choice" else [effect]
        out.update(k for k in (_fixed_kind(a) for a in alts) if k)
    return out


def _shapeshift_options(ctx: Ctx, player: Player) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for card in sorted(set(player.hand)):
        if ctx.data.cards[card].kind != "basic":
            continue
        shapes = _card_shapes(ctx, card)
        out.extend({"card": card, "to": to} for to in SHAPES if shapes - {to})
    return out


def _shapeshift(ctx: Ctx, player: Player, turn: Turn, skill: Skill, params: Mapping[str, str]) -> Say:
    """Shapeshift: the named Basic Action's next play gives its fixed Move, Attack or Block as another
    of the three (the element of an Attack or Block is kept; R-SHAPESHIFT)."""
    ok = _shapeshift_options(ctx, player)
    choice = {"card": params.get("card", ""), "to": params.get("to", "")}
    if choice not in ok:
        listing = ", ".join(f"card:{o['card']} to:{o['to']}" for o in ok) or t("mk-res-none")
        raise IllegalActionError(t("mk-skill-shapeshift-choose", skill=skill_name(skill), choices=listing))
    turn.add("shapeshift", skill.id, **choice)
    return t("mk-skill-shapeshifted", card=ctx.data.cards[choice["card"]].name, to=choice["to"])


def shapeshifted(turn: Turn, card: str, effect: Mapping[str, Any]) -> Mapping[str, Any]:
    """The effect of ``card`` now played, changed by a waiting Shapeshift (used up when it applies)."""
    pending = turn.mod("shapeshift")
    kind = _fixed_kind(effect)
    if pending is None or pending["card"] != card or kind is None or kind == pending["to"]:
        return effect
    turn.drop(pending)
    to, amount = pending["to"], int(effect[kind])
    element = effect.get("element")
    out: dict[str, Any] = {to: amount}
    if element and to != "move":
        out["element"] = element
    return out


# ----------------------------------------------------------------------------- Dueling (R-DUEL)


def _duel(ctx: Ctx, player: Player, turn: Turn, skill: Skill, fame: int) -> Say:
    """Dueling, in the block declaration: the blocked enemy is marked for the Attack phase."""
    combat = turn.combat
    if combat is None or combat.block_target is None or turn.parts is None:
        raise IllegalActionError(t("mk-skill-in-block-declaration", skill=skill_name(skill), id=skill.id))
    uid = combat.block_target.split(":")[0]
    turn.drop("duel")
    turn.add(
        "duel", skill.id, enemy=uid, fame=fame, units=lasting.unit_parts(ctx, player, turn.parts), attack=True
    )
    return t("mk-skill-duel", enemy=uid, fame=fame)


def standalone(ctx: Ctx, player: Player, effect: Mapping[str, Any], params: Mapping[str, str]) -> bool:
    """Whether the skill, with these choices, is used on its own (not inside a declaration)."""
    if fx.kind_of(effect) == "colour_wheel":
        colour = _chaos_colour(ctx, player, params, roll=False)
        if colour is None:  # not rolled yet, or gold without a choice: the use itself says more
            return True
        return not gives_combat_points(effect[colour])
    return not gives_combat_points(effect) or standalone_mode(effect, params) is not None


# ----------------------------------------------------------------------------- Master of Chaos (R-CHAOS)
WHEEL = ("blue", "green", "black", "white", "red", "gold")


def _chaos_colour(ctx: Ctx, player: Player, params: Mapping[str, str], *, roll: bool) -> str | None:
    """The colour whose effect this use gives: the wheel moves one step clockwise; on gold, the
    player picks one of the five (``mode:<colour>``). The wheel is set by a die roll the first time."""
    if player.chaos_wheel is None:
        if not roll:
            return None
        player.chaos_wheel = ctx.rng.choice(list(WHEEL))
    nxt = WHEEL[(WHEEL.index(player.chaos_wheel) + 1) % len(WHEEL)]
    if nxt != "gold":
        return nxt
    mode = params.get("mode", "")
    return mode if mode in WHEEL[:-1] else None


def _colour_wheel(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    skill: Skill,
    effect: Mapping[str, Any],
    params: dict[str, str],
    colours: list[int],
) -> Say:
    colour = _chaos_colour(ctx, player, params, roll=True)
    if colour is None:
        listing = _labelled((f"mode:{c}", fx.text(effect[c])) for c in WHEEL[:-1])
        raise AmbiguousActionError(t("mk-skill-wheel-gold", skill=skill_name(skill), modes=listing))
    assert player.chaos_wheel is not None
    player.chaos_wheel = WHEEL[(WHEEL.index(player.chaos_wheel) + 1) % len(WHEEL)]
    got = _walk(ctx, player, turn, skill, effect[colour], params, colours)
    return t("mk-skill-wheel-moves", colour=player.chaos_wheel, detail=got)


# ----------------------------------------------------------------------------- Puppet Master (R-PUPPET)
def _keep_enemy(ctx: Ctx, turn: Turn, skill: Skill, params: Mapping[str, str]) -> Say:
    """Keep the token of one enemy defeated in this combat (it is not discarded at the end)."""

    ok = _keepable(turn)
    chosen = next((e for e in ok if e.uid == params.get("enemy")), None)
    if chosen is None:
        listing = ", ".join(f"{e.uid} ({enemies.record(ctx, e).name})" for e in ok) or t(
            "mk-skill-none-defeated"
        )
        raise IllegalActionError(t("mk-skill-keep-choose", skill=skill_name(skill), enemies=listing))
    chosen.kept = True
    return t("mk-skill-kept", enemy=enemies.record(ctx, chosen).name)


def _keepable(turn: Turn) -> list[Any]:
    if turn.combat is None:
        return []
    return [e for e in turn.combat.enemies if e.defeated and e.role != "summoned" and not e.kept]


def _half(n: int) -> int:
    return -(-n // 2)


def _use_kept_enemy(ctx: Ctx, player: Player, turn: Turn, skill: Skill, params: Mapping[str, str]) -> Say:
    """Discard a kept token: in an attack, half its attack (each attack, rounded up, with its element);
    in a block, half its Armor (rounded up), Ice if it resists Fire, Fire if it resists Ice, Cold Fire if
    both. A summoner's attacks are not copied (R-PUPPET)."""
    if turn.parts is None or turn.combat is None:
        raise IllegalActionError(t("mk-skill-kept-in-declaration", skill=skill_name(skill), id=skill.id))
    kept = sorted(set(player.kept_enemies))
    pick = params.get("kept", kept[0] if len(kept) == 1 else "")
    if pick not in kept:
        raise IllegalActionError(
            t(
                "mk-skill-kept-choose",
                skill=skill_name(skill),
                kept=", ".join(kept) or t("mk-skill-none-kept"),
            )
        )
    rec = ctx.data.enemies[pick]
    blocking = turn.combat.block_target is not None
    if blocking:
        res = set(rec.resistances)
        element = (
            "coldfire"
            if {"fire", "ice"} <= res
            else "ice"
            if "fire" in res
            else "fire"
            if "ice" in res
            else "physical"
        )
        turn.parts.append([_half(rec.armor), element, "block", f"{skill.name} ({rec.name})"])
        got = t("mk-skill-kept-block", n=_half(rec.armor), element=element)
    else:
        attacks = [a for a in rec.attacks if not a.summon]
        if not attacks:
            raise IllegalActionError(t("mk-skill-kept-no-attack", skill=skill_name(skill), enemy=rec.name))
        for a in attacks:
            turn.parts.append(
                [_half(a.value), a.element or "physical", "melee", f"{skill.name} ({rec.name})"]
            )
        got = t("mk-skill-kept-attack", values=" + ".join(str(_half(a.value)) for a in attacks))
    player.kept_enemies.remove(pick)
    ctx.state.enemy_discards.setdefault(rec.colour, []).append(pick)
    return t("mk-skill-kept-discarded", enemy=rec.name, detail=got)


def standalone_mode(effect: Mapping[str, Any], params: Mapping[str, str]) -> str | None:
    """The chosen mode of a choice skill when that mode gives no combat points (Taunt's second mode is
    used on its own, its first in a block declaration)."""
    if fx.kind_of(effect) != "choice":
        return None
    for s, a in zip(interpret.mode_slugs(list(effect["choice"])), effect["choice"], strict=True):
        if s == params.get("mode") and not gives_combat_points(a):
            return s
    return None


def _that_condition(ctx: Ctx, turn: Turn, cond: str, params: Mapping[str, str]) -> bool:
    """Taunt: whether the enemy chosen in this use still attacks this combat."""

    combat = turn.combat
    return combat is not None and any(e.uid == params.get("enemy") for e in enemies.attackers(combat))


def _taunt_targets(ctx: Ctx, turn: Turn) -> list[Any]:
    if turn.combat is None or turn.combat.phase != "block":
        return []
    return [e for e in enemies.attackers(turn.combat) if enemies.attack_indexes(ctx, e)]


def _enemy_attack(
    ctx: Ctx, turn: Turn, skill: Skill, effect: Mapping[str, Any], params: Mapping[str, str]
) -> Say:
    """Taunt: one enemy's attack gets +N (its first attack not yet blocked; ``attack`` names another)."""

    ok = _taunt_targets(ctx, turn)
    chosen = next((e for e in ok if e.uid == params.get("enemy")), None)
    if chosen is None:
        listing = ", ".join(f"{e.uid} ({enemies.record(ctx, e).name})" for e in ok) or t("mk-res-none")
        raise IllegalActionError(t("mk-skill-name-attacker", skill=skill_name(skill), enemies=listing))
    idx = enemies.attack_indexes(ctx, chosen)
    i = idx[0]
    if len(idx) > 1 and params.get("attack"):
        if params["attack"] not in [str(j + 1) for j in idx]:
            raise IllegalActionError(
                t("mk-skill-which-attack", skill=skill_name(skill), choices="|".join(str(j + 1) for j in idx))
            )
        i = int(params["attack"]) - 1
    chosen.reduction[i] -= int(effect["enemy_attack"])
    assert turn.combat is not None
    return t(
        "mk-skill-enemy-attack-raised",
        enemy=enemies.record(ctx, chosen).name,
        uid=chosen.uid,
        n=int(effect["enemy_attack"]),
        now=enemies.attack_value(ctx, turn.combat, chosen, i),
    )


def _played_card_bonus(turn: Turn, skill: Skill, effect: Mapping[str, Any]) -> Say:
    """+N to one Attack (Block) played this phase: added to the attack (block) being declared, with its
    element and type (the skill is named in the declaration, after the cards and units)."""
    to = str(effect["to"])
    parts = [p for p in (turn.parts or []) if (p[2] == "block") == (to == "block")]
    if turn.parts is None or not parts:
        if turn.parts is None:
            return t("mk-skill-bonus-nothing-more", n=int(effect["played_card_bonus"]), to=to, id=skill.id)
        raise IllegalActionError(t("mk-skill-bonus-where", skill=skill_name(skill), to=to))
    last = parts[-1]
    n = int(effect["played_card_bonus"])
    turn.parts.append([n, last[1], last[2], skill.name])
    return t("mk-skill-bonus-added", n=n, source=last[3], to=to)


# ----------------------------------------------------------------------------- flight (Goldyx)
def _fly_targets(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> list[str]:
    """Where the flying skill may take the hero now: flight is movement, so not after the turn's
    action, and only with the Move it costs (movement.fly)."""
    if turn.action is not None or turn.move < int(effect["move_cost"]):
        return []
    return fly_targets(ctx, player, int(effect["fly"]))


def _fly(
    ctx: Ctx, player: Player, turn: Turn, skill: Skill, effect: Mapping[str, Any], params: Mapping[str, str]
) -> Say:
    if turn.action is not None:
        raise IllegalActionError(t("mk-skill-fly-action-taken", skill=skill_name(skill), action=turn.action))
    return fly(
        ctx, player, turn, params.get("hex", ""), int(effect["fly"]), int(effect["move_cost"]), skill.name
    )


UNIT_BONUS_TYPES = {"block": ("block",), "attack": ("melee",), "ranged_attack": ("ranged",)}


def _unit_bonus(ctx: Ctx, player: Player, turn: Turn, skill: Skill, effect: Mapping[str, Any]) -> Say:
    """Leadership: +N to the Block / Attack / Ranged Attack of a unit activated in this declaration (the
    skill is named after the units, so it adds to the last matching unit's points)."""
    to = str(effect["to"])
    if turn.parts is None:
        raise IllegalActionError(t("mk-skill-unit-bonus-where", skill=skill_name(skill), to=to, id=skill.id))
    names = {ctx.data.units[u.unit].name for u in player.units}
    parts = [p for p in turn.parts if p[3] in names and p[2] in UNIT_BONUS_TYPES[to]]
    if not parts:
        raise IllegalActionError(t("mk-skill-unit-bonus-none", skill=skill_name(skill), to=to))
    last = parts[-1]
    n = int(effect["unit_bonus"])
    turn.parts.append([n, last[1], last[2], f"{skill.name} ({last[3]})"])
    return t("mk-skill-bonus-added", n=n, source=last[3], to=to)


def _wound_to_nearest(ctx: Ctx, player: Player, n: int, params: Mapping[str, str]) -> Say:
    """Healing Ritual: ``n`` of the Wounds just thrown away go into the hand of the nearest other hero
    (distance on the map; a tie goes to the first of them after you in seat order, R-CENTRE)."""

    if player.position is None:
        return t("mk-skill-no-other-hero")
    here = (player.position[0], player.position[1])
    count = len(ctx.state.players)
    others = [p for p in ctx.state.players if p.seat != player.seat and p.position is not None]
    if not others:
        return t("mk-skill-no-hero-for-wound")
    nearest = min(
        others,
        key=lambda p: (
            distance(here, (p.position[0], p.position[1])),  # type: ignore[index]
            (p.seat - player.seat) % count,
        ),
    )
    nearest.hand.extend(["wound"] * n)
    return t("mk-skill-wound-to-nearest", n=n, player=nearest.name)


def _basic_source_colours(ctx: Ctx) -> list[str]:
    return sorted({d.colour for d in ctx.state.source if d.colour in BASIC_COLOURS})


def _crystal_from_source(
    ctx: Ctx, player: Player, turn: Turn, skill: Skill, params: Mapping[str, str]
) -> Say:
    """Source Freeze: a crystal of the colour of a basic-colour die in the Source, taken when the token
    is used (R-CENTRE); the die is not rerolled."""
    colours = _basic_source_colours(ctx)
    if not colours:
        return t("mk-skill-no-basic-die")
    colour = params.get("colour", "")
    if colour not in colours:
        raise IllegalActionError(
            t("mk-skill-source-colour-choose", skill=skill_name(skill), choices="|".join(colours))
        )

    return t("mk-skill-gains", what=mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap))


def _ready_unit(ctx: Ctx, player: Player, level: int, params: Mapping[str, str]) -> Say:
    spent = [u for u in player.units if u.spent and ctx.data.units[u.unit].level <= level]
    listing = ", ".join(f"{u.uid} ({ctx.data.units[u.unit].name})" for u in spent) or t("mk-res-none")
    uid = params.get("unit")
    chosen = next((u for u in spent if u.uid == uid), None)
    if chosen is None:
        raise IllegalActionError(t("mk-skill-ready-choose", level=level, units=listing))
    chosen.spent = False
    return t("mk-skill-readies", unit=ctx.data.units[chosen.unit].name)


def _discardable(ctx: Ctx, player: Player, what: str) -> list[str]:
    def fits(card: str) -> bool:
        wound = ctx.data.cards[card].kind == "wound"
        return what == "any" or wound == (what == "wound")

    return sorted({c for c in player.hand if fits(c)})


def _discard(
    ctx: Ctx, player: Player, skill: Skill, effect: Mapping[str, Any], params: Mapping[str, str]
) -> Say:
    what = str(effect.get("what", "any"))
    fits = _discardable(ctx, player, what)
    card = params.get("discard")
    if card not in fits:
        raise IllegalActionError(
            t(
                "mk-skill-discard-choose",
                skill=skill_name(skill),
                what=what,
                cards=", ".join(fits) or t("mk-skill-none-in-hand"),
            )
        )
    player.hand.remove(card)
    player.discard.append(card)
    return t("mk-skill-discards", card=ctx.data.cards[card].name)


# ----------------------------------------------------------------------------- enemies (modify_enemy)
def _enemy_problem(ctx: Ctx, turn: Turn, effect: Mapping[str, Any], e: Any) -> Say | None:
    """Why the effect cannot target enemy ``e`` (§7.1: Arcane Immunity ignores such effects)."""

    combat = turn.combat
    assert combat is not None
    if "arcane_immunity" in enemies.abilities(ctx, combat, e):
        return t("mk-skill-arcane-immune")
    if (
        effect.get("not_fortified_in_ranged")
        and combat.phase == "ranged"
        and enemies.fortified(ctx, combat, e) > 0
    ):
        return t("mk-skill-fortified-in-ranged")
    return None


def _enemy_targets(ctx: Ctx, turn: Turn, effect: Mapping[str, Any]) -> list[Any]:
    if turn.combat is None:
        return []
    return [e for e in enemies.living(turn.combat) if _enemy_problem(ctx, turn, effect, e) is None]


def _modify_enemy(
    ctx: Ctx, turn: Turn, skill: Skill, effect: Mapping[str, Any], params: Mapping[str, str]
) -> Say:
    combat = turn.combat
    name = skill_name(skill)
    if combat is None:
        raise IllegalActionError(t("mk-skill-targets-enemy", skill=name))
    ok = _enemy_targets(ctx, turn, effect)
    chosen = next((e for e in ok if e.uid == params.get("enemy")), None)
    if chosen is None:
        listing = ", ".join(f"{e.uid} ({enemies.record(ctx, e).name})" for e in ok) or t("mk-res-none")
        others = _labelled(
            (e.uid, _enemy_problem(ctx, turn, effect, e) or "") for e in enemies.living(combat) if e not in ok
        )
        if others:
            raise IllegalActionError(t("mk-skill-name-enemy-but", skill=name, enemies=listing, others=others))
        raise IllegalActionError(t("mk-skill-name-enemy", skill=name, enemies=listing))
    rec = enemies.record(ctx, chosen)
    done: list[Say] = []
    if "loses" in effect:  # Know Your Prey
        options = losable(ctx, turn, chosen, str(effect["loses"]))
        pick = params.get("lose", "")
        if pick not in options:
            raise IllegalActionError(
                t(
                    "mk-skill-lose-choose",
                    skill=name,
                    enemy=rec.name,
                    choices="|".join(options) or t("mk-skill-nothing-to-lose"),
                )
            )
        if effect["loses"] == "ability":
            chosen.lost.append(pick)
            done.append(t("mk-skill-loses", ability=ability_name(pick)))
        else:
            n, new = pick.split("-")
            chosen.lost = [x for x in chosen.lost if not x.startswith(f"element{int(n) - 1}:")]
            chosen.lost.append(f"element{int(n) - 1}:{new}")
            done.append(t("mk-skill-attack-becomes", n=int(n), element=new))
    if "gains" in effect:  # e.g. Cumbersome (Nature's Vengeance), for this combat
        gained = str(effect["gains"])
        if gained not in chosen.gained:
            chosen.gained.append(gained)
        done.append(t("mk-skill-gains", what=ability_name(gained)))
    if "armor_change" in effect:
        times = len(ctx.data.enemies[chosen.enemy].resistances) if effect.get("per_resistance") else 1
        by = int(effect["armor_change"]) * times
        if by:
            done.append(
                t("mk-skill-armor-change", by=f"{by:+d}", now=enemies.lower_armor(ctx, turn, chosen, by, 1))
            )
        else:
            done.append(t("mk-skill-armor-unchanged"))
    if "attack_change" in effect:
        idx = enemies.attack_indexes(ctx, chosen)
        i = idx[0] if idx else 0
        if len(idx) > 1:
            pick = params.get("attack", "")
            if pick not in [str(j + 1) for j in idx]:
                raise IllegalActionError(
                    t(
                        "mk-skill-attacks-say-which",
                        skill=name,
                        enemy=rec.name,
                        n=len(idx),
                        choices="|".join(str(j + 1) for j in idx),
                    )
                )
            i = int(pick) - 1
        if idx:
            chosen.reduction[i] -= int(effect["attack_change"])
            done.append(
                t(
                    "mk-skill-attack-change",
                    by=f"{int(effect['attack_change']):+d}",
                    now=enemies.attack_value(ctx, combat, chosen, i),
                )
            )
    return t("mk-skill-enemy-changed", enemy=rec.name, uid=chosen.uid, changes=done)


def ability_name(ability: str) -> Say:
    """An enemy ability or resistance (``swift``, ``fire_resistance``) as the reader's rulebook names it."""
    return t("mk-skill-ability", ability=ability, name=ability.replace("_", " ").title())


# ----------------------------------------------------------------------------- flip-back skills (LL)
def _flip_back_problem(ctx: Ctx, player: Player, turn: Turn, skill: Skill) -> Say | None:
    """Why the skill cannot be turned face up now, as a sentence (None: it can)."""
    name = skill_name(skill)
    if skill.timing != "flip_back":
        return t("mk-skill-flip-not-flip-back", skill=name)
    if not face_down(ctx, player, skill.id):
        return t("mk-skill-flip-face-up", skill=name)
    if skill.id in turn.skills_flipped_back:
        return t("mk-skill-flip-already", skill=name)
    if turn.ending:
        return t("mk-skill-flip-turn-ending")
    cond = str(skill.flip_back)
    met = {
        "on_rest": turn.rested,
        "as_action": turn.action is None and not turn.rested and turn.combat is None,
        "pay_green_mana": bool(mana.payment_options(ctx.state, player, turn, "green")),
    }[cond]
    return None if met else t("mk-skill-flip-when", skill=name, cond=cond)


def flip_back(ctx: Ctx, player: Player, turn: Turn, sid: str, params: Mapping[str, str]) -> Say:
    """Turn a face-down flip-back skill face up again, once per turn, when its condition is met."""

    skills = ctx.data.skills
    if sid not in skills or sid not in player.skills:
        raise IllegalActionError(t("mk-skill-flip-no-such", id=sid, skills=_listing(ctx, player)))
    skill = skills[sid]
    problem = _flip_back_problem(ctx, player, turn, skill)
    if problem:
        raise IllegalActionError(problem)
    how = str(skill.flip_back)
    paid: Say = ""
    if skill.flip_back == "pay_green_mana":
        paid = mana.pay_text(ctx, player, turn, "green", params.get("pay"))
    if skill.flip_back == "as_action":
        turn.action = "flip_back"
    del player.skills_flipped[sid]
    turn.skills_flipped_back.append(sid)
    return t("mk-skill-flipped-up", player=player.name, skill=skill_name(skill), how=how, paid=paid)


# ----------------------------------------------------------------------------- sideways-value skills
def wound_sideways(turn: Turn) -> bool:
    """Whether a Wound may be played sideways now (a waiting Power of Pain)."""
    return turn.has("sideways_skill", card="wound")


def sideways_value(ctx: Ctx, turn: Turn, card: str) -> tuple[int, str]:
    """The value of ``card`` played sideways now: 1, or a waiting sideways-value skill's (used up)."""
    pending = turn.mod("sideways_skill")
    rec = ctx.data.cards[card]
    if pending is None or (pending["card"] == "wound") != (rec.kind == "wound"):
        return 1, ""
    value = int(pending["sideways_value"])
    upgrade_if = pending["upgrade_if"]
    if upgrade_if == "sideways_card_is_deed" and rec.kind in ("advanced", "spell", "artifact"):
        value = int(pending["upgrade"])
    if upgrade_if == "no_source_die_this_turn" and turn.dice_used == 0:
        value = int(pending["upgrade"])
        turn.dice_allowed = 0  # you then may not use a Source die this turn
    if upgrade_if == "sideways_card_matches_mana" and rec.kind in ("basic", "unique", "advanced", "spell"):
        if pending["mana"] in (rec.colours or (rec.colour,)):
            value = int(pending["upgrade"])
    turn.drop(pending)
    return value, f" ({ctx.data.skills[pending.source].name})"


# ----------------------------------------------------------------------------- options
def skill_options(ctx: Ctx, player: Player, turn: Turn) -> list[Any]:
    """The ``skill`` actions open now (skills giving combat points are named in declarations)."""
    out: list[Any] = []
    for sid in player.skills:
        rec = ctx.data.skills.get(sid)
        if rec is not None and _flip_back_problem(ctx, player, turn, rec) is None:
            label = t("mk-skill-option-flip-back", skill=skill_name(rec))
            ways = mana.payment_options(ctx.state, player, turn, "green")
            pays = [{"pay": w} for w in ways] if rec.flip_back == "pay_green_mana" else [{}]
            out.extend(
                offer(paying(label, pay, "pay"), "skill", skill=sid, flip="back", **pay) for pay in pays
            )
        try:
            skill = check(ctx, player, turn, sid)
        except (IllegalActionError, NotAvailableYetError):
            continue
        assert skill.effect is not None
        if fx.kinds_in(skill.effect) <= {"if", "played_card_bonus"}:
            continue  # named in declarations
        found = variants(ctx, player, turn, skill.effect, [0])
        if gives_combat_points(skill.effect):  # only its modes without combat points are used alone
            found = [p for p in found if standalone(ctx, player, skill.effect, p)]
        for params in found:
            typed = "".join(f" {k}:{v}" for k, v in params.items())
            out.append(
                offer(
                    t("mk-skill-option", skill=skill_name(skill), params=typed), "skill", skill=sid, **params
                )
            )
    for params in centre_variants(ctx, player, turn, standalone_only=True):
        rec = ctx.data.skills[params["skill"].removeprefix(centre.PREFIX)]
        typed = "".join(f" {k}:{v}" for k, v in params.items() if k != "skill")
        out.append(offer(t("mk-skill-option-centre", skill=skill_name(rec), params=typed), "skill", **params))
    return out


def variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], colours: list[int]
) -> list[dict[str, str]]:
    """Every parameter set the effect accepts now (empty when none works): the interpreter's walk
    with the skill's leaves (:func:`_leaf_variants`)."""
    play = Play("", "basic", {}, "skill", colours)
    return interpret.variants(ctx, player, turn, effect, play, _leaf_variants)


def _leaf_variants(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    effect: Mapping[str, Any],
    play: Play,
    sub: Callable[[Mapping[str, Any]], list[dict[str, str]]],
) -> list[dict[str, str]] | None:
    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind in REFUSED_LEAVES:
        return []
    if kind == "discard_cards":
        return [{"discard": c} for c in _discardable(ctx, player, str(effect.get("what", "any")))]
    if kind == "throw_away_wound":
        return [{}] if player.hand.count("wound") >= int(value) else []
    if kind == "modify_enemy":
        return _enemy_variants(ctx, turn, effect)
    if kind == "sideways_value":
        return [{}] if not turn.has("sideways_skill") else []
    if kind == "fly":
        return [{"hex": h} for h in _fly_targets(ctx, player, turn, effect)]
    if kind == "ignore_damage":
        return [{}] if turn.combat is not None and not turn.has("ignore_damage") else []
    if kind == "enemy_attack":
        return [{"enemy": e.uid} for e in _taunt_targets(ctx, turn)]
    if kind == "enemy_armor" and effect.get("target") == "one":
        return [{"enemy": e.uid} for e in _enemy_targets(ctx, turn, {})]
    if kind == "convert_basic_action":
        return _shapeshift_options(ctx, player) if not turn.has("shapeshift") else []
    if kind == "keep_enemy_token":
        return [{"enemy": e.uid} for e in _keepable(turn)]
    if kind == "use_mana_as":
        return [{}] if not turn.has("polarize") else []
    if kind == "extra_die":
        return [{"die": c} for c in _untaken_basic_dice(ctx)]
    if kind == "reroll_source_dice":
        return [{}, *({"die": c} for c in sorted({d.colour for d in ctx.state.source if d.taken_by is None}))]
    if kind == "use_kept_enemy":
        return [{"kept": k} for k in sorted(set(player.kept_enemies))]
    if kind == "colour_wheel":
        if player.chaos_wheel is None:
            return []
        if WHEEL[(WHEEL.index(player.chaos_wheel) + 1) % len(WHEEL)] == "gold":
            return [{"mode": c} for c in WHEEL[:-1]]
        return [{}]
    if kind == "crystal_from_source":
        return [{"colour": c} for c in _basic_source_colours(ctx)] or [{}]
    if kind == "played_card_bonus":  # adds nothing standalone: skill_options skips skills made only of it
        return [{}]
    if kind == "pay_mana":
        pays: list[dict[str, str]] = []
        for c in value:
            for way in mana.payment_options(ctx.state, player, turn, c):  # each source its own (R-ASK)
                pays.append({"pay": way, **({"pay_colour": c} if len(value) > 1 else {})})
        return pays
    if kind == "if" and value == "after_using_basic_mana" and not condition(ctx, player, turn, value):
        return []  # Mana Enhancement: nothing to enhance yet
    if kind in ("mana_token", "crystal") and isinstance(value, list) and len(value) > 1:
        key = _colour_key(play.cursor[0])
        play.cursor[0] += 1
        return [{key: c} for c in value]
    if kind == "ready_unit":
        return [
            {"unit": u.uid} for u in player.units if u.spent and ctx.data.units[u.unit].level <= int(value)
        ]
    if kind == "heal_unit":
        return [
            {"unit": u.uid} for u in player.units if u.wounds and ctx.data.units[u.unit].level <= int(value)
        ]
    if kind == "heal":  # the wounded units its Heal points go to first (R-HEAL-CARD)
        return [{}] + [{"unit": ",".join(t)} for t in units.heal_targets(ctx, player, int(value))]
    if kind in interpret.COMBINATORS:
        return None
    return [{}]


def _enemy_variants(ctx: Ctx, turn: Turn, effect: Mapping[str, Any]) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for e in _enemy_targets(ctx, turn, effect):
        idx = enemies.attack_indexes(ctx, e)
        if "attack_change" in effect and len(idx) > 1:
            out.extend({"enemy": e.uid, "attack": str(i + 1)} for i in idx)
        elif "loses" in effect:
            out.extend({"enemy": e.uid, "lose": t} for t in losable(ctx, turn, e, str(effect["loses"])))
        else:
            out.append({"enemy": e.uid})
    return out


def losable(ctx: Ctx, turn: Turn, e: Any, what: str) -> list[str]:
    """Know Your Prey: what the enemy may lose: one ability (or resistance), or one attack's element
    (``<attack>-<new element>``: Fire/Ice become physical, Cold Fire becomes Fire or Ice)."""

    assert turn.combat is not None
    if what == "ability":
        abilities = sorted(enemies.abilities(ctx, turn.combat, e))
        return abilities + sorted(f"{r}_resistance" for r in enemies.resistances(ctx, e))
    out: list[str] = []
    for i in enemies.attack_indexes(ctx, e):
        element = enemies.attack_element(ctx, e, i)
        news = {"fire": ["physical"], "ice": ["physical"], "coldfire": ["fire", "ice"]}.get(element, [])
        out.extend(f"{i + 1}-{n}" for n in news)
    return out
