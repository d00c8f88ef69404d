"""§4.1 The 12 standard basic Action cards: one test per card, basic and powered effect, written from
what the card means. Combat effects are refused honestly until combat exists."""

from __future__ import annotations

import pytest

from bot.engine.errors import AmbiguousActionError, IllegalActionError, NotAvailableYetError
from bot.games.mageknight.state import GameState, Turn

from .builder import Table, assert_illegal, end_turn, play, play_action, player, snapshot

ANY = ("red", "blue", "green", "white")


def _turn(state: GameState) -> Turn:
    assert state.turn is not None
    return state.turn


def test_rage() -> None:
    """Rage (red): basic Attack 2 or Block 2; powered Attack 4. All combat only: refused outside combat, but
    the card can still go sideways for Move 1."""
    state = Table().source("red", "blue", "blue").hand("rage").build()
    assert_illegal(state, 0, play_action("rage"), "choose one mode", AmbiguousActionError)
    assert_illegal(state, 0, play_action("rage", "basic/attack"), "combat", IllegalActionError)
    assert_illegal(state, 0, play_action("rage", "basic/block"), "combat", IllegalActionError)
    assert_illegal(state, 0, play_action("rage", "powered", mana="die:red"), "combat", IllegalActionError)
    assert _turn(play(state, "rage", "sideways/move")).move == 1


def test_determination() -> None:
    """Determination (blue): basic Attack 2 or Block 2; powered Block 5. Combat only."""
    state = Table().source("blue", "red", "red").hand("determination").build()
    assert_illegal(state, 0, play_action("determination", "basic/block"), "combat", IllegalActionError)
    assert_illegal(state, 0, play_action("determination", "powered"), "Block 5", IllegalActionError)
    assert _turn(play(state, "determination", "sideways/influence")).influence == 1


def test_swiftness() -> None:
    """Swiftness (white): basic Move 2; powered Ranged Attack 3 (combat only)."""
    state = Table().source("white", "red", "red").hand("swiftness").build()
    assert _turn(play(state, "swiftness")).move == 2
    assert_illegal(state, 0, play_action("swiftness", "powered"), "Ranged Attack 3", IllegalActionError)


def test_march() -> None:
    """March (green): basic Move 2; powered Move 4."""
    state = Table().source("green", "red", "red").hand("march").build()
    assert _turn(play(state, "march")).move == 2
    assert _turn(play(state, "march", "powered")).move == 4


def test_stamina() -> None:
    """Stamina (blue): basic Move 2; powered Move 4 (needs blue mana, not green)."""
    state = Table().source("blue", "red", "red").hand("stamina").build()
    assert _turn(play(state, "stamina")).move == 2
    assert _turn(play(state, "stamina", "powered")).move == 4
    no_blue = Table().source("green", "red", "red").hand("stamina").build()
    assert_illegal(no_blue, 0, play_action("stamina", "powered"), "no blue mana")


def test_tranquility() -> None:
    """Tranquility (green): basic Heal 1 or draw 1 card; powered Heal 2 or draw 2 cards. Healing throws
    Wounds away from the hand (§4.8)."""
    t = Table().source("green", "red", "red").hand("tranquility", "wound", "wound", "wound")
    state = t.deck("march", "rage", "promise").build()
    healed = play(state, "tranquility", "basic/heal")
    assert player(healed).hand.count("wound") == 2 and player(healed).all_cards().count("wound") == 2
    drew = play(state, "tranquility", "basic/draw")
    assert player(drew).hand[-1] == "march" and player(drew).deck == ["rage", "promise"]
    healed2 = play(state, "tranquility", "powered/heal")
    assert player(healed2).hand.count("wound") == 1
    drew2 = play(state, "tranquility", "powered/draw")
    assert player(drew2).hand[-2:] == ["march", "rage"]


def test_promise() -> None:
    """Promise (white): basic Influence 2; powered Influence 4."""
    state = Table().source("white", "red", "red").hand("promise").build()
    assert _turn(play(state, "promise")).influence == 2
    assert _turn(play(state, "promise", "powered")).influence == 4


