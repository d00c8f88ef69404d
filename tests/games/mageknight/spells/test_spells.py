"""§4.1-§4.3 Spells: the basic effect costs one mana of the spell's colour; the powered effect (the
spell's second name) costs that colour plus one black mana, so it is cast only at Night. One test per
spell that this version plays, written from what the card means (rules §7.1 for effects on enemies:
Arcane Immunity and the resistance to the card's colour stop them; Armor never drops below 1), including
the spells that change enemies (Chill, Expose), movement (Mist Form, §5.1-§5.2 terrain) or the next draw
(Meditation, §3.5 end of turn). Travel and time spells are in test_travel_and_time.py."""

from __future__ import annotations

from bot.engine.errors import AmbiguousActionError
from bot.games.mageknight.state import Die, GameState

from ..builder import (
    Table,
    act,
    assert_illegal,
    attack,
    block,
    damage,
    end_turn,
    move,
    next_phase,
    play,
    play_action,
    player,
)
from ..combat.kit import enemy
from .kit import combat, every_offer_applies, night_assault, night_fight, phase


def _wounds(state: GameState) -> int:
    return player(state).hand.count("wound")


def test_a_spell_needs_mana_of_its_colour_and_black_mana_only_at_night() -> None:
    """§4.3: Fireball's basic effect needs red mana; its powered effect (Firestorm) needs red and black
    mana, so it is refused by Day whatever the player has."""
    poor = night_fight("prowlers", night=False, source=("blue", "blue", "green"), hand=("fireball",))
    assert_illegal(poor, 0, {"type": "attack", "targets": "e1", "cards": "fireball"}, "no red mana")
    day = night_fight(
        "prowlers", night=False, source=("black", "red", "red"), hand=("fireball",), crystals={"red": 1}
    )
    assert_illegal(day, 0, {"type": "attack", "targets": "e1", "cards": "fireball@powered"}, "only at Night")


def test_fireball() -> None:
    """Fireball: Ranged Fire Attack 5 (defeats Prowlers, armor 3, in the Ranged phase). Firestorm: take
    a Wound, Siege Fire Attack 8 (defeats Ice Mages, armor 6, who do not resist fire)."""
    state = night_fight("prowlers", night=False, source=("red", "blue", "blue"), hand=("fireball",))
    after = attack(state, "e1", "fireball+mana=die:red")
    assert enemy(after, "e1").defeated and player(after).fame == 2
    state = night_fight(
        "ice_mages", source=("black", "blue", "blue"), hand=("fireball",), crystals={"red": 1}
    )
    after = attack(state, "e1", "fireball@powered+mana=crystal:red+black=die:black")
    assert enemy(after, "e1").defeated and _wounds(after) == _wounds(state) + 1
    assert player(after).crystals["red"] == 0


def test_snowstorm() -> None:
    """Snowstorm: Ranged Ice Attack 5 (Fire Mages, armor 5). Blizzard: a Wound, Siege Ice Attack 8 —
    halved by Ice Mages' ice resistance (4 < 6): nothing changes."""
    state = night_fight("fire_mages", night=False, source=("blue", "red", "red"), hand=("snowstorm",))
    assert enemy(attack(state, "e1", "snowstorm+mana=die:blue"), "e1").defeated
    state = night_fight(
        "ice_mages", source=("black", "red", "red"), hand=("snowstorm",), crystals={"blue": 1}
    )
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": "snowstorm@powered"}, "halved")
    state = night_fight(
        "fire_mages", source=("black", "red", "red"), hand=("snowstorm",), crystals={"blue": 1}
    )
    after = attack(state, "e1", "snowstorm@powered+mana=crystal:blue+black=die:black")
    assert enemy(after, "e1").defeated and _wounds(after) == _wounds(state) + 1


def test_flame_wall() -> None:
    """Flame Wall: Fire Attack 5 or Fire Block 7 (blocks Prowlers' 4). Flame Wave: the same +2 per enemy
    faced: with two Prowlers (armor 3 each, 6 together) the attack is 5 + 2 + 2 = 9."""
    state = next_phase(
        night_fight("prowlers", night=False, source=("red", "blue", "blue"), hand=("flame_wall",))
    )
    after = block(state, "e1", "flame_wall@basic/fire-block+mana=die:red")
    assert combat(after).enemies[0].blocked == [True]
    state = night_fight(
        "prowlers", "prowlers", source=("black", "blue", "blue"), hand=("flame_wall", "march")
    )
    combat(state).phase = "attack"  # (set up: the Attack phase)
    cards = "flame_wall@powered/fire-attack+mana=crystal:red+black=die:black"
    state.players[0].crystals["red"] = 1
    after = attack(state, "e1,e2", cards)
    assert enemy(after, "e1").defeated and enemy(after, "e2").defeated
    basic = "flame_wall@basic/fire-attack+mana=crystal:red"
    assert_illegal(state, 0, {"type": "attack", "targets": "e1,e2", "cards": basic}, "Not enough")


