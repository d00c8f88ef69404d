"""The Spell and Advanced Action offers (§4.2, §8.5.1): revealed when first needed, refilled at once
when a card is taken. State only: rewards, level-ups, interaction and card effects take from them."""

from __future__ import annotations

from bot.engine.i18n import t
from bot.games.mageknight.context import Ctx


def reveal_offers(ctx: Ctx) -> None:
    """First Reconnaissance reveals the Spell and AA offers only when first needed (§8.5.1)."""
    state = ctx.state
    if state.offers_revealed:
        return
    state.offers_revealed = True
    for deck, offer in ((state.aa_deck, state.aa_offer), (state.spell_deck, state.spell_offer)):
        while len(offer) < 3 and deck:
            offer.append(deck.pop(0))
    ctx.checkpoint = True
    names = [ctx.data.cards[c].name for c in state.aa_offer + state.spell_offer]
    ctx.say(t("mk-misc-offers-revealed", cards=names))


def take_from_offer(ctx: Ctx, offer: list[str], deck: list[str], card: str) -> None:
    """Take a card from the Spell/AA offer and refill it at once (a new card on top, §4.2)."""
    offer.remove(card)
    if deck:
        new = deck.pop(0)
        offer.insert(0, new)
        ctx.checkpoint = True
        ctx.say(t("mk-misc-joins-offer", card=ctx.data.cards[new].name))
