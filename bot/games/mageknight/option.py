"""An option offered to a player: how it is typed (command and parameters), its stable id, and the
engine action it stands for. Every module that lists legal options builds them with :func:`offer`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine import contract
from bot.engine.errors import RulesError
from bot.engine.i18n import Say
from bot.games.mageknight.context import Ctx


@dataclass(frozen=True)
class Option(contract.Option):
    """One legal choice. ``command`` + ``params`` is how a user types it (``/mk <command> k:v``)."""

    def action(self) -> dict[str, Any]:
        """The engine action this option stands for."""
        p = dict(self.params)
        if self.command == "play":
            card, mode = p.pop("card"), p.pop("mode")
            return {"type": "play", "card": card, "mode": mode, "params": p}
        if self.command in ("attack", "block", "damage", "next", "challenge", "enter", "burn"):
            return {"type": self.command, **p}
        if self.command in ("rest", "end-turn"):
            discard = [c for c in p.pop("discard", "").split(",") if c]
            return {"type": self.command.replace("-", "_"), "discard": discard, **p}
        if self.command == "announce-end":
            return {"type": "announce_end"}
        return {"type": self.command.replace("-", "_"), **p}


def option_id(command: str, params: Mapping[str, str]) -> str:
    return " ".join([command, *(f"{k}:{v}" for k, v in params.items())])


def offer(label: Say, command: str, **params: str) -> Option:
    """The option typed as ``command`` with ``params``, shown as ``label``."""
    return Option(option_id(command, params), label, command, dict(params))


#: How an option is tried on a copy of the state before it is offered: ``game.apply`` (installed by
#: game.py, which sits above every module listing options). Raises a RulesError when it does not apply.
Trial = Callable[[Any, int, dict[str, Any], Any], Any]
_TRIAL: list[Trial] = []


def install_trial(trial: Trial) -> None:
    _TRIAL[:] = [trial]


def applies(ctx: Ctx, seat: int, option: Option) -> bool:
    """Whether ``option`` applies now for ``seat`` (tried on a copy; nothing changes)."""
    assert _TRIAL, "game.py installs the trial when it is imported"
    try:
        _TRIAL[0](ctx.state, seat, option.action(), ctx.data)
    except RulesError:
        return False
    return True
