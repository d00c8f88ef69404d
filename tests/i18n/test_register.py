"""The Czech and Polish catalogs speak to a player informally ("ty"), one register throughout (see the
note at the top of ``bot/locales/cs/platform.ftl``): no formal "vy"/"Pan" forms addressed to one player."""

from __future__ import annotations

import re

from fluent.syntax import ast, parse

from bot.engine.i18n import _LOADED
from tests.i18n import leaks  # noqa: F401 - loads every catalog

#: Formal or plural forms of address; a text to the whole table may use the plural (listed below).
FORMAL = {
    "cs": r"jste|nejste|máte|nemáte|můžete|nemůžete|musíte|chcete|vaše|váš|vašeho|vašem|vašich|vám|vás|"
    r"zvolte|vyberte|použijte|zkuste|zahrajte|napište|uveďte|dobíráte|odkládáte|odhazujete",
    "pl": r"pan|pani|państwo|jesteście|możecie|macie|wasz|wasza|wasze|waszego|wam|was",
}
TO_THE_TABLE = {"mk-game-begins"}  # "Vyberte si taktiky": every player picks one


def test_czech_and_polish_use_one_informal_register() -> None:
    for lang, forms in FORMAL.items():
        pattern = re.compile(rf"(?<!\w)({forms})(?!\w)", re.IGNORECASE)
        found = []
        for texts in _LOADED.values():
            for path in texts.files(lang):
                for entry in parse(path.read_text(encoding="utf-8")).body:
                    if isinstance(entry, ast.Message) and entry.id.name not in TO_THE_TABLE:
                        source = path.read_text(encoding="utf-8")
                        text = source[entry.span.start : entry.span.end] if entry.span else ""
                        if m := pattern.search(text):
                            found.append(f"{lang} {entry.id.name}: {m[0]}")
        assert not found, "\n".join(found)
