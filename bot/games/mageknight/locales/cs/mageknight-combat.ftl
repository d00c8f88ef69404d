# mageknight-combat (cs): boj a efekty karet. Termíny podle české Ultimate Edition.

## Names used inside other texts

mk-combat-phase = { $phase ->
        [ranged] fáze obléhacích a střeleckých útoků
        [block] fáze bloku
        [damage] fáze přidělování zranění
       *[attack] fáze útoku
    }
mk-combat-element = { $element ->
        [fire] ohnivý
        [ice] ledový
        [coldfire] ledový oheň
       *[other] fyzický
    }
mk-combat-part = { $element ->
        [fire] ohnivý
        [ice] ledový
        [coldfire] ledový oheň
       *[other] fyzický
    } { $amount }
mk-combat-halved = ({ $parts }) napůl
mk-combat-total = { $parts } = { $value }
mk-combat-none = žádné
mk-combat-sentence = { $text }.
mk-combat-site-generic = místo
mk-combat-site-nom = { $site ->
        [portal] portál
        [village] vesnice
        [monastery] klášter
        [keep] pevnost
        [mage_tower] magická věž
        [city] město
        [dungeon] podzemí
        [tomb] hrobka
        [monster_den] doupě nestvůr
        [spawning_grounds] líheň nestvůr
        [ancient_ruins] starobylé ruiny
        [maze] bludiště
        [labyrinth] labyrint
        [deep_mine] hlubinné doly
        [refugee_camp] uprchlický tábor
        [crystal_mine] krystalové doly
        [magical_glade] kouzelná mýtina
        [volkare_camp] Volkarův tábor
        [lost_valley] Ztracené údolí
        [necropolis] Nekropole
        [cemetery] pohřebiště
       *[other] { $name }
    }
mk-combat-site-acc = { $site ->
        [portal] portál
        [village] vesnici
        [monastery] klášter
        [keep] pevnost
        [mage_tower] magickou věž
        [city] město
        [dungeon] podzemí
        [tomb] hrobku
        [monster_den] doupě nestvůr
        [spawning_grounds] líheň nestvůr
        [ancient_ruins] starobylé ruiny
        [maze] bludiště
        [labyrinth] labyrint
        [deep_mine] hlubinné doly
        [refugee_camp] uprchlický tábor
        [crystal_mine] krystalové doly
        [magical_glade] kouzelnou mýtinu
        [volkare_camp] Volkarův tábor
        [lost_valley] Ztracené údolí
        [necropolis] Nekropoli
        [cemetery] pohřebiště
       *[other] { $name }
    }

## Starting a combat and declaring

mk-combat-one-per-turn = Svou akci v tomto tahu už máš za sebou (jeden boj za tah).
mk-combat-starts = { $player } { $why }: { $enemies }. Fáze obléhacích a střeleckých útoků.
mk-combat-why-starts = zahajuje boj
mk-combat-name-cards = Uveď karty nebo jednotky, které použiješ, např. cards:rage@basic/attack nebo units:u1@1/block.
mk-combat-nested = Deklaraci nelze vnořit do jiné.
mk-combat-not-in-combat = Nejsi v boji.

## Attacks

mk-combat-attack-wrong-phase = Útoky se deklarují ve fázi obléhacích a střeleckých útoků nebo ve fázi útoku; teď je { $phase }.
mk-combat-choose-targets = Vyber nepřátele, na které útočíš (targets:e1,e2).
mk-combat-already-defeated = Nepřítel { $enemy } ({ $uid }) je už poražen.
mk-combat-summoned-not-attacked = Na přivolanou nestvůru nelze útočit.
mk-combat-double-fortified = Nepřítel { $enemy } ({ $uid }) je opevněný dvakrát (vlastní schopností i místem): ve fázi obléhacích a střeleckých útoků na něj nelze nijak cílit.
mk-combat-block-in-attack = Body bloku nelze použít v útoku.
mk-combat-melee-in-ranged = Ve fázi obléhacích a střeleckých útoků se počítají jen střelecké a obléhací útoky ({ $source } dává útok zblízka; karty bokem v této fázi hrát nelze).
mk-combat-fortified-needs-siege = Nepřítel { $enemy } je opevněný: v této fázi na něj mohou cílit jen obléhací útoky ({ $source } dává střelecký útok). Zaútoč na něj bez { $source }, nebo s tím zaútoč na jiné nepřátele.
mk-combat-verdict = { $total } proti zbroji { $need } ({ $names }){ $defend }
mk-combat-attack-not-enough = Nestačí: { $verdict }. Přidej další útoky, nebo vyber jiné cíle.
mk-combat-attack-done = { $player } útočí: { $verdict }: poraženo, Sláva +{ $fame }. ({ $parts })
mk-combat-defend-note = { $enemy } zbroj +{ $armor } (Obranný)
mk-combat-defend-notes = {""} [{ $notes }]
mk-combat-why-defeating = za porážku nepřítele { $enemy }
mk-combat-why-defeating-scouted = za porážku nepřítele { $enemy }, kterého si prohlédli Zvědové
mk-combat-why-defeating-rampaging = za porážku drancujícího nepřítele { $enemy }

