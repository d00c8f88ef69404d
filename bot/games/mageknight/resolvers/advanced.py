"""Resolvers for the effect kinds of the Advanced Action cards (see ``resolvers/__init__``).

Besides the kinds first needed by the Advanced Actions, this module fills in the shared combinators
(``if``, ``per``, ``cost``) and costs (``take_wounds``, ``pay_mana``) and ``fame`` when no other area
module resolves them: the other area modules are imported first, and a shared kind already claimed there
is left to them (``_shared``).

Player choices (``play.params``): ``colour`` (crystal/mana colour), ``pay`` (how a ``pay_mana`` cost is
paid, e.g. ``token:red``; default: the first way), ``throw`` (the Action card thrown away),
``as_colour`` (the colour a thrown dual-colour card counts as), ``take`` (the card taken from an offer),
``die`` (the colour of the Source die chosen), ``colours`` (offer crystals, comma-separated).

Turn-long effects: ``unit`` (the Spent unit readied), ``boost`` (cards discarded for Stout Resolve's
bonus), ``hex`` (Temporal Portal's destination); terrain costs are the turn's modifiers (modifiers.py)
``terrain_cap`` / ``terrain_cut`` (movement.step_cost), "at the end of the turn" effects ``at_end``
(:func:`end_of_turn`), Steady Tempo ``to_deck`` (turn.end_turn), Ambush ``first_card_bonus``
(cards._combat_effect). Conversions (Agility, Diplomacy, Peaceful Moment) are used
later as the play ``<card>@spend/<what>+points=N`` (also inside a declaration's cards); effects kept for
later (Learning; Dodge and Weave's Attack-phase bonus) as ``<card>@later`` (:func:`spend`).

Composite effects (§4.1, R-COMPOSITE; :func:`use_other_card`): Maximal Effect (``throw`` the card, its
``card_mode``; a Discard cost each time: ``discard``, ``discard2``...), Magic Talent / Blood of Ancients
(``discard`` the card of the colour, ``use`` the offered card, ``use_how`` basic|powered, its mana as
``mana``/``black``; a nested choice as ``pick``), and for the Artifacts of that family (Tome of All
Spells, Circlet of Proficiency, Mysterious Box, in ``resolvers/artifacts.py``) the option variants.
Crystal Mastery's regained crystals use ``Turn.crystals_spent`` and Mana Storm's gold/black dice
the modifier ``special_dice_any_colour`` (both read in ``mana.py``).

:func:`param_variants` lists the parameter sets of these kinds for ``options._param_variants``.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.notation import items
from bot.games.mageknight import effects as fx
from bot.games.mageknight import mana, offers
from bot.games.mageknight.movement import fly, fly_targets
from bot.games.mageknight.play import Play
from bot.games.mageknight.resolvers import RESOLVERS, Resolver, resolver
from bot.games.mageknight.resolvers import artifacts as _artifacts  # noqa: F401  (shared kinds: theirs first)
from bot.games.mageknight.resolvers import skills as _skills  # noqa: F401
from bot.games.mageknight.resolvers import spells as _spells  # noqa: F401
from bot.games.mageknight.resolvers import tactics as _tactics  # noqa: F401
from bot.games.mageknight.state import DIE_FACES

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Player, Turn

COLOURS = ("red", "blue", "green", "white")
THROWABLE = ("basic", "unique", "advanced")  # Action cards (not Wounds, Spells or Artifacts)
Variants = list[dict[str, str]]


def _shared(kind: str) -> Callable[[Resolver], Resolver]:
    """Register a kind several areas use, unless another area module already resolves it."""

    def register(fn: Resolver) -> Resolver:
        if kind not in RESOLVERS:
            RESOLVERS[kind] = fn
            MINE.add(kind)
        return fn

    return register


MINE: set[str] = set()  # the shared kinds this module resolves (so its variants apply)


def _sub(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    from bot.games.mageknight import cards

    return cards._resolve(ctx, player, turn, effect, play, bonus)


# --------------------------------------------------------------------------- conditions and quantities
def _terrain(ctx: Ctx, player: Player) -> str | None:
    if player.position is None:
        return None
    space = ctx.state.space((player.position[0], player.position[1]))
    return space.terrain if space is not None else None


def _phase(turn: Turn) -> str | None:
    return turn.combat.phase if turn.combat is not None else None


CONDITIONS: dict[str, Callable[[Ctx, Player, Turn], bool]] = {
    "in_combat": lambda ctx, p, t: t.combat is not None,
    "not_in_combat": lambda ctx, p, t: t.combat is None,
    "day": lambda ctx, p, t: not ctx.state.night,
    "night": lambda ctx, p, t: ctx.state.night,
    "on_hills": lambda ctx, p, t: _terrain(ctx, p) == "hills",
    "on_mountains": lambda ctx, p, t: _terrain(ctx, p) == "mountain",
    "in_forest": lambda ctx, p, t: _terrain(ctx, p) == "forest",
    "ranged_siege_phase": lambda ctx, p, t: _phase(t) == "ranged",
    "attack_phase": lambda ctx, p, t: _phase(t) == "attack",
    "deck_empty": lambda ctx, p, t: not p.deck,
    "unit_readied": lambda ctx, p, t: any(not u.spent for u in p.units if u.uid == t.last_readied),
    "in_interaction": lambda ctx, p, t: t.interaction is not None,  # Charm
    "no_wound_to_hand_this_combat": lambda ctx, p, t: t.combat is not None and t.combat.wounds_taken == 0,
}


def _blocked_enemies(turn: Turn) -> int:
    if turn.combat is None:
        return 0
    return sum(1 for e in turn.combat.enemies if any(e.blocked))


QUANTITIES: dict[str, Callable[[Ctx, Player, Turn], int]] = {
    "wounds_in_hand_and_on_units": lambda ctx, p, t: p.hand.count("wound") + sum(u.wounds for u in p.units),
    "crystal_sets": lambda ctx, p, t: min(p.crystals.get(c, 0) for c in COLOURS),
    "enemies_blocked_this_turn": lambda ctx, p, t: _blocked_enemies(t),
    "units_recruited_this_turn": lambda ctx, p, t: len((t.interaction or {}).get("recruited", [])),
}


def condition(ctx: Ctx, player: Player, turn: Turn, name: str) -> bool:
    if name not in CONDITIONS:
        raise NotAvailableYetError(f"The condition '{name.replace('_', ' ')}' is not available yet.")
    return CONDITIONS[name](ctx, player, turn)


def quantity(ctx: Ctx, player: Player, turn: Turn, name: str) -> int:
    if name not in QUANTITIES:
        raise NotAvailableYetError(f"Counting '{name.replace('_', ' ')}' is not available yet.")
    return QUANTITIES[name](ctx, player, turn)


# --------------------------------------------------------------------------- combinators
@_shared("if")
def _if(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    branch = effect["then"] if condition(ctx, player, turn, effect["if"]) else effect.get("else")
    if branch is None:
        return f"nothing (not {effect['if'].replace('_', ' ')})"
    return _sub(ctx, player, turn, branch, play, bonus)


@_shared("per")
def _per(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    n = quantity(ctx, player, turn, effect["per"])
    if "max" in effect:
        n = min(n, int(effect["max"]))
    if n == 0:
        return f"nothing more (no {effect['per'].replace('_', ' ')})"
    each = effect["each"]
    if fx.kind_of(each) == "choice":
        picks = [p.strip() for p in play.params.get("each", "").split(",") if p.strip()]
        slugs = [fx.slug(a) for a in each["choice"]]
        if len(picks) != n or any(p not in slugs for p in picks):
            raise IllegalActionError(
                f"Choose {n} time{'s' if n > 1 else ''} among {', '.join(slugs)} "
                f"(each:{','.join([slugs[0]] * n)})."
            )
        parts = [_sub(ctx, player, turn, each["choice"][slugs.index(p)], play, 0) for p in picks]
    else:
        parts = [_sub(ctx, player, turn, each, play, 0) for _ in range(n)]
    return f"{n} x ({parts[0]})" if len(set(parts)) == 1 else "; ".join(parts)


@_shared("cost")
def _cost(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    paid = _sub(ctx, player, turn, effect["cost"], play, 0)
    gain = effect["gain"]
    if fx.kind_of(gain) == "choice":
        alts = gain["choice"]
        pick = play.params.get("gain", "")
        if pick not in [str(i) for i in range(1, len(alts) + 1)]:
            listing = ", ".join(f"gain:{i} ({fx.describe(a)})" for i, a in enumerate(alts, start=1))
            raise IllegalActionError(f"Choose what you get: {listing}.")
        gain = alts[int(pick) - 1]
    got = _sub(ctx, player, turn, gain, play, bonus)
    return f"{paid}, then {got}"


@_shared("take_wounds")
def _take_wounds(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    n = int(effect["take_wounds"])
    where = effect.get("to", "hand")
    (player.discard if where == "discard" else player.hand).extend(["wound"] * n)
    if turn.seat == player.seat:  # received this turn: Banner of Protection throws them away (R-PROTECTION)
        turn.wounds_received += n
    return (
        f"takes {n} Wound{'s' if n != 1 else ''} into the {'discard pile' if where == 'discard' else 'hand'}"
    )


@_shared("pay_mana")
def _pay_mana(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    colours = list(effect["pay_mana"])
    colour = colours[0]
    if len(colours) > 1:
        colour = play.params.get("pay_colour", "")
        if colour not in colours:
            raise IllegalActionError(f"Choose the mana colour to pay: pay_colour:<{'|'.join(colours)}>.")
    paid = [mana.pay(ctx, player, turn, colour, play.params.get("pay")) for _ in range(int(effect["amount"]))]
    return "pays " + ", ".join(paid)


@_shared("fame")
def _fame(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    n = int(effect["fame"])
    player.fame += n
    if turn.seat == player.seat:
        turn.fame_gained += n
    return f"Fame {n:+d} (now {player.fame})"


# --------------------------------------------------------------------------- crystals and the Source
def _inventory_colours(player: Player, owned: bool) -> list[str]:
    return [c for c in COLOURS if (player.crystals.get(c, 0) > 0) == owned]


@resolver("crystal_by_inventory")
def _crystal_by_inventory(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    owned = effect["crystal_by_inventory"] == "owned"
    allowed = _inventory_colours(player, owned)
    if not allowed:
        raise IllegalActionError(
            "You have no crystal yet, so there is no colour you already own."
            if owned
            else "You already have a crystal of every basic colour."
        )
    colour = play.params.get("colour", allowed[0] if len(allowed) == 1 else "")
    if colour not in allowed:
        raise IllegalActionError(f"Choose the crystal colour: colour:<{'|'.join(allowed)}>.")
    return "gains " + mana.gain_crystal(player, turn, colour, ctx.data.levels.crystal_cap)


def _free_basic_dice(ctx: Ctx) -> list[str]:
    return sorted({d.colour for d in ctx.state.source if d.taken_by is None and d.colour in COLOURS})


@resolver("source_die_crystal")
def _source_die_crystal(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    allowed = _free_basic_dice(ctx)
    if not allowed:
        raise IllegalActionError("No die in the Source shows a basic colour.")
    colour = play.params.get("die", allowed[0] if len(allowed) == 1 else "")
    if colour not in allowed:
        raise IllegalActionError(f"Choose a Source die: die:<{'|'.join(allowed)}>.")
    got = mana.gain_crystal(player, turn, colour, ctx.data.levels.crystal_cap)
    die = next(d for d in ctx.state.source if d.taken_by is None and d.colour == colour)
    die.colour = ctx.rng.choice(DIE_FACES)
    die.fixed = False
    ctx.checkpoint = True
    return f"gains {got}; the {colour} die is rerolled and shows {die.colour}"


@resolver("reroll_whole_source")
def _reroll_whole_source(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    dice = [d for d in ctx.state.source if d.taken_by is None]
    for d in dice:
        d.colour = ctx.rng.choice(DIE_FACES)
        d.fixed = False
    ctx.checkpoint = True
    return "rerolls the Source: " + ", ".join(d.colour for d in dice)


def _offer_colours(ctx: Ctx, card: str) -> tuple[str, ...]:
    rec = ctx.data.cards[card]
    return tuple(rec.colours) or (rec.colour,)


@resolver("offer_crystals")
def _offer_crystals(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:

    offers.reveal_offers(ctx)
    offer = ctx.state.spell_offer
    n = min(int(effect["offer_crystals"]), len(offer))
    if n == 0:
        raise IllegalActionError("The Spell offer is empty.")
    colours = [c.strip() for c in play.params.get("colours", play.params.get("colour", "")).split(",") if c]
    available = [ctx.data.cards[s].colour for s in offer]
    left = list(available)
    ok = len(colours) == n
    for c in colours:
        if c in left:
            left.remove(c)
        else:
            ok = False
    if not ok:
        raise IllegalActionError(
            f"Name {n} crystal colour{'s' if n > 1 else ''}, each of a different Spell in the offer "
            f"(its colours: {', '.join(available)}), e.g. colours:{','.join(available[:n])}."
        )
    got = [mana.gain_crystal(player, turn, c, ctx.data.levels.crystal_cap) for c in colours]
    return "gains " + ", ".join(got)


# --------------------------------------------------------------------------- throwing cards away
def _throw_choices(ctx: Ctx, player: Player) -> list[str]:
    return sorted({c for c in player.hand if ctx.data.cards[c].kind in THROWABLE})


def _throw(ctx: Ctx, player: Player, play: Play) -> str:
    choices = _throw_choices(ctx, player)
    card = play.params.get("throw", "")
    name = ctx.data.cards[play.card].name
    if card not in choices:
        listing = ", ".join(choices) or "nothing"
        raise IllegalActionError(
            f"{name} needs another Action card to throw away (throw:<card>). You can throw away: {listing}."
        )
    player.hand.remove(card)
    player.removed.append(card)
    return card


@resolver("throw_away_action_by_colour")
def _throw_by_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    card = _throw(ctx, player, play)
    colours = _offer_colours(ctx, card)
    colour = colours[0] if len(colours) == 1 else play.params.get("as_colour", "")
    if colour not in colours:
        raise IllegalActionError(
            f"{ctx.data.cards[card].name} has two colours: as_colour:<{'|'.join(colours)}>."
        )
    got = _sub(ctx, player, turn, effect[colour], play, bonus)
    return f"throws away {ctx.data.cards[card].name} ({colour}): {got}"


# --------------------------------------------------------------------------- the offers
def _offer(ctx: Ctx, which: str) -> tuple[list[str], list[str]]:
    state = ctx.state
    return (state.spell_offer, state.spell_deck) if which == "spell" else (state.aa_offer, state.aa_deck)


def offer_choices(ctx: Ctx, effect: Mapping[str, Any]) -> list[str]:
    offer, _deck = _offer(ctx, effect["take_offer_card"])
    colour = effect.get("colour")
    return sorted({c for c in offer if colour is None or colour in _offer_colours(ctx, c)})


@resolver("take_offer_card")
def _take_offer_card(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:

    offers.reveal_offers(ctx)
    which = effect["take_offer_card"]
    label = "Spell" if which == "spell" else "Advanced Action"
    choices = offer_choices(ctx, effect)
    card = play.params.get("take", "")
    if card not in choices:
        colour = f" {effect['colour']}" if effect.get("colour") else ""
        listing = ", ".join(choices) or "none"
        raise IllegalActionError(
            f"Choose a{colour} {label} from the offer (take:<card>). Possible: {listing}."
        )
    offer, deck = _offer(ctx, which)
    offers.take_from_offer(ctx, offer, deck, card)
    to_hand = effect["to"] == "hand"
    (player.hand if to_hand else player.discard).append(card)
    return f"takes {ctx.data.cards[card].name} from the {label} offer into the {'hand' if to_hand else 'discard pile'}"


# --------------------------------------------------------------------------- units
def _spent_units(ctx: Ctx, player: Player, level: int) -> list[str]:
    return [u.uid for u in player.units if u.spent and ctx.data.units[u.unit].level <= level]


@resolver("ready_unit")
def _ready_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Regeneration: ready one Spent unit of the level or lower (nothing to do if none is Spent)."""
    level = int(effect["ready_unit"])
    spent = _spent_units(ctx, player, level)
    turn.last_readied = None
    if not spent:
        from bot.games.mageknight import cards

        chosen = (
            cards.pick_alternative(ctx, play.card, play.how, play.alt) if play.card in ctx.data.cards else {}
        )
        beside = fx.kind_of(chosen) == "all" and any(p is effect or p == effect for p in chosen["all"])
        if not beside:  # only Regeneration's ready (beside its Heal) may find nothing to ready
            raise IllegalActionError(
                f"No Spent unit of level {level} or lower to ready (Units: {len(player.units)})."
            )
        return f"no Spent unit of level {level} or lower to ready"
    # a Heal beside may name more units (R-HEAL-CARD): of the Spent ones named, an unwounded one is
    # readied before a wounded one (that one is named to be healed), else the last one named
    named = [u for u in items(play.params.get("unit")) if u in spent]
    unwounded = [u for u in named if not next(o for o in player.units if o.uid == u).wounds]
    uid = (unwounded or named or [""])[-1]
    if uid not in spent:
        listing = ", ".join(
            f"{u} ({ctx.data.units[o.unit].name})" for u in spent for o in player.units if o.uid == u
        )
        raise IllegalActionError(
            f"Choose a Spent unit of level {level} or lower to ready (unit:<id>): {listing}."
        )
    owned = next(u for u in player.units if u.uid == uid)
    owned.spent = False
    turn.last_readied = uid  # Energy Flow's "if a unit was readied"
    return f"readies {ctx.data.units[owned.unit].name} ({uid})"


