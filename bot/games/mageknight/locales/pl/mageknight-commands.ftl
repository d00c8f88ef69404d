# mageknight: polecenia /mk i to, co pokazują (stan, ręka, przegląd walki, pytania) (pl).

## Słowa, którymi bot pokazuje wartość, i formy, które gracz może dla niej wpisać

# kolor many, kości lub karty
mk-cmd-colour = { $colour ->
    [red] czerwona
    [blue] niebieska
    [green] zielona
    [white] biała
    [gold] złota
    [black] czarna
    [none] bez koloru
   *[other] { $colour }
 }
# kolor kryształu
mk-cmd-crystal = { $colour ->
    [red] czerwony
    [blue] niebieski
    [green] zielony
    [white] biały
   *[other] { $colour }
 }
# kolor rewersu żetonu wroga
mk-cmd-enemy-colour = { $colour ->
    [green] zielony
    [grey] szary
    [gray] szary
    [brown] brązowy
    [violet] fioletowy
    [red] czerwony
    [white] biały
   *[other] { $colour }
 }
# wpisana wartość pokazana słowami (kolor, teren …); wszystko inne tak, jak jest
mk-cmd-value = { $value ->
    [red] czerwona
    [blue] niebieska
    [green] zielona
    [white] biała
    [gold] złota
    [black] czarna
    [plains] równiny
    [forest] las
    [desert] pustynia
    [swamp] bagno
    [lake] jezioro
    [top] na wierzch
    [bottom] na spód
   *[other] { $value }
 }
# formy, które gracz może wpisać dla wartości, rozdzielone przecinkami (angielska wartość działa zawsze)
mk-cmd-typed = { $value ->
    [red] czerwona, czerwony, czerwone, czerwoną
    [blue] niebieska, niebieski, niebieskie, niebieską
    [green] zielona, zielony, zielone, zieloną
    [white] biała, biały, białe, białą
    [gold] złota, złoty, złote, złotą
    [black] czarna, czarny, czarne, czarną
    [token] znacznik, żeton
    [die] kość, kostka
    [crystal] kryształ
    [plains] równiny, równina
    [hills] wzgórza
    [forest] las
    [wasteland] pustkowie, nieużytki
    [desert] pustynia
    [swamp] bagno, bagna
    [lake] jezioro
    [mountain] góry
    [yes] tak, t
    [no] nie
    [day] dzień
    [night] noc
    [top] wierzch, góra
    [bottom] spód, dół
   *[other] { $value }
 }
mk-cmd-none = brak
mk-cmd-empty = pusta
mk-cmd-nothing = nic
mk-cmd-no-cards = brak kart
mk-cmd-or = lub
mk-cmd-value-label = { $value } ({ $label })
mk-cmd-numbered = { $n }: { $text }

## Jak odmowa nazywa to, co trzeba wskazać

mk-cmd-what-card-in-hand = karta w ręce
mk-cmd-what-card = karta
mk-cmd-what-skill = twoja umiejętność
mk-cmd-what-tactic = taktyka
mk-cmd-what-enemy = wróg w tej walce
mk-cmd-what-unit = twoja jednostka
mk-cmd-what-offer-unit = jednostka z puli jednostek
mk-cmd-what-purchase = zakup
mk-cmd-what-aa-or-spell = akcja zaawansowana lub czar
mk-cmd-what-choice = wybór

## Odmowy

mk-cmd-not-a-player = Nie grasz w tej grze.
mk-cmd-unknown-command = Nieznane polecenie /mk { $name }. Spróbuj /help.
mk-cmd-play-needs = { $card } { $mode } potrzebuje { $missing }: dodaj jedno z { $listing }.
mk-cmd-name-one-card = Wskaż jedną kartę z ręki dla { $option } (w ręce masz: { $hand }).
mk-cmd-no-combat = Teraz nie trwa żadna walka. Walka zaczyna się po wejściu na miejsce, /mk challenge, /mk enter lub /mk burn.
mk-cmd-not-your-turn = To nie twoja tura: teraz gra { $player }.
mk-cmd-not-your-turn-nobody = To nie twoja tura: teraz nikt nie gra.
mk-cmd-not-in-combat = Nie walczysz. Zacznij walkę, wchodząc na miejsce, albo przez /mk challenge, /mk enter lub /mk burn.
mk-cmd-not-a-number = { $option } musi być liczbą, a nie „{ $text }”.
mk-cmd-choose-name-answer = { $question } Odpowiedz przez pick:… lub skill:… ({ $answers }).
mk-cmd-more-syntax = more: pisz klucz=wartość (np. gold=red), a nie „{ $item }”.
mk-cmd-skill-from-centre = { $skill } ze środka stołu

