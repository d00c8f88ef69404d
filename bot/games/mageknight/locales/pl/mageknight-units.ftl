# mageknight-units (pl): jednostki i chorągwie.

## Units in combat declarations

mk-unit-ability-number = '{ $item }': zdolność podaje się numerem (1 = pierwsza linia karty).
mk-unit-max-in-combat = W tej walce { $n ->
        [one] może wziąć udział tylko { $n } jednostka
        [few] mogą wziąć udział tylko { $n } jednostki
       *[other] może wziąć udział tylko { $n } jednostek
    }.
mk-unit-wounded-cannot-act = Jednostka { $unit } ({ $uid }) jest ranna: działać może tylko gotowa, nieranna jednostka.
mk-unit-spent-until-round = Jednostka { $unit } ({ $uid }) jest wykorzystana do następnej rundy.
mk-unit-several-abilities = Jednostka { $unit } ma kilka zdolności: wskaż którą (np. { $example }). { $listing }
mk-unit-abilities-range = Jednostka { $unit } ma zdolności 1-{ $n }. { $listing }
mk-unit-abilities = Zdolności: { $listing }.
mk-unit-not-in-declaration = Zdolności { $index } jednostki { $unit } ({ $effect }) ta wersja bota nie umie jeszcze użyć w deklaracji.
mk-unit-way = { $way } ({ $effect })
mk-unit-ability-choice = Zdolność { $index } jednostki { $unit } to wybór: { $ways }.
mk-unit-no-such-mode = Zdolność { $index } jednostki { $unit } nie ma trybu '{ $mode }': { $modes }.
mk-unit-paying = {""}, płaci { $mana }
mk-unit-fee-paid = {""} i { $n } Wpływu
mk-unit-why-banner = za chorągiew jednostki { $unit }
mk-unit-shock-bonus = {""} +{ $n } (premia od innych jednostek)
mk-unit-used = { $unit } ({ $uid }): { $effect }{ $paid }
mk-unit-assault-fee = Jednostka { $unit } potrzebuje { $need } Wpływu, by walczyć w szturmie; masz { $have }.

## Units (units.py)

mk-unit-no-such-unit = Nie masz jednostki '{ $uid }'. Twoje jednostki: { $owned }.
mk-unit-status = { $spent ->
        [true] wykorzystana
       *[other] gotowa
    }{ $wounds ->
        [0] {""}
        [1] , ranna
       *[other] , ranna ×{ $wounds }
    }
mk-unit-disbands = { $player } rozformowuje jednostkę { $unit }
mk-unit-disbands-banner = { $player } rozformowuje jednostkę { $unit }; jej chorągiew { $banner } trafia na stos kart wykorzystanych
mk-unit-token-free = Masz wolny żeton dowodzenia: żadnej jednostki nie trzeba rozformować (zajęte { $used } z { $tokens }).
mk-unit-tokens-in-use = Wszystkie twoje żetony dowodzenia ({ $tokens }) są zajęte: podaj jednostkę do rozformowania (disband:<unit>): { $owned }{ $bond ->
        [true] {" "}(albo zwerbuj ją do Bonds of Loyalty: bond:yes)
       *[other] {""}
    }.
