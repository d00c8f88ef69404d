# Mage Knight: what effects do (cards, skills, units, sites, tactics, rewards), in our own words (en).
# One message per effect kind of bot/games/mageknight/effects (see effects/vocabulary.py, "Words"):
# $v is the kind's value, each parameter comes by its name, $signed is the value with its sign (+2),
# { $with_<p> } is where an optional parameter's words go (mk-fx-<kind>-with-<p>, or nothing).

## reading effects together

mk-fx-join-and = { $a }; { $b }
mk-fx-join-or = { $a } or { $b }
mk-fx-join-slash = { $a } / { $b }
mk-fx-join-list = { $a }/{ $b }

## attacks and blocks: element and type

mk-fx-attack = { $type ->
    [ranged] { $element ->
        [fire] Fire Ranged Attack
        [ice] Ice Ranged Attack
        [coldfire] Cold Fire Ranged Attack
       *[physical] Ranged Attack
    }
    [siege] { $element ->
        [fire] Fire Siege Attack
        [ice] Ice Siege Attack
        [coldfire] Cold Fire Siege Attack
       *[physical] Siege Attack
    }
   *[melee] { $element ->
        [fire] Fire Attack
        [ice] Ice Attack
        [coldfire] Cold Fire Attack
       *[physical] Attack
    }
} { $v }
mk-fx-block = { $element ->
    [fire] Fire Block
    [ice] Ice Block
    [coldfire] Cold Fire Block
   *[physical] Block
} { $v }

## words of list values (red/blue, hills/forest …)

mk-fx-colour-red = red
mk-fx-colour-blue = blue
mk-fx-colour-green = green
mk-fx-colour-white = white
mk-fx-colour-gold = gold
mk-fx-colour-black = black
mk-fx-colour-any-basic = any basic colour
mk-fx-colour-any = any colour
mk-fx-element-physical = physical
mk-fx-element-fire = Fire
mk-fx-element-ice = Ice
mk-fx-element-coldfire = Cold Fire
mk-fx-resistance-physical = physical
mk-fx-resistance-fire = fire
mk-fx-resistance-ice = ice
mk-fx-attack-type-melee = melee
mk-fx-attack-type-ranged = ranged
mk-fx-attack-type-siege = siege
mk-fx-word-plains = plains
mk-fx-word-hills = hills
mk-fx-word-forest = forest
mk-fx-word-wasteland = wasteland
mk-fx-word-desert = desert
mk-fx-word-swamp = swamp
mk-fx-word-lake = lake
mk-fx-word-mountain = mountain
mk-fx-word-swift = swift
mk-fx-word-brutal = brutal
mk-fx-word-poison = poison
mk-fx-word-paralyze = paralyze
mk-fx-word-vampiric = vampiric
mk-fx-word-assassination = assassination
mk-fx-word-cumbersome = cumbersome
mk-fx-word-attack = attack
mk-fx-word-block = block
mk-fx-word-fortification = fortification
mk-fx-word-resistances = resistances
mk-fx-word-physical-resistance = physical resistance
mk-fx-word-fire-resistance = fire resistance
mk-fx-word-ice-resistance = ice resistance
mk-fx-word-hand = hand
mk-fx-word-discard = discard
## basic

