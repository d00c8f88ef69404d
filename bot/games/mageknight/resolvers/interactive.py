"""The four interactive spells (UE §1 cards 109-112; removed in solo and co-op games, setup.py) and the
answers other players give to them.

- Energy Flow / Energy Steal: ``spend_rival_unit`` (``rival_units`` = unit ids, at most one per other
  player, ready and of the level or lower; none is allowed: "you may"), ``heal_readied_unit``.
- Mana Meltdown: ``rivals_lose_crystal`` (random crystals, a Wound for a player without any; the caster
  keeps one lost crystal: ``colour`` if one of that colour was lost, else the first lost — R-MELTDOWN);
  Mana Radiance: ``wounds_per_crystal`` (``colour``).
- Mana Claim / Mana Curse: ``claim_source_die`` (``die`` = a basic colour showing in the Source), kept
  out of reach until the end of the round (``CLAIMED`` marker on the die); ``each_later_turn`` tokens at
  the start of the caster's later turns (:func:`start_of_turn`); ``curse_claimed_colour``: a Wound to
  another player the first time in a turn they pay mana of that colour (``mana._curse_after_mana``).
- Mind Read / Mind Steal: ``rivals_discard_colour`` (``colour``): each other player discards an Action
  or Spell card of that colour. With no such card the hand is shown to the caster (privately); with one
  kind of such card it is discarded at once; with a choice the player answers (``respond``) before play
  goes on (R-MIND-READ). Mind Steal then lets the caster keep one discarded Action card (an answer too).

Questions waiting for an answer are ``GameState.responses`` (first = asked now, see ``game.to_move``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import mana, units
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.option import offer
from bot.games.mageknight.state import BASIC_COLOURS

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.play import Play
    from bot.games.mageknight.state import Player, Turn

CLAIMED = -1000  # Die.taken_by = CLAIMED - seat: claimed by Mana Claim until the end of the round
ACTION_OR_SPELL = ("basic", "unique", "advanced", "spell")


def _rivals(ctx: Ctx, player: Player) -> list[Player]:
    return [p for p in ctx.state.players if p.seat != player.seat]


def _colour(play: Play, what: str) -> str:
    """The colour ``play`` names; ``what``: ``wounds`` (Mana Radiance) or ``discard`` (Mind Read)."""
    colour = play.params.get("colour", "")
    if colour not in BASIC_COLOURS:
        raise IllegalActionError(t("mk-combat-choose-colour-for", what=what))
    return colour


def _colour_word(colour: str) -> Say:
    return t("mk-combat-crystal-colour", colour=colour)


def _wound(player: Player, n: int = 1) -> None:
    player.hand.extend(["wound"] * n)


# ----------------------------------------------------------------------------- Energy Flow
@resolver("spend_rival_unit")
def _spend_rival_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    level = int(effect["spend_rival_unit"])
    owners = {u.uid: p for p in _rivals(ctx, player) for u in p.units}
    picked = [u.strip() for u in play.params.get("rival_units", "").split(",") if u.strip()]
    open_ = {
        u.uid: p
        for p in _rivals(ctx, player)
        for u in p.units
        if not u.spent and ctx.data.units[u.unit].level <= level
    }
    listing = [
        t("mk-combat-rival-unit", uid=uid, player=p.name, unit=_unit_name(ctx, p, uid))
        for uid, p in open_.items()
    ] or t("mk-combat-none")
    seen: set[int] = set()
    for uid in picked:
        if uid not in owners or uid not in open_:
            raise IllegalActionError(t("mk-combat-not-rival-unit", uid=uid, level=level, listing=listing))
        if owners[uid].seat in seen:
            raise IllegalActionError(t("mk-combat-one-per-rival"))
        seen.add(owners[uid].seat)
    for uid in picked:
        unit = next(u for u in owners[uid].units if u.uid == uid)
        unit.spent = True
    if not picked:
        return t("mk-combat-no-rival-spent")
    spent = [
        t("mk-combat-owned-unit", player=owners[u].name, unit=_unit_name(ctx, owners[u], u)) for u in picked
    ]
    return t("mk-combat-spends-rivals", units=spent)


def _unit_name(ctx: Ctx, owner: Player, uid: str) -> str:
    unit = next(u for u in owner.units if u.uid == uid)
    return ctx.data.units[unit.unit].name


@resolver("heal_readied_unit")
def _heal_readied_unit(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Energy Steal: the unit just readied also loses one Wound (§4.8: healing a unit removes one).
    Healing is refused during combat, so is readying a wounded unit there (R-HEAL-COMBAT)."""
    unit = next((u for u in player.units if u.uid == turn.last_readied), None)
    if unit is None or not unit.wounds:
        return t("mk-combat-readied-no-wound")
    return t("mk-combat-too", what=units.heal_one_wound(ctx, player, turn, unit))


