"""Component names in the reader's language (issue 13): the data hands out :class:`Name`s, plain English
strings that read as the rulebook prints them in Czech or Polish (``<game>-names.ftl``) where the
glossary has a printed form, and in English everywhere else; the catalogs are generated from the data
and the glossary (``tests/names_catalog.py``); typed Czech and Polish names are understood."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from bot.engine.commands import Table as CommandTable
from bot.engine.i18n import Name, dumps, english, join, loads, render, spellings, t, tagged
from bot.engine.notation import resolve
from bot.engine.serial import from_dict, to_dict
from bot.games.homm3.data import load as load_homm3
from bot.games.mageknight import game as mk
from bot.games.mageknight.commands import MageKnightCommands
from bot.games.mageknight.data import Enemy
from tests import names_catalog
from tests.games.mageknight.builder import DATA, Table

TRACKERS = "mk-name-enemy-orc_trackers"


# ------------------------------------------------------------------ the mechanism
def test_a_name_is_its_english_string_everywhere() -> None:
    name = Name("Orc Trackers", key=TRACKERS)
    assert name == "Orc Trackers" and hash(name) == hash("Orc Trackers")
    assert {name: 1}["Orc Trackers"] == 1
    assert f"{name} (e1)" == "Orc Trackers (e1)" and ", ".join([name, "x"]) == "Orc Trackers, x"
    assert str(name) == "Orc Trackers" and type(str(name)) is str and repr(name) == "'Orc Trackers'"
    assert json.dumps({"n": name}) == '{"n": "Orc Trackers"}'
    assert name.lower() == "orc trackers" and sorted([name, "Amotep"]) == ["Amotep", "Orc Trackers"]


def test_a_name_reads_in_the_readers_language_as_a_value_and_on_its_own() -> None:
    name = DATA.enemies["orc_trackers"].name
    assert isinstance(name, Name) and name.key == TRACKERS
    assert render("cs", name) == "Orčí stopaři" and render("en", name) == "Orc Trackers"
    assert render("pl", name) == "Orc Trackers"  # the Polish rulebook prints no Lost Legion enemy
    said = t("mk-combat-site-conquered", site=name)
    assert "Orčí stopaři" in render("cs", said) and english(said) == str(said)
    listed = t("mk-combat-site-conquered", site=[name, DATA.enemies["ironclads"].name])
    assert "Orčí stopaři, Ironclads" in render("cs", listed)
    assert render("cs", join(name, "(e1)")) == "Orčí stopaři (e1)"


def test_a_name_without_a_catalog_key_is_english() -> None:
    assert render("cs", Name("Somebody", key="mk-name-enemy-nobody")) == "Somebody"
    assert spellings(Name("Somebody", key="mk-name-enemy-nobody")) == ("Somebody",)
    assert spellings("plain") == ("plain",)


def test_a_name_survives_pickling_copying_and_the_action_log() -> None:
    name = DATA.enemies["orc_trackers"].name
    for back in (pickle.loads(pickle.dumps(name)), copy.deepcopy(name), copy.copy(name)):
        assert isinstance(back, Name) and back == name and back.key == TRACKERS
    stored = dumps([t("mk-combat-site-conquered", site=name), name])
    read = loads(stored)
    assert render("cs", read[0]) == render("cs", t("mk-combat-site-conquered", site=name))
    assert isinstance(read[1], Name) and render("cs", read[1]) == "Orčí stopaři"
    assert dumps(["plain", "text"]) == "plain text"
    label = tagged(name, "e1")
    assert label == "Orc Trackers (e1)" and render("cs", label) == "Orčí stopaři (e1)"
    back = loads(dumps([label]))[0]
    assert render("cs", back) == "Orčí stopaři (e1)" and render(
        "cs", pickle.loads(pickle.dumps(label))
    ) == render("cs", label)
    assert tagged("plain", "u1") == "plain (u1)"


def test_the_data_records_keep_pickling_and_serializing() -> None:
    enemy = DATA.enemies["orc_trackers"]
    back = pickle.loads(pickle.dumps(enemy))
    assert back == enemy and isinstance(back.name, Name)
    assert from_dict(Enemy, json.loads(json.dumps(to_dict(enemy)))).name == "Orc Trackers"
    assert pickle.loads(pickle.dumps(DATA)).cards["rage"].name.key == "mk-name-card-rage"


# ------------------------------------------------------------------ the data and the catalogs
def test_every_named_record_has_a_name_with_its_key() -> None:
    for kind, table in (("card", DATA.cards), ("unit", DATA.units), ("skill", DATA.skills)):
        for rid, rec in table.items():
            assert isinstance(rec.name, Name) and rec.name.key == f"mk-name-{kind}-{rid}"
    assert DATA.cards["space_bending"].powered_name.key == "mk-name-card-space_bending-powered"  # type: ignore[union-attr]
    h3 = load_homm3()
    assert h3.spells["fireball"].name.key == "h3-name-spell-fireball"  # type: ignore[attr-defined]
    assert render("cs", h3.spells["fireball"].name) == "Ohnivá koule"


def test_the_english_names_catalogs_are_the_datas() -> None:
    for names, domain, game in names_catalog.games(""):
        path = names_catalog.ROOT / "bot" / "games" / domain / "locales" / "en" / f"{domain}-names.ftl"
        assert path.read_text(encoding="utf-8") == names_catalog.catalog_text(names, "en", game), (
            f"run python -m tests.names_catalog: {path} is not the data's"
        )


@pytest.mark.skipif(not names_catalog.GLOSSARY.exists(), reason="the glossary is not on this machine")
def test_the_names_catalogs_are_generated_from_the_glossary() -> None:
    for path, text in names_catalog.files().items():
        assert path.read_text(encoding="utf-8") == text, f"run python -m tests.names_catalog: {path}"


@pytest.mark.parametrize(
    ("name", "cs", "pl"),
    [
        (DATA.enemies["orc_skirmishers"].name, "Orčí harcovníci", "Orc Skirmishers"),
        (DATA.enemies["prowlers"].name, "Prowlers", "Prowlers"),  # no rulebook prints it
        (DATA.cards["determination"].name, "Odhodlání", "Determinacja"),
        (DATA.cards["march"].name, "March", "March"),
        (DATA.units["herbalists"].name, "Bylinnáři", "Herbalists"),
        (DATA.tactics["planning"].name, "Plánování", "Planowanie"),
        (DATA.sites["keep"].name, "Pevnost", "Baszta"),
        # the glossary's uncertain forms stay English: printed only inflected, or "check the card"
        (DATA.faction_leaders["dark_tezla"].name, "Dark Tezla", "Dark Tezla"),
        (DATA.cards["space_bending"].powered_name, "Time Bending", "Time Bending"),
        (DATA.skills["norowas_bonds_of_loyalty"].name, "Bonds of Loyalty", "Bonds of Loyalty"),
        (DATA.scenarios["conquer_and_hold"].name, "Conquer and Hold", "Podbij i utrzymaj"),
        # four distinct tokens the rulebook calls all "Hrdinové": kept apart, in English
        (DATA.enemies["fire_heroes"].name, "Fire Heroes", "Fire Heroes"),
    ],
)
def test_official_names_only_where_the_rulebooks_print_them(name: Name, cs: str, pl: str) -> None:
    assert (render("en", name), render("cs", name), render("pl", name)) == (str(name), cs, pl)


# ------------------------------------------------------------------ events and typed input
def test_an_enemy_event_reads_with_the_czech_printed_name() -> None:
    state = (
        Table("tovak").hand("rage").at("0,0").token("1,0", "orc_trackers").token("1,-1", "ironclads").build()
    )
    out = mk.apply(state, 0, {"type": "challenge", "targets": "1,0;1,-1"}, DATA)
    lines = [e.text for e in out.events if "Orc Trackers" in e.text]
    assert lines, [english(e.text) for e in out.events]
    cs = render("cs", lines[0])
    assert "Orčí stopaři" in cs and "Orc Trackers" not in cs
    assert "Ironclads" in cs  # no rulebook prints its name: English
    assert "Orc Trackers" in english(lines[0]) and "Ironclads" in english(lines[0])


@pytest.mark.parametrize("typed", ["herbalists", "Herbalists", "Bylinnáři", "bylinnari", "Bylin"])
def test_a_unit_typed_by_its_czech_name_is_recruited(typed: str) -> None:
    state = Table("arythea").space("1,0", "plains", site="village").at("1,0").turn(influence=5).build()
    state.unit_offer = ["herbalists", "peasants"]
    request = MageKnightCommands().parse(CommandTable(state, 0), "recruit", {"unit": typed})
    assert request.action["unit"] == "herbalists"  # type: ignore[union-attr]


def test_a_card_typed_by_its_czech_or_polish_name_is_found() -> None:
    hand = [(c, DATA.cards[c].name) for c in ("determination", "march", "rage")]
    assert resolve("Odhodlání", hand, "card") == "determination"
    assert resolve("determinacja", hand, "card") == "determination"
    assert resolve("Zuřivost", hand, "card") == "rage"
    assert resolve("march", hand, "card") == "march"


def test_card_finds_a_component_by_its_printed_name() -> None:
    from bot.commands import _components_named
    from bot.games.mageknight import compendium

    box = compendium.components(DATA)
    assert [c.id for c in _components_named(box, "Orčí stopaři")] == ["enemy:orc_trackers"]
    assert [c.id for c in _components_named(box, "Baszta")] == ["site:keep"]
