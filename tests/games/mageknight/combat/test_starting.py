"""§7.1 Starting a combat: the six ways (assault, another player's keep, adventure sites, burning a
monastery, challenging, provoking), the combinations the rulebook allows, and one combat per turn.
Site details: §6.2; Night rules in dungeons and tombs: §4.3; units in sites: §6.2 [EXT]."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalActionError

from ..builder import Table, act, assert_illegal, damage, player
from .kit import (
    BESIDE_SITE,
    FLANK,
    HERE,
    SITE,
    THERE,
    assault,
    combat,
    defeat,
    discards,
    fame,
    fight,
    finish,
    rampaging,
    site_table,
    table,
    to_attack,
    to_phase,
)


# ----------------------------------------------------------------------------- 1. assault
def test_assaulting_a_keep_fights_its_fortified_garrison_and_costs_reputation() -> None:
    """§7.1 item 1 / §4.7: entering an unconquered keep is an assault: its grey garrison defends,
    fortified; Reputation -1 whatever the result; unspent Move is lost once the action starts (§3.4)."""
    state = assault("keep", "guardsmen")
    c = combat(state)
    assert c.kind == "assault" and c.phase == "ranged" and c.site_hex == SITE
    [e] = c.enemies
    assert (e.enemy, e.role, e.site_fortified) == ("guardsmen", "defender", True)
    assert player(state).reputation == -1
    assert player(state).position == [1, 0]
    assert state.turn is not None and state.turn.move == 0 and state.turn.action == "combat"


def test_assaulting_a_mage_tower_fights_its_violet_defender() -> None:
    """§6.2 Mage Tower: the violet defender is fortified; Reputation -1."""
    state = assault("mage_tower", "ice_mages")
    [e] = combat(state).enemies
    assert (e.enemy, e.site_fortified) == ("ice_mages", True)
    assert player(state).reputation == -1


def test_entering_your_own_keep_is_no_assault() -> None:
    """§6.2 Keep: a keep you own is not assaulted again (no combat, no Reputation loss)."""
    state = act(site_table("keep", owner=0).build(), {"type": "move", "hex": SITE})
    assert state.turn is not None and state.turn.combat is None
    assert player(state).reputation == 0


def _others_keep(defender: str) -> Table:
    t = Table("arythea", "tovak", seed="combat").calm()
    t.space(SITE, "plains", "keep", owner=1).at("0,0").at("3,-1", seat=1).moves(2)
    return t.enemy_stack("grey", defender)


def test_another_players_keep_with_its_owner_inside_is_not_entered_r_no_pvp() -> None:
    """§6.2: with its owner there, entering another player's keep is PvP (§7.9), which this version does
    not play (R-NO-PVP): the move is refused and nothing changes."""
    t = _others_keep("guardsmen")
    t.at(SITE, seat=1)
    assert_illegal(t.build(), 0, {"type": "move", "hex": SITE}, "R-NO-PVP")


def test_another_players_empty_keep_draws_a_grey_garrison_worth_half_fame() -> None:
    """§7.1 item 2 / §6.2: another player's keep with its owner away: Reputation -1, one random grey
    token defends it, fortified, and is worth half its Fame (rounded up, [EXT]); winning replaces the
    owner's Shield with yours."""
    state = act(_others_keep("guardsmen").build(), {"type": "move", "hex": SITE})
    [e] = combat(state).enemies
    assert (e.enemy, e.role, e.half_fame, e.site_fortified) == ("guardsmen", "defender", True, True)
    assert player(state).reputation == -1
    state = defeat(to_attack(state), "e1")
    assert fame(state) == 2  # Guardsmen are worth 3: half, rounded up
    state = finish(state)
    assert state.spaces[SITE].owner == 0
    assert "guardsmen" in discards(state, "grey")


# ----------------------------------------------------------------------------- 5. challenge
def test_challenging_an_adjacent_rampaging_enemy() -> None:
    """§7.1 item 5: challenge an adjacent rampaging enemy; it is not fortified."""
    state = fight("prowlers")
    c = combat(state)
    [e] = c.enemies
    assert (c.kind, e.role, e.origin, e.site_fortified) == ("rampaging", "rampaging", THERE, False)
    assert c.site_hex is None and player(state).position == [2, -2]


def test_challenging_several_adjacent_spaces_at_once() -> None:
    """§7.1 item 5 / §6.2: several adjacent rampaging enemies may be challenged together, and only the
    chosen ones fight."""
    t = rampaging(table(), THERE, "prowlers")
    rampaging(t, "1,-2", "diggers")
    rampaging(t, "2,-1", "wolf_riders")
    state = act(t.at(HERE).build(), {"type": "challenge", "targets": f"{THERE};1,-2"})
    assert sorted(e.enemy for e in combat(state).enemies) == ["diggers", "prowlers"]


def test_challenging_a_space_that_is_not_adjacent_is_refused() -> None:
    """§6.2: rampaging enemies are challenged from an adjacent space; the error lists the adjacent ones."""
    t = rampaging(rampaging(table(), THERE, "prowlers"), "4,-2", "diggers").at(HERE)
    assert_illegal(t.build(), 0, {"type": "challenge", "targets": "4,-2"}, r"Adjacent rampaging: 3,-2")


