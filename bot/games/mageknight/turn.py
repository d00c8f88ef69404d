"""Turns and rounds (rulebook §3): tactics, the start of a turn, rest, the end-of-turn sequence,
announcing the End of the Round, round preparation and the scenario's end."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, Text, join, t
from bot.games.mageknight import banners, centre, dummy, growth, mana, offturn, rewards, space_benefits
from bot.games.mageknight.context import Ctx, Event
from bot.games.mageknight.deck import draw_cards
from bot.games.mageknight.movement import forced_withdrawal
from bot.games.mageknight.resolvers import advanced, interactive, tactics
from bot.games.mageknight.resolvers.travel import time_bend
from bot.games.mageknight.scoring import cities_conquered, cities_total, final_table, score
from bot.games.mageknight.state import DUMMY_SEAT, Player, Turn
from bot.games.mageknight.units import pay_upkeep

# ----------------------------------------------------------------------------- tactics (§3.1 B)


def start_tactics(ctx: Ctx) -> None:
    """Display the Day or Night tactics; lowest Fame picks first, ties: later in Round Order first."""
    state = ctx.state
    time = "night" if state.night else "day"
    state.tactics_available = [t.id for t in ctx.data.tactics_for(time) if t.id not in state.tactics_removed]
    order = state.round_order or [p.seat for p in state.players]
    position = {seat: i for i, seat in enumerate(order)}
    state.tactic_pickers = sorted(
        (p.seat for p in state.players), key=lambda s: (state.players[s].fame, -position[s])
    )
    for p in state.players:
        p.tactic = None
    if state.dummy is not None:
        state.dummy.tactic = None
    state.phase = "tactics"
    state.turn = None


def choose_tactic(ctx: Ctx, seat: int, tactic: str, params: dict[str, str] | None = None) -> None:
    state = ctx.state
    if tactic not in state.tactics_available:
        names = ", ".join(f"{ctx.data.tactics[x].name} ({x})" for x in state.tactics_available)
        raise IllegalActionError(t("mk-turn-no-such-tactic", tactic=tactic, tactics=names))
    player = state.players[seat]
    player.tactic = tactic
    state.tactics_available.remove(tactic)
    state.tactic_pickers.pop(0)
    rec = ctx.data.tactics[tactic]
    ctx.checkpoint = True  # the other players react to this choice
    ctx.say(t("mk-turn-takes-tactic", player=player.name, tactic=rec.name, number=rec.number))

    tactics.on_taken(ctx, player, tactic, params or {})
    if not state.tactic_pickers:
        numbers = {p.seat: ctx.data.tactics[p.tactic or ""].number for p in state.players}
        if state.dummy is not None:
            dummy.choose_tactic(ctx)
            if state.dummy.tactic is not None:
                numbers[DUMMY_SEAT] = ctx.data.tactics[state.dummy.tactic].number
        state.round_order = sorted(numbers, key=lambda s: numbers[s])
        order: list[Say] = [
            dummy.who(ctx.data, state) if s == DUMMY_SEAT else state.players[s].name
            for s in state.round_order
        ]
        ctx.say(t("mk-turn-order", round=state.round, players=order))
        state.phase = "turns"
        state.turn_index = 0
        begin_turn(ctx, state.round_order[0])


# ----------------------------------------------------------------------------- start of turn (§3.3)


def begin_turn(ctx: Ctx, seat: int) -> None:
    state = ctx.state
    if seat == DUMMY_SEAT:
        played = dummy.take_turn(ctx)
        _next_turn(ctx, DUMMY_SEAT, played=played)
        return
    player = state.players[seat]
    assert player.position is not None

    fresh = Turn(seat=seat, path=[list(player.position)], deck_had_cards=bool(player.deck))
    turn = offturn.adopt(state, seat, fresh)  # what the player used before this turn counts in it
    state.turn = turn
    state.undo_depth = 0
    if not player.deck and not player.hand:
        if state.end_of_round_by is None:
            ctx.say(t("mk-turn-must-announce", player=player.name))
            announce_end_of_round(ctx, player)
        else:
            ctx.say(t("mk-turn-forfeits", player=player.name))
            finish_turn(ctx, seat)
        return
    space_benefits.start_of_turn(ctx, player, turn)
    centre.start_of_turn(ctx, player, turn)  # interactive skill tokens: taken back, or applying
    if state.claims:
        interactive.start_of_turn(ctx, player, turn)  # Mana Claim's token at each later turn
    ctx.say(t("mk-turn-begins", player=player.name, round=state.round, time=_time(state.night)))


def _time(night: bool) -> str:
    """The time of day, as the catalogs select on it."""
    return "night" if night else "day"


def announce_end_of_round(ctx: Ctx, player: Player) -> None:
    """§3.3: announcing replaces the turn; every other player gets exactly one more turn."""
    state = ctx.state
    turn = state.turn
    if state.end_of_round_by is not None:
        raise IllegalActionError(t("mk-turn-already-announced"))
    if player.deck:
        raise IllegalActionError(t("mk-turn-deck-not-empty", n=len(player.deck)))
    if turn is None or turn.seat != player.seat or turn.moved or turn.played_or_discarded or turn.rested:
        raise IllegalActionError(t("mk-turn-announce-at-start"))
    state.end_of_round_by = player.seat
    state.last_turns = [s for s in state.round_order if s != player.seat]
    ctx.checkpoint = True
    ctx.say(t("mk-turn-announces", player=player.name))
    _next_turn(ctx, player.seat, played=False)


# ----------------------------------------------------------------------------- rest (§3.4)


def rest(ctx: Ctx, player: Player, turn: Turn, discard: list[str]) -> Event:
    """Standard Rest or Slow Recovery. The public hears how many cards and Wounds go to the discard
    pile; the non-Wound card is named only to its owner (R-DISCARD-PRIVATE)."""
    if turn.moved:
        raise IllegalActionError(t("mk-turn-rest-after-move"))
    if turn.rested:
        raise IllegalActionError(t("mk-turn-rested-already"))
    non_wounds = [c for c in player.hand if c != "wound"]
    chosen_non = [c for c in discard if c != "wound"]
    chosen_wounds = [c for c in discard if c == "wound"]
    if non_wounds:
        if len(chosen_non) != 1:
            options = ", ".join(sorted(set(non_wounds)))
            raise IllegalActionError(t("mk-turn-standard-rest-needs", cards=options))
        kind = "standard"
    else:
        if chosen_non:
            raise IllegalActionError(t("mk-turn-slow-recovery-only"))
        chosen_wounds = ["wound"]
        kind = "slow"
    hand = list(player.hand)
    for c in chosen_non + chosen_wounds:
        if c not in hand:
            raise IllegalActionError(t("mk-turn-not-enough", card=c))
        hand.remove(c)
    player.hand = hand
    player.discard.extend(chosen_non + chosen_wounds)
    turn.rested = True
    turn.played_or_discarded = True
    w = len(chosen_wounds)
    if not chosen_non:  # Slow Recovery shows the hand: it holds only Wounds (§3.4)
        return Event(t("mk-turn-rests-slow", player=player.name, kind=kind, wounds=w))
    names = [ctx.data.cards[c].name for c in chosen_non]
    return Event(
        t("mk-turn-rests", player=player.name, kind=kind, wounds=w),
        {player.seat: t("mk-turn-you-discard", cards=names, wounds=w)},
    )


# ----------------------------------------------------------------------------- end of turn (§3.5)


def end_turn(
    ctx: Ctx, player: Player, turn: Turn, discard: list[str], keep: str | None = None, mine: str | None = None
) -> None:
    # Minimum play (§3.4): play or discard at least one card, unless the hand was empty.
    non_wounds = [c for c in player.hand if c != "wound"]
    if not turn.played_or_discarded and not discard:
        if not player.hand and turn.deck_had_cards:
            pass
        elif non_wounds:
            raise IllegalActionError(t("mk-turn-minimum-play", cards=", ".join(sorted(set(non_wounds)))))
        elif player.hand and turn.action is None and not turn.moved:
            raise IllegalActionError(t("mk-turn-only-wounds-rest"))
        # After moving or an action, with only Wounds in hand, nothing can be played (R-MINPLAY).
    for c in discard:
        if c == "wound":
            raise IllegalActionError(t("mk-turn-no-wound-discard"))
    hand = list(player.hand)
    for c in discard:
        if c not in hand:
            raise IllegalActionError(t("mk-turn-not-in-hand", card=c))
        hand.remove(c)
    # Crystal Joy and the like: discard a card to take the played card back.
    returning: str | None = None
    if keep:
        entry = next((m for m in turn.mods("return_to_hand") if m.source == keep), None)
        if entry is None:
            raise IllegalActionError(t("mk-turn-nothing-comes-back"))
        if entry["which"] == "any" and "wound" in hand:
            cost: str | None = "wound"  # a Wound is always the better card to give up
        else:
            cost = next((c for c in hand if c != "wound"), None)
        if cost is None:
            raise IllegalActionError(t("mk-turn-card-to-take-back", card=ctx.data.cards[keep].name))
        hand.remove(cost)
        discard = [*discard, cost]
        returning = keep
    player.hand = hand
    player.discard.extend(discard)

    mana.return_dice(ctx, player.seat)  # step 1
    turn.wounds_received += forced_withdrawal(ctx, player, turn)  # step 2
    banners.end_of_turn(ctx, player, turn)  # Banner of Protection: received Wounds thrown away
    # step 3: clean up
    turn.tokens.clear()
    played = list(player.play_area)
    if returning:
        played.remove(returning)
        player.hand.append(returning)
        ctx.say(t("mk-turn-takes-back", player=player.name, card=ctx.data.cards[returning].name))
    for m in turn.mods("to_deck"):  # Steady Tempo: onto the Deed deck instead of the discard pile
        card, where = m.source, m["where"]
        if card in played and (where == "top" or player.deck):
            played.remove(card)
            player.deck.insert(0 if where == "top" else len(player.deck), card)
            ctx.say(
                t("mk-turn-puts-on-deck", player=player.name, card=ctx.data.cards[card].name, where=where)
            )
    if turn.has("repeat_turn"):  # Time Bending: set aside, the rest back to hand (resolvers/travel.py)
        played = time_bend(ctx, player, turn, played)
    player.discard.extend(played)
    player.play_area.clear()
    # step 4: space benefits (glade, mines, SoT tokens: space_benefits.py, from the site data); the
    # Magical Glade asks whether to throw a Wound away (R-ASK): the rest waits for the answer (choose)
    space_benefits.end_of_turn(ctx, player, turn, mine)
    if turn.ending == space_benefits.ASKING:
        return
    after_benefits(ctx, player, turn)


def after_benefits(ctx: Ctx, player: Player, turn: Turn) -> None:
    """The end of the turn after step 4: "at the end of the turn" effects, then steps 5-7."""
    advanced.end_of_turn(ctx, player, turn)  # "at the end of the turn" effects (Mountain Lore, Heroic Tale)
    # steps 5-7: rewards, level-ups (they may wait for the player's choices), then draw_and_pass
    settle(ctx, player, turn)


def choose(ctx: Ctx, player: Player, turn: Turn, params: dict[str, str]) -> None:
    """The answer to the pending end-of-turn question, then the end of the turn goes on."""
    if turn.ending == space_benefits.ASKING:
        space_benefits.answer(ctx, player, turn, params)
        after_benefits(ctx, player, turn)
        return
    rewards.choose(ctx, player, turn, params)
    settle(ctx, player, turn)  # steps 5-7 go on until the next question or the draw


def settle(ctx: Ctx, player: Player, turn: Turn) -> None:
    """Steps 5-7, resumed after each answer; ``turn.ending`` names the stage that waits for a choice.

    ``rewards``: the rewards in the order earned; a unit reward that finds every Command token in use
    is set aside until the others are resolved (their Fame may still bring a level). ``units``: those
    unit rewards, before the level-up (take one by disbanding a unit, or give it up). ``levels``: the
    level-ups (:mod:`growth`). ``units_after_levels``: when this turn's level-up brings a Command token,
    the set-aside unit rewards wait for it instead (the exception of step 5, R-UNIT-LEVEL). Then the
    draw (step 7)."""
    if turn.ending is None:
        turn.ending = "rewards"
    if turn.ending == "rewards":
        if not rewards.resolve_rewards(ctx, player, turn, set_aside=True):
            return
        turn.ending = "units"
        if turn.units_waiting and growth.command_token_coming(ctx, player):
            ctx.say(t("mk-turn-unit-waits", player=player.name))
        else:
            turn.rewards, turn.units_waiting = turn.units_waiting, []
    if turn.ending == "units":
        if not rewards.resolve_rewards(ctx, player, turn):
            return
        turn.ending = "levels"
        growth.level_up(ctx, player)
    if turn.ending == "levels":
        if growth.prepare(ctx, player, turn):
            return
        turn.ending = "units_after_levels"
        turn.rewards, turn.units_waiting = turn.units_waiting, []
    if not rewards.resolve_rewards(ctx, player, turn):
        return
    turn.ending = None
    draw_and_pass(ctx, player)


def draw_and_pass(ctx: Ctx, player: Player) -> None:
    """Step 7: draw up to the hand limit (``growth.hand_limit``, with the keep/city bonus; Planning adds
    1 at the end of a turn), then the next turn. On the player's last turn of the round the increases
    are kept for the new round's draw (§3.1 A.7, R-ROUND-DRAW)."""

    state = ctx.state
    planning = tactics.hand_limit_bonus(ctx, player)
    limit = growth.hand_limit(ctx, player) + planning
    last_turn = state.last_turns is not None and player.seat in state.last_turns
    player.hand_limit_next = player.hand_limit_next + planning if last_turn else 0
    need = limit - len(player.hand)
    if ctx.state.turn is not None and ctx.state.turn.has("repeat_turn"):  # Time Bending: no draw
        need = 0
    if need > 0:
        drawn = draw_cards(ctx, player, need)
        if len(drawn) < need and ctx.state.turn is not None and ctx.state.turn.has("long_night_refill"):
            if tactics.long_night_refill(ctx, player):  # the deck ran out in the middle of the draw
                draw_cards(ctx, player, need - len(drawn))
    ctx.say(t("mk-turn-ends", player=player.name))
    _next_turn(ctx, player.seat, played=True)


