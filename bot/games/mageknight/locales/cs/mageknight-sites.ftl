# Mage Knight: sites and their names, interacting with the locals, space benefits (cs).
# Keys: mk-site-*. Names from the Czech Ultimate Edition / Lost Legion rulebooks (glossary-cs-pl.md).
# A name takes $case: nom, in (with its preposition), acc, gen.

## Site and city names (glossary.py)

mk-site-name-portal = { $case ->
        [in] na portálu
        [acc] portál
        [gen] portálu
       *[nom] portál
    }
mk-site-name-village = { $case ->
        [in] ve vesnici
        [acc] vesnici
        [gen] vesnice
       *[nom] vesnice
    }
mk-site-name-monastery = { $case ->
        [in] v klášteře
        [acc] klášter
        [gen] kláštera
       *[nom] klášter
    }
mk-site-name-keep = { $case ->
        [in] v pevnosti
        [acc] pevnost
        [gen] pevnosti
       *[nom] pevnost
    }
mk-site-name-mage-tower = { $case ->
        [in] v magické věži
        [acc] magickou věž
        [gen] magické věže
       *[nom] magická věž
    }
mk-site-name-city = { $case ->
        [in] ve městě
        [acc] město
        [gen] města
       *[nom] město
    }
mk-site-name-dungeon = { $case ->
        [in] v podzemí
        [acc] podzemí
        [gen] podzemí
       *[nom] podzemí
    }
mk-site-name-tomb = { $case ->
        [in] v hrobce
        [acc] hrobku
        [gen] hrobky
       *[nom] hrobka
    }
mk-site-name-monster-den = { $case ->
        [in] v doupěti nestvůr
        [acc] doupě nestvůr
        [gen] doupěte nestvůr
       *[nom] doupě nestvůr
    }
mk-site-name-spawning-grounds = { $case ->
        [in] v líhni nestvůr
        [acc] líheň nestvůr
        [gen] líhně nestvůr
       *[nom] líheň nestvůr
    }
mk-site-name-ancient-ruins = { $case ->
        [in] ve starobylých ruinách
        [acc] starobylé ruiny
        [gen] starobylých ruin
       *[nom] starobylé ruiny
    }
mk-site-name-maze = { $case ->
        [in] v bludišti
        [acc] bludiště
        [gen] bludiště
       *[nom] bludiště
    }
mk-site-name-labyrinth = { $case ->
        [in] v labyrintu
        [acc] labyrint
        [gen] labyrintu
       *[nom] labyrint
    }
mk-site-name-deep-mine = { $case ->
        [in] v hlubinných dolech
        [acc] hlubinné doly
        [gen] hlubinných dolů
       *[nom] hlubinné doly
    }
mk-site-name-refugee-camp = { $case ->
        [in] v uprchlickém táboře
        [acc] uprchlický tábor
        [gen] uprchlického tábora
       *[nom] uprchlický tábor
    }
mk-site-name-crystal-mine = { $case ->
        [in] v krystalových dolech
        [acc] krystalové doly
        [gen] krystalových dolů
       *[nom] krystalové doly
    }
mk-site-name-magical-glade = { $case ->
        [in] na kouzelné mýtině
        [acc] kouzelnou mýtinu
        [gen] kouzelné mýtiny
       *[nom] kouzelná mýtina
    }
mk-site-name-volkare-camp = { $case ->
        [in] ve Volkarově táboře
        [acc] Volkarův tábor
        [gen] Volkarova tábora
       *[nom] Volkarův tábor
    }
mk-site-name-lost-valley = { $case ->
        [in] ve Ztraceném údolí
        [acc] Ztracené údolí
        [gen] Ztraceného údolí
       *[nom] Ztracené údolí
    }
mk-site-name-necropolis = { $case ->
        [in] v Nekropoli
        [acc] Nekropoli
        [gen] Nekropole
       *[nom] Nekropole
    }
mk-site-name-cemetery = { $case ->
        [in] na pohřebišti
        [acc] pohřebiště
        [gen] pohřebiště
       *[nom] pohřebiště
    }
mk-site-city-white = { $case ->
        [in] v bílém městě
        [acc] bílé město
        [gen] bílého města
       *[nom] bílé město
    }
mk-site-city-blue = { $case ->
        [in] v modrém městě
        [acc] modré město
        [gen] modrého města
       *[nom] modré město
    }
mk-site-city-red = { $case ->
        [in] v červeném městě
        [acc] červené město
        [gen] červeného města
       *[nom] červené město
    }
mk-site-city-green = { $case ->
        [in] v zeleném městě
        [acc] zelené město
        [gen] zeleného města
       *[nom] zelené město
    }
