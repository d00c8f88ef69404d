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


def extra_mana(state: GameState) -> str | None:
    """Amulet of the Sun/Darkness (``Turn.as_if``, R-AS-IF): the special colour usable this turn on top
    of the time of day's rules ("gold" by Day-rules, "black" by Night-rules); a dungeon's, tomb's or
    Necropolis's Night rules keep gold unusable."""
    turn = state.turn
    if turn is None or turn.as_if is None:
        return None
    if turn.as_if == "day":
        forced = turn.night_rules or (turn.combat is not None and turn.combat.night_rules)
        return None if forced else "gold"
    return "black"


def black_usable(state: GameState) -> bool:
    """Whether black mana can be used now (at Night, or by an Amulet of Darkness): powered Spells."""
    return mana_night(state) or extra_mana(state) == "black"


def _amulet_pays(state: GameState, mana: str, wanted: str) -> bool:
    extra = extra_mana(state)
    if extra is None or mana != extra:
        return False
    return wanted == mana or (mana == "gold" and wanted in BASIC_COLOURS)


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
    """Ways to pay one mana of ``wanted``: ``endless:c`` (unlimited this turn), ``token:c``, ``die:c``,
    ``crystal:c`` (stable order)."""
    out: list[str] = []
    if wanted in turn.endless_mana and (wanted != "black" or mana_night(state)):  # the rings, powered
        out.append(f"endless:{wanted}")
    for c in sorted(set(turn.tokens)):
        if counts_as(c, wanted, mana_night(state)) or _amulet_pays(state, c, wanted):
            out.append(f"token:{c}")
    if turn.dice_used < turn.dice_allowed:
        for c in sorted({d.colour for d in state.source if d.taken_by is None}):
            usable = not depleted(c, mana_night(state)) or (c == "black" and turn.black_any)
            usable = usable or c == extra_mana(state)  # Amulet of the Sun/Darkness
            storm = turn.special_dice_any and c in ("gold", "black") and wanted in BASIC_COLOURS  # Mana Storm
            amulet = usable and _amulet_pays(state, c, wanted)
            if (
                storm
                or amulet
                or (usable and counts_as(c, wanted, mana_night(state), black_any=turn.black_any))
            ):
                out.append(f"die:{c}")
    for c in BASIC_COLOURS:
        if player.crystals.get(c, 0) > 0 and c == wanted:
            out.append(f"crystal:{c}")
    if turn.polarize is not None and wanted in turn.polarize["as"]:  # Polarization: one mana converted
        from bot.games.mageknight.skill_use import polarized_options

        out.extend(o for o in polarized_options(state, player, turn) if o not in out)
    if state.centre:  # Mana Suppression: no payment unless the extra mana can be paid too
        from bot.games.mageknight import centre

        due = centre.surcharge_due(state, player.seat, wanted)
        if due and centre.mana_units(state, player, turn, out) < 1 + due:
            return []
    return out


def pay(ctx: Ctx, player: Player, turn: Turn, wanted: str, how: str | None) -> str:
    """Pay one mana of ``wanted``. ``how`` picks the source; None takes the first option
    (tokens, then dice, then crystals). Returns a phrase for the log. Raises IllegalActionError.
    Then what watches mana use reacts: skill tokens in the centre (centre.after_mana: Mana Suppression,
    Mana Exploit) and a Mana Curse (interactive.on_mana_used)."""
    from bot.games.mageknight import centre

    paid = _pay(ctx, player, turn, wanted, how)
    if ctx.state.claims:
        from bot.games.mageknight.resolvers.interactive import on_mana_used

        on_mana_used(ctx, player, turn, wanted)
    return paid + centre.after_mana(ctx, player, turn, wanted)


def _pay(ctx: Ctx, player: Player, turn: Turn, wanted: str, how: str | None) -> str:
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
    if source.startswith("polar-"):  # Polarization: this mana of another colour pays as ``wanted``
        source, turn.polarize = source.removeprefix("polar-"), None
    if source == "endless":
        return f"{colour} mana (unlimited this turn)"
    if source == "token":
        turn.tokens.remove(colour)
        return f"a {colour} mana token"
    if source == "crystal":
        player.crystals[colour] -= 1
        turn.crystals_spent.append(colour)  # Crystal Mastery regains them
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
