"""Heroes and their skill tokens: counts, references both ways, timings, effects, malformed fields."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.games.mageknight.data import DataError, MageKnightData, load
from bot.games.mageknight.data.skills import INTERACTIVE, TIMINGS, WHEN, skill_stack
from bot.games.mageknight.effects import check_effect, kinds_in
from tests.games.mageknight.effect_words import describe

from .conftest import edit

HEROES = ("arythea", "tovak", "goldyx", "norowas", "wolfhawk", "krang", "braevalar")


def test_seven_heroes(data: MageKnightData) -> None:
    # UE digest §10.2 item 10 and LL digest §1.1-§1.3: 4 base heroes + Wolfhawk, Krang, Braevalar.
    assert set(data.heroes) == set(HEROES)
    assert {data.heroes[h].expansion for h in ("wolfhawk", "krang", "braevalar")} == {
        "lost_legion",
        "krang",
        "shades_of_tezla",
    }


def test_eleven_tokens_per_hero_ten_used(data: MageKnightData) -> None:
    # UE digest §1 and §10.1: 11 skill tokens per hero, including one competitive and one cooperative
    # interactive token; one of the two is removed at setup (§2.2), so 10 are used.
    assert len(data.skills) == 7 * 11
    per_hero = Counter(s.hero for s in data.skills.values())
    assert per_hero == dict.fromkeys(HEROES, 11)
    for hero in data.heroes.values():
        kinds = Counter(data.skills[s].interactive for s in hero.skills)
        assert kinds["competitive"] == 1 and kinds["cooperative"] == 1, hero.id
        assert kinds[None] == 9, hero.id
        for mode in ("competitive", "cooperative", "solo"):
            stack = skill_stack(hero, data.skills, mode)
            assert len(stack) == 10
        competitive = skill_stack(hero, data.skills, "competitive")
        assert all(data.skills[s].interactive != "cooperative" for s in competitive)
    with pytest.raises(ValueError, match="unknown game mode"):
        skill_stack(data.heroes["tovak"], data.skills, "team")


def test_references_resolve_both_ways(data: MageKnightData) -> None:
    listed = [s for h in data.heroes.values() for s in h.skills]
    assert len(listed) == len(set(listed)) == len(data.skills)
    assert set(listed) == set(data.skills)
    for hero in data.heroes.values():
        for sid in hero.skills:
            assert data.skills[sid].hero == hero.id
    for skill in data.skills.values():
        assert skill.id in data.heroes[skill.hero].skills
        assert skill.id.startswith(skill.hero + "_")


def test_motivation_and_regenerate_are_one_record_per_token(data: MageKnightData) -> None:
    motivation = sorted(s.hero for s in data.skills.values() if s.name == "Motivation")
    assert motivation == sorted(["arythea", "tovak", "goldyx", "norowas", "wolfhawk"])
    for sid in (f"{h}_motivation" for h in motivation):
        skill = data.skills[sid]
        # UE digest §4.5: once a round, and also usable on other players' turns.
        assert (skill.timing, skill.other_turns) == ("once_per_round", True)
        assert "no_other_motivation" in kinds_in(skill.effect or {})
    assert {s.hero for s in data.skills.values() if s.name == "Regenerate"} == {"krang", "braevalar"}
    assert data.skills["braevalar_regenerate"].effect != data.skills["krang_regenerate"].effect


def test_timing_values(data: MageKnightData) -> None:
    timings = Counter(s.timing for s in data.skills.values())
    assert set(timings) <= set(TIMINGS)
    assert timings["interactive"] == 14  # two per hero
    # LL digest §6: Krang's three "flip back" skills.
    flip = {s.id: s.flip_back for s in data.skills.values() if s.timing == "flip_back"}
    assert flip == {
        "krang_battle_frenzy": "on_rest",
        "krang_shamanic_ritual": "as_action",
        "krang_arcane_disguise": "pay_green_mana",
    }
    for skill in data.skills.values():
        assert skill.when in WHEN
        assert (skill.interactive in INTERACTIVE) == (skill.timing == "interactive")
        assert skill.affects_others == (skill.timing == "interactive")


def test_skills_acting_on_others_say_so(data: MageKnightData) -> None:
    for skill in data.skills.values():
        used = kinds_in(skill.effect) if skill.effect else set()
        if used & {"centre_lasting", "centre_return", "wound_to_nearest_hero"}:
            assert skill.timing == "interactive", skill.id
        if skill.interactive == "competitive":
            assert used & {"centre_lasting", "wound_to_nearest_hero"}, skill.id
        if skill.interactive == "cooperative":
            assert "centre_return" in used, skill.id
    # Usable during other players' turns: Motivation (UE §4.5) and Master of Chaos (LL §6).
    others = {s.id for s in data.skills.values() if s.other_turns}
    assert others == {f"{h}_motivation" for h in HEROES[:5]} | {"krang_master_of_chaos"}


def test_printed_texts(data: MageKnightData) -> None:
    """Values stated by the rulebook texts (LL digest §6, §7.10, §9.6)."""
    assert data.skills["krang_battle_frenzy"].effect == {
        "choice": [{"attack": 2}, {"cost": {"flip_this_skill": True}, "gain": {"attack": 4}}]
    }
    wheel = data.skills["krang_master_of_chaos"].effect or {}
    assert (wheel["blue"], wheel["white"], wheel["red"]) == ({"block": 3}, {"influence": 2}, {"attack": 2})
    assert data.skills["wolfhawk_motivation"].effect == {
        "all": [{"draw": 2}, {"if": "alone_lowest_fame", "then": {"fame": 1}}, {"no_other_motivation": True}]
    }
    green = data.skills["braevalar_regenerate"].effect["choice"][0]  # type: ignore[index]
    assert green["cost"]["all"][0] == {"pay_mana": ["green"], "amount": 1}
    assert data.skills["braevalar_regenerate"].timing == "once_per_turn"
    assert data.skills["braevalar_natures_vengeance"].interactive == "competitive"
    assert data.skills["braevalar_natures_vengeance_coop"].interactive == "cooperative"
    assert data.skills["krang_mana_suppression"].interactive == "competitive"
    assert data.skills["krang_mana_enhancement"].interactive == "cooperative"
    assert data.skills["wolfhawk_wolfs_howl"].interactive == "competitive"
    assert data.skills["wolfhawk_wolf_pack"].interactive == "cooperative"


def test_every_effect_parses_and_describes(data: MageKnightData) -> None:
    for skill in data.skills.values():
        parts = [e for e in (skill.effect, skill.passive, skill.on_gain) if e is not None]
        assert parts, skill.id
        for effect in parts:
            check_effect(effect, skill.id)
            text = describe(effect)
            assert text and "{" not in text and "None" not in text, (skill.id, text)
    assert data.skills["norowas_bonds_of_loyalty"].effect is None
    assert (
        describe(data.skills["tovak_shield_mastery"].effect or {}) == "Block 3 or Fire Block 2 or Ice Block 2"
    )


def test_metadata(data: MageKnightData) -> None:
    for skill in data.skills.values():
        assert skill.provenance, skill.id
        if not skill.verified:
            assert skill.gaps or skill.disputed, skill.id
        if skill.verified:  # only the texts printed in our rulebook files count as verified here
            assert "LL digest" in skill.provenance, skill.id
    assert sum(s.verified for s in data.skills.values()) == 18


# ------------------------------------------------------------------------------------ malformed files
@pytest.mark.parametrize(
    ("anchor", "old", "new", "message"),
    [
        (
            'id = "tovak_double_time"',
            'timing = "once_per_turn"',
            'timing = "twice_per_turn"',
            "skills.toml: skill 'tovak_double_time': timing: unknown value 'twice_per_turn'",
        ),
        (
            'id = "tovak_double_time"',
            "then = { move = 2 }",
            "then = { mvoe = 2 }",
            "skills.toml: skill 'tovak_double_time': effect.then: an effect needs exactly one kind key",
        ),
        (
            'id = "goldyx_source_freeze"',
            'interactive = "competitive"\n',
            "",
            "skills.toml: skill 'goldyx_source_freeze': interactive: competitive or cooperative is required",
        ),
        (
            'id = "krang_curse"',
            'hero = "krang"',
            'hero = "tovak"',
            "skills.toml: skill 'krang_curse': hero: 'tovak' does not list this skill",
        ),
        (
            'id = "krang_curse"',
            'when = "combat"',
            'when = "combat"\ncolour = "red"',
            "skills.toml: skill 'krang_curse': colour: unknown field",
        ),
    ],
)
def test_malformed_skill_names_file_record_field(
    copy_dir: Path, anchor: str, old: str, new: str, message: str
) -> None:
    edit(copy_dir / "skills.toml", anchor, old, new)
    with pytest.raises(DataError) as err:
        load(copy_dir)
    assert str(err.value).startswith(message)


def test_hero_listing_a_missing_skill(copy_dir: Path) -> None:
    edit(copy_dir / "heroes.toml", 'id = "krang"', '"krang_curse"', '"krang_kurse"')
    with pytest.raises(DataError) as err:
        load(copy_dir)
    assert str(err.value).startswith(
        "skills.toml: skill 'krang_curse': hero: 'krang' does not list this skill"
    )


def test_skill_record_missing_for_a_listed_id(copy_dir: Path) -> None:
    path = copy_dir / "skills.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('[[skill]]\nid = "krang_curse"')
    end = text.index("[[skill]]", start + 1)
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(DataError) as err:
        load(copy_dir)
    assert str(err.value) == "heroes.toml: hero 'krang': skills[8]: no skill 'krang_curse' in skills.toml"


def test_unlisted_interactive_pair_is_rejected(copy_dir: Path) -> None:
    edit(copy_dir / "skills.toml", 'id = "krang_mana_enhancement"', '"cooperative"', '"competitive"')
    with pytest.raises(DataError) as err:
        load(copy_dir)
    assert str(err.value).startswith(
        "heroes.toml: hero 'krang': skills: needs one competitive and one cooperative"
    )
