# mageknight-combat (en): the combat (combat/*.py, combat_math.py, enemies.py, triggers.py) and the
# card effects resolved by resolvers/{combat_effects,interactive,basic,composite,artifacts,triggered,influence}.py.

## Names used inside other texts

mk-combat-phase = { $phase ->
        [ranged] Ranged & Siege Attack phase
        [block] Block phase
        [damage] Assign Damage phase
       *[attack] Attack phase
    }
mk-combat-element = { $element ->
        [fire] Fire
        [ice] Ice
        [coldfire] Cold Fire
       *[other] physical
    }
mk-combat-part = { $element ->
        [fire] Fire
        [ice] Ice
        [coldfire] Cold Fire
       *[other] physical
    } { $amount }
mk-combat-halved = ({ $parts }) halved
mk-combat-total = { $parts } = { $value }
mk-combat-none = none
mk-combat-sentence = { $text }.
mk-combat-site-generic = site
mk-combat-site-nom = { $site ->
       *[other] { $name }
    }
mk-combat-site-acc = { $site ->
       *[other] { $name }
    }

## Starting a combat and declaring

mk-combat-one-per-turn = You have already taken your action this turn (one combat per turn).
mk-combat-starts = { $player } { $why }: { $enemies }. Ranged & Siege Attack phase.
mk-combat-why-starts = starts a combat
mk-combat-name-cards = Name the cards or units to use, e.g. cards:rage@basic/attack or units:u1@1/block.
mk-combat-nested = A declaration cannot be nested inside another.
mk-combat-not-in-combat = You are not in a combat.

## Attacks

mk-combat-attack-wrong-phase = Attacks are declared in the Ranged & Siege or Attack phase; this is the { $phase }.
mk-combat-choose-targets = Choose the enemies to attack (targets:e1,e2).
mk-combat-already-defeated = { $enemy } ({ $uid }) is already defeated.
mk-combat-summoned-not-attacked = A summoned monster cannot be attacked.
mk-combat-double-fortified = { $enemy } ({ $uid }) is double fortified (its own ability and the site): nothing can target it in the Ranged & Siege phase.
mk-combat-block-in-attack = Block points cannot be used in an attack.
mk-combat-melee-in-ranged = Only Ranged and Siege attacks count in the Ranged & Siege phase ({ $source } gives a normal attack; sideways cards cannot be played in this phase).
mk-combat-fortified-needs-siege = { $enemy } is fortified: only Siege attacks can target it in this phase ({ $source } gives a Ranged attack). Attack it without { $source }, or attack other enemies with it.
mk-combat-verdict = { $total } vs armor { $need } ({ $names }){ $defend }
mk-combat-attack-not-enough = Not enough: { $verdict }. Add more attacks or choose other targets.
mk-combat-attack-done = { $player } attacks: { $verdict }: defeated, +{ $fame } Fame. ({ $parts })
mk-combat-defend-note = { $enemy } +{ $armor } armor (Defend)
mk-combat-defend-notes = {""} [{ $notes }]
mk-combat-why-defeating = for defeating { $enemy }
mk-combat-why-defeating-scouted = for defeating the { $enemy } the Scouts looked at
mk-combat-why-defeating-rampaging = for defeating the rampaging { $enemy }

## Blocks

mk-combat-block-wrong-phase = Blocks are declared in the Block phase; this is the { $phase }.
mk-combat-not-attacking = { $enemy } ({ $uid }) does not attack now. Attacking: { $listing }.
mk-combat-already-blocked = That attack of { $enemy } is already blocked.
mk-combat-not-cumbersome = { $enemy } is not Cumbersome: Move points do not lower its attack.
mk-combat-move-short = You have { $have } Move points, not { $spent }.
mk-combat-cumbersome-spent = spends { $move } Move to lower its attack (Cumbersome)
mk-combat-only-block = Only Block points can block an attack.
mk-combat-enemy-attack = { $element ->
        [fire] Fire
        [ice] Ice
        [coldfire] Cold Fire
       *[other] physical
    } attack { $value }{ $swift ->
        [true] {" "}(Swift: needs double)
       *[other] {""}
    }
