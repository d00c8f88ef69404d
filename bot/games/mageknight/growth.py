"""Growing stronger (rulebook §3.5 steps 6-7, §4.5-§4.6): the level a turn's Fame brings, the even-level
reward (a skill and an Advanced Action), and the hand limit every draw fills up to, with the bonuses of
owned keeps and conquered cities (at the end of a turn and at the start of a round, §3.1 A.7).

Odd levels are applied by :func:`level_up`; each even level is queued in
``Player.pending_level_rewards`` and resolved here at the end of the turn: the top two tokens of the
hero's face-down skill stack are revealed, then the player answers ``{"type": "choose", "skill": ...,
"card": ...}``:

(a) keep one of the two revealed skills (the other goes to the Common Skill offer) and take any
    Advanced Action from the offer (``card``); or
(b) take a skill of another hero from the Common Skill offer (both revealed skills go there) and the
    Advanced Action in the lowest offer position (no ``card``).

The skill is face up in ``Player.skills``; the Advanced Action goes on top of the Deed deck and the
offer is refilled.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.errors import IllegalActionError
from bot.engine.hexes import neighbours
from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import glossary
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data.skills import skill_stack
from bot.games.mageknight.offers import reveal_offers, take_from_offer
from bot.games.mageknight.state import Player, Turn, city_conquered, city_leader, shields


# ----------------------------------------------------------------------------- levels (§3.5 step 6)
def level_due(ctx: Ctx, player: Player) -> int:
    """The level the hero has after this turn's level-up: one level per Fame row crossed. In Blitz
    Conquest each row crossed gives more Fame, which may cross one more row (UE §8.5.3)."""
    levels = ctx.data.levels
    extra = ctx.data.scenarios[ctx.state.scenario].extra_fame_per_row
    level, fame = player.level, player.fame
    while level < levels.level_for_fame(fame):
        level += 1
        fame += extra
    return level


def command_token_coming(ctx: Ctx, player: Player) -> bool:
    """Whether this turn's level-up gives the hero a new Command token (an odd level, §3.5 step 6)."""
    levels = ctx.data.levels
    return levels.command_tokens(level_due(ctx, player)) > levels.command_tokens(player.level)


# ----------------------------------------------------------------------------- the skill stack
def game_mode(ctx: Ctx) -> str:
    """competitive | cooperative | solo, for the interactive skill token set-up removes (UE §4.5)."""
    kind = ctx.data.scenarios[ctx.state.scenario].type
    if kind == "solo" or len(ctx.state.players) == 1:
        return "solo"
    return "cooperative" if kind == "cooperative" else "competitive"


def ensure_stack(ctx: Ctx, player: Player) -> list[str]:
    """The player's face-down skill stack, shuffled the first time it is needed."""
    if player.skill_stack is None:
        hero = ctx.data.heroes[player.hero]
        player.skill_stack = ctx.rng.shuffled(sorted(skill_stack(hero, ctx.data.skills, game_mode(ctx))))
    return player.skill_stack


def prepare(ctx: Ctx, player: Player, turn: Turn) -> bool:
    """Reveal the top two skill tokens for the next pending even level. False when none is pending."""

    if not player.pending_level_rewards:
        return False
    turn.ending = "levels"
    if turn.revealed_skills:
        return True
    stack = ensure_stack(ctx, player)
    turn.revealed_skills = stack[:2]
    del stack[:2]
    reveal_offers(ctx)
    ctx.checkpoint = True
    level = player.pending_level_rewards[0]
    names = glossary.and_list([ctx.data.skills[s].name for s in turn.revealed_skills]) or t(
        "mk-turn-no-skill-token"
    )
    ctx.say(t("mk-turn-reveals-skills", player=player.name, level=level, skills=names))
    if not choices(ctx, player, turn)[1]:  # no skill token left anywhere to take
        player.pending_level_rewards.pop(0)
        ctx.say(t("mk-turn-no-skill-left", level=level))
        return prepare(ctx, player, turn)
    return True


def choices(ctx: Ctx, player: Player, turn: Turn) -> tuple[Say, list[tuple[Say, dict[str, str]]]]:
    data = ctx.data
    state = ctx.state
    aas = sorted(set(state.aa_offer))
    out: list[tuple[Say, dict[str, str]]] = []
    for s in turn.revealed_skills:
        for c in aas or [""]:
            name = data.skills[s].name
            label = (
                t("mk-turn-skill-and-card", skill=name, card=data.cards[c].name)
                if c
                else t("mk-turn-skill", skill=name)
            )
            out.append((label, {"skill": s, **({"card": c} if c else {})}))
    lowest = state.aa_offer[-1] if state.aa_offer else None
    for s in sorted(set(state.common_skills)):
        if data.skills[s].hero == player.hero:
            continue
        name = data.skills[s].name
        if lowest:
            label = t("mk-turn-common-skill-and-card", skill=name, card=data.cards[lowest].name)
        else:
            label = t("mk-turn-common-skill", skill=name)
        out.append((label, {"skill": s}))
    level = str(player.pending_level_rewards[0]) if player.pending_level_rewards else "?"
    return t("mk-turn-level-choose", level=level), out


