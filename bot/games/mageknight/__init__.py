"""Mage Knight (Ultimate Edition): the rules, pure and synchronous."""

from pathlib import Path

from bot.engine.i18n import catalog

#: The game's texts in English, Czech and Polish (``locales/<lang>/mageknight*.ftl``), loaded with the
#: package so that every error and event it raises can be put into words.
LOCALES = Path(__file__).resolve().parent / "locales"
TEXTS = catalog(str(LOCALES), "mageknight")
