"""The combat, units and banners speak Czech and Polish (issue 13): refusals and events played through
the engine are rendered with the official terms (Czech Ultimate Edition, Polish original edition) and
the plural form for 1, 3 and 5; no English sentence leaks into them."""

from __future__ import annotations

import re

import pytest

from bot.engine.errors import RulesError
from bot.engine.i18n import Say, render, t
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState

from ..builder import DATA, outcome
from .kit import RICH, assault, declare, defeat, fight, to_attack, to_phase

#: Words that only an English sentence has (names of enemies, units and cards stay English; typed
#: syntax such as ``attack:1`` stays as it is typed).
ENGLISH = re.compile(r"\b(the|is|are|and|of|to|your|you|attack|phase|Wounds?|Fame|defeated|blocked)\b(?!:)")


def words(lang: str, item: Say) -> str:
    text = render(lang, item)
    assert not ENGLISH.search(text), f"English in {lang}: {text}"
    return text


def refusal(state: GameState, action: dict[str, object]) -> RulesError:
    with pytest.raises(RulesError) as info:
        mk.apply(state, 0, action, DATA)
    return info.value


def events(state: GameState, action: dict[str, object]) -> list[Say]:
    return [e.text for e in outcome(state, action).events]


def test_an_attack_in_the_block_phase_is_refused_naming_the_phases() -> None:
    exc = refusal(to_phase(fight("prowlers"), "block"), {"type": "attack", "targets": "e1", "cards": "rage"})
    assert "this is the Block phase" in str(exc)
    assert words("cs", exc.text) == (
        "Útoky se deklarují ve fázi obléhacích a střeleckých útoků nebo ve fázi útoku; teď je fáze bloku."
    )
    assert words("pl", exc.text) == (
        "Ataki deklaruje się w fazie ataku z dystansu i oblężniczego lub w fazie ataku; "
        "teraz jest faza blokowania."
    )


def test_a_fortified_enemy_needs_siege_in_the_ranged_phase() -> None:
    state = assault("keep", "swordsmen", hand=("swiftness",), crystals=RICH)
    exc = refusal(state, {"type": "attack", "targets": "e1", "cards": "swiftness@powered"})
    assert "only Siege attacks can target it" in str(exc)
    cs, pl = words("cs", exc.text), words("pl", exc.text)
    assert "opevněný" in cs and "obléhací útoky" in cs and "střelecký útok" in cs
    assert "ufortyfikowany" in pl and "ataki oblężnicze" in pl and "atak z dystansu" in pl


def test_an_unblocked_attack_wounds_the_hero_in_czech_and_polish() -> None:
    texts = events(to_phase(fight("prowlers"), "damage"), {"type": "damage", "enemy": "e1"})
    assert str(texts[0]) == "Prowlers (e1) deals 4 physical damage; P0 takes 2 Wounds."
    assert (
        words("cs", texts[0]) == "Prowlers (e1) způsobí 4 body zranění (fyzický útok); P0 dostává 2 zranění."
    )
    assert words("pl", texts[0]) == "Prowlers (e1) zadaje 4 obrażenia (atak fizyczny); P0 otrzymuje 2 rany."


def test_a_successful_attack_reports_armor_and_fame() -> None:
    _, text = declare(to_attack(fight("prowlers")), "attack", "e1", [(9, "physical", "melee")])
    assert (
        words("cs", text)
        == "P0 útočí: fyzický 9 = 9 proti zbroji 3 (Prowlers 3): poraženo, Sláva +2. (test part)"
    )
    assert words("pl", text) == (
        "P0 atakuje: fizyczny 9 = 9 przeciw zbroi 3 (Prowlers 3): pokonano, Sława +2. (test part)"
    )


