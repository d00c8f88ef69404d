# mageknight-combat (pl): walka i efekty kart. Terminy według polskiego wydania oryginalnego.

## Names used inside other texts

mk-combat-phase = { $phase ->
        [ranged] faza ataku z dystansu i oblężniczego
        [block] faza blokowania
        [damage] faza zadawania obrażeń
       *[attack] faza ataku
    }
mk-combat-element = { $element ->
        [fire] ogień
        [ice] lód
        [coldfire] zimny ogień
       *[other] fizyczny
    }
mk-combat-part = { $element ->
        [fire] ogień
        [ice] lód
        [coldfire] zimny ogień
       *[other] fizyczny
    } { $amount }
mk-combat-halved = ({ $parts }) liczone w połowie
mk-combat-total = { $parts } = { $value }
mk-combat-none = brak
mk-combat-sentence = { $text }.
mk-combat-site-generic = miejsce
mk-combat-site-nom = { $site ->
        [portal] Portal
        [village] Wioska
        [monastery] Klasztor
        [keep] Baszta
        [mage_tower] Wieża maga
        [city] Miasto
        [dungeon] Loch
        [tomb] Grobowiec
        [monster_den] Legowisko potwora
        [spawning_grounds] Wylęgarnia potworów
        [ancient_ruins] Ruiny
        [crystal_mine] Kopalnia kryształów
        [magical_glade] Magiczna polana
       *[other] { $name }
    }
mk-combat-site-acc = { $site ->
        [portal] Portal
        [village] Wioskę
        [monastery] Klasztor
        [keep] Basztę
        [mage_tower] Wieżę maga
        [city] Miasto
        [dungeon] Loch
        [tomb] Grobowiec
        [monster_den] Legowisko potwora
        [spawning_grounds] Wylęgarnię potworów
        [ancient_ruins] Ruiny
        [crystal_mine] Kopalnię kryształów
        [magical_glade] Magiczną polanę
       *[other] { $name }
    }

## Starting a combat and declaring

mk-combat-one-per-turn = Swoją akcję w tej turze masz już za sobą (jedna walka na turę).
mk-combat-starts = { $player } { $why }: { $enemies }. Faza ataku z dystansu i oblężniczego.
mk-combat-why-starts = rozpoczyna walkę
mk-combat-name-cards = Podaj karty lub jednostki, których użyjesz, np. cards:rage@basic/attack lub units:u1@1/block.
mk-combat-nested = Deklaracji nie można zagnieździć w innej.
mk-combat-not-in-combat = Nie jesteś w walce.

## Attacks

mk-combat-attack-wrong-phase = Ataki deklaruje się w fazie ataku z dystansu i oblężniczego lub w fazie ataku; teraz jest { $phase }.
mk-combat-choose-targets = Wybierz wrogów do zaatakowania (targets:e1,e2).
mk-combat-already-defeated = Wróg { $enemy } ({ $uid }) jest już pokonany.
mk-combat-summoned-not-attacked = Nie można atakować przywołanego potwora.
mk-combat-double-fortified = Wróg { $enemy } ({ $uid }) jest ufortyfikowany podwójnie (własna zdolność i miejsce): w fazie ataku z dystansu i oblężniczego nic nie może go wziąć na cel.
mk-combat-block-in-attack = Punktów bloku nie można użyć w ataku.
mk-combat-melee-in-ranged = W fazie ataku z dystansu i oblężniczego liczą się tylko ataki z dystansu i oblężnicze ({ $source } daje atak wręcz; w tej fazie nie można zagrywać kart bokiem).
mk-combat-fortified-needs-siege = Wróg { $enemy } jest ufortyfikowany: w tej fazie mogą go wziąć na cel tylko ataki oblężnicze ({ $source } daje atak z dystansu). Zaatakuj go bez { $source } albo zaatakuj tym innych wrogów.
mk-combat-verdict = { $total } przeciw zbroi { $need } ({ $names }){ $defend }
mk-combat-attack-not-enough = Za mało: { $verdict }. Dodaj więcej ataków albo wybierz inne cele.
mk-combat-attack-done = { $player } atakuje: { $verdict }: pokonano, Sława +{ $fame }. ({ $parts })
mk-combat-defend-note = { $enemy } +{ $armor } do zbroi (Defend)
mk-combat-defend-notes = {""} [{ $notes }]
mk-combat-why-defeating = za pokonanie wroga { $enemy }
mk-combat-why-defeating-scouted = za pokonanie wroga { $enemy }, którego podejrzeli Scouts
mk-combat-why-defeating-rampaging = za pokonanie rozwścieczonego wroga { $enemy }

## Blocks

