"""Turn-long triggers ("whenever ..., then ...") and the attack, heal and mana artifacts built on them:
Chivalry, Explosive Bolt, Sword of Justice, Golden Grail, Soul Harvester, Bow of Starsdawn, the four
Rings and Banner of Glory powered. Triggers count what happens after the card is played (R-TRIGGER)."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight.state import GameState

from ..builder import Table, act, assert_illegal, attack, play, play_action, player
from ..combat.kit import enemy, fight
from .kit import every_offer_applies


def _thrown_away(state: GameState, card: str) -> bool:
    p = player(state)
    return card in p.removed and card not in p.play_area + p.discard + p.hand + p.deck


def _in_attack_phase(*enemies: str, **kw: Any) -> GameState:
    """A fight already in its Attack phase, as if every enemy attack had been blocked."""
    state = fight(*enemies, **kw)
    assert state.turn is not None and state.turn.combat is not None
    state.turn.combat.phase = "attack"
    return state


# --------------------------------------------------------------------------- Chivalry
def test_chivalry_basic_reputation_for_the_enemy_defeated() -> None:
    """Chivalry basic, second mode: Attack 2, and Reputation +1 for each enemy this attack defeats."""
    state = _in_attack_phase("prowlers", hand=("chivalry", "march"))
    rep = player(state).reputation
    after = attack(state, "e1", "chivalry@basic/attack-2,march@sideways/attack")
    assert enemy(after, "e1").defeated
    assert player(after).reputation == rep + 1
    plain = attack(state, "e1", "chivalry@basic/attack-1")  # Attack 3, no Reputation
    assert enemy(plain, "e1").defeated and player(plain).reputation == rep


def test_chivalry_powered_reputation_and_fame_per_enemy() -> None:
    """Chivalry powered, second mode: Attack 4; each enemy defeated by it gives Reputation +1 and Fame +1
    (two Prowlers: 2 x 2 Fame for the enemies + 2 from the card). The trigger ends with the attack."""
    state = _in_attack_phase(
        "prowlers", "prowlers", "prowlers", hand=("chivalry", "march", "rage"), crystals={"white": 1}
    )
    rep, fame = player(state).reputation, player(state).fame
    cards = "chivalry@powered/attack-2+mana=crystal:white,march@sideways/attack,rage@sideways/attack"
    after = attack(state, "e1,e2", cards)
    assert enemy(after, "e1").defeated and enemy(after, "e2").defeated
    assert player(after).reputation == rep + 2
    assert player(after).fame == fame + 4 + 2
    assert after.turn is not None and after.turn.triggers == []  # "this attack" is over


# --------------------------------------------------------------------------- Explosive Bolt
def test_explosive_bolt_basic_wound_for_two_crystals() -> None:
    """Explosive Bolt basic: take a Wound, gain a white and a red crystal."""
    after = play(Table().hand("explosive_bolt").build(), "explosive_bolt")
    p = player(after)
    assert "wound" in p.hand and p.crystals["white"] == 1 and p.crystals["red"] == 1


def test_explosive_bolt_powered_lowers_another_enemy_per_defeat() -> None:
    """Explosive Bolt powered: Ranged Attack 3; for the enemy it defeats, another enemy gets Armor -1
    (``+enemy=`` names it when several are left; with one left it is that one)."""
    state = fight("prowlers", "swordsmen", "guardsmen", hand=("explosive_bolt",), crystals={"red": 1})
    cards = "explosive_bolt@powered+mana=crystal:red"
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": cards}, "name the enemy")
    after = attack(state, "e1", cards + "+enemy=e2")
    assert enemy(after, "e1").defeated
    assert enemy(after, "e2").armor_bonus == -1 and enemy(after, "e3").armor_bonus == 0
    duo = fight("prowlers", "swordsmen", hand=("explosive_bolt",), crystals={"red": 1})
    after = attack(duo, "e1", cards)
    assert enemy(after, "e2").armor_bonus == -1


# --------------------------------------------------------------------------- Sword of Justice
def test_sword_of_justice_basic_discards_for_attack_and_fame_per_enemy() -> None:
    """Sword of Justice basic: discard any cards for Attack 3 each; Fame +1 for each enemy defeated this
    turn, by this attack and by later ones."""
    hand = ("sword_of_justice", "march", "stamina", "rage", "determination")
    state = _in_attack_phase("swordsmen", "prowlers", hand=hand)
    fame = player(state).fame
    after = attack(state, "e1", "sword_of_justice+discards=march;stamina")
    assert enemy(after, "e1").defeated and {"march", "stamina"} <= set(player(after).discard)
    assert player(after).fame == fame + 4 + 1
    after = attack(after, "e2", "rage@basic/attack,determination@sideways/attack")
    assert enemy(after, "e2").defeated
    assert player(after).fame == fame + 4 + 1 + 2 + 1
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": "sword_of_justice"}, "discards")
    assert_illegal(
        state, 0, {"type": "attack", "targets": "e1", "cards": "sword_of_justice+discards=wound"}, "cannot"
    )


def test_sword_of_justice_powered_doubles_physical_and_removes_resistance() -> None:
    """Sword of Justice powered: physical attacks count twice in the Attack phase, every enemy loses
    physical resistance, Fame +1 per enemy defeated; the card is thrown away."""
    state = _in_attack_phase("golems", hand=("sword_of_justice", "rage", "march"))
    fame = player(state).fame
    after = play(state, "sword_of_justice", "powered")
    assert _thrown_away(after, "sword_of_justice")
    after = attack(after, "e1", "rage@basic/attack,march@sideways/attack")  # (2 + 1) x 2 = 6 >= 5
    assert enemy(after, "e1").defeated
    assert player(after).fame == fame + 4 + 1
    plain = {"type": "attack", "targets": "e1", "cards": "rage@basic/attack,march@sideways/attack"}
    assert_illegal(state, 0, plain, "Not enough")


# --------------------------------------------------------------------------- Golden Grail
def test_golden_grail_basic_fame_per_heal_point_used() -> None:
    """Golden Grail basic: Heal 2, and Fame +1 for each of its Heal points spent (one Wound in hand:
    one point used, Fame +1)."""
    state = Table().hand("golden_grail", "wound").fame(0).build()
    after = play(state, "golden_grail")
    assert "wound" not in player(after).hand and player(after).fame == 1
    two = play(Table().hand("golden_grail", "wound", "wound", "wound").fame(0).build(), "golden_grail")
    assert player(two).hand.count("wound") == 1 and player(two).fame == 2


def test_golden_grail_powered_draws_per_wound_healed_from_hand() -> None:
    """Golden Grail powered: Heal 6; draw a card for each Wound healed from the hand this turn — its own
    and those healed later (Tranquility); the Grail is thrown away."""
    state = (
        Table()
        .hand("golden_grail", "wound", "wound", "tranquility", "wound")
        .deck("march", "rage", "stamina", "swiftness", "promise")
        .build()
    )
    after = play(state, "golden_grail", "powered")
    p = player(after)
    assert "wound" not in p.hand and {"march", "rage", "stamina"} <= set(p.hand)
    assert _thrown_away(after, "golden_grail")
    lone = play(
        Table().hand("golden_grail", "tranquility").deck("march", "rage").build(), "golden_grail", "powered"
    )
    assert player(lone).hand == ["tranquility"]  # nothing healed yet, nothing drawn
    player(lone).hand.append("wound")  # a Wound that arrives later this turn
    lone = play(lone, "tranquility", "basic/heal")
    assert "wound" not in player(lone).hand and player(lone).hand == ["march"]


# --------------------------------------------------------------------------- Soul Harvester
def test_soul_harvester_basic_crystal_for_one_enemy() -> None:
    """Soul Harvester basic: Attack 3; for one enemy it defeats, a crystal: blue for an Ice-resistant
    enemy (``crystal`` may ask for white instead); only one crystal even for two enemies."""
    state = _in_attack_phase("ice_heroes", hand=("soul_harvester", "march"))
    after = attack(state, "e1", "soul_harvester,march@sideways/attack")
    assert enemy(after, "e1").defeated and player(after).crystals["blue"] == 1
    white = attack(state, "e1", "soul_harvester+crystal=white,march@sideways/attack")
    assert player(white).crystals["white"] == 1 and player(white).crystals["blue"] == 0
    duo = _in_attack_phase("prowlers", "prowlers", hand=("soul_harvester", "march", "rage", "stamina"))
    after = attack(
        duo, "e1,e2", "soul_harvester,march@sideways/attack,rage@sideways/attack,stamina@sideways/attack"
    )
    assert sum(player(after).crystals.values()) == 1


def test_soul_harvester_powered_crystal_per_enemy_this_phase() -> None:
    """Soul Harvester powered: Attack 8; a crystal for each enemy defeated in this phase (white for
    Prowlers, blue for the Ice Heroes); thrown away."""
    state = _in_attack_phase("prowlers", "ice_heroes", hand=("soul_harvester",))
    after = attack(state, "e1,e2", "soul_harvester@powered")
    c = player(after).crystals
    assert c["white"] == 1 and c["blue"] == 1
    assert _thrown_away(after, "soul_harvester")


# --------------------------------------------------------------------------- Bow of Starsdawn
def test_bow_of_starsdawn_basic_ranged_per_discard_and_fame_this_phase() -> None:
    """Bow of Starsdawn basic: discard any cards for Ranged Attack 2 each; Fame +1 for each enemy
    defeated in this phase (the Ranged & Siege phase)."""
    state = fight("prowlers", hand=("bow_of_starsdawn", "march", "stamina"))
    fame = player(state).fame
    after = attack(state, "e1", "bow_of_starsdawn+discards=march;stamina")
    assert enemy(after, "e1").defeated and player(after).fame == fame + 2 + 1
    assert_illegal(
        state,
        0,
        {"type": "attack", "targets": "e1", "cards": "bow_of_starsdawn+discards=march"},
        "Not enough",
    )


def test_bow_of_starsdawn_powered_doubles_ranged_or_makes_it_siege() -> None:
    """Bow of Starsdawn powered: this turn a Ranged Attack is doubled (Swiftness powered: 3 -> 6 beats the
    Swordsmen's 5), or becomes a Siege Attack of the same value against a fortified enemy (Diggers)."""
    state = fight("swordsmen", hand=("bow_of_starsdawn", "swiftness"), crystals={"white": 1})
    swift = "swiftness@powered+mana=crystal:white"
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": swift}, "Not enough")
    bowed = play(state, "bow_of_starsdawn", "powered")
    assert _thrown_away(bowed, "bow_of_starsdawn")
    assert enemy(attack(bowed, "e1", swift), "e1").defeated
    forts = fight("diggers", hand=("bow_of_starsdawn", "swiftness"), crystals={"white": 1})
    assert_illegal(forts, 0, {"type": "attack", "targets": "e1", "cards": swift}, "fortified")
    after = attack(play(forts, "bow_of_starsdawn", "powered"), "e1", swift)
    assert enemy(after, "e1").defeated


# --------------------------------------------------------------------------- the Rings
def test_ruby_ring_powered_endless_red_and_fame_per_red_spell() -> None:
    """Ruby Ring powered: red (and, at Night, black) mana without limit this turn, and Fame +1 for each
    red Spell cast; a Spell of another colour gives nothing."""
    state = (
        Table().night().hand("ruby_ring", "offering", "cure").source("blue", "blue", "blue").fame(0).build()
    )
    ringed = play(state, "ruby_ring", "powered")
    assert _thrown_away(ringed, "ruby_ring")
    after = play(ringed, "offering", "basic", mana="endless:red", times="0")
    assert player(after).fame == 1 and player(after).crystals["red"] == 1
    assert_illegal(
        ringed,
        0,
        {"type": "play", "card": "cure", "mode": "basic", "params": {"mana": "endless:green"}},
        "no green mana",
    )
    day = play(Table().hand("ruby_ring").build(), "ruby_ring", "powered")
    assert day.turn is not None and [m["colour"] for m in day.turn.mods("endless_mana")] == ["red", "black"]


def test_sapphire_ring_diamond_ring_emerald_ring_powered() -> None:
    """Sapphire, Diamond and Emerald Rings powered: endless mana of their colour (and black); Fame +1 per
    Spell of that colour cast (Space Bending is blue, Charm white, Cure green), none for another colour."""
    spells = {"blue": "space_bending", "white": "charm", "green": "cure"}
    for ring, colour in (("sapphire_ring", "blue"), ("diamond_ring", "white"), ("emerald_ring", "green")):
        state = Table().hand(ring, *spells.values()).source("red", "red", "red").fame(0).build()
        ringed = play(state, ring, "powered")
        assert ringed.turn is not None and [m["colour"] for m in ringed.turn.mods("endless_mana")] == [
            colour,
            "black",
        ]
        assert _thrown_away(ringed, ring)
        after = play(ringed, spells[colour], "basic", mana=f"endless:{colour}")
        assert player(after).fame == 1
        other = next(c for c in spells if c != colour)
        assert_illegal(ringed, 0, play_action(spells[other], mana=f"endless:{other}"), "no " + other)


# --------------------------------------------------------------------------- Banner of Glory
def test_banner_of_glory_powered_every_unit_bonus_and_fame() -> None:
    """Banner of Glory powered: every unit has Armor +1 and +1 to its attacks and blocks this turn, and
    Fame +1 for each unit that attacks or blocks. Peasants (Attack 2) defeat Prowlers (Armor 3)."""
    state = fight("prowlers", "prowlers", hand=("banner_of_glory",), units=("peasants", "peasants"))
    state.turn.combat.phase = "attack"  # type: ignore[union-attr]
    fame = player(state).fame
    unit_attack = {"type": "attack", "targets": "e1", "units": "u1@1/attack"}
    assert_illegal(state, 0, unit_attack, "Not enough")
    glory = play(state, "banner_of_glory", "powered")
    assert _thrown_away(glory, "banner_of_glory")
    after = act(glory, unit_attack)
    assert enemy(after, "e1").defeated and player(after).fame == fame + 2 + 1
    after = act(after, {"type": "attack", "targets": "e2", "units": "u2@1/attack"})
    assert player(after).fame == fame + 2 + 1 + 2 + 1


def test_banner_of_glory_powered_unit_armor() -> None:
    """Banner of Glory powered: Peasants (Armor 3 + 1) absorb all 4 of a Prowlers attack; the hero takes
    no Wound."""
    state = fight("prowlers", hand=("banner_of_glory",), units=("peasants",))
    state = play(state, "banner_of_glory", "powered")
    state = act(state, {"type": "next"})  # Block phase
    state = act(state, {"type": "next"})  # Assign Damage phase
    after = act(state, {"type": "damage", "enemy": "e1", "units": "u1"})
    assert player(after).units[0].wounds == 1 and "wound" not in player(after).hand


def test_triggered_offers_apply() -> None:
    """Every offered play and attack with these cards applies (playouts rely on it)."""
    state = fight(
        "prowlers",
        "ice_heroes",
        hand=(
            "chivalry",
            "explosive_bolt",
            "soul_harvester",
            "golden_grail",
            "ruby_ring",
            "bow_of_starsdawn",
            "sword_of_justice",
        ),
        crystals={"red": 1, "white": 1},
    )
    assert every_offer_applies(state) > 0


def test_triggered_random_walk_keeps_cards() -> None:
    """Random offered options in fights holding these cards apply, and no card appears or vanishes."""
    import random

    from bot.games.mageknight import game as mk

    from ..builder import DATA

    hand = (
        "chivalry",
        "explosive_bolt",
        "soul_harvester",
        "golden_grail",
        "sapphire_ring",
        "bow_of_starsdawn",
    )
    hand += ("sword_of_justice", "banner_of_glory", "march", "rage", "wound")
    for seed in range(6):
        rng = random.Random(seed)
        state = fight("prowlers", "ice_heroes", "diggers", hand=hand, units=("peasants", "utem_crossbowmen"))
        state.players[0].crystals.update({"red": 2, "white": 2, "blue": 1})

        def count(s: GameState) -> int:
            p = player(s)
            return sum(1 for c in p.all_cards() + p.removed if c != "wound") + sum(
                1 for u in p.units if u.banner
            )

        total = count(state)
        for _ in range(12):
            seat = mk.to_move(state)
            if seat is None or state.turn is None or state.turn.seat != 0:
                break
            decision = mk.decision(state, seat, DATA)
            if decision is None or not decision.options:
                break
            option = rng.choice(decision.options)
            state = mk.apply(state, seat, option.action(), DATA).state
            assert count(state) == total, option.id


def test_banner_of_glory_powered_unit_block() -> None:
    """Banner of Glory powered: Utem Crossbowmen block 3 + 1 = 4, enough against Prowlers' attack 4; the
    blocking unit gives Fame +1."""
    state = fight("prowlers", hand=("banner_of_glory",), units=("utem_crossbowmen",))
    state = act(state, {"type": "next"})  # Block phase
    fame = player(state).fame
    unit_block = {"type": "block", "enemy": "e1", "units": "u1@1/block"}
    assert_illegal(state, 0, unit_block, "Not enough")
    after = act(play(state, "banner_of_glory", "powered"), unit_block)
    assert enemy(after, "e1").blocked == [True] and player(after).fame == fame + 1


def test_golden_grail_powered_also_draws_for_wounds_a_unit_heals_from_hand() -> None:
    """A unit's Heal ability healing Wounds from the hand counts for the Grail's draw too."""
    t = (
        Table()
        .hand("golden_grail", "tranquility")
        .deck("march", "rage", "stamina")
        .unit("herbalists", uid="u1")
    )
    state = play(t.build(), "golden_grail", "powered")
    player(state).hand.extend(["wound", "wound"])
    state.turn.tokens = ["green"]  # type: ignore[union-attr]  # the Herbalists' Heal costs green mana
    healed = act(state, {"type": "activate", "unit": "u1", "ability": "1", "mana": "token:green"})
    p = player(healed)
    assert "wound" not in p.hand and {"march", "rage"} <= set(p.hand)
