"""§3.1-3.3 Rounds and tactics: tactic selection, round order, announcing the End of the Round, the
round transition, the round limit and the scenario end (First Reconnaissance, §8.5.1)."""

from __future__ import annotations

from collections import Counter

from bot.engine.errors import IllegalActionError, NotYourTurnError
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.mana import source_is_valid
from bot.games.mageknight.turn import start_tactics

from .builder import DATA, Table, act, assert_illegal, end_turn, explore, fresh, play, player


def test_round_one_tactic_order_is_reverse_hero_order() -> None:
    """§3.1 B: lowest Fame picks first; ties go to the later Round Order token, so in round 1 the last
    seat picks first."""
    state = fresh("arythea", "tovak", "goldyx")
    assert state.tactic_pickers == [2, 1, 0]
    assert mk.to_move(state) == 2


def test_lowest_fame_picks_first_ties_by_later_round_order() -> None:
    """§3.1 B: order by Fame ascending, then by Round Order position descending."""
    state = fresh("arythea", "tovak", "goldyx", "norowas")
    state.round_order = [3, 1, 0, 2]
    for seat, fame in enumerate((5, 2, 0, 2)):
        state.players[seat].fame = fame
    start_tactics(Ctx(state, DATA))
    assert state.tactic_pickers == [2, 1, 3, 0]


def test_turn_order_follows_tactic_numbers() -> None:
    """§3.1 B: after everyone picks, the Round Order is by tactic number, lowest first; a taken tactic
    is gone; a player out of turn is refused."""
    state = fresh("arythea", "tovak")
    assert_illegal(state, 0, {"type": "tactic", "tactic": "early_bird"}, "not your turn", NotYourTurnError)
    state = act(state, {"type": "tactic", "tactic": "planning"})  # seat 1, number 4
    assert "planning" not in state.tactics_available
    assert_illegal(state, 0, {"type": "tactic", "tactic": "planning"}, "not an available tactic")
    state = act(state, {"type": "tactic", "tactic": "rethink", "cards": "none"})  # seat 0, number 2
    assert state.phase == "turns" and state.round_order == [0, 1]
    assert mk.to_move(state) == 0
    assert_illegal(state, 0, {"type": "tactic", "tactic": "early_bird"}, "start of a round")


def test_announce_needs_an_empty_deck_at_turn_start() -> None:
    """§3.3: you may announce the End of the Round only if your Deed deck is empty, and only at the
    start of your turn (it replaces the turn, ruling)."""
    state = Table("arythea", "tovak").build()
    assert_illegal(state, 0, {"type": "announce_end"}, "Deed deck is empty")
    state = Table("arythea", "tovak").deck().hand("march", "rage").build()
    moved = play(state, "march")
    assert_illegal(moved, 0, {"type": "announce_end"}, "start of your turn")


def test_announcement_gives_every_other_player_one_last_turn_then_night() -> None:
    """§3.3 / §3.6 / §3.1 A: after the announcement every other player gets exactly one more turn, then
    the round ends. Round 2 is a Night: Night tactics, Source rerolled (same count, valid), every Deed
    card (wounds in hand too) shuffled into a new deck, hands drawn to the limit, unit offer redealt
    (Regular only in First Reconnaissance)."""
    state = Table("arythea", "tovak", "goldyx").deck().hand("march", "wound", seat=0).build()
    before = {p.seat: Counter(p.all_cards()) for p in state.players}
    state = act(state, {"type": "announce_end"})
    assert state.end_of_round_by == 0 and mk.to_move(state) == 1
    state = end_turn(play(state, state.players[1].hand[0], "sideways/move"))
    assert state.round == 1 and mk.to_move(state) == 2
    state = end_turn(state, state.players[2].hand[0])
    assert state.round == 2 and state.night and state.phase == "tactics"
    assert state.tactics_available == [t.id for t in DATA.tactics_for("night")]
    assert len(state.source) == 5 and source_is_valid(state.source)
    assert state.end_of_round_by is None and state.last_turns is None
    assert all(DATA.units[u].tier == "regular" for u in state.unit_offer) and len(state.unit_offer) == 5
    for p in state.players:
        assert Counter(p.all_cards()) == before[p.seat]
        assert len(p.hand) == min(5, len(p.all_cards())) and p.discard == [] and p.play_area == []
    assert "wound" in state.players[0].all_cards()


def test_must_announce_with_no_cards_left() -> None:
    """§3.3: with an empty deck and an empty hand at the start of your turn you must announce."""
    state = Table("arythea", "tovak").deck().hand().build()
    assert state.end_of_round_by == 0 and state.last_turns == [1]
    assert mk.to_move(state) == 1


