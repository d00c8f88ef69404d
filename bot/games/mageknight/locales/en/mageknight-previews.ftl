## Previews of a move before it is made (preview.py)

mk-prev-part = { $where } { $cost }
mk-prev-part-wall = wall 1
mk-prev-part-discount = discount -{ $n }
mk-prev-choice = { $hex } — { $cost } Move: { $steps }{ $then ->
        [none] {""}
       *[other] ; { $then }
    }
mk-prev-title = **Preview: move to { $hex }** from { $start } along { $path }: { $cost } Move of your { $have } ({ $left } left).
mk-prev-step = { $n }. { $hex } { $where }: { $cost } Move{ $fixed ->
        [yes] {" "}(the site's own cost)
       *[no] {" "}({ $night ->
            [yes] Night
           *[no] Day
        } cost{ $changed ->
            [yes] {" "}{ $printed }, changed by { $sources ->
                [none] this turn's effects
               *[other] { $sources }
            }
           *[no] {""}
        })
    }{ $wall ->
        [yes] {" "}+1 for crossing a wall
       *[no] {""}
    }
mk-prev-discount = One space costs { $n } less (Druidic Paths).
mk-prev-combat = The last step { $what }: a combat starts there and the movement ends.
mk-prev-no-combat = No combat: nothing is provoked or assaulted.
mk-prev-reveals-defenders = Passing by Day reveals { $n ->
        [one] the face-down defender
       *[other] the { $n } face-down defenders
    } of the { $site } at { $hex }.
mk-prev-may-enter = At the end you may enter the { $site } at { $hex } (`/mk enter`): that starts a combat.
mk-prev-may-interact = At the end you may interact with the { $site } (`/mk interact`).
mk-prev-explore = From there you could explore { $slots } (`/mk explore slot:q,r`, { $cost } Move).
mk-prev-nothing-done = Nothing was done: send the command without `preview` to move.
mk-prev-moves-page = Move (page { $page }/{ $pages })
