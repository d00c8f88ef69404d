"""Fixtures for the component-data tests: the shipped data, and a writable copy to break on purpose."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.games.mageknight.data import DEFAULT_DIR, MageKnightData, load


@pytest.fixture(scope="session")
def data() -> MageKnightData:
    return load()


@pytest.fixture
def copy_dir(tmp_path: Path) -> Path:
    """A writable copy of the data directory; edit a file in it, then ``load(copy_dir)``."""
    target = tmp_path / "mk"
    shutil.copytree(DEFAULT_DIR, target)
    return target


def edit(path: Path, anchor: str, old: str, new: str) -> None:
    """Replace the first ``old`` after ``anchor`` in ``path`` (to make one field malformed)."""
    text = path.read_text(encoding="utf-8")
    at = text.index(anchor)
    pos = text.index(old, at)
    path.write_text(text[:pos] + new + text[pos + len(old) :], encoding="utf-8")
