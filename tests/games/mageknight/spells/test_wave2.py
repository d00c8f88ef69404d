"""Spells and Artifacts whose effects change enemies, movement or the end of the turn (rules §4.1-§4.3,
§7.1: Arcane Immunity and the resistance to a card's colour stop non-attack effects on enemies)."""

from __future__ import annotations

from ..builder import (
    Table,
    assert_illegal,
    attack,
    damage,
    end_turn,
    move,
    next_phase,
    play,
    play_action,
    player,
)
from ..combat.kit import enemy
from .kit import combat, every_offer_applies, night_fight


def test_chill_basic() -> None:
    """Chill: one enemy does not attack this combat and loses its Fire resistance — so a red spell
    (Fireball, Ranged Fire Attack 5) then defeats Fire Mages (armor 5) at full value."""
    state = night_fight(
        "fire_mages", night=False, source=("blue",), hand=("chill", "fireball"), crystals={"red": 1}
    )
    after = play(state, "chill", enemy="e1", mana="die:blue")
    assert enemy(after, "e1").blocked == [True] and "fire_resistance" in enemy(after, "e1").lost
    assert enemy(attack(after, "e1", "fireball+mana=crystal:red"), "e1").defeated


def test_expose() -> None:
    """Expose: one enemy loses its fortification and resistances, and Ranged Attack 2: with Rage
    (Attack 2) it defeats Ironclads (armor 3), whose physical resistance no longer halves the attack.
    Mass Expose: every enemy loses its fortification (or every resistance), Ranged Attack 3: Diggers
    (fortified, armor 3) fall in the Ranged phase."""
    state = night_fight("ironclads", night=False, hand=("expose", "rage"), crystals={"white": 1})
    combat(state).phase = "attack"  # (set up: the Attack phase)
    after = attack(state, "e1", "expose+mana=crystal:white+enemy=e1,rage@basic/attack")
    assert enemy(after, "e1").defeated
    state = night_fight("diggers", source=("black",), hand=("expose",), crystals={"white": 1})
    after = attack(state, "e1", "expose@powered/enemy-loses-1+mana=crystal:white+black=die:black")
    assert enemy(after, "e1").defeated


def test_mist_form_basic() -> None:
    """Mist Form: Move 4; this turn plains, forests, wastelands, deserts, swamps and even lakes cost 2,
    while hills and mountains may not be entered: a lake and then a forest (3 by Day) take all 4 Move,
    and a hill next to the hero is refused."""
    t = Table().calm().at("2,-2").hand("mist_form", "march").source("blue", "red", "red")
    t.space("3,-2", "lake").space("4,-2", "forest").space("2,-1", "hills")
    state = play(t.build(), "mist_form", mana="die:blue")
    state = move(move(state, "3,-2"), "4,-2")
    assert player(state).position == [4, -2] and state.turn is not None and state.turn.move == 0
    hills = play(play(t.build(), "mist_form", mana="die:blue"), "march")
    assert_illegal(hills, 0, {"type": "move", "hex": "2,-1"}, "cannot be entered this turn")
    assert_illegal(t.build(), 0, {"type": "move", "hex": "3,-2"}, "cannot")  # without it: a lake


def test_meditation() -> None:
    """Meditation: 2 random cards of the discard pile go on top of (or under) the Deed deck, and the
    next draw is 2 cards over the hand limit (level 1: 5 → 7). Trance: the player picks the 2 cards."""
    deck = ("march", "march", "march", "march", "march", "march", "march", "march")
    t = Table().hand("meditation", "march").deck(*deck).discard("rage", "swiftness", "stamina")
    state = play(t.source("green", "red", "red").build(), "meditation", mana="die:green", where="top")
    p = player(state)
    assert len(p.discard) == 1 and sorted([*p.deck[:2], *p.discard]) == ["rage", "stamina", "swiftness"]
    after = end_turn(state)
    assert len(player(after).hand) == 7 and player(after).hand_limit_next == 0
    night = t.night().source("black", "red", "red").crystals(green=1).build()
    state = play(
        night,
        "meditation",
        "powered",
        mana="crystal:green",
        black="die:black",
        where="bottom",
        recall="rage,stamina",
    )
    assert player(state).deck[-2:] == ["rage", "stamina"] and player(state).discard == ["swiftness"]
    assert_illegal(
        night,
        0,
        play_action(
            "meditation", "powered", mana="crystal:green", black="die:black", where="top", recall="rage,rage"
        ),
        "discard pile",
    )


def test_mist_form_powered_veil_of_mist() -> None:
    """Veil of Mist: the units gain every resistance this turn, and the hero ignores the first Wound
    from enemies with its extra effects. Cursed Hags (Attack 3, Poison) against the hero (armor 2):
    2 Wounds become 1, and Poison adds only 1 to the discard pile; the other Hags' 3 damage is
    absorbed by Peasants (armor 3, now physically resistant) without a wound."""
    state = night_fight(
        "cursed_hags",
        "cursed_hags",
        source=("black",),
        hand=("mist_form",),
        crystals={"blue": 1},
        units=("peasants",),
    )
    state = play(state, "mist_form", "powered", mana="crystal:blue", black="die:black")
    state = next_phase(next_phase(state))
    hand, discard = player(state).hand.count("wound"), player(state).discard.count("wound")
    state = damage(damage(state, "e1"), "e2", "u1")
    assert (
        player(state).hand.count("wound") == hand + 1 and player(state).discard.count("wound") == discard + 1
    )
    assert player(state).units[0].wounds == 0


def test_every_offered_option_of_these_spells_applies() -> None:
    """Offered options are legal for Chill, Expose, Mist Form and Meditation, by Day and at Night."""
    hand = ("chill", "expose", "mist_form", "meditation", "rage")
    rich = {"red": 1, "blue": 2, "green": 2, "white": 2}
    total = 0
    for night in (False, True):
        t = (
            Table()
            .calm()
            .hand(*hand)
            .discard("march", "rage", "stamina")
            .crystals(**rich)
            .source("black", "red")
        )
        if night:
            t.night()
        total += every_offer_applies(t.build())
        total += every_offer_applies(
            night_fight(
                "ironclads", "diggers", night=night, source=("black", "red"), hand=hand, crystals=rich
            )
        )
    assert total > 10
