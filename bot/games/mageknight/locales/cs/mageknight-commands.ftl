# mageknight: příkazy /mk a co ukazují (stav, ruka, přehled boje, výzvy) (cs).

## Slova, kterými bot ukazuje hodnotu, a tvary, které pro ni hráč smí napsat

# barva many, kostky nebo karty
mk-cmd-colour = { $colour ->
    [red] červená
    [blue] modrá
    [green] zelená
    [white] bílá
    [gold] zlatá
    [black] černá
    [none] bez barvy
   *[other] { $colour }
 }
# barva krystalu
mk-cmd-crystal = { $colour ->
    [red] červený
    [blue] modrý
    [green] zelený
    [white] bílý
   *[other] { $colour }
 }
# barva rubu žetonu nepřítele
mk-cmd-enemy-colour = { $colour ->
    [green] zelený
    [grey] šedý
    [gray] šedý
    [brown] hnědý
    [violet] fialový
    [red] červený
    [white] bílý
   *[other] { $colour }
 }
# napsaná hodnota ukázaná slovy (barva, terén …); cokoli jiného tak, jak je
mk-cmd-value = { $value ->
    [red] červená
    [blue] modrá
    [green] zelená
    [white] bílá
    [gold] zlatá
    [black] černá
    [forest] les
    [desert] poušť
    [swamp] bažina
    [lake] jezero
    [mountain] hory
    [top] navrch
    [bottom] dospod
   *[other] { $value }
 }
# tvary, které hráč smí pro hodnotu napsat, oddělené čárkami (anglická hodnota platí vždy)
mk-cmd-typed = { $value ->
    [red] červená, červený, červené, červenou
    [blue] modrá, modrý, modré, modrou
    [green] zelená, zelený, zelené, zelenou
    [white] bílá, bílý, bílé, bílou
    [gold] zlatá, zlatý, zlaté, zlatou
    [black] černá, černý, černé, černou
    [token] žeton
    [die] kostka, kostku
    [crystal] krystal
    [plains] pláně, planina
    [hills] kopce
    [forest] les
    [wasteland] pustina
    [desert] poušť
    [swamp] bažina
    [lake] jezero
    [mountain] hory
    [yes] ano, a
    [no] ne
    [day] den
    [night] noc
    [top] navrch, nahoru, vršek
    [bottom] dospod, dolů, spodek
   *[other] { $value }
 }
mk-cmd-none = nic
mk-cmd-empty = prázdná
mk-cmd-nothing = nic
mk-cmd-no-cards = žádné karty
mk-cmd-or = nebo
mk-cmd-value-label = { $value } ({ $label })
mk-cmd-numbered = { $n }: { $text }

## Jak odmítnutí nazývá to, co je třeba jmenovat

mk-cmd-what-card-in-hand = karta v ruce
mk-cmd-what-card = karta
mk-cmd-what-skill = tvoje dovednost
mk-cmd-what-tactic = taktika
mk-cmd-what-enemy = nepřítel v tomto boji
mk-cmd-what-unit = tvoje jednotka
mk-cmd-what-offer-unit = jednotka z nabídky jednotek
mk-cmd-what-purchase = nákup
mk-cmd-what-aa-or-spell = pokročilá akce nebo kouzlo
mk-cmd-what-choice = volba

## Odmítnutí

mk-cmd-not-a-player = V této hře nehraješ.
mk-cmd-unknown-command = Neznámý příkaz /mk { $name }. Zkus /help.
mk-cmd-play-needs = { $card } { $mode } potřebuje { $missing }: přidej jedno z { $listing }.
mk-cmd-name-one-card = Jmenuj pro { $option } jednu kartu z ruky (máš v ruce: { $hand }).
mk-cmd-no-combat = Teď neprobíhá žádný boj. Boj začne vstupem na místo, /mk challenge, /mk enter nebo /mk burn.
mk-cmd-not-your-turn = Nejsi na tahu: na tahu je { $player }.
mk-cmd-not-your-turn-nobody = Nejsi na tahu: na tahu není nikdo.
mk-cmd-not-in-combat = Nejsi v boji. Začni ho vstupem na místo, /mk challenge, /mk enter nebo /mk burn.
mk-cmd-not-a-number = { $option } musí být číslo, ne „{ $text }“.
mk-cmd-choose-name-answer = { $question } Odpověz pomocí pick:… nebo skill:… ({ $answers }).
mk-cmd-more-syntax = more: piš klíč=hodnota (např. gold=red), ne „{ $item }“.
mk-cmd-skill-from-centre = { $skill } ze středu stolu

