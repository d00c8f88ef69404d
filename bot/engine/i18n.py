"""Message catalogs: every text a player reads comes from here, in English, Czech or Polish.

Texts are Project Fluent messages (``.ftl`` files), one catalog per *domain* (the shared texts, each
game's texts), laid out as ``<directory>/<language>/<domain>.ftl``. Fluent was chosen over hand-written
tables and over gettext because a message is a key with named parameters — exactly what the rules
engines produce (an event or an error is a key plus its values) — and because its runtime applies the
CLDR plural rules (Czech and Polish have one/few/many/other) and formats numbers per locale through
Babel, so no plural logic is written here.

A domain may be split over several files, ``<domain>.ftl`` and ``<domain>-<part>.ftl`` (one per area
of the rules), loaded into one bundle per language.

A language missing a message falls back to English; a message missing in English is a programming
error (:class:`MissingText`). ``tests/test_i18n.py`` checks that every key exists in all three
languages and that every message formats without errors.

Engines and services never hold a sentence: they hold a :class:`Text` (a key and its values), made
with :func:`t`. Keys are unique across all catalogs (each game prefixes its own: ``mk-``, ``h3-``), so
a :class:`Text` is plain data — it can be stored in the action log and put into words later, by
:func:`render`, in the language of whoever reads it. A value may itself be a :class:`Text` or a list
of them (rendered in the same language, a list joined with commas); numbers are formatted per locale
by the Fluent runtime; a :class:`Moment` or a :class:`Span` value is put into words by :func:`when`
or :func:`duration` (through Babel) in the reader's language.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any, TypeAlias
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from babel.dates import format_datetime
from babel.units import format_unit
from fluent.runtime import FluentBundle, FluentResource

LANGUAGES = ("en", "cs", "pl")
#: The shared texts of the platform (lobby, service, operations), ``bot/locales``.
PLATFORM_LOCALES = Path(__file__).resolve().parents[1] / "locales"
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
    _sources: dict[tuple[str, str], str] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for lang in LANGUAGES:
            bundle = FluentBundle([lang], use_isolating=False)
            keys: set[str] = set()
            for path in self.files(lang):
                source = path.read_text(encoding="utf-8")
                bundle.add_resource(FluentResource(source))
                starts = list(re.finditer(r"^([a-zA-Z][\w-]*)\s*=", source, re.M))
                keys |= {m.group(1) for m in starts}
                for m, nxt in zip(starts, [*starts[1:], None], strict=False):
                    self._sources[lang, m.group(1)] = source[m.start() : nxt.start() if nxt else len(source)]
            self._bundles[lang] = bundle
            self._keys[lang] = frozenset(keys)
        _LOADED[self.domain] = self

    def files(self, lang: str) -> list[Path]:
        """The domain's files in ``lang``: ``<domain>.ftl`` and its parts ``<domain>-*.ftl``."""
        folder = self.directory / lang
        main = folder / f"{self.domain}.ftl"
        return ([main] if main.exists() else []) + sorted(folder.glob(f"{self.domain}-*.ftl"))

    def keys(self, lang: str = DEFAULT) -> frozenset[str]:
        return self._keys[lang]

    def variables(self, lang: str, key: str) -> frozenset[str]:
        """The ``$values`` the message ``key`` uses in ``lang`` (its text and its attributes)."""
        return frozenset(re.findall(r"\$([a-zA-Z][\w-]*)", self._sources.get((lang, key), "")))

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
        return _formatted(bundle, message.value, _values(lang, args), f"{self.domain}/{lang}/{key}")

    def attribute(self, lang: str, key: str, name: str, args: Mapping[str, Any] | None = None) -> str | None:
        """An attribute of a message (``.description``), or None when the message has none."""
        lang = lang if lang in LANGUAGES and key in self._keys[lang] else DEFAULT
        if key not in self._keys[lang]:
            return None
        bundle = self._bundles[lang]
        message = bundle.get_message(key)
        if name not in message.attributes:
            return None
        return _formatted(
            bundle, message.attributes[name], _values(lang, args), f"{self.domain}/{lang}/{key}.{name}"
        )


