# Mage Knight: sites and their names, interacting with the locals, space benefits (pl).
# Keys: mk-site-*. Names from the Polish original-edition rulebook (glossary-cs-pl.md); sites it does not
# print (Lost Legion, Shades of Tezla) keep their English names. A name takes $case: nom, in, acc, gen.

## Site and city names (glossary.py)

mk-site-name-portal = { $case ->
        [in] na portalu
        [acc] portal
        [gen] portalu
       *[nom] portal
    }
mk-site-name-village = { $case ->
        [in] w Wiosce
        [acc] Wioskę
        [gen] Wioski
       *[nom] Wioska
    }
mk-site-name-monastery = { $case ->
        [in] w Klasztorze
        [acc] Klasztor
        [gen] Klasztoru
       *[nom] Klasztor
    }
mk-site-name-keep = { $case ->
        [in] w Baszcie
        [acc] Basztę
        [gen] Baszty
       *[nom] Baszta
    }
mk-site-name-mage-tower = { $case ->
        [in] w Wieży maga
        [acc] Wieżę maga
        [gen] Wieży maga
       *[nom] Wieża maga
    }
mk-site-name-city = { $case ->
        [in] w Mieście
        [acc] Miasto
        [gen] Miasta
       *[nom] Miasto
    }
mk-site-name-dungeon = { $case ->
        [in] w Lochu
        [acc] Loch
        [gen] Lochu
       *[nom] Loch
    }
mk-site-name-tomb = { $case ->
        [in] w Grobowcu
        [acc] Grobowiec
        [gen] Grobowca
       *[nom] Grobowiec
    }
mk-site-name-monster-den = { $case ->
        [in] w Legowisku potwora
        [acc] Legowisko potwora
        [gen] Legowiska potwora
       *[nom] Legowisko potwora
    }
mk-site-name-spawning-grounds = { $case ->
        [in] w Wylęgarni potworów
        [acc] Wylęgarnię potworów
        [gen] Wylęgarni potworów
       *[nom] Wylęgarnia potworów
    }
mk-site-name-ancient-ruins = { $case ->
        [in] w Ruinach
        [acc] Ruiny
        [gen] Ruin
       *[nom] Ruiny
    }
mk-site-name-maze = { $case ->
        [in] w Maze
        [acc] Maze
        [gen] Maze
       *[nom] Maze
    }
mk-site-name-labyrinth = { $case ->
        [in] w Labyrinth
        [acc] Labyrinth
        [gen] Labyrinth
       *[nom] Labyrinth
    }
mk-site-name-deep-mine = { $case ->
        [in] w Deep Mine
        [acc] Deep Mine
        [gen] Deep Mine
       *[nom] Deep Mine
    }
mk-site-name-refugee-camp = { $case ->
        [in] w Refugee Camp
        [acc] Refugee Camp
        [gen] Refugee Camp
       *[nom] Refugee Camp
    }
mk-site-name-crystal-mine = { $case ->
        [in] w Kopalni kryształów
        [acc] Kopalnię kryształów
        [gen] Kopalni kryształów
       *[nom] Kopalnia kryształów
    }
mk-site-name-magical-glade = { $case ->
        [in] na Magicznej polanie
        [acc] Magiczną polanę
        [gen] Magicznej polany
       *[nom] Magiczna polana
    }
mk-site-name-volkare-camp = { $case ->
        [in] w Volkare's Camp
        [acc] Volkare's Camp
        [gen] Volkare's Camp
       *[nom] Volkare's Camp
    }
mk-site-name-lost-valley = { $case ->
        [in] w Lost Valley
        [acc] Lost Valley
        [gen] Lost Valley
       *[nom] Lost Valley
    }
mk-site-name-necropolis = { $case ->
        [in] w Necropolis
        [acc] Necropolis
        [gen] Necropolis
       *[nom] Necropolis
    }
mk-site-name-cemetery = { $case ->
        [in] w Cemetery
        [acc] Cemetery
        [gen] Cemetery
       *[nom] Cemetery
    }
mk-site-city-white = { $case ->
        [in] w Białym mieście
        [acc] Białe miasto
        [gen] Białego miasta
       *[nom] Białe miasto
    }
mk-site-city-blue = { $case ->
        [in] w Niebieskim mieście
        [acc] Niebieskie miasto
        [gen] Niebieskiego miasta
       *[nom] Niebieskie miasto
    }
mk-site-city-red = { $case ->
        [in] w Czerwonym mieście
        [acc] Czerwone miasto
        [gen] Czerwonego miasta
       *[nom] Czerwone miasto
    }
mk-site-city-green = { $case ->
        [in] w Zielonym mieście
        [acc] Zielone miasto
        [gen] Zielonego miasta
       *[nom] Zielone miasto
    }
