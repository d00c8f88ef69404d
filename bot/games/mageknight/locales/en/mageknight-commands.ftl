# mageknight: the /mk commands and what they show (status, hand, combat summary, prompts) (en).

## Words the bot shows for a value, and the forms a player may type for it

# a mana, die or card colour
mk-cmd-colour = { $colour ->
    [red] red
    [blue] blue
    [green] green
    [white] white
    [gold] gold
    [black] black
    [none] none
   *[other] { $colour }
 }
# a crystal's colour
mk-cmd-crystal = { $colour ->
    [red] red
    [blue] blue
    [green] green
    [white] white
   *[other] { $colour }
 }
# an enemy token's back colour
mk-cmd-enemy-colour = { $colour ->
    [green] green
    [grey] grey
    [gray] grey
    [brown] brown
    [violet] violet
    [red] red
    [white] white
   *[other] { $colour }
 }
# a typed value shown back in words (a colour, a terrain ...); anything else as it is
mk-cmd-value = { $value }
# the forms a player may type for a value, separated by commas (the value itself always works)
mk-cmd-typed = { $value ->
    [yes] yes, y
   *[other] { $value }
 }
mk-cmd-none = none
mk-cmd-empty = empty
mk-cmd-nothing = nothing
mk-cmd-no-cards = no cards
mk-cmd-or = or
mk-cmd-value-label = { $value } ({ $label })
mk-cmd-numbered = { $n }: { $text }

## What a refusal calls the thing to name

mk-cmd-what-card-in-hand = card in your hand
mk-cmd-what-card = card
mk-cmd-what-skill = skill of yours
mk-cmd-what-tactic = tactic
mk-cmd-what-enemy = enemy in this combat
mk-cmd-what-unit = unit of yours
mk-cmd-what-offer-unit = unit in the Unit offer
mk-cmd-what-purchase = purchase
mk-cmd-what-aa-or-spell = Advanced Action or Spell
mk-cmd-what-choice = choice

## Refusals

mk-cmd-not-a-player = You are not a player in this game.
mk-cmd-unknown-command = Unknown command /mk { $name }. Try /help.
mk-cmd-play-needs = { $card } { $mode } needs { $missing }: add one of { $listing }.
mk-cmd-name-one-card = Name one card of your hand for { $option } (your hand: { $hand }).
mk-cmd-no-combat = There is no combat now. A combat starts by moving onto a site, /mk challenge, /mk enter or /mk burn.
mk-cmd-not-your-turn = It is not your turn: it is { $player }'s.
mk-cmd-not-your-turn-nobody = It is not your turn: it is nobody's.
mk-cmd-not-in-combat = You are not in a combat. Start one by moving onto a site, /mk challenge, /mk enter or /mk burn.
mk-cmd-not-a-number = { $option } must be a number, not '{ $text }'.
mk-cmd-choose-name-answer = { $question } Name your answer with pick:… or skill:… ({ $answers }).
mk-cmd-more-syntax = more: write key=value (e.g. gold=red), not '{ $item }'.
mk-cmd-skill-from-centre = { $skill } from the centre

## Status

mk-cmd-status-head = **{ $scenario }**: round { $round }, { $night ->
        [yes] Night
       *[no] Day
    }.
mk-cmd-status-tactics = Choosing tactics: { $player } picks next. Available: { $tactics }.
mk-cmd-status-playing = { $player } is playing ({ $move } Move, { $influence } Influence, Source dice used { $used }/{ $allowed }).
mk-cmd-status-game-over = Game over. { $table }
mk-cmd-status-game-over-reason = Game over: { $reason }. { $note }
mk-cmd-status-waiting = Waiting: { $question }.
mk-cmd-status-claim = { $player } holds the claimed { $colour } die{ $curse ->
        [yes] {" "}(Mana Curse: using that colour costs other players a Wound)
       *[no] {""}
    }.
mk-cmd-status-announced = { $player } announced the End of the Round.
mk-cmd-status-dummy-announced = The Dummy announced the End of the Round.
mk-cmd-crystal-count = { $colour }×{ $n }
mk-cmd-status-dummy = - The Dummy ({ $hero }): deck { $deck }, discard { $discard }; crystals { $crystals }; tactic { $tactic }.
mk-cmd-status-final-turns = Final turns left for: { $players }.
mk-cmd-status-unit = { $name } ({ $uid }, { $spent ->
        [yes] spent
       *[no] ready
    }{ $wounded ->
        [yes] , wounded
       *[no] {""}
    })
