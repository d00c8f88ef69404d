"""The Fame track, level tokens, command tokens and the Reputation track."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.games.mageknight.data.reader import Meta, Reader

LEVEL_REWARDS = ("level_token", "skill_and_advanced_action")


@dataclass(frozen=True)
class LevelToken(Meta):
    levels: tuple[int, ...]
    armor: int
    hand_limit: int


@dataclass(frozen=True)
class Levels(Meta):
    fame_thresholds: tuple[int, ...]
    tokens: tuple[LevelToken, ...]
    command_tokens_start: int
    command_token_levels: tuple[int, ...]
    skill_levels: tuple[int, ...]
    rep_min: int
    rep_max: int
    rep_modifiers: dict[int, int]
    rep_x_spaces: tuple[int, ...]
    crystal_cap: int
    fame_track_spaces: int = 120
    rep_meta: Meta = field(default_factory=Meta)
    level_rewards: dict[int, str] = field(default_factory=dict)  # level -> LEVEL_REWARDS entry

    def reward_for(self, level: int) -> str | None:
        """What reaching ``level`` gives: ``level_token`` (next Armor/Hand limit token, the old one becomes
        a Command token) or ``skill_and_advanced_action``; None for level 1."""
        return self.level_rewards.get(level)

    @property
    def max_level(self) -> int:
        return len(self.fame_thresholds)

    def level_for_fame(self, fame: int) -> int:
        """The level a hero with this much Fame has (negative Fame is still level 1)."""
        return max(1, sum(1 for t in self.fame_thresholds if fame >= t))

    def token(self, level: int) -> LevelToken:
        for tok in self.tokens:
            if level in tok.levels:
                return tok
        raise ValueError(f"no level token covers level {level}")

    def armor(self, level: int) -> int:
        return self.token(level).armor

    def hand_limit(self, level: int) -> int:
        return self.token(level).hand_limit

    def command_tokens(self, level: int) -> int:
        return self.command_tokens_start + sum(1 for lv in self.command_token_levels if level >= lv)

    def influence_modifier(self, reputation: int) -> int | None:
        """Influence bonus at a Reputation position; None on an X space (no interaction)."""
        rep = min(self.rep_max, max(self.rep_min, reputation))
        if rep in self.rep_x_spaces:
            return None
        return self.rep_modifiers[rep]


def read_levels(doc: dict[str, Any]) -> Levels:
    f = "levels.toml"
    r = Reader(f, "levels", doc)
    thresholds = r.integers("fame_thresholds")
    if not thresholds or thresholds[0] != 0 or list(thresholds) != sorted(set(thresholds)):
        raise r.err("fame_thresholds", "must start at 0 and strictly increase")
    tokens = []
    for i, raw in enumerate(r.get("level_token", list)):
        t = Reader(f, f"level_token #{i + 1}", raw)
        tokens.append(
            LevelToken(
                t.integers("levels"), t.integer("armor", low=1), t.integer("hand_limit", low=1), **t.meta()
            )
        )
        t.done()
    covered = sorted(lv for tok in tokens for lv in tok.levels)
    if covered != list(range(1, len(thresholds) + 1)):
        raise r.err("level_token", f"the tokens must cover levels 1..{len(thresholds)} once each")
    rep = r.sub("reputation", r.get("reputation", dict))
    lo, hi = rep.integer("min"), rep.integer("max")
    mods = rep.integers("modifiers")
    if len(mods) != hi - lo + 1:
        raise rep.err("modifiers", f"need {hi - lo + 1} values for positions {lo}..{hi}, got {len(mods)}")
    x_spaces = rep.integers("x_spaces", ())
    if any(not lo <= x <= hi for x in x_spaces):
        raise rep.err("x_spaces", f"positions must lie in {lo}..{hi}")
    rep_meta = Meta(**rep.meta())
    rep.done()
    raw_rewards = r.get("level_rewards", dict)
    rw = r.sub("level_rewards", raw_rewards)
    rewards: dict[int, str] = {}
    for key in raw_rewards:
        if not key.isdigit() or not 2 <= int(key) <= len(thresholds):
            raise rw.err(key, f"not a level 2..{len(thresholds)}")
        rewards[int(key)] = rw.text(key, choices=LEVEL_REWARDS)
    rw.done()
    if sorted(rewards) != list(range(2, len(thresholds) + 1)):
        raise r.err("level_rewards", f"need one reward for each level 2..{len(thresholds)}")
    skills = r.integers("skill_levels", ())
    commands = r.integers("command_token_levels")
    for lv, kind in rewards.items():
        if (kind == "skill_and_advanced_action") != (lv in skills) or (kind == "level_token") != (
            lv in commands
        ):
            raise rw.err(str(lv), "disagrees with skill_levels / command_token_levels")
    out = Levels(
        thresholds,
        tuple(tokens),
        r.integer("command_tokens_start", low=0),
        r.integers("command_token_levels"),
        r.integers("skill_levels", ()),
        lo,
        hi,
        {lo + i: m for i, m in enumerate(mods)},
        x_spaces,
        r.integer("crystal_cap", low=1),
        r.integer("fame_track_spaces", 120, low=1),
        **r.meta(),
        rep_meta=rep_meta,
        level_rewards=dict(sorted(rewards.items())),
    )
    r.done()
    return out
