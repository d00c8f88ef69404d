"""Advanced Action cards, basic and powered (UE digest §4.1-§4.3, §7; Lost Legion digest §1.1), written
from each card's meaning. Cards whose effects are not resolved yet are refused honestly (see the
report in resolvers/advanced.py's docstring)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import RulesError
from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState, Turn

from ..builder import DATA, Table, act, assert_illegal, attack, block, play, play_action, player
from ..combat.kit import enemy, fight, to_attack, to_phase


def _turn(state: GameState) -> Turn:
    assert state.turn is not None
    return state.turn


def _table(*hand: str, source: tuple[str, ...] = ("red", "blue", "green", "white")) -> Table:
    return Table().calm().source(*source).hand(*hand)


def _play(name: str, mode: str, **params: str) -> dict[str, Any]:
    return {"type": "play", "card": name, "mode": mode, "params": params}


def _offered(state: GameState, card: str) -> list[dict[str, Any]]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return [o.action() for o in decision.options if o.command == "play" and o.params.get("card") == card]


@pytest.mark.parametrize(
    ("card", "colour", "attack_phase"),
    [
        ("crushing_bolt", "green", "ranged"),
        ("swift_bolt", "white", "ranged"),
        ("ice_bolt", "blue", "ranged"),
        ("fire_bolt", "red", "ranged"),
    ],
)
def test_the_four_bolts(card: str, colour: str, attack_phase: str) -> None:
    """Crushing/Swift/Ice/Fire Bolt: basic gains a crystal of the card's colour; powered is a Siege or
    Ranged attack usable in the Ranged & Siege phase (Prowlers: armor 3)."""
    state = play(_table(card).build(), card)
    assert player(state).crystals[colour] == 1
    fought = fight("prowlers", hand=(card,), crystals={colour: 1})
    won = attack(fought, "e1", f"{card}@powered+mana=crystal:{colour}")
    assert enemy(won, "e1").defeated


def test_refreshing_walk() -> None:
    """Refreshing Walk: Move 2 and Heal 1 (powered: Move 4, Heal 2); in combat only the Move."""
    state = _table("refreshing_walk", "wound", "wound").build()
    basic = play(state, "refreshing_walk")
    assert _turn(basic).move == 2 and player(basic).hand.count("wound") == 1
    powered = play(state, "refreshing_walk", "powered", mana="die:green")
    assert _turn(powered).move == 4 and player(powered).hand.count("wound") == 0


def test_in_need() -> None:
    """In Need: Influence 3 plus 1 per Wound in hand or on units (powered: 5 plus 2 per Wound)."""
    state = _table("in_need", "wound", "wound").unit("peasants", uid="u1", wounds=1).build()
    assert _turn(play(state, "in_need")).influence == 3 + 3
    assert _turn(play(state, "in_need", "powered", mana="die:green")).influence == 5 + 6
    assert _turn(play(_table("in_need").build(), "in_need")).influence == 3


def test_training() -> None:
    """Training: throw away an Action card; take an Advanced Action of its colour from the offer into the
    discard pile (powered: into the hand); the offer is refilled."""
    state = _table("training", "march", "rage").build()
    state.aa_offer, state.offers_revealed = ["refreshing_walk", "blood_rage", "ice_bolt"], True
    basic = act(state, _play("training", "basic", throw="march", take="refreshing_walk"))
    assert "march" in player(basic).removed and "refreshing_walk" in player(basic).discard
    assert "refreshing_walk" not in basic.aa_offer and len(basic.aa_offer) == 3
    powered = act(state, _play("training", "powered", mana="die:green", throw="rage", take="blood_rage"))
    assert "blood_rage" in player(powered).hand
    assert_illegal(
        state, 0, _play("training", "basic", throw="march", take="ice_bolt"), "Possible: refreshing_walk"
    )
    options = _offered(state, "training")
    assert {o["params"]["take"] for o in options if "take" in o["params"]} == {
        "refreshing_walk",
        "blood_rage",
    }


def test_power_of_crystals() -> None:
    """Power of Crystals basic: a crystal of a basic colour you have no crystal of."""
    state = _table("power_of_crystals").crystals(red=1).build()
    after = play(state, "power_of_crystals", colour="blue")
    assert player(after).crystals["blue"] == 1
    assert_illegal(state, 0, play_action("power_of_crystals", colour="red"), "blue\\|green\\|white")


def test_mana_storm_basic() -> None:
    """Mana Storm basic: choose a basic-coloured Source die, gain a crystal of its colour, reroll it; the
    die stays in the Source."""
    state = _table("mana_storm", source=("gold", "blue", "black")).build()
    after = play(state, "mana_storm", die="blue")
    assert player(after).crystals["blue"] == 1
    assert all(d.taken_by is None for d in after.source) and len(after.source) == 3
    assert_illegal(state, 0, play_action("mana_storm", die="gold"), "die:<blue>")


def test_crystal_mastery_basic() -> None:
    """Crystal Mastery basic: a crystal of a colour you already own."""
    state = _table("crystal_mastery").crystals(green=1).build()
    assert player(play(state, "crystal_mastery")).crystals["green"] == 2
    assert_illegal(_table("crystal_mastery").build(), 0, play_action("crystal_mastery"), "no crystal")


def test_pure_magic() -> None:
    """Pure Magic: pay a green mana for Move 4 (powered 7); white gives Influence, blue Block, red
    Attack. The modes are named by what they give and the colour paid (move-green...)."""
    state = _table("pure_magic", source=("green", "white")).build()
    basic = play(state, "pure_magic", "basic/move-green", pay="die:green")
    assert _turn(basic).move == 4 and _turn(basic).dice_used == 1
    state = _table("pure_magic", source=("green",)).tokens("blue").build()
    powered = play(state, "pure_magic", "powered/move-green", mana="token:blue", pay="die:green")
    assert _turn(powered).move == 7
    assert_illegal(
        _table("pure_magic", source=("red",)).build(),
        0,
        play_action("pure_magic", "basic/move-green"),
        "no green",
    )
    state = _table("pure_magic", source=("white",)).build()
    assert _turn(play(state, "pure_magic", "basic/influence-white", pay="die:white")).influence == 4


def test_spell_forge() -> None:
    """Spell Forge: a crystal of the colour of a Spell in the offer (powered: two, of two different
    Spells)."""
    state = _table("spell_forge").build()
    state.spell_offer = ["fireball", "tremor", "restoration"]
    colours = [DATA.cards[s].colour for s in state.spell_offer]
    after = play(state, "spell_forge", colours=colours[0])
    assert player(after).crystals[colours[0]] == 1
    both = play(state, "spell_forge", "powered", mana="die:blue", colours="red,green")
    assert player(both).crystals["red"] == 1 and player(both).crystals["green"] == 1
    assert_illegal(state, 0, play_action("spell_forge", "powered", mana="die:blue", colours="red,red"))
    missing = next(c for c in ("red", "blue", "green", "white") if c not in colours)
    assert_illegal(state, 0, play_action("spell_forge", colours=missing), "different Spell")


def test_blood_rage() -> None:
    """Blood Rage: Attack 2, or take a Wound for Attack 5 (powered 4 / 9). Prowlers: armor 3."""
    state = to_attack(fight("prowlers", hand=("blood_rage",)))
    wounds = player(state).hand.count("wound")
    won = attack(state, "e1", "blood_rage@basic/attack-take-wounds")
    assert enemy(won, "e1").defeated and player(won).hand.count("wound") == wounds + 1
    assert_illegal(
        state, 0, {"type": "attack", "targets": "e1", "cards": "blood_rage@basic/attack"}, "Not enough"
    )


def test_decompose() -> None:
    """Decompose: throw away an Action card; two crystals of its colour (powered: one of each other basic
    colour)."""
    state = _table("decompose", "march").build()
    basic = play(state, "decompose", throw="march")
    assert player(basic).crystals["green"] == 2 and "march" in player(basic).removed
    powered = play(state, "decompose", "powered", mana="die:red", throw="march")
    assert [player(powered).crystals[c] for c in ("red", "blue", "green", "white")] == [1, 1, 0, 1]


def test_counterattack() -> None:
    """Counterattack: Attack 2 plus 2 per enemy blocked this turn (powered 4 plus 3)."""
    state = to_phase(
        fight("prowlers", hand=("counterattack", "determination"), crystals={"blue": 1}), "block"
    )
    blocked = block(state, "e1", "determination@powered+mana=crystal:blue")
    blocked = to_phase(blocked, "attack")
    won = attack(blocked, "e1", "counterattack@basic")
    assert enemy(won, "e1").defeated


def test_ritual_attack() -> None:
    """Ritual Attack: throw away an Action card; Attack by its colour (red: Attack 5)."""
    state = to_attack(fight("prowlers", hand=("ritual_attack", "rage")))
    won = attack(state, "e1", "ritual_attack@basic+throw=rage")
    assert enemy(won, "e1").defeated and "rage" in player(won).removed


def test_explosive_bolt_basic() -> None:
    """Explosive Bolt basic: take a Wound to gain a white and a red crystal."""
    after = play(_table("explosive_bolt").build(), "explosive_bolt")
    assert player(after).hand.count("wound") == 1
    assert player(after).crystals["white"] == 1 and player(after).crystals["red"] == 1


def test_blood_ritual_basic() -> None:
    """Blood Ritual basic: take a Wound; a red crystal and a mana token of any colour."""
    after = play(_table("blood_ritual").build(), "blood_ritual", colour="black")
    assert player(after).hand.count("wound") == 1 and player(after).crystals["red"] == 1
    assert _turn(after).tokens == ["black"]


def test_magic_talent_powered() -> None:
    """Magic Talent powered: pay a mana of a colour to take a Spell of that colour from the offer into
    the discard pile."""
    state = _table("magic_talent").crystals(red=1, blue=1, green=1, white=1).build()
    state.spell_offer, state.offers_revealed = ["tremor", "fireball", "restoration"], True
    spell = "fireball"
    options = _offered(state, "magic_talent")
    assert any(o["params"].get("take") == spell for o in options)
    chosen = next(o for o in options if o["params"].get("take") == spell)
    after = act(state, chosen)
    assert spell in player(after).discard and spell not in after.spell_offer
    assert player(after).crystals["red"] == 0


def test_ice_shield_and_force_of_nature() -> None:
    """Ice Shield basic: Ice Block 3; Force of Nature powered: Siege Attack 3 or Block 6."""
    state = to_phase(
        fight("prowlers", hand=("ice_shield", "force_of_nature"), crystals={"green": 1}), "block"
    )
    blocked = block(state, "e1", "ice_shield@basic,force_of_nature@sideways/block")
    assert enemy(blocked, "e1").blocked == [True]
    ranged = fight("prowlers", hand=("force_of_nature",), crystals={"green": 1})
    assert enemy(
        attack(ranged, "e1", "force_of_nature@powered/siege-attack+mana=crystal:green"), "e1"
    ).defeated


def test_every_offered_advanced_action_applies() -> None:
    """Every option offered for an Advanced Action in hand applies (nested choices that the engine does
    not resolve yet are not offered)."""
    aas = [c for c, rec in DATA.cards.items() if rec.kind == "advanced"]
    for i in range(0, len(aas), 6):
        state = (
            _table(*aas[i : i + 6], "march", "rage", "wound")
            .crystals(red=1, blue=1, green=1, white=1)
            .build()
        )
        for action in [o for c in set(aas[i : i + 6]) for o in _offered(state, c)]:
            try:
                act(state, action)
            except RulesError as exc:  # pragma: no cover - the assertion message shows it
                pytest.fail(f"{action} was offered but refused: {exc}")
