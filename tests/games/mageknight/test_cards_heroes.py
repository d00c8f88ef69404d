"""§4.1 The 14 hero-unique basic Action cards (UE digest §4.1; Lost Legion digest §6, §7.10, §9.6):
one test per card, basic and powered effect. Combat and unit effects are refused honestly."""

from __future__ import annotations

from typing import Any

from bot.engine.errors import IllegalActionError
from bot.games.mageknight.state import GameState, Turn

from .builder import Table, act, assert_illegal, end_turn, move, play, play_action, player

COMBAT = IllegalActionError


def _turn(state: GameState) -> Turn:
    assert state.turn is not None
    return state.turn


def _table(*hand: str, source: tuple[str, ...] = ("red", "blue", "green", "white")) -> Any:
    return Table().calm().source(*source).hand(*hand)


def test_battle_versatility() -> None:
    """Arythea, Battle Versatility (red): basic Attack 2, Block 2 or Ranged Attack 1; powered Attack 4,
    Block 4, Fire Attack 3, Fire Block 3, Ranged Attack 3 or Siege Attack 2. All combat only."""
    state = _table("battle_versatility").build()
    for mode in ("basic/attack", "basic/block", "basic/ranged-attack"):
        assert_illegal(state, 0, play_action("battle_versatility", mode), "combat", COMBAT)
    for mode in ("powered/fire-attack", "powered/fire-block", "powered/siege-attack"):
        assert_illegal(state, 0, play_action("battle_versatility", mode), "combat", COMBAT)
    assert_illegal(state, 0, play_action("battle_versatility", "basic/move"), "no 'basic/move' mode")


def test_mana_pull() -> None:
    """Arythea, Mana Pull (white): basic: one more Source die this turn, and a black die may be taken
    (even by Day) and used as any basic colour; powered: take two dice, set each to a non-gold colour,
    gain one token of each; those dice are not rerolled."""
    state = _table("mana_pull", "march", "stamina", source=("black", "blue", "red")).build()
    basic = play(state, "mana_pull")
    basic = play(play(basic, "march", "powered", mana="die:black"), "stamina", "powered", mana="die:blue")
    assert _turn(basic).move == 8 and _turn(basic).dice_used == 2
    assert_illegal(state, 0, play_action("march", "powered", mana="die:black"), "Cannot pay|no green mana")

    state = _table("mana_pull", source=("red", "red", "gold")).tokens("white").build()
    powered = play(state, "mana_pull", "powered", colours="green,black", mana="token:white")
    assert sorted(_turn(powered).tokens) == ["black", "green"]
    assert [d.colour for d in powered.source if d.taken_by == 0] == ["green", "black"]
    after = end_turn(powered)
    assert [d.colour for d in after.source][:2] == ["green", "black"]


def test_cold_toughness() -> None:
    """Tovak, Cold Toughness (blue): basic Attack 2 or Ice Block 3; powered Ice Block 5, +1 per ability,
    attack colour and resistance of the blocked enemy. Combat only."""
    state = _table("cold_toughness").build()
    assert_illegal(state, 0, play_action("cold_toughness", "basic/ice-block"), "combat", COMBAT)
    assert_illegal(state, 0, play_action("cold_toughness", "powered"), "Ice Block 5", COMBAT)
    assert _turn(play(state, "cold_toughness", "sideways/move")).move == 1


def test_instinct() -> None:
    """Tovak, Instinct (red): basic Move 2, Influence 2, Attack 2 or Block 2; powered the same for 4."""
    state = _table("instinct").build()
    assert _turn(play(state, "instinct", "basic/move")).move == 2
    assert _turn(play(state, "instinct", "basic/influence")).influence == 2
    assert _turn(play(state, "instinct", "powered/move")).move == 4
    assert _turn(play(state, "instinct", "powered/influence")).influence == 4
    assert_illegal(state, 0, play_action("instinct", "powered/attack"), "combat", COMBAT)


