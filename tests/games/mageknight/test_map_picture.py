"""Mage Knight's map picture (bot/games/mageknight/render on the shared canvas of bot/render)."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat

from bot.engine.hexes import DIRECTIONS, tile_centre, tile_hexes, to_pixel
from bot.games.mageknight.render import MAGE_KNIGHT, render_map, render_map_image
from bot.games.mageknight.render.icons import SITE_ORDER, TERRAIN_COLOURS, draw_site
from bot.render import hexmap
from bot.render.pieces import token_label

HEROES = {
    "arythea": {"colour": "#c0392b", "label": "Alice (Arythea)"},
    "tovak": {"colour": "#2e86de", "label": "Bob (Tovak)"},
    "norowas": {"colour": "#27ae60", "label": "Cecilia (Norowas)"},
    "goldyx": {"colour": "#f1c40f", "label": "Dan (Goldyx)"},
}
TERRAINS = list(TERRAIN_COLOURS)
SITES = list(SITE_ORDER)


def _hex(q: int, r: int, terrain: str = "plains", site: str | None = None, **extra: Any) -> dict[str, Any]:
    h: dict[str, Any] = {
        "q": q,
        "r": r,
        "tile": "S",
        "terrain": terrain,
        "site": site,
        "mine_colours": [],
        "city_colour": None,
        "owner": None,
        "enemies": [],
        "rampaging": False,
        "heroes": [],
    }
    h.update(extra)
    return h


def small_view() -> dict[str, Any]:
    hexes = [_hex(q, r, TERRAINS[i % 6]) for i, (q, r) in enumerate(tile_hexes((0, 0)))]
    hexes[0]["site"] = "portal"
    hexes[0]["heroes"] = ["arythea"]
    hexes[1].update(site="keep", enemies=[{"colour": "grey", "face_up": False}], owner="arythea")
    hexes[2]["enemies"] = [
        {"colour": "green", "face_up": True, "name": "Prowlers", "armor": 3, "attack": "4"}
    ]
    hexes[2]["rampaging"] = True
    return {
        "title": "Round 1 · Day · Alice to play",
        "night": False,
        "hexes": hexes,
        "slots": [{"centre": list(tile_centre((1, 0))), "label": "1,-3", "explorable": True}],
        "heroes": {"arythea": HEROES["arythea"]},
        "highlight": [[1, -1]],
    }


def big_view(tiles: int = 15, seed: int = 3) -> dict[str, Any]:
    """``tiles`` tiles on a wedge with random terrain, sites, tokens and 4 heroes."""
    rng = random.Random(seed)
    addrs = [(a, b) for s in range(6) for a in range(s + 1) for b in [s - a]][:tiles]
    hexes = []
    for i, addr in enumerate(addrs):
        for q, r in tile_hexes(addr):
            site = rng.choice(SITES) if rng.random() < 0.4 else None
            enemies = [
                {"colour": rng.choice(["green", "grey", "brown", "violet", "red", "white"]), "face_up": False}
                for _ in range(rng.randint(0, 2))
            ]
            hexes.append(
                _hex(q, r, rng.choice(TERRAINS), site, tile=str(i), enemies=enemies, city_colour="blue")
            )
    for hero in HEROES:
        rng.choice(hexes)["heroes"].append(hero)
    return {
        "title": "Big map",
        "night": False,
        "hexes": hexes,
        "slots": [],
        "heroes": HEROES,
        "highlight": [],
    }


def decode(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def hex_crop(view: dict[str, Any], img: Image.Image, q: int, r: int, frac: float = 0.5) -> Image.Image:
    """The square around hex (q, r)'s centre, ``frac`` hex radii each side."""
    coords = [(h["q"], h["r"]) for h in view["hexes"]]
    for slot in view.get("slots") or []:
        c = slot["centre"]
        coords += [(c[0] + dq, c[1] + dr) for dq, dr in [(0, 0), *DIRECTIONS]]
    layout = hexmap.plan_layout(coords, 1600)
    x, y = to_pixel((q, r), layout.R)
    x, y = x + layout.ox, y + layout.oy
    k = layout.R * frac
    return img.crop((round(x - k), round(y - k), round(x + k), round(y + k))).convert("RGB")