## Blocks

mk-combat-block-wrong-phase = Bloky se deklarují ve fázi bloku; teď je { $phase }.
mk-combat-not-attacking = Nepřítel { $enemy } ({ $uid }) teď neútočí. Útočí: { $listing }.
mk-combat-already-blocked = Tento útok nepřítele { $enemy } je už zablokovaný.
mk-combat-not-cumbersome = Nepřítel { $enemy } není Těžkopádný: body pohybu jeho útok nesníží.
mk-combat-move-short = Máš { $have } { $have ->
        [one] bod
        [few] body
       *[other] bodů
    } pohybu, ne { $spent }.
mk-combat-cumbersome-spent = utratí Pohyb { $move } na snížení jeho útoku (Těžkopádný)
mk-combat-only-block = Útok lze zablokovat jen body bloku.
mk-combat-enemy-attack = { $element ->
        [fire] ohnivý útok
        [ice] ledový útok
        [coldfire] útok ledovým ohněm
       *[other] fyzický útok
    } { $value }{ $swift ->
        [true] {" "}(Hbitý: potřeba dvojnásobek)
       *[other] {""}
    }
mk-combat-lowered-to-zero = { $player }: útok nepřítele { $enemy } je snížen na 0 a počítá se jako zablokovaný. { $notes }
mk-combat-lowered = { $player } { $spent }: útok nepřítele { $enemy } je teď { $value }.
mk-combat-block-not-enough = Nestačí: blok { $total } proti { $attack } = potřeba { $need }. Částečné bloky neexistují.
mk-combat-blocked = { $player } blokuje nepřítele { $enemy } ({ $uid }): { $total } proti { $attack }: zablokováno. ({ $parts })
mk-combat-lower-outside-block = Snížení útoku nepřítele je součástí deklarace bloku (/mk block).
mk-combat-attack-lowered = útok nepřítele { $enemy } -{ $amount }
mk-combat-say-which-attack = Nepřítel { $enemy } má { $n } { $n ->
        [one] útok
        [few] útoky
       *[other] útoků
    }: řekni který (attack:{ $which }).
mk-combat-has-attacks = Nepřítel { $enemy } má útoky { $attacks }.

## Assigning damage

mk-combat-damage-wrong-phase = Zranění se přiděluje ve fázi přidělování zranění; teď je { $phase }.
mk-combat-no-damage-now = Tento útok teď nezpůsobuje žádné zranění. Zbývá přidělit: { $pending }.
mk-combat-deals = { $enemy } ({ $uid }) způsobí { $damage } { $damage ->
        [one] bod
        [few] body
       *[other] bodů
    } zranění ({ $element ->
        [fire] ohnivý útok
        [ice] ledový útok
        [coldfire] útok ledovým ohněm
       *[other] fyzický útok
    }){ $brutal ->
        [true] {" "}(Brutální)
       *[other] {""}
    }
mk-combat-damage-ignored = { $source }: { $amount } z toho ignorováno
mk-combat-assassination = Nepřítel { $enemy } je Vražedný: jeho zranění nelze přidělit jednotkám.
mk-combat-no-units = V tomto boji se jednotky nemohou účastnit.
mk-combat-no-damage-to-units = V tomto boji nelze přidělit zranění jednotkám (Into the Heat).
mk-combat-no-such-unit = Nemáš jednotku '{ $uid }'.
mk-combat-unit-wounded = Jednotka { $unit } ({ $uid }) je zraněná a nelze jí přidělit zranění.
mk-combat-unit-absorbed = Jednotka { $unit } ({ $uid }) už v tomto boji pohltila zranění.
mk-combat-damage-absorbed-before = Zranění je pohlceno už před jednotkou { $unit } ({ $uid }).
mk-combat-unit-damage-fee = Jednotce { $unit } lze přidělit zranění jen za { $need } Vlivu; máš { $have }.
mk-combat-absorbs-resisted = { $unit } pohltí { $amount } bez zranění (odolnost)
mk-combat-absorbs-banner = { $unit } pohltí { $amount }; díky praporu zranění ignoruje
mk-combat-absorbs-destroyed = { $unit } pohltí { $amount } a je zničena (Ochromující)
mk-combat-absorbs-wounded = { $unit } pohltí { $amount } a je zraněna{ $twice ->
        [true] {" "}dvakrát (Jedovatý)
       *[other] {""}
    }
mk-combat-mist-form = { $player } ignoruje první zranění (Mist Form)
mk-combat-hero-wounds = { $player } dostává { $n } zranění
mk-combat-poison-discard = a { $n } { $n ->
        [one] další
        [few] další
       *[other] dalších
    } do odkládacího balíčku (Jedovatý)
mk-combat-paralyze-discard = a odkládá z ruky všechny karty kromě zranění (Ochromující)
mk-combat-knocked-out = OMRÁČENÍ ({ $n } zranění v tomto boji, limit karet v ruce { $limit }): všechny karty kromě zranění se odkládají

