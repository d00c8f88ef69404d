"""The battlefield picture (bot/games/homm3/render/battlefield.py): it draws every kind of combat state,
stays under the size budget, is deterministic and shows only the public combat state."""

from __future__ import annotations

import io

from PIL import Image

from bot.games.homm3.combat import hero_combat
from bot.games.homm3.combat.state import OVER, PLACE, STRIKE, CombatResult, Modifier, Side, Strike
from bot.games.homm3.render.battlefield import (
    CELL_H,
    CELL_W,
    battlefield_image,
    initiative_order,
    render_battlefield,
    unit_name,
)
from tests.games.homm3.conftest import ALL_UNITS, Hand, battle, do

BUDGET = 1_500_000
SIDES = (
    Side(0, "hero", level=3, faction="castle", cards=True, morale=1),
    Side(1, "hero", level=2, faction="dungeon", cards=True),
)
ATTACKERS = {
    "a1": ("castle.marksmen", True),
    "b2": "castle.halberdiers",
    "c2": ("castle.griffins", True),
    "d1": "castle.archangels",
    "b1": ("castle.crusaders", True),
}
DEFENDERS = {
    "a5": "dungeon.evil_eyes",
    "b4": ("dungeon.minotaurs", True),
    "d4": "dungeon.harpies",
    "c5": ("dungeon.black_dragons", True),
    "d5": "dungeon.medusas",
}


def png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def full_siege():  # type: ignore[no-untyped-def]
    state = battle(ATTACKERS, DEFENDERS, sides=SIDES, siege=True, seed="pic")
    state.unit("A2").damage = 1
    state.unit("A3").paralysed = True
    state.unit("D2").defending = True
    state.unit("D2").retaliated = True
    state.unit("A4").modifiers.append(Modifier("attack", 2, "round"))
    state.unit("D4").modifiers.append(Modifier("defense", -1, "round"))
    state.obstacles[1].intact = False
    return state


def test_a_full_siege_renders_under_budget() -> None:
    state = full_siege()
    data = render_battlefield(state, players={0: "Alice", 1: "Bob"})
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < BUDGET
    img = png(data)
    assert img.width >= 4 * CELL_W and img.height >= 5 * CELL_H


def test_the_empty_board_of_a_set_up_renders() -> None:
    """Before set-up every unit is off the board (listed beside it as still to place)."""
    army = [(ALL_UNITS["castle.halberdiers"], True), (ALL_UNITS["castle.griffins"], False)]
    foes = [(ALL_UNITS["dungeon.harpies"], False)]
    state, _ = hero_combat("e", SIDES[0], army, SIDES[1], foes)
    assert state.phase == PLACE and not any(u.placed for u in state.units)
    assert len(render_battlefield(state)) < BUDGET
    nobody = battle({}, {}, sides=SIDES)  # no units at all: the combat is over at once
    assert nobody.phase == OVER and len(render_battlefield(nobody)) < BUDGET


def test_neutrals_a_strike_in_progress_and_the_end_render() -> None:
    state = battle(
        {"b2": ("castle.griffins", True)}, {"b4": "neutral.boars", "c5": "neutral.liches"}, neutral=True
    )
    state.unit("A1").at = "b3"
    state.phase, state.strike = STRIKE, Strike("A1", "D1")
    striking = render_battlefield(state)
    state.phase, state.strike = OVER, None
    state.result = CombatResult("defeat", 0)
    over = render_battlefield(state)
    assert striking != over
    assert max(len(striking), len(over)) < BUDGET


def test_the_same_state_gives_the_same_bytes() -> None:
    assert render_battlefield(full_siege()) == render_battlefield(full_siege())


def test_what_a_hand_holds_never_changes_the_picture() -> None:
    """The picture takes the combat state only: two players' hands, whatever they hold, draw nothing."""
    state = battle({"b2": "castle.halberdiers"}, {"b4": "dungeon.troglodytes"}, sides=SIDES, seed="h")
    before = render_battlefield(state)
    Hand({0: [], 1: []})  # a host exists beside the state; the renderer is never given one
    assert render_battlefield(state) == before


def test_damage_markers_and_bonuses_change_what_is_drawn() -> None:
    state = battle({"b2": "castle.halberdiers"}, {"b4": "dungeon.troglodytes"}, sides=SIDES, seed="m")
    plain = battlefield_image(state)
    state.unit("A1").damage = 1
    state.unit("D1").paralysed = True
    changed = battlefield_image(state)
    assert plain.tobytes() != changed.tobytes()


def test_the_initiative_order_follows_the_tie_rule() -> None:
    """Highest initiative first; a tie across the sides goes to the attacker, then alternates."""
    state = battle(
        {"b2": "castle.griffins", "c2": "castle.halberdiers"},  # initiative 6 and 4
        {"b4": "neutral.boars", "c4": "neutral.halberdiers"},  # 6 and 4
        neutral=True,
    )
    assert state.activation is not None and state.activation.unit == "A1"  # the tie at 6: attacker first
    assert [u.id for u in initiative_order(state)] == ["D1", "A2", "D2"]
    do(state, "end:A1")
    assert [u.id for u in initiative_order(state)] == ["A2", "D2"]  # D1 is acting now


def test_unit_names_come_from_the_key_unless_given() -> None:
    state = battle({"b2": "castle.halberdiers"}, {"b4": "dungeon.black_dragons"}, sides=SIDES)
    assert unit_name(state.unit("D1"), {}) == "Black Dragons"
    assert unit_name(state.unit("D1"), {"dungeon.black_dragons": "Černí draci"}) == "Černí draci"
