# Mage Knight: tactics, turns and rounds, resting, the end of a turn, rewards, level-ups, effects used
# outside your turn (pl). Keys: mk-turn-*. Terms: runda, tura, taktyka, koniec rundy, talia,
# standardowy odpoczynek, powolne zdrowienie, żeton dowodzenia, Źródło, Sława, Reputacja.

## Tactics, turns and rounds (turn.py)

mk-turn-no-such-tactic = „{ $tactic }” nie jest dostępną taktyką. Dostępne: { $tactics }.
mk-turn-takes-tactic = { $player } bierze taktykę { $tactic } ({ $number }).
mk-turn-order = Kolejność w rundzie { $round }: { $players }.
mk-turn-must-announce = { $player } nie ma kart ani w talii, ani w ręce i musi ogłosić koniec rundy.
mk-turn-forfeits = { $player } nie ma już kart i rezygnuje z tury.
mk-turn-begins = Tura gracza { $player } (runda { $round }, { $time ->
        [night] noc
       *[day] dzień
    }).
mk-turn-already-announced = Koniec rundy został już ogłoszony.
mk-turn-deck-not-empty = Koniec rundy możesz ogłosić tylko wtedy, gdy twoja talia jest pusta (w talii: { $n ->
        [one] { $n } karta
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } kart
    }).
mk-turn-announce-at-start = Koniec rundy ogłasza się na samym początku tury, zamiast ją rozegrać.
mk-turn-announces = { $player } ogłasza koniec rundy: każdy pozostały gracz ma jeszcze jedną, ostatnią turę.
mk-turn-another-turn = { $player } rozgrywa kolejną turę ({ $card }).
mk-turn-city-revealed-last-turns = Miasto zostało odkryte: każdy gracz ma jeszcze jedną, ostatnią turę, potem gra się kończy.
mk-turn-cities-conquered-last-turns = Wszystkie miasta zostały zdobyte: każdy gracz ma jeszcze jedną, ostatnią turę, potem gra się kończy.
mk-turn-round-over = Runda { $round } ({ $time ->
        [night] noc
       *[day] dzień
    }) dobiegła końca.
mk-turn-round-begins = Zaczyna się runda { $round }: { $time ->
        [night] Noc
       *[day] Dzień
    }. Kości Źródła zostają przerzucone, a wszystkie talie przetasowane.
mk-turn-end-final-turns = rozegrano ostatnie tury
mk-turn-end-round-in-final-turns = runda skończyła się w trakcie ostatnich tur
mk-turn-end-rounds-over = minęły wszystkie rundy scenariusza ({ $n })
mk-turn-game-over = Gra się skończyła ({ $reason }).

## Rest (turn.py)

mk-turn-rest-after-move = W tej turze był już ruch lub eksploracja, więc to zwykła tura: odpoczynek nie jest teraz możliwy.
mk-turn-rested-already = W tej turze był już odpoczynek. Zakończ turę przez /mk end-turn.
mk-turn-standard-rest-needs = Standardowy odpoczynek odrzuca dokładnie jedną kartę niebędącą raną i dowolną liczbę ran, np. discard:march,wound. Twoje karty niebędące ranami: { $cards }.
mk-turn-slow-recovery-only = W ręce masz same rany: powolne zdrowienie odrzuca jedną ranę.
mk-turn-not-enough = Nie masz w ręce tylu kart „{ $card }”.
mk-turn-rests-slow = { $player } odpoczywa ({ $kind ->
        [slow] powolne zdrowienie
       *[standard] standardowy odpoczynek
    }), pokazując rękę z samymi ranami: odrzuca { $wounds ->
        [one] { $wounds } ranę
        [few] { $wounds } rany
        [many] { $wounds } ran
       *[other] { $wounds } ran
    }.
mk-turn-rests = { $player } odpoczywa ({ $kind ->
        [slow] powolne zdrowienie
       *[standard] standardowy odpoczynek
    }): odrzuca 1 kartę i { $wounds ->
        [one] { $wounds } ranę
        [few] { $wounds } rany
        [many] { $wounds } ran
       *[other] { $wounds } ran
    }.
mk-turn-you-discard = Odrzucasz { $cards } i { $wounds ->
        [one] { $wounds } ranę
        [few] { $wounds } rany
        [many] { $wounds } ran
       *[other] { $wounds } ran
    }.

## The end of a turn (turn.py)

