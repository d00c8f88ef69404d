"""One combat declared through the private Declare controls, with the real discord.py objects offline.

Rulebook §7 (the four phases) as the player sees it on Discord: the public summary kept up to date in
one message (edited at every step), private choices (cards in hand) that stay private until played,
previews before commits, and stale or foreign clicks refused.
"""

from __future__ import annotations

from typing import Any

from bot.commands import autocomplete
from bot.engine.hexes import format_hex, neighbours
from bot.games.mageknight.state import Token
from cogs.views import Selection
from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, FakeUser, _walk_components
from tests.discord.test_cogs import public_text, to_turns

HAND = ["swiftness", "determination", "rage", "march", "stamina"]
HAND_NAMES = {"swiftness": "Swiftness", "determination": "Determination", "rage": "Rage", "march": "March"}


async def rig_combat(h: DiscordHarness) -> tuple[FakeUser, FakeUser, list[str]]:
    """Two players; the one on turn holds HAND and 1 white + 1 blue crystal and has Prowlers (armor 3,
    attack 4) and Wolf Riders (armor 4, Swift attack 3) rampaging next to them. The set-up is stored
    as one log entry (a test fixture, not a game action)."""
    first, other = await to_turns(h)
    loaded = await service(h).load(h.default_channel.id)
    state = loaded.state
    p = state.players[state.turn.seat]
    p.hand = list(HAND)
    p.crystals = {"red": 0, "blue": 1, "green": 0, "white": 1}
    here = (p.position[0], p.position[1])
    spots = [format_hex(n) for n in neighbours(here) if format_hex(n) in state.spaces][:2]
    for key, enemy in zip(spots, ("prowlers", "wolf_riders"), strict=True):
        space = state.spaces[key]
        space.tokens = [Token(enemy, "green", True)]
        space.rampaging = "orcs"
    await service(h).store.append_action(
        loaded.game.id,
        expected_seq=loaded.seq,
        actor=None,
        action={"seat": p.seat, "type": "test_setup"},
        state=state.to_json(),
        summary="test set-up",
    )
    return first, other, spots


def components(h: DiscordHarness, message_id: int) -> list[dict[str, Any]]:
    return _walk_components(h.backend.messages[message_id].get("components", []))  # type: ignore[index]


def control(h: DiscordHarness, message_id: int, what: str) -> dict[str, Any]:
    """The component of the Declare message whose custom_id has the part ``what`` (tg, c0, ok ...)."""
    return next(c for c in components(h, message_id) if c.get("custom_id", "").split(":")[3:4] == [what])


def pick(h: DiscordHarness, message_id: int, what: str, *starts: str) -> list[str]:
    """The option values of select ``what`` whose labels start with ``starts``."""
    options = control(h, message_id, what)["options"]
    return [next(o["value"] for o in options if o["label"].startswith(s)) for s in starts]


def content(h: DiscordHarness, message_id: int) -> str:
    return str(h.backend.messages[message_id].get("content") or "")  # type: ignore[index]


def unplayed_names_absent(h: DiscordHarness, played: set[str]) -> None:
    text = public_text(h)
    for card, name in HAND_NAMES.items():
        if card not in played:
            assert name not in text, f"{name} is in a public message before it was played"


