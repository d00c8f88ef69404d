# HoMM3: walka — oferowane kroki, co się stało (jedna krótka linia na zdarzenie), odmowy, początek
# i koniec walki na mapie oraz przeciwnik SI w grze solo.

## kroki walki, jak pokazują je opcje („atak Pikemen (A1) → Imps (D2)”)
h3-step-place = rozstaw
h3-step-done = gotowe
h3-step-activate = aktywuj
h3-step-move = ruch
h3-step-attack = atak
h3-step-defend = obrona
h3-step-end = koniec
h3-step-back = wstecz
h3-step-play = zagraj
h3-step-pass = pas
h3-step-reroll = przerzuć
h3-step-keep = zachowaj
h3-step-void = unieważnij
h3-step-save = ratuj
h3-step-let = pozwól
h3-step-pay = zapłać
h3-step-withdraw = wycofaj się
h3-step-retreat = odwrót
h3-step-surrender = poddaj się
h3-step-to = na { $at }
h3-step-on = na { $unit }
h3-step-card-does = { $card } ({ $does })

## co się dzieje w walce
h3-combat-hit = Jednostka { $unit } otrzymuje { $n } { $n ->
    [one] obrażenie
    [few] obrażenia
   *[other] obrażeń
}.
h3-combat-killed = Jednostka { $unit } zostaje zniszczona.
h3-combat-flipped = Jednostka { $unit } zostaje zbita do strony Few.
h3-combat-paralysed = Jednostka { $unit } zostaje sparaliżowana.
h3-combat-healed = Jednostka { $unit } leczy się o { $n }.
h3-combat-defends = Jednostka { $unit } się broni.
h3-combat-round = Runda walki { $round }.
h3-combat-card = Zagrano { $card }.
h3-combat-card-on = Zagrano { $card } na jednostkę { $unit }.
h3-combat-cured = Jednostka { $unit } zostaje uzdrowiona.
h3-combat-may-retaliate = Jednostka { $unit } może w tej rundzie znów kontratakować.
h3-combat-voided = Kość ataku jednostki { $unit } się nie liczy.
h3-combat-saved = Jednostka { $unit } ocalała: atak nie zadaje obrażeń.
h3-combat-moved = Jednostka { $unit } przechodzi z { $start } na { $to }.
h3-combat-destroyed = { $what ->
    [gate] Brama
   *[wall] Mur
} na { $at } { $what ->
    [gate] zostaje zniszczona
   *[wall] zostaje zniszczony
}.
h3-combat-ended = Walka się kończy ({ $reason }).
h3-reason = { $reason ->
    [defeat] porażka
    [surrender] kapitulacja
    [withdraw] wycofanie
    [retreat] odwrót
   *[other] { $reason }
}

## odmowy
h3-combat-refuse-over = Walka się skończyła.
h3-combat-refuse-not-offered = To teraz niemożliwe. Możliwe: { $options }.
h3-combat-refuse-nothing = W tej walce nikt cię teraz o nic nie pyta.
h3-combat-refuse-bad-card = Tej karty nie można teraz zagrać. Możliwe: { $options }.

## walki na mapie
h3-neutrals-flee = Bohater gracza { $who } ma poziom { $level }: neutralne jednostki poziomu trudności { $difficulty } uciekają.
h3-attacks-neutrals = { $who } atakuje neutralne jednostki na { $at } (poziom trudności { $difficulty }): { $units }.
h3-attacks-hero = { $who } { $siege ->
    [yes] oblega
   *[no] atakuje
} gracza { $whom } na { $at }.
h3-combat-over = Koniec walki: { $verdict }
h3-hero-goes-back = Bohater gracza { $who } wraca na { $to }.
h3-the-neutrals = neutralne jednostki
h3-verdict-none = bez zwycięzcy ({ $reason }).
h3-verdict-neutrals = wygrywają neutralne jednostki ({ $reason }).
h3-verdict-wins = wygrywa { $who } ({ $reason }).
h3-verdict-pays = { $who } płaci { $what }

## przeciwnik SI w grze solo
h3-the-ai = SI
h3-ai-opponent = Przeciwnik SI, { $hero } ({ $faction }), trzyma miasto na { $at } (poziom { $level }).
h3-ai-moves = Bohater SI rusza ({ $mp } pkt ruchu).
h3-ai-moves-to = Bohater SI idzie na { $to }.
h3-ai-explores = Bohater SI odkrywa płytkę na { $at }: { $tile }.
h3-ai-takes = SI zajmuje { $place ->
    [town] miasto
    [settlement] osadę
   *[mine] kopalnię
} na { $at }.
h3-ai-takes-from = SI odbiera graczowi { $whose } { $place ->
    [town] miasto
    [settlement] osadę
   *[mine] kopalnię
} na { $at }.
h3-ai-defend-prompt = Bohater SI oblega { $place ->
    [town] twoje miasto
   *[settlement] twoją osadę
} na { $at }: bronić się armią?
h3-ai-attacks = Bohater SI { $siege ->
    [yes] oblega
   *[no] atakuje
} gracza { $whom } na { $at }.
h3-attacks-ai = { $who } atakuje bohatera SI na { $at }.
h3-ai-draws = SI dobiera { $card }: { $text }
h3-ai-draws-casting = SI dobiera { $card } i rzuca { $spell }: { $text }
h3-ai-army-restored = SI straciła wszystkie jednostki i znów dostaje startową armię.
h3-ai-gold-to-bank = { $who } płaci { $gold } złota do banku (SI nie ma skarbca, H-AI-GOLD).
h3-ai-secondary-removed = Drugi bohater gracza { $who } schodzi z gry; SI zdobywa kostkę frakcji.
h3-ai-beaten = Bohater SI zostaje pokonany i wraca na { $to }.