## Phases

mk-combat-no-enemy-attacks = žádný nepřítel neútočí
mk-combat-all-blocked = všechny útoky jsou zablokovány
mk-combat-damage-assigned = zranění přiděleno
mk-combat-now-block = Fáze bloku. Útočí: { $listing }.
mk-combat-now-damage = Fáze přidělování zranění{ $ended }. K přidělení: { $pending }.
mk-combat-assign-all-first = Nejdřív je třeba přidělit všechno zranění. Zbývá přidělit: { $pending }.
mk-combat-all-defeated = { $why }; všichni nepřátelé jsou poraženi.
mk-combat-now-attack = { $why }; fáze útoku.
mk-combat-none-to-summon = Nezbyl žádný { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
       *[other] { $colour }
    } žeton nepřítele k přivolání.
mk-combat-summons = { $enemy } ({ $uid }) přivolává { $summoned } ({ $summoned_uid }).
mk-combat-attack-value = { $value }{ $element ->
        [fire] {" "}(oheň)
        [ice] {" "}(led)
        [coldfire] {" "}(ledový oheň)
       *[other] {""}
    }
mk-combat-attacker = { $enemy } ({ $uid }) útok { $values }
mk-combat-pending = { $enemy } ({ $uid }{ $attack ->
        [0] {""}
       *[other] {" "}útok { $attack }
    }) { $value }

## The outcome

mk-combat-over = Boj skončil.
mk-combat-over-outcome = Boj skončil: { $outcome }.
mk-combat-monastery-burns = klášter hoří; { $player } ho označuje svým žetonem štítu; na konci tahu artefakt
mk-combat-monastery-stands = klášter odolal (obránce se odkládá)
mk-combat-conquers-tower = { $player } dobývá { $site }; na konci tahu kouzlo
mk-combat-conquers = { $player } dobývá { $site }{ $reward ->
        [later] {" "}(odměna na konci tahu)
       *[other] {""}
    }
mk-combat-assault-fails = útok selhal
mk-combat-assault-fails-withdraw = útok selhal; { $player } ustupuje na { $hex }
mk-combat-conquered-before = { $site }: dobyto už dříve, jen Sláva, žádná odměna
mk-combat-not-conquered = { $site }: nedobyto
mk-combat-city-shields = { $player } pokládá na město { $n } { $n ->
        [one] žeton štítu
        [few] žetony štítu
       *[other] žetonů štítu
    }
mk-combat-city-defenders-left = { $n ->
        [one] zbývá { $n } obránce
        [few] zbývají { $n } obránci
       *[other] zbývá { $n } obránců
    }; { $player } ustupuje na { $hex }
mk-combat-city-conquered = město je dobyto a jeho vůdcem je { $leader }

## How a combat starts (combat/starts.py)

mk-combat-and = { $first } a { $second }
mk-combat-why-assaults = útočí na { $site } na { $hex }
mk-combat-why-provokes = provokuje drancující nepřátele na { $hexes }
mk-combat-why-pursued = čelí útoku svých pronásledovatelů z { $hexes }
mk-combat-why-challenges = vyzývá k boji nepřátele na { $hexes }
mk-combat-why-challenges-rampaging = vyzývá k boji drancující nepřátele na { $hexes }
mk-combat-why-enters = prozkoumává { $site }
mk-combat-why-enters-ruins = prozkoumává starobylé ruiny
mk-combat-why-maze-path = volí cestu za Pohyb { $path } ({ $site })
mk-combat-why-burns = se pokouší vypálit klášter
mk-combat-why-assaulting = za útok na opevněné místo
mk-combat-why-burning = za pokus vypálit klášter
mk-combat-why-altar = na oltáři
mk-combat-no-grey-for-keep = Nezbyl žádný šedý žeton nepřítele, který by bránil pevnost.
mk-combat-no-defenders = Na { $hex } ({ $site }) nejsou žádní obránci, se kterými by se dalo bojovat.
mk-combat-challenge-needs-combat = Vyzvat k boji spolu s pohybem lze jen tehdy, když pohyb zahájí boj.
mk-combat-no-rampaging-there = Na { $hex } vedle tebe není žádný drancující nepřítel. Drancující nepřátelé vedle tebe: { $near }.
mk-combat-name-challenged = Uveď drancující nepřátele, které vyzýváš k boji (targets). Vedle tebe: { $near }.
mk-combat-not-adventure-site = Nestojíš na místě dobrodružství (podzemí, hrobka, doupě nestvůr, líheň nestvůr, ruiny).
mk-combat-enter-not-yet = Toto místo ({ $site }) zatím tato verze bota neumí prozkoumat.
mk-combat-site-conquered = Toto místo ({ $site }) je už dobyté: není tu s kým bojovat.
mk-combat-no-token-here = Nezbyl žádný { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
        [blue] modrý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    } žeton nepřítele, se kterým by se tu dalo bojovat.
