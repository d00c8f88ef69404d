"""Resolvers for the effect kinds of the skills (see ``resolvers/__init__``).

The skill framing (timing, face-down tokens, the effect's ``all``/``choice``/``if``/``per``) is in
``skills/use.py``; these resolve the skill-specific leaves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say
from bot.games.mageknight import units
from bot.games.mageknight.interpret import resolver

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import Player, Turn


@resolver("heal_unit")
def heal_unit(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    """Inspiration: heal one wounded unit of the given level or lower, no Heal points needed; like every
    effect that heals a unit it removes one Wound (§4.8)."""
    level = int(effect["heal_unit"])
    wounded = [u for u in player.units if u.wounds and ctx.data.units[u.unit].level <= level]
    listing = ", ".join(f"{u.uid} ({ctx.data.units[u.unit].name})" for u in wounded) or "none"
    chosen = next((u for u in wounded if u.uid == play.params.get("unit")), None)
    if chosen is None:
        raise IllegalActionError(f"Choose a wounded unit of level {level} or lower (unit:<id>): {listing}.")
    return units.heal_one_wound(ctx, player, turn, chosen)
