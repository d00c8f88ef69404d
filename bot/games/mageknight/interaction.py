"""Interaction with the locals (rulebook §6.1, §4.7; Lost Legion digest §2.4-§2.5): the turn's action at
a village, monastery, owned keep, conquered mage tower or conquered city (and the Refugee Camp).

Actions (each purchase starts the interaction by itself; ``interact`` only starts it):
- ``{"type": "interact"}``: start it: Move points are lost, the Reputation bonus (and the city's +1 per
  own Shield) is added to your Influence once;
- ``{"type": "recruit", "unit": "peasants", "disband": "u2"}``: a unit from the Unit offer whose icon
  matches the site, for its cost (``disband`` when every Command token is in use; ``mana`` for Magic
  Familiars; ``bond: yes`` into Norowas' Bonds of Loyalty token for 5 less, R-BONDS);
- ``{"type": "buy", "what": "heal", "points": 2, "units": "u1"}``: Heal points, spent at once on the
  named wounded units (their level each), the rest on Wounds in hand;
- ``{"type": "buy", "what": "spell", "card": "fireball", "mana": "die:red"}``, ``what: advanced_action``
  (``card`` from the monastery's cards in the Unit offer, or at the green city from the AA offer or
  ``card:deck``), ``what: artifact`` (red city, received at the end of the turn), ``what:
  elite_to_offer`` (white city), ``what: regular_to_offer`` (Volkare's Camp);
- ``{"type": "plunder"}``: plunder the village you stand on (draw 2 cards, Reputation -1). The rulebook
  allows it only outside your turn; until that exists it is taken at the very start of your own turn
  (before anything else), once.

Influence comes from the cards and units played before (``turn.influence``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.corrections import YES
from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.hexes import format_hex
from bot.engine.i18n import Say, join, t
from bot.engine.notation import items
from bot.games.mageknight import effects as fx
from bot.games.mageknight import glossary, mana, units
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data.sites import Interaction
from bot.games.mageknight.deck import draw_told
from bot.games.mageknight.offers import reveal_offers, take_from_offer
from bot.games.mageknight.resolvers.influence import on_interaction, take_discount
from bot.games.mageknight.state import (
    BASIC_COLOURS,
    Player,
    Space,
    Turn,
    city_conquered,
    city_leader,
    shields,
)
from bot.games.mageknight.tracks import shift_reputation

INHABITED = ("village", "monastery", "keep", "mage_tower", "city", "refugee_camp", "volkare_camp")
#: ``bond:yes`` as typed in English, Czech or Polish.
AGREE = (*YES, "ano", "tak")


# ----------------------------------------------------------------------------- where (§6.1)
def here(ctx: Ctx, player: Player) -> tuple[str, Space]:
    assert player.position is not None
    key = format_hex((player.position[0], player.position[1]))
    return key, ctx.state.spaces[key]


def refusal(ctx: Ctx, player: Player, space: Space) -> Say | None:
    """Why the player cannot interact on this space (None: they can)."""
    site = space.site
    if site is None or site not in INHABITED:
        return t("mk-site-nobody-here")
    if site == "monastery" and space.burned:
        return t("mk-site-monastery-burned")
    if site == "keep" and space.owner != player.seat:
        return t("mk-site-keep-not-yours")
    if site == "mage_tower" and space.owner is None:
        return t("mk-site-tower-unconquered")
    if site in ("city", "volkare_camp") and not city_conquered(space):
        return t("mk-site-city-unconquered")
    return None


def offers(ctx: Ctx, space: Space) -> tuple[Interaction, ...]:
    """What can be bought here: the site's interactions plus the city card's."""
    site = ctx.data.sites[space.site or ""]
    out = list(site.interactions)
    city = _city(ctx, space)
    if city is not None:
        out += list(city.interactions)
    return tuple(out)


def recruit_icons(ctx: Ctx, space: Space) -> tuple[str, ...]:
    site = ctx.data.sites[space.site or ""]
    city = _city(ctx, space)
    if city is not None and city.recruit:
        return city.recruit
    return site.recruit


def _city(ctx: Ctx, space: Space) -> Any:
    if space.site == "volkare_camp":
        return ctx.data.cities.get("volkare_camp")
    if space.site == "city" and space.city:
        return ctx.data.cities.get(space.city)
    return None


# ----------------------------------------------------------------------------- starting (§6.1 steps 1-4)
def start(ctx: Ctx, player: Player, turn: Turn) -> dict[str, Any]:
    """Start the interaction (idempotent): the turn's action; Move is lost; Reputation applies once."""
    if turn.interaction is not None:
        return turn.interaction
    _may_act(turn)
    key, space = here(ctx, player)
    why = refusal(ctx, player, space)
    if why:
        raise IllegalActionError(why)
    modifier = 0 if turn.has("ignore_reputation") else ctx.data.levels.influence_modifier(player.reputation)
    if modifier is None:
        raise IllegalActionError(t("mk-site-reputation-x", rep=f"{player.reputation:+d}"))
    bonus = 0
    city = _city(ctx, space)
    if city is not None and city.influence_bonus:
        bonus = shields(space).count(player.seat)
    turn.action = "interact"
    lost = turn.move
    turn.move = 0
    turn.influence += modifier + bonus
    turn.interaction = {"hex": key, "rep": modifier, "mode": "normal", "recruited": [], "bought": []}
    if turn.has("interaction_bonus"):  # Noble Manners, Heroes: Fame/Reputation waiting for an interaction
        on_interaction(ctx, player, turn)
    ctx.say(
        t(
            "mk-site-interacts",
            player=player.name,
            site=_site(ctx, space, "in"),
            rep=f"{modifier:+d}",
            shields=bonus,
            influence=turn.influence,
            lost=lost,
        )
    )
    return turn.interaction


