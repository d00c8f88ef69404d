"""Benchmark loading the Mage Knight component data: cold parse (read, validate, cross-check every
file) and the cached load the engine uses.

Run: ``.venv/bin/python bench/bench_data.py`` (prints the first load in a fresh process, the median of
repeated uncached parses, the cached load, and the record counts).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

T0 = time.perf_counter()
from bot.games.mageknight import data as mkdata  # noqa: E402

IMPORT_MS = (time.perf_counter() - T0) * 1000


def main() -> None:
    t = time.perf_counter()
    first = mkdata.load()
    first_ms = (time.perf_counter() - t) * 1000
    parses = []
    for _ in range(10):
        t = time.perf_counter()
        mkdata.parse_all(mkdata.DEFAULT_DIR)
        parses.append((time.perf_counter() - t) * 1000)
    cached = []
    for _ in range(1000):
        t = time.perf_counter()
        mkdata.load()
        cached.append((time.perf_counter() - t) * 1_000_000)
    records = {
        name: len(value)
        for name, value in vars(first).items()
        if isinstance(value, dict) and value and all(isinstance(v, mkdata.Meta) for v in value.values())
    }
    print(f"import of the loader + effect vocabulary: {IMPORT_MS:.1f} ms")
    print(f"first load in this process (parse + validate): {first_ms:.1f} ms")
    print(
        f"uncached parse, 10 runs: median {statistics.median(parses):.1f} ms, "
        f"min {min(parses):.1f} ms, max {max(parses):.1f} ms"
    )
    print(f"cached load: median {statistics.median(cached):.2f} us")
    print(f"records: {sum(records.values())} ({', '.join(f'{k} {v}' for k, v in records.items())})")


if __name__ == "__main__":
    main()
