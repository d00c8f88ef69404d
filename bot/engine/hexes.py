"""Axial hex coordinates (pointy-top) and the 7-hex tile lattice.

A hex is ``(q, r)``; the third cube coordinate is ``-q - r``. Pointy-top layout: ``r`` grows
downwards on the picture, ``q`` grows to the right.

Mage Knight tiles are 7-hex "flowers": a centre hex and its six neighbours. Tile centres sit on
a lattice spanned by ``TILE_U`` and ``TILE_V`` (60 degrees apart); a tile's *lattice address*
``(a, b)`` has its centre at ``a * TILE_U + b * TILE_V``. The start tile is at ``(0, 0)``; a wedge
map grows into ``a >= 0, b >= 0``.

>>> neighbours((0, 0))[0]
(1, -1)
>>> distance((0, 0), (2, -1))
2
>>> tile_centre((1, 0))
(1, -3)
>>> tile_of((1, -2))
(1, 0)
>>> format_hex((3, -1))
'3,-1'
>>> parse_hex(' 3 , -1 ')
(3, -1)
"""

from __future__ import annotations

import math

Hex = tuple[int, int]
Lattice = tuple[int, int]

#: Neighbour directions in clockwise order starting at north-east (pointy-top).
DIRECTIONS: tuple[Hex, ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
#: The names of those directions, in the same order, as the component data uses them.
DIRECTION_NAMES: tuple[str, ...] = ("NE", "E", "SE", "SW", "W", "NW")

#: Tile lattice basis vectors (both distance 3 from the origin, 60 degrees apart).
TILE_U: Hex = (1, -3)
TILE_V: Hex = (3, -2)
#: The six lattice neighbours of a tile address.
TILE_NEIGHBOURS: tuple[Lattice, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def neighbours(h: Hex) -> list[Hex]:
    """The six adjacent hexes, clockwise from north-east."""
    return [add(h, d) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def are_adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


def tile_centre(addr: Lattice) -> Hex:
    a, b = addr
    return (a * TILE_U[0] + b * TILE_V[0], a * TILE_U[1] + b * TILE_V[1])


def tile_hexes(addr: Lattice) -> list[Hex]:
    """The seven hexes of the tile at ``addr``: centre first, then NE, E, SE, SW, W, NW."""
    c = tile_centre(addr)
    return [c, *neighbours(c)]


def tile_neighbours(addr: Lattice) -> list[Lattice]:
    return [(addr[0] + da, addr[1] + db) for da, db in TILE_NEIGHBOURS]


def tile_of(h: Hex) -> Lattice:
    """The lattice address of the tile slot that contains hex ``h``."""
    # Solve h = a*U + b*V in reals, then check the nearby lattice points.
    q, r = h
    det = TILE_U[0] * TILE_V[1] - TILE_V[0] * TILE_U[1]
    fa = (q * TILE_V[1] - TILE_V[0] * r) / det
    fb = (TILE_U[0] * r - q * TILE_U[1]) / det
    best: Lattice | None = None
    for a in range(math.floor(fa) - 1, math.floor(fa) + 3):
        for b in range(math.floor(fb) - 1, math.floor(fb) + 3):
            if distance(tile_centre((a, b)), h) <= 1:
                best = (a, b)
    assert best is not None, h
    return best


def format_hex(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


def parse_hex(text: str) -> Hex:
    """Parse ``"q,r"`` (spaces allowed, also ``q r`` or ``(q, r)``). Raises ValueError."""
    cleaned = text.strip().strip("()[]").replace(" ", ",")
    parts = [p for p in cleaned.split(",") if p]
    if len(parts) != 2:
        raise ValueError(f"'{text}' is not a hex; write it as q,r (for example 3,-1)")
    try:
        return (int(parts[0]), int(parts[1]))
    except ValueError:
        raise ValueError(f"'{text}' is not a hex; write it as q,r (for example 3,-1)") from None


def to_pixel(h: Hex, size: float) -> tuple[float, float]:
    """Centre of hex ``h`` in pixels for a pointy-top layout with corner radius ``size``."""
    q, r = h
    return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)


def corners(centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex around a pixel centre."""
    cx, cy = centre
    return [
        (cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]
