"""Reminders on Discord through the offline harness: the scheduler's wake-up posts a reminder with a
persistent "no more reminders this turn" button that still works after a restart, and only its
owner can use it; nothing is sent twice across the restart."""

from __future__ import annotations

from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness
from tests.ops.clock import Clock

HOUR = 3600.0


async def test_reminder_button_survives_a_restart_and_nothing_is_sent_twice(h: DiscordHarness) -> None:
    clock = Clock()
    service(h).clock = clock
    ann, ben = h.user("ann"), h.user("ben")
    await h.slash("game new", user=ann, game="highcard", colour="red")
    await h.slash("game join", user=ben, colour="blue")
    await h.slash("game start", user=ann)
    settings = await h.slash("game settings", user=ann, remind_every="1", remind_max=2)
    assert "reminders every 1 hour, at most 2 per turn" in settings.public.text
    ops = h.bot.operations  # type: ignore[attr-defined]
    await ops.tick()
    clock.now += HOUR
    before = len(h.sent)
    await ops.tick()
    reminders = [s for s in h.sent[before:] if s.content and "gentle reminder" in s.content]
    assert len(reminders) == 2 and not any(s.ephemeral for s in reminders)
    mine = next(s for s in reminders if f"<@{ann.id}>" in s.content)
    button = next(c for c in mine.custom_ids() if c.startswith("pbpmute:"))

    await h.simulate_restart()
    service(h).clock = clock
    ops = h.bot.operations  # type: ignore[attr-defined]
    before = len(h.sent)
    await ops.tick()  # nothing new is due: nothing is sent again
    assert [s for s in h.sent[before:] if s.content and "reminder" in s.content] == []

    wrong = await h.click(button, user=ben)
    assert "That button is for" in wrong.text
    done = await h.click(button, user=ann)
    assert "No more reminders for you this turn." in done.text
    clock.now += HOUR
    before = len(h.sent)
    await ops.tick()
    later = [s.content for s in h.sent[before:] if s.content and "reminder" in s.content]
    assert len(later) == 2 and f"<@{ben.id}>, last reminder" in later[0]  # ann muted: only ben
    assert f"<@{ann.id}>: <@{ben.id}> has not acted" in later[1]  # the creator is told it stopped
