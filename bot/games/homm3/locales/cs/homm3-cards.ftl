# HoMM3: hraní karet — co dělá jeden způsob zahrání karty (jeho kroky, „h3-do-<op>“), zahrání na
# mapě, odhazování, posílení a neutrální jednotky z karet a výměny mezi spojenci.

## způsob zahrání karty slovy („Pokročilý efekt: dober 2 karty“; u kouzla nakonec moc)
h3-play = Zahraj { $card } ({ $how })
h3-play-on = Zahraj { $card } ({ $how }) na { $on }
h3-how-expert = Pokročilý efekt: { $steps }
h3-how-power = Moc { $n }
h3-do-stat = { $n } { $stat ->
    [attack] útok
    [defense] obrana
    [initiative] iniciativa
   *[hp] životy
}{ $duration ->
    [round] {" "}v tomto klání
    [combat] {" "}po celý souboj
    [activation] {" "}v této aktivaci
   *[none] {""}
}
h3-do-gold = získej { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}
h3-do-building-materials = získej { $n } { $n ->
    [one] stavební materiál
    [few] stavební materiály
   *[other] stavebních materiálů
}
h3-do-valuables = získej { $n } { $n ->
    [one] cennost
    [few] cennosti
   *[other] cenností
}
h3-do-mp = +{ $n } BP pro hrdinu
h3-do-mp-if-spent = +{ $n } BP, jakmile hrdina utratí všechny BP
h3-do-portal = přesuň hrdinu do svého města nebo osady
h3-do-reveal = otoč zakrytý dílek
h3-do-reinforce-half = posil jednotku za poloviční cenu
h3-do-reinforce-less = posil jednotku o { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
} levněji
h3-do-guild = kup kouzlo v Cechu mágů o { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
} levněji a prohledej ({ $m })
h3-do-recruit-neutral = naverbuj neutrální jednotku
h3-do-pass-guard = projdi bez boje kolem stráže pole
h3-do-roll = hoď kostkou { $word ->
    [treasure] pokladu
   *[resource] surovin
}{ $n ->
    [one] {""}
   *[other] {" "}{ $n }krát
}
h3-do-clear-visited = odstraň všechny značky návštěvy
h3-do-plague = otoč jednotku z tlupy zpět na hrstku
h3-do-draw = dober { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
}
h3-do-discard = odhoď { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
}
h3-do-pay = nejdřív odhoď { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
}
h3-do-keep = ponech si tuto kartu v ruce
h3-do-remove = vyřaď tuto kartu ze hry
h3-do-morale = získej pozitivní morálku
h3-do-spell-from-discard = vezmi si naposledy odhozené kouzlo zpět do ruky
h3-do-heal = vyleč { $n }
h3-do-cure = uzdrav jednotku
h3-do-dispel = zruš nepřítelova kouzla
h3-do-unparalyse = ukonči ochromení
h3-do-retaliate = { $word ->
    [bronze] bronzová
    [silver] stříbrná
    [gold] zlatá
    [azure] azurová
   *[other] { $word }
} jednotka smí znovu odvetně zaútočit
h3-do-enemy-discard = nepřítel odhodí { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
}
h3-do-enemy-morale = nepřítel ztrácí morálku
h3-do-void-die = kostka útoku nic neplatí
h3-do-no-escape = nepřítel nemůže ustoupit ani se vzdát
h3-do-spell-limit = v tomto klání sešli ještě { $n } { $n ->
    [one] kouzlo
    [few] kouzla
   *[other] kouzel
}
h3-do-return-spell = vezmi si právě seslané kouzlo zpět do ruky
h3-do-power = +{ $n } moc pro kouzlo
h3-do-die-times = kostka útoku se počítá { $n }krát
h3-do-morale-on-zero = hoď kostkou útoku: na 0 získej pozitivní morálku
h3-do-damage = zranění { $n }
h3-do-chain = řetěz { $nums }
h3-do-pair = dvojice { $n }
h3-do-paralyse = ochromení ({ $word ->
    [bronze] bronzová
    [silver] stříbrná
    [gold] zlatá
    [azure] azurová
   *[other] { $word }
})
h3-do-silence = umlčení ({ $word ->
    [bronze] bronzová
    [silver] stříbrná
    [gold] zlatá
    [azure] azurová
   *[other] { $word }
})
h3-do-antimagic = antimagie ({ $word ->
    [bronze] bronzová
    [silver] stříbrná
    [gold] zlatá
    [azure] azurová
   *[other] { $word }
})
h3-do-bless = požehnání
h3-do-fire-shield = ohnivý štít { $n }
h3-do-move = přesun ({ $word ->
    [bronze] bronzová
    [silver] stříbrná
    [gold] zlatá
    [azure] azurová
   *[other] { $word }
})
h3-do-swap = výměna{ $has ->
    [yes] {" "}{ $n }
   *[no] {""}
}
h3-do-overlay = překryv
h3-do-cancel-lethal = zruš smrtící zásah{ $has ->
    [yes] {" "}({ $word ->
        [bronze] bronzová
        [silver] stříbrná
        [gold] zlatá
        [azure] azurová
       *[other] { $word }
    })
   *[no] {""}
}
h3-do-return-cast = vrať seslané kouzlo
h3-do-reshuffle-hand = zamíchej ruku
h3-do-redraw-if-first = dober znovu, pokud je první
h3-do-hand-limit = limit karet v ruce { $n }
h3-do-first-spell-returns = první kouzlo se vrací
h3-do-first-spell-power = moc prvního kouzla { $n }
h3-do-extra-die = kostka navíc { $n }
h3-do-neutral-swap = výměna neutrálních jednotek

## co karty dělají na mapě
h3-played = { $who } hraje { $card }.
h3-gets = { $who } dostává { $what }.
h3-gets-nothing = { $who } nic nedostává.
h3-portal = Hrdina hráče { $who } prochází kouzlem Town Portal na { $to }.
h3-revealed = { $who } odkrývá dílek na { $at }: { $tile }.
h3-card-reinforce = Posil { $unit } ({ $cost })
h3-card-guild = { $who } kupuje díky Wisdom kouzlo v Cechu mágů za { $gold } { $gold ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}.
h3-pass-guard = Diplomaté hráče { $who } přemluví stráž na { $at }, aby odešla.
h3-roll-die = Hoď kostkou { $die ->
    [treasure] pokladu
   *[resource] surovin
}
h3-cleared = Z mapy mizí všechny značky návštěvy.
h3-plague = Jednotka hráče { $who } se otáčí z tlupy zpět na hrstku.
h3-neutral-prompt = Naverbuj jednu z dobraných neutrálních jednotek
h3-card-recruit-neutral = Naverbuj { $unit } ({ $cost })
h3-recruited-neutral = { $who } verbuje { $unit }.

## odhazování, které karta žádá
h3-discard-prompt = Odhoď { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
}
h3-discard-combat = Souboj po tobě chce odhodit { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
}: kterou nejdřív?

## spojenci si mění karty artefaktů a kouzel (aliance)
h3-swap-offer = Nabídni { $card } hráči { $ally } za jednu z jeho karet artefaktů nebo kouzel
h3-swap-give = Dej výměnou { $card }
h3-swap-prompt = { $who } nabízí { $card } za jednu z tvých karet artefaktů nebo kouzel
h3-swap-decline = Odmítni
h3-swap-declined = { $who } výměnu odmítá.
h3-swapped = { $a } a { $b } si vyměňují kartu.
