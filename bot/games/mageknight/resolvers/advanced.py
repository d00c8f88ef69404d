"""Resolvers for the effect kinds of the Advanced Action cards (see ``resolvers/__init__``).

Besides the kinds first needed by the Advanced Actions, this module resolves the costs every area
uses (``take_wounds``, ``pay_mana``) and ``fame``, and registers the conditions of ``if`` and the
quantities of ``per`` (the combinators themselves are walked by ``interpret``).

Player choices (``play.params``): ``colour`` (crystal/mana colour), ``pay`` (how a ``pay_mana`` cost is
paid, e.g. ``token:red``; default: the first way), ``throw`` (the Action card thrown away),
``as_colour`` (the colour a thrown dual-colour card counts as), ``take`` (the card taken from an offer),
``die`` (the colour of the Source die chosen), ``colours`` (offer crystals, comma-separated).

Turn-long effects: ``unit`` (the Spent unit readied), ``boost`` (cards discarded for Stout Resolve's
bonus), ``hex`` (Temporal Portal's destination); terrain costs are the turn's modifiers (modifiers.py)
``terrain_cap`` / ``terrain_cut`` (movement.step_cost), "at the end of the turn" effects ``at_end``
(:func:`end_of_turn`), Steady Tempo ``to_deck`` (turn.end_turn), Ambush ``first_card_bonus``
(resolvers/basic.py). Conversions (Agility, Diplomacy, Peaceful Moment) are used
later as the play ``<card>@spend/<what>+points=N`` (also inside a declaration's cards); effects kept for
later (Learning; Dodge and Weave's Attack-phase bonus) as ``<card>@later`` (:func:`spend`).

Composite effects (Maximal Effect, Magic Talent, Blood of Ancients...) are in ``resolvers/composite.py``.

:func:`param_variants` lists the parameter sets of these kinds for ``options._param_variants``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, t
from bot.engine.notation import items
from bot.games.mageknight import effects as fx
from bot.games.mageknight import interpret, mana, modes, offers
from bot.games.mageknight.asking import combos as mana_combos
from bot.games.mageknight.interpret import RESOLVERS, Resolver, resolver
from bot.games.mageknight.movement import fly, fly_targets
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import DIE_FACES

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Player, Turn

COLOURS = ("red", "blue", "green", "white")
THROWABLE = ("basic", "unique", "advanced")  # Action cards (not Wounds, Spells or Artifacts)
Variants = list[dict[str, str]]


# --------------------------------------------------------------------------- conditions and quantities
def _terrain(ctx: Ctx, player: Player) -> str | None:
    if player.position is None:
        return None
    space = ctx.state.space((player.position[0], player.position[1]))
    return space.terrain if space is not None else None


def _phase(turn: Turn) -> str | None:
    return turn.combat.phase if turn.combat is not None else None


interpret.add_conditions(
    {
        "not_in_combat": lambda ctx, p, t: t.combat is None,
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
)


def _blocked_enemies(turn: Turn) -> int:
    if turn.combat is None:
        return 0
    return sum(1 for e in turn.combat.enemies if any(e.blocked))


interpret.add_quantities(
    {
        "wounds_in_hand_and_on_units": lambda ctx, p, t: (
            p.hand.count("wound") + sum(u.wounds for u in p.units)
        ),
        "crystal_sets": lambda ctx, p, t: min(p.crystals.get(c, 0) for c in COLOURS),
        "enemies_blocked_this_turn": lambda ctx, p, t: _blocked_enemies(t),
        "units_recruited_this_turn": lambda ctx, p, t: len((t.interaction or {}).get("recruited", [])),
    }
)


# --------------------------------------------------------------------------- costs
@resolver("take_wounds")
def _take_wounds(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    n = int(effect["take_wounds"])
    where = effect.get("to", "hand")
    (player.discard if where == "discard" else player.hand).extend(["wound"] * n)
    if turn.seat == player.seat:  # received this turn: Banner of Protection throws them away (R-PROTECTION)
        turn.wounds_received += n
    return t("mk-res-takes-wounds", n=n, where="discard" if where == "discard" else "hand")


@resolver("pay_mana")
def _pay_mana(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    colours = list(effect["pay_mana"])
    colour = colours[0]
    if len(colours) > 1:
        colour = play.params.get("pay_colour", "")
        if colour not in colours:
            raise IllegalActionError(t("mk-res-pay-colour", choices="|".join(colours)))
    amount = int(effect["amount"])
    named = [w for w in (play.params.get("pay") or "").split(",") if w]  # one way for all, or one each
    ways: list[str | None] = [None] * amount
    if named:
        ways = list(named * amount if len(named) == 1 else named)
    if len(ways) != amount:
        raise IllegalActionError(t("mk-ask-pay-count", n=amount, colour=colour))
    paid = [mana.pay_text(ctx, player, turn, colour, w) for w in ways]
    return t("mk-res-pays", paid=paid)


@resolver("fame")
def _fame(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    n = int(effect["fame"])
    player.fame += n
    if turn.seat == player.seat:
        turn.fame_gained += n
    return t("mk-res-fame", by=f"{n:+d}", now=player.fame)


# --------------------------------------------------------------------------- crystals and the Source
def _inventory_colours(player: Player, owned: bool) -> list[str]:
    return [c for c in COLOURS if (player.crystals.get(c, 0) > 0) == owned]


@resolver("crystal_by_inventory")
def _crystal_by_inventory(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    owned = effect["crystal_by_inventory"] == "owned"
    allowed = _inventory_colours(player, owned)
    if not allowed:
        raise IllegalActionError(t("mk-res-no-crystal-yet") if owned else t("mk-res-every-crystal"))
    colour = play.params.get("colour", allowed[0] if len(allowed) == 1 else "")
    if colour not in allowed:
        raise IllegalActionError(t("mk-res-crystal-colour", choices="|".join(allowed)))
    return t("mk-res-gains", what=mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap))


def _free_basic_dice(ctx: Ctx) -> list[str]:
    return sorted({d.colour for d in ctx.state.source if d.taken_by is None and d.colour in COLOURS})


@resolver("source_die_crystal")
def _source_die_crystal(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    allowed = _free_basic_dice(ctx)
    if not allowed:
        raise IllegalActionError(t("mk-res-no-basic-die"))
    colour = play.params.get("die", allowed[0] if len(allowed) == 1 else "")
    if colour not in allowed:
        raise IllegalActionError(t("mk-res-source-die-choose", choices="|".join(allowed)))
    got = mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    die = next(d for d in ctx.state.source if d.taken_by is None and d.colour == colour)
    die.colour = ctx.rng.choice(DIE_FACES)
    die.fixed = False
    ctx.checkpoint = True
    return t("mk-res-die-crystal", got=got, colour=colour, now=die.colour)


@resolver("reroll_whole_source")
def _reroll_whole_source(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    dice = [d for d in ctx.state.source if d.taken_by is None]
    for d in dice:
        d.colour = ctx.rng.choice(DIE_FACES)
        d.fixed = False
    ctx.checkpoint = True
    return t("mk-res-source-rerolled", dice=[t("mk-res-colour", colour=d.colour) for d in dice])


def offer_colours(ctx: Ctx, card: str) -> tuple[str, ...]:
    rec = ctx.data.cards[card]
    return tuple(rec.colours) or (rec.colour,)


@resolver("offer_crystals")
def _offer_crystals(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:

    offers.reveal_offers(ctx)
    offer = ctx.state.spell_offer
    n = min(int(effect["offer_crystals"]), len(offer))
    if n == 0:
        raise IllegalActionError(t("mk-res-spell-offer-empty"))
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
            t(
                "mk-res-offer-crystals-choose",
                n=n,
                colours=[t("mk-res-colour", colour=c) for c in available],
                example=",".join(available[:n]),
            )
        )
    got = [mana.gain_crystal_text(player, turn, c, ctx.data.levels.crystal_cap) for c in colours]
    return t("mk-res-gains", what=got)


# --------------------------------------------------------------------------- throwing cards away
def throw_choices(ctx: Ctx, player: Player) -> list[str]:
    return sorted({c for c in player.hand if ctx.data.cards[c].kind in THROWABLE})


def throw(ctx: Ctx, player: Player, play: Play) -> str:
    choices = throw_choices(ctx, player)
    card = play.params.get("throw", "")
    name = ctx.data.cards[play.card].name
    if card not in choices:
        listing = ", ".join(choices) or t("mk-res-nothing")
        raise IllegalActionError(t("mk-res-throw-choose", card=name, cards=listing))
    player.hand.remove(card)
    player.removed.append(card)
    return card


@resolver("throw_away_action_by_colour")
def _throw_by_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    card = throw(ctx, player, play)
    colours = offer_colours(ctx, card)
    colour = colours[0] if len(colours) == 1 else play.params.get("as_colour", "")
    if colour not in colours:
        raise IllegalActionError(
            t("mk-res-two-colours", card=ctx.data.cards[card].name, choices="|".join(colours))
        )
    got = interpret.resolve(ctx, player, turn, effect[colour], play, bonus)
    return t("mk-res-throws-away", card=ctx.data.cards[card].name, colour=colour, got=got)


# --------------------------------------------------------------------------- the offers
def _offer(ctx: Ctx, which: str) -> tuple[list[str], list[str]]:
    state = ctx.state
    return (state.spell_offer, state.spell_deck) if which == "spell" else (state.aa_offer, state.aa_deck)


def offer_choices(ctx: Ctx, effect: Mapping[str, Any]) -> list[str]:
    offer, _deck = _offer(ctx, effect["take_offer_card"])
    colour = effect.get("colour")
    return sorted({c for c in offer if colour is None or colour in offer_colours(ctx, c)})


@resolver("take_offer_card")
def _take_offer_card(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:

    offers.reveal_offers(ctx)
    which = "spell" if effect["take_offer_card"] == "spell" else "advanced"
    choices = offer_choices(ctx, effect)
    card = play.params.get("take", "")
    if card not in choices:
        listing = ", ".join(choices) or t("mk-res-none")
        raise IllegalActionError(
            t("mk-res-take-offer-choose", offer=which, colour=effect.get("colour") or "any", cards=listing)
        )
    offer, deck = _offer(ctx, effect["take_offer_card"])
    offers.take_from_offer(ctx, offer, deck, card)
    to_hand = effect["to"] == "hand"
    (player.hand if to_hand else player.discard).append(card)
    return t(
        "mk-res-takes-from-offer",
        card=ctx.data.cards[card].name,
        offer=which,
        to="hand" if to_hand else "discard",
    )


# --------------------------------------------------------------------------- units
def _spent_units(ctx: Ctx, player: Player, level: int) -> list[str]:
    return [u.uid for u in player.units if u.spent and ctx.data.units[u.unit].level <= level]


@resolver("ready_unit")
def _ready_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Regeneration: ready one Spent unit of the level or lower (nothing to do if none is Spent)."""
    level = int(effect["ready_unit"])
    spent = _spent_units(ctx, player, level)
    turn.last_readied = None
    if not spent:
        chosen = (
            modes.pick_alternative(ctx, play.card, play.how, play.alt) if play.card in ctx.data.cards else {}
        )
        beside = fx.kind_of(chosen) == "all" and any(p is effect or p == effect for p in chosen["all"])
        if not beside:  # only Regeneration's ready (beside its Heal) may find nothing to ready
            raise IllegalActionError(t("mk-res-no-spent-unit-error", level=level, units=len(player.units)))
        return t("mk-res-no-spent-unit", level=level)
    # a Heal beside may name more units (R-HEAL-CARD): of the Spent ones named, an unwounded one is
    # readied before a wounded one (that one is named to be healed), else the last one named
    named = [u for u in items(play.params.get("unit")) if u in spent]
    unwounded = [u for u in named if not next(o for o in player.units if o.uid == u).wounds]
    uid = (unwounded or named or [""])[-1]
    if uid not in spent:
        listing = ", ".join(
            f"{u} ({ctx.data.units[o.unit].name})" for u in spent for o in player.units if o.uid == u
        )
        raise IllegalActionError(t("mk-res-spent-unit-choose", level=level, units=listing))
    owned = next(u for u in player.units if u.uid == uid)
    owned.spent = False
    turn.last_readied = uid  # Energy Flow's "if a unit was readied"
    return t("mk-res-readies-unit", unit=ctx.data.units[owned.unit].name, uid=uid)


