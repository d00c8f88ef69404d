"""Reading what players type: names, ids and lists, matched against what may be chosen now.
Parsing filters the current legal options; it never re-checks rules (that is the game's ``apply``).

>>> norm("Mana Draw")
'manadraw'
>>> norm("Zuřivost")
'zurivost'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from bot.engine.errors import AmbiguousActionError, NotationError
from bot.engine.i18n import Say, spellings, t


def norm(text: str) -> str:
    """Lower-case, without diacritics, spaces, dashes or underscores."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in plain.lower() if c.isalnum())


def resolve(text: str, choices: Iterable[tuple[str, str]], what: Say) -> str:
    """Match ``text`` to one of ``(id, name)`` pairs by id, name or unique prefix. Raises
    NotationError (no match) or AmbiguousActionError (several), naming the choices; ``what`` is what
    a choice is called ("card", or a text from a catalog). A component's name (an
    :class:`~bot.engine.i18n.Name`) matches in English and in its Czech and Polish printed forms."""
    pairs = list(dict.fromkeys(choices))
    key = norm(text)
    if not key:
        raise NotationError(t("eng-name-a", what=what, choices=_listing(pairs)))
    forms = {(i, n): (norm(i), *(norm(s) for s in spellings(n))) for i, n in pairs}
    exact = [i for i, n in pairs if key in forms[i, n]]
    if len(set(exact)) == 1:
        return exact[0]
    prefix = sorted({i for i, n in pairs if any(f.startswith(key) for f in forms[i, n])})
    if len(prefix) == 1:
        return prefix[0]
    if prefix:
        listing = _listing([p for p in pairs if p[0] in prefix])
        raise AmbiguousActionError(t("eng-ambiguous", text=text, what=what, choices=listing))
    raise NotationError(t("eng-not-a-choice", text=text, what=what, choices=_listing(pairs)))


def suggestions(pairs: Iterable[tuple[str, str]], current: str, limit: int = 25) -> list[tuple[str, str]]:
    """The ``(label, value)`` pairs that match what is typed so far (in the label, or the start of
    the value), without repeats, at most ``limit`` (Discord shows 25)."""
    cur = norm(current)
    out = [
        (label, value)
        for label, value in dict.fromkeys(pairs)
        if not cur or cur in norm(label) or norm(value).startswith(cur)
    ]
    return out[:limit]


def _listing(pairs: list[tuple[str, str]]) -> Say:
    if not pairs:
        return t("eng-none")
    return ", ".join(f"{n} ({i})" if norm(n) != norm(i) else i for i, n in pairs[:15]) + (
        ", ..." if len(pairs) > 15 else ""
    )


def items(value: object) -> list[str]:
    """A list parameter given as a list or as comma-separated text (``"u1, u2"`` -> ``['u1', 'u2']``)."""
    if value is None or value == "":
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [v.strip() for v in str(value).split(",") if v.strip()]


def merge_params(first: Mapping[str, str], second: Mapping[str, str]) -> dict[str, str]:
    """Two parts' parameters as one set; both naming ``unit`` (a Heal and a Ready in one card,
    R-HEAL-CARD) gives the first part's units, then the second's not named yet."""
    out = {**first, **second}
    if first.get("unit") and second.get("unit"):
        named = items(first["unit"])
        out["unit"] = ",".join(named + [u for u in items(second["unit"]) if u not in named])
    return out


def unique_params(variants: Iterable[dict[str, str]]) -> list[dict[str, str]]:
    """Parameter sets without repeats (merged parts may come to the same set), first ones kept."""
    return list({tuple(sorted(v.items())): v for v in variants}.values())


def with_extras(item: str) -> tuple[str, dict[str, str]]:
    """``"swiftness@powered+mana=die:white"`` -> ``("swiftness@powered", {"mana": "die:white"})``."""
    head, *extras = item.split("+")
    params = {}
    for extra in extras:
        k, sep, v = extra.partition("=")
        if not sep:
            raise NotationError(t("eng-key-value", extra=extra, item=item))
        params[k] = v
    return head, params


def split_list(text: str | None) -> list[str]:
    """``"march, wound,wound"`` -> ``['march', 'wound', 'wound']``."""
    if not text:
        return []
    return [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
