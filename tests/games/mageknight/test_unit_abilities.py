"""Unit abilities beyond plain Attack and Block (resolvers/combat_effects.py): Block counting twice
against Swift, a unit wounding itself, Shocktroops' bonuses and changed enemy attacks, Altem Mages'
Cold Fire / Siege, Delphana Masters' "destroyed if blocked", Scouts' peek and far exploring; and a check
that every unit ability in units.toml is implemented and tested."""

from __future__ import annotations

import re
from pathlib import Path

from bot.games.mageknight import interpret
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.exploration import explorable_slots
from bot.games.mageknight.state import GameState

from .builder import DATA, Table, act, assert_illegal, block, damage, next_phase, player


def _challenge(t: Table, *enemies: str) -> GameState:
    """Seat 0 next to rampaging ``enemies`` at 1,0, challenging them: the Ranged phase."""
    t = t.calm()
    for enemy in enemies:
        t.token("1,0", enemy)
    return act(t.build(), {"type": "challenge", "targets": "1,0"})


def _enemy(state: GameState, uid: str = "e1") -> object:
    assert state.turn is not None and state.turn.combat is not None
    return next(e for e in state.turn.combat.enemies if e.uid == uid)


def _combat(state: GameState) -> object:
    assert state.turn is not None and state.turn.combat is not None
    return state.turn.combat


# --------------------------------------------------------------------------- Block doubled vs Swift
def test_utem_guardsmen_block_counts_double_vs_swift() -> None:
    """Wolf Riders: Swift attack 3 needs Block 6; Utem Guardsmen's Block 4 counts twice (8)."""
    state = next_phase(
        _challenge(Table().unit("utem_guardsmen", uid="u1").unit("peasants", uid="u2"), "wolf_riders")
    )
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "units": "u2@1/block"}, "Not enough")
    after = act(state, {"type": "block", "enemy": "e1", "units": "u1@2"})
    assert _enemy(after).blocked == [True]
    assert player(after).units[0].spent


def test_utem_guardsmen_block_against_a_non_swift_attack_counts_once() -> None:
    """Against Prowlers' attack 4 (not Swift), Block 4 is just 4: enough, and nothing doubled."""
    state = next_phase(_challenge(Table().unit("utem_guardsmen", uid="u1"), "swordsmen"))
    assert_illegal(
        state, 0, {"type": "block", "enemy": "e1", "units": "u1@2"}, "Not enough: block physical 4"
    )


def test_altem_guardians_block_counts_double_vs_swift() -> None:
    """Werewolf: Swift attack 7 needs 14; Altem Guardians' Block 8 counts twice (16)."""
    state = next_phase(_challenge(Table().unit("altem_guardians", uid="u1"), "werewolf"))
    after = act(state, {"type": "block", "enemy": "e1", "units": "u1@2"})
    assert _enemy(after).blocked == [True]


def test_altem_guardians_resistances_for_every_unit() -> None:
    """Third ability (green mana): every unit has all three resistances this turn."""
    state = _challenge(Table().unit("altem_guardians", uid="u1").crystals(green=1), "prowlers")
    after = act(state, {"type": "activate", "unit": "u1", "ability": "3", "mana": "crystal:green"})
    assert after.turn is not None
    assert sorted(m["element"] for m in after.turn.mods("unit_resistance")) == ["fire", "ice", "physical"]
    assert player(after).crystals["green"] == 0 and player(after).units[0].spent


# --------------------------------------------------------------------------- Utem Swordsmen
def test_utem_swordsmen_big_block_wounds_the_unit() -> None:
    """Second ability: Block 6 (or Attack 6), then the unit is wounded."""
    state = next_phase(_challenge(Table().unit("utem_swordsmen", uid="u1"), "swordsmen"))
    after = act(state, {"type": "block", "enemy": "e1", "units": "u1@2/block"})
    assert _enemy(after).blocked == [True]
    unit = player(after).units[0]
    assert unit.wounds == 1 and unit.spent


def test_utem_swordsmen_first_ability_leaves_the_unit_unwounded() -> None:
    state = next_phase(_challenge(Table().unit("utem_swordsmen", uid="u1"), "orc_skirmishers"))
    after = act(state, {"type": "block", "enemy": "e1", "units": "u1@1/block", "attack": "1"})
    assert player(after).units[0].wounds == 0


# --------------------------------------------------------------------------- Shocktroops
def _to_attack_phase(state: GameState, *enemies: str) -> GameState:
    state = next_phase(next_phase(state))  # block phase, nothing blocked -> damage phase
    for uid in enemies:
        state = damage(state, uid)
    return next_phase(state)