mk-site-city-volkare-camp = { $case ->
        [in] w Volkare's Camp
        [acc] Volkare's Camp
        [gen] Volkare's Camp
       *[nom] Volkare's Camp
    }

## Space benefits (space_benefits.py)

mk-site-starts-with-token = { $player } zaczyna turę { $site } i zdobywa znacznik { mk-mana-colour-fgen } many.
mk-site-starts-night-rules = { $player } zaczyna turę { $site }: w tej turze obowiązują zasady nocy.
mk-site-throws-wound = { $player } { $site } wyrzuca ranę { $place ->
        [hand] z ręki
       *[other] ze stosu kart wykorzystanych
    }.
mk-site-deep-mine-colour = Deep Mine daje jeden kryształ wybranego przez ciebie koloru: mine:<{ $colours }>.
mk-site-mine-at-cap = { $player } ma już { $cap ->
        [one] { $cap } { mk-mana-colour-m } kryształ
        [few] { $cap } { mk-mana-colour-mpl } kryształy
       *[other] { $cap } { mk-mana-colour-mplgen } kryształów
    }; kopalnia nic nie daje.
mk-site-mine-crystal = { $player } zdobywa { mk-mana-colour-m } kryształ z kopalni na obszarze { $hex }.
# A city by the $colour of the message using it.
mk-site-city-by-colour = { $colour ->
        [white] Białe miasto
        [blue] Niebieskie miasto
        [red] Czerwone miasto
        [green] Zielone miasto
       *[other] Miasto ({ $colour })
    }

## Interacting with the locals (interaction.py): negocjacje z ludnością, Wpływ, Reputacja

mk-site-nobody-here = Nie ma tu z kim negocjować: negocjacje odbywają się w Wiosce, w Klasztorze, we własnej Baszcie, w zdobytej Wieży maga albo w zdobytym Mieście.
mk-site-monastery-burned = Ten Klasztor został spalony: nie ma tu już z kim negocjować.
mk-site-keep-not-yours = Negocjować możesz tylko we własnej Baszcie.
mk-site-tower-unconquered = Wieża maga musi zostać zdobyta, zanim ktokolwiek będzie mógł w niej negocjować.
mk-site-city-unconquered = Miasto musi zostać zdobyte, zanim ktokolwiek będzie mógł w nim negocjować.
mk-site-reputation-x = Twoja Reputacja ({ $rep }) jest na polu X: nikt nie będzie z tobą rozmawiał (§4.7).
mk-site-interacts = { $player } negocjuje { $site } (Reputacja { $rep } do Wpływu{ $shields ->
        [0] {""}
       *[other] , +{ $shields } za własne tarcze w Mieście
    }; teraz { $influence ->
        [one] { $influence } punkt wpływu
        [few] { $influence } punkty wpływu
        [many] { $influence } punktów wpływu
       *[other] { $influence } punktów wpływu
    }){ $lost ->
        [0] {""}
       *[other] ; niewykorzystany ruch przepada: { $lost ->
        [one] { $lost } punkt ruchu
        [few] { $lost } punkty ruchu
        [many] { $lost } punktów ruchu
       *[other] { $lost } punktów ruchu
    }
    }.
mk-site-in-combat = Jesteś w walce: negocjacje to inna akcja.
mk-site-turn-ending = Koniec twojej tury już się zaczął.
mk-site-rested = W tej turze był już odpoczynek: negocjacje są niemożliwe.
mk-site-action-taken = Akcja tej tury została już wykonana ({ $action ->
        [combat] walka
        [interact] negocjacje
        [adventure] przygoda
        [flip_back] odwrócenie umiejętności
        [card] karta
       *[other] { $action }
    }).
mk-site-costs-influence = { $what } kosztuje { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    }; masz { $have } (brakuje { $short }). Najpierw zagraj Wpływ (karta zagrana bokiem daje Wpływ 1).

## Recruiting (interaction.py)

mk-site-not-in-offer = „{ $unit }” nie ma w puli jednostek. W puli: { $offer }.
mk-site-wrong-icon = Jednostki { $unit } nie można zwerbować { $site }: werbuje się ją w miejscach: { $sites }.
mk-site-exclusive = Jednostki { $unit } nie można zwerbować podczas tych samych negocjacji co { $other }.
mk-site-rep-modifier = (modyfikator Reputacji { $mode ->
        [reversed] odwrócony
        [doubled] podwojony
       *[other] { $mode }
    }: { $change } do Wpływu)
