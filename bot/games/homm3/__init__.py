"""Heroes of Might and Magic III: The Board Game (Archon Studio), base box (issue 11).

``data``: the component data of ``data/homm3/`` loaded and validated; ``combat``: the combat rules
(§8 and sieges), pure and synchronous.
"""

from pathlib import Path

from bot.engine.i18n import catalog

#: The game's texts in English, Czech and Polish (``locales/<lang>/homm3*.ftl``), loaded with the
#: package so that every error and event it raises can be put into words.
LOCALES = Path(__file__).resolve().parent / "locales"
TEXTS = catalog(str(LOCALES), "homm3")
