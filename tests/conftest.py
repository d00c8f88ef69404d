"""Test-wide set-up: the toy game (tests.games.highcard) is registered beside the installed games, so the
platform's shared code is always exercised with a second game it knows nothing about."""

from __future__ import annotations

from bot.games import registry
from tests.games.highcard.game import HighCard

registry.register(HighCard())
