"""Scenarios (scenarios.toml): every scenario of the rulebooks with its set-up numbers per player count."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.mageknight.data import DEFAULT_DIR, DataError
from bot.games.mageknight.data.map import read_terrains, read_tiles
from bot.games.mageknight.data.reader import read_toml
from bot.games.mageknight.data.scenarios import Scenario, read_scenarios
from bot.games.mageknight.data.sites import read_sites

from .conftest import edit


def _scenarios(directory: Path = DEFAULT_DIR) -> dict[str, Scenario]:
    terrains, _ = read_terrains(read_toml(directory / "terrain.toml"))
    sites, rampaging, _ = read_sites(read_toml(directory / "sites.toml"))
    tiles, _ = read_tiles(read_toml(directory / "tiles.toml"), terrains, sites, rampaging)
    return read_scenarios(read_toml(directory / "scenarios.toml"), tiles, sites)


def test_every_scenario() -> None:
    sc = _scenarios()
    base = [s for s in sc.values() if s.expansion == "base"]
    assert len(base) == 11  # UE digest §8.4
    assert {s.id for s in sc.values() if s.expansion == "lost_legion"} == {
        "volkare_return_epic", "volkare_return_blitz", "volkare_quest"
    }  # LL digest §5  # fmt: skip
    sot = {s.id.rsplit("_", 1)[0] for s in sc.values() if s.expansion == "shades_of_tezla"}
    assert sot == {"life_and_death", "realm_of_the_dead", "lost_valley", "lost_relic"}  # LL digest §7.7
    assert sum(s.expansion == "shades_of_tezla" for s in sc.values()) == 12  # 3 versions each


def test_numbers_for_every_player_count() -> None:
    for s in _scenarios().values():
        for p in s.players:
            assert s.countryside[p] >= 5, (s.id, p)
            assert s.core_city[p] >= 1 and s.core_noncity[p] >= 1, (s.id, p)
            assert s.map_shape[p] and s.rounds_for(p) in (2, 3, 4, 5, 6), (s.id, p)
            assert s.tactics_rule[p]
            if s.city_levels:
                assert len(s.city_levels[p]) == s.core_city[p]
            for d in s.combat_levels.values():
                assert p in d.city_level and p in d.volkare_level, (s.id, p)
            for d in s.pace_levels.values():
                assert p in d.cowardly_units and d.volkare_wounds, (s.id, p)
            if s.leaders and s.type != "solo":
                assert p in s.leader_level, (s.id, p)


def test_selected_numbers() -> None:
    sc = _scenarios()
    assert sc["full_cooperation"].city_levels[3] == (5, 5, 5, 11)  # UE digest §8.4
    assert sc["solo_conquest"].score["per_unused_round"] == 30  # UE digest §8.5.4
    epic = sc["volkare_return_epic"]  # LL digest §9.2-9.3
    assert (
        epic.countryside == {1: 7, 2: 8, 3: 10, 4: 12} and epic.volkare and epic.extra_tiles == ("volkare",)
    )
    assert epic.combat_levels["legendary"].volkare_level[3] == 36
    assert epic.pace_levels["tight"].volkare_wounds == 15 and epic.pace_levels["tight"].score_percent == 150
    assert sc["volkare_quest"].core_noncity == {1: 4, 2: 3, 3: 4, 4: 3}
    ld = sc["life_and_death_cooperative"]  # LL digest §9.3-9.4
    assert ld.leader_level == {2: 6, 3: 7, 4: 8} and ld.glades == {2: 3, 3: 4, 4: 5}
    assert sc["realm_of_the_dead_cooperative"].leader_level == {2: 8, 3: 10, 4: 12}
    assert sc["lost_relic_competitive"].map_shape[2] == "open_3" and sc["lost_relic_solo"].start_level == 3


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            "[scenario.volkare_quest]",
            "4 = 12 }",
            "5 = 12 }",
            r"scenario 'volkare_quest': countryside\.5: not a supported",
        ),
        (
            "[scenario.lost_valley_solo]",
            'end = "leaders_defeated"',
            'end = "whenever"',
            r"scenario 'lost_valley_solo': end",
        ),
        (
            "[scenario.volkare_return_epic.pace_levels.fair]",
            "volkare_wounds = 18",
            "volkare_wounds = -1",
            r"pace_levels\.fair\.volkare_wounds",
        ),
        (
            "[scenario.solo_conquest]",
            "per_unused_round",
            "per_round",
            r"scenario 'solo_conquest': score\.per_round: unknown",
        ),
    ],
)
def test_malformed_field_is_named(copy_dir: Path, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / "scenarios.toml", anchor, old, new)
    with pytest.raises(DataError, match=r"scenarios\.toml: .*" + message):
        _scenarios(copy_dir)
