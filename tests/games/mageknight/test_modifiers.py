"""The Turn's modifiers (bot/games/mageknight/modifiers.py): the declared catalogue, the queries by
kind, expiry by ``until``, and the schema 1 -> 2 migration of a real schema-1 dump."""

from __future__ import annotations

import dataclasses
import json
import pickle
from pathlib import Path
from typing import Any

import pytest

from bot.games.mageknight import game as mk
from bot.games.mageknight.modifiers import (
    COMBINE,
    KINDS,
    OLD_FIELDS,
    UNTIL,
    Modifier,
    UndeclaredModifier,
    migrate_turn,
)
from bot.games.mageknight.plugin import MageKnight
from bot.games.mageknight.state import SCHEMA, GameState, Turn

from .builder import DATA, Table, block, play
from .combat.kit import fight, to_phase

FIXTURE = Path(__file__).parents[2] / "fixtures" / "mageknight_state_schema1.json"


def _schema1() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text())
    return data


# --------------------------------------------------------------------------- the catalogue
def test_every_kind_is_declared_with_a_doc_a_combining_rule_and_a_lapse() -> None:
    assert len(KINDS) >= 40
    for name, k in KINDS.items():
        assert k.doc and k.combine in COMBINE and k.until in UNTIL, name
        assert len(set(k.params)) == len(k.params), name
        if k.combine in ("sum", "max", "min", "last"):
            assert k.value in k.params, name


def test_an_undeclared_kind_or_parameter_is_a_programming_error() -> None:
    turn = Turn(seat=0)
    with pytest.raises(UndeclaredModifier):
        turn.add("black_any")  # the old field's name, not a kind
    with pytest.raises(UndeclaredModifier):
        turn.has("no_such_kind")
    with pytest.raises(UndeclaredModifier):
        turn.add("terrain_cap", terrain="lake")  # cap missing
    with pytest.raises(UndeclaredModifier):
        turn.add("terrain_cap", terrain="lake", cap=2, floor=0)  # floor is not one of its parameters
    with pytest.raises(UndeclaredModifier):
        turn.add("extra_turn", until="sometime")
    m = turn.add("peeked", target="1,0", enemy="prowlers", fame=1)
    with pytest.raises(UndeclaredModifier):
        m["bonus"] = 2
    assert turn.modifiers == [m]


# --------------------------------------------------------------------------- queries by kind
def test_queries_by_kind_and_parameters() -> None:
    turn = Turn(seat=0)
    a = turn.add("terrain_cut", "path_finding", terrain="hills", amount=1, floor=2)
    b = turn.add("terrain_cut", "song_of_wind", terrain="plains", amount=1, floor=0)
    turn.add("extra_turn", "the_right_moment")
    assert turn.mods("terrain_cut") == [a, b] and turn.mods("terrain_cut", terrain="plains") == [b]
    assert turn.mod("terrain_cut") is a and turn.mod("duel") is None
    assert turn.has("extra_turn") and not turn.has("terrain_cut", terrain="lake")
    assert a["amount"] == 1 and a.source == "path_finding" and a.until == "turn"
    turn.drop(a)
    assert turn.mods("terrain_cut") == [b]
    assert turn.take("terrain_cut") == [b] and not turn.has("terrain_cut") and turn.has("extra_turn")
    turn.drop("extra_turn")
    assert turn.modifiers == []


def test_a_flag_is_in_force_once() -> None:
    turn = Turn(seat=0)
    first = turn.add("black_die_any_colour", "mana_pull")
    assert turn.add("black_die_any_colour", "mana_pull") is first and len(turn.modifiers) == 1


def test_totals_follow_each_kinds_combining_rule() -> None:
    turn = Turn(seat=0)
    assert turn.total("adjacency_range") == 1 and turn.total("recruit_discount") == 0
    assert turn.total("terrain_cap", terrain="lake") is None
    turn.add("adjacency_range", range=2)
    turn.add("unit_bonus", stat="attack", amount=2)
    turn.add("unit_bonus", stat="attack", amount=3)
    turn.add("unit_bonus", stat="armor", amount=1)
    turn.add("terrain_cap", terrain="lake", cap=3)
    turn.add("terrain_cap", terrain="lake", cap=2)
    turn.add("terrain_set_cost", terrain="swamp", cost=2)
    turn.add("terrain_set_cost", terrain="swamp", cost=5)
    assert turn.total("adjacency_range") == 2
    assert turn.total("unit_bonus", stat="attack") == 5 and turn.total("unit_bonus", stat="block") == 0
    assert turn.total("terrain_cap", terrain="lake") == 2  # min
    assert turn.total("terrain_set_cost", terrain="swamp") == 5  # the latest


def test_expire_lifts_only_what_lapses_then() -> None:
    turn = Turn(seat=0)
    turn.add("swift_double", "shield_bash", part=0)
    turn.add("block_trigger", "burning_shield", when="success", effect={"attack": 4}, part=0)
    kept = turn.add("wound_trigger", "rush_of_adrenaline", effect={"draw": 1}, left=3, skip=0)
    turn.expire("declaration")
    assert turn.modifiers == [kept]


