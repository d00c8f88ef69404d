"""Errors the engine raises. Every message is meant for the player: it says what is wrong and,
where it can, what is possible instead."""

from __future__ import annotations


class RulesError(ValueError):
    """Base class: the action was refused and the state is unchanged."""


class NotationError(RulesError):
    """The text of a command or option could not be read (not a card name, not a hex, ...)."""


class IllegalActionError(RulesError):
    """The action is understood but the rules do not allow it now."""


class AmbiguousActionError(RulesError):
    """The text matches several legal actions; the message lists them."""


class NotYourTurnError(IllegalActionError):
    """Someone acted who is not being asked to act."""


class NotAvailableYetError(IllegalActionError):
    """A part of the rules that this version does not implement yet (said honestly)."""
