"""What every rule module works with while an action is applied: the state, the data, the seeded
random stream, the events told so far, and whether the undo window has closed (a reveal, a draw, a roll)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.errors import IllegalActionError
from bot.engine.outcome import Event
from bot.engine.rng import Rng
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.scenario import Scenario, scenarios
from bot.games.homm3.state import RESOURCES, Homm3State, Player

LOG_LINES = 12  # public lines kept in the state for the status


@dataclass
class Ctx:
    state: Homm3State
    data: Homm3Data
    rng: Rng
    events: list[Event] = field(default_factory=list)
    closed: bool = False
    won: tuple[int, str, str, str] | None = None  # a combat won: (seat, hero, field, then) for the map

    @classmethod
    def of(cls, state: Homm3State, data: Homm3Data) -> Ctx:
        return cls(state, data, Rng(state.seed, state.rng_counter))

    @property
    def scenario(self) -> Scenario:
        return scenarios()[self.state.scenario]

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def say(self, text: str, private: dict[int, str] | None = None) -> None:
        self.events.append(Event(text, dict(private or {})))
        self.state.log = (self.state.log + [text])[-LOG_LINES:]

    def tell(self, seat: int, text: str) -> None:
        """A private line for one seat only (no public text)."""
        if self.events:
            old = self.events[-1].private.get(seat)
            self.events[-1].private[seat] = f"{old} {text}" if old else text
        else:
            self.events.append(Event("", {seat: text}))

    def close(self) -> None:
        self.closed = True

    def finish(self) -> None:
        self.state.rng_counter = self.rng.counter


def can_pay(p: Player, cost: dict[str, int]) -> bool:
    return all(p.resources[r] >= cost.get(r, 0) for r in RESOURCES)


def pay(p: Player, cost: dict[str, int]) -> None:
    if not can_pay(p, cost):
        raise IllegalActionError(f"You cannot pay {show(cost)}; you have {show(p.resources)}.")
    for r in RESOURCES:
        p.resources[r] -= cost.get(r, 0)


def gain(p: Player, amounts: dict[str, int]) -> None:
    for r in RESOURCES:
        p.resources[r] += amounts.get(r, 0)


SHORT = {"gold": "gold", "building_materials": "building materials", "valuables": "valuables"}


def show(amounts: dict[str, int]) -> str:
    parts = [f"{amounts.get(r, 0)} {SHORT[r]}" for r in RESOURCES if amounts.get(r, 0)]
    return ", ".join(parts) or "nothing"


def cost_dict(cost: object) -> dict[str, int]:
    """A data :class:`~bot.games.homm3.data.common.Cost` as a resource dict."""
    return {r: int(getattr(cost, r)) for r in RESOURCES}
