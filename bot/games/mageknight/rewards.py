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
from bot.games.mageknight import effects as fx
from bot.games.mageknight import growth, units
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
        ctx.say(f"{player.name} already has {cap} {colour} crystals: the reward crystal is lost.")
        return
    player.crystals[colour] = player.crystals.get(colour, 0) + 1
    ctx.say(f"{player.name} gains a {colour} crystal.")


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
                f"{player.name} gains {len(drawn)} Artifact(s) (the deck held no more).",
                private={player.seat: f"You gain: {names or 'nothing'}."},
            )
            return True
        turn.drawn = drawn
        queue.insert(0, {PICK_ARTIFACTS: n})
        ctx.say(
            f"{player.name} draws {n + 1} Artifacts for {n} won and puts one back.",
            private={player.seat: f"You drew: {names}. Choose the one to put under the Artifact deck."},
        )
        return False
    if kind == "gain_card":
        source = reward.get("source", "offer")
        offer, deck = (
            (state.spell_offer, state.spell_deck) if value == "spell" else (state.aa_offer, state.aa_deck)
        )
        label = "Spell" if value == "spell" else "Advanced Action"
        if source == "deck":
            queue.pop(0)
            if not deck:
                ctx.say(f"The {label} deck is empty: no card to gain.")
                return True
            card = deck.pop(0)
            player.deck.insert(0, card)
            ctx.checkpoint = True
            ctx.say(
                f"{player.name} gains the top card of the {label} deck.",
                private={player.seat: f"It is {ctx.data.cards[card].name}."},
            )
            return True
        reveal_offers(ctx)
        if len(set(offer)) > 1:
            return False
        queue.pop(0)
        if not offer:
            ctx.say(f"The {label} offer is empty: no card to gain.")
            return True
        card = offer[0]
        take_from_offer(ctx, offer, deck, card)
        player.deck.insert(0, card)
        ctx.say(f"{player.name} gains {ctx.data.cards[card].name} (on top of the Deed deck).")
        return True
    if kind == "random_crystals":
        rolls = [ctx.rng.choice(DIE_FACES) for _ in range(int(value))]
        ctx.say(f"{player.name} rolls the mana die for crystals: {', '.join(rolls)}.")
        follow: list[dict[str, Any]] = []
        for face in rolls:
            if face == "black":
                player.fame += 1
                turn.fame_gained += 1
                ctx.say(f"{player.name}: black, +1 Fame instead of a crystal (now {player.fame}).")
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
        ctx.say(f"{player.name} rolls the mana die for the reward: {face}.")
        queue[:1] = [dict(nxt)] if nxt else []
        return True
    if kind == "fame":
        queue.pop(0)
        player.fame += int(value)
        turn.fame_gained += int(value)
        ctx.say(f"{player.name} gains {value} Fame (now {player.fame}).")
        return True
    if kind in ("gain_unit", "choice"):
        if kind == "gain_unit" and not _unit_choices(ctx, reward):
            queue.pop(0)
            ctx.say("No unit in the Unit offer can be taken as a reward.")
            return True
        return False
    queue.pop(0)
    ctx.say(f"The reward '{fx.describe(reward)}' is not available yet in this version of the bot.")
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
def choices(ctx: Ctx, player: Player, turn: Turn) -> tuple[str, list[tuple[str, dict[str, str]]]]:
    """The pending end-of-turn question and its answers (label, params of ``choose``)."""
    if turn.ending == "levels":
        return growth.choices(ctx, player, turn)
    if not turn.rewards:
        return "", []
    reward = turn.rewards[0]
    data = ctx.data
    if PICK_ARTIFACTS in reward:
        n = int(reward[PICK_ARTIFACTS])
        out = []
        for c in sorted(set(turn.drawn)):
            kept = list(turn.drawn)
            kept.remove(c)
            keep = ", ".join(data.cards[k].name for k in kept)
            out.append((f"Keep {keep}; put {data.cards[c].name} under the Artifact deck", {"pick": c}))
        return f"You won {n} Artifact{'s' if n > 1 else ''}: choose the one to put back.", out
    kind = fx.kind_of(reward)
    if kind == "gain_card":
        offer = ctx.state.spell_offer if reward["gain_card"] == "spell" else ctx.state.aa_offer
        label = "Spell" if reward["gain_card"] == "spell" else "Advanced Action"
        return f"Choose your {label} reward.", [
            (f"Take {data.cards[c].name}", {"pick": c}) for c in sorted(set(offer))
        ]
    if kind == "crystal":
        return "Choose the colour of your crystal.", [
            (f"A {c} crystal", {"pick": c}) for c in reward["crystal"]
        ]
    if kind == "gain_unit":
        out = []
        for u in _unit_choices(ctx, reward):
            name = data.units[u].name
            if units.free_tokens(ctx, player) > 0:
                out.append((f"Take {name}", {"pick": u}))
            else:
                for owned in player.units:
                    out.append(
                        (
                            f"Take {name}, disbanding {units.name(ctx, owned)}",
                            {"pick": u, "disband": owned.uid},
                        )
                    )
        out.append(("Give up the unit reward", {"pick": "none"}))
        return "Choose a unit from the Unit offer (free).", out
    if kind == "choice":
        return "Choose your reward.", [
            (fx.describe(a), {"pick": str(i + 1)}) for i, a in enumerate(reward["choice"])
        ]
    return "", []  # pragma: no cover


