# HoMM3: słowa gry (surowce, frakcje, lokacje, budynki). Polskie zasady nie są w słowniczku, więc
# nazwy komponentów (frakcje, budynki, karty, Grail, Trading Post) zostają po angielsku.

h3-game-name = Heroes of Might and Magic III

## surowce: ilości („3 złota”) i ceny, jak pokazują je opcje („4 złota + 2 mb + 1 k”)
h3-res-gold = { $n } złota
h3-res-building_materials = { $n } { $n ->
    [one] materiał budowlany
    [few] materiały budowlane
   *[other] materiałów budowlanych
}
h3-res-valuables = { $n } { $n ->
    [one] kosztowność
   *[other] kosztowności
}
h3-res-nothing = nic
h3-price-gold = { $n } złota
h3-price-building_materials = { $n } mb
h3-price-valuables = { $n } k
h3-mp = { $n } pkt ruchu

## frakcje, bohaterowie, jednostki
h3-faction-castle = Castle
h3-faction-dungeon = Dungeon
h3-faction-necropolis = Necropolis
h3-hero-choice = { $which ->
    [main] główny bohater
   *[secondary] drugi bohater
}
h3-hero-class = { $id ->
    [might] Bohater mocy
   *[magic] Bohater magii
}
h3-difficulty = { $id ->
    [easy] Łatwy
    [normal] Normalny
    [hard] Trudny
   *[impossible] Niemożliwy
}
h3-unit-pack = { $unit } (Pack)
h3-unit-few = { $unit } (Few)
h3-unit-neutral = { $unit } (neutralna)
h3-token = { $token ->
    [build] budowa
    [population] populacja
   *[spell_book] księga czarów
}
h3-none = brak
h3-nobody = nikt
h3-none-option = Nic

## lokacje na mapie: ogólne po polsku, nazwane po angielsku
h3-location-town = Miasto
h3-location-settlement = Osada
h3-location-mine = Kopalnia
h3-location-artifact = Symbol artefaktu
h3-location-treasure = Symbol skarbu
h3-location-resource = Symbol surowców
h3-location-treasure_or_resource = Symbol skarbu lub surowców
h3-location-empty = Puste pole
h3-location-blocked = Pole nie do przejścia
h3-location-grail = Grail
h3-location-trading_post = Trading Post

## budynki, które każda frakcja ma pod tą samą nazwą
h3-building-city-hall = City Hall
h3-building-citadel = Citadel
h3-building-mage-guild = Mage Guild

## karty nazwane w czeskich zasadach (po polsku bez oficjalnej nazwy: angielskie)
h3-card-basic-attack = Attack
h3-card-basic-defense = Defense
h3-card-basic-power = Power
h3-card-basic-knowledge = Knowledge
h3-card-spell-stone_skin = Stone Skin
h3-card-spell-fireball = Fireball
h3-card-spell-curse = Curse
