# Mage Knight: what the cards in a hand and in the offers do, and their pictures (en).
# Component names stay as the data spells them.

## text lines

mk-pic-hand-effects = What your cards do (any card but a Wound played sideways gives Move, Influence, Attack or Block 1):
mk-pic-wound-line = Wound: cannot be played, not even sideways.
mk-pic-tactics = Tactics to choose from:
mk-pic-reward-effects = What they do:
mk-pic-offers-title = **Offers and the Source · round { $round }, { $night ->
    [yes] Night
   *[no] Day
}**
mk-pic-source-line = Source: { $dice }.
mk-pic-die = { $colour }{ $taken ->
    [yes] {" "}(taken)
   *[no] {""}
}
mk-pic-offer-empty = empty
mk-pic-offer-face-down = face down until it is first needed
mk-pic-unit-offer = **Unit offer**:
mk-pic-aa-offer = **Advanced Action offer**:
mk-pic-spell-offer = **Spell offer**:
mk-pic-common-skills = **Common Skill offer**:

## the pictures

mk-pic-hand-title = Hand of { $player } ({ $hero }) · { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
mk-pic-offers-title-plain = Offers and the Source · round { $round }, { $night ->
    [yes] Night
   *[no] Day
}
mk-pic-source = Source
mk-pic-die-taken = taken
mk-pic-unit-offer-title = Unit offer
mk-pic-aa-offer-title = Advanced Action offer
mk-pic-spell-offer-title = Spell offer
mk-pic-offer-face-down-short = face down
mk-pic-kind-colour = { $kind } · { $colour }
mk-pic-basic = Basic
mk-pic-powered = Powered
mk-pic-powered-named = Powered: { $name }
mk-pic-powered-artifact = Powered (then throw it away)
mk-pic-sideways = Sideways { $n }
mk-pic-sideways-what = Move · Influence · Attack · Block
mk-pic-wound-note = Cannot be played
mk-pic-unit-sub = { $tier ->
    [elite] Elite
   *[other] Regular
} · level { $level } · armor { $armor } · { $cost } Influence
mk-pic-resists = Resists { $what }
