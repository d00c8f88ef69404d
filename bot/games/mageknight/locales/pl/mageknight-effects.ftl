# Mage Knight: co robią efekty (karty, umiejętności, jednostki, miejsca, taktyki, nagrody), naszymi słowami (pl).
# Wartości: $v, parametry po nazwie, $signed (+2), { $with_<p> } = słowa opcjonalnego parametru.

## reading effects together

mk-fx-join-and = { $a }; { $b }
mk-fx-join-or = { $a } lub { $b }
mk-fx-join-slash = { $a } / { $b }
mk-fx-join-list = { $a }/{ $b }

## attacks and blocks: element and type

mk-fx-attack = { $type ->
    [ranged] { $element ->
        [fire] Atak z dystansu ogniem
        [ice] Atak z dystansu lodem
        [coldfire] Atak z dystansu zimnym ogniem
       *[physical] Atak z dystansu
    }
    [siege] { $element ->
        [fire] Atak oblężniczy ogniem
        [ice] Atak oblężniczy lodem
        [coldfire] Atak oblężniczy zimnym ogniem
       *[physical] Atak oblężniczy
    }
   *[melee] { $element ->
        [fire] Atak ogniem
        [ice] Atak lodem
        [coldfire] Atak zimnym ogniem
       *[physical] Atak
    }
} { $v }
mk-fx-block = { $element ->
    [fire] Blok ogniem
    [ice] Blok lodem
    [coldfire] Blok zimnym ogniem
   *[physical] Blok
} { $v }

## words of list values (red/blue, hills/forest …)

mk-fx-colour-red = czerwony
mk-fx-colour-blue = niebieski
mk-fx-colour-green = zielony
mk-fx-colour-white = biały
mk-fx-colour-gold = złoty
mk-fx-colour-black = czarny
mk-fx-colour-any-basic = dowolny kolor podstawowy
mk-fx-colour-any = dowolny kolor
mk-fx-element-physical = fizyczny
mk-fx-element-fire = ogień
mk-fx-element-ice = lód
mk-fx-element-coldfire = zimny ogień
mk-fx-resistance-physical = odporność fizyczna
mk-fx-resistance-fire = odporność na ogień
mk-fx-resistance-ice = odporność na lód
mk-fx-attack-type-melee = wręcz
mk-fx-attack-type-ranged = z dystansu
mk-fx-attack-type-siege = oblężniczy
mk-fx-word-plains = równiny
mk-fx-word-hills = Hills
mk-fx-word-forest = las
mk-fx-word-wasteland = Wasteland
mk-fx-word-desert = pustynia
mk-fx-word-swamp = bagno
mk-fx-word-lake = jezioro
mk-fx-word-mountain = Mountains
mk-fx-word-swift = szybkość
mk-fx-word-brutal = brutalność
mk-fx-word-poison = zatrucie
mk-fx-word-paralyze = paraliż
mk-fx-word-vampiric = Vampiric
mk-fx-word-assassination = Assassination
mk-fx-word-cumbersome = Cumbersome
mk-fx-word-attack = atak
mk-fx-word-block = blok
mk-fx-word-fortification = ufortyfikowanie
mk-fx-word-resistances = wszystkie odporności
mk-fx-word-physical-resistance = odporność fizyczna
mk-fx-word-fire-resistance = odporność na ogień
mk-fx-word-ice-resistance = odporność na lód
mk-fx-word-hand = ręka
mk-fx-word-discard = stos kart wykorzystanych

## basic