def choose(ctx: Ctx, player: Player, turn: Turn, params: Mapping[str, str]) -> Say:
    state = ctx.state
    data = ctx.data
    skill = params.get("skill")
    card = params.get("card")
    question, answers = choices(ctx, player, turn)
    if skill in turn.revealed_skills:
        if state.aa_offer and card not in state.aa_offer:
            raise IllegalActionError(
                t("mk-turn-keep-skill-any-aa", cards="|".join(sorted(set(state.aa_offer))))
            )
        others = [s for s in turn.revealed_skills if s != skill]
    elif skill in state.common_skills and data.skills[skill].hero != player.hero:
        if card and (not state.aa_offer or card != state.aa_offer[-1]):
            raise IllegalActionError(t("mk-turn-common-skill-lowest-aa"))
        card = state.aa_offer[-1] if state.aa_offer else None
        state.common_skills.remove(skill)
        others = list(turn.revealed_skills)
    else:
        listing = "; ".join(" ".join(f"{k}:{v}" for k, v in p.items()) for _, p in answers)
        raise IllegalActionError(
            join(question, t("mk-turn-possible", answers=listing or t("mk-misc-nothing")))
        )
    assert skill is not None
    player.skills.append(skill)
    state.common_skills.extend(others)
    turn.revealed_skills = []
    level = player.pending_level_rewards.pop(0)
    text = join(
        t("mk-turn-takes-skill", player=player.name, level=level, skill=data.skills[skill].name),
        skill_gained_text(ctx, skill),
        sep="; ",
    )
    if card:
        take_from_offer(ctx, state.aa_offer, state.aa_deck, card)
        player.deck.insert(0, card)
        text = join(text, t("mk-turn-and-the-aa", card=data.cards[card].name))
    ctx.say(t("mk-turn-sentence", text=text))
    return text


def skill_gained_text(ctx: Ctx, sid: str) -> Say:
    """A skill's once-when-gained effect (``on_gain``): Bonds of Loyalty puts the top two regular units
    into the Unit offer (as many as the deck holds; R-BONDS). Returns what it did, for the log line
    ("" when nothing; Master of Chaos' wheel is set later, by centre.py)."""

    on_gain = ctx.data.skills[sid].on_gain
    if not on_gain:
        return ""
    parts = on_gain["all"] if fx.kind_of(on_gain) == "all" else [on_gain]
    added = []
    for part in parts:
        if fx.kind_of(part) != "offer_add" or part["offer_add"] not in ("regular", "elite"):
            continue
        deck = ctx.state.elite_deck if part["offer_add"] == "elite" else ctx.state.unit_deck
        if deck:
            unit = deck.pop(0)
            ctx.state.unit_offer.append(unit)
            added.append(ctx.data.units[unit].name)
    if not added:
        return ""
    ctx.checkpoint = True  # cards drawn from a deck
    return t("mk-turn-join-unit-offer", units=glossary.and_list(added), n=len(added))


# ----------------------------------------------------------------------------- hand limit (§3.5 step 7)
def hand_limit(ctx: Ctx, player: Player) -> int:
    """The number of cards a draw fills the hand up to, the same at the end of a turn (§3.5 step 7) and
    when a new round is prepared (§3.1 A.7): the level token's Hand limit, the keep or city bonus of
    where the hero stands, and increases kept for the next draw (``Player.hand_limit_next``: Meditation,
    Mountain Lore; Planning when it was the last turn of the round, R-ROUND-DRAW). The end of a turn adds
    Planning (``turn.draw_and_pass``)."""
    return ctx.data.levels.hand_limit(player.level) + hand_limit_bonus(ctx, player) + player.hand_limit_next


def hand_limit_bonus(ctx: Ctx, player: Player) -> int:
    """Keeps: +1 per keep owned when on or next to one you own. Cities: +1 (leader +2) when on or next
    to a conquered city holding one of your Shields. Only the higher of the two counts."""

    if player.position is None:
        return 0
    here = (player.position[0], player.position[1])
    nearby = [ctx.state.space(h) for h in [here, *neighbours(here)]]
    keeps_owned = sum(1 for sp in ctx.state.spaces.values() if sp.site == "keep" and sp.owner == player.seat)
    keep = keeps_owned if any(sp and sp.site == "keep" and sp.owner == player.seat for sp in nearby) else 0
    city = 0
    for sp in nearby:
        if sp is not None and sp.site == "city" and city_conquered(sp) and player.seat in shields(sp):
            city = max(city, 2 if city_leader(sp) == player.seat else 1)
    return max(keep, city)


def level_up(ctx: Ctx, player: Player) -> None:
    levels = ctx.data.levels
    extra = ctx.data.scenarios[ctx.state.scenario].extra_fame_per_row
    due = level_due(ctx, player)
    while player.level < due:
        player.level += 1
        lv = player.level
        if extra:  # Blitz Conquest: +1 Fame each time a Fame row line is crossed (UE §8.5.3)
            player.fame += extra
            ctx.say(t("mk-turn-fame-row", player=player.name, n=extra, total=player.fame))
        if lv % 2 == 1:
            ctx.say(
                t(
                    "mk-turn-level-odd",
                    player=player.name,
                    level=lv,
                    armor=levels.armor(lv),
                    hand=levels.hand_limit(lv),
                    n=levels.command_tokens(lv),
                )
            )
        else:
            player.pending_level_rewards.append(lv)
            ctx.say(t("mk-turn-level-even", player=player.name, level=lv))
