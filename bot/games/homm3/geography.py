"""The adventure map: tile slots on the 7-hex tile lattice of :mod:`bot.engine.hexes`, their fields,
adjacency, and where a tile may be explored or placed (§6.5, §6.6).

A field is named by its hex, ``"q,r"``. A tile's data lists its centre field first and then the ring
clockwise from the top (H-DATA-TILE-LAYOUT); on the map the ring starts at the north-east hex and a
rotation of ``n`` turns the tile ``n`` sixths clockwise (H-MAP-ROTATION).
"""

from __future__ import annotations

from bot.engine.hexes import Hex, format_hex, neighbours, parse_hex, tile_hexes, tile_neighbours
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.data.map import Field
from bot.games.homm3.state import FieldState, Homm3State, Slot


def key(h: Hex) -> str:
    return format_hex(h)


def hexes(slot: Slot) -> list[str]:
    """The seven fields of ``slot`` in the tile data's order (centre first), rotation applied."""
    flower = tile_hexes((slot.a, slot.b))
    out = [key(flower[0])]
    for k in range(6):
        out.append(key(flower[1 + (k + slot.rotation) % 6]))
    return out


def reveal(state: Homm3State, slot: Slot, data: Homm3Data) -> None:
    """Turn ``slot`` face up: its fields join the map."""
    assert slot.tile is not None
    slot.face_up = True
    for i, k in enumerate(hexes(slot)):
        state.fields[k] = FieldState(slot.tile, i)


def field_data(state: Homm3State, data: Homm3Data, k: str) -> Field:
    f = state.fields[k]
    return data.tiles[f.tile].fields[f.index]


def location(state: Homm3State, data: Homm3Data, k: str) -> str:
    return field_data(state, data, k).location


def adjacent(state: Homm3State, k: str) -> list[str]:
    """The face-up fields next to field ``k``."""
    return [key(h) for h in neighbours(parse_hex(k)) if key(h) in state.fields]


def slot_at(state: Homm3State, a: int, b: int) -> Slot | None:
    for s in state.slots:
        if (s.a, s.b) == (a, b):
            return s
    return None


def slot_name(slot: Slot) -> str:
    return f"{slot.a},{slot.b}"


def hidden_next_to(state: Homm3State, k: str) -> list[Slot]:
    """Face-down tiles with a field next to field ``k`` (explorable for 1 MP, §6.6)."""
    near = {key(h) for h in neighbours(parse_hex(k))}
    return [s for s in state.slots if not s.face_up and near & set(hexes(s))]


def placeable_next_to(state: Homm3State, k: str) -> list[tuple[int, int]]:
    """Empty lattice places for a personal far tile (§6.6): one of its fields next to the hero's
    field, and next to at least two tiles already on the table (face up or down)."""
    taken = {(s.a, s.b) for s in state.slots}
    near = {key(h) for h in neighbours(parse_hex(k))}
    out: set[tuple[int, int]] = set()
    for s in state.slots:
        for place in tile_neighbours((s.a, s.b)):
            if place in taken or place in out:
                continue
            probe = Slot(place[0], place[1], "far")
            if not near & set(hexes(probe)):
                continue
            if sum(1 for n in tile_neighbours(place) if n in taken) >= 2:
                out.add(place)
    return sorted(out)


def town_field(state: Homm3State, seat: int) -> str | None:
    """The centre of ``seat``'s starting tile (its town)."""
    for s in state.slots:
        if s.kind == "start" and s.owner == seat:
            return hexes(s)[0]
    return None
