"""An effect's source as the rules resolve it: which card (or skill, unit...), how (basic, powered,
sideways, an alternative) and the choices its effect needs. The card rules (cards.py), the effect
interpreter (interpret.py) and every resolver read it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Play:
    """A fully specified card play; ``params`` hold the choices the effect needs."""

    card: str  # the card played, or the id of the skill, unit, tactic or site the effect comes from
    mode: str  # basic | powered | sideways, optionally "/<alternative>"
    params: dict[str, str] = field(default_factory=dict)
    source: str = "card"  # the kind of source (interpret.SOURCES): card | skill | unit | site
    #: How many numbered colour choices (``colour``, ``colour2``...) the walk has passed (skills).
    cursor: list[int] = field(default_factory=lambda: [0], compare=False, repr=False)
    #: The unit whose ability this is (units: a borrowed unit is in nobody's Unit area).
    subject: Any = field(default=None, compare=False, repr=False)

    @property
    def how(self) -> str:
        return self.mode.split("/")[0]

    @property
    def alt(self) -> str | None:
        parts = self.mode.split("/", 1)
        return parts[1] if len(parts) == 2 else None
