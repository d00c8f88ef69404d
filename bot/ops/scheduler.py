"""The scheduler: one periodic wake-up (:meth:`Scheduler.tick`) turns persisted times into notices.

Nothing is remembered in memory between ticks: each tick asks the store which waits have something
due at ``now`` (a reminder, a passed deadline, a turn not yet announced), claims each one with a
compare-and-set on its row, and only then returns the notice for the bot to send. A restart in the
middle of a reminder cycle therefore loses nothing (the due times are still in the database) and
sends nothing twice (a claimed reminder is no longer due). Quiet hours postpone a reminder to the
end of the player's night instead of sending it.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from dataclasses import dataclass

from bot.engine.i18n import Say, Span, Text, dumps, join, loaded, t
from bot.games import registry
from bot.ops.schedule import quiet_until, reminder_text
from bot.service import GameService
from bot.store import Store
from bot.store.ops import DueWait, interval, next_reminder

log = logging.getLogger(__name__)

REMINDER, GAVE_UP, DEADLINE, HEADS_UP, TURN_DIGEST = (
    "reminder",
    "gave_up",
    "deadline",
    "heads_up",
    "turn_digest",
)


@dataclass(frozen=True)
class Notice:
    """Something the bot must say: ``text`` in the game's channel mentioning ``mention``, or (with
    ``private_to``) only to that player: in their private thread, else with their next command
    (:func:`keep_private`). ``mute_for``: offer that player
    the "no more reminders this turn" button. ``text`` is put into words where it is sent
    (:func:`notice_language`): in the language of the player it speaks to (``reader``, or
    ``private_to``), else in the game's."""

    kind: str
    game_id: int
    channel_id: int
    text: Say
    mention: tuple[int, ...] = ()
    mute_for: int | None = None
    private_to: int | None = None
    reader: int | None = None  # the one player a public notice speaks to (a reminder, a heads-up)


def _mention(user_id: int) -> str:
    return f"<@{user_id}>"


