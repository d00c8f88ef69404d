## Náhledy pohybu (preview.py)

mk-prev-part = { $where } { $cost }
mk-prev-part-wall = zeď 1
mk-prev-part-discount = sleva -{ $n }
mk-prev-choice = { $hex } — Pohyb { $cost }: { $steps }{ $then ->
        [none] {""}
       *[other] ; { $then }
    }
mk-prev-title = **Náhled: pohyb na { $hex }** z { $start } přes { $path }: Pohyb { $cost } z { $have } (zbude { $left }).
mk-prev-step = { $n }. { $hex } { $where }: Pohyb { $cost }{ $fixed ->
        [yes] {" "}(vlastní cena místa)
       *[no] {" "}({ $night ->
            [yes] cena v Noci
           *[no] cena ve Dne
        }{ $changed ->
            [yes] {" "}{ $printed }, změněno: { $sources ->
                [none] účinky tohoto tahu
               *[other] { $sources }
            }
           *[no] {""}
        })
    }{ $wall ->
        [yes] {" "}+1 za překročení zdi
       *[no] {""}
    }
mk-prev-discount = Jedno políčko stojí o { $n } méně (Druidic Paths).
mk-prev-combat = Poslední krok { $what }: začne tam boj a pohyb skončí.
mk-prev-no-combat = Žádný boj: nic se nevyprovokuje ani nenapadne.
mk-prev-reveals-defenders = Průchod ve Dne odhalí { $n ->
        [one] skrytého obránce
        [few] { $n } skryté obránce
        [many] { $n } skrytých obránců
       *[other] { $n } skrytých obránců
    } { $site } na políčku { $hex }.
mk-prev-may-enter = Na konci můžeš vstoupit do { $site } na { $hex } (`/mk enter`): začne boj.
mk-prev-may-interact = Na konci můžeš jednat s místem { $site } (`/mk interact`).
mk-prev-explore = Odtud bys mohl prozkoumat { $slots } (`/mk explore slot:q,r`, Pohyb { $cost }).
mk-prev-nothing-done = Nic se neprovedlo: pro pohyb pošli příkaz bez `preview`.
mk-prev-moves-page = Pohyb (strana { $page }/{ $pages })
