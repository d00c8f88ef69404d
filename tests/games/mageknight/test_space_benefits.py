"""§3.3/§3.5 step 4 space benefits, read from the site data: the Magical Glade, mines, and the Shades
of Tezla tokens (SoT §7.6: Lost Valley like a glade and 2 Move to enter; Necropolis and Cemetery give
Night rules on a Day turn and a black token on a Night turn; the Necropolis costs 2 Move)."""

from __future__ import annotations

from bot.games.mageknight import effects as fx
from bot.games.mageknight import mana
from bot.games.mageknight.space_benefits import KINDS

from .builder import DATA, Table, act, move, play, player


def test_every_start_and_end_of_turn_benefit_uses_only_supported_effects() -> None:
    for site in DATA.sites.values():
        for option in site.options:
            if option.when in ("start_of_turn", "end_of_turn") and option.effect:
                assert fx.kinds_in(option.effect) <= set(KINDS), (site.id, option.id)


def test_the_lost_valley_gives_gold_by_day_and_takes_a_wound_at_the_end() -> None:
    state = Table().calm().space("0,0", "plains", site="lost_valley").hand("march", "wound").day().build()
    assert state.turn is not None and state.turn.tokens == ["gold"]
    after = act(state, {"type": "end_turn", "discard": ["march"]})
    after = act(after, {"type": "choose", "pick": "hand"})  # "may": the engine asks (R-ASK)
    assert "wound" not in player(after).hand


def test_entering_a_lost_valley_or_necropolis_costs_two_move() -> None:
    for site, terrain in (("lost_valley", "swamp"), ("necropolis", "forest")):
        state = Table().calm().space("1,0", terrain, site=site).moves(2).build()
        assert player(move(state, "1,0")).position == [1, 0]


def test_a_day_turn_on_a_necropolis_uses_night_rules() -> None:
    state = (
        Table().calm().space("0,0", "plains", site="necropolis").day().source("gold", "black", "red").build()
    )
    assert state.turn is not None and state.turn.night_rules
    assert mana.mana_night(state)
    options = mana.payment_options(state, state.players[0], state.turn, "red")
    assert "die:black" not in options and "die:gold" not in options and "die:red" in options
    night = Table().calm().space("0,0", "plains", site="cemetery").night().build()
    assert night.turn is not None and night.turn.tokens == ["black"] and not night.turn.night_rules


def test_by_day_and_at_night_follow_the_turns_night_rules_for_every_source() -> None:
    """R-NIGHT-RULES: an effect's Day/Night condition reads the turn's Night rules (a Day turn started on
    a Necropolis), for cards as for skills and sites: the Endless Gem Pouch gives black, not gold."""
    base = Table().calm().hand("endless_gem_pouch").day()
    day = play(base.build(), "endless_gem_pouch", "powered")
    necropolis = play(base.space("0,0", "plains", site="necropolis").build(), "endless_gem_pouch", "powered")
    assert day.turn is not None and "gold" in day.turn.tokens and "black" not in day.turn.tokens
    assert (
        necropolis.turn is not None
        and "black" in necropolis.turn.tokens
        and "gold" not in necropolis.turn.tokens
    )