mk-fx-if = { $then } ({ $v }){ $with_else }
mk-fx-if-with-else = ; w przeciwnym razie { $else }
mk-fx-per = { $each } za { $v }{ $with_max }
mk-fx-per-with-max = {""} (najwyżej { $max ->
    [one] 1 raz
   *[other] { $max } razy
})
mk-fx-cost = { $v }, aby otrzymać: { $gain }
mk-fx-move = Ruch { $v }
mk-fx-influence = Wpływ { $v }
mk-fx-heal = Leczenie { $v }
mk-fx-draw = dobierz { $v ->
    [one] 1 kartę
    [few] { $v } karty
   *[other] { $v } kart
}
mk-fx-reputation = Reputacja { $signed }
mk-fx-mana-token = zyskaj znacznik many ({ $v })
mk-fx-crystal = zyskaj kryształ ({ $v })
mk-fx-pay-for-crystal = zapłać 1 manę podstawowego koloru i zyskaj kryształ tego koloru
mk-fx-fame = Sława { $signed }
mk-fx-take-wounds = weź { $v ->
    [one] 1 ranę
    [few] { $v } rany
   *[other] { $v } ran
}{ $with_to }
mk-fx-take-wounds-with-to = {""} { $to ->
    [discard] na stos kart wykorzystanych
   *[hand] do ręki
}
mk-fx-pay-mana = zapłać { $amount ->
    [one] 1 manę
   *[other] { $amount } many
} ({ $v })
mk-fx-discard-cards = odrzuć { $v ->
    [one] 1 kartę
    [few] { $v } karty
   *[other] { $v } kart
}{ $with_what }
mk-fx-discard-cards-with-what = {""} ({ $what ->
    [non_wound] nie rany
    [wound] tylko rany
   *[any] dowolne
})
mk-fx-gain-card = zyskaj kartę ({ $v ->
    [advanced] akcja zaawansowana
    [spell] czar
    [artifact] artefakt
   *[other] { $v }
}){ $with_source }{ $with_look }{ $with_count }
mk-fx-gain-card-with-source = {""} { $source ->
    [deck] z talii
   *[offer] z puli
}
mk-fx-gain-card-with-look = , wybierając spośród { $look } dobranych
mk-fx-gain-card-with-count = {""} ×{ $count }
mk-fx-gain-unit = zyskaj { $v ->
    [elite] jednostkę elitarną
   *[regular] jednostkę zwykłą
}{ $with_source }{ $with_free }
mk-fx-gain-unit-is-any = zyskaj jednostkę{ $with_source }{ $with_free }
mk-fx-gain-unit-with-source = {""} { $source ->
    [deck] z talii
   *[offer] z puli
}
mk-fx-gain-unit-with-free = {""} za darmo
mk-fx-random-crystals = rzuć { $v }× kością many po kryształy
mk-fx-extra-die = użyj w tej turze jeszcze { $v ->
    [one] 1 kości
   *[other] { $v } kości
} ze Źródła{ $with_black_any }
mk-fx-extra-die-with-black-any = {""} (można wziąć czarną kość i użyć jej jako dowolnego koloru podstawowego)
mk-fx-fix-dice = weź ze Źródła { $v ->
    [one] 1 kość
   *[other] { $v } kości
}, ustaw ich kolory i zyskaj ich manę{ $with_tokens_each }
mk-fx-fix-dice-with-tokens-each = {""} ({ $tokens_each ->
    [one] 1 znacznik
    [few] { $tokens_each } znaczniki
   *[other] { $tokens_each } znaczników
} na kość)
mk-fx-copy-powered = zagraj za darmo wzmocnione działanie innej karty akcji, +{ $v }
mk-fx-discard-for = odrzuć inną kartę: Ruch, Wpływ, Atak lub Blok { $v }
mk-fx-return-to-hand = na koniec tury możesz odrzucić kartę, by wziąć tę z powrotem do ręki
mk-fx-ready-unit = zmień status jednostki poziomu { $v } lub niższego na Gotowa
mk-fx-recruit-discount = jedna jednostka zwerbowana w tej turze kosztuje o { $v } Wpływu mniej
mk-fx-ready-units-for = zmień status jednostek poziomu I–II na Gotowa za { $v } Wpływu za każdy poziom
mk-fx-interaction-fame = +{ $v } Sławy, jeśli użyto w negocjacjach
mk-fx-interaction-reputation = +{ $v } Reputacji, jeśli użyto w negocjacjach
mk-fx-ready-low-unit = zmień status jednej wykorzystanej jednostki poziomu { $v } lub niższego na Gotowa (najwyżej poziomu II)
mk-fx-lower-attack = zmniejsz jeden atak wroga o { $v }
mk-fx-land-block = Blok równy kosztowi Ruchu twojego obszaru (ogniem w dzień, lodem w nocy)
mk-fx-block-bonus-per-trait = +1 Blok za każdą zdolność, kolor ataku i odporność blokowanego wroga
mk-fx-next-move-bonus-is-next = następna karta Ruchu w tej turze daje +1
mk-fx-next-move-bonus-is-all = każda kolejna karta Ruchu w tej turze daje +1
mk-fx-harvest-is-once = raz w tej turze, wchodząc na obszar, odrzuć kartę za kryształ jej koloru
mk-fx-harvest-is-each = na każdym obszarze, na który wejdziesz, odrzuć kartę za kryształ jej koloru
mk-fx-space-discount = jeden obszar kosztuje w tej turze o 1 Ruch mniej (nie mniej niż 2)
mk-fx-terrain-discount = jeden rodzaj terenu kosztuje w tej turze o 1 Ruch mniej (nie mniej niż 2)
mk-fx-cond-day = w dzień
mk-fx-cond-night = w nocy
mk-fx-cond-in-combat = w walce

## advanced

