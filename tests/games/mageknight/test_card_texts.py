"""The cards you can read, in Czech and Polish: effect words (``mageknight-effects.ftl``) and the /card
descriptions (``mageknight-compendium.ftl``) with the glossary's official terms, the plural forms for
1, 3 and 5, English unchanged, and no English sentence left in a Czech or Polish description."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine.i18n import reading, render, t
from bot.games.mageknight import compendium
from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import MageKnightData, load

DATA: MageKnightData = load()
ROOT = Path(__file__).resolve().parents[3]


def card(lang: str, component_id: str) -> list[str]:
    return [render(lang, line) for line in compendium.lines(DATA, component_id)]


# ------------------------------------------------------------------ five kinds of component
def test_a_basic_card_reads_in_czech_and_polish() -> None:
    assert card("en", "card:march") == [
        "**March** — Basic Action, green; 2 in each starting deck",
        "Basic: Move 2",
        "Powered (pay 1 green mana): Move 4",
        "Sideways: Move 1, Influence 1, Attack 1 or Block 1 instead of its effect.",
    ]
    assert card("cs", "card:march") == [
        "**March** — Základní akce, barva: zelená; v každém počátečním balíčku 2 kusy",
        "Základní efekt: Pohyb 2",
        "Silnější efekt (zaplať 1 manu, barva zelená): Pohyb 4",
        "Bokem: Pohyb 1, Vliv 1, Útok 1 nebo Blok 1 místo jejího efektu.",
    ]
    assert card("pl", "card:march") == [
        "**March** — Akcja podstawowa, kolor: zielony; w każdej talii początkowej 2 egzemplarze",
        "Podstawowe działanie: Ruch 2",
        "Wzmocnione działanie (zapłać 1 manę, kolor zielony): Ruch 4",
        "Bokiem: Ruch 1, Wpływ 1, Atak 1 lub Blok 1 zamiast jej działania.",
    ]


def test_an_advanced_card_reads_in_czech_and_polish() -> None:
    assert card("cs", "card:ice_bolt")[:3] == [
        "**Ice Bolt** — Pokročilá akce, barva: modrá",
        "Základní efekt: získej krystal (modrá)",
        "Silnější efekt (zaplať 1 manu, barva modrá): Ledový střelecký útok 3",
    ]
    assert card("pl", "card:ice_bolt")[:3] == [
        "**Ice Bolt** — Akcja zaawansowana, kolor: niebieski",
        "Podstawowe działanie: zyskaj kryształ (niebieski)",
        "Wzmocnione działanie (zapłać 1 manę, kolor niebieski): Atak z dystansu lodem 3",
    ]


def test_a_spell_reads_in_czech_and_polish_with_its_powered_name() -> None:
    cs = card("cs", "card:fireball")
    assert cs[1] == "Základní efekt: Ohnivý střelecký útok 5"
    assert cs[2] == (
        "Silnější efekt, Firestorm (zaplať 1 manu, barva červená, a 1 černou manu; ve Dne lze seslat jen "
        "základní efekt): vezmi si 1 zranění; Ohnivý obléhací útok 8"
    )
    pl = card("pl", "card:fireball")
    assert pl[1] == "Podstawowe działanie: Atak z dystansu ogniem 5"
    assert pl[2].endswith("): weź 1 ranę; Atak oblężniczy ogniem 8")
    assert "Czar, kolor: czerwony" in pl[0]


def test_a_unit_reads_in_czech_and_polish() -> None:
    cs = card("cs", "unit:magic_familiars")
    assert cs[0] == "**Magičtí pomocníci** — základní jednotka, úroveň 2: naverbování za Vliv 6, zbroj 5"
    assert cs[1] == "1. Útok 5 (s červeným žetonem many na této jednotce); jinak Útok 3"
    assert cs[-1] == "V krabici 2 kusy."
    pl = card("pl", "unit:magic_familiars")
    assert pl[0] == "**Magic Familiars** — jednostka zwykła, poziom 2: werbunek za Wpływ 6, zbroja 5"
    assert (
        pl[4] == "4. Leczenie 3 (z zielonym znacznikiem many na tej jednostce); w przeciwnym razie Leczenie 2"
    )
    assert pl[-1] == "W pudełku 2 egzemplarze."
    resists = next(u for u in DATA.units.values() if u.resistances)
    assert any(
        line.startswith("Odolnosti: ") and "odolnost" in line for line in card("cs", f"unit:{resists.id}")
    )


def test_a_skill_reads_in_czech_and_polish() -> None:
    assert card("cs", "skill:tovak_shield_mastery") == [
        "**Shield Mastery** — dovednost hrdiny Tovak, jednou za tah",
        "Použití: Blok 3 nebo Ohnivý blok 2 nebo Ledový blok 2",
    ]
    assert card("pl", "skill:tovak_shield_mastery") == [
        "**Shield Mastery** — umiejętność bohatera Tovak, raz na turę",
        "Użycie: Blok 3 lub Blok ogniem 2 lub Blok lodem 2",
    ]


def test_an_enemy_a_site_and_a_tactic_read_in_czech_and_polish() -> None:
    assert card("cs", "enemy:orc_summoners") == [
        "**Orc Summoners** — zelený žeton nepřítele: zbroj 4, Sláva 4",
        "Útok 1: přivolá hnědý žeton, který útočí místo něj",
        "V krabici 2 žetony.",
    ]
    assert card("pl", "site:keep")[0] == "**Baszta** — miejsce, ufortyfikowane"
    assert card("cs", "tactic:long_night")[0] == "**Dlouhá noc** — noční taktika 2 (nižší čísla hrají dřív)"
    assert card("pl", "tactic:long_night")[1].startswith("Raz tej nocy, gdy twoja talia jest pusta")


def test_card_answers_in_the_language_of_whoever_asks() -> None:
    token = reading.set("pl")
    try:
        lines = compendium.describe(DATA, "card:march")
        kinds = {c.kind for c in compendium.components(DATA)}
    finally:
        reading.reset(token)
    assert lines[1] == "Podstawowe działanie: Ruch 2"
    assert {"Akcja podstawowa", "Czar", "jednostka", "taktyka"} <= kinds
    assert compendium.describe(DATA, "card:march")[1] == "Basic: Move 2"  # English by default


# ------------------------------------------------------------------ plural forms
@pytest.mark.parametrize(
    ("effect", "cs", "pl"),
    [
        ({"draw": 1}, "dober 1 kartu", "dobierz 1 kartę"),
        ({"draw": 3}, "dober 3 karty", "dobierz 3 karty"),
        ({"draw": 5}, "dober 5 karet", "dobierz 5 kart"),
        ({"take_wounds": 1}, "vezmi si 1 zranění", "weź 1 ranę"),
        ({"take_wounds": 3}, "vezmi si 3 zranění", "weź 3 rany"),
        ({"take_wounds": 5}, "vezmi si 5 zranění", "weź 5 ran"),
        (
            {"crystals_one_colour": 1},
            "získej 1 krystal jedné základní barvy",
            "zyskaj 1 kryształ jednego koloru podstawowego",
        ),
        (
            {"crystals_one_colour": 3},
            "získej 3 krystaly jedné základní barvy",
            "zyskaj 3 kryształy jednego koloru podstawowego",
        ),
        (
            {"crystals_one_colour": 5},
            "získej 5 krystalů jedné základní barvy",
            "zyskaj 5 kryształów jednego koloru podstawowego",
        ),
        ({"cancel_attack": 3}, "zruš 3 útoky nepřítele", "anuluj 3 ataki wroga"),
        (
            {"extra_turn": 5},
            "hned po tomto tahu odehraj ještě 5 tahů",
            "zaraz po tej turze rozegraj jeszcze 5 tur",
        ),
    ],
)
def test_numbers_take_the_czech_and_polish_plural_forms(effect: dict[str, Any], cs: str, pl: str) -> None:
    fx.check_effect(effect)
    assert (render("cs", fx.text(effect)), render("pl", fx.text(effect))) == (cs, pl)


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "V krabici 1 žeton.", "W pudełku 1 żeton."),
        (3, "V krabici 3 žetony.", "W pudełku 3 żetony."),
        (5, "V krabici 5 žetonů.", "W pudełku 5 żetonów."),
    ],
)
def test_counts_in_the_box_take_plural_forms(n: int, cs: str, pl: str) -> None:
    text = t("mk-card-enemy-count", n=n)
    assert (render("cs", text), render("pl", text)) == (cs, pl)
    copies = t("mk-card-card-copies", n=n)
    assert render("cs", copies).endswith({1: "1 kus", 3: "3 kusy", 5: "5 kusů"}[n])
    assert render("pl", copies).endswith({1: "1 egzemplarz", 3: "3 egzemplarze", 5: "5 egzemplarzy"}[n])


# ------------------------------------------------------------------ English kept, nothing English left
def test_effects_keep_their_english_and_nest_choices_and_conditions() -> None:
    effect = {
        "if": "night",
        "then": {"attack": 4, "element": "ice"},
        "else": {"choice": [{"heal": 1}, {"draw": 2}]},
    }
    assert (
        str(fx.text(effect))
        == str(fx.text(effect))
        == "Ice Attack 4 (at Night); otherwise Heal 1 or draw 2 cards"
    )
    assert render("cs", fx.text(effect)) == "Ledový útok 4 (v Noci); jinak Léčení 1 nebo dober 2 karty"
    assert (
        render("pl", fx.text(effect))
        == "Atak lodem 4 (w nocy); w przeciwnym razie Leczenie 1 lub dobierz 2 karty"
    )


#: Names stay as the data spells them (the glossary prints few); they are taken out before looking
#: for English words, and so are the English names the glossary gives no Czech or Polish for.
_KEPT = ("Shades of Tezla", "Dark Crusaders", "Arcane Immunity")
_ENGLISH = re.compile(
    r"\b(the|and|your|you|of|for|with|this|each|gain|pay|take|Attack|Block|Move|Influence|Heal|Fame|"
    r"Reputation|Wound|Basic|Powered|Sideways|turn|enemy|unit|card)\b"
)


def _names() -> list[str]:
    names = [c.name for c in DATA.cards.values()] + [
        c.powered_name for c in DATA.cards.values() if c.powered_name
    ]
    for table in (DATA.units, DATA.skills, DATA.enemies, DATA.sites, DATA.tactics, DATA.heroes):
        names += [x.name for x in table.values()]
    return sorted({*names, *_KEPT}, key=len, reverse=True)


def _descriptions() -> Iterator[tuple[str, str]]:
    for c in compendium.components(DATA):
        for lang in ("cs", "pl"):
            yield f"{lang} {c.id}", "\n".join(card(lang, c.id))


def test_no_english_is_left_in_a_czech_or_polish_description() -> None:
    names = _names()
    leaks = []
    for where, text in _descriptions():
        for name in names:
            text = text.replace(name, "")
        found = _ENGLISH.findall(text)
        if found:
            leaks.append((where, sorted(set(found))))
    assert not leaks, leaks[:10]


def test_every_effect_in_the_data_reads_in_czech_and_polish(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every effect of every data file (cards, units, skills, sites, ruins, factions, tactics…) puts
    into Czech and Polish words with no English word left and its English as before."""
    from bot.games.mageknight.data import parse_all, reader

    seen: list[Any] = []
    check = reader.check_effect
    monkeypatch.setattr(
        reader, "check_effect", lambda raw, where="effect": (check(raw, where), seen.append(raw))
    )
    parse_all(ROOT / "data" / "mageknight")
    assert len(seen) > 400
    leaks = []
    for effect in seen:
        for lang in ("cs", "pl"):
            if found := _ENGLISH.findall(render(lang, fx.text(effect))):
                leaks.append((lang, effect, found))
    assert not leaks, leaks[:5]


def test_the_summaries_in_the_catalog_are_the_datas() -> None:
    """The English site and tactic summaries live in the data and in the catalog: they must agree."""
    for site in DATA.sites.values():
        assert str(compendium.site_summary(site)) == site.summary, site.id
    for tactic in DATA.tactics.values():
        assert str(compendium.tactic_summary(tactic)) == tactic.summary, tactic.id
    for unit in DATA.units.values():
        if unit.note:
            assert render("en", t(f"mk-card-unit-note-{unit.id.replace('_', '-')}")) == unit.note
