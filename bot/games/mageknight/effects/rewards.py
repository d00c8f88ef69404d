"""Effect kinds first needed by the ruins tokens, faction reward tokens and Volkare.

Declare a kind here only when no kind in the other area modules fits (see ``effects/__init__``).
"""

from __future__ import annotations

from bot.games.mageknight.effects.vocabulary import Kind

KINDS: list[Kind] = []

CONDITIONS: dict[str, str] = {}

QUANTITIES: dict[str, str] = {}
