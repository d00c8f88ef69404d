"""Mana (rulebook §4.3): the Source, crystals, mana tokens, gold by Day and black by Night."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import glossary
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
    """Amulet of the Sun/Darkness (modifier ``as_if``, R-AS-IF): the special colour usable this turn on
    top of the time of day's rules ("gold" by Day-rules, "black" by Night-rules); a dungeon's, tomb's or
    Necropolis's Night rules keep gold unusable."""
    turn = state.turn
    as_if = turn.mod("as_if") if turn is not None else None
    if turn is None or as_if is None:
        return None
    if as_if["time"] == "day":
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


def polarized_options(state: GameState, player: Player, turn: Turn) -> list[str]:
    """Ways to pay with a mana Polarization converts: ``polar-token:c``, ``polar-die:c``, ``polar-crystal:c``
    (a converted die may be one depleted now: black by Day, gold at Night)."""
    polar = turn.mod("polarize")
    assert polar is not None
    out = []
    for c in polar["from"]:
        if c in turn.tokens:
            out.append(f"polar-token:{c}")
        if turn.dice_used < turn.dice_allowed and any(
            d.taken_by is None and d.colour == c for d in state.source
        ):
            out.append(f"polar-die:{c}")
        if c in BASIC_COLOURS and player.crystals.get(c, 0) > 0:
            out.append(f"polar-crystal:{c}")
    return out


def payment_options(state: GameState, player: Player, turn: Turn, wanted: str) -> list[str]:
    """Ways to pay one mana of ``wanted``: ``endless:c`` (unlimited this turn), ``token:c``, ``die:c``,
    ``crystal:c`` (stable order)."""
    out: list[str] = []
    endless = turn.has("endless_mana", colour=wanted)
    if endless and (wanted != "black" or mana_night(state)):  # the rings, powered
        out.append(f"endless:{wanted}")
    for c in sorted(set(turn.tokens)):
        if counts_as(c, wanted, mana_night(state)) or _amulet_pays(state, c, wanted):
            out.append(f"token:{c}")
    if turn.dice_used < turn.dice_allowed:
        black_any = turn.has("black_die_any_colour")  # Mana Pull
        any_special = turn.has("special_dice_any_colour")  # Mana Storm powered
        for c in sorted({d.colour for d in state.source if d.taken_by is None}):
            usable = not depleted(c, mana_night(state)) or (c == "black" and black_any)
            usable = usable or c == extra_mana(state)  # Amulet of the Sun/Darkness
            storm = any_special and c in ("gold", "black") and wanted in BASIC_COLOURS  # Mana Storm
            amulet = usable and _amulet_pays(state, c, wanted)
            if storm or amulet or (usable and counts_as(c, wanted, mana_night(state), black_any=black_any)):
                out.append(f"die:{c}")
    for c in BASIC_COLOURS:
        if player.crystals.get(c, 0) > 0 and c == wanted:
            out.append(f"crystal:{c}")
    polar = turn.mod("polarize")
    if polar is not None and wanted in polar["as"]:  # Polarization: one mana converted
        out.extend(o for o in polarized_options(state, player, turn) if o not in out)
    if state.centre:  # Mana Suppression: no payment unless the extra mana can be paid too
        due = surcharge_due(state, player.seat, wanted)
        if due and mana_units(state, player, turn, out) < 1 + due:
            return []
    return out


def only_way(options: list[str], wanted: str) -> str:
    """The one way to pay when the player named none: unlimited mana of the colour (a ring) when there
    is some, else the only source that can pay. With several sources the player is asked which one
    (no silent default, R-ASK): the refusal lists them."""
    endless = [o for o in options if o.startswith("endless:")]
    if endless:
        return endless[0]
    if len(options) > 1:
        raise IllegalActionError(t("mk-ask-mana-which", colour=wanted, options=", ".join(options)))
    return options[0]


def pay_text(ctx: Ctx, player: Player, turn: Turn, wanted: str, how: str | None) -> Say:
    """Pay one mana of ``wanted``. ``how`` picks the source; None takes the only one (or asks which:
    :func:`only_way`). Returns a phrase for the log. Raises IllegalActionError.
    Then what watches mana use reacts: a Mana Curse (``_curse_after_mana``) and skill tokens in the
    centre (``_centre_after_mana``: Mana Suppression, Mana Exploit)."""
    paid = _pay(ctx, player, turn, wanted, how)
    if ctx.state.claims:
        _curse_after_mana(ctx, player, turn, wanted)
    for sep, note in _centre_after_mana(ctx, player, turn, wanted):
        paid = join(paid, note, sep=sep)
    return paid


def _pay(ctx: Ctx, player: Player, turn: Turn, wanted: str, how: str | None) -> Say:
    options = payment_options(ctx.state, player, turn, wanted)
    if not options:
        time = "night" if mana_night(ctx.state) else "day"
        raise IllegalActionError(t("mk-mana-none-to-pay", colour=wanted, time=time))
    if how is None:
        how = only_way(options, wanted)
    if how not in options:
        raise IllegalActionError(
            t("mk-mana-cannot-pay-with", colour=wanted, how=how, options=", ".join(options))
        )
    source, colour = how.split(":")
    if source.startswith("polar-"):  # Polarization: this mana of another colour pays as ``wanted``
        source = source.removeprefix("polar-")
        turn.drop("polarize")
    if source == "endless":
        return t("mk-mana-paid-endless", colour=colour)
    if source == "token":
        turn.tokens.remove(colour)
        return t("mk-mana-paid-token", colour=colour)
    if source == "crystal":
        player.crystals[colour] -= 1
        turn.crystals_spent.append(colour)  # Crystal Mastery regains them
        return t("mk-mana-paid-crystal", colour=colour)
    take_die(ctx.state, player.seat, turn, colour)
    return t("mk-mana-paid-die", colour=colour)