mk-combat-block-wrong-phase = Bloki deklaruje się w fazie blokowania; teraz jest { $phase }.
mk-combat-not-attacking = Wróg { $enemy } ({ $uid }) teraz nie atakuje. Atakują: { $listing }.
mk-combat-already-blocked = Ten atak wroga { $enemy } jest już zablokowany.
mk-combat-not-cumbersome = Wróg { $enemy } nie ma zdolności Cumbersome: punkty ruchu nie obniżają jego ataku.
mk-combat-move-short = Masz { $have } { $have ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } ruchu, nie { $spent }.
mk-combat-cumbersome-spent = wydaje Ruch { $move }, by obniżyć jego atak (Cumbersome)
mk-combat-only-block = Atak można zablokować tylko punktami bloku.
mk-combat-enemy-attack = { $element ->
        [fire] atak ogniem
        [ice] atak lodem
        [coldfire] atak zimnym ogniem
       *[other] atak fizyczny
    } { $value }{ $swift ->
        [true] {" "}(szybkość: potrzeba podwójnie)
       *[other] {""}
    }
mk-combat-lowered-to-zero = { $player }: atak wroga { $enemy } spada do 0 i liczy się jako zablokowany. { $notes }
mk-combat-lowered = { $player } { $spent }: atak wroga { $enemy } wynosi teraz { $value }.
mk-combat-block-not-enough = Za mało: blok { $total } przeciw { $attack } = potrzeba { $need }. Nie ma częściowych bloków.
mk-combat-blocked = { $player } blokuje wroga { $enemy } ({ $uid }): { $total } przeciw { $attack }: zablokowano. ({ $parts })
mk-combat-lower-outside-block = Obniżenie ataku wroga jest częścią deklaracji bloku (/mk block).
mk-combat-attack-lowered = atak wroga { $enemy } -{ $amount }
mk-combat-say-which-attack = Wróg { $enemy } ma { $n } { $n ->
        [one] atak
        [few] ataki
       *[other] ataków
    }: wskaż który (attack:{ $which }).
mk-combat-has-attacks = Wróg { $enemy } ma ataki { $attacks }.

## Assigning damage

mk-combat-damage-wrong-phase = Obrażenia przydziela się w fazie zadawania obrażeń; teraz jest { $phase }.
mk-combat-no-damage-now = Ten atak nie zadaje teraz obrażeń. Pozostało do przydzielenia: { $pending }.
mk-combat-deals = { $enemy } ({ $uid }) zadaje { $damage } { $damage ->
        [one] obrażenie
        [few] obrażenia
       *[other] obrażeń
    } ({ $element ->
        [fire] atak ogniem
        [ice] atak lodem
        [coldfire] atak zimnym ogniem
       *[other] atak fizyczny
    }){ $brutal ->
        [true] {" "}(brutalność)
       *[other] {""}
    }
mk-combat-damage-ignored = { $source }: { $amount } z tego zignorowano
mk-combat-assassination = Wróg { $enemy } ma zdolność Assassination: jego obrażeń nie można przydzielić jednostkom.
mk-combat-no-units = W tej walce jednostki nie mogą brać udziału.
mk-combat-no-damage-to-units = W tej walce nie można przydzielać obrażeń jednostkom (Into the Heat).
mk-combat-no-such-unit = Nie masz jednostki '{ $uid }'.
mk-combat-unit-wounded = Jednostka { $unit } ({ $uid }) jest ranna i nie można jej przydzielić obrażeń.
mk-combat-unit-absorbed = Jednostka { $unit } ({ $uid }) już w tej walce pochłonęła obrażenia.
mk-combat-damage-absorbed-before = Obrażenia zostały pochłonięte już przed jednostką { $unit } ({ $uid }).
mk-combat-unit-damage-fee = Jednostce { $unit } można przydzielić obrażenia tylko za { $need } Wpływu; masz { $have }.
mk-combat-absorbs-resisted = { $unit } pochłania { $amount } bez rany (odporność)
mk-combat-absorbs-banner = { $unit } pochłania { $amount }; dzięki chorągwi ignoruje ranę
mk-combat-absorbs-destroyed = { $unit } pochłania { $amount } i zostaje zniszczona (paraliż)
mk-combat-absorbs-wounded = { $unit } pochłania { $amount } i zostaje ranna{ $twice ->
        [true] {" "}dwukrotnie (zatrucie)
       *[other] {""}
    }
mk-combat-mist-form = { $player } ignoruje pierwszą ranę (Mist Form)
mk-combat-hero-wounds = { $player } otrzymuje { $n } { $n ->
        [one] ranę
        [few] rany
       *[other] ran
    }
mk-combat-poison-discard = i { $n } { $n ->
        [one] kolejną
        [few] kolejne
       *[other] kolejnych
    } na stos kart wykorzystanych (zatrucie)
mk-combat-paralyze-discard = i odrzuca z ręki wszystkie karty poza ranami (paraliż)
mk-combat-knocked-out = OGŁUSZENIE ({ $n } { $n ->
        [one] rana
        [few] rany
       *[other] ran
    } w tej walce, limit kart w ręce { $limit }): wszystkie karty poza ranami zostają odrzucone

## Phases

