"""Mage Knight's /mk commands in Czech and Polish (issue 13): the hand, the status, the "you can" hints,
refusals, the combat summary, the Declare controls, the options' labels in autocomplete and the map's
words, read in each reader's language with the rulebooks' terms (glossary-cs-pl.md) and the right plural
form; and words typed in Czech or Polish (colours, mana sources, terrains, yes/no) read as the English
values the engine knows."""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from bot.engine.commands import Table as CommandTable
from bot.engine.errors import RulesError
from bot.engine.i18n import Say, english, reading, render, t
from bot.games.mageknight import game as mk
from bot.games.mageknight.commands import (
    MageKnightCommands,
    _what_here,
    declaring,
    hand_panel,
    status_lines,
    typed,
)
from bot.games.mageknight.observer import combat_lines, map_view
from bot.games.mageknight.plugin import MageKnight
from bot.games.mageknight.render import render_map, style
from bot.replies import worded
from tests.games.mageknight.builder import DATA, Table, act

CMDS = MageKnightCommands()
#: English words that must not leak into a Czech or Polish line of this area.
ENGLISH = re.compile(
    r"\b(Your hand|Crystals|Deck|This turn|round|Fame|Reputation|Source|Unit offer|Here you can|"
    r"Armor|resists|Attack phase|Damage coming|is playing|Map tiles|none|It is not your turn)\b"
)


def said(lang: str, lines: Iterable[Say]) -> str:
    return "\n".join(render(lang, line) for line in lines)


def village(influence: int = 5, *, unit: bool = True) -> Table:
    """P0 on a village next to the portal (with Peasants of its own), the Unit offer as dealt."""
    table = Table("arythea", "tovak").hand("march", "rage", "rage", "wound").crystals(red=2, blue=1)
    table = table.unit("peasants") if unit else table
    return table.space("1,0", "plains", site="village").at("1,0").turn(influence=influence)


def refusal(state: object, seat: int, action: dict[str, object]) -> RulesError:
    with pytest.raises(RulesError) as err:
        mk.apply(state, seat, action, DATA)  # type: ignore[arg-type]
    return err.value


# ------------------------------------------------------------------ the hand and the status
def test_the_hand_reads_in_czech_and_polish_with_the_rulebook_terms() -> None:
    panel = hand_panel(village().build(), 0)
    en, cs, pl = (said(lang, panel.private) for lang in ("en", "cs", "pl"))
    assert "Your hand (4): March [green], Rage ×2 [red], Wound [none]." in en
    assert "Crystals: 2 red, 1 blue. Deck: 11, discard: 0." in en
    # card names: the rulebook's where it prints one (Zuřivost, Zranění / Rana), else English (March)
    assert "Tvoje ruka (4): March [zelená], Zuřivost ×2 [červená], Zranění [bez barvy]." in cs
    assert "Krystaly: 2× červený, 1× modrý. Balíček: 11, odložené: 0." in cs
    assert "Jednotky (1 z 1 žetonu velení):" in cs
    assert "Tento tah: Pohyb 0, Vliv 5, žetony many: nic, použité kostky z Pramene 0/1." in cs
    assert "Twoja ręka (4): March [zielona], Rage ×2 [czerwona], Rana [bez koloru]." in pl
    assert "Kryształy: 2× czerwony, 1× niebieski. Talia: 11, stos kart wykorzystanych: 0." in pl
    assert "Ta tura: Ruch 0, Wpływ 5, znaczniki many: brak, użyte kości ze Źródła 0/1." in pl
    assert not ENGLISH.search(cs) and not ENGLISH.search(pl)
    titles = {render("cs", c.group_title) for c in panel.controls} | {
        render("pl", c.group_title) for c in panel.controls
    }
    assert {"Odpočinek", "Konec tahu", "Odpoczynek", "Koniec tury"} <= titles


