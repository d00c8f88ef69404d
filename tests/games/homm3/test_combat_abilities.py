"""§8.5 retaliation, paralysis, and the unit abilities of the base box (facts §1, rulings
H-COMBAT-*). Every ability id the base units carry is known to combat."""

from __future__ import annotations

import pytest

from bot.games.homm3.combat import effects
from bot.games.homm3.combat.profiles import ABILITIES, unknown_abilities
from bot.games.homm3.combat.state import HERO, CardEffect, CardPlay, Side
from tests.games.homm3.conftest import ALL_UNITS, Hand, battle, do, keys, kinds, put, seed_for


@pytest.mark.parametrize("key", sorted(ALL_UNITS))
def test_every_base_unit_ability_is_known(key: str) -> None:
    assert unknown_abilities(ALL_UNITS[key]) == []


def test_every_known_ability_is_used_by_a_base_unit() -> None:
    used = {a.id for p in ALL_UNITS.values() for f in (p.few, p.pack) if f for a in f.abilities}
    assert used == set(ABILITIES)


# ---------------------------------------------------------------- retaliation


def melee(attacker: object, defender: object, faces: list[int], **kw: object):  # type: ignore[no-untyped-def]
    """Attacker on b3 (moved from b2), defender on b4; the attacker acts first when faster."""
    state = battle({"b2": attacker}, {"b4": defender}, seed=seed_for(faces), **kw)  # type: ignore[arg-type]
    until(state, "A1")
    do(state, "move:A1:b3")
    return state


def until(state, unit: str) -> None:  # type: ignore[no-untyped-def]
    """End other units' activations (doing nothing) until ``unit`` acts."""
    while state.activation is not None and state.activation.unit != unit:
        do(state, f"end:{state.activation.unit}")


def test_a_survivor_retaliates_once_a_round() -> None:
    state = melee(("castle.archangels", True), "neutral.boars", [-1, 0])
    events = do(state, "attack:A1:D1")
    hits = kinds(events, "strike")
    assert [h["kind"] for h in hits] == ["attack"] or hits[1]["kind"] == "retaliation"


def test_retaliation_happens_and_cannot_trigger_another() -> None:
    state = melee("castle.halberdiers", ("necropolis.dread_knights", True), [0, 0])
    hits = kinds(do(state, "attack:A1:D1"), "strike")
    assert [h["kind"] for h in hits] == ["attack", "retaliation"]
    assert state.unit("D1").retaliated


def test_each_unit_retaliates_only_once_a_round_but_griffins_always() -> None:
    for key, again in (("neutral.boars", False), ("neutral.griffins", True)):
        state = battle(
            {"a2": "castle.halberdiers", "c2": "castle.halberdiers"},
            {"b5": key},
            seed=seed_for([-1, -1, -1, -1]),
        )
        until(state, "A1")
        put(state, "D1", "b2")
        do(state, "activate:A1")
        hits = kinds(do(state, "attack:A1:D1"), "strike")
        assert [h["kind"] for h in hits] == ["attack", "retaliation"]
        hits = kinds(do(state, "attack:A2:D1"), "strike")
        assert ("retaliation" in [h["kind"] for h in hits]) is again


def test_no_retaliation_against_vampires_or_pack_harpies() -> None:
    for key in (("necropolis.vampires", False), ("dungeon.harpies", True)):
        state = melee(key, "neutral.troglodytes", [0])
        hits = kinds(do(state, "attack:A1:D1"), "strike")
        assert [h["kind"] for h in hits] == ["attack"]


def test_a_distant_shot_draws_no_retaliation() -> None:
    state = battle({"b2": "castle.zealots"}, {"b5": ("necropolis.dread_knights", True)}, seed=seed_for([0]))
    until(state, "A1")
    hits = kinds(do(state, "attack:A1:D1"), "strike")
    assert [h["kind"] for h in hits] == ["attack"]


def test_a_paralysed_unit_still_retaliates_and_loses_the_token() -> None:
    state = melee("castle.halberdiers", ("necropolis.dread_knights", True), [0, 0])
    state.unit("D1").paralysed = True
    hits = kinds(do(state, "attack:A1:D1"), "strike")
    assert [h["kind"] for h in hits] == ["attack", "retaliation"]
    assert not state.unit("D1").paralysed


# ---------------------------------------------------------------- die abilities


