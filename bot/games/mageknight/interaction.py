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

from bot.engine.errors import IllegalActionError, NotAvailableYetError
from bot.engine.hexes import format_hex
from bot.engine.notation import items
from bot.games.mageknight import effects as fx
from bot.games.mageknight import mana, units
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


# ----------------------------------------------------------------------------- where (§6.1)
def here(ctx: Ctx, player: Player) -> tuple[str, Space]:
    assert player.position is not None
    key = format_hex((player.position[0], player.position[1]))
    return key, ctx.state.spaces[key]


def refusal(ctx: Ctx, player: Player, space: Space) -> str | None:
    """Why the player cannot interact on this space (None: they can)."""
    site = space.site
    if site is None or site not in INHABITED:
        return (
            "There is nobody to interact with here: interaction happens at a village, a monastery, a keep "
            "you own, a conquered mage tower or a conquered city."
        )
    if site == "monastery" and space.burned:
        return "This monastery was burned: nobody is left to interact with."
    if site == "keep" and space.owner != player.seat:
        return "You can interact only at a keep you own."
    if site == "mage_tower" and space.owner is None:
        return "The mage tower must be conquered before anyone can interact there."
    if site in ("city", "volkare_camp") and not city_conquered(space):
        return "The city must be conquered before anyone can interact there."
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
        raise IllegalActionError(
            f"Your Reputation ({player.reputation:+d}) is on an X space: nobody will deal with you (§4.7)."
        )
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
    site_name = ctx.data.sites[space.site or ""].name
    parts = [f"Reputation {modifier:+d} Influence"]
    if bonus:
        parts.append(f"+{bonus} for own Shields on the city")
    ctx.say(
        f"{player.name} interacts at the {site_name} ({', '.join(parts)}; now {turn.influence} Influence)"
        + (f"; {lost} unspent Move point{'s' if lost != 1 else ''} lost" if lost else "")
        + "."
    )
    return turn.interaction


def _may_act(turn: Turn) -> None:
    if turn.combat is not None:
        raise IllegalActionError("You are in a combat: interaction is a different action.")
    if turn.ending:
        raise IllegalActionError("The end of your turn has begun.")
    if turn.rested:
        raise IllegalActionError("You rested this turn: no interaction.")
    if turn.action is not None and turn.action != "interact":
        raise IllegalActionError(f"You have already taken your action this turn ({turn.action}).")


def _pay(turn: Turn, price: int, what: str) -> None:
    if turn.influence < price:
        raise IllegalActionError(
            f"{what} costs {price} Influence; you have {turn.influence} (short by {price - turn.influence}). "
            "Play Influence first (a card sideways gives Influence 1)."
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


def recruit(
    ctx: Ctx, player: Player, turn: Turn, unit_id: str, disband: str | None, params: Mapping[str, str]
) -> str:
    state = ctx.state
    if unit_id not in state.unit_offer:
        listing = ", ".join(sorted(set(state.unit_offer))) or "nothing"
        raise IllegalActionError(f"'{unit_id}' is not in the Unit offer. The offer: {listing}.")
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
            raise IllegalActionError(
                f"{rec.name} cannot be recruited at this {ctx.data.sites[space.site or ''].name}: it is "
                f"recruited at {', '.join(rec.recruit)}."
            )
        start(ctx, player, turn)
    inter = turn.interaction
    assert inter is not None
    for other in inter["recruited"]:
        if other in rec.recruit_exclusive_with:
            raise IllegalActionError(
                f"{rec.name} cannot be recruited in the same interaction as {ctx.data.units[other].name}."
            )
    note = ""
    if rec.recruit_reputation != "normal" and inter["mode"] == "normal":
        rep = int(inter["rep"])
        change = -2 * rep if rec.recruit_reputation == "reversed" else rep
        turn.influence += change
        inter["mode"] = rec.recruit_reputation
        if change:
            note = f" (Reputation modifier {rec.recruit_reputation}: {change:+d} Influence)"
    assert cost is not None
    bond = str(params.get("bond", "")).lower() in ("yes", "true", "1")
    if bond:  # Bonds of Loyalty: into the skill's Command token for 5 less (R-BONDS)
        if not units.bond_free(ctx, player):  # the reason, before anything is paid
            units.gain(ctx, player, unit_id, disband, bond=True)
        cost = max(0, cost - BONDS_DISCOUNT)
        note += " (into Bonds of Loyalty, 5 less)"
    elif not disband and units.bond_free(ctx, player) and units.free_tokens(ctx, player) <= 0:
        if not units.command_slot_waiting(ctx, player, None):
            units.room_for(ctx, player, None)  # raises: no token free; names bond:yes before any price
    if turn.total("recruit_discount"):  # Ruthless Coercion, Charm: Influence off this unit
        cost, off = take_discount(turn, cost)
        note += f" ({off} off)"
    _pay(turn, cost, f"Recruiting {rec.name}")
    if rec.recruit_extra:
        note += "; pays " + _pay_extra(ctx, player, turn, rec.recruit_extra, params.get("mana"))
    unit = units.gain(ctx, player, unit_id, disband, bond=bond)
    state.unit_offer.remove(unit_id)
    inter["recruited"].append(unit_id)
    return (
        f"{player.name} recruits {rec.name} ({unit.uid}) for {cost} Influence{note}; "
        f"{turn.influence} Influence left."
    )


def _pay_extra(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], how: str | None) -> str:
    if fx.kind_of(effect) != "pay_mana":
        raise NotAvailableYetError(f"Paying '{fx.describe(effect)}' is not available yet.")
    colours = list(effect["pay_mana"])
    if how:
        colour = how.split(":")[-1]
        if colour not in colours and colour != "gold":
            raise IllegalActionError(f"Pay one mana of {', '.join(colours)} (mana:token:red, die:blue...).")
        wanted = (
            colour
            if colour in colours
            else next(c for c in colours if mana.payment_options(ctx.state, player, turn, c))
        )
        return mana.pay(ctx, player, turn, wanted, how)
    for c in colours:
        if mana.payment_options(ctx.state, player, turn, c):
            return mana.pay(ctx, player, turn, c, None)
    raise IllegalActionError(f"You need one mana of {', '.join(colours)} to pay as well.")


