"""Advanced Actions with a choice inside a composite effect (UE §4.1) and the ones that change the rest of
the turn: terrain costs (§5.1), readying units (§4.4), where a played card goes at the end of the turn
(§3.5). Written from each card's meaning."""

from __future__ import annotations

from typing import Any

from bot.games.mageknight import game as mk
from bot.games.mageknight.state import GameState, Turn

from ..builder import (
    DATA,
    Table,
    act,
    assert_illegal,
    attack,
    block,
    end_turn,
    move,
    play,
    play_action,
    player,
)
from ..combat.kit import enemy, fight, to_attack, to_phase


def _turn(state: GameState) -> Turn:
    assert state.turn is not None
    return state.turn


def _table(*hand: str, source: tuple[str, ...] = ("red", "blue", "green", "white")) -> Table:
    return Table().calm().source(*source).hand(*hand)


def _modes(state: GameState, card: str) -> set[str]:
    decision = mk.decision(state, 0, DATA)
    assert decision is not None
    return {
        o.params["mode"] for o in decision.options if o.command == "play" and o.params.get("card") == card
    }


# --------------------------------------------------------------------------- a choice inside "all" (§4.1)
def test_intimidate() -> None:
    """Intimidate: Influence 4 or Attack 3, and Reputation -1 either way (powered: 8 or 7, and -2)."""
    state = _table("intimidate").reputation(2).build()
    after = play(state, "intimidate", "basic/influence")
    assert _turn(after).influence == 4 and player(after).reputation == 1
    assert {"basic/influence"} <= _modes(state, "intimidate")
    assert_illegal(state, 0, play_action("intimidate"), "choose one mode")
    fought = to_attack(fight("prowlers", hand=("intimidate",)))  # Prowlers: armor 3
    rep = player(fought).reputation
    won = attack(fought, "e1", "intimidate@basic/attack")
    assert enemy(won, "e1").defeated and player(won).reputation == rep - 1


def test_power_of_crystals_powered() -> None:
    """Power of Crystals powered: Move 4, Heal 2 or draw 2 cards, plus one of Move 2 / Heal 1 / draw 1
    for each complete set of four basic crystals."""
    state = _table("power_of_crystals", "wound", "wound").crystals(red=1, blue=1, green=2, white=1).build()
    state.players[0].deck = ["march", "rage", "stamina"]
    after = play(state, "power_of_crystals", "powered/move", mana="crystal:green", each="move")
    assert _turn(after).move == 6
    healed = play(state, "power_of_crystals", "powered/heal", mana="crystal:green", each="draw")
    assert player(healed).hand.count("wound") == 0 and len(player(healed).hand) == 1
    none = _table("power_of_crystals").crystals(green=1).build()
    assert _turn(play(none, "power_of_crystals", "powered/move", mana="crystal:green")).move == 4


# --------------------------------------------------------------------------- terrain costs (§5.1)
def test_frost_bridge() -> None:
    """Frost Bridge: Move 2 and swamps cost 1 this turn (powered: Move 4, swamps and lakes cost 1)."""
    state = _table("frost_bridge").space("1,0", "swamp").build()
    after = move(play(state, "frost_bridge"), "1,0")
    assert player(after).position == [1, 0] and _turn(after).move == 1
    lake = _table("frost_bridge").space("1,0", "lake").build()
    assert_illegal(play(lake, "frost_bridge"), 0, {"type": "move", "hex": "1,0"})
    crossed = move(play(lake, "frost_bridge", "powered", mana="die:blue"), "1,0")
    assert player(crossed).position == [1, 0] and _turn(crossed).move == 3


def test_path_finding() -> None:
    """Path Finding: Move 2 and every terrain but mountains and lakes costs 1 less (not below 2);
    powered: Move 4 and those terrains cost at most 2."""
    state = _table("path_finding").space("1,0", "forest").build()  # forest: 3 by Day
    assert _turn(move(play(state, "path_finding"), "1,0")).move == 0
    hills = _table("path_finding").space("1,0", "swamp").build()  # swamp: 5
    assert _turn(move(play(hills, "path_finding", "powered", mana="die:green"), "1,0")).move == 2
    plains = _table("path_finding").space("1,0", "plains").build()
    assert _turn(move(play(plains, "path_finding"), "1,0")).move == 0  # plains 2 stays 2


def test_song_of_wind() -> None:
    """Song of Wind: Move 2 and plains, deserts and wastelands cost 1 less (down to 0); powered: 2 less,
    and a blue mana may be paid to make lakes cost 0."""
    state = _table("song_of_wind").space("1,0", "plains").build()
    assert _turn(move(play(state, "song_of_wind"), "1,0")).move == 1
    lake = _table("song_of_wind").space("1,0", "lake").tokens("blue").build()
    powered = play(lake, "song_of_wind", "powered", mana="die:white", times="1", pay="token:blue")
    crossed = move(powered, "1,0")
    assert player(crossed).position == [1, 0] and _turn(crossed).move == 2


