"""Combat and site rewards at the end of the turn (rulebook §3.5 step 5, §4.2), then the level-ups
(step 6, :mod:`growth`) and the draw (step 7, ``turn.draw_and_pass``).

``turn.rewards`` holds reward effects (``{"gain_card": "spell"}``, ``{"random_crystals": 2}``...). At the
end of the turn they are resolved in order: those without a choice at once, and the first one that needs a
choice stops the sequence (``turn.ending`` is set) until the player answers with
``{"type": "choose", "pick": ...}`` (see :func:`choices`). Artifacts are drawn N+1 for N won; the player
names the one that goes back under the Artifact deck. A unit reward needs a free Command token; when
none is free and this turn's level-up brings one, the reward is taken after the level-up (see
``turn.settle``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import glossary, growth, space_benefits, units
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.offers import reveal_offers, take_from_offer
from bot.games.mageknight.state import BASIC_COLOURS, DIE_FACES, Player, Turn

PICK_ARTIFACTS = "_pick_artifacts"  # internal queue entry: N artifacts won, N+1 drawn into turn.drawn


# ----------------------------------------------------------------------------- resolving the rewards
def resolve_rewards(ctx: Ctx, player: Player, turn: Turn, *, set_aside: bool = False) -> bool:
    """Resolve queued rewards until one needs a choice (False) or none is left (True). ``set_aside``:
    unit rewards move to ``turn.units_waiting`` while every Command token is in use."""
    while turn.rewards:
        reward = turn.rewards[0]
        if set_aside and "gain_unit" in reward and units.free_tokens(ctx, player) <= 0:
            turn.units_waiting.append(turn.rewards.pop(0))
            continue
        if not _auto(ctx, player, turn, reward):
            return False
    return True


def _crystal(ctx: Ctx, player: Player, colour: str) -> None:
    """An end-of-turn crystal: nothing at the cap (§3.5 step 5)."""
    cap = ctx.data.levels.crystal_cap
    if player.crystals.get(colour, 0) >= cap:
        ctx.say(t("mk-turn-crystal-lost", player=player.name, cap=cap, colour=colour))
        return
    player.crystals[colour] = player.crystals.get(colour, 0) + 1
    ctx.say(t("mk-turn-gains-crystal", player=player.name, colour=colour))


def _auto(ctx: Ctx, player: Player, turn: Turn, reward: dict[str, Any]) -> bool:
    """Resolve the first queued reward if it needs no choice (removing it) and return True; return
    False when the player must choose."""
    state = ctx.state
    queue = turn.rewards
    if PICK_ARTIFACTS in reward:
        return False
    kind = fx.kind_of(reward)
    value = reward[kind]
    if kind == "all":
        queue[:1] = [dict(r) for r in value]
        return True
    if kind == "gain_card" and int(reward.get("count", 1)) > 1:
        one = {k: v for k, v in reward.items() if k != "count"}
        queue[:1] = [dict(one) for _ in range(int(reward["count"]))]
        return True
    if kind == "gain_card" and value == "artifact":
        won = [r for r in queue if "gain_card" in r and r.get("gain_card") == "artifact"]
        for r in won:
            queue.remove(r)
        n = len(won)
        drawn = state.artifact_deck[: n + 1]
        del state.artifact_deck[: n + 1]
        ctx.checkpoint = True
        names = ", ".join(ctx.data.cards[c].name for c in drawn)
        if len(drawn) <= n:
            player.deck[:0] = drawn
            ctx.say(
                t("mk-turn-gains-artifacts", player=player.name, n=len(drawn)),
                private={player.seat: t("mk-turn-you-gain", cards=names or t("mk-misc-nothing"))},
            )
            return True
        turn.drawn = drawn
        queue.insert(0, {PICK_ARTIFACTS: n})
        ctx.say(
            t("mk-turn-draws-artifacts", player=player.name, drawn=n + 1, n=n),
            private={player.seat: t("mk-turn-drew-artifacts", cards=names)},
        )
        return False
    if kind == "gain_card":
        source = reward.get("source", "offer")
        offer, deck = (
            (state.spell_offer, state.spell_deck) if value == "spell" else (state.aa_offer, state.aa_deck)
        )
        label = "spell" if value == "spell" else "advanced"
        if source == "deck":
            queue.pop(0)
            if not deck:
                ctx.say(t("mk-turn-deck-empty-no-card", kind=label))
                return True
            card = deck.pop(0)
            player.deck.insert(0, card)
            ctx.checkpoint = True
            ctx.say(
                t("mk-turn-gains-top-card", player=player.name, kind=label),
                private={player.seat: t("mk-site-it-is", card=ctx.data.cards[card].name)},
            )
            return True
        reveal_offers(ctx)
        if len(set(offer)) > 1:
            return False
        queue.pop(0)
        if not offer:
            ctx.say(t("mk-turn-offer-empty-no-card", kind=label))
            return True
        card = offer[0]
        take_from_offer(ctx, offer, deck, card)
        player.deck.insert(0, card)
        ctx.say(t("mk-turn-gains-card", player=player.name, card=ctx.data.cards[card].name))
        return True
    if kind == "random_crystals":
        rolls = [ctx.rng.choice(DIE_FACES) for _ in range(int(value))]
        ctx.say(t("mk-turn-rolls-for-crystals", player=player.name, faces=glossary.colours(rolls)))
        follow: list[dict[str, Any]] = []
        for face in rolls:
            if face == "black":
                player.fame += 1
                turn.fame_gained += 1
                ctx.say(t("mk-turn-black-fame", player=player.name, total=player.fame))
            elif face == "gold":
                follow.append({"crystal": list(BASIC_COLOURS)})
            else:
                _crystal(ctx, player, face)
        queue[:1] = follow
        return True
    if kind == "crystal":
        colours = list(value)
        if len(colours) > 1:
            return False
        queue.pop(0)
        _crystal(ctx, player, colours[0])
        return True
    if kind == "mana_roll":
        face = ctx.rng.choice(DIE_FACES)
        hit = face in value
        nxt = reward.get("then") if hit else reward.get("else")
        ctx.say(t("mk-turn-rolls-for-reward", player=player.name, face=glossary.colour(face)))
        queue[:1] = [dict(nxt)] if nxt else []
        return True
    if kind == "fame":
        queue.pop(0)
        player.fame += int(value)
        turn.fame_gained += int(value)
        ctx.say(t("mk-turn-gains-fame", player=player.name, n=int(value), total=player.fame))
        return True
    if kind in ("gain_unit", "choice"):
        if kind == "gain_unit" and not _unit_choices(ctx, reward):
            queue.pop(0)
            ctx.say(t("mk-turn-no-unit-reward"))
            return True
        return False
    queue.pop(0)
    ctx.say(t("mk-turn-reward-not-yet", reward=fx.text(reward)))
    return True


def _unit_choices(ctx: Ctx, reward: Mapping[str, Any]) -> list[str]:
    tier = reward.get("gain_unit", "any")
    out = []
    for u in sorted(set(ctx.state.unit_offer)):
        rec = ctx.data.units[u]
        if rec.interaction_only or (tier != "any" and rec.tier != tier):
            continue
        out.append(u)
    return out


# ----------------------------------------------------------------------------- choices
def choices_text(ctx: Ctx, player: Player, turn: Turn) -> tuple[Say, list[tuple[Say, dict[str, str]]]]:
    """The pending end-of-turn question and its answers (label, params of ``choose``)."""
    if turn.ending == "levels":
        return growth.choices(ctx, player, turn)
    if turn.ending == space_benefits.ASKING:  # the Magical Glade's Wound (R-ASK)
        return space_benefits.choices(ctx, player, turn)
    if not turn.rewards:
        return "", []
    reward = turn.rewards[0]
    data = ctx.data
    if PICK_ARTIFACTS in reward:
        n = int(reward[PICK_ARTIFACTS])
        out: list[tuple[Say, dict[str, str]]] = []
        for c in sorted(set(turn.drawn)):
            kept = list(turn.drawn)
            kept.remove(c)
            keep = ", ".join(data.cards[k].name for k in kept)
            out.append((t("mk-turn-keep-artifacts", keep=keep, card=data.cards[c].name), {"pick": c}))
        return t("mk-turn-won-artifacts", n=n), out
    kind = fx.kind_of(reward)
    if kind == "gain_card":
        offer = ctx.state.spell_offer if reward["gain_card"] == "spell" else ctx.state.aa_offer
        label = "spell" if reward["gain_card"] == "spell" else "advanced"
        return t("mk-turn-choose-card-reward", kind=label), [
            (t("mk-turn-take", name=data.cards[c].name), {"pick": c}) for c in sorted(set(offer))
        ]
    if kind == "crystal":
        return t("mk-turn-choose-crystal"), [
            (t("mk-turn-a-crystal", colour=c), {"pick": c}) for c in reward["crystal"]
        ]
    if kind == "gain_unit":
        out = []
        for u in _unit_choices(ctx, reward):
            name = data.units[u].name
            if units.free_tokens(ctx, player) > 0:
                out.append((t("mk-turn-take", name=name), {"pick": u}))
            else:
                for owned in player.units:
                    out.append(
                        (
                            t("mk-turn-take-disbanding", name=name, unit=units.name(ctx, owned)),
                            {"pick": u, "disband": owned.uid},
                        )
                    )
        out.append((t("mk-turn-give-up-unit"), {"pick": "none"}))
        return t("mk-turn-choose-unit"), out
    if kind == "choice":
        return t("mk-turn-choose-reward"), [
            (fx.text(a), {"pick": str(i + 1)}) for i, a in enumerate(reward["choice"])
        ]
    return "", []  # pragma: no cover


def choose(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> Say:
    """Answer the pending end-of-turn question; the choose action (game.py) then carries on with the end
    of the turn (``turn.settle``)."""
    if not turn.ending:
        raise IllegalActionError(t("mk-turn-nothing-to-choose"))
    ctx.checkpoint = True
    if turn.ending == "levels":
        return growth.choose(ctx, player, turn, params)
    question, answers = choices_text(ctx, player, turn)
    wanted = {tuple(sorted(p.items())) for _, p in answers}
    given = {k: str(v) for k, v in params.items() if k in ("pick", "disband")}
    if tuple(sorted(given.items())) not in wanted:
        listing = "; ".join(" ".join(f"{k}:{v}" for k, v in p.items()) for _, p in answers)
        raise IllegalActionError(join(question, t("mk-turn-possible", answers=listing)))
    pick = given["pick"]
    reward = turn.rewards.pop(0)
    private: dict[int, Say] = {}
    text: Say
    state = ctx.state
    data = ctx.data
    if PICK_ARTIFACTS in reward:
        turn.drawn.remove(pick)
        state.artifact_deck.append(pick)
        kept = list(turn.drawn)
        turn.drawn = []
        player.deck[:0] = kept
        text = t("mk-turn-keeps-artifacts", player=player.name, n=len(kept))
        private = {player.seat: t("mk-turn-you-keep", cards=[data.cards[c].name for c in kept])}
    elif "gain_card" in reward:
        offer, deck = (
            (state.spell_offer, state.spell_deck)
            if reward["gain_card"] == "spell"
            else (state.aa_offer, state.aa_deck)
        )
        take_from_offer(ctx, offer, deck, pick)
        player.deck.insert(0, pick)
        text = t("mk-turn-takes-card", player=player.name, card=data.cards[pick].name)
    elif "crystal" in reward:
        _crystal(ctx, player, pick)
        text = t("mk-turn-chooses-crystal", player=player.name, colour=pick)
    elif "gain_unit" in reward:
        if pick == "none":
            text = t("mk-turn-gives-up-unit", player=player.name)
        else:
            unit = units.gain(ctx, player, pick, given.get("disband"))
            state.unit_offer.remove(pick)
            text = t("mk-turn-takes-unit", player=player.name, unit=data.units[pick].name, uid=unit.uid)
    else:
        alt = reward["choice"][int(pick) - 1]
        turn.rewards.insert(0, dict(alt))
        text = t("mk-turn-chooses", player=player.name, what=fx.text(alt))
    ctx.say(text, private)
    return text
