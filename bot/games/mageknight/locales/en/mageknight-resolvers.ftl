# Mage Knight: the effects of Advanced Actions, Spells, tactics, travel (resolvers/), in English.
# Czech terms follow the Ultimate Edition rulebook, Polish ones the original edition; names the rulebooks
# do not print stay in English.

## Shared words

mk-res-none = none
mk-res-nothing = nothing
mk-res-none-left = none left
mk-res-nowhere = nowhere
mk-res-empty = empty
mk-res-colour = { $colour }

## Tactics (resolvers/tactics.py)

mk-res-tactic-name = { $id ->
   *[other] { $name }
}
mk-res-tactic-taken = { $player } ({ $tactic }): { $text }.
mk-res-cycle-not-in-hand = '{ $card }' is not in your hand (cards:<up to { $n } of { $hand }>).
mk-res-cycle-too-many = At most { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } (cards:a,b,...).
mk-res-cycle-put-away = You put away: { $cards }.
mk-res-cycle-done = { $where ->
        [deck] shuffles into the Deed deck
       *[discard] discards
    } { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }{ $wounds ->
        [0] {""}
        [one] {" "}({ $wounds } of them Wound)
       *[other] {" "}({ $wounds } of them Wounds)
    } and draws { $drawn }{ $reshuffle ->
        [yes] , then shuffles the discard pile into the Deed deck
       *[no] {""}
    }
mk-res-search-choose = Choose a card of your Deed deck (card:<{ $cards }>).
mk-res-search-public = { $player } takes a card from the Deed deck.
mk-res-search-private = You took { $card }.
mk-res-search-done = takes a card of the Deed deck into hand and shuffles the deck
mk-res-steal-none = takes no die
mk-res-steal-none-may = takes no die (it may take one: colour:<{ $choices }>)
mk-res-steal-choose = Choose a basic-colour Source die (colour:<{ $choices }>).
mk-res-steal-done = takes the { $colour } die from the Source
mk-res-steal-use = uses the stolen { $colour } die (returned to the Source at the end of the turn)
mk-res-tactic-no-effect = your tactic has no effect to use now
mk-res-tactic-face-down = your tactic card is face down (used this round)
mk-res-tactic-turn-ending = your turn is ending
mk-res-tactic-no-stolen-die = no die lies on Mana Steal
mk-res-tactic-last-turn = this is your last turn of the round
mk-res-tactic-deck-not-empty = your Deed deck is not empty (or nothing is discarded)
mk-res-tactic-used-this-turn = already used this turn
mk-res-tactic-before-turn = it is used before your turn (at its very start)
mk-res-tactic-before-source = it is used before you take mana from the Source
mk-res-tactic-cannot-use = You cannot use your tactic now: { $why }.
mk-res-right-moment = will take another turn right after this one
mk-res-tactic-use = { $player } uses { $tactic }: { $text }
mk-res-long-night = puts { $n ->
        [one] { $n } random discarded card
       *[other] { $n } random discarded cards
    } back as the Deed deck
mk-res-long-night-refill = { $player } uses Long Night: { $text }.
mk-res-sparing-deck-empty = Your Deed deck is empty: take the stashed cards (mode:take).
mk-res-sparing-stash = puts the top card of the Deed deck under the card ({ $n } there)
mk-res-sparing-take-public = { $player } takes { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } from under Sparing Power.
mk-res-sparing-take-private = You took: { $cards }.
mk-res-sparing-take = flips the card and takes the { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } under it into hand
mk-res-sparing-mode = Sparing Power: mode:stash (top card under the tactic) or mode:take (take them all).
mk-res-die-numbered = { $n } ({ $colour })
mk-res-search-dice-choose = Name 1 or 2 free Source dice by number (dice:1,2): { $dice }.
mk-res-search-dice-depleted-first = Gold and black dice must be chosen first (Mana Search).
mk-res-search-dice-done = rerolls { $dice }
mk-res-die-rerolled = die { $n } to { $colour }
mk-res-option-sparing-take = { $tactic }: take the stashed cards
mk-res-option-meditation-nothing = { $tactic }: shuffle nothing back
mk-res-option-meditation-wounds = { $tactic }: shuffle Wounds back
mk-res-option-search = { $tactic }: reroll die { $n }
mk-res-option-use = Use the tactic { $tactic }