# ----------------------------------------------------------------------------- Mana Meltdown
@resolver("rivals_lose_crystal")
def _rivals_lose_crystal(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    want = play.params.get("colour")
    if want is not None and want not in BASIC_COLOURS:
        raise IllegalActionError(t("mk-combat-crystal-to-keep"))
    n = int(effect["rivals_lose_crystal"])
    lost: list[str] = []
    parts: list[Say] = []
    for rival in _rivals(ctx, player):
        owned = [c for c in BASIC_COLOURS for _ in range(rival.crystals.get(c, 0))]
        if not owned:
            if effect.get("wound_if_none"):
                _wound(rival)
                parts.append(t("mk-combat-no-crystal-wound", player=rival.name))
            continue
        gone = []
        for _ in range(min(n, len(owned))):
            c = ctx.rng.choice(owned)
            owned.remove(c)
            rival.crystals[c] -= 1
            gone.append(c)
        lost.extend(gone)
        parts.append(
            t("mk-combat-loses-crystals", player=rival.name, colours=[_colour_word(c) for c in gone])
        )
    steal = int(effect.get("steal", 0) or 0)
    kept = []
    for _ in range(min(steal, len(lost))):
        c = want if want in lost else lost[0]
        lost.remove(c)
        kept.append(c)
        mana.gain_crystal_text(player, turn, c, ctx.data.levels.crystal_cap)
    text = join(*parts, sep="; ") if parts else t("mk-combat-no-rival-affected")
    return (
        join(text, t("mk-combat-keeps-crystal", player=player.name, colour=kept[0]), sep="; ")
        if kept
        else text
    )


@resolver("wounds_per_crystal")
def _wounds_per_crystal(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    colour = _colour(play, "wounds")
    every = effect["wounds_per_crystal"] == "every_player"
    hit = [p for p in ctx.state.players if every or p.seat != player.seat]
    parts: list[Say] = []
    counts = {p.seat: p.crystals.get(colour, 0) for p in hit}  # counted before the gain
    for p in hit:
        if counts[p.seat]:
            _wound(p, counts[p.seat])
            parts.append(t("mk-combat-takes-wounds", player=p.name, n=counts[p.seat]))
    gain = int(effect.get("gain", 0) or 0)
    for _ in range(gain):
        mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    text = t(
        "mk-combat-crystal-wounds",
        colour=_colour_word(colour),
        parts=join(*parts, sep="; ") if parts else t("mk-combat-nobody-owns-crystal"),
    )
    if not gain:
        return text
    return join(text, t("mk-combat-gains-crystals", player=player.name, n=gain, colour=colour), sep="; ")


# ----------------------------------------------------------------------------- Mana Claim
@resolver("claim_source_die")
def _claim_source_die(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    free = [d for d in ctx.state.source if d.taken_by is None and d.colour in BASIC_COLOURS]
    colour = play.params.get("die", "")
    die = next((d for d in free if d.colour == colour), None)
    if die is None:
        offer = ", ".join(sorted({d.colour for d in free})) or t("mk-combat-none")
        raise IllegalActionError(t("mk-combat-name-die-to-claim", dice=offer))
    die.taken_by = CLAIMED - player.seat
    n = int(effect["claim_source_die"])
    ctx.state.claims.append({"seat": player.seat, "colour": colour, "each_turn": 0, "curse": False})
    claim = ctx.state.claims[-1]
    if effect.get("when") == "this_turn":
        turn.tokens.extend([colour] * n)
        return t("mk-combat-claims-die-now", colour=colour, n=n)
    claim["each_turn"] = n
    return t("mk-combat-claims-die-later", colour=colour)


@resolver("curse_claimed_colour")
def _curse_claimed_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    mine = [c for c in ctx.state.claims if c["seat"] == player.seat]
    if not mine:
        raise IllegalActionError(t("mk-combat-curse-needs-claim"))
    mine[-1]["curse"] = True
    return t("mk-combat-curse", colour=str(mine[-1]["colour"]))


def start_of_turn(ctx: Ctx, player: Player, turn: Turn) -> None:
    """Mana Claim's tokens at each later turn of the caster this round."""
    for claim in ctx.state.claims:
        if claim["seat"] == player.seat and claim["each_turn"]:
            turn.tokens.extend([claim["colour"]] * int(claim["each_turn"]))
            ctx.say(t("mk-combat-claimed-token", player=player.name, colour=str(claim["colour"])))


# ----------------------------------------------------------------------------- Mind Read
@resolver("rivals_discard_colour")
def _rivals_discard_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    colour = _colour(play, "discard")
    got = mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    steal = effect.get("steal") == "action"
    parts: list[Say] = [t("mk-combat-player-gains", player=player.name, what=got)]
    for rival in _rivals(ctx, player):
        fits = sorted({c for c in rival.hand if _fits(ctx, c, colour)})
        if not fits:
            names = ", ".join(ctx.data.cards[c].name for c in rival.hand) or t("mk-combat-no-cards")
            ctx.say(
                t("mk-combat-shows-hand", player=rival.name, colour=colour, caster=player.name),
                private={player.seat: t("mk-combat-their-hand", player=rival.name, cards=names)},
            )
            continue
        if len(fits) == 1:
            _discard(ctx, rival, fits[0], steal, player)
            continue
        ctx.state.responses.append(
            {
                "seat": rival.seat,
                "ask": "mind_read",
                "colour": colour,
                "by": player.seat,
                "cards": fits,
                "steal": steal,
            }
        )
        parts.append(t("mk-combat-chooses-discard", player=rival.name, colour=colour))
    _queue_steal(ctx, player)
    return join(*parts, sep="; ")


def _fits(ctx: Ctx, card: str, colour: str) -> bool:
    rec = ctx.data.cards[card]
    return rec.kind in ACTION_OR_SPELL and (rec.colour == colour or colour in rec.colours)


def _discard(ctx: Ctx, rival: Player, card: str, steal: bool, caster: Player) -> None:
    rival.hand.remove(card)
    rival.discard.append(card)
    ctx.say(t("mk-combat-rival-discards", player=rival.name, card=ctx.data.cards[card].name))
    if steal and ctx.data.cards[card].kind != "spell":
        ctx.state.stealable.append([rival.seat, card])


def _queue_steal(ctx: Ctx, caster: Player) -> None:
    """Mind Steal: once every other player has discarded, the caster may keep one discarded Action."""
    waiting = any(r["ask"] == "mind_read" and r["by"] == caster.seat for r in ctx.state.responses)
    if waiting or not ctx.state.stealable:
        return
    cards = sorted({c for _, c in ctx.state.stealable})
    ctx.state.responses.append({"seat": caster.seat, "ask": "mind_steal", "cards": cards, "by": caster.seat})


def respond(ctx: Ctx, seat: int, action: Mapping[str, Any]) -> Say:
    """The answer of the player asked first (``respond card:<id>``; Mind Steal also ``card:none``)."""
    state = ctx.state
    ask = state.responses[0]
    player = state.players[seat]
    card = str(action.get("card", ""))
    choices = list(ask["cards"]) + (["none"] if ask["ask"] == "mind_steal" else [])
    if card not in choices:
        names = ", ".join(f"{c} ({ctx.data.cards[c].name})" if c != "none" else "none" for c in choices)
        raise IllegalActionError(t("mk-combat-answer-with", choices=names))
    state.responses.pop(0)
    caster = state.players[int(ask["by"])]
    if ask["ask"] == "mind_read":
        _discard(ctx, player, card, bool(ask["steal"]), caster)
        _queue_steal(ctx, caster)
        return t("mk-combat-answers-mind-read", player=player.name, caster=caster.name)
    taken = state.stealable
    state.stealable = []
    if card == "none":
        return t("mk-combat-keeps-none", player=player.name)
    owner_seat = next(s for s, c in taken if c == card)
    owner = state.players[owner_seat]
    owner.discard.remove(card)
    owner.removed.append(card)  # gone from the owner's cards for good
    player.hand.append(card)
    return t("mk-combat-keeps-stolen", player=player.name, owner=owner.name, card=ctx.data.cards[card].name)


def respond_options(ctx: Ctx, seat: int) -> list[Any]:
    if not ctx.state.responses or ctx.state.responses[0]["seat"] != seat:
        return []
    ask = ctx.state.responses[0]
    verb = "discard" if ask["ask"] == "mind_read" else "keep"
    out = [
        offer(t("mk-combat-respond-option", verb=verb, card=ctx.data.cards[c].name), "respond", card=c)
        for c in ask["cards"]
    ]
    if ask["ask"] == "mind_steal":
        out.append(offer(t("mk-combat-keep-none-option"), "respond", card="none"))
    return out


def question(ctx: Ctx) -> Say | None:
    """What the player asked first must answer (public wording), or None."""
    if not ctx.state.responses:
        return None
    ask = ctx.state.responses[0]
    who = ctx.state.players[ask["seat"]].name
    if ask["ask"] == "mind_read":
        by = ctx.state.players[int(ask["by"])].name
        return t("mk-combat-must-discard-for", player=who, colour=str(ask["colour"]), caster=by)
    return t("mk-combat-may-keep-stolen", player=who)


def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]
) -> list[dict[str, str]] | None:
    """The parameter sets offered for these kinds (None: not one of them)."""

    kind = fx.kind_of(effect)
    if kind in ("wounds_per_crystal", "rivals_discard_colour"):
        return [{"colour": c} for c in BASIC_COLOURS]
    if kind == "claim_source_die":
        free = sorted(
            {d.colour for d in ctx.state.source if d.taken_by is None and d.colour in BASIC_COLOURS}
        )
        return [{"die": c} for c in free]
    if kind == "spend_rival_unit":
        level = int(effect["spend_rival_unit"])
        picks = [
            u.uid
            for p in _rivals(ctx, player)
            for u in p.units
            if not u.spent and ctx.data.units[u.unit].level <= level
        ]
        return [{}] + [{"rival_units": uid} for uid in picks[:1]]
    if kind in ("rivals_lose_crystal", "heal_readied_unit", "curse_claimed_colour"):
        return [{}]
    return None