def test_threaten() -> None:
    """Threaten (red): basic Influence 2; powered Influence 5 and Reputation -1."""
    state = Table().source("red", "blue", "blue").hand("threaten").build()
    basic = play(state, "threaten")
    assert _turn(basic).influence == 2 and player(basic).reputation == 0
    powered = play(state, "threaten", "powered")
    assert _turn(powered).influence == 5 and player(powered).reputation == -1


def test_crystallize() -> None:
    """Crystallize (blue): basic: pay one mana of a basic colour, gain a crystal of that colour;
    powered: gain a crystal of any basic colour."""
    state = Table().source("blue", "red", "red").tokens("white").hand("crystallize").build()
    basic = play(state, "crystallize", colour="white")
    assert player(basic).crystals["white"] == 1 and _turn(basic).tokens == []
    assert_illegal(state, 0, play_action("crystallize", colour="green"), "no green mana")
    powered = play(state, "crystallize", "powered", mana="die:blue", colour="green")
    assert player(powered).crystals == {"red": 0, "blue": 0, "green": 1, "white": 0}


def test_mana_draw() -> None:
    """Mana Draw (white): basic: use one more Source die this turn; powered: take one more die, set it
    to any non-gold colour and gain two mana tokens of it; that die is not rerolled when returned."""
    state = Table().source("white", "green", "blue", "black").hand("mana_draw", "march", "stamina").build()
    basic = play(state, "mana_draw")
    basic = play(play(basic, "march", "powered", mana="die:green"), "stamina", "powered", mana="die:blue")
    assert _turn(basic).move == 8 and _turn(basic).dice_used == 2

    powered = play(state, "mana_draw", "powered", mana="die:white", colours="red")
    taken = [d for d in powered.source if d.taken_by == 0]
    assert len(taken) == 2 and _turn(powered).tokens == ["red", "red"]
    fixed = next(d for d in taken if d.fixed)
    assert fixed.colour == "red"
    assert_illegal(powered, 0, play_action("mana_draw", "powered", colours="gold"), "not in your hand")
    after = end_turn(powered)
    assert "red" in [d.colour for d in after.source] and all(not d.fixed for d in after.source)
    assert_illegal(
        state, 0, play_action("mana_draw", "powered", mana="die:white", colours="gold"), "any but gold"
    )


def test_concentration() -> None:
    """Concentration (green): basic: gain a blue, white or red mana token; powered: play another Action
    card's powered effect free with +2 to its Move or Influence (not to Heal)."""
    hand = ("concentration", "march", "promise", "tranquility", "wound")
    state = Table().source("green", "red", "red").hand(*hand).build()
    token = play(state, "concentration", colour="blue")
    assert _turn(token).tokens == ["blue"]
    assert_illegal(state, 0, play_action("concentration", colour="green"), "Choose a colour")
    march = play(state, "concentration", "powered", target="march")
    assert _turn(march).move == 6 and sorted(player(march).play_area) == ["concentration", "march"]
    promise = play(state, "concentration", "powered", target="promise")
    assert _turn(promise).influence == 6
    heal = play(state, "concentration", "powered", target="tranquility", target_mode="heal")
    assert "wound" not in player(heal).hand
    assert_illegal(state, 0, play_action("concentration", "powered"), "needs a target")


def test_concentration_bonus_does_not_apply_to_heal() -> None:
    """§9.6 (LL digest): Concentration adds +2 to Move, Influence, Block or Attack only; Heal 2 stays 2."""
    state = Table().source("green", "red", "red").hand("concentration", "tranquility", *["wound"] * 4).build()
    heal = play(state, "concentration", "powered", target="tranquility", target_mode="heal")
    assert player(heal).hand.count("wound") == 2


