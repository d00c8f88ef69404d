# Mage Knight: moving, exploring, flying, Forced Withdrawal (en). Keys: mk-move-*.

## Where a step may go (movement.py)

mk-move-not-on-map = { $hex } is not on the map yet (explore first).
mk-move-rampaging-there = { $hex } holds rampaging { $rampaging }: you cannot enter it until they are defeated (challenge them from an adjacent space).
mk-move-no-pvp = { $player } stands in their keep at { $hex }: attacking them there would be a player-versus-player combat, which this version does not play (R-NO-PVP).
mk-move-city-closed = { $hex } is a city; in this scenario cities cannot be entered.
mk-move-impassable = { $hex } is { $terrain }: it cannot be entered{ $when ->
        [turn] {" this turn"}
       *[always] {""}
    }.
mk-move-not-adjacent = { $hex } is not adjacent to { $src }.
mk-move-not-within = { $hex } is not within { $n } spaces of { $src }.
mk-move-hero-there = { $player } stands on { $hex } and this step { $provokes }: a move that provokes rampaging enemies may not enter another hero's space.
mk-move-rampaging-at = the rampaging { $rampaging } at { $hex }
mk-move-provokes = provokes { $enemies }
mk-move-assaults = assaults the { $site } at { $hex }
mk-move-no-combat = no combat

## Paths and refusals (movement.py)

mk-move-step-ends-movement = this step { $what }, which ends the movement on { $hex }, so the path cannot go on to { $next }.
mk-move-path-costs = costs { $cost } Move and you have { $have }.
mk-move-entering-costs = entering { $hex } costs { $cost } Move{ $wall ->
        [yes] {" (+1 to cross the wall)"}
       *[no] {""}
    } and you have { $have }.
mk-move-out-of-reach = { $hex } is out of reach with { $n ->
        [one] { $n } Move point
       *[other] { $n } Move points
    }.
mk-move-paths-differ = { $n } paths there cost { $cost } Move but end differently: name the one you want (path), or move one space at a time.
mk-move-route = path { $path } ({ $cost } Move; { $what })
mk-move-step = { $hex } ({ $cost } Move; { $what })
mk-move-step-plain = { $hex } ({ $cost } Move)
mk-move-nowhere = nowhere
mk-move-cannot-move = You cannot move to { $hex }: { $why }
mk-move-ways = Ways to { $hex }: { $ways }.
mk-move-reachable = Reachable now: { $hexes }.
mk-move-name-where = Name where to move: the destination (hex) or the spaces to pass (path).
mk-move-already-there = You are already on { $hex }.
mk-move-bending-provokes-nobody = Space Bending moves provoke nobody: challenge enemies separately.
mk-move-step-impossible = step { $n } of the path ({ $src } to { $dst }) is not possible: { $why }
mk-move-steps-from = From { $hex } a step can go to: { $steps }.
mk-move-the-path = the path { $path } { $why }
mk-move-withdraws = { $player } is not on a safe space and withdraws { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    } to { $hex }, taking { $n ->
        [one] { $n } Wound
       *[other] { $n } Wounds
    }.

## Flying (movement.py)

mk-move-flight-costs = { $what }: this flight costs { $cost } Move; you have { $have }.
mk-move-flight-where = { $what }: name a safe space up to { $n } away (hex:<q,r>): { $hexes }.
mk-move-flies = flies to { $hex } (terrain ignored, no rampaging enemy provoked)
mk-move-flies-for = flies to { $hex } (terrain ignored, no rampaging enemy provoked) for { $cost } Move

## Exploring and what a new tile brings (exploration.py)

mk-move-shape-not-yet = The '{ $shape }' map shape is not available yet.
mk-move-no-slot-here = none from where you stand
mk-move-cannot-explore = You cannot explore the slot { $slot }. Slots you can explore: { $slots }.
mk-move-explore-costs = Exploring costs { $cost } Move points and you have { $have }.
mk-move-explores = { $player } explores and reveals tile { $tile } at { $slot }.
mk-move-setup-reveals = Set-up reveals tile { $tile } at { $slot }.
mk-move-fame-for-tile = for revealing a tile
mk-move-defender-revealed = The defender of the { $site } at { $hex } is revealed: { $enemy }.
mk-move-monastery-adds = The new monastery adds { $card } to the Unit offer.
mk-move-city-found-closed = The { $colour } city is found at { $hex }. In this scenario it cannot be entered.
mk-move-city-found-no-level = The { $colour } city is found at { $hex } (no garrison level in this scenario).
mk-move-city-found = The { $city } (level { $level }) is found at { $hex }, defended by { $n } tokens.
mk-move-no-ruins-token = No ruins token is left for the Ancient Ruins at { $hex }.
mk-move-ruins-show = The Ancient Ruins at { $hex } show: { $ruins }.
mk-move-no-enemy-token = No { $colour } enemy token is left to place at { $hex }.

## Looking at a hidden enemy (exploration.py)

mk-move-peek-what = Name what to look at (target:<hex>|pile:<colour>). Possible: { $targets }.
mk-move-peeks = { $player } looks at a face-down enemy ({ $target }).
mk-move-peeked = The enemy at { $target } is { $enemy }.
mk-move-looks = looks at the enemy at { $target }
mk-move-looks-fame = looks at the enemy at { $target } (Fame +{ $fame } if defeated this turn)
# An enemy token's colour (the $colour of the message using it).
mk-move-enemy-colour = { $colour }
