"""§4.9: artifacts by grade, each with two options."""

from __future__ import annotations

from collections import Counter

from tests.games.homm3.cards_helpers import fight, plays, table
from tests.games.homm3.conftest import do
from tests.games.homm3.game_helpers import DATA, act, options


def test_artifacts_by_grade_each_with_two_plays() -> None:
    assert Counter(a.grade for a in DATA.artifacts.values()) == {"minor": 15, "major": 10, "relic": 7}
    assert all(len(a.plays) == 2 for a in DATA.artifacts.values())


def test_endless_bag_of_gold_removed_for_six_gold() -> None:
    state = table({0: ["artifact:endless_bag_of_gold"], 1: []})
    gold = state.players[0].resources["gold"]
    o = next(o for o in options(state, 0) if o.id.startswith("card artifact:endless_bag_of_gold o1"))
    after = act(state, 0, **o.action())
    p = after.players[0]
    assert p.resources["gold"] == gold + 6 and "artifact:endless_bag_of_gold" not in p.hand + p.discard


def test_sword_of_judgement_discards_x_for_plus_x() -> None:
    state = table(
        {0: ["artifact:sword_of_judgement", "basic:attack", "basic:power", "basic:knowledge"], 1: []}
    )
    combat, host = fight(state, {"a1": ("castle.archangels", True)}, {"b5": "necropolis.skeletons"})
    keys = [k for k in plays(combat, host) if "sword_of_judgement" in k and "o0" in k]
    assert [k.rsplit(".X", 1)[1] for k in keys] == ["1", "2", "3"]
    do(combat, keys[1], host)
    assert combat.unit("A1").bonus("attack") == 2
