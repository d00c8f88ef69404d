"""What every game's game-master corrections share (:meth:`bot.engine.contract.Game.correct`):
reading a number, and giving a card to a hand or taking one from it with the card named only to its
owner.

>>> number({"fame": " 12 "}, "fame", "fame")
12
>>> hand = ["a"]
>>> str(hand_card("Ann", hand, 0, "b", "Bolt", take=False).private[0])
'You are given Bolt.'
>>> hand
['a', 'b']
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, t
from bot.engine.outcome import Event

YES = ("yes", "y", "1", "true")


def number(params: Mapping[str, str], key: str, correction: str) -> int:
    """The whole number given as ``key=``; a refusal naming what is needed otherwise."""
    try:
        return int(str(params[key]).strip())
    except (KeyError, ValueError):
        raise IllegalActionError(t("eng-correction-number", correction=correction, field=key)) from None


def taking(params: Mapping[str, str]) -> bool:
    """``take=yes``: the correction takes something away instead of giving it."""
    return str(params.get("take", "")).strip().lower() in YES


def hand_card(who: str, hand: list[str], seat: int, card: str, label: Say, *, take: bool) -> Event:
    """Put ``card`` into ``hand`` (or take it out, out of the game): the public hears only that a
    card changed hands, its owner which one."""
    if take:
        if card not in hand:
            raise IllegalActionError(t("eng-not-holding", who=who))
        hand.remove(card)
        return Event(t("eng-card-taken", who=who), {seat: t("eng-card-taken-yours", card=label)})
    hand.append(card)
    return Event(t("eng-card-given", who=who), {seat: t("eng-card-given-yours", card=label)})
