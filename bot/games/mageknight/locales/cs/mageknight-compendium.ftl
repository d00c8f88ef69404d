# Mage Knight: /card, co dělá každá součást krabice, a jednořádkové souhrny (cs).
# Našimi slovy; názvy součástí zůstávají, jak je uvádějí data.

## what players call each kind of component

mk-card-kind-basic = Základní akce
mk-card-kind-unique = Základní akce
mk-card-kind-advanced = Pokročilá akce
mk-card-kind-spell = Kouzlo
mk-card-kind-artifact = Artefakt
mk-card-kind-wound = Zranění
mk-card-kind-skill = dovednost
mk-card-kind-unit = jednotka
mk-card-kind-enemy = nepřítel
mk-card-kind-site = místo
mk-card-kind-tactic = taktika

## cards

mk-card-card-head = **{ $name }** — { $kind }{ $colour }{ $extra }
mk-card-card-colour = , barva: { $colour }
mk-card-card-hero = {""} (vlastní karta hrdiny { $hero }, nahrazuje { $replaces })
mk-card-card-copies = ; v krabici { $n ->
    [one] 1 kus
    [few] { $n } kusy
   *[other] { $n } kusů
}
mk-card-card-copies-deck = ; v každém počátečním balíčku { $n ->
    [one] 1 kus
    [few] { $n } kusy
   *[other] { $n } kusů
}
mk-card-card-basic = Základní efekt: { $text }
mk-card-card-powered = Silnější efekt ({ $how }): { $text }
mk-card-card-powered-named = Silnější efekt, { $name } ({ $how }): { $text }
mk-card-card-sideways = Bokem: Pohyb 1, Vliv 1, Útok 1 nebo Blok 1 místo jejího efektu.
mk-card-card-wound = Zranění nic nedělá: nelze ho zahrát, ani bokem; zabírá místo v ruce, dokud není vyléčeno nebo vyřazeno ze hry (odpočinek ho odloží).
mk-card-how-action = zaplať 1 manu, barva { $colour }
mk-card-how-spell = zaplať 1 manu, barva { $colour }, a 1 černou manu; ve Dne lze seslat jen základní efekt
mk-card-how-artifact = po použití artefakt vyřaď ze hry
mk-card-card-interactive = Působí i na ostatní hráče.
mk-card-short-card = { $name } [{ $colour }]: { $basic } | silnější: { $powered }
mk-card-short-card-basic = { $name } [{ $colour }]: { $basic }

## units

mk-card-unit-head = **{ $name }** — { $tier ->
    [elite] elitní
   *[regular] základní
} jednotka, úroveň { $level }: naverbování za Vliv { $cost }, zbroj { $armor }
mk-card-resists = Odolnosti: { $what }.
mk-card-resists-physical = fyzická odolnost
mk-card-resists-fire = ohnivá odolnost
mk-card-resists-ice = ledová odolnost
mk-card-unit-recruit = Verbuje se v místech: { $sites }.
mk-card-unit-mana = {""} (zaplať 1 { $colour ->
    [red] červenou
    [blue] modrou
    [green] zelenou
    [white] bílou
    [gold] zlatou
   *[black] černou
} manu)
mk-card-unit-copies = V krabici { $n ->
    [one] 1 kus
    [few] { $n } kusy
   *[other] { $n } kusů
}.
mk-card-short-unit = { $name } (úroveň { $level }, Vliv { $cost }, zbroj { $armor }): { $abilities }
mk-card-unit-note-magic-familiars = Základní mana zaplacená při verbování zůstane na kartě jako žeton své barvy; schopnost v barvě žetonu je silnější.

## skills

mk-card-skill-head = **{ $name }** — dovednost hrdiny { $hero }, { $timing }
mk-card-skill-use = Použití: { $text }
mk-card-skill-passive = Trvale: { $text }
mk-card-skill-gain = Při získání: { $text }
mk-card-skill-other-turns = Lze ji použít i v tazích ostatních hráčů.
mk-card-timing-once-per-turn = jednou za tah
mk-card-timing-once-per-round = jednou za kolo (do dalšího kola se otočí lícem dolů)
mk-card-timing-interactive = interaktivní (dává se doprostřed pro ostatní)
mk-card-timing-passive = trvalá
mk-card-timing-flip-back = po použití se otočí, zpět se otočí za určité podmínky

## enemies

