"""The texts of issue 13's "less noise" in Czech and Polish: a live block's update in the console, the
pages of a long "You can" list, and the hand menu's next page."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.commands import Control, Reply
from bot.console import Console, ConsoleClock
from bot.engine.i18n import render, t
from bot.service import GameService
from bot.store import Store


@pytest.mark.parametrize(
    ("lang", "updated", "page", "more"),
    [
        ("en", "[public, updated] x", "You can (2/3): /mk rest", "More… (2/3)"),
        ("cs", "[veřejně, upraveno] x", "Můžeš (2/3): /mk rest", "Další… (2/3)"),
        ("pl", "[publicznie, zaktualizowano] x", "Możesz (2/3): /mk rest", "Więcej… (2/3)"),
    ],
)
def test_the_live_and_paging_texts(lang: str, updated: str, page: str, more: str) -> None:
    assert render(lang, t("ui-live-console-updated", text="x")) == updated
    assert render(lang, t("ui-group-console-can-page", page=2, pages=3, controls="/mk rest")) == page
    assert render(lang, t("ui-group-more", page=2, pages=3)) == more


async def test_the_czech_console_marks_an_updated_combat_summary(tmp_path: Path) -> None:
    store = await Store.open(str(tmp_path / "c.sqlite3"))
    try:
        out = io.StringIO()
        console = Console(GameService(store), tmp_path / "maps", out, ConsoleClock(0.0), lang="cs")
        console.show("ann", Reply(game_id=1, live={"combat": ["**Combat**: fáze bloku", "• e1: útok 4"]}))
        console.show(
            "ann", Reply(game_id=1, live={"combat": ["**Combat**: fáze bloku", "• e1: zablokováno"]})
        )
        console.show(
            "ann", Reply(game_id=1, live={"combat": ["**Combat**: fáze bloku", "• e1: zablokováno"]})
        )
        console.show("ann", Reply(game_id=1, live={"combat": []}))
        many = [Control("x", "mk rest", {"discard": f"card{n:03d}"}, "rest", "Rest") for n in range(100)]
        many += [Control(f"c{n}", "mk play", {"card": f"c{n}" * 40}, f"c{n}", "C") for n in range(20)]
        console.show("ann", Reply(controls=many))
    finally:
        await store.close()
    lines = out.getvalue().splitlines()
    assert lines[:3] == [
        "[veřejně] **Combat**: fáze bloku",
        "[veřejně] • e1: útok 4",
        "[veřejně, upraveno] • e1: zablokováno",  # only what changed; nothing when nothing did
    ]
    pages = lines[3:]
    assert len(pages) > 1 and all(p.startswith("[soukromě pro ann] Můžeš (") for p in pages)
    assert "You can" not in "\n".join(pages)