# ----------------------------------------------------------------------------- turn order and rounds


def finish_turn(ctx: Ctx, seat: int) -> None:
    """A forfeited turn: no end-of-turn benefits."""
    _next_turn(ctx, seat, played=False)


def _next_turn(ctx: Ctx, seat: int, played: bool) -> None:
    state = ctx.state
    extra = played and state.turn is not None and state.turn.has("extra_turn")
    bent = state.turn is not None and state.turn.has("repeat_turn")  # Time Bending's extra turn
    state.turn = None
    ctx.checkpoint = True
    scenario = ctx.data.scenarios[state.scenario]
    if extra and state.last_turns is None and state.game_end_turns is None:
        cards, tactics_ = ctx.data.cards, ctx.data.tactics
        why = (cards["space_bending"].powered_name or "") if bent else tactics_["the_right_moment"].name
        ctx.say(t("mk-turn-another-turn", player=state.players[seat].name, card=why))
        return begin_turn(ctx, seat)
    if state.game_end_turns is not None and seat in state.game_end_turns:
        state.game_end_turns.remove(seat)
    if state.last_turns is not None and seat in state.last_turns and seat != state.end_of_round_by:
        state.last_turns.remove(seat)
    if state.game_end_turns is None and scenario.end == "city_revealed" and state.city_revealed:
        state.game_end_turns = [s for s in state.round_order if s != DUMMY_SEAT]
        ctx.say(t("mk-turn-city-revealed-last-turns"))
    if state.game_end_turns is None and scenario.end == "all_cities_conquered" and _all_cities_conquered(ctx):
        state.game_end_turns = [s for s in state.round_order if s != DUMMY_SEAT]
        ctx.say(t("mk-turn-cities-conquered-last-turns"))
    if state.game_end_turns is not None and not state.game_end_turns:
        return end_game(ctx, t("mk-turn-end-final-turns"))
    if state.last_turns is not None and not state.last_turns:
        return end_round(ctx)
    order = state.round_order
    i = order.index(seat)
    for step in range(1, len(order) + 1):
        nxt = order[(i + step) % len(order)]
        if state.last_turns is not None and nxt not in state.last_turns:
            continue
        if state.game_end_turns is not None and nxt not in state.game_end_turns:
            continue
        state.turn_index = (i + step) % len(order)
        begin_turn(ctx, nxt)
        return
    end_round(ctx)  # pragma: no cover - every seat has played its last turn


