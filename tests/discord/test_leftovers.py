"""Leftovers reaching Discord: a Banner of Fear used through /mk activate (``ability:0 mode:e1``, R-FEAR),
a cooperative skill token returned from the centre through /mk skill (``centre:<skill id>`` or its name,
R-CENTRE), and recruiting into Norowas' Bonds of Loyalty through /mk recruit (``bond:yes``, R-BONDS)."""

from __future__ import annotations

from typing import Any

from bot.engine.hexes import format_hex, neighbours
from bot.games.mageknight.state import OwnedUnit, Token
from tests.discord.harness import DiscordHarness
from tests.discord.test_cogs import to_turns
from tests.discord.test_interaction import at_village, rig, state_of


def prowlers_next_door(state: Any, p: Any) -> None:
    """Prowlers (armor 3, attack 4) rampage next to the player on turn, who owns Peasants u1 carrying a
    Banner of Fear."""
    here = (p.position[0], p.position[1])
    key = next(format_hex(n) for n in neighbours(here) if format_hex(n) in state.spaces)
    space = state.spaces[key]
    space.tokens, space.rampaging, space.site = [Token("prowlers", "green", True)], "orcs", None
    p.hand = ["march", "rage"]
    p.units = [OwnedUnit("u1", "peasants", banner="banner_of_fear")]
    state.next_unit_uid = 2


async def test_banner_of_fear_through_mk_activate_ability_zero(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    await rig(h, prowlers_next_door)
    state = await state_of(h)
    p = state.players[state.turn.seat]
    here = (p.position[0], p.position[1])
    foe = next(
        format_hex(n)
        for n in neighbours(here)
        if state.spaces.get(format_hex(n)) and state.spaces[format_hex(n)].tokens
    )
    started = await h.slash("mk challenge", user=first, targets=foe)
    assert started.public, started.private.text
    await h.slash("mk next", user=first)  # Ranged & Siege -> Block
    assert (await state_of(h)).turn.combat.phase == "block"
    abilities = await h.autocomplete("mk activate", "ability", "", user=first, filled={"unit": "u1"})
    modes = await h.autocomplete("mk activate", "mode", "", user=first, filled={"unit": "u1", "ability": "0"})
    assert abilities == [("Banner of Fear: spend u1 to cancel e1's attack", "0")]
    assert [v for _, v in modes] == ["e1"]
    used = await h.slash("mk activate", user=first, unit="u1", ability="0", mode="e1")
    assert "spends Peasants (u1) for Banner of Fear" in used.public.text, used.private.text
    after = await state_of(h)
    me = after.players[after.turn.seat]
    assert me.units[0].spent and me.fame == 1
    assert after.turn.combat.enemies[0].assigned == [True]


def prayer_in_the_centre(state: Any, p: Any) -> None:
    """The other player put Norowas' Prayer of Weather (cooperative) into the centre."""
    other = next(q.seat for q in state.players if q.seat != p.seat)
    state.centre = [
        {
            "skill": "norowas_prayer_of_weather",
            "owner": other,
            "kind": "return",
            "effect": {"terrain_cost_change": -1, "min": 1},
            "trigger": "any_player",
            "colour": None,
        }
    ]


async def test_mk_skill_returns_a_cooperative_token_from_the_centre(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    await rig(h, prayer_in_the_centre)
    wrong = await h.slash("mk skill", user=first, skill="nothing like it")
    assert wrong.public == [] and "Prayer of Weather from the centre" in wrong.private.text
    done = await h.slash("mk skill", user=first, skill="centre:norowas_prayer_of_weather")
    assert done.public, done.private.text
    assert (await state_of(h)).centre == []


async def test_mk_skill_names_a_centre_token_by_its_name(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    await rig(h, prayer_in_the_centre)
    done = await h.slash("mk skill", user=first, skill="Prayer of Weather")
    assert done.public, done.private.text
    assert (await state_of(h)).centre == []


def bonds_at_village(state: Any, p: Any) -> None:
    at_village(1)(state, p)
    p.units = [OwnedUnit("u1", "peasants")]
    p.skills = ["norowas_bonds_of_loyalty"]
    state.next_unit_uid = 2
    state.unit_offer = ["utem_crossbowmen", "peasants"]


async def test_norowas_bonds_of_loyalty_recruit_with_bond_yes(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    await rig(h, bonds_at_village)
    offered = await h.autocomplete("mk recruit", "unit", "", user=first)
    assert ("Recruit Utem Crossbowmen into Bonds of Loyalty (1 Influence)", "utem_crossbowmen") in offered
    full = await h.slash("mk recruit", user=first, unit="Utem Crossbowmen")
    assert full.public == [] and "bond:yes" in full.private.text
    done = await h.slash("mk recruit", user=first, unit="Utem Crossbowmen", bond="yes")
    assert "into Bonds of Loyalty" in done.public.text, done.private.text
    state = await state_of(h)
    me = state.players[state.turn.seat]
    assert me.bonded_unit == "u2" and [u.unit for u in me.units] == ["peasants", "utem_crossbowmen"]


def scouts_and_a_hidden_token(state: Any, p: Any) -> None:
    """The player on turn owns Scouts u1; a face-down Prowlers token lies next door."""
    here = (p.position[0], p.position[1])
    key = next(format_hex(n) for n in neighbours(here) if format_hex(n) in state.spaces)
    space = state.spaces[key]
    space.tokens, space.rampaging, space.site = [Token("prowlers", "green", False)], "orcs", None
    p.units = [OwnedUnit("u1", "scouts")]
    state.next_unit_uid = 2


async def test_scouts_peek_through_mk_activate_target_is_private(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    await rig(h, scouts_and_a_hidden_token)
    state = await state_of(h)
    key = next(k for k, sp in state.spaces.items() if sp.tokens and not sp.tokens[0].face_up)
    used = await h.slash("mk activate", user=first, unit="Scouts", ability="2", target=key)
    assert "Prowlers" in used.private.text, used.private.text  # only the owner sees the token
    assert "Prowlers" not in used.public.text
    after = await state_of(h)
    assert after.turn.peeked and after.turn.peeked[0][:2] == [key, "prowlers"]