mk-fx-at-is-attack-phase = w fazie ataku tej walki: { $then }
mk-fx-at-is-end-of-combat = na koniec tej walki: { $then }
mk-fx-at-is-end-of-turn = na koniec twojej tury: { $then }
mk-fx-once-this-turn = raz później w tej turze możesz: { $v }
mk-fx-on-wound-to-hand = { $v ->
    [one] za następną ranę, którą weźmiesz do ręki w tej turze
   *[other] za każdą z następnych { $v } ran, które weźmiesz do ręki w tej turze
}: { $then }{ $with_skip }
mk-fx-on-wound-to-hand-with-skip = {""} (nie licząc { $skip ->
    [one] pierwszej
   *[other] pierwszych { $skip }
})
mk-fx-use-turn-action = zagraj ją jako swoją akcję w tej turze
mk-fx-throw-away-action = wyrzuć inną kartę akcji z ręki
mk-fx-throw-away-action-by-colour = wyrzuć inną kartę akcji z ręki; zależnie od jej koloru: czerwona: { $red }; niebieska: { $blue }; zielona: { $green }; biała: { $white }
mk-fx-use-thrown-card = użyj { $effect ->
    [powered] wzmocnionego działania
   *[basic] podstawowego działania
} wyrzuconej karty { $v ->
    [one] 1 raz
   *[other] { $v } razy
}{ $with_free }
mk-fx-use-thrown-card-with-free = , nie płacąc many
mk-fx-spend-for = w tej turze możesz wydać { $rate ->
    [one] 1 punkt
    [few] { $rate } punkty
   *[other] { $rate } punktów
} { $from ->
    [move] Ruchu
   *[influence] Wpływu
} za każde: { $v }
mk-fx-discard-to-boost = możesz odrzucić { $what ->
    [wound] karty ran
   *[any] dowolne karty
}, by dodać +{ $v } za kartę do działania tej karty{ $with_max }{ $with_max_wounds }
mk-fx-discard-to-boost-with-max = {""} (najwyżej { $max })
mk-fx-discard-to-boost-with-max-wounds = {""} (w tym najwyżej { $max_wounds ->
    [one] 1 rana
    [few] { $max_wounds } rany
   *[other] { $max_wounds } ran
})
mk-fx-crystal-by-inventory-is-owned = zyskaj kryształ koloru, który już masz w ekwipunku
mk-fx-crystal-by-inventory-is-not-owned = zyskaj kryształ podstawowego koloru, którego nie masz w ekwipunku
mk-fx-regain-spent-crystals = każdy kryształ wydany w tej turze wraca do twojego ekwipunku
mk-fx-source-die-crystal = wybierz kość w Źródle z kolorem podstawowym: zyskaj kryształ tego koloru, potem przerzuć kość
mk-fx-reroll-whole-source = przerzuć wszystkie kości w Źródle
mk-fx-special-dice-any-colour = w tej turze kości ze Źródła ze złotym lub czarnym kolorem można użyć jako many dowolnego koloru podstawowego, w dzień i w nocy
mk-fx-offer-crystals = zyskaj { $v ->
    [one] 1 kryształ
    [few] { $v } kryształy
   *[other] { $v } kryształów
}, każdy w kolorze innego czaru z puli czarów
mk-fx-take-offer-card = weź kartę z { $v ->
    [spell] puli czarów
   *[advanced] puli akcji zaawansowanych
} { $to ->
    [discard_pile] na stos kart wykorzystanych
   *[hand] do ręki
}{ $with_colour }
mk-fx-take-offer-card-with-colour = {""} (musi być { $colour ->
    [red] czerwona
    [blue] niebieska
    [green] zielona
   *[white] biała
})
mk-fx-play-from-offer = użyj karty z { $v ->
    [spell] puli czarów
   *[advanced] puli akcji zaawansowanych
}, jakby była w twojej ręce{ $with_colour }{ $with_effect }{ $with_free }
mk-fx-play-from-offer-with-colour = {""} ({ $colour ->
    [red] czerwonej karty
    [blue] niebieskiej karty
    [green] zielonej karty
   *[white] białej karty
})
mk-fx-play-from-offer-with-effect = , jej { $effect ->
    [powered] wzmocnionego działania
   *[basic] podstawowego działania
}
mk-fx-play-from-offer-with-free = , nie płacąc many
mk-fx-card-to-deck = na koniec tury możesz zamiast odrzucać położyć tę kartę { $v ->
    [bottom] na spód
   *[top] na wierzch
} swojej talii{ $with_if_deck_not_empty }
mk-fx-card-to-deck-with-if-deck-not-empty = {""} (tylko jeśli talia nie jest pusta)
mk-fx-terrain-cost-at-most = w tej turze teren { $terrains } kosztuje najwyżej { $v ->
    [one] 1 punkt
    [few] { $v } punkty
   *[other] { $v } punktów
} Ruchu
mk-fx-one-unit = jedna z twoich jednostek: { $v }
mk-fx-no-damage-to-units = w tej walce nie możesz przydzielać obrażeń jednostkom
mk-fx-first-attack-or-block-bonus = +{ $on_attack } do pierwszej karty Ataku lub +{ $on_block } do pierwszej karty Bloku zagranej w tej turze, zależnie od tego, która będzie pierwsza
mk-fx-enemy-attacks-lose-abilities = ataki jednego wroga tracą w tej walce: { $v }{ $with_ignores_arcane_immunity }
mk-fx-enemy-attacks-lose-abilities-with-ignores-arcane-immunity = {""} (nawet wroga z Arcane Immunity)
mk-fx-cond-on-hills = jeśli stoisz na terenie Hills
mk-fx-cond-on-mountains = jeśli stoisz na terenie Mountains
mk-fx-cond-no-wound-to-hand-this-combat = jeśli w tej walce nie trafiła jeszcze do twojej ręki żadna rana
mk-fx-qty-wounds-in-hand-and-on-units = każdą ranę w ręce lub na twoich jednostkach
mk-fx-qty-crystal-sets = każdy zestaw czterech kryształów różnych kolorów w twoim ekwipunku
mk-fx-qty-enemies-blocked-this-turn = każdego wroga zablokowanego przez ciebie w tej turze
mk-fx-qty-units-recruited-this-turn = każdą jednostkę zwerbowaną w tej turze
mk-fx-qty-excess-block = każdy punkt Bloku tej karty ponad to, czego wymagał blokowany atak

## spells