mk-combat-lowered-to-zero = { $player }: { $enemy }'s attack is lowered to 0 and counts as blocked. { $notes }
mk-combat-lowered = { $player } { $spent }: { $enemy }'s attack is now { $value }.
mk-combat-block-not-enough = Not enough: block { $total } vs { $attack } = { $need } needed. No partial blocks.
mk-combat-blocked = { $player } blocks { $enemy } ({ $uid }): { $total } vs { $attack }: blocked. ({ $parts })
mk-combat-lower-outside-block = Lowering an enemy attack is part of a block declaration (/mk block).
mk-combat-attack-lowered = { $enemy }'s attack -{ $amount }
mk-combat-say-which-attack = { $enemy } has { $n } attacks: say which (attack:{ $which }).
mk-combat-has-attacks = { $enemy } has attacks { $attacks }.

## Assigning damage

mk-combat-damage-wrong-phase = Damage is assigned in the Assign Damage phase; this is the { $phase }.
mk-combat-no-damage-now = That attack deals no damage now. Still to assign: { $pending }.
mk-combat-deals = { $enemy } ({ $uid }) deals { $damage } { $element ->
        [fire] Fire
        [ice] Ice
        [coldfire] Cold Fire
       *[other] physical
    } damage{ $brutal ->
        [true] {" "}(Brutal)
       *[other] {""}
    }
mk-combat-damage-ignored = { $source }: { $amount } of it ignored
mk-combat-assassination = { $enemy } has Assassination: its damage cannot be assigned to units.
mk-combat-no-units = Units cannot take part in this combat.
mk-combat-no-damage-to-units = No damage can be assigned to units this combat (Into the Heat).
mk-combat-no-such-unit = You have no unit '{ $uid }'.
mk-combat-unit-wounded = { $unit } ({ $uid }) is wounded and cannot be assigned damage.
mk-combat-unit-absorbed = { $unit } ({ $uid }) already absorbed damage in this combat.
mk-combat-damage-absorbed-before = The damage is already absorbed before { $unit } ({ $uid }).
mk-combat-unit-damage-fee = Damage can be assigned to { $unit } only by paying { $need } Influence; you have { $have }.
mk-combat-absorbs-resisted = { $unit } absorbs { $amount } without a wound (resistance)
mk-combat-absorbs-banner = { $unit } absorbs { $amount }; its banner lets it ignore the wound
mk-combat-absorbs-destroyed = { $unit } absorbs { $amount } and is destroyed (Paralyze)
mk-combat-absorbs-wounded = { $unit } absorbs { $amount } and is wounded{ $twice ->
        [true] {" "}twice (Poison)
       *[other] {""}
    }
mk-combat-mist-form = { $player } ignores the first Wound (Mist Form)
mk-combat-hero-wounds = { $player } takes { $n } { $n ->
        [one] Wound
       *[other] Wounds
    }
mk-combat-poison-discard = and { $n } more into the discard pile (Poison)
mk-combat-paralyze-discard = and discards every non-Wound card from hand (Paralyze)
mk-combat-knocked-out = KNOCKED OUT ({ $n } Wounds this combat, hand limit { $limit }): every non-Wound card is discarded

## Phases

mk-combat-no-enemy-attacks = no enemy attacks
mk-combat-all-blocked = every attack is blocked
mk-combat-damage-assigned = damage assigned
mk-combat-now-block = Block phase. Attacking: { $listing }.
mk-combat-now-damage = Assign Damage phase{ $ended }. To assign: { $pending }.
mk-combat-assign-all-first = All damage must be assigned first. Still to assign: { $pending }.
mk-combat-all-defeated = { $why }; every enemy is defeated.
mk-combat-now-attack = { $why }; Attack phase.
mk-combat-none-to-summon = No { $colour } token is left to summon.
mk-combat-summons = { $enemy } ({ $uid }) summons { $summoned } ({ $summoned_uid }).
mk-combat-attack-value = { $value }{ $element ->
        [fire] {" "}Fire
        [ice] {" "}Ice
        [coldfire] {" "}Cold Fire
       *[other] {""}
    }
mk-combat-attacker = { $enemy } ({ $uid }) attack { $values }
mk-combat-pending = { $enemy } ({ $uid }{ $attack ->
        [0] {""}
       *[other] {" "}attack { $attack }
    }) { $value }

## The outcome