## Stav hry

mk-cmd-status-head = **{ $scenario }**: kolo { $round }, { $night ->
        [yes] Noc
       *[no] Den
    }.
mk-cmd-status-tactics = Volba taktik: další vybírá { $player }. K dispozici: { $tactics }.
mk-cmd-status-playing = Hraje { $player } (Pohyb { $move }, Vliv { $influence }, použité kostky z Pramene { $used }/{ $allowed }).
mk-cmd-status-game-over = Konec hry. { $table }
mk-cmd-status-game-over-reason = Konec hry: { $reason }. { $note }
mk-cmd-status-waiting = Čeká se: { $question }.
mk-cmd-status-claim = { $player } drží zabranou kostku: { $colour }{ $curse ->
        [yes] {" "}(Mana Curse: použití té barvy stojí ostatní hráče jedno zranění)
       *[no] {""}
    }.
mk-cmd-status-announced = { $player } oznámil(a) konec kola.
mk-cmd-status-dummy-announced = Automatický hráč oznámil konec kola.
mk-cmd-crystal-count = { $colour }×{ $n }
mk-cmd-status-dummy = - Automatický hráč ({ $hero }): balíček { $deck }, odložené { $discard }; krystaly { $crystals }; taktika { $tactic }.
mk-cmd-status-final-turns = Poslední tahy zbývají: { $players }.
mk-cmd-status-unit = { $name } ({ $uid }, { $spent ->
        [yes] vyčerpaná
       *[no] bojeschopná
    }{ $wounded ->
        [yes] , zraněná
       *[no] {""}
    })
mk-cmd-status-player = - { $player } ({ $hero }) na { $position }: Sláva { $fame }, Pověst { $reputation }, úroveň { $level } (zbroj { $armor }, limit karet v ruce { $limit }, žetony velení { $units_now }/{ $tokens }), taktika { $tactic }; balíček { $deck }, ruka { $hand }, odložené { $discard }; krystaly { $crystals }; jednotky { $units }; dovednosti { $skills }.
mk-cmd-source-die = { $colour }{ $taken ->
        [yes] {" "}(zabraná)
       *[no] {""}
    }
mk-cmd-status-source = Pramen: { $dice }.
mk-cmd-status-unit-offer = Nabídka jednotek: { $units }.
mk-cmd-status-tiles = Zbývající dílky mapy: { $n }{ $next ->
        [countryside] {" "}(další: dílek venkova)
        [core] {" "}(další: hlavní dílek)
        [none] {""}
       *[other] {" "}(další: { $next })
    }.
mk-cmd-pending-level-up = { $player } vybírá dovednost a pokročilou akci.
mk-cmd-pending-level-up-skills = { $player } vybírá dovednost ({ $skills } nebo jednu ze společné nabídky dovedností) a pokročilou akci.
mk-cmd-pending-artifacts = { $player } vybírá, který z { $n ->
        [one] { $n } taženého artefaktu
       *[other] { $n } tažených artefaktů
    } vrátí.
mk-cmd-pending-reward = { $player } vybírá odměnu na konci tahu.

## Po zahájení vyjednávání

mk-cmd-nothing-affordable = Se svým Vlivem si tu teď nic nepořídíš: zahraj karty pro Vliv (každá karta zahraná bokem dává Vliv 1), pak /mk recruit nebo /mk buy.
mk-cmd-here-you-can = Tady můžeš: { $options }.

## Ruka

mk-cmd-hand-card = { $card }{ $n ->
        [1] {""}
       *[other] {" "}×{ $n }
    } [{ $colour }]
