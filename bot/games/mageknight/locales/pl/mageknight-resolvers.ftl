# Mage Knight: efekty akcji zaawansowanych, czarów, taktyk i podróży (resolvers/), po polsku.
# Pojęcia według polskiej instrukcji pierwszego wydania; nazwy, których instrukcja nie drukuje, zostają po angielsku.

## Wspólne słowa

mk-res-none = brak
mk-res-nothing = nic
mk-res-none-left = nie została żadna
mk-res-nowhere = nigdzie
mk-res-empty = pusty
mk-res-colour = { $colour ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $colour }
    }

## Taktyki (resolvers/tactics.py)

mk-res-tactic-name = { $id ->
        [planning] Planowanie
        [long_night] Długa noc
       *[other] { $name }
    }
mk-res-tactic-taken = { $player } ({ $tactic }): { $text }.
mk-res-cycle-not-in-hand = Nie masz w ręce karty '{ $card }' (cards:<najwyżej { $n } z { $hand }>).
mk-res-cycle-too-many = Najwyżej { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    } (cards:a,b,...).
mk-res-cycle-put-away = Odkładasz: { $cards }.
mk-res-cycle-done = { $where ->
        [deck] wtasowuje do talii
       *[discard] odrzuca
    } { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    }{ $wounds ->
        [0] {""}
        [one] {" "}(w tym { $wounds } ranę)
        [few] {" "}(w tym { $wounds } rany)
       *[other] {" "}(w tym { $wounds } ran)
    } i dobiera { $drawn }{ $reshuffle ->
        [yes] , potem wtasowuje stos kart wykorzystanych do talii
       *[no] {""}
    }
mk-res-search-choose = Wybierz kartę ze swojej talii (card:<{ $cards }>).
mk-res-search-public = { $player } bierze kartę z talii.
mk-res-search-private = Bierzesz { $card }.
mk-res-search-done = bierze kartę z talii do ręki i tasuje talię
mk-res-steal-none = nie bierze żadnej kości
mk-res-steal-none-may = nie bierze żadnej kości (może wziąć jedną: colour:<{ $choices }>)
mk-res-steal-choose = Wybierz kość w kolorze podstawowym ze Źródła (colour:<{ $choices }>).
mk-res-steal-done = bierze { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    } kość ze Źródła
mk-res-steal-use = używa skradzionej { $colour ->
        [red] czerwonej
        [blue] niebieskiej
        [green] zielonej
        [white] białej
        [gold] złotej
        [black] czarnej
       *[other] { $colour }
    } kości (wraca do Źródła na końcu tury)
mk-res-tactic-no-effect = twoja taktyka nie ma teraz efektu do użycia
mk-res-tactic-face-down = twoja karta taktyki jest odwrócona (użyta w tej rundzie)
mk-res-tactic-turn-ending = twoja tura się kończy
mk-res-tactic-no-stolen-die = na karcie Mana Steal nie leży żadna kość
mk-res-tactic-last-turn = to twoja ostatnia tura w tej rundzie
mk-res-tactic-deck-not-empty = twoja talia nie jest pusta (albo stos kart wykorzystanych jest pusty)
mk-res-tactic-used-this-turn = już użyta w tej turze
mk-res-tactic-before-turn = używa się jej przed twoją turą (na samym jej początku)
mk-res-tactic-before-source = używa się jej, zanim weźmiesz manę ze Źródła
mk-res-tactic-cannot-use = Nie możesz teraz użyć swojej taktyki: { $why }.
mk-res-right-moment = zagra kolejną turę zaraz po tej
mk-res-tactic-use = { $player } używa taktyki { $tactic }: { $text }
mk-res-long-night = odkłada { $n ->
        [one] { $n } losową wykorzystaną kartę
        [few] { $n } losowe wykorzystane karty
       *[other] { $n } losowych wykorzystanych kart
    } z powrotem jako talię
mk-res-long-night-refill = { $player } używa taktyki Długa noc: { $text }.
mk-res-sparing-deck-empty = Twoja talia jest pusta: weź schowane karty (mode:take).
mk-res-sparing-stash = kładzie wierzchnią kartę talii pod kartę taktyki (kart pod nią: { $n })
mk-res-sparing-take-public = { $player } bierze { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    } spod taktyki Sparing Power.
mk-res-sparing-take-private = Bierzesz: { $cards }.
mk-res-sparing-take = odwraca kartę taktyki i bierze do ręki { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    } spod niej
mk-res-sparing-mode = Sparing Power: mode:stash (wierzchnia karta talii pod taktykę) lub mode:take (weź je wszystkie).
mk-res-die-numbered = { $n } ({ $colour ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $colour }
    })
