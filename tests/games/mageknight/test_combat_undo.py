"""§4.2 undo inside combat: declarations can be taken back one at a time; drawing or revealing a token
(a summoned monster, a face-down defender, a dungeon's monster) is a point of no return."""

from __future__ import annotations

from .builder import Table, act, block, next_phase


def test_declarations_are_undoable_until_a_summon_draws_a_token() -> None:
    state = Table().calm().token("1,0", "orc_summoners").hand("determination").build()
    state = act(state, {"type": "challenge", "targets": "1,0"})
    assert state.undo_depth == 1, "challenging a face-up rampaging enemy reveals nothing"
    state = next_phase(state)  # the Block phase: the summoner draws a brown monster
    assert state.undo_depth == 0, "the summoned token is a point of no return"
    assert state.turn is not None and state.turn.combat is not None
    summoned = [e for e in state.turn.combat.enemies if e.role == "summoned"]
    assert len(summoned) == 1 and summoned[0].summoner == "e1"


def test_entering_a_dungeon_draws_its_monster_and_closes_the_undo_window() -> None:
    state = Table().calm().space("0,0", "plains", site="dungeon").enemy_stack("brown", "gargoyle").build()
    state = act(state, {"type": "enter"})
    assert state.undo_depth == 0
    assert state.turn is not None and state.turn.combat is not None
    assert [e.enemy for e in state.turn.combat.enemies] == ["gargoyle"]
    assert state.turn.combat.night_rules, "a dungeon is fought under Night mana rules"


def test_a_block_declaration_counts_as_one_undoable_step() -> None:
    state = Table().calm().token("1,0", "prowlers").hand("determination").crystals(blue=1).build()
    state = next_phase(act(state, {"type": "challenge", "targets": "1,0"}))
    depth = state.undo_depth
    state = block(state, "e1", "determination@powered+mana=crystal:blue")
    assert state.undo_depth == depth + 1
