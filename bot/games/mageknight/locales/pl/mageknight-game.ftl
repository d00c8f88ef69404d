# mageknight: przebieg tury, dozwolone wybory, przygotowanie gry, wirtualny gracz, punktacja i poprawki (pl).

mk-game-name = Mage Knight
# nazwa scenariusza (nazwa z zasad, gdzie ją podają)
mk-game-scenario-name = { $id ->
    [first_reconnaissance] Pierwszy rekonesans
    [full_conquest] Pełny podbój
    [blitz_conquest] Błyskawiczny podbój
    [solo_conquest] Podbój jednoosobowy
    [full_cooperation] Pełna kooperacja
    [blitz_cooperation] Błyskawiczna kooperacja
    [mines_liberation] Wyzwolenie kopalni
    [druid_nights] Noce druidów
    [dungeon_lords] Władcy podziemi
    [conquer_and_hold] Podbij i utrzymaj
    [one_to_return] Jeden powraca
   *[other] { $name }
 }

## Czyja tura i co można teraz zrobić

mk-game-choose-tactic = { $player }, wybierz taktykę na rundę { $round }.
mk-game-your-turn = { $player }, twoja tura.
mk-game-not-yet = { $what } nie jest jeszcze dostępne w tej wersji bota.
mk-game-unknown-action = Nieznana akcja „{ $kind }”.
mk-game-over = Gra się skończyła.
mk-game-nobody-waiting = Nikt nie czeka na twoją odpowiedź.
mk-game-waiting-for-answer = Czekamy na odpowiedź: { $question }.
mk-game-nobody = nikt
mk-game-not-your-turn = To nie twoja tura: { $doing ->
        [tactic] taktykę wybiera
       *[play] gra
    } { $player }.
mk-game-tactics-not-now = Taktyki wybiera się na początku rundy, nie teraz.
mk-game-tactic-first = Najpierw wybierz taktykę.
mk-game-answer-first = Twoja tura się kończy: najpierw odpowiedz na otwarte pytanie (choose …; zobacz dostępne wybory).
mk-game-in-combat = Walczysz ({ $phase }): najpierw dokończ walkę (attack, block, damage lub next, by przejść do następnej fazy).
mk-game-rested-no-move = W tej turze odpoczywasz, więc nie możesz się ruszyć.
mk-game-acted-no-move = W tej turze wykonano już akcję: nie możesz się dalej ruszać.
mk-game-rested-no-explore = W tej turze odpoczywasz, więc nie możesz odkrywać terenów.
mk-game-acted-no-explore = W tej turze wykonano już akcję: nie możesz dalej odkrywać terenów.
mk-game-answer-question-first = Najpierw odpowiedz: { $question }.
mk-game-next-question = Następnie: { $question }.
mk-game-not-in-combat = Nie walczysz. Zacznij walkę ruchem albo przez challenge, enter lub burn.
mk-game-ability-number = Wskaż zdolność jednostki jej numerem: ability:1.
mk-game-moved = { $player } rusza się na { $hex }{ $path ->
        [none] {""}
       *[other] {" "}przez { $path }
    } ({ $spaces } { $spaces ->
        [one] obszar
        [few] obszary
        [many] obszarów
       *[other] obszaru
    }, Ruch { $cost }){ $then ->
        [none] {""}
       *[other] {" "}i { $then }
    }; { $left ->
        [one] zostaje { $left } punkt Ruchu
        [few] zostają { $left } punkty Ruchu
        [many] zostaje { $left } punktów Ruchu
       *[other] zostaje { $left } punktu Ruchu
    }.
