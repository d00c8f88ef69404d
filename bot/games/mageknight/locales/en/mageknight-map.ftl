# mageknight: the words drawn on the map picture (title, legend) (en).

mk-map-title = { $scenario } · Round { $round } · { $night ->
        [yes] Night
       *[no] Day
    }{ $now ->
        [playing] {" · "}{ $player } to play
        [tactic] {" · "}{ $player } picks a tactic
        [over] {" · "}game over
       *[none] {""}
    }
# a terrain's name (the rulebook's name where it prints one)
mk-map-terrain = { $id ->
   *[other] { $name }
 }
# a site's name (the rulebook's name where it prints one)
mk-map-site = { $id ->
   *[other] { $name }
 }
mk-map-burned-monastery = Burned monastery
mk-map-legend = { $part ->
    [terrain] Terrain
    [sites] Sites
    [tokens] Enemy tokens
    [figures] Heroes
   *[marks] Marks
 }
mk-map-mark = { $mark ->
    [highlight] highlighted (e.g. reachable)
    [rampaging] rampaging enemies
    [slot] unexplored tile slot
   *[owner] site owner's shield
 }
# what each enemy token back colour stands for (our own words)
mk-map-token = { $colour ->
    [green] marauding orcs
    [grey] keep guards
    [gray] keep guards
    [brown] dungeon monsters
    [violet] mage tower guards
    [red] draconum
    [white] city garrison
   *[yellow] ruins token
 }
