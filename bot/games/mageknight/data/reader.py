"""Reading Mage Knight records: the shared record reader (``bot.engine.records``) plus what only Mage
Knight has, the effect vocabulary and the expansions.

Every record carries ``provenance``, ``verified``, ``disputed`` and ``gaps`` (:class:`Meta`).
"""

from __future__ import annotations

from typing import Any

from bot.engine import records as shared
from bot.engine.records import MISSING, DataError, Meta, check_top, read_toml
from bot.games.mageknight.effects import check_effect

__all__ = [
    "ENEMY_COLOURS",
    "EXPANSIONS",
    "MISSING",
    "RESISTANCES",
    "DataError",
    "Meta",
    "Reader",
    "check_top",
    "read_toml",
    "records",
]

EXPANSIONS = ("base", "lost_legion", "krang", "shades_of_tezla")
ENEMY_COLOURS = ("green", "grey", "brown", "violet", "red", "white")
RESISTANCES = ("physical", "fire", "ice")


class Reader(shared.Reader):
    """A Mage Knight record being read: the shared getters plus checked effects."""

    def effect(self, key: str, default: Any = MISSING) -> Any:
        """An effect-vocabulary table (see ``bot/games/mageknight/effects``), checked."""
        raw = self.get(key, dict, default)
        if raw is default and default is not MISSING:
            return raw
        return self.checked_effect(key, raw)

    def checked_effect(self, key: str, raw: Any) -> dict[str, Any]:
        """Check ``raw`` (the value of ``key``) against the effect vocabulary."""

        try:
            check_effect(raw, key)
        except ValueError as exc:
            raise DataError(f"{self.file}: {self.record}: {self.prefix}{exc}") from None
        return dict(raw)


records = Reader.records