mk-cmd-hand = Tvoje ruka ({ $n }): { $cards }.
mk-cmd-hand-crystal = { $n }× { $colour }
mk-cmd-hand-crystals = Krystaly: { $crystals }. Balíček: { $deck }, odložené: { $discard }.
mk-cmd-skill-with-text = { $skill } ({ $text })
mk-cmd-hand-skills = Dovednosti (lícem nahoru): { $skills }.
mk-cmd-hand-this-turn = Tento tah: Pohyb { $move }, Vliv { $influence }, žetony many: { $tokens }, použité kostky z Pramene { $used }/{ $allowed }.
mk-cmd-hand-interacting = Vyjednáváš s obyvateli: { $site } (uplatněna Pověst { $reputation }): /mk recruit, /mk buy.
mk-cmd-hand-not-your-turn = Nejsi na tahu; ovládací prvky se objeví, až budeš.
mk-cmd-hand-in-combat = V boji ({ $phase }): **Vyhlásit** vybere nepřátele a více karet najednou.
mk-cmd-units-none = Jednotky: žádné ({ $tokens ->
        [one] { $tokens } volný žeton velení
        [few] { $tokens } volné žetony velení
       *[other] { $tokens } volných žetonů velení
    }).
mk-cmd-units-head = Jednotky ({ $n } z { $tokens ->
        [one] { $tokens } žetonu
       *[other] { $tokens } žetonů
    } velení):
mk-cmd-unit-line = • { $uid } { $name } (úroveň { $level }, zbroj { $armor }{ $resists ->
        [none] {""}
       *[other] , odolnost: { $resists }
    }{ $banner ->
        [none] {""}
       *[other] , prapor { $banner }
    }): **{ $status }** — { $abilities }

## Skupiny ovládacích prvků ruky

mk-cmd-group-move = Pohyb
mk-cmd-group-explore = Prozkoumat dílek
mk-cmd-group-rest = Odpočinek
mk-cmd-group-end-turn = Konec tahu
mk-cmd-group-announce-end = Oznámit konec kola
mk-cmd-group-tactic = Vybrat taktiku
mk-cmd-group-attack = Útok (jedna karta; více přes Vyhlásit)
mk-cmd-group-block = Blok (jedna karta; více přes Vyhlásit)
mk-cmd-group-damage = Přidělit zranění
mk-cmd-group-challenge = Vyzvat k boji drancující nepřátele
mk-cmd-group-interact = Vyjednávat s obyvateli
mk-cmd-group-recruit = Naverbovat jednotku
mk-cmd-group-buy = Koupit (léčení, karty …)
mk-cmd-group-plunder = Vyplenit vesnici
mk-cmd-group-activate = Aktivovat jednotku
mk-cmd-group-choose = Konec tahu: volba
mk-cmd-group-skill = Dovednost
mk-cmd-group-tactic-use = Použít taktiku
mk-cmd-group-banner = Prapor
mk-cmd-group-enter = Vstoupit
mk-cmd-group-burn = Vypálit klášter
mk-cmd-group-next = Další fáze
mk-cmd-group-respond = Odpovědět

## Otázka na konci tahu

mk-cmd-choice-end-of-turn = **Konec tahu**: { $question }
mk-cmd-choice-revealed-skills = Odkryté dovednosti: { $skills }. Jednu si nech a vezmi libovolnou pokročilou akci z nabídky, nebo si vezmi dovednost ze společné nabídky a nejnižší pokročilou akci.
mk-cmd-choice-artifacts-drawn = Tažené artefakty (vidíš je jen ty): { $artifacts }.
mk-cmd-choice-answer-below = Odpověz níže, nebo příkazem /mk choose.
mk-cmd-choose-line = /mk choose { $params } ({ $label })
mk-cmd-choice-hint = Odpověz: { $answers }{ $more ->
        [yes] {" "}| ...
       *[no] {""}
    }

## Přehled boje

mk-cmd-ability = { $ability ->
    [fortified] Opevněný
    [unfortified] Neopevněný
    [swift] Hbitý
    [brutal] Brutální
    [poison] Jedovatý
    [paralyze] Ochromující
    [assassination] Vražedný
    [cumbersome] Těžkopádný
    [vampiric] Upíří
    [elusive] Nepolapitelný
    [arcane_immunity] Vyšší imunita
    [defend] Obranný
    [ambush] Přepadající
    [pursuit] Pronásledující
   *[other] { $name }
 }
mk-cmd-ability-value = { $ability } { $n }
mk-cmd-element = { $element ->
    [physical] fyzický
    [fire] ohnivý
    [ice] ledový
    [coldfire] ledový oheň
   *[other] { $element }
 }
