# Mage Knight: używanie umiejętności bohaterów (skills/use.py, resolvers/skills.py), po polsku.
# Polska instrukcja (pierwsze wydanie) drukuje tylko nazwę Motywacja; pozostałe nazwy zostają po angielsku.

mk-skill-name = { $id ->
        [arythea_motivation] Motywacja
        [tovak_motivation] Motywacja
        [goldyx_motivation] Motywacja
        [norowas_motivation] Motywacja
        [wolfhawk_motivation] Motywacja
       *[other] { $name }
    }
mk-skill-ability = { $ability ->
        [brutal] brutalność
        [fortified] ufortyfikowany
        [paralyze] paraliż
        [poison] zatrucie
        [swift] szybkość
        [physical_resistance] odporność fizyczna
        [fire_resistance] odporność na ogień
        [ice_resistance] odporność na lód
       *[other] { $name }
    }

## Odmowy przed użyciem umiejętności

mk-skill-heal-unit-choose = Wybierz ranną jednostkę poziomu { $level } lub niższego (unit:<id>): { $listing }.
mk-skill-no-such = Nie ma umiejętności '{ $id }'. Twoje umiejętności: { $skills }.
mk-skill-not-yours = Nie masz umiejętności { $skill }. Twoje umiejętności: { $skills }.
mk-skill-not-available = Ta wersja bota nie umie jeszcze użyć umiejętności { $skill }.
mk-skill-passive = Umiejętność { $skill } działa sama: nie ma czego użyć. { $how }
mk-skill-passive-bonds = To dodatkowy żeton dowodzenia: zwerbuj do niego jednostkę z bond:yes (o 5 Wpływu taniej); tej jednostki nie można rozformować i można jej użyć nawet tam, gdzie jednostek używać nie wolno.
mk-skill-face-down = Umiejętność { $skill } jest odwrócona do następnej rundy.
mk-skill-used-this-turn = Umiejętność { $skill } została już użyta w tej turze.
mk-skill-turn-ending = Twoja tura się kończy: nie można już używać umiejętności.
mk-skill-motivation-used = W tej rundzie Motywacja została już użyta: kolejna Motywacja dopiero w następnej rundzie.
mk-skill-wrong-time = Umiejętności { $skill } używa się { $when ->
        [combat] w walce
        [no_combat] poza walką
        [interaction] podczas negocjacji z ludnością
        [not_interaction] poza negocjacjami z ludnością
        [block_phase] w fazie blokowania
        [attack_phase] w fazie ataku
        [ranged_or_attack_phase] w fazie ataku z dystansu i oblężniczego albo w fazie ataku
       *[other] w twojej turze
    }; { $why }.
mk-skill-when-not-in-combat = nie walczysz
mk-skill-when-in-combat = walczysz
mk-skill-when-not-interacting = nie negocjujesz z ludnością
mk-skill-when-interacting = negocjujesz z ludnością
mk-skill-when-phase = trwa { $phase ->
        [ranged] faza ataku z dystansu i oblężniczego
        [block] faza blokowania
        [damage] faza zadawania obrażeń
        [attack] faza ataku
       *[other] faza { $phase }
    }
mk-skill-combat-points = Umiejętność { $skill } daje punkty do walki: podaj ją w deklaracji ataku lub blokowania (np. attack targets:e1 cards:... skills:{ $id }).
mk-skill-choose-mode = { $skill }: wybierz jeden tryb (mode:<name>): { $modes }.
mk-skill-no-mode = Umiejętność { $skill } nie ma trybu '{ $mode }'. Jej tryby: { $modes }.
mk-skill-effect-not-available = { $skill }: ta wersja bota nie obsługuje jeszcze '{ $effect }'.

## Użycie umiejętności

mk-skill-uses = { $player } używa umiejętności { $skill }: { $detail }
mk-skill-in-declaration = { $skill }: { $detail }
mk-skill-ignore-reputation = w tej turze pomija wszystkie skutki swojej Reputacji
mk-skill-flipped-down = odwraca umiejętność
mk-skill-wounds-needed = { $skill }: do wyrzucenia potrzebujesz w ręce { $n ->
        [one] { $n } rany
       *[other] { $n } ran
    } (masz { $have }).
