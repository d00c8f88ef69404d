"""The 44 Advanced Action cards: counts, colours, numbers, effects and their meaning, and load errors."""

from __future__ import annotations

import shutil
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import DEFAULT_DIR, MageKnightData
from bot.games.mageknight.data.cards import Card, read_cards
from bot.games.mageknight.data.reader import DataError

from .conftest import edit

FILE = DEFAULT_DIR / "cards" / "advanced_actions.toml"

# Facts sheet §5.2 (mage-knight-facts.md), the component list of the Advanced Action deck: 44 cards.
FACTS_GREEN = [
    "Crushing Bolt",
    "Refreshing Walk",
    "Path Finding",
    "Regeneration",
    "In Need",
    "Ambush",
    "Training",
    "Stout Resolve",
    "Force of Nature",
    "Mountain Lore",
    "Power of Crystals",
]
FACTS_WHITE = [
    "Swift Bolt",
    "Agility",
    "Song of Wind",
    "Heroic Tale",
    "Diplomacy",
    "Mana Storm",
    "Learning",
    "Chivalry",
    "Peaceful Moment",
    "Dodge and Weave",
]
FACTS_BLUE = [
    "Ice Bolt",
    "Ice Shield",
    "Frost Bridge",
    "Pure Magic",
    "Steady Tempo",
    "Crystal Mastery",
    "Magic Talent",
    "Shield Bash",
    "Temporal Portal",
    "Spell Forge",
]
FACTS_RED = [
    "Fire Bolt",
    "Blood Rage",
    "Intimidate",
    "Blood Ritual",
    "Into the Heat",
    "Decompose",
    "Maximal Effect",
    "Counterattack",
    "Ritual Attack",
    "Blood of Ancients",
    "Explosive Bolt",
]
FACTS_DUAL = {"Rush of Adrenaline": "red", "Chilling Stare": "blue"}  # §5.2: "code" (primary) colour
UE_ONLY = {"Power of Crystals", "Explosive Bolt", "Rush of Adrenaline", "Chilling Stare"}


@pytest.fixture(scope="module")
def aa(data: MageKnightData) -> dict[str, Card]:
    return {c.name: c for c in data.cards.values() if c.kind == "advanced"}


def test_there_are_44_advanced_actions_with_unique_ids(aa: dict[str, Card]) -> None:
    assert len(aa) == 44
    raw = tomllib.loads(FILE.read_text(encoding="utf-8"))["card"]
    ids = Counter(r["id"] for r in raw)
    assert len(raw) == 44 and max(ids.values()) == 1
    assert all(r["kind"] == "advanced" for r in raw)


def test_colours_match_the_component_list(aa: dict[str, Card]) -> None:
    # facts §5.2: green 11, white 10, blue 10, red 11, plus the two dual-colour UE cards
    lists = {"green": FACTS_GREEN, "white": FACTS_WHITE, "blue": FACTS_BLUE, "red": FACTS_RED}
    assert [len(v) for v in lists.values()] == [11, 10, 10, 11]
    for colour, names in lists.items():
        for name in names:
            assert aa[name].colour == colour, name
    for name, colour in FACTS_DUAL.items():
        assert aa[name].colour == colour and len(aa[name].colours) == 2
    assert set(aa) == {*FACTS_GREEN, *FACTS_WHITE, *FACTS_BLUE, *FACTS_RED, *FACTS_DUAL}


def test_dual_colour_cards_are_the_four_ultimate_additions(aa: dict[str, Card]) -> None:
    # Decided (see the records' `disputed`): all four UE cards have two colours, primary colour first.
    dual = {name: c.colours for name, c in aa.items() if c.colours}
    assert dual == {
        "Power of Crystals": ("green", "blue"),
        "Explosive Bolt": ("red", "white"),
        "Rush of Adrenaline": ("red", "green"),
        "Chilling Stare": ("blue", "white"),
    }
    assert all(aa[name].colour == colours[0] for name, colours in dual.items())


def test_numbers_are_unique_and_in_the_published_ranges(aa: dict[str, Card]) -> None:
    # facts §5.2: base 65-92, Lost Legion 287-298 (LL digest §1.1), UE-only 266-269
    numbers = [c.number for c in aa.values() if c.number is not None]
    assert len(numbers) == len(set(numbers))
    base = sorted(c.number for n, c in aa.items() if c.expansion == "base" and n not in UE_ONLY)
    assert base == list(range(65, 93))
    legion = sorted(c.number for c in aa.values() if c.expansion == "lost_legion")
    assert legion == list(range(287, 299))
    for name in UE_ONLY:
        assert aa[name].number is None
        assert any("266-269" in g for g in aa[name].gaps), name
    # the red/blue/white/green cycle of the base numbers (facts §5.3 spells follow it from 93)
    cycle = ("red", "blue", "white", "green")
    for n, c in aa.items():
        if c.expansion == "base" and n not in UE_ONLY:
            assert c.colour == cycle[(c.number - 65) % 4], n
    assert aa["Fire Bolt"].number == 65 and aa["Training"].number == 92


