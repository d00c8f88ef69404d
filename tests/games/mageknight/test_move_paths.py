"""The path a move takes (§5.1-§5.3, R-PATH): the player chooses it. A move to a neighbouring space is
that one step, whatever it provokes; a named ``path`` is followed exactly or refused step by step; a
farther destination alone takes its cheapest path, and equally cheap paths that end differently are
not chosen for the player. A provoking move may not enter another hero's space (§5.3).

Geometry (all plains unless a test says otherwise): rampaging orcs on ``ORCS`` (2,0). ``NEAR`` (1,0)
and ``DEST`` (1,1) are both next to them, ``WIDE`` (0,1) is not; the portal (0,0) is next to ``NEAR``
and ``WIDE`` but not to the orcs. So NEAR -> DEST provokes, WIDE -> DEST does not::

    portal 0,0 -- NEAR 1,0 -- ORCS 2,0
          \\        /     \\    /
          WIDE 0,1 ---- DEST 1,1
"""

from __future__ import annotations

import random

import pytest

from bot.engine.commands import Act
from bot.engine.commands import Table as CommandTable
from bot.games.mageknight import game as mk
from bot.games.mageknight.commands import MageKnightCommands
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.movement import destinations, path_cost, routes
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, assert_illegal, outcome, player

ORCS, NEAR, WIDE, DEST = "2,0", "1,0", "0,1", "1,1"


def _table(*heroes: str, wide: str = "plains") -> Table:
    t = Table(*(heroes or ("arythea",))).calm()
    for h in ("0,-1", "1,-1", "2,-1", "-1,1", "0,2", "1,2", "2,1"):
        t.space(h, "lake")  # nothing else to walk on: the only ways are the ones drawn above
    t.space(NEAR, "plains").space(DEST, "plains").space(WIDE, wide).space(ORCS, "plains")
    return t.token(ORCS, "prowlers", rampaging="orcs")


def _combat_enemies(state: GameState) -> list[str]:
    assert state.turn is not None and state.turn.combat is not None
    return [e.enemy for e in state.turn.combat.enemies]


# ------------------------------------------------------------------ 1. one step to a neighbour (§5.2)
def test_a_move_to_a_neighbouring_space_is_that_step_and_provokes() -> None:
    """§5.2: moving directly from a space next to a rampaging enemy to another space next to the same
    enemy provokes it, and the movement ends. A move to an adjacent hex is that one step (R-PATH): the
    engine does not walk round by WIDE to avoid the fight, even though 4 Move would pay for it."""
    state = _table().at(NEAR).moves(4).build()
    after = act(state, {"type": "move", "hex": DEST})
    assert player(after).position == [1, 1]
    assert after.turn is not None and after.turn.path == [[1, 0], [1, 1]]
    assert _combat_enemies(after) == ["prowlers"]


def test_the_calm_detour_is_taken_when_named() -> None:
    """§5.1: the hero moves one space at a time, so the player picks the spaces: naming the detour by
    WIDE reaches DEST without provoking (each step has one end away from the orcs, §5.2) and costs
    both steps."""
    state = _table().at(NEAR).moves(4).build()
    after = act(state, {"type": "move", "path": f"{WIDE};{DEST}"})
    assert player(after).position == [1, 1]
    assert after.turn is not None and after.turn.combat is None and after.turn.move == 0
    assert after.turn.path == [[1, 0], [0, 1], [1, 1]]


def test_the_destination_may_be_given_apart_and_the_start_may_lead_the_path() -> None:
    """R-PATH: ``path`` lists the spaces entered in order; the destination may end it or be given as
    ``hex``, and naming the start first changes nothing."""
    state = _table().at(NEAR).moves(4).build()
    for action in (
        {"type": "move", "hex": DEST, "path": WIDE},
        {"type": "move", "hex": DEST, "path": f"{WIDE};{DEST}"},
        {"type": "move", "path": [[1, 0], [0, 1], [1, 1]]},
    ):
        after = act(state, action)
        assert after.turn is not None and after.turn.path == [[1, 0], [0, 1], [1, 1]], action
        assert after.turn.combat is None


