# mageknight: slova na obrázku mapy (titulek, legenda) (cs).

mk-map-title = { $scenario } · kolo { $round } · { $night ->
        [yes] Noc
       *[no] Den
    }{ $now ->
        [playing] {" · "}hraje { $player }
        [tactic] {" · "}taktiku vybírá { $player }
        [over] {" · "}konec hry
       *[none] {""}
    }
# název terénu (název z pravidel, kde ho pravidla uvádějí; jinak anglický)
mk-map-terrain = { $id ->
    [forest] Les
    [desert] Poušť
    [swamp] Bažina
    [lake] Jezero
    [mountain] Hory
   *[other] { $name }
 }
# název místa (název z pravidel, kde ho pravidla uvádějí; jinak anglický)
mk-map-site = { $id ->
    [portal] Portál
    [village] Vesnice
    [monastery] Klášter
    [keep] Pevnost
    [mage_tower] Magická věž
    [city] Město
    [dungeon] Podzemí
    [tomb] Hrobka
    [monster_den] Doupě nestvůr
    [spawning_grounds] Líheň nestvůr
    [ancient_ruins] Starobylé ruiny
    [crystal_mine] Krystalové doly
    [magical_glade] Kouzelná mýtina
    [maze] Bludiště
    [labyrinth] Labyrint
    [deep_mine] Hlubinné doly
    [refugee_camp] Uprchlický tábor
    [volkare_camp] Volkarův tábor
    [lost_valley] Ztracené údolí
    [necropolis] Nekropole
    [cemetery] Pohřebiště
   *[other] { $name }
 }
mk-map-burned-monastery = Vypálený klášter
mk-map-legend = { $part ->
    [terrain] Terén
    [sites] Místa
    [tokens] Žetony nepřátel
    [figures] Hrdinové
   *[marks] Značky
 }
mk-map-mark = { $mark ->
    [highlight] zvýrazněno (např. dosažitelné)
    [rampaging] drancující nepřátelé
    [slot] neprozkoumané místo pro dílek
   *[owner] štít vlastníka místa
 }
# co znamená barva rubu žetonu nepřítele (vlastní slova)
mk-map-token = { $colour ->
    [green] orčí nájezdníci
    [grey] stráže pevností
    [gray] stráže pevností
    [brown] nestvůry z podzemí
    [violet] stráže magických věží
    [red] dračí lid
    [white] posádka města
   *[yellow] žeton ruin
 }
