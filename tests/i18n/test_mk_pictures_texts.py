"""The card pictures' and card lines' texts (cardview.py, keys ``mk-pic-``; the shared ``ui-pic-`` and the
/hand and /game status options) in Czech and Polish: the rulebooks' terms (Pramen / Źródło, nabídka / pula,
základní / silnější efekt, podstawowe / wzmocnione działanie, bokem / bokiem), the plural form CLDR gives 1, 3
and 5, and no English left."""

from __future__ import annotations

import re

import pytest

from bot.engine.i18n import PLATFORM_LOCALES, catalog, render, t
from bot.games.mageknight import TEXTS, cardview
from bot.games.mageknight.commands import MageKnightCommands
from tests.games.mageknight.builder import DATA, Table

ENGLISH = re.compile(
    r"\b(the|your|and|cards?|Wounds?|Move|Influence|Attack|Block|Source|offer|Powered|Basic|Sideways|"
    r"taken|empty|face|down|level|armor|Regular|Elite|Resists|Day|Night|round|Hand|played|what|they)\b"
)
VALUES = {
    "n": 3,
    "round": 2,
    "night": "yes",
    "taken": "yes",
    "tier": "elite",
    "level": 2,
    "armor": 4,
    "cost": 7,
}


def keys(prefix: str) -> list[str]:
    return sorted(k for k in TEXTS.keys("en") if k.startswith(prefix))


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_no_english_is_left_in_the_picture_texts(lang: str) -> None:
    named = {"player": "Ann", "hero": "Tovak", "name": "Firestorm", "kind": "X", "colour": "Y", "what": "Z"}
    assert len(keys("mk-pic-")) > 20
    for key in keys("mk-pic-"):
        said = render(lang, t(key, **VALUES, **named, dice="D"))
        assert not ENGLISH.search(said), (key, said)
    platform = catalog(str(PLATFORM_LOCALES), "platform")
    for key in ("opt-text-only", "opt-offers", "ui-pic-no-offers"):
        said = platform.text(lang, key, {"game": "Mage Knight"})
        assert said != platform.text("en", key, {"game": "Mage Knight"}), key


def test_the_rulebooks_terms() -> None:
    cs = {k: render("cs", t(k)) for k in ("mk-pic-source", "mk-pic-basic", "mk-pic-powered")}
    assert cs == {
        "mk-pic-source": "Pramen",
        "mk-pic-basic": "Základní efekt",
        "mk-pic-powered": "Silnější efekt",
    }
    pl = {k: render("pl", t(k)) for k in ("mk-pic-source", "mk-pic-basic", "mk-pic-powered")}
    assert pl == {
        "mk-pic-source": "Źródło",
        "mk-pic-basic": "Podstawowe działanie",
        "mk-pic-powered": "Wzmocnione działanie",
    }
    assert render("cs", t("mk-pic-unit-offer-title")) == "Nabídka jednotek"
    assert render("pl", t("mk-pic-unit-offer-title")) == "Pula jednostek"
    assert render("cs", t("mk-pic-aa-offer-title")) == "Nabídka pokročilých akcí"
    assert render("pl", t("mk-pic-aa-offer-title")) == "Pula akcji zaawansowanych"
    assert render("cs", t("mk-pic-spell-offer-title")) == "Nabídka kouzel"
    assert render("pl", t("mk-pic-spell-offer-title")) == "Pula czarów"
    assert render("cs", t("mk-pic-sideways", n=1)) == "Bokem 1"
    assert render("pl", t("mk-pic-sideways", n=1)) == "Bokiem 1"
    assert (
        render("cs", t("mk-pic-offers-title-plain", round=3, night="no")) == "Nabídky a Pramen · kolo 3, Den"
    )
    assert (
        render("pl", t("mk-pic-offers-title-plain", round=3, night="yes")) == "Pule i Źródło · runda 3, noc"
    )


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        ("en", ("1 card", "3 cards", "5 cards")),
        ("cs", ("1 karta", "3 karty", "5 karet")),
        ("pl", ("1 karta", "3 karty", "5 kart")),
    ],
)
def test_the_hand_title_counts_cards_in_each_plural_form(lang: str, forms: tuple[str, str, str]) -> None:
    for n, form in zip((1, 3, 5), forms, strict=True):
        assert render(lang, t("mk-pic-hand-title", player="Ann", hero="Tovak", n=n)).endswith(f"· {form}")


def test_the_hand_and_offers_read_in_polish() -> None:
    state = Table("tovak").hand("march", "wound").build()
    state.unit_offer = ["peasants"]
    state.offers_revealed = True
    hand = "\n".join(render("pl", x) for x in MageKnightCommands().hand(state, 0).private)
    assert (
        "Co robią twoje karty (każda karta poza raną zagrana bokiem daje Ruch, Wpływ, Atak lub Blok 1):"
        in hand
    )
    assert "• March [zielony]: Ruch 2 | wzmocnione: Ruch 4" in hand
    assert "• Rana: nie można jej zagrać, nawet bokiem." in hand
    offers = "\n".join(render("pl", x) for x in cardview.offers_lines(state, DATA))
    assert "• Peasants (poziom 1, Wpływ 4, zbroja 3):" in offers
    face = cardview.unit_face("peasants", "pl")
    assert face.subtitle == "Zwykła · poziom 1 · zbroja 3 · Wpływ 4" and face.badge == "4"
    assert cardview.unit_face("peasants", "cs").subtitle == "Základní · úroveň 1 · zbroj 3 · Vliv 4"
