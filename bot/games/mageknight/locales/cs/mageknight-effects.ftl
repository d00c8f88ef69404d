# Mage Knight: co efekty dělají (karty, dovednosti, jednotky, místa, taktiky, odměny), našimi slovy (cs).
# Hodnoty: $v, parametry podle jména, $signed (+2), { $with_<p> } = slova volitelného parametru.

## reading effects together

mk-fx-join-and = { $a }; { $b }
mk-fx-join-or = { $a } nebo { $b }
mk-fx-join-slash = { $a } / { $b }
mk-fx-join-list = { $a }/{ $b }

## attacks and blocks: element and type

mk-fx-attack = { $type ->
    [ranged] { $element ->
        [fire] Ohnivý střelecký útok
        [ice] Ledový střelecký útok
        [coldfire] Střelecký útok ledovým ohněm
       *[physical] Střelecký útok
    }
    [siege] { $element ->
        [fire] Ohnivý obléhací útok
        [ice] Ledový obléhací útok
        [coldfire] Obléhací útok ledovým ohněm
       *[physical] Obléhací útok
    }
   *[melee] { $element ->
        [fire] Ohnivý útok
        [ice] Ledový útok
        [coldfire] Útok ledovým ohněm
       *[physical] Útok
    }
} { $v }
mk-fx-block = { $element ->
    [fire] Ohnivý blok
    [ice] Ledový blok
    [coldfire] Blok ledovým ohněm
   *[physical] Blok
} { $v }

## words of list values (red/blue, hills/forest …)

mk-fx-colour-red = červená
mk-fx-colour-blue = modrá
mk-fx-colour-green = zelená
mk-fx-colour-white = bílá
mk-fx-colour-gold = zlatá
mk-fx-colour-black = černá
mk-fx-colour-any-basic = libovolná základní barva
mk-fx-colour-any = libovolná barva
mk-fx-element-physical = fyzický
mk-fx-element-fire = ohnivý
mk-fx-element-ice = ledový
mk-fx-element-coldfire = ledový oheň
mk-fx-resistance-physical = fyzická odolnost
mk-fx-resistance-fire = ohnivá odolnost
mk-fx-resistance-ice = ledová odolnost
mk-fx-attack-type-melee = zblízka
mk-fx-attack-type-ranged = střelecký
mk-fx-attack-type-siege = obléhací
mk-fx-word-plains = Plains
mk-fx-word-hills = Hills
mk-fx-word-forest = les
mk-fx-word-wasteland = Wasteland
mk-fx-word-desert = poušť
mk-fx-word-swamp = bažina
mk-fx-word-lake = jezero
mk-fx-word-mountain = hory
mk-fx-word-swift = Hbitý
mk-fx-word-brutal = Brutální
mk-fx-word-poison = Jedovatý
mk-fx-word-paralyze = Ochromující
mk-fx-word-vampiric = Upíří
mk-fx-word-assassination = Vražedný
mk-fx-word-cumbersome = Těžkopádný
mk-fx-word-attack = útok
mk-fx-word-block = blok
mk-fx-word-fortification = opevnění
mk-fx-word-resistances = všechny odolnosti
mk-fx-word-physical-resistance = fyzická odolnost
mk-fx-word-fire-resistance = ohnivá odolnost
mk-fx-word-ice-resistance = ledová odolnost
mk-fx-word-hand = ruka
mk-fx-word-discard = odkládací balíček

## basic