mk-turn-minimum-play = W każdej turze musisz zagrać lub odrzucić co najmniej jedną kartę. Zagraj kartę albo zakończ turę z discard:<card> (w ręce masz { $cards }).
mk-turn-only-wounds-rest = W ręce masz same rany i nic nie zostało zagrane: najpierw odpocznij (powolne zdrowienie).
mk-turn-no-wound-discard = Ran nie można odrzucić na koniec tury.
mk-turn-not-in-hand = Nie masz „{ $card }” w ręce.
mk-turn-nothing-comes-back = Żadna karta zagrana w tej turze nie może wrócić do ręki.
mk-turn-card-to-take-back = Aby wziąć { $card } z powrotem, musisz odrzucić jakąś kartę.
mk-turn-takes-back = { $player } bierze { $card } z powrotem do ręki.
mk-turn-puts-on-deck = { $player } kładzie { $card } { $where ->
        [top] na wierzch
       *[other] na spód
    } talii.
mk-turn-unit-waits = { $player } nie ma wolnego żetonu dowodzenia: nagroda w postaci jednostki poczeka na awans, który przyniesie nowy.
mk-turn-ends = { $player } kończy turę.
# A sentence given by another part of the rules, ended here.
mk-turn-sentence = { $text }.

## Rewards at the end of the turn (rewards.py)

mk-turn-crystal-lost = { $player } ma już { $cap ->
        [one] { $cap } { mk-mana-colour-m } kryształ
        [few] { $cap } { mk-mana-colour-mpl } kryształy
       *[other] { $cap } { mk-mana-colour-mplgen } kryształów
    }: kryształ z nagrody przepada.
mk-turn-gains-crystal = { $player } zdobywa { mk-mana-colour-m } kryształ.
mk-turn-gains-artifacts = { $player } zdobywa { $n ->
        [one] { $n } artefakt
        [few] { $n } artefakty
        [many] { $n } artefaktów
       *[other] { $n } artefaktów
    } (w talii nie było więcej).
mk-turn-you-gain = Zdobywasz: { $cards }.
mk-turn-draws-artifacts = { $player } dobiera { $drawn ->
        [one] { $drawn } artefakt
        [few] { $drawn } artefakty
        [many] { $drawn } artefaktów
       *[other] { $drawn } artefaktów
    } (zdobyte: { $n }) i jeden odkłada.
mk-turn-drew-artifacts = Dobierasz: { $cards }. Wybierz ten, który odłożysz pod talię artefaktów.
mk-turn-deck-empty-no-card = { $kind ->
        [spell] Talia czarów
       *[advanced] Talia akcji zaawansowanych
    } jest pusta: nie ma karty do zdobycia.
mk-turn-gains-top-card = { $player } zdobywa wierzchnią kartę { $kind ->
        [spell] talii czarów
       *[advanced] talii akcji zaawansowanych
    }.
mk-turn-offer-empty-no-card = { $kind ->
        [spell] Pula czarów
       *[advanced] Pula akcji zaawansowanych
    } jest pusta: nie ma karty do zdobycia.
mk-turn-gains-card = { $player } zdobywa { $card } (na wierzch talii).
mk-turn-rolls-for-crystals = { $player } rzuca kością many o kryształy: { $faces }.
mk-turn-black-fame = { $player }: czarna, +1 Sława zamiast kryształu (teraz { $total }).
mk-turn-rolls-for-reward = { $player } rzuca kością many o nagrodę: { $face }.
mk-turn-gains-fame = { $player } zdobywa { $n ->
        [one] { $n } punkt sławy
        [few] { $n } punkty sławy
        [many] { $n } punktów sławy
       *[other] { $n } punktów sławy
    } (teraz { $total }).
mk-turn-no-unit-reward = Żadnej jednostki z puli jednostek nie można wziąć jako nagrody.
mk-turn-reward-not-yet = Nagroda „{ $reward }” nie jest jeszcze dostępna w tej wersji bota.
mk-turn-keep-artifacts = Zatrzymaj { $keep }; połóż { $card } pod talią artefaktów
mk-turn-won-artifacts = Twoja nagroda: { $n ->
        [one] { $n } artefakt
        [few] { $n } artefakty
        [many] { $n } artefaktów
       *[other] { $n } artefaktów
    }. Wybierz ten, który odłożysz.
mk-turn-choose-card-reward = Wybierz nagrodę: { $kind ->
        [spell] czar
       *[advanced] akcję zaawansowaną
    }.
