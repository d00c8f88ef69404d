"""Fixtures for the HoMM3 component-data tests: the shipped data, and a writable copy to break on purpose."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.games.homm3.data import DEFAULT_DIR, Homm3Data, load


@pytest.fixture(scope="session")
def data() -> Homm3Data:
    return load()


@pytest.fixture
def copy_dir(tmp_path: Path) -> Path:
    """A writable copy of ``data/homm3``; break a file in it with :func:`replace`, then ``load(copy_dir)``."""
    return Path(shutil.copytree(DEFAULT_DIR, tmp_path / "homm3"))


def replace(path: Path, anchor: str, old: str, new: str) -> None:
    """Replace the first ``old`` from ``anchor`` on in ``path`` (to break one field)."""
    text = path.read_text(encoding="utf-8")
    at = text.index(anchor)
    path.write_text(text[:at] + text[at:].replace(old, new, 1), encoding="utf-8")
