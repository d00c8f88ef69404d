"""Composite effects (rulebook §4.1, R-COMPOSITE): effects that use another card's or a skill's effect.

Advanced Actions: Maximal Effect (``throw`` the card, its ``card_mode``; a Discard cost each time:
``discard``, ``discard2``...), Magic Talent / Blood of Ancients (``discard`` the card of the colour,
``use`` the offered card, ``use_how`` basic|powered, its mana as ``mana``/``black``; a nested choice as
``pick``). Artifacts: Tome of All Spells (a Spell of the offer), Circlet of Proficiency (a Common
Skill), Mysterious Box (the top Artifact, R-BOX). Crystal Mastery's regained crystals use
``Turn.crystals_spent`` and Mana Storm's gold/black dice ``Turn.special_dice_any`` (both read in
``mana.py``). :func:`param_variants` lists their parameter sets for ``options._param_variants``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine.errors import IllegalActionError, NotAvailableYetError, RulesError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import interpret, mana, modes, offers
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.growth import skill_gained_text
from bot.games.mageknight.interpret import resolver
from bot.games.mageknight.play import Play
from bot.games.mageknight.resolvers.advanced import COLOURS, Variants, offer_colours, throw, throw_choices
from bot.games.mageknight.skills import use as skill_use
from bot.games.mageknight.state import Player, Turn

#: Kinds a card used through another card (thrown away, lying in an offer, revealed) may not contain:
#: they need that card itself in play, or would nest one composite effect inside another (R-COMPOSITE).
NOT_THROUGH = frozenset(
    {
        "use_thrown_card",
        "throw_away_action",
        "throw_away_action_by_colour",
        "copy_powered",
        "return_to_hand",
        "card_to_deck",
        "play_from_offer",
        "cast_from_offer",
        "use_as_top_artifact",
        "use_common_skill",
        "take_common_skill",
        "discard_by_colour",
        "banner",
    }
)


#: Kinds an Artifact used through the Mysterious Box may keep (Druidic Staff, Book of Wisdom): the Box
#: itself needs no parameter they could clash with.
_ARTIFACT_THROUGH = frozenset({"discard_by_colour", "throw_away_action_by_colour"})


def _through_problem(ctx: Ctx, card: str, how: str) -> tuple[type[RulesError], Say] | None:
    """Why ``card``'s ``how`` effect cannot be used through another card, and the error that says so
    (None: it can)."""
    rec = ctx.data.cards[card]
    effect = rec.basic if how == "basic" else rec.powered
    if not effect or not interpret.implemented(effect):
        return NotAvailableYetError, t("mk-combat-through-not-yet", how=how, card=rec.name)
    kinds = fx.kinds_in(effect) - (_ARTIFACT_THROUGH if rec.kind == "artifact" else frozenset())
    bad = sorted(kinds & NOT_THROUGH)
    if bad:
        return IllegalActionError, t("mk-combat-not-through", card=rec.name, kind=bad[0].replace("_", " "))
    return None


def use_other_card(
    ctx: Ctx, player: Player, turn: Turn, play: Play, card: str, how: str, *, pay: bool, times: int = 1
) -> Say:
    """Resolve the ``how`` effect of ``card`` (thrown away, in an offer or revealed: not played from
    hand) ``times`` times as one effect of ``play`` (§4.1 composite effects): it keeps its own colour
    for resistances and its own limits. ``card_mode`` picks its alternative, and the same choices are
    used every time (R-COMPOSITE); a Discard cost is paid each time (``discard``, ``discard2``...).
    ``pay``: its mana is paid as if it were played from hand (``mana``, ``black``)."""
    rec = ctx.data.cards[card]
    outer = ctx.data.cards[play.card].name if play.card in ctx.data.cards else play.card
    problem = _through_problem(ctx, card, how)
    if problem:
        error, why = problem
        raise error(t("mk-combat-through-refused", card=outer, problem=why))
    effect = rec.basic if how == "basic" else rec.powered
    assert effect is not None
    alts = modes.expand(effect)
    slugs = interpret.mode_slugs(alts)
    chosen: Mapping[str, Any] = effect
    mode = how
    if len(alts) > 1:
        pick = play.params.get("card_mode", "")
        if pick not in slugs:
            listing = [
                t("mk-unit-way", way=f"card_mode:{s}", effect=fx.text(a))
                for s, a in zip(slugs, alts, strict=True)
            ]
            raise IllegalActionError(
                t("mk-combat-choose-card-mode", outer=outer, card=rec.name, listing=listing)
            )
        chosen, mode = alts[slugs.index(pick)], f"{how}/{pick}"
    sub = Play(card, mode, dict(play.params))
    paid = modes.pay_for_card(ctx, player, turn, card, how, play.params) if pay else ""
    texts: list[Say] = []
    for i in range(times):
        if modes.needs_discard(effect):
            key = "discard" if i == 0 else f"discard{i + 1}"
            modes.discard_for(ctx, player, Play(card, mode, {"discard": play.params.get(key, "")}))
        texts.append(interpret.resolve(ctx, player, turn, chosen, sub, 0))
    bending = turn.mod("repeat_turn")
    if (
        bending is not None and bending.source == card
    ):  # Time Bending through another card: that one is set aside
        bending.source = play.card
    same = times > 1 and all(x == texts[0] for x in texts)
    done = t("mk-combat-times", n=times, effect=texts[0]) if same else join(*texts, sep="; ")
    return t("mk-combat-used-through", card=rec.name, how=how, paid=paid, done=done)


def card_use_variants(
    ctx: Ctx, player: Player, turn: Turn, card: str, how: str, sub: Callable[..., Variants], *, pay: bool
) -> Variants:
    """The parameter sets of :func:`use_other_card` for one card (used once; impossible sets may be
    listed, the options are tried first)."""
    if _through_problem(ctx, card, how):
        return []
    rec = ctx.data.cards[card]
    effect = rec.basic if how == "basic" else rec.powered
    assert effect is not None
    payment: dict[str, str] = {}
    if pay:
        found = modes.payment_params(ctx, player, turn, card, how)
        if found is None:
            return []
        payment = found
    alts = modes.expand(effect)
    slugs = interpret.mode_slugs(alts)
    out: Variants = []
    for alt, slug in zip(alts, slugs, strict=True):
        mode = {"card_mode": slug} if len(alts) > 1 else {}
        if modes.needs_discard(effect):
            out.extend(
                {**mode, **payment, "discard": d} for d in sorted({c for c in player.hand if c != "wound"})
            )
            continue
        if modes.combat_only(alt) and turn.parts is None:
            continue
        out.extend({**mode, **payment, **v} for v in sub(alt))
    return out


@resolver("throw_away_action")
def _throw_away_action(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Maximal Effect's cost: throw away another Action card (``throw``); ``use_thrown_card`` uses it."""
    card = throw(ctx, player, play)
    return t("mk-combat-throws-away", card=ctx.data.cards[card].name)


