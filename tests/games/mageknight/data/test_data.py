"""Tests of the Mage Knight component data and its validating loader."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.games.mageknight.data import DataError, MageKnightData, load
from bot.games.mageknight.data_report import report

from .conftest import edit

HEROES = ("arythea", "tovak", "goldyx", "norowas", "wolfhawk", "krang", "braevalar")


# ------------------------------------------------------------------------------------ enemies
def test_enemy_tokens_per_colour_and_total(data: MageKnightData) -> None:
    per_colour = {
        c: sum(e.count for e in data.enemies_of_colour(c))
        for c in ("green", "grey", "brown", "violet", "red", "white")
    }
    assert per_colour == {"green": 20, "grey": 18, "brown": 16, "violet": 14, "red": 14, "white": 16}
    assert sum(e.count for e in data.enemies.values() if e.faction is None) == 98


def test_enemy_details(data: MageKnightData) -> None:
    prowlers = data.enemies["prowlers"]
    assert (prowlers.armor, prowlers.fame, prowlers.attacks[0].value, prowlers.attacks[0].element) == (
        3,
        2,
        4,
        "physical",
    )
    summoner = data.enemies["dragon_summoner"]
    assert [a.summon for a in summoner.attacks] == [1, 1]
    assert data.enemies["hydra"].attacks == tuple(data.enemies["hydra"].attacks[:1]) * 3
    assert data.enemies["swamp_dragon"].abilities == ("swift", "poison")  # facts §4 likely truth
    assert data.enemies["altem_guardsmen"].attacks[0].value == 6
    assert data.enemies["thugs"].reputation == 1 and data.enemies["fire_heroes"].reputation == -1
    for enemy in data.enemies.values():
        assert ("elusive" in enemy.abilities) == (enemy.elusive_armor > enemy.armor)


# ------------------------------------------------------------------------------------ tiles
def test_tiles_complete(data: MageKnightData) -> None:
    ids = set(data.tiles)
    assert {"A", "B"} <= ids
    assert {t.id for t in data.tiles.values() if t.kind == "countryside"} == {str(n) for n in range(1, 15)}
    core = {t.id for t in data.tiles.values() if t.kind == "core"}
    assert {f"c{n}" for n in range(1, 11)} <= core and core - {f"c{n}" for n in range(1, 11)} == {"volkare"}
    for tile in data.tiles.values():
        assert len(tile.hexes) == 7
        assert all(h.terrain in data.terrains for h in tile.hexes)
        assert all(h.site is None or h.site in data.sites for h in tile.hexes)
    assert sorted(t.city for t in data.tiles.values() if t.city) == ["blue", "green", "red", "white"]


def test_tile_content_sample(data: MageKnightData) -> None:
    a = data.tiles["A"]
    assert a.hexes[0].site == "portal" and a.hexes[3].terrain == "lake"
    assert data.tiles["7"].hexes[3].site == "dungeon"
    assert data.tiles["2"].hexes[4].mine == ("green",)
    assert data.tiles["1"].hexes[6].rampaging == "orcs"
    assert data.tiles["c10"].hexes[6].mine == ("red", "blue", "green", "white")


# ------------------------------------------------------------------------------------ tactics, levels
def test_tactics(data: MageKnightData) -> None:
    assert len(data.tactics) == 12
    day, night = data.tactics_for("day"), data.tactics_for("night")
    assert [t.number for t in day] == [1, 2, 3, 4, 5, 6] == [t.number for t in night]
    assert day[3].id == "planning" and night[1].id == "long_night"


def test_levels_helpers(data: MageKnightData) -> None:
    lv = data.levels
    assert [lv.level_for_fame(f) for f in (0, 2, 3, 7, 8, 98, 99, 119)] == [1, 1, 2, 2, 3, 9, 10, 10]
    assert lv.level_for_fame(-2) == 1
    assert [lv.armor(n) for n in range(1, 11)] == [2, 2, 3, 3, 3, 3, 4, 4, 4, 4]
    assert [lv.hand_limit(n) for n in range(1, 11)] == [5, 5, 5, 5, 6, 6, 6, 6, 7, 7]
    assert [lv.command_tokens(n) for n in range(1, 11)] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert lv.influence_modifier(-7) is None
    assert (lv.influence_modifier(2), lv.influence_modifier(-2), lv.influence_modifier(-4)) == (1, -1, -2)
    assert (lv.influence_modifier(0), lv.influence_modifier(7), lv.influence_modifier(-6)) == (0, 5, -5)
    assert lv.crystal_cap == 3


def test_terrain_costs(data: MageKnightData) -> None:
    t = data.terrains
    assert (t["forest"].cost(night=False), t["forest"].cost(night=True)) == (3, 5)
    assert (t["desert"].cost(night=False), t["desert"].cost(night=True)) == (5, 3)
    assert not t["lake"].passable and t["mountain"].cost(night=False) is None
    assert data.sites["city"].move_cost == 2


# ------------------------------------------------------------------------------------ units, sites
def test_units_and_sites(data: MageKnightData) -> None:
    copies = Counter({tier: 0 for tier in ("regular", "elite")})
    for unit in data.units.values():
        copies[unit.tier] += unit.copies
        assert set(unit.recruit) <= set(data.sites)
    assert copies == {"regular": 28, "elite": 28}
    assert data.units["peasants"].cost == 4 and data.units["altem_mages"].level == 4
    assert data.sites["keep"].reveal is not None and data.sites["keep"].reveal.colour == "grey"
    assert (
        data.sites["ancient_ruins"].reveal is not None and data.sites["ancient_ruins"].reveal.face == "day_up"
    )
    den = data.sites["spawning_grounds"].enter
    assert den is not None and (den.colour, den.count) == ("brown", 2)
    assert (data.rampaging["orcs"].colour, data.rampaging["draconum"].colour) == ("green", "red")


# ------------------------------------------------------------------------------------ scenarios, heroes, decks
def test_scenarios(data: MageKnightData) -> None:
    assert sum(s.expansion == "base" for s in data.scenarios.values()) == 11  # UE digest §8.4
    first = data.scenarios["first_reconnaissance"]
    assert first.countryside == {1: 8, 2: 8, 3: 9, 4: 11} and first.countryside_sorted
    assert (first.rounds_for(1), first.rounds_for(3), first.cities_enterable) == (4, 3, False)
    assert data.scenarios["blitz_conquest"].source_dice_extra == 3
    assert data.scenarios["full_conquest"].core_city == {2: 2, 3: 3, 4: 4}
    assert data.scenarios["conquer_and_hold"].rounds_for(4) == 4
    assert data.scenarios["conquer_and_hold"].players == (2, 4)
    coop = data.scenarios["full_cooperation"]
    assert [coop.city_level_for(3, i) for i in range(4)] == [5, 5, 5, 11]
    assert data.scenarios["full_conquest"].city_level_for(2, 1) == 4


def test_deck_for_every_hero(data: MageKnightData) -> None:
    assert data.cards, "the cards folder must be present"
    standard = Counter(c.id for c in data.cards.values() if c.kind == "basic" for _ in range(c.copies))
    for hero_id in HEROES:
        deck = data.deck_for(hero_id)
        assert len(deck) == 16
        hero = data.heroes[hero_id]
        counts = Counter(deck)
        for basic_id, unique_id in hero.unique.items():
            assert counts[unique_id] == 1
            assert counts[basic_id] == standard[basic_id] - 1
    assert Counter(data.deck_for("krang"))["march"] == 1


def test_goldyx_dummy_dots_follow_rulebook(data: MageKnightData) -> None:
    assert data.heroes["goldyx"].dummy_dots == ("green", "green", "blue")
    assert all(len(h.skills) == 11 for h in data.heroes.values())  # UE digest §1: 11 tokens per hero


def test_default_load_is_cached() -> None:
    assert load() is load()


def test_report_lists_counts_and_gaps(data: MageKnightData) -> None:
    text = report(data)
    assert "= 98" in text
    assert "tiles.toml tile 'c5': hexes[0].terrain" in text
    assert "ruins_token" in text


# ------------------------------------------------------------------------------------ malformed files
def test_unknown_terrain_names_file_record_field(copy_dir: Path) -> None:
    edit(copy_dir / "tiles.toml", 'id = "7"', '"swamp"', '"swmap"')
    with pytest.raises(DataError) as err:
        load(copy_dir)
    assert str(err.value) == "tiles.toml: tile '7': hexes[0].terrain: unknown terrain 'swmap'"


def test_env_var_directory_and_bad_enemy_colour(copy_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    edit(copy_dir / "enemies.toml", 'id = "medusa"', 'colour = "brown"', 'colour = "purple"')
    monkeypatch.setenv("MK_DATA_DIR", str(copy_dir))
    with pytest.raises(DataError, match=r"^enemies\.toml: enemy 'medusa': colour: unknown value 'purple'"):
        load()


@pytest.mark.parametrize(
    ("file", "anchor", "old", "new", "message"),
    [
        (
            "units.toml",
            'id = "peasants"',
            '["village"]',
            '["villag"]',
            r"units\.toml: unit 'peasants': recruit\[0\]",
        ),
        (
            "enemies.toml",
            'id = "diggers"',
            'id = "diggers"',
            'id = "prowlers"',
            r"enemy 'prowlers': id: duplicate",
        ),
        ("tactics.toml", 'id = "rethink"', "number = 2", "numbr = 2", r"tactic 'rethink': number: missing"),
        ("tiles.toml", 'id = "3"', '{ terrain = "plains" },\n]', "]", r"tile '3': hexes: a tile has 7 hexes"),
        (
            "enemies.toml",
            'id = "shadow"',
            "elusive_armor = 8",
            "elusive_armor = 2",
            r"enemy 'shadow': elusive_armor",
        ),
        (
            "heroes.toml",
            'id = "tovak"',
            '"instinct"',
            '"instinkt"',
            r"heroes\.toml: hero 'tovak': unique\.improvisation",
        ),
        ("levels.toml", "modifiers", "0, -5,", "-5,", r"levels\.toml: levels: reputation\.modifiers"),
        (
            "cards/basic.toml",
            'id = "march"',
            "move = 2",
            "move = true",
            r"cards/basic\.toml: card 'march': basic\.move",
        ),
        (
            "scenarios.toml",
            "full_conquest",
            ", 4 = 3 }",
            " }",
            r"scenario 'full_conquest': core_noncity: no value for 4",
        ),
    ],
)
def test_malformed_files(copy_dir: Path, file: str, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / file, anchor, old, new)
    with pytest.raises(DataError, match=message):
        load(copy_dir)


def test_cards_folder_is_required(copy_dir: Path) -> None:
    for path in (copy_dir / "cards").glob("*.toml"):
        path.unlink()
    with pytest.raises(DataError, match="cards/: no card files"):
        load(copy_dir)


def test_card_ids_are_unique_across_card_files(copy_dir: Path) -> None:
    extra = copy_dir / "cards" / "zz_extra.toml"
    extra.write_text(
        '[[card]]\nid = "march"\nname = "March"\nkind = "basic"\ncolour = "green"\n'
        'provenance = "test"\nverified = false\n'
    )
    with pytest.raises(DataError, match="cards/zz_extra.toml: card 'march': id: duplicate id"):
        load(copy_dir)
