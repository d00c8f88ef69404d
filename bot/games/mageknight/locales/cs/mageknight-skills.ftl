# Mage Knight: používání dovedností hrdinů (skills/use.py, resolvers/skills.py), česky.
# Jména dovedností podle pravidel (Ultimate Edition, Ztracená legie, Stíny Tezly); jinak anglicky.

mk-skill-name = { $id ->
        [arythea_motivation] Motivace
        [tovak_motivation] Motivace
        [goldyx_motivation] Motivace
        [norowas_motivation] Motivace
        [wolfhawk_motivation] Motivace
        [norowas_bonds_of_loyalty] Pouto věrnosti
        [wolfhawk_know_your_prey] Poznej svou kořist
        [wolfhawk_dueling] Duel
        [wolfhawk_wolfs_howl] Vlčí vytí
        [wolfhawk_wolf_pack] Vlčí smečka
        [wolfhawk_taunt] Posměch
        [krang_spirit_guides] Spirituální cesta
        [krang_battle_frenzy] Bojová zuřivost
        [krang_shamanic_ritual] Šamanský rituál
        [krang_arcane_disguise] Umění přestrojení
        [krang_mana_suppression] Potlačení many
        [krang_mana_enhancement] Posílení many
        [krang_master_of_chaos] Pán chaosu
        [krang_puppet_master] Pán loutek
        [krang_curse] Prokletí
        [krang_regenerate] Regenerace
        [braevalar_regenerate] Regenerace
        [braevalar_natures_vengeance] Pomsta přírody
        [braevalar_natures_vengeance_coop] Pomsta přírody
        [braevalar_secret_ways] Tajné cesty
        [braevalar_shapeshift] Tvaroměna
        [braevalar_forked_lightning] Rozvětvený blesk
       *[other] { $name }
    }
mk-skill-ability = { $ability ->
        [arcane_immunity] Vyšší imunita
        [assassination] Vražedný
        [brutal] Brutální
        [cumbersome] Těžkopádný
        [defend] Obranný
        [elusive] Nepolapitelný
        [fortified] Opevněný
        [unfortified] Neopevněný
        [paralyze] Ochromující
        [poison] Jedovatý
        [swift] Hbitý
        [vampiric] Upíří
        [physical_resistance] fyzická odolnost
        [fire_resistance] ohnivá odolnost
        [ice_resistance] ledová odolnost
       *[other] { $name }
    }

## Odmítnutí před použitím dovednosti

mk-skill-heal-unit-choose = Vyber zraněnou jednotku úrovně { $level } nebo nižší (unit:<id>): { $listing }.
mk-skill-no-such = Dovednost '{ $id }' neexistuje. Tvé dovednosti: { $skills }.
mk-skill-not-yours = Dovednost { $skill } nemáš. Tvé dovednosti: { $skills }.
mk-skill-not-available = Dovednost { $skill } tato verze bota zatím neumí použít.
mk-skill-passive = Dovednost { $skill } působí sama: není co použít. { $how }
mk-skill-passive-bonds = Je to další žeton velení: naverbuj do něj jednotku s bond:yes (o 5 Vlivu levněji); tuto jednotku nelze propustit a lze ji použít i tam, kde jednotky použít nelze.
mk-skill-face-down = Dovednost { $skill } je otočená lícem dolů až do dalšího kola.
mk-skill-used-this-turn = Dovednost { $skill } už byla v tomto tahu použita.
mk-skill-turn-ending = Tvůj tah končí: dovednosti už nelze použít.
mk-skill-motivation-used = Motivaci už máš v tomto kole použitou: další Motivaci až v příštím kole.
mk-skill-wrong-time = Dovednost { $skill } se používá { $when ->
        [combat] v boji
        [no_combat] mimo boj
        [interaction] během vyjednávání s obyvateli
        [not_interaction] mimo vyjednávání s obyvateli
        [block_phase] ve fázi bloku
        [attack_phase] ve fázi útoku
        [ranged_or_attack_phase] ve fázi obléhacích a střeleckých útoků nebo ve fázi útoku
       *[other] ve tvém tahu
    }; { $why }.
mk-skill-when-not-in-combat = nejsi v boji
mk-skill-when-in-combat = jsi v boji
mk-skill-when-not-interacting = nevyjednáváš s obyvateli
mk-skill-when-interacting = vyjednáváš s obyvateli
mk-skill-when-phase = teď je { $phase ->
        [ranged] fáze obléhacích a střeleckých útoků
        [block] fáze bloku
        [damage] fáze přidělování zranění
        [attack] fáze útoku
       *[other] fáze { $phase }
    }
