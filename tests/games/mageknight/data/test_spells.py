"""Spell cards: counts, numbers, colours, effects that parse and read, the interactive four, and errors.

Only ``cards/spells.toml`` is read (with ``read_cards`` on a folder holding just that file, plus the
heroes), so these tests do not depend on the other data files.
"""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.games.mageknight.data import DEFAULT_DIR
from bot.games.mageknight.data.cards import Card, read_cards
from bot.games.mageknight.data.heroes import read_heroes
from bot.games.mageknight.data.reader import DataError, read_toml
from bot.games.mageknight.effects import REGISTRY, check_effect, kind_of, kinds_in, spells
from tests.games.mageknight.effect_words import describe

from .conftest import edit

# Facts sheet §5.3 (6 spells per colour, basic / powered name, card number) and the Lost Legion digest §1
# ("4 Spells (#299-302)"): 20 base spells numbered 93-112, 4 Lost Legion spells 299-302.
SPELLS = {
    # green
    "tremor": ("Tremor", "Earthquake", 96, "green"),
    "underground_travel": ("Underground Travel", "Underground Attack", 100, "green"),
    "restoration": ("Restoration", "Rebirth", 104, "green"),
    "meditation": ("Meditation", "Trance", 108, "green"),
    "energy_flow": ("Energy Flow", "Energy Steal", 112, "green"),
    "cure": ("Cure", "Disease", 302, "green"),
    # red
    "fireball": ("Fireball", "Firestorm", 93, "red"),
    "flame_wall": ("Flame Wall", "Flame Wave", 97, "red"),
    "burning_shield": ("Burning Shield", "Exploding Shield", 101, "red"),
    "demolish": ("Demolish", "Disintegrate", 105, "red"),
    "mana_meltdown": ("Mana Meltdown", "Mana Radiance", 109, "red"),
    "offering": ("Offering", "Sacrifice", 299, "red"),
    # blue
    "snowstorm": ("Snowstorm", "Blizzard", 94, "blue"),
    "mana_bolt": ("Mana Bolt", "Mana Thunderbolt", 98, "blue"),
    "chill": ("Chill", "Lethal Chill", 102, "blue"),
    "space_bending": ("Space Bending", "Time Bending", 106, "blue"),
    "mana_claim": ("Mana Claim", "Mana Curse", 110, "blue"),
    "mist_form": ("Mist Form", "Veil of Mist", 300, "blue"),
    # white
    "expose": ("Expose", "Mass Expose", 95, "white"),
    "whirlwind": ("Whirlwind", "Tornado", 99, "white"),
    "wings_of_wind": ("Wings of Wind", "Wings of Night", 103, "white"),
    "call_to_arms": ("Call to Arms", "Call to Glory", 107, "white"),
    "mind_read": ("Mind Read", "Mind Steal", 111, "white"),
    "charm": ("Charm", "Possess", 301, "white"),
}
# UE digest §1 and §9 ("No interactive spells"): the competitive spells are #109-112.
INTERACTIVE = {"mana_meltdown", "mana_claim", "mind_read", "energy_flow"}
# Kinds whose effect reaches other players.
RIVAL_KINDS = {
    "spend_rival_unit",
    "rivals_lose_crystal",
    "wounds_per_crystal",
    "curse_claimed_colour",
    "rivals_discard_colour",
}
# The deed numbers cycle red, blue, white, green (93 Fireball red, 94 Snowstorm blue, 95 Expose white,
# 96 Tremor green …); the Lost Legion spells keep the cycle from 299 (facts §4).
CYCLE = ("red", "blue", "white", "green")


def _read(directory: Path, work: Path) -> dict[str, Card]:
    """The records of ``directory/cards/spells.toml`` alone (copied into ``work``)."""
    heroes = read_heroes(read_toml(directory / "heroes.toml"))
    folder = work / "spells_only"
    folder.mkdir()
    shutil.copy(directory / "cards" / "spells.toml", folder / "spells.toml")
    return read_cards(folder, heroes)


