# mageknight: the engine's turn flow, legal options, set-up, the Dummy, scoring and corrections (en).

mk-game-name = Mage Knight
# a scenario's name (the rulebook's name where it prints one)
mk-game-scenario-name = { $id ->
   *[other] { $name }
 }

## Whose turn, and what may be done now

mk-game-choose-tactic = { $player }, choose your tactic for round { $round }.
mk-game-your-turn = { $player }, it is your turn.
mk-game-not-yet = { $what } is not available yet in this version of the bot.
mk-game-unknown-action = Unknown action '{ $kind }'.
mk-game-over = The game is over.
mk-game-nobody-waiting = Nobody is waiting for an answer from you.
mk-game-waiting-for-answer = Waiting for an answer: { $question }.
mk-game-nobody = nobody
mk-game-not-your-turn = It is not your turn: { $player } is to { $doing ->
        [tactic] choose a tactic
       *[play] play
    }.
mk-game-tactics-not-now = Tactics are chosen at the start of a round, not now.
mk-game-tactic-first = Choose your tactic first.
mk-game-answer-first = Your turn is ending: answer the pending choice first (choose ...; see the options).
mk-game-in-combat = You are in a combat ({ $phase }): finish it first (attack, block, damage, or next to move on to the next phase).
mk-game-rested-no-move = You rested this turn, so you cannot move.
mk-game-acted-no-move = You have taken your action this turn: no more movement.
mk-game-rested-no-explore = You rested this turn, so you cannot explore.
mk-game-acted-no-explore = You have taken your action this turn: no more exploring.
mk-game-answer-question-first = First answer: { $question }.
mk-game-next-question = Next: { $question }.
mk-game-not-in-combat = You are not in a combat. Start one by moving, challenge, enter or burn.
mk-game-ability-number = Name the unit's ability by its number: ability:1.
mk-game-moved = { $player } moves to { $hex }{ $path ->
        [none] {""}
       *[other] {" "}along { $path }
    } ({ $spaces } { $spaces ->
        [one] space
       *[other] spaces
    }, { $cost } Move){ $then ->
        [none] {""}
       *[other] {" "}and { $then }
    }; { $left } Move { $left ->
        [one] point
       *[other] points
    } left.
mk-game-no-harvest = No card played this turn lets you harvest crystals while moving.
mk-game-harvest-not-in-hand = You cannot discard '{ $card }' for a crystal: it must be a non-Wound card in your hand.
mk-game-harvest-no-colour = { $card } has no basic colour to harvest.
mk-game-harvested = { $player } discards { $card } and harvests { $got }.
mk-game-hidden-preview = This step reveals something hidden (a token, a card or a die), so its result shows only when you confirm it.
mk-game-undo-not-your-turn = You can only undo your own actions during your turn.
mk-game-undo-nothing = Nothing to undo: the rulebook forbids taking back anything before the last reveal, card draw, die roll or another player's action.

## The legal options (buttons and autocomplete)

mk-game-opt-sideways = { $card }: sideways { $kind ->
        [influence] Influence
       *[move] Move
    } 1
mk-game-opt-play = { $card } { $how }: { $effect }
mk-game-opt-play-copy = { $card } powered + { $target }: { $effect } +{ $bonus }
mk-game-opt-discarding = { $option }, discarding { $card }
mk-game-opt-with = { $option } ({ $value })
mk-game-opt-attack-with = Attack { $enemy } ({ $uid }) with { $card } ({ $mode })
mk-game-opt-attack-kept = Attack { $enemy } ({ $uid }) with the kept attacks
mk-game-opt-block-with = Block { $enemy } ({ $uid }) with { $card } ({ $mode })
mk-game-opt-damage-forced = { $enemy } ({ $uid }): the damage goes to { $unit } first
mk-game-opt-damage-hero = { $enemy } ({ $uid }): take the damage on your hero
mk-game-opt-damage-unit = { $enemy } ({ $uid }): assign the damage to { $unit } ({ $unit_id }) first
mk-game-opt-next = { $phase ->
    [ranged] Go to the Block phase
    [block] Go to the Assign Damage phase
    [damage] Go to the Attack phase
   *[attack] End the combat
 }