mk-fx-if = { $then } ({ $v }){ $with_else }
mk-fx-if-with-else = ; otherwise { $else }
mk-fx-per = { $each } per { $v }{ $with_max }
mk-fx-per-with-max = {""} (at most { $max } times)
mk-fx-cost = { $v } to get { $gain }
mk-fx-move = Move { $v }
mk-fx-influence = Influence { $v }
mk-fx-heal = Heal { $v }
mk-fx-draw = { $v ->
    [one] draw 1 card
   *[other] draw { $v } cards
}
mk-fx-reputation = Reputation { $signed }
mk-fx-mana-token = gain a mana token ({ $v })
mk-fx-crystal = gain a crystal ({ $v })
mk-fx-pay-for-crystal = pay 1 basic mana, gain a crystal of its colour
mk-fx-fame = Fame { $signed }
mk-fx-take-wounds = take { $v } Wound(s){ $with_to }
mk-fx-take-wounds-with-to = {""} into your { $to }
mk-fx-pay-mana = pay { $amount } { $v } mana
mk-fx-discard-cards = discard { $v } card(s){ $with_what }
mk-fx-discard-cards-with-what = {""} ({ $what ->
    [any] any
    [non_wound] non wound
    [wound] wound
   *[other] {""}
})
mk-fx-gain-card = gain a card ({ $v }){ $with_source }{ $with_look }{ $with_count }
mk-fx-gain-card-with-source = {""} from the { $source }
mk-fx-gain-card-with-look = , choosing among { $look } drawn
mk-fx-gain-card-with-count = {""} x{ $count }
mk-fx-gain-unit = gain a { $v } unit{ $with_source }{ $with_free }
mk-fx-gain-unit-is-any = gain a unit{ $with_source }{ $with_free }
mk-fx-gain-unit-with-source = {""} from the { $source }
mk-fx-gain-unit-with-free = {""} for free
mk-fx-random-crystals = roll the mana die { $v } time(s) for crystals
mk-fx-extra-die = use { $v } more Source die this turn{ $with_black_any }
mk-fx-extra-die-with-black-any = {""} (a black die may be taken and used as any basic colour)
mk-fx-fix-dice = take { $v } Source dice, set their colours, gain their mana{ $with_tokens_each }
mk-fx-fix-dice-with-tokens-each = {""} ({ $tokens_each } tokens per die)
mk-fx-copy-powered = play another Action card's powered effect free, +{ $v }
mk-fx-discard-for = discard another card: Move, Influence, Attack or Block { $v }
mk-fx-return-to-hand = at end of turn you may discard a card to take this one back
mk-fx-ready-unit = ready a unit of level { $v } or lower
mk-fx-recruit-discount = { $v } Influence off one unit recruited this turn
mk-fx-ready-units-for = ready level I-II units for { $v } Influence per level
mk-fx-interaction-fame = +{ $v } Fame if used in an interaction
mk-fx-interaction-reputation = +{ $v } Reputation if used in an interaction
mk-fx-ready-low-unit = ready one Spent unit of level { $v } or lower (level II at most)
mk-fx-lower-attack = lower one enemy attack by { $v }
mk-fx-land-block = Block equal to your space's Move cost (Fire by Day, Ice by Night)
mk-fx-block-bonus-per-trait = +1 Block per ability, attack colour and resistance of the blocked enemy
mk-fx-next-move-bonus-is-next = the next Move card this turn gives +1
mk-fx-next-move-bonus-is-all = every further Move card this turn gives +1
mk-fx-harvest-is-once = once this turn, on entering a space, discard a card for a crystal of its colour
mk-fx-harvest-is-each = on every space entered, discard a card for a crystal of its colour
mk-fx-space-discount = one space costs 1 less Move this turn (not below 2)
mk-fx-terrain-discount = one terrain costs 1 less Move this turn (not below 2)
mk-fx-cond-day = by Day
mk-fx-cond-night = at Night
mk-fx-cond-in-combat = in combat


## advanced