def test_will_focus() -> None:
    """Goldyx, Will Focus (green): basic: a blue, white or red mana token, or a green crystal; powered:
    another Action card's powered effect free, +3 to its Move or Influence."""
    state = _table("will_focus", "march", "promise").build()
    assert _turn(play(state, "will_focus", "basic/mana-token", colour="red")).tokens == ["red"]
    assert player(play(state, "will_focus", "basic/crystal")).crystals["green"] == 1
    assert _turn(play(state, "will_focus", "powered", target="march")).move == 7
    assert _turn(play(state, "will_focus", "powered", target="promise")).influence == 7


def test_crystal_joy() -> None:
    """Goldyx, Crystal Joy (blue): basic: pay one basic mana, gain a crystal of its colour, and at the
    end of the turn you may discard a non-Wound card to take Crystal Joy back into hand; powered: a
    crystal of any colour, and the card to discard for it may be a Wound."""
    deck = ("rage", "promise", "swiftness", "march", "stamina")
    state = _table("crystal_joy", "march", "wound").tokens("red").deck(*deck).build()
    basic = play(state, "crystal_joy", colour="red", pay="token:red")
    assert player(basic).crystals["red"] == 1
    back = end_turn(basic, keep="crystal_joy")
    p = player(back)
    assert "crystal_joy" in p.hand and "march" in p.discard and "wound" in p.hand

    powered = play(state, "crystal_joy", "powered", mana="die:blue", colour="white")
    assert player(powered).crystals["white"] == 1
    back = end_turn(powered, keep="crystal_joy")
    p = player(back)
    assert "crystal_joy" in p.hand and "wound" in p.discard and "march" in p.hand

    lonely = play(
        _table("crystal_joy", "wound").tokens("red").build(), "crystal_joy", colour="red", pay="token:red"
    )
    assert_illegal(lonely, 0, {"type": "end_turn", "discard": [], "keep": "crystal_joy"}, "need a card")
    assert_illegal(state, 0, {"type": "end_turn", "discard": ["march"], "keep": "march"}, "No card")


def test_noble_manners() -> None:
    """Norowas, Noble Manners (white): basic Influence 2 (+1 Fame if used to interact); powered
    Influence 4 (+1 Fame, +1 Reputation if used to interact). Interaction is not here yet: no bonus."""
    state = _table("noble_manners").build()
    basic = play(state, "noble_manners")
    assert _turn(basic).influence == 2 and player(basic).fame == 0
    powered = play(state, "noble_manners", "powered")
    assert _turn(powered).influence == 4 and player(powered).reputation == 0


def test_rejuvenate() -> None:
    """Norowas, Rejuvenate (green): basic Heal 1, draw 1, a green mana token or ready a level I-II unit;
    powered Heal 2, draw 2, a green crystal or ready a level I-III unit."""
    state = _table("rejuvenate", "wound", "wound").deck("march", "rage").build()
    assert player(play(state, "rejuvenate", "basic/heal")).hand == ["wound"]
    assert player(play(state, "rejuvenate", "basic/draw")).hand[-1] == "march"
    assert _turn(play(state, "rejuvenate", "basic/mana-token")).tokens == ["green"]
    assert player(play(state, "rejuvenate", "powered/heal")).hand == []
    assert player(play(state, "rejuvenate", "powered/draw")).hand[-2:] == ["march", "rage"]
    assert player(play(state, "rejuvenate", "powered/crystal")).crystals["green"] == 1
    assert_illegal(state, 0, play_action("rejuvenate", "basic/ready-unit"), "Units", COMBAT)


def test_swift_reflexes() -> None:
    """Wolfhawk, Swift Reflexes (white): basic Move 2, Ranged Attack 1 or lower an enemy attack by 1;
    powered Move 4, Ranged Attack 3 or lower an attack by 2."""
    state = _table("swift_reflexes").build()
    assert _turn(play(state, "swift_reflexes", "basic/move")).move == 2
    assert _turn(play(state, "swift_reflexes", "powered/move")).move == 4
    assert_illegal(state, 0, play_action("swift_reflexes", "basic/lower-attack"), "combat", COMBAT)
    assert_illegal(state, 0, play_action("swift_reflexes", "powered/ranged-attack"), "combat", COMBAT)


