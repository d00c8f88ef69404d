"""Tactic cards (tactics.toml): 6 Day + 6 Night, numbers 1-6 each, effects in the vocabulary."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.mageknight.data import DEFAULT_DIR, DataError
from bot.games.mageknight.data.reader import read_toml
from bot.games.mageknight.data.tactics import read_tactics
from bot.games.mageknight.effects import check_effect
from tests.games.mageknight.effect_words import describe

from .conftest import edit


def _tactics(directory: Path = DEFAULT_DIR):  # type: ignore[no-untyped-def]
    return read_tactics(read_toml(directory / "tactics.toml"))[0]


def test_twelve_tactics_numbered_per_time() -> None:
    tactics = _tactics()  # UE digest §1 (a Day set and a Night set); facts §5.8 (6 + 6)
    assert len(tactics) == 12
    for time in ("day", "night"):
        assert sorted(t.number for t in tactics.values() if t.time == time) == [1, 2, 3, 4, 5, 6]
    assert tactics["planning"].time == "day" and tactics["long_night"].time == "night"


def test_effects_parse_and_timing() -> None:
    tactics = _tactics()
    for t in tactics.values():
        if t.effect is None:
            assert t.timing == "none" and t.number == 1
        else:
            check_effect(t.effect, t.id)
            assert describe(t.effect)
    assert tactics["great_start"].effect == {"draw": 2} and tactics["great_start"].timing == "taken"
    assert {t.id for t in tactics.values() if t.off_turn} == {"midnight_meditation", "sparing_power"}


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            'id = "rethink"',
            'timing = "taken"',
            'timing = "later"',
            r"tactic 'rethink': timing: unknown value",
        ),
        ('id = "great_start"', "draw = 2", "drew = 2", r"tactic 'great_start': effect"),
        (
            'id = "preparation"',
            "number = 5",
            "number = 4",
            r"tactic '\w+': number: night number 4 is used twice",
        ),
    ],
)
def test_malformed_field_is_named(copy_dir: Path, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / "tactics.toml", anchor, old, new)
    with pytest.raises(DataError, match=r"tactics\.toml: " + message):
        _tactics(copy_dir)
