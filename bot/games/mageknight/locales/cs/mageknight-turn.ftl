# Mage Knight: tactics, turns and rounds, resting, the end of a turn, rewards, level-ups, effects used
# outside your turn (cs). Keys: mk-turn-*. Terms: kolo, tah, taktika, konec kola, dobírací balíček,
# běžný odpočinek, pomalý odpočinek, žeton velení, Pramen, Sláva, Pověst.

## Tactics, turns and rounds (turn.py)

mk-turn-no-such-tactic = „{ $tactic }“ není dostupná taktika. K dispozici: { $tactics }.
mk-turn-takes-tactic = { $player } si bere taktiku { $tactic } ({ $number }).
mk-turn-order = Pořadí tahů v kole { $round }: { $players }.
mk-turn-must-announce = { $player } nemá v balíčku ani v ruce žádné karty a musí oznámit konec kola.
mk-turn-forfeits = { $player } nemá žádné karty a vzdává se tahu.
mk-turn-begins = Na tahu je { $player } (kolo { $round }, { $time ->
        [night] noc
       *[day] den
    }).
mk-turn-already-announced = Konec kola už byl oznámen.
mk-turn-deck-not-empty = Konec kola můžeš oznámit, jen když je tvůj dobírací balíček prázdný (v balíčku: { $n ->
        [one] { $n } karta
        [few] { $n } karty
        [many] { $n } karet
       *[other] { $n } karet
    }).
mk-turn-announce-at-start = Konec kola se oznamuje na samém začátku tahu, místo jeho odehrání.
mk-turn-announces = { $player } oznamuje konec kola: každý další hráč má ještě jeden poslední tah.
mk-turn-another-turn = { $player } hraje další tah ({ $card }).
mk-turn-city-revealed-last-turns = Město bylo odkryto: každý hráč má ještě jeden poslední tah, pak hra končí.
mk-turn-cities-conquered-last-turns = Všechna města byla dobyta: každý hráč má ještě jeden poslední tah, pak hra končí.
mk-turn-round-over = Kolo { $round } ({ $time ->
        [night] noc
       *[day] den
    }) skončilo.
mk-turn-round-begins = Začíná kolo { $round }: { $time ->
        [night] Noc
       *[day] Den
    }. Pramen je přehozen a všechny balíčky zamíchány.
mk-turn-end-final-turns = odehrány poslední tahy
mk-turn-end-round-in-final-turns = kolo skončilo během posledních tahů
mk-turn-end-rounds-over = skončila všechna kola scénáře ({ $n })
mk-turn-game-over = Hra skončila ({ $reason }).

## Rest (turn.py)

mk-turn-rest-after-move = V tomto tahu už proběhl pohyb nebo průzkum, takže je to běžný tah: odpočinek teď není možný.
mk-turn-rested-already = V tomto tahu už proběhl odpočinek. Ukonči tah pomocí /mk end-turn.
mk-turn-standard-rest-needs = Běžný odpočinek odhodí právě jednu kartu, která není zranění, a libovolný počet zranění, např. discard:march,wound. Tvoje karty, které nejsou zranění: { $cards }.
mk-turn-slow-recovery-only = V ruce máš jen zranění: pomalý odpočinek odhodí jedno zranění.
mk-turn-not-enough = Tolik karet „{ $card }“ v ruce nemáš.
mk-turn-rests-slow = { $player } odpočívá ({ $kind ->
        [slow] pomalý odpočinek
       *[standard] běžný odpočinek
    }) a ukazuje ruku, v níž jsou jen zranění: odhazuje { $wounds ->
        [one] { $wounds } zranění
        [few] { $wounds } zranění
        [many] { $wounds } zranění
       *[other] { $wounds } zranění
    }.
mk-turn-rests = { $player } odpočívá ({ $kind ->
        [slow] pomalý odpočinek
       *[standard] běžný odpočinek
    }): odhazuje 1 kartu a { $wounds ->
        [one] { $wounds } zranění
        [few] { $wounds } zranění
        [many] { $wounds } zranění
       *[other] { $wounds } zranění
    }.
mk-turn-you-discard = Odhazuješ { $cards } a { $wounds ->
        [one] { $wounds } zranění
        [few] { $wounds } zranění
        [many] { $wounds } zranění
       *[other] { $wounds } zranění
    }.

## The end of a turn (turn.py)

