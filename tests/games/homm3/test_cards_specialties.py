"""§4.3, §4.4: specialty cards (levels 1, 4, 6), doubled on the hero's specialty units."""

from __future__ import annotations

from tests.games.homm3.cards_helpers import fight, plays, table
from tests.games.homm3.conftest import do
from tests.games.homm3.game_helpers import DATA


def test_every_specialty_card_has_a_play() -> None:
    assert len(DATA.specialties) == 18
    assert all(s.plays for s in DATA.specialties.values())


def test_specialty_doubles_on_its_units() -> None:
    state = table({0: ["specialty:tamika_1", "specialty:tamika_1"], 1: []})
    combat, host = fight(
        state, {"a1": "necropolis.dread_knights", "b1": "necropolis.skeletons"}, {"b5": "castle.halberdiers"}
    )
    acting = combat.activation.unit if combat.activation else None
    assert acting is not None
    key = next(k for k in plays(combat, host) if "tamika_1" in k and k.endswith("s0.0"))
    do(combat, key, host)
    bonus = combat.unit(acting).bonus("attack")
    assert bonus == (2 if combat.unit(acting).profile.key.endswith("dread_knights") else 1)


def test_specialty_hp_bonus_lasts_the_combat() -> None:
    state = table({0: ["specialty:catherine_4"], 1: []})
    combat, host = fight(state, {"a1": "castle.crusaders"}, {"b5": "necropolis.skeletons"})
    key = next(k for k in plays(combat, host) if "catherine_4" in k)
    do(combat, key, host)
    unit = combat.unit("A1")
    assert unit.hp == unit.face.hp + 2


def test_alamar_resurrection_saves_a_unit_without_counting_as_a_spell() -> None:
    state = table({0: [], 1: ["specialty:alamar_1"]})
    combat, host = fight(state, {"b2": ("castle.archangels", True)}, {"b4": "necropolis.skeletons"})
    do(combat, "move:A1:b3", host)
    do(combat, "attack:A1:D1", host)
    do(combat, next(k for k in plays(combat, host) if "alamar_1" in k), host)
    assert combat.unit("D1").alive and combat.sides[1].spells == 0
