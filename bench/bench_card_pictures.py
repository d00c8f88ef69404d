"""Benchmark Mage Knight's card pictures: a hand of 9 cards (7 different, a Spell, an Artifact, Wounds) and
the offers panel (Source, Unit offer, Advanced Action and Spell offers), in English and Czech.

"cold" clears every cache (faces, laid-out text, card tiles, word widths, fonts): the first picture after a
start. "warm" draws the same picture again (the card tiles are kept). "one card new" is a hand after a
card was played and one drawn: the usual picture after a click in the hand controls.

Run: ``.venv/bin/python bench/bench_card_pictures.py`` (prints median ms and bytes, writes samples to
/tmp/hand_sample_<lang>.png and /tmp/offers_sample_<lang>.png).
"""

from __future__ import annotations

import functools
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.mageknight import cardview  # noqa: E402
from bot.games.mageknight import game as mk  # noqa: E402
from bot.games.mageknight.data import load  # noqa: E402
from bot.games.mageknight.render import cards as pic  # noqa: E402
from bot.games.mageknight.setup import Seat  # noqa: E402
from bot.games.mageknight.state import GameState  # noqa: E402
from bot.render import pieces  # noqa: E402

HAND = ["march", "rage", "rage", "swiftness", "wound", "wound", "fireball", "blood_rage", "sword_of_justice"]


def clear_caches() -> None:
    for fn in (
        cardview.card_face,
        cardview.unit_face,
        pic.card_tile,
        pic._fitted,
        pic._word_length,
        pieces.font,
        pieces.fit_font,
    ):
        fn.cache_clear()


def state() -> GameState:
    data = load()
    s = mk.new_game(
        "full_conquest", [Seat(1, "Alice", "tovak"), Seat(2, "Bob", "goldyx")], "bench", data
    ).state
    s.players[0].hand = list(HAND)
    s.source[0].taken_by = 0
    return s


def timed(draw: Callable[[], bytes], runs: int, cold: bool) -> tuple[list[float], bytes]:
    times: list[float] = []
    out = b""
    for _ in range(runs):
        if cold:
            clear_caches()
        t = time.perf_counter()
        out = draw()
        times.append((time.perf_counter() - t) * 1000)
    return times, out


def main() -> None:
    s = state()
    for lang in ("en", "cs"):
        drawings = {"hand": cardview.hand_drawing(s, 0), "offers": cardview.offers_drawing(s)}
        for name, drawing in drawings.items():
            draw = functools.partial(drawing, lang)
            cold, _ = timed(draw, 5, cold=True)
            warm, data = timed(draw, 15, cold=False)
            print(
                f"{lang} {name:6s} cold median {statistics.median(cold):6.1f} ms"
                f" | warm median {statistics.median(warm):6.1f} ms (min {min(warm):5.1f})"
                f" | {len(data):7d} bytes"
            )
            Path(f"/tmp/{name}_sample_{lang}.png").write_bytes(data)
        changed: list[float] = []
        for card in ("stamina", "tranquility", "promise", "threaten", "crystallize"):
            s.players[0].hand = [*HAND[1:], card]
            played = cardview.hand_drawing(s, 0)
            t = time.perf_counter()
            played(lang)
            changed.append((time.perf_counter() - t) * 1000)
        s.players[0].hand = list(HAND)
        print(f"{lang} hand, one card new: median {statistics.median(changed):6.1f} ms")
    print("wrote /tmp/hand_sample_{en,cs}.png and /tmp/offers_sample_{en,cs}.png")


if __name__ == "__main__":
    main()
