"""The adapter from data records to combat profiles: the numbers of every unit and neutral card come
from data/homm3 and every ability maps to one combat knows (the combat tests' fixture agrees)."""

from __future__ import annotations

from bot.games.homm3.combat.profiles import unknown_abilities
from bot.games.homm3.profiles import unit_profile
from tests.games.homm3.conftest import FACTION_UNITS, NEUTRAL_UNITS
from tests.games.homm3.game_helpers import DATA


def test_every_card_becomes_a_profile_combat_understands() -> None:
    for u in DATA.units:
        assert not unknown_abilities(unit_profile(DATA, u))
    for n in DATA.neutrals:
        assert not unknown_abilities(unit_profile(DATA, n, neutral=True))


def test_the_numbers_match_the_combat_fixture() -> None:
    for key, fixture in {**FACTION_UNITS, **NEUTRAL_UNITS}.items():
        kind, _, cid = key.partition(".")
        p = unit_profile(DATA, cid, neutral=kind == "neutral")
        assert (p.tier, p.movement) == (fixture.tier, fixture.movement), key
        for mine, theirs in ((p.few, fixture.few), (p.pack, fixture.pack)):
            if theirs is None:
                continue
            assert mine is not None
            assert (mine.attack, mine.defense, mine.hp, mine.initiative) == (
                theirs.attack,
                theirs.defense,
                theirs.hp,
                theirs.initiative,
            ), key