mk-res-search-dice-choose = Podaj numery 1 lub 2 wolnych kości ze Źródła (dice:1,2): { $dice }.
mk-res-search-dice-depleted-first = Najpierw trzeba wybrać złote i czarne kości (Mana Search).
mk-res-search-dice-done = przerzuca { $dice }
mk-res-die-rerolled = kość { $n } na { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    }
mk-res-option-sparing-take = { $tactic }: weź schowane karty
mk-res-option-meditation-nothing = { $tactic }: nic nie wtasowuj z powrotem
mk-res-option-meditation-wounds = { $tactic }: wtasuj rany z powrotem
mk-res-option-search = { $tactic }: przerzuć kość { $n }
mk-res-option-use = Użyj taktyki { $tactic }

## Podróże, pora dnia, leczenie, Call to Arms (resolvers/travel.py)

mk-res-labelled = { $id } ({ $what })
mk-res-numbered = { $n }: { $what }
mk-res-gains = zyskuje { $what }
mk-res-paying = {""}, płacąc { $paid }
mk-res-assaults = szturmuje { $site } na { $hex }
mk-res-assault-reputation = za szturm na miejsce ufortyfikowane
mk-res-travel-too-late = { $card }: ten ruch jest możliwy tylko przed twoją akcją (nie w walce ani po niej, nie po negocjacjach z ludnością ani po odpoczynku).
mk-res-travel-choose = Wybierz, dokąd iść (hex:<q,r>): { $end ->
        [in_assault] niezdobyte miejsce ufortyfikowane
       *[other] bezpieczny obszar
    } najwyżej { $n ->
        [one] { $n } obszar
        [few] { $n } obszary
       *[other] { $n } obszarów
    } dalej: { $hexes }.
mk-res-travels = podróżuje na { $hex }
mk-res-adjacency = w tej turze obszary w odległości { $n } liczą się przy ruchu (bez prowokowania) i eksploracji jako sąsiednie
mk-res-repeat-last-turn = { $card } nie można zagrać w ostatniej turze (żadna tura już nie nastąpi).
mk-res-repeat-already = { $card }: już rozgrywasz turę z Time Bending.
mk-res-repeat-follows = { $card }: po tej turze i tak nastąpi kolejna.
mk-res-repeat-turn = na końcu tury ta karta zostaje odłożona na bok, pozostałe zagrane karty wracają do ręki i od razu następuje kolejna tura
mk-res-time-bent = { $player } odkłada { $card } na bok i bierze z powrotem do ręki { $n ->
        [one] { $n } zagraną kartę
        [few] { $n } zagrane karty
       *[other] { $n } zagranych kart
    }.
mk-res-time-bent-no-card = { $player } odkłada kartę na bok i bierze z powrotem do ręki { $n ->
        [one] { $n } zagraną kartę
        [few] { $n } zagrane karty
       *[other] { $n } zagranych kart
    }.
mk-res-ruins-shown = Ruiny na { $hex } odsłaniają: { $ruins }.
mk-res-as-if-day = ta tura toczy się według zasad dnia (można używać złotej many, las kosztuje 3, obrońcy są odsłonięci)
mk-res-as-if-night = ta tura toczy się według zasad nocy (można używać czarnej many, pustynia kosztuje 3)
mk-res-healing-rewarded = leczenie jest już w tej turze nagrodzone
mk-res-healing-rewards = w tej turze za każdą ranę uleczoną z ręki dobiera się kartę, a każda uleczona jednostka zmienia status na Gotowa
mk-res-needs-combat = { $card }: to wymaga walki.
mk-res-more-targets-choose = Wskaż wrogów, każdego innego: pierwszy za darmo, każdy kolejny o 1 Ruch drożej (more:enemies=<id,id,...>). Wrogowie w tej walce: { $enemies }.
mk-res-more-targets-cost = { $n ->
        [one] { $n } wróg kosztuje
       *[other] { $n } wrogów kosztuje
    } { $cost } Ruchu; masz { $have }.
mk-res-more-targets-paid = { $done } (płaci { $cost } Ruchu)
mk-res-crystals-colour = Wybierz kolor kryształów: colour:<{ $choices }>.
mk-res-choose-effects = Wybierz { $n ->
        [one] { $n } efekt
        [few] { $n } różne efekty
       *[other] { $n } różnych efektów
    } (more:picks=<a,b>): { $effects }.