def test_mummies_ignore_their_die_and_curse_attackers() -> None:
    state = melee("castle.halberdiers", "neutral.mummies", [1, 1, 1])
    hits = kinds(do(state, "attack:A1:D1"), "strike")
    assert hits[0]["die"] == -1 and hits[0]["faces"] == []
    assert hits[1]["die"] == 0


def test_neutral_champions_add_two_dice_rerolling_every_minus_one() -> None:
    state = battle({"b2": "castle.halberdiers"}, {"b4": "neutral.champions"}, seed=seed_for([-1, 1, -1, 0]))
    put(state, "A1", "b3")
    do(state, "end:A1") if state.activation and state.activation.unit == "A1" else None
    assert state.activation is not None and state.activation.unit == "D1"
    hit = kinds(do(state, "attack:D1:A1"), "strike")[0]
    assert hit["faces"] == [-1, 1, -1, 0] and hit["die"] == 1


def test_advantage_keeps_the_better_die() -> None:
    state = battle({"b2": "castle.halberdiers"}, {"b5": "neutral.halflings"}, seed=seed_for([-1, 1]))
    do(state, "end:A1") if state.activation and state.activation.unit == "A1" else None
    hit = kinds(do(state, "attack:D1:A1"), "strike")[0]
    assert hit["faces"] == [-1, 1] and hit["die"] == 1 and not hit["penalty"]


def test_pack_crusaders_may_reroll_a_zero() -> None:
    state = melee(("castle.crusaders", True), "neutral.troglodytes", [0, 1, 0])
    do(state, "attack:A1:D1")
    assert keys(state) == ["reroll:A1", "keep"]
    hit = kinds(do(state, "reroll:A1"), "strike")[0]
    assert hit["faces"] == [1]


def test_pack_champions_may_reroll_after_moving() -> None:
    state = melee(("castle.champions", True), "neutral.boars", [-1, 1])
    do(state, "attack:A1:D1")
    assert "reroll:A1" in keys(state)
    assert kinds(do(state, "reroll:A1"), "strike")[0]["die"] == 1


def test_positive_morale_rerolls_once_and_is_spent() -> None:
    sides = (Side(0, HERO, level=1, cards=True, morale=1), Side(1, HERO, level=1, cards=True))
    state = melee("castle.halberdiers", "neutral.boars", [-1, 1, 0], sides=sides)
    do(state, "attack:A1:D1")
    assert keys(state) == ["reroll:A1:morale", "keep"]
    do(state, "reroll:A1:morale")
    assert state.sides[0].morale == 0


def test_dread_knights_pack_add_one_on_zero_or_plus_one() -> None:
    state = melee(("necropolis.dread_knights", True), "neutral.trolls", [0, 0])
    assert kinds(do(state, "attack:A1:D1"), "strike")[0]["die"] == 1


def test_ghost_dragons_pack_add_one_to_the_die() -> None:
    state = melee(("necropolis.ghost_dragons", True), "neutral.trolls", [-1, 0])
    assert kinds(do(state, "attack:A1:D1"), "strike")[0]["die"] == 0


def test_retaliation_against_few_dread_knights_rolls_two_and_keeps_the_worse() -> None:
    state = melee("necropolis.dread_knights", "neutral.trolls", [-1, 1, 0])
    hits = kinds(do(state, "attack:A1:D1"), "strike")
    assert hits[1]["kind"] == "retaliation" and hits[1]["faces"] == [1, 0] and hits[1]["die"] == 0


def test_zombies_gain_defense_on_the_attackers_die() -> None:
    for pack, face, bonus in ((False, 1, 1), (False, 0, 0), (True, 0, 1), (True, -1, 0)):
        state = melee(("castle.archangels", True), ("necropolis.zombies", pack), [face, 0])
        hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
        assert hit["defense"] == 1 + bonus


def test_manticores_pack_ignore_printed_defense() -> None:
    state = melee(("dungeon.manticores", True), "neutral.diamond_golems", [0, 0])
    hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
    assert hit["defense"] == 0 and hit["damage"] == 5


def test_minotaurs_draw_a_card_on_minus_one() -> None:
    state = melee(("dungeon.minotaurs", True), "neutral.trolls", [-1, 0])
    events = do(state, "attack:A1:D1")
    assert kinds(events, "hook")[0]["name"] == "draw_card"


