"""What the contract tests (tests/games/test_contract.py) need to play High Card."""

from __future__ import annotations

from bot.engine.contract import PlayerSeat
from tests.games.highcard.game import HighCard, scramble_hidden

GAME = HighCard()
SETUPS = [
    ({"rounds": "3"}, [PlayerSeat(1, "Ann", {"colour": "red"}), PlayerSeat(2, "Ben", {"colour": "blue"})]),
    (
        {"rounds": "5"},
        [
            PlayerSeat(1, "Ann", {"colour": "red"}),
            PlayerSeat(2, "Ben", {"colour": "blue"}),
            PlayerSeat(3, "Cat", {"colour": "green"}),
        ],
    ),
]
STEPS = 40
__all__ = ["GAME", "SETUPS", "STEPS", "scramble_hidden"]
