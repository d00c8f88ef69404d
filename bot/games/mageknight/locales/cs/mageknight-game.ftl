# mageknight: průběh tahu, povolené volby, příprava hry, automatický hráč, bodování a opravy (cs).

mk-game-name = Mage Knight
# název scénáře (název z pravidel, kde ho pravidla uvádějí)
mk-game-scenario-name = { $id ->
    [first_reconnaissance] První průzkum
    [full_conquest] Plné dobývání
    [blitz_conquest] Bleskové dobývání
    [solo_conquest] Sólové dobývání
    [full_cooperation] Plná spolupráce
    [blitz_cooperation] Blesková spolupráce
    [mines_liberation] Osvobozování dolů
    [druid_nights] Noci druidů
    [dungeon_lords] Vládci podzemí
    [one_to_return] Vrátí se jen jeden!
   *[other] { $name }
 }

## Kdo je na tahu a co se teď smí

mk-game-choose-tactic = { $player }, vyber si taktiku pro { $round }. kolo.
mk-game-your-turn = { $player }, jsi na tahu.
mk-game-not-yet = { $what } zatím tato verze bota neumí.
mk-game-unknown-action = Neznámá akce „{ $kind }“.
mk-game-over = Hra skončila.
mk-game-nobody-waiting = Nikdo od tebe nečeká odpověď.
mk-game-waiting-for-answer = Čeká se na odpověď: { $question }.
mk-game-nobody = nikdo
mk-game-not-your-turn = Nejsi na tahu: { $doing ->
        [tactic] taktiku vybírá
       *[play] hraje
    } { $player }.
mk-game-tactics-not-now = Taktiky se vybírají na začátku kola, ne teď.
mk-game-tactic-first = Nejdřív si vyber taktiku.
mk-game-answer-first = Tvůj tah končí: nejdřív odpověz na otevřenou volbu (choose …; viz nabídku).
mk-game-in-combat = Jsi v boji ({ $phase }): nejdřív ho dokonči (attack, block, damage, nebo next pro další fázi).
mk-game-rested-no-move = V tomto tahu jsi odpočíval(a), takže se nemůžeš pohnout.
mk-game-acted-no-move = V tomto tahu už jsi provedl(a) akci: další pohyb není možný.
mk-game-rested-no-explore = V tomto tahu jsi odpočíval(a), takže nemůžeš prozkoumávat.
mk-game-acted-no-explore = V tomto tahu už jsi provedl(a) akci: další prozkoumávání není možné.
mk-game-answer-question-first = Nejdřív odpověz: { $question }.
mk-game-next-question = Další: { $question }.
mk-game-not-in-combat = Nejsi v boji. Začni ho pohybem, challenge, enter nebo burn.
mk-game-ability-number = Schopnost jednotky urči číslem: ability:1.
mk-game-moved = { $player } se přesouvá na { $hex }{ $path ->
        [none] {""}
       *[other] {" "}přes { $path }
    } ({ $spaces } { $spaces ->
        [one] políčko
        [few] políčka
       *[other] políček
    }, Pohyb { $cost }){ $then ->
        [none] {""}
       *[other] {" "}a { $then }
    }; { $left ->
        [one] zbývá { $left } bod Pohybu
        [few] zbývají { $left } body Pohybu
       *[other] zbývá { $left } bodů Pohybu
    }.
mk-game-no-harvest = Žádná karta zahraná v tomto tahu ti nedovoluje sklízet krystaly při pohybu.
mk-game-harvest-not-in-hand = Kartu „{ $card }“ nemůžeš odložit za krystal: musí to být karta z ruky, která není zranění.
mk-game-harvest-no-colour = { $card } nemá základní barvu, kterou by šlo sklidit.
mk-game-harvested = { $player } odkládá { $card } a sklízí { $got }.
mk-game-hidden-preview = Tento krok odhalí něco skrytého (žeton, kartu nebo kostku), takže výsledek uvidíš až po potvrzení.
mk-game-undo-not-your-turn = Vrátit můžeš jen své vlastní akce během svého tahu.
mk-game-undo-nothing = Není co vrátit: pravidla zakazují brát zpět cokoli před posledním odhalením, dobráním karty, hodem kostkou nebo akcí jiného hráče.

## Povolené volby (tlačítka a nabídka)

mk-game-opt-sideways = { $card }: bokem { $kind ->
        [influence] Vliv
       *[move] Pohyb
    } 1
mk-game-opt-play = { $card } { $how ->
        [basic] základní
        [powered] silnější
       *[other] { $how }
    }: { $effect }
