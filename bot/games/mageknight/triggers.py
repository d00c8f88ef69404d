"""Turn-long triggers: ``whenever = <event>, then = <effect>`` (effects/artifacts.py).

Playing a card with a ``whenever`` part records a trigger on the Turn (``Turn.triggers``, see
:func:`add`); the places where the events happen call :func:`fire`, which resolves ``then`` once per
occurrence (``max`` caps the count). Triggers count events from the moment the card is played on
(docs/rulings.md R-TRIGGER); the Heal points a card spends before its own trigger line (Golden Grail)
are counted at once.

Fired events and the trigger events they feed:

- ``enemy_defeated`` (``enemy``, ``by_attack``; combat/flow.py ``_defeat``): enemy_defeated_this_turn,
  enemy_defeated_this_phase (same combat phase as when the card was played) and
  enemy_defeated_by_this_attack (only for the attack declaration the card was played in; those
  triggers end with the declaration, :func:`end_attack`).
- ``spell_cast`` (``colour``; cards.py ``play_card``): spell_cast, narrowed by ``colour``.
- ``wound_healed`` (``card``, ``times`` Wounds from hand, ``points`` spent; the Heal effect,
  :func:`healed`): wound_healed_from_hand counts the Wounds thrown away from the hand, and
  heal_point_of_this_card_used the points spent (on units too) when the Heal came from the trigger's own
  card.
- ``unit_used`` (``unit``; combat/flow.py ``_gather``, :func:`unit_used`): each_unit_attacking_or_blocking
  (each unit once) and unit_attacks_or_blocks (every use).

Also here: what this turn's effects do to an attack's parts (:func:`modify_attack`: Sword of Justice
doubles, Bow of Starsdawn doubles or converts) and the every-unit bonuses (modifier ``unit_bonus``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, t
from bot.engine.notation import split_list
from bot.games.mageknight import effects as fx
from bot.games.mageknight import enemies, interpret
from bot.games.mageknight.play import Play

if TYPE_CHECKING:
    from bot.games.mageknight.combat_math import Part
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Player, Turn

ENEMY_EVENTS = ("enemy_defeated_this_turn", "enemy_defeated_this_phase", "enemy_defeated_by_this_attack")
HEAL_EVENTS = ("wound_healed_from_hand", "heal_point_of_this_card_used")
UNIT_EVENTS = ("each_unit_attacking_or_blocking", "unit_attacks_or_blocks")
ENEMY_TARGET_KINDS = ("enemy_armor", "enemy_skips_attack", "destroy_enemy", "enemy_loses")


def add(ctx: Ctx, turn: Turn, effect: Mapping[str, Any], play: Play) -> dict[str, Any] | None:
    """Record the trigger of a ``whenever`` effect played now (None: it can never fire, e.g. "this
    attack" outside an attack declaration)."""
    event = str(effect["whenever"])
    trig: dict[str, Any] = {
        "event": event,
        "then": dict(effect["then"]),
        "card": play.card,
        "mode": play.mode,
        "params": {k: v for k, v in play.params.items() if not k.startswith("_")},
        "max": int(effect["max"]) if effect.get("max") else None,
        "count": 0,
        "colour": effect.get("colour"),
        "phase": None,
        "attack": False,
        "units": [],
    }
    if event == "enemy_defeated_by_this_attack":
        if turn.parts is None or turn.combat is None:
            return None
        trig["attack"] = True
    if event == "enemy_defeated_this_phase":
        if turn.combat is None:
            return None
        trig["phase"] = turn.combat.phase
    turn.triggers.append(trig)
    return trig


def fire(ctx: Ctx, player: Player, turn: Turn, event: str, **info: Any) -> list[Say]:
    """An event happened: resolve the ``then`` of every matching trigger (each announced with
    ``ctx.say``). Returns the texts. Raises a RulesError when a trigger needs a choice it lacks."""
    out: list[Say] = []
    for trig in list(turn.triggers):
        times = _matches(turn, trig, event, info)
        if trig["max"] is not None:
            times = min(times, trig["max"] - trig["count"])
        for _ in range(max(0, times)):
            trig["count"] += 1
            text = _resolve_then(ctx, player, turn, trig, info)
            name = ctx.data.cards[trig["card"]].name if trig["card"] in ctx.data.cards else trig["card"]
            ctx.say(t("mk-combat-trigger-fired", player=player.name, card=name, effect=text))
            out.append(text)
    return out


def _matches(turn: Turn, trig: Mapping[str, Any], event: str, info: Mapping[str, Any]) -> int:
    """How many times this event counts for the trigger (0: not at all)."""
    want = trig["event"]
    if event == "enemy_defeated" and want in ENEMY_EVENTS:
        if want == "enemy_defeated_by_this_attack":
            return int(bool(trig["attack"] and info.get("by_attack")))
        if want == "enemy_defeated_this_phase":
            return int(turn.combat is not None and turn.combat.phase == trig["phase"])
        return 1
    if event == "spell_cast" and want == "spell_cast":
        return int(trig["colour"] in (None, info.get("colour")))
    if event == "wound_healed" and want == "wound_healed_from_hand":
        return int(info.get("times", 0))
    if event == "wound_healed" and want == "heal_point_of_this_card_used":
        return int(info.get("points", 0)) if info.get("card") == trig["card"] else 0
    if event == "unit_used" and want == "unit_attacks_or_blocks":
        return 1
    if event == "unit_used" and want == "each_unit_attacking_or_blocking":
        uid = str(info.get("unit"))
        if uid in trig["units"]:
            return 0
        trig["units"].append(uid)
        return 1
    return 0


def _resolve_then(
    ctx: Ctx, player: Player, turn: Turn, trig: Mapping[str, Any], info: Mapping[str, Any]
) -> Say:
    params = dict(trig["params"])
    enemy = info.get("enemy")
    if enemy is not None:
        params["_enemy"] = enemy.uid
    then = trig["then"]
    if fx.kinds_in(then) & set(ENEMY_TARGET_KINDS) and then.get("target", "one") == "one":
        uid = _other_enemy(ctx, turn, trig, params)
        if uid is None:
            return t("mk-combat-trigger-no-enemy-left", effect=fx.text(then))
        params["enemy"] = uid
    return interpret.resolve(ctx, player, turn, then, Play(trig["card"], trig["mode"], params), 0)


def _other_enemy(ctx: Ctx, turn: Turn, trig: Mapping[str, Any], params: dict[str, str]) -> str | None:
    """The enemy a one-enemy ``then`` targets (Explosive Bolt): the next of the card's ``enemy``
    list (``enemy=e2;e3``: one per firing) that is still in the combat; with none named, the only enemy
    left. Several left and none named: the player must name them."""
    # every enemy still in the combat (as resolvers/spells.py enemy_choices)
    living = enemies.living(turn.combat) if turn.combat is not None else []
    left = [e for e in living if not e.defeated and e.role != "summoned"]
    if not left:
        return None
    named = split_list(str(params.get("enemy") or ""))
    used = int(trig["count"]) - 1
    uids = [e.uid for e in left]
    if used < len(named) and named[used] in uids:
        return named[used]
    if len(left) == 1:
        return left[0].uid
    name = ctx.data.cards[trig["card"]].name
    listing = ", ".join(f"{e.uid} ({ctx.data.enemies[e.enemy].name})" for e in left)
    raise IllegalActionError(t("mk-combat-trigger-name-enemies", card=name, listing=listing))


def end_attack(turn: Turn) -> None:
    """The attack declaration is over: its "defeated by this attack" triggers end."""
    turn.triggers = [t for t in turn.triggers if not t["attack"]]


def healed(ctx: Ctx, player: Player, turn: Turn, card: str, points: int, wounds: int) -> None:
    """``card``'s Heal effect spent ``points`` Heal points (on units and the hand), ``wounds`` of them
    on Wounds thrown away from the hand."""
    if points > 0:
        turn.heal_points[card] = turn.heal_points.get(card, 0) + points
    if wounds > 0:
        turn.hand_heals[card] = turn.hand_heals.get(card, 0) + wounds
    if points > 0 or wounds > 0:
        fire(ctx, player, turn, "wound_healed", card=card, times=wounds, points=points)


def catch_up(ctx: Ctx, player: Player, turn: Turn, trig: dict[str, Any]) -> list[Say]:
    """A heal trigger counts what its own card's Heal already did (the Heal comes first on the card):
    the points it spent, or the Wounds it threw away from the hand. R-TRIGGER."""
    if trig["event"] not in HEAL_EVENTS:
        return []
    spent = turn.heal_points if trig["event"] == "heal_point_of_this_card_used" else turn.hand_heals
    done = spent.get(trig["card"], 0)
    if not done:
        return []
    out: list[Say] = []
    for _ in range(done if trig["max"] is None else min(done, trig["max"])):
        trig["count"] += 1
        out.append(_resolve_then(ctx, player, turn, trig, {}))
    return out


# --------------------------------------------------------------------------- units
def unit_used(ctx: Ctx, player: Player, turn: Turn, uid: str, new_parts: list[list[Any]]) -> Say:
    """A unit just gave ``new_parts`` (its attack or block) to a declaration: add this turn's
    every-unit bonus (modifier ``unit_bonus``, Banner of Glory powered) and fire ``unit_used``."""
    notes: list[Say] = []
    for part in new_parts:
        what = "block" if part[2] == "block" else "attack"
        extra = turn.total("unit_bonus", stat=what)
        if extra:
            part[0] = int(part[0]) + extra
            notes.append(t("mk-combat-unit-bonus-note", what=what, bonus=f"{extra:+d}"))
    fire(ctx, player, turn, "unit_used", unit=uid)
    return t("mk-combat-unit-bonus-notes", notes=notes) if notes else ""


# --------------------------------------------------------------------------- attacks
def modify_attack(turn: Turn, phase: str, parts: list[Part], siege_needed: bool) -> list[Part]:
    """This turn's effects on the parts of an attack declared in ``phase`` (ranged | attack).

    Sword of Justice powered (modifier ``doubled_attacks``): parts of the listed elements count twice in
    the named phase. Bow of Starsdawn powered: a Ranged part is doubled, or becomes Siege when a
    fortified target needs it; a Siege part is doubled and becomes Ranged unless a fortified target
    needs Siege (the bot makes the choice that helps, R-BOW)."""
    out = list(parts)
    for doubled in turn.mods("doubled_attacks"):
        elements, when = doubled["elements"], doubled["phase"]
        if (when == "attack" and phase == "attack") or (when == "ranged_siege" and phase == "ranged"):
            out = [dataclasses.replace(p, amount=p.amount * 2) if p.element in elements else p for p in out]
    if turn.has("ranged_double_or_siege"):
        changed = []
        for p in out:
            if p.type == "ranged":
                p = (
                    dataclasses.replace(p, type="siege")
                    if siege_needed
                    else dataclasses.replace(p, amount=p.amount * 2)
                )
            elif p.type == "siege" and not siege_needed:
                p = dataclasses.replace(p, amount=p.amount * 2, type="ranged")
            changed.append(p)
        out = changed
    return out