mk-site-city-volkare-camp = { $case ->
        [in] ve Volkarově táboře
        [acc] Volkarův tábor
        [gen] Volkarova tábora
       *[nom] Volkarův tábor
    }

## Space benefits (space_benefits.py)

mk-site-starts-with-token = { $player } začíná tah { $site } a získává žeton { mk-mana-colour-fgen } many.
mk-site-starts-night-rules = { $player } začíná tah { $site }: v tomto tahu platí noční pravidla.
mk-site-throws-wound = { $player } { $site } vyřazuje kartu zranění { $place ->
        [hand] z ruky
       *[other] z odkládacího balíčku
    }.
mk-site-deep-mine-colour = Hlubinné doly dávají jeden krystal barvy podle tvojí volby: mine:<{ $colours }>.
mk-site-mine-at-cap = { $player } už má { $cap ->
        [one] { $cap } { mk-mana-colour-m } krystal
        [few] { $cap } { mk-mana-colour-mpl } krystaly
       *[other] { $cap } { mk-mana-colour-mplgen } krystalů
    }; doly nedávají nic.
mk-site-mine-crystal = { $player } získává { mk-mana-colour-m } krystal z dolů na políčku { $hex }.
# A city by the $colour of the message using it.
mk-site-city-by-colour = { $colour ->
        [white] bílé město
        [blue] modré město
        [red] červené město
        [green] zelené město
       *[other] město ({ $colour })
    }

## Interacting with the locals (interaction.py): vyjednávání s obyvateli, Vliv, Pověst

mk-site-nobody-here = Není tu nikdo, s kým vyjednávat: vyjednávat lze ve vesnici, v klášteře, ve vlastní pevnosti, v dobyté magické věži nebo v dobytém městě.
mk-site-monastery-burned = Tento klášter byl vypálen: není tu nikdo, s kým vyjednávat.
mk-site-keep-not-yours = Vyjednávat můžeš jen ve vlastní pevnosti.
mk-site-tower-unconquered = Než tu bude možné vyjednávat, musí být magická věž dobyta.
mk-site-city-unconquered = Než tu bude možné vyjednávat, musí být město dobyto.
mk-site-reputation-x = Tvoje Pověst ({ $rep }) je na políčku X: nikdo s tebou nebude jednat (§4.7).
mk-site-interacts = { $player } vyjednává { $site } (Pověst { $rep } k Vlivu{ $shields ->
        [0] {""}
       *[other] , +{ $shields } za vlastní žetony štítu ve městě
    }; nyní { $influence ->
        [one] { $influence } bod vlivu
        [few] { $influence } body vlivu
        [many] { $influence } bodů vlivu
       *[other] { $influence } bodů vlivu
    }){ $lost ->
        [0] {""}
       *[other] ; nevyužitý pohyb propadá: { $lost ->
        [one] { $lost } bod pohybu
        [few] { $lost } body pohybu
        [many] { $lost } bodů pohybu
       *[other] { $lost } bodů pohybu
    }
    }.
mk-site-in-combat = Jsi v boji: vyjednávání je jiná akce.
mk-site-turn-ending = Konec tvého tahu už začal.
mk-site-rested = V tomto tahu už proběhl odpočinek: vyjednávat nelze.
mk-site-action-taken = Akce tohoto tahu už je provedena ({ $action ->
        [combat] boj
        [interact] vyjednávání
        [adventure] dobrodružství
        [flip_back] otočení dovednosti
        [card] karta
       *[other] { $action }
    }).
mk-site-costs-influence = { $what } stojí { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    }; máš { $have } (chybí { $short }). Nejdřív zahraj Vliv (karta zahraná bokem dává Vliv 1).

## Recruiting (interaction.py)

mk-site-not-in-offer = „{ $unit }“ není v nabídce jednotek. V nabídce je: { $offer }.
mk-site-wrong-icon = Jednotku { $unit } nelze naverbovat { $site }: verbuje se v těchto místech: { $sites }.
mk-site-exclusive = Jednotku { $unit } nelze naverbovat při stejném vyjednávání jako { $other }.
mk-site-rep-modifier = (modifikátor Pověsti { $mode ->
        [reversed] obrácený
        [doubled] dvojnásobný
       *[other] { $mode }
    }: { $change } k Vlivu)
mk-site-into-bonds = (do Bonds of Loyalty, o { $n } méně)
mk-site-off = (sleva { $n })
mk-site-recruiting = Naverbování jednotky { $unit }
mk-site-recruits = { $player } verbuje { $unit } ({ $uid }) za { $cost ->
        [one] { $cost } bod vlivu
        [few] { $cost } body vlivu
        [many] { $cost } bodů vlivu
       *[other] { $cost } bodů vlivu
    }
