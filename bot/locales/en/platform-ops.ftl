# Play-by-post operations (en): reminders, deadlines, votes, substitutes, settings, threads, digests,
# corrections, statistics, backups. Mentions (<@id>) are values, never written here.

## Reminders: the wording escalates with the reminder's number (the last one is final)
ops-remind-1 = { $who }, a gentle reminder: { $game } is waiting for your move.
ops-remind-2 = { $who }, your move is still open in { $game }; the others are waiting.
ops-remind-n = { $who }, reminder { $n }: the table has been waiting { $waited } for your move in { $game }.
ops-remind-last = { $who }, last reminder: { $game } has waited { $waited } for your move. No more reminders after this one.
ops-remind-gave-up = { $creator }: { $player } has not acted in { $game } for { $waited } after { $n ->
        [one] { $n } reminder
       *[other] { $n } reminders
    }; I have stopped reminding them.
ops-remind-mute-button = No more reminders this turn
ops-remind-muted = No more reminders for you this turn.
ops-remind-not-yours = That button is for { $who }.
ops-remind-nothing = You are not being waited for in this game now; nothing to silence.
ops-remind-heads-up = { $who }, heads-up: { $player }, the player before you, has started their turn in { $game }.
ops-the-game = the game

## Deadlines and votes
ops-deadline-passed = { $player }'s time to act in { $game } has run out ({ $deadline }). The other players may vote: { $how }.
ops-deadline-how = /game vote kind:skip player:{ $name } (the game then plays its safe default for them); /game vote kind:substitute player:{ $name } to:<someone>; /game vote kind:remove player:{ $name }
ops-deadline-not-yet = { $player }'s deadline has not passed yet ({ $left } left); a vote to skip, substitute or remove waits until it has.
ops-deadline-no-turn = no turn
ops-deadline-none = This game has no turn deadline (/game settings deadline:<hours>), so no one can be voted out for being slow.
ops-vote-opened = { $who } opens a vote to { $what }. Voters: { $voters }. Vote with /game vote kind:{ $kind } answer:yes|no.
ops-vote-counted = { $who } votes { $answer } on { $what } ({ $yes } yes, { $no } no of { $total }).
ops-vote-yes = yes
ops-vote-no = no
ops-vote-passed = The vote to { $what } passes.
ops-vote-failed = The vote to { $what } fails.
ops-vote-not-voter = You have no vote on this: the voters are { $voters }.
ops-vote-no-voters = There is nobody else to vote; the game's creator can /game abandon it instead.
ops-vote-nobody = nobody
ops-vote-what-skip = skip { $player }'s turn
ops-vote-what-substitute = hand { $player }'s seat to { $new }
ops-vote-what-remove = remove { $player } from the game
ops-vote-what-pause = pause the game
ops-vote-what-resume = resume the game
ops-vote-no-skip = { $game } has no safe default move for an absent player; vote to substitute them instead.
ops-vote-no-remove = { $game } has no rule for a player leaving mid-game; vote to substitute them instead.
ops-vote-remove-later = { $game } removes a player only at their own turn, outside a combat or a question; wait until it is { $player }'s turn and vote again (or vote to substitute them).
ops-vote-name-player = Name the player: /game vote kind:… player:<name>.
ops-vote-name-substitute = Name who takes the seat: /game vote kind:substitute player:… to:<someone>.
ops-vote-already-open = A vote of this kind is already open; cast your ballot in it.
ops-skip-done = { $player }'s turn is played by its safe default after a vote:
ops-skip-more = { $player }'s skipped turn goes on:
ops-remove-done = { $player } leaves the game after a vote:
ops-pause-done = The game is paused: no reminders and no deadlines until it resumes (/game vote kind:resume).
ops-pause-already = The game is already paused.
ops-resume-done = The game resumes; every deadline moves on by the time it was paused.
ops-resume-not-paused = The game is not paused.

## Substitutes
ops-sub-done = { $new } takes over { $old }'s seat ({ $by }). { $new } now sees the seat's hand; { $old } no longer does.
ops-sub-by-vote = by a vote
ops-sub-by-name = handed over by { $name }
ops-sub-not-allowed = Only the seat's own player, the game's creator, its game master or someone with Manage Server can hand a seat over directly; others can vote after a deadline.
ops-not-a-member = '{ $text }' is not a server member; pick one from the list.

## Settings
ops-settings-game = { $game } settings: reminders every { $every }, at most { $max } per turn; deadline { $deadline }; game master { $gm }; private threads { $threads }{ $paused ->
        [yes] , paused
       *[no] {""}
    }; language { $language }.
ops-settings-changed = { $name } changes the settings. { $settings }
ops-settings-off = off
ops-settings-on = on
ops-settings-none = none
ops-settings-creator = the creator
ops-settings-server-language = the server's
ops-language-en = English
ops-language-cs = Czech
ops-language-pl = Polish
ops-settings-bad-language = '{ $value }' is not a language of the bot: en, cs, pl or server (the server's own).
ops-settings-me = Your settings: time zone { $tz }; quiet hours { $quiet }; reminders { $every }; tell me when the player before me starts: { $follow }.
ops-settings-no-quiet = none
ops-settings-me-per-game = as each game sets
ops-settings-me-every = every { $every }
ops-settings-yes = yes
ops-settings-no = no
ops-settings-bad-tz = '{ $tz }' is not a time zone I know. Use a name like Europe/Prague or America/New_York.
ops-settings-bad-quiet = Write quiet hours as from-to in whole hours, e.g. 22-7 (or off).
ops-settings-bad-hours = '{ $value }' is not a number of hours (or off).
ops-settings-only-gm = Only the game's creator, its game master or someone with Manage Server can change the game's settings.

## Private threads
ops-threads-notice = Private threads are on: each player gets a private thread with their hand, kept up to date. Note: server moderators (Manage Threads) can read private threads.
ops-threads-hand-header = Your seat in { $game } (kept up to date by the bot):

## Digests
ops-digest-since = Since your last move in { $game }:
ops-digest-nothing = Nothing has happened since your last move.
ops-digest-round = Round { $round } is over. What happened:
ops-digest-earlier = (and { $n } earlier: /game log round:{ $round })

## Corrections
ops-gm-list = { $game } corrections: { $names }. Use /game correct what:<name> player:<who> values:"key=value …".
ops-gm-none = { $game } declares no corrections; a game master can still /game rewind.
ops-gm-name-player = Name the player the correction concerns: player:<name>.

## Statistics
ops-stats-server = This server: { $played ->
        [one] { $played } game played
       *[other] { $played } games played
    }, { $finished } finished, { $won } won by someone; { $waits }.
ops-stats-player = { $name }: { $played ->
        [one] { $played } game played
       *[other] { $played } games played
    }, { $finished } finished, { $won } won; { $waits }.
ops-stats-waits = { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    }; time to act: average { $average }, median { $median }; reminders needed { NUMBER($reminders, minimumFractionDigits: 1, maximumFractionDigits: 1) } per turn
ops-stats-no-turns = no finished turns yet
ops-stats-per-server = Statistics are kept per server: ask in a server channel.
ops-stats-chart-title = Time to act per player on this server
ops-stats-chart-empty = No finished turns yet.
ops-stats-chart-legend = blue bar: median time to act; red mark: average
ops-stats-chart-row = { NUMBER($reminders, minimumFractionDigits: 1, maximumFractionDigits: 1) } rem. · { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    }

## Backups and exports
ops-backup-done = Backup written: { $path } ({ $size } bytes, integrity { $check }); { $kept } kept.
ops-export-done = The whole game as a file: set-up, every log entry and the result.