def test_a_new_declaration_lifts_what_the_last_one_left() -> None:
    """combat/flow.py expires the ``declaration`` modifiers when a declaration starts gathering."""
    state = to_phase(fight("prowlers", hand=("rage", "rage")), "block")  # Prowlers: attack 4
    assert state.turn is not None
    state.turn.add("swift_double", "shield_bash", part=0)  # left by an earlier declaration
    after = block(state, "e1", "rage@basic/block,rage@basic/block")
    assert after.turn is not None and not after.turn.has("swift_double")


def test_modifiers_survive_copying_and_json() -> None:
    state = play(Table().calm().hand("march", "rage").build(), "march")
    assert state.turn is not None
    state.turn.add("terrain_cap", "frost_bridge", terrain="lake", cap=2)
    state.turn.add("later", "learning", effect={"influence": 2})
    copied = mk.clone(state)
    assert copied.turn is not None and copied.turn.modifiers == state.turn.modifiers
    loaded = GameState.from_json(json.loads(json.dumps(state.to_json())))
    assert loaded.turn is not None and loaded.turn.modifiers == state.turn.modifiers
    assert isinstance(loaded.turn.modifiers[0], Modifier)
    assert pickle.loads(pickle.dumps(state.turn)) == state.turn


# --------------------------------------------------------------------------- schema 1 -> 2
def test_the_old_fields_are_gone_from_the_turn() -> None:
    names = {f.name for f in dataclasses.fields(Turn)}
    assert not names & set(OLD_FIELDS) and "modifiers" in names


def test_a_schema_1_turn_with_nothing_in_force_gets_no_modifiers() -> None:
    old = {"seat": 0, "move": 3, **OLD_FIELDS}
    assert migrate_turn(dict(old)) == {"seat": 0, "move": 3, "modifiers": []}


def test_a_real_schema_1_dump_loads_with_its_fields_as_modifiers() -> None:
    data = _schema1()
    assert data["schema"] == 1 and SCHEMA == 2
    old_turn = dict(data["turn"])
    state = MageKnight(DATA).load(data)
    turn = state.turn
    assert turn is not None and state.schema == SCHEMA
    assert (turn.move, turn.heal_points, turn.healed_wounds) == (old_turn["move"], {"tranquility": 1}, 1)
    kinds = [m.kind for m in turn.modifiers]
    assert set(kinds) <= set(KINDS)
    # one modifier per old list entry or dict key, flags once
    assert (
        kinds.count("space_discount") == 2 and kinds.count("terrain_cut") == 2 and kinds.count("later") == 2
    )
    for flag in ("black_die_any_colour", "extra_turn", "long_night_refill", "ignore_reputation"):
        assert kinds.count(flag) == 1, flag
    assert turn.total("adjacency_range") == 2 and turn.total("explore_distance") == 2
    assert (
        turn.total("terrain_cap", terrain="forest") == 2
        and turn.total("terrain_set_cost", terrain="lake") == 2
    )
    assert turn.total("unit_bonus", stat="attack") == 2 and turn.total("recruit_discount") == 2
    assert turn.has("forbidden_terrain", terrain="hills") and turn.has("safe_terrain", terrain="mountain")
    assert turn.has("one_unit_resistance", unit="u1", element="physical")
    move_bonus, harvest = turn.mod("move_card_bonus"), turn.mod("harvest")
    assert move_bonus is not None and move_bonus.until == "used"  # "next"
    assert harvest is not None and harvest.until == "used"  # "once"
    box = turn.mod("box")
    assert box is not None and box.params == {"artifact": "ruby_ring", "how": "basic", "used": False}
    assert [(m.source, m["when"]) for m in turn.mods("later")] == [
        ("learning", ""),
        ("mysterious_box", "box"),
    ]
    sideways = turn.mod("sideways_skill")
    assert sideways is not None and sideways.source == "arythea_power_of_pain" and sideways["card"] == "wound"
    shield = turn.mod("ignore_damage")
    assert shield is not None and shield.source == "Battle Hardened" and shield["amount"] == 2
    repeat = turn.mod("repeat_turn")
    assert repeat is not None and repeat.source == "space_bending"
    assert [m.source for m in turn.mods("return_to_hand")] == ["march"]
    waiting = state.waiting[1]
    assert [m.kind for m in waiting.modifiers] == ["endless_mana", "peeked", "unit_bonus"]
    assert waiting.total("unit_bonus", stat="block") == 1 and waiting.total("adjacency_range") == 1


def test_a_migrated_state_dumps_as_schema_2_and_reloads_unchanged() -> None:
    game = MageKnight(DATA)
    state = game.load(_schema1())
    dumped = game.dump(state)
    assert dumped["schema"] == 2 and not set(OLD_FIELDS) & set(dumped["turn"])
    again = game.load(json.loads(json.dumps(dumped)))
    assert again == state
