# HoMM3: tah hráče — nabízené možnosti, co dělají, soukromý přehled ruky, stav hry, odmítnutí,
# začátek hry a opravy správce hry.

## možnosti tahu
h3-opt-move = Přesuň { $hero ->
    [main] hlavního
   *[secondary] sekundárního
} hrdinu na { $to } ({ $field })
h3-field-guarded = { $field }, stráž { $difficulty }
h3-opt-explore = Prozkoumej zakrytý dílek na { $at } (1 BP)
h3-opt-place = Polož svůj další daleký dílek na { $at }, otočený o { $turn } (1 BP)
h3-opt-trade = Vyměň { $give } za { $get }
h3-opt-trade-remove = Vyřaď { $card } ze hry za { $gold } { $gold ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}
h3-opt-build = Postav budovu { $building } ({ $cost })
h3-opt-recruit = Naverbuj { $unit } ({ $cost })
h3-opt-recruit-instead = Naverbuj { $unit } ({ $cost }) místo { $old }
h3-opt-reinforce = Posil { $unit } ({ $cost })
h3-opt-secondary = Naverbuj sekundárního hrdinu na { $at } ({ $gold } { $gold ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
})
h3-opt-guild = Kup kouzlo v Cechu mágů ({ $cost })
h3-opt-morale-draw = Využij pozitivní morálku: dober kartu
h3-opt-end-turn = Ukonči tah

## nabídky, které sdružují více ovládacích prvků jednoho druhu („Útok…“)
h3-menu-place = Rozmísti jednotku
h3-menu-activate = Aktivuj jednotku
h3-menu-move = Pohyb
h3-menu-attack = Útok
h3-menu-play = Zahraj kartu
h3-menu-choose = Vyber
h3-menu-explore = Prozkoumej dílek
h3-menu-recruit = Naverbuj
h3-menu-reinforce = Posil
h3-menu-build = Postav
h3-menu-trade = Obchod
h3-menu-town = Město
h3-menu-card = Karta
h3-menu-swap = Výměna
h3-menu-secondary = Sekundární hrdina
h3-menu-guild = Cech mágů
h3-menu-morale = Morálka
h3-menu-combat = Souboj
h3-menu-end-turn = Konec tahu
h3-menu-done = Hotovo
h3-menu-defend = Obrana
h3-menu-end = Konec
h3-menu-back = Zpět
h3-menu-pass = Pas
h3-menu-reroll = Přehoď
h3-menu-keep = Ponech
h3-menu-void = Zruš
h3-menu-save = Zachraň
h3-menu-let = Nech být
h3-menu-pay = Zaplať
h3-menu-withdraw = Stáhni se
h3-menu-retreat = Ustup
h3-menu-surrender = Vzdej se

## co akce tahu udělají
h3-moved = { $hero ->
    [main] Hlavní
   *[secondary] Sekundární
} hrdina hráče { $who } táhne na { $to }.
h3-explored = { $who } prozkoumává dílek na { $at }: { $tile }.
h3-placed = { $who } pokládá daleký dílek { $tile } na { $at }.
h3-released = { $who } propouští { $unit }.
h3-recruited = { $who } verbuje { $unit } za { $cost }.
h3-reinforced = { $who } posiluje { $unit } na tlupu za { $cost }.
h3-secondary-recruited = { $who } verbuje sekundárního hrdinu na { $at }.
h3-guild-bought = { $who } kupuje kouzlo v Cechu mágů.
h3-morale-drew = { $who } využívá pozitivní morálku a dobírá kartu.
h3-traded-remove = { $who } vyřazuje { $card } ze hry za { $gold } { $gold ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}.
h3-traded = { $who } vyměňuje { $give } za { $get }.
h3-built = { $who } staví budovu { $building }.
h3-bonus-taken = { $who } si bere počáteční bonus: { $bonus }.
h3-you-take = Bereš si { $card }.

## odmítnutí
h3-refuse-over = Hra skončila.
h3-refuse-not-yours = Teď nejsi na tahu; čeká se na { $who }.
h3-refuse-not-offered = To teď nejde. Můžeš: { $options }.
h3-refuse-not-a-player = V této hře nehraješ.
h3-refuse-nothing = Teď se tě nic neptá.
h3-refuse-nothing-whose = Teď se tě nic neptá. Na tahu je { $who }.
h3-refuse-which = Který? { $options }.
h3-refuse-leave = Hráče lze odebrat jen v jeho vlastním tahu, mimo souboj a mimo otázku.
h3-refuse-undo = Není co vrátit: poslední akce nebyla tvoje, nebo něco odkryla, dobrala či hodila.
h3-refuse-players = Scénář { $scenario } je pro tento počet hráčů: { $counts }, ne { $n }.
h3-refuse-factions = Každý hráč potřebuje vlastní frakci.