mk-combat-maze-done = Toto místo ({ $site }) už máš dobyté.
mk-combat-choose-path = Vyber cestu (path:{ $paths }): její cenu v bodech pohybu.
mk-combat-path-taken = Cesta za Pohyb { $path } je už obsazená. Volné: { $open }.
mk-combat-path-cost = Cesta za Pohyb { $path } potřebuje { $path } { $path ->
        [one] bod
        [few] body
       *[other] bodů
    } pohybu; máš { $have }.
mk-combat-no-guard = Nezbyl žádný { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
        [blue] modrý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    } žeton nepřítele, který by hlídal toto místo ({ $site }).
mk-combat-ruins-empty = Tyto starobylé ruiny jsou prázdné: nic tu nezbylo.
mk-combat-ruins-revealed = { $player } otáčí žeton ruin: { $token }.
mk-combat-altar-payments = Oltář žádá { $n } many: uveď { $n } { $n ->
        [one] platbu
        [few] platby
       *[other] plateb
    }, např. mana:crystal:{ $colour },...
mk-combat-altar-offering = { $player } přináší oběť na oltáři ({ $paid }).
mk-combat-ruins-no-guard = Nezbyl žádný žeton nepřítele, který by hlídal tyto ruiny.
mk-combat-burn-where = Vypálit můžeš jen klášter, na kterém stojíš (a ne už vypálený).
mk-combat-no-violet = Nezbyl žádný fialový žeton nepřítele, který by bránil klášter.
mk-combat-rested = V tomto tahu proběhl odpočinek: žádný boj.
mk-combat-action-taken = Svou akci v tomto tahu už máš za sebou.

## Lasting effects in the combat (combat/lasting.py) and pursuers (combat/pursuit.py)

mk-combat-rider-wounded = jednotka je zraněna
mk-combat-counts-twice-vs-swift = proti Hbitému se počítá dvakrát
mk-combat-no-excess-block = { $card }: žádný přebytečný blok
mk-combat-excess-block = { $card }: přebytečný blok { $n }: { $effect }
mk-combat-attack-kept = { $card }: útok { $amount } ({ $element ->
        [fire] oheň
        [ice] led
        [coldfire] ledový oheň
        [physical] fyzický
       *[other] { $element }
    }) zůstává pro fázi útoku
mk-combat-card-destroys = { $card } ničí nepřítele { $enemy }{ $fame ->
        [0] {""}
       *[other] , Sláva +{ $fame }
    }
mk-combat-card-no-effect = { $card }: na nepřítele { $enemy } nemá účinek
mk-combat-destroyed-all-blocked = nepřítel { $enemy } je zničen (všechny jeho útoky byly zablokovány){ $fame ->
        [0] {""}
       *[other] , Sláva +{ $fame }
    }
mk-combat-damage-first = Zranění z tohoto útoku musí jít nejdřív jednotce { $unit } ({ $uid }) (units:{ $uid }).
mk-combat-why-duel = za vítězství v duelu ({ $skill })
mk-combat-pursuer-up = Pronásledující nepřítel { $enemy } na { $hex } se znovu otáčí lícem nahoru.
mk-combat-pursuer-moves = Nepřítel { $enemy }, který pronásleduje hráče { $player }, se přesouvá z { $src } na { $dst }.

## Triggers (triggers.py) and enemies (enemies.py)

mk-combat-no-such-enemy = V tomto boji není nepřítel '{ $uid }'. Nepřátelé: { $known }.
mk-combat-trigger-fired = { $player } ({ $card }): { $effect }.
mk-combat-trigger-no-enemy-left = { $effect }: nezbyl žádný další nepřítel
mk-combat-trigger-name-enemies = { $card }: uveď nepřítele za každého poraženého nepřítele (+enemy=<id>[;<id>...]). Zbývající nepřátelé: { $listing }.
mk-combat-unit-bonus-note = { $what ->
        [block] blok
       *[other] útok
    } { $bonus } v tomto tahu
mk-combat-unit-bonus-notes = {""} ({ $notes })

## Effects that change the combat (resolvers/combat_effects.py)

mk-combat-this = Tohle
mk-combat-used-in-combat = { $what }: používá se v boji.
mk-combat-trait = { $trait ->
        [swift] Hbitý
        [brutal] Brutální
        [poison] Jedovatý
        [paralyze] Ochromující
        [vampiric] Upíří
        [assassination] Vražedný
        [cumbersome] Těžkopádný
        [elusive] Nepolapitelný
        [arcane_immunity] Vyšší imunita
        [fortified] Opevněný
        [fortification] opevnění
        [resistances] odolnosti
        [fire_resistance] ohnivá odolnost
        [ice_resistance] ledová odolnost
        [physical_resistance] fyzická odolnost
       *[other] { $trait }
    }
