"""Mage Knight skills, tactics and card effects in Czech and Polish (skills/use.py, resolvers/{advanced,
tactics,spells,travel,skills}.py): refusals and events are played through the engine (or a resolver is
called directly) and put into words per reader, with the rulebooks' terms, the plural form CLDR gives
1, 3 and 5, and no English left in what these files say."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.engine.errors import RulesError
from bot.engine.i18n import LANGUAGES, Say, render, t
from bot.games.mageknight import TEXTS
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.interpret import RESOLVERS
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import GameState
from tests.games.mageknight.builder import DATA, Table, outcome, player
from tests.games.mageknight.tactics.test_tactics import taking

#: Words that only an English sentence would hold (names of cards and skills stay English by design).
ENGLISH = re.compile(
    r"\b(the|you|your|is|are|and|of|this|turn|cannot|choose|name|uses|takes|gains|discards|draws|"
    r"cards?|Wounds?|enemy|enemies|combat|spaces?|Move|Influence|Source|deck)\b"
)
PREFIXES = ("mk-skill-", "mk-res-")
#: Command syntax stays as it is typed (``discard:<card>``, ``skills:id@mode``, ``+points=<n>``).
TYPED = re.compile(r"<[^>]*>|\S*[:=@]\S*")


def prose(text: str) -> str:
    """``text`` without the command syntax it shows."""
    return TYPED.sub(" ", text)


def words(lang: str, item: Say) -> str:
    return render(lang, item)


def refusal(state: GameState, action: dict[str, Any]) -> RulesError:
    with pytest.raises(RulesError) as info:
        outcome(state, action)
    return info.value


def with_skills(table: Table, *skills: str) -> GameState:
    state = table.build()
    player(state).skills = list(skills)
    return state


def resolve(state: GameState, kind: str, effect: dict[str, Any], card: str = "march", **params: str) -> Say:
    """One of this area's resolvers, called as the effect interpreter would."""
    assert state.turn is not None
    return RESOLVERS[kind](
        Ctx(state, DATA), player(state), state.turn, effect, Play(card, "basic", params), 0
    )


# ----------------------------------------------------------------------------- every message
def test_no_message_of_these_files_keeps_english_words_in_czech_or_polish() -> None:
    keys = sorted(k for k in TEXTS.keys("en") if k.startswith(PREFIXES))
    assert len(keys) > 250
    for lang in ("cs", "pl"):
        for key in keys:
            args = {v: 3 for v in TEXTS.variables("en", key)}
            text = TEXTS.text(lang, key, args)
            assert not ENGLISH.search(prose(text)), f"{lang}/{key}: {text}"


# ----------------------------------------------------------------------------- skills
def test_a_skill_used_names_the_skill_as_the_rulebook_prints_it() -> None:
    state = with_skills(Table("arythea"), "arythea_motivation")
    event = outcome(state, {"type": "skill", "skill": "arythea_motivation"}).events[0].text
    assert words("en", event).startswith("P0 uses the skill Motivation: ")
    assert words("cs", event).startswith("P0 používá dovednost Motivace: ")
    assert words("pl", event).startswith("P0 używa umiejętności Motywacja: ")
    assert "do příštího kola žádná další Motivace" in words("cs", event)
    assert "żadnej innej Motywacji do następnej rundy" in words("pl", event)


def test_a_face_down_skill_is_refused_in_the_readers_language() -> None:
    state = with_skills(Table("arythea"), "arythea_motivation")
    used = outcome(state, {"type": "skill", "skill": "arythea_motivation"}).state
    exc = refusal(used, {"type": "skill", "skill": "arythea_motivation"})
    assert str(exc) == "Motivation is face down until the next round."
    assert words("cs", exc.text) == "Dovednost Motivace je otočená lícem dolů až do dalšího kola."
    assert words("pl", exc.text) == "Umiejętność Motywacja jest odwrócona do następnej rundy."


def test_a_skill_lacking_wounds_counts_them_in_czech_and_polish() -> None:
    state = with_skills(Table("arythea").hand("wound", "march"), "arythea_healing_ritual")
    exc = refusal(state, {"type": "skill", "skill": "arythea_healing_ritual"})
    assert words("cs", exc.text) == "Healing Ritual: k vyřazení potřebuješ v ruce 2 zranění (máš 1)."
    assert words("pl", exc.text) == "Healing Ritual: do wyrzucenia potrzebujesz w ręce 2 ran (masz 1)."


