"""The resolvers of the effect kinds, one module per area: ``basic`` (basic and hero-unique Actions),
``advanced`` (Advanced Actions), ``composite`` (effects that use another card's or a skill's), ``spells``, ``artifacts``, ``banners``, ``skills``, ``tactics``,
``travel``, ``influence``, ``interactive``, ``combat_effects``, ``triggered``.

A resolver is ``fn(ctx, player, turn, effect, play, bonus) -> str`` registered for one kind with
:func:`interpret.resolver`; the effect interpreter (``interpret.resolve``) calls it, and a kind with a
resolver counts as implemented (cards using it are offered and playable). ``play.params`` carries the
player's choices; a resolver raises a RulesError (nothing changes) naming what is possible when a
choice is missing or wrong. Importing this package registers every area's resolvers.
"""

from __future__ import annotations

from bot.games.mageknight.resolvers import (
    advanced,
    artifacts,
    banners,
    basic,
    combat_effects,
    composite,
    influence,
    interactive,
    skills,
    spells,
    tactics,
    travel,
    triggered,
)

__all__ = [
    "advanced",
    "artifacts",
    "banners",
    "basic",
    "combat_effects",
    "composite",
    "influence",
    "interactive",
    "skills",
    "spells",
    "tactics",
    "travel",
    "triggered",
]