def mean_diff(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB"))).mean) / 3


def test_small_map_renders_in_every_format() -> None:
    view = small_view()
    for fmt in ("PNG", "JPEG", "WEBP"):
        img = decode(render_map(view, fmt=fmt))
        assert img.format == fmt
        assert 500 <= img.width <= 1600
        assert 300 <= img.height <= 1600


def test_big_map_fits_width_and_size_budget() -> None:
    view = big_view()
    assert len(view["hexes"]) == 105
    for fmt in ("PNG", "JPEG"):
        data = render_map(view, fmt=fmt)
        assert len(data) < 1_500_000
        img = decode(data)
        assert img.width <= 1600
        assert img.height > 600


def test_max_width_downscales() -> None:
    img = decode(render_map(big_view(), fmt="JPEG", max_width=500))
    assert img.width == 500


def test_unknown_format_is_rejected() -> None:
    with pytest.raises(ValueError, match="format"):
        render_map(small_view(), fmt="BMP")


def test_same_input_same_bytes_even_with_cold_caches_and_shuffled_hexes() -> None:
    view = big_view(6)
    first = render_map(view, fmt="PNG")
    hexmap.clear_caches()
    shuffled = dict(view, hexes=random.Random(1).sample(view["hexes"], len(view["hexes"])))
    assert render_map(shuffled, fmt="PNG") == first
    assert render_map(view, fmt="PNG") == first


def test_face_down_token_never_shows_its_name() -> None:
    assert token_label({"colour": "grey", "face_up": False, "name": "SECRETNAME", "armor": 7}) == ["?"]
    assert token_label(
        {"colour": "grey", "face_up": True, "name": "Guardsmen", "armor": 7, "attack": "3"}
    ) == [
        "Guard.",
        "7/3",
    ]
    hidden = small_view()
    plain = small_view()
    hidden["hexes"][1]["enemies"] = [{"colour": "grey", "face_up": False, "name": "SECRETNAME", "armor": 9}]
    plain["hexes"][1]["enemies"] = [{"colour": "grey", "face_up": False}]
    assert render_map_image(hidden).tobytes() == render_map_image(plain).tobytes()
    # ...while a face-up token's name does change the picture (so the check above can fail).
    shown = small_view()
    shown["hexes"][1]["enemies"] = [{"colour": "grey", "face_up": True, "name": "SECRETNAME", "armor": 9}]
    assert render_map_image(shown).tobytes() != render_map_image(plain).tobytes()


def test_every_site_has_its_own_visible_icon() -> None:
    crops: dict[str, Image.Image] = {}
    for site in SITES:
        img = Image.new("RGB", (80, 80), (168, 210, 108))
        draw_site(ImageDraw.Draw(img), site, 40, 40, 30, {"mine_colours": ["red"], "city_colour": "green"})
        changed = ImageChops.difference(img, Image.new("RGB", img.size, (168, 210, 108))).convert("L")
        assert sum(changed.histogram()[21:]) > 300, site
        crops[site] = img
    for i, a in enumerate(SITES):
        for b in SITES[i + 1 :]:
            assert mean_diff(crops[a], crops[b]) > 3, (a, b)


def test_every_site_and_terrain_renders_on_the_map() -> None:
    base = {"title": "t", "hexes": [_hex(0, 0)], "heroes": {}}
    empty = hex_crop(base, render_map_image(base), 0, 0)
    for site in SITES:
        view = dict(base, hexes=[_hex(0, 0, site=site, mine_colours=["blue", "white"], city_colour="red")])
        assert mean_diff(hex_crop(view, render_map_image(view), 0, 0), empty) > 5, site
    terrain_crops = {}
    for terrain in TERRAINS:
        view = dict(base, hexes=[_hex(0, 0, terrain)])
        terrain_crops[terrain] = hex_crop(view, render_map_image(view), 0, 0, 0.8)
    for i, a in enumerate(TERRAINS):
        for b in TERRAINS[i + 1 :]:
            assert mean_diff(terrain_crops[a], terrain_crops[b]) > 8, (a, b)


def test_pieces_and_marks_are_drawn_on_their_hex() -> None:
    view = small_view()
    bare = small_view()
    for h in bare["hexes"]:
        h.update(enemies=[], heroes=[], owner=None, rampaging=False)
    bare["highlight"] = []
    full, empty = render_map_image(view), render_map_image(bare)
    for q, r in [(0, 0), (1, -1), (1, 0)]:  # hero, keep with token+shield, rampaging token
        assert mean_diff(hex_crop(view, full, q, r, 0.8), hex_crop(view, empty, q, r, 0.8)) > 3, (q, r)
    assert mean_diff(hex_crop(view, full, 0, 1, 0.4), hex_crop(view, empty, 0, 1, 0.4)) == 0


def test_night_is_darker() -> None:
    day = small_view()
    night = dict(day, night=True)
    bright = ImageStat.Stat(render_map_image(day).convert("L")).mean[0]
    dark = ImageStat.Stat(render_map_image(night).convert("L")).mean[0]
    assert dark < bright - 5


def test_legend_lists_only_what_is_on_the_map() -> None:
    view = small_view()
    spec = hexmap._legend_spec(view, view["hexes"], True, MAGE_KNIGHT)
    assert spec.sites == (("portal", "Portal"), ("keep", "Keep"))
    named = hexmap._legend_spec(
        {**view, "names": {"sites": {"keep": "Burg"}}}, view["hexes"], True, MAGE_KNIGHT
    )
    assert named.sites == (("portal", "Portal"), ("keep", "Burg")), (
        "names shown come from the view (game data)"
    )
    assert spec.enemies == ("green", "grey")
    assert [h[2] for h in spec.heroes] == ["Alice (Arythea)"]
    assert set(spec.marks) == {"highlight", "rampaging", "slot", "owner"}


def test_empty_view_still_renders() -> None:
    img = decode(render_map({"title": "Nothing yet"}))
    assert img.width > 100


# 16x12 greyscale thumbnail of small_view(); regenerate with `.venv/bin/python -m tests.render.test_hexmap`.
GOLDEN = (
    "49 54 49 51 56 55 45 37 37 37 37 37 37 37 37 37 69 71 71 72 71 72 70 69 103 203 226 226 226 226 "
    "226 178 69 72 69 69 69 69 72 69 104 208 234 241 241 241 241 188 72 70 69 70 70 69 71 71 103 196 "
    "224 241 241 241 241 188 72 70 69 75 72 69 71 71 104 208 229 241 241 241 241 188 69 72 69 69 69 "
    "69 72 69 104 203 236 241 241 241 241 188 69 70 82 115 112 111 105 74 105 200 217 241 241 241 241 "
    "188 69 69 97 184 177 152 144 80 105 201 221 220 236 241 241 188 69 79 97 123 132 153 92 86 105 "
    "196 231 236 241 241 241 188 69 75 104 114 153 151 89 90 105 214 229 232 230 239 241 188 69 69 "
    "107 205 196 122 121 73 106 225 218 221 238 241 241 188 69 69 72 123 99 83 85 69 93 167 169 168 "
    "179 179 179 145 "
)


def signature(view: dict[str, Any]) -> list[int]:
    return list(render_map_image(view).convert("L").resize((16, 12), Image.Resampling.BOX).tobytes())


def test_golden_thumbnail_within_tolerance() -> None:
    got = signature(small_view())
    want = [int(v) for v in GOLDEN.split()]
    assert len(got) == len(want)
    assert sum(abs(a - b) for a, b in zip(got, want, strict=True)) / len(got) < 4.0


if __name__ == "__main__":  # regenerate GOLDEN after an intended change of the look
    print(" ".join(map(str, signature(small_view()))))