# ----------------------------------------------------------------------------- what reacts to mana used
# Reactions of spells and skill tokens other players put in play: they read ``state.claims`` and
# ``state.centre`` (placed by resolvers/interactive.py and centre.py), so they live with the payment.
def _curse_after_mana(ctx: Ctx, player: Player, turn: Turn, colour: str) -> None:
    """Mana Curse: the first time in a turn another player uses mana of the cursed colour, a Wound."""
    for claim in ctx.state.claims:
        if not claim["curse"] or claim["seat"] == player.seat or claim["colour"] != colour:
            continue
        if claim["seat"] in turn.curse_wounds:
            continue
        turn.curse_wounds.append(claim["seat"])
        player.hand.append("wound")
        caster = ctx.state.players[claim["seat"]].name
        ctx.say(t("mk-mana-cursed", player=player.name, colour=colour, caster=caster))


def surcharge_due(state: GameState, seat: int, colour: str) -> int:
    """Mana Suppression: the extra mana ``seat`` still owes on their first basic-colour mana this turn."""

    if colour not in BASIC_COLOURS:
        return 0
    return sum(
        int(e["effect"]["mana_surcharge"])
        for e in state.centre
        if e["kind"] == "lasting"
        and e["owner"] != seat
        and "mana_surcharge" in e["effect"]
        and seat not in e.get("charged", [])
    )


def mana_units(state: GameState, player: Player, turn: Turn, options: list[str]) -> int:
    """How many mana the payment options can give in all (to see whether a surcharge can be paid)."""
    total = 0
    dice = 0
    for option in options:
        source, colour = option.split(":")
        source = source.removeprefix("polar-")
        if source == "endless":
            return 99
        if source == "token":
            total += turn.tokens.count(colour)
        elif source == "crystal":
            total += player.crystals.get(colour, 0)
        elif source == "die":
            dice += sum(1 for d in state.source if d.taken_by is None and d.colour == colour)
    return total + min(dice, max(0, turn.dice_allowed - turn.dice_used))


def _centre_after_mana(ctx: Ctx, player: Player, turn: Turn, colour: str) -> list[tuple[str, Say]]:
    """A mana of ``colour`` was just paid: competitive tokens in the centre react (Mana Suppression: the
    first basic mana of a turn costs more; Mana Exploit: each other colour used wounds). Returns the
    notes to add to the payment's phrase, each with the separator before it."""
    if colour in BASIC_COLOURS:
        turn.last_basic_mana = colour
    notes: list[tuple[str, Say]] = []
    for entry in list(ctx.state.centre):
        if entry["owner"] == player.seat or entry["kind"] != "lasting":
            continue
        effect, name = entry["effect"], ctx.data.skills[entry["skill"]].name
        charged = entry.setdefault("charged", [])
        if "mana_surcharge" in effect and colour in BASIC_COLOURS and player.seat not in charged:
            charged.append(player.seat)
            for _ in range(int(effect["mana_surcharge"])):
                if not payment_options(ctx.state, player, turn, colour):
                    raise IllegalActionError(
                        t(
                            "mk-mana-surcharge-unpaid",
                            skill=name,
                            n=int(effect["mana_surcharge"]),
                            colour=colour,
                        )
                    )
                # the extra mana comes from the first source (tokens, dice, then crystals)
                pay_text(ctx, player, turn, colour, payment_options(ctx.state, player, turn, colour)[0])
                entry.setdefault("tokens", []).append(colour)
            notes.append(
                (" ", t("mk-mana-surcharge-paid", n=int(effect["mana_surcharge"]), colour=colour, skill=name))
            )
        hit = entry.setdefault("hit", [])
        if effect.get("per") == "other_mana_colour_used" and colour != entry.get("colour"):
            if [player.seat, colour] not in hit:
                hit.append([player.seat, colour])
                wounds = int(effect["each"].get("take_wounds", 1))
                player.hand.extend(["wound"] * wounds)
                notes.append(
                    (
                        "; ",
                        t(
                            "mk-mana-exploit-wound",
                            skill=name,
                            colour=colour,
                            marked=glossary.colour(str(entry.get("colour"))),
                            n=wounds,
                        ),
                    )
                )
    return notes


def take_die(state: GameState, seat: int, turn: Turn, colour: str) -> Die:
    for d in state.source:
        if d.taken_by is None and d.colour == colour:
            d.taken_by = seat
            turn.dice_used += 1
            return d
    raise IllegalActionError(t("mk-mana-no-die-left", colour=colour))


def gain_crystal_text(player: Player, turn: Turn, colour: str, cap: int) -> Say:
    """Gain a crystal; at the cap a mana token of that colour instead (§4.2)."""
    if player.crystals.get(colour, 0) >= cap:
        turn.tokens.append(colour)
        return t("mk-mana-token-at-cap", colour=colour, cap=cap)
    player.crystals[colour] = player.crystals.get(colour, 0) + 1
    return t("mk-mana-paid-crystal", colour=colour)


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
