"""Less noise (issue 13) in the offline console: each event reported once, the combat summary printed
whole once and then only where it changed, and long "You can" lists grouped and paged, never cut.

The scripted 2-player Full Conquest (tests/fixtures/conquest_full_2p.txt) is played in-process for its
first three rounds (combats, a round's end and its digest, Great Start, Rethink, a card that draws)."""

from __future__ import annotations

import asyncio
import io
import re
from functools import cache
from pathlib import Path

from bot.commands import Control, Reply
from bot.console import CAN_BUDGET, CHANNEL, Console, ConsoleClock
from bot.engine.menus import END_TURN, MAX_VALUES, entries, entry_group, grouped, menu_page, paged, usage
from bot.service import GameService
from bot.store import Store

SCRIPT = Path(__file__).parent / "fixtures" / "conquest_full_2p.txt"
ROUNDS = 3


async def _play(tmp: Path) -> list[tuple[str, list[str]]]:
    text = SCRIPT.read_text(encoding="utf-8")
    seed = next(line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("# seed:"))
    store = await Store.open(str(tmp / "n.sqlite3"))
    out: list[tuple[str, list[str]]] = []
    try:
        service = GameService(store, seed_factory=lambda: seed)
        buffer = io.StringIO()
        console = Console(service, tmp / "maps", buffer, ConsoleClock(1_700_000_000.0))
        for line in text.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            start = buffer.tell()
            await console.run_line(line)
            out.append((line, buffer.getvalue()[start:].splitlines()))
            loaded = await service.load(CHANNEL, any_status=True) if len(out) > 3 else None
            if loaded is not None and (loaded.rules.round_of(loaded.state) or 0) > ROUNDS:
                break
    finally:
        await store.close()
    return out


@cache
def transcript() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(typed line, what the console printed for it) for the first rounds of the script, played once."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        played = asyncio.run(_play(Path(tmp)))
    return tuple((line, tuple(printed)) for line, printed in played)


def _public(printed: tuple[str, ...]) -> list[str]:
    """The public lines a command printed (a digest's items continue its line: several turns may read
    alike there, "bob rests", and are not repeats of one event)."""
    return [p for p in printed if p.startswith("[public") and not p.startswith("[public] map written")]


def test_no_public_line_repeats_within_one_command() -> None:
    played = transcript()
    assert len(played) > 150  # three rounds were played
    for line, printed in played:
        public = _public(printed)
        assert len(public) == len(set(public)), f"{line} repeats a public line:\n" + "\n".join(printed)


def test_a_draw_is_reported_once_by_what_caused_it() -> None:
    """A card, a tactic or plundering that says "draws N cards" is not followed by the deck's own
    "X draws N cards"; the drawer still hears which cards, privately."""
    seen = {"great_start": False, "tranquility": False}
    for line, printed in transcript():
        public = [p for p in printed if p.startswith("[public")]
        said = [re.search(r"\] (\w+)\b.*\bdraws (\d+) cards?", p) for p in public]
        told = [(m[1], m[2]) for m in said if m]
        assert len(told) == len(set(told)), f"{line} reports a draw twice:\n" + "\n".join(printed)
        if "great_start" in line:
            seen["great_start"] = True
            assert any("(Great Start): draws 2 cards." in p for p in public)
            assert any(p.startswith("[private to alice] You drew: ") for p in printed)
        if "tranquility mode:basic/draw" in line:
            seen["tranquility"] = True
            assert any("Tranquility (basic): draws 1 card." in p for p in public)
            assert any("You drew: " in p for p in printed if p.startswith("[private"))
    assert all(seen.values()), seen


def test_the_round_digest_does_not_repeat_the_action_that_ended_the_round() -> None:
    digests = 0
    for line, printed in transcript():
        if not any("is over. What happened:" in p for p in printed):
            continue
        digests += 1
        start = next(i for i, p in enumerate(printed) if "What happened:" in p)
        events = [p.removeprefix("[public] ") for p in printed[:start] if p.startswith("[public]")]
        bullets = [p.removeprefix("- ") for p in printed[start + 1 :] if p.startswith("- ")]
        assert bullets, printed
        # the digest's last item is the turn before, not this action (its summary: its events in a row)
        assert " ".join(events) not in bullets, f"{line}: the digest repeats this action"
        ended = next(e for e in events if re.fullmatch(r"Round \d+ \((Day|Night)\) is over\.", e))
        assert not any(ended in b for b in bullets), f"{line}: {ended!r} is in the digest again"
    assert digests >= 2


def test_the_combat_summary_is_printed_whole_once_then_only_where_it_changed() -> None:
    combats, ongoing = 0, False
    for line, printed in transcript():
        heads = [p for p in printed if "**Combat**:" in p]
        if any(h.startswith("[public] ") for h in heads):  # whole, when a combat starts
            assert not ongoing, f"{line} prints the summary of an ongoing combat again:\n" + "\n".join(
                printed
            )
            combats, ongoing = combats + 1, True
        else:  # later steps: only the summary's lines that changed
            assert all(h.startswith("[public, updated] **Combat**:") for h in heads), printed
        if "[public] The combat is over." in printed:
            ongoing = False
    assert combats >= 3
    # a step that changes only one line of the summary prints only that line
    blocked = next(
        printed for line, printed in transcript() if "/mk block" in line and "blocked" in "".join(printed)
    )
    assert not any("**Combat**" in p for p in blocked)  # still the Block phase: the head is unchanged
    assert any(p.startswith("[public, updated] • e1 ") and "blocked" in p for p in blocked)


