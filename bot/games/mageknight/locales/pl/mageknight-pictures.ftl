# Mage Knight: co robią karty w ręce i w pulach, oraz ich obrazki (pl).
# Nazwy komponentów zostają takie, jak w danych.

## wiersze tekstu

mk-pic-hand-effects = Co robią twoje karty (każda karta poza raną zagrana bokiem daje Ruch, Wpływ, Atak lub Blok 1):
mk-pic-wound-line = Rana: nie można jej zagrać, nawet bokiem.
mk-pic-tactics = Taktyki do wyboru:
mk-pic-reward-effects = Co robią:
mk-pic-offers-title = **Pule i Źródło · runda { $round }, { $night ->
    [yes] noc
   *[no] dzień
}**
mk-pic-source-line = Źródło: { $dice }.
mk-pic-die = { $colour }{ $taken ->
    [yes] {" "}(użyta)
   *[no] {""}
}
mk-pic-offer-empty = pusta
mk-pic-offer-face-down = zakryta, dopóki nie będzie po raz pierwszy potrzebna
mk-pic-unit-offer = **Pula jednostek**:
mk-pic-aa-offer = **Pula akcji zaawansowanych**:
mk-pic-spell-offer = **Pula czarów**:
mk-pic-common-skills = **Pula wspólnych umiejętności**:

## obrazki

mk-pic-hand-title = Ręka: { $player } ({ $hero }) · { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
mk-pic-offers-title-plain = Pule i Źródło · runda { $round }, { $night ->
    [yes] noc
   *[no] dzień
}
mk-pic-source = Źródło
mk-pic-die-taken = użyta
mk-pic-unit-offer-title = Pula jednostek
mk-pic-aa-offer-title = Pula akcji zaawansowanych
mk-pic-spell-offer-title = Pula czarów
mk-pic-offer-face-down-short = zakryta
mk-pic-kind-colour = { $kind } · { $colour }
mk-pic-basic = Podstawowe działanie
mk-pic-powered = Wzmocnione działanie
mk-pic-powered-named = Wzmocnione działanie: { $name }
mk-pic-powered-artifact = Wzmocnione działanie (potem wyrzuć artefakt)
mk-pic-sideways = Bokiem { $n }
mk-pic-sideways-what = Ruch · Wpływ · Atak · Blok
mk-pic-wound-note = Nie można zagrać
mk-pic-unit-sub = { $tier ->
    [elite] Elitarna
   *[other] Zwykła
} · poziom { $level } · zbroja { $armor } · Wpływ { $cost }
mk-pic-resists = Odporności: { $what }
