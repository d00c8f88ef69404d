# HoMM3: tura gracza — oferowane opcje, co robią, prywatny widok ręki, stan gry, odmowy, początek
# gry i poprawki mistrza gry.

## opcje tury
h3-opt-move = Przesuń { $hero ->
    [main] głównego
   *[secondary] drugiego
} bohatera na { $to } ({ $field })
h3-field-guarded = { $field }, strażnicy { $difficulty }
h3-opt-explore = Odkryj zakrytą płytkę na { $at } (1 pkt ruchu)
h3-opt-place = Połóż swoją następną daleką płytkę na { $at }, obróconą o { $turn } (1 pkt ruchu)
h3-opt-trade = Wymień { $give } na { $get }
h3-opt-trade-remove = Usuń { $card } z gry za { $gold } złota
h3-opt-build = Zbuduj { $building } ({ $cost })
h3-opt-recruit = Zwerbuj { $unit } ({ $cost })
h3-opt-recruit-instead = Zwerbuj { $unit } ({ $cost }) w miejsce { $old }
h3-opt-reinforce = Wzmocnij { $unit } ({ $cost })
h3-opt-secondary = Zwerbuj drugiego bohatera na { $at } ({ $gold } złota)
h3-opt-guild = Kup czar w budynku Mage Guild ({ $cost })
h3-opt-morale-draw = Wykorzystaj pozytywne morale: dobierz kartę
h3-opt-end-turn = Zakończ turę

## menu zbierające kilka kontrolek jednego rodzaju („Atak…”)
h3-menu-place = Rozstaw jednostkę
h3-menu-activate = Aktywuj jednostkę
h3-menu-move = Ruch
h3-menu-attack = Atak
h3-menu-play = Zagraj kartę
h3-menu-choose = Wybierz
h3-menu-explore = Odkryj płytkę
h3-menu-recruit = Zwerbuj
h3-menu-reinforce = Wzmocnij
h3-menu-build = Zbuduj
h3-menu-trade = Handel
h3-menu-town = Miasto
h3-menu-card = Karta
h3-menu-swap = Wymiana
h3-menu-secondary = Drugi bohater
h3-menu-guild = Mage Guild
h3-menu-morale = Morale
h3-menu-combat = Walka
h3-menu-end-turn = Koniec tury
h3-menu-done = Gotowe
h3-menu-defend = Obrona
h3-menu-end = Koniec
h3-menu-back = Wstecz
h3-menu-pass = Pas
h3-menu-reroll = Przerzuć
h3-menu-keep = Zachowaj
h3-menu-void = Unieważnij
h3-menu-save = Ratuj
h3-menu-let = Pozwól
h3-menu-pay = Zapłać
h3-menu-withdraw = Wycofaj się
h3-menu-retreat = Odwrót
h3-menu-surrender = Poddaj się

## co robią akcje tury
h3-moved = { $hero ->
    [main] Główny
   *[secondary] Drugi
} bohater gracza { $who } idzie na { $to }.
h3-explored = { $who } odkrywa płytkę na { $at }: { $tile }.
h3-placed = { $who } kładzie daleką płytkę { $tile } na { $at }.
h3-released = { $who } zwalnia { $unit }.
h3-recruited = { $who } werbuje { $unit } za { $cost }.
h3-reinforced = { $who } wzmacnia { $unit } do strony Pack za { $cost }.
h3-secondary-recruited = { $who } werbuje drugiego bohatera na { $at }.
h3-guild-bought = { $who } kupuje czar w budynku Mage Guild.
h3-morale-drew = { $who } wykorzystuje pozytywne morale i dobiera kartę.
h3-traded-remove = { $who } usuwa { $card } z gry za { $gold } złota.
h3-traded = { $who } wymienia { $give } na { $get }.
h3-built = { $who } buduje { $building }.
h3-bonus-taken = { $who } bierze premię startową: { $bonus }.
h3-you-take = Bierzesz { $card }.

## odmowy
h3-refuse-over = Gra się skończyła.
h3-refuse-not-yours = To nie twoja kolej; czekamy na: { $who }.
h3-refuse-not-offered = To teraz niemożliwe. Możesz: { $options }.
h3-refuse-not-a-player = Nie grasz w tej grze.
h3-refuse-nothing = Nikt cię teraz o nic nie pyta.
h3-refuse-nothing-whose = Nikt cię teraz o nic nie pyta. Ruch ma { $who }.
h3-refuse-which = Które? { $options }.
h3-refuse-leave = Gracza można usunąć tylko w jego własnej turze, poza walką i poza pytaniem.
h3-refuse-undo = Nie ma czego cofnąć: ostatnia akcja nie była twoja albo coś odkryła, dobrała lub wylosowała.
h3-refuse-players = Scenariusz { $scenario } jest dla takiej liczby graczy: { $counts }, nie { $n }.
h3-refuse-factions = Każdy gracz potrzebuje własnej frakcji.

