"""The command table shared by Discord and the console, for every registered game.

The lobby and housekeeping (``/game …``, ``/hand``, ``/map``, ``/undo``, ``/help``) are written
here once; each game adds its own group (``/mk …``) from its :class:`~bot.engine.commands.CommandSet`.
Discord cogs and the offline console both call :func:`dispatch` and :func:`autocomplete` and
present the :class:`Reply`; nothing here knows Discord or any particular game.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
from typing import Any

from bot.engine.commands import FLAG, INTEGER, CommandSpec, Control, OptionSpec, Panel, Table
from bot.engine.contract import Component, Game, SetupChoice
from bot.engine.errors import RulesError
from bot.engine.i18n import LANGUAGES, Moment, Say, Text, has, join, reading, spellings, t, words
from bot.engine.i18n import loaded as loaded_text
from bot.engine.i18n import render as render_text
from bot.engine.notation import norm, resolve, suggestions
from bot.games import registry
from bot.ops import commands as _operations  # noqa: F401  (registers the operations commands)
from bot.ops.commands import YES, language_name
from bot.replies import (
    SHARED,
    Caller,
    Command,
    Handler,
    Reply,
    acted,
    command,
    drawn,
    error,
    finished,
    pictures,
    render,
    result_reply,
)
from bot.service import GameService, Loaded, ServiceError, Shown
from bot.store import LogEntry
from bot.store.ops import VOTE_KINDS

# =============================================================================== the command table
LOG_PAGE = 15


def command_table() -> dict[str, Command]:
    """Every command: the shared ones, then each registered game's group."""
    return dict(_table(tuple(g.id for g in registry.games())))


@functools.cache
def _table(game_ids: tuple[str, ...]) -> dict[str, Command]:
    out = dict(SHARED)
    for game_id in game_ids:
        game = registry.get(game_id)
        for spec in game.commands().specs():
            name = f"{game.command_group} {spec.name}"
            out[name] = Command(name, spec.description, _game_handler(game, spec), spec.options)
    for name, cmd in list(out.items()):  # the lobby asks for every set-up choice the installed games declare
        if cmd.setup:
            out[name] = _with_setup_options(cmd, per_seat=None if cmd.setup == "table" else True)
    return out


def _with_setup_options(cmd: Command, per_seat: bool | None) -> Command:
    known = {o.name for o in cmd.options}
    declared: dict[str, list[tuple[Game[Any], SetupChoice]]] = {}
    for game in registry.games():
        for c in game.setup_choices():
            if (per_seat is None or c.per_seat == per_seat) and c.key not in known:
                declared.setdefault(c.key, []).append((game, c))
    extra: list[OptionSpec] = []
    for key, owners in declared.items():
        game, c = owners[0]
        if len(owners) > 1:  # a choice several games declare (scenario, hero): named without one game
            label = ("your " if c.per_seat else "") + key.replace("_", " ")
            extra.append(OptionSpec(key, label[:1].upper() + label[1:], False, "setup"))
            continue
        what = "your " + c.label.lower() if c.per_seat else c.label.lower()
        extra.append(OptionSpec(key, f"{game.name}: {what}", False, "setup"))
    return dataclasses.replace(cmd, options=cmd.options + tuple(extra))


async def dispatch(service: GameService, caller: Caller, name: str, options: dict[str, str]) -> Reply:
    """Run a command. Rules errors become a private error reply; nothing changes on error."""
    refusal = _malformed(name, options)
    if refusal is not None:
        return await finish(service, caller, error(refusal))
    cmd = command_table()[name]
    token = reading.set(caller.lang)
    try:
        reply = await cmd.handler(service, caller, {k: v for k, v in options.items() if v not in (None, "")})
    except RulesError as exc:
        reply = error(exc.text)
    finally:
        reading.reset(token)
    return await finish(service, caller, await with_inbox(service, caller, reply))