mk-cmd-status-player = - { $player } ({ $hero }) at { $position }: Fame { $fame }, Reputation { $reputation }, level { $level } (Armor { $armor }, hand limit { $limit }, { $units_now }/{ $tokens } Command tokens), tactic { $tactic }; deck { $deck }, hand { $hand }, discard { $discard }; crystals { $crystals }; units { $units }; skills { $skills }.
mk-cmd-source-die = { $colour }{ $taken ->
        [yes] {" "}(taken)
       *[no] {""}
    }
mk-cmd-status-source = Source: { $dice }.
mk-cmd-status-unit-offer = Unit offer: { $units }.
mk-cmd-status-tiles = Map tiles left: { $n }{ $next ->
        [none] {""}
       *[other] {" "}(next: { $next })
    }.
mk-cmd-pending-level-up = { $player } is choosing a skill and an Advanced Action.
mk-cmd-pending-level-up-skills = { $player } is choosing a skill ({ $skills }, or one from the Common Skill offer) and an Advanced Action.
mk-cmd-pending-artifacts = { $player } is choosing which of the { $n } Artifacts drawn to put back.
mk-cmd-pending-reward = { $player } is choosing an end-of-turn reward.

## After interacting

mk-cmd-nothing-affordable = Nothing here is affordable with your Influence now: play cards for Influence (any card sideways gives Influence 1), then /mk recruit or /mk buy.
mk-cmd-here-you-can = Here you can: { $options }.

## The hand

mk-cmd-hand-card = { $card }{ $n ->
        [1] {""}
       *[other] {" "}×{ $n }
    } [{ $colour }]
mk-cmd-hand = Your hand ({ $n }): { $cards }.
mk-cmd-hand-crystal = { $n } { $colour }
mk-cmd-hand-crystals = Crystals: { $crystals }. Deck: { $deck }, discard: { $discard }.
mk-cmd-skill-with-text = { $skill } ({ $text })
mk-cmd-hand-skills = Skills (face up): { $skills }.
mk-cmd-hand-this-turn = This turn: { $move } Move, { $influence } Influence, mana tokens: { $tokens }, Source dice used { $used }/{ $allowed }.
mk-cmd-hand-interacting = Interacting at the { $site } (Reputation { $reputation } applied): /mk recruit, /mk buy.
mk-cmd-hand-not-your-turn = It is not your turn; your controls appear when it is.
mk-cmd-hand-in-combat = In combat ({ $phase }): **Declare** picks enemies and several cards at once.
mk-cmd-units-none = Units: none ({ $tokens } Command { $tokens ->
        [one] token
       *[other] tokens
    } free).
mk-cmd-units-head = Units ({ $n } of { $tokens } Command tokens):
mk-cmd-unit-line = • { $uid } { $name } (level { $level }, armor { $armor }{ $resists ->
        [none] {""}
       *[other] , resists { $resists }
    }{ $banner ->
        [none] {""}
       *[other] , banner { $banner }
    }): **{ $status }** — { $abilities }

## The groups of the hand's controls

mk-cmd-group-move = Move
mk-cmd-group-explore = Explore a tile
mk-cmd-group-rest = Rest
mk-cmd-group-end-turn = End turn
mk-cmd-group-announce-end = Announce the End of the Round
mk-cmd-group-tactic = Choose a tactic
mk-cmd-group-attack = Attack (one card; Declare for several)
mk-cmd-group-block = Block (one card; Declare for several)
mk-cmd-group-damage = Assign damage
mk-cmd-group-challenge = Challenge rampaging enemies
mk-cmd-group-interact = Interact here
mk-cmd-group-recruit = Recruit a unit
mk-cmd-group-buy = Buy (heal, cards ...)
mk-cmd-group-plunder = Plunder the village
mk-cmd-group-activate = Activate a unit
mk-cmd-group-choose = End of turn: choose
mk-cmd-group-skill = Skill
mk-cmd-group-tactic-use = Tactic use
mk-cmd-group-banner = Banner
mk-cmd-group-enter = Enter
mk-cmd-group-burn = Burn
mk-cmd-group-next = Next
mk-cmd-group-respond = Respond

