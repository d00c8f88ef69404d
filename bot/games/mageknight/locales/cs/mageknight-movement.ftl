# Mage Knight: moving, exploring, flying, Forced Withdrawal (cs). Keys: mk-move-*.
# Terms: Pohyb (body pohybu), políčko, dílek mapy, drancující nepřítel, vyprovokovat, nucený ústup.

## Where a step may go (movement.py)

mk-move-not-on-map = { $hex } ještě není na mapě (nejdřív prozkoumej).
mk-move-rampaging-there = Na { $hex } jsou drancující nepřátelé ({ $rampaging }): nelze tam vstoupit, dokud nejsou poraženi (vyzvi je k boji ze sousedního políčka).
mk-move-no-pvp = { $player } stojí ve své pevnosti na { $hex }: zaútočit tam by znamenalo boj hráče proti hráči, který tato verze nehraje (R-NO-PVP).
mk-move-city-closed = { $hex } je město; v tomto scénáři nelze do měst vstupovat.
mk-move-impassable = Políčko { $hex } ({ $terrain }): { $when ->
        [turn] v tomto tahu na něj nelze vstoupit
       *[always] na něj nelze vstoupit
    }.
mk-move-not-adjacent = { $hex } nesousedí s { $src }.
mk-move-not-within = { $hex } není do vzdálenosti { $n ->
        [one] { $n } políčka
        [few] { $n } políček
        [many] { $n } políček
       *[other] { $n } políček
    } od { $src }.
mk-move-hero-there = Na { $hex } stojí { $player } a tento krok { $provokes }: pohyb, který vyprovokuje drancující nepřátele, nesmí vstoupit na políčko jiného hrdiny.
mk-move-rampaging-at = drancující nepřátele ({ $rampaging }) na { $hex }
mk-move-provokes = vyprovokuje { $enemies }
mk-move-assaults = zaútočí na { $site } na políčku { $hex }
mk-move-no-combat = bez boje

## Paths and refusals (movement.py)

mk-move-step-ends-movement = tento krok { $what }, čímž pohyb končí na { $hex }, takže cesta nemůže pokračovat na { $next }.
mk-move-path-costs = stojí { $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    } a máš { $have }.
mk-move-entering-costs = vstup na { $hex } stojí { $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    }{ $wall ->
        [yes] {" (+1 za překročení hradeb)"}
       *[no] {""}
    } a máš { $have }.
mk-move-out-of-reach = { $hex } je mimo dosah s { $n ->
        [one] { $n } bodem pohybu
        [few] { $n } body pohybu
        [many] { $n } body pohybu
       *[other] { $n } body pohybu
    }.
mk-move-paths-differ = Vede tam více cest ({ $n }) za { $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    }, které končí různě: uveď tu, kterou chceš (path), nebo se pohybuj po jednom políčku.
mk-move-route = cesta { $path } ({ $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    }; { $what })
mk-move-step = { $hex } ({ $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    }; { $what })
mk-move-step-plain = { $hex } ({ $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    })
mk-move-nowhere = nikam
mk-move-cannot-move = Na { $hex } se nemůžeš přesunout: { $why }
mk-move-ways = Cesty na { $hex }: { $ways }.
mk-move-reachable = Dosažitelné teď: { $hexes }.
mk-move-name-where = Uveď, kam se pohnout: cíl (hex) nebo políčka, kterými projdeš (path).
mk-move-already-there = Už stojíš na { $hex }.
mk-move-bending-provokes-nobody = Pohyb se Space Bending nikoho nevyprovokuje: vyzvi nepřátele k boji zvlášť.
mk-move-step-impossible = krok { $n } cesty ({ $src } → { $dst }) není možný: { $why }
mk-move-steps-from = Z { $hex } lze udělat krok na: { $steps }.
mk-move-the-path = cesta { $path } { $why }
mk-move-withdraws = { $player } nestojí na bezpečném políčku a nuceně ustupuje o { $n ->
        [one] { $n } políčko
        [few] { $n } políčka
        [many] { $n } políček
       *[other] { $n } políček
    } na { $hex }; dostává { $n ->
        [one] { $n } zranění
        [few] { $n } zranění
        [many] { $n } zranění
       *[other] { $n } zranění
    }.

## Flying (movement.py)

mk-move-flight-costs = { $what }: tento let stojí { $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    }; máš { $have }.
mk-move-flight-where = { $what }: uveď bezpečné políčko ve vzdálenosti nejvýše { $n } (hex:<q,r>): { $hexes }.
mk-move-flies = letí na { $hex } (terén se nepočítá, žádný drancující nepřítel není vyprovokován)
mk-move-flies-for = letí na { $hex } za { $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    } (terén se nepočítá, žádný drancující nepřítel není vyprovokován)

## Exploring and what a new tile brings (exploration.py)

mk-move-shape-not-yet = Tvar mapy „{ $shape }“ zatím není k dispozici.
mk-move-no-slot-here = odsud žádné
mk-move-cannot-explore = Místo pro dílek { $slot } prozkoumat nemůžeš. Místa, která prozkoumat můžeš: { $slots }.
mk-move-explore-costs = Prozkoumání stojí { $cost ->
        [one] { $cost } bod pohybu
        [few] { $cost } body pohybu
        [many] { $cost } bodů pohybu
       *[other] { $cost } bodů pohybu
    } a máš { $have }.
mk-move-explores = { $player } prozkoumává a odkrývá dílek { $tile } na { $slot }.
mk-move-setup-reveals = Příprava odkrývá dílek { $tile } na { $slot }.
mk-move-fame-for-tile = za odkrytí dílku mapy
mk-move-defender-revealed = Obránce { $site } na { $hex } je odhalen: { $enemy }.
mk-move-monastery-adds = Nový klášter přidává do nabídky jednotek kartu { $card }.
mk-move-city-found-closed = Na { $hex } bylo nalezeno { mk-site-city-by-colour }. V tomto scénáři do něj nelze vstoupit.
mk-move-city-found-no-level = Na { $hex } bylo nalezeno { mk-site-city-by-colour } (v tomto scénáři bez úrovně posádky).
mk-move-city-found = Na { $hex } bylo nalezeno { $city } (úroveň { $level }), brání ho { $n ->
        [one] { $n } žeton
        [few] { $n } žetony
        [many] { $n } žetonů
       *[other] { $n } žetonů
    }.
mk-move-no-ruins-token = Pro starobylé ruiny na { $hex } už nezbyl žádný žeton ruin.
mk-move-ruins-show = Starobylé ruiny na { $hex } ukazují: { $ruins }.
mk-move-no-enemy-token = Nezbyl žádný { mk-move-enemy-colour } žeton nepřítele k umístění na { $hex }.

## Looking at a hidden enemy (exploration.py)

mk-move-peek-what = Uveď, na co se podívat (target:<hex>|pile:<colour>). Možnosti: { $targets }.
mk-move-peeks = { $player } se dívá na nepřítele lícem dolů ({ $target }).
mk-move-peeked = Nepřítel na { $target } je { $enemy }.
mk-move-looks = dívá se na nepřítele na { $target }
mk-move-looks-fame = dívá se na nepřítele na { $target } (Sláva +{ $fame }, pokud bude poražen v tomto tahu)
# An enemy token's colour, agreeing with "žeton" (the $colour of the message using it).
mk-move-enemy-colour = { $colour ->
        [green] zelený
        [grey] šedý
        [brown] hnědý
        [violet] fialový
        [red] červený
        [white] bílý
       *[other] { $colour }
    }
