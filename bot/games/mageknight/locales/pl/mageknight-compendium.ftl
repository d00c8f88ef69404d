# Mage Knight: /card, co robi każdy element pudełka, i jednowierszowe skróty (pl).
# Naszymi słowami; nazwy elementów zostają tak, jak podają je dane.

## what players call each kind of component

mk-card-kind-basic = Akcja podstawowa
mk-card-kind-unique = Akcja podstawowa
mk-card-kind-advanced = Akcja zaawansowana
mk-card-kind-spell = Czar
mk-card-kind-artifact = Artefakt
mk-card-kind-wound = Rana
mk-card-kind-skill = umiejętność
mk-card-kind-unit = jednostka
mk-card-kind-enemy = wróg
mk-card-kind-site = miejsce
mk-card-kind-tactic = taktyka

## cards

mk-card-card-head = **{ $name }** — { $kind }{ $colour }{ $extra }
mk-card-card-colour = , kolor: { $colour }
mk-card-card-hero = {""} (własna karta bohatera { $hero }, zastępuje { $replaces })
mk-card-card-copies = ; w pudełku { $n ->
    [one] 1 egzemplarz
    [few] { $n } egzemplarze
   *[other] { $n } egzemplarzy
}
mk-card-card-copies-deck = ; w każdej talii początkowej { $n ->
    [one] 1 egzemplarz
    [few] { $n } egzemplarze
   *[other] { $n } egzemplarzy
}
mk-card-card-basic = Podstawowe działanie: { $text }
mk-card-card-powered = Wzmocnione działanie ({ $how }): { $text }
mk-card-card-powered-named = Wzmocnione działanie, { $name } ({ $how }): { $text }
mk-card-card-sideways = Bokiem: Ruch 1, Wpływ 1, Atak 1 lub Blok 1 zamiast jej działania.
mk-card-card-wound = Rana nic nie robi: nie można jej zagrać, nawet bokiem; zajmuje miejsce w ręce, dopóki nie zostanie wyleczona lub wyrzucona (odpoczynek ją odrzuca).
mk-card-how-action = zapłać 1 manę, kolor { $colour }
mk-card-how-spell = zapłać 1 manę, kolor { $colour }, i 1 czarną manę; w dzień można rzucić tylko podstawowe działanie
mk-card-how-artifact = po użyciu wyrzuć artefakt
mk-card-card-interactive = Działa też na innych graczy.
mk-card-short-card = { $name } [{ $colour }]: { $basic } | wzmocnione: { $powered }
mk-card-short-card-basic = { $name } [{ $colour }]: { $basic }

## units

mk-card-unit-head = **{ $name }** — jednostka { $tier ->
    [elite] elitarna
   *[regular] zwykła
}, poziom { $level }: werbunek za Wpływ { $cost }, zbroja { $armor }
mk-card-resists = Odporności: { $what }.
mk-card-resists-physical = odporność fizyczna
mk-card-resists-fire = odporność na ogień
mk-card-resists-ice = odporność na lód
mk-card-unit-recruit = Werbunek w miejscach: { $sites }.
mk-card-unit-mana = {""} (zapłać 1 { $colour ->
    [red] czerwoną
    [blue] niebieską
    [green] zieloną
    [white] białą
    [gold] złotą
   *[black] czarną
} manę)
mk-card-unit-copies = W pudełku { $n ->
    [one] 1 egzemplarz
    [few] { $n } egzemplarze
   *[other] { $n } egzemplarzy
}.
mk-card-short-unit = { $name } (poziom { $level }, Wpływ { $cost }, zbroja { $armor }): { $abilities }
mk-card-unit-note-magic-familiars = Podstawowa mana zapłacona przy werbunku zostaje na karcie jako znacznik swojego koloru; zdolność w kolorze znacznika jest silniejsza.

## skills

mk-card-skill-head = **{ $name }** — umiejętność bohatera { $hero }, { $timing }
mk-card-skill-use = Użycie: { $text }
mk-card-skill-passive = Zawsze: { $text }
mk-card-skill-gain = Po zdobyciu: { $text }
mk-card-skill-other-turns = Można jej użyć także w turach innych graczy.
mk-card-timing-once-per-turn = raz na turę
mk-card-timing-once-per-round = raz na rundę (do następnej rundy odwrócona rewersem do góry)
mk-card-timing-interactive = interakcyjna (kładzie się ją na środku dla innych)
mk-card-timing-passive = działa zawsze
mk-card-timing-flip-back = po użyciu odwracana, z powrotem odwracana po spełnieniu warunku

## enemies