def _site(ctx: Ctx, space: Space, case: str = "nom") -> Say:
    return glossary.site(space.site, ctx.data.sites[space.site or ""].name, case)


def _may_act(turn: Turn) -> None:
    if turn.combat is not None:
        raise IllegalActionError(t("mk-site-in-combat"))
    if turn.ending:
        raise IllegalActionError(t("mk-site-turn-ending"))
    if turn.rested:
        raise IllegalActionError(t("mk-site-rested"))
    if turn.action is not None and turn.action != "interact":
        raise IllegalActionError(t("mk-site-action-taken", action=turn.action))


def _pay(turn: Turn, price: int, what: Say) -> None:
    if turn.influence < price:
        raise IllegalActionError(
            t(
                "mk-site-costs-influence",
                what=what,
                price=price,
                have=turn.influence,
                short=price - turn.influence,
            )
        )
    turn.influence -= price


# ----------------------------------------------------------------------------- recruiting (§4.4, LL §2.4-2.5)
BONDS_DISCOUNT = 5  # Bonds of Loyalty: a unit recruited into its Command token costs this much less


def recruit_cost(ctx: Ctx, space: Space, unit_id: str) -> int | None:
    """The unit's price at this site, or None when its icon does not match (white city: any icon;
    Refugee Camp: any unit, with a surcharge by the cheapest icon)."""
    site = ctx.data.sites[space.site or ""]
    rec = ctx.data.units[unit_id]
    icons = recruit_icons(ctx, space)
    matching = [i for i in rec.recruit if i in icons]
    if not matching:
        return None
    extra = 0
    if site.recruit_surcharge:
        extra = min(site.recruit_surcharge.get(i, 0) for i in matching)
    return rec.cost + extra


