# What the shared engine says to players (en): reading typed names, offered options, corrections.

## Reading what players type
eng-name-a = Name a { $what }. Choices: { $choices }.
eng-ambiguous = '{ $text }' could be several { $what }s: { $choices }.
eng-not-a-choice = '{ $text }' is not a { $what } you can choose now. Choices: { $choices }.
eng-none = none
eng-key-value = '{ $extra }' in '{ $item }' should be key=value (e.g. mana=die:red).
eng-choose-a = Choose a { $what }: { $choices }.
eng-what-game = game
eng-what-player = player
eng-what-vote = vote
eng-unknown-game = Unknown game '{ $game }'. Installed games: { $names }.

## Options and the game's contract
eng-no-undo = This game has no undo.
eng-no-corrections = { $game } declares no corrections.
eng-no-data = { $game } keeps no component data.
eng-nothing-asked = Nothing is being asked of you now.
eng-choice-gone = That choice is no longer offered. Now you can: { $options }.

## Corrections shared by the games
eng-correction-number = The correction { $correction } needs { $field }=<number>.
eng-not-holding = { $who } does not hold that card.
eng-card-taken = A card is taken from { $who }'s hand.
eng-card-taken-yours = { $card } is taken from your hand.
eng-card-given = { $who } is given a card.
eng-card-given-yours = You are given { $card }.
