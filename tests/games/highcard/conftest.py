"""The offline Discord harness fixture, shared with tests/discord."""

from tests.discord.conftest import h

__all__ = ["h"]
