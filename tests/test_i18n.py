"""Message catalogs (bot/engine/i18n.py) and the slash commands in Czech and Polish (cogs/translate.py):
every key in all three languages, CLDR plurals from the Fluent runtime, English fallback, and names
Discord accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.i18n import LANGUAGES, Catalog, MissingText, language
from bot.games import registry
from cogs.translate import LOCALES


@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        ("cs", "cs"),
        ("cs-CZ", "cs"),
        ("pl", "pl"),
        ("pl_PL", "pl"),
        ("en-US", "en"),
        ("de", "en"),
        (None, "en"),
    ],
)
def test_a_locale_maps_to_a_catalog_language_or_english(locale: str | None, lang: str) -> None:
    assert language(locale) == lang


def _catalog(tmp_path: Path, texts: dict[str, str]) -> Catalog:
    for lang, text in texts.items():
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "t.ftl").write_text(text, encoding="utf-8")
    return Catalog("t", tmp_path)


def test_czech_and_polish_plurals_follow_cldr_through_the_runtime(tmp_path: Path) -> None:
    cards = _catalog(
        tmp_path,
        {
            "en": "cards = { $n ->\n    [one] { $n } card\n   *[other] { $n } cards\n}\n",
            "cs": "cards = { $n ->\n    [one] { $n } karta\n    [few] { $n } karty\n   *[other] { $n } karet\n}\n",
            "pl": "cards = { $n ->\n    [one] { $n } karta\n    [few] { $n } karty\n    [many] { $n } kart\n   *[other] { $n } karty\n}\n",
        },
    )
    assert [cards.text("en", "cards", {"n": n}) for n in (1, 2)] == ["1 card", "2 cards"]
    assert [cards.text("cs", "cards", {"n": n}) for n in (1, 3, 5)] == ["1 karta", "3 karty", "5 karet"]
    assert [cards.text("pl", "cards", {"n": n}) for n in (1, 22, 25, 12)] == [
        "1 karta",
        "22 karty",
        "25 kart",
        "12 kart",
    ]


def test_a_missing_translation_falls_back_to_english_and_a_missing_key_is_an_error(tmp_path: Path) -> None:
    texts = _catalog(tmp_path, {"en": "hello = Hello, { $who }!\n", "cs": "", "pl": ""})
    assert texts.text("cs", "hello", {"who": "Alice"}) == "Hello, Alice!"
    with pytest.raises(MissingText):
        texts.text("pl", "goodbye")


def _all_catalogs() -> list[Catalog]:
    games = [c for g in registry.games() if (c := g.catalog()) is not None]
    return [Catalog("platform", LOCALES), *games]


def test_the_platform_and_every_game_have_a_catalog() -> None:
    assert {c.domain for c in _all_catalogs()} >= {"platform", "mageknight", "homm3"}


@pytest.mark.parametrize("texts", _all_catalogs(), ids=lambda c: c.domain)
def test_every_message_exists_and_formats_in_all_three_languages(texts: Catalog) -> None:
    english = texts.keys("en")
    assert english, f"the {texts.domain} catalog is empty"
    for lang in LANGUAGES:
        assert texts.keys(lang) == english, f"{texts.domain}/{lang}: keys differ from English"
        for key in english:
            used = texts.variables(lang, key)
            extra = used - texts.variables("en", key)
            assert not extra, f"{texts.domain}/{lang}/{key} uses values English does not give: {extra}"
            for n in (1, 2, 5, 22):  # every CLDR plural category of en, cs and pl
                assert texts.text(lang, key, {v: n for v in texts.variables("en", key)}) is not None
            if key.startswith(("cmd-", "opt-")):
                assert texts.attribute(lang, key, "description")


def test_no_key_is_defined_by_two_catalogs() -> None:
    seen: dict[str, str] = {}
    for texts in _all_catalogs():
        for key in texts.keys("en"):
            if key.startswith(("cmd-", "opt-")):
                continue  # slash-command names: looked up per command group, not by key alone
            assert key not in seen, f"'{key}' is in both {seen[key]} and {texts.domain}"
            seen[key] = texts.domain
