"""Mage Knight as a plugin of the platform: the game contract (bot/engine/contract.py) over the
engine in game.py, with the command set of commands.py. pyproject.toml registers it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.engine import contract
from bot.engine.contract import Decision
from bot.engine.i18n import Catalog, catalog
from bot.games.mageknight import compendium, data_report
from bot.games.mageknight.commands import MageKnightCommands
from bot.games.mageknight.data import MageKnightData, load
from bot.games.mageknight.game import apply, clone, decision, new_game, off_turn_options, to_move
from bot.games.mageknight.observer import pending_choice, private_view, public_view
from bot.games.mageknight.scoring import table
from bot.games.mageknight.setup import PLAYABLE_SCENARIOS, Seat
from bot.games.mageknight.state import SCHEMA, GameState, migrate_1_to_2

MAX_PLAYERS = 4  # the box has four heroes' worth of components per game (UE §1)


LOCALES = Path(__file__).resolve().parent / "locales"


class MageKnight(contract.Game[GameState]):
    """Mage Knight (Ultimate Edition) behind the platform's game contract."""

    id = "mageknight"
    name = "Mage Knight"
    min_players = 1
    max_players = MAX_PLAYERS
    command_group = "mk"
    schema = SCHEMA

    def __init__(self, data: MageKnightData | None = None) -> None:
        self._data = data
        self._commands = MageKnightCommands()

    @property
    def data(self) -> MageKnightData:
        """The component data (loaded once, on first use)."""
        if self._data is None:
            self._data = load()
        return self._data

    # ------------------------------------------------------------------ set-up
    def setup_choices(self) -> tuple[contract.SetupChoice, ...]:
        data = self.data
        return (
            contract.SetupChoice(
                "scenario",
                "Scenario",
                tuple((s, data.scenarios[s].name) for s in PLAYABLE_SCENARIOS),
                default=PLAYABLE_SCENARIOS[0],
            ),
            contract.SetupChoice(
                "hero",
                "Hero",
                tuple((h.id, h.name) for h in data.heroes.values()),
                per_seat=True,
                unique=True,
            ),
        )

    def player_counts(self, options: Mapping[str, str]) -> tuple[int, int]:
        players = self.data.scenarios[options["scenario"]].players
        return (max(self.min_players, min(players)), min(self.max_players, max(players)))

    def new(
        self, options: Mapping[str, str], seats: Sequence[contract.PlayerSeat], seed: str
    ) -> contract.Outcome[GameState]:
        heroes = [Seat(s.user_id, s.name, s.choices["hero"]) for s in seats]
        out = new_game(options["scenario"], heroes, seed, self.data)
        return contract.Outcome(out.state, out.events, True, True, self.to_move(out.state))

    # ------------------------------------------------------------------ play
    def players(self, state: GameState) -> list[contract.SeatView]:
        return [contract.SeatView(p.seat, p.user_id, p.name) for p in state.players]

    def to_move(self, state: GameState) -> tuple[int, ...]:
        seat = to_move(state)
        return () if seat is None else (seat,)

    def decision(self, state: GameState, seat: int) -> Decision | None:
        return decision(state, seat, self.data)

    def off_turn_options(self, state: GameState, seat: int) -> list[contract.Option]:
        return list(off_turn_options(state, seat, self.data))

    def apply(
        self, state: GameState, seat: int, action: Mapping[str, Any], *, in_place: bool = False
    ) -> contract.Outcome[GameState]:
        before = to_move(state)
        out = apply(state, seat, dict(action), self.data, in_place=in_place)
        after = to_move(out.state)
        return contract.Outcome(
            out.state,
            out.events,
            undo_closed=out.checkpoint or out.state.undo_depth == 0,
            turn_passed=after != before or self._turn_ended(out.state, seat, action),
            to_move=() if after is None else (after,),
            result=self.result(out.state) if out.state.phase == "game_over" else None,
        )

    def _turn_ended(self, state: GameState, seat: int, action: Mapping[str, Any]) -> bool:
        """An end of turn (or the last answer of its questions) that leaves no question pending; in
        solo the next turn is the same seat's."""
        if action.get("type") not in ("end_turn", "choose"):
            return False
        return pending_choice(state, self.data, seat) is None

    def result(self, state: GameState) -> contract.GameResult | None:
        if state.phase != "game_over" or not state.result:
            return None
        res = state.result
        if "scores" not in res:  # a game finished before achievement scoring existed
            return contract.GameResult(str(res.get("reason", "")), table=str(res.get("note", "")))
        return contract.GameResult(
            str(res["reason"]),
            tuple(int(s) for s in res.get("winners", [])),
            table(res),
            {int(s): int(row["total"]) for s, row in zip(res["ranking"], res["scores"], strict=True)},
        )

    def undo_refusal(self, state: GameState, seat: int) -> str | None:
        if to_move(state) != seat:
            return "You can only undo your own actions during your turn."
        if state.undo_depth <= 0:
            return (
                "Nothing to undo: the rulebook forbids taking back anything before the last reveal, card draw, "
                "die roll or another player's action."
            )
        return None

    def commands(self) -> MageKnightCommands:
        return self._commands

    def catalog(self) -> Catalog:
        return catalog(str(LOCALES), "mageknight")

    # ------------------------------------------------------------------ the box
    def components(self) -> tuple[contract.Component, ...]:
        return compendium.components(self.data)

    def describe(self, component_id: str) -> list[str]:
        return compendium.describe(self.data, component_id)

    # ------------------------------------------------------------------ views
    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        if seat is None:
            return public_view(state, self.data)
        return private_view(state, self.data, seat)

    def data_report(self) -> str:
        return data_report.report()

    # ------------------------------------------------------------------ serialization
    def dump(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def _load_current(self, data: dict[str, Any]) -> GameState:
        return GameState.from_json(data)

    def migrations(self) -> Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]:
        return {1: migrate_1_to_2}

    def copy(self, state: GameState) -> GameState:
        return clone(state)