mk-combat-no-own-attack = Nepřítel { $enemy } nemá vlastní útok, který by se dal změnit.
mk-combat-several-attacks = Nepřítel { $enemy } má víc útoků: řekni který (attack:{ $which }).
mk-combat-attack-changed = { $enemy } útok { $by } → { $now }
mk-combat-block-in-declaration = { $card }: tento blok se používá v deklaraci bloku (block enemy:... cards:...).
mk-combat-own-wound-only = Jednotku zraňuje jen její vlastní schopnost (použij jednotku v deklaraci).
mk-combat-units-attack-bonus = útoky tvých ostatních jednotek { $bonus } v tomto boji
mk-combat-own-damage-only = Zranění na jednotku může přitáhnout jen její vlastní schopnost.
mk-combat-change-attack-when = Útok nepřítele lze změnit jen před fází přidělování zranění.
mk-combat-no-enemy-affected = žádný nepřítel není zasažen
mk-combat-before-block-end = Tohle se používá před koncem fáze bloku.
mk-combat-no-enemy = žádný nepřítel
mk-combat-will-be-destroyed = { $enemies }: bude zničen, pokud budou zablokovány všechny jeho útoky
mk-combat-no-effect-resistant = na nepřítele { $enemy } nemá účinek (odolnost proti barvě karty)
mk-combat-no-effect-arcane = na nepřítele { $enemy } nemá účinek (Vyšší imunita)
mk-combat-attacks-lose = { $enemies }: útoky v tomto boji ztrácejí { $traits }
mk-combat-throws-away-wounds = vyřazuje { $n } zranění{ $n ->
        [0] {" "}(žádné k vyřazení)
       *[other] {""}
    }
mk-combat-its-block-in-declaration = { $card }: jeho blok se používá v deklaraci bloku.
mk-combat-if-block-succeeds = pokud blok uspěje: { $effect }
mk-combat-after-block = po bloku: { $effect }
mk-combat-possess-when = Nepřítele lze posednout jen před fází přidělování zranění.
mk-combat-possess-arcane = Nepřítel { $enemy } má Vyšší imunitu: nelze ho posednout.
mk-combat-value-element = { $value } ({ $element ->
        [fire] oheň
        [ice] led
        [coldfire] ledový oheň
        [physical] fyzický
       *[other] { $element }
    })
mk-combat-possessed = { $enemy } neútočí; ve fázi útoku získáš útok { $attack } proti ostatním nepřátelům
mk-combat-card-name-enemy = { $card }: uveď nepřítele (enemy:<id>). Nepřátelé v tomto boji: { $listing }.
mk-combat-name-enemy = Uveď nepřítele (enemy:<id>). Nepřátelé v tomto boji: { $listing }.
mk-combat-ability-used = Jednotka { $unit } už v této aktivaci použila svou schopnost { $index }.
mk-combat-ability-in-declaration = Schopnost { $index } jednotky { $unit } ({ $effect }) se používá v deklaraci útoku nebo bloku (units:{ $item }).
mk-combat-ability-choose = Schopnost { $index } jednotky { $unit }: vyber jednu z možností { $listing }.
mk-combat-ability-not-yet = Schopnost { $index } jednotky { $unit } ({ $effect }) zatím v boji není k dispozici.
mk-combat-ability-before-damage = Tato schopnost se používá před fází přidělování zranění.
mk-combat-activates = { $player } aktivuje jednotku { $unit }: { $effect }
mk-combat-activate-option = Aktivovat { $unit } ({ $uid }): { $effect }
mk-combat-must-damage-first = útok nepřítele { $enemy } musí nejdřív zranit jednotku { $unit }
mk-combat-unit-no-effect = bez účinku (Vyšší imunita nebo odolnost proti barvě many)
mk-combat-fortified-not-target = Nepřítel { $enemy } je opevněný: tato schopnost na něj nemůže cílit.
mk-combat-does-not-attack = nepřítel { $enemy } v tomto boji neútočí
mk-combat-loses = nepřítel { $enemy } v tomto boji ztrácí { $traits }

## Card effects: Move, Influence, mana, Attack and Block points (resolvers/basic.py)

mk-combat-nothing = nic
mk-combat-colour = { $colour ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $colour }
    }
mk-combat-die-colour = { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    }
mk-combat-only-in-combat = { $effect } lze použít jen v boji.
mk-combat-inside-declaration = { $effect } se používá v deklaraci: zaútoč s tím (attack targets:... cards:...) nebo s tím blokuj (block enemy:... cards:...).
mk-combat-bonus-needs-block = { $source }: tento bonus potřebuje deklaraci bloku proti jednomu nepříteli.
mk-combat-trait-block = Blok +{ $n } (schopnosti, barvy útoků a odolnosti nepřítele { $enemy })
mk-combat-choose-colour = Vyber barvu: { $param }:<{ $colours }>.
mk-combat-name-die-colours = Uveď { $n } { $n ->
        [one] barvu
        [few] barvy
       *[other] barev
    } pro { $n ->
        [one] kostku
       *[other] kostky
    } (jakoukoli kromě zlaté), např. colours:{ $example }.
mk-combat-source-dice-left = V Prameni zbývá k vzetí jen { $n } { $n ->
        [one] kostka
        [few] kostky
       *[other] kostek
    }.
mk-combat-dice-set = nastavuje kostky v Prameni na { $colours } a získává { $n } { $n ->
        [one] žeton
        [few] žetony
       *[other] žetonů
    } many