def test_the_status_reads_in_czech_and_polish_with_the_scenario_s_printed_name() -> None:
    lines = status_lines(village().build())
    cs, pl = said("cs", lines), said("pl", lines)
    assert cs.startswith(
        "**První průzkum**: kolo 1, Den.\nHraje P0 (Pohyb 0, Vliv 5, použité kostky z Pramene 0/1)."
    )
    assert "Sláva 0, Pověst +0, úroveň 1 (zbroj 2, limit karet v ruce 5, žetony velení 1/1)" in cs
    assert "jednotky Peasants (u1, bojeschopná)" in cs and "Nabídka jednotek: " in cs
    assert "Zbývající dílky mapy: 9 (další: dílek venkova)." in cs
    assert pl.startswith(
        "**Pierwszy rekonesans**: runda 1, Dzień.\nGra P0 (Ruch 0, Wpływ 5, użyte kości ze Źródła 0/1)."
    )
    assert (
        "Sława 0, Reputacja +0, poziom 1 (wytrzymałość zbroi 2, limit kart w ręce 5, żetony dowodzenia 1/1)"
        in pl
    )
    assert "jednostki Peasants (u1, gotowa)" in pl and "Pozostałe tereny: 9 (następny: teren wiejski)." in pl
    assert not ENGLISH.search(cs) and not ENGLISH.search(pl)
    assert said("en", lines).startswith("**First Reconnaissance**: round 1, Day.")


def test_the_you_can_hint_after_interacting_lists_the_options_in_the_reader_s_language() -> None:
    state = act(village().build(), {"type": "interact"})
    hint = _what_here(state, 0)
    assert render("en", hint).startswith("Here you can: Recruit Herbalists (3 Influence), disbanding u1;")
    assert render("cs", hint).startswith("Tady můžeš: Naverbovat Bylinnáři (Vliv 3), propustit u1;")
    assert render("pl", hint).startswith("Tutaj możesz: Zwerbuj Herbalists (Wpływ 3), rozformowując u1;")
    interacting = said("cs", hand_panel(state, 0).private)
    assert "Vyjednáváš s obyvateli: Vesnice (uplatněna Pověst +0): /mk recruit, /mk buy." in interacting
    nothing = _what_here(act(village(0, unit=False).build(), {"type": "interact"}), 0)
    assert render("pl", nothing).startswith("Za obecny Wpływ nic tu nie kupisz")


def test_the_units_line_counts_command_tokens_in_each_plural_form() -> None:
    def free(lang: str, n: int) -> str:
        return render(lang, t("mk-cmd-units-none", tokens=n))

    assert [free("en", n) for n in (1, 3)] == [
        "Units: none (1 Command token free).",
        "Units: none (3 Command tokens free).",
    ]
    assert [free("cs", n) for n in (1, 3, 5)] == [
        "Jednotky: žádné (1 volný žeton velení).",
        "Jednotky: žádné (3 volné žetony velení).",
        "Jednotky: žádné (5 volných žetonů velení).",
    ]
    assert [free("pl", n) for n in (1, 3, 5)] == [
        "Jednostki: brak (1 wolny żeton dowodzenia).",
        "Jednostki: brak (3 wolne żetony dowodzenia).",
        "Jednostki: brak (5 wolnych żetonów dowodzenia).",
    ]


def test_a_move_event_says_spaces_and_move_points_left_in_each_plural_form() -> None:
    def moved(lang: str, n: int) -> str:
        text = t("mk-game-moved", player="Ann", hex="1,0", path="none", spaces=n, cost=2, then="none", left=n)
        return render(lang, text)

    assert moved("en", 1) == "Ann moves to 1,0 (1 space, 2 Move); 1 Move point left."
    assert [moved("cs", n) for n in (1, 3, 5)] == [
        "Ann se přesouvá na 1,0 (1 políčko, Pohyb 2); zbývá 1 bod Pohybu.",
        "Ann se přesouvá na 1,0 (3 políčka, Pohyb 2); zbývají 3 body Pohybu.",
        "Ann se přesouvá na 1,0 (5 políček, Pohyb 2); zbývá 5 bodů Pohybu.",
    ]
    assert [moved("pl", n) for n in (1, 3, 5)] == [
        "Ann rusza się na 1,0 (1 obszar, Ruch 2); zostaje 1 punkt Ruchu.",
        "Ann rusza się na 1,0 (3 obszary, Ruch 2); zostają 3 punkty Ruchu.",
        "Ann rusza się na 1,0 (5 obszarów, Ruch 2); zostaje 5 punktów Ruchu.",
    ]
    event = mk.apply(Table().at("0,0").moves(4).build(), 0, {"type": "move", "hex": "1,0"}, DATA).events[0]
    assert render("cs", event.text).startswith("P0 se přesouvá na 1,0 (1 políčko, Pohyb ")