## An end-of-turn question

mk-cmd-choice-end-of-turn = **End of turn**: { $question }
mk-cmd-choice-revealed-skills = Revealed skills: { $skills }. Keep one and take any Advanced Action from the offer, or take a Common skill and the lowest one.
mk-cmd-choice-artifacts-drawn = Artifacts drawn (only you see them): { $artifacts }.
mk-cmd-choice-answer-below = Answer below, or with /mk choose.
mk-cmd-choose-line = /mk choose { $params } ({ $label })
mk-cmd-choice-hint = Answer with: { $answers }{ $more ->
        [yes] {" "}| ...
       *[no] {""}
    }

## The combat summary

mk-cmd-ability = { $ability ->
    [fortified] Fortified
    [unfortified] Unfortified
    [swift] Swift
    [brutal] Brutal
    [poison] Poison
    [paralyze] Paralyze
    [assassination] Assassination
    [cumbersome] Cumbersome
    [vampiric] Vampiric
    [elusive] Elusive
    [arcane_immunity] Arcane Immunity
    [defend] Defend
    [ambush] Ambush
    [pursuit] Pursuit
   *[other] { $name }
 }
mk-cmd-ability-value = { $ability } { $n }
mk-cmd-element = { $element ->
    [physical] physical
    [fire] Fire
    [ice] Ice
    [coldfire] Cold Fire
   *[other] { $element }
 }
mk-cmd-resistance = { $element ->
    [physical] physical
    [fire] Fire
    [ice] Ice
    [coldfire] Cold Fire
   *[other] { $element }
 }
mk-cmd-combat-role = { $role ->
    [defender] defender
    [rampaging] rampaging
    [summoned] summoned
   *[other] { $role }
 }
mk-cmd-combat-site = { $site }{ $hex ->
        [none] {""}
       *[other] {" "}at { $hex }
    }
mk-cmd-combat-head = **Combat**: { $player }, { $kind ->
        [assault] assault
        [adventure] adventure
        [adventure_again] adventure
        [burn] burning the monastery
        [rampaging] rampaging enemies
       *[other] { $kind }
    }{ $where ->
        [none] {""}
       *[other] {" "}({ $where })
    }{ $city ->
        [none] {""}
       *[other] , { $city } city
    }. **{ $phase }**.
mk-cmd-combat-armor = Armor { $armor }
mk-cmd-combat-armor-elusive = Armor { $armor } ({ $low ->
        [same] Elusive
       *[other] Elusive: { $low } in the Attack phase if all its attacks are blocked
    })
mk-cmd-combat-armor-vampiric = Armor { $armor } (+{ $bonus } Vampiric)
mk-cmd-combat-summons = Summons { $n } { $colour } { $n ->
        [one] monster
       *[other] monsters
    }
mk-cmd-combat-attack = { $value } { $element }{ $printed ->
        [none] {""}
       *[other] {" "}(printed { $printed })
    }{ $status ->
        [blocked] {" "}blocked
        [dealt] {" "}damage dealt
       *[none] {""}
    }
mk-cmd-combat-attacks = Attack { $attacks }
mk-cmd-combat-resists = resists { $elements }
mk-cmd-combat-fortified-site = fortified site
mk-cmd-combat-city-bonus = { $ability } (city)
mk-cmd-combat-fame = Fame { $fame }
mk-cmd-combat-enemy = • { $uid } { $name } ({ $colour }, { $role }): { $bits }{ $state ->
        [defeated] {" "}— **defeated**
        [summoned] {" "}— summoned by { $summoner }, attacks in its place
       *[none] {""}
    }
mk-cmd-combat-to-defeat-item = { $name } ({ $uid }) armor { $armor }{ $walls ->
        [double] {" "}(double fortified: not now)
        [siege] {" "}(fortified: Siege only)
       *[none] {""}
    }
mk-cmd-combat-all-defeated = every enemy is defeated
mk-cmd-combat-to-defeat = To defeat ({ $phase ->
        [ranged] Ranged or Siege attacks
       *[attack] any attacks
    }): { $enemies }.
mk-cmd-combat-to-block-item = { $name } ({ $uid }{ $attack ->
        [none] {""}
       *[other] {" "}attack { $attack }
    }) { $value } { $element }: Block { $block }{ $swift ->
        [yes] {" "}(Swift: doubled)
       *[no] {""}
    }{ $efficient ->
        [none] {""}
       *[other] , only { $efficient } blocks count in full
    }
