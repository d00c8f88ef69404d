"""Unit cards: counts against the component lists, recruit sites, abilities and the special rules."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import DataError, MageKnightData, load
from bot.games.mageknight.data.units import Unit

from .conftest import edit


def _alternatives(unit: Unit) -> list[str]:
    return [str(fx.text(a.effect)) for a in unit.abilities]


# ------------------------------------------------------------------------------------ counts
def test_card_counts_match_the_component_lists(data: MageKnightData) -> None:
    cards: Counter[tuple[str, str]] = Counter()
    for u in data.units.values():
        cards[u.expansion, u.tier] += u.copies
    # Lost Legion digest §1.1 (and the Czech seed): 8 regular cards #311-318, 8 elite cards #319-326.
    assert cards["lost_legion", "regular"] == 8 and cards["lost_legion", "elite"] == 8
    # Base game: 20 + 20 (facts §5.5 per-unit copies; the elite card numbers 161-180 fit 20 cards).
    assert cards["base", "regular"] == 20 and cards["base", "elite"] == 20
    assert set(cards) == {(e, t) for e in ("base", "lost_legion") for t in ("regular", "elite")}
    assert len(data.units) == 15 + 15  # records: 15 regular, 15 elite (Heroes: 4 single cards)


def test_heroes_are_four_single_cards(data: MageKnightData) -> None:
    heroes = [u for u in data.units.values() if u.id.startswith("heroes_")]
    assert sorted(h.id for h in heroes) == ["heroes_blue", "heroes_green", "heroes_red", "heroes_white"]
    assert {h.copies for h in heroes} == {1} and {h.cost for h in heroes} == {9}
    assert {h.id: h.armor for h in heroes} == {
        "heroes_blue": 4,
        "heroes_green": 3,
        "heroes_red": 4,
        "heroes_white": 6,
    }
    assert {h.recruit_reputation for h in heroes} == {"doubled"}
    assert {h.pay_to_activate_in_assault for h in heroes} == {2}


def test_tiers_and_levels_agree(data: MageKnightData) -> None:
    for u in data.units.values():
        assert (u.tier == "regular") == (u.level <= 2), u.id
        assert 1 <= u.level <= 4
    city_only = sorted(u.id for u in data.units.values() if u.level == 4)
    assert city_only == ["altem_guardians", "altem_mages", "delphana_masters"]
    assert all(data.units[u].recruit == ("city",) for u in city_only)  # UE digest §4.4: level IV = city


# ------------------------------------------------------------------------------------ references, effects
def test_every_recruit_site_exists_and_is_a_recruiting_site(data: MageKnightData) -> None:
    used = {s for u in data.units.values() for s in u.recruit}
    assert used <= set(data.sites)
    assert used == {"village", "keep", "mage_tower", "monastery", "city", "magical_glade"}
    for u in data.units.values():
        assert set(u.action_recruit) <= set(u.recruit)


def test_every_ability_parses_describes_and_pays_a_valid_colour(data: MageKnightData) -> None:
    for u in data.units.values():
        assert u.abilities, u.id
        for i, a in enumerate(u.abilities):
            fx.check_effect(a.effect, f"{u.id}.abilities[{i}]")
            text = str(fx.text(a.effect))
            assert text and "{" not in text, (u.id, text)
            assert a.mana is None or a.mana in fx.MANA_COLOURS and a.mana != "gold"
        for extra in (u.recruit_extra, u.upkeep):
            if extra:
                fx.check_effect(extra)
                assert str(fx.text(extra))


def test_thugs_and_heroes_exclude_each_other(data: MageKnightData) -> None:
    thugs = data.units["thugs"]
    assert thugs.recruit_reputation == "reversed" and thugs.pay_to_assign_damage == 2
    assert set(thugs.recruit_exclusive_with) == {u for u in data.units if u.startswith("heroes_")}
    for h in thugs.recruit_exclusive_with:
        assert data.units[h].recruit_exclusive_with == ("thugs",)


# ------------------------------------------------------------------------------------ meaning
def test_a_few_units_by_meaning(data: MageKnightData) -> None:
    u = data.units
    assert _alternatives(u["peasants"]) == ["Attack 2 or Block 2", "Influence 2", "Move 2"]
    golems = u["guardian_golems"]
    assert golems.resistances == ("physical",)
    assert [(a.mana, str(fx.text(a.effect))) for a in golems.abilities[1:]] == [
        ("red", "Fire Block 4"),
        ("blue", "Ice Block 4"),
    ]
    assert u["herbalists"].abilities[0].mana == "green" and u["herbalists"].abilities[0].effect == {"heal": 2}
    assert u["catapults"].abilities[1].effect == {"attack": 5, "type": "siege", "element": "fire"}
    assert u["altem_mages"].abilities[2].mana == "black"
    assert u["red_cape_monks"].resistances == () and u["fire_golems"].resistances == ("physical", "fire")
    swordsmen = fx.kinds_in(u["utem_swordsmen"].abilities[1].effect)
    assert {"attack", "block", "wound_this_unit"} <= swordsmen


def test_lost_legion_special_rules(data: MageKnightData) -> None:
    familiars, delphana = data.units["magic_familiars"], data.units["delphana_masters"]
    assert familiars.interaction_only and familiars.action_recruit == ("magical_glade",)
    assert familiars.recruit_extra == {"pay_mana": ["red", "blue", "green", "white"], "amount": 1}
    assert fx.kind_of(familiars.upkeep) == "pay_crystal"
    assert delphana.interaction_only and delphana.multi_ability
    assert sorted(a.mana for a in delphana.abilities if a.mana) == ["blue", "green", "red", "white"]
    others = [x for x in data.units.values() if x.id not in ("magic_familiars", "delphana_masters")]
    assert not any(x.interaction_only or x.multi_ability or x.upkeep for x in others)


def test_provenance_on_every_record(data: MageKnightData) -> None:
    for u in data.units.values():
        assert u.provenance, u.id
        if u.expansion == "lost_legion" or u.tier == "elite":
            assert not u.verified, u.id  # abilities come from one implementation only


# ------------------------------------------------------------------------------------ malformed data
@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            'id = "herbalists"',
            'mana = "green"',
            'mana = "gold"',
            r"^units\.toml: unit 'herbalists': abilities\[0\]\.mana: unknown value 'gold'",
        ),
        (
            'id = "peasants"',
            "{ move = 2 }",
            '{ move = "two" }',
            r"^units\.toml: unit 'peasants': abilities\[2\]\.effect\.move: must be a whole number",
        ),
        (
            'id = "thugs"',
            'recruit_reputation = "reversed"',
            'recruit_reputation = "inverted"',
            r"^units\.toml: unit 'thugs': recruit_reputation: unknown value 'inverted'",
        ),
        (
            'id = "magic_familiars"',
            'action_recruit = ["magical_glade"]',
            'action_recruit = ["village"]',
            r"^units\.toml: unit 'magic_familiars': action_recruit\[0\]: unknown value 'village'",
        ),
        (
            'id = "heroes_red"',
            'recruit_exclusive_with = ["thugs"]',
            "recruit_exclusive_with = []",
            r"^units\.toml: unit 'thugs': recruit_exclusive_with: 'heroes_red' does not list it back",
        ),
        (
            'id = "scouts"',
            "level = 1",
            "level = 3",
            r"^units\.toml: unit 'scouts': level: a regular unit has level I-II",
        ),
        (
            'id = "shocktroops"',
            "copies = 2",
            "copies = 2\nabilites = []",
            r"^units\.toml: unit 'shocktroops': abilites: unknown field",
        ),
    ],
)
def test_malformed_fields_name_file_record_and_field(
    copy_dir: Path, anchor: str, old: str, new: str, message: str
) -> None:
    edit(copy_dir / "units.toml", anchor, old, new)
    with pytest.raises(DataError, match=message):
        load(copy_dir)
