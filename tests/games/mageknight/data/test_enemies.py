"""Enemy tokens, Shades of Tezla faction tokens and General Volkare (data/mageknight/enemies.toml)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import DataError, MageKnightData, load
from bot.games.mageknight.data.enemies import (
    ENEMY_ABILITIES,
    FACTIONS,
    army_for_level,
    read_enemies,
    read_volkare,
)
from bot.games.mageknight.data.reader import read_toml

from .conftest import edit

COLOURS = ("green", "grey", "brown", "violet", "red", "white")


def test_ordinary_piles_match_the_component_lists(data: MageKnightData) -> None:
    # Base game (facts §5.6, yav counts) + The Lost Legion (LL digest §1.1: green 8, violet 4, grey 8,
    # brown 6, red 6, white 6) = 98 tokens; the faction tokens stay out of these piles.
    per_colour = {c: sum(e.count for e in data.enemies_of_colour(c)) for c in COLOURS}
    assert per_colour == {"green": 20, "grey": 18, "brown": 16, "violet": 14, "red": 14, "white": 16}
    lost_legion = Counter({c: 0 for c in COLOURS})
    for e in data.enemies.values():
        if e.expansion == "lost_legion":
            lost_legion[e.colour] += e.count
    assert dict(lost_legion) == {"green": 8, "grey": 8, "brown": 6, "violet": 4, "red": 6, "white": 6}
    assert all(e.faction is None for c in COLOURS for e in data.enemies_of_colour(c))


def test_faction_tokens_match_the_shades_of_tezla_list(data: MageKnightData) -> None:
    # LL digest §1.3 / §7.2: 32 tokens, 16 per faction, 11 kinds each, green/brown/red only.
    for faction in FACTIONS:
        kinds = [e for e in data.enemies.values() if e.faction == faction]
        assert len(kinds) == 11
        assert sum(e.count for e in kinds) == 16
        per_colour = {c: sum(e.count for e in data.enemies_of_colour(c, faction)) for c in COLOURS}
        assert per_colour == {"green": 8, "grey": 0, "brown": 4, "violet": 0, "red": 4, "white": 0}
        assert all(e.expansion == "shades_of_tezla" for e in kinds)
    assert data.enemies["mummy"].faction == "dark_crusaders"  # LL digest §7.2, not tagged by its TS source
    assert data.enemies["lightning_dragon"].faction == "elementalists"


def test_defend_examples_of_the_rulebook(data: MageKnightData) -> None:
    # LL digest §7.5: Elven Protectors alone have armor 6; the centaurs they defend need Ranged Attack 7;
    # one Defend 1 on the elves and one on a sprite: both die to Ranged Attack 8 (sprites use the elusive armor).
    elves, centaurs, sprites = (
        data.enemies[i] for i in ("elven_protectors", "centaur_outriders", "crystal_sprites")
    )
    assert elves.armor + elves.defend == 6
    assert centaurs.armor + elves.defend == 7
    assert (elves.armor + sprites.defend) + (sprites.elusive_armor + sprites.defend) == 8


def test_every_ability_is_known_and_the_number_fields_match_them(data: MageKnightData) -> None:
    for e in data.enemies.values():
        assert set(e.abilities) <= set(ENEMY_ABILITIES), e.id
        assert len(set(e.abilities)) == len(e.abilities), e.id
        assert ("defend" in e.abilities) == (e.defend > 0), e.id
        assert e.attacks and all((a.summon > 0) != (a.element is not None) for a in e.attacks), e.id
        for a in e.attacks:
            if a.summon:
                assert a.summon_colour in COLOURS
    assert "summon" not in ENEMY_ABILITIES and {"ambush", "pursuit"} <= set(ENEMY_ABILITIES)
    assert data.enemies["shrouded_necromancers"].attacks[0].summon_colour == "green"  # own faction, LL §7.1
    assert data.enemies["orc_summoners"].attacks[0].summon_colour == "brown"


def test_elusive_armor_rules(data: MageKnightData) -> None:
    # UE digest §7.6, LL digest §2.8: two armor values, the higher in the ranged phase and when not all
    # attacks were blocked. Every elusive token we know doubles its armor (Cloud Griffons' value rests on it).
    elusive = [e for e in data.enemies.values() if "elusive" in e.abilities]
    assert len(elusive) == 11
    for e in data.enemies.values():
        assert ("elusive" in e.abilities) == (e.elusive_armor > 0), e.id
        if e.elusive_armor:
            assert e.elusive_armor == 2 * e.armor, e.id


def test_multi_attack_tokens_stay_separate(data: MageKnightData) -> None:
    # LL digest §2.7: each attack is resolved on its own.
    assert [a.value for a in data.enemies["zombie_horde"].attacks] == [1, 1, 1]
    assert [a.element for a in data.enemies["elemental_priestesses"].attacks] == ["fire", "ice"]
    assert [a.summon for a in data.enemies["dragon_summoner"].attacks] == [1, 1]


def test_records_say_where_they_come_from(data: MageKnightData) -> None:
    for e in data.enemies.values():
        assert e.provenance, e.id
        if e.faction:
            assert not e.verified and "§7.2" in e.provenance, e.id
        if e.disputed:
            assert not e.verified, e.id
    assert data.enemies["cloud_griffons"].gaps


def test_volkare_and_his_army(data: MageKnightData) -> None:
    volkare = data.volkare["volkare"]
    assert volkare.abilities == ("arcane_immunity",)
    assert volkare.attack_abilities == ("brutal", "assassination")  # LL digest §3.3
    assert set(volkare.attacks) == set(fx.MANA_COLOURS)
    assert volkare.gaps and not volkare.verified  # the per-colour attacks are unsourced
    assert set(volkare.elite) == {"white", "red"} and set(volkare.ordinary) == {"grey", "green"}
    army = data.volkare_army
    assert sorted(a.level for a in army.values()) == list(range(4, 16))  # dial levels 4-15
    totals = {a.level: sum(a.tokens.values()) for a in army.values()}
    assert totals == {4: 4, 5: 4, 6: 5, 7: 5, 8: 6, 9: 7, 10: 9, 11: 9, 12: 10, 13: 11, 14: 11, 15: 12}
    # The rulebook's worked examples (LL digest §3.1, §9.1): level 16 = dial 8 doubled; 36 = 15 + 15 + 6.
    assert army_for_level(army, 16) == {"white": 2, "red": 4, "grey": 2, "green": 4}
    assert army_for_level(army, 36) == {"white": 5, "red": 7, "grey": 2, "green": 15}
    assert army_for_level(army, 17) == {"white": 2, "red": 3, "grey": 1, "green": 9}
    with pytest.raises(ValueError):
        army_for_level(army, 3)


def test_a_malformed_field_names_file_record_and_field(copy_dir: Path) -> None:
    edit(copy_dir / "enemies.toml", 'id = "elven_protectors"', "defend = 2", "defend = 0")
    with pytest.raises(DataError, match=r"enemies\.toml: enemy 'elven_protectors': defend: set it"):
        load(copy_dir)


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            'id = "vampire"',
            "elusive_armor = 10",
            "elusive_armor = 5",
            r"enemy 'vampire': elusive_armor: must exceed",
        ),
        (
            'id = "mummy"',
            'faction = "dark_crusaders"',
            'faction = "undead"',
            r"enemy 'mummy': faction: unknown value",
        ),
        (
            'id = "prowlers"',
            'colour = "green"',
            'colour = "green"\nfaction = "elementalists"',
            r"enemy 'prowlers': faction:",
        ),
        (
            'id = "shrouded_necromancers"',
            'colour = "green" }',
            'colour = "pink" }',
            r"attacks\[0\]\.colour: unknown value",
        ),
        (
            "[volkare.volkare]",
            "attacks.gold = ",
            "attacks.silver = ",
            r"volkare 'volkare': attacks\.gold: missing",
        ),
        ('id = "9"', "level = 9", "level = 8", r"volkare_army '9': level: must equal the id"),
    ],
)
def test_more_malformed_fields(copy_dir: Path, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / "enemies.toml", anchor, old, new)
    with pytest.raises(DataError, match=message):  # this file alone, whatever the state of the others
        doc = read_toml(copy_dir / "enemies.toml")
        read_enemies(doc)
        read_volkare(doc)
