"""Playing Deed cards (rulebook §4.1-§4.2): basic, powered and sideways, and every effect of the
basic and hero-unique actions in the effect vocabulary of :mod:`effects`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import AmbiguousActionError, IllegalActionError, NotAvailableYetError
from bot.engine.notation import items
from bot.games.mageknight import effects as fx
from bot.games.mageknight import mana, triggers, units
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.deck import draw_cards
from bot.games.mageknight.movement import base_cost
from bot.games.mageknight.play import Play
from bot.games.mageknight.resolvers import RESOLVERS, load_all
from bot.games.mageknight.resolvers import spells as _spells
from bot.games.mageknight.skills import centre
from bot.games.mageknight.state import BASIC_COLOURS, Player, Turn
from bot.games.mageknight.tracks import shift_reputation

SIDEWAYS = ("move", "influence", "attack", "block")
ACTION_KINDS = ("basic", "unique", "advanced")
# Deed cards whose basic/powered effects can be played: Actions, Spells (mana of their colour; powered
# also black mana, usable at Night) and Artifacts (basic free; powered: thrown away, no mana).
PLAYABLE_KINDS = (*ACTION_KINDS, "spell", "artifact")
COMBAT_KINDS = ("attack", "block", "lower_attack", "land_block", "block_bonus_per_trait")
FIX_COLOURS = ("red", "blue", "green", "white", "black")
# The effect kinds this engine resolves; a card whose effect uses any other kind is refused as
# "not available yet" (it can still be played sideways). Combat kinds are known but need combat.
load_all()
_spells.register_late()
IMPLEMENTED_KINDS = frozenset(
    {
        "all",
        "choice",
        "move",
        "influence",
        "heal",
        "draw",
        "reputation",
        "mana_token",
        "crystal",
        "pay_for_crystal",
        "extra_die",
        "fix_dice",
        "copy_powered",
        "discard_for",
        "next_move_bonus",
        "harvest",
        "space_discount",
        "terrain_discount",
        "return_to_hand",
        *COMBAT_KINDS,
        "ready_unit",
    }
)


def card_effect(ctx: Ctx, card: str, how: str) -> Mapping[str, Any]:
    record = ctx.data.cards[card]
    effect = record.basic if how == "basic" else record.powered
    if not effect or not implemented(effect):
        raise NotAvailableYetError(
            f"The {how} effect of {record.name} is not available yet in this version of the bot "
            "(you can still play it sideways)."
        )
    return effect


def implemented(effect: Mapping[str, Any]) -> bool:
    """Whether this engine resolves every kind the effect uses (built in here, or a resolver)."""
    return all(k in IMPLEMENTED_KINDS or k in RESOLVERS for k in fx.kinds_in(effect))


def expand(effect: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The alternatives a player chooses between (``discard_for`` offers its four kinds)."""
    kind = fx.kind_of(effect)
    if kind == "discard_for":
        n = effect["discard_for"]
        return [{"move": n}, {"influence": n}, {"attack": n}, {"block": n}]
    if kind == "all":  # one choice nested in "all" (Intimidate): one alternative per option, the rest kept
        parts = list(effect["all"])
        nested = [i for i, p in enumerate(parts) if fx.kind_of(p) == "choice"]
        if len(nested) == 1:
            i = nested[0]
            return [{"all": [*parts[:i], a, *parts[i + 1 :]]} for a in parts[i]["choice"]]
    return fx.alternatives(effect)


def mode_slugs(alts: list[Mapping[str, Any]]) -> list[str]:
    """The mode names of the alternatives: their slug, numbered by position when two would share one
    (Tremor's "one enemy" and "every enemy", Mana Bolt's four mana colours)."""
    plain = [fx.slug(a) for a in alts]
    if len(set(plain)) < len(plain) and all(fx.kind_of(a) == "all" for a in alts):
        # a choice nested in "all" (Diplomacy powered): named by the part that differs
        parts = [list(a["all"]) for a in alts]
        differ = [i for i in range(len(parts[0])) if len({repr(p[i]) for p in parts}) > 1]
        if len({len(p) for p in parts}) == 1 and len(differ) == 1:
            chosen = [p[differ[0]] for p in parts]
            plain = [fx.slug(c["spend_for"]) if "spend_for" in c else fx.slug(c) for c in chosen]
    return [s if plain.count(s) == 1 else f"{s}-{i}" for i, s in enumerate(plain, start=1)]


