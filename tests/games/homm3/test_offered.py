"""Every option the rules offer has its own id, so a typed command or a control names exactly one
(found by the scripted whole games: two heroes on Trading Posts offered every trade twice)."""

from __future__ import annotations

from bot.games.homm3.state import Hero
from tests.games.homm3.game_helpers import DATA, new, options


def _trading_post_field() -> tuple[str, int]:
    for tile in DATA.tiles.values():
        for i, f in enumerate(tile.fields):
            if f.location == "trading_post":
                return tile.id, i
    raise AssertionError("no Trading Post in the box")


def test_trades_are_offered_once_when_both_heroes_stand_on_trading_posts() -> None:
    state = new()
    seat = state.seat
    p = state.players[seat]
    post = p.main.at
    assert post is not None
    state.fields[post].tile, state.fields[post].index = _trading_post_field()
    p.main.mp = 3
    p.secondary = Hero("secondary", post, mp=2)
    offered = options(state, seat)
    ids = [o.id for o in offered]
    assert len(ids) == len(set(ids))
    assert any(o.command == "trade" for o in offered)
