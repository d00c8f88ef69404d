"""The Might & Magic deck (§4.6, §4.7): drawing, the hand limit, searches of the ability, artifact and
spell decks, and the proclamation in force.

A card in a deck, hand or discard pile is ``"<kind>:<id>"``: ``basic``, ``spell``, ``ability``,
``specialty`` or ``artifact``. What a card does, in and out of combat, is its data in the effect
vocabulary, carried out by :mod:`bot.games.homm3.effects`.
"""

from __future__ import annotations

from bot.engine.i18n import Say, t
from bot.games.homm3 import terms
from bot.games.homm3.context import Ctx, ask
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.data.effects import total as steps_total
from bot.games.homm3.state import Deck, Homm3State, Pending, Player

DECKS = ("spell", "ability", "artifact")
UNUSABLE_AT_TRADING_POST = ("basic", "specialty")


def kind_of(card: str) -> str:
    return card.partition(":")[0]


def id_of(card: str) -> str:
    return card.partition(":")[2]


def name(data: Homm3Data, card: str) -> Say:
    """A card's name: the data's English name, or the catalog's where the Czech rulebook prints one
    (``h3-card-spell-fireball``)."""
    kind, cid = kind_of(card), id_of(card)
    table: dict[str, object] = {
        "basic": data.basic_cards,
        "spell": data.spells,
        "ability": data.abilities,
        "specialty": data.specialties,
        "artifact": data.artifacts,
    }.get(kind, {})  # type: ignore[assignment]
    rec = table.get(cid) if isinstance(table, dict) else None
    return terms.named(f"h3-card-{kind}-{cid}", str(getattr(rec, "name", cid)))


def deck(state: Homm3State, which: str) -> Deck:
    return {"spell": state.spells, "ability": state.abilities, "artifact": state.artifacts}[which]


def starting_cards(data: Homm3Data, hero: str) -> list[str]:
    """The hero's 9 starting cards as card ids (§3 steps 11-13)."""
    out = []
    for c in data.starting_deck(hero):
        if c in data.basic_cards:
            out.append(f"basic:{c}")
        elif c in data.spells:
            out.append(f"spell:{c}")
        elif c in data.abilities:
            out.append(f"ability:{c}")
        else:
            out.append(f"specialty:{c}")
    return out


def hand_limit(data: Homm3Data, p: Player, state: Homm3State | None = None) -> int:
    bonus = in_force(state, data, "hand_limit") if state is not None else 0
    return data.level(p.level).hand_limit + bonus


def experts_left(data: Homm3Data, p: Player) -> int:
    return max(0, data.level(p.level).expert_per_round - p.expert_used)


# ------------------------------------------------------------------ drawing


def draw(ctx: Ctx, seat: int, n: int) -> int:
    """Draw ``n`` cards (the discard pile is shuffled into a new deck when the deck runs out, §4.7)."""
    p = ctx.player(seat)
    drawn = 0
    for _ in range(n):
        if not p.deck and p.discard:
            p.deck = ctx.rng.shuffled(p.discard)
            p.discard = []
        if not p.deck:
            break
        p.hand.append(p.deck.pop(0))
        drawn += 1
    if drawn:
        ctx.close()
    return drawn


def refill(ctx: Ctx, seat: int) -> None:
    """Start of the turn (§5.2): draw up to the hand limit, or discard down to it (the last cards)."""
    p = ctx.player(seat)
    limit = hand_limit(ctx.data, p, ctx.state)
    while len(p.hand) > limit:
        p.discard.append(p.hand.pop())
    draw(ctx, seat, limit - len(p.hand))


def discard_from_hand(p: Player, card: str) -> None:
    p.hand.remove(card)
    p.discard.append(card)


def top_card(ctx: Ctx, d: Deck) -> str | None:
    """The top card of a shared deck; its discard pile is reshuffled when it runs out (H-CARDS-RESHUFFLE)."""
    if not d.cards and d.discard:
        d.cards = ctx.rng.shuffled(d.discard)
        d.discard = []
        ctx.close()
    return d.cards.pop(0) if d.cards else None


# ------------------------------------------------------------------ searches (§4.7)


def search(ctx: Ctx, seat: int, which: str, x: int = 2) -> None:
    """Search (x) of a shared deck: first the choice between looking at the top ``x`` cards and
    taking the top of the discard pile (a question to ``seat``)."""
    options = search_options(ctx.state, ctx.data, which, x)
    prompt = t("h3-search-prompt", x=x, deck=which)
    ctx.state.pending.append(ask(seat, "search", prompt, options, {"deck": which, "x": str(x)}))


def search_options(state: Homm3State, data: Homm3Data, which: str, x: int) -> list[tuple[str, Say]]:
    """The two ways of a Search (x) as they stand now (the discard pile's top may change while the
    question waits behind another)."""
    d = deck(state, which)
    options: list[tuple[str, Say]] = [("look", t("h3-search-look", x=x, deck=which))]
    if d.discard:
        top = d.discard[-1]
        options.append((f"discard:{top}", t("h3-search-take-discard", card=name(data, top), deck=which)))
    return options


def answer_search(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    which, x = q.context["deck"], int(q.context["x"])
    d = deck(ctx.state, which)
    if pick == "look":
        seen = [c for c in (top_card(ctx, d) for _ in range(x)) if c is not None]
        ctx.close()
        if not seen:
            ctx.say(t("h3-search-empty", who=p.name, deck=which))
            return
        options = [(f"take:{c}", t("h3-take-card", card=name(ctx.data, c))) for c in dict.fromkeys(seen)]
        prompt = t("h3-search-take-prompt", deck=which)
        ctx.state.pending.insert(0, ask(q.seat, "search_take", prompt, options, {"deck": which}))
        ctx.state.pending[0].context["seen"] = ",".join(seen)
        ctx.say(
            t("h3-search-looks", who=p.name, n=len(seen), deck=which),
            {q.seat: t("h3-you-see", cards=_names(ctx, seen))},
        )
    else:
        card = pick.partition(":")[2]
        d.discard.remove(card)
        p.hand.append(card)
        ctx.say(t("h3-search-took-discard", who=p.name, card=name(ctx.data, card), deck=which))


def answer_take(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    d = deck(ctx.state, q.context["deck"])
    seen = q.context["seen"].split(",")
    card = pick.partition(":")[2]
    seen.remove(card)
    p.hand.append(card)
    d.discard.extend(seen)
    ctx.say(
        t("h3-search-took", who=p.name, deck=q.context["deck"]),
        {q.seat: t("h3-you-take", card=name(ctx.data, card))},
    )


def _names(ctx: Ctx, cards: list[str]) -> list[Say]:
    return [name(ctx.data, c) for c in cards]


# ------------------------------------------------------------------ proclamations in force


def in_force(state: Homm3State, data: Homm3Data, op: str) -> int:
    """What the proclamation in force until the next Astrologers round adds by ``op`` (§11.1)."""
    if state.proclamation is None:
        return 0
    pr = data.proclamations[state.proclamation]
    return steps_total(pr.does, op) if pr.duration == "until_next" else 0
