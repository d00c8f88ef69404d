# HoMM3: slova hry (suroviny, frakce, stupně, lokace, budovy) a jména, která tiskne česká pravidla
# (glosář, oddíl HoMM3); ostatní jména komponent zůstávají anglicky.

h3-game-name = Heroes of Might and Magic III

## suroviny: množství („3 zlaťáky“) a ceny, jak je ukazují nabídky („4 zl + 2 sm + 1 c“)
h3-res-gold = { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}
h3-res-building_materials = { $n } { $n ->
    [one] stavební materiál
    [few] stavební materiály
   *[other] stavebních materiálů
}
h3-res-valuables = { $n } { $n ->
    [one] cennost
    [few] cennosti
   *[other] cenností
}
h3-res-nothing = nic
h3-price-gold = { $n } zl
h3-price-building_materials = { $n } sm
h3-price-valuables = { $n } c
h3-mp = { $n } BP

## frakce, stupně, hrdinové, jednotky
h3-faction-castle = Hrad
h3-faction-dungeon = Kobky
h3-faction-necropolis = Nekropole
h3-hero-choice = { $which ->
    [main] hlavní hrdina
   *[secondary] sekundární hrdina
}
h3-hero-class = { $id ->
    [might] Hrdina síly
   *[magic] Hrdina magie
}
h3-difficulty = { $id ->
    [easy] Snadná
    [normal] Normální
    [hard] Těžká
   *[impossible] Nemožná
}
h3-unit-pack = { $unit } (tlupa)
h3-unit-few = { $unit } (hrstka)
h3-unit-neutral = { $unit } (neutrální)
h3-token = { $token ->
    [build] stavba
    [population] populace
   *[spell_book] kniha kouzel
}
h3-none = žádné
h3-nobody = nikdo
h3-none-option = Nic

## lokace na mapě: obecné a ty z glosáře (ostatní mají anglická jména z dat)
h3-location-town = Město
h3-location-settlement = Osada
h3-location-mine = Důl
h3-location-artifact = Symbol artefaktu
h3-location-treasure = Symbol pokladu
h3-location-resource = Symbol surovin
h3-location-treasure_or_resource = Symbol pokladu nebo surovin
h3-location-empty = Prázdné pole
h3-location-blocked = Neprůchodné pole
h3-location-grail = Grál
h3-location-trading_post = Tržiště

## budovy, které mají všechny frakce pod jedním jménem
h3-building-city-hall = Radnice
h3-building-citadel = Citadela
h3-building-mage-guild = Cech mágů

## karty, které česká pravidla jmenují (základní karty jsou vlastnosti hrdiny)
h3-card-basic-attack = Útok
h3-card-basic-defense = Obrana
h3-card-basic-power = Moc
h3-card-basic-knowledge = Vědomosti
h3-card-spell-stone_skin = Kamenná kůže
h3-card-spell-fireball = Ohnivá koule
h3-card-spell-curse = Prokletí