# ------------------------------------------------------------------------------------ "You can" lists
def _card(card: str, **options: str) -> Control:
    return Control(f"{card} {options}", "mk play", {"card": card, **options}, card, card.title())


def many_controls() -> list[Control]:
    """A hand with many ways: Mana Pull's 16 colour pairs, nine cards of four modes, single actions,
    ending the turn by discarding one of several cards."""
    colours = ("red", "blue", "green", "white")
    out = [_card("mana_pull", mode="basic")]
    out += [_card("mana_pull", mode="powered", colours=f"{a},{b}") for a in colours for b in colours]
    for n in range(9):
        for mode in ("basic", "powered", "sideways/move", "sideways/influence"):
            out.append(_card(f"card{n}", mode=mode))
    out += [Control("Rest", "mk rest", {"discard": f"card{n}"}, "rest", "Rest") for n in range(9)]
    out.append(Control("Interact", "mk interact", {}, "interact", "Interact"))
    out += [Control("End", "mk end-turn", {"discard": f"card{n}"}, END_TURN, "End turn") for n in range(3)]
    out.append(Control("Explore", "mk explore", {"hex": "3,-2"}, "explore", "Explore"))
    return out


def test_usage_folds_a_group_into_one_line() -> None:
    groups = grouped(many_controls())
    assert list(groups)[-1] == END_TURN  # listed last wherever the game put it
    pull = usage(groups["mana_pull"])
    assert pull == [
        "/mk play card:mana_pull mode:<basic|powered> [colours:<red,red|red,blue|red,green|red,white"
        "|blue,red|blue,blue|blue,green|blue,white|… +8>]"
    ]
    assert MAX_VALUES == 8
    assert usage(groups["card0"]) == [
        "/mk play card:card0 mode:<basic|powered|sideways/move|sideways/influence>"
    ]
    assert usage(groups["interact"]) == ["/mk interact"]
    assert usage(groups[END_TURN]) == ["/mk end-turn discard:<card0|card1|card2>"]


def test_pages_keep_everything() -> None:
    items = [f"item{n:02d}" * 3 for n in range(40)]
    pages = paged(items, 100)
    assert all(len(p) <= 100 for p in pages) and len(pages) > 1
    assert " | ".join(pages).split(" | ") == items
    assert paged(["x" * 150, "y"], 100) == ["x" * 150, "y"]  # a long item gets a page of its own


def test_menu_entries_and_pages() -> None:
    groups = grouped(many_controls())
    listed = entries(groups, list(groups), 10)
    pull = [e for e in listed if e.group == "mana_pull"]
    assert [(e.value, e.page, e.pages, len(e.controls)) for e in pull] == [
        ("mana_pull~1", 1, 2, 10),
        ("mana_pull~2", 2, 2, 7),
    ]
    assert entry_group("mana_pull~2") == ("mana_pull", 2)
    assert entry_group("@3") == ("", 3) and entry_group("card1") == ("card1", 1)
    shown, pages, following = menu_page(listed, 1, 5)
    assert len(shown) == 4 and following == 2 and pages == -(-len(listed) // 4)
    last, _, back = menu_page(listed, pages, 5)
    assert back == 1 and last[-1].group == END_TURN
    everything = [e for p in range(1, pages + 1) for e in menu_page(listed, p, 5)[0]]
    assert everything == listed


async def test_the_console_pages_a_long_you_can_list_and_ends_with_ending_the_turn(tmp_path: Path) -> None:
    store = await Store.open(str(tmp_path / "c.sqlite3"))
    try:
        out = io.StringIO()
        console = Console(GameService(store), tmp_path / "maps", out, ConsoleClock(1_700_000_000.0))
        controls = many_controls()
        console.show("alice", Reply(controls=controls))
    finally:
        await store.close()
    lines = out.getvalue().splitlines()
    assert len(lines) > 1 and all(line.startswith("[private to alice] You can (") for line in lines)
    assert [re.search(r"\((\d+)/(\d+)\)", line).groups() for line in lines] == [  # type: ignore[union-attr]
        (str(n), str(len(lines))) for n in range(1, len(lines) + 1)
    ]
    assert all(len(line) <= CAN_BUDGET + 40 for line in lines)
    text = "\n".join(lines)
    assert " | ..." not in text
    for n in range(9):  # every card is there, each as one usage
        assert text.count(f"/mk play card:card{n} ") == 1
    assert lines[-1].endswith("/mk end-turn discard:<card0|card1|card2>")
    assert "/mk explore hex:3,-2" in text and "/mk interact" in text