# ----------------------------------------------------------------------------- 6. provoke
def test_moving_past_a_rampaging_enemy_provokes_it() -> None:
    """§7.1 item 6 / §5.2: a step between two spaces both next to a rampaging enemy provokes it: the
    combat is mandatory and ends the movement."""
    t = rampaging(table(), FLANK, "prowlers").space(SITE, "plains").at("0,0").moves(2)
    state = act(t.build(), {"type": "move", "hex": SITE})
    c = combat(state)
    assert c.kind == "rampaging" and [e.enemy for e in c.enemies] == ["prowlers"]
    assert_illegal(state, 0, {"type": "move", "hex": "2,0"}, "You are in a combat")


def test_provoking_lets_you_challenge_other_adjacent_rampaging_enemies() -> None:
    """§7.1: when your movement started the combat you may also challenge rampaging enemies next to the
    space you moved into."""
    t = rampaging(table(), FLANK, "prowlers").space(SITE, "plains")
    rampaging(t, BESIDE_SITE, "diggers")
    state = act(t.at("0,0").moves(2).build(), {"type": "move", "hex": SITE, "challenge": BESIDE_SITE})
    assert sorted(e.enemy for e in combat(state).enemies) == ["diggers", "prowlers"]


def test_challenging_along_a_move_that_starts_no_combat_is_refused() -> None:
    """§7.1: the extra challenge rides on a move that starts a combat; otherwise challenge is an action
    of its own."""
    t = rampaging(table(), BESIDE_SITE, "diggers").space(SITE, "plains").at("0,0").moves(2)
    assert_illegal(t.build(), 0, {"type": "move", "hex": SITE, "challenge": BESIDE_SITE}, "only possible")


def test_assault_that_provokes_fights_both_and_the_provoked_are_not_needed_to_conquer() -> None:
    """§7.1 combining: an assault that provokes fights the defenders and the provoked enemies; the
    rampaging ones are not fortified and need not be defeated to conquer the site (§7.7)."""
    t = site_table("keep", "guardsmen")
    state = act(rampaging(t, FLANK, "prowlers").build(), {"type": "move", "hex": SITE})
    by_enemy = {e.enemy: e for e in combat(state).enemies}
    assert by_enemy["guardsmen"].site_fortified and not by_enemy["prowlers"].site_fortified
    assert by_enemy["prowlers"].role == "rampaging"
    state = finish(defeat(to_attack(state), by_enemy["guardsmen"].uid))
    assert state.spaces[SITE].owner == 0
    assert [tok.enemy for tok in state.spaces[FLANK].tokens] == ["prowlers"]  # it stays


def test_assault_with_a_challenge_the_challenged_join_unfortified() -> None:
    """§7.1: in an assault, challenged rampaging enemies join the defenders but are not fortified."""
    t = rampaging(site_table("keep", "guardsmen"), BESIDE_SITE, "diggers")
    state = act(t.build(), {"type": "move", "hex": SITE, "challenge": BESIDE_SITE})
    by_enemy = {e.enemy: e for e in combat(state).enemies}
    assert by_enemy["diggers"].role == "rampaging" and not by_enemy["diggers"].site_fortified


# ----------------------------------------------------------------------------- 3. adventure sites
def _enter(site: str, *stack: str, colour: str = "brown", night: bool = False, **kw: object) -> Table:
    t = table(**kw).space(HERE, "plains", site).at(HERE).enemy_stack(colour, *stack)  # type: ignore[arg-type]
    return t.night() if night else t


def test_entering_a_dungeon_draws_a_brown_enemy_without_units_under_night_rules() -> None:
    """§6.2 Dungeon [EXT]: one brown token, no units, Night mana rules; entering is the turn's action."""
    state = act(_enter("dungeon", "minotaur").build(), {"type": "enter"})
    c = combat(state)
    assert [e.enemy for e in c.enemies] == ["minotaur"] and c.kind == "adventure"
    assert c.night_rules and not c.units_allowed


def test_in_a_dungeon_by_day_gold_mana_cannot_be_used() -> None:
    """§4.3: Night rules in dungeons and tombs: gold mana cannot be used, even by Day; outside, by Day,
    a gold die pays for a red card."""
    t = _enter("dungeon", "minotaur", hand=("rage",)).source("gold", "gold", "gold")
    state = act(t.build(), {"type": "enter"})
    state = to_attack(state)
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": "rage@powered+mana=die:gold"})
    outside = to_attack(fight("prowlers", hand=("rage",)))
    for d in outside.source:  # the same gold dice, no Night rules
        d.colour = "gold"
    state = act(outside, {"type": "attack", "targets": "e1", "cards": "rage@powered+mana=die:gold"})
    assert combat(state).enemies[0].defeated