mk-game-opt-face-down = { $colour }
mk-game-opt-challenge = Challenge the rampaging { $enemies } at { $hex }
mk-game-opt-maze-path = Take the { $cost }-Move path of the { $site }
mk-game-opt-enter = Enter the { $site }
mk-game-opt-burn = Burn the monastery (Reputation -3, fight a violet enemy)
mk-game-opt-enter-ruins = Enter the Ancient Ruins{ $token ->
        [none] {""}
       *[other] {" "}({ $token })
    }
mk-game-opt-altar = Make an offering at the altar ({ $n } { $colour } mana for { $fame } Fame)
mk-game-opt-move = Move to { $hex } ({ $what }, { $cost } Move{ $path ->
        [none] {""}
       *[other] , along { $path }
    }){ $then ->
        [none] {""}
       *[other] : { $then }
    }
mk-game-opt-explore = Explore the slot { $slot } ({ $cost } Move)
mk-game-opt-rest = Rest: discard { $card }{ $wounds ->
        [0] {""}
       *[other] {" "}and { $wounds } Wound(s)
    }
mk-game-opt-slow-recovery = Rest (Slow Recovery): discard 1 Wound
mk-game-opt-announce-end = Announce the End of the Round
mk-game-opt-banner = Assign { $banner } to { $unit } ({ $uid })
mk-game-opt-courage = Banner of Courage: ready { $uid }
mk-game-opt-fear = Banner of Fear: spend { $uid } to cancel { $enemy }'s attack
mk-game-opt-end-turn = End your turn
mk-game-opt-end-turn-discarding = End your turn, discarding { $card }
mk-game-opt-mining = { $option }, mining a { $colour } crystal
mk-game-opt-plunder = Plunder the village (draw 2 cards, Reputation -1)
mk-game-opt-interact = Interact at the { $site }
mk-game-opt-recruit-bonds = Recruit { $unit } into Bonds of Loyalty ({ $cost } Influence)
mk-game-opt-recruit = Recruit { $unit } ({ $cost } Influence){ $disband ->
        [none] {""}
       *[other] , disbanding { $disband }
    }
mk-game-opt-activate = Activate { $unit } ({ $uid }): { $effect }
mk-game-opt-buy-heal-hand = Buy Heal 1 ({ $price } Influence): a Wound from hand
mk-game-opt-buy-heal-unit = Buy Heal { $heal } ({ $price } Influence): heal { $unit } ({ $uid })
mk-game-opt-buy = Buy { $what } ({ $price } Influence)
mk-game-opt-deck = the top of the deck
mk-game-opt-a-card = a card

## Set-up

mk-game-setup-unknown-scenario = Unknown scenario '{ $scenario }'. Available: { $scenarios }.
mk-game-setup-scenario-not-yet = The scenario '{ $scenario }' is not available yet.
mk-game-setup-player-count = { $scenario } is for { $counts } players, not { $n }.
mk-game-setup-shape-not-yet = { $scenario } for { $n } players uses the '{ $shape }' map shape, which is not available yet. Playable: { $playable } players.
mk-game-setup-same-hero = Two players cannot play the same hero.
mk-game-setup-unknown-hero = Unknown hero '{ $hero }'. Heroes: { $heroes }.
mk-game-begins = A game of { $scenario } begins for { $n } { $n ->
        [one] player
       *[other] players
    }. Round 1 is a Day. Choose your tactics.

## The Dummy player (solo games)

mk-game-dummy = the Dummy{ $hero ->
        [none] {""}
       *[other] {" "}({ $hero })
    }
mk-game-dummy-first = The Dummy{ $hero ->
        [none] {""}
       *[other] {" "}({ $hero })
    }
mk-game-dummy-set-up = The Dummy player plays { $hero }: 16 cards, crystals { $crystals }.
mk-game-dummy-tactic = { $dummy } takes the tactic { $tactic } ({ $number }) at random.
mk-game-dummy-announces = { $dummy } has no cards left and announces the End of the Round: you get one last turn.
mk-game-dummy-forfeits = { $dummy } has no cards left and forfeits the turn.
mk-game-dummy-flips = { $dummy } flips { $n } { $n ->
        [one] card
       *[other] cards
    } (last: { $card }, { $colour }){ $extra ->
        [0] {""}
       *[other] {" "}and { $more } more for its { $extra } { $crystal } { $extra ->
            [one] crystal
           *[other] crystals
        }
    }; { $left } left in its deck.
