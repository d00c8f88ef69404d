# Play-by-post operations (cs): připomínky, lhůty, hlasování, náhradníci, nastavení, vlákna, souhrny,
# opravy, statistiky, zálohy. Zmínky (<@id>) jsou hodnoty, nikdy se nepíší sem.

## Reminders
ops-remind-1 = { $who }, malá připomínka: { $game } čeká na tvůj tah.
ops-remind-2 = { $who }, tvůj tah ve hře { $game } je stále otevřený; ostatní čekají.
ops-remind-n = { $who }, připomínka č. { $n }: stůl čeká na tvůj tah ve hře { $game } (čekání: { $waited }).
ops-remind-last = { $who }, poslední připomínka: { $game } čeká na tvůj tah (čekání: { $waited }). Další připomínky už nebudou.
ops-remind-gave-up = { $creator }: { $player } ve hře { $game } nehraje (čekání: { $waited }) ani po { $n ->
        [one] { $n } připomínce
       *[other] { $n } připomínkách
    }; další připomínky už neposílám.
ops-remind-mute-button = Tento tah už nepřipomínat
ops-remind-muted = Tento tah už ti nebudu připomínat.
ops-remind-not-yours = Toto tlačítko je pro { $who }.
ops-remind-nothing = V této hře se teď na tebe nečeká; není co ztišit.
ops-remind-heads-up = { $who }, pozor: { $player } (hráč před tebou) je teď na tahu ve hře { $game }.
ops-the-game = hra

## Deadlines and votes
ops-deadline-passed = { $player } už nemá čas na tah ve hře { $game } (lhůta: { $deadline }). Ostatní hráči mohou hlasovat: { $how }.
ops-deadline-how = /game vote kind:skip player:{ $name } (hra za něj pak zahraje bezpečný výchozí tah); /game vote kind:substitute player:{ $name } to:<někdo>; /game vote kind:remove player:{ $name }
ops-deadline-not-yet = Lhůta hráče { $player } ještě neuplynula (zbývá: { $left }); hlasování o přeskočení, náhradě nebo vyřazení počká, až uplyne.
ops-deadline-no-turn = není na tahu
ops-deadline-none = Tato hra nemá lhůtu na tah (/game settings deadline:<hodiny>), takže nikoho nelze vyřadit hlasováním za pomalost.
ops-vote-opened = { $who } zahajuje hlasování: { $what }. Hlasují: { $voters }. Hlasuj pomocí /game vote kind:{ $kind } answer:yes|no.
ops-vote-counted = { $who } hlasuje { $answer }: { $what } (ano: { $yes }, ne: { $no }, hlasujících: { $total }).
ops-vote-yes = ano
ops-vote-no = ne
ops-vote-passed = Hlasování prošlo: { $what }.
ops-vote-failed = Hlasování neprošlo: { $what }.
ops-vote-not-voter = O tomto nehlasuješ: hlasují { $voters }.
ops-vote-no-voters = Nikdo další nemůže hlasovat; zakladatel hry ji místo toho může ukončit (/game abandon).
ops-vote-nobody = nikdo
ops-vote-what-skip = přeskočit tah hráče { $player }
ops-vote-what-substitute = předat místo hráče { $player } hráči { $new }
ops-vote-what-remove = vyřadit hráče { $player } ze hry
ops-vote-what-pause = přerušit hru
ops-vote-what-resume = pokračovat ve hře
ops-vote-no-skip = { $game } nemá pro nepřítomného hráče bezpečný výchozí tah; hlasuj raději o náhradníkovi.
ops-vote-no-remove = { $game } nemá pravidlo pro hráče, který odejde uprostřed hry; hlasuj raději o náhradníkovi.
ops-vote-remove-later = { $game } vyřazuje hráče jen v jeho vlastním tahu, mimo boj a mimo otázku; počkej, až bude na tahu { $player }, a hlasuj znovu (nebo hlasuj o náhradníkovi).
ops-vote-name-player = Uveď hráče: /game vote kind:… player:<jméno>.
ops-vote-name-substitute = Uveď, kdo místo převezme: /game vote kind:substitute player:… to:<někdo>.
ops-vote-already-open = Hlasování tohoto druhu už běží; hlasuj v něm.
ops-skip-done = Tah hráče { $player } se po hlasování hraje bezpečným výchozím tahem:
ops-skip-more = Přeskočený tah hráče { $player } pokračuje:
ops-remove-done = { $player } po hlasování odchází ze hry:
ops-pause-done = Hra je přerušena: žádné připomínky ani lhůty, dokud nebude pokračovat (/game vote kind:resume).
ops-pause-already = Hra už je přerušena.
ops-resume-done = Hra pokračuje; každá lhůta se posouvá o dobu přerušení.
ops-resume-not-paused = Hra není přerušena.

