# The lobby, the table's commands and the service's refusals (en).

## Opening, joining, starting
lobby-player-range = { $setup } takes { $lo }-{ $hi } players, not { $n }.
lobby-channel-busy = This channel already has a game. Use /game status to see it, or /game abandon to end it.
lobby-unknown-choice = { $game } has no set-up choice { $unknown }. It asks: { $asks }.
lobby-unknown-choice-short = { $game } has no set-up choice { $unknown }.
lobby-asks-nothing = nothing
lobby-taken = { $value } is already taken. Free: { $free }.
lobby-none = none
lobby-no-game = There is no game in this channel. Start one with /game new.
lobby-started-no-join = This game has already started; players cannot join now.
lobby-already-in = You are already in this game. /game leave first to choose again.
lobby-full = The game is full ({ $n } players).
lobby-only-creator-removes = Only the game's creator or someone with Manage Server can remove a player.
lobby-seats-fixed = The game has started; seats are fixed. The creator can /game abandon it.
lobby-not-seated = That player is not in this game.
lobby-already-started = The game has already started.
lobby-only-seated-start = Only a seated player or the game's creator can start the game.
lobby-nobody-joined = Nobody has joined yet: /game join first.
lobby-too-few = { $setup } needs at least { $lo } players; { $n } seated.
lobby-only-creator-abandons = Only the game's creator or someone with Manage Server can abandon the game.
lobby-which-game = Which game? Name it: { $games }.
lobby-none-installed = No game is installed: install the bot with pip install -e . (see the README).
lobby-players-number = players must be a number, not '{ $value }'.
lobby-table = { $setup }, { $n }/{ $max } players: { $names }.
lobby-nobody-yet = nobody yet
lobby-join-hint = Join with /game join{ $keys }, then /game start.
lobby-opens = { $name } opens a game. { $table }
lobby-joins = { $name } joins. { $table }
lobby-leaves = { $name } leaves. { $table }
lobby-removes = { $name } removes { $gone }. { $table }
lobby-abandons = { $name } abandons the game. The channel is free for a new one.
lobby-status = Lobby: { $table }

## The game's state
lobby-over-finished = The game in this channel is over: /game status shows the final table, /game new starts another.
lobby-not-started = The game has not started yet: /game start when everyone has joined.
lobby-abandoned = The game in this channel was abandoned.
lobby-abandoned-new = The game in this channel was abandoned. /game new starts another.
lobby-over = The game is over: /game status shows the final table, /game new starts another.
lobby-over-why = The game is over ({ $reason }): /game status shows the final table, /game new starts another.
lobby-not-a-player = You are not a player in this game.
lobby-other-game = This channel plays { $game }: its moves are /{ $group } …

## Acting
lobby-preview = Preview: { $text }
lobby-would-fail = That would not work: { $text }
lobby-stale-button = That button is out of date: the game has moved on. Here is the current state.
lobby-nothing-to-do = Nothing to do: name an action or an option.
lobby-race-applied = Someone else acted at the same moment; nothing was applied. Try again.
lobby-repeated-click = That was already done (a repeated click); nothing more was applied.

## Undo, rewind, corrections, seats
lobby-undo-not-yours = You can only take back your own last action; the last one was another player's.
lobby-takes-back = { $who } takes back:
lobby-race-undone = Someone else acted at the same moment; nothing was undone.
lobby-undo-done-already = That undo was already done.
lobby-only-gm = Only the game's creator, its game master (/game settings gm:) or someone with Manage Server can do that.
lobby-rewind-why = Say why: /game rewind to:<entry> reason:<why>.
lobby-rewind-range = Rewind to an entry between 0 (the start) and { $last }.
lobby-rewind-no-state = Entry #{ $entry } has no stored state to go back to.
lobby-rewinds = { $name } (game master) rewinds the game to entry #{ $entry }: { $reason }
lobby-rewind-undone-entry = Entry #{ $entry } was itself undone; choose an entry still in /game log.
lobby-race-rewound = Someone acted at the same moment; nothing was rewound.
lobby-no-correction = { $game } has no correction '{ $name }'. It has: { $offered }.
lobby-not-holder = That person does not hold a seat in this game.
lobby-already-holder = That person already holds a seat in this game.

## Commands
lobby-unknown-command = Unknown command /{ $name }. Try /help.
lobby-unknown-option = /{ $name } has no option { $unknown }. Its options: { $allowed }.
lobby-missing-option = /{ $name } needs { $missing }.
lobby-help = Commands:

## The log
lobby-log-numbers = page and round must be numbers.
lobby-log-pages = There { $pages ->
        [one] is only { $pages } page
       *[other] are only { $pages } pages
    } of log.
lobby-log-round = round { $round }
lobby-log-header = Log page { $page }/{ $pages } (newest first):
lobby-log-header-filtered = Log page { $page }/{ $pages } (newest first) ({ $filters }):
lobby-log-empty = No log entries match.
lobby-log-entry = #{ $seq } { $when }
lobby-log-entry-round = r{ $round }
lobby-log-undone = (undone)

## The map
lobby-no-map = { $game } has no map; /game status shows the table.
lobby-map = Map.
lobby-map-marked = Map (your reachable hexes are outlined).

## /card
lobby-card-which-game = No game is played in this channel: name one with game: ({ $games }).
lobby-card-no-box = { $game } has no components to show.
lobby-card-close = '{ $name }' is no component of { $game }. Did you mean: { $names }?
lobby-card-hint = '{ $name }' is no component of { $game }. Type part of its name and pick it from the list.
lobby-card-more = … (cut to fit one message)