mk-combat-copy-needs-target = { $card } potřebuje cílovou kartu akce (target:<card>). Můžeš zvolit: { $choices }.
mk-combat-copy-cannot-target = { $card } nemůže zvolit '{ $target }'. Můžeš zvolit: { $choices }.
mk-combat-copied = se silnějším efektem karty { $card } (+{ $bonus }): { $effect }
mk-combat-gain-move = Pohyb { $n } (teď { $now } { $now ->
        [one] bod
        [few] body
       *[other] bodů
    } pohybu)
mk-combat-gain-influence = Vliv { $n } (teď { $now } { $now ->
        [one] bod
        [few] body
       *[other] bodů
    } vlivu)
mk-combat-gain-reputation = Pověst { $n } (teď { $now })
mk-combat-draws = dobírá { $n } { $n ->
        [one] kartu
        [few] karty
       *[other] karet
    }
mk-combat-gains-token = získává { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
        [blue] modrý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    } žeton many
mk-combat-gains = získává { $what }
mk-combat-pays-and-gains = platí { $paid } a získává { $got }
mk-combat-extra-die = smí v tomto tahu použít o { $n } { $n ->
        [one] kostku
        [few] kostky
       *[other] kostek
    } z Pramene víc{ $black ->
        [true] {" "}(černá kostka platí jako kterákoli barva)
       *[other] {""}
    }
mk-combat-move-card-bonus = { $which ->
        [all] další karty pohybu dostávají +1
       *[next] příští karta pohybu dostává +1
    }
mk-combat-may-harvest = smí při pohybu sklízet krystaly (move ... harvest:<card>)
mk-combat-space-discount = jedno políčko tvého příštího pohybu stojí o 1 méně (ne méně než 2)
mk-combat-choose-terrain = Vyber terén, který zlevníš: terrain:<{ $terrains }>.
mk-combat-terrain-discount = { $terrain ->
        [forest] Les
        [desert] Poušť
        [swamp] Bažina
        [lake] Jezero
        [mountain] Hory
       *[other] { $name }
    }: v tomto tahu stojí o 1 bod pohybu méně (ne méně než 2)
mk-combat-may-return = smí se na konci tahu vrátit do ruky
mk-combat-effect-not-here = Efekt '{ $effect }' tady není k dispozici.

## Interaction bonuses (resolvers/influence.py), triggers (resolvers/triggered.py), artifacts (resolvers/artifacts.py)

mk-combat-interaction-bonus-later = { $what ->
        [fame] Sláva
       *[other] Pověst
    } +{ $n }, pokud v tomto tahu budeš vyjednávat
mk-combat-interacts = { $player } vyjednává: { $effect }.
mk-combat-recruit-discount = příští jednotka naverbovaná v tomto tahu stojí o { $n } Vlivu méně
mk-combat-ready-units-for = v tomto tahu zbojeschopní { $rate } Vlivu za úroveň vyčerpanou jednotku úrovně I-II ({ $card }@spend/ready-low-unit+points=<n>+unit=<id>)
mk-combat-ready-low-only = Takto lze zbojeschopnit jen jednotky úrovně I a II (nejvýš { $n } úrovně).
mk-combat-name-spent-unit = Uveď vyčerpanou jednotku úrovně { $level } nebo nižší (+unit=<id>): { $listing }.
mk-combat-never-here = ({ $effect }: tady nikdy)
mk-combat-trigger-caught-up = { $effect } ({ $done })
mk-combat-crystal-for-defeat = Tento krystal se získává za nepřítele, kterého porazíš (Soul Harvester).
mk-combat-no-crystal-summoned = za přivolaného nepřítele { $enemy } žádný krystal
mk-combat-soul-harvester-crystal = Krystal ze Soul Harvester: +crystal=<red|blue|green|white> za kartou v cards:.
mk-combat-crystal-for-enemy = za nepřítele { $enemy }: { $got }
mk-combat-name-discards = Uveď karty, které odložíš, každou za { $each } (za kartou v cards: +discards=<card>;<card>... nebo +discards=none). Můžeš odložit: { $choices }.
mk-combat-cannot-discard = Kartu '{ $card }' odložit nemůžeš. Můžeš odložit: { $choices }.
mk-combat-discards-nothing = nic neodkládá
mk-combat-discards-for = odkládá { $cards }: { $effects }
mk-combat-gold-roll = Zlatá na kostce dává krystal základní barvy: more:gold=<{ $colours }>.
mk-combat-why-black-roll = (černá na kostce)
mk-combat-fame-plus = Sláva +{ $n }
mk-combat-crystal-later = krystal podle tvé volby na konci tahu
mk-combat-rolls = hází: { $face }
mk-combat-rolls-got = hází: { $faces }: { $got }
mk-combat-every-unit-not-yet = '{ $effect }' pro každou jednotku zatím není k dispozici.
mk-combat-every-unit-change = { $kind ->
        [unit_ready] zbojeschopněna
        [unit_heal] vyléčena
       *[other] { $effect } v tomto tahu
    }
