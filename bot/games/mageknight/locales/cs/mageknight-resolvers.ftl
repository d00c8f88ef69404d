# Mage Knight: efekty pokročilých akcí, kouzel, taktik a cestování (resolvers/), česky.
# Herní pojmy podle pravidel Ultimate Edition; jména, která pravidla netisknou, zůstávají anglicky.

## Společná slova

mk-res-none = žádné
mk-res-nothing = nic
mk-res-none-left = žádná nezbývá
mk-res-nowhere = nikam
mk-res-empty = prázdný
mk-res-colour = { $colour ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $colour }
    }

## Taktiky (resolvers/tactics.py)

mk-res-tactic-name = { $id ->
        [planning] Plánování
        [long_night] Dlouhá noc
       *[other] { $name }
    }
mk-res-tactic-taken = { $player } ({ $tactic }): { $text }.
mk-res-cycle-not-in-hand = Kartu '{ $card }' nemáš v ruce (cards:<nejvýše { $n } z { $hand }>).
mk-res-cycle-too-many = Nejvýše { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } karet
    } (cards:a,b,...).
mk-res-cycle-put-away = Odkládáš: { $cards }.
mk-res-cycle-done = { $where ->
        [deck] zamíchá do dobíracího balíčku
       *[discard] odloží
    } { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }{ $wounds ->
        [0] {""}
       *[other] {" "}(z toho { $wounds } zranění)
    } a dobere si { $drawn }{ $reshuffle ->
        [yes] , pak zamíchá odkládací balíček do dobíracího balíčku
       *[no] {""}
    }
mk-res-search-choose = Vyber kartu ze svého dobíracího balíčku (card:<{ $cards }>).
mk-res-search-public = { $player } si bere kartu z dobíracího balíčku.
mk-res-search-private = Bereš si { $card }.
mk-res-search-done = bere si kartu z dobíracího balíčku do ruky a balíček zamíchá
mk-res-steal-none = nebere si žádnou kostku
mk-res-steal-none-may = nebere si žádnou kostku (může si vzít jednu: colour:<{ $choices }>)
mk-res-steal-choose = Vyber kostku základní barvy z Pramene (colour:<{ $choices }>).
mk-res-steal-done = bere si { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } kostku z Pramene
mk-res-steal-use = použije ukradenou { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } kostku (na konci tahu se vrátí do Pramene)
mk-res-tactic-no-effect = tvá taktika teď nemá žádný efekt k použití
mk-res-tactic-face-down = tvá karta taktiky je otočená lícem dolů (v tomto kole už byla použita)
mk-res-tactic-turn-ending = tvůj tah končí
mk-res-tactic-no-stolen-die = na kartě Mana Steal neleží žádná kostka
mk-res-tactic-last-turn = toto je tvůj poslední tah v tomto kole
mk-res-tactic-deck-not-empty = tvůj dobírací balíček není prázdný (nebo v odkládacím balíčku nic není)
mk-res-tactic-used-this-turn = v tomto tahu už byla použita
mk-res-tactic-before-turn = používá se před tvým tahem (na jeho samém začátku)
mk-res-tactic-before-source = používá se dřív, než si vezmeš manu z Pramene
mk-res-tactic-cannot-use = Svou taktiku teď nemůžeš použít: { $why }.
mk-res-right-moment = hned po tomto tahu odehraje další tah
mk-res-tactic-use = { $player } používá taktiku { $tactic }: { $text }
mk-res-long-night = vrátí { $n ->
        [one] { $n } náhodnou odloženou kartu
        [few] { $n } náhodné odložené karty
       *[other] { $n } náhodných odložených karet
    } zpět jako dobírací balíček
mk-res-long-night-refill = { $player } používá taktiku Dlouhá noc: { $text }.
mk-res-sparing-deck-empty = Tvůj dobírací balíček je prázdný: vezmi si schované karty (mode:take).
mk-res-sparing-stash = dá vrchní kartu dobíracího balíčku pod kartu taktiky (karet pod ní: { $n })
mk-res-sparing-take-public = { $player } si bere { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    } zpod taktiky Sparing Power.
mk-res-sparing-take-private = Bereš si: { $cards }.
mk-res-sparing-take = otočí kartu taktiky a vezme si do ruky { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    } zpod ní
mk-res-sparing-mode = Sparing Power: mode:stash (vrchní karta dobíracího balíčku pod taktiku) nebo mode:take (vezmi si je všechny).
mk-res-die-numbered = { $n } ({ $colour ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $colour }
    })