mk-fx-if = { $then } ({ $v }){ $with_else }
mk-fx-if-with-else = ; jinak { $else }
mk-fx-per = { $each } za { $v }{ $with_max }
mk-fx-per-with-max = {""} (nejvýše { $max }×)
mk-fx-cost = { $v } a za to: { $gain }
mk-fx-move = Pohyb { $v }
mk-fx-influence = Vliv { $v }
mk-fx-heal = Léčení { $v }
mk-fx-draw = dober { $v ->
    [one] 1 kartu
    [few] { $v } karty
   *[other] { $v } karet
}
mk-fx-reputation = Pověst { $signed }
mk-fx-mana-token = získej žeton many ({ $v })
mk-fx-crystal = získej krystal ({ $v })
mk-fx-pay-for-crystal = zaplať 1 manu základní barvy a získej krystal její barvy
mk-fx-fame = Sláva { $signed }
mk-fx-take-wounds = vezmi si { $v } zranění{ $with_to }
mk-fx-take-wounds-with-to = {""} { $to ->
    [discard] do odkládacího balíčku
   *[hand] do ruky
}
mk-fx-pay-mana = zaplať { $amount ->
    [one] 1 manu
   *[other] { $amount } many
} ({ $v })
mk-fx-discard-cards = odlož { $v ->
    [one] 1 kartu
    [few] { $v } karty
   *[other] { $v } karet
}{ $with_what }
mk-fx-discard-cards-with-what = {""} ({ $what ->
    [non_wound] žádné zranění
    [wound] jen zranění
   *[any] libovolné
})
mk-fx-gain-card = získej kartu ({ $v ->
    [advanced] pokročilá akce
    [spell] kouzlo
    [artifact] artefakt
   *[other] { $v }
}){ $with_source }{ $with_look }{ $with_count }
mk-fx-gain-card-with-source = {""} { $source ->
    [deck] z balíčku
   *[offer] z nabídky
}
mk-fx-gain-card-with-look = , vybranou z { $look } dobraných
mk-fx-gain-card-with-count = {""} ×{ $count }
mk-fx-gain-unit = získej { $v ->
    [elite] elitní jednotku
   *[regular] základní jednotku
}{ $with_source }{ $with_free }
mk-fx-gain-unit-is-any = získej jednotku{ $with_source }{ $with_free }
mk-fx-gain-unit-with-source = {""} { $source ->
    [deck] z balíčku
   *[offer] z nabídky
}
mk-fx-gain-unit-with-free = {""} zdarma
mk-fx-random-crystals = hoď { $v }× kostkou many a získej krystaly
mk-fx-extra-die = použij v tomto tahu ještě { $v ->
    [one] 1 kostku
    [few] { $v } kostky
   *[other] { $v } kostek
} z Pramene{ $with_black_any }
mk-fx-extra-die-with-black-any = {""} (lze vzít i černou kostku a použít ji jako libovolnou základní barvu)
mk-fx-fix-dice = vezmi z Pramene { $v ->
    [one] 1 kostku
    [few] { $v } kostky
   *[other] { $v } kostek
}, nastav jejich barvy a získej jejich manu{ $with_tokens_each }
mk-fx-fix-dice-with-tokens-each = {""} ({ $tokens_each ->
    [one] 1 žeton
    [few] { $tokens_each } žetony
   *[other] { $tokens_each } žetonů
} za kostku)
mk-fx-copy-powered = zahraj zdarma silnější efekt jiné karty akce, +{ $v }
mk-fx-discard-for = odlož jinou kartu: Pohyb, Vliv, Útok nebo Blok { $v }
mk-fx-return-to-hand = na konci tahu můžeš odložit kartu a vzít si tuto zpět do ruky
mk-fx-ready-unit = zbojeschopni jednotku úrovně { $v } nebo nižší
mk-fx-recruit-discount = jedna jednotka naverbovaná v tomto tahu stojí o { $v } Vlivu méně
mk-fx-ready-units-for = zbojeschopni jednotky úrovně I–II za { $v } Vlivu za každou úroveň
mk-fx-interaction-fame = +{ $v } Slávy, pokud je použito při vyjednávání
mk-fx-interaction-reputation = +{ $v } Pověsti, pokud je použito při vyjednávání
mk-fx-ready-low-unit = zbojeschopni jednu vyčerpanou jednotku úrovně { $v } nebo nižší (nejvýše úrovně II)
mk-fx-lower-attack = sniž jeden útok nepřítele o { $v }
mk-fx-land-block = Blok rovný ceně Pohybu tvého políčka (ohnivý ve Dne, ledový v Noci)
mk-fx-block-bonus-per-trait = +1 Blok za každou schopnost, barvu útoku a odolnost blokovaného nepřítele
mk-fx-next-move-bonus-is-next = další karta Pohybu v tomto tahu dává +1
mk-fx-next-move-bonus-is-all = každá další karta Pohybu v tomto tahu dává +1
mk-fx-harvest-is-once = jednou v tomto tahu při vstupu na políčko odlož kartu za krystal její barvy
mk-fx-harvest-is-each = na každém políčku, na které vstoupíš, odlož kartu za krystal její barvy
mk-fx-space-discount = jedno políčko stojí v tomto tahu o 1 Pohyb méně (ne méně než 2)
mk-fx-terrain-discount = jeden druh terénu stojí v tomto tahu o 1 Pohyb méně (ne méně než 2)
mk-fx-cond-day = ve Dne
mk-fx-cond-night = v Noci
mk-fx-cond-in-combat = v boji

## advanced

