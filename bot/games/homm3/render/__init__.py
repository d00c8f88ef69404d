"""HoMM3's pictures, drawn by our own code with Pillow primitives and the shipped font.

- ``adventure``: the adventure map of a :class:`~bot.games.homm3.render.view.MapView` on the shared hex
  canvas of :mod:`bot.render` (``icons``: terrains and location icons);
- ``battlefield``: the 4 x 5 combat board of a :class:`~bot.games.homm3.combat.state.CombatState`.

Both are pure functions from public data to image bytes; render them off the event loop.
"""