def test_shocktroops_units_attack_bonus_for_the_other_units() -> None:
    """Wolf Riders: armor 4. Shocktroops' Ranged 1 + Peasants' Attack 2 +1 (bonus) = 4."""
    t = Table().unit("shocktroops", uid="u1").unit("peasants", uid="u2").unit("peasants", uid="u3")
    state = _to_attack_phase(_challenge(t, "wolf_riders"), "e1")
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "units": "u3@1/attack"}, "Not enough")
    after = act(state, {"type": "attack", "targets": "e1", "units": "u1@1,u2@1/attack"})
    assert _enemy(after).defeated
    assert player(after).fame == 3


def test_shocktroops_armor_and_attack_minus_one() -> None:
    """Second ability: Prowlers get Armor -1 (3 -> 2) and attack -1 (4 -> 3)."""
    from bot.games.mageknight import enemies as enemy_rules

    state = _challenge(Table().unit("shocktroops", uid="u1"), "prowlers")
    after = act(state, {"type": "activate", "unit": "u1", "ability": "2", "enemy": "e1"})
    ctx = Ctx(after, DATA)
    e = _enemy(after)
    combat = _combat(after)
    assert enemy_rules.armor(ctx, combat, e, "attack") == 2  # type: ignore[arg-type]
    assert enemy_rules.attack_value(ctx, combat, e, 0) == 3  # type: ignore[arg-type]
    assert player(after).units[0].spent


def test_shocktroops_enemy_attack_minus_three_and_damage_to_this_unit_first() -> None:
    """Third ability: Orc Trackers (Assassination) attack 4 -> 1, and its damage must go to the
    Shocktroops first, Assassination notwithstanding."""
    state = _challenge(Table().unit("shocktroops", uid="u1").unit("peasants", uid="u2"), "orc_trackers")
    state = act(state, {"type": "activate", "unit": "u1", "ability": "3", "enemy": "e1"})
    state = next_phase(next_phase(state))  # block phase -> damage phase
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1"}, "must go to Shocktroops")
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u2"}, "must go to Shocktroops")
    after = damage(state, "e1", "u1")
    shock = player(after).units[0]
    assert shock.wounds == 1
    assert player(after).hand.count("wound") == 0


# --------------------------------------------------------------------------- Altem Mages
def test_altem_mages_attacks_become_coldfire() -> None:
    """At Night, black mana: every attack becomes Cold Fire. Ironclads resist physical (armor 3):
    Rage 2 + a sideways 1 as Cold Fire = 3 is enough (physical would be halved to 1)."""
    t = Table().night().unit("altem_mages", uid="u1").hand("rage", "march").tokens("black")
    state = _to_attack_phase(_challenge(t, "ironclads"), "e1")
    items = "rage@basic/attack,march@sideways/attack"
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": items}, "Not enough")
    state = act(
        state, {"type": "activate", "unit": "u1", "ability": "3", "mode": "coldfire", "mana": "token:black"}
    )
    after = act(state, {"type": "attack", "targets": "e1", "cards": items})
    assert _enemy(after).defeated


def test_altem_mages_attacks_become_siege() -> None:
    """Siege: normal attacks count in the Ranged & Siege phase (Prowlers, armor 3: Rage 2 + 1)."""
    t = Table().night().unit("altem_mages", uid="u1").hand("rage", "march").tokens("black")
    state = _challenge(t, "prowlers")
    items = "rage@basic/attack,march@sideways/attack"
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": items}, "Only Ranged and Siege")
    state = act(
        state, {"type": "activate", "unit": "u1", "ability": "3", "mode": "siege", "mana": "token:black"}
    )
    after = act(state, {"type": "attack", "targets": "e1", "cards": items})
    assert _enemy(after).defeated


# --------------------------------------------------------------------------- Delphana Masters
def test_delphana_masters_destroy_if_blocked() -> None:
    """Red mana: Prowlers are marked; once their attack is blocked, the Block phase ends with them
    destroyed (Fame 2)."""
    t = Table().unit("delphana_masters", uid="u1").unit("utem_guardsmen", uid="u2").crystals(red=1)
    state = _challenge(t, "prowlers")
    state = act(
        state, {"type": "activate", "unit": "u1", "ability": "2", "enemy": "e1", "mana": "crystal:red"}
    )
    assert _enemy(state).destroy_if_blocked  # type: ignore[attr-defined]
    state = block(next_phase(state), "e1", units="u2@2")
    after = next_phase(state)
    assert _enemy(after).defeated
    assert player(after).fame == 2