# druh odolnosti (fyzická odolnost, ohnivá odolnost …)
mk-cmd-resistance = { $element ->
    [physical] fyzická
    [fire] ohnivá
    [ice] ledová
    [coldfire] ledový oheň
   *[other] { $element }
 }
mk-cmd-combat-role = { $role ->
    [defender] obránce
    [rampaging] drancující
    [summoned] přivolaný
   *[other] { $role }
 }
mk-cmd-combat-site = { $site }{ $hex ->
        [none] {""}
       *[other] {" "}na { $hex }
    }
mk-cmd-combat-head = **Boj**: { $player }, { $kind ->
        [assault] útok na opevněné místo
        [adventure] místo dobrodružství
        [adventure_again] místo dobrodružství
        [burn] vypálení kláštera
        [rampaging] drancující nepřátelé
       *[other] { $kind }
    }{ $where ->
        [none] {""}
       *[other] {" "}({ $where })
    }{ $city ->
        [red] , červené město
        [blue] , modré město
        [green] , zelené město
        [white] , bílé město
        [none] {""}
       *[other] , město { $city }
    }. **{ $phase }**.
mk-cmd-combat-armor = Zbroj { $armor }
mk-cmd-combat-armor-elusive = Zbroj { $armor } ({ $low ->
        [same] Nepolapitelný
       *[other] Nepolapitelný: { $low } ve fázi útoku, když jsou zablokovány všechny jeho útoky
    })
mk-cmd-combat-armor-vampiric = Zbroj { $armor } (+{ $bonus } Upíří)
mk-cmd-combat-summons = Přivolá { $n } { $n ->
        [one] nestvůru
        [few] nestvůry
       *[other] nestvůr
    } ({ $colour } žeton)
mk-cmd-combat-attack = { $element } { $value }{ $printed ->
        [none] {""}
       *[other] {" "}(natištěno { $printed })
    }{ $status ->
        [blocked] {" "}zablokován
        [dealt] {" "}zranění přiděleno
       *[none] {""}
    }
mk-cmd-combat-attacks = Útok { $attacks }
mk-cmd-combat-resists = odolnost: { $elements }
mk-cmd-combat-fortified-site = opevněné místo
mk-cmd-combat-city-bonus = { $ability } (město)
mk-cmd-combat-fame = Sláva { $fame }
mk-cmd-combat-enemy = • { $uid } { $name } ({ $colour }, { $role }): { $bits }{ $state ->
        [defeated] {" "}— **poražen**
        [summoned] {" "}— přivolal ho { $summoner }, útočí místo něj
       *[none] {""}
    }
mk-cmd-combat-to-defeat-item = { $name } ({ $uid }) zbroj { $armor }{ $walls ->
        [double] {" "}(opevněný dvakrát: teď ne)
        [siege] {" "}(opevněný: jen obléhací útok)
       *[none] {""}
    }
mk-cmd-combat-all-defeated = všichni nepřátelé jsou poraženi
mk-cmd-combat-to-defeat = K porážce ({ $phase ->
        [ranged] střelecké nebo obléhací útoky
       *[attack] jakékoli útoky
    }): { $enemies }.
mk-cmd-combat-to-block-item = { $name } ({ $uid }{ $attack ->
        [none] {""}
       *[other] {" "}útok { $attack }
    }) { $element } { $value }: Blok { $block }{ $swift ->
        [yes] {" "}(Hbitý: dvojnásobek)
       *[no] {""}
    }{ $efficient ->
        [none] {""}
       *[other] , naplno se počítá jen blok: { $efficient }
    }
mk-cmd-combat-to-block = K zablokování: { $attacks }.
mk-cmd-combat-brutal-doubled = Brutální: { $value } dvojnásobně
mk-cmd-combat-damage-item = { $name } ({ $uid }{ $attack ->
        [none] {""}
       *[other] {" "}útok { $attack }
    }) { $damage } { $damage ->
        [one] bod zranění
        [few] body zranění
       *[other] bodů zranění
    } ({ $element }{ $notes ->
        [none] {""}
       *[other] ; { $notes }
    }) = { $wounds } zranění pro hrdinu
