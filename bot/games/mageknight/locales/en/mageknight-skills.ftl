# Mage Knight: using hero skills (skills/use.py, resolvers/skills.py), in English.

mk-skill-name = { $id ->
   *[other] { $name }
}
mk-skill-ability = { $ability ->
   *[other] { $name }
}

## Refusals before a skill is used

mk-skill-heal-unit-choose = Choose a wounded unit of level { $level } or lower (unit:<id>): { $listing }.
mk-skill-no-such = There is no skill '{ $id }'. Your skills: { $skills }.
mk-skill-not-yours = You do not have { $skill }. Your skills: { $skills }.
mk-skill-not-available = Using { $skill } is not available yet in this version of the bot.
mk-skill-passive = { $skill } works by itself: there is nothing to use. { $how }
mk-skill-passive-bonds = It is one more Command token: recruit a unit into it with bond:yes (5 Influence less); that unit cannot be disbanded and may be used even where units cannot.
mk-skill-face-down = { $skill } is face down until the next round.
mk-skill-used-this-turn = { $skill } has already been used this turn.
mk-skill-turn-ending = Your turn is ending: skills can no longer be used.
mk-skill-motivation-used = You used a Motivation skill this round: no other Motivation until then.
mk-skill-wrong-time = { $skill } is used { $when ->
        [combat] in combat
        [no_combat] outside combat
        [interaction] during an interaction
        [not_interaction] outside an interaction
        [block_phase] in the Block phase of a combat
        [attack_phase] in the Attack phase of a combat
        [ranged_or_attack_phase] in the Ranged & Siege or the Attack phase of a combat
       *[other] in your turn
    }; { $why }.
mk-skill-when-not-in-combat = you are not in a combat
mk-skill-when-in-combat = you are in a combat
mk-skill-when-not-interacting = you are not interacting
mk-skill-when-interacting = you are interacting
mk-skill-when-phase = this is the { $phase } phase
mk-skill-combat-points = { $skill } gives combat points: name it in an attack or block declaration (e.g. attack targets:e1 cards:... skills:{ $id }).
mk-skill-choose-mode = { $skill }: choose one mode (mode:<name>): { $modes }.
mk-skill-no-mode = { $skill } has no mode '{ $mode }'. Its modes: { $modes }.
mk-skill-effect-not-available = { $skill }: '{ $effect }' is not available yet in this version of the bot.

## Using a skill

mk-skill-uses = { $player } uses the skill { $skill }: { $detail }
mk-skill-in-declaration = { $skill }: { $detail }
mk-skill-ignore-reputation = ignores every effect of their Reputation this turn
mk-skill-flipped-down = turns the skill face down
mk-skill-wounds-needed = { $skill }: you need { $n ->
        [one] { $n } Wound
       *[other] { $n } Wounds
    } in hand to throw away (you have { $have }).
mk-skill-wounds-thrown = throws away { $n ->
        [one] { $n } Wound
       *[other] { $n } Wounds
    }
mk-skill-sideways-waiting = A sideways-value skill is already waiting for its card this turn.
mk-skill-sideways-value = one card played sideways gives +{ $n } instead of +1 (the next card you play sideways this turn)
mk-skill-sideways-next = { $effect } (the next card you play sideways this turn)
mk-skill-polarize-waiting = { $skill }: a converted mana is already waiting this turn.
mk-skill-polarize-next = { $effect } (the next time you pay that mana this turn)
mk-skill-name-enemy = { $skill }: name the enemy (enemy:<id>): { $enemies }.
mk-skill-name-enemy-but = { $skill }: name the enemy (enemy:<id>): { $enemies }. Not possible: { $others }.
mk-skill-enemy-armor = { $enemy }'s Armor { $by } → { $now }
mk-skill-explore-discount = exploring a tile costs { $n } Move less this turn
mk-skill-owner-gains = { $owner } gains { $what }
mk-skill-in-combat-only = { $skill } is used in combat.
mk-skill-shield-waiting = { $source } already waits for an attack to soften.
mk-skill-this-turn = { $effect } this turn
mk-skill-fame = Fame +{ $n }
mk-skill-no-other-motivation = no other Motivation until the next round
mk-skill-choose-colour = { $skill }: choose a colour: { $param }:<{ $choices }>.
mk-skill-gives-in-declaration = { $skill } gives { $effect }: name it in an attack or block declaration (skills:{ $id }).
mk-skill-in-attack-declaration = { $skill } is named in an attack declaration (attack targets:...).
mk-skill-in-block-declaration = { $skill } is named in a block declaration (skills:{ $id }).
mk-skill-targets = { $effect }: { $n ->
        [one] { $n } target
       *[other] { $n } targets
    }
