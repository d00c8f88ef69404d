"""Writes per action: a brisk six-turn two-player Mage Knight game (cards played quickly, a combat, turns
ended from the prompt) through the offline harness, counting what the bot writes to the channel.

Discord lets a bot write about five messages (posts, edits, deletes) per channel per five seconds; past
that its messages arrive late, out of step with the buttons. Writes are behaviour, not timing: each
action is counted, and the worst five seconds are computed for a player acting every 1.5 seconds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, FakeUser, Sent, _walk_components
from tests.discord.test_cogs import prompts
from tests.discord.test_combat import control, pick, rig_combat

BRISK = 1.5  # seconds between two actions of a brisk player
LIMIT, WINDOW = 5, 5.0  # Discord: about five writes per channel per five seconds


def channel_write(s: Sent) -> bool:
    """A write that counts against the channel's limit: a post, edit or delete of a channel message
    (ephemeral answers to an interaction go through its own webhook and do not)."""
    if s.ephemeral:
        return False
    if s.kind in ("message", "followup", "response"):
        return True
    return s.kind in ("edit", "delete") and s.interaction_id is None


@dataclass
class Tally:
    h: DiscordHarness
    actions: list[tuple[str, int]] = field(default_factory=list)
    mark: int = 0

    def start(self) -> None:
        self.mark = len(self.h.sent)

    def done(self, what: str) -> int:
        writes = [s for s in self.h.sent[self.mark :] if channel_write(s)]
        n = len(writes)
        kinds = ",".join(s.kind for s in writes)
        self.actions.append((f"{what} ({kinds})", n))
        self.mark = len(self.h.sent)
        return n

    def worst_window(self) -> int:
        per = max(1, int(WINDOW // BRISK) + (WINDOW % BRISK > 0))  # actions within five seconds
        counts = [n for _, n in self.actions]
        return max(sum(counts[i : i + per]) for i in range(len(counts)))

    def throttled(self) -> int:
        """Writes that would wait for the limit, with one action every BRISK seconds."""
        sent: list[float] = []
        late = 0
        for i, (_, n) in enumerate(self.actions):
            for _ in range(n):
                t = i * BRISK
                if len(sent) >= LIMIT and sent[-LIMIT] + WINDOW > t:
                    t = sent[-LIMIT] + WINDOW
                    late += 1
                sent.append(t)
        return late

    def report(self) -> str:
        worst = max(n for _, n in self.actions)
        lines = [f"{what}: {n}" for what, n in self.actions]
        return "\n".join(
            [
                *lines,
                f"actions {len(self.actions)}, writes {sum(n for _, n in self.actions)}, most per action "
                f"{worst}, worst 5 s window {self.worst_window()}, throttled {self.throttled()}",
            ]
        )


async def _on_turn(h: DiscordHarness, users: dict[int, FakeUser]) -> FakeUser:
    loaded = await service(h).load(h.default_channel.id)
    return users[loaded.state.players[loaded.state.turn.seat].user_id]


async def _play_two(h: DiscordHarness, tally: Tally, user: FakeUser) -> None:
    """Play two cards quickly from the hand's controls (basic ways that need nothing more)."""
    played = 0
    hand = await h.slash("hand", user=user)
    assert not [s for s in hand if channel_write(s)]
    from bot.commands import Caller, dispatch

    caller = Caller(user_id=user.id, name=user.name, channel_id=h.default_channel.id)
    tried: set[str] = set()
    while played < 2:
        reply = await dispatch(service(h), caller, "hand", {})
        plays = [
            c
            for c in reply.controls
            if c.command == "mk play" and "basic" in c.label and c.options.get("card") not in tried
        ]
        if not plays:
            return
        c = plays[0]
        tried.add(c.options["card"])
        tally.start()
        sent = await h.slash("mk play", user=user, **c.options)
        if sent.private and "not" in sent.private.text.lower() and not sent.public:
            tally.mark = len(h.sent)
            continue
        tally.done(f"play {c.options['card']}")
        played += 1


async def _answer_pending(h: DiscordHarness, tally: Tally, user: FakeUser) -> None:
    """Answer a pending end-of-turn question (the first answer) from the hand's choice controls."""
    hand = await h.slash("hand", user=user)
    picks = [(s, c) for s in hand.private for c in s.custom_ids() if c.startswith("mkc:")]
    if not picks:
        return
    tally.start()
    await h.select(picks[0][1], ["0"], user=user, message_id=picks[0][0].message_id)
    tally.done("choose")


