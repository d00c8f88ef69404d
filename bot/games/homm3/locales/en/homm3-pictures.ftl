# HoMM3: the words drawn on the pictures — the adventure map's title and legend, the battlefield.

## the adventure map
h3-pic-map-round = Round { $round } of { $rounds }
h3-pic-game-over = game over
h3-pic-to-play = { $who } to play
h3-pic-combat-at = combat at { $at }
h3-pic-legend = { $part ->
    [terrain] Terrain
    [sites] Locations
    [tokens] Tokens
    [figures] Heroes
   *[marks] Marks
}
h3-pic-mark = { $mark ->
    [highlight] highlighted (e.g. reachable)
    [slot] face-down tile (numerals of its back)
    [owner] faction cube (owner)
   *[visited] black cube (visited)
}
h3-pic-terrain = { $terrain ->
    [grass] Grass
    [dirt] Dirt
    [subterranean] Subterranean
   *[blocked] Blocked field
}
h3-pic-hero-of = { $hero } ({ $who }, { $role ->
    [secondary] secondary hero
   *[main] hero
})
h3-pic-hero = { $hero } ({ $role ->
    [secondary] secondary hero
   *[main] hero
})

## the battlefield
h3-pic-battle-title = Combat at { $at }
h3-pic-neutrals-played-by = neutrals played by { $who }
h3-pic-round = Round { $round }
h3-pic-neutral-units = Neutral units
h3-pic-player = Player { $n }
h3-pic-role = { $role ->
    [defender] Defender
   *[attacker] Attacker
}
h3-pic-side-head = { $role ->
    [defender] Defender
   *[attacker] Attacker
}: { $who }
h3-pic-side = { $side ->
    [tower] tower
    [pack] PACK
    [few] FEW
   *[neutral] neutral
}
h3-pic-paralysed = PARALYSED
h3-pic-defending = D
h3-pic-done = done
h3-pic-obstacle = { $what ->
    [gate] GATE
   *[wall] WALL
}
h3-pic-broken = { $what ->
    [gate] gate
   *[wall] wall
} (broken)
h3-pic-initiative-order = Round { $round } · initiative order
h3-pic-ini = ini { $n }
h3-pic-arrow-tower = Arrow tower (defender)
h3-pic-morale = morale { $morale }
h3-pic-spells = spells { $n }/{ $limit }
h3-pic-difficulty = difficulty { $n }
h3-pic-to-place = to place: { $units }
h3-pic-fallen = fallen: { $units }
h3-pic-status-setup = Set-up: { $who } places units
h3-pic-status-over = Combat over
h3-pic-status-won = Combat over: { $who } wins
h3-pic-status-acting = { $unit } is acting
h3-pic-status-waiting = waiting for { $who }
h3-pic-status-choosing = { $who } chooses a unit to activate
