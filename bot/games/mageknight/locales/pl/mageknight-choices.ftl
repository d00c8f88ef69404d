## Pytania tam, gdzie zasady dają graczowi wybór (R-ASK)

mk-ask-mana-which = Za { mk-mana-colour-facc } manę możesz zapłacić z kilku źródeł: { $options }. Wskaż, którego użyć.
mk-ask-opt-paying = { $option }, płacąc: { $ways }
mk-ask-pay-count = To kosztuje { $n }× { mk-mana-colour } mana: wskaż jeden sposób na całość albo { $n } { $n ->
        [one] sposób
        [few] sposoby
       *[other] sposobów
    }, np. pay:crystal:{ $colour },token:{ $colour }.
mk-ask-play-ways = { $card } ({ $mode }) można zagrać na kilka sposobów (źródło many lub inny wybór): wybierz jeden poniżej.

mk-ask-rest = Teraz byłby to standardowy odpoczynek: odrzucasz wybraną kartę niebędącą raną ({ $cards }){ $wounds ->
        [0] {""}
        [one] {" "}i swoją ranę (chyba że ją zatrzymasz)
       *[other] {" "}i wszystkie swoje rany: { $wounds } (chyba że część zatrzymasz)
    }. Wybierz poniżej albo wpisz /mk rest discard:<card>{ $wounds ->
        [0] {""}
       *[other] ,wound…
    }
mk-ask-group-rest-keep = Odpoczynek, zatrzymując część ran

mk-ask-rethink = { $tactic }: wybierz z ręki najwyżej { $n } { $n ->
        [one] kartę
        [few] karty
       *[other] kart
    } do wymiany na nowe albo żadnej. Wybierz poniżej albo wpisz { $command ->
        [tactic] /mk tactic tactic:{ $id } cards:wound,march
       *[other] /mk tactic-use cards:wound,march
    } (lub cards:none). Twoja ręka: { $hand }.
mk-ask-cycle-which = Wskaż najwyżej { $n } { $n ->
        [one] kartę
        [few] karty
       *[other] kart
    } z ręki do wymiany na nowe albo żadnej: cards:none lub np. cards:wound,march. Twoja ręka: { $hand }.

mk-ask-glade-question = { $site }: możesz wyrzucić jedną ranę z ręki lub ze stosu kart wykorzystanych.
mk-ask-glade-from = Wyrzuć ranę { $place ->
        [hand] z ręki
       *[other] ze stosu kart wykorzystanych
    }
mk-ask-glade-keep = Zatrzymaj rany (niczego nie wyrzucaj)
mk-ask-glade-kept = { $player } { $site } nie wyrzuca żadnej rany.
mk-ask-glade-pending = { $player } wybiera, czy wyrzucić ranę (koniec tury).

mk-ask-unit-item = { $unit } ({ $uid }): { $effect }{ $colour ->
        [none] {""}
       *[other] {" "}— { mk-mana-colour } mana ({ $way })
    }
mk-ask-form-units = Jednostki
mk-ask-form-units-placeholder = Dołączające jednostki (zdolność i mana)…
