"""The card decks besides units and heroes: spells, ability cards, basic (statistics) cards, artifacts and
Astrologers proclamations. Effects are short paraphrases in our own words."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.engine.records import MISSING, Meta, Reader
from bot.games.homm3.data.common import FACTIONS, TIMINGS
from bot.games.homm3.data.effects import ON, Play, Step, read_play, read_plays, read_step_lists, read_steps

SCHOOLS = ("air", "earth", "fire", "water", "any")
SPELL_LEVELS = ("basic", "expert")
GRADES = ("minor", "major", "relic")
DURATIONS = ("now", "until_next", "next_resource_round", "none")
SPELL_DISCARD_POWER = 1  # any spell card may be discarded to add this much Power to the spell being cast


@dataclass(frozen=True)
class Spell(Meta):
    """``power[i]`` Power added gives ``effects[i]`` (the strongest reached applies)."""

    id: str
    name: str
    school: str
    level: str
    timing: str
    power: tuple[int, ...]
    effects: tuple[str, ...]
    copies: int
    target: str = "none"  # what the spell is aimed at (effects vocabulary)
    does: tuple[tuple[tuple[Step, ...], ...], ...] = ()  # the alternatives of each Power threshold


@dataclass(frozen=True)
class BasicCard(Meta):
    """A card with a normal and an Expert effect."""

    id: str
    name: str
    normal: str
    expert: str
    copies: int
    normal_play: Play = field(default=Play("map", "none", ()))
    expert_play: Play = field(default=Play("map", "none", ()))


@dataclass(frozen=True)
class AbilityCard(BasicCard):
    faction: str | None = None  # only this faction may use the card


@dataclass(frozen=True)
class Artifact(Meta):
    id: str
    name: str
    grade: str
    options: tuple[str, ...]
    plays: tuple[Play, ...] = ()  # one per option


@dataclass(frozen=True)
class Proclamation(Meta):
    id: str
    name: str
    duration: str
    effect: str
    does: tuple[Step, ...] = ()


def read_spell(r: Reader) -> Spell:
    power = r.integers("power")
    effects = r.texts("effects", default=MISSING)
    if not power or list(power) != sorted(set(power)) or power[0] != 0:
        raise r.err("power", "expected rising thresholds starting at 0")
    if len(effects) != len(power):
        raise r.err("effects", f"one effect per power threshold ({len(power)}), got {len(effects)}")
    return Spell(
        id=r.rid,
        name=r.text("name"),
        school=r.text("school", choices=SCHOOLS),
        level=r.text("level", choices=SPELL_LEVELS),
        timing=r.text("timing", choices=TIMINGS),
        power=power,
        effects=effects,
        copies=r.integer("copies", low=1),
        target=r.text("target", choices=ON),
        does=read_step_lists(r, "does", len(power)),
        **r.meta(),
    )


def _two_sided(r: Reader) -> dict[str, Any]:
    """The fields of a card with a normal and an Expert effect (ability and basic cards)."""
    return {
        "id": r.rid,
        "name": r.text("name"),
        "normal": r.text("normal"),
        "expert": r.text("expert"),
        "copies": r.integer("copies", low=1),
        "normal_play": read_play(r, "normal_play"),
        "expert_play": read_play(r, "expert_play"),
    }


def read_ability(r: Reader) -> AbilityCard:
    return AbilityCard(**_two_sided(r), faction=r.text("faction", None, choices=FACTIONS), **r.meta())


def read_basic(r: Reader) -> BasicCard:
    return BasicCard(**_two_sided(r), **r.meta())


def read_artifact(r: Reader) -> Artifact:
    options = r.texts("options", default=MISSING)
    if len(options) != 2:
        raise r.err("options", f"an artifact offers two alternative effects, got {len(options)}")
    plays = read_plays(r, "plays")
    if len(plays) != len(options):
        raise r.err("plays", f"one play per option ({len(options)}), got {len(plays)}")
    return Artifact(
        id=r.rid,
        name=r.text("name"),
        grade=r.text("grade", choices=GRADES),
        options=options,
        plays=plays,
        **r.meta(),
    )


def read_proclamation(r: Reader) -> Proclamation:
    return Proclamation(
        id=r.rid,
        name=r.text("name"),
        duration=r.text("duration", choices=DURATIONS),
        effect=r.text("effect"),
        does=read_steps(r, "does"),
        **r.meta(),
    )
