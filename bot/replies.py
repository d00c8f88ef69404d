"""What a command gets and gives, shared by the command table (:mod:`bot.commands`) and the
operations commands (:mod:`bot.ops.commands`): the caller, the reply, and the registry of the shared
commands that both fill."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine import i18n
from bot.engine.commands import Control, OptionSpec, Picture
from bot.engine.contract import Game
from bot.engine.i18n import DEFAULT, Joined, Say, Text, t
from bot.service import ActResult, GameService


@dataclass(frozen=True)
class Caller:
    """Who is asking, and where."""

    user_id: int
    name: str
    channel_id: int
    guild_id: int | None = None
    is_manager: bool = False  # holds Manage Server (may abandon games / remove players)
    lang: str = DEFAULT  # the reader's language (their Discord locale): private answers use it
    server_lang: str = DEFAULT  # the server's language: public messages use it unless the game sets one
    interaction_id: str | None = None  # Discord interaction id (exactly-once guard)
    expected_seq: int | None = None  # from a button: the game's seq when the button was drawn (stale guard)


@dataclass
class Reply:
    """What a command produced.

    ``public`` lines are for the whole channel; ``private`` lines only for the caller (ephemeral on
    Discord, marked as private in the console). ``error`` means nothing changed. Lines are texts from
    the catalogs until :func:`finished` puts them into words: the public ones in the game's language,
    the private ones in the caller's.
    """

    public: list[Say] = field(default_factory=list)
    private: list[Say] = field(default_factory=list)
    error: bool = False
    map_image: bytes | None = None  # a public map picture (PNG/JPEG bytes)
    map_private: bool = False  # True when the map and the pictures are the caller's alone (/map, /hand)
    pictures: list[tuple[str, bytes]] = field(default_factory=list)  # further pictures (name, bytes)
    controls: list[Control] = field(default_factory=list)  # private controls (hand: play a card ...)
    game_id: int | None = None
    seq: int | None = None  # the game's sequence number after this command
    next_user_id: int | None = None  # whose turn it is now (for the "your turn" prompt), if it changed
    next_user_ids: list[int] = field(default_factory=list)  # everyone asked now (simultaneous choices)
    turn_changed: bool = False
    declare: dict[str, Any] | None = None  # the game's private multi-pick declaration controls
    choice: dict[str, Any] | None = None  # the caller's pending question, answered with its own controls
    attachment: tuple[str, bytes] | None = None  # a private file (name, bytes): an exported game
    notify_user_id: int | None = None  # the active player, told of an action used outside their turn
    lang: str = DEFAULT  # once put into words: the language of what only the caller sees
    public_lang: str = DEFAULT  # once put into words: the language of the public lines
    # public blocks kept up to date in one message each, by key (Panel.live): [] says the block is over
    live: dict[str, Sequence[Say]] = field(default_factory=dict)


Handler = Callable[[GameService, Caller, dict[str, str]], Awaitable[Reply]]


@dataclass(frozen=True)
class Command:
    name: str  # "game new", "mk move", "hand"
    description: str
    handler: Handler
    options: tuple[OptionSpec, ...] = ()
    setup: str = ""  # "table": it also asks every set-up choice of the games; "seat": the per-seat ones


SHARED: dict[str, Command] = {}


def command(
    name: str, description: str, *options: OptionSpec, setup: str = ""
) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        SHARED[name] = Command(name, description, fn, options, setup)
        return fn

    return register


def error(text: Say) -> Reply:
    return Reply(private=[text], error=True)


def said(lines: list[Say]) -> list[str]:
    """A finished reply's lines as the strings they are (a text left unworded reads in English)."""
    return [i18n.english(line) for line in lines]


def finished(reply: Reply, lang: str, public_lang: str) -> Reply:
    """``reply`` put into words: public lines in ``public_lang``, everything only the caller sees
    (private lines, controls, the declaration and question prompts) in ``lang``."""
    reply.lang, reply.public_lang = lang, public_lang
    reply.public = [i18n.render(public_lang, line) for line in reply.public]
    reply.live = {k: [i18n.render(public_lang, line) for line in block] for k, block in reply.live.items()}
    reply.private = [i18n.render(lang, line) for line in reply.private]
    reply.controls = [
        Control(
            i18n.render(lang, c.label),
            c.command,
            c.options,
            c.group,
            i18n.render(lang, c.group_title),
            c.option_id,
        )
        for c in reply.controls
    ]
    if reply.declare is not None:
        reply.declare = worded(lang, reply.declare)
    if reply.choice is not None:
        reply.choice = worded(lang, reply.choice)
    return reply