def recruit_text(
    ctx: Ctx, player: Player, turn: Turn, unit_id: str, disband: str | None, params: Mapping[str, str]
) -> Say:
    state = ctx.state
    if unit_id not in state.unit_offer:
        listing = ", ".join(sorted(set(state.unit_offer))) or t("mk-misc-nothing")
        raise IllegalActionError(t("mk-site-not-in-offer", unit=unit_id, offer=listing))
    rec = ctx.data.units[unit_id]
    key, space = here(ctx, player)
    action_only = space.site in rec.action_recruit and space.site not in INHABITED
    if action_only:  # Magic Familiars at a Magical Glade: the action, not an interaction (LL §2.5)
        _may_act(turn)
        if turn.interaction is None:
            turn.action = "interact"
            turn.move = 0
            turn.interaction = {"hex": key, "rep": 0, "mode": "action", "recruited": [], "bought": []}
        cost: int | None = rec.cost
    else:
        why = refusal(ctx, player, space)
        if why:
            raise IllegalActionError(why)
        cost = recruit_cost(ctx, space, unit_id)
        if cost is None:
            where = [glossary.site(i, i) for i in rec.recruit]
            raise IllegalActionError(
                t("mk-site-wrong-icon", unit=rec.name, site=_site(ctx, space, "in"), sites=where)
            )
        start(ctx, player, turn)
    inter = turn.interaction
    assert inter is not None
    for other in inter["recruited"]:
        if other in rec.recruit_exclusive_with:
            raise IllegalActionError(t("mk-site-exclusive", unit=rec.name, other=ctx.data.units[other].name))
    notes: list[Say] = []
    if rec.recruit_reputation != "normal" and inter["mode"] == "normal":
        rep = int(inter["rep"])
        change = -2 * rep if rec.recruit_reputation == "reversed" else rep
        turn.influence += change
        inter["mode"] = rec.recruit_reputation
        if change:
            notes.append(t("mk-site-rep-modifier", mode=rec.recruit_reputation, change=f"{change:+d}"))
    assert cost is not None
    bond = str(params.get("bond", "")).strip().lower() in AGREE
    if bond:  # Bonds of Loyalty: into the skill's Command token for 5 less (R-BONDS)
        if not units.bond_free(ctx, player):  # the reason, before anything is paid
            units.gain(ctx, player, unit_id, disband, bond=True)
        cost = max(0, cost - BONDS_DISCOUNT)
        notes.append(t("mk-site-into-bonds", n=BONDS_DISCOUNT))
    elif not disband and units.bond_free(ctx, player) and units.free_tokens(ctx, player) <= 0:
        if not units.command_slot_waiting(ctx, player, None):
            units.room_for(ctx, player, None)  # raises: no token free; names bond:yes before any price
    if turn.total("recruit_discount"):  # Ruthless Coercion, Charm: Influence off this unit
        cost, off = take_discount(turn, cost)
        notes.append(t("mk-site-off", n=off))
    _pay(turn, cost, t("mk-site-recruiting", unit=rec.name))
    extra = _pay_extra(ctx, player, turn, rec.recruit_extra, params.get("mana")) if rec.recruit_extra else ""
    unit = units.gain(ctx, player, unit_id, disband, bond=bond)
    state.unit_offer.remove(unit_id)
    inter["recruited"].append(unit_id)
    text = join(t("mk-site-recruits", player=player.name, unit=rec.name, uid=unit.uid, cost=cost), *notes)
    if extra:
        text = join(text, t("mk-site-also-pays", paid=extra), sep="; ")
    return join(text, t("mk-site-influence-left", n=turn.influence), sep="; ")


def _pay_extra(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], how: str | None) -> Say:
    if fx.kind_of(effect) != "pay_mana":
        raise NotAvailableYetError(t("mk-site-paying-not-yet", what=fx.text(effect)))
    colours = list(effect["pay_mana"])
    if how:
        colour = how.split(":")[-1]
        if colour not in colours and colour != "gold":
            raise IllegalActionError(t("mk-site-pay-one-of", colours=glossary.colours(colours)))
        wanted = (
            colour
            if colour in colours
            else next(c for c in colours if mana.payment_options(ctx.state, player, turn, c))
        )
        return mana.pay_text(ctx, player, turn, wanted, how)
    for c in colours:
        if mana.payment_options(ctx.state, player, turn, c):
            return mana.pay_text(ctx, player, turn, c, None)
    raise IllegalActionError(t("mk-site-need-mana-too", colours=glossary.colours(colours)))