mk-game-opt-play-copy = { $card } silnější + { $target }: { $effect } +{ $bonus }
mk-game-opt-discarding = { $option }, odložit { $card }
mk-game-opt-with = { $option } ({ $value })
mk-game-opt-attack-with = Útok na { $enemy } ({ $uid }) kartou { $card } ({ $mode })
mk-game-opt-attack-kept = Útok na { $enemy } ({ $uid }) podrženými útoky
mk-game-opt-block-with = Blok proti { $enemy } ({ $uid }) kartou { $card } ({ $mode })
mk-game-opt-damage-forced = { $enemy } ({ $uid }): zranění jde nejdřív na { $unit }
mk-game-opt-damage-hero = { $enemy } ({ $uid }): vezmi zranění na hrdinu
mk-game-opt-damage-unit = { $enemy } ({ $uid }): přiděl zranění nejdřív jednotce { $unit } ({ $unit_id })
mk-game-opt-next = { $phase ->
    [ranged] Přejít do fáze bloku
    [block] Přejít do fáze přidělování zranění
    [damage] Přejít do fáze útoku
   *[attack] Ukončit boj
 }
mk-game-opt-face-down = { $colour } žeton
mk-game-opt-challenge = Vyzvat k boji drancující nepřátele ({ $enemies }) na { $hex }
mk-game-opt-maze-path = Jít cestou za Pohyb { $cost }: { $site }
mk-game-opt-enter = Vstoupit: { $site }
mk-game-opt-burn = Vypálit klášter (Pověst -3, boj s fialovým nepřítelem)
mk-game-opt-enter-ruins = Vstoupit do starobylých ruin{ $token ->
        [none] {""}
       *[other] {" "}({ $token })
    }
mk-game-opt-altar = Přinést oběť na oltáři ({ $n }× { $colour } mana za Slávu { $fame })
mk-game-opt-move = Přesun na { $hex } ({ $what }, Pohyb { $cost }{ $path ->
        [none] {""}
       *[other] , přes { $path }
    }){ $then ->
        [none] {""}
       *[other] : { $then }
    }
mk-game-opt-explore = Prozkoumat místo pro dílek { $slot } (Pohyb { $cost })
mk-game-opt-rest = Odpočinek: odložit { $card }{ $wounds ->
        [0] {""}
        [one] {" "}a { $wounds } zranění
       *[other] {" "}a { $wounds } zranění
    }
mk-game-opt-slow-recovery = Odpočinek (pomalý odpočinek): odložit 1 zranění
mk-game-opt-announce-end = Oznámit konec kola
mk-game-opt-banner = Přidělit { $banner } jednotce { $unit } ({ $uid })
mk-game-opt-courage = Banner of Courage: zbojeschopnit { $uid }
mk-game-opt-fear = Banner of Fear: vyčerpat { $uid } a zrušit útok nepřítele { $enemy }
mk-game-opt-end-turn = Ukončit tah
mk-game-opt-end-turn-discarding = Ukončit tah a odložit { $card }
mk-game-opt-mining = { $option }, vytěžit { $colour } krystal
mk-game-opt-plunder = Vyplenit vesnici (dobrat 2 karty, Pověst -1)
mk-game-opt-interact = Vyjednávat s obyvateli: { $site }
mk-game-opt-recruit-bonds = Naverbovat { $unit } do Bonds of Loyalty (Vliv { $cost })
mk-game-opt-recruit = Naverbovat { $unit } (Vliv { $cost }){ $disband ->
        [none] {""}
       *[other] , propustit { $disband }
    }
mk-game-opt-activate = Aktivovat { $unit } ({ $uid }): { $effect }
mk-game-opt-buy-heal-hand = Koupit Léčení 1 (Vliv { $price }): jedno zranění z ruky
mk-game-opt-buy-heal-unit = Koupit Léčení { $heal } (Vliv { $price }): vyléčit { $unit } ({ $uid })
mk-game-opt-buy = Koupit { $what } (Vliv { $price })
mk-game-opt-deck = vrchní kartu balíčku
mk-game-opt-a-card = kartu

## Příprava hry

mk-game-setup-unknown-scenario = Neznámý scénář „{ $scenario }“. K dispozici: { $scenarios }.
mk-game-setup-scenario-not-yet = Scénář „{ $scenario }“ zatím není k dispozici.
mk-game-setup-player-count = { $scenario } je pro { $counts } hráče, ne pro { $n }.
mk-game-setup-shape-not-yet = { $scenario } pro { $n } hráče používá tvar mapy „{ $shape }“, který zatím není k dispozici. Hratelné pro: { $playable } hráče.
mk-game-setup-same-hero = Dva hráči nemohou hrát za stejného hrdinu.
mk-game-setup-unknown-hero = Neznámý hrdina „{ $hero }“. Hrdinové: { $heroes }.
mk-game-begins = Začíná hra { $scenario } pro { $n } { $n ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }. 1. kolo je Den. Vyberte si taktiky.

## Automatický hráč (sólové hry)

mk-game-dummy = automatický hráč{ $hero ->
        [none] {""}
       *[other] {" "}({ $hero })
    }
mk-game-dummy-first = Automatický hráč{ $hero ->
        [none] {""}
       *[other] {" "}({ $hero })
    }
