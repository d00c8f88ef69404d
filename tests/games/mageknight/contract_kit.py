"""What the contract tests (tests/games/test_contract.py) need to play Mage Knight."""

from __future__ import annotations

from bot.engine.contract import PlayerSeat
from bot.games import registry
from tests.games.mageknight.test_properties import _scramble_hidden as scramble_hidden

GAME = registry.get("mageknight")
SETUPS = [
    ({"scenario": "first_reconnaissance"}, [PlayerSeat(1, "Ann", {"hero": "tovak"})]),
    (
        {"scenario": "full_conquest"},
        [PlayerSeat(1, "Ann", {"hero": "arythea"}), PlayerSeat(2, "Ben", {"hero": "goldyx"})],
    ),
]
STEPS = 120
__all__ = ["GAME", "SETUPS", "STEPS", "scramble_hidden"]
