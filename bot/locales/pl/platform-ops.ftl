# Play-by-post operations (pl): przypomnienia, terminy, głosowania, zastępstwa, ustawienia, wątki,
# podsumowania, poprawki, statystyki, kopie zapasowe. Wzmianki (<@id>) są wartościami, nigdy nie tutaj.

## Reminders
ops-remind-1 = { $who }, drobne przypomnienie: { $game } czeka na twój ruch.
ops-remind-2 = { $who }, twój ruch w grze { $game } jest wciąż otwarty; pozostali czekają.
ops-remind-n = { $who }, przypomnienie nr { $n }: stół czeka na twój ruch w grze { $game } (czas oczekiwania: { $waited }).
ops-remind-last = { $who }, ostatnie przypomnienie: { $game } czeka na twój ruch (czas oczekiwania: { $waited }). Więcej przypomnień nie będzie.
ops-remind-gave-up = { $creator }: { $player } nie wykonuje ruchu w grze { $game } (czas oczekiwania: { $waited }) mimo { $n ->
        [one] { $n } przypomnienia
       *[other] { $n } przypomnień
    }; nie wysyłam już przypomnień.
ops-remind-mute-button = Bez przypomnień w tej turze
ops-remind-muted = W tej turze nie będę ci już przypominać.
ops-remind-not-yours = Ten przycisk jest dla { $who }.
ops-remind-nothing = W tej grze nikt teraz na ciebie nie czeka; nie ma czego wyciszać.
ops-remind-heads-up = { $who }, uwaga: { $player } (gracz przed tobą) ma teraz turę w grze { $game }.
ops-the-game = gra

## Deadlines and votes
ops-deadline-passed = Czas gracza { $player } na ruch w grze { $game } minął (termin: { $deadline }). Pozostali gracze mogą głosować: { $how }.
ops-deadline-how = /game vote kind:skip player:{ $name } (gra wykona wtedy za niego bezpieczny ruch domyślny); /game vote kind:substitute player:{ $name } to:<ktoś>; /game vote kind:remove player:{ $name }
ops-deadline-not-yet = Termin gracza { $player } jeszcze nie minął (zostało: { $left }); głosowanie o pominięciu, zastępstwie lub usunięciu poczeka, aż minie.
ops-deadline-no-turn = nie ma tury
ops-deadline-none = Ta gra nie ma terminu na ruch (/game settings deadline:<godziny>), więc nikogo nie można usunąć głosowaniem za powolność.
ops-vote-opened = { $who } rozpoczyna głosowanie: { $what }. Głosują: { $voters }. Głosuj przez /game vote kind:{ $kind } answer:yes|no.
ops-vote-counted = { $who } głosuje { $answer }: { $what } (tak: { $yes }, nie: { $no }, głosujących: { $total }).
ops-vote-yes = tak
ops-vote-no = nie
ops-vote-passed = Głosowanie przeszło: { $what }.
ops-vote-failed = Głosowanie nie przeszło: { $what }.
ops-vote-not-voter = Nie głosujesz w tej sprawie: głosują { $voters }.
ops-vote-no-voters = Nie ma nikogo innego do głosowania; założyciel gry może ją zamiast tego zakończyć (/game abandon).
ops-vote-nobody = nikt
ops-vote-what-skip = pominąć turę gracza { $player }
ops-vote-what-substitute = przekazać miejsce gracza { $player } graczowi { $new }
ops-vote-what-remove = usunąć gracza { $player } z gry
ops-vote-what-pause = wstrzymać grę
ops-vote-what-resume = wznowić grę
ops-vote-no-skip = { $game } nie ma bezpiecznego ruchu domyślnego dla nieobecnego gracza; zagłosuj raczej za zastępstwem.
ops-vote-no-remove = { $game } nie ma zasady dla gracza, który odchodzi w trakcie gry; zagłosuj raczej za zastępstwem.
ops-vote-remove-later = { $game } usuwa gracza tylko w jego własnej turze, poza walką i poza pytaniem; poczekaj na turę gracza { $player } i zagłosuj ponownie (albo zagłosuj za zastępstwem).
ops-vote-name-player = Podaj gracza: /game vote kind:… player:<imię>.
ops-vote-name-substitute = Podaj, kto przejmuje miejsce: /game vote kind:substitute player:… to:<ktoś>.
ops-vote-already-open = Głosowanie tego rodzaju już trwa; oddaj w nim swój głos.
ops-skip-done = Tura gracza { $player } zostaje po głosowaniu rozegrana bezpiecznym ruchem domyślnym:
ops-skip-more = Pominięta tura gracza { $player } trwa dalej:
ops-remove-done = { $player } opuszcza grę po głosowaniu:
ops-pause-done = Gra jest wstrzymana: żadnych przypomnień ani terminów do wznowienia (/game vote kind:resume).
ops-pause-already = Gra jest już wstrzymana.
ops-resume-done = Gra zostaje wznowiona; każdy termin przesuwa się o czas wstrzymania.
ops-resume-not-paused = Gra nie jest wstrzymana.