def test_tremor() -> None:
    """Tremor: one enemy Armor -3, or every enemy Armor -2, never below 1. Earthquake: also a further
    -3 (-2) for fortified enemies: Altem Guardsmen (armor 7) defending a keep fall to 1."""
    state = night_fight(
        "prowlers", "ice_mages", night=False, source=("green", "red", "red"), hand=("tremor",)
    )
    one = play(state, "tremor", "basic/enemy-armor-1", enemy="e1", mana="die:green")
    assert enemy(one, "e1").armor_bonus == -2  # 3 -> 1, not 0
    every = play(state, "tremor", "basic/enemy-armor-2", mana="die:green")
    assert [enemy(every, u).armor_bonus for u in ("e1", "e2")] == [-2, -2]
    assert_illegal(state, 0, play_action("tremor", mana="die:green"), "choose one mode", AmbiguousActionError)
    keep = night_assault("keep", "altem_guardsmen", hand=("tremor",), crystals={"green": 1})
    keep.source = [Die("black"), Die("red"), Die("red")]
    quake = play(keep, "tremor", "powered/enemy-armor-1", enemy="e1", mana="crystal:green", black="die:black")
    assert enemy(quake, "e1").armor_bonus == -6


def test_restoration() -> None:
    """Restoration: Heal 3 (Heal 5 in a forest). Rebirth: the same, and ready units whose levels add up
    to at most 3 (5 in a forest)."""
    t = (
        Table()
        .hand("restoration", "wound", "wound", "wound", "wound")
        .source("green", "red", "red")
        .space("1,-1", "plains")
        .at("1,-1")
    )
    state = t.build()
    assert _wounds(play(state, "restoration", mana="die:green")) == 1
    forest = Table().hand("restoration", *["wound"] * 6).source("green", "red", "red")
    forest.space("1,-1", "forest").at("1,-1")
    assert _wounds(play(forest.build(), "restoration", mana="die:green")) == 1
    night = (
        Table()
        .hand("restoration", "wound")
        .night()
        .source("black", "green", "red")
        .unit("peasants", uid="u1", spent=True)
        .unit("fire_golems", uid="u2", spent=True)
        .crystals(green=2)
    )
    state = night.build()
    after = play(state, "restoration", "powered", units="u1", mana="crystal:green", black="die:black")
    assert [u.spent for u in player(after).units] == [False, True]
    assert_illegal(
        state,
        0,
        play_action("restoration", "powered", units="u1,u2", mana="crystal:green", black="die:black"),
        "at most 3",
    )


def test_demolish() -> None:
    """Demolish: the site's fortification is ignored and every enemy gets Armor -1. Disintegrate (Attack
    phase only): destroy one enemy (Fame as for a defeat) — not a fire-resistant one, since the spell is
    red — and every enemy Armor -1."""
    keep = night_assault("keep", "altem_guardsmen", night=False, hand=("demolish",), crystals={"red": 1})
    assert enemy(keep, "e1").site_fortified
    after = play(keep, "demolish", mana="crystal:red")
    assert not enemy(after, "e1").site_fortified
    assert enemy(after, "e1").armor_bonus == 0  # Altem Guardsmen resist fire: the red spell's -1 misses
    state = night_fight(
        "prowlers", "fire_mages", hand=("demolish", "march"), crystals={"red": 1}, source=("black",)
    )
    early = play(state, "demolish", "powered", enemy="e1", mana="crystal:red", black="die:black")
    assert not enemy(early, "e1").defeated  # Disintegrate does nothing before the Attack phase
    combat(state).phase = "attack"  # (set up: the Attack phase, the hero unhurt)
    fame = player(state).fame
    after = play(state, "demolish", "powered", enemy="e1", mana="crystal:red", black="die:black")
    assert enemy(after, "e1").defeated and player(after).fame == fame + 2
    resisted = play(state, "demolish", "powered", enemy="e2", mana="crystal:red", black="die:black")
    assert not enemy(resisted, "e2").defeated


def test_mana_bolt() -> None:
    """Mana Bolt: pay one more mana; blue gives Ice Attack 8, red Cold Fire Attack 7, white Ranged Ice
    Attack 6, green Siege Ice Attack 5. Paid with white, the ranged one defeats Prowlers (armor 3) in
    the Ranged phase; the melee ones cannot be used there."""
    state = night_fight("prowlers", night=False, hand=("mana_bolt",), crystals={"blue": 2, "white": 1})
    after = attack(state, "e1", "mana_bolt@basic/ice-ranged-attack-white+mana=crystal:blue+pay=crystal:white")
    assert enemy(after, "e1").defeated and player(after).crystals == {
        "red": 0,
        "blue": 1,
        "green": 0,
        "white": 0,
    }
    assert_illegal(
        state,
        0,
        {
            "type": "attack",
            "targets": "e1",
            "cards": "mana_bolt@basic/ice-attack-blue+mana=crystal:blue+pay=crystal:blue",
        },
        "Only Ranged and Siege",
    )


