# HoMM3: mapa przygód — pola i co robią, kości, przeszukiwanie wspólnych talii, rozwój bohaterów,
# moce budynków, rundy, tury i koniec gry.

## oblężenie miasta lub osady bez bohatera
h3-defend-prompt = { $who } oblega { $place ->
    [town] twoje miasto
   *[settlement] twoją osadę
} na { $at }: bronić się armią?
h3-defend-pay = Zapłać { $gold } złota i broń się armią
h3-defend-yield = Niech padnie
h3-not-defended = { $who } nie broni { $at }.

## odwiedzanie pól
h3-visit = { $who } odwiedza lokację { $place }.
h3-visit-nothing = { $who } odwiedza lokację { $place }; nie ma tu nic do wzięcia.
h3-visit-gain = { $who } odwiedza lokację { $place }: +{ $gain }.
h3-visit-temple = { $who } odwiedza lokację { $place }: pozytywne morale.
h3-visit-fountain = { $who } pije z lokacji { $place }: +1 pkt ruchu i pozytywne morale.
h3-visit-stables = Bohater gracza { $who } odwiedza lokację { $place }: +1 pkt ruchu.
h3-visit-grail = { $who } zdobywa { $place }!
h3-visit-artifact = { $who } znajduje symbol artefaktu.
h3-garden-gold = Weź { $n } złota
h3-garden-valuables = Weź { $n } { $n ->
    [one] kosztowność
   *[other] kosztowności
}
h3-garden-took = { $who } bierze { $what ->
    [gold] { $n } złota
   *[valuables] { $n } { $n ->
        [one] kosztowność
       *[other] kosztowności
    }
}.
h3-tree-valuables = Zapłać { $n } { $n ->
    [one] kosztowność
   *[other] kosztowności
} za { $exp } pkt doświadczenia
h3-tree-gold = Zapłać { $n } złota za { $exp } pkt doświadczenia
h3-pay-nothing = Nic nie płać
h3-incantation-pay = Zapłać { $n } złota, by przeszukać ({ $x }) talię czarów
h3-tomb-search = Dwa razy przeszukaj ({ $x }) talię artefaktów, potem dwa razy przyjmij negatywne morale
h3-leave-it = Zostaw to
h3-witch-look = Obejrzyj wierzchnią kartę umiejętności
h3-witch-remove = Usuń { $card } z ręki
h3-witch-prompt = Wierzchnia karta umiejętności
h3-witch-top = Wierzchnia karta umiejętności to { $card }.
h3-witch-done = { $who } { $pick ->
    [take] bierze
   *[discard] odrzuca
} wierzchnią kartę umiejętności.
h3-spring-take = Weź { $card } z powrotem do ręki
h3-spring-took = { $who } bierze { $card } z powrotem ze stosu odrzuconych.
h3-observatory-explore = Odkryj płytkę na { $at }
h3-observatory-revealed = Z lokacji { $place } { $who } odkrywa płytkę { $tile } na { $at }.
h3-take-card = Weź { $card }
h3-discard-it = Odrzuć ją
h3-removed-card = { $who } usuwa { $card } z gry.
h3-obelisk = { $who } oznacza lokację { $place }.

## kości
h3-dice-kind-prompt = Rzucić kośćmi skarbu czy surowców?
h3-roll-dice = Rzuć { $n } { $n ->
    [one] kością
   *[other] kośćmi
} { $die ->
    [treasure] skarbu
   *[resource] surowców
}
h3-rolled = { $who } rzuca { $n } { $n ->
    [one] kością
   *[other] kośćmi
} { $die ->
    [treasure] skarbu
   *[resource] surowców
}: { $faces }.
h3-keep-prompt = Zachowaj jeden wynik
h3-keep-face = Zachowaj: { $face }
h3-face-exp = { $n } pkt doświadczenia
h3-face-artifact-search = Przeszukanie ({ $n }) artefaktów
h3-face-resource-dice = { $n } { $n ->
    [one] kość
    [few] kości
   *[other] kości
} surowców
h3-gains = { $who } zyskuje { $what }.

