"""The working context of one rules step: the state being changed, the data, randomness and events."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.contract import Event as Event  # re-exported: the rules build their events from here
from bot.engine.i18n import Say
from bot.engine.rng import Rng
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.state import GameState


class Ctx:
    def __init__(self, state: GameState, data: MageKnightData) -> None:
        self.state = state
        self.data = data
        self.events: list[Event] = []
        self.checkpoint = False  # set when information is revealed or dice are rolled
        self._rng = Rng(state.seed, state.rng_counter)

    @property
    def rng(self) -> Rng:
        """Every draw closes the undo window."""
        self.checkpoint = True
        return self._rng

    def finish(self) -> None:
        self.state.rng_counter = self._rng.counter

    def say(self, text: Say, private: Mapping[int, Say] | None = None) -> None:
        self.events.append(Event(text, dict(private or {})))
