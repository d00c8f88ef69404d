"""The 4 x 5 combat board (§8.2): fields are named ``a1`` .. ``d5``.

Columns a-d run left to right as the attacker sees them; rows 1-5 run from the attacker's edge.
Rows 1 and 2 are the attacker's back and front lines, row 3 the middle, rows 4 and 5 the
defender's front and back lines (ruling H-COMBAT-BOARD). The defender sits facing the attacker, so
"from the left" is column a for the attacker and column d for the defender.

>>> adjacent("b2"), distance("a1", "c3")
(['b1', 'a2', 'c2', 'b3'], 4)
>>> line_fields(1, "back"), behind("b2", "b3")
(['d5', 'c5', 'b5', 'a5'], 'b4')
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

COLUMNS = "abcd"
ROWS = 5
FIELDS = [f"{c}{r}" for r in range(1, ROWS + 1) for c in COLUMNS]
MIDDLE_ROW = 3
ATTACKER, DEFENDER = 0, 1
_LINES = {(ATTACKER, "back"): 1, (ATTACKER, "front"): 2, (DEFENDER, "front"): 4, (DEFENDER, "back"): 5}


def xy(field: str) -> tuple[int, int]:
    return COLUMNS.index(field[0]), int(field[1:]) - 1


def name(x: int, y: int) -> str | None:
    if 0 <= x < len(COLUMNS) and 0 <= y < ROWS:
        return f"{COLUMNS[x]}{y + 1}"
    return None


def is_field(text: str) -> bool:
    return text in FIELDS


def adjacent(field: str) -> list[str]:
    """Orthogonal neighbours (never diagonal, §8.5), in a fixed order: down, left, right, up."""
    x, y = xy(field)
    out = [name(x, y - 1), name(x - 1, y), name(x + 1, y), name(x, y + 1)]
    return [f for f in out if f is not None]


def distance(a: str, b: str) -> int:
    (ax, ay), (bx, by) = xy(a), xy(b)
    return abs(ax - bx) + abs(ay - by)


def row(field: str) -> int:
    return xy(field)[1] + 1


def line_of(side: int, field: str) -> str | None:
    """'back' or 'front' when ``field`` is in that line of ``side``, else None."""
    for (s, line), r in _LINES.items():
        if s == side and row(field) == r:
            return line
    return None


def line_fields(side: int, line: str) -> list[str]:
    """The fields of one line of ``side``, from that side's left."""
    r = _LINES[(side, line)]
    cols = COLUMNS if side == ATTACKER else COLUMNS[::-1]
    return [f"{c}{r}" for c in cols]


def home_fields(side: int) -> list[str]:
    return line_fields(side, "back") + line_fields(side, "front")


def behind(origin: str, target: str) -> str | None:
    """The field beyond ``target`` on the straight line from ``origin`` (adjacent fields only)."""
    (ox, oy), (tx, ty) = xy(origin), xy(target)
    return name(2 * tx - ox, 2 * ty - oy)


def reachable(start: str, steps: int, passable: Callable[[str], bool]) -> dict[str, int]:
    """Fields reachable in at most ``steps`` orthogonal steps through passable fields, with the
    number of steps (the start itself excluded)."""
    seen = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if seen[here] == steps:
            continue
        for nxt in adjacent(here):
            if nxt not in seen and passable(nxt):
                seen[nxt] = seen[here] + 1
                todo.append(nxt)
    del seen[start]
    return seen
