"""Mage Knight's turn, movement, site, mana and reward texts in Czech and Polish (issue 13): refusals
and events played through the rules, put into words with the official terms (Czech Ultimate Edition,
Polish original edition: Pohyb/Ruch, Vliv/Wpływ, Pověst/Reputacja, Sláva/Sława, Pramen/Źródło,
vesnice/Wioska...), the plural forms for 1, 3 and 5, and no English sentence left in them."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.engine.errors import RulesError
from bot.engine.i18n import Say, Text, render, t
from bot.games.mageknight import glossary
from bot.games.mageknight.state import GameState
from tests.games.mageknight.builder import Table, act, outcome

#: Words of an English sentence that no Czech or Polish text of these areas should keep.
ENGLISH = re.compile(
    r"\b(the|you|your|cannot|with|from|has|have|turn|Wounds?|Influence|Reputation|Fame|Move|points?)\b"
)
#: Command syntax stays as typed (``/mk end-turn``, ``discard:march``), English or not.
TYPED = re.compile(r"/mk [\w-]+|\b\w+:\S+")
VILLAGE = "1,0"  # plains next to the portal


def refusal(state: GameState, action: dict[str, Any], seat: int | None = None) -> Say:
    with pytest.raises(RulesError) as caught:
        outcome(state, action, seat)
    return caught.value.text


def event(state: GameState, action: dict[str, Any], key: str) -> Text:
    found = [e.text for e in outcome(state, action).events if isinstance(e.text, Text) and e.text.key == key]
    assert found, f"no event {key}"
    return found[0]


def said(item: Say) -> tuple[str, str]:
    """The text in Czech and in Polish, checked for English words left in them."""
    cs, pl = render("cs", item), render("pl", item)
    for text in (cs, pl):
        assert not ENGLISH.search(TYPED.sub("", text)), text
    return cs, pl


# ----------------------------------------------------------------------------- movement and exploring
def test_a_move_off_the_map_is_refused_in_czech_and_polish() -> None:
    why = refusal(Table().moves(4).build(), {"type": "move", "hex": "9,9"})
    assert "You cannot move to 9,9: 9,9 is not on the map yet (explore first)." in render("en", why)
    cs, pl = said(why)
    assert cs.startswith("Na 9,9 se nemůžeš přesunout: 9,9 ještě není na mapě (nejdřív prozkoumej).")
    assert "Dosažitelné teď:" in cs
    assert pl.startswith("Nie możesz ruszyć się na 9,9: 9,9 nie jest jeszcze na mapie (najpierw eksploruj).")
    assert "Osiągalne teraz:" in pl


@pytest.mark.parametrize(
    ("terrain", "cs", "pl"),
    [
        ("hills", "stojí 3 body pohybu a máš 1", "kosztuje 3 punkty ruchu, a masz 1"),
        ("swamp", "stojí 5 bodů pohybu a máš 1", "kosztuje 5 punktów ruchu, a masz 1"),
    ],
)
def test_a_step_that_costs_too_much_names_the_move_points(terrain: str, cs: str, pl: str) -> None:
    state = Table().calm().space(VILLAGE, terrain).moves(1).build()
    czech, polish = said(refusal(state, {"type": "move", "hex": VILLAGE}))
    assert f"vstup na {VILLAGE} {cs}." in czech
    assert f"wejście na {VILLAGE} {pl}." in polish


def test_exploring_without_enough_move_is_refused() -> None:
    state = Table().calm().at("2,-3").moves(1).build()  # tile 1 east, next to the slot centred on 4,-5
    cs, pl = said(refusal(state, {"type": "explore", "slot": "4,-5"}))
    assert cs == "Prozkoumání stojí 2 body pohybu a máš 1."
    assert pl == "Eksploracja kosztuje 2 punkty ruchu, a masz 1."


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "o 1 políčko na 0,0; dostává 1 zranění", "o 1 obszar na 0,0, otrzymując 1 ranę"),
        (3, "o 3 políčka na 0,0; dostává 3 zranění", "o 3 obszary na 0,0, otrzymując 3 rany"),
        (5, "o 5 políček na 0,0; dostává 5 zranění", "o 5 obszarów na 0,0, otrzymując 5 ran"),
    ],
)
def test_forced_withdrawal_counts_spaces_and_wounds(n: int, cs: str, pl: str) -> None:
    czech, polish = said(t("mk-move-withdraws", player="Ann", n=n, hex="0,0"))
    assert czech == f"Ann nestojí na bezpečném políčku a nuceně ustupuje {cs}."
    assert polish == f"Ann nie stoi na bezpiecznym obszarze i przymusowo wycofuje się {pl}."


def test_sites_terrain_and_rampaging_enemies_use_the_printed_names() -> None:
    assert [render(lang, glossary.site("mage_tower", "Mage Tower", "in")) for lang in ("en", "cs", "pl")] == [
        "Mage Tower",
        "v magické věži",
        "w Wieży maga",
    ]
    assert render("cs", glossary.site("village", "Village", "acc")) == "vesnici"
    assert render("pl", glossary.site("keep", "Keep", "acc")) == "Basztę"
    assert [render(lang, glossary.terrain("lake")) for lang in ("cs", "pl")] == ["jezero", "jezioro"]
    # no printed name: the English one stays
    assert [render(lang, glossary.terrain("hills")) for lang in ("cs", "pl")] == ["Hills", "Hills"]
    assert render("pl", glossary.site("maze", "Maze", "in")) == "w Maze"
    assert [render(lang, glossary.rampaging("orcs")) for lang in ("cs", "pl")] == [
        "orčí nájezdníci",
        "Plądrujący Orkowie",
    ]


# ----------------------------------------------------------------------------- rest and the end of a turn
@pytest.mark.parametrize(
    ("wounds", "cs", "pl"),
    [(1, "1 zranění", "1 ranę"), (3, "3 zranění", "3 rany"), (5, "5 zranění", "5 ran")],
)
def test_a_standard_rest_counts_the_wounds(wounds: int, cs: str, pl: str) -> None:
    state = Table().hand("march", *["wound"] * wounds).build()
    out = outcome(state, {"type": "rest", "discard": ["march", *["wound"] * wounds]})
    public, private = out.events[0].text, out.events[0].private[0]
    assert said(public) == (
        f"P0 odpočívá (běžný odpočinek): odhazuje 1 kartu a {cs}.",
        f"P0 odpoczywa (standardowy odpoczynek): odrzuca 1 kartę i {pl}.",
    )
    assert render("cs", private) == f"Odhazuješ March a {cs}."
    assert render("pl", private) == f"Odrzucasz March i {pl}."


def test_slow_recovery_and_resting_twice() -> None:
    state = Table().hand("wound", "wound").build()
    out = outcome(state, {"type": "rest", "discard": ["wound"]})
    cs, pl = said(out.events[0].text)
    assert "(pomalý odpočinek)" in cs and "(powolne zdrowienie)" in pl
    again = refusal(
        act(state, {"type": "rest", "discard": ["wound"]}), {"type": "rest", "discard": ["wound"]}
    )
    assert said(again) == (
        "V tomto tahu už proběhl odpočinek. Ukonči tah pomocí /mk end-turn.",
        "W tej turze był już odpoczynek. Zakończ turę przez /mk end-turn.",
    )


def test_the_minimum_play_refusal_lists_the_hand() -> None:
    cs, pl = said(refusal(Table().hand("march", "rage").build(), {"type": "end_turn"}))
    assert cs.startswith("Každý tah musíš zahrát nebo odhodit alespoň jednu kartu.")
    assert "(v ruce máš march, rage)" in cs
    assert pl.startswith("W każdej turze musisz zagrać lub odrzucić co najmniej jedną kartę.")


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [(1, "1 kartu", "1 kartę"), (3, "3 karty", "3 karty"), (5, "5 karet", "5 kart")],
)
def test_drawing_counts_the_cards(n: int, cs: str, pl: str) -> None:
    assert said(t("mk-misc-draws", player="Ann", n=n)) == (f"Ann dobírá {cs}.", f"Ann dobiera {pl}.")


@pytest.mark.parametrize(
    ("fame", "cs", "pl"),
    [
        (1, "1 bod slávy", "1 punkt sławy"),
        (3, "3 body slávy", "3 punkty sławy"),
        (5, "5 bodů slávy", "5 punktów sławy"),
    ],
)
def test_a_fame_reward_at_the_end_of_the_turn(fame: int, cs: str, pl: str) -> None:
    state = Table().hand("march", "rage").turn(rewards=[{"fame": fame}]).build()
    text = event(state, {"type": "end_turn", "discard": ["march"]}, "mk-turn-gains-fame")
    assert said(text) == (f"P0 získává {cs} (nyní {fame}).", f"P0 zdobywa {pl} (teraz {fame}).")


# ----------------------------------------------------------------------------- interaction and mana
def test_interacting_at_a_village_loses_the_move_points() -> None:
    state = Table().space(VILLAGE, "plains", site="village").at(VILLAGE).moves(3).build()
    text = event(state, {"type": "interact"}, "mk-site-interacts")
    assert said(text) == (
        "P0 vyjednává ve vesnici (Pověst +0 k Vlivu; nyní 0 bodů vlivu); nevyužitý pohyb propadá: 3 body pohybu.",
        "P0 negocjuje w Wiosce (Reputacja +0 do Wpływu; teraz 0 punktów wpływu); niewykorzystany ruch przepada: 3 punkty ruchu.",
    )


def test_interaction_refusals() -> None:
    nobody = refusal(Table().space(VILLAGE, "plains").at(VILLAGE).build(), {"type": "interact"})
    cs, pl = said(nobody)
    assert cs.startswith("Není tu nikdo, s kým vyjednávat: vyjednávat lze ve vesnici")
    assert pl.startswith("Nie ma tu z kim negocjować: negocjacje odbywają się w Wiosce")
    state = Table().space(VILLAGE, "plains", site="village").at(VILLAGE).hand("wound", "march").build()
    short = refusal(state, {"type": "buy", "what": "heal", "points": "1"})
    assert said(short) == (
        "1 bod léčení stojí 3 body vlivu; máš 0 (chybí 3). Nejdřív zahraj Vliv (karta zahraná bokem dává Vliv 1).",
        "1 punkt leczenia kosztuje 3 punkty wpływu; masz 0 (brakuje 3). Najpierw zagraj Wpływ (karta zagrana bokiem daje Wpływ 1).",
    )


def test_plundering_outside_the_turn_only_at_a_village() -> None:
    state = Table("arythea", "tovak").build()
    cs, pl = said(refusal(state, {"type": "plunder"}, seat=1))
    assert cs == "Vyplenit lze jen vesnici a musíš na ní stát."
    assert pl == "Splądrować można tylko Wioskę i trzeba na niej stać."


def test_a_bond_can_be_agreed_in_czech_or_polish() -> None:
    for yes in ("ano", "tak"):
        table = Table("norowas").calm().space(VILLAGE, "plains", site="village").at(VILLAGE).hand("march")
        state = table.unit("peasants", uid="u1").turn(influence=1).build()
        state.unit_offer = ["utem_crossbowmen"]
        state.players[0].skills = ["norowas_bonds_of_loyalty"]
        state = act(state, {"type": "recruit", "unit": "utem_crossbowmen", "bond": yes})
        assert state.players[0].bonded_unit is not None


def test_no_mana_to_power_a_card() -> None:
    state = Table().hand("march").source("red").build()
    cs, pl = said(refusal(state, {"type": "play", "card": "march", "mode": "powered", "params": {}}))
    assert cs.startswith("Nemáš žádnou zelenou manu k zaplacení: žádný žeton zelené many")
    assert cs.endswith("ani žádný zelený krystal.") and "Pramene" in cs
    assert pl.startswith("Nie masz zielonej many do zapłaty: brak znacznika zielonej many")
    assert pl.endswith("i brak zielonego kryształu.") and "Źródle" in pl


@pytest.mark.parametrize(
    ("cap", "cs", "pl"),
    [
        (1, "už 1 modrý krystal", "już 1 niebieski kryształ"),
        (3, "už 3 modré krystaly", "już 3 niebieskie kryształy"),
        (5, "už 5 modrých krystalů", "już 5 niebieskich kryształów"),
    ],
)
def test_a_crystal_at_the_cap_becomes_a_token(cap: int, cs: str, pl: str) -> None:
    text = t("mk-mana-token-at-cap", colour="blue", cap=cap)
    assert said(text) == (f"žeton modré many ({cs})", f"znacznik niebieskiej many ({pl})")


def test_a_powered_card_names_the_mana_paid() -> None:
    state = Table().hand("march").tokens("green").build()
    played = (
        outcome(
            state, {"type": "play", "card": "march", "mode": "powered", "params": {"mana": "token:green"}}
        )
        .events[0]
        .text
    )
    assert "(powered paying a green mana token)" in render("en", played)
    assert "(silnější efekt, platí: žeton zelené many)" in render("cs", played)
    assert "(wzmocnione działanie, płaci: znacznik zielonej many)" in render("pl", played)