mk-card-enemy-head = **{ $name }** — { $colour ->
    [green] zelený
    [grey] šedý
    [brown] hnědý
    [violet] fialový
    [red] červený
   *[white] bílý
} žeton nepřítele: zbroj { $armor }{ $elusive }, Sláva { $fame }{ $reputation }
mk-card-enemy-elusive = {""} (Nepolapitelný: { $n }, pokud nebyly zablokovány všechny jeho útoky)
mk-card-enemy-reputation = , Pověst { $signed } za jeho porážku
mk-card-enemy-attack = Útok { $n }: { $value }, { $element ->
    [fire] ohnivý
    [ice] ledový
    [coldfire] ledový oheň
   *[physical] fyzický
}
mk-card-enemy-summon = Útok { $n }: přivolá { $colour ->
    [green] zelený
    [grey] šedý
    [violet] fialový
    [red] červený
    [white] bílý
   *[brown] hnědý
} žeton, který útočí místo něj
mk-card-enemy-abilities = Schopnosti: { $what }.
mk-card-enemy-defend = Obranný { $n }.
mk-card-enemy-count = V krabici { $n ->
    [one] 1 žeton
    [few] { $n } žetony
   *[other] { $n } žetonů
}.
mk-card-ability-fortified = Opevněný (ve fázi obléhacích a střeleckých útoků ho zasáhnou jen obléhací útoky)
mk-card-ability-unfortified = Neopevněný (nikdy není opevněný, ani na opevněném místě)
mk-card-ability-swift = Hbitý (k jeho zablokování je třeba dvojnásobný Blok)
mk-card-ability-brutal = Brutální (nezablokovaný útok způsobí dvojnásobné zranění)
mk-card-ability-poison = Jedovatý (za každé zranění do ruky hrdiny jde další do jeho odkládacího balíčku; jednotka, kterou zraní, dostane dvě zranění)
mk-card-ability-paralyze = Ochromující (jednotka, kterou zraní, je zničena; zraněný hrdina odloží z ruky všechny ostatní karty)
mk-card-ability-assassination = Vražedný (jeho zranění nelze přidělit jednotkám)
mk-card-ability-cumbersome = Těžkopádný (body Pohybu utracené ve fázi bloku snižují jeho útok jedna ku jedné)
mk-card-ability-vampiric = Upíří (jeho zbroj roste do konce boje o 1 za každé zranění, které způsobí)
mk-card-ability-elusive = Nepolapitelný (platí jeho vyšší zbroj, pokud nebyly zablokovány všechny jeho útoky)
mk-card-ability-arcane-immunity = Vyšší imunita (působí na něj jen útoky a bloky, žádný jiný efekt)
mk-card-ability-defend = Obranný (přidá svou hodnotu Obranný ke zbroji napadeného nepřítele)
mk-card-ability-summon = Přivolávací útok (místo něj útočí dobraný hnědý žeton)
mk-card-ability-ambush = Přepadající (Stíny Tezly: dávají ho pravidla scénáře)
mk-card-ability-pursuit = Pronásledující (Stíny Tezly: dávají ho pravidla scénáře)

## sites and tactics

mk-card-site-head = **{ $name }** — místo{ $fortified }
mk-card-site-fortified = , opevněné
mk-card-site-recruit = Zde se verbují jednotky: { $what }.
mk-card-tactic-head = **{ $name }** — { $time ->
    [night] noční
   *[day] denní
} taktika { $number } (nižší čísla hrají dřív)
mk-card-nothing = nic

## site summaries (the data's summary, by site id)

