"""Resolvers for the effect kinds of the Advanced Action cards (see ``resolvers/__init__``).

Besides the kinds first needed by the Advanced Actions, this module fills in the shared combinators
(``if``, ``per``, ``cost``) and costs (``take_wounds``, ``pay_mana``) and ``fame`` when no other area
module resolves them: the other area modules are imported first, and a shared kind already claimed there
is left to them (``_shared``).

Player choices (``play.params``): ``colour`` (crystal/mana colour), ``pay`` (how a ``pay_mana`` cost is
paid, e.g. ``token:red``; default: the first way), ``throw`` (the Action card thrown away),
``as_colour`` (the colour a thrown dual-colour card counts as), ``take`` (the card taken from an offer),
``die`` (the colour of the Source die chosen), ``colours`` (offer crystals, comma-separated).

:func:`param_variants` lists the parameter sets of these kinds for ``options._param_variants``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.games.mageknight import effects as fx
from bot.games.mageknight.resolvers import RESOLVERS, Resolver, resolver
from bot.games.mageknight.resolvers import artifacts as _artifacts  # noqa: F401  (shared kinds: theirs first)
from bot.games.mageknight.resolvers import skills as _skills  # noqa: F401
from bot.games.mageknight.resolvers import spells as _spells  # noqa: F401
from bot.games.mageknight.resolvers import tactics as _tactics  # noqa: F401

if TYPE_CHECKING:
    from bot.games.mageknight.cards import Play
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
}


def _blocked_enemies(turn: Turn) -> int:
    if turn.combat is None:
        return 0
    return sum(1 for e in turn.combat.enemies if any(e.blocked))


QUANTITIES: dict[str, Callable[[Ctx, Player, Turn], int]] = {
    "wounds_in_hand_and_on_units": lambda ctx, p, t: p.hand.count("wound") + sum(u.wounds for u in p.units),
    "crystal_sets": lambda ctx, p, t: min(p.crystals.get(c, 0) for c in COLOURS),
    "enemies_blocked_this_turn": lambda ctx, p, t: _blocked_enemies(t),
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
    return (
        f"takes {n} Wound{'s' if n != 1 else ''} into the {'discard pile' if where == 'discard' else 'hand'}"
    )


@_shared("pay_mana")
def _pay_mana(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    from bot.games.mageknight import mana

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
    from bot.games.mageknight import mana

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
    from bot.games.mageknight import mana
    from bot.games.mageknight.state import DIE_FACES

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
    from bot.games.mageknight.state import DIE_FACES

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
    from bot.games.mageknight import mana, rewards

    rewards.reveal_offers(ctx)
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
    from bot.games.mageknight import rewards

    rewards.reveal_offers(ctx)
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
    rewards.take_from_offer(ctx, offer, deck, card)
    to_hand = effect["to"] == "hand"
    (player.hand if to_hand else player.discard).append(card)
    return f"takes {ctx.data.cards[card].name} from the {label} offer into the {'hand' if to_hand else 'discard pile'}"


# --------------------------------------------------------------------------- options
def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], sub: Callable[..., Variants]
) -> Variants | None:
    """The parameter sets of one of this module's kinds (None: not one of them). ``sub`` lists the
    variants of a nested effect (``options._param_variants``). Impossible sets may be listed: the
    options are tried before they are offered."""
    kind = fx.kind_of(effect)
    if kind not in RESOLVERS or RESOLVERS[kind] is not _OWN.get(kind):
        return None

    def cross(a: Variants, b: Variants) -> Variants:
        return [{**x, **y} for x in a for y in b]

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
            import itertools

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
    )
}
