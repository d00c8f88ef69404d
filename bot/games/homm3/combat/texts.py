"""The refusals of combat as catalog texts (``h3-combat-refuse-*`` in ``locales/*/homm3-combat.ftl``).

Errors name what is wrong and list what is possible instead; events carry no text at all.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.i18n import Text, t


def error(key: str, options: Sequence[str] = ()) -> Text:
    """``key``: over, not-offered, nothing or bad-card; ``options``: the action keys possible now."""
    shown = ", ".join(options[:12]) + (" …" if len(options) > 12 else "")
    return t(f"h3-combat-refuse-{key.replace('_', '-')}", options=shown or t("h3-res-nothing"))