mk-turn-minimum-play = Každý tah musíš zahrát nebo odhodit alespoň jednu kartu. Zahraj kartu, nebo tah ukonči s discard:<card> (v ruce máš { $cards }).
mk-turn-only-wounds-rest = V ruce máš jen zranění a nic nebylo zahráno: nejdřív odpočívej (pomalý odpočinek).
mk-turn-no-wound-discard = Zranění nelze na konci tahu odhodit.
mk-turn-not-in-hand = „{ $card }“ nemáš v ruce.
mk-turn-nothing-comes-back = Žádná karta zahraná v tomto tahu se nemůže vrátit do ruky.
mk-turn-card-to-take-back = Abys vzal { $card } zpět, musíš odhodit nějakou kartu.
mk-turn-takes-back = { $player } si bere { $card } zpět do ruky.
mk-turn-puts-on-deck = { $player } dává { $card } { $where ->
        [top] navrch
       *[other] dospod
    } dobíracího balíčku.
mk-turn-unit-waits = { $player } nemá volný žeton velení: odměna v podobě jednotky počká na postup na další úroveň, který přinese nový.
mk-turn-ends = { $player } končí tah.
# A sentence given by another part of the rules, ended here.
mk-turn-sentence = { $text }.

## Rewards at the end of the turn (rewards.py)

mk-turn-crystal-lost = { $player } už má { $cap ->
        [one] { $cap } { mk-mana-colour-m } krystal
        [few] { $cap } { mk-mana-colour-mpl } krystaly
       *[other] { $cap } { mk-mana-colour-mplgen } krystalů
    }: krystal z odměny propadá.
mk-turn-gains-crystal = { $player } získává { mk-mana-colour-m } krystal.
mk-turn-gains-artifacts = { $player } získává { $n ->
        [one] { $n } artefakt
        [few] { $n } artefakty
        [many] { $n } artefaktů
       *[other] { $n } artefaktů
    } (v balíčku už víc nebylo).
mk-turn-you-gain = Získáváš: { $cards }.
mk-turn-draws-artifacts = { $player } dobírá { $drawn ->
        [one] { $drawn } artefakt
        [few] { $drawn } artefakty
        [many] { $drawn } artefaktů
       *[other] { $drawn } artefaktů
    } (získáno: { $n }) a jeden vrací.
mk-turn-drew-artifacts = Dobíráš: { $cards }. Vyber ten, který vrátíš pod balíček artefaktů.
mk-turn-deck-empty-no-card = { $kind ->
        [spell] Balíček kouzel
       *[advanced] Balíček pokročilých akcí
    } je prázdný: žádnou kartu nelze získat.
mk-turn-gains-top-card = { $player } získává vrchní kartu { $kind ->
        [spell] balíčku kouzel
       *[advanced] balíčku pokročilých akcí
    }.
mk-turn-offer-empty-no-card = { $kind ->
        [spell] Nabídka kouzel
       *[advanced] Nabídka pokročilých akcí
    } je prázdná: žádnou kartu nelze získat.
mk-turn-gains-card = { $player } získává { $card } (navrch dobíracího balíčku).
mk-turn-rolls-for-crystals = { $player } hází kostkou many o krystaly: { $faces }.
mk-turn-black-fame = { $player }: černá, +1 Sláva místo krystalu (nyní { $total }).
mk-turn-rolls-for-reward = { $player } hází kostkou many o odměnu: { $face }.
mk-turn-gains-fame = { $player } získává { $n ->
        [one] { $n } bod slávy
        [few] { $n } body slávy
        [many] { $n } bodů slávy
       *[other] { $n } bodů slávy
    } (nyní { $total }).
mk-turn-no-unit-reward = Žádnou jednotku z nabídky jednotek nelze vzít jako odměnu.
mk-turn-reward-not-yet = Odměna „{ $reward }“ v této verzi bota zatím není k dispozici.
mk-turn-keep-artifacts = Ponechat { $keep }; { $card } dát pod balíček artefaktů
mk-turn-won-artifacts = Tvoje odměna: { $n ->
        [one] { $n } artefakt
        [few] { $n } artefakty
        [many] { $n } artefaktů
       *[other] { $n } artefaktů
    }. Vyber ten, který vrátíš.
mk-turn-choose-card-reward = Vyber odměnu: { $kind ->
        [spell] kouzlo
       *[advanced] pokročilou akci
    }.