def test_a_skill_that_is_not_yours_lists_yours() -> None:
    state = with_skills(Table("wolfhawk"), "wolfhawk_taunt")
    exc = refusal(state, {"type": "skill", "skill": "tovak_double_time"})
    assert words("cs", exc.text) == "Dovednost Double Time nemáš. Tvé dovednosti: Taunt (wolfhawk_taunt)."
    assert words("pl", exc.text).startswith("Nie masz umiejętności Double Time. Twoje umiejętności: ")


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "vyřadí 1 zranění", "wyrzuca 1 ranę"),
        (3, "vyřadí 3 zranění", "wyrzuca 3 rany"),
        (5, "vyřadí 5 zranění", "wyrzuca 5 ran"),
    ],
)
def test_wounds_thrown_away_take_the_plural_of_the_count(n: int, cs: str, pl: str) -> None:
    text = t("mk-skill-wounds-thrown", n=n)
    assert (words("cs", text), words("pl", text)) == (cs, pl)


@pytest.mark.parametrize(
    ("n", "cs", "pl"), [(1, "1 cíl", "1 cel"), (3, "3 cíle", "3 cele"), (5, "5 cílů", "5 celów")]
)
def test_forked_lightning_targets_take_the_plural_of_the_count(n: int, cs: str, pl: str) -> None:
    text = t("mk-skill-targets", effect="Ranged Attack 1", n=n)
    assert words("cs", text).endswith(cs) and words("pl", text).endswith(pl)


# ----------------------------------------------------------------------------- tactics
def test_rethink_tells_the_table_how_many_cards_and_wounds_went_away() -> None:
    state = Table("arythea", tactics=False).build()
    player(state).hand = ["wound", "wound", "march", "rage", "stamina"]
    out = outcome(state, {"type": "tactic", "tactic": "rethink", "cards": "wound,wound,march"})
    said = next(e.text for e in out.events if "(Rethink)" in e.text)
    assert words("cs", said) == (
        "P0 (Rethink): odloží 3 karty (z toho 2 zranění) a dobere si 3, "
        "pak zamíchá odkládací balíček do dobíracího balíčku."
    )
    assert words("pl", said) == (
        "P0 (Rethink): odrzuca 3 karty (w tym 2 rany) i dobiera 3, "
        "potem wtasowuje stos kart wykorzystanych do talii."
    )
    private = next(e.private[0] for e in out.events if 0 in e.private and "put away" in e.private[0])
    assert words("cs", private) == "Odkládáš: Zranění, Zranění, March."


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "odloží 1 kartu a dobere si 1", "odrzuca 1 kartę i dobiera 1"),
        (3, "odloží 3 karty a dobere si 3", "odrzuca 3 karty i dobiera 3"),
        (5, "odloží 5 karet a dobere si 5", "odrzuca 5 kart i dobiera 5"),
    ],
)
def test_cards_put_away_take_the_plural_of_the_count(n: int, cs: str, pl: str) -> None:
    text = t("mk-res-cycle-done", where="discard", n=n, wounds=0, drawn=n, reshuffle="no")
    assert (words("cs", text), words("pl", text)) == (cs, pl)


def test_long_night_refusal_and_use_read_with_the_printed_tactic_name() -> None:
    state = taking("long_night", night=True)
    exc = refusal(state, {"type": "tactic_use"})
    assert words("cs", exc.text) == (
        "Svou taktiku teď nemůžeš použít: tvůj dobírací balíček není prázdný (nebo v odkládacím balíčku nic není)."
    )
    assert words("pl", exc.text) == (
        "Nie możesz teraz użyć swojej taktyki: twoja talia nie jest pusta (albo stos kart wykorzystanych jest pusty)."
    )
    p = player(state)
    p.discard, p.deck = list(p.deck), []
    event = outcome(state, {"type": "tactic_use"}).events[0].text
    assert (
        words("cs", event)
        == "P0 používá taktiku Dlouhá noc: vrátí 3 náhodné odložené karty zpět jako dobírací balíček."
    )
    assert (
        words("pl", event)
        == "P0 używa taktyki Długa noc: odkłada 3 losowe wykorzystane karty z powrotem jako talię."
    )


