"""The action lifecycle: lock the game, load it, check the actor, apply, persist, report.

Both the Discord cogs and the offline console call this; nothing here knows about Discord. The
reply to a player goes out only after the store has committed the action (exactly once: the store
refuses a stale sequence number or a repeated interaction id).
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.engine.errors import IllegalActionError, RulesError
from bot.games.mageknight import game as mk
from bot.games.mageknight.data import MageKnightData, load
from bot.games.mageknight.setup import PLAYABLE_SCENARIOS, Seat
from bot.games.mageknight.state import GameState
from bot.store import DuplicateInteractionError, GameExistsError, GameRecord, StaleError, Store

GAMES = {"mageknight": "Mage Knight"}
MAX_PLAYERS = 4


class ServiceError(RulesError):
    """A refusal outside the rules proper (no game here, not a player, a stale button...)."""


@dataclass
class ActResult:
    game: GameRecord
    state: GameState
    seq: int
    events: list[mk.Event]
    seat: int
    turn_changed: bool
    duplicate: bool = False


@dataclass
class Loaded:
    game: GameRecord
    seq: int
    state: GameState
    extra: dict[str, Any] = field(default_factory=dict)


class GameService:
    def __init__(
        self, store: Store, data: MageKnightData | None = None, seed_factory: Callable[[], str] | None = None
    ) -> None:
        self.store = store
        self.data = data or load()
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, tuple[int, GameState]] = {}
        self._seed_factory = seed_factory or (lambda: secrets.token_hex(8))

    def _lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    # ------------------------------------------------------------------ lobby
    async def new_game(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        user_id: int,
        name: str,
        game: str,
        scenario: str,
        hero: str | None,
        max_players: int,
    ) -> GameRecord:
        if game not in GAMES:
            raise ServiceError(f"Unknown game '{game}'. Available: {', '.join(GAMES)}.")
        if scenario not in PLAYABLE_SCENARIOS:
            names = ", ".join(f"{self.data.scenarios[s].name} ({s})" for s in PLAYABLE_SCENARIOS)
            raise ServiceError(f"The scenario '{scenario}' is not available. Available now: {names}.")
        sc = self.data.scenarios[scenario]
        if max_players not in sc.players or max_players > MAX_PLAYERS:
            raise ServiceError(f"{sc.name} takes {min(sc.players)}-{max(sc.players)} players.")
        seats = []
        if hero is not None:
            self._check_hero(hero, [])
            seats.append({"user_id": user_id, "name": name, "hero": hero})
        lobby = {"game": game, "scenario": scenario, "max_players": max_players, "seats": seats}
        async with self._lock(channel_id):
            try:
                return await self.store.create_game(
                    guild_id=guild_id, channel_id=channel_id, game_type=game, created_by=user_id, lobby=lobby
                )
            except GameExistsError:
                raise ServiceError(
                    "This channel already has a game. Use /game status to see it, or /game abandon to end it."
                ) from None

    def _check_hero(self, hero: str, seats: list[dict[str, Any]]) -> None:
        if hero not in self.data.heroes:
            raise ServiceError(f"Unknown hero '{hero}'. Heroes: {', '.join(sorted(self.data.heroes))}.")
        taken = {s["hero"] for s in seats}
        if hero in taken:
            free = sorted(set(self.data.heroes) - taken)
            raise ServiceError(
                f"{self.data.heroes[hero].name} is already taken. Free heroes: {', '.join(free)}."
            )

    async def live(self, channel_id: int) -> GameRecord:
        game = await self.store.live_game(channel_id)
        if game is None:
            raise ServiceError("There is no game in this channel. Start one with /game new.")
        return game

    async def join(self, *, channel_id: int, user_id: int, name: str, hero: str) -> GameRecord:
        async with self._lock(channel_id):
            game = await self.live(channel_id)
            if game.status != "lobby":
                raise ServiceError("This game has already started; players cannot join now.")
            seats = list(game.lobby["seats"])
            if any(s["user_id"] == user_id for s in seats):
                raise ServiceError("You are already in this game. /game leave first to pick another hero.")
            if len(seats) >= game.lobby["max_players"]:
                raise ServiceError(f"The game is full ({game.lobby['max_players']} players).")
            self._check_hero(hero, seats)
            seats.append({"user_id": user_id, "name": name, "hero": hero})
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
                raise ServiceError(
                    "Only the game's creator or someone with Manage Server can remove a player."
                )
            if game.status != "lobby":
                raise ServiceError("The game has started; seats are fixed. The creator can /game abandon it.")
            seats = list(game.lobby["seats"])
            gone = next((s for s in seats if s["user_id"] == who), None)
            if gone is None:
                raise ServiceError("That player is not in this game.")
            seats.remove(gone)
            rec = await self.store.update_lobby(
                game.id, {**game.lobby, "seats": seats}, expected_version=game.version
            )
            return rec, gone

    async def start(self, *, channel_id: int, user_id: int, is_manager: bool) -> ActResult:
        async with self._lock(channel_id):
            game = await self.live(channel_id)
            if game.status != "lobby":
                raise ServiceError("The game has already started.")
            seats = game.lobby["seats"]
            if not any(s["user_id"] == user_id for s in seats) and not (
                is_manager or game.created_by == user_id
            ):
                raise ServiceError("Only a seated player or the game's creator can start the game.")
            if not seats:
                raise ServiceError("Nobody has joined yet: /game join hero:<hero> first.")
            seed = self._seed_factory()
            outcome = mk.new_game(
                game.lobby["scenario"],
                [Seat(s["user_id"], s["name"], s["hero"]) for s in seats],
                seed,
                self.data,
            )
            rec = await self.store.start_game(
                game.id, expected_version=game.version, seed=seed, state=outcome.state.to_json()
            )
            self._cache[game.id] = (0, outcome.state)
            return ActResult(rec, outcome.state, 0, outcome.events, -1, True)

    async def abandon(self, *, channel_id: int, user_id: int, is_manager: bool) -> GameRecord:
        async with self._lock(channel_id):
            game = await self.live(channel_id)
            if not (is_manager or game.created_by == user_id):
                raise ServiceError(
                    "Only the game's creator or someone with Manage Server can abandon the game."
                )
            await self.store.set_status(game.id, "abandoned")
            self._cache.pop(game.id, None)
            return game

    # ------------------------------------------------------------------ play
    async def load(self, channel_id: int, *, any_status: bool = False) -> Loaded:
        game = await self.store.live_game(channel_id)
        if game is None and any_status:
            game = await self.store.last_game(channel_id)
        if game is None:
            raise ServiceError("There is no game in this channel. Start one with /game new.")
        if game.status == "lobby":
            raise ServiceError("The game has not started yet: /game start when everyone has joined.")
        if game.status == "abandoned" and not any_status:
            raise ServiceError("The game in this channel was abandoned.")
        cached = self._cache.get(game.id)
        if cached is not None and cached[0] == game.seq:
            return Loaded(game, game.seq, cached[1])
        seq, data = await self.store.latest(game.id)
        state = GameState.from_json(data)
        self._cache[game.id] = (seq, state)
        return Loaded(game, seq, state)

    def seat_of(self, loaded: Loaded, user_id: int) -> int:
        for p in loaded.state.players:
            if p.user_id == user_id:
                return p.seat
        raise ServiceError("You are not a player in this game.")

    async def act(
        self,
        *,
        channel_id: int,
        user_id: int,
        action: dict[str, Any],
        interaction_id: str | None = None,
        expected_seq: int | None = None,
    ) -> ActResult:
        """Apply one action of ``user_id`` exactly once. ``expected_seq`` (from a button) must be
        the game's current sequence number, else the click is stale."""
        async with self._lock(channel_id):
            loaded = await self.load(channel_id)
            if loaded.game.status != "active":
                raise ServiceError("The game is over.")
            seat = self.seat_of(loaded, user_id)
            if interaction_id is not None and await self.store.find_interaction(interaction_id) is not None:
                return ActResult(loaded.game, loaded.state, loaded.seq, [], seat, False, duplicate=True)
            if expected_seq is not None and expected_seq != loaded.seq:
                raise ServiceError(
                    "That button is out of date: the game has moved on. Here is the current state."
                )
            before = mk.to_move(loaded.state)  # the engine refuses actions out of turn, saying why
            outcome = mk.apply(loaded.state, seat, action, self.data)
            summary = " ".join(e.text for e in outcome.events)[:1000]
            try:
                seq = await self.store.append_action(
                    loaded.game.id,
                    expected_seq=loaded.seq,
                    actor=user_id,
                    action={"seat": seat, **action},
                    state=outcome.state.to_json(),
                    summary=summary,
                    interaction_id=interaction_id,
                )
            except DuplicateInteractionError:
                return ActResult(loaded.game, loaded.state, loaded.seq, [], seat, False, duplicate=True)
            except StaleError:
                self._cache.pop(loaded.game.id, None)
                raise ServiceError(
                    "Someone else acted at the same moment; nothing was applied. Try again."
                ) from None
            self._cache[loaded.game.id] = (seq, outcome.state)
            game = loaded.game
            if outcome.state.phase == "game_over":
                await self.store.set_status(game.id, "finished")
                game = await self.store.get_game(game.id) or game
            return ActResult(
                game,
                outcome.state,
                seq,
                outcome.events,
                seat,
                mk.to_move(outcome.state) != before or action.get("type") == "end_turn",
            )

    async def undo(self, *, channel_id: int, user_id: int, interaction_id: str | None = None) -> ActResult:
        async with self._lock(channel_id):
            loaded = await self.load(channel_id)
            seat = self.seat_of(loaded, user_id)
            state = loaded.state
            if interaction_id is not None and await self.store.find_interaction(interaction_id) is not None:
                return ActResult(loaded.game, state, loaded.seq, [], seat, False, duplicate=True)
            if mk.to_move(state) != seat:
                raise IllegalActionError("You can only undo your own actions during your turn.")
            if state.undo_depth <= 0:
                raise IllegalActionError(
                    "Nothing to undo: the rulebook forbids taking back anything before the last reveal, card draw, "
                    "die roll or another player's action."
                )
            actions = await self.store.effective_actions(loaded.game.id)
            last = actions[-1]
            undo_to = actions[-2].seq if len(actions) >= 2 else 0
            snapshot = await self.store.snapshot_at(loaded.game.id, undo_to)
            restored = GameState.from_json(snapshot)
            text = f"{state.players[seat].name} takes back: {last.summary or last.action.get('type')}"
            try:
                seq = await self.store.append_undo(
                    loaded.game.id,
                    expected_seq=loaded.seq,
                    actor=user_id,
                    undo_to=undo_to,
                    state=snapshot,
                    summary=text[:1000],
                    interaction_id=interaction_id,
                )
            except DuplicateInteractionError:
                return ActResult(loaded.game, state, loaded.seq, [], seat, False, duplicate=True)
            except StaleError:
                self._cache.pop(loaded.game.id, None)
                raise ServiceError("Someone else acted at the same moment; nothing was undone.") from None
            self._cache[loaded.game.id] = (seq, restored)
            return ActResult(loaded.game, restored, seq, [mk.Event(text)], seat, False)

    async def options(self, channel_id: int, user_id: int) -> list[mk.Option]:
        """The caller's legal options now (outside their turn: the effects usable before it)."""
        try:
            loaded = await self.load(channel_id)
            seat = self.seat_of(loaded, user_id)
        except ServiceError:
            return []
        d = mk.decision(loaded.state, seat, self.data)
        if d is None:  # not your turn: what you may use before it (rulebook §3.2)
            return mk.off_turn_options(loaded.state, seat, self.data)
        return list(d.options)

    async def replay_check(self, channel_id: int) -> bool:
        """Replaying the effective log reproduces the stored state exactly."""
        loaded = await self.load(channel_id, any_status=True)
        actions = await self.store.effective_actions(loaded.game.id)
        setup = {
            "scenario": loaded.game.lobby["scenario"],
            "seats": loaded.game.lobby["seats"],
            "seed": loaded.game.seed,
        }
        steps = [(int(a.action["seat"]), {k: v for k, v in a.action.items() if k != "seat"}) for a in actions]
        state = mk.replay(setup, steps, self.data)
        return state.to_json() == loaded.state.to_json()
