## Otázky tam, kde pravidla dávají hráči volbu (R-ASK)

mk-ask-mana-which = Více zdrojů může zaplatit { mk-mana-colour-facc } manu: { $options }. Uveď, který použijete.
mk-ask-opt-paying = { $option }, platí: { $ways }
mk-ask-pay-count = Stojí to { $n }× { mk-mana-colour } mana: uveď jeden způsob pro vše, nebo { $n } { $n ->
        [one] způsob
        [few] způsoby
       *[other] způsobů
    }, např. pay:crystal:{ $colour },token:{ $colour }.
mk-ask-play-ways = { $card } ({ $mode }) lze zahrát více způsoby (zdroj many nebo jiná volba): vyber jeden níže.

mk-ask-rest = Teď by šlo o běžný odpočinek: odložíte jednu kartu, která není zranění, podle své volby ({ $cards }){ $wounds ->
        [0] {""}
        [one] {" "}a své zranění (pokud si ho nenecháte)
        [few] {" "}a všechna svá { $wounds } zranění (pokud si některá nenecháte)
       *[other] {" "}a všech svých { $wounds } zranění (pokud si některá nenecháte)
    }. Vyber níže, nebo napiš /mk rest discard:<card>{ $wounds ->
        [0] {""}
       *[other] ,wound…
    }
mk-ask-group-rest-keep = Odpočinek, některá zranění si ponechat

mk-ask-rethink = { $tactic }: vyber z ruky nejvýše { $n } { $n ->
        [one] kartu
        [few] karty
       *[other] karet
    }, které vyměníte za nové, nebo žádnou. Vyber níže, nebo napiš { $command ->
        [tactic] /mk tactic tactic:{ $id } cards:wound,march
       *[other] /mk tactic-use cards:wound,march
    } (či cards:none). Tvoje ruka: { $hand }.
mk-ask-cycle-which = Uveď nejvýše { $n } { $n ->
        [one] kartu
        [few] karty
       *[other] karet
    } z ruky, které vyměníte za nové, nebo žádnou: cards:none, nebo např. cards:wound,march. Tvoje ruka: { $hand }.

mk-ask-glade-question = { $site }: můžeš vyřadit jednu kartu zranění z ruky nebo z odkládacího balíčku.
mk-ask-glade-from = Vyřadit zranění { $place ->
        [hand] z ruky
       *[other] z odkládacího balíčku
    }
mk-ask-glade-keep = Ponechat si zranění (nic nevyřadit)
mk-ask-glade-kept = { $player } { $site } žádné zranění nevyřazuje.
mk-ask-glade-pending = { $player } volí, zda vyřadí kartu zranění (konec tahu).

mk-ask-unit-item = { $unit } ({ $uid }): { $effect }{ $colour ->
        [none] {""}
       *[other] {" "}— { mk-mana-colour } mana ({ $way })
    }
mk-ask-form-units = Jednotky
mk-ask-form-units-placeholder = Zapojené jednotky (schopnost a mana)…
