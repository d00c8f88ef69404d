# Wspólne: obrazki dołączone do panelu (pl).

## opcja polecenia /hand

opt-text-only = tylko_tekst
    .description = yes: tylko lista tekstowa, bez obrazka

## opcja polecenia /game status

opt-offers = oferty
    .description = yes: co jest w ofercie, szczegółowo i z obrazkiem
ui-pic-no-offers = { $game } nie ma ofert do pokazania.