# ----------------------------------------------------------------------------- buying (§6.1 price list)
def buy_text(ctx: Ctx, player: Player, turn: Turn, what: str, params: Mapping[str, str]) -> Say:
    key, space = here(ctx, player)
    why = refusal(ctx, player, space)
    if why:
        raise IllegalActionError(why)
    available = {i.id: i for i in offers(ctx, space)}
    if what not in available:
        listing = [t("mk-site-item-price", item=i.id, price=i.price) for i in available.values()]
        raise IllegalActionError(
            t("mk-site-sells", site=_site(ctx, space), items=listing or t("mk-site-only-units"))
        )
    item = available[what]
    inter = start(ctx, player, turn)
    if not item.repeat and what in inter["bought"]:
        raise IllegalActionError(t("mk-site-once-per-interaction", item=what))
    gain = item.gain
    kind = fx.kind_of(gain)
    text: Say
    if kind == "heal":
        text = _buy_heal(ctx, player, turn, item, params)
    elif kind == "gain_unit_offer_card":
        text = _buy_monastery_card(ctx, player, turn, item, params)
    elif kind == "gain_card" and gain["gain_card"] == "spell":
        text = _buy_spell(ctx, player, turn, item, params)
    elif kind == "choice" or (kind == "gain_card" and gain["gain_card"] == "advanced"):
        text = _buy_advanced(ctx, player, turn, item, params)
    elif item.timing == "end_of_turn":
        count = _count(params)
        _pay(turn, item.price * count, t("mk-site-items", n=count, item=what))
        turn.rewards.extend(dict(gain) for _ in range(count))
        text = t("mk-site-buys-for-later", what=fx.text(gain), n=count, price=item.price * count)
    elif kind == "offer_add":
        _pay(turn, item.price, t("mk-site-item", item=what))
        text = _offer_add(ctx, str(gain["offer_add"]), item.price)
    else:  # pragma: no cover - every interaction in the data is handled above
        raise NotAvailableYetError(t("mk-site-buying-not-yet", item=what))
    inter["bought"].append(what)
    return join(join(player.name, text), t("mk-site-influence-left", n=turn.influence), sep="; ")


def _count(params: Mapping[str, str]) -> int:
    try:
        n = int(params.get("count") or 1)
    except ValueError:
        raise IllegalActionError(t("mk-site-count-whole")) from None
    if n < 1:
        raise IllegalActionError(t("mk-site-buy-at-least-one"))
    return n


def _buy_heal(ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]) -> Say:
    try:
        points = int(params.get("points") or 1)
    except ValueError:
        raise IllegalActionError(t("mk-site-points-whole")) from None
    if points < 1:
        raise IllegalActionError(t("mk-site-buy-one-heal"))
    targets = items(params.get("units"))
    need = units.heal_capacity(ctx, player, targets)
    if points > need:
        raise IllegalActionError(
            t(
                "mk-site-heal-at-most",
                n=need,
                wounds=player.hand.count("wound"),
                units=", ".join(targets),
                named="yes" if targets else "no",
            )
        )
    price = item.price * points
    _pay(turn, price, t("mk-site-heal-points", n=points))
    healed = units.heal(ctx, player, turn, points, targets)
    return t("mk-site-buys-heal", n=points, price=price, healed=healed)


def _card_param(params: Mapping[str, str], choices: list[str], what: str) -> str:
    """The card a purchase names. ``what``: ``spell``, ``aa`` (the Advanced Action offer), ``aa-deck``
    (that offer or the deck), ``aa-unit`` (a monastery's, in the Unit offer)."""
    card = params.get("card")
    if not choices:
        raise IllegalActionError(t("mk-site-nothing-to-take", what=what))
    if card is None and len(choices) == 1:
        return choices[0]
    if card not in choices:
        raise IllegalActionError(t("mk-site-choose-card", what=what, cards="|".join(choices)))
    return card


