"""The Fame track, level tokens, command tokens and the Reputation track."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.games.mageknight.data.reader import Meta, Reader


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
    )
    r.done()
    return out
