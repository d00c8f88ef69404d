# HoMM3: zagrywanie kart — co robi dany sposób zagrania karty (jego kroki, „h3-do-<op>”), zagrania
# na mapie, odrzucanie, wzmocnienia i jednostki neutralne z kart oraz wymiany między sojusznikami.

## sposób zagrania karty słowami („Ekspert: dobierz 2 karty”; przy czarze na końcu moc)
h3-play = Zagraj { $card } ({ $how })
h3-play-on = Zagraj { $card } ({ $how }) na { $on }
h3-how-expert = Ekspert: { $steps }
h3-how-power = Moc { $n }
h3-do-stat = { $n } { $stat ->
    [attack] Atak
    [defense] Obrona
    [initiative] Inicjatywa
   *[hp] PŻ
}{ $duration ->
    [round] {" "}w tej rundzie walki
    [combat] {" "}na całą walkę
    [activation] {" "}w tej aktywacji
   *[none] {""}
}
h3-do-gold = zyskaj { $n } złota
h3-do-building-materials = zyskaj { $n } { $n ->
    [one] materiał budowlany
    [few] materiały budowlane
   *[other] materiałów budowlanych
}
h3-do-valuables = zyskaj { $n } { $n ->
    [one] kosztowność
   *[other] kosztowności
}
h3-do-mp = +{ $n } pkt ruchu dla bohatera
h3-do-mp-if-spent = +{ $n } pkt ruchu, gdy bohater wyda wszystkie punkty ruchu
h3-do-portal = przenieś bohatera do swojego miasta lub osady
h3-do-reveal = odwróć zakrytą płytkę
h3-do-reinforce-half = wzmocnij jednostkę za pół ceny
h3-do-reinforce-less = wzmocnij jednostkę o { $n } złota taniej
h3-do-guild = kup czar w budynku Mage Guild o { $n } złota taniej i przeszukaj ({ $m })
h3-do-recruit-neutral = zwerbuj neutralną jednostkę
h3-do-pass-guard = przejdź bez walki obok strażników pola
h3-do-roll = rzuć kością { $word ->
    [treasure] skarbu
   *[resource] surowców
}{ $n ->
    [one] {""}
   *[other] {" "}{ $n } razy
}
h3-do-clear-visited = usuń wszystkie znaczniki odwiedzin
h3-do-plague = odwróć jednostkę ze strony Pack z powrotem na Few
h3-do-draw = dobierz { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
}
h3-do-discard = odrzuć { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
}
h3-do-pay = najpierw odrzuć { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
}
h3-do-keep = zatrzymaj tę kartę w ręce
h3-do-remove = usuń tę kartę z gry
h3-do-morale = zyskaj pozytywne morale
h3-do-spell-from-discard = weź z powrotem do ręki ostatnio odrzucony czar
h3-do-heal = ulecz { $n }
h3-do-cure = uzdrów jednostkę
h3-do-dispel = rozprosz czary wroga
h3-do-unparalyse = zakończ paraliż
h3-do-retaliate = { $word ->
    [bronze] brązowa
    [silver] srebrna
    [gold] złota
    [azure] lazurowa
   *[other] { $word }
} jednostka może znów kontratakować
h3-do-enemy-discard = wróg odrzuca { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
}
h3-do-enemy-morale = wróg traci morale
h3-do-void-die = kość ataku się nie liczy
h3-do-no-escape = wróg nie może się wycofać ani poddać
h3-do-spell-limit = rzuć jeszcze { $n } { $n ->
    [one] czar
    [few] czary
   *[other] czarów
} w tej rundzie
h3-do-return-spell = weź właśnie rzucony czar z powrotem do ręki
h3-do-power = +{ $n } mocy dla czaru
h3-do-die-times = kość ataku liczy się { $n } razy
h3-do-morale-on-zero = rzuć kością ataku: przy 0 zyskaj pozytywne morale
h3-do-damage = obrażenia { $n }
h3-do-chain = łańcuch { $nums }
h3-do-pair = para { $n }
h3-do-paralyse = paraliż ({ $word ->
    [bronze] brązowa
    [silver] srebrna
    [gold] złota
    [azure] lazurowa
   *[other] { $word }
})
h3-do-silence = uciszenie ({ $word ->
    [bronze] brązowa
    [silver] srebrna
    [gold] złota
    [azure] lazurowa
   *[other] { $word }
})
h3-do-antimagic = antymagia ({ $word ->
    [bronze] brązowa
    [silver] srebrna
    [gold] złota
    [azure] lazurowa
   *[other] { $word }
})
h3-do-bless = błogosławieństwo
h3-do-fire-shield = ognista tarcza { $n }
h3-do-move = przesunięcie ({ $word ->
    [bronze] brązowa
    [silver] srebrna
    [gold] złota
    [azure] lazurowa
   *[other] { $word }
})
h3-do-swap = zamiana{ $has ->
    [yes] {" "}{ $n }
   *[no] {""}
}
h3-do-overlay = nakładka
h3-do-cancel-lethal = anuluj śmiertelne trafienie{ $has ->
    [yes] {" "}({ $word ->
        [bronze] brązowa
        [silver] srebrna
        [gold] złota
        [azure] lazurowa
       *[other] { $word }
    })
   *[no] {""}
}
h3-do-return-cast = zwróć rzucony czar
h3-do-reshuffle-hand = przetasuj rękę
h3-do-redraw-if-first = dobierz ponownie, jeśli pierwsza
h3-do-hand-limit = limit kart w ręce { $n }
h3-do-first-spell-returns = pierwszy czar wraca
h3-do-first-spell-power = moc pierwszego czaru { $n }
h3-do-extra-die = dodatkowa kość { $n }
h3-do-neutral-swap = zamiana jednostek neutralnych

