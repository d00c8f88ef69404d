"""User-facing texts of the play-by-post operations (reminders, deadlines, votes, substitutes, threads,
digests, corrections, backups), in one catalog ready for translation.

Each text has a stable key and a ``str.format`` template with named fields; :func:`t` picks the
locale's catalog and falls back to English, so a Czech or Polish catalog can be added later by
filling :data:`CATALOGS` without touching the code that speaks. Mentions (``<@id>``) are built by
the caller and passed in as fields, never written into a template.

>>> t("remind.1", who="<@1>", game="High Card")
'<@1>, a gentle reminder: High Card is waiting for your move.'
"""

from __future__ import annotations

EN: dict[str, str] = {
    # reminders: the wording escalates with the reminder's number (the last one is final)
    "remind.1": "{who}, a gentle reminder: {game} is waiting for your move.",
    "remind.2": "{who}, your move is still open in {game}; the others are waiting.",
    "remind.n": "{who}, reminder {n}: the table has been waiting {waited} for your move in {game}.",
    "remind.last": "{who}, last reminder: {game} has waited {waited} for your move. No more reminders after this one.",
    "remind.gave_up": "{creator}: {player} has not acted in {game} for {waited} after {n} reminders; I have stopped reminding them.",
    "remind.mute_button": "No more reminders this turn",
    "remind.muted": "No more reminders for you this turn.",
    "remind.not_yours": "That button is for {who}.",
    "remind.nothing": "You are not being waited for in this game now; nothing to silence.",
    "remind.heads_up": "{who}, heads-up: {player}, the player before you, has started their turn in {game}.",
    "remind.catchup_hint": "/game catchup shows what happened since your last move.",
    # deadlines and votes
    "deadline.passed": "{player}'s time to act in {game} has run out ({deadline}). The other players may vote: {how}.",
    "deadline.how_skip": "/game vote kind:skip player:{name} (the game then plays its safe default for them)",
    "deadline.how_sub": "/game vote kind:substitute player:{name} to:<someone>",
    "deadline.how_remove": "/game vote kind:remove player:{name}",
    "deadline.not_yet": "{player}'s deadline has not passed yet ({left} left); a vote to skip, substitute or remove waits until it has.",
    "deadline.none": "This game has no turn deadline (/game settings deadline:<hours>), so no one can be voted out for being slow.",
    "vote.opened": "{who} opens a vote to {what}. Voters: {voters}. Vote with /game vote kind:{kind} answer:yes|no.",
    "vote.counted": "{who} votes {answer} on {what} ({yes} yes, {no} no of {total}).",
    "vote.passed": "The vote to {what} passes.",
    "vote.failed": "The vote to {what} fails.",
    "vote.not_voter": "You have no vote on this: the voters are {voters}.",
    "vote.none_open": "There is no open vote to {kind}. Open one with /game vote kind:{kind} …",
    "vote.no_voters": "There is nobody else to vote; the game's creator can /game abandon it instead.",
    "vote.what.skip": "skip {player}'s turn",
    "vote.what.substitute": "hand {player}'s seat to {new}",
    "vote.what.remove": "remove {player} from the game",
    "vote.what.pause": "pause the game",
    "vote.what.resume": "resume the game",
    "vote.no_skip": "{game} has no safe default move for an absent player; vote to substitute them instead.",
    "vote.no_remove": "{game} has no rule for a player leaving mid-game; vote to substitute them instead.",
    "vote.remove_later": "{game} removes a player only at their own turn, outside a combat or a question; wait until it is {player}'s turn and vote again (or vote to substitute them).",
    "skip.done": "{player}'s turn is played by its safe default after a vote:",
    "skip.more": "{player}'s skipped turn goes on:",
    "remove.done": "{player} leaves the game after a vote:",
    "pause.done": "The game is paused: no reminders and no deadlines until it resumes (/game vote kind:resume).",
    "pause.already": "The game is already paused.",
    "resume.done": "The game resumes; every deadline moves on by the time it was paused.",
    "resume.not_paused": "The game is not paused.",
    # substitutes
    "sub.done": "{new} takes over {old}'s seat ({by}). {new} now sees the seat's hand; {old} no longer does.",
    "sub.not_allowed": "Only the seat's own player, the game's creator, its game master or someone with Manage Server can hand a seat over directly; others can vote after a deadline.",
    # settings
    "settings.game": "{game} settings: reminders every {every}, at most {max} per turn; deadline {deadline}; game master {gm}; private threads {threads}{paused}.",
    "settings.me": "Your settings: time zone {tz}; quiet hours {quiet}; reminders {every}; tell me when the player before me starts: {follow}.",
    "settings.bad_tz": "'{tz}' is not a time zone I know. Use a name like Europe/Prague or America/New_York.",
    "settings.bad_quiet": "Write quiet hours as from-to in whole hours, e.g. 22-7 (or off).",
    "settings.bad_hours": "'{value}' is not a number of hours (or off).",
    "settings.only_gm": "Only the game's creator, its game master or someone with Manage Server can change the game's settings.",
    # private threads
    "threads.notice": "Private threads are on: each player gets a private thread with their hand, kept up to date. Note: server moderators (Manage Threads) can read private threads.",
    "threads.hand_header": "Your seat in {game} (kept up to date by the bot):",
    # digests and the log
    "digest.since": "Since your last move in {game}:",
    "digest.nothing": "Nothing has happened since your last move.",
    "digest.round": "Round {round} is over. What happened:",
    "log.header": "Log page {page}/{pages} (newest first){filters}:",
    "log.empty": "No log entries match.",
    # corrections
    "gm.list": '{game} corrections: {names}. Use /game correct what:<name> player:<who> values:"key=value …".',
    "gm.none": "{game} declares no corrections; a game master can still /game rewind.",
    # statistics
    "stats.server": "This server: {played} games played, {finished} finished, {won} won by someone; {waits}.",
    "stats.player": "{name}: {played} games played, {finished} finished, {won} won; {waits}.",
    "stats.chart_title": "Time to act per player on this server",
    # backups and exports
    "backup.done": "Backup written: {path} ({size} bytes, integrity {check}); {kept} kept.",
    "export.done": "The whole game as a file: set-up, every log entry and the result.",
}

CATALOGS: dict[str, dict[str, str]] = {"en": EN}


def t(key: str, locale: str = "en", **fields: object) -> str:
    """The text ``key`` in ``locale`` (English when that locale lacks it), filled with ``fields``."""
    template = CATALOGS.get(locale, EN).get(key) or EN[key]
    return template.format(**fields)


def duration(seconds: float) -> str:
    """A wait in words: '3 days', '5 hours', '20 minutes'.

    >>> duration(3 * 86400 + 7200), duration(5 * 3600), duration(61)
    ('3 days', '5 hours', '1 minute')
    """
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds >= size:
            n = int(seconds // size)
            return f"{n} {unit}{'s' if n != 1 else ''}"
    return "moments"