@resolver("use_thrown_card")
def _use_thrown_card(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Maximal Effect: the card thrown away by the cost (``throw``) is used N times, basic or powered
    (powered: no mana). The whole is one effect: one mode, the same choices each time (R-COMPOSITE)."""
    card = play.params.get("throw", "")
    if card not in player.removed:
        raise IllegalActionError(t("mk-combat-uses-thrown"))
    how, times = str(effect["effect"]), int(effect["use_thrown_card"])
    return t(
        "mk-combat-uses", what=use_other_card(ctx, player, turn, play, card, how, pay=False, times=times)
    )


def _discard_colour_choices(player: Player) -> list[str]:
    return sorted({c for c in player.hand if c != "wound"})


@resolver("discard_by_colour")
def _discard_by_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Magic Talent (and the like): discard a non-Wound card (``discard``); the effect of its colour
    follows (a dual-colour card: ``as_colour``); a colourless card gives nothing."""
    name = ctx.data.cards[play.card].name
    choices = _discard_colour_choices(player)
    card = play.params.get("discard", "")
    if card not in choices:
        can = ", ".join(choices) or t("mk-combat-nothing")
        raise IllegalActionError(t("mk-combat-needs-discard", card=name, choices=can))
    colours = [c for c in offer_colours(ctx, card) if c in COLOURS]
    player.hand.remove(card)
    player.discard.append(card)
    cname = ctx.data.cards[card].name
    if not colours:
        return t("mk-combat-discards-colourless", card=cname)
    colour = colours[0] if len(colours) == 1 else play.params.get("as_colour", "")
    if colour not in colours:
        raise IllegalActionError(t("mk-combat-two-colours", card=cname, colours="|".join(colours)))
    got = interpret.resolve(ctx, player, turn, effect[colour], play, bonus)
    return t("mk-combat-discards-colour", card=cname, colour=t("mk-combat-colour", colour=colour), effect=got)


def offer_use_choices(ctx: Ctx, effect: Mapping[str, Any]) -> list[str]:
    offer = ctx.state.spell_offer if effect["play_from_offer"] == "spell" else ctx.state.aa_offer
    colour = effect.get("colour")
    return sorted({c for c in offer if colour is None or colour in offer_colours(ctx, c)})


def _offer_hows(effect: Mapping[str, Any]) -> tuple[str, ...]:
    return (str(effect["effect"]),) if effect.get("effect") else ("basic", "powered")


@resolver("play_from_offer")
def _play_from_offer(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Magic Talent, Blood of Ancients: use a card of the Spell / AA offer as if it were in your hand
    (``use``; ``use_how``: basic | powered unless the effect names one), paying its mana unless free;
    the card stays in the offer."""

    offers.reveal_offers(ctx)
    offer = "spell" if effect["play_from_offer"] == "spell" else "advanced"
    choices = offer_use_choices(ctx, effect)
    card = play.params.get("use", "")
    if card not in choices:
        colour = str(effect.get("colour") or "any")
        possible = ", ".join(choices) or t("mk-combat-none")
        raise IllegalActionError(
            t("mk-combat-choose-from-offer", colour=colour, offer=offer, choices=possible)
        )
    hows = _offer_hows(effect)
    how = hows[0] if len(hows) == 1 else play.params.get("use_how", "basic")
    if how not in hows:
        raise IllegalActionError(t("mk-combat-use-how"))
    got = use_other_card(ctx, player, turn, play, card, how, pay=not effect.get("free"))
    return t("mk-combat-uses-from-offer", what=got, offer=offer)


@resolver("regain_spent_crystals")
def _regain_spent_crystals(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Crystal Mastery powered (at the end of the turn): the crystals paid as mana this turn come back
    (never above the cap)."""
    spent, cap = list(turn.crystals_spent), ctx.data.levels.crystal_cap
    turn.crystals_spent.clear()
    back = []
    for c in spent:
        if player.crystals.get(c, 0) < cap:
            player.crystals[c] = player.crystals.get(c, 0) + 1
            back.append(c)
    if not back:
        return t("mk-combat-nothing-to-regain")
    return t("mk-combat-regains", crystals=[t("mk-combat-a-crystal", colour=c) for c in back])


@resolver("special_dice_any_colour")
def _special_dice_any_colour(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Mana Storm powered: gold and black Source dice pay as any basic colour this turn (mana.py)."""
    turn.add("special_dice_any_colour", play.card)
    return t("mk-combat-special-dice-any")


#: The composite kinds (this module's and the Artifacts' of this family) whose variants are listed here.
_COMPOSITE_KINDS = frozenset(
    {
        "throw_away_action",
        "use_thrown_card",
        "discard_by_colour",
        "play_from_offer",
        "regain_spent_crystals",
        "special_dice_any_colour",
        "cast_from_offer",
        "use_common_skill",
        "take_common_skill",
        "use_as_top_artifact",
    }
)


def cards_need_discard(effect: Mapping[str, Any] | None) -> bool:
    return bool(effect) and modes.needs_discard(effect or {})


def _composite_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], sub: Callable[..., Variants]
) -> Variants | None:
    """The parameter sets of the composite kinds (None: not one of them)."""
    kind = fx.kind_of(effect)
    out: Variants = []
    if kind == "discard_by_colour":
        for card in _discard_colour_choices(player):
            colours = [c for c in offer_colours(ctx, card) if c in COLOURS]
            if not colours:
                out.append({"discard": card})
            for colour in colours:
                extra = {"discard": card, **({"as_colour": colour} if len(colours) > 1 else {})}
                out.extend({**extra, **v} for v in sub(effect[colour]))
        return out
    if kind == "play_from_offer":
        if not ctx.state.offers_revealed:
            return []
        hows = _offer_hows(effect)
        for card in offer_use_choices(ctx, effect):
            for how in hows:
                extra = {"use": card, **({"use_how": how} if len(hows) > 1 else {})}
                variants = card_use_variants(ctx, player, turn, card, how, sub, pay=not effect.get("free"))
                out.extend({**extra, **v} for v in variants)
        return out
    if kind == "cast_from_offer":
        if not ctx.state.offers_revealed:
            return []
        how = str(effect["cast_from_offer"])
        for card, spell in cast_choices(ctx, player, effect):
            out.extend(
                {"discard": card, "use": spell, **v}
                for v in card_use_variants(ctx, player, turn, spell, how, sub, pay=False)
            )
        return out
    if kind == "use_common_skill":
        for sid in common_skill_choices(ctx, turn):
            skill_effect = ctx.data.skills[sid].effect or {}
            out.extend({"skill": sid, **v} for v in skill_use.variants(ctx, player, turn, skill_effect, [0]))
        return out
    if kind == "take_common_skill":
        return [{"skill": s} for s in sorted(set(ctx.state.common_skills))]
    if kind in _COMPOSITE_KINDS:
        return [{}]
    return None


def cast_choices(ctx: Ctx, player: Player, effect: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(card to discard, Spell of its colour in the offer) pairs for ``cast_from_offer``."""
    out = []
    for card in sorted({c for c in player.hand if c != "wound"}):
        colours = [c for c in offer_colours(ctx, card) if c in COLOURS]
        for spell in sorted(set(ctx.state.spell_offer)):
            if ctx.data.cards[spell].colour in colours:
                out.append((card, spell))
    return out


@resolver("cast_from_offer")
def _cast_from_offer(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Tome of All Spells: discard a coloured card (``discard``) and use the basic / powered effect of a
    Spell of that colour in the offer (``use``), paying no mana; powered also by Day when ``by_day``."""
    how = str(effect["cast_from_offer"])
    name = ctx.data.cards[play.card].name
    if how == "powered" and not effect.get("by_day") and not mana.mana_night(ctx.state):
        raise IllegalActionError(t("mk-combat-spell-powered-night", card=name))
    offers.reveal_offers(ctx)
    pairs = cast_choices(ctx, player, effect)
    pick = (play.params.get("discard", ""), play.params.get("use", ""))
    if pick not in pairs:
        listing = ", ".join(f"discard:{c} use:{s}" for c, s in pairs) or t("mk-combat-none")
        raise IllegalActionError(t("mk-combat-cast-from-offer", card=name, listing=listing))
    card, spell = pick
    player.hand.remove(card)
    player.discard.append(card)
    got = use_other_card(ctx, player, turn, play, spell, how, pay=False)
    return t("mk-combat-discards-and-casts", card=ctx.data.cards[card].name, what=got)


def common_skill_choices(ctx: Ctx, turn: Turn) -> list[str]:
    """Skills of the Common Skill offer Circlet of Proficiency can use now: not interactive, usable by
    this engine, not flipping themselves (R-CIRCLET), and within their part of the turn."""
    out = []
    for sid in sorted(set(ctx.state.common_skills)):
        skill = ctx.data.skills[sid]
        if skill.affects_others or skill.timing in ("flip_back", "passive") or not skill_use.supported(skill):
            continue
        if "flip_this_skill" in fx.kinds_in(skill.effect or {}) or skill_use._when_problem(turn, skill.when):
            continue
        out.append(sid)
    return out


@resolver("use_common_skill")
def _use_common_skill(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Circlet of Proficiency basic: use a Skill of the Common Skill offer (``skill``) as your own; a
    once-a-turn Skill is used twice (same choices both times); the token stays in the offer."""
    choices = common_skill_choices(ctx, turn)
    sid = play.params.get("skill", "")
    if sid not in choices:
        listing = [f"{s} ({ctx.data.skills[s].name})" for s in choices] or t("mk-combat-none")
        raise IllegalActionError(t("mk-combat-name-common-skill", listing=listing))
    skill = ctx.data.skills[sid]
    assert skill.effect is not None
    times = 2 if skill.timing == "once_per_turn" else 1
    texts: list[Say] = [
        skill_use._walk(ctx, player, turn, skill, skill.effect, dict(play.params), [0]) for _ in range(times)
    ]
    same = times == 2 and texts[0] == texts[1]
    done = t("mk-combat-twice", effect=texts[0]) if same else join(*texts, sep="; ")
    return t("mk-combat-uses-skill", skill=skill.name, done=done)


@resolver("take_common_skill")
def _take_common_skill(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Circlet of Proficiency powered: a Skill of the Common Skill offer (``skill``) becomes yours."""
    choices = sorted(set(ctx.state.common_skills))
    sid = play.params.get("skill", "")
    if sid not in choices:
        listing = [f"{s} ({ctx.data.skills[s].name})" for s in choices] or t("mk-combat-offer-empty")
        raise IllegalActionError(t("mk-combat-name-skill-to-take", listing=listing))

    ctx.state.common_skills.remove(sid)
    player.skills.append(sid)
    took = t("mk-combat-takes-skill", skill=ctx.data.skills[sid].name)
    return join(took, skill_gained_text(ctx, sid), sep="")


@resolver("use_as_top_artifact")
def _use_as_top_artifact(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int
) -> Say:
    """Mysterious Box. Played (basic or powered): the top Artifact is revealed (a point of no return) and
    the Box may be used once this turn as that Artifact's basic / powered effect, with Fame +1:
    ``mysterious_box@later`` (its choices as for the card, ``card_mode`` its mode). At the end of the turn
    the revealed Artifact goes under the Artifact deck and an unused Box returns to the hand
    (``advanced.end_of_turn``); used powered, it stays thrown away (R-BOX)."""
    how = str(effect["use_as_top_artifact"])
    revealed = effect.get("revealed")
    if revealed:  # the later use
        box = turn.mod("box")
        if box is None or box["artifact"] != revealed:
            raise IllegalActionError(t("mk-combat-box-nothing-revealed"))
        got = use_other_card(ctx, player, turn, play, str(revealed), how, pay=False)
        box["used"] = True
        player.fame += 1
        turn.fame_gained += 1
        return t("mk-combat-box-used-as", what=got, fame=player.fame)
    if turn.has("box"):
        raise IllegalActionError(t("mk-combat-box-already"))
    if not ctx.state.artifact_deck:
        raise IllegalActionError(t("mk-combat-artifact-deck-empty"))
    card = ctx.state.artifact_deck.pop(0)
    ctx.checkpoint = True
    turn.add("box", play.card, artifact=card, how=how, used=False)
    rec = ctx.data.cards[card]
    turn.add("later", play.card, effect={"use_as_top_artifact": how, "revealed": card}, when="box")
    effect_text = fx_describe(rec.basic if how == "basic" else rec.powered)
    return t("mk-combat-box-reveals", card=rec.name, how=how, effect=effect_text, later=f"{play.card}@later")


def fx_describe(effect: Mapping[str, Any] | None) -> Say:
    return fx.text(effect) if effect else t("mk-combat-nothing")


def param_variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], sub: Callable[..., Variants]
) -> Variants | None:
    """The parameter sets of a composite effect (None: not one); ``sub`` lists a nested effect's."""
    kind = fx.kind_of(effect)
    if kind == "choice" and fx.kinds_in(effect) & _COMPOSITE_KINDS:  # Blood of Ancients' Wound choice
        alts = list(effect["choice"])
        return [
            {"pick": s, **v} for s, a in zip(interpret.mode_slugs(alts), alts, strict=True) for v in sub(a)
        ]
    if kind == "cost" and fx.kind_of(effect["cost"]) == "throw_away_action":  # Maximal Effect
        gain = effect["gain"]
        how, times = str(gain["effect"]), int(gain["use_thrown_card"])
        thrown: Variants = []
        for other in throw_choices(ctx, player):
            rec = ctx.data.cards[other]
            if times > 1 and cards_need_discard(rec.basic if how == "basic" else rec.powered):
                continue  # several Discard costs: typed only (discard, discard2...)
            thrown.extend(
                {"throw": other, **v}
                for v in card_use_variants(ctx, player, turn, other, how, sub, pay=False)
            )
        return thrown
    return _composite_variants(ctx, player, turn, effect, sub)