mk-site-into-bonds = (do Bonds of Loyalty, o { $n } mniej)
mk-site-off = (zniżka { $n })
mk-site-recruiting = Werbunek jednostki { $unit }
mk-site-recruits = { $player } werbuje { $unit } ({ $uid }) za { $cost ->
        [one] { $cost } punkt wpływu
        [few] { $cost } punkty wpływu
        [many] { $cost } punktów wpływu
       *[other] { $cost } punktów wpływu
    }
mk-site-also-pays = płaci: { $paid }
mk-site-influence-left = pozostały Wpływ: { $n }.
mk-site-paying-not-yet = Płacenie „{ $what }” nie jest jeszcze dostępne.
mk-site-pay-one-of = Zapłać jedną manę w kolorze: { $colours } (mana:token:red, die:blue…).
mk-site-need-mana-too = Musisz dodatkowo zapłacić jedną manę w kolorze: { $colours }.

## Buying (interaction.py)

mk-site-item-price = { $item } ({ $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    })
mk-site-sells = Oferta ({ $site }): { $items }.
mk-site-only-units = tylko jednostki
mk-site-once-per-interaction = „{ $item }” można kupić tylko raz podczas negocjacji.
mk-site-items = { $n }× „{ $item }”
mk-site-item = „{ $item }”
mk-site-buys-for-later = kupuje { $what } ×{ $n } za { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    } (otrzyma na koniec tury)
mk-site-buying-not-yet = Kupowanie „{ $item }” nie jest jeszcze dostępne.
mk-site-count-whole = count: ile kupić (liczba całkowita).
mk-site-buy-at-least-one = Kup co najmniej jedną sztukę.
mk-site-points-whole = points: liczba całkowita punktów leczenia do kupienia.
mk-site-buy-one-heal = Kup co najmniej 1 punkt leczenia.
mk-site-heal-at-most = Teraz możesz wykorzystać najwyżej { $n ->
        [one] { $n } punkt leczenia
        [few] { $n } punkty leczenia
        [many] { $n } punktów leczenia
       *[other] { $n } punktów leczenia
    } (rany w ręce: { $wounds }{ $named ->
        [yes] , jednostki { $units }
       *[no] ; wskaż ranne jednostki przez units:u1,u2
    }): kup mniej.
mk-site-heal-points = { $n ->
        [one] { $n } punkt leczenia
        [few] { $n } punkty leczenia
        [many] { $n } punktów leczenia
       *[other] { $n } punktów leczenia
    }
mk-site-buys-heal = kupuje Leczenie { $n } za { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    }: { $healed }
mk-site-nothing-to-take = { $what ->
        [spell] Nie ma tu czaru do wzięcia.
        [aa-unit] W puli jednostek nie ma akcji zaawansowanej do wzięcia.
        [aa-deck] Nie ma tu akcji zaawansowanej (ani talii) do wzięcia.
       *[aa] Nie ma tu akcji zaawansowanej do wzięcia.
    }
mk-site-choose-card = Wybierz { $what ->
        [spell] czar
        [aa-unit] akcję zaawansowaną (z puli jednostek)
        [aa-deck] akcję zaawansowaną (albo talię)
       *[aa] akcję zaawansowaną
    }: card:<{ $cards }>.
mk-site-learns = uczy się { $card } za { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    } (na wierzch talii)
mk-site-no-basic-colour = { $card } nie ma podstawowego koloru.
mk-site-learns-spell = uczy się czaru { $card } za { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    } (na wierzch talii)
mk-site-learns-spell-paying = uczy się czaru { $card } za { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    } i { $paid } (na wierzch talii)
mk-site-an-advanced-action = Akcja zaawansowana
mk-site-takes-top-aa = { $player } bierze wierzchnią kartę z talii akcji zaawansowanych.
mk-site-it-is = To { $card }.
mk-site-buys-top-aa = kupuje wierzchnią akcję zaawansowaną z talii za { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    }
mk-site-unit-deck-empty = { $tier ->
        [elite] Talia jednostek elitarnych
       *[other] Talia jednostek zwykłych
    } jest pusta.
mk-site-adds-to-offer = dodaje { $unit } ({ $tier ->
        [elite] elitarna
       *[other] zwykła
    }) do puli jednostek za { $price ->
        [one] { $price } punkt wpływu
        [few] { $price } punkty wpływu
        [many] { $price } punktów wpływu
       *[other] { $price } punktów wpływu
    }

## Plundering a village (interaction.py)

mk-site-plunder-where = Splądrować można tylko Wioskę i trzeba na niej stać.
mk-site-plundered-already = Ta Wioska została już splądrowana (raz między dwiema twoimi turami).
mk-site-plunder-when = Wioskę plądruje się przed swoją turą; tutaj oznacza to: przed czymkolwiek innym w twojej turze.
mk-site-plunders = { $player } plądruje Wioskę: dobiera { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } kart
    }, Reputacja -1 (teraz { $rep })
