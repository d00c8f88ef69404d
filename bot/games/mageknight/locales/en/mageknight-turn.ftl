# Mage Knight: tactics, turns and rounds, resting, the end of a turn, rewards, level-ups, effects used
# outside your turn (en). Keys: mk-turn-*.

## Tactics, turns and rounds (turn.py)

mk-turn-no-such-tactic = '{ $tactic }' is not an available tactic. Available: { $tactics }.
mk-turn-takes-tactic = { $player } takes the tactic { $tactic } ({ $number }).
mk-turn-order = Turn order for round { $round }: { $players }.
mk-turn-must-announce = { $player } has no cards left in deck or hand and must announce the End of the Round.
mk-turn-forfeits = { $player } has no cards left and forfeits the turn.
mk-turn-begins = It is { $player }'s turn (round { $round }, { $time ->
        [night] Night
       *[day] Day
    }).
mk-turn-already-announced = The End of the Round has already been announced.
mk-turn-deck-not-empty = You can announce the End of the Round only when your Deed deck is empty ({ $n } cards left).
mk-turn-announce-at-start = The End of the Round is announced at the very start of your turn, instead of playing it.
mk-turn-announces = { $player } announces the End of the Round: every other player gets one last turn.
mk-turn-another-turn = { $player } takes another turn ({ $card }).
mk-turn-city-revealed-last-turns = The city has been revealed: every player gets one last turn, then the game ends.
mk-turn-cities-conquered-last-turns = Every city has been conquered: every player gets one last turn, then the game ends.
mk-turn-round-over = Round { $round } ({ $time ->
        [night] Night
       *[day] Day
    }) is over.
mk-turn-round-begins = Round { $round } begins: { $time ->
        [night] Night
       *[day] Day
    }. The Source is rerolled and every deck reshuffled.
mk-turn-end-final-turns = final turns played
mk-turn-end-round-in-final-turns = the round ended during the final turns
mk-turn-end-rounds-over = the scenario's { $n } rounds are over
mk-turn-game-over = The game is over ({ $reason }).

## Rest (turn.py)

mk-turn-rest-after-move = You moved or explored this turn, so this is a regular turn: you cannot rest now.
mk-turn-rested-already = You have already rested this turn. End your turn with /mk end-turn.
mk-turn-standard-rest-needs = A standard Rest discards exactly one non-Wound card plus any number of Wounds, e.g. discard:march,wound. Your non-Wound cards: { $cards }.
mk-turn-slow-recovery-only = Your hand holds only Wounds: Slow Recovery discards one Wound.
mk-turn-not-enough = You do not hold enough '{ $card }' cards for that.
mk-turn-rests-slow = { $player } rests ({ $kind ->
        [slow] Slow Recovery
       *[standard] Standard Rest
    }), showing a hand of Wounds only: discards { $wounds ->
        [one] { $wounds } Wound
       *[other] { $wounds } Wounds
    }.
mk-turn-rests = { $player } rests ({ $kind ->
        [slow] Slow Recovery
       *[standard] Standard Rest
    }): discards 1 card and { $wounds ->
        [one] { $wounds } Wound
       *[other] { $wounds } Wounds
    }.
mk-turn-you-discard = You discard { $cards } and { $wounds ->
        [one] { $wounds } Wound
       *[other] { $wounds } Wounds
    }.

## The end of a turn (turn.py)

mk-turn-minimum-play = You must play or discard at least one card each turn. Play a card, or end with discard:<card> (you hold { $cards }).
mk-turn-only-wounds-rest = Your hand holds only Wounds and you played nothing: rest (Slow Recovery) first.
mk-turn-no-wound-discard = Wounds cannot be discarded at the end of the turn.
mk-turn-not-in-hand = '{ $card }' is not in your hand.
mk-turn-nothing-comes-back = No card you played this turn can come back to your hand.
mk-turn-card-to-take-back = You need a card to discard to take { $card } back.
mk-turn-takes-back = { $player } takes { $card } back into hand.
mk-turn-puts-on-deck = { $player } puts { $card } on the { $where } of the Deed deck.
mk-turn-unit-waits = { $player } has no free Command token: the unit reward waits for the level-up, which brings a new one.
mk-turn-ends = { $player } ends the turn.
# A sentence given by another part of the rules, ended here.
mk-turn-sentence = { $text }.

## Rewards at the end of the turn (rewards.py)

mk-turn-crystal-lost = { $player } already has { $cap } { $colour } crystals: the reward crystal is lost.
mk-turn-gains-crystal = { $player } gains a { $colour } crystal.
mk-turn-gains-artifacts = { $player } gains { $n } Artifact(s) (the deck held no more).
mk-turn-you-gain = You gain: { $cards }.
mk-turn-draws-artifacts = { $player } draws { $drawn } Artifacts for { $n } won and puts one back.
mk-turn-drew-artifacts = You drew: { $cards }. Choose the one to put under the Artifact deck.
mk-turn-deck-empty-no-card = The { $kind ->
        [spell] Spell
       *[advanced] Advanced Action
    } deck is empty: no card to gain.
