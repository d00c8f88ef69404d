"""HoMM3 in Czech and Polish: refusals, events, options, the hand panel, /card and the pictures' words
come from the catalogs, use the Czech rulebook's terms (glossary, HoMM3 section), decline numbers
by Fluent's plural rules, accept typed Czech and Polish words, and leave no English sentence behind
(only names and numbers may read the same as in English)."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from bot import commands as bot_commands
from bot.engine.commands import Table
from bot.engine.errors import IllegalActionError, NotYourTurnError, RulesError
from bot.engine.i18n import Joined, Say, Text, english, reading, render, t
from bot.games.homm3 import cards, terms
from bot.games.homm3.combat.state import Action
from bot.games.homm3.context import price, show
from bot.games.homm3.render.adventure import canvas_view, render_map
from bot.games.homm3.render.battlefield import render_battlefield
from bot.games.homm3.render.from_state import battlefield_names, map_view, title
from tests.games.homm3.game_helpers import DATA, GAME, act, new, options
from tests.games.homm3.scripted import GAMES, path_of, replay, stub_pictures, typed_lines

#: English words that never belong to a Czech or Polish sentence (names are taken out first).
ENGLISH = re.compile(r"\b(the|your|is|are|of|with|from|takes|you|cannot|card|cards|hero|turn)\b")


def _leaves(item: Any) -> Iterator[str]:
    """The plain strings a text carries as values (names, hexes, data paraphrases): the parts no
    catalog translates."""
    if isinstance(item, str):
        yield item
    elif isinstance(item, Text):
        for value in item.args.values():
            yield from _leaves(value)
    elif isinstance(item, Joined):
        for part in item.parts:
            yield from _leaves(part)
    elif isinstance(item, list | tuple):
        for part in item:
            yield from _leaves(part)


def _keys(item: Any) -> Iterator[str]:
    if isinstance(item, Text):
        yield item.key
        for value in item.args.values():
            yield from _keys(value)
    elif isinstance(item, Joined | list | tuple):
        for part in item.parts if isinstance(item, Joined) else item:
            yield from _keys(part)


def _without_names(text: str, item: Say) -> str:
    """``text`` with every value the text was given taken out (longest first), then numbers."""
    for leaf in sorted(set(_leaves(item)), key=len, reverse=True):
        if leaf.strip():
            text = text.replace(leaf, " ")
    return re.sub(r"[\d\W_]+", " ", text).strip()


def _check_translated(item: Say) -> list[str]:
    """What is wrong with ``item`` in Czech and Polish: read the same as in English although it says
    more than names and numbers, or an English word left in it."""
    en = render("en", item)
    problems = []
    for lang in ("cs", "pl"):
        said = render(lang, item)
        if said == en and re.search(r"[A-Za-z]{2,}", _without_names(en, item)):
            problems.append(f"{lang} reads as English: {en}")
        if ENGLISH.search(_without_names(said, item)):
            problems.append(f"{lang} keeps an English word: {said}")
    return problems


# ------------------------------------------------------------------ a whole game, line by line


def test_every_line_of_a_scripted_game_reads_in_czech_and_in_polish(tmp_path: Path) -> None:
    """Replay the three-player Clash (every HoMM3 text a game shows: turns, questions, combats,
    sieges, the end) and put every line the game said into Czech and Polish."""
    said: list[Say] = []
    real = bot_commands.finished

    def spy(reply: Any, lang: str, public_lang: str) -> Any:
        said.extend([*reply.public, *reply.private])
        return real(reply, lang, public_lang)

    game = GAMES["clash3"]
    typed = typed_lines(path_of("clash3").read_text(encoding="utf-8").splitlines())
    with mock.patch.object(bot_commands, "finished", spy), stub_pictures():
        asyncio.run(replay(game, typed, tmp_path))
    ours = [line for line in said if any(k.startswith("h3-") for k in _keys(line))]
    assert len(ours) > 1000
    problems = sorted({p for line in ours for p in _check_translated(line)})
    assert not problems, "\n".join(problems[:20])


# ------------------------------------------------------------------ refusals and events


def test_a_refusal_out_of_turn_reads_in_czech_and_polish() -> None:
    state = new()
    other = 1 - state.seat
    with pytest.raises(NotYourTurnError) as exc:
        GAME.apply(state, other, {"type": "end-turn"})
    who = state.players[state.seat].name
    assert str(exc.value) == f"It is not your turn to act; waiting for {who}."
    assert render("cs", exc.value.text) == f"Teď nejsi na tahu; čeká se na {who}."
    assert render("pl", exc.value.text) == f"To nie twoja kolej; czekamy na: {who}."
    with pytest.raises(IllegalActionError) as refused:
        GAME.commands().parse(Table(state, other), "end-turn", {})
    assert render("cs", refused.value.text) == f"Teď se tě nic neptá. Na tahu je {who}."


def test_a_payment_refusal_declines_the_resources() -> None:
    state = new()
    p = state.players[state.seat]
    p.resources = {"gold": 1, "building_materials": 3, "valuables": 5}
    from bot.games.homm3.context import pay

    with pytest.raises(RulesError) as exc:
        pay(p, {"gold": 22})
    assert render("cs", exc.value.text) == (
        "Nemůžeš zaplatit 22 zlaťáků; máš 1 zlaťák, 3 stavební materiály, 5 cenností."
    )
    assert render("pl", exc.value.text) == (
        "Nie możesz zapłacić 22 złota; masz 1 złota, 3 materiały budowlane, 5 kosztowności."
    )


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "Ann dobírá 1 kartu.", "Ann dobiera 1 kartę."),
        (3, "Ann dobírá 3 karty.", "Ann dobiera 3 karty."),
        (5, "Ann dobírá 5 karet.", "Ann dobiera 5 kart."),
    ],
)
def test_numbers_take_the_plural_form_of_each_language(n: int, cs: str, pl: str) -> None:
    drew = t("h3-drew", who="Ann", n=n)
    assert (render("cs", drew), render("pl", drew)) == (cs, pl)
    assert str(drew) == f"Ann draws {n} card{'s' if n != 1 else ''}."


@pytest.mark.parametrize(
    ("amounts", "cs", "pl"),
    [
        ({"gold": 1}, "1 zlaťák", "1 złota"),
        ({"gold": 3, "valuables": 3}, "3 zlaťáky, 3 cennosti", "3 złota, 3 kosztowności"),
        (
            {"gold": 5, "building_materials": 5},
            "5 zlaťáků, 5 stavebních materiálů",
            "5 złota, 5 materiałów budowlanych",
        ),
        ({"building_materials": 1}, "1 stavební materiál", "1 materiał budowlany"),
    ],
)
def test_resources_are_declined(amounts: dict[str, int], cs: str, pl: str) -> None:
    assert (render("cs", show(amounts)), render("pl", show(amounts))) == (cs, pl)


def test_the_glossary_names_are_the_czech_rulebooks() -> None:
    mage_guild = next(b for b in DATA.buildings.values() if b.kind == "mage_guild")
    assert render("cs", terms.building(DATA, mage_guild.id)) == "Cech mágů"
    assert render("pl", terms.building(DATA, mage_guild.id)) == "Mage Guild"  # no Polish print
    assert render("cs", terms.location(DATA, "grail")) == "Grál"
    assert render("cs", terms.location(DATA, "trading_post")) == "Tržiště"
    assert [render("cs", terms.faction(f)) for f in ("castle", "dungeon", "necropolis")] == [
        "Hrad",
        "Kobky",
        "Nekropole",
    ]
    assert render("cs", cards.name(DATA, "spell:fireball")) == "Ohnivá koule"
    assert render("cs", cards.name(DATA, "spell:magic_arrow")) == "Magic Arrow"  # not printed: English
    assert english(terms.location(DATA, "windmill")) == "Windmill"
    assert render("cs", t("h3-round", round=2, rounds=12, kind="astrologers")) == (
        "Kolo 2 z 12: hvězdářské kolo."
    )
    assert render("cs", t("h3-unit-pack", unit="Pikemen")) == "Pikemen (tlupa)"
    assert render("cs", price(mage_guild.cost)).endswith(" c")


def test_a_turn_and_its_options_read_in_czech() -> None:
    state = new()
    seat = state.seat
    labels = [render("cs", o.label) for o in options(state, seat)]
    assert "Ukonči tah" in labels
    assert any(label.startswith("Přesuň hlavního hrdinu na ") for label in labels)
    field = next(o.params["to"] for o in options(state, seat) if o.command == "move")
    out = GAME.apply(state, seat, {"type": "move", "hero": "main", "to": field})
    name = state.players[seat].name
    assert render("cs", out.events[0].text) == f"Hlavní hrdina hráče {name} táhne na {field}."
    assert render("pl", out.events[0].text) == f"Główny bohater gracza {name} idzie na {field}."
    panel = GAME.commands().hand(out.state, seat)
    for line in panel.private:
        assert not _check_translated(line), line


def test_a_combat_reads_in_czech_and_polish() -> None:
    state = new()
    a, d = state.seat, 1 - state.seat
    from bot.games.homm3 import geography, turn

    town = geography.town_field(state, a) or ""
    field = next(
        n for n in geography.adjacent(state, town) if geography.location(state, DATA, n) != "blocked"
    )
    state.players[d].main.at = field
    state.players[a].main.at = town
    out = GAME.apply(state, a, {"type": "move", "hero": "main", "to": field})
    assert out.state.fight is not None
    said = [render("cs", e.text) for e in out.events]
    assert any("napadá hráče" in line for line in said)
    label = turn.combat_label(out.state, DATA, Action("attack", unit="A1", target="D1"))
    assert render("cs", label).startswith("útok ") and render("pl", label).startswith("atak ")
    seat = GAME.to_move(out.state)[0]
    prompt = GAME.decision(out.state, seat).prompt  # type: ignore[union-attr]
    assert render("pl", prompt) == f"Walka na {field}: wybierz następny krok."


# ------------------------------------------------------------------ typed words and the lobby


def test_a_hero_typed_in_czech_or_polish_is_understood() -> None:
    state = new()
    seat = state.seat
    field = next(o.params["to"] for o in options(state, seat) if o.command == "move")
    for word in ("main", "hlavní", "główny"):
        acted = GAME.commands().parse(Table(state, seat), "move", {"to": field, "hero": word})
        assert acted.action == {"type": "move", "hero": "main", "to": field}  # type: ignore[union-attr]


def test_the_lobby_names_factions_and_difficulties_in_the_readers_language() -> None:
    token = reading.set("cs")
    try:
        choices = {c.key: c for c in GAME.setup_choices()}
        assert choices["faction"].names()["castle"] == "Hrad"
        assert choices["difficulty"].names()["hard"] == "Těžká"
        assert choices["hero"].resolve("Hrdina magie") == "magic"
        assert choices["faction"].resolve("castle") == "castle"
    finally:
        reading.reset(token)
    assert {c.key: c for c in GAME.setup_choices()}["faction"].names()["castle"] == "Castle"


def test_card_describes_the_box_in_the_readers_language() -> None:
    token = reading.set("cs")
    try:
        box = {c.id: c for c in GAME.components()}
        assert box["spell:fireball"].name == "Ohnivá koule" and box["spell:fireball"].kind == "kouzlo"
        lines = GAME.describe("unit:" + next(iter(DATA.units)))
        assert "jednotka" in lines[0] and lines[1].startswith("Hrstka: útok ")
        assert GAME.describe("location:grail")[0].startswith("**Grál** — ")
        assert "Nic k vrácení" not in (GAME.undo_refusal(new(), 0) or "")
        assert (GAME.undo_refusal(new(), 0) or "").startswith("Není co vrátit")
    finally:
        reading.reset(token)
    assert GAME.describe("spell:fireball")[0].startswith("**Fireball** — ")


# ------------------------------------------------------------------ the pictures' words


def test_the_pictures_can_speak_czech_and_polish() -> None:
    state = new()
    assert title(state, "cs").startswith("Kolo 1 z ")
    assert title(state, "pl").startswith("Runda 1 z ")
    assert title(state).startswith("Round 1 of ")
    view = map_view(state, DATA, lang="cs")
    names = canvas_view(view, DATA, "cs")["names"]
    assert names["terrains"]["grass"] == "Tráva" and names["sites"]["town"] == "Město"
    assert render_map(view, DATA, lang="cs")[:4] == b"\x89PNG"
    a, d = state.seat, 1 - state.seat
    from bot.games.homm3 import geography

    town = geography.town_field(state, a) or ""
    field = next(
        n for n in geography.adjacent(state, town) if geography.location(state, DATA, n) != "blocked"
    )
    state.players[d].main.at = field
    state.players[a].main.at = town
    state = act(state, a, type="move", hero="main", to=field)
    assert state.fight is not None
    players, units, where = battlefield_names(state, DATA, "pl")
    assert where == f"Walka na {field}"
    image = render_battlefield(state.fight.combat, players=players, unit_names=units, title=where, lang="pl")
    assert image[:4] == b"\x89PNG"


def test_a_place_is_declined_by_its_kind() -> None:
    assert (
        render("cs", t("h3-captured", who="Ann", place="settlement", at="1,2")) == "Ann dobývá osadu na 1,2."
    )
    assert render("pl", t("h3-captured", who="Ann", place="town", at="1,2")) == "Ann zdobywa miasto na 1,2."
    home = t("h3-home-returns", who="Ann", place=t("h3-home-place", place="town", at="0,0"))
    assert render("cs", home) == "Hrdina hráče Ann se vrací do města na 0,0."