async def test_a_whole_combat_through_the_declare_controls(h: DiscordHarness) -> None:
    first, other, spots = await rig_combat(h)

    # --- the combat starts (challenge): public summary, private Declare controls
    suggested = await autocomplete(service(h), caller(first, h), "mk challenge", "targets", "")
    assert {v for _, v in suggested} >= set(spots)
    started = await h.slash("mk challenge", user=first, targets=";".join(spots))
    text = started.public.text
    assert "**Combat**" in text and "Ranged & Siege Attack phase" in text
    assert "e1 Prowlers (green, rampaging): Armor 3; Attack 4 physical; Fame 2" in text
    assert "e2 Wolf Riders (green, rampaging): Armor 4; Attack 3 physical; Swift; Fame 3" in text
    assert "To defeat (Ranged or Siege attacks): Prowlers (e1) armor 3; Wolf Riders (e2) armor 4." in text
    unplayed_names_absent(h, set())
    panel = started.private[-1]
    mid = panel.message_id
    assert mid is not None and "**Declare**: Ranged & Siege Attack phase" in (panel.content or "")
    # only Ranged/Siege ways are offered now: Swiftness powered
    cards = [o["label"] for o in control(h, mid, "c0")["options"]]
    assert cards and all(c.startswith("Swiftness powered: Ranged Attack 3") for c in cards)

    # --- Ranged & Siege: pick the Prowlers and Swiftness, preview, then confirm
    await h.select(
        control(h, mid, "tg")["custom_id"], pick(h, mid, "tg", "e1 Prowlers"), user=first, message_id=mid
    )
    await h.select(
        control(h, mid, "c0")["custom_id"], pick(h, mid, "c0", "Swiftness"), user=first, message_id=mid
    )
    assert "Enemies: e1 Prowlers (armor 3)." in content(h, mid) and "Swiftness powered" in content(h, mid)
    seq = (await service(h).load(h.default_channel.id)).seq
    before = len(h.sent)
    previewed = await h.click(control(h, mid, "pv")["custom_id"], user=first, message_id=mid)
    assert previewed.public == []
    assert "Preview: " in content(h, mid) and "physical 3 = 3 vs armor 3 (Prowlers 3): defeated" in content(
        h, mid
    )
    assert (await service(h).load(h.default_channel.id)).seq == seq  # a preview changes nothing
    assert all(s.ephemeral or s.kind == "defer" for s in h.sent[before:])

    # another player cannot use these controls
    foreign = await h.click(control(h, mid, "ok")["custom_id"], user=other, message_id=mid)
    assert foreign.public == [] and "belong to" in foreign.private.text
    assert (await service(h).load(h.default_channel.id)).seq == seq

    stale_ok = control(h, mid, "ok")["custom_id"]
    done = await h.click(stale_ok, user=first, message_id=mid)
    text = done.public.text
    assert "attacks: physical 3 = 3 vs armor 3 (Prowlers 3): defeated, +2 Fame" in text
    assert "e1 Prowlers (green, rampaging): Armor 3; Attack 4 physical; Fame 2 — **defeated**" in text
    assert "To defeat (Ranged or Siege attacks): Wolf Riders (e2) armor 4." in text
    unplayed_names_absent(h, {"swiftness"})
    assert "Done." in content(h, mid) and control(h, mid, "ok")["custom_id"] != stale_ok

    # the old Confirm (drawn before the attack) is refused politely and fresh controls are offered
    stale = await h.click(stale_ok, user=first)
    assert stale.public == [] and "out of date" in stale.private.text
    assert (await service(h).load(h.default_channel.id)).seq == seq + 1

    # --- Block phase (after a restart: the controls are persistent)
    await h.simulate_restart()
    moved = await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    assert "To block: Wolf Riders (e2) 3 physical: Block 6 (Swift: doubled)." in moved.public.text
    await h.select(control(h, mid, "at")["custom_id"], pick(h, mid, "at", "e2"), user=first, message_id=mid)
    await h.select(
        control(h, mid, "c0")["custom_id"],
        pick(h, mid, "c0", "Determination powered"),
        user=first,
        message_id=mid,
    )
    await h.click(control(h, mid, "pv")["custom_id"], user=first, message_id=mid)
    assert (
        "Not enough: block physical 5 = 5 vs physical attack 3 (Swift: needs double) = 6 needed"
        in content(h, mid)
    )
    # a failed Confirm changes nothing and keeps the choice
    seq = (await service(h).load(h.default_channel.id)).seq
    refused = await h.click(control(h, mid, "ok")["custom_id"], user=first, message_id=mid)
    assert refused.public == [] and "Not done: " in content(h, mid)
    assert (await service(h).load(h.default_channel.id)).seq == seq
    unplayed_names_absent(h, {"swiftness"})

    # --- no block: the Assign Damage phase; all of it to the hero
    moved = await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    assert "Damage coming: Wolf Riders (e2) 3 physical damage = 2 Wounds on the hero." in moved.public.text
    await h.select(control(h, mid, "at")["custom_id"], pick(h, mid, "at", "e2"), user=first, message_id=mid)
    await h.click(control(h, mid, "pv")["custom_id"], user=first, message_id=mid)
    assert "takes 2 Wounds" in content(h, mid)
    hurt = await h.click(control(h, mid, "ok")["custom_id"], user=first, message_id=mid)
    assert "takes 2 Wounds" in hurt.public.text
    state = (await service(h).load(h.default_channel.id)).state
    assert state.players[state.turn.seat].hand.count("wound") == 2

    # --- Attack phase: two cards at once against the Wolf Riders (armor 4)
    moved = await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    assert "To defeat (any attacks): Wolf Riders (e2) armor 4." in moved.public.text
    await h.select(control(h, mid, "tg")["custom_id"], pick(h, mid, "tg", "e2"), user=first, message_id=mid)
    await h.select(
        control(h, mid, "c0")["custom_id"],
        pick(h, mid, "c0", "Rage basic: Attack 2", "Determination basic: Attack 2"),
        user=first,
        message_id=mid,
    )
    await h.click(control(h, mid, "pv")["custom_id"], user=first, message_id=mid)
    assert "physical 2 + physical 2 = 4 vs armor 4 (Wolf Riders 4): defeated" in content(h, mid)
    unplayed_names_absent(h, {"swiftness"})
    won = await h.click(control(h, mid, "ok")["custom_id"], user=first, message_id=mid)
    assert "defeated, +3 Fame" in won.public.text and "— **defeated**" in won.public.text
    unplayed_names_absent(h, {"swiftness", "rage", "determination"})

    over = await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    assert "The combat is over" in over.public.text and "**Combat**" not in over.public.text
    assert content(h, mid) == "The combat is over."
    state = (await service(h).load(h.default_channel.id)).state
    assert state.turn.combat is None and state.players[state.turn.seat].fame == 5