@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "1 náhodnou odloženou kartu", "1 losową wykorzystaną kartę"),
        (3, "3 náhodné odložené karty", "3 losowe wykorzystane karty"),
        (5, "5 náhodných odložených karet", "5 losowych wykorzystanych kart"),
    ],
)
def test_long_night_cards_take_the_plural_of_the_count(n: int, cs: str, pl: str) -> None:
    text = t("mk-res-long-night", n=n)
    assert cs in words("cs", text) and pl in words("pl", text)


def test_a_tactic_option_is_labelled_in_the_readers_language() -> None:
    decision = mk.decision(taking("the_right_moment"), 0, DATA)
    assert decision is not None
    label = next(o.label for o in decision.options if o.command == "tactic-use")
    assert words("en", label) == "Use the tactic The Right Moment"
    assert (words("cs", label), words("pl", label)) == (
        "Použij taktiku The Right Moment",
        "Użyj taktyki The Right Moment",
    )
    planning = t("mk-res-option-use", tactic=t("mk-res-tactic-name", id="planning", name="Planning"))
    assert (words("cs", planning), words("pl", planning)) == (
        "Použij taktiku Plánování",
        "Użyj taktyki Planowanie",
    )


# ----------------------------------------------------------------------------- card effects
@pytest.mark.parametrize(
    ("n", "cs", "pl"),
    [
        (1, "bere si 1 zranění do ruky", "bierze 1 ranę do ręki"),
        (3, "bere si 3 zranění do ruky", "bierze 3 rany do ręki"),
        (5, "bere si 5 zranění do ruky", "bierze 5 ran do ręki"),
    ],
)
def test_wounds_taken_by_a_card_take_the_plural_of_the_count(n: int, cs: str, pl: str) -> None:
    state = Table("arythea").build()
    text = resolve(state, "take_wounds", {"take_wounds": n})
    assert (words("cs", text), words("pl", text)) == (cs, pl)
    assert player(state).hand.count("wound") == n


def test_a_cost_the_player_cannot_pay_says_what_is_short() -> None:
    state = Table("arythea").build()
    assert state.turn is not None
    state.turn.influence = 1
    with pytest.raises(RulesError) as info:
        resolve(state, "pay_influence", {"pay_influence": 3})
    assert words("cs", info.value.text) == "Stojí to 3 Vlivu; máš 1 (chybí 2)."
    assert words("pl", info.value.text) == "To kosztuje 3 Wpływu; masz 1 (brakuje 2)."


def test_terrains_are_named_as_the_rulebooks_print_them_and_kept_english_otherwise() -> None:
    state = Table("arythea").build()
    effect = {"terrain_cost": -1, "terrains": ["plains", "hills", "forest", "swamp"], "min": 2}
    text = resolve(state, "terrain_cost", effect, card="path_finding")
    assert words("en", text) == "Plains, Hills, Forest, Swamp cost 1 less Move this turn (not below 2)"
    assert words("cs", text) == "Plains, Hills, les, bažina: v tomto tahu o 1 Pohybu levnější (ne pod 2)"
    assert words("pl", text) == "równiny, Hills, las, bagno: w tej turze o 1 Ruchu taniej (nie poniżej 2)"


def test_the_source_rerolled_names_each_colour() -> None:
    state = Table("arythea").source("red", "blue", "gold").build()
    text = resolve(state, "reroll_whole_source", {"reroll_whole_source": True})
    cs, pl = words("cs", text), words("pl", text)
    assert cs.startswith("přehodí Pramen: ") and pl.startswith("przerzuca Źródło: ")
    assert not ENGLISH.search(cs) and not re.search(r"\b(red|blue|green|white|gold|black)\b", cs + pl)


def test_time_bending_refused_on_a_last_turn() -> None:
    state = Table("arythea").build()
    state.last_turns = [0]
    with pytest.raises(RulesError) as info:
        resolve(state, "repeat_turn", {"repeat_turn": True}, card="space_bending")
    assert (
        words("cs", info.value.text)
        == "Ohýbání prostoru nelze zahrát v posledním tahu (žádný další tah už nenásleduje)."
    )
    assert (
        words("pl", info.value.text)
        == "Space Bending nie można zagrać w ostatniej turze (żadna tura już nie nastąpi)."
    )


def test_every_language_renders_these_texts_without_errors() -> None:
    for lang in LANGUAGES:
        assert words(lang, t("mk-res-recalled", n=2, where="top"))