mk-fx-at-is-attack-phase = ve fázi útoku tohoto boje: { $then }
mk-fx-at-is-end-of-combat = na konci tohoto boje: { $then }
mk-fx-at-is-end-of-turn = na konci tvého tahu: { $then }
mk-fx-once-this-turn = jednou později v tomto tahu můžeš: { $v }
mk-fx-on-wound-to-hand = { $v ->
    [one] za další zranění, které si v tomto tahu vezmeš do ruky
   *[other] za každé z dalších { $v } zranění, která si v tomto tahu vezmeš do ruky
}: { $then }{ $with_skip }
mk-fx-on-wound-to-hand-with-skip = {""} (nepočítaje { $skip ->
    [one] první
   *[other] prvních { $skip }
})
mk-fx-use-turn-action = zahraj ji jako svou akci v tomto tahu
mk-fx-throw-away-action = vyřaď ze hry jinou kartu akce z ruky
mk-fx-throw-away-action-by-colour = vyřaď ze hry jinou kartu akce z ruky; podle její barvy: červená: { $red }; modrá: { $blue }; zelená: { $green }; bílá: { $white }
mk-fx-use-thrown-card = použij { $effect ->
    [powered] silnější efekt
   *[basic] základní efekt
} vyřazené karty { $v }×{ $with_free }
mk-fx-use-thrown-card-with-free = , bez placení many
mk-fx-spend-for = v tomto tahu můžeš utratit { $rate ->
    [one] 1 bod
    [few] { $rate } body
   *[other] { $rate } bodů
} { $from ->
    [move] Pohybu
   *[influence] Vlivu
} za každé: { $v }
mk-fx-discard-to-boost = můžeš odložit { $what ->
    [wound] karty zranění
   *[any] libovolné karty
} a přidat +{ $v } za kartu k efektu této karty{ $with_max }{ $with_max_wounds }
mk-fx-discard-to-boost-with-max = {""} (nejvýše { $max })
mk-fx-discard-to-boost-with-max-wounds = {""} (z toho nejvýše { $max_wounds } zranění)
mk-fx-crystal-by-inventory-is-owned = získej krystal barvy, kterou už máš v inventáři
mk-fx-crystal-by-inventory-is-not-owned = získej krystal základní barvy, kterou v inventáři nemáš
mk-fx-regain-spent-crystals = každý krystal utracený v tomto tahu se vrátí do tvého inventáře
mk-fx-source-die-crystal = vyber kostku v Prameni se základní barvou: získej krystal té barvy a kostku přehoď
mk-fx-reroll-whole-source = přehoď všechny kostky v Prameni
mk-fx-special-dice-any-colour = v tomto tahu lze kostky z Pramene se zlatou nebo černou použít jako manu libovolné základní barvy, ve Dne i v Noci
mk-fx-offer-crystals = získej { $v ->
    [one] 1 krystal
    [few] { $v } krystaly
   *[other] { $v } krystalů
}, každý v barvě jiného kouzla z nabídky kouzel
mk-fx-take-offer-card = vezmi si kartu z { $v ->
    [spell] nabídky kouzel
   *[advanced] nabídky pokročilých akcí
} { $to ->
    [discard_pile] do odkládacího balíčku
   *[hand] do ruky
}{ $with_colour }
mk-fx-take-offer-card-with-colour = {""} (musí být { $colour ->
    [red] červená
    [blue] modrá
    [green] zelená
   *[white] bílá
})
mk-fx-play-from-offer = použij kartu z { $v ->
    [spell] nabídky kouzel
   *[advanced] nabídky pokročilých akcí
}, jako bys ji měl v ruce{ $with_colour }{ $with_effect }{ $with_free }
mk-fx-play-from-offer-with-colour = {""} ({ $colour ->
    [red] červenou kartu
    [blue] modrou kartu
    [green] zelenou kartu
   *[white] bílou kartu
})
mk-fx-play-from-offer-with-effect = , její { $effect ->
    [powered] silnější efekt
   *[basic] základní efekt
}
mk-fx-play-from-offer-with-free = , bez placení many
mk-fx-card-to-deck = na konci tahu můžeš tuto kartu místo odložení dát { $v ->
    [bottom] na spod
   *[top] navrch
} svého dobíracího balíčku{ $with_if_deck_not_empty }
mk-fx-card-to-deck-with-if-deck-not-empty = {""} (jen pokud balíček není prázdný)
mk-fx-terrain-cost-at-most = v tomto tahu stojí terén { $terrains } nejvýše { $v ->
    [one] 1 bod
    [few] { $v } body
   *[other] { $v } bodů
} Pohybu
mk-fx-one-unit = jedna z tvých jednotek: { $v }
mk-fx-no-damage-to-units = v tomto boji nemůžeš přidělit zranění jednotkám
mk-fx-first-attack-or-block-bonus = +{ $on_attack } k první kartě Útoku nebo +{ $on_block } k první kartě Bloku, kterou v tomto tahu zahraješ, podle toho, co přijde dřív
mk-fx-enemy-attacks-lose-abilities = útoky jednoho nepřítele v tomto boji ztrácejí: { $v }{ $with_ignores_arcane_immunity }
mk-fx-enemy-attacks-lose-abilities-with-ignores-arcane-immunity = {""} (i u nepřítele s Vyšší imunitou)
mk-fx-cond-on-hills = pokud stojíš v terénu Hills
mk-fx-cond-on-mountains = pokud stojíš v horách
mk-fx-cond-no-wound-to-hand-this-combat = pokud ti v tomto boji dosud nepřibylo do ruky žádné zranění
mk-fx-qty-wounds-in-hand-and-on-units = každé zranění v ruce nebo na tvých jednotkách
mk-fx-qty-crystal-sets = každou sadu čtyř krystalů různých barev ve tvém inventáři
mk-fx-qty-enemies-blocked-this-turn = každého nepřítele, kterého jsi v tomto tahu zablokoval
mk-fx-qty-units-recruited-this-turn = každou jednotku naverbovanou v tomto tahu
mk-fx-qty-excess-block = každý bod Bloku této karty nad rámec toho, co blokovaný útok vyžadoval

## spells

