"""The /mk commands as players type them (the command set in bot/games/mageknight/commands.py):
names are matched against what may be chosen now, refusals list what is possible instead, and
autocomplete offers only what the command can take in this phase. These were found when the bot was
tried over Discord (issue 10, item 7)."""

from __future__ import annotations

import pytest

from bot.engine.commands import Act, Show
from bot.engine.commands import Table as CommandTable
from bot.engine.errors import RulesError
from bot.games.mageknight import game as mk
from bot.games.mageknight.commands import MageKnightCommands

from .builder import DATA, Table
from .combat.kit import fight, to_phase

CMDS = MageKnightCommands()


def parse(state, name: str, **options: str):  # type: ignore[no-untyped-def]
    return CMDS.parse(CommandTable(state, 0), name, options)


def suggest(state, name: str, option: str, current: str = "", **filled: str) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return CMDS.suggest(CommandTable(state, 0), name, option, current, filled)


# ------------------------------------------------------------------ §3.4 rest and the end of the turn
@pytest.mark.parametrize("command", ["rest", "end-turn"])
def test_a_wrong_discard_lists_the_hand_not_every_card(command: str) -> None:
    """§3.4: a Rest and the end of a turn discard cards from the hand, so a name that is not there is
    refused with the cards the player holds."""
    state = Table().hand("march", "rage", "wound").build()
    with pytest.raises(RulesError) as err:
        parse(state, command, discard="fireball")
    text = str(err.value)
    assert "card in your hand" in text and "Choices: march, rage, wound." in text
    assert parse(state, command, discard="March").action["discard"] == ["march"]  # type: ignore[union-attr]


def test_a_rest_names_the_discarded_card_only_to_its_owner() -> None:
    """§3.4 asks a player to show the hand only for Slow Recovery (to prove it holds only Wounds);
    what a Standard Rest discards is told to its owner alone, the table hears how many (R-DISCARD-PRIVATE)."""
    state = Table().hand("march", "rage", "wound").build()
    out = mk.apply(state, 0, {"type": "rest", "discard": ["march", "wound"]}, DATA)
    event = out.events[0]
    assert str(event.text) == "P0 rests (Standard Rest): discards 1 card and 1 Wound."
    assert {seat: str(text) for seat, text in event.private.items()} == {0: "You discard March and 1 Wound."}
    slow = mk.apply(Table().hand("wound", "wound").build(), 0, {"type": "rest", "discard": ["wound"]}, DATA)
    assert "showing a hand of Wounds only" in slow.events[0].text


def test_rethink_names_the_cards_put_away_only_to_their_owner() -> None:
    """Rethink (tactic 2) puts up to 3 cards away like a Rest discards: the table hears how many (and
    how many are Wounds), the owner which ones (R-DISCARD-PRIVATE)."""
    state = Table(tactics=False).build()
    hand = state.players[0].hand
    out = mk.apply(state, 0, {"type": "tactic", "tactic": "rethink", "cards": f"{hand[0]},{hand[1]}"}, DATA)
    public = " ".join(str(e.text) for e in out.events)
    names = {DATA.cards[c].name for c in hand[:2]}
    assert "2 cards" in public and not any(n in public for n in names)
    private = [e.private[0] for e in out.events if 0 in e.private and "put away" in e.private[0]]
    assert private and all(n in private[0] for n in names)


def test_rethink_cards_autocomplete_from_the_hand_as_often_as_held() -> None:
    """Rethink shuffles back up to 3 cards of the hand: its ``cards`` option suggests the hand,
    a Wound held twice twice."""
    state = Table(tactics=False).build()
    state.players[0].hand = ["wound", "wound", "march"]
    first = dict(suggest(state, "tactic", "cards", ""))
    assert set(first) == {"March", "Wound"}
    second = dict(suggest(state, "tactic", "cards", "wound,"))
    assert set(second.values()) == {"wound,march", "wound,wound"}
    assert suggest(state, "tactic", "cards", "wound,wound,") == [("wound,wound + March", "wound,wound,march")]


# ------------------------------------------------------------------ §4 cards with a cost
def test_improvisation_takes_its_only_possible_discard() -> None:
    """Improvisation discards another card to be played; when one card can be discarded the command
    needs no ``discard``, and with several it asks which, with a control for each (R-ASK)."""
    one = Table().source("red", "blue", "blue").hand("improvisation", "rage", "wound").build()
    asked = parse(one, "play", card="improvisation", mode="basic/move")
    assert isinstance(asked, Act) and asked.action["params"] == {"discard": "rage"}
    two = Table().source("red", "blue", "blue").hand("improvisation", "rage", "march").build()
    shown = parse(two, "play", card="improvisation", mode="basic/move")
    assert isinstance(shown, Show) and "several ways" in str(shown.panel.private[0])
    assert [c.options.get("discard") for c in shown.panel.controls] == ["march", "rage"]
    assert parse(two, "play", card="improvisation", mode="basic/move", discard="march").action["params"] == {  # type: ignore[union-attr]
        "discard": "march"
    }


# ------------------------------------------------------------------ §7 combat phases
def test_damage_is_not_suggested_in_the_block_phase() -> None:
    """§7.3-§7.4: damage is assigned in its own phase after the Block phase, so /mk damage suggests
    no attack while blocks are being declared (and /mk block none in the damage phase)."""
    state = to_phase(fight("prowlers"), "block")
    assert suggest(state, "block", "enemy") and not suggest(state, "damage", "enemy")
    later = to_phase(state, "damage")
    assert suggest(later, "damage", "enemy") and not suggest(later, "block", "enemy")


@pytest.mark.parametrize("value", [",", " , ", ""])
def test_an_empty_harvest_is_refused_with_the_hand_not_a_crash(value: str) -> None:
    """Found in the console: ``/mk move hex:1,0 harvest:,`` raised an IndexError (Discord answered
    "Something went wrong"). Savage Harvesting names one card of the hand; nothing named is refused."""
    state = Table().hand("march", "rage").build()
    with pytest.raises(RulesError) as err:
        parse(state, "move", hex="1,0", harvest=value)
    assert "Name one card of your hand for harvest" in str(err.value) and "March, Rage" in str(err.value)
