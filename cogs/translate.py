"""Slash-command names, descriptions and options in the reader's language (Czech, Polish; English is
the commands' own text). discord.py asks an ``app_commands.Translator`` for every string when the
commands are synced; this one looks the command or option up by a key made from its name: in the
catalog of the game whose group it belongs to (``Game.catalog()``), else in the platform catalog
(``bot/locales/<lang>/platform.ftl``). The command table stays the one source of the commands and the
catalogs the one source of their words."""

from __future__ import annotations

from pathlib import Path

import discord
from discord import app_commands

from bot.engine.i18n import DEFAULT, Catalog, catalog, language
from bot.games import registry

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
        self.games = {g.command_group: c for g in registry.games() if (c := g.catalog()) is not None}

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
            name = str(getattr(data, "qualified_name", ""))
            return self._text(name, lang, command_key(name), None)
        if where in (Location.command_description, Location.group_description):
            name = str(getattr(data, "qualified_name", ""))
            return self._text(name, lang, command_key(name), "description")
        if where in (Location.parameter_name, Location.parameter_description):
            command = str(getattr(getattr(data, "command", None), "qualified_name", ""))
            attribute = "description" if where == Location.parameter_description else None
            return self._text(command, lang, option_key(str(getattr(data, "name", ""))), attribute)
        return None

    def _text(self, command: str, lang: str, key: str, attribute: str | None) -> str | None:
        texts = self.games.get(command.split(" ")[0], self.texts)
        if key not in texts.keys(lang):
            return None
        if attribute is None:
            return texts.text(lang, key)
        return texts.attribute(lang, key, attribute)
