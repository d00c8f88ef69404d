"""The action lifecycle: lock the game, load it, check the actor, apply, persist, report.

Both the Discord cogs and the offline console call this; nothing here knows about Discord. The
reply to a player goes out only after the store has committed the action (exactly once: the store
refuses a stale sequence number or a repeated interaction id).
"""

from __future__ import annotations

import asyncio
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.engine import i18n
from bot.engine.commands import Act, Panel, Show, Table
from bot.engine.contract import (
    CORRECTION_PREFIX,
    Event,
    Game,
    Option,
    Outcome,
    PlayerSeat,
    SeatView,
    SetupChoice,
)
from bot.engine.errors import IllegalActionError, RulesError
from bot.engine.i18n import DEFAULT, Say, dumps, join, mapped, t
from bot.engine.outcome import GameResult
from bot.games import registry
from bot.store import (
    DuplicateInteractionError,
    GameExistsError,
    GameRecord,
    InvalidUndoError,
    NotStartedError,
    StaleError,
    Store,
    StoreError,
)

#: How many actions of other players a control may be older than and still act (see _still_current).
STALE_WINDOW = 20
#: Snapshots: every entry's is stored, then pruned every PRUNE_EVERY entries to one in KEEP_EVERY plus
#: the newest KEEP_RECENT (undo, stale controls); any other is rebuilt by replaying from the one before.
PRUNE_EVERY = 25
KEEP_EVERY = 25
KEEP_RECENT = 50
#: Lines of the public end-of-round digest (the rest: /game log round:<n>).
ROUND_DIGEST_LINES = 12


class ServiceError(RulesError):
    """A refusal outside the rules proper (no game here, not a player, a stale button...)."""


@dataclass
class ActResult:
    game: GameRecord
    state: Any
    seq: int
    events: list[Event]
    seat: int
    turn_changed: bool
    duplicate: bool = False
    rules: Game[Any] | None = None
    outcome: Outcome[Any] | None = None
    action: dict[str, Any] | None = None  # what was applied
    asked_before: tuple[int, ...] = ()  # the seats being asked before it (outside them: an off-turn act)
    players: list[SeatView] = field(default_factory=list)  # who holds each seat now (substitutes applied)
    digest: list[Say] = field(
        default_factory=list
    )  # the public digest of a round this action ended (not one of the game's events)


@dataclass
class Shown:
    """A command that answered without acting (or a preview): the game as read, and the answer."""

    loaded: Loaded
    seat: int | None
    panel: Panel


@dataclass
class Loaded:
    game: GameRecord
    seq: int
    state: Any
    rules: Game[Any]
    extra: dict[str, Any] = field(default_factory=dict)
    owners: dict[int, tuple[int, str]] = field(default_factory=dict)  # seat -> (user, name) from the store

    def players(self) -> list[SeatView]:
        """The seated players, with the person who holds each seat now (a substitute replaces one)."""
        return seat_views(self.rules, self.state, self.owners)


def seat_views(rules: Game[Any], state: Any, owners: dict[int, tuple[int, str]]) -> list[SeatView]:
    """The game's seats with their current holders (the game's own record where no one took over)."""
    return [SeatView(p.seat, *owners[p.seat]) if p.seat in owners else p for p in rules.players(state)]


def holder_names(rules: Game[Any], state: Any, owners: dict[int, tuple[int, str]]) -> dict[str, str]:
    """{name the game knows: name of the person holding the seat now} for seats a substitute took."""
    return {
        p.name: owners[p.seat][1]
        for p in rules.players(state)
        if p.seat in owners and owners[p.seat][0] != p.user_id and owners[p.seat][1] != p.name
    }


def renamed(text: str, names: dict[str, str]) -> str:
    """``text`` with each original player name (as a whole word) replaced by its holder's."""
    if not names or not text:
        return text
    pattern = re.compile(
        r"(?<!\w)(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?!\w)"
    )
    return pattern.sub(lambda m: names[m[1]], text)


def summarized(events: list[Event]) -> str:
    """The public texts of ``events`` for the action log, kept as texts (put into words when read)."""
    return dumps([e.text for e in events if e.text])