@pytest.fixture(scope="module")
def spell_cards(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Card]:
    cards = _read(DEFAULT_DIR, tmp_path_factory.mktemp("spells"))
    assert all(c.kind == "spell" for c in cards.values()), "spells.toml holds only spells"
    return cards


def _walk(effect: Any) -> list[dict[str, Any]]:
    """Every effect table inside ``effect`` (itself included), depth first."""
    out = [effect]
    for value in effect.values():
        subs = value if isinstance(value, list) else [value]
        for sub in subs:
            if isinstance(sub, dict):
                out += _walk(sub)
    return out


# ---------------------------------------------------------------------------- counts and numbers
def test_there_are_24_spells_with_names_powered_names_numbers_and_colours(
    spell_cards: dict[str, Card],
) -> None:
    assert len(spell_cards) == 24
    found = {cid: (c.name, c.powered_name, c.number, c.colour) for cid, c in spell_cards.items()}
    assert found == SPELLS


def test_six_spells_per_colour(spell_cards: dict[str, Card]) -> None:
    assert Counter(c.colour for c in spell_cards.values()) == {"red": 6, "blue": 6, "green": 6, "white": 6}


def test_numbers_are_unique_and_in_the_published_ranges(spell_cards: dict[str, Card]) -> None:
    numbers = [c.number for c in spell_cards.values()]
    assert len(set(numbers)) == 24
    assert sorted(n for n in numbers if n is not None and n < 200) == list(range(93, 113))
    assert sorted(n for n in numbers if n is not None and n > 200) == [299, 300, 301, 302]


def test_expansions_follow_the_numbers(spell_cards: dict[str, Card]) -> None:
    for card in spell_cards.values():
        assert card.number is not None
        assert card.expansion == ("lost_legion" if card.number >= 299 else "base"), card.id


def test_colours_follow_the_number_cycle(spell_cards: dict[str, Card]) -> None:
    # This is what settles the Tremor (#96) and Cure (#302) colour disputes in favour of green.
    for card in spell_cards.values():
        assert card.number is not None
        start = 299 if card.number >= 299 else 93
        assert card.colour == CYCLE[(card.number - start) % 4], card.id


def test_powered_names_are_present_and_distinct(spell_cards: dict[str, Card]) -> None:
    powered = [c.powered_name for c in spell_cards.values()]
    assert all(powered)
    assert len(set(powered)) == 24
    assert not set(powered) & {c.name for c in spell_cards.values()}


def test_spells_are_not_part_of_the_starting_deck(spell_cards: dict[str, Card]) -> None:
    assert all(c.copies == 0 and c.hero is None and c.replaces is None for c in spell_cards.values())


# ---------------------------------------------------------------------------- effects
def test_every_spell_has_both_effects_and_they_parse_and_describe(spell_cards: dict[str, Card]) -> None:
    for card in spell_cards.values():
        for which, effect in (("basic", card.basic), ("powered", card.powered)):
            assert effect, f"{card.id}: {which} effect missing"
            check_effect(effect, f"{card.id}.{which}")
            text = describe(effect)
            assert text and "{" not in text and "}" not in text, (card.id, which, text)


def test_no_gap_says_the_effects_are_missing(spell_cards: dict[str, Card]) -> None:
    for card in spell_cards.values():
        assert not [g for g in card.gaps if "not yet entered" in g], card.id
        assert card.provenance, card.id


def test_verified_records_carry_no_dispute(spell_cards: dict[str, Card]) -> None:
    for card in spell_cards.values():
        if card.verified:
            assert not card.disputed, card.id


def test_the_colour_disputes_are_recorded_and_decided_for_green(spell_cards: dict[str, Card]) -> None:
    for cid in ("tremor", "cure"):
        card = spell_cards[cid]
        assert card.colour == "green"
        assert not card.verified
        assert any(d.startswith("colour:") and "chose Green" in d for d in card.disputed), cid