def test_chill_powered_lethal_chill() -> None:
    """Lethal Chill: the enemy does not attack this combat and gets Armor -4 (not below 1) — nothing
    against an Ice resistant enemy, the spell being blue."""
    state = night_fight(
        "prowlers", "ice_mages", source=("black", "red", "red"), hand=("chill",), crystals={"blue": 1}
    )
    after = play(state, "chill", "powered", enemy="e1", mana="crystal:blue", black="die:black")
    assert enemy(after, "e1").blocked == [True] and enemy(after, "e1").armor_bonus == -2
    missed = play(state, "chill", "powered", enemy="e2", mana="crystal:blue", black="die:black")
    assert enemy(missed, "e2").blocked in ([], [False]) and enemy(missed, "e2").armor_bonus == 0


def test_whirlwind() -> None:
    """Whirlwind: one enemy does not attack (so no damage to assign). Tornado (Attack phase only):
    destroy one enemy."""
    state = night_fight("prowlers", night=False, source=("white", "red", "red"), hand=("whirlwind",))
    after = play(state, "whirlwind", enemy="e1", mana="die:white")
    after = next_phase(after)  # nothing attacks: straight on to the Attack phase
    assert phase(after) == "attack" and _wounds(after) == _wounds(state)
    state = night_fight(
        "prowlers", source=("black", "red", "red"), hand=("whirlwind",), crystals={"white": 1}
    )
    state = next_phase(state)
    state = act(state, {"type": "next"})
    state = act(state, {"type": "damage", "enemy": "e1"})
    state = next_phase(state)
    after = play(state, "whirlwind", "powered", enemy="e1", mana="crystal:white", black="die:black")
    assert enemy(after, "e1").defeated


def test_an_interactive_spell_can_also_be_played_sideways() -> None:
    """Mana Meltdown (interactive, see test_interactive.py) is a Deed card like any other: sideways it
    gives Move 1 and affects nobody."""
    state = Table().hand("mana_meltdown").source("red", "red", "blue").build()
    after = play(state, "mana_meltdown", "sideways/move")
    assert player(after).hand == [] and after.turn is not None and after.turn.move == 1


def test_every_offered_spell_option_applies() -> None:
    """Offered options are legal: a hand of spells by Day and at Night, outside combat and in each phase."""
    hand = ("fireball", "tremor", "restoration", "chill", "whirlwind", "demolish", "mana_bolt", "flame_wall")
    rich = {"red": 2, "blue": 2, "green": 2, "white": 2}
    total = 0
    for night in (False, True):
        t = Table().hand(*hand, "wound").crystals(**rich).source("black", "red", "blue")
        if night:
            t.night()
        total += every_offer_applies(t.unit("peasants", uid="u1", spent=True).build())
        state = night_fight(
            "prowlers", "diggers", night=night, source=("black", "red"), hand=hand, crystals=rich
        )
        for _ in range(4):
            total += every_offer_applies(state)
            if combat(state).phase == "damage":
                for uid in ("e1", "e2"):
                    state = act(state, {"type": "damage", "enemy": uid})
            state = next_phase(state)
    assert total > 20


def test_offering() -> None:
    """Offering: a red crystal, then discard up to 3 non-Wound cards, each for a crystal of its colour.
    Sacrifice: per pair of green+red crystals a Siege Fire Attack 4 (white+red: Ranged Fire 6, green+blue:
    Siege Ice 4, white+blue: Ranged Ice 6), and the paired crystals become mana tokens."""
    state = Table().hand("offering", "march", "rage").crystals(red=1).build()
    after = play(state, "offering", times="2", discards="march,rage", mana="crystal:red")
    p = player(after)
    assert p.crystals == {"red": 2, "blue": 0, "green": 1, "white": 0} and p.hand == []
    assert_illegal(state, 0, play_action("offering", times="1", mana="crystal:red"), "more:discards=")
    fight = night_fight("ice_mages", source=("black",), hand=("offering",), crystals={"red": 3, "green": 2})
    # two green+red pairs: Siege Fire Attack 4 + 4 = 8 >= 6; red paid the spell, so 2 red are left
    after = attack(fight, "e1", "offering@powered/crystal-pairs-1+mana=crystal:red+black=die:black")
    assert enemy(after, "e1").defeated
    p = player(after)
    assert p.crystals["red"] == 0 and p.crystals["green"] == 0
    assert after.turn is not None and sorted(after.turn.tokens) == ["green", "green", "red", "red"]


def test_call_to_arms_powered_call_to_glory() -> None:
    """Call to Glory: take any unit from the Unit offer for free (a Command token is needed)."""
    state = Table().hand("call_to_arms").night().source("black", "red").crystals(white=1).build()
    state.unit_offer = ["peasants", "fire_golems"]
    after = play(
        state, "call_to_arms", "powered", unit="fire_golems", mana="crystal:white", black="die:black"
    )
    assert [u.unit for u in player(after).units] == ["fire_golems"] and after.unit_offer == ["peasants"]
    assert_illegal(
        state,
        0,
        play_action("call_to_arms", "powered", unit="scouts", mana="crystal:white", black="die:black"),
        "Unit offer",
    )


# ----------------------------------------------------------------------------- enemies, movement, the next draw
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
