# Mage Knight: moving, exploring, flying, Forced Withdrawal (pl). Keys: mk-move-*.
# Terms: Ruch (punkty ruchu), obszar, teren (żeton terenu), rozwścieczony wróg, sprowokować, przymusowe wycofanie.

## Where a step may go (movement.py)

mk-move-not-on-map = { $hex } nie jest jeszcze na mapie (najpierw eksploruj).
mk-move-rampaging-there = Na { $hex } są rozwścieczeni wrogowie ({ $rampaging }): nie możesz tam wejść, dopóki nie zostaną pokonani (wyzwij ich do walki z sąsiedniego obszaru).
mk-move-no-pvp = { $player } stoi w swojej Baszcie na { $hex }: atak tam oznaczałby walkę między graczami, której ta wersja nie obsługuje (R-NO-PVP).
mk-move-city-closed = { $hex } to Miasto; w tym scenariuszu nie można wchodzić do miast.
mk-move-impassable = Obszar { $hex } ({ $terrain }): { $when ->
        [turn] w tej turze nie można na niego wejść
       *[always] nie można na niego wejść
    }.
mk-move-not-adjacent = { $hex } nie sąsiaduje z { $src }.
mk-move-not-within = { $hex } nie leży w odległości { $n ->
        [one] { $n } obszaru
        [few] { $n } obszarów
        [many] { $n } obszarów
       *[other] { $n } obszarów
    } od { $src }.
mk-move-hero-there = Na { $hex } stoi { $player }, a ten krok { $provokes }: ruch, który prowokuje rozwścieczonych wrogów, nie może wejść na obszar innego bohatera.
mk-move-rampaging-at = rozwścieczonych wrogów ({ $rampaging }) na { $hex }
mk-move-provokes = prowokuje { $enemies }
mk-move-assaults = przypuszcza szturm na { $site } na obszarze { $hex }
mk-move-no-combat = bez walki

## Paths and refusals (movement.py)

mk-move-step-ends-movement = ten krok { $what }, co kończy ruch na { $hex }, więc ścieżka nie może prowadzić dalej do { $next }.
mk-move-path-costs = kosztuje { $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    }, a masz { $have }.
mk-move-entering-costs = wejście na { $hex } kosztuje { $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    }{ $wall ->
        [yes] {" (+1 za przekroczenie muru)"}
       *[no] {""}
    }, a masz { $have }.
mk-move-out-of-reach = { $hex } jest poza zasięgiem z { $n ->
        [one] { $n } punktem ruchu
        [few] { $n } punktami ruchu
        [many] { $n } punktami ruchu
       *[other] { $n } punktami ruchu
    }.
mk-move-paths-differ = Prowadzi tam kilka ścieżek ({ $n }) za { $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    }, które kończą się inaczej: wskaż tę, którą chcesz (path), albo ruszaj się o jeden obszar naraz.
mk-move-route = ścieżka { $path } ({ $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    }; { $what })
mk-move-step = { $hex } ({ $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    }; { $what })
mk-move-step-plain = { $hex } ({ $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    })
mk-move-nowhere = donikąd
mk-move-cannot-move = Nie możesz ruszyć się na { $hex }: { $why }
mk-move-ways = Ścieżki do { $hex }: { $ways }.
mk-move-reachable = Osiągalne teraz: { $hexes }.
mk-move-name-where = Podaj, dokąd się ruszyć: cel (hex) lub obszary, przez które przejdziesz (path).
mk-move-already-there = Już stoisz na { $hex }.
mk-move-bending-provokes-nobody = Ruch ze Space Bending nikogo nie prowokuje: wyzwij wrogów do walki osobno.
mk-move-step-impossible = krok { $n } ścieżki ({ $src } → { $dst }) jest niemożliwy: { $why }
mk-move-steps-from = Z { $hex } można zrobić krok na: { $steps }.
mk-move-the-path = ścieżka { $path } { $why }
mk-move-withdraws = { $player } nie stoi na bezpiecznym obszarze i przymusowo wycofuje się o { $n ->
        [one] { $n } obszar
        [few] { $n } obszary
        [many] { $n } obszarów
       *[other] { $n } obszarów
    } na { $hex }, otrzymując { $n ->
        [one] { $n } ranę
        [few] { $n } rany
        [many] { $n } ran
       *[other] { $n } ran
    }.

## Flying (movement.py)

mk-move-flight-costs = { $what }: ten lot kosztuje { $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    }; masz { $have }.
mk-move-flight-where = { $what }: podaj bezpieczny obszar w odległości najwyżej { $n } (hex:<q,r>): { $hexes }.
mk-move-flies = leci na { $hex } (teren pominięty, żaden rozwścieczony wróg nie zostaje sprowokowany)
mk-move-flies-for = leci na { $hex } za { $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    } (teren pominięty, żaden rozwścieczony wróg nie zostaje sprowokowany)

## Exploring and what a new tile brings (exploration.py)

mk-move-shape-not-yet = Kształt mapy „{ $shape }” nie jest jeszcze dostępny.
mk-move-no-slot-here = stąd żadne
mk-move-cannot-explore = Nie możesz eksplorować miejsca { $slot }. Miejsca, które możesz eksplorować: { $slots }.
mk-move-explore-costs = Eksploracja kosztuje { $cost ->
        [one] { $cost } punkt ruchu
        [few] { $cost } punkty ruchu
        [many] { $cost } punktów ruchu
       *[other] { $cost } punktów ruchu
    }, a masz { $have }.
mk-move-explores = { $player } eksploruje i odkrywa teren { $tile } na { $slot }.
mk-move-setup-reveals = Przygotowanie odkrywa teren { $tile } na { $slot }.
mk-move-fame-for-tile = za odkrycie nowej części mapy
mk-move-defender-revealed = Obrońca { $site } na { $hex } zostaje odkryty: { $enemy }.
mk-move-monastery-adds = Nowy Klasztor dodaje do puli jednostek kartę { $card }.
mk-move-city-found-closed = Na { $hex } odkryto { mk-site-city-by-colour }. W tym scenariuszu nie można do niego wejść.
mk-move-city-found-no-level = Na { $hex } odkryto { mk-site-city-by-colour } (w tym scenariuszu bez poziomu obrońców).
mk-move-city-found = Na { $hex } odkryto { $city } (poziom { $level }), bronione przez { $n ->
        [one] { $n } żeton
        [few] { $n } żetony
        [many] { $n } żetonów
       *[other] { $n } żetonów
    }.
mk-move-no-ruins-token = Dla Ruin na { $hex } nie został już żaden żeton ruin.
mk-move-ruins-show = Ruiny na { $hex } pokazują: { $ruins }.
mk-move-no-enemy-token = Nie został żaden { mk-move-enemy-colour } żeton wroga do umieszczenia na { $hex }.

## Looking at a hidden enemy (exploration.py)

mk-move-peek-what = Podaj, na co spojrzeć (target:<hex>|pile:<colour>). Możliwości: { $targets }.
mk-move-peeks = { $player } ogląda zakrytego wroga ({ $target }).
mk-move-peeked = Wróg na { $target } to { $enemy }.
mk-move-looks = ogląda wroga na { $target }
mk-move-looks-fame = ogląda wroga na { $target } (Sława +{ $fame }, jeśli zostanie pokonany w tej turze)
# An enemy token's colour, agreeing with "żeton" (the $colour of the message using it).
mk-move-enemy-colour = { $colour ->
        [green] zielony
        [grey] szary
        [brown] brązowy
        [violet] fioletowy
        [red] czerwony
        [white] biały
       *[other] { $colour }
    }