mk-fx-fortified-enemy-armor = { $target ->
    [that] ten nepřítel
    [every] každý nepřítel
   *[one] jeden nepřítel
}, je-li opevněný, dostane navíc zbroj { $signed }{ $with_min }
mk-fx-fortified-enemy-armor-with-min = {""} (ne pod { $min })
mk-fx-blocked-enemies-armor = každý nepřítel, jehož útoky byly ve fázi bloku všechny zablokovány, má do konce boje zbroj { $v }
mk-fx-destroy-enemy-is-one = znič jednoho nepřítele
mk-fx-destroy-enemy-is-that = znič toho nepřítele
mk-fx-destroy-enemy-is-blocked = znič blokovaného nepřítele
mk-fx-on-successful-block = pokud je Blok této karty součástí úspěšného bloku: { $v }
mk-fx-ignore-site-fortification = místo, na které útočíš, v tomto tahu ztrácí opevnění
mk-fx-more-targets-for-move = { $v }; stejně lze zasáhnout i další nepřátele, za 1 bod Pohybu druhého, za 2 třetího a tak dále
mk-fx-possess-enemy = jeden nepřítel v tomto boji neútočí; ve fázi útoku získáš Útok rovný jeho útoku (s jeho elementem, bez jeho schopností), použitelný jen proti jiným nepřátelům
mk-fx-travel = přesuň se až o { $v ->
    [one] 1 odkryté políčko
    [few] { $v } odkrytá políčka
   *[other] { $v } odkrytých políček
}, každý krok za jedno bez ohledu na terén{ $with_avoid }{ $with_end }
mk-fx-travel-with-avoid = , nikdy do ani přes: { $avoid }
mk-fx-travel-with-end = , a skonči { $end ->
    [in_assault] útokem na opevněné místo
   *[on_safe_space] na bezpečném políčku
}
mk-fx-adjacency-range = v tomto tahu se políčka ve vzdálenosti { $v } počítají pro pohyb a průzkum jako sousední; tvoje pohyby neprovokují drancující nepřátele
mk-fx-set-terrain-cost = v tomto tahu stojí vstup na { $terrains } { $v ->
    [one] 1 bod
    [few] { $v } body
   *[other] { $v } bodů
} Pohybu
mk-fx-forbid-terrain = do konce tohoto tahu nesmíš vstoupit na políčka typu { $v }
mk-fx-hero-ignores-first-wound = tvůj hrdina v tomto tahu ignoruje první zranění od nepřátel i jeho další účinky
mk-fx-repeat-turn = na konci tohoto tahu odlož tuto kartu stranou do konce kola, vezmi si ostatní zahrané karty zpět do ruky, nedobírej a hned odehraj další tah
mk-fx-recall-discards = vezmi { $v ->
    [one] 1 kartu
    [few] { $v } karty
   *[other] { $v } karet
} z odkládacího balíčku ({ $pick ->
    [at_random] náhodně
   *[of_your_choice] podle svého výběru
}) a dej je navrch nebo pod svůj dobírací balíček
mk-fx-healing-rewards = v tomto tahu dober kartu za každé zranění vyléčené z ruky a zbojeschopni každou vyléčenou jednotku
mk-fx-ready-unit-levels = zbojeschopni jednotky, jejichž úrovně dají dohromady nejvýše { $v }
mk-fx-heal-readied-unit = tato jednotka je také vyléčena
mk-fx-borrow-offer-unit = v tomto tahu použij jednu schopnost jednotky z nabídky jednotek, jako by byla tvoje (nelze jí přidělit zranění)
mk-fx-discard-for-crystal = odlož kartu, která není zranění: krystal její barvy (u artefaktu libovolné barvy)
mk-fx-crystal-pairs = { $each } za každou dvojici krystalů ({ $v }) ve tvém inventáři{ $with_to_mana }
mk-fx-crystal-pairs-with-to-mana = ; pak se každá taková dvojice změní v žetony many
mk-fx-claim-source-die = nech si kostku základní barvy z Pramene ve své herní oblasti do konce kola: { $v ->
    [one] 1 žeton
    [few] { $v } žetony
   *[other] { $v } žetonů
} many její barvy { $when ->
    [each_later_turn] v každém dalším tahu
   *[this_turn] v tomto tahu
}
mk-fx-spend-rival-unit = u každého dalšího hráče můžeš vyčerpat jednu jeho bojeschopnou jednotku úrovně { $v } nebo nižší
mk-fx-rivals-lose-crystal = každý další hráč ztratí { $v ->
    [one] 1 náhodný krystal
    [few] { $v } náhodné krystaly
   *[other] { $v } náhodných krystalů
} ze svého inventáře{ $with_steal }{ $with_wound_if_none }
mk-fx-rivals-lose-crystal-with-steal = ; z takto ztracených krystalů můžeš získat { $steal }
mk-fx-rivals-lose-crystal-with-wound-if-none = ; hráč bez krystalu si místo toho vezme zranění
mk-fx-wounds-per-crystal-is-every-player = zvol základní barvu: každý hráč včetně tebe si vezme zranění za každý svůj krystal té barvy{ $with_gain }
mk-fx-wounds-per-crystal-is-other-players = zvol základní barvu: každý další hráč si vezme zranění za každý svůj krystal té barvy{ $with_gain }
mk-fx-wounds-per-crystal-with-gain = ; pak získej { $gain ->
    [one] 1 krystal
    [few] { $gain } krystaly
   *[other] { $gain } krystalů
} té barvy
mk-fx-curse-claimed-colour = do konce kola si každý další hráč, který ve svém tahu použije manu barvy zabrané kostky, vezme zranění (nejvýše jedno za tah)
mk-fx-rivals-discard-colour = zvol základní barvu a získej krystal té barvy; každý další hráč odloží z ruky kartu akce nebo kouzla té barvy, nebo ukáže ruku na důkaz, že žádnou nemá{ $with_steal }
mk-fx-rivals-discard-colour-with-steal = ; jednu z odložených karet akcí (ne kouzlo) si můžeš vzít do ruky
mk-fx-cond-in-forest = pokud jsi v lese
mk-fx-cond-attack-phase = jen ve fázi útoku boje
mk-fx-cond-in-interaction = pokud je použito při vyjednávání s obyvateli
mk-fx-cond-unit-readied = pokud byla takto zbojeschopněna jednotka
mk-fx-qty-enemies-faced = každý žeton nepřítele, proti kterému stojíš

## artifacts

