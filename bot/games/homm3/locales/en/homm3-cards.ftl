# HoMM3: playing cards — what a way of playing a card does (its steps, "h3-do-<op>"), plays on the
# map, discards, reinforcements and neutrals a card brings, and swaps between allies.

## a card's way of playing, in words ("Expert: draw 2 cards"; a spell's Power last)
h3-play = Play { $card } ({ $how })
h3-play-on = Play { $card } ({ $how }) on { $on }
h3-how-expert = Expert: { $steps }
h3-how-power = Power { $n }
h3-do-stat = { $n } { $stat ->
    [attack] Attack
    [defense] Defense
    [initiative] Initiative
   *[hp] HP
}{ $duration ->
    [round] {" "}this combat round
    [combat] {" "}for the whole combat
    [activation] {" "}this activation
   *[none] {""}
}
h3-do-gold = gain { $n } gold
h3-do-building-materials = gain { $n } { $n ->
    [one] building material
   *[other] building materials
}
h3-do-valuables = gain { $n } { $n ->
    [one] valuable
   *[other] valuables
}
h3-do-mp = +{ $n } MP for the hero
h3-do-mp-if-spent = +{ $n } MP once the hero has spent all its MP
h3-do-portal = move the hero to a town or settlement you control
h3-do-reveal = turn over a face-down tile
h3-do-reinforce-half = reinforce a unit at half cost
h3-do-reinforce-less = reinforce a unit for { $n } gold less
h3-do-guild = buy a spell at the Mage Guild for { $n } gold less and Search ({ $m })
h3-do-recruit-neutral = recruit a neutral unit
h3-do-pass-guard = pass the guards of a field unharmed
h3-do-roll = roll the { $word } die{ $n ->
    [one] {""}
   *[other] {" "}{ $n } times
}
h3-do-clear-visited = remove every visited marker
h3-do-plague = turn a Pack unit back to its Few side
h3-do-draw = draw { $n } { $n ->
    [one] card
   *[other] cards
}
h3-do-discard = discard { $n } { $n ->
    [one] card
   *[other] cards
}
h3-do-pay = discard { $n } { $n ->
    [one] card
   *[other] cards
} first
h3-do-keep = keep this card in hand
h3-do-remove = remove this card from the game
h3-do-morale = gain positive morale
h3-do-spell-from-discard = take the last spell you discarded back into your hand
h3-do-heal = heal { $n }
h3-do-cure = cure a unit
h3-do-dispel = dispel the enemy's spells
h3-do-unparalyse = end a paralysis
h3-do-retaliate = let a { $word } unit retaliate again
h3-do-enemy-discard = the enemy discards { $n } { $n ->
    [one] card
   *[other] cards
}
h3-do-enemy-morale = the enemy loses morale
h3-do-void-die = the attack die counts for nothing
h3-do-no-escape = the enemy cannot retreat or surrender
h3-do-spell-limit = cast { $n } more { $n ->
    [one] spell
   *[other] spells
} this round
h3-do-return-spell = take the spell you just cast back into your hand
h3-do-power = +{ $n } Power for a spell
h3-do-die-times = the attack die counts { $n } times
h3-do-morale-on-zero = roll the attack die: on a 0 gain positive morale
h3-do-damage = damage { $n }
h3-do-chain = chain { $nums }
h3-do-pair = pair { $n }
h3-do-paralyse = paralyse { $word }
h3-do-silence = silence { $word }
h3-do-antimagic = antimagic { $word }
h3-do-bless = bless
h3-do-fire-shield = fire shield { $n }
h3-do-move = move { $word }
h3-do-swap = swap{ $has ->
    [yes] {" "}{ $n }
   *[no] {""}
}
h3-do-overlay = overlay
h3-do-cancel-lethal = cancel lethal{ $has ->
    [yes] {" "}{ $word }
   *[no] {""}
}
h3-do-return-cast = return cast
h3-do-reshuffle-hand = reshuffle hand
h3-do-redraw-if-first = redraw if first
h3-do-hand-limit = hand limit { $n }
h3-do-first-spell-returns = first spell returns
h3-do-first-spell-power = first spell power { $n }
h3-do-extra-die = extra die { $n }
h3-do-neutral-swap = neutral swap

## what cards do on the map
h3-played = { $who } plays { $card }.
h3-gets = { $who } gets { $what }.
h3-gets-nothing = { $who } gets nothing.
h3-portal = { $who }'s hero steps through the Town Portal to { $to }.
h3-revealed = { $who } reveals the tile at { $at }: { $tile }.
h3-card-reinforce = Reinforce { $unit } ({ $cost })
h3-card-guild = { $who } buys a spell at the Mage Guild for { $gold } gold with Wisdom.
h3-pass-guard = { $who }'s diplomats talk the guards of { $at } away.
h3-roll-die = Roll the { $die ->
    [treasure] treasure
   *[resource] resource
} die
h3-cleared = Every visited marker is removed from the map.
h3-plague = A Pack unit of { $who } is turned back to its Few side.
h3-neutral-prompt = Recruit one of the neutral units drawn
h3-card-recruit-neutral = Recruit { $unit } ({ $cost })
h3-recruited-neutral = { $who } recruits { $unit }.

## discards a card asks for
h3-discard-prompt = Discard { $n } { $n ->
    [one] card
   *[other] cards
}
h3-discard-combat = Combat asks you to discard { $n } { $n ->
    [one] card
   *[other] cards
}: which one first?

## allies swap artifact and spell cards (Cooperative)
h3-swap-offer = Offer { $card } to { $ally } for one of their artifact or spell cards
h3-swap-give = Give { $card } in exchange
h3-swap-prompt = { $who } offers { $card } for one of your artifact or spell cards
h3-swap-decline = Decline
h3-swap-declined = { $who } declines the swap.
h3-swapped = { $a } and { $b } swap a card.