mk-unit-bonded-stays = { $unit } jest związana przez Bonds of Loyalty: nie można jej rozformować.
mk-unit-no-bonds = Nie masz Bonds of Loyalty: pomiń bond.
mk-unit-bonds-taken = Bonds of Loyalty ma już jednostkę { $unit }: pomiń bond.
mk-unit-bonds-no-disband = Jednostka zwerbowana do Bonds of Loyalty nie wymaga rozformowania innej.
mk-unit-during-your-turn = Zdolności jednostek używa się w swojej turze.
mk-unit-wounded-heal-first = { $unit } jest ranna: wylecz ją, zanim ją aktywujesz.
mk-unit-spent-or-ready = { $unit } jest wykorzystana do następnej rundy (albo do efektu, który zmieni jej status na Gotowa).
mk-unit-abilities-list = Jednostka { $unit } ma zdolności 1-{ $n } ({ $listing }).
mk-unit-pay-mana = {""} (zapłać { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    } manę)
mk-unit-turn-ending = Koniec twojej tury już się zaczął: nie można już aktywować jednostek.
mk-unit-ability-combat-only = Zdolności { $index } jednostki { $unit } ({ $effect }) używa się w walce, w deklaracji ataku lub bloku.
mk-unit-ability-not-yet-outside = Zdolność { $index } jednostki { $unit } ({ $effect }) nie jest jeszcze dostępna poza walką.
mk-unit-name-ready-target = Podaj wykorzystaną jednostkę poziomu { $level } lub niższego, która ma zmienić status na Gotowa (target:<unit>). Możliwe: { $listing }.
mk-unit-mana-token = { $colour ->
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
mk-unit-readies = zmienia status na Gotowa: { $unit }
mk-unit-reputation-only-interaction = (Reputacja +{ $n } tylko przy użyciu podczas negocjacji)
mk-unit-reputation-interaction = Reputacja +{ $n } za negocjacje (teraz { $now })
mk-unit-effect-not-yet-outside = Efekt '{ $kind }' nie jest jeszcze dostępny poza walką.
mk-unit-no-healing-in-combat = W trakcie walki nie wolno leczyć (§4.8, §7): wylecz się po walce, później w tej turze (rany z walki można wtedy wyleczyć).
mk-unit-no-wound-left = { $unit } nie ma już rany do wyleczenia (wskazano { $n } { $n ->
        [one] raz
       *[other] razy
    }).
mk-unit-heal-cost = Leczenie jednostki { $unit } kosztuje { $cost } { $cost ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } leczenia (jej poziom); zostało tylko { $left }.
mk-unit-heals = leczy { $unit }
mk-unit-wounds-from-hand = wyrzuca z ręki { $n } { $n ->
        [one] ranę
        [few] rany
       *[other] ran
    }
mk-unit-nothing-to-heal = nie ma czego leczyć
mk-unit-heal = Leczenie { $points }: { $done }{ $unused ->
        [0] {""}
        [one] {" "}({ $unused } punkt niewykorzystany)
        [few] {" "}({ $unused } punkty niewykorzystane)
       *[other] {" "}({ $unused } punktów niewykorzystanych)
    }
mk-unit-upkeep-not-yet = Płatność '{ $upkeep }' nie jest jeszcze dostępna.
mk-unit-upkeep-paid = { $player } płaci { $colour ->
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
    } kryształ, by zatrzymać jednostkę { $unit } (utrzymanie).
mk-unit-upkeep-unpaid = { $disbanded } (brak kryształu na utrzymanie).


## Banner and one-unit effects (resolvers/banners.py)

mk-unit-banner-from-hand = { $banner } trzeba zagrać z ręki, by ją przyłączyć.
mk-unit-banner-waits = { $banner } czeka na jednostkę zwerbowaną w tej turze (zajmie miejsce żetonu dowodzenia)
mk-unit-banner-name-unit = Podaj jednostkę, która dostanie { $banner } (unit:<unit>; albo akcja chorągwi { $action }). Twoje jednostki: { $listing }.
mk-unit-one-unit-not-yet = '{ $effect }' dla jednej jednostki nie jest jeszcze dostępne.
mk-unit-name-unit = Podaj jednostkę (unit:<unit>). Twoje jednostki: { $listing }.
mk-unit-resistance-word = { $element ->
        [fire] na ogień
        [ice] na lód
        [physical] fizyczną
        [coldfire] na zimny ogień
       *[other] { $element }
    }
mk-unit-has-resistance = { $unit } ma w tej turze odporność { $resistances }
mk-unit-no-damage-combat-only = Brak obrażeń dla jednostek to efekt walki: zagraj go w walce.
mk-unit-no-damage-this-combat = w tej walce nie można przydzielać obrażeń jednostkom
mk-unit-wounds-thrown-at-end = na koniec tury rany otrzymane w tej turze zostaną wyrzucone
mk-unit-inside-banner = '{ $kind }' to coś, co chorągiew daje niosącej ją jednostce.


## Banners (banners.py)

mk-unit-player-does = { $player } { $what }
mk-unit-banner-not-in-hand = Nie masz w ręce '{ $card }'. Chorągwie w ręce: { $banners }.
mk-unit-not-a-banner = { $card } nie jest chorągwią: jednostkom przydziela się tylko chorągwie.
mk-unit-banner-does-more = Podstawowe działanie karty { $banner } to więcej niż przyłączenie: zagraj ją z podstawowym działaniem ({ $action }).
mk-unit-banner-not-yet = Działanie karty { $banner } na jednostkę nie jest jeszcze dostępne w tej wersji bota.
mk-unit-banner-recruited-only = { $banner } trafia tylko do jednostki zwerbowanej w tej turze ({ $unit } do nich nie należy). Zwerbowane w tej turze: { $listing }.
mk-unit-assigns = przydziela { $banner } jednostce { $unit }
mk-unit-assigns-replacing = przydziela { $banner } jednostce { $unit }; { $old } trafia na stos kart wykorzystanych
mk-unit-assigns-unit-lost = przydziela { $banner } jednostce { $unit }; ta traci { $old } i odpada z gry (obie chorągwie trafiają na stos kart wykorzystanych)
mk-unit-banner-for-token = { $player } { $what } zamiast żetonu dowodzenia.
mk-unit-banner-turn-ending = Koniec twojej tury już się zaczął: nie można już używać zdolności chorągwi.
mk-unit-no-banner = { $unit } nie niesie chorągwi (ability:0 to zdolność jej chorągwi).
mk-unit-banner-outside-combat = { $banner } zmienia status swojej jednostki na Gotowa tylko poza walką.
mk-unit-banner-face-down = { $banner } leży rewersem do góry: użyto jej w tej rundzie.
mk-unit-banner-readies = { $player } odwraca { $banner } rewersem do góry i zmienia status jednostki { $unit } na Gotowa
mk-unit-banner-passive = { $banner } nie ma zdolności do aktywowania: działa sama.
mk-unit-banner-phase = { $banner } używa się w walce ({ $phase }).
mk-unit-must-be-ready-for = { $unit } musi być gotowa i nieranna, by ją wykorzystać dla { $banner }.
mk-unit-fear-name-attack = Podaj atak wroga, który { $banner } anuluje (mode:<enemy>[:<attack>]; nie wrogowie z Arcane Immunity): { $choices }.
mk-unit-why-for = za { $banner }
mk-unit-fear-used = { $player } wykorzystuje { $unit } dla { $banner }: atak wroga { $enemy } zostaje anulowany{ $fame ->
        [0] {""}
       *[other] ; Sława +{ $fame }
    }
mk-unit-protection-throws = { $player } wyrzuca { $n } { $n ->
        [one] ranę otrzymaną
        [few] rany otrzymane
       *[other] ran otrzymanych
    } w tej turze (Banner of Protection).