mk-res-search-dice-choose = Zadej čísla 1 nebo 2 volných kostek z Pramene (dice:1,2): { $dice }.
mk-res-search-dice-depleted-first = Nejdřív musíš vybrat zlaté a černé kostky (Mana Search).
mk-res-search-dice-done = přehodí { $dice }
mk-res-die-rerolled = kostku { $n } na { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    }
mk-res-option-sparing-take = { $tactic }: vezmi si schované karty
mk-res-option-meditation-nothing = { $tactic }: nic zpět nezamíchávej
mk-res-option-meditation-wounds = { $tactic }: zamíchej zranění zpět
mk-res-option-search = { $tactic }: přehoď kostku { $n }
mk-res-option-use = Použij taktiku { $tactic }

## Cestování, denní doba, léčení, Volání do zbraně (resolvers/travel.py)

mk-res-labelled = { $id } ({ $what })
mk-res-numbered = { $n }: { $what }
mk-res-gains = získává { $what }
mk-res-paying = {""}, platí { $paid }
mk-res-assaults = útočí na { $site } na { $hex }
mk-res-assault-reputation = za útok na opevněné místo
mk-res-travel-too-late = { $card }: tento pohyb je možný jen před tvou akcí (ne v boji ani po něm, ne po vyjednávání s obyvateli ani po odpočinku).
mk-res-travel-choose = Vyber, kam jít (hex:<q,r>): { $end ->
        [in_assault] nedobyté opevněné místo
       *[other] bezpečné políčko
    } nejvýše { $n ->
        [one] { $n } políčko
        [few] { $n } políčka
       *[other] { $n } políček
    } daleko: { $hexes }.
mk-res-travels = cestuje na { $hex }
mk-res-adjacency = v tomto tahu se políčka ve vzdálenosti { $n } počítají při pohybu (nikoho nevyprovokuje) i při průzkumu za sousední
mk-res-repeat-last-turn = { $card } nelze zahrát v posledním tahu (žádný další tah už nenásleduje).
mk-res-repeat-already = { $card }: už hraješ tah z Ohýbání času.
mk-res-repeat-follows = { $card }: po tomto tahu už další tah následuje.
mk-res-repeat-turn = na konci tahu se tato karta odloží stranou, ostatní zahrané karty se vrátí do ruky a hned následuje další tah
mk-res-time-bent = { $player } odkládá { $card } stranou a bere si zpět do ruky { $n ->
        [one] { $n } zahranou kartu
        [few] { $n } zahrané karty
       *[other] { $n } zahraných karet
    }.
mk-res-time-bent-no-card = { $player } odkládá kartu stranou a bere si zpět do ruky { $n ->
        [one] { $n } zahranou kartu
        [few] { $n } zahrané karty
       *[other] { $n } zahraných karet
    }.
mk-res-ruins-shown = Starobylé ruiny na { $hex } ukazují: { $ruins }.
mk-res-as-if-day = tento tah se hraje podle pravidel Dne (zlatou manu lze použít, les stojí 3, posádky jsou odhaleny)
mk-res-as-if-night = tento tah se hraje podle pravidel Noci (černou manu lze použít, poušť stojí 3)
mk-res-healing-rewarded = léčení už je v tomto tahu odměněno
mk-res-healing-rewards = v tomto tahu se za každé zranění vyléčené z ruky dobírá karta a každá vyléčená jednotka se zbojeschopní
mk-res-needs-combat = { $card }: tohle vyžaduje boj.
mk-res-more-targets-choose = Urči nepřátele, každého jiného: první zdarma, každý další o 1 Pohyb dráž (more:enemies=<id,id,...>). Nepřátelé v tomto boji: { $enemies }.
mk-res-more-targets-cost = { $n ->
        [one] { $n } nepřítel stojí
        [few] { $n } nepřátelé stojí
       *[other] { $n } nepřátel stojí
    } { $cost } Pohybu; máš { $have }.
mk-res-more-targets-paid = { $done } (za { $cost } Pohybu)
mk-res-crystals-colour = Vyber barvu krystalů: colour:<{ $choices }>.
mk-res-choose-effects = Vyber { $n ->
        [one] { $n } efekt
        [few] { $n } různé efekty
       *[other] { $n } různých efektů
    } (more:picks=<a,b>): { $effects }.
