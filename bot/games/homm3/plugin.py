"""Heroes of Might and Magic III: The Board Game as a plugin of the platform: the game contract
(bot/engine/contract.py) over the rules in turn.py, with the command set of commands.py.
pyproject.toml registers it (``homm3``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.engine import contract
from bot.engine.contract import PICK_ONE, Decision
from bot.engine.i18n import Catalog, catalog
from bot.engine.serial import from_dict, to_dict
from bot.games.homm3 import compendium, turn
from bot.games.homm3.commands import Homm3Commands
from bot.games.homm3.data import Homm3Data, load
from bot.games.homm3.data.report import data_report
from bot.games.homm3.scenario import scenarios
from bot.games.homm3.setup import new_state
from bot.games.homm3.state import OVER, SCHEMA, Homm3State
from bot.games.homm3.views import private_view, public_view

FACTIONS = (("castle", "Castle"), ("dungeon", "Dungeon"), ("necropolis", "Necropolis"))
HERO_KINDS = (("might", "Might hero"), ("magic", "Magic hero"))
DIFFICULTIES = (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"), ("impossible", "Impossible"))


LOCALES = Path(__file__).resolve().parent / "locales"


class Homm3(contract.Game[Homm3State]):
    """Heroes of Might and Magic III: The Board Game (base box) behind the platform's game contract."""

    id = "homm3"
    name = "Heroes of Might and Magic III"
    min_players = 1
    max_players = 3
    command_group = "h3"
    schema = SCHEMA

    def __init__(self, data: Homm3Data | None = None) -> None:
        self._data = data
        self._commands = Homm3Commands(self)

    @property
    def data(self) -> Homm3Data:
        if self._data is None:
            self._data = load()
        return self._data

    # ------------------------------------------------------------------ set-up
    def setup_choices(self) -> tuple[contract.SetupChoice, ...]:
        found = scenarios()
        return (
            contract.SetupChoice(
                "scenario",
                "Scenario",
                tuple((s.id, s.name) for s in found.values()),
                default=next(iter(found)),
            ),
            contract.SetupChoice("difficulty", "Difficulty", DIFFICULTIES, default="normal"),
            contract.SetupChoice("faction", "Faction", FACTIONS, per_seat=True, unique=True),
            contract.SetupChoice("hero", "Main hero", HERO_KINDS, per_seat=True, default="might"),
        )

    def player_counts(self, options: Mapping[str, str]) -> tuple[int, int]:
        players = scenarios()[options["scenario"]].players
        return (min(players), max(players))

    def new(
        self, options: Mapping[str, str], seats: Sequence[contract.PlayerSeat], seed: str
    ) -> contract.Outcome[Homm3State]:
        scenario = scenarios()[options.get("scenario") or next(iter(scenarios()))]
        rows = [(s.user_id, s.name, s.choices["faction"], s.choices.get("hero") or "might") for s in seats]
        state = new_state(scenario, options.get("difficulty") or "normal", rows, seed, self.data)
        heroes = ", ".join(
            f"{p.name}: {self.data.heroes[p.hero].name} of {p.faction.title()}" for p in state.players
        )
        first = state.players[state.order[0]].name
        events = [
            contract.Event(
                f"{scenario.name} begins ({scenario.mode}, {state.difficulty}). {heroes}. {first} plays first."
            )
        ]
        events += turn.begin(state, self.data).events
        return contract.Outcome(state, events, True, True, self.to_move(state))

    # ------------------------------------------------------------------ play
    def players(self, state: Homm3State) -> list[contract.SeatView]:
        return [contract.SeatView(i, p.user_id, p.name) for i, p in enumerate(state.players)]

    def to_move(self, state: Homm3State) -> tuple[int, ...]:
        seat = turn.to_move(state, self.data)
        return () if seat is None else (seat,)

    def decision(self, state: Homm3State, seat: int) -> Decision | None:
        options = turn.offered(state, self.data, seat)
        if not options:
            return None
        if state.pending:
            topic, prompt = "choice", state.pending[0].prompt
        elif state.fight is not None:
            topic, prompt = "combat", f"Combat at {state.fight.at}: choose the next step."
        else:
            topic, prompt = "turn", f"{state.players[seat].name}, your turn (round {state.round})."
        return Decision(seat, PICK_ONE, prompt, tuple(options), topic)

    def apply(
        self, state: Homm3State, seat: int, action: Mapping[str, Any], *, in_place: bool = False
    ) -> contract.Outcome[Homm3State]:
        work = state if in_place else self.copy(state)
        before = turn.to_move(state, self.data)
        before_turn = state.seat if state.order else None
        ctx = turn.act(work, self.data, seat, action)
        after = turn.to_move(work, self.data)
        work.undo_seat = seat if not ctx.closed and work.seat == seat and after == seat else None
        return contract.Outcome(
            work,
            ctx.events,
            undo_closed=ctx.closed or work.undo_seat is None,
            turn_passed=after != before or work.seat != before_turn,
            to_move=() if after is None else (after,),
            result=self.result(work),
        )

    def result(self, state: Homm3State) -> contract.GameResult | None:
        if state.phase != OVER or not state.result:
            return None
        res = state.result
        table = "; ".join(f"{p.name} {s}" for p, s in zip(state.players, res.scores, strict=False))
        return contract.GameResult(res.reason, tuple(res.winners), table, dict(enumerate(res.scores)))

    def undo_refusal(self, state: Homm3State, seat: int) -> str | None:
        if state.undo_seat != seat:
            return "Nothing to undo: the last action was not yours, or it revealed, drew or rolled something."
        return None

    def commands(self) -> Homm3Commands:
        return self._commands

    def catalog(self) -> Catalog:
        return catalog(str(LOCALES), "homm3")

    # ------------------------------------------------------------------ views
    def view(self, state: Homm3State, seat: int | None) -> dict[str, Any]:
        if seat is None:
            return public_view(state, self.data)
        return private_view(state, self.data, seat)

    def components(self) -> tuple[contract.Component, ...]:
        return compendium.components(self.data)

    def describe(self, component_id: str) -> list[str]:
        return compendium.describe(self.data, component_id)

    def data_report(self) -> str:
        return data_report(self.data)

    # ------------------------------------------------------------------ serialization
    def dump(self, state: Homm3State) -> dict[str, Any]:
        out: dict[str, Any] = to_dict(state)
        return out

    def _load_current(self, data: dict[str, Any]) -> Homm3State:
        return from_dict(Homm3State, data)
