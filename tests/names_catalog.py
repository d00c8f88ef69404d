"""Write the component-name catalogs from the game data and the Czech/Polish glossary:
``bot/games/mageknight/locales/{en,cs,pl}/mageknight-names.ftl`` and
``bot/games/homm3/locales/{en,cs,pl}/homm3-names.ftl``.

English: every name the data has (``mk-name-<kind>-<id>``, ``h3-name-<kind>-<id>``, see ``NAMED`` in
each game's ``data/__init__.py``). Czech and Polish: the form a published rulebook prints, as the
glossary's tables give it (``data-notes/glossary-cs-pl.md``); every other name is the English one
(the catalogs must have every key in all three languages; a name is never made up). A glossary row
is used only where its English matches the data's name; a form the glossary marks as uncertain
(§3 "check the card", "printed only inflected", "unconfirmed") stays English.

Run ``python -m tests.names_catalog [GLOSSARY]`` after changing the data or the glossary.
"""

from __future__ import annotations

import fnmatch
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = Path("/work/shared/data-notes/glossary-cs-pl.md")
FOREIGN = ("cs", "pl")

#: glossary section (Mage Knight) -> the kinds of records its rows name, each with the prefix its
#: bot ids carry there (``city.white``, ``faction elementalists``).
MK_SECTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "Terrain": (("terrain", ""),),
    "Sites, cities and rampaging enemies": (
        ("site", ""),
        ("city", "city."),
        ("city", ""),
        ("rampaging", "rampaging."),
    ),
    "Enemy colours, kinds, factions and leaders": (("faction", "faction "), ("leader", "leader ")),
    "Enemies (named tokens)": (("enemy", ""), ("volkare", "")),
    "Cards: Basic Actions (incl. hero-unique cards and Wound)": (("card", ""),),
    "Cards: Advanced Actions": (("card", ""),),
    "Cards: Spells": (("card", ""),),
    "Cards: Artifacts": (("card", ""),),
    "Units": (("unit", ""),),
    "Tactics": (("tactic", ""),),
    "Skills": (("skill", ""),),
    "Heroes": (("hero", ""),),
    "Scenarios and expansions": (("scenario", ""),),
}
#: HoMM3: the glossary prints no ids, only English names; these kinds may match them.
H3_KINDS = ("faction", "building", "location", "spell", "basic")
#: The scenario variants' labels as the Czech rulebook prints them (glossary: "version labels").
VARIANTS = {"cs": {"competitive": "soupeřivý", "co-op": "kooperativní", "solo": "sólový"}}
#: Where §3 of the glossary picks one of two printed forms for the UI: (kind, id, lang) -> form.
PREFERRED = {("unit", "shocktroops", "cs"): "Úderníci"}  # §3: "Thugs / Shocktroops ... Bandité / Úderníci"
#: A cell that says the form is not certain.
UNCERTAIN = re.compile(r"printed only inflected|unconfirmed|confirm it|check the", re.I)


@dataclass
class Names:
    """One game's names: key -> English, and (lang, key) -> the printed form."""

    prefix: str
    english: dict[str, str] = field(default_factory=dict)
    records: dict[tuple[str, str], Any] = field(default_factory=dict)  # (kind, id) -> record
    printed: dict[tuple[str, str], str] = field(default_factory=dict)

    def key(self, kind: str, rid: str, powered: bool = False) -> str:
        return f"{self.prefix}-name-{kind}-{rid}" + ("-powered" if powered else "")


def _names(prefix: str, data: Any, named: dict[str, str]) -> Names:
    out = Names(prefix)
    for table, kind in named.items():
        for rec in getattr(data, table).values():
            out.records[kind, rec.id] = rec
            out.english[out.key(kind, rec.id)] = str(rec.name)
            if getattr(rec, "powered_name", None):
                out.english[out.key(kind, rec.id, powered=True)] = str(rec.powered_name)
    return out


# ------------------------------------------------------------------------------ reading the glossary
def _tables(text: str) -> Iterator[tuple[str, list[str]]]:
    """(section title, cells) for every table row of the glossary (headers and rules skipped)."""
    section = ""
    for line in text.splitlines():
        if line.startswith("#"):
            section = line.lstrip("#").strip()
        elif line.startswith("|") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[0] in ("bot id", "English"):
                continue
            yield section, cells


def _disputed(text: str) -> set[tuple[str, str]]:
    """(lang, English) of §3's names whose suggested form says to check the component first."""
    out: set[tuple[str, str]] = set()
    for section, cells in _tables(text):
        if section.startswith("3.") and len(cells) >= 3 and UNCERTAIN.search(cells[2]):
            for lang, mark in (("cs", "CS"), ("pl", "PL")):
                if mark in cells[1]:
                    out.update((lang, e.strip()) for e in cells[0].split("/"))
    return out


def _bare(english: str) -> str:
    """An English cell without its trailing remark: ``Scouts (LL)`` -> ``Scouts``."""
    return re.sub(r"\s*\([^)]*\)$", "", english).strip()


def _form(cell: str) -> str:
    """A printed form without the glossary's remarks, with a capital: ``(starobylé) ruiny`` ->
    ``Starobylé ruiny``, ``zranění (karta zranění)`` -> ``Zranění``, ``Loch (pl. Lochy)`` -> ``Loch``."""
    cell = re.sub(r"^\((\w+)\)\s*", r"\1 ", cell.strip())
    cell = re.sub(r"\s*\([^)]*\)$", "", cell).strip()
    return cell[:1].upper() + cell[1:]


