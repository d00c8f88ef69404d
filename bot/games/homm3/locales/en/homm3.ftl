# homm3: its slash commands and options (en). Names: lowercase, no spaces, at most 32 characters.

cmd-h3 = h3
    .description = Heroes of Might and Magic III: your moves

cmd-h3-move = move
    .description = Move a hero one field (1 MP)

cmd-h3-explore = explore
    .description = Turn over a face-down tile next to your hero (1 MP)

cmd-h3-place = place
    .description = Place your next far tile next to your hero (1 MP)

cmd-h3-build = build
    .description = Build a building in your town (build token)

cmd-h3-recruit = recruit
    .description = Recruit a unit (population token)

cmd-h3-reinforce = reinforce
    .description = Reinforce a unit to its Pack side (population token)

cmd-h3-secondary = secondary
    .description = Recruit your secondary hero (population token, 10 gold)

cmd-h3-guild = guild
    .description = Buy a spell at your Mage Guild (spell-book token)

cmd-h3-trade = trade
    .description = Trade at a Trading Post

cmd-h3-morale = morale
    .description = Spend positive morale

cmd-h3-choose = choose
    .description = Answer the question you are asked

cmd-h3-combat = combat
    .description = Your next step in a combat

cmd-h3-end-turn = end-turn
    .description = End your turn

opt-act = act
    .description = What you do

opt-at = at
    .description = Where

opt-building = building
    .description = The building

opt-card = card
    .description = The card

opt-deal = deal
    .description = The deal

opt-hero = hero
    .description = Which hero (main or secondary)

opt-pick = pick
    .description = Your choice

opt-replace = replace
    .description = The unit you replace

opt-tile = tile
    .description = The map tile

opt-to = to
    .description = Where to

opt-turn = turn
    .description = The tile's rotation

opt-unit = unit
    .description = The unit

opt-use = use
    .description = How you use it

cmd-h3-town = town
    .description = Use a building of your town on your turn (Blacksmith, Cover of Darkness)

opt-power = power
    .description = Which of its powers