mk-combat-no-enemy-attacks = żaden wróg nie atakuje
mk-combat-all-blocked = wszystkie ataki są zablokowane
mk-combat-damage-assigned = obrażenia przydzielone
mk-combat-now-block = Faza blokowania. Atakują: { $listing }.
mk-combat-now-damage = Faza zadawania obrażeń{ $ended }. Do przydzielenia: { $pending }.
mk-combat-assign-all-first = Najpierw trzeba przydzielić wszystkie obrażenia. Pozostało do przydzielenia: { $pending }.
mk-combat-all-defeated = { $why }; wszyscy wrogowie są pokonani.
mk-combat-now-attack = { $why }; faza ataku.
mk-combat-none-to-summon = Nie został żaden { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
       *[other] { $colour }
    } żeton wroga do przywołania.
mk-combat-summons = { $enemy } ({ $uid }) przywołuje { $summoned } ({ $summoned_uid }).
mk-combat-attack-value = { $value }{ $element ->
        [fire] {" "}(ogień)
        [ice] {" "}(lód)
        [coldfire] {" "}(zimny ogień)
       *[other] {""}
    }
mk-combat-attacker = { $enemy } ({ $uid }) atak { $values }
mk-combat-pending = { $enemy } ({ $uid }{ $attack ->
        [0] {""}
       *[other] {" "}atak { $attack }
    }) { $value }

## The outcome

mk-combat-over = Walka się skończyła.
mk-combat-over-outcome = Walka się skończyła: { $outcome }.
mk-combat-monastery-burns = Klasztor płonie; { $player } oznacza go swoim żetonem tarczy; artefakt na koniec tury
mk-combat-monastery-stands = Klasztor się obronił (obrońca zostaje odrzucony)
mk-combat-conquers-tower = { $player } zdobywa { $site }; czar na koniec tury
mk-combat-conquers = { $player } zdobywa { $site }{ $reward ->
        [later] {" "}(nagroda na koniec tury)
       *[other] {""}
    }
mk-combat-assault-fails = szturm się nie powiódł
mk-combat-assault-fails-withdraw = szturm się nie powiódł; { $player } wycofuje się na { $hex }
mk-combat-conquered-before = { $site }: zdobyte już wcześniej, tylko Sława, bez nagrody
mk-combat-not-conquered = { $site }: niezdobyte
mk-combat-city-shields = { $player } kładzie na Mieście { $n } { $n ->
        [one] żeton tarczy
        [few] żetony tarczy
       *[other] żetonów tarczy
    }
mk-combat-city-defenders-left = pozostali obrońcy: { $n }; { $player } wycofuje się na { $hex }
mk-combat-city-conquered = Miasto zostało zdobyte, a jego namiestnikiem jest { $leader }

## How a combat starts (combat/starts.py)

mk-combat-and = { $first } i { $second }
mk-combat-why-assaults = szturmuje { $site } na { $hex }
mk-combat-why-provokes = prowokuje rozwścieczonych wrogów na { $hexes }
mk-combat-why-pursued = staje do walki ze ścigającymi z { $hexes }
mk-combat-why-challenges = wyzywa do walki wrogów na { $hexes }
mk-combat-why-challenges-rampaging = wyzywa do walki rozwścieczonych wrogów na { $hexes }
mk-combat-why-enters = eksploruje { $site }
mk-combat-why-enters-ruins = eksploruje Ruiny
mk-combat-why-maze-path = wybiera ścieżkę za Ruch { $path } ({ $site })
mk-combat-why-burns = próbuje spalić Klasztor
mk-combat-why-assaulting = za szturm na miejsce ufortyfikowane
mk-combat-why-burning = za próbę spalenia Klasztoru
mk-combat-why-altar = na ołtarzu
mk-combat-no-grey-for-keep = Nie został żaden szary żeton wroga do obrony Baszty.
mk-combat-no-defenders = Na { $hex } ({ $site }) nie ma obrońców do walki.
mk-combat-challenge-needs-combat = Wyzwać do walki podczas ruchu można tylko wtedy, gdy ruch rozpoczyna walkę.
mk-combat-no-rampaging-there = Na { $hex } obok ciebie nie ma rozwścieczonego wroga. Rozwścieczeni wrogowie obok: { $near }.
mk-combat-name-challenged = Podaj rozwścieczonych wrogów, których wyzywasz do walki (targets). Obok ciebie: { $near }.
mk-combat-not-adventure-site = Nie stoisz na miejscu przygód (Loch, Grobowiec, Legowisko potwora, Wylęgarnia potworów, Ruiny).
mk-combat-enter-not-yet = Tego miejsca ({ $site }) ta wersja bota nie umie jeszcze eksplorować.
mk-combat-site-conquered = To miejsce ({ $site }) jest już zdobyte: nie ma tu z kim walczyć.
mk-combat-no-token-here = Nie został żaden { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
        [blue] niebieski
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    } żeton wroga do walki tutaj.
mk-combat-maze-done = To miejsce ({ $site }) masz już zdobyte.
mk-combat-choose-path = Wybierz ścieżkę (path:{ $paths }): jej koszt w punktach ruchu.
mk-combat-path-taken = Ścieżka za Ruch { $path } jest już zajęta. Wolne: { $open }.
mk-combat-path-cost = Ścieżka za Ruch { $path } wymaga { $path } { $path ->
        [one] punktu
       *[other] punktów
    } ruchu; masz { $have }.
