"""The operations commands: game and personal settings, "no more reminders", votes, substitutes,
the game master's rewind and corrections, the "since your last move" digest and the export.

They register in the shared command table (:mod:`bot.replies`), so Discord and the console get
them like every other command; their texts are in the platform catalog (``platform-ops.ftl``).
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

from bot.engine.commands import FLAG, INTEGER, USER, OptionSpec
from bot.engine.i18n import LANGUAGES, Joined, Say, Span, Text, dumps, english, t
from bot.engine.i18n import loaded as loaded_text
from bot.engine.notation import norm, resolve
from bot.ops import stats
from bot.ops.schedule import valid_zone
from bot.ops.scheduler import digest_lines
from bot.ops.votes import open_or_cast
from bot.replies import Caller, Reply, acted, command, error, result_reply
from bot.service import GameService, Loaded, ServiceError
from bot.store import dump_json
from bot.store.ops import VOTE_KINDS, GameOps

HOUR = 3600.0
#: Typed words for "yes", and for "off" / "none", in English, Czech and Polish (without diacritics).
YES = ("yes", "y", "on", "true", "1", "ano", "a", "zap", "zapnout", "tak", "t", "wl", "wlacz")
OFF = ("off", "no", "none", "0", "ne", "vyp", "vypnout", "zadne", "nie", "wyl", "wylacz", "brak")
#: A game's language as typed (``server``: the Discord server's own); a language's names included.
LANGUAGE_WORDS = {
    **{lang: lang for lang in LANGUAGES},
    "english": "en",
    "anglictina": "en",
    "angielski": "en",
    "cz": "cs",
    "czech": "cs",
    "cestina": "cs",
    "czeski": "cs",
    "polish": "pl",
    "polstina": "pl",
    "polski": "pl",
    "server": "",
    "serwer": "",
    "default": "",
}
ABSENT_STEPS = 40  # a skipped turn that is not over after this many steps is left to the table


def parse_user(text: str) -> tuple[int, str]:
    """A member option: ``"<id>|<name>"`` (Discord and the console), a mention or a bare id."""
    text = text.strip()
    if "|" in text:
        uid, _, name = text.partition("|")
        if uid.isdigit():
            return int(uid), name or uid
    m = re.fullmatch(r"<@!?(\d+)>|(\d+)", text)
    if m:
        uid = m[1] or m[2]
        return int(uid), uid
    raise ServiceError(t("ops-not-a-member", text=text))


def _hours(text: str) -> float | None:
    """Hours as seconds; 'off' / '0' is None."""
    if norm(text) in OFF:
        return None
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        raise ServiceError(t("ops-settings-bad-hours", value=text)) from None
    if value <= 0:
        return None
    return value * HOUR


def _yes(text: str) -> bool:
    return norm(text) in YES


def _seat_named(loaded: Loaded, text: str) -> int:
    players = loaded.players()
    return int(resolve(text, [(str(p.seat), p.name) for p in players], t("eng-what-player")))


def _language(text: str) -> str | None:
    """A game language as typed: ``en``, ``cs`` or ``pl`` (or its name), None for the server's own."""
    lang = LANGUAGE_WORDS.get(norm(text))
    if lang is None:
        raise ServiceError(t("ops-settings-bad-language", value=text))
    return lang or None


def language_name(lang: str | None) -> Text:
    """A language as the settings name it (None: the server's own)."""
    return t(f"ops-language-{lang}") if lang in LANGUAGES else t("ops-settings-server-language")