mk-fx-banner = připoj tuto kartu k jedné ze svých jednotek; dokud je připojená, jednotka: { $v }{ $with_to }
mk-fx-banner-with-to = {""} (jen k jednotce naverbované v tomto tahu)
mk-fx-all-units = každá z tvých jednotek: { $v }
mk-fx-unit-armor = Zbroj { $signed }
mk-fx-unit-boost = { $signed } pokaždé, když provede: { $what }
mk-fx-unit-resistances = získá: { $v }
mk-fx-unit-ready = zbojeschopni ji
mk-fx-unit-heal = zcela ji vyleč
mk-fx-ignore-wound = jednou ignoruj její zranění
mk-fx-command-slot = nepotřebuje žeton velení
mk-fx-spend-unit = ve fázi bloku ji vyčerpej a získej: { $v }
mk-fx-once-per-round = jednou za kolo ({ $when ->
    [unit_would_be_wounded] když by jednotka byla zraněna
   *[outside_combat] mimo boj
}) otoč tento prapor lícem dolů a: { $v }
mk-fx-whenever-is-spell-cast = { $then } za každé { $colour ->
    [red] červené kouzlo
    [blue] modré kouzlo
    [green] zelené kouzlo
    [white] bílé kouzlo
   *[other] kouzlo
}, které v tomto tahu sešli{ $with_max }
mk-fx-whenever-is-enemy-defeated-this-turn = { $then } za každého nepřítele, kterého v tomto tahu porazíš{ $with_max }
mk-fx-whenever-is-enemy-defeated-this-phase = { $then } za každého nepřítele, kterého porazíš v této fázi boje{ $with_max }
mk-fx-whenever-is-enemy-defeated-by-this-attack = { $then } za nepřítele poraženého tímto útokem{ $with_max }
mk-fx-whenever-is-wound-healed-from-hand = { $then } pokaždé, když v tomto tahu vyléčíš zranění z ruky{ $with_max }
mk-fx-whenever-is-heal-point-of-this-card-used = { $then } za každý bod Léčení této karty, který v tomto tahu utratíš{ $with_max }
mk-fx-whenever-is-unit-attacks-or-blocks = { $then } pokaždé, když útočí nebo blokuje{ $with_max }
mk-fx-whenever-is-each-unit-attacking-or-blocking = { $then } za každou tvoji jednotku, která v tomto tahu útočí nebo blokuje{ $with_max }
mk-fx-whenever-with-max = {""} (nejvýše { $max })
mk-fx-crystal-by-resistance = získej krystal (červený, má-li ten nepřítel ohnivou odolnost, modrý při ledové, zelený při fyzické, jinak bílý)
mk-fx-cancel-attack = zruš { $v ->
    [one] 1 útok
    [few] { $v } útoky
   *[other] { $v } útoků
} nepřítele
mk-fx-double-attacks = zdvojnásob v tomto tahu každý útok ({ $v }), který zahraješ ve { $phase ->
    [ranged_siege] fázi obléhacích a střeleckých útoků
   *[attack] fázi útoku
}
mk-fx-double-or-convert-ranged = v tomto tahu se každý zahraný střelecký útok zdvojnásobí, nebo se stane obléhacím útokem; obléhací útok lze zdvojnásobit, ale pak se stane střeleckým
mk-fx-separate-blocks = až { $count ->
    [one] 1 samostatný Blok
    [few] { $count } samostatné Bloky
   *[other] { $count } samostatných Bloků
} { $v }, každý proti jinému útoku{ $with_element }
mk-fx-separate-blocks-with-element = {""} ({ $element ->
    [fire] ohnivý
    [ice] ledový
    [coldfire] ledový oheň
   *[physical] fyzický
})
mk-fx-discard-any-for = odlož libovolný počet karet: { $v } za kartu
mk-fx-discard-by-colour = odlož kartu; podle její barvy: bílá: { $white }; modrá: { $blue }; červená: { $red }; zelená: { $green }
mk-fx-choose = zvol { $v ->
    [one] jedno
    [few] { $v } různé
   *[other] { $v } různých
}: { $from }
mk-fx-up-to = zvol číslo od 0 do { $v }; tolikrát: { $each }
mk-fx-cast-from-offer = odlož kartu; použij { $v ->
    [powered] silnější efekt
   *[basic] základní efekt
} kouzla její barvy z nabídky kouzel bez placení many{ $with_by_day }
mk-fx-cast-from-offer-with-by-day = {""} (i ve Dne)
mk-fx-use-common-skill = použij neinteraktivní dovednost ze společné nabídky dovedností jako svou; dovednost použitelnou každý tah použiješ dvakrát
mk-fx-take-common-skill = vezmi si dovednost ze společné nabídky dovedností a ponech si ji
mk-fx-use-as-top-artifact = odhal vrchní artefakt; použij tuto kartu v tomto tahu jako { $v ->
    [powered] silnější efekt
   *[basic] základní efekt
} toho artefaktu (pokud to uděláš, Sláva +1)
mk-fx-endless-mana = neomezeně many ({ $v }) v tomto tahu
mk-fx-crystals-one-colour = získej { $v ->
    [one] 1 krystal
    [few] { $v } krystaly
   *[other] { $v } krystalů
} jedné základní barvy
mk-fx-as-if-is-day = v tomto tahu jako by byl Den: lesy stojí 3 body Pohybu, zlatou manu lze použít a posádky blízkých opevněných míst i žetony ruin jsou odhaleny
mk-fx-as-if-is-night = v tomto tahu jako by byla Noc: pouště stojí 3 body Pohybu a černou manu lze použít
mk-fx-throw-away-received-wounds = na konci tohoto tahu můžeš vyřadit ze hry zranění, která jsi v tomto tahu utrpěl
mk-fx-cond-not-in-combat = mimo boj

## skills