mk-fx-at-is-attack-phase = in the Attack phase of this combat: { $then }
mk-fx-at-is-end-of-combat = at the end of this combat: { $then }
mk-fx-at-is-end-of-turn = at the end of your turn: { $then }
mk-fx-once-this-turn = once later this turn you may: { $v }
mk-fx-on-wound-to-hand = for each of the next { $v } Wounds you take into your hand this turn: { $then }{ $with_skip }
mk-fx-on-wound-to-hand-with-skip = {""} (not counting the first { $skip })
mk-fx-use-turn-action = play this as your action for the turn
mk-fx-throw-away-action = throw away another Action card from your hand
mk-fx-throw-away-action-by-colour = throw away another Action card from your hand; by its colour: red: { $red }; blue: { $blue }; green: { $green }; white: { $white }
mk-fx-use-thrown-card = use the thrown-away card's { $effect } effect { $v } times{ $with_free }
mk-fx-use-thrown-card-with-free = , paying no mana
mk-fx-spend-for = this turn you may spend { $rate } { $from } point(s) for each { $v }
mk-fx-discard-to-boost = you may discard { $what } cards to add +{ $v } per card to this card's effect{ $with_max }{ $with_max_wounds }
mk-fx-discard-to-boost-with-max = {""} (at most { $max })
mk-fx-discard-to-boost-with-max-wounds = {""} (at most { $max_wounds } of them Wounds)
mk-fx-crystal-by-inventory-is-owned = gain a crystal of a colour you already have in your Inventory
mk-fx-crystal-by-inventory-is-not-owned = gain a crystal of a basic colour you have no crystal of
mk-fx-regain-spent-crystals = every crystal you spent this turn returns to your Inventory
mk-fx-source-die-crystal = choose a Source die showing a basic colour: gain a crystal of that colour, then reroll the die
mk-fx-reroll-whole-source = reroll every die in the Source
mk-fx-special-dice-any-colour = this turn Source dice showing gold or black may be used as mana of any basic colour, Day or Night
mk-fx-offer-crystals = gain { $v } crystal(s), each of the colour of a different Spell in the Spell offer
mk-fx-take-offer-card = take a card from the { $v } offer into your { $to ->
    [hand] hand
    [discard_pile] discard pile
   *[other] {""}
}{ $with_colour }
mk-fx-take-offer-card-with-colour = {""} (it must be { $colour })
mk-fx-play-from-offer = use a card in the { $v } offer as if it were in your hand{ $with_colour }{ $with_effect }{ $with_free }
mk-fx-play-from-offer-with-colour = {""} (a { $colour } card)
mk-fx-play-from-offer-with-effect = , its { $effect } effect
mk-fx-play-from-offer-with-free = , paying no mana
mk-fx-card-to-deck = at the end of your turn you may put this card on the { $v } of your Deed deck instead of discarding it{ $with_if_deck_not_empty }
mk-fx-card-to-deck-with-if-deck-not-empty = {""} (only if the deck is not empty)
mk-fx-terrain-cost-at-most = this turn { $terrains } cost at most { $v } Move
mk-fx-one-unit = one of your units: { $v }
mk-fx-no-damage-to-units = you cannot assign damage to units this combat
mk-fx-first-attack-or-block-bonus = +{ $on_attack } to the first Attack card or +{ $on_block } to the first Block card you play this turn, whichever comes first
mk-fx-enemy-attacks-lose-abilities = one enemy's attacks lose { $v } this combat{ $with_ignores_arcane_immunity }
mk-fx-enemy-attacks-lose-abilities-with-ignores-arcane-immunity = {""} (even an Arcane Immune enemy)
mk-fx-cond-on-hills = if you are on hills
mk-fx-cond-on-mountains = if you are on mountains
mk-fx-cond-no-wound-to-hand-this-combat = if no Wound was added to your hand earlier in this combat
mk-fx-qty-wounds-in-hand-and-on-units = Wound in your hand or on your units
mk-fx-qty-crystal-sets = set of four crystals of different colours in your Inventory
mk-fx-qty-enemies-blocked-this-turn = enemy you blocked this turn
mk-fx-qty-units-recruited-this-turn = unit you recruited this turn
mk-fx-qty-excess-block = point of this card's Block beyond what the blocked attack needed


## spells