mk-combat-over = The combat is over.
mk-combat-over-outcome = The combat is over: { $outcome }.
mk-combat-monastery-burns = the monastery burns; { $player }'s Shield marks it; an Artifact at the end of the turn
mk-combat-monastery-stands = the monastery stands (the defender is discarded)
mk-combat-conquers-tower = { $player } conquers the { $site }; a Spell at the end of the turn
mk-combat-conquers = { $player } conquers the { $site }{ $reward ->
        [later] {" "}(reward at the end of the turn)
       *[other] {""}
    }
mk-combat-assault-fails = the assault fails
mk-combat-assault-fails-withdraw = the assault fails; { $player } withdraws to { $hex }
mk-combat-conquered-before = the { $site } was conquered before: Fame only, no reward
mk-combat-not-conquered = the { $site } is not conquered
mk-combat-city-shields = { $player } puts { $n } { $n ->
        [one] Shield
       *[other] Shields
    } on the city
mk-combat-city-defenders-left = { $n } defender(s) remain; { $player } withdraws to { $hex }
mk-combat-city-conquered = the city is conquered and { $leader } is its leader

## How a combat starts (combat/starts.py)

mk-combat-and = { $first } and { $second }
mk-combat-why-assaults = assaults the { $site } at { $hex }
mk-combat-why-provokes = provokes the rampaging enemies at { $hexes }
mk-combat-why-pursued = is attacked by its pursuers at { $hexes }
mk-combat-why-challenges = challenges { $hexes }
mk-combat-why-challenges-rampaging = challenges the rampaging enemies at { $hexes }
mk-combat-why-enters = enters the { $site }
mk-combat-why-enters-ruins = enters the Ancient Ruins
mk-combat-why-maze-path = takes the { $path }-Move path of the { $site }
mk-combat-why-burns = tries to burn the monastery
mk-combat-why-assaulting = for assaulting a fortified site
mk-combat-why-burning = for trying to burn a monastery
mk-combat-why-altar = at the altar
mk-combat-no-grey-for-keep = No grey token is left to defend the keep.
mk-combat-no-defenders = The { $site } at { $hex } has no defenders to fight.
mk-combat-challenge-needs-combat = Challenging along with a move is only possible when the move starts a combat.
mk-combat-no-rampaging-there = { $hex } holds no rampaging enemy next to you. Adjacent rampaging: { $near }.
mk-combat-name-challenged = Name the rampaging enemies to challenge (targets). Adjacent: { $near }.
mk-combat-not-adventure-site = You are not on an adventure site (dungeon, tomb, monster den, spawning grounds, ruins).
mk-combat-enter-not-yet = Entering the { $site } is not available yet in this version of the bot.
mk-combat-site-conquered = The { $site } is already conquered: there is nothing left to fight.
mk-combat-no-token-here = No { $colour } token is left to fight here.
mk-combat-maze-done = You have already conquered this { $site }.
mk-combat-choose-path = Choose a path (path:{ $paths }): its Move cost.
mk-combat-path-taken = The { $path }-Move path is already taken. Open: { $open }.
mk-combat-path-cost = The { $path }-Move path needs { $path } Move points; you have { $have }.
mk-combat-no-guard = No { $colour } token is left to guard the { $site }.
mk-combat-ruins-empty = These Ancient Ruins are empty: there is nothing left here.
mk-combat-ruins-revealed = { $player } turns up the ruins token: { $token }.
mk-combat-altar-payments = The altar takes { $n } mana: name { $n } payments, e.g. mana:crystal:{ $colour },...
mk-combat-altar-offering = { $player } makes an offering at the altar ({ $paid }).
mk-combat-ruins-no-guard = No enemy token is left to guard these ruins.
mk-combat-burn-where = You can only burn a monastery you stand on (and not a burned one).
mk-combat-no-violet = No violet token is left to defend the monastery.
mk-combat-rested = You rested this turn: no combat.
mk-combat-action-taken = You have already taken your action this turn.

## Lasting effects in the combat (combat/lasting.py) and pursuers (combat/pursuit.py)

mk-combat-rider-wounded = the unit is wounded
mk-combat-counts-twice-vs-swift = counts twice against Swift
mk-combat-no-excess-block = { $card }: no excess Block
mk-combat-excess-block = { $card }: { $n } excess Block: { $effect }
mk-combat-attack-kept = { $card }: Attack { $amount } { $element } kept for the Attack phase
mk-combat-card-destroys = { $card } destroys { $enemy }{ $fame ->
        [0] {""}
       *[other] , Fame +{ $fame }
    }