## Travel, time of day, healing, Call to Arms (resolvers/travel.py)

mk-res-labelled = { $id } ({ $what })
mk-res-numbered = { $n }: { $what }
mk-res-gains = gains { $what }
mk-res-paying = {""} paying { $paid }
mk-res-assaults = assaults the { $site } at { $hex }
mk-res-assault-reputation = for assaulting a fortified site
mk-res-travel-too-late = { $card }: this move is possible only before your action (not in or after a combat or an interaction, nor after resting).
mk-res-travel-choose = Choose where to go (hex:<q,r>), { $end ->
        [in_assault] an unconquered fortified site
       *[other] a safe space
    } at most { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    } away: { $hexes }.
mk-res-travels = travels to { $hex }
mk-res-adjacency = this turn spaces { $n } away count as adjacent for moving (provoking nobody) and exploring
mk-res-repeat-last-turn = { $card } cannot be played on a last turn (no turn may follow).
mk-res-repeat-already = { $card }: you are already taking a Time Bending turn.
mk-res-repeat-follows = { $card }: another turn already follows this one.
mk-res-repeat-turn = at the end of the turn this card is set aside, the other cards played come back to hand and another turn follows at once
mk-res-time-bent = { $player } sets { $card } aside and takes { $n ->
        [one] { $n } played card
       *[other] { $n } played cards
    } back into hand.
mk-res-time-bent-no-card = { $player } sets the card aside and takes { $n ->
        [one] { $n } played card
       *[other] { $n } played cards
    } back into hand.
mk-res-ruins-shown = The Ancient Ruins at { $hex } show: { $ruins }.
mk-res-as-if-day = this turn is played by Day rules (gold mana usable, Forests cost 3, garrisons revealed)
mk-res-as-if-night = this turn is played by Night rules (black mana usable, Deserts cost 3)
mk-res-healing-rewarded = healing already rewarded this turn
mk-res-healing-rewards = this turn every Wound healed from hand draws a card and every unit healed is readied
mk-res-needs-combat = { $card }: this needs a combat.
mk-res-more-targets-choose = Name the enemies, different ones, the first free and each further one for 1 Move more (more:enemies=<id,id,...>). Enemies in this combat: { $enemies }.
mk-res-more-targets-cost = { $n ->
        [one] { $n } enemy costs
       *[other] { $n } enemies cost
    } { $cost } Move; you have { $have }.
mk-res-more-targets-paid = { $done } (paying { $cost } Move)
mk-res-crystals-colour = Choose the crystals' colour: colour:<{ $choices }>.
mk-res-choose-effects = Choose { $n } different effects (more:picks=<a,b>): { $effects }.
mk-res-borrow-choose-unit = { $card }: name a unit of the Units offer (unit:<id>): { $units }.
mk-res-borrow-choose-ability = Choose { $unit }'s ability (ability:<n>): { $abilities }.
mk-res-borrow-underground = { $card } cannot be used inside a dungeon or a tomb.
mk-res-borrow-no-units = Units cannot take part in this combat.
mk-res-borrow-unsupported = { $unit }'s ability { $n } ({ $effect }) cannot be borrowed in this version of the bot (only Attack, Block and the abilities units use outside combat).
mk-res-borrow-choice = { $unit }'s ability { $n } is a choice: { $modes }.
mk-res-borrow-in-declaration = { $unit }'s { $effect } is used inside a declaration: attack or block with { $typed }.
mk-res-borrow-outside-combat = { $unit }'s ability { $n } is used outside combat.
mk-res-borrows = borrows { $unit }: { $what }{ $paid }

## Spells and the effects they share (resolvers/spells.py)

mk-res-up-to-enemies = Name up to { $n } different enemies (more:enemies=<id,id,...>). Enemies in this combat: { $enemies }.
mk-res-no-enemy-chosen = no enemy chosen
mk-res-how-many-times = Choose how many times (more:times=<0-{ $n }>).
mk-res-times = { $n ->
        [one] { $n } time
       *[other] { $n } times
    }