def test_improvisation() -> None:
    """Improvisation (red): discard another non-Wound card for Move 3, Influence 3, Attack 3 or Block 3;
    powered: the same for 5. Wounds cannot pay a discard cost (§4.1)."""
    state = Table().source("red", "blue", "blue").hand("improvisation", "rage", "wound").build()
    moved = play(state, "improvisation", "basic/move", discard="rage")
    assert _turn(moved).move == 3 and player(moved).discard == ["rage"] and player(moved).hand == ["wound"]
    infl = play(state, "improvisation", "powered/influence", discard="rage")
    assert _turn(infl).influence == 5
    assert_illegal(state, 0, play_action("improvisation", "basic/move", discard="wound"), "cannot discard")
    assert_illegal(state, 0, play_action("improvisation", "basic/move"), "another card to discard")
    alone = Table().hand("improvisation", "wound").build()
    assert_illegal(
        alone, 0, play_action("improvisation", "basic/move", discard="improvisation"), "cannot discard"
    )
    assert_illegal(
        state, 0, play_action("improvisation", "basic/attack", discard="rage"), "combat", IllegalActionError
    )


def test_sideways_play() -> None:
    """§4.1: any non-Wound card can be played sideways for Move 1 or Influence 1 (Attack/Block 1 need
    combat); a Wound never."""
    state = Table().hand("march", "wound").build()
    assert _turn(play(state, "march", "sideways/move")).move == 1
    assert _turn(play(state, "march", "sideways/influence")).influence == 1
    assert_illegal(state, 0, play_action("march", "sideways/attack"), "combat", IllegalActionError)
    assert_illegal(state, 0, play_action("march", "sideways/ranged"), "Sideways play gives")
    assert_illegal(state, 0, play_action("wound", "sideways/move"), "cannot be played")
    assert_illegal(state, 0, play_action("rage"), "not in your hand")


def test_a_card_whose_effect_the_engine_cannot_resolve_yet_is_refused_but_goes_sideways() -> None:
    """Cards arrive in the data before their effects are implemented: such a card is never offered
    basic/powered, is refused with 'not available yet' (state unchanged), and still goes sideways."""
    import dataclasses

    from bot.games.mageknight import game as mk
    from bot.games.mageknight.options import play_options

    from .builder import DATA

    card = dataclasses.replace(
        DATA.cards["march"],
        id="test_gainer",
        name="Test Gainer",
        kind="advanced",
        basic={"gain_card": "artifact", "look": 2},
        powered={"all": [{"move": 2}, {"gain_card": "spell"}]},
    )
    data = dataclasses.replace(DATA, cards={**DATA.cards, card.id: card})
    state = Table().source("green", "red", "red").hand("test_gainer").build()
    before = snapshot(state)
    for mode in ("basic", "powered"):
        with pytest.raises(NotAvailableYetError, match="not available yet"):
            mk.apply(state, 0, play_action("test_gainer", mode), data)
        assert snapshot(state) == before
    from bot.games.mageknight.context import Ctx

    assert state.turn is not None
    ids = [o.id for o in play_options(Ctx(state, data), state.players[0], state.turn)]
    assert not [i for i in ids if "test_gainer" in i and "sideways" not in i]
    after = mk.apply(state, 0, play_action("test_gainer", "sideways/move"), data).state
    assert after.turn is not None and after.turn.move == 1


def test_concentration_never_targets_a_card_whose_powered_effect_is_not_available(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Found by a random search: Concentration offered an Advanced Action whose powered effect the engine
    could not resolve, and applying it failed. Every effect resolves now, so one is marked unavailable."""
    from bot.games.mageknight import interpret, modes
    from bot.games.mageknight.context import Ctx

    from .builder import DATA

    stare = DATA.cards["chilling_stare"].powered
    real = interpret.implemented
    monkeypatch.setattr(interpret, "implemented", lambda effect: effect is not stare and real(effect))
    state = Table().hand("concentration", "chilling_stare", "march").build()
    targets = modes.copy_targets(Ctx(state, DATA), state.players[0])
    assert "march" in targets and "chilling_stare" not in targets