mk-game-dummy-takes-card = { $dummy } takes { $card } into its deck.
mk-game-dummy-crystal = { $dummy } gains a { $colour } crystal.
mk-game-dummy-skill = A skill of { $dummy } joins the Common Skill offer: { $skill }.

## Final scoring

mk-game-title = { $category ->
    [knowledge] Greatest Knowledge
    [loot] Greatest Loot
    [leader] Greatest Leader
    [conqueror] Greatest Conqueror
    [adventurer] Greatest Adventurer
    [beating] Greatest Beating
   *[city] Greatest City Conqueror
 }
mk-game-bonus-cities = cities
mk-game-bonus-cities-conquered = cities conquered
mk-game-bonus-all-cities = all cities conquered
mk-game-bonus-unused-rounds = unused rounds
mk-game-bonus-dummy-deck = Dummy's deck
mk-game-bonus-not-announced = End of Round not announced
mk-game-solo-victory = Victory: every city has fallen.
mk-game-solo-defeat = Defeat: a city still stands.
mk-game-final-scores = Final scores — { $scenario } ({ $reason }):
mk-game-score-fame = Fame { $fame }
mk-game-score-category = { $category } { $points }{ $title ->
        [none] {""}
       *[other] {" "}(title { $title })
    }
mk-game-score-bonus = { $bonus } { $points }
mk-game-score-row = { $place }. { $player }: **{ $total }** — { $parts }

## A game master's corrections

mk-game-gm-fame = { $player }'s Fame is set to { $fame }.
mk-game-gm-reputation = { $player }'s Reputation is set to { $reputation }.
mk-game-gm-colour = colour= must be one of { $colours }.
mk-game-gm-crystals = { $player } now has { $n } { $colour } crystal(s).
mk-game-gm-too-few-wounds = { $player } holds only { $n } Wound(s).
mk-game-gm-wounds = { $n } Wound(s) go { $where ->
        [hand] into the hand of
       *[discard] from the hand to the discard pile of
    } { $player }.
mk-game-gm-no-card = There is no card '{ $card }'; give its id (e.g. march).
mk-game-gm-hex-syntax = hex= takes a space as q,r (e.g. 1,-1).
mk-game-gm-not-revealed = { $hex } is not a revealed space.
mk-game-gm-figure-moved = { $player }'s figure is moved to { $hex }.
mk-game-gm-no-correction = { $game } has no correction '{ $name }'.
mk-game-gm-no-unit = { $player } has no unit '{ $unit }'. Their units: { $units }.
mk-game-gm-unit-to-offer = { $player }'s { $unit } is returned to the Unit offer.
mk-game-gm-unit-out = { $player }'s { $unit } is taken out of the game.
mk-game-gm-no-unit-id = There is no unit '{ $unit }'; give its id (e.g. peasants).
mk-game-gm-not-in-offer = { $unit } is not in the Unit offer.
mk-game-gm-unit-given = { $player } is given { $unit } from { $source ->
        [offer] the Unit offer
       *[outside] outside the game
    }.
mk-game-gm-no-token = { $hex } has no such enemy token.
mk-game-gm-which-token = { $hex } has { $n } tokens: say which with enemy= (an id, or a colour).
mk-game-gm-token-removed = { $enemy } is removed from { $hex } to the discard pile.
mk-game-gm-hidden-token-removed = A face-down { $colour } token is removed from { $hex } to the discard pile.
mk-game-gm-face = face= takes up or down.
mk-game-gm-pile-empty = The { $colour } enemy pile is empty; name the enemy instead.
mk-game-gm-enemy-syntax = enemy= takes an enemy id (e.g. prowlers) or a colour (e.g. green).
mk-game-gm-token-placed = { $enemy } is placed on { $hex }.
mk-game-gm-hidden-token-placed = A face-down { $colour } token is placed on { $hex }.
