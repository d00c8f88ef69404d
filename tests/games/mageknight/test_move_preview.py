"""Previews of a move before it is made (issue 13): the autocomplete of ``/mk move hex:`` and ``path:``
with each route's cost by terrain and what it starts, ``preview:yes`` showing the whole route step by
step and changing nothing, the route previewed being the route walked, the private map's overlay of
reachable spaces with their costs, and move controls paged rather than cut off.

Geometry: the hero on the portal 0,0; 1,0 is Hills behind a wall (3 + 1 Move to step in directly);
0,1 is Plains that Mist Form makes free this turn, so 0,1 -> 1,0 (0 + 3) is cheaper than the step."""

from __future__ import annotations

import copy

from bot.engine.commands import Control
from bot.engine.commands import Table as CommandTable
from bot.engine.i18n import reading, render
from bot.games.mageknight.commands import MageKnightCommands, paged_moves, seen_map
from bot.games.mageknight.state import GameState

from .builder import Table, act

COMMANDS = MageKnightCommands()


def _walled(moves: int = 9) -> GameState:
    state = Table("arythea").calm().space("1,0", "hills", walls=["W"]).space("0,1", "plains").at("0,0")
    built = state.moves(moves).build()
    assert built.turn is not None
    built.turn.add("terrain_set_cost", terrain="plains", cost=0, source="mist_form")
    return built


def _orcs() -> GameState:
    """Rampaging orcs on 2,0 next to both 1,0 and 1,1: the step 1,0 -> 1,1 provokes them."""
    t = Table("arythea").calm()
    for h in ("0,-1", "1,-1", "2,-1", "-1,1", "0,2", "1,2", "2,1"):
        t.space(h, "lake")
    t.space("1,0", "plains").space("1,1", "forest").space("0,1", "plains").space("2,0", "plains")
    return t.token("2,0", "prowlers", rampaging="orcs").at("1,0").moves(6).build()


# ------------------------------------------------------------------ 2. the move follows the asked path
def test_a_one_step_move_is_one_step_even_when_a_two_step_route_is_cheaper() -> None:
    state = _walled()
    after = act(state, {"type": "move", "hex": "1,0"})
    assert after.turn is not None
    assert after.turn.path == [[0, 0], [1, 0]]
    assert after.turn.move == 9 - 4  # Hills 3 + the wall 1, not the cheaper 0 + 3 by 0,1


def test_the_named_path_is_followed_and_costs_what_its_preview_said() -> None:
    state = _walled()
    ok, text = COMMANDS.preview(state, 0, {"type": "move", "hex": "1,0", "path": "0,1;1,0"})
    assert ok and "3 Move of your 9 (6 left)" in render("en", text)
    after = act(state, {"type": "move", "hex": "1,0", "path": "0,1;1,0"})
    assert after.turn is not None and after.turn.path == [[0, 0], [0, 1], [1, 0]]
    assert after.turn.move == 6


# ------------------------------------------------------------------ 1b. preview:yes
def test_preview_shows_each_step_by_terrain_and_time_of_day_and_changes_nothing() -> None:
    state = _walled()
    before = copy.deepcopy(state)
    ok, text = COMMANDS.preview(state, 0, {"type": "move", "hex": "1,0", "path": "0,1;1,0"})
    assert ok
    en = render("en", text)
    assert "from 0,0 along 0,1 → 1,0" in en
    assert "1. 0,1 Plains: 0 Move (Day cost 2, changed by Mist Form)" in en
    assert "2. 1,0 Hills: 3 Move (Day cost)" in en
    assert "No combat" in en and "Nothing was done" in en
    assert state == before
    cs = render("cs", text)
    assert "Náhled: pohyb na 1,0" in cs and "cena ve Dne" in cs and "Pohyb 3" in cs
    pl = render("pl", text)
    assert "Podgląd: ruch na 1,0" in pl and "koszt w dzień" in pl
    for lang_text in (cs, pl):
        assert "Move" not in lang_text and "Nothing" not in lang_text


def test_preview_of_a_direct_step_counts_the_wall() -> None:
    ok, text = COMMANDS.preview(_walled(), 0, {"type": "move", "hex": "1,0"})
    en = render("en", text)
    assert ok and "from 0,0 along 1,0: 4 Move" in en and "+1 for crossing a wall" in en


def test_preview_names_the_provoked_enemies_and_the_night() -> None:
    state = _orcs()
    state.night = True
    ok, text = COMMANDS.preview(state, 0, {"type": "move", "hex": "1,1"})
    en = render("en", text)
    assert ok
    assert "1,1 Forest: 5 Move (Night cost)" in en
    assert "provokes the rampaging orcs at 2,0" in en and "a combat starts there" in en
    assert "vyprovokuje" in render("cs", text)