mk-res-borrow-choose-unit = { $card }: urči jednotku z nabídky jednotek (unit:<id>): { $units }.
mk-res-borrow-choose-ability = Vyber schopnost jednotky { $unit } (ability:<n>): { $abilities }.
mk-res-borrow-underground = { $card } nelze použít v podzemí ani v hrobce.
mk-res-borrow-no-units = Jednotky se tohoto boje nemohou účastnit.
mk-res-borrow-unsupported = Schopnost { $n } jednotky { $unit } ({ $effect }) si tato verze bota zatím vypůjčit neumí (jen Útok, Blok a schopnosti, které jednotky používají mimo boj).
mk-res-borrow-choice = Schopnost { $n } jednotky { $unit } je volba: { $modes }.
mk-res-borrow-in-declaration = { $effect } jednotky { $unit } se používá v deklaraci: zaútoč nebo blokuj s { $typed }.
mk-res-borrow-outside-combat = Schopnost { $n } jednotky { $unit } se používá mimo boj.
mk-res-borrows = vypůjčuje si jednotku { $unit }: { $what }{ $paid }

## Kouzla a efekty, které sdílejí (resolvers/spells.py)

mk-res-up-to-enemies = Urči až { $n } různé nepřátele (more:enemies=<id,id,...>). Nepřátelé v tomto boji: { $enemies }.
mk-res-no-enemy-chosen = nevybrán žádný nepřítel
mk-res-how-many-times = Vyber, kolikrát (more:times=<0-{ $n }>).
mk-res-times = { $n }krát
mk-res-unit-level = { $uid } ({ $unit }, úroveň { $level })
mk-res-not-spent = '{ $uid }' není žádná z tvých vyčerpaných jednotek. Vyčerpané: { $spent }.
mk-res-levels-too-high = Úrovně těchto jednotek dávají dohromady { $total }; zbojeschopnit lze nejvýše { $top }. Vyčerpané: { $spent }.
mk-res-readies-none = nezbojeschopní žádnou jednotku
mk-res-readies = zbojeschopní: { $units }
mk-res-discard-for-crystals = Urči kartu či karty, které odložíš za krystaly (more:discards=<card,...>). Odložit můžeš: { $cards }.
mk-res-no-basic-colour = { $card } nemá základní barvu: vyber krystal (colour:<red|blue|green|white>).
mk-res-discards-for = odkládá { $card }: { $got }
mk-res-no-crystal-pair = Nemáš žádnou dvojici { $a ->
        [red] červeného
        [blue] modrého
        [green] zeleného
        [white] bílého
       *[other] { $a }
    } a { $b ->
        [red] červeného
        [blue] modrého
        [green] zeleného
        [white] bílého
       *[other] { $b }
    } krystalu.
mk-res-crystal-pairs = { $n ->
        [one] { $n } dvojice
        [few] { $n } dvojice
       *[other] { $n } dvojic
    } { $a ->
        [red] červeného
        [blue] modrého
        [green] zeleného
        [white] bílého
       *[other] { $a }
    } a { $b ->
        [red] červeného
        [blue] modrého
        [green] zeleného
        [white] bílého
       *[other] { $b }
    } krystalu: { $done }
mk-res-crystals-to-tokens = { $n ->
        [one] { $n } krystal se mění v žeton many
        [few] { $n } krystaly se mění v žetony many
       *[other] { $n } krystalů se mění v žetony many
    }
mk-res-targets-in-combat = { $card }: tento efekt cílí na nepřátele, takže se používá v boji.
mk-res-name-enemy = { $card }: urči nepřítele (enemy:<id>). Nepřátelé v tomto boji: { $enemies }.
mk-res-no-effect-on = {""} [bez účinku na { $enemies }: Vyšší imunita nebo odolnost vůči barvě karty]
mk-res-no-enemy-affected = nezasáhne žádného nepřítele
mk-res-enemy-armor = { $enemy } ({ $uid }) zbroj { $by } → { $now }
mk-res-no-fortified-enemy = žádný opevněný nepřítel
mk-res-fortified-armor = opevnění: { $text }
mk-res-skip-attack-too-late = { $card }: nepříteli lze útok zakázat jen před fází přidělování zranění (ve fázi obléhacích a střeleckých útoků nebo ve fázi bloku).
mk-res-no-enemy = žádný nepřítel
mk-res-skips-attack = { $enemies } v tomto boji neútočí
mk-res-destroy-blocked-not-available = Zničení zablokovaného nepřítele zatím není k dispozici.
mk-res-destroys = ničí { $enemy } ({ $uid }){ $fame ->
        [0] {""}
       *[other] , Sláva +{ $fame }
    }
