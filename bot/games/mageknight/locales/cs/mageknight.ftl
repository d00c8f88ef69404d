# mageknight: its slash commands and options (cs). Names: lowercase, no spaces, at most 32 characters.

cmd-mk = mk
    .description = Mage Knight: tvoje tahy

cmd-mk-tactic = taktika
    .description = Vyber si taktiku na toto kolo

cmd-mk-skill = dovednost
    .description = Použít dovednost (v jejím načasování: jednou za tah, jednou za kolo…)

cmd-mk-tactic-use = použít-taktiku
    .description = Použít efekt své taktiky v tomto kole

cmd-mk-play = zahrát
    .description = Zahrát kartu z ruky

cmd-mk-move = pohyb
    .description = Pohnout hrdinou: o krok na sousední políčko nebo po zadané cestě

cmd-mk-explore = prozkoumat
    .description = Odkrýt nový dílek mapy vedle tebe (2 Pohybu)

cmd-mk-rest = odpočinek
    .description = Odpočinek: odhodit jednu kartu, která není zranění, a libovolná zranění

cmd-mk-end-turn = konec-tahu
    .description = Ukončit tah (úklid, výhody políčka, dobrání)

cmd-mk-announce-end = konec-kola
    .description = Oznámit konec kola (tvůj balíček je prázdný)

cmd-mk-enter = vstoupit
    .description = Vstoupit do místa dobrodružství, na kterém stojíš, a bojovat

cmd-mk-banner = prapor
    .description = Přidělit prapor z ruky jedné z tvých jednotek

cmd-mk-challenge = vyzvat
    .description = Vyzvat k boji drancující nepřátele vedle tebe

cmd-mk-combat = boj
    .description = Boj: hodnoty a schopnosti nepřátel, fáze a co je potřeba

cmd-mk-attack = útok
    .description = Zaútočit na nepřátele kartami (fáze střeleckých a obléhacích útoků nebo fáze útoku)

cmd-mk-block = blok
    .description = Zablokovat útok jednoho nepřítele kartami (fáze bloku)

cmd-mk-damage = zranění
    .description = Přidělit zranění jednoho nezablokovaného útoku: jednotkám, zbytek hrdinovi

cmd-mk-next = další-fáze
    .description = Přejít do další fáze boje (po fázi útoku boj končí)

cmd-mk-burn = vypálit
    .description = Vypálit klášter, na kterém stojíš (Pověst −3, boj s fialovým nepřítelem)

cmd-mk-interact = vyjednávat
    .description = Vyjednávat s obyvateli místa, na kterém stojíš

cmd-mk-recruit = verbovat
    .description = Naverbovat jednotku z nabídky jednotek za Vliv

cmd-mk-buy = koupit
    .description = Koupit v místě, kde vyjednáváš: léčení, pokročilou akci, kouzlo, artefakt…

cmd-mk-plunder = plenit
    .description = Vyplenit vesnici, na které stojíš (dober 2 karty, Pověst −1)

cmd-mk-respond = odpovědět
    .description = Odpovědět na kouzlo jiného hráče (kartu, kterou odhodíš nebo si ponecháš)

cmd-mk-activate = aktivovat
    .description = Použít schopnost bojeschopné jednotky mimo deklaraci boje

cmd-mk-choose = vybrat
    .description = Odpovědět na otázku na konci tahu: odměna, artefakt, dovednost a karta úrovně

opt-ability = schopnost
    .description = Která schopnost jednotky

opt-attack = útok
    .description = Který útok nepřítele (číslo)

opt-black = černá
    .description = Zdroj černé many

opt-bond = pouto
    .description = Do žetonu Pout věrnosti (yes)

opt-card = karta
    .description = Karta

opt-cards = karty
    .description = Karty (oddělené čárkou)

opt-colour = barva
    .description = Barva

opt-colour2 = barva2
    .description = Druhá barva

opt-colour3 = barva3
    .description = Třetí barva

opt-colours = barvy
    .description = Barvy (oddělené čárkou)

opt-dice = kostky
    .description = Kostky many

opt-die = kostka
    .description = Kostka many z Pramene

opt-disband = propustit
    .description = Jednotka, kterou propustíš

opt-discard = odhodit
    .description = Karty k odhození

opt-each = každý
    .description = Volba pro každé opakování

opt-enemy = nepřítel
    .description = Nepřítel

opt-flip = otočit
    .description = Otočit žeton dovednosti zpět (back)

opt-gain = zisk
    .description = Co získáš

opt-harvest = sklizeň
    .description = Karta, kterou sklízíš krystaly

opt-hex = políčko
    .description = Políčko (q,r)

opt-keep = ponechat
    .description = Karta, kterou si ponecháš

opt-long-night = dlouhá-noc
    .description = Dlouhá noc doplní balíček (yes)

opt-mana = mana
    .description = Zdroj many

opt-mine = důl
    .description = Barva krystalu z dolu

opt-mode = režim
    .description = Režim (basic, powered, sideways…)

opt-more = další
    .description = Další volby klíč:hodnota

opt-move = pohyb
    .description = Pohyb

opt-path = cesta
    .description = Cesta přes políčka

opt-pay = platba
    .description = Čím platíš

opt-pay-colour = barva-platby
    .description = Barva many, kterou platíš

opt-pick = volba
    .description = Tvoje volba

opt-points = body
    .description = Kolik bodů

opt-preview = náhled
    .description = Jen ukázat výsledek (yes)

opt-skill = dovednost
    .description = Dovednost

opt-skills = dovednosti
    .description = Dovednosti dávající body boje (oddělené čárkou)

opt-slot = místo
    .description = Místo pro nový dílek

opt-tactic = taktika
    .description = Taktika

opt-take = vzít
    .description = Co si vezmeš

opt-target = cíl
    .description = Cíl

opt-target-mode = režim-cíle
    .description = Režim cílové karty

opt-targets = cíle
    .description = Cíle (oddělené čárkou)

opt-terrain = terén
    .description = Terén

opt-throw = zahodit
    .description = Karta, kterou zahodíš

opt-unit = jednotka
    .description = Jednotka

opt-units = jednotky
    .description = Jednotky (oddělené čárkou)

opt-what = co
    .description = Co

opt-where = kam
    .description = Kam