mk-skill-wounds-thrown = wyrzuca { $n ->
        [one] { $n } ranę
        [few] { $n } rany
       *[other] { $n } ran
    }
mk-skill-sideways-waiting = Umiejętność zmieniająca wartość karty zagranej bokiem już czeka w tej turze na swoją kartę.
mk-skill-sideways-value = jedna karta zagrana bokiem daje +{ $n } zamiast +1 (następna karta, którą zagrasz bokiem w tej turze)
mk-skill-sideways-next = { $effect } (następna karta, którą zagrasz bokiem w tej turze)
mk-skill-polarize-waiting = { $skill }: przemieniona mana już czeka w tej turze.
mk-skill-polarize-next = { $effect } (gdy następnym razem w tej turze zapłacisz tą maną)
mk-skill-name-enemy = { $skill }: wskaż wroga (enemy:<id>): { $enemies }.
mk-skill-name-enemy-but = { $skill }: wskaż wroga (enemy:<id>): { $enemies }. Nie można: { $others }.
mk-skill-enemy-armor = { $enemy }: wytrzymałość zbroi { $by } → { $now }
mk-skill-explore-discount = odkrycie nowej części mapy kosztuje w tej turze o { $n } Ruchu mniej
mk-skill-owner-gains = { $owner } zyskuje { $what }
mk-skill-in-combat-only = Umiejętności { $skill } używa się w walce.
mk-skill-shield-waiting = { $source } już czeka na atak, który osłabi.
mk-skill-this-turn = { $effect } w tej turze
mk-skill-fame = Sława +{ $n }
mk-skill-no-other-motivation = żadnej innej Motywacji do następnej rundy
mk-skill-choose-colour = { $skill }: wybierz kolor: { $param }:<{ $choices }>.
mk-skill-gives-in-declaration = Umiejętność { $skill } daje { $effect }: podaj ją w deklaracji ataku lub blokowania (skills:{ $id }).
mk-skill-in-attack-declaration = Umiejętność { $skill } podaje się w deklaracji ataku (attack targets:...).
mk-skill-in-block-declaration = Umiejętność { $skill } podaje się w deklaracji blokowania (skills:{ $id }).
mk-skill-targets = { $effect }: { $n ->
        [one] { $n } cel
        [few] { $n } cele
       *[other] { $n } celów
    }
mk-skill-nothing-revealed = nic nie odsłonięto
mk-skill-enemy-at = { $enemy } na { $hex }
mk-skill-no-hidden-defender = brak ukrytych obrońców
mk-skill-revealed = odsłania w promieniu { $n ->
        [one] { $n } obszaru
       *[other] { $n } obszarów
    }: { $enemies }
mk-skill-gains = zyskuje { $what }
mk-skill-ready-choose = Wybierz wykorzystaną jednostkę poziomu { $level } lub niższego (unit:<id>): { $units }.
mk-skill-readies = zmienia status jednostki { $unit } na Gotowa
mk-skill-discard-choose = { $skill }: odrzuć z ręki { $what ->
        [wound] kartę rany
        [non_wound] kartę, która nie jest raną
       *[other] kartę
    } (discard:<card>): { $cards }.
mk-skill-none-in-hand = brak w ręce
mk-skill-discards = odrzuca { $card }

## Żetony na środku stołu, umiejętności z maną

mk-skill-centre-no-token = Na środku stołu nie ma takiego żetonu do zwrócenia. Teraz: { $tokens }.
mk-skill-centre-own = { $skill } to twój własny żeton: zwrócić go może inny gracz.
mk-skill-centre-when = Żeton { $skill } można zwrócić { $when ->
        [combat] w walce
        [no_combat] poza walką
        [interaction] podczas negocjacji z ludnością
        [not_interaction] poza negocjacjami z ludnością
        [block_phase] w fazie blokowania
        [attack_phase] w fazie ataku
        [ranged_or_attack_phase] w fazie ataku z dystansu i oblężniczego albo w fazie ataku
       *[other] w twojej turze
    }. Teraz: { $tokens }.