def test_tirelessness() -> None:
    """Wolfhawk, Tirelessness (blue): basic Move 2, and the next card giving Move this turn (sideways
    too) gives +1; powered Move 4, and every further Move card this turn gives +1."""
    state = _table("tirelessness", "march", "rage", "promise").build()
    basic = play(play(play(state, "tirelessness"), "march"), "rage", "sideways/move")
    assert _turn(basic).move == 2 + 3 + 1
    powered = play(state, "tirelessness", "powered")
    powered = play(play(play(powered, "march"), "rage", "sideways/move"), "promise", "sideways/move")
    assert _turn(powered).move == 4 + 3 + 2 + 2
    sideways_first = play(play(state, "tirelessness"), "rage", "sideways/move")
    assert _turn(sideways_first).move == 2 + 2


def test_savage_harvesting() -> None:
    """Krang, Savage Harvesting (green): basic Move 2, and once this turn, on moving onto a space, you
    may discard a card for a crystal of its colour; powered Move 4 and the same on every space."""
    state = _table("savage_harvesting", "march", "promise", "rage", "stamina").build()
    basic = play(state, "savage_harvesting")
    basic = act(basic, {"type": "move", "hex": "1,0", "harvest": "march"})
    assert player(basic).crystals["green"] == 1 and player(basic).discard == ["march"]
    again = play(play(basic, "rage", "sideways/move"), "stamina", "sideways/move")
    assert_illegal(again, 0, {"type": "move", "hex": "0,0", "harvest": "promise"}, "No card played")
    powered = play(state, "savage_harvesting", "powered")
    powered = act(powered, {"type": "move", "hex": "1,0", "harvest": "march"})
    powered = act(
        play(powered, "rage", "sideways/move"), {"type": "move", "hex": "2,-1", "harvest": "promise"}
    )
    assert player(powered).crystals == {"red": 0, "blue": 0, "green": 1, "white": 1}
    assert_illegal(
        play(state, "savage_harvesting"), 0, {"type": "move", "hex": "1,0", "harvest": "wound"}, "non-Wound"
    )
    assert_illegal(
        play(state, "march"), 0, {"type": "move", "hex": "1,0", "harvest": "promise"}, "No card played"
    )


def test_ruthless_coercion() -> None:
    """Krang, Ruthless Coercion (red): basic Influence 2 (a recruit discount, needs interaction);
    powered Influence 6, Reputation -1 (readying units needs units)."""
    state = _table("ruthless_coercion").build()
    assert _turn(play(state, "ruthless_coercion")).influence == 2
    powered = play(state, "ruthless_coercion", "powered")
    assert _turn(powered).influence == 6 and player(powered).reputation == -1


def test_one_with_the_land() -> None:
    """Braevalar, One with the Land (green): basic Move 2, Heal 1 or Block 2; powered Move 4, Heal 2, or
    a Block equal to the unmodified Move cost of your space (combat only)."""
    state = _table("one_with_the_land", "wound", "wound").build()
    assert _turn(play(state, "one_with_the_land", "basic/move")).move == 2
    assert player(play(state, "one_with_the_land", "basic/heal")).hand == ["wound"]
    assert _turn(play(state, "one_with_the_land", "powered/move")).move == 4
    assert player(play(state, "one_with_the_land", "powered/heal")).hand == []
    assert_illegal(state, 0, play_action("one_with_the_land", "basic/block"), "combat", COMBAT)
    assert_illegal(state, 0, play_action("one_with_the_land", "powered/land-block"), "combat", COMBAT)


def test_druidic_paths() -> None:
    """Braevalar, Druidic Paths (blue): basic Move 2 and one space of the next move costs 1 less (not
    below 2); powered Move 4 and one chosen terrain costs 1 less this turn (not below 2; ruling)."""
    state = _table("druidic_paths", "march").build()
    basic = move(play(state, "druidic_paths"), "1,-1")  # forest, 3 by Day -> 2
    assert _turn(basic).move == 0 and player(basic).position == [1, -1]
    powered = play(state, "druidic_paths", "powered", terrain="forest")
    powered = move(powered, "1,-1")
    assert _turn(powered).move == 2
    plains = move(play(state, "druidic_paths", "powered", terrain="plains"), "1,0")
    assert _turn(plains).move == 2  # plains 2 stays 2
    assert_illegal(state, 0, play_action("druidic_paths", "powered", terrain="lake"), "Choose the terrain")