# ------------------------------------------------------------------ refusals
def test_refusals_read_in_czech_and_polish() -> None:
    state = village().build()
    other = refusal(state, 1, {"type": "rest", "discard": ["march"]})
    assert render("cs", other.text) == "Nejsi na tahu: hraje P0."
    assert render("pl", other.text) == "To nie twoja tura: gra P0."
    rested = act(Table().hand("march", "rage").build(), {"type": "rest", "discard": ["march"]})
    move = refusal(rested, 0, {"type": "move", "hex": "1,0"})
    assert str(move) == "You rested this turn, so you cannot move."
    assert render("cs", move.text) == "V tomto tahu jsi odpočíval(a), takže se nemůžeš pohnout."
    assert render("pl", move.text) == "W tej turze odpoczywasz, więc nie możesz się ruszyć."
    with pytest.raises(RulesError) as err:
        CMDS.parse(CommandTable(state, 0), "next", {})
    assert render("cs", err.value.text).startswith("Nejsi v boji. Začni ho vstupem na místo")
    assert render("pl", err.value.text).startswith("Nie walczysz.")
    with pytest.raises(RulesError) as err:
        CMDS.parse(CommandTable(state, None), "rest", {})
    assert render("pl", err.value.text) == "Nie grasz w tej grze."
    with pytest.raises(RulesError) as err:
        CMDS.parse(CommandTable(state, 0), "play", {"card": "march", "more": "gold"})
    assert render("cs", err.value.text) == "more: piš klíč=hodnota (např. gold=red), ne „gold“."


def test_undo_and_set_up_refusals_read_in_czech_and_polish() -> None:
    game = MageKnight(DATA)
    state = village().build()
    state.undo_depth = 0
    refused = game.undo_refusal(state, 0)
    assert refused is not None and render("cs", refused).startswith("Není co vrátit: pravidla zakazují")
    assert render("pl", game.undo_refusal(state, 1)) == "Cofać możesz tylko własne akcje w swojej turze."
    with pytest.raises(RulesError) as err:
        mk.new_game("first_reconnaissance", [], "x", DATA)
    assert render("cs", err.value.text).startswith("První průzkum je pro ")


# ------------------------------------------------------------------ combat and the Declare controls
def test_the_combat_summary_and_the_declare_controls_read_in_czech_and_polish() -> None:
    state = (
        Table("tovak")
        .hand("determination", "rage")
        .at("0,0")
        .token("1,0", "orc_trackers")
        .token("1,-1", "ironclads")
        .build()
    )
    state = act(state, {"type": "challenge", "targets": "1,0;1,-1"})
    lines = combat_lines(state, DATA)
    cs, pl = said("cs", lines), said("pl", lines)
    assert cs.startswith("**Boj**: P0, drancující nepřátelé.")
    assert "• e1 Orčí stopaři (zelený, drancující): Zbroj 6 (Nepolapitelný: 3 ve fázi útoku" in cs
    assert "odolnost: fyzická; Brutální; Sláva 4" in cs
    assert pl.startswith("**Walka**: P0, rozwścieczeni wrogowie.")
    assert "odporność: fizyczna; Brutalność; Sława 4" in pl
    declare = declaring(state, 0)
    assert declare is not None
    shown = worded("cs", declare)
    assert shown["next_label"] == "Dál: fáze bloku" and shown["confirm_label"] == "Útok"
    assert shown["form"]["slots"][0]["title"] == "Nepřátelé"
    assert "e1 (e1 Orčí stopaři (zbroj 6))" in shown["hint"]
    assert worded("pl", declare)["form"]["needs"][0][1] == "Najpierw wybierz wrogów, których atakujesz."
    # the Cumbersome slot keeps {n} for the controls to fill
    assert render("cs", t("mk-cmd-form-spend-move", n="{n}")).format(n=3) == "Utratit Pohyb 3 (Těžkopádný)"


