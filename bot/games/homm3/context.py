"""What every rule module works with while an action is applied: the state, the data, the seeded
random stream, the events told so far, and whether the undo window has closed (a reveal, a draw, a roll)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, dumps, join, loaded, t
from bot.engine.outcome import Event
from bot.engine.rng import Rng
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.scenario import Scenario, scenarios
from bot.games.homm3.state import RESOURCES, Homm3State, Pending, Player

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

    def say(self, text: Say, private: dict[int, Say] | None = None) -> None:
        self.events.append(Event(text, dict(private or {})))
        self.state.log = (self.state.log + [stored(text)])[-LOG_LINES:]

    def tell(self, seat: int, text: Say) -> None:
        """A private line for one seat only (no public text)."""
        if self.events:
            old = self.events[-1].private.get(seat)
            self.events[-1].private[seat] = join(old, text) if old else text
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
        raise IllegalActionError(t("h3-cannot-pay", cost=show(cost), have=show(p.resources)))
    for r in RESOURCES:
        p.resources[r] -= cost.get(r, 0)


def gain(p: Player, amounts: dict[str, int]) -> None:
    for r in RESOURCES:
        p.resources[r] += amounts.get(r, 0)


def show(amounts: Mapping[str, int]) -> Say:
    """Amounts of resources in words ("3 gold, 1 valuables"; "nothing" when all are 0)."""
    parts = [t(f"h3-res-{r}", n=amounts[r]) for r in RESOURCES if amounts.get(r, 0)]
    return join(*parts, sep=", ") if parts else t("h3-res-nothing")


def price(cost: object) -> Say:
    """A data :class:`~bot.games.homm3.data.common.Cost` as the labels show it ("4 gold + 2 bm + 1 v")."""
    amounts = cost_dict(cost)
    parts = [t(f"h3-price-{r}", n=amounts[r]) for r in RESOURCES if amounts[r]]
    return join(*parts, sep=" + ") if parts else t("h3-res-nothing")


def stored(text: Say) -> str:
    """A text kept in the state (a question, the log, the result) as a string that
    :func:`said` reads back; an old game's plain English string stays as it is."""
    return dumps([text])


def said(text: str | Say) -> Say:
    """A text kept by :func:`stored`, ready to be put into words."""
    return loaded(text) if isinstance(text, str) else text


def ask(
    seat: int,
    kind: str,
    prompt: Say,
    options: Sequence[tuple[str, Say]] = (),
    context: Mapping[str, str] | None = None,
) -> Pending:
    """A question to ``seat`` (see :class:`~bot.games.homm3.state.Pending`): ``options`` are
    ``(id, label)`` pairs; the prompt and labels are kept as :func:`stored` texts."""
    return Pending(
        seat, kind, stored(prompt), [[oid, stored(label)] for oid, label in options], dict(context or {})
    )


def cost_dict(cost: object) -> dict[str, int]:
    """A data :class:`~bot.games.homm3.data.common.Cost` as a resource dict."""
    return {r: int(getattr(cost, r)) for r in RESOURCES}
