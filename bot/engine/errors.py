"""Errors the engine raises. Every message is meant for the player: it says what is wrong and,
where it can, what is possible instead. The message is a :class:`~bot.engine.i18n.Text` (a catalog key
and its values), put into words in the reader's language where the error reaches them; ``str()``
gives the English text."""

from __future__ import annotations

from bot.engine.i18n import Say, english


class RulesError(ValueError):
    """Base class: the action was refused and the state is unchanged."""

    def __init__(self, text: Say = "") -> None:
        super().__init__(text)
        self.text: Say = text

    def __str__(self) -> str:
        return english(self.text)


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