# ------------------------------------------------------------------ 2. named paths are checked step by step
@pytest.mark.parametrize(
    ("path", "moves", "match"),
    [
        (f"{WIDE};2,-1", 9, r"step 2 of the path \(0,1 to 2,-1\) is not possible: 2,-1 is not adjacent"),
        (f"{NEAR};{ORCS}", 9, r"step 2 .* holds rampaging orcs"),
        (
            f"{NEAR};{DEST};{WIDE}",
            9,
            r"step 2 .* provokes the rampaging orcs at 2,0, which ends the movement",
        ),
        (f"{WIDE};{DEST}", 3, r"costs 4 Move and you have 3"),
        ("0,-1", 9, r"step 1 .* Lake: it cannot be entered"),
    ],
)
def test_a_named_path_with_a_wrong_step_is_refused(path: str, moves: int, match: str) -> None:
    """§5.1-§5.2: each step goes to an adjacent, accessible space; a rampaging enemy's space cannot be
    entered; provoking ends the movement, so no step may follow it; the Move points must pay for every
    step. A wrong path is refused (nothing changes) naming the step, and says where a step can go."""
    state = _table().at("0,0").moves(moves).build()
    error = assert_illegal(state, 0, {"type": "move", "path": path}, match)
    if "step" in match:
        assert "a step can go to:" in str(error)
    assert "Reachable now:" in str(error)


def test_a_wrong_step_lists_the_steps_possible_instead() -> None:
    """§5.2: the refusal names the steps the hero could take from there, with what they start."""
    state = _table().at("0,0").moves(9).build()
    error = assert_illegal(state, 0, {"type": "move", "path": f"{NEAR};{ORCS}"})
    assert f"From {NEAR} a step can go to: " in str(error)
    assert f"{DEST} (2 Move; provokes the rampaging orcs at {ORCS})" in str(error)


# ------------------------------------------------------------------ 3. the default for a farther space
def test_cheapest_path_is_taken_even_when_it_provokes() -> None:
    """R-PATH: a farther destination given alone takes its cheapest path; the engine never pays more
    for a calm detour the player did not ask for. Here the way by NEAR (2+2 Move) provokes the orcs
    (NEAR and DEST are both next to them, §5.2), the way by the hills of WIDE (3+2) would not."""
    state = _table(wide="hills").at("0,0").moves(5).build()
    done = outcome(state, {"type": "move", "hex": DEST})
    after = done.state
    assert after.turn is not None and after.turn.path == [[0, 0], [1, 0], [1, 1]]
    assert _combat_enemies(after) == ["prowlers"]  # the unspent 1 Move is lost as the combat starts (§3.4)
    text = str(done.events[0].text)
    assert text.startswith(f"P0 moves to {DEST} along {NEAR} → {DEST} (2 spaces, 4 Move)"), text
    assert f"provokes the rampaging orcs at {ORCS}" in text


def test_a_cheaper_calm_path_is_taken_by_default() -> None:
    """R-PATH: the cheapest path wins whatever it starts: with WIDE plains and NEAR hills the calm way
    is the cheaper one."""
    t = _table().space(NEAR, "hills")
    after = act(t.at("0,0").moves(5).build(), {"type": "move", "hex": DEST})
    assert after.turn is not None and after.turn.combat is None
    assert after.turn.path == [[0, 0], [0, 1], [1, 1]] and after.turn.move == 1