# --------------------------------------------------------------------------- turn-long modifiers
def _terrain_names(ctx: Ctx, terrains: list[str]) -> str:
    return ", ".join(ctx.data.terrains[t].name for t in terrains)


@resolver("terrain_cost")
def _terrain_cost(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Path Finding, Song of Wind: the listed terrains cost less this turn (not below the minimum)."""
    amount, floor = -int(effect["terrain_cost"]), int(effect.get("min", 0))
    for t in effect["terrains"]:
        turn.add("terrain_cut", play.card, terrain=t, amount=amount, floor=floor)
    return f"{_terrain_names(ctx, effect['terrains'])} cost {amount} less Move this turn (not below {floor})"


@resolver("terrain_cost_at_most")
def _terrain_cost_at_most(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Path Finding powered, Frost Bridge, Song of Wind's lake: the listed terrains cost at most N this
    turn (lakes become passable)."""
    cap = int(effect["terrain_cost_at_most"])
    for t in effect["terrains"]:
        turn.add("terrain_cap", play.card, terrain=t, cap=cap)
    return f"{_terrain_names(ctx, effect['terrains'])} cost at most {cap} Move this turn"


@resolver("card_to_deck")
def _card_to_deck(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Steady Tempo: at the end of the turn the card goes onto the Deed deck (bottom: only if the deck
    is not empty then) instead of the discard pile."""
    where = str(effect["card_to_deck"])
    turn.add("to_deck", play.card, where=where)
    extra = " if the deck is not empty then" if effect.get("if_deck_not_empty") else ""
    return f"goes on the {where} of the Deed deck at the end of the turn{extra}"


@resolver("terrain_access")
def _terrain_access(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Mountain Lore powered: the terrain may be entered this turn for the Move cost given, and it is a
    safe space to end the turn on (the card's meaning; entering it is otherwise pointless for the +2)."""
    terrain, cost = str(effect["terrain_access"]), int(effect["move_cost"])
    turn.add("terrain_cap", play.card, terrain=terrain, cap=cost)
    turn.add("safe_terrain", play.card, terrain=terrain)
    return f"may enter {ctx.data.terrains[terrain].name} this turn for {cost} Move (a safe space to end on)"


def _deferrable(effect: Mapping[str, Any]) -> str | None:
    """Why a delayed effect could not be resolved later (None: it can)."""
    from bot.games.mageknight import cards

    if not cards.implemented(effect):
        return "its effect"
    stack: list[Any] = [effect]
    while stack:
        e = stack.pop()
        if isinstance(e, Mapping):
            if "if" in e and isinstance(e["if"], str) and e["if"] not in CONDITIONS:
                return e["if"].replace("_", " ")
            if "per" in e and isinstance(e["per"], str) and e["per"] not in QUANTITIES:
                return e["per"].replace("_", " ")
            stack.extend(e.values())
        elif isinstance(e, list):
            stack.extend(e)
    return None


@resolver("at")
def _at(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    """An effect that happens later in the turn: at its end (Mountain Lore, Heroic Tale), or in the
    Attack phase (Dodge and Weave: named ``<card>@later`` in an attack declaration)."""
    when, then = str(effect["at"]), effect["then"]
    missing = _deferrable(then)
    if when == "attack_phase" and missing is None:  # Dodge and Weave: <card>@later in the Attack phase
        turn.add("later", play.card, effect=dict(then), when=when)
        return f"in the Attack phase: {fx.describe(then)} ({play.card}@later)"
    if when != "end_of_turn" or missing is not None:
        what = missing or f"the effect at the {when.replace('_', ' ')}"
        raise NotAvailableYetError(f"{ctx.data.cards[play.card].name}: '{what}' is not available yet.")
    turn.add("at_end", play.card, mode=play.mode, effect=dict(then))
    return f"at the end of the turn: {fx.describe(then)}"


def end_of_turn(ctx: Ctx, player: Player, turn: Turn) -> None:
    """Resolve the "at the end of the turn" effects recorded by :func:`_at` (called by turn.end_turn)."""

    for m in turn.mods("at_end"):
        text = _sub(ctx, player, turn, m["effect"], Play(m.source, m["mode"], {}), 0)
        ctx.say(f"{player.name}, {ctx.data.cards[m.source].name} at the end of the turn: {text}.")
    turn.drop("at_end")
    held = turn.mod("box")
    if (
        held is not None
    ):  # Mysterious Box (R-BOX): the revealed Artifact goes under the deck; unused, the Box returns
        revealed, used = held["artifact"], held["used"]
        ctx.state.artifact_deck.append(revealed)
        turn.drop(held)
        box = "mysterious_box"
        if not used:
            for pile in (player.discard, player.play_area, player.removed):
                if box in pile:
                    pile.remove(box)
                    player.hand.append(box)
                    ctx.say(f"{player.name} takes the unused Mysterious Box back into hand.")
                    break
        name = ctx.data.cards[revealed].name
        ctx.say(f"{name}, revealed by the Mysterious Box, goes to the bottom of the Artifact deck.")


@resolver("first_attack_or_block_bonus")
def _first_bonus(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Ambush: the first card played for Attack or for Block this turn gets a bonus (cards.py adds it)."""
    on_attack, on_block = int(effect["on_attack"]), int(effect["on_block"])
    turn.drop("first_card_bonus")
    turn.add("first_card_bonus", play.card, attack=on_attack, block=on_block)
    return f"the first Attack card this turn gets +{on_attack}, or the first Block card +{on_block}"


def _boost_choices(player: Player, effect: Mapping[str, Any]) -> list[str]:
    return sorted({c for c in player.hand if effect["what"] == "any" or c == "wound"})


@resolver("discard_to_boost")
def _discard_to_boost(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Stout Resolve: discard cards (``boost``: comma-separated; none by default) for +N each to the
    effect chosen from this card (Move, Influence, Attack or Block)."""
    from bot.games.mageknight import cards

    picked = [c.strip() for c in play.params.get("boost", "").split(",") if c.strip()]
    if not picked:
        return "no card discarded for a bonus"
    per, what = int(effect["discard_to_boost"]), effect["what"]
    limit = int(effect.get("max", len(picked)))
    max_wounds = int(effect.get("max_wounds", len(picked)))
    hand = list(player.hand)
    ok = len(picked) <= limit and picked.count("wound") <= max_wounds
    for c in picked:
        ok = ok and c in hand and (what == "any" or c == "wound")
        if c in hand:
            hand.remove(c)
    if not ok:
        kinds = "Wound cards" if what == "wound" else f"cards (at most {max_wounds} Wound)"
        raise IllegalActionError(
            f"Discard at most {limit} {kinds} from your hand for the bonus (boost:<card,...>). "
            f"You can discard: {', '.join(_boost_choices(player, effect)) or 'nothing'}."
        )
    chosen = cards.pick_alternative(ctx, play.card, play.how, play.alt)
    parts = chosen["all"] if fx.kind_of(chosen) == "all" else [chosen]
    base = next(p for p in parts if fx.kind_of(p) != "discard_to_boost")
    kind = fx.kind_of(base)
    player.hand = hand
    player.discard.extend(picked)
    got = _sub(ctx, player, turn, {**base, kind: per * len(picked)}, play, 0)
    return f"discards {len(picked)} card{'s' if len(picked) != 1 else ''} for {got}"


@resolver("spend_for")
def _spend_for(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Agility, Diplomacy, Peaceful Moment: for the rest of the turn Move/Influence points may be spent
    through this card (``<card>@spend/<what>+points=N``, e.g. in a declaration's cards)."""
    source, rate, then = str(effect["from"]), int(effect["rate"]), dict(effect["spend_for"])
    turn.add("conversion", play.card, rate=rate, effect=then, **{"from": source})
    return (
        f"this turn {rate} {source.title()} may be spent for each {fx.describe(then)} "
        f"({play.card}@spend/{fx.slug(then)}+points=<n>)"
    )


def spend(ctx: Ctx, player: Player, turn: Turn, play: Play) -> str:
    """Spend Move or Influence points through a conversion recorded by :func:`_spend_for`, or use the
    effect a card left for later (:func:`_once_this_turn`, mode ``later``)."""
    name = ctx.data.cards[play.card].name
    if play.how == "later":
        entry = next((m for m in turn.mods("later") if m.source == play.card), None)
        if entry is None:
            raise IllegalActionError(f"{name} has left nothing to use later this turn (or it is used up).")
        if entry["when"] == "attack_phase" and _phase(turn) != "attack":
            raise IllegalActionError(f"{name}'s bonus is used in the Attack phase of this combat.")
        got = _sub(ctx, player, turn, entry["effect"], play, 0)
        turn.drop(entry)
        return f"{player.name} uses {name}: {got}"
    mine = [c for c in turn.mods("conversion") if c.source == play.card]
    ways = [f"{play.card}@spend/{fx.slug(c['effect'])}" for c in mine]
    chosen = next((c for c in mine if fx.slug(c["effect"]) == play.alt), None)
    if chosen is None:
        raise IllegalActionError(
            f"{name} lets you spend nothing this turn."
            if not ways
            else f"Through {name} you can spend: {', '.join(ways)} (+points=<n>)."
        )
    source, rate, then = chosen["from"], chosen["rate"], chosen["effect"]
    have = turn.move if source == "move" else turn.influence
    raw = play.params.get("points", "")
    points = int(raw) if raw.isdigit() else 0
    if points < rate or points % rate or points > have:
        raise IllegalActionError(
            f"Spend a multiple of {rate} {source.title()} points, at most the {have} you have (+points=<n>)."
        )
    if source == "move":
        turn.move -= points
    else:
        turn.influence -= points
    kind = fx.kind_of(then)
    got = _sub(ctx, player, turn, {**then, kind: int(then[kind]) * (points // rate)}, play, 0)
    return f"{player.name} spends {points} {source.title()} through {name}: {got}"


@resolver("once_this_turn")
def _once_this_turn(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Learning: the nested effect may be used once later this turn (``<card>@later`` as a play)."""
    then = dict(effect["once_this_turn"])
    turn.add("later", play.card, effect=then)
    return f"once later this turn: {fx.describe(then)} (play {play.card} with mode later)"


@resolver("pay_influence")
def _pay_influence(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    n = int(effect["pay_influence"])
    if turn.influence < n:
        raise IllegalActionError(
            f"This costs {n} Influence; you have {turn.influence} (short by {n - turn.influence})."
        )
    turn.influence -= n
    return f"pays {n} Influence"


@resolver("use_turn_action")
def _use_turn_action(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Peaceful Moment, Temporal Portal: playing the card is the turn's action."""
    if turn.action is not None or turn.combat is not None or turn.rested:
        done = "you rested" if turn.rested else f"your action this turn is taken ({turn.action or 'combat'})"
        raise IllegalActionError(f"{ctx.data.cards[play.card].name} must be your action, but {done}.")
    turn.action = "card"
    turn.move = 0  # §3.4: unspent Move is lost once the action starts
    return "as the turn's action"


@resolver("fly")
def _fly(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    """Temporal Portal: fly to a safe space within reach, as the turn's action (movement.fly)."""
    cost = int(effect.get("move_cost", 0))
    return fly(
        ctx,
        player,
        turn,
        play.params.get("hex", ""),
        int(effect["fly"]),
        cost,
        ctx.data.cards[play.card].name,
    )


# --------------------------------------------------------------------------- composite effects (§4.1)
#: Kinds a card used through another card (thrown away, lying in an offer, revealed) may not contain:
#: they need that card itself in play, or would nest one composite effect inside another (R-COMPOSITE).
NOT_THROUGH = frozenset(
    {
        "use_thrown_card",
        "throw_away_action",
        "throw_away_action_by_colour",
        "copy_powered",
        "return_to_hand",
        "card_to_deck",
        "play_from_offer",
        "cast_from_offer",
        "use_as_top_artifact",
        "use_common_skill",
        "take_common_skill",
        "discard_by_colour",
        "banner",
    }
)


#: Kinds an Artifact used through the Mysterious Box may keep (Druidic Staff, Book of Wisdom): the Box
#: itself needs no parameter they could clash with.
_ARTIFACT_THROUGH = frozenset({"discard_by_colour", "throw_away_action_by_colour"})


def _through_problem(ctx: Ctx, card: str, how: str) -> str | None:
    """Why ``card``'s ``how`` effect cannot be used through another card (None: it can)."""
    from bot.games.mageknight import cards

    rec = ctx.data.cards[card]
    effect = rec.basic if how == "basic" else rec.powered
    if not effect or not cards.implemented(effect):
        return f"the {how} effect of {rec.name} is not available yet in this version of the bot"
    kinds = fx.kinds_in(effect) - (_ARTIFACT_THROUGH if rec.kind == "artifact" else frozenset())
    bad = sorted(kinds & NOT_THROUGH)
    if bad:
        return f"{rec.name} cannot be used through another card ({bad[0].replace('_', ' ')})"
    return None


def use_other_card(
    ctx: Ctx, player: Player, turn: Turn, play: Play, card: str, how: str, *, pay: bool, times: int = 1
) -> str:
    """Resolve the ``how`` effect of ``card`` (thrown away, in an offer or revealed: not played from
    hand) ``times`` times as one effect of ``play`` (§4.1 composite effects): it keeps its own colour
    for resistances and its own limits. ``card_mode`` picks its alternative, and the same choices are
    used every time (R-COMPOSITE); a Discard cost is paid each time (``discard``, ``discard2``...).
    ``pay``: its mana is paid as if it were played from hand (``mana``, ``black``)."""
    from bot.games.mageknight import cards

    rec = ctx.data.cards[card]
    outer = ctx.data.cards[play.card].name if play.card in ctx.data.cards else play.card
    problem = _through_problem(ctx, card, how)
    if problem:
        error = NotAvailableYetError if "not available" in problem else IllegalActionError
        raise error(f"{outer}: {problem}.")
    effect = rec.basic if how == "basic" else rec.powered
    assert effect is not None
    alts = cards.expand(effect)
    slugs = cards.mode_slugs(alts)
    chosen: Mapping[str, Any] = effect
    mode = how
    if len(alts) > 1:
        pick = play.params.get("card_mode", "")
        if pick not in slugs:
            listing = ", ".join(f"card_mode:{s} ({fx.describe(a)})" for s, a in zip(slugs, alts, strict=True))
            raise IllegalActionError(f"{outer}: choose the mode of {rec.name}: {listing}.")
        chosen, mode = alts[slugs.index(pick)], f"{how}/{pick}"
    sub = Play(card, mode, dict(play.params))
    paid = cards.pay_for_card(ctx, player, turn, card, how, play.params) if pay else ""
    texts = []
    for i in range(times):
        if cards.needs_discard(effect):
            key = "discard" if i == 0 else f"discard{i + 1}"
            cards._discard_for(ctx, player, Play(card, mode, {"discard": play.params.get(key, "")}))
        texts.append(_sub(ctx, player, turn, chosen, sub, 0))
    bending = turn.mod("repeat_turn")
    if (
        bending is not None and bending.source == card
    ):  # Time Bending through another card: that one is set aside
        bending.source = play.card
    done = f"{times} x ({texts[0]})" if times > 1 and len(set(texts)) == 1 else "; ".join(texts)
    return f"{rec.name} {how}{paid}: {done}"


def card_use_variants(
    ctx: Ctx, player: Player, turn: Turn, card: str, how: str, sub: Callable[..., Variants], *, pay: bool
) -> Variants:
    """The parameter sets of :func:`use_other_card` for one card (used once; impossible sets may be
    listed, the options are tried first)."""
    from bot.games.mageknight import cards

    if _through_problem(ctx, card, how):
        return []
    rec = ctx.data.cards[card]
    effect = rec.basic if how == "basic" else rec.powered
    assert effect is not None
    payment: dict[str, str] = {}
    if pay:
        found = cards.payment_params(ctx, player, turn, card, how)
        if found is None:
            return []
        payment = found
    alts = cards.expand(effect)
    slugs = cards.mode_slugs(alts)
    out: Variants = []
    for alt, slug in zip(alts, slugs, strict=True):
        mode = {"card_mode": slug} if len(alts) > 1 else {}
        if cards.needs_discard(effect):
            out.extend(
                {**mode, **payment, "discard": d} for d in sorted({c for c in player.hand if c != "wound"})
            )
            continue
        if cards.combat_only(alt) and turn.parts is None:
            continue
        out.extend({**mode, **payment, **v} for v in sub(alt))
    return out


@resolver("throw_away_action")
def _throw_away_action(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Maximal Effect's cost: throw away another Action card (``throw``); ``use_thrown_card`` uses it."""
    card = _throw(ctx, player, play)
    return f"throws away {ctx.data.cards[card].name}"


@resolver("use_thrown_card")
def _use_thrown_card(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Maximal Effect: the card thrown away by the cost (``throw``) is used N times, basic or powered
    (powered: no mana). The whole is one effect: one mode, the same choices each time (R-COMPOSITE)."""
    card = play.params.get("throw", "")
    if card not in player.removed:
        raise IllegalActionError("This uses the Action card thrown away just before (throw:<card>).")
    how, times = str(effect["effect"]), int(effect["use_thrown_card"])
    return "uses " + use_other_card(ctx, player, turn, play, card, how, pay=False, times=times)


def _discard_colour_choices(player: Player) -> list[str]:
    return sorted({c for c in player.hand if c != "wound"})


@_shared("discard_by_colour")
def _discard_by_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Magic Talent (and the like): discard a non-Wound card (``discard``); the effect of its colour
    follows (a dual-colour card: ``as_colour``); a colourless card gives nothing."""
    name = ctx.data.cards[play.card].name
    choices = _discard_colour_choices(player)
    card = play.params.get("discard", "")
    if card not in choices:
        raise IllegalActionError(
            f"{name} needs a card to discard (discard:<card>). You can discard: {', '.join(choices) or 'nothing'}."
        )
    colours = [c for c in _offer_colours(ctx, card) if c in COLOURS]
    player.hand.remove(card)
    player.discard.append(card)
    cname = ctx.data.cards[card].name
    if not colours:
        return f"discards {cname} (no colour: nothing more)"
    colour = colours[0] if len(colours) == 1 else play.params.get("as_colour", "")
    if colour not in colours:
        raise IllegalActionError(f"{cname} has two colours: as_colour:<{'|'.join(colours)}>.")
    got = _sub(ctx, player, turn, effect[colour], play, bonus)
    return f"discards {cname} ({colour}): {got}"


def offer_use_choices(ctx: Ctx, effect: Mapping[str, Any]) -> list[str]:
    offer = ctx.state.spell_offer if effect["play_from_offer"] == "spell" else ctx.state.aa_offer
    colour = effect.get("colour")
    return sorted({c for c in offer if colour is None or colour in _offer_colours(ctx, c)})


def _offer_hows(effect: Mapping[str, Any]) -> tuple[str, ...]:
    return (str(effect["effect"]),) if effect.get("effect") else ("basic", "powered")


@resolver("play_from_offer")
def _play_from_offer(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Magic Talent, Blood of Ancients: use a card of the Spell / AA offer as if it were in your hand
    (``use``; ``use_how``: basic | powered unless the effect names one), paying its mana unless free;
    the card stays in the offer."""

    offers.reveal_offers(ctx)
    label = "Spell" if effect["play_from_offer"] == "spell" else "Advanced Action"
    choices = offer_use_choices(ctx, effect)
    card = play.params.get("use", "")
    if card not in choices:
        colour = f" {effect['colour']}" if effect.get("colour") else ""
        raise IllegalActionError(
            f"Choose a{colour} {label} in the offer to use (use:<card>). Possible: {', '.join(choices) or 'none'}."
        )
    hows = _offer_hows(effect)
    how = hows[0] if len(hows) == 1 else play.params.get("use_how", "basic")
    if how not in hows:
        raise IllegalActionError("Use the card's basic or powered effect: use_how:<basic|powered>.")
    got = use_other_card(ctx, player, turn, play, card, how, pay=not effect.get("free"))
    return f"uses {got} (from the {label} offer)"


@resolver("regain_spent_crystals")
def _regain_spent_crystals(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Crystal Mastery powered (at the end of the turn): the crystals paid as mana this turn come back
    (never above the cap)."""
    spent, cap = list(turn.crystals_spent), ctx.data.levels.crystal_cap
    turn.crystals_spent.clear()
    back = []
    for c in spent:
        if player.crystals.get(c, 0) < cap:
            player.crystals[c] = player.crystals.get(c, 0) + 1
            back.append(c)
    if not back:
        return "no crystal spent this turn to regain"
    return "regains " + ", ".join(f"a {c} crystal" for c in back)


@resolver("special_dice_any_colour")
def _special_dice_any_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Mana Storm powered: gold and black Source dice pay as any basic colour this turn (mana.py)."""
    turn.add("special_dice_any_colour", play.card)
    return "gold and black Source dice count as any basic colour this turn"


# --------------------------------------------------------------------------- options
#: The composite kinds (this module's and the Artifacts' of this family) whose variants are listed here.
_COMPOSITE_KINDS = frozenset(
    {
        "throw_away_action",
        "use_thrown_card",
        "discard_by_colour",
        "play_from_offer",
        "regain_spent_crystals",
        "special_dice_any_colour",
        "cast_from_offer",
        "use_common_skill",
        "take_common_skill",
        "use_as_top_artifact",
    }
)


def cards_need_discard(effect: Mapping[str, Any] | None) -> bool:
    from bot.games.mageknight import cards

    return bool(effect) and cards.needs_discard(effect or {})


def _composite_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], sub: Callable[..., Variants]
) -> Variants | None:
    """The parameter sets of the composite kinds (None: not one of them)."""
    kind = fx.kind_of(effect)
    out: Variants = []
    if kind == "discard_by_colour":
        for card in _discard_colour_choices(player):
            colours = [c for c in _offer_colours(ctx, card) if c in COLOURS]
            if not colours:
                out.append({"discard": card})
            for colour in colours:
                extra = {"discard": card, **({"as_colour": colour} if len(colours) > 1 else {})}
                out.extend({**extra, **v} for v in sub(effect[colour]))
        return out
    if kind == "play_from_offer":
        if not ctx.state.offers_revealed:
            return []
        hows = _offer_hows(effect)
        for card in offer_use_choices(ctx, effect):
            for how in hows:
                extra = {"use": card, **({"use_how": how} if len(hows) > 1 else {})}
                variants = card_use_variants(ctx, player, turn, card, how, sub, pay=not effect.get("free"))
                out.extend({**extra, **v} for v in variants)
        return out
    if kind == "cast_from_offer":
        from bot.games.mageknight.resolvers import artifacts

        if not ctx.state.offers_revealed:
            return []
        how = str(effect["cast_from_offer"])
        for card, spell in artifacts.cast_choices(ctx, player, effect):
            out.extend(
                {"discard": card, "use": spell, **v}
                for v in card_use_variants(ctx, player, turn, spell, how, sub, pay=False)
            )
        return out
    if kind == "use_common_skill":
        from bot.games.mageknight.resolvers import artifacts
        from bot.games.mageknight.skills import use as skill_use

        for sid in artifacts.common_skill_choices(ctx, turn):
            skill_effect = ctx.data.skills[sid].effect or {}
            out.extend({"skill": sid, **v} for v in skill_use.variants(ctx, player, turn, skill_effect, [0]))
        return out
    if kind == "take_common_skill":
        return [{"skill": s} for s in sorted(set(ctx.state.common_skills))]
    if kind in _COMPOSITE_KINDS:
        return [{}]
    return None


def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], sub: Callable[..., Variants]
) -> Variants | None:
    """The parameter sets of one of this module's kinds (None: not one of them). ``sub`` lists the
    variants of a nested effect (``options._param_variants``). Impossible sets may be listed: the
    options are tried before they are offered."""
    kind = fx.kind_of(effect)
    if kind == "choice" and fx.kinds_in(effect) & _COMPOSITE_KINDS:  # Blood of Ancients' Wound choice
        from bot.games.mageknight import cards

        alts = list(effect["choice"])
        return [{"pick": s, **v} for s, a in zip(cards.mode_slugs(alts), alts, strict=True) for v in sub(a)]
    if kind not in RESOLVERS or RESOLVERS[kind] is not _OWN.get(kind):
        return None

    def cross(a: Variants, b: Variants) -> Variants:
        return [{**x, **y} for x in a for y in b]

    if kind == "cost" and fx.kind_of(effect["cost"]) == "throw_away_action":  # Maximal Effect
        gain = effect["gain"]
        how, times = str(gain["effect"]), int(gain["use_thrown_card"])
        thrown: Variants = []
        for other in _throw_choices(ctx, player):
            rec = ctx.data.cards[other]
            if times > 1 and cards_need_discard(rec.basic if how == "basic" else rec.powered):
                continue  # several Discard costs: typed only (discard, discard2...)
            thrown.extend(
                {"throw": other, **v}
                for v in card_use_variants(ctx, player, turn, other, how, sub, pay=False)
            )
        return thrown
    composite = _composite_variants(ctx, player, turn, effect, sub)
    if composite is not None:
        return composite

    if kind == "if":
        if effect["if"] not in CONDITIONS:
            return []
        branch = effect["then"] if condition(ctx, player, turn, effect["if"]) else effect.get("else")
        return [{}] if branch is None else sub(branch)
    if kind == "per":
        if effect["per"] not in QUANTITIES:
            return []
        n = quantity(ctx, player, turn, effect["per"])
        n = min(n, int(effect.get("max", n)))
        each = effect["each"]
        if n and fx.kind_of(each) == "choice":
            slugs = [fx.slug(a) for a in each["choice"]]
            return [{"each": ",".join(c)} for c in itertools.combinations_with_replacement(slugs, n)]
        return sub(each) if n else [{}]
    if kind == "cost":
        gain = effect["gain"]
        if fx.kind_of(gain) == "choice":
            gains = [{"gain": str(i), **v} for i, a in enumerate(gain["choice"], 1) for v in sub(a)]
            return cross(sub(effect["cost"]), gains)
        return cross(sub(effect["cost"]), sub(gain))
    if kind == "pay_mana" and len(effect["pay_mana"]) > 1:
        return [{"pay_colour": c} for c in effect["pay_mana"]]
    if kind == "crystal_by_inventory":
        return [{"colour": c} for c in _inventory_colours(player, effect[kind] == "owned")]
    if kind == "source_die_crystal":
        return [{"die": c} for c in _free_basic_dice(ctx)]
    if kind == "offer_crystals":
        colours = sorted(ctx.data.cards[s].colour for s in ctx.state.spell_offer)
        n = min(int(effect[kind]), len(colours))
        combos = {",".join(sorted(colours[i : i + n])) for i in range(len(colours) - n + 1)}
        if n == 2:
            combos = {f"{a},{b}" for i, a in enumerate(colours) for b in colours[i + 1 :]}
        return [{"colours": c} for c in sorted(combos) if c]
    if kind == "fly":
        return [{"hex": h} for h in fly_targets(ctx, player, int(effect["fly"]))]
    if kind == "discard_to_boost":
        return [{}] + [{"boost": c} for c in _boost_choices(player, effect)]
    if kind == "ready_unit":
        return [{"unit": u} for u in _spent_units(ctx, player, int(effect[kind]))] or [{}]
    if kind == "take_offer_card":
        if not ctx.state.offers_revealed:
            return []
        return [{"take": c} for c in offer_choices(ctx, effect)]
    if kind == "throw_away_action_by_colour":
        out: Variants = []
        for other in _throw_choices(ctx, player):
            choices = _offer_colours(ctx, other)
            for colour in choices:
                extra = {"throw": other, **({"as_colour": colour} if len(choices) > 1 else {})}
                out.extend({**extra, **v} for v in sub(effect[colour]))
        return out
    return [{}]


_OWN: dict[str, Resolver] = {k: v for k, v in RESOLVERS.items() if k in MINE} | {
    k: RESOLVERS[k]
    for k in (
        "crystal_by_inventory",
        "source_die_crystal",
        "reroll_whole_source",
        "offer_crystals",
        "throw_away_action_by_colour",
        "take_offer_card",
        "ready_unit",
        "terrain_cost",
        "terrain_cost_at_most",
        "card_to_deck",
        "terrain_access",
        "at",
        "first_attack_or_block_bonus",
        "discard_to_boost",
        "spend_for",
        "once_this_turn",
        "pay_influence",
        "use_turn_action",
        "fly",
        *_COMPOSITE_KINDS,
    )
    if k in RESOLVERS
}
