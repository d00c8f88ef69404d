"""The console as a long-lived tool: a session reopened on the same database continues the game, map
files are never overwritten, the README's settings are honoured, and one failing command does not end
the session."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.console import amain

OPEN = """\
alice: /game new scenario:first_reconnaissance players:2 hero:arythea
bob: /game join hero:goldyx
alice: /game start
bob: /mk tactic tactic:"The Right Moment"
alice: /mk tactic tactic:1
alice: /map
"""


async def session(script: str, *argv: str) -> list[str]:
    out = io.StringIO()
    assert await amain(["--seed", "reopen", *argv], stdin=io.StringIO(script), stdout=out) == 0
    return out.getvalue().splitlines()


def written(lines: list[str]) -> list[Path]:
    return [Path(line.rsplit(" ", 1)[1]) for line in lines if " written to " in line]


async def test_a_reopened_session_continues_the_game_and_keeps_old_maps(tmp_path: Path) -> None:
    args = ("--db", str(tmp_path / "c.sqlite3"), "--map-dir", str(tmp_path / "maps"))
    first = await session(OPEN, *args)
    assert "[public] Turn order for round 1: alice, bob." in "\n".join(first)
    old_maps = {p: p.read_bytes() for p in written(first)}
    assert old_maps

    # the fifth line of the first session was alice's tactic: the fifth line now must not pass for it
    second = await session(
        "alice: /game status\n" * 4 + "alice: /mk end-turn discard:promise\nalice: /map\n", *args
    )
    text = "\n".join(second)
    assert "[public] alice ends the turn." in text  # a new move, not refused as a repeat of an old one
    assert "It is bob's turn" in text
    new_maps = written(second)
    assert new_maps and not set(new_maps) & set(old_maps)
    for path, data in old_maps.items():
        assert path.read_bytes() == data  # the first session's pictures are untouched


async def test_database_and_map_dir_come_from_the_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.setenv("PBP_DATABASE", str(tmp_path / "set" / "db.sqlite3"))
    monkeypatch.setenv("PBP_MAP_DIR", str(tmp_path / "set" / "pictures"))
    lines = await session(OPEN)
    assert (tmp_path / "set" / "db.sqlite3").is_file()
    maps = written(lines)
    assert maps and all(p.parent == tmp_path / "set" / "pictures" and p.is_file() for p in maps)
    # the command line still wins over the settings
    await session("alice: /game status\n", "--db", str(tmp_path / "cli.sqlite3"))
    assert (tmp_path / "cli.sqlite3").is_file()


async def test_an_unexpected_failure_is_reported_and_the_session_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.console as console

    real = console.dispatch

    async def flaky(service, caller, name, options):  # type: ignore[no-untyped-def]
        if options.get("hex") == "boom":
            raise RuntimeError("kaput")
        return await real(service, caller, name, options)

    monkeypatch.setattr(console, "dispatch", flaky)
    lines = await session(
        OPEN + "alice: /mk move hex:boom\nalice: /mk move hex:1,-1 harvest:,\nalice: /game status\n",
        "--db",
        str(tmp_path / "c.sqlite3"),
        "--map-dir",
        str(tmp_path / "maps"),
    )
    errors = [i for i, line in enumerate(lines) if line.startswith("[error]")]
    assert errors and "kaput" in lines[errors[0]] and "/mk move hex:boom" in lines[errors[0]]
    # `harvest:,` (a list of no cards) used to end the console with an IndexError; the status after it
    # is still answered
    assert lines[-1].startswith("[private to alice] Map tiles left")
