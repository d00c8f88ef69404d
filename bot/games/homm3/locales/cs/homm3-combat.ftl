# HoMM3: souboj — nabízené kroky, co se stalo (jeden krátký řádek na událost), odmítnutí, začátek
# a konec souboje na mapě a sólový soupeř (AI).

## kroky souboje, jak je ukazují možnosti („útok Pikemen (A1) → Imps (D2)“)
h3-step-place = rozmísti
h3-step-done = hotovo
h3-step-activate = aktivuj
h3-step-move = pohyb
h3-step-attack = útok
h3-step-defend = obrana
h3-step-end = konec
h3-step-back = zpět
h3-step-play = zahraj
h3-step-pass = pas
h3-step-reroll = přehoď
h3-step-keep = ponech
h3-step-void = zruš
h3-step-save = zachraň
h3-step-let = nech být
h3-step-pay = zaplať
h3-step-withdraw = stáhni se
h3-step-retreat = ustup
h3-step-surrender = vzdej se
h3-step-to = na { $at }
h3-step-on = na { $unit }
h3-step-card-does = { $card } ({ $does })

## co se v souboji stalo
h3-combat-hit = Jednotka { $unit } utrpí zranění { $n }.
h3-combat-killed = Jednotka { $unit } je zničena.
h3-combat-flipped = Jednotka { $unit } je sražena na hrstku.
h3-combat-paralysed = Jednotka { $unit } je ochromena.
h3-combat-healed = Jednotka { $unit } se léčí o { $n }.
h3-combat-defends = Jednotka { $unit } se brání.
h3-combat-round = Klání { $round }.
h3-combat-card = Hraje se { $card }.
h3-combat-card-on = Hraje se { $card } na jednotku { $unit }.
h3-combat-cured = Jednotka { $unit } je uzdravena.
h3-combat-may-retaliate = Jednotka { $unit } smí v tomto klání znovu odvetně zaútočit.
h3-combat-voided = Kostka útoku jednotky { $unit } nic neplatí.
h3-combat-saved = Jednotka { $unit } je zachráněna: útok nezraňuje.
h3-combat-moved = Jednotka { $unit } se přesouvá z { $start } na { $to }.
h3-combat-destroyed = { $what ->
    [gate] Brána
   *[wall] Hradba
} na { $at } je zničena.
h3-combat-ended = Souboj končí ({ $reason }).
h3-reason = { $reason ->
    [defeat] porážka
    [surrender] kapitulace
    [withdraw] stažení
    [retreat] ústup
   *[other] { $reason }
}

## odmítnutí
h3-combat-refuse-over = Souboj skončil.
h3-combat-refuse-not-offered = To teď nejde. Možné je: { $options }.
h3-combat-refuse-nothing = V tomto souboji se tě teď nic neptá.
h3-combat-refuse-bad-card = Tuhle kartu teď zahrát nejde. Možné je: { $options }.

## souboje na mapě
h3-neutrals-flee = Hrdina hráče { $who } má úroveň { $level }: neutrální jednotky obtížnosti { $difficulty } prchají.
h3-attacks-neutrals = { $who } útočí na neutrální jednotky na { $at } (obtížnost { $difficulty }): { $units }.
h3-attacks-hero = { $who } { $siege ->
    [yes] obléhá
   *[no] napadá
} hráče { $whom } na { $at }.
h3-combat-over = Konec souboje: { $verdict }
h3-hero-goes-back = Hrdina hráče { $who } se vrací na { $to }.
h3-the-neutrals = neutrální jednotky
h3-verdict-none = bez vítěze ({ $reason }).
h3-verdict-neutrals = vítězí neutrální jednotky ({ $reason }).
h3-verdict-wins = vítězí { $who } ({ $reason }).
h3-verdict-pays = { $who } platí { $what }

## sólový soupeř (AI)
h3-the-ai = AI
h3-ai-opponent = Soupeř AI, { $hero } ({ $faction }), drží město na { $at } (úroveň { $level }).
h3-ai-moves = Hrdina AI táhne ({ $mp } BP).
h3-ai-moves-to = Hrdina AI táhne na { $to }.
h3-ai-explores = Hrdina AI prozkoumává dílek na { $at }: { $tile }.
h3-ai-takes = AI obsazuje { $place ->
    [town] město
    [settlement] osadu
   *[mine] důl
} na { $at }.
h3-ai-takes-from = AI bere hráči { $whose } { $place ->
    [town] město
    [settlement] osadu
   *[mine] důl
} na { $at }.
h3-ai-defend-prompt = Hrdina AI obléhá { $place ->
    [town] tvoje město
   *[settlement] tvou osadu
} na { $at }: bránit { $place ->
    [town] ho
   *[settlement] ji
} vojskem?
h3-ai-attacks = Hrdina AI { $siege ->
    [yes] obléhá
   *[no] napadá
} hráče { $whom } na { $at }.
h3-attacks-ai = { $who } napadá hrdinu AI na { $at }.
h3-ai-draws = AI dobírá { $card }: { $text }
h3-ai-draws-casting = AI dobírá { $card } a sesílá { $spell }: { $text }
h3-ai-army-restored = AI přišla o všechny jednotky a znovu dostává počáteční vojsko.
h3-ai-gold-to-bank = { $who } platí { $gold } { $gold ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
} do banku (AI nemá pokladnu, H-AI-GOLD).
h3-ai-secondary-removed = Sekundární hrdina hráče { $who } odchází ze hry; AI získává kostičku frakce.
h3-ai-beaten = Hrdina AI je poražen a vrací se na { $to }.
