"""/card: every component of each game's box described in our words within one Discord message, and
the command through the console."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.contract import Game
from bot.games import registry
from tests.test_console import run_console

KINDS = {
    "mageknight": {
        "Basic Action",
        "Advanced Action",
        "Spell",
        "Artifact",
        "Wound",
        "skill",
        "unit",
        "enemy",
        "site",
        "tactic",
    },
    "homm3": {"unit", "neutral unit", "spell", "ability", "artifact", "specialty", "hero", "location"},
}


@pytest.mark.parametrize("game_id", sorted(KINDS))
def test_every_component_is_described_within_one_message(game_id: str) -> None:
    game: Game = registry.get(game_id)
    box = game.components()
    assert len({c.id for c in box}) == len(box)
    assert KINDS[game_id] <= {c.kind for c in box}
    for c in box:
        lines = game.describe(c.id)
        assert lines and c.name in lines[0], c
        assert len("\n".join(lines)) <= 1900, c
        assert all("{" not in line for line in lines), (c, lines)
    assert game.describe("card:no-such-thing") == [] and game.describe("e1") == []


def test_the_contract_default_has_no_box() -> None:
    from tests.games.highcard.game import HighCard

    assert HighCard().components() == () and HighCard().describe("x") == []


def test_card_through_the_console(tmp_path: Path) -> None:
    out = run_console(
        tmp_path,
        "alice: /card name:march game:mageknight\n"
        "alice: /card name:marhc game:mageknight\n"
        "alice: /card name:archery game:homm3\n"
        "alice: /game new scenario:first_reconnaissance players:2 hero:arythea\n"
        "alice: /card name:tactic:early_bird\n",
    )
    text = "\n".join(out)
    assert "**March** — Basic Action, green" in text and "Powered (pay 1 green mana): Move 4" in text
    assert "'marhc' is no component of Mage Knight. Did you mean: March (Basic Action)" in text
    assert "**Archery** — ability" in text and "Expert:" in text
    assert "**Early Bird** — day tactic 1" in text
    assert all(line.startswith("[private to alice]") for line in out if "**" in line)