mk-combat-no-guard = Nie został żaden { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
        [blue] niebieski
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    } żeton wroga do strzeżenia tego miejsca ({ $site }).
mk-combat-ruins-empty = Te Ruiny są puste: nic tu nie zostało.
mk-combat-ruins-revealed = { $player } odkrywa żeton ruin: { $token }.
mk-combat-altar-payments = Ołtarz wymaga { $n } many: podaj { $n } { $n ->
        [one] płatność
       *[other] płatności
    }, np. mana:crystal:{ $colour },...
mk-combat-altar-offering = { $player } składa ofiarę na ołtarzu ({ $paid }).
mk-combat-ruins-no-guard = Nie został żaden żeton wroga do strzeżenia tych Ruin.
mk-combat-burn-where = Spalić możesz tylko Klasztor, na którym stoisz (i to niespalony).
mk-combat-no-violet = Nie został żaden fioletowy żeton wroga do obrony Klasztoru.
mk-combat-rested = W tej turze był odpoczynek: bez walki.
mk-combat-action-taken = Swoją akcję w tej turze masz już za sobą.

## Lasting effects in the combat (combat/lasting.py) and pursuers (combat/pursuit.py)

mk-combat-rider-wounded = jednostka zostaje ranna
mk-combat-counts-twice-vs-swift = przeciw szybkości liczy się podwójnie
mk-combat-no-excess-block = { $card }: brak nadwyżki bloku
mk-combat-excess-block = { $card }: nadwyżka bloku { $n }: { $effect }
mk-combat-attack-kept = { $card }: atak { $amount } ({ $element ->
        [fire] ogień
        [ice] lód
        [coldfire] zimny ogień
        [physical] fizyczny
       *[other] { $element }
    }) zostaje na fazę ataku
mk-combat-card-destroys = { $card } niszczy wroga { $enemy }{ $fame ->
        [0] {""}
       *[other] , Sława +{ $fame }
    }
mk-combat-card-no-effect = { $card }: bez efektu na wroga { $enemy }
mk-combat-destroyed-all-blocked = wróg { $enemy } zostaje zniszczony (wszystkie jego ataki zostały zablokowane){ $fame ->
        [0] {""}
       *[other] , Sława +{ $fame }
    }
mk-combat-damage-first = Obrażenia z tego ataku muszą najpierw trafić do jednostki { $unit } ({ $uid }) (units:{ $uid }).
mk-combat-why-duel = za wygrany pojedynek ({ $skill })
mk-combat-pursuer-up = Ścigający wróg { $enemy } na { $hex } znów zostaje odwrócony awersem do góry.
mk-combat-pursuer-moves = Wróg { $enemy } ścigający gracza { $player } przechodzi z { $src } na { $dst }.

## Triggers (triggers.py) and enemies (enemies.py)

mk-combat-no-such-enemy = W tej walce nie ma wroga '{ $uid }'. Wrogowie: { $known }.
mk-combat-trigger-fired = { $player } ({ $card }): { $effect }.
mk-combat-trigger-no-enemy-left = { $effect }: nie został żaden inny wróg
mk-combat-trigger-name-enemies = { $card }: podaj wroga za każdego pokonanego wroga (+enemy=<id>[;<id>...]). Pozostali wrogowie: { $listing }.
mk-combat-unit-bonus-note = { $what ->
        [block] blok
       *[other] atak
    } { $bonus } w tej turze
mk-combat-unit-bonus-notes = {""} ({ $notes })

## Effects that change the combat (resolvers/combat_effects.py)

mk-combat-this = To
mk-combat-used-in-combat = { $what }: tego używa się w walce.
mk-combat-trait = { $trait ->
        [swift] szybkość
        [brutal] brutalność
        [poison] zatrucie
        [paralyze] paraliż
        [vampiric] Vampiric
        [assassination] Assassination
        [cumbersome] Cumbersome
        [elusive] Elusive
        [arcane_immunity] Arcane Immunity
        [fortified] ufortyfikowanie
        [fortification] ufortyfikowanie
        [resistances] odporności
        [fire_resistance] odporność na ogień
        [ice_resistance] odporność na lód
        [physical_resistance] odporność fizyczna
       *[other] { $trait }
    }
mk-combat-no-own-attack = Wróg { $enemy } nie ma własnego ataku, który można zmienić.
mk-combat-several-attacks = Wróg { $enemy } ma kilka ataków: wskaż który (attack:{ $which }).
mk-combat-attack-changed = { $enemy } atak { $by } → { $now }
mk-combat-block-in-declaration = { $card }: tego bloku używa się w deklaracji bloku (block enemy:... cards:...).
mk-combat-own-wound-only = Jednostkę rani tylko jej własna zdolność (użyj jednostki w deklaracji).
mk-combat-units-attack-bonus = ataki twoich pozostałych jednostek { $bonus } w tej walce
mk-combat-own-damage-only = Tylko własna zdolność jednostki może skierować na nią obrażenia.
mk-combat-change-attack-when = Atak wroga można zmienić tylko przed fazą zadawania obrażeń.
mk-combat-no-enemy-affected = żaden wróg nie został objęty
mk-combat-before-block-end = Tego używa się przed końcem fazy blokowania.
mk-combat-no-enemy = żaden wróg
mk-combat-will-be-destroyed = { $enemies }: zostanie zniszczony, jeśli wszystkie jego ataki zostaną zablokowane
mk-combat-no-effect-resistant = bez efektu na wroga { $enemy } (odporność na kolor karty)
mk-combat-no-effect-arcane = bez efektu na wroga { $enemy } (Arcane Immunity)
mk-combat-attacks-lose = { $enemies }: ataki tracą w tej walce { $traits }
mk-combat-throws-away-wounds = wyrzuca { $n } { $n ->
        [one] ranę
        [few] rany
       *[other] ran
    }{ $n ->
        [0] {" "}(nie ma czego wyrzucić)
       *[other] {""}
    }
