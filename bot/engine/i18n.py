"""Message catalogs: every text a player reads comes from here, in English, Czech or Polish.

Texts are Project Fluent messages (``.ftl`` files), one catalog per *domain* (the shared texts, each
game's texts), laid out as ``<directory>/<language>/<domain>.ftl``. Fluent was chosen over hand-written
tables and over gettext because a message is a key with named parameters — exactly what the rules
engines produce (an event or an error is a key plus its values) — and because its runtime applies the
CLDR plural rules (Czech and Polish have one/few/many/other) and formats numbers per locale through
Babel, so no plural logic is written here.

A language missing a message falls back to English; a message missing in English is a programming
error (:class:`MissingText`). ``tests/test_i18n.py`` checks that every key exists in all three
languages and that every message formats without errors.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

LANGUAGES = ("en", "cs", "pl")
DEFAULT = "en"
_LOCALE = re.compile(r"^([a-zA-Z]{2,3})(?:[-_].*)?$")


class MissingText(KeyError):
    """A message key that no catalog of the domain defines (not even English)."""


def language(locale: str | None) -> str:
    """The catalog language for a Discord or POSIX locale: ``cs`` / ``cs-CZ`` → ``cs``; anything we
    have no catalog for → English."""
    if not locale:
        return DEFAULT
    m = _LOCALE.match(locale.strip())
    lang = m.group(1).lower() if m else ""
    return lang if lang in LANGUAGES else DEFAULT


@dataclass
class Catalog:
    """The messages of one domain in every language."""

    domain: str
    directory: Path
    _bundles: dict[str, FluentBundle] = field(default_factory=dict, repr=False)
    _keys: dict[str, frozenset[str]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for lang in LANGUAGES:
            path = self.directory / lang / f"{self.domain}.ftl"
            bundle = FluentBundle([lang], use_isolating=False)
            keys: set[str] = set()
            if path.exists():
                source = path.read_text(encoding="utf-8")
                bundle.add_resource(FluentResource(source))
                keys = {m.group(1) for m in re.finditer(r"^([a-zA-Z][\w-]*)\s*=", source, re.M)}
            self._bundles[lang] = bundle
            self._keys[lang] = frozenset(keys)

    def keys(self, lang: str = DEFAULT) -> frozenset[str]:
        return self._keys[lang]

    def has(self, key: str) -> bool:
        return key in self._keys[DEFAULT]

    def text(self, lang: str, key: str, args: Mapping[str, Any] | None = None) -> str:
        """The message ``key`` in ``lang`` (English when ``lang`` lacks it) with ``args`` filled in."""
        lang = lang if lang in LANGUAGES else DEFAULT
        if key not in self._keys[lang]:
            if key not in self._keys[DEFAULT]:
                raise MissingText(f"{self.domain}: no message '{key}'")
            lang = DEFAULT
        bundle = self._bundles[lang]
        message = bundle.get_message(key)
        if message.value is None:  # a message with attributes only
            raise MissingText(f"{self.domain}: '{key}' has no text of its own")
        text, errors = bundle.format_pattern(message.value, dict(args or {}))
        if errors:
            raise ValueError(f"{self.domain}/{lang}/{key}: {errors[0]}")
        return str(text)

    def attribute(self, lang: str, key: str, name: str, args: Mapping[str, Any] | None = None) -> str | None:
        """An attribute of a message (``.description``), or None when the message has none."""
        lang = lang if lang in LANGUAGES and key in self._keys[lang] else DEFAULT
        if key not in self._keys[lang]:
            return None
        bundle = self._bundles[lang]
        message = bundle.get_message(key)
        if name not in message.attributes:
            return None
        text, errors = bundle.format_pattern(message.attributes[name], dict(args or {}))
        if errors:
            raise ValueError(f"{self.domain}/{lang}/{key}.{name}: {errors[0]}")
        return str(text)


@cache
def catalog(directory: str, domain: str) -> Catalog:
    """The catalog of ``domain`` under ``directory`` (loaded once)."""
    return Catalog(domain, Path(directory))


@dataclass(frozen=True)
class Text:
    """A text not yet put into words: a catalog key and its values, rendered per reader
    (:meth:`Catalog.text`). Engines and services hand these around instead of English sentences."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)
