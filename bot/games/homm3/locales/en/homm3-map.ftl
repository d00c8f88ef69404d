# HoMM3: the adventure map — fields and what they do, dice, searches of the shared decks, heroes'
# progress, town buildings' powers, rounds, turns and the end of the game.

## sieges of a town or settlement without its hero
h3-defend-prompt = { $who } besieges your { $place ->
    [town] town
   *[settlement] settlement
} at { $at }: defend it with your army?
h3-defend-pay = Pay { $gold } gold and defend with your army
h3-defend-yield = Let it fall
h3-not-defended = { $who } does not defend { $at }.

## visiting fields
h3-visit = { $who } visits the { $place }.
h3-visit-nothing = { $who } visits the { $place }; nothing to take.
h3-visit-gain = { $who } visits the { $place }: +{ $gain }.
h3-visit-temple = { $who } visits the { $place }: positive morale.
h3-visit-fountain = { $who } drinks at the { $place }: +1 MP and positive morale.
h3-visit-stables = { $who }'s hero visits the { $place }: +1 MP.
h3-visit-grail = { $who } takes the { $place }!
h3-visit-artifact = { $who } finds an artifact symbol.
h3-garden-gold = Take { $n } gold
h3-garden-valuables = Take { $n } { $n ->
    [one] valuable
   *[other] valuables
}
h3-garden-took = { $who } takes { $what ->
    [gold] { $n } gold
   *[valuables] { $n } { $n ->
        [one] valuable
       *[other] valuables
    }
}.
h3-tree-valuables = Pay { $n } valuables for { $exp } Exp
h3-tree-gold = Pay { $n } gold for { $exp } Exp
h3-pay-nothing = Pay nothing
h3-incantation-pay = Pay { $n } gold to Search ({ $x }) the spell deck
h3-tomb-search = Search ({ $x }) the artifact deck twice, then take negative morale twice
h3-leave-it = Leave it
h3-witch-look = Look at the top ability card
h3-witch-remove = Remove { $card } from your hand
h3-witch-prompt = The top ability card
h3-witch-top = The top ability card is { $card }.
h3-witch-done = { $who } { $pick ->
    [take] takes
   *[discard] discards
} the top ability card.
h3-spring-take = Take { $card } back into your hand
h3-spring-took = { $who } takes { $card } back from the discard pile.
h3-observatory-explore = Explore the tile at { $at }
h3-observatory-revealed = From the { $place } { $who } reveals tile { $tile } at { $at }.
h3-take-card = Take { $card }
h3-discard-it = Discard it
h3-removed-card = { $who } removes { $card } from the game.
h3-obelisk = { $who } marks the { $place }.

## dice
h3-dice-kind-prompt = Roll treasure or resource dice?
h3-roll-dice = Roll { $n } { $die ->
    [treasure] treasure
   *[resource] resource
} dice
h3-rolled = { $who } rolls { $n } { $die ->
    [treasure] treasure
   *[resource] resource
} dice: { $faces }.
h3-keep-prompt = Keep one result
h3-keep-face = Keep: { $face }
h3-face-exp = { $n } Exp
h3-face-artifact-search = Search ({ $n }) artifacts
h3-face-resource-dice = { $n } resource dice
h3-gains = { $who } gains { $what }.

## flagging mines, settlements and towns
h3-mine-taken = { $who } takes the mine at { $at } ({ $income } each Resource round).
h3-first-owner = First owner: { $who } gains { $what } now.
h3-captured = { $who } captures the { $place ->
    [town] town
   *[settlement] settlement
} at { $at }.
h3-flagged = { $who } flags the { $place } at { $at }.
h3-settlement-prompt = Choose the settlement's bonus
h3-settlement-income = +{ $n } { $resource ->
    [gold] gold
    [building_materials] building materials
    [valuables] valuables
   *[other] { $resource }
} income each Resource round
h3-settlement-reinforce = Reinforce a bronze or silver unit ({ $free ->
    [yes] free
   *[no] half cost
})
h3-chooses = { $who } chooses { $what }.
h3-first-capture = First capture: { $who } gains { $what } now.
h3-reinforce-prompt = Reinforce one unit
h3-reinforce-for = Reinforce { $unit } for { $cost }

## searching the shared decks (Search (x))
h3-search-prompt = Search ({ $x }) the { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} deck
h3-search-look = Look at the top { $x } cards of the { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} deck
h3-search-take-discard = Take { $card } from the { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} discard pile
h3-search-empty = { $who } finds the { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} deck empty.
h3-search-take-prompt = Take one card of the { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} deck
h3-search-looks = { $who } looks at { $n } { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} cards.
h3-you-see = You see: { $cards }
h3-search-took-discard = { $who } takes { $card } from the { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} discard pile.
h3-search-took = { $who } takes { $deck ->
    [spell] a spell
    [ability] an ability
   *[artifact] an artifact
} card.