class Scheduler:
    def __init__(self, store: Store, clock: Callable[[], float], *, batch: int = 500) -> None:
        self.store = store
        self.clock = clock
        self.batch = batch

    async def tick(self) -> list[Notice]:
        """Everything due now, claimed: the notices to send."""
        now = self.clock()
        notices: list[Notice] = []
        for due in await self.store.due(now, limit=self.batch):
            try:
                notices += await self._handle(due, now)
            except Exception:  # one broken game must not stop the others' reminders
                log.exception("scheduler: game %s seat %s failed", due.wait.game_id, due.wait.seat)
        return notices

    async def _handle(self, due: DueWait, now: float) -> list[Notice]:
        w, out = due.wait, []
        game = await self._game_name(w.game_id)
        if not w.announced:
            if await self.store.claim(w, announced=1):
                out += await self._turn_started(due, game)
            w = dataclasses.replace(w, announced=True)
        if w.deadline_at is not None and w.deadline_at <= now and not w.overdue:
            if await self.store.claim(w, overdue=1):
                out.append(await self._deadline(due, game))
            w = dataclasses.replace(w, overdue=True)
        if w.next_at is not None and w.next_at <= now:
            wake = quiet_until(now, due.prefs)
            if wake is not None:  # the player's night: try again when it ends
                await self.store.claim(w, next_at=wake)
                return out
            n = w.reminders + 1
            every = interval(due.ops, due.prefs)
            later = next_reminder(w.active_at, n, every, due.ops.remind_max)
            if later is not None:
                later = max(later, now + every)
            if await self.store.claim(w, reminders=n, next_at=later):
                text = reminder_text(
                    n, due.ops.remind_max, who=_mention(w.user_id), game=game, waited=now - w.active_at
                )
                out.append(
                    Notice(
                        REMINDER,
                        w.game_id,
                        due.channel_id,
                        text,
                        (w.user_id,),
                        mute_for=w.user_id,
                        reader=w.user_id,
                    )
                )
                if n >= due.ops.remind_max:
                    out.append(self._gave_up(due, game, n, now - w.active_at))
        return out

    async def _next_turn(self, game_id: int, seat: int, seats: int) -> int | None:
        """Whose turn follows ``seat``'s, as the game orders turns (seat order if it cannot say)."""
        game = await self.store.get_game(game_id)
        try:
            assert game is not None
            rules = registry.get(game.game_type)
            _seq, data = await self.store.latest(game_id)
            return rules.next_turn(rules.load(data), seat)
        except Exception:
            log.warning("scheduler: no turn order for game %s", game_id, exc_info=True)
            return (seat + 1) % seats if seats > 1 else None

    async def _game_name(self, game_id: int) -> str | Text:
        game = await self.store.get_game(game_id)
        if game is None:
            return t("ops-the-game")
        try:
            return registry.get(game.game_type).name
        except Exception:
            return game.game_type

    def _gave_up(self, due: DueWait, game: str | Text, n: int, waited: float) -> Notice:
        w = due.wait
        text = t(
            "ops-remind-gave-up",
            creator=_mention(due.created_by),
            player=_mention(w.user_id),
            game=game,
            waited=Span(waited),
            n=n,
        )
        return Notice(GAVE_UP, w.game_id, due.channel_id, text, (due.created_by,), reader=due.created_by)

    async def _deadline(self, due: DueWait, game: str | Text) -> Notice:
        w = due.wait
        owners = await self.store.owners(w.game_id)
        name = owners.get(w.seat, (w.user_id, str(w.user_id)))[1]
        text = t(
            "ops-deadline-passed",
            player=_mention(w.user_id),
            game=game,
            deadline=Span(due.ops.deadline or 0),
            how=t("ops-deadline-how", name=name),
        )
        return Notice(DEADLINE, w.game_id, due.channel_id, text, (w.user_id,))

    async def _turn_started(self, due: DueWait, game: str | Text) -> list[Notice]:
        """A seat has just been asked: the heads-up to the player after it (if they asked for one)
        and the private "since your last move" digest for the player themself."""
        w, out = due.wait, []
        owners = await self.store.owners(w.game_id)
        after = await self._next_turn(w.game_id, w.seat, len(owners))
        if after is not None and after != w.seat and after in owners:
            nxt = owners[after]
            asked = {x.seat for x in await self.store.waits(w.game_id)}
            if after not in asked and (await self.store.prefs(nxt[0])).follow:
                text = t("ops-remind-heads-up", who=_mention(nxt[0]), player=owners[w.seat][1], game=game)
                out.append(Notice(HEADS_UP, w.game_id, due.channel_id, text, (nxt[0],), reader=nxt[0]))
        digest = await turn_digest(self.store, w.game_id, w.seat, game)
        out.append(Notice(TURN_DIGEST, w.game_id, due.channel_id, digest, private_to=w.user_id))
        return out


DIGEST_LINES = 20


async def keep_private(store: Store, notice: Notice, now: float) -> None:
    """A private notice with nowhere else to go waits for the player's next command in the game."""
    assert notice.private_to is not None
    kind = "digest" if notice.kind == TURN_DIGEST else notice.kind
    await store.post_private(notice.game_id, notice.private_to, kind, dumps([notice.text]), now)


async def notice_language(service: GameService, notice: Notice, server: str | None = None) -> str:
    """The language ``notice`` is put into words in: that of the player it speaks to (remembered
    from their last command), else the game's public language (see
    :meth:`~bot.service.GameService.public_language`; ``server``: the server's, where known)."""
    public = await service.public_language(notice.game_id, server)
    reader = notice.private_to if notice.private_to is not None else notice.reader
    return public if reader is None else await service.language_of(reader, public)


async def digest_lines(store: Store, game_id: int, seat: int, game: str | Text) -> list[Say]:
    """What happened in the game since ``seat`` last acted (its newest lines, oldest first)."""
    last = await store.last_action_of(game_id, seat)
    entries = await store.log(game_id, limit=DIGEST_LINES, after=last)
    lines = [e.summary for e in reversed(entries) if e.summary and not e.undone]
    if not lines:
        return [join(t("ops-digest-since", game=game), t("ops-digest-nothing"))]
    return [t("ops-digest-since", game=game), *(join("-", loaded(line)) for line in lines)]


async def turn_digest(store: Store, game_id: int, seat: int, game: str | Text) -> Say:
    """The digest of :func:`digest_lines` as one text of several lines."""
    return join(*await digest_lines(store, game_id, seat, game), sep="\n")