def _buy_monastery_card(
    ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]
) -> Say:
    state = ctx.state
    card = _card_param(params, sorted(set(state.monastery_offer)), "aa-unit")
    _pay(turn, item.price, ctx.data.cards[card].name)
    state.monastery_offer.remove(card)
    player.deck.insert(0, card)
    return t("mk-site-learns", card=ctx.data.cards[card].name, price=item.price)


def _buy_spell(ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]) -> Say:
    state = ctx.state
    reveal_offers(ctx)
    card = _card_param(params, sorted(set(state.spell_offer)), "spell")
    rec = ctx.data.cards[card]
    _pay(turn, item.price, rec.name)
    paid: Say = ""
    if item.mana == "card_colour":
        if rec.colour not in BASIC_COLOURS:  # pragma: no cover - spells have basic colours
            raise IllegalActionError(t("mk-site-no-basic-colour", card=rec.name))
        paid = mana.pay_text(ctx, player, turn, rec.colour, params.get("mana"))
    take_from_offer(ctx, state.spell_offer, state.spell_deck, card)
    player.deck.insert(0, card)
    if paid:
        return t("mk-site-learns-spell-paying", card=rec.name, price=item.price, paid=paid)
    return t("mk-site-learns-spell", card=rec.name, price=item.price)


def _buy_advanced(ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]) -> Say:
    state = ctx.state
    reveal_offers(ctx)
    from_deck = any(
        fx.kind_of(a) == "gain_card" and a.get("source") == "deck" for a in fx.alternatives(item.gain)
    )
    choices = sorted(set(state.aa_offer)) + (["deck"] if from_deck and state.aa_deck else [])
    card = _card_param(params, choices, "aa-deck" if from_deck else "aa")
    _pay(turn, item.price, t("mk-site-an-advanced-action"))
    if card == "deck":
        card = state.aa_deck.pop(0)
        ctx.checkpoint = True
        ctx.say(
            t("mk-site-takes-top-aa", player=player.name),
            private={player.seat: t("mk-site-it-is", card=ctx.data.cards[card].name)},
        )
        player.deck.insert(0, card)
        return t("mk-site-buys-top-aa", price=item.price)
    take_from_offer(ctx, state.aa_offer, state.aa_deck, card)
    player.deck.insert(0, card)
    return t("mk-site-learns", card=ctx.data.cards[card].name, price=item.price)


def _offer_add(ctx: Ctx, tier: str, price: int) -> Say:
    state = ctx.state
    deck = state.elite_deck if tier == "elite" else state.unit_deck
    if not deck:
        raise IllegalActionError(t("mk-site-unit-deck-empty", tier=tier))
    unit = deck.pop(0)
    state.unit_offer.append(unit)
    ctx.checkpoint = True
    return t("mk-site-adds-to-offer", unit=ctx.data.units[unit].name, tier=tier, price=price)


# ----------------------------------------------------------------------------- plunder (§6.2, [EXT])
def plunder_text(ctx: Ctx, player: Player, turn: Turn) -> Say:
    _, space = here(ctx, player)
    if space.site != "village":
        raise IllegalActionError(t("mk-site-plunder-where"))
    if turn.plundered:
        raise IllegalActionError(t("mk-site-plundered-already"))
    if turn.moved or turn.played_or_discarded or turn.rested or turn.action or turn.combat or turn.ending:
        raise IllegalActionError(t("mk-site-plunder-when"))
    turn.plundered = True
    shift_reputation(ctx.data.levels, player, -1)
    drawn = draw_told(ctx, player, 2)
    return t("mk-site-plunders", player=player.name, n=len(drawn), rep=f"{player.reputation:+d}")


__all__ = [
    "buy_text",
    "city_leader",
    "plunder_text",
    "recruit_text",
    "refusal",
    "start",
]
