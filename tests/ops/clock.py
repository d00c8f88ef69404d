"""The injected clock the operations tests move by hand (no sleeping)."""

from __future__ import annotations

T0 = 1_767_268_800.0  # 2026-01-01 12:00 UTC


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now