def test_every_spell_kind_condition_and_quantity_is_used_by_a_spell(spell_cards: dict[str, Card]) -> None:
    used_kinds: set[str] = set()
    used_words: set[str] = set()
    for card in spell_cards.values():
        for effect in (card.basic, card.powered):
            used_kinds |= kinds_in(effect)
            for table in _walk(effect):
                kind = kind_of(table)
                if kind in ("if", "per"):
                    used_words.add(table[kind])
    assert {k.name for k in spells.KINDS} <= used_kinds
    assert set(spells.CONDITIONS) | set(spells.QUANTITIES) <= used_words
    assert set(spells.CONDITIONS) <= set(REGISTRY.conditions)


# ---------------------------------------------------------------------------- interaction
def test_the_four_interactive_spells(spell_cards: dict[str, Card]) -> None:
    interactive = {cid for cid, c in spell_cards.items() if c.interactive}
    assert interactive == INTERACTIVE
    assert sorted(spell_cards[cid].number or 0 for cid in interactive) == [109, 110, 111, 112]


def test_interactive_spells_and_only_they_reach_other_players(spell_cards: dict[str, Card]) -> None:
    for cid, card in spell_cards.items():
        for which, effect in (("basic", card.basic), ("powered", card.powered)):
            reaches = bool(kinds_in(effect) & RIVAL_KINDS)
            if cid == "mana_claim" and which == "basic":
                # Mana Claim's basic effect only takes a Source die away from everyone.
                assert kinds_in(effect) == {"choice", "claim_source_die"}
                continue
            assert reaches == (cid in INTERACTIVE), (cid, which)


def test_mana_radiance_wounds_every_player_including_the_caster(spell_cards: dict[str, Card]) -> None:
    assert spell_cards["mana_meltdown"].powered == {"wounds_per_crystal": "every_player", "gain": 2}
    assert "you included" in describe(spell_cards["mana_meltdown"].powered)


def test_energy_flow_spends_a_lower_level_unit_than_energy_steal(spell_cards: dict[str, Card]) -> None:
    card = spell_cards["energy_flow"]
    levels = [
        t["spend_rival_unit"] for e in (card.basic, card.powered) for t in _walk(e) if "spend_rival_unit" in t
    ]
    assert levels == [2, 3]
    assert "heal_readied_unit" in kinds_in(card.powered) and "heal_readied_unit" not in kinds_in(card.basic)


# ---------------------------------------------------------------------------- effects by meaning
def test_fireball_and_snowstorm(spell_cards: dict[str, Card]) -> None:
    assert spell_cards["fireball"].basic == {"attack": 5, "type": "ranged", "element": "fire"}
    assert spell_cards["snowstorm"].basic == {"attack": 5, "type": "ranged", "element": "ice"}
    for cid, element in (("fireball", "fire"), ("snowstorm", "ice")):
        parts = spell_cards[cid].powered["all"]
        assert {"take_wounds": 1} in parts
        assert {"attack": 8, "type": "siege", "element": element} in parts


def test_mana_bolt_pays_one_mana_of_a_colour_for_a_matching_attack(spell_cards: dict[str, Card]) -> None:
    card = spell_cards["mana_bolt"]
    for effect, bonus in ((card.basic, 0), (card.powered, 3)):
        options = {o["cost"]["pay_mana"][0]: o["gain"] for o in effect["choice"]}
        assert options == {
            "blue": {"attack": 8 + bonus, "element": "ice"},
            "red": {"attack": 7 + bonus, "element": "coldfire"},
            "white": {"attack": 6 + bonus, "type": "ranged", "element": "ice"},
            "green": {"attack": 5 + bonus, "type": "siege", "element": "ice"},
        }
        assert all(o["cost"]["amount"] == 1 for o in effect["choice"])


