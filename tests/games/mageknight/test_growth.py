"""§3.5 steps 6-7 / §4.5-§4.6 Growing stronger: the even-level skill + Advanced Action choice (options
a and b), skills face up, and the hand-limit bonuses of owned keeps and conquered cities, at the end of
a turn and in the draw of a new round (§3.1 A.7)."""

from __future__ import annotations

from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.growth import hand_limit_bonus
from bot.games.mageknight.state import GameState
from bot.games.mageknight.turn import prepare_round

from .builder import DATA, Table, act, assert_illegal, end_turn, player

DECK = ["rage"] * 10


def level_two() -> GameState:
    """Seat 0 crosses into level 2 (Fame 3) this turn and ends it."""
    table = Table("arythea", "tovak").fame(3).hand("march").deck(*DECK)
    state = end_turn(table.build(), "march")
    return state


# ----------------------------------------------------------------------------- even levels (§3.5.6)
def test_even_level_reveals_the_top_two_skills_of_the_own_stack() -> None:
    """§3.5.6: reveal the top 2 tokens of your skill stack; the level waits for the choice."""
    state = level_two()
    p = player(state)
    assert state.turn is not None and state.turn.seat == 0 and state.turn.ending == "levels"
    revealed = state.turn.revealed_skills
    assert len(revealed) == 2 and all(DATA.skills[s].hero == "arythea" for s in revealed)
    assert p.skill_stack is not None and len(p.skill_stack) == 8  # 10 tokens in play, 2 revealed
    assert state.offers_revealed  # First Reconnaissance: the AA offer is needed now


def test_competitive_game_removes_the_cooperative_token() -> None:
    """§4.5: set-up removes the interactive token that does not fit the game (here competitive)."""
    state = level_two()
    p = player(state)
    assert state.turn is not None
    mine = set(state.turn.revealed_skills) | set(p.skill_stack or [])
    assert all(DATA.skills[s].interactive != "cooperative" for s in mine) and len(mine) == 10


def test_option_a_keep_one_skill_and_take_any_advanced_action() -> None:
    """§3.5.6 (a): keep 1 revealed skill, the other goes to the Common Skill offer, any AA from the
    offer goes on top of the Deed deck and the offer is refilled."""
    state = level_two()
    assert state.turn is not None
    keep, other = state.turn.revealed_skills
    card = state.aa_offer[1]
    state = act(state, {"type": "choose", "skill": keep, "card": card})
    p = player(state)
    assert p.skills == [keep] and state.common_skills == [other]
    assert card in p.hand and card not in state.aa_offer and len(state.aa_offer) == 3
    assert p.pending_level_rewards == [] and mk.to_move(state) == 1


def test_option_a_needs_an_advanced_action_from_the_offer() -> None:
    state = level_two()
    assert state.turn is not None
    assert_illegal(state, 0, {"type": "choose", "skill": state.turn.revealed_skills[0]}, "card:<")


def test_option_b_common_skill_and_the_lowest_advanced_action() -> None:
    """§3.5.6 (b): another hero's skill from the Common offer; both revealed skills go there; the AA
    in the lowest offer position."""
    table = Table("arythea", "tovak").fame(3).hand("march").deck(*DECK)
    foreign = next(s for s in DATA.heroes["tovak"].skills if not DATA.skills[s].interactive)
    table.state.common_skills = [foreign]
    state = end_turn(table.build(), "march")
    assert state.turn is not None
    revealed = list(state.turn.revealed_skills)
    lowest = state.aa_offer[-1]
    ids = {o.id for o in mk.decision(state, 0, DATA).options}  # type: ignore[union-attr]
    assert f"choose skill:{foreign}" in ids
    state = act(state, {"type": "choose", "skill": foreign})
    p = player(state)
    assert p.skills == [foreign] and sorted(state.common_skills) == sorted(revealed)
    assert lowest in p.hand


def test_own_hero_skills_in_the_common_offer_are_not_offered() -> None:
    table = Table("arythea", "tovak").fame(3).hand("march").deck(*DECK)
    own = DATA.heroes["arythea"].skills[0]
    table.state.common_skills = [own]
    state = end_turn(table.build(), "march")
    assert state.turn is not None
    if own not in state.turn.revealed_skills:
        assert_illegal(state, 0, {"type": "choose", "skill": own}, "Possible")


