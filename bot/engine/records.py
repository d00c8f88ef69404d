"""Component data records shared by every game: typed getters whose errors name the file, the record and
the field.

A game keeps its component facts in TOML files, one record per card, unit, tile…; each record carries
:class:`Meta`: where its facts come from (``provenance``), whether they were checked against the
printed component (``verified``), the values the sources dispute and the choice made (``disputed``),
what is not sourced at all (``gaps``), and which values are our own choice rather than a printed fact
(``ours``: ``"<field>: <why>"``, the why usually a ruling id). A game's own vocabulary (effects,
expansions…) lives in the game's data package, on a subclass of :class:`Reader` if it needs one.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self


class DataError(Exception):
    """A data file is malformed; the message names the file, the record and the field."""


@dataclass(frozen=True, kw_only=True)
class Meta:
    """Where a record's facts come from and how sure we are (every record has these)."""

    provenance: str = ""
    verified: bool = False
    disputed: tuple[str, ...] = ()
    gaps: tuple[str, ...] = ()
    ours: tuple[str, ...] = ()


MISSING: Any = object()


class Reader:
    """A record being read: typed getters whose errors name file, record and field."""

    def __init__(self, file: str, record: str, raw: Any, prefix: str = "") -> None:
        self.file, self.record, self.prefix = file, record, prefix
        if not isinstance(raw, dict):
            raise DataError(f"{file}: {record}: {prefix.rstrip('.') or 'record'}: must be a table")
        self.raw: dict[str, Any] = raw
        self.used: set[str] = set()
        self.rid = ""

    def err(self, key: str, msg: str) -> DataError:
        return DataError(f"{self.file}: {self.record}: {self.prefix}{key}: {msg}")

    def get(self, key: str, kinds: type | tuple[type, ...], default: Any = MISSING) -> Any:
        self.used.add(key)
        if key not in self.raw:
            if default is MISSING:
                raise self.err(key, "missing")
            return default
        value = self.raw[key]
        if isinstance(value, bool) and bool not in (kinds if isinstance(kinds, tuple) else (kinds,)):
            raise self.err(key, f"expected {_kind_name(kinds)}, got a boolean")
        if not isinstance(value, kinds):
            raise self.err(key, f"expected {_kind_name(kinds)}, got {type(value).__name__}")
        return value

    def text(self, key: str, default: Any = MISSING, choices: tuple[str, ...] | None = None) -> Any:
        value = self.get(key, str, default)
        if choices is not None and value is not None and value not in choices:
            raise self.err(key, f"unknown value {value!r} (expected one of {', '.join(choices)})")
        return value

    def integer(self, key: str, default: Any = MISSING, low: int | None = None) -> Any:
        value = self.get(key, int, default)
        if low is not None and value is not None and value < low:
            raise self.err(key, f"must be at least {low}, got {value}")
        return value

    def flag(self, key: str, default: Any = MISSING) -> bool:
        return bool(self.get(key, bool, default))

    def texts(self, key: str, choices: tuple[str, ...] | None = None, default: Any = ()) -> tuple[str, ...]:
        items = self.get(key, list, list(default) if default is not MISSING else MISSING)
        for i, item in enumerate(items):
            if not isinstance(item, str):
                raise self.err(f"{key}[{i}]", f"expected text, got {type(item).__name__}")
            if choices is not None and item not in choices:
                raise self.err(
                    f"{key}[{i}]", f"unknown value {item!r} (expected one of {', '.join(choices)})"
                )
        return tuple(items)

    def integers(self, key: str, default: Any = MISSING) -> tuple[int, ...]:
        items = self.get(key, list, default)
        for i, item in enumerate(items):
            if not isinstance(item, int) or isinstance(item, bool):
                raise self.err(f"{key}[{i}]", "expected a whole number")
        return tuple(items)

    def items(self, key: str, *, empty: str | None = None, ids: str | None = None) -> list[Self]:
        """The sub-tables of an array field, as readers. ``empty``: the error when the array is missing
        or empty (else an absent array is no items); ``ids``: each item has a text ``id`` unique in the
        array (``ids`` names them in the error, e.g. "interaction")."""
        raw = self.get(key, list, MISSING if empty else [])
        if empty and not raw:
            raise self.err(key, empty)
        out = []
        seen: set[str] = set()
        for i, item in enumerate(raw):
            s = self.sub(f"{key}[{i}]", item)
            if ids:
                sid = s.text("id")
                if sid in seen:
                    raise s.err("id", f"duplicate {ids} id {sid!r}")
                seen.add(sid)
                s.rid = sid
            out.append(s)
        return out

    def sub(self, key: str, raw: Any) -> Self:
        return type(self)(self.file, self.record, raw, f"{self.prefix}{key}.")

    def per_players(
        self, key: str, players: tuple[int, ...], kind: type, default: Any = MISSING
    ) -> dict[int, Any]:
        """A value per player count: a plain value (same for all) or a table keyed by player count."""
        value = self.get(key, (kind, dict), default)
        if not isinstance(value, dict):
            return {p: value for p in players}
        out: dict[int, Any] = {}
        for k, v in value.items():
            if not k.isdigit() or int(k) not in players:
                raise self.err(f"{key}.{k}", f"not a supported player count {list(players)}")
            if not isinstance(v, kind) or isinstance(v, bool):
                raise self.err(f"{key}.{k}", f"expected {_kind_name(kind)}")
            out[int(k)] = v
        missing = [p for p in players if p not in out]
        if default is MISSING and missing:
            raise self.err(key, f"no value for {missing[0]} player(s)")
        return out

    def meta(self) -> dict[str, Any]:
        """The :class:`Meta` fields of this record, as keyword arguments. Each ``ours`` entry names a
        field of this record (``"field: why"``, the field may be followed by ``.sub`` or ``[i]``)."""
        ours = self.texts("ours")
        for i, entry in enumerate(ours):
            head, sep, why = entry.partition(":")
            name = head.split(".")[0].split("[")[0].strip()
            if not sep or not why.strip():
                raise self.err(f"ours[{i}]", "expected '<field>: <why>'")
            if name not in self.raw:
                raise self.err(f"ours[{i}]", f"names {name!r}, which this record does not have")
        return {
            "provenance": self.text("provenance"),
            "verified": self.flag("verified"),
            "disputed": self.texts("disputed"),
            "gaps": self.texts("gaps"),
            "ours": ours,
        }

    def done(self) -> None:
        unknown = sorted(set(self.raw) - self.used)
        if unknown:
            raise self.err(unknown[0], "unknown field")

    @classmethod
    def records(cls, file: str, doc: dict[str, Any], key: str, label: str, array: bool) -> list[Self]:
        """The records of one section of a file, as readers; duplicate ids are an error. ``array``: the
        section is ``[[key]]`` items with an ``id`` each, else ``[key.<id>]`` tables."""
        raw = doc.get(key)
        if raw is None:
            raise DataError(f"{file}: section '{key}' is missing")
        items: list[tuple[str, Any]]
        if array:
            if not isinstance(raw, list):
                raise DataError(f"{file}: '{key}' must be an array of tables ([[{key}]])")
            items = []
            for i, item in enumerate(raw):
                rid = item.get("id") if isinstance(item, dict) else None
                if not isinstance(rid, str) or not rid:
                    raise DataError(f"{file}: {label} #{i + 1}: id: missing or not text")
                items.append((rid, item))
        else:
            if not isinstance(raw, dict):
                raise DataError(f"{file}: '{key}' must be a table of tables ([{key}.<id>])")
            items = list(raw.items())
        seen: set[str] = set()
        readers = []
        for rid, item in items:
            if rid in seen:
                raise DataError(f"{file}: {label} '{rid}': id: duplicate id")
            seen.add(rid)
            r = cls(file, f"{label} '{rid}'", item)
            r.used.add("id")
            r.rid = rid
            readers.append(r)
        return readers