def test_tremor_lowers_one_enemy_by_3_or_all_by_2(spell_cards: dict[str, Card]) -> None:
    basic = spell_cards["tremor"].basic["choice"]
    assert [(o["enemy_armor"], o["target"], o["min"]) for o in basic] == [(-3, "one", 1), (-2, "every", 1)]
    # Earthquake doubles the reduction against fortified enemies: -3 more (one) or -2 more (every).
    extra = [t for t in _walk(spell_cards["tremor"].powered) if "fortified_enemy_armor" in t]
    assert [(t["fortified_enemy_armor"], t["target"]) for t in extra] == [(-3, "that"), (-2, "every")]


def test_restoration_heals_more_in_a_forest(spell_cards: dict[str, Card]) -> None:
    card = spell_cards["restoration"]
    assert card.basic == {"if": "in_forest", "then": {"heal": 5}, "else": {"heal": 3}}
    assert {"ready_unit_levels": 5} in card.powered["then"]["all"]
    assert {"ready_unit_levels": 3} in card.powered["else"]["all"]


def test_attack_phase_only_destroy_effects(spell_cards: dict[str, Card]) -> None:
    assert spell_cards["whirlwind"].basic == {"enemy_skips_attack": "one"}
    for cid in ("whirlwind", "demolish"):
        powered = spell_cards[cid].powered
        assert powered["if"] == "attack_phase"
        assert "destroy_enemy" in kinds_in(powered["then"])


def test_call_to_glory_recruits_any_unit_for_free(spell_cards: dict[str, Card]) -> None:
    assert spell_cards["call_to_arms"].powered == {"gain_unit": "any", "free": True}


def test_underground_attack_ends_in_an_assault_ignoring_fortification(spell_cards: dict[str, Card]) -> None:
    card = spell_cards["underground_travel"]
    assert card.basic == {"travel": 3, "avoid": ["swamp", "lake"], "end": "on_safe_space"}
    assert card.powered["all"] == [
        {"travel": 3, "avoid": ["swamp", "lake"], "end": "in_assault"},
        {"ignore_site_fortification": True},
    ]


def test_descriptions_read_as_english(spell_cards: dict[str, Card]) -> None:
    assert describe(spell_cards["fireball"].basic) == "Fire Ranged Attack 5"
    assert describe(spell_cards["flame_wall"].basic) == "Fire Attack 5 or Fire Block 7"
    assert "per enemy token you are facing" in describe(spell_cards["flame_wall"].powered)
    assert (
        describe(spell_cards["whirlwind"].powered) == "destroy one enemy (only in the Attack phase of combat)"
    )


# ---------------------------------------------------------------------------- errors
def test_a_malformed_effect_names_the_file_the_record_and_the_field(copy_dir: Path) -> None:
    edit(copy_dir / "cards" / "spells.toml", 'id = "fireball"', "attack = 5", 'attack = "five"')
    with pytest.raises(DataError, match=r"cards/spells\.toml: card 'fireball': basic\.attack"):
        _read(copy_dir, copy_dir.parent)


def test_an_unknown_spell_kind_parameter_is_rejected(copy_dir: Path) -> None:
    edit(
        copy_dir / "cards" / "spells.toml",
        'id = "underground_travel"',
        'end = "on_safe_space"',
        'end = "anywhere"',
    )
    with pytest.raises(DataError, match=r"cards/spells\.toml: card 'underground_travel': basic\.end"):
        _read(copy_dir, copy_dir.parent)


def test_a_malformed_interactive_flag_names_the_field(copy_dir: Path) -> None:
    edit(copy_dir / "cards" / "spells.toml", 'id = "mind_read"', "interactive = true", 'interactive = "yes"')
    with pytest.raises(DataError, match=r"cards/spells\.toml: card 'mind_read': interactive"):
        _read(copy_dir, copy_dir.parent)


def test_an_unknown_expansion_names_the_field(copy_dir: Path) -> None:
    edit(
        copy_dir / "cards" / "spells.toml",
        'id = "charm"',
        'expansion = "lost_legion"',
        'expansion = "legion"',
    )
    with pytest.raises(DataError, match=r"cards/spells\.toml: card 'charm': expansion"):
        _read(copy_dir, copy_dir.parent)
