"""No user-facing literal bypasses the catalogs (issue 13): every text a player reads comes from a
Fluent catalog (``bot/locales``, ``bot/games/<game>/locales``) through ``t(key, ...)``, so that it can
be read in English, Czech or Polish.

The check reads the source (``ast``) and flags every sentence written in the code (a string of two
words or more, or one capitalised word), except docstrings, the operator's log and command line, SQL,
patterns, programming and data errors, and the files listed in ``NOT_SPOKEN_FILES``. ``UNCONVERTED`` counts what is left per file
while the conversion goes on; it may only go down (a new literal fails at once), and a file whose count
drops must lower its number here.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("bot", "cogs")

#: Where a sentence in the code is not for players: the operator's log and command line, SQL, data
#: validation and programming errors, patterns.
NOT_SPOKEN_CALLS = frozenset(
    {
        "debug",
        "info",
        "warning",
        "exception",
        "critical",
        "log",
        "add_argument",
        "add_parser",
        "ArgumentParser",
        "add_argument_group",
        "add_mutually_exclusive_group",
        "execute",
        "executescript",
        "executemany",
        "_one",
        "_all",
        "compile",
        "match",
        "fullmatch",
        "search",
        "sub",
        "findall",
        "finditer",
        "ValueError",
        "TypeError",
        "KeyError",
        "RuntimeError",
        "AssertionError",
        "NotImplementedError",
        "IndexError",  # a programming error (a draw from an empty sequence)
        "FileExistsError",  # the console's picture folder is full: an error for the operator
        "SystemExit",
        "StoreError",
        "StaleError",
        "GameNotFoundError",
        "GameStatusError",
        "GameExistsError",
        "InvalidUndoError",
        "NotStartedError",
        "DataError",
        "MissingText",
        "UndeclaredModifier",
        "ConfigError",
        "print",
        "field",
        "command",
        "Command",
        "CommandSpec",
        "OptionSpec",
        "SetupChoice",
    }
)
#: Keyword arguments whose sentences are not for players: ``meaning=`` of an effect kind
#: (``bot/games/mageknight/effects``) is the rule written for developers; players read the kind's
#: catalog message.
NOT_SPOKEN_KEYWORDS = frozenset({"meaning"})
#: Files whose sentences are not for players: the store (SQL, its own errors), component data and
#: its checks, the operator's command line and settings.
NOT_SPOKEN_FILES = (
    "bot/store/",
    "bot/games/mageknight/data/",
    "bot/games/homm3/data/",
    # HoMM3's data loaders (scenarios.toml, ai.toml): their errors are for whoever edits the data
    "bot/games/homm3/scenario.py",
    "bot/games/homm3/ai/cards.py",
    "bot/games/mageknight/data_report.py",
    "bot/engine/records.py",  # the component data reader shared by the games: its errors name a data file's field
    "bot/__main__.py",
    "bot/config.py",
    "bot/health.py",
    "bot/app.py",
    # Mage Knight's modifier kinds: their descriptions (and those of UNTIL, COMBINE) document the rules
    # engine for developers and are never shown to players.
    "bot/games/mageknight/modifiers.py",
)
_WORDS = re.compile(r"[A-Za-z]{2,}\W*\s+\W*[A-Za-z]{2,}|^[A-Z][a-z]+[.!?:]?$")


#: Per file, how many sentences are still written in English in the code (conversion in progress).
UNCONVERTED: dict[str, int] = {}


def _sentence(value: str) -> bool:
    """A string a person reads: two words or more, or one capitalised word ("Done.")."""
    return bool(_WORDS.search(value.strip()))


def _docstrings(tree: ast.AST) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):  # an attribute's docstring
            ids.add(id(node.value))
    return ids


def _spoken(tree: ast.AST) -> list[int]:
    """Lines holding a sentence written in the code for a player to read."""
    quiet = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) in NOT_SPOKEN_CALLS:
            quiet |= {id(sub) for sub in ast.walk(node)}
        if isinstance(node, ast.Assert):
            quiet |= {id(sub) for sub in ast.walk(node)}
        if isinstance(node, ast.keyword) and node.arg in NOT_SPOKEN_KEYWORDS:
            quiet |= {id(sub) for sub in ast.walk(node)}
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in quiet:
            if _sentence(node.value):
                lines.append(node.lineno)
    return lines


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def found() -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            if path.relative_to(ROOT).as_posix().startswith(NOT_SPOKEN_FILES):
                continue
            hits = _spoken(ast.parse(path.read_text(encoding="utf-8")))
            if hits:
                out[path.relative_to(ROOT).as_posix()] = hits
    return out


def test_no_file_speaks_english_literals_beyond_what_is_left_to_convert() -> None:
    counts = Counter({path: len(lines) for path, lines in found().items()})
    grown = {p: (n, UNCONVERTED.get(p, 0)) for p, n in counts.items() if n > UNCONVERTED.get(p, 0)}
    assert not grown, (
        "texts written in English in the code (put them in the catalogs and use t(key, ...)): "
        + "; ".join(f"{p}: {n} (allowed {a}) at lines {found()[p][:10]}" for p, (n, a) in grown.items())
    )
    shrunk = {p: (counts.get(p, 0), a) for p, a in UNCONVERTED.items() if counts.get(p, 0) < a}
    assert not shrunk, f"fewer literals left than UNCONVERTED says; lower it: {shrunk}"


def test_the_check_finds_a_literal_in_each_kind_of_place() -> None:
    source = """
raise IllegalActionError(f"You cannot move to {hex}.")
Event("Ann draws a card.")
reply.private.append("That is not yours.")
Option("id", label="Play March", command="play")
Control(label="End turn", command="end-turn", options={})
raise IllegalActionError(t("mk-no-move", hex=h))
Event(t("mk-draws", who=w))
offer(words(o.label), "play")
reply.public.append("-")
log.info("Connected as %s", me)
raise ValueError("bad data in cards.json")
x = "Done."
"""
    assert sorted(set(_spoken(ast.parse(source)))) == [2, 3, 4, 5, 6, 13]