def test_two_even_levels_in_one_turn_are_chosen_one_after_the_other() -> None:
    """§3.5.6: one level per row crossed: Fame 15 from level 1 gives levels 2, 3 and 4."""
    table = Table("arythea", "tovak").fame(15).hand("march").deck(*DECK)
    state = end_turn(table.build(), "march")
    for _ in range(2):
        decision = mk.decision(state, 0, DATA)
        assert decision is not None and all(o.command == "choose" for o in decision.options)
        state = act(state, decision.options[0].action())
    p = player(state)
    assert p.level == 4 and len(p.skills) == 2 and mk.to_move(state) == 1


# ----------------------------------------------------------------------------- hand limit (§3.5.7)
def _bonus(state: GameState) -> int:
    return hand_limit_bonus(Ctx(state, DATA), player(state))


def test_keep_bonus_is_one_per_owned_keep_when_on_or_next_to_one() -> None:
    """§3.5.7: on or adjacent to a keep you own: +1 per keep you own anywhere."""
    state = (
        Table("arythea")
        .space("1,0", site="keep", owner=0)
        .space("3,-1", site="keep", owner=0)
        .at("0,0")
        .build()
    )
    assert _bonus(state) == 2
    state.players[0].position = [-5, 5]
    assert _bonus(state) == 0


def test_city_bonus_one_or_two_for_the_leader_and_only_the_higher_counts() -> None:
    """§3.5.7: next to a conquered city with your Shield: +1, +2 for its leader; keep vs city: the
    higher only."""
    state = Table("arythea", "tovak").space("1,0", site="city", city="white", owner=0).at("0,0").build()
    assert _bonus(state) == 2
    state.spaces["1,0"].owner = 1
    assert _bonus(state) == 0
    state = (
        Table("arythea")
        .space("1,0", site="city", city="white", owner=0)
        .space("0,1", site="keep", owner=0)
        .build()
    )
    assert _bonus(state) == 2  # city leader 2 vs one keep 1


def test_the_draw_uses_the_bonus() -> None:
    table = Table("arythea").space("1,0", site="keep", owner=0).hand("march").deck(*DECK)
    state = end_turn(table.build(), "march")
    assert len(player(state).hand) == 6


def test_new_round_draw_counts_the_keep_and_city_bonus() -> None:
    """§3.1 A.7: preparing a new round, each player draws up to the Hand limit, raised in or next to a
    city or keep as at the end of a turn (§3.5 step 7). Next to a conquered city: its leader +2 (7
    cards), a player without a Shield there nothing (5)."""
    table = Table("arythea", "tovak").space("1,0", site="city", city="white", owner=0).at("0,0", seat=1)
    ctx = Ctx(table.build(), DATA)
    prepare_round(ctx)
    assert [len(p.hand) for p in ctx.state.players] == [7, 5]


def test_new_round_draw_next_to_an_owned_keep() -> None:
    """§3.1 A.7 with §3.5 step 7: next to a keep you own, +1 per keep owned: 5 + 1."""
    ctx = Ctx(Table("arythea").space("1,0", site="keep", owner=0).build(), DATA)
    prepare_round(ctx)
    assert len(player(ctx.state).hand) == 6


def test_last_turn_increases_carry_to_the_new_round_draw() -> None:
    """§3.1 A.7: a hand-limit increase gained on the player's last turn of the round applies to the draw
    of the new round (R-ROUND-DRAW): Meditation's +2 kept for the next draw and Planning's +1 (two cards
    left in hand at the end of that turn), with the keep bonus: 5 + 1 + 2 + 1."""
    table = Table("arythea", "tovak").space("1,0", site="keep", owner=0).hand("march", "rage", "rage")
    table.deck(*DECK)
    table.state.end_of_round_by = 1
    table.state.last_turns = [0]
    state = table.build()
    p = player(state)
    p.hand_limit_next = 2
    p.tactic = "planning"
    state = end_turn(state, "march")
    assert state.round == 2 and state.phase == "tactics"
    assert len(player(state).hand) == 9 and player(state).hand_limit_next == 0


def test_an_increase_before_the_last_turn_is_used_by_that_turns_draw() -> None:
    """§3.5 step 7: on any other turn the increase is used by the end-of-turn draw and is gone."""
    table = Table("arythea", "tovak").hand("march").deck(*DECK)
    state = table.build()
    player(state).hand_limit_next = 2
    state = end_turn(state, "march")
    assert len(player(state).hand) == 7 and player(state).hand_limit_next == 0
