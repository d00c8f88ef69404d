"""A coverage report of the Mage Knight data: records per category, how many are verified,
disputed or incomplete, and every recorded gap. Run: ``python -m bot.games.mageknight.data_report``."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from pathlib import Path

from bot.games.mageknight.data import MageKnightData, Meta, load


def _categories(data: MageKnightData) -> list[tuple[str, str, str, list[tuple[str, Meta]]]]:
    """(category, file, record label, [(id, record)]) for every record kind: every field of the data
    that is a table of records, plus the levels and the Reputation track."""
    levels: list[tuple[str, Meta]] = [("levels", data.levels), ("reputation", data.levels.rep_meta)]
    levels += [(f"level_token {'-'.join(map(str, t.levels))}", t) for t in data.levels.tokens]
    out: list[tuple[str, str, str, list[tuple[str, Meta]]]] = []
    for f in dataclasses.fields(data):
        value = getattr(data, f.name)
        if isinstance(value, dict) and value and all(isinstance(v, Meta) for v in value.values()):
            label = _LABELS.get(f.name, f.name.rstrip("s"))
            out.append((f.name, _FILES.get(f.name, f"{f.name}.toml"), label, list(value.items())))
    out.append(("levels", "levels.toml", "", levels))
    return out


_FILES = {
    "terrains": "terrain.toml",
    "rampaging": "sites.toml",
    "cards": "cards/",
    "volkare": "enemies.toml",
    "volkare_army": "enemies.toml",
    "faction_leaders": "factions.toml",
    "faction_rewards": "factions.toml",
}
_LABELS = {
    "terrains": "terrain",
    "enemies": "enemy",
    "rampaging": "rampaging",
    "tactics": "tactic",
    "cities": "city",
    "volkare": "volkare",
    "volkare_army": "army level",
    "faction_leaders": "leader",
    "faction_rewards": "reward",
    "ruins": "ruins token",
}


def _label(kind: str, rid: str) -> str:
    return f"{kind} '{rid}'" if kind else rid


def report(data: MageKnightData | None = None) -> str:
    """The coverage report as plain text."""
    data = data or load()
    cats = _categories(data)
    lines = [f"Mage Knight data coverage ({Path(data.source_dir)})", ""]
    lines.append(f"{'category':<16} {'records':>7} {'verified':>8} {'disputed':>8} {'incomplete':>10}")
    totals = [0, 0, 0, 0]
    for name, _file, _kind, recs in cats:
        row = _counts(m for _, m in recs)
        totals = [a + b for a, b in zip(totals, row, strict=True)]
        lines.append(f"{name:<16} {row[0]:>7} {row[1]:>8} {row[2]:>8} {row[3]:>10}")
    lines.append(f"{'total':<16} {totals[0]:>7} {totals[1]:>8} {totals[2]:>8} {totals[3]:>10}")
    lines += ["", "Components:"]
    by_colour = {
        c: sum(e.count for e in data.enemies_of_colour(c))
        for c in ("green", "grey", "brown", "violet", "red", "white")
    }
    lines.append(
        "  enemy tokens: "
        + ", ".join(f"{c} {n}" for c, n in by_colour.items())
        + f" = {sum(by_colour.values())}"
    )
    for tier in ("regular", "elite"):
        n = sum(u.copies for u in data.units.values() if u.tier == tier)
        lines.append(f"  {tier} unit cards: {n}")
    kinds = {k: sum(1 for t in data.tiles.values() if t.kind == k) for k in ("start", "countryside", "core")}
    lines.append("  tiles: " + ", ".join(f"{k} {n}" for k, n in kinds.items()))
    card_kinds: dict[str, int] = {}
    for c in data.cards.values():
        card_kinds[c.kind] = card_kinds.get(c.kind, 0) + 1
    lines.append("  deed cards (distinct): " + ", ".join(f"{k} {n}" for k, n in card_kinds.items()))
    per_hero = {h: sum(1 for s in data.skills.values() if s.hero == h) for h in data.heroes}
    lines.append("  skill tokens per hero: " + ", ".join(f"{h} {n}" for h, n in per_hero.items()))
    factions = {f: sum(e.count for e in data.enemies.values() if e.faction == f) for f in data.factions}
    lines.append("  faction tokens: " + ", ".join(f"{f} {n}" for f, n in factions.items()))
    lines.append(
        f"  ruins tokens: {len(data.ruins)}; scenarios: {len(data.scenarios)}; tactics: {len(data.tactics)}"
    )
    lines += ["", "Disputed values (choice made):"]
    for _name, file, kind, recs in cats:
        for rid, m in recs:
            lines += [f"  {file} {_label(kind, rid)}: {d}" for d in m.disputed]
    lines += ["", "Gaps (not sourced):"]
    for file, gaps in data.file_gaps.items():
        lines += [f"  {file}: {g}" for g in gaps]
    for _name, file, kind, recs in cats:
        for rid, m in recs:
            lines += [f"  {file} {_label(kind, rid)}: {g}" for g in m.gaps]
    return "\n".join(lines)


def _counts(metas: Iterable[Meta]) -> list[int]:
    ms = list(metas)
    return [
        len(ms),
        sum(m.verified for m in ms),
        sum(bool(m.disputed) for m in ms),
        sum(bool(m.gaps) for m in ms),
    ]


if __name__ == "__main__":
    print(report())