mk-skill-centre-returned = { $player } zwraca ze środka stołu żeton { $skill } gracza { $owner }: { $detail }
mk-skill-centre-returned-ownerless = { $player } zwraca ze środka stołu żeton { $skill }: { $detail }
mk-skill-crystal-from-token = kryształ w kolorze z żetonu, gdy żeton wróci
mk-skill-no-crystal-no-colour = brak kryształu (brak koloru)
mk-skill-no-token-on-it = nie leży na nim żaden znacznik many
mk-skill-mana-token = { $colour ->
        [red] czerwony
        [blue] niebieski
        [green] zielony
        [white] biały
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    } znacznik many
mk-skill-no-die-rerolled = nie przerzuca żadnej kości
mk-skill-reroll-choose = { $skill }: przerzuć kość ze Źródła (die:<{ $choices }>) albo żadną.
mk-skill-rerolled = przerzuca { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    } kość ze Źródła: { $now ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $now }
    }
mk-skill-extra-die-choose = { $skill }: weź kość w kolorze podstawowym ze Źródła (die:<{ $choices }>).
mk-skill-extra-die = bierze ze Źródła dodatkową { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    } kość
mk-skill-no-basic-die = w Źródle nie ma kości w kolorze podstawowym: brak kryształu
mk-skill-source-colour-choose = { $skill }: wybierz kolor kości ze Źródła (colour:<{ $choices }>).

## Shapeshift, Dueling, Master of Chaos, Puppet Master

mk-skill-shapeshift-choose = { $skill }: wskaż akcję podstawową w ręce i co ma dać: { $choices }.
mk-skill-shapeshifted = { $card } przy następnym zagraniu da zamiast tego { $to ->
        [move] Ruch
        [attack] Atak
        [block] Blok
       *[other] { $to }
    }
mk-skill-duel = pojedynek z { $enemy }: w fazie ataku Atak 1 przeciw niemu, Sława +{ $fame }, jeśli nie weźmie udziału żadna jednostka
mk-skill-wheel-gold = { $skill }: koło doszło do złotego: wybierz jedną możliwość: { $modes }.
mk-skill-wheel-moves = koło przesuwa się na { $colour ->
        [red] czerwony
        [blue] niebieski
        [green] zielony
        [white] biały
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    }: { $detail }
mk-skill-none-defeated = na razie nikt nie jest pokonany
mk-skill-keep-choose = { $skill }: wskaż pokonanego wroga, którego żeton zatrzymasz (enemy:<id>): { $enemies }.
mk-skill-kept = zatrzymuje żeton wroga { $enemy }
mk-skill-kept-in-declaration = { $skill }: zatrzymany żeton daje Atak albo Blok: podaj go w deklaracji (skills:{ $id }@use-kept-enemy+kept=<enemy>).
mk-skill-none-kept = brak zatrzymanych
mk-skill-kept-choose = { $skill }: wskaż zatrzymany żeton wroga (+kept=<enemy>): { $kept }.
mk-skill-kept-block = { $element ->
        [fire] Blok ogniem { $n }
        [ice] Blok lodem { $n }
        [coldfire] Blok zimnym ogniem { $n }
       *[other] Blok { $n }
    }
mk-skill-kept-no-attack = { $skill }: { $enemy } nie ma własnego ataku, który dałoby się skopiować.
mk-skill-kept-attack = Atak { $values }
mk-skill-kept-discarded = odrzuca zatrzymany żeton { $enemy }: { $detail }

## Umiejętności zmieniające wrogów i punkty do walki

mk-skill-name-attacker = { $skill }: wskaż atakującego wroga (enemy:<id>): { $enemies }.
mk-skill-which-attack = { $skill }: attack:{ $choices }.
mk-skill-enemy-attack-raised = { $enemy } ({ $uid }) atak +{ $n } → { $now }
mk-skill-bonus-nothing-more = nic więcej (+{ $n } { $to ->
        [block] Blok
       *[other] Atak
    }: podaj { $id } w { $to ->
        [block] deklaracji blokowania z Blokiem
       *[other] deklaracji ataku z Atakiem
    }, by go dodać)
