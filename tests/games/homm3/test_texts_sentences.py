"""What players read in combat and in card labels: card names, not ids; a line for every combat
event a card causes; the two ways of playing an artifact told apart by what each does; map plays
worded as sentences; and grammar ("the neutrals win", "an artifact card")."""

from __future__ import annotations

from bot.engine.i18n import english, render_all, t
from bot.games.homm3 import effects, geography, turn
from bot.games.homm3.combat.state import Action, CardPlay, CombatEvent, CombatResult
from bot.games.homm3.fight import _verdict, combat_lines
from bot.games.homm3.state import Fight
from tests.games.homm3.game_helpers import DATA, act, new


def test_a_card_played_in_combat_is_named_and_its_target_shown() -> None:
    names = {"A1": "Pikemen"}
    lines = render_all(
        "en",
        combat_lines(
            [CombatEvent("card", {"side": 0, "card": "basic:defense", "target": "A1"})],
            names,
            lambda c: DATA.basic_cards[c.partition(":")[2]].name,
        ),
    )
    assert lines == [f"{DATA.basic_cards['defense'].name} is played on Pikemen (A1)."]
    assert "basic:" not in lines[0]


def test_every_card_event_has_a_combat_line() -> None:
    names = {"A1": "Pikemen", "D1": "Imps"}
    events = [
        CombatEvent("cured", {"unit": "A1"}),
        CombatEvent("may_retaliate", {"unit": "A1"}),
        CombatEvent("voided", {"unit": "D1"}),
        CombatEvent("saved", {"unit": "A1"}),
        CombatEvent("moved", {"unit": "A1", "from": "a1", "to": "b2"}),
    ]
    assert render_all("en", combat_lines(events, names)) == [
        "Pikemen (A1) is cured.",
        "Pikemen (A1) may retaliate again this round.",
        "The attack die of Imps (D1) counts for nothing.",
        "Pikemen (A1) is saved: the attack deals no damage.",
        "Pikemen (A1) moves from a1 to b2.",
    ]


def test_the_neutrals_win_and_an_artifact_takes_an_an() -> None:
    fight = Fight(None, "neutral", 0, "main", "0,0", None)  # type: ignore[arg-type]
    from tests.games.homm3.game_helpers import ctx

    text = english(_verdict(ctx(new()), fight, CombatResult(winner=1, reason="defeat")))
    assert text.startswith("the neutrals win (")
    assert str(t("h3-search-took", who="Ann", deck="artifact")) == "Ann takes an artifact card."
    assert str(t("h3-search-took", who="Ann", deck="spell")) == "Ann takes a spell card."


def test_an_artifacts_two_ways_in_combat_are_labelled_by_what_they_do() -> None:
    """Dragon Scale Armor: +2 Attack or +2 Defense; the two options must not read the same."""
    state = new()
    a = state.seat
    d = 1 - a
    town = geography.town_field(state, a) or ""
    field = next(
        n for n in geography.adjacent(state, town) if geography.location(state, DATA, n) != "blocked"
    )
    state.players[d].main.at = field
    state.players[a].main.at = town
    state = act(state, a, type="move", hero="main", to=field)
    assert state.fight is not None
    card = "artifact:dragon_scale_armor"
    labels = [
        english(
            turn.combat_label(state, DATA, Action("play", unit="A1", card=CardPlay(card, "instant", mode=m)))
        )
        for m in ("o0.0", "o1.0")
    ]
    assert labels[0] != labels[1]
    assert "+2 Attack" in labels[0] and "+2 Defense" in labels[1]


def test_map_plays_read_as_sentences() -> None:
    state = new()
    p = state.players[state.seat]
    assert english(effects.describe(DATA, p, "artifact:endless_sack_of_gold", "o0.0")) == "gain 5 gold"
    assert (
        english(effects.describe(DATA, p, "artifact:endless_sack_of_gold", "o1.0"))
        == "remove this card from the game, gain 8 gold"
    )
    assert english(effects.describe(DATA, p, "ability:wisdom", "n0")) == (
        "buy a spell at the Mage Guild for 2 gold less and Search (3)"
    )