mk-turn-gains-top-card = { $player } gains the top card of the { $kind ->
        [spell] Spell
       *[advanced] Advanced Action
    } deck.
mk-turn-offer-empty-no-card = The { $kind ->
        [spell] Spell
       *[advanced] Advanced Action
    } offer is empty: no card to gain.
mk-turn-gains-card = { $player } gains { $card } (on top of the Deed deck).
mk-turn-rolls-for-crystals = { $player } rolls the mana die for crystals: { $faces }.
mk-turn-black-fame = { $player }: black, +1 Fame instead of a crystal (now { $total }).
mk-turn-rolls-for-reward = { $player } rolls the mana die for the reward: { $face }.
mk-turn-gains-fame = { $player } gains { $n } Fame (now { $total }).
mk-turn-no-unit-reward = No unit in the Unit offer can be taken as a reward.
mk-turn-reward-not-yet = The reward '{ $reward }' is not available yet in this version of the bot.
mk-turn-keep-artifacts = Keep { $keep }; put { $card } under the Artifact deck
mk-turn-won-artifacts = You won { $n ->
        [one] { $n } Artifact
       *[other] { $n } Artifacts
    }: choose the one to put back.
mk-turn-choose-card-reward = Choose your { $kind ->
        [spell] Spell
       *[advanced] Advanced Action
    } reward.
mk-turn-take = Take { $name }
mk-turn-choose-crystal = Choose the colour of your crystal.
mk-turn-a-crystal = A { $colour } crystal
mk-turn-take-disbanding = Take { $name }, disbanding { $unit }
mk-turn-give-up-unit = Give up the unit reward
mk-turn-choose-unit = Choose a unit from the Unit offer (free).
mk-turn-choose-reward = Choose your reward.
mk-turn-nothing-to-choose = There is nothing to choose now: rewards are chosen at the end of the turn.
mk-turn-possible = Possible: { $answers }.
mk-turn-keeps-artifacts = { $player } keeps { $n } Artifact(s) on top of the Deed deck and puts one back.
mk-turn-you-keep = You keep: { $cards }.
mk-turn-takes-card = { $player } takes { $card } (on top of the Deed deck).
mk-turn-chooses-crystal = { $player } chooses a { $colour } crystal.
mk-turn-gives-up-unit = { $player } gives up the unit reward.
mk-turn-takes-unit = { $player } takes { $unit } ({ $uid }) from the Unit offer.
mk-turn-chooses = { $player } chooses { $what }.

## Levels, skills and the hand limit (growth.py)

mk-turn-no-skill-token = no skill token
mk-turn-reveals-skills = { $player } reaches level { $level } and reveals the skills { $skills }.
mk-turn-no-skill-left = No skill is left to take for level { $level }.
mk-turn-skill = Skill { $skill }
mk-turn-skill-and-card = Skill { $skill } + { $card }
mk-turn-common-skill = Common skill { $skill }
mk-turn-common-skill-and-card = Common skill { $skill } + { $card } (lowest in the offer)
mk-turn-level-choose = Level { $level }: choose a skill and an Advanced Action.
mk-turn-keep-skill-any-aa = Keeping a revealed skill lets you take any Advanced Action from the offer: card:<{ $cards }>.
mk-turn-common-skill-lowest-aa = Taking a skill from the Common offer gives the Advanced Action in the lowest offer position: leave card out.
mk-turn-takes-skill = { $player } (level { $level }) takes the skill { $skill }
mk-turn-and-the-aa = and the Advanced Action { $card } (on top of the Deed deck)
mk-turn-join-unit-offer = { $units } { $n ->
        [one] joins
       *[other] join
    } the Unit offer
mk-turn-fame-row = { $player } crosses a Fame row and gains { $n } more Fame (now { $total }).
mk-turn-level-odd = { $player } reaches level { $level }: Armor { $armor }, Hand limit { $hand }, { $n } Command tokens.
mk-turn-level-even = { $player } reaches level { $level }: a skill and an Advanced Action to choose.

## Effects used outside your turn (offturn.py)

mk-turn-window-tactics = effects outside your turn wait until every tactic is chosen
mk-turn-window-no-turn = no turn is being played
mk-turn-window-your-turn = it is your turn
mk-turn-window-last-turn-had = you have had your last turn of this round
mk-turn-window-announced = you announced the End of the Round, so your last turn of it is over
mk-turn-window-final-turn-had = you have had your final turn
mk-turn-nobody = nobody
mk-turn-not-your-turn-outside = It is not your turn: { $player } is to play. Outside your turn you can only use a skill or tactic meant for it, or plunder (/mk skill, /mk tactic-use, /mk plunder).
mk-turn-not-your-turn-and = It is not your turn, and { $why }.
mk-turn-skill-own-turn = { $skill } can only be used in your own turn.
mk-turn-tactic-own-turn = Your tactic is used in your own turn, not outside it.
mk-turn-outside-turn = { $text } (outside { $player }'s turn).
mk-turn-plunder-option = Plunder the village you stand on (draw 2, Reputation -1)
mk-turn-may-use-before = { $player } may use before their turn: { $commands }.