mk-card-site-portal = Počáteční políčko počátečního dílku: zde hrdinové vstupují na mapu; může na něm stát více hrdinů a neprobíhá tu boj; hrdina, který zde skončí tah, opouští mapu až do svého dalšího tahu.
mk-card-site-village = Vyjednávání: verbuj jednotky z vesnice, kupuj Léčení za 3 Vlivu za bod. Plenění mimo tvůj tah: dober 2 karty, Pověst -1 (nejvýše jednou mezi dvěma tvými tahy).
mk-card-site-monastery = Při odkrytí a na začátku každého kola, dokud nevyhořel: jedna pokročilá akce přijde do nabídky jednotek. Vyjednávání: verbuj jednotky z kláštera, Léčení za 2 Vlivu za bod, takovou pokročilou akci se naučíš za 6 Vlivu. Vypálení jako akce: Pověst -3, boj s jedním náhodným fialovým nepřítelem bez jednotek; výhra = štít, místo se stane prázdným políčkem, na konci tahu artefakt.
mk-card-site-keep = Vstup je útok na opevněné místo (Pověst -1) proti jeho šedé posádce (ve Dne odhalené, když je vedle hrdina); výhra = pevnost je tvoje. Tvoje pevnost: verbuj jednotky z pevnosti; kdo skončí tah na ní nebo vedle ní, má limit karet v ruce +1 za každou vlastněnou pevnost. Pevnost jiného hráče: Pověst -1; je-li tam, bojuj s ním, jinak s jedním náhodným šedým žetonem za poloviční Slávu (zaokrouhleno nahoru), a tvůj štít nahradí jeho.
mk-card-site-mage-tower = Vstup je útok na opevněné místo (Pověst -1) proti jejímu fialovému obránci (ve Dne odhalenému, když je vedle hrdina); výhra = štít a na konci tahu kouzlo. Dobytá věž: kdokoli zde může vyjednávat a kupovat kouzla (7 Vlivu + 1 mana barvy kouzla) a verbovat jednotky z věže.
mk-card-site-city = Vstup stojí 2 body Pohybu a je útokem na opevněné místo (Pověst -1) proti posádce z karty města; obránci dostávají i bonus města. Štít za každého poraženého obránce; vůdcem města je ten, kdo má nejvíc štítů. Dobyté město: vyjednávání podle karty města, limit karet v ruce +1 (vůdce +2). Posádky, bonusy a ceny se liší podle barvy města.
mk-card-site-dungeon = Jako akce bojuj s jednou hnědou nestvůrou podle pravidel Noci a bez jednotek. Prohra: žeton se odloží. Výhra: štít a na konci tahu hod kostkou (zlatá nebo černá: kouzlo, jinak artefakt). Do dobytého podzemí lze vstoupit znovu, už jen pro Slávu.
mk-card-site-tomb = Jako akce bojuj s jedním červeným dračím nepřítelem (Draconum) podle pravidel Noci a bez jednotek. Prohra: žeton se odloží. Výhra: štít, na konci tahu jedno kouzlo a jeden artefakt. Do dobyté hrobky lze vstoupit znovu, už jen pro Slávu.
mk-card-site-monster-den = Jako akce bojuj s jednou hnědou nestvůrou. Neporažené žetony zůstávají lícem nahoru pro dalšího návštěvníka. Výhra: štít a na konci tahu 2 náhodné krystaly.
mk-card-site-spawning-grounds = Jako akce bojuj se dvěma hnědými nestvůrami. Neporažené žetony zůstávají lícem nahoru, poražené nahradí nové hnědé žetony lícem dolů. Výhra nad oběma: štít, artefakt a na konci tahu 3 náhodné krystaly.
mk-card-site-ancient-ruins = Při odkrytí: žlutý žeton ruin, ve Dne lícem nahoru, v Noci lícem dolů (otočí se příští Den nebo při vstupu). Jako akce: oltář (zaplať 3 many jeho barvy: štít a 7 Slávy), nebo zobrazení nepřátelé, s odměnou žetonu za porážku posledního z nich. Neporažení nepřátelé zůstávají na políčku. Žetony a jejich odměny popisují záznamy žetonů ruin.
mk-card-site-maze = Jako akce, nejvýše s jednou svou bojeschopnou jednotkou: zaplať přesně 2, 4 nebo 6 bodů Pohybu (z nových efektů Pohybu, ne zbylé body) za volnou cestu a pak bojuj s jednou hnědou nestvůrou (vždy se odloží). Výhra: štít na té cestě a její odměna (2: dva krystaly zvolených barev; 4: kouzlo; 6: artefakt). Každá cesta jednou za hru; hráč dobude bludiště nejvýše jednou. Každý štít se pro titul Největší dobrodruh počítá dvakrát.
mk-card-site-labyrinth = Jako bludiště, ale nestvůrou je jeden červený dračí žeton (Draconum) a odměna každé cesty zahrnuje i pokročilou akci.
mk-card-site-deep-mine = Skonči zde tah: získej jeden krystal barvy, kterou zvolíš z barev dolu (dvě u pouštních a lesních dolů, všechny čtyři u dolu v bažině), ještě před odměnami za boj a postupem na úroveň.
mk-card-site-refugee-camp = Vyjednáváním naverbuješ libovolnou jednotku z nabídky: jednotky z vesnice za cenu, jednotky z pevnosti, magické věže či kláštera +1, jednotky jen z měst +3 (platí nejlevnější ikona).
mk-card-site-crystal-mine = Skonči zde tah (ne tah, kterého ses vzdal): získej jeden krystal barvy dolu, pokud už nemáš 3 krystaly té barvy.
mk-card-site-magical-glade = Začni zde tah: získej žeton many (ve Dne zlatý, v Noci černý). Skonči zde tah: vyřaď ze hry jedno zranění z ruky nebo z odkládacího balíčku (není to léčení).
mk-card-site-volkare-camp = Stojí zde Volkarovo vojsko jako posádka města (žetony podle úrovně na jeho ukazateli, lícem dolů, dokud vedle nestojí hrdina). Vstup stojí 2 body Pohybu; útok jako na město, ale bez ztráty Pověsti. Dobytý tábor: výhody limitu karet v ruce, verbování a pronásledování na táboře a na sousedních políčkách.
mk-card-site-lost-valley = Žeton položený v některých scénářích na políčko města; funguje jako kouzelná mýtina a vstup na něj stojí 2 body Pohybu. Ve scénářích Stínů Tezly na něm stojí vůdce frakce a žádný z jeho efektů nefunguje, dokud není osvobozen.
mk-card-site-necropolis = Žeton položený v některých scénářích na políčko města; vstup stojí 2 body Pohybu. Denní tah začatý zde se hraje podle pravidel Noci; noční tah začatý zde dá černý žeton many. Ve scénářích Stínů Tezly na něm stojí vůdce Temných křižáků.
mk-card-site-cemetery = Žeton položený v některých scénářích na kouzelnou mýtinu; cena terénu zakrytého políčka platí dál (pravidla Noci ji nemění). Denní tah začatý zde se hraje podle pravidel Noci; noční tah začatý zde dá černý žeton many.

