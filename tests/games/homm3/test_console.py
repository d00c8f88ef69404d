"""A short Clash through the offline console (in process, HoMM3 registered by the tests' conftest):
the lobby asks for faction and hero, the game starts, moves are typed as /h3 commands, the hand stays
private, and the turn passes."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.service import GameService
from bot.store import Store

SCRIPT = [
    "ann: /game new game:homm3 scenario:border_skirmish difficulty:impossible faction:castle",
    "ben: /game join faction:dungeon hero:magic",
    "ann: /game start",
    "ann: /hand",
    "ann: /h3 move to:1,0",
    "ann: /h3 end-turn",
    "ben: /hand",
    "ben: /game status",
]


async def test_a_short_clash_in_the_console(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "c.sqlite3")
    try:
        out = io.StringIO()
        console = Console(GameService(store, seed_factory=lambda: "h3-console"), tmp_path / "maps", out)
        for line in SCRIPT:
            await console.run_line(line)
        text = out.getvalue()
        assert "Border Skirmish (ours) begins (clash, impossible)" in text
        assert "ann plays first." in text
        assert "[private to ann] Your hand (4 of 4): Crusaders I, Attack, Defense, Magic Arrow." in text
        assert not any("Your hand:" in line for line in text.splitlines() if line.startswith("[public]"))
        assert "[public] ann's main hero moves to 1,0." in text
        assert "[public] ben's turn." in text
        assert "[private to ben] Your hand (" in text
        assert "hero at 1,0 (2 MP)" in text  # ann's hero after one step
        assert "Heroes of Might and Magic III: round 1 of 16 (Resource round), clash." in text
    finally:
        await store.close()