#: The Fluent runtime refuses a value longer than 2,500 characters (a guard against runaway texts);
#: a longer one (a long log line, a digest) stands in the message as a short mark, put back after.
_LONG = 1000


def _formatted(bundle: FluentBundle, pattern: Any, values: dict[str, Any], where: str) -> str:
    long: dict[str, str] = {}
    for k, v in values.items():
        if isinstance(v, str) and len(v) > _LONG:
            long[mark := f"\ufff0{len(long)}\ufff1"] = v
            values[k] = mark
    text, errors = bundle.format_pattern(pattern, values)
    if errors:
        raise ValueError(f"{where}: {errors[0]}")
    text = str(text)
    for mark, v in long.items():
        text = text.replace(mark, v)
    return text


@cache
def catalog(directory: str, domain: str) -> Catalog:
    """The catalog of ``domain`` under ``directory`` (loaded once)."""
    return Catalog(domain, Path(directory))


@dataclass(frozen=True)
class Text:
    """A text not yet put into words: a catalog key and its values, rendered per reader
    (:func:`render`). Engines and services hand these around instead of English sentences.

    ``str()`` gives the English text (for logs, exceptions and tests)."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return render(DEFAULT, self)

    def __contains__(self, part: str) -> bool:
        return part in str(self)

    def mapped(self, fn: Callable[[str], str]) -> Text:
        """This text with ``fn`` applied to every plain string among its values (a renamed player)."""
        return Text(self.key, {k: _mapped(v, fn) for k, v in self.args.items()})


@dataclass(frozen=True)
class Joined:
    """Several texts read as one line (``sep`` between them): a prefix and a sentence, a log entry's
    events."""

    parts: tuple[Any, ...]
    sep: str = " "

    def __str__(self) -> str:
        return render(DEFAULT, self)

    def __contains__(self, part: str) -> bool:
        return part in str(self)


@dataclass(frozen=True)
class Moment:
    """A point in time as a value of a text, put into words as the reader's language writes dates
    (:func:`when`), in the time zone ``zone`` (an IANA name; UTC when unknown)."""

    at: float  # Unix time
    zone: str = "UTC"
    form: str = "short"

    def __str__(self) -> str:
        return when(DEFAULT, self.moment(), self.form)

    def moment(self) -> datetime:
        try:
            tz: Any = ZoneInfo(self.zone or "UTC")
        except (ZoneInfoNotFoundError, ValueError):
            tz = UTC
        return datetime.fromtimestamp(self.at, tz)


@dataclass(frozen=True)
class Span:
    """A duration as a value of a text, put into words in the reader's language (:func:`duration`)."""

    seconds: float

    def __str__(self) -> str:
        return duration(DEFAULT, self.seconds)


class Name(str):
    """A component's name from the game data (a card, an enemy, a unit, a site ...): the English name
    as a plain ``str`` everywhere (f-strings, joins, comparisons, sorting, dict keys and JSON all see
    the English string), carrying the catalog ``key`` of its name in other languages
    (``mk-name-enemy-orc_skirmishers``). Given as a value of a :func:`t` text, or rendered itself,
    it reads in the reader's language where the catalog has the key, else in English.

    The catalogs (``<domain>-names.ftl``) hold a Czech or Polish form only where a published rulebook
    prints one (the glossary); everywhere else the English name. An f-string makes a plain English
    string of it: :func:`tagged` keeps a name with a tag after it (``Orc Trackers (e1)``) a Name."""

    key: str
    suffix: str

    def __new__(cls, english: str, key: str, suffix: str = "") -> Name:
        self = super().__new__(cls, english)
        self.key = key
        self.suffix = suffix
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Name, (str(self), self.key, self.suffix))

    def said(self, lang: str) -> str:
        """The name in ``lang``: the catalog's form of ``key`` where a catalog has it, else English."""
        texts = _owner(self.key)
        if texts is None:
            return str(self)
        return texts.text(lang, self.key) + self.suffix

    def spellings(self) -> tuple[str, ...]:
        """Every form a player may type: English first, then the Czech and Polish ones."""
        return tuple(dict.fromkeys([str(self), *(self.said(lang) for lang in LANGUAGES)]))


