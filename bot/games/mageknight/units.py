"""Units (rulebook §4.4, §4.8; Lost Legion digest §2.5): Command tokens, gaining and disbanding units,
their ready/spent/wounded states, activating an ability, and healing them.

A unit's ability is numbered from 1 as printed on its card (``ability:1``). :func:`unit_ability` checks
and pays for one activation and returns the ability's effect; the combat declarations use it for Attack
and Block abilities, :func:`activate` uses it outside combat for Move, Influence, Heal, mana and readying.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, join, t, tagged
from bot.engine.notation import items
from bot.games.mageknight import effects as fx
from bot.games.mageknight import interpret, mana, triggers
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.deck import draw_told
from bot.games.mageknight.exploration import peek_text
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import BASIC_COLOURS, OwnedUnit, Player, Turn
from bot.games.mageknight.tracks import shift_reputation

#: Effect kinds a unit ability may have outside combat (anything else is a combat ability or not yet
#: resolved by this engine).
OUTSIDE_COMBAT = frozenset(
    {
        "move",
        "influence",
        "heal",
        "mana_token",
        "crystal",
        "ready_unit",
        "reputation",
        "interaction_reputation",
        "peek_enemy",  # Scouts (exploration.peek)
        "explore_distance",
    }
)


# ----------------------------------------------------------------------------- a unit's banner (banners.py)
#: What reacts to a unit joining a player's Unit area: banners.py registers the Banner of Command
#: waiting for a unit recruited this turn (the unit rules sit below the banners).
UNIT_GAINED: list[Callable[[Ctx, Player, OwnedUnit, bool], None]] = []


def banner_effect(ctx: Ctx, card: str) -> Mapping[str, Any] | None:
    """The effect a unit gets from this card as a banner (None: the card is not a banner)."""
    part = banner_part(ctx, card)
    if part is None:
        return None
    inner: Mapping[str, Any] = part["banner"]
    return inner


def banner_part(ctx: Ctx, card: str) -> Mapping[str, Any] | None:
    """The ``banner = ...`` part of the card's basic effect (with its ``to``), or None."""
    rec = ctx.data.cards.get(card)
    if rec is None or rec.kind != "artifact":
        return None
    for part in banner_parts(rec.basic):
        if fx.kind_of(part) == "banner":
            return part
    return None


