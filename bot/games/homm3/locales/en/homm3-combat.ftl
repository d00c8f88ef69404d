# HoMM3: combat — the steps offered, what happens (one short line per event), refusals, starting and
# ending a combat on the map, and the solo AI opponent.

## the steps of a combat, as the options show them ("attack Pikemen (A1) → Imps (D2)")
h3-step-place = place
h3-step-done = done
h3-step-activate = activate
h3-step-move = move
h3-step-attack = attack
h3-step-defend = defend
h3-step-end = end
h3-step-back = back
h3-step-play = play
h3-step-pass = pass
h3-step-reroll = reroll
h3-step-keep = keep
h3-step-void = void
h3-step-save = save
h3-step-let = let
h3-step-pay = pay
h3-step-withdraw = withdraw
h3-step-retreat = retreat
h3-step-surrender = surrender
h3-step-to = to { $at }
h3-step-on = on { $unit }
h3-step-card-does = { $card } ({ $does })

## what happens in a combat
h3-combat-hit = { $unit } takes { $n } damage.
h3-combat-killed = { $unit } is destroyed.
h3-combat-flipped = { $unit } is beaten down to its Few side.
h3-combat-paralysed = { $unit } is paralysed.
h3-combat-healed = { $unit } heals { $n }.
h3-combat-defends = { $unit } defends.
h3-combat-round = Combat round { $round }.
h3-combat-card = { $card } is played.
h3-combat-card-on = { $card } is played on { $unit }.
h3-combat-cured = { $unit } is cured.
h3-combat-may-retaliate = { $unit } may retaliate again this round.
h3-combat-voided = The attack die of { $unit } counts for nothing.
h3-combat-saved = { $unit } is saved: the attack deals no damage.
h3-combat-moved = { $unit } moves from { $start } to { $to }.
h3-combat-destroyed = The { $what ->
    [gate] gate
   *[wall] wall
} at { $at } is destroyed.
h3-combat-ended = The combat ends ({ $reason }).
h3-reason = { $reason ->
    [defeat] defeat
    [surrender] surrender
    [withdraw] withdraw
    [retreat] retreat
   *[other] { $reason }
}

## refusals
h3-combat-refuse-over = The combat is over.
h3-combat-refuse-not-offered = That is not possible now. Possible: { $options }.
h3-combat-refuse-nothing = Nothing is being asked in this combat now.
h3-combat-refuse-bad-card = That card cannot be played now. Possible: { $options }.

## combats on the map
h3-neutrals-flee = { $who }'s hero is level { $level }: the neutrals of difficulty { $difficulty } flee.
h3-attacks-neutrals = { $who } attacks the neutrals at { $at } (difficulty { $difficulty }): { $units }.
h3-attacks-hero = { $who } { $siege ->
    [yes] besieges
   *[no] attacks
} { $whom } at { $at }.
h3-combat-over = Combat over: { $verdict }
h3-hero-goes-back = { $who }'s hero goes back to { $to }.
h3-the-neutrals = the neutrals
h3-verdict-none = no winner ({ $reason }).
h3-verdict-neutrals = the neutrals win ({ $reason }).
h3-verdict-wins = { $who } wins ({ $reason }).
h3-verdict-pays = { $who } pays { $what }

## the solo AI opponent
h3-the-ai = the AI
h3-ai-opponent = The AI opponent, { $hero } of { $faction }, holds the town at { $at } (level { $level }).
h3-ai-moves = The AI hero moves ({ $mp } MP).
h3-ai-moves-to = The AI hero moves to { $to }.
h3-ai-explores = The AI hero explores the tile at { $at }: { $tile }.
h3-ai-takes = The AI takes the { $place ->
    [town] town
    [settlement] settlement
   *[mine] mine
} at { $at }.
h3-ai-takes-from = The AI takes { $whose }'s { $place ->
    [town] town
    [settlement] settlement
   *[mine] mine
} at { $at }.
h3-ai-defend-prompt = The AI hero besieges your { $place ->
    [town] town
   *[settlement] settlement
} at { $at }: defend it with your army?
h3-ai-attacks = The AI hero { $siege ->
    [yes] besieges
   *[no] attacks
} { $whom } at { $at }.
h3-attacks-ai = { $who } attacks the AI hero at { $at }.
h3-ai-draws = The AI draws { $card }: { $text }
h3-ai-draws-casting = The AI draws { $card } casting { $spell }: { $text }
h3-ai-army-restored = The AI has lost every unit and takes its starting army again.
h3-ai-gold-to-bank = { $who } pays { $gold } gold to the bank (the AI keeps no treasury, H-AI-GOLD).
h3-ai-secondary-removed = { $who }'s secondary hero is removed; the AI takes a faction cube.
h3-ai-beaten = The AI hero is beaten and goes back to { $to }.
