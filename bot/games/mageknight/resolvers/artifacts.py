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
from bot.games.mageknight import effects as fx
from bot.games.mageknight import mana, offers, units
from bot.games.mageknight.effects import kinds_in
from bot.games.mageknight.growth import skill_gained
from bot.games.mageknight.resolvers import RESOLVERS, resolver
from bot.games.mageknight.state import BASIC_COLOURS, DIE_FACES
from bot.games.mageknight.tracks import gain_fame

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import Player, Turn

# what ``all_units`` does to each unit (armor and boosts last this turn: modifier ``unit_bonus``)
UNIT_KINDS = ("unit_ready", "unit_heal", "unit_armor", "unit_boost")


def _sub(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
    from bot.games.mageknight import cards

    return cards._resolve(ctx, player, turn, effect, play, bonus)


# --------------------------------------------------------------------------- mana die rolls
if "random_crystals" not in RESOLVERS:  # shared with site rewards (rewards.py resolves its own copy)

    @resolver("random_crystals")
    def _random_crystals(
        ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
    ) -> str:
        """Roll the mana die N times: a crystal of each basic colour rolled; gold = a crystal of your
        choice (``gold`` parameter, else chosen at the end of the turn); black = Fame +1."""

        gold = play.params.get("gold")
        if gold is not None and gold not in BASIC_COLOURS:
            raise IllegalActionError(
                f"A gold roll gives a crystal of a basic colour: gold:<{'|'.join(BASIC_COLOURS)}>."
            )
        rolls = [ctx.rng.choice(DIE_FACES) for _ in range(int(effect["random_crystals"]))]
        ctx.checkpoint = True
        got = []
        for face in rolls:
            if face == "black":
                gain_fame(ctx, player, 1, "(a black roll)")
                got.append("Fame +1")
            elif face == "gold" and gold is None:
                turn.rewards.append({"crystal": list(BASIC_COLOURS)})
                got.append("a crystal of your choice at the end of the turn")
            else:
                colour = gold if face == "gold" and gold else face
                got.append(mana.gain_crystal(player, turn, colour, ctx.data.levels.crystal_cap))
        return f"rolls {', '.join(rolls)}: " + "; ".join(got)


if "mana_roll" not in RESOLVERS:

    @resolver("mana_roll")
    def _mana_roll(
        ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
    ) -> str:
        """Roll the mana die: ``then`` if it shows one of the listed colours, else ``else``."""

        face = ctx.rng.choice(DIE_FACES)
        ctx.checkpoint = True
        nxt = effect.get("then") if face in effect["mana_roll"] else effect.get("else")
        return f"rolls {face}" + (": " + _sub(ctx, player, turn, nxt, play, 0) if nxt else "")


# --------------------------------------------------------------------------- units
@resolver("all_units")
def _all_units(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:

    inner = effect["all_units"]
    parts = inner["all"] if fx.kind_of(inner) == "all" else [inner]
    kinds = [fx.kind_of(p) for p in parts]
    if any(k not in UNIT_KINDS for k in kinds):
        raise NotAvailableYetError(f"'{fx.describe(inner)}' for every unit is not available yet.")
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
    words = {"unit_ready": "readied", "unit_heal": "healed"}
    what = " and ".join(
        words.get(k) or f"{fx.describe(p)} this turn" for k, p in zip(kinds, parts, strict=True)
    )
    names = ", ".join(units.name(ctx, u) for u in player.units)
    return f"every unit {what}" + (f" ({names})" if names else " (you have no unit)")


def _inside_all_units(kind: str) -> Any:
    def fn(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> str:
        raise IllegalActionError(f"'{kind}' applies to units through a banner or 'each of your units'.")

    return fn


for _kind in UNIT_KINDS:
    resolver(_kind)(_inside_all_units(_kind))


# --------------------------------------------------------------------------- combat
@resolver("separate_blocks")
def _separate_blocks(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Shield of the Fallen Kings: one of its separate Blocks goes into this block declaration; the
    others wait for later block declarations of this combat (``<card>@later``), one per declaration and
    never combined (R-SEPARATE)."""
    name = ctx.data.cards[play.card].name
    combat = turn.combat
    if combat is None or combat.phase != "block" or turn.parts is None:
        raise IllegalActionError(
            f"{name}'s separate Blocks are used in block declarations (block enemy:...)."
        )
    if any(part[3] == name for part in turn.parts):
        raise IllegalActionError(f"{name}'s Blocks are separate: only one of them goes into a declaration.")
    value, element = int(effect["separate_blocks"]), str(effect.get("element", "physical"))
    turn.parts.append([value, element, "block", name])
    left = int(effect["count"]) - 1
    if left > 0:
        turn.add("later", play.card, effect={**effect, "count": left})
    more = f"; {left} more for other attacks ({play.card}@later)" if left > 0 else ""
    return f"Block {value}" + (f" {element}" if element != "physical" else "") + more


# --------------------------------------------------------------------------- units from the offer
def unit_choices(ctx: Ctx, tier: str) -> list[str]:
    """Units of the offer a ``gain_unit`` may take (``tier``: regular | elite | any); never a unit gained
    only by recruiting it (``interaction_only``: Delphana Masters, Magic Familiars; LL §2.5)."""
    offer = sorted(set(ctx.state.unit_offer))
    recs = ctx.data.units
    return [u for u in offer if (tier == "any" or recs[u].tier == tier) and not recs[u].interaction_only]


if "gain_unit" not in RESOLVERS:

    @resolver("gain_unit")
    def _gain_unit(
        ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
    ) -> str:
        """Take a unit from the Unit offer without paying Influence (``unit``; ``disband`` when every
        Command token is in use). The offer is not refilled until the next round."""

        if effect.get("source", "offer") != "offer" or not effect.get("free", False):
            raise NotAvailableYetError(f"'{effect}' is not available yet as a card effect.")
        choices = unit_choices(ctx, str(effect["gain_unit"]))
        pick = play.params.get("unit")
        if pick not in choices:
            listing = ", ".join(f"{u} ({ctx.data.units[u].name})" for u in choices) or "none"
            raise IllegalActionError(f"Name the unit to take from the Unit offer (unit:<id>): {listing}.")
        owned = units.gain(ctx, player, pick, play.params.get("disband"))
        ctx.state.unit_offer.remove(pick)
        return f"takes {ctx.data.units[pick].name} ({owned.uid}) from the Unit offer for free"


# --------------------------------------------------------------------------- composite Artifacts (§4.1)
# Tome of All Spells, Circlet of Proficiency, Mysterious Box: they use another card's or a skill's
# effect (the helpers and their option variants live in resolvers/advanced.py, "composite effects").
def cast_choices(ctx: Ctx, player: Player, effect: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(card to discard, Spell of its colour in the offer) pairs for ``cast_from_offer``."""
    from bot.games.mageknight.resolvers.advanced import COLOURS, _offer_colours

    out = []
    for card in sorted({c for c in player.hand if c != "wound"}):
        colours = [c for c in _offer_colours(ctx, card) if c in COLOURS]
        for spell in sorted(set(ctx.state.spell_offer)):
            if ctx.data.cards[spell].colour in colours:
                out.append((card, spell))
    return out


@resolver("cast_from_offer")
def _cast_from_offer(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Tome of All Spells: discard a coloured card (``discard``) and use the basic / powered effect of a
    Spell of that colour in the offer (``use``), paying no mana; powered also by Day when ``by_day``."""
    from bot.games.mageknight.resolvers.advanced import use_other_card

    how = str(effect["cast_from_offer"])
    name = ctx.data.cards[play.card].name
    if how == "powered" and not effect.get("by_day") and not mana.mana_night(ctx.state):
        raise IllegalActionError(f"{name}: a Spell's powered effect is used only at Night.")
    offers.reveal_offers(ctx)
    pairs = cast_choices(ctx, player, effect)
    pick = (play.params.get("discard", ""), play.params.get("use", ""))
    if pick not in pairs:
        listing = ", ".join(f"discard:{c} use:{s}" for c, s in pairs) or "none"
        raise IllegalActionError(
            f"{name}: discard a card and name a Spell of its colour in the offer (discard:<card> use:<spell>). "
            f"Possible: {listing}."
        )
    card, spell = pick
    player.hand.remove(card)
    player.discard.append(card)
    got = use_other_card(ctx, player, turn, play, spell, how, pay=False)
    return f"discards {ctx.data.cards[card].name} and uses {got} (from the Spell offer)"


def common_skill_choices(ctx: Ctx, turn: Turn) -> list[str]:
    """Skills of the Common Skill offer Circlet of Proficiency can use now: not interactive, usable by
    this engine, not flipping themselves (R-CIRCLET), and within their part of the turn."""
    from bot.games.mageknight.skills import use as skill_use

    out = []
    for sid in sorted(set(ctx.state.common_skills)):
        skill = ctx.data.skills[sid]
        if skill.affects_others or skill.timing in ("flip_back", "passive") or not skill_use.supported(skill):
            continue
        if "flip_this_skill" in kinds_in(skill.effect or {}) or skill_use._when_problem(turn, skill.when):
            continue
        out.append(sid)
    return out


@resolver("use_common_skill")
def _use_common_skill(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Circlet of Proficiency basic: use a Skill of the Common Skill offer (``skill``) as your own; a
    once-a-turn Skill is used twice (same choices both times); the token stays in the offer."""
    from bot.games.mageknight.skills import use as skill_use

    choices = common_skill_choices(ctx, turn)
    sid = play.params.get("skill", "")
    if sid not in choices:
        listing = ", ".join(f"{s} ({ctx.data.skills[s].name})" for s in choices) or "none"
        raise IllegalActionError(
            f"Name a Skill of the Common Skill offer to use now (skill:<id>): {listing}."
        )
    skill = ctx.data.skills[sid]
    assert skill.effect is not None
    times = 2 if skill.timing == "once_per_turn" else 1
    texts = [
        skill_use._walk(ctx, player, turn, skill, skill.effect, dict(play.params), [0]) for _ in range(times)
    ]
    done = f"twice ({texts[0]})" if times == 2 and texts[0] == texts[1] else "; ".join(texts)
    return f"uses the skill {skill.name}: {done}"


@resolver("take_common_skill")
def _take_common_skill(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Circlet of Proficiency powered: a Skill of the Common Skill offer (``skill``) becomes yours."""
    choices = sorted(set(ctx.state.common_skills))
    sid = play.params.get("skill", "")
    if sid not in choices:
        listing = (
            ", ".join(f"{s} ({ctx.data.skills[s].name})" for s in choices) or "none (the offer is empty)"
        )
        raise IllegalActionError(
            f"Name the Skill to take from the Common Skill offer (skill:<id>): {listing}."
        )

    ctx.state.common_skills.remove(sid)
    player.skills.append(sid)
    return f"takes the skill {ctx.data.skills[sid].name} from the Common Skill offer" + skill_gained(ctx, sid)


@resolver("use_as_top_artifact")
def _use_as_top_artifact(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> str:
    """Mysterious Box. Played (basic or powered): the top Artifact is revealed (a point of no return) and
    the Box may be used once this turn as that Artifact's basic / powered effect, with Fame +1:
    ``mysterious_box@later`` (its choices as for the card, ``card_mode`` its mode). At the end of the turn
    the revealed Artifact goes under the Artifact deck and an unused Box returns to the hand
    (``advanced.end_of_turn``); used powered, it stays thrown away (R-BOX)."""
    from bot.games.mageknight.resolvers.advanced import use_other_card

    how = str(effect["use_as_top_artifact"])
    revealed = effect.get("revealed")
    if revealed:  # the later use
        box = turn.mod("box")
        if box is None or box["artifact"] != revealed:
            raise IllegalActionError("The Mysterious Box has no revealed Artifact to be used as this turn.")
        got = use_other_card(ctx, player, turn, play, str(revealed), how, pay=False)
        box["used"] = True
        player.fame += 1
        turn.fame_gained += 1
        return f"the Mysterious Box is used as {got}; Fame +1 (now {player.fame})"
    if turn.has("box"):
        raise IllegalActionError("A Mysterious Box has already revealed an Artifact this turn.")
    if not ctx.state.artifact_deck:
        raise IllegalActionError("The Artifact deck is empty: there is nothing to reveal.")
    card = ctx.state.artifact_deck.pop(0)
    ctx.checkpoint = True
    turn.add("box", play.card, artifact=card, how=how, used=False)
    rec = ctx.data.cards[card]
    turn.add("later", play.card, effect={"use_as_top_artifact": how, "revealed": card}, when="box")
    return (
        f"reveals {rec.name} from the Artifact deck; the Box may be used as its {how} effect this turn "
        f"({fx_describe(rec.basic if how == 'basic' else rec.powered)}): {play.card}@later"
    )


def fx_describe(effect: Mapping[str, Any] | None) -> str:
    return fx.describe(effect) if effect else "nothing"
