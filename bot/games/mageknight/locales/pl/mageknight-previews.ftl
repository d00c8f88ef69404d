## Podgląd ruchu (preview.py)

mk-prev-part = { $where } { $cost }
mk-prev-part-wall = mur 1
mk-prev-part-discount = zniżka -{ $n }
mk-prev-choice = { $hex } — Ruch { $cost }: { $steps }{ $then ->
        [none] {""}
       *[other] ; { $then }
    }
mk-prev-title = **Podgląd: ruch na { $hex }** z { $start } przez { $path }: Ruch { $cost } z { $have } (zostanie { $left }).
mk-prev-step = { $n }. { $hex } { $where }: Ruch { $cost }{ $fixed ->
        [yes] {" "}(własny koszt miejsca)
       *[no] {" "}({ $night ->
            [yes] koszt w nocy
           *[no] koszt w dzień
        }{ $changed ->
            [yes] {" "}{ $printed }, zmienione przez: { $sources ->
                [none] efekty tej tury
               *[other] { $sources }
            }
           *[no] {""}
        })
    }{ $wall ->
        [yes] {" "}+1 za przejście przez mur
       *[no] {""}
    }
mk-prev-discount = Jedno pole kosztuje o { $n } mniej (Druidic Paths).
mk-prev-combat = Ostatni krok { $what }: zaczyna się tam walka, a ruch się kończy.
mk-prev-no-combat = Bez walki: nic nie zostanie sprowokowane ani zaatakowane.
mk-prev-reveals-defenders = Przejście w dzień odkryje { $n ->
        [one] zakrytego obrońcę
        [few] { $n } zakrytych obrońców
        [many] { $n } zakrytych obrońców
       *[other] { $n } zakrytych obrońców
    } { $site } na polu { $hex }.
mk-prev-may-enter = Na końcu możesz wejść do { $site } na { $hex } (`/mk enter`): zaczyna to walkę.
mk-prev-may-interact = Na końcu możesz wejść w interakcję z miejscem { $site } (`/mk interact`).
mk-prev-explore = Stamtąd możesz eksplorować { $slots } (`/mk explore slot:q,r`, Ruch { $cost }).
mk-prev-nothing-done = Nic nie zostało wykonane: wyślij polecenie bez `preview`, aby się ruszyć.
mk-prev-moves-page = Ruch (strona { $page }/{ $pages })