def test_delphana_masters_mark_does_nothing_if_not_blocked() -> None:
    t = Table().unit("delphana_masters", uid="u1").crystals(red=1)
    state = _challenge(t, "prowlers")
    state = act(
        state, {"type": "activate", "unit": "u1", "ability": "2", "enemy": "e1", "mana": "crystal:red"}
    )
    after = next_phase(next_phase(state))
    assert not _enemy(after).defeated


def test_delphana_masters_arcane_immunity_stops_the_mark() -> None:
    t = Table().unit("delphana_masters", uid="u1").crystals(red=1)
    state = _challenge(t, "sorcerers")
    after = act(
        state, {"type": "activate", "unit": "u1", "ability": "2", "enemy": "e1", "mana": "crystal:red"}
    )
    assert not _enemy(after).destroy_if_blocked  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- Scouts
def test_scouts_peek_enemy_and_fame_bonus() -> None:
    """Scouts look at the face-down token next door (privately); defeating that very token this turn
    gives Fame +1 more."""
    t = Table().calm().unit("scouts", uid="u1").hand("rage", "march").token("1,0", "prowlers", face_up=False)
    state = t.build()
    out = act(state, {"type": "activate", "unit": "u1", "ability": "2", "target": "1,0"})
    assert out.turn is not None and [m.params for m in out.turn.mods("peeked")] == [
        {"target": "1,0", "enemy": "prowlers", "fame": 1}
    ]
    state = act(out, {"type": "challenge", "targets": "1,0"})
    state = _to_attack_phase(state, "e1")
    after = act(
        state, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack,march@sideways/attack"}
    )
    assert player(after).fame == 3  # Prowlers 2 + Scouts 1


def test_scouts_peek_names_what_is_possible() -> None:
    state = Table().calm().unit("scouts", uid="u1").build()
    assert_illegal(state, 0, {"type": "activate", "unit": "u1", "ability": "2", "target": "9,9"}, "Possible")


def test_scouts_move_and_explore_distance() -> None:
    """Third ability: Move 2 and tiles may be explored from 2 spaces away this turn."""
    state = Table().calm().unit("scouts", uid="u1").build()
    before = explorable_slots(Ctx(state, DATA), player(state))
    after = act(state, {"type": "activate", "unit": "u1", "ability": "3"})
    assert after.turn is not None
    assert after.turn.move == 2 and after.turn.total("explore_distance") == 2
    assert set(before) <= set(explorable_slots(Ctx(after, DATA), player(after)))


def test_scouts_siege_attack() -> None:
    """First ability: Siege Attack 1 in the Ranged phase (not enough alone against Prowlers)."""
    state = _challenge(Table().unit("scouts", uid="u1"), "prowlers")
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "units": "u1@1"}, "Not enough: physical 1")


# --------------------------------------------------------------------------- every unit ability
def test_every_unit_ability_is_implemented_and_tested() -> None:
    """Each ability of each unit in units.toml uses only implemented kinds, and each unit id is named
    in some test of this suite."""
    missing = [
        f"{u.id}@{i}"
        for u in DATA.units.values()
        for i, a in enumerate(u.abilities, 1)
        if not interpret.implemented(a.effect)
    ]
    assert not missing, f"unit abilities not implemented: {missing}"
    here = Path(__file__).parent
    text = "\n".join(p.read_text() for p in here.rglob("test_*.py"))
    untested = [u for u in DATA.units if not re.search(rf"\b{re.escape(u)}\b", text)]
    assert not untested, f"units no test names: {untested}"


# --------------------------------------------------------------------------- the other units' lines
def test_illusionists_enemy_skips_attack_only_unfortified() -> None:
    """White mana: an unfortified enemy does not attack; a fortified one cannot be chosen."""
    t = Table().unit("illusionists", uid="u1").crystals(white=1)
    after = act(
        _challenge(t, "prowlers"),
        {"type": "activate", "unit": "u1", "ability": "2", "enemy": "e1", "mana": "crystal:white"},
    )
    assert _enemy(after).blocked == [True]
    state = _challenge(Table().unit("illusionists", uid="u1").crystals(white=1), "diggers")
    action = {"type": "activate", "unit": "u1", "ability": "2", "enemy": "e1", "mana": "crystal:white"}
    assert_illegal(state, 0, action, "fortified")