def test_every_effect_parses_and_describes(aa: dict[str, Card]) -> None:
    for name, card in aa.items():
        for which in ("basic", "powered"):
            effect = getattr(card, which)
            assert effect, f"{name}: no {which} effect"
            fx.check_effect(effect, f"{name}.{which}")
            text = str(fx.text(effect))
            assert text and "{" not in text, f"{name}.{which}: {text!r}"


def test_every_record_has_provenance_and_no_placeholder_gap(aa: dict[str, Card]) -> None:
    for name, card in aa.items():
        assert card.provenance, name
        assert not any("not yet entered" in g for g in card.gaps), name
        if card.verified:
            assert not card.disputed, f"{name} is verified but disputed"


def _kinds(card: Card) -> set[str]:
    return fx.kinds_in(card.basic) | fx.kinds_in(card.powered)


def test_effects_mean_what_the_cards_say(aa: dict[str, Card]) -> None:
    bolt = aa["Ice Bolt"]
    assert bolt.basic == {"crystal": ["blue"]}
    assert bolt.powered == {"attack": 3, "type": "ranged", "element": "ice"}
    assert str(fx.text(bolt.powered)) == "Ice Ranged Attack 3"
    assert aa["Crushing Bolt"].powered == {"attack": 3, "type": "siege"}
    assert aa["Fire Bolt"].powered == {"attack": 3, "type": "ranged", "element": "fire"}
    assert aa["Swift Bolt"].powered == {"attack": 4, "type": "ranged"}

    # Blood Rage: Attack 2, or take a Wound for Attack 5
    options = fx.alternatives(aa["Blood Rage"].basic)
    assert options[0] == {"attack": 2}
    assert options[1] == {"cost": {"take_wounds": 1}, "gain": {"attack": 5}}

    # Pure Magic: the paid colour picks the effect
    paid = {o["cost"]["pay_mana"][0]: o["gain"] for o in fx.alternatives(aa["Pure Magic"].powered)}
    assert paid == {
        "green": {"move": 7},
        "white": {"influence": 7},
        "blue": {"block": 7},
        "red": {"attack": 7},
    }

    # Refreshing Walk heals only outside combat
    walk = aa["Refreshing Walk"].basic
    assert walk["if"] == "in_combat" and walk["then"] == {"move": 2}
    assert {"heal": 1} in walk["else"]["all"]

    # Decompose powered: a red card gives one crystal of each other basic colour
    red = aa["Decompose"].powered["red"]["all"]
    assert sorted(e["crystal"][0] for e in red) == ["blue", "green", "white"]

    # Ritual Attack powered: a blue card gives Cold Fire Attack 4
    assert aa["Ritual Attack"].powered["blue"] == {"attack": 4, "element": "coldfire"}

    # In Need scales with Wounds; Counterattack with enemies blocked
    assert aa["In Need"].basic["all"][1] == {
        "per": "wounds_in_hand_and_on_units",
        "each": {"influence": 1},
    }
    assert aa["Counterattack"].powered["all"][1]["each"] == {"attack": 3}

    # turn-modifying cards use their rule's kinds
    assert "terrain_cost" in _kinds(aa["Path Finding"]) and "terrain_cost_at_most" in _kinds(
        aa["Path Finding"]
    )
    assert "use_turn_action" in _kinds(aa["Temporal Portal"]) and "hand_limit" in _kinds(
        aa["Temporal Portal"]
    )
    assert "card_to_deck" in _kinds(aa["Steady Tempo"])
    assert "use_thrown_card" in _kinds(aa["Maximal Effect"])
    assert "spend_for" in _kinds(aa["Diplomacy"]) and "spend_for" in _kinds(aa["Agility"])
    assert {"at", "regain_spent_crystals"} <= _kinds(aa["Crystal Mastery"])


def _read_copy(tmp_path: Path, data: MageKnightData, anchor: str, old: str, new: str) -> Any:
    cards = tmp_path / "cards"
    shutil.copytree(DEFAULT_DIR / "cards", cards)
    edit(cards / "advanced_actions.toml", anchor, old, new)
    return read_cards(cards, data.heroes)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            'element = "ice" }',
            'element = "lightning" }',
            r"cards/advanced_actions\.toml: card 'ice_bolt': powered\.element: must be one of",
        ),
        ("number = 66", 'number = "66"', r"cards/advanced_actions\.toml: card 'ice_bolt': number: expected"),
        (
            'colour = "blue"',
            'colour = "teal"',
            r"cards/advanced_actions\.toml: card 'ice_bolt': colour: unknown",
        ),
        (
            'expansion = "base"',
            'expansion = "ultimate"',
            r"cards/advanced_actions\.toml: card 'ice_bolt': expansion: unknown value 'ultimate'",
        ),
    ],
)
def test_a_malformed_field_names_file_record_and_field(
    tmp_path: Path, data: MageKnightData, old: str, new: str, message: str
) -> None:
    with pytest.raises(DataError, match=message):
        _read_copy(tmp_path, data, 'id = "ice_bolt"', old, new)


def test_the_shipped_cards_folder_reads_cleanly(tmp_path: Path, data: MageKnightData) -> None:
    cards = _read_copy(tmp_path, data, 'id = "ice_bolt"', "number = 66", "number = 66")
    assert sum(c.kind == "advanced" for c in cards.values()) == 44
