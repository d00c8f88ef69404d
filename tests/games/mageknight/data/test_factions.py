"""Shades of Tezla factions, leaders and reward tokens (data/mageknight/factions.toml)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import DataError, MageKnightData
from bot.games.mageknight.data.enemies import FACTIONS, read_enemies
from bot.games.mageknight.data.factions import read_factions
from bot.games.mageknight.data.reader import read_toml

from .conftest import edit


def test_factions_leaders_and_token_counts(data: MageKnightData) -> None:
    # LL digest §1.3: 2 leader tokens, 24 reward tokens (12 per faction), 32 enemy tokens (16 per faction).
    assert set(data.factions) == set(FACTIONS)
    assert len(data.faction_leaders) == 2
    assert {data.faction_leaders[f.leader].faction for f in data.factions.values()} == set(FACTIONS)
    per_faction = Counter()
    for r in data.faction_rewards.values():
        per_faction[r.faction] += r.copies
    assert per_faction == {"elementalists": 12, "dark_crusaders": 12}
    assert Counter(r.faction for r in data.faction_rewards.values()) == {
        "elementalists": 6,
        "dark_crusaders": 6,
    }
    for faction in FACTIONS:
        assert sum(e.count for e in data.enemies.values() if e.faction == faction) == 16


def test_faction_rules(data: MageKnightData) -> None:
    # LL digest §7.1: gold/green/white roll the Elementalists, black/red/blue the Dark Crusaders;
    # §7.3: a token may be discarded in an interaction for 1 Fame or 3 Influence; 1 Fame if unused.
    assert set(data.factions["elementalists"].die_faces) == {"gold", "green", "white"}
    assert set(data.factions["dark_crusaders"].die_faces) == {"black", "red", "blue"}
    for f in data.factions.values():
        assert f.reward_alternative == {"choice": [{"fame": 1}, {"influence": 3}]}
        assert (f.unused_reward_fame, f.fame_only_bonus) == (1, 1)


def test_leaders_are_arcane_immune_and_their_unknown_levels_are_gaps(data: MageKnightData) -> None:
    for leader in data.faction_leaders.values():
        assert "arcane_immunity" in leader.abilities  # LL digest §7.4
        assert leader.levels or leader.gaps
        assert not leader.verified


def test_every_reward_effect_parses_and_describes(data: MageKnightData) -> None:
    for r in data.faction_rewards.values():
        fx.check_effect(r.effect)
        assert str(fx.text(r.effect)), r.id
        assert r.provenance and r.copies == 2
    # The Czech FAQ (LL digest §7.8): Ice Shards / Fire Gem add their element to an attack or block.
    assert data.faction_rewards["ice_shard"].effect == {"add_element": "ice", "to": ["attack", "block"]}


def test_a_malformed_field_names_file_record_and_field(copy_dir: Path) -> None:
    edit(
        copy_dir / "factions.toml",
        "[faction.dark_crusaders]",
        'leader = "dark_tezla"',
        'leader = "spirit_of_tezla"',
    )
    enemies, _ = read_enemies(read_toml(copy_dir / "enemies.toml"))
    with pytest.raises(DataError, match=r"factions\.toml: faction 'dark_crusaders': leader: no leader"):
        read_factions(read_toml(copy_dir / "factions.toml"), enemies)


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            'id = "fire_gem"',
            'faction = "elementalists"',
            'faction = "void_council"',
            r"reward 'fire_gem': faction: unknown value",
        ),
        (
            'id = "ghostly_elixir"',
            '"ranged"',
            '"sideways"',
            r"reward 'ghostly_elixir': effect\.convert_card_attack: must be one of",
        ),
        ("[faction.elementalists]", '"white"]', '"black"]', r"faction: die_faces: the factions must share"),
        (
            "[leader.dark_tezla]",
            "gaps = [",
            "notes = [",
            r"leader 'dark_tezla': levels: list the per-level stats",
        ),
    ],
)
def test_more_malformed_fields(copy_dir: Path, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / "factions.toml", anchor, old, new)
    enemies, _ = read_enemies(read_toml(copy_dir / "enemies.toml"))
    with pytest.raises(DataError, match=message):
        read_factions(read_toml(copy_dir / "factions.toml"), enemies)
