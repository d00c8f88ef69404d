"""The AI hero's side in combat (§10.2, H-AI-COMBAT): every time it activates a unit it draws an AI
card and resolves it (a spell card casts the top card of its spell deck), then its units act by the
§10.2 targeting rules of :mod:`bot.games.homm3.combat.ai` (placement by §8.3's automatic set-up;
it never surrenders)."""

from __future__ import annotations

from bot.engine.i18n import t
from bot.games.homm3 import cards
from bot.games.homm3.ai.cards import SPELL_EFFECTS, AiCard, ai_data
from bot.games.homm3.ai.setup import ai_seat
from bot.games.homm3.cards import top_card
from bot.games.homm3.combat import ai as combat_ai
from bot.games.homm3.combat.cards import apply_effect
from bot.games.homm3.combat.state import (
    ACT,
    UNTIL_ACTIVATION,
    UNTIL_ROUND,
    Action,
    CardEffect,
    CombatEvent,
    CombatState,
    Unit,
)
from bot.games.homm3.context import Ctx


def ai_side(ctx: Ctx, combat: CombatState) -> int:
    seat = ai_seat(ctx)
    return next(i for i, s in enumerate(combat.sides) if s.seat == seat)


def decide(ctx: Ctx) -> Action:
    """The AI's next combat action; an AI card is drawn first when one of its units starts acting."""
    state = ctx.state
    assert state.fight is not None and state.ai is not None
    combat = state.fight.combat
    act = combat.activation
    if combat.phase == ACT and act is not None and not act.moved and not act.attacked:
        mark = f"{state.fights}/{combat.round}/{act.unit}"
        if state.ai.drawn != mark:
            state.ai.drawn = mark
            draw_card(ctx, combat, combat.unit(act.unit))
    action = combat_ai.choose(combat)
    if action.type == "surrender":  # pragma: no cover - choose prefers everything else
        action = Action("end", unit=action.unit)
    return action


def draw_card(ctx: Ctx, combat: CombatState, unit: Unit) -> list[CombatEvent]:
    """Draw the top AI card (its discard pile is reshuffled when the deck runs out) and resolve it for
    ``unit``'s activation (H-AI-CARDS)."""
    ai = ctx.state.ai
    assert ai is not None
    cid = top_card(ctx, ai.deck)
    ctx.close()
    if cid is None:
        return []
    ai.deck.discard.append(cid)
    ai.card = cid
    card = ai_data().cards[cid]
    events: list[CombatEvent] = []
    sid = None
    if card.effect in SPELL_EFFECTS:
        sid = top_card(ctx, ai.spells)
        if sid is not None:
            ai.spells.discard.append(sid)
    text = card.text(ctx.state.difficulty)
    if sid is not None:
        ctx.say(
            t("h3-ai-draws-casting", card=card.name, spell=cards.name(ctx.data, f"spell:{sid}"), text=text)
        )
    else:
        ctx.say(t("h3-ai-draws", card=card.name, text=text))
    for effect in effects(combat, card, unit, ctx.state.difficulty):
        apply_effect(combat, unit.side, effect, events)
    return events


def effects(combat: CombatState, card: AiCard, unit: Unit, difficulty: str) -> list[CardEffect]:
    """What ``card`` does in combat's vocabulary for the AI ``unit`` starting its activation."""
    value = card.value(difficulty)
    if value <= 0 or card.effect == "nothing":
        return []
    if card.effect == "attack":
        return [CardEffect("attack", unit.id, value, UNTIL_ACTIVATION, "card")]
    if card.effect == "defense":
        return [CardEffect("defense", unit.id, value, UNTIL_ROUND, "card")]
    if card.effect == "heal":
        hurt = [u for u in combat.fighting(unit.side) if u.damage > 0 and not u.tower]
        if not hurt:
            return []
        best = max(hurt, key=lambda u: (u.damage, u.id == unit.id))
        return [CardEffect("heal", best.id, value, UNTIL_ACTIVATION, "card")]
    target = combat_ai.preferred_target(combat, unit)
    if target is None:
        return []
    if card.effect == "damage":
        return [CardEffect("damage", target.id, value, UNTIL_ACTIVATION, "spell")]
    return [CardEffect("attack", target.id, -value, UNTIL_ROUND, "spell")]