## flagi na kopalniach, osadach i miastach
h3-mine-taken = { $who } zajmuje kopalnię na { $at } ({ $income } w każdej rundzie zasobów).
h3-first-owner = Pierwszy właściciel: { $who } od razu zyskuje { $what }.
h3-captured = { $who } zdobywa { $place ->
    [town] miasto
   *[settlement] osadę
} na { $at }.
h3-flagged = { $who } zajmuje lokację { $place } na { $at }.
h3-settlement-prompt = Wybierz premię osady
h3-settlement-income = +{ $n } { $resource ->
    [gold] złota
    [building_materials] { $n ->
        [one] materiał budowlany
        [few] materiały budowlane
       *[other] materiałów budowlanych
    }
    [valuables] { $n ->
        [one] kosztowność
       *[other] kosztowności
    }
   *[other] { $resource }
} dochodu w każdej rundzie zasobów
h3-settlement-reinforce = Wzmocnij brązową lub srebrną jednostkę ({ $free ->
    [yes] za darmo
   *[no] za pół ceny
})
h3-chooses = { $who } wybiera: { $what }.
h3-first-capture = Pierwsze zdobycie: { $who } od razu zyskuje { $what }.
h3-reinforce-prompt = Wzmocnij jedną jednostkę
h3-reinforce-for = Wzmocnij { $unit } za { $cost }

## przeszukiwanie wspólnych talii (Przeszukaj (x))
h3-search-prompt = Przeszukaj ({ $x }) talię { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}
h3-search-look = Obejrzyj { $x } { $x ->
    [one] wierzchnią kartę
    [few] wierzchnie karty
   *[other] wierzchnich kart
} talii { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}
h3-search-take-discard = Weź { $card } ze stosu odrzuconych { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}
h3-search-empty = { $who } znajduje pustą talię { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}.
h3-search-take-prompt = Weź jedną kartę z talii { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}
h3-search-looks = { $who } ogląda { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
} { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}.
h3-you-see = Widzisz: { $cards }
h3-search-took-discard = { $who } bierze { $card } ze stosu odrzuconych { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}.
h3-search-took = { $who } bierze kartę { $deck ->
    [spell] czaru
    [ability] umiejętności
   *[artifact] artefaktu
}.

## rozwój bohaterów
h3-exp-gained = Bohater gracza { $who } zyskuje { $n } pkt doświadczenia.
h3-level-up = Bohater gracza { $who } osiąga poziom { $level }.
h3-home-prompt = Twój bohater został pokonany: wybierz, dokąd pójdzie
h3-home-send = Wyślij bohatera { $place }
h3-home-place = { $place ->
    [town] do miasta
   *[settlement] do osady
} na { $at }
h3-home-returns = Bohater gracza { $who } wraca { $place }.
h3-home-returns-to = Bohater gracza { $who } wraca na { $at }.
h3-units-restored = { $who } stracił wszystkie jednostki i znów dostaje startowe jednostki scenariusza.
h3-reinforce-unit = Wzmocnij { $unit }
h3-reinforce-free-prompt = Wzmocnij jedną jednostkę za darmo
h3-reinforced-paid = { $who } wzmacnia { $unit } (zapłacono { $cost }).
h3-cube-taken = { $who } zdobywa kostkę frakcji gracza { $whose }.
h3-eliminated = { $who } odpada z gry.

## rundy i tury
h3-round = Runda { $round } z { $rounds }: { $kind ->
    [resource] runda zasobów
   *[astrologers] runda astrologów
}.
h3-collects = { $who } pobiera { $what }.
h3-scenario-event = Wydarzenie: { $text }
h3-proclaimed = Astrologowie ogłaszają { $name }: { $effect }.
h3-turn-of = Tura gracza { $who }.
h3-your-hand = Twoja ręka: { $cards }.
h3-hand-discarded = { $who } odrzuca całą rękę (dwa razy negatywne morale).

