"""Mana (rulebook §4.3): the Source, crystals, mana tokens, gold by Day and black by Night."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import BASIC_COLOURS, DIE_FACES, Die, GameState, Player, Turn


def source_is_valid(dice: list[Die]) -> bool:
    """At least half of the dice show a basic colour."""
    basic = sum(1 for d in dice if d.colour in BASIC_COLOURS)
    return basic * 2 >= len(dice)


def roll_source(ctx: Ctx, count: int) -> list[Die]:
    """Roll ``count`` dice, then reroll gold and black ones until at least half are basic (§2.1)."""
    dice = [Die(c) for c in ctx.rng.choices(DIE_FACES, count)]
    return reroll_until_valid(ctx, dice)


def reroll_until_valid(ctx: Ctx, dice: list[Die]) -> list[Die]:
    guard = 0
    while not source_is_valid(dice):
        for d in dice:
            if d.colour in ("gold", "black"):
                d.colour = ctx.rng.choice(DIE_FACES)
        guard += 1
        if guard > 1000:  # pragma: no cover - probability ~0
            raise RuntimeError("Source reroll did not settle")
    return dice


def mana_night(state: GameState) -> bool:
    """Night for mana: at Night, or in a combat fought under Night rules (dungeons, tombs)."""
    turn = state.turn
    if turn is not None and turn.night_rules:
        return True
    return state.night or bool(turn is not None and turn.combat is not None and turn.combat.night_rules)


def depleted(colour: str, night: bool) -> bool:
    """Black dice are depleted by Day, gold dice at Night."""
    return colour == ("gold" if night else "black")


def counts_as(mana: str, wanted: str, night: bool, *, black_any: bool = False) -> bool:
    """Can mana of colour ``mana`` pay for ``wanted`` (a basic colour, 'black' or 'gold')?"""
    if mana == wanted:
        return not (mana == "black" and not night) and not (mana == "gold" and night)
    if mana == "gold" and wanted in BASIC_COLOURS:
        return not night
    return bool(mana == "black" and black_any and wanted in BASIC_COLOURS)


def payment_options(state: GameState, player: Player, turn: Turn, wanted: str) -> list[str]:
    """Ways to pay one mana of ``wanted``: ``token:c``, ``die:c``, ``crystal:c`` (stable order)."""
    out: list[str] = []
    for c in sorted(set(turn.tokens)):
        if counts_as(c, wanted, mana_night(state)):
            out.append(f"token:{c}")
    if turn.dice_used < turn.dice_allowed:
        for c in sorted({d.colour for d in state.source if d.taken_by is None}):
            usable = not depleted(c, mana_night(state)) or (c == "black" and turn.black_any)
            if usable and counts_as(c, wanted, mana_night(state), black_any=turn.black_any):
                out.append(f"die:{c}")
    for c in BASIC_COLOURS:
        if player.crystals.get(c, 0) > 0 and c == wanted:
            out.append(f"crystal:{c}")
    return out


def pay(ctx: Ctx, player: Player, turn: Turn, wanted: str, how: str | None) -> str:
    """Pay one mana of ``wanted``. ``how`` picks the source; None takes the first option
    (tokens, then dice, then crystals). Returns a phrase for the log. Raises IllegalActionError."""
    options = payment_options(ctx.state, player, turn, wanted)
    if not options:
        time = "Night" if mana_night(ctx.state) else "Day"
        raise IllegalActionError(
            f"You have no {wanted} mana to pay with: no {wanted} token, no usable Source die "
            f"({'gold is unusable at Night' if mana_night(ctx.state) else 'gold counts as any basic colour by Day'}; "
            f"it is {time}), and no {wanted} crystal."
        )
    if how is None:
        how = options[0]
    if how not in options:
        raise IllegalActionError(f"Cannot pay {wanted} mana with '{how}'. You can use: {', '.join(options)}.")
    source, colour = how.split(":")
    if source == "token":
        turn.tokens.remove(colour)
        return f"a {colour} mana token"
    if source == "crystal":
        player.crystals[colour] -= 1
        return f"a {colour} crystal"
    take_die(ctx.state, player.seat, turn, colour)
    return f"a {colour} die from the Source"


def take_die(state: GameState, seat: int, turn: Turn, colour: str) -> Die:
    for d in state.source:
        if d.taken_by is None and d.colour == colour:
            d.taken_by = seat
            turn.dice_used += 1
            return d
    raise IllegalActionError(f"No {colour} die is left in the Source.")


def gain_crystal(player: Player, turn: Turn, colour: str, cap: int) -> str:
    """Gain a crystal; at the cap a mana token of that colour instead (§4.2)."""
    if player.crystals.get(colour, 0) >= cap:
        turn.tokens.append(colour)
        return f"a {colour} mana token (already {cap} {colour} crystals)"
    player.crystals[colour] = player.crystals.get(colour, 0) + 1
    return f"a {colour} crystal"


def return_dice(ctx: Ctx, seat: int) -> None:
    """End of turn step 1: reroll the dice this player used and return them (fixed dice keep
    their face)."""
    for d in ctx.state.source:
        if d.taken_by == seat:
            d.taken_by = None
            if d.fixed:
                d.fixed = False
            else:
                d.colour = ctx.rng.choice(DIE_FACES)
