"""Hero skills: one record per skill token (11 per hero), with timing, interactivity and effects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.mageknight.data.heroes import Hero
from bot.games.mageknight.data.reader import DataError, Meta, check_top, records

# UE digest §4.5 (three kinds: no symbol, flip symbol, interactive) and LL digest §6 (Krang's flip back).
TIMINGS = ("once_per_turn", "once_per_round", "interactive", "flip_back", "passive")
INTERACTIVE = ("competitive", "cooperative")
FLIP_BACK = ("on_rest", "pay_green_mana", "as_action")
WHEN = (
    "any",
    "combat",
    "no_combat",
    "interaction",
    "not_interaction",
    "block_phase",
    "attack_phase",
    "ranged_or_attack_phase",
)
TOKENS_PER_HERO = 11  # UE digest §1, §10.1: 11 tokens, 10 used (one interactive token is removed)


@dataclass(frozen=True)
class Skill(Meta):
    id: str
    hero: str
    name: str
    timing: str
    interactive: str | None = None  # competitive | cooperative, for timing == "interactive"
    other_turns: bool = False  # may also be used during other players' turns
    flip_back: str | None = None  # the flip-back condition, for timing == "flip_back"
    when: str = "any"
    effect: dict[str, Any] | None = None  # one use
    passive: dict[str, Any] | None = None  # always on while owned
    on_gain: dict[str, Any] | None = None  # once, when gained

    @property
    def affects_others(self) -> bool:
        """Interactive skills put their token in the centre, where it acts on other players."""
        return self.timing == "interactive"


def read_skills(doc: dict[str, Any], heroes: dict[str, Hero]) -> dict[str, Skill]:
    """Read skills.toml and check it against the heroes' skill lists, both ways."""
    f = "skills.toml"
    check_top(f, doc, {"skill"})
    out: dict[str, Skill] = {}
    for r in records(f, doc, "skill", "skill", array=True):
        hero = r.text("hero")
        if hero not in heroes:
            raise r.err("hero", f"unknown hero {hero!r}")
        if r.rid not in heroes[hero].skills:
            raise r.err("hero", f"{hero!r} does not list this skill in heroes.toml")
        timing = r.text("timing", choices=TIMINGS)
        interactive = r.text("interactive", None, choices=INTERACTIVE)
        if (interactive is None) == (timing == "interactive"):
            raise r.err(
                "interactive", "competitive or cooperative is required exactly when timing is interactive"
            )
        flip_back = r.text("flip_back", None, choices=FLIP_BACK)
        if (flip_back is None) == (timing == "flip_back"):
            raise r.err("flip_back", "a flip-back condition is required exactly when timing is flip_back")
        effect, passive, on_gain = (
            r.effect("effect", None),
            r.effect("passive", None),
            r.effect("on_gain", None),
        )
        if timing == "passive":
            if effect is not None or passive is None:
                raise r.err("passive", "a passive skill has a passive effect and no use effect")
        elif effect is None:
            raise r.err("effect", "missing (only passive skills have no use effect)")
        out[r.rid] = Skill(
            r.rid,
            hero,
            r.text("name"),
            timing,
            interactive,
            r.flag("other_turns", False),
            flip_back,
            r.text("when", "any", choices=WHEN),
            effect,
            passive,
            on_gain,
            **r.meta(),
        )
        r.done()
    check_skill_lists(heroes, out)
    return out


def check_skill_lists(heroes: dict[str, Hero], skills: dict[str, Skill]) -> None:
    """Every hero lists 11 skill records of its own, one competitive and one cooperative interactive."""
    for hero in heroes.values():
        where = f"heroes.toml: hero '{hero.id}': skills"
        if len(hero.skills) != TOKENS_PER_HERO or len(set(hero.skills)) != TOKENS_PER_HERO:
            raise DataError(
                f"{where}: a hero has {TOKENS_PER_HERO} distinct skill tokens, got {len(hero.skills)}"
            )
        for i, sid in enumerate(hero.skills):
            skill = skills.get(sid)
            if skill is None:
                raise DataError(f"{where}[{i}]: no skill {sid!r} in skills.toml")
            if skill.hero != hero.id:
                raise DataError(f"{where}[{i}]: skills.toml gives {sid!r} to {skill.hero!r}")
        kinds = sorted(skills[s].interactive or "" for s in hero.skills if skills[s].interactive)
        if kinds != list(INTERACTIVE):
            raise DataError(
                f"{where}: needs one competitive and one cooperative interactive skill, got {kinds}"
            )


def skill_stack(hero: Hero, skills: dict[str, Skill], mode: str) -> list[str]:
    """The 10 tokens a hero uses: without the cooperative one in competitive games, and without the
    competitive one in cooperative or solo games (UE digest §2.2)."""
    if mode not in ("competitive", "cooperative", "solo"):
        raise ValueError(f"unknown game mode {mode!r}")
    removed = "cooperative" if mode == "competitive" else "competitive"
    return [s for s in hero.skills if skills[s].interactive != removed]