def asked_seats(rules: Game[Any], state: Any, players: list[SeatView]) -> list[tuple[int, int]]:
    """(seat, user) of every seat being asked now."""
    by_seat = {p.seat: p.user_id for p in players}
    return [(s, by_seat[s]) for s in rules.to_move(state) if s in by_seat]


def table_options(rules: Game[Any], lobby: dict[str, Any]) -> dict[str, str]:
    """The table-wide set-up choices stored in a lobby."""
    return {c.key: str(lobby[c.key]) for c in rules.setup_choices() if not c.per_seat and c.key in lobby}


def lobby_seats(rules: Game[Any], lobby: dict[str, Any]) -> list[PlayerSeat]:
    """The seated players of a lobby with their per-seat choices."""
    keys = [c.key for c in rules.setup_choices() if c.per_seat]
    return [
        PlayerSeat(int(s["user_id"]), str(s["name"]), {k: str(s[k]) for k in keys if k in s})
        for s in lobby["seats"]
    ]


class GameService:
    def __init__(
        self,
        store: Store,
        seed_factory: Callable[[], str] | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.store = store
        self.clock = clock or time.time  # injected in tests: reminders and deadlines need no sleeping
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, tuple[int, Any]] = {}
        self._seed_factory = seed_factory or (lambda: secrets.token_hex(8))
        self._languages: dict[int, str | None] = {}  # game id -> the language its creator set
        self._locales: dict[int, str] = {}  # user id -> the language last seen in their interactions
        self._servers: dict[int, str] = {}  # guild id -> the server's language last seen in an interaction

    # ------------------------------------------------------------------ languages
    async def game_language(self, game_id: int) -> str | None:
        """The language the game's creator set for its public messages (None: the server's)."""
        if game_id not in self._languages:
            self._languages[game_id] = (await self.store.game_ops(game_id)).language
        return self._languages[game_id]

    async def set_game_language(self, game_id: int, language: str | None) -> None:
        await self.store.set_game_ops(game_id, language=language)
        self._languages[game_id] = language

    async def remember_language(self, user_id: int, lang: str) -> None:
        """Keep the language a player's Discord speaks, for texts sent to them later (reminders, their
        private thread); written only when it changes."""
        if self._locales.get(user_id) == lang:
            return
        if (await self.store.prefs(user_id)).locale != lang:
            await self.store.set_prefs(user_id, locale=lang)
        self._locales[user_id] = lang

    async def language_of(self, user_id: int, fallback: str) -> str:
        """The language to write to ``user_id`` in outside an interaction of theirs."""
        if user_id not in self._locales:
            self._locales[user_id] = (await self.store.prefs(user_id)).locale or ""
        return self._locales[user_id] or fallback

    def remember_server(self, guild_id: int | None, lang: str) -> None:
        """Keep the language a server speaks (its Discord locale), for a game's public messages sent
        outside an interaction when the game sets none."""
        if guild_id is not None:
            self._servers[guild_id] = lang

    async def public_language(self, game_id: int, server: str | None = None) -> str:
        """The language of a game's public messages: its creator's choice, else the server's (``server``
        when the caller knows it, else the one last seen in an interaction there), else English."""
        chosen = await self.game_language(game_id)
        if chosen:
            return chosen
        if server:
            return server
        game = await self.store.get_game(game_id)
        return self._servers.get(game.guild_id or 0, DEFAULT) if game is not None else DEFAULT

    def _lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    @staticmethod
    def rules(game_id: str) -> Game[Any]:
        """The installed game with this id (a refusal naming the installed ones otherwise)."""
        try:
            return registry.get(game_id)
        except RulesError as exc:
            raise ServiceError(exc.text) from None

    # ------------------------------------------------------------------ lobby
    async def new_game(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        user_id: int,
        name: str,
        game: str,
        options: dict[str, str | None] | None = None,
        seat: dict[str, str | None] | None = None,
        max_players: int | None = None,
    ) -> GameRecord:
        """Open a lobby. ``options`` are the table-wide set-up choices (typed names are resolved,
        missing ones take their default); ``seat`` the creator's own choices, if they sit down."""
        rules = self.rules(game)
        chosen = self._table_choices(rules, options or {})
        lo, hi = rules.player_counts(chosen)
        players = hi if max_players is None else max_players
        if not lo <= players <= hi:
            raise ServiceError(
                t("lobby-player-range", setup=self._setup_name(rules, chosen), lo=lo, hi=hi, n=players)
            )
        seats = []
        if seat is not None:
            seats.append({"user_id": user_id, "name": name, **self._seat_choices(rules, seat, [])})
        lobby = {"game": rules.id, **chosen, "max_players": players, "seats": seats}
        async with self._lock(channel_id):
            try:
                return await self.store.create_game(
                    guild_id=guild_id,
                    channel_id=channel_id,
                    game_type=rules.id,
                    created_by=user_id,
                    lobby=lobby,
                )
            except GameExistsError:
                raise ServiceError(t("lobby-channel-busy")) from None

    @staticmethod
    def _table_choices(rules: Game[Any], options: dict[str, str | None]) -> dict[str, str]:
        table = [c for c in rules.setup_choices() if not c.per_seat]
        unknown = sorted(set(options) - {c.key for c in table})
        if unknown:
            asks = [c.key for c in table] or t("lobby-asks-nothing")
            raise ServiceError(t("lobby-unknown-choice", game=rules.name, unknown=unknown, asks=asks))
        return {c.key: c.resolve(options.get(c.key)) for c in table}

    @staticmethod
    def _setup_name(rules: Game[Any], chosen: dict[str, str]) -> list[str]:
        """The game and its table-wide choices ("Mage Knight, First Reconnaissance"), for a text."""
        names = [
            c.names()[chosen[c.key]] for c in rules.setup_choices() if not c.per_seat and c.key in chosen
        ]
        return [rules.name, *names]

    @staticmethod
    def _seat_choices(
        rules: Game[Any], given: dict[str, str | None], seats: list[dict[str, Any]]
    ) -> dict[str, str]:
        """Resolve a player's per-seat choices; a unique value another player holds is refused."""
        out: dict[str, str] = {}
        per_seat: list[SetupChoice] = [c for c in rules.setup_choices() if c.per_seat]
        for c in per_seat:
            value = c.resolve(given.get(c.key))
            if c.unique:
                taken = {s.get(c.key) for s in seats}
                if value in taken:
                    free = [v for v, _ in c.values if v not in taken]
                    free_text = c.describe(free) or t("lobby-none")
                    raise ServiceError(t("lobby-taken", value=c.names()[value], free=free_text))
            out[c.key] = value
        return out

    async def live(self, channel_id: int) -> GameRecord:
        game = await self.store.live_game(channel_id)
        if game is None:
            raise ServiceError(t("lobby-no-game"))
        return game

    async def join(
        self, *, channel_id: int, user_id: int, name: str, choices: dict[str, str | None] | None = None
    ) -> GameRecord:
        async with self._lock(channel_id):
            game = await self.live(channel_id)
            if game.status != "lobby":
                raise ServiceError(t("lobby-started-no-join"))
            rules = self.rules(game.game_type)
            seats = list(game.lobby["seats"])
            if any(s["user_id"] == user_id for s in seats):
                raise ServiceError(t("lobby-already-in"))
            if len(seats) >= game.lobby["max_players"]:
                raise ServiceError(t("lobby-full", n=int(game.lobby["max_players"])))
            seats.append(
                {"user_id": user_id, "name": name, **self._seat_choices(rules, choices or {}, seats)}
            )
            return await self.store.update_lobby(
                game.id, {**game.lobby, "seats": seats}, expected_version=game.version
            )

    async def leave(
        self, *, channel_id: int, user_id: int, target: int | None = None, is_manager: bool = False
    ) -> tuple[GameRecord, dict[str, Any]]:
        async with self._lock(channel_id):
            game = await self.live(channel_id)
            who = target if target is not None else user_id
            if who != user_id and not (is_manager or game.created_by == user_id):
                raise ServiceError(t("lobby-only-creator-removes"))
            if game.status != "lobby":
                raise ServiceError(t("lobby-seats-fixed"))
            seats = list(game.lobby["seats"])
            gone = next((s for s in seats if s["user_id"] == who), None)
            if gone is None:
                raise ServiceError(t("lobby-not-seated"))
            seats.remove(gone)
            rec = await self.store.update_lobby(
                game.id, {**game.lobby, "seats": seats}, expected_version=game.version
            )
            return rec, gone

    async def start(self, *, channel_id: int, user_id: int, is_manager: bool) -> ActResult:
        async with self._lock(channel_id):
            game = await self.live(channel_id)
            if game.status != "lobby":
                raise ServiceError(t("lobby-already-started"))
            seats = game.lobby["seats"]
            if not any(s["user_id"] == user_id for s in seats) and not (
                is_manager or game.created_by == user_id
            ):
                raise ServiceError(t("lobby-only-seated-start"))
            if not seats:
                raise ServiceError(t("lobby-nobody-joined"))
            rules = self.rules(game.game_type)
            options = table_options(rules, game.lobby)
            lo, _hi = rules.player_counts(options)
            if len(seats) < lo:
                raise ServiceError(
                    t("lobby-too-few", setup=self._setup_name(rules, options), lo=lo, n=len(seats))
                )
            seed = self._seed_factory()
            outcome = rules.new(options, lobby_seats(rules, game.lobby), seed)
            players = rules.players(outcome.state)
            rec = await self.store.start_game(
                game.id,
                expected_version=game.version,
                seed=seed,
                state=rules.dump(outcome.state),
                owners=[(p.seat, p.user_id, p.name) for p in players],
                asked=asked_seats(rules, outcome.state, players),
                now=self.clock(),
            )
            self._cache[game.id] = (0, outcome.state)
            return ActResult(
                rec, outcome.state, 0, outcome.events, -1, True, rules=rules, outcome=outcome, players=players
            )

    async def abandon(self, *, channel_id: int, user_id: int, is_manager: bool) -> GameRecord:
        async with self._lock(channel_id):
            game = await self.live(channel_id)
            if not (is_manager or game.created_by == user_id):
                raise ServiceError(t("lobby-only-creator-abandons"))
            await self.store.set_status(game.id, "abandoned")
            self._cache.pop(game.id, None)
            return game

    # ------------------------------------------------------------------ play
    async def load(self, channel_id: int, *, any_status: bool = False) -> Loaded:
        game = await self.store.live_game(channel_id)
        if game is None and any_status:
            game = await self.store.last_game(channel_id)
        if game is None:
            last = await self.store.last_game(channel_id)
            if last is not None and last.status == "finished":
                raise ServiceError(t("lobby-over-finished"))
            raise ServiceError(t("lobby-no-game"))
        if game.status == "lobby":
            raise ServiceError(t("lobby-not-started"))
        if game.status == "abandoned" and not any_status:
            raise ServiceError(t("lobby-abandoned"))
        rules = self.rules(game.game_type)
        owners = await self.store.owners(game.id)
        cached = self._cache.get(game.id)
        if cached is not None and cached[0] == game.seq:
            return Loaded(game, game.seq, cached[1], rules, owners=owners)
        seq, data = await self.store.latest(game.id)
        state = rules.load(data)
        self._cache[game.id] = (seq, state)
        return Loaded(game, seq, state, rules, owners=owners)

    @staticmethod
    def _over(loaded: Loaded) -> Say:
        if loaded.game.status == "abandoned":
            return t("lobby-abandoned-new")
        result = loaded.rules.result(loaded.state)
        if result is not None and result.reason:
            return t("lobby-over-why", reason=result.reason)
        return t("lobby-over")

    @staticmethod
    def _seat_or_none(loaded: Loaded, user_id: int) -> int | None:
        return next((p.seat for p in loaded.players() if p.user_id == user_id), None)

    def seat_of(self, loaded: Loaded, user_id: int) -> int:
        for p in loaded.players():
            if p.user_id == user_id:
                return p.seat
        raise ServiceError(t("lobby-not-a-player"))

    async def act(
        self,
        *,
        channel_id: int,
        user_id: int,
        action: dict[str, Any] | None = None,
        option_id: str | None = None,
        interaction_id: str | None = None,
        expected_seq: int | None = None,
    ) -> ActResult:
        """Apply one action of ``user_id`` exactly once: ``action`` as typed, or ``option_id``, an
        option the game offers the caller now (re-checked here, under the lock, from a button or a
        menu). ``expected_seq`` (from a button) must be the game's current sequence number, else the
        click is stale."""
        async with self._lock(channel_id):
            loaded = await self.load(channel_id, any_status=True)
            return await self._act_locked(loaded, user_id, action, option_id, interaction_id, expected_seq)

    async def command(
        self,
        *,
        channel_id: int,
        user_id: int,
        parse: Callable[[Table], Act | Show],
        game: str | None = None,
        interaction_id: str | None = None,
        expected_seq: int | None = None,
    ) -> ActResult | Shown:
        """Run a typed command of a game: under the game's lock, the state is read once, ``parse``
        turns the command into an action (applied exactly once, or only previewed) or an answer."""
        async with self._lock(channel_id):
            loaded = await self.load(channel_id, any_status=True)
            if game is not None and loaded.rules.id != game:
                group = loaded.rules.command_group
                raise ServiceError(t("lobby-other-game", game=loaded.rules.name, group=group))
            seat = self._seat_or_none(loaded, user_id)
            if interaction_id is not None and await self.store.find_interaction(interaction_id) is not None:
                return await self._act_locked(loaded, user_id, None, None, interaction_id, expected_seq)
            try:
                request = parse(Table(loaded.state, seat))
            except RulesError:
                if loaded.game.status != "active":  # a move typed after the end: say the game is over
                    raise ServiceError(self._over(loaded)) from None
                raise
            if isinstance(request, Show):
                return Shown(loaded, seat, request.panel)
            if request.preview:
                if loaded.game.status != "active":
                    raise ServiceError(self._over(loaded))
                ok, text = loaded.rules.commands().preview(
                    loaded.state, self.seat_of(loaded, user_id), request.action
                )
                panel = Panel(
                    private=[t("lobby-preview" if ok else "lobby-would-fail", text=text)], error=not ok
                )
                return Shown(loaded, seat, panel)
            return await self._act_locked(loaded, user_id, request.action, None, interaction_id, expected_seq)

    async def _act_locked(
        self,
        loaded: Loaded,
        user_id: int,
        action: dict[str, Any] | None,
        option_id: str | None,
        interaction_id: str | None,
        expected_seq: int | None,
    ) -> ActResult:
        rules = loaded.rules
        seat = self.seat_of(loaded, user_id)
        if interaction_id is not None and await self.store.find_interaction(interaction_id) is not None:
            return ActResult(
                loaded.game, loaded.state, loaded.seq, [], seat, False, duplicate=True, rules=rules
            )
        if loaded.game.status != "active":  # (a repeated click of the last move says "already done")
            raise ServiceError(self._over(loaded))
        if expected_seq is not None and not await self._still_current(loaded, seat, expected_seq):
            raise ServiceError(t("lobby-stale-button"))
        if option_id is not None:
            action = rules.option(loaded.state, seat, option_id).action()
        if action is None:
            raise ServiceError(t("lobby-nothing-to-do"))
        asked_before = rules.to_move(loaded.state)
        outcome = rules.apply(loaded.state, seat, action)
        summary = summarized(outcome.events)
        return await self._record(
            loaded, user_id, seat, action, outcome, summary, interaction_id, asked_before
        )

    async def _record(
        self,
        loaded: Loaded,
        user_id: int,
        seat: int,
        action: dict[str, Any],
        outcome: Outcome[Any],
        summary: str,
        interaction_id: str | None,
        asked_before: tuple[int, ...],
    ) -> ActResult:
        """Persist an applied action (with the waits it changes) and report it."""
        rules = loaded.rules
        players = loaded.players()
        names = holder_names(rules, outcome.state, loaded.owners)
        if names:  # a substitute holds a seat: the game's events name them, not the one they replaced
            for e in outcome.events:
                e.text = mapped(e.text, lambda s: renamed(s, names))
                e.private = {k: mapped(v, lambda s: renamed(s, names)) for k, v in e.private.items()}
            summary = summarized(outcome.events)
        try:
            seq = await self.store.append_action(
                loaded.game.id,
                expected_seq=loaded.seq,
                actor=user_id,
                action={"seat": seat, **action},
                state=rules.dump(outcome.state),
                summary=summary,
                interaction_id=interaction_id,
                asked=asked_seats(rules, outcome.state, players),
                now=self.clock(),
                round=rules.round_of(loaded.state),
                turn_passed=outcome.turn_passed,
            )
        except DuplicateInteractionError:
            return ActResult(
                loaded.game, loaded.state, loaded.seq, [], seat, False, duplicate=True, rules=rules
            )
        except StaleError:
            self._cache.pop(loaded.game.id, None)
            raise ServiceError(t("lobby-race-applied")) from None
        self._cache[loaded.game.id] = (seq, outcome.state)
        game = loaded.game
        if outcome.result is not None:
            await self.store.set_status(game.id, "finished")
            await self._record_result(loaded, outcome.result)
            game = await self.store.get_game(game.id) or game
        if seq % PRUNE_EVERY == 0 or outcome.result is not None:
            await self.store.prune_snapshots(
                game.id, keep_every=KEEP_EVERY, keep_recent=0 if outcome.result else KEEP_RECENT
            )
        digest = await self._round_digest(loaded, outcome.state, seq)
        return ActResult(
            game,
            outcome.state,
            seq,
            outcome.events,
            seat,
            outcome.turn_passed,
            rules=rules,
            outcome=outcome,
            action=dict(action),
            asked_before=asked_before,
            players=players,
            digest=digest,
        )

    async def _record_result(self, loaded: Loaded, result: GameResult) -> None:
        winners = set(result.winners)
        await self.store.record_results(
            loaded.game.id, [(p.seat, p.user_id, p.seat in winners) for p in loaded.players()]
        )

    async def _round_digest(self, loaded: Loaded, after: Any, seq: int) -> list[Say]:
        """When action ``seq`` ends a round: the public digest of what happened in it before (its newest
        lines; the action's own events are shown with it already)."""
        rules = loaded.rules
        before, now = rules.round_of(loaded.state), rules.round_of(after)
        if before is None or now is None or now <= before:
            return []
        entries = [
            e
            for e in await self.store.log(loaded.game.id, limit=500, round=before)
            if not e.undone and e.seq != seq
        ]
        lines = [e.summary for e in reversed(entries) if e.summary]
        if not lines:
            return []
        shown = lines[-ROUND_DIGEST_LINES:]
        more = len(lines) - len(shown)
        out: list[Say] = [
            t("ops-digest-round", round=before),
            *(join("-", i18n.loaded(line)) for line in shown),
        ]
        if more:
            out.append(t("ops-digest-earlier", n=more, round=str(before)))
        return out

    async def state_at(self, loaded: Loaded, seq: int) -> dict[str, Any]:
        """The stored state after log entry ``seq``; a pruned one is rebuilt by replaying the log from
        the nearest earlier snapshot (an undo entry restores the state it went back to)."""
        try:
            return await self.store.snapshot_at(loaded.game.id, seq)
        except NotStartedError:
            pass
        rules = loaded.rules
        base_seq, base = await self.store.nearest_snapshot(loaded.game.id, seq)
        state = rules.load(base)
        for e in await self.store.entries_between(loaded.game.id, base_seq, seq):
            if e.kind == "undo":
                state = rules.load(await self.state_at(loaded, int(e.action["undo_to"])))
                continue
            seat = int(e.action["seat"])
            action = {k: v for k, v in e.action.items() if k != "seat"}
            kind = str(action.get("type", ""))
            if kind.startswith(CORRECTION_PREFIX):
                params = {k: str(v) for k, v in action.items() if k not in ("type", "by")}
                state = rules.correct(state, seat, kind[len(CORRECTION_PREFIX) :], params).state
            else:
                state = rules.apply(state, seat, action, in_place=True).state
        return rules.dump(state)

    async def _still_current(self, loaded: Loaded, seat: int, expected_seq: int) -> bool:
        """Whether a control drawn at ``expected_seq`` may still act for ``seat``: nothing happened
        since, or the seat was being asked then and since then only other players acted (a
        simultaneous choice, an action outside their turn) and nothing was undone. Whatever it applies
        is checked again by the rules."""
        if expected_seq == loaded.seq:
            return True
        since = loaded.seq - expected_seq
        if not 0 < since <= STALE_WINDOW:
            return False
        entries = await self.store.log(loaded.game.id, limit=since)
        if not all(e.kind == "action" and int(e.action.get("seat", -1)) != seat for e in entries):
            return False
        then = loaded.rules.load(await self.state_at(loaded, expected_seq))
        return seat in loaded.rules.to_move(then)  # the control was drawn for a question put to this seat

    async def undo(self, *, channel_id: int, user_id: int, interaction_id: str | None = None) -> ActResult:
        async with self._lock(channel_id):
            loaded = await self.load(channel_id, any_status=True)
            rules = loaded.rules
            if loaded.game.status != "active":
                raise ServiceError(self._over(loaded))
            seat = self.seat_of(loaded, user_id)
            state = loaded.state
            if interaction_id is not None and await self.store.find_interaction(interaction_id) is not None:
                return ActResult(loaded.game, state, loaded.seq, [], seat, False, duplicate=True, rules=rules)
            refusal = rules.undo_refusal(state, seat)
            if refusal is not None:
                raise IllegalActionError(refusal)
            actions = await self.store.effective_actions(loaded.game.id)
            last = actions[-1]
            if int(last.action.get("seat", -1)) != seat:
                raise IllegalActionError(t("lobby-undo-not-yours"))
            undo_to = actions[-2].seq if len(actions) >= 2 else 0
            snapshot = await self.state_at(loaded, undo_to)
            restored = rules.load(snapshot)
            who = next(p.name for p in loaded.players() if p.seat == seat)
            text = join(
                t("lobby-takes-back", who=who), i18n.loaded(last.summary) or str(last.action.get("type"))
            )
            try:
                seq = await self.store.append_undo(
                    loaded.game.id,
                    expected_seq=loaded.seq,
                    actor=user_id,
                    undo_to=undo_to,
                    state=snapshot,
                    summary=dumps([text]),
                    interaction_id=interaction_id,
                    asked=asked_seats(rules, restored, loaded.players()),
                    now=self.clock(),
                )
            except DuplicateInteractionError:
                return ActResult(loaded.game, state, loaded.seq, [], seat, False, duplicate=True, rules=rules)
            except StaleError:
                self._cache.pop(loaded.game.id, None)
                raise ServiceError(t("lobby-race-undone")) from None
            self._cache[loaded.game.id] = (seq, restored)
            return ActResult(
                loaded.game, restored, seq, [Event(text)], seat, False, rules=rules, players=loaded.players()
            )

    async def options(self, channel_id: int, user_id: int) -> list[Option]:
        """The caller's legal options now (outside their turn: what the rules let them use before it)."""
        try:
            loaded = await self.load(channel_id)
            seat = self.seat_of(loaded, user_id)
        except ServiceError:
            return []
        d = loaded.rules.decision(loaded.state, seat)
        if d is None:
            return loaded.rules.off_turn_options(loaded.state, seat)
        return list(d.options)

    async def replay_check(self, channel_id: int) -> bool:
        """Replaying the effective log reproduces the stored state exactly."""
        loaded = await self.load(channel_id, any_status=True)
        rules = loaded.rules
        actions = await self.store.effective_actions(loaded.game.id)
        steps = [(int(a.action["seat"]), {k: v for k, v in a.action.items() if k != "seat"}) for a in actions]
        state = rules.replay(
            table_options(rules, loaded.game.lobby),
            lobby_seats(rules, loaded.game.lobby),
            loaded.game.seed or "",
            steps,
        )
        return bool(rules.dump(state) == rules.dump(loaded.state))

    # ------------------------------------------------------------------ the table's powers
    async def is_gm(self, game: GameRecord, user_id: int, is_manager: bool = False) -> bool:
        """The game's creator, its designated game master, or someone with Manage Server."""
        if is_manager or game.created_by == user_id:
            return True
        return (await self.store.game_ops(game.id)).gm_user_id == user_id

    async def _require_gm(self, loaded: Loaded, user_id: int, is_manager: bool) -> None:
        if loaded.game.status != "active":
            raise ServiceError(self._over(loaded))
        if not await self.is_gm(loaded.game, user_id, is_manager):
            raise ServiceError(t("lobby-only-gm"))

    async def rewind(
        self, *, channel_id: int, user_id: int, name: str, to_seq: int, reason: str, is_manager: bool = False
    ) -> ActResult:
        """A game master takes the game back to the state after log entry ``to_seq`` (0: the start):
        everything after it is undone for everyone, and the log says who did it and why."""
        async with self._lock(channel_id):
            loaded = await self.load(channel_id, any_status=True)
            await self._require_gm(loaded, user_id, is_manager)
            if not reason.strip():
                raise ServiceError(t("lobby-rewind-why"))
            if not 0 <= to_seq < loaded.seq:
                raise ServiceError(t("lobby-rewind-range", last=str(loaded.seq - 1)))
            rules = loaded.rules
            try:
                snapshot = await self.state_at(loaded, to_seq)
            except StoreError:
                raise ServiceError(t("lobby-rewind-no-state", entry=str(to_seq))) from None
            restored = rules.load(snapshot)
            text = t("lobby-rewinds", name=name, entry=str(to_seq), reason=reason.strip())
            try:
                seq = await self.store.append_undo(
                    loaded.game.id,
                    expected_seq=loaded.seq,
                    actor=user_id,
                    undo_to=to_seq,
                    state=snapshot,
                    summary=dumps([text]),
                    asked=asked_seats(rules, restored, loaded.players()),
                    now=self.clock(),
                    note={"rewind": True, "reason": reason.strip()[:500]},
                )
            except InvalidUndoError:
                raise ServiceError(t("lobby-rewind-undone-entry", entry=str(to_seq))) from None
            except StaleError:
                self._cache.pop(loaded.game.id, None)
                raise ServiceError(t("lobby-race-rewound")) from None
            self._cache[loaded.game.id] = (seq, restored)
            return ActResult(
                loaded.game, restored, seq, [Event(text)], -1, True, rules=rules, players=loaded.players()
            )

    async def correct(
        self,
        *,
        channel_id: int,
        user_id: int,
        name: str,
        target_user: int,
        correction: str,
        params: dict[str, str],
        is_manager: bool = False,
    ) -> ActResult:
        """A game master's correction the game declares, applied to ``target_user``'s seat and logged
        like an action (replay applies it again); hidden details go only to that player."""
        async with self._lock(channel_id):
            loaded = await self.load(channel_id, any_status=True)
            await self._require_gm(loaded, user_id, is_manager)
            rules = loaded.rules
            seat = self.seat_of_user(loaded, target_user)
            known = {c.name for c in rules.corrections()}
            if correction not in known:
                offered = sorted(known) or t("lobby-none")
                raise ServiceError(
                    t("lobby-no-correction", game=rules.name, name=correction, offered=offered)
                )
            outcome = rules.correct(rules.copy(loaded.state), seat, correction, params)
            for e in outcome.events:
                e.text = i18n.t("svc-correction-by", name=name, text=e.text)
            summary = summarized(outcome.events)
            action = {"type": CORRECTION_PREFIX + correction, **params, "by": user_id}
            return await self._record(loaded, user_id, seat, action, outcome, summary, None, ())

    def seat_of_user(self, loaded: Loaded, user_id: int) -> int:
        seat = self._seat_or_none(loaded, user_id)
        if seat is None:
            raise ServiceError(t("lobby-not-holder"))
        return seat

    async def act_for(
        self, *, channel_id: int, seat: int, action: dict[str, Any], by: int, why: Say
    ) -> ActResult:
        """Apply ``action`` for an absent ``seat`` after a vote (a skip, a removal): logged as that
        seat's action, with the reason in the log."""
        async with self._lock(channel_id):
            loaded = await self.load(channel_id)
            rules = loaded.rules
            asked_before = rules.to_move(loaded.state)
            outcome = rules.apply(loaded.state, seat, action)
            outcome.events.insert(0, Event(why))
            summary = summarized(outcome.events)
            return await self._record(loaded, by, seat, action, outcome, summary, None, asked_before)

    async def substitute(self, *, channel_id: int, seat: int, user_id: int, name: str) -> Loaded:
        """Hand ``seat`` to ``user_id``: from now on they see its hand and are asked for its moves;
        the previous holder loses access."""
        async with self._lock(channel_id):
            loaded = await self.load(channel_id)
            if any(p.user_id == user_id for p in loaded.players()):
                raise ServiceError(t("lobby-already-holder"))
            if not loaded.owners:  # a game from before seat records: record every seat first
                for p in loaded.rules.players(loaded.state):
                    await self.store.set_owner(loaded.game.id, p.seat, p.user_id, p.name)
            await self.store.set_owner(loaded.game.id, seat, user_id, name)
            return await self.load(channel_id)