mk-fx-fortified-enemy-armor = { $target ->
    [that] ten wróg
    [every] każdy wróg
   *[one] jeden wróg
}, jeśli jest ufortyfikowany, dostaje dodatkowo zbroję { $signed }{ $with_min }
mk-fx-fortified-enemy-armor-with-min = {""} (nie poniżej { $min })
mk-fx-blocked-enemies-armor = każdy wróg, którego wszystkie ataki zablokowano w fazie blokowania, ma do końca walki zbroję { $v }
mk-fx-destroy-enemy-is-one = zniszcz jednego wroga
mk-fx-destroy-enemy-is-that = zniszcz tego wroga
mk-fx-destroy-enemy-is-blocked = zniszcz zablokowanego wroga
mk-fx-on-successful-block = jeśli Blok tej karty jest częścią udanego bloku: { $v }
mk-fx-ignore-site-fortification = miejsce, które szturmujesz, traci w tej turze ufortyfikowanie
mk-fx-more-targets-for-move = { $v }; w ten sam sposób można wskazać kolejnych wrogów: drugiego za 1 punkt Ruchu, trzeciego za 2 i tak dalej
mk-fx-possess-enemy = jeden wróg nie atakuje w tej walce; w fazie ataku zyskujesz Atak równy jego atakowi (z jego żywiołem, bez jego zdolności), tylko przeciw innym wrogom
mk-fx-travel = przesuń się o najwyżej { $v ->
    [one] 1 odkryty obszar
    [few] { $v } odkryte obszary
   *[other] { $v } odkrytych obszarów
}, każdy krok za jeden bez względu na teren{ $with_avoid }{ $with_end }
mk-fx-travel-with-avoid = , nigdy do ani przez: { $avoid }
mk-fx-travel-with-end = , kończąc { $end ->
    [in_assault] szturmem
   *[on_safe_space] na bezpiecznym obszarze
}
mk-fx-adjacency-range = w tej turze obszary odległe o { $v } liczą się przy ruchu i odkrywaniu mapy jako sąsiednie; twoje ruchy nie prowokują rozwścieczonych wrogów
mk-fx-set-terrain-cost = w tej turze wejście na teren { $terrains } kosztuje { $v ->
    [one] 1 punkt
    [few] { $v } punkty
   *[other] { $v } punktów
} Ruchu
mk-fx-forbid-terrain = do końca tej tury nie możesz wchodzić na obszary typu { $v }
mk-fx-hero-ignores-first-wound = twój bohater ignoruje w tej turze pierwszą ranę od wrogów i jej dodatkowe skutki
mk-fx-repeat-turn = na koniec tej tury odłóż tę kartę na bok do końca rundy, weź pozostałe zagrane karty z powrotem do ręki, nie dobieraj i od razu rozegraj kolejną turę
mk-fx-recall-discards = weź { $v ->
    [one] 1 kartę
    [few] { $v } karty
   *[other] { $v } kart
} ze stosu kart wykorzystanych ({ $pick ->
    [at_random] losowo
   *[of_your_choice] według wyboru
}) i połóż je na wierzch lub pod swoją talię
mk-fx-healing-rewards = w tej turze dobierz kartę za każdą ranę wyleczoną z ręki i zmień status każdej wyleczonej jednostki na Gotowa
mk-fx-ready-unit-levels = zmień status na Gotowa jednostkom o łącznym poziomie najwyżej { $v }
mk-fx-heal-readied-unit = ta jednostka zostaje też wyleczona
mk-fx-borrow-offer-unit = w tej turze użyj jednej zdolności jednostki z puli jednostek, jakby była twoja (nie można jej przydzielić obrażeń)
mk-fx-discard-for-crystal = odrzuć kartę niebędącą raną: kryształ jej koloru (dowolnego dla artefaktu)
mk-fx-crystal-pairs = { $each } za każdą parę kryształów ({ $v }) w twoim ekwipunku{ $with_to_mana }
mk-fx-crystal-pairs-with-to-mana = ; potem każda taka para zamienia się w znaczniki many
mk-fx-claim-source-die = zatrzymaj kość podstawowego koloru ze Źródła w swoim obszarze gry do końca rundy: { $v ->
    [one] 1 znacznik
    [few] { $v } znaczniki
   *[other] { $v } znaczników
} many jej koloru { $when ->
    [each_later_turn] w każdej kolejnej turze
   *[this_turn] w tej turze
}
mk-fx-spend-rival-unit = u każdego innego gracza możesz zmienić status jednej gotowej jednostki poziomu { $v } lub niższego na wykorzystana
mk-fx-rivals-lose-crystal = każdy inny gracz traci { $v ->
    [one] 1 losowy kryształ
    [few] { $v } losowe kryształy
   *[other] { $v } losowych kryształów
} ze swojego ekwipunku{ $with_steal }{ $with_wound_if_none }
mk-fx-rivals-lose-crystal-with-steal = ; możesz zyskać { $steal } z utraconych w ten sposób kryształów
mk-fx-rivals-lose-crystal-with-wound-if-none = ; gracz bez kryształu bierze zamiast tego ranę
mk-fx-wounds-per-crystal-is-every-player = wybierz kolor podstawowy: każdy gracz, łącznie z tobą, bierze ranę za każdy swój kryształ tego koloru{ $with_gain }
mk-fx-wounds-per-crystal-is-other-players = wybierz kolor podstawowy: każdy inny gracz bierze ranę za każdy swój kryształ tego koloru{ $with_gain }
mk-fx-wounds-per-crystal-with-gain = ; potem zyskaj { $gain ->
    [one] 1 kryształ
    [few] { $gain } kryształy
   *[other] { $gain } kryształów
} tego koloru
mk-fx-curse-claimed-colour = do końca rundy każdy inny gracz, który w swojej turze użyje many koloru zajętej kości, bierze ranę (najwyżej jedną na turę)
mk-fx-rivals-discard-colour = wybierz kolor podstawowy i zyskaj kryształ tego koloru; każdy inny gracz odrzuca z ręki kartę akcji lub czaru tego koloru albo pokazuje rękę na dowód, że takiej nie ma{ $with_steal }
mk-fx-rivals-discard-colour-with-steal = ; możesz wziąć do ręki jedną z odrzuconych kart akcji (nie czar)
mk-fx-cond-in-forest = jeśli jesteś w lesie
mk-fx-cond-attack-phase = tylko w fazie ataku walki
mk-fx-cond-in-interaction = jeśli użyto w negocjacjach z ludnością
mk-fx-cond-unit-readied = jeśli w ten sposób jednostka zmieniła status na Gotowa
mk-fx-qty-enemies-faced = każdy żeton wroga, z którym się mierzysz

## artifacts