mk-turn-take = Vzít { $name }
mk-turn-choose-crystal = Vyber barvu svého krystalu.
mk-turn-a-crystal = Krystal ({ mk-mana-colour-m })
mk-turn-take-disbanding = Vzít { $name } a propustit { $unit }
mk-turn-give-up-unit = Vzdát se odměny v podobě jednotky
mk-turn-choose-unit = Vyber jednotku z nabídky jednotek (zdarma).
mk-turn-choose-reward = Vyber svou odměnu.
mk-turn-nothing-to-choose = Teď není co vybírat: odměny se vybírají na konci tahu.
mk-turn-possible = Možnosti: { $answers }.
mk-turn-keeps-artifacts = { $player } si nechává { $n ->
        [one] { $n } artefakt
        [few] { $n } artefakty
        [many] { $n } artefaktů
       *[other] { $n } artefaktů
    } navrchu dobíracího balíčku a jeden vrací.
mk-turn-you-keep = Necháváš si: { $cards }.
mk-turn-takes-card = { $player } si bere { $card } (navrch dobíracího balíčku).
mk-turn-chooses-crystal = { $player } si vybírá { mk-mana-colour-m } krystal.
mk-turn-gives-up-unit = { $player } se vzdává odměny v podobě jednotky.
mk-turn-takes-unit = { $player } si bere { $unit } ({ $uid }) z nabídky jednotek.
mk-turn-chooses = { $player } volí: { $what }.

## Levels, skills and the hand limit (growth.py)

mk-turn-no-skill-token = žádný žeton dovednosti
mk-turn-reveals-skills = { $player } dosahuje úrovně { $level } a odkrývá dovednosti { $skills }.
mk-turn-no-skill-left = Pro úroveň { $level } už nezbyla žádná dovednost.
mk-turn-skill = Dovednost { $skill }
mk-turn-skill-and-card = Dovednost { $skill } + { $card }
mk-turn-common-skill = Společná dovednost { $skill }
mk-turn-common-skill-and-card = Společná dovednost { $skill } + { $card } (nejníže v nabídce)
mk-turn-level-choose = Úroveň { $level }: vyber dovednost a pokročilou akci.
mk-turn-keep-skill-any-aa = Když si ponecháš odkrytou dovednost, můžeš si vzít libovolnou pokročilou akci z nabídky: card:<{ $cards }>.
mk-turn-common-skill-lowest-aa = Dovednost ze společné nabídky dává pokročilou akci z nejnižší pozice nabídky: card neuváděj.
mk-turn-takes-skill = { $player } (úroveň { $level }) si bere dovednost { $skill }
mk-turn-and-the-aa = a pokročilou akci { $card } (navrch dobíracího balíčku)
mk-turn-join-unit-offer = { $units } { $n ->
        [one] přibývá
       *[other] přibývají
    } do nabídky jednotek
mk-turn-fame-row = { $player } překračuje řadu na desce slávy a získává navíc { $n ->
        [one] { $n } bod slávy
        [few] { $n } body slávy
        [many] { $n } bodů slávy
       *[other] { $n } bodů slávy
    } (nyní { $total }).
mk-turn-level-odd = { $player } dosahuje úrovně { $level }: zbroj { $armor }, limit karet v ruce { $hand }, { $n ->
        [one] { $n } žeton velení
        [few] { $n } žetony velení
        [many] { $n } žetonů velení
       *[other] { $n } žetonů velení
    }.
mk-turn-level-even = { $player } dosahuje úrovně { $level }: vybere si dovednost a pokročilou akci.

## Effects used outside your turn (offturn.py)

mk-turn-window-tactics = efekty mimo tvůj tah počkají, až budou vybrány všechny taktiky
mk-turn-window-no-turn = neprobíhá žádný tah
mk-turn-window-your-turn = jsi na tahu
mk-turn-window-last-turn-had = tvůj poslední tah tohoto kola už proběhl
mk-turn-window-announced = konec kola byl oznámen tebou, takže tvůj poslední tah v něm už proběhl
mk-turn-window-final-turn-had = tvůj poslední tah hry už proběhl
mk-turn-nobody = nikdo
mk-turn-not-your-turn-outside = Nejsi na tahu: hraje { $player }. Mimo svůj tah můžeš použít jen dovednost nebo taktiku, která to dovoluje, nebo plenit (/mk skill, /mk tactic-use, /mk plunder).
mk-turn-not-your-turn-and = Nejsi na tahu a { $why }.
mk-turn-skill-own-turn = { $skill } lze použít jen ve vlastním tahu.
mk-turn-tactic-own-turn = Tvoje taktika se používá ve tvém tahu, ne mimo něj.
mk-turn-outside-turn = { $text } (mimo tah hráče { $player }).
mk-turn-plunder-option = Vyplenit vesnici, na které stojíš (dober 2 karty, Pověst −1)
mk-turn-may-use-before = { $player } může před svým tahem použít: { $commands }.
