"""A card play as the rules resolve it: which card, how (basic, powered, sideways, an alternative)
and the choices its effect needs. The card rules (cards.py) and every effect resolver read it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Play:
    """A fully specified card play; ``params`` hold the choices the effect needs."""

    card: str
    mode: str  # basic | powered | sideways, optionally "/<alternative>"
    params: dict[str, str] = field(default_factory=dict)

    @property
    def how(self) -> str:
        return self.mode.split("/")[0]

    @property
    def alt(self) -> str | None:
        parts = self.mode.split("/", 1)
        return parts[1] if len(parts) == 2 else None