## Stan gry

mk-cmd-status-head = **{ $scenario }**: runda { $round }, { $night ->
        [yes] Noc
       *[no] Dzień
    }.
mk-cmd-status-tactics = Wybór taktyk: teraz wybiera { $player }. Dostępne: { $tactics }.
mk-cmd-status-playing = Gra { $player } (Ruch { $move }, Wpływ { $influence }, użyte kości ze Źródła { $used }/{ $allowed }).
mk-cmd-status-game-over = Koniec gry. { $table }
mk-cmd-status-game-over-reason = Koniec gry: { $reason }. { $note }
mk-cmd-status-waiting = Czekamy: { $question }.
mk-cmd-status-claim = { $player } trzyma zajętą kość: { $colour }{ $curse ->
        [yes] {" "}(Mana Curse: użycie tego koloru kosztuje pozostałych graczy ranę)
       *[no] {""}
    }.
mk-cmd-status-announced = { $player } ogłasza koniec rundy.
mk-cmd-status-dummy-announced = Wirtualny gracz ogłosił koniec rundy.
mk-cmd-crystal-count = { $colour }×{ $n }
mk-cmd-status-dummy = - Wirtualny gracz ({ $hero }): talia { $deck }, stos kart wykorzystanych { $discard }; kryształy { $crystals }; taktyka { $tactic }.
mk-cmd-status-final-turns = Ostatnie tury zostały: { $players }.
mk-cmd-status-unit = { $name } ({ $uid }, { $spent ->
        [yes] wykorzystana
       *[no] gotowa
    }{ $wounded ->
        [yes] , ranna
       *[no] {""}
    })
mk-cmd-status-player = - { $player } ({ $hero }) na { $position }: Sława { $fame }, Reputacja { $reputation }, poziom { $level } (wytrzymałość zbroi { $armor }, limit kart w ręce { $limit }, żetony dowodzenia { $units_now }/{ $tokens }), taktyka { $tactic }; talia { $deck }, ręka { $hand }, stos kart wykorzystanych { $discard }; kryształy { $crystals }; jednostki { $units }; umiejętności { $skills }.
mk-cmd-source-die = { $colour }{ $taken ->
        [yes] {" "}(zajęta)
       *[no] {""}
    }
mk-cmd-status-source = Źródło: { $dice }.
mk-cmd-status-unit-offer = Pula jednostek: { $units }.
mk-cmd-status-tiles = Pozostałe tereny: { $n }{ $next ->
        [countryside] {" "}(następny: teren wiejski)
        [core] {" "}(następny: teren główny)
        [none] {""}
       *[other] {" "}(następny: { $next })
    }.
mk-cmd-pending-level-up = { $player } wybiera umiejętność i akcję zaawansowaną.
mk-cmd-pending-level-up-skills = { $player } wybiera umiejętność ({ $skills } lub jedną z puli wspólnych umiejętności) i akcję zaawansowaną.
mk-cmd-pending-artifacts = { $player } wybiera, który z { $n ->
        [one] { $n } dobranego artefaktu
       *[other] { $n } dobranych artefaktów
    } odłożyć.
mk-cmd-pending-reward = { $player } wybiera nagrodę na koniec tury.

## Po rozpoczęciu negocjacji

mk-cmd-nothing-affordable = Za obecny Wpływ nic tu nie kupisz: zagraj karty dla Wpływu (każda karta zagrana bokiem daje Wpływ 1), potem /mk recruit lub /mk buy.
mk-cmd-here-you-can = Tutaj możesz: { $options }.

## Ręka

mk-cmd-hand-card = { $card }{ $n ->
        [1] {""}
       *[other] {" "}×{ $n }
    } [{ $colour }]
