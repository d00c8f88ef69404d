"""The table's votes: skip, substitute or remove an absent player after their deadline, and pause or
resume the game. Nothing happens without a majority of the voters (the other players for a vote about
one player, everyone seated for a pause); the vote and every ballot are persisted."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.i18n import Say, Span, Text, t
from bot.service import GameService, Loaded, ServiceError
from bot.store import StoreError
from bot.store.ops import Vote

ABOUT_A_PLAYER = ("skip", "substitute", "remove")


@dataclass
class VoteResult:
    lines: list[Say] = field(default_factory=list)
    passed: Vote | None = None


def voters(loaded: Loaded, kind: str, seat: int | None) -> list[int]:
    """Who may vote: everyone seated, except the player the vote is about."""
    return [p.user_id for p in loaded.players() if kind not in ABOUT_A_PLAYER or p.seat != seat]


def _what(loaded: Loaded, vote: Vote) -> Text:
    names = {p.seat: p.name for p in loaded.players()}
    return t(f"ops-vote-what-{vote.kind}", player=names.get(vote.seat or 0, "?"), new=vote.new_name or "?")


def _names(loaded: Loaded, users: list[int]) -> list[str] | Text:
    by_user = {p.user_id: p.name for p in loaded.players()}
    return [by_user.get(u, str(u)) for u in users] or t("ops-vote-nobody")


async def check_deadline(service: GameService, loaded: Loaded, seat: int) -> None:
    """A vote about a player waits until their deadline has passed."""
    ops = await service.store.game_ops(loaded.game.id)
    if not ops.deadline:
        raise ServiceError(t("ops-deadline-none"))
    wait = next((w for w in await service.store.waits(loaded.game.id) if w.seat == seat), None)
    name = next(p.name for p in loaded.players() if p.seat == seat)
    now = service.clock()
    if wait is None or wait.deadline_at is None or wait.deadline_at > now:
        left = Span((wait.deadline_at or now) - now) if wait else t("ops-deadline-no-turn")
        raise ServiceError(t("ops-deadline-not-yet", player=name, left=left))


async def open_or_cast(
    service: GameService,
    loaded: Loaded,
    *,
    kind: str,
    user_id: int,
    name: str,
    answer: bool = True,
    seat: int | None = None,
    new_user: tuple[int, str] | None = None,
) -> VoteResult:
    """Open a vote (the opener votes yes) or cast a ballot in the open one; close it when decided."""
    game_id = loaded.game.id
    vote = await service.store.open_vote_of(game_id, kind)
    if vote is None:
        if kind in ABOUT_A_PLAYER:
            if seat is None:
                raise ServiceError(t("ops-vote-name-player"))
            await check_deadline(service, loaded, seat)
            if kind == "substitute" and new_user is None:
                raise ServiceError(t("ops-vote-name-substitute"))
        allowed = voters(loaded, kind, seat)
        if not allowed:
            raise ServiceError(t("ops-vote-no-voters"))
        if user_id not in allowed:
            raise ServiceError(t("ops-vote-not-voter", voters=_names(loaded, allowed)))
        try:
            vote = await service.store.open_vote(
                game_id,
                kind,
                opened_by=user_id,
                now=service.clock(),
                seat=seat,
                new_user=new_user[0] if new_user else None,
                new_name=new_user[1] if new_user else None,
            )
        except StoreError:
            raise ServiceError(t("ops-vote-already-open")) from None
        lines: list[Say] = [
            t(
                "ops-vote-opened",
                who=name,
                what=_what(loaded, vote),
                voters=_names(loaded, allowed),
                kind=kind,
            )
        ]
    else:
        allowed = voters(loaded, kind, vote.seat)
        if user_id not in allowed:
            raise ServiceError(t("ops-vote-not-voter", voters=_names(loaded, allowed)))
        vote = await service.store.cast(vote.id, user_id, answer)
        yes = sum(1 for u, v in vote.ballots.items() if v and u in allowed)
        no = sum(1 for u, v in vote.ballots.items() if not v and u in allowed)
        lines = [
            t(
                "ops-vote-counted",
                who=name,
                answer=t("ops-vote-yes" if answer else "ops-vote-no"),
                what=_what(loaded, vote),
                yes=yes,
                no=no,
                total=len(allowed),
            )
        ]
    yes = sum(1 for u, v in vote.ballots.items() if v and u in allowed)
    no = sum(1 for u, v in vote.ballots.items() if not v and u in allowed)
    if yes * 2 > len(allowed):
        await service.store.close_vote(vote.id, "passed")
        return VoteResult([*lines, t("ops-vote-passed", what=_what(loaded, vote))], vote)
    if no * 2 >= len(allowed):
        await service.store.close_vote(vote.id, "failed")
        return VoteResult([*lines, t("ops-vote-failed", what=_what(loaded, vote))])
    return VoteResult(lines)
