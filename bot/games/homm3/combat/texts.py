"""Every player-facing sentence of combat, in one place (a later issue moves them to catalogs).

Errors name what is wrong and list what is possible instead; events carry no text at all.
"""

from __future__ import annotations

from collections.abc import Sequence

ERRORS = {
    "over": "The combat is over.",
    "not_offered": "That is not possible now. Possible: {options}.",
    "nothing": "Nothing is being asked in this combat now.",
    "bad_card": "That card cannot be played now. Possible: {options}.",
}


def error(key: str, options: Sequence[str] = ()) -> str:
    shown = ", ".join(options[:12]) + (" …" if len(options) > 12 else "")
    return ERRORS[key].format(options=shown or "nothing")