def worded(lang: str, value: Any) -> Any:
    """Every text inside a game's structured prompt put into words."""
    if isinstance(value, Text | Joined):
        return i18n.render(lang, value)
    if isinstance(value, dict):
        return {k: worded(lang, v) for k, v in value.items()}
    if isinstance(value, list):
        return [worded(lang, v) for v in value]
    if isinstance(value, tuple):
        return tuple(worded(lang, v) for v in value)
    return value


# ------------------------------------------------------------------------------------- after an action
async def acted(caller: Caller, result: ActResult) -> Reply:
    if result.duplicate:
        return Reply(
            private=[t("lobby-repeated-click")],
            game_id=result.game.id,
            seq=result.seq,
        )
    assert result.rules is not None and result.outcome is not None
    reply = result_reply(caller, result)
    action = dict(result.action or {})
    panel = result.rules.commands().after(result.state, result.seat, action, result.outcome)
    reply.public += panel.public
    reply.private += panel.private
    reply.declare, reply.choice = panel.declare, panel.choice
    reply.live = dict(panel.live)
    # The game's further pictures (a battlefield) stand for the map while it shows them, unless it asks
    # for the map too: a hand-over inside a combat needs the battlefield, not the adventure map.
    turn_map = reply.turn_changed and not panel.show_pictures
    if turn_map or result.outcome.result is not None or panel.show_map:
        reply.map_image = await render(result.rules, result.state)
    if panel.show_pictures:
        reply.pictures = await pictures(result.rules, result.state)
    return reply


def result_reply(caller: Caller, result: ActResult) -> Reply:
    assert result.rules is not None
    players = result.players or result.rules.players(result.state)
    seat = next((p.seat for p in players if p.user_id == caller.user_id), None)
    reply = Reply(game_id=result.game.id, seq=result.seq, turn_changed=result.turn_changed)
    for e in result.events:
        if e.text:  # an event may speak only to one player
            reply.public.append(e.text)
        if seat is not None and seat in e.private:
            reply.private.append(e.private[seat])
    if result.digest:
        reply.public.append(i18n.join(*result.digest, sep="\n"))
    movers = result.rules.to_move(result.state)
    if movers:
        reply.next_user_id = players[movers[0]].user_id
        reply.next_user_ids = [players[s].user_id for s in movers]
        off_turn = result.outcome is not None and seat not in result.asked_before
        if seat is not None and off_turn and seat not in movers and not result.turn_changed:
            reply.notify_user_id = reply.next_user_id  # used outside the active player's turn: tell them
    return reply


async def render(
    rules: Game[Any] | None, state: Any, seat: int | None = None, highlight: bool = False
) -> bytes | None:
    """The map picture, its words in the language of whoever the command answers."""
    if rules is None:
        return None
    lang = i18n.reading.get()
    return await asyncio.to_thread(rules.commands().map_image, state, seat, highlight=highlight, lang=lang)


async def drawn(pictures: Sequence[Picture], lang: str) -> list[tuple[str, bytes]]:
    """A panel's pictures as encoded pictures: each one given as a drawing is drawn in ``lang`` (the
    reader's), off the event loop."""
    out: list[tuple[str, bytes]] = []
    for name, picture in pictures:
        image = picture if isinstance(picture, bytes) else await asyncio.to_thread(picture, lang)
        out.append((name, image))
    return out


async def pictures(rules: Game[Any] | None, state: Any, seat: int | None = None) -> list[tuple[str, bytes]]:
    """The game's further pictures now (a battlefield during a combat), drawn off the event loop, their
    words in the language of whoever the command answers (as :func:`render`)."""
    if rules is None:
        return []
    lang = i18n.reading.get()
    return await asyncio.to_thread(functools.partial(rules.commands().pictures, state, seat, lang=lang))