mk-skill-combat-points = Dovednost { $skill } dává body do boje: uveď ji v deklaraci útoku nebo bloku (např. attack targets:e1 cards:... skills:{ $id }).
mk-skill-choose-mode = { $skill }: vyber jeden režim (mode:<name>): { $modes }.
mk-skill-no-mode = Dovednost { $skill } nemá režim '{ $mode }'. Její režimy: { $modes }.
mk-skill-effect-not-available = { $skill }: '{ $effect }' tato verze bota zatím neumí.

## Použití dovednosti

mk-skill-uses = { $player } používá dovednost { $skill }: { $detail }
mk-skill-in-declaration = { $skill }: { $detail }
mk-skill-ignore-reputation = v tomto tahu nebere ohled na žádné účinky své Pověsti
mk-skill-flipped-down = otočí dovednost lícem dolů
mk-skill-wounds-needed = { $skill }: k vyřazení potřebuješ v ruce { $n } zranění (máš { $have }).
mk-skill-wounds-thrown = vyřadí { $n } zranění
mk-skill-sideways-waiting = Dovednost, která mění hodnotu karty zahrané bokem, už v tomto tahu čeká na svou kartu.
mk-skill-sideways-value = jedna karta zahraná bokem dá +{ $n } místo +1 (další karta, kterou v tomto tahu zahraješ bokem)
mk-skill-sideways-next = { $effect } (další karta, kterou v tomto tahu zahraješ bokem)
mk-skill-polarize-waiting = { $skill }: přeměněná mana už v tomto tahu čeká.
mk-skill-polarize-next = { $effect } (až budeš v tomto tahu příště platit tou manou)
mk-skill-name-enemy = { $skill }: urči nepřítele (enemy:<id>): { $enemies }.
mk-skill-name-enemy-but = { $skill }: urči nepřítele (enemy:<id>): { $enemies }. Nelze: { $others }.
mk-skill-enemy-armor = { $enemy }: zbroj { $by } → { $now }
mk-skill-explore-discount = odkrytí dílku mapy stojí v tomto tahu o { $n } Pohybu méně
mk-skill-owner-gains = { $owner } získává { $what }
mk-skill-in-combat-only = Dovednost { $skill } se používá v boji.
mk-skill-shield-waiting = { $source } už čeká na útok, který zmírní.
mk-skill-this-turn = { $effect } v tomto tahu
mk-skill-fame = Sláva +{ $n }
mk-skill-no-other-motivation = do příštího kola žádná další Motivace
mk-skill-choose-colour = { $skill }: vyber barvu: { $param }:<{ $choices }>.
mk-skill-gives-in-declaration = Dovednost { $skill } dává { $effect }: uveď ji v deklaraci útoku nebo bloku (skills:{ $id }).
mk-skill-in-attack-declaration = Dovednost { $skill } se uvádí v deklaraci útoku (attack targets:...).
mk-skill-in-block-declaration = Dovednost { $skill } se uvádí v deklaraci bloku (skills:{ $id }).
mk-skill-targets = { $effect }: { $n ->
        [one] { $n } cíl
        [few] { $n } cíle
       *[other] { $n } cílů
    }
mk-skill-nothing-revealed = nic neodhaleno
mk-skill-enemy-at = { $enemy } na { $hex }
mk-skill-no-hidden-defender = žádný skrytý obránce
mk-skill-revealed = odhalí v okruhu { $n ->
        [one] { $n } políčka
       *[other] { $n } políček
    }: { $enemies }
mk-skill-gains = získává { $what }
mk-skill-ready-choose = Vyber vyčerpanou jednotku úrovně { $level } nebo nižší (unit:<id>): { $units }.
mk-skill-readies = zbojeschopní jednotku { $unit }
mk-skill-discard-choose = { $skill }: odlož z ruky { $what ->
        [wound] kartu zranění
        [non_wound] kartu, která není zranění
       *[other] kartu
    } (discard:<card>): { $cards }.
mk-skill-none-in-hand = žádná v ruce
mk-skill-discards = odkládá { $card }

## Žetony ve středu stolu, dovednosti s manou

