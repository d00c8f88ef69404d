"""§6.4 sieges: walls and the gate on the middle row (H-COMBAT-SIEGE), the arrow tower."""

from __future__ import annotations

from tests.games.homm3.conftest import battle, do, keys, kinds, seed_for


def siege(attacker: dict, defender: dict, **kw: object):  # type: ignore[no-untyped-def,type-arg]
    return battle(attacker, defender, siege=True, **kw)  # type: ignore[arg-type]


def test_walls_block_ground_units_and_flying_units_pass() -> None:
    state = siege(
        {"b2": ("castle.champions", True), "c2": ("castle.griffins", True)}, {"b5": "dungeon.troglodytes"}
    )
    do(state, "activate:A1")  # both initiative 9, ahead of the tower's 9
    assert not any(k.split(":")[2].endswith(("3", "4", "5")) for k in keys(state) if k.startswith("move:A1"))
    assert "attack:A1:b3" in keys(state)  # an adjacent wall can be attacked
    do(state, "end:A1")
    do(state, "end:DT")  # alternating at initiative 9
    assert "move:A2:c4" in keys(state)  # flying over the gate


def test_attacking_a_wall_destroys_it_and_the_tower_goes_with_the_last() -> None:
    state = siege({"b2": ("castle.champions", True)}, {"b5": "dungeon.troglodytes"})
    tower = state.unit("DT")
    assert tower.on_board and tower.at is None
    events = []
    for wall in ("b3", "a3", "c3", "d3"):
        while state.activation is None or state.activation.unit != "A1":
            do(state, f"end:{state.activation.unit}" if state.activation else keys(state)[0])
        if wall != "b3":
            state.unit("A1").at = {"a3": "a2", "c3": "c2", "d3": "d2"}[wall]
        events = do(state, f"attack:A1:{wall}")
        assert {"at": wall, "what": "gate" if wall == "c3" else "wall"} in kinds(events, "destroyed")
    assert kinds(events, "tower_removed") and not tower.on_board


def test_defenders_pass_through_their_gate() -> None:
    state = siege({"a1": "castle.halberdiers"}, {"c4": "castle.champions"})
    do(state, "end:DT")
    assert state.activation is not None and state.activation.unit == "D1"
    assert "move:D1:c2" in keys(state) and "move:D1:c3" not in keys(state)


def test_the_arrow_tower_shoots_and_only_shooters_can_hit_it() -> None:
    state = siege(
        {"a1": "castle.halberdiers", "b1": "castle.zealots"},
        {"d5": "dungeon.troglodytes"},
        seed=seed_for([0]),
    )
    assert state.activation is not None and state.activation.unit == "DT"  # initiative 9
    hit = kinds(do(state, "attack:DT:A1"), "strike")[0]
    assert hit["attack"] == 4 and not hit["penalty"]
    while state.activation is not None and state.activation.unit != "A2":
        do(state, f"end:{state.activation.unit}")
    assert "attack:A2:DT" in keys(state)


def test_a_shot_at_a_unit_behind_a_wall_loses_one_attack() -> None:
    state = siege({"b2": "castle.zealots"}, {"b5": "dungeon.troglodytes"}, seed=seed_for([0, 0]))
    while state.activation is not None and state.activation.unit != "A1":
        do(state, f"end:{state.activation.unit}")
    hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
    assert hit["attack"] == 3 - 1
