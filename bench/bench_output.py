"""Benchmark: how much a player reads per command (issue 13, "less noise"). Plays the scripted 2-player
Full Conquest (tests/fixtures/conquest_full_2p.txt) through the offline console for its first three
rounds and prints, per command, the lines and characters the console printed (public and private), and
the public lines per command (new ones and updates of a live block such as the combat summary, which
Discord edits in place).

Run: .venv/bin/python bench/bench_output.py [rounds] [--lang cs]   (prints its figures; asserts nothing)
"""

from __future__ import annotations

import asyncio
import io
import statistics
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from bot.console import CHANNEL, Console, ConsoleClock
from bot.service import GameService
from bot.store import Store

SCRIPT = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "conquest_full_2p.txt"


async def measure(rounds: int) -> dict[str, list[tuple[int, int, int]]]:
    """Per command name: (lines, characters, public lines) of each time it was typed."""
    text = SCRIPT.read_text(encoding="utf-8")
    seed = next(line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("# seed:"))
    per: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "b.sqlite3"))
        try:
            service = GameService(store, seed_factory=lambda: seed)
            out = io.StringIO()
            console = Console(service, Path(tmp) / "maps", out, ConsoleClock(1_700_000_000.0))
            for line in text.splitlines():
                if not line.strip() or line.startswith("#"):
                    continue
                start = out.tell()
                await console.run_line(line)
                printed = out.getvalue()[start:].splitlines()
                words = line.split(":", 1)[1].split()
                name = " ".join(w for w in words[:2] if ":" not in w)
                per[name].append(
                    (
                        len(printed),
                        sum(len(p) for p in printed),
                        sum(p.startswith("[public") for p in printed),  # with "[public, updated]"
                    )
                )
                if await past(service, rounds):
                    break
        finally:
            await store.close()
    return per


async def past(service: GameService, rounds: int) -> bool:
    """Whether the game has gone past round ``rounds`` (or ended)."""
    try:
        loaded = await service.load(CHANNEL, any_status=True)
    except Exception:  # no game yet (the lobby)
        return False
    now = loaded.rules.round_of(loaded.state)
    return loaded.game.status != "active" or (now is not None and now > rounds)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 3
    per = asyncio.run(measure(rounds))
    every = [x for runs in per.values() for x in runs]
    print(f"first {rounds} rounds of {SCRIPT.name}: {len(every)} commands")
    print(f"{'command':<16}{'count':>6}{'lines avg':>11}{'lines max':>11}{'chars avg':>11}{'public avg':>12}")
    for name, runs in sorted(per.items(), key=lambda kv: -len(kv[1])):
        lines = [r[0] for r in runs]
        print(
            f"{name:<16}{len(runs):>6}{statistics.mean(lines):>11.1f}{max(lines):>11}"
            f"{statistics.mean(r[1] for r in runs):>11.0f}{statistics.mean(r[2] for r in runs):>12.1f}"
        )
    lines = [r[0] for r in every]
    print(
        f"{'all':<16}{len(every):>6}{statistics.mean(lines):>11.1f}{max(lines):>11}"
        f"{statistics.mean(r[1] for r in every):>11.0f}{statistics.mean(r[2] for r in every):>12.1f}"
    )
    print(f"total lines {sum(lines)}, total characters {sum(r[1] for r in every)}")


if __name__ == "__main__":
    main()