mk-cmd-combat-damage-coming = Přichází zranění: { $attacks }. Zbroj hrdiny { $armor }; zranění v tomto boji { $wounds } (omráčení při { $limit }).
mk-cmd-combat-no-units = Jednotky se tohoto boje nemohou účastnit.
mk-cmd-combat-unit = { $name } ({ $uid }, zbroj { $armor }{ $resists ->
        [none] {""}
       *[other] , odolnost: { $resists }
    }{ $wounded ->
        [yes] , zraněná
       *[no] {""}
    }{ $resisted ->
        [yes] , už pohltila zranění
       *[no] {""}
    })
mk-cmd-combat-units = Jednotky: { $units }.

## Ovládání Vyhlásit

mk-cmd-declare-target = { $uid } { $name } (zbroj { $armor })
mk-cmd-declare-element = { $element ->
    [physical] fyzický
    [fire] ohnivý
    [ice] ledový
    [coldfire] ledový oheň
   *[other] { $element }
 }
mk-cmd-declare-attack = { $uid } { $name }{ $attack ->
        [none] {""}
       *[other] {" "}útok { $attack }
    } ({ $element } { $value })
mk-cmd-declare-unit = { $uid } { $name } (zbroj { $armor })
mk-cmd-declare-item = { $card } { $how ->
        [sideways] bokem: { $kind ->
            [block] Blok
           *[attack] Útok
        } 1
        [basic] základní: { $effect }
        [powered] silnější: { $effect }
       *[other] { $how }: { $effect }
    }{ $mana ->
        [none] {""}
       *[other] {" "}(mana { $mana })
    }
mk-cmd-declare-usage = { $command ->
    [block] /mk block enemy:e1 cards:karta@režim,...
    [damage] /mk damage enemy:e1 units:u1,...
   *[attack] /mk attack targets:e1,e2 cards:karta@režim,...
 }
mk-cmd-declare-hint-part = { $kind ->
        [targets] nepřátelé
        [attacks] útoky
        [cards] karty
       *[units] jednotky
    }: { $items }
mk-cmd-declare-hint = Vyhlášení ({ $phase }): { $usage } (přidej preview:yes, chceš-li nejdřív vidět výsledek), nebo /mk next. { $parts }
mk-cmd-next-block = Dál: fáze bloku
mk-cmd-next-damage = Dál: fáze přidělování zranění
mk-cmd-next-attack = Dál: fáze útoku
mk-cmd-end-combat = Ukončit boj
mk-cmd-confirm-attack = Útok
mk-cmd-confirm-block = Blok
mk-cmd-confirm-damage = Přidělit zranění
mk-cmd-form-none-chosen = nic nevybráno
mk-cmd-form-enemies = Nepřátelé
mk-cmd-form-cards = Karty
mk-cmd-form-attack = Útok
mk-cmd-form-enemies-placeholder = Nepřátelé, na které zaútočíš společně…
mk-cmd-form-attack-cards-placeholder = Karty k útoku (více)…
mk-cmd-form-needs-enemies = Nejdřív vyber nepřátele, na které útočíš.
mk-cmd-form-needs-attack-cards = Vyber karty, kterými útočíš.
mk-cmd-form-block-attack-placeholder = Útok, který blokuješ…
mk-cmd-form-block-cards-placeholder = Karty k bloku (více)…
mk-cmd-form-move-spent = Utracený Pohyb (Těžkopádný)
mk-cmd-form-move-placeholder = Pohyb proti Těžkopádnému útoku…
# { $n } zůstává, jak je: ovládání tam dosadí každé číslo
mk-cmd-form-spend-move = Utratit Pohyb { $n } (Těžkopádný)
mk-cmd-form-needs-block-attack = Nejdřív vyber útok, který blokuješ.
mk-cmd-form-needs-block-cards = Vyber karty, kterými blokuješ.
mk-cmd-form-damage-attack-placeholder = Útok, jehož zranění přidělíš…
mk-cmd-form-units-first = Nejdřív jednotky
mk-cmd-form-units-none = žádné, vše na hrdinu
mk-cmd-form-units-placeholder = Jednotky, které zranění vezmou první (v tomto pořadí)…
mk-cmd-form-needs-damage-attack = Nejdřív vyber útok, jehož zranění přidělíš.
