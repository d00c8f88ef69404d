"""The tactic cards' effects (``data/mageknight/tactics.toml``; resolvers for the tactic-only kinds).

- taken (``on_taken``, from ``turn.choose_tactic``): Great Start (draw 2), Rethink (``cards`` = up to 3
  cards of the hand), Preparation (``card`` = a card of the Deed deck), Mana Steal (``colour`` = a basic
  Source die, kept on the card);
- end of turn (``hand_limit_bonus``, from ``turn.draw_and_pass``): Planning;
- used in your turn (``{"type": "tactic-use", ...}``, :func:`use_tactic`): Mana Steal (use the kept
  die), The Right Moment (another turn after this one), Long Night (deck empty: 3 random discarded
  cards become the deck), Midnight Meditation and Sparing Power (before your turn: during another player's
  turn or at the very start of your own), Mana Search (reroll up to 2 Source dice before using
  the Source).

Midnight Meditation and Sparing Power can also be used during other players' turns (offturn.py,
R-OFFTURN). Long Night also works in the middle of the end-of-turn draw (``end_turn long_night:yes``,
:func:`long_night_refill`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say
from bot.games.mageknight import interpret
from bot.games.mageknight.deck import draw_cards
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.option import offer
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import BASIC_COLOURS, Turn

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Player, Turn

STOLEN = "die:"  # a Mana Steal die kept on the tactic card (``Player.tactic_cards``)
USABLE = (
    "mana_steal",
    "the_right_moment",
    "long_night",
    "midnight_meditation",
    "sparing_power",
    "mana_search",
)


def _names(ctx: Ctx, cards: list[str]) -> str:
    return ", ".join(ctx.data.cards[c].name for c in cards) or "nothing"


def _split(value: str | None) -> list[str]:
    return [c.strip() for c in (value or "").split(",") if c.strip()]


# ----------------------------------------------------------------------------- taken
def on_taken(ctx: Ctx, player: Player, tactic: str, params: Mapping[str, str]) -> None:
    """The effect of a tactic when it is taken (timing ``taken``)."""
    player.tactic_used = False
    player.tactic_cards = []
    rec = ctx.data.tactics[tactic]
    if rec.timing != "taken" or rec.effect is None:
        return
    state = ctx.state
    assert state.turn is None

    scratch = Turn(seat=player.seat)  # nothing of it lasts: taken effects touch cards and dice only
    text = interpret.resolve(ctx, player, scratch, rec.effect, Play(tactic, "basic", dict(params)), 0)
    ctx.say(f"{player.name} ({rec.name}): {text}.")


@resolver("cycle_cards")
def cycle_cards(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Rethink / Midnight Meditation: up to N cards of the hand go away, as many are drawn."""

    n = int(effect["cycle_cards"])
    chosen = _split(play.params.get("cards"))
    hand = list(player.hand)
    for c in chosen:
        if c not in hand:
            raise IllegalActionError(
                f"'{c}' is not in your hand (cards:<up to {n} of {', '.join(sorted(set(player.hand)))}>)."
            )
        hand.remove(c)
    if len(chosen) > n:
        raise IllegalActionError(f"At most {n} cards (cards:a,b,...).")
    player.hand = hand
    if effect.get("to") == "deck":
        player.deck = ctx.rng.shuffled([*player.deck, *chosen])
        where = "shuffles into the Deed deck"
    else:
        player.discard.extend(chosen)
        where = "discards"
    ctx.checkpoint = True
    drawn = draw_cards(ctx, player, len(chosen))
    w = chosen.count("wound")
    text = f"{where} {len(chosen)} card{'s' if len(chosen) != 1 else ''}"
    text += f" ({w} of them Wound{'s' if w != 1 else ''})" if w else ""
    text += f" and draws {len(drawn)}"
    if chosen:  # named to the owner only, as for a Rest (R-DISCARD-PRIVATE)
        ctx.say("", {player.seat: "You put away: " + ", ".join(ctx.data.cards[c].name for c in chosen) + "."})
    if effect.get("reshuffle"):
        player.deck = ctx.rng.shuffled([*player.deck, *player.discard])
        player.discard = []
        text += ", then shuffles the discard pile into the Deed deck"
    return text


