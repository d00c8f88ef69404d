"""The game's own words as catalog texts: factions, locations, buildings and the glossary's
names (``locales/<lang>/homm3-terms.ftl``).

Component names stay the data's English names unless the published Czech rulebook prints one (the
glossary's HoMM3 section): then the catalog holds a key for it (``h3-location-grail``) and the name
is a :class:`~bot.engine.i18n.Text`; otherwise it is the data's plain string.
"""

from __future__ import annotations

from bot.engine.i18n import Say, t
from bot.games.homm3 import TEXTS
from bot.games.homm3.data import Homm3Data


def named(key: str, english: str) -> Say:
    """The catalog's name under ``key`` where it has one, else the data's ``english`` name."""
    return t(key) if TEXTS.has(key) else english


def faction(fid: str) -> Say:
    return named(f"h3-faction-{fid}", fid.title())


def location(data: Homm3Data, lid: str) -> Say:
    """A map location's name: the generic ones (a town, a mine, an empty field) and the glossary's
    (Grail, Trading Post) from the catalog, the others as the data names them."""
    return named(f"h3-location-{lid}", data.locations[lid].name if lid in data.locations else lid)


def building(data: Homm3Data, bid: str) -> Say:
    """A town building's name: City Hall, Citadel and Mage Guild from the catalog (each faction's has
    the same name), the others as the data names them."""
    b = data.buildings[bid]
    return named(f"h3-building-{b.kind.replace('_', '-')}", b.name)
