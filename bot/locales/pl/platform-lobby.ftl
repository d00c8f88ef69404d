# The lobby, the table's commands and the service's refusals (pl).

## Opening, joining, starting
lobby-player-range = { $setup } jest dla { $lo }–{ $hi } graczy, nie dla { $n }.
lobby-channel-busy = Na tym kanale już jest gra. Zobacz ją przez /game status albo zakończ przez /game abandon.
lobby-unknown-choice = { $game } nie ma opcji przygotowania { $unknown }. Pyta o: { $asks }.
lobby-unknown-choice-short = { $game } nie ma opcji przygotowania { $unknown }.
lobby-asks-nothing = nic
lobby-taken = { $value } jest już zajęte. Wolne: { $free }.
lobby-none = brak
lobby-no-game = Na tym kanale nie ma gry. Załóż ją przez /game new.
lobby-started-no-join = Ta gra już się zaczęła; teraz nie można dołączyć.
lobby-already-in = Już jesteś w tej grze. Aby wybrać ponownie, najpierw użyj /game leave.
lobby-full = Gra jest pełna (liczba graczy: { $n }).
lobby-only-creator-removes = Gracza może usunąć tylko założyciel gry lub ktoś z uprawnieniem Zarządzanie serwerem.
lobby-seats-fixed = Gra się zaczęła; miejsca są ustalone. Założyciel może ją zakończyć przez /game abandon.
lobby-not-seated = Tego gracza nie ma w tej grze.
lobby-already-started = Gra już się zaczęła.
lobby-only-seated-start = Grę może rozpocząć tylko gracz przy stole lub założyciel gry.
lobby-nobody-joined = Nikt jeszcze nie dołączył: najpierw /game join.
lobby-too-few = { $setup } wymaga więcej graczy (co najmniej { $lo }); przy stole: { $n }.
lobby-only-creator-abandons = Grę może zakończyć tylko jej założyciel lub ktoś z uprawnieniem Zarządzanie serwerem.
lobby-which-game = Która gra? Podaj ją: { $games }.
lobby-none-installed = Nie zainstalowano żadnej gry: zainstaluj bota przez pip install -e . (zob. README).
lobby-players-number = players musi być liczbą, nie „{ $value }”.
lobby-table = { $setup }, gracze { $n }/{ $max }: { $names }.
lobby-nobody-yet = jeszcze nikt
lobby-join-hint = Dołącz przez /game join{ $keys }, potem /game start.
lobby-opens = { $name } zakłada grę. { $table }
lobby-joins = { $name } dołącza. { $table }
lobby-leaves = { $name } odchodzi. { $table }
lobby-removes = { $name } usuwa gracza { $gone }. { $table }
lobby-abandons = { $name } kończy grę. Kanał jest wolny dla nowej.
lobby-status = Przygotowanie gry: { $table }

## The game's state
lobby-over-finished = Gra na tym kanale się skończyła: /game status pokaże stan końcowy, /game new założy kolejną.
lobby-not-started = Gra jeszcze się nie zaczęła: /game start, gdy wszyscy dołączą.
lobby-abandoned = Gra na tym kanale została zakończona.
lobby-abandoned-new = Gra na tym kanale została zakończona. /game new założy kolejną.
lobby-over = Gra się skończyła: /game status pokaże stan końcowy, /game new założy kolejną.
lobby-over-why = Gra się skończyła ({ $reason }): /game status pokaże stan końcowy, /game new założy kolejną.
lobby-not-a-player = Nie grasz w tej grze.
lobby-other-game = Na tym kanale toczy się { $game }: jej ruchy to /{ $group } …

## Acting
lobby-preview = Podgląd: { $text }
lobby-would-fail = To by się nie udało: { $text }
lobby-stale-button = Ten przycisk jest nieaktualny: gra poszła dalej. Oto obecny stan.
lobby-nothing-to-do = Nie ma nic do zrobienia: podaj akcję lub opcję.
lobby-race-applied = Ktoś inny wykonał ruch w tej samej chwili; nic nie zostało zastosowane. Spróbuj ponownie.
lobby-repeated-click = To już zostało zrobione (powtórzone kliknięcie); nic więcej nie zastosowano.

## Undo, rewind, corrections, seats
lobby-undo-not-yours = Możesz cofnąć tylko swoją własną ostatnią akcję; ostatnia należała do innego gracza.
lobby-takes-back = { $who } cofa:
lobby-race-undone = Ktoś inny wykonał ruch w tej samej chwili; nic nie zostało cofnięte.
lobby-undo-done-already = To cofnięcie już się odbyło.
lobby-only-gm = To może zrobić tylko założyciel gry, jej mistrz gry (/game settings gm:) lub ktoś z uprawnieniem Zarządzanie serwerem.
lobby-rewind-why = Podaj powód: /game rewind to:<wpis> reason:<powód>.
lobby-rewind-range = Przewiń do wpisu od 0 (początek) do { $last }.
lobby-rewind-no-state = Wpis nr { $entry } nie ma zapisanego stanu, do którego można wrócić.
lobby-rewinds = { $name } (mistrz gry) przewija grę do wpisu nr { $entry }: { $reason }
lobby-rewind-undone-entry = Wpis nr { $entry } sam został cofnięty; wybierz wpis, który wciąż jest w /game log.
lobby-race-rewound = Ktoś wykonał ruch w tej samej chwili; nic nie zostało przewinięte.
lobby-no-correction = { $game } nie ma poprawki „{ $name }”. Ma: { $offered }.
lobby-not-holder = Ta osoba nie ma miejsca w tej grze.
lobby-already-holder = Ta osoba ma już miejsce w tej grze.

## Commands
lobby-unknown-command = Nieznane polecenie /{ $name }. Spróbuj /help.
lobby-unknown-option = /{ $name } nie ma opcji { $unknown }. Jego opcje: { $allowed }.
lobby-missing-option = /{ $name } wymaga { $missing }.
lobby-help = Polecenia:

## The log
lobby-log-numbers = page i round muszą być liczbami.
lobby-log-pages = Dziennik ma tylko { $pages ->
        [one] { $pages } stronę
        [few] { $pages } strony
        [many] { $pages } stron
       *[other] { $pages } strony
    }.
lobby-log-round = runda { $round }
lobby-log-header = Dziennik, strona { $page }/{ $pages } (najnowsze najpierw):
lobby-log-header-filtered = Dziennik, strona { $page }/{ $pages } (najnowsze najpierw) ({ $filters }):
lobby-log-empty = Żaden wpis nie pasuje.
lobby-log-entry = nr { $seq } { $when }
lobby-log-entry-round = r{ $round }
lobby-log-undone = (cofnięte)

## The map
lobby-no-map = { $game } nie ma mapy; /game status pokaże stan gry.
lobby-map = Mapa.
lobby-map-marked = Mapa (pola w twoim zasięgu są obrysowane).

## /card
lobby-card-which-game = Na tym kanale nie toczy się żadna gra: podaj ją przez game: ({ $games }).
lobby-card-no-box = { $game } nie ma elementów do pokazania.
lobby-card-close = „{ $name }” nie jest elementem gry { $game }. Czy chodziło o: { $names }?
lobby-card-hint = „{ $name }” nie jest elementem gry { $game }. Wpisz część nazwy i wybierz ją z listy.
lobby-card-more = … (skrócono do jednej wiadomości)