def _all_cities_conquered(ctx: Ctx) -> bool:
    """Conquest scenarios (UE §8.5.2-8.5.4): every city of the scenario revealed and conquered."""

    total = cities_total(ctx)
    return total > 0 and cities_conquered(ctx.state) >= total


def end_round(ctx: Ctx) -> None:
    state = ctx.state
    scenario = ctx.data.scenarios[state.scenario]
    ctx.say(t("mk-turn-round-over", round=state.round, time=_time(state.night)))
    state.waiting.clear()  # effects used before a turn that never came end with the round (R-OFFTURN)
    state.claims.clear()  # Mana Claim dice come back with the new Source
    if state.dummy is not None:
        if dummy.tactics_rule(ctx) == "solo_remove_both":  # §8.5.4: each tactic is used once a game
            used = [p.tactic for p in state.players] + [state.dummy.tactic]
            state.tactics_removed.extend(t for t in used if t)
    rounds = scenario.rounds_for(len(state.players))
    if state.game_end_turns is not None:
        return end_game(ctx, t("mk-turn-end-round-in-final-turns"))
    if state.round >= rounds:
        return end_game(ctx, t("mk-turn-end-rounds-over", n=rounds))
    prepare_round(ctx)


def prepare_round(ctx: Ctx) -> None:
    """§3.1 A: flip Day/Night, refresh the Source and the offers, reshuffle every deck, draw."""
    state = ctx.state
    scenario = ctx.data.scenarios[state.scenario]
    state.round += 1
    centre.end_of_round(state)  # the interactive skill tokens go back to their owners
    state.night = not state.night
    state.end_of_round_by = None
    state.last_turns = None

    tactics.return_stolen(ctx)
    state.source = mana.roll_source(ctx, len(state.source))
    # Unit offer: back to the bottom of the decks, then deal players + extra.
    for u in state.unit_offer:
        (state.elite_deck if ctx.data.units[u].tier == "elite" else state.unit_deck).append(u)
    state.aa_deck.extend(state.monastery_offer)
    state.unit_offer = []
    state.monastery_offer = []
    core_revealed = any(t.kind == "core" for t in state.tiles)
    elite_ok = scenario.elite_units and core_revealed
    want = len(state.players) + scenario.unit_offer_extra
    for i in range(want):
        deck = state.elite_deck if (elite_ok and i % 2 == 0 and state.elite_deck) else state.unit_deck
        if deck:
            state.unit_offer.append(deck.pop(0))
    for sp in state.spaces.values():
        if sp.site == "monastery" and not sp.burned and state.aa_deck:
            state.monastery_offer.append(state.aa_deck.pop(0))
    if state.offers_revealed:
        for deck, offer in ((state.aa_deck, state.aa_offer), (state.spell_deck, state.spell_offer)):
            if offer:
                card = offer.pop()
                if state.dummy is not None and offer is state.aa_offer:
                    dummy.gain_aa(ctx, card)  # §8.2: the removed AA goes into the Dummy's deck
                else:
                    deck.append(card)
                    if state.dummy is not None:
                        dummy.gain_spell_crystal(ctx, card)
            if deck:
                offer.insert(0, deck.pop(0))
    for p in state.players:
        for owned in p.units:  # §4.4: every unit is readied (wounded ones stay wounded)
            owned.spent = False
            owned.banner_down = False  # banners flip face up (once-per-round abilities)

        pay_upkeep(ctx, p)  # Magic Familiars: a crystal each, or they leave the game (LL §2.5)
        p.deck = ctx.rng.shuffled(sorted(p.all_cards()))
        p.hand, p.discard, p.play_area = [], [], []
        p.set_aside = []  # Time Bending: back into the deck (all_cards) for the new round
        draw_cards(ctx, p, growth.hand_limit(ctx, p))  # §3.1 A.7: as at the end of a turn, keep/city bonus
        p.hand_limit_next = 0
    if state.dummy is not None:
        dummy.reshuffle(ctx)
    if not state.night:
        for sp in state.spaces.values():
            if sp.ruins is not None:
                sp.ruins_up = True  # §6.2: face-down ruins turn up at the start of a Day
            for tok in sp.tokens:
                if sp.site == "ancient_ruins":
                    tok.face_up = True
    ctx.say(t("mk-turn-round-begins", round=state.round, time=_time(state.night)))
    start_tactics(ctx)


def end_game(ctx: Ctx, reason: Text) -> None:
    """§3.7: score the game; ``state.result`` keeps each player's breakdown for later viewing. The
    result is stored in the state with its reason as a text kept as data (said in the reader's
    language), as is the event."""

    state = ctx.state
    state.phase = "game_over"
    state.turn = None
    state.result = score(ctx, reason)
    over: Say = t("mk-turn-game-over", reason=reason)
    ctx.say(join(over, final_table(state.result), sep="\n"))
