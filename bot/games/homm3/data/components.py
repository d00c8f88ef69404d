"""The rulebook's component list (``components.toml``): what the box holds and how many.

``data`` names the counter (in ``checks.COUNTERS``) that counts the component in our data; the loader
compares the two and reports a difference only when the component's ``gaps`` explain it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.records import Meta, Reader


@dataclass(frozen=True)
class Component(Meta):
    id: str
    name: str
    count: int
    data: str | None = None


@dataclass(frozen=True)
class CountCheck:
    """A component of the rulebook's list against what our data holds; ``gaps``: why they differ."""

    component: str
    name: str
    expected: int
    found: int
    gaps: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.expected == self.found


def read_component(r: Reader) -> Component:
    return Component(
        id=r.rid, name=r.text("name"), count=r.integer("count", low=1), data=r.text("data", None), **r.meta()
    )