mk-skill-nothing-revealed = nothing revealed
mk-skill-enemy-at = { $enemy } at { $hex }
mk-skill-no-hidden-defender = no hidden defender
mk-skill-revealed = reveals { $enemies } within { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    }
mk-skill-gains = gains { $what }
mk-skill-ready-choose = Choose a spent unit of level { $level } or lower (unit:<id>): { $units }.
mk-skill-readies = readies { $unit }
mk-skill-discard-choose = { $skill }: discard { $what ->
        [wound] a Wound
        [non_wound] a non-Wound card
       *[other] a card
    } from your hand (discard:<card>): { $cards }.
mk-skill-none-in-hand = none in hand
mk-skill-discards = discards { $card }

## Tokens in the centre of the table, mana skills

mk-skill-centre-no-token = There is no such token to return in the centre. Now: { $tokens }.
mk-skill-centre-own = { $skill } is your own token: another player may return it.
mk-skill-centre-when = { $skill } can be returned { $when ->
        [combat] in combat
        [no_combat] outside combat
        [interaction] during an interaction
        [not_interaction] outside an interaction
        [block_phase] in the Block phase of a combat
        [attack_phase] in the Attack phase of a combat
        [ranged_or_attack_phase] in the Ranged & Siege or the Attack phase of a combat
       *[other] in your turn
    }. Now: { $tokens }.
mk-skill-centre-returned = { $player } returns { $owner }'s { $skill } from the centre: { $detail }
mk-skill-centre-returned-ownerless = { $player } returns its owner's { $skill } from the centre: { $detail }
mk-skill-crystal-from-token = a crystal of a colour on the token when it comes back
mk-skill-no-crystal-no-colour = no crystal (no colour)
mk-skill-no-token-on-it = no mana token on it
mk-skill-mana-token = a { $colour } mana token
mk-skill-no-die-rerolled = no die rerolled
mk-skill-reroll-choose = { $skill }: reroll a Source die (die:<{ $choices }>) or none.
mk-skill-rerolled = rerolls a { $colour } Source die: { $now }
mk-skill-extra-die-choose = { $skill }: take a basic-colour Source die (die:<{ $choices }>).
mk-skill-extra-die = takes an extra { $colour } die from the Source
mk-skill-no-basic-die = no basic-colour die in the Source: no crystal
mk-skill-source-colour-choose = { $skill }: choose the colour of a Source die (colour:<{ $choices }>).

## Shapeshift, Dueling, Master of Chaos, Puppet Master

mk-skill-shapeshift-choose = { $skill }: name a Basic Action in your hand and what it gives: { $choices }.
mk-skill-shapeshifted = { $card } gives { $to ->
        [move] Move
        [attack] Attack
        [block] Block
       *[other] { $to }
    } instead, when played next
mk-skill-duel = a duel with { $enemy }: Attack 1 against it in the Attack phase, Fame +{ $fame } if no unit takes part
mk-skill-wheel-gold = { $skill }: the wheel reaches gold: choose one: { $modes }.
mk-skill-wheel-moves = the wheel moves to { $colour }: { $detail }
mk-skill-none-defeated = none defeated yet
mk-skill-keep-choose = { $skill }: name a defeated enemy to keep (enemy:<id>): { $enemies }.
mk-skill-kept = keeps the token of { $enemy }
mk-skill-kept-in-declaration = { $skill }: a kept token gives Attack or Block: name it in a declaration (skills:{ $id }@use-kept-enemy+kept=<enemy>).
mk-skill-none-kept = none kept
mk-skill-kept-choose = { $skill }: name a kept enemy token (+kept=<enemy>): { $kept }.
mk-skill-kept-block = Block { $n }{ $element ->
        [physical] {""}
       *[other] {" "}{ $element }
    }
