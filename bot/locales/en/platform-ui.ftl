# What Discord's buttons and menus and the offline console say around the game (en).

## Discord
ui-sorry = Something went wrong on our side; nothing more was done. Please try again.
ui-group-help = { $game }: your moves
ui-hand-placeholder = Play a card or choose an action…
ui-hand-how = How?
ui-declare-open = Declare…
ui-not-your-controls = These controls belong to another player.
ui-hand-stale = These controls were out of date (the game moved on); nothing was done. Here is your hand now.
ui-done = Done.
ui-end-again = These buttons were drawn earlier (the game moved on since); nothing was done. To end your turn now, press End turn.
ui-did-not-work = That did not work.
ui-during-your-turn = { $who }, this happened during your turn.
ui-your-turn = { $who }, it is your turn. **Hand** shows what you can do.
ui-turn-hand = Hand
ui-turn-map = Map
ui-turn-end = End turn
ui-earlier-game = This button belongs to an earlier game in this channel; nothing was done.

## Declaring in a combat, answering a question
ui-declare-head = **Declare**: { $phase }.
ui-move-spent = Move spent
ui-more-cards = More cards…
ui-preview = Preview
ui-no-declare = Nothing is being declared in this game.
ui-combat-not-yours = These combat controls belong to { $owner }, whose turn it is; nothing was done.
ui-no-combat = There is no combat now; nothing was done.
ui-declare-stale = These controls were out of date (the game moved on); nothing was done. Here are fresh ones.
ui-not-done = Not done: { $text }
ui-combat-over = The combat is over.
ui-choice-stale = These choices were out of date (the game moved on); nothing was done.
ui-choice-not-yours = These choices belong to { $owner }, whose turn it is; nothing was done.
ui-nothing-to-choose = There is nothing to choose now.
ui-current-question = Here is the current question.
ui-pick-one = Pick one answer from the list; nothing was done.
ui-chosen = Chosen: { $label }.
ui-choose = Choose…
ui-choose-range = Choose… ({ $first }-{ $last })

## The offline console
ui-console-intro = Mage Knight console. Lines: '<player>: /<command> option:value ...'. /help lists commands; Ctrl-D quits.
ui-console-public = {"["}public] { $text }
ui-console-private = {"["}private to { $who }] { $text }
ui-console-mute = (/game mute: no more reminders this turn)
ui-console-can = You can: { $controls }
ui-console-file = file written to { $path }
ui-console-map = map written to { $path }
ui-console-picture = { $name } written to { $path }
ui-console-your-turn = { $names }, it is your turn. (/hand shows your cards and what you can do)
ui-console-crash = {"["}error] '{ $line }' failed unexpectedly ({ $error }; details on stderr).
