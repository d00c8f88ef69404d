# HoMM3: a player's turn — the options offered, what they do, the private hand panel, the status,
# the refusals, the start of a game and a game master's corrections.

## options of a turn
h3-opt-move = Move the { $hero ->
    [main] main
   *[secondary] secondary
} hero to { $to } ({ $field })
h3-field-guarded = { $field }, guarded { $difficulty }
h3-opt-explore = Explore the face-down tile at { $at } (1 MP)
h3-opt-place = Place your next far tile at { $at }, turned { $turn } (1 MP)
h3-opt-trade = Trade { $give } for { $get }
h3-opt-trade-remove = Remove { $card } from the game for { $gold } gold
h3-opt-build = Build { $building } ({ $cost })
h3-opt-recruit = Recruit { $unit } ({ $cost })
h3-opt-recruit-instead = Recruit { $unit } ({ $cost }) in place of { $old }
h3-opt-reinforce = Reinforce { $unit } ({ $cost })
h3-opt-secondary = Recruit your secondary hero at { $at } ({ $gold } gold)
h3-opt-guild = Buy a spell at the Mage Guild ({ $cost })
h3-opt-morale-draw = Spend positive morale: draw a card
h3-opt-end-turn = End your turn

## menus gathering several controls of one kind ("Attack…")
h3-menu-place = Place a unit
h3-menu-activate = Activate a unit
h3-menu-move = Move
h3-menu-attack = Attack
h3-menu-play = Play a card
h3-menu-choose = Choose
h3-menu-explore = Explore a tile
h3-menu-recruit = Recruit
h3-menu-reinforce = Reinforce
h3-menu-build = Build
h3-menu-trade = Trade
h3-menu-town = Town
h3-menu-card = Card
h3-menu-swap = Swap
h3-menu-secondary = Secondary
h3-menu-guild = Guild
h3-menu-morale = Morale
h3-menu-combat = Combat
h3-menu-end-turn = End-Turn
h3-menu-done = Done
h3-menu-defend = Defend
h3-menu-end = End
h3-menu-back = Back
h3-menu-pass = Pass
h3-menu-reroll = Reroll
h3-menu-keep = Keep
h3-menu-void = Void
h3-menu-save = Save
h3-menu-let = Let
h3-menu-pay = Pay
h3-menu-withdraw = Withdraw
h3-menu-retreat = Retreat
h3-menu-surrender = Surrender

## what a turn's actions do
h3-moved = { $who }'s { $hero ->
    [main] main
   *[secondary] secondary
} hero moves to { $to }.
h3-explored = { $who } explores the tile at { $at }: { $tile }.
h3-placed = { $who } places far tile { $tile } at { $at }.
h3-released = { $who } releases { $unit }.
h3-recruited = { $who } recruits { $unit } for { $cost }.
h3-reinforced = { $who } reinforces { $unit } to its Pack side for { $cost }.
h3-secondary-recruited = { $who } recruits the secondary hero at { $at }.
h3-guild-bought = { $who } buys a spell at the Mage Guild.
h3-morale-drew = { $who } spends positive morale to draw a card.
h3-traded-remove = { $who } removes { $card } from the game for { $gold } gold.
h3-traded = { $who } trades { $give } for { $get }.
h3-built = { $who } builds { $building }.
h3-bonus-taken = { $who } takes the starting bonus: { $bonus }.
h3-you-take = You take { $card }.

## refusals
h3-refuse-over = The game is over.
h3-refuse-not-yours = It is not your turn to act; waiting for { $who }.
h3-refuse-not-offered = That is not possible now. You can: { $options }.
h3-refuse-not-a-player = You are not a player in this game.
h3-refuse-nothing = Nothing is being asked of you now.
h3-refuse-nothing-whose = Nothing is being asked of you now. It is { $who }'s move.
h3-refuse-which = Which one? { $options }.
h3-refuse-leave = A player can be removed only at their own turn, outside a combat or a question.
h3-refuse-undo = Nothing to undo: the last action was not yours, or it revealed, drew or rolled something.
h3-refuse-players = { $scenario } is for { $counts } player(s), not { $n }.
h3-refuse-factions = Each player needs a faction of their own.

