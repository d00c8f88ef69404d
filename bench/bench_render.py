"""Benchmark the map renderer: a 15-tile map (105 hexes) with tokens and 4 heroes.

Run: ``.venv/bin/python bench/bench_render.py`` (prints median ms and bytes per format, cold and warm,
and writes a sample to /tmp/map_sample.png).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.hexes import format_hex, tile_centre, tile_hexes, tile_neighbours  # noqa: E402
from bot.games.mageknight.render import render_map, render_map_image  # noqa: E402
from bot.games.mageknight.render.icons import SITE_ORDER, TERRAIN_COLOURS  # noqa: E402
from bot.render import hexmap  # noqa: E402

HEROES = {
    "arythea": {"colour": "#c0392b", "label": "Alice (Arythea)"},
    "tovak": {"colour": "#2e86de", "label": "Bob (Tovak)"},
    "norowas": {"colour": "#27ae60", "label": "Cecilia (Norowas)"},
    "goldyx": {"colour": "#f1c40f", "label": "Dan (Goldyx)"},
}
NAMES = [
    "Prowlers",
    "Diggers",
    "Cursed Hags",
    "Wolf Riders",
    "Ironclads",
    "Golems",
    "Illusionists",
    "Swamp Dragon",
]
COLOURS = ["green", "grey", "brown", "violet", "red", "white"]


def make_view(tiles: int = 15, seed: int = 7) -> dict[str, Any]:
    """A random but deterministic map view with ``tiles`` revealed tiles on a wedge."""
    rng = random.Random(seed)
    order: list[tuple[int, int]] = [(0, 0)]
    frontier = [(0, 0)]
    while len(order) < tiles:
        base = frontier[rng.randrange(len(frontier))]
        options = [a for a in tile_neighbours(base) if a[0] >= 0 and a[1] >= 0 and a not in order]
        if not options:
            frontier.remove(base)
            continue
        nxt = rng.choice(options)
        order.append(nxt)
        frontier.append(nxt)
    hexes: list[dict[str, Any]] = []
    sites = list(SITE_ORDER)
    terrains = list(TERRAIN_COLOURS)
    for i, addr in enumerate(order):
        for j, (q, r) in enumerate(tile_hexes(addr)):
            site = "portal" if (i, j) == (0, 0) else (rng.choice(sites) if rng.random() < 0.35 else None)
            enemies = []
            if site in ("keep", "mage_tower", "city", "dungeon", "monster_den") or rng.random() < 0.08:
                for _ in range(rng.randint(1, 3)):
                    up = rng.random() < 0.5
                    tok: dict[str, Any] = {"colour": rng.choice(COLOURS), "face_up": up}
                    if up:
                        tok.update(
                            name=rng.choice(NAMES), armor=rng.randint(2, 8), attack=str(rng.randint(2, 9))
                        )
                    enemies.append(tok)
            hexes.append(
                {
                    "q": q,
                    "r": r,
                    "tile": "S" if i == 0 else str(i),
                    "terrain": rng.choice(terrains) if site is None else rng.choice(terrains[:6]),
                    "site": site,
                    "mine_colours": rng.sample(["red", "blue", "green", "white"], 2)
                    if site in ("crystal_mine", "deep_mine")
                    else [],
                    "city_colour": rng.choice(["red", "blue", "green", "white"]) if site == "city" else None,
                    "owner": rng.choice(list(HEROES))
                    if site in ("keep", "mage_tower") and rng.random() < 0.5
                    else None,
                    "enemies": enemies,
                    "rampaging": bool(enemies) and site is None and rng.random() < 0.5,
                    "heroes": [],
                }
            )
    for hero in HEROES:
        rng.choice(hexes)["heroes"].append(hero)
    hexes[1]["heroes"] = [*hexes[1]["heroes"], "arythea", "tovak"]
    taken = set(order)
    slots: list[dict[str, Any]] = []
    for addr in order:
        for a in tile_neighbours(addr):
            if a not in taken and a[0] >= 0 and a[1] >= 0:
                taken.add(a)
                c = tile_centre(a)
                slots.append({"centre": list(c), "label": format_hex(c), "explorable": len(slots) % 2 == 0})
    hero_hex = next(h for h in hexes if h["heroes"])
    return {
        "title": "Round 2 · Night · Alice to play",
        "night": False,
        "hexes": hexes,
        "slots": slots[:4],
        "heroes": HEROES,
        "highlight": [[hero_hex["q"] + 1, hero_hex["r"]], [hero_hex["q"], hero_hex["r"] + 1]],
    }


def clear_caches() -> None:
    for fn in (hexmap.tile_layer, hexmap.piece_layer, hexmap.sea_layer, hexmap.legend_image):
        fn.cache_clear()


def main() -> None:
    view = make_view()
    print(
        f"view: {len(view['hexes'])} hexes, {sum(len(h['enemies']) for h in view['hexes'])} tokens, 4 heroes"
    )
    for fmt in ("PNG", "JPEG", "WEBP"):
        cold: list[float] = []
        for _ in range(5):
            clear_caches()
            t = time.perf_counter()
            render_map(view, fmt=fmt)
            cold.append((time.perf_counter() - t) * 1000)
        warm: list[float] = []
        data = b""
        for _ in range(20):
            t = time.perf_counter()
            data = render_map(view, fmt=fmt)
            warm.append((time.perf_counter() - t) * 1000)
        print(
            f"{fmt:5s} warm median {statistics.median(warm):6.1f} ms (min {min(warm):6.1f})"
            f" | cold median {statistics.median(cold):6.1f} ms (min {min(cold):6.1f}) | {len(data):8d} bytes"
        )
    t = time.perf_counter()
    for _ in range(20):
        img = render_map_image(view)
    print(f"image only (warm, no encoding): {(time.perf_counter() - t) * 50:.1f} ms; size {img.size}")
    Path("/tmp/map_sample.png").write_bytes(render_map(view, fmt="PNG"))
    night = dict(view, night=True)
    Path("/tmp/map_sample_night.jpg").write_bytes(render_map(night, fmt="JPEG"))
    print("wrote /tmp/map_sample.png and /tmp/map_sample_night.jpg")


if __name__ == "__main__":
    main()
