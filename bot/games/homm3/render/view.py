"""What the adventure-map picture needs to know: a small, plain, public "map view".

The game state produces one of these in a few lines and :func:`bot.games.homm3.render.adventure.render_map`
draws it; the picture reads everything printed on a tile (its terrain and 7 fields: locations, difficulty
numerals, dice, mines' resources, towns' factions) from ``data/homm3/tiles.toml``, so the view carries
only where the tiles lie and what is on them now::

    MapView(
        tiles=(PlacedTile((0, 0), "S3", rotation=2), PlacedTile((1, 0), "F4")),
        hidden=(HiddenTile((1, 1), "near"),),                  # face-down: only the back is public
        fields={(1, -3): FieldMarks(owners=("castle",)),       # a faction cube on a mine
                (2, -3): FieldMarks(visited=True)},            # a black cube
        heroes=(HeroPiece("catherine", "castle", at=(0, 0), player="Alice"),),
        title="Round 3 · Alice to play",
    )

Where things are:

- A tile lies at a *lattice address* ``(a, b)`` of the shared hex lattice (:mod:`bot.engine.hexes`, the same
  as Mage Knight's): its centre field is the hex ``tile_centre((a, b))``.
- A tile's ``fields[0]`` is its centre; ``fields[1..6]`` go round it clockwise starting north-east (the
  first ring position clockwise from the top of a pointy-top hex). ``rotation`` turns the tile clockwise
  by that many sixths: field ``i >= 1`` lies in direction ``DIRECTIONS[(i - 1 + rotation) % 6]``.
  :func:`field_hexes` gives every field's hex, so the state and the picture agree.
- A field is named by its hex ``q,r`` (:func:`bot.engine.hexes.format_hex`): that is the label drawn on
  every field, so it is what players type.

Only public facts belong here: a face-down tile is its address and its kind (the back shows the kind's
numerals, never the tile), and nothing from a hand, a deck or a town board is asked for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.engine.hexes import DIRECTIONS, Hex, Lattice, add, tile_centre

#: The Roman numerals on the back of each kind of tile (rulebook §6.5).
TILE_BACKS: dict[str, str] = {"starting": "I", "far": "II-III", "near": "IV-V", "centre": "VI-VII"}


@dataclass(frozen=True)
class PlacedTile:
    """A face-up tile: its lattice address, its id in ``tiles.toml`` and its rotation (sixths, clockwise)."""

    at: Lattice
    tile: str
    rotation: int = 0


@dataclass(frozen=True)
class HiddenTile:
    """A face-down tile: where it lies and its kind (starting, far, near, centre) as its back shows."""

    at: Lattice
    kind: str


@dataclass(frozen=True)
class FieldMarks:
    """What lies on one field now: the factions whose cube marks it (a town, settlement, mine or the
    obelisk's several), and the black cube of a visited one-shot location."""

    owners: tuple[str, ...] = ()
    visited: bool = False


@dataclass(frozen=True)
class HeroPiece:
    """A hero figure on the map. ``faction`` colours it; ``player`` names whose it is in the legend."""

    hero: str  # a hero id of heroes.toml
    faction: str
    at: Hex
    player: str = ""
    secondary: bool = False


@dataclass(frozen=True)
class MapView:
    """The public picture of the adventure map (see the module's docs)."""

    tiles: tuple[PlacedTile, ...]
    hidden: tuple[HiddenTile, ...] = ()
    fields: Mapping[Hex, FieldMarks] = field(default_factory=dict)
    heroes: tuple[HeroPiece, ...] = ()
    title: str = ""
    highlight: tuple[Hex, ...] = ()  # e.g. the fields a hero may reach


def field_hexes(at: Lattice, rotation: int = 0) -> list[Hex]:
    """The hexes of a tile's 7 fields in data order (``fields[0]`` the centre) when placed at ``at``."""
    centre = tile_centre(at)
    return [centre, *[add(centre, DIRECTIONS[(i + rotation) % 6]) for i in range(6)]]
