"""§8.2-§8.4: the board, setting up against neutral units and hero against hero."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError, NotYourTurnError
from bot.games.homm3.combat import apply, board, hero_combat, legal_actions, neutral_combat, pending_seat
from bot.games.homm3.combat.state import ACT, HERO, NEUTRALS, PLACE, Action, Side
from tests.games.homm3.conftest import ALL_UNITS as U
from tests.games.homm3.conftest import battle, keys, kinds, seed_for


def test_board_is_four_by_five_with_two_lines_a_side() -> None:
    assert len(board.FIELDS) == 20
    assert board.home_fields(0) == ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"]
    assert board.line_of(1, "c4") == "front" and board.line_of(1, "c5") == "back"
    assert board.line_of(0, "c3") is None and board.line_of(1, "c3") is None


def test_adjacent_is_orthogonal_only() -> None:
    assert sorted(board.adjacent("b2")) == ["a2", "b1", "b3", "c2"]
    assert "c3" not in board.adjacent("b2")


def hero(seat: int = 0, **kw: object) -> Side:
    return Side(seat, HERO, **kw)  # type: ignore[arg-type]


def test_solo_neutrals_are_placed_automatically_by_the_rule() -> None:
    """§8.3 (solo/co-op): shooters to the back line, the rest to the front line, from the
    controlling side's left (column d for the defender), in descending initiative; ties: higher tier."""
    neutrals = [
        U["neutral.boars"],
        U["neutral.liches"],
        U["neutral.halflings"],
        U["neutral.trolls"],
        U["neutral.rogues"],
    ]
    state, _ = neutral_combat(
        "s", hero(level=1), [(U["castle.griffins"], False)], neutrals, controller=None, difficulty=2
    )
    apply(state, Action("place", unit="A1", to="b2"))
    events = apply(state, Action("done"))
    at = {state.unit(e["unit"]).profile.key: e["at"] for e in kinds(events, "placed")}
    assert at["neutral.liches"] == "d5" and at["neutral.halflings"] == "c5"  # initiative 7, then 6
    # front line: Trolls (7, gold) then Boars and Rogues (6, bronze; card order)
    assert at["neutral.trolls"] == "d4" and at["neutral.boars"] == "c4" and at["neutral.rogues"] == "b4"
    assert state.phase != PLACE


def test_front_line_full_spills_to_the_back_line_from_the_left() -> None:
    neutrals = [U["neutral.boars"]] * 5
    state, _ = neutral_combat(
        "s", hero(), [(U["castle.griffins"], False)], neutrals, controller=None, difficulty=1
    )
    apply(state, Action("place", unit="A1", to="a1"))
    events = apply(state, Action("done"))
    assert sorted(e["at"] for e in kinds(events, "placed")) == ["a4", "b4", "c4", "d4", "d5"]


def test_clash_controller_places_neutrals_and_shooters_go_back_when_possible() -> None:
    """§8.3 Clash: the player who just finished their turn places them; shooters in the back line."""
    state, _ = neutral_combat(
        "s",
        hero(),
        [(U["castle.griffins"], False)],
        [U["neutral.liches"], U["neutral.boars"]],
        controller=2,
        difficulty=1,
    )
    apply(state, Action("place", unit="A1", to="a1"))
    apply(state, Action("done"))
    assert pending_seat(state) == 2
    shooter = [k for k in keys(state) if k.startswith("place:D1")]
    assert shooter == ["place:D1:d5", "place:D1:c5", "place:D1:b5", "place:D1:a5"]
    assert "place:D2:a4" in keys(state) and "done" not in keys(state)  # all neutrals must be placed
    with pytest.raises(NotYourTurnError):
        apply(state, Action("place", unit="D1", to="d5"), seat=0)


def test_hero_places_up_to_five_units_on_its_own_two_lines() -> None:
    army = [(U["castle.halberdiers"], False)] * 6
    state, _ = hero_combat("s", hero(0), army, hero(1), [(U["dungeon.harpies"], False)])
    assert state.phase == PLACE and pending_seat(state) == 0
    assert "done" not in keys(state)  # at least one unit
    assert not any(k.endswith(("3", "4", "5")) for k in keys(state) if k.startswith("place"))
    for i, where in enumerate(["a1", "b1", "c1", "d1", "a2"], start=1):
        apply(state, Action("place", unit=f"A{i}", to=where))
    assert keys(state) == ["done"]  # §7.1: at most 5 on the board
    apply(state, Action("done"))
    assert pending_seat(state) == 1  # §8.4: then the defender
    assert all(k.startswith("place:D1:") and k[-1] in "45" for k in keys(state) if k != "done")


def test_an_occupied_field_cannot_take_a_second_unit() -> None:
    state, _ = hero_combat(
        "s", hero(0), [(U["castle.marksmen"], False)] * 2, hero(1), [(U["dungeon.harpies"], False)]
    )
    apply(state, Action("place", unit="A1", to="a1"))
    with pytest.raises(IllegalActionError) as info:
        apply(state, Action("place", unit="A2", to="a1"))
    assert "place:A2:b1" in str(info.value)


def test_unplaced_units_stay_out_of_the_combat() -> None:
    state = battle({"a1": "castle.halberdiers"}, {"b5": "dungeon.harpies"})
    assert state.phase == ACT
    assert [u.id for u in state.fighting(0)] == ["A1"]
    assert legal_actions(state)


def test_neutral_side_has_no_cards() -> None:
    state, _ = neutral_combat(
        "s", hero(), [(U["castle.griffins"], False)], [U["neutral.boars"]], controller=1, difficulty=1
    )
    assert state.sides[1].kind == NEUTRALS and not state.sides[1].cards


def test_seatless_neutrals_follow_the_ai_target_rules() -> None:
    """§10.2 (H-COMBAT-AI): a neutral shooter prefers the hero's shooters."""
    state, _ = neutral_combat(
        seed_for([0]),
        hero(),
        [(U["castle.halberdiers"], False), (U["castle.marksmen"], False)],
        [U["neutral.zealots"]],
        controller=None,
        difficulty=1,
    )
    apply(state, Action("place", unit="A1", to="a2"))
    apply(state, Action("place", unit="A2", to="d2"))
    events = apply(state, Action("done"))
    assert kinds(events, "strike")[0]["target"] == "A2"