## pytania do graczy
h3-asked = Pytanie do gracza { $who }: { $prompt }.
h3-you-are-asked = Pytanie do ciebie: { $prompt }.
h3-chooses-step = { $who } wybiera następny krok { $army ->
    [neutrals] neutralnych jednostek
   *[own] swojej armii
} w walce (/hand).
h3-decide-combat = Walka na { $at }: wybierz następny krok.
h3-decide-turn = { $who }, twoja tura (runda { $round }).

## prywatny widok (/hand)
h3-hand-cards = Twoja ręka ({ $n } z { $limit }): { $cards }. Talia { $deck }, stos odrzuconych { $discard }; efektów eksperckich zostało w tej rundzie: { $experts }.
h3-hand-empty = pusta
h3-hand-resources = Surowce: { $resources }. { $hero }, poziom { $level }, morale { $morale }.
h3-hand-heroes = Bohaterowie: { $heroes }.
h3-hand-hero = { $hero ->
    [main] główny
   *[secondary] drugi
} na { $at } ({ $mp } pkt ruchu)
h3-hand-no-heroes = Bohaterowie: żadnego na mapie.
h3-hand-units = Jednostki: { $units }.
h3-hand-town = Twoje miasto: { $buildings }; żetony pozostałe w tej rundzie: { $tokens }.
h3-hand-no-buildings = brak budynków
h3-hand-far-tiles = Twoje dalekie płytki: { $tiles }.
h3-hand-combat = Walka na { $at }: twój krok (pole bitwy: /map).
h3-hand-not-your-move = Teraz nie twój ruch; czyj, pokaże /game status.
h3-hand-more = ... i jeszcze { $n } (wpisz je; podpowiedzi je pokazują).

## publiczny stan (/game status)
h3-status-head = Heroes of Might and Magic III: runda { $round } z { $rounds } ({ $kind ->
    [resource] runda zasobów
   *[astrologers] runda astrologów
}), { $mode ->
    [clash] starcie
    [cooperative] sojusz
   *[solo] solo
}.
h3-status-over = Heroes of Might and Magic III: koniec ({ $reason }).
h3-status-player = - { $who } ({ $faction }, { $hero }, poziom { $level }): { $resources }; { $heroes }; jednostki { $units }; kart w ręce: { $cards }; zdobyte kostki frakcji: { $cubes }{ $eliminated ->
    [yes] {" "}(wyeliminowany)
   *[no] {""}
}{ $playing ->
    [yes] {" "}← jego ruch
   *[no] {""}
}
h3-status-hero = bohater na { $at } ({ $mp } pkt ruchu)
h3-status-no-hero = brak bohatera na mapie
h3-status-secondary = drugi na { $at } ({ $mp } pkt ruchu)
h3-status-combat = Walka na { $at } (runda walki { $round }); /map ją pokaże.
h3-status-scores = Punkty: { $scores }

## nowa gra
h3-begins = Zaczyna się scenariusz { $scenario } ({ $mode ->
    [clash] starcie
    [cooperative] sojusz
   *[solo] solo
}, poziom { $difficulty ->
    [easy] łatwy
    [normal] normalny
    [hard] trudny
   *[impossible] niemożliwy
}). { $heroes }. Zaczyna { $first }.
h3-begins-hero = { $who }: { $hero } ({ $faction })
h3-bonus-prompt = Wybierz premię startową
h3-bonus-dice_both = Rzuć 2 kośćmi surowców i weź oba wyniki
h3-bonus-search_twice = Dwa razy przeszukaj (2) talię artefaktów
h3-bonus-dice_one = Rzuć 2 kośćmi surowców i weź jeden wynik
h3-bonus-search = Przeszukaj (2) talię artefaktów
h3-bonus-die = Rzuć 1 kością surowców i weź wynik
h3-bonus-minor = Odkrywaj artefakty aż do pomniejszego i weź go

## poprawki mistrza gry
h3-refuse-resource = resource= musi być jednym z: { $resources }.
h3-set-resource = { $resource ->
    [gold] Złoto
    [building_materials] Materiały budowlane
   *[valuables] Kosztowności
} gracza { $who }: teraz { $n }.
h3-set-morale = Morale gracza { $who }: teraz { $morale }.
h3-refuse-card-id = card= to id karty w postaci rodzaj:id (jak pokazuje /hand).
h3-refuse-correction = { $game } nie ma poprawki „{ $name }”.
h3-cannot-pay = Nie możesz zapłacić { $cost }; masz { $have }.
