"""The offline console: a scripted game piped through ``python -m bot console`` on standard input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bot.games.mageknight.data import load as mk_data

SCRIPT = """\
# a scripted session: two players, lobby, tactics, a few moves, undo, end of turn
alice: /game new scenario:first_reconnaissance players:2 hero:arythea
bob: /game join hero:goldyx
alice: /game start
alice: /mk tactic tactic:1
bob: /mk tactic tactic:"The Right Moment"
alice: /mk tactic tactic:1
alice: /hand
alice: /mk play card:stamina mode:basic
alice: /mk play card:improvisation mode:basic/move discard:rage
alice: /mk move hex:9,9
alice: /mk move hex:2,-2
alice: /undo
alice: /mk move hex:1,-1
bob: /mk end-turn
alice: /mk interact
alice: /game status
alice: /mk end-turn
alice: /map
bob: /hand
"""


def run_console(tmp_path: Path, script: str, seed: str = "console-demo", timeout: int = 120) -> list[str]:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "console",
            "--db",
            str(tmp_path / "c.sqlite3"),
            "--map-dir",
            str(tmp_path / "maps"),
            "--seed",
            seed,
        ],
        input=script,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=True,
    )
    assert proc.stderr == ""
    return proc.stdout.splitlines()


def test_scripted_session(tmp_path: Path) -> None:
    out = run_console(tmp_path, SCRIPT)
    text = "\n".join(out)
    assert "[public] alice opens a game." in text
    assert "[public] bob takes the tactic The Right Moment (6)." in text
    # alice tried to pick before bob: refused privately, nothing public.
    assert "[private to alice] It is not your turn: bob is to choose a tactic." in text
    assert "[public] Turn order for round 1: alice, bob." in text
    assert "[public] alice plays Stamina (basic): Move 2 (now 2 Move points)." in text
    assert any(line.startswith("[private to alice] You cannot move to 9,9") for line in out)
    assert "[public] alice moves to 2,-2" in text
    assert "[public] alice takes back: alice moves to 2,-2" in text
    assert "[public] alice moves to 1,-1" in text
    assert "[private to bob] It is not your turn: alice is to play." in text
    assert "nobody to interact with here" in text  # /mk interact away from a site is refused
    assert "[public] alice ends the turn." in text
    assert "[public] It is bob's turn (round 1, Day)." in text
    # maps are written to files and their paths printed
    maps = [line.rsplit(" ", 1)[1] for line in out if "map written to" in line]
    assert maps and all(Path(m).exists() and Path(m).stat().st_size > 1000 for m in maps)
    # bob's hand appears only in lines private to bob
    hand_line = next(line for line in out if line.startswith("[private to bob] Your hand"))
    cards = [c.split(" [")[0].split(" ×")[0] for c in hand_line.split(": ", 1)[1].rstrip(".").split(", ")]
    public = [
        line for line in out if line.startswith("[public]") and "plays" not in line and "discards" not in line
    ]
    for card in cards:
        assert not any(card in line for line in public), card


def test_bad_lines_are_reported_and_change_nothing(tmp_path: Path) -> None:
    out = run_console(
        tmp_path, "this is not a command\nalice: /nosuch thing\nalice: /mk move\nalice: /game status\n"
    )
    assert out[0].startswith("[error] write lines as")
    assert out[1].startswith("[error] unknown command")
    assert out[2] == "[private to alice] /mk move needs hex:<value>."
    assert out[3] == "[private to alice] There is no game in this channel. Start one with /game new."


async def test_console_declares_a_combat(tmp_path: Path) -> None:
    """The combat commands through the console (in-process, with a rigged table): the summary is
    public, the Declare hint and previews are private, and a preview changes nothing."""
    import io

    from bot.console import Console
    from bot.engine.hexes import format_hex, neighbours
    from bot.games.mageknight.state import Token
    from bot.service import GameService
    from bot.store import Store

    store = await Store.open(tmp_path / "c.sqlite3")
    try:
        service = GameService(store, seed_factory=lambda: "console-demo")
        out = io.StringIO()
        console = Console(service, tmp_path / "maps", out)
        for line in (
            "alice: /game new scenario:first_reconnaissance players:2 hero:arythea",
            "bob: /game join hero:goldyx",
            "alice: /game start",
            'bob: /mk tactic tactic:"The Right Moment"',
            "alice: /mk tactic tactic:1",
        ):
            await console.run_line(line)
        loaded = await service.load(1)
        state = loaded.state
        p = state.players[state.turn.seat]
        p.hand = ["swiftness", "rage", "march"]
        p.crystals = {"red": 0, "blue": 0, "green": 0, "white": 1}
        here = (p.position[0], p.position[1])
        spot = next(format_hex(n) for n in neighbours(here) if format_hex(n) in state.spaces)
        state.spaces[spot].tokens = [Token("prowlers", "green", True)]
        state.spaces[spot].rampaging = "orcs"
        await store.append_action(
            loaded.game.id,
            expected_seq=loaded.seq,
            actor=None,
            action={"seat": p.seat, "type": "test_setup"},
            state=state.to_json(),
            summary="test set-up",
        )
        me = p.name
        out.seek(0)
        out.truncate()
        for line in (
            f"{me}: /mk combat",
            f"{me}: /mk challenge targets:{spot}",
            f"{me}: /mk attack targets:e1 cards:rage",
            f"{me}: /mk attack targets:e1 cards:swiftness@powered preview:yes",
            f"{me}: /mk attack targets:Prowlers cards:Swiftness@powered",
            f"{me}: /mk next",
        ):
            await console.run_line(line)
        lines = out.getvalue().splitlines()
        text = "\n".join(lines)
        assert f"[private to {me}] There is no combat now." in text
        assert f"[public] **Combat**: {me}, rampaging enemies. **Ranged & Siege Attack phase**." in text
        assert "[public] • e1 Prowlers (green, rampaging): Armor 3; Attack 4 physical; Fame 2" in text
        assert f"[private to {me}] Declare (Ranged & Siege Attack phase): /mk attack" in text
        assert f"[private to {me}] Only Ranged and Siege attacks count in the Ranged & Siege phase" in text
        preview = next(line for line in lines if "Preview: " in line)
        assert (
            preview.startswith(f"[private to {me}] Preview: ")
            and "vs armor 3 (Prowlers 3): defeated" in preview
        )
        assert f"[public] {me} attacks: physical 3 = 3 vs armor 3 (Prowlers 3): defeated, +2 Fame." in text
        assert "The combat is over" not in text  # next from Ranged: every enemy is defeated, Attack phase
        public = [line for line in lines if line.startswith("[public]")]
        assert not any("Rage" in line or "March" in line for line in public)
    finally:
        await store.close()


async def test_console_recruits_and_answers_a_level_up(tmp_path: Path) -> None:
    """§6.1 recruiting and §3.5.6 the level-up choice through the console (in-process, rigged table):
    the unit shows in the hand and the public status; the question and its answers are private."""
    import io

    from bot.console import Console
    from bot.engine.hexes import format_hex, neighbours
    from bot.service import GameService
    from bot.store import Store

    store = await Store.open(tmp_path / "c.sqlite3")
    try:
        service = GameService(store, seed_factory=lambda: "console-demo")
        out = io.StringIO()
        console = Console(service, tmp_path / "maps", out)
        for line in (
            "alice: /game new scenario:first_reconnaissance players:2 hero:arythea",
            "bob: /game join hero:goldyx",
            "alice: /game start",
            'bob: /mk tactic tactic:"The Right Moment"',
            "alice: /mk tactic tactic:1",
        ):
            await console.run_line(line)
        loaded = await service.load(1)
        state = loaded.state
        p = state.players[state.turn.seat]
        here = (p.position[0], p.position[1])
        key = next(format_hex(n) for n in neighbours(here) if format_hex(n) in state.spaces)
        state.spaces[key].site, state.spaces[key].tokens = "village", []
        p.position = [int(v) for v in key.split(",")]
        p.hand, p.fame = ["march", "rage"], 3
        state.turn.influence = 4
        state.unit_offer = ["peasants", "herbalists"]
        await store.append_action(
            loaded.game.id,
            expected_seq=loaded.seq,
            actor=None,
            action={"seat": p.seat, "type": "test_setup"},
            state=state.to_json(),
            summary="test set-up",
        )
        me = p.name
        out.seek(0)
        out.truncate()
        for line in (
            f"{me}: /mk choose pick:red",
            f"{me}: /mk recruit unit:Peasants",
            f"{me}: /hand",
            f"{me}: /mk end-turn discard:march",
        ):
            await console.run_line(line)
        text = out.getvalue()
        assert f"[private to {me}] There is nothing to choose now" in text
        assert f"[public] {me} recruits Peasants (u1) for 4 Influence; 0 Influence left." in text
        assert (
            f"[private to {me}] • u1 Peasants (level 1, armor 3): **ready** — 1: Attack 2 or Block 2" in text
        )
        assert f"[public] {me} reaches level 2 and reveals the skills " in text
        hint = next(line for line in text.splitlines() if "Answer with: /mk choose skill:" in line)
        assert hint.startswith(f"[private to {me}] ")
        skill, card = hint.split("Answer with: /mk choose ")[1].split(" (")[0].split(" ")
        out.seek(0)
        out.truncate()
        await console.run_line(f"{me}: /mk choose {skill} {card}")
        await console.run_line("bob: /game status")
        text = out.getvalue()
        name = mk_data().skills[skill.split(":")[1]].name
        assert f"[public] {me} (level 2) takes the skill {name} and the Advanced Action" in text
        assert "[public] bob, it is your turn." in text
        assert f"units Peasants (u1, ready); skills {name}." in text
    finally:
        await store.close()


async def test_a_whole_campaign_fights_recruits_and_levels_up(tmp_path: Path) -> None:
    """Issue 4's scripted game: a solo First Reconnaissance game from set-up, typed line by line into
    the console, that recruits a unit at a village, provokes rampaging orcs (and fights the monster
    they summon), reaches level 2 (a skill and an Advanced Action, chosen privately), enters a
    dungeon and assaults a keep. No line is refused."""
    import io

    from bot.console import Console
    from bot.service import GameService
    from bot.store import Store

    script = (Path(__file__).parent / "fixtures" / "console_campaign.txt").read_text(encoding="utf-8")
    store = await Store.open(tmp_path / "c.sqlite3")
    try:
        out = io.StringIO()
        console = Console(GameService(store, seed_factory=lambda: "issue4-28"), tmp_path / "maps", out)
        refused = []
        for line in script.splitlines():
            reply = await console.run_line(line)
            if reply is not None and reply.error:
                refused.append((line, reply.private))
        assert refused == []
    finally:
        await store.close()
    text = "\n".join(line for line in out.getvalue().splitlines() if line.startswith("[public"))
    assert "alice recruits Foresters (u1)" in text
    assert "provokes the rampaging enemies" in text and "summoned by e1" in text
    assert "alice reaches level 2" in text and "takes the skill" in text
    assert "alice enters the Dungeon" in text
    assert "assaults the Keep" in text
