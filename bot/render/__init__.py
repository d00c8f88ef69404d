"""Drawing pieces the games share, and the hex-map canvas they draw their maps on.

``hexmap.render_map(view, style, fmt="PNG" | "JPEG" | "WEBP", max_width=1600) -> bytes`` and
``hexmap.render_map_image(view, style) -> PIL.Image.Image`` draw a map view of 7-hex tiles in a game's
:class:`~bot.render.style.MapStyle` (terrain colours and decorations, site icons, token backs)::

    {"title": str, "night": bool,
     "hexes": [{"q", "r", "tile", "terrain", "site", "site_info": {str: str | int}, "mine_colours",
                "city_colour", "owner" | "owners": [id, ...], "visited": bool,
                "enemies": [{"colour", "face_up", "name"?, "armor"?, "attack"?}], "rampaging", "heroes"}],
     "slots": [{"centre": [q, r], "label": str, "explorable": bool}],
     "heroes": {hero_id: {"colour": "#rrggbb", "label": str, "letter"?: str}},
     "owners": {owner_id: "#rrggbb"},
     "highlight": [[q, r], ...]}

Every key but ``q``/``r`` of a hex is optional. ``site_info`` is handed to the style's ``draw_site`` (e.g.
a difficulty numeral); an owner is coloured from ``owners``, else from ``heroes``; ``visited`` puts a
black cube on the hex. Output is deterministic for the same input. Rendering is
CPU work: call it off the event loop (``asyncio.to_thread``). Nothing here knows a particular game:
Mage Knight's style lives in ``bot/games/mageknight/render``.
"""