mk-fx-flip-this-skill = otoč tuto dovednost lícem dolů
mk-fx-centre-lasting = dej tento žeton doprostřed: do začátku tvého příštího tahu každý další hráč: { $v }
mk-fx-centre-return = dej tento žeton doprostřed: { $trigger ->
    [first_player_in_combat] první hráč v boji
    [first_player_using_colour] první hráč, který použije tu barvu,
   *[any_player] kterýkoli hráč
} ti jej může vrátit lícem dolů a získat { $v }
mk-fx-owner-gains = majitel dovednosti získá { $v }
mk-fx-no-other-motivation = do konce tvého příštího tahu nelze použít žádnou jinou dovednost Motivace
mk-fx-sideways-value = jedna karta zahraná bokem dává +{ $v } místo +1{ $with_card }{ $with_upgrade }{ $with_plus_per }
mk-fx-sideways-value-with-card = {""} (takto lze bokem zahrát i kartu zranění, jako by zraněním nebyla; na konci tahu jde do odkládacího balíčku)
mk-fx-sideways-value-with-upgrade = {""} (místo toho +{ $upgrade }, { $upgrade_if })
mk-fx-sideways-value-with-plus-per = , plus 1 za { $plus_per }
mk-fx-use-mana-as = použij 1 manu ({ $from }) jako manu ({ $v })
mk-fx-powered-card-bonus = +{ $v } k Pohybu, Vlivu, Útoku nebo Bloku té karty zahrané se silnějším efektem
mk-fx-mana-surcharge = když poprvé použijí manu základní barvy, zaplatí o { $v } many té barvy víc (položí se na tento žeton)
mk-fx-crystal-from-token = získej krystal barvy, která je na tomto žetonu (libovolné, není-li tam žádná)
mk-fx-crystal-of-that-colour = krystal té barvy
mk-fx-token-mana = žeton many ležící na tomto žetonu dovednosti, k okamžitému použití
mk-fx-no-source-die = nesmí ve svém tahu použít kostku z Pramene
mk-fx-crystal-from-source = získej krystal barvy jedné kostky základní barvy v Prameni (nepřehazuje se)
mk-fx-wound-to-nearest-hero = { $v } z vyřazených zranění jde místo toho do ruky nejbližšího jiného hrdiny
mk-fx-fly = přesuň se až o { $v ->
    [one] 1 políčko
    [few] { $v } políčka
   *[other] { $v } políček
} bez ohledu na terén za Pohyb { $move_cost } a skonči na bezpečném políčku
mk-fx-terrain-cost-change = cena Pohybu každého terénu se v tomto tahu mění o { $signed }{ $with_min }{ $with_max }
mk-fx-terrain-cost-change-with-min = {""} (ne pod { $min })
mk-fx-terrain-cost-change-with-max = {""} (ne nad { $max })
mk-fx-terrain-access = můžeš vstupovat na políčka typu { $v ->
    [lake] jezero
   *[mountain] hory
} za Pohyb { $move_cost }; jsou pro tebe bezpečná
mk-fx-explore-discount = odkrytí nového dílku mapy stojí o { $v ->
    [one] 1 bod
    [few] { $v } body
   *[other] { $v } bodů
} Pohybu méně
mk-fx-reveal-garrisons = odhal posádky opevněných míst do vzdálenosti { $v ->
    [one] 1 políčka
   *[other] { $v } políček
}
mk-fx-heal-unit = vyleč zraněnou jednotku úrovně { $v } nebo nižší
mk-fx-unit-bonus = další jednotka, kterou v tomto tahu aktivuješ, získá +{ $v } { $to ->
    [attack] k útoku
    [ranged_attack] ke střeleckému útoku
   *[block] k bloku
}
mk-fx-unit-values = jejich jednotky dostanou { $v } ke každému útoku a bloku
mk-fx-bonded-command-token = tento žeton je žeton velení navíc; jednotka do něj naverbovaná stojí o 5 Vlivu méně, lze ji vždy použít a nelze ji propustit
mk-fx-ignore-reputation = v tomto tahu ignoruj všechny účinky své pozice na stupnici Pověsti
mk-fx-played-card-bonus = +{ $v } k jednomu { $to ->
    [attack] útoku
   *[block] bloku
} zahranému v této fázi
mk-fx-ignore-damage = ignoruj { $v ->
    [one] 1 bod
    [few] { $v } body
   *[other] { $v } bodů
} zranění z jednoho útoku nepřítele ({ $elements })
mk-fx-modify-enemy = { $v ->
    [all] každý nepřítel
   *[one] jeden nepřítel
}{ $with_attack_change }{ $with_armor_change }{ $with_per_resistance }{ $with_gains }{ $with_loses }{ $with_not_arcane_immune }{ $with_not_fortified_in_ranged }{ $with_not_summoner }
mk-fx-modify-enemy-with-attack-change = ; jeden z jeho útoků se mění o { $attack_change }
mk-fx-modify-enemy-with-armor-change = ; zbroj se mění o { $armor_change } (ne pod 1)
mk-fx-modify-enemy-with-per-resistance = {""} za každou jeho odolnost
mk-fx-modify-enemy-with-gains = ; v tomto tahu získá schopnost { $gains ->
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
    [summon] Přivolávací útok
    [ambush] Přepadající
    [pursuit] Pronásledující
   *[other] { $gains }
}
mk-fx-modify-enemy-with-loses = ; v tomto boji ztratí { $loses ->
    [element] jeden element
   *[ability] jednu schopnost
}
mk-fx-modify-enemy-with-not-arcane-immune = {""} (ne nepřátelé s Vyšší imunitou)
mk-fx-modify-enemy-with-not-fortified-in-ranged = {""} (ne opevněný nepřítel ve fázi obléhacích a střeleckých útoků)
mk-fx-modify-enemy-with-not-summoner = {""} (ne nepřítel s přivolávacím útokem)
mk-fx-enemy-attacks-bonus = každý útok nepřátel v jejich fázi bloku dostane { $signed }
mk-fx-attack-per-enemy = Útok { $v } ({ $type ->
    [ranged] střelecký
    [siege] obléhací
   *[other] zblízka
}, { $element ->
    [fire] ohnivý
    [ice] ledový
    [coldfire] ledový oheň
   *[other] fyzický
}) proti každému z nejvýše { $max } různých nepřátel
mk-fx-duel = blokovaný nepřítel: Útok 1 proti němu ve fázi útoku; Sláva +{ $v } za jeho porážku, pokud ho žádná jednotka neblokovala, nenapadla, neovlivnila ani od něj neutrpěla zranění
mk-fx-keep-enemy-token = ponech si žeton jednoho nepřítele, kterého jsi v tomto tahu porazil
mk-fx-use-kept-enemy = odlož ponechaný žeton nepřítele: Útok rovný polovině jeho útoku nebo Blok rovný polovině jeho zbroje (zaokrouhleno nahoru)
mk-fx-colour-wheel = posuň značku na kole o krok po směru hodinových ručiček a získej: modrá { $blue }; zelená { $green }; černá { $black }; bílá { $white }; červená { $red }; zlatá: jedno z toho
mk-fx-set-colour-wheel = hoď kostkou many a vyznač padlou barvu na kole tohoto žetonu
mk-fx-convert-basic-action = jedna základní akce, která dává pevný Pohyb, Útok nebo Blok, může dát stejnou hodnotu jednoho z ostatních dvou
mk-fx-cond-alone-lowest-fame = pokud máš jako jediný nejméně Slávy
mk-fx-cond-no-unit-recruited-this-turn = pokud v tomto tahu nenaverbuješ žádnou jednotku
mk-fx-cond-at-magical-glade = na kouzelné mýtině
mk-fx-cond-at-fortified-site = na opevněném místě
mk-fx-cond-ranged-siege-phase = ve fázi obléhacích a střeleckých útoků
mk-fx-cond-sideways-card-is-deed = pokud jde o pokročilou akci, kouzlo nebo artefakt
mk-fx-cond-no-source-die-this-turn = pokud v tomto tahu nepoužiješ kostku z Pramene (a pak ji použít nesmíš)
mk-fx-cond-sideways-card-matches-mana = pokud jde o kartu akce nebo kouzla v barvě té many
mk-fx-cond-after-using-basic-mana = hned poté, co použiješ manu základní barvy
mk-fx-cond-that-enemy-attacks = pokud tomu nepříteli není zabráněno v útoku
mk-fx-qty-ready-unwounded-unit = každou bojeschopnou nezraněnou jednotku, kterou ovládáš
mk-fx-qty-crystal-colour = každou barvu krystalů ve tvém inventáři
mk-fx-qty-empty-command-token = každý žeton velení bez jednotky
mk-fx-qty-other-mana-colour-used = každou barvu many, kterou použijí, kromě vyznačené