# ------------------------------------------------------------------------------------- settings
@command(
    "game settings",
    "Reminders, deadline, game master, private threads and language of this game",
    OptionSpec("remind_every", "Hours between reminders (off: none)"),
    OptionSpec(
        "remind_max", "Reminders before the bot stops and tells the creator", type=INTEGER, low=1, high=20
    ),
    OptionSpec("deadline", "Hours a player has to act (off: no deadline)"),
    OptionSpec("gm", "A game master besides the creator", type=USER),
    OptionSpec("threads", "A private thread per player with their hand", type=FLAG),
    OptionSpec(
        "language", "Language of the game's public messages: en, cs, pl or server", choices="language"
    ),
)
async def _game_settings(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    changes: dict[str, Any] = {}
    if o:
        if not await service.is_gm(loaded.game, caller.user_id, caller.is_manager):
            return error(t("ops-settings-only-gm"))
        if "language" in o:  # through the service, which keeps it for every later public message
            await service.set_game_language(loaded.game.id, _language(o["language"]))
        if "remind_every" in o:
            changes["remind_every"] = _hours(o["remind_every"]) or 0.0
        if "remind_max" in o:
            changes["remind_max"] = int(o["remind_max"])
        if "deadline" in o:
            changes["deadline"] = _hours(o["deadline"])
        if "gm" in o:
            changes["gm_user_id"] = parse_user(o["gm"])[0]
        if "threads" in o:
            changes["threads"] = int(_yes(o["threads"]))
    ops = (
        await service.store.set_game_ops(loaded.game.id, **changes)
        if changes
        else await service.store.game_ops(loaded.game.id)
    )
    text = game_settings_text(loaded.rules.name, ops)
    reply = Reply(game_id=loaded.game.id)
    if o:
        reply.public = [t("ops-settings-changed", name=caller.name, settings=text)]
    else:
        reply.private = [text]
    if changes.get("threads"):
        reply.public.append(t("ops-threads-notice"))
    return reply


def game_settings_text(game: str, ops: GameOps) -> Text:
    """A game's settings in words: reminders, deadline, game master, threads, pause, language."""
    return t(
        "ops-settings-game",
        game=game,
        every=Span(ops.remind_every) if ops.remind_every else t("ops-settings-off"),
        max=ops.remind_max,
        deadline=Span(ops.deadline) if ops.deadline else t("ops-settings-none"),
        gm=f"<@{ops.gm_user_id}>" if ops.gm_user_id else t("ops-settings-creator"),
        threads=t("ops-settings-on" if ops.threads else "ops-settings-off"),
        paused="yes" if ops.paused_at is not None else "no",
        language=language_name(ops.language),
    )


@command(
    "settings",
    "Your own settings: time zone, quiet hours, reminder interval, heads-up before your turn",
    OptionSpec("timezone", "Your time zone, e.g. Europe/Prague"),
    OptionSpec("quiet", "Quiet hours in your time, e.g. 22-7 (off: none)"),
    OptionSpec("remind_every", "Hours between your reminders (game: the game's own)"),
    OptionSpec("follow", "Tell me when the player before me starts", type=FLAG),
)
async def _settings(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    changes: dict[str, Any] = {}
    if "timezone" in o:
        if not valid_zone(o["timezone"]):
            return error(t("ops-settings-bad-tz", tz=o["timezone"]))
        changes["tz"] = o["timezone"]
    if "quiet" in o:
        if norm(o["quiet"]) in OFF:
            changes["quiet_from"] = changes["quiet_to"] = None
        else:
            m = re.fullmatch(r"\s*(\d{1,2})\s*-\s*(\d{1,2})\s*", o["quiet"])
            if not m or int(m[1]) > 23 or int(m[2]) > 23:
                return error(t("ops-settings-bad-quiet"))
            changes["quiet_from"], changes["quiet_to"] = int(m[1]), int(m[2])
    if "remind_every" in o:
        changes["remind_every"] = (
            None if norm(o["remind_every"]) in ("game", "hra", "gra") else (_hours(o["remind_every"]) or 0.0)
        )
    if "follow" in o:
        changes["follow"] = int(_yes(o["follow"]))
    prefs = (
        await service.store.set_prefs(caller.user_id, **changes)
        if changes
        else await service.store.prefs(caller.user_id)
    )
    quiet: Say = (
        f"{prefs.quiet_from}:00-{prefs.quiet_to}:00"
        if prefs.quiet_from is not None
        else t("ops-settings-no-quiet")
    )
    every: Say
    if prefs.remind_every is None:
        every = t("ops-settings-me-per-game")
    elif prefs.remind_every:
        every = t("ops-settings-me-every", every=Span(prefs.remind_every))
    else:
        every = t("ops-settings-off")
    follow = t("ops-settings-yes" if prefs.follow else "ops-settings-no")
    return Reply(
        private=[t("ops-settings-me", tz=prefs.tz or "UTC", quiet=quiet, every=every, follow=follow)]
    )


@command("game mute", "No more reminders for you this turn")
async def _game_mute(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    done = await service.store.mute(loaded.game.id, caller.user_id)
    return Reply(private=[t("ops-remind-muted" if done else "ops-remind-nothing")], game_id=loaded.game.id)


# ------------------------------------------------------------------------------------- votes and seats
def _no_remove(loaded: Loaded, seat: int) -> Text:
    """Why ``seat`` cannot be removed now: the game has no leaving rule, or not at this moment."""
    if not loaded.rules.has_leave_rule():
        return t("ops-vote-no-remove", game=loaded.rules.name)
    name = next((p.name for p in loaded.players() if p.seat == seat), str(seat))
    return t("ops-vote-remove-later", game=loaded.rules.name, player=name)


@command(
    "game vote",
    "Open or answer a vote: skip, substitute or remove an absent player, pause or resume",
    OptionSpec("kind", "skip, substitute, remove, pause or resume", True, "vote"),
    OptionSpec("answer", "yes or no (default yes)"),
    OptionSpec("player", "The absent player (skip, substitute, remove)", choices="players"),
    OptionSpec("to", "Who takes the seat (substitute)", type=USER),
)
async def _game_vote(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    kind = resolve(o["kind"], [(k, k) for k in VOTE_KINDS], t("eng-what-vote"))
    loaded = await service.load(caller.channel_id)
    ops = await service.store.game_ops(loaded.game.id)
    if kind == "pause" and ops.paused_at is not None:
        return error(t("ops-pause-already"))
    if kind == "resume" and ops.paused_at is None:
        return error(t("ops-resume-not-paused"))
    seat = _seat_named(loaded, o["player"]) if "player" in o else None
    if seat is not None and kind == "skip" and loaded.rules.absent_action(loaded.state, seat) is None:
        return error(t("ops-vote-no-skip", game=loaded.rules.name))
    if seat is not None and kind == "remove" and loaded.rules.leave_action(loaded.state, seat) is None:
        return error(_no_remove(loaded, seat))
    new_user = parse_user(o["to"]) if "to" in o else None
    answer = _yes(o.get("answer", "yes"))
    result = await open_or_cast(
        service,
        loaded,
        kind=kind,
        user_id=caller.user_id,
        name=caller.name,
        answer=answer,
        seat=seat,
        new_user=new_user,
    )
    reply = Reply(public=list(result.lines), game_id=loaded.game.id)
    vote = result.passed
    if vote is None:
        return reply
    if vote.kind == "pause":
        await service.store.pause(loaded.game.id, service.clock())
        reply.public.append(t("ops-pause-done"))
    elif vote.kind == "resume":
        await service.store.resume(loaded.game.id, service.clock())
        reply.public.append(t("ops-resume-done"))
    elif vote.kind == "substitute" and vote.seat is not None and vote.new_user is not None:
        reply.public += await _hand_over(
            service, caller, loaded, vote.seat, (vote.new_user, vote.new_name or ""), t("ops-sub-by-vote")
        )
    elif vote.seat is not None:
        name = next(p.name for p in loaded.players() if p.seat == vote.seat)
        action = (
            loaded.rules.absent_action(loaded.state, vote.seat)
            if vote.kind == "skip"
            else loaded.rules.leave_action(loaded.state, vote.seat)
        )
        if action is None:  # the situation changed since the vote opened
            reply.public.append(
                t("ops-vote-no-skip", game=loaded.rules.name)
                if vote.kind == "skip"
                else _no_remove(loaded, vote.seat)
            )
            return reply
        why = t("ops-skip-done" if vote.kind == "skip" else "ops-remove-done", player=name)
        # a skipped turn is played step by step (a rest, then its end...) until the seat's turn passes
        for _step in range(ABSENT_STEPS):
            done = await service.act_for(
                channel_id=caller.channel_id, seat=vote.seat, action=action, by=caller.user_id, why=why
            )
            after = await acted(caller, done)
            reply.public += after.public
            reply.seq, reply.turn_changed = after.seq, reply.turn_changed or after.turn_changed
            reply.next_user_ids, reply.next_user_id = after.next_user_ids, after.next_user_id
            reply.map_image = after.map_image or reply.map_image
            rules, state = loaded.rules, done.state
            if vote.kind != "skip" or done.turn_changed or rules.result(state) is not None:
                break
            if vote.seat not in rules.to_move(state):
                break
            next_action = rules.absent_action(state, vote.seat)
            if next_action is None:
                break
            action, why = next_action, t("ops-skip-more", player=name)
    return reply


async def _hand_over(
    service: GameService, caller: Caller, loaded: Loaded, seat: int, new: tuple[int, str], by: Say
) -> list[Say]:
    old = next(p.name for p in loaded.players() if p.seat == seat)
    await service.substitute(channel_id=caller.channel_id, seat=seat, user_id=new[0], name=new[1])
    return [t("ops-sub-done", new=f"<@{new[0]}>", old=old, by=by)]


@command(
    "game substitute",
    "Hand a seat to another member (the seat's player, the creator or the game master)",
    OptionSpec("to", "Who takes the seat", True, type=USER),
    OptionSpec("player", "Whose seat (default: yours)", choices="players"),
)
async def _game_substitute(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = _seat_named(loaded, o["player"]) if "player" in o else service.seat_of(loaded, caller.user_id)
    own = any(p.seat == seat and p.user_id == caller.user_id for p in loaded.players())
    if not own and not await service.is_gm(loaded.game, caller.user_id, caller.is_manager):
        return error(t("ops-sub-not-allowed"))
    by = t("ops-sub-by-name", name=caller.name)
    lines = await _hand_over(service, caller, loaded, seat, parse_user(o["to"]), by)
    return Reply(public=[*lines], game_id=loaded.game.id)


# ------------------------------------------------------------------------------------- game master
@command(
    "game rewind",
    "Game master: take the game back to an earlier log entry, for everyone",
    OptionSpec("to", "The log entry to go back to (0: the start)", True, type=INTEGER, low=0),
    OptionSpec("reason", "Why (it goes in the log)", True),
)
async def _game_rewind(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    done = await service.rewind(
        channel_id=caller.channel_id,
        user_id=caller.user_id,
        name=caller.name,
        to_seq=int(o["to"]),
        reason=o["reason"],
        is_manager=caller.is_manager,
    )
    reply = result_reply(caller, done)
    reply.turn_changed = True
    return reply


@command(
    "game correct",
    "Game master: a correction the game allows (list them with what:list)",
    OptionSpec("what", "The correction (list: show them)", True, "correction"),
    OptionSpec("player", "Whose seat it concerns", choices="players"),
    OptionSpec("values", "key=value … (what the correction needs)"),
)
async def _game_correct(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    specs = loaded.rules.corrections()
    if norm(o["what"]) == "list" or not specs:
        if not specs:
            return Reply(private=[t("ops-gm-none", game=loaded.rules.name)])
        names = "; ".join(
            f"{c.name} ({' '.join(f'{x.name}=…' for x in c.options)}): {c.description}" for c in specs
        )
        return Reply(private=[t("ops-gm-list", game=loaded.rules.name, names=names)])
    if "player" not in o:
        return error(t("ops-gm-name-player"))
    seat = _seat_named(loaded, o["player"])
    target = next(p.user_id for p in loaded.players() if p.seat == seat)
    params = dict(pair.split("=", 1) for pair in o.get("values", "").split() if "=" in pair)
    done = await service.correct(
        channel_id=caller.channel_id,
        user_id=caller.user_id,
        name=caller.name,
        target_user=target,
        correction=o["what"],
        params=params,
        is_manager=caller.is_manager,
    )
    reply = result_reply(caller, done)
    # hidden details of the correction go to the player concerned only, never to the game master:
    # waiting for that player's next command here (or their private thread)
    hidden = [e.private[seat] for e in done.events if seat in e.private]
    if target != caller.user_id:
        reply.private = []
        for line in hidden:
            await service.store.post_private(
                loaded.game.id, target, "correction", dumps([line]), service.clock()
            )
    return reply


# ------------------------------------------------------------------------------------- orientation
@command("game catchup", "What happened since your last move (only you see it)")
async def _game_catchup(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id, any_status=True)
    seat = service.seat_of(loaded, caller.user_id)
    lines = await digest_lines(service.store, loaded.game.id, seat, loaded.rules.name)
    return Reply(private=lines, game_id=loaded.game.id)


@command("game export", "The whole game as a file: set-up, log and result")
async def _game_export(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id, any_status=True)
    data = await export_game(service, loaded)
    return Reply(
        private=[t("ops-export-done")],
        game_id=loaded.game.id,
        attachment=(f"game-{loaded.game.id}.json", dump_json(data).encode("utf-8")),
    )


async def export_game(service: GameService, loaded: Loaded) -> dict[str, Any]:
    """Set-up, every log entry and the result: public information only (no hands, no deck order)."""
    game = loaded.game
    total = await service.store.count_log(game.id)
    entries = await service.store.log(game.id, limit=max(total, 1))
    result = loaded.rules.result(loaded.state)
    return {
        "game": loaded.rules.name,
        "game_type": game.game_type,
        "status": game.status,
        "created_at": game.created_at,
        "seed": game.seed if game.status != "active" else None,  # the seed reveals hidden cards
        "setup": {k: v for k, v in game.lobby.items() if k != "seats"},
        "players": [{"seat": p.seat, "name": p.name} for p in loaded.players()],
        "log": [
            {
                "seq": e.seq,
                "at": e.created_at,
                "round": e.round,
                "kind": e.kind,
                "undone": e.undone,
                "summary": english(loaded_text(e.summary)),
                "action": json.loads(dump_json(e.action)) if game.status != "active" else None,
            }
            for e in reversed(entries)
        ],
        "result": None
        if result is None
        else {"reason": result.reason, "winners": list(result.winners), "table": result.table},
        "public_view": _in_english(loaded.rules.view(loaded.state, None)),
    }


def _in_english(value: Any) -> Any:
    """A view for the export file: its texts (a combat phase's name...) put into English words."""
    if isinstance(value, Text | Joined):
        return english(value)
    if isinstance(value, dict):
        return {k: _in_english(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_in_english(v) for v in value]
    return value


# ------------------------------------------------------------------------------------- statistics
@command(
    "stats",
    "Statistics of this server and a player: games, wins, time to act, reminders (with a chart)",
    OptionSpec("player", "Whose statistics (default: yours)", type=USER),
)
async def _stats(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    if caller.guild_id is None:
        return error(t("ops-stats-per-server"))
    user_id, name = parse_user(o["player"]) if "player" in o else (caller.user_id, caller.name)
    store = service.store
    per_player = await store.waited_by_player(caller.guild_id)
    names = await store.names_of(list(per_player))
    names[caller.user_id] = caller.name
    if "player" in o and name.isdigit():
        name = names.get(user_id, name)
    played, finished, won = await store.game_counts(guild_id=caller.guild_id)
    mine = await store.game_counts(user_id=user_id, guild_id=caller.guild_id)
    everyone = stats.summary([w for waits in per_player.values() for w in waits])
    theirs = stats.summary(per_player.get(user_id, []))
    lines: list[Say] = [
        t("ops-stats-server", played=played, finished=finished, won=won, waits=everyone.text()),
        t("ops-stats-player", name=name, played=mine[0], finished=mine[1], won=mine[2], waits=theirs.text()),
    ]
    rows = sorted(
        ((names.get(u, str(u)), stats.summary(w)) for u, w in per_player.items()),
        key=lambda r: (-r[1].count, r[0]),
    )
    # the chart is public: drawn in the server's language
    picture = await asyncio.to_thread(stats.chart, rows, t("ops-stats-chart-title"), caller.server_lang)
    return Reply(public=[*lines], attachment=("stats.png", picture))