def tagged(name: str, tag: str) -> str:
    """``name (tag)`` (an enemy or a unit with its id: ``Orc Trackers (e1)``), still a :class:`Name`
    that reads in the reader's language when ``name`` is one."""
    if isinstance(name, Name):
        return Name(f"{name} ({tag})", name.key, f"{name.suffix} ({tag})")
    return f"{name} ({tag})"


def spellings(name: str) -> tuple[str, ...]:
    """The forms of ``name`` a player may type: a :class:`Name`'s in every language, a plain string
    itself."""
    return name.spellings() if isinstance(name, Name) else (name,)


#: Anything a player may read: a text from a catalog, a plain string that needs no translation
#: (a name, a mention, a drawn table of numbers), or several of these joined.
Say: TypeAlias = str | Text | Joined


def join(*parts: Say, sep: str = " ") -> Say:
    """``parts`` read as one line; plain strings stay plain strings."""
    kept = tuple(p for p in parts if p)
    if all(isinstance(p, str) and not isinstance(p, Name) for p in kept):
        return sep.join(str(p) for p in kept)
    return Joined(kept, sep)


def t(key: str, **args: Any) -> Text:
    """The text ``key`` with ``args`` — ``t("mk-rest-done", player="Ann", n=2)``."""
    return Text(key, args)


def render(lang: str, item: Say | Moment | Span | None) -> str:
    """``item`` in words, in ``lang`` (English for what ``lang`` lacks); a plain string is itself."""
    if item is None:
        return ""
    if isinstance(item, Name):
        return item.said(lang)
    if isinstance(item, str):
        return item
    if isinstance(item, Joined):
        return item.sep.join(render(lang, p) for p in item.parts)
    if isinstance(item, Moment | Span):
        return _value(lang, item)
    key, _, attribute = item.key.partition(".")
    texts = _owner(key)
    if texts is None:
        raise MissingText(f"no catalog has a message '{item.key}'")
    if attribute:  # a message's attribute: a command's description (``cmd-game-new.description``)
        return texts.attribute(lang, key, attribute, item.args) or ""
    return texts.text(lang, key, item.args)


def _owner(key: str) -> Catalog | None:
    if "platform" not in _LOADED:
        catalog(str(PLATFORM_LOCALES), "platform")
    return next((texts for texts in _LOADED.values() if key in texts.keys(DEFAULT)), None)


def has(key: str) -> bool:
    """Whether a loaded catalog has the message ``key`` (``key.attribute``: and that attribute)."""
    base, _, attribute = key.partition(".")
    texts = _owner(base)
    if texts is None:
        return False
    return not attribute or texts.attribute(DEFAULT, base, attribute) is not None


def render_all(lang: str, items: Iterable[Say]) -> list[str]:
    return [render(lang, i) for i in items]


def words(item: Say | None) -> str:
    """``item`` in the language of whoever the current command answers (:data:`reading`)."""
    return render(reading.get(), item)


def english(item: Say | None) -> str:
    return render(DEFAULT, item)


def mapped(item: Say, fn: Callable[[str], str]) -> Say:
    """``item`` with ``fn`` applied to its plain strings (see :meth:`Text.mapped`)."""
    if isinstance(item, Name):
        return item
    if isinstance(item, Joined):
        return Joined(tuple(mapped(p, fn) for p in item.parts), item.sep)
    return fn(item) if isinstance(item, str) else item.mapped(fn)


def when(lang: str, moment: datetime, form: str = "short") -> str:
    """A date and time as ``lang`` writes it (``26.11.26 13:05`` in Czech), in the moment's own time
    zone (UTC for a naive one)."""
    return str(format_datetime(moment, form, locale=lang if lang in LANGUAGES else DEFAULT))


#: The units a duration is told in, largest first (seconds each, CLDR unit).
_UNITS = ((86400, "duration-day"), (3600, "duration-hour"), (60, "duration-minute"), (1, "duration-second"))


