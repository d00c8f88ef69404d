# What the shared engine says to players (pl): reading typed names, offered options, corrections.

## Reading what players type
eng-name-a = Podaj, co wybierasz ({ $what }). Możliwości: { $choices }.
eng-ambiguous = „{ $text }” może oznaczać kilka możliwości ({ $what }): { $choices }.
eng-not-a-choice = „{ $text }” nie można teraz wybrać ({ $what }). Możliwości: { $choices }.
eng-none = brak
eng-key-value = „{ $extra }” w „{ $item }” powinno mieć postać klucz=wartość (np. mana=die:red).
eng-choose-a = Wybierz ({ $what }): { $choices }.
eng-what-game = gra
eng-what-player = gracz
eng-what-vote = głosowanie
eng-unknown-game = Nieznana gra „{ $game }”. Zainstalowane gry: { $names }.

## Options and the game's contract
eng-no-undo = W tej grze nie można cofać ruchów.
eng-no-corrections = { $game } nie ma poprawek.
eng-no-data = { $game } nie ma danych o elementach gry.
eng-nothing-asked = Nikt cię teraz o nic nie pyta.
eng-choice-gone = Ta możliwość nie jest już dostępna. Teraz możesz: { $options }.

## Corrections shared by the games
eng-correction-number = Poprawka { $correction } wymaga { $field }=<liczba>.
eng-not-holding = { $who } nie ma tej karty.
eng-card-taken = Gracz { $who } traci kartę z ręki.
eng-card-taken-yours = Z twojej ręki zabrano kartę { $card }.
eng-card-given = Gracz { $who } dostaje kartę.
eng-card-given-yours = Dostajesz kartę { $card }.
