"""§4.1-§4.2 Artifacts: the basic effect is free; the powered effect needs no mana and the card is then
thrown away (out of the game, not into the discard pile). A banner's basic effect is to be attached to a
unit (the ``banner`` action). One test per artifact that this version plays, from what the card means."""

from __future__ import annotations

from bot.engine.errors import IllegalActionError
from bot.games.mageknight.state import GameState

from ..builder import Table, act, assert_illegal, attack, block, next_phase, play, play_action, player
from ..combat.kit import enemy
from .kit import every_offer_applies, night_fight


def _thrown_away(state: GameState, card: str) -> bool:
    p = player(state)
    return card in p.removed and card not in p.play_area + p.discard + p.hand + p.deck


def test_rings() -> None:
    """Ruby Ring (and the Sapphire, Diamond and Emerald Rings for their colours): a mana token and a
    crystal of the ring's colour, and Fame +1. The powered effect: test_triggered.py."""
    for ring, colour in (("ruby_ring", "red"), ("sapphire_ring", "blue"), ("diamond_ring", "white")):
        state = Table().hand(ring).fame(0).build()
        after = play(state, ring)
        assert after.turn is not None and after.turn.tokens == [colour]
        assert player(after).crystals[colour] == 1 and player(after).fame == 1
        assert ring in player(after).play_area
    emerald = play(Table().hand("emerald_ring").build(), "emerald_ring")
    assert player(emerald).crystals["green"] == 1


def test_endless_bag_of_gold() -> None:
    """Endless Bag of Gold: Influence 4 and Fame +2; powered Influence 9 and Fame +3, then thrown away."""
    state = Table().hand("endless_bag_of_gold").fame(0).build()
    basic = play(state, "endless_bag_of_gold")
    assert basic.turn is not None and basic.turn.influence == 4 and player(basic).fame == 2
    powered = play(state, "endless_bag_of_gold", "powered")
    assert powered.turn is not None and powered.turn.influence == 9 and player(powered).fame == 3
    assert _thrown_away(powered, "endless_bag_of_gold")


def test_endless_gem_pouch() -> None:
    """Endless Gem Pouch: roll the mana die twice — a crystal of each basic colour rolled, a crystal of
    your choice for gold (``gold`` names it), Fame +1 for black. Powered: a mana token of each basic
    colour, and gold by Day or black at Night."""
    state = Table().hand("endless_gem_pouch").fame(0).build()
    after = play(state, "endless_gem_pouch", gold="white")
    p = player(after)
    assert sum(p.crystals.values()) + p.fame == 2
    day = play(state, "endless_gem_pouch", "powered")
    assert day.turn is not None and sorted(day.turn.tokens) == sorted(
        ["red", "blue", "green", "white", "gold"]
    )
    assert _thrown_away(day, "endless_gem_pouch")
    night = play(Table().hand("endless_gem_pouch").night().build(), "endless_gem_pouch", "powered")
    assert night.turn is not None and "black" in night.turn.tokens and "gold" not in night.turn.tokens
    assert_illegal(
        state, 0, play_action("endless_gem_pouch", gold="gold"), "basic colour", IllegalActionError
    )


def test_horn_of_wrath() -> None:
    """Horn of Wrath: Siege Attack 5, then roll the mana die: red or black gives a Wound. Powered: up to
    5 more Siege Attack 1, each with its own roll. A siege attack counts in the Ranged phase."""
    state = night_fight("fire_mages", night=False, hand=("horn_of_wrath",))
    after = attack(state, "e1", "horn_of_wrath")
    assert enemy(after, "e1").defeated
    assert player(after).hand.count("wound") - player(state).hand.count("wound") in (0, 1)
    tough = night_fight("ice_mages", "prowlers", night=False, hand=("horn_of_wrath",))
    assert_illegal(tough, 0, {"type": "attack", "targets": "e1", "cards": "horn_of_wrath"}, "Not enough")
    after = attack(tough, "e1", "horn_of_wrath@powered+times=1")
    assert enemy(after, "e1").defeated and _thrown_away(after, "horn_of_wrath")
    assert player(after).hand.count("wound") - player(tough).hand.count("wound") in (0, 1, 2)


def test_banner_of_courage_powered() -> None:
    """Banner of Courage powered (outside combat): ready every unit; thrown away. Its basic effect is to
    be attached to a unit, with the banner action."""
    state = (
        Table()
        .hand("banner_of_courage")
        .unit("peasants", uid="u1", spent=True)
        .unit("scouts", uid="u2")
        .build()
    )
    after = play(state, "banner_of_courage", "powered")
    assert [u.spent for u in player(after).units] == [False, False]
    assert _thrown_away(after, "banner_of_courage")
    assert_illegal(state, 0, play_action("banner_of_courage"), '"type":"banner"', IllegalActionError)