mk-site-also-pays = platí: { $paid }
mk-site-influence-left = zbylý Vliv: { $n }.
mk-site-paying-not-yet = Placení „{ $what }“ zatím není k dispozici.
mk-site-pay-one-of = Zaplať jednu manu z barev: { $colours } (mana:token:red, die:blue…).
mk-site-need-mana-too = Musíš navíc zaplatit jednu manu z barev: { $colours }.

## Buying (interaction.py)

mk-site-item-price = { $item } ({ $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    })
mk-site-sells = Nabídka ({ $site }): { $items }.
mk-site-only-units = jen jednotky
mk-site-once-per-interaction = „{ $item }“ lze koupit jen jednou za vyjednávání.
mk-site-items = { $n }× „{ $item }“
mk-site-item = „{ $item }“
mk-site-buys-for-later = kupuje { $what } ×{ $n } za { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    } (obdrží na konci tahu)
mk-site-buying-not-yet = Nákup „{ $item }“ zatím není k dispozici.
mk-site-count-whole = count: kolik koupit (celé číslo).
mk-site-buy-at-least-one = Kup alespoň jeden kus.
mk-site-points-whole = points: celý počet bodů léčení ke koupi.
mk-site-buy-one-heal = Kup alespoň 1 bod léčení.
mk-site-heal-at-most = Teď můžeš využít nejvýše { $n ->
        [one] { $n } bod léčení
        [few] { $n } body léčení
        [many] { $n } bodů léčení
       *[other] { $n } bodů léčení
    } ({ $wounds } zranění v ruce{ $named ->
        [yes] , jednotky { $units }
       *[no] ; zraněné jednotky uveď pomocí units:u1,u2
    }): kup méně.
mk-site-heal-points = { $n ->
        [one] { $n } bod léčení
        [few] { $n } body léčení
        [many] { $n } bodů léčení
       *[other] { $n } bodů léčení
    }
mk-site-buys-heal = kupuje Léčení { $n } za { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    }: { $healed }
mk-site-nothing-to-take = { $what ->
        [spell] Není tu žádné kouzlo k získání.
        [aa-unit] V nabídce jednotek není žádná pokročilá akce k získání.
        [aa-deck] Není tu žádná pokročilá akce (ani balíček) k získání.
       *[aa] Není tu žádná pokročilá akce k získání.
    }
mk-site-choose-card = Vyber { $what ->
        [spell] kouzlo
        [aa-unit] pokročilou akci (z nabídky jednotek)
        [aa-deck] pokročilou akci (nebo balíček)
       *[aa] pokročilou akci
    }: card:<{ $cards }>.
mk-site-learns = učí se { $card } za { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    } (navrch dobíracího balíčku)
mk-site-no-basic-colour = { $card } nemá základní barvu.
mk-site-learns-spell = učí se kouzlo { $card } za { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    } (navrch dobíracího balíčku)
mk-site-learns-spell-paying = učí se kouzlo { $card } za { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    } a { $paid } (navrch dobíracího balíčku)
mk-site-an-advanced-action = Pokročilá akce
mk-site-takes-top-aa = { $player } bere vrchní kartu balíčku pokročilých akcí.
mk-site-it-is = Je to { $card }.
mk-site-buys-top-aa = kupuje vrchní pokročilou akci z balíčku za { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    }
mk-site-unit-deck-empty = { $tier ->
        [elite] Balíček elitních jednotek
       *[other] Balíček základních jednotek
    } je prázdný.
mk-site-adds-to-offer = přidává { $unit } ({ $tier ->
        [elite] elitní
       *[other] základní
    }) do nabídky jednotek za { $price ->
        [one] { $price } bod vlivu
        [few] { $price } body vlivu
        [many] { $price } bodů vlivu
       *[other] { $price } bodů vlivu
    }

## Plundering a village (interaction.py)

mk-site-plunder-where = Vyplenit lze jen vesnici a musíš na ní stát.
mk-site-plundered-already = Tato vesnice už byla vypleněna (jednou mezi dvěma tvými tahy).
mk-site-plunder-when = Vesnice se plení před tvým tahem; tady to znamená před čímkoli jiným ve tvém tahu.
mk-site-plunders = { $player } plení vesnici: dobírá { $n ->
        [one] { $n } kartu
        [few] { $n } karty
        [many] { $n } karet
       *[other] { $n } karet
    }, Pověst −1 (nyní { $rep })