def _pairs(english: str, printed: str) -> list[tuple[str, str, bool]]:
    """(English, printed form, is the powered side) for a row's cells: ``Space Bending / Time
    Bending`` with ``Ohýbání prostoru / Ohýbání času``; a lone ``Nemoc (powered)`` is the powered side."""
    en = [e.strip() for e in english.split(" / ")]
    said = [p.strip() for p in printed.split(" / ")]
    if len(said) == len(en):
        return [(e, p, i == 1) for i, (e, p) in enumerate(zip(en, said, strict=True))]
    if len(said) == 1 and "(powered)" in said[0] and len(en) == 2:
        return [(en[1], said[0], True)]
    return []  # two spellings for one name (Bonds of Loyalty): none is sure


def _ids(cell: str, prefix: str, known: list[str]) -> list[str]:
    out = []
    for part in cell.replace("`", "").split(" / "):
        part = part.strip()
        if prefix and not part.startswith(prefix):
            continue
        pattern = part[len(prefix) :]
        pattern = re.sub(r"\((_\w+)\)$", r"{,\1}", pattern)  # natures_vengeance(_coop)
        options = (
            [pattern.replace(m.group(0), o) for o in m.group(1).split(",")]
            if (m := re.search(r"\{([^}]*)\}", pattern))
            else [pattern]
        )
        for p in options:
            out += [k for k in known if fnmatch.fnmatchcase(k, p)]
    return out


def _matches(name: str, english: str) -> str | None:
    """The variant label when ``name`` is ``english`` (or its bare form) with one, "" when it is it."""
    if name in (english, _bare(english)):
        return ""
    m = re.fullmatch(re.escape(_bare(english)) + r" \(([^)]*)\)", name)
    return m.group(1) if m else None


def mage_knight(glossary: str) -> Names:
    from bot.games.mageknight.data import NAMED, load

    names = _names("mk", load(), NAMED)
    disputed = _disputed(glossary)
    by_kind: dict[str, list[str]] = {}
    for kind, rid in names.records:
        by_kind.setdefault(kind, []).append(rid)
    for section, cells in _tables(glossary):
        if section not in MK_SECTIONS or len(cells) < 7 or not cells[0]:
            continue
        english, note = cells[1], cells[6]
        for kind, prefix in MK_SECTIONS[section]:
            for rid in _ids(cells[0], prefix, by_kind.get(kind, [])):
                rec = names.records[kind, rid]
                for lang, cell in (("cs", cells[2]), ("pl", cells[3])):
                    if not cell or UNCERTAIN.search(cell) or UNCERTAIN.search(note):
                        continue
                    for en, said, powered in _pairs(english, cell):
                        own = rec.powered_name if powered else rec.name
                        label = _matches(str(own or ""), en)
                        if label is None or (lang, _bare(en)) in disputed or (lang, str(own)) in disputed:
                            continue
                        form = PREFERRED.get((kind, rid, lang), _form(said))
                        if label:
                            if label not in VARIANTS.get(lang, {}):
                                continue
                            form = f"{form} ({VARIANTS[lang][label]})"
                        names.printed[lang, names.key(kind, rid, powered)] = form
    return names


def homm3(glossary: str) -> Names:
    from bot.games.homm3.data import NAMED, load

    names = _names("h3", load(), NAMED)
    for section, cells in _tables(glossary):
        if not section.startswith("Heroes of Might and Magic III") or len(cells) < 3:
            continue
        en = [_bare(e) for e in _bare(cells[0]).split(" / ")]
        cs = [c.strip() for c in cells[1].split(" / ")]
        if len(en) != len(cs):
            continue
        for e, c in zip(en, cs, strict=True):
            for (kind, rid), rec in names.records.items():
                if kind in H3_KINDS and str(rec.name) == e:
                    names.printed["cs", names.key(kind, rid)] = _form(c)
    return names


# ------------------------------------------------------------------------------------------ writing
HEADER = {
    "en": "# {game}: component names (generated by tests/names_catalog.py from the data; do not edit by hand).\n",
    "cs": "# {game}: component names in Czech where a published rulebook prints them (the glossary); every\n"
    "# other name is the English one. Generated by tests/names_catalog.py; do not edit by hand.\n",
    "pl": "# {game}: component names in Polish where a published rulebook prints them (the glossary); every\n"
    "# other name is the English one. Generated by tests/names_catalog.py; do not edit by hand.\n",
}


def catalog_text(names: Names, lang: str, game: str) -> str:
    lines = [HEADER[lang].format(game=game), ""]
    for key, english in names.english.items():
        value = english if lang == "en" else names.printed.get((lang, key), english)
        lines.append(f"{key} = {value}")
    return "\n".join(lines) + "\n"


def games(glossary: str) -> list[tuple[Names, str, str]]:
    return [(mage_knight(glossary), "mageknight", "Mage Knight"), (homm3(glossary), "homm3", "HoMM3")]


def files() -> dict[Path, str]:
    """Every names file and the text it should have (needs the glossary)."""
    out: dict[Path, str] = {}
    for names, domain, game in games(GLOSSARY.read_text(encoding="utf-8")):
        for lang in ("en", *FOREIGN):
            path = ROOT / "bot" / "games" / domain / "locales" / lang / f"{domain}-names.ftl"
            out[path] = catalog_text(names, lang, game)
    return out


def main(argv: list[str]) -> None:
    global GLOSSARY
    if argv:
        GLOSSARY = Path(argv[0])
    for path, text in files().items():
        path.write_text(text, encoding="utf-8")
    for names, domain, _game in games(GLOSSARY.read_text(encoding="utf-8")):
        for lang in FOREIGN:
            printed = sum(1 for (lg, _k) in names.printed if lg == lang)
            print(f"{domain}/{lang}: {printed} of {len(names.english)} names printed")


if __name__ == "__main__":
    main(sys.argv[1:])