mk-fx-fortified-enemy-armor = { $target } enemy, if fortified, gets a further Armor { $signed }{ $with_min }
mk-fx-fortified-enemy-armor-with-min = {""} (not below { $min })
mk-fx-blocked-enemies-armor = every enemy whose attacks were all blocked in the Block phase has Armor { $v } for the rest of the combat
mk-fx-destroy-enemy-is-one = destroy one enemy
mk-fx-destroy-enemy-is-that = destroy that enemy
mk-fx-destroy-enemy-is-blocked = destroy the blocked enemy
mk-fx-on-successful-block = if this card's Block is part of a successful block: { $v }
mk-fx-ignore-site-fortification = the site you assault loses its fortification this turn
mk-fx-more-targets-for-move = { $v }; more enemies may be targeted the same way for 1 Move point for the 2nd, 2 for the 3rd, and so on
mk-fx-possess-enemy = one enemy does not attack this combat; in the Attack phase gain an Attack equal to its attack (with its element, not its abilities), usable only against other enemies
mk-fx-travel = move up to { $v } revealed spaces, one per step whatever the terrain{ $with_avoid }{ $with_end }
mk-fx-travel-with-avoid = , never into or through { $avoid }
mk-fx-travel-with-end = , ending { $end ->
    [on_safe_space] on safe space
    [in_assault] in assault
   *[other] {""}
}
mk-fx-adjacency-range = this turn, spaces { $v } away count as adjacent for moving and exploring; your moves do not provoke rampaging enemies
mk-fx-set-terrain-cost = this turn, entering { $terrains } costs { $v } Move
mk-fx-forbid-terrain = you may not enter { $v } spaces for the rest of this turn
mk-fx-hero-ignores-first-wound = your hero ignores the first Wound from enemies this turn, and its extra effects
mk-fx-repeat-turn = at the end of this turn set this card aside for the round, take the other cards you played back into your hand, skip drawing, and take another turn at once
mk-fx-recall-discards = take { $v } cards from your discard pile ({ $pick ->
    [at_random] at random
    [of_your_choice] of your choice
   *[other] {""}
}) and put them on top of or under your Deed deck
mk-fx-healing-rewards = this turn, draw a card for each Wound healed from your hand and ready each unit healed
mk-fx-ready-unit-levels = ready units whose levels total at most { $v }
mk-fx-heal-readied-unit = that unit is also healed
mk-fx-borrow-offer-unit = this turn use one ability of a unit in the Units offer as if it were yours (no damage may be assigned to it)
mk-fx-discard-for-crystal = discard a non-Wound card: a crystal of its colour (any colour for an Artifact)
mk-fx-crystal-pairs = { $each } per pair of { $v } crystals in your Inventory{ $with_to_mana }
mk-fx-crystal-pairs-with-to-mana = ; then every such pair turns into mana tokens
mk-fx-claim-source-die = keep a basic-colour Source die in your play area until the end of the round: { $v } mana token(s) of its colour { $when ->
    [this_turn] this turn
    [each_later_turn] each later turn
   *[other] {""}
}
mk-fx-spend-rival-unit = you may spend one ready unit of level { $v } or lower in each other player's unit area
mk-fx-rivals-lose-crystal = each other player loses { $v } random crystal(s) from their Inventory{ $with_steal }{ $with_wound_if_none }
mk-fx-rivals-lose-crystal-with-steal = ; you may gain { $steal } of the crystals lost this way
mk-fx-rivals-lose-crystal-with-wound-if-none = ; a player with no crystal takes a Wound instead
mk-fx-wounds-per-crystal-is-every-player = choose a basic colour: every player, you included, takes a Wound per crystal of that colour they own{ $with_gain }
mk-fx-wounds-per-crystal-is-other-players = choose a basic colour: every other player takes a Wound per crystal of that colour they own{ $with_gain }
mk-fx-wounds-per-crystal-with-gain = ; then gain { $gain } crystals of that colour
mk-fx-curse-claimed-colour = until the end of the round, each other player who uses mana of the claimed die's colour on their turn takes a Wound (at most one per turn)
mk-fx-rivals-discard-colour = choose a basic colour and gain a crystal of it; each other player discards an Action or Spell card of that colour from their hand, or shows their hand to prove they have none{ $with_steal }
mk-fx-rivals-discard-colour-with-steal = ; you may keep one of the discarded Action cards (not a Spell), into your hand
mk-fx-cond-in-forest = if you are in a forest
mk-fx-cond-attack-phase = only in the Attack phase of combat
mk-fx-cond-in-interaction = if used during an interaction
mk-fx-cond-unit-readied = if a unit was readied this way
mk-fx-qty-enemies-faced = enemy token you are facing


## artifacts

