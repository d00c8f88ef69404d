"""Cards that change how a combat goes (resolvers/combat_effects.py): Shield Bash, Chilling Stare,
Rush of Adrenaline, Burning Shield, Charm (Possess) and Cure (Disease)."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight import enemies as enemy_rules
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import CombatEnemy, GameState

from ..builder import DATA, act, assert_illegal, damage, next_phase, play, player
from .kit import HERE, THERE, rampaging, table


def fight(
    *enemies: str,
    hand: tuple[str, ...] = (),
    crystals: dict[str, int] | None = None,
    night: bool = False,
    tokens: tuple[str, ...] = (),
    deck: tuple[str, ...] = (),
) -> GameState:
    """A challenge of ``enemies`` next to the hero: the Ranged & Siege phase."""
    t = rampaging(table(hand=hand, crystals=crystals), THERE, *enemies).at(HERE)
    if night:
        t.night()
    if tokens:
        t.tokens(*tokens)
    if deck:
        t.deck(*deck)
    return act(t.build(), {"type": "challenge", "targets": THERE})


def enemy(state: GameState, uid: str = "e1") -> CombatEnemy:
    assert state.turn is not None and state.turn.combat is not None
    return next(e for e in state.turn.combat.enemies if e.uid == uid)


def armor_now(state: GameState, uid: str = "e1") -> int:
    assert state.turn is not None and state.turn.combat is not None
    return enemy_rules.armor(Ctx(state, DATA), state.turn.combat, enemy(state, uid), "attack")


def block_with(state: GameState, uid: str, cards: str, **extra: Any) -> GameState:
    return act(state, {"type": "block", "enemy": uid, "cards": cards, **extra})


# --------------------------------------------------------------------------- Shield Bash
def test_shield_bash_basic_block_counts_double_vs_swift() -> None:
    """Wolf Riders: Swift attack 3 needs 6. Shield Bash's Block 3 counts twice; Rage's Block 2 + a
    sideways 1 would not."""
    state = next_phase(fight("wolf_riders", hand=("shield_bash", "rage", "march")))
    assert_illegal(state, 0, {"type": "block", "enemy": "e1", "cards": "rage@basic/block"}, "Not enough")
    after = block_with(state, "e1", "shield_bash@basic")
    assert enemy(after).blocked == [True]
    assert "shield_bash" in player(after).play_area


def test_shield_bash_powered_excess_block_lowers_armor() -> None:
    """Block 5 against Prowlers' attack 4: 1 point of excess Block = Armor -1 (3 -> 2)."""
    state = next_phase(fight("prowlers", hand=("shield_bash",), crystals={"blue": 1}))
    after = block_with(state, "e1", "shield_bash@powered+mana=crystal:blue")
    assert enemy(after).blocked == [True]
    assert armor_now(after) == 2
    assert player(after).crystals["blue"] == 0


def test_shield_bash_powered_excess_counts_swift_doubling() -> None:
    """Swift Wolf Riders (attack 3 -> 6 needed): Block 5 counted twice = 10, so the excess is capped by
    the card's own 5 but the 4 beyond the need count: Armor 4 - 4, not below 1."""
    state = next_phase(fight("wolf_riders", hand=("shield_bash",), crystals={"blue": 1}))
    after = block_with(state, "e1", "shield_bash@powered+mana=crystal:blue")
    assert armor_now(after) == 1


# --------------------------------------------------------------------------- Chilling Stare
def test_chilling_stare_basic_enemy_attacks_lose_abilities() -> None:
    """Wolf Riders lose Swift: Rage's Block 2 + a sideways 1 = 3 now blocks their attack 3."""
    state = next_phase(fight("wolf_riders", hand=("chilling_stare", "rage", "march")))
    state = play(state, "chilling_stare", "basic/enemy-attacks-lose-abilities", enemy="e1")
    assert "swift" in enemy(state).lost
    after = block_with(state, "e1", "rage@basic/block,march@sideways/block")
    assert enemy(after).blocked == [True]


def test_chilling_stare_basic_reaches_an_arcane_immune_enemy() -> None:
    """Sorcerers (Arcane Immunity, Poison, Assassination): their attacks lose Poison and Assassination."""
    state = fight("sorcerers", hand=("chilling_stare",))
    after = play(state, "chilling_stare", "basic/enemy-attacks-lose-abilities", enemy="e1")
    assert {"poison", "assassination"} <= set(enemy(after).lost)