# ----------------------------------------------------------------------------- buying (§6.1 price list)
def buy(ctx: Ctx, player: Player, turn: Turn, what: str, params: Mapping[str, str]) -> str:
    key, space = here(ctx, player)
    why = refusal(ctx, player, space)
    if why:
        raise IllegalActionError(why)
    available = {i.id: i for i in offers(ctx, space)}
    if what not in available:
        site_name = ctx.data.sites[space.site or ""].name
        listing = (
            ", ".join(f"{i.id} ({i.price} Influence)" for i in available.values()) or "nothing but units"
        )
        raise IllegalActionError(f"The {site_name} sells: {listing}.")
    item = available[what]
    inter = start(ctx, player, turn)
    if not item.repeat and what in inter["bought"]:
        raise IllegalActionError(f"'{what}' can be bought only once per interaction.")
    gain = item.gain
    kind = fx.kind_of(gain)
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
        _pay(turn, item.price * count, f"{count} x '{what}'")
        turn.rewards.extend(dict(gain) for _ in range(count))
        text = f"buys {fx.describe(gain)} x{count} for {item.price * count} Influence (received at the end of the turn)"
    elif kind == "offer_add":
        _pay(turn, item.price, f"'{what}'")
        text = _offer_add(ctx, str(gain["offer_add"]), item.price)
    else:  # pragma: no cover - every interaction in the data is handled above
        raise NotAvailableYetError(f"Buying '{what}' is not available yet.")
    inter["bought"].append(what)
    return f"{player.name} {text}; {turn.influence} Influence left."


def _count(params: Mapping[str, str]) -> int:
    try:
        n = int(params.get("count") or 1)
    except ValueError:
        raise IllegalActionError("count: how many to buy (a whole number).") from None
    if n < 1:
        raise IllegalActionError("Buy at least one.")
    return n


def _buy_heal(ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]) -> str:
    try:
        points = int(params.get("points") or 1)
    except ValueError:
        raise IllegalActionError("points: a whole number of Heal points to buy.") from None
    if points < 1:
        raise IllegalActionError("Buy at least 1 Heal point.")
    targets = items(params.get("units"))
    need = units.heal_capacity(ctx, player, targets)
    if points > need:
        raise IllegalActionError(
            f"You can use at most {need} Heal point{'s' if need != 1 else ''} now "
            f"({player.hand.count('wound')} Wound(s) in hand"
            + (f", units {', '.join(targets)}" if targets else "; name wounded units with units:u1,u2")
            + "): buy fewer."
        )
    price = item.price * points
    _pay(turn, price, f"{points} Heal point{'s' if points != 1 else ''}")
    return f"buys Heal {points} for {price} Influence: " + units.heal(ctx, player, turn, points, targets)


