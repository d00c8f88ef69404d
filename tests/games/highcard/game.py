"""High Card: a toy game that keeps the platform's game contract honest.

It is registered only in tests and has just enough of what the real games have: per-table and
per-seat set-up choices, a hidden hand, a simultaneous choice, a die roll and an undo window that a
reveal closes.

Rules: 2-3 players, each dealt ``rounds`` cards from a shuffled deck of 1-15 (a hidden hand). Every
round all players secretly pick a card at once; when the last one has picked, the cards are revealed
and the highest wins the round (a point). Tied players roll a die, again and again, until one rolls
highest. After the last round the most points win (ties share the win). A player may take back
their pick until the round is revealed, if nobody has picked after them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.commands import Act, CommandSet, CommandSpec, Control, OptionSpec, Panel, Show, Table
from bot.engine.contract import (
    PICK_ONE,
    Decision,
    Event,
    Game,
    GameResult,
    Option,
    Outcome,
    PlayerSeat,
    SeatView,
    SetupChoice,
)
from bot.engine.errors import IllegalActionError, NotYourTurnError, RulesError
from bot.engine.notation import resolve
from bot.engine.rng import Rng
from bot.engine.serial import from_dict, to_dict

COLOURS = (("red", "Red"), ("blue", "Blue"), ("green", "Green"))
SCHEMA = 2
DECK = range(1, 16)  # enough for three players of the long game


@dataclass
class Hand:
    user_id: int
    name: str
    colour: str
    cards: list[int] = field(default_factory=list)
    pick: int | None = None
    points: int = 0


@dataclass
class ToyState:
    seed: str
    rounds: int
    players: list[Hand]
    schema: int = SCHEMA
    rng_counter: int = 0
    round: int = 1
    history: list[list[int]] = field(default_factory=list)  # revealed cards per round, by seat
    rolls: list[list[int]] = field(default_factory=list)  # tie-break rolls of the last reveal
    last_actor: int | None = None  # the seat whose pick may still be taken back
    over: bool = False


class HighCardCommands(CommandSet):
    """``/hc pick card:<n>``, the hand, and the status."""

    end_turn = None  # a pick is made from the hand; there is no turn to end
    has_map = False

    def specs(self) -> tuple[CommandSpec, ...]:
        return (
            CommandSpec(
                "pick", "Pick a card for this round", (OptionSpec("card", "The card", True, "card"),)
            ),
        )

    def parse(self, table: Table, name: str, options: Mapping[str, str]) -> Act | Show:
        if table.seat is None:
            raise RulesError("You are not a player in this game.")
        hand = [str(c) for c in table.state.players[table.seat].cards]
        card = resolve(options["card"], [(c, c) for c in hand], "card in your hand")
        return Act({"type": "pick", "card": card})

    def suggest(
        self, table: Table, name: str, option: str, current: str, filled: Mapping[str, str]
    ) -> list[tuple[str, str]]:
        if table.seat is None:
            return []
        return [
            (f"Your {c}", str(c)) for c in table.state.players[table.seat].cards if str(c).startswith(current)
        ]

    def preview(self, state: Any, seat: int, action: Mapping[str, Any]) -> tuple[bool, str]:
        try:
            HighCard().apply(state, seat, action)
        except RulesError as exc:
            return False, str(exc)
        return True, f"You would play your {action.get('card')}."

    def after(self, state: Any, seat: int, action: Mapping[str, Any], outcome: Outcome[Any] | None) -> Panel:
        return Panel()

    def status(self, state: Any) -> list[str]:
        head = f"High Card: round {state.round} of {state.rounds}" + (" (over)." if state.over else ".")
        return [head] + [
            f"- {p.name} ({p.colour}): {p.points} points, {len(p.cards)} cards"
            + (", has picked" if p.pick is not None else "")
            for p in state.players
        ]

    def hand(self, state: Any, seat: int) -> Panel:
        me = state.players[seat]
        d = HighCard().decision(state, seat)
        controls = [
            Control(o.label, o.command, dict(o.params), option_id=o.id) for o in (d.options if d else ())
        ]
        picked = f" You picked {me.pick}." if me.pick is not None else ""
        return Panel(
            private=[f"Your hand: {', '.join(map(str, me.cards)) or 'empty'}.{picked}"], controls=controls
        )

    def map_image(
        self, state: Any, seat: int | None, *, highlight: bool = False, lang: str = "en"
    ) -> bytes | None:
        return None


class HighCard(Game[ToyState]):
    id = "highcard"
    name = "High Card"
    min_players = 2
    max_players = 3
    command_group = "hc"
    schema = SCHEMA

    def setup_choices(self) -> tuple[SetupChoice, ...]:
        return (
            SetupChoice("rounds", "Length", (("3", "Short"), ("5", "Long")), default="3"),
            SetupChoice("colour", "Colour", COLOURS, per_seat=True, unique=True),
        )

    def new(self, options: Mapping[str, str], seats: Sequence[PlayerSeat], seed: str) -> Outcome[ToyState]:
        rounds = int(options["rounds"])
        if not self.min_players <= len(seats) <= self.max_players:
            raise IllegalActionError(f"High Card takes 2-3 players, not {len(seats)}.")
        rng = Rng(seed)
        deck = rng.shuffled(list(DECK))
        players = [
            Hand(s.user_id, s.name, s.choices["colour"], sorted(deck[i * rounds : (i + 1) * rounds]))
            for i, s in enumerate(seats)
        ]
        state = ToyState(seed, rounds, players, rng_counter=rng.counter)
        private = {i: f"Your hand: {', '.join(map(str, p.cards))}." for i, p in enumerate(players)}
        events = [Event(f"High Card begins: {rounds} rounds; everyone picks a card at once.", private)]
        return Outcome(state, events, True, True, self.to_move(state))

    def commands(self) -> HighCardCommands:
        return HighCardCommands()

    def players(self, state: ToyState) -> list[SeatView]:
        return [SeatView(i, p.user_id, p.name) for i, p in enumerate(state.players)]

    def to_move(self, state: ToyState) -> tuple[int, ...]:
        if state.over:
            return ()
        return tuple(i for i, p in enumerate(state.players) if p.pick is None)

    def decision(self, state: ToyState, seat: int) -> Decision | None:
        if seat not in self.to_move(state):
            return None
        p = state.players[seat]
        options = tuple(
            Option(f"pick {c}", f"Play your {c}", "pick", {"card": str(c)}) for c in sorted(set(p.cards))
        )
        return Decision(seat, PICK_ONE, f"{p.name}, pick a card for round {state.round}.", options, "pick")

    def apply(
        self, state: ToyState, seat: int, action: Mapping[str, Any], *, in_place: bool = False
    ) -> Outcome[ToyState]:
        if state.over:
            raise IllegalActionError("The game is over.")
        if action.get("type") != "pick":
            raise IllegalActionError(
                f"Unknown action '{action.get('type')}'. High Card has only: pick card:<n>."
            )
        if not 0 <= seat < len(state.players):
            raise NotYourTurnError("You are not a player in this game.")
        if seat not in self.to_move(state):
            raise NotYourTurnError("You have picked this round; waiting for the others.")
        try:
            card = int(str(action.get("card")))
        except ValueError:
            raise IllegalActionError(f"'{action.get('card')}' is not a card number.") from None
        if card not in state.players[seat].cards:
            hand = ", ".join(map(str, state.players[seat].cards))
            raise IllegalActionError(f"You have no {card}. Your hand: {hand}.")
        work = state if in_place else self.copy(state)
        me = work.players[seat]
        me.cards.remove(card)
        me.pick = card
        work.last_actor = seat
        events = [Event(f"{me.name} has picked a card.", {seat: f"You play your {card}."})]
        if self.to_move(work):
            return Outcome(work, events, False, False, self.to_move(work))
        events.append(self._reveal(work))
        result = self.result(work)
        return Outcome(work, events, True, True, self.to_move(work), result)

    def _reveal(self, work: ToyState) -> Event:
        rng = Rng(work.seed, work.rng_counter)
        picks = [p.pick or 0 for p in work.players]
        contenders = [i for i, c in enumerate(picks) if c == max(picks)]
        work.rolls = []
        while len(contenders) > 1:
            rolls = rng.choices([1, 2, 3, 4, 5, 6], len(contenders))
            work.rolls.append(rolls)
            contenders = [c for c, r in zip(contenders, rolls, strict=True) if r == max(rolls)]
        work.rng_counter = rng.counter
        winner = work.players[contenders[0]]
        winner.points += 1
        work.history.append(picks)
        shown = ", ".join(f"{p.name} {c}" for p, c in zip(work.players, picks, strict=True))
        dice = f" (tie broken by dice: {work.rolls})" if work.rolls else ""
        for p in work.players:
            p.pick = None
        work.last_actor = None
        if work.round >= work.rounds:
            work.over = True
        else:
            work.round += 1
        return Event(f"Round revealed: {shown}. {winner.name} wins it{dice}.")

    def result(self, state: ToyState) -> GameResult | None:
        if not state.over:
            return None
        best = max(p.points for p in state.players)
        table = "; ".join(f"{p.name} {p.points}" for p in state.players)
        winners = tuple(i for i, p in enumerate(state.players) if p.points == best)
        return GameResult(
            "all rounds played", winners, table, {i: p.points for i, p in enumerate(state.players)}
        )

    def undo_refusal(self, state: ToyState, seat: int) -> str | None:
        if state.last_actor != seat:
            return "You can take back only your own pick, before the round is revealed and before anyone picks after you."
        return None

    def round_of(self, state: ToyState) -> int | None:
        return state.round

    def absent_action(self, state: ToyState, seat: int) -> dict[str, Any] | None:
        """An absent player plays their lowest card."""
        if seat not in self.to_move(state) or not state.players[seat].cards:
            return None
        return {"type": "pick", "card": str(min(state.players[seat].cards))}

    def corrections(self) -> tuple[CommandSpec, ...]:
        return (
            CommandSpec("points", "Set a player's points", (OptionSpec("points", "The new points", True),)),
            CommandSpec("give", "Give a player a card", (OptionSpec("card", "The card", True),)),
        )

    def correct(self, state: ToyState, seat: int, name: str, params: Mapping[str, str]) -> Outcome[ToyState]:
        p = state.players[seat]
        if name == "points":
            p.points = int(params["points"])
            return Outcome(state, [Event(f"{p.name} now has {p.points} points.")])
        card = int(params["card"])
        p.cards = sorted([*p.cards, card])
        return Outcome(state, [Event(f"{p.name} is given a card.", {seat: f"You are given the {card}."})])

    def view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {
            "round": state.round,
            "rounds": state.rounds,
            "over": state.over,
            "history": [list(h) for h in state.history],
            "rolls": [list(r) for r in state.rolls],
            "players": [
                {
                    "name": p.name,
                    "colour": p.colour,
                    "cards": len(p.cards),
                    "picked": p.pick is not None,
                    "points": p.points,
                }
                for p in state.players
            ],
        }
        if seat is not None:
            me = state.players[seat]
            view["you"] = {"hand": list(me.cards), "pick": me.pick}
        return view

    def dump(self, state: ToyState) -> dict[str, Any]:
        data: dict[str, Any] = to_dict(state)
        return data

    def _load_current(self, data: dict[str, Any]) -> ToyState:
        return from_dict(ToyState, data)

    def migrations(self) -> Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]:
        return {1: _points_were_score}


def _points_were_score(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 called a player's points ``score``."""
    data["players"] = [
        {**{k: v for k, v in p.items() if k != "score"}, "points": p.get("score", 0)} for p in data["players"]
    ]
    return data


def scramble_hidden(state: ToyState, rnd: Any) -> ToyState:
    """The same public situation with other hidden cards: hands and unrevealed picks dealt anew from
    the cards nobody has shown."""
    shown = {c for h in state.history for c in h}
    pool = [c for c in DECK if c not in shown]
    rnd.shuffle(pool)
    out = HighCard().copy(state)
    for p in out.players:
        take = len(p.cards) + (1 if p.pick is not None else 0)
        mine, pool = pool[:take], pool[take:]
        if p.pick is not None:
            p.pick, mine = mine[0], mine[1:]
        p.cards = sorted(mine)
    return out
