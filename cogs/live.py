"""Live public messages: a block that a game keeps up to date (the combat summary, ``Reply.live``) lives
in one channel message that each step edits, instead of being printed again after every step.

The message reads as the story of the block so far and, quoted below it, how things stand now::

    bob challenges the rampaging enemies at 4,-6: Orc Trackers (e1). Ranged & Siege Attack phase.
    Block phase. Attacking: Orc Trackers (e1) attack 4.
    >>> **Combat**: bob, rampaging enemies. **Block phase**.
    • e1 Orc Trackers (green, rampaging): Armor 6 ...

A step's public lines join the story and the quote is replaced in the same edit: one channel write per
step, as many as posting a message (Discord allows about five per channel per five seconds), and the
channel keeps one message per combat instead of a summary per step. When the block is over the message
keeps its story, with the last step's lines, loses the quote and is forgotten. A message that is gone
(deleted by hand) is posted again; one that would outgrow Discord's 2,000 characters keeps its story and
a new one carries on.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from cogs import present

log = logging.getLogger(__name__)

KEY_PREFIX = "live:"  # the tracked message of live block "combat" is "live:combat"
SEQ_SUFFIX = ":seq"  # "live:combat:seq" holds the game's seq the message was last written at
QUOTE = ">>> "  # Discord quotes everything after it: how the block stands now


def story_of(content: str) -> str:
    """The story part of a live message's text (everything above the quoted block)."""
    if content.startswith(QUOTE):
        return ""
    head, sep, _ = content.rpartition("\n" + QUOTE)
    return head if sep else content


def compose(story: str, lines: list[str], block: list[str]) -> str:
    """A live message's text: the story, the step's lines, and the block quoted below them."""
    text = "\n".join(part for part in (story, *lines) if part)
    if block:
        text = (text + "\n" if text else "") + QUOTE + "\n".join(block)
    return text


async def _tracked(interaction: discord.Interaction, game_id: int, key: str) -> discord.Message | None:
    """The live message tracked under ``key``, or None (none tracked, or it is gone: then forgotten)."""
    store = present.service_of(interaction).store
    found = await store.get_message(game_id, key)
    if found is None:
        return None
    channel_id, message_id = found
    partial = interaction.client.get_partial_messageable(channel_id).get_partial_message(message_id)
    try:
        return await partial.fetch()
    except discord.HTTPException:
        log.debug("live message %s is gone; a new one follows", message_id, exc_info=True)
        await store.forget_message(game_id, key)
        return None


async def _edit(message: discord.Message, text: str) -> bool:
    try:
        await message.edit(content=text)
    except discord.HTTPException:
        log.debug("could not edit live message %s", message.id, exc_info=True)
        return False
    return True


async def update(
    interaction: discord.Interaction, game_id: int, seq: int, live: dict[str, list[str]], lines: list[str]
) -> list[str]:
    """Bring the game's live messages in line with ``live`` (key -> the block now, [] when it is over)
    after the action that made the game's log entry ``seq``. ``lines``, the step's public lines, go
    into the first live message's story. Returns what the caller still posts as usual: ``lines`` if no
    live message took them, and a block too long for a message of its own."""
    store = present.service_of(interaction).store
    channel: Any = interaction.channel
    step = list(lines)  # not yet in a live message
    extra: list[str] = []
    for name, block in live.items():
        key = KEY_PREFIX + name
        taken = False
        message = await _tracked(interaction, game_id, key)
        if not block:  # over: the story keeps the last step's lines, the quote goes
            if message is None:
                continue
            # the step's lines belong to the story only if this step ended it: a block that ended
            # unseen (a turn played by the scheduler) is closed without them
            last = await store.get_message(game_id, key + SEQ_SUFFIX)
            ended_now = last is not None and last[1] == seq - 1
            await store.forget_message(game_id, key)
            await store.forget_message(game_id, key + SEQ_SUFFIX)
            story = story_of(message.content)
            text = compose(story, step if ended_now else [], [])
            if len(text) <= present.MAX_CONTENT and text != message.content and await _edit(message, text):
                taken = ended_now
            elif story != message.content:
                await _edit(message, story)
        else:
            live_now = False
            if message is not None:
                story = story_of(message.content)
                text = compose(story, step, block)
                if len(text) <= present.MAX_CONTENT and await _edit(message, text):
                    taken = live_now = True
                elif story != message.content:  # full: it keeps its story, a new message carries on
                    await _edit(message, story)
            if not live_now:
                taken = live_now = await _post(interaction, channel, game_id, key, compose("", step, block))
            if not live_now and step:  # the block alone may fit: the step's lines are posted as usual
                live_now = await _post(interaction, channel, game_id, key, compose("", [], block))
            if live_now:
                await store.set_message(game_id, key + SEQ_SUFFIX, interaction.channel_id or 0, seq)
            else:
                extra += block  # too long for a message of its own: printed with the step's lines
        if taken:
            step = []
    return step + extra


async def _post(interaction: discord.Interaction, channel: Any, game_id: int, key: str, text: str) -> bool:
    """Post a new live message and track it (False: it does not fit in one message, or there is no
    channel to post in)."""
    store = present.service_of(interaction).store
    if len(text) > present.MAX_CONTENT or channel is None or not hasattr(channel, "send"):
        await store.forget_message(game_id, key)
        return False
    sent = await channel.send(text, allowed_mentions=discord.AllowedMentions(users=True))
    await store.set_message(game_id, key, sent.channel.id, sent.id)
    return True