mk-res-borrow-choose-unit = { $card }: wskaż jednostkę z puli jednostek (unit:<id>): { $units }.
mk-res-borrow-choose-ability = Wybierz zdolność jednostki { $unit } (ability:<n>): { $abilities }.
mk-res-borrow-underground = Karty { $card } nie można użyć w Lochu ani w Grobowcu.
mk-res-borrow-no-units = Jednostki nie mogą brać udziału w tej walce.
mk-res-borrow-unsupported = Ta wersja bota nie umie jeszcze pożyczyć zdolności { $n } jednostki { $unit } ({ $effect }) (tylko Atak, Blok i zdolności używane przez jednostki poza walką).
mk-res-borrow-choice = Zdolność { $n } jednostki { $unit } to wybór: { $modes }.
mk-res-borrow-in-declaration = { $effect } jednostki { $unit } używa się w deklaracji: atakuj lub blokuj z { $typed }.
mk-res-borrow-outside-combat = Zdolności { $n } jednostki { $unit } używa się poza walką.
mk-res-borrows = pożycza jednostkę { $unit }: { $what }{ $paid }

## Czary i efekty, które dzielą (resolvers/spells.py)

mk-res-up-to-enemies = Wskaż do { $n } różnych wrogów (more:enemies=<id,id,...>). Wrogowie w tej walce: { $enemies }.
mk-res-no-enemy-chosen = nie wybrano żadnego wroga
mk-res-how-many-times = Wybierz, ile razy (more:times=<0-{ $n }>).
mk-res-times = { $n ->
        [one] { $n } raz
       *[other] { $n } razy
    }
mk-res-unit-level = { $uid } ({ $unit }, poziom { $level })
mk-res-not-spent = '{ $uid }' nie jest żadną z twoich wykorzystanych jednostek. Wykorzystane: { $spent }.
mk-res-levels-too-high = Poziomy tych jednostek sumują się do { $total }; gotowość można przywrócić najwyżej { $top }. Wykorzystane: { $spent }.
mk-res-readies-none = nie zmienia statusu żadnej jednostki
mk-res-readies = zmienia status na Gotowa: { $units }
mk-res-discard-for-crystals = Wskaż kartę lub karty do odrzucenia za kryształy (more:discards=<card,...>). Możesz odrzucić: { $cards }.
mk-res-no-basic-colour = { $card } nie ma koloru podstawowego: wybierz kryształ (colour:<red|blue|green|white>).
mk-res-discards-for = odrzuca { $card }: { $got }
mk-res-no-crystal-pair = Nie masz żadnej pary kryształów { $a ->
        [red] czerwonego
        [blue] niebieskiego
        [green] zielonego
        [white] białego
       *[other] { $a }
    } i { $b ->
        [red] czerwonego
        [blue] niebieskiego
        [green] zielonego
        [white] białego
       *[other] { $b }
    }.
mk-res-crystal-pairs = { $n ->
        [one] { $n } para
        [few] { $n } pary
       *[other] { $n } par
    } kryształów { $a ->
        [red] czerwonego
        [blue] niebieskiego
        [green] zielonego
        [white] białego
       *[other] { $a }
    } i { $b ->
        [red] czerwonego
        [blue] niebieskiego
        [green] zielonego
        [white] białego
       *[other] { $b }
    }: { $done }
mk-res-crystals-to-tokens = kryształy ({ $n }) zmieniają się w znaczniki many
mk-res-targets-in-combat = { $card }: ten efekt celuje we wrogów, więc używa się go w walce.
mk-res-name-enemy = { $card }: wskaż wroga (enemy:<id>). Wrogowie w tej walce: { $enemies }.
mk-res-no-effect-on = {""} [bez skutku dla { $enemies }: Arcane Immunity lub odporność na kolor karty]
mk-res-no-enemy-affected = nie działa na żadnego wroga
mk-res-enemy-armor = { $enemy } ({ $uid }) wytrzymałość zbroi { $by } → { $now }
mk-res-no-fortified-enemy = brak ufortyfikowanego wroga
mk-res-fortified-armor = ufortyfikowani: { $text }
mk-res-skip-attack-too-late = { $card }: wrogowi można zabronić ataku tylko przed fazą zadawania obrażeń (w fazie ataku z dystansu i oblężniczego albo w fazie blokowania).
mk-res-no-enemy = żaden wróg
mk-res-skips-attack = { $enemies } nie atakuje w tej walce
mk-res-destroy-blocked-not-available = Zniszczenie zablokowanego wroga nie jest jeszcze dostępne.
mk-res-destroys = niszczy { $enemy } ({ $uid }){ $fame ->
        [0] {""}
       *[other] , Sława +{ $fame }
    }
