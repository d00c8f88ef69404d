# Mage Knight: co dělají karty v ruce a v nabídkách, a jejich obrázky (cs).
# Názvy komponent zůstávají, jak je píší data.

## řádky textu

mk-pic-hand-effects = Co dělají tvoje karty (každá karta kromě zranění dá zahraná bokem Pohyb, Vliv, Útok nebo Blok 1):
mk-pic-wound-line = Zranění: nelze zahrát, ani bokem.
mk-pic-tactics = Taktiky na výběr:
mk-pic-reward-effects = Co dělají:
mk-pic-offers-title = **Nabídky a Pramen · kolo { $round }, { $night ->
    [yes] Noc
   *[no] Den
}**
mk-pic-source-line = Pramen: { $dice }.
mk-pic-die = { $colour }{ $taken ->
    [yes] {" "}(použitá)
   *[no] {""}
}
mk-pic-offer-empty = prázdná
mk-pic-offer-face-down = lícem dolů, dokud ji poprvé nebudete potřebovat
mk-pic-unit-offer = **Nabídka jednotek**:
mk-pic-aa-offer = **Nabídka pokročilých akcí**:
mk-pic-spell-offer = **Nabídka kouzel**:
mk-pic-common-skills = **Společná nabídka dovedností**:

## obrázky

mk-pic-hand-title = Ruka: { $player } ({ $hero }) · { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } karet
   *[other] { $n } karet
}
mk-pic-offers-title-plain = Nabídky a Pramen · kolo { $round }, { $night ->
    [yes] Noc
   *[no] Den
}
mk-pic-source = Pramen
mk-pic-die-taken = použitá
mk-pic-unit-offer-title = Nabídka jednotek
mk-pic-aa-offer-title = Nabídka pokročilých akcí
mk-pic-spell-offer-title = Nabídka kouzel
mk-pic-offer-face-down-short = lícem dolů
mk-pic-kind-colour = { $kind } · { $colour }
mk-pic-basic = Základní efekt
mk-pic-powered = Silnější efekt
mk-pic-powered-named = Silnější efekt: { $name }
mk-pic-powered-artifact = Silnější efekt (pak artefakt vyřaďte)
mk-pic-sideways = Bokem { $n }
mk-pic-sideways-what = Pohyb · Vliv · Útok · Blok
mk-pic-wound-note = Nelze zahrát
mk-pic-unit-sub = { $tier ->
    [elite] Elitní
   *[other] Základní
} · úroveň { $level } · zbroj { $armor } · Vliv { $cost }
mk-pic-resists = Odolnosti: { $what }
