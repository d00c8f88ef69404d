"""Deterministic randomness: every draw is derived from ``(seed, counter)``.

Only :meth:`random.Random.random` is used, whose sequence Python promises to keep stable, and the
shuffle/choice helpers are our own, so a Python upgrade cannot change a replay.

>>> r = Rng("demo", 0)
>>> a = r.shuffled([1, 2, 3, 4, 5]); r.counter
1
>>> Rng("demo", 0).shuffled([1, 2, 3, 4, 5]) == a
True
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def _seed_int(seed: str, counter: int) -> int:
    digest = hashlib.sha256(f"{seed}/{counter}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Rng:
    """A stream of random numbers; ``counter`` advances once per draw and lives in the game state."""

    def __init__(self, seed: str, counter: int = 0) -> None:
        self.seed = seed
        self.counter = counter

    def _next(self) -> random.Random:
        rnd = random.Random(_seed_int(self.seed, self.counter))
        self.counter += 1
        return rnd

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list with ``items`` in random order (Fisher-Yates on ``random()`` only)."""
        rnd = self._next()
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = int(rnd.random() * (i + 1))
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        rnd = self._next()
        return items[int(rnd.random() * len(items))]

    def choices(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` independent picks with replacement (one draw)."""
        rnd = self._next()
        return [items[int(rnd.random() * len(items))] for _ in range(k)]