mk-fx-banner = attach this card to one of your units; while attached, the unit: { $v }{ $with_to }
mk-fx-banner-with-to = {""} (only to a unit { $to ->
    [recruited_this_turn] recruited this turn
   *[other] {""}
})
mk-fx-all-units = each of your units: { $v }
mk-fx-unit-armor = Armor { $signed }
mk-fx-unit-boost = { $signed } to each { $what } it makes
mk-fx-unit-resistances = gains { $v } resistance
mk-fx-unit-ready = ready it
mk-fx-unit-heal = heal it completely
mk-fx-ignore-wound = ignore one wounding of it
mk-fx-command-slot = needs no Command token
mk-fx-spend-unit = in the { $phase } phase, spend it to get: { $v }
mk-fx-once-per-round = once per round ({ $when ->
    [outside_combat] outside combat
    [unit_would_be_wounded] unit would be wounded
   *[other] {""}
}), flip this banner face down to { $v }
mk-fx-whenever-is-spell-cast = { $then } for each { $colour } Spell you cast this turn{ $with_max }
mk-fx-whenever-is-enemy-defeated-this-turn = { $then } for each enemy you defeat this turn{ $with_max }
mk-fx-whenever-is-enemy-defeated-this-phase = { $then } for each enemy you defeat in this combat phase{ $with_max }
mk-fx-whenever-is-enemy-defeated-by-this-attack = { $then } for an enemy defeated by this attack{ $with_max }
mk-fx-whenever-is-wound-healed-from-hand = { $then } each time you heal a Wound from your hand this turn{ $with_max }
mk-fx-whenever-is-heal-point-of-this-card-used = { $then } for each point of this card's Healing you spend this turn{ $with_max }
mk-fx-whenever-is-unit-attacks-or-blocks = { $then } each time it attacks or blocks{ $with_max }
mk-fx-whenever-is-each-unit-attacking-or-blocking = { $then } for each of your units that attacks or blocks this turn{ $with_max }
mk-fx-whenever-with-max = {""} (at most { $max })
mk-fx-crystal-by-resistance = gain a crystal (red if that enemy resists Fire, blue if Ice, green if Physical, or white)
mk-fx-cancel-attack = cancel { $v } enemy attack(s)
mk-fx-double-attacks = double every { $v } attack you play in the { $phase ->
    [attack] attack
    [ranged_siege] ranged siege
   *[other] {""}
} phase this turn
mk-fx-double-or-convert-ranged = this turn each Ranged Attack you play is doubled or becomes a Siege Attack; a Siege Attack may be doubled but then becomes a Ranged Attack
mk-fx-separate-blocks = up to { $count } separate Block { $v }s, each against a different attack{ $with_element }
mk-fx-separate-blocks-with-element = {""} ({ $element ->
    [physical] physical
    [fire] Fire
    [ice] Ice
    [coldfire] Cold Fire
   *[other] {""}
})
mk-fx-discard-any-for = discard any number of cards: { $v } per card
mk-fx-discard-by-colour = discard a card; by its colour: white: { $white }; blue: { $blue }; red: { $red }; green: { $green }
mk-fx-choose = choose { $v } different: { $from }
mk-fx-up-to = choose a number from 0 to { $v }; that many times: { $each }
mk-fx-cast-from-offer = discard a card; use the { $v } effect of a Spell of its colour in the Spell offer, paying no mana{ $with_by_day }
mk-fx-cast-from-offer-with-by-day = {""} (even by Day)
mk-fx-use-common-skill = use a non-interactive Skill from the Common Skill offer as your own; a Skill usable every turn is used twice
mk-fx-take-common-skill = take a Skill from the Common Skill offer and keep it
mk-fx-use-as-top-artifact = reveal the top Artifact; use this card as that Artifact's { $v } effect this turn (Fame +1 if you do)
mk-fx-endless-mana = unlimited { $v } mana this turn
mk-fx-crystals-one-colour = gain { $v } crystals of one basic colour
mk-fx-as-if-is-day = this turn, as if it were Day: Forests cost 3 Move, gold mana is usable, and garrisons of nearby fortified sites and ruins tokens are revealed
mk-fx-as-if-is-night = this turn, as if it were Night: Deserts cost 3 Move and black mana is usable
mk-fx-throw-away-received-wounds = at the end of this turn you may throw away the Wounds you received this turn
mk-fx-cond-not-in-combat = outside combat


## skills