mk-cmd-hand = Twoja ręka ({ $n }): { $cards }.
mk-cmd-hand-crystal = { $n }× { $colour }
mk-cmd-hand-crystals = Kryształy: { $crystals }. Talia: { $deck }, stos kart wykorzystanych: { $discard }.
mk-cmd-skill-with-text = { $skill } ({ $text })
mk-cmd-hand-skills = Umiejętności (odkryte): { $skills }.
mk-cmd-hand-this-turn = Ta tura: Ruch { $move }, Wpływ { $influence }, znaczniki many: { $tokens }, użyte kości ze Źródła { $used }/{ $allowed }.
mk-cmd-hand-interacting = Negocjacje z ludnością: { $site } (uwzględniona Reputacja { $reputation }): /mk recruit, /mk buy.
mk-cmd-hand-not-your-turn = To nie twoja tura; przyciski pojawią się, gdy nadejdzie.
mk-cmd-hand-in-combat = W walce ({ $phase }): **Deklaruj** wybiera wrogów i kilka kart naraz.
mk-cmd-units-none = Jednostki: brak ({ $tokens ->
        [one] { $tokens } wolny żeton dowodzenia
        [few] { $tokens } wolne żetony dowodzenia
        [many] { $tokens } wolnych żetonów dowodzenia
       *[other] { $tokens } wolnego żetonu dowodzenia
    }).
mk-cmd-units-head = Jednostki ({ $n } z { $tokens ->
        [one] { $tokens } żetonu
       *[other] { $tokens } żetonów
    } dowodzenia):
mk-cmd-unit-line = • { $uid } { $name } (poziom { $level }, wytrzymałość zbroi { $armor }{ $resists ->
        [none] {""}
       *[other] , odporność: { $resists }
    }{ $banner ->
        [none] {""}
       *[other] , chorągiew { $banner }
    }): **{ $status }** — { $abilities }

## Grupy przycisków ręki

mk-cmd-group-move = Ruch
mk-cmd-group-explore = Odkryj teren
mk-cmd-group-rest = Odpoczynek
mk-cmd-group-end-turn = Koniec tury
mk-cmd-group-announce-end = Ogłoś koniec rundy
mk-cmd-group-tactic = Wybierz taktykę
mk-cmd-group-attack = Atak (jedna karta; kilka przez Deklaruj)
mk-cmd-group-block = Blok (jedna karta; kilka przez Deklaruj)
mk-cmd-group-damage = Przydziel obrażenia
mk-cmd-group-challenge = Wyzwij do walki rozwścieczonych wrogów
mk-cmd-group-interact = Negocjuj z ludnością
mk-cmd-group-recruit = Zwerbuj jednostkę
mk-cmd-group-buy = Kup (leczenie, karty …)
mk-cmd-group-plunder = Splądruj wioskę
mk-cmd-group-activate = Aktywuj jednostkę
mk-cmd-group-choose = Koniec tury: wybór
mk-cmd-group-skill = Umiejętność
mk-cmd-group-tactic-use = Użyj taktyki
mk-cmd-group-banner = Chorągiew
mk-cmd-group-enter = Wejdź
mk-cmd-group-burn = Spal klasztor
mk-cmd-group-next = Następna faza
mk-cmd-group-respond = Odpowiedz

## Pytanie na koniec tury

mk-cmd-choice-end-of-turn = **Koniec tury**: { $question }
mk-cmd-choice-revealed-skills = Odkryte umiejętności: { $skills }. Zatrzymaj jedną i weź dowolną akcję zaawansowaną z puli albo weź umiejętność z puli wspólnych umiejętności i najniższą akcję.
mk-cmd-choice-artifacts-drawn = Dobrane artefakty (widzisz je tylko ty): { $artifacts }.
mk-cmd-choice-answer-below = Odpowiedz poniżej albo poleceniem /mk choose.
mk-cmd-choose-line = /mk choose { $params } ({ $label })
mk-cmd-choice-hint = Odpowiedz: { $answers }{ $more ->
        [yes] {" "}| ...
       *[no] {""}
    }

## Przegląd walki

mk-cmd-ability = { $ability ->
    [fortified] Ufortyfikowany
    [brutal] Brutalność
    [poison] Zatrucie
    [paralyze] Paraliż
    [swift] Szybkość
    [unfortified] Unfortified
    [assassination] Assassination
    [cumbersome] Cumbersome
    [vampiric] Vampiric
    [elusive] Elusive
    [arcane_immunity] Arcane Immunity
    [defend] Defend
    [ambush] Ambush
    [pursuit] Pursuit
   *[other] { $name }
 }
mk-cmd-ability-value = { $ability } { $n }
mk-cmd-element = { $element ->
    [physical] fizyczny
    [fire] ogień
    [ice] lód
    [coldfire] zimny ogień
   *[other] { $element }
 }
