# homm3: its slash commands and options (pl). Names: lowercase, no spaces, at most 32 characters.

cmd-h3 = h3
    .description = Heroes of Might and Magic III: twoje ruchy

cmd-h3-move = ruch
    .description = Przesuń bohatera o jedno pole (1 punkt ruchu)

cmd-h3-explore = eksploruj
    .description = Odwróć zakryty kafelek mapy obok bohatera (1 punkt ruchu)

cmd-h3-place = połóż
    .description = Połóż kolejny daleki kafelek obok bohatera (1 punkt ruchu)

cmd-h3-build = buduj
    .description = Zbuduj budynek w mieście (żeton budowy)

cmd-h3-recruit = werbuj
    .description = Zwerbuj jednostkę (żeton populacji)

cmd-h3-reinforce = wzmocnij
    .description = Wzmocnij jednostkę do strony stada (żeton populacji)

cmd-h3-secondary = drugi-bohater
    .description = Zwerbuj drugiego bohatera (żeton populacji, 10 złota)

cmd-h3-guild = gildia-magów
    .description = Kup czar w Gildii magów (żeton księgi czarów)

cmd-h3-trade = handel
    .description = Handluj na Targowisku

cmd-h3-morale = morale
    .description = Wykorzystaj dodatnie morale

cmd-h3-choose = wybierz
    .description = Odpowiedz na zadane ci pytanie

cmd-h3-combat = walka
    .description = Twój następny krok w walce

cmd-h3-end-turn = koniec-tury
    .description = Zakończ turę

opt-act = akcja
    .description = Co robisz

opt-at = gdzie
    .description = Gdzie

opt-building = budynek
    .description = Budynek

opt-card = karta
    .description = Karta

opt-deal = wymiana
    .description = Wymiana

opt-hero = bohater
    .description = Który bohater (główny lub drugi)

opt-pick = wybór
    .description = Twój wybór

opt-replace = zastąp
    .description = Jednostka, którą zastępujesz

opt-tile = kafelek
    .description = Kafelek mapy

opt-to = dokąd
    .description = Dokąd

opt-turn = obrót
    .description = Obrót kafelka

opt-unit = jednostka
    .description = Jednostka

opt-use = użycie
    .description = Jak je wykorzystasz

cmd-h3-town = miasto
    .description = Użyj budynku swojego miasta w swojej turze (Blacksmith, Cover of Darkness)

opt-power = moc
    .description = Która z jego mocy