def duration(lang: str, seconds: float) -> str:
    """A duration in words, in ``lang``, in whole units of its largest unit: ``3 days``, ``3 dny``,
    ``5 hours``, ``1 minute`` (plural forms from CLDR, in the nominative)."""
    loc = lang if lang in LANGUAGES else DEFAULT
    seconds = max(0.0, seconds)
    size, unit = next(((s, u) for s, u in _UNITS if seconds >= s), _UNITS[-1])
    return str(format_unit(int(seconds // size), unit, length="long", locale=loc))


# ------------------------------------------------------------------ storing texts (the action log)
_STORED = "\x1etexts:"


def dumps(items: Iterable[Say]) -> str:
    """Texts for a text column: plain strings joined as they are, anything else as tagged JSON that
    :func:`loads` reads back (so the log is put into words in the reader's language)."""
    items = [i for i in items if i]
    if all(isinstance(i, str) and not isinstance(i, Name) for i in items):
        return " ".join(str(i) for i in items)
    return _STORED + json.dumps([_plain(i) for i in items], ensure_ascii=False)


def loaded(stored: str) -> Say:
    """A stored text column read back as one line (see :func:`dumps`)."""
    return join(*loads(stored))


def loads(stored: str) -> list[Say]:
    if not stored.startswith(_STORED):
        return [stored] if stored else []
    return [_unplain(i) for i in json.loads(stored[len(_STORED) :])]


def _plain(value: Any) -> Any:
    if isinstance(value, Name):
        return {"$n": value.key, "e": str(value), "x": value.suffix}
    if isinstance(value, Moment):
        return {"$m": value.at, "z": value.zone, "f": value.form}
    if isinstance(value, Span):
        return {"$s": value.seconds}
    if isinstance(value, Text):
        return {"$t": value.key, "a": {k: _plain(v) for k, v in value.args.items()}}
    if isinstance(value, Joined):
        return {"$j": [_plain(p) for p in value.parts], "s": value.sep}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _unplain(value: Any) -> Any:
    if isinstance(value, dict) and "$n" in value:
        return Name(value["e"], value["$n"], value.get("x", ""))
    if isinstance(value, dict) and "$m" in value:
        return Moment(value["$m"], value["z"], value["f"])
    if isinstance(value, dict) and "$s" in value:
        return Span(value["$s"])
    if isinstance(value, dict) and "$t" in value:
        return Text(value["$t"], {k: _unplain(v) for k, v in value["a"].items()})
    if isinstance(value, dict) and "$j" in value:
        return Joined(tuple(_unplain(p) for p in value["$j"]), value["s"])
    if isinstance(value, list):
        return [_unplain(v) for v in value]
    return value


_LOADED: dict[str, Catalog] = {}

#: The language of whoever the current command answers, for the few places that must read typed
#: input or sort names as that reader sees them (set around a command by the command table).
reading: ContextVar[str] = ContextVar("reading", default=DEFAULT)


def _values(lang: str, args: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fluent's values: nested texts put into words in ``lang``, lists joined with commas."""
    out: dict[str, Any] = {}
    for k, v in (args or {}).items():
        if isinstance(v, Text | Joined | Name):
            v = render(lang, v)
        elif isinstance(v, Moment | Span):
            v = _value(lang, v)
        elif isinstance(v, list | tuple):
            v = ", ".join(
                render(lang, i) if isinstance(i, Text | Joined | Moment | Span | Name) else str(i) for i in v
            )
        elif v is None:
            v = ""
        out[k] = v
    return out


def _value(lang: str, value: Moment | Span) -> str:
    if isinstance(value, Moment):
        return when(lang, value.moment(), value.form)
    return duration(lang, value.seconds)


def _mapped(value: Any, fn: Callable[[str], str]) -> Any:
    if isinstance(value, Name):  # a component's name is no player's
        return value
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, Text | Joined):
        return mapped(value, fn)
    if isinstance(value, list | tuple):
        return [_mapped(v, fn) for v in value]
    return value