mk-card-enemy-head = **{ $name }** — { $colour ->
    [green] zielony
    [grey] szary
    [brown] brązowy
    [violet] fioletowy
    [red] czerwony
   *[white] biały
} żeton wroga: zbroja { $armor }{ $elusive }, Sława { $fame }{ $reputation }
mk-card-enemy-elusive = {""} (Elusive: { $n }, chyba że zablokowano wszystkie jego ataki)
mk-card-enemy-reputation = , Reputacja { $signed } za pokonanie
mk-card-enemy-attack = Atak { $n }: { $value }, { $element ->
    [fire] ogień
    [ice] lód
    [coldfire] zimny ogień
   *[physical] fizyczny
}
mk-card-enemy-summon = Atak { $n }: przywołuje { $colour ->
    [green] zielony
    [grey] szary
    [violet] fioletowy
    [red] czerwony
    [white] biały
   *[brown] brązowy
} żeton, który atakuje zamiast niego
mk-card-enemy-abilities = Zdolności: { $what }.
mk-card-enemy-defend = Defend { $n }.
mk-card-enemy-count = W pudełku { $n ->
    [one] 1 żeton
    [few] { $n } żetony
   *[other] { $n } żetonów
}.
mk-card-ability-fortified = ufortyfikowany (w fazie ataku z dystansu i oblężniczego dosięgają go tylko ataki oblężnicze)
mk-card-ability-unfortified = Unfortified (nigdy nie jest ufortyfikowany, nawet w miejscu ufortyfikowanym)
mk-card-ability-swift = szybkość (do zablokowania go potrzeba dwa razy większego Bloku)
mk-card-ability-brutal = brutalność (niezablokowany atak zadaje podwójne obrażenia)
mk-card-ability-poison = zatrucie (za każdą ranę do ręki bohatera druga trafia na jego stos kart wykorzystanych; jednostka, którą rani, dostaje dwie rany)
mk-card-ability-paralyze = paraliż (jednostka, którą rani, zostaje zniszczona; raniony bohater odrzuca z ręki wszystkie inne karty)
mk-card-ability-assassination = Assassination (jego obrażeń nie można przydzielić jednostkom)
mk-card-ability-cumbersome = Cumbersome (punkty Ruchu wydane w fazie blokowania zmniejszają jego atak jeden za jeden)
mk-card-ability-vampiric = Vampiric (jego zbroja rośnie do końca walki o 1 za każdą zadaną ranę)
mk-card-ability-elusive = Elusive (liczy się jego wyższa zbroja, chyba że zablokowano wszystkie jego ataki)
mk-card-ability-arcane-immunity = Arcane Immunity (działają na niego tylko ataki i bloki, żaden inny efekt)
mk-card-ability-defend = Defend (dodaje swoją wartość Defend do zbroi atakowanego wroga)
mk-card-ability-summon = przywoływanie (zamiast niego atakuje dobrany brązowy żeton)
mk-card-ability-ambush = Ambush (Shades of Tezla: nadawane przez zasady scenariusza)
mk-card-ability-pursuit = Pursuit (Shades of Tezla: nadawane przez zasady scenariusza)

## sites and tactics

mk-card-site-head = **{ $name }** — miejsce{ $fortified }
mk-card-site-fortified = , ufortyfikowane
mk-card-site-recruit = Jednostki werbowane tutaj: { $what }.
mk-card-tactic-head = **{ $name }** — taktyka { $time ->
    [night] nocy
   *[day] dnia
} { $number } (niższe numery grają wcześniej)
mk-card-nothing = nic

## site summaries (the data's summary, by site id)

