"""City cards (cities.toml): defender bonuses, interactions and the garrison for every level."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.mageknight.data import DEFAULT_DIR, DataError
from bot.games.mageknight.data.cities import dial_levels, read_cities
from bot.games.mageknight.data.enemies import read_volkare
from bot.games.mageknight.data.reader import read_toml
from bot.games.mageknight.data.sites import read_sites
from bot.games.mageknight.effects import check_effect
from tests.games.mageknight.effect_words import describe

from .conftest import edit


def _cities(directory: Path = DEFAULT_DIR):  # type: ignore[no-untyped-def]
    sites, _, _ = read_sites(read_toml(directory / "sites.toml"))
    _, army = read_volkare(read_toml(directory / "enemies.toml"))
    levels = {a.level: a.tokens for a in army.values()}
    return read_cities(read_toml(directory / "cities.toml"), sites, levels)[0]


def test_four_city_cards_and_the_camp() -> None:
    cities = _cities()  # UE digest §1: white, blue, red, green; LL digest §1.1: Volkare's Camp card
    assert {c.colour for c in cities.values()} == {"white", "blue", "red", "green", "volkare"}


@pytest.mark.parametrize("colour", ["white", "blue", "red", "green"])
def test_garrison_for_every_level(colour: str) -> None:
    city = _cities()[colour]
    assert sorted(city.garrison) == list(range(1, 12))  # the dial: levels 1-11
    sizes = [len(city.garrison[lv]) for lv in range(1, 12)]
    assert sizes == sorted(sizes) and sizes[-1] == 5  # never shrinks; 5 tokens at level 11
    assert all(set(g) <= {"grey", "violet", "brown", "white"} for g in city.garrison.values())


def test_garrison_values() -> None:
    c = _cities()
    assert c["white"].garrison[1] == ("white",) and c["red"].garrison[1] == ("white",)
    assert c["blue"].garrison[1] == ("grey", "violet") and c["green"].garrison[2] == ("brown", "brown")
    assert c["white"].garrison_for(11) == ("grey", "white", "white", "white", "white")
    # LL digest §9.1: Volkare's dial 4-15, level 8 = W1 R2 Grey1 Green2; half-and-double above 15
    camp = c["volkare_camp"]
    assert sorted(camp.garrison) == list(range(4, 16))
    assert sorted(camp.garrison[8]) == sorted(("white", "red", "red", "grey", "green", "green"))
    assert len(camp.garrison_for(16)) == 2 * len(camp.garrison[8])


def test_off_the_dial_levels_follow_one_ruling() -> None:
    """R-DIAL: half-and-double when the half is on the dial (LL digest §3.1: 16 = 8 + 8), else the top
    of the dial plus the rest (the rulebook's 36 = 15 + 15 + 6); cities and Volkare share it."""
    assert dial_levels(16, 4, 15) == [8, 8]
    assert dial_levels(36, 4, 15) == [15, 15, 6]
    assert dial_levels(17, 4, 15) == [4, 13]
    assert dial_levels(22, 1, 11) == [11, 11] and dial_levels(23, 1, 11) == [11, 6, 6]
    with pytest.raises(ValueError):
        dial_levels(3, 4, 15)


def test_the_camp_garrison_is_volkares_army(copy_dir: Path) -> None:
    """One copy of the dial: the Camp's garrison is built from volkare_army (enemies.toml)."""
    from bot.games.mageknight.data import load
    from bot.games.mageknight.data.enemies import army_for_level

    data = load()
    camp = data.cities["volkare_camp"]
    for level in (4, 9, 15, 16, 36):
        want = army_for_level(data.volkare_army, level)
        got = camp.garrison_for(level)
        assert {c: got.count(c) for c in want} == want
    edit(
        copy_dir / "cities.toml",
        "[city.volkare_camp]",
        "verified = true",
        'verified = true\ngarrison = { 4 = ["red"] }',
    )
    with pytest.raises(DataError, match="cities.toml: city 'volkare_camp': garrison: Volkare's Camp takes"):
        load(copy_dir)


def test_bonuses_and_interactions() -> None:
    c = _cities()  # UE digest §7.8, §6.1
    assert c["white"].defender_bonus[0].armor == 1
    assert {b.attack for b in c["blue"].defender_bonus} == {2, 1}
    assert c["red"].defender_bonus[0].ability == "brutal" and c["green"].defender_bonus[0].ability == "poison"
    assert c["red"].interactions[0].price == 12 and c["red"].interactions[0].timing == "end_of_turn"
    assert c["green"].interactions[0].price == 6 and c["white"].interactions[0].price == 2
    for city in c.values():
        for e in [i.gain for i in city.interactions] + [o.effect for o in city.options if o.effect]:
            check_effect(e, city.id)
            assert describe(e)


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            "[city.blue.garrison]",
            '"violet"',
            '"purple"',
            r"city 'blue': garrison\.1\[1\]: unknown enemy colour",
        ),
        (
            "[city.red]",
            'ability = "brutal"',
            'ability = "angry"',
            r"city 'red': defender_bonus\[0\]\.ability",
        ),
        (
            "[city.green]",
            "price = 6",
            "price = -6",
            r"city 'green': interaction\[0\]\.price: must be at least 0",
        ),
    ],
)
def test_malformed_field_is_named(copy_dir: Path, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / "cities.toml", anchor, old, new)
    with pytest.raises(DataError, match=r"cities\.toml: " + message):
        _cities(copy_dir)