def test_amotep_freezers_skip_attack_and_armor_minus_three() -> None:
    """Blue mana: Swordsmen (armor 5) do not attack and have Armor 2; an Ice resistant enemy is untouched."""
    from bot.games.mageknight import enemies as enemy_rules

    t = Table().unit("amotep_freezers", uid="u1").crystals(blue=1)
    action = {"type": "activate", "unit": "u1", "ability": "2", "enemy": "e1", "mana": "crystal:blue"}
    after = act(_challenge(t, "swordsmen"), action)
    e = _enemy(after)
    assert e.blocked == [True]  # type: ignore[attr-defined]
    assert enemy_rules.armor(Ctx(after, DATA), _combat(after), e, "attack") == 2  # type: ignore[arg-type]
    t = Table().unit("amotep_freezers", uid="u1").crystals(blue=1)
    after = act(_challenge(t, "ice_mages"), action)
    assert _enemy(after).blocked == [False]  # type: ignore[attr-defined]


def test_utem_crossbowmen_ranged_attack() -> None:
    """Two Crossbowmen's Ranged Attack 2 + 2 defeat Prowlers (armor 3) in the Ranged phase."""
    state = _challenge(
        Table().unit("utem_crossbowmen", uid="u1").unit("utem_crossbowmen", uid="u2"), "prowlers"
    )
    after = act(state, {"type": "attack", "targets": "e1", "units": "u1@2,u2@2"})
    assert _enemy(after).defeated


def test_northern_monks_ice_block() -> None:
    """Blue mana: Ice Block 4 counts in full against Fire Mages' Fire attack 6 (4 + 4 = 8); their
    physical Block 3 would be halved."""
    t = Table().unit("northern_monks", uid="u1").unit("northern_monks", uid="u2").crystals(blue=2)
    state = next_phase(_challenge(t, "fire_mages"))
    weak = {"type": "block", "enemy": "e1", "units": "u1@2/ice-block+mana=crystal:blue,u2@1/block"}
    assert_illegal(state, 0, weak, "Not enough")
    items = "u1@2/ice-block+mana=crystal:blue,u2@2/ice-block+mana=crystal:blue"
    after = act(state, {"type": "block", "enemy": "e1", "units": items})
    assert _enemy(after).blocked == [True]
    assert player(after).crystals["blue"] == 0


def test_savage_monks_siege_attack() -> None:
    """Green mana: Siege Attack 4 defeats fortified Diggers (armor 3) in the Ranged phase."""
    t = Table().unit("savage_monks", uid="u1").crystals(green=1)
    after = act(
        _challenge(t, "diggers"), {"type": "attack", "targets": "e1", "units": "u1@2+mana=crystal:green"}
    )
    assert _enemy(after).defeated


def test_amotep_gunners_fire_ranged_attack() -> None:
    """Red mana: Fire Ranged Attack 6 defeats Swordsmen (armor 5) in the Ranged phase."""
    t = Table().unit("amotep_gunners", uid="u1").crystals(red=1)
    after = act(
        _challenge(t, "swordsmen"), {"type": "attack", "targets": "e1", "units": "u1@2+mana=crystal:red"}
    )
    assert _enemy(after).defeated


def test_delphana_masters_several_abilities_in_one_activation() -> None:
    """Delphana Masters may use different abilities in the same activation, each paid, each once:
    green Armor -5 (Ironclads 3 -> 1, not below 1) then white: they lose their physical resistance."""
    from bot.games.mageknight import enemies as enemy_rules

    t = Table().unit("delphana_masters", uid="u1").crystals(green=1, white=1, blue=1)
    state = _challenge(t, "ironclads")
    state = act(
        state, {"type": "activate", "unit": "u1", "ability": "3", "enemy": "e1", "mana": "crystal:green"}
    )
    again = {"type": "activate", "unit": "u1", "ability": "3", "enemy": "e1", "mana": "crystal:blue"}
    assert_illegal(state, 0, again, "already used its ability 3")
    after = act(
        state, {"type": "activate", "unit": "u1", "ability": "4", "enemy": "e1", "mana": "crystal:white"}
    )
    e = _enemy(after)
    assert enemy_rules.armor(Ctx(after, DATA), _combat(after), e, "attack") == 1  # type: ignore[arg-type]
    assert enemy_rules.resistances(Ctx(after, DATA), e) == frozenset()  # type: ignore[arg-type]
    assert player(after).crystals == {"red": 0, "blue": 1, "green": 0, "white": 0}