mk-combat-its-block-in-declaration = { $card }: tego bloku używa się w deklaracji bloku.
mk-combat-if-block-succeeds = jeśli blok się powiedzie: { $effect }
mk-combat-after-block = po bloku: { $effect }
mk-combat-possess-when = Wroga można opętać tylko przed fazą zadawania obrażeń.
mk-combat-possess-arcane = Wróg { $enemy } ma Arcane Immunity: nie można go opętać.
mk-combat-value-element = { $value } ({ $element ->
        [fire] ogień
        [ice] lód
        [coldfire] zimny ogień
        [physical] fizyczny
       *[other] { $element }
    })
mk-combat-possessed = { $enemy } nie atakuje; w fazie ataku dostajesz atak { $attack } przeciw innym wrogom
mk-combat-card-name-enemy = { $card }: podaj wroga (enemy:<id>). Wrogowie w tej walce: { $listing }.
mk-combat-name-enemy = Podaj wroga (enemy:<id>). Wrogowie w tej walce: { $listing }.
mk-combat-ability-used = Jednostka { $unit } użyła już w tej aktywacji swojej zdolności { $index }.
mk-combat-ability-in-declaration = Zdolności { $index } jednostki { $unit } ({ $effect }) używa się w deklaracji ataku lub bloku (units:{ $item }).
mk-combat-ability-choose = Zdolność { $index } jednostki { $unit }: wybierz jedną z opcji { $listing }.
mk-combat-ability-not-yet = Zdolność { $index } jednostki { $unit } ({ $effect }) nie jest jeszcze dostępna w walce.
mk-combat-ability-before-damage = Tej zdolności używa się przed fazą zadawania obrażeń.
mk-combat-activates = { $player } aktywuje jednostkę { $unit }: { $effect }
mk-combat-activate-option = Aktywuj { $unit } ({ $uid }): { $effect }
mk-combat-must-damage-first = atak wroga { $enemy } musi najpierw zranić jednostkę { $unit }
mk-combat-unit-no-effect = bez efektu (Arcane Immunity lub odporność na kolor many)
mk-combat-fortified-not-target = Wróg { $enemy } jest ufortyfikowany: ta zdolność nie może go wziąć na cel.
mk-combat-does-not-attack = wróg { $enemy } nie atakuje w tej walce
mk-combat-loses = wróg { $enemy } traci w tej walce { $traits }

## Card effects: Move, Influence, mana, Attack and Block points (resolvers/basic.py)

mk-combat-nothing = nic
mk-combat-colour = { $colour ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $colour }
    }
mk-combat-die-colour = { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    }
mk-combat-only-in-combat = { $effect } można użyć tylko w walce.
mk-combat-inside-declaration = { $effect } używa się w deklaracji: zaatakuj tym (attack targets:... cards:...) albo tym zablokuj (block enemy:... cards:...).
mk-combat-bonus-needs-block = { $source }: ta premia wymaga deklaracji bloku przeciw jednemu wrogowi.
mk-combat-trait-block = Blok +{ $n } (zdolności, kolory ataków i odporności wroga { $enemy })
mk-combat-choose-colour = Wybierz kolor: { $param }:<{ $colours }>.
mk-combat-name-die-colours = Podaj { $n } { $n ->
        [one] kolor
        [few] kolory
       *[other] kolorów
    } dla { $n ->
        [one] kości
       *[other] kości
    } (dowolny poza złotym), np. colours:{ $example }.
mk-combat-source-dice-left = W Źródle { $n ->
        [one] została do wzięcia tylko { $n } kość
        [few] zostały do wzięcia tylko { $n } kości
       *[other] zostało do wzięcia tylko { $n } kości
    }.
mk-combat-dice-set = ustawia kości w Źródle na { $colours } i zyskuje { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[other] znaczników
    } many
mk-combat-copy-needs-target = { $card } wymaga docelowej karty akcji (target:<card>). Możesz wskazać: { $choices }.
mk-combat-copy-cannot-target = { $card } nie może wskazać '{ $target }'. Możesz wskazać: { $choices }.
mk-combat-copied = ze wzmocnionym działaniem karty { $card } (+{ $bonus }): { $effect }
mk-combat-gain-move = Ruch { $n } (teraz { $now } { $now ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } ruchu)
mk-combat-gain-influence = Wpływ { $n } (teraz { $now } { $now ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } wpływu)
mk-combat-gain-reputation = Reputacja { $n } (teraz { $now })
mk-combat-draws = dobiera { $n } { $n ->
        [one] kartę
        [few] karty
       *[other] kart
    }
