# Mage Knight: /card, what each component of the box does, and the one-line forms (en).
# Our own words; component names stay as the data spells them.

## what players call each kind of component

mk-card-kind-basic = Basic Action
mk-card-kind-unique = Basic Action
mk-card-kind-advanced = Advanced Action
mk-card-kind-spell = Spell
mk-card-kind-artifact = Artifact
mk-card-kind-wound = Wound
mk-card-kind-skill = skill
mk-card-kind-unit = unit
mk-card-kind-enemy = enemy
mk-card-kind-site = site
mk-card-kind-tactic = tactic

## cards

mk-card-card-head = **{ $name }** — { $kind }{ $colour }{ $extra }
mk-card-card-colour = , { $colour }
mk-card-card-hero = {""} ({ $hero }'s own card, replaces { $replaces })
mk-card-card-copies = ; { $n } in the box
mk-card-card-copies-deck = ; { $n } in each starting deck
mk-card-card-basic = Basic: { $text }
mk-card-card-powered = Powered ({ $how }): { $text }
mk-card-card-powered-named = Powered, { $name } ({ $how }): { $text }
mk-card-card-sideways = Sideways: Move 1, Influence 1, Attack 1 or Block 1 instead of its effect.
mk-card-card-wound = A Wound does nothing: it cannot be played, not even sideways; it clogs the hand until healed or thrown away (a rest discards it).
mk-card-how-action = pay 1 { $colour } mana
mk-card-how-spell = pay 1 { $colour } mana and 1 black mana; at Day only its basic effect can be cast
mk-card-how-artifact = throw the Artifact away after use
mk-card-card-interactive = It affects other players too.
mk-card-short-card = { $name } [{ $colour }]: { $basic } | powered: { $powered }
mk-card-short-card-basic = { $name } [{ $colour }]: { $basic }

## units

mk-card-unit-head = **{ $name }** — { $tier } unit, level { $level }: recruit for { $cost } Influence, armor { $armor }
mk-card-resists = Resists { $what }.
mk-card-resists-physical = physical
mk-card-resists-fire = Fire
mk-card-resists-ice = Ice
mk-card-unit-recruit = Recruited at: { $sites }.
mk-card-unit-mana = {""} (pay 1 { $colour } mana)
mk-card-unit-copies = { $n } in the box.
mk-card-short-unit = { $name } (level { $level }, { $cost } Influence, armor { $armor }): { $abilities }
mk-card-unit-note-magic-familiars = The basic mana paid on recruiting stays on the card as a token of that colour; the ability of the token's colour is stronger.

## skills

mk-card-skill-head = **{ $name }** — skill of { $hero }, { $timing }
mk-card-skill-use = Use: { $text }
mk-card-skill-passive = Always: { $text }
mk-card-skill-gain = When gained: { $text }
mk-card-skill-other-turns = It may also be used during other players' turns.
mk-card-timing-once-per-turn = once a turn
mk-card-timing-once-per-round = once a round (flipped face down until the next round)
mk-card-timing-interactive = interactive (put in the centre for the others)
mk-card-timing-passive = always on
mk-card-timing-flip-back = flipped when used, flipped back on a condition

## enemies

mk-card-enemy-head = **{ $name }** — { $colour } enemy token: armor { $armor }{ $elusive }, fame { $fame }{ $reputation }
mk-card-enemy-elusive = {""} (elusive: { $n } unless every attack of it was blocked)
mk-card-enemy-reputation = , Reputation { $signed } when defeated
mk-card-enemy-attack = Attack { $n }: { $value } { $element ->
    [fire] Fire
    [ice] Ice
    [coldfire] Cold Fire
   *[physical] physical
}
mk-card-enemy-summon = Attack { $n }: summons a { $colour } token, which attacks instead
mk-card-enemy-abilities = Abilities: { $what }.
mk-card-enemy-defend = Defend { $n }.
mk-card-enemy-count = { $n } tokens in the box.
mk-card-ability-fortified = fortified (only Siege attacks reach it in the Ranged and Siege phase)
mk-card-ability-unfortified = unfortified (never fortified, not even at a site)
mk-card-ability-swift = swift (blocking it takes twice the Block)
mk-card-ability-brutal = brutal (an unblocked attack deals twice its damage)
mk-card-ability-poison = poison (each Wound to a hero's hand brings a second one to the discard pile; a unit it wounds takes two Wounds)
mk-card-ability-paralyze = paralyze (a unit it wounds is destroyed; a wounded hero discards every other card in hand)
mk-card-ability-assassination = assassination (its damage cannot be given to units)
mk-card-ability-cumbersome = cumbersome (Move points spent in the Block phase lower its attack one for one)
mk-card-ability-vampiric = vampiric (its armor grows by 1 for each Wound it deals, for the rest of the combat)
mk-card-ability-elusive = elusive (its higher armor counts unless all its attacks were blocked)
mk-card-ability-arcane-immunity = arcane immunity (only attacks and blocks affect it, no other effect)
mk-card-ability-defend = defend (adds its Defend value to an attacked enemy's armor)
mk-card-ability-summon = summoner (a drawn brown token attacks in its place)
mk-card-ability-ambush = ambush (Shades of Tezla: given by scenario rules)
mk-card-ability-pursuit = pursuit (Shades of Tezla: given by scenario rules)

## sites and tactics

mk-card-site-head = **{ $name }** — site{ $fortified }
mk-card-site-fortified = , fortified
mk-card-site-recruit = Units recruited here: { $what }.
mk-card-tactic-head = **{ $name }** — { $time } tactic { $number } (lower numbers play first)
mk-card-nothing = nothing

## site summaries (the data's summary, by site id)

mk-card-site-portal = Start space of the start tile: heroes enter the map here; several heroes may share it and no combat happens; a hero ending a turn here leaves the map until the next turn.
mk-card-site-village = Interact: recruit village units, buy Heal for 3 Influence a point. Plunder outside your turn: draw 2 cards, Reputation -1 (at most once between two of your turns).
mk-card-site-monastery = On reveal and at each round start while unburned: one Advanced Action goes into the Unit offer. Interact: recruit monastery units, Heal for 2 Influence a point, learn such an Advanced Action for 6 Influence. Burn as an action: Reputation -3, fight one random violet enemy without units; win = shield, the site becomes an empty space, an Artifact at end of turn.
mk-card-site-keep = Entering is an assault (Reputation -1) against its grey garrison (revealed by Day when a hero is adjacent); win = you own it. Owned: recruit keep units; ending a turn on or next to a keep you own gives +1 hand limit per keep you own. Another player's keep: Reputation -1; fight them if present, otherwise one random grey token for half Fame (rounded up), and your Shield replaces theirs.
mk-card-site-mage-tower = Entering is an assault (Reputation -1) against its violet defender (revealed by Day when a hero is adjacent); win = shield and a Spell at end of turn. Conquered: anyone may interact to buy spells (7 Influence + 1 mana of the spell's colour) and recruit tower units.
mk-card-site-city = Entering costs 2 Move and is an assault (Reputation -1) against the garrison on the city card; defenders also get the city's bonus. One shield per defeated defender; the leader has the most shields. Conquered: the city card's interaction, +1 hand limit (+2 for the leader). Garrisons, bonuses and prices per colour: cities.toml.
mk-card-site-dungeon = As an action, fight one brown monster with Night rules and no units. Lose: the token is discarded. Win: shield and a die roll at end of turn (gold or black: a Spell, otherwise an Artifact). A conquered dungeon may be re-entered for Fame only.
mk-card-site-tomb = As an action, fight one red Draconum with Night rules and no units. Lose: the token is discarded. Win: shield, one Spell and one Artifact at end of turn. A conquered tomb may be re-entered for Fame only.
mk-card-site-monster-den = As an action, fight one brown monster. Undefeated tokens stay face up for the next visitor. Win: shield and 2 random crystals at end of turn.
mk-card-site-spawning-grounds = As an action, fight two brown monsters. Undefeated tokens stay face up and defeated ones are replaced by new face-down browns. Win both: shield, an Artifact and 3 random crystals at end of turn.
mk-card-site-ancient-ruins = When revealed: a yellow ruins token, face up by Day, face down by Night (turned up at the next Day or when entered). As an action: an altar (pay 3 mana of its colour: shield and 7 Fame) or the enemies shown, with the token's reward for defeating the last one. Undefeated enemies stay on the space. The tokens and their rewards are the ruins tokens' records.
mk-card-site-maze = As an action, with at most one of your ready units: pay exactly 2, 4 or 6 Move (new Move effects, not leftover points) for a free path, then fight one brown monster (always discarded). Win: shield on that path and its reward (2: two crystals of chosen colours; 4: a Spell; 6: an Artifact). Each path once per game; a player conquers a maze at most once. Every shield counts 2 for Greatest Adventurer.
mk-card-site-labyrinth = As the Maze, but the monster is one red Draconum token and every path's reward also includes an Advanced Action.
mk-card-site-deep-mine = End your turn here: gain one crystal of a colour you choose among the mine's colours (two on desert/forest mines, all four on the swamp mine), before combat rewards and level-ups.
mk-card-site-refugee-camp = Interact to recruit any unit in the offer: village units at cost, keep/mage tower/monastery units +1, city-only units +3 (the cheapest icon counts).
mk-card-site-crystal-mine = End your turn here (not a forfeited turn): gain one crystal of the mine's colour, unless you already hold 3 of it.
mk-card-site-magical-glade = Start your turn here: gain a mana token (gold by Day, black by Night). End your turn here: throw away one Wound from hand or discard pile (not healing).
mk-card-site-volkare-camp = Volkare's army stands here as a city garrison (tokens per his dial level, face down until a hero is adjacent). Entering costs 2 Move; assault like a city but without Reputation loss. Conquered: hand-limit, recruiting and pursuit benefits on the Camp and adjacent spaces (cities.toml: volkare_camp).
mk-card-site-lost-valley = A token laid over a city space in some scenarios; works like a Magical Glade and costs 2 Move to enter. In the SoT scenarios it holds a faction leader and none of its effects work until it is liberated.
mk-card-site-necropolis = A token laid over a city space in some scenarios; costs 2 Move. A Day turn started here uses Night rules; a Night turn started here gives a black mana token. In the SoT scenarios it holds the Dark Crusader leader.
mk-card-site-cemetery = A token laid over a Magical Glade in some scenarios; the covered space's terrain cost still applies (Night rules do not change it). A Day turn started here uses Night rules; a Night turn started here gives a black mana token.

## tactic summaries (the data's summary, by tactic id)

mk-card-tactic-early-bird = No effect beyond acting first in the round.
mk-card-tactic-rethink = When taken: discard up to 3 cards from hand (Wounds allowed), draw as many, then shuffle your discard pile into your Deed deck.
mk-card-tactic-mana-steal = When taken: take one basic-colour die from the Source and keep it on this card; on one of your turns this Day you may use its mana, then reroll it and return it at the end of that turn.
mk-card-tactic-planning = At the end of each of your turns, if you hold at least 2 cards before drawing, draw as if your hand limit were 1 higher.
mk-card-tactic-great-start = When taken: draw 2 cards.
mk-card-tactic-the-right-moment = Once this Day, during your turn, announce that you take another turn right after this one (not on your last turn of the round); then flip this card.
mk-card-tactic-from-the-dusk = No effect beyond acting first in the round.
mk-card-tactic-long-night = Once this Night, when your Deed deck is empty (also in the middle of your end-of-turn draw), shuffle your discard pile and put 3 random cards of it back as your Deed deck; then flip this card.
mk-card-tactic-mana-search = Once per turn, before you use mana from the Source, you may reroll up to 2 Source dice; gold or black dice must be chosen first.
mk-card-tactic-midnight-meditation = Once this Night, before one of your turns: shuffle up to 5 cards from your hand (Wounds allowed) into your Deed deck and draw as many; then flip this card.
mk-card-tactic-preparation = When taken: search your Deed deck for any one card, put it into your hand, then shuffle the deck.
mk-card-tactic-sparing-power = Once before each of your turns choose: put the top card of your Deed deck face down under this card, or flip this card and take every card under it into your hand (it then stops working).

## playing a card (cards.py)

mk-card-play-no-such-card = There is no card '{ $card }'.
mk-card-play-not-in-hand = { $card } is not in your hand.
mk-card-play-wound = Wounds cannot be played. Rest (or a Heal effect) gets rid of them.
mk-card-play-sideways-kinds = Sideways play gives one of: { $modes }.
mk-card-play-how = A card is played basic, powered or sideways (e.g. mode:powered).
mk-card-play-kind-not-yet = Playing { $kind } cards is not available yet.
mk-card-played-sideways = { $player } plays { $card } sideways for { $gives }{ $note }
mk-card-played = { $player } plays { $card } ({ $how }{ $paid }): { $detail }{ $thrown }
mk-card-played-thrown-away = ; { $card } is thrown away