def test_chilling_stare_basic_influence_mode() -> None:
    state = table(hand=("chilling_stare",)).build()
    after = play(state, "chilling_stare", "basic/influence")
    assert after.turn is not None and after.turn.influence == 3


def test_chilling_stare_powered_enemy_skips_attack() -> None:
    state = fight("prowlers", hand=("chilling_stare",), crystals={"blue": 1})
    after = play(state, "chilling_stare", "powered/enemy-skips-attack", enemy="e1", mana="crystal:blue")
    assert enemy(after).blocked == [True]


# --------------------------------------------------------------------------- Rush of Adrenaline
def test_rush_of_adrenaline_basic_draws_for_each_wound() -> None:
    """Prowlers' 4 damage = 2 Wounds on a level-1 hero (armor 2): 2 cards drawn."""
    state = fight("prowlers", hand=("rush_of_adrenaline",), deck=("march", "rage", "swiftness"))
    state = play(state, "rush_of_adrenaline", "basic")
    after = damage(next_phase(next_phase(state)), "e1")
    p = player(after)
    assert p.hand.count("wound") == 2
    assert sorted(c for c in p.hand if c != "wound") == ["march", "rage"]
    assert p.deck == ["swiftness"]


def test_rush_of_adrenaline_basic_stops_after_three() -> None:
    """Swordsmen deal 6 = 3 Wounds, Ironclads (Brutal 4 = 8) 4 more: only the first three draw."""
    deck = ("march", "rage", "swiftness", "stamina", "concentration")
    state = fight("swordsmen", "ironclads", hand=("rush_of_adrenaline",), deck=deck)
    state = play(state, "rush_of_adrenaline", "basic")
    state = next_phase(next_phase(state))
    after = damage(damage(state, "e1"), "e2")
    assert len(player(after).deck) == 2


def test_rush_of_adrenaline_powered_throws_away_the_first_wound() -> None:
    """Powered: the first Wound is thrown away (and a card drawn), the next ones each draw a card."""
    deck = ("march", "rage", "swiftness")
    state = fight("prowlers", hand=("rush_of_adrenaline",), crystals={"red": 1}, deck=deck)
    state = play(state, "rush_of_adrenaline", "powered", mana="crystal:red")
    after = damage(next_phase(next_phase(state)), "e1")
    p = player(after)
    assert p.hand.count("wound") == 1
    assert sorted(c for c in p.hand if c != "wound") == ["march", "rage"]


# --------------------------------------------------------------------------- Burning Shield
def test_burning_shield_basic_gains_fire_attack_after_successful_block() -> None:
    """Fire Block 4 blocks Prowlers (attack 4); Attack 4 Fire is kept for the Attack phase and defeats
    them there (armor 3) with no card played."""
    state = next_phase(fight("prowlers", hand=("burning_shield",), crystals={"red": 1}))
    state = block_with(state, "e1", "burning_shield@basic+mana=crystal:red")
    assert state.turn is not None and state.turn.combat is not None
    assert state.turn.combat.possessed == [["", 4, "fire", "Burning Shield"]]
    state = next_phase(state)  # every attack blocked: the Attack phase
    after = act(state, {"type": "attack", "targets": "e1"})
    assert enemy(after).defeated and player(after).fame == 2


def test_burning_shield_basic_failed_block_gives_nothing() -> None:
    state = next_phase(fight("swordsmen", hand=("burning_shield",), crystals={"red": 1}))
    assert_illegal(
        state, 0, {"type": "block", "enemy": "e1", "cards": "burning_shield@basic+mana=crystal:red"}
    )


def test_burning_shield_powered_destroys_the_blocked_enemy() -> None:
    """Exploding Shield at Night (red + black): the blocked Prowlers are destroyed at once (Fame 2)."""
    state = next_phase(
        fight("prowlers", hand=("burning_shield",), crystals={"red": 1}, night=True, tokens=("black",))
    )
    after = block_with(state, "e1", "burning_shield@powered+mana=crystal:red+black=token:black")
    assert enemy(after).defeated and player(after).fame == 2


def test_burning_shield_powered_does_not_destroy_a_fire_resistant_enemy() -> None:
    """Skeletal Warriors resist Fire: the red spell's destruction does nothing (the block stands)."""
    state = next_phase(
        fight(
            "skeletal_warriors", hand=("burning_shield",), crystals={"red": 1}, night=True, tokens=("black",)
        )
    )
    after = block_with(state, "e1", "burning_shield@powered+mana=crystal:red+black=token:black")
    assert enemy(after).blocked == [True] and not enemy(after).defeated


