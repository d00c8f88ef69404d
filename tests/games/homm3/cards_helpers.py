"""Helpers for the card tests: a game whose seats hold chosen hands, and a combat played with the
game's real card host."""

from __future__ import annotations

from bot.games.homm3 import effects
from bot.games.homm3.combat.state import CombatState
from bot.games.homm3.state import Homm3State
from tests.games.homm3.conftest import battle, keys
from tests.games.homm3.game_helpers import DATA, new


def table(hands: dict[int, list[str]], level: int = 1) -> Homm3State:
    state = new()
    for seat, hand in hands.items():
        state.players[seat].hand = list(hand)
        state.players[seat].deck = ["basic:attack"] * 5
        state.players[seat].level = level
    return state


def fight(
    state: Homm3State, attacker: dict, defender: dict, seed: str = "t"
) -> tuple[CombatState, effects.Host]:
    host = effects.Host(state, DATA)
    return battle(attacker, defender, host=host, seed=seed), host


def plays(combat: CombatState, host: effects.Host) -> list[str]:
    return [k for k in keys(combat, host) if k.startswith("play")]
