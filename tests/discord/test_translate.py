"""The slash commands as Discord receives them in Czech and Polish (cogs/translate.py)."""

from __future__ import annotations

import re

from cogs.translate import CatalogTranslator
from tests.discord.harness import DiscordHarness
from tests.games.highcard.game import HighCard

NAME = re.compile(r"^[-_\w]{1,32}$")
TOY_GROUP = HighCard.command_group  # the test-only toy game speaks English only
#: The test-only toy game's set-up choices are English only (it has no catalog).
TOY_ONLY = {c.key for c in HighCard().setup_choices()} - {"scenario", "hero", "faction", "difficulty"}


async def test_every_shared_and_game_command_and_option_has_a_valid_czech_and_polish_name(
    h: DiscordHarness,
) -> None:
    translator = CatalogTranslator()
    shared = [c for c in h.bot.tree.get_commands() if c.name != TOY_GROUP]
    assert shared
    checked = 0
    for cmd in shared:
        payload = await cmd.get_translated_payload(h.bot.tree, translator)
        entries = [payload, *payload.get("options", [])]
        entries += [
            o for sub in payload.get("options", []) if sub.get("type") == 1 for o in sub.get("options", [])
        ]
        for entry in entries:
            if entry["name"] in TOY_ONLY:
                continue
            for lang in ("cs", "pl"):
                name = entry.get("name_localizations", {}).get(lang, "")
                description = entry.get("description_localizations", {}).get(lang, "")
                assert NAME.match(name) and name == name.lower(), (
                    f"{entry['name']}: {lang} name {name!r} {entry}"
                )
                assert 1 <= len(description) <= 100, f"{entry['name']}: {lang} description: {entry}"
                checked += 1
    assert checked > 80