mk-fx-banner = przyłącz tę kartę do jednej ze swoich jednostek; dopóki jest przyłączona, jednostka: { $v }{ $with_to }
mk-fx-banner-with-to = {""} (tylko do jednostki zwerbowanej w tej turze)
mk-fx-all-units = każda z twoich jednostek: { $v }
mk-fx-unit-armor = Zbroja { $signed }
mk-fx-unit-boost = { $signed } za każdym razem, gdy wykonuje: { $what }
mk-fx-unit-resistances = zyskuje: { $v }
mk-fx-unit-ready = zmień jej status na Gotowa
mk-fx-unit-heal = całkowicie ją wylecz
mk-fx-ignore-wound = zignoruj jedno jej zranienie
mk-fx-command-slot = nie potrzebuje żetonu dowodzenia
mk-fx-spend-unit = w fazie blokowania zmień jej status na wykorzystana i zyskaj: { $v }
mk-fx-once-per-round = raz na rundę ({ $when ->
    [unit_would_be_wounded] gdy jednostka miałaby zostać ranna
   *[outside_combat] poza walką
}) odwróć tę chorągiew rewersem do góry, by: { $v }
mk-fx-whenever-is-spell-cast = { $then } za każdy { $colour ->
    [red] czerwony czar
    [blue] niebieski czar
    [green] zielony czar
    [white] biały czar
   *[other] czar
}, który rzucisz w tej turze{ $with_max }
mk-fx-whenever-is-enemy-defeated-this-turn = { $then } za każdego wroga pokonanego w tej turze{ $with_max }
mk-fx-whenever-is-enemy-defeated-this-phase = { $then } za każdego wroga pokonanego w tej fazie walki{ $with_max }
mk-fx-whenever-is-enemy-defeated-by-this-attack = { $then } za wroga pokonanego tym atakiem{ $with_max }
mk-fx-whenever-is-wound-healed-from-hand = { $then } za każdym razem, gdy w tej turze wyleczysz ranę z ręki{ $with_max }
mk-fx-whenever-is-heal-point-of-this-card-used = { $then } za każdy punkt Leczenia tej karty wydany w tej turze{ $with_max }
mk-fx-whenever-is-unit-attacks-or-blocks = { $then } za każdym razem, gdy atakuje lub blokuje{ $with_max }
mk-fx-whenever-is-each-unit-attacking-or-blocking = { $then } za każdą twoją jednostkę, która w tej turze atakuje lub blokuje{ $with_max }
mk-fx-whenever-with-max = {""} (najwyżej { $max })
mk-fx-crystal-by-resistance = zyskaj kryształ (czerwony, jeśli ten wróg ma odporność na ogień, niebieski przy odporności na lód, zielony przy fizycznej, w przeciwnym razie biały)
mk-fx-cancel-attack = anuluj { $v ->
    [one] 1 atak
    [few] { $v } ataki
   *[other] { $v } ataków
} wroga
mk-fx-double-attacks = podwój w tej turze każdy atak ({ $v }) zagrany w { $phase ->
    [ranged_siege] fazie ataku z dystansu i oblężniczego
   *[attack] fazie ataku
}
mk-fx-double-or-convert-ranged = w tej turze każdy zagrany Atak z dystansu zostaje podwojony albo staje się Atakiem oblężniczym; Atak oblężniczy można podwoić, ale wtedy staje się Atakiem z dystansu
mk-fx-separate-blocks = najwyżej { $count ->
    [one] 1 osobny Blok
    [few] { $count } osobne Bloki
   *[other] { $count } osobnych Bloków
} { $v }, każdy przeciw innemu atakowi{ $with_element }
mk-fx-separate-blocks-with-element = {""} ({ $element ->
    [fire] ogień
    [ice] lód
    [coldfire] zimny ogień
   *[physical] fizyczny
})
mk-fx-discard-any-for = odrzuć dowolną liczbę kart: { $v } za kartę
mk-fx-discard-by-colour = odrzuć kartę; zależnie od jej koloru: biała: { $white }; niebieska: { $blue }; czerwona: { $red }; zielona: { $green }
mk-fx-choose = wybierz { $v ->
    [one] jedno
    [few] { $v } różne
   *[other] { $v } różnych
}: { $from }
mk-fx-up-to = wybierz liczbę od 0 do { $v }; tyle razy: { $each }
mk-fx-cast-from-offer = odrzuć kartę; użyj { $v ->
    [powered] wzmocnionego działania
   *[basic] podstawowego działania
} czaru jej koloru z puli czarów, nie płacąc many{ $with_by_day }
mk-fx-cast-from-offer-with-by-day = {""} (nawet w dzień)
mk-fx-use-common-skill = użyj nieinterakcyjnej umiejętności z puli wspólnych umiejętności jako swojej; umiejętności dostępnej co turę użyj dwa razy
mk-fx-take-common-skill = weź umiejętność z puli wspólnych umiejętności i zatrzymaj ją
mk-fx-use-as-top-artifact = odkryj wierzchni artefakt; użyj tej karty w tej turze jako { $v ->
    [powered] wzmocnionego działania
   *[basic] podstawowego działania
} tego artefaktu (jeśli to zrobisz, Sława +1)
mk-fx-endless-mana = nieograniczona mana ({ $v }) w tej turze
mk-fx-crystals-one-colour = zyskaj { $v ->
    [one] 1 kryształ
    [few] { $v } kryształy
   *[other] { $v } kryształów
} jednego koloru podstawowego
mk-fx-as-if-is-day = w tej turze jakby był dzień: lasy kosztują 3 punkty Ruchu, złota mana jest dostępna, a obrońcy pobliskich miejsc ufortyfikowanych i żetony ruin zostają odkryci
mk-fx-as-if-is-night = w tej turze jakby była noc: pustynie kosztują 3 punkty Ruchu, a czarna mana jest dostępna
mk-fx-throw-away-received-wounds = na koniec tej tury możesz wyrzucić rany otrzymane w tej turze
mk-fx-cond-not-in-combat = poza walką

## skills

