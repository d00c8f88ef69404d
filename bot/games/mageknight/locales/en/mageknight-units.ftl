# mageknight-units (en): units and banners (units.py, banners.py, combat/unit_use.py, resolvers/banners.py).

## Units in combat declarations

mk-unit-ability-number = '{ $item }': the ability is a number (1 = the card's first line).
mk-unit-max-in-combat = Only { $n } unit may take part in this combat.
mk-unit-wounded-cannot-act = { $unit } ({ $uid }) is wounded: only a ready, unwounded unit can act.
mk-unit-spent-until-round = { $unit } ({ $uid }) is spent until the next round.
mk-unit-several-abilities = { $unit } has several abilities: say which (e.g. { $example }). { $listing }
mk-unit-abilities-range = { $unit } has abilities 1-{ $n }. { $listing }
mk-unit-abilities = Abilities: { $listing }.
mk-unit-not-in-declaration = { $unit }'s ability { $index } ({ $effect }) cannot be used in a declaration in this version of the bot.
mk-unit-way = { $way } ({ $effect })
mk-unit-ability-choice = { $unit }'s ability { $index } is a choice: { $ways }.
mk-unit-no-such-mode = { $unit }'s ability { $index } has no '{ $mode }' mode: { $modes }.
mk-unit-paying = {""} paying { $mana }
mk-unit-fee-paid = {""} and { $n } Influence
mk-unit-why-banner = for { $unit }'s banner
mk-unit-shock-bonus = {""} +{ $n } (other units' bonus)
mk-unit-used = { $unit } ({ $uid }): { $effect }{ $paid }
mk-unit-assault-fee = { $unit } needs { $need } Influence to fight in an assault; you have { $have }.

## Units (units.py)

mk-unit-no-such-unit = You have no unit '{ $uid }'. Your units: { $owned }.
mk-unit-status = { $spent ->
        [true] spent
       *[other] ready
    }{ $wounds ->
        [0] {""}
        [1] , wounded
       *[other] , wounded x{ $wounds }
    }
mk-unit-disbands = { $player } disbands { $unit }
mk-unit-disbands-banner = { $player } disbands { $unit }; its banner { $banner } goes to the discard pile
mk-unit-token-free = You have a free Command token: no unit needs to be disbanded ({ $used } of { $tokens } used).
mk-unit-tokens-in-use = All your { $tokens } Command tokens are in use: name a unit to disband (disband:<unit>): { $owned }{ $bond ->
        [true] {" "}(or recruit it into Bonds of Loyalty: bond:yes)
       *[other] {""}
    }.
mk-unit-bonded-stays = { $unit } is bound by Bonds of Loyalty: it cannot be disbanded.
mk-unit-no-bonds = You do not have Bonds of Loyalty: leave bond out.
mk-unit-bonds-taken = Bonds of Loyalty already holds { $unit }: leave bond out.
mk-unit-bonds-no-disband = A unit recruited into Bonds of Loyalty needs no unit disbanded.
mk-unit-during-your-turn = Unit abilities are used during your turn.
mk-unit-wounded-heal-first = { $unit } is wounded: heal it before it can be activated.
mk-unit-spent-or-ready = { $unit } is spent until the next round (or a Ready effect).
mk-unit-abilities-list = { $unit } has abilities 1-{ $n } ({ $listing }).
mk-unit-pay-mana = {""} (pay { $colour } mana)
mk-unit-turn-ending = The end of your turn has begun: no more unit activations.
mk-unit-ability-combat-only = { $unit }'s ability { $index } ({ $effect }) is used in combat, inside an attack or block declaration.
mk-unit-ability-not-yet-outside = { $unit }'s ability { $index } ({ $effect }) is not available yet outside combat.
mk-unit-name-ready-target = Name a spent unit of level { $level } or lower to ready (target:<unit>). Possible: { $listing }.
mk-unit-mana-token = a { $colour } mana token
mk-unit-readies = readies { $unit }
mk-unit-reputation-only-interaction = (Reputation +{ $n } only when used during an interaction)
mk-unit-reputation-interaction = Reputation +{ $n } for the interaction (now { $now })
mk-unit-effect-not-yet-outside = The effect '{ $kind }' is not available yet outside combat.
mk-unit-no-healing-in-combat = Healing is not allowed during combat (§4.8, §7): heal after the combat, later in this turn (Wounds taken in the combat can be healed then).
mk-unit-no-wound-left = { $unit } has no Wound left to heal (named { $n } { $n ->
        [one] time
       *[other] times
    }).
mk-unit-heal-cost = Healing { $unit } costs { $cost } Heal points (its level); only { $left } left.
mk-unit-heals = heals { $unit }
mk-unit-wounds-from-hand = throws away { $n } { $n ->
        [one] Wound
       *[other] Wounds
    } from hand
mk-unit-nothing-to-heal = nothing to heal
mk-unit-heal = Heal { $points }: { $done }{ $unused ->
        [0] {""}
        [one] {" "}({ $unused } point unused)
       *[other] {" "}({ $unused } points unused)
    }
mk-unit-upkeep-not-yet = Paying '{ $upkeep }' is not available yet.
mk-unit-upkeep-paid = { $player } pays a { $colour } crystal to keep { $unit } (upkeep).
mk-unit-upkeep-unpaid = { $disbanded } (no crystal for its upkeep).


## Banner and one-unit effects (resolvers/banners.py)

mk-unit-banner-from-hand = { $banner } must be played from your hand to be attached.
mk-unit-banner-waits = { $banner } waits for a unit recruited this turn (it takes the place of a Command token)
mk-unit-banner-name-unit = Name the unit that takes { $banner } (unit:<unit>; or the banner action { $action }). Your units: { $listing }.
mk-unit-one-unit-not-yet = '{ $effect }' for one unit is not available yet.
mk-unit-name-unit = Name the unit (unit:<unit>). Your units: { $listing }.
mk-unit-resistance-word = { $element ->
        [fire] Fire
        [ice] Ice
        [physical] Physical
        [coldfire] Coldfire
       *[other] { $element }
    }
mk-unit-has-resistance = { $unit } has { $resistances } resistance this turn
mk-unit-no-damage-combat-only = No damage to units is a combat effect: play it in a combat.
mk-unit-no-damage-this-combat = no damage can be assigned to units this combat
mk-unit-wounds-thrown-at-end = at the end of the turn the Wounds received this turn are thrown away
mk-unit-inside-banner = '{ $kind }' is what a banner gives the unit carrying it.


## Banners (banners.py)

mk-unit-player-does = { $player } { $what }
mk-unit-banner-not-in-hand = '{ $card }' is not in your hand. Banners in hand: { $banners }.
mk-unit-not-a-banner = { $card } is not a banner: only banners are assigned to units.
mk-unit-banner-does-more = { $banner }'s basic effect does more than attach it: play it basic ({ $action }).
mk-unit-banner-not-yet = { $banner }'s effect on a unit is not available yet in this version of the bot.
mk-unit-banner-recruited-only = { $banner } goes only to a unit recruited this turn ({ $unit } was not). Recruited this turn: { $listing }.
mk-unit-assigns = assigns { $banner } to { $unit }
mk-unit-assigns-replacing = assigns { $banner } to { $unit }; { $old } goes to the discard pile
mk-unit-assigns-unit-lost = assigns { $banner } to { $unit }; it loses { $old } and is removed from the game (both banners go to the discard pile)
mk-unit-banner-for-token = { $player } { $what } in place of a Command token.
mk-unit-banner-turn-ending = The end of your turn has begun: no more banner abilities.
mk-unit-no-banner = { $unit } carries no banner (ability:0 is the ability of its banner).
mk-unit-banner-outside-combat = { $banner } readies its unit only outside combat.
mk-unit-banner-face-down = { $banner } is face down: it was used this round.
mk-unit-banner-readies = { $player } flips { $banner } face down and readies { $unit }
mk-unit-banner-passive = { $banner } has no ability to activate: it works by itself.
mk-unit-banner-phase = { $banner } is used in the { $phase } of a combat.
mk-unit-must-be-ready-for = { $unit } must be ready and unwounded to be spent for { $banner }.
mk-unit-fear-name-attack = Name the enemy attack { $banner } cancels (mode:<enemy>[:<attack>]; not Arcane Immune enemies): { $choices }.
mk-unit-why-for = for { $banner }
mk-unit-fear-used = { $player } spends { $unit } for { $banner }: { $enemy }'s attack is cancelled{ $fame ->
        [0] {""}
       *[other] ; Fame +{ $fame }
    }
mk-unit-protection-throws = { $player } throws away { $n } { $n ->
        [one] Wound
       *[other] Wounds
    } received this turn (Banner of Protection).