def caller(user: FakeUser, h: DiscordHarness) -> Any:
    from bot.commands import Caller

    return Caller(user_id=user.id, name=user.name, channel_id=h.default_channel.id)


async def test_slash_declarations_autocomplete_preview_and_summary(h: DiscordHarness) -> None:
    first, other, spots = await rig_combat(h)
    await h.slash("mk challenge", user=first, targets=";".join(spots))

    assert await h.autocomplete("mk attack", "targets", "", user=first) == [
        ("e1 Prowlers (armor 3)", "e1"),
        ("e2 Wolf Riders (armor 4)", "e2"),
    ]
    assert await h.autocomplete("mk attack", "targets", "e1,", user=first) == [
        ("e1 + e2 Wolf Riders (armor 4)", "e1,e2")
    ]
    assert await h.autocomplete("mk attack", "targets", "", user=other) == []
    cards = await h.autocomplete("mk attack", "cards", "swi", user=first)
    assert cards and cards[0][0].startswith("Swiftness powered: Ranged Attack 3")

    seq = (await service(h).load(h.default_channel.id)).seq
    asked = await h.slash(
        "mk attack", user=first, targets="Prowlers", cards="swiftness@powered", preview=True
    )
    assert "Several sources could pay the white mana" in asked.private.text  # which one? (R-ASK)
    shown = await h.slash(
        "mk attack", user=first, targets="Prowlers", cards="swiftness@powered+mana=die:white", preview=True
    )
    assert shown.public == [] and "Preview: " in shown.private.text and "defeated" in shown.private.text
    short = await h.slash(
        "mk attack", user=first, targets="e1,e2", cards="swiftness+mana=die:white", preview=True
    )
    assert short.public == [] and "Not enough: physical 3 = 3 vs armor 7" in short.private.text
    assert (await service(h).load(h.default_channel.id)).seq == seq
    unplayed_names_absent(h, set())

    summary = await h.slash("mk combat", user=other)
    assert summary.public == [] and "e2 Wolf Riders" in summary.private.text
    assert not any(cid.startswith(("mkd:", "mks:")) for s in summary.private for cid in s.custom_ids())

    done = await h.slash("mk attack", user=first, targets="e1", cards="Swiftness@powered+mana=die:white")
    assert "defeated, +2 Fame" in done.public.text and "**defeated**" in done.public.text
    assert any(cid.startswith("mks:") for cid in done.private[-1].custom_ids())  # fresh Declare controls
    nxt = await h.slash("mk next", user=first)
    assert "Block phase" in nxt.public.text and "Block 6 (Swift: doubled)" in nxt.public.text
    assert await h.autocomplete("mk block", "enemy", "", user=first) == [
        ("e2 Wolf Riders (3 physical)", "e2")
    ]
    blocked = await h.slash(
        "mk block", user=first, enemy="e2", cards="determination@powered,rage@basic/block"
    )
    assert "blocked" in blocked.public.text and "Attack 3 physical blocked" in blocked.public.text
    wrong = await h.slash("mk damage", user=first, enemy="e2")
    assert wrong.public == [] and "Assign Damage phase" in wrong.private.text