mk-res-destroys-nothing = niczego nie niszczy
mk-res-trait = { $trait ->
        [fortification] ufortyfikowanie
        [resistances] odporności
        [physical_resistance] odporność fizyczną
        [fire_resistance] odporność na ogień
        [ice_resistance] odporność na lód
       *[other] { $words }
    }
mk-res-enemies-lose = { $enemies } { $n ->
        [one] traci
       *[other] tracą
    } w tej walce { $traits }
mk-res-ignore-fortification-where = { $card }: zagraj ją w walce w tym miejscu (jego obrońcy tracą wtedy ufortyfikowanie miejsca).
mk-res-fortification-ignored = ufortyfikowanie miejsca nie liczy się w tej walce
mk-res-terrain = { $terrain ->
        [plains] równiny
        [forest] las
        [desert] pustynia
        [swamp] bagno
        [lake] jezioro
       *[other] { $name }
    }
mk-res-terrains-set-cost = w tej turze { $terrains } kosztuje { $n } Ruchu
mk-res-terrains-forbidden = w tej turze nie możesz wejść na: { $terrains }
mk-res-ignore-first-wound = twój bohater ignoruje w tej turze pierwszą ranę od wrogów
mk-res-resistance = { $element ->
        [physical] odporność fizyczną
        [fire] odporność na ogień
        [ice] odporność na lód
       *[other] { $element }
    }
mk-res-units-resist = twoje jednostki mają w tej turze { $resistances }
mk-res-hand-limit = limit kart w ręce { $by } przy następnym dobieraniu
mk-res-recall-where = Połóż karty na wierzch albo pod spód swojej talii: where:<top|bottom>.
mk-res-recall-choose = Wskaż { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    } ze stosu kart wykorzystanych (more:recall=<card,card>). Twój stos kart wykorzystanych: { $pile }.
mk-res-recalled = kładzie { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    } ze stosu kart wykorzystanych { $where ->
        [top] na wierzch
       *[bottom] pod spód
    } talii

## Akcje zaawansowane, koszty, efekty na całą turę (resolvers/advanced.py)

mk-res-takes-wounds = bierze { $n ->
        [one] { $n } ranę
        [few] { $n } rany
       *[other] { $n } ran
    } { $where ->
        [discard] na stos kart wykorzystanych
       *[hand] do ręki
    }
mk-res-pay-colour = Wybierz kolor many do zapłaty: pay_colour:<{ $choices }>.
mk-res-pays = płaci { $paid }
mk-res-fame = Sława { $by } (teraz { $now })
mk-res-no-crystal-yet = Nie masz jeszcze żadnego kryształu, więc nie posiadasz żadnego koloru.
mk-res-every-crystal = Masz już kryształ każdego koloru podstawowego.
mk-res-crystal-colour = Wybierz kolor kryształu: colour:<{ $choices }>.
mk-res-no-basic-die = Żadna kość w Źródle nie pokazuje koloru podstawowego.
mk-res-source-die-choose = Wybierz kość ze Źródła: die:<{ $choices }>.
mk-res-die-crystal = zyskuje { $got }; { $colour ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $colour }
    } kość zostaje przerzucona: { $now ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $now }
    }
mk-res-source-rerolled = przerzuca Źródło: { $dice }
mk-res-spell-offer-empty = Pula czarów jest pusta.
mk-res-offer-crystals-choose = Wskaż { $n ->
        [one] { $n } kolor kryształu
        [few] { $n } kolory kryształów
       *[other] { $n } kolorów kryształów
    }, każdy z innego czaru w puli (ich kolory: { $colours }), np. colours:{ $example }.
mk-res-throw-choose = { $card } wymaga wyrzucenia innej karty akcji (throw:<card>). Możesz wyrzucić: { $cards }.
mk-res-two-colours = { $card } ma dwa kolory: more:as_colour=<{ $choices }>.
mk-res-throws-away = wyrzuca { $card } ({ $colour ->
        [red] czerwony
        [blue] niebieski
        [green] zielony
        [white] biały
       *[other] { $colour }
    }): { $got }
mk-res-take-offer-choose = Wybierz z puli { $offer ->
        [spell] { $colour ->
            [red] czerwony czar
            [blue] niebieski czar
            [green] zielony czar
            [white] biały czar
           *[other] czar
        }
       *[advanced] { $colour ->
            [red] czerwoną akcję zaawansowaną
            [blue] niebieską akcję zaawansowaną
            [green] zieloną akcję zaawansowaną
            [white] białą akcję zaawansowaną
           *[other] akcję zaawansowaną
        }
    } (take:<card>). Możliwe: { $cards }.