mk-game-no-harvest = Żadna karta zagrana w tej turze nie pozwala zbierać kryształów podczas ruchu.
mk-game-harvest-not-in-hand = Nie możesz odrzucić „{ $card }” za kryształ: to musi być karta z ręki, która nie jest raną.
mk-game-harvest-no-colour = { $card } nie ma podstawowego koloru, który dałoby się zebrać.
mk-game-harvested = { $player } odrzuca { $card } i zbiera { $got }.
mk-game-hidden-preview = Ten krok odkrywa coś ukrytego (żeton, kartę lub kość), więc jego wynik zobaczysz dopiero po potwierdzeniu.
mk-game-undo-not-your-turn = Cofać możesz tylko własne akcje w swojej turze.
mk-game-undo-nothing = Nie ma czego cofnąć: zasady zabraniają cofania czegokolwiek sprzed ostatniego odkrycia, dobrania karty, rzutu kością lub akcji innego gracza.

## Dozwolone wybory (przyciski i podpowiedzi)

mk-game-opt-sideways = { $card }: bokiem { $kind ->
        [influence] Wpływ
       *[move] Ruch
    } 1
mk-game-opt-play = { $card } { $how ->
        [basic] podstawowe
        [powered] wzmocnione
       *[other] { $how }
    }: { $effect }
mk-game-opt-play-copy = { $card } wzmocnione + { $target }: { $effect } +{ $bonus }
mk-game-opt-discarding = { $option }, odrzucając { $card }
mk-game-opt-with = { $option } ({ $value })
mk-game-opt-attack-with = Atak na { $enemy } ({ $uid }) kartą { $card } ({ $mode })
mk-game-opt-attack-kept = Atak na { $enemy } ({ $uid }) zachowanymi atakami
mk-game-opt-block-with = Blok przeciw { $enemy } ({ $uid }) kartą { $card } ({ $mode })
mk-game-opt-damage-forced = { $enemy } ({ $uid }): obrażenia trafiają najpierw w { $unit }
mk-game-opt-damage-hero = { $enemy } ({ $uid }): przyjmij obrażenia na bohatera
mk-game-opt-damage-unit = { $enemy } ({ $uid }): przydziel obrażenia najpierw jednostce { $unit } ({ $unit_id })
mk-game-opt-next = { $phase ->
    [ranged] Przejdź do fazy blokowania
    [block] Przejdź do fazy zadawania obrażeń
    [damage] Przejdź do fazy ataku
   *[attack] Zakończ walkę
 }
mk-game-opt-face-down = { $colour } żeton
mk-game-opt-challenge = Wyzwij do walki rozwścieczonych wrogów ({ $enemies }) na { $hex }
mk-game-opt-maze-path = Idź ścieżką za Ruch { $cost }: { $site }
mk-game-opt-enter = Wejdź: { $site }
mk-game-opt-burn = Spal klasztor (Reputacja -3, walka z fioletowym wrogiem)
mk-game-opt-enter-ruins = Wejdź do Ruin{ $token ->
        [none] {""}
       *[other] {" "}({ $token })
    }
mk-game-opt-altar = Złóż ofiarę na ołtarzu ({ $n }× { $colour } mana za Sławę { $fame })
mk-game-opt-move = Ruch na { $hex } ({ $what }, Ruch { $cost }{ $path ->
        [none] {""}
       *[other] , przez { $path }
    }){ $then ->
        [none] {""}
       *[other] : { $then }
    }
mk-game-opt-explore = Odkryj teren na miejscu { $slot } (Ruch { $cost })
mk-game-opt-rest = Odpoczynek: odrzuć { $card }{ $wounds ->
        [0] {""}
        [one] {" "}i { $wounds } ranę
        [few] {" "}i { $wounds } rany
       *[other] {" "}i { $wounds } ran
    }
mk-game-opt-slow-recovery = Odpoczynek (powolne zdrowienie): odrzuć 1 ranę
mk-game-opt-announce-end = Ogłoś koniec rundy
mk-game-opt-banner = Przydziel { $banner } jednostce { $unit } ({ $uid })
mk-game-opt-courage = Banner of Courage: zmień status { $uid } na Gotowa
mk-game-opt-fear = Banner of Fear: wykorzystaj { $uid }, by anulować atak wroga { $enemy }
mk-game-opt-end-turn = Zakończ turę
mk-game-opt-end-turn-discarding = Zakończ turę, odrzucając { $card }
mk-game-opt-mining = { $option }, wydobywając { $colour } kryształ
mk-game-opt-plunder = Splądruj wioskę (dobierz 2 karty, Reputacja -1)
mk-game-opt-interact = Negocjuj z ludnością: { $site }
mk-game-opt-recruit-bonds = Zwerbuj { $unit } do Bonds of Loyalty (Wpływ { $cost })
mk-game-opt-recruit = Zwerbuj { $unit } (Wpływ { $cost }){ $disband ->
        [none] {""}
       *[other] , rozformowując { $disband }
    }
