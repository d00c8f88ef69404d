"""Ancient Ruins tokens (data/mageknight/ruins.toml)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import DataError, MageKnightData
from bot.games.mageknight.data.reader import read_toml
from bot.games.mageknight.data.ruins import read_ruins

from .conftest import edit


def test_token_counts(data: MageKnightData) -> None:
    # 12 base tokens (original digest §10: "12 ruins tokens"; yav Ruins.hs) + 3 Lost Legion tokens of the
    # altar and enemy types (LL digest §1.1) = 15.
    per_expansion = Counter(t.expansion for t in data.ruins.values() for _ in range(t.count))
    assert per_expansion == {"base": 12, "lost_legion": 3}
    kinds = Counter((t.expansion, t.kind) for t in data.ruins.values())
    assert kinds == {
        ("base", "altar"): 4,
        ("base", "enemies"): 8,
        ("lost_legion", "altar"): 1,
        ("lost_legion", "enemies"): 2,
    }


def test_altars(data: MageKnightData) -> None:
    # UE digest §6.2: an altar asks for 3 mana of its colour and gives 7 Fame.
    single = [t for t in data.ruins.values() if t.kind == "altar" and t.expansion == "base"]
    assert sorted(t.cost["pay_mana"][0] for t in single) == ["blue", "green", "red", "white"]
    for t in single:
        assert t.cost["amount"] == 3 and t.reward == {"fame": 7} and not t.enemies
    four = data.ruins["altar_all_colours"]
    assert sorted(c["pay_mana"][0] for c in four.cost["all"]) == ["blue", "green", "red", "white"]


def test_enemy_sets_and_rewards(data: MageKnightData) -> None:
    enemy_tokens = [t for t in data.ruins.values() if t.kind == "enemies"]
    for t in enemy_tokens:
        assert not t.cost and 2 <= len(t.enemies) <= 3
        assert all(data.enemies_of_colour(c) for c in t.enemies), t.id  # every colour has a pile to draw from
    # UE digest §6.2: rewards are Artifacts, Spells, Advanced Actions, a set of 4 crystals or a Unit.
    kinds = set().union(*(fx.kinds_in(t.reward) for t in enemy_tokens))
    assert kinds == {"all", "gain_card", "gain_unit", "crystal"}
    crystals = data.ruins["enemies_green_green"].reward["all"]
    assert sorted(c["crystal"][0] for c in crystals) == ["blue", "green", "red", "white"]
    assert data.ruins["enemies_brown_red"].reward == {
        "gain_card": "artifact",
        "source": "deck",
        "look": 3,
        "count": 2,
    }


def test_every_reward_and_cost_parses_and_describes(data: MageKnightData) -> None:
    for t in data.ruins.values():
        for effect in (t.cost, t.reward):
            if effect:
                fx.check_effect(effect)
                assert str(fx.text(effect))
        assert t.provenance
        if t.disputed or t.gaps:
            assert not t.verified, t.id


def test_a_malformed_field_names_file_record_and_field(copy_dir: Path) -> None:
    edit(copy_dir / "ruins.toml", 'id = "altar_red"', "fame = 7", "fame = 'seven'")
    with pytest.raises(
        DataError, match=r"ruins\.toml: ruins token 'altar_red': reward\.fame: must be a whole number"
    ):
        read_ruins(read_toml(copy_dir / "ruins.toml"))


@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            'id = "altar_blue"',
            'kind = "altar"',
            'kind = "enemies"',
            r"ruins token 'altar_blue': enemies: an enemy token",
        ),
        ('id = "enemies_green_red"', '"red"]', '"gold"]', r"enemies\[1\]: unknown value 'gold'"),
        (
            'id = "enemies_green_red"',
            "verified",
            "colour = 1\nverified",
            r"enemies_green_red': colour: unknown field",
        ),
    ],
)
def test_more_malformed_fields(copy_dir: Path, anchor: str, old: str, new: str, message: str) -> None:
    edit(copy_dir / "ruins.toml", anchor, old, new)
    with pytest.raises(DataError, match=message):
        read_ruins(read_toml(copy_dir / "ruins.toml"))