def test_equally_cheap_paths_that_end_differently_are_not_chosen_for_the_player() -> None:
    """§5.1-§5.2 and R-PATH: by NEAR or by WIDE both cost 4 Move, but only the first provokes. The
    engine does not guess whether the player wants the fight: the move names both paths and asks for
    one; either can then be taken (or the player moves one space at a time)."""
    state = _table().at("0,0").moves(4).build()
    error = assert_illegal(state, 0, {"type": "move", "hex": DEST}, "end differently")
    assert f"path {NEAR};{DEST} (4 Move; provokes the rampaging orcs at {ORCS})" in str(error)
    assert f"path {WIDE};{DEST} (4 Move; no combat)" in str(error)
    fight = act(state, {"type": "move", "path": f"{NEAR};{DEST}"})
    assert _combat_enemies(fight) == ["prowlers"]
    calm = act(state, {"type": "move", "path": f"{WIDE};{DEST}"})
    assert calm.turn is not None and calm.turn.combat is None
    offered = {o.params["hex"] for o in mk.decision(state, 0, DATA).options if o.command == "move"}  # type: ignore[union-attr]
    assert DEST not in offered and {NEAR, WIDE} <= offered


def test_a_named_provoking_path_may_also_challenge() -> None:
    """§7.1: a move that provokes may add a challenge to other rampaging enemies next to the space it
    ends on; a named path does the same."""
    t = _table().space("2,1", "plains")
    t.token("2,1", "diggers", rampaging="orcs")
    state = t.at("0,0").moves(4).build()
    after = act(state, {"type": "move", "path": f"{NEAR};{DEST}", "challenge": "2,1"})
    assert sorted(_combat_enemies(after)) == ["diggers", "prowlers"]


# ------------------------------------------------------------------ 4. options agree with apply
def test_offered_moves_say_their_path_and_what_they_provoke_and_all_apply() -> None:
    """R-PATH: every destination offered is one a move naming only it reaches, by the route the label
    shows; each offered move applies."""
    state = _table(wide="hills").at("0,0").moves(5).build()
    moves = [o for o in mk.decision(state, 0, DATA).options if o.command == "move"]  # type: ignore[union-attr]
    labels = {o.params["hex"]: str(o.label) for o in moves}
    assert labels[DEST] == (
        f"Move to {DEST} (Plains, 4 Move, along {NEAR} → {DEST}): provokes the rampaging orcs at {ORCS}"
    )
    assert labels[NEAR] == f"Move to {NEAR} (Plains, 2 Move)"
    for o in moves:
        mk.apply(state, 0, o.action(), DATA)


def test_routes_cost_what_a_move_charges() -> None:
    """§5.1: the cost of a route is the sum of its steps, as charged; each destination's default route
    is the first of its routes or its single step."""
    state = _table().at("0,0").moves(6).build()
    ctx = Ctx(state, DATA)
    me, turn = player(state), state.turn
    assert turn is not None
    found = routes(ctx, me, turn)
    for ways in found.values():
        for r in ways:
            assert r.cost == path_cost(ctx, turn, list(r.steps), (0, 0)) <= turn.move
        assert [w.cost for w in ways] == sorted(w.cost for w in ways)
    for dest, r in destinations(ctx, me, turn).items():
        assert r in found[dest] or len(r.steps) == 1


# ------------------------------------------------------------------ 5. other heroes (§5.3)
def test_a_provoking_move_may_not_enter_another_heros_space() -> None:
    """§5.3: you may not enter a space occupied by another player with a move that provokes a
    rampaging enemy. NEAR -> DEST provokes the orcs, so with another hero on DEST it is refused, and
    not offered; the calm way by WIDE stays open (passing or stopping on a hero's space is allowed,
    R-NO-PVP)."""
    state = _table("arythea", "tovak").at(DEST, seat=1).at(NEAR).moves(4).build()
    assert_illegal(state, 0, {"type": "move", "hex": DEST}, "may not enter another hero's space")
    assert_illegal(state, 0, {"type": "move", "path": f"{DEST}"}, r"step 1 .* P1 stands on 1,1")
    offered = {o.params["hex"] for o in mk.decision(state, 0, DATA).options if o.command == "move"}  # type: ignore[union-attr]
    assert DEST not in offered
    calm = act(state, {"type": "move", "path": f"{WIDE};{DEST}"})
    assert player(calm).position == [1, 1] and calm.turn is not None and calm.turn.combat is None


