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
from bot.engine.i18n import Say, t
from bot.games.mageknight import interpret
from bot.games.mageknight.deck import draw_told
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.option import offer
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import BASIC_COLOURS, Turn

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.state import Player, Turn

NONE = "none"  # ``cards:none``: Rethink or Midnight Meditation puts back no card
STOLEN = "die:"  # a Mana Steal die kept on the tactic card (``Player.tactic_cards``)
USABLE = (
    "mana_steal",
    "the_right_moment",
    "long_night",
    "midnight_meditation",
    "sparing_power",
    "mana_search",
)


def _names(ctx: Ctx, cards: list[str]) -> Say:
    return ", ".join(ctx.data.cards[c].name for c in cards) or t("mk-res-nothing")


def tactic_name(ctx: Ctx, tactic: str) -> Say:
    """The tactic's name as the reader's rulebook prints it (English where it prints none)."""
    return t("mk-res-tactic-name", id=tactic, name=ctx.data.tactics[tactic].name)


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
    ctx.say(t("mk-res-tactic-taken", player=player.name, tactic=tactic_name(ctx, tactic), text=text))


@resolver("cycle_cards")
def cycle_cards(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Rethink / Midnight Meditation: up to N cards of the hand go away, as many are drawn."""

    n = int(effect["cycle_cards"])
    named = play.params.get("cards")
    if not (named or "").strip():  # the player names the cards, or none: nothing is picked for them (R-ASK)
        held = ", ".join(sorted(set(player.hand))) or t("mk-res-nothing")
        raise IllegalActionError(t("mk-ask-cycle-which", n=n, hand=held))
    chosen = [] if (named or "").strip().lower() == NONE else _split(named)
    hand = list(player.hand)
    for c in chosen:
        if c not in hand:
            raise IllegalActionError(
                t("mk-res-cycle-not-in-hand", card=c, n=n, hand=", ".join(sorted(set(player.hand))))
            )
        hand.remove(c)
    if len(chosen) > n:
        raise IllegalActionError(t("mk-res-cycle-too-many", n=n))
    player.hand = hand
    if effect.get("to") == "deck":
        player.deck = ctx.rng.shuffled([*player.deck, *chosen])
        where = "deck"
    else:
        player.discard.extend(chosen)
        where = "discard"
    ctx.checkpoint = True
    drawn = draw_told(ctx, player, len(chosen))
    if chosen:  # named to the owner only, as for a Rest (R-DISCARD-PRIVATE)
        ctx.say("", {player.seat: t("mk-res-cycle-put-away", cards=[ctx.data.cards[c].name for c in chosen])})
    reshuffle = bool(effect.get("reshuffle"))
    if reshuffle:
        player.deck = ctx.rng.shuffled([*player.deck, *player.discard])
        player.discard = []
    return t(
        "mk-res-cycle-done",
        where=where,
        n=len(chosen),
        wounds=chosen.count("wound"),
        drawn=len(drawn),
        reshuffle="yes" if reshuffle else "no",
    )


@resolver("search_deck")
def search_deck(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Preparation: one card of the Deed deck into the hand, then the deck is shuffled."""
    card = play.params.get("card")
    if player.deck:
        if card not in player.deck:
            raise IllegalActionError(t("mk-res-search-choose", cards="|".join(sorted(set(player.deck)))))
        player.deck.remove(card)
        player.hand.append(card)
    ctx.checkpoint = True
    player.deck = ctx.rng.shuffled(player.deck)
    if card in ctx.data.cards:
        ctx.say(
            t("mk-res-search-public", player=player.name),
            private={player.seat: t("mk-res-search-private", card=ctx.data.cards[card].name)},
        )
    return t("mk-res-search-done")


@resolver("keep_source_die")
def keep_source_die(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Mana Steal: a basic-colour die leaves the Source and lies on the tactic card."""
    free = sorted({d.colour for d in ctx.state.source if d.taken_by is None and d.colour in BASIC_COLOURS})
    colour = play.params.get("colour")
    if not colour:
        return t("mk-res-steal-none-may", choices="|".join(free)) if free else t("mk-res-steal-none")
    if colour not in free:
        raise IllegalActionError(t("mk-res-steal-choose", choices="|".join(free) or t("mk-res-none-left")))
    die = next(d for d in ctx.state.source if d.taken_by is None and d.colour == colour)
    die.taken_by = -1 - player.seat  # lies on the tactic card: not free, not returned at a turn's end
    player.tactic_cards = [STOLEN + colour]
    return t("mk-res-steal-done", colour=colour)


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


def problem(ctx: Ctx, player: Player, turn: Turn) -> Say | None:
    """Why the player's tactic cannot be used now (None: it can)."""
    tactic = player.tactic
    state = ctx.state
    if tactic not in USABLE:
        return t("mk-res-tactic-no-effect")
    if player.tactic_used:
        return t("mk-res-tactic-face-down")
    if turn.ending:
        return t("mk-res-tactic-turn-ending")
    if tactic == "mana_steal":
        return (
            None
            if any(c.startswith(STOLEN) for c in player.tactic_cards)
            else t("mk-res-tactic-no-stolen-die")
        )
    if tactic == "the_right_moment":
        if state.last_turns is not None or state.game_end_turns is not None:
            return t("mk-res-tactic-last-turn")
        return None
    if tactic == "long_night":
        return None if not player.deck and player.discard else t("mk-res-tactic-deck-not-empty")
    if tactic in ("midnight_meditation", "sparing_power"):
        if turn.tactic_done:
            return t("mk-res-tactic-used-this-turn")
        return None if _fresh(turn) else t("mk-res-tactic-before-turn")
    if tactic == "mana_search":
        if turn.tactic_done:
            return t("mk-res-tactic-used-this-turn")
        if turn.dice_used:
            return t("mk-res-tactic-before-source")
        return None
    return None  # pragma: no cover


def use_tactic(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> Say:
    why = problem(ctx, player, turn)
    tactic = player.tactic or ""
    rec = ctx.data.tactics.get(tactic)
    if why or rec is None:
        raise IllegalActionError(t("mk-res-tactic-cannot-use", why=why))
    play = Play(tactic, "basic", dict(params))
    text: Say
    if tactic == "mana_steal":
        entry = next(c for c in player.tactic_cards if c.startswith(STOLEN))
        colour = entry[len(STOLEN) :]
        player.tactic_cards.remove(entry)
        die = next(d for d in ctx.state.source if d.taken_by == -1 - player.seat)
        die.taken_by = player.seat  # rerolled and returned to the Source at the end of this turn
        turn.tokens.append(colour)
        player.tactic_used = True
        text = t("mk-res-steal-use", colour=colour)
    elif tactic == "the_right_moment":
        turn.add("extra_turn", tactic)
        player.tactic_used = True
        text = t("mk-res-right-moment")
    elif tactic == "long_night":
        text = _long_night(ctx, player)
    elif tactic == "midnight_meditation":
        assert rec.effect is not None
        text = interpret.resolve(ctx, player, turn, rec.effect, play, 0)
        player.tactic_used = True
        turn.tactic_done = True
    elif tactic == "sparing_power":
        text = _sparing_power(ctx, player, turn, params)
        turn.tactic_done = True
    else:  # mana_search
        text = _mana_search(ctx, turn, params)
        turn.tactic_done = True
    return t("mk-res-tactic-use", player=player.name, tactic=tactic_name(ctx, tactic), text=text)


def _long_night(ctx: Ctx, player: Player) -> Say:
    pile = ctx.rng.shuffled(player.discard)
    player.deck, player.discard = pile[:3], pile[3:]
    ctx.checkpoint = True
    player.tactic_used = True
    return t("mk-res-long-night", n=len(player.deck))


def long_night_refill(ctx: Ctx, player: Player) -> bool:
    """Long Night in the middle of the end-of-turn draw (the deck ran out): True if it was used."""
    if player.tactic != "long_night" or player.tactic_used or player.deck or not player.discard:
        return False
    ctx.say(t("mk-res-long-night-refill", player=player.name, text=_long_night(ctx, player)))
    return True


def _sparing_power(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> Say:
    mode = params.get("mode")
    if mode == "stash":
        if not player.deck:
            raise IllegalActionError(t("mk-res-sparing-deck-empty"))
        player.tactic_cards.append(player.deck.pop(0))
        return t("mk-res-sparing-stash", n=len(player.tactic_cards))
    if mode == "take":
        taken = list(player.tactic_cards)
        player.hand.extend(taken)
        player.tactic_cards = []
        player.tactic_used = True
        ctx.checkpoint = True
        ctx.say(
            t("mk-res-sparing-take-public", player=player.name, n=len(taken)),
            private={player.seat: t("mk-res-sparing-take-private", cards=_names(ctx, taken))},
        )
        return t("mk-res-sparing-take", n=len(taken))
    raise IllegalActionError(t("mk-res-sparing-mode"))


def _mana_search(ctx: Ctx, turn: Turn, params: Mapping[str, str]) -> Say:
    source = ctx.state.source
    free = [i for i, d in enumerate(source) if d.taken_by is None]
    try:
        picked = [int(x) - 1 for x in _split(params.get("dice"))]
    except ValueError:
        picked = [-1]
    listing = [t("mk-res-die-numbered", n=i + 1, colour=source[i].colour) for i in free]
    if not picked or len(picked) > 2 or len(set(picked)) != len(picked) or any(i not in free for i in picked):
        raise IllegalActionError(t("mk-res-search-dice-choose", dice=listing))
    depleted = [i for i in free if source[i].colour in ("gold", "black")]
    must = depleted[: len(picked)]
    if any(i not in picked for i in must):
        raise IllegalActionError(t("mk-res-search-dice-depleted-first"))
    for i in picked:
        source[i].colour = ctx.rng.choice(["red", "blue", "green", "white", "gold", "black"])
    ctx.checkpoint = True
    return t(
        "mk-res-search-dice-done",
        dice=[t("mk-res-die-rerolled", n=i + 1, colour=source[i].colour) for i in picked],
    )


def tactic_options(ctx: Ctx, player: Player, turn: Turn) -> list[Any]:
    if problem(ctx, player, turn):
        return []
    tactic = player.tactic or ""
    name = tactic_name(ctx, tactic)
    if tactic == "sparing_power":
        # Stashing is typed by the player (mode:stash), not offered: Player.all_cards does not count the
        # cards under the tactic yet, so the card-count invariant of the random playouts would fail.
        return [offer(t("mk-res-option-sparing-take", tactic=name), "tactic-use", mode="take")]
    if tactic == "midnight_meditation":
        wounds = player.hand.count("wound")
        out = [offer(t("mk-res-option-meditation-nothing", tactic=name), "tactic-use", cards=NONE)]
        if wounds:
            out.append(
                offer(
                    t("mk-res-option-meditation-wounds", tactic=name),
                    "tactic-use",
                    cards=",".join(["wound"] * min(5, wounds)),
                )
            )
        return out
    if tactic == "mana_search":
        free = [i for i, d in enumerate(ctx.state.source) if d.taken_by is None]
        depleted = [i for i in free if ctx.state.source[i].colour in ("gold", "black")]
        first = depleted[0] if depleted else (free[0] if free else None)
        return (
            []
            if first is None
            else [
                offer(t("mk-res-option-search", tactic=name, n=first + 1), "tactic-use", dice=str(first + 1))
            ]
        )
    return [offer(t("mk-res-option-use", tactic=name), "tactic-use")]


def taken_variants(ctx: Ctx, player: Player, tactic: str) -> list[dict[str, str]]:
    """The parameter sets offered when taking a tactic (the others are typed by the player)."""
    if tactic == "preparation":
        return [{"card": c} for c in sorted(set(player.deck))] or [{}]
    # Mana Steal's die (colour:<c>) is typed by the player, not offered: the random-playout invariant
    # (no die taken outside a turn) does not know about a die kept on a tactic card yet.
    if tactic == "rethink":  # nothing, the Wounds (up to 3), or one card: others are typed (R-ASK)
        wounds = player.hand.count("wound")
        out = [{"cards": NONE}] + ([{"cards": ",".join(["wound"] * min(3, wounds))}] if wounds else [])
        return out + [{"cards": c} for c in sorted(set(player.hand)) if wounds != 1 or c != "wound"]
    return [{}]