def test_a_refused_move_previews_as_the_refusal() -> None:
    ok, text = COMMANDS.preview(_walled(moves=2), 0, {"type": "move", "hex": "1,0"})
    assert not ok and "1,0" in str(text)


# ------------------------------------------------------------------ 1a. autocomplete
def test_hex_autocomplete_lists_cost_by_terrain_and_consequence() -> None:
    pairs = COMMANDS.suggest(CommandTable(_orcs(), 0), "move", "hex", "", {})
    labels = dict((v, label) for label, v in pairs)
    assert labels["1,1"] == "1,1 — 3 Move: Forest 3; provokes the rampaging orcs at 2,0"
    assert labels["0,1"] == "0,1 — 2 Move: Plains 2"


def test_hex_autocomplete_is_in_the_readers_language() -> None:
    token = reading.set("cs")
    try:
        pairs = COMMANDS.suggest(CommandTable(_orcs(), 0), "move", "hex", "", {})
    finally:
        reading.reset(token)
    label = dict((v, label) for label, v in pairs)["1,1"]
    assert label.startswith("1,1 — Pohyb 3:") and "vyprovokuje" in label


def test_path_autocomplete_offers_each_route_the_direct_one_first() -> None:
    pairs = COMMANDS.suggest(CommandTable(_walled(), 0), "move", "path", "", {"hex": "1,0"})
    assert [v for _, v in pairs] == ["1,0", "0,1;1,0"]
    assert pairs[0][0] == "1,0 — 4 Move: Hills 3 + wall 1"


# ------------------------------------------------------------------ 1c. controls
def test_the_move_controls_show_the_cost() -> None:
    panel = COMMANDS.hand(_orcs(), 0)
    moves = [render("en", c.label) for c in panel.controls if c.command == "move"]
    assert moves and all(" Move" in m for m in moves)


# ------------------------------------------------------------------ 3. the map overlay
def test_the_private_map_carries_each_reachable_space_with_its_cost() -> None:
    state = _walled()
    view = seen_map(state, 0, True)
    reach = {tuple(r["hex"]): r["cost"] for r in view["reach"]}
    assert reach[(1, 0)] == 4 and reach[(0, 1)] == 0
    assert set(reach) == {tuple(h) for h in view["highlight"]}
    assert "reach" not in seen_map(state, 0, False)  # the public map shows no one's moves
    png = COMMANDS.map_image(state, 0, highlight=True, lang="pl")
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_map_lists_the_explorable_slots_with_their_explore_coordinates() -> None:
    state = Table("arythea").calm().at("4,-3").moves(9).build()
    view = seen_map(state, 0, True)
    assert view["slots"]
    for slot in view["slots"]:
        assert slot["label"] == ",".join(str(v) for v in slot["centre"])


# ------------------------------------------------------------------ 4. complete lists
def test_more_moves_than_a_select_holds_are_paged_not_cut() -> None:
    controls = [Control(f"Move to {i},0", "move", {"hex": f"{i},0"}, group="move") for i in range(30)]
    controls.append(Control("End turn", "end-turn", {}, group="end-turn"))
    paged = paged_moves(controls)
    assert len(paged) == 31
    groups = [c.group for c in paged if c.command == "move"]
    assert groups.count("move") == 25 and groups.count("move-2") == 5
    titles = {render("en", c.group_title) for c in paged if c.command == "move"}
    assert titles == {"Move (page 1/2)", "Move (page 2/2)"}
    assert render("cs", paged[-2].group_title) == "Pohyb (strana 2/2)"


def test_preview_says_which_slots_could_be_explored_from_the_end() -> None:
    state = Table("arythea").calm().at("3,-2").moves(9).build()
    ok, text = COMMANDS.preview(state, 0, {"type": "move", "hex": "4,-3"})
    assert ok and "From there you could explore 6,-4, 4,-5 (`/mk explore slot:q,r`, 2 Move)." in str(text)
    assert "Odtud bys mohl prozkoumat 6,-4, 4,-5" in render("cs", text)


def test_preview_says_which_defenders_passing_by_day_reveals_and_what_may_be_entered() -> None:
    t = (
        Table("arythea")
        .calm()
        .space("1,-1", "plains", site="monster_den")
        .space("2,-1", "plains", site="keep")
    )
    state = t.token("2,-1", "prowlers", rampaging=None, face_up=False).at("0,0").moves(9).build()
    ok, text = COMMANDS.preview(state, 0, {"type": "move", "hex": "1,-1"})
    en = render("en", text)
    assert ok and "Passing by Day reveals the face-down defender of the Keep at 2,-1." in en
    assert "you may enter the Monster Den at 1,-1 (`/mk enter`)" in en
    assert "vstoupit do doupěte nestvůr na 1,-1" in render("cs", text)
    assert "wejść do Legowiska potwora" in render("pl", text)
    assert state.spaces["2,-1"].tokens[0].face_up is False
