"""Whole scripted console games in Czech and in Polish (issue 13): the 2-player Full Conquest of
tests/fixtures/conquest_full_2p.txt, played with ``--lang cs`` and ``--lang pl`` to the final score
table, ends with the English run's scores, and no line either table reads shows English catalog text
(tests/i18n/leaks.py). Both games run at once (two console processes) to keep the test short."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from bot.engine.i18n import render, t
from tests.i18n.leaks import Leaks
from tests.test_console_conquest import PINNED, script

ROW = re.compile(r"^(\d+)\. (\w+): \*\*(-?\d+)\*\* — ")


def _start(tmp_path: Path, lang: str, seed: str) -> subprocess.Popen[str]:
    folder = tmp_path / lang
    folder.mkdir()
    return subprocess.Popen(
        [
            *(sys.executable, "-m", "bot", "console"),
            *("--db", str(folder / "c.sqlite3"), "--map-dir", str(folder / "maps")),
            *("--seed", seed, "--lang", lang),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _scores(out: list[str]) -> list[tuple[str, int]]:
    """The (name, total) rows of the last score table printed."""
    rows: list[tuple[str, int]] = []
    for line in out:
        m = ROW.match(line)
        if m is None:
            continue
        if m[1] == "1":
            rows = []
        rows.append((m[2], int(m[3])))
    return rows


def test_the_full_conquest_in_czech_and_in_polish_ends_as_in_english_without_english_text(
    tmp_path: Path,
) -> None:
    name = "conquest_full_2p.txt"
    text, seed, _table = script(name)
    games = {lang: _start(tmp_path, lang, seed) for lang in ("cs", "pl")}
    outs = {lang: proc.communicate(text, timeout=600) for lang, proc in games.items()}
    for lang, (stdout, stderr) in outs.items():
        assert games[lang].returncode == 0 and stderr == "", stderr[-2000:]
        out = stdout.splitlines()
        over = render(lang, t("mk-turn-game-over", reason=t("mk-turn-end-rounds-over", n=6)))
        assert any(over in line for line in out), out[-10:]
        assert _scores(out) == PINNED[name], lang
        leaks = Leaks(lang, people=("alice", "bob"))
        assert not leaks.find(out), leaks.report(out)
