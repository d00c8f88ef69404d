# Mage Knight: sites and their names, interacting with the locals, space benefits (en).
# Keys: mk-site-*. A name takes $case: nom, in (with its preposition), acc, gen (glossary.py); English ignores it.

## Site and city names (glossary.py)

mk-site-name-portal = { $case ->
       *[other] Portal
    }
mk-site-name-village = { $case ->
       *[other] Village
    }
mk-site-name-monastery = { $case ->
       *[other] Monastery
    }
mk-site-name-keep = { $case ->
       *[other] Keep
    }
mk-site-name-mage-tower = { $case ->
       *[other] Mage Tower
    }
mk-site-name-city = { $case ->
       *[other] City
    }
mk-site-name-dungeon = { $case ->
       *[other] Dungeon
    }
mk-site-name-tomb = { $case ->
       *[other] Tomb
    }
mk-site-name-monster-den = { $case ->
       *[other] Monster Den
    }
mk-site-name-spawning-grounds = { $case ->
       *[other] Spawning Grounds
    }
mk-site-name-ancient-ruins = { $case ->
       *[other] Ancient Ruins
    }
mk-site-name-maze = { $case ->
       *[other] Maze
    }
mk-site-name-labyrinth = { $case ->
       *[other] Labyrinth
    }
mk-site-name-deep-mine = { $case ->
       *[other] Deep Mine
    }
mk-site-name-refugee-camp = { $case ->
       *[other] Refugee Camp
    }
mk-site-name-crystal-mine = { $case ->
       *[other] Crystal Mine
    }
mk-site-name-magical-glade = { $case ->
       *[other] Magical Glade
    }
mk-site-name-volkare-camp = { $case ->
       *[other] Volkare's Camp
    }
mk-site-name-lost-valley = { $case ->
       *[other] Lost Valley
    }
mk-site-name-necropolis = { $case ->
       *[other] Necropolis
    }
mk-site-name-cemetery = { $case ->
       *[other] Cemetery
    }
mk-site-city-white = { $case ->
       *[other] White City
    }
mk-site-city-blue = { $case ->
       *[other] Blue City
    }
mk-site-city-red = { $case ->
       *[other] Red City
    }
mk-site-city-green = { $case ->
       *[other] Green City
    }
mk-site-city-volkare-camp = { $case ->
       *[other] Volkare's Camp
    }

## Space benefits (space_benefits.py)

mk-site-starts-with-token = { $player } starts the turn in the { $site } and gains a { $colour } mana token.
mk-site-starts-night-rules = { $player } starts the turn in the { $site }: Night rules apply this turn.
mk-site-throws-wound = { $player } throws away a Wound from the { $place ->
        [hand] hand
       *[other] { $place } pile
    } in the { $site }.
mk-site-deep-mine-colour = The deep mine gives one crystal of a colour you choose: mine:<{ $colours }>.
mk-site-mine-at-cap = { $player } already has { $cap } { $colour } crystals; the mine gives nothing.
mk-site-mine-crystal = { $player } gains a { $colour } crystal from the mine at { $hex }.
# A city by the $colour of the message using it.
mk-site-city-by-colour = { $colour } city

## Interacting with the locals (interaction.py)

mk-site-nobody-here = There is nobody to interact with here: interaction happens at a village, a monastery, a keep you own, a conquered mage tower or a conquered city.
mk-site-monastery-burned = This monastery was burned: nobody is left to interact with.
mk-site-keep-not-yours = You can interact only at a keep you own.
mk-site-tower-unconquered = The mage tower must be conquered before anyone can interact there.
mk-site-city-unconquered = The city must be conquered before anyone can interact there.
mk-site-reputation-x = Your Reputation ({ $rep }) is on an X space: nobody will deal with you (§4.7).
mk-site-interacts = { $player } interacts at the { $site } (Reputation { $rep } Influence{ $shields ->
        [0] {""}
       *[other] , +{ $shields } for own Shields on the city
    }; now { $influence } Influence){ $lost ->
        [0] {""}
        [one] ; { $lost } unspent Move point lost
       *[other] ; { $lost } unspent Move points lost
    }.
