"""The game contract: what every game package implements so that shared code can run it.

Shared code (the service, the lobby, ``/undo``, the log, the console, the Discord controls) talks to
a game only through :class:`Game`; it never imports a game package. The shape follows OpenSpiel's
Game/State split and python-chess's variants: a game object that knows the rules, and plain state
data that it creates, questions and advances.

- ``new`` makes the first state from the set-up choices the lobby collected (:class:`SetupChoice`),
  the seated players and a seed; everything random after that comes from the seed in the state, so
  ``replay`` of the action log reproduces the state exactly.
- ``to_move`` names the seats being asked now (several at once for a simultaneous choice);
  ``decision`` is what one seat is asked, with options that carry their own action.
- ``apply`` validates and applies one action, returning an :class:`Outcome` that tells shared code
  everything it must not guess: public and private events, whether the undo window closed, whether
  the turn passed and to whom, whether the game ended and how.
- ``dump``/``load`` serialize the state with a schema version; older versions are migrated step
  by step by :meth:`Game.migrations`.

>>> c = SetupChoice("scenario", "Scenario", (("a", "Alpha"), ("b", "Beta")), default="a")
>>> c.resolve("beta"), c.resolve(None)
('b', 'a')
"""

from __future__ import annotations

import pickle
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from bot.engine.commands import CommandSet, CommandSpec
from bot.engine.errors import IllegalActionError, NotationError
from bot.engine.i18n import Catalog, Say, words
from bot.engine.notation import resolve
from bot.engine.outcome import ANSWER, PICK_MANY, PICK_ONE, Decision, Event, GameResult, Option, Outcome

__all__ = [
    "ANSWER",
    "CORRECTION_PREFIX",
    "PICK_MANY",
    "PICK_ONE",
    "CommandSet",
    "Component",
    "Decision",
    "Event",
    "Game",
    "GameResult",
    "Option",
    "Outcome",
    "PlayerSeat",
    "SeatView",
    "SetupChoice",
]

S = TypeVar("S")

#: The action type of a game master's correction in the log: ``gm:<correction name>``.
CORRECTION_PREFIX = "gm:"


@dataclass(frozen=True)
class SetupChoice:
    """One thing the lobby asks before a game starts: for the whole table (a scenario, a difficulty)
    or, with ``per_seat``, for each player as they sit down (a hero, a faction)."""

    key: str  # how the lobby stores it: a top-level key of the lobby, or a key of each seat
    label: str  # what the lobby calls it ("Scenario", "Hero")
    values: tuple[tuple[str, str], ...]  # (id, display name)
    per_seat: bool = False
    unique: bool = False  # per-seat values no two players may share (a hero)
    default: str | None = None  # None with per_seat: the player must pick one to sit down

    def names(self) -> dict[str, str]:
        return dict(self.values)

    def resolve(self, text: str | None) -> str:
        """The id of the value typed as ``text`` (id or name, any case), or the default."""
        if text is None or not str(text).strip():
            if self.default is None:
                raise NotationError(f"Choose a {self.label.lower()}: {self.describe()}.")
            return self.default
        return resolve(str(text), self.values, self.label.lower())

    def describe(self, values: Sequence[str] | None = None) -> str:
        names = self.names()
        return ", ".join(f"{names[v]} ({v})" for v in (values if values is not None else names))


@dataclass(frozen=True)
class Component:
    """A component in the game's box (a card, a unit, an enemy, a site...): public knowledge, never a
    piece of any game's state. ``id`` is unique within the game (``<kind>:<record id>``); ``kind`` is
    what players call it ("Spell", "unit")."""

    id: str
    name: str
    kind: str

    @property
    def label(self) -> str:
        return f"{self.name} ({self.kind})"


@dataclass(frozen=True)
class PlayerSeat:
    """A player as the lobby seated them: Discord user, display name, their per-seat choices."""

    user_id: int
    name: str
    choices: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class SeatView:
    """A seated player as the state knows them (the seat number is the state's own index)."""

    seat: int
    user_id: int
    name: str


