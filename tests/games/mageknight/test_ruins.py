"""§6.2 Ancient Ruins: the yellow token (altar or enemy set), face up by Day and down by Night; an altar
takes 3 mana of its colour for 7 Fame and a Shield; an enemy set is drawn and fought for its reward."""

from __future__ import annotations

from bot.games.mageknight import enemies
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.exploration import _place_ruins

from .builder import DATA, Table, act, assert_illegal, next_phase, player


def _ruins(token: str) -> Table:
    return Table().calm().space("0,0", "plains", site="ancient_ruins", ruins=token, ruins_up=True)


def test_revealing_ruins_draws_a_token_face_up_by_day_and_down_by_night() -> None:
    for night in (False, True):
        t = Table().calm().space("1,0", "plains", site="ancient_ruins")
        state = (t.night() if night else t).build()
        ctx = Ctx(state, DATA)
        _place_ruins(ctx, (1, 0), state.spaces["1,0"])
        space = state.spaces["1,0"]
        assert space.ruins in DATA.ruins and space.ruins_up is (not night)
        assert (
            state.ruins_shuffled
            and len(state.ruins_stack)
            == sum(r.count for r in DATA.ruins.values() if r.expansion == "base") - 1
        )


def test_an_altar_takes_three_mana_of_its_colour_for_seven_fame() -> None:
    state = _ruins("altar_green").source("red", "red", "blue").crystals(green=3).fame(0).build()
    after = act(state, {"type": "enter"})
    p = player(after)
    assert p.fame == 7 and p.crystals["green"] == 0
    space = after.spaces["0,0"]
    assert space.owner == 0 and space.ruins is None and after.ruins_discard == ["altar_green"]
    poor = _ruins("altar_green").source("red", "red", "blue").crystals(green=2).build()
    assert_illegal(poor, 0, {"type": "enter"}, "no green mana")


def test_an_enemy_set_is_drawn_and_its_reward_comes_at_the_end_of_the_turn() -> None:
    """Enemies: green + green, reward: one crystal of each basic colour."""
    state = _ruins("enemies_green_green").enemy_stack("green", "prowlers", "diggers").build()
    state = act(state, {"type": "enter"})
    assert state.turn is not None and state.turn.combat is not None
    assert sorted(e.enemy for e in state.turn.combat.enemies) == ["diggers", "prowlers"]
    # lose on purpose: no attack, take every attack's damage on the hero
    while state.turn is not None and state.turn.combat is not None:
        pending = enemies.unblocked(Ctx(state, DATA), state.turn.combat)
        if state.turn.combat.phase == "damage" and pending:
            state = act(state, {"type": "damage", "enemy": pending[0][0].uid})
        else:
            state = next_phase(state)
    space = state.spaces["0,0"]
    assert space.ruins == "enemies_green_green" and len(space.tokens) == 2, "undefeated enemies stay"


def test_winning_the_ruins_queues_the_token_reward() -> None:
    from bot.games.mageknight.combat.flow import end
    from bot.games.mageknight.state import GameState

    state: GameState = _ruins("enemies_green_green").enemy_stack("green", "prowlers", "diggers").build()
    state = act(state, {"type": "enter"})
    assert state.turn is not None and state.turn.combat is not None
    for e in state.turn.combat.enemies:
        e.defeated = True
    ctx = Ctx(state, DATA)
    end(ctx, state.players[0], state.turn)
    assert state.turn.rewards == [dict(DATA.ruins["enemies_green_green"].reward)]
    assert state.spaces["0,0"].ruins is None and state.spaces["0,0"].owner == 0