# --------------------------------------------------------------------------- Charm / Possess
def test_charm_powered_possess_enemy_attack_used_against_another() -> None:
    """Possess Prowlers (attack 4): they do not attack, and their Attack 4 defeats Wolf Riders (armor 4)
    in the Attack phase; it may not be used against the Prowlers themselves."""
    state = fight(
        "prowlers", "wolf_riders", hand=("charm",), crystals={"white": 1}, night=True, tokens=("black",)
    )
    state = play(state, "charm", "powered", enemy="e1", mana="crystal:white", black="token:black")
    assert enemy(state, "e1").blocked == [True]
    state = next_phase(next_phase(state))  # Block phase -> Assign Damage (Wolf Riders attack)
    state = next_phase(damage(state, "e2"))
    assert_illegal(state, 0, {"type": "attack", "targets": "e1"}, "Name the cards")
    after = act(state, {"type": "attack", "targets": "e2"})
    assert enemy(after, "e2").defeated


def test_charm_powered_refuses_an_arcane_immune_enemy() -> None:
    state = fight("sorcerers", hand=("charm",), crystals={"white": 1}, night=True, tokens=("black",))
    action = {
        "type": "play",
        "card": "charm",
        "mode": "powered",
        "params": {"enemy": "e1", "mana": "crystal:white", "black": "token:black"},
    }
    assert_illegal(state, 0, action, "Arcane Immunity")


# --------------------------------------------------------------------------- Cure / Disease
def test_cure_powered_blocked_enemies_armor_one() -> None:
    """Disease: the fully blocked Prowlers (armor 3) have Armor 1 in the Attack phase: a sideways
    Attack 1 defeats them."""
    hand = ("cure", "rage", "march", "swiftness", "stamina")
    state = next_phase(fight("prowlers", hand=hand, crystals={"green": 1}, night=True, tokens=("black",)))
    state = play(state, "cure", "powered", mana="crystal:green", black="token:black")
    state = block_with(state, "e1", "rage@basic/block,march@sideways/block,swiftness@sideways/block")
    state = next_phase(state)
    assert armor_now(state) == 1
    after = act(state, {"type": "attack", "targets": "e1", "cards": "stamina@sideways/attack"})
    assert enemy(after).defeated


def test_cure_powered_leaves_unblocked_enemies_alone() -> None:
    state = fight("prowlers", hand=("cure",), crystals={"green": 1}, night=True, tokens=("black",))
    state = play(state, "cure", "powered", mana="crystal:green", black="token:black")
    state = next_phase(damage(next_phase(next_phase(state)), "e1"))
    assert armor_now(state) == 3


def test_cure_basic_heals() -> None:
    state = table(hand=("cure", "wound", "wound"), crystals={"green": 1}).build()
    after = play(state, "cure", "basic", mana="crystal:green")
    assert player(after).hand.count("wound") == 0


def test_every_offered_option_applies_with_these_cards_and_units() -> None:
    """Options offered with Shield Bash, Chilling Stare, Rush of Adrenaline, Burning Shield, Charm and
    Cure in hand and Altem Mages / Shocktroops in play all apply, in each phase of a combat."""
    from ..builder import DATA
    from ..spells.kit import every_offer_applies

    hand = ("shield_bash", "chilling_stare", "rush_of_adrenaline", "burning_shield", "charm", "cure", "rage")
    t = rampaging(
        table(hand=hand, crystals={"red": 2, "blue": 2, "white": 1, "green": 1}), THERE, "wolf_riders"
    )
    t.unit("altem_mages", uid="u1").unit("shocktroops", uid="u2").at(HERE).night().tokens("black", "black")
    state = act(t.build(), {"type": "challenge", "targets": THERE})
    commands = ("play", "attack", "block", "activate", "damage")
    assert every_offer_applies(state, commands) > 0
    from bot.games.mageknight import game as mk

    labels = [o.label for o in mk.decision(state, 0, DATA).options]  # type: ignore[union-attr]
    assert any("Altem Mages" in label for label in labels)
    state = next_phase(state)
    assert every_offer_applies(state, commands) > 0
    state = damage(next_phase(state), "e1")
    assert every_offer_applies(next_phase(state), commands) > 0
