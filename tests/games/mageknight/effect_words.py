"""An effect's text in English, for the data tests that compare it with the printed card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.i18n import english
from bot.games.mageknight.effects import text


def describe(effect: Mapping[str, Any]) -> str:
    return english(text(effect))
