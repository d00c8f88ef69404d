"""Sites (sites.toml): every site type of the box, its draws, rewards, interactions and options."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.mageknight.data import DEFAULT_DIR, DataError
from bot.games.mageknight.data.map import read_terrains, read_tiles
from bot.games.mageknight.data.reader import read_toml
from bot.games.mageknight.data.sites import read_sites
from bot.games.mageknight.effects import check_effect
from tests.games.mageknight.effect_words import describe

from .conftest import edit


def _sites(directory: Path = DEFAULT_DIR):  # type: ignore[no-untyped-def]
    return read_sites(read_toml(directory / "sites.toml"))


# UE digest §6.2 (base sites), LL digest §2.2-2.4, §4.1 (Lost Legion), §7.6 (Shades of Tezla tokens).
EXPECTED = {
    "portal", "village", "monastery", "keep", "mage_tower", "city", "dungeon", "tomb", "monster_den",
    "spawning_grounds", "ancient_ruins", "crystal_mine", "magical_glade",
    "maze", "labyrinth", "deep_mine", "refugee_camp", "volkare_camp",
    "lost_valley", "necropolis", "cemetery",
}  # fmt: skip


def test_every_site_type_exists() -> None:
    sites, rampaging, _ = _sites()
    assert set(sites) == EXPECTED
    assert set(rampaging) == {"orcs", "draconum"}
    assert {s.id for s in sites.values() if s.covers} == {"lost_valley", "necropolis", "cemetery"}


def test_every_site_on_a_tile_exists() -> None:
    sites, rampaging, _ = _sites()
    terrains, _ = read_terrains(read_toml(DEFAULT_DIR / "terrain.toml"))
    tiles, _ = read_tiles(read_toml(DEFAULT_DIR / "tiles.toml"), terrains, sites, rampaging)
    used = {h.site for t in tiles.values() for h in t.hexes if h.site}
    assert used <= set(sites)
    assert used >= {"village", "keep", "city", "maze", "labyrinth", "deep_mine", "volkare_camp"}


def _effects(site):  # type: ignore[no-untyped-def]
    out = [site.reward] if site.reward else []
    out += [i.gain for i in site.interactions]
    for o in site.options:
        out += [e for e in (o.effect, o.reward) if e]
        out += [p.reward for p in o.paths]
    return out


def test_every_effect_parses_and_describes() -> None:
    sites, _, _ = _sites()
    n = 0
    for s in sites.values():
        for e in _effects(s):
            check_effect(e, s.id)
            assert describe(e)
            n += 1
    assert n >= 25


def test_site_facts() -> None:
    sites, rampaging, _ = _sites()
    # UE digest §6.1 prices, §6.3 draws
    assert sites["village"].interactions[0].price == 3 and sites["monastery"].interactions[0].price == 2
    assert (
        sites["mage_tower"].interactions[0].price == 7
        and sites["mage_tower"].interactions[0].mana == "card_colour"
    )
    assert sites["spawning_grounds"].enter is not None and sites["spawning_grounds"].enter.count == 2
    assert (
        sites["dungeon"].no_units and sites["dungeon"].night_rules and sites["dungeon"].survivors == "discard"
    )
    assert sites["monster_den"].survivors == "stay" and sites["monster_den"].reward == {"random_crystals": 2}
    assert all(sites[s].assault_reputation == -1 for s in ("keep", "mage_tower", "city"))
    assert sites["volkare_camp"].assault_reputation == 0 and sites["volkare_camp"].move_cost == 2
    burn = next(o for o in sites["monastery"].options if o.id == "burn")
    assert burn.fight is not None and burn.fight.colour == "violet" and burn.no_units
    assert burn.effect == {"reputation": -3}
    # LL digest §2.2: Maze paths 2/4/6, at most one unit along
    maze = sites["maze"].options[0]
    assert [p.move for p in maze.paths] == [2, 4, 6] and maze.max_units == 1
    assert sites["refugee_camp"].recruit_surcharge == {
        "village": 0, "keep": 1, "mage_tower": 1, "monastery": 1, "city": 3
    }  # fmt: skip
    assert rampaging["orcs"].reputation == 1 and rampaging["draconum"].reputation == 2


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        ("[site.village]", "price = 3", 'price = "3"', r"site 'village': interaction\[0\]\.price: expected"),
        ("[site.dungeon]", "random_crystals", "random_crystal", r"site 'monster_den': reward"),
        (
            "[site.maze]",
            "move = 4",
            "move = 0",
            r"site 'maze': option\[0\]\.paths\[1\]\.move: must be at least 1",
        ),
        ("[site.village]", 'when = "before_turn"', 'when = "whenever"', r"site 'village': option\[0\]\.when"),
        (
            "[site.refugee_camp]",
            "city = 3",
            "town = 3",
            r"site 'refugee_camp': recruit_surcharge\.town: unknown site",
        ),
    ],
)
def test_malformed_field_is_named(copy_dir: Path, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / "sites.toml", anchor, old, new)
    with pytest.raises(DataError, match=r"sites\.toml: " + message):
        _sites(copy_dir)