## co karty robią na mapie
h3-played = { $who } zagrywa { $card }.
h3-gets = { $who } dostaje { $what }.
h3-gets-nothing = { $who } nic nie dostaje.
h3-portal = Bohater gracza { $who } przechodzi czarem Town Portal na { $to }.
h3-revealed = { $who } odkrywa płytkę na { $at }: { $tile }.
h3-card-reinforce = Wzmocnij { $unit } ({ $cost })
h3-card-guild = { $who } dzięki Wisdom kupuje czar w budynku Mage Guild za { $gold } złota.
h3-pass-guard = Dyplomaci gracza { $who } namawiają strażników { $at } do odejścia.
h3-roll-die = Rzuć kością { $die ->
    [treasure] skarbu
   *[resource] surowców
}
h3-cleared = Z mapy znikają wszystkie znaczniki odwiedzin.
h3-plague = Jednostka gracza { $who } wraca ze strony Pack na Few.
h3-neutral-prompt = Zwerbuj jedną z dobranych neutralnych jednostek
h3-card-recruit-neutral = Zwerbuj { $unit } ({ $cost })
h3-recruited-neutral = { $who } werbuje { $unit }.

## odrzucanie, którego żąda karta
h3-discard-prompt = Odrzuć { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
}
h3-discard-combat = Walka każe ci odrzucić { $n } { $n ->
    [one] kartę
    [few] karty
   *[other] kart
}: którą najpierw?

## sojusznicy wymieniają karty artefaktów i czarów (sojusz)
h3-swap-offer = Zaproponuj { $card } graczowi { $ally } w zamian za jedną z jego kart artefaktów lub czarów
h3-swap-give = Daj w zamian { $card }
h3-swap-prompt = { $who } proponuje { $card } za jedną z twoich kart artefaktów lub czarów
h3-swap-decline = Odmów
h3-swap-declined = { $who } odrzuca wymianę.
h3-swapped = { $a } i { $b } wymieniają się kartą.
