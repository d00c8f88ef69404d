"""A game's command set: the typed commands of its slash-command group, a pure parser from typed
options to an action, autocomplete from the legal options, and the texts shared code shows.

Shared code (``bot/commands.py``, the Discord cogs, the console) turns every command of every
registered game into a slash command and a console command, loads the game once under its lock,
and asks the game's :class:`CommandSet` what the command means (:meth:`CommandSet.parse`): an
action to apply (:class:`Act`) or something to show (:class:`Show`). After an action, the game adds
what only it knows (:meth:`CommandSet.after`): a combat summary (a live block, kept up to date in one
public message), a pending question, whether the map changed, whether its further pictures
(:meth:`CommandSet.pictures`, such as a battlefield) are worth posting. Nothing here knows Discord.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.i18n import DEFAULT, Say
from bot.engine.outcome import Outcome

TEXT, INTEGER, FLAG, USER = "text", "integer", "flag", "user"  # USER: a server member, as "<id>|<name>"


@dataclass(frozen=True)
class OptionSpec:
    """One option of a command: its name, help, whether it is required, its type and where its
    autocomplete comes from (``choices`` names a source the command set knows, '' for none)."""

    name: str
    description: str
    required: bool = False
    choices: str = ""
    type: str = TEXT  # TEXT, INTEGER (with low/high), FLAG (yes/no) or USER (a member)
    low: int | None = None
    high: int | None = None


@dataclass(frozen=True)
class CommandSpec:
    """A command: ``name`` is the part after the group (``move`` in ``/mk move``)."""

    name: str
    description: str
    options: tuple[OptionSpec, ...] = ()


@dataclass
class Control:
    """One clickable choice for a player: running ``command`` with ``options``. ``group`` gathers
    related controls (the modes of one card) under ``group_title`` in a menu."""

    label: Say
    command: str
    options: dict[str, str]
    group: str = ""
    group_title: Say = ""
    option_id: str = ""  # the offered option this control applies (re-checked when clicked)


#: A function drawing a picture in a language (the reader's), returning the encoded picture.
Drawing = Callable[[str], bytes]
#: A picture for the asker: its file name, and the encoded picture or a :data:`Drawing` of it.
Picture = tuple[str, bytes | Drawing]


@dataclass
class Panel:
    """What a game adds to an answer: lines for everyone and for the asker, controls, and the game's
    own structured prompts (``declare``: a multi-pick declaration; ``choice``: a pending question)
    that the controls layer renders. ``turn_over`` overrides the outcome's ``turn_passed`` when the
    game knows better; ``show_map`` asks for a fresh public map, ``show_pictures`` for the game's further
    pictures (a battlefield during a combat), which then stand for the map a passed turn would post.
    ``pictures`` go to the asker alone, next to the private lines (a hand, the offers); a picture given
    as a :data:`Drawing` is drawn by shared code in the asker's language, off the event loop, once the
    game's lock is released (so a drawing must hold a copy of what it shows, never the live state).

    ``live`` holds public blocks that are kept up to date rather than printed again after every step,
    by a key (``"combat"``: the lines of the combat summary as it stands now). Discord posts the block
    once and then edits that message, the console prints it only when it changed; an empty list says
    the block is over (its message is edited a last time and forgotten)."""

    public: list[Say] = field(default_factory=list)
    private: list[Say] = field(default_factory=list)
    controls: list[Control] = field(default_factory=list)
    declare: dict[str, Any] | None = None
    choice: dict[str, Any] | None = None
    show_map: bool = False
    error: bool = False
    show_pictures: bool = (
        False  # post the game's further pictures (CommandSet.pictures) instead of the turn's map
    )
    pictures: list[Picture] = field(default_factory=list)  # the asker's own pictures (a hand)
    live: dict[str, Sequence[Say]] = field(default_factory=dict)  # key -> the block now ([]: it is over)


@dataclass(frozen=True)
class Act:
    """Apply ``action`` for the caller (``preview``: only say what it would do, apply nothing)."""

    action: dict[str, Any]
    preview: bool = False


@dataclass(frozen=True)
class Show:
    """Answer without acting: a private (or public) panel."""

    panel: Panel


@dataclass(frozen=True)
class Table:
    """What a command sees: the state read once under the game's lock, and the caller's seat (None
    for a spectator)."""

    state: Any
    seat: int | None


class CommandSet(ABC):
    """A game's moves as commands, and the texts around them."""

    #: The command behind the "End turn" button of a turn prompt (None: the prompt has no such button).
    end_turn: str | None = "end-turn"
    #: Whether the game draws a map (the turn prompt offers a Map button).
    has_map: bool = True
    #: The command that shows a player's pending multi-pick declaration (its ``Panel.declare``) again.
    declare_command: str | None = None

    @abstractmethod
    def specs(self) -> tuple[CommandSpec, ...]:
        """The commands of the game's group, in the order ``/help`` lists them."""

    @abstractmethod
    def parse(self, table: Table, name: str, options: Mapping[str, str]) -> Act | Show:
        """What command ``name`` with these typed options means now. Names are matched against
        what may be chosen now; a wrong one raises a RulesError saying what is possible instead."""

    @abstractmethod
    def suggest(
        self, table: Table, name: str, option: str, current: str, filled: Mapping[str, str]
    ) -> list[tuple[str, str]]:
        """Up to 25 ``(label, value)`` suggestions for ``option`` from the legal options."""

    @abstractmethod
    def preview(self, state: Any, seat: int, action: Mapping[str, Any]) -> tuple[bool, Say]:
        """What ``action`` would do (True and its public text) or why it fails (False and the
        refusal); nothing is applied and nothing hidden is revealed."""

    @abstractmethod
    def after(self, state: Any, seat: int, action: Mapping[str, Any], outcome: Outcome[Any] | None) -> Panel:
        """What the game adds after ``seat``'s action (``outcome`` is None after an undo): summaries,
        pending questions, the map."""

    @abstractmethod
    def status(self, state: Any) -> Sequence[Say]:
        """The public status: round, whose turn, every player's public numbers, or the final table."""

    @abstractmethod
    def hand(self, state: Any, seat: int) -> Panel:
        """A player's private panel: their hand and resources with controls for what they can do."""

    @abstractmethod
    def map_image(
        self, state: Any, seat: int | None, *, highlight: bool = False, lang: str = DEFAULT
    ) -> bytes | None:
        """The public map as an encoded picture (drawn with the shared pieces of ``bot/render``), or
        None for a game without a map. ``highlight`` marks what ``seat`` can reach now; the words drawn
        on it (title, legend) are in ``lang``. Shared code calls it off the event loop."""

    def offers(self, state: Any) -> Panel | None:
        """What lies on offer on the table, in detail (Mage Knight: the Source and the offers, with what
        each offered card and unit does, and their picture), for ``/game status offers:yes``; None for a
        game without offers. Public knowledge: the panel's lines and pictures go to the asker."""
        return None

    def pictures(self, state: Any, seat: int | None, *, lang: str = DEFAULT) -> list[tuple[str, bytes]]:
        """The game's further public pictures that belong with the map now, as ``(file name, encoded
        picture)`` (for example a battlefield during a combat), their words in ``lang``; none by
        default. Shared code posts them after an action whose panel sets ``show_pictures`` and with
        ``/map``, calling this off the event loop."""
        return []
