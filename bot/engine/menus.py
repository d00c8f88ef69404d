"""How a player's controls are laid out for reading: grouped, with ending the turn never out of sight,
and paged rather than cut.

A hand may offer a hundred controls (every mode and mana colour of every card, every colour pair of
Mana Pull, every card to discard with a Rest). The console lists them as one usage line per group
(``/mk play card:march mode:<basic|powered>``), the Discord hand view as a menu of groups and a menu of
the chosen group's ways. Both take the groups from here, in the game's order with the end-turn group
last, and split what does not fit into pages instead of dropping the rest. Pure: no Discord here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.commands import Control

#: The group of the controls that end the turn (its button is styled as such; it is listed last).
END_TURN = "end-turn"
#: Values of one option shown in a usage line before the rest are counted (``<a|b|c|… +5>``).
MAX_VALUES = 8
#: A page marker in a menu value: ``improvisation~2`` is the second page of Improvisation's ways.
PAGE_MARK = "~"
#: A menu value that opens another page of the menu itself: ``@2``.
MENU_MARK = "@"


def group_of(c: Control) -> str:
    return c.group or c.command


def named_group(c: Control) -> bool:
    """A control that belongs to a named group (the modes of one card) rather than standing alone."""
    return bool(c.group) and c.group != c.command.rpartition(" ")[2]


def grouped(controls: Sequence[Control]) -> dict[str, list[Control]]:
    """The controls by group in the game's order, the end-turn group moved last (so it is found in
    one place however long the list is)."""
    groups: dict[str, list[Control]] = {}
    for c in controls:
        groups.setdefault(group_of(c), []).append(c)
    if END_TURN in groups:
        groups[END_TURN] = groups.pop(END_TURN)
    return groups


def _alternatives(values: list[str]) -> str:
    shown = values[:MAX_VALUES]
    more = len(values) - len(shown)
    return "<" + "|".join(shown) + (f"|… +{more}" if more else "") + ">"


def usage(controls: Sequence[Control]) -> list[str]:
    """The typed form of a group of controls, one line per command: options that are the same in all
    of them as they are, options that vary as ``name:<a|b>``, options only some have in brackets.
    ``/mk play card:rage mode:<basic|sideways/move|sideways/influence>``."""
    by_command: dict[str, list[Control]] = {}
    for c in controls:
        by_command.setdefault(c.command, []).append(c)
    out = []
    for command, cs in by_command.items():
        keys: dict[str, list[str]] = {}
        for c in cs:
            for k, v in c.options.items():
                seen = keys.setdefault(k, [])
                if v not in seen:
                    seen.append(v)
        parts = [f"/{command}"]
        for k, values in keys.items():
            everywhere = all(k in c.options for c in cs)
            part = f"{k}:{values[0]}" if len(values) == 1 else f"{k}:{_alternatives(values)}"
            parts.append(part if everywhere else f"[{part}]")
        out.append(" ".join(parts))
    return out


def usages(controls: Sequence[Control]) -> list[str]:
    """Every group's usage lines, in :func:`grouped` order."""
    return [line for cs in grouped(controls).values() for line in usage(cs)]


def paged(items: Sequence[str], budget: int, sep: str = " | ") -> list[str]:
    """``items`` joined by ``sep`` into pages of at most ``budget`` characters (an item longer than
    the budget gets a page of its own); nothing is left out."""
    pages: list[str] = []
    current = ""
    for item in items:
        if current and len(current) + len(sep) + len(item) > budget:
            pages.append(current)
            current = item
        else:
            current = f"{current}{sep}{item}" if current else item
    if current:
        pages.append(current)
    return pages


@dataclass(frozen=True)
class Entry:
    """One entry of a group menu: a group, or one page of a group with more ways than a menu holds."""

    value: str  # the group, or "<group>~<page>"
    group: str
    controls: tuple[Control, ...]
    page: int = 1
    pages: int = 1


def entries(groups: dict[str, list[Control]], names: Sequence[str], size: int) -> list[Entry]:
    """The menu entries of the groups ``names``: a group with more than ``size`` controls gets one
    entry per page of ``size``."""
    out = []
    for g in names:
        cs = groups[g]
        pages = max(1, -(-len(cs) // size))
        for p in range(pages):
            value = g if pages == 1 else f"{g}{PAGE_MARK}{p + 1}"
            out.append(Entry(value, g, tuple(cs[p * size : (p + 1) * size]), p + 1, pages))
    return out


def menu_page(items: Sequence[Entry], page: int, size: int) -> tuple[list[Entry], int, int]:
    """Page ``page`` (1-based) of a menu of ``items`` that shows at most ``size`` options: the entries on
    it, the number of pages and the page that its last option opens (0: none, everything fits)."""
    if len(items) <= size:
        return list(items), 1, 0
    per = size - 1  # the last option opens the next page
    pages = -(-len(items) // per)
    page = min(max(page, 1), pages)
    return list(items[(page - 1) * per : page * per]), pages, page % pages + 1


def entry_group(value: str) -> tuple[str, int]:
    """``"improvisation~2"`` -> ``("improvisation", 2)``; a plain group is its page 1; a menu page
    (``"@2"``) is ``("", 2)``."""
    if value.startswith(MENU_MARK) and value[1:].isdigit():
        return "", int(value[1:])
    group, mark, page = value.rpartition(PAGE_MARK)
    if mark and page.isdigit():
        return group, int(page)
    return value, 1