mk-res-destroys-nothing = nic nezničí
mk-res-trait = { $trait ->
        [fortification] opevnění
        [resistances] odolnosti
        [physical_resistance] fyzickou odolnost
        [fire_resistance] ohnivou odolnost
        [ice_resistance] ledovou odolnost
       *[other] { $words }
    }
mk-res-enemies-lose = { $enemies } v tomto boji { $n ->
        [one] ztrácí
       *[other] ztrácejí
    } { $traits }
mk-res-ignore-fortification-where = { $card }: zahraj ji v boji na místě (jeho obránci pak ztratí opevnění místa).
mk-res-fortification-ignored = opevnění místa se v tomto boji nepočítá
mk-res-terrain = { $terrain ->
        [forest] les
        [desert] poušť
        [swamp] bažina
        [lake] jezero
        [mountain] hory
       *[other] { $name }
    }
mk-res-terrains-set-cost = v tomto tahu stojí { $terrains } { $n } Pohybu
mk-res-terrains-forbidden = v tomto tahu nesmíš vstoupit na: { $terrains }
mk-res-ignore-first-wound = tvůj hrdina v tomto tahu ignoruje první zranění od nepřátel
mk-res-resistance = { $element ->
        [physical] fyzickou odolnost
        [fire] ohnivou odolnost
        [ice] ledovou odolnost
       *[other] { $element }
    }
mk-res-units-resist = tvé jednotky mají v tomto tahu { $resistances }
mk-res-hand-limit = limit karet v ruce { $by } při příštím dobírání
mk-res-recall-where = Dej karty navrch nebo pod svůj dobírací balíček: where:<top|bottom>.
mk-res-recall-choose = Urči { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    } ze svého odkládacího balíčku (more:recall=<card,card>). Tvůj odkládací balíček: { $pile }.
mk-res-recalled = dá { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    } z odkládacího balíčku { $where ->
        [top] navrch
       *[bottom] pod
    } dobírací balíček

## Pokročilé akce, ceny, efekty na celý tah (resolvers/advanced.py)

mk-res-takes-wounds = bere si { $n } zranění { $where ->
        [discard] do odkládacího balíčku
       *[hand] do ruky
    }
mk-res-pay-colour = Vyber barvu many, kterou zaplatíš: pay_colour:<{ $choices }>.
mk-res-pays = platí { $paid }
mk-res-fame = Sláva { $by } (teď { $now })
mk-res-no-crystal-yet = Zatím nemáš žádný krystal, takže žádnou barvu krystalu ještě nevlastníš.
mk-res-every-crystal = Krystal každé základní barvy už máš.
mk-res-crystal-colour = Vyber barvu krystalu: colour:<{ $choices }>.
mk-res-no-basic-die = Žádná kostka v Prameni neukazuje základní barvu.
mk-res-source-die-choose = Vyber kostku z Pramene: die:<{ $choices }>.
mk-res-die-crystal = získává { $got }; { $colour ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $colour }
    } kostka se přehodí: { $now ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $now }
    }
mk-res-source-rerolled = přehodí Pramen: { $dice }
mk-res-spell-offer-empty = Nabídka kouzel je prázdná.
mk-res-offer-crystals-choose = Urči { $n ->
        [one] { $n } barvu krystalu
        [few] { $n } barvy krystalů
       *[other] { $n } barev krystalů
    }, každou z jiného kouzla v nabídce (jejich barvy: { $colours }), např. colours:{ $example }.
mk-res-throw-choose = { $card } potřebuje k vyřazení další kartu akce (throw:<card>). Vyřadit můžeš: { $cards }.
mk-res-two-colours = { $card } má dvě barvy: more:as_colour=<{ $choices }>.
mk-res-throws-away = vyřazuje { $card } ({ $colour ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
       *[other] { $colour }
    }): { $got }
mk-res-take-offer-choose = Vyber z nabídky { $offer ->
        [spell] { $colour ->
            [red] červené kouzlo
            [blue] modré kouzlo
            [green] zelené kouzlo
            [white] bílé kouzlo
           *[other] kouzlo
        }
       *[advanced] { $colour ->
            [red] červenou kartu pokročilé akce
            [blue] modrou kartu pokročilé akce
            [green] zelenou kartu pokročilé akce
            [white] bílou kartu pokročilé akce
           *[other] kartu pokročilé akce
        }
    } (take:<card>). Možnosti: { $cards }.
