"""A coverage report of the HoMM3 data: the rulebook's components against ours, records per kind (verified,
disputed, incomplete, with our choices), every disputed value, every gap and every value that is our choice.

A plain function: ``data_report(load())``; the game plugin wires ``python -m bot data-report homm3``.
"""

from __future__ import annotations

from bot.engine.records import Meta
from bot.games.homm3.data import SECTIONS, Homm3Data


def _kinds(data: Homm3Data) -> list[tuple[str, str, str, dict[str, Meta]]]:
    """(field, file, record label, records) for every record kind, in the order of ``SECTIONS``."""
    return [
        (name, file, label, getattr(data, name))
        for file, sections in SECTIONS.items()
        for _key, label, name, _build in sections
    ]


def data_report(data: Homm3Data) -> str:
    """The report as plain text."""
    kinds = _kinds(data)
    lines = [f"HoMM3 data coverage ({data.source_dir})", "", "Components (rulebook's count / ours):"]
    for c in data.counts:
        mark = "ok" if c.ok else "GAP"
        lines.append(f"  {c.name:<40} {c.expected:>4} {c.found:>4}  {mark}")
    untracked = [c.name for c in data.components.values() if c.data is None]
    lines.append("  not kept as records: " + ", ".join(untracked))
    lines += ["", f"{'records':<20} {'count':>5} {'verified':>8} {'disputed':>8} {'gaps':>5} {'ours':>5}"]
    for name, _file, _label, recs in kinds:
        ms = list(recs.values())
        row = (len(ms), sum(m.verified for m in ms), sum(bool(m.disputed) for m in ms))
        extra = (sum(bool(m.gaps) for m in ms), sum(bool(m.ours) for m in ms))
        lines.append(f"{name:<20} {row[0]:>5} {row[1]:>8} {row[2]:>8} {extra[0]:>5} {extra[1]:>5}")
    lines += ["", "Disputed values (choice made):"]
    lines += _entries(kinds, "disputed")
    lines += ["", "Gaps (not sourced):"]
    for file, gaps in data.file_gaps.items():
        lines += [f"  {file}: {g}" for g in gaps]
    lines += _entries(kinds, "gaps")
    lines += ["", "Our choices (not printed facts; each names its ruling in docs/rulings.md):"]
    lines += _entries(kinds, "ours")
    return "\n".join(lines)


def _entries(kinds: list[tuple[str, str, str, dict[str, Meta]]], attr: str) -> list[str]:
    out = []
    for _name, file, label, recs in kinds:
        for rid, m in recs.items():
            out += [f"  {file} {label} '{rid}': {entry}" for entry in getattr(m, attr)]
    return out
