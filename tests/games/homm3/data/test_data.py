"""The shipped HoMM3 component data: it loads, its counts match the rulebook's component list (or a
recorded gap says why not), its cross-references hold, and every our-choice names a ruling."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from bot.engine.records import Meta
from bot.games.homm3.data import SECTIONS, Homm3Data
from bot.games.homm3.data.common import ruling_ids
from bot.games.homm3.data.report import data_report

ROOT = Path(__file__).resolve().parents[4]
EXPECTED = {
    "faction_unit_cards": 21,
    "neutral_unit_cards": 41,
    "artifact_cards": 32,
    "spell_cards": 46,
    "ability_cards": 30,
    "basic_cards": 24,
    "specialty_cards": 18,
    "proclamation_cards": 19,
    "map_tiles": 20,
    "starting_tiles": 3,
    "far_tiles": 9,
    "near_tiles": 6,
    "centre_tiles": 2,
    "ai_cards": 20,
    "wall_cards": 3,
    "gate_cards": 1,
    "arrow_tower_cards": 1,
}


def all_records(data: Homm3Data) -> list[tuple[str, str, Meta]]:
    """(file, id, record) for every record of every file."""
    return [
        (file, rid, rec)
        for file, sections in SECTIONS.items()
        for _key, _label, name, _build in sections
        for rid, rec in getattr(data, name).items()
    ]


def test_counts_follow_the_rulebook_or_name_the_gap(data: Homm3Data) -> None:
    counts = {c.component: c for c in data.counts}
    assert {k: counts[k].expected for k in EXPECTED} == EXPECTED
    short = {c.component: c.found for c in data.counts if not c.ok}
    assert short == {"neutral_unit_cards": 34, "ai_cards": 0, "building_tiles": 24}
    assert all(counts[k].gaps for k in short)


def test_units(data: Homm3Data) -> None:
    per_faction = Counter((u.faction, u.tier) for u in data.units.values())
    assert all(
        per_faction[(f, t)] == n
        for f in data.factions
        for t, n in (("bronze", 3), ("silver", 2), ("gold", 2))
    )
    griffins = data.units["griffins"]
    assert (griffins.pack.attack, griffins.few.hp, griffins.pack.hp) == (3, 4, 4)  # rulebook example
    assert data.units["dread_knights"].few.defense == 2 and data.units["zombies"].few.defense == 1
    archangels = data.units["archangels"]
    assert (archangels.recruit_cost.gold, archangels.recruit_cost.valuables) == (20, 1)
    assert archangels.reinforce_cost.gold == 30 and archangels.pack.initiative == 18
    tiers = Counter(n.tier for n in data.neutrals.values())
    assert tiers == {"bronze": 13, "silver": 9, "gold": 10, "azure": 2}
    assert data.neutrals["rogues"].side.hp == 3  # rulebook example
    assert len(data.neutral_deck("azure")) == 2


def test_heroes_and_starting_decks(data: Homm3Data) -> None:
    assert set(data.heroes) == {"catherine", "rion", "tamika", "sandro", "mutare", "alamar"}
    for hero in data.heroes.values():
        deck = data.starting_deck(hero.id)
        assert len(deck) == 9
        assert deck.count("magic_arrow") == (2 if hero.type == "magic" else 1)
        assert f"{hero.id}_1" in deck and hero.starting_ability in deck
    assert [s.level for s in data.specialties.values() if s.hero == "sandro"] == [1, 4, 6]
    assert data.specialties["alamar_4"].power_by_tier == {"bronze": 0, "silver": 1, "gold": 3}


def test_cards(data: Homm3Data) -> None:
    assert Counter(a.grade for a in data.artifacts.values()) == {"minor": 15, "major": 10, "relic": 7}
    schools = Counter(s.school for s in data.spells.values())
    assert schools == {"air": 5, "earth": 5, "fire": 5, "water": 5, "any": 1}
    assert data.spells["magic_arrow"].power == (0, 1, 2)
    assert {b.id: b.copies for b in data.basic_cards.values()} == {
        "attack": 5,
        "defense": 6,
        "power": 7,
        "knowledge": 6,
    }
    assert data.abilities["necromancy"].faction == "necropolis"


def test_map(data: Homm3Data) -> None:
    for tile in data.tiles.values():
        assert len(tile.fields) == 7
        assert all(f.location in data.locations for f in tile.fields)
    towns = {t.id: t.fields[0].faction for t in data.tiles_of("starting")}
    assert towns == {"S1": "necropolis", "S2": "dungeon", "S3": "castle"}
    for tile in data.tiles_of("far"):
        assert sorted(f.difficulty for f in tile.fields if f.difficulty) == [2, 3]
    assert sorted(f.difficulty for f in data.tiles["C2"].fields if f.difficulty) == [6, 6, 7]
    assert data.locations["shrine_of_magic_incantation"].pay.gold == 3  # the rulebook, not the database
    assert data.locations["shrine_of_magic_gesture"].pay.gold == 0


def test_tables(data: Homm3Data) -> None:
    assert [data.level(n).hand_limit for n in range(1, 8)] == [4, 4, 5, 5, 6, 6, 7]
    assert [data.level(n).expert_per_round for n in range(1, 8)] == [0, 1, 1, 2, 2, 3, 3]
    assert data.encounters["7"].draws["hard"] == {"gold": 1, "azure": 2}
    assert data.encounters["2"].draws["impossible"] == {"bronze": 2, "silver": 1}
    rates = {(t.give, t.get): (t.give_n, t.get_n) for t in data.trades.values()}
    assert rates[("gold", "valuables")] == (6, 1) and rates[("valuables", "gold")] == (1, 3)
    assert {m.id: m.income for m in data.mines.values()}["gold_mine"] == 5
    assert sorted(f.n for f in data.dice["attack"].faces) == [-1, -1, 0, 0, 1, 1]
    town_costs = {b.name: str(b.cost) for b in data.buildings.values() if b.faction == "castle"}
    assert town_costs["Citadel"] == "8 gold + 5 bm + 1 v"
    assert data.factions["castle"].mage_guild_spell_cost.gold == 6


def test_every_choice_names_a_ruling_in_the_rulings_table(data: Homm3Data) -> None:
    rulings = set(re.findall(r"^\| (H-[A-Z0-9-]+) \|", (ROOT / "docs" / "rulings.md").read_text(), re.M))
    used = {rid for _file, _rid, rec in all_records(data) for rid in ruling_ids(rec)}
    assert used and used <= rulings, used - rulings


def test_report_lists_counts_disputes_gaps_and_choices(data: Homm3Data) -> None:
    text = data_report(data)
    assert "Neutral unit cards" in text and "41   34  GAP" in text
    for file, gaps in data.file_gaps.items():
        for gap in gaps:
            assert f"{file}: {gap}" in text
    for file, rid, rec in all_records(data):
        for entry in (*rec.gaps, *rec.disputed, *rec.ours):
            assert f"{file} " in text and f"'{rid}': {entry}" in text
