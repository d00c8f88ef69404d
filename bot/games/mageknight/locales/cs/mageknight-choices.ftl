## Otázky tam, kde pravidla dávají hráči volbu (R-ASK)

mk-ask-mana-which = Více zdrojů může zaplatit { mk-mana-colour-facc } manu: { $options }. Uveďte, který použijete.
mk-ask-opt-paying = { $option }, platí: { $ways }
mk-ask-pay-count = Stojí to { $n }× { mk-mana-colour } mana: uveďte jeden způsob pro vše, nebo { $n } { $n ->
        [one] způsob
        [few] způsoby
       *[other] způsobů
    }, např. pay:crystal:{ $colour },token:{ $colour }.
mk-ask-play-ways = { $card } ({ $mode }) lze zahrát více způsoby (zdroj many nebo jiná volba): vyberte jeden níže.

mk-ask-rest = Teď by šlo o běžný odpočinek: odložíte jednu kartu, která není zranění, podle své volby ({ $cards }){ $wounds ->
        [0] {""}
        [one] {" "}a své zranění (pokud si ho nenecháte)
        [few] {" "}a všechna svá { $wounds } zranění (pokud si některá nenecháte)
       *[other] {" "}a všech svých { $wounds } zranění (pokud si některá nenecháte)
    }. Vyberte níže, nebo napište /mk rest discard:<card>{ $wounds ->
        [0] {""}
       *[other] ,wound…
    }
mk-ask-group-rest-keep = Odpočinek, některá zranění si ponechat

mk-ask-rethink = { $tactic }: vyberte z ruky nejvýše { $n } { $n ->
        [one] kartu
        [few] karty
       *[other] karet
    }, které vyměníte za nové, nebo žádnou. Vyberte níže, nebo napište { $command ->
        [tactic] /mk tactic tactic:{ $id } cards:wound,march
       *[other] /mk tactic-use cards:wound,march
    } (či cards:none). Vaše ruka: { $hand }.
mk-ask-cycle-which = Uveďte nejvýše { $n } { $n ->
        [one] kartu
        [few] karty
       *[other] karet
    } z ruky, které vyměníte za nové, nebo žádnou: cards:none, nebo např. cards:wound,march. Vaše ruka: { $hand }.

mk-ask-glade-question = { $site }: můžete vyřadit jednu kartu zranění z ruky nebo z odkládacího balíčku.
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
