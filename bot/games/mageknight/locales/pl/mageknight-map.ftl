# mageknight: słowa na obrazku mapy (tytuł, legenda) (pl).

mk-map-title = { $scenario } · runda { $round } · { $night ->
        [yes] Noc
       *[no] Dzień
    }{ $now ->
        [playing] {" · "}gra { $player }
        [tactic] {" · "}taktykę wybiera { $player }
        [over] {" · "}koniec gry
       *[none] {""}
    }
# nazwa terenu (nazwa z zasad, gdzie ją podają; inaczej angielska)
mk-map-terrain = { $id ->
    [plains] Równiny
    [forest] Las
    [desert] Pustynia
    [swamp] Bagno
    [lake] Jezioro
   *[other] { $name }
 }
# nazwa miejsca (nazwa z zasad, gdzie ją podają; inaczej angielska)
mk-map-site = { $id ->
    [portal] Portal
    [village] Wioska
    [monastery] Klasztor
    [keep] Baszta
    [mage_tower] Wieża maga
    [city] Miasto
    [dungeon] Loch
    [tomb] Grobowiec
    [monster_den] Legowisko potwora
    [spawning_grounds] Wylęgarnia potworów
    [ancient_ruins] Ruiny
    [crystal_mine] Kopalnia kryształów
    [magical_glade] Magiczna polana
   *[other] { $name }
 }
mk-map-burned-monastery = Spalony klasztor
mk-map-legend = { $part ->
    [terrain] Teren
    [sites] Miejsca
    [tokens] Żetony wrogów
    [figures] Bohaterowie
   *[marks] Oznaczenia
 }
mk-map-mark = { $mark ->
    [highlight] wyróżnione (np. osiągalne)
    [rampaging] rozwścieczeni wrogowie
    [slot] nieodkryte miejsce na teren
   *[owner] tarcza właściciela miejsca
 }
# co oznacza kolor rewersu żetonu wroga (własne słowa)
mk-map-token = { $colour ->
    [green] Plądrujący Orkowie
    [grey] strażnicy baszt
    [gray] strażnicy baszt
    [brown] potwory z lochów
    [violet] strażnicy wież magów
    [red] Draconum
    [white] garnizon miasta
   *[yellow] żeton ruin
 }
