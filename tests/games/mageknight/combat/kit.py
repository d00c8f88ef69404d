"""Set-ups shared by the combat conformance suite (rulebook §7).

Every fight is started the way a player starts it (a challenge, a move into a site, entering,
burning), through :func:`bot.games.mageknight.game.apply`; only the table around it is edited with
the :class:`~tests.games.mageknight.builder.Table` builder.

Geometry (First Reconnaissance start tile, seed independent): the hero stands on ``HERE`` (plains)
and challenges the enemies put on ``THERE`` (next to it); assaults go from the portal ``0,0`` into
``SITE`` (``1,0``, plains), which provokes what stands on ``FLANK`` (``1,-1``, next to both).

:func:`declare` calls the engine's declaration functions with made-up attack/block parts (amount,
element, type), so that every element can be tried even where no implemented card gives it yet
(no Cold Fire card is implemented).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from bot.games.mageknight import enemies as enemy_rules
from bot.games.mageknight.combat import flow
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import Combat, CombatEnemy, GameState

from ..builder import DATA, Table, act

HERE = "2,-2"
THERE = "3,-2"
SITE = "1,0"
FLANK = "1,-1"
BESIDE_SITE = "2,-1"  # next to SITE, not next to the portal

#: Enough of everything to pay for powered cards.
RICH = {"red": 3, "blue": 3, "green": 3, "white": 3}


def table(
    *,
    hand: Iterable[str] = (),
    crystals: dict[str, int] | None = None,
    units: Iterable[str] = (),
    level: int = 1,
    hero: str = "arythea",
    seed: str = "combat",
) -> Table:
    t = Table(hero, seed=seed).calm().hand(*hand)
    if crystals:
        t.crystals(**crystals)
    for i, u in enumerate(units, start=1):
        t.unit(u, uid=f"u{i}")
    if level != 1:
        t.level(level)
    return t


def rampaging(t: Table, h: str, *enemies: str, kind: str | None = None) -> Table:
    """Rampaging tokens on ``h`` (orcs unless every enemy is red: Draconum)."""
    if kind is None:
        kind = "draconum" if all(DATA.enemies[e].colour == "red" for e in enemies) else "orcs"
    t.space(h, "plains")
    for e in enemies:
        t.token(h, e, rampaging=kind)
    return t


def fight(*enemies: str, kind: str | None = None, **kw: Any) -> GameState:
    """A challenge (§7.1 item 5) of ``enemies`` standing together next to the hero: the Ranged &
    Siege phase has begun."""
    t = rampaging(table(**kw), THERE, *enemies, kind=kind).at(HERE)
    return act(t.build(), {"type": "challenge", "targets": THERE})


def site_table(site: str, *defenders: str, owner: int | None = None, **kw: Any) -> Table:
    """The hero on the portal, ``site`` (with face-up ``defenders``) next to it at ``SITE``."""
    t = table(**kw).space(SITE, "plains", site, owner=owner)
    for e in defenders:
        t.token(SITE, e, rampaging=None)
    return t.at("0,0").moves(2)


def assault(site: str, *defenders: str, **kw: Any) -> GameState:
    """Move into a fortified site (§7.1 item 1): the assault has begun."""
    return act(site_table(site, *defenders, **kw).build(), {"type": "move", "hex": SITE})


def combat(state: GameState) -> Combat:
    assert state.turn is not None and state.turn.combat is not None, "no combat"
    return state.turn.combat


def enemy(state: GameState, uid: str) -> CombatEnemy:
    return enemy_rules.find(combat(state), uid)


def to_phase(state: GameState, phase: str) -> GameState:
    """Press "next" until the combat is in ``phase`` (only through phases with nothing pending)."""
    while combat(state).phase != phase:
        state = act(state, {"type": "next"})
    return state


def finish(state: GameState) -> GameState:
    """Press "next" until the combat is over (fails if damage is still to be assigned)."""
    while state.turn is not None and state.turn.combat is not None:
        state = act(state, {"type": "next"})
    return state


Part = tuple[int, str, str]  # amount, element, type (melee/ranged/siege, block, or "lower": lower the attack)


def declare(
    state: GameState,
    kind: str,
    who: str | list[str],
    parts: list[Part],
    *,
    index: int | None = None,
    move: int = 0,
) -> tuple[GameState, str]:
    """Run the engine's attack/block declaration with made-up parts (on a copy)."""
    work = copy.deepcopy(state)
    ctx = Ctx(work, DATA)
    turn = work.turn
    assert turn is not None
    p = work.players[turn.seat]
    todo = iter(parts)

    def play(_: dict[str, Any]) -> str:
        amount, element, type_ = next(todo)
        if type_ == "lower":  # an effect lowering the attack being blocked (Swift Reflexes and the like)
            return flow.lower_attack(ctx, turn, amount)
        assert turn.parts is not None
        turn.parts.append([amount, element, type_, f"{element} {type_} {amount}"])
        return "test part"

    plays = [{"card": "test"} for _ in parts]
    if kind == "attack":
        targets = [who] if isinstance(who, str) else who
        text = flow.declare_attack(ctx, p, turn, targets, plays, play)
    else:
        assert isinstance(who, str)
        text = flow.declare_block(ctx, p, turn, who, index, plays, play, move)
    ctx.finish()
    return work, text


def fame(state: GameState, seat: int = 0) -> int:
    return state.players[seat].fame


def discards(state: GameState, colour: str) -> list[str]:
    return state.enemy_discards.get(colour, [])


def to_attack(state: GameState) -> GameState:
    """Go on to the Attack phase, blocking nothing and taking every unblocked attack on the hero."""
    while combat(state).phase != "attack":
        c = combat(state)
        pending = enemy_rules.unblocked(Ctx(state, DATA), c) if c.phase == "damage" else []
        if pending:
            e, i = pending[0]
            state = act(state, {"type": "damage", "enemy": e.uid, "attack": i + 1})
        else:
            state = act(state, {"type": "next"})
    return state


def defeat(state: GameState, *uids: str) -> GameState:
    """Defeat these enemies with one overwhelming physical attack of the current phase."""
    kind = "melee" if combat(state).phase == "attack" else "siege"
    return declare(state, "attack", list(uids), [(99, "physical", kind)])[0]