def test_banner_of_fortitude_powered() -> None:
    """Banner of Fortitude powered (outside combat): heal every unit completely; in combat it does nothing."""
    state = Table().hand("banner_of_fortitude").unit("peasants", uid="u1", wounds=1).build()
    after = play(state, "banner_of_fortitude", "powered")
    assert player(after).units[0].wounds == 0 and _thrown_away(after, "banner_of_fortitude")
    fight = night_fight("prowlers", night=False, hand=("banner_of_fortitude",), units=("peasants",))
    fight.players[0].units[0].wounds = 1
    in_combat = play(fight, "banner_of_fortitude", "powered")
    assert player(in_combat).units[0].wounds == 1


def test_shield_of_the_fallen_kings() -> None:
    """Shield of the Fallen Kings: Block 6 (powered: Cold Fire Block 8, then thrown away)."""
    state = next_phase(night_fight("fire_mages", night=False, hand=("shield_of_the_fallen_kings",)))
    assert_illegal(
        state,
        0,
        {"type": "block", "enemy": "e1", "cards": "shield_of_the_fallen_kings@basic/block"},
        "Not enough",
    )  # fire attack 6 against a physical block: inefficient, halved to 3
    after = block(state, "e1", "shield_of_the_fallen_kings@powered/coldfire-block")
    assert enemy(after, "e1").blocked == [True] and _thrown_away(after, "shield_of_the_fallen_kings")


def test_shield_of_the_fallen_kings_separate_blocks_one_per_attack() -> None:
    """The other mode: two separate Blocks of 4 (powered: three of Cold Fire 4), each against a different
    attack, never two in one declaration (R-SEPARATE)."""
    state = next_phase(
        night_fight("prowlers", "prowlers", "prowlers", night=False, hand=("shield_of_the_fallen_kings",))
    )
    first = block(state, "e1", "shield_of_the_fallen_kings@basic/separate-blocks")
    assert enemy(first, "e1").blocked == [True]
    both = "shield_of_the_fallen_kings@basic/separate-blocks,shield_of_the_fallen_kings@later"
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "cards": both}, "separate")
    second = block(first, "e2", "shield_of_the_fallen_kings@later")
    assert enemy(second, "e2").blocked == [True]
    assert_illegal(
        second, 0, {"type": "block", "enemy": "e3", "cards": "shield_of_the_fallen_kings@later"}, "used up"
    )
    powered = block(state, "e1", "shield_of_the_fallen_kings@powered/separate-blocks")
    assert enemy(powered, "e1").blocked == [True] and _thrown_away(powered, "shield_of_the_fallen_kings")
    powered = block(powered, "e2", "shield_of_the_fallen_kings@later")
    assert enemy(powered, "e2").blocked == [True] and powered.turn is not None
    later = powered.turn.mods("later")
    assert [m["effect"]["count"] for m in later if m.source == "shield_of_the_fallen_kings"] == [1]


def test_every_offered_artifact_option_applies() -> None:
    """Offered options are legal: a hand of artifacts outside combat (Day and Night) and in combat."""
    hand = (
        "endless_bag_of_gold",
        "ruby_ring",
        "endless_gem_pouch",
        "banner_of_courage",
        "banner_of_fortitude",
        "horn_of_wrath",
        "shield_of_the_fallen_kings",
        "banner_of_fear",
    )
    total = 0
    for night in (False, True):
        t = Table().hand(*hand).unit("peasants", uid="u1", spent=True)
        if night:
            t.night()
        total += every_offer_applies(t.build())
        state = night_fight("prowlers", night=night, hand=hand)
        for _ in range(3):
            total += every_offer_applies(state)
            if (
                state.turn is not None
                and state.turn.combat is not None
                and state.turn.combat.phase == "damage"
            ):
                state = act(state, {"type": "damage", "enemy": "e1"})
            state = next_phase(state)
    assert total > 20


def test_banner_of_command_powered() -> None:
    """Banner of Command powered: Fame +2 and a unit of the offer for free; thrown away. (Its basic effect,
    a banner giving a Command token, is not available yet.)"""
    state = Table().hand("banner_of_command").fame(0).build()
    state.unit_offer = ["peasants", "utem_guardsmen"]
    after = play(state, "banner_of_command", "powered", unit="utem_guardsmen")
    assert player(after).fame == 2 and [u.unit for u in player(after).units] == ["utem_guardsmen"]
    assert _thrown_away(after, "banner_of_command")


def test_banner_of_fear_powered() -> None:
    """Banner of Fear powered: up to 3 different enemies do not attack this combat; thrown away. (Its
    basic effect is a banner.)"""
    state = night_fight(
        "prowlers", "prowlers", "diggers", "fire_mages", night=False, hand=("banner_of_fear",)
    )
    after = play(state, "banner_of_fear", "powered", enemies="e1,e3,e4")
    assert [e.blocked for e in after.turn.combat.enemies] == [[True], [False], [True], [True]]  # type: ignore[union-attr]
    assert _thrown_away(after, "banner_of_fear")
    assert_illegal(state, 0, play_action("banner_of_fear", "powered", enemies="e1,e2,e3,e4"), "up to 3")
    assert_illegal(state, 0, play_action("banner_of_fear", "powered", enemies="e1,e1"), "different")
