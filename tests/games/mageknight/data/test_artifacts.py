"""Artifact cards (banners included): counts, numbers, effects that parse and read, and error messages.

The cards are read with ``read_cards`` (cards folder + heroes only), so these tests do not depend on the
other data files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games.mageknight.data import DEFAULT_DIR
from bot.games.mageknight.data.cards import Card, read_cards
from bot.games.mageknight.data.heroes import read_heroes
from bot.games.mageknight.data.reader import DataError, read_toml
from bot.games.mageknight.effects import REGISTRY, check_effect, kind_of, kinds_in
from tests.games.mageknight.effect_words import describe

from .conftest import edit

# Facts sheet §5.4 and the Lost Legion digest §1 ("8 Artifacts (#303-310)"): 16 base artifacts numbered
# 113-128, 8 Lost Legion artifacts 303-310 and the Ultimate Edition's Mysterious Box (UE 270).
BASE_NUMBERS = {
    "banner_of_glory": 113,
    "banner_of_fear": 114,
    "banner_of_protection": 115,
    "banner_of_courage": 116,
    "ruby_ring": 117,
    "sapphire_ring": 118,
    "diamond_ring": 119,
    "emerald_ring": 120,
    "sword_of_justice": 121,
    "horn_of_wrath": 122,
    "endless_bag_of_gold": 123,
    "endless_gem_pouch": 124,
    "golden_grail": 125,
    "book_of_wisdom": 126,
    "amulet_of_the_sun": 127,
    "amulet_of_darkness": 128,
}
LOST_LEGION_NUMBERS = {
    "bow_of_starsdawn": 303,
    "banner_of_command": 304,
    "banner_of_fortitude": 305,
    "soul_harvester": 306,
    "shield_of_the_fallen_kings": 307,
    "druidic_staff": 308,
    "circlet_of_proficiency": 309,
    "tome_of_all_spells": 310,
}
BANNERS = {
    "banner_of_glory",
    "banner_of_fear",
    "banner_of_protection",
    "banner_of_courage",
    "banner_of_command",
    "banner_of_fortitude",
}


def _read(directory: Path) -> dict[str, Card]:
    heroes = read_heroes(read_toml(directory / "heroes.toml"))
    return read_cards(directory / "cards", heroes)


@pytest.fixture(scope="module")
def artifacts() -> dict[str, Card]:
    return {c.id: c for c in _read(DEFAULT_DIR).values() if c.kind == "artifact"}


def test_there_are_25_artifacts_with_the_published_numbers(artifacts: dict[str, Card]) -> None:
    assert len(artifacts) == 25
    numbers = {cid: c.number for cid, c in artifacts.items()}
    assert numbers == {**BASE_NUMBERS, **LOST_LEGION_NUMBERS, "mysterious_box": 270}
    assert len(set(numbers.values())) == 25, "artifact numbers must be unique"


def test_expansions(artifacts: dict[str, Card]) -> None:
    assert {cid for cid, c in artifacts.items() if c.expansion == "lost_legion"} == set(LOST_LEGION_NUMBERS)
    assert {cid for cid, c in artifacts.items() if c.expansion == "base"} == {*BASE_NUMBERS, "mysterious_box"}
    assert all(c.colour == "none" and c.hero is None and c.copies == 0 for c in artifacts.values())


def test_every_artifact_has_both_effects_which_parse_and_read_as_english(artifacts: dict[str, Card]) -> None:
    for card in artifacts.values():
        for side, effect in (("basic", card.basic), ("powered", card.powered)):
            assert effect, f"{card.id}: no {side} effect"
            check_effect(effect, f"{card.id}.{side}")
            text = describe(effect)
            assert text and "{" not in text and "  " not in text, f"{card.id}.{side}: {text!r}"
            assert kinds_in(effect) <= set(REGISTRY.kinds)


def test_effects_not_yet_entered_gap_is_gone(artifacts: dict[str, Card]) -> None:
    for card in artifacts.values():
        assert not any("not yet entered" in g for g in card.gaps), card.id


def test_the_six_banners_attach_to_a_unit_and_nothing_else_does(artifacts: dict[str, Card]) -> None:
    with_banner = {cid for cid, c in artifacts.items() if "banner" in kinds_in(c.basic)}
    assert with_banner == BANNERS
    # a banner's powered side is never an attach effect: the powered effect is unavailable while attached
    assert not any("banner" in kinds_in(c.powered) for c in artifacts.values())
    assert describe(artifacts["banner_of_protection"].basic).startswith(
        "attach this card to one of your units"
    )


def test_banner_effects_by_meaning(artifacts: dict[str, Card]) -> None:
    glory = artifacts["banner_of_glory"].basic["banner"]["all"]
    assert {"unit_armor": 1} in glory
    assert {"unit_boost": 1, "what": ["attack", "block"]} in glory
    protection = artifacts["banner_of_protection"].basic["banner"]["all"]
    assert {"unit_resistances": ["fire", "ice"]} in protection
    fortitude = artifacts["banner_of_fortitude"].basic["banner"]
    assert fortitude == {"once_per_round": {"ignore_wound": True}, "when": "unit_would_be_wounded"}
    courage = artifacts["banner_of_courage"].basic["banner"]
    assert courage["when"] == "outside_combat" and courage["once_per_round"] == {"unit_ready": True}
    # Banner of Command: Influence 4, and it may stand in for the Command token of a unit recruited this turn
    command = artifacts["banner_of_command"].basic["all"]
    assert command[0] == {"influence": 4}
    assert command[1] == {"banner": {"command_slot": True}, "to": "recruited_this_turn"}
    fear = artifacts["banner_of_fear"].basic["banner"]
    assert fear["phase"] == "block" and {"cancel_attack": 1} in fear["spend_unit"]["all"]


def test_other_effects_by_meaning(artifacts: dict[str, Card]) -> None:
    ruby = artifacts["ruby_ring"]
    assert ruby.basic == {"all": [{"mana_token": ["red"]}, {"crystal": ["red"]}, {"fame": 1}]}
    assert ruby.powered["all"][0] == {"endless_mana": ["red", "black"]}
    assert ruby.powered["all"][1]["colour"] == "red"
    horn = artifacts["horn_of_wrath"].basic["all"]
    assert horn[0] == {"attack": 5, "type": "siege"}
    assert horn[1] == {"mana_roll": ["red", "black"], "then": {"take_wounds": 1}}
    assert artifacts["endless_bag_of_gold"].powered == {"all": [{"influence": 9}, {"fame": 3}]}
    assert artifacts["endless_gem_pouch"].basic == {"random_crystals": 2}
    shield = artifacts["shield_of_the_fallen_kings"].powered["choice"]
    assert shield[0] == {"block": 8, "element": "coldfire"}
    assert shield[1] == {"separate_blocks": 4, "count": 3, "element": "coldfire"}
    staff = artifacts["druidic_staff"]
    assert kind_of(staff.basic) == "discard_by_colour"
    assert staff.basic["red"] == {"ready_unit": 3} and staff.basic["green"] == {"heal": 3}
    assert staff.powered["choose"] == 2 and len(staff.powered["from"]) == 4
    wisdom = artifacts["book_of_wisdom"]
    assert wisdom.basic["green"] == {"take_offer_card": "advanced", "to": "hand", "colour": "green"}
    assert {"crystal": ["blue"]} in wisdom.powered["blue"]["all"]
    assert artifacts["tome_of_all_spells"].powered == {"cast_from_offer": "powered", "by_day": True}
    assert describe(artifacts["golden_grail"].powered) == (
        "Heal 6; draw 1 card each time you heal a Wound from your hand this turn"
    )


def test_no_artifact_needs_mana_or_targets_another_player(artifacts: dict[str, Card]) -> None:
    for card in artifacts.values():
        assert not card.interactive, card.id
        assert "pay_mana" not in kinds_in(card.basic) | kinds_in(card.powered), card.id


def test_provenance_and_disputes(artifacts: dict[str, Card]) -> None:
    for card in artifacts.values():
        assert card.provenance, card.id
        if card.disputed:
            assert not card.verified, f"{card.id}: a disputed record cannot be verified"
    disputed = {cid for cid, c in artifacts.items() if c.disputed}
    assert {"banner_of_fear", "horn_of_wrath", "golden_grail", "banner_of_protection"} <= disputed
    # the Lost Legion cards and the Box have a single card-text source: never verified
    assert not any(artifacts[cid].verified for cid in (*LOST_LEGION_NUMBERS, "mysterious_box"))


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        ('id = "horn_of_wrath"', "number = 122", 'number = "122"', r"card 'horn_of_wrath': number"),
        (
            'id = "banner_of_glory"',
            "unit_armor = 1",
            "unit_armour = 1",
            r"card 'banner_of_glory': basic\.banner\.all\[0\]: an effect needs exactly one kind key",
        ),
        (
            'id = "banner_of_fortitude"',
            'when = "unit_would_be_wounded"',
            'when = "at_dawn"',
            r"card 'banner_of_fortitude': basic\.banner\.when: must be one of",
        ),
        ('id = "ruby_ring"', 'expansion = "base"', 'expansion = "ruby"', r"card 'ruby_ring': expansion"),
    ],
)
def test_a_malformed_field_names_file_record_and_field(
    copy_dir: Path, anchor: str, old: str, new: str, message: str
) -> None:
    edit(copy_dir / "cards" / "artifacts.toml", anchor, old, new)
    with pytest.raises(DataError, match=r"cards/artifacts\.toml: " + message):
        _read(copy_dir)