mk-site-in-combat = You are in a combat: interaction is a different action.
mk-site-turn-ending = The end of your turn has begun.
mk-site-rested = You rested this turn: no interaction.
mk-site-action-taken = You have already taken your action this turn ({ $action }).
mk-site-costs-influence = { $what } costs { $price } Influence; you have { $have } (short by { $short }). Play Influence first (a card sideways gives Influence 1).

## Recruiting (interaction.py)

mk-site-not-in-offer = '{ $unit }' is not in the Unit offer. The offer: { $offer }.
mk-site-wrong-icon = { $unit } cannot be recruited at this { $site }: it is recruited at { $sites }.
mk-site-exclusive = { $unit } cannot be recruited in the same interaction as { $other }.
mk-site-rep-modifier = (Reputation modifier { $mode }: { $change } Influence)
mk-site-into-bonds = (into Bonds of Loyalty, { $n } less)
mk-site-off = ({ $n } off)
mk-site-recruiting = Recruiting { $unit }
mk-site-recruits = { $player } recruits { $unit } ({ $uid }) for { $cost } Influence
mk-site-also-pays = pays { $paid }
mk-site-influence-left = { $n } Influence left.
mk-site-paying-not-yet = Paying '{ $what }' is not available yet.
mk-site-pay-one-of = Pay one mana of { $colours } (mana:token:red, die:blue...).
mk-site-need-mana-too = You need one mana of { $colours } to pay as well.

## Buying (interaction.py)

mk-site-item-price = { $item } ({ $price } Influence)
mk-site-sells = The { $site } sells: { $items }.
mk-site-only-units = nothing but units
mk-site-once-per-interaction = '{ $item }' can be bought only once per interaction.
mk-site-items = { $n } x '{ $item }'
mk-site-item = '{ $item }'
mk-site-buys-for-later = buys { $what } x{ $n } for { $price } Influence (received at the end of the turn)
mk-site-buying-not-yet = Buying '{ $item }' is not available yet.
mk-site-count-whole = count: how many to buy (a whole number).
mk-site-buy-at-least-one = Buy at least one.
mk-site-points-whole = points: a whole number of Heal points to buy.
mk-site-buy-one-heal = Buy at least 1 Heal point.
mk-site-heal-at-most = You can use at most { $n ->
        [one] { $n } Heal point
       *[other] { $n } Heal points
    } now ({ $wounds } Wound(s) in hand{ $named ->
        [yes] , units { $units }
       *[no] ; name wounded units with units:u1,u2
    }): buy fewer.
mk-site-heal-points = { $n ->
        [one] { $n } Heal point
       *[other] { $n } Heal points
    }
mk-site-buys-heal = buys Heal { $n } for { $price } Influence: { $healed }
mk-site-nothing-to-take = There is no { $what ->
        [spell] spell
        [aa-unit] Advanced Action (from the Unit offer)
        [aa-deck] Advanced Action (or deck)
       *[aa] Advanced Action
    } to take.
mk-site-choose-card = Choose the { $what ->
        [spell] spell
        [aa-unit] Advanced Action (from the Unit offer)
        [aa-deck] Advanced Action (or deck)
       *[aa] Advanced Action
    }: card:<{ $cards }>.
mk-site-learns = learns { $card } for { $price } Influence (on top of the Deed deck)
mk-site-no-basic-colour = { $card } has no basic colour.
mk-site-learns-spell = learns the spell { $card } for { $price } Influence (on top of the Deed deck)
mk-site-learns-spell-paying = learns the spell { $card } for { $price } Influence and { $paid } (on top of the Deed deck)
mk-site-an-advanced-action = An Advanced Action
mk-site-takes-top-aa = { $player } takes the top card of the Advanced Action deck.
mk-site-it-is = It is { $card }.
mk-site-buys-top-aa = buys the top Advanced Action of the deck for { $price } Influence
mk-site-unit-deck-empty = The { $tier } unit deck is empty.
mk-site-adds-to-offer = adds { $unit } ({ $tier }) to the Unit offer for { $price } Influence

## Plundering a village (interaction.py)

mk-site-plunder-where = Only a village can be plundered, and you must stand on it.
mk-site-plundered-already = You have already plundered this village (once between two of your turns).
mk-site-plunder-when = A village is plundered before your turn; here that means before anything else in your turn.
mk-site-plunders = { $player } plunders the village: draws { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, Reputation -1 (now { $rep })