mk-combat-every-unit = každá jednotka { $what } ({ $units })
mk-combat-every-unit-none = každá jednotka { $what } (nemáš žádnou jednotku)
mk-combat-units-only-through = '{ $kind }' platí pro jednotky skrze prapor nebo „každou tvou jednotku“.
mk-combat-separate-blocks-where = Oddělené bloky karty { $card } se používají v deklaracích bloku (block enemy:...).
mk-combat-separate-blocks-one = Bloky karty { $card } jsou oddělené: do jedné deklarace jde jen jeden z nich.
mk-combat-separate-block = Blok { $value }{ $element ->
        [physical] {""}
       *[other] {" "}({ $element ->
        [fire] oheň
        [ice] led
        [coldfire] ledový oheň
        [physical] fyzický
       *[other] { $element }
    })
    }
mk-combat-separate-block-more = { $block }; ještě { $n } pro další útoky ({ $card }@later)
mk-combat-card-effect-not-yet = '{ $effect }' zatím jako efekt karty není k dispozici.
mk-combat-name-offer-unit = Uveď jednotku, kterou si vezmeš z nabídky jednotek (unit:<id>): { $listing }.
mk-combat-takes-offer-unit = bere si zdarma z nabídky jednotek { $unit } ({ $uid })

## Composite effects (resolvers/composite.py)

mk-combat-through-not-yet = { $how ->
        [powered] silnější efekt
        [basic] základní efekt
       *[other] { $how }
    } karty { $card } zatím tato verze bota neumí
mk-combat-not-through = { $card } nelze použít prostřednictvím jiné karty ({ $kind })
mk-combat-through-refused = { $card }: { $problem }.
mk-combat-choose-card-mode = { $outer }: vyber režim karty { $card }: { $listing }.
mk-combat-times = { $n }× ({ $effect })
mk-combat-used-through = { $card } ({ $how ->
        [powered] silnější efekt
        [basic] základní efekt
       *[other] { $how }
    }){ $paid }: { $done }
mk-combat-throws-away = vyřazuje { $card }
mk-combat-uses-thrown = Tohle používá kartu akce vyřazenou těsně předtím (throw:<card>).
mk-combat-uses = používá { $what }
mk-combat-needs-discard = { $card } potřebuje kartu k odložení (discard:<card>). Můžeš odložit: { $choices }.
mk-combat-discards-colourless = odkládá { $card } (bez barvy: nic dalšího)
mk-combat-two-colours = { $card } má dvě barvy: more:as_colour=<{ $colours }>.
mk-combat-discards-colour = odkládá { $card } ({ $colour }): { $effect }
mk-combat-choose-from-offer = Vyber z nabídky { $offer ->
        [spell] kouzel
       *[other] pokročilých akcí
    } kartu{ $colour ->
        [any] {""}
       *[other] {" "}({ $colour ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $colour }
    })
    } k použití (more:use=<card>). Možné: { $choices }.
mk-combat-use-how = Použij základní, nebo silnější efekt karty: more:use_how=<basic|powered>.
mk-combat-uses-from-offer = používá { $what } (z nabídky { $offer ->
        [spell] kouzel
       *[other] pokročilých akcí
    })
mk-combat-nothing-to-regain = v tomto tahu nebyl utracen žádný krystal, který by se dal získat zpět
mk-combat-regains = získává zpět { $crystals }
mk-combat-a-crystal = { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
        [blue] modrý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    } krystal
mk-combat-special-dice-any = zlaté a černé kostky z Pramene platí v tomto tahu jako kterákoli základní barva
mk-combat-spell-powered-night = { $card }: silnější efekt kouzla se používá jen v Noci.
mk-combat-cast-from-offer = { $card }: odlož kartu a uveď kouzlo její barvy z nabídky (discard:<card> more:use=<spell>). Možné: { $listing }.
mk-combat-discards-and-casts = odkládá { $card } a používá { $what } (z nabídky kouzel)
mk-combat-name-common-skill = Uveď dovednost ze společné nabídky dovedností, kterou teď použiješ (skill:<id>): { $listing }.
mk-combat-twice = dvakrát ({ $effect })
mk-combat-uses-skill = používá dovednost { $skill }: { $done }
mk-combat-offer-empty = žádná (nabídka je prázdná)
mk-combat-name-skill-to-take = Uveď dovednost, kterou si vezmeš ze společné nabídky dovedností (skill:<id>): { $listing }.
mk-combat-takes-skill = bere si dovednost { $skill } ze společné nabídky dovedností
mk-combat-box-nothing-revealed = Mysterious Box nemá odhalený artefakt, jako který by se dal v tomto tahu použít.
mk-combat-box-used-as = Mysterious Box se používá jako { $what }; Sláva +1 (teď { $fame })
mk-combat-box-already = Mysterious Box už v tomto tahu odhalil artefakt.
mk-combat-artifact-deck-empty = Balíček artefaktů je prázdný: není co odhalit.
mk-combat-box-reveals = odhaluje { $card } z balíčku artefaktů; Box lze v tomto tahu použít jako jeho { $how ->
        [powered] silnější efekt
        [basic] základní efekt
       *[other] { $how }
    } ({ $effect }): { $later }