mk-combat-card-no-effect = { $card }: no effect on { $enemy }
mk-combat-destroyed-all-blocked = { $enemy } is destroyed (all its attacks were blocked){ $fame ->
        [0] {""}
       *[other] , Fame +{ $fame }
    }
mk-combat-damage-first = This attack's damage must go to { $unit } ({ $uid }) first (units:{ $uid }).
mk-combat-why-duel = for winning a duel ({ $skill })
mk-combat-pursuer-up = The pursuing { $enemy } at { $hex } turns back up.
mk-combat-pursuer-moves = The { $enemy } pursuing { $player } moves from { $src } to { $dst }.

## Triggers (triggers.py) and enemies (enemies.py)

mk-combat-no-such-enemy = There is no enemy '{ $uid }' in this combat. Enemies: { $known }.
mk-combat-trigger-fired = { $player } ({ $card }): { $effect }.
mk-combat-trigger-no-enemy-left = { $effect }: no other enemy is left
mk-combat-trigger-name-enemies = { $card }: name the enemy for each enemy defeated (+enemy=<id>[;<id>...]). Enemies left: { $listing }.
mk-combat-unit-bonus-note = { $what } { $bonus } this turn
mk-combat-unit-bonus-notes = {""} ({ $notes })

## Effects that change the combat (resolvers/combat_effects.py)

mk-combat-this = This
mk-combat-used-in-combat = { $what } is used in combat.
mk-combat-trait = { $trait ->
       *[other] { $trait }
    }