mk-card-site-portal = Obszar startowy terenu początkowego: tu bohaterowie wchodzą na mapę; może na nim stać kilku bohaterów i nie ma tu walki; bohater, który kończy tu turę, opuszcza mapę do swojej następnej tury.
mk-card-site-village = Negocjacje: werbuj jednostki z wioski, kupuj Leczenie za 3 Wpływu za punkt. Plądrowanie poza twoją turą: dobierz 2 karty, Reputacja -1 (najwyżej raz między dwiema twoimi turami).
mk-card-site-monastery = Przy odkryciu i na początku każdej rundy, dopóki nie spalony: jedna akcja zaawansowana trafia do puli jednostek. Negocjacje: werbuj jednostki z klasztoru, Leczenie za 2 Wpływu za punkt, naucz się takiej akcji zaawansowanej za 6 Wpływu. Spalenie jako akcja: Reputacja -3, walka z jednym losowym fioletowym wrogiem bez jednostek; wygrana = tarcza, miejsce staje się pustym obszarem, na koniec tury artefakt.
mk-card-site-keep = Wejście to szturm (Reputacja -1) na jej szarych obrońców (w dzień odkrytych, gdy obok stoi bohater); wygrana = baszta jest twoja. Twoja baszta: werbuj jednostki z baszty; kto kończy turę na niej lub obok niej, ma limit kart w ręce +1 za każdą posiadaną basztę. Baszta innego gracza: Reputacja -1; walcz z nim, jeśli tam jest, w przeciwnym razie z jednym losowym szarym żetonem za połowę Sławy (w górę), a twoja tarcza zastępuje jego.
mk-card-site-mage-tower = Wejście to szturm (Reputacja -1) na jej fioletowego obrońcę (w dzień odkrytego, gdy obok stoi bohater); wygrana = tarcza i na koniec tury czar. Zdobyta wieża: każdy może tu negocjować, kupować czary (7 Wpływu + 1 mana koloru czaru) i werbować jednostki z wieży.
mk-card-site-city = Wejście kosztuje 2 punkty Ruchu i jest szturmem (Reputacja -1) na obrońców z karty Miasta; obrońcy dostają też premię Miasta. Tarcza za każdego pokonanego obrońcę; namiestnikiem jest ten, kto ma najwięcej tarcz. Zdobyte Miasto: negocjacje według karty Miasta, limit kart w ręce +1 (namiestnik +2). Obrońcy, premie i ceny zależą od koloru Miasta.
mk-card-site-dungeon = Jako akcja walcz z jednym brązowym potworem według zasad nocy i bez jednostek. Przegrana: żeton zostaje odrzucony. Wygrana: tarcza i na koniec tury rzut kością (złota lub czarna: czar, w przeciwnym razie artefakt). Do zdobytego Lochu można wejść ponownie już tylko dla Sławy.
mk-card-site-tomb = Jako akcja walcz z jednym czerwonym wrogiem Draconum według zasad nocy i bez jednostek. Przegrana: żeton zostaje odrzucony. Wygrana: tarcza, na koniec tury jeden czar i jeden artefakt. Do zdobytego Grobowca można wejść ponownie już tylko dla Sławy.
mk-card-site-monster-den = Jako akcja walcz z jednym brązowym potworem. Niepokonane żetony zostają odkryte dla następnego gościa. Wygrana: tarcza i na koniec tury 2 losowe kryształy.
mk-card-site-spawning-grounds = Jako akcja walcz z dwoma brązowymi potworami. Niepokonane żetony zostają odkryte, a pokonane zastępują nowe, zakryte brązowe żetony. Wygrana z oboma: tarcza, artefakt i na koniec tury 3 losowe kryształy.
mk-card-site-ancient-ruins = Przy odkryciu: żółty żeton ruin, w dzień odkryty, w nocy zakryty (odkrywany następnego dnia lub przy wejściu). Jako akcja: ołtarz (zapłać 3 many jego koloru: tarcza i 7 Sławy) albo pokazani wrogowie, z nagrodą żetonu za pokonanie ostatniego z nich. Niepokonani wrogowie zostają na obszarze. Żetony i ich nagrody opisują zapisy żetonów ruin.
mk-card-site-maze = Jako akcja, z najwyżej jedną swoją gotową jednostką: zapłać dokładnie 2, 4 lub 6 punktów Ruchu (z nowych efektów Ruchu, nie pozostałe punkty) za wolną ścieżkę, potem walcz z jednym brązowym potworem (zawsze odrzucanym). Wygrana: tarcza na tej ścieżce i jej nagroda (2: dwa kryształy wybranych kolorów; 4: czar; 6: artefakt). Każda ścieżka raz na grę; gracz zdobywa labirynt najwyżej raz. Każda tarcza liczy się podwójnie do tytułu Największy poszukiwacz przygód.
mk-card-site-labyrinth = Jak Maze, ale potworem jest jeden czerwony żeton Draconum, a nagroda każdej ścieżki obejmuje też akcję zaawansowaną.
mk-card-site-deep-mine = Zakończ tu turę: zyskaj jeden kryształ w kolorze wybranym spośród kolorów kopalni (dwa w kopalniach na pustyni i w lesie, wszystkie cztery w kopalni na bagnie), jeszcze przed nagrodami za walkę i awansem.
mk-card-site-refugee-camp = Negocjacjami zwerbujesz dowolną jednostkę z puli: jednostki z wioski za swoją cenę, z baszty, wieży maga lub klasztoru +1, tylko z miast +3 (liczy się najtańszy symbol).
mk-card-site-crystal-mine = Zakończ tu turę (nie turę, z której zrezygnowano): zyskaj jeden kryształ koloru kopalni, chyba że masz już 3 kryształy tego koloru.
mk-card-site-magical-glade = Zacznij tu turę: zyskaj znacznik many (w dzień złoty, w nocy czarny). Zakończ tu turę: wyrzuć jedną ranę z ręki lub ze stosu kart wykorzystanych (to nie leczenie).
mk-card-site-volkare-camp = Stoi tu armia Volkare'a jako obrońcy miasta (żetony według poziomu na jego tarczy, zakryte, dopóki obok nie stanie bohater). Wejście kosztuje 2 punkty Ruchu; szturm jak na Miasto, ale bez utraty Reputacji. Zdobyty obóz: korzyści limitu kart w ręce, werbunku i pościgu na obozie i sąsiednich obszarach.
mk-card-site-lost-valley = Żeton kładziony w niektórych scenariuszach na obszarze Miasta; działa jak Magiczna polana, a wejście na niego kosztuje 2 punkty Ruchu. W scenariuszach Shades of Tezla stoi na nim przywódca frakcji i żaden jego efekt nie działa, dopóki nie zostanie wyzwolony.
mk-card-site-necropolis = Żeton kładziony w niektórych scenariuszach na obszarze Miasta; wejście kosztuje 2 punkty Ruchu. Dzienna tura zaczęta tutaj toczy się według zasad nocy; nocna tura zaczęta tutaj daje czarny znacznik many. W scenariuszach Shades of Tezla stoi na nim przywódca Dark Crusaders.
mk-card-site-cemetery = Żeton kładziony w niektórych scenariuszach na Magicznej polanie; koszt terenu zakrytego obszaru nadal obowiązuje (zasady nocy go nie zmieniają). Dzienna tura zaczęta tutaj toczy się według zasad nocy; nocna tura zaczęta tutaj daje czarny znacznik many.