def test_neutral_minotaurs_reroll_a_minus_one() -> None:
    state = battle({"b2": "castle.halberdiers"}, {"b4": "neutral.minotaurs"}, seed=seed_for([-1, -1, 0]))
    put(state, "A1", "b3")
    assert state.activation is not None and state.activation.unit == "D1"
    hit = kinds(do(state, "attack:D1:A1"), "strike")[0]
    assert hit["faces"] == [-1, -1] and hit["die"] == -1  # once only


# ---------------------------------------------------------------- paralysis, healing, more hits


def test_medusas_retaliation_paralyses() -> None:
    """Few: on a 0 (an adjacent shooter rolls two and keeps the worse); Pack: always."""
    for pack, faces, stuck in ((False, [0, 0], True), (False, [1, 1], False), (True, [1], True)):
        state = melee("castle.crusaders", ("dungeon.medusas", pack), [-1, *faces])
        do(state, "attack:A1:D1")
        assert state.unit("A1").paralysed is stuck


def test_troglodytes_pack_are_immune_to_paralysis() -> None:
    state = battle({"b2": ("dungeon.troglodytes", True)}, {"b4": "neutral.boars"})
    events: list = []
    effects.paralyse(state.unit("A1"), events)
    assert not state.unit("A1").paralysed and kinds(events, "immune")
    effects.paralyse(state.unit("D1"), events)
    assert state.unit("D1").paralysed


def test_azure_dragons_paralyse_on_minus_one() -> None:
    state = battle(
        {"b2": ("castle.archangels", True)}, {"b4": "neutral.azure_dragons"}, seed=seed_for([-1, -1, 0])
    )
    put(state, "A1", "b3")
    assert state.activation is not None and state.activation.unit == "D1"
    events = do(state, "attack:D1:A1")
    assert kinds(events, "paralysed") == [{"unit": "A1"}]
    assert [h["kind"] for h in kinds(events, "strike")] == ["attack", "retaliation"]  # it still answers
    assert kinds(events, "skipped") == [{"unit": "A1"}]  # and loses its activation


def test_wraiths_heal_on_activation_and_pack_make_the_enemy_discard() -> None:
    state = battle({"b2": ("necropolis.wraiths", True)}, {"b5": "neutral.boars"})
    state.unit("A1").damage = 3
    do(state, "end:A1")
    do(state, "end:D1")
    assert state.unit("A1").damage == 2


def test_pack_wraiths_make_a_hero_discard_a_random_card() -> None:
    state = battle({"b1": "dungeon.troglodytes"}, {"b5": ("necropolis.wraiths", True)})
    do(state, "end:D1")
    events = do(state, "end:A1")  # round 2: the Wraiths activate again
    assert {"name": "discard_random_card", "seat": 0} in kinds(events, "hook")


def test_pack_vampires_heal_after_attacking() -> None:
    state = melee(("necropolis.vampires", True), "neutral.trolls", [0])
    state.unit("A1").damage = 3
    do(state, "attack:A1:D1")
    assert state.unit("A1").damage == 1


def test_pack_liches_splash_a_unit_next_to_the_target() -> None:
    state = battle(
        {"b2": ("necropolis.liches", True)},
        {"b4": "neutral.boars", "c4": "neutral.peasants"},
        seed=seed_for([0, 0]),
    )
    assert "attack:A1:D1:D2" in keys(state) and "attack:A1:D1" not in keys(state)
    hits = kinds(do(state, "attack:A1:D1:D2"), "strike")
    assert [h["kind"] for h in hits] == ["attack", "extra"] and hits[1]["attack"] == 2


def test_pack_marksmen_shoot_a_distant_target_twice() -> None:
    state = battle(
        {"b2": ("castle.marksmen", True)}, {"b5": "neutral.crystal_dragons"}, seed=seed_for([0, 0])
    )
    do(state, "end:D1") if state.activation and state.activation.unit == "D1" else None
    hits = kinds(do(state, "attack:A1:D1"), "strike")
    assert [h["kind"] for h in hits] == ["attack", "second"]


def test_neutral_black_dragons_breathe_on_the_field_behind() -> None:
    state = battle(
        {"b1": "castle.halberdiers", "b2": "castle.marksmen"},
        {"b4": "neutral.black_dragons"},
        seed=seed_for([0, 0]),
    )
    assert state.activation is not None and state.activation.unit == "D1"
    do(state, "move:D1:b3")
    hits = kinds(do(state, "attack:D1:A2"), "strike")
    assert [(h["kind"], h["target"]) for h in hits][:2] == [("attack", "A2"), ("extra", "A1")] or hits[1][
        "kind"
    ] == "retaliation"