mk-skill-kept-no-attack = { $skill }: { $enemy } has no attack of its own to copy.
mk-skill-kept-attack = Attack { $values }
mk-skill-kept-discarded = discards the kept { $enemy }: { $detail }

## Skills changing enemies and combat points

mk-skill-name-attacker = { $skill }: name the attacking enemy (enemy:<id>): { $enemies }.
mk-skill-which-attack = { $skill }: attack:{ $choices }.
mk-skill-enemy-attack-raised = { $enemy } ({ $uid }) attack +{ $n } → { $now }
mk-skill-bonus-nothing-more = nothing more (+{ $n } { $to }: name { $id } in { $to ->
        [block] a block declaration with a Block
       *[other] an attack declaration with an Attack
    } to add it)
mk-skill-bonus-where = { $skill } adds to a { $to ->
        [block] Block
       *[other] Attack
    } played this phase: name it in { $to ->
        [block] a block declaration with a Block
       *[other] an attack declaration with an Attack
    }.
mk-skill-bonus-added = +{ $n } to { $source }'s { $to ->
        [block] Block
        [ranged_attack] Ranged Attack
       *[other] Attack
    }
mk-skill-fly-action-taken = { $skill } is movement: your turn's action ({ $action }) is already taken.
mk-skill-unit-bonus-where = { $skill } adds to a unit's { $to ->
        [block] Block
        [ranged_attack] Ranged Attack
       *[other] Attack
    }: name it in the declaration that activates the unit (units:<unit> skills:{ $id }@<mode>).
mk-skill-unit-bonus-none = { $skill }: no unit in this declaration gives { $to ->
        [block] Block
        [ranged_attack] Ranged Attack
       *[other] Attack
    }.
mk-skill-no-other-hero = no other hero
mk-skill-no-hero-for-wound = no other hero to take the Wound
mk-skill-wound-to-nearest = { $n } of them goes into { $player }'s hand (the nearest hero)
mk-skill-arcane-immune = Arcane Immune
mk-skill-fortified-in-ranged = fortified, in the Ranged and Siege phase
mk-skill-targets-enemy = { $skill } targets an enemy: it is used in combat.
mk-skill-lose-choose = { $skill }: say what { $enemy } loses (more:lose=<{ $choices }>).
mk-skill-nothing-to-lose = nothing to lose
mk-skill-loses = loses { $ability } for this combat
mk-skill-attack-becomes = its attack { $n } becomes { $element ->
        [physical] Physical
        [fire] Fire
        [ice] Ice
       *[other] { $element }
    } for this combat
mk-skill-armor-change = Armor { $by } → { $now }
mk-skill-armor-unchanged = no resistance: Armor unchanged
mk-skill-attacks-say-which = { $skill }: { $enemy } has { $n } attacks: say which (attack:{ $choices }).
mk-skill-attack-change = attack { $by } → { $now }
mk-skill-enemy-changed = { $enemy } ({ $uid }): { $changes }

## Turning a skill face up again (Lost Legion)

mk-skill-flip-not-flip-back = { $skill } is not a flip-back skill.
mk-skill-flip-face-up = { $skill } is face up.
mk-skill-flip-already = { $skill } was already turned face up this turn.
mk-skill-flip-turn-ending = Your turn is ending.
mk-skill-flip-when = { $skill } is turned face up { $cond ->
        [on_rest] in a turn you spend resting (rest first)
        [pay_green_mana] by paying 1 green mana
       *[as_action] as the action of your turn (not in a turn you rest, nor after another action)
    }.
mk-skill-flip-no-such = You have no skill '{ $id }'. Your skills: { $skills }.
mk-skill-flipped-up = { $player } turns { $skill } face up again ({ $how ->
        [on_rest] resting
        [as_action] as the action of the turn
        [pay_green_mana] pays { $paid }
       *[other] {""}
    })

## Options

mk-skill-option-flip-back = Skill { $skill } flip:back
mk-skill-option = Skill { $skill }{ $params }
mk-skill-option-centre = Skill { $skill } from the centre{ $params }