## tactic summaries (the data's summary, by tactic id)

mk-card-tactic-early-bird = Brak efektu poza tym, że grasz w rundzie pierwszy.
mk-card-tactic-rethink = Przy wyborze: odrzuć z ręki do 3 kart (także rany), dobierz tyle samo, potem wtasuj stos kart wykorzystanych do talii.
mk-card-tactic-mana-steal = Przy wyborze: weź ze Źródła jedną kość podstawowego koloru i zatrzymaj ją na tej karcie; w jednej ze swoich tur tego dnia możesz użyć jej many, potem ją przerzuć i oddaj na koniec tej tury.
mk-card-tactic-planning = Na koniec każdej swojej tury, jeśli przed dobieraniem masz w ręce co najmniej 2 karty, dobierz tak, jakby twój limit kart w ręce był o 1 wyższy.
mk-card-tactic-great-start = Przy wyborze: dobierz 2 karty.
mk-card-tactic-the-right-moment = Raz tego dnia, podczas swojej tury, ogłoś, że zaraz po niej rozegrasz kolejną turę (nie w ostatniej turze rundy); potem odwróć tę kartę.
mk-card-tactic-from-the-dusk = Brak efektu poza tym, że grasz w rundzie pierwszy.
mk-card-tactic-long-night = Raz tej nocy, gdy twoja talia jest pusta (także w trakcie dobierania na koniec tury), przetasuj stos kart wykorzystanych i 3 losowe karty z niego odłóż jako talię; potem odwróć tę kartę.
mk-card-tactic-mana-search = Raz na turę, zanim użyjesz many ze Źródła, możesz przerzucić do 2 kości w Źródle; złote lub czarne kości trzeba wybrać najpierw.
mk-card-tactic-midnight-meditation = Raz tej nocy, przed jedną ze swoich tur: wtasuj do talii do 5 kart z ręki (także rany) i dobierz tyle samo; potem odwróć tę kartę.
mk-card-tactic-preparation = Przy wyborze: wyszukaj w talii dowolną jedną kartę, weź ją do ręki, potem przetasuj talię.
mk-card-tactic-sparing-power = Raz przed każdą swoją turą wybierz: połóż wierzchnią kartę talii zakrytą pod tę kartę albo odwróć tę kartę i weź do ręki wszystkie karty spod niej (potem przestaje działać).

## playing a card (cards.py)

mk-card-play-no-such-card = Nie ma karty „{ $card }”.
mk-card-play-not-in-hand = Nie masz w ręce karty { $card }.
mk-card-play-wound = Ran nie można zagrać. Pozbędziesz się ich, odpoczywając (lub efektem Leczenia).
mk-card-play-sideways-kinds = Zagranie bokiem daje jedno z: { $modes }.
mk-card-play-how = Kartę zagrywa się z podstawowym działaniem, ze wzmocnionym działaniem lub bokiem (np. mode:powered).
mk-card-play-kind-not-yet = Zagrywanie kart typu { $kind } nie jest jeszcze dostępne.
mk-card-played-sideways = { $player } zagrywa { $card } bokiem: { $gives }{ $note }
mk-card-played = { $player } zagrywa { $card } ({ $how ->
    [powered] wzmocnione działanie
   *[basic] podstawowe działanie
}{ $paid }): { $detail }{ $thrown }
mk-card-played-thrown-away = ; { $card } zostaje wyrzucony