## Substitutes
ops-sub-done = { $new } przejmuje miejsce gracza { $old } ({ $by }). { $new } widzi teraz rękę tego miejsca; { $old } już nie.
ops-sub-by-vote = w głosowaniu
ops-sub-by-name = przekazuje { $name }
ops-sub-not-allowed = Miejsce może przekazać bezpośrednio tylko jego gracz, założyciel gry, jej mistrz gry lub ktoś z uprawnieniem Zarządzanie serwerem; pozostali mogą głosować po upływie terminu.
ops-not-a-member = „{ $text }” nie jest członkiem serwera; wybierz kogoś z listy.

## Settings
ops-settings-game = Ustawienia gry { $game }: przypomnienia co: { $every }, najwyżej { $max } na turę; termin: { $deadline }; mistrz gry: { $gm }; prywatne wątki: { $threads }{ $paused ->
        [yes] , wstrzymana
       *[no] {""}
    }; język: { $language }.
ops-settings-changed = { $name } zmienia ustawienia. { $settings }
ops-settings-off = wyłączone
ops-settings-on = włączone
ops-settings-none = brak
ops-settings-creator = założyciel
ops-settings-server-language = jak na serwerze
ops-language-en = angielski
ops-language-cs = czeski
ops-language-pl = polski
ops-settings-bad-language = „{ $value }” nie jest językiem bota: en, cs, pl lub server (język serwera).
ops-settings-me = Twoje ustawienia: strefa czasowa { $tz }; godziny ciszy { $quiet }; przypomnienia { $every }; powiadom mnie, gdy zacznie gracz przede mną: { $follow }.
ops-settings-no-quiet = brak
ops-settings-me-per-game = jak ustawi każda gra
ops-settings-me-every = co: { $every }
ops-settings-yes = tak
ops-settings-no = nie
ops-settings-bad-tz = „{ $tz }” to nie jest znana mi strefa czasowa. Użyj nazwy takiej jak Europe/Warsaw lub America/New_York.
ops-settings-bad-quiet = Godziny ciszy zapisz jako od-do w pełnych godzinach, np. 22-7 (albo off).
ops-settings-bad-hours = „{ $value }” nie jest liczbą godzin (ani off).
ops-settings-only-gm = Ustawienia gry może zmienić tylko jej założyciel, mistrz gry lub ktoś z uprawnieniem Zarządzanie serwerem.

## Private threads
ops-threads-notice = Prywatne wątki są włączone: każdy gracz dostaje prywatny wątek ze swoją ręką, na bieżąco aktualizowany. Uwaga: moderatorzy serwera (Zarządzanie wątkami) mogą czytać prywatne wątki.
ops-threads-hand-header = Twoje miejsce w grze { $game } (bot aktualizuje je na bieżąco):

## Digests
ops-digest-since = Od twojego ostatniego ruchu w grze { $game }:
ops-digest-nothing = Od twojego ostatniego ruchu nic się nie wydarzyło.
ops-digest-round = Runda { $round } się skończyła. Co się wydarzyło:
ops-digest-earlier = (i wcześniejszych: { $n }; /game log round:{ $round })

## Corrections
ops-gm-list = Poprawki gry { $game }: { $names }. Użyj /game correct what:<nazwa> player:<kto> values:"klucz=wartość …".
ops-gm-none = { $game } nie ma poprawek; mistrz gry może nadal użyć /game rewind.
ops-gm-name-player = Podaj gracza, którego dotyczy poprawka: player:<imię>.

## Statistics
ops-stats-server = Ten serwer: rozegrane gry: { $played }, ukończone: { $finished }, wygrane przez kogoś: { $won }; { $waits }.
ops-stats-player = { $name }: rozegrane gry: { $played }, ukończone: { $finished }, wygrane: { $won }; { $waits }.
ops-stats-waits = { $count ->
        [one] { $count } tura
        [few] { $count } tury
        [many] { $count } tur
       *[other] { $count } tury
    }; czas do ruchu: średnio { $average }, mediana { $median }; przypomnień na turę: { NUMBER($reminders, minimumFractionDigits: 1, maximumFractionDigits: 1) }
ops-stats-no-turns = jeszcze żadnych ukończonych tur
ops-stats-per-server = Statystyki są prowadzone osobno dla każdego serwera: zapytaj na kanale serwera.
ops-stats-chart-title = Czas do ruchu według graczy na tym serwerze
ops-stats-chart-empty = Jeszcze żadnych ukończonych tur.
ops-stats-chart-legend = niebieski pasek: mediana czasu do ruchu; czerwony znacznik: średnia
ops-stats-chart-row = { NUMBER($reminders, minimumFractionDigits: 1, maximumFractionDigits: 1) } przyp. · { $count ->
        [one] { $count } tura
        [few] { $count } tury
        [many] { $count } tur
       *[other] { $count } tury
    }

## Backups and exports
ops-backup-done = Kopia zapasowa zapisana: { $path } ({ $size } bajtów, integralność { $check }); zachowanych: { $kept }.
ops-export-done = Cała gra jako plik: przygotowanie, każdy wpis dziennika i wynik.
