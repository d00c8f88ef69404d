"""Per-component test coverage: every Deed card, skill, unit and tactic id of the data is named by at
least one test source under tests/ (a ``test_*.py`` file other than this one).

An id nobody tests yet is allowed only while the engine cannot use it (no part of it implemented:
``interpret.implemented`` false for every effect of a card or ability of a unit, ``skill_use.supported``
false for a skill) and it is listed in PENDING. An id the engine can use but no test names fails, and
so does an untested id missing from PENDING (a new component must be tested or listed)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from bot.games.mageknight import interpret
from bot.games.mageknight.data import load
from bot.games.mageknight.skills.use import supported

DATA = load()
TESTS = Path(__file__).resolve().parents[2]

#: Untested ids the engine does not implement yet, by category (empty now: every id has a test; the
#: last ones were the skills arythea_polarization, goldyx_source_opening, tovak_mana_exploit,
#: tovak_mana_overload and wolfhawk_hawk_eyes, tested once implemented).
PENDING: dict[str, set[str]] = {"card": set(), "skill": set(), "unit": set(), "tactic": set()}


@cache
def _sources() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8")
        for p in sorted(TESTS.rglob("test_*.py"))
        if p.resolve() != Path(__file__).resolve()
    )


def mentioned(ident: str) -> bool:
    """The id appears as a whole word (not inside a longer id: ``rage`` is not found in ``blood_rage``)."""
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(ident)}(?![A-Za-z0-9_])", _sources()) is not None


def components() -> dict[str, dict[str, bool]]:
    """Every id by category, with whether the engine can use it (some part of it)."""
    return {
        "card": {
            c.id: any(e and interpret.implemented(e) for e in (c.basic, c.powered))
            for c in DATA.cards.values()
        },
        "skill": {s.id: supported(s) for s in DATA.skills.values()},
        "unit": {
            u.id: any(interpret.implemented(a.effect) for a in u.abilities) or not u.abilities
            for u in DATA.units.values()
        },
        "tactic": dict.fromkeys(DATA.tactics, True),  # every tactic is resolved (resolvers/tactics.py)
    }


def missing() -> dict[str, dict[str, bool]]:
    return {
        kind: {i: impl for i, impl in ids.items() if not mentioned(i)} for kind, ids in components().items()
    }


def test_every_component_id_is_named_by_a_test() -> None:
    gaps = missing()
    for kind, ids in gaps.items():  # shown with -s, or on failure
        print(f"untested {kind} ids ({len(ids)}): {', '.join(sorted(ids)) or '-'}")
    implemented_untested = sorted(f"{k}:{i}" for k, ids in gaps.items() for i, impl in ids.items() if impl)
    assert implemented_untested == [], "implemented but no test names them: " + ", ".join(
        implemented_untested
    )
    unlisted = sorted(f"{k}:{i}" for k, ids in gaps.items() for i in ids if i not in PENDING[k])
    assert unlisted == [], "untested and not in PENDING: " + ", ".join(unlisted)


def test_pending_ids_exist_and_are_not_implemented() -> None:
    everything = components()
    for kind, ids in PENDING.items():
        for i in ids:
            assert i in everything[kind], f"PENDING names an unknown {kind} id {i}"
            assert not everything[kind][i] or mentioned(i), f"{kind} {i} is implemented now: test it"
    stale = sorted(i for kind, ids in PENDING.items() for i in ids if mentioned(i))
    if stale:  # tested since: the entry may go (not a failure: other work adds tests any time)
        print("PENDING ids that tests name now:", ", ".join(stale))


def test_the_word_match_is_exact() -> None:
    assert mentioned("rage") and not re.search(r"(?<![A-Za-z0-9_])age(?![A-Za-z0-9_])", "rage blood_rage")
    assert mentioned("early_bird") and not mentioned("no_such_component_id")