mk-cmd-combat-to-block = To block: { $attacks }.
mk-cmd-combat-brutal-doubled = Brutal: { $value } doubled
mk-cmd-combat-damage-item = { $name } ({ $uid }{ $attack ->
        [none] {""}
       *[other] {" "}attack { $attack }
    }) { $damage } { $element } damage{ $notes ->
        [none] {""}
       *[other] {" "}({ $notes })
    } = { $wounds } { $wounds ->
        [one] Wound
       *[other] Wounds
    } on the hero
mk-cmd-combat-damage-coming = Damage coming: { $attacks }. Hero armor { $armor }; Wounds this combat { $wounds } (knocked out at { $limit }).
mk-cmd-combat-no-units = Units cannot take part in this combat.
mk-cmd-combat-unit = { $name } ({ $uid }, armor { $armor }{ $resists ->
        [none] {""}
       *[other] , resists { $resists }
    }{ $wounded ->
        [yes] , wounded
       *[no] {""}
    }{ $resisted ->
        [yes] , already absorbed
       *[no] {""}
    })
mk-cmd-combat-units = Units: { $units }.

## The Declare controls

mk-cmd-declare-target = { $uid } { $name } (armor { $armor })
mk-cmd-declare-element = { $element ->
    [coldfire] Cold Fire
   *[other] { $element }
 }
mk-cmd-declare-attack = { $uid } { $name }{ $attack ->
        [none] {""}
       *[other] {" "}attack { $attack }
    } ({ $value } { $element })
mk-cmd-declare-unit = { $uid } { $name } (armor { $armor })
mk-cmd-declare-item = { $card } { $how ->
        [sideways] sideways { $kind ->
            [block] Block
           *[attack] Attack
        } 1
       *[other] { $how }: { $effect }
    }{ $mana ->
        [none] {""}
       *[other] {" "}(mana { $mana })
    }
mk-cmd-declare-usage = { $command ->
    [block] /mk block enemy:e1 cards:card@mode,...
    [damage] /mk damage enemy:e1 units:u1,...
   *[attack] /mk attack targets:e1,e2 cards:card@mode,...
 }
mk-cmd-declare-hint-part = { $kind ->
        [targets] enemies
        [attacks] attacks
        [cards] cards
       *[units] units
    }: { $items }
mk-cmd-declare-hint = Declare ({ $phase }): { $usage } (add preview:yes to see the result first), or /mk next. { $parts }
mk-cmd-next-block = Next: Block phase
mk-cmd-next-damage = Next: Assign Damage phase
mk-cmd-next-attack = Next: Attack phase
mk-cmd-end-combat = End the combat
mk-cmd-confirm-attack = Attack
mk-cmd-confirm-block = Block
mk-cmd-confirm-damage = Assign damage
mk-cmd-form-none-chosen = none chosen
mk-cmd-form-enemies = Enemies
mk-cmd-form-cards = Cards
mk-cmd-form-attack = Attack
mk-cmd-form-enemies-placeholder = Enemies to attack together…
mk-cmd-form-attack-cards-placeholder = Cards to attack with (several)…
mk-cmd-form-needs-enemies = Choose the enemies to attack first.
mk-cmd-form-needs-attack-cards = Choose the cards to attack with.
mk-cmd-form-block-attack-placeholder = The attack to block…
mk-cmd-form-block-cards-placeholder = Cards to block with (several)…
mk-cmd-form-move-spent = Move spent (Cumbersome)
mk-cmd-form-move-placeholder = Move against a Cumbersome attack…
# { $n } stays as it is: the controls put each number there
mk-cmd-form-spend-move = Spend { $n } Move (Cumbersome)
mk-cmd-form-needs-block-attack = Choose the attack to block first.
mk-cmd-form-needs-block-cards = Choose the cards to block with.
mk-cmd-form-damage-attack-placeholder = The attack whose damage you assign…
mk-cmd-form-units-first = Units first
mk-cmd-form-units-none = none, all to your hero
mk-cmd-form-units-placeholder = Units taking the damage first (in this order)…
mk-cmd-form-needs-damage-attack = Choose the attack whose damage you assign first.
