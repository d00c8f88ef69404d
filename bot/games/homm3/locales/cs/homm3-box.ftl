# HoMM3: /card — komponenty krabice s jejich čísly (co komponenta dělá, je anglická parafráze z dat).

h3-box-kind = { $kind ->
    [unit] jednotka
    [neutral] neutrální jednotka
    [spell] kouzlo
    [ability] dovednost
    [basic] základní karta
    [artifact] artefakt
    [specialty] zaměření
    [hero] hrdina
   *[location] lokace
}
h3-box-unit-head = {""}**{ $name }** — { $tier ->
    [bronze] bronzová
    [silver] stříbrná
    [gold] zlatá
   *[azure] azurová
} { $type ->
    [ground] pozemní
    [flying] létající
   *[ranged] střílející
} jednotka frakce { $faction }; naverbování { $cost }, posílení na tlupu { $reinforce }
h3-box-neutral-head = {""}**{ $name }** — neutrální { $tier ->
    [bronze] bronzová
    [silver] stříbrná
    [gold] zlatá
   *[azure] azurová
} { $type ->
    [ground] pozemní
    [flying] létající
   *[ranged] střílející
} jednotka; naverbování { $cost }; v krabici { $copies }×
h3-box-side = { $which ->
    [few] Hrstka
    [pack] Tlupa
   *[card] Karta
}: útok { $attack }, obrana { $defense }, životy { $hp }, iniciativa { $initiative }{ $abilities }
h3-box-spell-head = {""}**{ $name }** — { $level ->
    [basic] základní
   *[expert] pokročilé
} kouzlo { $school ->
    [air] magické školy vzduchu
    [earth] magické školy země
    [fire] magické školy ohně
    [water] magické školy vody
   *[any] libovolné magické školy
}, sesílá se { $timing ->
    [instant] okamžitě
    [activation] při aktivaci
    [ongoing] trvale
   *[map] na mapě
}; v krabici { $copies }×
h3-box-spell-power = Moc { $power }+: { $text }
h3-box-spell-discard = Místo toho lze odhodit libovolnou kartu kouzla za +1 moc.
h3-box-card-head = {""}**{ $name }** — { $kind ->
    [basic] základní karta
   *[ability] dovednost
}; v krabici { $copies }×{ $only ->
    [castle] {" "}(smí ji použít jen Hrad)
    [dungeon] {" "}(smí ji použít jen Kobky)
    [necropolis] {" "}(smí ji použít jen Nekropole)
   *[none] {""}
}
h3-box-card-normal = Běžný efekt: { $text }
h3-box-card-expert = Pokročilý efekt: { $text }
h3-box-artifact-head = {""}**{ $name }** — { $grade ->
    [minor] malý artefakt
    [major] velký artefakt
   *[relic] relikvie
}
h3-box-artifact-option = Možnost { $n }: { $text }
h3-box-specialty-head = {""}**{ $name }** — zaměření hrdiny { $hero }, úroveň { $level }, { $timing ->
    [instant] okamžitě
    [activation] při aktivaci
    [ongoing] trvale
    [map] na mapě
   *[other] { $timing }
}
h3-box-specialty-units = Jednotky zaměření: { $what }.
h3-box-hero-head = {""}**{ $name }** — { $hero_class } frakce { $faction } ({ $type ->
    [might] hrdina síly
   *[magic] hrdina magie
})
h3-box-hero-basics = Počáteční balíček: základní karty { $what }; počáteční dovednost { $ability }; zaměření { $specialty }.
h3-box-location-head = {""}**{ $name }** — { $category ->
    [visitable] lokace k návštěvě
    [flaggable] lokace k obsazení
    [revisitable] lokace k opakované návštěvě
   *[none] lokace
}
h3-box-location-gain = Dává { $what }.
h3-box-location-pay = Stojí { $what }.
h3-box-location-exp = Zkušenost { $n }.