def _malformed(name: str, options: dict[str, str]) -> Say | None:
    """Why a command cannot run as typed (no such command, an unknown or a missing option), or None."""
    cmd = command_table().get(name)
    if cmd is None:
        return t("lobby-unknown-command", name=name)
    known = {o.name for o in cmd.options}
    unknown = sorted(set(options) - known)
    if unknown:
        allowed = [o.name for o in cmd.options] or t("lobby-none")
        return t("lobby-unknown-option", name=name, unknown=unknown, allowed=allowed)
    missing = [o.name for o in cmd.options if o.required and not options.get(o.name)]
    if missing:
        return t("lobby-missing-option", name=name, missing=[m + ":<value>" for m in missing])
    return None


async def finish(service: GameService, caller: Caller, reply: Reply) -> Reply:
    """The reply in words: public lines in the game's language (its creator's choice, else the
    server's), private ones in the caller's; the caller's and the server's languages are kept for
    messages sent later, outside a command (reminders, a private thread)."""
    public = caller.server_lang
    if reply.game_id is not None:
        public = await service.game_language(reply.game_id) or public
    if caller.interaction_id is not None:  # a player's own command (not one the bot runs for them)
        await service.remember_language(caller.user_id, caller.lang)
        service.remember_server(caller.guild_id, caller.server_lang)
    return finished(reply, caller.lang, public)


async def with_inbox(service: GameService, caller: Caller, reply: Reply) -> Reply:
    """Add the private lines waiting for the caller in this channel's game (the "since your last move"
    digest, a correction's hidden details): shown once, only to them."""
    game_id = reply.game_id
    if game_id is None:
        game = await service.store.live_game(caller.channel_id)
        if game is None or game.status != "active":
            return reply
        game_id = game.id
    reply.private += [loaded_text(x) for x in await service.store.take_private(game_id, caller.user_id)]
    return reply


# ------------------------------------------------------------------------------------- lobby
def _lobby_text(lobby: dict[str, Any]) -> Text:
    rules = GameService.rules(lobby["game"])
    choices = rules.setup_choices()
    table = [
        c.names().get(str(lobby[c.key]), str(lobby[c.key]))
        for c in choices
        if not c.per_seat and c.key in lobby
    ]
    per_seat = [c for c in choices if c.per_seat]
    seats = lobby["seats"]

    def seat_text(s: dict[str, Any]) -> str:
        picked = [c.names().get(str(s[c.key]), str(s[c.key])) for c in per_seat if c.key in s]
        return s["name"] + (f" ({', '.join(picked)})" if picked else "")

    names = [seat_text(s) for s in seats] or t("lobby-nobody-yet")
    setup = [rules.name, *table]
    return t("lobby-table", setup=setup, n=len(seats), max=int(lobby["max_players"]), names=names)


def _join_hint(rules: Game[Any]) -> Text:
    keys = "".join(f" {c.key}:<{c.label.lower()}>" for c in rules.setup_choices() if c.per_seat)
    return t("lobby-join-hint", keys=keys)


def _setup_options(rules: Game[Any], o: dict[str, str], *, per_seat: bool) -> dict[str, str | None]:
    """The set-up choices of ``rules`` given as options; a choice of another game is refused."""
    mine = {c.key for c in rules.setup_choices() if c.per_seat == per_seat}
    others = {c.key for g in registry.games() for c in g.setup_choices()} - {
        c.key for c in rules.setup_choices()
    }
    wrong = sorted(k for k in o if k in others)
    if wrong:
        raise ServiceError(t("lobby-unknown-choice-short", game=rules.name, unknown=wrong))
    return {k: o[k] for k in mine if k in o}