mk-skill-bonus-where = Umiejętność { $skill } dodaje do { $to ->
        [block] Bloku
       *[other] Ataku
    } zagranego w tej fazie: podaj ją w { $to ->
        [block] deklaracji blokowania z Blokiem
       *[other] deklaracji ataku z Atakiem
    }.
mk-skill-bonus-added = +{ $n } do { $to ->
        [block] Bloku
        [ranged_attack] Ataku z dystansu
       *[other] Ataku
    } ({ $source })
mk-skill-fly-action-taken = Umiejętność { $skill } to ruch: akcja tej tury ({ $action ->
        [combat] walka
        [card] karta
        [interact] negocjacje z ludnością
        [adventure] miejsce przygód
        [flip_back] odkrycie umiejętności
       *[other] { $action }
    }) jest już wykonana.
mk-skill-unit-bonus-where = Umiejętność { $skill } dodaje do { $to ->
        [block] Bloku
        [ranged_attack] Ataku z dystansu
       *[other] Ataku
    } jednostki: podaj ją w deklaracji, która aktywuje jednostkę (units:<unit> skills:{ $id }@<mode>).
mk-skill-unit-bonus-none = { $skill }: żadna jednostka w tej deklaracji nie daje { $to ->
        [block] Bloku
        [ranged_attack] Ataku z dystansu
       *[other] Ataku
    }.
mk-skill-no-other-hero = brak innego bohatera
mk-skill-no-hero-for-wound = brak innego bohatera, który wziąłby ranę
mk-skill-wound-to-nearest = { $n } z nich trafia do ręki gracza { $player } (najbliższy bohater)
mk-skill-arcane-immune = Arcane Immunity
mk-skill-fortified-in-ranged = ufortyfikowany, w fazie ataku z dystansu i oblężniczego
mk-skill-targets-enemy = Umiejętność { $skill } celuje we wroga: używa się jej w walce.
mk-skill-lose-choose = { $skill }: wskaż, co traci { $enemy } (more:lose=<{ $choices }>).
mk-skill-nothing-to-lose = nie ma czego stracić
mk-skill-loses = w tej walce traci: { $ability }
mk-skill-attack-becomes = jego atak { $n } jest w tej walce { $element ->
        [physical] fizyczny
        [fire] ogniem
        [ice] lodem
       *[other] { $element }
    }
mk-skill-armor-change = wytrzymałość zbroi { $by } → { $now }
mk-skill-armor-unchanged = brak odporności: wytrzymałość zbroi bez zmian
mk-skill-attacks-say-which = { $skill }: { $enemy } ma { $n ->
        [one] { $n } atak
        [few] { $n } ataki
       *[other] { $n } ataków
    }: wskaż który (attack:{ $choices }).
mk-skill-attack-change = atak { $by } → { $now }
mk-skill-enemy-changed = { $enemy } ({ $uid }): { $changes }

## Odwracanie umiejętności z powrotem (The Lost Legion)

mk-skill-flip-not-flip-back = Umiejętności { $skill } nie można odwrócić z powrotem.
mk-skill-flip-face-up = Umiejętność { $skill } jest odkryta.
mk-skill-flip-already = Umiejętność { $skill } została już w tej turze odkryta.
mk-skill-flip-turn-ending = Twoja tura się kończy.
mk-skill-flip-when = Umiejętność { $skill } odkrywa się { $cond ->
        [on_rest] w turze, w której odpoczywasz (najpierw odpocznij)
        [pay_green_mana] płacąc 1 zieloną manę
       *[as_action] jako akcję twojej tury (nie w turze odpoczynku ani po innej akcji)
    }.
mk-skill-flip-no-such = Nie masz umiejętności '{ $id }'. Twoje umiejętności: { $skills }.
mk-skill-flipped-up = { $player } znów odkrywa umiejętność { $skill } ({ $how ->
        [on_rest] odpoczynkiem
        [as_action] jako akcję tury
        [pay_green_mana] płaci { $paid }
       *[other] {""}
    })

## Opcje

mk-skill-option-flip-back = Umiejętność { $skill } flip:back
mk-skill-option = Umiejętność { $skill }{ $params }
mk-skill-option-centre = Umiejętność { $skill } ze środka stołu{ $params }