mk-res-takes-from-offer = bierze { $card } z puli { $offer ->
        [spell] czarów
       *[advanced] akcji zaawansowanych
    } { $to ->
        [hand] do ręki
       *[discard] na stos kart wykorzystanych
    }
mk-res-no-spent-unit-error = Brak wykorzystanej jednostki poziomu { $level } lub niższego, której można przywrócić gotowość (jednostek: { $units }).
mk-res-no-spent-unit = brak wykorzystanej jednostki poziomu { $level } lub niższego do przywrócenia gotowości
mk-res-spent-unit-choose = Wybierz wykorzystaną jednostkę poziomu { $level } lub niższego, której status zmienisz na Gotowa (unit:<id>): { $units }.
mk-res-readies-unit = zmienia status jednostki { $unit } ({ $uid }) na Gotowa
mk-res-terrains-cheaper = { $terrains }: w tej turze o { $n } Ruchu taniej (nie poniżej { $floor })
mk-res-terrains-at-most = { $terrains }: w tej turze najwyżej { $n } Ruchu
mk-res-card-to-deck = na końcu tury trafia { $where ->
        [top] na wierzch talii
       *[bottom] pod spód talii
    }{ $condition ->
        [yes] , jeśli talia nie będzie wtedy pusta
       *[no] {""}
    }
mk-res-terrain-access = w tej turze może wejść na teren { $terrain } za { $n } Ruchu (bezpieczny obszar na koniec tury)
mk-res-its-effect = jej efekt
mk-res-effect-at = efekt w chwili { $when }
mk-res-not-available = { $card }: '{ $what }' nie jest jeszcze dostępne.
mk-res-in-attack-phase = w fazie ataku: { $effect } ({ $card }@later)
mk-res-at-end-of-turn = na końcu tury: { $effect }
mk-res-end-of-turn-effect = { $player }, { $card } na końcu tury: { $text }.
mk-res-box-back = { $player } bierze nieużytą kartę Mysterious Box z powrotem do ręki.
mk-res-box-revealed-returns = { $artifact }, odkryty przez kartę Mysterious Box, trafia na spód talii artefaktów.
mk-res-first-card-bonus = pierwsza karta ataku w tej turze dostaje +{ $attack }, albo pierwsza karta blokowania +{ $block }
mk-res-no-boost = nie odrzuca żadnej karty za premię
mk-res-boost-choose = Odrzuć z ręki za premię najwyżej { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    }{ $what ->
        [wound] {" "}ran
       *[any] {" "}(w tym najwyżej { $wounds } ran)
    } (more:boost=<card,...>). Możesz odrzucić: { $cards }.
mk-res-boosted = odrzuca { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    } za { $got }
mk-res-spend-for = w tej turze: { $effect } za każde { $rate } { $source ->
        [move] Ruchu
        [influence] Wpływu
       *[other] { $source }
    } ({ $typed })
mk-res-later-nothing = Karta { $card } nie zostawiła ci nic na później w tej turze (albo zostało to już zużyte).
mk-res-later-attack-phase = Premii z karty { $card } używa się w fazie ataku tej walki.
mk-res-later-used = { $player } używa { $card }: { $got }
mk-res-spend-nothing = Przez kartę { $card } nie możesz w tej turze nic wydać.
mk-res-spend-ways = Przez kartę { $card } możesz wydać: { $ways } (+points=<n>).
mk-res-spend-multiple = Wydaj wielokrotność { $rate } punktów { $source ->
        [move] Ruchu
        [influence] Wpływu
       *[other] { $source }
    }, najwyżej { $have }, które masz (+points=<n>).
mk-res-spent = { $player } wydaje { $n } { $source ->
        [move] Ruchu
        [influence] Wpływu
       *[other] { $source }
    } przez kartę { $card }: { $got }
mk-res-once-later = raz później w tej turze: { $effect } (zagraj { $card } w trybie later)
mk-res-influence-short = To kosztuje { $n } Wpływu; masz { $have } (brakuje { $short }).
mk-res-pays-influence = płaci { $n } Wpływu
mk-res-action-rested = { $card } musi być twoją akcją, ale w tej turze odpoczywasz.
mk-res-action-taken = { $card } musi być twoją akcją, ale akcja tej tury jest już wykonana ({ $action ->
        [combat] walka
        [card] karta
        [interact] negocjacje z ludnością
        [adventure] miejsce przygód
        [flip_back] odkrycie umiejętności
       *[other] { $action }
    }).
mk-res-as-action = jako akcja tury
