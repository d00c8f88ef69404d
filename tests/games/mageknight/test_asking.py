"""R-ASK (issue 13): where the rules give the player a choice, the engine and the commands ask instead
of picking silently: the source of a mana payment, the Wounds a Rest discards, the cards Rethink puts
back (the Magical Glade's "may": test_turn.py), and units appear in the attack and block choices with
their mana costs."""

from __future__ import annotations

import pytest

from bot.engine.commands import Act, Show
from bot.engine.commands import Table as CommandTable
from bot.engine.errors import RulesError
from bot.engine.i18n import render
from bot.games.mageknight import game as mk
from bot.games.mageknight.commands import MageKnightCommands, declaring
from bot.games.mageknight.observer import combat_choices

from .builder import DATA, Table, act, assert_illegal, next_phase, player

CMDS = MageKnightCommands()


def parse(state, name: str, **options: str):  # type: ignore[no-untyped-def]
    return CMDS.parse(CommandTable(state, 0), name, options)


def offered(state) -> list:  # type: ignore[no-untyped-def]
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return list(decision.options)


# ------------------------------------------------------------------ the source of a mana payment
def test_several_sources_are_asked_for_and_one_source_is_used_and_named() -> None:
    """March powered needs green mana: a green die and a green crystal could both pay, so the engine
    asks (listing both) instead of taking the die; with only the crystal it is used and the log says so."""
    both = Table().source("green", "blue", "blue").crystals(green=1).hand("march").build()
    assert_illegal(both, 0, {"type": "play", "card": "march", "mode": "powered"}, "die:green, crystal:green")
    ways = [o for o in offered(both) if o.params.get("card") == "march" and o.params["mode"] == "powered"]
    assert sorted(o.params["mana"] for o in ways) == ["crystal:green", "die:green"]
    assert any("paying a green crystal" in str(o.label) for o in ways)
    one = Table().source("blue", "blue", "red").crystals(green=1).hand("march").build()
    out = mk.apply(one, 0, {"type": "play", "card": "march", "mode": "powered"}, DATA)
    assert "a green crystal" in str(out.events[0].text) and player(out.state).crystals["green"] == 0


def test_play_without_the_source_asks_with_a_control_for_each() -> None:
    state = Table().source("green", "blue", "blue").crystals(green=1).hand("march").build()
    shown = parse(state, "play", card="march", mode="powered")
    assert isinstance(shown, Show)
    assert "several ways" in str(shown.panel.private[0])
    assert sorted(c.options["mana"] for c in shown.panel.controls) == ["crystal:green", "die:green"]
    hand = {c.option_id for c in CMDS.hand(state, 0).controls}
    assert {c.option_id for c in shown.panel.controls} <= hand, "each control is clickable from the hand"
    typed = parse(state, "play", card="march", mode="powered", mana="crystal:green")
    assert isinstance(typed, Act) and typed.action["params"]["mana"] == "crystal:green"


# ------------------------------------------------------------------ Rest
def test_rest_without_discard_shows_what_it_would_discard_first() -> None:
    """§3.4 Standard Rest: one non-Wound card and any number of Wounds. ``/mk rest`` alone changes
    nothing: it says privately what would go (a card of your choice and all Wounds) with the ways as
    controls, keeping some Wounds included; ``discard:`` applies as typed."""
    state = Table().hand("march", "rage", "wound", "wound").build()
    shown = parse(state, "rest")
    assert isinstance(shown, Show) and not shown.panel.public
    text = str(shown.panel.private[0])
    assert "Standard Rest" in text and "all your 2 Wounds" in text and "March, Rage" in text
    controls = shown.panel.controls
    assert [c.options["discard"] for c in controls if c.group == "rest"] == [
        "march,wound,wound",
        "rage,wound,wound",
    ]
    keep = [c.options["discard"] for c in controls if c.group == "rest-keep"]
    assert keep == ["march,wound", "rage,wound", "march", "rage"]
    assert isinstance(parse(state, "rest", discard="march"), Act)
    only_wounds = Table().hand("wound", "wound").build()
    assert isinstance(parse(only_wounds, "rest"), Act), "Slow Recovery has nothing to choose"


# ------------------------------------------------------------------ Rethink
def test_rethink_asks_which_cards_and_takes_none_only_when_told() -> None:
    state = Table("arythea", "tovak", tactics=False).build()
    first = mk.to_move(state)
    assert first is not None
    seat_state = CommandTable(state, first)
    shown = CMDS.parse(seat_state, "tactic", {"tactic": "rethink"})
    assert isinstance(shown, Show) and "up to 3 cards" in str(shown.panel.private[0])
    assert {c.options.get("cards") for c in shown.panel.controls} >= {"none"}
    assert_illegal(state, first, {"type": "tactic", "tactic": "rethink"}, "cards:none")
    after = act(state, {"type": "tactic", "tactic": "rethink", "cards": "none"}, first)
    assert after.players[first].tactic == "rethink"


