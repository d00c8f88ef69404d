"""Where the rules give the player a choice, the engine asks instead of picking silently (R-ASK): the
source of each mana paid, the Wounds a Rest discards, the cards Rethink puts back, the Magical Glade's
Wound. This module holds the words shared by those questions: a payment way in words and an offered
option's label with the payment it makes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import combinations_with_replacement

from bot.engine.i18n import Say, t
from bot.games.mageknight import mana
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import Player, Turn

#: The catalog phrase of each source of mana (``die:red`` reads "a red die from the Source").
SOURCE_KEYS = {
    "endless": "mk-mana-paid-endless",
    "token": "mk-mana-paid-token",
    "crystal": "mk-mana-paid-crystal",
    "die": "mk-mana-paid-die",
}


def way_text(way: str) -> Say:
    """A payment way (``die:red``, ``crystal:blue``, ``polar-token:green``) in words."""
    source, _, colour = way.partition(":")
    key = SOURCE_KEYS.get(source.removeprefix("polar-"))
    return t(key, colour=colour) if key else way


def paying(label: Say, params: Mapping[str, str], *keys: str) -> Say:
    """An option's label with the mana it pays (the ``mana`` and ``black`` parameters by default)."""
    ways = [way_text(params[k]) for k in (keys or ("mana", "black")) if params.get(k)]
    if not ways:
        return label
    return t("mk-ask-opt-paying", option=label, ways=ways)


def payments(ctx: Ctx, player: Player, turn: Turn, colour: str | None) -> list[dict[str, str]]:
    """The ways to pay one mana of ``colour`` (``[{}]`` when nothing is paid): each source is its own
    option, the player picks."""
    if colour is None:
        return [{}]
    return [{"mana": w} for w in mana.payment_options(ctx.state, player, turn, colour)]


def combos(ctx: Ctx, player: Player, turn: Turn, colour: str, amount: int) -> list[list[str]]:
    """Every way to pay ``amount`` mana of ``colour`` (each a list of payment ways, in a stable order):
    as many tokens and crystals as there are, dice up to the dice left to use."""
    state = ctx.state
    ways = mana.payment_options(state, player, turn, colour)
    dice_left = max(0, turn.dice_allowed - turn.dice_used)

    def room(way: str) -> int:
        source, _, c = way.partition(":")
        source = source.removeprefix("polar-")
        if source == "endless":
            return amount
        if source == "token":
            return turn.tokens.count(c)
        if source == "crystal":
            return player.crystals.get(c, 0)
        if way.startswith("polar-"):
            return 1
        return min(dice_left, sum(1 for d in state.source if d.taken_by is None and d.colour == c))

    out: list[list[str]] = []
    for picked in combinations_with_replacement(ways, amount):
        counts = Counter(picked)
        polar = sum(n for w, n in counts.items() if w.startswith("polar-"))
        dice = sum(n for w, n in counts.items() if w.removeprefix("polar-").startswith("die:"))
        if polar <= 1 and dice <= dice_left and all(n <= room(w) for w, n in counts.items()):
            out.append(list(picked))
    return out