mk-fx-flip-this-skill = flip this skill face down
mk-fx-centre-lasting = put this token in the centre: until the start of your next turn, every other player: { $v }
mk-fx-centre-return = put this token in the centre: { $trigger ->
    [any_player] any player
    [first_player_in_combat] first player in combat
    [first_player_using_colour] first player using colour
   *[other] {""}
} may return it to you face down to get { $v }
mk-fx-owner-gains = the skill's owner gains { $v }
mk-fx-no-other-motivation = no other Motivation skill may be used until the end of your next turn
mk-fx-sideways-value = one card played sideways gives +{ $v } instead of +1{ $with_card }{ $with_upgrade }{ $with_plus_per }
mk-fx-sideways-value-with-card = {""} (a { $card } card may be played sideways this way as if it were not a Wound; it goes to the discard pile at the end of the turn)
mk-fx-sideways-value-with-upgrade = {""} (+{ $upgrade } instead { $upgrade_if })
mk-fx-sideways-value-with-plus-per = , plus 1 per { $plus_per }
mk-fx-use-mana-as = use 1 { $from } mana as { $v } mana
mk-fx-powered-card-bonus = +{ $v } to the Move, Influence, Attack or Block of that powered card
mk-fx-mana-surcharge = the first time they use basic-colour mana, they pay { $v } more mana of that colour (put on this token)
mk-fx-crystal-from-token = gain a crystal of a colour on this token (any colour if none)
mk-fx-crystal-of-that-colour = a crystal of that colour
mk-fx-token-mana = the mana token lying on this skill token, to use now
mk-fx-no-source-die = may not use the Source die of their turn
mk-fx-crystal-from-source = gain a crystal of the colour of a basic-colour Source die (not rerolled)
mk-fx-wound-to-nearest-hero = { $v } of the Wounds thrown away goes into the hand of the closest other hero instead
mk-fx-fly = move up to { $v } space(s) ignoring terrain for { $move_cost } Move, ending on a safe space
mk-fx-terrain-cost-change = every terrain costs { $signed } Move this turn{ $with_min }{ $with_max }
mk-fx-terrain-cost-change-with-min = {""} (not below { $min })
mk-fx-terrain-cost-change-with-max = {""} (not above { $max })
mk-fx-terrain-access = you may enter { $v } spaces for { $move_cost } Move; they are safe spaces for you
mk-fx-explore-discount = exploring a tile costs { $v } less Move
mk-fx-reveal-garrisons = reveal the defenders of fortified sites up to { $v } spaces away
mk-fx-heal-unit = heal a wounded unit of level { $v } or lower
mk-fx-unit-bonus = the next unit you activate this turn gets +{ $v } { $to ->
    [block] block
    [attack] attack
    [ranged_attack] ranged attack
   *[other] {""}
}
mk-fx-unit-values = their units get { $v } to every attack and block
mk-fx-bonded-command-token = this token is an extra Command token; a unit recruited into it costs 5 Influence less, may always be used, and cannot be disbanded
mk-fx-ignore-reputation = ignore every effect of your Reputation position this turn
mk-fx-played-card-bonus = +{ $v } to one { $to } played this phase
mk-fx-ignore-damage = ignore { $v } damage from one { $elements } enemy attack
mk-fx-modify-enemy = { $v } enemy{ $with_attack_change }{ $with_armor_change }{ $with_per_resistance }{ $with_gains }{ $with_loses }{ $with_not_arcane_immune }{ $with_not_fortified_in_ranged }{ $with_not_summoner }
mk-fx-modify-enemy-with-attack-change = ; one of its attacks changes by { $attack_change }
mk-fx-modify-enemy-with-armor-change = ; Armor changes by { $armor_change } (not below 1)
mk-fx-modify-enemy-with-per-resistance = {""} for each resistance it has
mk-fx-modify-enemy-with-gains = ; gains { $gains ->
    [fortified] fortified
    [unfortified] unfortified
    [swift] swift
    [brutal] brutal
    [poison] poison
    [paralyze] paralyze
    [assassination] assassination
    [cumbersome] cumbersome
    [vampiric] vampiric
    [elusive] elusive
    [arcane_immunity] arcane immunity
    [defend] defend
    [summon] summon
    [ambush] ambush
    [pursuit] pursuit
   *[other] {""}
} this turn
mk-fx-modify-enemy-with-loses = ; it loses one { $loses } this combat
mk-fx-modify-enemy-with-not-arcane-immune = {""} (not Arcane Immune enemies)
mk-fx-modify-enemy-with-not-fortified-in-ranged = {""} (not a fortified enemy in the Ranged and Siege phase)
mk-fx-modify-enemy-with-not-summoner = {""} (not a summoner)
mk-fx-enemy-attacks-bonus = every enemy attack in their Block phase gets { $signed }
mk-fx-attack-per-enemy = { $type } { $element ->
    [physical] physical
    [fire] Fire
    [ice] Ice
    [coldfire] Cold Fire
   *[other] {""}
} Attack { $v } against each of up to { $max } different enemies
mk-fx-duel = the blocked enemy: Attack 1 against it in the Attack phase; Fame +{ $v } on defeating it if no unit blocked, attacked, affected or took damage from it
mk-fx-keep-enemy-token = keep the token of one enemy you defeated this turn
mk-fx-use-kept-enemy = discard a kept enemy token: Attack equal to half its attack or Block equal to half its Armor (rounded up)
mk-fx-colour-wheel = move the wheel marker one step clockwise and gain: blue { $blue }; green { $green }; black { $black }; white { $white }; red { $red }; gold: one of these
mk-fx-set-colour-wheel = roll a mana die and mark the colour rolled on this token's wheel
mk-fx-convert-basic-action = one Basic Action giving a fixed Move, Attack or Block may give the same amount as one of the other two
mk-fx-cond-alone-lowest-fame = if you alone have the least Fame
mk-fx-cond-no-unit-recruited-this-turn = if you recruit no unit this turn
mk-fx-cond-at-magical-glade = on a Magical Glade
mk-fx-cond-at-fortified-site = on a fortified site
mk-fx-cond-ranged-siege-phase = in the Ranged and Siege phase
mk-fx-cond-sideways-card-is-deed = if it is an Advanced Action, Spell or Artifact
mk-fx-cond-no-source-die-this-turn = if you use no Source die this turn (you then may not use one)
mk-fx-cond-sideways-card-matches-mana = if it is an Action or Spell card of the mana's colour
mk-fx-cond-after-using-basic-mana = right after you use basic-colour mana
mk-fx-cond-that-enemy-attacks = if that enemy is not prevented from attacking
mk-fx-qty-ready-unwounded-unit = ready and unwounded unit you control
mk-fx-qty-crystal-colour = colour of crystal in your Inventory
mk-fx-qty-empty-command-token = Command token without a unit
mk-fx-qty-other-mana-colour-used = mana colour they use other than the marked one


