"""Reading records from the TOML files: typed getters whose errors name the file, the record and the field.

Every record carries ``provenance``, ``verified``, ``disputed`` and ``gaps`` (:class:`Meta`).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.games.mageknight.effects import check_effect

EXPANSIONS = ("base", "lost_legion", "krang", "shades_of_tezla")
ENEMY_COLOURS = ("green", "grey", "brown", "violet", "red", "white")
RESISTANCES = ("physical", "fire", "ice")


class DataError(Exception):
    """A data file is malformed; the message names the file, the record and the field."""


@dataclass(frozen=True, kw_only=True)
class Meta:
    """Where a record's facts come from and how sure we are (every record has these)."""

    provenance: str = ""
    verified: bool = False
    disputed: tuple[str, ...] = ()
    gaps: tuple[str, ...] = ()


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

    def items(self, key: str, *, empty: str | None = None, ids: str | None = None) -> list[Reader]:
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

    def sub(self, key: str, raw: Any) -> Reader:
        return Reader(self.file, self.record, raw, f"{self.prefix}{key}.")

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
        return {
            "provenance": self.text("provenance"),
            "verified": self.flag("verified"),
            "disputed": self.texts("disputed"),
            "gaps": self.texts("gaps"),
        }

    def done(self) -> None:
        unknown = sorted(set(self.raw) - self.used)
        if unknown:
            raise self.err(unknown[0], "unknown field")


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


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataError(f"{path.name}: file not found in {path.parent}") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{path.name}: not valid TOML: {exc}") from None


def records(file: str, doc: dict[str, Any], key: str, label: str, array: bool) -> list[Reader]:
    """The records of one section, as readers; duplicate ids are an error."""
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
        r = Reader(file, f"{label} '{rid}'", item)
        r.used.add("id")
        r.rid = rid
        readers.append(r)
    return readers


def check_top(file: str, doc: dict[str, Any], allowed: set[str]) -> tuple[str, ...]:
    unknown = sorted(set(doc) - allowed - {"gaps"})
    if unknown:
        raise DataError(f"{file}: top level: {unknown[0]}: unknown section")
    gaps = doc.get("gaps", [])
    if not isinstance(gaps, list) or not all(isinstance(g, str) for g in gaps):
        raise DataError(f"{file}: top level: gaps: expected an array of text")
    return tuple(gaps)
