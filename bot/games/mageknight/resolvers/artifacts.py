"""Resolvers for the effect kinds of the Artifacts (see ``resolvers/__init__``).

Playing an Artifact (``cards.play_card``): the basic effect is free; the powered effect needs no mana
and the card is thrown away afterwards (R-ARTIFACT-MANA). A banner's basic effect is to be attached to
a unit (``banners.py``, the ``banner`` action), so ``banner`` has no resolver here.

Player choices (``play.params``): ``times`` (``up_to``, in ``resolvers/spells.py``), ``gold`` (the
crystal colour a gold roll of ``random_crystals`` gives; default: asked at the end of the turn).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import interpret, mana, units
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.state import BASIC_COLOURS, DIE_FACES
from bot.games.mageknight.tracks import gain_fame

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import Player, Turn

# what ``all_units`` does to each unit (armor and boosts last this turn: modifier ``unit_bonus``)
UNIT_KINDS = ("unit_ready", "unit_heal", "unit_armor", "unit_boost")


# --------------------------------------------------------------------------- mana die rolls


@resolver("random_crystals")
def _random_crystals(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Roll the mana die N times: a crystal of each basic colour rolled; gold = a crystal of your
    choice (``gold`` parameter, else chosen at the end of the turn); black = Fame +1."""

    gold = play.params.get("gold")
    if gold is not None and gold not in BASIC_COLOURS:
        raise IllegalActionError(t("mk-combat-gold-roll", colours="|".join(BASIC_COLOURS)))
    rolls = [ctx.rng.choice(DIE_FACES) for _ in range(int(effect["random_crystals"]))]
    ctx.checkpoint = True
    got: list[Say] = []
    for face in rolls:
        if face == "black":
            gain_fame(ctx, player, 1, t("mk-combat-why-black-roll"))
            got.append(t("mk-combat-fame-plus", n=1))
        elif face == "gold" and gold is None:
            turn.rewards.append({"crystal": list(BASIC_COLOURS)})
            got.append(t("mk-combat-crystal-later"))
        else:
            colour = gold if face == "gold" and gold else face
            got.append(mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap))
    faces = [t("mk-combat-colour", colour=f) for f in rolls]
    return t("mk-combat-rolls-got", faces=faces, got=join(*got, sep="; "))


@resolver("mana_roll")
def _mana_roll(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Roll the mana die: ``then`` if it shows one of the listed colours, else ``else``."""

    face = ctx.rng.choice(DIE_FACES)
    ctx.checkpoint = True
    nxt = effect.get("then") if face in effect["mana_roll"] else effect.get("else")
    rolled = t("mk-combat-colour", colour=face)
    if not nxt:
        return t("mk-combat-rolls", face=rolled)
    return t("mk-combat-rolls-got", faces=rolled, got=interpret.resolve(ctx, player, turn, nxt, play, 0))


# --------------------------------------------------------------------------- units
@resolver("all_units")
def _all_units(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:

    inner = effect["all_units"]
    parts = inner["all"] if fx.kind_of(inner) == "all" else [inner]
    kinds = [fx.kind_of(p) for p in parts]
    if any(k not in UNIT_KINDS for k in kinds):
        raise NotAvailableYetError(t("mk-combat-every-unit-not-yet", effect=fx.text(inner)))
    for u in player.units:
        if "unit_ready" in kinds:
            u.spent = False
        if "unit_heal" in kinds:
            u.wounds = 0
    for p in parts:  # unit_armor / unit_boost: for every unit, until the end of the turn
        if fx.kind_of(p) == "unit_armor":
            turn.add("unit_bonus", play.card, stat="armor", amount=int(p["unit_armor"]))
        elif fx.kind_of(p) == "unit_boost":
            for what in p.get("what", ["attack", "block"]):
                turn.add("unit_bonus", play.card, stat=what, amount=int(p["unit_boost"]))
    done: list[Say] = [
        t("mk-combat-every-unit-change", kind=k, effect=fx.text(p)) for k, p in zip(kinds, parts, strict=True)
    ]
    what = done[0]
    for more in done[1:]:
        what = t("mk-combat-and", first=what, second=more)
    names = ", ".join(units.name(ctx, u) for u in player.units)
    if not names:
        return t("mk-combat-every-unit-none", what=what)
    return t("mk-combat-every-unit", what=what, units=names)


def _inside_all_units(kind: str) -> Any:
    def fn(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
        raise IllegalActionError(t("mk-combat-units-only-through", kind=kind))

    return fn


for _kind in UNIT_KINDS:
    resolver(_kind)(_inside_all_units(_kind))


# --------------------------------------------------------------------------- combat
@resolver("separate_blocks")
def _separate_blocks(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Shield of the Fallen Kings: one of its separate Blocks goes into this block declaration; the
    others wait for later block declarations of this combat (``<card>@later``), one per declaration and
    never combined (R-SEPARATE)."""
    name = ctx.data.cards[play.card].name
    combat = turn.combat
    if combat is None or combat.phase != "block" or turn.parts is None:
        raise IllegalActionError(t("mk-combat-separate-blocks-where", card=name))
    if any(part[3] == name for part in turn.parts):
        raise IllegalActionError(t("mk-combat-separate-blocks-one", card=name))
    value, element = int(effect["separate_blocks"]), str(effect.get("element", "physical"))
    turn.parts.append([value, element, "block", name])
    left = int(effect["count"]) - 1
    if left > 0:
        turn.add("later", play.card, effect={**effect, "count": left})
    block = t("mk-combat-separate-block", value=value, element=element)
    return t("mk-combat-separate-block-more", block=block, n=left, card=play.card) if left > 0 else block


# --------------------------------------------------------------------------- units from the offer
def unit_choices(ctx: Ctx, tier: str) -> list[str]:
    """Units of the offer a ``gain_unit`` may take (``tier``: regular | elite | any); never a unit gained
    only by recruiting it (``interaction_only``: Delphana Masters, Magic Familiars; LL §2.5)."""
    offer = sorted(set(ctx.state.unit_offer))
    recs = ctx.data.units
    return [u for u in offer if (tier == "any" or recs[u].tier == tier) and not recs[u].interaction_only]


@resolver("gain_unit")
def _gain_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Take a unit from the Unit offer without paying Influence (``unit``; ``disband`` when every
    Command token is in use). The offer is not refilled until the next round."""

    if effect.get("source", "offer") != "offer" or not effect.get("free", False):
        raise NotAvailableYetError(t("mk-combat-card-effect-not-yet", effect=str(effect)))
    choices = unit_choices(ctx, str(effect["gain_unit"]))
    pick = play.params.get("unit")
    if pick not in choices:
        listing = [f"{u} ({ctx.data.units[u].name})" for u in choices] or t("mk-combat-none")
        raise IllegalActionError(t("mk-combat-name-offer-unit", listing=listing))
    owned = units.gain(ctx, player, pick, play.params.get("disband"))
    ctx.state.unit_offer.remove(pick)
    return t("mk-combat-takes-offer-unit", unit=ctx.data.units[pick].name, uid=owned.uid)


# --------------------------------------------------------------------------- composite Artifacts (§4.1)
# Tome of All Spells, Circlet of Proficiency, Mysterious Box: they use another card's or a skill's
# effect (the helpers and their option variants live in resolvers/advanced.py, "composite effects").