## units

mk-fx-enemy-skips-attack = { $v } enemy does not attack this combat{ $with_only }
mk-fx-enemy-skips-attack-with-only = {""} (only an { $only } enemy)
mk-fx-enemy-armor = { $target } enemy gets Armor { $signed }{ $with_min }
mk-fx-enemy-armor-with-min = {""} (not below { $min })
mk-fx-enemy-attack = { $target } enemy gets { $signed } on one of its attacks
mk-fx-enemy-loses = { $target } enemy loses { $v } this combat
mk-fx-destroy-if-blocked = { $v } enemy is destroyed if all its attacks are blocked
mk-fx-wound-this-unit = this unit becomes wounded
mk-fx-block-counts-double-vs-swift = this Block counts twice against a Swift attack
mk-fx-damage-to-this-unit-first = damage from that enemy's reduced attack must be assigned to this unit first (even with Assassination)
mk-fx-units-attack-bonus = your other units get { $signed } to all their attacks this combat
mk-fx-units-gain-resistances = all your units gain { $v } resistance this turn
mk-fx-attacks-become-is-coldfire = all your attacks this combat become Cold Fire
mk-fx-attacks-become-is-siege = all your attacks this combat also count as Siege
mk-fx-terrain-cost = Move cost of { $terrains } { $signed } this turn{ $with_min }
mk-fx-terrain-cost-with-min = {""} (not below { $min })
mk-fx-explore-distance = you may explore a new tile from { $v } spaces away this turn
mk-fx-peek-enemy = look at one face-down enemy token within { $v } spaces, or the top token of an enemy pile{ $with_fame_bonus }
mk-fx-peek-enemy-with-fame-bonus = ; Fame +{ $fame_bonus } if you defeat that enemy this turn
mk-fx-pay-crystal = pay { $amount } crystal(s) ({ $v })
mk-fx-cond-token-on-unit-red = with a red mana token on this unit
mk-fx-cond-token-on-unit-blue = with a blue mana token on this unit
mk-fx-cond-token-on-unit-green = with a green mana token on this unit
mk-fx-cond-token-on-unit-white = with a white mana token on this unit