def test_in_a_dungeon_black_mana_is_usable_by_day() -> None:
    """§4.3: under Night rules a black die can be taken from the Source (by Day it is depleted)."""
    from bot.games.mageknight import mana

    t = _enter("dungeon", "minotaur", hand=("rage",)).source("black", "black", "red")
    state = act(t.build(), {"type": "enter"})
    assert state.turn is not None
    assert "die:black" in mana.payment_options(state, player(state), state.turn, "black")
    state.turn.combat = None
    assert "die:black" not in mana.payment_options(state, player(state), state.turn, "black")


def test_units_cannot_take_damage_in_a_dungeon() -> None:
    """§6.2 Dungeon [EXT]: no units: damage cannot be assigned to them."""
    state = act(_enter("dungeon", "minotaur", units=("peasants",)).build(), {"type": "enter"})
    state = to_phase(state, "damage")
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u1"}, "Units cannot")


def test_entering_a_tomb_draws_a_red_draconum() -> None:
    """§6.2 Tomb [EXT]: one red token; Night rules; no units."""
    state = act(_enter("tomb", "fire_dragon", colour="red").build(), {"type": "enter"})
    c = combat(state)
    assert [e.enemy for e in c.enemies] == ["fire_dragon"] and c.night_rules and not c.units_allowed


def test_entering_a_monster_den_puts_its_brown_token_face_up_on_the_space() -> None:
    """§6.2 Monster Den [EXT]: one brown token, fought where it lies (units allowed, Day rules)."""
    state = act(_enter("monster_den", "gargoyle").build(), {"type": "enter"})
    c = combat(state)
    assert [e.enemy for e in c.enemies] == ["gargoyle"] and c.units_allowed and not c.night_rules
    assert [(tok.enemy, tok.face_up) for tok in state.spaces[HERE].tokens] == [("gargoyle", True)]


def test_entering_spawning_grounds_fights_two_brown_tokens() -> None:
    """§6.2 Spawning Grounds [EXT]: two brown tokens."""
    state = act(_enter("spawning_grounds", "gargoyle", "minotaur").build(), {"type": "enter"})
    assert [e.enemy for e in combat(state).enemies] == ["gargoyle", "minotaur"]


def test_entering_is_refused_off_an_adventure_site() -> None:
    """§7.1 item 3: only an adventure site can be entered."""
    state = table().at(HERE).build()
    assert_illegal(state, 0, {"type": "enter"}, "not on an adventure site")


def test_no_challenge_when_entering_an_adventure_site() -> None:
    """§7.1: entering an adventure site fights only its enemies; a rampaging neighbour stays out."""
    t = rampaging(_enter("dungeon", "minotaur"), THERE, "prowlers")
    state = act(t.build(), {"type": "enter"})
    assert [e.enemy for e in combat(state).enemies] == ["minotaur"]


# ----------------------------------------------------------------------------- 4. burn a monastery
def test_burning_a_monastery_costs_three_reputation_and_allows_no_units() -> None:
    """§6.2 Monastery: burning is an action: Reputation -3, a random violet enemy defends it, and units
    cannot be used in this combat [EXT]."""
    t = table(units=("peasants",)).space(HERE, "plains", "monastery").at(HERE).enemy_stack("violet", "monks")
    state = act(t.build(), {"type": "burn"})
    c = combat(state)
    assert c.kind == "burn" and [e.enemy for e in c.enemies] == ["monks"] and not c.units_allowed
    assert player(state).reputation == -3
    state = to_phase(state, "damage")
    assert_illegal(state, 0, {"type": "damage", "enemy": "e1", "units": "u1"}, "Units cannot")


def test_a_burned_monastery_cannot_be_burned_again() -> None:
    """§6.2: a burned monastery is an empty space for the rest of the game."""
    t = table().space(HERE, "plains", "monastery", burned=True, owner=0).at(HERE)
    assert_illegal(t.build(), 0, {"type": "burn"}, "not a burned one")


# ----------------------------------------------------------------------------- one combat per turn
def test_one_combat_per_turn_and_no_movement_after_it() -> None:
    """§7.1: only one combat per turn; the combat is the turn's action, after which there is no more
    movement (§3.4)."""
    t = rampaging(table(), THERE, "prowlers")
    rampaging(t, "1,-2", "diggers")
    state = act(t.at(HERE).build(), {"type": "challenge", "targets": THERE})
    assert_illegal(state, 0, {"type": "challenge", "targets": "1,-2"}, "already taken your action")
    state = to_attack(state)
    state = finish(state)
    assert state.turn is not None and state.turn.combat is None
    assert_illegal(state, 0, {"type": "challenge", "targets": "1,-2"}, "already taken your action")
    assert_illegal(state, 0, {"type": "move", "hex": "2,-3"}, "no more movement")


def test_no_combat_after_resting() -> None:
    """§3.4: resting is the whole turn: no combat."""
    t = rampaging(table(hand=("march", "rage")), THERE, "prowlers").at(HERE)
    state = act(t.build(), {"type": "rest", "discard": ["march"]})
    assert_illegal(state, 0, {"type": "challenge", "targets": THERE}, "rested")


def test_combat_commands_outside_a_combat_are_refused() -> None:
    """A block or damage declaration needs a combat; the error says how to start one."""
    state = table().at(HERE).build()
    with pytest.raises(IllegalActionError, match="not in a combat"):
        damage(state, "e1")
