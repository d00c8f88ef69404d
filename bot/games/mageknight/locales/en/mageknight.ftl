# mageknight: its slash commands and options (en). Names: lowercase, no spaces, at most 32 characters.

cmd-mk = mk
    .description = Mage Knight: your moves

cmd-mk-tactic = tactic
    .description = Choose your tactic for this round

cmd-mk-skill = skill
    .description = Use one of your skills (within its timing: once a turn, once a round...)

cmd-mk-tactic-use = tactic-use
    .description = Use your tactic's effect this round (Mana Search, Sparing Power, Long Night...)

cmd-mk-play = play
    .description = Play a card from your hand

cmd-mk-move = move
    .description = Move your hero: one step to a neighbour, or along the path you name (else the cheapest)

cmd-mk-explore = explore
    .description = Reveal a new map tile next to you (2 Move)

cmd-mk-rest = rest
    .description = Rest: discard one non-Wound card and any Wounds

cmd-mk-end-turn = end-turn
    .description = End your turn (clean-up, site benefits, draw)

cmd-mk-announce-end = announce-end
    .description = Announce the End of the Round (your deck is empty)

cmd-mk-enter = enter
    .description = Enter the adventure site you stand on (dungeon, tomb, ruins, maze...) and fight

cmd-mk-banner = banner
    .description = Assign a banner from your hand to one of your units

cmd-mk-challenge = challenge
    .description = Challenge the rampaging enemies next to you

cmd-mk-combat = combat
    .description = The combat: every enemy's numbers and abilities, the phase and what is needed

cmd-mk-attack = attack
    .description = Attack enemies together with cards (Ranged & Siege or Attack phase)

cmd-mk-block = block
    .description = Block one enemy attack with cards (Block phase)

cmd-mk-damage = damage
    .description = Assign one unblocked attack's damage: to units in order, the rest to your hero

cmd-mk-next = next
    .description = Go on to the next combat phase (after the Attack phase the combat ends)

cmd-mk-burn = burn
    .description = Burn the monastery you stand on (Reputation -3, fight a violet enemy)

cmd-mk-interact = interact
    .description = Interact at the village, monastery, keep, mage tower or city you stand on

cmd-mk-recruit = recruit
    .description = Recruit a unit from the Unit offer with Influence (at a site showing its icon)

cmd-mk-buy = buy
    .description = Buy at the site you interact with: heal, advanced_action, spell, artifact, elite_to_offer ...

cmd-mk-plunder = plunder
    .description = Plunder the village you stand on (draw 2 cards, Reputation -1; before anything else)

cmd-mk-respond = respond
    .description = Answer another player's spell: Mind Read (the card you discard), Mind Steal (the card you keep, or n

cmd-mk-activate = activate
    .description = Use a ready unit's Move, Influence, Heal, mana or Ready ability (in combat: declare it instead)

cmd-mk-choose = choose
    .description = Answer the end-of-turn question: a reward, the Artifact to put back, a level-up's skill and card

opt-ability = ability
    .description = Which ability of the unit

opt-attack = attack
    .description = Which attack of the enemy (number)

opt-black = black
    .description = The source of the black mana

opt-bond = bond
    .description = Into the Bonds of Loyalty token (yes)

opt-card = card
    .description = Card

opt-cards = cards
    .description = Cards (comma separated)

opt-colour = colour
    .description = Colour

opt-colour2 = colour2
    .description = The second colour

opt-colour3 = colour3
    .description = The third colour

opt-colours = colours
    .description = Colours

opt-dice = dice
    .description = Mana dice

opt-die = die
    .description = A die of the Source

opt-disband = disband
    .description = The unit you disband

opt-discard = discard
    .description = Discard

opt-each = each
    .description = A choice for each repeat

opt-enemy = enemy
    .description = Enemy

opt-flip = flip
    .description = Turn a skill token back (back)

opt-gain = gain
    .description = What you gain

opt-harvest = harvest
    .description = The card you harvest crystals with

opt-hex = hex
    .description = A space (q,r)

opt-keep = keep
    .description = The card you keep

opt-long-night = long_night
    .description = Long Night refills the deck (yes)

opt-mana = mana
    .description = Mana

opt-mine = mine
    .description = The colour of the mine's crystal

opt-mode = mode
    .description = The mode (basic, powered, sideways...)

opt-more = more
    .description = More choices as key:value

opt-move = move
    .description = Move

opt-path = path
    .description = A path through spaces

opt-pay = pay
    .description = What you pay with

opt-pay-colour = pay_colour
    .description = The mana colour you pay

opt-pick = pick
    .description = Your choice

opt-points = points
    .description = How many points

opt-preview = preview
    .description = Only show the outcome (yes)

opt-skill = skill
    .description = Skill

opt-skills = skills
    .description = Skills giving combat points (comma separated)

opt-slot = slot
    .description = Where the new tile goes

opt-tactic = tactic
    .description = Tactic

opt-take = take
    .description = What you take

opt-target = target
    .description = Target

opt-target-mode = target_mode
    .description = The target card's mode

opt-targets = targets
    .description = Targets (comma separated)

opt-terrain = terrain
    .description = Terrain

opt-throw = throw
    .description = The card you throw away

opt-unit = unit
    .description = Unit

opt-units = units
    .description = Units (comma separated)

opt-what = what
    .description = What

opt-where = where
    .description = Where