# rodzaj odporności (odporność fizyczna, na ogień, na lód)
mk-cmd-resistance = { $element ->
    [physical] fizyczna
    [fire] na ogień
    [ice] na lód
    [coldfire] na zimny ogień
   *[other] { $element }
 }
mk-cmd-combat-role = { $role ->
    [defender] obrońca
    [rampaging] rozwścieczony
    [summoned] przywołany
   *[other] { $role }
 }
mk-cmd-combat-site = { $site }{ $hex ->
        [none] {""}
       *[other] {" "}na { $hex }
    }
mk-cmd-combat-head = **Walka**: { $player }, { $kind ->
        [assault] szturm
        [adventure] miejsce przygód
        [adventure_again] miejsce przygód
        [burn] spalenie klasztoru
        [rampaging] rozwścieczeni wrogowie
       *[other] { $kind }
    }{ $where ->
        [none] {""}
       *[other] {" "}({ $where })
    }{ $city ->
        [red] , Czerwone miasto
        [blue] , Niebieskie miasto
        [green] , Zielone miasto
        [white] , Białe miasto
        [none] {""}
       *[other] , miasto { $city }
    }. **{ $phase }**.
mk-cmd-combat-armor = Wytrzymałość zbroi { $armor }
mk-cmd-combat-armor-elusive = Wytrzymałość zbroi { $armor } ({ $low ->
        [same] Elusive
       *[other] Elusive: { $low } w fazie ataku, jeśli wszystkie jego ataki są zablokowane
    })
mk-cmd-combat-armor-vampiric = Wytrzymałość zbroi { $armor } (+{ $bonus } Vampiric)
mk-cmd-combat-summons = Przywołuje { $n } { $n ->
        [one] potwora
        [few] potwory
        [many] potworów
       *[other] potwora
    } ({ $colour } żeton)
mk-cmd-combat-attack = { $element } { $value }{ $printed ->
        [none] {""}
       *[other] {" "}(nadrukowane { $printed })
    }{ $status ->
        [blocked] {" "}zablokowany
        [dealt] {" "}obrażenia zadane
       *[none] {""}
    }
mk-cmd-combat-attacks = Atak { $attacks }
mk-cmd-combat-resists = odporność: { $elements }
mk-cmd-combat-fortified-site = miejsce ufortyfikowane
mk-cmd-combat-city-bonus = { $ability } (miasto)
mk-cmd-combat-fame = Sława { $fame }
mk-cmd-combat-enemy = • { $uid } { $name } ({ $colour }, { $role }): { $bits }{ $state ->
        [defeated] {" "}— **pokonany**
        [summoned] {" "}— przywołany przez { $summoner }, atakuje w jego miejsce
       *[none] {""}
    }
mk-cmd-combat-to-defeat-item = { $name } ({ $uid }) wytrzymałość zbroi { $armor }{ $walls ->
        [double] {" "}(ufortyfikowany podwójnie: nie teraz)
        [siege] {" "}(ufortyfikowany: tylko atak oblężniczy)
       *[none] {""}
    }
mk-cmd-combat-all-defeated = wszyscy wrogowie są pokonani
mk-cmd-combat-to-defeat = Do pokonania ({ $phase ->
        [ranged] ataki z dystansu lub oblężnicze
       *[attack] dowolne ataki
    }): { $enemies }.
mk-cmd-combat-to-block-item = { $name } ({ $uid }{ $attack ->
        [none] {""}
       *[other] {" "}atak { $attack }
    }) { $element } { $value }: Blok { $block }{ $swift ->
        [yes] {" "}(Szybkość: podwojony)
       *[no] {""}
    }{ $efficient ->
        [none] {""}
       *[other] , w pełni efektywny jest tylko blok: { $efficient }
    }
mk-cmd-combat-to-block = Do zablokowania: { $attacks }.
mk-cmd-combat-brutal-doubled = Brutalność: { $value } podwojone
mk-cmd-combat-damage-item = { $name } ({ $uid }{ $attack ->
        [none] {""}
       *[other] {" "}atak { $attack }
    }) { $damage } { $damage ->
        [one] obrażenie
        [few] obrażenia
        [many] obrażeń
       *[other] obrażenia
    } ({ $element }{ $notes ->
        [none] {""}
       *[other] ; { $notes }
    }) = { $wounds } { $wounds ->
        [one] rana
        [few] rany
        [many] ran
       *[other] rany
    } dla bohatera