## tactic summaries (the data's summary, by tactic id)

mk-card-tactic-early-bird = Žádný efekt kromě toho, že v kole hraješ první.
mk-card-tactic-rethink = Při výběru: odlož z ruky až 3 karty (i zranění), dober stejný počet a pak zamíchej odkládací balíček do dobíracího balíčku.
mk-card-tactic-mana-steal = Při výběru: vezmi z Pramene jednu kostku základní barvy a nech ji na této kartě; v jednom ze svých tahů v tomto Dni můžeš použít její manu, pak ji přehoď a na konci toho tahu vrať.
mk-card-tactic-planning = Na konci každého svého tahu, pokud máš před dobíráním v ruce aspoň 2 karty, dober, jako by byl tvůj limit karet v ruce o 1 vyšší.
mk-card-tactic-great-start = Při výběru: dober 2 karty.
mk-card-tactic-the-right-moment = Jednou v tomto Dni během svého tahu oznam, že hned po něm odehraješ další tah (ne v posledním tahu kola); pak tuto kartu otoč.
mk-card-tactic-from-the-dusk = Žádný efekt kromě toho, že v kole hraješ první.
mk-card-tactic-long-night = Jednou v této Noci, když je tvůj dobírací balíček prázdný (i uprostřed dobírání na konci tahu), zamíchej odkládací balíček a 3 náhodné karty z něj vrať jako dobírací balíček; pak tuto kartu otoč.
mk-card-tactic-mana-search = Jednou za tah, než použiješ manu z Pramene, můžeš přehodit až 2 kostky v Prameni; zlaté nebo černé kostky musíš vybrat nejdřív.
mk-card-tactic-midnight-meditation = Jednou v této Noci, před jedním ze svých tahů: zamíchej až 5 karet z ruky (i zranění) do dobíracího balíčku a dober stejný počet; pak tuto kartu otoč.
mk-card-tactic-preparation = Při výběru: vyhledej v dobíracím balíčku libovolnou jednu kartu, vezmi si ji do ruky a balíček zamíchej.
mk-card-tactic-sparing-power = Jednou před každým svým tahem zvol: dej vrchní kartu dobíracího balíčku lícem dolů pod tuto kartu, nebo tuto kartu otoč a vezmi si do ruky všechny karty pod ní (pak přestane působit).

## playing a card (cards.py)

mk-card-play-no-such-card = Karta „{ $card }“ neexistuje.
mk-card-play-not-in-hand = { $card } nemáš v ruce.
mk-card-play-wound = Zranění nelze zahrát. Zbavíš se ho odpočinkem (nebo efektem Léčení).
mk-card-play-sideways-kinds = Zahrání bokem dává jedno z: { $modes }.
mk-card-play-how = Karta se hraje se základním efektem, silnějším efektem nebo bokem (např. mode:powered).
mk-card-play-kind-not-yet = Hraní karet typu { $kind } zatím není k dispozici.
mk-card-played-sideways = { $player } hraje { $card } bokem: { $gives }{ $note }
mk-card-played = { $player } hraje { $card } ({ $how ->
    [powered] silnější efekt
   *[basic] základní efekt
}{ $paid }): { $detail }{ $thrown }
mk-card-played-thrown-away = ; { $card } je vyřazen ze hry
