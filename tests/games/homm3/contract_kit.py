"""What the contract tests (tests/games/test_contract.py) need to play HoMM3."""

from __future__ import annotations

import random

from bot.engine.contract import PlayerSeat
from bot.games import registry
from bot.games.homm3.state import Homm3State

GAME = registry.get("homm3")
SETUPS = [
    (
        {"scenario": "border_skirmish", "difficulty": "normal"},
        [
            PlayerSeat(1, "Ann", {"faction": "castle"}),
            PlayerSeat(2, "Ben", {"faction": "dungeon", "hero": "magic"}),
        ],
    ),
    (
        {"scenario": "border_skirmish", "difficulty": "easy"},
        [
            PlayerSeat(1, "Ann", {"faction": "castle", "hero": "magic"}),
            PlayerSeat(2, "Ben", {"faction": "dungeon"}),
            PlayerSeat(3, "Cat", {"faction": "necropolis"}),
        ],
    ),
]
STEPS = 150


def scramble_hidden(state: Homm3State, rnd: random.Random) -> Homm3State:
    """The same public situation with other hidden cards and tiles: each player's hand and deck dealt
    anew from their union, the shared decks reordered, the face-down tiles and the personal far tiles
    swapped among themselves (same kinds)."""
    out = GAME.copy(state)
    for p in out.players:
        pool = p.hand + p.deck
        rnd.shuffle(pool)
        p.hand, p.deck = pool[: len(p.hand)], pool[len(p.hand) :]
    for d in (out.spells, out.abilities, out.artifacts, out.proclamations, *out.neutrals.values()):
        rnd.shuffle(d.cards)
    for kind in ("near", "centre", "far"):
        hidden = [s for s in out.slots if not s.face_up and s.kind == kind]
        tiles = [s.tile for s in hidden]
        rnd.shuffle(tiles)
        for s, t in zip(hidden, tiles, strict=True):
            s.tile = t
    far = [t for p in out.players for t in p.far_tiles]
    rnd.shuffle(far)
    for p in out.players:
        p.far_tiles, far = far[: len(p.far_tiles)], far[len(p.far_tiles) :]
    return out


__all__ = ["GAME", "SETUPS", "STEPS", "scramble_hidden"]
