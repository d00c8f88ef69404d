# HoMM3: słowa na obrazkach — tytuł i legenda mapy przygód, pole bitwy.

## mapa przygód
h3-pic-map-round = Runda { $round } z { $rounds }
h3-pic-game-over = koniec gry
h3-pic-to-play = ruch: { $who }
h3-pic-combat-at = walka na { $at }
h3-pic-legend = { $part ->
    [terrain] Teren
    [sites] Lokacje
    [tokens] Żetony
    [figures] Bohaterowie
   *[marks] Znaczniki
}
h3-pic-mark = { $mark ->
    [highlight] wyróżnione (np. osiągalne)
    [slot] zakryta płytka (cyfry na rewersie)
    [owner] kostka frakcji (właściciel)
   *[visited] czarna kostka (odwiedzone)
}
h3-pic-terrain = { $terrain ->
    [grass] Trawa
    [dirt] Ziemia
    [subterranean] Podziemia
   *[blocked] Pole nie do przejścia
}
h3-pic-hero-of = { $hero } ({ $who }, { $role ->
    [secondary] drugi bohater
   *[main] bohater
})
h3-pic-hero = { $hero } ({ $role ->
    [secondary] drugi bohater
   *[main] bohater
})

## pole bitwy
h3-pic-battle-title = Walka na { $at }
h3-pic-neutrals-played-by = neutralnymi gra { $who }
h3-pic-round = Runda { $round }
h3-pic-neutral-units = Jednostki neutralne
h3-pic-player = Gracz { $n }
h3-pic-role = { $role ->
    [defender] Obrońca
   *[attacker] Atakujący
}
h3-pic-side-head = { $role ->
    [defender] Obrońca
   *[attacker] Atakujący
}: { $who }
h3-pic-side = { $side ->
    [tower] wieża
    [pack] PACK
    [few] FEW
   *[neutral] neutralna
}
h3-pic-paralysed = SPARALIŻ.
h3-pic-defending = O
h3-pic-done = gotowa
h3-pic-obstacle = { $what ->
    [gate] BRAMA
   *[wall] MUR
}
h3-pic-broken = { $what ->
    [gate] brama (zniszczona)
   *[wall] mur (zniszczony)
}
h3-pic-initiative-order = Runda { $round } · kolejność inicjatywy
h3-pic-ini = ini { $n }
h3-pic-arrow-tower = Wieża strzelnicza (obrońca)
h3-pic-morale = morale { $morale }
h3-pic-spells = czary { $n }/{ $limit }
h3-pic-difficulty = trudność { $n }
h3-pic-to-place = do rozstawienia: { $units }
h3-pic-fallen = polegli: { $units }
h3-pic-status-setup = Rozstawienie: { $who } rozstawia jednostki
h3-pic-status-over = Koniec walki
h3-pic-status-won = Koniec walki: wygrywa { $who }
h3-pic-status-acting = { $unit } działa
h3-pic-status-waiting = czekamy na: { $who }
h3-pic-status-choosing = { $who } wybiera jednostkę do aktywacji