mk-res-takes-from-offer = bere si { $card } z nabídky { $offer ->
        [spell] kouzel
       *[advanced] pokročilých akcí
    } { $to ->
        [hand] do ruky
       *[discard] do odkládacího balíčku
    }
mk-res-no-spent-unit-error = Žádná vyčerpaná jednotka úrovně { $level } nebo nižší, kterou by šlo zbojeschopnit (jednotek: { $units }).
mk-res-no-spent-unit = žádná vyčerpaná jednotka úrovně { $level } nebo nižší ke zbojeschopnění
mk-res-spent-unit-choose = Vyber vyčerpanou jednotku úrovně { $level } nebo nižší, kterou zbojeschopníš (unit:<id>): { $units }.
mk-res-readies-unit = zbojeschopní jednotku { $unit } ({ $uid })
mk-res-terrains-cheaper = { $terrains }: v tomto tahu o { $n } Pohybu levnější (ne pod { $floor })
mk-res-terrains-at-most = { $terrains }: v tomto tahu nejvýše { $n } Pohybu
mk-res-card-to-deck = na konci tahu jde { $where ->
        [top] navrch dobíracího balíčku
       *[bottom] pod dobírací balíček
    }{ $condition ->
        [yes] , pokud balíček tehdy nebude prázdný
       *[no] {""}
    }
mk-res-terrain-access = v tomto tahu smí vstoupit do terénu { $terrain } za { $n } Pohybu (bezpečné políčko pro konec tahu)
mk-res-its-effect = jeho efekt
mk-res-effect-at = efekt v okamžiku { $when }
mk-res-not-available = { $card }: '{ $what }' zatím není k dispozici.
mk-res-in-attack-phase = ve fázi útoku: { $effect } ({ $card }@later)
mk-res-at-end-of-turn = na konci tahu: { $effect }
mk-res-end-of-turn-effect = { $player }, { $card } na konci tahu: { $text }.
mk-res-box-back = { $player } si bere nepoužitou kartu Mysterious Box zpět do ruky.
mk-res-box-revealed-returns = { $artifact }, odhalený kartou Mysterious Box, jde dospod balíčku artefaktů.
mk-res-first-card-bonus = první karta útoku v tomto tahu dostane +{ $attack }, nebo první karta bloku +{ $block }
mk-res-no-boost = za bonus neodkládá žádnou kartu
mk-res-boost-choose = Odlož z ruky za bonus nejvýše { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }{ $what ->
        [wound] {" "}zranění
       *[any] {" "}(z toho nejvýše { $wounds } zranění)
    } (more:boost=<card,...>). Odložit můžeš: { $cards }.
mk-res-boosted = odloží { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    } za { $got }
mk-res-spend-for = v tomto tahu: { $effect } za každých { $rate } { $source ->
        [move] Pohybu
        [influence] Vlivu
       *[other] { $source }
    } ({ $typed })
mk-res-later-nothing = Karta { $card } ti na později v tomto tahu nic nenechala (nebo už je to využité).
mk-res-later-attack-phase = Bonus karty { $card } se používá ve fázi útoku tohoto boje.
mk-res-later-used = { $player } používá { $card }: { $got }
mk-res-spend-nothing = Přes kartu { $card } v tomto tahu nic utratit nemůžeš.
mk-res-spend-ways = Přes kartu { $card } můžeš utratit: { $ways } (+points=<n>).
mk-res-spend-multiple = Utrať násobek { $rate } bodů { $source ->
        [move] Pohybu
        [influence] Vlivu
       *[other] { $source }
    }, nejvýše { $have }, které máš (+points=<n>).
mk-res-spent = { $player } utrácí { $n } { $source ->
        [move] Pohybu
        [influence] Vlivu
       *[other] { $source }
    } přes kartu { $card }: { $got }
mk-res-once-later = jednou později v tomto tahu: { $effect } (zahraj { $card } v režimu later)
mk-res-influence-short = Stojí to { $n } Vlivu; máš { $have } (chybí { $short }).
mk-res-pays-influence = platí { $n } Vlivu
mk-res-action-rested = { $card } musí být tvou akcí, ale v tomto tahu odpočíváš.
mk-res-action-taken = { $card } musí být tvou akcí, ale akci tohoto tahu už máš za sebou ({ $action ->
        [combat] boj
        [card] karta
        [interact] vyjednávání s obyvateli
        [adventure] místo dobrodružství
        [flip_back] otočení dovednosti
       *[other] { $action }
    }).
mk-res-as-action = jako akce tahu
