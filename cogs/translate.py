"""Slash-command names, descriptions and options in the reader's language (Czech, Polish; English is
the commands' own text). discord.py asks an ``app_commands.Translator`` for every string when the
commands are synced; this one looks the command or option up in the message catalogs
(``bot/locales/<lang>/platform.ftl``) by a key made from its name, so the command table stays the one
source of the commands and the catalogs the one source of their words."""

from __future__ import annotations

from pathlib import Path

import discord
from discord import app_commands

from bot.engine.i18n import DEFAULT, Catalog, catalog, language

LOCALES = Path(__file__).resolve().parents[1] / "bot" / "locales"
Location = app_commands.TranslationContextLocation


def command_key(qualified_name: str) -> str:
    return "cmd-" + qualified_name.replace(" ", "-").replace("_", "-")


def option_key(name: str) -> str:
    return "opt-" + name.replace("_", "-")


class CatalogTranslator(app_commands.Translator):
    """Command and option names and descriptions from the platform catalog; None (keep the English)
    for English and for anything the catalog does not name."""

    def __init__(self, texts: Catalog | None = None) -> None:
        self.texts = texts or catalog(str(LOCALES), "platform")

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        lang = language(locale.value)
        if lang == DEFAULT:
            return None
        return self.lookup(lang, context.location, context.data)

    def lookup(self, lang: str, where: Location, data: object) -> str | None:
        if where in (Location.command_name, Location.group_name):
            return self._text(lang, command_key(str(getattr(data, "qualified_name", ""))), None)
        if where in (Location.command_description, Location.group_description):
            return self._text(lang, command_key(str(getattr(data, "qualified_name", ""))), "description")
        if where == Location.parameter_name:
            return self._text(lang, option_key(str(getattr(data, "name", ""))), None)
        if where == Location.parameter_description:
            return self._text(lang, option_key(str(getattr(data, "name", ""))), "description")
        return None

    def _text(self, lang: str, key: str, attribute: str | None) -> str | None:
        if key not in self.texts.keys(lang):
            return None
        if attribute is None:
            return self.texts.text(lang, key)
        return self.texts.attribute(lang, key, attribute)