# --------------------------------------------------------------------------- units (§4.4)
def test_regeneration() -> None:
    """Regeneration: Heal 1 and ready a Spent unit of level II or lower (powered: Heal 2, level III)."""
    state = (
        _table("regeneration", "wound")
        .unit("peasants", uid="u1", spent=True)
        .unit("utem_guardsmen", uid="u2", spent=True)
        .build()
    )
    after = play(state, "regeneration", unit="u2")
    assert player(after).hand.count("wound") == 0
    assert [u.spent for u in player(after).units] == [True, False]
    assert_illegal(state, 0, play_action("regeneration", unit="u9"), "u1")
    alone = play(_table("regeneration", "wound").build(), "regeneration")
    assert player(alone).hand.count("wound") == 0


# --------------------------------------------------------------------------- end of turn (§3.5)
def test_steady_tempo() -> None:
    """Steady Tempo: Move 2 and at the end of the turn the card goes to the bottom of the Deed deck if
    the deck is not empty (powered: Move 4 and on top of the deck)."""
    deck = ("rage", "stamina", "swiftness", "concentration", "tranquility", "crystallize", "promise")
    state = _table("steady_tempo", "march").deck(*deck).build()
    after = end_turn(play(state, "steady_tempo"))
    assert "steady_tempo" in player(after).deck and "steady_tempo" not in player(after).discard
    top = end_turn(play(state, "steady_tempo", "powered", mana="die:blue"))
    assert "steady_tempo" in player(top).hand  # on top, then drawn again
    empty = end_turn(play(_table("steady_tempo", "march").deck().build(), "steady_tempo"))
    assert "steady_tempo" in player(empty).discard


def test_mountain_lore() -> None:
    """Mountain Lore: Move 3 and, ending the turn on hills, the hand limit is 1 higher for the draw;
    powered: Move 5, mountains may be entered for 5 Move, and ending on a mountain gives +2."""
    state = _table("mountain_lore").space("0,0", "hills").deck(*["march"] * 12).build()
    hand_limit = DATA.levels.hand_limit(player(state).level)
    after = end_turn(play(state, "mountain_lore"))
    assert len(player(after).hand) == hand_limit + 1
    plains = _table("mountain_lore").space("0,0", "plains").deck(*["march"] * 12).build()
    assert len(player(end_turn(play(plains, "mountain_lore"))).hand) == hand_limit
    peak = _table("mountain_lore").space("1,0", "mountain").deck(*["march"] * 12).build()
    assert_illegal(play(peak, "mountain_lore"), 0, {"type": "move", "hex": "1,0"})
    climbed = move(play(peak, "mountain_lore", "powered", mana="die:green"), "1,0")
    assert player(climbed).position == [1, 0] and _turn(climbed).move == 0
    assert len(player(end_turn(climbed)).hand) == hand_limit + 2


def test_heroic_tale() -> None:
    """Heroic Tale: Influence 3 and, at the end of the turn, Reputation +1 per unit recruited this turn
    (powered: Influence 6, and Fame +1 and Reputation +1 per unit)."""
    table = _table("heroic_tale").space("1,0", "plains", site="village").at("1,0").level(3).turn(influence=4)
    table.state.unit_offer = ["peasants", "foresters"]
    state = table.build()
    played = play(state, "heroic_tale", "powered", mana="die:white")
    hired = act(
        act(played, {"type": "recruit", "unit": "peasants"}), {"type": "recruit", "unit": "foresters"}
    )
    rep, fame = player(hired).reputation, player(hired).fame
    after = end_turn(hired)
    assert player(after).reputation == rep + 2 and player(after).fame == fame + 2
    nobody = end_turn(play(state, "heroic_tale"))
    assert player(nobody).reputation == player(state).reputation


# --------------------------------------------------------------------------- combat bonuses (§7)
def test_ambush() -> None:
    """Ambush: Move 2, and the first card played this turn for Attack gets +1 or for Block +2, whichever
    comes first (powered: Move 4, +2 / +4). Prowlers: armor 3, attack 4."""
    state = to_attack(fight("prowlers", hand=("ambush", "rage")))
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack"}, "Not enough")
    won = attack(play(state, "ambush"), "e1", "rage@basic/attack")  # Attack 2 + 1
    assert enemy(won, "e1").defeated
    blocking = to_phase(fight("prowlers", hand=("ambush", "determination", "rage")), "block")
    blocked = block(play(blocking, "ambush"), "e1", "determination@basic/block")  # Block 2 + 2
    assert enemy(blocked, "e1").blocked == [True]
    after = to_attack(blocked)
    assert_illegal(after, 0, {"type": "attack", "targets": "e1", "cards": "rage@basic/attack"}, "Not enough")


