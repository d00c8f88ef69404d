"""Pillow renderers: pure functions from a public view (a plain dict) to an image.

``render_map(view, fmt="PNG" | "JPEG" | "WEBP", max_width=1600) -> bytes`` and
``render_map_image(view) -> PIL.Image.Image`` draw a Mage Knight map view::

    {"title": str, "night": bool,
     "hexes": [{"q", "r", "tile", "terrain", "site", "mine_colours", "city_colour", "owner",
                "enemies": [{"colour", "face_up", "name"?, "armor"?, "attack"?}], "rampaging", "heroes"}],
     "slots": [{"centre": [q, r], "label": str, "explorable": bool}],
     "heroes": {hero_id: {"colour": "#rrggbb", "label": str}},
     "highlight": [[q, r], ...]}

Every key but ``q``/``r`` of a hex is optional. Output is deterministic for the same input. Rendering is
CPU work: call it off the event loop (``asyncio.to_thread``).
"""

from bot.render.hexmap import render_map, render_map_image

__all__ = ["render_map", "render_map_image"]
