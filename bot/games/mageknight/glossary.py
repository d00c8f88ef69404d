"""The game's own words as catalog texts: site, city and terrain names, the rampaging enemies and the
mana colours, in the official Czech (Ultimate Edition) and Polish (original edition) terms where the
rulebooks print them (``mageknight-sites.ftl``, ``mageknight-misc.ftl``). A name the rulebooks do not
print stays the English one from the data.

Czech and Polish decline a name by its place in a sentence: a site name takes a ``case`` —
``nom`` (the name itself), ``in`` (with its preposition: "ve vesnici", "w Wiosce"), ``acc`` and
``gen``. English ignores the case. A colour inside a message is the message's ``$colour`` (the
catalogs decline it through ``mk-mana-colour-<form>``); :func:`colour` is one on its own."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.i18n import Say, Text, join, t

#: Sites, cities and terrains the catalogs name (the ids of sites.toml, cities.toml, terrain.toml).
SITES = frozenset(
    {
        "portal",
        "village",
        "monastery",
        "keep",
        "mage_tower",
        "city",
        "dungeon",
        "tomb",
        "monster_den",
        "spawning_grounds",
        "ancient_ruins",
        "maze",
        "labyrinth",
        "deep_mine",
        "refugee_camp",
        "crystal_mine",
        "magical_glade",
        "volkare_camp",
        "lost_valley",
        "necropolis",
        "cemetery",
    }
)
CITIES = frozenset({"white", "blue", "red", "green", "volkare_camp"})
TERRAINS = frozenset({"plains", "hills", "forest", "wasteland", "desert", "swamp", "lake", "mountain"})
RAMPAGING = frozenset({"orcs", "draconum"})


def site(site_id: str | None, name: str = "", case: str = "nom") -> Say:
    """A site's name in ``case`` (its English data ``name`` for a site the catalogs do not know)."""
    if site_id in SITES:
        return t(f"mk-site-name-{site_id.replace('_', '-')}", case=case)
    return name or str(site_id or "")


def city(colour: str | None, name: str = "", case: str = "nom") -> Say:
    """A city by its colour (``white``...) or Volkare's Camp."""
    if colour in CITIES:
        return t(f"mk-site-city-{colour.replace('_', '-')}", case=case)
    return name or str(colour or "")


def terrain(terrain_id: str, name: str = "") -> Say:
    if terrain_id in TERRAINS:
        return t(f"mk-misc-terrain-{terrain_id}")
    return name or terrain_id


def rampaging(kind: str | None) -> Say:
    """The rampaging enemies of a space (``orcs``, ``draconum``) as the English texts name them."""
    if kind in RAMPAGING:
        return t(f"mk-misc-rampaging-{kind}")
    return str(kind or "")


def colour(name: str) -> Text:
    """A mana colour (``red``... ``gold``, ``black``) on its own: "červená", "czerwona"."""
    return t("mk-mana-colour", colour=name)


def colours(names: list[str]) -> list[Text]:
    """Several colours, for a list value (rendered joined with commas)."""
    return [colour(c) for c in names]


def ruins_token(kind: str, colours: Sequence[str]) -> Text:
    """A face-up ruins token, described (the tokens print no names): ``Altar (white)``, ``Enemies:
    grey + white`` — an altar by the colour of its mana, an enemy token by the backs it draws."""
    if kind == "altar":
        shown: Say = join(*(colour(c) for c in colours), sep=" + ")
    else:
        shown = join(*(t("mk-cmd-enemy-colour", colour=c) for c in colours), sep=" + ")
    return t("mk-fix-ruins-token", kind=kind, colours=shown)


def ruins_of(token: Any) -> Text:
    """A ruins token of the data (``RuinsToken``) described: :func:`ruins_token`."""
    if "all" in token.cost:  # Lost Legion's altar of every colour
        return t("mk-fix-ruins-token", kind="altar-all", colours="")
    return ruins_token(token.kind, list(token.cost.get("pay_mana", [])) or list(token.enemies))


def and_list(items: Sequence[Say]) -> Say:
    """``a and b and c``: items joined by the catalog's "and" (English "and", Czech "a", Polish "i")."""
    out: list[Say] = []
    for i, item in enumerate(items):
        if i:
            out.append(t("mk-misc-and"))
        out.append(item)
    return join(*out)


def noted(head: Say, note: Say) -> Say:
    """``head (note)``: an option and what it does, for a list in a refusal."""
    return join(head, join("(", note, ")", sep=""))