def banner_parts(effect: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    if not effect:
        return
    if fx.kind_of(effect) == "all":
        for sub in effect["all"]:
            yield from banner_parts(sub)
    else:
        yield effect


def banner_has(ctx: Ctx, unit: OwnedUnit, kind: str) -> Mapping[str, Any] | None:
    """The part of the unit's banner effect of this kind (looking into ``once_per_round``), or None."""
    effect = banner_effect(ctx, unit.banner) if unit.banner else None
    if effect is None:
        return None
    for part in banner_parts(effect):
        k = fx.kind_of(part)
        if k == kind:
            return part
        if k == "once_per_round":
            for sub in banner_parts(part["once_per_round"]):
                if fx.kind_of(sub) == kind:
                    return part
    return None


def needs_token(ctx: Ctx, unit: OwnedUnit) -> bool:
    """Whether the unit occupies a Command token (not when it carries a Banner of Command)."""
    return banner_has(ctx, unit, "command_slot") is None


def units_needing_tokens(ctx: Ctx, player: Player) -> int:
    return sum(1 for u in player.units if needs_token(ctx, u))


def command_slot_waiting(ctx: Ctx, player: Player, disband_uid: str | None) -> bool:
    """A unit gained now takes the Banner of Command played this turn instead of a Command token: when no
    token is free and no unit is named to disband."""
    turn = ctx.state.turn
    return (
        turn is not None
        and turn.seat == player.seat
        and any(m.source in player.play_area for m in turn.mods("command_banner"))
        and not disband_uid
        and free_tokens(ctx, player) <= 0
    )


# ----------------------------------------------------------------------------- Command tokens (§4.4)
def command_tokens(ctx: Ctx, player: Player) -> int:
    return ctx.data.levels.command_tokens(player.level)


def free_tokens(ctx: Ctx, player: Player) -> int:
    """Free Command tokens of the hero's level (the Bonds of Loyalty token is counted apart)."""
    bonded = bonded_unit(player)
    extra = 1 if bonded is not None and needs_token(ctx, bonded) else 0
    return command_tokens(ctx, player) - units_needing_tokens(ctx, player) + extra


# ----------------------------------------------------------------------------- Bonds of Loyalty (R-BONDS)
def has_bonds(ctx: Ctx, player: Player) -> bool:
    """The player owns a skill that is one more Command token (Norowas' Bonds of Loyalty)."""
    return any("bonded_command_token" in (ctx.data.skills[s].passive or {}) for s in player.skills)


def bonded_unit(player: Player) -> OwnedUnit | None:
    """The unit in the Bonds of Loyalty token (None when it is empty or the unit has left the game)."""
    return next((u for u in player.units if u.uid == player.bonded_unit), None)


def bond_free(ctx: Ctx, player: Player) -> bool:
    """Whether a unit may be recruited into the Bonds of Loyalty token now."""
    return has_bonds(ctx, player) and bonded_unit(player) is None


def usable_anywhere(player: Player, uid: str) -> bool:
    """The bonded unit may be used even in combats where units cannot take part (R-BONDS)."""
    return player.bonded_unit == uid and bonded_unit(player) is not None


def find(player: Player, uid: str) -> OwnedUnit:
    for u in player.units:
        if u.uid == uid:
            return u
    owned = [f"{u.uid} ({u.unit})" for u in player.units] or t("mk-combat-none")
    raise IllegalActionError(t("mk-unit-no-such-unit", uid=uid, owned=owned))


def name(ctx: Ctx, unit: OwnedUnit) -> str:
    return tagged(ctx.data.units[unit.unit].name, unit.uid)


def status(ctx: Ctx, unit: OwnedUnit) -> Say:
    """``ready``/``spent``, plus ``wounded`` (§4.4: a wounded unit keeps its ready/spent state)."""
    return t("mk-unit-status", spent=str(unit.spent).lower(), wounds=unit.wounds)


def disband(ctx: Ctx, player: Player, uid: str) -> Say:
    """Remove a unit from the game; its banner goes to the discard pile (§4.4)."""
    unit = find(player, uid)
    player.units.remove(unit)
    if player.bonded_unit == uid:  # forced out (upkeep): the Bonds of Loyalty token is empty again
        player.bonded_unit = None
    if unit.banner:
        player.discard.append(unit.banner)
        banner = ctx.data.cards[unit.banner].name
        return t("mk-unit-disbands-banner", player=player.name, unit=name(ctx, unit), banner=banner)
    return t("mk-unit-disbands", player=player.name, unit=name(ctx, unit))


def room_for(ctx: Ctx, player: Player, disband_uid: str | None) -> list[Say]:
    """Make room for one more unit: nothing when a Command token is free, else disband ``disband_uid``.
    Raises (changing nothing) when there is no room and no unit is named. Returns the log lines."""
    if free_tokens(ctx, player) > 0:
        if disband_uid:
            raise IllegalActionError(
                t("mk-unit-token-free", used=len(player.units), tokens=command_tokens(ctx, player))
            )
        return []
    if not disband_uid:
        owned = ", ".join(
            f"{u.uid} ({ctx.data.units[u.unit].name})" for u in player.units if u.uid != player.bonded_unit
        )
        bond = str(bond_free(ctx, player)).lower()
        raise IllegalActionError(
            t("mk-unit-tokens-in-use", tokens=command_tokens(ctx, player), owned=owned, bond=bond)
        )
    if disband_uid == player.bonded_unit:
        raise IllegalActionError(t("mk-unit-bonded-stays", unit=name(ctx, find(player, disband_uid))))
    return [disband(ctx, player, disband_uid)]


def gain(
    ctx: Ctx, player: Player, unit_id: str, disband_uid: str | None = None, *, bond: bool = False
) -> OwnedUnit:
    """Put a new unit, ready and unwounded, into the Unit area (needs a free Command token, or a
    Banner of Command played this turn; ``bond``: the empty Bonds of Loyalty token, R-BONDS)."""
    if bond:
        if not has_bonds(ctx, player):
            raise IllegalActionError(t("mk-unit-no-bonds"))
        held = bonded_unit(player)
        if held is not None:
            raise IllegalActionError(t("mk-unit-bonds-taken", unit=name(ctx, held)))
        if disband_uid:
            raise IllegalActionError(t("mk-unit-bonds-no-disband"))
    slot = not bond and command_slot_waiting(ctx, player, disband_uid)
    lines = [] if slot or bond else room_for(ctx, player, disband_uid)
    uid = f"u{ctx.state.next_unit_uid}"
    ctx.state.next_unit_uid += 1
    unit = OwnedUnit(uid, unit_id)
    player.units.append(unit)
    if bond:
        player.bonded_unit = uid
    for line in lines:
        ctx.say(t("mk-combat-sentence", text=line))
    turn = ctx.state.turn
    if turn is not None and turn.seat == player.seat:
        turn.units_gained.append(unit.uid)  # a unit gained this turn
    assert not slot or UNIT_GAINED, "banners.py registers what the Banner of Command does"
    for react in UNIT_GAINED:
        react(ctx, player, unit, slot)
    return unit


# ----------------------------------------------------------------------------- activation (§4.4)
def unit_ability(
    ctx: Ctx,
    player: Player,
    unit: OwnedUnit | str,
    index: int,
    *,
    turn: Turn | None = None,
    mana_choice: str | None = None,
) -> Mapping[str, Any]:
    """Activate ability number ``index`` (from 1, as printed) of a unit: it must be ready and unwounded;
    pay its mana (``mana_choice`` like ``die:green``, else the first way); spend the unit. Returns the
    ability's effect (a ``choice`` is returned whole: the caller picks). Raises, changing nothing, when
    the unit cannot be activated (the caller works on a copy of the state)."""
    owned = find(player, unit) if isinstance(unit, str) else unit
    check_ready(ctx, owned, index)
    rec = ctx.data.units[owned.unit]
    ability = rec.abilities[index - 1]
    turn = turn or ctx.state.turn
    if ability.mana is not None:
        if turn is None:  # pragma: no cover - abilities are used on your own turn
            raise IllegalActionError(t("mk-unit-during-your-turn"))
        mana.pay_text(ctx, player, turn, ability.mana, mana_choice)
    owned.spent = True
    return ability.effect


def check_ready(ctx: Ctx, owned: OwnedUnit, index: int) -> None:
    """A unit can be activated only when ready and unwounded, with an ability of that number."""
    rec = ctx.data.units[owned.unit]
    if owned.wounds:
        raise IllegalActionError(t("mk-unit-wounded-heal-first", unit=name(ctx, owned)))
    if owned.spent:
        raise IllegalActionError(t("mk-unit-spent-or-ready", unit=name(ctx, owned)))
    if not 1 <= index <= len(rec.abilities):
        listing = join(
            *(join(f"{i}:", describe_ability(ctx, owned.unit, i)) for i in range(1, len(rec.abilities) + 1)),
            sep="; ",
        )
        raise IllegalActionError(
            t("mk-unit-abilities-list", unit=rec.name, n=len(rec.abilities), listing=listing)
        )


def describe_ability(ctx: Ctx, unit_id: str, index: int) -> Say:
    ability = ctx.data.units[unit_id].abilities[index - 1]
    text = fx.text(ability.effect)
    return join(text, t("mk-unit-pay-mana", colour=ability.mana), sep="") if ability.mana else text


def outside_combat(effect: Mapping[str, Any]) -> bool:
    """Whether every alternative the effect may resolve to can be used outside combat."""
    return fx.kinds_in(effect) - {"all", "choice"} <= OUTSIDE_COMBAT


def usable_alternatives(effect: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [a for a in fx.alternatives(effect) if outside_combat(a)]


UNIT_OUTSIDE = ("peek_enemy", "explore_distance")


def unit_outside(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], params: Mapping[str, str]
) -> Say:
    """Scouts' abilities outside combat (``resolve``): peek at an enemy, explore from afar."""
    if fx.kind_of(effect) == "peek_enemy":
        return peek_text(ctx, player, turn, effect, params)
    turn.add("explore_distance", distance=int(effect["explore_distance"]))
    return fx.text(effect)


def activate(ctx: Ctx, player: Player, turn: Turn, uid: str, index: int, params: Mapping[str, str]) -> Say:
    """Use a unit's Move / Influence / Heal / mana / Ready ability outside combat (§4.4). The activate
    action (game.py) sends ability 0, the banner's, to ``banners.use`` and abilities used in a combat to
    ``combat_effects.activate_in_combat``."""
    if turn.ending:
        raise IllegalActionError(t("mk-unit-turn-ending"))
    owned = find(player, uid)
    check_ready(ctx, owned, index)
    rec = ctx.data.units[owned.unit]
    effect = rec.abilities[index - 1].effect
    alts = usable_alternatives(effect)
    if not alts:
        if fx.kinds_in(effect) & {"attack", "block"}:
            raise IllegalActionError(
                t("mk-unit-ability-combat-only", unit=rec.name, index=index, effect=fx.text(effect))
            )
        raise NotAvailableYetError(
            t("mk-unit-ability-not-yet-outside", unit=rec.name, index=index, effect=fx.text(effect))
        )
    chosen = _pick(rec.name, index, effect, alts, params.get("mode"))
    _check_targets(ctx, player, owned, chosen, params)
    unit_ability(ctx, player, owned, index, turn=turn, mana_choice=params.get("mana"))
    detail = resolve(ctx, player, turn, chosen, params, source=owned)
    return t("mk-combat-activates", player=player.name, unit=name(ctx, owned), effect=detail)


def _pick(
    unit_name: str, index: int, effect: Mapping[str, Any], alts: list[Mapping[str, Any]], mode: str | None
) -> Mapping[str, Any]:
    if fx.kind_of(effect) != "choice":
        return effect
    if mode is None and len(alts) == 1:
        return alts[0]
    for a in alts:
        if fx.slug(a) == mode:
            return a
    listing = [t("mk-unit-way", way=f"mode:{fx.slug(a)}", effect=fx.text(a)) for a in alts]
    raise IllegalActionError(t("mk-combat-ability-choose", unit=unit_name, index=index, listing=listing))


def _check_targets(
    ctx: Ctx, player: Player, source: OwnedUnit, effect: Mapping[str, Any], params: Mapping[str, str]
) -> None:
    """Refuse before paying anything when a Ready effect has no valid target."""
    for sub in effect.get("all", [effect]):
        if fx.kind_of(sub) == "ready_unit":
            _ready_target(ctx, player, source, int(sub["ready_unit"]), params.get("target"))


def _ready_target(ctx: Ctx, player: Player, source: OwnedUnit, level: int, target: str | None) -> OwnedUnit:
    ok = [u for u in player.units if u.spent and u is not source and ctx.data.units[u.unit].level <= level]
    listing = [name(ctx, u) for u in ok] or t("mk-combat-none")
    if target is None or target not in {u.uid for u in ok}:
        raise IllegalActionError(t("mk-unit-name-ready-target", level=level, listing=listing))
    return find(player, target)


def resolve(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    effect: Mapping[str, Any],
    params: Mapping[str, str],
    *,
    source: OwnedUnit | None = None,
) -> Say:
    """Apply an outside-combat unit effect (Move, Influence, Heal, mana, crystal, Ready, Reputation)
    through the effect interpreter, as a source of kind ``unit``."""
    play = Play(source.unit if source else "", "basic", dict(params), "unit", subject=source)
    return interpret.resolve(ctx, player, turn, effect, play, 0)


def _unit_leaf(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """The leaves of a unit's ability used outside combat."""
    params, source = play.params, play.subject
    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind == "move":
        turn.move += value
        return t("mk-combat-gain-move", n=value, now=turn.move)
    if kind == "influence":
        turn.influence += value
        return t("mk-combat-gain-influence", n=value, now=turn.influence)
    if kind == "heal":
        return heal(ctx, player, turn, value, items(params.get("units")))
    if kind in ("mana_token", "crystal"):
        colours = list(value)
        colour = str(colours[0] if len(colours) == 1 else params.get("colour"))
        if colour not in colours:
            raise IllegalActionError(t("mk-combat-choose-colour", param="colour", colours="|".join(colours)))
        if kind == "mana_token":
            turn.tokens.append(colour)
            return t("mk-unit-mana-token", colour=colour)
        return mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    if kind == "ready_unit":
        assert source is not None
        target = _ready_target(ctx, player, source, int(value), params.get("target"))
        target.spent = False
        return t("mk-unit-readies", unit=name(ctx, target))
    if kind == "reputation":
        shift_reputation(ctx.data.levels, player, value)
        return t("mk-combat-gain-reputation", n=f"{value:+d}", now=f"{player.reputation:+d}")
    if kind == "interaction_reputation":
        if turn.interaction is None:
            return t("mk-unit-reputation-only-interaction", n=value)
        shift_reputation(ctx.data.levels, player, value)
        return t("mk-unit-reputation-interaction", n=value, now=f"{player.reputation:+d}")
    if kind in UNIT_OUTSIDE:  # Scouts: peek at an enemy, explore from afar
        return unit_outside(ctx, player, turn, effect, params)
    raise NotAvailableYetError(t("mk-unit-effect-not-yet-outside", kind=kind))  # pragma: no cover


# ----------------------------------------------------------------------------- healing (§4.8)
def refuse_in_combat(turn: Turn | None) -> None:
    """§4.8/§7: no healing effect may be played while the player is in a combat (Heal points, effects
    that heal a unit). Throwing a Wound away (Magical Glade, costs) is not healing."""
    if turn is not None and turn.combat is not None:
        raise IllegalActionError(t("mk-unit-no-healing-in-combat"))


def heal_capacity(ctx: Ctx, player: Player, unit_uids: list[str]) -> int:
    """Heal points the named units (one Wound each, listed again for a second Wound) and every Wound
    in hand could use."""
    return sum(ctx.data.units[find(player, u).unit].level for u in unit_uids) + player.hand.count("wound")


def heal_targets(ctx: Ctx, player: Player, points: int) -> list[list[str]]:
    """The ways to spend ``points`` Heal points on wounded units (each list names the units healed,
    a unit twice for its second Wound; the rest goes to Wounds in hand). Sets that leave room for
    another unit are left out, except that a Wound in hand may keep a point back; at most 12."""
    slots = [u.uid for u in player.units for _ in range(u.wounds)]
    level = {u.uid: ctx.data.units[u.unit].level for u in player.units}
    found: list[list[str]] = []

    def extend(chosen: list[str], start: int, left: int) -> None:
        more = False
        for i in range(start, len(slots)):
            if (i > start and slots[i] == slots[i - 1]) or level[slots[i]] > left:
                continue  # the same unit's next Wound is only reached through the first
            more = True
            extend([*chosen, slots[i]], i + 1, left - level[slots[i]])
        if chosen and (not more or "wound" in player.hand):
            found.append(chosen)

    extend([], 0, points)
    return found[:12]


def heal(
    ctx: Ctx, player: Player, turn: Turn | None, points: int, unit_uids: list[str], *, source: str = ""
) -> Say:
    """Spend ``points`` Heal points (§4.8; R-HEAL-BUY, R-HEAL-CARD): first one Wound off each named unit
    (its level in points; a unit named twice loses two Wounds), then Wounds from hand (1 point each).
    Unspent points are lost. ``source`` is the card or skill giving the points (Golden Grail counts
    its own). Refused during combat."""
    refuse_in_combat(turn)
    left = points
    parts: list[Say] = []
    taken: dict[str, int] = {}
    for uid in unit_uids:
        unit = find(player, uid)
        taken[uid] = taken.get(uid, 0) + 1
        if unit.wounds == 0:
            raise IllegalActionError(t("mk-unit-no-wound-left", unit=name(ctx, unit), n=taken[uid]))
        cost = ctx.data.units[unit.unit].level
        if cost > left:
            raise IllegalActionError(t("mk-unit-heal-cost", unit=name(ctx, unit), cost=cost, left=left))
        left -= cost
        unit.wounds -= 1
        parts.append(t("mk-unit-heals", unit=name(ctx, unit)))
    from_hand = min(left, player.hand.count("wound"))
    for _ in range(from_hand):
        player.hand.remove("wound")
    left -= from_hand
    if from_hand:
        parts.append(t("mk-unit-wounds-from-hand", n=from_hand))
    if turn is not None and turn.seat == player.seat:  # Golden Grail: "whenever a Wound is healed"
        triggers.healed(ctx, player, turn, source, points - left, from_hand)
    done = join(*parts, sep=", ") if parts else t("mk-unit-nothing-to-heal")
    text = t("mk-unit-heal", points=points, done=done, unused=left)
    return join(text, note_healing(ctx, player, from_hand, list(taken)), sep="")


def heal_one_wound(ctx: Ctx, player: Player, turn: Turn | None, unit: OwnedUnit) -> Say:
    """An effect that heals a unit (no Heal points: Inspiration, Energy Steal) removes one Wound from it
    (§4.8); it is healing, so refused during combat, and Cure counts it."""
    refuse_in_combat(turn)
    unit.wounds -= 1
    return join(t("mk-unit-heals", unit=name(ctx, unit)), note_healing(ctx, player, 0, [unit.uid]), sep="")


def ready_all(ctx: Ctx) -> None:
    """Round preparation (§4.4): every unit is readied (wounded ones stay wounded)."""
    for p in ctx.state.players:
        for u in p.units:
            u.spent = False


def pay_upkeep(ctx: Ctx, player: Player) -> None:
    """Round preparation, before tactics (Lost Legion §2.5): each unit with an upkeep (Magic Familiars)
    takes one crystal of a basic colour from the Inventory, else it is removed from the game. The crystal
    is of the colour the player has most of (R-UPKEEP)."""

    for unit in list(player.units):
        upkeep = ctx.data.units[unit.unit].upkeep
        if not upkeep:
            continue
        if fx.kind_of(upkeep) != "pay_crystal":  # pragma: no cover - the data has only crystal upkeep
            raise NotAvailableYetError(t("mk-unit-upkeep-not-yet", upkeep=fx.text(upkeep)))
        colours = [c for c in BASIC_COLOURS if c in upkeep["pay_crystal"]]
        need = int(upkeep.get("amount", 1))
        have = sorted(colours, key=lambda c: -player.crystals.get(c, 0))  # stable: ties keep colour order
        if have and player.crystals.get(have[0], 0) >= need:
            player.crystals[have[0]] -= need
            ctx.say(t("mk-unit-upkeep-paid", player=player.name, colour=have[0], unit=name(ctx, unit)))
        else:
            ctx.say(t("mk-unit-upkeep-unpaid", disbanded=disband(ctx, player, unit.uid)))


# --------------------------------------------------------------------------- Cure (resolvers/travel.py)
def note_healing(ctx: Ctx, player: Player, wounds: int, unit_uids: list[str]) -> Say:
    """Record a healing of this turn (cards ``heal``, ``units.heal``); under Cure's effect it also draws
    a card per Wound healed from hand and readies each unit healed. Returns the extra text."""
    turn = ctx.state.turn
    if turn is None or turn.seat != player.seat:
        return ""
    turn.healed_wounds += wounds
    turn.healed_units += [u for u in unit_uids if u not in turn.healed_units]
    if not turn.has("healing_rewards"):
        return ""
    return healing_reward(ctx, player, wounds, unit_uids, draw_told)


def healing_reward(ctx: Ctx, player: Player, wounds: int, unit_uids: list[str], draw: Any) -> Say:
    parts: list[Say] = []
    if wounds:
        drawn = draw(ctx, player, wounds)
        parts.append(t("mk-combat-draws", n=len(drawn)))
    readied = []
    for u in player.units:
        if u.uid in unit_uids and u.spent:
            u.spent = False
            readied.append(ctx.data.units[u.unit].name)
    if readied:
        parts.append(t("mk-unit-readies", unit=readied))
    return join("; ", join(*parts, sep=", "), sep="") if parts else ""


interpret.SOURCES["unit"] = interpret.Source(leaf=_unit_leaf)
