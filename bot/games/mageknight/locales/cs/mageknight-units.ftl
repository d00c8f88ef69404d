# mageknight-units (cs): jednotky a prapory.

## Units in combat declarations

mk-unit-ability-number = '{ $item }': schopnost se udává číslem (1 = první řádek karty).
mk-unit-max-in-combat = V tomto boji se { $n ->
        [one] může účastnit jen { $n } jednotka
        [few] mohou účastnit jen { $n } jednotky
       *[other] může účastnit jen { $n } jednotek
    }.
mk-unit-wounded-cannot-act = Jednotka { $unit } ({ $uid }) je zraněná: jednat může jen bojeschopná nezraněná jednotka.
mk-unit-spent-until-round = Jednotka { $unit } ({ $uid }) je vyčerpaná až do dalšího kola.
mk-unit-several-abilities = Jednotka { $unit } má víc schopností: řekni kterou (např. { $example }). { $listing }
mk-unit-abilities-range = Jednotka { $unit } má schopnosti 1-{ $n }. { $listing }
mk-unit-abilities = Schopnosti: { $listing }.
mk-unit-not-in-declaration = Schopnost { $index } jednotky { $unit } ({ $effect }) tato verze bota v deklaraci použít neumí.
mk-unit-way = { $way } ({ $effect })
mk-unit-ability-choice = Schopnost { $index } jednotky { $unit } je volba: { $ways }.
mk-unit-no-such-mode = Schopnost { $index } jednotky { $unit } nemá režim '{ $mode }': { $modes }.
mk-unit-paying = {""}, platí { $mana }
mk-unit-fee-paid = {""} a { $n } Vlivu
mk-unit-why-banner = za prapor jednotky { $unit }
mk-unit-shock-bonus = {""} +{ $n } (bonus od ostatních jednotek)
mk-unit-used = { $unit } ({ $uid }): { $effect }{ $paid }
mk-unit-assault-fee = Jednotka { $unit } potřebuje k boji při útoku na opevněné místo { $need } Vlivu; máš { $have }.

## Units (units.py)

mk-unit-no-such-unit = Nemáš jednotku '{ $uid }'. Tvé jednotky: { $owned }.
mk-unit-status = { $spent ->
        [true] vyčerpaná
       *[other] bojeschopná
    }{ $wounds ->
        [0] {""}
        [1] , zraněná
       *[other] , zraněná ×{ $wounds }
    }
mk-unit-disbands = { $player } propouští jednotku { $unit }
mk-unit-disbands-banner = { $player } propouští jednotku { $unit }; její prapor { $banner } jde do odkládacího balíčku
mk-unit-token-free = Máš volný žeton velení: žádnou jednotku není třeba propouštět (obsazeno { $used } z { $tokens }).
mk-unit-tokens-in-use = Všechny tvé žetony velení ({ $tokens }) jsou obsazené: uveď jednotku, kterou propustíš (disband:<unit>): { $owned }{ $bond ->
        [true] {" "}(nebo ji naverbuj do Pouta věrnosti: bond:yes)
       *[other] {""}
    }.
