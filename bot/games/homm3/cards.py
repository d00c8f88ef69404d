"""The Might & Magic deck (§4.6, §4.7): drawing, the hand limit, searches of the ability, artifact and
spell decks, and the cards' effects in combat through the combat engine's :class:`CardHost`.

A card in a deck, hand or discard pile is ``"<kind>:<id>"``: ``basic``, ``spell``, ``ability``,
``specialty`` or ``artifact``. Which cards act in combat, and how, is :data:`SPELL_EFFECTS` and
:data:`BASIC_EFFECTS` (ruling H-CARDS-SUBSET): the others are held, searched, traded and discarded,
but their printed effects are not played yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.homm3.combat.state import (
    ACT,
    STRIKE,
    UNTIL_ACTIVATION,
    UNTIL_COMBAT,
    UNTIL_ROUND,
    UNTIL_STRIKE,
    CardEffect,
    CardPlay,
    CombatState,
)
from bot.games.homm3.context import Ctx
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.state import Deck, Homm3State, Pending, Player

TIER_RANK = {"bronze": 0, "silver": 1, "gold": 2, "azure": 3}
DECKS = ("spell", "ability", "artifact")
# spell id -> (effect kind, whom: "enemy"/"own", sign, duration); amounts are the Power steps below.
SPELL_EFFECTS: dict[str, tuple[str, str, int, str]] = {
    "magic_arrow": ("damage", "enemy", 1, UNTIL_STRIKE),
    "lightning_bolt": ("damage", "enemy", 1, UNTIL_STRIKE),
    "haste": ("initiative", "own", 1, UNTIL_COMBAT),
    "slow": ("initiative", "enemy", -1, UNTIL_COMBAT),
    "stone_skin": ("defense", "own", 1, UNTIL_ROUND),
    "bloodlust": ("attack", "own", 1, UNTIL_ROUND),
    "prayer": ("attack", "own", 1, UNTIL_ROUND),
    "curse": ("defense", "enemy", -1, UNTIL_ROUND),
    "weakness": ("attack", "enemy", -1, UNTIL_ROUND),
    "cure": ("heal", "own", 1, UNTIL_STRIKE),
    "blind": ("paralyse", "enemy", 1, UNTIL_STRIKE),
}
# the base amount of each spell at Power 0 (its data's first effect), then +1 per Power threshold reached
SPELL_BASE = {"magic_arrow": 1, "lightning_bolt": 2, "cure": 1}
BASIC_EFFECTS = {"attack": "attack", "defense": "defense"}
UNUSABLE_AT_TRADING_POST = ("basic", "specialty")


def kind_of(card: str) -> str:
    return card.partition(":")[0]


def id_of(card: str) -> str:
    return card.partition(":")[2]


def name(data: Homm3Data, card: str) -> str:
    kind, cid = kind_of(card), id_of(card)
    table: dict[str, object] = {
        "basic": data.basic_cards,
        "spell": data.spells,
        "ability": data.abilities,
        "specialty": data.specialties,
        "artifact": data.artifacts,
    }.get(kind, {})  # type: ignore[assignment]
    rec = table.get(cid) if isinstance(table, dict) else None
    return str(getattr(rec, "name", cid))


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


def hand_limit(data: Homm3Data, p: Player) -> int:
    return data.level(p.level).hand_limit


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
    limit = hand_limit(ctx.data, p)
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
    ctx.state.pending.append(
        Pending(seat, "search", f"Search ({x}) the {which} deck", options, {"deck": which, "x": str(x)})
    )


def search_options(state: Homm3State, data: Homm3Data, which: str, x: int) -> list[list[str]]:
    """The two ways of a Search (x) as they stand now (the discard pile's top may change while the
    question waits behind another)."""
    d = deck(state, which)
    options = [["look", f"Look at the top {x} cards of the {which} deck"]]
    if d.discard:
        top = d.discard[-1]
        options.append([f"discard:{top}", f"Take {name(data, top)} from the {which} discard pile"])
    return options


def answer_search(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    which, x = q.context["deck"], int(q.context["x"])
    d = deck(ctx.state, which)
    if pick == "look":
        seen = [c for c in (top_card(ctx, d) for _ in range(x)) if c is not None]
        ctx.close()
        if not seen:
            ctx.say(f"{p.name} finds the {which} deck empty.")
            return
        options = [[f"take:{c}", f"Take {name(ctx.data, c)}"] for c in dict.fromkeys(seen)]
        ctx.state.pending.insert(
            0,
            Pending(q.seat, "search_take", f"Take one card of the {which} deck", options, {"deck": which}),
        )
        ctx.state.pending[0].context["seen"] = ",".join(seen)
        ctx.say(f"{p.name} looks at {len(seen)} {which} cards.", {q.seat: "You see: " + _names(ctx, seen)})
    else:
        card = pick.partition(":")[2]
        d.discard.remove(card)
        p.hand.append(card)
        ctx.say(f"{p.name} takes {name(ctx.data, card)} from the {which} discard pile.")


def answer_take(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    d = deck(ctx.state, q.context["deck"])
    seen = q.context["seen"].split(",")
    card = pick.partition(":")[2]
    seen.remove(card)
    p.hand.append(card)
    d.discard.extend(seen)
    ctx.say(f"{p.name} takes a {q.context['deck']} card.", {q.seat: f"You take {name(ctx.data, card)}."})


def _names(ctx: Ctx, cards: list[str]) -> str:
    return ", ".join(name(ctx.data, c) for c in cards)


# ------------------------------------------------------------------ cards in combat


@dataclass
class Host:
    """The combat engine's card host for a game: plays come from the seat's hand."""

    state: Homm3State
    data: Homm3Data

    def hand_size(self, seat: int) -> int:
        return len(self.state.players[seat].hand)

    def _side(self, combat: CombatState, seat: int) -> int | None:
        for i, s in enumerate(combat.sides):
            if s.seat == seat and s.cards:
                return i
        return None

    def _power(self, p: Player, cast: str) -> int:
        """Power available for a spell: basic Power cards and other spells in hand (1 each, §4.10)."""
        rest = list(p.hand)
        rest.remove(cast)
        return sum(1 for c in rest if c == "basic:power" or kind_of(c) == "spell")

    def playable(self, combat: CombatState, seat: int, timings: tuple[str, ...]) -> list[CardPlay]:
        side = self._side(combat, seat)
        if side is None:
            return []
        p = self.state.players[seat]
        own = [u for u in combat.fighting(side)]
        enemy = [u for u in combat.fighting(1 - side)]
        out: list[CardPlay] = []
        acting, struck, striking = None, None, None
        if combat.phase == ACT and combat.activation is not None:
            acting = combat.activation.unit
        if combat.phase == STRIKE and combat.strike is not None:
            struck, striking = combat.strike.target, combat.strike.attacker
        experts = experts_left(self.data, p)
        for card in dict.fromkeys(p.hand):
            kind, cid = kind_of(card), id_of(card)
            if kind == "basic" and cid in BASIC_EFFECTS and "instant" in timings:
                target = acting if cid == "attack" and acting else None
                if cid == "attack" and striking and combat.unit(striking).side == side:
                    target = striking
                if cid == "defense" and struck and combat.unit(struck).side == side:
                    target = struck
                if target is None:
                    continue
                out.append(CardPlay(card, "instant", target=target))
                if experts:
                    out.append(CardPlay(card, "instant", target=target, expert=True))
            elif kind == "spell" and cid in SPELL_EFFECTS:
                timing = self.data.spells[cid].timing
                if timing not in timings:
                    continue
                effect, whom, _sign, _until = SPELL_EFFECTS[cid]
                targets = own if whom == "own" else enemy
                steps = self.data.spells[cid].power
                avail = self._power(p, card)
                for u in targets:
                    if effect == "paralyse" and not self._blindable(u.profile.tier, steps, avail):
                        continue
                    for power in steps:
                        if power <= avail:
                            out.append(CardPlay(card, timing, spell=True, target=u.id, power=power))
        return out

    def _blindable(self, tier: str, steps: tuple[int, ...], avail: int) -> bool:
        reach = sum(1 for s in steps if s <= avail)
        return TIER_RANK.get(tier, 9) < reach

    def resolve(self, combat: CombatState, seat: int, play: CardPlay) -> list[CardEffect]:
        p = self.state.players[seat]
        p.hand.remove(play.card)
        p.discard.append(play.card)
        kind, cid = kind_of(play.card), id_of(play.card)
        if kind == "basic":
            if play.expert:
                p.expert_used += 1
            amount = 2 if play.expert else 1
            return [CardEffect(BASIC_EFFECTS[cid], play.target, amount, UNTIL_STRIKE, "card")]
        steps = self.data.spells[cid].power
        level = sum(1 for s in steps if s <= play.power) - 1
        self._spend_power(p, play.power)
        effect, _whom, sign, until = SPELL_EFFECTS[cid]
        if effect == "paralyse":
            return [CardEffect("paralyse", play.target, 0, until, "spell")]
        amount = SPELL_BASE.get(cid, 1) + level
        if effect in ("damage", "heal"):
            return [CardEffect(effect, play.target, amount, until, "spell")]
        return [
            CardEffect(
                effect,
                play.target,
                sign * amount,
                until if until != UNTIL_STRIKE else UNTIL_ACTIVATION,
                "spell",
            )
        ]

    def _spend_power(self, p: Player, power: int) -> None:
        """Discard power sources: basic Power cards first, then spells from the end of the hand
        (H-CARDS-POWER)."""
        while power > 0:
            source = "basic:power" if "basic:power" in p.hand else None
            if source is None:
                spells = [c for c in p.hand if kind_of(c) == "spell"]
                source = spells[-1]
            discard_from_hand(p, source)
            power -= 1


def hook(ctx: Ctx, name_: str, seat: int | None, count: int = 1) -> None:
    """Carry out what combat hands over (H-COMBAT-HOOKS) on the seat's hand and morale."""
    if seat is None:
        return
    p = ctx.player(seat)
    if name_ == "draw_card":
        draw(ctx, seat, count)
    elif name_ in ("discard_card", "discard_random_card") and p.hand:
        pick = ctx.rng.choice(p.hand) if name_ == "discard_random_card" else p.hand[-1]
        discard_from_hand(p, pick)
        ctx.close()
    elif name_ == "lose_positive_morale" and p.morale > 0:
        p.morale = 0
