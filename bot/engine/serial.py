"""Dataclass <-> JSON-able dict conversion driven by type hints (no third-party dependency).

>>> from dataclasses import dataclass, field
>>> @dataclass
... class P:
...     x: int
...     tags: list[str] = field(default_factory=list)
>>> from_dict(P, to_dict(P(1, ["a"])))
P(x=1, tags=['a'])
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, TypeVar, Union

T = TypeVar("T")


def to_dict(obj: Any) -> Any:
    """A JSON-able copy of a dataclass tree (tuples become lists)."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_dict(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [to_dict(v) for v in obj]
    if isinstance(obj, dict):
        return {str(k): to_dict(v) for k, v in obj.items()}
    return obj


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _convert(tp: Any, value: Any) -> Any:
    if value is None:
        return None
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        return _convert(args[0], value) if len(args) == 1 else value
    if origin is list:
        (arg,) = typing.get_args(tp)
        return [_convert(arg, v) for v in value]
    if origin is tuple:
        targs = typing.get_args(tp)
        if len(targs) == 2 and targs[1] is Ellipsis:
            return tuple(_convert(targs[0], v) for v in value)
        return tuple(_convert(a, v) for a, v in zip(targs, value, strict=True))
    if origin is dict:
        k_tp, v_tp = typing.get_args(tp)
        return {(int(k) if k_tp is int else k): _convert(v_tp, v) for k, v in value.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return from_dict(tp, value)
    return value


def from_dict(cls: type[T], data: dict[str, Any]) -> T:
    """Rebuild a dataclass of type ``cls`` from :func:`to_dict` output (unknown keys are ignored)."""
    hints = _hints(cls)  # type: ignore[arg-type]
    kwargs = {
        f.name: _convert(hints[f.name], data[f.name])
        for f in dataclasses.fields(cls)  # type: ignore[arg-type]
        if f.name in data
    }
    return cls(**kwargs)