def _kind_name(kinds: type | tuple[type, ...]) -> str:
    names = {
        "str": "text",
        "int": "a whole number",
        "bool": "true/false",
        "list": "an array",
        "dict": "a table",
    }
    seq = kinds if isinstance(kinds, tuple) else (kinds,)
    return " or ".join(names.get(k.__name__, k.__name__) for k in seq)


def data_dir(path: str | Path | None, env_var: str) -> Path | None:
    """Where a game loads its data from: ``path``, else the directory named by ``$env_var``; None means
    the game's default directory (whose load the game may cache)."""
    chosen = path if path is not None else os.environ.get(env_var) or None
    return None if chosen is None else Path(chosen)


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataError(f"{path.name}: file not found in {path.parent}") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{path.name}: not valid TOML: {exc}") from None


records = Reader.records


def check_top(file: str, doc: dict[str, Any], allowed: set[str]) -> tuple[str, ...]:
    """Refuse unknown top-level sections; return the file's own ``gaps`` (an array of text)."""
    unknown = sorted(set(doc) - allowed - {"gaps"})
    if unknown:
        raise DataError(f"{file}: top level: {unknown[0]}: unknown section")
    gaps = doc.get("gaps", [])
    if not isinstance(gaps, list) or not all(isinstance(g, str) for g in gaps):
        raise DataError(f"{file}: top level: gaps: expected an array of text")
    return tuple(gaps)