mk-combat-gains-token = zyskuje { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
        [blue] niebieski
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    } znacznik many
mk-combat-gains = zyskuje { $what }
mk-combat-pays-and-gains = płaci { $paid } i zyskuje { $got }
mk-combat-extra-die = może w tej turze użyć { $n } { $n ->
        [one] kości
       *[other] kości
    } ze Źródła więcej{ $black ->
        [true] {" "}(czarna kość liczy się jako dowolny kolor)
       *[other] {""}
    }
mk-combat-move-card-bonus = { $which ->
        [all] kolejne karty ruchu dostają +1
       *[next] następna karta ruchu dostaje +1
    }
mk-combat-may-harvest = może podczas ruchu zbierać kryształy (move ... harvest:<card>)
mk-combat-space-discount = jeden obszar twojego następnego ruchu kosztuje o 1 mniej (nie mniej niż 2)
mk-combat-choose-terrain = Wybierz teren, który ma być tańszy: terrain:<{ $terrains }>.
mk-combat-terrain-discount = { $terrain ->
        [plains] Równiny
        [forest] Las
        [desert] Pustynia
        [swamp] Bagno
        [lake] Jezioro
       *[other] { $name }
    }: w tej turze kosztuje o 1 punkt ruchu mniej (nie mniej niż 2)
mk-combat-may-return = może na koniec tury wrócić do ręki
mk-combat-effect-not-here = Efekt '{ $effect }' nie jest tu dostępny.

## Interaction bonuses (resolvers/influence.py), triggers (resolvers/triggered.py), artifacts (resolvers/artifacts.py)

mk-combat-interaction-bonus-later = { $what ->
        [fame] Sława
       *[other] Reputacja
    } +{ $n }, jeśli w tej turze podejmiesz negocjacje
mk-combat-interacts = { $player } negocjuje: { $effect }.
mk-combat-recruit-discount = następna jednostka zwerbowana w tej turze kosztuje o { $n } Wpływu mniej
mk-combat-ready-units-for = w tej turze { $rate } Wpływu za poziom zmienia status wykorzystanej jednostki poziomu I-II na Gotowa ({ $card }@spend/ready-low-unit+points=<n>+unit=<id>)
mk-combat-ready-low-only = W ten sposób status Gotowa mogą odzyskać tylko jednostki poziomu I i II (najwyżej { $n } poziomy).
mk-combat-name-spent-unit = Podaj wykorzystaną jednostkę poziomu { $level } lub niższego (+unit=<id>): { $listing }.
mk-combat-never-here = ({ $effect }: tu nigdy)
mk-combat-trigger-caught-up = { $effect } ({ $done })
mk-combat-crystal-for-defeat = Ten kryształ dostaje się za pokonanego wroga (Soul Harvester).
mk-combat-no-crystal-summoned = brak kryształu za przywołanego wroga { $enemy }
mk-combat-soul-harvester-crystal = Kryształ z Soul Harvester: +crystal=<red|blue|green|white> po karcie w cards:.
mk-combat-crystal-for-enemy = za wroga { $enemy }: { $got }
mk-combat-name-discards = Podaj karty do odrzucenia, każda za { $each } (po karcie w cards: +discards=<card>;<card>... lub +discards=none). Możesz odrzucić: { $choices }.
mk-combat-cannot-discard = Nie możesz odrzucić '{ $card }'. Możesz odrzucić: { $choices }.
mk-combat-discards-nothing = niczego nie odrzuca
mk-combat-discards-for = odrzuca { $cards }: { $effects }
mk-combat-gold-roll = Złoty wynik daje kryształ w kolorze podstawowym: more:gold=<{ $colours }>.
mk-combat-why-black-roll = (czarny wynik)
mk-combat-fame-plus = Sława +{ $n }
mk-combat-crystal-later = kryształ do wyboru na koniec tury
mk-combat-rolls = rzuca: { $face }
mk-combat-rolls-got = rzuca: { $faces }: { $got }
mk-combat-every-unit-not-yet = '{ $effect }' dla każdej jednostki nie jest jeszcze dostępne.
mk-combat-every-unit-change = { $kind ->
        [unit_ready] gotowa
        [unit_heal] wyleczona
       *[other] { $effect } w tej turze
    }
mk-combat-every-unit = każda jednostka: { $what } ({ $units })
mk-combat-every-unit-none = każda jednostka: { $what } (nie masz jednostek)
mk-combat-units-only-through = '{ $kind }' działa na jednostki przez chorągiew albo „każdą twoją jednostkę”.
mk-combat-separate-blocks-where = Osobnych bloków karty { $card } używa się w deklaracjach bloku (block enemy:...).
mk-combat-separate-blocks-one = Bloki karty { $card } są osobne: do jednej deklaracji trafia tylko jeden z nich.
mk-combat-separate-block = Blok { $value }{ $element ->
        [physical] {""}
       *[other] {" "}({ $element ->
        [fire] ogień
        [ice] lód
        [coldfire] zimny ogień
        [physical] fizyczny
       *[other] { $element }
    })
    }