mk-cmd-combat-damage-coming = Nadchodzące obrażenia: { $attacks }. Wytrzymałość zbroi bohatera { $armor }; rany w tej walce { $wounds } (ogłuszenie przy { $limit }).
mk-cmd-combat-no-units = Jednostki nie mogą brać udziału w tej walce.
mk-cmd-combat-unit = { $name } ({ $uid }, wytrzymałość zbroi { $armor }{ $resists ->
        [none] {""}
       *[other] , odporność: { $resists }
    }{ $wounded ->
        [yes] , ranna
       *[no] {""}
    }{ $resisted ->
        [yes] , już przyjęła obrażenia
       *[no] {""}
    })
mk-cmd-combat-units = Jednostki: { $units }.

## Przyciski Deklaruj

mk-cmd-declare-target = { $uid } { $name } (wytrzymałość zbroi { $armor })
mk-cmd-declare-element = { $element ->
    [physical] fizyczny
    [fire] ogień
    [ice] lód
    [coldfire] zimny ogień
   *[other] { $element }
 }
mk-cmd-declare-attack = { $uid } { $name }{ $attack ->
        [none] {""}
       *[other] {" "}atak { $attack }
    } ({ $element } { $value })
mk-cmd-declare-unit = { $uid } { $name } (wytrzymałość zbroi { $armor })
mk-cmd-declare-item = { $card } { $how ->
        [sideways] bokiem: { $kind ->
            [block] Blok
           *[attack] Atak
        } 1
        [basic] podstawowe: { $effect }
        [powered] wzmocnione: { $effect }
       *[other] { $how }: { $effect }
    }{ $mana ->
        [none] {""}
       *[other] {" "}(mana { $mana })
    }
mk-cmd-declare-usage = { $command ->
    [block] /mk block enemy:e1 cards:karta@tryb,...
    [damage] /mk damage enemy:e1 units:u1,...
   *[attack] /mk attack targets:e1,e2 cards:karta@tryb,...
 }
mk-cmd-declare-hint-part = { $kind ->
        [targets] wrogowie
        [attacks] ataki
        [cards] karty
       *[units] jednostki
    }: { $items }
mk-cmd-declare-hint = Deklaracja ({ $phase }): { $usage } (dodaj preview:yes, by najpierw zobaczyć wynik) albo /mk next. { $parts }
mk-cmd-next-block = Dalej: faza blokowania
mk-cmd-next-damage = Dalej: faza zadawania obrażeń
mk-cmd-next-attack = Dalej: faza ataku
mk-cmd-end-combat = Zakończ walkę
mk-cmd-confirm-attack = Atak
mk-cmd-confirm-block = Blok
mk-cmd-confirm-damage = Przydziel obrażenia
mk-cmd-form-none-chosen = nic nie wybrano
mk-cmd-form-enemies = Wrogowie
mk-cmd-form-cards = Karty
mk-cmd-form-attack = Atak
mk-cmd-form-enemies-placeholder = Wrogowie, których atakujesz razem…
mk-cmd-form-attack-cards-placeholder = Karty do ataku (kilka)…
mk-cmd-form-needs-enemies = Najpierw wybierz wrogów, których atakujesz.
mk-cmd-form-needs-attack-cards = Wybierz karty, którymi atakujesz.
mk-cmd-form-block-attack-placeholder = Atak, który blokujesz…
mk-cmd-form-block-cards-placeholder = Karty do bloku (kilka)…
mk-cmd-form-move-spent = Wydany Ruch (Cumbersome)
mk-cmd-form-move-placeholder = Ruch przeciw atakowi Cumbersome…
# { $n } zostaje, jak jest: przyciski wstawiają tam każdą liczbę
mk-cmd-form-spend-move = Wydaj Ruch { $n } (Cumbersome)
mk-cmd-form-needs-block-attack = Najpierw wybierz atak, który blokujesz.
mk-cmd-form-needs-block-cards = Wybierz karty, którymi blokujesz.
mk-cmd-form-damage-attack-placeholder = Atak, którego obrażenia przydzielasz…
mk-cmd-form-units-first = Najpierw jednostki
mk-cmd-form-units-none = żadne, wszystko na bohatera
mk-cmd-form-units-placeholder = Jednostki, które pierwsze przyjmą obrażenia (w tej kolejności)…
mk-cmd-form-needs-damage-attack = Najpierw wybierz atak, którego obrażenia przydzielasz.
