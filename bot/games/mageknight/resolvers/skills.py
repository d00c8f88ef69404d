"""Resolvers for the effect kinds of the skills (see ``resolvers/__init__``)."""

from __future__ import annotations

from bot.games.mageknight.resolvers import resolver  # noqa: F401
