# Mage Knight: mana, Fame and Reputation, decks and offers, terrain, effects in general (en).
# Keys: mk-mana-*, mk-misc-*.

## Mana (mana.py)

mk-mana-colour = { $colour }
mk-mana-colour-m = { $colour }
mk-mana-colour-fgen = { $colour }
mk-mana-colour-facc = { $colour }
mk-mana-colour-mgen = { $colour }
mk-mana-colour-mpl = { $colour }
mk-mana-colour-mplgen = { $colour }
mk-mana-none-to-pay = You have no { $colour } mana to pay with: no { $colour } token, no usable Source die ({ $time ->
        [night] gold is unusable at Night; it is Night
       *[day] gold counts as any basic colour by Day; it is Day
    }), and no { $colour } crystal.
mk-mana-cannot-pay-with = Cannot pay { $colour } mana with '{ $how }'. You can use: { $options }.
mk-mana-paid-endless = { $colour } mana (unlimited this turn)
mk-mana-paid-token = a { $colour } mana token
mk-mana-paid-crystal = a { $colour } crystal
mk-mana-paid-die = a { $colour } die from the Source
mk-mana-cursed = { $player } uses { $colour } mana under { $caster }'s Mana Curse and takes a Wound.
mk-mana-surcharge-unpaid = { $skill } (in the centre): the first basic-colour mana you use this turn costs { $n } more { $colour } mana, and you have none left to pay it.
mk-mana-surcharge-paid = and { $n } more { $colour } mana ({ $skill })
mk-mana-exploit-wound = { $skill }: { $colour } is not { $marked }: { $n ->
        [one] { $n } Wound
       *[other] { $n } Wounds
    } into the hand
mk-mana-no-die-left = No { $colour } die is left in the Source.
mk-mana-token-at-cap = a { $colour } mana token (already { $cap } { $colour } crystals)

## Fame, Reputation, the Deed deck, the offers (tracks.py, deck.py, offers.py, state.py)

mk-misc-fame-gained = { $player } gains { $n } Fame { $why } (now { $total }).
mk-misc-reputation-changed = { $player }: Reputation { $change } { $why } (now { $total }).
mk-misc-draws = { $player } draws { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
mk-misc-you-drew = You drew: { $cards }.
mk-misc-offers-revealed = The Advanced Action and Spell offers are revealed: { $cards }.
mk-misc-joins-offer = { $card } joins the offer.
mk-misc-no-such-unit = You have no unit '{ $unit }'. Your units: { $units }.
mk-misc-none = none
mk-misc-nothing = nothing

## Terrain and the rampaging enemies (glossary.py)

mk-misc-terrain-plains = Plains
mk-misc-terrain-hills = Hills
mk-misc-terrain-forest = Forest
mk-misc-terrain-wasteland = Wasteland
mk-misc-terrain-desert = Desert
mk-misc-terrain-swamp = Swamp
mk-misc-terrain-lake = Lake
mk-misc-terrain-mountain = Mountains
mk-misc-rampaging-orcs = orcs
mk-misc-rampaging-draconum = draconum

## A card's modes and paying for it (modes.py)

mk-misc-effect-not-yet = The { $how } effect of { $card } is not available yet in this version of the bot (you can still play it sideways).
mk-misc-choose-mode = { $card } { $how }: choose one mode: { $modes }.
mk-misc-no-such-mode = { $card } has no '{ $mode }' mode. Its { $how } modes: { $modes }.
mk-misc-black-by-day = { $powered } (the powered { $card }) needs black mana, which is usable only at Night. By Day cast its basic effect.
# After how the card is played: "(powered paying a red crystal)".
mk-mana-paying = {" "}paying { $paid }
mk-mana-paying-and = {" "}paying { $paid } and { $black }
mk-misc-discard-needed = { $card } needs another card to discard (discard:<card>).
mk-misc-cannot-discard = You cannot discard
mk-misc-can-discard = You can discard
mk-misc-card-listing = { $allowed }: { $cards }.
mk-misc-card-refused = { $refused } '{ $card }'.

## The effect interpreter (interpret.py)

mk-misc-choose-one = Choose one: { $options }.
mk-misc-condition-not-yet = The condition '{ $condition }' is not available yet.
mk-misc-counting-not-yet = Counting '{ $quantity }' is not available yet.
mk-misc-nothing-not-met = nothing ({ $effect }: not met)
mk-misc-effect-kind-not-yet = The effect '{ $kind }' is not available yet.
mk-misc-nothing-none = nothing ({ $effect }: none)
mk-misc-choose-times = Choose { $n ->
        [one] { $n } time
       *[other] { $n } times
    } among { $among } (each:{ $example }).
mk-misc-choose-gain = Choose what you get: { $options }.
mk-misc-cost-then = { $paid }, then { $got }
mk-misc-and = and

## Skill tokens in the centre (centre.py)

mk-misc-centre-lasting = the token goes to the centre: until { $player }'s next turn, every other player: { $effect }
mk-misc-centre-returnable = the token goes to the centre: { $who ->
        [any_player] any other player
        [first_player_in_combat] the first other player in combat
        [first_player_using_colour] the first player using that colour
       *[other] another player
    } may return it to get { $effect }
mk-misc-centre-back = { $skill } returns to { $player } from the centre.
mk-misc-wheel-set = { $player }'s { $skill } wheel is set to { $colour }.
mk-misc-no-source-die = { $player } may not use a Source die this turn (a skill token in the centre).
mk-misc-gains-from = { $player } gains { $got } from { $skill }.
mk-misc-centre-returns = { $player } returns { $skill } from the centre.
mk-misc-terrain-cheaper = every terrain costs { $n } less Move this turn (not below { $floor })
mk-misc-terrain-dearer = every terrain costs { $n } more Move this turn (not above { $cap })
mk-misc-unit-values = ({ $change }: a skill token in the centre)