mk-fx-flip-this-skill = odwróć tę umiejętność rewersem do góry
mk-fx-centre-lasting = połóż ten żeton na środku: do początku twojej następnej tury każdy inny gracz: { $v }
mk-fx-centre-return = połóż ten żeton na środku: { $trigger ->
    [first_player_in_combat] pierwszy gracz w walce
    [first_player_using_colour] pierwszy gracz, który użyje tego koloru,
   *[any_player] dowolny gracz
} może oddać ci go zakrytego, by zyskać { $v }
mk-fx-owner-gains = właściciel umiejętności zyskuje { $v }
mk-fx-no-other-motivation = do końca twojej następnej tury nie można użyć żadnej innej umiejętności Motywacja
mk-fx-sideways-value = jedna karta zagrana bokiem daje +{ $v } zamiast +1{ $with_card }{ $with_upgrade }{ $with_plus_per }
mk-fx-sideways-value-with-card = {""} (tak można zagrać bokiem także kartę rany, jakby nie była raną; na koniec tury trafia na stos kart wykorzystanych)
mk-fx-sideways-value-with-upgrade = {""} (zamiast tego +{ $upgrade }, { $upgrade_if })
mk-fx-sideways-value-with-plus-per = , plus 1 za { $plus_per }
mk-fx-use-mana-as = użyj 1 many ({ $from }) jako many ({ $v })
mk-fx-powered-card-bonus = +{ $v } do Ruchu, Wpływu, Ataku lub Bloku tej karty zagranej z wzmocnionym działaniem
mk-fx-mana-surcharge = gdy po raz pierwszy użyją many podstawowego koloru, płacą o { $v } many tego koloru więcej (kładzie się ją na tym żetonie)
mk-fx-crystal-from-token = zyskaj kryształ koloru z tego żetonu (dowolnego, jeśli żadnego na nim nie ma)
mk-fx-crystal-of-that-colour = kryształ tego koloru
mk-fx-token-mana = znacznik many leżący na tym żetonie umiejętności, do użycia od razu
mk-fx-no-source-die = nie może w swojej turze użyć kości ze Źródła
mk-fx-crystal-from-source = zyskaj kryształ w kolorze jednej kości podstawowego koloru w Źródle (bez przerzutu)
mk-fx-wound-to-nearest-hero = { $v } z wyrzuconych ran trafia zamiast tego do ręki najbliższego innego bohatera
mk-fx-fly = przesuń się o najwyżej { $v ->
    [one] 1 obszar
    [few] { $v } obszary
   *[other] { $v } obszarów
} bez względu na teren za Ruch { $move_cost }, kończąc na bezpiecznym obszarze
mk-fx-terrain-cost-change = koszt Ruchu każdego terenu zmienia się w tej turze o { $signed }{ $with_min }{ $with_max }
mk-fx-terrain-cost-change-with-min = {""} (nie poniżej { $min })
mk-fx-terrain-cost-change-with-max = {""} (nie powyżej { $max })
mk-fx-terrain-access = możesz wchodzić na obszary typu { $v ->
    [lake] jezioro
   *[mountain] Mountains
} za Ruch { $move_cost }; są dla ciebie bezpieczne
mk-fx-explore-discount = odkrycie nowej części mapy kosztuje o { $v ->
    [one] 1 punkt
    [few] { $v } punkty
   *[other] { $v } punktów
} Ruchu mniej
mk-fx-reveal-garrisons = odkryj obrońców miejsc ufortyfikowanych w odległości do { $v ->
    [one] 1 obszaru
   *[other] { $v } obszarów
}
mk-fx-heal-unit = wylecz ranną jednostkę poziomu { $v } lub niższego
mk-fx-unit-bonus = następna jednostka, którą aktywujesz w tej turze, dostaje +{ $v } { $to ->
    [attack] do ataku
    [ranged_attack] do ataku z dystansu
   *[block] do bloku
}
mk-fx-unit-values = ich jednostki dostają { $v } do każdego ataku i bloku
mk-fx-bonded-command-token = ten żeton jest dodatkowym żetonem dowodzenia; jednostka do niego zwerbowana kosztuje o 5 Wpływu mniej, zawsze można jej użyć i nie można jej rozformować
mk-fx-ignore-reputation = w tej turze zignoruj wszystkie skutki swojej pozycji na torze Reputacji
mk-fx-played-card-bonus = +{ $v } do jednego { $to ->
    [attack] ataku
   *[block] bloku
} zagranego w tej fazie
mk-fx-ignore-damage = zignoruj { $v ->
    [one] 1 obrażenie
    [few] { $v } obrażenia
   *[other] { $v } obrażeń
} z jednego ataku wroga ({ $elements })
mk-fx-modify-enemy = { $v ->
    [all] każdy wróg
   *[one] jeden wróg
}{ $with_attack_change }{ $with_armor_change }{ $with_per_resistance }{ $with_gains }{ $with_loses }{ $with_not_arcane_immune }{ $with_not_fortified_in_ranged }{ $with_not_summoner }
mk-fx-modify-enemy-with-attack-change = ; jeden z jego ataków zmienia się o { $attack_change }
mk-fx-modify-enemy-with-armor-change = ; zbroja zmienia się o { $armor_change } (nie poniżej 1)
mk-fx-modify-enemy-with-per-resistance = {""} za każdą jego odporność
mk-fx-modify-enemy-with-gains = ; zyskuje w tej turze: { $gains ->
    [fortified] ufortyfikowany
    [swift] szybkość
    [brutal] brutalność
    [poison] zatrucie
    [paralyze] paraliż
    [summon] przywoływanie
    [unfortified] Unfortified
    [assassination] Assassination
    [cumbersome] Cumbersome
    [vampiric] Vampiric
    [elusive] Elusive
    [arcane_immunity] Arcane Immunity
    [defend] Defend
    [ambush] Ambush
    [pursuit] Pursuit
   *[other] { $gains }
}
mk-fx-modify-enemy-with-loses = ; traci w tej walce { $loses ->
    [element] jeden żywioł
   *[ability] jedną zdolność
}
mk-fx-modify-enemy-with-not-arcane-immune = {""} (nie wrogowie z Arcane Immunity)
mk-fx-modify-enemy-with-not-fortified-in-ranged = {""} (nie wróg ufortyfikowany w fazie ataku z dystansu i oblężniczego)
mk-fx-modify-enemy-with-not-summoner = {""} (nie wróg z przywoływaniem)
mk-fx-enemy-attacks-bonus = każdy atak wroga w ich fazie blokowania dostaje { $signed }
mk-fx-attack-per-enemy = Atak { $v } ({ $type ->
    [ranged] z dystansu
    [siege] oblężniczy
   *[other] wręcz
}, { $element ->
    [fire] ogień
    [ice] lód
    [coldfire] zimny ogień
   *[other] fizyczny
}) przeciw każdemu z najwyżej { $max } różnych wrogów
mk-fx-duel = zablokowany wróg: Atak 1 przeciw niemu w fazie ataku; Sława +{ $v } za pokonanie go, jeśli żadna jednostka go nie blokowała, nie atakowała, nie wpływała na niego ani nie otrzymała od niego obrażeń
mk-fx-keep-enemy-token = zatrzymaj żeton jednego wroga pokonanego w tej turze
mk-fx-use-kept-enemy = odrzuć zatrzymany żeton wroga: Atak równy połowie jego ataku lub Blok równy połowie jego zbroi (zaokrąglając w górę)
mk-fx-colour-wheel = przesuń znacznik na kole o jedno pole zgodnie z ruchem wskazówek zegara i zyskaj: niebieski { $blue }; zielony { $green }; czarny { $black }; biały { $white }; czerwony { $red }; złoty: jedno z nich
mk-fx-set-colour-wheel = rzuć kością many i zaznacz wyrzucony kolor na kole tego żetonu
mk-fx-convert-basic-action = jedna akcja podstawowa dająca stały Ruch, Atak lub Blok może dać tyle samo jednego z dwóch pozostałych
mk-fx-cond-alone-lowest-fame = jeśli tylko ty masz najmniej Sławy
mk-fx-cond-no-unit-recruited-this-turn = jeśli w tej turze nie zwerbujesz żadnej jednostki
mk-fx-cond-at-magical-glade = na Magicznej polanie
mk-fx-cond-at-fortified-site = w miejscu ufortyfikowanym
mk-fx-cond-ranged-siege-phase = w fazie ataku z dystansu i oblężniczego
mk-fx-cond-sideways-card-is-deed = jeśli to akcja zaawansowana, czar lub artefakt
mk-fx-cond-no-source-die-this-turn = jeśli w tej turze nie użyjesz kości ze Źródła (i wtedy nie możesz jej użyć)
mk-fx-cond-sideways-card-matches-mana = jeśli to karta akcji lub czaru w kolorze tej many
mk-fx-cond-after-using-basic-mana = zaraz po użyciu many podstawowego koloru
mk-fx-cond-that-enemy-attacks = jeśli temu wrogowi nie uniemożliwiono ataku
mk-fx-qty-ready-unwounded-unit = każdą gotową, nieranną jednostkę, którą kontrolujesz
mk-fx-qty-crystal-colour = każdy kolor kryształów w twoim ekwipunku
mk-fx-qty-empty-command-token = każdy żeton dowodzenia bez jednostki
mk-fx-qty-other-mana-colour-used = każdy kolor many, którego użyją, poza zaznaczonym

