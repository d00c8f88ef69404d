"""Dataclass <-> JSON-able dict conversion, by cattrs (the maintained library for exactly this:
it generates a converter per class from its type hints, several times faster than walking the
fields by reflection, and fills fields missing from older data with their defaults).

>>> from dataclasses import dataclass, field
>>> @dataclass
... class P:
...     x: int
...     tags: list[str] = field(default_factory=list)
>>> from_dict(P, to_dict(P(1, ["a"])))
P(x=1, tags=['a'])
>>> from_dict(P, {"x": 2, "unknown": True})
P(x=2, tags=[])
"""

from __future__ import annotations

from typing import Any, TypeVar

import cattrs

T = TypeVar("T")

_converter = cattrs.Converter()


def to_dict(obj: Any) -> Any:
    """A JSON-able copy of a dataclass tree."""
    return _converter.unstructure(obj)


def from_dict(cls: type[T], data: dict[str, Any]) -> T:
    """Rebuild a dataclass of type ``cls`` from :func:`to_dict` output (JSON-decoded or not; unknown
    keys are ignored, missing ones take their defaults)."""
    return _converter.structure(data, cls)