mk-res-unit-level = { $uid } ({ $unit }, level { $level })
mk-res-not-spent = '{ $uid }' is not one of your spent units. Spent: { $spent }.
mk-res-levels-too-high = Those units' levels add up to { $total }; at most { $top } can be readied. Spent: { $spent }.
mk-res-readies-none = readies no unit
mk-res-readies = readies { $units }
mk-res-discard-for-crystals = Name the card(s) to discard for crystals (more:discards=<card,...>). You can discard: { $cards }.
mk-res-no-basic-colour = { $card } has no basic colour: choose the crystal (colour:<red|blue|green|white>).
mk-res-discards-for = discards { $card }: { $got }
mk-res-no-crystal-pair = You have no pair of { $a } and { $b } crystals.
mk-res-crystal-pairs = { $n ->
        [one] { $n } pair
       *[other] { $n } pairs
    } of { $a } and { $b } crystals: { $done }
mk-res-crystals-to-tokens = the { $n } crystals become mana tokens
mk-res-targets-in-combat = { $card }: this effect targets enemies, so it is used in combat.
mk-res-name-enemy = { $card }: name the enemy (enemy:<id>). Enemies in this combat: { $enemies }.
mk-res-no-effect-on = {""} [no effect on { $enemies }: Arcane Immunity or resistance to the card's colour]
mk-res-no-enemy-affected = no enemy affected
mk-res-enemy-armor = { $enemy } ({ $uid }) Armor { $by } → { $now }
mk-res-no-fortified-enemy = no fortified enemy
mk-res-fortified-armor = fortified: { $text }
mk-res-skip-attack-too-late = { $card }: an enemy can be stopped from attacking only before the Assign Damage phase (in the Ranged/Siege or Block phase).
mk-res-no-enemy = no enemy
mk-res-skips-attack = { $enemies } does not attack this combat
mk-res-destroy-blocked-not-available = Destroying the blocked enemy is not available yet.
mk-res-destroys = destroys { $enemy } ({ $uid }){ $fame ->
        [0] {""}
       *[other] , Fame +{ $fame }
    }
mk-res-destroys-nothing = destroys nothing
mk-res-trait = { $trait ->
   *[other] { $words }
}
mk-res-enemies-lose = { $enemies } { $n ->
        [one] loses
       *[other] lose
    } { $traits } this combat
mk-res-ignore-fortification-where = { $card }: play it in the combat at the site (its defenders then lose the site's fortification).
mk-res-fortification-ignored = the site's fortifications are ignored this combat
mk-res-terrain = { $terrain ->
   *[other] { $name }
}
mk-res-terrains-set-cost = this turn { $terrains } cost { $n } Move
mk-res-terrains-forbidden = you may not enter { $terrains } this turn
mk-res-ignore-first-wound = your hero ignores the first Wound from enemies this turn
mk-res-resistance = { $element }
mk-res-units-resist = your units have { $resistances } resistance this turn
mk-res-hand-limit = hand limit { $by } at your next draw
mk-res-recall-where = Put the cards on top of or under your Deed deck: where:<top|bottom>.
mk-res-recall-choose = Name { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } of your discard pile (more:recall=<card,card>). Your discard pile: { $pile }.
mk-res-recalled = puts { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } from the discard pile { $where ->
        [top] on top of
       *[bottom] under
    } the Deed deck

## Advanced Actions, costs, turn-long effects (resolvers/advanced.py)

mk-res-takes-wounds = takes { $n ->
        [one] { $n } Wound
       *[other] { $n } Wounds
    } into the { $where ->
        [discard] discard pile
       *[hand] hand
    }
mk-res-pay-colour = Choose the mana colour to pay: pay_colour:<{ $choices }>.
mk-res-pays = pays { $paid }
mk-res-fame = Fame { $by } (now { $now })
mk-res-no-crystal-yet = You have no crystal yet, so there is no colour you already own.
mk-res-every-crystal = You already have a crystal of every basic colour.
mk-res-crystal-colour = Choose the crystal colour: colour:<{ $choices }>.
mk-res-no-basic-die = No die in the Source shows a basic colour.
mk-res-source-die-choose = Choose a Source die: die:<{ $choices }>.
mk-res-die-crystal = gains { $got }; the { $colour } die is rerolled and shows { $now }
mk-res-source-rerolled = rerolls the Source: { $dice }
mk-res-spell-offer-empty = The Spell offer is empty.
mk-res-offer-crystals-choose = Name { $n ->
        [one] { $n } crystal colour
       *[other] { $n } crystal colours
    }, each of a different Spell in the offer (its colours: { $colours }), e.g. colours:{ $example }.
mk-res-throw-choose = { $card } needs another Action card to throw away (throw:<card>). You can throw away: { $cards }.
mk-res-two-colours = { $card } has two colours: more:as_colour=<{ $choices }>.
mk-res-throws-away = throws away { $card } ({ $colour }): { $got }
mk-res-take-offer-choose = Choose { $colour ->
        [any] { $offer ->
            [spell] a Spell
           *[advanced] an Advanced Action
        }
       *[other] a { $colour } { $offer ->
            [spell] Spell
           *[advanced] Advanced Action
        }
    } from the offer (take:<card>). Possible: { $cards }.
mk-res-takes-from-offer = takes { $card } from the { $offer ->
        [spell] Spell
       *[advanced] Advanced Action
    } offer into the { $to ->
        [hand] hand
       *[discard] discard pile
    }
mk-res-no-spent-unit-error = No Spent unit of level { $level } or lower to ready (Units: { $units }).
mk-res-no-spent-unit = no Spent unit of level { $level } or lower to ready
mk-res-spent-unit-choose = Choose a Spent unit of level { $level } or lower to ready (unit:<id>): { $units }.
mk-res-readies-unit = readies { $unit } ({ $uid })
mk-res-terrains-cheaper = { $terrains } cost { $n } less Move this turn (not below { $floor })
mk-res-terrains-at-most = { $terrains } cost at most { $n } Move this turn
mk-res-card-to-deck = goes on the { $where } of the Deed deck at the end of the turn{ $condition ->
        [yes] {" "}if the deck is not empty then
       *[no] {""}
    }
mk-res-terrain-access = may enter { $terrain } this turn for { $n } Move (a safe space to end on)
mk-res-its-effect = its effect
mk-res-effect-at = the effect at the { $when }
mk-res-not-available = { $card }: '{ $what }' is not available yet.
mk-res-in-attack-phase = in the Attack phase: { $effect } ({ $card }@later)
mk-res-at-end-of-turn = at the end of the turn: { $effect }
mk-res-end-of-turn-effect = { $player }, { $card } at the end of the turn: { $text }.
mk-res-box-back = { $player } takes the unused Mysterious Box back into hand.
mk-res-box-revealed-returns = { $artifact }, revealed by the Mysterious Box, goes to the bottom of the Artifact deck.
mk-res-first-card-bonus = the first Attack card this turn gets +{ $attack }, or the first Block card +{ $block }
mk-res-no-boost = no card discarded for a bonus
mk-res-boost-choose = Discard at most { $n } { $what ->
        [wound] Wound cards
       *[any] cards (at most { $wounds } Wound)
    } from your hand for the bonus (more:boost=<card,...>). You can discard: { $cards }.
mk-res-boosted = discards { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } for { $got }
mk-res-spend-for = this turn { $rate } { $source ->
        [move] Move
        [influence] Influence
       *[other] { $source }
    } may be spent for each { $effect } ({ $typed })
mk-res-later-nothing = { $card } has left nothing to use later this turn (or it is used up).
mk-res-later-attack-phase = { $card }'s bonus is used in the Attack phase of this combat.
mk-res-later-used = { $player } uses { $card }: { $got }
mk-res-spend-nothing = { $card } lets you spend nothing this turn.
mk-res-spend-ways = Through { $card } you can spend: { $ways } (+points=<n>).
mk-res-spend-multiple = Spend a multiple of { $rate } { $source ->
        [move] Move
        [influence] Influence
       *[other] { $source }
    } points, at most the { $have } you have (+points=<n>).
mk-res-spent = { $player } spends { $n } { $source ->
        [move] Move
        [influence] Influence
       *[other] { $source }
    } through { $card }: { $got }
mk-res-once-later = once later this turn: { $effect } (play { $card } with mode later)
mk-res-influence-short = This costs { $n } Influence; you have { $have } (short by { $short }).
mk-res-pays-influence = pays { $n } Influence
mk-res-action-rested = { $card } must be your action, but you rested.
mk-res-action-taken = { $card } must be your action, but your action this turn is taken ({ $action }).
mk-res-as-action = as the turn's action