def test_forfeit_after_someone_announced_gets_no_site_benefit() -> None:
    """§3.3: with no cards in deck or hand after someone else announced, you forfeit the turn, and you
    get no end-of-turn site benefit (here a crystal mine)."""
    t = Table("arythea", "tovak").deck().hand().at("2,-1")
    t.state.end_of_round_by = 1
    t.state.last_turns = [0]
    state = t.build()
    assert state.round == 2  # the forfeited last turn ended the round
    assert sum(state.players[0].crystals.values()) == 0


def test_tactic_order_in_round_two_by_fame() -> None:
    """§3.1 B: in the next round the player with less Fame picks first."""
    state = Table("arythea", "tovak").deck().hand("march").fame(6, seat=0).build()
    state = act(state, {"type": "announce_end"})
    state = end_turn(state, state.players[1].hand[0])
    assert state.round == 2 and state.tactic_pickers == [1, 0]


def test_round_limit_ends_the_game() -> None:
    """§3.1 D / §3.6: after the last round (3 for two players) the game is over; Fame decides."""
    state = Table("arythea", "tovak").round(3).deck().hand("march").fame(2, seat=1).build()
    state = act(state, {"type": "announce_end"})
    state = end_turn(state, state.players[1].hand[0])
    assert state.phase == "game_over" and mk.to_move(state) is None
    assert state.result is not None and state.result["ranking"] == [1, 0]
    assert_illegal(state, 0, {"type": "end_turn"}, "game is over")


def test_solo_game_has_four_rounds() -> None:
    """§8.5.1 solo: four rounds; announcing in round 3 leads to round 4, not the end."""
    state = Table("arythea").round(3).deck().hand("march").build()
    state = act(state, {"type": "announce_end"})
    assert state.round == 4 and state.phase == "tactics" and state.night
    state = act(state, {"type": "tactic", "tactic": state.tactics_available[0], "cards": "none"})
    state.players[0].deck = []
    state = act(state, {"type": "announce_end"})
    assert state.phase == "game_over"


def _city_explorer(*heroes: str) -> Table:
    """Seat 0 on the village of tile 1, next to the core slot (1,1), a city tile on the stack."""
    city = next(t for t in DATA.tiles if DATA.tiles[t].city and DATA.tiles[t].expansion == "base")
    return Table(*heroes).calm().stack(city).at("2,-3").moves(2).hand("march", "rage")


def test_revealing_the_city_gives_everyone_one_last_turn() -> None:
    """§8.5.1: when someone reveals the city tile, every player including them gets one last turn,
    then the game ends."""
    state = explore(play(_city_explorer("arythea", "tovak").build(), "march"), "4,-5")
    assert state.city_revealed and state.phase == "turns"
    state = end_turn(state)
    assert sorted(state.game_end_turns or []) == [0, 1]
    state = end_turn(state, state.players[1].hand[0])
    assert mk.to_move(state) == 0 and state.phase == "turns"
    state = end_turn(state, state.players[0].hand[0])
    assert state.phase == "game_over"


def test_round_ending_during_final_turns_ends_the_game() -> None:
    """§3.6: End of Round announced, then the city is revealed: the final turns count from whichever
    came first, and if the round ends during them the game ends at once."""
    t = Table("arythea", "tovak", "goldyx").deck(seat=2).hand("march", seat=2).active(2)
    state = act(t.build(), {"type": "announce_end"})  # seat 2 announces; 0 and 1 have last turns
    assert state.last_turns == [0, 1]
    state.players[0].position = [2, -3]
    city = next(t for t in DATA.tiles if DATA.tiles[t].city and t in state.tile_stack)
    i = state.tile_stack.index(city)
    state.tile_stack.insert(0, state.tile_stack.pop(i))
    state.tile_stack_kinds.insert(0, state.tile_stack_kinds.pop(i))
    state.turn.move = 2  # type: ignore[union-attr]
    for sp in state.spaces.values():
        sp.rampaging, sp.tokens = None, []
    state = end_turn(explore(state, "4,-5"), state.players[0].hand[0])
    assert mk.to_move(state) == 1
    state = end_turn(state, state.players[1].hand[0])
    assert state.phase == "game_over" and state.round == 1


def test_interaction_needs_an_inhabited_site() -> None:
    """§6.1: interaction happens at an inhabited site; on the portal it is refused, naming where."""
    state = Table("arythea").build()
    assert_illegal(state, 0, {"type": "interact"}, "nobody to interact with here", IllegalActionError)
    assert player(state).hand  # untouched