mk-game-dummy-set-up = Automatický hráč hraje za hrdinu { $hero }: 16 karet, krystaly { $crystals }.
mk-game-dummy-tactic = { $dummy } si náhodně bere taktiku { $tactic } ({ $number }).
mk-game-dummy-announces = { $dummy } už nemá karty a oznamuje konec kola: máš ještě jeden poslední tah.
mk-game-dummy-forfeits = { $dummy } už nemá karty a vzdává se tahu.
mk-game-dummy-flips = { $dummy } otáčí { $n } { $n ->
        [one] kartu
        [few] karty
       *[other] karet
    } (poslední: { $card }, { $colour }){ $extra ->
        [0] {""}
       *[other] {" "}a { $more } další za { $extra ->
            [one] svůj { $crystal } krystal
            [few] své { $extra } krystaly ({ $crystal })
           *[other] svých { $extra } krystalů ({ $crystal })
        }
    }; v balíčku zbývá { $left }.
mk-game-dummy-takes-card = { $dummy } si bere { $card } do balíčku.
mk-game-dummy-crystal = { $dummy } získává { $colour } krystal.
mk-game-dummy-skill = Do společné nabídky dovedností přibývá dovednost, kterou měl { $dummy }: { $skill }.

## Konečné bodování

mk-game-title = { $category ->
    [knowledge] Největší znalosti
    [loot] Největší kořist
    [leader] Největší vůdce
    [conqueror] Největší dobyvatel
    [adventurer] Největší dobrodruh
    [beating] Největší výprask
   *[city] Největší dobyvatel měst
 }
mk-game-bonus-cities = města
mk-game-bonus-cities-conquered = dobytá města
mk-game-bonus-all-cities = všechna města dobyta
mk-game-bonus-unused-rounds = nevyužitá kola
mk-game-bonus-dummy-deck = balíček automatického hráče
mk-game-bonus-not-announced = konec kola neoznámen
mk-game-solo-victory = Vítězství: padla všechna města.
mk-game-solo-defeat = Porážka: některé město stále stojí.
mk-game-final-scores = Konečné pořadí — { $scenario } ({ $reason }):
mk-game-score-fame = Sláva { $fame }
mk-game-score-category = { $category } { $points }{ $title ->
        [none] {""}
       *[other] {" "}(titul { $title })
    }
mk-game-score-bonus = { $bonus } { $points }
mk-game-score-row = { $place }. { $player }: **{ $total }** — { $parts }

## Opravy správce hry

mk-game-gm-fame = Sláva hráče { $player } je nastavena na { $fame }.
mk-game-gm-reputation = Pověst hráče { $player } je nastavena na { $reputation }.
mk-game-gm-colour = colour= musí být jedno z: { $colours }.
mk-game-gm-crystals = { $player } má teď krystaly ({ $colour }): { $n }.
mk-game-gm-too-few-wounds = { $player } drží jen { $n } zranění.
mk-game-gm-wounds = { $n } zranění { $n ->
        [few] jdou
       *[other] jde
    } { $where ->
        [hand] do ruky hráče
       *[discard] z ruky do odkládacího balíčku hráče
    } { $player }.
mk-game-gm-no-card = Karta „{ $card }“ neexistuje; zadej její id (např. march).
mk-game-gm-hex-syntax = hex= bere políčko jako q,r (např. 1,-1).
mk-game-gm-not-revealed = { $hex } není odkryté políčko.
mk-game-gm-figure-moved = Figurka hráče { $player } je přesunuta na { $hex }.
mk-game-gm-no-correction = { $game } nemá opravu „{ $name }“.
mk-game-gm-no-unit = { $player } nemá jednotku „{ $unit }“. Jeho jednotky: { $units }.
mk-game-gm-unit-to-offer = Jednotka { $unit } hráče { $player } se vrací do nabídky jednotek.
mk-game-gm-unit-out = Jednotka { $unit } hráče { $player } je vyřazena ze hry.
mk-game-gm-no-unit-id = Jednotka „{ $unit }“ neexistuje; zadej její id (např. peasants).
mk-game-gm-not-in-offer = { $unit } není v nabídce jednotek.
mk-game-gm-unit-given = { $player } dostává jednotku { $unit } { $source ->
        [offer] z nabídky jednotek
       *[outside] zvenčí hry
    }.
mk-game-gm-no-token = Na { $hex } takový žeton nepřítele není.
mk-game-gm-which-token = Na { $hex } leží { $n } { $n ->
        [one] žeton
        [few] žetony
       *[other] žetonů
    }: urči který pomocí enemy= (id nebo barva).
mk-game-gm-token-removed = { $enemy } je odebrán z { $hex } na odkládací hromádku.
mk-game-gm-hidden-token-removed = Žeton lícem dolů ({ $colour }) je odebrán z { $hex } na odkládací hromádku.
mk-game-gm-face = face= bere up nebo down.
mk-game-gm-pile-empty = Hromádka žetonů nepřátel ({ $colour }) je prázdná; jmenuj místo toho nepřítele.
mk-game-gm-enemy-syntax = enemy= bere id nepřítele (např. prowlers) nebo barvu (např. green).
mk-game-gm-token-placed = { $enemy } je položen na { $hex }.
mk-game-gm-hidden-token-placed = Žeton lícem dolů ({ $colour }) je položen na { $hex }.