def test_a_block_that_falls_short_says_by_how_much() -> None:
    state = to_phase(fight("wolf_riders"), "block")
    with pytest.raises(RulesError) as info:
        declare(state, "block", "e1", [(1, "physical", "block")])
    cs, pl = words("cs", info.value.text), words("pl", info.value.text)
    assert cs.startswith("Nestačí: blok fyzický 1 = 1 proti fyzický útok 3 (Hbitý: potřeba dvojnásobek)")
    assert cs.endswith("Částečné bloky neexistují.")
    assert pl.startswith(
        "Za mało: blok fizyczny 1 = 1 przeciw atak fizyczny 3 (szybkość: potrzeba podwójnie)"
    )


def test_the_conquered_keep_takes_its_case() -> None:
    texts = events(defeat(to_attack(assault("keep", "swordsmen")), "e1"), {"type": "next"})
    assert str(texts[-1]) == "The combat is over: P0 conquers the Keep."
    assert words("cs", texts[-1]) == "Boj skončil: P0 dobývá pevnost."
    assert words("pl", texts[-1]) == "Walka się skończyła: P0 zdobywa Basztę."


def test_a_wounded_unit_cannot_join_a_declaration() -> None:
    s = fight("prowlers", units=("peasants",))
    s.players[0].units[0].wounds = 1
    exc = refusal(s, {"type": "attack", "targets": "e1", "units": "u1@1/attack"})
    assert words("cs", exc.text).startswith("Jednotka Peasants (u1) je zraněná")
    assert words("pl", exc.text).startswith("Jednostka Peasants (u1) jest ranna")


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "P0 dostává 1 zranění", "P0 otrzymuje 1 ranę"),
        (3, "P0 dostává 3 zranění", "P0 otrzymuje 3 rany"),
        (5, "P0 dostává 5 zranění", "P0 otrzymuje 5 ran"),
    ],
)
def test_wounds_taken_by_the_hero_in_every_plural_form(n: int, cs: str, pl: str) -> None:
    text = t("mk-combat-hero-wounds", player="P0", n=n)
    assert (words("cs", text), words("pl", text)) == (cs, pl)


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "1 žeton štítu", "1 żeton tarczy"),
        (3, "3 žetony štítu", "3 żetony tarczy"),
        (5, "5 žetonů štítu", "5 żetonów tarczy"),
    ],
)
def test_shields_on_a_city_in_every_plural_form(n: int, cs: str, pl: str) -> None:
    text = t("mk-combat-city-shields", player="P0", n=n)
    assert words("cs", text) == f"P0 pokládá na město {cs}"
    assert words("pl", text) == f"P0 kładzie na Mieście {pl}"


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [(1, "1 útok", "1 atak"), (3, "3 útoky", "3 ataki"), (5, "5 útoků", "5 ataków")],
)
def test_an_enemy_with_several_attacks_counts_them(n: int, cs: str, pl: str) -> None:
    text = t("mk-combat-say-which-attack", enemy="Orc Summoners", n=n, which="1|2")
    assert words("cs", text) == f"Nepřítel Orc Summoners má {cs}: řekni který (attack:1|2)."
    assert words("pl", text) == f"Wróg Orc Summoners ma {pl}: wskaż który (attack:1|2)."


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "(1 bod nevyužit)", "(1 punkt niewykorzystany)"),
        (3, "(3 body nevyužity)", "(3 punkty niewykorzystane)"),
        (5, "(5 bodů nevyužito)", "(5 punktów niewykorzystanych)"),
    ],
)
def test_unused_heal_points_in_every_plural_form(n: int, cs: str, pl: str) -> None:
    text = t("mk-unit-heal", points=n + 1, done=t("mk-unit-nothing-to-heal"), unused=n)
    assert words("cs", text) == f"Léčení {n + 1}: není co léčit {cs}"
    assert words("pl", text) == f"Leczenie {n + 1}: nie ma czego leczyć {pl}"


def test_a_units_status_uses_the_official_states() -> None:
    assert words("cs", t("mk-unit-status", spent="true", wounds=1)) == "vyčerpaná, zraněná"
    assert words("pl", t("mk-unit-status", spent="false", wounds=0)) == "gotowa"