def test_the_default_route_avoids_a_provoking_entry_into_a_heros_space() -> None:
    """§5.3: the provoking way into a hero's space is no way at all, so a move naming only the farther
    destination takes the one legal cheapest path (calm, by WIDE), with nothing ambiguous."""
    state = _table("arythea", "tovak").at(DEST, seat=1).at("0,0").moves(4).build()
    after = act(state, {"type": "move", "hex": DEST})
    assert after.turn is not None and after.turn.path == [[0, 0], [0, 1], [1, 1]]
    assert after.turn.combat is None


def test_a_provoking_move_onto_the_portal_with_another_hero_is_allowed() -> None:
    """§5.3: the portal is a shared space where combat between heroes never happens, and a figure that
    ends its turn there leaves the map, so nobody occupies it: a provoking step onto it is allowed."""
    t = _table("arythea", "tovak").space("1,-1", "plains")
    t.token("1,-1", "diggers", rampaging="orcs")  # next to NEAR and to the portal
    state = t.at("0,0", seat=1).at(NEAR).moves(2).build()
    after = act(state, {"type": "move", "hex": "0,0"})
    assert player(after).position == [0, 0]
    assert "diggers" in _combat_enemies(after)


def test_random_tables_offer_only_moves_that_apply() -> None:
    """R-PATH: on random maps with rampaging enemies and another hero, every offered move applies and
    reaches the offered hex by the route it charges."""
    pick = random.Random(7)
    for _ in range(12):
        t = Table("arythea", "tovak").calm()
        cells = [(q, r) for q in range(-2, 4) for r in range(-2, 3)]
        for q, r in cells:
            t.space(f"{q},{r}", pick.choice(["plains", "plains", "hills", "forest", "lake"]))
        t.space("0,0", "plains", site="portal")
        for h in pick.sample([c for c in cells if c != (0, 0)], 3):
            t.space(f"{h[0]},{h[1]}", "plains").token(f"{h[0]},{h[1]}", "prowlers", rampaging="orcs")
        free = [
            c
            for c in cells
            if t.state.spaces[f"{c[0]},{c[1]}"].terrain != "lake"
            and not t.state.spaces[f"{c[0]},{c[1]}"].tokens
        ]
        other = pick.choice(free)
        state = t.at(f"{other[0]},{other[1]}", seat=1).at("0,0").moves(pick.randint(2, 8)).build()
        decision = mk.decision(state, 0, DATA)
        assert decision is not None
        for o in decision.options:
            if o.command != "move":
                continue
            after = mk.apply(state, 0, o.action(), DATA).state
            assert player(after).position == [int(v) for v in o.params["hex"].split(",")]


# ------------------------------------------------------------------ the /mk move command (R-PATH)
def test_the_move_command_names_the_path_and_previews_it_before_it_is_applied() -> None:
    """§5.1 (the player moves space by space) with R-PATH: ``/mk move`` takes the path the player
    names, and ``preview:yes`` shows the path, its cost and what it provokes without applying it."""
    state = _table().at(NEAR).moves(4).build()
    cmds = MageKnightCommands()
    asked = cmds.parse(CommandTable(state, 0), "move", {"hex": DEST, "path": WIDE, "preview": "yes"})
    assert isinstance(asked, Act) and asked.preview
    assert asked.action == {"type": "move", "hex": DEST, "path": WIDE}
    ok, text = cmds.preview(state, 0, asked.action)
    assert ok and "along 0,1 → 1,1" in text and "provokes" not in text
    ok, text = cmds.preview(state, 0, {"type": "move", "hex": DEST})
    assert ok and "from 1,0 along 1,1: 2 Move" in text and "provokes the rampaging orcs" in text
    assert player(state).position == [1, 0]  # a preview changes nothing