def _card_param(params: Mapping[str, str], choices: list[str], what: str) -> str:
    card = params.get("card")
    if not choices:
        raise IllegalActionError(f"There is no {what} to take.")
    if card is None and len(choices) == 1:
        return choices[0]
    if card not in choices:
        raise IllegalActionError(f"Choose the {what}: card:<{'|'.join(choices)}>.")
    return card


def _buy_monastery_card(
    ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]
) -> str:
    state = ctx.state
    card = _card_param(params, sorted(set(state.monastery_offer)), "Advanced Action (from the Unit offer)")
    _pay(turn, item.price, ctx.data.cards[card].name)
    state.monastery_offer.remove(card)
    player.deck.insert(0, card)
    return f"learns {ctx.data.cards[card].name} for {item.price} Influence (on top of the Deed deck)"


def _buy_spell(ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]) -> str:
    state = ctx.state
    reveal_offers(ctx)
    card = _card_param(params, sorted(set(state.spell_offer)), "spell")
    rec = ctx.data.cards[card]
    _pay(turn, item.price, rec.name)
    paid = ""
    if item.mana == "card_colour":
        if rec.colour not in BASIC_COLOURS:  # pragma: no cover - spells have basic colours
            raise IllegalActionError(f"{rec.name} has no basic colour.")
        paid = " and " + mana.pay(ctx, player, turn, rec.colour, params.get("mana"))
    take_from_offer(ctx, state.spell_offer, state.spell_deck, card)
    player.deck.insert(0, card)
    return f"learns the spell {rec.name} for {item.price} Influence{paid} (on top of the Deed deck)"


def _buy_advanced(ctx: Ctx, player: Player, turn: Turn, item: Interaction, params: Mapping[str, str]) -> str:
    state = ctx.state
    reveal_offers(ctx)
    from_deck = any(
        fx.kind_of(a) == "gain_card" and a.get("source") == "deck" for a in fx.alternatives(item.gain)
    )
    choices = sorted(set(state.aa_offer)) + (["deck"] if from_deck and state.aa_deck else [])
    card = _card_param(params, choices, "Advanced Action" + (" (or deck)" if from_deck else ""))
    _pay(turn, item.price, "An Advanced Action")
    if card == "deck":
        card = state.aa_deck.pop(0)
        ctx.checkpoint = True
        ctx.say(
            f"{player.name} takes the top card of the Advanced Action deck.",
            private={player.seat: f"It is {ctx.data.cards[card].name}."},
        )
        player.deck.insert(0, card)
        return f"buys the top Advanced Action of the deck for {item.price} Influence"
    take_from_offer(ctx, state.aa_offer, state.aa_deck, card)
    player.deck.insert(0, card)
    return f"learns {ctx.data.cards[card].name} for {item.price} Influence (on top of the Deed deck)"


def _offer_add(ctx: Ctx, tier: str, price: int) -> str:
    state = ctx.state
    deck = state.elite_deck if tier == "elite" else state.unit_deck
    if not deck:
        raise IllegalActionError(f"The {tier} unit deck is empty.")
    unit = deck.pop(0)
    state.unit_offer.append(unit)
    ctx.checkpoint = True
    return f"adds {ctx.data.units[unit].name} ({tier}) to the Unit offer for {price} Influence"


# ----------------------------------------------------------------------------- plunder (§6.2, [EXT])
def plunder(ctx: Ctx, player: Player, turn: Turn) -> str:
    _, space = here(ctx, player)
    if space.site != "village":
        raise IllegalActionError("Only a village can be plundered, and you must stand on it.")
    if turn.plundered:
        raise IllegalActionError("You have already plundered this village (once between two of your turns).")
    if turn.moved or turn.played_or_discarded or turn.rested or turn.action or turn.combat or turn.ending:
        raise IllegalActionError(
            "A village is plundered before your turn; here that means before anything else in your turn."
        )
    turn.plundered = True
    shift_reputation(ctx.data.levels, player, -1)
    drawn = draw_told(ctx, player, 2)
    return (
        f"{player.name} plunders the village: draws {len(drawn)} card{'s' if len(drawn) != 1 else ''}, "
        f"Reputation -1 (now {player.reputation:+d})."
    )


__all__ = ["buy", "city_leader", "plunder", "recruit", "refusal", "start"]