## Substitutes
ops-sub-done = { $new } přebírá místo hráče { $old } ({ $by }). { $new } teď vidí ruku tohoto místa; { $old } už ne.
ops-sub-by-vote = hlasováním
ops-sub-by-name = předává { $name }
ops-sub-not-allowed = Místo může předat přímo jen jeho vlastní hráč, zakladatel hry, její správce nebo někdo s oprávněním Spravovat server; ostatní mohou po uplynutí lhůty hlasovat.
ops-not-a-member = „{ $text }“ není člen serveru; vyber někoho ze seznamu.

## Settings
ops-settings-game = Nastavení hry { $game }: interval připomínek: { $every }, nejvýše { $max } za tah; lhůta: { $deadline }; správce hry: { $gm }; soukromá vlákna: { $threads }{ $paused ->
        [yes] , přerušeno
       *[no] {""}
    }; jazyk: { $language }.
ops-settings-changed = { $name } mění nastavení. { $settings }
ops-settings-off = vypnuto
ops-settings-on = zapnuto
ops-settings-none = žádná
ops-settings-creator = zakladatel
ops-settings-server-language = podle serveru
ops-language-en = angličtina
ops-language-cs = čeština
ops-language-pl = polština
ops-settings-bad-language = „{ $value }“ není jazyk bota: en, cs, pl nebo server (jazyk serveru).
ops-settings-me = Tvoje nastavení: časové pásmo { $tz }; klidové hodiny { $quiet }; připomínky { $every }; dát vědět, když začne hráč přede mnou: { $follow }.
ops-settings-no-quiet = žádné
ops-settings-me-per-game = podle nastavení každé hry
ops-settings-me-every = interval { $every }
ops-settings-yes = ano
ops-settings-no = ne
ops-settings-bad-tz = „{ $tz }“ není časové pásmo, které znám. Použij název jako Europe/Prague nebo America/New_York.
ops-settings-bad-quiet = Klidové hodiny zapiš jako od-do v celých hodinách, např. 22-7 (nebo off).
ops-settings-bad-hours = „{ $value }“ není počet hodin (ani off).
ops-settings-only-gm = Nastavení hry může měnit jen její zakladatel, správce hry nebo někdo s oprávněním Spravovat server.

## Private threads
ops-threads-notice = Soukromá vlákna jsou zapnutá: každý hráč dostane soukromé vlákno se svou rukou, průběžně aktualizované. Pozor: moderátoři serveru (Spravovat vlákna) soukromá vlákna číst mohou.
ops-threads-hand-header = Tvoje místo ve hře { $game } (bot ho průběžně aktualizuje):

## Digests
ops-digest-since = Od tvého posledního tahu ve hře { $game }:
ops-digest-nothing = Od tvého posledního tahu se nic nestalo.
ops-digest-round = Kolo { $round } skončilo. Co se stalo:
ops-digest-earlier = (a dřívějších: { $n }; /game log round:{ $round })

## Corrections
ops-gm-list = Opravy hry { $game }: { $names }. Použij /game correct what:<název> player:<kdo> values:"klíč=hodnota …".
ops-gm-none = { $game } nemá žádné opravy; správce hry může stále použít /game rewind.
ops-gm-name-player = Uveď hráče, kterého se oprava týká: player:<jméno>.

## Statistics
ops-stats-server = Tento server: odehrané hry: { $played }, dokončené: { $finished }, vyhrané někým: { $won }; { $waits }.
ops-stats-player = { $name }: odehrané hry: { $played }, dokončené: { $finished }, vyhrané: { $won }; { $waits }.
ops-stats-waits = { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }; doba do tahu: průměr { $average }, medián { $median }; připomínek na tah: { NUMBER($reminders, minimumFractionDigits: 1, maximumFractionDigits: 1) }
ops-stats-no-turns = zatím žádné dokončené tahy
ops-stats-per-server = Statistiky se vedou pro každý server zvlášť: zeptej se v kanálu serveru.
ops-stats-chart-title = Doba do tahu podle hráčů na tomto serveru
ops-stats-chart-empty = Zatím žádné dokončené tahy.
ops-stats-chart-legend = modrý pruh: medián doby do tahu; červená značka: průměr
ops-stats-chart-row = { NUMBER($reminders, minimumFractionDigits: 1, maximumFractionDigits: 1) } přip. · { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }

## Backups and exports
ops-backup-done = Záloha zapsána: { $path } ({ $size } bajtů, integrita { $check }); ponechaných: { $kept }.
ops-export-done = Celá hra jako soubor: příprava, každý záznam a výsledek.
