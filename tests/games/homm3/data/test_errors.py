"""A malformed HoMM3 data file is refused with an error naming the file, the record and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.homm3.data import DataError, load

from .conftest import replace

CASES = [
    # (file, anchor, old, new, expected message)
    (
        "units.toml",
        'id = "griffins"',
        "few = { attack = 2,",
        'few = { attack = "2",',
        "units.toml: unit 'griffins': few.attack: expected a whole number, got str",
    ),
    (
        "units.toml",
        'id = "marksmen"',
        'id = "double_shot"',
        'id = "triple_shot"',
        "units.toml: unit 'marksmen': pack.abilities[0].id: unknown value 'triple_shot'",
    ),
    (
        "units.toml",
        'id = "zombies"',
        "faces = [1]",
        "faces = [2]",
        "units.toml: unit 'zombies': few.abilities[0].faces[0]: an attack die shows -1, 0 or +1, not 2",
    ),
    (
        "neutrals.toml",
        'id = "boars"',
        'tier = "bronze"',
        'tier = "copper"',
        "neutrals.toml: neutral 'boars': tier: unknown value 'copper'",
    ),
    (
        "neutrals.toml",
        'id = "griffins"',
        'counterpart = "griffins"',
        'counterpart = "gryphons"',
        "neutrals.toml: neutral 'griffins': counterpart: unknown unit 'gryphons'",
    ),
    (
        "heroes.toml",
        'id = "rion"',
        'starting_ability = "wisdom"',
        'starting_ability = "wizardry"',
        "heroes.toml: hero 'rion': starting_ability: unknown ability card 'wizardry'",
    ),
    (
        "heroes.toml",
        'id = "alamar"',
        "power = 3",
        "power = 4",
        "heroes.toml: hero 'alamar': attack: the starting deck would hold 10, not 9",
    ),
    (
        "specialties.toml",
        'id = "catherine_4"',
        "level = 4",
        "level = 5",
        "specialties.toml: specialty 'catherine_4': level: specialty cards join at levels (1, 4, 6), not 5",
    ),
    (
        "spells.toml",
        'id = "haste"',
        "power = [0, 1, 2]",
        "power = [0, 1]",
        "spells.toml: spell 'haste': effects: one effect per power threshold (2), got 3",
    ),
    (
        "artifacts.toml",
        'id = "speculum"',
        'grade = "minor"',
        'grade = "legendary"',
        "artifacts.toml: artifact 'speculum': grade: unknown value 'legendary'",
    ),
    (
        "tiles.toml",
        'id = "F4"',
        '{ location = "magic_spring", difficulty = 2 }',
        '{ location = "magic_fountain", difficulty = 2 }',
        "tiles.toml: tile 'F4': fields[",
    ),
    (
        "tiles.toml",
        'id = "N1"',
        "difficulty = 4",
        "difficulty = 6",
        "tiles.toml: tile 'N1': fields[",
    ),
    (
        "buildings.toml",
        'id = "castle_citadel"',
        "gold = 8",
        "gold = -8",
        "buildings.toml: building 'castle_citadel': cost.gold: must be at least 0, got -8",
    ),
    (
        "basic_cards.toml",
        'id = "power"',
        "copies = 7",
        "copies = 6",
        "basic_cards.toml: basic 'power': copies: three heroes can need 7 at set-up, only 6",
    ),
    (
        "spells.toml",
        'id = "haste"',
        'ours = ["copies: H-DATA-SPELL-COPIES"]',
        'ours = ["copies: because"]',
        "spells.toml: spell 'haste': ours[0]: expected '<field>: H-<RULING-ID>'",
    ),
    (
        "difficulty.toml",
        'id = "6"',
        "impossible = { silver = 1, gold = 4 }",
        "impossible = { silver = 2, gold = 4 }",
        "difficulty.toml: encounter '6': impossible: draws 1 to 5 neutral cards",
    ),
    (
        "components.toml",
        'id = "artifact_cards"',
        "count = 32",
        "count = 33",
        "components.toml: component 'artifact_cards': count: the rulebook's 33, our data 32, and no gap says why",
    ),
    (
        "proclamations.toml",
        'id = "white_raven"',
        'name = "White Raven"',
        'name = "White Raven"\ncolour = "white"',
        "proclamations.toml: proclamation 'white_raven': colour: unknown field",
    ),
]


@pytest.mark.parametrize(("file", "anchor", "old", "new", "message"), CASES, ids=[c[4][:40] for c in CASES])
def test_malformed_field_is_named(
    copy_dir: Path, file: str, anchor: str, old: str, new: str, message: str
) -> None:
    replace(copy_dir / file, anchor, old, new)
    with pytest.raises(DataError) as exc:
        load(copy_dir)
    assert message in str(exc.value)


def test_missing_file(copy_dir: Path) -> None:
    (copy_dir / "siege.toml").unlink()
    with pytest.raises(DataError, match="siege.toml: file not found"):
        load(copy_dir)


def test_duplicate_id(copy_dir: Path) -> None:
    replace(copy_dir / "artifacts.toml", 'id = "rib_cage"', 'id = "rib_cage"', 'id = "speculum"')
    with pytest.raises(DataError, match="artifacts.toml: artifact 'speculum': id: duplicate id"):
        load(copy_dir)


def test_a_count_short_of_the_rulebook_needs_a_gap(copy_dir: Path) -> None:
    path = copy_dir / "proclamations.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('[[proclamation]]\nid = "dead_silence"')
    end = text.index("[[proclamation]]", start + 1)
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(
        DataError, match="component 'proclamation_cards': count: the rulebook's 19, our data 18"
    ):
        load(copy_dir)
    replace(
        copy_dir / "components.toml",
        'id = "proclamation_cards"',
        "verified = true",
        'verified = true\ngaps = ["lost"]',
    )
    (check,) = [c for c in load(copy_dir).counts if c.component == "proclamation_cards"]
    assert (check.expected, check.found, check.ok, check.gaps) == (19, 18, False, ("lost",))
