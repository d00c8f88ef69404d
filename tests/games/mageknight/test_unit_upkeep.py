"""Lost Legion §2.5: Magic Familiars' upkeep. At the start of every later round, before tactics, each pays
one crystal of a basic colour from the Inventory, or is removed from the game (its banner is discarded,
so it is shuffled into the new deck). The crystal taken is of the colour the player has most of
(R-UPKEEP)."""

from __future__ import annotations

from bot.games.mageknight.context import Ctx
from bot.games.mageknight.turn import prepare_round

from .builder import DATA, Table


def new_round(table: Table) -> Ctx:
    ctx = Ctx(table.build(), DATA)
    prepare_round(ctx)
    return ctx


def test_magic_familiars_upkeep_paid_with_a_crystal() -> None:
    ctx = new_round(Table().crystals(red=1, blue=2).unit("magic_familiars", uid="u1", spent=True))
    p = ctx.state.players[0]
    assert [(u.unit, u.spent) for u in p.units] == [("magic_familiars", False)]
    assert p.crystals == {"red": 1, "blue": 1, "green": 0, "white": 0}
    assert ctx.state.phase == "tactics"  # paid before the tactics are chosen


def test_magic_familiars_upkeep_unpaid_the_unit_leaves_the_game() -> None:
    ctx = new_round(Table().crystals().unit("magic_familiars", uid="u1", banner="banner_of_glory"))
    p = ctx.state.players[0]
    assert p.units == [] and "banner_of_glory" in p.all_cards()
    assert any("upkeep" in e.text for e in ctx.events)


def test_magic_familiars_upkeep_each_unit_pays_its_own() -> None:
    table = Table().crystals(green=1).unit("magic_familiars", uid="u1").unit("magic_familiars", uid="u2")
    ctx = new_round(table.unit("peasants", uid="u3").level(5))
    p = ctx.state.players[0]
    assert [u.uid for u in p.units] == ["u1", "u3"] and p.crystals["green"] == 0


def test_units_without_upkeep_pay_nothing() -> None:
    ctx = new_round(Table().crystals(white=1).unit("peasants", uid="u1"))
    p = ctx.state.players[0]
    assert len(p.units) == 1 and p.crystals["white"] == 1