mk-combat-no-own-attack = { $enemy } has no attack of its own to change.
mk-combat-several-attacks = { $enemy } has several attacks: say which (attack:{ $which }).
mk-combat-attack-changed = { $enemy } attack { $by } → { $now }
mk-combat-block-in-declaration = { $card }: this Block is used in a block declaration (block enemy:... cards:...).
mk-combat-own-wound-only = Only a unit's own ability wounds that unit (use the unit in a declaration).
mk-combat-units-attack-bonus = your other units' attacks { $bonus } this combat
mk-combat-own-damage-only = Only a unit's own ability can draw damage to that unit.
mk-combat-change-attack-when = An enemy attack can be changed only before the Assign Damage phase.
mk-combat-no-enemy-affected = no enemy affected
mk-combat-before-block-end = This is used before the end of the Block phase.
mk-combat-no-enemy = no enemy
mk-combat-will-be-destroyed = { $enemies } will be destroyed if all its attacks are blocked
mk-combat-no-effect-resistant = no effect on { $enemy } (resistant to the card's colour)
mk-combat-no-effect-arcane = no effect on { $enemy } (Arcane Immunity)
mk-combat-attacks-lose = { $enemies }: attacks lose { $traits } this combat
mk-combat-throws-away-wounds = throws away { $n } { $n ->
        [one] Wound
       *[other] Wounds
    }{ $n ->
        [0] {" "}(none to throw away)
       *[other] {""}
    }
mk-combat-its-block-in-declaration = { $card }: its Block is used in a block declaration.
mk-combat-if-block-succeeds = if the block succeeds: { $effect }
mk-combat-after-block = after the block: { $effect }
mk-combat-possess-when = An enemy can be possessed only before the Assign Damage phase.
mk-combat-possess-arcane = { $enemy } has Arcane Immunity: it cannot be possessed.
mk-combat-value-element = { $value } { $element }
mk-combat-possessed = { $enemy } does not attack; in the Attack phase you get Attack { $attack } against other enemies
mk-combat-card-name-enemy = { $card }: name the enemy (enemy:<id>). Enemies in this combat: { $listing }.
mk-combat-name-enemy = Name the enemy (enemy:<id>). Enemies in this combat: { $listing }.
mk-combat-ability-used = { $unit } has already used its ability { $index } in this activation.
mk-combat-ability-in-declaration = { $unit }'s ability { $index } ({ $effect }) is used inside an attack or block declaration (units:{ $item }).
mk-combat-ability-choose = { $unit }'s ability { $index }: choose one of { $listing }.
mk-combat-ability-not-yet = { $unit }'s ability { $index } ({ $effect }) is not available yet in combat.
mk-combat-ability-before-damage = This ability is used before the Assign Damage phase.
mk-combat-activates = { $player } activates { $unit }: { $effect }
mk-combat-activate-option = Activate { $unit } ({ $uid }): { $effect }
mk-combat-must-damage-first = { $enemy }'s attack must damage { $unit } first
mk-combat-unit-no-effect = no effect (Arcane Immunity or resistance to the mana's colour)
mk-combat-fortified-not-target = { $enemy } is fortified: this ability cannot target it.
mk-combat-does-not-attack = { $enemy } does not attack this combat
mk-combat-loses = { $enemy } loses { $traits } this combat

## Card effects: Move, Influence, mana, Attack and Block points (resolvers/basic.py)

mk-combat-nothing = nothing
mk-combat-colour = { $colour }
mk-combat-die-colour = { $colour }
mk-combat-only-in-combat = { $effect } can only be used in combat.
mk-combat-inside-declaration = { $effect } is used inside a declaration: attack with it (attack targets:... cards:...) or block with it (block enemy:... cards:...).
mk-combat-bonus-needs-block = { $source }: this bonus needs a block declaration against one enemy.
mk-combat-trait-block = +{ $n } Block ({ $enemy }'s abilities, attack colours and resistances)
mk-combat-choose-colour = Choose a colour: { $param }:<{ $colours }>.
mk-combat-name-die-colours = Name { $n } { $n ->
        [one] colour
       *[other] colours
    } for the { $n ->
        [one] die
       *[other] dies
    } (any but gold), e.g. colours:{ $example }.
mk-combat-source-dice-left = The Source has only { $n } die left to take.
mk-combat-dice-set = sets Source dice to { $colours } and gains { $n } mana { $n ->
        [0] token
        [one] token
       *[other] tokens
    }
mk-combat-copy-needs-target = { $card } needs a target Action card (target:<card>). You can target: { $choices }.
mk-combat-copy-cannot-target = { $card } cannot target '{ $target }'. You can target: { $choices }.
mk-combat-copied = with { $card } powered (+{ $bonus }): { $effect }
mk-combat-gain-move = Move { $n } (now { $now } Move points)
mk-combat-gain-influence = Influence { $n } (now { $now } Influence points)
mk-combat-gain-reputation = Reputation { $n } (now { $now })
mk-combat-draws = draws { $n } { $n ->
        [one] card
       *[other] cards
    }
mk-combat-gains-token = gains a { $colour } mana token
mk-combat-gains = gains { $what }
mk-combat-pays-and-gains = pays { $paid } and gains { $got }
mk-combat-extra-die = may use { $n } more Source die this turn{ $black ->
        [true] {" "}(a black die counts as any colour)
       *[other] {""}
    }
mk-combat-move-card-bonus = { $which ->
        [all] further Move cards get +1
       *[next] the next Move card gets +1
    }
mk-combat-may-harvest = may harvest crystals while moving (move ... harvest:<card>)
mk-combat-space-discount = one space of your next move costs 1 less (not below 2)
mk-combat-choose-terrain = Choose the terrain to make cheaper: terrain:<{ $terrains }>.
mk-combat-terrain-discount = { $terrain ->
       *[other] { $name }
    } costs 1 less Move this turn (not below 2)
mk-combat-may-return = may come back to hand at the end of the turn
mk-combat-effect-not-here = The effect '{ $effect }' is not available here.

## Interaction bonuses (resolvers/influence.py), triggers (resolvers/triggered.py), artifacts (resolvers/artifacts.py)

mk-combat-interaction-bonus-later = { $what ->
        [fame] Fame
       *[other] Reputation
    } +{ $n } when you interact this turn
mk-combat-interacts = { $player } interacts: { $effect }.
mk-combat-recruit-discount = the next unit recruited this turn costs { $n } Influence less
mk-combat-ready-units-for = this turn { $rate } Influence per level readies a Spent level I-II unit ({ $card }@spend/ready-low-unit+points=<n>+unit=<id>)
mk-combat-ready-low-only = Only level I and II units can be readied this way (at most { $n } levels).
mk-combat-name-spent-unit = Name a Spent unit of level { $level } or lower (+unit=<id>): { $listing }.
mk-combat-never-here = ({ $effect }: never, here)
mk-combat-trigger-caught-up = { $effect } ({ $done })
mk-combat-crystal-for-defeat = This crystal comes for an enemy you defeat (Soul Harvester).
mk-combat-no-crystal-summoned = no crystal for the summoned { $enemy }
mk-combat-soul-harvester-crystal = Soul Harvester's crystal: +crystal=<red|blue|green|white> after the card in cards:.
mk-combat-crystal-for-enemy = for { $enemy }: { $got }
mk-combat-name-discards = Name the cards to discard for { $each } each (after the card in cards: +discards=<card>;<card>... or +discards=none). You can discard: { $choices }.
mk-combat-cannot-discard = You cannot discard '{ $card }'. You can discard: { $choices }.
mk-combat-discards-nothing = discards nothing
mk-combat-discards-for = discards { $cards }: { $effects }
mk-combat-gold-roll = A gold roll gives a crystal of a basic colour: more:gold=<{ $colours }>.
mk-combat-why-black-roll = (a black roll)
mk-combat-fame-plus = Fame +{ $n }
mk-combat-crystal-later = a crystal of your choice at the end of the turn
mk-combat-rolls = rolls { $face }
mk-combat-rolls-got = rolls { $faces }: { $got }
mk-combat-every-unit-not-yet = '{ $effect }' for every unit is not available yet.
mk-combat-every-unit-change = { $kind ->
        [unit_ready] readied
        [unit_heal] healed
       *[other] { $effect } this turn
    }
mk-combat-every-unit = every unit { $what } ({ $units })
mk-combat-every-unit-none = every unit { $what } (you have no unit)
mk-combat-units-only-through = '{ $kind }' applies to units through a banner or 'each of your units'.
mk-combat-separate-blocks-where = { $card }'s separate Blocks are used in block declarations (block enemy:...).
mk-combat-separate-blocks-one = { $card }'s Blocks are separate: only one of them goes into a declaration.
mk-combat-separate-block = Block { $value }{ $element ->
        [physical] {""}
       *[other] {" "}{ $element }
    }
mk-combat-separate-block-more = { $block }; { $n } more for other attacks ({ $card }@later)
mk-combat-card-effect-not-yet = '{ $effect }' is not available yet as a card effect.
mk-combat-name-offer-unit = Name the unit to take from the Unit offer (unit:<id>): { $listing }.
mk-combat-takes-offer-unit = takes { $unit } ({ $uid }) from the Unit offer for free

## Composite effects (resolvers/composite.py)

mk-combat-through-not-yet = the { $how } effect of { $card } is not available yet in this version of the bot
mk-combat-not-through = { $card } cannot be used through another card ({ $kind })
mk-combat-through-refused = { $card }: { $problem }.
mk-combat-choose-card-mode = { $outer }: choose the mode of { $card }: { $listing }.
mk-combat-times = { $n } x ({ $effect })
mk-combat-used-through = { $card } { $how }{ $paid }: { $done }
mk-combat-throws-away = throws away { $card }
mk-combat-uses-thrown = This uses the Action card thrown away just before (throw:<card>).
mk-combat-uses = uses { $what }
mk-combat-needs-discard = { $card } needs a card to discard (discard:<card>). You can discard: { $choices }.
mk-combat-discards-colourless = discards { $card } (no colour: nothing more)
mk-combat-two-colours = { $card } has two colours: more:as_colour=<{ $colours }>.
mk-combat-discards-colour = discards { $card } ({ $colour }): { $effect }
mk-combat-choose-from-offer = Choose a{ $colour ->
        [any] {""}
       *[other] {" "}{ $colour }
    } { $offer ->
        [spell] Spell
       *[other] Advanced Action
    } in the offer to use (more:use=<card>). Possible: { $choices }.
mk-combat-use-how = Use the card's basic or powered effect: more:use_how=<basic|powered>.
mk-combat-uses-from-offer = uses { $what } (from the { $offer ->
        [spell] Spell
       *[other] Advanced Action
    } offer)
mk-combat-nothing-to-regain = no crystal spent this turn to regain
mk-combat-regains = regains { $crystals }
mk-combat-a-crystal = a { $colour } crystal
mk-combat-special-dice-any = gold and black Source dice count as any basic colour this turn
mk-combat-spell-powered-night = { $card }: a Spell's powered effect is used only at Night.
mk-combat-cast-from-offer = { $card }: discard a card and name a Spell of its colour in the offer (discard:<card> more:use=<spell>). Possible: { $listing }.
mk-combat-discards-and-casts = discards { $card } and uses { $what } (from the Spell offer)
mk-combat-name-common-skill = Name a Skill of the Common Skill offer to use now (skill:<id>): { $listing }.
mk-combat-twice = twice ({ $effect })
mk-combat-uses-skill = uses the skill { $skill }: { $done }
mk-combat-offer-empty = none (the offer is empty)
mk-combat-name-skill-to-take = Name the Skill to take from the Common Skill offer (skill:<id>): { $listing }.
mk-combat-takes-skill = takes the skill { $skill } from the Common Skill offer
mk-combat-box-nothing-revealed = The Mysterious Box has no revealed Artifact to be used as this turn.
mk-combat-box-used-as = the Mysterious Box is used as { $what }; Fame +1 (now { $fame })
mk-combat-box-already = A Mysterious Box has already revealed an Artifact this turn.
mk-combat-artifact-deck-empty = The Artifact deck is empty: there is nothing to reveal.
mk-combat-box-reveals = reveals { $card } from the Artifact deck; the Box may be used as its { $how } effect this turn ({ $effect }): { $later }

## Interactive spells (resolvers/interactive.py)

mk-combat-crystal-colour = { $colour }
mk-combat-choose-colour-for = Choose the colour { $what ->
        [wounds] whose crystals wound their owners
       *[other] of the cards the others must discard
    } (colour:red|blue|green|white).
mk-combat-rival-unit = { $uid } ({ $player }'s { $unit })
mk-combat-not-rival-unit = { $uid } is not a ready unit of level { $level } or lower of another player. You may spend one per player (more:rival_units=<id>,...): { $listing }.
mk-combat-one-per-rival = Only one unit per other player may be spent.
mk-combat-no-rival-spent = no other player's unit is spent
mk-combat-owned-unit = { $player }'s { $unit }
mk-combat-spends-rivals = spends { $units }
mk-combat-readied-no-wound = the readied unit has no Wound to heal
mk-combat-too = { $what } too
mk-combat-crystal-to-keep = The crystal you would like to keep: colour:red|blue|green|white.
mk-combat-no-crystal-wound = { $player } has no crystal and takes a Wound
mk-combat-loses-crystals = { $player } loses { $colours }
mk-combat-no-rival-affected = no other player is affected
mk-combat-keeps-crystal = { $player } keeps a { $colour } crystal
mk-combat-takes-wounds = { $player } takes { $n } Wound(s)
mk-combat-crystal-wounds = { $colour }: { $parts }
mk-combat-nobody-owns-crystal = nobody owns such a crystal
mk-combat-gains-crystals = { $player } gains { $n } { $colour } crystal(s)
mk-combat-name-die-to-claim = Name a basic-colour die in the Source to claim (die:<colour>): { $dice }.
mk-combat-claims-die-now = claims the { $colour } die and takes { $n } { $colour } mana token(s) now (the die is out of reach until the end of the round)
mk-combat-claims-die-later = claims the { $colour } die: a { $colour } mana token at each of their later turns this round (the die is out of reach until the end of the round)
mk-combat-curse-needs-claim = Mana Curse needs the die claimed in the same effect.
mk-combat-curse = until the end of the round, another player using { $colour } mana in a turn takes a Wound
mk-combat-claimed-token = { $player } takes a { $colour } mana token from the claimed die.
mk-combat-player-gains = { $player } gains { $what }
mk-combat-no-cards = no cards
mk-combat-shows-hand = { $player } has no { $colour } Action or Spell card and shows their hand to { $caster }.
mk-combat-their-hand = { $player }'s hand: { $cards }.
mk-combat-chooses-discard = { $player } chooses a { $colour } card to discard (/mk respond)
mk-combat-rival-discards = { $player } discards { $card }.
mk-combat-answer-with = Answer with respond card:<id>, one of: { $choices }.
mk-combat-answers-mind-read = { $player } answers { $caster }'s Mind Read
mk-combat-keeps-none = { $player } keeps none of the discarded cards
mk-combat-keeps-stolen = { $player } keeps { $owner }'s { $card } (Mind Steal)
mk-combat-respond-option = { $verb ->
        [discard] Discard
       *[other] Keep
    } { $card }
mk-combat-keep-none-option = Keep none of the discarded cards
mk-combat-must-discard-for = { $player } must discard a { $colour } Action or Spell card for { $caster }'s Mind Read (/mk respond)
mk-combat-may-keep-stolen = { $player } may keep one of the cards discarded to Mind Steal (/mk respond)