def _implied_game(installed: list[Game[Any]], o: dict[str, str]) -> str:
    """The game a ``/game new`` without ``game`` means: the only one installed, or the only one whose
    set-up choices accept every set-up option given (``hero:tovak``); otherwise a refusal naming them."""
    if len(installed) == 1:
        return installed[0].id

    def accepts(game: Game[Any]) -> bool:
        choices = {c.key: c for c in game.setup_choices()}
        given = {k: v for k, v in o.items() if k != "players" and k in _all_setup_keys()}
        return all(
            k in choices and norm(v) in {norm(x) for pair in choices[k].values for x in pair}
            for k, v in given.items()
        )

    fitting = [g for g in installed if accepts(g)]
    if len(fitting) == 1 and any(k in _all_setup_keys() for k in o):
        return fitting[0].id
    raise ServiceError(t("lobby-which-game", games=[f"game:{g.id} ({g.name})" for g in installed]))


def _all_setup_keys() -> set[str]:
    return {c.key for g in registry.games() for c in g.setup_choices()}


@command(
    "game new",
    "Open a new game in this channel",
    OptionSpec("game", "Which game", choices="game"),
    OptionSpec("players", "How many players", type=INTEGER, low=1),
    setup="table",
)
async def _game_new(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    installed = registry.games()
    if not installed:
        return error(t("lobby-none-installed"))
    if "game" in o:
        game = resolve(o["game"], [(g.id, g.name) for g in installed], t("eng-what-game"))
    else:
        game = _implied_game(installed, o)
    rules = service.rules(game)
    try:
        players = int(o["players"]) if "players" in o else None
    except ValueError:
        return error(t("lobby-players-number", value=o["players"]))
    seat = _setup_options(rules, o, per_seat=True)
    rec = await service.new_game(
        channel_id=caller.channel_id,
        guild_id=caller.guild_id,
        user_id=caller.user_id,
        name=caller.name,
        game=game,
        options=_setup_options(rules, o, per_seat=False),
        seat=seat or None,
        max_players=players,
    )
    return Reply(
        public=[t("lobby-opens", name=caller.name, table=_lobby_text(rec.lobby)), _join_hint(rules)],
        game_id=rec.id,
    )


@command("game join", "Take a seat", setup="seat")
async def _game_join(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = await service.live(caller.channel_id)
    choices = _setup_options(service.rules(game.game_type), o, per_seat=True)
    rec = await service.join(
        channel_id=caller.channel_id, user_id=caller.user_id, name=caller.name, choices=choices
    )
    return Reply(public=[t("lobby-joins", name=caller.name, table=_lobby_text(rec.lobby))], game_id=rec.id)


@command("game leave", "Leave the game before it starts")
async def _game_leave(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    rec, gone = await service.leave(channel_id=caller.channel_id, user_id=caller.user_id)
    return Reply(public=[t("lobby-leaves", name=gone["name"], table=_lobby_text(rec.lobby))], game_id=rec.id)


@command(
    "game kick",
    "Remove a player before the game starts (creator or Manage Server)",
    OptionSpec("player", "The player's user id or name", True, "seated"),
)
async def _game_kick(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = await service.live(caller.channel_id)
    seats = game.lobby["seats"]
    target = resolve(o["player"], [(str(s["user_id"]), s["name"]) for s in seats], t("eng-what-player"))
    rec, gone = await service.leave(
        channel_id=caller.channel_id, user_id=caller.user_id, target=int(target), is_manager=caller.is_manager
    )
    text = t("lobby-removes", name=caller.name, gone=gone["name"], table=_lobby_text(rec.lobby))
    return Reply(public=[text], game_id=rec.id)


@command("game start", "Start the game with the seated players")
async def _game_start(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    result = await service.start(
        channel_id=caller.channel_id, user_id=caller.user_id, is_manager=caller.is_manager
    )
    reply = result_reply(caller, result)
    reply.map_image = await render(result.rules, result.state)
    return reply


@command("game abandon", "End the game in this channel (creator or Manage Server)")
async def _game_abandon(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = await service.abandon(
        channel_id=caller.channel_id, user_id=caller.user_id, is_manager=caller.is_manager
    )
    return Reply(public=[t("lobby-abandons", name=caller.name)], game_id=game.id)


@command(
    "game status",
    "Round, whose turn, and every player's public numbers",
    OptionSpec("offers", "yes: what lies on offer, in detail, with a picture", type=FLAG),
)
async def _game_status(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = await service.store.live_game(caller.channel_id)
    if game is not None and game.status == "lobby":
        return Reply(private=[t("lobby-status", table=_lobby_text(game.lobby))], game_id=game.id)
    loaded = await service.load(caller.channel_id, any_status=True)
    if norm(o.get("offers", "no")) in YES:
        panel = loaded.rules.commands().offers(loaded.state)
        if panel is None:
            return error(t("ui-pic-no-offers", game=loaded.rules.name))
        return await _panel_reply(panel, loaded, group=loaded.rules.command_group, lang=caller.lang)
    return Reply(
        private=[*loaded.rules.commands().status(loaded.state)], game_id=loaded.game.id, seq=loaded.seq
    )


@command(
    "game log",
    "The log with times, filtered by player or round, in pages",
    OptionSpec("page", "Page number, 1 = newest", type=INTEGER, low=1),
    OptionSpec("player", "Only this player's entries", choices="players"),
    OptionSpec("round", "Only this round's entries", type=INTEGER, low=1),
)
async def _game_log(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id, any_status=True)
    try:
        page = max(1, int(o.get("page", "1")))
        rnd = int(o["round"]) if "round" in o else None
    except ValueError:
        return error(t("lobby-log-numbers"))
    seat = None
    filters: list[Say] = []
    if "player" in o:
        players = loaded.players()
        seat = int(resolve(o["player"], [(str(p.seat), p.name) for p in players], t("eng-what-player")))
        filters.append(next(p.name for p in players if p.seat == seat))
    if rnd is not None:
        filters.append(t("lobby-log-round", round=rnd))
    total = await service.store.count_log(loaded.game.id, seat=seat, round=rnd)
    if total == 0:
        return Reply(private=[t("lobby-log-empty")], game_id=loaded.game.id)
    pages = max(1, -(-total // LOG_PAGE))
    if page > pages:
        return error(t("lobby-log-pages", pages=pages))
    entries = await service.store.log(
        loaded.game.id, limit=LOG_PAGE, offset=(page - 1) * LOG_PAGE, seat=seat, round=rnd
    )
    zone = (await service.store.prefs(caller.user_id)).tz or "UTC"  # the reader's own time
    header = (
        t("lobby-log-header-filtered", page=page, pages=pages, filters=filters)
        if filters
        else t("lobby-log-header", page=page, pages=pages)
    )
    lines: list[Say] = [header, *(log_line(e, zone) for e in entries)]
    return Reply(private=lines, game_id=loaded.game.id)


def log_line(e: LogEntry, zone: str = "UTC") -> Say:
    """One log entry: number, time (in ``zone``, as the reader's language writes it), round where
    known, and what happened."""
    return join(
        t("lobby-log-entry", seq=str(e.seq), when=Moment(e.created_at, zone)),
        t("lobby-log-entry-round", round=str(e.round)) if e.round is not None else "",
        t("lobby-log-undone") if e.undone else "",
        loaded_text(e.summary),
    )


# ------------------------------------------------------------------------------------- a game's commands
def _game_handler(game: Game[Any], spec: CommandSpec) -> Handler:
    async def handle(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
        done = await service.command(
            channel_id=caller.channel_id,
            user_id=caller.user_id,
            parse=lambda table: game.commands().parse(table, spec.name, o),
            game=game.id,
            interaction_id=caller.interaction_id,
            expected_seq=caller.expected_seq,
        )
        if isinstance(done, Shown):
            return await _panel_reply(done.panel, done.loaded, group=game.command_group, lang=caller.lang)
        return await acted(caller, done)

    return handle


async def _panel_reply(panel: Panel, loaded: Loaded, *, group: str, lang: str) -> Reply:
    """A game's panel as a reply; its pictures are the asker's alone, drawn in their language ``lang``
    (after the game's lock is released: a panel's drawing holds its own copy of what it shows)."""
    pictures = await drawn(panel.pictures, lang) if not panel.error else []
    return Reply(
        public=list(panel.public),
        private=list(panel.private),
        error=panel.error,
        pictures=pictures,
        map_private=bool(pictures),
        controls=[_grouped(c, group) for c in panel.controls],
        declare=panel.declare,
        choice=panel.choice,
        game_id=loaded.game.id,
        seq=loaded.seq,
    )


def _grouped(c: Control, group: str) -> Control:
    """A game's control as a full command name (``play`` of ``mk`` is ``mk play``)."""
    return Control(
        c.label, f"{group} {c.command}", dict(c.options), c.group or c.command, c.group_title, c.option_id
    )


async def choose(service: GameService, caller: Caller, control: Control) -> Reply:
    """Apply what a control stands for: its offered option, re-checked under the game's lock (no
    round trip through a command's text), or else its command."""
    if not control.option_id:
        return await dispatch(service, caller, control.command, dict(control.options))
    try:
        result = await service.act(
            channel_id=caller.channel_id,
            user_id=caller.user_id,
            option_id=control.option_id,
            interaction_id=caller.interaction_id,
            expected_seq=caller.expected_seq,
        )
    except RulesError as exc:
        return await finish(service, caller, error(exc.text))
    token = reading.set(caller.lang)
    try:
        return await finish(service, caller, await acted(caller, result))
    finally:
        reading.reset(token)


# ------------------------------------------------------------------------------------- the table
@command(
    "hand",
    "Your hand and resources (only you see them), with controls to play",
    OptionSpec("text_only", "yes: only the text list, without the picture", type=FLAG),
)
async def _hand(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    panel = loaded.rules.commands().hand(loaded.state, seat)
    if norm(o.get("text_only", "no")) in YES:  # (the hand controls refresh their text this way)
        panel.pictures = []
    return await _panel_reply(panel, loaded, group=loaded.rules.command_group, lang=caller.lang)


@command("map", "The map as a picture", OptionSpec("public", "yes: post it for everyone", type=FLAG))
async def _map(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id, any_status=True)
    seat = next((p.seat for p in loaded.players() if p.user_id == caller.user_id), None)
    public = norm(o.get("public", "no")) in ("yes", "y", "true", "1")
    image = await render(loaded.rules, loaded.state, seat, highlight=not public)
    if image is None:
        return error(t("lobby-no-map", game=loaded.rules.name))
    marked = not public and seat is not None and seat in loaded.rules.to_move(loaded.state)
    text = t("lobby-map-marked" if marked else "lobby-map")
    return Reply(
        public=[text] if public else [],
        private=[] if public else [text],
        map_image=image,
        map_private=not public,
        pictures=await pictures(loaded.rules, loaded.state, seat),
        game_id=loaded.game.id,
        seq=loaded.seq,
    )


@command("undo", "Take back your last action (within the rulebook's limits)")
async def _undo(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    result = await service.undo(
        channel_id=caller.channel_id, user_id=caller.user_id, interaction_id=caller.interaction_id
    )
    if result.duplicate:
        return Reply(private=[t("lobby-undo-done-already")], game_id=result.game.id, seq=result.seq)
    reply = Reply(public=[e.text for e in result.events], game_id=result.game.id, seq=result.seq)
    if result.rules is not None:
        panel = result.rules.commands().after(result.state, result.seat, {"type": "undo"}, None)
        reply.public += panel.public
        reply.declare = panel.declare
        reply.live = dict(panel.live)
    return reply


@command("help", "The commands")
async def _help(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    for game in registry.games():  # its command descriptions, from its catalog
        game.catalog()
    lines: list[Say] = [t("lobby-help")]
    for c in command_table().values():
        opts = " ".join(f"{s.name}:<…>" if s.required else f"[{s.name}:…]" for s in c.options)
        lines.append(join(f"/{c.name} {opts}".rstrip(), "—", _description(c)))
    return Reply(private=[*lines])


def _description(c: Command) -> Say:
    """What a command does, from the catalogs (in the reader's language) where they describe it."""
    key = "cmd-" + c.name.replace(" ", "-").replace("_", "-") + ".description"
    return Text(key) if has(key) else c.description


# ------------------------------------------------------------------------------------- /card
CARD_LIMIT = 1900  # one Discord message (2,000 characters) with room to spare
CARD_CLOSE = 8  # close matches listed for an unknown name


@command(
    "card",
    "What a card, unit, skill, enemy, site or tactic does, with its numbers (only you see it)",
    OptionSpec("name", "The component's name", True, "component"),
    OptionSpec("game", "Which game, where no game is played in this channel", choices="game"),
)
async def _card(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    rules = await _box_of(service, caller, o.get("game"))
    box = rules.components()
    if not box:
        return error(t("lobby-card-no-box", game=rules.name))
    found = _components_named(box, o["name"])
    if not found:
        close = _close_components(box, o["name"])
        return error(
            t(
                "lobby-card-close" if close else "lobby-card-hint",
                name=o["name"],
                game=rules.name,
                names=close,
            )
        )
    lines = [words(line) for c in found for line in rules.describe(c.id)]
    return Reply(private=[*_fitted(lines, CARD_LIMIT)])


async def _box_of(service: GameService, caller: Caller, game: str | None) -> Game[Any]:
    """The game whose box /card opens: the one named, else the channel's, else the only one installed."""
    installed = registry.games()
    if game:
        return service.rules(resolve(game, [(g.id, g.name) for g in installed], t("eng-what-game")))
    rec = await service.store.live_game(caller.channel_id)
    if rec is not None:
        return service.rules(rec.game_type)
    boxed = [g for g in installed if g.components()]
    if len(boxed) == 1:
        return boxed[0]
    raise ServiceError(t("lobby-card-which-game", games=[f"game:{g.id}" for g in boxed or installed]))


def _components_named(box: tuple[Component, ...], text: str) -> list[Component]:
    """The components ``text`` names: by id (what autocomplete gives), else every one with that name
    (a HoMM3 unit and its neutral namesake), else the only one whose name starts so."""
    key = norm(text)
    by_id = [c for c in box if c.id == text.strip() or norm(c.id) == key]
    if by_id:
        return by_id[:1]
    named = [c for c in box if key in {norm(n) for n in spellings(c.name)} or norm(c.label) == key]
    if named:
        return named[:3]
    prefix = [c for c in box if any(norm(n).startswith(key) for n in spellings(c.name))]
    return prefix if len(prefix) == 1 else []


def _close_components(box: tuple[Component, ...], text: str) -> list[str]:
    """Labels of the components closest to ``text``: those containing it, else similar names."""
    key = norm(text)
    containing = [c.label for c in box if key and key in norm(c.name)]
    if containing:
        return containing[:CARD_CLOSE]
    names = {norm(c.name): c.label for c in box}
    return [names[n] for n in difflib.get_close_matches(key, list(names), n=CARD_CLOSE, cutoff=0.6)]


def _fitted(lines: list[str], limit: int) -> list[str]:
    """``lines`` cut to fit ``limit`` characters in all, marked where cut."""
    out: list[str] = []
    used = 0
    more = words(t("lobby-card-more"))
    for line in lines:
        if used + len(line) + 1 > limit:
            room = limit - used - len(more) - 1
            if room > 40:
                out.append(line[:room].rsplit(" ", 1)[0])
            out.append(more)
            break
        out.append(line)
        used += len(line) + 1
    return out


# ------------------------------------------------------------------------------------- autocomplete
async def autocomplete(
    service: GameService,
    caller: Caller,
    name: str,
    option: str,
    current: str,
    filled: dict[str, str] | None = None,
) -> list[tuple[str, str]]:
    """Up to 25 ``(label, value)`` suggestions for ``option`` of command ``name``, from the game's
    legal options where there are any, labelled in the caller's language."""
    token = reading.set(caller.lang)
    try:
        return await _autocomplete(service, caller, name, option, current, filled or {})
    finally:
        reading.reset(token)


async def _autocomplete(
    service: GameService, caller: Caller, name: str, option: str, current: str, filled: dict[str, str]
) -> list[tuple[str, str]]:
    cmd = command_table().get(name)
    spec = next((s for s in cmd.options if s.name == option), None) if cmd else None
    if spec is None:
        return []
    pairs: list[tuple[str, str]] = []
    if spec.choices == "game":
        pairs = [(g.name, g.id) for g in registry.games()]
    elif spec.choices == "component":  # the box of the named game, else of the channel's
        try:
            box = (await _box_of(service, caller, filled.get("game"))).components()
        except RulesError:
            return []
        pairs = [(c.label[:100], c.id) for c in box]
    elif spec.choices == "setup":
        pairs = await _setup_suggest(service, caller, name, option, filled)
    elif spec.choices == "vote":
        pairs = [(k, k) for k in VOTE_KINDS]
    elif spec.choices == "language":  # a game's language, named in the caller's
        pairs = [(render_text(caller.lang, language_name(x)), x or "server") for x in (*LANGUAGES, None)]
    elif spec.choices == "correction":
        try:
            loaded = await service.load(caller.channel_id)
        except ServiceError:
            return []
        pairs = [
            ("list", "list"),
            *((f"{c.name}: {c.description}", c.name) for c in loaded.rules.corrections()),
        ]
    elif spec.choices == "players":  # the seats of the started game, by their holders' names
        try:
            loaded = await service.load(caller.channel_id, any_status=True)
        except ServiceError:
            return []
        pairs = [(p.name, p.name) for p in loaded.players()]
    elif spec.choices == "seated":
        game = await service.store.live_game(caller.channel_id)
        pairs = [(s["name"], str(s["user_id"])) for s in (game.lobby["seats"] if game else [])]
    elif spec.choices:
        try:
            loaded = await service.load(caller.channel_id)
        except ServiceError:
            return []
        seat = next((p.seat for p in loaded.players() if p.user_id == caller.user_id), None)
        group, _, sub = name.partition(" ")
        if group != loaded.rules.command_group or seat is None:  # nothing to offer outside the game
            return []
        return loaded.rules.commands().suggest(Table(loaded.state, seat), sub, option, current, filled)[:25]
    return suggestions(pairs, current)


async def _setup_suggest(
    service: GameService, caller: Caller, name: str, option: str, filled: dict[str, str]
) -> list[tuple[str, str]]:
    """The values of a set-up choice: of the game being opened, or of the lobby's game (joining);
    values other players already hold are left out where they must be unique."""
    taken: set[str] = set()
    if command_table()[name].setup == "seat":  # joining: the lobby's game
        lobby = await service.store.live_game(caller.channel_id)
        if lobby is None or lobby.status != "lobby":
            return []
        games = [service.rules(lobby.game_type)]
        taken = {str(s.get(option)) for s in lobby.lobby.get("seats", [])}
    else:
        installed = registry.games()
        chosen = norm(filled.get("game", ""))
        games = [g for g in installed if chosen in (norm(g.id), norm(g.name))] or installed
    pairs: list[tuple[str, str]] = []
    for game in games:
        choice: SetupChoice | None = next((c for c in game.setup_choices() if c.key == option), None)
        if choice is not None:
            pairs += [(n, v) for v, n in choice.values if not (choice.unique and v in taken)]
    return pairs