# ------------------------------------------------------------------ units in declarations
def _block_phase(*units: tuple[str, str], **crystals: int) -> object:
    t = Table().hand("march").crystals(**crystals)
    for unit, uid in units:
        t = t.unit(unit, uid=uid)
    state = act(t.calm().token("1,0", "prowlers").build(), {"type": "challenge", "targets": "1,0"})
    return next_phase(state)


def test_units_that_can_block_are_in_the_block_choices_with_their_mana() -> None:
    state = _block_phase(("peasants", "u1"), ("guardian_golems", "u2"), red=1)
    choices = combat_choices(state, 0, DATA)  # type: ignore[arg-type]
    assert choices is not None
    units = dict(choices["units"])
    assert "u1@1/block" in units and "u2@2+mana=crystal:red" in units
    assert (
        str(units["u2@2+mana=crystal:red"]) == "Guardian Golems (u2): Fire Block 4 — red mana (a red crystal)"
    )
    declare = declaring(state, 0)  # type: ignore[arg-type]
    assert declare is not None
    assert [s["slot"] for s in declare["form"]["slots"]] == ["at", "c", "un"]
    assert declare["form"]["params"]["units"] == "un"
    assert "u2@2+mana=crystal:red" in str(declare["hint"])
    suggested = CMDS.suggest(CommandTable(state, 0), "block", "units", "", {})
    assert (
        "Guardian Golems (u2): Fire Block 4 — red mana (a red crystal)",
        "u2@2+mana=crystal:red",
    ) in suggested
    after = act(state, {"type": "block", "enemy": "e1", "units": "u2@2+mana=crystal:red"})  # type: ignore[arg-type]
    assert player(after).units[1].spent


def test_ranged_phase_lists_only_ranged_and_siege_unit_attacks() -> None:
    t = Table().hand("march").unit("fire_mages", uid="u1").crystals(red=1)
    state = act(t.calm().token("1,0", "prowlers").build(), {"type": "challenge", "targets": "1,0"})
    choices = combat_choices(state, 0, DATA)
    assert choices is not None and choices["phase"] == "ranged"
    assert [v for v, _ in choices["units"]] == ["u1@1"], "the melee Attack 6 waits for the Attack phase"


# ------------------------------------------------------------------ the words in Czech and Polish
@pytest.mark.parametrize(
    ("lang", "words"),
    [("cs", ("běžný odpočinek", "všechna svá 2 zranění")), ("pl", ("standardowy odpoczynek", "rany: 2"))],
)
def test_the_rest_question_in_czech_and_polish(lang: str, words: tuple[str, ...]) -> None:
    state = Table().hand("march", "rage", "wound", "wound").build()
    shown = parse(state, "rest")
    assert isinstance(shown, Show)
    text = render(lang, shown.panel.private[0])
    assert all(w in text for w in words), text
    assert "Wound" not in text and "discard one" not in text


@pytest.mark.parametrize(
    ("lang", "n", "word"),
    [
        ("cs", 1, "kartu"),
        ("cs", 3, "karty"),
        ("cs", 5, "karet"),
        ("pl", 1, "kartę"),
        ("pl", 3, "karty"),
        ("pl", 5, "kart"),
    ],
)
def test_the_cycle_question_counts_cards_in_czech_and_polish(lang: str, n: int, word: str) -> None:
    from bot.engine.i18n import t

    text = render(lang, t("mk-ask-cycle-which", n=n, hand="march"))
    assert f"{n} {word} " in text, text


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_the_mana_question_and_unit_items_speak_the_glossary(lang: str) -> None:
    state = Table().source("green", "blue", "blue").crystals(green=1).hand("march").build()
    with pytest.raises(RulesError) as err:
        mk.apply(state, 0, {"type": "play", "card": "march", "mode": "powered"}, DATA)
    text = render(lang, err.value.text)
    assert "die:green, crystal:green" in text and ("zelenou manu" in text or "zieloną manę" in text), text
    blocks = _block_phase(("guardian_golems", "u2"), red=1)
    choices = combat_choices(blocks, 0, DATA)  # type: ignore[arg-type]
    assert choices is not None
    label = render(lang, dict(choices["units"])["u2@2+mana=crystal:red"])
    assert (
        ("červená mana" in label and "červený krystal" in label)
        if lang == "cs"
        else ("czerwona mana" in label)
    )