async def test_hand_in_combat_offers_the_declare_button(h: DiscordHarness) -> None:
    first, other, spots = await rig_combat(h)
    await h.slash("mk challenge", user=first, targets=";".join(spots))
    hand = await h.slash("hand", user=first)
    assert "In combat (Ranged & Siege Attack phase)" in hand.private.text
    opener = next(cid for cid in hand.private[-1].custom_ids() if cid.startswith("mkd:") and ":op:" in cid)
    opened = await h.click(opener, user=first)
    assert opened.public == [] and "**Declare**" in opened.private.text
    assert any(cid.startswith("mks:") for cid in opened.private[-1].custom_ids())
    refused = await h.click(opener, user=other)
    assert refused.public == [] and "belong to" in refused.private.text


# ----------------------------------------------------------------------------------- the engine view
def test_summary_numbers_summons_multiple_attacks_cumbersome_and_no_hand() -> None:
    """§7.3 Summon (the summoned monster attacks in its summoner's place), several attacks, Swift
    doubling the block needed, fortified enemies in the Ranged phase; never a card of the hand."""
    from bot.games.mageknight import game as mk
    from bot.games.mageknight.observer import combat_choices, combat_lines, combat_view
    from tests.games.mageknight.builder import DATA, Table, act

    state = (
        Table("tovak")
        .hand("march", "rage", "determination")
        .at("0,0")
        .token("1,0", "orc_summoners")
        .token("1,-1", "hydra")
        .token("0,-1", "orc_stonethrowers")
        .enemy_stack("brown", "werewolf")
        .build()
    )
    assert combat_view(state, DATA) is None and combat_lines(state, DATA) == []
    state = act(state, {"type": "challenge", "targets": "1,0;1,-1;0,-1"})
    lines = [str(line) for line in combat_lines(state, DATA)]
    assert lines[1] == "• e1 Orc Summoners (green, rampaging): Armor 4; Summons 1 brown monster; Fame 4"
    assert lines[2] == (
        "• e2 Hydra (brown, rampaging): Armor 6; Attack 2 physical + 2 physical + 2 physical; resists Ice; Fame 5"
    )
    assert "Orc Stonethrowers (e3) armor 2 (fortified: Siege only)" in lines[-1]
    # the step into the Block phase draws the summoned token: it is not previewed (a reveal)
    assert mk.preview(state, 0, {"type": "next"}, DATA) == mk.Preview(True, str(mk.HIDDEN_PREVIEW))
    state = act(state, {"type": "next"})
    text = "\n".join(map(str, combat_lines(state, DATA)))
    assert (
        "• e4 Werewolf (brown, summoned): Armor 5; Attack 7 physical; Swift; Fame 5 — summoned by e1" in text
    )
    assert (
        "Hydra (e2 attack 3) 2 physical: Block 2" in text
        and "Werewolf (e4) 7 physical: Block 14 (Swift" in text
    )
    assert "Orc Summoners (e1) 0" not in text  # the summoner does not attack itself
    choices = combat_choices(state, 0, DATA)
    assert choices is not None and [v for v, _ in choices["attacks"]] == ["e2:1", "e2:2", "e2:3", "e3", "e4"]
    assert choices["cumbersome"] == ["e3"] and combat_choices(state, 1, DATA) is None
    state = act(state, {"type": "next"})
    text = "\n".join(map(str, combat_lines(state, DATA)))
    assert "Orc Stonethrowers (e3) 7 physical damage = 4 Wounds on the hero" in text
    for name in ("March", "Rage", "Determination"):
        assert name not in text and name not in repr(combat_view(state, DATA))