## moce budynków w mieście
h3-power-prompt = { $building }: wybierz, co zrobi
h3-power-skip = Nie teraz
h3-power-used = { $building } gracza { $who }:
h3-power-got = { $what }.
h3-power-morale = pozytywne morale.
h3-power-gold = Weź { $n } złota
h3-power-building-materials = Weź { $n } { $n ->
    [one] materiał budowlany
    [few] materiały budowlane
   *[other] materiałów budowlanych
}
h3-power-valuables = Weź { $n } { $n ->
    [one] kosztowność
   *[other] kosztowności
}
h3-power-mp = Weź { $n } pkt ruchu dla głównego bohatera w tej rundzie
h3-power-reinforce-free = Wzmocnij za darmo jedną { $tier ->
    [bronze] brązową
    [silver] srebrną
    [gold] złotą
    [azure] lazurową
   *[none] {""}
} jednostkę
h3-power-sell-artifact = Usuń { $card } z gry za { $n } złota
h3-power-sold = { $card } usunięty z gry za { $n } złota.
h3-power-search = Zapłać { $cost }, by przeszukać ({ $n }) talię { $deck ->
    [spell] czarów
    [ability] umiejętności
   *[artifact] artefaktów
}
h3-power-fetch-ability = Weź { $card } z talii umiejętności lub z jej stosu odrzuconych
h3-power-specialty-back = Weź { $card } z powrotem ze stosu odrzuconych
h3-power-took = bierze do ręki { $card }.
h3-power-cycle = Odrzuć do { $n } { $n ->
    [one] karty
   *[other] kart
} i dobierz tyle samo
h3-power-vortex = Odrzuć kartę, wtasuj stos odrzuconych do talii i przeszukaj ją ({ $n })
h3-power-summon = Dobierz neutralną jednostkę poziomu zbudowanego siedliska i ewentualnie ją zwerbuj
h3-power-enemy-discard = Wrogi bohater odrzuca { $n } { $n ->
    [one] losową kartę
    [few] losowe karty
   *[other] losowych kart
}
h3-power-cover = { $building }: { $who } odrzuca losową kartę { $card }.
h3-discard-which = Którą kartę odrzucasz?
h3-discard-card = Odrzuć { $card }
h3-no-more = Już nie
h3-discarded-a-card = { $who } odrzuca kartę.
h3-you-discard = Odrzucasz { $card }.
h3-drew = { $who } dobiera { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
}.
h3-vortex-prompt = Weź jedną kartę ze swojej talii
h3-vortex-looks = { $who } ogląda { $n } { $n ->
    [one] wierzchnią kartę
    [few] wierzchnie karty
   *[other] wierzchnich kart
} swojej talii.
h3-vortex-you-see = Widzisz: { $cards }.
h3-vortex-took = { $who } bierze do ręki kartę ze swojej talii.
h3-summon-prompt = Z której neutralnej talii dobiera Portal?
h3-summon-tier = { $tier ->
    [bronze] Brązowe
    [silver] Srebrne
    [gold] Złote
   *[azure] Lazurowe
} jednostki neutralne
h3-summoned = { $building } pokazuje graczowi { $who } jednostkę { $unit }.
h3-summon-take = Zwerbować przywołaną jednostkę?
h3-summon-recruit = Zwerbuj { $unit } za { $cost }
h3-summon-recruited = { $who } werbuje { $unit } za { $cost }.

## koniec gry
h3-game-over = Gra się skończyła ({ $reason }). Zwycięzcy: { $winners }.
h3-end-limit = limit rund minął przed osiągnięciem celu
h3-end-scored = limit rund (punktacja, H-SCORE)
h3-end-last-standing = wszyscy pozostali gracze odpadli
h3-end-all-eliminated = wszyscy gracze odpadli
h3-end-conquest = podbój: wszystkie miasta rywali zdobyte
h3-end-cubes = zdobyto { $n } { $n ->
    [one] kostkę frakcji
    [few] kostki frakcji
   *[other] kostek frakcji
}
h3-end-grail = znaleziono Grail
h3-end-level = wszyscy bohaterowie osiągnęli poziom { $n }
h3-end-guardians = strażnicy środka zostali pokonani