## units

mk-fx-enemy-skips-attack = { $v ->
    [that] ten wróg nie atakuje
    [every] żaden wróg nie atakuje
   *[one] jeden wróg nie atakuje
} w tej walce{ $with_only }
mk-fx-enemy-skips-attack-with-only = {""} (tylko wróg, który nie jest ufortyfikowany)
mk-fx-enemy-armor = { $target ->
    [that] ten wróg
    [every] każdy wróg
   *[one] jeden wróg
} dostaje zbroję { $signed }{ $with_min }
mk-fx-enemy-armor-with-min = {""} (nie poniżej { $min })
mk-fx-enemy-attack = { $target ->
    [that] ten wróg
    [every] każdy wróg
   *[one] jeden wróg
} dostaje { $signed } do jednego ze swoich ataków
mk-fx-enemy-loses = { $target ->
    [that] ten wróg
    [every] każdy wróg
   *[one] jeden wróg
} traci w tej walce: { $v }
mk-fx-destroy-if-blocked = { $v ->
    [that] ten wróg
    [every] każdy wróg
   *[one] jeden wróg
} zostaje zniszczony, jeśli wszystkie jego ataki zostaną zablokowane
mk-fx-wound-this-unit = ta jednostka staje się ranna
mk-fx-block-counts-double-vs-swift = ten Blok liczy się podwójnie przeciw atakowi z szybkością
mk-fx-damage-to-this-unit-first = obrażenia z osłabionego ataku tego wroga trzeba najpierw przydzielić tej jednostce (nawet przy Assassination)
mk-fx-units-attack-bonus = twoje pozostałe jednostki dostają w tej walce { $signed } do wszystkich swoich ataków
mk-fx-units-gain-resistances = wszystkie twoje jednostki zyskują w tej turze: { $v }
mk-fx-attacks-become-is-coldfire = wszystkie twoje ataki w tej walce stają się atakami zimnym ogniem
mk-fx-attacks-become-is-siege = wszystkie twoje ataki w tej walce liczą się też jako oblężnicze
mk-fx-terrain-cost = koszt Ruchu terenu { $terrains } w tej turze { $signed }{ $with_min }
mk-fx-terrain-cost-with-min = {""} (nie poniżej { $min })
mk-fx-explore-distance = w tej turze możesz odkryć nową część mapy z odległości { $v ->
    [one] 1 obszaru
   *[other] { $v } obszarów
}
mk-fx-peek-enemy = obejrzyj jeden zakryty żeton wroga w odległości do { $v ->
    [one] 1 obszaru
   *[other] { $v } obszarów
} albo wierzchni żeton stosu wrogów{ $with_fame_bonus }
mk-fx-peek-enemy-with-fame-bonus = ; Sława +{ $fame_bonus }, jeśli pokonasz tego wroga w tej turze
mk-fx-pay-crystal = zapłać { $amount ->
    [one] 1 kryształ
    [few] { $amount } kryształy
   *[other] { $amount } kryształów
} ({ $v })
mk-fx-cond-token-on-unit-red = z czerwonym znacznikiem many na tej jednostce
mk-fx-cond-token-on-unit-blue = z niebieskim znacznikiem many na tej jednostce
mk-fx-cond-token-on-unit-green = z zielonym znacznikiem many na tej jednostce
mk-fx-cond-token-on-unit-white = z białym znacznikiem many na tej jednostce