@resolver("search_deck")
def search_deck(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Preparation: one card of the Deed deck into the hand, then the deck is shuffled."""
    card = play.params.get("card")
    if player.deck:
        if card not in player.deck:
            raise IllegalActionError(
                f"Choose a card of your Deed deck (card:<{'|'.join(sorted(set(player.deck)))}>)."
            )
        player.deck.remove(card)
        player.hand.append(card)
    ctx.checkpoint = True
    player.deck = ctx.rng.shuffled(player.deck)
    if card in ctx.data.cards:
        ctx.say(
            f"{player.name} takes a card from the Deed deck.",
            private={player.seat: f"You took {ctx.data.cards[card].name}."},
        )
    return "takes a card of the Deed deck into hand and shuffles the deck"


@resolver("keep_source_die")
def keep_source_die(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Mana Steal: a basic-colour die leaves the Source and lies on the tactic card."""
    free = sorted({d.colour for d in ctx.state.source if d.taken_by is None and d.colour in BASIC_COLOURS})
    colour = play.params.get("colour")
    if not colour:
        return "takes no die" + (f" (it may take one: colour:<{'|'.join(free)}>)" if free else "")
    if colour not in free:
        raise IllegalActionError(
            f"Choose a basic-colour Source die (colour:<{'|'.join(free) or 'none left'}>)."
        )
    die = next(d for d in ctx.state.source if d.taken_by is None and d.colour == colour)
    die.taken_by = -1 - player.seat  # lies on the tactic card: not free, not returned at a turn's end
    player.tactic_cards = [STOLEN + colour]
    return f"takes the {colour} die from the Source"


def return_stolen(ctx: Ctx) -> None:
    """Round end: an unused Mana Steal die goes back to the Source (the Source is rerolled), and the
    cards under Sparing Power go to their owner's discard pile (every deck is reshuffled)."""
    for p in ctx.state.players:
        p.discard.extend(c for c in p.tactic_cards if not c.startswith(STOLEN))
        p.tactic_cards = []
        p.tactic_used = False
    for d in ctx.state.source:
        if d.taken_by is not None and d.taken_by < 0:
            d.taken_by = None


# ----------------------------------------------------------------------------- end of turn
def hand_limit_bonus(ctx: Ctx, player: Player) -> int:
    """Planning: +1 hand limit in the end-of-turn draw when at least 2 cards are in hand."""
    return 1 if player.tactic == "planning" and len(player.hand) >= 2 else 0


# ----------------------------------------------------------------------------- used in your turn
def _fresh(turn: Turn) -> bool:
    return not (turn.moved or turn.played_or_discarded or turn.rested or turn.action or turn.combat)


def problem(ctx: Ctx, player: Player, turn: Turn) -> str | None:
    """Why the player's tactic cannot be used now (None: it can)."""
    t = player.tactic
    state = ctx.state
    if t not in USABLE:
        return "your tactic has no effect to use now"
    if player.tactic_used:
        return "your tactic card is face down (used this round)"
    if turn.ending:
        return "your turn is ending"
    if t == "mana_steal":
        return None if any(c.startswith(STOLEN) for c in player.tactic_cards) else "no die lies on Mana Steal"
    if t == "the_right_moment":
        if state.last_turns is not None or state.game_end_turns is not None:
            return "this is your last turn of the round"
        return None
    if t == "long_night":
        return (
            None
            if not player.deck and player.discard
            else "your Deed deck is not empty (or nothing is discarded)"
        )
    if t in ("midnight_meditation", "sparing_power"):
        if turn.tactic_done:
            return "already used this turn"
        return None if _fresh(turn) else "it is used before your turn (at its very start)"
    if t == "mana_search":
        if turn.tactic_done:
            return "already used this turn"
        if turn.dice_used:
            return "it is used before you take mana from the Source"
        return None
    return None  # pragma: no cover


def use_tactic(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> str:
    why = problem(ctx, player, turn)
    t = player.tactic or ""
    rec = ctx.data.tactics.get(t)
    if why or rec is None:
        raise IllegalActionError(f"You cannot use your tactic now: {why}.")
    play = Play(t, "basic", dict(params))
    text: Say
    if t == "mana_steal":
        entry = next(c for c in player.tactic_cards if c.startswith(STOLEN))
        colour = entry[len(STOLEN) :]
        player.tactic_cards.remove(entry)
        die = next(d for d in ctx.state.source if d.taken_by == -1 - player.seat)
        die.taken_by = player.seat  # rerolled and returned to the Source at the end of this turn
        turn.tokens.append(colour)
        player.tactic_used = True
        text = f"uses the stolen {colour} die (returned to the Source at the end of the turn)"
    elif t == "the_right_moment":
        turn.add("extra_turn", t)
        player.tactic_used = True
        text = "will take another turn right after this one"
    elif t == "long_night":
        text = _long_night(ctx, player)
    elif t == "midnight_meditation":
        assert rec.effect is not None
        text = interpret.resolve(ctx, player, turn, rec.effect, play, 0)
        player.tactic_used = True
        turn.tactic_done = True
    elif t == "sparing_power":
        text = _sparing_power(ctx, player, turn, params)
        turn.tactic_done = True
    else:  # mana_search
        text = _mana_search(ctx, turn, params)
        turn.tactic_done = True
    return f"{player.name} uses {rec.name}: {text}"


def _long_night(ctx: Ctx, player: Player) -> str:
    pile = ctx.rng.shuffled(player.discard)
    player.deck, player.discard = pile[:3], pile[3:]
    ctx.checkpoint = True
    player.tactic_used = True
    return f"puts {len(player.deck)} random discarded cards back as the Deed deck"


def long_night_refill(ctx: Ctx, player: Player) -> bool:
    """Long Night in the middle of the end-of-turn draw (the deck ran out): True if it was used."""
    if player.tactic != "long_night" or player.tactic_used or player.deck or not player.discard:
        return False
    ctx.say(f"{player.name} uses Long Night: {_long_night(ctx, player)}.")
    return True


def _sparing_power(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> str:
    mode = params.get("mode")
    if mode == "stash":
        if not player.deck:
            raise IllegalActionError("Your Deed deck is empty: take the stashed cards (mode:take).")
        player.tactic_cards.append(player.deck.pop(0))
        return f"puts the top card of the Deed deck under the card ({len(player.tactic_cards)} there)"
    if mode == "take":
        taken = list(player.tactic_cards)
        player.hand.extend(taken)
        player.tactic_cards = []
        player.tactic_used = True
        ctx.checkpoint = True
        ctx.say(
            f"{player.name} takes {len(taken)} card(s) from under Sparing Power.",
            private={player.seat: f"You took: {_names(ctx, taken)}."},
        )
        return f"flips the card and takes the {len(taken)} card(s) under it into hand"
    raise IllegalActionError(
        "Sparing Power: mode:stash (top card under the tactic) or mode:take (take them all)."
    )


def _mana_search(ctx: Ctx, turn: Turn, params: Mapping[str, str]) -> str:
    source = ctx.state.source
    free = [i for i, d in enumerate(source) if d.taken_by is None]
    try:
        picked = [int(x) - 1 for x in _split(params.get("dice"))]
    except ValueError:
        picked = [-1]
    listing = ", ".join(f"{i + 1} ({source[i].colour})" for i in free)
    if not picked or len(picked) > 2 or len(set(picked)) != len(picked) or any(i not in free for i in picked):
        raise IllegalActionError(f"Name 1 or 2 free Source dice by number (dice:1,2): {listing}.")
    depleted = [i for i in free if source[i].colour in ("gold", "black")]
    must = depleted[: len(picked)]
    if any(i not in picked for i in must):
        raise IllegalActionError("Gold and black dice must be chosen first (Mana Search).")
    for i in picked:
        source[i].colour = ctx.rng.choice(["red", "blue", "green", "white", "gold", "black"])
    ctx.checkpoint = True
    return "rerolls " + ", ".join(f"die {i + 1} to {source[i].colour}" for i in picked)


def tactic_options(ctx: Ctx, player: Player, turn: Turn) -> list[Any]:
    if problem(ctx, player, turn):
        return []
    t = player.tactic
    name = ctx.data.tactics[t or ""].name
    if t == "sparing_power":
        # Stashing is typed by the player (mode:stash), not offered: Player.all_cards does not count the
        # cards under the tactic yet, so the card-count invariant of the random playouts would fail.
        return [offer(f"{name}: take the stashed cards", "tactic-use", mode="take")]
    if t == "midnight_meditation":
        wounds = player.hand.count("wound")
        out = [offer(f"{name}: shuffle nothing back", "tactic-use")]
        if wounds:
            out.append(
                offer(
                    f"{name}: shuffle Wounds back", "tactic-use", cards=",".join(["wound"] * min(5, wounds))
                )
            )
        return out
    if t == "mana_search":
        free = [i for i, d in enumerate(ctx.state.source) if d.taken_by is None]
        depleted = [i for i in free if ctx.state.source[i].colour in ("gold", "black")]
        first = depleted[0] if depleted else (free[0] if free else None)
        return (
            []
            if first is None
            else [offer(f"{name}: reroll die {first + 1}", "tactic-use", dice=str(first + 1))]
        )
    return [offer(f"Use the tactic {name}", "tactic-use")]


def taken_variants(ctx: Ctx, player: Player, tactic: str) -> list[dict[str, str]]:
    """The parameter sets offered when taking a tactic (the others are typed by the player)."""
    if tactic == "preparation":
        return [{"card": c} for c in sorted(set(player.deck))] or [{}]
    # Mana Steal's die (colour:<c>) is typed by the player, not offered: the random-playout invariant
    # (no die taken outside a turn) does not know about a die kept on a tactic card yet.
    if tactic == "rethink":
        wounds = player.hand.count("wound")
        return [{}] + ([{"cards": ",".join(["wound"] * min(3, wounds))}] if wounds else [])
    return [{}]