## Interactive spells (resolvers/interactive.py)

mk-combat-crystal-colour = { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
        [blue] modrý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    }
mk-combat-choose-colour-for = Vyber barvu { $what ->
        [wounds] krystalů, které zraní své majitele
       *[other] karet, které musí ostatní odložit
    } (colour:red|blue|green|white).
mk-combat-rival-unit = { $uid } ({ $unit } hráče { $player })
mk-combat-not-rival-unit = { $uid } není bojeschopná jednotka úrovně { $level } nebo nižší jiného hráče. Vyčerpat můžeš jednu za každého hráče (more:rival_units=<id>,...): { $listing }.
mk-combat-one-per-rival = Vyčerpat lze jen jednu jednotku každého jiného hráče.
mk-combat-no-rival-spent = žádná jednotka jiného hráče není vyčerpána
mk-combat-owned-unit = { $unit } hráče { $player }
mk-combat-spends-rivals = vyčerpává { $units }
mk-combat-readied-no-wound = zbojeschopněná jednotka nemá žádné zranění k vyléčení
mk-combat-too = také { $what }
mk-combat-crystal-to-keep = Krystal, který si chceš nechat: colour:red|blue|green|white.
mk-combat-no-crystal-wound = { $player } nemá žádný krystal a dostává zranění
mk-combat-loses-crystals = { $player } ztrácí krystaly: { $colours }
mk-combat-no-rival-affected = žádný jiný hráč není zasažen
mk-combat-keeps-crystal = { $player } si nechává { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
        [blue] modrý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    } krystal
mk-combat-takes-wounds = { $player } dostává { $n } zranění
mk-combat-crystal-wounds = { $colour }: { $parts }
mk-combat-nobody-owns-crystal = takový krystal nikdo nemá
mk-combat-gains-crystals = { $player } získává { $n } { $n ->
        [one] krystal
        [few] krystaly
       *[other] krystalů
    } { $colour ->
        [red] červené
        [blue] modré
        [green] zelené
        [white] bílé
        [gold] zlaté
        [black] černé
       *[other] { $colour }
    } barvy
mk-combat-name-die-to-claim = Uveď kostku základní barvy v Prameni, kterou zabereš (die:<colour>): { $dice }.
mk-combat-claims-die-now = zabírá { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } kostku a hned bere { $n } { $n ->
        [one] žeton
        [few] žetony
       *[other] žetonů
    } many té barvy (kostka je až do konce kola mimo dosah)
mk-combat-claims-die-later = zabírá { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } kostku: na začátku každého svého dalšího tahu v tomto kole žeton many té barvy (kostka je až do konce kola mimo dosah)
mk-combat-curse-needs-claim = Mana Curse potřebuje kostku zabranou týmž efektem.
mk-combat-curse = do konce kola dostane zranění každý jiný hráč, který ve svém tahu použije { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } manu
mk-combat-claimed-token = { $player } bere ze zabrané kostky { $colour ->
        [brown] hnědý
        [green] zelený
        [grey] šedý
        [red] červený
        [violet] fialový
        [white] bílý
        [blue] modrý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    } žeton many.
mk-combat-player-gains = { $player } získává { $what }
mk-combat-no-cards = žádné karty
mk-combat-shows-hand = { $player } nemá žádnou kartu akce ani kouzla { $colour ->
        [red] červené
        [blue] modré
        [green] zelené
        [white] bílé
        [gold] zlaté
        [black] černé
       *[other] { $colour }
    } barvy a ukazuje svou ruku hráči { $caster }.
mk-combat-their-hand = Ruka hráče { $player }: { $cards }.
mk-combat-chooses-discard = { $player } vybírá kartu { $colour ->
        [red] červené
        [blue] modré
        [green] zelené
        [white] bílé
        [gold] zlaté
        [black] černé
       *[other] { $colour }
    } barvy k odložení (/mk respond)
mk-combat-rival-discards = { $player } odkládá { $card }.
mk-combat-answer-with = Odpověz příkazem respond card:<id>, jedním z: { $choices }.
mk-combat-answers-mind-read = { $player } odpovídá na Čtení myšlenek hráče { $caster }
mk-combat-keeps-none = { $player } si nenechává žádnou z odložených karet
mk-combat-keeps-stolen = { $player } si nechává { $card } hráče { $owner } (Mind Steal)
mk-combat-respond-option = { $verb ->
        [discard] Odložit
       *[other] Nechat si
    } { $card }
mk-combat-keep-none-option = Nenechat si žádnou z odložených karet
mk-combat-must-discard-for = { $player } musí kvůli Čtení myšlenek hráče { $caster } odložit kartu akce nebo kouzla { $colour ->
        [red] červené
        [blue] modré
        [green] zelené
        [white] bílé
        [gold] zlaté
        [black] černé
       *[other] { $colour }
    } barvy (/mk respond)
mk-combat-may-keep-stolen = { $player } si smí nechat jednu z karet odložených kvůli Mind Steal (/mk respond)
