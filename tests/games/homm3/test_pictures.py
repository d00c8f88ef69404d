"""The pictures as the platform asks for them: ``/map`` draws the adventure map from the game state (the
adapter of render/from_state.py), its field labels are the fields the rules mean (H-MAP-ROTATION), it
shows only public facts, and during a combat the battlefield is posted with the combat's steps."""

from __future__ import annotations

import io
import time

from PIL import Image

from bot.engine.hexes import format_hex
from bot.games.homm3 import geography
from bot.games.homm3.render.adventure import canvas_view
from bot.games.homm3.render.from_state import map_view
from bot.games.homm3.render.view import field_hexes
from bot.games.homm3.state import Slot
from tests.games.homm3.game_helpers import DATA, GAME, act, field_with, new

BUDGET = 1_500_000
PNG = b"\x89PNG\r\n\x1a\n"


def test_the_rules_and_the_picture_put_every_field_of_a_tile_on_the_same_hex() -> None:
    for a, b in ((0, 0), (1, 0), (2, -1), (-1, 3)):
        for rotation in range(6):
            slot = Slot(a, b, "far", "F1", True, rotation)
            assert geography.hexes(slot) == [format_hex(h) for h in field_hexes((a, b), rotation)]


def test_each_field_label_on_the_map_shows_what_the_rules_have_on_that_field() -> None:
    state = new()
    state.slots[0].rotation = 4  # a turned tile: the picture must follow the rules' rotation
    for k in geography.hexes(state.slots[0]):
        del state.fields[k]
    geography.reveal(state, state.slots[0], DATA)
    drawn = {f"{h['q']},{h['r']}": h for h in canvas_view(map_view(state, DATA), DATA)["hexes"]}
    assert set(drawn) == set(state.fields)
    for k in state.fields:
        loc = geography.location(state, DATA, k)
        assert drawn[k]["site"] == ("" if loc in ("empty", "blocked") else loc), k
        assert (drawn[k]["terrain"] == "blocked") == (loc == "blocked"), k


def test_the_map_view_holds_only_public_facts() -> None:
    state = new()
    view = map_view(state, DATA)
    hidden = [s for s in state.slots if not s.face_up]
    assert hidden and len(view.hidden) == len(hidden)
    assert {t.tile for t in view.tiles} == {s.tile for s in state.slots if s.face_up}
    assert {h.kind for h in view.hidden} <= {"starting", "far", "near", "centre"}
    assert "Round 1 of 16" in view.title
    heroes = {(h.player, h.secondary) for h in view.heroes}
    assert heroes == {("Ann", False), ("Ben", False)}


def test_the_map_marks_owners_and_visited_fields_and_the_reachable_fields_of_the_player_to_move() -> None:
    state = new()
    seat = state.seat
    mine = field_with(state, "mine")
    state.fields[mine].owner = seat
    state.fields[field_with(state, "treasure")].visited = True
    view = map_view(state, DATA)
    marks = {format_hex(h): m for h, m in view.fields.items()}
    assert marks[mine].owners == (state.players[seat].faction,)
    assert any(m.visited for m in marks.values())
    reach = [o.params["to"] for o in GAME.decision(state, seat).options if o.command == "move"]  # type: ignore[union-attr]
    image = GAME.commands().map_image(state, seat, highlight=True)
    assert image is not None and image[:8] == PNG
    assert reach and sorted(map_view(state, DATA, reach).highlight) == sorted(
        tuple(int(x) for x in k.split(",")) for k in reach
    )


def test_the_command_set_draws_the_map_within_budget() -> None:
    state = new()
    commands = GAME.commands()
    assert commands.has_map
    commands.map_image(state, None)  # cold: fills the tile caches
    start = time.perf_counter()
    image = commands.map_image(state, None)
    took = time.perf_counter() - start
    assert image is not None and image[:8] == PNG and len(image) < BUDGET
    assert took < 1.0  # generous for a loaded CI machine; bench/bench_homm3_render.py measures
    assert Image.open(io.BytesIO(image)).width <= 1600
    assert commands.pictures(state, None) == []  # no combat: no battlefield


def _into_combat() -> tuple[object, int]:
    state = new()
    seat = state.seat
    mine = field_with(state, "mine")
    return act(state, seat, type="move", hero="main", to=mine), seat


def test_a_combat_posts_the_battlefield_and_its_end_the_map() -> None:
    state, seat = _into_combat()
    assert state.fight is not None  # type: ignore[attr-defined]
    commands = GAME.commands()
    panel = commands.after(state, seat, {"type": "move", "hero": "main", "to": state.fight.at}, None)  # type: ignore[attr-defined]
    assert panel.show_pictures and not panel.show_map  # the map comes when a tile is added or a turn ends
    pictures = commands.pictures(state, None)
    assert [name for name, _ in pictures] == ["battlefield.png"]
    assert pictures[0][1][:8] == PNG and len(pictures[0][1]) < BUDGET
    step = commands.after(state, seat, {"type": "combat", "act": "attack:A1:D1"}, None)
    assert step.show_pictures and not step.show_map  # inside the combat: the battlefield, not the map
    quiet = commands.after(state, seat, {"type": "combat", "act": "place:A1:b1"}, None)
    assert not quiet.show_pictures  # placing one unit: no new picture yet
    state.fight = None  # type: ignore[attr-defined]
    over = commands.after(state, seat, {"type": "combat", "act": "attack:A1:D1"}, None)
    assert over.show_map and not over.show_pictures