## sites

mk-fx-pay-influence = zapłać Wpływ { $v }
mk-fx-mana-roll = rzuć kością many: jeśli wypadnie { $v }, { $then }{ $with_else }
mk-fx-mana-roll-with-else = ; w przeciwnym razie { $else }
mk-fx-mine-crystal = zyskaj kryształ jednego z kolorów tej kopalni
mk-fx-night-rules = obowiązują zasady nocy
mk-fx-throw-away-wound = wyrzuć { $v ->
    [one] 1 ranę
    [few] { $v } rany
   *[other] { $v } ran
} ({ $from })
mk-fx-hand-limit = limit kart w ręce { $signed } przy następnym dobieraniu
mk-fx-cycle-cards = połóż do { $v ->
    [one] 1 karty
   *[other] { $v } kart
} z ręki { $to ->
    [deck] do talii
   *[discard] na stos kart wykorzystanych
} i dobierz tyle samo{ $with_reshuffle }
mk-fx-cycle-cards-with-reshuffle = ; potem wtasuj stos kart wykorzystanych do talii
mk-fx-discard-to-deck = przetasuj stos kart wykorzystanych i { $v ->
    [one] 1 losową kartę
    [few] { $v } losowe karty
   *[other] { $v } losowych kart
} z niego odłóż jako swoją talię
mk-fx-search-deck = weź z talii do ręki { $v ->
    [one] 1 kartę
    [few] { $v } karty
   *[other] { $v } kart
} według wyboru, potem przetasuj talię
mk-fx-stash-top-card = odłóż { $v ->
    [one] wierzchnią kartę
    [few] { $v } wierzchnie karty
   *[other] { $v } wierzchnich kart
} talii zakryte pod tę kartę
mk-fx-take-stashed = weź do ręki wszystkie karty odłożone pod tą kartą
mk-fx-keep-source-die = weź kość ze Źródła ({ $v ->
    [any] dowolny kolor
   *[basic] kolor podstawowy
}) i zatrzymaj ją na tej karcie
mk-fx-reroll-source-dice = przerzuć do { $v ->
    [one] 1 kości
   *[other] { $v } kości
} w Źródle{ $with_depleted_first }
mk-fx-reroll-source-dice-with-depleted-first = {""} (złote lub czarne kości trzeba wybrać najpierw)
mk-fx-extra-turn = zaraz po tej turze rozegraj { $v ->
    [one] jeszcze 1 turę
    [few] jeszcze { $v } tury
   *[other] jeszcze { $v } tur
}
mk-fx-offer-add = połóż wierzchnią kartę talii { $v ->
    [advanced] akcji zaawansowanych
    [elite] jednostek elitarnych
   *[regular] jednostek zwykłych
} do puli jednostek
mk-fx-gain-unit-offer-card = weź kartę akcji zaawansowanej z puli jednostek na wierzch swojej talii
mk-fx-cond-city-leader = jeśli jesteś namiestnikiem tego Miasta
mk-fx-cond-hand-at-least-two = jeśli przed dobieraniem masz w ręce co najmniej 2 karty
mk-fx-cond-deck-empty = gdy twoja talia jest pusta
mk-fx-qty-keeps-owned = każdą Basztę, którą posiadasz
mk-fx-qty-own-shields-here = każdy twój żeton tarczy na karcie tego miejsca

## rewards

mk-fx-exchange-skill = wymień jedną ze swoich umiejętności na jedną z puli wspólnych umiejętności
mk-fx-add-element = jeden { $to } z jednej karty akcji zyskuje też żywioł: { $v ->
    [fire] ogień
    [ice] lód
    [coldfire] zimny ogień
   *[other] fizyczny
}
mk-fx-free-explore = podczas ruchu odkryj nową część mapy w odległości do { $v ->
    [one] 1 obszaru
   *[other] { $v } obszarów
}, nie płacąc Ruchu
mk-fx-discard-to-deck-bottom = połóż { $v ->
    [one] 1 losową kartę
    [few] { $v } losowe karty
   *[other] { $v } losowych kart
} ze stosu kart wykorzystanych pod swoją talię
mk-fx-one-attack-bonus = +{ $v } do jednego ataku ({ $element ->
    [fire] ogień
    [ice] lód
    [coldfire] zimny ogień
   *[other] fizyczny
}) z jednego dowolnego źródła{ $with_ranged }
mk-fx-one-attack-bonus-with-ranged = {""} (+{ $ranged } dla ataku z dystansu, +{ $siege } dla oblężniczego)
mk-fx-convert-card-attack = jeden atak jednej karty akcji staje się { $v ->
    [ranged] atakiem z dystansu
    [siege] atakiem oblężniczym
   *[other] atakiem wręcz
}
mk-fx-recolour-source-die = zmień jedną kość w Źródle ({ $v }) na { $to ->
    [gold] złotą
    [black] czarną
    [red] czerwoną
    [blue] niebieską
    [green] zieloną
   *[white] białą
}
mk-fx-unprovoking = w tej turze twoje ruchy nie prowokują rozwścieczonych wrogów ani wrogów z Ambush
mk-fx-halt-pursuers = w tej turze wrogowie, którzy cię ścigają, ani się nie ruszają, ani nie atakują
mk-fx-cond-after-combat = po twojej walce w tej turze
mk-fx-qty-enemies-defeated-this-turn = każdego wroga pokonanego w tej turze
