# HoMM3: slova na obrázcích — titulek a legenda mapy dobrodružství, bojiště.

## mapa dobrodružství
h3-pic-map-round = Kolo { $round } z { $rounds }
h3-pic-game-over = konec hry
h3-pic-to-play = na tahu { $who }
h3-pic-combat-at = souboj na { $at }
h3-pic-legend = { $part ->
    [terrain] Terén
    [sites] Lokace
    [tokens] Žetony
    [figures] Hrdinové
   *[marks] Značky
}
h3-pic-mark = { $mark ->
    [highlight] zvýrazněno (např. dosažitelné)
    [slot] zakrytý dílek (číslice na rubu)
    [owner] kostička frakce (vlastník)
   *[visited] černá kostička (navštíveno)
}
h3-pic-terrain = { $terrain ->
    [grass] Tráva
    [dirt] Hlína
    [subterranean] Podzemí
   *[blocked] Neprůchodné pole
}
h3-pic-hero-of = { $hero } ({ $who }, { $role ->
    [secondary] sekundární hrdina
   *[main] hrdina
})
h3-pic-hero = { $hero } ({ $role ->
    [secondary] sekundární hrdina
   *[main] hrdina
})

## bojiště
h3-pic-battle-title = Souboj na { $at }
h3-pic-neutrals-played-by = neutrální jednotky hraje { $who }
h3-pic-round = Klání { $round }
h3-pic-neutral-units = Neutrální jednotky
h3-pic-player = Hráč { $n }
h3-pic-role = { $role ->
    [defender] Obránce
   *[attacker] Útočník
}
h3-pic-side-head = { $role ->
    [defender] Obránce
   *[attacker] Útočník
}: { $who }
h3-pic-side = { $side ->
    [tower] věž
    [pack] TLUPA
    [few] HRSTKA
   *[neutral] neutrální
}
h3-pic-paralysed = OCHROMENA
h3-pic-defending = O
h3-pic-done = hotovo
h3-pic-obstacle = { $what ->
    [gate] BRÁNA
   *[wall] HRADBA
}
h3-pic-broken = { $what ->
    [gate] brána
   *[wall] hradba
} (zničena)
h3-pic-initiative-order = Klání { $round } · pořadí podle iniciativy
h3-pic-ini = ini { $n }
h3-pic-arrow-tower = Střelecká věž (obránce)
h3-pic-morale = morálka { $morale }
h3-pic-spells = kouzla { $n }/{ $limit }
h3-pic-difficulty = obtížnost { $n }
h3-pic-to-place = k rozmístění: { $units }
h3-pic-fallen = padlé: { $units }
h3-pic-status-setup = Rozmístění: { $who } rozmisťuje jednotky
h3-pic-status-over = Konec souboje
h3-pic-status-won = Konec souboje: vítězí { $who }
h3-pic-status-acting = { $unit } je na řadě
h3-pic-status-waiting = čeká se na { $who }
h3-pic-status-choosing = { $who } volí jednotku k aktivaci