mk-turn-take = Weź { $name }
mk-turn-choose-crystal = Wybierz kolor swojego kryształu.
mk-turn-a-crystal = Kryształ ({ mk-mana-colour-m })
mk-turn-take-disbanding = Weź { $name }, rozformowując { $unit }
mk-turn-give-up-unit = Zrezygnuj z nagrody w postaci jednostki
mk-turn-choose-unit = Wybierz jednostkę z puli jednostek (za darmo).
mk-turn-choose-reward = Wybierz swoją nagrodę.
mk-turn-nothing-to-choose = Teraz nie ma czego wybierać: nagrody wybiera się na koniec tury.
mk-turn-possible = Możliwości: { $answers }.
mk-turn-keeps-artifacts = { $player } zatrzymuje { $n ->
        [one] { $n } artefakt
        [few] { $n } artefakty
        [many] { $n } artefaktów
       *[other] { $n } artefaktów
    } na wierzchu talii i jeden odkłada.
mk-turn-you-keep = Zatrzymujesz: { $cards }.
mk-turn-takes-card = { $player } bierze { $card } (na wierzch talii).
mk-turn-chooses-crystal = { $player } wybiera { mk-mana-colour-m } kryształ.
mk-turn-gives-up-unit = { $player } rezygnuje z nagrody w postaci jednostki.
mk-turn-takes-unit = { $player } bierze { $unit } ({ $uid }) z puli jednostek.
mk-turn-chooses = { $player } wybiera: { $what }.

## Levels, skills and the hand limit (growth.py)

mk-turn-no-skill-token = brak żetonu umiejętności
mk-turn-reveals-skills = { $player } osiąga poziom { $level } i odkrywa umiejętności { $skills }.
mk-turn-no-skill-left = Na poziom { $level } nie została żadna umiejętność.
mk-turn-skill = Umiejętność { $skill }
mk-turn-skill-and-card = Umiejętność { $skill } + { $card }
mk-turn-common-skill = Wspólna umiejętność { $skill }
mk-turn-common-skill-and-card = Wspólna umiejętność { $skill } + { $card } (najniżej w puli)
mk-turn-level-choose = Poziom { $level }: wybierz umiejętność i akcję zaawansowaną.
mk-turn-keep-skill-any-aa = Zatrzymując odkrytą umiejętność, możesz wziąć dowolną akcję zaawansowaną z puli: card:<{ $cards }>.
mk-turn-common-skill-lowest-aa = Umiejętność z puli wspólnych umiejętności daje akcję zaawansowaną z najniższej pozycji puli: pomiń card.
mk-turn-takes-skill = { $player } (poziom { $level }) bierze umiejętność { $skill }
mk-turn-and-the-aa = i akcję zaawansowaną { $card } (na wierzch talii)
mk-turn-join-unit-offer = { $units } { $n ->
        [one] trafia
       *[other] trafiają
    } do puli jednostek
mk-turn-fame-row = { $player } przekracza rząd na planszy sławy i zdobywa dodatkowo { $n ->
        [one] { $n } punkt sławy
        [few] { $n } punkty sławy
        [many] { $n } punktów sławy
       *[other] { $n } punktów sławy
    } (teraz { $total }).
mk-turn-level-odd = { $player } osiąga poziom { $level }: wytrzymałość zbroi { $armor }, limit kart w ręce { $hand }, { $n ->
        [one] { $n } żeton dowodzenia
        [few] { $n } żetony dowodzenia
        [many] { $n } żetonów dowodzenia
       *[other] { $n } żetonów dowodzenia
    }.
mk-turn-level-even = { $player } osiąga poziom { $level }: wybierze umiejętność i akcję zaawansowaną.

## Effects used outside your turn (offturn.py)

mk-turn-window-tactics = działania poza twoją turą czekają, aż wszystkie taktyki zostaną wybrane
mk-turn-window-no-turn = nie trwa żadna tura
mk-turn-window-your-turn = to twoja tura
mk-turn-window-last-turn-had = twoja ostatnia tura w tej rundzie już się odbyła
mk-turn-window-announced = koniec rundy został ogłoszony przez ciebie, więc twoja ostatnia tura w niej już się odbyła
mk-turn-window-final-turn-had = twoja ostatnia tura w grze już się odbyła
mk-turn-nobody = nikt
mk-turn-not-your-turn-outside = To nie twoja tura: gra { $player }. Poza swoją turą możesz użyć tylko umiejętności lub taktyki, która na to pozwala, albo plądrować (/mk skill, /mk tactic-use, /mk plunder).
mk-turn-not-your-turn-and = To nie twoja tura, a { $why }.
mk-turn-skill-own-turn = { $skill } można użyć tylko we własnej turze.
mk-turn-tactic-own-turn = Twojej taktyki używa się w twojej turze, nie poza nią.
mk-turn-outside-turn = { $text } (poza turą gracza { $player }).
mk-turn-plunder-option = Splądruj Wioskę, na której stoisz (dobierz 2 karty, Reputacja -1)
mk-turn-may-use-before = { $player } może przed swoją turą użyć: { $commands }.
