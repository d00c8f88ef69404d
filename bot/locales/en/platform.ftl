# Shared slash commands and their options (en). Names: lowercase, no spaces, at most 32 characters.
# Czech and Polish speak to a player informally ("ty"), see the note at the top of their platform.ftl.

cmd-game = game
    .description = Open, join, start and follow a game

cmd-game-settings = settings
    .description = Reminders, deadline, game master, private threads and language of this game

cmd-settings = settings
    .description = Your own settings: time zone, quiet hours, reminder interval, heads-up before your turn

cmd-game-mute = mute
    .description = No more reminders for you this turn

cmd-game-vote = vote
    .description = Open or answer a vote: skip, substitute or remove an absent player, pause or resume

cmd-game-substitute = substitute
    .description = Hand a seat to another member (the seat's player, the creator or the game master)

cmd-game-rewind = rewind
    .description = Game master: take the game back to an earlier log entry, for everyone

cmd-game-correct = correct
    .description = Game master: a correction the game allows (list them with what:list)

cmd-game-catchup = catchup
    .description = What happened since your last move (only you see it)

cmd-game-export = export
    .description = The whole game as a file: set-up, log and result

cmd-game-new = new
    .description = Open a new game in this channel

cmd-game-join = join
    .description = Take a seat

cmd-game-leave = leave
    .description = Leave the game before it starts

cmd-game-kick = kick
    .description = Remove a player before the game starts (creator or Manage Server)

cmd-game-start = start
    .description = Start the game with the seated players

cmd-game-abandon = abandon
    .description = End the game in this channel (creator or Manage Server)

cmd-game-status = status
    .description = Round, whose turn, and every player's public numbers

cmd-game-log = log
    .description = The log with times, filtered by player or round, in pages

cmd-hand = hand
    .description = Your hand and resources (only you see them), with controls to play

cmd-map = map
    .description = The map as a picture

cmd-undo = undo
    .description = Take back your last action (within the rulebook's limits)

cmd-help = help
    .description = The commands

opt-answer = answer
    .description = yes or no (default yes)

opt-deadline = deadline
    .description = Hours a player has to act (off: no deadline)

opt-difficulty = difficulty
    .description = Heroes of Might and Magic III: difficulty

opt-faction = faction
    .description = Heroes of Might and Magic III: your faction

opt-follow = follow
    .description = Tell me when the player before me starts

opt-game = game
    .description = Which game

opt-gm = gm
    .description = A game master besides the creator

opt-hero = hero
    .description = Your hero

opt-kind = kind
    .description = skip, substitute, remove, pause or resume

opt-language = language
    .description = Language of the game's public messages: en, cs, pl or server

opt-page = page
    .description = Page number, 1 = newest

opt-player = player
    .description = The absent player (skip, substitute, remove)

opt-players = players
    .description = How many players

opt-public = public
    .description = yes: post it for everyone

opt-quiet = quiet
    .description = Quiet hours in your time, e.g. 22-7 (off: none)

opt-reason = reason
    .description = Why (it goes in the log)

opt-remind-every = remind_every
    .description = Hours between reminders (off: none)

opt-remind-max = remind_max
    .description = Reminders before the bot stops and tells the creator

opt-round = round
    .description = Only this round's entries

opt-scenario = scenario
    .description = Scenario

opt-threads = threads
    .description = A private thread per player with their hand

opt-timezone = timezone
    .description = Your time zone, e.g. Europe/Prague

opt-to = to
    .description = Who takes the seat (substitute)

opt-values = values
    .description = key=value … (what the correction needs)

opt-what = what
    .description = The correction (list: show them)

cmd-card = card
    .description = What a card, unit, skill, enemy, site or tactic does, with its numbers (only you see it)

opt-name = name
    .description = The component's name

cmd-stats = stats
    .description = Statistics of this server or of a player: games, time to act, reminders (chart)

## Service
svc-correction-by = Correction by { $name }: { $text }