mk-game-opt-activate = Aktywuj { $unit } ({ $uid }): { $effect }
mk-game-opt-buy-heal-hand = Kup Leczenie 1 (Wpływ { $price }): rana z ręki
mk-game-opt-buy-heal-unit = Kup Leczenie { $heal } (Wpływ { $price }): ulecz { $unit } ({ $uid })
mk-game-opt-buy = Kup { $what } (Wpływ { $price })
mk-game-opt-deck = wierzchnią kartę talii
mk-game-opt-a-card = kartę

## Przygotowanie gry

mk-game-setup-unknown-scenario = Nieznany scenariusz „{ $scenario }”. Dostępne: { $scenarios }.
mk-game-setup-scenario-not-yet = Scenariusz „{ $scenario }” nie jest jeszcze dostępny.
mk-game-setup-player-count = { $scenario } jest dla { $counts } graczy, nie dla { $n }.
mk-game-setup-shape-not-yet = { $scenario } dla { $n } graczy używa kształtu mapy „{ $shape }”, który nie jest jeszcze dostępny. Grywalne dla: { $playable } graczy.
mk-game-setup-same-hero = Dwóch graczy nie może grać tym samym bohaterem.
mk-game-setup-unknown-hero = Nieznany bohater „{ $hero }”. Bohaterowie: { $heroes }.
mk-game-begins = Zaczyna się gra { $scenario } dla { $n } { $n ->
        [one] gracza
       *[other] graczy
    }. Runda 1 to Dzień. Wybierzcie taktyki.

## Wirtualny gracz (gry jednoosobowe)

mk-game-dummy = wirtualny gracz{ $hero ->
        [none] {""}
       *[other] {" "}({ $hero })
    }
mk-game-dummy-first = Wirtualny gracz{ $hero ->
        [none] {""}
       *[other] {" "}({ $hero })
    }
mk-game-dummy-set-up = Wirtualny gracz gra bohaterem { $hero }: 16 kart, kryształy { $crystals }.
mk-game-dummy-tactic = { $dummy } losowo bierze taktykę { $tactic } ({ $number }).
mk-game-dummy-announces = { $dummy } nie ma już kart i ogłasza koniec rundy: masz jeszcze jedną, ostatnią turę.
mk-game-dummy-forfeits = { $dummy } nie ma już kart i rezygnuje z tury.
mk-game-dummy-flips = { $dummy } odkrywa { $n } { $n ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    } (ostatnia: { $card }, { $colour }){ $extra ->
        [0] {""}
       *[other] {" "}i { $more } więcej za { $extra ->
            [one] swój { $crystal } kryształ
           *[other] swoje kryształy ({ $crystal }: { $extra })
        }
    }; w talii zostaje { $left }.
mk-game-dummy-takes-card = { $dummy } bierze { $card } do swojej talii.
mk-game-dummy-crystal = { $dummy } zyskuje { $colour } kryształ.
mk-game-dummy-skill = Do puli wspólnych umiejętności trafia umiejętność, którą miał { $dummy }: { $skill }.

## Końcowa punktacja

mk-game-title = { $category ->
    [knowledge] Greatest Knowledge
    [loot] Greatest Loot
    [leader] Greatest Leader
    [conqueror] Greatest Conqueror
    [adventurer] Największy poszukiwacz przygód
    [beating] Największe sponiewieranie
   *[city] Największy zdobywca miast
 }
