# What Discord's buttons and menus and the offline console say around the game (pl).

## Discord
ui-sorry = Coś poszło nie tak po naszej stronie; nic więcej nie zrobiono. Spróbuj ponownie.
ui-group-help = { $game }: twoje ruchy
ui-hand-placeholder = Zagraj kartę albo wybierz akcję…
ui-hand-how = Jak?
ui-declare-open = Deklaruj…
ui-not-your-controls = Te przyciski należą do innego gracza.
ui-hand-stale = Te przyciski były nieaktualne (gra poszła dalej); nic nie zrobiono. Oto twoja ręka teraz.
ui-done = Gotowe.
ui-end-again = Te przyciski są starsze (gra poszła dalej); nic nie zrobiono. Aby teraz zakończyć turę, naciśnij Zakończ turę.
ui-did-not-work = To się nie udało.
ui-during-your-turn = { $who }, to wydarzyło się w trakcie twojej tury.
ui-your-turn = { $who }, twoja tura. **Ręka** pokaże, co możesz zrobić.
ui-turn-hand = Ręka
ui-turn-map = Mapa
ui-turn-end = Zakończ turę
ui-earlier-game = Ten przycisk należy do wcześniejszej gry na tym kanale; nic nie zrobiono.

## Declaring in a combat, answering a question
ui-declare-head = **Deklaracja**: { $phase }.
ui-move-spent = Wydany ruch
ui-more-cards = Więcej kart…
ui-preview = Podgląd
ui-no-declare = W tej grze nic się nie deklaruje.
ui-combat-not-yours = Te przyciski walki należą do gracza { $owner }, który ma turę; nic nie zrobiono.
ui-no-combat = Teraz nie trwa żadna walka; nic nie zrobiono.
ui-declare-stale = Te przyciski były nieaktualne (gra poszła dalej); nic nie zrobiono. Oto nowe.
ui-not-done = Nie zrobiono: { $text }
ui-combat-over = Walka się skończyła.
ui-choice-stale = Te wybory były nieaktualne (gra poszła dalej); nic nie zrobiono.
ui-choice-not-yours = Te wybory należą do gracza { $owner }, który ma turę; nic nie zrobiono.
ui-nothing-to-choose = Teraz nie ma nic do wybrania.
ui-current-question = Oto bieżące pytanie.
ui-pick-one = Wybierz z listy jedną odpowiedź; nic nie zrobiono.
ui-chosen = Wybrano: { $label }.
ui-choose = Wybierz…
ui-choose-range = Wybierz… ({ $first }–{ $last })

## The offline console
ui-console-intro = Konsola gry. Wiersze: '<gracz>: /<polecenie> opcja:wartość ...'. /help pokazuje polecenia; Ctrl-D kończy.
ui-console-public = {"["}publicznie] { $text }
ui-console-private = {"["}prywatnie dla { $who }] { $text }
ui-console-mute = (/game mute: bez przypomnień w tej turze)
ui-console-can = Możesz: { $controls }
ui-console-file = plik zapisany w { $path }
ui-console-map = mapa zapisana w { $path }
ui-console-picture = { $name } zapisano w { $path }
ui-console-your-turn = { $names }, twoja tura. (/hand pokaże karty i to, co możesz zrobić)
ui-console-crash = {"["}błąd] '{ $line }' nieoczekiwanie się nie powiodło ({ $error }; szczegóły na stderr).