## units

mk-fx-enemy-skips-attack = { $v ->
    [that] ten nepřítel
    [every] žádný nepřítel
   *[one] jeden nepřítel
} v tomto boji neútočí{ $with_only }
mk-fx-enemy-skips-attack-with-only = {""} (jen nepřítel, který není opevněný)
mk-fx-enemy-armor = { $target ->
    [that] ten nepřítel
    [every] každý nepřítel
   *[one] jeden nepřítel
} dostane zbroj { $signed }{ $with_min }
mk-fx-enemy-armor-with-min = {""} (ne pod { $min })
mk-fx-enemy-attack = { $target ->
    [that] ten nepřítel
    [every] každý nepřítel
   *[one] jeden nepřítel
} dostane { $signed } k jednomu ze svých útoků
mk-fx-enemy-loses = { $target ->
    [that] ten nepřítel
    [every] každý nepřítel
   *[one] jeden nepřítel
} v tomto boji ztrácí: { $v }
mk-fx-destroy-if-blocked = { $v ->
    [that] ten nepřítel
    [every] každý nepřítel
   *[one] jeden nepřítel
} je zničen, pokud jsou všechny jeho útoky zablokovány
mk-fx-wound-this-unit = tato jednotka se stane zraněnou
mk-fx-block-counts-double-vs-swift = tento Blok se proti útoku Hbitého nepřítele počítá dvakrát
mk-fx-damage-to-this-unit-first = zranění ze sníženého útoku toho nepřítele se musí přidělit nejprve této jednotce (i u Vražedného)
mk-fx-units-attack-bonus = tvoje ostatní jednotky dostanou v tomto boji { $signed } ke všem svým útokům
mk-fx-units-gain-resistances = všechny tvoje jednotky v tomto tahu získají: { $v }
mk-fx-attacks-become-is-coldfire = všechny tvoje útoky v tomto boji se stanou útoky ledovým ohněm
mk-fx-attacks-become-is-siege = všechny tvoje útoky v tomto boji se počítají i jako obléhací
mk-fx-terrain-cost = cena Pohybu terénu { $terrains } v tomto tahu { $signed }{ $with_min }
mk-fx-terrain-cost-with-min = {""} (ne pod { $min })
mk-fx-explore-distance = v tomto tahu můžeš odkrýt nový dílek mapy ze vzdálenosti { $v ->
    [one] 1 políčka
   *[other] { $v } políček
}
mk-fx-peek-enemy = podívej se na jeden žeton nepřítele lícem dolů do vzdálenosti { $v ->
    [one] 1 políčka
   *[other] { $v } políček
}, nebo na vrchní žeton hromádky nepřátel{ $with_fame_bonus }
mk-fx-peek-enemy-with-fame-bonus = ; Sláva +{ $fame_bonus }, pokud toho nepřítele v tomto tahu porazíš
mk-fx-pay-crystal = zaplať { $amount ->
    [one] 1 krystal
    [few] { $amount } krystaly
   *[other] { $amount } krystalů
} ({ $v })
mk-fx-cond-token-on-unit-red = s červeným žetonem many na této jednotce
mk-fx-cond-token-on-unit-blue = s modrým žetonem many na této jednotce
mk-fx-cond-token-on-unit-green = se zeleným žetonem many na této jednotce
mk-fx-cond-token-on-unit-white = s bílým žetonem many na této jednotce

