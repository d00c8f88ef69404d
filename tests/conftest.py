"""Test-wide set-up: the toy game (tests.games.highcard) is registered beside the installed games, so the
platform's shared code is always exercised with a second game it knows nothing about; HoMM3 is registered
too when the installed package metadata predates its entry point."""

from __future__ import annotations

from bot.games import registry
from bot.games.homm3.plugin import Homm3
from tests.games.highcard.game import HighCard

registry.register(HighCard())
if "homm3" not in {g.id for g in registry.games()}:  # until the installed metadata has its entry point
    registry.register(Homm3())
