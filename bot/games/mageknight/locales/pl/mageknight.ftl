# mageknight: its slash commands and options (pl). Names: lowercase, no spaces, at most 32 characters.

cmd-mk = mk
    .description = Mage Knight: twoje ruchy

cmd-mk-tactic = taktyka
    .description = Wybierz taktykę na tę rundę

cmd-mk-skill = umiejętność
    .description = Użyj umiejętności (w jej czasie: raz na turę, raz na rundę…)

cmd-mk-tactic-use = użyj-taktyki
    .description = Użyj działania swojej taktyki w tej rundzie

cmd-mk-play = zagraj
    .description = Zagraj kartę z ręki

cmd-mk-move = ruch
    .description = Przesuń bohatera: o krok na sąsiedni obszar lub podaną ścieżką

cmd-mk-explore = eksploruj
    .description = Odkryj nowy kafelek mapy obok siebie (2 Ruchu)

cmd-mk-rest = odpoczynek
    .description = Odpoczynek: odrzuć jedną kartę niebędącą raną i dowolne rany

cmd-mk-end-turn = koniec-tury
    .description = Zakończ turę (porządki, korzyści obszaru, dobranie)

cmd-mk-announce-end = koniec-rundy
    .description = Ogłoś koniec rundy (twoja talia jest pusta)

cmd-mk-enter = wejdź
    .description = Wejdź do miejsca przygody, na którym stoisz, i walcz

cmd-mk-banner = chorągiew
    .description = Przydziel chorągiew z ręki jednej ze swoich jednostek

cmd-mk-challenge = wyzwij
    .description = Wyzwij do walki rozwścieczonych wrogów obok siebie

cmd-mk-combat = walka
    .description = Walka: wartości i zdolności wrogów, faza i czego trzeba

cmd-mk-attack = atak
    .description = Zaatakuj wrogów kartami (faza ataku z dystansu i oblężniczego lub faza ataku)

cmd-mk-block = blok
    .description = Zablokuj atak jednego wroga kartami (faza blokowania)

cmd-mk-damage = obrażenia
    .description = Przydziel obrażenia jednego niezablokowanego ataku: jednostkom, resztę bohaterowi

cmd-mk-next = następna-faza
    .description = Przejdź do następnej fazy walki (po fazie ataku walka się kończy)

cmd-mk-burn = spal
    .description = Spal klasztor, na którym stoisz (Reputacja −3, walka z fioletowym wrogiem)

cmd-mk-interact = negocjuj
    .description = Negocjuj z ludnością miejsca, na którym stoisz

cmd-mk-recruit = werbuj
    .description = Zwerbuj jednostkę z puli jednostek za Wpływ

cmd-mk-buy = kup
    .description = Kup w miejscu negocjacji: leczenie, akcję zaawansowaną, czar, artefakt…

cmd-mk-plunder = plądruj
    .description = Splądruj wioskę, na której stoisz (dobierz 2 karty, Reputacja −1)

cmd-mk-respond = odpowiedz
    .description = Odpowiedz na czar innego gracza (karta, którą odrzucasz lub zachowujesz)

cmd-mk-activate = aktywuj
    .description = Użyj zdolności gotowej jednostki poza deklaracją walki

cmd-mk-choose = wybierz
    .description = Odpowiedz na pytanie na koniec tury: nagroda, artefakt, umiejętność i karta poziomu

opt-ability = zdolność
    .description = Która zdolność jednostki

opt-attack = atak
    .description = Który atak wroga (numer)

opt-black = czarna
    .description = Źródło czarnej many

opt-bond = więź
    .description = Do żetonu Więzów lojalności (yes)

opt-card = karta
    .description = Karta

opt-cards = karty
    .description = Karty (oddzielone przecinkami)

opt-colour = kolor
    .description = Kolor

opt-colour2 = kolor2
    .description = Drugi kolor

opt-colour3 = kolor3
    .description = Trzeci kolor

opt-colours = kolory
    .description = Kolory (oddzielone przecinkami)

opt-dice = kości
    .description = Kości many

opt-die = kość
    .description = Kość many ze Źródła

opt-disband = rozwiąż
    .description = Jednostka, którą rozwiązujesz

opt-discard = odrzuć
    .description = Karty do odrzucenia

opt-each = każdy
    .description = Wybór dla każdego powtórzenia

opt-enemy = wróg
    .description = Wróg

opt-flip = odwróć
    .description = Odwróć żeton umiejętności z powrotem (back)

opt-gain = zysk
    .description = Co zyskujesz

opt-harvest = zbiór
    .description = Karta, którą zbierasz kryształy

opt-hex = obszar
    .description = Obszar (q,r)

opt-keep = zachowaj
    .description = Karta, którą zachowujesz

opt-long-night = długa-noc
    .description = Długa noc uzupełnia talię (yes)

opt-mana = mana
    .description = Źródło many

opt-mine = kopalnia
    .description = Kolor kryształu z kopalni

opt-mode = tryb
    .description = Tryb (basic, powered, sideways…)

opt-more = więcej
    .description = Dalsze wybory klucz:wartość

opt-move = ruch
    .description = Ruch

opt-path = ścieżka
    .description = Ścieżka przez obszary

opt-pay = płatność
    .description = Czym płacisz

opt-pay-colour = kolor-płatności
    .description = Kolor many, którą płacisz

opt-pick = wybór
    .description = Twój wybór

opt-points = punkty
    .description = Ile punktów

opt-preview = podgląd
    .description = Tylko pokaż wynik (yes)

opt-skill = umiejętność
    .description = Umiejętność

opt-skills = umiejętności
    .description = Umiejętności dające punkty walki (oddzielone przecinkami)

opt-slot = miejsce
    .description = Miejsce na nowy kafelek

opt-tactic = taktyka
    .description = Taktyka

opt-take = weź
    .description = Co bierzesz

opt-target = cel
    .description = Cel

opt-target-mode = tryb-celu
    .description = Tryb karty docelowej

opt-targets = cele
    .description = Cele (oddzielone przecinkami)

opt-terrain = teren
    .description = Teren

opt-throw = wyrzuć
    .description = Karta, którą wyrzucasz

opt-unit = jednostka
    .description = Jednostka

opt-units = jednostki
    .description = Jednostki (oddzielone przecinkami)

opt-what = co
    .description = Co

opt-where = gdzie
    .description = Gdzie