## sites

mk-fx-pay-influence = zaplať Vliv { $v }
mk-fx-mana-roll = hoď kostkou many: padne-li { $v }, { $then }{ $with_else }
mk-fx-mana-roll-with-else = ; jinak { $else }
mk-fx-mine-crystal = získej krystal jedné z barev tohoto dolu
mk-fx-night-rules = platí pravidla Noci
mk-fx-throw-away-wound = vyřaď ze hry { $v } zranění ({ $from })
mk-fx-hand-limit = limit karet v ruce { $signed } při tvém příštím dobírání
mk-fx-cycle-cards = dej až { $v ->
    [one] 1 kartu
    [few] { $v } karty
   *[other] { $v } karet
} z ruky { $to ->
    [deck] do dobíracího balíčku
   *[discard] do odkládacího balíčku
} a dober stejný počet{ $with_reshuffle }
mk-fx-cycle-cards-with-reshuffle = ; pak zamíchej odkládací balíček do dobíracího balíčku
mk-fx-discard-to-deck = zamíchej odkládací balíček a { $v ->
    [one] 1 náhodnou kartu
    [few] { $v } náhodné karty
   *[other] { $v } náhodných karet
} z něj vrať jako dobírací balíček
mk-fx-search-deck = vezmi si z dobíracího balíčku { $v ->
    [one] 1 kartu
    [few] { $v } karty
   *[other] { $v } karet
} podle svého výběru do ruky a balíček zamíchej
mk-fx-stash-top-card = odlož { $v ->
    [one] vrchní kartu
    [few] { $v } vrchní karty
   *[other] { $v } vrchních karet
} dobíracího balíčku lícem dolů pod tuto kartu
mk-fx-take-stashed = vezmi si do ruky všechny karty odložené pod touto kartou
mk-fx-keep-source-die = vezmi si kostku z Pramene ({ $v ->
    [any] libovolná barva
   *[basic] základní barva
}) a nech ji na této kartě
mk-fx-reroll-source-dice = přehoď až { $v ->
    [one] 1 kostku
    [few] { $v } kostky
   *[other] { $v } kostek
} v Prameni{ $with_depleted_first }
mk-fx-reroll-source-dice-with-depleted-first = {""} (zlaté nebo černé kostky musíš vybrat nejdřív)
mk-fx-extra-turn = hned po tomto tahu odehraj { $v ->
    [one] ještě 1 tah
    [few] ještě { $v } tahy
   *[other] ještě { $v } tahů
}
mk-fx-offer-add = dej vrchní kartu balíčku { $v ->
    [advanced] pokročilých akcí
    [elite] elitních jednotek
   *[regular] základních jednotek
} do nabídky jednotek
mk-fx-gain-unit-offer-card = vezmi si kartu pokročilé akce z nabídky jednotek navrch svého dobíracího balíčku
mk-fx-cond-city-leader = pokud jsi vůdcem tohoto města
mk-fx-cond-hand-at-least-two = pokud máš před dobíráním v ruce aspoň 2 karty
mk-fx-cond-deck-empty = když je tvůj dobírací balíček prázdný
mk-fx-qty-keeps-owned = každou pevnost, kterou vlastníš
mk-fx-qty-own-shields-here = každý tvůj žeton štítu na kartě tohoto místa

## rewards

mk-fx-exchange-skill = vyměň jednu ze svých dovedností za jednu ze společné nabídky dovedností
mk-fx-add-element = jeden { $to } z jedné karty akce bude navíc { $v ->
    [fire] ohnivý
    [ice] ledový
    [coldfire] ledový oheň
   *[other] fyzický
}
mk-fx-free-explore = během pohybu odkryj nový dílek mapy ve vzdálenosti až { $v ->
    [one] 1 políčka
   *[other] { $v } políček
} bez placení Pohybu
mk-fx-discard-to-deck-bottom = dej { $v ->
    [one] 1 náhodnou kartu
    [few] { $v } náhodné karty
   *[other] { $v } náhodných karet
} z odkládacího balíčku pod svůj dobírací balíček
mk-fx-one-attack-bonus = +{ $v } k jednomu útoku ({ $element ->
    [fire] ohnivý
    [ice] ledový
    [coldfire] ledový oheň
   *[other] fyzický
}) z jediného libovolného zdroje{ $with_ranged }
mk-fx-one-attack-bonus-with-ranged = {""} (+{ $ranged } u střeleckého, +{ $siege } u obléhacího)
mk-fx-convert-card-attack = jeden útok jedné karty akce se stane { $v ->
    [ranged] střeleckým útokem
    [siege] obléhacím útokem
   *[other] útokem zblízka
}
mk-fx-recolour-source-die = změň jednu kostku v Prameni ({ $v }) na { $to ->
    [gold] zlatou
    [black] černou
    [red] červenou
    [blue] modrou
    [green] zelenou
   *[white] bílou
}
mk-fx-unprovoking = v tomto tahu tvoje pohyby neprovokují drancující nepřátele ani Přepadající nepřátele
mk-fx-halt-pursuers = v tomto tahu se nepřátelé, kteří tě pronásledují, nepohnou ani nezaútočí
mk-fx-cond-after-combat = po tvém boji v tomto tahu
mk-fx-qty-enemies-defeated-this-turn = každého nepřítele, kterého jsi v tomto tahu porazil