mk-skill-centre-no-token = Ve středu stolu žádný takový žeton k vrácení není. Teď: { $tokens }.
mk-skill-centre-own = { $skill } je tvůj vlastní žeton: vrátit ho může jiný hráč.
mk-skill-centre-when = Žeton { $skill } lze vrátit { $when ->
        [combat] v boji
        [no_combat] mimo boj
        [interaction] během vyjednávání s obyvateli
        [not_interaction] mimo vyjednávání s obyvateli
        [block_phase] ve fázi bloku
        [attack_phase] ve fázi útoku
        [ranged_or_attack_phase] ve fázi obléhacích a střeleckých útoků nebo ve fázi útoku
       *[other] ve tvém tahu
    }. Teď: { $tokens }.
mk-skill-centre-returned = { $player } vrací ze středu stolu žeton { $skill } hráče { $owner }: { $detail }
mk-skill-centre-returned-ownerless = { $player } vrací ze středu stolu žeton { $skill }: { $detail }
mk-skill-crystal-from-token = krystal barvy ze žetonu, až se žeton vrátí
mk-skill-no-crystal-no-colour = žádný krystal (žádná barva)
mk-skill-no-token-on-it = neleží na něm žádný žeton many
mk-skill-mana-token = { $colour ->
        [red] červený
        [blue] modrý
        [green] zelený
        [white] bílý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    } žeton many
mk-skill-no-die-rerolled = nepřehodí žádnou kostku
mk-skill-reroll-choose = { $skill }: přehoď kostku z Pramene (die:<{ $choices }>), nebo žádnou.
mk-skill-rerolled = přehodí { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } kostku z Pramene: { $now ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $now }
    }
mk-skill-extra-die-choose = { $skill }: vezmi si kostku základní barvy z Pramene (die:<{ $choices }>).
mk-skill-extra-die = bere si z Pramene navíc { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    } kostku
mk-skill-no-basic-die = v Prameni není kostka základní barvy: žádný krystal
mk-skill-source-colour-choose = { $skill }: vyber barvu kostky z Pramene (colour:<{ $choices }>).

## Tvaroměna, Duel, Pán chaosu, Pán loutek

mk-skill-shapeshift-choose = { $skill }: urči kartu základní akce v ruce a co má dát: { $choices }.
mk-skill-shapeshifted = { $card } při příštím zahrání dá místo toho { $to ->
        [move] Pohyb
        [attack] Útok
        [block] Blok
       *[other] { $to }
    }
mk-skill-duel = souboj s { $enemy }: ve fázi útoku Útok 1 proti němu, Sláva +{ $fame }, pokud se neúčastní žádná jednotka
mk-skill-wheel-gold = { $skill }: kolo dosáhlo zlaté: vyber jednu možnost: { $modes }.
mk-skill-wheel-moves = kolo se posune na { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    }: { $detail }
mk-skill-none-defeated = zatím žádný poražený
mk-skill-keep-choose = { $skill }: urči poraženého nepřítele, jehož žeton si necháš (enemy:<id>): { $enemies }.
mk-skill-kept = nechává si žeton nepřítele { $enemy }
mk-skill-kept-in-declaration = { $skill }: ponechaný žeton dává Útok nebo Blok: uveď ho v deklaraci (skills:{ $id }@use-kept-enemy+kept=<enemy>).
mk-skill-none-kept = žádný ponechaný
mk-skill-kept-choose = { $skill }: urči ponechaný žeton nepřítele (+kept=<enemy>): { $kept }.
mk-skill-kept-block = { $element ->
        [fire] ohnivý Blok { $n }
        [ice] ledový Blok { $n }
        [coldfire] Blok { $n } ledovým ohněm
       *[other] Blok { $n }
    }
mk-skill-kept-no-attack = { $skill }: { $enemy } nemá vlastní útok, který by šel zkopírovat.
mk-skill-kept-attack = Útok { $values }
mk-skill-kept-discarded = odloží ponechaný žeton { $enemy }: { $detail }

## Dovednosti měnící nepřátele a body do boje

mk-skill-name-attacker = { $skill }: urči útočícího nepřítele (enemy:<id>): { $enemies }.
mk-skill-which-attack = { $skill }: attack:{ $choices }.
mk-skill-enemy-attack-raised = { $enemy } ({ $uid }) útok +{ $n } → { $now }
mk-skill-bonus-nothing-more = nic dalšího (+{ $n } { $to ->
        [block] Blok
       *[other] Útok
    }: uveď { $id } v { $to ->
        [block] deklaraci bloku s Blokem
       *[other] deklaraci útoku s Útokem
    }, aby se přičetl)
