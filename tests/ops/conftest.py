"""The Discord harness fixture for the operations tests."""

from tests.discord.conftest import h  # noqa: F401  (re-exported fixture)
