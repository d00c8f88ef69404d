"""A leak detector: English catalog text seen by a Czech or Polish reader.

From every English catalog message (the platform's and every game's) it takes the literal fragments
between placeables — each line of the message's text and of each variant of its selectors — that have
at least two words and ten letters and that the Czech (Polish) catalog does not print too (a fragment
the translation keeps, such as command syntax or a name, is no leak). A line shown to a Czech reader
that contains one of those fragments shows English catalog text: a leak.

Component names (cards, units, enemies, sites, tactics, heroes …, which stay English by rule), command
syntax (``/mk move hex:1,2``, text in backticks) and the player names of a test are taken out of a line
before it is searched.

    detector = Leaks("cs")
    assert detector.find(lines) == []
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from functools import cache

from fluent.syntax import ast, parse

import bot.games.homm3  # noqa: F401 - loads the HoMM3 catalog
import bot.games.mageknight  # noqa: F401 - loads the Mage Knight catalog
from bot.engine.i18n import _LOADED, render, t

MIN_LETTERS = 10
MIN_WORDS = 2

#: Command syntax in a line: a slash command with its typed options, or text in backticks.
_COMMAND = re.compile(r"`[^`]*`|/[a-z][\w-]*(?: [a-z][\w-]*)?(?: [\w-]+:\S+)*")
_LETTER = re.compile(r"[^\W\d_]")


def _fragments(pattern: ast.Pattern | None) -> Iterable[str]:
    """The literal runs of ``pattern`` between placeables, line by line, selector variants included."""
    if pattern is None:
        return
    run = ""
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            run += element.value
            continue
        yield from run.split("\n")
        run = ""
        expression = element.expression
        if isinstance(expression, ast.SelectExpression):
            for variant in expression.variants:
                yield from _fragments(variant.value)
        elif isinstance(expression, ast.StringLiteral):
            run += expression.parse()["value"]
    yield from run.split("\n")


def _is_sentence(fragment: str) -> bool:
    words = [w for w in fragment.split() if _LETTER.search(w)]
    return len(words) >= MIN_WORDS and len(_LETTER.findall(fragment)) >= MIN_LETTERS


def _messages(lang: str) -> dict[str, ast.Message]:
    out: dict[str, ast.Message] = {}
    for texts in _LOADED.values():
        for path in texts.files(lang):
            for entry in parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    out[entry.id.name] = entry
    return out


def _texts(message: ast.Message) -> list[ast.Pattern | None]:
    return [message.value, *(a.value for a in message.attributes)]


@cache
def english_fragments(lang: str) -> frozenset[str]:
    """The English sentences (fragments) that must not reach a reader of ``lang``."""
    render("en", t("ui-done"))  # the platform catalog is loaded on first use
    english = _messages("en")
    local = _messages(lang)
    everything_local = "\n".join(
        f for m in local.values() for p in _texts(m) for f in _fragments(p) if f.strip()
    )
    names = component_names()
    out: set[str] = set()
    for key, message in english.items():
        mine = local.get(key)
        theirs = "\n".join(f for p in _texts(mine) for f in _fragments(p)) if mine else ""
        for pattern in _texts(message):
            for fragment in _fragments(pattern):
                fragment = _COMMAND.sub(" ", fragment).strip(" .,;:!?()[]*_-—–'\"")
                if not _is_sentence(fragment) or fragment in theirs or fragment in everything_local:
                    continue
                if fragment in names:
                    continue
                out.add(fragment)
    return frozenset(out)


@cache
def component_names() -> tuple[str, ...]:
    """The names of every game component (they stay English), longest first."""
    from bot.games.homm3.data import load as h3_load
    from bot.games.mageknight.data import load as mk_load

    names: set[str] = set()
    for data in (mk_load(), h3_load()):
        for f in dataclasses.fields(data):
            records = getattr(data, f.name)
            if not isinstance(records, dict):
                continue
            for record in records.values():
                name = getattr(record, "name", None)
                if isinstance(name, str) and len(name) > 2:
                    names.add(name)
    return tuple(sorted(names, key=len, reverse=True))


@dataclasses.dataclass
class Leak:
    line: str
    fragment: str

    def __str__(self) -> str:
        return f"{self.fragment!r} in {self.line!r}"


class Leaks:
    """Finds English catalog fragments in lines read in ``lang``."""

    def __init__(self, lang: str, people: Iterable[str] = ()) -> None:
        self.lang = lang
        self.fragments = sorted(english_fragments(lang), key=len, reverse=True)
        self.names = component_names()
        self.people = tuple(people)
        words = "|".join(re.escape(f) for f in self.fragments)
        self._any = re.compile(rf"(?<![\w]){'(?:' + words + ')'}(?![\w])")

    def clean(self, line: str) -> str:
        line = _COMMAND.sub(" ", line)
        for name in (*self.names, *self.people):
            if name in line:
                line = line.replace(name, " ")
        return line

    def find(self, lines: Iterable[str]) -> list[Leak]:
        found = []
        for line in lines:
            hit = self._any.search(self.clean(line))
            if hit:
                found.append(Leak(line, hit.group(0)))
        return found

    def report(self, lines: Iterable[str], limit: int = 40) -> str:
        leaks = self.find(lines)
        shown = "\n".join(f"  {leak}" for leak in leaks[:limit])
        more = f"\n  ... and {len(leaks) - limit} more" if len(leaks) > limit else ""
        return f"{len(leaks)} English lines in a {self.lang} game:\n{shown}{more}"