mk-game-bonus-cities = miasta
mk-game-bonus-cities-conquered = zdobyte miasta
mk-game-bonus-all-cities = wszystkie miasta zdobyte
mk-game-bonus-unused-rounds = niewykorzystane rundy
mk-game-bonus-dummy-deck = talia wirtualnego gracza
mk-game-bonus-not-announced = koniec rundy nieogłoszony
mk-game-solo-victory = Zwycięstwo: wszystkie miasta upadły.
mk-game-solo-defeat = Porażka: jakieś miasto wciąż stoi.
mk-game-final-scores = Wyniki końcowe — { $scenario } ({ $reason }):
mk-game-score-fame = Sława { $fame }
mk-game-score-category = { $category } { $points }{ $title ->
        [none] {""}
       *[other] {" "}(tytuł { $title })
    }
mk-game-score-bonus = { $bonus } { $points }
mk-game-score-row = { $place }. { $player }: **{ $total }** — { $parts }

## Poprawki mistrza gry

mk-game-gm-fame = Sława gracza { $player } ustawiona na { $fame }.
mk-game-gm-reputation = Reputacja gracza { $player } ustawiona na { $reputation }.
mk-game-gm-colour = colour= musi być jednym z: { $colours }.
mk-game-gm-crystals = { $player } ma teraz kryształy ({ $colour }): { $n }.
mk-game-gm-too-few-wounds = { $player } ma w ręce tylko { $n } { $n ->
        [one] ranę
        [few] rany
       *[other] ran
    }.
mk-game-gm-wounds = { $n } { $n ->
        [one] rana trafia
        [few] rany trafiają
       *[other] ran trafia
    } { $where ->
        [hand] do ręki gracza
       *[discard] z ręki na stos kart wykorzystanych gracza
    } { $player }.
mk-game-gm-no-card = Nie ma karty „{ $card }”; podaj jej id (np. march).
mk-game-gm-hex-syntax = hex= przyjmuje obszar jako q,r (np. 1,-1).
mk-game-gm-not-revealed = { $hex } nie jest odkrytym obszarem.
mk-game-gm-figure-moved = Figurka gracza { $player } przeniesiona na { $hex }.
mk-game-gm-no-correction = { $game } nie ma poprawki „{ $name }”.
mk-game-gm-no-unit = { $player } nie ma jednostki „{ $unit }”. Jego jednostki: { $units }.
mk-game-gm-unit-to-offer = Jednostka { $unit } gracza { $player } wraca do puli jednostek.
mk-game-gm-unit-out = Jednostka { $unit } gracza { $player } zostaje usunięta z gry.
mk-game-gm-no-unit-id = Nie ma jednostki „{ $unit }”; podaj jej id (np. peasants).
mk-game-gm-not-in-offer = { $unit } nie ma w puli jednostek.
mk-game-gm-unit-given = { $player } otrzymuje jednostkę { $unit } { $source ->
        [offer] z puli jednostek
       *[outside] spoza gry
    }.
mk-game-gm-no-token = Na { $hex } nie ma takiego żetonu wroga.
mk-game-gm-which-token = Na { $hex } { $n ->
        [one] leży { $n } żeton
        [few] leżą { $n } żetony
       *[other] leży { $n } żetonów
    }: wskaż który przez enemy= (id lub kolor).
mk-game-gm-token-removed = { $enemy } zdjęty z { $hex } na stos odrzuconych żetonów.
mk-game-gm-hidden-token-removed = Zakryty żeton ({ $colour }) zdjęty z { $hex } na stos odrzuconych żetonów.
mk-game-gm-face = face= przyjmuje up lub down.
mk-game-gm-pile-empty = Stos żetonów wrogów ({ $colour }) jest pusty; wskaż zamiast tego wroga.
mk-game-gm-enemy-syntax = enemy= przyjmuje id wroga (np. prowlers) lub kolor (np. green).
mk-game-gm-token-placed = { $enemy } położony na { $hex }.
mk-game-gm-hidden-token-placed = Zakryty żeton ({ $colour }) położony na { $hex }.
