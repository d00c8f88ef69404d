# HoMM3: the game's own words (resources, decks, factions, tiers, locations, buildings) and the few
# component names the published Czech rulebook prints (English here: the data's names).

h3-game-name = Heroes of Might and Magic III

## resources: amounts ("3 gold") and prices as the labels show them ("4 gold + 2 bm + 1 v")
h3-res-gold = { $n } gold
h3-res-building_materials = { $n } building materials
h3-res-valuables = { $n } valuables
h3-res-nothing = nothing
h3-price-gold = { $n } gold
h3-price-building_materials = { $n } bm
h3-price-valuables = { $n } v
h3-mp = { $n } MP

## factions, tiers, heroes, units
h3-faction-castle = Castle
h3-faction-dungeon = Dungeon
h3-faction-necropolis = Necropolis
h3-hero-choice = { $which ->
    [main] main hero
   *[secondary] secondary hero
}
h3-hero-class = { $id ->
    [might] Might hero
   *[magic] Magic hero
}
h3-difficulty = { $id ->
    [easy] Easy
    [normal] Normal
    [hard] Hard
   *[impossible] Impossible
}
h3-unit-pack = { $unit } (Pack)
h3-unit-few = { $unit } (Few)
h3-unit-neutral = { $unit } (neutral)
h3-token = { $token ->
    [build] build
    [population] population
   *[spell_book] spell book
}
h3-none = none
h3-nobody = nobody
h3-none-option = None

## map locations: the generic ones, and the glossary's (the others keep the data's English names)
h3-location-town = Town
h3-location-settlement = Settlement
h3-location-mine = Mine
h3-location-artifact = Artifact symbol
h3-location-treasure = Treasure symbol
h3-location-resource = Resource symbol
h3-location-treasure_or_resource = Treasure or resource symbol
h3-location-empty = Empty field
h3-location-blocked = Blocked field
h3-location-grail = Grail
h3-location-trading_post = Trading Post

## town buildings every faction has under one name
h3-building-city-hall = City Hall
h3-building-citadel = Citadel
h3-building-mage-guild = Mage Guild

## cards the Czech rulebook names (the basic cards are the hero's stats)
h3-card-basic-attack = Attack
h3-card-basic-defense = Defense
h3-card-basic-power = Power
h3-card-basic-knowledge = Knowledge
h3-card-spell-stone_skin = Stone Skin
h3-card-spell-fireball = Fireball
h3-card-spell-curse = Curse