async def _end_turn(h: DiscordHarness, tally: Tally, user: FakeUser) -> None:
    tally.start()
    prompt = prompts(h)[-1]  # as it stands now (its buttons may have been redrawn since)
    assert prompt.message_id is not None
    now = h.backend.messages[prompt.message_id]
    end = next(c["custom_id"] for c in _walk_components(now["components"]) if c.get("label") == "End turn")
    sent = await h.click(end, user=user, message_id=prompt.message_id)
    if not sent.public:  # the prompt's End turn asks again when the player acted since it was drawn
        assert any(label == "End turn" for s in sent.private for label, _ in s.buttons()), sent.text
        button = next(
            cid for s in reversed(sent.private) for label, cid in s.buttons() if label == "End turn"
        )
        await h.click(button, user=user, message_id=sent.private[-1].message_id)
    tally.done("end turn")
    await _answer_pending(h, tally, user)  # a reward or a level-up asked at the end of the turn


async def play_brisk_game(h: DiscordHarness) -> Tally:
    first, other, spots = await rig_combat(h)
    users = {first.id: first, other.id: other}
    tally = Tally(h)
    # --- turn 1: a combat through the Declare controls
    tally.start()
    started = await h.slash("mk challenge", user=first, targets=";".join(spots))
    tally.done("challenge")
    mid = started.private[-1].message_id
    assert mid is not None
    await h.select(control(h, mid, "tg")["custom_id"], pick(h, mid, "tg", "e1"), user=first, message_id=mid)
    await h.select(
        control(h, mid, "c0")["custom_id"], pick(h, mid, "c0", "Swiftness"), user=first, message_id=mid
    )
    tally.start()
    await h.click(control(h, mid, "ok")["custom_id"], user=first, message_id=mid)
    tally.done("combat: ranged attack")
    tally.start()
    await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    tally.done("combat: to blocks")
    tally.start()
    await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    tally.done("combat: to damage")
    await h.select(control(h, mid, "at")["custom_id"], pick(h, mid, "at", "e2"), user=first, message_id=mid)
    tally.start()
    await h.click(control(h, mid, "ok")["custom_id"], user=first, message_id=mid)
    tally.done("combat: take wounds")
    tally.start()
    await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    tally.done("combat: to attacks")
    await h.select(control(h, mid, "tg")["custom_id"], pick(h, mid, "tg", "e2"), user=first, message_id=mid)
    await h.select(
        control(h, mid, "c0")["custom_id"],
        pick(h, mid, "c0", "Rage basic: Attack 2", "Determination basic: Attack 2"),
        user=first,
        message_id=mid,
    )
    tally.start()
    await h.click(control(h, mid, "ok")["custom_id"], user=first, message_id=mid)
    tally.done("combat: attack")
    tally.start()
    await h.click(control(h, mid, "nx")["custom_id"], user=first, message_id=mid)
    tally.done("combat: end")
    await _end_turn(h, tally, first)
    # --- five more turns: two cards each, then End turn
    for _ in range(5):
        user = await _on_turn(h, users)
        await _play_two(h, tally, user)
        await _end_turn(h, tally, user)
    return tally


async def test_writes_per_action_of_a_brisk_game(h: DiscordHarness) -> None:
    """Each action writes one public message; an action that passes the turn writes that message
    (its events, the map, the new prompt) and takes the buttons off the previous prompt. Measured
    before this design: 54 writes for these 24 actions, 2-3 per action, worst five seconds 10. A combat
    posts one message and edits it at every step (cogs/live.py): still one write per step, but one
    message in the channel instead of eight summaries."""
    tally = await play_brisk_game(h)
    print("\n" + tally.report())
    for what, n in tally.actions:
        assert n <= (2 if what.startswith(("end turn", "choose")) else 1), what
    assert sum(n for _, n in tally.actions) <= 30
    # the combat's summary is one message, edited at each step (before: a new summary per step)
    combat = [what for what, _ in tally.actions if what.startswith(("challenge", "combat:"))]
    assert combat[0] == "challenge (message)" and all(w.endswith("(edit)") for w in combat[1:]), combat