mk-skill-bonus-where = Dovednost { $skill } přidává k { $to ->
        [block] Bloku
       *[other] Útoku
    } zahranému v této fázi: uveď ji v { $to ->
        [block] deklaraci bloku s Blokem
       *[other] deklaraci útoku s Útokem
    }.
mk-skill-bonus-added = +{ $n } { $to ->
        [block] k Bloku
        [ranged_attack] ke střeleckému útoku
       *[other] k Útoku
    } ({ $source })
mk-skill-fly-action-taken = Dovednost { $skill } je pohyb: akci tohoto tahu ({ $action ->
        [combat] boj
        [card] karta
        [interact] vyjednávání s obyvateli
        [adventure] místo dobrodružství
        [flip_back] otočení dovednosti
       *[other] { $action }
    }) už máš za sebou.
mk-skill-unit-bonus-where = Dovednost { $skill } přidává { $to ->
        [block] k Bloku
        [ranged_attack] ke střeleckému útoku
       *[other] k Útoku
    } jednotky: uveď ji v deklaraci, která jednotku aktivuje (units:<unit> skills:{ $id }@<mode>).
mk-skill-unit-bonus-none = { $skill }: žádná jednotka v této deklaraci nedává { $to ->
        [block] Blok
        [ranged_attack] střelecký útok
       *[other] Útok
    }.
mk-skill-no-other-hero = žádný jiný hrdina
mk-skill-no-hero-for-wound = žádný jiný hrdina, který by zranění dostal
mk-skill-wound-to-nearest = { $n } z nich jde do ruky hráče { $player } (nejbližší hrdina)
mk-skill-arcane-immune = Vyšší imunita
mk-skill-fortified-in-ranged = opevněný, ve fázi obléhacích a střeleckých útoků
mk-skill-targets-enemy = Dovednost { $skill } cílí na nepřítele: používá se v boji.
mk-skill-lose-choose = { $skill }: urči, co { $enemy } ztrácí (more:lose=<{ $choices }>).
mk-skill-nothing-to-lose = nemá co ztratit
mk-skill-loses = v tomto boji ztrácí: { $ability }
mk-skill-attack-becomes = jeho útok { $n } je v tomto boji { $element ->
        [physical] fyzický
        [fire] ohnivý
        [ice] ledový
       *[other] { $element }
    }
mk-skill-armor-change = zbroj { $by } → { $now }
mk-skill-armor-unchanged = žádná odolnost: zbroj beze změny
mk-skill-attacks-say-which = { $skill }: { $enemy } má { $n ->
        [one] { $n } útok
        [few] { $n } útoky
       *[other] { $n } útoků
    }: urči který (attack:{ $choices }).
mk-skill-attack-change = útok { $by } → { $now }
mk-skill-enemy-changed = { $enemy } ({ $uid }): { $changes }

## Otočení dovednosti zpět lícem nahoru (Ztracená legie)

mk-skill-flip-not-flip-back = Dovednost { $skill } se zpět lícem nahoru otočit nedá.
mk-skill-flip-face-up = Dovednost { $skill } je lícem nahoru.
mk-skill-flip-already = Dovednost { $skill } už byla v tomto tahu otočena lícem nahoru.
mk-skill-flip-turn-ending = Tvůj tah končí.
mk-skill-flip-when = Dovednost { $skill } se otáčí lícem nahoru { $cond ->
        [on_rest] v tahu, kdy odpočíváš (nejdřív odpočívej)
        [pay_green_mana] zaplacením 1 zelené many
       *[as_action] jako akce tvého tahu (ne v tahu, kdy odpočíváš, ani po jiné akci)
    }.
mk-skill-flip-no-such = Dovednost '{ $id }' nemáš. Tvé dovednosti: { $skills }.
mk-skill-flipped-up = { $player } otáčí dovednost { $skill } znovu lícem nahoru ({ $how ->
        [on_rest] odpočinkem
        [as_action] jako akci tahu
        [pay_green_mana] platí { $paid }
       *[other] {""}
    })

## Možnosti

mk-skill-option-flip-back = Dovednost { $skill } flip:back
mk-skill-option = Dovednost { $skill }{ $params }
mk-skill-option-centre = Dovednost { $skill } ze středu stolu{ $params }