## sites

mk-fx-pay-influence = pay { $v } Influence
mk-fx-mana-roll = roll a mana die: on { $v }, { $then }{ $with_else }
mk-fx-mana-roll-with-else = ; otherwise { $else }
mk-fx-mine-crystal = gain a crystal of one of this mine's colours
mk-fx-night-rules = Night rules apply
mk-fx-throw-away-wound = throw away { $v } Wound(s) from { $from }
mk-fx-hand-limit = hand limit { $signed } for your next draw
mk-fx-cycle-cards = put up to { $v } cards from your hand into your { $to } pile, then draw as many{ $with_reshuffle }
mk-fx-cycle-cards-with-reshuffle = ; then shuffle your discard pile into your Deed deck
mk-fx-discard-to-deck = shuffle your discard pile and put { $v } random cards of it back as your Deed deck
mk-fx-search-deck = take { $v } card(s) of your choice from your Deed deck into your hand, then shuffle the deck
mk-fx-stash-top-card = set the top { $v } card(s) of your Deed deck aside face down under this card
mk-fx-take-stashed = put every card set aside under this card into your hand
mk-fx-keep-source-die = take a Source die ({ $v } colour) and keep it on this card
mk-fx-reroll-source-dice = reroll up to { $v } Source dice{ $with_depleted_first }
mk-fx-reroll-source-dice-with-depleted-first = {""} (gold or black dice must be chosen first)
mk-fx-extra-turn = take { $v } more turn(s) right after this one
mk-fx-offer-add = put the top card of the { $v } deck into the Unit offer
mk-fx-gain-unit-offer-card = take an { $v } card from the Unit offer onto your Deed deck
mk-fx-cond-city-leader = if you are this city's leader
mk-fx-cond-hand-at-least-two = if you hold at least 2 cards before drawing
mk-fx-cond-deck-empty = when your Deed deck is empty
mk-fx-qty-keeps-owned = Keep you own
mk-fx-qty-own-shields-here = of your Shields on this site's card


## rewards

mk-fx-exchange-skill = swap one of your Skills for one in the Common Skill offer
mk-fx-add-element = one { $to } of a single Action card also becomes { $v ->
    [physical] physical
    [fire] Fire
    [ice] Ice
    [coldfire] Cold Fire
   *[other] {""}
}
mk-fx-free-explore = in your movement, reveal a new tile up to { $v } spaces away without paying Move
mk-fx-discard-to-deck-bottom = put { $v } random card(s) from your discard pile under your Deed deck
mk-fx-one-attack-bonus = +{ $v } to one { $element ->
    [physical] physical
    [fire] Fire
    [ice] Ice
    [coldfire] Cold Fire
   *[other] {""}
} attack from any single source{ $with_ranged }
mk-fx-one-attack-bonus-with-ranged = {""} (+{ $ranged } if Ranged, +{ $siege } if Siege)
mk-fx-convert-card-attack = one attack of a single Action card becomes a { $v } attack
mk-fx-recolour-source-die = turn one { $v } Source die to { $to }
mk-fx-unprovoking = this turn your moves provoke no rampaging enemies and no Ambush
mk-fx-halt-pursuers = this turn enemies pursuing you neither move nor attack
mk-fx-cond-after-combat = after your combat this turn
mk-fx-qty-enemies-defeated-this-turn = enemy you defeated this turn
