"""Sites, units, skills and growth on Discord, with the real discord.py objects offline.

Rulebook §6.1 (interaction: recruiting at a village, into Norowas' Bonds of Loyalty with ``bond:yes``,
R-BONDS), §4.4 (units: ready/spent/wounded, abilities, a Banner of Fear through /mk activate
``ability:0 mode:e1``, R-FEAR, and the Scouts' private peek), §4.5 (skills: a cooperative token
returned from the centre through /mk skill, R-CENTRE), §3.5 steps 5-6 (end-of-turn rewards: the
Artifact N+1 draw; even levels: a skill and an Advanced Action) as the player sees them: commands and
hand controls, private prompts that survive a restart, stale and foreign clicks refused, and private
cards never in a public message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.hexes import format_hex, neighbours
from bot.games.mageknight.data import load
from bot.games.mageknight.state import OwnedUnit, Token
from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, SentList, _walk_components
from tests.discord.test_cogs import cid, public_text, select_options, to_turns

DATA = load()


async def rig(h: DiscordHarness, edit: Callable[[Any, Any], None]) -> None:
    """Edit the stored state (the player on turn is passed) and store it as one log entry: a test
    fixture, not a game action."""
    loaded = await service(h).load(h.default_channel.id)
    state = loaded.state
    edit(state, state.players[state.turn.seat])
    await service(h).store.append_action(
        loaded.game.id,
        expected_seq=loaded.seq,
        actor=None,
        action={"seat": state.turn.seat, "type": "test_setup"},
        state=state.to_json(),
        summary="test set-up",
    )


async def state_of(h: DiscordHarness) -> Any:
    return (await service(h).load(h.default_channel.id)).state


def at_village(influence: int) -> Callable[[Any, Any], None]:
    """The player on turn stands on a village next to the portal with ``influence`` Influence played;
    the Unit offer holds Peasants and Herbalists (village icons) and Fire Mages (not a village's)."""

    def edit(state: Any, p: Any) -> None:
        here = (p.position[0], p.position[1])
        key = next(format_hex(n) for n in neighbours(here) if format_hex(n) in state.spaces)
        space = state.spaces[key]
        space.site, space.tokens, space.rampaging = "village", [], None
        p.position = [int(v) for v in key.split(",")]
        p.hand = ["march", "rage"]
        state.turn.influence = influence
        state.unit_offer = ["peasants", "herbalists", "fire_mages"]

    return edit


def choice_ids(sent: SentList) -> list[str]:
    return [cid for s in sent.private for cid in s.custom_ids() if cid.startswith("mkc:")]


def options_of(h: DiscordHarness, custom_id: str) -> list[dict[str, Any]]:
    msg = h.find_message(custom_id)
    assert msg is not None
    return next(c for c in _walk_components(msg["components"]) if c.get("custom_id") == custom_id)["options"]


# ----------------------------------------------------------------------------------- §6.1 recruiting
async def test_recruit_at_a_village_through_the_hand_controls(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    await rig(h, at_village(5))
    hand = await h.slash("hand", user=first)
    assert "Units: none (1 Command token free)." in hand.private.text
    groups = select_options(hand.private[-1], "hg")
    recruit = next(g["value"] for g in groups if g["label"] == "Recruit a unit")
    shown = await h.select(
        cid(hand.private[-1], "hg"), [recruit], user=first, message_id=hand.private[-1].message_id
    )
    picks = {o["label"]: o["value"] for o in select_options(shown[-1], "hp")}
    # the village's units at their price; Fire Mages (mage tower / monastery) are not offered here
    assert set(picks) == {"Recruit Herbalists (3 Influence)", "Recruit Peasants (4 Influence)"}

    # another player cannot use these controls
    foreign = await h.select(cid(shown[-1], "hp"), [picks["Recruit Peasants (4 Influence)"]], user=other)
    assert foreign.public == [] and "belong to another player" in foreign.private.text
    assert (await state_of(h)).players[0].units == [] and (await state_of(h)).players[1].units == []

    done = await h.select(cid(shown[-1], "hp"), [picks["Recruit Peasants (4 Influence)"]], user=first)
    text = done.public.text
    assert "interacts at the Village (Reputation +0 Influence; now 5 Influence)" in text
    assert "recruits Peasants (u1) for 4 Influence; 1 Influence left." in text
    state = await state_of(h)
    me = state.players[state.turn.seat]
    assert [(u.uid, u.unit, u.spent) for u in me.units] == [("u1", "peasants", False)]
    assert "peasants" not in state.unit_offer
    # the hand message is refreshed: the unit, ready, with its numbered abilities
    refreshed = h.backend.messages[hand.private[-1].message_id]["content"]  # type: ignore[index]
    assert "Units (1 of 1 Command tokens):" in refreshed
    assert (
        "• u1 Peasants (level 1, armor 3): **ready** — 1: Attack 2 or Block 2; 2: Influence 2; 3: Move 2"
        in (refreshed)
    )
    # the public status shows every player's units and skills
    status = await h.slash("game status", user=other)
    assert "units Peasants (u1, ready); skills none." in status.private.text


async def test_recruit_and_activate_by_command_with_autocomplete(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    await rig(h, at_village(7))
    offered = await h.autocomplete("mk recruit", "unit", "", user=first)
    assert offered == [
        ("Recruit Herbalists (3 Influence)", "herbalists"),
        ("Recruit Peasants (4 Influence)", "peasants"),
    ]
    assert await h.autocomplete("mk recruit", "unit", "", user=other) == []

    wrong = await h.slash("mk recruit", user=first, unit="Fire Mages")
    assert wrong.public == [] and "cannot be recruited at this Village" in wrong.private.text
    useless = await h.slash("mk buy", user=first, what="heal")
    assert useless.public == [] and "at most 0 Heal points" in useless.private.text
    assert (await state_of(h)).turn.interaction is None  # a refused purchase changes nothing
    done = await h.slash("mk recruit", user=first, unit="peas")
    assert "recruits Peasants (u1) for 4 Influence; 3 Influence left." in done.public.text
    full = await h.slash("mk recruit", user=first, unit="Herbalists")
    assert full.public == [] and "Command tokens are in use" in full.private.text
    assert "disband:" in full.private.text

    # §4.4 activation outside combat: Influence 2 from the Peasants; the unit is spent afterwards
    abilities = await h.autocomplete("mk activate", "ability", "", user=first, filled={"unit": "u1"})
    assert ("Activate Peasants (u1): Influence 2", "2") in abilities
    assert ("Activate Peasants (u1): Attack 2 or Block 2", "1") not in [
        (a, v) for a, v in abilities if v == "1"
    ]
    assert "1" not in [v for _, v in abilities]  # Attack/Block: a combat ability, declared in a combat
    used = await h.slash("mk activate", user=first, unit="Peasants", ability="2")
    assert "activates Peasants (u1): Influence 2 (now 5 Influence points)" in used.public.text
    again = await h.slash("mk activate", user=first, unit="u1", ability="2")
    assert again.public == [] and "spent until the next round" in again.private.text
    hand = await h.slash("hand", user=first)
    assert "• u1 Peasants (level 1, armor 3): **spent**" in hand.private.text
    assert "Interacting at the Village" in hand.private.text


# ----------------------------------------------------------------------------------- §3.5.6 level-up
def level_two(state: Any, p: Any) -> None:
    """The player on turn has Fame 3 (level 2 is reached at the end of the turn)."""
    p.fame = 3
    p.hand = ["march", "rage"]


async def test_a_level_up_choice_is_answered_privately_and_survives_a_restart(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    await rig(h, level_two)
    ended = await h.slash("mk end-turn", user=first, discard="march")
    state = await state_of(h)
    revealed = [DATA.skills[s].name for s in state.turn.revealed_skills]
    assert state.turn.ending == "levels" and len(revealed) == 2
    assert f"reveals the skills {revealed[0]} and {revealed[1]}" in ended.public.text
    # no "your turn" prompt for the next player yet: the turn is not over
    posted = "\n".join(s.content or "" for s in ended.public if s.kind == "message")
    assert "it is your turn" not in posted
    assert "**End of turn**: Level 2: choose a skill and an Advanced Action." in ended.private.text
    selects = choice_ids(ended)
    assert selects and all(s.ephemeral for s in ended if s.custom_ids() and s.custom_ids()[0] in selects)
    labels = [o["label"] for o in options_of(h, selects[0])]
    aa = [DATA.cards[c].name for c in sorted(set(state.aa_offer))]
    assert f"Skill {revealed[0]} + {aa[0]}" in labels and len(labels) == 2 * len(aa)

    # the hand shows the same question with the same persistent controls; the public status says who waits
    hand = await h.slash("hand", user=first)
    assert "**End of turn**" in hand.private.text and choice_ids(hand)
    status = await h.slash("game status", user=other)
    assert f"{first.name} is choosing a skill ({revealed[0]} or {revealed[1]}" in status.private.text

    # another player's click changes nothing; so does the End turn button
    value = next(
        o["value"] for o in options_of(h, selects[0]) if o["label"] == f"Skill {revealed[1]} + {aa[-1]}"
    )
    foreign = await h.select(selects[0], [value], user=other)
    assert foreign.public == [] and "belong to" in foreign.private.text
    assert (await state_of(h)).players[state.turn.seat].skills == []
    refused = await h.slash("mk end-turn", user=first)
    assert refused.public == [] and "answer the pending choice first" in refused.private.text

    await h.simulate_restart()
    prompt = ended.private[-1].message_id
    chosen = await h.select(selects[0], [value], user=first, message_id=prompt)
    text = chosen.public.text
    assert f"takes the skill {revealed[1]} and the Advanced Action {aa[-1]} (on top of the Deed deck)" in text
    assert f"<@{other.id}>, it is your turn." in text  # now the turn passes
    state = await state_of(h)
    me = state.players[0 if state.players[0].user_id == first.id else 1]
    assert [DATA.skills[s].name for s in me.skills] == [revealed[1]] and me.level == 2
    assert state.turn.seat != me.seat
    # the answered prompt is closed; clicking the old one again is refused as out of date
    stale = await h.select(selects[0], [value], user=first)
    assert stale.public == [] and "out of date" in stale.private.text
    closed = h.backend.messages[prompt]  # type: ignore[index]
    assert str(closed["content"]).startswith(f"Chosen: Skill {revealed[1]}") and not closed.get("components")
    hand = await h.slash("hand", user=first)
    assert f"Skills (face up): {revealed[1]}" in hand.private.text
    status = await h.slash("game status", user=other)
    assert f"skills {revealed[1]}." in status.private.text


async def test_a_level_up_choice_by_command(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    await rig(h, level_two)
    await h.slash("mk end-turn", user=first, discard="march")
    state = await state_of(h)
    data = DATA
    keep = data.skills[state.turn.revealed_skills[0]].name
    card = data.cards[state.aa_offer[0]].name
    skills = await h.autocomplete("mk choose", "skill", "", user=first)
    assert (keep, state.turn.revealed_skills[0]) in skills
    cards = await h.autocomplete("mk choose", "card", "", user=first, filled={"skill": keep})
    assert (card, state.aa_offer[0]) in cards
    missing = await h.slash("mk choose", user=first, skill=keep)
    assert missing.public == [] and "card:<" in missing.private.text
    done = await h.slash("mk choose", user=first, skill=keep, card=card)
    assert f"takes the skill {keep} and the Advanced Action {card}" in done.public.text


# ----------------------------------------------------------------------------------- §3.5.5 artifacts
def artifact_won(state: Any, p: Any) -> None:
    """The player on turn won an Artifact this turn (received at the end of the turn, N+1 drawn)."""
    p.hand = ["march", "rage"]
    state.turn.rewards = [{"gain_card": "artifact"}]


async def test_an_artifact_pick_stays_private(h: DiscordHarness) -> None:
    first, other = await to_turns(h)
    await rig(h, artifact_won)
    data = DATA
    top = (await state_of(h)).artifact_deck[:2]
    names = [data.cards[c].name for c in top]
    ended = await h.slash("mk end-turn", user=first, discard="march")
    assert "draws 2 Artifacts for 1 won and puts one back." in ended.public.text
    assert f"You drew: {names[0]}, {names[1]}." in ended.private.text
    assert "Artifacts drawn (only you see them)" in ended.private.text
    selects = choice_ids(ended)
    labels = [o["label"] for o in options_of(h, selects[0])]
    assert f"Keep {names[1]}; put {names[0]} under the Artifact deck" in labels

    # the other player sees neither the cards nor the answers
    status = await h.slash("game status", user=other)
    assert f"{first.name} is choosing which of the 2 Artifacts drawn to put back." in status.private.text
    assert not any(n in status.private.text for n in names)
    other_hand = await h.slash("hand", user=other)
    assert not any(n in other_hand.private.text for n in names) and not choice_ids(other_hand)
    foreign = await h.slash("mk choose", user=other, pick=names[0])
    assert foreign.public == [] and not any(n in foreign.private.text for n in names)
    ac = await h.autocomplete("mk choose", "pick", "", user=other)
    assert ac == []

    value = next(
        o["value"]
        for o in options_of(h, selects[0])
        if o["label"].endswith(f"put {names[0]} under the Artifact deck")
    )
    kept = await h.select(selects[0], [value], user=first)
    assert "keeps 1 Artifact(s) on top of the Deed deck and puts one back." in kept.public.text
    assert f"You keep: {names[1]}." in kept.private.text
    state = await state_of(h)
    me = state.players[0 if state.players[0].user_id == first.id else 1]
    assert top[1] in me.hand and state.artifact_deck[-1] == top[0]
    log = await h.slash("game log", user=other)
    for name in names:
        assert name not in public_text(h), f"{name} appeared in a public message"
        assert name not in log.private.text


async def test_ending_the_turn_from_the_hand_opens_the_level_up_prompt(h: DiscordHarness) -> None:
    first, _other = await to_turns(h)
    await rig(h, level_two)
    hand = await h.slash("hand", user=first)
    mid = hand.private[-1].message_id
    groups = select_options(hand.private[-1], "hg")
    end = next(g["value"] for g in groups if g["label"] == "End turn")
    shown = await h.select(cid(hand.private[-1], "hg"), [end], user=first, message_id=mid)
    pick = next(o["value"] for o in select_options(shown[-1], "hp") if "March" in o["label"])
    ended = await h.select(cid(shown[-1], "hp"), [pick], user=first, message_id=mid)
    assert "reaches level 2 and reveals the skills" in ended.public.text
    assert "**End of turn**: Level 2" in ended.private.text and choice_ids(ended)
    # the hand message itself now carries the question's persistent controls
    refreshed = h.backend.messages[mid]  # type: ignore[index]
    assert "**End of turn**" in str(refreshed["content"])
    ids = [c["custom_id"] for c in _walk_components(refreshed.get("components", [])) if "custom_id" in c]
    assert ids and all(i.startswith("mkc:") for i in ids)


# ----------------------------------------------------------------- §3.2 outside your own turn
async def test_plunder_during_another_players_turn_is_public_and_tells_the_active_player(
    h: DiscordHarness,
) -> None:
    first, other = await to_turns(h)

    def waiting_on_village(state: Any, p: Any) -> None:
        waiting = next(q for q in state.players if q.seat != p.seat)
        here = (waiting.position[0], waiting.position[1])
        key = next(format_hex(n) for n in neighbours(here) if format_hex(n) in state.spaces)
        space = state.spaces[key]
        space.site, space.tokens, space.rampaging = "village", [], None
        waiting.position = [int(v) for v in key.split(",")]

    await rig(h, waiting_on_village)
    before = await state_of(h)
    waiting_seat = next(q.seat for q in before.players if q.user_id == other.id)
    hand = len(before.players[waiting_seat].hand)
    sent = await h.slash("mk plunder", user=other)
    text = "\n".join(s.content or "" for s in sent.public)
    assert "plunders the village" in text and "outside" in text
    assert f"<@{first.id}>, this happened during your turn." in text
    after = await state_of(h)
    assert len(after.players[waiting_seat].hand) == hand + 2
    assert after.turn.seat == before.turn.seat  # still the first player's turn
    # the drawn cards stay private: none of the waiting player's new cards is named publicly
    for card in after.players[waiting_seat].hand[hand:]:
        assert DATA.cards[card].name not in text
    again = await h.slash("mk plunder", user=other)
    assert "once between two of your turns" in again.private.text and not again.public
    # a move is still only for the player on turn
    moved = await h.slash("mk move", user=other, hex="1,0")
    assert "It is not your turn" in moved.private.text


async def test_mind_read_asks_the_other_player_who_answers_with_mk_respond(h: DiscordHarness) -> None:
    first, other = await to_turns(h)

    def setup(state: Any, p: Any) -> None:
        p.hand = ["mind_read", "march"]
        state.turn.tokens = ["white"]
        rival = next(q for q in state.players if q.seat != p.seat)
        rival.hand = ["swiftness", "promise", "rage"]

    await rig(h, setup)
    sent = await h.slash(
        "mk play", user=first, card="mind_read", mode="basic", colour="white", mana="token:white"
    )
    text = "\n".join(s.content or "" for s in sent.public)
    assert "chooses a white card to discard" in text
    assert "Rage" not in text  # the rival's hand stays private
    early = await h.slash("mk play", user=first, card="march", mode="basic")
    assert "Waiting for an answer" in early.private.text
    wrong = await h.slash("mk respond", user=other, card="rage")
    assert wrong.private and not wrong.public
    answer = await h.slash("mk respond", user=other, card="promise")
    assert "answers" in "\n".join(s.content or "" for s in answer.public)
    state = await state_of(h)
    rival = next(q for q in state.players if q.user_id == other.id)
    assert rival.hand == ["swiftness", "rage"] and state.players[state.turn.seat].user_id == first.id
    assert state.responses == []


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
    peeked = after.turn.mods("peeked")
    assert peeked and (peeked[0]["target"], peeked[0]["enemy"]) == (key, "prowlers")