def choose(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> str:
    """Answer the pending end-of-turn question; the choose action (game.py) then carries on with the end
    of the turn (``turn.settle``)."""
    if not turn.ending:
        raise IllegalActionError("There is nothing to choose now: rewards are chosen at the end of the turn.")
    ctx.checkpoint = True
    if turn.ending == "levels":
        return growth.choose(ctx, player, turn, params)
    question, answers = choices(ctx, player, turn)
    wanted = {tuple(sorted(p.items())) for _, p in answers}
    given = {k: str(v) for k, v in params.items() if k in ("pick", "disband")}
    if tuple(sorted(given.items())) not in wanted:
        listing = "; ".join(" ".join(f"{k}:{v}" for k, v in p.items()) for _, p in answers)
        raise IllegalActionError(f"{question} Possible: {listing}.")
    pick = given["pick"]
    reward = turn.rewards.pop(0)
    private: dict[int, str] = {}
    state = ctx.state
    data = ctx.data
    if PICK_ARTIFACTS in reward:
        turn.drawn.remove(pick)
        state.artifact_deck.append(pick)
        kept = list(turn.drawn)
        turn.drawn = []
        player.deck[:0] = kept
        text = f"{player.name} keeps {len(kept)} Artifact(s) on top of the Deed deck and puts one back."
        private = {player.seat: "You keep: " + ", ".join(data.cards[c].name for c in kept) + "."}
    elif "gain_card" in reward:
        offer, deck = (
            (state.spell_offer, state.spell_deck)
            if reward["gain_card"] == "spell"
            else (state.aa_offer, state.aa_deck)
        )
        take_from_offer(ctx, offer, deck, pick)
        player.deck.insert(0, pick)
        text = f"{player.name} takes {data.cards[pick].name} (on top of the Deed deck)."
    elif "crystal" in reward:
        _crystal(ctx, player, pick)
        text = f"{player.name} chooses a {pick} crystal."
    elif "gain_unit" in reward:
        if pick == "none":
            text = f"{player.name} gives up the unit reward."
        else:
            unit = units.gain(ctx, player, pick, given.get("disband"))
            state.unit_offer.remove(pick)
            text = f"{player.name} takes {data.units[pick].name} ({unit.uid}) from the Unit offer."
    else:
        alt = reward["choice"][int(pick) - 1]
        turn.rewards.insert(0, dict(alt))
        text = f"{player.name} chooses {fx.describe(alt)}."
    ctx.say(text, private)
    return text