# ------------------------------------------------------------------ autocomplete in the reader's language
def test_autocomplete_labels_are_in_the_language_of_whoever_types() -> None:
    state = Table().at("0,0").moves(4).build()
    token = reading.set("pl")
    try:
        polish = CMDS.suggest(CommandTable(state, 0), "move", "hex", "", {})
    finally:
        reading.reset(token)
    english_labels = CMDS.suggest(CommandTable(state, 0), "move", "hex", "", {})
    # "0,-1 — Ruch 2: równiny 2": the space, its cost and the terrains it is paid for (issue 13)
    assert polish and all(label.startswith(f"{v} — Ruch ") for label, v in polish)
    assert all(label.startswith(f"{v} — ") and " Move: " in label for label, v in english_labels)
    assert any("równiny 2" in label for label, _ in polish)
    assert [v for _, v in polish] == [v for _, v in english_labels]


# ------------------------------------------------------------------ the map's words
def test_the_map_is_drawn_with_its_words_in_the_reader_s_language() -> None:
    state = Table().build()
    view = map_view(state, DATA)
    assert render("cs", view["title"]) == "První průzkum · kolo 1 · Den · hraje P0"
    assert render("pl", view["title"]) == "Pierwszy rekonesans · runda 1 · Dzień · gra P0"
    assert render("cs", view["names"]["sites"]["mage_tower"]) == "Magická věž"
    assert render("pl", view["names"]["sites"]["keep"]) == "Baszta"
    assert render("cs", view["names"]["terrains"]["plains"]) == "Plains"  # no printed Czech name
    assert (
        style("cs").legend["terrain"] == "Terén"
        and style("pl").marks["slot"] == "nieodkryte miejsce na teren"
    )
    assert style("en") is style() and style("cs") is style("cs")  # one style per language (a cache key)
    assert render_map(view, lang="cs") != render_map(view)


# ------------------------------------------------------------------ typed words in Czech and Polish
@pytest.mark.parametrize(
    ("typed_text", "value"),
    [
        ("červená", "red"),
        ("cervena", "red"),
        ("Czerwony", "red"),
        ("kostka:modrá", "die:blue"),
        ("kość:biała", "die:white"),
        ("žeton:zelená, krystal:bílá", "token:green, crystal:white"),
        ("znacznik:złota", "token:gold"),
        ("les", "forest"),
        ("pustynia", "desert"),
        ("ano", "yes"),
        ("tak", "yes"),
        ("nie", "no"),
        ("noc", "night"),
        ("dospod", "bottom"),
        ("red", "red"),
        ("march", "march"),
    ],
)
def test_typed_words_in_czech_or_polish_read_as_the_engine_s_values(typed_text: str, value: str) -> None:
    assert typed(typed_text) == value


def test_commands_accept_czech_and_polish_colours_mana_and_flags() -> None:
    state = Table().hand("march", "rage").build()
    table = CommandTable(state, 0)
    end = CMDS.parse(table, "end-turn", {"mine": "zelená"})
    assert end.action["mine"] == "green"  # type: ignore[union-attr]
    pay = CMDS.parse(table, "recruit", {"unit": state.unit_offer[0], "mana": "kostka:czerwona"})
    assert pay.action["mana"] == "die:red"  # type: ignore[union-attr]
    move = CMDS.parse(table, "move", {"hex": "1,0", "preview": "ano"})
    assert move.preview is True  # type: ignore[union-attr]
    assert CMDS.parse(table, "move", {"hex": "1,0", "preview": "nie"}).preview is False  # type: ignore[union-attr]
    assert CMDS.parse(table, "move", {"hex": "1,0", "preview": "tak"}).preview is True  # type: ignore[union-attr]
    pick = CMDS.parse(table, "play", {"card": "march", "colour": "Biały"})
    assert pick.action["params"]["colour"] == "white"  # type: ignore[union-attr]


def test_a_game_master_may_name_a_crystal_colour_in_czech() -> None:
    game = MageKnight(DATA)
    state = Table().build()
    out = game.correct(state, 0, "crystal", {"colour": "modrá", "count": "2"})
    assert state.players[0].crystals["blue"] == 2
    assert english(out.events[0].text) == "P0 now has 2 blue crystal(s)."
    assert render("cs", out.events[0].text) == "P0 má teď krystaly (modrý): 2."