mk-unit-bonded-stays = { $unit } je vázána Poutem věrnosti: nelze ji propustit.
mk-unit-no-bonds = Nemáš Pouto věrnosti: vynech bond.
mk-unit-bonds-taken = Pouto věrnosti už drží jednotku { $unit }: vynech bond.
mk-unit-bonds-no-disband = Jednotka naverbovaná do Pouta věrnosti nevyžaduje propuštění jiné jednotky.
mk-unit-during-your-turn = Schopnosti jednotek se používají během tvého tahu.
mk-unit-wounded-heal-first = { $unit } je zraněná: než ji aktivuješ, vyleč ji.
mk-unit-spent-or-ready = { $unit } je vyčerpaná až do dalšího kola (nebo do efektu, který ji zbojeschopní).
mk-unit-abilities-list = Jednotka { $unit } má schopnosti 1-{ $n } ({ $listing }).
mk-unit-pay-mana = {""} (zaplať { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } manu)
mk-unit-turn-ending = Konec tvého tahu už začal: žádné další aktivace jednotek.
mk-unit-ability-combat-only = Schopnost { $index } jednotky { $unit } ({ $effect }) se používá v boji, v deklaraci útoku nebo bloku.
mk-unit-ability-not-yet-outside = Schopnost { $index } jednotky { $unit } ({ $effect }) zatím mimo boj není k dispozici.
mk-unit-name-ready-target = Uveď vyčerpanou jednotku úrovně { $level } nebo nižší, kterou zbojeschopníš (target:<unit>). Možné: { $listing }.
mk-unit-mana-token = { $colour ->
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
mk-unit-readies = zbojeschopní { $unit }
mk-unit-reputation-only-interaction = (Pověst +{ $n } jen při použití během vyjednávání)
mk-unit-reputation-interaction = Pověst +{ $n } za vyjednávání (teď { $now })
mk-unit-effect-not-yet-outside = Efekt '{ $kind }' zatím mimo boj není k dispozici.
mk-unit-no-healing-in-combat = Během boje se léčit nesmí (§4.8, §7): vyleč se po boji, později v tomto tahu (zranění z boje pak lze vyléčit).
mk-unit-no-wound-left = { $unit } už nemá žádné zranění k vyléčení (uvedeno { $n }×).
mk-unit-heal-cost = Léčení jednotky { $unit } stojí { $cost } { $cost ->
        [one] bod
        [few] body
       *[other] bodů
    } léčení (její úroveň); zbývá jen { $left }.
mk-unit-heals = léčí { $unit }
mk-unit-wounds-from-hand = vyřazuje z ruky { $n } zranění
mk-unit-nothing-to-heal = není co léčit
mk-unit-heal = Léčení { $points }: { $done }{ $unused ->
        [0] {""}
        [one] {" "}({ $unused } bod nevyužit)
        [few] {" "}({ $unused } body nevyužity)
       *[other] {" "}({ $unused } bodů nevyužito)
    }
mk-unit-upkeep-not-yet = Platba '{ $upkeep }' zatím není k dispozici.
mk-unit-upkeep-paid = { $player } platí { $colour ->
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
    } krystal za udržení jednotky { $unit } (údržba).
mk-unit-upkeep-unpaid = { $disbanded } (žádný krystal na její údržbu).


## Banner and one-unit effects (resolvers/banners.py)

mk-unit-banner-from-hand = { $banner } se musí zahrát z ruky, aby se dal připojit.
mk-unit-banner-waits = { $banner } čeká na jednotku naverbovanou v tomto tahu (zaujme místo žetonu velení)
mk-unit-banner-name-unit = Uveď jednotku, která dostane { $banner } (unit:<unit>; nebo akce praporu { $action }). Tvé jednotky: { $listing }.
mk-unit-one-unit-not-yet = '{ $effect }' pro jednu jednotku zatím není k dispozici.
mk-unit-name-unit = Uveď jednotku (unit:<unit>). Tvé jednotky: { $listing }.
mk-unit-resistance-word = { $element ->
        [fire] ohnivou
        [ice] ledovou
        [physical] fyzickou
        [coldfire] ledovou a ohnivou
       *[other] { $element }
    }
mk-unit-has-resistance = { $unit } má v tomto tahu { $resistances } odolnost
mk-unit-no-damage-combat-only = „Žádné zranění jednotkám“ je efekt boje: zahraj ho v boji.
mk-unit-no-damage-this-combat = v tomto boji nelze jednotkám přidělit zranění
mk-unit-wounds-thrown-at-end = na konci tahu se zranění utržená v tomto tahu vyřadí
mk-unit-inside-banner = '{ $kind }' dává prapor jednotce, která ho nese.


## Banners (banners.py)

mk-unit-player-does = { $player } { $what }
mk-unit-banner-not-in-hand = '{ $card }' nemáš v ruce. Prapory v ruce: { $banners }.
mk-unit-not-a-banner = { $card } není prapor: jednotkám se přidělují jen prapory.
mk-unit-banner-does-more = Základní efekt karty { $banner } dělá víc než jen připojení: zahraj ji se základním efektem ({ $action }).
mk-unit-banner-not-yet = Účinek karty { $banner } na jednotku zatím tato verze bota neumí.
mk-unit-banner-recruited-only = { $banner } patří jen jednotce naverbované v tomto tahu ({ $unit } mezi ně nepatří). Naverbováno v tomto tahu: { $listing }.
mk-unit-assigns = přiděluje { $banner } jednotce { $unit }
mk-unit-assigns-replacing = přiděluje { $banner } jednotce { $unit }; { $old } jde do odkládacího balíčku
mk-unit-assigns-unit-lost = přiděluje { $banner } jednotce { $unit }; ta ztrácí { $old } a je vyřazena ze hry (oba prapory jdou do odkládacího balíčku)
mk-unit-banner-for-token = { $player } { $what } místo žetonu velení.
mk-unit-banner-turn-ending = Konec tvého tahu už začal: žádné další schopnosti praporů.
mk-unit-no-banner = { $unit } nenese žádný prapor (ability:0 je schopnost jejího praporu).
mk-unit-banner-outside-combat = { $banner } zbojeschopní svou jednotku jen mimo boj.
mk-unit-banner-face-down = { $banner } je otočený lícem dolů: v tomto kole už byl použit.
mk-unit-banner-readies = { $player } otáčí { $banner } lícem dolů a zbojeschopní { $unit }
mk-unit-banner-passive = { $banner } nemá schopnost k aktivaci: funguje sám.
mk-unit-banner-phase = { $banner } se používá v boji ({ $phase }).
mk-unit-must-be-ready-for = { $unit } musí být bojeschopná a nezraněná, aby se dala vyčerpat pro { $banner }.
mk-unit-fear-name-attack = Uveď útok nepřítele, který { $banner } zruší (mode:<enemy>[:<attack>]; ne nepřátelé s Vyšší imunitou): { $choices }.
mk-unit-why-for = za { $banner }
mk-unit-fear-used = { $player } vyčerpává { $unit } pro { $banner }: útok nepřítele { $enemy } je zrušen{ $fame ->
        [0] {""}
       *[other] ; Sláva +{ $fame }
    }
mk-unit-protection-throws = { $player } vyřazuje { $n } { $n ->
        [one] zranění utržené
        [few] zranění utržená
       *[other] zranění utržených
    } v tomto tahu (Banner of Protection).
