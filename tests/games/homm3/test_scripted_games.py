"""A scripted whole game of each mode through the console to its result, checked line by line against
the frozen transcripts of tests/games/homm3/scripts/ (Clash for 2 and 3 players, Cooperative, solo; the
solo game in Czech and in Polish too).
A rule that changes a game's course changes its transcript: record again with
``PYTHONPATH=. .venv/bin/python -m tests.games.homm3.scripted`` after an intended change and read the
diff."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.engine.i18n import render, t
from tests.games.homm3.scripted import GAMES, path_of, replay, stub_pictures, typed_lines


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_game_replays_line_by_line(name: str, tmp_path: Path) -> None:
    expected = path_of(name).read_text(encoding="utf-8").splitlines()
    with stub_pictures():
        got = asyncio.run(replay(GAMES[name], typed_lines(expected), tmp_path))
    for n, (want, have) in enumerate(zip(expected, got, strict=False), start=1):
        assert have == want, f"{name}.txt line {n} differs"
    assert len(got) == len(expected)
    over = {"en": "The game is over", "cs": "Hra skončila", "pl": "Gra się skończyła"}[GAMES[name].lang]
    lang = GAMES[name].lang
    assert render(lang, t("ui-console-public", text=over)) in "\n".join(got)