## heroes' progress
h3-exp-gained = { $who }'s hero gains { $n } Exp.
h3-level-up = { $who }'s hero reaches level { $level }.
h3-home-prompt = Your hero is beaten: choose where it goes
h3-home-send = Send the hero to { $place }
h3-home-place = the { $place ->
    [town] town
   *[settlement] settlement
} at { $at }
h3-home-returns = { $who }'s hero returns to { $place }.
h3-home-returns-to = { $who }'s hero returns to { $at }.
h3-units-restored = { $who } has lost every unit and takes the scenario's starting units again.
h3-reinforce-unit = Reinforce { $unit }
h3-reinforce-free-prompt = Reinforce one unit for free
h3-reinforced-paid = { $who } reinforces { $unit } (paid { $cost }).
h3-cube-taken = { $who } takes a faction cube of { $whose }.
h3-eliminated = { $who } is eliminated.

## rounds and turns
h3-round = Round { $round } of { $rounds }: { $kind ->
    [resource] Resource round
   *[astrologers] Astrologers round
}.
h3-collects = { $who } collects { $what }.
h3-scenario-event = Event: { $text }
h3-proclaimed = The astrologers proclaim { $name }: { $effect }.
h3-turn-of = { $who }'s turn.
h3-your-hand = Your hand: { $cards }.
h3-hand-discarded = { $who } discards the whole hand (negative morale twice).

## town buildings' powers
h3-power-prompt = Your { $building }: choose what it does
h3-power-skip = Not now
h3-power-used = { $who }'s { $building }:
h3-power-got = { $what }.
h3-power-morale = positive morale.
h3-power-gold = Take { $n } gold
h3-power-building-materials = Take { $n } building materials
h3-power-valuables = Take { $n } valuables
h3-power-mp = Take { $n } MP for the main hero this round
h3-power-reinforce-free = Reinforce one { $tier } unit for free
h3-power-sell-artifact = Remove { $card } from the game for { $n } gold
h3-power-sold = { $card } removed from the game for { $n } gold.
h3-power-search = Pay { $cost } to Search ({ $n }) the { $deck ->
    [spell] spell
    [ability] ability
   *[artifact] artifact
} deck
h3-power-fetch-ability = Take { $card } from the ability deck or its discard pile
h3-power-specialty-back = Take { $card } back from your discard pile
h3-power-took = takes { $card } into the hand.
h3-power-cycle = Discard up to { $n } cards and draw as many
h3-power-vortex = Discard a card, shuffle your discard pile into your deck and Search ({ $n }) it
h3-power-summon = Draw a neutral unit of a built dwelling's tier and perhaps recruit it
h3-power-enemy-discard = The enemy hero discards { $n } random { $n ->
    [one] card
   *[other] cards
}
h3-power-cover = { $building }: { $who } discards { $card } at random.
h3-discard-which = Which card do you discard?
h3-discard-card = Discard { $card }
h3-no-more = No more
h3-discarded-a-card = { $who } discards a card.
h3-you-discard = You discard { $card }.
h3-drew = { $who } draws { $n } { $n ->
    [one] card
   *[other] cards
}.
h3-vortex-prompt = Take one card of your deck
h3-vortex-looks = { $who } looks at the top { $n } cards of their deck.
h3-vortex-you-see = You see: { $cards }.
h3-vortex-took = { $who } takes a card of their deck into the hand.
h3-summon-prompt = Which neutral deck does the Portal draw from?
h3-summon-tier = The { $tier ->
    [bronze] bronze
    [silver] silver
    [gold] gold
   *[azure] azure
} neutrals
h3-summoned = The { $building } shows { $who } the { $unit }.
h3-summon-take = Recruit the summoned unit?
h3-summon-recruit = Recruit { $unit } for { $cost }
h3-summon-recruited = { $who } recruits { $unit } for { $cost }.

## the end of the game
h3-game-over = The game is over ({ $reason }). Winners: { $winners }.
h3-end-limit = the round limit passed before the goal was reached
h3-end-scored = the round limit (scored, H-SCORE)
h3-end-last-standing = every other player is eliminated
h3-end-all-eliminated = every player is eliminated
h3-end-conquest = conquest: every rival town taken
h3-end-cubes = { $n } faction cubes taken
h3-end-grail = the Grail is found
h3-end-level = every hero reached level { $n }
h3-end-guardians = the guardians of the centre are beaten