def test_elusive_and_brutal_in_the_summary() -> None:
    """§7.5 Elusive: the higher armor until every attack is blocked; Brutal doubles the damage."""
    from bot.games.mageknight.observer import combat_lines
    from tests.games.mageknight.builder import DATA, Table, act

    state = (
        Table("tovak")
        .hand("determination", "rage")
        .crystals(blue=1)
        .at("0,0")
        .token("1,0", "orc_trackers")
        .token("1,-1", "ironclads")
        .build()
    )
    state = act(state, {"type": "challenge", "targets": "1,0;1,-1"})
    text = "\n".join(map(str, combat_lines(state, DATA)))
    assert "Armor 6 (Elusive: 3 in the Attack phase if all its attacks are blocked)" in text
    state = act(state, {"type": "next"})
    state = act(state, {"type": "block", "enemy": "e1", "cards": "determination@powered+mana=crystal:blue"})
    text = "\n".join(map(str, combat_lines(state, DATA)))
    assert "Attack 4 physical blocked" in text
    state = act(state, {"type": "next"})
    text = "\n".join(map(str, combat_lines(state, DATA)))
    assert "Ironclads (e2) 8 physical damage (Brutal: 4 doubled) = 4 Wounds on the hero" in text
    state = act(state, {"type": "damage", "enemy": "e2"})
    state = act(state, {"type": "next"})
    text = "\n".join(map(str, combat_lines(state, DATA)))
    assert "e1 Orc Trackers (green, rampaging): Armor 3 (Elusive);" in text
    assert "To defeat (any attacks): Orc Trackers (e1) armor 3; Ironclads (e2) armor 3." in text


def test_the_declare_cards_follow_the_enemies_picked() -> None:
    """The Declare controls show only the cards that can reach the enemies picked (a Ranged card is
    not offered against a fortified enemy, §7.2) and drop a picked card that no longer fits."""
    choices = {
        "targets": [("e1", "e1 Swordsmen"), ("e2", "e2 Prowlers")],
        "cards": [
            ("swiftness@powered", "Swiftness: Ranged 3"),
            ("crushing_bolt@powered", "Crushing Bolt: Siege 3"),
        ],
        "attacks": [],
        "units": [],
        "card_targets": {"swiftness@powered": ["e2"]},
    }
    none = Selection()
    assert none.shown_cards(choices) == [0, 1]  # Swiftness reaches the Prowlers
    both = none.with_select("tg", [1], choices).with_select("c0", [0, 1], choices)
    assert both.values(choices)["cards"] == ["swiftness@powered", "crushing_bolt@powered"]
    fortified = both.with_select("tg", [0], choices)
    assert fortified.shown_cards(choices) == [1]
    assert fortified.values(choices)["cards"] == ["crushing_bolt@powered"]