mk-combat-separate-block-more = { $block }; jeszcze { $n } na inne ataki ({ $card }@later)
mk-combat-card-effect-not-yet = '{ $effect }' nie jest jeszcze dostępne jako efekt karty.
mk-combat-name-offer-unit = Podaj jednostkę do wzięcia z puli jednostek (unit:<id>): { $listing }.
mk-combat-takes-offer-unit = bierze za darmo z puli jednostek { $unit } ({ $uid })

## Composite effects (resolvers/composite.py)

mk-combat-through-not-yet = { $how ->
        [powered] wzmocnione działanie
        [basic] podstawowe działanie
       *[other] { $how }
    } karty { $card } nie jest jeszcze dostępne w tej wersji bota
mk-combat-not-through = { $card } nie można użyć za pośrednictwem innej karty ({ $kind })
mk-combat-through-refused = { $card }: { $problem }.
mk-combat-choose-card-mode = { $outer }: wybierz tryb karty { $card }: { $listing }.
mk-combat-times = { $n }× ({ $effect })
mk-combat-used-through = { $card } ({ $how ->
        [powered] wzmocnione działanie
        [basic] podstawowe działanie
       *[other] { $how }
    }){ $paid }: { $done }
mk-combat-throws-away = wyrzuca { $card }
mk-combat-uses-thrown = To wykorzystuje kartę akcji wyrzuconą tuż wcześniej (throw:<card>).
mk-combat-uses = używa { $what }
mk-combat-needs-discard = { $card } wymaga karty do odrzucenia (discard:<card>). Możesz odrzucić: { $choices }.
mk-combat-discards-colourless = odrzuca { $card } (bez koloru: nic więcej)
mk-combat-two-colours = { $card } ma dwa kolory: more:as_colour=<{ $colours }>.
mk-combat-discards-colour = odrzuca { $card } ({ $colour }): { $effect }
mk-combat-choose-from-offer = Wybierz z puli { $offer ->
        [spell] czarów
       *[other] akcji zaawansowanych
    } kartę{ $colour ->
        [any] {""}
       *[other] {" "}({ $colour ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $colour }
    })
    } do użycia (more:use=<card>). Możliwe: { $choices }.
mk-combat-use-how = Użyj podstawowego lub wzmocnionego działania karty: more:use_how=<basic|powered>.
mk-combat-uses-from-offer = używa { $what } (z puli { $offer ->
        [spell] czarów
       *[other] akcji zaawansowanych
    })
mk-combat-nothing-to-regain = w tej turze nie wydano kryształu, który można odzyskać
mk-combat-regains = odzyskuje { $crystals }
mk-combat-a-crystal = { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
        [blue] niebieski
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    } kryształ
mk-combat-special-dice-any = złote i czarne kości ze Źródła liczą się w tej turze jako dowolny kolor podstawowy
mk-combat-spell-powered-night = { $card }: wzmocnionego działania czaru używa się tylko w nocy.
mk-combat-cast-from-offer = { $card }: odrzuć kartę i podaj czar jej koloru z puli (discard:<card> more:use=<spell>). Możliwe: { $listing }.
mk-combat-discards-and-casts = odrzuca { $card } i używa { $what } (z puli czarów)
mk-combat-name-common-skill = Podaj umiejętność z puli wspólnych umiejętności do użycia teraz (skill:<id>): { $listing }.
mk-combat-twice = dwukrotnie ({ $effect })
mk-combat-uses-skill = używa umiejętności { $skill }: { $done }
mk-combat-offer-empty = brak (pula jest pusta)
mk-combat-name-skill-to-take = Podaj umiejętność do wzięcia z puli wspólnych umiejętności (skill:<id>): { $listing }.
mk-combat-takes-skill = bierze umiejętność { $skill } z puli wspólnych umiejętności
mk-combat-box-nothing-revealed = Mysterious Box nie ma odkrytego artefaktu, jako który można by go użyć w tej turze.
mk-combat-box-used-as = Mysterious Box zostaje użyty jako { $what }; Sława +1 (teraz { $fame })
mk-combat-box-already = Mysterious Box odkrył już w tej turze artefakt.
mk-combat-artifact-deck-empty = Talia artefaktów jest pusta: nie ma czego odkryć.
mk-combat-box-reveals = odkrywa { $card } z talii artefaktów; Box można w tej turze użyć jako jego { $how ->
        [powered] wzmocnione działanie
        [basic] podstawowe działanie
       *[other] { $how }
    } ({ $effect }): { $later }

## Interactive spells (resolvers/interactive.py)

mk-combat-crystal-colour = { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
        [blue] niebieski
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    }
mk-combat-choose-colour-for = Wybierz kolor { $what ->
        [wounds] kryształów, które ranią swoich właścicieli
       *[other] kart, które pozostali muszą odrzucić
    } (colour:red|blue|green|white).