def test_stout_resolve() -> None:
    """Stout Resolve: Move, Influence, Attack or Block 2, +1 for discarding a Wound (powered: 3, +2 per
    card discarded, at most one of them a Wound)."""
    state = _table("stout_resolve", "wound", "wound", "march").build()
    plain = play(state, "stout_resolve", "basic/move")
    assert _turn(plain).move == 2 and player(plain).hand.count("wound") == 2
    boosted = play(state, "stout_resolve", "basic/move", boost="wound")
    assert _turn(boosted).move == 3 and player(boosted).hand.count("wound") == 1
    assert "wound" in player(boosted).discard
    assert_illegal(state, 0, play_action("stout_resolve", "basic/move", boost="march"), "Wound cards")
    assert_illegal(state, 0, play_action("stout_resolve", "basic/move", boost="wound,wound"), "at most 1")
    powered = play(state, "stout_resolve", "powered/influence", mana="die:green", boost="wound,march")
    assert _turn(powered).influence == 3 + 4 and player(powered).hand == ["wound"]
    assert_illegal(
        state, 0, play_action("stout_resolve", "powered/influence", mana="die:green", boost="wound,wound")
    )
    fought = to_attack(fight("prowlers", hand=("stout_resolve", "wound")))
    assert enemy(attack(fought, "e1", "stout_resolve@basic/attack+boost=wound"), "e1").defeated


# --------------------------------------------------------------------------- conversions
def test_agility() -> None:
    """Agility: Move 2, and this turn Move points may be spent 1 for 1 as Attack (powered: Move 4, and
    also 2 Move for each Ranged Attack 1). Prowlers: armor 3."""
    state = to_attack(fight("prowlers", hand=("agility", "march")))
    played = play(state, "agility")
    assert _turn(played).move == 2
    won = attack(played, "e1", "agility@spend/attack+points=2,march@sideways/attack")
    assert enemy(won, "e1").defeated and _turn(won).move == 0
    assert_illegal(
        played, 0, {"type": "attack", "targets": "e1", "cards": "agility@spend/attack+points=3"}, "at most"
    )
    assert_illegal(state, 0, {"type": "attack", "targets": "e1", "cards": "agility@spend/attack+points=2"})
    ranged = fight("prowlers", hand=("agility", "march", "stamina"), crystals={"white": 1})
    ranged = play(ranged, "agility", "powered", mana="crystal:white")  # Move 4
    ranged = play(play(ranged, "march"), "stamina")  # Move 4 + 2 + 2
    won = attack(ranged, "e1", "agility@spend/ranged-attack+points=6")  # Ranged Attack 3
    assert enemy(won, "e1").defeated


def test_diplomacy() -> None:
    """Diplomacy: Influence 2, and this turn Influence may be spent 1 for 1 as Block (powered: Influence 4,
    as Ice Block or as Fire Block, chosen when played). Prowlers: attack 4."""
    state = to_phase(fight("prowlers", hand=("diplomacy", "promise", "march")), "block")
    played = play(play(state, "diplomacy"), "promise")  # Influence 2 + 2
    blocked = block(played, "e1", "diplomacy@spend/block+points=4")
    assert enemy(blocked, "e1").blocked == [True] and _turn(blocked).influence == 0
    powered = _table("diplomacy").build()
    powered = play(powered, "diplomacy", "powered/ice-block", mana="die:white")
    assert _turn(powered).influence == 4 and fx_slugs(powered) == ["ice-block"]


def fx_slugs(state: GameState) -> list[str]:
    from bot.games.mageknight import effects as fx

    return [fx.slug(c["effect"]) for c in _turn(state).mods("conversion")]


# --------------------------------------------------------------------------- later this turn, the action
def _later(card: str, **params: str) -> dict[str, Any]:
    return {"type": "play", "card": card, "mode": "later", "params": params}


def test_learning() -> None:
    """Learning: Influence 2, and once later this turn 6 Influence may be paid for an Advanced Action from
    the offer into the discard pile (powered: Influence 4, 9 Influence, into the hand)."""
    state = _table("learning", "promise").turn(influence=3).build()
    state.aa_offer, state.offers_revealed = ["refreshing_walk", "blood_rage", "ice_bolt"], True
    played = play(state, "learning")
    assert_illegal(played, 0, _later("learning", take="ice_bolt"), "short by 1")
    richer = play(played, "promise")  # Influence 2 more: 7
    learnt = act(richer, _later("learning", take="ice_bolt"))
    assert "ice_bolt" in player(learnt).discard and _turn(learnt).influence == 1
    assert_illegal(learnt, 0, _later("learning", take="blood_rage"), "nothing to use later")
    assert_illegal(state, 0, _later("learning", take="ice_bolt"), "nothing to use later")
    powered = play(state, "learning", "powered", mana="die:white")
    powered = act(play(powered, "promise"), _later("learning", take="blood_rage"))
    assert "blood_rage" in player(powered).hand


