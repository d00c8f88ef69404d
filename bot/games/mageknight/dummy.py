"""The Dummy player of solo games (UE rules digest §8.2, §8.5.4).

The Dummy is a hero deck that only flips cards: it sets the pace of the rounds. It has no figure on the
map, takes a tactic only for its place in the Round Order (``DUMMY_SEAT`` in ``state.round_order``),
grows its deck with the Advanced Action that leaves the offer and gains a crystal for the Spell that
leaves it. Its skill tokens feed the Common Skill offer each time the player gains a skill.
"""

from __future__ import annotations

from bot.engine.i18n import Text, t
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.data.scenarios import Scenario
from bot.games.mageknight.data.skills import skill_stack
from bot.games.mageknight.state import DUMMY_SEAT, Dummy, GameState

FLIPS = 3  # cards flipped at the start of each Dummy turn


def uses_dummy(scenario: Scenario, players: int) -> bool:
    """Solo and co-op scenarios use the Dummy; First Reconnaissance's solo variant does too (§8.5.1)."""
    return scenario.dummy or players == 1


def tactics_rule(ctx: Ctx) -> str:
    scenario = ctx.data.scenarios[ctx.state.scenario]
    n = len(ctx.state.players)
    rule = scenario.tactics_rule.get(n, "normal")
    if n == 1 and rule == "normal":
        return "solo_remove_both"  # the solo variants use the Solo Conquest tactic rules
    return rule


def set_up(ctx: Ctx, taken: list[str]) -> None:
    """§8.2 set-up: a remaining hero, its 16 basic cards shuffled, 3 crystals of its dots, its skills."""
    state, data = ctx.state, ctx.data
    left = sorted(h for h in data.heroes if h not in taken)
    hero_id = ctx.rng.choice(left)
    hero = data.heroes[hero_id]
    dummy = Dummy(hero=hero_id, deck=ctx.rng.shuffled(sorted(data.deck_for(hero_id))))
    for colour in hero.dummy_dots:
        dummy.crystals[colour] += 1
    dummy.skill_stack = ctx.rng.shuffled(sorted(skill_stack(hero, data.skills, "solo")))
    state.dummy = dummy
    dots = [t("mk-cmd-crystal", colour=c) for c in hero.dummy_dots]
    ctx.say(t("mk-game-dummy-set-up", hero=hero.name, crystals=dots))


def _hero(data: MageKnightData, state: GameState) -> str:
    return data.heroes[state.dummy.hero].name if state.dummy is not None else "none"


def who(data: MageKnightData, state: GameState, *, first: bool = False) -> Text:
    """The Dummy as a sentence names it (``first``: at the start of a sentence), with its hero."""
    return t("mk-game-dummy-first" if first else "mk-game-dummy", hero=_hero(data, state))


def choose_tactic(ctx: Ctx) -> None:
    """The Dummy takes a random tactic from those left; it gives it no benefit (§8.2, §8.5.4)."""
    state = ctx.state
    assert state.dummy is not None
    if not state.tactics_available:
        state.dummy.tactic = None
        return
    tactic = ctx.rng.choice(sorted(state.tactics_available))
    state.tactics_available.remove(tactic)
    state.dummy.tactic = tactic
    ctx.checkpoint = True
    rec = ctx.data.tactics[tactic]
    ctx.say(
        t("mk-game-dummy-tactic", dummy=who(ctx.data, state, first=True), tactic=rec.name, number=rec.number)
    )


def take_turn(ctx: Ctx) -> bool:
    """§8.2 Dummy turn: announce the End of the Round when its deck is empty; else flip 3 cards, then as
    many more as it has crystals of the last flipped card's colour. Returns whether it played (flipped
    cards); the turn sequence (turn.py) then passes to the next seat."""
    state = ctx.state
    dummy = state.dummy
    assert dummy is not None
    dummy_ = who(ctx.data, state, first=True)
    ctx.checkpoint = True
    if not dummy.deck or dummy.announce_next:
        dummy.announce_next = False
        if state.end_of_round_by is None:
            state.end_of_round_by = DUMMY_SEAT
            state.last_turns = [s for s in state.round_order if s != DUMMY_SEAT]
            ctx.say(t("mk-game-dummy-announces", dummy=dummy_))
        else:
            ctx.say(t("mk-game-dummy-forfeits", dummy=dummy_))
        return False
    flipped = _flip(dummy, FLIPS)
    last = flipped[-1]
    colour = ctx.data.cards[last].colour
    extra = dummy.crystals.get(colour, 0)
    more = _flip(dummy, extra) if extra else []
    if len(flipped) < FLIPS or len(more) < extra:
        dummy.announce_next = True
    ctx.say(
        t(
            "mk-game-dummy-flips",
            dummy=dummy_,
            n=len(flipped),
            card=ctx.data.cards[last].name,
            colour=t("mk-cmd-colour", colour=colour),
            more=len(more),
            extra=extra,
            crystal=t("mk-cmd-crystal", colour=colour),
            left=len(dummy.deck),
        )
    )
    return True


def _flip(dummy: Dummy, count: int) -> list[str]:
    out = dummy.deck[:count]
    del dummy.deck[:count]
    dummy.discard.extend(out)
    return out


def gain_aa(ctx: Ctx, card: str) -> None:
    """Round preparation: the Advanced Action leaving the offer goes into the Dummy's deck."""
    assert ctx.state.dummy is not None
    ctx.state.dummy.deck.append(card)
    ctx.say(
        t(
            "mk-game-dummy-takes-card",
            dummy=who(ctx.data, ctx.state, first=True),
            card=ctx.data.cards[card].name,
        )
    )


def gain_spell_crystal(ctx: Ctx, card: str) -> None:
    """Round preparation: a crystal of the colour of the Spell leaving the offer (no limit of 3)."""
    assert ctx.state.dummy is not None
    colour = ctx.data.cards[card].colour
    if colour in ctx.state.dummy.crystals:
        ctx.state.dummy.crystals[colour] += 1
        crystal = t("mk-cmd-crystal", colour=colour)
        ctx.say(t("mk-game-dummy-crystal", dummy=who(ctx.data, ctx.state, first=True), colour=crystal))


def reshuffle(ctx: Ctx) -> None:
    dummy = ctx.state.dummy
    assert dummy is not None
    dummy.deck = ctx.rng.shuffled(sorted(dummy.deck + dummy.discard))
    dummy.discard = []
    dummy.announce_next = False


def reveal_skill(ctx: Ctx) -> None:
    """§8.2: each time the player gains a skill, one Dummy skill goes to the Common Skill offer."""
    dummy = ctx.state.dummy
    if dummy is None or not dummy.skill_stack:
        return
    skill = dummy.skill_stack.pop(0)
    ctx.state.common_skills.append(skill)
    ctx.checkpoint = True
    ctx.say(t("mk-game-dummy-skill", dummy=who(ctx.data, ctx.state), skill=ctx.data.skills[skill].name))