mk-combat-rival-unit = { $uid } ({ $unit } gracza { $player })
mk-combat-not-rival-unit = { $uid } nie jest gotową jednostką poziomu { $level } lub niższego innego gracza. Możesz wykorzystać po jednej na gracza (more:rival_units=<id>,...): { $listing }.
mk-combat-one-per-rival = Można wykorzystać tylko jedną jednostkę każdego innego gracza.
mk-combat-no-rival-spent = żadna jednostka innego gracza nie zostaje wykorzystana
mk-combat-owned-unit = { $unit } gracza { $player }
mk-combat-spends-rivals = wykorzystuje { $units }
mk-combat-readied-no-wound = jednostka, która odzyskała status Gotowa, nie ma rany do wyleczenia
mk-combat-too = także { $what }
mk-combat-crystal-to-keep = Kryształ, który chcesz zatrzymać: colour:red|blue|green|white.
mk-combat-no-crystal-wound = { $player } nie ma kryształu i otrzymuje ranę
mk-combat-loses-crystals = { $player } traci kryształy: { $colours }
mk-combat-no-rival-affected = żaden inny gracz nie zostaje objęty
mk-combat-keeps-crystal = { $player } zatrzymuje { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
        [blue] niebieski
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    } kryształ
mk-combat-takes-wounds = { $player } otrzymuje { $n } { $n ->
        [one] ranę
        [few] rany
       *[other] ran
    }
mk-combat-crystal-wounds = { $colour }: { $parts }
mk-combat-nobody-owns-crystal = nikt nie ma takiego kryształu
mk-combat-gains-crystals = { $player } zyskuje { $n } { $n ->
        [one] kryształ
        [few] kryształy
       *[other] kryształów
    } w kolorze { $colour ->
        [red] czerwonym
        [blue] niebieskim
        [green] zielonym
        [white] białym
        [gold] złotym
        [black] czarnym
       *[other] { $colour }
    }
mk-combat-name-die-to-claim = Podaj kość w kolorze podstawowym w Źródle, którą zajmujesz (die:<colour>): { $dice }.
mk-combat-claims-die-now = zajmuje { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    } kość i od razu bierze { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[other] znaczników
    } many tego koloru (kość jest poza zasięgiem do końca rundy)
mk-combat-claims-die-later = zajmuje { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    } kość: znacznik many tego koloru na początku każdej swojej kolejnej tury w tej rundzie (kość jest poza zasięgiem do końca rundy)
mk-combat-curse-needs-claim = Mana Curse wymaga kości zajętej tym samym efektem.
mk-combat-curse = do końca rundy każdy inny gracz, który w swojej turze użyje many w kolorze { $colour ->
        [red] czerwonym
        [blue] niebieskim
        [green] zielonym
        [white] białym
        [gold] złotym
        [black] czarnym
       *[other] { $colour }
    }, otrzymuje ranę
mk-combat-claimed-token = { $player } bierze z zajętej kości { $colour ->
        [brown] brązowy
        [green] zielony
        [grey] szary
        [red] czerwony
        [violet] fioletowy
        [white] biały
        [blue] niebieski
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    } znacznik many.
mk-combat-player-gains = { $player } zyskuje { $what }
mk-combat-no-cards = brak kart
mk-combat-shows-hand = { $player } nie ma karty akcji ani czaru w kolorze { $colour ->
        [red] czerwonym
        [blue] niebieskim
        [green] zielonym
        [white] białym
        [gold] złotym
        [black] czarnym
       *[other] { $colour }
    } i pokazuje rękę graczowi { $caster }.
mk-combat-their-hand = Ręka gracza { $player }: { $cards }.
mk-combat-chooses-discard = { $player } wybiera kartę w kolorze { $colour ->
        [red] czerwonym
        [blue] niebieskim
        [green] zielonym
        [white] białym
        [gold] złotym
        [black] czarnym
       *[other] { $colour }
    } do odrzucenia (/mk respond)
mk-combat-rival-discards = { $player } odrzuca { $card }.
mk-combat-answer-with = Odpowiedz poleceniem respond card:<id>, jednym z: { $choices }.
mk-combat-answers-mind-read = { $player } odpowiada na Mind Read gracza { $caster }
mk-combat-keeps-none = { $player } nie zatrzymuje żadnej z odrzuconych kart
mk-combat-keeps-stolen = { $player } zatrzymuje { $card } gracza { $owner } (Mind Steal)
mk-combat-respond-option = { $verb ->
        [discard] Odrzuć
       *[other] Zatrzymaj
    } { $card }
mk-combat-keep-none-option = Nie zatrzymuj żadnej z odrzuconych kart
mk-combat-must-discard-for = { $player } musi odrzucić kartę akcji lub czaru w kolorze { $colour ->
        [red] czerwonym
        [blue] niebieskim
        [green] zielonym
        [white] białym
        [gold] złotym
        [black] czarnym
       *[other] { $colour }
    } z powodu Mind Read gracza { $caster } (/mk respond)
mk-combat-may-keep-stolen = { $player } może zatrzymać jedną z kart odrzuconych przez Mind Steal (/mk respond)
