"""Offline end-to-end tests that drive real discord.py objects (see harness.py)."""