def declared_part(effect: Mapping[str, Any]) -> Mapping[str, Any]:
    """The first Attack or Block an alternative gives (looking into ``all`` and a ``cost``'s gain),
    else its first part: what a declaration uses the card for."""
    kind = fx.kind_of(effect)
    if kind == "all":
        for sub in effect["all"]:
            part = declared_part(sub)
            if fx.kind_of(part) in ("attack", "block"):
                return part
        return effect["all"][0]
    if kind == "cost":
        return declared_part(effect["gain"])
    return effect


def needs_discard(effect: Mapping[str, Any]) -> bool:
    return fx.kind_of(effect) == "discard_for"


def pick_alternative(ctx: Ctx, card: str, how: str, alt: str | None) -> Mapping[str, Any]:
    effect = card_effect(ctx, card, how)
    alts = expand(effect)
    name = ctx.data.cards[card].name
    slugs = mode_slugs(alts)
    if alt is None:
        if len(alts) == 1:
            return alts[0]
        listing = ", ".join(f"{how}/{s} ({fx.describe(a)})" for s, a in zip(slugs, alts, strict=True))
        raise AmbiguousActionError(f"{name} {how}: choose one mode: {listing}.")
    for s, a in zip(slugs, alts, strict=True):
        if s == alt:
            return a
    listing = ", ".join(f"{how}/{s}" for s in slugs)
    raise IllegalActionError(f"{name} has no '{how}/{alt}' mode. Its {how} modes: {listing}.")


# --------------------------------------------------------------------------- legality without change
def combat_only(effect: Mapping[str, Any]) -> bool:
    kind = fx.kind_of(effect)
    if kind == "all":
        return combat_only(effect["all"][0])
    return kind in COMBAT_KINDS


def play_card(ctx: Ctx, player: Player, turn: Turn, play: Play) -> str:
    """Play a card from hand. Returns the public description. Raises a RulesError (the caller
    discards the working copy, so nothing changes on error)."""
    data = ctx.data
    if play.card not in data.cards:
        raise IllegalActionError(f"There is no card '{play.card}'.")
    record = data.cards[play.card]
    if play.how in ("spend", "later"):  # Agility, Learning: use a card already played this turn
        from bot.games.mageknight.resolvers import advanced

        return advanced.spend(ctx, player, turn, play)
    if play.card not in player.hand:
        raise IllegalActionError(f"{record.name} is not in your hand.")
    from bot.games.mageknight.skills import use as skill_use

    if record.kind == "wound" and not (play.how == "sideways" and skill_use.wound_sideways(turn)):
        raise IllegalActionError("Wounds cannot be played. Rest (or a Heal effect) gets rid of them.")
    player.hand.remove(play.card)
    player.play_area.append(play.card)
    turn.played_or_discarded = True
    how = play.how
    if how == "sideways":
        kind = play.alt
        if kind not in SIDEWAYS:
            raise IllegalActionError(
                f"Sideways play gives one of: {', '.join('sideways/' + s for s in SIDEWAYS)}."
            )
        value, note = skill_use.sideways_value(ctx, turn, play.card)  # 1, or a sideways-value skill's
        _resolve(ctx, player, turn, {kind: value}, play, bonus=0)
        return f"{player.name} plays {record.name} sideways for {kind.title()} {value}{note}"
    if how not in ("basic", "powered"):
        raise IllegalActionError("A card is played basic, powered or sideways (e.g. mode:powered).")
    if record.kind not in PLAYABLE_KINDS:
        raise NotAvailableYetError(f"Playing {record.kind} cards is not available yet.")
    alt = pick_alternative(ctx, play.card, how, play.alt)
    paid = pay_for_card(ctx, player, turn, play.card, how, play.params)
    effect = card_effect(ctx, play.card, how)
    if needs_discard(effect):
        _discard_for(ctx, player, play)
        to_resolve: Mapping[str, Any] = alt
    elif len(expand(effect)) > 1:
        to_resolve = alt
    else:
        to_resolve = effect
    if record.kind == "basic" and turn.has("shapeshift"):  # Shapeshift: Move/Attack/Block swapped
        to_resolve = skill_use.shapeshifted(turn, play.card, to_resolve)
    overload = 0  # Mana Overload in the centre: +N to the first card powered with the marked colour
    if how == "powered" and ctx.state.centre:
        paid_with = [record.colour, *(["black"] if record.kind == "spell" else [])]
        overload = centre.powered_bonus(ctx, player, paid_with)
    detail = _resolve(ctx, player, turn, to_resolve, play, bonus=overload)
    if record.kind == "spell":  # the rings: "whenever you cast a Spell" (triggers.py)
        triggers.fire(ctx, player, turn, "spell_cast", colour=record.colour, card=play.card)
    shown = record.powered_name if how == "powered" and record.powered_name else record.name
    text = f"{player.name} plays {shown} ({how}{paid}): {detail}"
    if record.kind == "artifact" and how == "powered":  # R-ARTIFACT-MANA: thrown away after use
        if play.card in player.play_area:
            player.play_area.remove(play.card)
            player.removed.append(play.card)
        text += f"; {record.name} is thrown away"
    return text


