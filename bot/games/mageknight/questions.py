"""The questions the ``/mk`` commands ask before anything is applied, where the rules give the player a
choice the command did not name (R-ASK): which cards a Rest discards, which cards Rethink puts back, how
to pay a card's mana. Each is a private text; the command shows it with a control for every offered
answer."""

from __future__ import annotations

from bot.engine.i18n import Say, t
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.state import GameState


def rest(state: GameState, seat: int, data: MageKnightData) -> Say:
    """What ``/mk rest`` without ``discard:`` would do: a Standard Rest discards one non-Wound card of
    the player's choice and, unless they keep some, all their Wounds."""
    hand = state.players[seat].hand
    cards = sorted({data.cards[c].name for c in hand if c != "wound"})
    return t("mk-ask-rest", cards=cards, wounds=hand.count("wound"))


def cycle(state: GameState, seat: int, data: MageKnightData, tactic: str, n: int) -> Say:
    """Rethink taken (or Midnight Meditation used) without ``cards:``: which cards (up to ``n``) are
    swapped for new ones, or none."""
    hand = state.players[seat].hand
    name = t("mk-res-tactic-name", id=tactic, name=data.tactics[tactic].name)
    command = "tactic" if data.tactics[tactic].timing == "taken" else "tactic-use"
    hand_names = sorted({data.cards[c].name for c in hand})
    return t("mk-ask-rethink", tactic=name, id=tactic, command=command, n=n, hand=hand_names)


def play_ways(card: str, mode: str, data: MageKnightData) -> Say:
    """``/mk play`` naming a card that can be played in several ways in that mode (the mana's source,
    or another choice the command left out): the player picks one."""
    return t("mk-ask-play-ways", card=data.cards[card].name, mode=mode)
