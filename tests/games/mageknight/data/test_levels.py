"""The Fame track, level tokens, level rewards and the Reputation track (levels.toml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.mageknight.data import DEFAULT_DIR, DataError
from bot.games.mageknight.data.levels import Levels, read_levels
from bot.games.mageknight.data.reader import read_toml

from .conftest import edit


def _levels(directory: Path = DEFAULT_DIR) -> Levels:
    return read_levels(read_toml(directory / "levels.toml"))


def test_tracks() -> None:
    lv = _levels()
    assert lv.fame_thresholds == tuple(n * n - 1 for n in range(1, 11))  # facts, settled
    assert [lv.armor(n) for n in (1, 3, 5, 7, 9)] == [2, 3, 3, 4, 4]  # facts, settled level tokens
    assert [lv.hand_limit(n) for n in (1, 3, 5, 7, 9)] == [5, 5, 6, 6, 7]
    assert [lv.command_tokens(n) for n in (1, 3, 5, 7, 9)] == [1, 2, 3, 4, 5]  # UE digest §1


def test_level_rewards() -> None:
    lv = _levels()  # UE digest §3.5 step 6, §4.6: odd levels a token, even levels a skill + an AA
    assert lv.reward_for(1) is None
    assert [lv.reward_for(n) for n in (3, 5, 7, 9)] == ["level_token"] * 4
    assert [lv.reward_for(n) for n in (2, 4, 6, 8, 10)] == ["skill_and_advanced_action"] * 5


def test_reputation_track() -> None:
    lv = _levels()  # UE digest §4.7: +2 -> +1, -2 -> -1, -4 -> -2, an X space; start on the middle 0
    assert (lv.rep_min, lv.rep_max) == (-7, 7)
    assert (
        lv.influence_modifier(2) == 1 and lv.influence_modifier(-2) == -1 and lv.influence_modifier(-4) == -2
    )
    assert lv.influence_modifier(-7) is None and lv.influence_modifier(-9) is None
    assert [lv.influence_modifier(n) for n in (-1, 0, 1)] == [0, 0, 0]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('3 = "level_token"', '3 = "skill"', r"levels: level_rewards\.3: unknown value"),
        ('4 = "skill_and_advanced_action"', '4 = "level_token"', r"levels: level_rewards\.4: disagrees"),
    ],
)
def test_malformed_field_is_named(copy_dir: Path, old: str, new: str, message: str) -> None:
    edit(copy_dir / "levels.toml", "level_rewards", old, new)
    with pytest.raises(DataError, match=r"levels\.toml: " + message):
        _levels(copy_dir)