def pay_for_card(ctx: Ctx, player: Player, turn: Turn, card: str, how: str, params: Mapping[str, str]) -> str:
    """Pay the mana of a basic or powered play (``mana``: the colour's source; ``black``: the black
    mana's source for a powered Spell). Returns the phrase for the log; raises, changing nothing."""
    record = ctx.data.cards[card]
    if record.kind == "artifact" or (how == "basic" and record.kind != "spell"):
        return ""
    if record.kind == "spell" and how == "powered" and not mana.black_usable(ctx.state):
        raise IllegalActionError(
            f"{record.powered_name or record.name} (the powered {record.name}) needs black mana, which "
            "is usable only at Night. By Day cast its basic effect."
        )
    paid = mana.pay(ctx, player, turn, record.colour, params.get("mana"))
    if record.kind == "spell" and how == "powered":
        paid += " and " + mana.pay(ctx, player, turn, "black", params.get("black"))
    return " paying " + paid


def payment_params(ctx: Ctx, player: Player, turn: Turn, card: str, how: str) -> dict[str, str] | None:
    """One way to pay a play (the parameters of :func:`pay_for_card`), or None if it cannot be paid."""
    record = ctx.data.cards[card]
    if record.kind == "artifact" or (how == "basic" and record.kind != "spell"):
        return {}
    ways = mana.payment_options(ctx.state, player, turn, record.colour)
    if not (record.kind == "spell" and how == "powered"):
        return {"mana": ways[0]} if ways else None
    if not mana.black_usable(ctx.state):  # at Night, or an Amulet of Darkness
        return None
    blacks = mana.payment_options(ctx.state, player, turn, "black")
    dice_left = turn.dice_allowed - turn.dice_used
    for w in ways:
        for b in blacks:
            if w == b and w.startswith("token:") and turn.tokens.count(w[6:]) < 2:
                continue
            if w.startswith("die:") and b.startswith("die:") and dice_left < 2:
                continue
            if w.startswith("die:") and w == b:
                free = [d for d in ctx.state.source if d.taken_by is None and d.colour == w[4:]]
                if len(free) < 2:
                    continue
            return {"mana": w, "black": b}
    return None