# --------------------------------------------------------------------------- turn-long modifiers
def _terrain_names(ctx: Ctx, terrains: list[str]) -> list[Say]:
    return [t("mk-res-terrain", terrain=x, name=ctx.data.terrains[x].name) for x in terrains]


@resolver("terrain_cost")
def _terrain_cost(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Path Finding, Song of Wind: the listed terrains cost less this turn (not below the minimum)."""
    amount, floor = -int(effect["terrain_cost"]), int(effect.get("min", 0))
    for x in effect["terrains"]:
        turn.add("terrain_cut", play.card, terrain=x, amount=amount, floor=floor)
    return t(
        "mk-res-terrains-cheaper", terrains=_terrain_names(ctx, effect["terrains"]), n=amount, floor=floor
    )


@resolver("terrain_cost_at_most")
def _terrain_cost_at_most(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Path Finding powered, Frost Bridge, Song of Wind's lake: the listed terrains cost at most N this
    turn (lakes become passable)."""
    cap = int(effect["terrain_cost_at_most"])
    for x in effect["terrains"]:
        turn.add("terrain_cap", play.card, terrain=x, cap=cap)
    return t("mk-res-terrains-at-most", terrains=_terrain_names(ctx, effect["terrains"]), n=cap)


@resolver("card_to_deck")
def _card_to_deck(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Steady Tempo: at the end of the turn the card goes onto the Deed deck (bottom: only if the deck
    is not empty then) instead of the discard pile."""
    where = str(effect["card_to_deck"])
    turn.add("to_deck", play.card, where=where)
    return t("mk-res-card-to-deck", where=where, condition="yes" if effect.get("if_deck_not_empty") else "no")


@resolver("terrain_access")
def _terrain_access(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Mountain Lore powered: the terrain may be entered this turn for the Move cost given, and it is a
    safe space to end the turn on (the card's meaning; entering it is otherwise pointless for the +2)."""
    terrain, cost = str(effect["terrain_access"]), int(effect["move_cost"])
    turn.add("terrain_cap", play.card, terrain=terrain, cap=cost)
    turn.add("safe_terrain", play.card, terrain=terrain)
    name = t("mk-res-terrain", terrain=terrain, name=ctx.data.terrains[terrain].name)
    return t("mk-res-terrain-access", terrain=name, n=cost)


def _deferrable(effect: Mapping[str, Any]) -> Say | None:
    """Why a delayed effect could not be resolved later (None: it can)."""
    if not interpret.implemented(effect):
        return t("mk-res-its-effect")
    stack: list[Any] = [effect]
    while stack:
        e = stack.pop()
        if isinstance(e, Mapping):
            if "if" in e and isinstance(e["if"], str) and e["if"] not in interpret.CONDITIONS:
                return e["if"].replace("_", " ")
            if "per" in e and isinstance(e["per"], str) and e["per"] not in interpret.QUANTITIES:
                return e["per"].replace("_", " ")
            stack.extend(e.values())
        elif isinstance(e, list):
            stack.extend(e)
    return None


@resolver("at")
def _at(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    """An effect that happens later in the turn: at its end (Mountain Lore, Heroic Tale), or in the
    Attack phase (Dodge and Weave: named ``<card>@later`` in an attack declaration)."""
    when, then = str(effect["at"]), effect["then"]
    missing = _deferrable(then)
    if when == "attack_phase" and missing is None:  # Dodge and Weave: <card>@later in the Attack phase
        turn.add("later", play.card, effect=dict(then), when=when)
        return t("mk-res-in-attack-phase", effect=fx.text(then), card=play.card)
    if when != "end_of_turn" or missing is not None:
        what = missing or t("mk-res-effect-at", when=when.replace("_", " "))
        raise NotAvailableYetError(t("mk-res-not-available", card=ctx.data.cards[play.card].name, what=what))
    turn.add("at_end", play.card, mode=play.mode, effect=dict(then))
    return t("mk-res-at-end-of-turn", effect=fx.text(then))


def end_of_turn(ctx: Ctx, player: Player, turn: Turn) -> None:
    """Resolve the "at the end of the turn" effects recorded by :func:`_at` (called by turn.end_turn)."""

    for m in turn.mods("at_end"):
        text = interpret.resolve(ctx, player, turn, m["effect"], Play(m.source, m["mode"], {}), 0)
        ctx.say(
            t("mk-res-end-of-turn-effect", player=player.name, card=ctx.data.cards[m.source].name, text=text)
        )
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
                    ctx.say(t("mk-res-box-back", player=player.name))
                    break
        name = ctx.data.cards[revealed].name
        ctx.say(t("mk-res-box-revealed-returns", artifact=name))


@resolver("first_attack_or_block_bonus")
def _first_bonus(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Ambush: the first card played for Attack or for Block this turn gets a bonus (resolvers/basic.py adds it)."""
    on_attack, on_block = int(effect["on_attack"]), int(effect["on_block"])
    turn.drop("first_card_bonus")
    turn.add("first_card_bonus", play.card, attack=on_attack, block=on_block)
    return t("mk-res-first-card-bonus", attack=on_attack, block=on_block)


def _boost_choices(player: Player, effect: Mapping[str, Any]) -> list[str]:
    return sorted({c for c in player.hand if effect["what"] == "any" or c == "wound"})


@resolver("discard_to_boost")
def _discard_to_boost(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Stout Resolve: discard cards (``boost``: comma-separated; none by default) for +N each to the
    effect chosen from this card (Move, Influence, Attack or Block)."""
    picked = [c.strip() for c in play.params.get("boost", "").split(",") if c.strip()]
    if not picked:
        return t("mk-res-no-boost")
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
        raise IllegalActionError(
            t(
                "mk-res-boost-choose",
                n=limit,
                what="wound" if what == "wound" else "any",
                wounds=max_wounds,
                cards=", ".join(_boost_choices(player, effect)) or t("mk-res-nothing"),
            )
        )
    chosen = modes.pick_alternative(ctx, play.card, play.how, play.alt)
    parts = chosen["all"] if fx.kind_of(chosen) == "all" else [chosen]
    base = next(p for p in parts if fx.kind_of(p) != "discard_to_boost")
    kind = fx.kind_of(base)
    player.hand = hand
    player.discard.extend(picked)
    got = interpret.resolve(ctx, player, turn, {**base, kind: per * len(picked)}, play, 0)
    return t("mk-res-boosted", n=len(picked), got=got)


@resolver("spend_for")
def _spend_for(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Agility, Diplomacy, Peaceful Moment: for the rest of the turn Move/Influence points may be spent
    through this card (``<card>@spend/<what>+points=N``, e.g. in a declaration's cards)."""
    source, rate, then = str(effect["from"]), int(effect["rate"]), dict(effect["spend_for"])
    turn.add("conversion", play.card, rate=rate, effect=then, **{"from": source})
    return t(
        "mk-res-spend-for",
        rate=rate,
        source=source,
        effect=fx.text(then),
        typed=f"{play.card}@spend/{fx.slug(then)}+points=<n>",
    )


def spend(ctx: Ctx, player: Player, turn: Turn, play: Play) -> Say:
    """Spend Move or Influence points through a conversion recorded by :func:`_spend_for`, or use the
    effect a card left for later (:func:`_once_this_turn`, mode ``later``)."""
    name = ctx.data.cards[play.card].name
    if play.how == "later":
        entry = next((m for m in turn.mods("later") if m.source == play.card), None)
        if entry is None:
            raise IllegalActionError(t("mk-res-later-nothing", card=name))
        if entry["when"] == "attack_phase" and _phase(turn) != "attack":
            raise IllegalActionError(t("mk-res-later-attack-phase", card=name))
        got = interpret.resolve(ctx, player, turn, entry["effect"], play, 0)
        turn.drop(entry)
        return t("mk-res-later-used", player=player.name, card=name, got=got)
    mine = [c for c in turn.mods("conversion") if c.source == play.card]
    ways = [f"{play.card}@spend/{fx.slug(c['effect'])}" for c in mine]
    chosen = next((c for c in mine if fx.slug(c["effect"]) == play.alt), None)
    if chosen is None:
        raise IllegalActionError(
            t("mk-res-spend-nothing", card=name)
            if not ways
            else t("mk-res-spend-ways", card=name, ways=", ".join(ways))
        )
    source, rate, then = chosen["from"], chosen["rate"], chosen["effect"]
    have = turn.move if source == "move" else turn.influence
    raw = play.params.get("points", "")
    points = int(raw) if raw.isdigit() else 0
    if points < rate or points % rate or points > have:
        raise IllegalActionError(t("mk-res-spend-multiple", rate=rate, source=source, have=have))
    if source == "move":
        turn.move -= points
    else:
        turn.influence -= points
    kind = fx.kind_of(then)
    got = interpret.resolve(ctx, player, turn, {**then, kind: int(then[kind]) * (points // rate)}, play, 0)
    return t("mk-res-spent", player=player.name, n=points, source=source, card=name, got=got)


@resolver("once_this_turn")
def _once_this_turn(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Learning: the nested effect may be used once later this turn (``<card>@later`` as a play)."""
    then = dict(effect["once_this_turn"])
    turn.add("later", play.card, effect=then)
    return t("mk-res-once-later", effect=fx.text(then), card=play.card)


@resolver("pay_influence")
def _pay_influence(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    n = int(effect["pay_influence"])
    if turn.influence < n:
        raise IllegalActionError(
            t("mk-res-influence-short", n=n, have=turn.influence, short=n - turn.influence)
        )
    turn.influence -= n
    return t("mk-res-pays-influence", n=n)


@resolver("use_turn_action")
def _use_turn_action(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Peaceful Moment, Temporal Portal: playing the card is the turn's action."""
    if turn.action is not None or turn.combat is not None or turn.rested:
        card = ctx.data.cards[play.card].name
        if turn.rested:
            raise IllegalActionError(t("mk-res-action-rested", card=card))
        raise IllegalActionError(t("mk-res-action-taken", card=card, action=turn.action or "combat"))
    turn.action = "card"
    turn.move = 0  # §3.4: unspent Move is lost once the action starts
    return t("mk-res-as-action")


@resolver("fly")
def _fly(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
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


# --------------------------------------------------------------------------- options


def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], sub: Callable[..., Variants]
) -> Variants | None:
    """The parameter sets of one of this module's kinds (None: not one of them). ``sub`` lists the
    variants of a nested effect (``interpret.variants``). Impossible sets may be listed: the
    options are tried before they are offered."""
    kind = fx.kind_of(effect)
    if kind not in RESOLVERS or RESOLVERS[kind] is not _OWN.get(kind):
        return None

    if kind == "pay_mana":  # the colour when several, and the mana paid (R-ASK)
        colours = list(effect["pay_mana"])
        return [
            {**({"pay_colour": c} if len(colours) > 1 else {}), "pay": ",".join(ways)}
            for c in colours
            for ways in mana_combos(ctx, player, turn, c, int(effect["amount"]))
        ]
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
        for other in throw_choices(ctx, player):
            choices = offer_colours(ctx, other)
            for colour in choices:
                extra = {"throw": other, **({"as_colour": colour} if len(choices) > 1 else {})}
                out.extend({**extra, **v} for v in sub(effect[colour]))
        return out
    return [{}]


_OWN: dict[str, Resolver] = {k: RESOLVERS[k] for k in ("take_wounds", "pay_mana", "fame")} | {
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
    )
    if k in RESOLVERS
}