## questions to players
h3-asked = { $who } is asked: { $prompt }.
h3-you-are-asked = You are asked: { $prompt }.
h3-chooses-step = { $who } chooses { $army ->
    [neutrals] the neutrals'
   *[own] their army's
} next step in the combat (/hand).
h3-decide-combat = Combat at { $at }: choose the next step.
h3-decide-turn = { $who }, your turn (round { $round }).

## the private hand panel (/hand)
h3-hand-cards = Your hand ({ $n } of { $limit }): { $cards }. Deck { $deck }, discard { $discard }; Expert effects left this round: { $experts }.
h3-hand-empty = empty
h3-hand-resources = Resources: { $resources }. { $hero } level { $level }, morale { $morale }.
h3-hand-heroes = Heroes: { $heroes }.
h3-hand-hero = { $hero ->
    [main] main
   *[secondary] secondary
} at { $at } ({ $mp } MP)
h3-hand-no-heroes = Heroes: none on the map.
h3-hand-units = Units: { $units }.
h3-hand-town = Your town: { $buildings }; tokens left this round: { $tokens }.
h3-hand-no-buildings = no buildings
h3-hand-far-tiles = Your far tiles: { $tiles }.
h3-hand-combat = Combat at { $at }: your step (the battlefield: /map).
h3-hand-not-your-move = Not your move now; /game status shows whose it is.
h3-hand-more = ... and { $n } more (type them; autocomplete lists them).

## the public status (/game status)
h3-status-head = Heroes of Might and Magic III: round { $round } of { $rounds } ({ $kind ->
    [resource] Resource
   *[astrologers] Astrologers
} round), { $mode ->
    [clash] clash
    [cooperative] cooperative
   *[solo] solo
}.
h3-status-over = Heroes of Might and Magic III: over ({ $reason }).
h3-status-player = - { $who } ({ $faction }, { $hero } level { $level }): { $resources }; { $heroes }; units { $units }; { $cards } cards in hand; { $cubes } faction cubes won{ $eliminated ->
    [yes] {" "}(eliminated)
   *[no] {""}
}{ $playing ->
    [yes] {" "}← to play
   *[no] {""}
}
h3-status-hero = hero at { $at } ({ $mp } MP)
h3-status-no-hero = no hero on the map
h3-status-secondary = secondary at { $at } ({ $mp } MP)
h3-status-combat = Combat at { $at } (combat round { $round }); /map shows it.
h3-status-scores = Scores: { $scores }

## a new game
h3-begins = { $scenario } begins ({ $mode ->
    [clash] clash
    [cooperative] cooperative
   *[solo] solo
}, { $difficulty ->
    [easy] easy
    [normal] normal
    [hard] hard
   *[impossible] impossible
}). { $heroes }. { $first } plays first.
h3-begins-hero = { $who }: { $hero } of { $faction }
h3-bonus-prompt = Choose your starting bonus
h3-bonus-dice_both = Roll 2 resource dice and take both
h3-bonus-search_twice = Search (2) the artifact deck twice
h3-bonus-dice_one = Roll 2 resource dice and take one
h3-bonus-search = Search (2) the artifact deck
h3-bonus-die = Roll 1 resource die and take it
h3-bonus-minor = Reveal artifacts until a minor one and take it

## a game master's corrections
h3-refuse-resource = resource= must be one of { $resources }.
h3-set-resource = { $who }'s { $resource ->
    [gold] gold
    [building_materials] building materials
   *[valuables] valuables
} is set to { $n }.
h3-set-morale = { $who }'s morale is set to { $morale }.
h3-refuse-card-id = card= takes a card id as kind:id (as /hand shows it).
h3-refuse-correction = { $game } has no correction '{ $name }'.
h3-cannot-pay = You cannot pay { $cost }; you have { $have }.
