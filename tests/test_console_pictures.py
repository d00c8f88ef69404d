"""The console writes the hand's and the offers' pictures to files, marked private to the asker."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.service import GameService
from bot.store import Store


async def test_console_writes_the_hand_and_offers_pictures(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "c.sqlite3")
    try:
        service = GameService(store, seed_factory=lambda: "console-demo")
        out = io.StringIO()
        console = Console(service, tmp_path / "maps", out)
        for line in (
            "alice: /game new scenario:first_reconnaissance players:2 hero:arythea",
            "bob: /game join hero:goldyx",
            "alice: /game start",
        ):
            await console.run_line(line)
        out.seek(0)
        out.truncate()
        for line in ("alice: /hand", "alice: /hand text_only:yes", "bob: /game status offers:yes"):
            await console.run_line(line)
        lines = out.getvalue().splitlines()
        written = [line for line in lines if " written to " in line]
        assert [line.split("]")[0] for line in written] == ["[private to alice", "[private to bob"]
        hand = Path(written[0].rsplit(" ", 1)[1])
        offers = Path(written[1].rsplit(" ", 1)[1])
        assert hand.name.endswith("-hand.png") and offers.name.endswith("-offers.png")
        for path in (hand, offers):
            assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 10_000
        text = "\n".join(lines)
        assert "[private to alice] Tactics to choose from:" in text  # the hand in the tactics phase
        assert "[private to bob] **Unit offer**:" in text
        assert not any(line.startswith("[public]") for line in lines)
    finally:
        await store.close()
