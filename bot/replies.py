"""What a command gets and gives, shared by the command table (:mod:`bot.commands`) and the
operations commands (:mod:`bot.ops.commands`): the caller, the reply, and the registry of the shared
commands that both fill."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.engine.commands import Control, OptionSpec
from bot.service import GameService


@dataclass(frozen=True)
class Caller:
    """Who is asking, and where."""

    user_id: int
    name: str
    channel_id: int
    guild_id: int | None = None
    is_manager: bool = False  # holds Manage Server (may abandon games / remove players)
    interaction_id: str | None = None  # Discord interaction id (exactly-once guard)
    expected_seq: int | None = None  # from a button: the game's seq when the button was drawn (stale guard)


@dataclass
class Reply:
    """What a command produced.

    ``public`` lines are for the whole channel; ``private`` lines only for the caller (ephemeral on
    Discord, marked as private in the console). ``error`` means nothing changed.
    """

    public: list[str] = field(default_factory=list)
    private: list[str] = field(default_factory=list)
    error: bool = False
    map_image: bytes | None = None  # a public map picture (PNG/JPEG bytes)
    map_private: bool = False  # True when the map was asked for privately (/map)
    controls: list[Control] = field(default_factory=list)  # private controls (hand: play a card ...)
    game_id: int | None = None
    seq: int | None = None  # the game's sequence number after this command
    next_user_id: int | None = None  # whose turn it is now (for the "your turn" prompt), if it changed
    next_user_ids: list[int] = field(default_factory=list)  # everyone asked now (simultaneous choices)
    turn_changed: bool = False
    declare: dict[str, Any] | None = None  # the game's private multi-pick declaration controls
    choice: dict[str, Any] | None = None  # the caller's pending question, answered with its own controls
    notify_user_id: int | None = None  # the active player, told of an action used outside their turn


Handler = Callable[[GameService, Caller, dict[str, str]], Awaitable[Reply]]


@dataclass(frozen=True)
class Command:
    name: str  # "game new", "mk move", "hand"
    description: str
    handler: Handler
    options: tuple[OptionSpec, ...] = ()


SHARED: dict[str, Command] = {}


def command(name: str, description: str, *options: OptionSpec) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        SHARED[name] = Command(name, description, fn, options)
        return fn

    return register


def error(text: str) -> Reply:
    return Reply(private=[text], error=True)
