## Questions asked where the rules give the player a choice (R-ASK): asking.py, questions.py,
## space_benefits.py (Magical Glade), combat/unit_use.py (units in declarations)

# mana: several sources could pay
mk-ask-mana-which = Several sources could pay the { $colour } mana: { $options }. Name the one to use.
mk-ask-opt-paying = { $option }, paying { $ways }
mk-ask-pay-count = This costs { $n }× { $colour } mana: name one way for all of it, or { $n } ways, e.g. pay:crystal:{ $colour },token:{ $colour }.
mk-ask-play-ways = { $card } ({ $mode }) can be played in several ways (the source of its mana, or another choice): choose one below.

# Rest
mk-ask-rest = Resting now is a Standard Rest: you discard one non-Wound card of your choice ({ $cards }){ $wounds ->
        [0] {""}
        [one] {" "}and your Wound (unless you keep it)
       *[other] {" "}and all your { $wounds } Wounds (unless you keep some)
    }. Choose below, or type /mk rest discard:<card>{ $wounds ->
        [0] {""}
       *[other] ,wound…
    }
mk-ask-group-rest-keep = Rest, keeping some Wounds

# Rethink, Midnight Meditation
mk-ask-rethink = { $tactic }: choose up to { $n } cards of your hand to swap for new ones, or none. Choose below, or type { $command ->
        [tactic] /mk tactic tactic:{ $id } cards:wound,march
       *[other] /mk tactic-use cards:wound,march
    } (or cards:none). Your hand: { $hand }.
mk-ask-cycle-which = Name up to { $n } cards of your hand to swap for new ones, or none: cards:none, or e.g. cards:wound,march. Your hand: { $hand }.

# Magical Glade (end of turn)
mk-ask-glade-question = { $site }: you may throw away one Wound from your hand or your discard pile.
mk-ask-glade-from = Throw away a Wound from your { $place ->
        [hand] hand
       *[other] discard pile
    }
mk-ask-glade-keep = Keep the Wounds (throw none away)
mk-ask-glade-kept = { $player } throws no Wound away in the { $site }.
mk-ask-glade-pending = { $player } is choosing whether to throw away a Wound (end of turn).

# units in attack and block declarations
mk-ask-unit-item = { $unit } ({ $uid }): { $effect }{ $colour ->
        [none] {""}
       *[other] {" "}— { $colour } mana ({ $way })
    }
mk-ask-form-units = Units
mk-ask-form-units-placeholder = Units joining in (ability and mana)…