## otázky hráčům
h3-asked = { $who } dostává otázku: { $prompt }.
h3-you-are-asked = Otázka pro tebe: { $prompt }.
h3-chooses-step = { $who } volí další krok { $army ->
    [neutrals] neutrálních jednotek
   *[own] svého vojska
} v souboji (/hand).
h3-decide-combat = Souboj na { $at }: zvol další krok.
h3-decide-turn = { $who }, jsi na tahu (kolo { $round }).

## soukromý přehled (/hand)
h3-hand-cards = Tvoje ruka ({ $n } z { $limit }): { $cards }. Balíček { $deck }, odhazovací hromádka { $discard }; pokročilých efektů zbývá v tomto kole: { $experts }.
h3-hand-empty = prázdná
h3-hand-resources = Suroviny: { $resources }. { $hero }, úroveň { $level }, morálka { $morale }.
h3-hand-heroes = Hrdinové: { $heroes }.
h3-hand-hero = { $hero ->
    [main] hlavní
   *[secondary] sekundární
} na { $at } ({ $mp } BP)
h3-hand-no-heroes = Hrdinové: žádný na mapě.
h3-hand-units = Jednotky: { $units }.
h3-hand-town = Tvoje město: { $buildings }; žetony zbývající v tomto kole: { $tokens }.
h3-hand-no-buildings = žádné budovy
h3-hand-far-tiles = Tvoje daleké dílky: { $tiles }.
h3-hand-combat = Souboj na { $at }: jsi na řadě (bojiště: /map).
h3-hand-not-your-move = Teď nejsi na řadě; kdo je, ukáže /game status.
h3-hand-more = ... a { $n } { $n ->
    [one] další
    [few] další
   *[other] dalších
} (napiš je; našeptávač je nabízí).

## veřejný stav (/game status)
h3-status-head = Heroes of Might and Magic III: kolo { $round } z { $rounds } ({ $kind ->
    [resource] výrobní kolo
   *[astrologers] hvězdářské kolo
}), { $mode ->
    [clash] střet
    [cooperative] aliance
   *[solo] sólo
}.
h3-status-over = Heroes of Might and Magic III: konec ({ $reason }).
h3-status-player = - { $who } ({ $faction }, { $hero }, úroveň { $level }): { $resources }; { $heroes }; jednotky { $units }; karet v ruce: { $cards }; získané kostičky frakcí: { $cubes }{ $eliminated ->
    [yes] {" "}(vyřazen)
   *[no] {""}
}{ $playing ->
    [yes] {" "}← na tahu
   *[no] {""}
}
h3-status-hero = hrdina na { $at } ({ $mp } BP)
h3-status-no-hero = žádný hrdina na mapě
h3-status-secondary = sekundární na { $at } ({ $mp } BP)
h3-status-combat = Souboj na { $at } (klání { $round }); /map ho ukáže.
h3-status-scores = Body: { $scores }

## nová hra
h3-begins = Začíná scénář { $scenario } ({ $mode ->
    [clash] střet
    [cooperative] aliance
   *[solo] sólo
}, obtížnost { $difficulty ->
    [easy] snadná
    [normal] normální
    [hard] těžká
   *[impossible] nemožná
}). { $heroes }. Začíná { $first }.
h3-begins-hero = { $who }: { $hero } ({ $faction })
h3-bonus-prompt = Vyber si počáteční bonus
h3-bonus-dice_both = Hoď 2 kostkami surovin a vezmi si obě
h3-bonus-search_twice = Dvakrát prohledej (2) balíček artefaktů
h3-bonus-dice_one = Hoď 2 kostkami surovin a vezmi si jednu
h3-bonus-search = Prohledej (2) balíček artefaktů
h3-bonus-die = Hoď 1 kostkou surovin a vezmi si ji
h3-bonus-minor = Odkrývej artefakty, dokud nepřijde malý, a vezmi si ho

## opravy správce hry
h3-refuse-resource = resource= musí být jedno z: { $resources }.
h3-set-resource = { $resource ->
    [gold] Zlaťáky
    [building_materials] Stavební materiály
   *[valuables] Cennosti
} hráče { $who } jsou nastaveny na { $n }.
h3-set-morale = Morálka hráče { $who } je nastavena na { $morale }.
h3-refuse-card-id = card= chce id karty ve tvaru druh:id (jak ho ukazuje /hand).
h3-refuse-correction = { $game } nemá opravu „{ $name }“.
h3-cannot-pay = Nemůžeš zaplatit { $cost }; máš { $have }.