def test_temporal_portal() -> None:
    """Temporal Portal: as the turn's action, move to a safe space next to you (powered: up to two spaces
    away, or one space and +2 hand limit), and the hand limit is 1 higher at the next draw."""
    state = (
        _table("temporal_portal").space("1,0", "lake").space("0,1", "plains").deck(*["march"] * 12).build()
    )
    limit = DATA.levels.hand_limit(player(state).level)
    jumped = play(state, "temporal_portal", times="1", hex="0,1")
    assert player(jumped).position == [0, 1] and _turn(jumped).action == "card"
    assert_illegal(jumped, 0, {"type": "move", "hex": "0,0"}, "no more movement")
    assert_illegal(
        state, 0, play_action("temporal_portal", times="1", hex="1,0"), "name a safe space up to 1 away"
    )
    assert len(player(end_turn(jumped)).hand) == limit + 1
    stay = play(state, "temporal_portal", times="0")
    assert player(stay).position == player(state).position
    busy = _table("temporal_portal").turn(action="interact").build()
    assert_illegal(busy, 0, play_action("temporal_portal", times="0"), "must be your action")


def test_a_flight_reveals_garrisons_by_day_only_like_a_walk() -> None:
    """§5.1 with R-AS-IF: by Day the face-down defenders of fortified sites next to a hero who ends a
    move there are revealed, at Night they stay hidden. Temporal Portal's flight reads the rule like a
    walk does (it used to reveal them at Night too), and it is a movement of the turn."""
    for night in (False, True):
        t = _table("temporal_portal").space("0,1", "plains").space("0,2", "plains", "keep")
        t.token("0,2", "guardsmen", rampaging=None, face_up=False)
        state = (t.night() if night else t).build()
        flown = play(state, "temporal_portal", times="1", hex="0,1")
        keep = flown.spaces["0,2"]
        assert keep.tokens[0].face_up is (not night), night
        assert _turn(flown).moved


def test_peaceful_moment() -> None:
    """Peaceful Moment: Influence 3, or as the turn's action Influence 3 of which 2 may be spent for each
    Heal 1 (powered: Influence 6)."""
    state = _table("peaceful_moment", "wound", "wound").build()
    assert _turn(play(state, "peaceful_moment", "basic/influence")).influence == 3
    calm = play(state, "peaceful_moment", "basic/influence-use-turn-action")
    assert _turn(calm).action == "card" and _turn(calm).influence == 3
    healed = act(
        calm, {"type": "play", "card": "peaceful_moment", "mode": "spend/heal", "params": {"points": "2"}}
    )
    assert player(healed).hand.count("wound") == 1 and _turn(healed).influence == 1
    assert_illegal(
        calm, 0, {"type": "play", "card": "peaceful_moment", "mode": "spend/heal", "params": {"points": "3"}}
    )
    # powered: Influence 6, and (once) 2 Influence per level to ready a Spent unit (pick:<which level>)
    table = _table("peaceful_moment").unit("utem_guardsmen", uid="u1", spent=True)
    powered = table.build()
    mode = "powered/influence-use-turn-action"
    readied = play(
        powered,
        "peaceful_moment",
        mode,
        mana="die:white",
        times="1",
        pick="ready-unit-pay-influence-2",
        unit="u1",
    )
    assert not player(readied).units[0].spent and _turn(readied).influence == 6 - 4
    assert_illegal(
        powered,
        0,
        play_action(
            "peaceful_moment", mode, mana="die:white", times="1", pick="ready-unit-pay-influence-1", unit="u1"
        ),
        "level 1 or lower",
    )


def test_dodge_and_weave() -> None:
    """Dodge and Weave: lower one enemy attack by 2 (powered: one by 4 or two by 2 each), and in the
    Attack phase Attack 1 (powered 2) if no Wound went into the hand this combat. Prowlers: attack 4,
    armor 3."""
    hand = ("dodge_and_weave", "march", "rage", "stamina", "swiftness")
    state = to_phase(fight("prowlers", hand=hand), "block")
    blocked = block(state, "e1", "dodge_and_weave@basic,march@sideways/block,rage@sideways/block")
    assert enemy(blocked, "e1").blocked == [True]
    assert_illegal(blocked, 0, _later("dodge_and_weave"), "Attack phase")
    fighting = to_attack(blocked)
    two = "stamina@sideways/attack,swiftness@sideways/attack"
    assert_illegal(fighting, 0, {"type": "attack", "targets": "e1", "cards": two}, "Not enough")
    won = attack(fighting, "e1", "dodge_and_weave@later," + two)
    assert enemy(won, "e1").defeated
