"""§7.7 Combat outcome per site (conquest, Shields, retreat, tokens staying face up or discarded,
burned monastery, rampaging Reputation) and §7.8 city assaults (defender bonuses by colour, Shields
in order, the leader). Reputation values: §4.7."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import IllegalActionError

from ..builder import Table, act, player
from .kit import (
    HERE,
    SITE,
    THERE,
    assault,
    combat,
    declare,
    defeat,
    discards,
    enemy,
    fight,
    finish,
    site_table,
    table,
    to_attack,
    to_phase,
)


def won(state: Any, *uids: str) -> Any:
    """Defeat ``uids`` in the Attack phase and end the combat."""
    return finish(defeat(to_attack(state), *uids) if uids else to_attack(state))


# ----------------------------------------------------------------------------- fortified sites
def test_a_conquered_keep_gets_your_shield_and_you_stay_on_it() -> None:
    """§7.7 fortified site: all defenders defeated: Shield on the keep; you end the turn on it."""
    state = won(assault("keep", "swordsmen"), "e1")
    assert state.spaces[SITE].owner == 0 and state.spaces[SITE].tokens == []
    assert player(state).position == [1, 0] and "swordsmen" in discards(state, "grey")


def test_a_conquered_mage_tower_gives_a_spell_at_the_end_of_the_turn() -> None:
    """§7.7: mage tower: Shield + 1 Spell reward at the end of the turn (not before)."""
    state = won(assault("mage_tower", "monks"), "e1")
    assert state.spaces[SITE].owner == 0
    assert state.turn is not None and {"gain_card": "spell"} in state.turn.rewards


def test_a_failed_assault_retreats_to_the_space_attacked_from() -> None:
    """§7.7: a fortified site not conquered: retreat to the space you attacked from; the garrison
    stays (Reputation -1 was paid anyway)."""
    state = won(assault("keep", "swordsmen"))
    assert player(state).position == [0, 0] and state.spaces[SITE].owner is None
    assert [t.enemy for t in state.spaces[SITE].tokens] == ["swordsmen"]
    assert player(state).reputation == -1


def test_a_partly_defeated_garrison_is_not_conquered() -> None:
    """§7.7: every defender must be defeated (two-token garrison, one defeated): the defeated one is
    gone, the other stays, and the hero retreats."""
    state = won(assault("keep", "swordsmen", "golems"), "e1")
    assert [t.enemy for t in state.spaces[SITE].tokens] == ["golems"]
    assert state.spaces[SITE].owner is None and player(state).position == [0, 0]


# ----------------------------------------------------------------------------- rampaging enemies
@pytest.mark.parametrize(
    ("foes", "rep"), [(("prowlers",), 1), (("prowlers", "diggers"), 2), (("fire_dragon",), 2)]
)
def test_defeated_rampaging_enemies_leave_an_empty_space_and_give_reputation(
    foes: tuple[str, ...], rep: int
) -> None:
    """§7.7 / §4.7: tokens removed, the space is empty, no Shield; Reputation +1 per orc, +2 per
    Draconum."""
    state = fight(*foes)
    state = won(state, *[e.uid for e in combat(state).enemies])
    space = state.spaces[THERE]
    assert space.tokens == [] and space.rampaging is None and space.owner is None
    assert player(state).reputation == rep


def test_a_surviving_rampaging_enemy_stays() -> None:
    """§7.7: a rampaging enemy that survives stays on its space (still rampaging); no Reputation."""
    state = won(fight("prowlers", "diggers"), "e1")
    space = state.spaces[THERE]
    assert [t.enemy for t in space.tokens] == ["diggers"] and space.rampaging == "orcs"
    assert player(state).reputation == 1


def test_orcs_defending_a_site_give_no_reputation() -> None:
    """§4.7: orcs that are not rampaging give no Reputation (a keep held by orcs: only the -1)."""
    state = won(assault("keep", "prowlers"), "e1")
    assert player(state).reputation == -1


# ----------------------------------------------------------------------------- adventure sites
def _enter(site: str, *stack: str, colour: str = "brown", **kw: Any) -> Any:
    t = table(**kw).space(HERE, "plains", site).at(HERE).enemy_stack(colour, *stack)
    return act(t.build(), {"type": "enter"})


@pytest.mark.parametrize(
    ("site", "colour", "foe"), [("dungeon", "brown", "minotaur"), ("tomb", "red", "fire_dragon")]
)
def test_a_lost_dungeon_or_tomb_discards_the_drawn_tokens(site: str, colour: str, foe: str) -> None:
    """§7.7: dungeon, tomb: undefeated drawn tokens are discarded; new ones next time."""
    state = won(_enter(site, foe, colour=colour))
    assert state.spaces[HERE].tokens == [] and state.spaces[HERE].owner is None
    assert foe in discards(state, colour)


def test_a_won_dungeon_gets_your_shield_and_a_reentry_gives_fame_only() -> None:
    """§7.7 adventure site: Shield; §6.2 [EXT] a conquered dungeon can be entered again for Fame only."""
    state = won(_enter("dungeon", "minotaur"), "e1")
    assert state.spaces[HERE].owner == 0 and player(state).fame == 4
    again = table().space(HERE, "plains", "dungeon", owner=0).at(HERE).enemy_stack("brown", "gargoyle")
    state = act(again.build(), {"type": "enter"})
    assert combat(state).kind == "adventure_again"
    state = won(state, "e1")
    assert player(state).fame == 4 and state.turn is not None and state.turn.rewards == []


def test_monster_den_survivors_stay_face_up_for_the_next_hero() -> None:
    """§7.7: monster den: surviving tokens stay face up on the space; the next hero fights the same
    enemy (no new draw)."""
    state = won(_enter("monster_den", "gargoyle"))
    assert [(t.enemy, t.face_up) for t in state.spaces[HERE].tokens] == [("gargoyle", True)]
    assert state.spaces[HERE].owner is None and "gargoyle" not in discards(state, "brown")
    nxt = table().space(HERE, "plains", "monster_den").at(HERE)
    nxt.state.spaces[HERE].tokens = list(state.spaces[HERE].tokens)
    again = act(nxt.build(), {"type": "enter"})
    assert [e.enemy for e in combat(again).enemies] == ["gargoyle"]


def test_spawning_grounds_partly_defeated_keep_the_survivor() -> None:
    """§7.7: spawning grounds: the defeated token is removed, the survivor stays face up, no Shield."""
    state = won(_enter("spawning_grounds", "gargoyle", "minotaur"), "e1")
    assert [(t.enemy, t.face_up) for t in state.spaces[HERE].tokens] == [("minotaur", True)]
    assert state.spaces[HERE].owner is None


def test_conquered_spawning_grounds_get_your_shield() -> None:
    """§7.7: all enemies of the site defeated: Shield, reward at the end of the turn."""
    state = won(_enter("spawning_grounds", "gargoyle", "minotaur"), "e1", "e2")
    assert state.spaces[HERE].owner == 0 and state.spaces[HERE].tokens == []


# ----------------------------------------------------------------------------- monastery
def _burn(**kw: Any) -> Any:
    t = table(**kw).space(HERE, "plains", "monastery").at(HERE).enemy_stack("violet", "monks")
    return act(t.build(), {"type": "burn"})


def test_a_burned_monastery_gets_your_shield_and_an_artifact() -> None:
    """§6.2 / §7.7: defender defeated: Shield, the monastery is burned, 1 Artifact at end of turn."""
    state = won(_burn(), "e1")
    space = state.spaces[HERE]
    assert space.burned and space.owner == 0
    assert state.turn is not None and {"gain_card": "artifact"} in state.turn.rewards
    assert player(state).reputation == -3


def test_a_monastery_that_stands_discards_its_defender() -> None:
    """§6.2 / §7.7: lost: the token is discarded (a new one is drawn next time), Reputation -3 paid."""
    state = won(_burn())
    assert not state.spaces[HERE].burned and "monks" in discards(state, "violet")
    assert player(state).reputation == -3


# ----------------------------------------------------------------------------- cities (§7.8)
def city(colour: str, *defenders: str, seats: int = 1, **kw: Any) -> Any:
    t = site_table("city", *defenders, **kw) if seats == 1 else _two_seat_city(*defenders)
    st = t.state
    st.scenario = "full_conquest"  # First Reconnaissance cities cannot be entered (R-FR-CITY)
    st.spaces[SITE].city = colour
    return act(t.build(), {"type": "move", "hex": SITE})


def _two_seat_city(*defenders: str) -> Table:
    t = Table("arythea", "tovak", seed="combat").calm().space(SITE, "plains", "city").at("0,0").moves(3)
    t.at("3,-1", seat=1)
    for e in defenders:
        t.token(SITE, e, rampaging=None)
    return t


def test_white_city_defenders_have_one_more_armor() -> None:
    """§7.8 White: all defenders +1 Armor (Swordsmen 5 -> 6)."""
    state = to_attack(city("white", "swordsmen"))
    with pytest.raises(IllegalActionError, match="vs armor 6"):
        declare(state, "attack", "e1", [(5, "physical", "melee")])


def test_blue_city_raises_fire_and_ice_attacks_by_two_and_cold_fire_by_one() -> None:
    """§7.8 Blue: Fire or Ice attack +2 (Fire Mages 6 -> 8), Cold Fire +1 (Altem Mages 4 -> 5),
    physical unchanged (Swordsmen 6)."""
    state = to_phase(city("blue", "fire_mages", "altem_mages", "swordsmen"), "block")
    for uid, value in (("e1", 8), ("e2", 5), ("e3", 6)):
        with pytest.raises(IllegalActionError, match=f"attack {value}"):
            declare(state, "block", uid, [(0, "physical", "block")])


def test_red_city_makes_physical_attackers_brutal() -> None:
    """§7.8 Red: defenders with a physical attack gain Brutal (Swordsmen 6 -> 12 damage = 6 Wounds);
    a Fire attacker does not (Fire Mages 6 -> 3 Wounds)."""
    state = to_phase(city("red", "swordsmen", "fire_mages"), "damage")
    state = act(state, {"type": "damage", "enemy": "e1"})
    assert player(state).hand.count("wound") == 6
    state = act(state, {"type": "damage", "enemy": "e2"})
    assert player(state).hand.count("wound") == 9


def test_green_city_makes_physical_attackers_poisonous() -> None:
    """§7.8 Green: defenders with a physical attack gain Poison."""
    state = to_phase(city("green", "guardsmen"), "damage")
    state = act(state, {"type": "damage", "enemy": "e1"})
    p = player(state)
    assert p.hand.count("wound") == 2 and p.discard.count("wound") == 2


def test_city_bonuses_are_for_defenders_only() -> None:
    """§7.8: the bonus is the defenders'; a rampaging enemy provoked on the way gets none."""
    state = city("white", "swordsmen")
    assert enemy(state, "e1").role == "defender"
    state2 = fight("swordsmen")
    assert combat(state2).city is None


def test_city_shields_one_per_defeated_defender_and_the_hero_withdraws() -> None:
    """§7.7-§7.8: one Shield per defeated defender, in order; defenders left: not conquered, the
    hero withdraws."""
    state = won(city("white", "swordsmen", "golems"), "e1")
    space = state.spaces[SITE]
    assert space.shields == [0] and space.owner is None
    assert [t.enemy for t in space.tokens] == ["golems"] and player(state).position == [0, 0]


def test_a_conquered_city_has_a_leader() -> None:
    """§7.8: all defenders defeated (over several assaults): the leader is the player with the most
    Shields; ties go to the earliest Shield."""
    state = won(city("white", "swordsmen", "golems"), "e1", "e2")
    space = state.spaces[SITE]
    assert space.shields == [0, 0] and space.owner == 0