class Game(ABC, Generic[S]):
    """A game the platform can host. Subclasses are stateless rule books; the state is data."""

    id: ClassVar[str]  # stored with every game: never change it once games exist
    name: ClassVar[str]  # what players see
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    command_group: ClassVar[str]  # the slash-command group of its moves (``mk``)
    schema: ClassVar[int] = 1  # the state's serialization version

    # ------------------------------------------------------------------ set-up
    @abstractmethod
    def setup_choices(self) -> tuple[SetupChoice, ...]:
        """What the lobby asks (table-wide and per seat), in the order it asks."""

    def player_counts(self, options: Mapping[str, str]) -> tuple[int, int]:
        """The lowest and highest number of players with these table-wide choices."""
        return (self.min_players, self.max_players)

    @abstractmethod
    def new(self, options: Mapping[str, str], seats: Sequence[PlayerSeat], seed: str) -> Outcome[S]:
        """The first state. ``options`` holds the table-wide choices, each seat its own."""

    # ------------------------------------------------------------------ play
    @abstractmethod
    def players(self, state: S) -> list[SeatView]:
        """The seated players in seat order."""

    @abstractmethod
    def to_move(self, state: S) -> tuple[int, ...]:
        """The seats being asked to act now (empty when the game is over)."""

    @abstractmethod
    def decision(self, state: S, seat: int) -> Decision | None:
        """What ``seat`` is asked now, or None when nothing is."""

    def off_turn_options(self, state: S, seat: int) -> list[Option]:
        """What ``seat`` may do although it is not being asked (the rules' "before your turn")."""
        return []

    @abstractmethod
    def apply(self, state: S, seat: int, action: Mapping[str, Any], *, in_place: bool = False) -> Outcome[S]:
        """Apply ``action`` for ``seat``; raise a :class:`~bot.engine.errors.RulesError` (saying what
        is possible instead) and leave ``state`` unchanged when it is not legal. ``in_place`` is for
        replaying trusted, already validated actions: it may skip the defensive copy."""

    @abstractmethod
    def result(self, state: S) -> GameResult | None:
        """How the game ended, or None while it goes on."""

    def undo_refusal(self, state: S, seat: int) -> Say | None:
        """Why ``seat`` may not take back its last action now, or None when it may."""
        return "This game has no undo."

    # ------------------------------------------------------------------ long games (all optional)
    def round_of(self, state: S) -> int | None:
        """The round being played, where the game counts rounds (log filters, round digests)."""
        return None

    def next_turn(self, state: S, seat: int) -> int | None:
        """The seat whose turn follows ``seat``'s in the game's own order (for the heads-up "the player
        before you has started"), or None when it is not known yet (a new round's order)."""
        n = len(self.players(state))
        return (seat + 1) % n if n > 1 else None

    def absent_action(self, state: S, seat: int) -> dict[str, Any] | None:
        """The safe default the rules allow for ``seat`` when its player is absent and the table has
        voted to skip them (a rest, an end of turn), or None when the game offers none."""
        return None

    def leave_action(self, state: S, seat: int) -> dict[str, Any] | None:
        """The action that removes ``seat`` from the game under the game's own rules for a player who
        leaves, or None when the game has no such rule (then only a substitute can take the seat)."""
        return None

    def has_leave_rule(self) -> bool:
        """Whether the game has a rule for a player who leaves: then :meth:`leave_action` being None
        means "not now" (e.g. during another player's combat), not "never"."""
        return False

    def corrections(self) -> tuple[CommandSpec, ...]:
        """The corrections a game master may make (move a figure, give a card...): each one's name,
        help and options. They are applied by :meth:`correct` and logged like actions."""
        return ()

    def correct(self, state: S, seat: int, name: str, params: Mapping[str, str]) -> Outcome[S]:
        """Apply the correction ``name`` to ``seat`` (a copy of ``state``); events say what changed
        (a private line for hidden details). Raise a RulesError when it cannot apply."""
        raise IllegalActionError(f"{self.name} declares no corrections.")

    # ------------------------------------------------------------------ commands and texts
    @abstractmethod
    def commands(self) -> CommandSet:
        """The game's command set: its moves as typed commands, and the texts around them."""

    def catalog(self) -> Catalog | None:
        """The game's message catalog (bot.engine.i18n): its command and option names and
        descriptions in every language (``cmd-<group>-<command>``, ``opt-<option>``), and its texts.
        None: the game speaks English only."""
        return None

    # ------------------------------------------------------------------ the box (optional)
    def components(self) -> tuple[Component, ...]:
        """Every component in the game's box that ``/card`` can show, in the order it lists them. It
        describes the box, never a state: nothing here may tell where a component is in a game."""
        return ()

    def describe(self, component_id: str) -> list[str]:
        """What the component ``component_id`` (an id from :meth:`components`) does and its numbers, in
        our own words, as lines (at most about 1,900 characters in all); empty for an unknown id."""
        return []

    # ------------------------------------------------------------------ views
    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: the public, which never holds hidden information)."""

    def data_report(self) -> str:
        """A summary of the game's component data: coverage, disputed values, known gaps."""
        return f"{self.name} keeps no component data."

    # ------------------------------------------------------------------ serialization
    @abstractmethod
    def dump(self, state: S) -> dict[str, Any]:
        """A JSON-able dict of the state, carrying ``schema``."""

    @abstractmethod
    def _load_current(self, data: dict[str, Any]) -> S:
        """Rebuild a state already migrated to :attr:`schema`."""

    def migrations(self) -> Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]:
        """``{n: f}``: ``f`` turns a schema-``n`` dict into a schema-``n + 1`` dict."""
        return {}

    def load(self, data: dict[str, Any]) -> S:
        """Rebuild a state from :meth:`dump` output of this or any older schema."""
        version = int(data.get("schema", 1))
        steps = self.migrations()
        while version < self.schema:
            if version not in steps:
                raise ValueError(f"{self.name}: no migration from state schema {version}")
            data = steps[version](dict(data))
            version += 1
            data["schema"] = version
        if version != self.schema:
            raise ValueError(f"{self.name}: state schema {version} is newer than this bot ({self.schema})")
        return self._load_current(data)

    def copy(self, state: S) -> S:
        """A deep copy of ``state`` (pickling is several times faster than ``copy.deepcopy``)."""
        copied: S = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
        return copied

    def replay(
        self,
        options: Mapping[str, str],
        seats: Sequence[PlayerSeat],
        seed: str,
        actions: Sequence[tuple[int, Mapping[str, Any]]],
    ) -> S:
        """Rebuild the state from the set-up and the effective action log."""
        state = self.new(options, seats, seed).state
        for seat, action in actions:
            kind = str(action.get("type", ""))
            if kind.startswith(CORRECTION_PREFIX):  # a game master's correction, logged like an action
                params = {k: str(v) for k, v in action.items() if k not in ("type", "by")}
                state = self.correct(state, seat, kind[len(CORRECTION_PREFIX) :], params).state
            else:
                state = self.apply(state, seat, action, in_place=True).state
        return state

    def option(self, state: S, seat: int, option_id: str) -> Option:
        """The offered option with this id, or a refusal naming what is offered instead."""
        d = self.decision(state, seat)
        offered = list(d.options) if d is not None else self.off_turn_options(state, seat)
        for o in offered:
            if o.id == option_id:
                return o
        if not offered:
            raise IllegalActionError("Nothing is being asked of you now.")
        raise IllegalActionError(
            "That choice is no longer offered. Now you can: "
            + "; ".join(words(o.label) for o in offered[:10])
            + "."
        )