def _discard_for(ctx: Ctx, player: Player, play: Play) -> None:
    choices = sorted({c for c in player.hand if ctx.data.cards[c].kind != "wound"})
    name = ctx.data.cards[play.card].name
    other = _chosen_card(
        play.params.get("discard"),
        choices,
        f"{name} needs another card to discard (discard:<card>).",
        "You cannot discard",
        "You can discard",
    )
    player.hand.remove(other)
    player.discard.append(other)


def _chosen_card(value: str | None, choices: list[str], missing: str, refused: str, allowed: str) -> str:
    """The card named by a parameter, or an error saying which cards are possible."""
    listing = f"{allowed}: {', '.join(choices) or 'nothing'}."
    if not value:
        raise IllegalActionError(f"{missing} {listing}")
    if value not in choices:
        raise IllegalActionError(f"{refused} '{value}'. {listing}")
    return value


def _amount_bonus(turn: Turn, kind: str, bonus: int) -> int:
    extra = bonus
    bonus_mod = turn.mod("move_card_bonus") if kind == "move" else None
    if bonus_mod is not None:  # Tirelessness: the next Move card (until used) or every one
        extra += 1
        if bonus_mod.until == "used":
            turn.drop(bonus_mod)
    return extra


def _resolve(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind == "all":
        return "; ".join(_resolve(ctx, player, turn, e, play, bonus) for e in value)
    if kind == "choice":  # a choice nested deeper than the card's modes (Peaceful Moment): pick:<slug>
        slugs = mode_slugs(list(value))
        if play.params.get("pick") in slugs:
            return _resolve(ctx, player, turn, value[slugs.index(play.params["pick"])], play, bonus)
        listing = ", ".join(f"pick:{s} ({fx.describe(a)})" for s, a in zip(slugs, value, strict=True))
        raise AmbiguousActionError(f"Choose one: {listing}.")
    if kind in COMBAT_KINDS:
        return _combat_effect(ctx, player, turn, effect, play, bonus)
    if kind == "move":
        n = value + _amount_bonus(turn, "move", bonus)
        turn.move += n
        return f"Move {n} (now {turn.move} Move points)"
    if kind == "influence":
        n = value + bonus
        turn.influence += n
        return f"Influence {n} (now {turn.influence} Influence points)"
    if kind == "heal":  # copy bonuses (Concentration) add to Move/Influence/Attack/Block only
        return units.heal(ctx, player, turn, value, _heal_targets(ctx, player, play), source=play.card)
    if kind == "draw":
        drawn = draw_cards(ctx, player, value)
        return f"draws {len(drawn)} card{'s' if len(drawn) != 1 else ''}"
    if kind == "reputation":
        shift_reputation(ctx.data.levels, player, value)
        return f"Reputation {value:+d} (now {player.reputation:+d})"
    if kind == "mana_token":
        colour = _colour(play, value, "colour")
        turn.tokens.append(colour)
        return f"gains a {colour} mana token"
    if kind == "crystal":
        colour = _colour(play, value, "colour")
        return "gains " + mana.gain_crystal(player, turn, colour, ctx.data.levels.crystal_cap)
    if kind == "pay_for_crystal":
        colour = _colour(play, list(BASIC_COLOURS), "colour")
        paid = mana.pay(ctx, player, turn, colour, play.params.get("pay"))
        got = mana.gain_crystal(player, turn, colour, ctx.data.levels.crystal_cap)
        return f"pays {paid} and gains {got}"
    if kind == "extra_die":
        turn.dice_allowed += value
        if effect.get("black_any"):
            turn.add("black_die_any_colour", play.card)
        return f"may use {value} more Source die this turn" + (
            " (a black die counts as any colour)" if effect.get("black_any") else ""
        )
    if kind == "fix_dice":
        return _fix_dice(ctx, player, turn, play, value, int(effect.get("tokens_each", 1)))
    if kind == "copy_powered":
        return _copy_powered(ctx, player, turn, play, value)
    if kind == "next_move_bonus":  # "all" outlasts "next"; a second "next" adds nothing
        held = turn.mod("move_card_bonus")
        if held is None or held.until != "turn":
            turn.drop("move_card_bonus")
            turn.add("move_card_bonus", play.card, until="turn" if value == "all" else "used")
        return "further Move cards get +1" if value == "all" else "the next Move card gets +1"
    if kind == "harvest":  # "each" outlasts "once"
        held = turn.mod("harvest")
        if held is None or held.until != "turn":
            turn.drop("harvest")
            turn.add("harvest", play.card, until="turn" if value == "each" else "used")
        return "may harvest crystals while moving (move ... harvest:<card>)"
    if kind == "space_discount":
        turn.add("space_discount", play.card)
        return "one space of your next move costs 1 less (not below 2)"
    if kind == "terrain_discount":
        terrain = play.params.get("terrain")
        allowed = sorted(t for t, rec in ctx.data.terrains.items() if rec.passable)
        if terrain not in allowed:
            raise IllegalActionError(f"Choose the terrain to make cheaper: terrain:<{'|'.join(allowed)}>.")
        turn.add("terrain_discount", play.card, terrain=terrain)
        return f"{ctx.data.terrains[terrain].name} costs 1 less Move this turn (not below 2)"
    if kind == "return_to_hand":
        turn.add("return_to_hand", play.card, which=value)
        return "may come back to hand at the end of the turn"
    if kind in RESOLVERS:
        return RESOLVERS[kind](ctx, player, turn, effect, play, bonus)
    raise NotAvailableYetError(f"The effect '{kind}' is not available yet.")  # pragma: no cover


def _heal_targets(ctx: Ctx, player: Player, play: Play) -> list[str]:
    """The wounded units a Heal effect heals first (R-HEAL-CARD): ``unit`` (comma separated, a unit
    named twice for its second Wound). When the same mode of the card also readies a unit
    (Regeneration, Druidic Staff), ``unit`` names that unit too, so the units without a Wound are left
    to the Ready part."""
    named = items(play.params.get("unit"))
    if not named or not shares_unit_param(ctx, play):
        return named
    return [uid for uid in named if units.find(player, uid).wounds]


def shares_unit_param(ctx: Ctx, play: Play) -> bool:
    """Whether the played mode of the card both heals and readies a unit (Regeneration, Druidic Staff):
    its ``unit`` parameter then names the unit(s) to heal and the unit to ready (R-HEAL-CARD)."""
    if play.card not in ctx.data.cards or play.how not in ("basic", "powered"):
        return False
    chosen = pick_alternative(ctx, play.card, play.how, play.alt)
    return {"heal", "ready_unit"} <= fx.kinds_in(chosen)


def _combat_effect(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Attack and Block points go into the declaration being resolved (combat/flow.py)."""
    from bot.games.mageknight.combat import flow

    kind = fx.kind_of(effect)
    if turn.parts is None:
        if turn.combat is None:
            raise IllegalActionError(f"{fx.describe(effect)} can only be used in combat.")
        raise IllegalActionError(
            f"{fx.describe(effect)} is used inside a declaration: attack with it (attack targets:... "
            "cards:...) or block with it (block enemy:... cards:...)."
        )
    source = ctx.data.cards[play.card].name
    first = turn.mod("first_card_bonus")
    if kind in ("attack", "block") and first is not None and play.card in ctx.data.cards:  # Ambush
        bonus += first[kind]
        turn.drop(first)
    if kind == "attack":
        n = effect["attack"] + bonus
        turn.parts.append([n, effect.get("element", "physical"), effect.get("type", "melee"), source])
        return fx.describe({**effect, "attack": n})
    if kind == "block":
        n = effect["block"] + bonus
        turn.parts.append([n, effect.get("element", "physical"), "block", source])
        return fx.describe({**effect, "block": n})
    if kind == "lower_attack":
        return flow.lower_attack(ctx, turn, effect["lower_attack"])
    if kind == "land_block":
        assert player.position is not None
        space = ctx.state.space((player.position[0], player.position[1]))
        n = (base_cost(ctx.state, ctx.data, space) or 0) if space is not None else 0
        element = "ice" if ctx.state.night else "fire"
        turn.parts.append([n + bonus, element, "block", source])
        return fx.describe({"block": n + bonus, "element": element})
    # block_bonus_per_trait: +1 per ability, attack colour and resistance of the blocked enemy
    target = flow.block_target(turn)
    if target is None:
        raise IllegalActionError(f"{source}: this bonus needs a block declaration against one enemy.")
    rec = ctx.data.enemies[target.enemy]
    traits = len(rec.abilities) + len(rec.resistances)
    traits += len({a.element for a in rec.attacks if a.element and a.element != "physical" and not a.summon})
    element = turn.parts[-1][1] if turn.parts else "physical"
    turn.parts.append([traits, element, "block", source])
    return f"+{traits} Block ({rec.name}'s abilities, attack colours and resistances)"


def _colour(play: Play, allowed: list[str], param: str) -> str:
    if len(allowed) == 1:
        return allowed[0]
    colour = play.params.get(param)
    if colour not in allowed:
        raise IllegalActionError(f"Choose a colour: {param}:<{'|'.join(allowed)}>.")
    return colour


def _fix_dice(ctx: Ctx, player: Player, turn: Turn, play: Play, n: int, each: int) -> str:
    raw = play.params.get("colours") or play.params.get("colour") or ""
    colours = [c.strip() for c in raw.split(",") if c.strip()]
    if len(colours) != n or any(c not in FIX_COLOURS for c in colours):
        raise IllegalActionError(
            f"Name {n} colour{'s' if n > 1 else ''} for the die{'s' if n > 1 else ''} "
            f"(any but gold), e.g. colours:{','.join(['green'] * n)}."
        )
    free = [d for d in ctx.state.source if d.taken_by is None]
    if len(free) < n:
        raise IllegalActionError(f"The Source has only {len(free)} die left to take.")
    for d, c in zip(free, colours, strict=False):
        d.taken_by = player.seat
        d.colour = c
        d.fixed = True
        turn.tokens.extend([c] * each)
    return (
        "sets Source dice to "
        + ", ".join(colours)
        + f" and gains {each * n} mana token{'s' if each * n > 1 else ''}"
    )


def _copy_powered(ctx: Ctx, player: Player, turn: Turn, play: Play, bonus: int) -> str:
    target = play.params.get("target")
    name = ctx.data.cards[play.card].name
    target = _chosen_card(
        target,
        copy_targets(ctx, player),
        f"{name} needs a target Action card (target:<card>).",
        f"{name} cannot target",
        "You can target",
    )
    player.hand.remove(target)
    player.play_area.append(target)
    effect = card_effect(ctx, target, "powered")
    sub = Play(
        target,
        "powered/" + play.params["target_mode"] if play.params.get("target_mode") else "powered",
        dict(play.params),
    )
    alt = pick_alternative(ctx, target, "powered", sub.alt)
    to_resolve = alt if len(expand(effect)) > 1 or needs_discard(effect) else effect
    if needs_discard(effect):
        _discard_for(ctx, player, sub)
    detail = _resolve(ctx, player, turn, to_resolve, sub, bonus=bonus)
    return f"with {ctx.data.cards[target].name} powered (+{bonus}): {detail}"


def copy_targets(ctx: Ctx, player: Player) -> list[str]:
    out = []
    for c in sorted(set(player.hand)):
        rec = ctx.data.cards[c]
        if (
            rec.kind in ACTION_KINDS
            and rec.powered
            and implemented(rec.powered)
            and fx.kind_of(rec.powered) != "copy_powered"
        ):
            out.append(c)
    return out


def _resolve_then(ctx: Ctx, player: Player, turn: Turn, then: Mapping[str, Any], play: Play) -> str:
    """A trigger's ``then`` (triggers.py), resolved like an effect of the card that recorded it."""
    return _resolve(ctx, player, turn, then, play, 0)


triggers.THEN_RESOLVER.append(_resolve_then)
