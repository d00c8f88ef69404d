# The lobby, the table's commands and the service's refusals (cs).

## Opening, joining, starting
lobby-player-range = { $setup } je pro { $lo }–{ $hi } hráče, ne pro { $n }.
lobby-channel-busy = V tomto kanálu už hra je. Podívej se na ni přes /game status, nebo ji ukonči přes /game abandon.
lobby-unknown-choice = { $game } nemá volbu přípravy { $unknown }. Ptá se na: { $asks }.
lobby-unknown-choice-short = { $game } nemá volbu přípravy { $unknown }.
lobby-asks-nothing = nic
lobby-taken = { $value } už je obsazeno. Volné: { $free }.
lobby-none = nic
lobby-no-game = V tomto kanálu žádná hra není. Založ ji přes /game new.
lobby-started-no-join = Tato hra už začala; přisednout teď nelze.
lobby-already-in = V této hře už jsi. Chceš-li volit znovu, nejdřív použij /game leave.
lobby-full = Hra je plná ({ $n ->
        [one] { $n } hráč
        [few] { $n } hráči
        [many] { $n } hráče
       *[other] { $n } hráčů
    }).
lobby-only-creator-removes = Hráče může vyřadit jen zakladatel hry nebo někdo s oprávněním Spravovat server.
lobby-seats-fixed = Hra začala; místa jsou pevná. Zakladatel ji může ukončit přes /game abandon.
lobby-not-seated = Tento hráč v této hře není.
lobby-already-started = Hra už začala.
lobby-only-seated-start = Hru může spustit jen usazený hráč nebo zakladatel hry.
lobby-nobody-joined = Zatím nikdo nepřisedl: nejdřív /game join.
lobby-too-few = { $setup } potřebuje více hráčů (nejméně { $lo }); usazeno: { $n }.
lobby-only-creator-abandons = Hru může ukončit jen její zakladatel nebo někdo s oprávněním Spravovat server.
lobby-which-game = Kterou hru? Uveď ji: { $games }.
lobby-none-installed = Není nainstalovaná žádná hra: nainstalujte bota přes pip install -e . (viz README).
lobby-players-number = players musí být číslo, ne „{ $value }“.
lobby-table = { $setup }, hráči { $n }/{ $max }: { $names }.
lobby-nobody-yet = zatím nikdo
lobby-join-hint = Přisedni přes /game join{ $keys }, pak /game start.
lobby-opens = { $name } zakládá hru. { $table }
lobby-joins = { $name } přisedá. { $table }
lobby-leaves = { $name } odchází. { $table }
lobby-removes = { $name } vyřazuje hráče { $gone }. { $table }
lobby-abandons = { $name } ukončuje hru. Kanál je volný pro novou.
lobby-status = Příprava hry: { $table }

## The game's state
lobby-over-finished = Hra v tomto kanálu skončila: /game status ukáže konečný stav, /game new založí další.
lobby-not-started = Hra ještě nezačala: /game start, až všichni přisednou.
lobby-abandoned = Hra v tomto kanálu byla ukončena.
lobby-abandoned-new = Hra v tomto kanálu byla ukončena. /game new založí další.
lobby-over = Hra skončila: /game status ukáže konečný stav, /game new založí další.
lobby-over-why = Hra skončila ({ $reason }): /game status ukáže konečný stav, /game new založí další.
lobby-not-a-player = V této hře nehraješ.
lobby-other-game = V tomto kanálu se hraje { $game }: její tahy jsou /{ $group } …

## Acting
lobby-preview = Náhled: { $text }
lobby-would-fail = To by nešlo: { $text }
lobby-stale-button = Toto tlačítko je zastaralé: hra mezitím pokročila. Tady je aktuální stav.
lobby-nothing-to-do = Není co udělat: uveď akci nebo možnost.
lobby-race-applied = Ve stejnou chvíli hrál někdo jiný; nic se neprovedlo. Zkus to znovu.
lobby-repeated-click = To už se stalo (opakované kliknutí); nic dalšího se neprovedlo.

## Undo, rewind, corrections, seats
lobby-undo-not-yours = Vzít zpět můžeš jen svou vlastní poslední akci; ta poslední patřila jinému hráči.
lobby-takes-back = { $who } bere zpět:
lobby-race-undone = Ve stejnou chvíli hrál někdo jiný; nic se nevzalo zpět.
lobby-undo-done-already = Toto vrácení už proběhlo.
lobby-only-gm = To může jen zakladatel hry, její správce (/game settings gm:) nebo někdo s oprávněním Spravovat server.
lobby-rewind-why = Uveď proč: /game rewind to:<záznam> reason:<proč>.
lobby-rewind-range = Přetočit lze na záznam od 0 (začátek) do { $last }.
lobby-rewind-no-state = Záznam č. { $entry } nemá uložený stav, ke kterému by se dalo vrátit.
lobby-rewinds = { $name } (správce hry) vrací hru k záznamu č. { $entry }: { $reason }
lobby-rewind-undone-entry = Záznam č. { $entry } byl sám vzat zpět; vyber záznam, který je stále v /game log.
lobby-race-rewound = Ve stejnou chvíli někdo hrál; nic se nepřetočilo.
lobby-no-correction = { $game } nemá opravu „{ $name }“. Má: { $offered }.
lobby-not-holder = Tato osoba v této hře nemá místo.
lobby-already-holder = Tato osoba už v této hře místo má.

## Commands
lobby-unknown-command = Neznámý příkaz /{ $name }. Zkus /help.
lobby-unknown-option = /{ $name } nemá volbu { $unknown }. Jeho volby: { $allowed }.
lobby-missing-option = /{ $name } potřebuje { $missing }.
lobby-help = Příkazy:

## The log
lobby-log-numbers = page a round musí být čísla.
lobby-log-pages = Záznam má jen { $pages ->
        [one] { $pages } stranu
        [few] { $pages } strany
        [many] { $pages } strany
       *[other] { $pages } stran
    }.
lobby-log-round = kolo { $round }
lobby-log-header = Záznam, strana { $page }/{ $pages } (nejnovější první):
lobby-log-header-filtered = Záznam, strana { $page }/{ $pages } (nejnovější první) ({ $filters }):
lobby-log-empty = Žádné záznamy neodpovídají.
lobby-log-entry = č. { $seq } { $when }
lobby-log-entry-round = k{ $round }
lobby-log-undone = (vzato zpět)

## The map
lobby-no-map = { $game } nemá mapu; /game status ukáže stav hry.
lobby-map = Mapa.
lobby-map-marked = Mapa (pole, kam dosáhneš, jsou obtažena).

## /card
lobby-card-which-game = V tomto kanálu se nehraje žádná hra: uveď ji přes game: ({ $games }).
lobby-card-no-box = { $game } nemá žádné komponenty k zobrazení.
lobby-card-close = „{ $name }“ není komponenta hry { $game }. Myslel jsi: { $names }?
lobby-card-hint = „{ $name }“ není komponenta hry { $game }. Napiš část názvu a vyber ji ze seznamu.
lobby-card-more = … (zkráceno na jednu zprávu)