def test_pack_archangels_prevent_one_lethal_hit_on_another_unit() -> None:
    state = battle(
        {"a1": ("castle.archangels", True), "b2": "castle.halberdiers"},
        {"b4": "neutral.trolls"},
        seed=seed_for([1, 1]),
    )
    do(state, "end:A1")
    put(state, "D1", "b3")
    do(state, "attack:D1:A2")
    assert keys(state) == ["save:A2", "let:A2"]
    events = do(state, "save:A2")
    assert kinds(events, "saved") and state.unit("A2").alive and state.sides[0].prevent_used


def test_pack_halberdiers_may_void_the_die_by_discarding() -> None:
    host = Hand({0: [(CardPlay("spare", "map"), [])]})  # one card to discard, not playable in combat
    state = battle(
        {"b2": ("castle.halberdiers", True)}, {"b4": "neutral.trolls"}, seed=seed_for([1, 1, 1]), host=host
    )
    put(state, "D1", "b3")
    do(state, "attack:D1:A1", host)
    assert keys(state, host) == ["void:A1", "keep"]
    events = do(state, "void:A1", host)
    assert kinds(events, "hook")[0]["name"] == "discard_card" and kinds(events, "strike")[0]["die"] == 0


def test_neutral_halberdiers_guard_adjacent_allies() -> None:
    """An ally next to neutral Halberdiers counts as holding a defense token (a +1 on the extra
    roll adds 1 Defense); the token is not used up."""
    state = battle(
        {"b2": ("castle.archangels", True)},
        {"b4": "neutral.boars", "c4": "neutral.halberdiers"},
        seed=seed_for([0, 1]),
    )
    do(state, "move:A1:b3")
    hit = kinds(do(state, "attack:A1:D1"), "strike")[0]
    assert hit["defense_roll"] == 1 and hit["defense"] == 1


def test_spell_resistance_and_immunity() -> None:
    arrow = CardPlay("arrow", "instant", spell=True, target="D1")
    for key, taken in (
        (("dungeon.black_dragons", False), 1),
        (("dungeon.black_dragons", True), 0),
        ("neutral.boars", 3),
    ):
        host = Hand({0: [(arrow, [CardEffect("damage", "D1", 3)])]})
        state = battle({"a1": "castle.halberdiers"}, {"b5": key}, host=host)
        if state.activation and state.activation.unit == "D1":
            do(state, "end:D1", host)
        do(state, "play:A1:arrow@D1:n", host)
        assert state.unit("D1").damage == taken


def test_advantage_and_the_worse_of_two_cancel_to_one_die() -> None:
    """H-COMBAT-DICE: neutral Crusaders (better of two) retaliating against Few Dread Knights
    (a retaliation against them keeps the worse of two) roll one die."""
    state = melee("necropolis.dread_knights", "neutral.crusaders", [-1, 1])
    hits = kinds(do(state, "attack:A1:D1"), "strike")
    assert hits[1]["kind"] == "retaliation" and hits[1]["faces"] == [1]


def test_enchanters_heal_the_most_damaged_friend_else_gain_one_attack() -> None:
    state = battle(
        {"a1": "castle.halberdiers"},
        {"a5": "neutral.enchanters", "c4": "neutral.boars", "d4": "neutral.zombies"},
    )
    until(state, "A1")
    state.unit("D2").damage, state.unit("D3").damage = 1, 3
    do(state, "end:A1")
    until(state, "D1")
    assert state.unit("D3").damage == 1 and state.unit("D2").damage == 1
    alone = battle({"a1": "castle.halberdiers"}, {"a5": "neutral.enchanters"})
    until(alone, "D1")
    assert alone.unit("D1").bonus("attack") == 1


def test_neutral_ghost_dragons_push_on_a_zero() -> None:
    state = battle(
        {"b1": ("castle.archangels", True)}, {"b4": "neutral.ghost_dragons"}, seed=seed_for([0, 0])
    )
    put(state, "A1", "b2")
    until(state, "D1")
    do(state, "move:D1:b3")
    events = do(state, "attack:D1:A1")
    assert kinds(events, "pushed") == [{"unit": "A1", "from": "b2", "to": "b1"}]
