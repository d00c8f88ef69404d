"""Benchmark HoMM3's pictures: the battlefield (a full siege), adventure maps of 6, 12 and 20 tiles, and
the map of a real game state (a random legal playout of a 3-player Clash through the plugin, to its end).

Run: ``.venv/bin/python bench/bench_homm3_render.py`` (prints warm render time, median and p95, and PNG
size; writes samples to /tmp/homm3_battlefield.png, /tmp/homm3_map_<n>.png and /tmp/homm3_map_clash.png).
Budgets (issue 11): under 100 ms warm and 1.5 MB.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_homm3 import random_step  # noqa: E402
from bot.engine.contract import PlayerSeat  # noqa: E402
from bot.engine.hexes import tile_neighbours  # noqa: E402
from bot.games.homm3.combat.state import Modifier, Side  # noqa: E402
from bot.games.homm3.data import load  # noqa: E402
from bot.games.homm3.plugin import Homm3  # noqa: E402
from bot.games.homm3.render.adventure import render_map  # noqa: E402
from bot.games.homm3.render.battlefield import render_battlefield  # noqa: E402
from bot.games.homm3.render.from_state import map_view as state_map_view  # noqa: E402
from bot.games.homm3.render.view import FieldMarks, HeroPiece, HiddenTile, MapView, PlacedTile, field_hexes  # noqa: E402
from bot.games.homm3.state import Homm3State  # noqa: E402
from tests.games.homm3.conftest import battle  # noqa: E402

RUNS = 40
PLAYOUT_SEED = 1
PLAYOUT_CAP = 3000


def siege_state():  # type: ignore[no-untyped-def]
    sides = (
        Side(0, "hero", level=3, faction="castle", cards=True, morale=1),
        Side(1, "hero", level=2, faction="dungeon", cards=True),
    )
    state = battle(
        {
            "a1": ("castle.marksmen", True),
            "b2": "castle.halberdiers",
            "c2": ("castle.griffins", True),
            "d1": "castle.archangels",
            "b1": ("castle.crusaders", True),
        },
        {
            "a5": "dungeon.evil_eyes",
            "b4": ("dungeon.minotaurs", True),
            "d4": "dungeon.harpies",
            "c5": ("dungeon.black_dragons", True),
            "d5": "dungeon.medusas",
        },
        sides=sides,
        siege=True,
        seed="bench",
    )
    state.unit("A2").damage = 1
    state.unit("A3").paralysed = True
    state.unit("D2").defending = True
    state.unit("A4").modifiers.append(Modifier("attack", 2, "round"))
    state.obstacles[1].intact = False
    return state


def map_view(n: int) -> MapView:
    """``n`` face-up tiles (every tile of the box in turn, rotated), owners, visited cubes, 4 heroes, and
    a ring of face-down tiles."""
    addrs = [(0, 0)]
    for addr in addrs:
        addrs += [a for a in tile_neighbours(addr) if a not in addrs and len(addrs) < n + 4]
    ids = sorted(load().tiles)
    tiles = tuple(PlacedTile(a, ids[i % len(ids)], i % 6) for i, a in enumerate(addrs[:n]))
    fields = {}
    for i, t in enumerate(tiles):
        hexes = field_hexes(t.at, t.rotation)
        fields[hexes[0]] = FieldMarks(owners=(("castle", "dungeon", "necropolis")[i % 3],))
        fields[hexes[2]] = FieldMarks(visited=True)
    heroes = (
        HeroPiece("catherine", "castle", field_hexes(tiles[0].at)[0], "Alice"),
        HeroPiece("rion", "castle", field_hexes(tiles[-1].at)[4], "Alice", secondary=True),
        HeroPiece("mutare", "dungeon", field_hexes(tiles[n // 2].at)[1], "Bob"),
        HeroPiece("sandro", "necropolis", field_hexes(tiles[n // 2].at)[5], "Cecilia"),
    )
    hidden = tuple(HiddenTile(a, "near") for a in addrs[n:])
    return MapView(tiles, hidden, fields, heroes, f"Round 5 · {n} tiles · Alice to play")


def clash_state(game: Homm3) -> Homm3State:
    """A random legal playout of a 3-player Clash (Border Skirmish) to its end, as bench_homm3 plays."""
    seats = [
        PlayerSeat(1, "Ann", {"faction": "castle"}),
        PlayerSeat(2, "Ben", {"faction": "dungeon"}),
        PlayerSeat(3, "Cid", {"faction": "necropolis"}),
    ]
    rnd = random.Random(PLAYOUT_SEED)
    state = game.new({"scenario": "border_skirmish", "difficulty": "normal"}, seats, "bench-map").state
    for _ in range(PLAYOUT_CAP):
        after = random_step(game, state, rnd)
        if after is None:
            break
        state = after
    return state


def measure(name: str, render: Callable[[], bytes], sample: str) -> None:
    data = render()  # cold: fills the caches
    times = []
    for _ in range(RUNS):
        t = time.perf_counter()
        data = render()
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    print(
        f"{name:22s} warm median {statistics.median(times):6.1f} ms  p95 {p95:6.1f} ms  PNG {len(data):8d} bytes"
    )
    Path(sample).write_bytes(data)


def main() -> None:
    load()  # the data load is cached; keep it out of the figures
    state = siege_state()
    measure(
        "battlefield (siege)",
        lambda: render_battlefield(state, players={0: "Alice", 1: "Bob"}),
        "/tmp/homm3_battlefield.png",
    )
    for n in (6, 12, 20):
        view = map_view(n)
        measure(f"map, {n} tiles", lambda view=view: render_map(view), f"/tmp/homm3_map_{n}.png")  # type: ignore[misc]
    game = Homm3()
    clash = clash_state(game)
    face_up = sum(1 for slot in clash.slots if slot.face_up)
    measure(
        f"map, Clash 3p ({face_up} up)",
        lambda: render_map(state_map_view(clash, game.data), game.data),  # as the /map command does
        "/tmp/homm3_map_clash.png",
    )
    print("samples: /tmp/homm3_battlefield.png, /tmp/homm3_map_{6,12,20,clash}.png")


if __name__ == "__main__":
    main()
