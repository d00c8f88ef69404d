# HoMM3: /card — komponenty z pudełka z ich liczbami (co komponent robi, to angielska parafraza z danych).

h3-box-kind = { $kind ->
    [unit] jednostka
    [neutral] jednostka neutralna
    [spell] czar
    [ability] umiejętność
    [basic] karta podstawowa
    [artifact] artefakt
    [specialty] specjalizacja
    [hero] bohater
   *[location] lokacja
}
h3-box-unit-head = {""}**{ $name }** — { $tier ->
    [bronze] brązowa
    [silver] srebrna
    [gold] złota
   *[azure] lazurowa
} { $type ->
    [ground] naziemna
    [flying] latająca
   *[ranged] strzelająca
} jednostka frakcji { $faction }; werbunek { $cost }, wzmocnienie do strony Pack { $reinforce }
h3-box-neutral-head = {""}**{ $name }** — neutralna { $tier ->
    [bronze] brązowa
    [silver] srebrna
    [gold] złota
   *[azure] lazurowa
} { $type ->
    [ground] naziemna
    [flying] latająca
   *[ranged] strzelająca
} jednostka; werbunek { $cost }; w pudełku: { $copies }
h3-box-side = { $which ->
    [few] Few
    [pack] Pack
   *[card] Karta
}: atak { $attack }, obrona { $defense }, PŻ { $hp }, inicjatywa { $initiative }{ $abilities }
h3-box-spell-head = {""}**{ $name }** — { $level ->
    [basic] podstawowy
   *[expert] ekspercki
} czar { $school ->
    [air] szkoły powietrza
    [earth] szkoły ziemi
    [fire] szkoły ognia
    [water] szkoły wody
   *[any] dowolnej szkoły
}, rzucany { $timing ->
    [instant] natychmiast
    [activation] przy aktywacji
    [ongoing] na stałe
   *[map] na mapie
}; w pudełku: { $copies }
h3-box-spell-power = Moc { $power }+: { $text }
h3-box-spell-discard = Zamiast tego można odrzucić dowolną kartę czaru za +1 mocy.
h3-box-card-head = {""}**{ $name }** — { $kind ->
    [basic] karta podstawowa
   *[ability] umiejętność
}; w pudełku: { $copies }{ $only ->
    [castle] {" "}(może jej używać tylko Castle)
    [dungeon] {" "}(może jej używać tylko Dungeon)
    [necropolis] {" "}(może jej używać tylko Necropolis)
   *[none] {""}
}
h3-box-card-normal = Zwykły efekt: { $text }
h3-box-card-expert = Efekt ekspercki: { $text }
h3-box-artifact-head = {""}**{ $name }** — { $grade ->
    [minor] pomniejszy artefakt
    [major] większy artefakt
   *[relic] relikwia
}
h3-box-artifact-option = Opcja { $n }: { $text }
h3-box-specialty-head = {""}**{ $name }** — specjalizacja bohatera { $hero }, poziom { $level }, { $timing ->
    [instant] natychmiast
    [activation] przy aktywacji
    [ongoing] na stałe
    [map] na mapie
   *[other] { $timing }
}
h3-box-specialty-units = Jednostki specjalizacji: { $what }.
h3-box-hero-head = {""}**{ $name }** — { $hero_class } frakcji { $faction } ({ $type ->
    [might] bohater mocy
   *[magic] bohater magii
})
h3-box-hero-basics = Talia startowa: karty podstawowe { $what }; umiejętność startowa { $ability }; specjalizacja { $specialty }.
h3-box-location-head = {""}**{ $name }** — { $category ->
    [visitable] lokacja do odwiedzenia
    [flaggable] lokacja do zajęcia
    [revisitable] lokacja do wielokrotnego odwiedzania
   *[none] lokacja
}
h3-box-location-gain = Daje { $what }.
h3-box-location-pay = Kosztuje { $what }.
h3-box-location-exp = Doświadczenie { $n }.
