"""The effect vocabulary's machinery: typed kinds, combinators, errors that say where, and words."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.i18n import LANGUAGES
from bot.games.mageknight import TEXTS
from bot.games.mageknight import effects as fx
from bot.games.mageknight.effects.vocabulary import Kind, merge


@pytest.mark.parametrize(
    ("effect", "message"),
    [
        ({"mvoe": 2}, "exactly one kind key, found \\['mvoe'\\]"),
        ({"move": 2, "influence": 1}, "exactly one kind key"),
        ({"move": "two"}, "effect.move: must be a whole number"),
        ({"move": True}, "effect.move: must be a whole number"),
        (
            {"attack": 3, "element": "lightning"},
            "effect.element: must be one of physical, fire, ice, coldfire",
        ),
        ({"attack": 3, "range": 2}, "unexpected keys \\['range'\\] for a 'attack' effect"),
        ({"crystal": []}, "effect.crystal: must be a non-empty list of red, blue, green, white"),
        ({"choice": [{"move": 1}]}, "effect.choice: must list at least two effects"),
        ({"choice": [{"move": 1}, {"block": "x"}]}, "effect.choice\\[1\\].block: must be a whole number"),
        ({"if": "night"}, "a 'if' effect needs then"),
        ({"if": "full_moon", "then": {"move": 1}}, "effect.if: unknown condition 'full_moon'"),
        ({"per": "moons", "each": {"move": 1}}, "effect.per: unknown quantity 'moons'"),
        ({"cost": {"take_wounds": 0}, "gain": {"move": 1}}, "effect.cost.take_wounds: must be at least 1"),
        ({"gain_card": "potion"}, "effect.gain_card: must be one of advanced, spell, artifact"),
        ({"pay_for_crystal": False}, "effect.pay_for_crystal: must be true"),
        ("move 2", "an effect must be a table"),
    ],
)
def test_malformed_effects_are_refused_with_the_path_to_the_bad_value(effect: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        fx.check_effect(effect)


@pytest.mark.parametrize(
    ("effect", "english"),
    [
        ({"move": 2}, "Move 2"),
        ({"attack": 3, "type": "ranged", "element": "ice"}, "Ice Ranged Attack 3"),
        ({"block": 4, "element": "coldfire"}, "Cold Fire Block 4"),
        ({"choice": [{"heal": 1}, {"draw": 1}]}, "Heal 1 or draw 1 card"),
        ({"all": [{"influence": 5}, {"reputation": -1}]}, "Influence 5; Reputation -1"),
        (
            {"if": "night", "then": {"attack": 4}, "else": {"attack": 2}},
            "Attack 4 (at Night); otherwise Attack 2",
        ),
        ({"cost": {"take_wounds": 1}, "gain": {"attack": 3}}, "take 1 Wound(s) to get Attack 3"),
        ({"gain_card": "artifact", "look": 2}, "gain a card (artifact), choosing among 2 drawn"),
        ({"crystal": ["red", "blue", "green", "white"]}, "gain a crystal (any basic colour)"),
        ({"next_move_bonus": "all"}, "every further Move card this turn gives +1"),
    ],
)
def test_every_effect_has_plain_english(effect: dict[str, Any], english: str) -> None:
    fx.check_effect(effect)
    assert str(fx.text(effect)) == english


def test_kinds_in_walks_nested_effects() -> None:
    effect = {"choice": [{"move": 2}, {"if": "day", "then": {"all": [{"heal": 1}, {"fame": 1}]}}]}
    assert fx.kinds_in(effect) == {"choice", "move", "if", "all", "heal", "fame"}


def test_every_declared_kind_has_words_in_every_language_and_typed_parameters() -> None:
    """Each kind, value with words of its own, optional parameter, condition and quantity has its
    message in English, Czech and Polish (``mageknight-effects.ftl``)."""
    keys = {lang: TEXTS.keys(lang) for lang in LANGUAGES}
    wanted: list[str] = []
    for kind in fx.REGISTRY.kinds.values():
        assert set(kind.required) <= set(kind.params), f"{kind.name} requires an undeclared parameter"
        assert set(kind.optional) <= set(kind.params), f"{kind.name} has text for an unknown parameter"
        values = kind.value[5:].split("|") if kind.value.startswith("enum:") else []
        if kind.value != "effects" and not (values and set(values) <= set(kind.by_value)):
            wanted.append(kind.key)
        wanted += [f"{kind.key}-is-{v.replace('_', '-')}" for v in kind.by_value]
        wanted += [f"{kind.key}-with-{p.replace('_', '-')}" for p in kind.optional]
    wanted += [f"mk-fx-cond-{c.replace('_', '-')}" for c in fx.REGISTRY.conditions]
    wanted += [f"mk-fx-qty-{q.replace('_', '-')}" for q in fx.REGISTRY.quantities]
    for lang in LANGUAGES:
        missing = [k for k in wanted if k not in keys[lang]]
        assert not missing, f"{lang}: no words for {missing}"


def test_a_kind_declared_in_two_areas_is_a_programming_error() -> None:
    twice = Kind("move", "int")
    with pytest.raises(ValueError, match="'move' is declared in both basic and spells"):
        merge([("basic", [twice], {}, {}), ("spells", [twice], {}, {})])
    with pytest.raises(ValueError, match="condition 'day' is declared twice"):
        merge([("basic", [], ("day",), ()), ("skills", [], ("day",), ())])
    with pytest.raises(ValueError, match="unknown type 'number'"):
        merge([("basic", [Kind("x", "number")], (), ())])


def test_a_parameter_may_share_its_name_with_a_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kind whose parameter is named like another kind (``attack``) is still one effect."""
    reg = fx.REGISTRY
    bonus = Kind("test_bonus", "int", params={"attack": "enum:melee|ranged"})
    merged = merge(
        [("all", list(reg.kinds.values()), reg.conditions, reg.quantities), ("test", [bonus], (), ())]
    )
    monkeypatch.setattr(fx, "REGISTRY", merged)
    effect = {"test_bonus": 2, "attack": "ranged"}
    assert fx.kind_of(effect) == "test_bonus"
    fx.check_effect(effect)
    with pytest.raises(ValueError, match="exactly one kind key"):
        fx.kind_of({"move": 2, "attack": 3})
